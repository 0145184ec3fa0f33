/* schema.c - table files checked against their schema (schema.h,
 * docs/tables.md "What a table file may hold"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/schema.h"
#include "umpire/util.h"

/* The file as the umpire knows it: its path, or its name when embedded. */
static const char *
where(const struct table *t)
{
	return strcmp(t->origin, "embedded") == 0 ? t->name : t->origin;
}

static int
header_line(const struct table *t)
{
	return t->nrows ? t->rows[0].line - 1 : 1;
}

static bool
is_number(const char *v)
{
	double d;
	return um_parse_double(v, &d);
}

/* Columns: exactly the declared ones, in any order. */
static int
check_columns(const struct table *t, const struct table_column *cols,
	      char **err)
{
	size_t n = 0;
	while (cols[n].name)
		n++;
	const char **names = um_xcalloc(n + 1, sizeof *names);
	for (size_t c = 0; c < n; c++)
		names[c] = cols[c].name;
	int r = 0;
	char *all = um_join((const char *const *)names, ",");
	for (int c = 0; c < t->ncols && r == 0; c++) {
		bool known = false;
		for (size_t k = 0; k < n && !known; k++)
			known = strcmp(names[k], t->col[c]) == 0;
		if (!known)
			r = um_fail(
			    err,
			    "%s:%d: unknown column \"%s\"%s; the columns "
			    "are %s",
			    where(t), header_line(t), t->col[c],
			    um_did_you_mean(t->col[c], names), all);
	}
	for (size_t k = 0; k < n && r == 0; k++)
		if (table_col(t, names[k]) < 0)
			r = um_fail(err,
				    "%s:%d: missing column \"%s\"; the columns "
				    "are %s",
				    where(t), header_line(t), names[k], all);
	free(all);
	free(names);
	return r;
}

/* A settings.csv from --tables lists every setting (a pinned one from an
 * older version may lack settings added since: they keep their defaults). */
static int
check_settings_complete(const struct table *t, const struct table *ref,
			char **err)
{
	int k = table_col(t, "key"), rk = table_col(ref, "key");
	if (k < 0 || rk < 0 || strcmp(t->name, "settings.csv") != 0)
		return 0;
	for (size_t j = 0; j < ref->nrows; j++) {
		const char *want = ref->rows[j].cell[rk];
		bool have = false;
		for (size_t i = 0; i < t->nrows && !have; i++)
			have = strcmp(t->rows[i].cell[k], want) == 0;
		if (!have)
			return um_fail(
			    err,
			    "%s:%d: missing setting \"%s\" (embedded "
			    "value %s); a settings.csv lists every "
			    "setting",
			    where(t), header_line(t), want,
			    ref->rows[j].cell[table_col(ref, "value")]);
	}
	return 0;
}

/* Keys (factor keys, setting names): each one the embedded file has. */
static int
check_keys(const struct table *t, const struct table *ref, char **err)
{
	int k = table_col(t, "key"), rk = table_col(ref, "key");
	if (k < 0 || rk < 0)
		return 0;
	const char **names = um_xcalloc(ref->nrows + 1, sizeof *names);
	for (size_t i = 0; i < ref->nrows; i++)
		names[i] = ref->rows[i].cell[rk];
	int r = 0;
	char *all = um_join((const char *const *)names, " ");
	for (size_t i = 0; i < t->nrows && r == 0; i++) {
		const char *key = t->rows[i].cell[k];
		bool known = false;
		for (size_t j = 0; j < ref->nrows && !known; j++)
			known = strcmp(names[j], key) == 0;
		if (!known) {
			const char *what = strcmp(t->name, "settings.csv") == 0
					       ? "setting"
					       : "key";
			r = um_fail(
			    err, "%s:%d: unknown %s \"%s\"%s; the %ss are %s",
			    where(t), t->rows[i].line, what, key,
			    um_did_you_mean(key, names), what, all);
		}
		for (size_t j = 0; j < i && r == 0; j++)
			if (strcmp(t->rows[j].cell[k], key) == 0)
				r = um_fail(err,
					    "%s:%d: %s appears twice (first at "
					    "line %d)",
					    where(t), t->rows[i].line, key,
					    t->rows[j].line);
	}
	free(all);
	free(names);
	return r;
}

/* Cells of number columns are numbers (whole numbers for COL_INT), blank
 * only where the schema allows it. */
static int
check_numbers(const struct table *t, const struct table_column *cols,
	      char **err)
{
	for (const struct table_column *col = cols; col->name; col++) {
		int c = table_col(t, col->name);
		for (size_t i = 0; c >= 0 && i < t->nrows; i++) {
			const char *v = t->rows[i].cell[c];
			long n;
			if (v[0] == '\0'
				? col->blank_ok
				: col->type == COL_TEXT ||
				      (col->type == COL_NUM
					   ? is_number(v)
					   : um_parse_int(v, -1000000, 1000000,
							  &n)))
				continue;
			return um_fail(err,
				       "%s:%d: column %s is \"%s\"; it needs a "
				       "%s%s",
				       where(t), t->rows[i].line, col->name, v,
				       col->type == COL_INT   ? "whole number"
				       : col->type == COL_NUM ? "number"
							      : "value",
				       col->blank_ok && col->type != COL_TEXT
					   ? " or a blank"
					   : "");
		}
	}
	return 0;
}

/* No two rows with the same values in the schema's unique columns. */
static int
check_unique(const struct table *t, const struct table_schema *s, char **err)
{
	int cols[3], n = 0;
	for (int i = 0; i < 3 && s->unique[i]; i++)
		if ((cols[n] = table_col(t, s->unique[i])) >= 0)
			n++;
	if (n == 0)
		return 0;
	for (size_t i = 0; i < t->nrows; i++)
		for (size_t j = 0; j < i; j++) {
			bool same = true;
			for (int c = 0; c < n && same; c++)
				same = strcmp(t->rows[i].cell[cols[c]],
					      t->rows[j].cell[cols[c]]) == 0;
			if (same)
				return um_fail(
				    err,
				    "%s:%d: duplicate row: the same "
				    "%s%s%s%s%s as line %d",
				    where(t), t->rows[i].line, s->unique[0],
				    n > 1 ? "," : "", n > 1 ? s->unique[1] : "",
				    n > 2 ? "," : "", n > 2 ? s->unique[2] : "",
				    t->rows[j].line);
		}
	return 0;
}

/* Ranges of one group, rows in file order: each starts where the one
 * before ends (RANGE_SHARED) or just after it (RANGE_STEP). */
static int
check_ranges(const struct table *t, const struct table_schema *s, char **err)
{
	int lo = table_col(t, s->lo), hi = table_col(t, s->hi);
	int g = s->group ? table_col(t, s->group) : -1;
	if (lo < 0 || hi < 0)
		return 0;
	for (size_t i = 0; i < t->nrows; i++) {
		const char *lv = t->rows[i].cell[lo], *hv = t->rows[i].cell[hi];
		double a = 0, b = 0;
		bool has_a = lv[0] && um_parse_double(lv, &a);
		bool has_b = hv[0] && um_parse_double(hv, &b);
		if (has_a && has_b && a > b)
			return um_fail(err, "%s:%d: %s %s is above %s %s",
				       where(t), t->rows[i].line, s->lo, lv,
				       s->hi, hv);
		/* The row before in the same group. */
		size_t p = i;
		while (p-- > 0)
			if (g < 0 ||
			    strcmp(t->rows[p].cell[g], t->rows[i].cell[g]) == 0)
				break;
		if (p == (size_t)-1) {
			if (!has_a && s->range == RANGE_SHARED)
				return um_fail(err,
					       "%s:%d: %s is blank; the first "
					       "range of %s starts at a number",
					       where(t), t->rows[i].line, s->lo,
					       g >= 0 ? t->rows[i].cell[g]
						      : "the table");
			continue;
		}
		const char *pv = t->rows[p].cell[hi];
		double pb;
		if (pv[0] == '\0' || !um_parse_double(pv, &pb))
			return um_fail(err,
				       "%s:%d: overlap: line %d has no %s (it "
				       "runs on without end)",
				       where(t), t->rows[i].line,
				       t->rows[p].line, s->hi);
		if (!has_a)
			return um_fail(
			    err,
			    "%s:%d: overlap: a blank %s starts before "
			    "line %d ends",
			    where(t), t->rows[i].line, s->lo, t->rows[p].line);
		double want = s->range == RANGE_STEP ? pb + 1 : pb;
		if (a > want)
			return um_fail(
			    err,
			    "%s:%d: gap: %s is %s but line %d ends at "
			    "%g, so %s must be %g",
			    where(t), t->rows[i].line, s->lo, lv,
			    t->rows[p].line, pb, s->lo, want);
		if (a < want)
			return um_fail(err,
				       "%s:%d: overlap: %s is %s but line %d "
				       "already covers up to %g; %s must be %g",
				       where(t), t->rows[i].line, s->lo, lv,
				       t->rows[p].line, pb, s->lo, want);
	}
	return 0;
}

const struct table_schema *
schema_find(const struct table_schema *schemas, const char *file)
{
	for (const struct table_schema *s = schemas; s && s->file; s++)
		if (strcmp(s->file, file) == 0)
			return s;
	return NULL;
}

/* The embedded version of t when t is not it (its keys bound t's), or
 * NULL; -1 on a broken embedded file. */
static int
embedded_ref(const struct tableset *ts, const struct table *t,
	     struct table **ref, char **err)
{
	*ref = NULL;
	if (strcmp(t->origin, "embedded") == 0)
		return 0;
	char *path = um_xasprintf("%s/%s", ts->ruleset, t->name);
	size_t len;
	const char *text = embedded_text(path, &len);
	free(path);
	if (text == NULL)
		return 0;
	*ref = table_parse(t->name, "embedded", text, len, err);
	return *ref ? 0 : -1;
}

/* One table against its schema s (NULL: undeclared, refused). */
static int
check_table(const struct tableset *ts, const struct table *t,
	    const struct table_schema *s, char **err)
{
	if (s == NULL || s->cols == NULL)
		return um_fail(err,
			       "%s: %s has no declared schema (struct "
			       "table_schema)",
			       where(t), t->name);
	struct table *ref;
	if (embedded_ref(ts, t, &ref, err) < 0)
		return -1;
	int r = check_columns(t, s->cols, err) < 0 ||
			check_numbers(t, s->cols, err) < 0 ||
			(ref && check_keys(t, ref, err) < 0) ||
			(ref && !ts->pinned &&
			 check_settings_complete(t, ref, err) < 0) ||
			check_unique(t, s, err) < 0 ||
			(s->range != RANGE_NONE && check_ranges(t, s, err) < 0)
		    ? -1
		    : 0;
	table_free(ref);
	return r;
}

int
schema_check(const struct tableset *ts, const struct table_schema *schemas,
	     char **err)
{
	for (size_t i = 0; i < ts->n; i++)
		if (check_table(ts, ts->t[i],
				schema_find(schemas, ts->t[i]->name), err) < 0)
			return -1;
	return 0;
}
