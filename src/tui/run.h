/* run.h - the TUI's one entry point, for main.c. */
#ifndef UMPIRE_TUI_RUN_H
#define UMPIRE_TUI_RUN_H

#include "umpire/options.h"
#include "umpire/session.h"

/* Returns the exit status; 127 when no terminal could be set up (the
 * caller falls back to line mode). */
int tui_run(struct session *, const struct options *);

#endif
