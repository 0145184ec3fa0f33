/* decisions.c - Grande Tactique decisions still open in a turn: a unit
 * with a Firing marker and a valid target must fire in the Firing Phase
 * (seed 003 "Firing"; digest §5), so `turn next` does not pass over it. */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

size_t
gt_open_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t cap)
{
	struct gt_owed owed[64];
	size_t n = gt_owed_fires(ctx, owed, UM_ARRLEN(owed));
	for (size_t i = 0; i < n && i < cap && i < UM_ARRLEN(owed); i++) {
		struct open_decision *o = &d[i];
		memset(o, 0, sizeof *o);
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
	return n;
}
