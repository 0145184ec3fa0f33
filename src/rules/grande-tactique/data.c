/* data.c - Grande Tactique tables and settings (data/grande-tactique). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/schema.h"
#include "umpire/util.h"

const char *
gt_setting(const struct cmd_ctx *ctx, const char *key)
{
	return ctx_setting(ctx, key);
}

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
	const char *v = gt_setting(ctx, key);
	double d;
	if (v && um_parse_double(v, &d))
		return d;
	return dflt;
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

/* The modifier and flight tables typed once per tableset (issue 13):
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
	static const char *const yn[] = {"no", "yes", NULL};
	if (gt_setting_choice(ctx, "m6_extra_modifiers", yn) == 1)
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

/* Settings with a fixed set of values (docs/rulings.md). */
static const struct {
	const char *key, *allowed;
} choices[] = {
    {"m2_eager_firer_beaten", "nothing|shaken"},
    {"m3_unable_target", "roll|no-roll"},
    {"m3_target_own_mods", "always|able|never"},
    {"m3_target_artillery_mods", "yes|no"},
    {"m4_artillery_shaken_by_fire", "shaken|none"},
    {"m4_grapeshot_on_artillery", "silenced|shaken"},
    {"m5_both_pass", "stand|attacker-shaken"},
    {"m5_cavalry_resists", "eager|shaken"},
    {"m5_pursuit_fail", "holds|shaken"},
    {"m5_pursuit_charging_mods", "no|yes"},
    {"m6_extra_modifiers", "no|yes"},
    {"m8_natural", "none|1-fails|6-passes|both"},
    {"a2_grapeshot_eager", "flee|shaken"},
    {"a3_terrain_once", "yes|no"},
    {"a5_pip_rounding", "down|nearest"},
    {"a6_victory_boundary", "higher|lower"},
    {"a7_clock", "turns|pips"},
    {"lines_blocked_by_terrain", "yes|no"},
};

static bool
in_list(const char *v, const char *list)
{
	size_t n = strlen(v);
	for (const char *p = list; *p;) {
		size_t len = strcspn(p, "|");
		if (len == n && strncmp(p, v, n) == 0)
			return true;
		p += len;
		if (*p == '|')
			p++;
	}
	return false;
}

static int
check_settings(const struct table *t, char **err)
{
	static const char *const cols[] = {"key", "value", NULL};
	if (!table_require_cols(t, cols, err))
		return -1;
	int k = table_col(t, "key"), v = table_col(t, "value");
	for (size_t i = 0; i < t->nrows; i++) {
		const char *key = table_cell(t, i, k);
		const char *val = table_cell(t, i, v);
		for (size_t c = 0; c < UM_ARRLEN(choices); c++)
			if (strcmp(choices[c].key, key) == 0 &&
			    !in_list(val, choices[c].allowed))
				return fail(err, t, i, "%s=%s; allowed: %s",
					    key, val, choices[c].allowed);
		if (strncmp(key, "base_", 5) == 0) {
			double w, d;
			if (!gt_parse_size(val, &w, &d) || w <= 0 || d <= 0)
				return fail(err, t, i,
					    "%s=%s is not WIDTHxDEPTH", key,
					    val);
		}
		if (strcmp(key, "dice") == 0) {
			struct dicespec ds;
			if (!dicespec_parse(val, &ds) || ds.n != 1 ||
			    ds.faces != 6)
				return fail(err, t, i,
					    "dice=%s; Grande Tactique rolls "
					    "1d6",
					    val);
		}
		if (strcmp(key, "morale_base") == 0 ||
		    strcmp(key, "artillery_normal_range") == 0 ||
		    strcmp(key, "artillery_long_range") == 0 ||
		    strcmp(key, "hill_over_friends") == 0 ||
		    strcmp(key, "general_lost_on") == 0) {
			double d;
			if (!um_parse_double(val, &d) || d < 0)
				return fail(err, t, i,
					    "%s=%s is not a number >= 0", key,
					    val);
		}
	}
	return 0;
}

int
gt_tables_check(const struct tableset *ts, char **err)
{
	/* Columns, keys and numbers as the embedded files (schema.h). */
	static const struct table_schema none[] = {{.file = NULL}};
	if (schema_check(ts, none, err) < 0)
		return -1;
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
		if (strcmp(t->name, "settings.csv") == 0)
			r = check_settings(t, err);
		else if (strcmp(t->name, "firing-modifiers.csv") == 0)
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
