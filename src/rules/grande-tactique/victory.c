/* victory.c - Grande Tactique: the victory count (digest 9 "Victory",
 * ambiguity A6, worked example GT-11; rulings in docs/rulings.md).
 *
 * Losses are counted in Unit Points (UP), generals left out (an attached
 * general adds nothing to his unit's up=). The base is a side's UP at the
 * start, reinforcements included whether arrived or not: every unit of the
 * side in the roster. Destroyed or fled units count 100%; units still on
 * the table count 40% (rounded down) for the loser only, not at sundown,
 * and only while the winner keeps at least half its starting cavalry,
 * otherwise 20%; voluntarily withdrawn units 20% (rounding: a setting).
 * UP values were not recovered (M7): the umpire types each unit's up=. */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/suggest.h"

const char *const gt_fate_names[] = {"table",	  "destroyed",	 "fled",
				     "withdrawn", "not_arrived", NULL};

#define GT_VICTORY_SIDES_MAX 16

/* One side's count. Loss points are kept in tenths of a UP so that the
 * exact 20% of a withdrawn unit (setting victory_withdrawn_rounding=exact)
 * and the ratio bands (A6) compare without rounding. */
struct gt_side_count {
	const char *side;
	long start, destroyed, fled, on_table, withdrawn;
	long cavalry_start, cavalry_kept;
	int on_table_pct;      /* 40, 20 (loser) or 0 */
	long on_table_share;   /* floor(on_table x pct / 100) */
	long withdrawn_tenths; /* 20% of withdrawn, in tenths */
	long loss_tenths;
	bool provisional; /* the unstated withdrawn rounding applied */
};

/* "56", "33.3": a value in tenths (t >= 0), the tenth only when needed. */
static void
fmt_tenths(char *b, size_t n, long t)
{
	if (t % 10)
		snprintf(b, n, "%ld.%ld", t / 10, t % 10);
	else
		snprintf(b, n, "%ld", t / 10);
}

/* p x 100 / q, rounded down to a tenth ("56", "33.3"). */
static void
fmt_pct(char *b, size_t n, long p, long q)
{
	fmt_tenths(b, n, q > 0 ? p * 1000 / q : 0);
}

/* Ratio num/den rounded down to a hundredth, trailing zeros dropped, so a
 * ratio just under a band edge never prints as the edge. */
static void
fmt_ratio(char *b, size_t n, long long num, long long den)
{
	long long h = num * 100 / den;
	if (h % 100 == 0)
		snprintf(b, n, "%lld", h / 100);
	else if (h % 10 == 0)
		snprintf(b, n, "%lld.%lld", h / 100, h % 100 / 10);
	else
		snprintf(b, n, "%lld.%02lld", h / 100, h % 100);
}

/* The distinct sides of the roster, in order of appearance. */
static size_t
victory_sides(const struct game *g, const char **sides)
{
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		size_t k = 0;
		while (k < n && strcmp(sides[k], g->units[i].side) != 0)
			k++;
		if (k == n && n < GT_VICTORY_SIDES_MAX)
			sides[n++] = g->units[i].side;
	}
	return n;
}

/* A side named by key= must be in play: else one line with the sides and
 * the nearest one. */
static int
victory_side_arg(struct cmd_ctx *ctx, struct args *a, const char *key,
		 const char **sides, size_t nsides, const char **out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	char list[GT_VICTORY_SIDES_MAX * (UM_NAME_MAX + 2) + 1] = "";
	size_t len = 0;
	struct suggest s;
	suggest_init(&s, v);
	for (size_t k = 0; k < nsides; k++) {
		if (strcmp(sides[k], v) == 0) {
			*out = sides[k];
			return 1;
		}
		suggest_add(&s, sides[k]);
		len += (size_t)snprintf(list + len, sizeof list - len, "%s%s",
					k ? "|" : "", sides[k]);
	}
	const char *best = suggest_best(&s);
	return cmd_error(
	    ctx, "victory: %s=%s is not a side in play; allowed: %s%s%s%s", key,
	    v, nsides ? list : "(no units)", best ? " (did you mean " : "",
	    best ? best : "", best ? "?)" : "");
}

/* Refuse when a counted unit has no up=: name them (M7: UP not
 * recovered, never guessed). */
static int
victory_need_up(struct cmd_ctx *ctx, const char **sides, size_t nsides)
{
	char names[512] = "";
	size_t missing = 0;
	for (size_t i = 0; i < ctx->g->nunits; i++) {
		const struct unit *u = &ctx->g->units[i];
		bool counted = false;
		for (size_t k = 0; k < nsides && !counted; k++)
			counted = strcmp(u->side, sides[k]) == 0;
		if (!counted || GT(u)->up > 0)
			continue;
		if (missing++ < 12) {
			size_t len = strlen(names);
			snprintf(names + len, sizeof names - len, "%s%s",
				 len ? ", " : "", u->name);
		}
	}
	if (missing == 0)
		return 0;
	return cmd_error(ctx,
			 "victory: %zu unit%s without up= (Unit Points): %s%s; "
			 "Unit Point values were not recovered (M7): type each "
			 "with unit set NAME up=N",
			 missing, missing == 1 ? "" : "s", names,
			 missing > 12 ? ", ..." : "");
}

/* The side's roster by fate, in UP (and its cavalry). */
static void
victory_tally(const struct game *g, struct gt_side_count *c)
{
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (strcmp(u->side, c->side) != 0)
			continue;
		long up = GT(u)->up;
		int fate = GT(u)->fate;
		c->start += up;
		if (fate == GT_FATE_DESTROYED)
			c->destroyed += up;
		else if (fate == GT_FATE_FLED)
			c->fled += up;
		else if (fate == GT_FATE_WITHDRAWN)
			c->withdrawn += up;
		else if (fate == GT_FATE_TABLE)
			c->on_table += up;
		if (u->arm != ARM_CAVALRY)
			continue;
		c->cavalry_start += up;
		/* Still had: on the table (any state) or yet to arrive. */
		if (fate == GT_FATE_TABLE || fate == GT_FATE_NOT_ARRIVED)
			c->cavalry_kept += up;
	}
}

/* The side's loss points at on_table_pct (set by the caller). */
static void
victory_losses(struct cmd_ctx *ctx, struct gt_side_count *c)
{
	c->on_table_share = c->on_table * c->on_table_pct / 100;
	bool exact =
	    gt_choice(ctx, GTS_VICTORY_WITHDRAWN_ROUNDING) == 1; /* exact */
	c->withdrawn_tenths =
	    exact ? c->withdrawn * 2 : c->withdrawn * 20 / 100 * 10;
	c->provisional = c->withdrawn > 0;
	c->loss_tenths = (c->destroyed + c->fled + c->on_table_share) * 10 +
			 c->withdrawn_tenths;
}

static void
victory_side_record(struct cmd_ctx *ctx, const struct gt_side_count *c,
		    const char *role, bool cavalry)
{
	char b[32];
	struct rec r;
	rec_begin(&r, "VICTORY");
	rec_str(&r, "side", c->side);
	rec_str(&r, "role", role);
	rec_int(&r, "start_up", c->start);
	rec_int(&r, "destroyed", c->destroyed);
	rec_int(&r, "fled", c->fled);
	rec_int(&r, "on_table", c->on_table);
	rec_int(&r, "on_table_pct", c->on_table_pct);
	rec_int(&r, "withdrawn", c->withdrawn);
	fmt_tenths(b, sizeof b, c->loss_tenths);
	rec_str(&r, "losses", b);
	fmt_pct(b, sizeof b, c->loss_tenths, c->start * 10);
	rec_str(&r, "losses_pct", b);
	if (cavalry) {
		rec_int(&r, "cavalry_start", c->cavalry_start);
		rec_int(&r, "cavalry_kept", c->cavalry_kept);
	}
	rec_str(&r, "rule", "Victory");
	if (c->provisional) {
		rec_str(&r, "withdrawn_rounding",
			gt_choice(ctx, GTS_VICTORY_WITHDRAWN_ROUNDING)
			    ? "exact"
			    : "down");
		rec_bool(&r, "provisional", 1);
	}
	rec_end(&r, ctx->out);
}

/* "loser French: 30 destroyed + 0 fled + floor(0.40 x 60) = 24 + 20% of
 * 10 = 2 (rounded down): 56 of 100 UP = 56 %". */
static void
victory_side_words(struct cmd_ctx *ctx, const struct gt_side_count *c,
		   const char *role)
{
	char table[96] = "", wd[96] = "", loss[32], pct[32], share[32];
	if (c->on_table_pct)
		snprintf(table, sizeof table, " + floor(0.%02d x %ld) = %ld",
			 c->on_table_pct, c->on_table, c->on_table_share);
	else
		snprintf(table, sizeof table,
			 " (%ld on the table: not counted)", c->on_table);
	fmt_tenths(share, sizeof share, c->withdrawn_tenths);
	if (c->withdrawn)
		snprintf(wd, sizeof wd, " + 20%% of %ld = %s (%s)",
			 c->withdrawn, share,
			 gt_choice(ctx, GTS_VICTORY_WITHDRAWN_ROUNDING)
			     ? "exact"
			     : "rounded down");
	fmt_tenths(loss, sizeof loss, c->loss_tenths);
	fmt_pct(pct, sizeof pct, c->loss_tenths, c->start * 10);
	out_text(ctx->out,
		 "  %s %s: %ld destroyed + %ld fled%s%s: %s of %ld UP = %s %%",
		 role, c->side, c->destroyed, c->fled, table, wd, loss,
		 c->start, pct);
}

static const char *const band_names[] = {"marginal", "indecisive", "decisive",
					 "overwhelming"};

/* The band of loser%:winner% (Victory; A6 boundary setting): 3:2, 2:1 and
 * 4:1 go to the higher band (higher) or the lower one (lower). Below 1:1
 * is ruled marginal, the lowest band. Exact: L/Ls : W/Ws compared as
 * L x Ws x q against p x W x Ls. */
static int
victory_band(struct cmd_ctx *ctx, const struct gt_side_count *l,
	     const struct gt_side_count *w, bool *on_edge)
{
	static const long edge_p[] = {3, 2, 4}, edge_q[] = {2, 1, 1};
	long long num = (long long)l->loss_tenths * w->start;
	long long den = (long long)w->loss_tenths * l->start;
	bool higher = gt_choice(ctx, GTS_A6_VICTORY_BOUNDARY) == 0;
	int band = 0;
	*on_edge = false;
	if (den == 0)
		return num > 0 ? 3 : 0;
	for (int k = 0; k < 3; k++) {
		long long lhs = num * edge_q[k], rhs = den * edge_p[k];
		if (lhs == rhs)
			*on_edge = true;
		if (lhs > rhs || (lhs == rhs && higher))
			band = k + 1;
	}
	return band;
}

static void
victory_result(struct cmd_ctx *ctx, const struct gt_side_count *l,
	       const struct gt_side_count *w)
{
	bool on_edge;
	int band = victory_band(ctx, l, w, &on_edge);
	long long num = (long long)l->loss_tenths * w->start;
	long long den = (long long)w->loss_tenths * l->start;
	char ratio[32], lp[32], wp[32];
	if (den > 0)
		fmt_ratio(ratio, sizeof ratio, num, den);
	else
		snprintf(ratio, sizeof ratio, "%s", num > 0 ? "inf" : "none");
	fmt_pct(lp, sizeof lp, l->loss_tenths, l->start * 10);
	fmt_pct(wp, sizeof wp, w->loss_tenths, w->start * 10);
	struct rec r;
	rec_begin(&r, "VICTORY");
	rec_str(&r, "result", band_names[band]);
	rec_str(&r, "ratio", ratio);
	rec_str(&r, "loser", l->side);
	rec_str(&r, "winner", w->side);
	rec_str(&r, "loser_pct", lp);
	rec_str(&r, "winner_pct", wp);
	rec_str(&r, "rule", on_edge ? "Victory, A6" : "Victory");
	if (on_edge || l->provisional || w->provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	if (den == 0)
		out_text(ctx->out,
			 "  %s %% : %s %%: the winner lost nothing, no finite "
			 "ratio: %s (Victory)",
			 lp, wp, band_names[band]);
	else
		out_text(ctx->out, "  %s : %s = %s : 1, %s (Victory%s%s)", lp,
			 wp, ratio, band_names[band],
			 on_edge ? "; A6: on a band edge, the " : "",
			 on_edge ? (gt_choice(ctx, GTS_A6_VICTORY_BOUNDARY)
					? "lower band"
					: "higher band")
				 : "");
	if (den > 0 && num < den)
		out_text(ctx->out, "  below 1 : 1 the scale has no band: "
				   "ruled marginal, the lowest");
}

/* sundown=yes: no victor; every side's losses, its units on the table not
 * counted (the 40%/20% line is the loser's). */
static int
victory_sundown(struct cmd_ctx *ctx, const char **sides, size_t nsides)
{
	if (victory_need_up(ctx, sides, nsides) < 0)
		return -1;
	for (size_t k = 0; k < nsides; k++) {
		struct gt_side_count c = {.side = sides[k]};
		victory_tally(ctx->g, &c);
		victory_losses(ctx, &c);
		victory_side_record(ctx, &c, "sundown", false);
		victory_side_words(ctx, &c, "sundown");
	}
	struct rec r;
	rec_begin(&r, "VICTORY");
	rec_str(&r, "result", "none");
	rec_str(&r, "reason", "sundown");
	rec_str(&r, "rule", "Victory");
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  sundown: no victor (Victory)");
	return 0;
}

/* `victory loser=SIDE [winner=SIDE]` | `victory sundown=yes`. */
int
gt_cmd_victory(struct cmd_ctx *ctx, struct args *a)
{
	static const char usage[] =
	    "usage: victory loser=SIDE [winner=SIDE] | victory sundown=yes";
	if (a->nword != ctx->argi)
		return cmd_error(ctx, "victory takes keys only, not %s; %s",
				 a->word[ctx->argi], usage);
	const char *sides[GT_VICTORY_SIDES_MAX];
	size_t nsides = victory_sides(ctx->g, sides);
	const char *loser = NULL, *winner = NULL;
	bool sundown = false;
	if (args_bool(ctx, a, "sundown", &sundown) < 0 ||
	    victory_side_arg(ctx, a, "loser", sides, nsides, &loser) < 0 ||
	    victory_side_arg(ctx, a, "winner", sides, nsides, &winner) < 0 ||
	    args_check_unused(ctx, a, "victory", "loser winner sundown") < 0)
		return -1;
	if (sundown) {
		if (loser || winner)
			return cmd_error(ctx, "victory: at sundown there is no "
					      "victor (Victory); give "
					      "sundown=yes alone");
		return victory_sundown(ctx, sides, nsides);
	}
	if (loser == NULL)
		return cmd_error(ctx,
				 "victory: name the loser (the side all of "
				 "whose divisions collapsed; Collapse of "
				 "Morale was not recovered): %s",
				 usage);
	if (winner == NULL) {
		for (size_t k = 0; k < nsides && nsides == 2; k++)
			if (strcmp(sides[k], loser) != 0)
				winner = sides[k];
		if (winner == NULL)
			return cmd_error(ctx,
					 "victory: %zu sides in play; name "
					 "the winner too: winner=SIDE",
					 nsides);
	}
	if (strcmp(winner, loser) == 0)
		return cmd_error(ctx,
				 "victory: %s cannot be both loser and "
				 "winner",
				 loser);
	const char *both[2] = {loser, winner};
	if (victory_need_up(ctx, both, 2) < 0)
		return -1;
	struct gt_side_count l = {.side = loser}, w = {.side = winner};
	victory_tally(ctx->g, &l);
	victory_tally(ctx->g, &w);
	/* The winner's cavalry: at least half its starting cavalry UP still
	 * had (none at start: nothing lost, the condition holds). */
	bool cavalry_half = w.cavalry_kept * 2 >= w.cavalry_start;
	l.on_table_pct = cavalry_half ? 40 : 20;
	victory_losses(ctx, &l);
	victory_losses(ctx, &w);
	victory_side_record(ctx, &l, "loser", false);
	victory_side_record(ctx, &w, "winner", true);
	if (w.cavalry_start == 0)
		out_text(ctx->out,
			 "  %s had no cavalry at the start (none lost: the "
			 "condition holds): the loser's units on the table "
			 "count %d %%",
			 winner, l.on_table_pct);
	else
		out_text(ctx->out,
			 "  %s kept %ld of %ld cavalry UP (%s half): the "
			 "loser's units on the table count %d %%",
			 winner, w.cavalry_kept, w.cavalry_start,
			 cavalry_half ? "at least" : "less than",
			 l.on_table_pct);
	victory_side_words(ctx, &l, "loser");
	victory_side_words(ctx, &w, "winner");
	victory_result(ctx, &l, &w);
	return 0;
}
