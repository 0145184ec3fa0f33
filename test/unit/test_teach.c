/* test_teach.c - the rulesets' words (teach.c descriptor data): every
 * check and factor key the goldens print has its own paraphrase; results
 * read as sentences with states spelled out once; and "did you mean". */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/teach.h"
#include "umpire/util.h"

/* Every key=K of CHECK, FACTOR and ASK records in the .out files of
 * test/golden/DIR has a teaching text in the ruleset's descriptor. */
static void
keys_covered(const char *ruleset, const char *dir)
{
	struct game g;
	memset(&g, 0, sizeof g);
	g.rs = ruleset_find(ruleset);
	assert_non_null(g.rs);
	char path[512];
	snprintf(path, sizeof path, "test/golden/%s", dir);
	DIR *d = opendir(path);
	assert_non_null(d);
	size_t checked = 0;
	for (struct dirent *e = readdir(d); e; e = readdir(d)) {
		size_t l = strlen(e->d_name);
		if (l < 5 || strcmp(e->d_name + l - 4, ".out") != 0)
			continue;
		snprintf(path, sizeof path, "test/golden/%s/%s", dir,
			 e->d_name);
		FILE *f = fopen(path, "r");
		assert_non_null(f);
		char line[4096];
		while (fgets(line, sizeof line, f)) {
			if (strncmp(line, "CHECK ", 6) != 0 &&
			    strncmp(line, "FACTOR ", 7) != 0 &&
			    strncmp(line, "ASK ", 4) != 0)
				continue;
			char *k = strstr(line, " key=");
			if (k == NULL)
				continue;
			k += 5;
			k[strcspn(k, " \n")] = '\0';
			const char *sec = NULL;
			if (teach_key_text(&g, k, &sec) == NULL || sec == NULL)
				fail_msg("%s: no teaching text for key %s (%s)",
					 ruleset, k, path);
			checked++;
		}
		fclose(f);
	}
	closedir(d);
	assert_true(checked > 10);
}

static void
test_teach_every_key(void **state)
{
	(void)state;
	keys_covered("belle-alliance", "ba-fire");
	keys_covered("belle-alliance", "ba-melee");
	keys_covered("grande-tactique", "gt");
	keys_covered("activation", "activation");
}

static char *
words(struct game *g, const char *rec, unsigned *seen)
{
	struct strbuf sb;
	sb_init(&sb);
	assert_true(result_words(g, rec, seen, &sb));
	return sb_steal(&sb);
}

/* Belle Alliance: 36 - 4 = 32 figures, LD spelled out the first time
 * (5.2), then only named; MD with its consequence (3.1.1, 4.1.1). */
static void
test_result_words(void **state)
{
	(void)state;
	struct game g;
	memset(&g, 0, sizeof g);
	g.rs = ruleset_find("belle-alliance");
	unsigned seen = 0;
	char *w = words(&g,
			"RESULT kind=fire target=Bn45 loss=4 moral=MD state=MD "
			"figures=32 provisional=yes",
			&seen);
	assert_string_equal(
	    w, "Bn45 loses 4 figures (36 \u2192 32) and falls into Medium "
	       "Disorder: it may not fire or attack until rallied, and "
	       "defends in melee at -4 (3.1.1, 4.1.1). (provisional: a table "
	       "value in use is not verified)");
	free(w);
	w = words(&g,
		  "RESULT kind=fire target=L54 loss=1 moral=- state=MD "
		  "figures=31",
		  &seen);
	assert_string_equal(w, "L54 loses 1 figure (32 \u2192 31) and is "
			       "still MD.");
	free(w);
	/* Not a result: nothing. */
	struct strbuf sb;
	sb_init(&sb);
	assert_false(result_words(&g, "FIRE firer=A target=B", &seen, &sb));
	sb_free(&sb);
	/* Grande Tactique: no loss, a state that changed. */
	g.rs = ruleset_find("grande-tactique");
	seen = 0;
	w = words(&g,
		  "RESULT kind=fire unit=Foy loss=0 moral=shaken "
		  "state=shaken figures=1",
		  &seen);
	assert_true(strncmp(w, "Foy becomes shaken: it fires at -1", 34) == 0);
	free(w);
}

/* Edit distance with adjacent swaps, case ignored; the limit. */
static void
test_suggest(void **state)
{
	(void)state;
	assert_int_equal(suggest_distance("Frnech", "French", 2), 1);
	assert_int_equal(suggest_distance("f27", "F27", 2), 0);
	assert_int_equal(suggest_distance("valor", "valour", 2), 1);
	assert_int_equal(suggest_distance("colour", "valour", 1), 2);
	assert_string_equal(suggest_in("rnge", "range arc los"),
			    " (did you mean range?)");
	assert_string_equal(suggest_in("zzz", "range arc los"), "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_teach_every_key),
	    cmocka_unit_test(test_result_words),
	    cmocka_unit_test(test_suggest),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
