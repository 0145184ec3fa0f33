/* oob.h - orders of battle in and out (src/core/oob.c, docs/scenarios.md):
 * a roster as CSV/TSV becomes journaled `unit add` commands; the roster goes
 * out again in the same columns; scenarios are a terrain script and a roster.
 */
#ifndef UMPIRE_OOB_H
#define UMPIRE_OOB_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/cmd.h"
#include "umpire/out.h"
#include "umpire/session.h"

/* How a roster file is read: map= (COLUMN:KEY or COLUMN:-, comma
 * separated), ratio= (MEN:FIGURE), dry=yes (print, change nothing). */
struct oob_import_opts {
	const char *map;
	const char *ratio;
	bool dry;
};

/* `units import FILE ...`, run by the session (each unit it makes is
 * journaled as its own `unit add` line, a group as its units' brigade=
 * key, so a game file never names the CSV file): 0, or -1 with *err
 * naming the row and column; nothing changes unless every row is good. */
int oob_import_command(struct session *, struct args *, bool replay,
		       struct out *, char **err);
/* The same from text in memory; `what` names it in messages. */
int oob_import_text(struct session *, const char *what, const char *text,
		    size_t len, const struct oob_import_opts *, struct out *,
		    char **err);
/* `umpire --scenario NAME`: the embedded scenarios/NAME.cmd (a command
 * script: ruleset, terrain) then scenarios/NAME.csv imported. */
int oob_scenario_load(struct session *, const char *name, struct out *,
		      char **err);
/* The scenario names, space separated (static). */
const char *oob_scenario_names(void);

#endif
