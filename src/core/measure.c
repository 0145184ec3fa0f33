/* measure.c - `measure A B`: the ruler. A and B are each a
 * unit, a terrain piece or a point X,Y. Distance is the shortest between
 * the two shapes; bearing is from A's reference point (a unit's front
 * centre, a terrain's centroid, the point) to the nearest point of B;
 * side says which side of A (front, right, rear, left: the sectors
 * between A's diagonals) holds B. Between two units the arc of fire and
 * the line of fire come from the ruleset's fire_view hook, the same code
 * as `check fire`; without it, or for points and terrain, the line is
 * plain geometry and says source=geometry. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

enum thing_kind { THING_UNIT, THING_TERRAIN, THING_POINT };

struct thing {
	enum thing_kind kind;
	const struct unit *u;
	const struct terrain *t;
	char name[UM_NAME_MAX + 1];
	struct vec2 ref;
	bool has_fp;
	struct footprint fp;
	struct vec2 *v; /* outline: 1 (point), 4 (footprint) or n vertices */
	size_t nv;
};

static void
thing_free(struct thing *t)
{
	free(t->v);
	t->v = NULL;
}

static bool
parse_xy(const char *s, struct vec2 *p)
{
	char buf[96];
	snprintf(buf, sizeof buf, "%s", s);
	char *comma = strchr(buf, ',');
	double x, y;
	if (comma == NULL)
		return false;
	*comma = '\0';
	if (!um_parse_double(buf, &x) || !um_parse_double(comma + 1, &y) ||
	    !isfinite(x) || !isfinite(y) || fabs(x) > 1e6 || fabs(y) > 1e6)
		return false;
	*p = vec2_make(x, y);
	return true;
}

static int
thing_of(struct cmd_ctx *ctx, const char *word, struct thing *t)
{
	const struct game *g = ctx->g;
	memset(t, 0, sizeof *t);
	snprintf(t->name, sizeof t->name, "%.31s", word);
	if (strchr(word, ',')) {
		if (!parse_xy(word, &t->ref))
			return cmd_error(ctx,
					 "measure: %s is not a point; a point "
					 "is X,Y in game units, e.g. 40,25",
					 word);
		t->kind = THING_POINT;
		t->v = um_xmalloc(sizeof *t->v);
		t->v[0] = t->ref;
		t->nv = 1;
		return 0;
	}
	const struct unit *u = game_unit_c(g, word);
	if (u) {
		if (!u->placed || u->removed)
			return cmd_error(
			    ctx, "measure: %s is not on the table%s", word,
			    u->removed ? " (removed)"
				       : "; place it with unit set "
					 "NAME x=.. y=.. facing=..");
		t->kind = THING_UNIT;
		t->u = u;
		t->ref = vec2_make(u->x, u->y);
		t->has_fp = unit_footprint(g, u, &t->fp) == 0;
		t->nv = t->has_fp ? 4 : 1;
		t->v = um_xcalloc(t->nv, sizeof *t->v);
		for (size_t i = 0; i < t->nv; i++)
			t->v[i] = t->has_fp ? t->fp.corner[i] : t->ref;
		return 0;
	}
	for (size_t i = 0; i < g->nterrain; i++)
		if (strcmp(g->terrain[i].name, word) == 0) {
			t->kind = THING_TERRAIN;
			t->t = &g->terrain[i];
			t->v = terrain_vertices(t->t);
			t->nv = t->t->npts;
			struct vec2 c = {0, 0};
			for (size_t k = 0; k < t->nv; k++)
				c = vec2_add(c, t->v[k]);
			t->ref = vec2_scale(c, 1.0 / (double)t->nv);
			return 0;
		}
	struct suggest near;
	suggest_init(&near, word);
	for (size_t i = 0; i < g->nunits; i++) {
		if (!g->units[i].removed)
			suggest_add(&near, g->units[i].name);
		if (!g->units[i].removed && word[0] &&
		    strcmp(g->units[i].brigade, word) == 0)
			return cmd_error(ctx,
					 "measure: %s is a brigade; measure "
					 "from or to one of its units (%s, "
					 "...), a terrain piece or a point X,Y",
					 word, g->units[i].name);
	}
	for (size_t i = 0; i < g->nterrain; i++)
		suggest_add(&near, g->terrain[i].name);
	const char *best = word[0] ? suggest_best(&near) : NULL;
	return cmd_error(ctx,
			 "measure: no unit or terrain named %s%s%s%s; `units` "
			 "and `terrain` list them, a point is X,Y",
			 word[0] ? word : "\"\"", best ? " (did you mean " : "",
			 best ? best : "", best ? "?)" : "");
}

static bool
thing_contains(const struct thing *t, struct vec2 p)
{
	if (t->has_fp)
		return footprint_contains_point(&t->fp, p);
	if (t->kind == THING_TERRAIN && t->nv >= 3)
		return polygon_contains_point(
		    (struct polygon){.pts = t->v, .n = t->nv}, p);
	return false;
}

/* Nearest point of t's outline to p (p itself when inside). */
static struct vec2
thing_nearest(const struct thing *t, struct vec2 p)
{
	if (t->nv == 1 || thing_contains(t, p))
		return t->nv == 1 ? t->v[0] : p;
	struct vec2 best = t->v[0];
	double bd = INFINITY;
	for (size_t i = 0; i < t->nv; i++) {
		struct vec2 q =
		    segment_nearest_point(p, t->v[i], t->v[(i + 1) % t->nv]);
		double d = vec2_distance(p, q);
		if (d < bd) {
			bd = d;
			best = q;
		}
	}
	return best;
}

/* Shortest distance between two outlines (0 when they meet). */
static double
thing_distance(const struct thing *a, const struct thing *b)
{
	for (size_t i = 0; i < b->nv; i++)
		if (thing_contains(a, b->v[i]))
			return 0;
	for (size_t i = 0; i < a->nv; i++)
		if (thing_contains(b, a->v[i]))
			return 0;
	double d = INFINITY;
	for (size_t i = 0; i < a->nv; i++)
		d = fmin(d, vec2_distance(a->v[i], thing_nearest(b, a->v[i])));
	for (size_t i = 0; i < b->nv; i++)
		d = fmin(d, vec2_distance(b->v[i], thing_nearest(a, b->v[i])));
	if (a->nv > 1 && b->nv > 1)
		for (size_t i = 0; i < a->nv; i++)
			for (size_t k = 0; k < b->nv; k++)
				if (segments_intersect(
					a->v[i], a->v[(i + 1) % a->nv], b->v[k],
					b->v[(k + 1) % b->nv], NULL))
					return 0;
	return d;
}

/* Side of unit a that holds p: the sectors between its diagonals. */
static const char *
side_of(const struct thing *a, struct vec2 p)
{
	double half_w = a->has_fp ? a->fp.width / 2 : 1;
	double half_d = a->has_fp ? a->fp.depth / 2 : 1;
	double lat, ahead;
	if (a->has_fp) {
		footprint_local(&a->fp, p, &lat, &ahead);
		ahead += half_d; /* from the centre */
	} else {
		struct vec2 fwd = geom_facing_to_dir(a->u->facing);
		struct vec2 d = vec2_sub(p, a->ref);
		ahead = vec2_dot(d, fwd);
		lat = vec2_dot(d, vec2_rotate_cw(fwd, 90));
	}
	double across = fabs(lat) / half_w;
	if (ahead / half_d >= across)
		return "front";
	if (-ahead / half_d >= across)
		return "rear";
	return lat > 0 ? "right" : "left";
}

/* Plain line of sight from p to q: units and sight-blocking terrain the
 * segment passes through (not those holding an end). */
static void
plain_line(const struct game *g, const struct thing *a, const struct thing *b,
	   struct vec2 p, struct vec2 q, struct strbuf *by)
{
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		struct footprint fp;
		if (u == a->u || u == b->u || unit_footprint(g, u, &fp) < 0)
			continue;
		if (segment_footprint_crossing(&fp, p, q) ==
		    GEOM_ENTERS_INTERIOR)
			sb_addf(by, "%s%s", by->len ? "," : "", u->name);
	}
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *t = &g->terrain[i];
		if (!t->blocks_sight || t == a->t || t == b->t || t->npts < 3)
			continue;
		struct vec2 *v = terrain_vertices(t);
		struct polygon poly = {.pts = v, .n = t->npts};
		if (!polygon_contains_point(poly, p) &&
		    !polygon_contains_point(poly, q) &&
		    segment_polygon_crossing(poly, p, q) ==
			GEOM_ENTERS_INTERIOR)
			sb_addf(by, "%s%s", by->len ? "," : "", t->name);
		free(v);
	}
}

static void
rec_point(struct rec *r, const char *kx, const char *ky, struct vec2 p)
{
	rec_num(r, kx, p.x);
	rec_num(r, ky, p.y);
}

/* Arc of fire of unit a (arc_view hook) over b: "yes", "no" or NULL. */
static const char *
arc_holds(const struct game *g, const struct thing *a, const struct thing *b,
	  struct vec2 near)
{
	if (g->rs->arc_view == NULL || a->kind != THING_UNIT || !a->has_fp)
		return NULL;
	struct arc_view av = {0};
	g->rs->arc_view(g, a->u, &av);
	struct fire_arc arc;
	if (fire_arc_make(&arc, &a->fp, av.half_angle_deg,
			  av.from_centre ? ARC_FROM_CENTRE
					 : ARC_FROM_CORNERS) != GEOM_OK)
		return NULL;
	if (b->has_fp)
		return arc_sees_footprint(&arc, &b->fp) ? "yes" : "no";
	bool in = arc_contains_point(&arc, near);
	for (size_t i = 0; !in && b->kind == THING_TERRAIN && i < b->nv; i++)
		in = arc_contains_point(&arc, b->v[i]);
	return in ? "yes" : "no";
}

static void
measure_line(struct cmd_ctx *ctx, const struct thing *a, const struct thing *b,
	     struct vec2 near, struct rec *r)
{
	const struct game *g = ctx->g;
	if (a->kind == THING_UNIT && b->kind == THING_UNIT &&
	    g->rs->fire_view) {
		struct fire_view fv;
		g->rs->fire_view(g, ctx->tables, a->u, b->u, &fv);
		rec_str(r, "source", "ruleset");
		if (!fv.known) {
			rec_str(r, "los", "?");
			rec_str(r, "why", fv.why);
			return;
		}
		rec_bool(r, "in_arc", fv.in_arc);
		rec_num(r, "range", round(fv.range * 10) / 10);
		rec_bool(r, "in_range", fv.in_range);
		rec_str(r, "los", fv.blocked_by[0] ? "blocked" : "clear");
		if (fv.blocked_by[0])
			rec_str(r, "blocked_by", fv.blocked_by);
		rec_point(r, "line_x0", "line_y0", fv.from);
		rec_point(r, "line_x1", "line_y1", fv.to);
		rec_str(r, "why", fv.why);
		return;
	}
	const char *in_arc = arc_holds(g, a, b, near);
	if (in_arc)
		rec_str(r, "in_arc", in_arc);
	struct strbuf by;
	sb_init(&by);
	sb_add(&by, "");
	plain_line(g, a, b, a->ref, near, &by);
	rec_str(r, "source", "geometry");
	rec_str(r, "los", by.len ? "blocked" : "clear");
	if (by.len)
		rec_str(r, "blocked_by", by.s);
	rec_point(r, "line_x0", "line_y0", a->ref);
	rec_point(r, "line_x1", "line_y1", near);
	sb_free(&by);
}

int
cmd_measure(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 2 || a->nkv)
		return cmd_error(ctx, "usage: measure A B (each a unit, a "
				      "terrain piece or a point X,Y)");
	struct thing ta, tb;
	if (thing_of(ctx, a->word[ctx->argi], &ta) < 0)
		return -1;
	if (thing_of(ctx, a->word[ctx->argi + 1], &tb) < 0) {
		thing_free(&ta);
		return -1;
	}
	struct vec2 near = thing_nearest(&tb, ta.ref);
	struct vec2 d = vec2_sub(near, ta.ref);
	struct rec r;
	rec_begin(&r, "MEASURE");
	rec_str(&r, "from", ta.name);
	rec_str(&r, "to", tb.name);
	rec_num(&r, "distance", round(thing_distance(&ta, &tb) * 100) / 100);
	rec_str(&r, "units", ctx->g->inches ? "in" : "cm");
	if (vec2_length(d) > 0)
		rec_num(&r, "bearing", round(geom_dir_to_facing(d) * 10) / 10);
	else
		rec_str(&r, "bearing", "-");
	if (ta.kind == THING_UNIT)
		rec_str(&r, "side", side_of(&ta, near));
	measure_line(ctx, &ta, &tb, near, &r);
	rec_end(&r, ctx->out);
	thing_free(&ta);
	thing_free(&tb);
	return 0;
}
