/* test_check.c - the shared eligibility checks and answer keys (check.h):
 * growth, CHECK/ELIGIBLE record text, answers from a line and from a
 * declaration. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/check.h"
#include "umpire/cmd.h"
#include "umpire/out.h"
#include "umpire/ruleset.h"

/* --- checklist -------------------------------------------------------- */

static void
test_checklist_grows_and_keeps_addresses(void **state)
{
	(void)state;
	struct checklist cl;
	checklist_init(&cl);
	/* Far beyond the old fixed caps (20, 24, 32). */
	struct check *first = checklist_add(&cl, "k0", CHECK_PASS, "1.1",
					    "derived", "check %d", 0);
	char key[16];
	for (int i = 1; i < 500; i++) {
		snprintf(key, sizeof key, "k%d", i);
		checklist_add(&cl, key, i == 321 ? CHECK_FAIL : CHECK_PASS,
			      "1.1", "derived", "check %d", i);
	}
	assert_int_equal(cl.n, 500);
	assert_ptr_equal(cl.v[0], first);
	assert_string_equal(first->reason, "check 0");
	/* The key is a copy: the caller's buffer may change. */
	assert_string_equal(cl.v[499]->key, "k499");
	assert_string_equal(cl.v[321]->key, "k321");
	assert_int_equal(checklist_count(&cl, CHECK_FAIL), 1);
	assert_ptr_equal(checklist_first(&cl, CHECK_FAIL), cl.v[321]);
	assert_null(checklist_first(&cl, CHECK_ASK));
	assert_string_equal(checklist_verdict(&cl), "no");
	checklist_clear(&cl);
	assert_int_equal(cl.n, 0);
	assert_string_equal(checklist_verdict(&cl), "yes");
	checklist_add(&cl, "again", CHECK_PASS, "1", "derived", "usable");
	assert_int_equal(cl.n, 1);
	checklist_free(&cl);
	assert_null(cl.v);
}

static void
test_checklist_verdict(void **state)
{
	(void)state;
	struct checklist cl;
	checklist_init(&cl);
	checklist_add(&cl, "a", CHECK_PASS, "1", "derived", "ok");
	assert_string_equal(checklist_verdict(&cl), "yes");
	struct check *c =
	    checklist_add(&cl, "b", CHECK_ASK, "2", "asked", "open");
	check_set_ask(c, "Is it?", "yes|no");
	assert_string_equal(checklist_verdict(&cl), "ask");
	checklist_add(&cl, "c", CHECK_FAIL, "3", "derived", "no");
	/* A failure decides even with a question open. */
	assert_string_equal(checklist_verdict(&cl), "no");
	checklist_free(&cl);
}

static void
test_check_records(void **state)
{
	(void)state;
	struct checklist cl;
	struct out o;
	checklist_init(&cl);
	out_init(&o);
	checklist_add(&cl, "state", CHECK_PASS, "3.1.1", "derived",
		      "%s is %s, not MD or FD", "A1", "ok");
	struct check *c = checklist_add(&cl, "range", CHECK_ASK, "3.1.3",
					"asked", "%s", "How far?");
	check_set_ask(c, "How far is it (\"cm\")?", "0..");
	c = checklist_add(&cl, "los", CHECK_FAIL, "54", "given", "blocked");
	c->provisional = true;
	checklist_add(&cl, "empty", CHECK_PASS, "1", "default", "%s", "");
	checklist_print(&cl, NULL, &o);
	assert_int_equal(o.n, 4);
	assert_string_equal(o.lines[0].text,
			    "CHECK key=state result=pass rule=3.1.1 "
			    "reason=\"A1 is ok, not MD or FD\" "
			    "source=derived");
	assert_string_equal(o.lines[1].text,
			    "CHECK key=range result=ask rule=3.1.3 "
			    "reason=\"How far?\" source=asked "
			    "question=\"How far is it (\\\"cm\\\")?\" "
			    "allowed=0..");
	assert_string_equal(o.lines[2].text,
			    "CHECK key=los result=fail rule=54 reason=blocked "
			    "source=given provisional=yes");
	assert_string_equal(o.lines[3].text,
			    "CHECK key=empty result=pass rule=1 reason=\"\" "
			    "source=default");
	assert_int_equal(o.lines[0].kind, OUT_RECORD);
	out_clear(&o);
	/* With a part (Belle Alliance fire parts), it comes first. */
	check_print(cl.v[0], "A1>B2", &o);
	assert_string_equal(o.lines[0].text,
			    "CHECK part=A1>B2 key=state result=pass "
			    "rule=3.1.1 reason=\"A1 is ok, not MD or FD\" "
			    "source=derived");
	out_clear(&o);
	struct rec r;
	eligible_begin(&r, "A1", "B 2", checklist_verdict(&cl));
	rec_str(&r, "as", "activated");
	rec_end(&r, &o);
	assert_string_equal(o.lines[0].text, "ELIGIBLE firer=A1 "
					     "target=\"B 2\" value=no "
					     "as=activated");
	out_free(&o);
	checklist_free(&cl);
}

/* --- answers ---------------------------------------------------------- */

static void
test_answers_from_args(void **state)
{
	(void)state;
	struct args a;
	char *err = NULL;
	assert_int_equal(cmd_parse("check fire A at T los=yes range=12 "
				   "arc=maybe extra=1",
				   &a, &err),
			 0);
	struct cmd_ctx ctx;
	memset(&ctx, 0, sizeof ctx);
	struct answers ans;
	answers_from_args(&ans, &a);
	bool b = false;
	long n = 0;
	assert_true(answers_has(&ans, "los"));
	assert_false(a.used[0]); /* has does not mark */
	assert_int_equal(answers_bool(&ctx, &ans, "los", NULL, &b), 1);
	assert_true(b);
	assert_int_equal(answers_int(&ctx, &ans, "range", 0, 100, &n), 1);
	assert_int_equal(n, 12);
	assert_int_equal(answers_bool(&ctx, &ans, "missing", NULL, &b), 0);
	/* Reading marks the line's keys used: the unread one is left. */
	assert_true(a.used[0]);
	assert_true(a.used[1]);
	assert_false(a.used[2]);
	assert_false(a.used[3]);
	/* Bad values name the key, the value and what is allowed. */
	assert_int_equal(answers_bool(&ctx, &ans, "arc", NULL, &b), -1);
	assert_string_equal(ctx.err, "arc=maybe is not allowed; arc is one of "
				     "yes|no|true|false|1|0");
	free(ctx.err);
	ctx.err = NULL;
	assert_int_equal(answers_bool(&ctx, &ans, "arc", "yes or no", &b), -1);
	assert_string_equal(ctx.err, "arc=maybe is not allowed; arc is yes or "
				     "no");
	free(ctx.err);
	ctx.err = NULL;
	assert_int_equal(answers_int(&ctx, &ans, "range", 0, 10, &n), -1);
	assert_string_equal(ctx.err, "range=12 is not allowed; range is a "
				     "whole number from 0 to 10");
	free(ctx.err);
	ctx.err = NULL;
	double d = 0;
	assert_int_equal(answers_num(&ctx, &ans, "range", 0, 20.5, &d), 1);
	assert_true(d == 12.0);
	assert_true(a.used[2]);
	args_free(&a);
}

static void
test_answers_from_decl(void **state)
{
	(void)state;
	struct decl d;
	memset(&d, 0, sizeof d);
	decl_put(&d, "los", "no");
	decl_put(&d, "dice", "3,4");
	decl_put(&d, "los", "yes"); /* the first one counts */
	assert_int_equal(d.nkv, 3);
	struct cmd_ctx ctx;
	memset(&ctx, 0, sizeof ctx);
	struct answers ans;
	answers_from_decl(&ans, &d);
	bool b = true;
	assert_int_equal(answers_bool(&ctx, &ans, "los", NULL, &b), 1);
	assert_false(b);
	assert_string_equal(answers_get(&ans, "dice"), "3,4");
	assert_true(answers_has(&ans, "dice"));
	assert_false(answers_has(&ans, "roll"));
	assert_null(answers_get(&ans, "roll"));
	/* The declaration is read only: its own flags, freed with it. */
	assert_true(ans.own[0]);
	assert_false(ans.own[2]);
	answers_free(&ans);
	answers_none(&ans);
	assert_null(answers_get(&ans, "los"));
	answers_free(&ans);
	decl_free(&d);
}

/* --- unit keys -------------------------------------------------------- */

static void
test_unit_keys(void **state)
{
	(void)state;
	struct cmd_ctx ctx;
	memset(&ctx, 0, sizeof ctx);
	bool b = false;
	int n = 0;
	assert_int_equal(unit_key_bool(&ctx, "firing", "yes", &b), 0);
	assert_true(b);
	assert_int_equal(unit_key_bool(&ctx, "firing", "maybe", &b), -1);
	assert_string_equal(ctx.err, "firing=maybe is not allowed; firing is "
				     "one of yes|no|true|false|1|0");
	free(ctx.err);
	ctx.err = NULL;
	assert_int_equal(
	    unit_key_int(&ctx, "morale", "7", 1, 99, "a rating", &n), 0);
	assert_int_equal(n, 7);
	assert_int_equal(
	    unit_key_int(&ctx, "morale", "0", 1, 99, "a rating", &n), -1);
	assert_int_equal(n, 7);
	assert_string_equal(ctx.err, "morale=0 is not allowed; morale is a "
				     "rating");
	free(ctx.err);
	ctx.err = NULL;
	static const char *const q[] = {"raw", "normal", "veteran", NULL};
	assert_int_equal(unit_key_enum(&ctx, "quality", "normal", q, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(unit_key_enum(&ctx, "quality", "green", q, &n), -1);
	assert_string_equal(ctx.err, "quality=green is not allowed; quality "
				     "is one of raw|normal|veteran");
	free(ctx.err);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_checklist_grows_and_keeps_addresses),
	    cmocka_unit_test(test_checklist_verdict),
	    cmocka_unit_test(test_check_records),
	    cmocka_unit_test(test_answers_from_args),
	    cmocka_unit_test(test_answers_from_decl),
	    cmocka_unit_test(test_unit_keys),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
