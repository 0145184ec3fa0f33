/* data.c - Grande Tactique tables and settings (data/grande-tactique). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/schema.h"
#include "umpire/settings.h"
#include "umpire/util.h"

bool
gt_parse_size(const char *s, double *w, double *d)
{
	char *end;
	double v = strtod(s, &end);
	if (end == s)
		return false;
	*w = v;
	char x = *end;
	if (x == '\0')
		return false;
	const char *ds = end + 1;
	v = strtod(ds, &end);
	if (end == ds)
		return false;
	*d = v;
	return x == 'x';
}

/* Choices (docs/rulings.md "Grande Tactique"): their names in the order
 * the procedures read them. */
static const char *const m2_names[] = {"nothing", "shaken", NULL};
static const char *const m3u_names[] = {"roll", "no-roll", NULL};
static const char *const m3o_names[] = {"always", "able", "never", NULL};
static const char *const yes_no[] = {"yes", "no", NULL};
static const char *const no_yes[] = {"no", "yes", NULL};
static const char *const m4s_names[] = {"shaken", "none", NULL};
static const char *const m4g_names[] = {"silenced", "shaken", NULL};
static const char *const m5b_names[] = {"stand", "attacker-shaken", NULL};
static const char *const m5c_names[] = {"eager", "shaken", NULL};
static const char *const m5p_names[] = {"holds", "shaken", NULL};
static const char *const m8_names[] = {"none", "1-fails", "6-passes", "both",
				       NULL};
static const char *const a2_names[] = {"flee", "shaken", NULL};
static const char *const a5_names[] = {"down", "nearest", NULL};
static const char *const a6_names[] = {"higher", "lower", NULL};
static const char *const withdrawn_rounding_names[] = {"down", "exact", NULL};
static const char *const a7_names[] = {"turns", "pips", NULL};
static const char *const sequence_names[] = {"enforced", "free", NULL};

const struct setting_def gt_setting_defs[] = {
    [GTS_DICE] = SETTING_DICE_ROW("dice", 1, 1, 6, 6, "1d6", "digest 1",
				  "one six-sided die per roll"),
    [GTS_MORALE_BASE] = SETTING_NUM_ROW("morale_base", 0, 1000, "4", "digest 7",
					"a Morale Check passes on 1d6 + "
					"modifiers >= this"),
    [GTS_ARTILLERY_NORMAL_RANGE] =
	SETTING_NUM_ROW("artillery_normal_range", 0, 1000, "7", "digest 5",
			"artillery normal range, inches"),
    [GTS_ARTILLERY_LONG_RANGE] =
	SETTING_NUM_ROW("artillery_long_range", 0, 1000, "12", "digest 5",
			"artillery long range is below this, inches"),
    [GTS_HILL_OVER_FRIENDS] =
	SETTING_NUM_ROW("hill_over_friends", 0, 1000, "2", "digest 5",
			"from a hill, artillery fires over friends more "
			"than this from the target"),
    [GTS_BASE_INFANTRY] = SETTING_SIZE_ROW("base_infantry", "2.5x1", "digest 9",
					   "base size, inches"),
    [GTS_BASE_CAVALRY] = SETTING_SIZE_ROW("base_cavalry", "1.5x1", "digest 9",
					  "base size, inches"),
    [GTS_BASE_FOOT_ARTILLERY] = SETTING_SIZE_ROW(
	"base_foot_artillery", "1x1", "digest 9", "base size, inches"),
    [GTS_BASE_HORSE_ARTILLERY] = SETTING_SIZE_ROW(
	"base_horse_artillery", "1x1.5", "digest 9", "base size, inches"),
    [GTS_BASE_SQUARE] = SETTING_SIZE_ROW("base_square", "1.5x1.5", "digest 9",
					 "base size, inches"),
    [GTS_GENERAL_LOST_ON] =
	SETTING_NUM_ROW("general_lost_on", 0, 6, "1", "digest 8",
			"an attached general is lost on this 1d6 or less"),
    [GTS_M2_EAGER_FIRER_BEATEN] =
	SETTING_ENUM_ROW("m2_eager_firer_beaten", m2_names, "nothing", "M2",
			 "an eager firer beaten by its target"),
    [GTS_M3_UNABLE_TARGET] =
	SETTING_ENUM_ROW("m3_unable_target", m3u_names, "roll", "M3",
			 "a target that could not fire back rolls"),
    [GTS_M3_TARGET_OWN_MODS] =
	SETTING_ENUM_ROW("m3_target_own_mods", m3o_names, "always", "M3",
			 "the target's own shaken/square -1 apply"),
    [GTS_M3_TARGET_ARTILLERY_MODS] =
	SETTING_ENUM_ROW("m3_target_artillery_mods", yes_no, "yes", "M3",
			 "a target artillery counts its range modifiers"),
    [GTS_M4_ARTILLERY_SHAKEN_BY_FIRE] =
	SETTING_ENUM_ROW("m4_artillery_shaken_by_fire", m4s_names, "shaken",
			 "M4", "eager artillery beaten by fire"),
    [GTS_M4_GRAPESHOT_ON_ARTILLERY] =
	SETTING_ENUM_ROW("m4_grapeshot_on_artillery", m4g_names, "silenced",
			 "M4, A2", "artillery beaten by artillery in contact"),
    [GTS_M5_BOTH_PASS] =
	SETTING_ENUM_ROW("m5_both_pass", m5b_names, "stand", "M5",
			 "attackers and defender both pass"),
    [GTS_M5_CAVALRY_RESISTS] = SETTING_ENUM_ROW(
	"m5_cavalry_resists", m5c_names, "eager", "M5",
	"shaken cavalry that passes against a charge by cavalry"),
    [GTS_M5_PURSUIT_FAIL] = SETTING_ENUM_ROW(
	"m5_pursuit_fail", m5p_names, "holds", "M5",
	"a principal cavalry charger that fails its pursuit check"),
    [GTS_M5_PURSUIT_CHARGING_MODS] =
	SETTING_ENUM_ROW("m5_pursuit_charging_mods", no_yes, "no", "M5, GT-8",
			 "the charging modifiers count in the pursuit check"),
    [GTS_M6_EXTRA_MODIFIERS] =
	SETTING_ENUM_ROW("m6_extra_modifiers", no_yes, "no", "M6",
			 "use the provisional morale-extra.csv modifiers"),
    [GTS_M8_NATURAL] = SETTING_ENUM_ROW("m8_natural", m8_names, "none", "M8",
					"natural rolls in a Morale Check"),
    [GTS_A2_GRAPESHOT_EAGER] =
	SETTING_ENUM_ROW("a2_grapeshot_eager", a2_names, "flee", "A2",
			 "an eager unit beaten by artillery in contact"),
    [GTS_A3_TERRAIN_ONCE] =
	SETTING_ENUM_ROW("a3_terrain_once", yes_no, "yes", "A3",
			 "upslope, BUA and linear features count once"),
    [GTS_A5_PIP_ROUNDING] =
	SETTING_ENUM_ROW("a5_pip_rounding", a5_names, "down", "A5",
			 "average of PIP dice (read by no command yet)"),
    [GTS_A6_VICTORY_BOUNDARY] =
	SETTING_ENUM_ROW("a6_victory_boundary", a6_names, "higher", "A6",
			 "a victory ratio on a boundary (victory)"),
    [GTS_A7_CLOCK] = SETTING_ENUM_ROW("a7_clock", a7_names, "turns", "A7",
				      "scenario clock (read by no command "
				      "yet)"),
    [GTS_LINES_BLOCKED_BY_TERRAIN] = SETTING_ENUM_ROW(
	"lines_blocked_by_terrain", yes_no, "yes", "ruling",
	"blocking terrain stops a corner line unless firer or target is in "
	"it"),
    /* Sequence of Play and PIP costs (digest §2-3; read by sequence.c). */
    [GTS_SEQUENCE] = SETTING_ENUM_ROW(
	"sequence", sequence_names, "enforced", "digest 2",
	"enforced: whose turn, phases in order, PIPs counted; free: any "
	"unit in any order (teaching)"),
    [GTS_PIP_MOVE] = SETTING_INT_ROW("pip_move", 0, 99, "1", "digest 3",
				     "PIPs to move a unit"),
    [GTS_PIP_PIVOT] = SETTING_INT_ROW("pip_pivot", 0, 99, "1", "digest 3",
				      "PIPs to pivot a unit"),
    [GTS_PIP_FIRING_OFF] =
	SETTING_INT_ROW("pip_firing_off", 0, 99, "1", "digest 3",
			"PIPs to remove a Firing marker"),
    [GTS_PIP_CHARGE] = SETTING_INT_ROW("pip_charge", 0, 99, "1", "digest 3",
				       "PIPs for a Charge marker"),
    [GTS_PIP_RALLY] = SETTING_INT_ROW("pip_rally", 0, 99, "2", "digest 3",
				      "PIPs to rally a routed unit"),
    [GTS_PIP_FIRING_ON] = {.name = "pip_firing_on",
			   .type = SETTING_INT,
			   .lo = 0,
			   .hi = 99,
			   .def = "1",
			   .section = "rulings.md",
			   .provisional = true,
			   .help = "PIPs to start firing (not recovered)"},
    [GTS_PIP_FORMATION] = {.name = "pip_formation",
			   .type = SETTING_INT,
			   .lo = 0,
			   .hi = 99,
			   .def = "1",
			   .section = "rulings.md",
			   .provisional = true,
			   .help = "PIPs to change formation or limber (not "
				   "recovered)"},
    [GTS_PIP_PROVISIONAL] =
	SETTING_TEXT_ROW("pip_provisional", "firing_on|formation", "rulings.md",
			 "the pip_ actions whose cost is not in the digest"),
    [GTS_VICTORY_WITHDRAWN_ROUNDING] =
	{.name = "victory_withdrawn_rounding",
	 .type = SETTING_ENUM,
	 .names = withdrawn_rounding_names,
	 .def = "down",
	 .section = "Victory, rulings.md",
	 .provisional = true,
	 .help = "the 20% share of voluntarily withdrawn units (rounding not "
		 "stated): down | exact"},
    [GTS_MOVE_INFANTRY] = SETTING_NUM_ROW("move_infantry", 0, 1000, "3",
					  "digest 4", "infantry move, inches"),
    [GTS_MOVE_CAVALRY] = SETTING_NUM_ROW("move_cavalry", 0, 1000, "9",
					 "digest 4", "cavalry move, inches"),
    [GTS_MOVE_SQUARE] =
	SETTING_NUM_ROW("move_square", 0, 1000, "1.5", "digest 4",
			"infantry in square move, inches"),
    [GTS_PIP_SPIKE] = SETTING_INT_ROW("pip_spike", 0, 99, "2", "digest 3",
				      "PIPs to spike silenced guns"),
    {.name = NULL},
};

/* The typed value of setting k (checked at load: a failure here is a bug,
 * answered with the declared default). */
static const struct setting_value *
gt_value(const struct cmd_ctx *ctx, enum gt_setting k)
{
	static struct setting_value fallback;
	const struct settings *s = settings_get(ctx);
	if (s != NULL && (size_t)k < s->n)
		return &s->v[k];
	memset(&fallback, 0, sizeof fallback);
	um_parse_double(gt_setting_defs[k].def, &fallback.d);
	return &fallback;
}

int
gt_choice(const struct cmd_ctx *ctx, enum gt_setting k)
{
	return (int)gt_value(ctx, k)->i;
}

double
gt_num(const struct cmd_ctx *ctx, enum gt_setting k)
{
	return gt_value(ctx, k)->d;
}

const char *
gt_text(const struct cmd_ctx *ctx, enum gt_setting k)
{
	const char *t = gt_value(ctx, k)->text;
	return t ? t : gt_setting_defs[k].def;
}

const char *
gt_setting(const struct cmd_ctx *ctx, const char *key)
{
	int k = settings_index(gt_setting_defs, key);
	return k >= 0 ? gt_text(ctx, (enum gt_setting)k) : NULL;
}

int
gt_setting_choice(const struct cmd_ctx *ctx, const char *key,
		  const char *const *allowed)
{
	const char *v = gt_setting(ctx, key);
	for (int i = 0; v && allowed[i]; i++)
		if (strcmp(allowed[i], v) == 0)
			return i;
	return 0;
}

double
gt_setting_num(const struct cmd_ctx *ctx, const char *key, double dflt)
{
	int k = settings_index(gt_setting_defs, key);
	return k >= 0 ? gt_num(ctx, (enum gt_setting)k) : dflt;
}

bool
gt_settings_provisional(const struct cmd_ctx *ctx)
{
	const struct table *t = tableset_get(ctx->tables, "settings.csv");
	return t && t->provisional;
}

static void
mod_row(const struct table *t, size_t i, struct gt_mod *m)
{
	long v = 0;
	um_parse_int(table_cell(t, i, table_col(t, "value")), -20, 20, &v);
	int g = table_col(t, "group"), w = table_col(t, "when");
	int r = table_col(t, "rule"), l = table_col(t, "label");
	*m = (struct gt_mod){
	    .key = table_cell(t, i, table_col(t, "key")),
	    .label = l >= 0 ? table_cell(t, i, l) : "",
	    .group = g >= 0 ? table_cell(t, i, g) : "",
	    .when = w >= 0 ? table_cell(t, i, w) : "any",
	    .rule = r >= 0 ? table_cell(t, i, r) : "",
	    .table = t->name,
	    .value = (int)v,
	    .provisional = t->provisional,
	};
}

static void
flee_row(const struct table *t, size_t i, struct gt_flee_row *out)
{
	double d = 0;
	um_parse_double(table_cell(t, i, table_col(t, "distance")), &d);
	const char *dice = table_cell(t, i, table_col(t, "dice"));
	struct dicespec ds = {0, 6};
	if (dice[0])
		dicespec_parse(dice, &ds);
	bool rel = false;
	um_parse_bool(table_cell(t, i, table_col(t, "relative")), &rel);
	*out = (struct gt_flee_row){
	    .distance = d,
	    .ndice = ds.n,
	    .relative = rel,
	    .provisional = t->provisional,
	    .table = t->name,
	    .label = table_cell(t, i, table_col(t, "label")),
	};
}

/* The modifier and flight tables typed once per tableset:
 * a ruling looks a key up, it never parses a cell. */
enum { GT_FIRING, GT_MORALE, GT_EXTRA, GT_FLEE, GT_FLEE_AGAIN, GT_NTABLES };
static const char *const gt_bound_files[GT_NTABLES] = {
    "firing-modifiers.csv", "morale-modifiers.csv", "morale-extra.csv",
    "flee.csv", "flee-again.csv"};

struct gt_bound {
	struct gt_mod *mod[GT_FLEE];
	struct gt_flee_row *flee[2];
	const char **fkey[2];
	size_t n[GT_NTABLES];
};

static void
gt_bound_free(void *p)
{
	struct gt_bound *b = p;
	for (int i = 0; i < GT_FLEE; i++)
		free(b->mod[i]);
	for (int i = 0; i < 2; i++) {
		free(b->flee[i]);
		free(b->fkey[i]);
	}
	free(b);
}

static const struct gt_bound *
gt_bound(const struct cmd_ctx *ctx)
{
	static const char owner = 'G';
	struct gt_bound *b = table_bound(ctx->tables, &owner, ctx->g);
	if (b != NULL)
		return b;
	b = um_xcalloc(1, sizeof *b);
	for (int f = 0; f < GT_NTABLES; f++) {
		const struct table *t =
		    tableset_get(ctx->tables, gt_bound_files[f]);
		size_t n = t ? t->nrows : 0;
		b->n[f] = n;
		if (f < GT_FLEE) {
			b->mod[f] = um_xcalloc(n + 1, sizeof *b->mod[f]);
			for (size_t i = 0; i < n; i++)
				mod_row(t, i, &b->mod[f][i]);
			continue;
		}
		int k = f - GT_FLEE;
		b->flee[k] = um_xcalloc(n + 1, sizeof *b->flee[k]);
		b->fkey[k] = um_xcalloc(n + 1, sizeof *b->fkey[k]);
		for (size_t i = 0; i < n; i++) {
			flee_row(t, i, &b->flee[k][i]);
			b->fkey[k][i] = table_cell(t, i, table_col(t, "key"));
		}
	}
	table_bind(ctx->tables, &owner, ctx->g, b, gt_bound_free);
	return b;
}

static bool
mod_find(const struct gt_bound *b, int f, const char *key, struct gt_mod *m)
{
	for (size_t i = 0; i < b->n[f]; i++)
		if (strcmp(b->mod[f][i].key, key) == 0) {
			*m = b->mod[f][i];
			return true;
		}
	return false;
}

bool
gt_firing_mod(const struct cmd_ctx *ctx, const char *key, struct gt_mod *m)
{
	return mod_find(gt_bound(ctx), GT_FIRING, key, m);
}

bool
gt_morale_mod(const struct cmd_ctx *ctx, const char *key, struct gt_mod *m)
{
	const struct gt_bound *b = gt_bound(ctx);
	if (mod_find(b, GT_MORALE, key, m))
		return true;
	if (gt_choice(ctx, GTS_M6_EXTRA_MODIFIERS) == 1)
		return mod_find(b, GT_EXTRA, key, m);
	return false;
}

bool
gt_flee_lookup(const struct cmd_ctx *ctx, const char *key, bool again,
	       struct gt_flee_row *out)
{
	const struct gt_bound *b = gt_bound(ctx);
	int k = again ? 1 : 0;
	for (size_t i = 0; i < b->n[GT_FLEE + k]; i++)
		if (strcmp(b->fkey[k][i], key) == 0) {
			*out = b->flee[k][i];
			return true;
		}
	return false;
}

/* ---- load-time checks ---- */

static int fail(char **err, const struct table *t, size_t row, const char *fmt,
		...) __attribute__((format(printf, 4, 5)));

static int
fail(char **err, const struct table *t, size_t row, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *m = um_xvasprintf(fmt, ap);
	va_end(ap);
	*err = um_xasprintf("%s:%d: %s", t->name,
			    row < t->nrows ? t->rows[row].line : 1, m);
	free(m);
	return -1;
}

static int
check_mods(const struct table *t, bool morale, char **err)
{
	static const char *const fcols[] = {"key", "label", "value",
					    "arm", "rule",  NULL};
	static const char *const mcols[] = {"key",  "label", "value", "group",
					    "when", "rule",  NULL};
	if (!table_require_cols(t, morale ? mcols : fcols, err))
		return -1;
	int w = table_col(t, "when");
	for (size_t i = 0; i < t->nrows; i++) {
		long v;
		if (!table_cell_int(t, i, "value", false, &v, NULL, err))
			return -1;
		if (w >= 0) {
			const char *s = table_cell(t, i, w);
			if (strcmp(s, "any") != 0 && strcmp(s, "charge") != 0 &&
			    strcmp(s, "charged") != 0)
				return fail(err, t, i,
					    "when=%s; allowed: any|charge|"
					    "charged",
					    s);
		}
	}
	return 0;
}

static int
check_flee(const struct table *t, char **err)
{
	static const char *const cols[] = {
	    "key", "label", "distance", "dice", "relative", "rule", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	for (size_t i = 0; i < t->nrows; i++) {
		double d;
		if (!table_cell_num(t, i, "distance", false, &d, NULL, err))
			return -1;
		const char *dice = table_cell(t, i, table_col(t, "dice"));
		struct dicespec ds;
		if (dice[0] && (!dicespec_parse(dice, &ds) || ds.faces != 6))
			return fail(err, t, i,
				    "dice=%s is not NdN six-sided dice", dice);
		bool b;
		if (!um_parse_bool(table_cell(t, i, table_col(t, "relative")),
				   &b))
			return fail(err, t, i, "relative is yes or no");
	}
	return 0;
}

/* The tables' schemas (umpire/schema.h). */
static const struct table_column firing_cols[] = {
    {"key", COL_TEXT, false},  {"label", COL_TEXT, false},
    {"value", COL_INT, false}, {"arm", COL_TEXT, false},
    {"rule", COL_TEXT, false}, {NULL, COL_TEXT, false}};
static const struct table_column morale_cols[] = {
    {"key", COL_TEXT, false},  {"label", COL_TEXT, false},
    {"value", COL_INT, false}, {"group", COL_TEXT, true},
    {"when", COL_TEXT, false}, {"rule", COL_TEXT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column flee_cols[] = {
    {"key", COL_TEXT, false},	   {"label", COL_TEXT, false},
    {"distance", COL_NUM, false},  {"dice", COL_TEXT, true},
    {"relative", COL_TEXT, false}, {"rule", COL_TEXT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column gt_settings_cols[] = {
    {"key", COL_TEXT, false},
    {"value", COL_TEXT, false},
    {NULL, COL_TEXT, false}};

const struct table_schema gt_table_schemas[] = {
    {.file = "firing-modifiers.csv",
     .unique = {"key"},
     .cols = firing_cols,
     .what = "firing modifiers (digest 5)"},
    {.file = "morale-modifiers.csv",
     .unique = {"key"},
     .cols = morale_cols,
     .what = "Morale Check modifiers (digest 7)"},
    {.file = "morale-extra.csv",
     .unique = {"key"},
     .cols = morale_cols,
     .what = "extra morale modifiers, setting m6_extra_modifiers "
	     "(provisional)"},
    {.file = "flee.csv",
     .unique = {"key"},
     .cols = flee_cols,
     .what = "flight and pursuit distances (digest 8)"},
    {.file = "flee-again.csv",
     .unique = {"key"},
     .cols = flee_cols,
     .what = "distances of a unit fleeing again (digest 8)"},
    {.file = "settings.csv",
     .unique = {"key"},
     .cols = gt_settings_cols,
     .what = "the settings (below)"},
    {.file = NULL},
};

int
gt_tables_check(const struct tableset *ts, char **err)
{
	static const char *const need[] = {"settings.csv",
					   "firing-modifiers.csv",
					   "morale-modifiers.csv", "flee.csv"};
	for (size_t i = 0; i < UM_ARRLEN(need); i++)
		if (tableset_get(ts, need[i]) == NULL) {
			*err = um_xasprintf("grande-tactique: table %s is "
					    "missing",
					    need[i]);
			return -1;
		}
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		int r = 0;
		if (strcmp(t->name, "firing-modifiers.csv") == 0)
			r = check_mods(t, false, err);
		else if (strcmp(t->name, "morale-modifiers.csv") == 0 ||
			 strcmp(t->name, "morale-extra.csv") == 0)
			r = check_mods(t, true, err);
		else if (strcmp(t->name, "flee.csv") == 0 ||
			 strcmp(t->name, "flee-again.csv") == 0)
			r = check_flee(t, err);
		if (r < 0)
			return -1;
	}
	return 0;
}

/* ---- answers ---- */

int
gt_decl_die(const struct decl *d, const char *roll_key, const char *dice_key,
	    int ndice)
{
	struct dicespec ds = {ndice, 6};
	const char *r = kv_get(d->kv, d->nkv, roll_key);
	const char *s = kv_get(d->kv, d->nkv, dice_key);
	if (r == NULL && s == NULL)
		return 0;
	struct roll out;
	char *err = NULL;
	if (!roll_parse(&ds, roll_key, r, dice_key, s, &out, &err)) {
		free(err);
		return 0;
	}
	return out.total;
}

void
gt_decl_put(struct decl *d, const char *key, const struct roll *r)
{
	char buf[64];
	roll_format_dice(r, buf, sizeof buf);
	decl_put(d, key, buf);
}

void
gt_dist_add(struct gt_dist *d, const struct gt_dyn *dyn, double p)
{
	for (size_t i = 0; i < d->n; i++) {
		const struct gt_dyn *e = d->dyn + i * d->nunits;
		size_t k = 0;
		for (; k < d->nunits; k++)
			if (e[k].state != dyn[k].state ||
			    e[k].formation != dyn[k].formation ||
			    e[k].firing != dyn[k].firing ||
			    e[k].general != dyn[k].general ||
			    e[k].fled != dyn[k].fled)
				break;
		if (k == d->nunits) {
			d->p[i] += p;
			return;
		}
	}
	if (d->n == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 16;
		d->dyn = um_xreallocarray(d->dyn,
					  d->cap * (d->nunits ? d->nunits : 1),
					  sizeof *d->dyn);
		d->p = um_xreallocarray(d->p, d->cap, sizeof *d->p);
	}
	if (d->nunits)
		memcpy(d->dyn + d->n * d->nunits, dyn, d->nunits * sizeof *dyn);
	d->p[d->n++] = p;
}

void
gt_dist_free(struct gt_dist *d)
{
	free(d->dyn);
	free(d->p);
	memset(d, 0, sizeof *d);
}

/* The unit states (markers: Shaken, Routed, Silenced; digest §1). */
const char *const gt_state_names[] = {"eager", "shaken", "routed", "silenced",
				      NULL};
