/* session.c - running commands against a game: journal (spec §4), undo
 * by checkpoints, replay of a game file. */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

#define GAME_HEADER "# umpire game v1"
#define CHECKPOINTS_MAX 256

static void
history_add_checkpoint(struct history *h, size_t at, const struct game *g)
{
	if (h->ncp == CHECKPOINTS_MAX) {
		/* Thin the older half: keep every other one, so recent
		 * undo stays cheap and memory stays bounded. */
		size_t keep = 1;
		for (size_t i = 1; i < h->ncp; i++) {
			if (i < h->ncp / 2 && i % 2 == 1) {
				game_free(h->cp[i].g);
				continue;
			}
			h->cp[keep++] = h->cp[i];
		}
		h->ncp = keep;
	}
	um_grow((void **)&h->cp, &h->capcp, h->ncp + 1, sizeof *h->cp);
	h->cp[h->ncp].at = at;
	h->cp[h->ncp].g = game_clone(g);
	h->ncp++;
}

static void
history_free(struct history *h)
{
	for (size_t i = 0; i < h->n; i++)
		free(h->line[i]);
	free(h->line);
	for (size_t i = 0; i < h->ncp; i++)
		game_free(h->cp[i].g);
	free(h->cp);
	memset(h, 0, sizeof *h);
}

int
session_load_tables(struct session *s, char **err)
{
	struct tableset *ts = tableset_load(s->g->rs->name, s->tables_dir, err);
	if (ts == NULL)
		return -1;
	if (s->g->rs->tables_check && s->g->rs->tables_check(ts, err) < 0) {
		tableset_free(ts);
		return -1;
	}
	tableset_free(s->tables);
	s->tables = ts;
	s->g->tables = ts;
	return 0;
}

int
session_switch_ruleset(struct session *s, const char *name, char **err)
{
	const struct ruleset *rs = ruleset_find(name);
	if (rs == NULL) {
		*err = um_xasprintf("ruleset %s is not known", name);
		return -1;
	}
	struct tableset *ts = tableset_load(rs->name, s->tables_dir, err);
	if (ts == NULL)
		return -1;
	if (rs->tables_check && rs->tables_check(ts, err) < 0) {
		tableset_free(ts);
		return -1;
	}
	tableset_free(s->tables);
	s->tables = ts;
	s->g->tables = ts;
	return 0;
}

struct session *
session_new(const struct session_opts *o, char **err)
{
	struct session *s = um_xcalloc(1, sizeof *s);
	s->fd = -1;
	s->teach = o->teach;
	s->tables_dir = o->tables_dir ? um_xstrdup(o->tables_dir) : NULL;
	rng_seed(&s->rng, o->seed);
	s->g = game_new(ruleset_default());
	if (session_load_tables(s, err) < 0) {
		session_free(s);
		return NULL;
	}
	history_add_checkpoint(&s->h, 0, s->g);
	return s;
}

struct session *
session_fork(const struct session *s, char **err)
{
	struct session *x = um_xcalloc(1, sizeof *x);
	x->fd = -1;
	x->teach = s->teach;
	x->tables_dir = s->tables_dir ? um_xstrdup(s->tables_dir) : NULL;
	x->rng = s->rng;
	x->g = game_clone(s->g);
	if (session_load_tables(x, err) < 0) {
		session_free(x);
		return NULL;
	}
	history_add_checkpoint(&x->h, 0, x->g);
	return x;
}

void
session_free(struct session *s)
{
	if (s == NULL)
		return;
	if (s->fd >= 0)
		close(s->fd);
	history_free(&s->h);
	game_free(s->g);
	tableset_free(s->tables);
	free(s->tables_dir);
	free(s->path);
	free(s);
}

size_t
session_lines(const struct session *s, const char *const **lines)
{
	*lines = (const char *const *)s->h.line;
	return s->h.n;
}

/* Run a parsed command on the current game. */
static int
run_parsed(struct session *s, const struct cmd_entry *e, size_t nw,
	   struct args *a, bool replay, struct out *out, struct strbuf *extra,
	   char **err)
{
	struct cmd_ctx ctx = {
	    .s = s,
	    .g = s->g,
	    .tables = s->tables,
	    .rng = &s->rng,
	    .out = out,
	    .argi = nw,
	    .replay = replay,
	    .teach = s->teach,
	    .journal_extra = extra,
	};
	int r = e->exec(&ctx, a);
	if (r < 0) {
		*err = ctx.err ? ctx.err : um_xstrdup("command failed");
		return -1;
	}
	free(ctx.err);
	return 0;
}

/* Replay stored line i quietly onto s->g (dice are in the line). */
static int
replay_line(struct session *s, const char *line, char **err)
{
	struct args a;
	if (cmd_parse(line, &a, err) < 0)
		return -1;
	size_t nw;
	const struct cmd_entry *e = cmd_find(s->g->rs, &a, &nw);
	int r = -1;
	if (e == NULL || e->exec == NULL) {
		*err = um_xstrdup("not a state-changing command");
	} else {
		struct out o;
		struct strbuf extra;
		out_init(&o);
		sb_init(&extra);
		r = run_parsed(s, e, nw, &a, true, &o, &extra, err);
		out_free(&o);
		sb_free(&extra);
	}
	args_free(&a);
	return r;
}

/* Make s->g the state after the first n effective commands. */
static int
history_rebuild(struct session *s, size_t n, char **err)
{
	struct history *h = &s->h;
	while (h->ncp > 1 && h->cp[h->ncp - 1].at > n) {
		game_free(h->cp[h->ncp - 1].g);
		h->ncp--;
	}
	struct checkpoint *cp = &h->cp[h->ncp - 1];
	game_free(s->g);
	s->g = game_clone(cp->g);
	s->g->tables = s->tables;
	if (s->tables == NULL ||
	    strcmp(s->tables->ruleset, s->g->rs->name) != 0)
		if (session_switch_ruleset(s, s->g->rs->name, err) < 0)
			return -1;
	for (size_t i = cp->at; i < n; i++)
		if (replay_line(s, h->line[i], err) < 0)
			return -1;
	return 0;
}

static void
history_push(struct session *s, char *line)
{
	struct history *h = &s->h;
	um_grow((void **)&h->line, &h->cap, h->n + 1, sizeof *h->line);
	h->line[h->n++] = line;
	if (h->n % HISTORY_CHECKPOINT_EVERY == 0)
		history_add_checkpoint(h, h->n, s->g);
}

static int
journal_write(struct session *s, const char *line, char **err)
{
	if (s->fd < 0)
		return 0;
	size_t len = strlen(line);
	char *buf = um_xmalloc(len + 1);
	/* Not a C string: the line and its newline, written by length. */
	memcpy(buf, line, len); // NOLINT(bugprone-not-null-terminated-result)
	buf[len] = '\n';
	size_t off = 0;
	while (off < len + 1) {
		ssize_t w = write(s->fd, buf + off, len + 1 - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			free(buf);
			goto fail;
		}
		off += (size_t)w;
	}
	free(buf);
	if (fsync(s->fd) < 0)
		goto fail;
	s->journal_lines++;
	return 0;
fail:
	*err = um_xasprintf("could not write the game file %s: %s; the "
			    "command was not applied and further changes "
			    "are refused (save FILE to keep the game)",
			    s->path, strerror(errno));
	s->journal_broken = true;
	return -1;
}

static int
session_undo(struct session *s, struct args *a, bool replay, struct out *out,
	     char **err)
{
	if (a->nword != 1 || a->nkv) {
		*err = um_xstrdup("usage: undo");
		return -1;
	}
	if (s->h.n == 0) {
		*err = um_xstrdup("nothing to undo");
		return -1;
	}
	if (!replay && journal_write(s, "undo", err) < 0)
		return -1;
	char *undone = s->h.line[s->h.n - 1];
	if (history_rebuild(s, s->h.n - 1, err) < 0) {
		free(undone);
		return -1;
	}
	s->h.n--;
	out_text(out, "  undone: %s", undone);
	free(undone);
	return 0;
}

static int
exec_line(struct session *s, const char *line, bool replay, struct out *out,
	  char **err)
{
	struct args a;
	if (cmd_parse(line, &a, err) < 0)
		return -1;
	if (a.nword == 0) {
		if (a.nkv == 0) {
			args_free(&a);
			return 0;
		}
		args_free(&a);
		*err = um_xstrdup("a command starts with its name; `help` "
				  "lists the commands");
		return -1;
	}
	size_t nw;
	const struct cmd_entry *e = cmd_find(s->g->rs, &a, &nw);
	int r = -1;
	if (e == NULL) {
		*err = um_xasprintf("unknown command \"%s\"; `help` lists the "
				    "commands",
				    a.word[0]);
	} else if (strcmp(e->name, "undo") == 0) {
		r = s->journal_broken ? -1
				      : session_undo(s, &a, replay, out, err);
		if (s->journal_broken && r < 0 && *err == NULL)
			*err = um_xstrdup("the game file cannot be written; "
					  "no more changes");
	} else if (strcmp(e->name, "save") == 0) {
		if (replay) {
			*err = um_xstrdup("save does not belong in a game "
					  "file");
		} else if (a.nword != 2 || a.nkv) {
			*err = um_xstrdup("usage: save FILE");
		} else {
			r = session_save(s, a.word[1], err);
			if (r == 0)
				out_text(out, "  saved %zu commands to %s",
					 s->h.n, a.word[1]);
		}
	} else if (replay && !(e->flags & CMD_CHANGES)) {
		/* A read-only command in a game file: harmless, skip. */
		r = 0;
	} else if ((e->flags & CMD_CHANGES) && s->journal_broken) {
		*err = um_xstrdup("the game file cannot be written; no more "
				  "changes (save FILE to keep the game)");
	} else {
		struct strbuf extra;
		sb_init(&extra);
		sb_add(&extra, "");
		size_t before = s->h.n;
		r = run_parsed(s, e, nw, &a, replay, out, &extra, err);
		if (r < 0 && (e->flags & CMD_CHANGES) && !replay) {
			/* Whatever the handler did before it failed, a failed
			 * command changes nothing: restore the state. */
			char *e2 = NULL;
			if (history_rebuild(s, before, &e2) < 0) {
				free(*err);
				*err = um_xasprintf("internal error restoring "
						    "the game: %s",
						    e2);
			}
			free(e2);
		}
		if (r == 0 && (e->flags & CMD_CHANGES)) {
			char *canon = args_format(&a);
			char *full = um_xasprintf("%s%s", canon, extra.s);
			free(canon);
			if (!replay && journal_write(s, full, err) < 0) {
				char *e2 = NULL;
				history_rebuild(s, before, &e2);
				free(e2);
				free(full);
				out_clear(out);
				r = -1;
			} else {
				history_push(s, full);
			}
		}
		sb_free(&extra);
	}
	args_free(&a);
	return r;
}

int
session_exec(struct session *s, const char *line, struct out *out, char **err)
{
	*err = NULL;
	return exec_line(s, line, false, out, err);
}

static int
fsync_dir_of(const char *path)
{
	char *copy = um_xstrdup(path);
	int fd = open(dirname(copy), O_RDONLY | O_DIRECTORY);
	free(copy);
	if (fd < 0)
		return -1;
	int r = fsync(fd);
	close(fd);
	return r;
}

int
session_open(struct session *s, const char *path, struct out *out, char **err)
{
	int fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (fd < 0) {
		*err = um_xasprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	struct strbuf sb;
	sb_init(&sb);
	char buf[65536];
	ssize_t n;
	while ((n = read(fd, buf, sizeof buf)) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			*err = um_xasprintf("%s: %s", path, strerror(errno));
			goto fail;
		}
		sb_addn(&sb, buf, (size_t)n);
	}
	if (sb.len == 0) {
		/* New game file. */
		s->fd = fd;
		s->path = um_xstrdup(path);
		if (journal_write(s, GAME_HEADER, err) < 0) {
			s->fd = -1;
			goto fail;
		}
		s->journal_lines = 0;
		fsync_dir_of(path);
		sb_free(&sb);
		return 0;
	}
	if (memchr(sb.s, '\0', sb.len) != NULL) {
		*err = um_xasprintf("%s:1: not an umpire game file (it holds "
				    "binary data)",
				    path);
		goto fail;
	}
	size_t keep = sb.len;
	if (sb.s[sb.len - 1] != '\n') {
		/* A write cut short: drop the torn last line. */
		keep = sb.len;
		while (keep > 0 && sb.s[keep - 1] != '\n')
			keep--;
	}
	if (strncmp(sb.s, GAME_HEADER "\n", strlen(GAME_HEADER) + 1) != 0) {
		*err = um_xasprintf("%s:1: not an umpire game file (the first "
				    "line must be \"%s\")",
				    path, GAME_HEADER);
		goto fail;
	}
	/* Replay every line; on a bad one stop and leave the file as it is. */
	int lineno = 0;
	size_t pos = 0;
	size_t nlines = 0;
	while (pos < keep) {
		char *nl = memchr(sb.s + pos, '\n', keep - pos);
		size_t end = nl ? (size_t)(nl - sb.s) : keep;
		sb.s[end] = '\0';
		const char *line = sb.s + pos;
		lineno++;
		pos = end + 1;
		if (lineno == 1)
			continue;
		char *e = NULL;
		struct out quiet;
		out_init(&quiet);
		int r = exec_line(s, line, true, &quiet, &e);
		out_free(&quiet);
		if (r < 0) {
			*err = um_xasprintf("%s:%d: %s", path, lineno, e);
			free(e);
			goto fail;
		}
		nlines++;
	}
	if (keep < sb.len) {
		out_warn(out,
			 "%s:%d: last line was cut short (\"%.40s\"); "
			 "dropped it, everything before it is kept",
			 path, lineno + 1, sb.s + keep);
		if (ftruncate(fd, (off_t)keep) < 0 || fsync(fd) < 0) {
			*err = um_xasprintf("%s: cannot drop the torn last "
					    "line: %s",
					    path, strerror(errno));
			goto fail;
		}
	}
	s->fd = fd;
	s->path = um_xstrdup(path);
	s->journal_lines = nlines;
	sb_free(&sb);
	return 0;
fail:
	sb_free(&sb);
	close(fd);
	return -1;
}

int
session_save(struct session *s, const char *path, char **err)
{
	char *tmp = um_xasprintf("%s.tmp.%ld", path, (long)getpid());
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		*err = um_xasprintf("save %s: %s", path, strerror(errno));
		free(tmp);
		return -1;
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, GAME_HEADER "\n");
	for (size_t i = 0; i < s->h.n; i++)
		sb_addf(&sb, "%s\n", s->h.line[i]);
	size_t off = 0;
	bool ok = true;
	while (off < sb.len) {
		ssize_t w = write(fd, sb.s + off, sb.len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			ok = false;
			break;
		}
		off += (size_t)w;
	}
	ok = ok && fsync(fd) == 0;
	ok = (close(fd) == 0) && ok;
	ok = ok && rename(tmp, path) == 0;
	if (!ok) {
		*err = um_xasprintf("save %s: %s", path, strerror(errno));
		unlink(tmp);
	} else {
		fsync_dir_of(path);
	}
	sb_free(&sb);
	free(tmp);
	return ok ? 0 : -1;
}
