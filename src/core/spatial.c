/* spatial.c - the roster's footprints and a uniform grid of their boxes
 * (geom.c §8), refreshed lazily: see spatial.h. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/footprint.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

/* What unit_footprint() reads of a unit (footprint.c). */
struct fp_key {
	double x, y, facing, width, depth;
	int arm, formation, figures, guns, ranks, bases;
	bool placed, removed, horse;
};

struct unit_space {
	const struct tableset *tables; /* bases.csv */
	const struct ruleset *rs;
	uint32_t settings; /* a hash of `game` settings (base sizes) */
	size_t n, cap;
	struct fp_key *key;
	struct footprint *fp;
	bool *has;
	struct unit_shape *shape; /* unit_shape_of() of each unit */
	int *shape_rc;
	bool grid_stale;
	struct spatial_grid *grid; /* NULL: no unit on the map */
	size_t *grid_unit;	   /* grid item -> unit index */
};

static void
key_of(const struct unit *u, struct fp_key *k)
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
	k->ranks = u->ba.ranks; /* the rulesets' unit_ranks, unit_size */
	k->bases = u->act.bases;
	k->horse = u->gt.horse;
	k->placed = u->placed;
	k->removed = u->removed;
}

void
unit_space_free(struct unit_space *sp)
{
	if (sp == NULL)
		return;
	free(sp->key);
	free(sp->fp);
	free(sp->has);
	free(sp->shape);
	free(sp->shape_rc);
	if (sp->grid)
		spatial_grid_free(sp->grid);
	free(sp->grid_unit);
	free(sp);
}

/* Bring the footprints up to the roster. */
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
	if (g->nunits > sp->cap) {
		size_t cap = sp->cap ? sp->cap : 16;
		while (cap < g->nunits)
			cap *= 2;
		sp->key = um_xreallocarray(sp->key, cap, sizeof *sp->key);
		sp->fp = um_xreallocarray(sp->fp, cap, sizeof *sp->fp);
		sp->has = um_xreallocarray(sp->has, cap, sizeof *sp->has);
		sp->shape = um_xreallocarray(sp->shape, cap, sizeof *sp->shape);
		sp->shape_rc =
		    um_xreallocarray(sp->shape_rc, cap, sizeof *sp->shape_rc);
		sp->cap = cap;
	}
	if (g->nunits != sp->n)
		sp->grid_stale = true;
	for (size_t i = 0; i < g->nunits; i++) {
		struct fp_key k;
		key_of(&g->units[i], &k);
		if (!all && i < sp->n && memcmp(&k, &sp->key[i], sizeof k) == 0)
			continue;
		sp->key[i] = k;
		/* As unit_footprint(), keeping the shape it measures. */
		const struct unit *u = &g->units[i];
		sp->shape_rc[i] = unit_shape_of(g, u, &sp->shape[i]);
		sp->has[i] = u->placed && !u->removed && sp->shape_rc[i] == 0 &&
			     footprint_make(&sp->fp[i], u->x, u->y, u->facing,
					    sp->shape[i].width,
					    sp->shape[i].depth) == GEOM_OK;
		sp->grid_stale = true;
	}
	sp->n = g->nunits;
	return sp;
}

static void
build_grid(struct unit_space *sp)
{
	if (sp->grid)
		spatial_grid_free(sp->grid);
	sp->grid = NULL;
	free(sp->grid_unit);
	sp->grid_unit = NULL;
	size_t placed = 0;
	for (size_t i = 0; i < sp->n; i++)
		placed += sp->has[i];
	if (placed > 0) {
		struct geom_box *box = um_xmalloc(placed * sizeof *box);
		sp->grid_unit = um_xmalloc(placed * sizeof *sp->grid_unit);
		size_t k = 0;
		for (size_t i = 0; i < sp->n; i++)
			if (sp->has[i]) {
				box[k] = footprint_box(&sp->fp[i]);
				sp->grid_unit[k++] = i;
			}
		sp->grid = spatial_grid_build(box, placed, 0);
		free(box);
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
}

int
space_unit_shape(const struct unit_space_view *v, size_t i,
		 struct unit_shape *out)
{
	*out = v->space->shape[i];
	return v->space->shape_rc[i];
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

static struct unit_space *
view_grid(const struct unit_space_view *v)
{
	struct unit_space *sp = v->space;
	if (sp->grid_stale)
		build_grid(sp);
	return sp;
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
	return to_units(sp, spatial_grid_query_box(sp->grid, q, out, cap), out,
			cap);
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
	    spatial_grid_query_corridor(sp->grid, a, b, half_width, out, cap),
	    out, cap);
}
