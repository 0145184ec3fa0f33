/* test_walk.c - the walkthrough model (umpire/walk.h) driven through whole
 * walks without any front end, on a real session: a Belle Alliance fire
 * with its question answered, a split fire, a brigade fire with each
 * battalion's dice typed, a melee, going back keeping the answers, bad
 * dice refused with nothing changed, journal before show, and the typed
 * question a command leaves (cmd_needs). Each result was computed by
 * hand from the rules in the golden scripts named. */
#define _GNU_SOURCE /* asprintf, mkdtemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <unistd.h>

#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/walk.h"

static struct session *
new_session(const char *const *lines)
{
	struct session_opts o = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	for (size_t i = 0; lines[i]; i++) {
		struct out out;
		out_init(&out);
		if (session_exec(s, lines[i], &out, &err) < 0)
			fail_msg("%s: %s", lines[i], err);
		out_free(&out);
	}
	return s;
}

/* The session journals into a new game file in a fresh folder;
 * file_text reads it back whole. */
static char game_dir[64];
static char game_path[96];

static void
open_game(struct session *s)
{
	snprintf(game_dir, sizeof game_dir, "/tmp/test_walk.XXXXXX");
	assert_non_null(mkdtemp(game_dir));
	snprintf(game_path, sizeof game_path, "%s/game.umpire", game_dir);
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_open(s, game_path, &o, &err) < 0)
		fail_msg("%s", err);
	out_free(&o);
}

static char *
file_text(void)
{
	FILE *f = fopen(game_path, "r");
	assert_non_null(f);
	static char buf[65536];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static void
close_game(struct session *s)
{
	session_free(s);
	unlink(game_path);
	rmdir(game_dir);
}

static struct wmodel *
walk_of(struct session *s, enum walk_kind kind, const char *actor)
{
	struct walk_host h = {.s = s};
	return wm_new(&h, kind, actor);
}

static size_t
hist_n(const struct session *s)
{
	const char *const *lines;
	return session_lines(s, &lines);
}

static const char *
hist_at(const struct session *s, size_t i)
{
	const char *const *lines;
	size_t n = session_lines(s, &lines);
	return i < n ? lines[i] : "";
}

static const struct unit *
unit_of(struct session *s, const char *name)
{
	long i = game_unit_index(s->g, name);
	assert_true(i >= 0);
	return &s->g->units[i];
}

static void
pick(struct wmodel *m, const char *name)
{
	long i = game_unit_index(m->host.s->g, name);
	assert_true(i >= 0);
	wm_pick_unit(m, (int)i);
}

/* Answer the item KEY of the step under way. */
static bool
answer(struct wmodel *m, const char *key, const char *val)
{
	size_t p;
	enum wm_ans_step as;
	wm_current(m, &p, &as);
	for (size_t i = 0; i < wm_items_n(m, p, as); i++)
		if (strcmp(wm_item_at(m, p, as, i)->key, key) == 0) {
			m->cur = (int)i;
			return wm_answer(m, val);
		}
	fail_msg("no item %s on the %s step", key, wm_step_name(m));
	return false;
}

static bool
result_has(const struct wmodel *m, const char *text)
{
	for (size_t i = 0; i < m->result.n; i++)
		if (strstr(m->result.lines[i].text, text))
			return true;
	return false;
}

/* Belle Alliance split-two-targets.cmd, its first part alone: A 30
 * figures, 3 units of fire, range 15 zone 2 (+0), dice 5,4,3 = 12 ->
 * Table 12 row 12: 1 a unit of fire x 3 = 3; T1 18 - 3 = 15. */
static const char *const duel[] = {
    "unit add A side=Allied arm=infantry figures=30 formation=line",
    "unit add T1 side=French arm=infantry figures=18 formation=line",
    "unit add T2 side=French arm=infantry figures=18 formation=line", NULL};

static void
test_ba_fire_question_dice_journal_first(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	size_t h0 = hist_n(s);
	struct rng rng0 = s->rng;
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	pick(m, "T1");
	/* Straight on to the checks: range is asked (unplaced units), the
	 * question typed (key, question, allowed), not parsed. */
	assert_string_equal(wm_step_name(m), "check");
	assert_string_equal(m->parts[0].eligible, "ask");
	assert_false(wm_next(m));
	assert_non_null(strstr(m->msg, "answer range first"));
	assert_true(answer(m, "range", "15"));
	assert_string_equal(m->parts[0].eligible, "yes");
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "factors"); /* flank? asks */
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "dice");
	assert_int_equal(m->ndice, 1);
	/* Never rolled unasked: no result without dice. */
	assert_false(wm_next(m));
	assert_non_null(strstr(m->msg, "has no dice yet"));
	assert_int_equal(wm_dice_type(m, 0, "5,4,3"), 0);
	assert_int_equal(hist_n(s), h0); /* nothing journaled yet */
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "result");
	/* Journal first, then show: what the result shows is in the
	 * history (and the game file) already. */
	assert_true(m->applied);
	assert_int_equal(hist_n(s), h0 + 2);
	assert_string_equal(hist_at(s, h0), "fire A at T1 range=15 dice=5,4,3");
	assert_string_equal(hist_at(s, h0 + 1), "resolve");
	assert_int_equal(m->njournaled, 2);
	assert_true(result_has(m, "RESULT kind=fire target=T1 loss=3"));
	assert_int_equal(unit_of(s, "T1")->figures, 15);
	assert_true(m->nwords > 0);
	/* Back is no way back once applied: undo is. */
	wm_back(m);
	assert_string_equal(wm_step_name(m), "result");
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_free(m);
	session_free(s);
}

/* A firer that has fired this bound may not fire again (3.1.1, from
 * history): the verdict is no although T2's range is still open, the
 * walk says why instead of asking the range, and the pick list marks
 * every target so (docs/rulings.md). */
static void
test_fired_refused_before_questions(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(
	    session_exec(s, "fire A at T1 range=15 dice=5,4,3", &o, &err), 0);
	assert_int_equal(session_exec(s, "resolve", &o, &err), 0);
	out_free(&o);
	size_t h0 = hist_n(s);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	const struct wm_mark *mk =
	    wm_target_mark(m, (int)game_unit_index(s->g, "T2"));
	assert_non_null(mk);
	assert_string_equal(mk->eligible, "no");
	assert_string_equal(mk->why, "fired");
	pick(m, "T2");
	assert_string_equal(wm_step_name(m), "check");
	assert_string_equal(m->parts[0].eligible, "no");
	assert_false(wm_next(m));
	assert_null(strstr(m->msg, "answer range first"));
	assert_non_null(strstr(m->msg, "A > T2 may not fire"));
	assert_non_null(strstr(m->msg, "already fired"));
	assert_int_equal(hist_n(s), h0);
	wm_free(m);
	session_free(s);
}

static void
test_bad_dice_refused_nothing_changed(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	size_t h0 = hist_n(s);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	pick(m, "T1");
	assert_true(answer(m, "range", "15"));
	assert_true(wm_next(m));
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "dice");
	/* A die of 9 on 3d6, and a total 3d6 cannot make. */
	assert_int_equal(wm_dice_type(m, 0, "4,3,9"), -1);
	assert_non_null(strstr(m->msg, "4,3,9 refused"));
	assert_string_equal(m->dice[0].val, "");
	assert_int_equal(wm_dice_type(m, 0, "19"), -1);
	assert_string_equal(m->dice[0].val, "");
	assert_false(wm_next(m));
	assert_string_equal(wm_step_name(m), "dice");
	/* "435": one digit a die. */
	assert_int_equal(wm_dice_type(m, 0, "435"), 0);
	assert_string_equal(m->dice[0].val, "4,3,5");
	assert_int_equal(hist_n(s), h0);
	assert_int_equal(unit_of(s, "T1")->figures, 18);
	wm_free(m);
	session_free(s);
}

/* The same firer at a second target: back to the parts keeps the first
 * part's answers; the step after the parts asks the figures of each. */
static void
test_split_fire(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	pick(m, "T1");
	assert_true(answer(m, "range", "15"));
	wm_back(m);
	assert_string_equal(wm_step_name(m), "pick");
	wm_add_part(m, "A", NULL, 1);
	/* The target A has already is not offered again. */
	int *cand = NULL;
	assert_int_equal(wm_candidates(m, &cand), 1);
	assert_string_equal(s->g->units[cand[0]].name, "T2");
	free(cand);
	pick(m, "T2");
	assert_int_equal(m->nparts, 2);
	assert_string_equal(wm_answer_get(&m->parts[0], "range"), "15");
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "check");
	/* Split fire: each part asks how many figures fire at it. */
	assert_string_equal(m->parts[0].eligible, "ask");
	assert_true(answer(m, "figures", "20"));
	assert_true(wm_next(m));
	while (strcmp(wm_step_name(m), "factors") == 0)
		assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "check");
	assert_true(answer(m, "range", "15"));
	/* The second part is offered what the first left (30 - 20). */
	const struct wm_item *fig = NULL;
	for (size_t i = 0; i < m->parts[1].nchecks; i++)
		if (strcmp(m->parts[1].checks[i].key, "figures") == 0)
			fig = &m->parts[1].checks[i];
	assert_non_null(fig);
	assert_string_equal(fig->allowed, "1..10");
	assert_non_null(strstr(fig->question, "10 left"));
	/* More than the firer has: refused on the checks, before any die. */
	assert_true(answer(m, "figures", "15"));
	assert_false(wm_next(m));
	assert_non_null(strstr(m->msg, "A has 30 figures; its parts take 35"));
	assert_string_equal(wm_step_name(m), "check");
	assert_true(answer(m, "figures", "10"));
	while (strcmp(wm_step_name(m), "dice") != 0)
		assert_true(wm_next(m));
	/* One roll for both parts (3.1.2). */
	assert_int_equal(m->ndice, 1);
	assert_int_equal(wm_dice_type(m, 0, "5,4,3"), 0);
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "result");
	/* split-two-targets.cmd: split -2, loss index 10: 0.75 a unit of
	 * fire; T1 1.5 -> 2, T2 0.75 -> 1. */
	assert_int_equal(unit_of(s, "T1")->figures, 16);
	assert_int_equal(unit_of(s, "T2")->figures, 17);
	wm_free(m);
	session_free(s);
}

/* brigade/fire.cmd: A1 3,4,5 -> 3; A2 2,2,6 -> 2.25; A3 faces away (not
 * eligible, 3.1.3); A4 6,5,1 -> 3; T 36 - 8.25 -> 28 (3.1.5). */
static const char *const brigade[] = {
    "unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 "
    "facing=0 width=12 depth=2 brigade=B1",
    "unit add A2 side=French arm=infantry figures=24 formation=line x=20 "
    "y=0 facing=0 width=12 depth=2 brigade=B1",
    "unit add A3 side=French arm=infantry figures=24 formation=line x=40 "
    "y=0 facing=180 width=12 depth=2 brigade=B1",
    "unit add A4 side=French arm=infantry figures=24 formation=line x=60 "
    "y=0 facing=0 width=12 depth=2 brigade=B1",
    "unit add T side=Allied arm=infantry figures=36 formation=line x=30 "
    "y=20 facing=180 width=90 depth=2",
    NULL};

static void
test_brigade_fire_typed_dice(void **state)
{
	(void)state;
	struct session *s = new_session(brigade);
	size_t h0 = hist_n(s);
	struct rng rng0 = s->rng;
	struct walk_host h = {.s = s};
	struct wmodel *m = wm_new_brigade(&h, "B1");
	assert_int_equal(m->nparts, 4);
	m->pick_role = 1;
	/* Only the enemy is offered as the target. */
	int *cand = NULL;
	size_t n = wm_candidates(m, &cand);
	assert_int_equal(n, 1);
	assert_string_equal(s->g->units[cand[0]].name, "T");
	free(cand);
	pick(m, "T");
	assert_string_equal(wm_step_name(m), "check");
	assert_string_equal(m->parts[0].eligible, "yes");
	assert_string_equal(m->parts[2].eligible, "no");
	assert_true(m->parts[2].nchecks > 0);
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "factors");
	assert_true(m->parts[0].nfactors > 0);
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "dice");
	/* A row for each battalion that may fire; none filled. */
	assert_int_equal(m->ndice, 3);
	assert_string_equal(m->dice[0].who, "A1");
	assert_string_equal(m->dice[2].who, "A4");
	assert_int_equal(m->cur, 0);
	assert_int_equal(wm_dice_type(m, 0, "3,4,5"), 0);
	assert_int_equal(wm_dice_next_empty(m, 0), 1);
	assert_string_equal(m->dice[1].val, "");
	/* Enter waits for every battalion's dice: none rolled unasked. */
	assert_false(wm_next(m));
	assert_int_equal(m->cur, 1);
	assert_non_null(strstr(m->msg, "A2 has no dice yet"));
	assert_int_equal(wm_dice_type(m, 1, "2,2,6"), 0);
	assert_int_equal(wm_dice_type(m, 2, "6,5,1"), 0);
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "result");
	assert_int_equal(hist_n(s), h0 + 2);
	assert_non_null(strstr(hist_at(s, h0), "A1.dice=3,4,5"));
	assert_non_null(strstr(hist_at(s, h0), "A4.dice=6,5,1"));
	assert_int_equal(unit_of(s, "T")->figures, 28);
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_free(m);
	session_free(s);
}

/* Picking a target: each is marked by its check, those that may be fired
 * at first. A3 faces away from T (out of arc, 3.1.3, as in
 * brigade/fire.cmd); T2 is in front of it, farther than T. */
static void
test_targets_marked_eligible_first(void **state)
{
	(void)state;
	struct session *s = new_session(brigade);
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_exec(s,
				      "unit add T2 side=Allied arm=infantry "
				      "figures=24 formation=line x=40 y=-25 "
				      "facing=0 width=12 depth=2",
				      &o, &err),
			 0);
	out_free(&o);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A3");
	const struct wm_mark *mt =
	    wm_target_mark(m, (int)game_unit_index(s->g, "T"));
	assert_non_null(mt);
	assert_string_equal(mt->eligible, "no");
	assert_string_equal(mt->why, "arc");
	const struct wm_mark *m2 =
	    wm_target_mark(m, (int)game_unit_index(s->g, "T2"));
	assert_non_null(m2);
	assert_string_not_equal(m2->eligible, "no");
	int *cand = NULL;
	size_t n = wm_candidates(m, &cand);
	assert_int_equal(n, 5); /* the enemies, then A3's friends */
	assert_string_equal(s->g->units[cand[0]].name, "T2");
	assert_string_equal(s->g->units[cand[1]].name, "T");
	free(cand);
	wm_free(m);
	session_free(s);
}

/* ba-melee/ex4-column-vs-line.cmd: A 4,3,5 -> 16, D 2,6,1 -> 14: D loses
 * by 2, LD, 17 figures; A 34. */
static void
test_melee(void **state)
{
	(void)state;
	static const char *const lines[] = {
	    "unit add A side=French arm=infantry figures=36 "
	    "formation=attack-column valour=1",
	    "unit add S side=French arm=infantry figures=20 formation=line",
	    "unit add D side=Allied arm=infantry figures=20 formation=line "
	    "valour=3",
	    "unit add N side=Allied arm=infantry figures=12 formation=line",
	    NULL};
	struct session *s = new_session(lines);
	struct wmodel *m = walk_of(s, WALK_MELEE, "A");
	wm_answer_set(&m->parts[0], "support", "S", WA_CHECK);
	wm_answer_set(&m->parts[0], "d_neighbour", "N", WA_CHECK);
	pick(m, "D");
	assert_string_equal(wm_step_name(m), "pick"); /* helpers named */
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "check");
	while (strcmp(wm_step_name(m), "dice") != 0)
		assert_true(wm_next(m));
	assert_int_equal(m->ndice, 2);
	assert_string_equal(m->dice[0].who, "A");
	assert_string_equal(m->dice[1].who, "D");
	assert_int_equal(wm_dice_type(m, 0, "4,3,5"), 0);
	assert_int_equal(wm_dice_type(m, 1, "2,6,1"), 0);
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "result");
	assert_int_equal(unit_of(s, "D")->figures, 17);
	assert_int_equal(unit_of(s, "A")->figures, 34);
	wm_free(m);
	session_free(s);
}

/* Back from the dice to the checks and on again: answers and dice
 * stay. */
static void
test_back_keeps_answers(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	pick(m, "T1");
	assert_true(answer(m, "range", "15"));
	assert_true(wm_next(m));
	assert_true(answer(m, "column", "no"));
	assert_true(wm_next(m));
	assert_int_equal(wm_dice_type(m, 0, "5,4,3"), 0);
	wm_back(m);
	assert_string_equal(wm_step_name(m), "factors");
	wm_back(m);
	assert_string_equal(wm_step_name(m), "check");
	assert_string_equal(wm_answer_get(&m->parts[0], "range"), "15");
	assert_string_equal(wm_answer_get(&m->parts[0], "column"), "no");
	assert_true(wm_next(m));
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "dice");
	assert_string_equal(m->dice[0].val, "5,4,3");
	char **decl;
	size_t n = wm_declarations(m, &decl);
	assert_int_equal(n, 1);
	assert_string_equal(decl[0], "fire A at T1 range=15 column=no "
				     "dice=5,4,3");
	free(decl[0]);
	free(decl);
	wm_free(m);
	session_free(s);
}

/* r rolls only when asked, and the roll is noted in the game file. */
static void
test_roll_only_when_asked(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	struct wmodel *m = walk_of(s, WALK_FIRE, "A");
	pick(m, "T1");
	assert_true(answer(m, "range", "15"));
	assert_true(wm_next(m));
	assert_true(wm_next(m));
	struct rng rng0 = s->rng;
	open_game(s);
	assert_null(strstr(file_text(), "dice rolled"));
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_dice_roll(m, 0);
	assert_memory_not_equal(&rng0, &s->rng, sizeof rng0);
	assert_int_not_equal(m->dice[0].val[0], '\0');
	char *want = NULL;
	assert_true(asprintf(&want, "# dice rolled with r for A: %s",
			     m->dice[0].val) > 0);
	assert_non_null(strstr(file_text(), want));
	free(want);
	/* Journal first, then show: the ruling is in the file when the
	 * result step is. */
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "result");
	assert_non_null(strstr(file_text(), "\nresolve\n"));
	wm_free(m);
	close_game(s);
}

/* A command that needs an answer says so typed (cmd_needs), beside the
 * one-line error, byte for byte as before. */
static void
test_typed_question(void **state)
{
	(void)state;
	struct session *s = new_session(duel);
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_exec(s, "factors fire A at T1", &o, &err), -1);
	assert_non_null(o.asked);
	assert_string_equal(o.asked->key, "range");
	assert_string_equal(o.asked->allowed, "0..");
	assert_string_equal(err, "needs range (distance from the point of fire "
				 "to the point of impact along the line of "
				 "fire, in game units)");
	free(err);
	/* A command that asks nothing leaves none. */
	assert_int_equal(
	    session_exec(s, "check fire A at T1 range=15", &o, &err), 0);
	assert_null(o.asked);
	out_free(&o);
	session_free(s);
}

/* Grande Tactique, the demo's charge (demo-grande-tactique.cmd): Kell
 * moved into contact with RHA and its charge declared in the PIP Phase
 * without dice (`C`). The walkthrough on Kell resolves that charge: its
 * check passes ("once" is this charge), its dice are asked, none rolled,
 * and it goes on the declared charge's line. Kell 6 -1 (unshaken guns
 * from the front) = 5 >= 4 passes; RHA 2 < 4 fails: silenced (as in
 * tui-gt-turn.sh). `bound` still counts Kell as charging, not as one
 * that may attack. */
static const char *const gt_charge[] = {
    "ruleset grande-tactique",
    "game units=in",
    "game sequence=free",
    "unit add RHA side=British arm=artillery figures=1 formation=unlimbered "
    "firing=yes command=5th x=32 y=10 facing=0 width=2 depth=1",
    "unit add Kell side=French arm=cavalry figures=1 command=IIICav x=32 "
    "y=10 facing=180 width=3 depth=1.5",
    "charge Kell vs RHA front_of_guns=yes",
    NULL};

static bool
out_has(const struct out *o, const char *text)
{
	for (size_t i = 0; i < o->n; i++)
		if (strstr(o->lines[i].text, text))
			return true;
	return false;
}

static const struct wm_item *
check_item(const struct wm_part *p, const char *key)
{
	for (size_t i = 0; i < p->nchecks; i++)
		if (strcmp(p->checks[i].key, key) == 0)
			return &p->checks[i];
	return NULL;
}

static void
test_gt_declared_charge(void **state)
{
	(void)state;
	struct session *s = new_session(gt_charge);
	size_t h0 = hist_n(s);
	struct rng rng0 = s->rng;
	struct wmodel *m = walk_of(s, WALK_MELEE, "Kell");
	m->pick_role = 1;
	const struct wm_mark *mk =
	    wm_target_mark(m, (int)game_unit_index(s->g, "RHA"));
	assert_non_null(mk);
	assert_string_equal(mk->eligible, "yes");
	pick(m, "RHA");
	assert_string_equal(wm_step_name(m), "check");
	assert_string_equal(m->parts[0].eligible, "yes");
	const struct wm_item *once = NULL;
	for (size_t i = 0; i < m->parts[0].nchecks; i++)
		if (strcmp(m->parts[0].checks[i].key, "once") == 0)
			once = &m->parts[0].checks[i];
	assert_non_null(once);
	assert_string_equal(once->result, "pass");
	assert_non_null(strstr(once->reason, "is declared"));
	const struct wm_item *contact = check_item(&m->parts[0], "contact");
	assert_non_null(contact);
	assert_non_null(strstr(contact->reason, "paid when the charge was "
						"declared"));
	while (strcmp(wm_step_name(m), "dice") != 0)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
	/* Asked, never rolled: the charging and charged Morale Checks; no
	 * pursuit die against guns (overrun guns are held, not pursued:
	 * docs/rulings.md). */
	assert_int_equal(m->ndice, 2);
	assert_string_equal(m->dice[0].who, "Kell");
	assert_string_equal(m->dice[1].who, "RHA");
	assert_false(wm_next(m));
	assert_non_null(strstr(m->msg, "Kell has no dice yet"));
	assert_int_equal(wm_dice_type(m, 0, "6"), 0);
	assert_int_equal(wm_dice_type(m, 1, "2"), 0);
	if (!wm_next(m))
		fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(wm_step_name(m), "result");
	/* The declared charge gets its dice (no second declaration, no
	 * PIP) and is resolved. */
	assert_int_equal(hist_n(s), h0 + 2);
	assert_string_equal(hist_at(s, h0), "melee Kell vs RHA roll=6 droll=2");
	assert_string_equal(hist_at(s, h0 + 1), "resolve");
	assert_true(result_has(m, "MELEE attacker=Kell defender=RHA"));
	assert_true(result_has(m, "a_total=5"));
	assert_true(result_has(m, "outcome=guns-overrun"));
	assert_string_equal(unit_state_name(s->g, unit_of(s, "RHA")),
			    "silenced");
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_free(m);
	session_free(s);
}

/* `bound` keeps its answer: a unit whose charge is declared charges; it
 * is not one that may attack (Charging: exactly one target). */
static void
test_gt_declared_charge_bound(void **state)
{
	(void)state;
	struct session *s = new_session(gt_charge);
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_exec(s, "bound", &o, &err), 0);
	assert_true(out_has(&o, "BOUNDUNIT unit=Kell side=French state=eager "
				"may_fire=0 may_attack=0 fired=no "
				"attacked=no moved=no declared=melee"));
	out_free(&o);
	session_free(s);
}

/* Grande Tactique, two charges declared on one target (gt/charge-dice.cmd
 * with a second charger): Cav first, the principal, whose line carries
 * the dice of both (Charging). The walk from Cav2 asks the principal's
 * dice (for Cav, none rolled), sends them on Cav's line, and resolves the
 * charge Cav2 belongs to: the same journal and result as from Cav.
 * Cav 5 +1 (friends) = 6 >= 4 passes; Inf 2 -1 (charged by several) = 1
 * < 4 fails, flees 7" (routed); Cav (cavalry) tests to pursue: 4 >= 4,
 * pursues infantry 6". Both chargers stay eager. */
static const char *const gt_two_chargers[] = {
    "ruleset grande-tactique",
    "unit add Cav side=French arm=cavalry figures=1 command=D1",
    "unit add Cav2 side=French arm=cavalry figures=1 command=D1",
    "unit add Inf side=British arm=infantry figures=1 command=B1",
    "pips French dice=4",
    "charge Cav vs Inf",
    "charge Cav2 vs Inf",
    "phase charge",
    NULL};

/* A walk from actor on Inf through to its result, dice 5, 2, 4; returns
 * the lines it journaled (a static buffer). */
static const char *
walk_two_chargers(const char *actor)
{
	struct session *s = new_session(gt_two_chargers);
	size_t h0 = hist_n(s);
	struct rng rng0 = s->rng;
	struct wmodel *m = walk_of(s, WALK_MELEE, actor);
	pick(m, "Inf");
	while (strcmp(wm_step_name(m), "dice") != 0)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
	/* The principal's rows, whoever the walk started from. */
	assert_int_equal(m->ndice, 3);
	assert_string_equal(m->dice[0].who, "Cav");
	assert_string_equal(m->dice[1].who, "Inf");
	assert_string_equal(m->dice[2].who, "Cav");
	assert_string_equal(m->dice[2].wd->roll_key, "proll");
	/* Back from the dice step and on again: no die rolled, and a value
	 * no d6 shows refused with nothing changed. */
	assert_int_equal(wm_dice_type(m, 0, "5"), 0);
	wm_back(m);
	while (strcmp(wm_step_name(m), "dice") != 0)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(m->dice[0].val, "5");
	assert_int_equal(wm_dice_type(m, 1, "7"), -1);
	assert_non_null(strstr(m->msg, "7 refused"));
	assert_string_equal(m->dice[1].val, "");
	assert_false(wm_next(m));
	assert_int_equal(hist_n(s), h0);
	assert_int_equal(wm_dice_type(m, 1, "2"), 0);
	assert_int_equal(wm_dice_type(m, 2, "4"), 0);
	if (!wm_next(m))
		fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(wm_step_name(m), "result");
	assert_true(result_has(m, "MELEE attacker=Cav defender=Inf chargers=2 "
				  "a_roll=5 a_mod=1 a_total=6"));
	assert_true(result_has(m, "d_roll=2 d_mod=-1 d_total=1"));
	assert_true(result_has(m, "PURSUE unit=Cav pursued=Inf "
				  "key=pursue_infantry distance=6"));
	assert_string_equal(unit_state_name(s->g, unit_of(s, "Inf")), "routed");
	assert_string_equal(unit_state_name(s->g, unit_of(s, "Cav2")), "eager");
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	static char journal[512];
	journal[0] = '\0';
	for (size_t i = h0; i < hist_n(s); i++) {
		strncat(journal, hist_at(s, i),
			sizeof journal - strlen(journal) - 2);
		strcat(journal, "\n");
	}
	/* Undo takes the ruling back: the charge is declared again,
	 * without its dice given, and Inf is eager. */
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_exec(s, "undo", &o, &err) < 0 ||
	    session_exec(s, "undo", &o, &err) < 0)
		fail_msg("undo: %s", err);
	out_free(&o);
	assert_string_equal(unit_state_name(s->g, unit_of(s, "Inf")), "eager");
	assert_int_equal(s->g->ndecls, 2);
	wm_free(m);
	session_free(s);
	return journal;
}

static void
test_gt_charge_from_non_principal(void **state)
{
	(void)state;
	char from_principal[512];
	snprintf(from_principal, sizeof from_principal, "%s",
		 walk_two_chargers("Cav"));
	assert_string_equal(from_principal,
			    "melee Cav vs Inf roll=5 droll=2 proll=4\n"
			    "resolve\n");
	assert_string_equal(walk_two_chargers("Cav2"), from_principal);
}

/* Grande Tactique, charges on two targets (golden gt/charge-two-targets):
 * the walk asks the dice each resolution uses and no other, and settles
 * its own charge while the other waits. Cav on Hus (cavalry, general
 * attached): Cav 5 passes; Hus 1 +1 = 2 fails; the general rolls 3: safe;
 * from cavalry it flees 11" + 2d6 (3,5) = 19"; Cav pursues 4 >= 4: 19 - 1
 * = 18". Cav2 on Rt (routed): no defender's die; 6 passes, Rt flees
 * again 7"; the pursuit 2 fails. */
static const char *const gt_two_targets[] = {
    "ruleset grande-tactique",
    "unit add Cav side=French arm=cavalry figures=1 command=D1",
    "unit add Cav2 side=French arm=cavalry figures=1 command=D1",
    "unit add Hus side=British arm=cavalry figures=1 command=B1 general=yes",
    "unit add Rt side=British arm=infantry figures=1 command=B1 "
    "state=routed",
    "pips French dice=4",
    "charge Cav vs Hus",
    "charge Cav2 vs Rt",
    "phase charge",
    NULL};

static void
to_dice(struct wmodel *m, const char *target)
{
	pick(m, target);
	while (strcmp(wm_step_name(m), "dice") != 0)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
}

static void
test_gt_charge_dice_as_used(void **state)
{
	(void)state;
	struct session *s = new_session(gt_two_targets);
	size_t h0 = hist_n(s);
	struct rng rng0 = s->rng;
	struct wmodel *m = walk_of(s, WALK_MELEE, "Cav");
	to_dice(m, "Hus");
	static const char *const keys[] = {"roll", "droll", "dgroll", "froll",
					   "proll"};
	static const char *const who[] = {"Cav", "Hus", "Hus", "Hus", "Cav"};
	assert_int_equal(m->ndice, 5);
	for (size_t i = 0; i < 5; i++) {
		assert_string_equal(m->dice[i].wd->roll_key, keys[i]);
		assert_string_equal(m->dice[i].who, who[i]);
	}
	/* The flight's row is 2d6, the others 1d6. */
	assert_int_equal(wm_dice_row_spec(m, 3).n, 2);
	assert_int_equal(wm_dice_type(m, 0, "35"), -1);
	assert_int_equal(wm_dice_type(m, 3, "7,1"), -1);
	assert_int_equal(wm_dice_type(m, 3, "35"), 0);
	assert_string_equal(m->dice[3].val, "3,5");
	assert_int_equal(wm_dice_type(m, 0, "5"), 0);
	assert_int_equal(wm_dice_type(m, 1, "1"), 0);
	assert_int_equal(wm_dice_type(m, 2, "3"), 0);
	assert_int_equal(wm_dice_type(m, 4, "4"), 0);
	if (!wm_next(m))
		fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(wm_step_name(m), "result");
	assert_int_equal(hist_n(s), h0 + 2);
	assert_string_equal(hist_at(s, h0), "melee Cav vs Hus roll=5 droll=1 "
					    "dgroll=3 fdice=3,5 proll=4");
	assert_true(result_has(m, "key=cavalry_from_cavalry table=flee.csv "
				  "base=11 dice=8 distance=19"));
	assert_true(result_has(m, "PURSUE unit=Cav pursued=Hus "
				  "key=pursue_cavalry distance=18"));
	/* Cav2's charge waits, declared. */
	assert_int_equal(s->g->ndecls, 1);
	assert_string_equal(s->g->decls[0].actor, "Cav2");
	wm_free(m);

	m = walk_of(s, WALK_MELEE, "Cav2");
	to_dice(m, "Rt");
	assert_int_equal(m->ndice, 2);
	assert_string_equal(m->dice[0].wd->roll_key, "roll");
	assert_string_equal(m->dice[1].wd->roll_key, "proll");
	assert_int_equal(wm_dice_type(m, 0, "6"), 0);
	assert_int_equal(wm_dice_type(m, 1, "2"), 0);
	if (!wm_next(m))
		fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(hist_at(s, h0 + 2), "melee Cav2 vs Rt roll=6 "
						"proll=2");
	assert_true(result_has(m, "FLEE unit=Rt"));
	assert_false(result_has(m, "PURSUE"));
	assert_int_equal(s->g->ndecls, 0);
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_free(m);
	session_free(s);
}

/* Artillery splits between its guns, each with its gunners (3.1.2): each
 * part asks guns and figures out of what the other part left, and the
 * declarations carry both (docs/rulings.md). */
static const char *const battery[] = {
    "unit add G side=Allied arm=artillery guns=3 figures=9 "
    "formation=unlimbered",
    "unit add T1 side=French arm=infantry figures=18 formation=line",
    "unit add T2 side=French arm=infantry figures=18 formation=line", NULL};

static void
test_split_artillery(void **state)
{
	(void)state;
	struct session *s = new_session(battery);
	struct rng rng0 = s->rng;
	struct wmodel *m = walk_of(s, WALK_FIRE, "G");
	pick(m, "T1");
	wm_back(m);
	wm_add_part(m, "G", NULL, 1);
	pick(m, "T2");
	assert_true(wm_next(m));
	assert_string_equal(wm_step_name(m), "check");
	const struct wm_item *g = check_item(&m->parts[0], "guns");
	const struct wm_item *f = check_item(&m->parts[0], "figures");
	assert_non_null(g);
	assert_non_null(f);
	assert_string_equal(g->result, "ask");
	assert_string_equal(f->result, "ask");
	assert_string_equal(g->allowed, "1..3");
	assert_non_null(strstr(f->question, "9 gunners (figures)"));
	assert_true(answer(m, "range", "30"));
	assert_true(answer(m, "guns", "2"));
	assert_true(answer(m, "figures", "6"));
	while (strcmp(wm_step_name(m), "check") != 0 ||
	       m->parts[1].checked == false)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
	g = check_item(&m->parts[1], "guns");
	f = check_item(&m->parts[1], "figures");
	assert_string_equal(g->allowed, "1..1");
	assert_string_equal(f->allowed, "1..3");
	assert_true(answer(m, "range", "30"));
	assert_true(answer(m, "guns", "1"));
	assert_true(answer(m, "figures", "3"));
	while (strcmp(wm_step_name(m), "dice") != 0)
		if (!wm_next(m))
			fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_int_equal(m->ndice, 1);
	assert_int_equal(wm_dice_type(m, 0, "12"), 0);
	size_t h0 = hist_n(s);
	if (!wm_next(m))
		fail_msg("%s: %s", wm_step_name(m), m->msg);
	assert_string_equal(wm_step_name(m), "result");
	assert_int_equal(hist_n(s), h0 + 3);
	assert_string_equal(hist_at(s, h0),
			    "fire G at T1 range=30 guns=2 figures=6 roll=12");
	assert_string_equal(hist_at(s, h0 + 1),
			    "fire G at T2 range=30 guns=1 figures=3");
	assert_true(result_has(m, "RESULT kind=fire target=T1"));
	assert_true(result_has(m, "RESULT kind=fire target=T2"));
	assert_memory_equal(&rng0, &s->rng, sizeof rng0);
	wm_free(m);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_ba_fire_question_dice_journal_first),
	    cmocka_unit_test(test_fired_refused_before_questions),
	    cmocka_unit_test(test_bad_dice_refused_nothing_changed),
	    cmocka_unit_test(test_split_fire),
	    cmocka_unit_test(test_brigade_fire_typed_dice),
	    cmocka_unit_test(test_targets_marked_eligible_first),
	    cmocka_unit_test(test_melee),
	    cmocka_unit_test(test_back_keeps_answers),
	    cmocka_unit_test(test_roll_only_when_asked),
	    cmocka_unit_test(test_typed_question),
	    cmocka_unit_test(test_split_artillery),
	    cmocka_unit_test(test_gt_declared_charge),
	    cmocka_unit_test(test_gt_declared_charge_bound),
	    cmocka_unit_test(test_gt_charge_from_non_principal),
	    cmocka_unit_test(test_gt_charge_dice_as_used),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
