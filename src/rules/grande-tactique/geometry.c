/* geometry.c - what the map decides for Grande Tactique (Valid Targets,
 * Firing Modifiers, Morale Check terrain). Pure questions go to geometry.c;
 * here units become footprints. Inches throughout. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/footprint.h"

bool
gt_footprint(const struct cmd_ctx *ctx, const struct unit *u,
	     struct footprint *fp)
{
	struct unit_shape s;
	if (!u->placed || unit_shape_of(ctx->g, u, &s) < 0)
		return false;
	return footprint_make(fp, u->x, u->y, u->facing, s.width, s.depth) ==
	       GEOM_OK;
}

static struct polygon
poly_of(const struct terrain *t, struct vec2 *buf, size_t max)
{
	size_t n = t->npts < max ? t->npts : max;
	for (size_t i = 0; i < n; i++)
		buf[i] = vec2_make(t->pts[i].x, t->pts[i].y);
	return (struct polygon){buf, n};
}

/* Every point of any terrain: a shorter buffer cut outlines short. */
#define GT_POLY_MAX UM_TERRAIN_MAX_POINTS

static bool
fp_in_terrain(const struct cmd_ctx *ctx, const struct footprint *fp,
	      enum terrain_kind kind, const char **name)
{
	struct vec2 buf[GT_POLY_MAX];
	for (size_t i = 0; i < ctx->g->nterrain; i++) {
		const struct terrain *t = &ctx->g->terrain[i];
		if (t->kind != kind)
			continue;
		struct polygon p = poly_of(t, buf, GT_POLY_MAX);
		if (polygon_footprint_contact(p, fp) == GEOM_OVERLAPPING) {
			if (name)
				*name = t->name;
			return true;
		}
	}
	return false;
}

bool
gt_in_terrain(const struct cmd_ctx *ctx, const struct unit *u,
	      enum terrain_kind kind, const char **name)
{
	struct footprint fp;
	if (!gt_footprint(ctx, u, &fp))
		return false;
	return fp_in_terrain(ctx, &fp, kind, name);
}

static int
hill_level(const struct cmd_ctx *ctx, const struct unit *u)
{
	int lv = u->level;
	struct vec2 buf[GT_POLY_MAX];
	if (!u->placed)
		return lv;
	struct vec2 p = vec2_make(u->x, u->y);
	for (size_t i = 0; i < ctx->g->nterrain; i++) {
		const struct terrain *t = &ctx->g->terrain[i];
		if (t->kind == TERRAIN_HILL && t->level > lv &&
		    polygon_contains_point(poly_of(t, buf, GT_POLY_MAX), p))
			lv = t->level;
	}
	return lv;
}

enum gt_ground
gt_ground_of(const struct cmd_ctx *ctx, const struct unit *u, bool *derived)
{
	*derived = false;
	if (u->gt.ground != GT_GROUND_AUTO)
		return (enum gt_ground)u->gt.ground;
	if (!u->placed)
		return GT_GROUND_OPEN;
	*derived = true;
	if (gt_in_terrain(ctx, u, TERRAIN_BUILDING, NULL))
		return GT_GROUND_BUA;
	/* Upslope of the nearest enemy: higher than the nearest placed
	 * enemy (Morale Check). */
	struct footprint me, other;
	if (!gt_footprint(ctx, u, &me))
		return GT_GROUND_OPEN;
	const struct unit *near = NULL;
	double best = INFINITY;
	for (size_t i = 0; i < ctx->g->nunits; i++) {
		const struct unit *e = &ctx->g->units[i];
		if (e->removed || strcmp(e->side, u->side) == 0 ||
		    !gt_footprint(ctx, e, &other))
			continue;
		double dd = footprint_distance(&me, &other);
		if (dd < best) {
			best = dd;
			near = e;
		}
	}
	if (near && hill_level(ctx, u) > hill_level(ctx, near))
		return GT_GROUND_UPSLOPE;
	return GT_GROUND_OPEN;
}

/* A line from a to b runs into another unit (or blocking terrain). */
static bool
line_blocked(const struct cmd_ctx *ctx, const struct unit *firer,
	     const struct unit *target, const struct footprint *ffp,
	     const struct footprint *tfp, struct vec2 a, struct vec2 b,
	     bool over_friends, char *by)
{
	double clear = gt_num(ctx, GTS_HILL_OVER_FRIENDS);
	for (size_t i = 0; i < ctx->g->nunits; i++) {
		const struct unit *u = &ctx->g->units[i];
		struct footprint fp;
		if (u == firer || u == target || u->removed ||
		    !gt_footprint(ctx, u, &fp))
			continue;
		if (segment_footprint_crossing(&fp, a, b) !=
		    GEOM_ENTERS_INTERIOR)
			continue;
		/* Artillery on a hill fires over friends more than 2"
		 * from the target (Valid Targets, exception). */
		if (over_friends && strcmp(u->side, firer->side) == 0 &&
		    footprint_distance(&fp, tfp) > clear)
			continue;
		snprintf(by, UM_NAME_MAX + 1, "%s", u->name);
		return true;
	}
	if (gt_choice(ctx, GTS_LINES_BLOCKED_BY_TERRAIN) != 0)
		return false;
	struct vec2 buf[GT_POLY_MAX];
	for (size_t i = 0; i < ctx->g->nterrain; i++) {
		const struct terrain *t = &ctx->g->terrain[i];
		if (!t->blocks_sight)
			continue;
		struct polygon p = poly_of(t, buf, GT_POLY_MAX);
		if (polygon_footprint_contact(p, ffp) == GEOM_OVERLAPPING ||
		    polygon_footprint_contact(p, tfp) == GEOM_OVERLAPPING)
			continue;
		if (segment_polygon_crossing(p, a, b) == GEOM_ENTERS_INTERIOR) {
			snprintf(by, UM_NAME_MAX + 1, "%s", t->name);
			return true;
		}
	}
	return false;
}

void
gt_fire_geometry(const struct cmd_ctx *ctx, const struct unit *f,
		 const struct unit *t, struct gt_fire_geo *g)
{
	memset(g, 0, sizeof *g);
	struct footprint ffp, tfp;
	if (!gt_footprint(ctx, f, &ffp) || !gt_footprint(ctx, t, &tfp))
		return;
	g->known = true;
	g->contact = footprints_touch(&ffp, &tfp);
	g->range = footprint_distance(&ffp, &tfp);
	struct fire_arc arc;
	if (fire_arc_make(&arc, &ffp, 45, ARC_FROM_CORNERS) == GEOM_OK)
		g->in_arc = arc_sees_footprint(&arc, &tfp);
	bool art = f->arm == ARM_ARTILLERY;
	g->hill_target = art && hill_level(ctx, t) > 0;
	bool over = art && hill_level(ctx, f) > 0;
	/* Lines from each front corner to two target corners or to the
	 * middle of its front edge, not running into other units. */
	struct vec2 mid = vec2_scale(
	    vec2_add(tfp.corner[FP_FRONT_LEFT], tfp.corner[FP_FRONT_RIGHT]),
	    0.5);
	bool all = true;
	for (int c = FP_FRONT_LEFT; c <= FP_FRONT_RIGHT; c++) {
		struct vec2 a = ffp.corner[c];
		int clear = 0;
		char by[UM_NAME_MAX + 1] = "";
		for (int k = 0; k < 4; k++)
			if (!line_blocked(ctx, f, t, &ffp, &tfp, a,
					  tfp.corner[k], over, by))
				clear++;
		bool ok = clear >= 2 || !line_blocked(ctx, f, t, &ffp, &tfp, a,
						      mid, over, by);
		if (!ok) {
			all = false;
			snprintf(g->blocked_by, sizeof g->blocked_by, "%s", by);
		}
	}
	g->lines = all || g->hill_target;
	/* Enfilade: a line from one front corner to both rear corners,
	 * clear of other units and not through the target itself. */
	for (int c = FP_FRONT_LEFT; c <= FP_FRONT_RIGHT && art; c++) {
		struct vec2 a = ffp.corner[c];
		bool ok = true;
		for (int k = FP_REAR_RIGHT; k <= FP_REAR_LEFT; k++) {
			char by[UM_NAME_MAX + 1];
			if (line_blocked(ctx, f, t, &ffp, &tfp, a,
					 tfp.corner[k], over, by) ||
			    segment_footprint_crossing(
				&tfp, a, tfp.corner[k]) == GEOM_ENTERS_INTERIOR)
				ok = false;
		}
		if (ok)
			g->enfilade = true;
	}
	g->target_in_wood = fp_in_terrain(ctx, &tfp, TERRAIN_WOOD, NULL);
	const char *bua = NULL;
	g->target_in_bua = fp_in_terrain(ctx, &tfp, TERRAIN_BUILDING, &bua);
	if (g->target_in_bua) {
		/* The arc must reach the BUA itself: sample its outline. */
		const struct terrain *tr = game_terrain(ctx->g, bua);
		for (size_t i = 0; tr && i < tr->npts && !g->bua_hit; i++) {
			struct point p0 = tr->pts[i];
			struct point p1 = tr->pts[(i + 1) % tr->npts];
			for (int s = 0; s <= 16; s++) {
				struct vec2 p =
				    vec2_make(p0.x + (p1.x - p0.x) * s / 16.0,
					      p0.y + (p1.y - p0.y) * s / 16.0);
				if (arc_contains_point(&arc, p)) {
					g->bua_hit = true;
					break;
				}
			}
		}
	}
}

bool
gt_in_arc_of(const struct cmd_ctx *ctx, const struct unit *gun,
	     const struct unit *other, bool *known)
{
	struct footprint g, o;
	struct fire_arc arc;
	*known = gt_footprint(ctx, gun, &g) && gt_footprint(ctx, other, &o) &&
		 fire_arc_make(&arc, &g, 45, ARC_FROM_CORNERS) == GEOM_OK;
	return *known && arc_sees_footprint(&arc, &o);
}

bool
gt_in_front_of(const struct cmd_ctx *ctx, const struct unit *gun,
	       const struct unit *charger, bool *known)
{
	struct footprint g, o;
	struct fire_arc arc;
	*known = gt_footprint(ctx, gun, &g) && gt_footprint(ctx, charger, &o) &&
		 fire_arc_make(&arc, &g, 0, ARC_FROM_CORNERS) == GEOM_OK;
	return *known && arc_sees_footprint(&arc, &o);
}
