/* table.c - CSV rule tables (spec §5).
 *
 * Hand-written parser: the format is deliberately small (no quoted fields
 * spanning lines, '#' comment lines), errors must name file:line, and a
 * dependency (libcsv) would bring no gain here; see docs/tables.md. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "umpire/game.h"
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
	free(t->text);
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
	/* Messages name the file as the umpire knows it: its path when it
	 * came from --tables. */
	const char *where = strcmp(origin, "embedded") == 0 ? name : origin;
	t->name = um_xstrdup(name);
	t->origin = um_xstrdup(origin);
	/* A UTF-8 byte-order mark and CRLF line ends read as if absent. */
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	t->text = um_xmalloc(len + 1);
	for (size_t i = 0; i < len; i++)
		if (!(text[i] == '\r' && i + 1 < len && text[i + 1] == '\n'))
			t->text[t->len++] = text[i];
	t->text[t->len] = '\0';
	size_t cap = 0;
	int lineno = 0;
	size_t pos = 0;
	if (memchr(text, '\0', len) != NULL) {
		*err = um_xasprintf("%s:1: file contains a NUL byte; tables "
				    "are text",
				    where);
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
			*err = um_xasprintf("%s:%d: %s", where, lineno, why);
			goto fail;
		}
		if (t->col == NULL) {
			for (int c = 0; c < n; c++) {
				if (!um_is_ident(cells[c], 64)) {
					*err = um_xasprintf(
					    "%s:%d: column name \"%s\" is not "
					    "a name (letters, digits, _ - .)",
					    where, lineno, cells[c]);
					free_cells(cells, n);
					goto fail;
				}
				for (int d = 0; d < c; d++)
					if (strcmp(cells[c], cells[d]) == 0) {
						*err = um_xasprintf(
						    "%s:%d: column \"%s\" "
						    "appears twice",
						    where, lineno, cells[c]);
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
			    "%s:%d: %d fields, expected %d (%s...)", where,
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
				    where, lineno ? lineno : 1);
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

struct tableset *
tableset_ref(struct tableset *ts)
{
	if (ts != NULL)
		ts->refs++;
	return ts;
}

static void
binding_clear(struct table_binding *b)
{
	if (b->data && b->free)
		b->free(b->data);
	kv_free_array(b->settings, b->nsettings);
	memset(b, 0, sizeof *b);
}

void
tableset_free(struct tableset *ts)
{
	if (ts == NULL || --ts->refs > 0)
		return;
	for (int b = 0; b < TABLE_BINDINGS; b++)
		binding_clear(&ts->bound[b]);
	for (size_t i = 0; i < ts->n; i++)
		table_free(ts->t[i]);
	free(ts->t);
	free(ts->ruleset);
	free(ts);
}

/* Whether name, a path inside a data folder (data/RULESET/), is a table:
 * a .csv file directly in the folder. A subfolder holds the ruleset's other
 * files (its quick reference, docs/hacking.md "Adding a ruleset"), embedded
 * but neither loaded nor replaced by --tables. */
static bool
is_table_name(const char *name)
{
	size_t len = strlen(name);
	return strchr(name, '/') == NULL && len >= 4 &&
	       strcmp(name + len - 4, ".csv") == 0;
}

struct tableset *
tableset_load(const char *ruleset, const char *override_dir, char **err)
{
	if (override_dir != NULL && tables_dir_check(override_dir, err) < 0)
		return NULL;
	struct tableset *ts = um_xcalloc(1, sizeof *ts);
	ts->refs = 1;
	ts->ruleset = um_xstrdup(ruleset);
	size_t rlen = strlen(ruleset);
	size_t cap = 0;
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const struct embedded_file *ef = &embedded_files[i];
		if (strncmp(ef->path, ruleset, rlen) != 0 ||
		    ef->path[rlen] != '/')
			continue;
		const char *name = ef->path + rlen + 1;
		if (!is_table_name(name))
			continue;
		struct table *t = NULL;
		char *path = NULL;
		struct stat st;
		if (override_dir != NULL)
			path = um_xasprintf("%s/%s", override_dir, name);
		if (path != NULL && stat(path, &st) == 0 &&
		    S_ISREG(st.st_mode)) {
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
	tableset_digest(ts);
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
		if (t->rows[i].cell[k][0] == key[0] &&
		    strcmp(t->rows[i].cell[k], key) == 0)
			return t->rows[i].cell[v];
	return NULL;
}

void
tableset_digest(struct tableset *ts)
{
	uint64_t h = 1469598103934665603ull;
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		for (const char *p = t->name; *p; p++)
			h = (h ^ (unsigned char)*p) * 1099511628211ull;
		h = (h ^ 0u) * 1099511628211ull;
		for (size_t k = 0; k < t->len; k++)
			h = (h ^ (unsigned char)t->text[k]) * 1099511628211ull;
		h = (h ^ 0u) * 1099511628211ull;
	}
	snprintf(ts->digest, sizeof ts->digest, "%016llx",
		 (unsigned long long)h);
}

struct tableset *
tableset_from_texts(const char *ruleset, size_t n, const char *const *names,
		    const char *const *origins, const char *const *texts,
		    const size_t *lens, char **err)
{
	struct tableset *ts = um_xcalloc(1, sizeof *ts);
	ts->refs = 1;
	ts->ruleset = um_xstrdup(ruleset);
	ts->pinned = true;
	/* An array of pointers: its element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	ts->t = um_xcalloc(n ? n : 1, sizeof *ts->t);
	for (size_t i = 0; i < n; i++) {
		struct table *t =
		    table_parse(names[i], origins[i], texts[i], lens[i], err);
		if (t == NULL) {
			tableset_free(ts);
			return NULL;
		}
		ts->t[ts->n++] = t;
	}
	tableset_digest(ts);
	return ts;
}

const char *
tableset_first_difference(const struct tableset *a, const struct tableset *b)
{
	for (size_t i = 0; i < a->n; i++) {
		const struct table *x = a->t[i];
		const struct table *y = tableset_get(b, x->name);
		if (y == NULL || x->len != y->len ||
		    memcmp(x->text, y->text, x->len) != 0)
			return x->name;
	}
	for (size_t i = 0; i < b->n; i++)
		if (tableset_get(a, b->t[i]->name) == NULL)
			return b->t[i]->name;
	return NULL;
}

/* Every file name any ruleset has (NULL-terminated; caller frees the
 * array, not the names). */
static const char **
known_table_names(void)
{
	const char **names = um_xcalloc(embedded_nfiles + 1, sizeof *names);
	size_t n = 0;
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const char *slash = strchr(embedded_files[i].path, '/');
		const char *name = slash ? slash + 1 : embedded_files[i].path;
		if (!is_table_name(name))
			continue;
		bool dup = false;
		for (size_t k = 0; k < n && !dup; k++)
			dup = strcmp(names[k], name) == 0;
		if (!dup)
			names[n++] = name;
	}
	names[n] = NULL;
	return names;
}

/* Whether name is an entry of a data folder that is no table: a
 * subfolder (data/RULESET/quickref/) or another file (a .cmd), so that a
 * copy of a data folder is a tables folder as it is; it is not read. */
static bool
is_data_other(const char *name)
{
	size_t len = strlen(name);
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const char *sub = strchr(embedded_files[i].path, '/');
		if (sub == NULL || strncmp(sub + 1, name, len) != 0)
			continue;
		if (sub[1 + len] == '/' ||
		    (sub[1 + len] == '\0' && !is_table_name(sub + 1)))
			return true;
	}
	return false;
}

/* Whether a tables folder's entry name is not one of its files: hidden,
 * or a data folder's entry that is no table. */
static bool
dir_entry_skipped(const char *name)
{
	return name[0] == '.' || is_data_other(name);
}

int
tables_dir_check(const char *dir, char **err)
{
	struct stat st;
	if (stat(dir, &st) < 0) {
		*err = um_xasprintf("tables folder %s: %s; --tables and "
				    "`tables load` name a folder of table "
				    "files (docs/tables.md)",
				    dir, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		*err = um_xasprintf("tables folder %s: not a folder; --tables "
				    "and `tables load` name a folder of table "
				    "files (docs/tables.md)",
				    dir);
		return -1;
	}
	DIR *d = opendir(dir);
	if (d == NULL) {
		*err =
		    um_xasprintf("tables folder %s: %s", dir, strerror(errno));
		return -1;
	}
	const char **names = known_table_names();
	struct dirent *de;
	int r = 0;
	while (r == 0 && (de = readdir(d)) != NULL) {
		if (dir_entry_skipped(de->d_name))
			continue;
		char *path = um_xasprintf("%s/%s", dir, de->d_name);
		bool known = false;
		for (const char **k = names; *k && !known; k++)
			known = strcmp(*k, de->d_name) == 0;
		if (!known) {
			*err = um_xasprintf(
			    "tables folder %s: %s is not a table or settings "
			    "file umpire knows%s (the files are listed in "
			    "docs/tables.md)",
			    dir, de->d_name,
			    um_did_you_mean(de->d_name, names));
			r = -1;
		} else if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) ||
			   access(path, R_OK) < 0) {
			*err = um_xasprintf(
			    "tables folder %s: %s is not a readable "
			    "file",
			    dir, de->d_name);
			r = -1;
		}
		free(path);
	}
	closedir(d);
	free(names);
	return r;
}

static bool
settings_equal(const struct table_binding *b, const struct game *g)
{
	size_t n = g ? g->nsettings : 0;
	if (n != b->nsettings)
		return false;
	for (size_t i = 0; i < n; i++)
		if (strcmp(b->settings[i].key, g->settings[i].key) != 0 ||
		    strcmp(b->settings[i].val, g->settings[i].val) != 0)
			return false;
	return true;
}

/* The slot of owner's binding, or NULL. */
static struct table_binding *
binding_of(const struct tableset *cts, const void *owner)
{
	/* The bindings are a cache of the tables' value, not part of it. */
	struct tableset *ts = (struct tableset *)(uintptr_t)cts;
	for (int b = 0; b < TABLE_BINDINGS; b++)
		if (ts->bound[b].owner == owner)
			return &ts->bound[b];
	return NULL;
}

void *
table_bound(const struct tableset *ts, const void *owner, const struct game *g)
{
	const struct table_binding *b = ts ? binding_of(ts, owner) : NULL;
	if (b == NULL || b->data == NULL || !settings_equal(b, g))
		return NULL;
	return b->data;
}

void
table_bind(const struct tableset *ts, const void *owner, const struct game *g,
	   void *data, void (*free_fn)(void *))
{
	struct table_binding *b = binding_of(ts, owner);
	if (b == NULL)
		b = binding_of(ts, NULL);
	if (b == NULL) /* every slot taken: the last one goes */
		b = binding_of(ts, ts->bound[TABLE_BINDINGS - 1].owner);
	binding_clear(b);
	b->data = data;
	b->free = free_fn;
	b->owner = owner;
	size_t n = g ? g->nsettings : 0;
	b->nsettings = n;
	b->settings = n ? um_xcalloc(n, sizeof *b->settings) : NULL;
	for (size_t i = 0; i < n; i++) {
		b->settings[i].key = um_xstrdup(g->settings[i].key);
		b->settings[i].val = um_xstrdup(g->settings[i].val);
	}
}

bool
tables_dir_fits(const char *ruleset, const char *dir)
{
	DIR *d = opendir(dir);
	if (d == NULL)
		return false;
	bool fits = true;
	struct dirent *de;
	while (fits && (de = readdir(d)) != NULL) {
		if (dir_entry_skipped(de->d_name))
			continue;
		char *path = um_xasprintf("%s/%s", ruleset, de->d_name);
		fits = embedded_text(path, NULL) != NULL;
		free(path);
	}
	closedir(d);
	return fits;
}

const char *
tableset_setting_hint(const struct tableset *ts, const char *key)
{
	const struct table *t = tableset_get(ts, "settings.csv");
	int k = t ? table_col(t, "key") : -1;
	if (k < 0)
		return "";
	const char **names = um_xcalloc(t->nrows + 1, sizeof *names);
	for (size_t i = 0; i < t->nrows; i++)
		names[i] = t->rows[i].cell[k];
	const char *hint = um_did_you_mean(key, names);
	free(names);
	return hint;
}
