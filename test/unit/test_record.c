/* test_record.c - records as data (umpire/record.h): the text form made
 * from a record is byte for byte what the builder always wrote, the one
 * reader gives back the same fields, and a struct out keeps the record of
 * every record line. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "umpire/out.h"
#include "umpire/record.h"

/* Quoted only when needed; quotes and backslashes escaped. */
static void
test_text_form(void **state)
{
	(void)state;
	struct record r;
	record_init(&r, "RESULT");
	record_add(&r, "target", "L54");
	record_add(&r, "why", "in range; \"close\" a\\b");
	record_add(&r, "empty", "");
	record_add(&r, "eq", "a=b");
	char *t = record_text(&r);
	assert_string_equal(t,
			    "RESULT target=L54 why=\"in range; \\\"close\\\" "
			    "a\\\\b\" empty=\"\" eq=\"a=b\"");
	free(t);
	record_free(&r);
}

/* The reader gives back what the writer wrote; a key=value inside a quoted
 * value is no key (the old readers disagreed on that). */
static void
test_parse_round_trip(void **state)
{
	(void)state;
	struct record r;
	assert_int_equal(record_parse("WHY unit=A result=\"kind=fire "
				      "loss=2\" loss=1 note=\"a \\\"b\\\"\"",
				      &r),
			 0);
	assert_true(record_is(&r, "WHY"));
	assert_string_equal(record_get(&r, "result"), "kind=fire loss=2");
	assert_string_equal(record_get(&r, "loss"), "1");
	assert_string_equal(record_get(&r, "note"), "a \"b\"");
	assert_null(record_get(&r, "kind"));
	char *t = record_text(&r);
	assert_string_equal(t, "WHY unit=A result=\"kind=fire loss=2\" loss=1 "
			       "note=\"a \\\"b\\\"\"");
	free(t);
	record_free(&r);
	assert_int_equal(record_parse("   ", &r), -1);
	assert_int_equal(record_parse("CHECK why=\"open", &r), -1);
	char v[8] = "keep";
	assert_false(record_text_value("FIRE firer=A", "target", v, sizeof v));
	assert_true(
	    record_text_value("FIRE firer=LongName", "firer", v, sizeof v));
	assert_string_equal(v, "LongNam"); /* cut to size */
}

/* rec_begin ... rec_end: the line's text and its record agree; a quiet out
 * keeps only the records a replay reads back. */
static void
test_out_lines(void **state)
{
	(void)state;
	struct out o;
	out_init(&o);
	struct rec b;
	rec_begin(&b, "FIRE");
	rec_str(&b, "firer", "A 1");
	rec_int(&b, "loss", 2);
	rec_num(&b, "range", 2.5);
	rec_bool(&b, "provisional", 1);
	rec_end(&b, &o);
	assert_int_equal(o.n, 1);
	assert_string_equal(
	    o.lines[0].text,
	    "FIRE firer=\"A 1\" loss=2 range=2.5 provisional=yes");
	assert_string_equal(record_get(&o.lines[0].rec, "firer"), "A 1");
	out_add(&o, OUT_RECORD, "RESULT target=B loss=1");
	assert_true(record_is(&o.lines[1].rec, "RESULT"));
	out_add(&o, OUT_RECORD, "CHECK key=state result=pass");
	struct out q;
	out_init(&q);
	q.quiet = true; /* keeps the rulings (out.h), drops the checks */
	out_add_record(&q, &o.lines[2].rec);
	out_add_record(&q, &o.lines[0].rec);
	out_add_record(&q, &o.lines[1].rec);
	assert_int_equal(q.n, 2);
	assert_true(record_is(&q.lines[0].rec, "FIRE"));
	/* FIRE as a record only (no text made): the questions' index */
	assert_string_equal(q.lines[0].text, "");
	assert_string_equal(q.lines[1].text, "RESULT target=B loss=1");
	out_free(&q);
	out_free(&o);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_text_form),
	    cmocka_unit_test(test_parse_round_trip),
	    cmocka_unit_test(test_out_lines),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
