/* test_reportlog.c - the report's log kept while the game runs
 * (src/core/reportlog.c): `report` from it is byte for byte the report
 * made by replaying the journal (UMPIRE_REPORT_REPLAY=1), after undo, a
 * refused `bound next`, a reopened game file; after an amendment the log
 * is not used (the report replays). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/core/reportlog.h"
#include "umpire/session.h"
#include "umpire/util.h"

static void
run(struct session *s, const char *line, bool must)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	if (must && r < 0)
		fail_msg("%s: %s", line, err);
	free(err);
	out_free(&o);
}

/* The report's text (`report format=F`), from the log or replayed. */
static char *
report_text(struct session *s, const char *format, bool replay)
{
	if (replay)
		setenv("UMPIRE_REPORT_REPLAY", "1", 1);
	else
		unsetenv("UMPIRE_REPORT_REPLAY");
	char line[64];
	snprintf(line, sizeof line, "report format=%s", format);
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_exec(s, line, &o, &err) < 0)
		fail_msg("%s: %s", line, err);
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (size_t i = 0; i < o.n; i++)
		sb_addf(&sb, "%s\n", o.lines[i].text);
	out_free(&o);
	unsetenv("UMPIRE_REPORT_REPLAY");
	return sb_steal(&sb);
}

static void
assert_same_reports(struct session *s)
{
	static const char *const formats[] = {"md", "html"};
	for (size_t f = 0; f < 2; f++) {
		char *logged = report_text(s, formats[f], false);
		char *replayed = report_text(s, formats[f], true);
		assert_string_equal(logged, replayed);
		free(logged);
		free(replayed);
	}
}

/* Long lines split in two literals. */
// NOLINTBEGIN(bugprone-suspicious-missing-comma)
static const char *const game[] = {
    "unit add A side=Allied arm=infantry figures=24 formation=line x=0 "
    "y=0 facing=0",
    "unit add B side=French arm=infantry figures=24 formation=line x=0 "
    "y=26 facing=180",
    "unit add C side=Allied arm=infantry figures=24 formation=line x=12 "
    "y=0 facing=0",
    "terrain add Wood kind=wood points=\"30,30;40,30;40,40\"",
    "fire A at B dice=4,4,5",
    "resolve",
    "bound next",
    "unit move C forward=4",
    "fire C at B dice=6,6,6",
    "resolve",
    "unit set A label=\"the <first>\"",
    "bound next",
    "fire A at B dice=1,1,1",
    "resolve",
    NULL,
};
// NOLINTEND(bugprone-suspicious-missing-comma)

static struct session *
play(void)
{
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	for (size_t i = 0; game[i]; i++)
		run(s, game[i], true);
	return s;
}

static void
test_log_is_the_replay(void **state)
{
	(void)state;
	struct session *s = play();
	const struct report_log *rl = report_log_of(s);
	assert_non_null(rl);		   /* the report reads the log */
	assert_int_equal(rl->nsnaps, 2);   /* two bounds ended */
	assert_int_equal(rl->nrulings, 4); /* three FIRE, one RESULT */
	assert_same_reports(s);
	session_free(s);
}

static void
test_log_after_undo_and_refused_lines(void **state)
{
	(void)state;
	struct session *s = play();
	run(s, "undo", true);	    /* the last resolve */
	run(s, "undo", true);	    /* its fire */
	run(s, "undo", true);	    /* the second bound next */
	assert_same_reports(s);	    /* the undone ruling is not in the log */
	run(s, "bound nxt", false); /* refused: nothing journaled */
	run(s, "fire A at B dice=2,2,2", true);
	run(s, "bound next", false); /* refused: the fire waits */
	assert_same_reports(s);	     /* no map for it */
	run(s, "resolve", true);
	run(s, "unit set B figures=20", true);
	run(s, "bound next", true);
	assert_non_null(report_log_of(s));
	assert_int_equal(report_log_of(s)->nsnaps, 2);
	assert_same_reports(s);
	session_free(s);
}

static void
test_log_of_a_reopened_game(void **state)
{
	(void)state;
	char path[] = "/tmp/umpire-test-reportlog-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	struct session *s = play();
	char *err = NULL;
	assert_int_equal(session_save(s, path, &err), 0);
	char *before = report_text(s, "html", false);
	session_free(s);
	struct session_opts so = {.seed = 1};
	s = session_new(&so, &err);
	struct out o;
	out_init(&o);
	if (session_open(s, path, &o, &err) < 0)
		fail_msg("%s", err);
	out_free(&o);
	assert_non_null(report_log_of(s)); /* made while the file replayed */
	char *after = report_text(s, "html", false);
	assert_string_equal(before, after);
	free(before);
	free(after);
	assert_same_reports(s);
	session_free(s);
	unlink(path);
}

static void
test_amended_game_replays(void **state)
{
	(void)state;
	struct session *s = play();
	run(s, "amend 5 fire A at B dice=6,6,6", true);
	assert_null(report_log_of(s)); /* lines made anew: not proven */
	char *md = report_text(s, "md", false);
	assert_non_null(strstr(md, "dice 6,6,6"));
	free(md);
	assert_same_reports(s);
	run(s, "undo", true); /* the amendment: the log holds again */
	assert_non_null(report_log_of(s));
	assert_same_reports(s);
	session_free(s);
}

/* Lines of fire and melee in bound b's data of an html report (the page's
 * script draws them): the rulings of its "r", one a line, that draw a line
 * ([phase, tag, who, whom, details, provisional, melee, from x y, to x y]:
 * 11 numbers); the first such into first. */
static size_t
map_lines(const char *html, int b, char *first, size_t size)
{
	char tag[64];
	snprintf(tag, sizeof tag, "class=\"bound-data\">{\"b\":%d,", b);
	const char *data = strstr(html, tag);
	assert_non_null(data);
	const char *end = strstr(data, "</script>");
	const char *r = strstr(data, "\n\"r\":[");
	assert_non_null(end);
	assert_true(r != NULL && r < end);
	size_t n = 0;
	for (const char *l = r; (l = strstr(l, "\n[")) && l < end; l++) {
		size_t len = strcspn(l + 1, "\n");
		size_t commas = 0;
		for (size_t i = 0; i < len; i++)
			commas += l[1 + i] == ',';
		/* "[...]," or the last "[...]]}</script>" */
		if (l[1 + len - 1] == ',')
			commas--;
		if (commas != 10)
			continue;
		if (n++ == 0 && first)
			snprintf(first, size, "%.*s", (int)len, l + 1);
	}
	return n;
}

/* The map of a bound shows each ruling's line where the units stood when
 * it was made: measured when the report asks, from the undo log (B has
 * moved since), as a replay measures it at the ruling. */
static void
test_map_shows_each_ruling_line(void **state)
{
	(void)state;
	struct session *s = play();
	run(s, "unit move B forward=4", true); /* B: y 26 -> 22 */
	const struct report_log *rl = report_log_of(s);
	assert_non_null(rl);
	size_t later = 0;
	for (size_t i = 0; i < rl->nrulings; i++)
		later += rl->rulings[i].later;
	assert_int_equal(later, 3); /* three FIRE, not measured yet */
	char *html = report_text(s, "html", false);
	for (size_t i = 0; i < rl->nrulings; i++)
		assert_false(rl->rulings[i].later);
	/* Bound 1: A at B; bound 2: C at B; bound 3: A at B again. */
	char first[512];
	assert_int_equal(map_lines(html, 1, first, sizeof first), 1);
	/* A's front centre (0,0) straight ahead to B's front at y 26, not to
	 * where B stands now (y 22): a fire (melee 0), table x y. */
	assert_non_null(strstr(first, ",0,0,0,0,26]"));
	assert_int_equal(map_lines(html, 2, NULL, 0), 1);
	assert_int_equal(map_lines(html, 3, first, sizeof first), 1);
	assert_non_null(strstr(first, ",26]")); /* to y 26 again */
	free(html);
	assert_same_reports(s);
	session_free(s);
}

/* Tables changed since a ruling (a journal's tables block): the undo
 * log does not put back the tables its units were measured with, so the
 * report replays the game instead of measuring from it. */
static void
test_tables_change_replays_the_lines(void **state)
{
	(void)state;
	struct session *s = play();
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_change_tables(s, NULL, &o, &err) < 0)
		fail_msg("tables: %s", err);
	out_free(&o);
	run(s, "unit set A label=after", true); /* the log takes the block */
	char *html = report_text(s, "html", false);
	free(html);
	const struct report_log *rl = report_log_of(s);
	assert_non_null(rl);
	assert_true(rl->rulings[0].later); /* not measured: replayed */
	assert_same_reports(s);
	session_free(s);
}

/* The session's log measures again, at the end of a bound, only the units
 * its lines wrote (their undo groups), where a replay's log compares every
 * unit's bytes: the two give the same rosters, through label-only
 * changes, a removal, a unit added, undo across lines and bounds, and a
 * `game` setting. */
static void
test_written_units_are_the_changed_ones(void **state)
{
	(void)state;
	struct session *s = play();
	// NOLINTBEGIN(bugprone-suspicious-missing-comma): long lines split
	static const char *const more[] = {
	    "unit set B label=\"a note\"",
	    "bound next",
	    "unit set C label=again",
	    "unit move C forward=2",
	    "bound next",
	    "unit add D side=French arm=cavalry figures=12 formation=line "
	    "x=30 y=10 facing=90",
	    "unit remove A",
	    "bound next",
	    "unit set B figures=18",
	    "unit move B forward=1",
	    "bound next",
	    NULL,
	};
	// NOLINTEND(bugprone-suspicious-missing-comma)
	for (size_t i = 0; more[i]; i++)
		run(s, more[i], true);
	const struct report_log *rl = report_log_of(s);
	assert_non_null(rl);
	assert_int_equal(rl->nsnaps, 6);
	/* Only B changed in the last bound: its snapshot holds B alone. */
	assert_int_equal(rl->snaps[5].n, 1);
	assert_same_reports(s);
	run(s, "undo", true); /* the last bound next */
	run(s, "undo", true); /* B's move */
	run(s, "bound next", true);
	assert_same_reports(s);
	for (int i = 0; i < 4; i++) /* back across a bound's end */
		run(s, "undo", true);
	run(s, "unit move C back=3", true);
	run(s, "bound next", true);
	assert_same_reports(s);
	run(s, "game rounding=down", true);
	run(s, "bound next", true);
	assert_same_reports(s);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_log_is_the_replay),
	    cmocka_unit_test(test_log_after_undo_and_refused_lines),
	    cmocka_unit_test(test_log_of_a_reopened_game),
	    cmocka_unit_test(test_amended_game_replays),
	    cmocka_unit_test(test_map_shows_each_ruling_line),
	    cmocka_unit_test(test_tables_change_replays_the_lines),
	    cmocka_unit_test(test_written_units_are_the_changed_ones),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
