/* frontend.h - what main.c shares with the batch, line and TUI modes. */
#ifndef UMPIRE_FRONTEND_H
#define UMPIRE_FRONTEND_H

#include <stdbool.h>
#include <stdio.h>

#include "umpire/out.h"
#include "umpire/session.h"

#define UMPIRE_VERSION "0.1"

struct options {
	bool batch;
	bool line;
	const char *script;
	const char *ruleset;
	const char *tables;
	const char *game;
	unsigned long long seed;
	bool seeded;	    /* --seed given; else a fresh seed */
	bool change_tables; /* --change-tables */
	bool read_only;	    /* --read-only */
	bool demo;
	bool teach;
	const char *scenario; /* --scenario NAME (docs/scenarios.md) */
};

/* Print a command's output: records and text to f, warnings to err. */
void frontend_print(const struct out *, FILE *f, FILE *err, bool teach);
/* Load the embedded demo scenario into s (journaled like typed commands). */
int frontend_load_demo(struct session *, const char *ruleset, char **err);
/* $XDG_STATE_HOME/umpire (created, 0700), or NULL. Caller frees. */
char *frontend_state_dir(void);
/* A new game file path under $XDG_DATA_HOME/umpire/games/ (the folder
 * made and writable). Caller frees. NULL with *err naming the folder and
 * the fix when it cannot be made or written. */
char *frontend_new_game_path(char **err);

int batch_run(struct session *, const struct options *);
int line_run(struct session *, const struct options *);
/* Returns the exit status; 127 when no terminal could be set up (the
 * caller falls back to line mode). */
int tui_run(struct session *, const struct options *);

#endif
