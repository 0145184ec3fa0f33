/* spatial.c - the roster's footprints and a uniform grid of their boxes
 * (geom.c §8), refreshed lazily: see spatial.h. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "undo.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

/* What unit_footprint() reads of a unit (footprint.c). */
struct fp_key {
	double x, y, facing, width, depth;
	int arm, formation, figures, guns;
	unsigned long rules; /* the ruleset's shape_key */
	bool placed, removed;
};

/* A size measured during one sync, by what it was measured from: the
 * units of an army are mostly alike (a 10,000-unit roster measures a
 * few shapes, not 10,000). */
struct shape_memo {
	struct fp_key k; /* x, y, facing, placed and removed zero */
	uint32_t ix;	 /* in shapes[] */
	bool used;
};

/* A size as measured (unit_shape_of's answer). Units share them: an army
 * of 10,000 has a few sizes, kept once each (not 150 bytes a unit). */
struct shape_entry {
	struct unit_shape s;
	int rc;
};

#define SHAPE_MEMO 32

struct unit_space {
	const struct tableset *tables; /* bases.csv */
	const struct ruleset *rs;
	uint32_t settings; /* a hash of `game` settings (base sizes) */
	size_t n, cap;
	/* The arrays per unit below, cap each, in one block (space_grow). */
	void *block;
	struct fp_key *key;
	struct footprint *fp;
	bool *has;
	uint32_t *shape_ix; /* unit_shape_of() of unit i: shapes[shape_ix[i]] */
	struct shape_entry *shapes; /* each size measured, once */
	size_t nshapes, capshapes;
	uint32_t *shape_hash; /* shapes by content: index + 1, 0 empty */
	size_t caphash;	      /* a power of two, > 2 * nshapes */
	bool grid_stale;
	struct spatial_grid *grid; /* NULL: no unit on the map */
	struct geom_box extent;	   /* the union of the grid's boxes */
	size_t *grid_unit;	   /* grid item -> unit index (in block) */
	size_t *grid_item;	   /* unit index -> grid item, GRID_NONE */
	struct geom_box *box;	   /* the boxes the grid is built from */
	size_t ngrid_item;	   /* units the grid was built for */
	/* Units whose box changed since the grid last heard (a move: the
	 * grid is changed in place, spatial_grid_set), and whether the
	 * extent must be found again. */
	size_t *moved;
	size_t nmoved, capmoved;
	bool extent_stale, extent_none;
	/* What may have changed since the last sync (space_note_*): the
	 * units handed out for writing, each with the undo group it was
	 * handed out in (a pointer may be written until that group ends),
	 * and when every unit must be compared. */
	struct pending *pend;
	size_t npend, cappend;
	size_t *slot; /* unit i is pend[slot[i] - 1]; 0: not noted */
	size_t capmark;
	bool compare_all; /* compare every unit at the next sync */
	bool
	    all_in_group; /* ... and at each sync while group all_gen is open */
	uint32_t all_gen;
	int forced;	/* space_untracked(): compare every unit at each sync */
	bool boundary;	/* space_command_boundary() since the last sync */
	bool *mothered; /* unit i names a mother (1.3.3) */
	size_t *with_mother; /* those units, ascending */
	size_t nwith_mother;
	bool mother_stale;
	struct shape_memo memo[SHAPE_MEMO]; /* cleared at each sync */
};

#define GRID_NONE SIZE_MAX

struct pending {
	size_t unit;
	uint32_t gen; /* 0: outside a group, kept until a command boundary */
};

static void
key_of(const struct ruleset *rs, const struct unit *u, struct fp_key *k)
{
	memset(k, 0, sizeof *k); /* padding too: keys compare as bytes */
	k->x = u->x;
	k->y = u->y;
	k->facing = u->facing;
	k->width = u->width;
	k->depth = u->depth;
	k->arm = (int)u->arm;
	k->formation = u->formation;
	k->figures = u->figures;
	k->guns = u->guns;
	k->rules = rs && rs->shape_key ? rs->shape_key(u) : 0;
	k->placed = u->placed;
	k->removed = u->removed;
}

void
unit_space_free(struct unit_space *sp)
{
	if (sp == NULL)
		return;
	free(sp->block);
	free(sp->shapes);
	free(sp->shape_hash);
	if (sp->grid)
		spatial_grid_free(sp->grid);
	free(sp->moved);
	free(sp->pend);
	free(sp->slot);
	free(sp->with_mother);
	free(sp);
}

/* The open undo group's generation, 0 when none is open. */
static uint32_t
open_gen(const struct game *g)
{
	return undo_open_gen(g);
}

void
space_note_unit(struct game *g, size_t i)
{
	if (g->space == NULL) /* a pointer handed out before any sync */
		g->space = um_xcalloc(1, sizeof *g->space);
	struct unit_space *sp = g->space;
	if (i >= sp->capmark) {
		size_t cap = sp->capmark ? sp->capmark : 16;
		while (cap <= i || cap < g->nunits)
			cap *= 2;
		sp->slot = um_xreallocarray(sp->slot, cap, sizeof *sp->slot);
		memset(sp->slot + sp->capmark, 0,
		       (cap - sp->capmark) * sizeof *sp->slot);
		sp->capmark = cap;
	}
	if (sp->slot[i]) { /* noted before: now in this group */
		sp->pend[sp->slot[i] - 1].gen = open_gen(g);
		return;
	}
	um_grow((void **)&sp->pend, &sp->cappend, sp->npend + 1,
		sizeof *sp->pend);
	sp->pend[sp->npend].unit = i;
	sp->pend[sp->npend++].gen = open_gen(g);
	sp->slot[i] = sp->npend;
}

void
space_note_all(struct game *g)
{
	struct unit_space *sp = g->space;
	if (sp == NULL)
		return;
	sp->compare_all = true;
	uint32_t gen = open_gen(g);
	if (gen) {
		sp->all_in_group = true;
		sp->all_gen = gen;
	}
}

void
space_command_boundary(struct game *g)
{
	if (g->space)
		g->space->boundary = true;
}

void
space_untracked(struct game *g, bool on)
{
	if (g->space == NULL)
		g->space = um_xcalloc(1, sizeof *g->space);
	g->space->forced += on ? 1 : -1;
	g->space->compare_all = true;
}

static uint32_t
shape_content_hash(const struct shape_entry *e)
{
	uint32_t h = 2166136261u;
	const unsigned char *b = (const unsigned char *)&e->s;
	for (size_t i = 0; i < sizeof e->s; i++)
		h = (h ^ b[i]) * 16777619u;
	return (h ^ (uint32_t)e->rc) * 16777619u;
}

/* The index of a size equal to e (its bytes: unit_shape_of zeroes the
 * struct first), added when new. */
static uint32_t
shape_intern(struct unit_space *sp, const struct shape_entry *e)
{
	if (2 * (sp->nshapes + 1) >= sp->caphash) {
		size_t cap = sp->caphash ? 2 * sp->caphash : 64;
		free(sp->shape_hash);
		sp->shape_hash = um_xcalloc(cap, sizeof *sp->shape_hash);
		sp->caphash = cap;
		for (size_t i = 0; i < sp->nshapes; i++) {
			size_t h =
			    shape_content_hash(&sp->shapes[i]) & (cap - 1);
			while (sp->shape_hash[h])
				h = (h + 1) & (cap - 1);
			sp->shape_hash[h] = (uint32_t)i + 1;
		}
	}
	size_t h = shape_content_hash(e) & (sp->caphash - 1);
	for (; sp->shape_hash[h]; h = (h + 1) & (sp->caphash - 1)) {
		const struct shape_entry *o =
		    &sp->shapes[sp->shape_hash[h] - 1];
		// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
		if (o->rc == e->rc && memcmp(&o->s, &e->s, sizeof e->s) == 0)
			return sp->shape_hash[h] - 1;
	}
	um_grow((void **)&sp->shapes, &sp->capshapes, sp->nshapes + 1,
		sizeof *sp->shapes);
	sp->shapes[sp->nshapes] = *e;
	sp->shape_hash[h] = (uint32_t)++sp->nshapes;
	return (uint32_t)(sp->nshapes - 1);
}

/* unit_shape_of(u), whose key is k, as an index in shapes[]: from the memo
 * when a unit alike was measured in this sync (tables, ruleset and
 * settings are the same). */
static uint32_t
shape_of(const struct game *g, struct unit_space *sp, const struct fp_key *k,
	 const struct unit *u)
{
	struct fp_key sk;
	memcpy(&sk, k, sizeof sk); /* its padding zero too (key_of) */
	sk.x = sk.y = sk.facing = 0;
	sk.placed = sk.removed = false;
	uint32_t h = 2166136261u;
	const unsigned char *b = (const unsigned char *)&sk;
	for (size_t i = 0; i < sizeof sk; i++)
		h = (h ^ b[i]) * 16777619u;
	struct shape_memo *m = &sp->memo[h % SHAPE_MEMO];
	// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	if (m->used && memcmp(&m->k, &sk, sizeof sk) == 0)
		return m->ix;
	memcpy(&m->k, &sk, sizeof sk);
	struct shape_entry e;
	e.rc = unit_shape_of(g, u, &e.s);
	m->ix = shape_intern(sp, &e);
	m->used = true;
	return m->ix;
}

/* Measure unit i again when what unit_footprint() reads of it changed. */
static void
remeasure(const struct game *g, struct unit_space *sp, size_t i, bool all)
{
	bool m = g->units[i].mother[0] != '\0';
	if (i >= sp->n || m != sp->mothered[i]) {
		sp->mothered[i] = m;
		sp->mother_stale = true;
	}
	struct fp_key k;
	key_of(g->rs, &g->units[i], &k);
	/* key_of zeroes the padding: keys compare as bytes. */
	// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	if (!all && i < sp->n && memcmp(&k, &sp->key[i], sizeof k) == 0)
		return;
	sp->key[i] = k;
	/* As unit_footprint(), keeping the shape it measures. */
	const struct unit *u = &g->units[i];
	bool had = i < sp->n && sp->has[i];
	struct geom_box was =
	    had ? footprint_box(&sp->fp[i]) : (struct geom_box){0};
	sp->shape_ix[i] = shape_of(g, sp, &k, u);
	const struct shape_entry *se = &sp->shapes[sp->shape_ix[i]];
	sp->has[i] = u->placed && !u->removed && se->rc == 0 &&
		     footprint_make(&sp->fp[i], u->x, u->y, u->facing,
				    se->s.width, se->s.depth) == GEOM_OK;
	/* The grid holds boxes: a change of figures or state that leaves
	 * the box as it was leaves the grid as it is. */
	if (!all && had && sp->has[i]) {
		struct geom_box now = footprint_box(&sp->fp[i]);
		if (now.min_x == was.min_x && now.min_y == was.min_y &&
		    now.max_x == was.max_x && now.max_y == was.max_y)
			return;
	}
	if (!(all || had || sp->has[i]))
		return;
	/* A unit the grid holds is changed in place when next asked; one it
	 * does not hold (placed now) needs a grid built anew. */
	if (!all && !sp->grid_stale && i < sp->ngrid_item &&
	    sp->grid_item[i] != GRID_NONE) {
		um_grow((void **)&sp->moved, &sp->capmoved, sp->nmoved + 1,
			sizeof *sp->moved);
		sp->moved[sp->nmoved++] = i;
		/* The extent grows with the new box; it is found again only
		 * when the old box reached its edge. */
		struct geom_box *e = &sp->extent;
		if (sp->extent_stale || sp->extent_none)
			return;
		if (had && (was.min_x <= e->min_x || was.min_y <= e->min_y ||
			    was.max_x >= e->max_x || was.max_y >= e->max_y)) {
			sp->extent_stale = true;
		} else if (sp->has[i]) {
			struct geom_box b = footprint_box(&sp->fp[i]);
			e->min_x = fmin(e->min_x, b.min_x);
			e->min_y = fmin(e->min_y, b.min_y);
			e->max_x = fmax(e->max_x, b.max_x);
			e->max_y = fmax(e->max_y, b.max_y);
		}
	} else if (all || sp->has[i]) {
		sp->grid_stale = true;
	}
}

/* After a sync: keep the notes of the open group (its pointers may still
 * be written), drop the rest. */
static void
prune_notes(const struct game *g, struct unit_space *sp)
{
	uint32_t gen = open_gen(g);
	size_t kept = 0;
	for (size_t k = 0; k < sp->npend; k++) {
		struct pending p = sp->pend[k];
		bool keep = gen ? p.gen == gen : p.gen == 0 && !sp->boundary;
		if (keep && p.unit < sp->n) {
			sp->pend[kept++] = p;
			sp->slot[p.unit] = kept;
		} else {
			sp->slot[p.unit] = 0;
		}
	}
	sp->npend = kept;
	sp->boundary = false;
	if (sp->all_in_group && gen && sp->all_gen == gen)
		return; /* every unit again at each sync of this group */
	sp->all_in_group = false;
	sp->compare_all = sp->forced > 0;
}

/* UMPIRE_CHECK_SPACE=1: after each sync, every unit's key must equal
 * what was measured (a write the notes missed is an internal error). */
static void
check_space(const struct game *g, const struct unit_space *sp)
{
	static int on = -1;
	if (on < 0) {
		const char *v = getenv("UMPIRE_CHECK_SPACE");
		on = v != NULL && strcmp(v, "1") == 0;
	}
	if (!on)
		return;
	for (size_t i = 0; i < g->nunits; i++) {
		struct fp_key k;
		key_of(g->rs, &g->units[i], &k);
		// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
		if (memcmp(&k, &sp->key[i], sizeof k) != 0)
			abort(); /* a test setting: the suite sees the crash */
	}
}

/* Room for n units: the arrays per unit carved from one block, so that a
 * first use at thousands of units fills a few huge pages rather than a
 * thousand small ones (um_xmalloc_big); what was measured kept. */
static void
space_grow(struct unit_space *sp, size_t n)
{
	const size_t per = sizeof *sp->fp + sizeof *sp->key + sizeof *sp->box +
			   sizeof *sp->grid_unit + sizeof *sp->grid_item +
			   sizeof *sp->shape_ix + sizeof *sp->has +
			   sizeof *sp->mothered;
	/* A quarter to spare: the block is rounded up to huge pages too. */
	size_t cap = n < 16 ? 16 : n + n / 4, got;
	char *b = um_xmalloc_big(cap * per, &got);
	cap = got / per; /* the rest of the last huge page too */
	/* Largest alignment first: each array stays aligned. */
	struct footprint *fp = (struct footprint *)(void *)b;
	struct fp_key *key = (struct fp_key *)(void *)(fp + cap);
	struct geom_box *box = (struct geom_box *)(void *)(key + cap);
	size_t *grid_unit = (size_t *)(void *)(box + cap);
	size_t *grid_item = grid_unit + cap;
	uint32_t *shape_ix = (uint32_t *)(void *)(grid_item + cap);
	bool *has = (bool *)(void *)(shape_ix + cap);
	bool *mothered = has + cap;
	if (sp->block) {
		memcpy(fp, sp->fp, sp->n * sizeof *fp);
		memcpy(key, sp->key, sp->n * sizeof *key);
		memcpy(grid_unit, sp->grid_unit,
		       sp->ngrid_item * sizeof *grid_unit);
		memcpy(grid_item, sp->grid_item,
		       sp->ngrid_item * sizeof *grid_item);
		memcpy(shape_ix, sp->shape_ix, sp->n * sizeof *shape_ix);
		memcpy(has, sp->has, sp->n * sizeof *has);
		memcpy(mothered, sp->mothered, sp->n * sizeof *mothered);
		free(sp->block);
	}
	sp->block = b;
	sp->fp = fp;
	sp->key = key;
	sp->box = box;
	sp->grid_unit = grid_unit;
	sp->grid_item = grid_item;
	sp->shape_ix = shape_ix;
	sp->has = has;
	sp->mothered = mothered;
	sp->cap = cap;
}

/* Bring the footprints up to the roster: the units noted since the last
 * sync (and new ones); every unit when the tables, ruleset or settings
 * changed, units moved in the array, or a command may have written any. */
static struct unit_space *
space_sync(const struct game *g)
{
	struct game *m = (struct game *)g; /* derived data, not state */
	if (m->space == NULL)
		m->space = um_xcalloc(1, sizeof *m->space);
	struct unit_space *sp = m->space;
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < g->nsettings; i++)
		for (int part = 0; part < 2; part++)
			for (const char *c = part ? g->settings[i].val
						  : g->settings[i].key;
			     ; c++) {
				h = (h ^ (unsigned char)*c) * 16777619u;
				if (*c == '\0')
					break;
			}
	bool all =
	    sp->tables != g->tables || sp->rs != g->rs || sp->settings != h;
	sp->tables = g->tables;
	sp->rs = g->rs;
	sp->settings = h;
	for (size_t i = 0; i < SHAPE_MEMO; i++)
		sp->memo[i].used = false;
	if (all) { /* every unit measured again: the sizes too */
		sp->nshapes = 0;
		if (sp->shape_hash)
			memset(sp->shape_hash, 0,
			       sp->caphash * sizeof *sp->shape_hash);
	}
	if (g->nunits > sp->cap)
		space_grow(sp, g->nunits);
	if (g->nunits != sp->n)
		sp->grid_stale = sp->mother_stale = true;
	if (all || sp->compare_all || g->nunits < sp->n) {
		for (size_t i = 0; i < g->nunits; i++)
			remeasure(g, sp, i, all);
	} else {
		/* Only the units handed out for writing, and new ones. */
		for (size_t i = sp->n; i < g->nunits; i++)
			remeasure(g, sp, i, true);
		for (size_t k = 0; k < sp->npend; k++)
			if (sp->pend[k].unit < g->nunits)
				remeasure(g, sp, sp->pend[k].unit, false);
	}
	sp->n = g->nunits;
	prune_notes(g, sp);
	check_space(g, sp);
	sp->n = g->nunits;
	return sp;
}

static void
build_grid(struct unit_space *sp)
{
	if (sp->grid)
		spatial_grid_free(sp->grid);
	sp->grid = NULL;
	for (size_t i = 0; i < sp->n; i++)
		sp->grid_item[i] = GRID_NONE;
	sp->ngrid_item = sp->n;
	sp->nmoved = 0;
	sp->extent_stale = false;
	sp->extent_none = true;
	size_t placed = 0;
	for (size_t i = 0; i < sp->n; i++)
		placed += sp->has[i];
	if (placed > 0) {
		struct geom_box *box = sp->box;
		size_t k = 0;
		for (size_t i = 0; i < sp->n; i++)
			if (sp->has[i]) {
				box[k] = footprint_box(&sp->fp[i]);
				if (k == 0)
					sp->extent = box[k];
				sp->extent.min_x =
				    fmin(sp->extent.min_x, box[k].min_x);
				sp->extent.min_y =
				    fmin(sp->extent.min_y, box[k].min_y);
				sp->extent.max_x =
				    fmax(sp->extent.max_x, box[k].max_x);
				sp->extent.max_y =
				    fmax(sp->extent.max_y, box[k].max_y);
				sp->extent_none = false;
				sp->grid_item[i] = k;
				sp->grid_unit[k++] = i;
			}
		sp->grid = spatial_grid_build(box, placed, 0);
	}
	sp->grid_stale = false;
}

void
game_space_view(const struct game *g, struct unit_space_view *v)
{
	struct unit_space *sp = space_sync(g);
	v->n = sp->n;
	v->fp = sp->fp;
	v->has = sp->has;
	v->space = sp;
	v->marks = NULL;
}

size_t
game_units_with_mother(const struct game *g, const size_t **out)
{
	struct unit_space *sp = space_sync(g);
	if (sp->mother_stale) {
		size_t k = 0;
		for (size_t i = 0; i < sp->n; i++)
			k += sp->mothered[i];
		free(sp->with_mother);
		sp->with_mother = um_xmalloc((k ? k : 1) * sizeof(size_t));
		k = 0;
		for (size_t i = 0; i < sp->n; i++)
			if (sp->mothered[i])
				sp->with_mother[k++] = i;
		sp->nwith_mother = k;
		sp->mother_stale = false;
	}
	*out = sp->with_mother;
	return sp->nwith_mother;
}

int
space_unit_shape(const struct unit_space_view *v, size_t i,
		 struct unit_shape *out)
{
	const struct shape_entry *e = &v->space->shapes[v->space->shape_ix[i]];
	*out = e->s;
	return e->rc;
}

/* Every unit on the map, when the grid cannot answer. */
static size_t
all_placed(const struct unit_space *sp, size_t *out, size_t cap)
{
	size_t k = 0;
	for (size_t i = 0; i < sp->n; i++)
		if (sp->has[i]) {
			if (k < cap)
				out[k] = i;
			k++;
		}
	return k;
}

/* Grid items to unit indices; the grid answers ascending item numbers,
 * and items were numbered in roster order. */
static size_t
to_units(const struct unit_space *sp, size_t k, size_t *out, size_t cap)
{
	for (size_t i = 0; i < k && i < cap; i++)
		out[i] = sp->grid_unit[out[i]];
	return k;
}

/* The moved units' boxes into the grid, in place; built anew when that
 * fails or the boxes that left their cells grow many (each query tests
 * those one by one). */
static void
apply_moves(struct unit_space *sp)
{
	for (size_t k = 0; k < sp->nmoved && !sp->grid_stale; k++) {
		size_t i = sp->moved[k];
		struct geom_box b;
		if (sp->has[i])
			b = footprint_box(&sp->fp[i]);
		if (sp->grid == NULL ||
		    spatial_grid_set(sp->grid, sp->grid_item[i],
				     sp->has[i] ? &b : NULL) < 0)
			sp->grid_stale = true;
	}
	sp->nmoved = 0;
	if (spatial_grid_loose(sp->grid) > 32 + sp->n / 64)
		sp->grid_stale = true;
}

static struct unit_space *
view_grid(const struct unit_space_view *v)
{
	struct unit_space *sp = v->space;
	if (!sp->grid_stale && sp->nmoved)
		apply_moves(sp);
	if (sp->grid_stale)
		build_grid(sp);
	return sp;
}

/* The union of the placed units' boxes, after changes in place. */
static void
find_extent(struct unit_space *sp)
{
	bool any = false;
	for (size_t i = 0; i < sp->n; i++)
		if (sp->has[i]) {
			struct geom_box b = footprint_box(&sp->fp[i]);
			if (!any)
				sp->extent = b;
			any = true;
			sp->extent.min_x = fmin(sp->extent.min_x, b.min_x);
			sp->extent.min_y = fmin(sp->extent.min_y, b.min_y);
			sp->extent.max_x = fmax(sp->extent.max_x, b.max_x);
			sp->extent.max_y = fmax(sp->extent.max_y, b.max_y);
		}
	sp->extent_stale = false;
	sp->extent_none = !any;
}

size_t
game_units_in_box(const struct game *g, struct geom_box q, size_t *out,
		  size_t cap)
{
	struct unit_space_view v;
	game_space_view(g, &v);
	return space_units_in_box(&v, q, out, cap);
}

size_t
game_units_along(const struct game *g, struct vec2 a, struct vec2 b,
		 double half_width, size_t *out, size_t cap)
{
	struct unit_space_view v;
	game_space_view(g, &v);
	return space_units_along(&v, a, b, half_width, out, cap);
}

size_t
space_units_in_box(const struct unit_space_view *v, struct geom_box q,
		   size_t *out, size_t cap)
{
	struct unit_space *sp = view_grid(v);
	if (sp->grid == NULL)
		return 0;
	if (!isfinite(q.min_x) || !isfinite(q.min_y) || !isfinite(q.max_x) ||
	    !isfinite(q.max_y))
		return all_placed(sp, out, cap);
	return to_units(
	    sp,
	    v->marks
		? spatial_grid_query_box_marked(sp->grid, v->marks, q, out, cap)
		: spatial_grid_query_box(sp->grid, q, out, cap),
	    out, cap);
}

size_t
space_units_along(const struct unit_space_view *v, struct vec2 a, struct vec2 b,
		  double half_width, size_t *out, size_t cap)
{
	struct unit_space *sp = view_grid(v);
	if (sp->grid == NULL)
		return 0;
	return to_units(
	    sp,
	    v->marks ? spatial_grid_query_corridor_marked(
			   sp->grid, v->marks, a, b, half_width, out, cap)
		     : spatial_grid_query_corridor(sp->grid, a, b, half_width,
						   out, cap),
	    out, cap);
}

bool
space_units_extent(const struct unit_space_view *v, struct geom_box *out)
{
	struct unit_space *sp = view_grid(v);
	if (sp->grid == NULL)
		return false;
	if (sp->extent_stale)
		find_extent(sp);
	if (sp->extent_none)
		return false;
	*out = sp->extent;
	return true;
}

void
space_view_share(const struct unit_space_view *v,
		 struct unit_space_view *shared, struct spatial_marks *m)
{
	struct unit_space *sp = view_grid(v);
	if (sp->extent_stale) /* threads only read */
		find_extent(sp);
	*shared = *v;
	spatial_marks_init(m, sp->grid);
	shared->marks = m;
}
