/* screen_views.c - the live views' pane (key v, src/tui/viewsqr.c) and
 * the umpire's focus it writes for `umpire serve` (docs/views.md), on a
 * headless curses screen. A GAME.serve file stands in for a running
 * serve: written here with this process's id (alive) and fixed
 * addresses, so the QR codes on the screen are the same every run.
 *
 * Expected screens are test/screen/NAME.txt; UPDATE=1 rewrites them
 * (review the diff). */
#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "screen_harness.h"

#include "../../src/tui/tui.h"
#include "../../src/tui/ui.h"
#include "../../src/tui/viewsqr.h"
#include "umpire/qr.h"
#include "umpire/util.h"
#include "umpire/view.h"
#include "screen_expect.h"

const char *__lsan_default_suppressions(void);
const char *
__lsan_default_suppressions(void)
{
	return "leak:libtinfo.so\nleak:libncursesw.so\n";
}

struct fixture {
	char dir[64];
	char *game;
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
	snprintf(f->dir, sizeof f->dir, "/tmp/umpire-screen-views.XXXXXX");
	assert_non_null(mkdtemp(f->dir));
	f->game = um_xasprintf("%s/game.umpire", f->dir);
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	f->s = session_new(&so, &err);
	assert_non_null(f->s);
	struct out w;
	out_init(&w);
	assert_int_equal(session_open(f->s, f->game, &w, &err), 0);
	static const char *const roster[] = {
	    "unit add Gds1 side=Allied arm=infantry figures=36 "
	    "formation=line x=100 y=40 facing=0",
	    "unit add Bn45 side=French arm=infantry figures=40 "
	    "formation=attack-column x=100 y=70 facing=180"};
	for (size_t i = 0; i < 2; i++)
		assert_int_equal(session_exec(f->s, roster[i], &w, &err), 0);
	out_free(&w);
	f->t = tui_new(f->s, &f->o);
	f->t->ascii = false;
	assert_int_equal(tui_term_open(f->t, true, rows, cols), 0);
	F = f;
	return f;
}

static void
fixture_free(struct fixture *f)
{
	tui_term_close(f->t);
	tui_free(f->t);
	session_free(f->s);
	static const char *const ext[] = {"", ".serve", ".focus"};
	for (size_t i = 0; i < 3; i++) {
		char *p = um_xasprintf("%s%s", f->game, ext[i]);
		unlink(p);
		free(p);
	}
	rmdir(f->dir);
	free(f->game);
	free(f);
	F = NULL;
}

/* GAME.serve as a serve on 192.168.1.20 writes it, this process its pid. */
static void
serve_file(const struct fixture *f)
{
	struct view_link l[4] = {
	    {VIEW_TABLE, "",
	     "http://192.168.1.20:8765/4f0c1d2e3f405162738495a6b7c8d9e2/"},
	    {VIEW_UMPIRE, "",
	     "http://192.168.1.20:8765/9a71b2c3d4e5f60718293a4b5c6d7e03/"},
	    {VIEW_SIDE, "Allied",
	     "http://192.168.1.20:8765/c2d8e9fa0b1c2d3e4f5061728394a55b/"},
	    {VIEW_SIDE, "French",
	     "http://192.168.1.20:8765/0e6a7b8c9dae0f102132435465768791/"}};
	struct view_links links = {.pid = (long)getpid(), .link = l, .n = 4};
	char *err = NULL;
	assert_int_equal(view_links_write(f->game, &links, &err), 0);
}

static void
key(int ch, bool fk)
{
	tui_key(F->t, (wint_t)ch, fk);
	tui_draw(F->t);
}

/* The rows of the QR code of text, as qr_text makes them. */
static char *
qr_rows(const char *text)
{
	struct qr_code q;
	char *err = NULL;
	assert_int_equal(qr_encode(text, &q, &err), 0);
	struct strbuf sb;
	sb_init(&sb);
	qr_text(&q, &sb);
	qr_free(&q);
	return sb_steal(&sb);
}

/* The code drawn at column x from row y is the one of url, row by row. */
static void
assert_code_at(int y, int x, const char *url)
{
	char *code = qr_rows(url);
	int rows = 0;
	for (const char *p = code; *p; rows++) {
		size_t n = strcspn(p, "\n");
		char *row = tui_screen_row(y + rows);
		/* Columns to bytes: every cell before x is one column. */
		const char *at = row;
		for (int c = 0; c < x && *at; c++) {
			at++;
			while ((*at & 0xC0) == 0x80)
				at++;
		}
		if (strncmp(at, p, n) != 0)
			fail_msg("row %d of the code of %s is not at (%d,%d)",
				 rows, url, y + rows, x);
		free(row);
		p += n + (p[n] == '\n');
	}
	assert_true(rows > 10);
	free(code);
}

/* No serve: the pane says the exact command that starts one. */
static void
test_pane_without_serve(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	tui_draw(f->t);
	key('v', false);
	assert_true(viewsqr_is_open(f->t));
	assert_true(screen_has("No live views of this game are being served."));
	/* The exact command, whole (its rows are cut at the screen's
	 * width, at any character: joined they are the command). */
	char *cmd = view_serve_command(f->game);
	char *abs = realpath(f->game, NULL);
	char *want = um_xasprintf("umpire serve %s --listen 0.0.0.0:8765", abs);
	assert_string_equal(cmd, want);
	struct strbuf joined;
	sb_init(&joined);
	for (int y = 0; y < LINES; y++) {
		char *row = tui_screen_row(y);
		size_t len = strlen(row);
		while (len > 2 && row[len - 1] == ' ')
			len--;
		if (strncmp(row, "  ", 2) == 0)
			sb_addn(&joined, row + 2, len - 2);
		free(row);
	}
	if (strstr(joined.s, want) == NULL)
		fail_msg("the command %s is not on the screen", want);
	sb_free(&joined);
	free(want);
	free(abs);
	free(cmd);
	key(27, false);
	assert_false(viewsqr_is_open(f->t));
	assert_true(screen_has("Roster"));
	fixture_free(f);
}

/* A serve: one code at 80x24 (the table's first), every address beside
 * it; Tab turns to the next code; Esc closes. */
static void
test_pane_codes(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	serve_file(f);
	tui_draw(f->t);
	key('v', false);
	expect_screen("views-qr", 0, 24);
	assert_code_at(2, 0,
		       "http://192.168.1.20:8765/"
		       "4f0c1d2e3f405162738495a6b7c8d9e2/");
	assert_true(screen_has("table (the code)"));
	assert_true(screen_has("(1 of 4 shown)"));
	key('\t', false);
	assert_true(screen_has("umpire (the code)"));
	assert_code_at(2, 0,
		       "http://192.168.1.20:8765/"
		       "9a71b2c3d4e5f60718293a4b5c6d7e03/");
	key(KEY_LEFT, true);
	key(KEY_LEFT, true);
	assert_true(screen_has("side French (the code)"));
	/* Keys of the screen under it do nothing while it is open. */
	int sel = f->t->sel;
	key('j', false);
	assert_int_equal(f->t->sel, sel);
	key(27, false);
	assert_true(screen_has("Roster"));
	fixture_free(f);
}

/* Wider: two codes side by side, numbered in the list of addresses. */
static void
test_pane_two_codes(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(30, 130);
	serve_file(f);
	tui_draw(f->t);
	key('v', false);
	assert_true(screen_has("table (code 1)"));
	assert_true(screen_has("umpire (code 2)"));
	assert_true(screen_has("(2 of 4 shown)"));
	assert_code_at(2, 0,
		       "http://192.168.1.20:8765/"
		       "4f0c1d2e3f405162738495a6b7c8d9e2/");
	assert_code_at(2, 42,
		       "http://192.168.1.20:8765/"
		       "9a71b2c3d4e5f60718293a4b5c6d7e03/");
	key(27, false);
	fixture_free(f);
}

static char *
focus_text(const struct fixture *f)
{
	char *p = view_focus_path(f->game);
	char *s = read_file(p);
	free(p);
	return s;
}

/* The focus is written only while a serve runs, and follows the
 * selection; it never reaches the journal. */
static void
test_focus_follows_selection(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80);
	tui_draw(f->t);
	char *none = focus_text(f);
	assert_null(none); /* no serve: nothing written */
	fixture_free(f);

	f = fixture_new(24, 80);
	serve_file(f);
	char *journal = read_file(f->game);
	tui_draw(f->t);
	struct view_focus fo;
	view_focus_read(f->game, &fo);
	assert_int_equal(fo.kind, VIEW_FOCUS_UNIT);
	assert_string_equal(fo.unit, f->s->g->units[f->t->sel].name);
	key('j', false);
	view_focus_read(f->game, &fo);
	assert_string_equal(fo.unit, f->s->g->units[f->t->sel].name);
	assert_string_equal(fo.unit, "Bn45");
	char *text = focus_text(f);
	assert_non_null(strstr(text, "focus unit\nunit Bn45\n"));
	free(text);
	char *after = read_file(f->game);
	assert_string_equal(after, journal);
	free(after);
	free(journal);
	fixture_free(f);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_pane_without_serve),
	    cmocka_unit_test(test_pane_codes),
	    cmocka_unit_test(test_pane_two_codes),
	    cmocka_unit_test(test_focus_follows_selection),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
