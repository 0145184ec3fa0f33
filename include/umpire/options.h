/* options.h - the command line's choices, shared by every front end
 * (batch, line mode, the TUI, server and attach). */
#ifndef UMPIRE_OPTIONS_H
#define UMPIRE_OPTIONS_H

#include <stdbool.h>

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

#endif
