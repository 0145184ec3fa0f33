/*
 * Unit tests for the activation ruleset (seed 001, sections 54-55):
 * bookkeeping of once per turn, refusals that change nothing, replay of
 * rolled dice, odds that sum to one, the common-target rule.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "../../src/rules/activation/procs.h"

static struct session *
new_session(void)
{
	struct session_opts o = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	struct out out;
	out_init(&out);
	assert_int_equal(session_exec(s, "ruleset activation", &out, &err), 0);
	out_free(&out);
	return s;
}

/* Run a line; returns 0/-1; the output's records joined by '\n' go to
 * *text (caller frees), the error to *err. */
static int
run(struct session *s, const char *line, char **text, char **err)
{
	struct out out;
	out_init(&out);
	*err = NULL;
	int r = session_exec(s, line, &out, err);
	size_t len = 1;
	for (size_t i = 0; i < out.n; i++)
		len += strlen(out.lines[i].text) + 1;
	char *t = calloc(1, len);
	for (size_t i = 0; i < out.n; i++) {
		strcat(t, out.lines[i].text);
		strcat(t, "\n");
	}
	out_free(&out);
	if (text)
		*text = t;
	else
		free(t);
	return r;
}

static void
ok(struct session *s, const char *line)
{
	char *err;
	int r = run(s, line, NULL, &err);
	if (r != 0)
		fail_msg("%s: %s", line, err);
	free(err);
}

static void
setup_pair(struct session *s)
{
	ok(s, "unit add A side=F arm=infantry figures=24 formation=line "
	      "x=0 y=0 facing=0 activated=yes");
	ok(s, "unit add T side=B arm=infantry figures=24 formation=line "
	      "x=0 y=15 facing=180");
}

static void
test_once_per_turn_bookkeeping(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	ok(s, "fire A at T roll=2");
	ok(s, "resolve");
	const struct unit *a = game_unit(s->g, "A");
	assert_int_equal(ACT(a)->fired_turn, 1);
	assert_string_equal(ACT(a)->fired_target, "T");
	/* T was fired on by A: its return fire is recorded as such. */
	ok(s, "fire T at A roll=2");
	ok(s, "resolve");
	const struct unit *t = game_unit(s->g, "T");
	assert_int_equal(ACT(t)->returned_fire_turn, 1);
	char *err;
	assert_int_equal(run(s, "fire A at T roll=2", NULL, &err), -1);
	assert_non_null(strstr(err, "once per turn"));
	assert_non_null(strstr(err, "(54;"));
	free(err);
	ok(s, "turn next");
	a = game_unit(s->g, "A");
	assert_false(ACT(a)->activated);
	assert_int_equal(s->g->bound, 2);
	ok(s, "unit set A activated=yes");
	ok(s, "fire A at T roll=2");
	session_free(s);
}

static void
test_refusal_changes_nothing(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	ok(s, "charge A vs T");
	const char *const *lines;
	size_t before = session_lines(s, &lines);
	char *err;
	assert_int_equal(run(s, "fire A at T roll=2", NULL, &err), -1);
	assert_non_null(strstr(err, "55.3"));
	free(err);
	assert_int_equal(s->g->ndecls, 0);
	assert_int_equal(session_lines(s, &lines), before);
	/* A refused check is not an error: it prints the refusal. */
	char *text;
	assert_int_equal(run(s, "check fire A at T", &text, &err), 0);
	assert_non_null(strstr(text, "CHECK key=charging result=fail "
				     "rule=55.3"));
	assert_non_null(strstr(text, "ELIGIBLE firer=A target=T value=no"));
	free(text);
	session_free(s);
}

static void
test_rolled_dice_are_journaled_and_undone(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	ok(s, "fire A at T");
	const char *const *lines;
	size_t n = session_lines(s, &lines);
	assert_non_null(strstr(lines[n - 1], "fire A at T"));
	assert_non_null(strstr(lines[n - 1], " dice="));
	assert_int_equal(s->g->ndecls, 1);
	ok(s, "undo");
	assert_int_equal(s->g->ndecls, 0);
	session_free(s);
}

static void
test_odds_sum_to_one(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	ok(s, "unit add B side=F arm=infantry figures=24 formation=line "
	      "x=20 y=0 facing=0 activated=yes");
	ok(s, "fire A at T roll=1");
	ok(s, "fire B at T roll=1");
	char *text, *err;
	assert_int_equal(run(s, "odds", &text, &err), 0);
	double sum = 0;
	for (char *p = text; (p = strstr(p, "ODDS target=T")) != NULL; p++) {
		char *q = strstr(p, " p=");
		assert_non_null(q);
		sum += strtod(q + 3, NULL);
	}
	assert_true(sum > 0.9999 && sum < 1.0001);
	assert_non_null(strstr(text, "provisional=yes"));
	free(text);
	session_free(s);
}

static void
test_common_target_miss(void **state)
{
	(void)state;
	struct session *s = new_session();
	ok(s, "unit add A side=F arm=infantry figures=24 activated=yes");
	ok(s, "unit add B side=F arm=infantry figures=24 activated=yes");
	ok(s, "unit add T side=B arm=infantry figures=1");
	const char *ans = "arc=yes los=yes friendly_within_5cm=no range=5";
	char line[200];
	snprintf(line, sizeof line, "fire A at T %s roll=6", ans);
	ok(s, line);
	snprintf(line, sizeof line, "fire B at T %s roll=6", ans);
	ok(s, line);
	char *text, *err;
	assert_int_equal(run(s, "resolve", &text, &err), 0);
	assert_non_null(strstr(text, "miss=common-target"));
	free(text);
	const struct unit *b = game_unit(s->g, "B");
	assert_true(ACT(b)->fired_missed_common);
	assert_int_equal(ACT(b)->fired_turn, 1);
	assert_true(game_unit(s->g, "T")->removed);
	session_free(s);
}

static void
test_bad_setting_is_reported(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	/* Refused by `game` itself, naming what is allowed; the
	 * setting stays as it was, so the check runs. */
	char *err;
	assert_int_equal(run(s, "game op3=maybe", NULL, &err), -1);
	assert_non_null(strstr(err, "op3 is no|yes"));
	free(err);
	ok(s, "check fire A at T");
	session_free(s);
}

static void
test_rout_records_the_turn(void **state)
{
	(void)state;
	struct session *s = new_session();
	setup_pair(s);
	ok(s, "rout A");
	assert_int_equal(ACT(game_unit(s->g, "A"))->state_changed_turn, 1);
	ok(s, "fire A at T roll=2");
	ok(s, "resolve");
	ok(s, "turn next");
	ok(s, "unit set A activated=yes");
	char *err;
	assert_int_equal(run(s, "fire A at T roll=2", NULL, &err), -1);
	assert_non_null(strstr(err, "55.6"));
	free(err);
	session_free(s);
}

/* The map's view (fire_view) decides as check fire does (54): L in line
 * (16 cm, corridor 8 cm) with S (x 3..5) in the central corridor is clear
 * through the corridor x -5..3, 1 cm left of the centre (the nearest
 * clear one, searched exactly); S2 on the other side blocks every
 * corridor (the 6 cm gap is narrower than 8 cm), naming S. */
static void
test_fire_view_matches_check(void **state)
{
	(void)state;
	struct session *s = new_session();
	ok(s, "unit add L side=F arm=infantry figures=24 formation=line x=0 "
	      "y=0 facing=0 activated=yes");
	ok(s, "unit add T side=B arm=infantry figures=24 formation=line x=0 "
	      "y=30 facing=180");
	ok(s, "unit add S side=F arm=infantry figures=4 x=4 y=16 facing=0 "
	      "width=2 depth=2");
	const struct game *g = s->g;
	struct fire_view v;
	assert_int_equal(
	    g->rs->fire_view(g, s->tables, &g->units[0], &g->units[1], &v), 0);
	assert_true(v.known);
	assert_true(v.in_arc);
	assert_string_equal(v.blocked_by, "");
	/* Range 30 cm: the infantry long band (20-30, inclusive). */
	assert_true(v.in_range);
	assert_true(v.from.x < -0.9 && v.from.x > -1.1);
	char *text, *err;
	assert_int_equal(run(s, "check fire L at T", &text, &err), 0);
	assert_non_null(strstr(text, "ELIGIBLE firer=L target=T value=yes"));
	free(text);
	free(err);
	ok(s, "unit add S2 side=F arm=infantry figures=4 x=-4 y=16 facing=0 "
	      "width=2 depth=2");
	g = s->g;
	assert_int_equal(
	    g->rs->fire_view(g, s->tables, &g->units[0], &g->units[1], &v), 0);
	assert_string_equal(v.blocked_by, "S");
	assert_int_equal(v.blocked_unit, 2);
	assert_int_equal(run(s, "check fire L at T", &text, &err), 0);
	assert_non_null(strstr(text, "ELIGIBLE firer=L target=T value=no"));
	free(text);
	free(err);
	struct arc_view av;
	g->rs->arc_view(g, &g->units[0], &av);
	assert_true(av.half_angle_deg == 45);
	assert_true(av.from_centre);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_once_per_turn_bookkeeping),
	    cmocka_unit_test(test_refusal_changes_nothing),
	    cmocka_unit_test(test_rolled_dice_are_journaled_and_undone),
	    cmocka_unit_test(test_odds_sum_to_one),
	    cmocka_unit_test(test_common_target_miss),
	    cmocka_unit_test(test_bad_setting_is_reported),
	    cmocka_unit_test(test_rout_records_the_turn),
	    cmocka_unit_test(test_fire_view_matches_check),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
