/* test_undo_explain.c - the undo log keeps each explanation line once
 * however many groups hold it (undo.c's line pool): undo back over
 * rulings that explain themselves in the same words, and in other words,
 * puts back the explanation of each step exactly (game_same). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/session.h"
#include "umpire/util.h"

static int
exec(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	free(err);
	out_free(&o);
	return r;
}

/* The same fire in three bounds (the explanation in much the same
 * words: B's figures are put back between), then another. */
static const char *const game[] = {
    "unit add A side=Allied arm=infantry figures=10 formation=line",
    "unit add B side=French arm=infantry figures=10 formation=line",
    "fire A at B range=15 dice=4,4,5",
    "resolve",
    "bound next",
    "unit set B figures=10 state=ok",
    "fire A at B range=15 dice=4,4,5",
    "resolve",
    "bound next",
    "unit set B figures=10 state=ok",
    "fire A at B range=15 dice=4,4,5",
    "resolve",
    "bound next",
    "fire A at B range=15 dice=1,1,2",
    "resolve",
    NULL,
};

static void
test_undo_puts_back_each_explanation(void **state)
{
	(void)state;
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	struct game *after[16];
	size_t n = 0;
	for (; game[n]; n++) {
		if (exec(s, game[n]) != 0)
			fail_msg("%s refused", game[n]);
		after[n] = game_clone(s->g);
	}
	/* Rulings explained: most lines alike three times, then others. */
	assert_true(after[3]->nexplain > 5);
	size_t alike = 0;
	for (size_t i = 0; i < after[7]->nexplain; i++)
		for (size_t j = 0; j < after[3]->nexplain; j++)
			if (strcmp(after[7]->explain[i],
				   after[3]->explain[j]) == 0) {
				alike++;
				break;
			}
	assert_true(alike > after[7]->nexplain / 2);
	bool differs = after[14]->nexplain != after[11]->nexplain;
	for (size_t i = 0; !differs && i < after[11]->nexplain; i++)
		differs = strcmp(after[14]->explain[i], after[11]->explain[i]);
	assert_true(differs);
	for (size_t k = n - 1; k > 0; k--) {
		assert_int_equal(exec(s, "undo"), 0);
		const char *what = NULL;
		if (!game_same(s->g, after[k - 1], &what))
			fail_msg("undo of \"%s\": %s differs", game[k], what);
	}
	/* Redo takes every line again: the last explanation is back. */
	for (size_t k = 1; k < n; k++)
		assert_int_equal(exec(s, "redo"), 0);
	const char *what = NULL;
	if (!game_same(s->g, after[n - 1], &what))
		fail_msg("after redo: %s differs", what);
	for (size_t k = 0; k < n; k++)
		game_free(after[k]);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_undo_puts_back_each_explanation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
