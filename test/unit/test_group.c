/* test_group.c - named groups (docs/brigades.md): completion of
 * brigade names wherever a brigade may stand, and group add/remove undone
 * like any unit key. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/complete.h"
#include "umpire/session.h"

static struct session *
new_session(void)
{
	struct session_opts o = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
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

/* A session with A1, A2 in group 2Bde, A5 alone, enemy T. */
static struct session *
brigade_session(void)
{
	struct session *s = new_session();
	assert_int_equal(run(s, "unit add A1 side=French arm=infantry "
				"figures=20"),
			 0);
	assert_int_equal(run(s, "unit add A2 side=French arm=infantry "
				"figures=20"),
			 0);
	assert_int_equal(run(s, "unit add A5 side=French arm=infantry "
				"figures=20"),
			 0);
	assert_int_equal(run(s, "unit add T side=Allied arm=infantry "
				"figures=20"),
			 0);
	assert_int_equal(run(s, "group add 2Bde A1 A2"), 0);
	return s;
}

/* The candidates for line (cursor at its end), joined with spaces. */
static char *
candidates(struct session *s, const char *line)
{
	struct completion c;
	complete_line(s, line, strlen(line), &c);
	size_t len = 1;
	for (size_t i = 0; i < c.n; i++)
		len += strlen(c.cand[i]) + 1;
	char *buf = calloc(1, len);
	for (size_t i = 0; i < c.n; i++) {
		if (i)
			strcat(buf, " ");
		strcat(buf, c.cand[i]);
	}
	completion_free(&c);
	return buf;
}

static void
expect(struct session *s, const char *line, const char *want)
{
	char *got = candidates(s, line);
	if (strcmp(got, want) != 0)
		fail_msg("complete \"%s\": got \"%s\", want \"%s\"", line, got,
			 want);
	free(got);
}

static void
test_complete_brigades(void **state)
{
	(void)state;
	struct session *s = brigade_session();
	/* Where a unit may stand as the firer, a brigade may too. */
	expect(s, "fire 2", "2Bde");
	expect(s, "check fire 2", "2Bde");
	expect(s, "factors fire 2", "2Bde");
	expect(s, "cancel 2", "2Bde");
	expect(s, "fire 2Bde at ", "A1 A2 A5 T"); /* a target is a unit */
	expect(s, "scan ", "2Bde Allied French");
	/* unit move: a list of units and brigades, after the last comma. */
	expect(s, "unit move A5,2", "A5,2Bde");
	expect(s, "unit move A", "A1 A2 A5");
	expect(s, "unit set A1 brigade=", "brigade=2Bde");
	/* group: its subcommands, its names, then units. */
	expect(s, "group ", "add list remove");
	expect(s, "group remove ", "2Bde");
	expect(s, "group add 2Bde A", "A1 A2 A5");
	/* melee is by one unit: no brigade there. */
	expect(s, "melee 2", "");
	session_free(s);
}

static void
test_group_undo(void **state)
{
	(void)state;
	struct session *s = brigade_session();
	const struct game *g = s->g;
	/* A unit is in one group: A2 leaves 2Bde for 3Bde. */
	assert_int_equal(run(s, "group add 3Bde A2 A5"), 0);
	assert_string_equal(g->units[1].brigade, "3Bde");
	assert_string_equal(g->units[2].brigade, "3Bde");
	assert_int_equal(run(s, "undo"), 0);
	assert_string_equal(s->g->units[1].brigade, "2Bde");
	assert_string_equal(s->g->units[2].brigade, "");
	/* Refusals change nothing. */
	assert_int_equal(run(s, "group add A5 A1"), -1);      /* a unit */
	assert_int_equal(run(s, "group add 4Bde"), -1);	      /* empty */
	assert_int_equal(run(s, "group add 4Bde A1 A9"), -1); /* unknown */
	assert_int_equal(run(s, "group remove 2Bde A5"), -1); /* not in */
	assert_string_equal(s->g->units[0].brigade, "2Bde");
	assert_int_equal(run(s, "group remove 2Bde"), 0);
	assert_string_equal(s->g->units[0].brigade, "");
	assert_string_equal(s->g->units[1].brigade, "");
	assert_int_equal(run(s, "undo"), 0);
	assert_string_equal(s->g->units[0].brigade, "2Bde");
	assert_string_equal(s->g->units[1].brigade, "2Bde");
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_complete_brigades),
	    cmocka_unit_test(test_group_undo),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
