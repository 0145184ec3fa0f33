/* oob.c - orders of battle in and out (docs/scenarios.md): `units import`
 * reads a roster (CSV or TSV, RFC 4180) into typed `unit add` requests,
 * runs them on a scratch copy of the game (the same handler as a typed
 * command: every key checked by the ruleset's descriptor; each group by
 * group add's checks), and only when every row is good runs them on the
 * game as the journaled lines they are, so a game file never needs the CSV
 * file to replay. `units export` writes the roster in the same columns;
 * `check table`; the scenarios of data/scenarios. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "oob.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "bound.h"
#include "journal.h"
#include "umpire/atomicfile.h"
#include "umpire/util.h"

#define OOB_FILE_MAX (16L << 20)
#define OOB_MEN_MAX 10000000L
#define GROUP_LINE_UNITS 200  /* units per `group add` line */
#define GROUP_LINE_BYTES 3000 /* well inside CMD_LINE_MAX */

/* ---- CSV (RFC 4180) ------------------------------------------------------ */

struct csv_row {
	long line; /* the file's line where the row starts: its number */
	size_t n;
	char **cell;
};

struct csv {
	char sep;
	struct csv_row *row;
	size_t n, cap;
};

static void
csv_free(struct csv *c)
{
	for (size_t i = 0; i < c->n; i++) {
		for (size_t k = 0; k < c->row[i].n; k++)
			free(c->row[i].cell[k]);
		free(c->row[i].cell);
	}
	free(c->row);
	memset(c, 0, sizeof *c);
}

/* "A".."Z", "AA"...: a column as a spreadsheet names it. */
static const char *
col_letters(size_t i, char *buf, size_t size)
{
	char tmp[16];
	size_t n = 0;
	for (size_t v = i + 1; v > 0 && n < sizeof tmp; v = (v - 1) / 26)
		tmp[n++] = (char)('A' + (v - 1) % 26);
	size_t o = 0;
	while (n > 0 && o + 1 < size)
		buf[o++] = tmp[--n];
	buf[o] = '\0';
	return buf;
}

/* The header line's separator: the most frequent of TAB, ';' and ','
 * outside quotes (a European spreadsheet writes ';'). */
static char
csv_guess_sep(const char *p, const char *end)
{
	size_t tab = 0, semi = 0, comma = 0;
	bool q = false;
	for (; p < end && (q || (*p != '\n' && *p != '\r')); p++) {
		if (*p == '"')
			q = !q;
		else if (!q) {
			tab += *p == '\t';
			semi += *p == ';';
			comma += *p == ',';
		}
	}
	if (tab > 0 && tab >= semi && tab >= comma)
		return '\t';
	return semi > comma ? ';' : ',';
}

static int
csv_fail(char **err, long line, size_t col, const char *why)
{
	char c[16];
	*err = um_xasprintf("row %ld, column %s: %s", line,
			    col_letters(col, c, sizeof c), why);
	return -1;
}

static bool
is_blank(char ch, char sep)
{
	return ch == ' ' || (ch == '\t' && sep != '\t');
}

/* One quoted cell from just after its opening quote; *line counts the line
 * breaks inside it (a CRLF inside is read as LF). */
static int
csv_quoted(const char **pp, const char *end, char sep, long *line,
	   struct strbuf *cell, long row, size_t col, char **err)
{
	const char *p = *pp;
	for (;;) {
		if (p >= end)
			return csv_fail(err, row, col,
					"a quoted cell is not closed (its "
					"closing \" is missing)");
		if (*p == '"') {
			if (p + 1 < end && p[1] == '"') {
				sb_addc(cell, '"');
				p += 2;
				continue;
			}
			p++;
			break;
		}
		if (*p == '\r' && p + 1 < end && p[1] == '\n') {
			p++;
			continue;
		}
		*line += *p == '\n';
		sb_addc(cell, *p++);
	}
	while (p < end && is_blank(*p, sep))
		p++;
	if (p < end && *p != sep && *p != '\n' && *p != '\r')
		return csv_fail(err, row, col,
				"text after a quoted cell's closing quote; "
				"quote the whole cell and double a quote "
				"inside it (\"\")");
	*pp = p;
	return 0;
}

static int
csv_plain(const char **pp, const char *end, char sep, struct strbuf *cell,
	  long row, size_t col, char **err)
{
	const char *p = *pp;
	while (p < end && *p != sep && *p != '\n' && *p != '\r') {
		if (*p == '"')
			return csv_fail(err, row, col,
					"a quote inside a cell that does not "
					"start with one; quote the whole cell "
					"and double the quote (\"\")");
		sb_addc(cell, *p++);
	}
	*pp = p;
	/* Spaces around an unquoted cell are not part of it. */
	while (cell->len > 0 && is_blank(cell->s[cell->len - 1], sep))
		cell->s[--cell->len] = '\0';
	return 0;
}

/* A cell's text as read: UTF-8, one line, no control characters. */
static int
csv_cell_check(const char *s, long row, size_t col, char **err)
{
	long bad = um_utf8_bad(s);
	if (bad >= 0) {
		char why[160];
		snprintf(why, sizeof why,
			 "byte 0x%02x is not UTF-8 text; save the file as "
			 "CSV UTF-8",
			 (unsigned)(unsigned char)s[bad]);
		return csv_fail(err, row, col, why);
	}
	for (const char *p = s; *p; p++)
		if ((unsigned char)*p < 0x20)
			return csv_fail(err, row, col,
					"a line break or control character in "
					"a cell; a cell is one line of text");
	return 0;
}

/* One row into r; *pp moves past its line end. */
static int
csv_row(const char **pp, const char *end, char sep, long *line,
	struct csv_row *r, bool *blank, char **err)
{
	const char *p = *pp;
	size_t cap = 0;
	struct strbuf cell;
	sb_init(&cell);
	*blank = true;
	r->line = *line;
	for (;;) {
		sb_clear(&cell);
		sb_add(&cell, "");
		const char *s = p;
		while (s < end && is_blank(*s, sep))
			s++;
		int rc;
		if (s < end && *s == '"') {
			p = s + 1;
			rc = csv_quoted(&p, end, sep, line, &cell, r->line,
					r->n, err);
			*blank = false;
		} else {
			p = s;
			rc = csv_plain(&p, end, sep, &cell, r->line, r->n, err);
		}
		if (rc == 0)
			rc = csv_cell_check(cell.s, r->line, r->n, err);
		if (rc < 0) {
			sb_free(&cell);
			return -1;
		}
		*blank = *blank && cell.len == 0;
		um_grow((void **)&r->cell, &cap, r->n + 1, sizeof *r->cell);
		r->cell[r->n++] = um_xstrdup(cell.s);
		if (p < end && *p == sep) {
			p++;
			continue;
		}
		break;
	}
	sb_free(&cell);
	if (p < end && *p == '\r')
		p++;
	if (p < end && *p == '\n')
		p++;
	(*line)++;
	*pp = p;
	return 0;
}

/* Rows of text; blank rows, lines starting with '#' (comments) and rows
 * whose first cell starts with '#' are left out. A UTF-8 byte-order mark and
 * CRLF are read as if absent. */
static int
csv_parse(const char *text, size_t len, struct csv *c, char **err)
{
	const char *p = text, *end = text + len;
	memset(c, 0, sizeof *c);
	if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
		p += 3;
	const char *nul = memchr(p, '\0', (size_t)(end - p));
	if (nul) {
		long at = 1;
		for (const char *q = p; q < nul; q++)
			at += *q == '\n';
		*err = um_xasprintf("row %ld: a NUL byte; a roster is text "
				    "(save it as CSV)",
				    at);
		return -1;
	}
	long line = 1;
	const char *head = p; /* the first line that is not a comment */
	while (head < end && *head == '#') {
		const char *nl = memchr(head, '\n', (size_t)(end - head));
		head = nl ? nl + 1 : end;
	}
	c->sep = csv_guess_sep(head, end);
	while (p < end) {
		if (*p == '#') { /* a comment line: read by no one */
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			p = nl ? nl + 1 : end;
			line++;
			continue;
		}
		struct csv_row r = {0, 0, NULL};
		bool blank;
		int rc = csv_row(&p, end, c->sep, &line, &r, &blank, err);
		if (rc == 0 && !blank && r.cell[0][0] != '#') {
			um_grow((void **)&c->row, &c->cap, c->n + 1,
				sizeof *c->row);
			c->row[c->n++] = r;
			continue;
		}
		for (size_t k = 0; k < r.n; k++)
			free(r.cell[k]);
		free(r.cell);
		if (rc < 0) {
			csv_free(c);
			return -1;
		}
	}
	return 0;
}

/* ---- the header ---------------------------------------------------------- */

enum col_kind {
	COL_KEY,   /* a unit key, given to unit add as is */
	COL_NAME,  /* the unit's name */
	COL_MEN,   /* men, made figures with ratio= */
	COL_GROUP, /* its group (brigade): a group add line */
	COL_NOTE,  /* read by no one: losses (units export), map=COL:- */
};

struct col {
	enum col_kind kind;
	const char *key; /* COL_KEY: the unit key (static or the ruleset's) */
};

/* Header words and what they stand for (docs/scenarios.md); any unit key
 * of the game's ruleset is a header too. */
static const struct {
	const char *word, *to;
} col_alias[] = {
    {"name", "name"},	  {"unit", "name"},	   {"id", "name"},
    {"army", "side"},	  {"nation", "side"},	   {"type", "arm"},
    {"branch", "arm"},	  {"strength", "figures"}, {"men", "men"},
    {"brigade", "group"}, {"division", "group"},   {"corps", "group"},
    {"group", "group"},	  {"losses", "-"},
};

/* The column meant by word (an alias, a unit key, "-"): 0, or -1. */
static int
col_lookup(const char *word, const char *keys, struct col *c)
{
	char low[64];
	size_t n = 0;
	for (; word[n] && n + 1 < sizeof low; n++)
		low[n] = (char)(word[n] >= 'A' && word[n] <= 'Z'
				    ? word[n] - 'A' + 'a'
				    : word[n]);
	low[n] = '\0';
	const char *to = low;
	for (size_t i = 0; i < UM_ARRLEN(col_alias); i++)
		if (strcmp(col_alias[i].word, low) == 0)
			to = col_alias[i].to;
	if (strcmp(to, "-") == 0) {
		c->kind = COL_NOTE;
		return 0;
	}
	c->kind = strcmp(to, "name") == 0    ? COL_NAME
		  : strcmp(to, "men") == 0   ? COL_MEN
		  : strcmp(to, "group") == 0 ? COL_GROUP
					     : COL_KEY;
	if (c->kind != COL_KEY)
		return 0;
	/* A unit key by its own name: found in the list (the static copy
	 * stays valid, the words do not move). */
	size_t tl = strlen(to);
	for (const char *p = keys; *p;) {
		size_t l = strcspn(p, " ");
		if (l == tl && strncmp(p, to, l) == 0 &&
		    strcmp(to, "brigade") != 0) {
			c->key = um_xstrndup(p, l);
			return 0;
		}
		p += l;
		while (*p == ' ')
			p++;
	}
	return -1;
}

/* Every header word a roster may use, for messages. */
static char *
col_words(const char *keys)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "name unit id army nation type branch strength men brigade "
		    "division corps group losses");
	for (const char *p = keys; *p;) {
		size_t l = strcspn(p, " ");
		if (!(l == 7 && strncmp(p, "brigade", 7) == 0)) {
			sb_addc(&sb, ' ');
			sb_addn(&sb, p, l);
		}
		p += l;
		while (*p == ' ')
			p++;
	}
	return sb_steal(&sb);
}

struct header {
	struct col *col;
	size_t n;
	long name, men, group, figures; /* column indexes, -1: none */
	long side, arm;
};

static void
header_free(struct header *h)
{
	for (size_t i = 0; i < h->n; i++)
		if (h->col[i].kind == COL_KEY)
			free((char *)h->col[i].key);
	free(h->col);
}

static bool
same_word(const char *a, const char *b)
{
	return suggest_distance(a, b, 0) == 0;
}

/* map=COL:KEY,... for column i named head: the word it maps to, or
 * NULL. *used marks which entries found their column. */
static const char *
map_for(const char *map, const char *head, bool *used, char *buf, size_t size)
{
	if (map == NULL)
		return NULL;
	size_t k = 0;
	for (const char *p = map; *p; k++) {
		size_t l = strcspn(p, ",");
		const char *colon = memchr(p, ':', l);
		if (colon) {
			size_t hl = (size_t)(colon - p);
			char name[128];
			snprintf(name, sizeof name, "%.*s", (int)hl, p);
			if (same_word(name, head)) {
				used[k] = true;
				snprintf(buf, size, "%.*s", (int)(l - hl - 1),
					 colon + 1);
				return buf;
			}
		}
		p += l;
		if (*p == ',')
			p++;
	}
	return NULL;
}

static int header_fail(char **err, size_t col, const char *head,
		       const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
header_fail(char **err, size_t col, const char *head, const char *fmt, ...)
{
	char c[16];
	va_list ap;
	va_start(ap, fmt);
	char *why = um_xvasprintf(fmt, ap);
	va_end(ap);
	*err = um_xasprintf("row 1, column %s (%s): %s",
			    col_letters(col, c, sizeof c), head, why);
	free(why);
	return -1;
}

/* The column a kind or key already has, to refuse a second one. */
static long
col_taken(const struct header *h, size_t upto, const struct col *c)
{
	for (size_t i = 0; i < upto; i++) {
		const struct col *o = &h->col[i];
		bool figs = (c->kind == COL_MEN && o->kind == COL_KEY &&
			     strcmp(o->key, "figures") == 0) ||
			    (o->kind == COL_MEN && c->kind == COL_KEY &&
			     strcmp(c->key, "figures") == 0);
		if (figs ||
		    (o->kind == c->kind && c->kind != COL_NOTE &&
		     (c->kind != COL_KEY || strcmp(o->key, c->key) == 0)))
			return (long)i;
	}
	return -1;
}

static int
header_column(struct header *h, size_t i, const char *head, const char *map,
	      bool *used, const char *keys, char **err)
{
	char mapped[64];
	const char *word = map_for(map, head, used, mapped, sizeof mapped);
	struct col *c = &h->col[i];
	if (head[0] == '\0' && word == NULL)
		return header_fail(err, i, head,
				   "a column without a name; name it, or "
				   "leave it out with map=:-");
	if (col_lookup(word ? word : head, keys, c) < 0) {
		char *all = col_words(keys);
		if (word)
			header_fail(err, i, head,
				    "map=%s:%s: %s is no column word%s; "
				    "the words: %s",
				    head, word, word, suggest_in(word, all),
				    all);
		else
			header_fail(err, i, head,
				    "unknown column%s; map=%s:KEY reads it "
				    "as KEY, map=%s:- leaves it out; the "
				    "words: %s",
				    suggest_in(head, all), head, head, all);
		free(all);
		return -1;
	}
	long o = col_taken(h, i, c);
	if (o >= 0) {
		char oc[16];
		if (c->kind == COL_KEY)
			free((char *)c->key);
		c->kind = COL_NOTE;
		return header_fail(err, i, head,
				   "column %s says the same already; leave "
				   "one out with map=%s:-",
				   col_letters((size_t)o, oc, sizeof oc), head);
	}
	if (c->kind == COL_NAME)
		h->name = (long)i;
	else if (c->kind == COL_MEN)
		h->men = (long)i;
	else if (c->kind == COL_GROUP)
		h->group = (long)i;
	else if (c->kind == COL_KEY && strcmp(c->key, "figures") == 0)
		h->figures = (long)i;
	else if (c->kind == COL_KEY && strcmp(c->key, "side") == 0)
		h->side = (long)i;
	else if (c->kind == COL_KEY && strcmp(c->key, "arm") == 0)
		h->arm = (long)i;
	return 0;
}

static size_t
map_entries(const char *map)
{
	size_t n = map && *map ? 1 : 0;
	for (const char *p = map; p && *p; p++)
		n += *p == ',';
	return n;
}

/* The header row read into h: every column known, mapped or refused. */
static int
header_read(const struct game *g, const struct csv_row *r, const char *map,
	    struct header *h, char **err)
{
	memset(h, 0, sizeof *h);
	h->name = h->men = h->group = h->figures = h->side = h->arm = -1;
	h->col = um_xcalloc(r->n ? r->n : 1, sizeof *h->col);
	for (size_t i = 0; i < r->n; i++)
		h->col[i].kind = COL_NOTE;
	h->n = r->n;
	const char *keys = unit_keys_allowed(g->rs);
	size_t nmap = map_entries(map);
	bool *used = um_xcalloc(nmap ? nmap : 1, sizeof *used);
	int rc = 0;
	for (size_t i = 0; i < r->n && rc == 0; i++)
		rc = header_column(h, i, r->cell[i], map, used, keys, err);
	for (size_t k = 0; k < nmap && rc == 0; k++)
		if (!used[k]) {
			const char *p = map;
			for (size_t j = 0; j < k; j++)
				p = strchr(p, ',') + 1;
			*err = um_xasprintf("map=%.*s: no column of the header "
					    "(row 1) is named so; give "
					    "COLUMN:KEY or COLUMN:- with the "
					    "header's words",
					    (int)strcspn(p, ","), p);
			rc = -1;
		}
	free(used);
	static const char *const need[] = {"name (name|unit|id)",
					   "side (side|army|nation)",
					   "arm (arm|type|branch)",
					   ("figures (figures|strength, or men "
					    "with ratio=)")};
	const long have[] = {h->name, h->side, h->arm,
			     h->figures >= 0 ? h->figures : h->men};
	for (size_t k = 0; k < UM_ARRLEN(need) && rc == 0; k++)
		if (have[k] < 0) {
			*err = um_xasprintf("row 1: no column for the %s; "
					    "every unit needs it",
					    need[k]);
			rc = -1;
		}
	return rc;
}

/* ---- rows into unit add and group add ------------------------------------ */

struct ratio {
	long men, figures; /* men per figures; 0: none given */
};

struct group_rows {
	char *name;
	long row;	     /* its first row */
	size_t col;	     /* its column */
	struct strbuf units; /* comma separated */
	size_t n;
};

/* What the import will run: unit add requests (typed), a group column as
 * their brigade= key; the groups, checked as group add checks them; notes
 * say what was rounded. */
struct plan {
	struct args *add; /* unit add NAME key=value..., one per row */
	long *row;	  /* their rows */
	size_t **kvcol;	  /* column of each key=value */
	size_t nadd, capadd;
	struct group_rows *grp;
	size_t ngrp, capgrp;
	struct out notes;
	size_t rounded;
	size_t name_col;
};

static void
plan_free(struct plan *p)
{
	for (size_t i = 0; i < p->nadd; i++) {
		args_free(&p->add[i]);
		free(p->kvcol[i]);
	}
	free(p->add);
	free(p->row);
	free(p->kvcol);
	for (size_t i = 0; i < p->ngrp; i++) {
		free(p->grp[i].name);
		sb_free(&p->grp[i].units);
	}
	free(p->grp);
	out_free(&p->notes);
}

static int
ratio_parse(const char *v, struct ratio *r, char **err)
{
	long m, f;
	const char *colon = v ? strchr(v, ':') : NULL;
	char men[32];
	if (colon && (size_t)(colon - v) < sizeof men) {
		snprintf(men, sizeof men, "%.*s", (int)(colon - v), v);
		if (um_parse_int(men, 1, 100000, &m) &&
		    um_parse_int(colon + 1, 1, 1000, &f)) {
			r->men = m;
			r->figures = f;
			return 0;
		}
	}
	*err = um_xasprintf("ratio=%s is not allowed; ratio is MEN:FIGURE, "
			    "whole numbers (e.g. ratio=20:1: a figure is 20 "
			    "men)",
			    v);
	return -1;
}

static int row_fail(char **err, long row, size_t col, const char *head,
		    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static int
row_fail(char **err, long row, size_t col, const char *head, const char *fmt,
	 ...)
{
	char c[16];
	va_list ap;
	va_start(ap, fmt);
	char *why = um_xvasprintf(fmt, ap);
	va_end(ap);
	*err = um_xasprintf("row %ld, column %s (%s): %s", row,
			    col_letters(col, c, sizeof c), head, why);
	free(why);
	return -1;
}

/* men at the ratio as figures, rounded half up; a note when rounded. */
static int
men_figures(struct plan *p, const struct ratio *ratio, const char *unit,
	    const char *v, long row, size_t col, const char *head, long *fig,
	    char **err)
{
	long men;
	if (!um_parse_int(v, 1, OOB_MEN_MAX, &men))
		return row_fail(err, row, col, head,
				"%s is not allowed; men is a whole number "
				"from 1 to %ld",
				v, OOB_MEN_MAX);
	double exact =
	    (double)men * (double)ratio->figures / (double)ratio->men;
	*fig = (long)floor(exact + 0.5);
	if (*fig < 1)
		return row_fail(err, row, col, head,
				"%ld men at %ld:%ld are %.2f figures; a unit "
				"has at least 1 figure",
				men, ratio->men, ratio->figures, exact);
	if ((double)*fig != exact) {
		char e[32];
		um_fmt_num(e, sizeof e, exact);
		out_text(&p->notes,
			 "  row %ld: %s %ld men at %ld:%ld are %s figures, "
			 "rounded to %ld",
			 row, unit, men, ratio->men, ratio->figures, e, *fig);
		p->rounded++;
	}
	return 0;
}

static void
args_add_word(struct args *a, size_t *cap, const char *w)
{
	um_grow((void **)&a->word, cap, a->nword + 1, sizeof *a->word);
	a->word[a->nword++] = um_xstrdup(w);
}

static void
args_add_kv(struct args *a, size_t *cap, const char *k, const char *v)
{
	um_grow((void **)&a->kv, cap, a->nkv + 1, sizeof *a->kv);
	a->kv[a->nkv].key = um_xstrdup(k);
	a->kv[a->nkv].val = um_xstrdup(v);
	a->nkv++;
}

/* A cell as written by units export: one space before a first = + - @
 * that is not a number is not part of it (oob_csv_cell). */
static const char *
cell_text(const char *v)
{
	if (v[0] == ' ' && v[1] && strchr("=+-@", v[1]))
		return v + 1;
	return v;
}

static void
group_note(struct plan *p, const char *group, const char *unit, long row,
	   size_t col)
{
	struct group_rows *gr = NULL;
	for (size_t i = 0; i < p->ngrp && gr == NULL; i++)
		if (strcmp(p->grp[i].name, group) == 0)
			gr = &p->grp[i];
	if (gr == NULL) {
		um_grow((void **)&p->grp, &p->capgrp, p->ngrp + 1,
			sizeof *p->grp);
		gr = &p->grp[p->ngrp++];
		gr->name = um_xstrdup(group);
		gr->row = row;
		gr->col = col;
		gr->n = 0;
		sb_init(&gr->units);
		sb_add(&gr->units, "");
	}
	sb_addf(&gr->units, "%s%s", gr->n ? "," : "", unit);
	gr->n++;
}

/* Which cells go first on the line: side, arm, figures, as typed. */
static int
key_rank(const struct col *c)
{
	if (c->kind == COL_MEN)
		return 2;
	if (c->kind != COL_KEY)
		return 3;
	return strcmp(c->key, "side") == 0	? 0
	       : strcmp(c->key, "arm") == 0	? 1
	       : strcmp(c->key, "figures") == 0 ? 2
						: 3;
}

/* One data row into a unit add request (and its group). */
static int
plan_row(struct plan *p, const struct header *h, const struct csv_row *r,
	 const struct csv_row *head, const struct ratio *ratio, char **err)
{
	for (size_t i = h->n; i < r->n; i++)
		if (r->cell[i][0])
			return row_fail(err, r->line, i, "-",
					"a cell beyond the header's %zu "
					"columns; give the column a name in "
					"row 1",
					h->n);
	const char *name = (size_t)h->name < r->n ? r->cell[h->name] : "";
	name = cell_text(name);
	size_t nc = (size_t)h->name;
	if (name[0] == '\0')
		return row_fail(err, r->line, nc, head->cell[nc],
				"no name; every unit needs one");
	struct args a = {0};
	size_t capw = 0, capkv = 0;
	args_add_word(&a, &capw, "unit");
	args_add_word(&a, &capw, "add");
	args_add_word(&a, &capw, name);
	size_t *kvcol = um_xcalloc(h->n + 1, sizeof *kvcol);
	int rc = 0;
	for (int rank = 0; rank < 4 && rc == 0; rank++)
		for (size_t i = 0; i < h->n && rc == 0; i++) {
			const struct col *c = &h->col[i];
			const char *v = i < r->n ? cell_text(r->cell[i]) : "";
			if (key_rank(c) != rank || v[0] == '\0')
				continue;
			if (c->kind == COL_GROUP && rank == 3)
				group_note(p, v, name, r->line, i);
			if (c->kind == COL_NAME || c->kind == COL_NOTE)
				continue;
			char fig[32];
			if (c->kind == COL_MEN) {
				long f = 0;
				rc = men_figures(p, ratio, name, v, r->line, i,
						 head->cell[i], &f, err);
				snprintf(fig, sizeof fig, "%ld", f);
				v = fig;
			}
			if (rc == 0) {
				kvcol[a.nkv] = i;
				args_add_kv(&a, &capkv,
					    c->kind == COL_MEN	   ? "figures"
					    : c->kind == COL_GROUP ? "brigade"
								   : c->key,
					    v);
			}
		}
	a.used = um_xcalloc(a.nkv ? a.nkv : 1, sizeof *a.used);
	if (rc < 0) {
		args_free(&a);
		free(kvcol);
		return -1;
	}
	um_grow((void **)&p->add, &p->capadd, p->nadd + 1, sizeof *p->add);
	p->row = um_xrealloc(p->row, p->capadd * sizeof *p->row);
	p->kvcol = um_xrealloc(p->kvcol, p->capadd * sizeof *p->kvcol);
	p->add[p->nadd] = a;
	p->row[p->nadd] = r->line;
	p->kvcol[p->nadd] = kvcol;
	p->nadd++;
	return 0;
}

/* Every row of c (header first) into p. */
static int
plan_make(const struct game *g, const struct csv *c,
	  const struct oob_import_opts *o, struct plan *p, char **err)
{
	memset(p, 0, sizeof *p);
	out_init(&p->notes);
	if (c->n == 0) {
		*err = um_xstrdup("row 1: no header row; the first row names "
				  "the columns (name,side,arm,figures,...)");
		return -1;
	}
	struct header h;
	struct ratio ratio = {0, 0};
	int rc = header_read(g, &c->row[0], o->map, &h, err);
	p->name_col = h.name >= 0 ? (size_t)h.name : 0;
	if (rc == 0 && o->ratio && ratio_parse(o->ratio, &ratio, err) < 0)
		rc = -1;
	if (rc == 0 && h.men >= 0 && ratio.men == 0)
		rc = header_fail(err, (size_t)h.men, c->row[0].cell[h.men],
				 "men need ratio=MEN:FIGURE (e.g. ratio=20:1); "
				 "no ruleset here says how many men a figure "
				 "stands for");
	if (rc == 0 && h.men < 0 && ratio.men != 0) {
		*err = um_xasprintf("ratio=%s is for a column of men; this "
				    "file has none (map=COLUMN:men names it)",
				    o->ratio);
		rc = -1;
	}
	for (size_t i = 1; i < c->n && rc == 0; i++)
		rc = plan_row(p, &h, &c->row[i], &c->row[0], &ratio, err);
	header_free(&h);
	return rc;
}

/* ---- checked on a scratch game, then run ----------------------------------
 */

/* The column a refused unit add points at: the name's when the name is
 * at fault, else the first key it did not take (keys are taken in order);
 * when it took them all, x or y given alone, else the figures. */
static size_t
refused_col(const struct args *a, const size_t *kvcol, size_t name_col,
	    bool name_bad)
{
	if (name_bad)
		return name_col;
	long x = -1, y = -1, fig = -1;
	for (size_t k = 0; k < a->nkv; k++) {
		if (!a->used[k])
			return kvcol[k];
		if (strcmp(a->kv[k].key, "x") == 0)
			x = (long)k;
		else if (strcmp(a->kv[k].key, "y") == 0)
			y = (long)k;
		else if (strcmp(a->kv[k].key, "figures") == 0)
			fig = (long)k;
	}
	if ((x < 0) != (y < 0))
		return kvcol[x >= 0 ? x : y];
	return fig >= 0 ? kvcol[fig] : name_col;
}

static int
run_on(struct session *x, struct args *a, size_t nw, char **e)
{
	size_t found;
	const struct cmd_entry *ent = session_cmd_find(x, a, &found);
	if (ent == NULL || ent->exec == NULL || found != nw) {
		*e = um_xstrdup("internal error: no command for the request");
		return -1;
	}
	struct out o;
	out_init(&o);
	o.quiet = true;
	struct strbuf extra;
	sb_init(&extra);
	sb_add(&extra, "");
	int r = session_run_parsed(x, ent, nw, a, &o, &extra, e);
	sb_free(&extra);
	out_free(&o);
	return r;
}

/* The group add lines of one group: its units in lines of at most
 * GROUP_LINE_UNITS (a group add adds to a group that exists). */
static void
group_lines(const struct group_rows *gr, struct args **out, size_t *n)
{
	*n = 0;
	size_t cap = 0;
	const char *p = gr->units.s;
	while (*p) {
		struct strbuf list;
		sb_init(&list);
		sb_add(&list, "");
		for (size_t k = 0;
		     *p && k < GROUP_LINE_UNITS && list.len < GROUP_LINE_BYTES;
		     k++) {
			size_t l = strcspn(p, ",");
			if (k)
				sb_addc(&list, ',');
			sb_addn(&list, p, l);
			p += l;
			if (*p == ',')
				p++;
		}
		um_grow((void **)out, &cap, *n + 1, sizeof **out);
		struct args *a = &(*out)[(*n)++];
		memset(a, 0, sizeof *a);
		size_t capw = 0;
		args_add_word(a, &capw, "group");
		args_add_word(a, &capw, "add");
		args_add_word(a, &capw, gr->name);
		args_add_word(a, &capw, list.s);
		a->used = um_xcalloc(1, sizeof *a->used);
		sb_free(&list);
	}
}

struct lines {
	char **line;
	size_t n, cap;
};

static void
lines_add(struct lines *l, char *line)
{
	um_grow((void **)&l->line, &l->cap, l->n + 1, sizeof *l->line);
	l->line[l->n++] = line;
}

static void
lines_free(struct lines *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->line[i]);
	free(l->line);
}

/* Run every request on x (a scratch copy of the game), then a group add
 * of each group (its checks: a group is not named like a unit or a side;
 * its units are in it already, so it changes nothing more); the command
 * lines go to lines. -1 with *err naming the row and column of the first
 * that is refused. */
static int
plan_check(struct session *x, struct plan *p, const struct csv_row *head,
	   struct lines *lines, char **err)
{
	for (size_t i = 0; i < p->nadd; i++) {
		struct args *a = &p->add[i];
		const char *name = a->word[2];
		bool name_bad = !um_is_ident(name, UM_NAME_MAX) ||
				game_unit_c(x->g, name) != NULL;
		char *e = NULL;
		if (run_on(x, a, 2, &e) < 0) {
			size_t col =
			    refused_col(a, p->kvcol[i], p->name_col, name_bad);
			row_fail(err, p->row[i], col, head->cell[col], "%s", e);
			free(e);
			return -1;
		}
		lines_add(lines, args_format(a));
	}
	for (size_t g = 0; g < p->ngrp; g++) {
		struct args *ga = NULL;
		size_t n = 0;
		int rc = 0;
		group_lines(&p->grp[g], &ga, &n);
		for (size_t k = 0; k < n; k++) {
			char *e = NULL;
			if (rc == 0 && run_on(x, &ga[k], 2, &e) < 0) {
				const struct group_rows *gr = &p->grp[g];
				row_fail(err, gr->row, gr->col,
					 head->cell[gr->col], "%s", e);
				free(e);
				rc = -1;
			}
			args_free(&ga[k]);
		}
		free(ga);
		if (rc < 0)
			return -1;
	}
	return 0;
}

static void
import_report(struct out *out, const char *what, const struct plan *p,
	      const struct lines *l, bool dry)
{
	if (dry)
		for (size_t i = 0; i < l->n; i++)
			out_text(out, "  %s", l->line[i]);
	for (size_t i = 0; i < p->notes.n; i++)
		out_add(out, p->notes.lines[i].kind, p->notes.lines[i].text);
	struct rec r;
	rec_begin(&r, "IMPORT");
	rec_str(&r, "file", what);
	rec_int(&r, "units", (long)p->nadd);
	rec_int(&r, "groups", (long)p->ngrp);
	rec_int(&r, "commands", (long)l->n);
	rec_int(&r, "rounded", (long)p->rounded);
	rec_bool(&r, "dry", dry);
	rec_end(&r, out);
	if (dry)
		out_text(out,
			 "  dry run: %zu units, %zu group(s); nothing was "
			 "added (without dry=yes these %zu commands are "
			 "run and journaled)",
			 p->nadd, p->ngrp, l->n);
	else
		out_text(out,
			 "  imported %zu units in %zu group(s) from %s: %zu "
			 "commands journaled (undo takes back one at a time)",
			 p->nadd, p->ngrp, what, l->n);
}

int
oob_import_text(struct session *s, const char *what, const char *text,
		size_t len, const struct oob_import_opts *o, struct out *out,
		char **err)
{
	*err = NULL;
	struct csv c;
	struct plan p;
	struct lines l = {NULL, 0, 0};
	char *why = NULL;
	bool planned = false;
	int rc = csv_parse(text, len, &c, &why);
	if (rc == 0) {
		planned = true;
		rc = plan_make(s->g, &c, o, &p, &why);
	}
	if (rc == 0) {
		struct session *x = session_fork(s, &why);
		rc = x ? plan_check(x, &p, &c.row[0], &l, &why) : -1;
		session_free(x);
	}
	if (rc == 0 && !o->dry) {
		struct out ran;
		out_init(&ran);
		rc = session_exec_batch(s, l.line, l.n, &ran, &why);
		out_free(&ran);
	}
	if (rc == 0)
		import_report(out, what, &p, &l, o->dry);
	else
		*err = um_xasprintf("units import %s: %s; nothing was imported",
				    what, why ? why : "refused");
	free(why);
	lines_free(&l);
	if (planned) {
		plan_free(&p);
		csv_free(&c);
	}
	return rc;
}

static char *
read_roster(const char *path, size_t *len, char **err)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL) {
		*err = um_xasprintf("units import %s: cannot read it: %s", path,
				    strerror(errno));
		return NULL;
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0 &&
	       sb.len <= (size_t)OOB_FILE_MAX)
		sb_addn(&sb, buf, n);
	bool bad = ferror(f);
	fclose(f);
	if (bad || sb.len > (size_t)OOB_FILE_MAX) {
		*err = um_xasprintf("units import %s: %s", path,
				    bad ? "a read error"
					: "larger than 16 MiB; a roster is "
					  "smaller");
		sb_free(&sb);
		return NULL;
	}
	*len = sb.len;
	return sb_steal(&sb);
}

int
oob_import_command(struct session *s, struct args *a, bool replay,
		   struct out *out, char **err)
{
	static const char allowed[] = "map ratio dry";
	if (replay) {
		*err = um_xstrdup("units import does not belong in a game "
				  "file (an import is journaled as the unit "
				  "add and group add lines it made)");
		return -1;
	}
	if (a->nword != 3) {
		*err = um_xstrdup("usage: units import FILE [map=COL:KEY,...] "
				  "[ratio=MEN:FIGURE] [dry=yes]");
		return -1;
	}
	struct oob_import_opts o = {0};
	for (size_t i = 0; i < a->nkv; i++) {
		const char *k = a->kv[i].key, *v = a->kv[i].val;
		if (strcmp(k, "map") == 0)
			o.map = v;
		else if (strcmp(k, "ratio") == 0)
			o.ratio = v;
		else if (strcmp(k, "dry") == 0) {
			if (!um_parse_bool(v, &o.dry)) {
				*err = um_xasprintf(
				    "dry=%s is not allowed; dry is one of "
				    "yes|no|true|false|1|0",
				    v);
				return -1;
			}
		} else {
			*err = um_xasprintf("units import: unknown key %s%s; "
					    "allowed: %s",
					    k, suggest_in(k, allowed), allowed);
			return -1;
		}
	}
	if (s->read_only && !o.dry) {
		*err = um_xasprintf("%s is open read-only (--read-only): "
				    "nothing changes; units import ... "
				    "dry=yes shows what it would add",
				    s->path ? s->path : "the game");
		return -1;
	}
	size_t len = 0;
	char *text = read_roster(a->word[2], &len, err);
	if (text == NULL)
		return -1;
	int r = oob_import_text(s, a->word[2], text, len, &o, out, err);
	free(text);
	return r;
}

/* ---- units export ---------------------------------------------------------
 */

void
oob_csv_cell(struct strbuf *sb, const char *v)
{
	double d;
	/* A negative number stays a number; "+3" would lose its sign. */
	bool formula = v[0] && strchr("=+-@", v[0]) &&
		       !(v[0] == '-' && um_parse_double(v, &d));
	/* Quoted as a spreadsheet writes it (Gnumeric: a space inside). */
	bool quote = formula || strpbrk(v, " ,;\"\t") != NULL;
	if (!quote) {
		sb_add(sb, v);
		return;
	}
	sb_addc(sb, '"');
	if (formula)
		sb_addc(sb, ' ');
	for (const char *p = v; *p; p++) {
		if (*p == '"')
			sb_addc(sb, '"');
		sb_addc(sb, *p);
	}
	sb_addc(sb, '"');
}

/* A number as few digits as read back exactly. */
static void
num_exact(char *b, size_t size, double v)
{
	um_fmt_num(b, size, v);
	double back;
	for (int prec = 3; prec <= 12; prec++) {
		if (um_parse_double(b, &back) && back == v)
			return;
		snprintf(b, size, "%.*f", prec, v);
		char *e = b + strlen(b) - 1;
		while (e > b && *e == '0')
			*e-- = '\0';
		if (*e == '.')
			*e = '\0';
	}
}

/* The value of a ruleset key on u as its own UNIT fields say it (rec:
 * the fields of unit_record alone), "" when not said. */
static void
rules_key_value(const struct unit_key *k, const struct unit *u,
		const struct record *rec, char *buf, size_t size)
{
	const char *at = (const char *)u + k->offset;
	buf[0] = '\0';
	switch (k->type) {
	case UNIT_KEY_BOOL:
		snprintf(buf, size, "%s",
			 *(const bool *)(const void *)at ? "yes" : "no");
		return;
	case UNIT_KEY_INT:
		snprintf(buf, size, "%d", *(const int *)(const void *)at);
		return;
	case UNIT_KEY_ENUM:
		snprintf(buf, size, "%s",
			 k->names[*(const int *)(const void *)at]);
		return;
	case UNIT_KEY_CUSTOM:
		break;
	}
	const char *v = rec ? record_get(rec, k->name) : NULL;
	snprintf(buf, size, "%s", v ? v : "");
}

/* The ruleset's own UNIT fields of u (false: it has none). */
static bool
rules_fields(const struct game *g, const struct unit *u, struct rec *r)
{
	if (g->rs->unit_record == NULL)
		return false;
	rec_begin(r, "UNIT");
	g->rs->unit_record(g, u, r);
	return true;
}

/* The common columns after the name, in this order; then brigade, the
 * ruleset's keys and losses. */
static const char *const export_common[] = {
    "side",   "arm",	"figures", "formation", "state", "x",
    "y",      "facing", "guns",	   "width",	"depth", "label",
    "weapon", "level",	"cover",   "mother",	NULL};

static void
common_value(const struct game *g, const struct unit *u, const char *key,
	     char *b, size_t size)
{
	b[0] = '\0';
	const char *s = NULL;
	if (strcmp(key, "side") == 0)
		s = u->side;
	else if (strcmp(key, "arm") == 0)
		s = arm_names[u->arm];
	else if (strcmp(key, "figures") == 0)
		snprintf(b, size, "%d", u->figures);
	else if (strcmp(key, "formation") == 0)
		s = unit_formation_name(g, u);
	else if (strcmp(key, "state") == 0)
		s = unit_state_name(g, u);
	else if (u->placed && strcmp(key, "x") == 0)
		num_exact(b, size, u->x);
	else if (u->placed && strcmp(key, "y") == 0)
		num_exact(b, size, u->y);
	else if (u->placed && strcmp(key, "facing") == 0)
		num_exact(b, size, u->facing);
	else if (strcmp(key, "guns") == 0 && u->arm == ARM_ARTILLERY)
		snprintf(b, size, "%d", u->guns);
	else if (strcmp(key, "width") == 0 && u->width > 0)
		num_exact(b, size, u->width);
	else if (strcmp(key, "depth") == 0 && u->depth > 0)
		num_exact(b, size, u->depth);
	else if (strcmp(key, "label") == 0)
		s = u->label;
	else if (strcmp(key, "weapon") == 0)
		s = u->weapon;
	else if (strcmp(key, "level") == 0 && u->level)
		snprintf(b, size, "%d", u->level);
	else if (strcmp(key, "cover") == 0 && u->cover)
		s = cover_names[u->cover];
	else if (strcmp(key, "mother") == 0)
		s = u->mother;
	if (s)
		snprintf(b, size, "%s", s);
}

struct export_cols {
	const char *key[64];
	const struct unit_key *rk[64]; /* the ruleset's key, or NULL */
	size_t n;
};

static void
export_columns(const struct game *g, struct export_cols *c)
{
	c->n = 0;
	c->key[c->n] = "name";
	c->rk[c->n++] = NULL;
	for (size_t i = 0; export_common[i]; i++) {
		c->key[c->n] = export_common[i];
		c->rk[c->n++] = NULL;
	}
	c->key[c->n] = "brigade";
	c->rk[c->n++] = NULL;
	for (const struct unit_key *k = g->rs->keys;
	     k && k->name && c->n + 1 < UM_ARRLEN(c->key); k++) {
		c->key[c->n] = k->name;
		c->rk[c->n++] = k;
	}
	c->key[c->n] = "losses";
	c->rk[c->n++] = NULL;
}

/* Row r's cells (r < 0: a unit fresh from unit_defaults, whose values are
 * left out as defaults). */
static void
export_values(const struct game *g, const struct unit *u,
	      const struct export_cols *c, char (*v)[UM_LABEL_BYTES + 64])
{
	struct rec rf;
	bool has = rules_fields(g, u, &rf);
	for (size_t i = 0; i < c->n; i++) {
		const char *k = c->key[i];
		size_t size = sizeof v[i];
		if (c->rk[i])
			rules_key_value(c->rk[i], u, has ? &rf.r : NULL, v[i],
					size);
		else if (strcmp(k, "name") == 0)
			snprintf(v[i], size, "%s", u->name);
		else if (strcmp(k, "brigade") == 0)
			snprintf(v[i], size, "%s", u->brigade);
		else if (strcmp(k, "losses") == 0)
			snprintf(v[i], size, "%d",
				 u->figures_start - u->figures);
		else
			common_value(g, u, k, v[i], size);
	}
	if (has)
		record_free(&rf.r);
}

typedef char export_cell[UM_LABEL_BYTES + 64];

/* u's cells with the values a fresh unit of its arm has left empty (as the
 * import leaves them to unit add's defaults). */
static void
export_row(const struct game *g, const struct unit *u,
	   const struct export_cols *c, export_cell *v, export_cell *dflt)
{
	struct unit d;
	game_unit_defaults(g, &d);
	d.arm = u->arm;
	export_values(g, u, c, v);
	export_values(g, &d, c, dflt);
	for (size_t i = 0; i < c->n; i++) {
		bool must = i <= 3 || strcmp(c->key[i], "state") == 0 ||
			    strcmp(c->key[i], "formation") == 0;
		if (!must && strcmp(v[i], dflt[i]) == 0)
			v[i][0] = '\0';
	}
	/* losses: none is no loss */
	if (strcmp(c->key[c->n - 1], "losses") == 0 &&
	    strcmp(v[c->n - 1], "0") == 0)
		v[c->n - 1][0] = '\0';
}

/* A removed unit (5.5.2, eliminated) or one without figures is not in the
 * next battle: left out of the file, and said so. */
static bool
exported(const struct unit *u)
{
	return !u->removed && u->figures >= 1;
}

/* The first unit of each side written so far. */
struct side_firsts {
	struct unit *unit;
	size_t n, cap;
};

/* Would unit add take u's side for a slip of a side written before it
 * (side=, docs/tui.md)? Then the file says side=NEW:S, as one types it. A
 * game of those first units asks the same rule (suggest_side). */
static bool
side_is_slip(struct side_firsts *sf, const struct unit *u)
{
	for (size_t i = 0; i < sf->n; i++)
		if (strcmp(sf->unit[i].side, u->side) == 0)
			return false;
	struct game probe;
	memset(&probe, 0, sizeof probe);
	probe.units = sf->unit;
	probe.nunits = sf->n;
	bool slip = suggest_side(&probe, u->side) != NULL;
	um_grow((void **)&sf->unit, &sf->cap, sf->n + 1, sizeof *sf->unit);
	sf->unit[sf->n++] = *u;
	return slip;
}

/* The roster as CSV: the columns any unit has a value in. */
static char *
export_text(const struct game *g, size_t *len)
{
	struct export_cols c;
	export_columns(g, &c);
	export_cell *v = um_xcalloc(c.n, sizeof *v);
	export_cell *d = um_xcalloc(c.n, sizeof *d);
	bool used[64] = {true, true, true, true};
	for (size_t i = 0; i < g->nunits; i++) {
		if (!exported(&g->units[i]))
			continue;
		export_row(g, &g->units[i], &c, v, d);
		for (size_t k = 0; k < c.n; k++)
			used[k] = used[k] || v[k][0];
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (size_t k = 0, n = 0; k < c.n; k++)
		if (used[k]) {
			if (n++)
				sb_addc(&sb, ',');
			oob_csv_cell(&sb, c.key[k]);
		}
	sb_addc(&sb, '\n');
	struct side_firsts sf = {NULL, 0, 0};
	for (size_t i = 0; i < g->nunits; i++) {
		if (!exported(&g->units[i]))
			continue;
		export_row(g, &g->units[i], &c, v, d);
		if (side_is_slip(&sf, &g->units[i]))
			um_snprintf(v[1], sizeof v[1], "NEW:%s",
				    g->units[i].side);
		for (size_t k = 0, n = 0; k < c.n; k++)
			if (used[k]) {
				if (n++)
					sb_addc(&sb, ',');
				oob_csv_cell(&sb, v[k]);
			}
		sb_addc(&sb, '\n');
	}
	free(sf.unit);
	free(v);
	free(d);
	*len = sb.len;
	return sb_steal(&sb);
}

/* The writer: the one file writer of umpire (atomicfile.h). */
int
oob_write_file(const char *cmd, const char *path, const char *text, size_t len,
	       char **err)
{
	char *why = NULL;
	if (atomic_write(path, text, len, &why) < 0) {
		*err = um_xasprintf("%s: %s; nothing was written", cmd, why);
		free(why);
		return -1;
	}
	return 0;
}

/* `units` of game x, one UNIT line each. */
static void
units_lines(struct session *x, struct out *o)
{
	struct args a = {0};
	size_t cap = 0;
	args_add_word(&a, &cap, "units");
	a.used = um_xcalloc(1, sizeof *a.used);
	char *e = NULL;
	size_t found;
	const struct cmd_entry *ent = session_cmd_find(x, &a, &found);
	struct strbuf extra;
	sb_init(&extra);
	sb_add(&extra, "");
	if (ent && ent->exec)
		session_run_parsed(x, ent, found, &a, o, &extra, &e);
	sb_free(&extra);
	free(e);
	args_free(&a);
}

/* "supply_rolls=1 (back: -)" for the fields of two UNIT records that
 * differ. */
static void
record_diff(const struct record *was, const struct record *back,
	    struct strbuf *sb)
{
	const char *pos = NULL, *k, *a;
	while (record_next(was, &pos, &k, &a)) {
		const char *b = record_get(back, k);
		if (*k && record_get(was, k) == a &&
		    strcmp(a, b ? b : "-") != 0)
			sb_addf(sb, " %s=%s (back: %s)", k, a, b ? b : "-");
	}
}

/* Import text into an empty copy of the game and say what does not come
 * back as `units` shows it now. */
static void
export_check(struct cmd_ctx *ctx, const char *text, size_t len)
{
	char *e = NULL;
	struct session *x = session_fork(ctx->s, &e);
	if (x == NULL) {
		free(e);
		return;
	}
	while (x->g->nunits > 0)
		game_remove_unit(x->g, x->g->nunits - 1);
	struct oob_import_opts o = {0};
	struct out said, was, back;
	out_init(&said);
	out_init(&was);
	out_init(&back);
	if (oob_import_text(x, "it", text, len, &o, &said, &e) < 0) {
		out_warn(ctx->out,
			 "units export: the file does not import "
			 "again: %s",
			 e);
	} else {
		units_lines(ctx->s, &was);
		units_lines(x, &back);
		/* back holds the exported units, in roster order. */
		size_t j = 0;
		for (size_t i = 0; i < ctx->g->nunits && i < was.n; i++) {
			const struct unit *u = &ctx->g->units[i];
			if (!exported(u)) {
				out_text(ctx->out,
					 "  left out: %s (%s; not in the next "
					 "battle)",
					 u->name,
					 u->removed ? "removed" : "no figures");
				continue;
			}
			if (j >= back.n)
				break;
			const struct out_line *b = &back.lines[j++];
			if (strcmp(was.lines[i].text, b->text) == 0)
				continue;
			struct strbuf d;
			sb_init(&d);
			sb_add(&d, "");
			record_diff(&was.lines[i].rec, &b->rec, &d);
			out_text(ctx->out, "  not carried by the file: %s%s",
				 u->name, d.s);
			sb_free(&d);
		}
	}
	free(e);
	out_free(&said);
	out_free(&was);
	out_free(&back);
	session_free(x);
}

int
cmd_units_export(struct cmd_ctx *ctx, struct args *a)
{
	bool fresh = false;
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: units export FILE [fresh=yes]");
	if (args_bool(ctx, a, "fresh", &fresh) < 0 ||
	    args_check_unused(ctx, a, "units export", "fresh") < 0)
		return -1;
	const char *path = a->word[ctx->argi];
	size_t len;
	char *text = export_text(ctx->g, &len);
	char *err = NULL;
	if (oob_write_file("units export", path, text, len, &err) < 0) {
		free(text);
		cmd_error(ctx, "%s", err);
		free(err);
		return -1;
	}
	struct rec r;
	rec_begin(&r, "EXPORT");
	rec_str(&r, "file", path);
	size_t n = 0;
	for (size_t i = 0; i < ctx->g->nunits; i++)
		n += exported(&ctx->g->units[i]);
	rec_int(&r, "units", (long)n);
	rec_end(&r, ctx->out);
	out_text(ctx->out,
		 "  wrote %zu units to %s (units import %s reads "
		 "them back)",
		 n, path, path);
	/* No ruleset here says which losses recover between battles. */
	if (fresh)
		out_text(ctx->out,
			 "  fresh=yes: %s says nothing (verified) about "
			 "losses recovered between battles; they are carried "
			 "as they are (docs/scenarios.md)",
			 ctx->g->rs->name);
	export_check(ctx, text, len);
	free(text);
	return 0;
}

/* ---- check table ----------------------------------------------------------
 */

static const char *
compass(double facing)
{
	static const char *const dir[] = {"N", "NE", "E", "SE",
					  "S", "SW", "W", "NW"};
	int i = (int)floor(fmod(facing + 22.5, 360.0) / 45.0);
	return dir[i < 0 || i > 7 ? 0 : i];
}

static void
position_line(struct cmd_ctx *ctx, const struct unit *u)
{
	const struct game *g = ctx->g;
	char x[32], y[32], f[32];
	struct rec r;
	rec_begin(&r, "POSITION");
	rec_str(&r, "unit", u->name);
	rec_str(&r, "side", u->side);
	if (u->placed) {
		rec_num(&r, "x", u->x);
		rec_num(&r, "y", u->y);
		rec_num(&r, "facing", u->facing);
		rec_str(&r, "toward", compass(u->facing));
	} else {
		rec_str(&r, "placed", "no");
	}
	rec_str(&r, "formation", unit_formation_name(g, u));
	rec_str(&r, "state", unit_state_name(g, u));
	rec_int(&r, "figures", u->figures);
	if (u->removed)
		rec_str(&r, "removed", "yes");
	rec_end(&r, ctx->out);
	if (!u->placed) {
		out_text(ctx->out, "  %-12s not placed  %s, %d figures",
			 u->name, unit_formation_name(g, u), u->figures);
		return;
	}
	um_fmt_num(x, sizeof x, u->x);
	um_fmt_num(y, sizeof y, u->y);
	um_fmt_num(f, sizeof f, u->facing);
	out_text(ctx->out,
		 "  %-12s x %-7s y %-7s facing %-5s %-2s  %s, %s, %d "
		 "figures%s",
		 u->name, x, y, f, compass(u->facing),
		 unit_formation_name(g, u), unit_state_name(g, u), u->figures,
		 u->removed ? " (removed)" : "");
}

int
cmd_check_table(struct cmd_ctx *ctx, struct args *a)
{
	const char *side = args_get(a, "side");
	if (args_check_unused(ctx, a, "check table", "side") < 0)
		return -1;
	if (a->nword != ctx->argi)
		return cmd_error(ctx, "usage: check table [side=S]");
	const struct game *g = ctx->g;
	const char *unit_word = g->inches ? "inches" : "cm";
	out_text(ctx->out,
		 "  the table at %s %d, %s phase (x east, y north, in %s; "
		 "facing in degrees clockwise from north)",
		 g->rs->turn_word ? g->rs->turn_word : "bound", g->bound,
		 g->rs->phases[g->phase], unit_word);
	size_t shown = 0;
	/* Side by side: each side's units together, sides in roster order. */
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		bool first = true;
		for (size_t k = 0; k < i && first; k++)
			first = strcmp(g->units[k].side, u->side) != 0;
		if (!first || (side && strcmp(u->side, side) != 0))
			continue;
		out_text(ctx->out, "  %s:", u->side);
		for (size_t k = i; k < g->nunits; k++)
			if (strcmp(g->units[k].side, u->side) == 0) {
				position_line(ctx, &g->units[k]);
				shown++;
			}
	}
	if (shown == 0)
		out_text(ctx->out, "  (no units%s%s)", side ? " of side " : "",
			 side ? side : "");
	return 0;
}

/* ---- scenarios ------------------------------------------------------------
 */

const char *
oob_scenario_names(void)
{
	static char buf[1024];
	size_t off = 0;
	buf[0] = '\0';
	for (size_t i = 0; embedded_files[i].path; i++) {
		const char *p = embedded_files[i].path;
		size_t l = strlen(p);
		if (strncmp(p, "scenarios/", 10) != 0 || l < 15 ||
		    strcmp(p + l - 4, ".csv") != 0)
			continue;
		int n = snprintf(buf + off, sizeof buf - off, "%s%.*s",
				 off ? " " : "", (int)(l - 14), p + 10);
		if (n < 0 || (size_t)n >= sizeof buf - off)
			break;
		off += (size_t)n;
	}
	return buf;
}

int
oob_scenario_load(struct session *s, const char *name, struct out *out,
		  char **err)
{
	char cmdp[160], csvp[160];
	snprintf(cmdp, sizeof cmdp, "scenarios/%s.cmd", name);
	snprintf(csvp, sizeof csvp, "scenarios/%s.csv", name);
	size_t clen, vlen;
	const char *script = embedded_text(cmdp, &clen);
	const char *roster = embedded_text(csvp, &vlen);
	if (script == NULL || roster == NULL || !um_is_ident(name, 64)) {
		*err = um_xasprintf("no scenario %s; the scenarios: %s", name,
				    oob_scenario_names());
		return -1;
	}
	char *copy = um_xstrndup(script, clen);
	int lineno = 0, r = 0;
	char *save = NULL;
	for (char *l = strtok_r(copy, "\n", &save); l && r == 0;
	     l = strtok_r(NULL, "\n", &save)) {
		lineno++;
		char *e = NULL;
		if (session_exec(s, l, out, &e) < 0) {
			*err = um_xasprintf("%s:%d: %s", cmdp, lineno, e);
			r = -1;
		}
		free(e);
	}
	free(copy);
	struct oob_import_opts o = {0};
	if (r == 0)
		r = oob_import_text(s, csvp, roster, vlen, &o, out, err);
	return r;
}
