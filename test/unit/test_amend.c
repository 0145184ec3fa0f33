/* test_amend.c - `undo` of an amendment restores the game
 * exactly (game_same over units, terrain, declarations, settings, the
 * explanation), with its history; amend replays with the journaled dice. */
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

static struct session *
play(const char *const *lines)
{
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	for (size_t i = 0; lines[i]; i++) {
		struct out o;
		out_init(&o);
		int r = session_exec(s, lines[i], &o, &err);
		if (r < 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&o);
	}
	return s;
}

static int
exec(struct session *s, const char *line, struct out *o)
{
	char *err = NULL;
	out_clear(o);
	int r = session_exec(s, line, o, &err);
	free(err);
	return r;
}

static bool
has_line(const struct out *o, const char *text)
{
	for (size_t i = 0; i < o->n; i++)
		if (strcmp(o->lines[i].text, text) == 0)
			return true;
	return false;
}

static const char *const game[] = {
    "unit add A side=Allied arm=infantry figures=10 formation=line",
    "unit add B side=French arm=infantry figures=10 formation=line",
    "unit add C side=Allied arm=infantry figures=10 formation=line",
    "fire A at B range=15 dice=4,4,5",
    "resolve",
    "bound next", /* a fire phase is one moment (3.1.1) */
    "fire B at C range=15 dice=4,4,5",
    "resolve",
    NULL,
};

/* Table 12 (provisional): 13 -> 1, LD. A at B 4,4,5 = 13: B LD, 9. Next
 * bound (a fire phase is one moment, 3.1.1), B (LD:
 * -2/-1) at C: 11 -> 0.75 -> 1, no moral: C ok, 9. Amended to 2,2,2 = 6:
 * 0.25 -> 0, B ok 10; B at C 13 -> 1, LD. */
static void
test_undo_of_amend_is_exact(void **state)
{
	(void)state;
	struct session *s = play(game);
	struct game *before = game_clone(s->g);
	const char *const *l;
	size_t n = session_lines(s, &l);
	char *last = um_xstrdup(l[n - 1]);
	struct out o;
	out_init(&o);
	assert_int_equal(
	    exec(s, "amend 4 fire A at B range=15 dice=2,2,2 by=t at=x", &o),
	    0);
	assert_true(
	    has_line(&o, "CHANGED unit=B key=state before=LD after=ok"));
	assert_true(
	    has_line(&o, "CHANGED unit=C key=state before=ok after=LD"));
	assert_string_equal(game_unit_c(s->g, "B")->name, "B");
	assert_int_equal(game_unit_c(s->g, "B")->figures, 10);
	assert_int_equal(game_unit_c(s->g, "C")->figures, 9);
	const char *what = NULL;
	assert_false(game_same(s->g, before, &what));
	assert_int_equal(session_lines(s, &l), n);
	assert_string_equal(l[3], "fire A at B range=15 dice=2,2,2");

	char *said = session_undo_preview(s, false);
	assert_string_equal(said, "undo: amend 4 (fire A at B), bound 2");
	free(said);
	assert_int_equal(exec(s, "undo", &o), 0);
	if (!game_same(s->g, before, &what))
		fail_msg("after undo of the amendment: %s differs", what);
	assert_int_equal(session_lines(s, &l), n);
	assert_string_equal(l[3], "fire A at B range=15 dice=4,4,5");
	assert_string_equal(l[n - 1], last);
	/* The undo log of the game as played is back too: undo on. */
	assert_int_equal(exec(s, "undo", &o), 0);
	assert_int_equal(game_unit_c(s->g, "C")->figures, 10);
	out_free(&o);
	free(last);
	game_free(before);
	session_free(s);
}

/* A refused amendment changes nothing at all. */
static void
test_refused_amend_changes_nothing(void **state)
{
	(void)state;
	struct session *s = play(game);
	struct game *before = game_clone(s->g);
	struct out o;
	out_init(&o);
	/* 6,6,5 = 17: MD; B may not fire (3.1.1): command 7 is invalid. */
	assert_int_equal(exec(s, "amend 4 fire A at B range=15 dice=6,6,5", &o),
			 -1);
	const char *want = "INVALID n=7 command=\"fire B at C";
	bool listed = false;
	for (size_t i = 0; i < o.n; i++)
		listed |= strncmp(o.lines[i].text, want, strlen(want)) == 0;
	assert_true(listed);
	const char *what = NULL;
	if (!game_same(s->g, before, &what))
		fail_msg("a refused amendment changed %s", what);
	assert_int_equal(exec(s, "undo", &o), 0);
	assert_int_equal(game_unit_c(s->g, "C")->figures, 10);
	out_free(&o);
	game_free(before);
	session_free(s);
}

/* A dry run says, as data, the line the amendment would journal: its
 * dice rolled in when the command leaves them out (the TUI's history
 * panel runs that line, so the amendment rules what the preview showed);
 * the game and the dice generator are as before. */
static void
test_dry_run_line(void **state)
{
	(void)state;
	struct session *s = play(game);
	struct game *before = game_clone(s->g);
	struct out o;
	out_init(&o);
	assert_int_equal(
	    exec(s, "amend 4 fire A at B range=15 dice=2,2,2 dry=yes", &o), 0);
	assert_non_null(o.dry_line);
	assert_string_equal(o.dry_line, "fire A at B range=15 dice=2,2,2");
	const char *what = NULL;
	if (!game_same(s->g, before, &what))
		fail_msg("a dry run changed %s", what);
	/* Without dice: they are rolled into the line. */
	assert_int_equal(exec(s, "amend 4 fire A at B range=15 dry=yes", &o),
			 0);
	assert_non_null(o.dry_line);
	assert_true(strncmp(o.dry_line, "fire A at B range=15 dice=", 26) == 0);
	char *first = um_xstrdup(o.dry_line);
	/* The generator was put back: the same dice again. */
	assert_int_equal(exec(s, "amend 4 fire A at B range=15 dry=yes", &o),
			 0);
	assert_string_equal(o.dry_line, first);
	free(first);
	/* Any other command leaves it unset. */
	assert_int_equal(exec(s, "units", &o), 0);
	assert_null(o.dry_line);
	out_free(&o);
	game_free(before);
	session_free(s);
}

/* Two amendments, undone newest first: the game as played, exactly; the
 * older one's kept game has no undo log (memory), so the undos after it
 * replay the journal: still the same games. */
static void
test_two_amendments_undone(void **state)
{
	(void)state;
	struct session *s = play(game);
	struct game *before = game_clone(s->g);
	struct out o;
	out_init(&o);
	assert_int_equal(exec(s, "amend 4 fire A at B range=15 dice=2,2,2", &o),
			 0);
	struct game *mid = game_clone(s->g);
	assert_int_equal(exec(s, "amend 7 fire B at C range=15 dice=1,1,1", &o),
			 0);
	/* 3 - 0 (B ok after the first amendment) = 3: loss 0, C untouched. */
	assert_int_equal(game_unit_c(s->g, "C")->figures, 10);
	const char *what = NULL;
	assert_int_equal(exec(s, "undo", &o), 0);
	if (!game_same(s->g, mid, &what))
		fail_msg("after the second undo: %s differs", what);
	assert_int_equal(exec(s, "undo", &o), 0);
	if (!game_same(s->g, before, &what))
		fail_msg("after the first undo: %s differs", what);
	/* Undo on past the amendments: resolve (C back to 10). */
	assert_int_equal(exec(s, "undo", &o), 0);
	assert_int_equal(game_unit_c(s->g, "C")->figures, 10);
	assert_int_equal(game_unit_c(s->g, "B")->figures, 9);
	out_free(&o);
	game_free(before);
	game_free(mid);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_undo_of_amend_is_exact),
	    cmocka_unit_test(test_refused_amend_changes_nothing),
	    cmocka_unit_test(test_two_amendments_undone),
	    cmocka_unit_test(test_dry_run_line),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
