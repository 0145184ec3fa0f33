/* screen_tui.c - headless snapshots of the TUI (curses on /dev/null, the
 * screen read back from curscr) and the mechanics of the walkthrough,
 * driven by keys with canned records standing in for the rulesets.
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

#include "../../src/cli/frontend.h"
#include "../../src/tui/form.h"
#include "../../src/tui/help.h"
#include "../../src/tui/tui.h"
#include "screen_keys.h"
#include "../../src/tui/ui.h"
#include "../../src/tui/walk.h"
#include "umpire/util.h"
#include "../../src/rules/belle-alliance/ba.h"
#include "screen_expect.h"

/* ---- harness ------------------------------------------------------------ */

/* Under LeakSanitizer (make asan): the terminfo entry ncurses loads for a
 * screen is never given back, by design of the library; not ours. */
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
	/* Lines the fake exec saw, and the lines sent to the session. */
	char *seen[256];
	int nseen;
};

static struct fixture *F;

static struct fixture *
fixture_new(int rows, int cols, bool demo)
{
	setlocale(LC_ALL, "C.UTF-8");
	struct fixture *f = um_xcalloc(1, sizeof *f);
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	f->s = session_new(&so, &err);
	assert_non_null(f->s);
	if (demo)
		assert_int_equal(frontend_load_demo(f->s, NULL, &err), 0);
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
	for (int i = 0; i < f->nseen; i++)
		free(f->seen[i]);
	free(f);
	F = NULL;
}

static bool
screen_has_quiet(const char *text)
{
	char *all = screen_text(0, LINES);
	bool r = strstr(all, text) != NULL;
	free(all);
	return r;
}

#define key(ch) screen_key(F->t, (ch), false)
#define fkey(ch) screen_key(F->t, (ch), true)
#define type(s) screen_type(F->t, (s))

static void
select_unit(const char *name)
{
	F->t->sel = tui_unit_index(F->t, name);
	assert_true(F->t->sel >= 0);
}

/* ---- canned records ----------------------------------------------------- */

/* Stands in for a ruleset that asks whether the target moved (1.1.1) and
 * counts a column factor, with an ASK for the neighbour; everything else
 * (roster commands) goes to the session. */
static int
fake_exec(struct tui *t, const char *line, struct out *out, char **err)
{
	if (F->nseen < 256)
		F->seen[F->nseen++] = um_xstrdup(line);
	if (strncmp(line, "check fire F27 at L54", 21) == 0) {
		bool answered = strstr(line, "passed_through=") != NULL;
		bool moved = strstr(line, "passed_through=yes") != NULL;
		out_add(out, OUT_RECORD,
			"CHECK key=state result=pass rule=3.1.1 reason=\"F27 "
			"is ok: not in MD or FD\" source=derived");
		out_teach(out, "A unit in MD or FD may not fire (3.1.1).");
		out_add(out, OUT_RECORD,
			"CHECK key=arc result=pass rule=3.1.3 reason=\"L54 is "
			"inside F27's arc of fire\" source=derived");
		if (!answered)
			out_add(out, OUT_RECORD,
				"CHECK key=passed_through result=ask "
				"rule=1.1.1 reason=\"not known from the map\" "
				"question=\"Was F27 passed through this "
				"bound?\" allowed=yes|no");
		else
			out_add(out, OUT_RECORD,
				moved
				    ? "CHECK key=passed_through result=fail "
				      "rule=1.1.1 reason=\"F27 was passed "
				      "through this bound\" source=asked"
				    : "CHECK key=passed_through result=pass "
				      "rule=1.1.1 reason=\"F27 was not passed "
				      "through\" source=asked");
		out_add(out, OUT_RECORD,
			!answered ? "ELIGIBLE firer=F27 target=L54 value=ask"
			: moved	  ? "ELIGIBLE firer=F27 target=L54 value=no"
				  : "ELIGIBLE firer=F27 target=L54 value=yes");
		return 0;
	}
	if (strncmp(line, "factors fire F27 at L54", 23) == 0) {
		bool col = strstr(line, "column=no") == NULL;
		if (col)
			out_add(out, OUT_RECORD,
				"FACTOR part=F27>L54 key=column "
				"table=table06-hand-weapons.csv source=derived "
				"loss=2 moral=1");
		out_add(out, OUT_RECORD,
			"FACTOR part=F27>L54 key=zone1 "
			"table=table06-hand-weapons.csv source=derived loss=1 "
			"moral=0");
		out_add(out, OUT_RECORD,
			"ASK key=support question=\"Is a support unit "
			"declared for F27?\" allowed=yes|no default=no "
			"rule=3.1.7");
		return 0;
	}
	if (strncmp(line, "check melee", 11) == 0) {
		out_add(out, OUT_RECORD,
			"CHECK key=contact result=pass rule=4.1.1 "
			"reason=\"melee zones touch\" source=derived");
		out_add(out, OUT_RECORD,
			"CHECK key=figures result=ask rule=4.3.1 "
			"question=\"Figures taking part?\" allowed=1..16");
		out_add(out, OUT_RECORD,
			strstr(line, "figures=") ? "ELIGIBLE value=yes"
						 : "ELIGIBLE value=ask");
		return 0;
	}
	if (strncmp(line, "factors melee", 13) == 0) {
		out_add(
		    out, OUT_RECORD,
		    "FACTOR part=Cuir6>KGL5 key=heavy table=table08-melee.csv "
		    "source=derived attack=1 defence=");
		return 0;
	}
	/* The declarations, resolve and explain: as the preview said. */
	if (strncmp(line, "fire ", 5) == 0 || strncmp(line, "melee ", 6) == 0 ||
	    strcmp(line, "explain") == 0)
		return 0;
	if (strcmp(line, "resolve") == 0) {
		out_add(out, OUT_RECORD,
			"RESULT kind=fire target=L54 loss=4 moral=LD state=LD "
			"figures=32");
		return 0;
	}
	if (strncmp(line, "check", 5) == 0 || strncmp(line, "factors", 7) == 0)
		return *err =
			   um_xstrdup("Belle Alliance fire is not built yet"),
		       -1;
	return session_exec(t->s, line, out, err);
}

static int
fake_preview(struct tui *t, char *const *lines, size_t n, struct out *out,
	     char ***final, size_t *nfinal, char **err)
{
	(void)t;
	(void)err;
	*final = um_xcalloc(n + 1, sizeof **final);
	*nfinal = 0;
	for (size_t i = 0; i < n; i++) {
		if (strcmp(lines[i], "explain") == 0) {
			out_text(out, "  3.1.1 F27: 36 figures, 4 units of "
				      "fire");
			out_text(out, "  Table 12: loss index 12+3 = 15");
			continue;
		}
		if (strncmp(lines[i], "fire ", 5) == 0 ||
		    strncmp(lines[i], "melee ", 6) == 0)
			out_add(out, OUT_RECORD,
				"FIRE firer=F27 target=L54 figures=36 uof=4 "
				"roll=12 loss_mod=3 loss_index=15 loss=4 "
				"moral_mod=1 moral_index=16 moral=LD");
		else if (strcmp(lines[i], "resolve") == 0)
			out_add(out, OUT_RECORD,
				"RESULT kind=fire target=L54 loss=4 moral=LD "
				"state=LD figures=32");
		(*final)[(*nfinal)++] = um_xstrdup(lines[i]);
	}
	return 0;
}

/* Did the fake exec see line (no report when not)? */
static bool
seen_quiet(const char *line)
{
	for (int i = 0; i < F->nseen; i++)
		if (strcmp(F->seen[i], line) == 0)
			return true;
	return false;
}

/* The canned lines the fake exec saw that reached the session. */
static bool
seen(const char *line)
{
	for (int i = 0; i < F->nseen; i++)
		if (strcmp(F->seen[i], line) == 0)
			return true;
	fprintf(stderr, "not run: %s\nran:\n", line);
	for (int i = 0; i < F->nseen; i++)
		fprintf(stderr, "  %s\n", F->seen[i]);
	return false;
}

/* ---- tests -------------------------------------------------------------- */

static void
test_main_screen(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	tui_draw(f->t);
	expect_screen("main", 0, 24);
	fixture_free(f);
}

static void
test_roster_states_readable(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	char *err = NULL;
	struct out o;
	out_init(&o);
	assert_int_equal(session_exec(f->s, "unit set L54 state=LD", &o, &err),
			 0);
	assert_int_equal(session_exec(f->s, "unit set L13 state=MD", &o, &err),
			 0);
	assert_int_equal(
	    session_exec(f->s, "unit set Cuir6 state=FD", &o, &err), 0);
	out_free(&o);
	select_unit("F27");
	tui_draw(f->t);
	expect_screen("roster", 0, 24);
	/* The state is a word, and in colour when colour is on. */
	assert_true(screen_has("L54      inf atk-col    36 LD"));
	assert_true(screen_has("Cuir6    cav line       16 FD"));
	if (f->t->color) {
		cchar_t c;
		int y = 1;
		while (y < 15) {
			char *row = tui_screen_row(y);
			bool hit = strstr(row, " Cuir6 ") != NULL;
			free(row);
			if (hit)
				break;
			y++;
		}
		assert_int_equal(mvwin_wch(curscr, y, 29, &c), OK);
		attr_t a;
		short pair;
		wchar_t wc[CCHARW_MAX + 1];
		getcchar(&c, wc, &a, &pair, NULL);
		assert_int_equal(pair, R_FD);
	}
	fixture_free(f);
}

static void
test_map_ascii_fallback(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->ascii = true;
	select_unit("F27");
	tui_draw(f->t);
	expect_screen("map-ascii", 0, 24);
	/* Nothing but ASCII in the map pane. */
	char *all = screen_text(1, 15);
	for (const unsigned char *p = (const unsigned char *)all; *p; p++)
		assert_true(*p < 128);
	free(all);
	fixture_free(f);
}

static void
test_status_provisional_mark(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	struct tableset *ts = f->s->tables;
	for (size_t i = 0; ts && i < ts->n; i++)
		ts->t[i]->provisional = false;
	tui_draw(f->t);
	assert_false(screen_has_quiet("PROVISIONAL"));
	char *err = NULL;
	const char *csv =
	    "# status: provisional\nmin,max,loss,moral\n1,2,0,-\n";
	struct table *tb = table_parse("table12-loss-moral.csv", "test", csv,
				       strlen(csv), &err);
	if (tb == NULL)
		fail_msg("%s", err);
	assert_true(tb->provisional);
	ts->t = um_xreallocarray(ts->t, ts->n + 1, sizeof *ts->t);
	ts->t[ts->n++] = tb;
	tui_draw(f->t);
	assert_true(screen_has(" PROVISIONAL "));
	assert_true(screen_has("belle-alliance"));
	assert_true(screen_has("bound 1, fire phase"));
	fixture_free(f);
}

/* Whose turn and the PIPs left stay whole on an 80-column status line:
 * the Grande Tactique demo under its Sequence of Play, the French PIPs
 * rolled (3,5: 4 each, the 9th and Kellermann's), Kell's move and charge
 * paid (IIICav 4 - 2), a charge declared (as tui-gt-turn.sh plays it). The
 * names of the ruleset and file, the word "phase" and the count of declarations
 * give way. */
static void
test_status_turn_fits_80(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, false);
	char *err = NULL;
	assert_int_equal(frontend_load_demo(f->s, "grande-tactique", &err), 0);
	static const char *const lines[] = {
	    "game sequence=enforced",
	    "deshake British Pack=5",
	    "pips British dice=4",
	    "firing RHA off",
	    "phase firing",
	    "fire Picton at Foy roll=4 troll=3 mroll=2 tmroll=5",
	    "resolve",
	    "bound next",
	    "deshake French Foy=2",
	    "pips French dice=3,5",
	    "unit set Kell y=10",
	    "pip Kell move",
	    "charge Kell vs RHA"};
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
		struct out o;
		out_init(&o);
		if (session_exec(f->s, lines[i], &o, &err) != 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&o);
	}
	tui_draw(f->t);
	char *row = screen_text(0, 1);
	if (strstr(row, " turn 2, pip, French moving, PIPs left: 9th 4, "
			"IIICav 2 ") != row ||
	    strstr(row, "  PROVISIONAL  ? help") == NULL)
		fail_msg("status line: %s", row);
	free(row);
	/* The bound panel spells each state whole (Foy shaken by Picton's
	 * fire). */
	key('b');
	assert_true(screen_has(" Foy       shaken      1   0"));
	fixture_free(f);
}

static void
test_map_zoom_pan(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	tui_draw(f->t);
	double s0 = f->t->map.scale, cx0 = f->t->map.cx;
	key('+');
	assert_true(f->t->map.scale < s0);
	key('L');
	assert_true(f->t->map.cx > cx0);
	key('0');
	assert_true(f->t->map.scale == s0);
	fixture_free(f);
}

static void
test_too_small_and_resize(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	resize_term(20, 60);
	fkey(KEY_RESIZE);
	assert_true(screen_has("terminal too small"));
	assert_true(screen_has("need 80x24, have 60x20"));
	expect_screen("too-small", 0, 20);
	resize_term(30, 100);
	fkey(KEY_RESIZE);
	assert_true(screen_has("Roster"));
	assert_int_equal(f->t->cols, 100);
	fixture_free(f);
}

static void
test_help_lists_keys(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	key('?');
	expect_screen("help", 0, 24);
	key(' ');
	assert_int_equal(f->t->mode, MODE_NORMAL);
	fixture_free(f);
}

static void
test_cmdline_runs_and_errors_in_place(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	key(':');
	assert_int_equal(f->t->mode, MODE_CMDLINE);
	type("unit set F27 bad=1");
	key('\r');
	/* The error is shown and the line stays open to be fixed. */
	assert_int_equal(f->t->mode, MODE_CMDLINE);
	assert_true(screen_has(":unit set F27 bad=1"));
	assert_true(screen_has("error: unit set F27: unknown key bad"));
	for (int i = 0; i < 5; i++)
		fkey(KEY_BACKSPACE);
	type("x=77");
	key('\r');
	assert_int_equal(f->t->mode, MODE_NORMAL);
	assert_true(f->s->g->units[tui_unit_index(f->t, "F27")].x == 77);
	/* Tab completes a unit name. */
	key(':');
	type("unit set Cui");
	key('\t');
	assert_true(screen_has(":unit set Cuir6"));
	key(27);
	assert_int_equal(f->t->mode, MODE_NORMAL);
	fixture_free(f);
}

static void
test_form_adds_unit(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	select_unit("F27");
	key('A'); /* a copy of F27 */
	expect_screen("form", 0, 24);
	key('\r');
	int i = tui_unit_index(f->t, "F28");
	assert_true(i >= 0);
	assert_int_equal(f->s->g->units[i].figures, 36);
	/* Keys the form shows no field for are kept by a copy. */
	assert_int_equal(f->s->g->units[i].level, 1);
	assert_int_equal(BA(&f->s->g->units[i])->valour, 2);
	assert_true(f->s->g->units[i].width == 18);
	assert_int_equal(f->t->mode, MODE_NORMAL);
	/* A blank add with an error in place, fixed by typing a name. */
	key('a');
	key('\r');
	assert_true(screen_has("error:"));
	type("Gds1");
	key('\r');
	assert_true(tui_unit_index(f->t, "Gds1") >= 0);
	fixture_free(f);
}

static void
test_move_nudges_and_types(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	select_unit("L54");
	key('M');
	fkey(KEY_UP);
	fkey(KEY_UP);
	fkey(KEY_RIGHT);
	key('>');
	assert_true(screen_has("unit set L54 x=87 y=60 facing=5"));
	key('\r');
	const struct unit *u = &f->s->g->units[tui_unit_index(f->t, "L54")];
	assert_true(u->x == 87 && u->y == 60 && u->facing == 5);
	key('M');
	key('\t'); /* y */
	type("44");
	key('\r');
	assert_true(u->y == 44);
	fixture_free(f);
}

static void
test_walk_fire_steps(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->exec = fake_exec;
	f->t->preview = fake_preview;
	select_unit("F27");
	key('f');
	assert_string_equal(walk_step_name(f->t->walk), "pick");
	type("L54");
	key('\r');
	/* Straight to the checks; the question is selected. */
	assert_string_equal(walk_step_name(f->t->walk), "check");
	assert_true(seen("check fire F27 at L54"));
	expect_screen("walk-check", 0, 24);
	/* Teaching: what the rule says beside the step. */
	key('t');
	expect_screen("walk-teach", 0, 24);
	key('t');
	/* Not past an open question. */
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "check");
	assert_true(screen_has("answer passed_through first"));
	/* Yes: not eligible; change the answer to no. */
	key('y');
	assert_true(seen("check fire F27 at L54 passed_through=yes"));
	assert_true(screen_has("NOT eligible"));
	key('\r');
	assert_true(screen_has("may not fire"));
	key('n');
	assert_true(seen("check fire F27 at L54 passed_through=no"));
	assert_true(screen_has("Eligibility: eligible"));
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "factors");
	assert_true(seen("factors fire F27 at L54 passed_through=no"));
	expect_screen("walk-factors", 0, 24);
	/* The open question (support) is selected; override the column
	 * factor above it. */
	key('k');
	key('k');
	key('n');
	assert_true(
	    seen("factors fire F27 at L54 passed_through=no column=no"));
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "dice");
	type("4,3,9");
	key('\r');
	/* Refused in place: the value stays to be corrected. */
	assert_true(screen_has("4,3,9 refused"));
	assert_string_equal(walk_step_name(f->t->walk), "dice");
	key(27); /* drop the value typed */
	/* Back to the factors and forward again keeps the answers. */
	fkey(KEY_LEFT);
	assert_string_equal(walk_step_name(f->t->walk), "factors");
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "dice");
	assert_false(seen_quiet("resolve"));
	/* The last value's Enter: journal first, then show (the lines
	 * have run when the result is on the screen). */
	type("4,3,5");
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "result");
	assert_true(seen("fire F27 at L54 passed_through=no column=no "
			 "dice=4,3,5"));
	assert_true(seen("resolve"));
	assert_true(seen("explain"));
	expect_screen("walk-result", 0, 24);
	key('\r');
	assert_null(f->t->walk);
	assert_int_equal(f->t->mode, MODE_NORMAL);
	/* The log shows what the commands printed. */
	assert_true(screen_has("RESULT kind=fire target=L54 loss=4"));
	fixture_free(f);
}

static void
test_walk_error_in_place_and_abandon(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->exec = fake_exec;
	select_unit("KGL5");
	key('f');
	type("L13");
	key('\r');
	assert_true(screen_has("Belle Alliance fire is not built yet"));
	key('\r');
	assert_string_equal(walk_step_name(f->t->walk), "check");
	/* q asks while a walkthrough is half done; n keeps it. */
	key('q');
	assert_true(screen_has("Quit anyway? (y/n)"));
	key('n');
	assert_false(f->t->quit);
	assert_int_equal(f->t->mode, MODE_WALK);
	/* Esc steps back to the parts list, and there asks once. */
	key(27);
	assert_string_equal(walk_step_name(f->t->walk), "pick");
	key(27);
	assert_true(screen_has("Abandon this walkthrough?"));
	key('y');
	assert_null(f->t->walk);
	assert_int_equal(f->t->mode, MODE_NORMAL);
	fixture_free(f);
}

/* `:walk fire UNIT` is the f key on UNIT (any case); a bad line says
 * what is allowed and starts nothing. */
static void
test_walk_from_cmdline(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->exec = fake_exec;
	select_unit("KGL5");
	key(':');
	type("walk fire f27");
	key('\r');
	assert_int_equal(f->t->mode, MODE_WALK);
	assert_string_equal(walk_step_name(f->t->walk), "pick");
	assert_string_equal(f->t->s->g->units[f->t->sel].name, "F27");
	key(27);
	key('y');
	assert_null(f->t->walk);
	key(':');
	type("walk charge F27");
	key('\r');
	assert_null(f->t->walk);
	assert_true(screen_has("usage: walk fire|melee [UNIT]"));
	key(':');
	type("walk fire Nobody");
	key('\r');
	assert_null(f->t->walk);
	assert_true(screen_has("no unit named Nobody"));
	fixture_free(f);
}

static void
test_walk_melee_value_answer(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->exec = fake_exec;
	f->t->preview = fake_preview;
	select_unit("Cuir6");
	key('m');
	type("KGL5");
	key('\r');
	assert_true(screen_has("ASK figures [1..16]"));
	key('y');
	assert_true(screen_has("figures takes 1..16"));
	type("12");
	key('\r');
	assert_true(seen("check melee Cuir6 vs KGL5 figures=12"));
	key('\r'); /* factors */
	key('\r'); /* dice */
	type("11");
	key('\r');
	type("9");
	key('\r'); /* the last value: journaled, then the result */
	assert_string_equal(walk_step_name(f->t->walk), "result");
	key('\r'); /* done */
	assert_null(f->t->walk);
	assert_true(seen("melee Cuir6 vs KGL5 figures=12 roll=11 droll=9"));
	fixture_free(f);
}

static void
test_walk_common_target_parts(void **state)
{
	(void)state;
	struct fixture *f = fixture_new(24, 80, true);
	f->t->exec = fake_exec;
	f->t->preview = fake_preview;
	select_unit("F27");
	key('f');
	type("L54");
	key('\r');
	fkey(KEY_LEFT); /* back to the parts */
	assert_string_equal(walk_step_name(f->t->walk), "pick");
	/* Teaching: what the rules say of a common target and a split
	 * fire, from the ruleset's descriptor. */
	key('T');
	assert_true(screen_has("3.1.5: "));
	key('T');
	assert_false(screen_has("3.1.5: "));
	key('+');
	type("Ross");
	key('\r');
	assert_true(screen_has("2. Ross > L54"));
	/* Keys that are commands elsewhere are text while a name is typed. */
	key('+');
	type("q:?t");
	assert_false(f->t->quit);
	assert_true(screen_has("name: q:?t"));
	key(27);
	key(27);
	assert_true(screen_has("2. Ross > L54"));
	key('\r');
	assert_true(screen_has("check1"));
	fixture_free(f);
}

/* docs/screens/ holds the same captures, so the docs stay current. */
static void
test_docs_screens_current(void **state)
{
	(void)state;
	static const char *const names[] = {
	    "main",	   "roster",	 "map-ascii",  "help",
	    "form",	   "walk-check", "walk-teach", "walk-factors",
	    "walk-result", "too-small",	 NULL};
	const char *upd = getenv("UPDATE");
	for (size_t i = 0; names[i]; i++) {
		char *a = um_xasprintf("test/screen/%s.txt", names[i]);
		char *b = um_xasprintf("docs/screens/%s.txt", names[i]);
		char *want = read_file(a), *have = read_file(b);
		assert_non_null(want);
		if ((upd && strcmp(upd, "1") == 0) || have == NULL) {
			FILE *f = fopen(b, "w");
			assert_non_null(f);
			fputs(want, f);
			fclose(f);
		} else if (strcmp(want, have) != 0) {
			fail_msg("%s is not current: UPDATE=1 %s rewrites it",
				 b, "build/test/screen_tui");
		}
		free(want);
		free(have);
		free(a);
		free(b);
	}
}

/* The key list in docs/tui.md is the binding table's (help_markdown),
 * between its two markers; UPDATE=1 rewrites it. */
static void
test_docs_keys_current(void **state)
{
	(void)state;
	static const char begin[] = "<!-- keys: made from the binding table "
				    "(src/tui/tui.c) -->\n";
	static const char end[] = "<!-- end of keys -->";
	char *doc = read_file("docs/tui.md");
	assert_non_null(doc);
	char *b = strstr(doc, begin), *e = b ? strstr(b, end) : NULL;
	if (b == NULL || e == NULL)
		fail_msg("docs/tui.md has no key list markers");
	b += strlen(begin);
	char *want = help_markdown(tui_bindings);
	const char *upd = getenv("UPDATE");
	if (upd && strcmp(upd, "1") == 0) {
		FILE *f = fopen("docs/tui.md", "w");
		assert_non_null(f);
		fwrite(doc, 1, (size_t)(b - doc), f);
		fputs(want, f);
		fputs(e, f);
		fclose(f);
	} else if (strlen(want) != (size_t)(e - b) ||
		   strncmp(want, b, (size_t)(e - b)) != 0) {
		fail_msg("docs/tui.md's key list is not the binding table's: "
			 "UPDATE=1 build/test/screen_tui rewrites it");
	}
	free(want);
	free(doc);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_main_screen),
	    cmocka_unit_test(test_roster_states_readable),
	    cmocka_unit_test(test_map_ascii_fallback),
	    cmocka_unit_test(test_status_provisional_mark),
	    cmocka_unit_test(test_status_turn_fits_80),
	    cmocka_unit_test(test_map_zoom_pan),
	    cmocka_unit_test(test_too_small_and_resize),
	    cmocka_unit_test(test_help_lists_keys),
	    cmocka_unit_test(test_cmdline_runs_and_errors_in_place),
	    cmocka_unit_test(test_form_adds_unit),
	    cmocka_unit_test(test_move_nudges_and_types),
	    cmocka_unit_test(test_walk_fire_steps),
	    cmocka_unit_test(test_walk_error_in_place_and_abandon),
	    cmocka_unit_test(test_walk_from_cmdline),
	    cmocka_unit_test(test_walk_melee_value_answer),
	    cmocka_unit_test(test_walk_common_target_parts),
	    cmocka_unit_test(test_docs_screens_current),
	    cmocka_unit_test(test_docs_keys_current),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
