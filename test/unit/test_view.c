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
#include <sys/stat.h>
#include <unistd.h>

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

static char *
body_focused(struct session *s, const struct view_audience *a,
	     const struct view_focus *fo)
{
	char *err = NULL;
	struct view_live *v = view_live_make(s, &err);
	if (v == NULL)
		fail_msg("%s", err);
	view_live_focus(v, fo);
	struct strbuf sb;
	sb_init(&sb);
	view_body(v, a, &sb);
	view_live_free(v);
	return sb.s;
}

/* The umpire's focus: on the table's and the umpire's pages (title, a
 * line, the units outlined on the map), never on a side's; a name that
 * is not a unit of the game is not written. */
static void
test_view_focus(void **state)
{
	(void)state;
	struct session *s = game_of(battle);
	struct view_focus fo = {VIEW_FOCUS_FIRE, "Gds1", "Bn45"};
	char *t = body_focused(s, &table, &fo);
	char *u = body_focused(s, &umpire, &fo);
	char *a = body_focused(s, &allied, &fo);
	assert_non_null(strstr(t, ", umpire on Gds1\""));
	assert_non_null(strstr(t, "<b class=\"focus-unit\">Gds1</b> fires at "
				  "<b class=\"focus-target\">Bn45</b>"));
	assert_non_null(
	    strstr(t, "class=\"unit hl focus\" data-unit=\"Gds1\""));
	assert_non_null(
	    strstr(u, "class=\"unit hl focus\" data-unit=\"Bn45\""));
	assert_null(strstr(a, "focus"));
	free(t);
	free(u);
	free(a);
	struct view_focus odd = {VIEW_FOCUS_MELEE, "Gds1", "<b>x</b>"};
	t = body_focused(s, &table, &odd);
	assert_non_null(
	    strstr(t, "<b class=\"focus-unit\">Gds1</b> to attack"));
	assert_null(strstr(t, "&lt;b&gt;x"));
	free(t);
	struct view_focus none = {VIEW_FOCUS_UNIT, "Nobody", ""};
	t = body_focused(s, &table, &none);
	assert_null(strstr(t, "focus"));
	free(t);
	session_free(s);
}

/* GAME.serve: written 0600 and read back; left by a process that is
 * gone, it is no serve; a line it does not know, refused. GAME.focus:
 * read only while its writer runs. */
static void
test_view_files(void **state)
{
	(void)state;
	char dir[] = "/tmp/umpire-test-view.XXXXXX";
	assert_non_null(mkdtemp(dir));
	char *game = um_xasprintf("%s/g.umpire", dir);
	struct view_link l[2] = {
	    {VIEW_TABLE, "", "http://127.0.0.1:8765/aa/"},
	    {VIEW_SIDE, "Old Guard", "http://127.0.0.1:8765/bb/"}};
	struct view_links w = {.pid = (long)getpid(), .link = l, .n = 2};
	char *err = NULL;
	assert_int_equal(view_links_write(game, &w, &err), 0);
	char *path = view_links_path(game);
	struct stat st;
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	struct view_links r;
	assert_int_equal(view_links_read(game, &r, &err), 1);
	assert_int_equal(r.n, 2);
	assert_int_equal(r.link[1].kind, VIEW_SIDE);
	assert_string_equal(r.link[1].side, "Old Guard");
	assert_string_equal(r.link[1].url, "http://127.0.0.1:8765/bb/");
	view_links_free(&r);
	/* A pid no process has (above the kernel's pid_max). */
	w.pid = 0x7ffffffe;
	assert_int_equal(view_links_write(game, &w, &err), 0);
	assert_int_equal(view_links_read(game, &r, &err), 0);
	FILE *f = fopen(path, "a");
	assert_non_null(f);
	fputs("table ftp://elsewhere/\n", f);
	fclose(f);
	assert_int_equal(view_links_read(game, &r, &err), -1);
	assert_non_null(strstr(err, "not a file umpire serve wrote"));
	free(err);
	err = NULL;
	unlink(path);
	assert_int_equal(view_links_read(game, &r, &err), 0);

	struct view_focus fo = {VIEW_FOCUS_FIRE, "Gds1", "Bn45"}, back;
	assert_int_equal(view_focus_write(game, &fo, &err), 0);
	view_focus_read(game, &back);
	assert_true(view_focus_equal(&fo, &back));
	char *fpath = view_focus_path(game);
	f = fopen(fpath, "w");
	assert_non_null(f);
	fputs("pid 2147483646\nfocus unit\nunit Gds1\n", f);
	fclose(f);
	view_focus_read(game, &back);
	assert_int_equal(back.kind, VIEW_FOCUS_NONE);
	unlink(fpath);
	free(fpath);
	free(path);
	rmdir(dir);
	free(game);
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
	    cmocka_unit_test(test_view_focus),
	    cmocka_unit_test(test_view_files),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
