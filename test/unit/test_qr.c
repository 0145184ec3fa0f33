/* test_qr.c - QR codes: libqrencode's matrix, the SVG and text forms. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "umpire/qr.h"
#include "umpire/util.h"

static bool
dark(const struct qr_code *q, int x, int y)
{
	return q->dark[y * q->width + x];
}

/* A finder pattern: a 7x7 dark ring, a light ring, a 3x3 dark centre. */
static void
assert_finder(const struct qr_code *q, int x0, int y0)
{
	for (int i = 0; i < 7; i++) {
		assert_true(dark(q, x0 + i, y0));
		assert_true(dark(q, x0 + i, y0 + 6));
		assert_true(dark(q, x0, y0 + i));
		assert_true(dark(q, x0 + 6, y0 + i));
	}
	for (int i = 1; i < 6; i++) {
		assert_false(dark(q, x0 + i, y0 + 1));
		assert_false(dark(q, x0 + 1, y0 + i));
	}
	for (int y = 2; y < 5; y++)
		for (int x = 2; x < 5; x++)
			assert_true(dark(q, x0 + x, y0 + y));
}

static void
test_qr_matrix(void **state)
{
	(void)state;
	struct qr_code q;
	char *err = NULL;
	assert_int_equal(qr_encode("F27", &q, &err), 0);
	/* Version 1 (21 modules) holds 3 bytes at level M. */
	assert_int_equal(q.width, 21);
	assert_finder(&q, 0, 0);
	assert_finder(&q, 14, 0);
	assert_finder(&q, 0, 14);
	/* Timing pattern on row 6 alternates between the finders. */
	for (int x = 8; x < 13; x++)
		assert_int_equal(dark(&q, x, 6), x % 2 == 0);
	qr_free(&q);
	assert_null(q.dark);

	/* A live view's address needs a larger version. */
	assert_int_equal(qr_encode("http://192.168.1.20:8080/t/"
				   "0123456789abcdef0123456789abcdef",
				   &q, &err),
			 0);
	assert_true(q.width > 21);
	assert_int_equal((q.width - 17) % 4, 0);
	qr_free(&q);
}

static void
test_qr_refuses(void **state)
{
	(void)state;
	struct qr_code q;
	char *err = NULL;
	assert_int_equal(qr_encode("", &q, &err), -1);
	assert_non_null(strstr(err, "needs some text"));
	free(err);
	err = NULL;
	/* Past version 40's 2,331 bytes at level M. */
	char *big = um_xmalloc(4000);
	memset(big, 'x', 3999);
	big[3999] = 0;
	assert_int_equal(qr_encode(big, &q, &err), -1);
	assert_non_null(strstr(err, "3999 bytes"));
	assert_null(q.dark);
	free(err);
	free(big);
}

static void
test_qr_svg_and_text(void **state)
{
	(void)state;
	struct qr_code q;
	char *err = NULL;
	assert_int_equal(qr_encode("F27", &q, &err), 0);
	struct strbuf sb;
	sb_init(&sb);
	qr_svg(&q, 4, &sb);
	/* 21 modules + 2 x 4 quiet = 29, at 4 px = 116. */
	assert_non_null(strstr(sb.s, "width=\"116\" height=\"116\""));
	assert_non_null(strstr(sb.s, "viewBox=\"0 0 29 29\""));
	/* The top-left finder's first row is one run of 7 at (4,4). */
	assert_non_null(strstr(sb.s, "d=\"M4 4h7v1h-7z"));
	sb_clear(&sb);
	qr_text(&q, &sb);
	/* 29 rows of modules in 15 text rows, each 29 characters wide. */
	int rows = 0;
	for (const char *p = sb.s; *p; p++)
		rows += *p == '\n';
	assert_int_equal(rows, 15);
	/* The quiet zone's first row is all light: full blocks. */
	const char *full = "\u2588";
	for (int i = 0; i < 29; i++)
		assert_memory_equal(sb.s + i * strlen(full), full,
				    strlen(full));
	sb_free(&sb);
	qr_free(&q);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_qr_matrix),
	    cmocka_unit_test(test_qr_refuses),
	    cmocka_unit_test(test_qr_svg_and_text),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
