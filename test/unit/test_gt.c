/* Unit tests for Grande Tactique: `odds` of a firing exchange against a
 * brute-force count over the 36 results of two dice (and the Morale Check
 * die when one may follow); Morale Check arithmetic (GT-1, GT-2). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "../../src/rules/grande-tactique/procs.h"

static struct session *
new_session(void)
{
	struct session_opts o = {.ruleset = NULL, .seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	return s;
}

static void
run(struct session *s, const char *line, struct out *o)
{
	char *err = NULL;
	int r = session_exec(s, line, o, &err);
	if (r != 0)
		print_error("%s: %s\n", line, err ? err : "?");
	assert_int_equal(r, 0);
	free(err);
}

/* The p= of the ODDS record holding `what` (e.g. "shot=1" and
 * "outcome=tie"). */
static double
odds_p(const struct out *o, const char *a, const char *b)
{
	for (size_t i = 0; i < o->n; i++) {
		const char *t = o->lines[i].text;
		if (strncmp(t, "ODDS ", 5) || !strstr(t, a) || !strstr(t, b))
			continue;
		const char *p = strstr(t, " p=");
		assert_non_null(p);
		return atof(p + 3);
	}
	fail_msg("no ODDS record with %s %s", a, b);
	return -1;
}

static void
assert_p(double got, int num, int den)
{
	double want = (double)num / den;
	char g[16], w[16];
	snprintf(g, sizeof g, "%.4f", got);
	snprintf(w, sizeof w, "%.4f", want);
	assert_string_equal(g, w);
}

/* Brute force: firer die f + fm against target die t + tm. */
static void
count(int fm, int tm, int *win, int *tie, int *lose)
{
	*win = *tie = *lose = 0;
	for (int f = 1; f <= 6; f++)
		for (int t = 1; t <= 6; t++) {
			int a = f + fm, b = t + tm;
			if (a > b)
				(*win)++;
			else if (a == b)
				(*tie)++;
			else
				(*lose)++;
		}
}

struct exch {
	const char *setup[4];
	const char *fire;
	int fm, tm;
};

static void
test_odds_exchange(void **state)
{
	(void)state;
	static const struct exch cases[] = {
	    /* eager infantry at eager infantry: 0 vs 0 */
	    {{"unit add A side=F arm=infantry figures=1 firing=yes",
	      "unit add B side=B arm=infantry figures=1", NULL},
	     "fire A at B roll=1 troll=1 mroll=1 tmroll=1",
	     0,
	     0},
	    /* shaken square infantry at shaken infantry: -2 vs -1 */
	    {{"unit add A side=F arm=infantry figures=1 firing=yes "
	      "state=shaken formation=square",
	      "unit add B side=B arm=infantry figures=1 state=shaken", NULL},
	     "fire A at B roll=1 troll=1 mroll=1 tmroll=1",
	     -2,
	     -1},
	    /* artillery at a square in contact with enfilade: +3 vs -1 */
	    {{"unit add G side=F arm=artillery figures=1 firing=yes",
	      "unit add C side=B arm=infantry figures=1 formation=square",
	      NULL},
	     "fire G at C contact=yes enfilade=yes roll=1 troll=1 tmroll=1",
	     3,
	     -1},
	    /* shaken artillery at long range: -2 vs 0 */
	    {{"unit add G side=F arm=artillery figures=1 firing=yes "
	      "state=shaken",
	      "unit add H side=B arm=artillery figures=1", NULL},
	     "fire G at H range=9 roll=1 troll=1",
	     -2,
	     -1},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct session *s = new_session();
		struct out o;
		out_init(&o);
		run(s, "ruleset grande-tactique", &o);
		/* Odds of one rule, out of turn order (Sequence of Play is
		 * tested in the goldens): a shaken firer needs no de-shaking
		 * first. */
		run(s, "game sequence=free", &o);
		for (int i = 0; cases[k].setup[i]; i++)
			run(s, cases[k].setup[i], &o);
		run(s, cases[k].fire, &o);
		out_clear(&o);
		run(s, "odds", &o);
		int w, t, l;
		count(cases[k].fm, cases[k].tm, &w, &t, &l);
		assert_p(odds_p(&o, "shot=1", "outcome=firer-wins"), w, 36);
		assert_p(odds_p(&o, "shot=1", "outcome=tie"), t, 36);
		assert_p(odds_p(&o, "shot=1", "outcome=target-wins"), l, 36);
		out_free(&o);
		session_free(s);
	}
}

/* GT-4 shape: a shaken infantry target beaten tests (needs 5+ with -1):
 * P(routed) = P(win) * P(die + (-1) < 4) over 36 * 6 results. */
static void
test_odds_with_morale(void **state)
{
	(void)state;
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	/* Odds of one rule, out of turn order (Sequence of Play is
	 * tested in the goldens): a shaken firer needs no de-shaking
	 * first. */
	run(s, "game sequence=free", &o);
	run(s, "unit add A side=F arm=infantry figures=1 firing=yes", &o);
	run(s, "unit add B side=B arm=infantry figures=1 state=shaken", &o);
	run(s, "fire A at B roll=1 troll=1 mroll=1 tmroll=1", &o);
	out_clear(&o);
	run(s, "odds", &o);
	int routed = 0, shaken = 0;
	for (int f = 1; f <= 6; f++)
		for (int t = 1; t <= 6; t++)
			for (int m = 1; m <= 6; m++) {
				bool beaten = f > t - 1;
				if (beaten && m - 1 < 4)
					routed++;
				else
					shaken++;
			}
	assert_p(odds_p(&o, "unit=B", "state=routed"), routed, 216);
	assert_p(odds_p(&o, "unit=B", "state=shaken"), shaken, 216);
	/* The shaken firer of a lost exchange tests too (GT-5 shape). */
	out_free(&o);
	session_free(s);

	s = new_session();
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	/* Odds of one rule, out of turn order (Sequence of Play is
	 * tested in the goldens): a shaken firer needs no de-shaking
	 * first. */
	run(s, "game sequence=free", &o);
	run(s,
	    "unit add A side=F arm=infantry figures=1 firing=yes "
	    "state=shaken quality=veteran",
	    &o);
	run(s, "unit add B side=B arm=infantry figures=1", &o);
	run(s, "fire A at B roll=1 troll=1 mroll=1 tmroll=1", &o);
	out_clear(&o);
	run(s, "odds", &o);
	int a_routed = 0;
	for (int f = 1; f <= 6; f++)
		for (int t = 1; t <= 6; t++)
			for (int m = 1; m <= 6; m++)
				if (f - 1 < t && m + 0 < 4)
					a_routed++;
	assert_p(odds_p(&o, "unit=A", "state=routed"), a_routed, 216);
	out_free(&o);
	session_free(s);
}

/* GT-1 and GT-2 through deshake. */
static void
test_deshake_examples(void **state)
{
	(void)state;
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	/* Odds of one rule, out of turn order (Sequence of Play is
	 * tested in the goldens): a shaken firer needs no de-shaking
	 * first. */
	run(s, "game sequence=free", &o);
	run(s, "unit add C side=F arm=cavalry figures=1 state=shaken", &o);
	run(s,
	    "unit add V side=F arm=infantry figures=1 state=shaken "
	    "quality=veteran ground=bua",
	    &o);
	out_clear(&o);
	run(s, "deshake F C=4 V=2", &o);
	int fails = 0;
	for (size_t i = 0; i < o.n; i++)
		if (strncmp(o.lines[i].text, "MORALE", 6) == 0 &&
		    strstr(o.lines[i].text, "result=fail"))
			fails++;
	assert_int_equal(fails, 2);
	/* De-shaking comes once per turn (Sequence of Play): next turn.
	 * Only side F is on the table, so it moves again. */
	run(s, "turn next", &o);
	out_clear(&o);
	run(s, "deshake F C=5 V=3", &o);
	int passes = 0;
	for (size_t i = 0; i < o.n; i++)
		if (strncmp(o.lines[i].text, "MORALE", 6) == 0 &&
		    strstr(o.lines[i].text, "result=pass"))
			passes++;
	assert_int_equal(passes, 2);
	out_free(&o);
	session_free(s);
}

/* A failed resolve (a die missing) changes nothing; replay rebuilds the
 * same state from the journal lines with the rolled dice written in. */
static void
test_rolled_dice_journaled(void **state)
{
	(void)state;
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	/* Odds of one rule, out of turn order (Sequence of Play is
	 * tested in the goldens): a shaken firer needs no de-shaking
	 * first. */
	run(s, "game sequence=free", &o);
	run(s, "unit add A side=F arm=infantry figures=1 firing=yes", &o);
	run(s, "unit add B side=B arm=infantry figures=1 state=shaken", &o);
	run(s, "fire A at B", &o);
	const char *const *lines;
	size_t n = session_lines(s, &lines);
	assert_true(n >= 4);
	assert_non_null(strstr(lines[n - 1], " dice="));
	assert_non_null(strstr(lines[n - 1], " tdice="));
	assert_non_null(strstr(lines[n - 1], " tmdice="));
	run(s, "undo", &o);
	run(s, "undo", &o);
	out_free(&o);
	session_free(s);
}

/* The map's view (fire_view) decides as check fire does (Valid Targets;
 * Terrain). Inches. G at (0,0) facing north; F (friends) across every
 * corner line; T1 on the near slope of a hill (hit over F); T2 on the far
 * slope behind a higher crest (F blocks). */
static void
test_fire_view_matches_check(void **state)
{
	(void)state;
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	/* Odds of one rule, out of turn order (Sequence of Play is
	 * tested in the goldens): a shaken firer needs no de-shaking
	 * first. */
	run(s, "game sequence=free", &o);
	run(s,
	    "terrain add Slope kind=hill level=1 "
	    "points=-6,3;6,3;6,10;-6,10",
	    &o);
	run(s, "terrain add Crest kind=hill level=2 points=-6,5;6,5;6,6;-6,6",
	    &o);
	run(s,
	    "unit add G side=F arm=artillery figures=1 firing=yes x=0 y=0 "
	    "facing=0",
	    &o);
	run(s,
	    "unit add F side=F arm=infantry figures=1 x=0 y=2 facing=0 "
	    "width=6",
	    &o);
	run(s,
	    "unit add T1 side=B arm=infantry figures=1 x=0 y=3.5 "
	    "facing=180",
	    &o);
	run(s,
	    "unit add T2 side=B arm=infantry figures=1 x=0 y=7.5 "
	    "facing=180",
	    &o);
	const struct game *g = s->g;
	struct fire_view v;
	assert_int_equal(
	    g->rs->fire_view(g, s->tables, &g->units[0], &g->units[2], &v), 0);
	assert_true(v.known && v.in_arc && v.in_range);
	assert_string_equal(v.blocked_by, "");
	/* 3.5": closest distance from the guns' front edge to T1's. */
	assert_true(v.range > 3.49 && v.range < 3.51);
	assert_int_equal(
	    g->rs->fire_view(g, s->tables, &g->units[0], &g->units[3], &v), 0);
	assert_string_equal(v.blocked_by, "F");
	assert_int_equal(v.blocked_unit, 1);
	out_clear(&o);
	run(s, "check fire G at T1", &o);
	run(s, "check fire G at T2", &o);
	int yes = 0, no = 0;
	for (size_t i = 0; i < o.n; i++) {
		yes += strstr(o.lines[i].text,
			      "ELIGIBLE firer=G target=T1 value=yes") != NULL;
		no += strstr(o.lines[i].text,
			     "ELIGIBLE firer=G target=T2 value=no") != NULL;
	}
	assert_int_equal(yes, 1);
	assert_int_equal(no, 1);
	struct arc_view av;
	g->rs->arc_view(g, &g->units[0], &av);
	assert_true(av.half_angle_deg == 45);
	assert_false(av.from_centre);
	out_free(&o);
	session_free(s);
}

/* Sequence of Play and PIPs survive undo and a replay of the journal:
 * the PIP dice rolled are written into the line, the moving side and
 * the PIPs left are rebuilt. Hand count: one division D, dice rolled d;
 * without a Plan the average of one die is d; firing on costs 1. */
static void
test_pips_replay(void **state)
{
	(void)state;
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s, "ruleset grande-tactique", &o);
	run(s, "unit add A side=F arm=infantry figures=1 command=D", &o);
	run(s, "unit add B side=E arm=infantry figures=1 command=X", &o);
	run(s, "pips F", &o);
	const char *const *lines;
	size_t n = session_lines(s, &lines);
	const char *dl = strstr(lines[n - 1], " dice=");
	assert_non_null(dl);
	int die = atoi(dl + 6);
	assert_true(die >= 1 && die <= 6);
	assert_int_equal(GT_GAME(s->g)->pool[0].left, die);
	run(s, "firing A on", &o);
	assert_int_equal(GT_GAME(s->g)->pool[0].left, die - 1);
	run(s, "undo", &o);
	assert_int_equal(GT_GAME(s->g)->pool[0].left, die);
	assert_false(GT(&s->g->units[0])->firing);
	/* Replay the journal in a new session: the same state. */
	run(s, "firing A on", &o);
	n = session_lines(s, &lines);
	struct session *r = new_session();
	for (size_t i = 0; i < n; i++) {
		/* The command, without a pinned tables block after it. */
		char line[512];
		snprintf(line, sizeof line, "%.*s",
			 (int)strcspn(lines[i], "\n"), lines[i]);
		run(r, line, &o);
	}
	assert_string_equal(GT_GAME(r->g)->moving, "F");
	assert_int_equal(GT_GAME(r->g)->pips_bound, 1);
	assert_int_equal(GT_GAME(r->g)->pool[0].left, die - 1);
	assert_true(GT(&r->g->units[0])->firing);
	/* Turn 2 belongs to side E: F may not pay PIPs or fire. */
	run(r, "turn next", &o);
	assert_string_equal(GT_GAME(r->g)->moving, "E");
	char *err = NULL;
	assert_int_not_equal(session_exec(r, "firing A off", &o, &err), 0);
	assert_non_null(strstr(err, "not of the moving side"));
	free(err);
	out_free(&o);
	session_free(r);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_odds_exchange),
	    cmocka_unit_test(test_odds_with_morale),
	    cmocka_unit_test(test_deshake_examples),
	    cmocka_unit_test(test_fire_view_matches_check),
	    cmocka_unit_test(test_rolled_dice_journaled),
	    cmocka_unit_test(test_pips_replay),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
