/* test_intern.c - one shared copy of each short text (intern.h): the same
 * text is the same pointer, so a unit's label, weapon, mother, brigade and
 * sector copy and compare as bytes, and undo gives back the text it had. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/intern.h"
#include "umpire/session.h"

/* NULL and "" are the one empty text. */
static void
test_empty(void **state)
{
	(void)state;
	const char *e = um_intern("");
	assert_string_equal(e, "");
	assert_ptr_equal(um_intern(NULL), e);
	char buf[1] = {0};
	assert_ptr_equal(um_intern(buf), e);
}

/* The same text from two buffers is one pointer; another text another;
 * the copy does not follow the caller's buffer. */
static void
test_same_text_same_pointer(void **state)
{
	(void)state;
	char a[] = "Old Guard", b[] = "Old Guard";
	const char *p = um_intern(a);
	assert_ptr_not_equal(p, a);
	assert_ptr_equal(um_intern(b), p);
	assert_ptr_not_equal(um_intern("Old Guarb"), p);
	a[0] = 'X';
	assert_string_equal(p, "Old Guard");
}

/* Past the first table and many blocks of text (and one text longer than
 * a block), every text keeps its copy and its pointer. */
static void
test_many_texts(void **state)
{
	(void)state;
	enum { N = 6000 };
	const char **p = calloc(N, sizeof *p);
	assert_non_null(p);
	char buf[64];
	for (int i = 0; i < N; i++) {
		snprintf(buf, sizeof buf, "text-%d-with-some-length", i);
		p[i] = um_intern(buf);
	}
	size_t longn = 40000;
	char *big = malloc(longn + 1);
	assert_non_null(big);
	memset(big, 'x', longn);
	big[longn] = '\0';
	const char *bp = um_intern(big);
	for (int i = 0; i < N; i++) {
		snprintf(buf, sizeof buf, "text-%d-with-some-length", i);
		assert_string_equal(p[i], buf);
		assert_ptr_equal(um_intern(buf), p[i]);
	}
	assert_int_equal(strlen(bp), longn);
	assert_ptr_equal(um_intern(big), bp);
	free(big);
	free((void *)p);
}

static int
run(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	free(err);
	out_free(&o);
	return r;
}

/* A unit's texts through unit add, unit set and undo: two units with one
 * label share it; undo gives back the label and weapon it had; a unit
 * made without them holds "" (never NULL). */
static void
test_unit_texts_undo(void **state)
{
	(void)state;
	struct session_opts o = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	assert_int_equal(run(s, "unit add A1 side=French arm=infantry "
				"figures=20 label=\"1er de ligne\" "
				"weapon=musket brigade=B1"),
			 0);
	assert_int_equal(run(s, "unit add A2 side=French arm=infantry "
				"figures=20 label=\"1er de ligne\""),
			 0);
	assert_int_equal(run(s, "unit add A3 side=French arm=infantry "
				"figures=20"),
			 0);
	const struct game *g = s->g;
	const struct unit *a1 = game_unit_c(g, "A1");
	const struct unit *a2 = game_unit_c(g, "A2");
	const struct unit *a3 = game_unit_c(g, "A3");
	assert_string_equal(a1->label, "1er de ligne");
	assert_ptr_equal(a1->label, a2->label);
	assert_string_equal(a1->brigade, "B1");
	assert_non_null(a3->label);
	assert_string_equal(a3->label, "");
	assert_string_equal(a3->weapon, "");
	assert_string_equal(a3->mother, "");
	assert_string_equal(a3->brigade, "");
	assert_string_equal(a3->sector, "");
	assert_int_equal(run(s, "unit set A1 label=changed weapon=rifle"), 0);
	g = s->g;
	a1 = game_unit_c(g, "A1");
	assert_string_equal(a1->label, "changed");
	assert_string_equal(a1->weapon, "rifle");
	assert_int_equal(run(s, "undo"), 0);
	g = s->g;
	a1 = game_unit_c(g, "A1");
	assert_string_equal(a1->label, "1er de ligne");
	assert_string_equal(a1->weapon, "musket");
	assert_ptr_equal(a1->label, game_unit_c(g, "A2")->label);
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_empty),
	    cmocka_unit_test(test_same_text_same_pointer),
	    cmocka_unit_test(test_many_texts),
	    cmocka_unit_test(test_unit_texts_undo),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
