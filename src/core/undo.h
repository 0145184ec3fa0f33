/* undo.h - between game.c and undo.c: the recording hooks the game's
 * writers call, and deep copies both use. Not for rule code. */
#ifndef UMPIRE_CORE_UNDO_H
#define UMPIRE_CORE_UNDO_H

#include "umpire/game.h"

/* Inside an open group: keep unit i's bytes, once per group. */
void undo_save_unit(struct game *, size_t i);
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

#endif
