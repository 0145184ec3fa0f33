/* staff.c - Belle Alliance Table 18: the catch roll for staff figures and
 * the side-wide penalty on every die roll that follows a fall (-1 or -2
 * for the rest of this bound and the whole next bound). The falls are kept
 * in the game's Belle Alliance state as bound numbers, so `bound next`
 * does nothing and undo puts them back with the rest of the state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "procs.h"
#include "umpire/ruling.h"
#include "umpire/suggest.h"

static const char staff_table[] = "table18-staff-catch.csv";

int
ba_staff_penalty(const struct game *g, const char *side, int *fell_bound)
{
	const struct ba_game *bg = BA_GAME((struct game *)g);
	int worst = 0, fell = UM_NEVER;
	for (int i = 0; i < bg->nfalls; i++) {
		const struct ba_staff_fall *f = &bg->falls[i];
		if (strcmp(f->side, side) != 0 || g->bound < f->bound ||
		    g->bound > f->bound + 1)
			continue;
		/* docs/rulings.md: two falls in force, the worse counts; of
		 * equal ones the later (it runs longer). */
		if (f->penalty < worst ||
		    (f->penalty == worst && f->bound > fell)) {
			worst = f->penalty;
			fell = f->bound;
		}
	}
	if (fell_bound)
		*fell_bound = fell;
	return worst;
}

void
ba_staff_factor(struct out *o, const char *part, const char *column,
		const char *side, int penalty, int fell_bound)
{
	struct rec r;
	factor_rec_begin(&r, part, "staff", staff_table, "history");
	/* Spec §6: a FACTOR carries its column values. The penalty is on
	 * the roll, so it counts in the loss index (fire; the moral index
	 * follows from it) or in the side's melee total. */
	rec_int(&r, column, penalty);
	if (strcmp(column, "loss") == 0)
		rec_str(&r, "moral", "-");
	rec_int(&r, "roll", penalty);
	rec_str(&r, "side", side);
	rec_int(&r, "fell_bound", fell_bound);
	rec_int(&r, "until_bound", fell_bound + 1);
	rec_str(&r, "rule", "Table 18");
	rec_end(&r, o);
}

/* The side named on the line: a side of some unit in the roster. */
static int
staff_side(struct cmd_ctx *ctx, const char *side)
{
	const struct game *g = ctx->g;
	struct strbuf sides;
	sb_init(&sides);
	for (size_t i = 0; i < g->nunits; i++) {
		const char *s = g->units[i].side;
		if (strcmp(s, side) == 0) {
			sb_free(&sides);
			return 0;
		}
		bool listed = false;
		for (size_t j = 0; j < i && !listed; j++)
			listed = strcmp(g->units[j].side, s) == 0;
		if (!listed)
			sb_addf(&sides, "%s%s", sides.len ? "|" : "", s);
	}
	const char *near = suggest_side(g, side);
	int r = cmd_error(ctx,
			  "no unit is on side %s%s%s%s; staff catch names the "
			  "side of the staff figure: %s (Table 18)",
			  side, near ? " (did you mean " : "", near ? near : "",
			  near ? "?)" : "",
			  sides.len ? sides.s : "none yet, add units first");
	sb_free(&sides);
	return r;
}

static const struct ba_staff_row *
staff_row(const struct ba_staff_table *st, long roll)
{
	for (size_t i = 0; i < st->n; i++)
		if (roll >= st->rows[i].min && roll <= st->rows[i].max)
			return &st->rows[i];
	return NULL;
}

/* Room for a new fall: the expired ones go first. false: all in force. */
static bool
staff_room(struct game *g)
{
	struct ba_game *bg = BA_GAME(g);
	int kept = 0;
	for (int i = 0; i < bg->nfalls; i++)
		if (bg->falls[i].bound + 1 >= g->bound)
			bg->falls[kept++] = bg->falls[i];
	memset(&bg->falls[kept], 0,
	       (size_t)(bg->nfalls - kept) * sizeof bg->falls[0]);
	bg->nfalls = kept;
	return kept < BA_STAFF_FALLS_MAX;
}

static void
staff_words(struct cmd_ctx *ctx, const char *side, const struct roll *roll,
	    const struct ba_staff_row *row, int before, int now)
{
	struct game *g = ctx->g;
	struct explain ex = {0};
	char d[64] = "";
	if (roll->n)
		roll_format_dice(roll, d, sizeof d);
	explain_add(&ex,
		    "catch roll for a staff figure of %s: %s%s%d (Table 18)",
		    side, d, d[0] ? " = " : "", roll->total);
	if (!row->falls)
		explain_add(&ex,
			    "  %ld-%ld: the staff figure survives; place it in "
			    "base contact with the nearest unit of %s, no time "
			    "counted (Table 18)",
			    row->min, row->max, side);
	else if (row->penalty == 0)
		explain_add(&ex,
			    "  %ld-%ld: the staff figure falls; no penalty "
			    "(Table 18)",
			    row->min, row->max);
	else
		explain_add(&ex,
			    "  %ld-%ld: the staff figure falls; every unit of "
			    "%s has %d on all dice rolls for the rest of bound "
			    "%d and the whole of bound %d (Table 18)",
			    row->min, row->max, side, row->penalty, g->bound,
			    g->bound + 1);
	if (row->penalty < 0 && before < 0)
		explain_add(&ex,
			    "  %s had %d already from an earlier fall: the "
			    "worse counts, not the sum, so %s has %d now; each "
			    "fall runs to the end of the bound after its own "
			    "(Table 18; docs/rulings.md)",
			    side, before, side, now);
	for (size_t i = 0; i < ex.n; i++)
		out_text(ctx->out, "  %s", ex.line[i]);
	explain_publish(&ex, g);
	out_teach(ctx->out,
		  "Table 18: 3-12 the staff figure survives (base contact with "
		  "the nearest own unit, no time); 13-14 falls; 15-16 falls, "
		  "-1; 17-18 falls, -2 on all dice rolls of the side for the "
		  "rest of this bound and the whole next bound");
}

/* `staff catch SIDE [roll=N|dice=a,b,c]` (Table 18). */
int
ba_staff_catch(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: staff catch SIDE "
				      "[roll=N|dice=a,b,c] (Table 18)");
	const char *side = a->word[ctx->argi];
	if (staff_side(ctx, side) < 0)
		return -1;
	struct ba_tables bt;
	if (ba_ctx_tables(ctx, &bt) < 0)
		return -1;
	if (!bt.t18.present)
		return cmd_error(ctx,
				 "this game's tables have no %s (pinned "
				 "before Table 18 was added); the catch "
				 "roll cannot be made here",
				 staff_table);
	struct roll roll;
	(void)args_get(a, "roll"); /* unknown keys before any dice roll */
	(void)args_get(a, "dice");
	if (args_check_unused(ctx, a, "staff catch", "roll dice") < 0)
		return -1;
	if (ctx_take_roll(ctx, a, "roll", "dice", &bt.set.dice, &roll, NULL) <
	    0)
		return -1;
	const struct ba_staff_row *row = staff_row(&bt.t18, roll.total);
	if (row == NULL)
		return cmd_error(ctx,
				 "roll %d is in no row of %s (rows %ld-%ld); "
				 "check the dice setting",
				 roll.total, staff_table, bt.t18.rows[0].min,
				 bt.t18.rows[bt.t18.n - 1].max);
	struct game *g = ctx->g;
	int before = ba_staff_penalty(g, side, NULL);
	if (row->penalty < 0) {
		if (!staff_room(g))
			return cmd_error(ctx,
					 "%d staff penalties are in force "
					 "already, the most this program "
					 "keeps; nothing was recorded",
					 BA_STAFF_FALLS_MAX);
		struct ba_staff_fall *f =
		    &BA_GAME(g)->falls[BA_GAME(g)->nfalls++];
		snprintf(f->side, sizeof f->side, "%s", side);
		f->bound = g->bound;
		f->penalty = row->penalty;
	}
	int now = ba_staff_penalty(g, side, NULL);
	struct rec r;
	rec_begin(&r, "STAFF");
	rec_str(&r, "side", side);
	rec_int(&r, "roll", roll.total);
	if (roll.n) {
		char d[64];
		roll_format_dice(&roll, d, sizeof d);
		rec_str(&r, "dice", d);
	}
	rec_str(&r, "result", row->falls ? "falls" : "survives");
	rec_int(&r, "penalty", row->penalty);
	if (row->penalty < 0)
		rec_int(&r, "until_bound", g->bound + 1);
	if (!row->falls)
		rec_str(&r, "placed", "base contact with the nearest own unit");
	if (now < 0)
		rec_int(&r, "side_penalty", now);
	rec_str(&r, "table", staff_table);
	rec_str(&r, "rule", "Table 18");
	ba_rec_provisional(&r, bt.t18.provisional);
	rec_end(&r, ctx->out);
	staff_words(ctx, side, &roll, row, before, now);
	return 0;
}
