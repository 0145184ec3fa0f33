/* morale.c - the Morale Check (digest §7) and fleeing (digest §8). */
#include <stdio.h>
#include <string.h>

#include "procs.h"

const char *const gt_ground_names[] = {"auto",	 "open",    "upslope", "bua",
				       "linear", "redoubt", NULL};

void
gt_dyn_of(const struct unit *u, struct gt_dyn *d)
{
	*d = (struct gt_dyn){
	    .state = u->state,
	    .formation = u->formation,
	    .firing = GT(u)->firing,
	    .general = GT(u)->general,
	    .fled = false,
	};
}

static void
push(struct gt_mc *mc, const struct gt_mod *m, const char *source)
{
	if (mc->n >= GT_MC_MAX)
		return;
	struct gt_mc_mod *x = &mc->mod[mc->n++];
	snprintf(x->key, sizeof x->key, "%s", m->key);
	x->value = m->value;
	x->table = m->table;
	x->source = source;
	x->provisional = m->provisional;
	mc->total += m->value;
	mc->provisional |= m->provisional;
}

void
gt_mc_add(const struct cmd_ctx *ctx, struct gt_mc *mc, const char *key,
	  const char *source)
{
	struct gt_mod m;
	if (gt_morale_mod(ctx, key, &m))
		push(mc, &m, source);
}

void
gt_mc_start(const struct cmd_ctx *ctx, const struct unit *u,
	    const struct gt_dyn *d, struct gt_mc *mc)
{
	memset(mc, 0, sizeof *mc);
	mc->provisional = gt_settings_provisional(ctx);
	if (GT(u)->quality < 0)
		gt_mc_add(ctx, mc, "raw", "given");
	else if (GT(u)->quality > 0)
		gt_mc_add(ctx, mc, "veteran", "given");
	bool derived;
	enum gt_ground gr = gt_ground_of(ctx, u, &derived);
	const char *src = derived ? "derived" : "given";
	bool once = gt_choice(ctx, GTS_A3_TERRAIN_ONCE) == 0;
	switch (gr) {
	case GT_GROUND_UPSLOPE:
		gt_mc_add(ctx, mc, "upslope", src);
		break;
	case GT_GROUND_BUA:
		gt_mc_add(ctx, mc, "bua", src);
		break;
	case GT_GROUND_LINEAR:
		gt_mc_add(ctx, mc, "linear", src);
		break;
	case GT_GROUND_REDOUBT:
		/* A redoubt is hill plus linear feature (Terrain); A3. */
		gt_mc_add(ctx, mc, "upslope", src);
		if (!once)
			gt_mc_add(ctx, mc, "linear", src);
		break;
	default:
		break;
	}
	if (d->state == GT_SHAKEN)
		gt_mc_add(ctx, mc, "shaken", "derived");
	if (u->arm == ARM_INFANTRY && d->formation == GT_SQUARE)
		gt_mc_add(ctx, mc, "square", "derived");
	if (d->general)
		gt_mc_add(ctx, mc, "general", "given");
}

bool
gt_mc_judge(const struct cmd_ctx *ctx, const struct gt_mc *mc, int die,
	    int *total, int *need)
{
	int base = (int)gt_num(ctx, GTS_MORALE_BASE);
	*total = die + mc->total;
	*need = base - mc->total;
	int n = gt_choice(ctx, GTS_M8_NATURAL);
	if (die == 1 && (n == 1 || n == 3))
		return false;
	if (die == 6 && (n == 2 || n == 3))
		return true;
	return *total >= base;
}

void
gt_mc_factors(struct cmd_ctx *ctx, const char *part, const struct gt_mc *mc)
{
	for (int i = 0; i < mc->n; i++) {
		struct rec r;
		factor_rec_begin(&r, part, mc->mod[i].key, mc->mod[i].table,
				 mc->mod[i].source);
		rec_int(&r, "value", mc->mod[i].value);
		if (mc->mod[i].provisional)
			rec_bool(&r, "provisional", 1);
		rec_end(&r, ctx->out);
	}
}

void
gt_mc_record(struct cmd_ctx *ctx, const char *unit, const char *why,
	     const struct gt_mc *mc, int die)
{
	int total, need;
	bool pass = gt_mc_judge(ctx, mc, die, &total, &need);
	struct rec r;
	rec_begin(&r, "MORALE");
	rec_str(&r, "unit", unit);
	rec_str(&r, "why", why);
	rec_int(&r, "roll", die);
	rec_int(&r, "mod", mc->total);
	rec_int(&r, "total", total);
	rec_int(&r, "base", (long)gt_num(ctx, GTS_MORALE_BASE));
	rec_int(&r, "need", need);
	rec_str(&r, "result", pass ? "pass" : "fail");
	rec_str(&r, "rule", "Morale Check");
	if (mc->provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	/* The test runs upward: the total must reach the base (Morale
	 * Check: 1d6 + modifiers >= 4), so the die must show `need`. */
	int base = (int)gt_num(ctx, GTS_MORALE_BASE);
	char die_need[48];
	if (need <= 1)
		snprintf(die_need, sizeof die_need, "any die");
	else if (need > 6)
		snprintf(die_need, sizeof die_need, "no die (%d+ needed)",
			 need);
	else
		snprintf(die_need, sizeof die_need, "a die of %d or more",
			 need);
	out_text(ctx->out,
		 "  %s, Morale Check (%s): die %d %+d = %d; it passes when the "
		 "total is %d or more (%s): %s",
		 unit, why, die, mc->total, total, base, die_need,
		 pass ? "passes" : "fails");
}

void
gt_dyn_flee(struct gt_dyn *d)
{
	d->state = GT_ROUTED;
	d->firing = false; /* a firing unit that routs stops firing */
	if (d->formation == GT_SQUARE)
		d->formation = GT_LINE; /* a square that routs leaves it */
	d->fled = true;
}

double
gt_flee_record(struct cmd_ctx *ctx, const struct unit *u, enum arm from,
	       bool again, int fdie, const char *why)
{
	const char *key = u->arm == ARM_INFANTRY ? "infantry"
			  : from == ARM_CAVALRY	 ? "cavalry_from_cavalry"
						 : "cavalry_from_foot";
	struct gt_flee_row row;
	if (!gt_flee_lookup(ctx, key, again, &row) &&
	    !gt_flee_lookup(ctx, key, false, &row))
		row = (struct gt_flee_row){.table = "flee.csv", .label = key};
	double dist = row.distance + (row.ndice ? fdie : 0);
	struct rec r;
	rec_begin(&r, "FLEE");
	rec_str(&r, "unit", u->name);
	rec_str(&r, "from", arm_names[from]);
	rec_str(&r, "why", why);
	rec_str(&r, "key", key);
	rec_str(&r, "table", row.table);
	rec_num(&r, "base", row.distance);
	if (row.ndice)
		rec_int(&r, "dice", fdie);
	rec_num(&r, "distance", dist);
	rec_str(&r, "state", "routed");
	rec_str(&r, "rule", "Fleeing");
	if (row.provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	char b[32];
	um_fmt_num(b, sizeof b, dist);
	out_text(ctx->out,
		 "  %s flees %s\" (turn to face the flight, then measure); "
		 "Routed marker on, Firing marker off",
		 u->name, b);
	return dist;
}

bool
gt_general_roll(struct cmd_ctx *ctx, const struct unit *u, int die)
{
	int on = (int)gt_num(ctx, GTS_GENERAL_LOST_ON);
	bool lost = die <= on;
	struct rec r;
	rec_begin(&r, "GENERAL");
	rec_str(&r, "unit", u->name);
	rec_int(&r, "roll", die);
	rec_int(&r, "lost_on", on);
	rec_str(&r, "result", lost ? "lost" : "safe");
	rec_str(&r, "rule", "Fleeing");
	rec_end(&r, ctx->out);
	return lost;
}

void
gt_dyn_store(struct cmd_ctx *ctx, struct unit *u, const struct gt_dyn *d)
{
	u->state = d->state;
	u->formation = d->formation;
	GT(u)->firing = d->firing;
	GT(u)->general = d->general;
	if (d->fled)
		GT(u)->fled_bound = ctx->g->bound;
}
