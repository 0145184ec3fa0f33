/* game.h - the game state: roster, terrain, bound, declarations.
 *
 * One struct game holds everything a ruling depends on; replaying the
 * journal rebuilds it. Fields of one ruleset live in that ruleset's
 * sub-struct of struct unit. Undo keeps, per state-changing command, the
 * values things had before it changed them (undo.c), so code that changes
 * a unit reaches it through game_unit() (by name) or game_unit_w() (by
 * index), never by writing g->units[i] directly. */
#ifndef UMPIRE_GAME_H
#define UMPIRE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "umpire/dice.h"
#include "umpire/intern.h"

#define UM_NAME_MAX 31
#define UM_LABEL_MAX 63 /* characters (um_utf8_chars) */
/* Bytes a label of UM_LABEL_MAX characters may take in UTF-8. */
#define UM_LABEL_BYTES (4 * UM_LABEL_MAX)
#define UM_NEVER (-1000) /* bound number of an event that never happened */

enum arm { ARM_INFANTRY, ARM_CAVALRY, ARM_ARTILLERY };
enum cover { COVER_NONE, COVER_I, COVER_II, COVER_III };

extern const char *const arm_names[];	/* infantry cavalry artillery */
extern const char *const cover_names[]; /* none I II III */

/* Room for a ruleset's own state, per unit and per game: each ruleset
 * declares its structs in its own folder and checks at compile time that
 * they fit (UM_RULES_FITS). Plain data: copied and compared as bytes. */
#define UM_RULES_UNIT_BYTES 256
#define UM_RULES_GAME_BYTES 2048
union rules_unit_state {
	max_align_t align;
	unsigned char bytes[UM_RULES_UNIT_BYTES];
};
union rules_game_state {
	max_align_t align;
	unsigned char bytes[UM_RULES_GAME_BYTES];
};
#define UM_RULES_FITS(type, room)                                              \
	_Static_assert(sizeof(type) <= (room), #type " fits its room")

struct unit {
	char name[UM_NAME_MAX + 1];
	char side[UM_NAME_MAX + 1];
	/* Texts up to their limits (UM_LABEL_BYTES, UM_NAME_MAX), interned
	 * (intern.h): never NULL, "" when unset; a write stores um_intern(). */
	const char *label;
	const char *weapon; /* Table 13/14 row */
	const char *mother; /* skirmish line's mother/soutien */
	enum arm arm;
	int figures;	   /* artillery: gunners */
	int figures_start; /* strength when added */
	int guns;
	int formation; /* index into ruleset->formations */
	int state;     /* index into ruleset->states */
	bool placed;   /* x, y, facing entered */
	double x, y, facing;
	double width, depth; /* 0: derived (geometry) */
	int level;	     /* hill layer */
	enum cover cover;
	bool removed;		 /* eliminated (5.5.2); kept for the record */
	int moved_bound;	 /* last bound x, y or facing changed */
	int formation_bound;	 /* last bound the formation changed */
	int state_bound;	 /* last bound the state changed (any cause) */
	double start_x, start_y; /* position when this bound began */
	/* The ruleset's own per-unit state (its header casts it). */
	union rules_unit_state rules;
	const char *brigade; /* group moved together (unit move) */
	const char *sector;  /* umpire ruling it ("": the chief) */
};

enum terrain_kind {
	TERRAIN_WOOD,
	TERRAIN_BUILDING,
	TERRAIN_HILL,
	TERRAIN_COVER,
	TERRAIN_RIVER,
	TERRAIN_OBSTACLE,
};
extern const char *const terrain_kind_names[];

struct point {
	double x, y;
};

struct terrain {
	char name[UM_NAME_MAX + 1];
	enum terrain_kind kind;
	int level;	   /* hill */
	enum cover cover;  /* cover class */
	bool blocks_sight; /* woods, buildings: yes by default */
	struct point *pts;
	size_t npts; /* at most UM_TERRAIN_MAX_POINTS */
};

/* The most points `terrain add` accepts (terrain.c); a fixed buffer for a
 * terrain's outline must hold this many. */
#define UM_TERRAIN_MAX_POINTS 1000

/* A key=value pair (answers on a declaration, game settings). */
struct kv {
	char *key;
	char *val;
};

enum decl_kind { DECL_FIRE, DECL_MELEE };

/* A declared fire or attack, waiting for `resolve`. */
struct decl {
	enum decl_kind kind;
	char actor[UM_NAME_MAX + 1];
	char target[UM_NAME_MAX + 1];
	struct kv *kv; /* the answers given on the line, in order */
	size_t nkv;
	struct roll roll;  /* actor's dice (roll.total 0: none yet) */
	struct roll droll; /* defender's / target's dice */
};

struct ruleset;
struct tableset;
struct undo_log;
struct unit_space;

/* A hash of names (index.c): open addressing, a slot holds the array
 * index + 1 (0: empty) and the name's hash, so a probe compares names only
 * on equal hashes (each name compared is a unit's memory touched).
 * Derived data: rebuilt when stale, never part of undo or of a copy. */
struct name_slot {
	uint32_t at;
	uint32_t hash;
};
struct name_index {
	struct name_slot *slot;
	size_t cap;	 /* power of two, or 0 */
	size_t nindexed; /* entries 0..nindexed-1 of the array are in it */
	bool stale;	 /* rebuild before the next lookup */
};

struct game {
	const struct ruleset *rs;
	/* The tables in force (owned by the session, kept current by it):
	 * rule code that has only the game reads its tables here. */
	const struct tableset *tables;
	bool inches;
	int bound; /* 1, 2, ...: `bound next` */
	int phase; /* index into ruleset->phases */
	struct unit *units;
	size_t nunits, capunits;
	struct terrain *terrain;
	size_t nterrain, capterrain;
	struct decl *decls;
	size_t ndecls, capdecls;
	struct kv *settings; /* `game key=value` overrides of settings.csv */
	size_t nsettings, capsettings;
	char **explain; /* step-by-step text of the last resolution */
	size_t nexplain, capexplain;
	int resolutions; /* count of resolves, for the log */
	/* Undo (undo.c) and lookups (index.c); none of it is game state. */
	struct undo_log *undo;
	uint32_t *ustamp;	 /* per unit: undo group that saved it */
	char **explain_borrowed; /* explain lines the open group owns */
	struct name_index unit_index, terrain_index;
	struct unit_space *space; /* footprints and their grid (spatial.h) */
	union rules_game_state rules; /* the ruleset's own game state */
};

void name_index_free(struct name_index *);

struct game *game_new(const struct ruleset *);
void game_free(struct game *);
struct game *game_clone(const struct game *);

/* By name, through the hash index. The writable form is for changing the
 * unit: inside an undo group it saves the unit's bytes first. A unit's
 * name is set before it is added and never changes afterwards. */
struct unit *game_unit(struct game *, const char *name);
const struct unit *game_unit_c(const struct game *, const char *name);
/* Index of the unit named so, or -1. */
long game_unit_index(const struct game *, const char *name);
/* Brings the name indexes up to date now; until the game next changes,
 * lookups then only read them (several threads may look up at once). */
void game_indexes_sync(const struct game *);
/* Unit i, to be changed (saves its bytes in the open undo group). */
struct unit *game_unit_w(struct game *, size_t i);
/* Every unit may change (a resolve): saves each once, compacted at the
 * end of the command to what actually changed. */
void game_touch_all_units(struct game *);
/* Fill u with the defaults of a new unit of this game's ruleset. */
void game_unit_defaults(const struct game *, struct unit *u);
/* Append a copy of u (named already); returns the roster's copy. */
struct unit *game_append_unit(struct game *, const struct unit *u);
struct unit *game_add_unit(struct game *); /* zeroed, defaults applied */
void game_remove_unit(struct game *, size_t index);
struct terrain *game_terrain(struct game *, const char *name);
const struct terrain *game_terrain_c(const struct game *, const char *name);
/* Append t (the game takes t->pts); remove entry i. */
void game_add_terrain(struct game *, const struct terrain *t);
void game_remove_terrain(struct game *, size_t index);

/* Undo groups (undo.c): one per state-changing command. begin opens a
 * group; commit closes it, keeping only what changed; abort puts back
 * what the open group changed; pop undoes the newest closed group
 * (false: none left). */
void game_undo_begin(struct game *);
void game_undo_commit(struct game *);
void game_undo_abort(struct game *);
bool game_undo_pop(struct game *);
bool game_undo_open(const struct game *);
size_t game_undo_groups(const struct game *);
/* The units the newest closed group wrote or added, by index, with the
 * bytes [off, off+len) of each that may differ and what they were before
 * it (before: NULL for a unit it added; each may be called for one that
 * ended unchanged); false when there is no such group or a unit was
 * removed in it (indexes moved): compare every unit. */
bool game_undo_last_units(const struct game *,
			  void (*each)(void *, size_t i, size_t off, size_t len,
				       const void *before),
			  void *arg);
size_t game_undo_bytes(const struct game *);
/* Forget the oldest closed group (the log's memory bound). */
void game_undo_drop_oldest(struct game *);
void game_undo_free(struct game *);
/* Apply the newest closed group of src, without consuming it, to dst (a
 * copy of src): dst then should equal src before that command. */
void game_undo_apply_last_to(const struct game *src, struct game *dst);
/* The same for the newest k closed groups, newest first: dst then is src
 * before its last k commands. False (dst untouched) when src holds fewer. */
bool game_undo_apply_back_to(const struct game *src, size_t k,
			     struct game *dst);
/* The closed group `back` places from the newest (0: the newest) of src,
 * without consuming it, to dst: dst after it equals src before that
 * command when dst was src before the newer ones. False (dst untouched)
 * when src holds no such group. */
bool game_undo_apply_nth(const struct game *src, size_t back, struct game *dst);
/* Whether two games hold the same state; *what names the first
 * difference (static text, or NULL). */
bool game_same(const struct game *, const struct game *, const char **what);

void kv_free_array(struct kv *, size_t);
const char *kv_get(const struct kv *, size_t, const char *key);

void decl_free(struct decl *);
/* How many declarations of this kind wait for `resolve`. */
size_t game_count_decls(const struct game *, enum decl_kind);
void game_clear_decls(struct game *);
void game_set_explain(struct game *, char **lines, size_t n);
/* Add to the explanation of this resolution (fire, then melee). */
void game_append_explain(struct game *, char **lines, size_t n);

#endif
