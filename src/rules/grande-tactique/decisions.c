/* decisions.c - Grande Tactique decisions still open in a turn (`turn`,
 * `turn next`): the De-shaking Phase of the moving side (Sequence of Play
 * 1), a unit with a Firing marker and a valid target that must fire (seed
 * 003 "Firing"; digest §5), a routed unit that flees again unless rallied
 * (digest §8, Fleeing). */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static struct open_decision *
next_slot(struct open_decision *d, size_t n, size_t cap)
{
	if (n >= cap)
		return NULL;
	memset(&d[n], 0, sizeof d[n]);
	return &d[n];
}

/* Fleeing: a routed unit "keeps fleeing on later turns unless rallied
 * for 2 PIPs": each turn of its side, once. */
static size_t
flee_again_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t n,
		     size_t cap)
{
	const struct game *g = ctx->g;
	const char *mv = gt_moving_side(g);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || u->state != GT_ROUTED ||
		    u->arm == ARM_ARTILLERY || strcmp(u->side, mv) != 0 ||
		    GT(u)->fled_bound == g->bound)
			continue;
		struct open_decision *o = next_slot(d, n, cap);
		n++;
		if (o == NULL)
			continue;
		snprintf(o->unit, sizeof o->unit, "%s", u->name);
		o->kind = "flee-again";
		o->rule = "Fleeing";
		snprintf(o->ask, sizeof o->ask,
			 "%s is routed: it flees again this turn unless "
			 "rallied for 2 PIPs",
			 u->name);
		snprintf(o->answer, sizeof o->answer,
			 "flee %s again=yes (or pip %s rally)", u->name,
			 u->name);
	}
	return n;
}

size_t
gt_open_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t cap)
{
	size_t n = 0;
	if (gt_sequence_free(ctx))
		return 0;
	if (gt_deshake_pending(ctx)) {
		struct open_decision *o = next_slot(d, n, cap);
		n++;
		if (o) {
			const char *mv = gt_moving_side(ctx->g);
			snprintf(o->unit, sizeof o->unit, "%s", mv);
			o->kind = "de-shaking";
			o->rule = "Sequence of Play";
			snprintf(o->ask, sizeof o->ask,
				 "%s has shaken units: every one takes its "
				 "de-shaking Morale Check at the start of the "
				 "turn",
				 mv);
			snprintf(o->answer, sizeof o->answer, "deshake %s", mv);
		}
	}
	struct gt_owed owed[64];
	size_t k = gt_owed_fires(ctx, owed, UM_ARRLEN(owed));
	for (size_t i = 0; i < k && i < UM_ARRLEN(owed); i++) {
		struct open_decision *o = next_slot(d, n, cap);
		n++;
		if (o == NULL)
			continue;
		snprintf(o->unit, sizeof o->unit, "%s", owed[i].unit);
		o->kind = "must-fire";
		o->rule = "Firing";
		snprintf(o->ask, sizeof o->ask,
			 "%s has a Firing marker and a target (%s): it must "
			 "fire this Firing Phase",
			 owed[i].unit, owed[i].target);
		snprintf(o->answer, sizeof o->answer, "fire %s at %s",
			 owed[i].unit, owed[i].target);
	}
	return flee_again_decisions(ctx, d, n, cap);
}
