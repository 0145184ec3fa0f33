/* test_qindex.c - the questions to the log (`why`, `losses`, `who fired
 * at`) answer from the session's index (src/core/qindex.c) exactly as
 * from a replay of the journal (UMPIRE_QUERY_REPLAY=1), over games with
 * fire, melee, a brigade's fire, undo, redo, a unit removed and added
 * again, a tables change, an amendment, in the three rulesets, and
 * after the game file is opened again (also --read-only). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/core/qindex.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* Every line the command printed, and its error, as one text. */
static char *
run(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s -> %d\n", line, r);
	for (size_t i = 0; i < o.n; i++)
		sb_addf(&sb, "%s\n", o.lines[i].text);
	if (err)
		sb_addf(&sb, "error: %s\n", err);
	free(err);
	out_free(&o);
	return sb_steal(&sb);
}

static void
play(struct session *s, const char *const *lines)
{
	for (size_t i = 0; lines[i]; i++) {
		struct out o;
		out_init(&o);
		char *err = NULL;
		if (session_exec(s, lines[i], &o, &err) < 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&o);
	}
}

static struct session *
fresh(void)
{
	struct session_opts so = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	return s;
}

/* The answer to q from the index and from the replay: the same text.
 * Adds the lines it had to *said. */
static void
same_answer(struct session *s, const char *q, size_t *said)
{
	unsetenv("UMPIRE_QUERY_REPLAY");
	char *a = run(s, q);
	setenv("UMPIRE_QUERY_REPLAY", "1", 1);
	char *b = run(s, q);
	unsetenv("UMPIRE_QUERY_REPLAY");
	assert_string_equal(a, b);
	for (const char *p = a; (p = strchr(p, '\n')) != NULL; p++)
		(*said)++;
	free(a);
	free(b);
}

/* The questions about every unit named and the losses of each side and
 * bound, from the index and from the replay. indexed: the index must
 * hold the game (else the questions replay). Returns how many lines the
 * answers had, so that a test sees they said something. */
static size_t
same_answers(struct session *s, const char *const *units, bool indexed)
{
	static const char *const forms[] = {"why %s",
					    "who fired at %s",
					    "who fired at %s bound=1",
					    "who fired at %s bound=2",
					    "losses unit=%s",
					    NULL};
	static const char *const plain[] = {"losses",
					    "losses bound=1",
					    "losses bound=2",
					    "losses side=French",
					    "losses side=Allied",
					    "losses side=British",
					    NULL};
	size_t n = 0;
	if (indexed)
		assert_non_null(qindex_ready(s));
	else
		assert_null(qindex_ready(s));
	for (size_t u = 0; units[u]; u++)
		for (size_t f = 0; forms[f]; f++) {
			char *q = um_xasprintf(forms[f], units[u]);
			same_answer(s, q, &n);
			free(q);
		}
	for (size_t f = 0; plain[f]; f++)
		same_answer(s, plain[f], &n);
	return n;
}

static bool
said(struct session *s, const char *q, const char *text)
{
	char *a = run(s, q);
	bool r = strstr(a, text) != NULL;
	free(a);
	return r;
}

static const char *const ba_units[] = {"A",  "B",  "T", "U", "V", "A1",
				       "A2", "A3", "W", "Z", NULL};

static const char *const ba_game[] = {
    "game phase_order=free",
    "unit add A side=Allied arm=infantry figures=10 formation=line",
    "unit add B side=Allied arm=infantry figures=10 formation=line",
    "unit add T side=French arm=infantry figures=10 formation=line",
    "unit add U side=French arm=infantry figures=10 formation=line",
    "fire A at T range=15 dice=4,4,5",
    "fire B at U range=15 dice=6,6,6",
    "resolve",
    "bound next",
    "fire A at U range=15 dice=3,3,3",
    "resolve",
    "unit add V side=French arm=cavalry figures=12 formation=line",
    "melee V vs B dice=4,4,4 ddice=3,3,3",
    "resolve",
    "bound next force=yes",
    "unit remove T",
    "unit add T side=French arm=infantry figures=7 formation=line",
    "fire A at T range=15 dice=5,5,5",
    "resolve",
    "unit add A1 side=French arm=infantry figures=24 formation=line "
    "x=0 y=0 facing=0 width=12 depth=2 brigade=B1",
    "unit add A2 side=French arm=infantry figures=24 formation=line "
    "x=20 y=0 facing=0 width=12 depth=2 brigade=B1",
    "unit add A3 side=French arm=infantry figures=24 formation=line "
    "x=40 y=0 facing=0 width=12 depth=2 brigade=B1",
    "unit add W side=Allied arm=infantry figures=36 formation=line x=30 "
    "y=20 facing=180 width=90 depth=2",
    "bound next",
    "fire B1 at W A1.dice=3,4,5 A2.dice=2,2,6 A3.dice=6,5,1",
    "resolve",
    "unit set U figures=9 label=worn",
    NULL};

static void
test_ba_game(void **state)
{
	(void)state;
	struct session *s = fresh();
	play(s, ba_game);
	assert_true(said(s, "why W", "fired=") == false);
	assert_true(said(s, "who fired at W", "FIRED n=26"));
	assert_true(said(s, "why T", "changed=removed"));
	assert_true(same_answers(s, ba_units, true) > 100);
	/* Undo the last lines (the brigade's ruling among them), then redo
	 * and play on: the index follows. */
	free(run(s, "undo"));
	same_answers(s, ba_units, true);
	free(run(s, "undo ruling"));
	same_answers(s, ba_units, true);
	free(run(s, "redo"));
	same_answers(s, ba_units, true);
	static const char *const more[] = {"fire A at U range=15 dice=2,2,2",
					   "resolve", NULL};
	play(s, more);
	same_answers(s, ba_units, true);
	/* A tables change is a line of its own (a tables block). */
	static const char *const tables[] = {
	    "tables load data/belle-alliance", "bound next force=yes",
	    "fire A at V range=15 dice=6,5,4", "resolve", NULL};
	play(s, tables);
	assert_true(said(s, "history", "command=\"tables change\""));
	same_answers(s, ba_units, true);
	session_free(s);
}

/* An amendment changes the lines from the amended one on: the index
 * takes them as the amendment runs them. A dry or refused one, and the
 * undo of the newest, put the index's lines from before it back; after
 * the undo of an older one the index is short of the history and the
 * questions replay, with the same answers. */
static void
test_ba_amend(void **state)
{
	(void)state;
	struct session *s = fresh();
	play(s, ba_game);
	char *a = run(s, "amend 6 fire A at T range=15 dice=6,6,6");
	assert_non_null(strstr(a, "-> 0"));
	free(a);
	assert_true(said(s, "why T", "figures: 10 -> 8"));
	same_answers(s, ba_units, true);
	a = run(s, "amend 12 drop=13,14");
	assert_non_null(strstr(a, "-> 0"));
	free(a);
	same_answers(s, ba_units, true);
	static const char *const more[] = {"unit set A figures=3", NULL};
	play(s, more);
	same_answers(s, ba_units, true);
	free(run(s, "undo"));
	free(run(s, "undo")); /* the index's lines from before it are back */
	assert_true(said(s, "why V", "WHY n=14 unit=V"));
	same_answers(s, ba_units, true);
	free(run(s, "undo")); /* the first: an older amendment's undo replays */
	assert_true(said(s, "why T", "figures: 10 -> 9"));
	same_answers(s, ba_units, false);
	session_free(s);
	s = fresh();
	play(s, ba_game);
	a = run(s, "amend 6 fire A at T range=15 dice=6,6,6 dry=yes");
	assert_non_null(strstr(a, "dry run"));
	free(a);
	same_answers(s, ba_units, true);
	a = run(s, "amend 6 fire Z at T range=15 dice=6,6,6");
	assert_non_null(strstr(a, "-> -1"));
	free(a);
	same_answers(s, ba_units, true);
	session_free(s);
}

/* The game file opened again, in play and --read-only: the index is
 * made as the file replays. */
static void
test_reopen(void **state)
{
	(void)state;
	char path[] = "/tmp/umpire-qindex-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	struct session *s = fresh();
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_open(s, path, &o, &err), 0);
	play(s, ba_game);
	free(run(s, "undo"));
	free(run(s, "amend 6 fire A at T range=15 dice=6,6,6"));
	static const char *const more[] = {
	    "tables load data/belle-alliance", "bound next force=yes",
	    "melee A vs V dice=6,6,6 ddice=1,1,1", "resolve", NULL};
	play(s, more);
	size_t n = same_answers(s, ba_units, true);
	session_free(s);
	for (int ro = 0; ro < 2; ro++) {
		s = fresh();
		struct session_open_opts oo = {.read_only = ro};
		assert_int_equal(session_open_with(s, path, &oo, &o, &err), 0);
		assert_int_equal(same_answers(s, ba_units, true), n);
		session_free(s);
	}
	out_free(&o);
	unlink(path);
}

/* Undo one line at a time back to the start: at each step the index,
 * taken back by what the undone line noted (a unit removed and added
 * again, a brigade's fire, a melee among them), answers as the replay. */
static void
test_undo_each(void **state)
{
	(void)state;
	struct session *s = fresh();
	play(s, ba_game);
	size_t lines = 0;
	while (said(s, "history", "HIST n=")) {
		lines += same_answers(s, ba_units, true);
		free(run(s, "undo"));
	}
	assert_true(lines > 1000);
	/* Played again from nothing: the same answers as the first time. */
	play(s, ba_game);
	assert_true(said(s, "why T", "changed=removed"));
	same_answers(s, ba_units, true);
	session_free(s);
}

/* A game file with amendments (folded when it opens), then an amendment
 * and its undo, and undo on past the amended line: at each step the
 * questions answer as the replay, from the index while it holds. */
static void
test_amend_undo_file(void **state)
{
	(void)state;
	char path[] = "/tmp/umpire-qindex-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	struct session *s = fresh();
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_open(s, path, &o, &err), 0);
	play(s, ba_game);
	static const char *const amends[] = {
	    "amend 6 fire A at T range=15 dice=6,6,6",
	    "amend 20 unit add A1 side=French arm=infantry figures=20 "
	    "formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=B1",
	    "unit set U figures=8", NULL};
	play(s, amends);
	size_t n = same_answers(s, ba_units, true);
	session_free(s);
	s = fresh();
	assert_int_equal(session_open(s, path, &o, &err), 0);
	assert_int_equal(same_answers(s, ba_units, true), n);
	assert_true(said(s, "why T", "figures: 10 -> 8"));
	char *a = run(s, "amend 17 unit add T side=French arm=infantry "
			 "figures=5 formation=line");
	assert_non_null(strstr(a, "-> 0"));
	free(a);
	assert_true(said(s, "why T", "figures: 10 -> 8"));
	same_answers(s, ba_units, true);
	free(run(s, "undo")); /* the amendment: the index as before it */
	same_answers(s, ba_units, true);
	free(run(s, "undo"));
	free(run(s, "unit set U label=again"));
	same_answers(s, ba_units, true);
	session_free(s);
	out_free(&o);
	unlink(path);
}

static void
test_gt(void **state)
{
	(void)state;
	static const char *const game[] = {
	    "ruleset grande-tactique",
	    "game sequence=free",
	    "unit add A side=French arm=infantry figures=1 firing=yes",
	    "unit add B side=British arm=infantry figures=1",
	    "fire A at B roll=4 troll=2 tmroll=6",
	    "resolve",
	    "fire A at B roll=3 troll=4 tmroll=1",
	    "resolve",
	    NULL};
	static const char *const units[] = {"A", "B", NULL};
	struct session *s = fresh();
	play(s, game);
	assert_true(said(s, "who fired at B", "what=SHOT"));
	assert_true(same_answers(s, units, true) > 10);
	session_free(s);
}

/* Activation's UNIT record shows fired_at= in the bound it fired only:
 * `bound next` changes it though the unit's bytes do not change. */
static void
test_activation(void **state)
{
	(void)state;
	static const char *const game[] = {
	    "ruleset activation",
	    "unit add A1 side=French arm=infantry figures=24 formation=line "
	    "x=-20 y=0 facing=0 activated=yes",
	    "unit add A2 side=French arm=infantry figures=24 formation=line "
	    "x=0 y=0 facing=0 activated=yes",
	    "unit add T side=British arm=infantry figures=1 formation=line "
	    "x=0 y=20 facing=180",
	    "fire A1 at T roll=6",
	    "fire A2 at T roll=6",
	    "resolve",
	    "bound next force=yes",
	    NULL};
	static const char *const units[] = {"A1", "A2", "T", NULL};
	struct session *s = fresh();
	play(s, game);
	assert_true(said(s, "why A1", "fired_at: T -> -"));
	assert_true(same_answers(s, units, true) > 10);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_ba_game),
	    cmocka_unit_test(test_ba_amend),
	    cmocka_unit_test(test_reopen),
	    cmocka_unit_test(test_gt),
	    cmocka_unit_test(test_undo_each),
	    cmocka_unit_test(test_amend_undo_file),
	    cmocka_unit_test(test_activation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
