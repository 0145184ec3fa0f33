/*
 * Unit tests for the geometry layer (include/umpire/geom.h).
 * Sketches: north is up, x east.  "F" marks a front edge.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "umpire/geom.h"

#define TAN30 0.57735026918962576451
#define COS30 0.86602540378443864676
#define DEG_PER_RAD 57.295779513082320877

static void
near_impl(double got, double want, double tol, const char *what, int line)
{
	if (!(fabs(got - want) <= tol)) {
		print_error("line %d: %s = %.15g, want %.15g (tol %g)\n", line,
			    what, got, want, tol);
		fail();
	}
}

#define assert_near(got, want, tol)                                            \
	near_impl((got), (want), (tol), #got, __LINE__)

static struct footprint
fp(double x, double y, double facing, double width, double depth)
{
	struct footprint f;

	assert_int_equal(footprint_make(&f, x, y, facing, width, depth),
			 GEOM_OK);
	return f;
}

static struct vec2
v(double x, double y)
{
	return vec2_make(x, y);
}

/* ---- vectors and angles ------------------------------------------------- */

static void
test_angles(void **state)
{
	struct vec2 d;

	(void)state;
	assert_near(geom_normalize_deg(-90), 270, 0);
	assert_near(geom_normalize_deg(720), 0, 0);
	assert_near(geom_normalize_signed_deg(270), -90, 0);
	assert_near(geom_normalize_signed_deg(180), -180, 0);
	assert_true(isnan(geom_normalize_deg(NAN)));
	d = geom_facing_to_dir(90); /* exactly east */
	assert_true(d.x == 1.0 && d.y == 0.0);
	d = geom_facing_to_dir(180);
	assert_true(d.x == 0.0 && d.y == -1.0);
	d = geom_facing_to_dir(30);
	assert_near(d.x, 0.5, 1e-15);
	assert_near(geom_dir_to_facing(v(-1, 0)), 270, 1e-12);
	assert_true(isnan(geom_dir_to_facing(v(0, 0))));
	assert_near(geom_angle_between_deg(v(1, 0), v(-1, 1)), 135, 1e-12);
	assert_near(geom_turn_cw_deg(v(0, 1), v(1, 0)), 90, 1e-12);
	assert_near(geom_turn_cw_deg(v(0, 1), v(-1, 0)), -90, 1e-12);
	assert_near(geom_line_angle_deg(v(1, 0), v(-1, 1)), 45, 1e-12);
	d = vec2_rotate_cw(v(0, 1), 90);
	assert_true(d.x == 1.0 && d.y == 0.0);
}

/* ---- footprints --------------------------------------------------------- */

/*
 * facing 0, ref (0,0), 10 x 4       facing 90, ref (0,0), 10 x 4
 *   FL(-5,0) F F F FR(5,0)            RL(-4,5) -- FL(0,5)
 *   |                 |                  |           F
 *   RL(-5,-4) ---- RR(5,-4)           RR(-4,-5) -- FR(0,-5)
 */
static void
test_footprint_corners(void **state)
{
	struct footprint a = fp(0, 0, 0, 10, 4), b = fp(0, 0, 90, 10, 4);
	struct vec2 from, to;

	(void)state;
	assert_near(a.corner[FP_FRONT_LEFT].x, -5, 0);
	assert_near(a.corner[FP_FRONT_RIGHT].x, 5, 0);
	assert_near(a.corner[FP_REAR_RIGHT].y, -4, 0);
	assert_near(a.corner[FP_REAR_LEFT].x, -5, 0);
	assert_near(b.corner[FP_FRONT_LEFT].y, 5, 0);
	assert_near(b.corner[FP_FRONT_RIGHT].y, -5, 0);
	assert_near(b.corner[FP_REAR_RIGHT].x, -4, 0);
	assert_near(b.corner[FP_REAR_LEFT].y, 5, 0);
	footprint_edge(&b, FP_RIGHT_FLANK, &from, &to);
	assert_near(from.x, 0, 0);
	assert_near(to.x, -4, 0);
	assert_near(footprint_centre(&b).x, -2, 0);
}

static void
test_invalid_inputs(void **state)
{
	struct footprint f, good = fp(0, 0, 0, 10, 4);
	struct fire_arc arc;
	struct impact imp;
	struct vec2 tri[3] = {{0, 0}, {1, 0}, {NAN, 1}};
	struct polygon bad = {tri, 3};

	(void)state;
	assert_int_equal(footprint_make(&f, NAN, 0, 0, 1, 1), GEOM_EINVAL);
	assert_int_equal(footprint_make(&f, 0, 0, INFINITY, 1, 1), GEOM_EINVAL);
	assert_int_equal(footprint_make(&f, 0, 0, 0, 0, 1), GEOM_EINVAL);
	assert_int_equal(footprint_make(&f, 0, 0, 0, 1, -1), GEOM_EINVAL);
	assert_int_equal(footprint_make(NULL, 0, 0, 0, 1, 1), GEOM_EINVAL);
	f = good;
	f.width = 0;
	assert_false(footprint_contains_point(&f, v(0, 0)));
	assert_true(isnan(footprint_distance(&f, &good)));
	assert_int_equal(footprint_contact(&good, NULL), GEOM_INVALID);
	assert_false(footprint_contains_point(&good, v(NAN, 0)));
	assert_int_equal(
	    segment_footprint_crossing(&good, v(0, 0), v(INFINITY, 0)),
	    GEOM_CROSS_INVALID);
	assert_int_equal(fire_arc_make(&arc, &good, 91, ARC_FROM_CORNERS),
			 GEOM_EINVAL);
	assert_int_equal(fire_arc_make(&arc, &good, NAN, ARC_FROM_CORNERS),
			 GEOM_EINVAL);
	assert_int_equal(default_point_of_impact(&good, v(0, 0), 30, &f, &imp),
			 GEOM_EINVAL);
	assert_false(polygon_contains_point(bad, v(0.1, 0.1)));
	assert_int_equal(segment_polygon_crossing(bad, v(0, 0), v(1, 1)),
			 GEOM_CROSS_INVALID);
	assert_false(footprint_within_distance(&good, &good, NAN));
	assert_int_equal(files_beside_opponent(&good, 0, &good), -1);
	assert_true(isnan(segment_distance_along(v(0, 0), v(0, 0), v(1, 1))));
}

/*
 *   . (0,3)            point 3 ahead of the front
 *  F F F F F           front y=0, x -5..5
 *  |       |  . (8,-2) 3 east of the right flank
 *  +-------+           rear y=-4
 *              . (8,-8) 3 east, 4 south of RR(5,-4): 5
 */
static void
test_point_in_and_distance(void **state)
{
	struct footprint a = fp(0, 0, 0, 10, 4);
	enum fp_edge edge;
	struct vec2 q;

	(void)state;
	assert_near(footprint_distance_to_point(&a, v(0, 3)), 3, 1e-12);
	assert_near(footprint_distance_to_point(&a, v(8, -2)), 3, 1e-12);
	assert_near(footprint_distance_to_point(&a, v(8, -8)), 5, 1e-12);
	assert_near(footprint_distance_to_point(&a, v(1, -1)), 0, 0);
	assert_true(footprint_contains_point(&a, v(5, 0))); /* corner */
	assert_true(footprint_contains_point(&a, v(0, -4)));
	assert_false(footprint_contains_point(&a, v(5.001, 0)));
	q = footprint_nearest_outline_point(&a, v(1, -3.5), &edge);
	assert_int_equal(edge, FP_REAR);
	assert_near(q.y, -4, 1e-12);
	assert_true(footprint_point_within_distance(&a, v(0, 3), 3));
	assert_false(footprint_point_within_distance(&a, v(0, 3), 2.999));
}

/*
 *   +-------+  B facing 180, front y=3: 3 apart from A
 *   F F F F F
 *
 *   F F F F F  A facing 0, front y=0
 *   +-------+
 * C (facing 0, ref (10,4)) spans x 5..15, y 0..4: touches A at (5,0) only.
 */
static void
test_footprint_contact(void **state)
{
	struct footprint a = fp(0, 0, 0, 10, 4);
	struct footprint b = fp(0, 3, 180, 10, 2);
	struct footprint c = fp(10, 4, 0, 10, 4);
	struct footprint c_off = fp(10 + 1e-4, 4, 0, 10, 4);
	struct footprint c_tol = fp(10 + 1e-6, 4, 0, 10, 4);
	struct footprint front_contact = fp(0, 0, 180, 10, 2);
	struct footprint overlap = fp(0, -1, 180, 10, 2);

	(void)state;
	assert_near(footprint_distance(&a, &b), 3, 1e-12);
	assert_int_equal(footprint_contact(&a, &b), GEOM_APART);
	assert_true(footprint_within_distance(&a, &b, 3)); /* inclusive */
	assert_false(footprint_within_distance(&a, &b, 2.9999));
	assert_int_equal(footprint_contact(&a, &front_contact), GEOM_TOUCHING);
	assert_true(footprints_touch(&a, &front_contact));
	assert_false(footprints_overlap(&a, &front_contact));
	assert_int_equal(footprint_contact(&a, &overlap), GEOM_OVERLAPPING);
	assert_near(footprint_distance(&a, &overlap), 0, 0);
	assert_int_equal(footprint_contact(&a, &c), GEOM_TOUCHING);
	assert_int_equal(footprint_contact(&a, &c_off), GEOM_APART);
	assert_near(footprint_distance(&a, &c_off), 1e-4, 1e-12);
	assert_int_equal(footprint_contact(&a, &c_tol), GEOM_TOUCHING);
}

/* ---- polygons ----------------------------------------------------------- */

/*
 * square (0,0)-(10,10)        L-shape (notch x>4, y>4 is outside)
 *  +---------+                 +--+
 *  |         |                 |  |
 *  |         |                 |  +-----+ y=4
 *  +---------+                 +--------+
 */
static const struct vec2 square_pts[4] = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
static const struct vec2 ell_pts[6] = {{0, 0}, {10, 0}, {10, 4},
				       {4, 4}, {4, 10}, {0, 10}};

static void
test_polygon_points(void **state)
{
	struct polygon sq = {square_pts, 4}, ell = {ell_pts, 6};

	(void)state;
	assert_true(polygon_contains_point(sq, v(5, 5)));
	assert_true(polygon_contains_point(sq, v(10, 5))); /* boundary */
	assert_true(polygon_contains_point(sq, v(0, 0)));  /* vertex */
	assert_false(polygon_contains_point(sq, v(10.001, 5)));
	assert_near(polygon_distance_to_point(sq, v(11, 5)), 1, 1e-12);
	assert_near(polygon_distance_to_point(sq, v(13, 14)), 5, 1e-12);
	assert_near(polygon_distance_to_point(sq, v(3, 3)), 0, 0);
	assert_false(polygon_contains_point(ell, v(7, 7)));
	assert_near(polygon_distance_to_point(ell, v(7, 7)), 3, 1e-12);
	assert_true(polygon_contains_point(ell, v(2, 8)));
}

static void
test_polygon_segments(void **state)
{
	struct polygon sq = {square_pts, 4}, ell = {ell_pts, 6};

	(void)state;
	assert_int_equal(segment_polygon_crossing(sq, v(-5, 5), v(15, 5)),
			 GEOM_ENTERS_INTERIOR);
	/* runs along the west side */
	assert_int_equal(segment_polygon_crossing(sq, v(0, -5), v(0, 15)),
			 GEOM_GRAZES);
	/* y = x + 10 touches the corner (0,10) only */
	assert_int_equal(segment_polygon_crossing(sq, v(-5, 5), v(5, 15)),
			 GEOM_GRAZES);
	assert_int_equal(segment_polygon_crossing(sq, v(-5, 0), v(-1, 10)),
			 GEOM_MISS);
	/* wholly inside */
	assert_int_equal(segment_polygon_crossing(sq, v(2, 2), v(3, 3)),
			 GEOM_ENTERS_INTERIOR);
	/* across the notch of the L: outside */
	assert_int_equal(segment_polygon_crossing(ell, v(6, 5), v(12, 5)),
			 GEOM_MISS);
	assert_int_equal(segment_polygon_crossing(ell, v(5, 2), v(5, 8)),
			 GEOM_ENTERS_INTERIOR);
	/* from corner (4,4) of the notch out to (10,10): grazes */
	assert_int_equal(segment_polygon_crossing(ell, v(4, 4), v(10, 10)),
			 GEOM_GRAZES);
}

/*
 * A 4 x 2 unit (x 3..7) standing on the square's north side y=10:
 * touching; 1 lower: overlapping; the square itself as a footprint.
 */
static void
test_polygon_footprint(void **state)
{
	struct polygon sq = {square_pts, 4}, ell = {ell_pts, 6};
	struct footprint on_top = fp(5, 12, 0, 4, 2);
	struct footprint sunk = fp(5, 11, 0, 4, 2);
	struct footprint away = fp(5, 14, 0, 4, 2);
	struct footprint same = fp(5, 10, 0, 10, 10);
	struct footprint in_notch = fp(7, 8, 0, 4, 4); /* x 5..9, y 4..8 */

	(void)state;
	assert_int_equal(polygon_footprint_contact(sq, &on_top), GEOM_TOUCHING);
	assert_int_equal(polygon_footprint_contact(sq, &sunk),
			 GEOM_OVERLAPPING);
	assert_int_equal(polygon_footprint_contact(sq, &away), GEOM_APART);
	assert_int_equal(polygon_footprint_contact(sq, &same),
			 GEOM_OVERLAPPING);
	assert_int_equal(polygon_footprint_contact(ell, &in_notch),
			 GEOM_TOUCHING);
}

/* ---- segments ----------------------------------------------------------- */

static void
test_segments(void **state)
{
	struct vec2 at;

	(void)state;
	assert_true(
	    segments_intersect(v(0, 0), v(2, 2), v(0, 2), v(2, 0), &at));
	assert_near(at.x, 1, 1e-12);
	assert_near(at.y, 1, 1e-12);
	/* T: end point on the other segment */
	assert_true(
	    segments_intersect(v(0, 0), v(2, 0), v(1, 0), v(1, 5), &at));
	assert_near(at.x, 1, 1e-12);
	assert_false(
	    segments_intersect(v(0, 0), v(2, 0), v(0, 1), v(2, 1), NULL));
	assert_true(
	    segments_intersect(v(0, 0), v(2, 0), v(1, 0), v(3, 0), NULL));
	assert_near(
	    segment_segment_distance(v(0, 0), v(2, 0), v(5, 4), v(5, 9)), 5,
	    1e-12);
	assert_near(segment_distance_along(v(0, 0), v(0, 10), v(3, 4)), 4,
		    1e-12);
	assert_near(segment_point_at(v(0, 0), v(0, 10), 15).y, 15, 1e-12);
}

/*
 * A: facing 0, x -5..5, y -4..0.
 *   (0,20)            (5,10)
 *     |                 |      along x=5: grazes the right flank
 *   F F F F F         F F F F F
 *   |   |   |         |       |
 *   +---|---+         +-------+
 *     (0,-20)            (5,-10)
 */
static void
test_segment_footprint(void **state)
{
	struct footprint a = fp(0, 0, 0, 10, 4);
	struct vec2 p;
	double along;

	(void)state;
	assert_int_equal(segment_footprint_crossing(&a, v(0, 20), v(0, -20)),
			 GEOM_ENTERS_INTERIOR);
	assert_int_equal(segment_footprint_crossing(&a, v(5, 10), v(5, -10)),
			 GEOM_GRAZES);
	/* touches the corner (5,0) only */
	assert_int_equal(segment_footprint_crossing(&a, v(10, -5), v(0, 5)),
			 GEOM_GRAZES);
	assert_int_equal(segment_footprint_crossing(&a, v(6, 10), v(6, -10)),
			 GEOM_MISS);
	assert_int_equal(
	    segment_first_entry(&a, v(0, -20), v(0, 20), &p, &along), GEOM_OK);
	assert_near(p.y, -4, 1e-12);
	assert_near(along, 16, 1e-12);
	assert_int_equal(
	    segment_first_entry(&a, v(6, -20), v(6, 20), &p, &along),
	    GEOM_ENOTFOUND);
	assert_near(footprint_segment_distance(&a, v(8, 10), v(8, -10)), 3,
		    1e-12);
}

/*
 * 3.1.4: line of fire from (0,0) north to (0,100).  Own unit U facing 0 at
 * (7,50), 4 x 2: x 5..9, y 48..50; nearest at right angles: 5, at 48.
 *   |  +--+ y=50
 *   |  +--+ y=48          V (x -1..3, y 58..60) straddles the line: 0 at 58
 *   (0,0)
 */
static void
test_perpendicular_offset(void **state)
{
	struct footprint u = fp(7, 50, 0, 4, 2);
	struct footprint straddle = fp(1, 60, 0, 4, 2);
	struct footprint beyond = fp(0, 120, 0, 4, 2);
	double off, along;

	(void)state;
	assert_int_equal(footprint_perpendicular_offset(&u, v(0, 0), v(0, 100),
							&off, &along),
			 GEOM_OK);
	assert_near(off, 5, 1e-12);
	assert_near(along, 48, 1e-12);
	assert_int_equal(footprint_perpendicular_offset(
			     &straddle, v(0, 0), v(0, 100), &off, &along),
			 GEOM_OK);
	assert_near(off, 0, 0);
	assert_near(along, 58, 1e-12);
	assert_int_equal(footprint_perpendicular_offset(
			     &beyond, v(0, 0), v(0, 100), &off, &along),
			 GEOM_ENOTFOUND);
}

/* ---- arcs --------------------------------------------------------------- */

/*
 * Firer facing 0, front x -5..5 at y=0, arc 30 from the corners:
 *   \                 /   right ray from (5,0): x = 5 + y tan30
 *    \               /    at y=10: x = 10.7735
 *     F F F F F F F F
 */
static void
test_arc_contains(void **state)
{
	struct footprint f = fp(0, 0, 0, 10, 4);
	struct fire_arc arc, centre, corners45;
	struct arc_location loc;
	double on_ray = 5 + 10 * TAN30;

	(void)state;
	assert_int_equal(fire_arc_make(&arc, &f, 30, ARC_FROM_CORNERS),
			 GEOM_OK);
	assert_true(arc_contains_point(&arc, v(on_ray, 10))); /* on the ray */
	assert_true(arc_contains_point(&arc, v(-on_ray, 10)));
	assert_true(arc_contains_point(&arc, v(on_ray - 10 * 1e-4, 10)));
	assert_false(arc_contains_point(&arc, v(on_ray + 10 * 1e-4, 10)));
	assert_true(arc_contains_point(&arc, v(0, 0))); /* front edge */
	assert_int_equal(arc_locate_point(&arc, v(on_ray + 1e-3, 10), &loc),
			 GEOM_OK);
	assert_int_equal(loc.side, ARC_RIGHT);
	assert_near(loc.outside_by, 1e-3 * COS30, 1e-12);
	arc_locate_point(&arc, v(0, -1), &loc);
	assert_int_equal(loc.side, ARC_BEHIND);
	assert_near(loc.outside_by, 1, 1e-12);
	arc_locate_point(&arc, v(-20, 1), &loc);
	assert_int_equal(loc.side, ARC_LEFT);
	assert_near(loc.outside_by, 15 * COS30 - 0.5, 1e-12);
	arc_locate_point(&arc, v(0, 50), &loc);
	assert_int_equal(loc.side, ARC_INSIDE);
	/* activation 54: 45 either side from the centre */
	assert_int_equal(fire_arc_make(&centre, &f, 45, ARC_FROM_CENTRE),
			 GEOM_OK);
	assert_true(arc_contains_point(&centre, v(10, 10)));
	assert_false(arc_contains_point(&centre, v(10.01, 10)));
	/* Grande Tactique: 45 off the front corners */
	assert_int_equal(fire_arc_make(&corners45, &f, 45, ARC_FROM_CORNERS),
			 GEOM_OK);
	assert_true(arc_contains_point(&corners45, v(15, 10)));
	assert_false(arc_contains_point(&corners45, v(15.01, 10)));
}

/*
 * Firer F facing 0 at (0,0), 10 wide.  Target T facing 180 (front south) at
 * (20,20), 10 x 4: x 15..25, y 20..24.
 *                     +----------+ y=24
 *                     |    T     |
 *                     FR(15,20) F F FL(25,20)
 *      /  corner ray x = 5 + y tan30: 16.547 at y=20, 18.856 at y=24
 *   F F F
 */
static void
test_arc_outline_and_impact(void **state)
{
	struct footprint f = fp(0, 0, 0, 10, 4);
	struct footprint t = fp(20, 20, 180, 10, 4);
	struct fire_arc arc;
	struct arc_outline outline;
	struct impact imp;

	(void)state;
	fire_arc_make(&arc, &f, 30, ARC_FROM_CORNERS);
	assert_int_equal(arc_outline_of(&arc, &t, &outline), GEOM_OK);
	assert_int_equal(outline.count, 3);
	assert_int_equal(outline.part[0].edge, FP_FRONT);
	assert_near(outline.part[0].from.x, 5 + 20 * TAN30, 1e-9);
	assert_int_equal(outline.part[1].edge, FP_RIGHT_FLANK);
	assert_int_equal(outline.part[2].edge, FP_REAR);
	assert_true(arc_sees_footprint(&arc, &t));
	/* designated at the far rear corner (25,24): moved to (18.856,24) */
	assert_int_equal(arc_nearest_impact(&arc, &t, v(25, 24), v(0, 0), &imp),
			 GEOM_OK);
	assert_near(imp.point.x, 5 + 24 * TAN30, 1e-9);
	assert_near(imp.point.y, 24, 1e-9);
	assert_int_equal(imp.edge, FP_REAR);
	assert_int_equal(imp.side, FP_SIDE_REAR);
	/* from the centre of the front edge nothing of T is within 30 */
	assert_int_equal(default_point_of_impact(&f, v(0, 0), 30, &t, &imp),
			 GEOM_ENOTFOUND);
	/* from the right corner: the corner (15,20), from ahead of T's front
	 * line: FRONT; line (10,20) makes atan(2) = 63.43 with the front */
	assert_int_equal(default_point_of_impact(&f, v(5, 0), 30, &t, &imp),
			 GEOM_OK);
	assert_near(imp.point.x, 15, 1e-9);
	assert_near(imp.point.y, 20, 1e-9);
	assert_true(imp.at_corner);
	assert_int_equal(imp.edge, FP_FRONT);
	assert_near(imp.range, sqrt(500), 1e-9);
	assert_near(imp.angle_to_front, atan(2) * DEG_PER_RAD, 1e-9);
	assert_near(imp.angle_to_flank, 90 - atan(2) * DEG_PER_RAD, 1e-9);
	/* point of fire off the front edge */
	assert_int_equal(default_point_of_impact(&f, v(6, 0), 30, &t, &imp),
			 GEOM_EINVAL);
}

/* Straight-ahead target: impact at (0,20) on its front, perpendicular. */
static void
test_default_impact_ahead(void **state)
{
	struct footprint f = fp(0, 0, 0, 10, 4);
	struct footprint t = fp(0, 20, 180, 10, 4);
	struct impact imp;

	(void)state;
	assert_int_equal(default_point_of_impact(&f, v(0, 0), 30, &t, &imp),
			 GEOM_OK);
	assert_near(imp.point.x, 0, 1e-12);
	assert_near(imp.point.y, 20, 1e-12);
	assert_int_equal(imp.edge, FP_FRONT);
	assert_false(imp.at_corner);
	assert_near(imp.range, 20, 1e-12);
	assert_near(imp.angle_to_edge, 90, 1e-12);
	assert_near(imp.angle_to_flank, 0, 1e-12);
}

/*
 * Corner rule.  T facing 0: FL(-5,0) FR(5,0) RR(5,-4) RL(-5,-4).
 *  P1 (10,5)  ahead of the front line      -> FR counts as FRONT
 *  P2 (10,-1) behind the front line        -> FR counts as RIGHT_FLANK
 *  P3 (10,-2) level with the flank         -> RR counts as RIGHT_FLANK
 *  P4 (10,-6) behind the rear line         -> RR counts as REAR
 */
static void
test_corner_rule(void **state)
{
	struct footprint t = fp(0, 0, 0, 10, 4);
	struct impact imp;

	(void)state;
	footprint_classify_impact(&t, v(5, 0), v(10, 5), &imp);
	assert_int_equal(imp.edge, FP_FRONT);
	assert_true(imp.at_corner);
	footprint_classify_impact(&t, v(5, 0), v(10, 0), &imp);
	assert_int_equal(imp.edge, FP_FRONT); /* on the line: front */
	footprint_classify_impact(&t, v(5, 0), v(10, -1), &imp);
	assert_int_equal(imp.edge, FP_RIGHT_FLANK);
	footprint_classify_impact(&t, v(5, -4), v(10, -2), &imp);
	assert_int_equal(imp.edge, FP_RIGHT_FLANK);
	assert_int_equal(imp.side, FP_SIDE_FLANK);
	/* line (-5,-2): atan(5/2) = 68.2 deg to the flank: flank fire */
	assert_near(imp.angle_to_edge, atan(2.5) * DEG_PER_RAD, 1e-9);
	footprint_classify_impact(&t, v(5, -4), v(10, -6), &imp);
	assert_int_equal(imp.edge, FP_REAR);
	footprint_classify_impact(&t, v(-5, -2), v(-10, -2), &imp);
	assert_int_equal(imp.edge, FP_LEFT_FLANK);
	assert_false(imp.at_corner);
	assert_near(imp.angle_to_edge, 90, 1e-12);
}

/* 3.1.3 "within the arc as measured at the point of fire". */
static void
test_line_within_arc(void **state)
{
	struct footprint f = fp(0, 0, 0, 10, 4);

	(void)state;
	assert_true(line_within_arc(&f, v(0, 0), v(10, 10 / TAN30), 30));
	assert_false(line_within_arc(&f, v(0, 0), v(10.01, 10 / TAN30), 30));
	/* measured at (3,0) on the front edge */
	assert_true(line_within_arc(&f, v(3, 0), v(13, 10 / TAN30), 30));
	assert_false(line_within_arc(&f, v(7, 0), v(7, 10), 30));
	assert_false(line_within_arc(&f, v(0, 0), v(0, -10), 30));
}

/*
 * 3.1.7: supporter S facing 0 at (0,0), 10 x 4; supported U facing 0 at
 * (14,4), 10 x 4: x 9..19, y 0..4.  The 45 ray from S's right corner (5,0),
 * x = 5 + y, just reaches U's front-left corner (9,4); distance S-U is 4.
 *            /U+------+ y=4
 *   F F F F /  |  U   |
 *   |  S  |    +------+ y=0
 */
static void
test_support(void **state)
{
	struct footprint s = fp(0, 0, 0, 10, 4);
	struct footprint u = fp(14, 4, 0, 10, 4);
	struct footprint u_off = fp(14.01, 4, 0, 10, 4);
	struct footprint far = fp(0, 15, 0, 10, 4);

	(void)state;
	assert_true(support_reaches(&s, &u, 10, 45)); /* on the ray */
	assert_false(support_reaches(&s, &u_off, 10, 45));
	assert_false(support_reaches(&s, &u, 10, 22.5));
	assert_true(support_reaches(&s, &u, 4, 45)); /* inclusive */
	assert_false(support_reaches(&s, &u, 3.99, 45));
	assert_false(support_reaches(&s, &far, 10, 45)); /* 11 > 10 */
	assert_true(support_reaches(&s, &far, 11, 45));
}

/*
 * 4.1.1: unit facing 0, 10 wide; zone x -5..5, y 0..5.  Opponent facing
 * 180 with its front at y=5 touches it.
 */
static void
test_melee_zone(void **state)
{
	struct footprint u = fp(0, 0, 0, 10, 4), zone;
	struct footprint touching = fp(0, 5, 180, 10, 4);
	struct footprint clear = fp(0, 5.001, 180, 10, 4);
	struct footprint beside = fp(12, 3, 0, 4, 4); /* x 10..14 */

	(void)state;
	assert_int_equal(melee_zone_make(&zone, &u, 5), GEOM_OK);
	assert_near(zone.corner[FP_FRONT_LEFT].y, 5, 0);
	assert_near(zone.corner[FP_REAR_RIGHT].y, 0, 0);
	assert_true(melee_zone_touches(&u, 5, &touching));
	assert_false(melee_zone_touches(&u, 5, &clear));
	assert_false(melee_zone_touches(&u, 5, &beside));
	assert_int_equal(melee_zone_make(&zone, &u, 0), GEOM_EINVAL);
}

/*
 * 4.1.8.  Opponent O facing 0: x -5..5, y -4..0.
 *   Flank attacker A facing 270 (west) at (5,-2), 8 wide: front x=5,
 *   y -6..2, 8 files of 1.  Files 2..5 (y -4..0) are level with O's flank.
 *       y=2  +-
 *   F F F F  | A    files 6,7  ahead of O's front line
 *   |  O     | A    files 2..5 beside the flank
 *   +--------+ A    files 0,1  behind O's rear line
 *       y=-6 +-
 */
static void
test_files_and_perpendicular(void **state)
{
	struct footprint o = fp(0, 0, 0, 10, 4);
	struct footprint flank = fp(5, -2, 270, 8, 4);
	struct footprint frontal = fp(3, 5, 180, 10, 4);
	struct footprint oblique = fp(8, 3, 225, 10, 4);
	struct perpendicular_hits hits;

	(void)state;
	assert_int_equal(files_beside_opponent(&flank, 8, &o), 4);
	assert_int_equal(files_beside_opponent(&frontal, 10, &o), 0);
	assert_int_equal(perpendicular_hits(&flank, &o, &hits), GEOM_OK);
	assert_int_equal(hits.edges, 1u << FP_RIGHT_FLANK);
	assert_near(hits.angle[FP_RIGHT_FLANK], 90, 1e-12);
	assert_true(isnan(hits.angle[FP_FRONT]));
	/* frontal, overlapping O's right end: only the front is struck */
	perpendicular_hits(&frontal, &o, &hits);
	assert_int_equal(hits.edges, 1u << FP_FRONT);
	/* oblique, aimed at O's front-right corner: front and flank, 45 */
	perpendicular_hits(&oblique, &o, &hits);
	assert_int_equal(hits.edges, (1u << FP_FRONT) | (1u << FP_RIGHT_FLANK));
	assert_near(hits.angle[FP_FRONT], 45, 1e-9);
	assert_near(hits.angle[FP_RIGHT_FLANK], 45, 1e-9);
}

/* ---- property: rotating and translating the table changes nothing ------- */

static double
rnd(double lo, double hi)
{
	return lo + (hi - lo) * ((double)rand() / RAND_MAX);
}

struct table {
	double fx, fy, ff, fw, fd; /* firer */
	double tx, ty, tf, tw, td; /* target */
	struct vec2 p, q;	   /* loose points */
	struct vec2 poly[4];
};

/* Everything decided about one table, as numbers. */
#define N_OBS 40

static int
observe(const struct table *t, double *obs, int *is_bool)
{
	struct footprint f = fp(t->fx, t->fy, t->ff, t->fw, t->fd);
	struct footprint g = fp(t->tx, t->ty, t->tf, t->tw, t->td);
	struct polygon poly = {t->poly, 4};
	struct fire_arc arc, centre;
	struct arc_location loc;
	struct impact imp;
	struct perpendicular_hits hits;
	double off = -1, along = -1;
	int n = 0, rc;

#define OBS_B(x)                                                               \
	do {                                                                   \
		is_bool[n] = 1;                                                \
		obs[n++] = (double)(x);                                        \
	} while (0)
#define OBS_D(x)                                                               \
	do {                                                                   \
		is_bool[n] = 0;                                                \
		obs[n++] = (x);                                                \
	} while (0)
	fire_arc_make(&arc, &f, 30, ARC_FROM_CORNERS);
	fire_arc_make(&centre, &f, 45, ARC_FROM_CENTRE);
	OBS_B(footprint_contact(&f, &g));
	OBS_D(footprint_distance(&f, &g));
	OBS_D(footprint_distance_to_point(&f, t->p));
	OBS_B(footprint_contains_point(&g, t->p));
	OBS_B(arc_contains_point(&arc, t->p));
	OBS_B(arc_contains_point(&centre, t->q));
	arc_locate_point(&arc, t->q, &loc);
	OBS_B(loc.side);
	OBS_D(loc.outside_by);
	OBS_B(arc_sees_footprint(&arc, &g));
	rc = arc_nearest_impact(&arc, &g, t->p, f.ref, &imp);
	OBS_B(rc);
	OBS_B(rc == GEOM_OK ? imp.edge : 9);
	OBS_D(rc == GEOM_OK ? imp.range : 0);
	OBS_D(rc == GEOM_OK ? imp.angle_to_edge : 0);
	rc = default_point_of_impact(&f, f.ref, 45, &g, &imp);
	OBS_B(rc);
	OBS_D(rc == GEOM_OK ? imp.range : 0);
	OBS_B(rc == GEOM_OK ? imp.side : 9);
	OBS_B(segment_footprint_crossing(&g, t->p, t->q));
	OBS_D(footprint_segment_distance(&g, t->p, t->q));
	rc = footprint_perpendicular_offset(&g, t->p, t->q, &off, &along);
	OBS_B(rc);
	OBS_D(rc == GEOM_OK ? off : 0);
	OBS_D(rc == GEOM_OK ? along : 0);
	OBS_B(support_reaches(&f, &g, 10, 45));
	OBS_B(melee_zone_touches(&f, 5, &g));
	OBS_B(files_beside_opponent(&f, 7, &g));
	perpendicular_hits(&f, &g, &hits);
	OBS_B(hits.edges);
	OBS_B(polygon_contains_point(poly, t->p));
	OBS_D(polygon_distance_to_point(poly, t->q));
	OBS_B(segment_polygon_crossing(poly, t->p, t->q));
	OBS_B(polygon_footprint_contact(poly, &g));
	OBS_B(line_within_arc(&f, f.ref, t->q, 30));
	assert_true(n <= N_OBS);
	return n;
#undef OBS_B
#undef OBS_D
}

static struct vec2
move_point(struct vec2 p, double turn, struct vec2 shift)
{
	return vec2_add(vec2_rotate_cw(p, turn), shift);
}

static void
move_table(struct table *t, double turn, struct vec2 shift)
{
	struct vec2 r;
	int i;

	r = move_point(v(t->fx, t->fy), turn, shift);
	t->fx = r.x;
	t->fy = r.y;
	t->ff += turn;
	r = move_point(v(t->tx, t->ty), turn, shift);
	t->tx = r.x;
	t->ty = r.y;
	t->tf += turn;
	t->p = move_point(t->p, turn, shift);
	t->q = move_point(t->q, turn, shift);
	for (i = 0; i < 4; i++)
		t->poly[i] = move_point(t->poly[i], turn, shift);
}

static void
test_rotation_translation_invariance(void **state)
{
	int trial, i;

	(void)state;
	srand(12345);
	for (trial = 0; trial < 200; trial++) {
		struct table t, moved;
		double a[N_OBS], b[N_OBS];
		int ba[N_OBS], bb[N_OBS], n, m;

		t.fx = rnd(-10, 10);
		t.fy = rnd(-10, 10);
		t.ff = rnd(0, 360);
		t.fw = rnd(2, 20);
		t.fd = rnd(1, 6);
		t.tx = rnd(-30, 30);
		t.ty = rnd(-30, 30);
		t.tf = rnd(0, 360);
		t.tw = rnd(2, 20);
		t.td = rnd(1, 6);
		t.p = v(rnd(-40, 40), rnd(-40, 40));
		t.q = v(rnd(-40, 40), rnd(-40, 40));
		/* a convex-ish quad around a random centre */
		{
			struct vec2 c = v(rnd(-20, 20), rnd(-20, 20));
			for (i = 0; i < 4; i++) {
				double r = rnd(3, 15),
				       ang = 90.0 * i + rnd(0, 60);
				t.poly[i] = vec2_add(
				    c, vec2_scale(geom_facing_to_dir(ang), r));
			}
		}
		moved = t;
		move_table(&moved, rnd(-720, 720),
			   v(rnd(-1000, 1000), rnd(-1000, 1000)));
		n = observe(&t, a, ba);
		m = observe(&moved, b, bb);
		assert_int_equal(n, m);
		for (i = 0; i < n; i++) {
			if (ba[i]) {
				if (a[i] != b[i])
					print_error(
					    "trial %d obs %d: %g vs %g\n",
					    trial, i, a[i], b[i]);
				assert_true(a[i] == b[i]);
			} else {
				double tol = 1e-9 * fmax(1.0, fmax(fabs(a[i]),
								   fabs(b[i])));
				if (!(fabs(a[i] - b[i]) <= tol))
					print_error("trial %d obs %d: %.17g vs "
						    "%.17g\n",
						    trial, i, a[i], b[i]);
				assert_true(fabs(a[i] - b[i]) <= tol);
			}
		}
	}
}

/* ---- spatial index ------------------------------------------------------ */

static int
cmp_size(const void *pa, const void *pb)
{
	size_t x = *(const size_t *)pa, y = *(const size_t *)pb;

	return (x > y) - (x < y);
}

static bool
brute_box(struct geom_box a, struct geom_box b)
{
	return a.min_x <= b.max_x && b.min_x <= a.max_x && a.min_y <= b.max_y &&
	       b.min_y <= a.max_y;
}

static bool
brute_corridor(struct geom_box b, struct vec2 p, struct vec2 q, double r)
{
	struct vec2 c[4];
	int i;

	b.min_x -= r;
	b.min_y -= r;
	b.max_x += r;
	b.max_y += r;
	if (p.x >= b.min_x && p.x <= b.max_x && p.y >= b.min_y &&
	    p.y <= b.max_y)
		return true;
	c[0] = v(b.min_x, b.min_y);
	c[1] = v(b.max_x, b.min_y);
	c[2] = v(b.max_x, b.max_y);
	c[3] = v(b.min_x, b.max_y);
	for (i = 0; i < 4; i++)
		if (segments_intersect(p, q, c[i], c[(i + 1) % 4], NULL))
			return true;
	return false;
}

static void
test_grid_matches_brute_force(void **state)
{
	enum { N = 2000, Q = 300 };
	struct geom_box *boxes = malloc(N * sizeof *boxes);
	size_t *got = malloc(N * sizeof *got), *want = malloc(N * sizeof *want);
	struct spatial_grid *grid;
	int i, k;

	(void)state;
	srand(777);
	for (i = 0; i < N; i++) {
		double x = rnd(-500, 500), y = rnd(-300, 300);
		double w = rnd(0, i % 50 == 0 ? 200 : 15), h = rnd(0, 15);
		boxes[i] = (struct geom_box){x, y, x + w, y + h};
	}
	grid = spatial_grid_build(boxes, N, 0);
	assert_non_null(grid);
	for (k = 0; k < Q; k++) {
		struct geom_box q;
		struct vec2 p0 = v(rnd(-600, 600), rnd(-400, 400));
		struct vec2 p1 =
		    vec2_add(p0, v(rnd(-150, 150), rnd(-150, 150)));
		double r = k % 3 == 0 ? 0 : rnd(0, 10);
		size_t n_got, n_want = 0;

		q.min_x = rnd(-600, 600);
		q.min_y = rnd(-400, 400);
		q.max_x = q.min_x + rnd(0, 120);
		q.max_y = q.min_y + rnd(0, 120);
		n_got = spatial_grid_query_box(grid, q, got, N);
		for (i = 0; i < N; i++)
			if (brute_box(boxes[i], q))
				want[n_want++] = (size_t)i;
		assert_int_equal(n_got, n_want);
		assert_memory_equal(got, want, n_want * sizeof *got);

		n_got = spatial_grid_query_corridor(grid, p0, p1, r, got, N);
		n_want = 0;
		for (i = 0; i < N; i++)
			if (brute_corridor(boxes[i], p0, p1, r))
				want[n_want++] = (size_t)i;
		qsort(want, n_want, sizeof *want, cmp_size);
		assert_int_equal(n_got, n_want);
		assert_memory_equal(got, want, n_want * sizeof *got);
	}
	/* truncation reports the full count */
	{
		struct geom_box all = {-1e4, -1e4, 1e4, 1e4};
		assert_int_equal(spatial_grid_query_box(grid, all, got, 5), N);
	}
	spatial_grid_free(grid);
	/* empty and invalid input */
	grid = spatial_grid_build(NULL, 0, 0);
	assert_non_null(grid);
	assert_int_equal(spatial_grid_query_box(grid, boxes[0], got, N), 0);
	spatial_grid_free(grid);
	boxes[3].max_x = NAN;
	assert_null(spatial_grid_build(boxes, N, 0));
	free(boxes);
	free(got);
	free(want);
}

/*
 * 10,000 units on a 3000 x 3000 table, range 60: every unit's enemies in
 * range with a clear line, using the grid.  Counts the pairs examined: far
 * below the 10^8 of a quadratic scan.
 */
static void
test_grid_scales(void **state)
{
	enum { N = 10000 };
	struct footprint *units = malloc(N * sizeof *units);
	struct geom_box *boxes = malloc(N * sizeof *boxes);
	size_t *cand = malloc(N * sizeof *cand),
	       *block = malloc(N * sizeof *block);
	struct spatial_grid *grid;
	const double range = 60;
	size_t examined = 0, clear = 0;
	int i;

	(void)state;
	srand(4242);
	for (i = 0; i < N; i++) {
		units[i] = fp(rnd(0, 3000), rnd(0, 3000), rnd(0, 360), 10, 4);
		boxes[i] = footprint_box(&units[i]);
	}
	grid = spatial_grid_build(boxes, N, 0);
	assert_non_null(grid);
	for (i = 0; i < N; i++) {
		struct geom_box q = boxes[i];
		size_t n, k;
		q.min_x -= range;
		q.min_y -= range;
		q.max_x += range;
		q.max_y += range;
		n = spatial_grid_query_box(grid, q, cand, N);
		assert_true(n <= N);
		for (k = 0; k < n; k++) {
			size_t j = cand[k], nb, m;
			bool blocked = false;
			examined++;
			if (j == (size_t)i || (i + j) % 2 == 0 ||
			    !footprint_within_distance(&units[i], &units[j],
						       range))
				continue;
			if (i % 10 != 0)
				continue; /* check lines for a tenth: time */
			nb = spatial_grid_query_corridor(
			    grid, units[i].ref, units[j].ref, 0, block, N);
			for (m = 0; m < nb && !blocked; m++)
				blocked =
				    block[m] != (size_t)i && block[m] != j &&
				    segment_footprint_crossing(
					&units[block[m]], units[i].ref,
					units[j].ref) == GEOM_ENTERS_INTERIOR;
			clear += !blocked;
		}
	}
	assert_true(examined < (size_t)N * N / 100);
	assert_true(clear > 0);
	spatial_grid_free(grid);
	free(units);
	free(boxes);
	free(cand);
	free(block);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_angles),
	    cmocka_unit_test(test_footprint_corners),
	    cmocka_unit_test(test_invalid_inputs),
	    cmocka_unit_test(test_point_in_and_distance),
	    cmocka_unit_test(test_footprint_contact),
	    cmocka_unit_test(test_polygon_points),
	    cmocka_unit_test(test_polygon_segments),
	    cmocka_unit_test(test_polygon_footprint),
	    cmocka_unit_test(test_segments),
	    cmocka_unit_test(test_segment_footprint),
	    cmocka_unit_test(test_perpendicular_offset),
	    cmocka_unit_test(test_arc_contains),
	    cmocka_unit_test(test_arc_outline_and_impact),
	    cmocka_unit_test(test_default_impact_ahead),
	    cmocka_unit_test(test_corner_rule),
	    cmocka_unit_test(test_line_within_arc),
	    cmocka_unit_test(test_support),
	    cmocka_unit_test(test_melee_zone),
	    cmocka_unit_test(test_files_and_perpendicular),
	    cmocka_unit_test(test_rotation_translation_invariance),
	    cmocka_unit_test(test_grid_matches_brute_force),
	    cmocka_unit_test(test_grid_scales),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
