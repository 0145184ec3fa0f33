/* linewalk.h - the walkthrough in line mode: `walk fire A [at T]`,
 * `walk melee A [vs D]`, `walk fire BRIGADE [at T]`, `walk fire A,B at T`
 * and `walk fire A at T1,T2` take the umpire through the core's
 * walkthrough model (umpire/walk.h) with prompts (docs/commands.md "Line
 * mode: walk"). */
#ifndef UMPIRE_LINEWALK_H
#define UMPIRE_LINEWALK_H

#include <stdbool.h>
#include <stdio.h>

#include "umpire/session.h"

struct linewalk_io {
	/* The next line typed at prompt, without its newline (caller
	 * frees); NULL at the end of the input. */
	char *(*read)(void *ctx, const char *prompt);
	void *ctx;
	FILE *out;
	FILE *err;	       /* a refused walk line's error (NULL: out) */
	const char *where;     /* before its reason, as "line 4: " (or NULL) */
	bool teach;	       /* teaching lines shown */
	unsigned *states_seen; /* states spelled out already (words) */
};

/* Is line a walk line (its first word `walk`)? */
bool linewalk_is(const char *line);
/* Walk the ruling line asks for; 0 when it was written to the game file,
 * 1 when abandoned (nothing written), -1 on a bad line (said on out). */
int linewalk_run(struct session *, const char *line,
		 const struct linewalk_io *);

#endif
