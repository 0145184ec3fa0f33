/* session.c - running commands against a game: journal (spec §4), undo
 * by the game's log of what each command changed (undo.c), replay of a
 * game file. */
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "umpire/atomicfile.h"
#include "umpire/suggest.h"
#include "journal.h"
#include "umpire/oob.h"
#include "qindex.h"
#include "query.h"
#include "reportlog.h"
#include "undo.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

/* The undo log's memory bound; older commands are undone by replaying
 * the journal from the start. */

static void
history_free(struct history *h)
{
	history_redo_clear(h);
	free(h->redo);
	for (size_t i = 0; i < h->n; i++) {
		free(h->line[i]);
		hist_meta_free(&h->meta[i]);
	}
	free(h->line);
	free(h->meta);
	hist_meta_free(&h->next);
	for (size_t i = 0; i < h->namends; i++)
		amend_undo_free(h->amends[i]);
	free(h->amends);
	game_free(h->base);
	memset(h, 0, sizeof *h);
}

/* UMPIRE_CHECK_UNDO=1: after every command, check that its undo group
 * puts back exactly the game before it (and that a command that changes
 * nothing changed nothing). For the test suite; slow. */
static bool
undo_check_on(void)
{
	static int on = -1;
	if (on < 0) {
		const char *v = getenv("UMPIRE_CHECK_UNDO");
		on = v && *v && strcmp(v, "0") != 0;
	}
	return on;
}

int
session_load_tables(struct session *s, char **err)
{
	/* --tables DIR for another ruleset (a script starting `ruleset X`):
	 * checked now, used when the game switches to X. */
	const char *dir = s->replaying ? NULL : s->tables_dir;
	if (dir != NULL && tables_dir_check(dir, err) < 0)
		return -1;
	/* -r NAME: the folder is for NAME's game even where a file name
	 * (settings.csv) would fit the ruleset a session starts with. */
	s->tables_dir_waiting =
	    dir != NULL && (!tables_dir_fits(s->g->rs->name, dir) ||
			    (s->ruleset_wanted != NULL &&
			     strcmp(s->ruleset_wanted, s->g->rs->name) != 0));
	if (s->tables_dir_waiting)
		dir = NULL;
	struct tableset *ts = session_tables_for(s->g->rs, dir, err);
	if (ts == NULL)
		return -1;
	session_use_tables(s, ts);
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
	/* Replaying: this version's embedded tables; a v2 game file pins
	 * the ones it was played with right after the `ruleset` line. */
	struct tableset *ts =
	    session_tables_for(rs, s->replaying ? NULL : s->tables_dir, err);
	if (ts == NULL)
		return -1;
	session_use_tables(s, ts);
	if (!s->replaying) {
		s->tables_changed = true;
		s->tables_dir_waiting = false;
	}
	return 0;
}

struct session *
session_create(const struct session_opts *o, const struct cmd_set *commands,
	       char **err)
{
	struct session *s = um_xcalloc(1, sizeof *s);
	s->commands = *commands;
	s->fd = -1;
	s->teach = o->teach;
	s->tables_dir = o->tables_dir ? um_xstrdup(o->tables_dir) : NULL;
	s->ruleset_wanted = o->ruleset;
	rng_seed(&s->rng, o->seed);
	s->g = game_new(ruleset_default());
	if (session_load_tables(s, err) < 0) {
		session_free(s);
		return NULL;
	}
	s->tables_initial = s->tables;
	s->h.base = game_clone(s->g);
	return s;
}

struct session *
session_fork(const struct session *s, char **err)
{
	struct session *x = um_xcalloc(1, sizeof *x);
	x->commands = s->commands;
	x->fd = -1;
	x->teach = s->teach;
	x->tables_dir = s->tables_dir ? um_xstrdup(s->tables_dir) : NULL;
	x->rng = s->rng;
	x->read_only = s->read_only;
	x->g = game_clone(s->g);
	(void)err;
	session_use_tables(x, tableset_ref(s->tables));
	x->tables_initial = x->tables;
	return x;
}

void
session_free(struct session *s)
{
	if (s == NULL)
		return;
	if (s->fd >= 0)
		close(s->fd);
	if (s->file_known)
		atomic_unprotect(s->file_dev, s->file_ino);
	history_free(&s->h);
	rlog_free(s->rlog);
	qindex_free(s->qindex);
	game_free(s->g);
	for (size_t i = 0; i < s->nowned; i++)
		tableset_free(s->owned[i]);
	free(s->owned);
	free(s->tables_dir);
	free(s->path);
	free(s);
}

const struct cmd_entry *
session_cmd_find(const struct session *s, const struct args *a, size_t *nwords)
{
	return cmd_find_in(&s->commands, s->g->rs, a, nwords);
}

size_t
session_lines(const struct session *s, const char *const **lines)
{
	*lines = (const char *const *)s->h.line;
	return s->h.n;
}

/* Every command run by any session of the process, numbered (cmd.h,
 * struct cmd_ctx's serial). */
static atomic_ulong commands_run;

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
	    .serial = atomic_fetch_add(&commands_run, 1) + 1,
	};
	int r = e->exec(&ctx, a);
	if (r < 0) {
		*err = ctx.err ? ctx.err : um_xstrdup("command failed");
		return -1;
	}
	free(ctx.err);
	return 0;
}

int
session_run_parsed(struct session *s, const struct cmd_entry *e, size_t nw,
		   struct args *a, struct out *out, struct strbuf *extra,
		   char **err)
{
	return run_parsed(s, e, nw, a, false, out, extra, err);
}

static int replay_command(struct session *s, const char *line, struct out *out,
			  bool touch, char **err);

/* Replay one history entry quietly onto s->g (dice are in the line): a
 * command line, maybe followed by the tables block it pinned (journal.c),
 * or a tables block alone. Its records go to out (NULL: dropped). touch:
 * in an open undo group, a command that may write units other than by
 * name has every unit kept first (game_touch_all_units), as
 * session_line_writes_by_name tells, from the one parse of the line. */
static int
replay_line_touch(struct session *s, const char *line, struct out *out,
		  bool touch, char **err)
{
	bool was = s->replaying;
	s->replaying = true;
	/* Outside an undo group the unit space cannot follow what the
	 * command writes: it compares every unit meanwhile. */
	struct game *g = s->g;
	bool untracked = !game_undo_open(g);
	if (untracked)
		space_untracked(g, true);
	int r = 0;
	const char *nl = strchr(line, '\n');
	if (line[0] != '@') {
		/* The command alone: a copy only when a block follows. */
		char *cmd = nl ? um_xstrndup(line, (size_t)(nl - line)) : NULL;
		r = replay_command(s, cmd ? cmd : line, out, touch, err);
		free(cmd);
	} else if (touch) {
		game_touch_all_units(g);
	}
	const char *block = line[0] == '@' ? line : nl ? nl + 1 : NULL;
	if (r == 0 && block)
		r = journal_apply_tables(s, block, err);
	if (untracked && s->g == g)
		space_untracked(g, false);
	s->replaying = was;
	return r;
}

static int
replay_line(struct session *s, const char *line, struct out *out, char **err)
{
	return replay_line_touch(s, line, out, false, err);
}

int
session_replay_entry(struct session *s, const char *line, struct out *out,
		     char **err)
{
	return replay_line(s, line, out, err);
}

int
session_replay_entry_grouped(struct session *s, size_t i, struct out *out,
			     char **err)
{
	return replay_line_touch(s, s->h.line[i], out, true, err);
}

static bool writes_by_name(const struct cmd_entry *e, const struct game *g);

static int
replay_command(struct session *s, const char *line, struct out *into,
	       bool touch, char **err)
{
	struct args a;
	if (cmd_parse(line, &a, err) < 0) {
		if (touch)
			game_touch_all_units(s->g);
		return -1;
	}
	size_t nw;
	const struct cmd_entry *e = session_cmd_find(s, &a, &nw);
	if (touch && !(e && e->exec && writes_by_name(e, s->g)))
		game_touch_all_units(s->g);
	int r = -1;
	if (e == NULL || e->exec == NULL || (e->flags & CMD_SESSION)) {
		*err = um_xstrdup("not a state-changing command");
	} else {
		struct out o;
		struct strbuf extra;
		out_init(&o);
		o.quiet = true; /* dropped: shown to no one */
		sb_init(&extra);
		r = run_parsed(s, e, nw, &a, true, into ? into : &o, &extra,
			       err);
		out_free(&o);
		sb_free(&extra);
	}
	args_free(&a);
	return r;
}

/* A `ruleset NAME` line without its tables block (a v1 game file, a
 * session without one): the tables its switch took, NAME's embedded ones
 * from a game file, else with --tables as given (session_switch_ruleset). */
static int
bare_ruleset_tables(struct session *s, const char *name, char **err)
{
	const struct ruleset *rs = ruleset_find(name);
	if (rs == NULL) {
		*err = um_xasprintf("ruleset %s is not known", name);
		return -1;
	}
	const char *dir = s->path == NULL && s->tables_dir != NULL &&
				  tables_dir_fits(rs->name, s->tables_dir)
			      ? s->tables_dir
			      : NULL;
	struct tableset *ts = session_tables_for(rs, dir, err);
	if (ts == NULL)
		return -1;
	session_use_tables(s, ts);
	return 0;
}

/* The tables in force after the first n effective commands: those of
 * the last entry among them that pinned tables (a `ruleset` line with its
 * block, a tables change), else the ones the game started with. The
 * blocks' tables are kept (s->owned), so this parses nothing. */
static int
tables_follow(struct session *s, size_t n, char **err)
{
	/* Back to the last line with a block; on the way, the `ruleset`
	 * lines without one: the last one's name, and whether they name
	 * more than one ruleset. */
	const char *block = NULL, *bare = NULL;
	bool mixed = false;
	for (size_t i = n; i-- > 0 && block == NULL;) {
		const char *l = s->h.line[i];
		/* A block follows its line's first newline. */
		const char *nl = l[0] == '@' ? l : strchr(l, '\n');
		if (nl == l)
			block = l;
		else if (nl != NULL && (block = strstr(nl, "\n@tables ")))
			block++;
		else if (nl == NULL && strncmp(l, "ruleset ", 8) == 0) {
			if (bare == NULL)
				bare = l + 8;
			else if (strcmp(l + 8, bare) != 0)
				mixed = true;
		}
	}
	if (block != NULL) {
		if (journal_apply_tables(s, block, err) < 0)
			return -1;
	} else {
		s->tables = s->tables_initial;
		s->g->tables = s->tables;
	}
	/* A `ruleset` line naming the ruleset in force changed nothing
	 * (cmd_ruleset); one naming another took that ruleset's tables, and
	 * the last such line's ruleset is the one in force. */
	if (bare != NULL && (mixed || strcmp(bare, s->tables->ruleset) != 0))
		return bare_ruleset_tables(s, bare, err);
	return 0;
}

bool
session_lines_pin_tables(const struct session *s, size_t from, size_t to)
{
	for (size_t i = from; i < to && i < s->h.n; i++) {
		const char *l = s->h.line[i];
		if (l[0] == '@' || strchr(l, '\n') != NULL ||
		    strncmp(l, "ruleset ", 8) == 0)
			return true;
	}
	return false;
}

/* Make s->g the state after the first n effective commands by replaying
 * the journal from the start (undo past the log's window). */
static int
history_rebuild(struct session *s, size_t n, char **err)
{
	struct history *h = &s->h;
	if (h->base == NULL) {
		*err = um_xstrdup("cannot undo past the start of this preview");
		return -1;
	}
	game_free(s->g);
	s->g = game_clone(h->base);
	h->logged_from = n;
	s->tables = s->tables_initial;
	s->g->tables = s->tables;
	for (size_t i = 0; i < n; i++)
		if (replay_line(s, h->line[i], NULL, err) < 0)
			return -1;
	return 0;
}

int
session_tables_at(struct session *s, size_t n, char **err)
{
	return tables_follow(s, n, err);
}

int
session_rebuild_to(struct session *s, size_t n, char **err)
{
	return history_rebuild(s, n, err);
}

/* The cmd_flags of a history line's command (0 if it does not parse). */
static int
line_flags(const struct session *s, const char *line)
{
	struct args a;
	char *err = NULL;
	int flags = 0;
	if (cmd_parse(line, &a, &err) == 0 && a.nword > 0) {
		size_t nw;
		const struct cmd_entry *e = session_cmd_find(s, &a, &nw);
		if (e)
			flags = e->flags;
	}
	free(err);
	args_free(&a);
	return flags;
}

/* How many history lines the last ruling takes: the decisions after its
 * `resolve` (CMD_DECIDES), the resolve, and the declarations before it
 * (CMD_DECLARES); declarations not resolved yet are a ruling too. 0 when
 * the last line belongs to no ruling. One user action (a walkthrough) is
 * one undo: `undo ruling`. */
size_t
session_ruling_lines(const struct session *s)
{
	const struct history *h = &s->h;
	size_t i = h->n;
	while (i > 0 && (line_flags(s, h->line[i - 1]) & CMD_DECIDES))
		i--;
	if (i < h->n && (i == 0 || strcmp(h->line[i - 1], "resolve") != 0))
		return 0; /* a decision with no resolve before it */
	if (i > 0 && strcmp(h->line[i - 1], "resolve") == 0)
		i--;
	while (i > 0 && (line_flags(s, h->line[i - 1]) & CMD_DECLARES))
		i--;
	return h->n - i;
}

/* Take back the last history line: by the undo log of what it changed
 * when there is one, else by replaying up to it. The line goes first in
 * group, for `redo`. */
int
session_undo_one(struct session *s, struct redo_group *group, struct out *out,
		 char **err)
{
	char *undone = s->h.line[s->h.n - 1];
	if (s->h.n > s->h.logged_from && game_undo_pop(s->g)) {
		/* An entry that pinned tables: the ones in force before it. */
		if ((undone[0] == '@' || strstr(undone, "\n@tables ")) &&
		    tables_follow(s, s->h.n - 1, err) < 0)
			return -1;
		s->g->tables = s->tables;
	} else if (history_rebuild(s, s->h.n - 1, err) < 0) {
		return -1;
	}
	s->h.n--;
	hist_meta_free(&s->h.meta[s->h.n]);
	qindex_truncate(s, s->h.n);
	/* An entry with pinned tables: its first line says enough. */
	out_text(out, "  undone: %.*s", (int)strcspn(undone, "\n"), undone);
	group->line =
	    um_xreallocarray(group->line, group->n + 1, sizeof *group->line);
	memmove(group->line + 1, group->line, group->n * sizeof *group->line);
	group->line[0] = undone;
	group->n++;
	return 0;
}

char *
session_redo_preview(const struct session *s)
{
	const struct history *h = &s->h;
	if (h->nredo == 0)
		return NULL;
	const struct redo_group *g = &h->redo[h->nredo - 1];
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "redo: ");
	for (size_t i = 0; i < g->n; i++)
		if (g->n == 1 || strcmp(g->line[i], "resolve") != 0)
			sb_addf(&sb, "%s%.*s", i ? ", " : "",
				(int)strcspn(g->line[i], "\n"), g->line[i]);
	return sb_steal(&sb);
}

/* Whether command e changes units only through game_unit() and
 * game_unit_w(), so that undo needs only the units it reached. Any other
 * command (most rulesets' resolve, their own commands) may walk
 * the roster writing: undo keeps every unit first and compacts at commit
 * to what changed. UMPIRE_CHECK_UNDO checks the claims made here. */
static bool
writes_by_name(const struct cmd_entry *e, const struct game *g)
{
	return (e->flags & CMD_BY_NAME) || ((e->flags & CMD_BY_NAME_RESOLVE) &&
					    g->rs->resolve_writes_by_name);
}

bool
session_line_writes_by_name(const struct session *s, const char *line)
{
	/* The command's words are enough to find it: stop before the first
	 * key=value (or quote), the bulk of a long line. */
	size_t n = strcspn(line, "\n=\"'#");
	if (line[n] == '=')
		while (n > 0 && line[n - 1] != ' ')
			n--;
	char *first = um_xstrndup(line, n), *err = NULL;
	struct args a = {0};
	bool r = false;
	if (line[0] != '@' && cmd_parse(first, &a, &err) == 0 && a.nword) {
		size_t nw;
		const struct cmd_entry *e = session_cmd_find(s, &a, &nw);
		r = e && e->exec && writes_by_name(e, s->g);
	}
	args_free(&a);
	free(err);
	free(first);
	return r;
}

/* The UMPIRE_CHECK_UNDO self-check: was is the game before the command. */
static void
undo_check(struct session *s, struct game *was, bool changed, char **err)
{
	struct game *now = s->g;
	struct game *back = NULL;
	if (changed) {
		back = game_clone(s->g);
		game_undo_apply_last_to(s->g, back);
		now = back;
	}
	const char *what = NULL;
	const char *who = "";
	if (!game_same(now, was, &what) && now->nunits == was->nunits)
		for (size_t i = 0; i < now->nunits; i++)
			/* Bytes on purpose: units are zeroed when made. */
			// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
			if (memcmp(&now->units[i], &was->units[i],
				   sizeof *now->units) != 0) {
				who = now->units[i].name;
				break;
			}
	if (what != NULL && *err == NULL)
		*err = um_xasprintf("internal error: %s%s%s %s", what,
				    *who ? " " : "", who,
				    changed ? "is not put back by undo"
					    : "changed though the command "
					      "failed or changes nothing");
	game_free(back);
	game_free(was);
}

char *
session_tables_waiting(const struct session *s)
{
	return um_xasprintf("--tables %s holds no tables of %s; choose the "
			    "ruleset its files belong to (ruleset NAME, or "
			    "-r NAME)",
			    s->tables_dir, s->g->rs->name);
}

/* The second words of the commands named "WORD ..." ("fire melee" for
 * check), shared and the ruleset's; NULL when none is. */
static char *
second_words(const struct cmd_set *set, const struct game *g, const char *word)
{
	struct strbuf sb;
	sb_init(&sb);
	size_t wl = strlen(word);
	const struct cmd_entry *extra = g && g->rs ? g->rs->commands : NULL;
	for (size_t i = 0; i < set->n; i++)
		if (strncmp(set->rows[i].name, word, wl) == 0 &&
		    set->rows[i].name[wl] == ' ')
			sb_addf(&sb, "%s%s", sb.len ? " " : "",
				set->rows[i].name + wl + 1);
	for (const struct cmd_entry *e = extra; e && e->name; e++)
		if (strncmp(e->name, word, wl) == 0 && e->name[wl] == ' ')
			sb_addf(&sb, "%s%s", sb.len ? " " : "",
				e->name + wl + 1);
	if (sb.len == 0) {
		sb_free(&sb);
		return NULL;
	}
	return sb_steal(&sb);
}

/* No command by the line's words: another ruleset's is named as such;
 * "check fyre" names the second words
 * check takes, with the nearest; else the nearest command. */
static char *
unknown_command(const struct session *s, const struct args *a)
{
	/* Another ruleset's command, named as such. */
	for (size_t i = 0; rules_list[i]; i++) {
		size_t nw;
		if (cmd_find_in(&s->commands, rules_list[i], a, &nw) != NULL)
			return um_xasprintf(
			    "%s is a command of the %s ruleset; "
			    "this game plays %s (`help` lists "
			    "its commands)",
			    a->word[0], rules_list[i]->name, s->g->rs->name);
	}
	const struct game *g = s->g;
	char *seconds = second_words(&s->commands, g, a->word[0]);
	if (seconds == NULL)
		return um_xasprintf(
		    "unknown command \"%s\"%s; `help` lists "
		    "the commands",
		    a->word[0], suggest_command(&s->commands, g, a->word[0]));
	char *m =
	    um_xasprintf("%s takes one of: %s%s", a->word[0], seconds,
			 a->nword > 1 ? suggest_in(a->word[1], seconds) : "");
	if (a->nword > 1) {
		char *full = um_xasprintf("unknown command \"%s %s\": %s",
					  a->word[0], a->word[1], m);
		free(m);
		m = full;
	}
	free(seconds);
	return m;
}

/* A command read from the game file, kept for the catch-up: the game
 * stays as it is until a line needs it (docs/game-files.md, "Amend"). */
static void
defer_line(struct session *s, struct args *a)
{
	struct history *h = &s->h;
	if (!h->stale) {
		h->stale = true;
		h->game_n = h->n;
		h->stale_from = h->n;
	}
	hist_meta_free(&h->next);
	h->next.bound = s->g->bound;
	h->next.phase = s->g->phase;
	h->next.lineno = h->rec_line;
	session_history_push(s, args_format(a));
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
	const struct cmd_entry *e = session_cmd_find(s, &a, &nw);
	int r = -1;
	space_command_boundary(s->g);
	/* `game` alone shows the settings: nothing to journal or undo. */
	bool changes =
	    e && (e->flags & CMD_CHANGES) &&
	    !((e->flags & CMD_SHOWS_BARE) && a.nword == nw && a.nkv == 0);
	if (e == NULL) {
		*err = unknown_command(s, &a);
	} else if (s->read_only && !replay &&
		   ((e->flags & CMD_REWRITES) || changes)) {
		*err = um_xasprintf("%s is open read-only (--read-only): "
				    "nothing changes; `save FILE` keeps a copy",
				    s->path ? s->path : "the game");
	} else if (s->tables_dir_waiting && !replay &&
		   !(e->flags & CMD_ANY_TABLES)) {
		*err = session_tables_waiting(s);
	} else if (e->flags & CMD_SESSION) {
		/* It journals itself and keeps its own history. */
		r = run_parsed(s, e, nw, &a, replay, out, NULL, err);
	} else if (replay && !changes) {
		/* A read-only command in a game file: harmless, skip. */
		r = 0;
	} else if (replay && s->h.defer_line && s->h.catch_up &&
		   !s->h.redoing) {
		/* Opening: the line waits, run once at the catch-up
		 * (amend.c, fold). */
		defer_line(s, &a);
		r = 0;
	} else {
		struct strbuf extra;
		sb_init(&extra);
		sb_add(&extra, "");
		struct game *was = undo_check_on() ? game_clone(s->g) : NULL;
		if (changes) {
			report_log_before(s, line);
			game_undo_begin(s->g);
			if (!writes_by_name(e, s->g))
				game_touch_all_units(s->g);
		}
		struct tableset *tables_before = s->tables;
		s->tables_changed = false;
		int bound = s->g->bound, phase = s->g->phase;
		size_t out_from = out->n;
		struct rng rng_before = s->rng;
		r = run_parsed(s, e, nw, &a, replay, out, &extra, err);
		if (r < 0) /* the dice it rolled are not taken either */
			s->rng = rng_before;
		if (r == 0 && s->tables_changed && !replay)
			journal_add_tables_block(s, &extra);
		s->tables_changed = false;
		if (r < 0 && changes) {
			/* Whatever the handler did before it failed, a failed
			 * command changes nothing: put back the state. */
			game_undo_abort(s->g);
			s->tables = tables_before;
			s->g->tables = tables_before;
		}
		if (r == 0 && changes) {
			char *canon = args_format(&a);
			char *full = um_xasprintf("%s%s", canon, extra.s);
			free(canon);
			if (!replay && journal_append(s, full, err) < 0) {
				game_undo_abort(s->g);
				s->tables = tables_before;
				s->g->tables = tables_before;
				free(full);
				out_clear(out);
				r = -1;
			} else {
				game_undo_commit(s->g);
				/* No line yet: lines is NULL, and NULL + 0 is
				 * undefined. */
				struct out mine = {
				    .lines = out->lines ? out->lines + out_from
							: NULL,
				    .n = out->n - out_from};
				hist_meta_free(&s->h.next);
				s->h.next.bound = bound;
				s->h.next.phase = phase;
				s->h.next.result = hist_result_of(&mine);
				session_history_push(s, full);
				report_log_after(s, &mine);
				qindex_note(s, &mine);
			}
		}
		if (was != NULL) {
			undo_check(s, was, r == 0 && changes, err);
			if (*err && r == 0)
				r = -1;
		}
		sb_free(&extra);
	}
	args_free(&a);
	return r;
}

int
session_exec_replay(struct session *s, const char *line, struct out *out,
		    char **err)
{
	*err = NULL;
	return exec_line(s, line, true, out, err);
}

int
session_open_with(struct session *s, const char *path,
		  const struct session_open_opts *o, struct out *out,
		  char **err)
{
	return journal_open(s, path, o, session_exec_replay, out, err);
}

int
session_open(struct session *s, const char *path, struct out *out, char **err)
{
	struct session_open_opts o = {0};
	return session_open_with(s, path, &o, out, err);
}

int
session_exec(struct session *s, const char *line, struct out *out, char **err)
{
	*err = NULL;
	size_t out_from = out->n;
	out_ask_clear(out);
	int r = exec_line(s, line, false, out, err);
	pace_note(s);
	/* A question asked before: the earlier answer is the default
	 * (remember.c); a failed command changed nothing, so run it again. */
	char *cur = NULL;
	struct out notes;
	out_init(&notes);
	for (int tries = 0; r < 0 && *err && tries < 16; tries++) {
		char *note = NULL;
		char *next =
		    remember_retry(s, cur ? cur : line, out->asked, &note);
		if (next == NULL)
			break;
		out_ask_clear(out);
		out_text(&notes, "  %s", note);
		free(note);
		free(cur);
		cur = next;
		free(*err);
		*err = NULL;
		out_truncate(out, out_from);
		r = exec_line(s, cur, false, out, err);
	}
	free(cur);
	if (notes.n) {
		struct out rest;
		out_init(&rest);
		for (size_t i = out_from; i < out->n; i++)
			out_move_line(&rest, out, i);
		out_truncate(out, out_from);
		out_append(out, &notes);
		out_append(out, &rest);
		out_free(&rest);
	}
	out_free(&notes);
	return r;
}

/* Run lines as consecutive commands, each its own history entry and undo
 * step (as if typed), and journal them with one write and one fsync: all
 * of them or none (units import, docs/scenarios.md). */
int
session_exec_batch(struct session *s, char *const *lines, size_t n,
		   struct out *out, char **err)
{
	*err = NULL;
	int fd = s->fd;
	size_t from = s->h.n;
	int r = 0;
	s->fd = -1; /* nothing written until every line has run */
	for (size_t i = 0; i < n && r == 0; i++)
		r = exec_line(s, lines[i], false, out, err);
	s->fd = fd;
	if (r == 0 && s->h.n > from) {
		struct strbuf sb;
		sb_init(&sb);
		sb_add(&sb, "");
		for (size_t i = from; i < s->h.n; i++)
			sb_addf(&sb, "%s%s", i > from ? "\n" : "",
				s->h.line[i]);
		r = journal_append(s, sb.s, err);
		sb_free(&sb);
	}
	if (r < 0) { /* take back the lines that ran */
		struct out undone;
		out_init(&undone);
		char *e2 = NULL;
		struct redo_group taken = {NULL, 0}; /* not for redo */
		while (s->h.n > from &&
		       session_undo_one(s, &taken, &undone, &e2) == 0)
			;
		for (size_t i = 0; i < taken.n; i++)
			free(taken.line[i]);
		free(taken.line);
		free(e2);
		out_free(&undone);
	}
	return r;
}
