/* session.h - a game in play: state, history for undo, the journal file,
 * the dice generator and the tables. Every front end drives a session with
 * command lines and renders the struct out it gets back. */
#ifndef UMPIRE_SESSION_H
#define UMPIRE_SESSION_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "umpire/cmd.h"
#include "umpire/dice.h"
#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/table.h"

/* Undo: the effective commands since the start. The game's undo log
 * (game.h) holds one group per command from line logged_from on; an undo
 * before that (the log is bounded in memory) replays the journal from
 * base, the game as the session began. */
struct hist_meta {
	int bound, phase; /* when the command was given */
	char *result;	  /* a ruling's RESULT records on one line, or NULL */
	char *amended;	  /* `amend` audit ("by=.. at=.. was=.."), or NULL */
	unsigned long stamp; /* the report log's (reportlog.c); 0: unknown */
	long lineno;	     /* its line in the game file, while opening it */
};

struct amend_undo; /* amend.c: what `undo` of an amendment puts back */
struct session;
struct qindex;

struct history {
	char **line; /* effective (not undone) journal lines */
	size_t n, cap;
	size_t logged_from;	/* lines [logged_from, n) have an undo group */
	struct game *base;	/* NULL in a fork: no undo before its start */
	struct hist_meta *meta; /* per line: `history`'s HIST fields */
	size_t capmeta;
	struct hist_meta next;	    /* for the line being run (exec_line) */
	struct amend_undo **amends; /* amendments, newest last */
	size_t namends, capamends;
	/* What undo took back, for `redo`: the lines of each undo (a
	 * ruling's several), the last undo last; any other change clears
	 * it. */
	struct redo_group *redo;
	size_t nredo, capredo;
	bool redoing; /* `redo` is running its lines again */
	/* Opening a game file folds its amendments (amend.c, "fold"): an
	 * amendment changes the lines only, and the game is replayed once,
	 * from the first line changed, when the next line needs it. While
	 * stale the game is the state after the first game_n entries of an
	 * earlier history whose first stale_from are still these. */
	bool fold_on, stale;
	size_t stale_from, game_n;
	/* Brings the game to the lines (amend_catch_up; session_new sets
	 * it, else nothing is folded), called before a line that needs it. */
	int (*catch_up)(struct session *, char **err);
	/* While opening: the record being read may wait for the catch-up
	 * (a command line without a tables block, not `ruleset`), and its
	 * line; the file line of a waiting command the catch-up refused. */
	bool defer_line;
	long rec_line, fold_err_line;
};

/* One undo's lines, in the order they ran. */
struct redo_group {
	char **line;
	size_t n;
};

/* The pace of play (pace.c): when this session saw the game, and the
 * current bound, begin; the clock's ticks for UMPIRE_NOW=...+STEP (one
 * per change of the history: h.n was last_n). */
struct pace {
	bool started;
	double t_open, t_bound; /* seconds since the epoch */
	int b_open, b_cur;
	unsigned long ticks;
	size_t last_n;
};

struct session_opts {
	const char *ruleset;	/* for a new game; NULL: the default ruleset */
	const char *tables_dir; /* --tables */
	uint64_t seed;
	bool teach;
};

struct session {
	struct game *g;
	struct cmd_set commands; /* the table it runs (session_create) */
	struct history h;
	struct rng rng;
	char *tables_dir;
	/* The tables in force (those of g->rs). Every tableset the session
	 * ever used is in `owned`, so those pointers stay valid until
	 * session_free; undo finds the ones in force from the history. */
	struct tableset *tables;
	struct tableset *tables_initial; /* in force before the first line */
	struct tableset **owned;
	size_t nowned, capowned;
	bool teach;
	/* Journal (game file); NULL when playing without one. */
	char *path;
	int fd;
	/* A write or fsync failed: the command was reverted and the game is
	 * NOT being saved. Each later change tries again; the first that is
	 * written clears it. Front ends show it (TUI: "JOURNAL FAILED"). */
	bool journal_broken;
	size_t journal_lines;
	bool read_only;	     /* --read-only: no change, no lock, no write */
	int version;	     /* of the game file: 1 or 2 */
	bool replaying;	     /* rebuilding from lines: tables come from them */
	bool tables_changed; /* a live command switched tables: pin them */
	/* --tables DIR is for another ruleset: every command but `ruleset`
	 * is refused until the game switches to it. */
	bool tables_dir_waiting;
	const char *ruleset_wanted; /* session_opts.ruleset (not owned) */
	struct pace pace;	    /* pace.c */
	/* The game file's identity when opened (docs/game-files.md): the
	 * journal writes only while its path still names that file. */
	bool file_known;
	dev_t file_dev;
	ino_t file_ino;
	/* The path no longer names the file the journal writes (removed or
	 * replaced while open): nothing more is written; `save FILE` keeps
	 * the game in memory (`save` to the game's own path resumes). */
	bool journal_lost;
	/* What `report` reads instead of replaying (reportlog.c); NULL
	 * in a fork. */
	struct report_log *rlog;
	/* What the questions to the log read instead of replaying
	 * (qindex.c); NULL until a line is noted, and in a fork. */
	struct qindex *qindex;
};

/* Create a session running the commands of set (and its ruleset's).
 * Returns NULL and sets *err on bad tables. */
struct session *session_create(const struct session_opts *,
			       const struct cmd_set *, char **err);
/* session_create with the command table, cmd_table (cmdtable.c). */
struct session *session_new(const struct session_opts *, char **err);
/* The entry of the session's commands for the words of a (cmd_find_in). */
const struct cmd_entry *session_cmd_find(const struct session *,
					 const struct args *, size_t *nwords);
void session_free(struct session *);
/* A scratch session holding a copy of s's current game (same tables, a
 * copy of the dice generator, no game file): for previews. Its history
 * starts empty, so session_lines() on it lists only what ran there. */
struct session *session_fork(const struct session *, char **err);

/* Run one command line. Returns 0 on success (or blank line), -1 on error
 * with *err set (one line; caller frees). A state-changing command is
 * journaled and flushed before this returns, so before its output can be
 * shown. */
int session_exec(struct session *, const char *line, struct out *out,
		 char **err);

/* The pace of play in words for a status line: "bound 3 of 8, 14
 * min/bound, ends ~22:40, after close 22:00" (pace.c; docs/tui.md). */
void session_pace_words(struct session *, char *buf, size_t size);

/* Open (replay) or create a game file. Warnings (torn last line) go to
 * out. On a bad line: -1 with *err = "file:line: message", and the file
 * is left untouched. The file is locked (fcntl) while open; a second
 * process gets "-1, in use by process N". */
int session_open(struct session *, const char *path, struct out *out,
		 char **err);
struct session_open_opts {
	bool read_only;	     /* look only: no lock, every change refused */
	bool change_tables;  /* the session's tables differ from the pinned:
				play on with them (a journal record) */
	const char *ruleset; /* of a new game file (NULL: the default) */
};
int session_open_with(struct session *, const char *path,
		      const struct session_open_opts *, struct out *out,
		      char **err);
/* The largest game file opened (docs/game-files.md). */
#define GAME_MAX_BYTES (64L << 20)
/* Write the effective journal to path atomically (temp file + rename). */
int session_save(struct session *, const char *path, char **err);
/* A comment line in the game file ("# text", controls escaped): a trace
 * that replays as nothing, e.g. dice rolled in a walkthrough before the
 * ruling is applied (docs/game-files.md). No game file: nothing. */
int session_note(struct session *, const char *text, char **err);

/* Replace the tables (e.g. after `ruleset`). */
int session_load_tables(struct session *, char **err);
/* `ruleset NAME`: the tables of that ruleset (when replaying, the ones
 * the journal pins next; else embedded and --tables). */
int session_switch_ruleset(struct session *, const char *name, char **err);
/* Play on with the tables of `dir` (NULL: embedded) from the next ruling:
 * a journal record (`tables load DIR`, --change-tables). */
int session_change_tables(struct session *, const char *dir, struct out *,
			  char **err);
/* STATUS fields for the tables in force: digest and where they come from. */
struct rec;
void session_tables_status(const struct session *, struct rec *);
/* The game's settings (`game KEY=VALUE`) checked as settings.csv would
 * be: 0, or -1 with *err naming the setting and what it allows. */
int session_settings_check(struct session *, char **err);
/* The message while tables_dir_waiting (caller frees). */
char *session_tables_waiting(const struct session *);
/* `tables`: a TABLE record (name origin rows provisional) per table. */
int session_tables_list(const struct session *, struct out *);

/* The effective command lines, for tests and `save`. */
size_t session_lines(const struct session *, const char *const **lines);
/* How many of the last journal lines `undo ruling` would take back (the
 * last resolve, its declarations and the decisions after it); 0: none. */
size_t session_ruling_lines(const struct session *);

/* What the next `undo` (ruling: `undo ruling`) takes back, in words
 * ("undo: fire F27 at L54, bound 3"), or NULL when nothing is left
 * (caller frees). For the TUI's status line; batch `undo` prints it. */
char *session_undo_preview(const struct session *, bool ruling);
/* Whether the next `undo` takes back an amendment (`amend`). */
bool session_undo_amends(const struct session *);
/* What the next `redo` puts back, in words ("redo: fire F27 at L54"), or
 * NULL when nothing is (caller frees). */
char *session_redo_preview(const struct session *);

/* Run lines as consecutive commands (each a history entry and an undo
 * step, as if typed), journaled with one write and one fsync: 0, or -1
 * with *err and none of them applied (units import). */
int session_exec_batch(struct session *, char *const *lines, size_t n,
		       struct out *out, char **err);

#endif
