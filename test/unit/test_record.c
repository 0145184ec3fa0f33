/* test_record.c - records as data (umpire/record.h): the text form made
 * from a record is byte for byte what the builder always wrote, the one
 * reader gives back the same fields, and a struct out keeps the record of
 * every record line. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
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

/* Line k of a big out: "UNIT n=k side=..." as rec_end made it. */
static void
assert_unit_line(const struct out_line *l, size_t k)
{
	char want[64], n[16];
	snprintf(n, sizeof n, "%zu", k);
	snprintf(want, sizeof want, "UNIT n=%zu side=%s", k,
		 k % 2 ? "\"La Haye\"" : "French");
	assert_string_equal(l->text, want);
	assert_string_equal(record_get(&l->rec, "n"), n);
	assert_string_equal(record_get(&l->rec, "side"),
			    k % 2 ? "La Haye" : "French");
}

/* Thousands of records in one out (kept side by side past the first
 * thousand, out.c): each line's text and record as made, after the out
 * is appended to another, a line moved out alone (a copy: the blocks
 * stay with their out), lines dropped and the rest cleared. */
static void
test_out_many_records(void **state)
{
	(void)state;
	const size_t n = 5000;
	struct out o, all, one;
	out_init(&o);
	out_init(&all);
	out_init(&one);
	out_text(&all, "before");
	for (size_t k = 0; k < n; k++) {
		struct rec b;
		rec_begin(&b, "UNIT");
		rec_int(&b, "n", (long)k);
		rec_str(&b, "side", k % 2 ? "La Haye" : "French");
		rec_end(&b, &o);
	}
	assert_int_equal(o.n, n);
	for (size_t k = 0; k < n; k++)
		assert_unit_line(&o.lines[k], k);
	out_move_line(&one, &o, n - 1); /* past the first thousand */
	out_move_line(&one, &o, 3);
	out_truncate(&o, n - 1);
	out_append(&all, &o);
	out_free(&o); /* all holds them now */
	assert_int_equal(all.n, n);
	assert_string_equal(all.lines[0].text, "before");
	for (size_t k = 0; k + 1 < n; k++)
		if (k != 3)
			assert_unit_line(&all.lines[k + 1], k);
	assert_int_equal(one.n, 2);
	assert_unit_line(&one.lines[0], n - 1);
	assert_unit_line(&one.lines[1], 3);
	out_truncate(&all, 2000);
	assert_unit_line(&all.lines[1999], 1998);
	out_free(&all);
	assert_unit_line(&one.lines[0], n - 1);
	out_free(&one);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_text_form),
	    cmocka_unit_test(test_parse_round_trip),
	    cmocka_unit_test(test_out_lines),
	    cmocka_unit_test(test_out_many_records),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
