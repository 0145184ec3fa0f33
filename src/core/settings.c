/* settings.c - the one settings reader (settings.h, docs/tables.md
 * "Settings"): settings.csv and `game KEY=VALUE` typed against the
 * ruleset's declared settings. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/schema.h"
#include "umpire/settings.h"
#include "umpire/table.h"
#include "umpire/util.h"

int
settings_index(const struct setting_def *defs, const char *name)
{
	for (int k = 0; defs && defs[k].name; k++)
		if (strcmp(defs[k].name, name) == 0)
			return k;
	return -1;
}

static size_t
defs_count(const struct setting_def *defs)
{
	size_t n = 0;
	while (defs && defs[n].name)
		n++;
	return n;
}

/* The names of defs, NULL-terminated (caller frees the array). */
static const char **
defs_names(const struct setting_def *defs)
{
	size_t n = defs_count(defs);
	const char **names = um_xcalloc(n + 1, sizeof *names);
	for (size_t k = 0; k < n; k++)
		names[k] = defs[k].name;
	return names;
}

const char *
setting_allowed(const struct setting_def *d)
{
	static char buf[512];
	switch (d->type) {
	case SETTING_INT:
		snprintf(buf, sizeof buf, "a whole number from %.0f to %.0f",
			 d->lo, d->hi);
		break;
	case SETTING_NUM:
		snprintf(buf, sizeof buf, "a number from %g to %g", d->lo,
			 d->hi);
		break;
	case SETTING_ENUM: {
		char *all = um_join(d->names, "|");
		snprintf(buf, sizeof buf, "one of %s", all);
		free(all);
		break;
	}
	case SETTING_BOOL:
		snprintf(buf, sizeof buf, "no|yes");
		break;
	case SETTING_DICE:
		if (d->lo == d->hi && d->faces_lo == d->faces_hi)
			snprintf(buf, sizeof buf, "%.0fd%d", d->lo,
				 d->faces_lo);
		else
			snprintf(buf, sizeof buf,
				 "NdF dice with N from %.0f to %.0f and F "
				 "from %d to %d (like 3d6)",
				 d->lo, d->hi, d->faces_lo, d->faces_hi);
		break;
	case SETTING_SIZE:
		snprintf(buf, sizeof buf, "WIDTHxDEPTH (like 2.5x1)");
		break;
	case SETTING_TEXT:
		snprintf(buf, sizeof buf, "text of at most %d characters",
			 SETTING_TEXT_MAX);
		break;
	}
	return buf;
}

static bool
parse_size(const char *s, double *w, double *d)
{
	const char *x = strchr(s, 'x');
	if (x == NULL || x == s || (size_t)(x - s) >= 32)
		return false;
	char wbuf[32];
	memcpy(wbuf, s, (size_t)(x - s));
	wbuf[x - s] = '\0';
	return um_parse_double(wbuf, w) && um_parse_double(x + 1, d) &&
	       *w > 0 && *d > 0;
}

/* Type val for d into v: true, or false (the value is not allowed). */
static bool
type_value(const struct setting_def *d, const char *val,
	   struct setting_value *v)
{
	switch (d->type) {
	case SETTING_INT:
		if (!um_parse_int(val, (long)d->lo, (long)d->hi, &v->i))
			return false;
		v->d = (double)v->i;
		return true;
	case SETTING_NUM:
		return um_parse_double(val, &v->d) && v->d >= d->lo &&
		       v->d <= d->hi;
	case SETTING_ENUM:
		for (int i = 0; d->names[i]; i++)
			if (strcmp(d->names[i], val) == 0) {
				v->i = i;
				return true;
			}
		return false;
	case SETTING_BOOL:
		v->i = strcmp(val, "yes") == 0;
		return v->i || strcmp(val, "no") == 0;
	case SETTING_DICE:
		return dicespec_parse(val, &v->dice) && v->dice.n >= d->lo &&
		       v->dice.n <= d->hi && v->dice.faces >= d->faces_lo &&
		       v->dice.faces <= d->faces_hi;
	case SETTING_SIZE:
		return parse_size(val, &v->d, &v->d2);
	case SETTING_TEXT:
		return strlen(val) <= SETTING_TEXT_MAX;
	}
	return false;
}

/* "KEY=VAL is not allowed; KEY is ...; did you mean ...?" at `where`
 * ("file:line: " or ""). */
static int
bad_value(const struct setting_def *d, const char *where, const char *val,
	  char **err)
{
	static const char *const yesno[] = {"yes", "no", NULL};
	const char *const *names = d->type == SETTING_ENUM   ? d->names
				   : d->type == SETTING_BOOL ? yesno
							     : NULL;
	return um_fail(err, "%s%s=%s is not allowed; %s is %s%s%s%s%s", where,
		       d->name, val, d->name, setting_allowed(d),
		       d->section ? " (" : "", d->section ? d->section : "",
		       d->section ? ")" : "",
		       names ? um_did_you_mean(val, names) : "");
}

static void
value_set(struct setting_value *v, const char *text, int line, bool game,
	  bool defaulted)
{
	free(v->text);
	v->text = um_xstrdup(text);
	v->line = line;
	v->from_game = game;
	v->defaulted = defaulted;
}

/* settings.csv's rows: known names, typed values. */
static int
read_file(const struct setting_def *defs, const struct table *t,
	  struct settings *out, char **err)
{
	int k = table_col(t, "key"), vc = table_col(t, "value");
	const char *file =
	    strcmp(t->origin, "embedded") == 0 ? t->name : t->origin;
	if (k < 0 || vc < 0)
		return um_fail(err,
			       "%s:%d: settings.csv has the columns key,value",
			       file, t->nrows ? t->rows[0].line - 1 : 1);
	for (size_t r = 0; r < t->nrows; r++) {
		const char *key = t->rows[r].cell[k];
		const char *val = t->rows[r].cell[vc];
		int line = t->rows[r].line;
		int i = settings_index(defs, key);
		if (i < 0) {
			const char **names = defs_names(defs);
			char *all = um_join(names, " ");
			um_fail(err,
				"%s:%d: unknown setting \"%s\"%s; the settings "
				"are %s",
				file, line, key, um_did_you_mean(key, names),
				all);
			free(all);
			free(names);
			return -1;
		}
		if (out->v[i].line > 0)
			return um_fail(err,
				       "%s:%d: %s appears twice (first at line "
				       "%d)",
				       file, line, key, out->v[i].line);
		char *where = um_xasprintf("%s:%d: ", file, line);
		bool ok = type_value(&defs[i], val, &out->v[i]);
		if (!ok)
			bad_value(&defs[i], where, val, err);
		free(where);
		if (!ok)
			return -1;
		value_set(&out->v[i], val, line, false, false);
	}
	return 0;
}

/* One setting bounded by another (uof_min_figures <= uof_figures). */
static int
check_bounds(const struct settings *s, const char *file, char **err)
{
	for (size_t k = 0; k < s->n; k++) {
		const struct setting_def *d = &s->defs[k];
		int j =
		    d->not_above ? settings_index(s->defs, d->not_above) : -1;
		if (j < 0 || s->v[k].d <= s->v[j].d)
			continue;
		const struct setting_value *v = &s->v[k];
		char where[300] = "";
		if (!v->from_game && v->line > 0)
			snprintf(where, sizeof where, "%s:%d: ", file, v->line);
		return um_fail(err,
			       "%s%s=%s is not allowed; %s may not exceed %s "
			       "(%s)",
			       where, d->name, v->text, d->name, d->not_above,
			       s->v[j].text);
	}
	return 0;
}

int
settings_read(const struct setting_def *defs, const struct tableset *ts,
	      const struct game *g, struct settings *out, char **err)
{
	memset(out, 0, sizeof *out);
	out->defs = defs;
	out->n = defs_count(defs);
	out->v = um_xcalloc(out->n ? out->n : 1, sizeof *out->v);
	const struct table *t = tableset_get(ts, "settings.csv");
	const char *file = "settings.csv";
	if (t != NULL) {
		out->provisional = t->provisional;
		if (strcmp(t->origin, "embedded") != 0)
			file = t->origin;
		if (read_file(defs, t, out, err) < 0)
			goto fail;
	}
	for (size_t k = 0; k < out->n; k++) {
		const struct setting_def *d = &defs[k];
		struct setting_value *v = &out->v[k];
		const char *gv =
		    g ? kv_get(g->settings, g->nsettings, d->name) : NULL;
		if (gv != NULL) {
			if (!type_value(d, gv, v)) {
				bad_value(d, "", gv, err);
				goto fail;
			}
			value_set(v, gv, 0, true, false);
		} else if (v->text == NULL && d->def != NULL) {
			type_value(d, d->def, v);
			value_set(v, d->def, 0, false, true);
		} else if (v->text == NULL) {
			um_fail(
			    err,
			    "%s: missing setting \"%s\" (%s); it is required",
			    file, d->name, setting_allowed(d));
			goto fail;
		}
	}
	if (check_bounds(out, file, err) < 0)
		goto fail;
	return 0;
fail:
	settings_free(out);
	return -1;
}

void
settings_free(struct settings *s)
{
	for (size_t k = 0; s->v && k < s->n; k++)
		free(s->v[k].text);
	free(s->v);
	memset(s, 0, sizeof *s);
}

char *
settings_unknown(const struct ruleset *rs, const char *name)
{
	const char **names = defs_names(rs->settings);
	char *all = um_join(names, " ");
	char *m =
	    um_xasprintf("%s is not a setting of %s%s; the settings are "
			 "%s",
			 name, rs->name, um_did_you_mean(name, names), all);
	free(all);
	free(names);
	return m;
}

/* Who owns the settings' binding (table_bind). */
static const char settings_owner = 'S';

static void
settings_binding_free(void *p)
{
	settings_free(p);
	free(p);
}

/* The typed settings of g with ts, made and bound when missing; NULL
 * with *err. */
static struct settings *
settings_bound(const struct game *g, const struct tableset *ts, char **err)
{
	struct settings *s = table_bound(ts, &settings_owner, g);
	if (s != NULL)
		return s;
	s = um_xcalloc(1, sizeof *s);
	if (settings_read(g->rs->settings, ts, g, s, err) < 0) {
		free(s);
		return NULL;
	}
	if (ts == NULL) { /* nothing to keep it in */
		settings_binding_free(s);
		return NULL;
	}
	table_bind(ts, &settings_owner, g, s, settings_binding_free);
	return s;
}

const struct settings *
settings_for(const struct game *g, const struct tableset *ts)
{
	char *err = NULL;
	const struct settings *s = settings_bound(g, ts, &err);
	free(err);
	return s;
}

const struct settings *
settings_of(struct cmd_ctx *ctx)
{
	char *err = NULL;
	const struct settings *s = settings_bound(ctx->g, ctx->tables, &err);
	if (s == NULL) {
		cmd_error_set(ctx, "%s", err);
		free(err);
	}
	return s;
}

const struct settings *
settings_get(const struct cmd_ctx *ctx)
{
	char *err = NULL;
	const struct settings *s = settings_bound(ctx->g, ctx->tables, &err);
	free(err);
	return s;
}

int
ruleset_tables_check(const struct ruleset *rs, const struct tableset *ts,
		     const struct game *g, char **err)
{
	if (schema_check(ts, rs->tables, err) < 0)
		return -1;
	if (rs->settings != NULL) {
		struct settings s;
		if (settings_read(rs->settings, ts, g, &s, err) < 0)
			return -1;
		settings_free(&s);
	}
	return rs->tables_check ? rs->tables_check(ts, err) : 0;
}

static const char *const type_words[] = {
    [SETTING_INT] = "whole number", [SETTING_NUM] = "number",
    [SETTING_ENUM] = "choice",	    [SETTING_BOOL] = "yes/no",
    [SETTING_DICE] = "dice",	    [SETTING_SIZE] = "size",
    [SETTING_TEXT] = "text"};

/* s with | written \| (a markdown table cell). */
static void
md_cell(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			sb_addc(sb, '\\');
		sb_addc(sb, *s);
	}
}

static void
md_tables(struct strbuf *sb, const struct table_schema *schemas)
{
	static const char *const col_words[] = {
	    [COL_TEXT] = "text", [COL_INT] = "whole", [COL_NUM] = "number"};
	sb_add(sb, "| file | columns | a row is named by | ranges | what |\n"
		   "|---|---|---|---|---|\n");
	for (const struct table_schema *t = schemas; t && t->file; t++) {
		sb_addf(sb, "| `%s` | ", t->file);
		for (const struct table_column *c = t->cols; c && c->name; c++)
			sb_addf(sb, "%s`%s` %s%s", c == t->cols ? "" : ", ",
				c->name, col_words[c->type],
				c->blank_ok ? " or blank" : "");
		sb_add(sb, " | ");
		for (int u = 0; u < 3 && t->unique[u]; u++)
			sb_addf(sb, "%s`%s`", u ? "," : "", t->unique[u]);
		sb_add(sb, " | ");
		if (t->range != RANGE_NONE)
			sb_addf(sb, "`%s`..`%s`%s%s%s, %s", t->lo, t->hi,
				t->group ? " per `" : "",
				t->group ? t->group : "", t->group ? "`" : "",
				t->range == RANGE_STEP ? "next min = max + 1"
						       : "next min = max");
		sb_add(sb, " | ");
		md_cell(sb, t->what ? t->what : "");
		sb_add(sb, " |\n");
	}
}

static void
md_settings(struct strbuf *sb, const struct setting_def *defs)
{
	sb_add(sb, "| setting | type | allowed | default | section | help |\n"
		   "|---|---|---|---|---|---|\n");
	for (size_t k = 0; defs[k].name; k++) {
		const struct setting_def *d = &defs[k];
		sb_addf(sb, "| `%s` | %s | ", d->name, type_words[d->type]);
		md_cell(sb, setting_allowed(d));
		if (d->not_above)
			sb_addf(sb, ", at most `%s`", d->not_above);
		sb_add(sb, " | ");
		md_cell(sb, d->def ? d->def : "(required)");
		sb_addf(sb, " | %s%s | ", d->section ? d->section : "",
			d->provisional ? " (provisional)" : "");
		md_cell(sb, d->help ? d->help : "");
		sb_add(sb, " |\n");
	}
}

char *
schema_doc_md(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (const struct ruleset *const *r = rules_list; *r; r++) {
		sb_addf(&sb, "%s### Tables of %s\n\n",
			r == rules_list ? "" : "\n", (*r)->name);
		md_tables(&sb, (*r)->tables);
		if ((*r)->settings == NULL)
			continue;
		sb_addf(&sb, "\n### Settings of %s\n\n", (*r)->name);
		md_settings(&sb, (*r)->settings);
	}
	return sb_steal(&sb);
}

const char *
ctx_setting(const struct cmd_ctx *ctx, const char *key)
{
	const char *v = kv_get(ctx->g->settings, ctx->g->nsettings, key);
	return v ? v : tableset_setting(ctx->tables, key);
}

struct dicespec
ctx_dice(const struct cmd_ctx *ctx)
{
	/* The typed dice setting (checked at load), else the ruleset's. */
	struct dicespec d = {3, 6};
	const struct settings *s = settings_get(ctx);
	int k = s ? settings_index(s->defs, "dice") : -1;
	if (k >= 0)
		return s->v[k].dice;
	const char *v = ctx_setting(ctx, "dice");
	if (v == NULL || !dicespec_parse(v, &d))
		dicespec_parse(ctx->g->rs->dice, &d);
	return d;
}
