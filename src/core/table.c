/* table.c - CSV rule tables (spec §5).
 *
 * Hand-written parser: the format is deliberately small (no quoted fields
 * spanning lines, '#' comment lines), errors must name file:line, and a
 * dependency (libcsv) would bring no gain here; see docs/tables.md. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "umpire/table.h"
#include "umpire/util.h"

#define TABLE_MAX_BYTES (4u << 20)
#define TABLE_MAX_COLS 64
#define TABLE_MAX_CELL 256

static void
free_cells(char **cells, int n)
{
	if (cells == NULL)
		return;
	for (int i = 0; i < n; i++)
		free(cells[i]);
	free(cells);
}

void
table_free(struct table *t)
{
	if (t == NULL)
		return;
	for (size_t i = 0; i < t->nrows; i++)
		free_cells(t->rows[i].cell, t->ncols);
	free(t->rows);
	free_cells(t->col, t->ncols);
	free(t->name);
	free(t->origin);
	free(t);
}

static char *
trim_dup(const char *s, size_t n)
{
	while (n > 0 && (*s == ' ' || *s == '\t')) {
		s++;
		n--;
	}
	while (n > 0 &&
	       (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		n--;
	return um_xstrndup(s, n);
}

/* Split one line into cells. Fields may be "quoted" ("" for a quote). */
static int
split_line(const char *line, size_t len, char ***cells_out, const char **why)
{
	char **cells = NULL;
	size_t cap = 0;
	int n = 0;
	size_t i = 0;
	for (;;) {
		struct strbuf sb;
		sb_init(&sb);
		while (i < len && (line[i] == ' ' || line[i] == '\t'))
			i++;
		if (i < len && line[i] == '"') {
			i++;
			for (;;) {
				if (i >= len) {
					sb_free(&sb);
					free_cells(cells, n);
					*why = "unterminated quoted field";
					return -1;
				}
				if (line[i] == '"') {
					if (i + 1 < len && line[i + 1] == '"') {
						sb_addc(&sb, '"');
						i += 2;
						continue;
					}
					i++;
					break;
				}
				sb_addc(&sb, line[i++]);
			}
			while (i < len && (line[i] == ' ' || line[i] == '\t' ||
					   line[i] == '\r'))
				i++;
			if (i < len && line[i] != ',') {
				sb_free(&sb);
				free_cells(cells, n);
				*why = "text after a quoted field";
				return -1;
			}
		} else {
			size_t start = i;
			while (i < len && line[i] != ',')
				i++;
			char *c = trim_dup(line + start, i - start);
			sb_add(&sb, c);
			free(c);
		}
		if (sb.len > TABLE_MAX_CELL || n >= TABLE_MAX_COLS) {
			sb_free(&sb);
			free_cells(cells, n);
			*why = "field or line too long";
			return -1;
		}
		for (size_t k = 0; k < sb.len; k++)
			if ((unsigned char)sb.s[k] < 0x20 && sb.s[k] != '\t') {
				sb_free(&sb);
				free_cells(cells, n);
				*why = "control character in a field";
				return -1;
			}
		um_grow((void **)&cells, &cap, (size_t)n + 1, sizeof *cells);
		cells[n++] = sb_steal(&sb);
		if (i >= len)
			break;
		i++; /* the comma */
	}
	*cells_out = cells;
	return n;
}

struct table *
table_parse(const char *name, const char *origin, const char *text, size_t len,
	    char **err)
{
	struct table *t = um_xcalloc(1, sizeof *t);
	t->name = um_xstrdup(name);
	t->origin = um_xstrdup(origin);
	size_t cap = 0;
	int lineno = 0;
	size_t pos = 0;
	if (memchr(text, '\0', len) != NULL) {
		*err = um_xasprintf("%s:1: file contains a NUL byte; tables "
				    "are text",
				    name);
		goto fail;
	}
	while (pos < len) {
		size_t end = pos;
		while (end < len && text[end] != '\n')
			end++;
		lineno++;
		const char *line = text + pos;
		size_t llen = end - pos;
		pos = end + 1;
		while (llen > 0 && (line[llen - 1] == '\r'))
			llen--;
		size_t k = 0;
		while (k < llen && (line[k] == ' ' || line[k] == '\t'))
			k++;
		if (k == llen)
			continue; /* blank */
		if (line[k] == '#') {
			char *c = um_xstrndup(line, llen);
			if (strstr(c, "status: provisional") != NULL)
				t->provisional = true;
			free(c);
			continue;
		}
		char **cells;
		const char *why = NULL;
		int n = split_line(line, llen, &cells, &why);
		if (n < 0) {
			*err = um_xasprintf("%s:%d: %s", name, lineno, why);
			goto fail;
		}
		if (t->col == NULL) {
			for (int c = 0; c < n; c++) {
				if (!um_is_ident(cells[c], 64)) {
					*err = um_xasprintf(
					    "%s:%d: column name \"%s\" is not "
					    "a name (letters, digits, _ - .)",
					    name, lineno, cells[c]);
					free_cells(cells, n);
					goto fail;
				}
				for (int d = 0; d < c; d++)
					if (strcmp(cells[c], cells[d]) == 0) {
						*err = um_xasprintf(
						    "%s:%d: column \"%s\" "
						    "appears twice",
						    name, lineno, cells[c]);
						free_cells(cells, n);
						goto fail;
					}
			}
			t->col = cells;
			t->ncols = n;
			continue;
		}
		if (n != t->ncols) {
			*err = um_xasprintf(
			    "%s:%d: %d fields, expected %d (%s...)", name,
			    lineno, n, t->ncols, t->col[0]);
			free_cells(cells, n);
			goto fail;
		}
		um_grow((void **)&t->rows, &cap, t->nrows + 1, sizeof *t->rows);
		t->rows[t->nrows].cell = cells;
		t->rows[t->nrows].line = lineno;
		t->nrows++;
	}
	if (t->col == NULL) {
		*err = um_xasprintf("%s:%d: no header line (column names)",
				    name, lineno ? lineno : 1);
		goto fail;
	}
	return t;
fail:
	table_free(t);
	return NULL;
}

int
table_col(const struct table *t, const char *name)
{
	for (int i = 0; i < t->ncols; i++)
		if (strcmp(t->col[i], name) == 0)
			return i;
	return -1;
}

const char *
table_cell(const struct table *t, size_t row, int col)
{
	if (row >= t->nrows || col < 0 || col >= t->ncols)
		return "";
	return t->rows[row].cell[col];
}

bool
table_require_cols(const struct table *t, const char *const *cols, char **err)
{
	for (const char *const *c = cols; *c; c++)
		if (table_col(t, *c) < 0) {
			struct strbuf sb;
			sb_init(&sb);
			for (const char *const *d = cols; *d; d++)
				sb_addf(&sb, "%s%s", d == cols ? "" : ",", *d);
			*err = um_xasprintf("%s:1: missing column \"%s\"; the "
					    "columns are %s",
					    t->name, *c, sb.s);
			sb_free(&sb);
			return false;
		}
	return true;
}

static bool
cell_lookup(const struct table *t, size_t row, const char *col, const char **v,
	    char **err)
{
	int c = table_col(t, col);
	if (c < 0 || row >= t->nrows) {
		*err = um_xasprintf("%s: no column \"%s\"", t->name, col);
		return false;
	}
	*v = t->rows[row].cell[c];
	return true;
}

/* The cell of a typed getter: its text, or false when the getter is done
 * (a blank that is allowed: *done set; or an error in *err). `what` names
 * the kind of value for messages. */
static bool
typed_cell(const struct table *t, size_t row, const char *col, bool blank_ok,
	   bool *blank, const char *what, const char **v, bool *done,
	   char **err)
{
	*done = false;
	if (!cell_lookup(t, row, col, v, err))
		return false;
	if (blank)
		*blank = **v == '\0';
	if (**v != '\0')
		return true;
	if (blank_ok) {
		*done = true;
		return false;
	}
	*err = um_xasprintf("%s:%d: column %s is blank; it needs a %s", t->name,
			    t->rows[row].line, col, what);
	return false;
}

static bool
bad_cell(const struct table *t, size_t row, const char *col, const char *v,
	 const char *what, char **err)
{
	*err = um_xasprintf("%s:%d: column %s is \"%s\"; it needs a %s",
			    t->name, t->rows[row].line, col, v, what);
	return false;
}

bool
table_cell_int(const struct table *t, size_t row, const char *col,
	       bool blank_ok, long *out, bool *blank, char **err)
{
	const char *v;
	bool done;
	if (!typed_cell(t, row, col, blank_ok, blank, "whole number", &v, &done,
			err)) {
		if (done)
			*out = 0;
		return done;
	}
	if (!um_parse_int(v, -1000000, 1000000, out))
		return bad_cell(t, row, col, v, "whole number", err);
	return true;
}

bool
table_cell_num(const struct table *t, size_t row, const char *col,
	       bool blank_ok, double *out, bool *blank, char **err)
{
	const char *v;
	bool done;
	if (!typed_cell(t, row, col, blank_ok, blank, "number", &v, &done,
			err)) {
		if (done)
			*out = 0;
		return done;
	}
	if (!um_parse_double(v, out))
		return bad_cell(t, row, col, v, "number", err);
	return true;
}

static char *
read_file(const char *path, size_t *len, char **err)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL) {
		*err = um_xasprintf("%s: %s", path, strerror(errno));
		return NULL;
	}
	struct strbuf sb;
	sb_init(&sb);
	char buf[8192];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
		sb_addn(&sb, buf, n);
		if (sb.len > TABLE_MAX_BYTES) {
			fclose(f);
			sb_free(&sb);
			*err = um_xasprintf("%s: larger than %u bytes", path,
					    TABLE_MAX_BYTES);
			return NULL;
		}
	}
	bool bad = ferror(f);
	fclose(f);
	if (bad) {
		sb_free(&sb);
		*err = um_xasprintf("%s: read error", path);
		return NULL;
	}
	*len = sb.len;
	return sb_steal(&sb);
}

void
tableset_free(struct tableset *ts)
{
	if (ts == NULL)
		return;
	for (size_t i = 0; i < ts->n; i++)
		table_free(ts->t[i]);
	free(ts->t);
	free(ts->ruleset);
	free(ts);
}

struct tableset *
tableset_load(const char *ruleset, const char *override_dir, char **err)
{
	struct tableset *ts = um_xcalloc(1, sizeof *ts);
	ts->ruleset = um_xstrdup(ruleset);
	size_t rlen = strlen(ruleset);
	size_t cap = 0;
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const struct embedded_file *ef = &embedded_files[i];
		if (strncmp(ef->path, ruleset, rlen) != 0 ||
		    ef->path[rlen] != '/')
			continue;
		const char *name = ef->path + rlen + 1;
		size_t nlen = strlen(name);
		if (nlen < 4 || strcmp(name + nlen - 4, ".csv") != 0)
			continue;
		struct table *t = NULL;
		char *path = NULL;
		struct stat st;
		if (override_dir != NULL)
			path = um_xasprintf("%s/%s", override_dir, name);
		if (path != NULL && stat(path, &st) == 0) {
			size_t len;
			char *text = read_file(path, &len, err);
			if (text != NULL)
				t = table_parse(name, path, text, len, err);
			free(text);
		} else {
			t = table_parse(name, "embedded", ef->data, ef->len,
					err);
		}
		free(path);
		if (t == NULL) {
			tableset_free(ts);
			return NULL;
		}
		/* ts->t holds pointers: its element size is a pointer's. */
		um_grow((void **)&ts->t, &cap, ts->n + 1,
			sizeof *ts->t); // NOLINT(bugprone-sizeof-expression)
		ts->t[ts->n++] = t;
	}
	return ts;
}

const struct table *
tableset_get(const struct tableset *ts, const char *name)
{
	if (ts == NULL)
		return NULL;
	for (size_t i = 0; i < ts->n; i++)
		if (strcmp(ts->t[i]->name, name) == 0)
			return ts->t[i];
	return NULL;
}

bool
tableset_any_provisional(const struct tableset *ts)
{
	for (size_t i = 0; ts != NULL && i < ts->n; i++)
		if (ts->t[i]->provisional)
			return true;
	return false;
}

const char *
embedded_text(const char *path, size_t *len)
{
	for (size_t i = 0; i < embedded_nfiles; i++)
		if (strcmp(embedded_files[i].path, path) == 0) {
			if (len)
				*len = embedded_files[i].len;
			return embedded_files[i].data;
		}
	return NULL;
}

const char *
tableset_setting(const struct tableset *ts, const char *key)
{
	const struct table *t = tableset_get(ts, "settings.csv");
	if (t == NULL)
		return NULL;
	int k = table_col(t, "key"), v = table_col(t, "value");
	if (k < 0 || v < 0)
		return NULL;
	for (size_t i = 0; i < t->nrows; i++)
		if (strcmp(t->rows[i].cell[k], key) == 0)
			return t->rows[i].cell[v];
	return NULL;
}
