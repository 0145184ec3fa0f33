/* index.c - finding units and terrain by name: a hash of names (open
 * addressing, linear probing, FNV-1a), rebuilt when stale. Nothing iterates
 * in hash order: the roster's order stays the order of output. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/util.h"

static uint32_t
name_hash(const char *s)
{
	uint32_t h = 2166136261u;
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

/* Entries are structs whose first member is the name. */
_Static_assert(offsetof(struct unit, name) == 0, "unit name first");
_Static_assert(offsetof(struct terrain, name) == 0, "terrain name first");
#define NAME_AT(base, stride, i) ((const char *)(base) + (i) * (stride))

static long
nidx_probe(const struct name_index *x, const void *base, size_t stride,
	   const char *name, uint32_t h, size_t *slot_out)
{
	size_t mask = x->cap - 1;
	size_t k = h & mask;
	for (; x->slot[k].at; k = (k + 1) & mask) {
		size_t i = x->slot[k].at - 1;
		if (x->slot[k].hash == h &&
		    strcmp(NAME_AT(base, stride, i), name) == 0) {
			*slot_out = k;
			return (long)i;
		}
	}
	*slot_out = k;
	return -1;
}

static void
nidx_put(struct name_index *x, const void *base, size_t stride, size_t i)
{
	size_t k;
	const char *name = NAME_AT(base, stride, i);
	uint32_t h = name_hash(name);
	/* The first of equal names wins, as a walk of the array would. */
	if (nidx_probe(x, base, stride, name, h, &k) < 0)
		x->slot[k] = (struct name_slot){(uint32_t)(i + 1), h};
}

static void
nidx_rebuild(struct name_index *x, const void *base, size_t stride, size_t n)
{
	size_t cap = 16;
	while (cap < 2 * n + 2)
		cap *= 2;
	if (cap != x->cap) {
		free(x->slot);
		x->slot = um_xcalloc(cap, sizeof *x->slot);
		x->cap = cap;
	} else {
		memset(x->slot, 0, cap * sizeof *x->slot);
	}
	for (size_t i = 0; i < n; i++)
		nidx_put(x, base, stride, i);
	x->nindexed = n;
	x->stale = false;
}

/* Bring the index up to the array's n entries: entries appended since the
 * last lookup are added; a stale index (removal, undo) is rebuilt. */
static void
nidx_sync(struct name_index *x, const void *base, size_t stride, size_t n)
{
	if (x->stale || x->nindexed > n || 2 * n + 2 > x->cap) {
		nidx_rebuild(x, base, stride, n);
		return;
	}
	if (x->nindexed == n)
		return; /* nothing written: threads may look up at once */
	for (size_t i = x->nindexed; i < n; i++)
		nidx_put(x, base, stride, i);
	x->nindexed = n;
}

static long
nidx_find(struct name_index *x, const void *base, size_t stride, size_t n,
	  const char *name)
{
	if (n == 0)
		return -1;
	nidx_sync(x, base, stride, n);
	size_t k;
	return nidx_probe(x, base, stride, name, name_hash(name), &k);
}

long
game_unit_index(const struct game *g, const char *name)
{
	/* The index is derived data, not state: a const lookup may build it. */
	struct game *m = (struct game *)g;
	return nidx_find(&m->unit_index, g->units, sizeof *g->units, g->nunits,
			 name);
}

struct unit *
game_unit(struct game *g, const char *name)
{
	long i = game_unit_index(g, name);
	return i < 0 ? NULL : game_unit_w(g, (size_t)i);
}

const struct unit *
game_unit_c(const struct game *g, const char *name)
{
	long i = game_unit_index(g, name);
	return i < 0 ? NULL : &g->units[i];
}

static long
terrain_index(const struct game *g, const char *name)
{
	struct game *m = (struct game *)g;
	return nidx_find(&m->terrain_index, g->terrain, sizeof *g->terrain,
			 g->nterrain, name);
}

struct terrain *
game_terrain(struct game *g, const char *name)
{
	long i = terrain_index(g, name);
	return i < 0 ? NULL : &g->terrain[i];
}

const struct terrain *
game_terrain_c(const struct game *g, const char *name)
{
	long i = terrain_index(g, name);
	return i < 0 ? NULL : &g->terrain[i];
}

void
game_indexes_sync(const struct game *g)
{
	struct game *m = (struct game *)g;
	if (g->nunits)
		nidx_sync(&m->unit_index, g->units, sizeof *g->units,
			  g->nunits);
	if (g->nterrain)
		nidx_sync(&m->terrain_index, g->terrain, sizeof *g->terrain,
			  g->nterrain);
}
