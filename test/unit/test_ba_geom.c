/*
 * Belle Alliance geometry (src/rules/belle-alliance/geometry.c): hand-drawn
 * situations for each rule, boundary cases, and the property that rotating and
 * moving the whole table changes no decision.
 *
 * Sketches: north up, x east, 1 character is not to scale. "F" firer,
 * "T" target, "=" a front edge, "o" own unit, "X" opponent unit.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/rules/belle-alliance/geometry.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/table.h"
#include "umpire/util.h"
#include "../../src/rules/belle-alliance/ba.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

static struct tableset *tables;

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

static struct game *
new_game(void)
{
	struct game *g = game_new(ruleset_find("belle-alliance"));
	g->tables = tables;
	return g;
}

/* A placed unit; width/depth 0 derive from bases.csv. */
static struct unit *
add(struct game *g, const char *name, const char *side, enum arm arm,
    int figures, const char *formation, double x, double y, double facing,
    double w, double d)
{
	struct unit *u = game_add_unit(g);
	snprintf(u->name, sizeof u->name, "%s", name);
	snprintf(u->side, sizeof u->side, "%s", side);
	u->arm = arm;
	u->figures = u->figures_start = figures;
	u->formation = ruleset_formation_index(g->rs, formation);
	assert_true(u->formation >= 0);
	u->placed = true;
	u->x = x;
	u->y = y;
	u->facing = facing;
	u->width = w;
	u->depth = d;
	if (arm == ARM_ARTILLERY)
		u->guns = 2;
	/* No row in tables 13/14: zones unknown, so range does not limit
	 * these sketches (test_zones has its own table). */
	u->weapon = um_intern("unlisted");
	return u;
}

static const struct unit *
U(struct game *g, const char *name)
{
	const struct unit *u = game_unit_c(g, name);
	assert_non_null(u);
	return u;
}

static struct ba_fire_geo
fire(struct game *g, const char *f, const char *t)
{
	struct ba_fire_geo fg;
	assert_int_equal(ba_fire_geometry(g, U(g, f), U(g, t), &fg), 0);
	return fg;
}

static struct ba_fire_geo
fire_at(struct game *g, const char *f, const char *t, double x, double y)
{
	struct ba_fire_geo fg;
	struct ba_fire_opts o = {.has_impact = true, .ix = x, .iy = y};
	assert_int_equal(ba_fire_geometry_opts(g, U(g, f), U(g, t), &o, &fg),
			 0);
	return fg;
}

static void
add_terrain(struct game *g, const char *name, enum terrain_kind kind, int level,
	    enum cover cover, bool blocks, const double *xy, size_t n)
{
	um_grow((void **)&g->terrain, &g->capterrain, g->nterrain + 1,
		sizeof *g->terrain);
	struct terrain *t = &g->terrain[g->nterrain++];
	memset(t, 0, sizeof *t);
	snprintf(t->name, sizeof t->name, "%s", name);
	t->kind = kind;
	t->level = level;
	t->cover = cover;
	t->blocks_sight = blocks;
	t->pts = um_xmalloc(n * sizeof *t->pts);
	t->npts = n;
	for (size_t i = 0; i < n; i++) {
		t->pts[i].x = xy[2 * i];
		t->pts[i].y = xy[2 * i + 1];
	}
}

static void
set_setting(struct game *g, const char *k, const char *v)
{
	um_grow((void **)&g->settings, &g->capsettings, g->nsettings + 1,
		sizeof *g->settings);
	g->settings[g->nsettings].key = um_xstrdup(k);
	g->settings[g->nsettings].val = um_xstrdup(v);
	g->nsettings++;
}

/* ---- footprints --------------------------------------------------------- */

static void
test_footprint_sizes(void **state)
{
	(void)state;
	struct game *g = new_game();
	struct unit_shape s;
	struct footprint fp;
	/* 36 figures in line, 2 ranks of 2 x 1.5 cm: 18 files, 36 x 3. */
	add(g, "L", "A", ARM_INFANTRY, 36, "line", 0, 0, 0, 0, 0);
	assert_int_equal(unit_shape_of(g, U(g, "L"), &s), 0);
	assert_near(s.width, 36, 1e-12);
	assert_near(s.depth, 3, 1e-12);
	assert_int_equal(s.files, 18);
	assert_true(s.provisional);
	/* March column: 3 files, 12 ranks. */
	add(g, "M", "A", ARM_INFANTRY, 36, "march-column", 0, 0, 0, 0, 0);
	unit_shape_of(g, U(g, "M"), &s);
	assert_near(s.width, 6, 1e-12);
	assert_near(s.depth, 18, 1e-12);
	/* Typed sizes win and are not provisional. */
	add(g, "T", "A", ARM_INFANTRY, 36, "line", 5, 5, 90, 20, 4);
	unit_shape_of(g, U(g, "T"), &s);
	assert_true(s.typed && !s.provisional);
	assert_int_equal(unit_footprint(g, U(g, "T"), &fp), 0);
	assert_near(fp.width, 20, 0);
	/* Artillery by guns: 2 guns x 4 cm, 6 deep. */
	add(g, "G", "A", ARM_ARTILLERY, 8, "unlimbered", 0, 0, 0, 0, 0);
	unit_shape_of(g, U(g, "G"), &s);
	assert_near(s.width, 8, 1e-12);
	assert_near(s.depth, 6, 1e-12);
	/* Not placed: no footprint, and fire geometry is not known. */
	add(g, "N", "B", ARM_INFANTRY, 36, "line", 0, 50, 180, 0, 0);
	game_unit(g, "N")->placed = false;
	assert_int_equal(unit_footprint(g, U(g, "N"), &fp), -1);
	struct ba_fire_geo fg = fire(g, "L", "N");
	assert_false(fg.known);
	assert_non_null(strstr(fg.why, "N is not on the map"));
	game_free(g);
}

/* ---- 3.1.3 arc of fire -------------------------------------------------- */

/*
 *            /  T (4x4, facing north) with its front-left corner on the
 *           / [T]   30 deg ray from F's front centre (10, 17.3205)
 *          /
 *     ====F====      F at 0,0 facing north, 10 wide: 10 files of 1 cm
 *                    (bases.csv line: 2 ranks), x -5..5.
 *
 * 3.1.3: each front-rank figure (file) aims within 30 deg of straight
 * ahead measured at its own front corners; those that cannot do not take
 * part, and the point of fire is the centre of the front edge of those
 * that can; the line of fire is then within 30 deg at the point of fire.
 * File k spans x -5+k .. -4+k. A point (x, y) ahead is inside its arc
 * beyond the right ray when x <= (-4+k) + y tan 30.
 *  1. T at x=12 (left flank x=10, y 13.32..17.32): the front-left corner
 *     (10, 17.32) needs a right corner c with c + 10 >= 10: c >= 0:
 *     files 4..9 (file 4 exactly on its ray: boundaries count). Point of
 *     fire (2, 0). Its 30 deg ray x = 2 + y tan 30 meets the flank x=10
 *     at y = 8 / tan 30 = 13.856: the nearest point, 8 / sin 30 = 16 cm
 *     away, the line exactly on the ray (30 deg).
 *  2. T at x=12.1: corner (10.1, 17.32): c >= 0.1: files 5..9, point of
 *     fire (2.5, 0). At the rear (y = 13.32) the ray is at x = 2.5 +
 *     7.69 = 10.19 > 10.1: the rear-left corner (10.1, 13.3205) is in
 *     the arc and nearest: sqrt(7.6^2 + 13.3205^2) = 15.336 cm at
 *     atan(7.6 / 13.3205) = 29.71 deg; a rear corner seen from behind the
 *     rear line extended is rear (docs/geometry.md).
 *  3. T at x=16.8: corner (14.8, 17.32): only file 9 (c = 5: 9.8 <= 10);
 *     its point of fire (4.5, 0) has the ray at x = 14.5 at y = 17.32:
 *     no point of T within 30 deg there: not carried out, outside by
 *     (14.8 - 14.5) cos 30 = 0.2598 beyond the right ray.
 *  4. T at x=17.01: corner (15.01, 17.32) beyond the ray from F's right
 *     front corner (5, 0) (x = 15): no file sees T; outside the arc of
 *     every figure by 0.01 cos 30.
 *  5. Artillery (45 deg): T at x=17.01 is inside.
 */
static void
test_arc_boundary(void **state)
{
	(void)state;
	struct game *g = new_game();
	double px = 20 * sin(M_PI / 6), py = 20 * cos(M_PI / 6);
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", px + 2, py, 0, 4, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.known);
	assert_true(fg.in_arc);
	assert_int_equal(fg.files, 10);
	assert_int_equal(fg.aim_files, 6);
	assert_near(fg.fx, 2, 1e-9);
	assert_near(fg.fy, 0, 1e-9);
	assert_near(fg.ix, 10, 1e-9);
	assert_near(fg.iy, 8 / tan(M_PI / 6), 1e-9);
	assert_near(fg.range, 16, 1e-9);
	assert_near(fg.line_angle, 30, 1e-9);
	assert_true(fg.eligible);
	/* 2. */
	game_unit(g, "T")->x = 12.1;
	fg = fire(g, "F", "T");
	assert_true(fg.in_arc);
	assert_int_equal(fg.aim_files, 5);
	assert_near(fg.fx, 2.5, 1e-9);
	assert_near(fg.ix, 10.1, 1e-9);
	assert_near(fg.iy, py - 4, 1e-9);
	assert_near(fg.range, hypot(7.6, py - 4), 1e-9);
	assert_near(fg.line_angle, atan(7.6 / (py - 4)) * 180 / M_PI, 1e-9);
	assert_true(fg.rear);
	/* 3. */
	game_unit(g, "T")->x = 16.8;
	fg = fire(g, "F", "T");
	assert_false(fg.in_arc);
	assert_false(fg.eligible);
	assert_int_equal(fg.aim_files, 1);
	assert_near(fg.fx, 4.5, 1e-9);
	assert_near(fg.outside_by, 0.3 * cos(M_PI / 6), 1e-9);
	assert_int_equal(fg.arc_side, 2);
	assert_non_null(strstr(fg.why_arc, "at the point of fire"));
	/* 4. */
	game_unit(g, "T")->x = 17.01;
	fg = fire(g, "F", "T");
	assert_true(fg.known);
	assert_false(fg.in_arc);
	assert_false(fg.eligible);
	assert_int_equal(fg.aim_files, 0);
	assert_near(fg.outside_by, 0.01 * cos(M_PI / 6), 1e-9);
	assert_int_equal(fg.arc_side, 2);
	assert_non_null(strstr(fg.why_arc, "outside the 30 deg arc of every"));
	/* 5. Artillery: 45 degrees, the same target is in. */
	struct unit *f = game_unit(g, "F");
	f->arm = ARM_ARTILLERY;
	fg = fire(g, "F", "T");
	assert_true(fg.in_arc);
	assert_near(fg.arc_angle, 45, 0);
	game_free(g);
}

/*
 *      [=====T=====]   T facing south at 0,20: x -5..5, y 20..22
 *
 *   [ooooooooooo]      O own, 9.9x2: x -6..3.9, y 5..7
 *      ====F====       F at 0,0 facing north: 10 files of 1 cm, x -5..5
 *
 * 3.1.3 lines of aim. Any line from a file at x0 <= 3 (files 0..7) to a
 * point of T (x1 <= 5, y1 >= 20) is at x <= 3 + 2 * 7/20 = 3.7 when
 * y = 7 (and >= -5): inside O: those 8 files have no line of aim. File 8
 * (x 3..4) aims from (4,0) at T's corner (5,20): at y = 5..7 the line is at
 * x 4.25..4.35, clear of O, and 1/20 = 2.9 deg off; file 9 (x 4..5)
 * straight ahead. Point of fire: the centre of x 3..5, (4,0); impact
 * straight ahead (4,20), 20 cm. 3.1.4: O is between: needed max(10% of
 * the 5.0 cm to O, half the participating frontage 2/2 = 1) = 1 cm, O is
 * 0.1 cm from the line: the security zone is broken (all 10 files would
 * have needed 5). With O 12 wide (x -6..6) no file aims: blocked by O.
 */
static void
test_line_of_aim_blocked(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 20, 180, 10, 2);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.eligible);
	assert_int_equal(fg.files, 10);
	assert_int_equal(fg.aim_files, 10);
	assert_near(fg.fx, 0, 1e-9);
	add(g, "O", "A", ARM_INFANTRY, 8, "line", -1.05, 7, 0, 9.9, 2);
	fg = fire(g, "F", "T");
	assert_true(fg.in_arc);
	assert_int_equal(fg.aim_files, 2);
	assert_int_equal(fg.aim_blocked, 8);
	assert_near(fg.fx, 4, 1e-9);
	assert_near(fg.ix, 4, 1e-9);
	assert_near(fg.iy, 20, 1e-9);
	assert_near(fg.range, 20, 1e-9);
	assert_string_equal(fg.blocked_by, "");
	assert_false(fg.security_ok);
	assert_string_equal(fg.security_unit, "O");
	assert_near(fg.security_needed, 1, 1e-9);
	assert_near(fg.security_have, 0.1, 1e-9);
	assert_false(fg.eligible);
	struct unit *o = game_unit(g, "O");
	o->x = 0;
	o->width = 12;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.aim_files, 0);
	assert_int_equal(fg.aim_blocked, 10);
	assert_string_equal(fg.blocked_by, "O");
	assert_false(fg.eligible);
	game_free(g);
}

/*
 *      ====T====   y = 37.5, facing south
 *
 *      ====F====   y = 0
 */
static void
test_range_straight_ahead(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 37.5, 180, 10, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.eligible);
	assert_near(fg.range, 37.5, 1e-9);
	assert_int_equal(fg.edge, BA_EDGE_FRONT);
	assert_near(fg.angle_front, 90, 1e-9);
	assert_non_null(strstr(fg.why, "range 37.5 cm along the line of fire"));
	assert_int_equal(fg.zone, 0); /* no tables 13/14 yet: unknown */
	/* A designated point beyond the arc moves to the nearest point of
	 * the outline inside it (3.1.3). */
	game_unit(g, "T")->width = 100;
	fg = fire_at(g, "F", "T", 45, 37.5);
	assert_true(fg.in_arc);
	assert_near(fg.ix, 37.5 * tan(M_PI / 6), 1e-9);
	assert_near(fg.iy, 37.5, 1e-9);
	game_free(g);
}

/* Tables 13/14 zones along the line of fire; a distance on a shared
 * boundary is in the nearer zone; beyond the last: -1, not eligible. */
static void
test_zones(void **state)
{
	(void)state;
	static const char csv[] = "weapon,zone,min,max\n"
				  "gun,1,0,10\ngun,2,10,20\ngun,3,20,30\n";
	char *err = NULL;
	struct table *t13 = table_parse("table13-range-hand.csv", "test", csv,
					strlen(csv), &err);
	assert_non_null(t13);
	struct table *list[2] = {t13, NULL};
	char rs[] = "belle-alliance";
	struct tableset ts = {.ruleset = rs, .t = list, .n = 1};
	/* bases.csv too, from the real set. */
	list[1] = (struct table *)tableset_get(tables, "bases.csv");
	ts.n = 2;
	struct game *g = new_game();
	g->tables = &ts;
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 20, 180, 10, 4);
	game_unit(g, "F")->weapon = um_intern("gun");
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_int_equal(fg.zone, 2); /* exactly 20: the nearer zone */
	assert_near(fg.max_range, 30, 0);
	assert_true(fg.eligible);
	/* 3.1.4: an own unit 5 behind T (rear at 24) and 29 along the line
	 * is within the longest zone (30); 7 behind (31) is not. */
	add(g, "O", "A", ARM_INFANTRY, 20, "line", 0, 29, 180, 10, 3);
	fg = fire(g, "F", "T");
	assert_string_equal(fg.behind_own, "O");
	assert_false(fg.security_ok);
	game_unit(g, "O")->y = 31;
	fg = fire(g, "F", "T");
	assert_string_equal(fg.behind_own, "");
	assert_true(fg.security_ok);
	game_unit(g, "T")->y = 30.01;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.zone, -1);
	assert_false(fg.eligible);
	assert_non_null(strstr(fg.why_range, "beyond the longest zone"));
	game_free(g);
	table_free(t13);
}

/* ---- 3.1.3 obstruction --------------------------------------------------- */

/*
 *      ===T===  y 40
 *        [X]    y 20..23, opponent
 *      ===F===  y 0
 */
static void
test_blocked_by_units(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 180, 10, 4);
	add(g, "X", "B", ARM_INFANTRY, 20, "line", 0, 20, 180, 6, 3);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_false(fg.eligible);
	assert_string_equal(fg.blocked_by, "X");
	assert_false(fg.blocked_is_terrain);
	assert_non_null(strstr(fg.why_block, "opponent X 20.0 cm along"));
	/* X's outline runs along the line of fire (x 0..6): grazes, clear. */
	game_unit(g, "X")->x = -3; /* facing south: spans x -6..0 */
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "");
	assert_true(fg.eligible);
	/* An own unit in the way blocks too. */
	struct unit *x = game_unit(g, "X");
	x->x = 0;
	snprintf(x->side, sizeof x->side, "A");
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "X");
	assert_non_null(strstr(fg.why_block, "own X"));
	game_free(g);
}

/*
 *      ===T===      y 40
 *      .......  S   skirmish line (opponent), y 30 or touching T
 *      ===F===      y 0
 */
static void
test_skirmish_line_screens(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 180, 10, 4);
	add(g, "S", "B", ARM_INFANTRY, 5, "skirmish", 0, 30, 180, 20, 1.5);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "S"); /* screens small arms */
	assert_non_null(strstr(fg.why_block, "3.3.1"));
	/* In base contact with T (spans y 38.5..40): T may be targeted. */
	game_unit(g, "S")->y = 38.5;
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "");
	assert_true(fg.eligible);
	assert_non_null(strstr(fg.why_block, "base contact"));
	/* Never screens artillery (3.3.1). */
	game_unit(g, "S")->y = 30;
	game_unit(g, "F")->arm = ARM_ARTILLERY;
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "");
	assert_non_null(strstr(fg.why_block, "never screens artillery"));
	game_free(g);
}

/*
 *      ===T===   y 35 (layer 0)     20 cm beyond O's front at 15
 *      ===o===   y 12..15 own unit (layer 0)
 *      ===G===   y 0, artillery on layer 1
 */
static void
test_overhead_fire(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "G", "A", ARM_ARTILLERY, 8, "unlimbered", 0, 0, 0, 8, 6);
	add(g, "O", "A", ARM_INFANTRY, 20, "line", 0, 15, 0, 10, 3);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 35, 180, 10, 4);
	struct ba_fire_geo fg = fire(g, "G", "T");
	assert_string_equal(fg.blocked_by, "O"); /* same layer */
	assert_non_null(strstr(fg.why_block, "not above"));
	game_unit(g, "G")->level = 1;
	fg = fire(g, "G", "T");
	assert_string_equal(fg.blocked_by, "");
	assert_string_equal(fg.overhead, "O");
	assert_true(fg.security_ok); /* the unit fired over is exempt */
	assert_true(fg.eligible);
	/* 19.9 cm beyond a friendly unit: needs 20. */
	game_unit(g, "T")->y = 34.9;
	fg = fire(g, "G", "T");
	assert_string_equal(fg.blocked_by, "O");
	assert_non_null(strstr(fg.why_block, "19.9"));
	/* An opponent fired over needs only 10 beyond. */
	snprintf(game_unit(g, "O")->side, UM_NAME_MAX, "C");
	fg = fire(g, "G", "T");
	assert_string_equal(fg.blocked_by, "");
	/* Friendly again, 20 beyond, but canister loaded: not allowed. */
	snprintf(game_unit(g, "O")->side, UM_NAME_MAX, "A");
	game_unit(g, "T")->y = 35;
	BA(game_unit(g, "G"))->canister = true;
	BA(game_unit(g, "G"))->canister_bound = g->bound;
	fg = fire(g, "G", "T");
	assert_string_equal(fg.blocked_by, "O");
	assert_non_null(strstr(fg.why_block, "canister"));
	game_free(g);
}

/*
 *      ===T===   y 40
 *      #######   wood y 15..25
 *      ===F===   y 0
 */
static void
test_terrain_blocks(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 180, 10, 4);
	const double wood[] = {-5, 15, 5, 15, 5, 25, -5, 25};
	add_terrain(g, "Wood1", TERRAIN_WOOD, 0, COVER_NONE, true, wood, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "Wood1");
	assert_true(fg.blocked_is_terrain);
	/* The target in a wood: the wood does not block the line to it, and
	 * the class comes from the cover_wood setting (Table 5 not found). */
	free(g->terrain[0].pts);
	g->nterrain = 0;
	const double wood2[] = {-10, 38, 10, 38, 10, 50, -10, 50};
	add_terrain(g, "Wood2", TERRAIN_WOOD, 0, COVER_NONE, true, wood2, 4);
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "");
	assert_int_equal(fg.cover, COVER_I); /* settings.csv cover_wood */
	assert_true(fg.provisional);
	set_setting(g, "cover_wood", "ask"); /* not a class: unknown */
	fg = fire(g, "F", "T");
	assert_true(fg.cover_unknown);
	free(g->settings[g->nsettings - 1].val);
	g->settings[g->nsettings - 1].val = um_xstrdup("II");
	fg = fire(g, "F", "T");
	assert_int_equal(fg.cover, COVER_II);
	assert_string_equal(fg.cover_by, "Wood2");
	/* The wood's own class wins over the setting. */
	g->terrain[0].cover = COVER_III;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.cover, COVER_III);
	g->terrain[0].cover = COVER_NONE;
	/* A hill higher than both ends blocks; a firer on layer 2 sees. */
	const double hill[] = {-20, 15, 20, 15, 20, 25, -20, 25};
	add_terrain(g, "Ridge", TERRAIN_HILL, 2, COVER_NONE, false, hill, 4);
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "Ridge");
	game_unit(g, "F")->level = 2;
	fg = fire(g, "F", "T");
	assert_string_equal(fg.blocked_by, "");
	game_free(g);
}

/* ---- 3.1.4 security zone ------------------------------------------------ */

/*
 *      ===T===        y 100
 *            [o]      own unit beside the line, y 46..50
 *      ===F===        y 0, frontage 10: zone at least 5
 */
static void
test_security_zone(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 100, 180, 10, 4);
	add(g, "O", "A", ARM_INFANTRY, 20, "line", 7, 50, 0, 4, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.security_ok); /* exactly 5 = half the frontage */
	assert_near(fg.security_have, 5, 1e-9);
	assert_near(fg.security_needed, 5, 1e-12);
	assert_string_equal(fg.security_unit, "O");
	game_unit(g, "O")->x = 6.99;
	fg = fire(g, "F", "T");
	assert_false(fg.security_ok);
	assert_false(fg.eligible);
	assert_non_null(strstr(fg.why_security, "half the frontage"));
	/* Narrow firer, far unit: 10 % of the distance decides. */
	game_unit(g, "F")->width = 2;
	game_unit(g, "T")->y = 200;
	struct unit *o = game_unit(g, "O");
	o->y = 120;
	o->x = 14; /* offset 12, zone 0.1 * hypot(12, 116) = 11.66 */
	fg = fire(g, "F", "T");
	assert_true(fg.security_ok);
	assert_near(fg.security_needed, 0.1 * hypot(12, 116), 1e-9);
	o->x = 13; /* offset 11 < 11.65 */
	fg = fire(g, "F", "T");
	assert_false(fg.security_ok);
	assert_non_null(strstr(fg.why_security, "10% of"));
	game_free(g);
}

/*
 *      [o]     own unit 9.9 (then 10) cm behind T's rear
 *      ===T=== y 40..44
 *      ===F=== y 0
 */
static void
test_own_unit_behind(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 180, 10, 4);
	add(g, "O", "A", ARM_INFANTRY, 20, "line", 0, 53.9, 180, 10, 3);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_string_equal(fg.behind_own, "O");
	assert_near(fg.behind_own_dist, 9.9, 1e-9);
	assert_false(fg.security_ok);
	assert_non_null(strstr(fg.why_security, "behind the target"));
	game_unit(g, "O")->y = 54; /* exactly 10: not "less than 10" */
	fg = fire(g, "F", "T");
	assert_string_equal(fg.behind_own, "");
	assert_true(fg.security_ok);
	game_free(g);
}

/* ---- 3.1.8 flank and rear ----------------------------------------------- */

/*
 *      T faces east: front edge x = 0, y 35..45; body x -4..0.
 *        F below its right flank (y = 35) fires north: flank at 90.
 *        F west of its rear (x = -4) fires east: rear.
 */
static void
test_flank_and_rear(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", -2, 0, 0, 2, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 90, 10, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.flank);
	assert_int_equal(fg.edge, BA_EDGE_FLANK);
	assert_near(fg.angle_edge, 90, 1e-9);
	assert_non_null(strstr(fg.why_side, "flank fire"));
	/* Exactly 45 degrees at a designated point: flank (inclusive). */
	struct unit *f = game_unit(g, "F");
	double a = 45 * M_PI / 180;
	f->x = -2 - 20 * cos(a);
	f->y = 35 - 20 * sin(a);
	f->facing = 45;
	fg = fire_at(g, "F", "T", -2, 35);
	assert_near(fg.angle_edge, 45, 1e-9);
	assert_true(fg.flank);
	a = 44 * M_PI / 180;
	f->x = -2 - 20 * cos(a);
	f->y = 35 - 20 * sin(a);
	f->facing = 46;
	fg = fire_at(g, "F", "T", -2, 35);
	assert_false(fg.flank);
	assert_non_null(strstr(fg.why_side, "under 45"));
	/* From the rear. */
	f->x = -30;
	f->y = 40;
	f->facing = 90;
	fg = fire(g, "F", "T");
	assert_true(fg.rear);
	assert_int_equal(fg.edge, BA_EDGE_REAR);
	game_free(g);
}

/* ---- 3.1.9 column effect ------------------------------------------------- */

static void
test_column_effect(void **state)
{
	(void)state;
	struct game *g = new_game();
	/* March column facing east, F fires along its length from ahead:
	 * angle to the flank 0 < 30. */
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 30, 40, 270, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 30, "march-column", 0, 40, 90, 6, 30);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_true(fg.column);
	assert_near(fg.angle_flank, 0, 1e-9);
	/* A line hit square on: no column effect; obliquely at 25: yes. */
	struct unit *t = game_unit(g, "T");
	t->formation = ruleset_formation_index(g->rs, "line");
	t->facing = 0;
	t->width = 20;
	t->depth = 4;
	struct unit *f = game_unit(g, "F");
	f->x = 0;
	f->y = 0;
	f->facing = 0;
	t->facing = 180;
	fg = fire(g, "F", "T");
	assert_false(fg.column);
	double a = 25 * M_PI / 180;
	f->x = -40 * cos(a);
	f->y = 40 - 40 * sin(a);
	f->facing = 65;
	fg = fire_at(g, "F", "T", 0, 40);
	assert_near(fg.angle_front, 25, 1e-9);
	assert_true(fg.column);
	/* Attack column: always. */
	t->formation = ruleset_formation_index(g->rs, "attack-column");
	fg = fire(g, "F", "T");
	assert_true(fg.column);
	/*
	 *      ===B===  closed unit 5 cm behind T (y 49)
	 *      ===T===  y 40..44, line, facing south
	 *      ===G===  artillery
	 */
	t->formation = ruleset_formation_index(g->rs, "line");
	t->facing = 180;
	f->x = 0;
	f->y = 0;
	f->facing = 0;
	f->arm = ARM_ARTILLERY;
	add(g, "B", "B", ARM_INFANTRY, 20, "line", 0, 49, 180, 10, 3);
	fg = fire(g, "F", "T");
	assert_string_equal(fg.behind_unit, "B");
	assert_near(fg.behind_dist, 5, 1e-9);
	assert_true(fg.column);
	game_unit(g, "B")->formation =
	    ruleset_formation_index(g->rs, "skirmish");
	fg = fire(g, "F", "T");
	assert_false(fg.column);
	game_free(g);
}

/* ---- 3.1.3 cover ----------------------------------------------------------
 */

/*
 *      ===T===   y 40..44 facing south
 *      hhhhhhh   hedge (cover II) y 38..40, in base contact
 *      ===F===   y 0
 */
static void
test_cover_behind_hedge(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "T", "B", ARM_INFANTRY, 20, "line", 0, 40, 180, 10, 4);
	const double hedge[] = {-10, 38, 10, 38, 10, 40, -10, 40};
	add_terrain(g, "Hedge", TERRAIN_COVER, 0, COVER_II, false, hedge, 4);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_int_equal(fg.cover, COVER_II);
	assert_string_equal(fg.cover_by, "Hedge");
	/* From behind: the hedge is not between. */
	struct unit *f = game_unit(g, "F");
	f->y = 80;
	f->facing = 180;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.cover, COVER_NONE);
	/* The unit's own cover key counts. */
	game_unit(g, "T")->cover = COVER_I;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.cover, COVER_I);
	game_free(g);
}

/* ---- 3.1.7 / 4.1.7 support, 4.3 skirmish figures --------------------------
 */

/*
 *      [U]      supported, its rear 10 cm ahead of S's front
 *      ===S===  supporter facing north
 */
static void
test_support(void **state)
{
	(void)state;
	struct game *g = new_game();
	bool known;
	double d;
	add(g, "S", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 10, 2);
	add(g, "U", "A", ARM_INFANTRY, 20, "line", 0, 14, 0, 10, 4);
	assert_true(ba_geo_supports(g, U(g, "S"), U(g, "U"), &known, &d));
	assert_true(known);
	assert_near(d, 10, 1e-12); /* exactly 10: within */
	game_unit(g, "U")->y = 14.01;
	assert_false(ba_geo_supports(g, U(g, "S"), U(g, "U"), &known, &d));
	/* Beside S, 9 cm away but outside the 45 deg arc of its front. */
	struct unit *u = game_unit(g, "U");
	u->x = 16;
	u->y = 2;
	u->width = 4;
	assert_false(ba_geo_supports(g, U(g, "S"), U(g, "U"), &known, &d));
	assert_near(d, 9, 1e-12);
	u->placed = false;
	ba_geo_supports(g, U(g, "S"), U(g, "U"), &known, &d);
	assert_false(known);
	game_free(g);
}

/*
 *   o o o o o o o o o o   skirmish line, 10 figures 4 cm apart (x -20..20)
 *                           [U]  soutien x 35..45
 */
static void
test_figures_within(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "SL", "A", ARM_INFANTRY, 10, "skirmish", 0, 0, 0, 0, 0);
	add(g, "U", "A", ARM_INFANTRY, 20, "line", 40, 0, 0, 10, 4);
	/* The last figure (x 16..20) is exactly 15 from U. */
	assert_int_equal(ba_geo_figures_within(g, U(g, "SL"), U(g, "U"), 15),
			 1);
	assert_int_equal(ba_geo_figures_within(g, U(g, "SL"), U(g, "U"), 19),
			 2);
	assert_int_equal(ba_geo_figures_within(g, U(g, "SL"), U(g, "U"), 14.99),
			 0);
	game_unit(g, "U")->placed = false;
	assert_int_equal(ba_geo_figures_within(g, U(g, "SL"), U(g, "U"), 15),
			 -1);
	game_free(g);
}

/* ---- 4.1 melee ------------------------------------------------------------
 */

static struct ba_melee_geo
melee(struct game *g, const char *a, const char *d)
{
	struct ba_melee_geo m;
	assert_int_equal(ba_melee_geometry(g, U(g, a), U(g, d), &m), 0);
	return m;
}

/*
 *      ===D===  y 5, facing south
 *      .......  A's 5 cm melee zone
 *      ===A===  y 0
 */
static void
test_melee_zone(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "A", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 20, 3);
	add(g, "D", "B", ARM_INFANTRY, 20, "line", 0, 5, 180, 20, 4);
	struct ba_melee_geo m = melee(g, "A", "D");
	assert_true(m.known);
	assert_true(m.contact); /* exactly 5 */
	assert_false(m.flank || m.rear || m.overreach);
	game_unit(g, "D")->y = 5.01;
	m = melee(g, "A", "D");
	assert_false(m.contact);
	/* Corners touching, diagonally: contact. */
	struct unit *d = game_unit(g, "D");
	d->x = 20;
	d->y = 5;
	m = melee(g, "A", "D");
	assert_true(m.contact);
	game_free(g);
}

/*
 *   D faces east (front x = 0, body x -4..0, y 10..30).
 *   A below it faces north, front y = 5, x -12..8: its perpendicular lines
 *   strike D's right flank (y = 10) at 90 deg; files between x -4 and 0
 *   are behind D's extended front.
 */
static void
test_melee_flank_rear_overreach(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "A", "A", ARM_INFANTRY, 20, "line", -2, 5, 0, 20, 3);
	add(g, "D", "B", ARM_INFANTRY, 20, "line", 0, 20, 90, 20, 4);
	struct ba_melee_geo m = melee(g, "A", "D");
	assert_true(m.contact);
	assert_int_equal(m.files_beside, 2); /* files x -4..-2, -2..0 */
	assert_int_equal(m.files_behind, 4); /* 2 files x 2 ranks */
	assert_true(m.flank);
	assert_false(m.rear);
	/* From behind D (x -9, facing east): rear. */
	struct unit *a = game_unit(g, "A");
	a->x = -9;
	a->y = 20;
	a->facing = 90;
	m = melee(g, "A", "D");
	assert_true(m.rear);
	assert_false(m.flank);
	/* Oblique at 30 deg to D's left flank: overreach, not flank.
	 * D faces north, x -5..5, y 6..10; A faces 30, left of D. */
	struct unit *d = game_unit(g, "D");
	d->x = 0;
	d->y = 10;
	d->facing = 0;
	d->width = 10;
	a->x = -10;
	a->y = 7;
	a->facing = 30;
	a->width = 6;
	a->figures = 12;
	m = melee(g, "A", "D");
	assert_false(m.flank);
	assert_false(m.rear);
	assert_true(m.files_behind >= 3);
	assert_true(m.overreach);
	game_free(g);
}

/*
 *   hill layer 1 under D only; A below it.
 */
static void
test_melee_uphill(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "A", "A", ARM_INFANTRY, 20, "line", 0, 0, 0, 20, 3);
	add(g, "D", "B", ARM_INFANTRY, 20, "line", 0, 5, 180, 20, 4);
	const double hill[] = {-30, 4, 30, 4, 30, 20, -30, 20};
	add_terrain(g, "H", TERRAIN_HILL, 1, COVER_NONE, false, hill, 4);
	struct ba_melee_geo m = melee(g, "A", "D");
	assert_true(m.uphill);
	assert_int_equal(m.a_level, 0);
	assert_int_equal(m.d_level, 1);
	/* A partly on the hill (front on it, rear off): still uphill. */
	game_unit(g, "A")->y = 5.5;
	game_unit(g, "D")->y = 10.5;
	m = melee(g, "A", "D");
	assert_true(m.uphill);
	/* Both wholly on it: level. */
	game_unit(g, "A")->y = 9;
	game_unit(g, "D")->y = 14;
	m = melee(g, "A", "D");
	assert_false(m.uphill);
	game_free(g);
}

/* ---- properties ------------------------------------------------------------
 */

static double
rnd(unsigned *s, double lo, double hi)
{
	*s = *s * 1103515245u + 12345u;
	return lo + (hi - lo) * ((*s >> 8) & 0xffffff) / (double)0x1000000;
}

static const char *const forms[] = {"line", "attack-column", "march-column",
				    "skirmish"};

static struct game *
random_battle(unsigned seed, size_t n, double span, bool sized)
{
	struct game *g = new_game();
	unsigned s = seed;
	for (size_t i = 0; i < n; i++) {
		char name[24];
		snprintf(name, sizeof name, "U%zu", i);
		bool a = i % 2 == 0;
		enum arm arm = i % 7 == 3 ? ARM_ARTILLERY : ARM_INFANTRY;
		add(g, name, a ? "A" : "B", arm, 12 + (int)(i % 25),
		    arm == ARM_ARTILLERY ? "unlimbered" : forms[i % 4],
		    rnd(&s, 0, span), rnd(&s, 0, span),
		    a ? rnd(&s, -60, 60) : rnd(&s, 120, 240),
		    sized ? rnd(&s, 3, 20) : 0, sized ? rnd(&s, 2, 8) : 0);
		g->units[i].level = i % 5 == 0 ? 1 : 0;
	}
	const double wood[] = {0.4 * span,  0.4 * span, 0.55 * span,
			       0.42 * span, 0.5 * span, 0.6 * span};
	add_terrain(g, "W", TERRAIN_WOOD, 0, COVER_NONE, true, wood, 3);
	const double hedge[] = {0.1 * span, 0.7 * span, 0.3 * span,
				0.7 * span, 0.3 * span, 0.72 * span,
				0.1 * span, 0.72 * span};
	add_terrain(g, "C", TERRAIN_COVER, 0, COVER_I, false, hedge, 4);
	return g;
}

static void
move_table(struct game *g, double deg, double dx, double dy)
{
	double c = cos(deg * M_PI / 180), s = sin(deg * M_PI / 180);
	/* Clockwise rotation (the sense facing grows), then translation. */
	for (size_t i = 0; i < g->nunits; i++) {
		struct unit *u = game_unit_w(g, i); /* noted: spatial.h */
		double x = u->x, y = u->y;
		u->x = x * c + y * s + dx;
		u->y = -x * s + y * c + dy;
		u->facing = fmod(u->facing + deg + 720, 360);
	}
	for (size_t k = 0; k < g->nterrain; k++)
		for (size_t i = 0; i < g->terrain[k].npts; i++) {
			struct point *p = &g->terrain[k].pts[i];
			double x = p->x, y = p->y;
			p->x = x * c + y * s + dx;
			p->y = -x * s + y * c + dy;
		}
}

static void
test_rotation_translation_invariance(void **state)
{
	(void)state;
	const double moves[][3] = {
	    {90, 0, 0}, {37, 1000, -500}, {213.5, -77.7, 31.3}, {0, 1e5, 1e5}};
	for (unsigned seed = 1; seed <= 4; seed++) {
		struct game *g = random_battle(seed, 14, 80, true);
		size_t n = g->nunits, np = n * n;
		struct ba_fire_geo *f0 = calloc(np, sizeof *f0);
		struct ba_melee_geo *m0 = calloc(np, sizeof *m0);
		for (size_t i = 0; i < n; i++)
			for (size_t j = 0; j < n; j++)
				if (i != j) {
					ba_fire_geometry(g, &g->units[i],
							 &g->units[j],
							 &f0[i * n + j]);
					ba_melee_geometry(g, &g->units[i],
							  &g->units[j],
							  &m0[i * n + j]);
				}
		for (size_t mv = 0; mv < UM_ARRLEN(moves); mv++) {
			move_table(g, moves[mv][0], moves[mv][1], moves[mv][2]);
			for (size_t i = 0; i < n; i++)
				for (size_t j = 0; j < n; j++) {
					if (i == j)
						continue;
					struct ba_fire_geo a = f0[i * n + j], b;
					struct ba_melee_geo ma = m0[i * n + j],
							    mb;
					ba_fire_geometry(g, &g->units[i],
							 &g->units[j], &b);
					ba_melee_geometry(g, &g->units[i],
							  &g->units[j], &mb);
					assert_int_equal(a.in_arc, b.in_arc);
					assert_int_equal(a.eligible,
							 b.eligible);
					assert_string_equal(a.blocked_by,
							    b.blocked_by);
					assert_int_equal(a.security_ok,
							 b.security_ok);
					assert_int_equal(a.flank, b.flank);
					assert_int_equal(a.rear, b.rear);
					assert_int_equal(a.column, b.column);
					assert_int_equal(a.cover, b.cover);
					assert_string_equal(a.behind_unit,
							    b.behind_unit);
					assert_near(a.range, b.range, 1e-6);
					assert_int_equal(ma.contact,
							 mb.contact);
					assert_int_equal(ma.flank, mb.flank);
					assert_int_equal(ma.rear, mb.rear);
					assert_int_equal(ma.overreach,
							 mb.overreach);
					assert_int_equal(ma.files_behind,
							 mb.files_behind);
					assert_int_equal(ma.uphill, mb.uphill);
				}
			move_table(g, 0, -moves[mv][1], -moves[mv][2]);
			move_table(g, -moves[mv][0], 0, 0);
		}
		free(f0);
		free(m0);
		game_free(g);
	}
}

/* scan (grid) finds exactly what testing every pair finds. */
static void
test_scan_matches_all_pairs(void **state)
{
	(void)state;
	struct game *g = random_battle(7, 300, 300, false);
	size_t pairs = 0;
	size_t got = ba_scan_count(g, "A", &pairs);
	size_t want = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *f = &g->units[i];
		if (strcmp(f->side, "A") != 0)
			continue;
		struct unit_shape s;
		unit_shape_of(g, f, &s);
		for (size_t j = 0; j < g->nunits; j++) {
			if (strcmp(g->units[j].side, "A") == 0)
				continue;
			/* Farther apart than the range plus both units'
			 * whole diagonals: no point of fire and point of
			 * impact can be in range (the oracle stays exact,
			 * and fast). */
			struct unit_shape ts;
			unit_shape_of(g, &g->units[j], &ts);
			double far = s.max_range + hypot(s.width, s.depth) +
				     hypot(ts.width, ts.depth) + 1;
			if (hypot(g->units[j].x - f->x, g->units[j].y - f->y) >
			    far)
				continue;
			struct ba_fire_geo fg;
			ba_fire_geometry(g, f, &g->units[j], &fg);
			/* 3.1.3: the files with a line of aim must make
			 * a unit of fire (3.1.1: 10, a short one of 3;
			 * artillery 2, 1), as `fire` counts them. */
			int n = fg.files > 0 && fg.aim_files < fg.files
				    ? f->figures * fg.aim_files / fg.files
				    : f->figures;
			bool art = f->arm == ARM_ARTILLERY;
			int per = art ? 2 : 10, min = art ? 1 : 3;
			if (fg.eligible && fg.range <= s.max_range + 1e-9 &&
			    n / per + (n % per >= min) >= 1)
				want++;
		}
	}
	assert_true(want > 20);
	assert_int_equal(got, want);
	/* The grid looked at a small share of the 150 x 150 pairs. */
	assert_true(pairs < 150 * 150 / 4);
	game_free(g);
}

/*
 *   [=============T=============]  T 60 wide, front y=20 (x -30..30)
 *
 *                  [X]    X opponent, x 4..8, y 2..3
 *          ===F===        F 14 figures: 7 files of 2 cm, x -7..7
 *
 * 3.1.3 "whether a line of aim may be drawn from the figure to a point at
 * the target": file 6 (x 5..7) has none to the nearest point (6,20), to
 * T's front centre or to a corner in its arc, but one from its corner
 * (7,0) to (18,20), 28.8 deg off, at x 8.1..8.65 where X is (y 2..3):
 * every file aims (14 figures, not 12).
 * Two own units with a gap x 10..11 at y 8..10 in front: only file 6
 * aims, from (7,0) through the gap (slope 0.375..0.4, 21.8 deg at most);
 * with the gap 0.5 wide no line passes (slope >= 0.375 and <= 0.35).
 */
static void
test_line_of_aim_any_point(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 14, "line", 0, 0, 0, 14, 3);
	add(g, "X", "B", ARM_INFANTRY, 4, "line", 6, 3, 0, 4, 1);
	add(g, "T", "B", ARM_INFANTRY, 60, "line", 0, 20, 180, 60, 3);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_int_equal(fg.files, 7);
	assert_int_equal(fg.aim_files, 7);
	assert_near(fg.fx, 0, 1e-9);
	assert_near(fg.range, 20, 1e-9);
	assert_true(fg.eligible);
	game_free(g);

	g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 14, "line", 0, 0, 0, 14, 3);
	add(g, "O1", "A", ARM_INFANTRY, 20, "line", -10, 10, 0, 40, 2);
	add(g, "O2", "A", ARM_INFANTRY, 20, "line", 31, 10, 0, 40, 2);
	add(g, "T", "B", ARM_INFANTRY, 40, "line", 0, 20, 180, 40, 3);
	fg = fire(g, "F", "T");
	assert_int_equal(fg.aim_files, 1);
	assert_near(fg.fx, 6, 1e-9);
	game_unit(g, "O2")->x = 30.5;
	fg = fire(g, "F", "T");
	assert_int_equal(fg.aim_files, 0);
	assert_false(fg.eligible);
	game_free(g);
}

/*
 *              ___---T   T in line facing 200, front centre (0, 21.81)
 *
 *   [X]                  X opponent x -18.5..-9.5, y 0.5..1.5
 *  =========F=========   F 40 figures: 20 files of 2 cm, x -20..20
 *
 * 3.1.3: files 1..4 (x -18..-10, their corners 0.5 inside X's sides,
 * which begin 0.5 ahead) have no line of aim within 30 deg; 16 files
 * take part. The point of fire is the centre of their front edges: the
 * mean file centre, -19 + 2 x (0 + 5 + ... + 19) / 16 = 3.5, not the
 * middle of the span (0). Range to T's front: 21.81 cos 20 - 3.5 sin 20.
 */
static void
test_point_of_fire_participating(void **state)
{
	(void)state;
	struct game *g = new_game();
	add(g, "F", "A", ARM_INFANTRY, 40, "line", 0, 0, 0, 40, 3);
	add(g, "X", "B", ARM_INFANTRY, 9, "line", -14, 0.5, 180, 9, 1);
	add(g, "T", "B", ARM_INFANTRY, 24, "line", 0, 21.81, 200, 24, 3);
	struct ba_fire_geo fg = fire(g, "F", "T");
	assert_int_equal(fg.files, 20);
	assert_int_equal(fg.aim_files, 16);
	assert_int_equal(fg.aim_blocked, 4);
	assert_near(fg.fx, 3.5, 1e-9);
	assert_near(fg.fy, 0, 1e-9);
	double r = 21.81 * cos(20 * M_PI / 180) - 3.5 * sin(20 * M_PI / 180);
	assert_near(fg.range, r, 1e-6);
	assert_near(fg.line_angle, 20, 1e-6);
	game_free(g);
}

int
main(void)
{
	char *err = NULL;
	tables = tableset_load("belle-alliance", NULL, &err);
	if (tables == NULL) {
		fprintf(stderr, "tables: %s\n", err);
		return 1;
	}
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_footprint_sizes),
	    cmocka_unit_test(test_arc_boundary),
	    cmocka_unit_test(test_line_of_aim_blocked),
	    cmocka_unit_test(test_line_of_aim_any_point),
	    cmocka_unit_test(test_point_of_fire_participating),
	    cmocka_unit_test(test_range_straight_ahead),
	    cmocka_unit_test(test_zones),
	    cmocka_unit_test(test_blocked_by_units),
	    cmocka_unit_test(test_skirmish_line_screens),
	    cmocka_unit_test(test_overhead_fire),
	    cmocka_unit_test(test_terrain_blocks),
	    cmocka_unit_test(test_security_zone),
	    cmocka_unit_test(test_own_unit_behind),
	    cmocka_unit_test(test_flank_and_rear),
	    cmocka_unit_test(test_column_effect),
	    cmocka_unit_test(test_cover_behind_hedge),
	    cmocka_unit_test(test_support),
	    cmocka_unit_test(test_figures_within),
	    cmocka_unit_test(test_melee_zone),
	    cmocka_unit_test(test_melee_flank_rear_overreach),
	    cmocka_unit_test(test_melee_uphill),
	    cmocka_unit_test(test_rotation_translation_invariance),
	    cmocka_unit_test(test_scan_matches_all_pairs),
	};
	int r = cmocka_run_group_tests(tests, NULL, NULL);
	tableset_free(tables);
	return r;
}
