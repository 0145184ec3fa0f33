/*
 * measure A B and check fire A at B decide the line of fire the same way
 * ("decided by the same code as check fire"): on the demo
 * scenario, for every firer and every enemy, measure's los=clear|blocked
 * and in_arc agree with check fire's CHECK records key=los and key=arc.
 * Without the ruleset's fire_view hook measure is plain geometry and the
 * test is skipped (it says so).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/table.h"

static struct session *
demo(void)
{
	struct session_opts o = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	size_t len;
	const char *text =
	    embedded_text("scenarios/demo-belle-alliance.cmd", &len);
	assert_non_null(text);
	char *copy = strndup(text, len);
	char *save = NULL;
	for (char *l = strtok_r(copy, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save)) {
		struct out out;
		out_init(&out);
		err = NULL;
		if (session_exec(s, l, &out, &err) != 0)
			fail_msg("%s: %s", l, err ? err : "?");
		out_free(&out);
	}
	free(copy);
	return s;
}

/* The record starting with tag (and containing want, if given). */
static const char *
find(const struct out *o, const char *tag, const char *want)
{
	for (size_t i = 0; i < o->n; i++)
		if (strncmp(o->lines[i].text, tag, strlen(tag)) == 0 &&
		    (want == NULL || strstr(o->lines[i].text, want)))
			return o->lines[i].text;
	return NULL;
}

static void
test_measure_agrees_with_check_fire(void **state)
{
	(void)state;
	struct session *s = demo();
	if (s->g->rs->fire_view == NULL) {
		session_free(s);
		skip(); /* no fire_view hook in this ruleset yet */
	}
	const struct game *g = s->g;
	int compared = 0, blocked = 0, clear = 0;
	for (size_t i = 0; i < g->nunits; i++)
		for (size_t k = 0; k < g->nunits; k++) {
			const struct unit *a = &g->units[i], *t = &g->units[k];
			if (strcmp(a->side, t->side) == 0)
				continue;
			char line[128];
			struct out om, oc;
			out_init(&om);
			out_init(&oc);
			char *err = NULL;
			snprintf(line, sizeof line, "measure %s %s", a->name,
				 t->name);
			assert_int_equal(session_exec(s, line, &om, &err), 0);
			snprintf(line, sizeof line, "check fire %s at %s",
				 a->name, t->name);
			session_exec(s, line, &oc, &err);
			free(err);
			const char *m = find(&om, "MEASURE ", NULL);
			assert_non_null(m);
			assert_non_null(strstr(m, "source=ruleset"));
			const char *los = find(&oc, "CHECK ", "key=los ");
			const char *arc = find(&oc, "CHECK ", "key=arc ");
			if (arc) {
				bool in = strstr(arc, "result=fail") == NULL;
				if (strstr(m, in ? "in_arc=yes"
						 : "in_arc=no") == NULL)
					fail_msg("%s>%s arc: %s / %s", a->name,
						 t->name, m, arc);
			}
			if (los && strstr(los, "result=ask") == NULL) {
				bool b = strstr(los, "result=fail") != NULL;
				if (strstr(m, b ? "los=blocked"
						: "los=clear") == NULL)
					fail_msg("%s>%s los: %s / %s", a->name,
						 t->name, m, los);
				compared++;
				blocked += b;
				clear += !b;
			}
			out_free(&om);
			out_free(&oc);
		}
	/* The demo has both kinds of line. */
	assert_true(blocked > 0);
	assert_true(clear > 0);
	assert_true(compared >= blocked + clear);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_measure_agrees_with_check_fire),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
