/* export.c - `tables export DIR` (issue 18): every table file of the game's
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

static int
write_file(struct cmd_ctx *ctx, const char *path, const char *text, size_t len)
{
	const char *kind =
	    um_not_plain_file(path); /* rename would replace it */
	if (kind)
		return cmd_error(ctx,
				 "tables export: %s is %s; the tables are "
				 "written as plain files",
				 path, kind);
	char *tmp = um_xasprintf("%s.tmp.%ld", path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	bool ok = fd >= 0;
	for (size_t off = 0; ok && off < len;) {
		ssize_t w = write(fd, text + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		ok = w > 0;
		off += ok ? (size_t)w : 0;
	}
	ok = ok && fsync(fd) == 0;
	if (fd >= 0)
		ok = close(fd) == 0 && ok;
	ok = ok && rename(tmp, path) == 0;
	int saved = errno;
	if (!ok)
		unlink(tmp);
	free(tmp);
	if (!ok)
		return cmd_error(ctx, "tables export: cannot write %s: %s",
				 path, strerror(saved));
	return 0;
}

int
cmd_tables_export(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: tables export DIR");
	const char *dir = a->word[ctx->argi];
	struct stat st;
	if (stat(dir, &st) == 0) {
		if (!S_ISDIR(st.st_mode))
			return cmd_error(ctx,
					 "tables export: %s exists and is "
					 "not a folder",
					 dir);
	} else if (mkdir(dir, 0755) < 0) {
		return cmd_error(ctx,
				 "tables export: cannot make the folder %s: %s",
				 dir, strerror(errno));
	}
	const struct tableset *ts = ctx->tables;
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		size_t len = 0;
		char *text = table_text(ctx, t, &len);
		if (text == NULL)
			return -1;
		if (strcmp(t->name, "settings.csv") == 0 && ctx->g->nsettings) {
			char *s = settings_in_play(ctx->g, text, &len);
			free(text);
			text = s;
		}
		char *path = um_xasprintf("%s/%s", dir, t->name);
		int r = write_file(ctx, path, text, len);
		free(text);
		if (r == 0) {
			struct rec rc;
			rec_begin(&rc, "EXPORT");
			rec_str(&rc, "file", path);
			rec_str(&rc, "from", t->origin);
			rec_bool(&rc, "provisional", t->provisional);
			rec_end(&rc, ctx->out);
		}
		free(path);
		if (r < 0)
			return -1;
	}
	out_text(ctx->out,
		 "  %zu files written to %s; --tables %s reads them back",
		 ts->n, dir, dir);
	return 0;
}
