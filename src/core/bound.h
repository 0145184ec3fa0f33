/* bound.h - running a whole bound at the table: relative
 * moves, the bound at a glance, phase order, the ruler, the after-action
 * report, tables out and the unit detail. Handlers behind cmd_table rows
 * (internal to the core); docs/commands.md "Running a bound". */
#ifndef UMPIRE_BOUND_H
#define UMPIRE_BOUND_H

#include <stdbool.h>

#include "umpire/cmd.h"
#include "umpire/record.h"

/* move.c */
int cmd_unit_move(struct cmd_ctx *, struct args *);
/* unit set x= y= facing=: the ruleset's limits on moving, as unit move
 * (move.c). */
int move_rules_placed(struct cmd_ctx *, struct unit *u, const struct unit *was,
		      bool commit);

/* bound.c */
int cmd_bound(struct cmd_ctx *, struct args *);
/* The phase rule of the ruleset for procedure `proc` ("fire", "melee"):
 * 0 when it may run in the current phase (or phase order is relaxed),
 * else -1 with ctx->err naming the phase it belongs to. */
int bound_phase_allows(struct cmd_ctx *, const char *proc);
/* `bound next`: -1 (ctx->err) when decisions are open and force=yes was
 * not given; marks force used. Replaying a game file never refuses. */
int bound_next_allowed(struct cmd_ctx *, struct args *);
/* `scan SIDE` without the units that have fired this bound. */
int bound_scan(struct cmd_ctx *, struct args *);
/* The same for side into ctx->out; left[i] (g->nunits of them) set for
 * each unit left out, having fired. 0, or -1 (ctx->err). */
int bound_scan_side(struct cmd_ctx *, const char *side, bool *left);

/* What a unit did this bound, from the effective journal lines since the
 * last `bound next` (fire/melee declared, resolved, cancelled). */
struct bound_acts {
	bool fire_declared, fired;
	bool melee_declared, attacked;
};
void bound_unit_acts(const struct cmd_ctx *, const char *unit,
		     struct bound_acts *);

/* measure.c */
int cmd_measure(struct cmd_ctx *, struct args *);

/* report.c */
int cmd_report(struct cmd_ctx *, struct args *);
/* reportparts.c */
/* Replay the game's effective journal lines in a scratch session and call
 * each() for every ruling record (FIRE, SHOT, MELEE, MORALE, FLEE, PURSUE,
 * RESULT) with the bound and phase it was made in. 0, or -1 (ctx->err). */
int report_replay(struct cmd_ctx *,
		  void (*each)(void *arg, int bound, const char *phase,
			       const struct record *rec),
		  void *arg);

/* export.c */
int cmd_tables_export(struct cmd_ctx *, struct args *);

/* detail.c */
int cmd_unit_detail(struct cmd_ctx *, struct args *);
/* bound.c: enemies u may fire at / attack now, comma-separated names into
 * fire and attack ("-" when not this phase or not in the ruleset). */
void bound_unit_targets(const struct cmd_ctx *, const struct unit *u,
			struct strbuf *fire, struct strbuf *attack);

#endif
