/* tables.c - Belle Alliance tables and settings, typed and checked
 * (spec §5), and the small shared counts: units of fire (3.1.1), zones
 * (tables 13/14), factor groups. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/schema.h"

const char *const ba_moral_names[] = {"-", "LD", "MD", "FD", NULL};

static const struct table *
need(const struct tableset *ts, const char *name, char **err)
{
	const struct table *t = tableset_get(ts, name);
	if (t == NULL)
		um_fail(err, "%s: missing; Belle Alliance needs it (spec §5)",
			name);
	return t;
}

static int
cell_moral(const struct table *t, size_t r, const char *col, enum ba_moral *out,
	   char **err)
{
	const char *v = table_cell(t, r, table_col(t, col));
	for (int i = 0; ba_moral_names[i]; i++)
		if (strcmp(v, ba_moral_names[i]) == 0) {
			*out = (enum ba_moral)i;
			return 0;
		}
	return um_fail(err,
		       "%s:%d: column %s is \"%s\"; it is one of -|LD|MD|FD",
		       t->name, t->rows[r].line, col, v);
}

static int
load_factors(const struct tableset *ts, const char *name, const char *ca,
	     const char *cb, bool valour_ok, struct ba_factor_table *ft,
	     char **err)
{
	const struct table *t = need(ts, name, err);
	if (t == NULL)
		return -1;
	const char *cols[] = {"key", "label", ca, cb, "group", "rule", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	snprintf(ft->name, sizeof ft->name, "%s", name);
	ft->provisional = t->provisional;
	ft->rows = um_xcalloc(t->nrows ? t->nrows : 1, sizeof *ft->rows);
	ft->n = t->nrows;
	for (size_t r = 0; r < t->nrows; r++) {
		struct ba_factor_row *f = &ft->rows[r];
		f->line = t->rows[r].line;
		const char *key = table_cell(t, r, table_col(t, "key"));
		if (!um_is_ident(key, BA_KEY_MAX))
			return um_fail(err,
				       "%s:%d: key \"%s\" is not a name "
				       "(letters, digits, _ - .)",
				       name, f->line, key);
		for (size_t q = 0; q < r; q++)
			if (strcmp(ft->rows[q].key, key) == 0)
				return um_fail(err,
					       "%s:%d: key %s appears twice",
					       name, f->line, key);
		snprintf(f->key, sizeof f->key, "%s", key);
		snprintf(f->label, sizeof f->label, "%s",
			 table_cell(t, r, table_col(t, "label")));
		snprintf(f->group, sizeof f->group, "%s",
			 table_cell(t, r, table_col(t, "group")));
		snprintf(f->rule, sizeof f->rule, "%s",
			 table_cell(t, r, table_col(t, "rule")));
		const char *col[2] = {ca, cb};
		for (int c = 0; c < 2; c++) {
			const char *v = table_cell(t, r, table_col(t, col[c]));
			bool *has = c ? &f->has_b : &f->has_a;
			bool *isv = c ? &f->b_valour : &f->a_valour;
			double *val = c ? &f->b : &f->a;
			if (valour_ok && strcmp(v, "V") == 0) {
				*has = *isv = true;
				continue;
			}
			bool blank;
			if (!table_cell_num(t, r, col[c], true, val, &blank,
					    err))
				return -1;
			*has = !blank;
		}
	}
	return 0;
}

static int
load_results(const struct tableset *ts, const char *name, bool with_loss,
	     struct ba_result_table *rt, char **err)
{
	const struct table *t = need(ts, name, err);
	if (t == NULL)
		return -1;
	const char *c12[] = {"min", "max", "loss", "moral", NULL};
	const char *c11[] = {"min", "max", "moral", NULL};
	if (!table_require_cols(t, with_loss ? c12 : c11, err))
		return -1;
	if (t->nrows == 0)
		return um_fail(err, "%s:1: no rows", name);
	snprintf(rt->name, sizeof rt->name, "%s", name);
	rt->provisional = t->provisional;
	rt->rows = um_xcalloc(t->nrows, sizeof *rt->rows);
	rt->n = t->nrows;
	for (size_t r = 0; r < t->nrows; r++) {
		struct ba_result_row *x = &rt->rows[r];
		bool blank;
		x->line = t->rows[r].line;
		if (!table_cell_int(t, r, "min", true, &x->min, &blank, err))
			return -1;
		x->has_min = !blank;
		if (!table_cell_int(t, r, "max", true, &x->max, &blank, err))
			return -1;
		x->has_max = !blank;
		if (with_loss &&
		    !table_cell_num(t, r, "loss", false, &x->loss, NULL, err))
			return -1;
		if (x->loss < 0)
			return um_fail(err, "%s:%d: loss %g is negative", name,
				       x->line, x->loss);
		if (cell_moral(t, r, "moral", &x->moral, err) < 0)
			return -1;
		/* Cover every index once, in ascending order, and stay
		 * monotone: a higher index never gives less loss nor a
		 * milder moral effect (docs/provisional-tables.md). */
		if (x->has_min && x->has_max && x->min > x->max)
			return um_fail(err, "%s:%d: min %ld is above max %ld",
				       name, x->line, x->min, x->max);
		if (r == 0 && x->has_min)
			return um_fail(err,
				       "%s:%d: the first row needs a blank "
				       "min (open end) so every index has a "
				       "row",
				       name, x->line);
		if (r > 0) {
			const struct ba_result_row *p = &rt->rows[r - 1];
			if (!x->has_min || !p->has_max || x->min != p->max + 1)
				return um_fail(err,
					       "%s:%d: min must be %ld (the "
					       "row above ends at %ld): rows "
					       "ascend without gaps",
					       name, x->line,
					       p->has_max ? p->max + 1 : 0,
					       p->has_max ? p->max : 0);
			if (x->loss < p->loss || x->moral < p->moral)
				return um_fail(err,
					       "%s:%d: not monotone: a higher "
					       "index gives less loss or a "
					       "milder morale effect than "
					       "line %d",
					       name, x->line, p->line);
		}
		if (r + 1 == t->nrows && x->has_max)
			return um_fail(err,
				       "%s:%d: the last row needs a blank "
				       "max (open end)",
				       name, x->line);
	}
	return 0;
}

/* Table 18 (VERIFIED): optional, so that tables pinned in a game file
 * before it existed still load; `staff catch` then refuses. Its bands
 * ascend without gaps (a roll outside them is refused by the command:
 * the dice are a setting). */
static int
load_staff(const struct tableset *ts, struct ba_staff_table *st, char **err)
{
	static const char name[] = "table18-staff-catch.csv";
	const struct table *t = tableset_get(ts, name);
	if (t == NULL)
		return 0;
	const char *cols[] = {"min", "max", "result", "penalty", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	if (t->nrows == 0)
		return um_fail(err, "%s:1: no rows", name);
	snprintf(st->name, sizeof st->name, "%s", name);
	st->present = true;
	st->provisional = t->provisional;
	st->rows = um_xcalloc(t->nrows, sizeof *st->rows);
	st->n = t->nrows;
	for (size_t r = 0; r < t->nrows; r++) {
		struct ba_staff_row *x = &st->rows[r];
		x->line = t->rows[r].line;
		long pen;
		if (!table_cell_int(t, r, "min", false, &x->min, NULL, err) ||
		    !table_cell_int(t, r, "max", false, &x->max, NULL, err) ||
		    !table_cell_int(t, r, "penalty", false, &pen, NULL, err))
			return -1;
		const char *res = table_cell(t, r, table_col(t, "result"));
		if (strcmp(res, "falls") != 0 && strcmp(res, "survives") != 0)
			return um_fail(err,
				       "%s:%d: column result is \"%s\"; it is "
				       "survives|falls (Table 18)",
				       name, x->line, res);
		x->falls = strcmp(res, "falls") == 0;
		if (pen < -5 || pen > 0 || (!x->falls && pen != 0))
			return um_fail(err,
				       "%s:%d: penalty %ld is not allowed; it "
				       "is 0 to -5, and 0 when the figure "
				       "survives (Table 18)",
				       name, x->line, pen);
		x->penalty = (int)pen;
		if (x->max < x->min ||
		    (r > 0 && x->min != st->rows[r - 1].max + 1))
			return um_fail(err,
				       "%s:%d: min %ld, max %ld; the rows "
				       "ascend without gaps (min is the max "
				       "above + 1, max at least min)",
				       name, x->line, x->min, x->max);
	}
	return 0;
}

static int
load_zones(const struct tableset *ts, const char *name,
	   struct ba_zone_table *zt, char **err)
{
	const struct table *t = need(ts, name, err);
	if (t == NULL)
		return -1;
	const char *cols[] = {"weapon", "zone", "min", "max", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	snprintf(zt->name, sizeof zt->name, "%s", name);
	zt->provisional = t->provisional;
	zt->rows = um_xcalloc(t->nrows ? t->nrows : 1, sizeof *zt->rows);
	zt->n = t->nrows;
	for (size_t r = 0; r < t->nrows; r++) {
		struct ba_zone_row *z = &zt->rows[r];
		z->line = t->rows[r].line;
		const char *w = table_cell(t, r, table_col(t, "weapon"));
		if (!um_is_ident(w, UM_NAME_MAX))
			return um_fail(err,
				       "%s:%d: weapon \"%s\" is not a name",
				       name, z->line, w);
		snprintf(z->weapon, sizeof z->weapon, "%s", w);
		long zone;
		bool blank;
		if (!table_cell_int(t, r, "zone", false, &zone, NULL, err))
			return -1;
		if (zone < 1 || zone > 9)
			return um_fail(err, "%s:%d: zone %ld; zones are 1 to 9",
				       name, z->line, zone);
		z->zone = (int)zone;
		if (!table_cell_num(t, r, "min", true, &z->min, &blank, err))
			return -1;
		z->has_min = !blank;
		if (!table_cell_num(t, r, "max", true, &z->max, &blank, err))
			return -1;
		z->has_max = !blank;
		if (z->has_min && z->has_max && z->min > z->max)
			return um_fail(err, "%s:%d: min is above max", name,
				       z->line);
	}
	return 0;
}

static int
load_valour(const struct tableset *ts, struct ba_valour_table *vt, char **err)
{
	const struct table *t = need(ts, "table15-valour.csv", err);
	if (t == NULL)
		return -1;
	const char *cols[] = {"percent_lost", "valour", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	if (t->nrows != 1)
		return um_fail(err,
			       "table15-valour.csv:1: needs exactly one row "
			       "(percent_lost,valour)");
	long v;
	if (!table_cell_num(t, 0, "percent_lost", false, &vt->percent, NULL,
			    err) ||
	    !table_cell_int(t, 0, "valour", false, &v, NULL, err))
		return -1;
	if (vt->percent <= 0 || vt->percent > 100 || v > 0 || v < -10)
		return um_fail(err,
			       "table15-valour.csv:%d: percent_lost is above "
			       "0 and at most 100, valour is 0 to -10",
			       t->rows[0].line);
	vt->valour = (int)v;
	vt->provisional = t->provisional;
	return 0;
}

/* The settings (settings.csv, `game KEY=VALUE`), typed by the one reader
 * (umpire/settings.h); the order is enum ba_setting's. */
static const char *const ba_rounding_names[] = {"half-up", "down", "up", NULL};
static const char *const ba_pick_names[] = {"largest", "first", NULL};
static const char *const ba_combine_names[] = {"worst", "step", NULL};
static const char *const ba_supplies_names[] = {"no", "factor", NULL};
static const char *const ba_phase_order_names[] = {"strict", "free", NULL};

enum ba_setting {
	BAS_DICE,
	BAS_ROUNDING,
	BAS_UOF_FIGURES,
	BAS_UOF_MIN_FIGURES,
	BAS_UOF_GUNNERS,
	BAS_UOF_MIN_GUNNERS,
	BAS_GROUP_PICK,
	BAS_GUNNER_MULTIPLIER,
	BAS_MORAL_COMBINE,
	BAS_SUPPLIES_ONES,
	BAS_SUPPLIES_ROLLS,
	BAS_SUPPLIES_TRIGGER_COUNTS,
	BAS_FIRE_WITHOUT_SUPPLIES,
	BAS_VALOUR_MIN,
	BAS_REMOVE_BELOW,
	BAS_FD_LOSS,
	BAS_CLOSED_FORMATIONS,
	BAS_SOUTIEN_DISTANCE,
	BAS_SUPPORT_DISTANCE,
	BAS_RANGING_MOVE,
	BAS_COVER_WOOD,
	BAS_COVER_BUILDING,
	BAS_WEAPON_INFANTRY,
	BAS_WEAPON_CAVALRY,
	BAS_WEAPON_ARTILLERY,
	BAS_NUMBERS_MORE,
	BAS_NUMBERS_DOUBLE,
	BAS_NUMBERS_FEWER,
	BAS_PHASE_ORDER,
};

const struct setting_def ba_setting_defs[] = {
    [BAS_DICE] = {.name = "dice",
		  .type = SETTING_DICE,
		  .lo = 1,
		  .hi = DICE_MAX,
		  .faces_lo = 2,
		  .faces_hi = 100,
		  .def = "3d6",
		  .section = "Table 18",
		  .provisional = true,
		  .help = "the dice of every roll (3d6 inferred)"},
    [BAS_ROUNDING] = {.name = "rounding",
		      .type = SETTING_ENUM,
		      .names = ba_rounding_names,
		      .def = "half-up",
		      .section = "3.1.5",
		      .provisional = true,
		      .help = "rounding of a target's summed raw loss"},
    [BAS_UOF_FIGURES] = SETTING_INT_ROW("uof_figures", 1, 1000, "10", "3.1.1",
					"figures per unit of fire"),
    [BAS_UOF_MIN_FIGURES] = {.name = "uof_min_figures",
			     .type = SETTING_INT,
			     .lo = 1,
			     .hi = 1000,
			     .def = "3",
			     .not_above = "uof_figures",
			     .section = "3.1.1",
			     .help = "fewest figures of a short unit of fire"},
    [BAS_UOF_GUNNERS] = SETTING_INT_ROW("uof_gunners", 1, 1000, "2", "3.1.1",
					"gunners per unit of fire"),
    [BAS_UOF_MIN_GUNNERS] = {.name = "uof_min_gunners",
			     .type = SETTING_INT,
			     .lo = 1,
			     .hi = 1000,
			     .def = "1",
			     .not_above = "uof_gunners",
			     .section = "3.1.1",
			     .help = "fewest gunners of a short unit of fire"},
    [BAS_GROUP_PICK] =
	SETTING_ENUM_ROW("group_pick", ba_pick_names, "largest", "dh-table",
			 "which factor of a table group counts"),
    [BAS_GUNNER_MULTIPLIER] =
	SETTING_INT_ROW("gunner_multiplier", 1, 100, "5", "3.4.3",
			"gunners count this many times for figure "
			"differences"),
    [BAS_MORAL_COMBINE] = SETTING_ENUM_ROW(
	"moral_combine", ba_combine_names, "worst", "rulings.md",
	"how a second morale effect combines with the current state"),
    [BAS_SUPPLIES_ONES] =
	SETTING_INT_ROW("supplies_ones", 1, DICE_MAX, "2", "5.5.3",
			"dice showing one that start the supplies count"),
    [BAS_SUPPLIES_ROLLS] =
	SETTING_INT_ROW("supplies_rolls", 0, 100, "3", "5.5.3",
			"further fire or melee rolls with supplies"),
    [BAS_SUPPLIES_TRIGGER_COUNTS] =
	SETTING_BOOL_ROW("supplies_trigger_counts", "no", "5.5.3",
			 "the triggering roll counts as one of them"),
    [BAS_FIRE_WITHOUT_SUPPLIES] = SETTING_ENUM_ROW(
	"fire_without_supplies", ba_supplies_names, "no", "5.5.3",
	"a unit without supplies may not fire, or fires with a factor"),
    [BAS_VALOUR_MIN] = SETTING_INT_ROW("valour_min", -20, 0, "-5", "5.5.2",
				       "lowest valour; below it, FD"),
    [BAS_REMOVE_BELOW] =
	SETTING_INT_ROW("remove_below", 0, 1000, "3", "5.5.2",
			"a unit other than artillery with fewer figures "
			"is removed"),
    [BAS_FD_LOSS] = {.name = "fd_loss",
		     .type = SETTING_INT,
		     .lo = 0,
		     .hi = 1000,
		     .def = "0",
		     .section = "5.4.1",
		     .provisional = true,
		     .help = "extra figures lost on entering FD"},
    [BAS_CLOSED_FORMATIONS] = SETTING_TEXT_ROW(
	"closed_formations",
	"line;attack-column;march-column;square;mass;unlimbered",
	"3.1.6, 3.1.7, 3.1.9", "formations that count as closed, by ;"),
    [BAS_SOUTIEN_DISTANCE] = SETTING_NUM_ROW(
	"soutien_distance", 0, 1000, "15", "1.3.3",
	"a skirmish line is linked to its soutien within this distance"),
    [BAS_SUPPORT_DISTANCE] = SETTING_NUM_ROW("support_distance", 0, 1000, "10",
					     "3.1.7", "support distance"),
    [BAS_RANGING_MOVE] =
	SETTING_NUM_ROW("ranging_move", 0, 10000, "20", "3.4.1",
			"a target that moved more is ranged again"),
    [BAS_COVER_WOOD] = {.name = "cover_wood",
			.type = SETTING_TEXT,
			.def = "I",
			.section = "3.1.3, 4.1.3",
			.provisional = true,
			.help = "cover class of a wood: none|I|II|III, any "
				"other value asks"},
    [BAS_COVER_BUILDING] = {.name = "cover_building",
			    .type = SETTING_TEXT,
			    .def = "II",
			    .section = "3.1.3, 4.1.3",
			    .provisional = true,
			    .help = "cover class of a building: none|I|II|III, "
				    "any other value asks"},
    [BAS_WEAPON_INFANTRY] = {.name = "weapon_infantry",
			     .type = SETTING_TEXT,
			     .def = "musket",
			     .section = "Table 13",
			     .provisional = true,
			     .help = "weapon row of infantry without weapon="},
    [BAS_WEAPON_CAVALRY] = {.name = "weapon_cavalry",
			    .type = SETTING_TEXT,
			    .def = "carbine",
			    .section = "Table 13",
			    .provisional = true,
			    .help = "weapon row of cavalry without weapon="},
    [BAS_WEAPON_ARTILLERY] = {.name = "weapon_artillery",
			      .type = SETTING_TEXT,
			      .def = "6pdr",
			      .section = "Table 14",
			      .provisional = true,
			      .help =
				  "weapon row of artillery without weapon="},
    [BAS_NUMBERS_MORE] = {.name = "numbers_more",
			  .type = SETTING_NUM,
			  .lo = 1,
			  .hi = 100,
			  .def = "1.5",
			  .section = "Tables 6/7",
			  .provisional = true,
			  .help = "figure ratio counted as more"},
    [BAS_NUMBERS_DOUBLE] = {.name = "numbers_double",
			    .type = SETTING_NUM,
			    .lo = 1,
			    .hi = 100,
			    .def = "2",
			    .section = "Tables 6/7",
			    .provisional = true,
			    .help = "figure ratio counted as double"},
    [BAS_NUMBERS_FEWER] = {.name = "numbers_fewer",
			   .type = SETTING_NUM,
			   .lo = 0,
			   .hi = 1,
			   .def = "0.5",
			   .section = "Tables 6/7",
			   .provisional = true,
			   .help = "figure ratio counted as fewer"},
    /* Read by the bound's phases (src/core/bound.c). */
    [BAS_PHASE_ORDER] = SETTING_ENUM_ROW(
	"phase_order", ba_phase_order_names, "strict", "1.1.1",
	"fire and melee refused outside their phases (strict) or allowed "
	"in any (free, for teaching)"),
    {.name = NULL},
};

static int
load_settings(const struct tableset *ts, const struct game *g,
	      struct ba_settings *s, char **err)
{
	struct settings typed;
	if (settings_read(ba_setting_defs, ts, g, &typed, err) < 0)
		return -1;
	const struct setting_value *v = typed.v;
	s->provisional = typed.provisional;
	s->dice = v[BAS_DICE].dice;
	s->rounding = (enum um_rounding)v[BAS_ROUNDING].i;
	s->group_largest = v[BAS_GROUP_PICK].i == 0;
	s->moral_combine = (enum ba_moral_combine)v[BAS_MORAL_COMBINE].i;
	s->supplies_trigger_counts = v[BAS_SUPPLIES_TRIGGER_COUNTS].i == 1;
	s->fire_without_supplies = v[BAS_FIRE_WITHOUT_SUPPLIES].i == 1;
	s->uof_figures = (int)v[BAS_UOF_FIGURES].i;
	s->uof_min_figures = (int)v[BAS_UOF_MIN_FIGURES].i;
	s->uof_gunners = (int)v[BAS_UOF_GUNNERS].i;
	s->uof_min_gunners = (int)v[BAS_UOF_MIN_GUNNERS].i;
	s->gunner_multiplier = (int)v[BAS_GUNNER_MULTIPLIER].i;
	s->supplies_ones = (int)v[BAS_SUPPLIES_ONES].i;
	s->supplies_rolls = (int)v[BAS_SUPPLIES_ROLLS].i;
	s->valour_min = (int)v[BAS_VALOUR_MIN].i;
	s->remove_below = (int)v[BAS_REMOVE_BELOW].i;
	s->fd_loss = (int)v[BAS_FD_LOSS].i;
	s->soutien_distance = v[BAS_SOUTIEN_DISTANCE].d;
	s->support_distance = v[BAS_SUPPORT_DISTANCE].d;
	s->ranging_move = v[BAS_RANGING_MOVE].d;
	s->numbers_more = v[BAS_NUMBERS_MORE].d;
	s->numbers_double = v[BAS_NUMBERS_DOUBLE].d;
	s->numbers_fewer = v[BAS_NUMBERS_FEWER].d;
	snprintf(s->closed_formations, sizeof s->closed_formations, "%s",
		 v[BAS_CLOSED_FORMATIONS].text);
	for (int i = 0; i < 3; i++)
		snprintf(s->weapon_default[i], sizeof s->weapon_default[i],
			 "%s", v[BAS_WEAPON_INFANTRY + i].text);
	settings_free(&typed);
	return 0;
}

void
ba_tables_free(struct ba_tables *bt)
{
	if (bt->borrowed) {
		memset(bt, 0, sizeof *bt);
		return;
	}
	free(bt->t06.rows);
	free(bt->t07.rows);
	free(bt->t08.rows);
	free(bt->t11.rows);
	free(bt->t12.rows);
	free(bt->t13.rows);
	free(bt->t14.rows);
	free(bt->t18.rows);
	memset(bt, 0, sizeof *bt);
}

int
ba_tables_load(const struct tableset *ts, const struct game *g,
	       struct ba_tables *bt, char **err)
{
	memset(bt, 0, sizeof *bt);
	if (load_settings(ts, g, &bt->set, err) < 0 ||
	    load_factors(ts, "table06-hand-weapons.csv", "loss", "moral", false,
			 &bt->t06, err) < 0 ||
	    load_factors(ts, "table07-artillery.csv", "loss", "moral", false,
			 &bt->t07, err) < 0 ||
	    load_factors(ts, "table08-melee.csv", "attack", "defence", true,
			 &bt->t08, err) < 0 ||
	    load_results(ts, "table11-melee-result.csv", false, &bt->t11, err) <
		0 ||
	    load_results(ts, "table12-loss-moral.csv", true, &bt->t12, err) <
		0 ||
	    load_zones(ts, "table13-range-hand.csv", &bt->t13, err) < 0 ||
	    load_zones(ts, "table14-range-artillery.csv", &bt->t14, err) < 0 ||
	    load_valour(ts, &bt->t15, err) < 0 ||
	    load_staff(ts, &bt->t18, err) < 0) {
		ba_tables_free(bt);
		return -1;
	}
	return 0;
}

/* Who made a binding (table_bind's owner). */
static const char ba_binding_owner = 'B';

static void
ba_binding_free(void *p)
{
	ba_tables_free(p);
	free(p);
}

int
ba_ctx_tables(struct cmd_ctx *ctx, struct ba_tables *bt)
{
	char *err = NULL;
	if (ba_tables_shared(ctx->tables, ctx->g, bt, &err) < 0) {
		cmd_error(ctx, "%s", err);
		free(err);
		return -1;
	}
	return 0;
}

int
ba_tables_shared(const struct tableset *ts, const struct game *g,
		 struct ba_tables *bt, char **err)
{
	/* Parsed, checked and typed once per tables and game settings, not
	 * per ruling. */
	struct ba_tables *b = table_bound(ts, &ba_binding_owner, g);
	if (b == NULL) {
		b = um_xcalloc(1, sizeof *b);
		if (ba_tables_load(ts, g, b, err) < 0) {
			free(b);
			return -1;
		}
		table_bind(ts, &ba_binding_owner, g, b, ba_binding_free);
	}
	*bt = *b;
	bt->borrowed = true;
	return 0;
}

/* The tables' schemas (umpire/schema.h): columns and types, the columns
 * that name a row, the range tables. */
static const struct table_column bases_cols[] = {
    {"arm", COL_TEXT, false},	    {"formation", COL_TEXT, false},
    {"count", COL_TEXT, false},	    {"ranks", COL_NUM, true},
    {"files", COL_NUM, true},	    {"file_width", COL_NUM, false},
    {"rank_depth", COL_NUM, false}, {"shape", COL_TEXT, false},
    {"max_range", COL_NUM, false},  {NULL, COL_TEXT, false}};
static const struct table_column settings_cols[] = {{"key", COL_TEXT, false},
						    {"value", COL_TEXT, false},
						    {NULL, COL_TEXT, false}};
static const struct table_column fire_factor_cols[] = {
    {"key", COL_TEXT, false},  {"label", COL_TEXT, false},
    {"loss", COL_NUM, true},   {"moral", COL_NUM, true},
    {"group", COL_TEXT, true}, {"rule", COL_TEXT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column melee_factor_cols[] = {
    {"key", COL_TEXT, false},	{"label", COL_TEXT, false},
    {"attack", COL_TEXT, true}, {"defence", COL_TEXT, true},
    {"group", COL_TEXT, true},	{"rule", COL_TEXT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column t11_cols[] = {{"min", COL_INT, true},
					       {"max", COL_INT, true},
					       {"moral", COL_TEXT, false},
					       {NULL, COL_TEXT, false}};
static const struct table_column t12_cols[] = {{"min", COL_INT, true},
					       {"max", COL_INT, true},
					       {"loss", COL_NUM, false},
					       {"moral", COL_TEXT, false},
					       {NULL, COL_TEXT, false}};
static const struct table_column zone_cols[] = {{"weapon", COL_TEXT, false},
						{"zone", COL_INT, false},
						{"min", COL_NUM, false},
						{"max", COL_NUM, false},
						{NULL, COL_TEXT, false}};
static const struct table_column t18_cols[] = {{"min", COL_INT, false},
					       {"max", COL_INT, false},
					       {"result", COL_TEXT, false},
					       {"penalty", COL_INT, false},
					       {NULL, COL_TEXT, false}};
static const struct table_column t15_cols[] = {{"percent_lost", COL_NUM, false},
					       {"valour", COL_INT, false},
					       {NULL, COL_TEXT, false}};

const struct table_schema ba_table_schemas[] = {
    {.file = "bases.csv",
     .unique = {"arm", "formation"},
     .cols = bases_cols,
     .what = "footprint sizes by arm and formation (provisional)"},
    {.file = "settings.csv",
     .unique = {"key"},
     .cols = settings_cols,
     .what = "the settings (below)"},
    {.file = "table06-hand-weapons.csv",
     .unique = {"key"},
     .cols = fire_factor_cols,
     .what = "Table 6: hand weapon fire factors (V: valour)"},
    {.file = "table07-artillery.csv",
     .unique = {"key"},
     .cols = fire_factor_cols,
     .what = "Table 7: artillery fire factors"},
    {.file = "table08-melee.csv",
     .unique = {"key"},
     .cols = melee_factor_cols,
     .what = "Table 8: melee factors (a number or V)"},
    {.file = "table11-melee-result.csv",
     .unique = {"min", "max"},
     .lo = "min",
     .hi = "max",
     .range = RANGE_STEP,
     .cols = t11_cols,
     .what = "Table 11: melee result by index"},
    {.file = "table12-loss-moral.csv",
     .unique = {"min", "max"},
     .lo = "min",
     .hi = "max",
     .range = RANGE_STEP,
     .cols = t12_cols,
     .what = "Table 12: loss and morale effect by index"},
    {.file = "table13-range-hand.csv",
     .unique = {"weapon", "zone"},
     .lo = "min",
     .hi = "max",
     .group = "weapon",
     .range = RANGE_SHARED,
     .cols = zone_cols,
     .what = "Table 13: zones of hand weapons, cm"},
    {.file = "table14-range-artillery.csv",
     .unique = {"weapon", "zone"},
     .lo = "min",
     .hi = "max",
     .group = "weapon",
     .range = RANGE_SHARED,
     .cols = zone_cols,
     .what = "Table 14: zones of artillery, cm"},
    {.file = "table15-valour.csv",
     .cols = t15_cols,
     .what = "Table 15: valour lost per share of figures lost"},
    {.file = "table18-staff-catch.csv",
     .unique = {"min", "max"},
     .lo = "min",
     .hi = "max",
     .range = RANGE_STEP,
     .cols = t18_cols,
     .what = "Table 18: catch roll for staff figures, the side's penalty"},
    {.file = NULL},
};

int
ba_tables_check(const struct tableset *ts, char **err)
{
	struct ba_tables bt;
	if (ba_tables_load(ts, NULL, &bt, err) < 0)
		return -1;
	ba_tables_free(&bt);
	return 0;
}

const struct ba_result_row *
ba_result_lookup(const struct ba_result_table *rt, long index)
{
	for (size_t i = 0; i < rt->n; i++) {
		const struct ba_result_row *x = &rt->rows[i];
		if ((!x->has_min || index >= x->min) &&
		    (!x->has_max || index <= x->max))
			return x;
	}
	return NULL;
}

const struct ba_factor_row *
ba_factor_find(const struct ba_factor_table *ft, const char *key)
{
	for (size_t i = 0; i < ft->n; i++)
		if (strcmp(ft->rows[i].key, key) == 0)
			return &ft->rows[i];
	return NULL;
}

void
ba_fmt_range_at(char *buf, size_t size, double range, const double *bounds,
		size_t n)
{
	for (int dec = 1;; dec++) {
		/* %.Nf by the fast path (util.c) when N is 1-3. */
		if (dec == 1)
			um_snprintf(buf, size, "%.1f", range);
		else if (dec == 2)
			um_snprintf(buf, size, "%.2f", range);
		else if (dec == 3)
			um_snprintf(buf, size, "%.3f", range);
		else
			snprintf(buf, size, "%.*f", dec, range);
		double shown = strtod(buf, NULL);
		bool misleads = false;
		for (size_t i = 0; i < n && !misleads; i++)
			misleads = fabs(shown - bounds[i]) < 1e-9 &&
				   fabs(range - bounds[i]) > 1e-9;
		if (!misleads || dec >= 6)
			return;
	}
}

void
ba_fmt_range(char *buf, size_t size, double range,
	     const struct ba_zone_table *zt, const char *weapon)
{
	double b[64];
	size_t n = 0;
	for (size_t i = 0; i < zt->n && n + 2 <= UM_ARRLEN(b); i++) {
		const struct ba_zone_row *z = &zt->rows[i];
		if (strcmp(z->weapon, weapon) != 0)
			continue;
		if (z->has_min)
			b[n++] = z->min;
		if (z->has_max)
			b[n++] = z->max;
	}
	ba_fmt_range_at(buf, size, range, b, n);
}

int
ba_zone_of(const struct ba_zone_table *zt, const char *weapon, double range)
{
	bool known = false;
	const double eps = 1e-9;
	/* Rows in file order: a shared boundary belongs to the first row. */
	for (size_t i = 0; i < zt->n; i++) {
		const struct ba_zone_row *z = &zt->rows[i];
		if (strcmp(z->weapon, weapon) != 0)
			continue;
		known = true;
		if ((!z->has_min || range >= z->min - eps) &&
		    (!z->has_max || range <= z->max + eps))
			return z->zone;
	}
	return known ? 0 : -1;
}

int
ba_zone_last(const struct ba_zone_table *zt, const char *weapon)
{
	int last = 0;
	for (size_t i = 0; i < zt->n; i++)
		if (strcmp(zt->rows[i].weapon, weapon) == 0 &&
		    zt->rows[i].zone > last)
			last = zt->rows[i].zone;
	return last;
}

const char *
ba_unit_weapon(const struct ba_settings *s, const struct unit *u)
{
	return u->weapon[0] ? u->weapon : s->weapon_default[u->arm];
}

int
ba_short_remainder(const struct ba_settings *s, enum arm arm, int figures)
{
	int per = arm == ARM_ARTILLERY ? s->uof_gunners : s->uof_figures;
	int min =
	    arm == ARM_ARTILLERY ? s->uof_min_gunners : s->uof_min_figures;
	if (figures <= 0)
		return 0;
	int rem = figures % per;
	return rem >= min ? rem : 0;
}

int
ba_units_of_fire(const struct ba_settings *s, enum arm arm, int figures,
		 bool short_allowed, bool *short_used)
{
	int per = arm == ARM_ARTILLERY ? s->uof_gunners : s->uof_figures;
	if (figures <= 0) {
		if (short_used)
			*short_used = false;
		return 0;
	}
	bool sh = short_allowed && ba_short_remainder(s, arm, figures) > 0;
	if (short_used)
		*short_used = sh;
	return figures / per + (sh ? 1 : 0);
}

bool
ba_closed_formation(const struct ba_settings *s, const struct game *g,
		    const struct unit *u)
{
	return ba_formation_listed(s->closed_formations,
				   unit_formation_name(g, u));
}

static void
pick_column(const struct ba_settings *s, struct ba_factor *f, size_t n,
	    bool col_b, double *sum)
{
	*sum = 0;
	for (size_t i = 0; i < n; i++) {
		bool has = col_b ? f[i].has_b : f[i].has_a;
		bool *count = col_b ? &f[i].count_b : &f[i].count_a;
		*count = false;
		if (!has)
			continue;
		*count = true;
		if (f[i].row == NULL || f[i].row->group[0] == '\0')
			continue;
		/* Only one per group: compare with the others. */
		double v = fabs(col_b ? f[i].b : f[i].a);
		for (size_t j = 0; j < n; j++) {
			if (j == i || f[j].row == NULL ||
			    strcmp(f[j].row->group, f[i].row->group) != 0)
				continue;
			if (!(col_b ? f[j].has_b : f[j].has_a))
				continue;
			double w = fabs(col_b ? f[j].b : f[j].a);
			bool j_first = f[j].row < f[i].row;
			bool beats = s->group_largest
					 ? (w > v || (w == v && j_first))
					 : j_first;
			if (beats) {
				*count = false;
				break;
			}
		}
	}
	for (size_t i = 0; i < n; i++)
		if (col_b ? f[i].count_b : f[i].count_a)
			*sum += col_b ? f[i].b : f[i].a;
}

void
ba_factors_pick(const struct ba_settings *s, struct ba_factor *f, size_t n,
		double *sum_a, double *sum_b)
{
	double a, b;
	pick_column(s, f, n, false, &a);
	pick_column(s, f, n, true, &b);
	if (sum_a)
		*sum_a = a;
	if (sum_b)
		*sum_b = b;
}

void
ba_rec_provisional(struct rec *r, bool provisional)
{
	if (provisional)
		rec_str(r, "provisional", "yes");
}
