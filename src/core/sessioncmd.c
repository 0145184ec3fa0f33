/* sessioncmd.c - the commands on the session itself, rows of the command
 * table like any other: undo, redo, amend, history, save, tables and
 * units import. They journal themselves (CMD_SESSION) and change the
 * history, not only the game. */
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "journal.h"
#include "undo.h"
#include "umpire/cmd.h"
#include "umpire/oob.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* Opening: the lines read so far run before undo or redo (amend.c,
 * fold). */
static int
fold_ready(struct session *s, char **err)
{
	if (!s->h.stale || s->h.catch_up == NULL)
		return 0;
	return s->h.catch_up(s, err);
}

static int
session_undo(struct session *s, struct args *a, bool replay, struct out *out,
	     char **err)
{
	bool ruling = a->nword == 2 && strcmp(a->word[1], "ruling") == 0;
	if ((a->nword != 1 && !ruling) || a->nkv) {
		*err = um_xstrdup("usage: undo [ruling]");
		return -1;
	}
	if (amend_undo_due(s)) {
		history_redo_clear(
		    &s->h); /* an amendment taken back is not redone */
		return amend_undo(s, replay, out, err);
	}
	if (fold_ready(s, err) < 0)
		return -1;
	if (s->h.n == 0) {
		*err = um_xstrdup("nothing to undo");
		return -1;
	}
	size_t k = ruling ? session_ruling_lines(s) : 1;
	/* A ruling never reaches back past an amendment (that is the next
	 * undo). */
	size_t at = amend_last_at(s);
	if (k > 1 && at > s->h.n - k)
		k = s->h.n - at;
	if (k == 0) {
		*err = um_xasprintf("the last command (%s) is not part of a "
				    "ruling; `undo` takes it back",
				    s->h.line[s->h.n - 1]);
		return -1;
	}
	char *said = ruling ? NULL : session_undo_preview(s, false);
	if (!replay &&
	    journal_append(s, ruling ? "undo ruling" : "undo", err) < 0) {
		free(said);
		return -1;
	}
	if (said)
		out_text(out, "  %s", said);
	free(said);
	/* A ruling: its lines one by one, last first, so the listing says
	 * them in the order they ran. */
	struct out undone;
	out_init(&undone);
	int r = 0;
	struct redo_group group = {NULL, 0};
	for (size_t i = 0; i < k && r == 0; i++)
		r = session_undo_one(s, &group, &undone, err);
	for (size_t i = undone.n; i > 0; i--)
		out_text(out, "%s", undone.lines[i - 1].text);
	out_free(&undone);
	struct history *h = &s->h;
	um_grow((void **)&h->redo, &h->capredo, h->nredo + 1, sizeof *h->redo);
	h->redo[h->nredo++] = group;
	return r;
}

/* `redo`: run again the lines the last undo took back, as they were
 * journaled (every die written in), so the game is as before the undo;
 * the journal says `redo` (replayed the same way). */
static int
session_redo(struct session *s, struct args *a, bool replay, struct out *out,
	     char **err)
{
	struct history *h = &s->h;
	if (a->nword != 1 || a->nkv) {
		*err = um_xstrdup("usage: redo");
		return -1;
	}
	if (h->nredo == 0) {
		*err = um_xstrdup("nothing to redo: redo puts back what the "
				  "last undo took back, until another change");
		return -1;
	}
	if (fold_ready(s, err) < 0)
		return -1;
	struct redo_group *group = &h->redo[h->nredo - 1];
	for (size_t i = 0; i < group->n; i++)
		if (group->line[i][0] == '@' ||
		    strchr(group->line[i], '\n') != NULL) {
			*err = um_xasprintf(
			    "redo cannot put back a change of tables (%.*s): "
			    "run it again",
			    (int)strcspn(group->line[i], "\n"), group->line[i]);
			return -1;
		}
	if (!replay && journal_append(s, "redo", err) < 0)
		return -1;
	h->nredo--;
	struct redo_group g = *group;
	int r = 0;
	h->redoing = true;
	for (size_t i = 0; i < g.n && r == 0; i++) {
		struct out quiet;
		out_init(&quiet);
		r = session_exec_replay(s, g.line[i], &quiet, err);
		out_free(&quiet);
		if (r == 0)
			out_text(out, "  redone: %s", g.line[i]);
	}
	h->redoing = false;
	lines_free(g.line, g.n);
	return r;
}

/* `amend ... dry=yes`: nothing changes, redo keeps what it has. */
static bool
amend_is_dry(const struct args *a)
{
	const char *dry = kv_get(a->kv, a->nkv, "dry");
	return dry && (strcmp(dry, "yes") == 0 || strcmp(dry, "true") == 0 ||
		       strcmp(dry, "1") == 0);
}

/* `amend`: once the history changed, redo has nothing to put back. */
static int
amend_then_no_redo(struct session *s, struct args *a, bool replay,
		   struct out *out, char **err)
{
	int r = session_amend(s, a, replay, out, err);
	if (r == 0 && !amend_is_dry(a))
		history_redo_clear(&s->h);
	return r;
}

/* `tables` lists them; `tables load DIR|embedded` changes them from the
 * next ruling on (the journal gets the new tables block). */
static int
exec_tables(struct session *s, struct args *a, bool replay, struct out *out,
	    char **err)
{
	if (replay) {
		*err = um_xstrdup("tables does not belong in a game file (the "
				  "tables are pinned in @tables blocks)");
		return -1;
	}
	if (a->nword == 1 && a->nkv == 0)
		return session_tables_list(s, out);
	if (a->nword != 3 || a->nkv || strcmp(a->word[1], "load") != 0) {
		*err = um_xstrdup("usage: tables [load DIR|load embedded]");
		return -1;
	}
	const char *dir =
	    strcmp(a->word[2], "embedded") == 0 ? NULL : a->word[2];
	return session_change_tables(s, dir, out, err);
}

/* `save FILE`: never from a game file. */
static int
exec_save(struct session *s, const struct args *a, bool replay, struct out *out,
	  char **err)
{
	if (replay) {
		*err = um_xstrdup("save does not belong in a game file");
		return -1;
	}
	if (a->nword != 2 || a->nkv) {
		*err = um_xstrdup("usage: save FILE");
		return -1;
	}
	if (session_save(s, a->word[1], err) < 0)
		return -1;
	out_text(out, "  saved %zu commands to %s", s->h.n, a->word[1]);
	return 0;
}

/* `amend ... dry=yes`: shows what it would change, changes nothing (so
 * also in a game open --read-only). */
static bool
amend_dry(const struct args *a)
{
	const char *v = kv_get(a->kv, a->nkv, "dry");
	bool dry = false;
	return v && um_parse_bool(v, &dry) && dry;
}

/* A session function's result as a handler's: its message in ctx->err. */
static int
as_handler(struct cmd_ctx *ctx, int r, char *err)
{
	if (r < 0 && err != NULL) {
		free(ctx->err);
		ctx->err = err;
	} else {
		free(err);
	}
	return r;
}

int
cmd_undo(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	int r = session_undo(ctx->s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_redo(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	int r = session_redo(ctx->s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_amend(struct cmd_ctx *ctx, struct args *a)
{
	struct session *s = ctx->s;
	if (s->read_only && !ctx->replay && !amend_dry(a))
		return cmd_error(ctx,
				 "%s is open read-only (--read-only): "
				 "nothing changes; `save FILE` keeps a copy",
				 s->path ? s->path : "the game");
	char *err = NULL;
	int r = amend_then_no_redo(s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_history(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	if (ctx->replay)
		return 0;
	int r = session_history_list(ctx->s, a, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_save(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	int r = exec_save(ctx->s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_tables(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	int r = exec_tables(ctx->s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}

int
cmd_units_import(struct cmd_ctx *ctx, struct args *a)
{
	char *err = NULL;
	if (fold_ready(ctx->s, &err) < 0)
		return as_handler(ctx, -1, err);
	int r = oob_import_command(ctx->s, a, ctx->replay, ctx->out, &err);
	return as_handler(ctx, r, err);
}
