/* journal.c - the game file (spec §4, docs/game-files.md): open and
 * replay it, lock it, append to it, save a copy, and pin the tables the
 * game is played with inside it. */
#define _GNU_SOURCE /* F_OFD_SETLK (Linux open file description locks) */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "journal.h"
#include "umpire/atomicfile.h"
#include "umpire/printable.h"
#include "umpire/ruleset.h"
#include "umpire/settings.h"
#include "umpire/util.h"

/* ---- appending ---------------------------------------------------- */

static int
write_all(int fd, const char *buf, size_t len)
{
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(fd, buf + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			if (w == 0)
				errno = EIO;
			return -1;
		}
		off += (size_t)w;
	}
	return 0;
}

/* Whether the game's path still names the file the journal writes
 * (docs/game-files.md, "The journal knows its file"): removed, or
 * replaced by an editor's copy, and later commands would go into a file
 * nobody reads. */
static bool
journal_still_there(const struct session *s)
{
	struct stat by_fd, by_path;
	if (!s->file_known)
		return true;
	if (fstat(s->fd, &by_fd) < 0 || stat(s->path, &by_path) < 0)
		return false;
	return by_fd.st_dev == by_path.st_dev &&
	       by_fd.st_ino == by_path.st_ino && by_fd.st_nlink > 0;
}

/* Every line written is read back (docs/game-files.md): a command line
 * its reader would refuse (too long, too many tokens) is not written. */
static int
journal_line_check(const char *text, char **err)
{
	if (text[0] == '@' || strncmp(text, GAME_HEADER_V2, 8) == 0)
		return 0;
	const char *nl = strchr(text, '\n');
	char *line = um_xstrndup(text, nl ? (size_t)(nl - text) : strlen(text));
	struct args a;
	char *why = NULL;
	int r = cmd_parse(line, &a, &why);
	if (r == 0)
		args_free(&a);
	else
		*err = um_xasprintf(
		    "the game file could not read this command back (%s; a "
		    "line holds at most %d characters and %d tokens); nothing "
		    "was applied: make it shorter (a brigade: battalion by "
		    "battalion, or fewer in battalions=)",
		    why, CMD_LINE_MAX, CMD_TOKENS_MAX);
	free(why);
	free(line);
	return r;
}

int
journal_append(struct session *s, const char *text, char **err)
{
	if (journal_line_check(text, err) < 0)
		return -1;
	if (s->fd < 0)
		return 0;
	if (s->journal_lost || !journal_still_there(s)) {
		s->journal_lost = true;
		s->journal_broken = true;
		*err = um_xasprintf(
		    "the game file %s was removed or replaced while open; "
		    "nothing more is written to it, so the command was not "
		    "applied; `save %s` writes the game as played so far "
		    "there again and goes on saving into it (or `save FILE` "
		    "keeps a copy elsewhere)",
		    s->path, s->path);
		return -1;
	}
	size_t len = strlen(text);
	off_t end = lseek(s->fd, 0, SEEK_END);
	if (end >= 0 && (uintmax_t)end + len + 1 > (uintmax_t)GAME_MAX_BYTES) {
		*err = um_xasprintf(
		    "the game file %s would pass %ld bytes, the most a game "
		    "file may hold (docs/game-files.md); the command was not "
		    "applied (a new game, or `save FILE` for a copy)",
		    s->path, (long)GAME_MAX_BYTES);
		return -1;
	}
	char *buf = um_xmalloc(len + 1);
	/* Not a C string: the record and its newline, written by length. */
	memcpy(buf, text, len); // NOLINT(bugprone-not-null-terminated-result)
	buf[len] = '\n';
	off_t at = lseek(s->fd, 0, SEEK_END);
	int r = write_all(s->fd, buf, len + 1);
	free(buf);
	if (r == 0 && fsync(s->fd) == 0) {
		s->journal_lines++;
		s->journal_broken = false;
		return 0;
	}
	int e = errno;
	/* Leave no half record behind: the next write starts clean. */
	if (at >= 0 && ftruncate(s->fd, at) == 0)
		fsync(s->fd);
	*err = um_xasprintf("could not write the game file %s: %s; the "
			    "command was not applied and the game is NOT "
			    "being saved (each change tries again; save FILE "
			    "keeps a copy)",
			    s->path, strerror(e));
	s->journal_broken = true;
	return -1;
}

/* ---- tables blocks ------------------------------------------------ */

/* A block:
 *   @tables RULESET digest=HEX
 *   @file NAME ORIGIN
 *   @|a line of the file
 *   @end
 */
char *
journal_tables_block(const struct tableset *ts)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "@tables %s digest=%s", ts->ruleset, ts->digest);
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		sb_addf(&sb, "\n@file %s %s", t->name, t->origin);
		size_t pos = 0;
		while (pos < t->len) {
			const char *nl =
			    memchr(t->text + pos, '\n', t->len - pos);
			size_t end = nl ? (size_t)(nl - t->text) : t->len;
			sb_add(&sb, "\n@|");
			sb_addn(&sb, t->text + pos, end - pos);
			pos = end + 1;
		}
	}
	sb_add(&sb, "\n@end");
	return sb_steal(&sb);
}

void
journal_add_tables_block(struct session *s, struct strbuf *extra)
{
	char *b = journal_tables_block(s->tables);
	sb_addf(extra, "\n%s", b);
	free(b);
}

struct block_file {
	char *name, *origin;
	struct strbuf text;
};

static void
block_files_free(struct block_file *f, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(f[i].name);
		free(f[i].origin);
		sb_free(&f[i].text);
	}
	free(f);
}

/* Parse a block into files; -1 with *err on a malformed one. */
static int
block_parse(const char *block, char *ruleset, size_t rlen, char *digest,
	    struct block_file **out, size_t *nout, char **err)
{
	struct block_file *f = NULL;
	size_t n = 0, cap = 0;
	const char *p = block;
	bool ended = false;
	int k = sscanf(p, "@tables %63s digest=%16s", ruleset, digest);
	(void)rlen;
	if (k != 2) {
		*err = um_xstrdup("a tables block starts with \"@tables "
				  "RULESET digest=HEX\"");
		return -1;
	}
	p = strchr(p, '\n');
	while (p && !ended) {
		p++;
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		if (len >= 2 && strncmp(p, "@|", 2) == 0 && n > 0) {
			sb_addn(&f[n - 1].text, p + 2, len - 2);
			sb_addc(&f[n - 1].text, '\n');
		} else if (len > 6 && strncmp(p, "@file ", 6) == 0) {
			const char *name = p + 6;
			const char *sp = memchr(name, ' ', len - 6);
			if (sp == NULL)
				break;
			um_grow((void **)&f, &cap, n + 1, sizeof *f);
			f[n].name = um_xstrndup(name, (size_t)(sp - name));
			f[n].origin = um_xstrndup(
			    sp + 1, len - 6 - (size_t)(sp - name) - 1);
			sb_init(&f[n].text);
			n++;
		} else if (len == 4 && strncmp(p, "@end", 4) == 0) {
			ended = true;
		} else {
			break;
		}
		p = nl;
	}
	if (!ended) {
		block_files_free(f, n);
		*err = um_xstrdup("a tables block holds only @file, @| lines "
				  "and ends with @end");
		return -1;
	}
	*out = f;
	*nout = n;
	return 0;
}

/* Keep ts for the session's life and make it the tables in force. */
void
session_use_tables(struct session *s, struct tableset *ts)
{
	um_grow((void **)&s->owned, &s->capowned, s->nowned + 1,
		sizeof *s->owned); // NOLINT(bugprone-sizeof-expression)
	s->owned[s->nowned++] = ts;
	s->tables = ts;
	s->g->tables = ts;
}

/* The tables of ruleset rs from embedded files and dir, checked. */
struct tableset *
session_tables_for(const struct ruleset *rs, const char *dir, char **err)
{
	if (dir != NULL && tables_dir_check(dir, err) < 0)
		return NULL;
	if (dir != NULL && !tables_dir_fits(rs->name, dir)) {
		*err = um_xasprintf("--tables %s: its files are not all tables "
				    "of %s (docs/tables.md lists them)",
				    dir, rs->name);
		return NULL;
	}
	struct tableset *ts = tableset_load(rs->name, dir, err);
	if (ts == NULL)
		return NULL;
	if (ruleset_tables_check(rs, ts, NULL, err) < 0) {
		tableset_free(ts);
		return NULL;
	}
	return ts;
}

int
journal_apply_tables(struct session *s, const char *block, char **err)
{
	char ruleset[64], digest[17];
	struct block_file *f;
	size_t n;
	if (block_parse(block, ruleset, sizeof ruleset, digest, &f, &n, err) <
	    0)
		return -1;
	int r = -1;
	if (strcmp(ruleset, s->g->rs->name) != 0) {
		*err = um_xasprintf("tables of %s pinned in a %s game", ruleset,
				    s->g->rs->name);
		goto done;
	}
	/* The same block again (undo replays it): the same tables. */
	for (size_t i = s->nowned; i-- > 0;)
		if (s->owned[i]->pinned &&
		    strcmp(s->owned[i]->digest, digest) == 0 &&
		    strcmp(s->owned[i]->ruleset, ruleset) == 0) {
			s->tables = s->owned[i]; /* owned already */
			s->g->tables = s->owned[i];
			r = 0;
			goto done;
		}
	const char **names = um_xcalloc(n + 1, sizeof *names);
	const char **origins = um_xcalloc(n + 1, sizeof *origins);
	const char **texts = um_xcalloc(n + 1, sizeof *texts);
	size_t *lens = um_xcalloc(n + 1, sizeof *lens);
	for (size_t i = 0; i < n; i++) {
		names[i] = f[i].name;
		origins[i] = f[i].origin;
		texts[i] = f[i].text.s ? f[i].text.s : "";
		lens[i] = f[i].text.len;
	}
	struct tableset *ts =
	    tableset_from_texts(ruleset, n, names, origins, texts, lens, err);
	free(names);
	free(origins);
	free(texts);
	free(lens);
	if (ts == NULL)
		goto done;
	if (strcmp(ts->digest, digest) != 0) {
		*err = um_xasprintf("the pinned tables do not match their "
				    "digest %s (the file was edited by hand?)",
				    digest);
		tableset_free(ts);
		goto done;
	}
	if (ruleset_tables_check(s->g->rs, ts, NULL, err) < 0) {
		tableset_free(ts);
		goto done;
	}
	session_use_tables(s, ts);
	r = 0;
done:
	block_files_free(f, n);
	return r;
}

int
session_change_tables(struct session *s, const char *dir, struct out *out,
		      char **err)
{
	if (s->read_only) {
		*err = um_xstrdup("the game is open read-only (--read-only)");
		return -1;
	}
	struct tableset *ts = session_tables_for(s->g->rs, dir, err);
	if (ts == NULL)
		return -1;
	struct tableset *old = s->tables;
	ts->pinned = true;
	/* A history entry, so an undo group (empty: only tables change). */
	game_undo_begin(s->g);
	session_use_tables(s, ts);
	char *block = journal_tables_block(ts);
	if (journal_append(s, block, err) < 0) {
		game_undo_abort(s->g);
		free(block);
		s->tables = old;
		s->g->tables = old;
		return -1;
	}
	game_undo_commit(s->g);
	session_history_push(s, block);
	out_text(out, "  tables changed from the next ruling on: %s (%s)",
		 ts->digest, dir ? dir : "embedded");
	return 0;
}

/* ---- settings ---------------------------------------------------- */

int
session_settings_check(struct session *s, char **err)
{
	/* The game's values on the tables in force, by the one reader. */
	struct settings typed;
	if (settings_read(s->g->rs->settings, s->tables, s->g, &typed, err) < 0)
		return -1;
	settings_free(&typed);
	return 0;
}

/* ---- opening ------------------------------------------------------ */

/* A buffered line reader over fd: memory follows the longest line, not
 * the file. */
struct line_reader {
	int fd;
	char buf[65536];
	size_t pos, len;
	bool eof;
	struct strbuf line;
	long lineno;
	off_t consumed; /* bytes of complete lines read */
	off_t partial;	/* bytes of the line being read */
};

/* Next line into r->line (no newline, CR before it dropped). 1: a line,
 * 0: end of file, -1: error (*err); *torn: the file ended without a
 * newline (the line is then the torn rest). */
static int
reader_next(struct line_reader *r, const char *path, bool *torn, char **err)
{
	sb_clear(&r->line);
	*torn = false;
	for (;;) {
		if (r->pos == r->len) {
			if (r->eof)
				break;
			ssize_t n = read(r->fd, r->buf, sizeof r->buf);
			if (n < 0 && errno == EINTR)
				continue;
			if (n < 0) {
				*err = um_xasprintf("%s: %s", path,
						    strerror(errno));
				return -1;
			}
			if (n == 0) {
				r->eof = true;
				break;
			}
			r->pos = 0;
			r->len = (size_t)n;
		}
		char *nl = memchr(r->buf + r->pos, '\n', r->len - r->pos);
		size_t take =
		    nl ? (size_t)(nl - (r->buf + r->pos)) : r->len - r->pos;
		if (r->line.len + take > GAME_LINE_MAX) {
			*err =
			    um_xasprintf("%s:%ld: line longer than %d bytes; "
					 "not an umpire game file",
					 path, r->lineno + 1, GAME_LINE_MAX);
			return -1;
		}
		sb_addn(&r->line, r->buf + r->pos, take);
		r->pos += take;
		r->partial += (off_t)take;
		if (nl) {
			r->pos++;
			r->lineno++;
			r->consumed += r->partial + 1;
			r->partial = 0;
			if (r->line.len && r->line.s[r->line.len - 1] == '\r')
				r->line.s[--r->line.len] = '\0';
			if (r->lineno == 1 && r->line.len >= 3 &&
			    memcmp(r->line.s, "\xEF\xBB\xBF", 3) == 0) {
				memmove(r->line.s, r->line.s + 3,
					r->line.len - 2);
				r->line.len -= 3;
			}
			if (r->line.s == NULL)
				sb_add(&r->line, "");
			if (memchr(r->line.s, '\0', r->line.len) != NULL) {
				*err =
				    um_xasprintf("%s:%ld: not an umpire "
						 "game file (it holds binary "
						 "data)",
						 path, r->lineno);
				return -1;
			}
			return 1;
		}
	}
	if (r->line.len == 0)
		return 0;
	*torn = true;
	return 1;
}

static const char *
file_kind(mode_t m)
{
	if (S_ISDIR(m))
		return "a folder";
	if (S_ISFIFO(m))
		return "a FIFO";
	if (S_ISCHR(m) || S_ISBLK(m))
		return "a device";
	if (S_ISSOCK(m))
		return "a socket";
	return "not a regular file";
}

/* One process per game file. Two write locks: an open-file-description
 * lock on byte 1, held as long as the journal's descriptor is open (a
 * process lock would go when any descriptor of the file is closed), and
 * a process lock on byte 0, so a second umpire can name the process. */
#define LOCK_PID_BYTE 0
#define LOCK_OFD_BYTE 1

static int
lock_game(int fd, const char *path, char **err)
{
	struct flock ofd = {.l_type = F_WRLCK,
			    .l_whence = SEEK_SET,
			    .l_start = LOCK_OFD_BYTE,
			    .l_len = 1};
	struct flock own = {.l_type = F_WRLCK,
			    .l_whence = SEEK_SET,
			    .l_start = LOCK_PID_BYTE,
			    .l_len = 1};
	if (fcntl(fd, F_OFD_SETLK, &ofd) == 0 && fcntl(fd, F_SETLK, &own) == 0)
		return 0;
	if (errno != EACCES && errno != EAGAIN) {
		*err = um_xasprintf("%s: cannot lock it: %s", path,
				    strerror(errno));
		return -1;
	}
	struct flock q = own;
	long pid = fcntl(fd, F_GETLK, &q) == 0 && q.l_type != F_UNLCK
		       ? (long)q.l_pid
		       : 0;
	if (pid > 0)
		*err = um_xasprintf("%s: in use by process %ld (one umpire "
				    "per game file); --read-only looks at it "
				    "without changing it",
				    path, pid);
	else
		*err = um_xasprintf("%s: in use by another umpire (one umpire "
				    "per game file); --read-only looks at it",
				    path);
	return -1;
}

static int
open_game_fd(const char *path, bool read_only, struct stat *st, char **err)
{
	int flags = (read_only ? O_RDONLY : O_RDWR | O_CREAT) | O_NONBLOCK |
		    O_NOCTTY | O_CLOEXEC;
	int fd = open(path, flags, 0644);
	if (fd < 0) {
		if (errno == EISDIR)
			*err =
			    um_xasprintf("%s: a folder, not a game file", path);
		else
			*err = um_xasprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fd, st) < 0 || !S_ISREG(st->st_mode)) {
		*err = um_xasprintf("%s: %s, not a game file (a game file is "
				    "a plain text file)",
				    path, file_kind(st->st_mode));
		close(fd);
		return -1;
	}
	if (st->st_size > GAME_MAX_BYTES) {
		*err = um_xasprintf("%s: %lld bytes; a game file is at most "
				    "%ld bytes (docs/game-files.md)",
				    path, (long long)st->st_size,
				    (long)GAME_MAX_BYTES);
		close(fd);
		return -1;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	if (!read_only && lock_game(fd, path, err) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The tables in force before the first command (checkpoint 0's). */
static void
set_initial_tables(struct session *s, struct tableset *ts)
{
	session_use_tables(s, ts);
	s->tables_initial = ts;
	if (s->h.base)
		s->h.base->tables = ts;
}

/* The game brought to its amended lines (folded while reading). */
static int
journal_catch_up(struct session *s, char **err)
{
	if (!s->h.stale || s->h.catch_up == NULL)
		return 0;
	return s->h.catch_up(s, err);
}

/* Replay one record read from the file: a tables block here, a command
 * by the session's replay. */
static int
replay_record(struct session *s, journal_replay_fn *replay, struct strbuf *rec,
	      char **err)
{
	if (rec->len == 0)
		return 0;
	int r;
	/* Commands and amendments are folded while the file is read
	 * (amend.c): a command line waits, replayed once at the catch-up;
	 * a record that pins tables or switches the ruleset first brings the
	 * game to the lines. */
	bool plain = rec->s[0] != '@' && strchr(rec->s, '\n') == NULL &&
		     strncmp(rec->s, "ruleset ", 8) != 0;
	s->h.defer_line = plain && s->h.fold_on;
	if (!plain && journal_catch_up(s, err) < 0) {
		sb_clear(rec);
		return -1;
	}
	if (rec->s[0] == '@') {
		game_undo_begin(s->g); /* one group per history entry */
		r = journal_apply_tables(s, rec->s, err);
		if (r == 0) {
			game_undo_commit(s->g);
			session_history_push(s, um_xstrdup(rec->s));
		} else {
			game_undo_abort(s->g);
		}
	} else {
		char *nl = strchr(rec->s, '\n');
		if (nl)
			*nl = '\0';
		struct out quiet;
		out_init(&quiet);
		quiet.quiet = true; /* the loader shows none of it */
		r = replay(s, rec->s, &quiet, err);
		out_free(&quiet);
		if (r == 0 && nl) {
			*nl = '\n';
			r = journal_apply_tables(s, nl + 1, err);
			if (r == 0 && s->h.n > 0) {
				/* The history entry carries its block too. */
				free(s->h.line[s->h.n - 1]);
				s->h.line[s->h.n - 1] = um_xstrdup(rec->s);
			}
		}
	}
	sb_clear(rec);
	return r;
}

struct loader {
	struct session *s;
	journal_replay_fn *replay;
	const char *path;
	struct strbuf rec;	 /* the record being gathered */
	long rec_line;		 /* its first line */
	off_t rec_off, line_off; /* where it and the current line start */
	bool in_block, rec_has_block, preamble_done;
};

static int
loader_flush(struct loader *l, char **err)
{
	char *e = NULL;
	l->s->h.rec_line = l->rec_line;
	l->s->h.fold_err_line = 0;
	if (replay_record(l->s, l->replay, &l->rec, &e) < 0) {
		/* A command that waited is refused at its own line. */
		long at =
		    l->s->h.fold_err_line ? l->s->h.fold_err_line : l->rec_line;
		*err = um_xasprintf("%s:%ld: %s", l->path, at, e);
		free(e);
		return -1;
	}
	return 0;
}

/* Feed one line of the file (after the header). */
static int
loader_line(struct loader *l, const char *line, long lineno, char **err)
{
	bool at = line[0] == '@';
	if (l->in_block) {
		if (!at) {
			*err = um_xasprintf("%s:%ld: a tables block ends with "
					    "@end",
					    l->path, lineno);
			return -1;
		}
		sb_addf(&l->rec, "\n%s", line);
		if (strcmp(line, "@end") == 0) {
			l->in_block = false;
			if (!l->preamble_done) {
				/* The tables the game started with. */
				l->preamble_done = true;
				char *e = NULL;
				l->s->replaying = true;
				int r =
				    journal_apply_tables(l->s, l->rec.s, &e);
				if (r == 0)
					set_initial_tables(
					    l->s, tableset_ref(l->s->tables));
				sb_clear(&l->rec);
				if (r < 0) {
					*err =
					    um_xasprintf("%s:%ld: %s", l->path,
							 l->rec_line, e);
					free(e);
					return -1;
				}
			}
		}
		return 0;
	}
	if (at && strncmp(line, "@tables ", 8) == 0) {
		/* A block attaches to a `ruleset` line just before it. */
		bool attach = l->rec.len > 0 && !l->rec_has_block &&
			      strncmp(l->rec.s, "ruleset ", 8) == 0;
		if (!attach) {
			if (loader_flush(l, err) < 0)
				return -1;
			l->rec_line = lineno;
			l->rec_off = l->line_off;
			sb_add(&l->rec, line);
		} else {
			sb_addf(&l->rec, "\n%s", line);
		}
		l->rec_has_block = true;
		l->in_block = true;
		return 0;
	}
	if (at) {
		*err = um_xasprintf("%s:%ld: an @ line outside a tables block",
				    l->path, lineno);
		return -1;
	}
	l->preamble_done = true;
	if (loader_flush(l, err) < 0)
		return -1;
	l->rec_line = lineno;
	l->rec_off = l->line_off;
	l->rec_has_block = false;
	sb_add(&l->rec, line);
	return 0;
}

/* A last line without its newline: replayed when it is a valid command
 * (then true); a failed one changes nothing. */
static bool
torn_line_kept(struct session *s, journal_replay_fn *replay, const char *line)
{
	struct strbuf rec;
	sb_init(&rec);
	sb_add(&rec, line);
	char *e = NULL;
	int r = replay_record(s, replay, &rec, &e);
	free(e);
	sb_free(&rec);
	return r == 0;
}

/* Read and replay every line after the header. *keep: the length of the
 * file's complete records; *restart: the file holds no complete record,
 * not even its first tables block (a creation cut short). */
static int
load_lines(struct session *s, journal_replay_fn *replay, struct line_reader *rd,
	   const char *path, struct out *out, off_t *keep, bool *restart,
	   bool *keep_torn, char **err)
{
	*keep_torn = false;
	char *e_fold = NULL;
	s->h.fold_on = true; /* amendments folded (amend.c) */
	struct loader l = {.s = s, .replay = replay, .path = path};
	sb_init(&l.rec);
	l.preamble_done = s->version == 1;
	bool torn = false;
	int r;
	*restart = false;
	for (;;) {
		l.line_off = rd->consumed;
		if ((r = reader_next(rd, path, &torn, err)) != 1 || torn)
			break;
		if (loader_line(&l, rd->line.s, rd->lineno, err) < 0) {
			r = -1;
			break;
		}
	}
	*keep = rd->consumed;
	if (r >= 0 && l.in_block) {
		/* Records are written whole: a block without its @end is a
		 * write cut short. */
		*keep = l.rec_off;
		*restart = !l.preamble_done;
		if (!*restart)
			out_warn(out,
				 "%s:%ld: the last record (a tables block) "
				 "was cut short; dropped it, everything "
				 "before it is kept",
				 path, l.rec_line);
		sb_clear(&l.rec);
		torn = false;
	}
	if (r >= 0 && loader_flush(&l, err) < 0)
		r = -1;
	/* The last amendments folded: the game once, from the first line
	 * they changed (a torn last line is not folded). */
	s->h.fold_on = false;
	s->h.defer_line = false;
	s->h.fold_err_line = 0;
	if (r >= 0 && journal_catch_up(s, &e_fold) < 0) {
		if (s->h.fold_err_line)
			*err = um_xasprintf("%s:%ld: %s", path,
					    s->h.fold_err_line, e_fold);
		else
			*err = um_xasprintf("%s: %s", path, e_fold);
		free(e_fold);
		r = -1;
	}
	if (r >= 0 && torn && rd->line.s[0] != '@' &&
	    memchr(rd->line.s, '\0', rd->line.len) == NULL &&
	    torn_line_kept(s, replay, rd->line.s)) {
		/* A whole command that only lacks its newline (an editor's
		 * last line): kept, and the newline added. */
		*keep = rd->consumed + rd->partial;
		*keep_torn = true;
		torn = false;
		out_warn(out,
			 "%s:%ld: the last line had no newline; kept it as "
			 "a command",
			 path, rd->lineno + 1);
	}
	sb_free(&l.rec);
	if (r >= 0 && torn)
		out_warn(out,
			 "%s:%ld: last line was cut short (\"%.40s\"); "
			 "dropped it, everything before it is kept",
			 path, rd->lineno + 1, rd->line.s);
	return r < 0 ? -1 : 0;
}

/* Read the header: version 1 or 2, 0 for an empty file. */
static int
read_header(struct line_reader *rd, const char *path, int *version, char **err)
{
	bool torn;
	int r = reader_next(rd, path, &torn, err);
	if (r < 0)
		return -1;
	if (r == 0) {
		*version = 0;
		return 0;
	}
	/* A creation cut short: start again. A prefix too short to be
	 * ours ("#" alone) is someone's file, not a game cut short. */
	if (torn && rd->line.len >= strlen("# umpire") &&
	    strncmp(GAME_HEADER_V2, rd->line.s, rd->line.len) == 0) {
		*version = 0;
		return 0;
	}
	static const char vhead[] = "# umpire game v";
	if (!torn && strncmp(rd->line.s, vhead, sizeof vhead - 1) == 0) {
		char *end;
		long newer = strtol(rd->line.s + sizeof vhead - 1, &end, 10);
		if (newer > 2 && *end == '\0') {
			*err = um_xasprintf("%s:1: a game file made by a newer "
					    "umpire, version %ld (this one "
					    "reads versions 1 and 2)",
					    path, newer);
			return -1;
		}
	}
	if (!torn && strcmp(rd->line.s, GAME_HEADER_V1) == 0)
		*version = 1;
	else if (!torn && strcmp(rd->line.s, GAME_HEADER_V2) == 0)
		*version = 2;
	else {
		*err = um_xasprintf("%s:1: not an umpire game file (the first "
				    "line must be \"%s\")",
				    path, GAME_HEADER_V2);
		return -1;
	}
	return 0;
}

/* A new game file: the header and the tables the game starts with. */
static int
start_file(struct session *s, char **err)
{
	char *block = journal_tables_block(s->tables);
	char *text = um_xasprintf("%s\n%s", GAME_HEADER_V2, block);
	free(block);
	size_t len = strlen(text);
	text[len] = '\n'; /* written by length, not as a C string */
	/* At the start of the file: a creation cut short was read to its end
	 * and truncated, which leaves the offset where the reading stopped
	 * (a write there would leave a hole of zero bytes before it). */
	int r = -1;
	if (lseek(s->fd, 0, SEEK_SET) == 0 &&
	    write_all(s->fd, text, len + 1) == 0 && fsync(s->fd) == 0)
		r = 0;
	free(text);
	if (r < 0) {
		int e = errno;
		if (ftruncate(s->fd, 0) == 0)
			fsync(s->fd);
		*err = um_xasprintf("%s: cannot write the new game file: %s; "
				    "no game was started (the file is left "
				    "empty)",
				    s->path, strerror(e));
		s->journal_broken = true;
	}
	s->journal_lines = 0;
	s->version = 2;
	s->tables->pinned = true;
	atomic_sync_dir_of(s->path);
	return r;
}

/* After the replay: the tables asked for (--tables) against those the
 * game pins. */
static int
reconcile_tables(struct session *s, const struct session_open_opts *o,
		 struct out *out, char **err)
{
	if (s->version == 1)
		out_warn(out,
			 "%s is a v1 game file: it pins no tables, so it "
			 "plays with this version's embedded tables",
			 s->path);
	struct tableset *want =
	    session_tables_for(s->g->rs, s->tables_dir, err);
	if (want == NULL)
		return -1;
	const char *diff = tableset_first_difference(s->tables, want);
	int r = 0;
	if (diff == NULL) {
		/* Same tables: nothing to say. */
	} else if (o->change_tables && !s->read_only) {
		r = session_change_tables(s, s->tables_dir, out, err);
	} else if (s->tables_dir == NULL) {
		out_warn(out,
			 "%s: playing with the tables pinned in the game "
			 "(%s differs from this version's embedded %s)",
			 s->path, diff, diff);
	} else {
		*err = um_xasprintf(
		    "%s: --tables %s differs from the tables pinned in the "
		    "game (first: %s); open it without --tables to play on "
		    "with the pinned ones, or add --change-tables to use "
		    "these from the next ruling on",
		    s->path, s->tables_dir, diff);
		r = -1;
	}
	tableset_free(want);
	return r;
}

int
journal_open(struct session *s, const char *path,
	     const struct session_open_opts *o, journal_replay_fn *replay,
	     struct out *out, char **err)
{
	struct stat st;
	int fd = open_game_fd(path, o->read_only, &st, err);
	if (fd < 0)
		return -1;
	struct line_reader *rd = um_xcalloc(1, sizeof *rd);
	rd->fd = fd;
	sb_init(&rd->line);
	int version = 0;
	off_t keep = 0;
	bool keep_torn = false; /* a last line without its newline, kept */
	int r = read_header(rd, path, &version, err);
	s->path = um_xstrdup(path);
	s->read_only = o->read_only;
	bool restart = r == 0 && version == 0;
	if (restart && o->read_only) {
		*err = um_xasprintf("%s: an empty file, not a game yet "
				    "(--read-only creates nothing)",
				    path);
		r = -1;
	}
	if (r < 0)
		goto done;
	s->version = version;
	if (!restart && version == 1) {
		struct tableset *emb = session_tables_for(s->g->rs, NULL, err);
		if (emb == NULL) {
			r = -1;
			goto done;
		}
		set_initial_tables(s, emb);
	}
	if (!restart) {
		s->replaying = true;
		r = load_lines(s, replay, rd, path, out, &keep, &restart,
			       &keep_torn, err);
		s->replaying = false;
		if (r == 0 && restart && o->read_only) {
			*err = um_xasprintf("%s: its creation was cut short; "
					    "not a game yet",
					    path);
			r = -1;
		}
	}
	if (r == 0 && restart) {
		/* Empty, or its creation was cut short: a new game. */
		s->fd = fd;
		if (st.st_size > 0 && (ftruncate(fd, 0) < 0 || fsync(fd) < 0)) {
			*err = um_xasprintf("%s: %s", path, strerror(errno));
			r = -1;
		} else {
			r = start_file(s, err);
		}
		goto done;
	}
	if (r == 0 && keep < st.st_size && !o->read_only &&
	    (ftruncate(fd, keep) < 0 || fsync(fd) < 0)) {
		*err = um_xasprintf("%s: cannot drop the torn last line: %s",
				    path, strerror(errno));
		r = -1;
	}
	if (r == 0 && keep_torn && !o->read_only &&
	    (write_all(fd, "\n", 1) < 0 || fsync(fd) < 0)) {
		*err = um_xasprintf("%s: cannot end its last line: %s", path,
				    strerror(errno));
		r = -1;
	}
	if (r == 0) {
		s->fd = o->read_only ? -1 : fd;
		s->journal_lines = s->h.n;
		r = reconcile_tables(s, o, out, err);
	}
done:
	if (r == 0) {
		s->file_known = true;
		s->file_dev = st.st_dev;
		s->file_ino = st.st_ino;
		atomic_protect(st.st_dev, st.st_ino);
	}
	s->replaying = false;
	sb_free(&rd->line);
	free(rd);
	if (r < 0) {
		if (s->fd == fd)
			s->fd = -1;
		close(fd);
		free(s->path);
		s->path = NULL;
	} else if (s->fd != fd) {
		close(fd);
	}
	return r;
}

/* ---- saving ------------------------------------------------------- */

static int
save_refuse_target(const struct session *s, const char *path, char **err)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return 0; /* absent (or unreadable: the write will say) */
	if (s->file_known && st.st_dev == s->file_dev &&
	    st.st_ino == s->file_ino) {
		*err = um_xasprintf("save %s: that is the open game file "
				    "itself (every change is already in it); "
				    "save a copy under another name",
				    path);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		*err = um_xasprintf("save %s: %s; save writes a plain file",
				    path, file_kind(st.st_mode));
		return -1;
	}
	return 0;
}

/* After `save PATH` of a game whose file was removed or replaced: the
 * journal goes on in the new file at the game's own path. */
static int
journal_resume(struct session *s, char **err)
{
	struct stat st;
	int fd = open_game_fd(s->path, false, &st, err);
	if (fd < 0)
		return -1;
	if (s->fd >= 0)
		close(s->fd);
	if (s->file_known)
		atomic_unprotect(s->file_dev, s->file_ino);
	s->fd = fd;
	s->file_dev = st.st_dev;
	s->file_ino = st.st_ino;
	s->file_known = true;
	atomic_protect(st.st_dev, st.st_ino);
	s->journal_lost = false;
	s->journal_broken = false;
	s->version = 2;
	return 0;
}

int
session_save(struct session *s, const char *path, char **err)
{
	bool resume = s->journal_lost && s->path && strcmp(path, s->path) == 0;
	if (!resume && save_refuse_target(s, path, err) < 0)
		return -1;
	struct strbuf sb;
	sb_init(&sb);
	const struct tableset *first = s->tables_initial;
	char *block = journal_tables_block(first);
	sb_addf(&sb, "%s\n%s\n", GAME_HEADER_V2, block);
	free(block);
	for (size_t i = 0; i < s->h.n; i++)
		sb_addf(&sb, "%s\n", s->h.line[i]);
	char *why = NULL;
	if (resume && s->file_known)
		atomic_unprotect(s->file_dev, s->file_ino);
	int r = atomic_write(path, sb.s, sb.len, &why);
	if (resume && s->file_known)
		atomic_protect(s->file_dev, s->file_ino);
	sb_free(&sb);
	if (r < 0) {
		*err = um_xasprintf("save: %s", why);
		free(why);
		return -1;
	}
	if (resume)
		return journal_resume(s, err);
	return 0;
}

int
session_note(struct session *s, const char *text, char **err)
{
	if (s->fd < 0 || s->read_only)
		return 0;
	char *safe = um_printable(text);
	char *line = um_xasprintf("# %.4000s", safe);
	free(safe);
	int r = journal_append(s, line, err);
	free(line);
	return r;
}

/* ---- status ------------------------------------------------------- */

/* The folder of a table's origin ("embedded" for embedded ones). */
static size_t
origin_dir_len(const struct table *t)
{
	const char *slash = strrchr(t->origin, '/');
	return slash ? (size_t)(slash - t->origin) : strlen(t->origin);
}

/* "embedded" or "DIR: a.csv,b.csv; embedded: the rest" */
static char *
tables_from(const struct tableset *ts)
{
	struct strbuf sb;
	sb_init(&sb);
	bool *done = um_xcalloc(ts->n + 1, sizeof *done);
	size_t nemb = 0;
	for (size_t i = 0; i < ts->n; i++) {
		const struct table *t = ts->t[i];
		if (strcmp(t->origin, "embedded") == 0) {
			nemb++;
			continue;
		}
		if (done[i])
			continue;
		size_t dl = origin_dir_len(t);
		sb_addf(&sb, "%s%.*s: ", sb.len ? "; " : "", (int)dl,
			t->origin);
		const char *sep = "";
		for (size_t k = i; k < ts->n; k++) {
			const struct table *u = ts->t[k];
			if (done[k] || strcmp(u->origin, "embedded") == 0 ||
			    origin_dir_len(u) != dl ||
			    strncmp(u->origin, t->origin, dl) != 0)
				continue;
			done[k] = true;
			sb_addf(&sb, "%s%s", sep, u->name);
			sep = ",";
		}
	}
	free(done);
	if (nemb == ts->n)
		sb_add(&sb, "embedded");
	else if (nemb)
		sb_addf(&sb, "; embedded: the other %zu", nemb);
	return sb_steal(&sb);
}

void
session_tables_status(const struct session *s, struct rec *r)
{
	const struct tableset *ts = s->tables;
	if (ts == NULL)
		return;
	char shortd[9];
	snprintf(shortd, sizeof shortd, "%.8s", ts->digest);
	rec_str(r, "tables", shortd);
	char *from = tables_from(ts);
	rec_str(r, "tables_from", from);
	free(from);
	rec_str(r, "tables_pinned",
		s->path == NULL	  ? "no-game-file"
		: s->version == 1 ? "no-v1-file"
				  : "yes");
	if (s->journal_broken)
		rec_str(r, "saving", "FAILED");
	else if (s->read_only)
		rec_str(r, "saving", "read-only");
}

int
session_tables_list(const struct session *s, struct out *out)
{
	const struct tableset *ts = s->tables;
	for (size_t i = 0; ts && i < ts->n; i++) {
		const struct table *t = ts->t[i];
		struct rec r;
		rec_begin(&r, "TABLE");
		rec_str(&r, "name", t->name);
		rec_str(&r, "origin", t->origin);
		rec_int(&r, "rows", (long)t->nrows);
		rec_bool(&r, "provisional", t->provisional);
		rec_end(&r, out);
	}
	return 0;
}
