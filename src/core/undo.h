/* undo.h - between game.c and undo.c: the recording hooks the game's
 * writers call, and deep copies both use. Not for rule code. */
#ifndef UMPIRE_CORE_UNDO_H
#define UMPIRE_CORE_UNDO_H

#include <stdbool.h>
#include <stdint.h>

#include "umpire/game.h"

struct group;
struct xline_pool;
union rules_game_state;

/* A game's undo log (undo.c); here so that the unit space reads the open
 * group's generation without a call up into undo.c. */
struct undo_log {
	struct group *grp; /* live groups are grp[first..n) */
	size_t first, n, cap;
	bool open; /* grp[n-1] is being recorded */
	uint32_t gen;
	size_t bytes;
	/* Room for the next group's copy of the ruleset's state, left by a
	 * group that did not change it (2 KiB: malloc sorts its free lists
	 * for a block that size, at every command). */
	union rules_game_state *spare_rules;
	/* The open group kept every unit [0, nsnap) at once in snap (a
	 * command that may write the roster: game_touch_all_units); records
	 * are made at commit for the units that changed (snap_records), or
	 * before any other record (snap_flush). */
	bool snapped;
	struct unit *snap;
	size_t nsnap, capsnap;
	/* The open group: room for its records, and the explanation it
	 * owns until commit packs it (g->explain_borrowed). */
	size_t caprec;
	char **open_explain;
	size_t open_nexplain;
	struct xline_pool *xpool; /* the groups' explanation lines */
};

/* The open group's generation, 0 when none is open (spatial.c). */
static inline uint32_t
undo_open_gen(const struct game *g)
{
	return g->undo && g->undo->open ? g->undo->gen : 0;
}

/* Inside an open group: keep unit i's bytes, once per group. */
void undo_save_unit(struct game *, size_t i);
/* The open group's generation (never 0 while one is open). */
uint32_t game_undo_gen(const struct game *);
void undo_unit_added(struct game *, size_t i);
/* Before unit i is taken out of the array. */
void undo_unit_removed(struct game *, size_t i);
void undo_terrain_added(struct game *, size_t i);
/* Takes t (and t->pts); the caller has taken it out of the array. */
void undo_terrain_removed(struct game *, size_t i, const struct terrain *t);

struct kv *kv_clone(const struct kv *, size_t);
struct decl *decls_clone(const struct decl *, size_t);
void decls_free(struct decl *, size_t);
char **lines_clone(char *const *, size_t);
void lines_free(char **, size_t);
/* Room for n units (units and their undo stamps). */
void game_reserve_units(struct game *, size_t n);
/* Room for n more undo groups (a catch-up about to run n lines). */
void game_undo_reserve(struct game *, size_t n);

#endif
