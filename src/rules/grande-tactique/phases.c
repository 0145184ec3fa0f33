/* phases.c - Grande Tactique phases entered in order (Sequence of Play,
 * digest §2): the start of the Firing Phase (the automatic cease-fire,
 * seed 003) and the `phase`/`turn next` hook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* Enter phase ph (never back). Entering the Firing Phase takes off the
 * Firing markers with no valid target (Automatically ceasing to fire). */
void
gt_phase_enter(struct cmd_ctx *ctx, int ph)
{
	struct game *g = ctx->g;
	if (gt_sequence_free(ctx))
		return;
	if (!GT_GAME(g)->moving[0])
		snprintf(GT_GAME(g)->moving, sizeof GT_GAME(g)->moving, "%s",
			 gt_moving_side(g));
	if (g->phase < ph)
		g->phase = ph;
	if (g->phase >= GT_PH_FIRING &&
	    GT_GAME(g)->fire_phase_bound != g->bound) {
		GT_GAME(g)->fire_phase_bound = g->bound;
		out_text(ctx->out, "  Firing Phase of %s, turn %d",
			 gt_moving_side(g), g->bound);
		gt_ceasefire_all(ctx, NULL, true);
	}
}

/* `phase NAME` and `turn next` (to -1): the phases run forward only
 * (Sequence of Play); the Firing Phase is not passed while a marked unit
 * owes its fire (Firing procedure), and it begins on the way (the
 * automatic cease-fire) even in a turn where nobody fires. */
int
gt_phase_change(struct cmd_ctx *ctx, int to, bool apply)
{
	struct game *g = ctx->g;
	if (gt_sequence_free(ctx))
		return 0;
	if (!apply) {
		if (to >= 0 && to < g->phase)
			return cmd_error(
			    ctx,
			    "phase %s: turn %d is in its %s Phase and a "
			    "phase over does not come back within the turn "
			    "(Sequence of Play: De-shaking, PIP, Firing, "
			    "Charge; game sequence=free lifts the order)",
			    g->rs->phases[to], g->bound,
			    gt_phase_name(g->phase));
		/* `turn next` (to -1): the open decisions say these, and
		 * force=yes may pass them (gt_open_decisions). */
		if (to > GT_PH_DESHAKE && gt_deshake_pending(ctx))
			return cmd_error(ctx,
					 "the De-shaking Phase comes first in "
					 "turn %d: %s has shaken units to test "
					 "(deshake %s; Sequence of Play 1)",
					 g->bound, gt_moving_side(g),
					 gt_moving_side(g));
		struct gt_owed owed[1];
		if (to > GT_PH_FIRING && gt_owed_fires(ctx, owed, 1) > 0)
			return cmd_error(
			    ctx,
			    "%s has a Firing marker and a valid target, %s: "
			    "everybody in a state of Firing must fire if they "
			    "have a target, so the Firing Phase is not over "
			    "(fire %s at %s, then resolve; Firing procedure)",
			    owed[0].unit, owed[0].target, owed[0].unit,
			    owed[0].target);
		return 0;
	}
	if (to < 0 || to >= GT_PH_FIRING)
		gt_phase_enter(ctx, GT_PH_FIRING);
	if (to < 0 || to > GT_PH_FIRING) {
		if (g->ndecls == 0)
			GT_GAME(g)->fire_closed_bound = g->bound;
		if (to > 0)
			gt_phase_enter(ctx, to);
	} else {
		gt_phase_enter(ctx, to);
	}
	if (to >= 0)
		out_text(ctx->out, "  turn %d, %s: the %s Phase", g->bound,
			 gt_moving_side(g), gt_phase_name(to));
	return 0;
}
