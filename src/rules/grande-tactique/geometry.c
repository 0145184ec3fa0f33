/* geometry.c - what the map decides for Grande Tactique (Valid Targets,
 * Firing Modifiers, Morale Check terrain). Pure questions go to geometry.c;
 * here units become footprints. Inches throughout. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/spatial.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

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

/* The placed enemy of u nearest to its footprint me (the first in roster
 * order among equals), from the shared grid (spatial.h): a unit at
 * distance d has its box within d of me's box, so the boxes within r hold
 * every unit nearer than r; r doubles until one is found or r covers every
 * placed unit. */
static const struct unit *
nearest_enemy(const struct cmd_ctx *ctx, const struct unit *u,
	      const struct footprint *me)
{
	const struct game *g = ctx->g;
	size_t cap = g->nunits ? g->nunits : 1;
	size_t *cand = um_xmalloc(cap * sizeof *cand);
	struct geom_box mb = footprint_box(me);
	const struct unit *near = NULL;
	/* The box grows 16, 32, 64 ... inches until it holds an enemy. */
	for (int step = 0;; step++) {
		double r = ldexp(16, step);
		struct geom_box q = {mb.min_x - r, mb.min_y - r, mb.max_x + r,
				     mb.max_y + r};
		size_t nc = game_units_in_box(g, q, cand, cap);
		double best = INFINITY;
		near = NULL;
		for (size_t k = 0; k < nc && k < cap; k++) {
			const struct unit *e = &g->units[cand[k]];
			struct footprint other;
			if (e->removed || strcmp(e->side, u->side) == 0 ||
			    !gt_footprint(ctx, e, &other))
				continue;
			double dd = footprint_distance(me, &other);
			if (dd < best) {
				best = dd;
				near = e;
			}
		}
		/* The nearest is within r, or every placed unit was seen. */
		if ((near && best <= r) || !isfinite(r))
			break;
		struct unit_space_view v;
		game_space_view(g, &v);
		size_t placed = 0;
		for (size_t i = 0; i < v.n && placed <= nc; i++)
			placed += v.has[i];
		if (nc >= placed)
			break;
	}
	free(cand);
	return near;
}

enum gt_ground
gt_ground_of(const struct cmd_ctx *ctx, const struct unit *u, bool *derived)
{
	*derived = false;
	if (GT(u)->ground != GT_GROUND_AUTO)
		return (enum gt_ground)GT(u)->ground;
	if (!u->placed)
		return GT_GROUND_OPEN;
	*derived = true;
	if (gt_in_terrain(ctx, u, TERRAIN_BUILDING, NULL))
		return GT_GROUND_BUA;
	/* Upslope of the nearest enemy: higher than the nearest placed
	 * enemy (Morale Check). */
	struct footprint me;
	if (!gt_footprint(ctx, u, &me))
		return GT_GROUND_OPEN;
	const struct unit *near = nearest_enemy(ctx, u, &me);
	if (near && hill_level(ctx, u) > hill_level(ctx, near))
		return GT_GROUND_UPSLOPE;
	return GT_GROUND_OPEN;
}

/* Lines of a shot: over_friends (a gun on a hill, Valid Targets
 * exception), over_troops (a target on a hilltop or near slope: no unit
 * stops the line; terrain still does). */
struct line_rule {
	bool over_friends, over_troops;
};

/* The units whose boxes meet the box of both footprints of a pair: every
 * line of the pair (from the firer's front corners to the target's
 * corners and front edge) lies within it, so every unit such a line can
 * enter is among them, in roster order. From the shared grid (spatial.h),
 * asked once per pair when a line is first drawn; their footprints are the
 * grid's (gt_footprint's: both measure unit_shape_of). */
struct pair_near {
	bool found;
	struct unit_space_view view;
	size_t *idx;
	struct geom_box *box; /* each one's footprint box */
	size_t n;
	size_t idx_stack[32];
	struct geom_box box_stack[32];
};

static void
pair_near_init(struct pair_near *pn)
{
	pn->found = false;
	pn->idx = pn->idx_stack;
	pn->box = pn->box_stack;
	pn->n = 0;
}

static void
pair_near_free(struct pair_near *pn)
{
	if (pn->idx != pn->idx_stack)
		free(pn->idx);
	if (pn->box != pn->box_stack)
		free(pn->box);
}

static struct geom_box
box_union(struct geom_box a, struct geom_box b)
{
	return (struct geom_box){fmin(a.min_x, b.min_x), fmin(a.min_y, b.min_y),
				 fmax(a.max_x, b.max_x),
				 fmax(a.max_y, b.max_y)};
}

static void
pair_near_find(const struct cmd_ctx *ctx, struct pair_near *pn,
	       const struct footprint *ffp, const struct footprint *tfp)
{
	if (pn->found)
		return;
	pn->found = true;
	game_space_view(ctx->g, &pn->view);
	struct geom_box q = box_union(footprint_box(ffp), footprint_box(tfp));
	double m = 1e-9 * (1 + (q.max_x - q.min_x) + (q.max_y - q.min_y));
	q.min_x -= m;
	q.min_y -= m;
	q.max_x += m;
	q.max_y += m;
	size_t cap = UM_ARRLEN(pn->idx_stack);
	size_t n = space_units_in_box(&pn->view, q, pn->idx, cap);
	if (n > cap) {
		pn->idx = um_xcalloc(n, sizeof *pn->idx);
		pn->box = um_xcalloc(n, sizeof *pn->box);
		n = space_units_in_box(&pn->view, q, pn->idx, n);
	}
	pn->n = n;
	for (size_t k = 0; k < n; k++)
		pn->box[k] = footprint_box(&pn->view.fp[pn->idx[k]]);
}

static bool
boxes_meet(struct geom_box a, struct geom_box b)
{
	return a.min_x <= b.max_x && b.min_x <= a.max_x && a.min_y <= b.max_y &&
	       b.min_y <= a.max_y;
}

/* A line from a to b (within the pair's box) runs into another unit (the
 * first in roster order, *by) or into blocking terrain. */
static bool
line_blocked(const struct cmd_ctx *ctx, struct pair_near *pn,
	     const struct unit *firer, const struct unit *target,
	     const struct footprint *ffp, const struct footprint *tfp,
	     struct vec2 a, struct vec2 b, struct line_rule lr, char *by)
{
	const struct game *g = ctx->g;
	if (!lr.over_troops) {
		double clear = gt_num(ctx, GTS_HILL_OVER_FRIENDS);
		pair_near_find(ctx, pn, ffp, tfp);
		struct geom_box sb = {fmin(a.x, b.x), fmin(a.y, b.y),
				      fmax(a.x, b.x), fmax(a.y, b.y)};
		for (size_t k = 0; k < pn->n; k++) {
			size_t i = pn->idx[k];
			const struct unit *u = &g->units[i];
			if (!boxes_meet(sb, pn->box[k]) || u == firer ||
			    u == target || u->removed || !pn->view.has[i])
				continue;
			const struct footprint *fp = &pn->view.fp[i];
			if (!segment_enters_footprint(fp, a, b))
				continue;
			/* Artillery on a hill fires over friends more than
			 * 2" from the target (Valid Targets, exception). */
			if (lr.over_friends &&
			    strcmp(u->side, firer->side) == 0 &&
			    footprint_distance(fp, tfp) > clear)
				continue;
			snprintf(by, UM_NAME_MAX + 1, "%s", u->name);
			return true;
		}
	}
	if (gt_choice(ctx, GTS_LINES_BLOCKED_BY_TERRAIN) != 0)
		return false;
	struct vec2 buf[GT_POLY_MAX];
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *t = &g->terrain[i];
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

/* The woods or BUA a unit is in (Terrain: it occupies the whole
 * feature), or NULL. */
static const struct terrain *
feature_of(const struct cmd_ctx *ctx, const struct footprint *fp)
{
	static const enum terrain_kind k[] = {TERRAIN_WOOD, TERRAIN_BUILDING};
	for (int i = 0; i < 2; i++) {
		const char *name = NULL;
		if (fp_in_terrain(ctx, fp, k[i], &name))
			return game_terrain(ctx->g, name);
	}
	return NULL;
}

/* A unit's shape for contact and range: its footprint's corners, or the
 * outline of the feature it occupies (Terrain). */
struct shape {
	struct vec2 pt[GT_POLY_MAX];
	size_t n;
};

static void
shape_of(const struct footprint *fp, const struct terrain *feat,
	 struct shape *sh)
{
	if (feat) {
		sh->n = feat->npts < GT_POLY_MAX ? feat->npts : GT_POLY_MAX;
		for (size_t i = 0; i < sh->n; i++)
			sh->pt[i] = vec2_make(feat->pts[i].x, feat->pts[i].y);
		return;
	}
	sh->n = 4;
	for (int i = 0; i < 4; i++)
		sh->pt[i] = fp->corner[i];
}

/* Closest distance between two outlines; 0 when they touch, cross or
 * one holds the other. */
static double
shape_distance(const struct shape *a, const struct shape *b)
{
	struct polygon pa = {(struct vec2 *)a->pt, a->n};
	struct polygon pb = {(struct vec2 *)b->pt, b->n};
	if (polygon_contains_point(pa, b->pt[0]) ||
	    polygon_contains_point(pb, a->pt[0]))
		return 0;
	double best = INFINITY;
	for (size_t i = 0; i < a->n; i++)
		for (size_t k = 0; k < b->n; k++) {
			double d = segment_segment_distance(
			    a->pt[i], a->pt[(i + 1) % a->n], b->pt[k],
			    b->pt[(k + 1) % b->n]);
			if (d < best)
				best = d;
		}
	return best;
}

/* Terrain: "Touching the feature counts as contact with the unit";
 * "distances are measured from the feature's edge". */
static void
contact_and_range(const struct cmd_ctx *ctx, const struct footprint *ffp,
		  const struct footprint *tfp, struct gt_fire_geo *g)
{
	/* Touching is a distance within the pair's tolerance (geom.c:
	 * footprints_touch and footprint_distance decide alike), so the
	 * distance is measured once. */
	g->range = footprint_distance(ffp, tfp);
	g->contact = g->range <= fmax(footprint_eps(ffp), footprint_eps(tfp));
	const struct terrain *ff = feature_of(ctx, ffp);
	const struct terrain *tf = feature_of(ctx, tfp);
	if (ff == NULL && tf == NULL)
		return;
	struct shape *a = um_xmalloc(sizeof *a), *b = um_xmalloc(sizeof *b);
	shape_of(ffp, ff, a);
	shape_of(tfp, tf, b);
	double d = shape_distance(a, b);
	free(a);
	free(b);
	const struct terrain *by = tf ? tf : ff;
	if (!g->contact && d <= footprint_eps(tfp)) {
		g->contact = true;
		snprintf(g->contact_by, sizeof g->contact_by, "%s", by->name);
	}
	if (d < g->range) {
		g->range = d;
		snprintf(g->range_to, sizeof g->range_to, "%s", by->name);
	}
}

/* Valid Targets exception: artillery "can always hit enemy units in range
 * who are on a hill or near slope" - not a target on the far slope, which
 * a higher crest (a hill level above the target's, not under the gun)
 * hides from the guns. */
static bool
behind_crest(const struct cmd_ctx *ctx, const struct footprint *ffp,
	     const struct footprint *tfp, int tlevel)
{
	struct vec2 from = vec2_scale(
	    vec2_add(ffp->corner[FP_FRONT_LEFT], ffp->corner[FP_FRONT_RIGHT]),
	    0.5);
	struct vec2 to = footprint_centre(tfp);
	struct vec2 buf[GT_POLY_MAX];
	for (size_t i = 0; i < ctx->g->nterrain; i++) {
		const struct terrain *t = &ctx->g->terrain[i];
		if (t->kind != TERRAIN_HILL || t->level <= tlevel)
			continue;
		struct polygon p = poly_of(t, buf, GT_POLY_MAX);
		if (polygon_contains_point(p, from))
			continue;
		if (segment_polygon_crossing(p, from, to) ==
		    GEOM_ENTERS_INTERIOR)
			return true;
	}
	return false;
}

/* Valid Targets: lines from each front corner to any two target corners
 * or to the middle of its front edge; *by names what stops one. */
static bool
corner_lines(const struct cmd_ctx *ctx, struct pair_near *pn,
	     const struct unit *f, const struct unit *t,
	     const struct footprint *ffp, const struct footprint *tfp,
	     struct line_rule lr, char *by)
{
	struct vec2 mid = vec2_scale(
	    vec2_add(tfp->corner[FP_FRONT_LEFT], tfp->corner[FP_FRONT_RIGHT]),
	    0.5);
	bool all = true;
	for (int c = FP_FRONT_LEFT; c <= FP_FRONT_RIGHT; c++) {
		struct vec2 a = ffp->corner[c];
		int clear = 0;
		char b[UM_NAME_MAX + 1] = "";
		for (int k = 0; k < 4; k++)
			if (!line_blocked(ctx, pn, f, t, ffp, tfp, a,
					  tfp->corner[k], lr, b))
				clear++;
		bool ok = clear >= 2 ||
			  !line_blocked(ctx, pn, f, t, ffp, tfp, a, mid, lr, b);
		if (!ok) {
			all = false;
			snprintf(by, UM_NAME_MAX + 1, "%s", b);
		}
	}
	return all;
}

/* Firing Modifiers: "able to draw a line from a front corner to both rear
 * corners of target", clear of other units and not through the target. */
static bool
enfilade(const struct cmd_ctx *ctx, struct pair_near *pn, const struct unit *f,
	 const struct unit *t, const struct footprint *ffp,
	 const struct footprint *tfp, struct line_rule lr)
{
	lr.over_troops = false;
	for (int c = FP_FRONT_LEFT; c <= FP_FRONT_RIGHT; c++) {
		struct vec2 a = ffp->corner[c];
		bool ok = true;
		for (int k = FP_REAR_RIGHT; k <= FP_REAR_LEFT; k++) {
			char by[UM_NAME_MAX + 1];
			if (line_blocked(ctx, pn, f, t, ffp, tfp, a,
					 tfp->corner[k], lr, by) ||
			    segment_footprint_crossing(
				tfp, a, tfp->corner[k]) == GEOM_ENTERS_INTERIOR)
				ok = false;
		}
		if (ok)
			return true;
	}
	return false;
}

/* Valid Targets: "if firing into a BUA, it must be able to hit a part of
 * the BUA itself": some point of its outline inside the arc. */
static bool
arc_reaches_bua(const struct terrain *tr, const struct fire_arc *arc)
{
	for (size_t i = 0; tr && i < tr->npts; i++) {
		struct point p0 = tr->pts[i];
		struct point p1 = tr->pts[(i + 1) % tr->npts];
		for (int s = 0; s <= 16; s++) {
			struct vec2 p =
			    vec2_make(p0.x + (p1.x - p0.x) * s / 16.0,
				      p0.y + (p1.y - p0.y) * s / 16.0);
			if (arc_contains_point(arc, p))
				return true;
		}
	}
	return false;
}

/* The footprints, contact, range and arc of a pair (*arc when arc_ok). */
static bool
fire_near(const struct cmd_ctx *ctx, const struct unit *f, const struct unit *t,
	  struct gt_fire_geo *g, struct footprint *ffp, struct footprint *tfp,
	  struct fire_arc *arc, bool *arc_ok)
{
	memset(g, 0, sizeof *g);
	*arc_ok = false;
	if (!gt_footprint(ctx, f, ffp) || !gt_footprint(ctx, t, tfp))
		return false;
	g->known = true;
	contact_and_range(ctx, ffp, tfp, g);
	*arc_ok = fire_arc_make(arc, ffp, 45, ARC_FROM_CORNERS) == GEOM_OK;
	if (*arc_ok)
		g->in_arc = arc_sees_footprint(arc, tfp);
	return true;
}

/* How far apart two boxes are along x or y (the larger gap; <= 0 when
 * they meet). */
static double
box_gap(struct geom_box a, struct geom_box b)
{
	double gx = fmax(a.min_x - b.max_x, b.min_x - a.max_x);
	double gy = fmax(a.min_y - b.max_y, b.min_y - a.max_y);
	return fmax(gx, gy);
}

bool
gt_fire_ruled_out(const struct cmd_ctx *ctx, const struct unit *f,
		  const struct unit *t, bool *known)
{
	struct footprint ffp, tfp;
	*known = gt_footprint(ctx, f, &ffp) && gt_footprint(ctx, t, &tfp);
	if (!*known)
		return true;
	/* Infantry fires only in base contact: footprints whose boxes lie
	 * apart by more than the contact tolerance never touch, unless a
	 * wood or BUA one of them occupies joins them (Terrain). */
	if (f->arm == ARM_INFANTRY &&
	    box_gap(footprint_box(&ffp), footprint_box(&tfp)) >
		4 * fmax(footprint_eps(&ffp), footprint_eps(&tfp)) + 1e-9 &&
	    feature_of(ctx, &ffp) == NULL && feature_of(ctx, &tfp) == NULL)
		return true;
	struct fire_arc arc;
	if (fire_arc_make(&arc, &ffp, 45, ARC_FROM_CORNERS) != GEOM_OK ||
	    !arc_sees_footprint(&arc, &tfp))
		return true;
	struct gt_fire_geo g;
	memset(&g, 0, sizeof g);
	contact_and_range(ctx, &ffp, &tfp, &g);
	if (f->arm == ARM_INFANTRY)
		return !g.contact;
	return !g.contact && g.range >= gt_num(ctx, GTS_ARTILLERY_LONG_RANGE);
}

void
gt_fire_geometry(const struct cmd_ctx *ctx, const struct unit *f,
		 const struct unit *t, struct gt_fire_geo *g)
{
	struct footprint ffp, tfp;
	struct fire_arc arc;
	bool arc_ok;
	if (!fire_near(ctx, f, t, g, &ffp, &tfp, &arc, &arc_ok))
		return;
	bool art = f->arm == ARM_ARTILLERY;
	int tl = hill_level(ctx, t);
	if (art && tl > 0) {
		g->far_slope = behind_crest(ctx, &ffp, &tfp, tl);
		g->hill_target = !g->far_slope;
	}
	struct pair_near pn;
	pair_near_init(&pn);
	struct line_rule lr = {art && hill_level(ctx, f) > 0, false};
	g->lines = corner_lines(ctx, &pn, f, t, &ffp, &tfp, lr, g->blocked_by);
	if (!g->lines && g->hill_target) {
		/* Troops in between do not stop it; woods still do. */
		lr.over_troops = true;
		char by[UM_NAME_MAX + 1] = "";
		g->lines = corner_lines(ctx, &pn, f, t, &ffp, &tfp, lr, by);
		if (g->lines)
			snprintf(g->over_troops, sizeof g->over_troops, "%s",
				 g->blocked_by);
		else
			snprintf(g->blocked_by, sizeof g->blocked_by, "%s", by);
	}
	g->hill_target = g->hill_target && g->lines;
	lr.over_troops = false;
	g->enfilade = art && enfilade(ctx, &pn, f, t, &ffp, &tfp, lr);
	pair_near_free(&pn);
	g->target_in_wood = fp_in_terrain(ctx, &tfp, TERRAIN_WOOD, NULL);
	const char *bua = NULL;
	g->target_in_bua = fp_in_terrain(ctx, &tfp, TERRAIN_BUILDING, &bua);
	if (g->target_in_bua && arc_ok)
		g->bua_hit = arc_reaches_bua(game_terrain(ctx->g, bua), &arc);
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

/* ---- the map's view (ruleset hooks fire_view, arc_view) ---- */

/* Valid Targets: "at least partly within a 45 deg arc of the firing
 * unit's front corners" - the arc gt_fire_geometry uses. Cavalry never
 * fires: no arc. */
void
gt_arc_view(const struct game *g, const struct unit *u, struct arc_view *v)
{
	(void)g;
	v->half_angle_deg = u->arm == ARM_CAVALRY ? 0 : 45;
	v->from_centre = false;
}

/* One firer at one target as `check fire` judges it from the map
 * (gt_fire_geometry and the range settings). */
int
gt_fire_view(const struct game *g, const struct tableset *ts,
	     const struct unit *a, const struct unit *t, struct fire_view *v)
{
	memset(v, 0, sizeof *v);
	v->blocked_unit = -1;
	struct cmd_ctx c = {.g = (struct game *)g, .tables = ts};
	struct gt_fire_geo geo;
	gt_fire_geometry(&c, a, t, &geo);
	struct footprint ffp, tfp;
	if (!geo.known || !gt_footprint(&c, a, &ffp) ||
	    !gt_footprint(&c, t, &tfp)) {
		snprintf(v->why, sizeof v->why, "not both placed");
		return 0;
	}
	v->known = true;
	v->from = ffp.ref;
	enum fp_edge e;
	v->to = footprint_nearest_outline_point(&tfp, ffp.ref, &e);
	v->range = geo.range;
	v->in_arc = geo.in_arc;
	double nr = gt_num(&c, GTS_ARTILLERY_NORMAL_RANGE);
	double lr = gt_num(&c, GTS_ARTILLERY_LONG_RANGE);
	bool art = a->arm == ARM_ARTILLERY;
	v->in_range =
	    a->arm != ARM_CAVALRY && (geo.contact || (art && geo.range < lr));
	if (!geo.lines) {
		snprintf(v->blocked_by, sizeof v->blocked_by, "%s",
			 geo.blocked_by);
		const struct unit *b = game_unit_c(g, geo.blocked_by);
		v->blocked_unit = b ? (int)(b - g->units) : -1;
	}
	if (a->arm == ARM_CAVALRY)
		snprintf(v->why, sizeof v->why,
			 "cavalry cannot fire (Firing procedure)");
	else if (!geo.in_arc)
		snprintf(v->why, sizeof v->why,
			 "wholly outside the 45 deg arc (Valid Targets)");
	else if (!geo.lines)
		snprintf(v->why, sizeof v->why,
			 "a corner line runs into %.40s%s (Valid Targets)",
			 geo.blocked_by[0] ? geo.blocked_by : "another unit",
			 geo.far_slope ? ", far slope" : "");
	else if (art && geo.target_in_wood)
		snprintf(v->why, sizeof v->why,
			 "artillery cannot fire into woods (Valid Targets)");
	else if (art && geo.target_in_bua && !geo.bua_hit)
		snprintf(v->why, sizeof v->why,
			 "the guns cannot hit the BUA itself (Valid Targets)");
	else if (!art)
		snprintf(v->why, sizeof v->why, "%s (Valid Targets)",
			 geo.contact ? "in base contact"
				     : "infantry fires only in base contact");
	else if (geo.contact)
		snprintf(v->why, sizeof v->why, "in base contact (Artillery)");
	else
		snprintf(v->why, sizeof v->why, "%.1f\": %s (Artillery)%s",
			 geo.range,
			 geo.range >= lr  ? "out of range"
			 : geo.range > nr ? "long range, -1"
					  : "normal range",
			 geo.hill_target ? "; target on a hill" : "");
	return 0;
}

/* ---- candidates for a firer (procs.h) ------------------------------------ */

void
gt_reach_init(const struct cmd_ctx *ctx, struct gt_reach *r)
{
	const struct game *g = ctx->g;
	memset(r, 0, sizeof *r);
	/* Room for a firer's neighbours, grown when more come (not n). */
	r->cap = 64;
	r->buf = um_xmalloc(r->cap * sizeof *r->buf);
	r->cand = um_xmalloc(r->cap * sizeof *r->cand);
	r->long_range = gt_num(ctx, GTS_ARTILLERY_LONG_RANGE);
	size_t capf = 0;
	bool features = false;
	for (size_t i = 0; i < g->nterrain && !features; i++)
		features = g->terrain[i].kind == TERRAIN_WOOD ||
			   g->terrain[i].kind == TERRAIN_BUILDING;
	for (size_t i = 0; features && i < g->nunits; i++) {
		struct footprint fp;
		if (gt_footprint(ctx, &g->units[i], &fp) &&
		    feature_of(ctx, &fp) != NULL) {
			um_grow((void **)&r->featured, &capf, r->nfeatured + 1,
				sizeof *r->featured);
			r->featured[r->nfeatured++] = i;
		}
	}
}

void
gt_reach_free(struct gt_reach *r)
{
	free(r->featured);
	free(r->buf);
	free(r->cand);
}

/* A terrain outline's box. */
static struct geom_box
terrain_box(const struct terrain *t)
{
	struct geom_box b = {t->pts[0].x, t->pts[0].y, t->pts[0].x,
			     t->pts[0].y};
	for (size_t i = 1; i < t->npts; i++) {
		b.min_x = fmin(b.min_x, t->pts[i].x);
		b.min_y = fmin(b.min_y, t->pts[i].y);
		b.max_x = fmax(b.max_x, t->pts[i].x);
		b.max_y = fmax(b.max_y, t->pts[i].y);
	}
	return b;
}

size_t
gt_reach_of(const struct cmd_ctx *ctx, struct gt_reach *r, const struct unit *u,
	    const size_t **cand)
{
	*cand = r->cand;
	struct footprint fp;
	if (!gt_footprint(ctx, u, &fp))
		return 0;
	/* Contact is within a footprint's tolerance, long range in the
	 * game's unit: an inch (or cm) of margin covers both. */
	double reach =
	    (u->arm == ARM_ARTILLERY ? fmax(r->long_range, 0) : 0) + 1.0;
	struct geom_box q = footprint_box(&fp);
	const struct terrain *f = feature_of(ctx, &fp);
	if (f != NULL && f->npts > 0) {
		struct geom_box fb = terrain_box(f);
		q.min_x = fmin(q.min_x, fb.min_x);
		q.min_y = fmin(q.min_y, fb.min_y);
		q.max_x = fmax(q.max_x, fb.max_x);
		q.max_y = fmax(q.max_y, fb.max_y);
	}
	q.min_x -= reach;
	q.min_y -= reach;
	q.max_x += reach;
	q.max_y += reach;
	size_t nb = game_units_in_box(ctx->g, q, r->buf, r->cap);
	if (nb + r->nfeatured > r->cap) {
		r->cap = nb + r->nfeatured;
		free(r->buf);
		free(r->cand);
		r->buf = um_xmalloc(r->cap * sizeof *r->buf);
		r->cand = um_xmalloc(r->cap * sizeof *r->cand);
		nb = game_units_in_box(ctx->g, q, r->buf, r->cap);
	}
	/* The two ascending lists merged, each unit once. */
	size_t n = 0, a = 0, b = 0;
	while (a < nb || b < r->nfeatured) {
		size_t next;
		if (b >= r->nfeatured ||
		    (a < nb && r->buf[a] <= r->featured[b]))
			next = r->buf[a++];
		else
			next = r->featured[b++];
		if (n == 0 || r->cand[n - 1] != next)
			r->cand[n++] = next;
	}
	*cand = r->cand; /* grown above, perhaps */
	return n;
}
