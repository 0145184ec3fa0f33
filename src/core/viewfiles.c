/* viewfiles.c - the live views' two files beside a game (view.h,
 * docs/views.md "Files beside the game"): GAME.serve, the addresses and
 * tokens of a running `umpire serve`, and GAME.focus, what the umpire
 * looks at in the full-screen interface; and the `views` command that
 * shows the first. Neither file is part of the game: no replay reads
 * them, no command's result depends on them. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire/atomicfile.h"
#include "umpire/cmd.h"
#include "umpire/out.h"
#include "umpire/qr.h"
#include "umpire/session.h"
#include "umpire/view.h"

#define VIEW_PORT_WORDS "0.0.0.0:8765"

/* A process that wrote a file is still there (EPERM: it is, another
 * user's). */
static bool
pid_alive(long pid)
{
	if (pid <= 0 || pid > INT_MAX)
		return false;
	return kill((pid_t)pid, 0) == 0 || errno == EPERM;
}

/* Write text to path through the one file writer, mode 0600. */
static int
write_private(const char *path, const struct strbuf *text, char **err)
{
	struct atomic_file f;
	if (atomic_open(&f, path, err) < 0)
		return -1;
	f.mode = 0600;
	size_t off = 0;
	while (off < text->len) {
		ssize_t n = write(f.fd, text->s + off, text->len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			*err = um_xasprintf("%s: %s", path, strerror(errno));
			atomic_abort(&f);
			return -1;
		}
		off += (size_t)n;
	}
	return atomic_commit(&f, err);
}

/* A line "KEY REST": REST (the line's end cut), or NULL. */
static char *
line_value(char *line, const char *key)
{
	size_t k = strlen(key);
	if (strncmp(line, key, k) != 0 || line[k] != ' ')
		return NULL;
	line[strcspn(line, "\r\n")] = '\0';
	return line + k + 1;
}

/* ---- GAME.serve ---------------------------------------------------------- */

char *
view_links_path(const char *game)
{
	return um_xasprintf("%s.serve", game);
}

int
view_links_write(const char *game, const struct view_links *l, char **err)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "# umpire serve: the live views of this game "
		    "(docs/views.md); removed when it stops\n");
	sb_addf(&sb, "pid %ld\n", l->pid);
	for (size_t i = 0; i < l->n; i++) {
		const struct view_link *k = &l->link[i];
		if (k->kind == VIEW_SIDE)
			sb_addf(&sb, "side %s %s\n", k->url, k->side);
		else
			sb_addf(&sb, "%s %s\n",
				k->kind == VIEW_TABLE ? "table" : "umpire",
				k->url);
	}
	char *path = view_links_path(game);
	int r = write_private(path, &sb, err);
	free(path);
	sb_free(&sb);
	return r;
}

/* One audience's line into l: false when it is not one. */
static bool
links_line(struct view_links *l, char *line, size_t *cap)
{
	static const char *const kinds[] = {"table", "side", "umpire"};
	for (int kind = 0; kind < 3; kind++) {
		char *v = line_value(line, kinds[kind]);
		if (v == NULL)
			continue;
		size_t ul = strcspn(v, " ");
		const char *side = v[ul] == ' ' ? v + ul + 1 : "";
		if (ul == 0 || ul >= VIEW_URL_MAX ||
		    strncmp(v, "http://", 7) != 0 ||
		    (kind == VIEW_SIDE) != (side[0] != '\0') ||
		    strlen(side) > UM_NAME_MAX)
			return false;
		um_grow((void **)&l->link, cap, l->n + 1, sizeof *l->link);
		struct view_link *k = &l->link[l->n++];
		memset(k, 0, sizeof *k);
		k->kind = (enum view_kind)kind;
		snprintf(k->url, sizeof k->url, "%.*s", (int)ul, v);
		snprintf(k->side, sizeof k->side, "%s", side);
		return true;
	}
	return false;
}

int
view_links_read(const char *game, struct view_links *l, char **err)
{
	memset(l, 0, sizeof *l);
	char *path = view_links_path(game);
	FILE *f = fopen(path, "r");
	if (f == NULL) {
		int e = errno;
		int r = 0;
		if (e != ENOENT) {
			*err = um_xasprintf("%s: %s", path, strerror(e));
			r = -1;
		}
		free(path);
		return r;
	}
	char *line = NULL;
	size_t linecap = 0, cap = 0;
	bool bad = false;
	while (getline(&line, &linecap, f) > 0) {
		char *v;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if ((v = line_value(line, "pid")) != NULL)
			bad |= !um_parse_int(v, 1, INT_MAX, &l->pid);
		else
			bad |= !links_line(l, line, &cap);
	}
	free(line);
	fclose(f);
	if (bad || l->pid == 0) {
		*err = um_xasprintf("%s: not a file umpire serve wrote (a "
				    "line it does not know)",
				    path);
		free(path);
		view_links_free(l);
		return -1;
	}
	free(path);
	if (!pid_alive(l->pid)) { /* left by a serve that was killed */
		view_links_free(l);
		return 0;
	}
	return 1;
}

void
view_links_free(struct view_links *l)
{
	free(l->link);
	memset(l, 0, sizeof *l);
}

const char *
view_link_words(const struct view_link *k, char *buf, size_t size)
{
	if (k->kind == VIEW_SIDE)
		snprintf(buf, size, "side %s", k->side);
	else
		snprintf(buf, size, "%s",
			 k->kind == VIEW_TABLE ? "table" : "umpire");
	return buf;
}

/* A word for a POSIX shell: as it is when plain, else in quotes. */
static char *
shell_word(const char *w)
{
	if (w[0] && strspn(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRST"
			      "UVWXYZ0123456789_./-+,:@%") == strlen(w))
		return um_xstrdup(w);
	struct strbuf sb;
	sb_init(&sb);
	sb_addc(&sb, '\'');
	for (const char *p = w; *p; p++)
		if (*p == '\'')
			sb_add(&sb, "'\\''");
		else
			sb_addc(&sb, *p);
	sb_addc(&sb, '\'');
	return sb_steal(&sb);
}

char *
view_serve_command(const char *game)
{
	char *abs = realpath(game, NULL);
	char *w = shell_word(abs ? abs : game);
	char *cmd =
	    um_xasprintf("umpire serve %s --listen " VIEW_PORT_WORDS, w);
	free(w);
	free(abs);
	return cmd;
}

/* ---- GAME.focus ---------------------------------------------------------- */

static const char *const focus_names[] = {"none", "unit", "fire", "melee",
					  NULL};

char *
view_focus_path(const char *game)
{
	return um_xasprintf("%s.focus", game);
}

int
view_focus_write(const char *game, const struct view_focus *fo, char **err)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "# umpire: what the umpire looks at, for the live views "
		    "(docs/views.md); not part of the game\n");
	sb_addf(&sb, "pid %ld\nfocus %s\n", (long)getpid(),
		focus_names[fo->kind]);
	if (fo->unit[0])
		sb_addf(&sb, "unit %s\n", fo->unit);
	if (fo->target[0])
		sb_addf(&sb, "target %s\n", fo->target);
	char *path = view_focus_path(game);
	int r = write_private(path, &sb, err);
	free(path);
	sb_free(&sb);
	return r;
}

static void
focus_line(struct view_focus *fo, long *pid, char *line)
{
	char *v;
	if ((v = line_value(line, "pid")) != NULL) {
		if (!um_parse_int(v, 1, INT_MAX, pid))
			*pid = 0;
	} else if ((v = line_value(line, "focus")) != NULL) {
		for (int k = 0; focus_names[k]; k++)
			if (strcmp(v, focus_names[k]) == 0)
				fo->kind = (enum view_focus_kind)k;
	} else if ((v = line_value(line, "unit")) != NULL) {
		snprintf(fo->unit, sizeof fo->unit, "%s", v);
	} else if ((v = line_value(line, "target")) != NULL) {
		snprintf(fo->target, sizeof fo->target, "%s", v);
	}
}

void
view_focus_read(const char *game, struct view_focus *fo)
{
	memset(fo, 0, sizeof *fo);
	char *path = view_focus_path(game);
	FILE *f = fopen(path, "r");
	free(path);
	if (f == NULL)
		return;
	char *line = NULL;
	size_t cap = 0;
	long pid = 0;
	while (getline(&line, &cap, f) > 0)
		focus_line(fo, &pid, line);
	free(line);
	fclose(f);
	if (!pid_alive(pid) || fo->unit[0] == '\0')
		memset(fo, 0, sizeof *fo);
}

bool
view_focus_equal(const struct view_focus *a, const struct view_focus *b)
{
	return a->kind == b->kind && strcmp(a->unit, b->unit) == 0 &&
	       strcmp(a->target, b->target) == 0;
}

/* ---- `views` ------------------------------------------------------------- */

static void
views_qr(struct cmd_ctx *ctx, const char *url)
{
	struct qr_code q;
	char *err = NULL;
	if (qr_encode(url, &q, &err) < 0) {
		out_text(ctx->out, "  (no QR code: %s)", err);
		free(err);
		return;
	}
	struct strbuf sb;
	sb_init(&sb);
	qr_text(&q, &sb);
	qr_free(&q);
	for (const char *p = sb.s ? sb.s : ""; *p;) {
		size_t n = strcspn(p, "\n");
		out_text(ctx->out, "  %.*s", (int)n, p);
		p += n + (p[n] == '\n');
	}
	sb_free(&sb);
}

int
view_cmd(struct cmd_ctx *ctx, struct args *a)
{
	bool qr = true;
	if (args_bool(ctx, a, "qr", &qr) < 0 ||
	    args_check_unused(ctx, a, "views", "qr") < 0)
		return -1;
	if (a->nword > ctx->argi)
		return cmd_error(ctx, "views takes no operand: views [qr=no]");
	const char *game = ctx->s ? ctx->s->path : NULL;
	if (game == NULL)
		return cmd_error(ctx, "views: this session keeps no game "
				      "file; live views follow one (umpire "
				      "serve GAME)");
	struct view_links l;
	char *err = NULL;
	int r = view_links_read(game, &l, &err);
	if (r < 0) {
		cmd_error(ctx, "views: %s", err);
		free(err);
		return -1;
	}
	if (r == 0) {
		char *cmd = view_serve_command(game);
		out_text(ctx->out, "  no live views of this game are served; "
				   "start them in another terminal with:");
		out_text(ctx->out, "  %s", cmd);
		free(cmd);
		return 0;
	}
	for (size_t i = 0; i < l.n; i++) {
		struct rec rc;
		rec_begin(&rc, "VIEW");
		rec_str(&rc, "audience",
			l.link[i].kind == VIEW_TABLE  ? "table"
			: l.link[i].kind == VIEW_SIDE ? "side"
						      : "umpire");
		if (l.link[i].kind == VIEW_SIDE)
			rec_str(&rc, "side", l.link[i].side);
		rec_str(&rc, "url", l.link[i].url);
		rec_end(&rc, ctx->out);
		if (qr)
			views_qr(ctx, l.link[i].url);
	}
	view_links_free(&l);
	return 0;
}
