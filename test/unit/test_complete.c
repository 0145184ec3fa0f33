/* test_complete.c - completion of the values of every command: a
 * ruleset's own commands (Grande Tactique's firing, pip, deshake, flee,
 * victory; Belle Alliance's advance) complete their operands, choices and
 * keys from their usage (umpire/complete.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "umpire/complete.h"
#include "umpire/session.h"

static struct session *
game_of(const char *ruleset)
{
	struct session_opts o = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	char line[64];
	snprintf(line, sizeof line, "ruleset %s", ruleset);
	const char *const lines[] = {
	    line, "unit add Foy side=French arm=infantry figures=1",
	    "unit add Pack side=British arm=infantry figures=1", NULL};
	for (size_t i = 0; lines[i]; i++) {
		struct out out;
		out_init(&out);
		if (session_exec(s, lines[i], &out, &err) < 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&out);
	}
	return s;
}

/* The candidates for line (the cursor at its end), space-separated. */
static char *
cands(struct session *s, const char *line)
{
	struct completion c;
	complete_line(s, line, strlen(line), &c);
	static char buf[512];
	buf[0] = '\0';
	for (size_t i = 0; i < c.n; i++)
		snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s",
			 i ? " " : "", c.cand[i]);
	completion_free(&c);
	return buf;
}

static void
test_gt_commands(void **state)
{
	(void)state;
	struct session *s = game_of("grande-tactique");
	assert_string_equal(cands(s, "firing "), "Foy Pack");
	assert_string_equal(cands(s, "firing Foy "), "off on");
	assert_string_equal(cands(s, "pip Foy "),
			    "formation move pivot rally spike");
	assert_string_equal(cands(s, "pips "), "British French");
	assert_string_equal(cands(s, "deshake British "), "Foy= Pack=");
	assert_string_equal(cands(s, "flee Foy from="),
			    "from=artillery from=cavalry from=infantry");
	assert_string_equal(cands(s, "charge Foy vs P"), "Pack");
	/* Both forms of victory, its name not offered again. */
	assert_string_equal(cands(s, "victory "), "loser= sundown= winner=");
	assert_string_equal(cands(s, "victory loser="),
			    "loser=British loser=French");
	assert_string_equal(cands(s, "victory sundown="),
			    "sundown=no sundown=yes");
	/* What was completed before is as before. */
	assert_string_equal(cands(s, "game sequence="),
			    "sequence=enforced sequence=free");
	session_free(s);
}

static void
test_ba_advance(void **state)
{
	(void)state;
	struct session *s = game_of("belle-alliance");
	assert_string_equal(cands(s, "advance Foy "), "no yes");
	assert_string_equal(cands(s, "advance Foy yes "), "attack=");
	assert_string_equal(cands(s, "advance Foy yes attack="),
			    "attack=no attack=yes");
	assert_string_equal(cands(s, "fire Foy "), "at");
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_gt_commands),
	    cmocka_unit_test(test_ba_advance),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
