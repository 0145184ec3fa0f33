/* test_scale.c - undo by a log of what changed, the name index,
 * the shared unit space, dice by convolution. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/footprint.h"
#include "umpire/odds.h"
#include "umpire/session.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

static struct session *
new_session(void)
{
	struct session_opts so = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	return s;
}

static int
run(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	free(err);
	out_free(&o);
	return r;
}

static void
assert_same(const struct game *a, const struct game *b)
{
	const char *what = NULL;
	bool same = game_same(a, b, &what);
	if (!same)
		fprintf(stderr, "differs: %s\n", what);
	assert_true(same);
}

/* Each command, then undo: the game is as it was before it, byte for
 * byte (units compared with memcmp), whatever the command touched. */
static void
test_undo_puts_back_each_command(void **state)
{
	(void)state;
	static const char *const lines[] = {
	    "unit add A side=Allied arm=infantry figures=20 formation=line "
	    "x=0 y=0 facing=0 width=10 depth=2",
	    "unit add B side=Allied arm=infantry figures=20 formation=line "
	    "x=12 y=0 facing=0 width=10 depth=2",
	    "unit add S side=Allied arm=infantry figures=20 formation=line "
	    "x=0 y=-8 facing=0 width=10 depth=2",
	    "unit add T side=French arm=infantry figures=20 formation=line "
	    "x=0 y=20 facing=180 width=10 depth=2",
	    "unit add U side=French arm=infantry figures=20 formation=line "
	    "x=12 y=20 facing=180 width=10 depth=2",
	    "terrain add W kind=wood points=50,50;60,50;60,60",
	    "game moral_combine=step",
	    "unit set B figures=12 label=Second",
	    "fire A at T support=S dice=4,4,5",
	    "fire B at T dice=6,6,6",
	    "cancel B",
	    "fire B at U dice=6,6,6",
	    "resolve",
	    "bound next",
	    "unit set T y=5",
	    "melee A vs T dice=3,3,3 ddice=2,2,2",
	    "resolve",
	    "unit remove U",
	    "terrain remove W",
	    "phase melee",
	};
	struct session *s = new_session();
	size_t refused = 0;
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
		struct game *before = game_clone(s->g);
		if (run(s, lines[i]) < 0) {
			if (getenv("TEST_VERBOSE"))
				fprintf(stderr, "refused: %s\n", lines[i]);
			refused++;
			/* A refused command changes nothing either. */
			assert_same(s->g, before);
			game_free(before);
			continue;
		}
		struct game *after = game_clone(s->g);
		assert_int_equal(run(s, "undo"), 0);
		assert_same(s->g, before);
		/* Again, to go on from the command's result. */
		assert_int_equal(run(s, lines[i]), 0);
		assert_same(s->g, after);
		game_free(before);
		game_free(after);
	}
	assert_true(refused == 0);
	/* Back to the start through the whole log. */
	size_t n = game_undo_groups(s->g);
	assert_true(n > 10);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(run(s, "undo"), 0);
	assert_int_equal(s->g->nunits, 0);
	assert_int_equal(s->g->nterrain, 0);
	assert_int_equal(s->g->bound, 1);
	assert_int_equal(run(s, "undo"), -1); /* nothing left */
	session_free(s);
}

/* What undo keeps grows with what changed, not with the roster: a
 * `unit set` on one unit of 2,000 costs tens of bytes. */
static void
test_undo_memory_follows_changes(void **state)
{
	(void)state;
	struct session *s = new_session();
	char line[160];
	for (int i = 0; i < 2000; i++) {
		snprintf(line, sizeof line,
			 "unit add U%d side=%s arm=infantry figures=24", i,
			 i % 2 ? "French" : "Allied");
		assert_int_equal(run(s, line), 0);
	}
	size_t b0 = game_undo_bytes(s->g);
	assert_int_equal(run(s, "unit set U1500 figures=20"), 0);
	size_t per = game_undo_bytes(s->g) - b0;
	assert_true(per < 512);
	/* bound next may change every unit: it keeps only what did. */
	b0 = game_undo_bytes(s->g);
	assert_int_equal(run(s, "bound next"), 0);
	assert_true(game_undo_bytes(s->g) - b0 < 2000 * 64);
	session_free(s);
}

/* The name index finds every unit after removals and undo, and the first
 * of equal names as a walk of the roster would. */
static void
test_name_index(void **state)
{
	(void)state;
	struct session *s = new_session();
	char line[160];
	for (int i = 0; i < 300; i++) {
		snprintf(line, sizeof line,
			 "unit add N%d side=Allied arm=infantry figures=10", i);
		assert_int_equal(run(s, line), 0);
	}
	assert_int_equal(run(s, "unit remove N100"), 0);
	assert_null(game_unit_c(s->g, "N100"));
	assert_int_equal(game_unit_index(s->g, "N101"), 100);
	assert_int_equal(run(s, "undo"), 0);
	assert_int_equal(game_unit_index(s->g, "N100"), 100);
	assert_int_equal(game_unit_index(s->g, "N299"), 299);
	assert_int_equal(run(s, "undo"), 0); /* the last add */
	assert_null(game_unit_c(s->g, "N299"));
	assert_int_equal(game_unit_index(s->g, "nobody"), -1);
	/* Duplicates only arise outside the commands: first one wins. */
	struct unit *u = game_add_unit(s->g);
	snprintf(u->name, sizeof u->name, "N5");
	assert_int_equal(game_unit_index(s->g, "N5"), 5);
	session_free(s);
}

/* The grid's answer is every placed unit whose box meets the query, in
 * roster order, as a walk of all units finds them. */
static void
test_space_matches_walk(void **state)
{
	(void)state;
	struct session *s = new_session();
	char line[200];
	unsigned x = 12345;
	for (int i = 0; i < 400; i++) {
		x = x * 1103515245u + 12345u;
		snprintf(line, sizeof line,
			 "unit add P%d side=Allied arm=infantry figures=20 "
			 "formation=line x=%u y=%u facing=%u width=10 depth=2",
			 i, (x >> 8) % 500, (x >> 16) % 300, (x >> 4) % 360);
		if (i % 7 == 0) /* some off the map */
			snprintf(line, sizeof line,
				 "unit add P%d side=Allied arm=infantry "
				 "figures=20",
				 i);
		assert_int_equal(run(s, line), 0);
	}
	size_t *out = malloc(400 * sizeof *out);
	for (int q = 0; q < 50; q++) {
		if (q == 25) /* moved units are measured again */
			assert_int_equal(run(s, "unit set P1 x=250 y=150"), 0);
		struct geom_box box = {q * 9.0, q * 5.0, q * 9.0 + 40,
				       q * 5.0 + 30};
		size_t n = game_units_in_box(s->g, box, out, 400);
		size_t k = 0;
		for (size_t i = 0; i < s->g->nunits; i++) {
			struct footprint fp;
			if (unit_footprint(s->g, &s->g->units[i], &fp) < 0)
				continue;
			struct geom_box b = footprint_box(&fp);
			if (b.max_x < box.min_x || b.min_x > box.max_x ||
			    b.max_y < box.min_y || b.min_y > box.max_y)
				continue;
			assert_true(k < n);
			assert_int_equal(out[k], i);
			k++;
		}
		assert_int_equal(k, n);
	}
	free(out);
	session_free(s);
}

/* 3d6 by convolution: the counts of every total (1, 3, 6, 10, 15, 21,
 * 25, 27, 27, 25, ...) and of ones (5^3 = 125 with none, 3*25 = 75 with
 * one, 3*5 = 15 with two, 1 with three). */
static void
test_dice_convolution(void **state)
{
	(void)state;
	struct dicespec d = {.n = 3, .faces = 6};
	struct dice_dist dd;
	dice_dist_make(&dd, &d, 1);
	static const double by_total[] = {1,  3,  6,  10, 15, 21, 25, 27,
					  27, 25, 21, 15, 10, 6,  3,  1};
	for (int t = 3; t <= 18; t++)
		assert_true(dice_dist_total(&dd, t) == by_total[t - 3]);
	assert_true(dice_dist_face(&dd, 0) == 125);
	assert_true(dice_dist_face(&dd, 1) == 75);
	assert_true(dice_dist_face(&dd, 2) == 15);
	assert_true(dice_dist_face(&dd, 3) == 1);
	/* total 4 is 1+1+2 in three orders: always two ones */
	assert_true(dice_dist_count(&dd, 4, 2) == 3);
	assert_true(dice_dist_count(&dd, 4, 1) == 0);
	assert_true(dd.combos == 216);
	dice_dist_free(&dd);
	/* 8d100 at once: 10^16 results, counted, not enumerated. */
	d = (struct dicespec){.n = 8, .faces = 100};
	dice_dist_make(&dd, &d, 1);
	assert_true(dice_dist_total(&dd, 8) == 1);
	assert_true(dice_dist_total(&dd, 800) == 1);
	assert_true(dice_dist_total(&dd, 9) == 8);
	dice_dist_free(&dd);
	/* A total alone tells the ones only when every split agrees. */
	struct roll r = {.n = 0, .total = 4};
	d = (struct dicespec){.n = 3, .faces = 6};
	assert_int_equal(roll_count_face(&r, &d, 1), 2);
	r.total = 10;
	assert_int_equal(roll_count_face(&r, &d, 1), -1);
	r.total = 18;
	assert_int_equal(roll_count_face(&r, &d, 1), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_undo_puts_back_each_command),
	    cmocka_unit_test(test_undo_memory_follows_changes),
	    cmocka_unit_test(test_name_index),
	    cmocka_unit_test(test_space_matches_walk),
	    cmocka_unit_test(test_dice_convolution),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
