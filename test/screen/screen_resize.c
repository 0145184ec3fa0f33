/* screen_resize.c - headless: the layout at every size, and each mode kept
 * through a resize (too small and back). A resize is resize_term, then
 * KEY_RESIZE as the main loop would read it (docs/tui.md: 80x24 at
 * least; too small says so until the window grows). */
#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "screen_harness.h"

#include "../../src/cli/frontend.h"
#include "../../src/tui/tui.h"
#include "screen_keys.h"
#include "../../src/tui/ui.h"
#include "umpire/util.h"
#include "screen_expect.h"

/* The terminfo entry ncurses loads is never given back (the library's
 * design, not ours): see screen_tui.c. */
const char *__lsan_default_suppressions(void);
const char *
__lsan_default_suppressions(void)
{
	return "leak:libtinfo.so\nleak:libncursesw.so\n";
}

struct fixture {
	struct session *s;
	struct tui *t;
	struct options o;
};

static struct fixture *F;

static struct fixture *
fixture_new(int rows, int cols)
{
	setlocale(LC_ALL, "C.UTF-8");
	struct fixture *f = um_xcalloc(1, sizeof *f);
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	f->s = session_new(&so, &err);
	assert_non_null(f->s);
	assert_int_equal(frontend_load_demo(f->s, NULL, &err), 0);
	f->t = tui_new(f->s, &f->o);
	f->t->ascii = false;
	assert_int_equal(tui_term_open(f->t, true, rows, cols), 0);
	tui_draw(f->t);
	F = f;
	return f;
}

static void
fixture_free(struct fixture *f)
{
	tui_term_close(f->t);
	tui_free(f->t);
	session_free(f->s);
	free(f);
	F = NULL;
}

#define key(ch) screen_key(F->t, (ch), false)
#define fkey(ch) screen_key(F->t, (ch), true)
#define type(s) screen_type(F->t, (s))

static void
resize(int rows, int cols)
{
	resize_term(rows, cols);
	fkey(KEY_RESIZE);
}

/* Row y's text without the spaces at its end. */
static char *
row_text(int y)
{
	char *row = screen_text(y, y + 1);
	size_t n = strlen(row);
	while (n > 0 && (row[n - 1] == '\n' || row[n - 1] == ' '))
		row[--n] = '\0';
	return row;
}

/* The frame is laid out for LINES x COLS: the status row's last words end
 * at the right edge and the key hints are on the last row. */
static void
assert_laid_out(const char *hint)
{
	assert_int_equal(F->t->rows, LINES);
	assert_int_equal(F->t->cols, COLS);
	char *status = row_text(0);
	const char *end = "? help";
	size_t n = strlen(status), w = 0;
	if (n < strlen(end) || strcmp(status + n - strlen(end), end) != 0)
		fail_msg("status row does not end with \"%s\": %s", end,
			 status);
	/* ...at the last column but one (its glyphs are one column each). */
	for (size_t i = 0; i < n; i++)
		w += ((unsigned char)status[i] & 0xc0) != 0x80;
	if ((int)w != COLS - 1)
		fail_msg("status row is %zu columns wide, not %d: %s", w,
			 COLS - 1, status);
	free(status);
	char *last = row_text(LINES - 1);
	if (strstr(last, hint) != last)
		fail_msg("last row (%d) is not \"%s...\": %s", LINES - 1, hint,
			 last);
	free(last);
	for (int y = 1; y < LINES - 1; y++) {
		char *r = row_text(y);
		if (strstr(r, hint) != NULL)
			fail_msg("key hints on row %d of %d", y, LINES);
		free(r);
	}
}

/* A key read after curses took in a new size (its KEY_RESIZE read by
 * someone else: the : line's Esc, a paste): the frame drawn is laid out
 * for the size curses has. */
static void
test_draw_follows_curses_size(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	static const int sizes[][2] = {
	    {40, 120}, {60, 200}, {24, 80}, {30, 100}, {25, 81}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		resize_term(sizes[i][0], sizes[i][1]);
		key(i % 2 ? 'k' : 'j');
		assert_laid_out("j/k select");
	}
	fixture_free(f);
}

/* Every size from 1x1 up: too small says so plainly (as much of it as
 * fits), the full frame comes back at 80x24 and above. */
static void
test_every_size(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	static const int sizes[][2] = {{1, 1},	 {2, 10},  {3, 30},   {12, 40},
				       {23, 80}, {24, 79}, {60, 200}, {24, 80}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		resize(rows, cols);
		if (rows < 24 || cols < 80) {
			assert_true(f->t->too_small);
			if (rows >= 3 && cols >= 30) {
				char need[64];
				snprintf(need, sizeof need,
					 "need 80x24, have %dx%d", cols, rows);
				assert_true(screen_has("terminal too small"));
				assert_true(screen_has(need));
				assert_true(
				    screen_has("resize the window; q quits"));
			}
			/* However small, its first words come first. */
			char *top = row_text(0);
			if (rows < 3 &&
			    (top[0] == '\0' ||
			     strncmp(top, "terminal too small", strlen(top))))
				fail_msg("top row at %dx%d: \"%s\"", cols, rows,
					 top);
			free(top);
			if (rows == 12 && cols == 40)
				expect_screen("too-small-40x12", 0, 12);
			/* Keys other than q wait for a size to draw in. */
			key('j');
			assert_true(f->t->too_small);
		} else {
			assert_false(f->t->too_small);
			assert_laid_out("j/k select");
		}
	}
	fixture_free(f);
}

/* The : line keeps what was typed through too small and back. */
static void
test_cmdline_kept(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	key(':');
	type("unit set F27 x=");
	resize(12, 40);
	assert_true(screen_has("terminal too small"));
	resize(40, 120);
	assert_int_equal(f->t->mode, MODE_CMDLINE);
	assert_true(screen_has(":unit set F27 x="));
	type("77");
	resize(24, 80);
	key('\r');
	assert_int_equal(f->t->mode, MODE_NORMAL);
	assert_true(f->s->g->units[tui_unit_index(f->t, "F27")].x == 77);
	fixture_free(f);
}

/* The help overlay stays open through a resize, and a place scrolled to
 * at one width is still on the page at another (it wraps to fewer rows
 * when wider). */
static void
test_help_kept(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	key('?');
	for (int i = 0; i < 60; i++)
		fkey(KEY_NPAGE);
	resize(12, 40);
	assert_true(screen_has("terminal too small"));
	resize(60, 200);
	assert_int_equal(f->t->mode, MODE_HELP);
	/* Some of the key list is drawn below the title. */
	int drawn = 0;
	for (int y = 2; y < LINES - 1; y++) {
		char *r = row_text(y);
		if (r[0])
			drawn++;
		free(r);
	}
	if (drawn < 3)
		fail_msg("help shows %d rows at 200x60", drawn);
	key(' ');
	assert_int_equal(f->t->mode, MODE_NORMAL);
	assert_laid_out("j/k select");
	fixture_free(f);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_draw_follows_curses_size),
	    cmocka_unit_test(test_every_size),
	    cmocka_unit_test(test_cmdline_kept),
	    cmocka_unit_test(test_help_kept),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
