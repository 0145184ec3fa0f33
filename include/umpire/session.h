/* session.h - a game in play: state, history for undo, the journal file,
 * the dice generator and the tables. Every front end drives a session with
 * command lines and renders the struct out it gets back. */
#ifndef UMPIRE_SESSION_H
#define UMPIRE_SESSION_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "umpire/cmd.h"
#include "umpire/dice.h"
#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/table.h"

/* Undo: the effective commands since the start. The game's undo log
 * (game.h) holds one group per command from line logged_from on; an undo
 * before that (the log is bounded in memory) replays the journal from
 * base, the game as the session began. */
struct history {
	char **line; /* effective (not undone) journal lines */
	size_t n, cap;
	size_t logged_from; /* lines [logged_from, n) have an undo group */
	struct game *base;  /* NULL in a fork: no undo before its start */
};

struct session_opts {
	const char *ruleset;	/* for a new game; NULL: belle-alliance */
	const char *tables_dir; /* --tables */
	uint64_t seed;
	bool teach;
};

struct session {
	struct game *g;
	struct history h;
	struct rng rng;
	char *tables_dir;
	struct tableset *tables; /* of g->rs */
	bool teach;
	/* Journal (game file); NULL when playing without one. */
	char *path;
	int fd;
	bool journal_broken; /* a write failed: refuse further changes */
	size_t journal_lines;
};

/* Create a session. Returns NULL and sets *err on bad tables. */
struct session *session_new(const struct session_opts *, char **err);
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

/* Open (replay) or create a game file. Warnings (torn last line) go to
 * out. On a bad line: -1 with *err = "file:line: message", and the file
 * is left untouched. */
int session_open(struct session *, const char *path, struct out *out,
		 char **err);
/* Write the effective journal to path atomically (temp file + rename). */
int session_save(struct session *, const char *path, char **err);

/* Replace the tables (e.g. after `ruleset`). */
int session_load_tables(struct session *, char **err);

/* The effective command lines, for tests and `save`. */
size_t session_lines(const struct session *, const char *const **lines);

#endif
