/* decisions.c - Belle Alliance decisions still open in a bound: read from
 * the units' bookkeeping only (no rule is decided here). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "decisions.h"

/* 3.4.1: a battery that ranged only (`range A at T`) in the previous
 * bound and whose ranging still holds (it has not moved since, T moved no
 * more than ranging_move) keeps it only by firing at T this bound. The
 * rules oblige nothing: it may fire elsewhere or not at all and range
 * again. So this is said, not waited for (advisory; docs/rulings.md). */
static bool
ranging_holds(const struct cmd_ctx *ctx, const struct unit *u,
	      const struct unit **target)
{
	const struct game *g = ctx->g;
	const struct ba_unit *b = BA(u);
	if (u->removed || u->arm != ARM_ARTILLERY ||
	    b->ranged_bound == UM_NEVER || b->ranged_bound != g->bound - 1 ||
	    b->last_target_bound != b->ranged_bound || b->fired == g->bound)
		return false;
	if (u->moved_bound != UM_NEVER && u->moved_bound >= b->ranged_bound)
		return false;
	const struct unit *t = game_unit_c(g, b->last_target);
	if (t == NULL || t->removed)
		return false;
	double limit = 20; /* the setting's default, 3.4.1 */
	struct ba_tables bt;
	char *err = NULL;
	memset(&bt, 0, sizeof bt);
	if (ctx->tables && ba_tables_shared(ctx->tables, g, &bt, &err) == 0) {
		limit = bt.set.ranging_move;
		ba_tables_free(&bt);
	}
	free(err);
	if (t->placed &&
	    hypot(t->x - b->last_target_x, t->y - b->last_target_y) > limit)
		return false;
	*target = t;
	return true;
}

/* 3.4.1: "The ranging must be announced": an announced ranging (`range
 * A at T`, a fire declaration with range_only=yes) not yet carried out is
 * open until resolve carries it out or cancel takes it back. */
static bool
ranging_announced(const struct decl *dc)
{
	bool yes = false;
	for (size_t k = 0; dc->kind == DECL_FIRE && k < dc->nkv; k++)
		if (strcmp(dc->kv[k].key, "range_only") == 0)
			yes = um_parse_bool(dc->kv[k].val, &yes) && yes;
	return yes;
}

/* Slot n of the caller's array, filled with the unit, kind and rule, or
 * NULL past cap (the count still grows: the caller learns how many). */
static struct open_decision *
decision_at(struct open_decision *d, size_t cap, size_t n, const char *unit,
	    const char *kind, const char *rule)
{
	if (n >= cap)
		return NULL;
	struct open_decision *o = &d[n];
	memset(o, 0, sizeof *o);
	snprintf(o->unit, sizeof o->unit, "%s", unit);
	o->kind = kind;
	o->rule = rule;
	return o;
}

static size_t
ranging_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t cap,
		  size_t n)
{
	const struct game *g = ctx->g;
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *dc = &g->decls[i];
		if (!ranging_announced(dc))
			continue;
		struct open_decision *o =
		    decision_at(d, cap, n, dc->actor, "ranging", "3.4.1");
		if (o) {
			snprintf(o->ask, sizeof o->ask,
				 "%s announced ranging on %s: resolve or "
				 "cancel it",
				 dc->actor, dc->target);
			snprintf(o->answer, sizeof o->answer,
				 "resolve | cancel %s", dc->actor);
		}
		n++;
	}
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i], *t = NULL;
		if (!ranging_holds(ctx, u, &t))
			continue;
		struct open_decision *o =
		    decision_at(d, cap, n, u->name, "ranging", "3.4.1");
		if (o) {
			o->advisory = true;
			snprintf(o->ask, sizeof o->ask,
				 "%s ranged on %s in bound %d: fire at it "
				 "this bound to keep the ranging",
				 u->name, t->name, BA(u)->ranged_bound);
			snprintf(o->answer, sizeof o->answer, "fire %s at %s",
				 u->name, t->name);
		}
		n++;
	}
	return n;
}

size_t
ba_open_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t cap)
{
	const struct game *g = ctx->g;
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		/* 4.1.4: an attacker that won continued advance decides it
		 * after all other attacks (`advance A yes|no`). */
		if (u->removed || BA(u)->advance_right != g->bound ||
		    BA(u)->advance_decided == g->bound)
			continue;
		struct open_decision *o = decision_at(
		    d, cap, n, u->name, "continued-advance", "4.1.4");
		if (o) {
			snprintf(
			    o->ask, sizeof o->ask,
			    "does %s make its continued advance%s?", u->name,
			    BA(u)->advance_attack ? " (and continued attack)"
						  : "");
			snprintf(o->answer, sizeof o->answer,
				 "advance %s yes|no%s", u->name,
				 BA(u)->advance_attack ? " [attack=yes|no]"
						       : "");
		}
		n++;
	}
	return ranging_decisions(ctx, d, cap, n);
}
