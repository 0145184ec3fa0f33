/* test_oob.c - orders of battle in and out (docs/scenarios.md): the CSV
 * reader (separators, quotes, byte-order mark, CRLF, comments), all or
 * nothing, men to figures, undo, the game file, and the spreadsheet-safe
 * cells of units export read back the same. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire/oob.h"
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

/* Import text; returns the result, *err (or NULL) to the caller. */
static int
import(struct session *s, const char *text, const char *ratio, char **err)
{
	struct oob_import_opts o = {.ratio = ratio};
	struct out out;
	out_init(&out);
	*err = NULL;
	int r = oob_import_text(s, "t.csv", text, strlen(text), &o, &out, err);
	out_free(&out);
	return r;
}

static void
test_separators_and_quotes(void **state)
{
	(void)state;
	struct session *s = new_session();
	char *err;
	/* BOM, ';', CRLF, a comment line, a blank row, quotes. */
	const char *t = "\xEF\xBB\xBF"
			"# a club roster\r\n"
			"Unit;Army;Type;Strength;Label\r\n"
			"A1;French;infantry;30;\"x; \"\"y\"\", z\"\r\n"
			"\r\n"
			"A2 ; French ; infantry ; 20 ;\r\n";
	assert_int_equal(import(s, t, NULL, &err), 0);
	assert_null(err);
	assert_int_equal(s->g->nunits, 2);
	assert_string_equal(game_unit_c(s->g, "A1")->label, "x; \"y\", z");
	assert_int_equal(game_unit_c(s->g, "A2")->figures, 20);
	/* TAB separated. */
	assert_int_equal(
	    import(s, "name\tside\tarm\tfigures\nT1\tAllied\tcavalry\t12\n",
		   NULL, &err),
	    0);
	assert_int_equal(game_unit_c(s->g, "T1")->arm, ARM_CAVALRY);
	session_free(s);
}

static void
test_all_or_nothing(void **state)
{
	(void)state;
	struct session *s = new_session();
	char *err;
	const char *t = "name,side,arm,figures\n"
			"A1,French,infantry,30\n"
			"A2,French,infantry,-4\n"
			"A3,French,infantry,30\n";
	assert_int_equal(import(s, t, NULL, &err), -1);
	assert_non_null(strstr(err, "row 3, column D (figures)"));
	free(err);
	assert_int_equal(s->g->nunits, 0);
	const char *const *lines;
	assert_int_equal(session_lines(s, &lines), 0);
	/* A batch whose second line fails takes back the first. */
	char line[] = "unit add B1 side=French arm=infantry figures=3";
	char *batch[] = {line, line};
	struct out o;
	out_init(&o);
	assert_int_equal(session_exec_batch(s, batch, 2, &o, &err), -1);
	free(err);
	out_free(&o);
	assert_int_equal(s->g->nunits, 0);
	assert_int_equal(session_lines(s, &lines), 0);
	session_free(s);
}

static void
test_men_and_undo(void **state)
{
	(void)state;
	struct session *s = new_session();
	char *err;
	/* 30 men at 20:1 = 1.5 -> 2; 29 -> 1.45 -> 1; 9 -> 0.45: refused. */
	const char *t =
	    "name,side,arm,men\nM1,F,infantry,30\nM2,F,infantry,29\n";
	assert_int_equal(import(s, t, NULL, &err), -1);
	assert_non_null(strstr(err, "ratio=MEN:FIGURE"));
	free(err);
	assert_int_equal(import(s, t, "20:1", &err), 0);
	assert_int_equal(game_unit_c(s->g, "M1")->figures, 2);
	assert_int_equal(game_unit_c(s->g, "M2")->figures, 1);
	assert_int_equal(
	    import(s, "name,side,arm,men\nM3,F,infantry,9\n", "20:1", &err),
	    -1);
	assert_non_null(strstr(err, "row 2, column D (men)"));
	free(err);
	/* Each unit is its own command: undo takes back the last. */
	assert_int_equal(run(s, "undo"), 0);
	assert_int_equal(s->g->nunits, 1);
	assert_non_null(game_unit_c(s->g, "M1"));
	session_free(s);
}

static void
test_game_file(void **state)
{
	(void)state;
	char path[] = "/tmp/umpire-test-oob-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_open(s, path, &o, &err), 0);
	assert_int_equal(import(s,
				"name,side,arm,figures,brigade\n"
				"A1,French,infantry,30,1Bde\n"
				"A2,French,infantry,30,1Bde\n",
				NULL, &err),
			 0);
	session_free(s);
	/* Replayed without the CSV: the same units, a line each. */
	s = new_session();
	assert_int_equal(session_open(s, path, &o, &err), 0);
	assert_int_equal(s->g->nunits, 2);
	assert_string_equal(game_unit_c(s->g, "A2")->brigade, "1Bde");
	const char *const *lines;
	assert_int_equal(session_lines(s, &lines), 2);
	assert_non_null(strstr(lines[0], "unit add A1 side=French"));
	session_free(s);
	out_free(&o);
	unlink(path);
}

/* Labels a spreadsheet would run as formulas come back the same. */
static void
test_export_safe_cells(void **state)
{
	(void)state;
	static const char *const labels[] = {
	    "=1+1", "-x y", "@home", "+3", " lead", "a,b;c\"d", "-12", NULL};
	struct session *s = new_session();
	char line[256];
	for (int i = 0; labels[i]; i++) {
		char *q = out_quote(labels[i]);
		snprintf(line, sizeof line,
			 "unit add U%d side=French arm=infantry figures=%d "
			 "label=%s",
			 i, 10 + i, q);
		free(q);
		assert_int_equal(run(s, line), 0);
	}
	char path[] = "/tmp/umpire-test-oob-csv-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	snprintf(line, sizeof line, "units export %s", path);
	assert_int_equal(run(s, line), 0);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char text[4096];
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	/* No cell starts = + @, nor - unless a number. */
	assert_null(strstr(text, ",="));
	assert_null(strstr(text, ",@"));
	assert_null(strstr(text, ",+"));
	assert_null(strstr(text, ",-x"));
	assert_null(strstr(text, ",\"="));
	assert_non_null(strstr(text, ",\" =1+1\""));
	struct session *b = new_session();
	char *err;
	assert_int_equal(import(b, text, NULL, &err), 0);
	for (int i = 0; labels[i]; i++) {
		snprintf(line, sizeof line, "U%d", i);
		assert_string_equal(game_unit_c(b->g, line)->label, labels[i]);
	}
	session_free(b);
	session_free(s);
	unlink(path);
}

/* A side within two letters of one before it (Russia after Prussia) is
 * written NEW:Russia, as unit add wants it typed: the file imports. */
static void
test_export_new_side(void **state)
{
	(void)state;
	struct session *s = new_session();
	assert_int_equal(
	    run(s, "unit add A side=Prussia arm=infantry figures=3"), 0);
	assert_int_equal(
	    run(s, "unit add B side=NEW:Russia arm=infantry figures=3"), 0);
	char path[] = "/tmp/umpire-test-oob-side-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	char line[128];
	snprintf(line, sizeof line, "units export %s", path);
	assert_int_equal(run(s, line), 0);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char text[1024];
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	assert_non_null(strstr(text, "\nB,NEW:Russia,"));
	struct session *b = new_session();
	char *err;
	assert_int_equal(import(b, text, NULL, &err), 0);
	assert_string_equal(game_unit_c(b->g, "B")->side, "Russia");
	session_free(b);
	session_free(s);
	unlink(path);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_separators_and_quotes),
	    cmocka_unit_test(test_all_or_nothing),
	    cmocka_unit_test(test_men_and_undo),
	    cmocka_unit_test(test_game_file),
	    cmocka_unit_test(test_export_safe_cells),
	    cmocka_unit_test(test_export_new_side),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
