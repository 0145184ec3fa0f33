/* qindex.h - what the questions to the log need (query.c: why, losses,
 * who fired at), kept while the session runs its journal lines, so that
 * they need not replay the game (docs/commands.md "Questions to the
 * log"). Per effective journal line: the bound and phase it was given in,
 * its ruling records that name units (FIRE, SHOT, MELEE, RESULT) and the
 * units it changed, with their bytes after it; per unit the lines that
 * touched it. Internal to the core. */
#ifndef UMPIRE_QINDEX_H
#define UMPIRE_QINDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/record.h"

struct session;
struct qindex;

/* One effective journal line (24 bytes: there is one per line). */
struct qi_line {
	int32_t bound, bound_after; /* when it was given, after it */
	uint32_t hash;		    /* of its command (first line) */
	uint32_t rec_at, nrec;	    /* its ruling records in the index */
	int16_t phase;		    /* when it was given */
	uint8_t rs;		    /* the ruleset after it (qindex_rs) */
	bool global;		    /* the bound or ruleset changed */
};

/* After exec_line pushed a history line: note it, with what it printed
 * (mine: that line's out). */
void qindex_note(struct session *, const struct out *mine);
/* The same for history line p (0-based), already in the history: the
 * catch-up of a game file's folded lines (amend.c). */
void qindex_note_line(struct session *, size_t p, const struct out *mine);
/* Forget the lines from n on (0-based): undone, or an amendment
 * replaced them. */
void qindex_truncate(struct session *, size_t n);
/* An amendment (amend.c) from line n on: qindex_truncate(s, n) first;
 * then each line it runs, in order, noted as the next line of the index
 * (line: its command; bound and phase: when given; mine: what it
 * printed); and once its lines are the history, qindex_amended(s, n)
 * (a refused or dry amendment: qindex_truncate(s, n), and the questions
 * replay). */
void qindex_note_amend(struct session *, const char *line, int bound, int phase,
		       const struct out *mine);
void qindex_amended(struct session *, size_t n);
/* The index's lines from n on, taken out as they were (NULL when the
 * index does not hold them): an amendment from line n keeps them for its
 * undo, and a refused or dry one puts them back. qindex_put_back: the
 * index truncated to n, then those lines again (t NULL: truncated only);
 * it takes t. */
struct qindex_tail;
struct qindex_tail *qindex_cut(struct session *, size_t n);
void qindex_put_back(struct session *, size_t n, struct qindex_tail *t);
void qindex_tail_free(struct qindex_tail *);
void qindex_free(struct qindex *);

/* The index when it holds every effective line of s as they stand, else
 * NULL (the questions then replay). UMPIRE_QUERY_REPLAY=1: always NULL. */
struct qindex *qindex_ready(struct session *);
/* Line i (0-based) of a ready index, its ruleset and its records. */
const struct qi_line *qindex_line(const struct qindex *, size_t i);
const struct ruleset *qindex_rs(const struct qindex *, const struct qi_line *);
/* Ruling record k of line l (of l->nrec: RESULT, FIRE, SHOT, MELEE; a
 * RESULT whole, of the others the keys query.c reads) into view, which
 * points into the index: read it, never free or change it; it holds
 * until the index next changes. */
void qindex_rec(const struct qindex *, const struct qi_line *, size_t k,
		struct record *view);
/* The side of a RESULT's loser (0: the unit= or target or defender, 1:
 * the attacker) after the line, NULL when that unit was not in the
 * roster then. */
const char *qindex_rec_side(const struct qindex *, const struct qi_line *,
			    size_t k, size_t loser);
/* Was unit ever in the roster after a line? */
bool qindex_seen(const struct qindex *, const char *unit);

/* The lines (0-based, ascending, each once) where unit may have changed
 * or is named by a ruling record, or the bound or ruleset changed; a new
 * array (caller frees), *n its length. */
size_t *qindex_unit_lines(const struct qindex *, const char *unit, size_t *n);
/* The lines naming unit in a ruling record only (who fired at). */
size_t *qindex_named_lines(const struct qindex *, const char *unit, size_t *n);
/* The lines holding a RESULT (losses), in order. */
const uint32_t *qindex_result_lines(const struct qindex *, size_t *n);
/* A unit's state along the lines, walked forward: after
 * qindex_cursor_to(c, i), c->present says whether it was in the roster
 * after line i and c->u holds its bytes then. */
struct qi_cursor {
	const struct qindex *qi;
	uint32_t *evs;	/* the unit's events, in order */
	size_t nev, ev; /* how many; applied */
	bool present;
	struct unit u;
};
void qindex_cursor_init(struct qi_cursor *, const struct qindex *,
			const char *unit);
void qindex_cursor_to(struct qi_cursor *, size_t i);
void qindex_cursor_free(struct qi_cursor *);

#endif
