/* frontend.h - what main.c shares with the batch, line and TUI modes. */
#ifndef UMPIRE_FRONTEND_H
#define UMPIRE_FRONTEND_H

#include <stdbool.h>
#include <stdio.h>

#include "umpire/options.h"
#include "umpire/out.h"
#include "umpire/session.h"

/* Print a command's output: records and text to f, warnings to err. */
void frontend_print(const struct out *, FILE *f, FILE *err, bool teach);
/* Load the embedded demo scenario into s (journaled like typed commands). */
int frontend_load_demo(struct session *, const char *ruleset, char **err);

int batch_run(struct session *, const struct options *);
int line_run(struct session *, const struct options *);

#endif
