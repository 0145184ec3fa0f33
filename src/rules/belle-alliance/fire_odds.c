/* fire_odds.c - `odds` for Belle Alliance fire: the exact distribution
 * of every declared fire's outcome over every result of the dice.
 *
 * Each fire group (a unit's one or two parts, 3.1.2, 3.3.3) has its own
 * roll; what the rules read of it is its total (Table 12) and its count
 * of ones (supplies, 5.5.3), so the dice are counted by (total, ones) by
 * convolution (odds.h), not enumerated. A target fired at
 * by several groups gets the joint outcome: the groups' distributions of
 * (raw loss, best moral) are combined (independent rolls), then the raw
 * loss is rounded once (3.1.5). Nothing changes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "fire_int.h"
#include "procs.h"
#include "umpire/odds.h"
#include "umpire/ruleset.h"

struct dist_item {
	double raw;
	int moral;
	double p;
};

struct dist {
	struct dist_item *it;
	size_t n, cap;
};

static void
dist_add(struct dist *d, double raw, int moral, double p)
{
	for (size_t i = 0; i < d->n; i++)
		if (fabs(d->it[i].raw - raw) < 1e-9 &&
		    d->it[i].moral == moral) {
			d->it[i].p += p;
			return;
		}
	um_grow((void **)&d->it, &d->cap, d->n + 1, sizeof *d->it);
	d->it[d->n++] = (struct dist_item){raw, moral, p};
}

/* Combine two independent distributions: raw added, moral the worse. */
static void
dist_combine(struct dist *acc, const struct dist *x)
{
	struct dist out = {0};
	for (size_t i = 0; i < acc->n; i++)
		for (size_t j = 0; j < x->n; j++)
			dist_add(&out, acc->it[i].raw + x->it[j].raw,
				 acc->it[i].moral > x->it[j].moral
				     ? acc->it[i].moral
				     : x->it[j].moral,
				 acc->it[i].p * x->it[j].p);
	free(acc->it);
	*acc = out;
}

struct outcome {
	char text[160];
	double p;
	long order;
};

static void
outcome_add(struct outcome **o, size_t *n, size_t *cap, const char *text,
	    double p, long order)
{
	for (size_t i = 0; i < *n; i++)
		if (strcmp((*o)[i].text, text) == 0) {
			(*o)[i].p += p;
			return;
		}
	um_grow((void **)o, cap, *n + 1, sizeof **o);
	snprintf((*o)[*n].text, sizeof(*o)[*n].text, "%s", text);
	(*o)[*n].p = p;
	(*o)[*n].order = order;
	(*n)++;
}

static int
by_order(const void *a, const void *b)
{
	const struct outcome *x = a, *y = b;
	return (x->order > y->order) - (x->order < y->order);
}

static void
print_outcomes(struct cmd_ctx *ctx, struct outcome *o, size_t n, bool prov)
{
	/* o is NULL then, and qsort's pointer must not be, even for 0. */
	if (n == 0)
		return;
	qsort(o, n, sizeof *o, by_order);
	for (size_t i = 0; i < n; i++) {
		struct rec r;
		char p[32];
		snprintf(p, sizeof p, "%.4f", o[i].p);
		rec_begin(&r, "ODDS");
		rec_str(&r, "outcome", o[i].text);
		rec_str(&r, "p", p);
		ba_rec_provisional(&r, prov);
		rec_end(&r, ctx->out);
	}
}

/* A fire that would still ask or be refused has no odds (3.1.1). */
static int
odds_ready(struct cmd_ctx *ctx, const struct fire_env *e)
{
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *p = &e->parts[i];
		if (p->ask)
			return cmd_needs(ctx, p->asked->key, p->asked->question,
					 p->asked->allowed, "fire %s at %s",
					 p->u->name, p->t->name);
		if (p->refused)
			return cmd_error(ctx, "%s may no longer fire at %s: %s",
					 p->u->name, p->t->name,
					 p->refuse->reason);
	}
	return 0;
}

/* The targets in order of first declaration; *nt of them. */
static struct unit **
odds_targets(const struct fire_env *e, size_t *nt)
{
	/* An array of pointers: its element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	struct unit **targets = um_xcalloc(e->n + 1, sizeof *targets);
	*nt = 0;
	for (size_t i = 0; i < e->n; i++) {
		size_t k = 0;
		while (k < *nt && targets[k] != e->parts[i].t)
			k++;
		if (k == *nt)
			targets[(*nt)++] = e->parts[i].t;
	}
	return targets;
}

/* One fire group's roll at t (3.1.2, 3.3.3): (raw loss, worst moral)
 * by total, ascending, the order in which totals first come up when the
 * dice are enumerated (Table 12). */
static void
group_distribution(const struct ba_tables *bt, struct fire_env *e,
		   const struct dice_dist *dd, int group, const struct unit *t,
		   struct dist *gd, bool *prov)
{
	const struct dicespec *ds = &bt->set.dice;
	for (int total = ds->n; total <= ds->n * ds->faces; total++) {
		double raw = 0;
		int moral = 0;
		for (size_t j = 0; j < e->n; j++) {
			struct fire_part *q = &e->parts[j];
			if (q->group != group || q->t != t)
				continue;
			ba_fire_part_reroll(bt, q, total);
			if (!q->carried)
				continue;
			raw += q->raw;
			if ((int)q->moral > moral)
				moral = (int)q->moral;
			*prov |= q->provisional;
		}
		dist_add(gd, raw, moral,
			 dice_dist_total(dd, total) / dd->combos);
	}
}

/* The joint outcome at t of every group firing at it (independent
 * rolls), the raw loss rounded once (3.1.5). */
static void
target_odds(struct cmd_ctx *ctx, const struct ba_tables *bt, struct fire_env *e,
	    const struct dice_dist *dd, const struct unit *t)
{
	struct dist acc = {0};
	dist_add(&acc, 0, 0, 1);
	bool prov = false;
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *p = &e->parts[i];
		bool seen = false;
		for (size_t j = 0; j < i; j++)
			if (e->parts[j].group == p->group && e->parts[j].t == t)
				seen = true;
		if (p->t != t || seen)
			continue;
		struct dist gd = {0};
		group_distribution(bt, e, dd, p->group, t, &gd, &prov);
		dist_combine(&acc, &gd);
		free(gd.it);
	}
	struct outcome *o = NULL;
	size_t no = 0, cap = 0;
	for (size_t i = 0; i < acc.n; i++) {
		long loss = um_round(acc.it[i].raw, bt->set.rounding);
		char text[160];
		snprintf(text, sizeof text, "%s loss=%ld moral=%s", t->name,
			 loss, ba_moral_names[acc.it[i].moral]);
		outcome_add(&o, &no, &cap, text, acc.it[i].p,
			    loss * 8 + acc.it[i].moral);
	}
	print_outcomes(ctx, o, no, prov);
	free(o);
	free(acc.it);
}

/* Supplies of one firing unit, one roll per group (5.5.3): the count of
 * ones decides. */
static void
supplies_odds(struct cmd_ctx *ctx, const struct ba_tables *bt,
	      const struct dice_dist *dd, const struct unit *u)
{
	struct outcome *o = NULL;
	size_t no = 0, cap = 0;
	for (int ones = 0; ones <= bt->set.dice.n; ones++) {
		double count = dice_dist_face(dd, ones);
		if (count == 0)
			continue;
		struct unit copy = *u;
		struct ba_supply_note sn;
		ba_supplies_account(&bt->set, &copy, ones, &sn);
		char text[160];
		if (!BA(&copy)->supplies)
			snprintf(text, sizeof text, "%s supplies=out", u->name);
		else if (BA(&copy)->supply_rolls < 0)
			snprintf(text, sizeof text, "%s supplies=unlimited",
				 u->name);
		else
			snprintf(text, sizeof text, "%s supplies=%d rolls left",
				 u->name, BA(&copy)->supply_rolls);
		outcome_add(&o, &no, &cap, text, count / dd->combos,
			    BA(&copy)->supplies
				? (BA(&copy)->supply_rolls < 0
				       ? 0
				       : 100 - BA(&copy)->supply_rolls)
				: 1000);
	}
	print_outcomes(ctx, o, no, false);
	free(o);
}

/* Each firing unit that has supplies and carries out a fire, once. */
static void
every_supplies_odds(struct cmd_ctx *ctx, const struct ba_tables *bt,
		    const struct fire_env *e, const struct dice_dist *dd)
{
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *p = &e->parts[i];
		bool seen = false;
		for (size_t j = 0; j < i; j++)
			if (e->parts[j].u == p->u)
				seen = true;
		if (seen || !BA(p->u)->supplies)
			continue;
		bool any = false;
		for (size_t j = 0; j < e->n; j++)
			any |= e->parts[j].u == p->u && e->parts[j].carried;
		if (any)
			supplies_odds(ctx, bt, dd, p->u);
	}
}

int
ba_fire_odds(struct cmd_ctx *ctx)
{
	struct game *g = ctx->g;
	if (game_count_decls(g, DECL_FIRE) == 0)
		return 0;
	struct ba_tables bt;
	struct fire_env e;
	if (ba_ctx_tables(ctx, &bt) < 0)
		return -1;
	if (ba_fire_env_declared(ctx, &bt, &e) < 0) {
		ba_tables_free(&bt);
		return -1;
	}
	int rc = odds_ready(ctx, &e);
	if (rc == 0) {
		/* Fire reads the total, supplies the ones (5.5.3): one
		 * distribution by (total, ones) serves both. */
		struct dice_dist dd;
		dice_dist_make(&dd, &bt.set.dice, 1);
		size_t nt;
		struct unit **targets = odds_targets(&e, &nt);
		for (size_t k = 0; k < nt; k++)
			target_odds(ctx, &bt, &e, &dd, targets[k]);
		every_supplies_odds(ctx, &bt, &e, &dd);
		free(targets);
		dice_dist_free(&dd);
	}
	ba_fire_env_free(&e);
	ba_tables_free(&bt);
	return rc;
}
