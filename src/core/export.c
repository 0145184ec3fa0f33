/* export.c - `tables export DIR`: every table file of the game's
 * ruleset written as it was loaded (the text the tableset keeps: embedded,
 * read by --tables, or pinned in the game file), so that `--tables DIR`
 * reads the same tables back. The
 * game's own settings (`game KEY=VALUE`) are written into settings.csv in
 * place of the loaded values, so the settings in play travel too. A thin
 * layer over the tableset: no table is re-serialised. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bound.h"
#include "query.h"
#include "umpire/atomicfile.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

#define EXPORT_FILE_MAX (16 * 1024 * 1024)

/* The text the table was loaded from; NULL (and ctx->err) when gone. */
static char *
table_text(struct cmd_ctx *ctx, const struct table *t, size_t *len)
{
	if (t->text) { /* kept as read (what a game file pins) */
		*len = t->len;
		char *copy = um_xmalloc(t->len + 1);
		memcpy(copy, t->text, t->len);
		copy[t->len] = '\0';
		return copy;
	}
	if (strcmp(t->origin, "embedded") == 0) {
		char path[256];
		snprintf(path, sizeof path, "%s/%s", ctx->tables->ruleset,
			 t->name);
		const char *e = embedded_text(path, len);
		if (e == NULL) {
			cmd_error(ctx, "tables export: no embedded %s", path);
			return NULL;
		}
		char *copy = um_xmalloc(*len + 1);
		memcpy(copy, e, *len);
		copy[*len] = '\0';
		return copy;
	}
	FILE *f = fopen(t->origin, "rb");
	if (f == NULL) {
		cmd_error(ctx, "tables export: cannot read %s: %s", t->origin,
			  strerror(errno));
		return NULL;
	}
	struct strbuf sb;
	sb_init(&sb);
	char buf[8192];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0 &&
	       sb.len < EXPORT_FILE_MAX)
		sb_addn(&sb, buf, n);
	fclose(f);
	*len = sb.len;
	return sb_steal(&sb);
}

/* settings.csv with the game's overrides written in: the value of a
 * "key,value" line replaced, a key the file lacks appended. */
static char *
settings_in_play(const struct game *g, const char *text, size_t *len)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	bool *done = um_xcalloc(g->nsettings ? g->nsettings : 1, 1);
	for (const char *l = text; *l;) {
		const char *nl = strchr(l, '\n');
		size_t ll = nl ? (size_t)(nl - l + 1) : strlen(l);
		size_t k = 0;
		for (; k < g->nsettings; k++) {
			size_t kl = strlen(g->settings[k].key);
			if (strncmp(l, g->settings[k].key, kl) == 0 &&
			    l[kl] == ',')
				break;
		}
		if (k < g->nsettings) {
			sb_addf(&sb, "%s,%s\n", g->settings[k].key,
				g->settings[k].val);
			done[k] = true;
		} else {
			sb_addn(&sb, l, ll);
		}
		l += ll;
	}
	if (sb.len && sb.s[sb.len - 1] != '\n')
		sb_addc(&sb, '\n');
	for (size_t k = 0; k < g->nsettings; k++)
		if (!done[k] && !pace_is_game_key(g->settings[k].key))
			sb_addf(&sb, "%s,%s\n", g->settings[k].key,
				g->settings[k].val);
	free(done);
	*len = sb.len;
	return sb_steal(&sb);
}

/* Whether a spreadsheet would run a cell as a formula: it starts with
 * = + - @, a tab or a CR and is not a number (a negative modifier or a
 * lone "-" stays as it is). */
static bool
cell_is_formula(const char *v, size_t n)
{
	if (n == 0 || strchr("=+-@\t\r", v[0]) == NULL)
		return false;
	if (n == 1 && (v[0] == '-' || v[0] == '+'))
		return false; /* "-": none */
	char buf[64];
	if (n < sizeof buf && (v[0] == '-' || v[0] == '+')) {
		memcpy(buf, v, n);
		buf[n] = '\0';
		char *end;
		(void)strtod(buf, &end);
		if (*end == '\0' && end != buf)
			return false;
	}
	return true;
}

/* One cell of a CSV line from *p (quotes undone) into val; *p moves past
 * it and its comma. Whether a comma (another cell) follows. */
static bool
csv_cell(const char **p, const char *end, struct strbuf *val)
{
	sb_clear(val);
	sb_add(val, "");
	const char *q = *p;
	bool quoted = q < end && *q == '"';
	for (q += quoted; q < end; q++) {
		if (quoted && *q == '"' && q + 1 < end && q[1] == '"')
			sb_addc(val, *q++);
		else if (quoted && *q == '"')
			quoted = false;
		else if (!quoted && *q == ',')
			break;
		else
			sb_addc(val, *q);
	}
	*p = q < end ? q + 1 : q;
	return q < end;
}

/* One CSV line written again with its formula cells as "'CELL"; false
 * (nothing added) when it has none. */
static bool
csv_line_defused(const char *p, const char *e, struct strbuf *sb)
{
	if (p == e || *p == '#')
		return false;
	struct strbuf val, line;
	sb_init(&val);
	sb_init(&line);
	bool any = false;
	for (bool more = true; more;) {
		more = csv_cell(&p, e, &val);
		bool formula = cell_is_formula(val.s, val.len);
		any = any || formula;
		if (formula || strpbrk(val.s, ",\"") != NULL) {
			sb_add(&line, formula ? "\"'" : "\"");
			for (size_t k = 0; k < val.len; k++) {
				if (val.s[k] == '"')
					sb_addc(&line, '"');
				sb_addc(&line, val.s[k]);
			}
			sb_addc(&line, '"');
		} else {
			sb_addn(&line, val.s, val.len);
		}
		if (more)
			sb_addc(&line, ',');
	}
	if (any)
		sb_addn(sb, line.s, line.len);
	sb_free(&val);
	sb_free(&line);
	return any;
}

/* text with every formula cell written as "'CELL" (docs/game-files.md,
 * "Files umpire writes"); NULL when no cell is one (text stays as it
 * is, byte for byte). */
static char *
csv_defused(const char *text, size_t len, size_t *outlen)
{
	struct strbuf sb;
	sb_init(&sb);
	bool changed = false;
	for (size_t pos = 0; pos < len;) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len;
		size_t cr = end > pos && text[end - 1] == '\r';
		if (csv_line_defused(text + pos, text + end - cr, &sb)) {
			changed = true;
			sb_addn(&sb, "\r", cr);
		} else {
			sb_addn(&sb, text + pos, end - pos);
		}
		if (nl)
			sb_addc(&sb, '\n');
		pos = end + (nl ? 1 : 0);
	}
	if (!changed) {
		sb_free(&sb);
		return NULL;
	}
	*outlen = sb.len;
	return sb_steal(&sb);
}

static int
write_file(struct cmd_ctx *ctx, const char *path, const char *text, size_t len)
{
	char *why = NULL;
	if (atomic_write(path, text, len, &why) < 0) {
		cmd_error(ctx, "tables export: %s; nothing more was written",
			  why);
		free(why);
		return -1;
	}
	return 0;
}

/* The text written for table t: NULL and ctx->err when it is gone. */
static char *
export_text(struct cmd_ctx *ctx, const struct table *t, size_t *len)
{
	char *text = table_text(ctx, t, len);
	if (text == NULL)
		return NULL;
	if (strcmp(t->name, "settings.csv") == 0 && ctx->g->nsettings) {
		char *s = settings_in_play(ctx->g, text, len);
		free(text);
		text = s;
	}
	size_t dlen = 0;
	char *safe = csv_defused(text, *len, &dlen);
	if (safe) {
		free(text);
		text = safe;
		*len = dlen;
	}
	return text;
}

/* Every table into dir (a new folder: its temporary twin) or, when
 * into is NULL, each file replaced on its own in the existing dir. */
static int
export_files(struct cmd_ctx *ctx, const char *dir, const char *into)
{
	const struct tableset *ts = ctx->tables;
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		size_t len = 0;
		char *text = export_text(ctx, t, &len);
		if (text == NULL)
			return -1;
		char *path = um_xasprintf("%s/%s", into ? into : dir, t->name);
		int r = write_file(ctx, path, text, len);
		free(text);
		free(path);
		if (r < 0)
			return -1;
	}
	return 0;
}

int
cmd_tables_export(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: tables export DIR");
	const char *dir = a->word[ctx->argi];
	struct stat st;
	struct atomic_dir ad = {0};
	char *why = NULL;
	bool whole = true; /* a new (or empty) folder: written as a set */
	if (stat(dir, &st) == 0 && !S_ISDIR(st.st_mode))
		return cmd_error(ctx,
				 "tables export: %s exists and is not a "
				 "folder",
				 dir);
	if (atomic_dir_open(&ad, dir, &why) < 0) {
		if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
			cmd_error(ctx, "tables export: %s", why);
			free(why);
			return -1;
		}
		/* A folder with files already: each replaced on its own. */
		free(why);
		whole = false;
	}
	if (export_files(ctx, dir, whole ? ad.tmp : NULL) < 0) {
		if (whole)
			atomic_dir_abort(&ad);
		return -1;
	}
	if (whole && atomic_dir_commit(&ad, &why) < 0) {
		cmd_error(ctx, "tables export: %s", why);
		free(why);
		return -1;
	}
	const struct tableset *ts = ctx->tables;
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		char *path = um_xasprintf("%s/%s", dir, t->name);
		struct rec rc;
		rec_begin(&rc, "EXPORT");
		rec_str(&rc, "file", path);
		rec_str(&rc, "from", t->origin);
		rec_bool(&rc, "provisional", t->provisional);
		rec_end(&rc, ctx->out);
		free(path);
	}
	out_text(ctx->out,
		 "  %zu files written to %s; --tables %s reads them back",
		 ts->n, dir, dir);
	return 0;
}
