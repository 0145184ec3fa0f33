/* test_view.c - the live views' projection (view.h, docs/views.md): what
 * the table, each side and the umpire see, and that a page body holds
 * nothing an audience may not see. */
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
#include "umpire/view.h"

static const struct view_audience table = {VIEW_TABLE, NULL};
static const struct view_audience umpire = {VIEW_UMPIRE, NULL};
static const struct view_audience allied = {VIEW_SIDE, "Allied"};
static const struct view_audience french = {VIEW_SIDE, "French"};

static void
assert_sight(struct view_sight s, bool figures, bool state, bool label)
{
	assert_int_equal(s.figures, figures);
	assert_int_equal(s.state, state);
	assert_int_equal(s.label, label);
}

/* view_enemy: exact (figures and state), state (state only), hidden
 * (position and formation only); the umpire and a side's own units:
 * everything; the table as the enemy. */
static void
test_view_sight(void **state)
{
	(void)state;
	for (int e = VIEW_ENEMY_EXACT; e <= VIEW_ENEMY_HIDDEN; e++) {
		assert_sight(view_sight_of(e, &umpire, "French"), true, true,
			     true);
		assert_sight(view_sight_of(e, &allied, "Allied"), true, true,
			     true);
	}
	assert_sight(view_sight_of(VIEW_ENEMY_EXACT, &allied, "French"), true,
		     true, true);
	assert_sight(view_sight_of(VIEW_ENEMY_STATE, &allied, "French"), false,
		     true, true);
	assert_sight(view_sight_of(VIEW_ENEMY_HIDDEN, &allied, "French"), false,
		     false, false);
	assert_sight(view_sight_of(VIEW_ENEMY_HIDDEN, &table, "Allied"), false,
		     false, false);
	assert_sight(view_sight_of(VIEW_ENEMY_STATE, &table, "French"), false,
		     true, true);
}

static struct session *
game_of(const char *const *lines)
{
	struct session_opts so = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	for (size_t i = 0; lines[i]; i++) {
		struct out w;
		out_init(&w);
		int r = session_exec(s, lines[i], &w, &err);
		if (r < 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&w);
	}
	return s;
}

static const char *const battle[] = {
    "unit add Gds1 side=Allied arm=infantry figures=47 formation=line "
    "x=100 y=40 facing=0 valour=3 label=\"<script>alert(1)</script>\"",
    "unit add Bn45 side=French arm=infantry figures=83 "
    "formation=attack-column x=100 y=70 facing=180",
    "fire Gds1 at Bn45 dice=4,3,5", "resolve", NULL};

static char *
body_of(struct session *s, const struct view_audience *a)
{
	char *err = NULL;
	struct view_live *v = view_live_make(s, &err);
	if (v == NULL)
		fail_msg("%s", err);
	struct strbuf sb;
	sb_init(&sb);
	view_body(v, a, &sb);
	view_live_free(v);
	return sb.s;
}

/* `game view_enemy=...`: the three values, anything else refused with
 * what is allowed and nothing changed. */
static void
test_view_setting(void **state)
{
	(void)state;
	struct session *s = game_of(battle);
	assert_int_equal(view_enemy_of(s->g), VIEW_ENEMY_EXACT);
	struct out w;
	out_init(&w);
	char *err = NULL;
	assert_int_equal(session_exec(s, "game view_enemy=some", &w, &err), -1);
	assert_non_null(strstr(err, "view_enemy=exact|state|hidden"));
	free(err);
	err = NULL;
	assert_int_equal(view_enemy_of(s->g), VIEW_ENEMY_EXACT);
	assert_int_equal(session_exec(s, "game view_enemy=state", &w, &err), 0);
	assert_int_equal(view_enemy_of(s->g), VIEW_ENEMY_STATE);
	out_free(&w);
	session_free(s);
}

/* Whether html shows the number n as figures: in a table cell, on a map
 * label, in a ruling or an explanation. */
static bool
shows(const char *html, int n)
{
	static const char *const forms[] = {">%d<",  "%d fig", "figures now %d",
					    "-> %d", "= %d",   "%d figures",
					    NULL};
	for (size_t i = 0; forms[i]; i++) {
		char pat[32];
		snprintf(pat, sizeof pat, forms[i], n);
		if (strstr(html, pat))
			return true;
	}
	return false;
}

/* With view_enemy=hidden the Allied body has its own figures (47), never
 * Bn45's (83 at the start, 78 after the fire: 47 figures are 5 units of
 * fire, one short (3.1.1), roll 12 loses 1 each: 5); the
 * French and the table never Gds1's; the umpire all of them. The label is
 * escaped everywhere it is shown, and shown only to who sees labels. */
static void
test_view_hidden(void **state)
{
	(void)state;
	struct session *s = game_of(battle);
	struct out w;
	out_init(&w);
	char *err = NULL;
	assert_int_equal(session_exec(s, "game view_enemy=hidden", &w, &err),
			 0);
	out_free(&w);
	char *a = body_of(s, &allied), *f = body_of(s, &french);
	char *t = body_of(s, &table), *u = body_of(s, &umpire);
	assert_true(shows(a, 47));
	assert_false(shows(a, 83));
	assert_false(shows(a, 78));
	assert_null(strstr(a, "figures now"));
	assert_non_null(strstr(a, "dice 4,3,5"));
	/* What each did this bound, seen by the other side too. */
	assert_non_null(strstr(f, "<td>\xe2\x80\x94</td><td>fired</td>"));
	assert_non_null(strstr(a, "<td>fired on</td>"));
	assert_true(shows(f, 78));
	assert_false(shows(f, 47));
	assert_null(strstr(f, "alert"));
	assert_false(shows(t, 47));
	assert_false(shows(t, 78));
	assert_null(strstr(t, "step by step"));
	assert_true(shows(u, 47));
	assert_true(shows(u, 78));
	assert_non_null(strstr(u, "step by step"));
	const char *all[] = {a, f, t, u};
	for (size_t i = 0; i < 4; i++)
		assert_null(strstr(all[i], "<script>"));
	assert_non_null(strstr(a, "&lt;script&gt;alert(1)&lt;/script&gt;"));
	assert_non_null(strstr(u, "&lt;script&gt;alert(1)&lt;/script&gt;"));
	free(a);
	free(f);
	free(t);
	free(u);
	session_free(s);
}

/* state: the Allied side sees Bn45's label and state, not its figures
 * (83, 78 after the fire) nor the ruling's numbers; the French see Gds1's
 * label as text. */
static void
test_view_state(void **state)
{
	(void)state;
	struct session *s = game_of(battle);
	struct out w;
	out_init(&w);
	char *err = NULL;
	assert_int_equal(session_exec(s, "unit set Bn45 label=Ney", &w, &err),
			 0);
	assert_int_equal(session_exec(s, "game view_enemy=state", &w, &err), 0);
	out_free(&w);
	char *a = body_of(s, &allied), *f = body_of(s, &french);
	assert_non_null(strstr(a, "<td>Ney</td>"));
	assert_false(shows(a, 83));
	assert_false(shows(a, 78));
	assert_null(strstr(a, "step by step"));
	assert_false(shows(f, 47));
	assert_non_null(strstr(f, "&lt;script&gt;alert(1)&lt;/script&gt;"));
	assert_null(strstr(f, "<script>"));
	free(a);
	free(f);
	session_free(s);
}

/* exact: a side sees the enemy's figures and the whole ruling. */
static void
test_view_exact(void **state)
{
	(void)state;
	struct session *s = game_of(battle);
	char *f = body_of(s, &french), *t = body_of(s, &table);
	assert_true(shows(f, 47));
	assert_true(shows(t, 78));
	assert_non_null(strstr(t, "step by step"));
	assert_non_null(strstr(t, "&lt;script&gt;alert(1)&lt;/script&gt;"));
	free(f);
	free(t);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_view_sight),
	    cmocka_unit_test(test_view_setting),
	    cmocka_unit_test(test_view_hidden),
	    cmocka_unit_test(test_view_state),
	    cmocka_unit_test(test_view_exact),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
