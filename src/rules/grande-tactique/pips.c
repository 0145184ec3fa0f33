/* pips.c - Grande Tactique PIP Phase (digest §3, "PIP Phase", Generals,
 * Movement, Artillery, Scenario): PIP dice rolled per corps and allocated
 * to divisions, spent per action.
 *
 * Setting `sequence=free` lets the umpire play out of sequence (teaching,
 * a single rule on its own): then nothing here refuses or counts PIPs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* ---- PIPs (digest §3) ---- */

static struct gt_pool *
pool_of(struct game *g, const char *division)
{
	for (int i = 0; i < GT_GAME(g)->npool; i++)
		if (strcmp(GT_GAME(g)->pool[i].division, division) == 0)
			return &GT_GAME(g)->pool[i];
	return NULL;
}

/* A new pool per division (general attached: as at the start of the PIP
 * Phase, Generals). */
static struct gt_pool *
pool_new(struct game *g, const char *div)
{
	struct gt_pool *pl = &GT_GAME(g)->pool[GT_GAME(g)->npool++];
	memset(pl, 0, sizeof *pl);
	snprintf(pl->division, sizeof pl->division, "%s", div);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && GT(u)->general &&
		    strcmp(GT(u)->command, div) == 0) {
			pl->general_unit = (int)i + 1;
			break;
		}
	}
	return pl;
}

/* Is the cost setting `key` (pip_...) provisional (setting
 * pip_provisional lists the actions not in the digest)? */
static bool
cost_provisional(const struct cmd_ctx *ctx, const char *action)
{
	const char *list = gt_text(ctx, GTS_PIP_PROVISIONAL);
	size_t n = strlen(action);
	for (const char *p = list ? list : ""; *p;) {
		size_t len = strcspn(p, "|");
		if (len == n && strncmp(p, action, n) == 0)
			return true;
		p += len + (p[len] == '|');
	}
	return false;
}

/* Scenario: a reinforcement "on the turn they arrive: 1 free PIP per
 * unit instead of dicing, which must be used to move". */
static bool
arriving(const struct cmd_ctx *ctx, const struct unit *u)
{
	return GT(u)->arrives != 0 && GT(u)->arrives == ctx->g->bound;
}

/* Generals: an attached general's PIP costs are doubled for every unit
 * but the one he is attached to (as at the start of the PIP Phase). */
static bool
cost_doubled(const struct cmd_ctx *ctx, const struct gt_pool *p,
	     const struct unit *u)
{
	return p && p->general_unit && &ctx->g->units[p->general_unit - 1] != u;
}

/* Check that u's division can pay for `action` (setting pip_ACTION);
 * *cost is the price. Pure: -1 with ctx->err. */
int
gt_pip_check(struct cmd_ctx *ctx, const struct unit *u, const char *action,
	     int *cost)
{
	char key[48];
	snprintf(key, sizeof key, "pip_%s", action);
	*cost = (int)gt_setting_num(ctx, key, 1);
	if (gt_sequence_free(ctx))
		return 0;
	struct game *g = ctx->g;
	if (arriving(ctx, u)) {
		if (strcmp(action, "move") != 0 ||
		    GT(u)->free_pip_bound == g->bound)
			return cmd_error(
			    ctx,
			    "%s: %s arrives in turn %d and has 1 free PIP "
			    "instead of dicing, which must be used to move "
			    "(%s; Scenario, reinforcements)",
			    action, u->name, g->bound,
			    GT(u)->free_pip_bound == g->bound ? "it is used"
							      : "pip A move");
		*cost = 0;
		return 0;
	}
	if (!GT(u)->command[0])
		return cmd_error(ctx,
				 "%s has no division: PIPs are spent per "
				 "division (unit set %s command=NAME; PIP "
				 "Phase)",
				 u->name, u->name);
	const struct gt_pool *p = pool_of(g, GT(u)->command);
	if (p == NULL)
		return cmd_error(ctx,
				 "%s: no PIPs rolled in turn %d; roll them "
				 "first (pips %s dice=...; PIP Phase)",
				 action, g->bound,
				 GT(u)->corps[0] ? GT(u)->corps : u->side);
	if (cost_doubled(ctx, p, u))
		*cost *= 2;
	if (p->left < *cost)
		return cmd_error(ctx,
				 "%s: division %s has %d PIP%s left and %s "
				 "costs %d%s (PIP Phase)",
				 u->name, GT(u)->command, p->left,
				 p->left == 1 ? "" : "s", action, *cost,
				 cost_doubled(ctx, p, u)
				     ? ", doubled: its general is attached to "
				       "another unit"
				     : "");
	return 0;
}

/* Pay for an action checked by gt_pip_check: PIP record. */
/* A PIP record's action in words ("to take its Firing marker off"). */
static const char *
pip_action_words(const char *action)
{
	static const char *const words[][2] = {
	    {"firing_on", "to put its Firing marker on"},
	    {"firing_off", "to take its Firing marker off"},
	    {"charge", "for its Charge marker"},
	    {"move", "to move"},
	    {"pivot", "to pivot"},
	    {"formation", "to change formation"},
	    {"rally", "to rally"},
	    {"spike", "to spike the guns"},
	};
	for (size_t i = 0; i < UM_ARRLEN(words); i++)
		if (strcmp(words[i][0], action) == 0)
			return words[i][1];
	return action;
}

void
gt_pip_pay(struct cmd_ctx *ctx, const struct unit *u, const char *action,
	   int cost)
{
	if (gt_sequence_free(ctx))
		return;
	struct rec r;
	if (arriving(ctx, u)) {
		struct unit *w = game_unit(ctx->g, u->name);
		if (w)
			GT(w)->free_pip_bound = ctx->g->bound;
		rec_begin(&r, "PIP");
		rec_str(&r, "unit", u->name);
		rec_str(&r, "action", action);
		rec_int(&r, "cost", 0);
		rec_bool(&r, "free", 1);
		rec_str(&r, "rule", "Scenario, reinforcements");
		rec_end(&r, ctx->out);
		out_text(ctx->out,
			 "  %s arrives: its free PIP moves it (no dice, no "
			 "division PIPs)",
			 u->name);
		return;
	}
	struct gt_pool *p = pool_of(ctx->g, GT(u)->command);
	if (p == NULL)
		return;
	bool doubled = cost_doubled(ctx, p, u);
	p->left -= cost;
	rec_begin(&r, "PIP");
	rec_str(&r, "unit", u->name);
	rec_str(&r, "division", p->division);
	rec_str(&r, "action", action);
	rec_int(&r, "cost", cost);
	if (doubled) {
		rec_bool(&r, "doubled", 1);
		rec_str(&r, "general_with",
			ctx->g->units[p->general_unit - 1].name);
	}
	rec_int(&r, "left", p->left);
	rec_str(&r, "rule", doubled ? "PIP Phase, Generals" : "PIP Phase");
	if (cost_provisional(ctx, action))
		rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  %s pays %d PIP%s %s%s; division %s has %d left",
		 u->name, cost, cost == 1 ? "" : "s", pip_action_words(action),
		 doubled ? " (doubled: the division's general is attached to "
			   "another unit)"
			 : "",
		 p->division, p->left);
}

/* The divisions (command=) of a corps: the units of `corps` (corps=),
 * or of side `corps` whose corps= is not set, in roster order. */
static int
corps_divisions(const struct game *g, const char *corps,
		const char *out[GT_DIVISIONS_MAX])
{
	int n = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || !GT(u)->command[0])
			continue;
		bool in = GT(u)->corps[0] ? strcmp(GT(u)->corps, corps) == 0
					  : strcmp(u->side, corps) == 0;
		if (!in)
			continue;
		int k = 0;
		while (k < n && strcmp(out[k], GT(u)->command) != 0)
			k++;
		if (k == n && n < GT_DIVISIONS_MAX)
			out[n++] = GT(u)->command;
	}
	return n;
}

/* A list "A,B,C" naming divisions of the side: index per division in
 * rank[] (-1 absent). -1 with ctx->err on a name that is not one. */
static int
division_list(struct cmd_ctx *ctx, const char *key, const char *v,
	      const char *const *divs, int ndiv, int *rank)
{
	for (int i = 0; i < ndiv; i++)
		rank[i] = -1;
	if (v == NULL)
		return 0;
	int r = 0;
	for (const char *p = v; *p;) {
		size_t len = strcspn(p, ",");
		int k = 0;
		while (k < ndiv && (strlen(divs[k]) != len ||
				    strncmp(divs[k], p, len) != 0))
			k++;
		if (k == ndiv)
			return cmd_error(ctx,
					 "%s=%s: %.*s is not a division of "
					 "this side (command= of its units)",
					 key, v, (int)len, p);
		if (rank[k] >= 0)
			return cmd_error(ctx, "%s=%s names %s twice", key, v,
					 divs[k]);
		rank[k] = r++;
		p += len + (p[len] == ',');
	}
	return r;
}

struct pip_orders {
	int plan[GT_DIVISIONS_MAX], great[GT_DIVISIONS_MAX],
	    bad[GT_DIVISIONS_MAX], corps_plus[GT_DIVISIONS_MAX],
	    army_plus[GT_DIVISIONS_MAX];
	int nplan;
	bool bad_chief; /* a bad corps or army commander */
};

/* The pips line's keys into orders (plan=, great=, bad=, corps=,
 * corps_plus=, army_plus=). */
static int
pip_orders_read(struct cmd_ctx *ctx, struct args *a, const char *const *divs,
		int ndiv, struct pip_orders *o)
{
	memset(o, 0, sizeof *o);
	const char *keys[] = {"plan", "great", "bad", "corps_plus",
			      "army_plus"};
	int *dst[] = {o->plan, o->great, o->bad, o->corps_plus, o->army_plus};
	for (int k = 0; k < 5; k++) {
		int n = division_list(ctx, keys[k], args_get(a, keys[k]), divs,
				      ndiv, dst[k]);
		if (n < 0)
			return -1;
		if (k == 0)
			o->nplan = n;
		if (k >= 3 && n > 1)
			return cmd_error(ctx,
					 "%s: a commander gives +1 to one "
					 "division's die per turn (PIP Phase)",
					 keys[k]);
	}
	if (o->nplan && o->nplan != ndiv)
		return cmd_error(ctx,
				 "plan= ranks every division of the side "
				 "(%d named, the side has %d)",
				 o->nplan, ndiv);
	static const char *const q[] = {"normal", "bad", "great", NULL};
	int c = 0, ar = 0;
	if (args_enum(ctx, a, "corps", q, &c) < 0 ||
	    args_enum(ctx, a, "army", q, &ar) < 0)
		return -1;
	o->bad_chief = c == 1 || ar == 1;
	return 0;
}

/* The base die of each division: with a Plan the highest die to the
 * top-ranked; without, the average of all the dice (A5 rounding). */
static void
pip_base(const struct cmd_ctx *ctx, const struct roll *r,
	 const struct pip_orders *o, int ndiv, int *base)
{
	int die[DICE_MAX];
	int n = r->n ? r->n : 1;
	for (int i = 0; i < n; i++) {
		die[i] = r->n ? r->die[i] : r->total;
		/* A bad corps or army commander turns 1s into 0 (before the
		 * other modifiers: digest GT-10 ordering). */
		if (o->bad_chief && die[i] == 1)
			die[i] = 0;
	}
	if (o->nplan) {
		for (int i = 0; i < n; i++) /* highest first */
			for (int k = i + 1; k < n; k++)
				if (die[k] > die[i]) {
					int t = die[i];
					die[i] = die[k];
					die[k] = t;
				}
		for (int d = 0; d < ndiv; d++)
			base[d] = die[o->plan[d]];
		return;
	}
	int sum = 0;
	for (int i = 0; i < n; i++)
		sum += die[i];
	int avg = gt_choice(ctx, GTS_A5_PIP_ROUNDING) == 1
		      ? (2 * sum + n) / (2 * n)
		      : sum / n;
	for (int d = 0; d < ndiv; d++)
		base[d] = avg;
}

/* The side of corps `name` (a corps= of units, or a side whose units
 * have no corps=); NULL when none. */
static const char *
corps_side(const struct game *g, const char *name, bool *is_side)
{
	*is_side = false;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && strcmp(GT(u)->corps, name) == 0)
			return u->side;
	}
	for (size_t i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].side, name) == 0) {
			*is_side = true;
			return g->units[i].side;
		}
	return NULL;
}

/* PIP Phase: each corps of the moving side rolls its PIP dice together,
 * once per turn ("all of a corps' PIP dice are rolled together"; a side
 * of several corps is not one corps). */
static int
pips_allowed(struct cmd_ctx *ctx, const char *name, const char *const *divs,
	     int ndiv)
{
	const struct game *g = ctx->g;
	if (gt_phase_allows(ctx, GT_PH_PIP, NULL, "pips") < 0)
		return -1;
	bool is_side;
	const char *side = corps_side(g, name, &is_side);
	if (side == NULL)
		return cmd_error(ctx,
				 "pips %s: no corps or side of that name "
				 "(units' corps= or side=)",
				 name);
	if (gt_sequence_free(ctx))
		return 0;
	if (strcmp(side, gt_moving_side(g)) != 0)
		return cmd_error(ctx, "pips %s: %s moves in turn %d", name,
				 gt_moving_side(g), g->bound);
	for (size_t i = 0; is_side && i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && GT(u)->corps[0] &&
		    strcmp(u->side, side) == 0)
			return cmd_error(ctx,
					 "pips %s: the side has corps (%s, "
					 "...): each corps rolls its PIP dice "
					 "together (pips %s dice=...; PIP "
					 "Phase)",
					 name, GT(u)->corps, GT(u)->corps);
	}
	for (int d = 0; d < ndiv; d++)
		if (pool_of((struct game *)g, divs[d]) != NULL)
			return cmd_error(ctx,
					 "the PIP dice of %s in turn %d are "
					 "rolled",
					 name, g->bound);
	if (GT_GAME(g)->npool + ndiv > GT_DIVISIONS_MAX)
		return cmd_error(ctx,
				 "pips %s: at most %d divisions a turn have "
				 "PIPs",
				 name, GT_DIVISIONS_MAX);
	return 0;
}

/* PIP Phase: "To switch between Plan and no Plan, or to re-rank, the
 * corps commander forfeits all PIPs of all his divisions for one turn.
 * This must be announced before the PIP roll." True when this line's
 * plan= differs from the corps' Plan (the first roll sets it). */
static bool
plan_changes(struct cmd_ctx *ctx, const char *corps, const char *ranking,
	     bool apply)
{
	struct gt_game *gg = GT_GAME(ctx->g);
	for (int i = 0; i < gg->nplan; i++)
		if (strcmp(gg->plan[i].corps, corps) == 0) {
			bool change = strcmp(gg->plan[i].ranking, ranking) != 0;
			if (apply)
				snprintf(gg->plan[i].ranking,
					 sizeof gg->plan[i].ranking, "%s",
					 ranking);
			return change;
		}
	if (apply && gg->nplan < GT_CORPS_MAX) {
		struct gt_plan *p = &gg->plan[gg->nplan++];
		snprintf(p->corps, sizeof p->corps, "%s", corps);
		snprintf(p->ranking, sizeof p->ranking, "%s", ranking);
	}
	return false;
}

/* The PIP dice: given one by one (dice=a,b,...), or rolled one per
 * division - how many a corps rolls is not recovered (provisional). */
static int
pips_dice(struct cmd_ctx *ctx, struct args *a, const char *side, int ndiv,
	  const struct pip_orders *o, struct roll *r, bool *given)
{
	struct dicespec ds = {ndiv < DICE_MAX ? ndiv : DICE_MAX, 6};
	if (args_has(a, "roll"))
		return cmd_error(ctx,
				 "pips %s: give each die (dice=a,b,...); a "
				 "total cannot be shared out",
				 side);
	if (args_has(a, "dice")) {
		int n = 1;
		for (const char *p = args_get(a, "dice"); *p; p++)
			n += *p == ',';
		if (n > DICE_MAX)
			return cmd_error(
			    ctx, "pips %s: at most %d dice (dice=a,b,...)",
			    side, DICE_MAX);
		ds.n = n;
	}
	if (ctx_take_roll(ctx, a, "roll", "dice", &ds, r, given) < 0)
		return -1;
	if (o->nplan && ds.n != ndiv)
		return cmd_error(ctx,
				 "with a Plan each division gets one die: "
				 "give %d dice",
				 ndiv);
	return args_check_unused(ctx, a, "pips",
				 "dice plan great bad corps army corps_plus "
				 "army_plus");
}

/* PIP Phase modifiers: great +1, bad -1, a Corps or Army commander's +1
 * to one division; the pool and its PIPS record. */
static void
pips_allocate(struct cmd_ctx *ctx, const char *side, const char *div, int d,
	      int base, const struct pip_orders *o, bool given)
{
	struct game *g = ctx->g;
	int p = base + (o->great[d] >= 0) - (o->bad[d] >= 0) +
		(o->corps_plus[d] >= 0) + (o->army_plus[d] >= 0);
	if (p < 0)
		p = 0;
	struct gt_pool *pl = pool_new(g, div);
	pl->allocated = pl->left = p;
	struct rec rc;
	rec_begin(&rc, "PIPS");
	rec_str(&rc, "side", side);
	rec_str(&rc, "division", div);
	rec_str(&rc, "allocation", o->nplan ? "plan" : "average");
	rec_int(&rc, "base", base);
	if (o->great[d] >= 0)
		rec_int(&rc, "great", 1);
	if (o->bad[d] >= 0)
		rec_int(&rc, "bad", -1);
	if (o->corps_plus[d] >= 0)
		rec_int(&rc, "corps", 1);
	if (o->army_plus[d] >= 0)
		rec_int(&rc, "army", 1);
	rec_int(&rc, "pips", p);
	rec_str(&rc, "rule", "PIP Phase");
	if (!given)
		rec_bool(&rc, "provisional", 1);
	rec_end(&rc, ctx->out);
	out_text(ctx->out, "  division %s: %d PIP%s (%s %d%s%s%s%s)", div, p,
		 p == 1 ? "" : "s", o->nplan ? "ranked die" : "average", base,
		 o->great[d] >= 0 ? ", great +1" : "",
		 o->bad[d] >= 0 ? ", bad -1" : "",
		 o->corps_plus[d] >= 0 ? ", corps commander +1" : "",
		 o->army_plus[d] >= 0 ? ", army commander +1" : "");
}

/* The dice in words and the allocation rule, after the records. */
static void
pips_words(struct cmd_ctx *ctx, const char *name, const struct roll *r,
	   const struct pip_orders *o, int base0)
{
	char dl[64] = "";
	int n = r->n ? r->n : 1, sum = 0;
	for (int i = 0, off = 0; i < n && off < (int)sizeof dl - 8; i++) {
		int die = r->n ? r->die[i] : r->total;
		sum += die;
		off += snprintf(dl + off, sizeof dl - (size_t)off, "%s%d",
				i ? ", " : "", die);
	}
	if (o->nplan)
		out_text(ctx->out,
			 "  %s rolls %s: with a Plan the highest die goes to "
			 "the top-ranked division, and so on",
			 name, dl);
	else
		out_text(ctx->out,
			 "  %s rolls %s: no Plan, every division gets the "
			 "average %d/%d = %d (A5 rounding)",
			 name, dl, sum, n, base0);
}

/* The corps changed its Plan: every division gets 0 PIPs this turn. */
static void
pips_forfeit(struct cmd_ctx *ctx, const char *name, const char *const *divs,
	     int ndiv, const char *ranking)
{
	for (int d = 0; d < ndiv; d++) {
		struct gt_pool *pl = pool_new(ctx->g, divs[d]);
		pl->allocated = pl->left = 0;
		struct rec rc;
		rec_begin(&rc, "PIPS");
		rec_str(&rc, "side", name);
		rec_str(&rc, "division", divs[d]);
		rec_str(&rc, "allocation", "forfeit");
		rec_int(&rc, "pips", 0);
		rec_str(&rc, "rule", "PIP Phase");
		rec_end(&rc, ctx->out);
	}
	out_text(ctx->out,
		 "  %s changes its Plan (%s): the corps commander forfeits all "
		 "PIPs of all his divisions this turn; the new Plan holds from "
		 "the next PIP roll",
		 name, ranking[0] ? ranking : "now without a Plan");
}

/* pips SIDE|CORPS [dice=a,b,c] [plan=X,Y,Z] [great=X] [bad=Y]
 * [corps=bad] [army=bad] [corps_plus=X] [army_plus=Y]: the PIP Phase
 * allocation of one corps (a side without corps= is one corps). */
int
gt_cmd_pips(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: pips SIDE|CORPS [dice=a,b,...] "
				      "[plan=DIV,...] [great=DIV,...] "
				      "[bad=DIV,...] [corps=bad] [army=bad] "
				      "[corps_plus=DIV] [army_plus=DIV]");
	struct game *g = ctx->g;
	const char *name = a->word[ctx->argi];
	const char *divs[GT_DIVISIONS_MAX];
	int ndiv = corps_divisions(g, name, divs);
	if (pips_allowed(ctx, name, divs, ndiv) < 0)
		return -1;
	if (ndiv == 0)
		return cmd_error(ctx,
				 "%s has no division: give its units "
				 "command=NAME (PIP Phase)",
				 name);
	struct pip_orders o;
	if (pip_orders_read(ctx, a, divs, ndiv, &o) < 0)
		return -1;
	const char *ranking = args_get(a, "plan");
	if (!gt_sequence_free(ctx) &&
	    plan_changes(ctx, name, ranking ? ranking : "", false)) {
		(void)args_get(a, "dice");
		if (args_check_unused(ctx, a, "pips",
				      "dice plan great bad corps army "
				      "corps_plus army_plus") < 0)
			return -1;
		plan_changes(ctx, name, ranking ? ranking : "", true);
		pips_forfeit(ctx, name, divs, ndiv, ranking ? ranking : "");
		GT_GAME(g)->pips_bound = g->bound;
		gt_phase_enter(ctx, GT_PH_PIP);
		return 0;
	}
	struct roll r;
	bool given = false;
	if (pips_dice(ctx, a, name, ndiv, &o, &r, &given) < 0)
		return -1;
	if (!gt_sequence_free(ctx))
		plan_changes(ctx, name, ranking ? ranking : "", true);
	int base[GT_DIVISIONS_MAX];
	pip_base(ctx, &r, &o, ndiv, base);
	pips_words(ctx, name, &r, &o, base[0]);
	if (gt_sequence_free(ctx))
		GT_GAME(g)->npool = 0;
	for (int d = 0; d < ndiv; d++)
		pips_allocate(ctx, name, divs[d], d, base[d], &o, given);
	GT_GAME(g)->pips_bound = g->bound;
	gt_phase_enter(ctx, GT_PH_PIP);
	return 0;
}

/* Movement / Artillery: "Artillery moves only when limbered. It may
 * pivot for 1 PIP without limbering, but not while firing." Artillery
 * in any formation but `limbered` is unlimbered (docs/rulings.md). */
int
gt_artillery_move_bar(struct cmd_ctx *ctx, const struct unit *u, bool pivot)
{
	if (u->arm != ARM_ARTILLERY || u->formation == GT_LIMBERED)
		return 0;
	if (!pivot)
		return cmd_error(ctx,
				 "%s is unlimbered: artillery moves only when "
				 "limbered (Movement; limber first: pip %s "
				 "formation, unit set %s formation=limbered)",
				 u->name, u->name, u->name);
	if (GT(u)->firing)
		return cmd_error(ctx,
				 "%s is firing: artillery may pivot without "
				 "limbering, but not while firing (Movement; "
				 "firing %s off first, or limber)",
				 u->name, u->name);
	return 0;
}

/* Artillery: silenced guns overrun by a charge may be spiked "on a later
 * turn" by infantry or cavalry in contact (2 PIPs): the guns are removed
 * (destroyed, for the Victory count). -1 with ctx->err. */
static int
spike_check(struct cmd_ctx *ctx, struct args *a, const struct unit *u,
	    struct unit **gun)
{
	if (a->nword != ctx->argi + 3)
		return cmd_error(ctx, "usage: pip A spike G [contact=yes]");
	const char *gname = a->word[ctx->argi + 2];
	struct unit *gv = game_unit(ctx->g, gname);
	if (gv == NULL || gv->removed)
		return cmd_error(ctx, "no unit named %s on the table", gname);
	if (u->arm == ARM_ARTILLERY)
		return cmd_error(ctx, "spike: only infantry or cavalry spike "
				      "guns (Artillery)");
	if (gv->arm != ARM_ARTILLERY || gv->state != GT_SILENCED ||
	    strcmp(gv->side, u->side) == 0)
		return cmd_error(ctx,
				 "spike %s: only silenced enemy artillery is "
				 "spiked (%s is %s %s)",
				 gv->name, gv->name, gt_state_names[gv->state],
				 arm_names[gv->arm]);
	if (!gt_sequence_free(ctx) && gv->state_bound == ctx->g->bound)
		return cmd_error(ctx,
				 "spike %s: the guns were silenced this turn; "
				 "they may be spiked on a later turn "
				 "(Artillery)",
				 gv->name);
	struct answers ans;
	answers_from_args(&ans, a);
	bool c = true;
	int r = answers_bool(ctx, &ans, "contact", "yes or no", &c);
	if (r < 0)
		return -1;
	struct gt_fire_geo geo;
	gt_fire_geometry(ctx, u, gv, &geo);
	if (r == 0 && geo.known)
		c = geo.contact;
	if (!c)
		return cmd_error(ctx,
				 "spike %s: %s is not in contact with the "
				 "guns (Artillery: spiked by infantry or "
				 "cavalry in contact)",
				 gv->name, u->name);
	if (args_check_unused(ctx, a, "pip", "contact") < 0)
		return -1;
	*gun = gv;
	return 0;
}

/* pip A move|pivot|formation|rally|spike G: an action paid in the PIP
 * Phase (the umpire moves the unit with unit set/move). rally: a routed
 * unit stops fleeing and is shaken (Fleeing: "unless rallied for 2
 * PIPs"). */
int
gt_cmd_pip(struct cmd_ctx *ctx, struct args *a)
{
	static const char *const acts[] = {"move",  "pivot", "formation",
					   "rally", "spike", NULL};
	bool spike = a->nword > ctx->argi + 1 &&
		     strcmp(a->word[ctx->argi + 1], "spike") == 0;
	if (!spike && (a->nword != ctx->argi + 2 || a->nkv))
		return cmd_error(ctx, "usage: pip A %s [G]",
				 names_join(acts, "|"));
	struct unit *u = game_unit(ctx->g, a->word[ctx->argi]);
	if (u == NULL || u->removed)
		return cmd_error(ctx, "no unit named %s on the table",
				 a->word[ctx->argi]);
	const char *act = a->word[ctx->argi + 1];
	int k = 0;
	while (acts[k] && strcmp(acts[k], act) != 0)
		k++;
	if (acts[k] == NULL)
		return cmd_error(ctx, "pip %s %s: the actions are %s", u->name,
				 act, names_join(acts, "|"));
	if (k == 3 && u->state != GT_ROUTED)
		return cmd_error(ctx, "%s is %s: only a routed unit is rallied",
				 u->name, gt_state_names[u->state]);
	struct unit *gun = NULL;
	if (gt_phase_allows(ctx, GT_PH_PIP, u, act) < 0)
		return -1;
	if ((k == 0 || k == 1) && gt_artillery_move_bar(ctx, u, k == 1) < 0)
		return -1;
	if (k == 4 && spike_check(ctx, a, u, &gun) < 0)
		return -1;
	int cost;
	if (gt_pip_check(ctx, u, act, &cost) < 0)
		return -1;
	gt_phase_enter(ctx, GT_PH_PIP);
	gt_pip_pay(ctx, u, act, cost);
	if (k == 0)
		GT(u)->pip_move_bound = ctx->g->bound;
	if (k <= 2 && gt_sequence_free(ctx))
		out_text(ctx->out,
			 "  %s may %s (sequence free: no PIPs are counted)",
			 u->name, k == 2 ? "change formation" : act);
	if (k == 3) {
		u->state = GT_SHAKEN;
		u->state_bound = ctx->g->bound;
		out_text(ctx->out, "  %s is rallied: it stops fleeing, shaken",
			 u->name);
	}
	if (k == 4) {
		gun = game_unit(ctx->g, gun->name);
		gun->removed = true;
		GT(gun)->fate = GT_FATE_DESTROYED;
		out_text(ctx->out,
			 "  %s spikes the guns of %s: %s is removed "
			 "(destroyed, for the Victory count; Artillery)",
			 u->name, gun->name, gun->name);
	}
	return 0;
}
