/* reportlog.h - what the after-action report needs of a game, kept while
 * the session runs or replays it (docs/commands.md "report"): every ruling
 * record with its bound, phase and the line it draws on the map, and the
 * roster at the end of each bound (only the units that changed since the
 * bound before). `report` reads it instead of replaying the journal; when
 * it cannot prove that it holds the game's effective history (an
 * amendment, a session made without it) it is not used and the report
 * replays (reportparts.c), building the same log. Internal to the core. */
#ifndef UMPIRE_REPORTLOG_H
#define UMPIRE_REPORTLOG_H

#include <stdbool.h>
#include <stddef.h>

#include "mapsvg.h"
#include "umpire/game.h"
#include "umpire/record.h"

struct session;
struct out;

struct rlog_ruling {
	struct record rec;
	const char *phase; /* the ruleset's own name (static) */
	int bound;
	bool arrow, melee; /* a line to draw: from -> to */
	/* The line is not measured yet (report_log_arrows): the game after
	 * effective line `line` has it, which the undo log can give back. */
	bool later;
	size_t line;
	struct vec2 from, to;
};

/* The roster at the end of a bound: the units whose map entry differs
 * from the snapshot before (all for the first), in units[] (its own, of
 * its size: a long game has hundreds). */
struct rlog_snap {
	int bound;
	size_t line;		 /* taken before this effective line */
	size_t rulings;		 /* rulings made before it */
	size_t nunits;		 /* roster size then */
	struct rlog_unit *units; /* the units that changed */
	size_t n;
	size_t terrain;		  /* the snapshot whose terrain it shows */
	struct snap_terrain *ter; /* owned when terrain == its own index */
	size_t nter;
};

/* A unit as a map shows it (struct snap_unit without the live view's
 * parts), its texts kept once in the log's pool. */
struct rlog_unit {
	size_t index;
	const char *name, *side, *label, *state, *formation;
	struct vec2 corner[4], centre;
	double x, y, facing;
	int figures, figures_start;
	bool drawn, removed, placed, size_provisional;
};
/* The map's form of u. */
void rlog_unit_snap(const struct rlog_unit *u, struct snap_unit *s);

struct rlog_pool {
	char **slot;
	size_t n, cap;
};

struct report_log {
	struct rlog_ruling *rulings;
	size_t nrulings, caprulings;
	struct rlog_snap *snaps;
	size_t nsnaps, capsnaps;
	/* The roster as of the last snapshot (for the next one's changes):
	 * unit i as the latest snapshot that holds it keeps it. */
	const struct rlog_unit **last;
	size_t nlast, caplast;
	/* The session's capture: per effective line, the stamp of the push
	 * that made it (hist_meta.stamp) and the log's sizes after it. */
	struct rlog_line *lines;
	size_t nlines, caplines;
	bool lost; /* history changed under it: no longer kept */
	struct rlog_pending *pending;
	struct rlog_pool pool;
};

/* A log that compares the units' bytes with a copy at each snapshot (a
 * replay's: report_log_get). The session's own log (rlog_sync) hears
 * instead which units each line wrote, from its undo group. */
struct report_log *rlog_new(void);
void rlog_free(struct report_log *);
/* A ruling record (report_is_ruling) made in bound/phase; g the game
 * after the line that made it. */
void rlog_add_ruling(struct report_log *, const struct game *g, int bound,
		     const char *phase, const struct record *rec);
/* The roster of g at the end of bound, before effective line `line`. */
void rlog_add_snap(struct report_log *, const struct game *g, int bound,
		   size_t line);

/* The report's ruling records: FIRE, SHOT, MELEE, MORALE, FLEE, PURSUE,
 * RESULT, STAFF. */
bool report_is_ruling(const struct record *);
/* `bound next` or `turn next`: the line that ends a bound. */
bool report_starts_next_bound(const char *cmd);

/* The session's hooks (session.c, exec_line): before a command that
 * changes the game runs, and after it is in the history with what it
 * printed. Nothing in a fork. */
void report_log_before(struct session *, const char *line);
void report_log_after(struct session *, const struct out *printed);
/* The same for effective line i (before: n) already in the history: the
 * catch-up of a game file's folded lines (amend.c). */
void report_log_before_at(struct session *, size_t n, const char *line);
void report_log_after_at(struct session *, size_t i, const struct out *printed);
/* The session's log when it holds every effective line (and no more:
 * what was undone is dropped now), else NULL. */
const struct report_log *report_log_of(struct session *);
/* Measure the lines of the log's rulings left for later (the map of
 * `report FILE.html` draws them; a replay need not), each in the game
 * as it was after the line that made it, put back from the undo log.
 * False when the undo log no longer reaches back to one of them. */
bool report_log_arrows(struct session *);

/* Walking the snapshots in order: cur holds the roster of snapshot i
 * after rlog_cursor_to(i) (i ascending). */
struct rlog_cursor {
	const struct report_log *log;
	struct rlog_unit *cur;
	size_t n, cap;
	size_t at; /* snapshots applied */
};
void rlog_cursor_to(struct rlog_cursor *, size_t i);
void rlog_cursor_free(struct rlog_cursor *);

#endif
