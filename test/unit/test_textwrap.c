/* test_textwrap.c - text broken into rows at spaces (textwrap.h), as the
 * TUI wraps words, explanations and the log: a row never ends inside a
 * word; a word wider than its row is cut and ends with an ellipsis. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/textwrap.h"

static void
expect_wrap(const char *text, int w, int ind, const char *rows)
{
	char *got = text_wrap(text, w, ind, "\u2026");
	assert_string_equal(got, rows);
	/* text_wrap_rows counts the same rows. */
	int n = 0;
	for (const char *p = rows; *p; p++)
		n += *p == '\n';
	assert_int_equal(text_wrap_rows(text, w, ind), n);
	free(got);
}

/* A row ends at the last space that fits (the old wrap broke inside a
 * word when that space was in the first two thirds of the row: "see the
 * expl" / "anation" at 12 columns). */
static void
test_breaks_only_at_spaces(void **state)
{
	(void)state;
	/* 20 columns: "L54 loses 5 figures" is 19; "(36" would be 23. */
	expect_wrap("L54 loses 5 figures (36 -> 31) and falls into Light "
		    "Disorder",
		    20, 2,
		    "L54 loses 5 figures\n"
		    "  (36 -> 31) and\n"
		    "  falls into Light\n"
		    "  Disorder\n");
	/* A word that ends exactly at the edge stays on its row; the
	 * space after it is on no row. */
	expect_wrap("abcde fghij", 5, 0, "abcde\nfghij\n");
	/* "the explanation": 15 > 12 columns, the word goes down whole. */
	expect_wrap("see the explanation", 12, 0, "see the\nexplanation\n");
	/* Runs of spaces where a row ends are dropped; inside a row kept. */
	expect_wrap("a  b     cdefgh", 6, 0, "a  b\ncdefgh\n");
}

/* A word wider than the row alone: cut to w - 1 columns and the
 * ellipsis; the rest of that word is dropped, the next word goes on. */
static void
test_long_word_cut_with_ellipsis(void **state)
{
	(void)state;
	expect_wrap("file /tmp/umpire-tui.Ad5qmn/game.umpire written", 12, 2,
		    "file\n"
		    "  /tmp/umpi\u2026\n"
		    "  written\n");
	expect_wrap("supercalifragilistic", 8, 0, "superca\u2026\n");
}

/* Width in columns, not bytes: "→" is 3 bytes, one column; "军" (CJK)
 * two columns. */
static void
test_columns_not_bytes(void **state)
{
	(void)state;
	expect_wrap("36 \u2192 31 figures", 7, 0, "36 \u2192 31\nfigures\n");
	expect_wrap("\u519b\u519b \u519b", 4, 0, "\u519b\u519b\n\u519b\n");
}

static void
test_short_and_empty(void **state)
{
	(void)state;
	expect_wrap("", 10, 2, "\n");
	expect_wrap("fits", 4, 2, "fits\n");
	struct wrap_row r = text_wrap_row("", 5);
	assert_int_equal(r.next, 0);
	/* A width of 1 still goes on, a character a row, never cut. */
	expect_wrap("ab", 1, 0, "a\nb\n");
}

int
main(void)
{
	if (setlocale(LC_ALL, "C.UTF-8") == NULL)
		setlocale(LC_ALL, "");
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_breaks_only_at_spaces),
	    cmocka_unit_test(test_long_word_cut_with_ellipsis),
	    cmocka_unit_test(test_columns_not_bytes),
	    cmocka_unit_test(test_short_and_empty),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
