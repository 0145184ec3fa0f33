/* test_act_targets.c - `bound` in the activation ruleset counts each
 * unit's targets from the unit space (act_fire_targets: candidates in the
 * arc, walls of units in front, the units near a line of fire); on random
 * battles every count must equal the brute force, `check fire` asked of
 * every pair (sections 54-55). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/out.h"
#include "umpire/session.h"

static uint64_t rng_state = 88172645463325252ULL;

static double
rnd(double lo, double hi)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return lo + (hi - lo) * (double)(rng_state >> 11) / 9007199254740992.0;
}

/* Run a line; the count of output lines starting with prefix (NULL: 0);
 * the value of key= on the line of unit=NAME into val when asked. */
static size_t
run(struct session *s, const char *line, const char *prefix)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	if (r < 0)
		fail_msg("%s: %s", line, err);
	size_t n = 0;
	for (size_t i = 0; prefix && i < o.n; i++)
		n += strncmp(o.lines[i].text, prefix, strlen(prefix)) == 0;
	out_free(&o);
	free(err);
	return n;
}

/* may_fire of each unit from one `bound`, by unit number. */
static void
bound_counts(struct session *s, int *count, int n)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_exec(s, "bound", &o, &err), 0);
	for (int i = 0; i < n; i++)
		count[i] = -2;
	for (size_t i = 0; i < o.n; i++) {
		const char *t = o.lines[i].text;
		int u, c;
		const char *mf = strstr(t, "may_fire=");
		if (strncmp(t, "BOUNDUNIT unit=U", 16) != 0 || mf == NULL ||
		    sscanf(t + 16, "%d", &u) != 1 || u < 0 || u >= n)
			continue;
		count[u] = sscanf(mf + 9, "%d", &c) == 1 ? c : -1;
	}
	out_free(&o);
	free(err);
}

/* One battle: two ragged lines facing each other with units between and
 * behind, some turned, some off the map; activated or not; fires and
 * charges declared or made (return fire and fire at a charger), routing
 * units, a wood. */
static size_t
one_battle(unsigned seed, int n)
{
	rng_state = 88172645463325252ULL ^ ((uint64_t)seed * 2654435761u);
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	char line[512];
	run(s, "ruleset activation", NULL);
	if (seed % 3 == 1)
		run(s, "game fivecm_rule=line", NULL);
	if (seed % 4 == 2)
		run(s, "game arc_origin=corners", NULL);
	if (seed % 2 && seed < 12)
		run(s,
		    "terrain add Wood kind=wood points=30,14;50,14;50,20;30,20",
		    NULL);
	bool lines = seed >= 12;
	for (int i = 0; i < n; i++) {
		int side = i % 2;
		double y = side ? rnd(20, 60) : rnd(-30, 8);
		if (lines) {
			/* Rows of four-base lines, 18 apart, gaps here and
			 * there: walls with holes in them. */
			int k = i / 2, row = k / 7, col = k % 7;
			snprintf(line, sizeof line,
				 "unit add U%d side=%s arm=infantry figures=24 "
				 "formation=line x=%.2f y=%.2f facing=%d "
				 "activated=%s bases=4",
				 i, side ? "British" : "French",
				 col * (rnd(0, 1) < 0.15 ? 30 : 18) +
				     rnd(-0.5, 0.5),
				 side ? 26 + 10.0 * row + rnd(-1, 1)
				      : -10.0 * row + rnd(-1, 1),
				 side ? 180 + (int)rnd(-3, 3)
				      : (360 + (int)rnd(-3, 3)) % 360,
				 rnd(0, 1) < 0.8 ? "yes" : "no");
			run(s, line, NULL);
			continue;
		}
		int facing = side ? 180 : 0;
		if (rnd(0, 1) < 0.2)
			facing += (int)rnd(-60, 60);
		char place[96] = "";
		if (rnd(0, 1) > 0.05)
			snprintf(place, sizeof place,
				 " x=%.1f y=%.1f facing=%d", rnd(0, 150), y,
				 (facing + 360) % 360);
		const char *arm = rnd(0, 1) < 0.15 ? "cavalry" : "infantry";
		snprintf(line, sizeof line,
			 "unit add U%d side=%s arm=%s figures=24 "
			 "formation=%s%s activated=%s bases=%d%s",
			 i, side ? "British" : "French", arm,
			 rnd(0, 1) < 0.7 ? "line" : "column", place,
			 rnd(0, 1) < 0.7 ? "yes" : "no", 1 + (int)rnd(0, 4),
			 rnd(0, 1) < 0.1 ? " dismounted=yes" : "");
		run(s, line, NULL);
	}
	/* Some fires made and declared, charges, a rout. */
	for (int k = 0; k < n / 6; k++) {
		int a = (int)rnd(0, n), t = (int)rnd(0, n);
		if ((a + t) % 2 == 0)
			continue;
		snprintf(line, sizeof line, "%s U%d %s U%d",
			 k % 3 == 2 ? "charge" : "fire", a,
			 k % 3 == 2 ? "vs" : "at", t);
		struct out o;
		out_init(&o);
		char *e = NULL;
		session_exec(s, line, &o, &e); /* refused ones change nothing */
		out_free(&o);
		free(e);
		if (k % 3 == 0) {
			out_init(&o);
			session_exec(s, "resolve", &o, &e);
			out_free(&o);
			free(e);
			e = NULL;
		}
	}
	snprintf(line, sizeof line, "rout U%d", (int)rnd(0, n));
	run(s, line, NULL);
	int *count = calloc((size_t)n, sizeof *count);
	bound_counts(s, count, n);
	size_t pass = 0;
	for (int a = 0; a < n; a++) {
		/* the ELIGIBLE lines that say yes */
		int yes = 0;
		for (int t = 0; t < n; t++) {
			if (t % 2 == a % 2)
				continue;
			snprintf(line, sizeof line, "check fire U%d at U%d", a,
				 t);
			struct out o;
			out_init(&o);
			char *e = NULL;
			assert_int_equal(session_exec(s, line, &o, &e), 0);
			for (size_t i = 0; i < o.n; i++)
				yes += strstr(o.lines[i].text, "ELIGIBLE ") &&
				       strstr(o.lines[i].text, " value=yes");
			out_free(&o);
			free(e);
		}
		if (count[a] >= 0 && count[a] != yes)
			fail_msg("seed %u: U%d may fire at %d by bound, %d "
				 "by check fire",
				 seed, a, count[a], yes);
		pass += (size_t)yes;
	}
	free(count);
	session_free(s);
	return pass;
}

static void
bound_equals_check_fire(void **state)
{
	(void)state;
	size_t pass = 0;
	for (unsigned seed = 0; seed < 18; seed++)
		pass += one_battle(seed, 40);
	/* Not a test of empty battles: many pairs may fire. */
	assert_true(pass > 50);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(bound_equals_check_fire),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
