/*
 * Unit tests of the one settings reader (src/core/settings.c): each
 * refusal of a settings.csv row or a `game KEY=VALUE` value names the
 * file and line (or the value), what is allowed and a "did you mean";
 * typed values come out by the ruleset's index; the largest dice each
 * ruleset's schema accepts give odds that sum to one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/odds.h"
#include "umpire/out.h"
#include "umpire/ruleset.h"
#include "umpire/schema.h"
#include "umpire/session.h"
#include "umpire/settings.h"
#include "umpire/table.h"

/* The embedded settings.csv of a ruleset with one line replaced (or, when
 * from is NULL, the line `add` appended), typed for the ruleset; the
 * result of settings_read, its message in *err. */
static int
read_edited(const char *ruleset, const char *from, const char *add, char **err)
{
	char path[128];
	snprintf(path, sizeof path, "%s/settings.csv", ruleset);
	size_t len;
	const char *text = embedded_text(path, &len);
	assert_non_null(text);
	char *edited = calloc(1, len + strlen(add) + 2);
	if (from == NULL) {
		memcpy(edited, text, len);
		strcat(edited, add);
		strcat(edited, "\n");
	} else {
		/* from starts a line (not a comment's word). */
		char line[64];
		snprintf(line, sizeof line, "\n%s", from);
		const char *at = strstr(text, line);
		assert_non_null(at);
		size_t head = (size_t)(at - text) + 1;
		const char *eol = strchr(at + 1, '\n');
		memcpy(edited, text, head);
		strcat(edited, add);
		strcat(edited, eol);
	}
	const char *names[] = {"settings.csv"};
	const char *origins[] = {"house/settings.csv"};
	const char *texts[] = {edited};
	size_t lens[] = {strlen(edited)};
	*err = NULL;
	struct tableset *ts =
	    tableset_from_texts(ruleset, 1, names, origins, texts, lens, err);
	assert_non_null(ts);
	struct settings s;
	int r =
	    settings_read(ruleset_find(ruleset)->settings, ts, NULL, &s, err);
	if (r == 0)
		settings_free(&s);
	tableset_free(ts);
	free(edited);
	return r;
}

/* Refused, and the message holds every one of wants (NULL-ended). */
static void
refused(const char *ruleset, const char *from, const char *add, ...)
{
	char *err;
	if (read_edited(ruleset, from, add, &err) == 0)
		fail_msg("%s: \"%s\" was accepted", ruleset, add);
	va_list ap;
	va_start(ap, add);
	for (const char *w; (w = va_arg(ap, const char *)) != NULL;)
		if (strstr(err, w) == NULL)
			fail_msg("\"%s\" not in: %s", w, err);
	va_end(ap);
	free(err);
}

static void
test_settings_csv_refusals(void **state)
{
	(void)state;
	const char *ba = "belle-alliance", *gt = "grande-tactique";
	/* The BA file: rounding is on line 12, dice on 10. */
	refused(ba, "rounding,", "rounding,half_up",
		"house/settings.csv:12: ", "rounding=half_up is not allowed",
		"one of half-up|down|up", "did you mean half-up?", NULL);
	refused(ba, "dice,", "dice,9d6",
		"house/settings.csv:10: ", "N from 1 to 8 and F from 2 to 100",
		NULL);
	refused(ba, "dice,", "dice,3d101", "F from 2 to 100", NULL);
	refused(ba, "uof_figures,", "uof_figures,0",
		"uof_figures is a whole number from 1 to 1000", NULL);
	refused(ba, "uof_min_gunners,", "uof_min_gunners,3",
		"uof_min_gunners may not exceed uof_gunners (2)", NULL);
	refused(ba, "numbers_fewer,", "numbers_fewer,2",
		"numbers_fewer is a number from 0 to 1", NULL);
	refused(ba, "supplies_trigger_counts,", "supplies_trigger_counts,maybe",
		"supplies_trigger_counts is no|yes", NULL);
	refused(ba, NULL, "dcie,3d6", "unknown setting \"dcie\"",
		"did you mean dice?", "the settings are dice rounding", NULL);
	refused(ba, NULL, "rounding,down", "rounding appears twice", NULL);
	refused(gt, "dice,", "dice,2d6", "dice is 1d6", NULL);
	refused(gt, "base_square,", "base_square,1.5by1.5",
		"base_square is WIDTHxDEPTH", NULL);
	refused(gt, "m8_natural,", "m8_natural,bothe",
		"one of none|1-fails|6-passes|both", "did you mean both?",
		NULL);
	/* Activation declares every setting required. */
	refused("activation", "stamina,", "# stamina dropped",
		"missing setting \"stamina\"", "it is required", NULL);
}

static void
test_game_values_and_typed_read(void **state)
{
	(void)state;
	struct session_opts o = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	struct out out;
	out_init(&out);
	/* A game value is checked alike, without a line. */
	assert_int_equal(session_exec(s, "game rounding=sidewys", &out, &err),
			 -1);
	assert_non_null(strstr(err, "game: rounding=sidewys is not allowed; "
				    "rounding is one of half-up|down|up"));
	free(err);
	err = NULL;
	assert_int_equal(
	    session_exec(s, "game rounding=down dice=2d10", &out, &err), 0);
	/* Typed values by index, the game's value on top of the file. */
	struct settings st;
	const struct setting_def *defs = s->g->rs->settings;
	assert_int_equal(settings_read(defs, s->tables, s->g, &st, &err), 0);
	int r = settings_index(defs, "rounding"),
	    d = settings_index(defs, "dice");
	int u = settings_index(defs, "uof_figures");
	assert_true(r >= 0 && d >= 0 && u >= 0);
	assert_int_equal(st.v[r].i, 1); /* half-up, down, up */
	assert_true(st.v[r].from_game);
	assert_int_equal(st.v[d].dice.n, 2);
	assert_int_equal(st.v[d].dice.faces, 10);
	assert_int_equal(st.v[u].i, 10);
	assert_int_equal(st.v[u].line, 14); /* settings.csv line 14 */
	settings_free(&st);
	out_free(&out);
	session_free(s);
}

/* The largest dice each ruleset's schema accepts: every total and every
 * count of ones together are all faces^n results. */
static void
test_largest_dice_sum_to_one(void **state)
{
	(void)state;
	for (const struct ruleset *const *rs = rules_list; *rs; rs++) {
		int k = settings_index((*rs)->settings, "dice");
		assert_true(k >= 0);
		const struct setting_def *def = &(*rs)->settings[k];
		assert_true(def->hi <= DICE_MAX);
		struct dicespec ds = {(int)def->hi, def->faces_hi};
		struct dice_dist dd;
		dice_dist_make(&dd, &ds, 1);
		double totals = 0, ones = 0;
		for (int t = ds.n; t <= ds.n * ds.faces; t++)
			totals += dice_dist_total(&dd, t);
		for (int j = 0; j <= ds.n; j++)
			ones += dice_dist_face(&dd, j);
		assert_true(fabs(totals / dd.combos - 1) < 1e-9);
		assert_true(fabs(ones / dd.combos - 1) < 1e-9);
		dice_dist_free(&dd);
	}
}

/* `odds` of a Belle Alliance fire with dice=8d100 (the largest the schema
 * accepts) completes, and the target's outcomes sum to one (each printed
 * to 4 places, so within 0.0001 per line). */
static void
test_odds_8d100(void **state)
{
	(void)state;
	struct session_opts o = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	const char *lines[] = {
	    "game dice=8d100",
	    "unit add A side=Allied arm=infantry figures=30 formation=line",
	    "unit add L side=French arm=infantry figures=30 formation=line",
	    "fire A at L range=15 dice=10,20,30,40,50,60,70,80"};
	struct out out;
	out_init(&out);
	for (size_t i = 0; i < sizeof lines / sizeof *lines; i++)
		if (session_exec(s, lines[i], &out, &err) != 0)
			fail_msg("%s: %s", lines[i], err);
	out_free(&out);
	out_init(&out);
	assert_int_equal(session_exec(s, "odds", &out, &err), 0);
	double sum = 0;
	int n = 0;
	for (size_t i = 0; i < out.n; i++) {
		const char *t = out.lines[i].text;
		const char *p = strstr(t, " p=");
		if (strncmp(t, "ODDS outcome=\"L ", 16) != 0 || p == NULL)
			continue;
		sum += strtod(p + 3, NULL);
		n++;
	}
	assert_true(n > 1);
	assert_true(fabs(sum - 1) <= 0.0001 * n);
	out_free(&out);
	session_free(s);
}

/* Each setting of a ruleset's embedded settings.csv is declared, with the
 * embedded value as its default (a declared one the file lacks takes its
 * default), and every embedded file has a declared schema. */
static void
test_declared_match_embedded(void **state)
{
	(void)state;
	for (const struct ruleset *const *rs = rules_list; *rs; rs++) {
		char *err = NULL;
		struct tableset *ts = tableset_load((*rs)->name, NULL, &err);
		assert_non_null(ts);
		for (size_t i = 0; i < ts->n; i++)
			if (schema_find((*rs)->tables, ts->t[i]->name) == NULL)
				fail_msg("%s: no schema", ts->t[i]->name);
		const struct table *t = tableset_get(ts, "settings.csv");
		assert_non_null(t);
		const struct setting_def *defs = (*rs)->settings;
		int kc = table_col(t, "key"), vc = table_col(t, "value");
		for (size_t i = 0; i < t->nrows; i++) {
			const char *key = t->rows[i].cell[kc];
			const char *v = t->rows[i].cell[vc];
			int k = settings_index(defs, key);
			if (k < 0)
				fail_msg("%s: %s is not declared", (*rs)->name,
					 key);
			else if (defs[k].def && strcmp(defs[k].def, v) != 0)
				fail_msg("%s: %s default %s, file %s",
					 (*rs)->name, key, defs[k].def, v);
		}
		tableset_free(ts);
	}
}

/* A table file needs a declared schema; a declared whole-number column
 * refuses 1.5 with file:line. */
static void
test_schema_declared(void **state)
{
	(void)state;
	static const char text[] = "a,b\n1,x\n1.5,y\n";
	const char *names[] = {"t.csv"};
	const char *origins[] = {"house/t.csv"};
	const char *texts[] = {text};
	size_t lens[] = {sizeof text - 1};
	char *err = NULL;
	struct tableset *ts =
	    tableset_from_texts("fuzz", 1, names, origins, texts, lens, &err);
	assert_non_null(ts);
	static const struct table_schema none[] = {{.file = NULL}};
	assert_int_equal(schema_check(ts, none, &err), -1);
	assert_non_null(strstr(err, "t.csv has no declared schema"));
	free(err);
	static const struct table_column cols[] = {{"a", COL_INT, false},
						   {"b", COL_TEXT, false},
						   {NULL, COL_TEXT, false}};
	const struct table_schema one[] = {{.file = "t.csv", .cols = cols},
					   {.file = NULL}};
	assert_int_equal(schema_check(ts, one, &err), -1);
	assert_non_null(strstr(err, "house/t.csv:3: column a is \"1.5\"; it "
				    "needs a whole number"));
	free(err);
	tableset_free(ts);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_settings_csv_refusals),
	    cmocka_unit_test(test_game_values_and_typed_read),
	    cmocka_unit_test(test_largest_dice_sum_to_one),
	    cmocka_unit_test(test_odds_8d100),
	    cmocka_unit_test(test_declared_match_embedded),
	    cmocka_unit_test(test_schema_declared),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
