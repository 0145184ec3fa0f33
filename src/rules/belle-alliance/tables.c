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

static int fail(char **err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
fail(char **err, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	*err = um_xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

static const struct table *
need(const struct tableset *ts, const char *name, char **err)
{
	const struct table *t = tableset_get(ts, name);
	if (t == NULL)
		fail(err, "%s: missing; Belle Alliance needs it (spec §5)",
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
	return fail(err, "%s:%d: column %s is \"%s\"; it is one of -|LD|MD|FD",
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
			return fail(err,
				    "%s:%d: key \"%s\" is not a name "
				    "(letters, digits, _ - .)",
				    name, f->line, key);
		for (size_t q = 0; q < r; q++)
			if (strcmp(ft->rows[q].key, key) == 0)
				return fail(err, "%s:%d: key %s appears twice",
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
		return fail(err, "%s:1: no rows", name);
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
			return fail(err, "%s:%d: loss %g is negative", name,
				    x->line, x->loss);
		if (cell_moral(t, r, "moral", &x->moral, err) < 0)
			return -1;
		/* Cover every index once, in ascending order, and stay
		 * monotone: a higher index never gives less loss nor a
		 * milder moral effect (docs/provisional-tables.md). */
		if (x->has_min && x->has_max && x->min > x->max)
			return fail(err, "%s:%d: min %ld is above max %ld",
				    name, x->line, x->min, x->max);
		if (r == 0 && x->has_min)
			return fail(err,
				    "%s:%d: the first row needs a blank "
				    "min (open end) so every index has a "
				    "row",
				    name, x->line);
		if (r > 0) {
			const struct ba_result_row *p = &rt->rows[r - 1];
			if (!x->has_min || !p->has_max || x->min != p->max + 1)
				return fail(err,
					    "%s:%d: min must be %ld (the "
					    "row above ends at %ld): rows "
					    "ascend without gaps",
					    name, x->line,
					    p->has_max ? p->max + 1 : 0,
					    p->has_max ? p->max : 0);
			if (x->loss < p->loss || x->moral < p->moral)
				return fail(err,
					    "%s:%d: not monotone: a higher "
					    "index gives less loss or a "
					    "milder moral effect than "
					    "line %d",
					    name, x->line, p->line);
		}
		if (r + 1 == t->nrows && x->has_max)
			return fail(err,
				    "%s:%d: the last row needs a blank "
				    "max (open end)",
				    name, x->line);
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
			return fail(err, "%s:%d: weapon \"%s\" is not a name",
				    name, z->line, w);
		snprintf(z->weapon, sizeof z->weapon, "%s", w);
		long zone;
		bool blank;
		if (!table_cell_int(t, r, "zone", false, &zone, NULL, err))
			return -1;
		if (zone < 1 || zone > 9)
			return fail(err, "%s:%d: zone %ld; zones are 1 to 9",
				    name, z->line, zone);
		z->zone = (int)zone;
		if (!table_cell_num(t, r, "min", true, &z->min, &blank, err))
			return -1;
		z->has_min = !blank;
		if (!table_cell_num(t, r, "max", true, &z->max, &blank, err))
			return -1;
		z->has_max = !blank;
		if (z->has_min && z->has_max && z->min > z->max)
			return fail(err, "%s:%d: min is above max", name,
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
		return fail(err, "table15-valour.csv:1: needs exactly one row "
				 "(percent_lost,valour)");
	long v;
	if (!table_cell_num(t, 0, "percent_lost", false, &vt->percent, NULL,
			    err) ||
	    !table_cell_int(t, 0, "valour", false, &v, NULL, err))
		return -1;
	if (vt->percent <= 0 || vt->percent > 100 || v > 0 || v < -10)
		return fail(err,
			    "table15-valour.csv:%d: percent_lost is above "
			    "0 and at most 100, valour is 0 to -10",
			    t->rows[0].line);
	vt->valour = (int)v;
	vt->provisional = t->provisional;
	return 0;
}

/* Settings: the game's override first, then settings.csv. */
static const char *
setting(const struct tableset *ts, const struct game *g, const char *key)
{
	const char *v = g ? kv_get(g->settings, g->nsettings, key) : NULL;
	return v ? v : tableset_setting(ts, key);
}

static int
set_int(const struct tableset *ts, const struct game *g, const char *key,
	long lo, long hi, long def, int *out, char **err)
{
	const char *v = setting(ts, g, key);
	long n = def;
	if (v && !um_parse_int(v, lo, hi, &n))
		return fail(err,
			    "settings.csv: %s=%s; it is a whole number "
			    "from %ld to %ld",
			    key, v, lo, hi);
	*out = (int)n;
	return 0;
}

static int
set_num(const struct tableset *ts, const struct game *g, const char *key,
	double lo, double hi, double def, double *out, char **err)
{
	const char *v = setting(ts, g, key);
	double d = def;
	if (v && (!um_parse_double(v, &d) || d < lo || d > hi))
		return fail(err,
			    "settings.csv: %s=%s; it is a number from %g "
			    "to %g",
			    key, v, lo, hi);
	*out = d;
	return 0;
}

static int
set_enum(const struct tableset *ts, const struct game *g, const char *key,
	 const char *const *names, int def, int *out, char **err)
{
	const char *v = setting(ts, g, key);
	*out = def;
	if (v == NULL)
		return 0;
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], v) == 0) {
			*out = i;
			return 0;
		}
	return fail(err, "settings.csv: %s=%s; it is one of %s", key, v,
		    names_join(names, "|"));
}

static int
load_settings(const struct tableset *ts, const struct game *g,
	      struct ba_settings *s, char **err)
{
	const struct table *st = tableset_get(ts, "settings.csv");
	s->provisional = st != NULL && st->provisional;
	const char *dv = setting(ts, g, "dice");
	if (!dicespec_parse(dv ? dv : "3d6", &s->dice))
		return fail(err, "settings.csv: dice=%s; write it like 3d6",
			    dv);
	static const char *const rounding[] = {"half-up", "down", "up", NULL};
	static const char *const pick[] = {"largest", "first", NULL};
	static const char *const combine[] = {"worst", "step", NULL};
	static const char *const yesno[] = {"no", "yes", NULL};
	static const char *const nosup[] = {"no", "factor", NULL};
	int r, p, c, tc, fw;
	if (set_enum(ts, g, "rounding", rounding, 0, &r, err) < 0 ||
	    set_enum(ts, g, "group_pick", pick, 0, &p, err) < 0 ||
	    set_enum(ts, g, "moral_combine", combine, 0, &c, err) < 0 ||
	    set_enum(ts, g, "supplies_trigger_counts", yesno, 0, &tc, err) <
		0 ||
	    set_enum(ts, g, "fire_without_supplies", nosup, 0, &fw, err) < 0)
		return -1;
	s->rounding = (enum um_rounding)r;
	s->group_largest = p == 0;
	s->moral_combine = (enum ba_moral_combine)c;
	s->supplies_trigger_counts = tc == 1;
	s->fire_without_supplies = fw == 1;
	if (set_int(ts, g, "uof_figures", 1, 1000, 10, &s->uof_figures, err) <
		0 ||
	    set_int(ts, g, "uof_min_figures", 1, 1000, 3, &s->uof_min_figures,
		    err) < 0 ||
	    set_int(ts, g, "uof_gunners", 1, 1000, 2, &s->uof_gunners, err) <
		0 ||
	    set_int(ts, g, "uof_min_gunners", 1, 1000, 1, &s->uof_min_gunners,
		    err) < 0 ||
	    set_int(ts, g, "gunner_multiplier", 1, 100, 5,
		    &s->gunner_multiplier, err) < 0 ||
	    set_int(ts, g, "supplies_ones", 1, DICE_MAX, 2, &s->supplies_ones,
		    err) < 0 ||
	    set_int(ts, g, "supplies_rolls", 0, 100, 3, &s->supplies_rolls,
		    err) < 0 ||
	    set_int(ts, g, "valour_min", -20, 0, -5, &s->valour_min, err) < 0 ||
	    set_int(ts, g, "remove_below", 0, 1000, 3, &s->remove_below, err) <
		0 ||
	    set_int(ts, g, "fd_loss", 0, 1000, 0, &s->fd_loss, err) < 0)
		return -1;
	if (s->uof_min_figures > s->uof_figures ||
	    s->uof_min_gunners > s->uof_gunners)
		return fail(err,
			    "settings.csv: uof_min_figures/gunners may not "
			    "exceed uof_figures/gunners");
	if (set_num(ts, g, "soutien_distance", 0, 1000, 15,
		    &s->soutien_distance, err) < 0 ||
	    set_num(ts, g, "support_distance", 0, 1000, 10,
		    &s->support_distance, err) < 0 ||
	    set_num(ts, g, "ranging_move", 0, 10000, 20, &s->ranging_move,
		    err) < 0 ||
	    set_num(ts, g, "numbers_more", 1, 100, 1.5, &s->numbers_more, err) <
		0 ||
	    set_num(ts, g, "numbers_double", 1, 100, 2, &s->numbers_double,
		    err) < 0 ||
	    set_num(ts, g, "numbers_fewer", 0, 1, 0.5, &s->numbers_fewer, err) <
		0)
		return -1;
	const char *cf = setting(ts, g, "closed_formations");
	snprintf(s->closed_formations, sizeof s->closed_formations, "%s",
		 cf ? cf
		    : "line;attack-column;march-column;square;mass;unlimbered");
	static const char *const wkey[] = {"weapon_infantry", "weapon_cavalry",
					   "weapon_artillery"};
	static const char *const wdef[] = {"musket", "carbine", "6pdr"};
	for (int i = 0; i < 3; i++) {
		const char *w = setting(ts, g, wkey[i]);
		snprintf(s->weapon_default[i], sizeof s->weapon_default[i],
			 "%s", w ? w : wdef[i]);
	}
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
	    load_valour(ts, &bt->t15, err) < 0) {
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
	 * per ruling (issue 13). */
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

/* What the embedded files cannot say (umpire/schema.h). */
static const struct table_schema ba_schemas[] = {
    {.file = "bases.csv", .unique = {"arm", "formation"}},
    {.file = "table11-melee-result.csv",
     .unique = {"min", "max"},
     .lo = "min",
     .hi = "max",
     .range = RANGE_STEP},
    {.file = "table12-loss-moral.csv",
     .unique = {"min", "max"},
     .lo = "min",
     .hi = "max",
     .range = RANGE_STEP},
    {.file = "table13-range-hand.csv",
     .unique = {"weapon", "zone"},
     .lo = "min",
     .hi = "max",
     .group = "weapon",
     .range = RANGE_SHARED},
    {.file = "table14-range-artillery.csv",
     .unique = {"weapon", "zone"},
     .lo = "min",
     .hi = "max",
     .group = "weapon",
     .range = RANGE_SHARED},
    {.file = NULL},
};

int
ba_tables_check(const struct tableset *ts, char **err)
{
	if (schema_check(ts, ba_schemas, err) < 0)
		return -1;
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
