/* test_ba_fire.c - Belle Alliance fire: units of fire, rounding, table
 * lookup, monotone tables, outcome application, supplies, and `odds`
 * against an exhaustive count over the 216 results of 3d6. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../src/rules/belle-alliance/ba.h"
#include "../../src/rules/belle-alliance/geometry.h"
#include "umpire/record.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"

static struct tableset *
embedded(void)
{
	char *err = NULL;
	struct tableset *ts = tableset_load("belle-alliance", NULL, &err);
	assert_non_null(ts);
	return ts;
}

static void
load(struct ba_tables *bt, struct tableset **ts)
{
	char *err = NULL;
	*ts = embedded();
	int r = ba_tables_load(*ts, NULL, bt, &err);
	if (r < 0)
		fail_msg("%s", err);
}

static void
test_units_of_fire(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	const struct ba_settings *s = &bt.set;
	bool sh;
	/* Worked example 1 (3.1.1). */
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 23, true, &sh), 3);
	assert_true(sh);
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 22, true, &sh), 2);
	assert_false(sh);
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 31, true, NULL), 3);
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 33, true, NULL), 4);
	assert_int_equal(ba_units_of_fire(s, ARM_CAVALRY, 8, true, NULL), 1);
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 2, true, NULL), 0);
	assert_int_equal(ba_units_of_fire(s, ARM_ARTILLERY, 5, true, NULL), 3);
	assert_int_equal(ba_units_of_fire(s, ARM_ARTILLERY, 12, true, NULL), 6);
	assert_int_equal(ba_units_of_fire(s, ARM_ARTILLERY, 7, true, NULL), 4);
	/* Split fire: the short unit only once (example 2c: 15 / 8). */
	assert_int_equal(ba_units_of_fire(s, ARM_INFANTRY, 15, true, NULL) +
			     ba_units_of_fire(s, ARM_INFANTRY, 8, false, NULL),
			 2);
	assert_int_equal(ba_short_remainder(s, ARM_INFANTRY, 13), 3);
	assert_int_equal(ba_short_remainder(s, ARM_INFANTRY, 12), 0);
	ba_tables_free(&bt);
	tableset_free(ts);
}

static void
test_rounding(void **state)
{
	(void)state;
	/* 3.1.5: raw losses added, then rounded once. */
	assert_int_equal(um_round(0.5 + 0.5, UM_ROUND_HALF_UP), 1);
	assert_int_equal(um_round(0.5, UM_ROUND_HALF_UP) +
			     um_round(0.5, UM_ROUND_HALF_UP),
			 2);
	assert_int_equal(um_round(0.75 * 3, UM_ROUND_HALF_UP), 2);
	assert_int_equal(um_round(1.5, UM_ROUND_HALF_UP), 2);
	assert_int_equal(um_round(2.7, UM_ROUND_DOWN), 2);
	assert_int_equal(um_round(2.1, UM_ROUND_UP), 3);
}

static void
test_table_lookup(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	const struct ba_result_row *r = ba_result_lookup(&bt.t12, 12);
	assert_non_null(r);
	assert_true(fabs(r->loss - 1.0) < 1e-9);
	assert_int_equal(r->moral, BA_MORAL_NONE);
	r = ba_result_lookup(&bt.t12, -40);
	assert_non_null(r);
	assert_true(r->loss == 0);
	r = ba_result_lookup(&bt.t12, 99);
	assert_non_null(r);
	assert_int_equal(r->moral, BA_MORAL_FD);
	/* Zones: a shared boundary belongs to the nearer zone. */
	assert_int_equal(ba_zone_of(&bt.t13, "musket", 10), 1);
	assert_int_equal(ba_zone_of(&bt.t13, "musket", 10.5), 2);
	assert_int_equal(ba_zone_of(&bt.t13, "musket", 30), 3);
	assert_int_equal(ba_zone_of(&bt.t13, "musket", 30.5), 0);
	assert_int_equal(ba_zone_of(&bt.t13, "blunderbuss", 3), -1);
	assert_int_equal(ba_zone_of(&bt.t14, "6pdr", 40), 2);
	assert_int_equal(ba_zone_last(&bt.t14, "6pdr"), 3);
	/* Table 15 verified value; table 8 row copied. */
	assert_true(fabs(bt.t15.percent - 20) < 1e-9);
	assert_int_equal(bt.t15.valour, -1);
	const struct ba_factor_row *f =
	    ba_factor_find(&bt.t08, "cavalry_attacks_square");
	assert_non_null(f);
	assert_true(f->a == -3 && f->b == 1);
	f = ba_factor_find(&bt.t08, "valour");
	assert_true(f->a_valour && f->b_valour);
	/* Every fire factor key of spec §2 is a row of table 6 or 7. */
	const char *keys[] = {"split",	 "zone1",  "zone2",	 "zone3",
			      "flank",	 "rear",   "column",	 "cover1",
			      "cover2",	 "cover3", "neighbour",	 "support",
			      "soutien", "ld",	   "no_supplies"};
	for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) {
		assert_non_null(ba_factor_find(&bt.t06, keys[i]));
		assert_non_null(ba_factor_find(&bt.t07, keys[i]));
	}
	assert_non_null(ba_factor_find(&bt.t06, "marksmen"));
	assert_non_null(ba_factor_find(&bt.t07, "ranging"));
	assert_non_null(ba_factor_find(&bt.t07, "canister"));
	ba_tables_free(&bt);
	tableset_free(ts);
}

static void
check_monotone(const struct ba_result_table *t)
{
	const struct ba_result_row *prev = NULL;
	for (long i = -30; i <= 50; i++) {
		const struct ba_result_row *r = ba_result_lookup(t, i);
		assert_non_null(r);
		if (prev) {
			assert_true(r->loss >= prev->loss);
			assert_true(r->moral >= prev->moral);
		}
		prev = r;
	}
}

static void
test_monotone(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	check_monotone(&bt.t12);
	check_monotone(&bt.t11);
	ba_tables_free(&bt);
	tableset_free(ts);
	/* The alternative test set too. */
	char *err = NULL;
	ts = tableset_load("belle-alliance", "../tables-alt/belle-alliance",
			   &err);
	if (ts == NULL) {
		free(err); /* run from the top folder: the other path */
		err = NULL;
		ts = tableset_load("belle-alliance",
				   "test/tables-alt/belle-alliance", &err);
	}
	assert_non_null(ts);
	assert_int_equal(ba_tables_load(ts, NULL, &bt, &err), 0);
	check_monotone(&bt.t12);
	ba_tables_free(&bt);
	tableset_free(ts);
}

/* A table 12 whose loss falls as the index rises is refused. */
static void
test_not_monotone_refused(void **state)
{
	(void)state;
	struct tableset *ts = embedded();
	const char *bad = "# status: provisional\nmin,max,loss,moral\n,9,1,-\n"
			  "10,,0.5,LD\n";
	char *err = NULL;
	struct table *t = table_parse("table12-loss-moral.csv", "test", bad,
				      strlen(bad), &err);
	assert_non_null(t);
	for (size_t i = 0; i < ts->n; i++)
		if (strcmp(ts->t[i]->name, "table12-loss-moral.csv") == 0) {
			table_free(ts->t[i]);
			ts->t[i] = t;
		}
	struct ba_tables bt;
	assert_int_equal(ba_tables_load(ts, NULL, &bt, &err), -1);
	assert_non_null(strstr(err, "not monotone"));
	free(err);
	tableset_free(ts);
}

static void
test_factor_groups(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	struct ba_factor f[3] = {0};
	const struct ba_factor_row *rows[3] = {
	    ba_factor_find(&bt.t06, "numbers_double"),
	    ba_factor_find(&bt.t06, "numbers_more"),
	    ba_factor_find(&bt.t06, "split")};
	for (int i = 0; i < 3; i++) {
		f[i].row = rows[i];
		f[i].a = rows[i]->a;
		f[i].b = rows[i]->b;
		f[i].has_a = rows[i]->has_a;
		f[i].has_b = rows[i]->has_b;
	}
	double la, mb;
	ba_factors_pick(&bt.set, f, 3, &la, &mb);
	/* numbers group: only the larger (+2) counts; split stands alone. */
	assert_true(mb == 2);
	assert_true(la == -2);
	assert_true(f[0].count_b && !f[1].count_b);
	ba_tables_free(&bt);
	tableset_free(ts);
}

static void
test_outcome_valour(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	struct game *g = game_new(ruleset_find("belle-alliance"));
	struct unit *u = game_add_unit(g);
	u->arm = ARM_INFANTRY;
	u->figures = u->figures_start = 36;
	BA(u)->valour = BA(u)->valour_start = 2;
	struct ba_outcome o;
	/* Worked example 9: 7 lost -> 0 steps, 8 -> 1, 15 -> 2. */
	ba_apply_outcome(&bt, g, u, 7, BA_MORAL_NONE, &o);
	assert_int_equal(BA(u)->valour, 2);
	ba_apply_outcome(&bt, g, u, 1, BA_MORAL_NONE, &o);
	assert_int_equal(BA(u)->valour, 1);
	ba_apply_outcome(&bt, g, u, 7, BA_MORAL_LD, &o);
	assert_int_equal(BA(u)->valour, 0);
	assert_int_equal(u->state, BA_MORAL_LD);
	/* 34 lost: 2 figures left -> removed. */
	ba_apply_outcome(&bt, g, u, 19, BA_MORAL_NONE, &o);
	assert_true(o.removed);
	/* B: 30 figures, valour -4: 6 lost -> -5 (no FD); 12 -> FD. */
	u = game_add_unit(g);
	u->arm = ARM_INFANTRY;
	u->figures = u->figures_start = 30;
	BA(u)->valour = BA(u)->valour_start = -4;
	ba_apply_outcome(&bt, g, u, 6, BA_MORAL_NONE, &o);
	assert_int_equal(BA(u)->valour, -5);
	assert_int_equal(u->state, 0);
	ba_apply_outcome(&bt, g, u, 6, BA_MORAL_NONE, &o);
	assert_true(o.fd_by_valour);
	assert_int_equal(u->state, BA_MORAL_FD);
	assert_int_equal(BA(u)->valour, -5);
	/* Artillery with 1 gunner is not removed. */
	u = game_add_unit(g);
	u->arm = ARM_ARTILLERY;
	u->figures = u->figures_start = 6;
	ba_apply_outcome(&bt, g, u, 5, BA_MORAL_NONE, &o);
	assert_false(o.removed);
	game_free(g);
	ba_tables_free(&bt);
	tableset_free(ts);
}

static void
test_supplies(void **state)
{
	(void)state;
	struct ba_tables bt;
	struct tableset *ts;
	load(&bt, &ts);
	struct game *g = game_new(ruleset_find("belle-alliance"));
	struct unit *u = game_add_unit(g);
	struct ba_supply_note n;
	/* Worked example 10. */
	int ones[] = {0, 2, 0, 2, 0};
	int left[] = {-1, 3, 2, 1, 0};
	for (int i = 0; i < 5; i++) {
		ba_supplies_account(&bt.set, u, ones[i], &n);
		assert_int_equal(BA(u)->supply_rolls, left[i]);
	}
	assert_false(BA(u)->supplies);
	struct roll r = {.n = 3, .die = {1, 1, 1}, .total = 3};
	assert_int_equal(ba_roll_ones(&bt.set, &r), 3);
	struct roll t = {.n = 0, .total = 6};
	assert_int_equal(ba_roll_ones(&bt.set, &t), -1);
	t.total = 18;
	assert_int_equal(ba_roll_ones(&bt.set, &t), 0);
	game_free(g);
	ba_tables_free(&bt);
	tableset_free(ts);
}

/* ---- odds against an exhaustive count ------------------------------- */

static struct session *
session_with(const char *const *lines)
{
	char *err = NULL;
	struct session_opts o = {.seed = 1};
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	struct out out;
	out_init(&out);
	for (size_t i = 0; lines[i]; i++) {
		if (session_exec(s, lines[i], &out, &err) < 0)
			fail_msg("%s: %s", lines[i], err);
	}
	out_free(&out);
	return s;
}

/* p of outcome in the ODDS lines, or -1. */
static double
odds_p(const struct out *o, const char *outcome)
{
	char want[200];
	snprintf(want, sizeof want, "ODDS outcome=\"%s\" p=", outcome);
	for (size_t i = 0; i < o->n; i++)
		if (strncmp(o->lines[i].text, want, strlen(want)) == 0)
			return atof(o->lines[i].text + strlen(want));
	return -1;
}

/* One firer, loss mod lm and moral mod mm, uof units, at target T. */
static void
exhaustive(const struct ba_tables *bt, const struct out *o, const char *t,
	   int lm, int mm, int uof)
{
	int count[64][4] = {{0}};
	int n = 0;
	for (int a = 1; a <= 6; a++)
		for (int b = 1; b <= 6; b++)
			for (int c = 1; c <= 6; c++) {
				int li = a + b + c + lm;
				const struct ba_result_row *lr =
				    ba_result_lookup(&bt->t12, li);
				const struct ba_result_row *mr =
				    ba_result_lookup(&bt->t12, li + mm);
				long loss =
				    um_round(lr->loss * uof, bt->set.rounding);
				count[loss][mr->moral]++;
				n++;
			}
	assert_int_equal(n, 216);
	int seen = 0;
	for (int l = 0; l < 64; l++)
		for (int m = 0; m < 4; m++) {
			char oc[100];
			snprintf(oc, sizeof oc, "%s loss=%d moral=%s", t, l,
				 ba_moral_names[m]);
			double p = odds_p(o, oc);
			if (count[l][m] == 0) {
				assert_true(p < 0);
				continue;
			}
			char want[16], got[16];
			snprintf(want, sizeof want, "%.4f",
				 count[l][m] / 216.0);
			snprintf(got, sizeof got, "%.4f", p);
			assert_string_equal(got, want);
			seen += count[l][m];
		}
	assert_int_equal(seen, 216);
}

static void
odds_case(const char *const *lines, const char *t, int lm, int mm, int uof)
{
	struct session *s = session_with(lines);
	struct out out;
	char *err = NULL;
	out_init(&out);
	assert_int_equal(session_exec(s, "odds", &out, &err), 0);
	struct ba_tables bt;
	assert_int_equal(ba_tables_load(s->tables, s->g, &bt, &err), 0);
	exhaustive(&bt, &out, t, lm, mm, uof);
	/* Supplies: 16 of 216 results show at least two ones. */
	char sup[64];
	snprintf(sup, sizeof sup, "%s supplies=3 rolls left",
		 s->g->decls[0].actor);
	char got[16];
	snprintf(got, sizeof got, "%.4f", odds_p(&out, sup));
	assert_string_equal(got, "0.0741");
	ba_tables_free(&bt);
	out_free(&out);
	session_free(s);
}

static void
test_odds_exhaustive(void **state)
{
	(void)state;
	/* The calibration cases of docs/provisional-tables.md. */
	const char *c1[] = {
	    "unit add A side=X arm=infantry figures=30 formation=line",
	    "unit add L side=Y arm=infantry figures=30 formation=line",
	    "fire A at L range=15 dice=1,2,3", NULL};
	odds_case(c1, "L", 0, 0, 3); /* zone2 0/0 */
	const char *c2[] = {
	    "unit add A side=X arm=infantry figures=30 formation=line",
	    "unit add C side=Y arm=infantry figures=30 formation=attack-column",
	    "fire A at C range=8 dice=1,2,3", NULL};
	odds_case(c2, "C", 4, 2, 3); /* zone1 +2/+1, column +2/+1 */
	const char *c3[] = {
	    "unit add B side=X arm=artillery figures=6 guns=3 "
	    "formation=unlimbered",
	    "unit add L side=Y arm=infantry figures=30 formation=line",
	    "fire B at L range=20 dice=1,2,3", NULL};
	odds_case(c3, "L", 3, 1, 3); /* zone1 +3/+1 */
	const char *c4[] = {
	    "unit add B side=X arm=artillery figures=6 guns=3 "
	    "formation=unlimbered canister=yes",
	    "unit add C side=Y arm=infantry figures=30 formation=attack-column",
	    "fire B at C range=20 dice=1,2,3", NULL};
	odds_case(c4, "C", 9, 3, 3); /* zone1, canister, column */
	const char *c5[] = {
	    "unit add A side=X arm=infantry figures=20 formation=line",
	    "unit add L side=Y arm=infantry figures=20 formation=line",
	    "fire A at L range=25 dice=1,2,3", NULL};
	odds_case(c5, "L", -2, -1, 2); /* zone3 -2/-1 */
}

/* ---- the map's view equals the ruling ------------------------ */

/* The CHECK key=los line of `check fire A at T`: "pass", "fail" or "". */
static void
los_of_check(struct session *s, char *res, size_t n, char *reason, size_t rn)
{
	struct out out;
	char *err = NULL;
	out_init(&out);
	assert_int_equal(session_exec(s, "check fire A at T", &out, &err), 0);
	res[0] = reason[0] = '\0';
	for (size_t i = 0; i < out.n; i++) {
		const char *t = out.lines[i].text;
		const char *k = strstr(t, "key=los result=");
		if (strncmp(t, "CHECK ", 6) != 0 || k == NULL)
			continue;
		k += strlen("key=los result=");
		snprintf(res, n, "%.*s", (int)strcspn(k, " "), k);
		const char *r = strstr(t, "reason=\"");
		if (r)
			snprintf(reason, rn, "%.*s", (int)strcspn(r + 8, "\""),
				 r + 8);
	}
	out_free(&out);
}

static void
test_fire_view_matches_check(void **state)
{
	(void)state;
	/* A fires north along x=0 at T (front at y=25); LHSFarm, a
	 * building y 15..18, lies across the line: blocked 15.0 cm along
	 * (1.1.6, 3.1.3). Moved to x 20..30 it is off the line: clear,
	 * range 25.0 cm = zone 3 of musket (table 13). */
	static const char *const lines[] = {
	    "ruleset belle-alliance",
	    "unit add A side=Allied arm=infantry figures=20 formation=line "
	    "x=0 y=0 facing=0 width=10 depth=2",
	    "unit add T side=French arm=infantry figures=20 formation=line "
	    "x=0 y=25 facing=180 width=10 depth=2",
	    "terrain add LHSFarm kind=building points=-5,15;5,15;5,18;-5,18",
	    NULL};
	struct session *s = session_with(lines);
	const struct ruleset *rs = s->g->rs;
	assert_non_null(rs->fire_view);
	assert_non_null(rs->arc_view);
	const struct unit *a = game_unit_c(s->g, "A");
	const struct unit *t = game_unit_c(s->g, "T");
	struct fire_view v;
	char res[16], why[200];
	/* Blocked: both say so, and name the same thing. */
	assert_int_equal(rs->fire_view(s->g, s->tables, a, t, &v), 0);
	los_of_check(s, res, sizeof res, why, sizeof why);
	assert_true(v.known);
	assert_true(v.in_arc);
	assert_string_equal(v.blocked_by, "LHSFarm");
	assert_int_equal(v.blocked_unit, -1);
	assert_string_equal(res, "fail");
	assert_non_null(strstr(why, "LHSFarm"));
	/* Clear: both say so. */
	struct out out;
	char *err = NULL;
	out_init(&out);
	assert_int_equal(session_exec(s, "terrain remove LHSFarm", &out, &err),
			 0);
	assert_int_equal(session_exec(s,
				      "terrain add LHSFarm kind=building "
				      "points=20,15;30,15;30,18;20,18",
				      &out, &err),
			 0);
	out_free(&out);
	a = game_unit_c(s->g, "A");
	t = game_unit_c(s->g, "T");
	assert_int_equal(rs->fire_view(s->g, s->tables, a, t, &v), 0);
	los_of_check(s, res, sizeof res, why, sizeof why);
	assert_string_equal(v.blocked_by, "");
	assert_string_equal(res, "pass");
	assert_true(v.in_range);
	assert_true(fabs(v.range - 25.0) < 1e-6);
	assert_non_null(strstr(v.why, "zone 3"));
	/* The map's own zone (scan, check fire's CHECK range) is the same
	 * decision: the unit's default weapon (settings weapon_infantry =
	 * musket) and table 13's 20..30 band. */
	struct ba_fire_geo geo;
	ba_fire_geometry(s->g, a, t, &geo);
	assert_int_equal(geo.zone, 3);
	/* The arc the map draws is the rule's: 30 deg at the point of fire
	 * for infantry (3.1.3). */
	struct arc_view av;
	rs->arc_view(s->g, a, &av);
	assert_true(fabs(av.half_angle_deg - 30.0) < 1e-9);
	assert_true(av.from_centre);
	session_free(s);
}

/* ---- the fire's evaluation kept for its resolve ---------------------- */

/* Every line of o from `from` on, as it leaves the process. */
static char *
out_all(const struct out *o, size_t from)
{
	size_t cap = 1, len = 0;
	char *all = calloc(1, 1);
	for (size_t i = from; i < o->n; i++) {
		char *rt = o->lines[i].kind == OUT_RECORD
			       ? record_text(&o->lines[i].rec)
			       : NULL;
		const char *t = rt ? rt : o->lines[i].text;
		size_t n = t ? strlen(t) : 0;
		all = realloc(all, cap = len + n + 2);
		memcpy(all + len, t ? t : "", n);
		len += n;
		all[len++] = '\n';
		all[len] = '\0';
		free(rt);
	}
	(void)cap;
	return all;
}

/* A session of the two lines' armies, `fire`, then between (NULL: none)
 * and `resolve`: what resolve printed, then `explain`, then the journal. */
static char *
fire_then_resolve(const char *fire, const char *between)
{
	static const char *const lines[] = {
	    "ruleset belle-alliance",
	    "unit add A side=Allied arm=infantry figures=24 formation=line "
	    "x=0 y=0 facing=0",
	    "unit add B side=Allied arm=infantry figures=24 formation=line "
	    "x=26 y=0 facing=0",
	    "unit add T side=French arm=infantry figures=24 formation=line "
	    "x=0 y=25 facing=180",
	    "unit add U side=French arm=infantry figures=24 formation=line "
	    "x=26 y=25 facing=180",
	    NULL};
	struct session *s = session_with(lines);
	struct out out;
	char *err = NULL;
	out_init(&out);
	if (session_exec(s, fire, &out, &err) < 0)
		fail_msg("%s: %s", fire, err);
	if (between && session_exec(s, between, &out, &err) < 0)
		fail_msg("%s: %s", between, err);
	size_t from = out.n;
	if (session_exec(s, "resolve", &out, &err) < 0)
		fail_msg("resolve: %s", err);
	if (session_exec(s, "explain", &out, &err) < 0)
		fail_msg("explain: %s", err);
	const char *const *l;
	size_t nl = session_lines(s, &l);
	for (size_t i = 0; i < nl; i++)
		out_text(&out, "%s", l[i]);
	char *all = out_all(&out, from);
	/* Undo puts back the game as the fire left it. */
	struct game *after_fire = NULL;
	if (session_exec(s, "undo", &out, &err) < 0)
		fail_msg("undo: %s", err);
	after_fire = game_clone(s->g);
	if (session_exec(s, "redo", &out, &err) < 0)
		fail_msg("redo: %s", err);
	if (session_exec(s, "undo", &out, &err) < 0)
		fail_msg("undo: %s", err);
	const char *what = NULL;
	assert_true(game_same(s->g, after_fire, &what));
	game_free(after_fire);
	out_free(&out);
	session_free(s);
	return all;
}

static void
test_resolve_kept_same(void **state)
{
	(void)state;
	/* A resolve right after its fire takes the fire's evaluation; with
	 * a command between (one that changes nothing) it evaluates again:
	 * the same records, explanation and journal either way. */
	static const char *const fires[] = {
	    "fire A at T dice=3,4,5",
	    "fire A at T dice=6,6,5",
	    "fire A at T dice=1,1,2",
	    "fire A at T dice=3,3,3 neighbour=B",
	    "fire B at U dice=2,5,6 cover=I",
	    NULL};
	for (size_t i = 0; fires[i]; i++) {
		char *kept = fire_then_resolve(fires[i], NULL);
		char *again = fire_then_resolve(fires[i], "declared");
		assert_string_equal(kept, again);
		assert_non_null(strstr(kept, "FIRE "));
		free(kept);
		free(again);
	}
	/* A change between: the resolve sees it (the target's figures). */
	char *kept = fire_then_resolve("fire A at T dice=6,6,6", NULL);
	char *changed = fire_then_resolve("fire A at T dice=6,6,6",
					  "unit set T figures=10");
	assert_string_not_equal(kept, changed);
	free(kept);
	free(changed);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_units_of_fire),
	    cmocka_unit_test(test_rounding),
	    cmocka_unit_test(test_table_lookup),
	    cmocka_unit_test(test_monotone),
	    cmocka_unit_test(test_not_monotone_refused),
	    cmocka_unit_test(test_factor_groups),
	    cmocka_unit_test(test_outcome_valour),
	    cmocka_unit_test(test_supplies),
	    cmocka_unit_test(test_odds_exhaustive),
	    cmocka_unit_test(test_fire_view_matches_check),
	    cmocka_unit_test(test_resolve_kept_same),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
