/*
 * `unit move`: relative moves end where the geometry says.
 * Coordinates are computed by hand in each test's comment; spec §7: x east,
 * y north, facing clockwise from north, (x, y) the centre of the front
 * edge, the footprint `depth` behind it.
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

#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/session.h"

static struct session *
new_session(void)
{
	struct session_opts o = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	return s;
}

static void
ok(struct session *s, const char *line)
{
	struct out out;
	out_init(&out);
	char *err = NULL;
	int r = session_exec(s, line, &out, &err);
	if (r != 0)
		fail_msg("%s: %s", line, err ? err : "?");
	out_free(&out);
}

static char *
refused(struct session *s, const char *line)
{
	struct out out;
	out_init(&out);
	char *err = NULL;
	assert_int_equal(session_exec(s, line, &out, &err), -1);
	assert_non_null(err);
	out_free(&out);
	return err;
}

static void
at(struct session *s, const char *name, double x, double y, double facing)
{
	const struct unit *u = game_unit(s->g, name);
	assert_non_null(u);
	if (fabs(u->x - x) > 1e-9 || fabs(u->y - y) > 1e-9 ||
	    fabs(u->facing - facing) > 1e-9)
		fail_msg("%s at %.9f,%.9f facing %.9f; expected %.9f,%.9f "
			 "facing %.9f",
			 name, u->x, u->y, u->facing, x, y, facing);
}

/* A brigade of four battalions in line, each 12 wide and 2 deep, facing
 * north with the front edge on y=10, side by side from x=0 to x=48:
 * front centres at x = 6, 18, 30, 42. */
static void
brigade_of_four(struct session *s)
{
	ok(s, "unit add A1 side=F arm=infantry figures=24 x=6 y=10 facing=0 "
	      "width=12 depth=2 brigade=B1");
	ok(s, "unit add A2 side=F arm=infantry figures=24 x=18 y=10 facing=0 "
	      "width=12 depth=2 brigade=B1");
	ok(s, "unit add A3 side=F arm=infantry figures=24 x=30 y=10 facing=0 "
	      "width=12 depth=2 brigade=B1");
	ok(s, "unit add A4 side=F arm=infantry figures=24 x=42 y=10 facing=0 "
	      "width=12 depth=2 brigade=B1");
}

/* forward=12: every front centre moves 12 north, y = 22.
 * wheel=30 pivot=left: the pivot is the brigade's front-left corner
 * P = (0, 22); the right end swings forward, so every front centre turns
 * 30 degrees anticlockwise about P and the facing becomes 330. A front
 * centre d along the line from P goes to P + d (cos 30, sin 30):
 *   A1 d=6:  (5.196152423, 25)    A2 d=18: (15.588457268, 31)
 *   A3 d=30: (25.980762114, 37)   A4 d=42: (36.373066959, 43) */
static void
test_brigade_forward_then_wheel(void **state)
{
	(void)state;
	struct session *s = new_session();
	brigade_of_four(s);
	ok(s, "unit move brigade=B1 forward=12");
	at(s, "A1", 6, 22, 0);
	at(s, "A4", 42, 22, 0);
	ok(s, "unit move brigade=B1 wheel=30 pivot=left");
	double c = cos(acos(-1.0) / 6);
	at(s, "A1", 6 * c, 25, 330);
	at(s, "A2", 18 * c, 31, 330);
	at(s, "A3", 30 * c, 37, 330);
	at(s, "A4", 42 * c, 43, 330);
	/* One move is one undo: the whole wheel goes back. */
	ok(s, "undo");
	at(s, "A1", 6, 22, 0);
	at(s, "A4", 42, 22, 0);
	assert_int_equal(game_unit(s->g, "A4")->moved_bound, 1);
	session_free(s);
}

/* The same in one line (steps apply in the order written), and the list
 * form A1,A2,A3,A4 moves the same four as brigade=B1. */
static void
test_one_line_and_list_form(void **state)
{
	(void)state;
	struct session *s = new_session();
	brigade_of_four(s);
	ok(s, "unit move A1,A2,A3,A4 forward=12 wheel=30 pivot=left");
	double c = cos(acos(-1.0) / 6);
	at(s, "A1", 6 * c, 25, 330);
	at(s, "A4", 42 * c, 43, 330);
	session_free(s);
}

/* pivot=right about the front-right corner (48, 10): the left end swings
 * forward, facing 0 -> 90 after wheel=90: A1 (42 west of the pivot along
 * the front) ends 42 north of it: (48, 52)... all front centres on x=48:
 * A1 y = 10 + 42 = 52, A4 y = 10 + 6 = 16. */
static void
test_wheel_right_quarter(void **state)
{
	(void)state;
	struct session *s = new_session();
	brigade_of_four(s);
	ok(s, "unit move brigade=B1 wheel=90 pivot=right");
	at(s, "A1", 48, 52, 90);
	at(s, "A4", 48, 16, 90);
	session_free(s);
}

/* Along the facing: A1 facing 90 (east) at (6,10): right=3 is south
 * (6,7), back=2 is west (4,7), left=5 is north (4,12). turn=180 about the
 * centre (4-1, 12) = (3, 12): the front centre goes to (2, 12), facing
 * 270. to=20,20 puts the front centre there. */
static void
test_steps_along_facing(void **state)
{
	(void)state;
	struct session *s = new_session();
	brigade_of_four(s);
	ok(s, "unit set A1 facing=90");
	ok(s, "unit move A1 right=3 back=2 left=5");
	at(s, "A1", 4, 12, 90);
	ok(s, "unit move A1 turn=180");
	at(s, "A1", 2, 12, 270);
	ok(s, "unit move A1 to=20,20");
	at(s, "A1", 20, 20, 270);
	session_free(s);
}

/* Refusals change nothing. */
static void
test_refusals(void **state)
{
	(void)state;
	struct session *s = new_session();
	brigade_of_four(s);
	ok(s, "unit add U side=F arm=infantry figures=10");
	char *e;
	e = refused(s, "unit move U forward=3");
	assert_non_null(strstr(e, "not on the table"));
	free(e);
	e = refused(s, "unit move A1 wheel=10");
	assert_non_null(strstr(e, "pivot=left|right"));
	free(e);
	e = refused(s, "unit move A1,Nobody forward=1");
	assert_non_null(strstr(e, "no unit named Nobody"));
	free(e);
	e = refused(s, "unit move brigade=B9 forward=1");
	assert_non_null(strstr(e, "brigade=B9"));
	free(e);
	e = refused(s, "unit move A1 forward=1 speed=2");
	assert_non_null(strstr(e, "unknown key speed"));
	free(e);
	e = refused(s, "unit move A1 forward=nan");
	free(e);
	at(s, "A1", 6, 10, 0);
	session_free(s);
}

/* Belle Alliance 4.1.4: in continued advance one wheel of at most 20
 * degrees. A (18 vs 8: D FD, as ba-melee/continued-advance) advances; in
 * a group move with B the limit refuses the whole move (nothing moves);
 * undo takes back the one wheel, so it may be made again. */
static void
test_continued_advance_wheel(void **state)
{
	(void)state;
	struct session *s = new_session();
	ok(s, "unit add A side=F arm=infantry figures=20 formation=line");
	ok(s, "unit add D side=E arm=infantry figures=20 formation=line");
	ok(s, "melee A vs D dice=6,6,6 ddice=2,2,4");
	ok(s, "resolve");
	ok(s, "advance A yes");
	ok(s, "unit set A x=0 y=0 facing=0 width=20 depth=2");
	ok(s, "unit add B side=F arm=infantry figures=20 x=20 y=0 facing=0 "
	      "width=20 depth=2");
	char *e = refused(s, "unit move A,B wheel=30 pivot=left");
	assert_non_null(strstr(e, "at most 20 degrees"));
	assert_non_null(strstr(e, "(4.1.4)"));
	free(e);
	at(s, "A", 0, 0, 0);
	at(s, "B", 20, 0, 0);
	ok(s, "unit move A wheel=20 pivot=left");
	e = refused(s, "unit move A wheel=1 pivot=left");
	assert_non_null(strstr(e, "wheeled once already"));
	free(e);
	ok(s, "undo");
	at(s, "A", 0, 0, 0);
	ok(s, "unit move A wheel=20 pivot=left");
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_brigade_forward_then_wheel),
	    cmocka_unit_test(test_one_line_and_list_form),
	    cmocka_unit_test(test_wheel_right_quarter),
	    cmocka_unit_test(test_steps_along_facing),
	    cmocka_unit_test(test_refusals),
	    cmocka_unit_test(test_continued_advance_wheel),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
