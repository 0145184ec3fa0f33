/* targets.c - Grande Tactique valid targets and what they oblige (seed
 * 003 "Firing": Valid Targets, "Everybody in a state of Firing must fire",
 * "Automatically ceasing to fire"): from the map and the declarations,
 * for firing, the open decisions and the phases. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* Is u charging (a charge declared by it)? Is t charged by a friend of
 * f? */
bool
gt_declared_charge(const struct game *g, const char *actor, const char *target,
		   const char *side)
{
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE)
			continue;
		if (actor && strcmp(d->actor, actor) == 0)
			return true;
		if (target && strcmp(d->target, target) == 0) {
			const struct unit *a = game_unit_c(g, d->actor);
			if (a && strcmp(a->side, side) == 0)
				return true;
		}
	}
	return false;
}

int
gt_fires_declared(const struct game *g, const char *actor)
{
	int n = 0;
	for (size_t i = 0; i < g->ndecls; i++)
		n += g->decls[i].kind == DECL_FIRE &&
		     strcmp(g->decls[i].actor, actor) == 0;
	return n;
}

/* Can u fire at other from the map alone (arm, contact, range, arc,
 * lines, woods)? For return fire and cease-fire. */
bool
gt_geo_can_fire(const struct cmd_ctx *ctx, const struct unit *u,
		const struct unit *o, bool *known)
{
	*known = true;
	if (u->arm == ARM_CAVALRY)
		return false;
	/* Arc, contact and range first: lines are drawn only for a pair
	 * that passes them (every condition must hold). */
	if (gt_fire_ruled_out(ctx, u, o, known))
		return false;
	struct gt_fire_geo geo;
	gt_fire_geometry(ctx, u, o, &geo);
	if (!geo.known) {
		*known = false;
		return false;
	}
	if (!geo.in_arc || !geo.lines)
		return false;
	if (u->arm == ARM_INFANTRY)
		return geo.contact;
	double lr = gt_num(ctx, GTS_ARTILLERY_LONG_RANGE);
	if (!geo.contact && geo.range >= lr)
		return false;
	if (geo.target_in_wood)
		return false;
	if (geo.target_in_bua && !geo.bua_hit)
		return false;
	return true;
}

bool
gt_can_fire_at(const struct cmd_ctx *ctx, const struct unit *u,
	       const struct unit *t, bool *known)
{
	*known = true;
	if (u->arm == ARM_CAVALRY || u->state == GT_ROUTED ||
	    u->state == GT_SILENCED || u->removed || t->removed ||
	    strcmp(u->side, t->side) == 0)
		return false;
	return gt_geo_can_fire(ctx, u, t, known);
}

int
gt_actor_target(struct cmd_ctx *ctx, struct args *a, const char *sep,
		struct unit **f, struct unit **t)
{
	if (cmd_actor_target(ctx, a, sep, f, t) < 0)
		return -1;
	if ((*f)->removed || (*t)->removed)
		return cmd_error(ctx, "%s is no longer on the table",
				 (*f)->removed ? (*f)->name : (*t)->name);
	return 0;
}

/* Firing procedure: "Everybody in a state of Firing must fire if they
 * have a target." A marked unit of the moving side that has not fired
 * and has a target on the map: the enemy it may fire at, else NULL;
 * *unknown when the map cannot tell. */
/* Does u owe a fire at all (Firing procedure), whatever the targets? */
static bool
may_owe_fire(struct cmd_ctx *ctx, const struct unit *u)
{
	const struct game *g = ctx->g;
	return !(u->removed || !GT(u)->firing || u->arm == ARM_CAVALRY ||
		 u->state == GT_ROUTED || u->state == GT_SILENCED ||
		 strcmp(u->side, gt_moving_side(g)) != 0 ||
		 GT(u)->marker_late_bound == g->bound ||
		 GT(u)->fired_bound == g->bound ||
		 gt_fires_declared(g, u->name) ||
		 gt_declared_charge(g, u->name, NULL, NULL));
}

const char *
gt_owes_fire(struct cmd_ctx *ctx, const struct unit *u, bool *unknown)
{
	const struct game *g = ctx->g;
	*unknown = false;
	if (!may_owe_fire(ctx, u))
		return NULL;
	for (size_t k = 0; k < g->nunits; k++) {
		const struct unit *t = &g->units[k];
		if (t->removed || strcmp(t->side, u->side) == 0)
			continue;
		bool known;
		if (gt_can_fire_at(ctx, u, t, &known))
			return t->name;
		if (!known)
			*unknown = true;
	}
	return NULL;
}

size_t
gt_owed_fires(struct cmd_ctx *ctx, struct gt_owed *out, size_t cap)
{
	struct game *g = ctx->g;
	size_t n = 0;
	if (gt_sequence_free(ctx) || gt_fire_closed(ctx))
		return 0;
	/* gt_owes_fire's target, the first in the roster's order it may
	 * fire at, from the firer's candidates in the unit space: every
	 * enemy it may fire at is among them (gt_fire_targets). */
	struct gt_reach reach;
	gt_reach_init(ctx, &reach);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!may_owe_fire(ctx, u))
			continue;
		const size_t *cand;
		size_t nc = gt_reach_of(ctx, &reach, u, &cand);
		const char *t = NULL;
		for (size_t c = 0; c < nc && t == NULL; c++) {
			const struct unit *o = &g->units[cand[c]];
			bool known;
			if (!o->removed && strcmp(o->side, u->side) != 0 &&
			    gt_can_fire_at(ctx, u, o, &known))
				t = o->name;
		}
		if (t == NULL)
			continue;
		if (n < cap) {
			out[n].unit = u->name;
			out[n].target = t;
		}
		n++;
	}
	gt_reach_free(&reach);
	return n;
}

/* Automatically ceasing to fire: a Firing-marked unit (of side, NULL
 * every side) with no valid target loses its marker for free. `entering`:
 * the Firing Phase begins; only the markers taken off are printed. */
void
gt_ceasefire_all(struct cmd_ctx *ctx, const char *side, bool entering)
{
	struct game *g = ctx->g;
	int marked = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		struct unit *u = &g->units[i];
		if (u->removed || !GT(u)->firing ||
		    (side && strcmp(u->side, side) != 0))
			continue;
		marked++;
		bool unknown = false, any = false;
		const char *tgt = NULL;
		for (size_t k = 0; k < g->nunits && !any; k++) {
			bool known;
			if (gt_can_fire_at(ctx, u, &g->units[k], &known)) {
				any = true;
				tgt = g->units[k].name;
			}
			if (!known && !g->units[k].removed &&
			    strcmp(g->units[k].side, u->side) != 0)
				unknown = true;
		}
		if (entering && (any || unknown))
			continue;
		if (!entering && !any && !unknown && !gt_sequence_free(ctx)) {
			/* Outside the start of a Firing Phase a marker comes
			 * off only for 1 PIP (firing A off): only said. */
			struct rec r;
			rec_begin(&r, "CEASEFIRE");
			rec_str(&r, "unit", u->name);
			rec_str(&r, "result", "comes-off-next-firing-phase");
			rec_str(&r, "reason", "no valid target");
			rec_str(&r, "rule", "Automatically ceasing to fire");
			rec_end(&r, ctx->out);
			out_text(ctx->out,
				 "  %s has no valid target: its marker comes "
				 "off for free at the start of the next "
				 "Firing Phase, or now for 1 PIP in the PIP "
				 "Phase (firing %s off)",
				 u->name, u->name);
			continue;
		}
		struct rec r;
		rec_begin(&r, "CEASEFIRE");
		rec_str(&r, "unit", u->name);
		if (any) {
			rec_str(&r, "result", "kept");
			rec_str(&r, "target", tgt);
			rec_str(&r, "reason", "it has a valid target");
		} else if (unknown) {
			rec_str(&r, "result", "kept");
			rec_str(&r, "reason",
				"not placed: the umpire decides (firing A "
				"off)");
		} else {
			/* Reached by index for undo (game_unit_w). */
			u = game_unit_w(g, i);
			GT(u)->firing = false;
			rec_str(&r, "result", "removed");
			rec_str(&r, "reason", "no valid target");
			if (entering)
				rec_bool(&r, "auto", 1);
		}
		rec_str(&r, "rule", "Automatically ceasing to fire");
		rec_end(&r, ctx->out);
		if (!GT(u)->firing)
			out_text(ctx->out,
				 "  %s: Firing marker off for free, no valid "
				 "target at the start of the Firing Phase",
				 u->name);
		else
			out_text(ctx->out, "  %s keeps its Firing marker (%s)",
				 u->name,
				 any ? "it has a valid target"
				     : "not placed: the umpire decides");
	}
	if (marked == 0 && !entering)
		out_text(ctx->out, "  no unit%s%s has a Firing marker",
			 side ? " of " : "", side ? side : "");
}
