/* test_suggest.c - one "did you mean" engine (suggest.h): a typo in a
 * table's column, a setting, a key or a command gets the same answer
 * whichever list it is looked up in; and one join (util.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

static const char *const names[] = {"range", "target", "formation", "figures",
				    NULL};

/* The same word, the same candidates: the same suggestion from a list of
 * names (tables, settings) as from a spaced list (keys of a command). */
static void
test_one_engine(void **state)
{
	(void)state;
	const char *words[] = {"rnage", "targte", "formaton", "figurs",
			       "rng",	"xyz",	  "Range",    "figs"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
		const char *a = um_suggest(words[i], names);
		const char *b = suggest_in(words[i], "range target formation "
						     "figures");
		if (a == NULL) {
			assert_string_equal(b, "");
			assert_string_equal(um_did_you_mean(words[i], names),
					    "");
			continue;
		}
		char want[64];
		snprintf(want, sizeof want, " (did you mean %s?)", a);
		assert_string_equal(b, want);
	}
	/* Adjacent letters swapped cost one; case is ignored; a short word
	 * two edits away is too far. */
	assert_string_equal(um_suggest("rnage", names), "range");
	assert_string_equal(um_suggest("Range", names), "range");
	assert_null(um_suggest("rng", names));
	assert_string_equal(um_did_you_mean("formaton", names),
			    "; did you mean formation?");
}

static void
test_one_join(void **state)
{
	(void)state;
	char *all = um_join(names, "|");
	assert_string_equal(all, "range|target|formation|figures");
	assert_string_equal(names_join(names, "|"), all);
	free(all);
	const char *const none[] = {NULL};
	all = um_join(none, ",");
	assert_string_equal(all, "");
	free(all);
	/* A list longer than names_join's buffer ends at a whole name. */
	static char big[40][32];
	const char *many[41];
	for (int i = 0; i < 40; i++) {
		snprintf(big[i], sizeof big[i], "name-number-%02d", i);
		many[i] = big[i];
	}
	many[40] = NULL;
	const char *cut = names_join(many, ",");
	assert_true(strlen(cut) < 512);
	size_t n = strlen(cut);
	assert_true(n > 14 && cut[n - 3] == '-');
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_one_engine),
	    cmocka_unit_test(test_one_join),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
