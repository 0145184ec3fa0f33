/* screen_many.c - the interface on a big table: 50,000 units (UMPIRE_MANY=N
 * another size), headless (curses on /dev/null, as screen_tui.c). The
 * pick lists, the walkthroughs (f, m, split and another firer, B) and the
 * bound panel run on the real session without a crash, the lists sized to
 * the roster and the roster showing only the rows that fit; so do the
 * other lists of units or commands: / (a unit by name), the : line's Tab
 * completion (a unit among all, an enemy among half the roster), the
 * history (h: every command), the unit detail and why (i, w), the ruler
 * cursor's pick of the unit under it (c) and the add and edit forms. Speed is
 * not asserted here (make bench measures it). */
#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "screen_harness.h"

#include "../../src/tui/tui.h"
#include "screen_keys.h"
#include "../../src/tui/ui.h"
#include "../../src/tui/walk.h"
#include "umpire/util.h"

/* Under LeakSanitizer (make asan): the terminfo entry ncurses loads for a
 * screen is never given back, by design of the library; not ours. */
const char *__lsan_default_suppressions(void);
const char *
__lsan_default_suppressions(void)
{
	return "leak:libtinfo.so\nleak:libncursesw.so\n";
}

static struct tui *T;

static char *
screen_text(void)
{
	struct strbuf sb;
	sb_init(&sb);
	for (int y = 0; y < LINES; y++) {
		char *row = tui_screen_row(y);
		sb_add(&sb, row);
		sb_addc(&sb, '\n');
		free(row);
	}
	return sb_steal(&sb);
}

static bool
screen_has(const char *text)
{
	char *all = screen_text();
	bool r = strstr(all, text) != NULL;
	if (!r)
		fprintf(stderr, "not on screen: \"%s\"\n%s", text, all);
	free(all);
	return r;
}

#define key(ch) screen_key(T, (ch), false)
#define fkey(ch) screen_key(T, (ch), true)
#define type(s) screen_type(T, (s))

static void
run(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_exec(s, line, &o, &err) != 0)
		fail_msg("%s: %s", line, err ? err : "?");
	out_free(&o);
}

/* Two armies of n/2 battalions in lines 12 cm apart, brigades of four,
 * the fronts 30 cm apart: A0.. facing the French F0.. */
static void
load(struct session *s, size_t n)
{
	run(s, "ruleset belle-alliance");
	size_t half = n / 2, abreast = 200;
	for (int side = 0; side < 2; side++)
		for (size_t k = 0; k < half; k++) {
			size_t row = k / abreast, col = k % abreast;
			char *l = um_xasprintf(
			    "unit add %c%zu side=%s arm=infantry figures=24 "
			    "formation=line x=%zu y=%g facing=%d width=10 "
			    "depth=2 weapon=musket brigade=%cB%zu",
			    side ? 'F' : 'A', k, side ? "French" : "Allied",
			    col * 12,
			    side ? 30.0 + 10.0 * (double)row
				 : -10.0 * (double)row,
			    side ? 180 : 0, side ? 'F' : 'A', k / 4);
			run(s, l);
			free(l);
		}
}

static void
test_many_units_no_crash(void **state)
{
	(void)state;
	setlocale(LC_ALL, "C.UTF-8");
	const char *env = getenv("UMPIRE_MANY");
	long want = env ? strtol(env, NULL, 10) : 0;
	size_t n = want > 0 ? (size_t)want : 50000;
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	load(s, n);
	struct options o;
	memset(&o, 0, sizeof o);
	T = tui_new(s, &o);
	T->ascii = false;
	assert_int_equal(tui_term_open(T, true, 40, 120), 0);
	tui_draw(T);
	char title[48];
	snprintf(title, sizeof title, "%zu units", n);
	assert_true(screen_has(title));
	/* The roster: only the rows that fit, down and to the end. */
	for (int i = 0; i < 5; i++)
		key('j');
	assert_int_equal(T->sel, 5);
	assert_true(screen_has("A5 "));
	fkey(KEY_END);
	assert_int_equal(T->sel, (int)n - 1);
	fkey(KEY_HOME);
	assert_int_equal(T->sel, 0);
	/* Pan, zoom, the bound panel. */
	key('L');
	key('+');
	key('-');
	key('0');
	key('b');
	key('b');

	/* /: the last unit by its name (a scan of the whole roster). */
	char last[32];
	snprintf(last, sizeof last, "F%zu", n / 2 - 1);
	key('/');
	type(last);
	assert_int_equal(T->sel, (int)n - 1);
	key('\r');
	assert_int_equal(T->mode, MODE_NORMAL);
	fkey(KEY_HOME);

	/* :, Tab: a unit among all (the last one's name less a digit: it
	 * and ten more), then an enemy of A0 among half the roster; the
	 * lines run. */
	key(':');
	assert_int_equal(T->mode, MODE_CMDLINE);
	char prefix[32], two[96];
	snprintf(prefix, sizeof prefix, "%.*s", (int)strlen(last) - 1, last);
	snprintf(two, sizeof two, "%s0  %s1", prefix, prefix);
	type("measure A0 ");
	type(prefix);
	key('\t');
	assert_true(screen_has(two)); /* the candidates, in columns */
	type(last + strlen(prefix));
	key('\t');
	key('\r');
	assert_int_equal(T->mode, MODE_NORMAL);
	char measured[96];
	snprintf(measured, sizeof measured, "MEASURE from=A0 to=%s ", last);
	assert_true(screen_has(measured));
	assert_int_equal(T->mode, MODE_NORMAL);
	key(':');
	type("check fire A0 at ");
	key('\t');
	key('\t');
	type("F0");
	key('\r');
	assert_int_equal(T->mode, MODE_NORMAL);
	assert_true(screen_has("ELIGIBLE firer=A0 target=F0 value=yes"));

	/* h: the history, one entry per command (n unit adds and the
	 * ruleset), to its first and back. */
	key('h');
	fkey(KEY_HOME);
	assert_true(screen_has("ruleset belle-alliance"));
	fkey(KEY_NPAGE);
	fkey(KEY_END);
	char add[96];
	snprintf(add, sizeof add, "unit add %s", last);
	assert_true(screen_has(add));
	key(27);

	/* i, w: A0's detail (its targets among the enemies: F0), why. */
	key('i');
	assert_true(screen_has("may fire at: F0"));
	key('w');
	/* Closed without a draw between (each runs a query of the game). */
	tui_key(T, 'w', false);
	tui_key(T, 'i', false);

	/* c: the ruler cursor picks the unit under it (A0), r clears. */
	key('c');
	key('\r');
	key('c');
	key('r');

	/* a, e: the forms (their choice fields cycle), Esc leaves them. */
	key('a');
	key(27);
	key('e');
	key(27);
	assert_int_equal(T->mode, MODE_NORMAL);

	/* f: A0's targets, every enemy, the nearest first (F0 stands 30 cm
	 * straight ahead). */
	key('f');
	assert_non_null(T->walk);
	assert_string_equal(walk_step_name(T->walk), "pick");
	assert_true(screen_has("> F0 "));
	/* Marked at any size: F0 may be fired at (its check passes); the
	 * next nearest, F1 (30 cm ahead of A1, beside F0), may not. */
	assert_true(screen_has("> F0       French    30cm ✓"));
	assert_true(screen_has("   F1       French    30cm ✗range"));
	for (int i = 0; i < 8; i++)
		fkey(KEY_DOWN);
	fkey(KEY_END);
	type("F1");
	assert_true(screen_has("> F1 "));
	key('\r');
	/* Back to the parts list: another firer (+) at F1, the same firer
	 * at another target (s), each a list of the whole roster. */
	fkey(KEY_LEFT);
	assert_string_equal(walk_step_name(T->walk), "pick");
	key('+');
	for (int i = 0; i < 8; i++)
		fkey(KEY_DOWN);
	type("A1");
	key('\r');
	key('s');
	type("F2");
	key('\r');
	assert_true(screen_has("3. A1 > F2"));
	key(27);
	assert_true(screen_has("Abandon this walkthrough?"));
	key('y');
	assert_null(T->walk);

	/* m: the melee walkthrough's list. */
	key('m');
	assert_non_null(T->walk);
	for (int i = 0; i < 8; i++)
		fkey(KEY_DOWN);
	type("F0");
	assert_true(screen_has("> F0 "));
	key(27);
	key(27);
	key('y');
	assert_null(T->walk);

	/* B: A0's brigade (AB0: A0-A3); the targets, the enemies nearest
	 * first (as any fire's). */
	key('B');
	assert_non_null(T->walk);
	assert_true(screen_has("battalions: A0 A1 A2 A3"));
	for (int i = 0; i < 8; i++)
		fkey(KEY_DOWN);
	assert_true(screen_has(" > F"));
	char *all = screen_text();
	assert_null(strstr(all, " > A"));
	free(all);
	fkey(KEY_BACKSPACE);
	type("F4");
	assert_true(screen_has("> F4 "));
	key(27);
	key(27);
	key('y');

	tui_term_close(T);
	tui_free(T);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_many_units_no_crash),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
