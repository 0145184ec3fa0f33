/* journal.h - the game file (spec §4, docs/game-files.md): what session.c
 * and journal.c share. Internal to the core. */
#ifndef UMPIRE_JOURNAL_H
#define UMPIRE_JOURNAL_H

#include "umpire/ruleset.h"
#include "umpire/session.h"

#define GAME_HEADER_V1 "# umpire game v1"
#define GAME_HEADER_V2 "# umpire game v2"
/* The longest line a game file may hold. */
#define GAME_LINE_MAX 16384

/* Append one record (a line, or a line and its tables block) and fsync.
 * No game file: nothing to do. On failure the file is cut back to where
 * it was, journal_broken is set and *err says why. */
int journal_append(struct session *, const char *text, char **err);
/* The tables block pinning ts ("@tables ..." lines, no final newline). */
char *journal_tables_block(const struct tableset *);
/* extra += "\n" + the block of the tables in force. */
void journal_add_tables_block(struct session *, struct strbuf *extra);
/* Make the tables of a block the tables in force. */
int journal_apply_tables(struct session *, const char *block, char **err);
/* Keep ts for the session's life and make it the tables in force. */
void session_use_tables(struct session *, struct tableset *);
/* The tables of ruleset rs from embedded files and dir, checked. */
struct tableset *session_tables_for(const struct ruleset *, const char *dir,
				    char **err);

/* How the session replays a command line read from the game file. */
typedef int journal_replay_fn(struct session *, const char *line, struct out *,
			      char **err);
/* Open (replay) or create the game file at path: the journal reads it
 * record by record and hands each command line to replay (the session's);
 * session_open_with is this with session_exec_replay. */
int journal_open(struct session *, const char *path,
		 const struct session_open_opts *, journal_replay_fn *replay,
		 struct out *, char **err);

/* history.c: a line joins the history (redo forgets what it had). */
/* The undo log's bound (older groups are dropped; undo replays). */
#define UNDO_LOG_MAX_BYTES ((size_t)64 << 20)
void session_history_push(struct session *, char *line);

/* session.c */
/* Run a line read from a game file (quiet, dice from the line). */
int session_exec_replay(struct session *, const char *line, struct out *,
			char **err);
/* Replay one history entry onto s->g (dice from the line; no journal, no
 * undo group); its records go to out (NULL: dropped). */
int session_replay_entry(struct session *, const char *line, struct out *out,
			 char **err);
/* History entry i the same way inside the caller's open undo group (the
 * catch-up): a command that may write units other than by name
 * (session_line_writes_by_name) has every unit kept first; the line is
 * parsed once. */
int session_replay_entry_grouped(struct session *, size_t i, struct out *out,
				 char **err);
/* The tables in force after the first n entries made the session's
 * (those the last of them that pinned tables pinned, else the first). */
int session_tables_at(struct session *, size_t n, char **err);
/* Does a history line in [from, to) pin or switch tables (a block, a
 * `ruleset` line)? If not, taking them back leaves the tables as they are. */
bool session_lines_pin_tables(const struct session *, size_t from, size_t to);
/* s->g the state after the first n entries, replayed from the start. */
int session_rebuild_to(struct session *, size_t n, char **err);
/* Whether a history entry's command writes units only through
 * game_unit_w() (else its undo group must save every unit). */
bool session_line_writes_by_name(const struct session *, const char *line);
/* Run a parsed command live on s->g (dice rolled where missing, written
 * to extra); no journal, no undo group. */
int session_run_parsed(struct session *, const struct cmd_entry *, size_t nw,
		       struct args *, struct out *, struct strbuf *extra,
		       char **err);

/* Forget what undo took back (a new change: redo has nothing to put
 * back after it). */
void history_redo_clear(struct history *);
/* Take back the last history line (by the undo log, else by replay);
 * the line goes first in group, for `redo`. */
int session_undo_one(struct session *, struct redo_group *group,
		     struct out *out, char **err);

/* What `undo` of one amendment puts back. */
struct amend_undo {
	size_t at_n;		/* h.n right after the amendment */
	size_t from;		/* index of the amended entry */
	char **line;		/* the entries [from, ...) before it */
	struct hist_meta *meta; /* ... and their HIST fields */
	size_t n;
	struct game *g; /* the game before it, undo log and all */
	struct tableset *tables;
	size_t logged_from;
	char *said; /* "amend 4 (fire A at T)" */
	/* Folded while opening (g NULL): only the entries it took out, at
	 * their places at[k] in the history before it; replaced: entry
	 * from is the amended command (else it was dropped). */
	size_t *at;
	bool replaced;
	struct qindex_tail *qtail; /* the index's lines [from, ...) before it */
};

/* history.c: a history entry's fields, what an amendment keeps. */
/* amend.c: `history`, `amend` and the undo of an amendment. */
void hist_meta_free(struct hist_meta *);
/* The RESULT records of out on one line (NULL: none). */
char *hist_result_of(const struct out *);
int session_history_list(const struct session *, struct args *, struct out *,
			 char **err);
int session_amend(struct session *, struct args *, bool replay, struct out *,
		  char **err);
/* Whether the next undo takes back an amendment; then amend_undo does. */
bool amend_undo_due(const struct session *);
/* h.n right after the newest amendment still in force (0: none). */
size_t amend_last_at(const struct session *);
int amend_undo(struct session *, bool replay, struct out *, char **err);
/* A game folded while opening (struct history, fold_on): replay from the
 * first line the amendments changed, so the game is the history's. */
int amend_catch_up(struct session *, char **err);
void amend_undo_free(struct amend_undo *);

/* remember.c: line failed asking the question asked (cmd_needs): the
 * line with KEY=V, the umpire's earlier answer for the same units on the
 * same ground, and *note saying so; NULL when there is none. */
char *remember_retry(const struct session *, const char *line,
		     const struct out_question *asked, char **note);

#endif
