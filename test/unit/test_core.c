/* test_core.c - the foundation: parser, dice, tables, session, journal,
 * undo. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire/cmd.h"
#include "umpire/complete.h"
#include "umpire/dice.h"
#include "umpire/session.h"
#include "umpire/table.h"
#include "umpire/util.h"

/* --- formatting: um_snprintf prints what snprintf prints ------------ */

/* glibc's snprintf, out of the compiler's sight (these tests truncate on
 * purpose). */
static int
ref_snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

/* Both into a buffer of each size from 0 to 40 and a large one: the same
 * count and the same bytes (the fast path, and the fallback). */
#define SAME_AS_SNPRINTF(...)                                                  \
	do {                                                                   \
		char want[256], got[256];                                      \
		int nw = ref_snprintf(want, sizeof want, __VA_ARGS__);         \
		int ng = um_snprintf(got, sizeof got, __VA_ARGS__);            \
		assert_int_equal(ng, nw);                                      \
		assert_string_equal(got, want);                                \
		for (size_t sz = 0; sz < 40; sz++) {                           \
			memset(want, 'x', sizeof want);                        \
			memset(got, 'x', sizeof got);                          \
			nw = ref_snprintf(sz ? want : NULL, sz, __VA_ARGS__);  \
			ng = um_snprintf(sz ? got : NULL, sz, __VA_ARGS__);    \
			assert_int_equal(ng, nw);                              \
			assert_memory_equal(got, want, 41);                    \
		}                                                              \
	} while (0)

static void
test_fast_format(void **state)
{
	(void)state;
	/* A null %s and '+' with %u, which the compiler warns about (and the
	 * program never formats), out of its sight. */
	const char *volatile none_v = NULL;
	const char *none = none_v;
	static const char *volatile odd[] = {"%s", "%+u"};
	SAME_AS_SNPRINTF("plain text, no conversion");
	SAME_AS_SNPRINTF("%s fires at %s%s", "A4", "F4", "");
	SAME_AS_SNPRINTF(odd[0], none); /* "(null)", as glibc */
	SAME_AS_SNPRINTF("100%% of %d: %c%c", 7, 'o', 'k');
	SAME_AS_SNPRINTF("%d %d %d %+d %+d %+d", 0, -1, 2147483647, 0, 5, -5);
	SAME_AS_SNPRINTF("%d|%i", -2147483647 - 1, 12);
	SAME_AS_SNPRINTF("%u %u", 0u, 4294967295u);
	SAME_AS_SNPRINTF("%ld %+ld %lu", -9223372036854775807L - 1, 42L,
			 18446744073709551615UL);
	SAME_AS_SNPRINTF("%lld %llu %zu", -3LL, 18446744073709551615ULL,
			 (size_t)123456);
	SAME_AS_SNPRINTF(odd[1], 3u); /* '+' means nothing to %u */
	/* Doubles: whole numbers of %g by digits, the rest by printf. */
	SAME_AS_SNPRINTF("%g %+g %g %+g %g %+g", 0.0, 0.0, -0.0, -0.0, 3.0,
			 -3.0);
	SAME_AS_SNPRINTF("%g|%g|%g|%+g|%g", 999999.0, 1e6, 123456789.0, 0.5,
			 -2.25);
	SAME_AS_SNPRINTF("%g %+g %g %f", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0,
			 1.0 / 0.0);
	SAME_AS_SNPRINTF("%.1f cm %s, %.2f%% %+.3e %10.4f|%-8g|%08.2f|%#g|%a",
			 12.345, "ok", 99.999, -1234.5, 3.14159, 2.5, -1.5, 1.0,
			 0.75);
	SAME_AS_SNPRINTF("%.0f %.99f", 1e300, 1.0 / 3.0);
	SAME_AS_SNPRINTF("%d %s %+g %ld", -7, "mixed", 4.0, 8L);
	/* Not plain: printf does them. */
	SAME_AS_SNPRINTF("%5d|%-4s|%.2s|%x|%+g|%.2f|%zd", 3, "ab", "xyz", 255,
			 0.5, 1.25, (ssize_t)-4);
	SAME_AS_SNPRINTF("%s a long one: %s", "abcdefghijklmnopqrstuvwxyz",
			 "0123456789012345678901234567890123456789");
	/* %.Nf and %+.Nf (N 0-3) by fmt_fixed: ties to even on the exact
	 * value (0.25, 2.5 are exact; 0.35, 2.675 are not), -0.0, and the
	 * ones it leaves to printf (too large, too small, not finite). */
	SAME_AS_SNPRINTF("%.1f %.1f %.1f %.0f %.0f %.0f %.2f %.2f", 0.25, 0.35,
			 -0.25, 0.5, 1.5, 2.5, 2.675, 1.005);
	SAME_AS_SNPRINTF("%.1f %.1f %+.1f %+.1f %.3f %+.0f %.2f", -0.0, -0.04,
			 0.0, -3.05, 1.0005, 7.5, 99.995);
	SAME_AS_SNPRINTF("%.1f %.1f %.1f %.2f %.1f", 1e12, 1e-300, 5e-324,
			 1.0 / 0.0, 0.0 / 0.0);
	SAME_AS_SNPRINTF("%.1f deg, %.0f deg; %.110s|%.3s|%.0s|%.12s|", 12.345,
			 179.5, "the reason", "abcdef", "gone", "short");
	for (int i = -20000; i <= 20000; i++) {
		/* Every step of 1/16 (exact ties) and of 0.005 (near ties). */
		char want[64], got[64];
		for (int k = 0; k < 2; k++) {
			double v = k ? i * 0.005 : i / 16.0;
			ref_snprintf(want, sizeof want, "%.1f|%.2f|%+.0f|%.3f",
				     v, v, v, v);
			um_snprintf(got, sizeof got, "%.1f|%.2f|%+.0f|%.3f", v,
				    v, v, v);
			assert_string_equal(got, want);
		}
	}
	char *s = um_xasprintf("%s=%d, %s", "k", -12, "done");
	assert_string_equal(s, "k=-12, done");
	free(s);
	struct strbuf sb;
	sb_init(&sb);
	for (int i = 0; i < 100; i++)
		sb_addf(&sb, "%d,", i);
	sb_addf(&sb, "%.1f", 2.25);
	assert_int_equal(sb.len, strlen(sb.s));
	assert_memory_equal(sb.s, "0,1,2,", 6);
	assert_string_equal(sb.s + sb.len - 9, "98,99,2.2");
	sb_free(&sb);
}

/* --- parser --------------------------------------------------------- */

static void
test_parse_words_and_keys(void **state)
{
	(void)state;
	struct args a;
	char *err = NULL;
	assert_int_equal(cmd_parse("unit add Gds1 side=Allied "
				   "label=\"2nd Line \\\"Bn\\\"\" x=1 # c",
				   &a, &err),
			 0);
	assert_int_equal(a.nword, 3);
	assert_string_equal(a.word[2], "Gds1");
	assert_int_equal(a.nkv, 3);
	assert_string_equal(a.kv[1].key, "label");
	assert_string_equal(a.kv[1].val, "2nd Line \"Bn\"");
	/* The canonical form parses back to the same tokens. */
	char *canon = args_format(&a);
	struct args b;
	assert_int_equal(cmd_parse(canon, &b, &err), 0);
	assert_int_equal(b.nkv, 3);
	assert_string_equal(b.kv[1].val, "2nd Line \"Bn\"");
	free(canon);
	args_free(&a);
	args_free(&b);
}

static void
test_parse_errors(void **state)
{
	(void)state;
	struct args a;
	char *err = NULL;
	assert_int_equal(cmd_parse("unit add X label=\"open", &a, &err), -1);
	assert_non_null(strstr(err, "unterminated quote"));
	free(err);
	err = NULL;
	assert_int_equal(cmd_parse("unit add X side=a side=b", &a, &err), -1);
	assert_non_null(strstr(err, "given twice"));
	free(err);
	err = NULL;
	assert_int_equal(cmd_parse("unit add X =v", &a, &err), -1);
	free(err);
	err = NULL;
	char *big = malloc(CMD_LINE_MAX + 10);
	memset(big, 'a', CMD_LINE_MAX + 9);
	big[CMD_LINE_MAX + 9] = '\0';
	assert_int_equal(cmd_parse(big, &a, &err), -1);
	free(err);
	free(big);
	/* A comment or blank line is no command. */
	assert_int_equal(cmd_parse("   # nothing", &a, &err), 0);
	assert_int_equal(a.nword + a.nkv, 0);
	args_free(&a);
}

/* --- dice ------------------------------------------------------------ */

static void
test_dice_entry(void **state)
{
	(void)state;
	struct dicespec d;
	assert_true(dicespec_parse("3d6", &d));
	assert_false(dicespec_parse("3d", &d));
	assert_false(dicespec_parse("0d6", &d));
	struct roll r;
	char *err = NULL;
	assert_true(roll_parse(&d, "roll", NULL, "dice", "4,3,5", &r, &err));
	assert_int_equal(r.total, 12);
	assert_int_equal(r.n, 3);
	assert_false(roll_parse(&d, "roll", NULL, "dice", "4,3", &r, &err));
	assert_non_null(strstr(err, "3 dice of 1 to 6"));
	free(err);
	assert_false(roll_parse(&d, "roll", NULL, "dice", "4,3,7", &r, &err));
	free(err);
	assert_false(roll_parse(&d, "roll", "19", NULL, NULL, &r, &err));
	assert_non_null(strstr(err, "3 to 18"));
	free(err);
	assert_false(roll_parse(&d, "roll", "11", "dice", "4,3,5", &r, &err));
	assert_non_null(strstr(err, "does not match"));
	free(err);
	assert_true(roll_parse(&d, "roll", "12", "dice", "4,3,5", &r, &err));
}

static void
test_dice_count_face_from_total(void **state)
{
	(void)state;
	struct dicespec d = {3, 6};
	struct roll r = {.n = 0, .total = 3}; /* 1,1,1 */
	assert_int_equal(roll_count_face(&r, &d, 1), 3);
	r.total = 4; /* only 1,1,2 */
	assert_int_equal(roll_count_face(&r, &d, 1), 2);
	r.total = 5; /* 1,1,3 or 1,2,2: undecidable */
	assert_int_equal(roll_count_face(&r, &d, 1), -1);
	r.total = 18;
	assert_int_equal(roll_count_face(&r, &d, 1), 0);
}

static void
test_rng_seeded_and_fair(void **state)
{
	(void)state;
	struct rng a, b;
	rng_seed(&a, 42);
	rng_seed(&b, 42);
	int count[7] = {0};
	for (int i = 0; i < 60000; i++) {
		int x = rng_die(&a, 6);
		assert_int_equal(x, rng_die(&b, 6));
		assert_in_range(x, 1, 6);
		count[x]++;
	}
	/* Each face within 5% of 10000 (a fair die fails this with
	 * negligible probability: sd is about 91). */
	for (int f = 1; f <= 6; f++)
		assert_in_range(count[f], 9500, 10500);
}

/* --- tables ---------------------------------------------------------- */

static void
test_table_parse(void **state)
{
	(void)state;
	const char *text = "# status: provisional\nkey,label,loss\n"
			   "split,\"Split, fire\",-1\n\n# c\nzone1,Zone 1,+2\n";
	char *err = NULL;
	struct table *t =
	    table_parse("t.csv", "embedded", text, strlen(text), &err);
	assert_non_null(t);
	assert_true(t->provisional);
	assert_int_equal(t->nrows, 2);
	assert_string_equal(table_cell(t, 0, 1), "Split, fire");
	assert_int_equal(t->rows[1].line, 6);
	long v;
	assert_true(table_cell_int(t, 1, "loss", false, &v, NULL, &err));
	assert_int_equal(v, 2);
	assert_false(table_cell_int(t, 0, "label", false, &v, NULL, &err));
	assert_non_null(strstr(err, "t.csv:3:"));
	free(err);
	table_free(t);
}

static void
test_table_errors_name_file_and_line(void **state)
{
	(void)state;
	char *err = NULL;
	const char *bad = "a,b\n1,2\n1,2,3\n";
	assert_null(table_parse("x.csv", "embedded", bad, strlen(bad), &err));
	assert_string_equal(err, "x.csv:3: 3 fields, expected 2 (a...)");
	free(err);
	err = NULL;
	/* From --tables: the message names the file's path. */
	assert_null(table_parse("x.csv", "dir/x.csv", bad, strlen(bad), &err));
	assert_string_equal(err, "dir/x.csv:3: 3 fields, expected 2 (a...)");
	free(err);
	err = NULL;
	const char *q = "a,b\n\"1,2\n";
	assert_null(table_parse("y.csv", "embedded", q, strlen(q), &err));
	assert_non_null(strstr(err, "y.csv:2: unterminated"));
	free(err);
	err = NULL;
	assert_null(table_parse("z.csv", "e", "# only\n", 7, &err));
	assert_non_null(strstr(err, "no header"));
	free(err);
}

/* --- session, journal, undo ------------------------------------------ */

static struct session *
new_session(void)
{
	struct session_opts o = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&o, &err);
	assert_non_null(s);
	return s;
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

static void
test_failed_command_changes_nothing(void **state)
{
	(void)state;
	struct session *s = new_session();
	assert_int_equal(run(s, "unit add A side=x arm=infantry figures=20"),
			 0);
	assert_int_equal(run(s, "unit set A figures=10 valour=9"), -1);
	assert_int_equal(s->g->units[0].figures, 20);
	assert_int_equal(run(s, "unit add B side=x arm=horse figures=3"), -1);
	assert_int_equal(s->g->nunits, 1);
	const char *const *lines;
	assert_int_equal(session_lines(s, &lines), 1);
	session_free(s);
}

static char *
tmp_path(const char *name)
{
	char *p = um_xasprintf("/tmp/umpire-test-%ld-%s", (long)getpid(), name);
	unlink(p);
	return p;
}

static void
test_journal_replays_identically(void **state)
{
	(void)state;
	char *path = tmp_path("j1");
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_open(s, path, &o, &err), 0);
	assert_int_equal(run(s, "unit add A side=x arm=infantry figures=20 "
				"x=1 y=2"),
			 0);
	assert_int_equal(run(s, "unit set A figures=19"), 0);
	assert_int_equal(run(s, "unit set A figures=18"), 0);
	assert_int_equal(run(s, "undo"), 0);
	assert_int_equal(run(s, "units"), 0); /* read-only: not journaled */
	session_free(s);
	FILE *f = fopen(path, "r");
	static char buf[65536];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	/* v2: the header, the tables the game is played with, the lines. */
	assert_memory_equal(buf, "# umpire game v2\n@tables belle-alliance ",
			    39);
	char *end = strstr(buf, "\n@end\n");
	assert_non_null(end);
	assert_string_equal(end + 6,
			    "unit add A side=x arm=infantry figures=20 "
			    "x=1 y=2\n"
			    "unit set A figures=19\n"
			    "unit set A figures=18\n"
			    "undo\n");
	s = new_session();
	assert_int_equal(session_open(s, path, &o, &err), 0);
	assert_int_equal(s->g->units[0].figures, 19);
	assert_int_equal(o.n, 0);
	session_free(s);
	out_free(&o);
	unlink(path);
	free(path);
}

static void
test_journal_torn_and_bad_lines(void **state)
{
	(void)state;
	char *path = tmp_path("j2");
	FILE *f = fopen(path, "w");
	fputs("# umpire game v1\nunit add A side=x arm=infantry "
	      "figures=20\nunit set A fig",
	      f);
	fclose(f);
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char *err = NULL;
	assert_int_equal(session_open(s, path, &o, &err), 0);
	/* The torn line, then "a v1 file plays with the embedded tables". */
	assert_int_equal(o.n, 2);
	assert_int_equal(o.lines[0].kind, OUT_WARNING);
	assert_non_null(strstr(o.lines[0].text, "cut short"));
	assert_non_null(strstr(o.lines[1].text, "v1 game file"));
	assert_int_equal(s->g->nunits, 1);
	session_free(s);
	out_clear(&o);
	/* A bad line stops the load and leaves the file as it was. */
	f = fopen(path, "a");
	fputs("unit add B side=x arm=horse figures=3\n", f);
	fclose(f);
	f = fopen(path, "r");
	char before[512];
	size_t nb = fread(before, 1, sizeof before, f);
	fclose(f);
	s = new_session();
	assert_int_equal(session_open(s, path, &o, &err), -1);
	assert_non_null(strstr(err, ":3: unit add B: arm=horse"));
	free(err);
	session_free(s);
	f = fopen(path, "r");
	char after[512];
	size_t na = fread(after, 1, sizeof after, f);
	fclose(f);
	assert_int_equal(na, nb);
	assert_memory_equal(before, after, na);
	out_free(&o);
	unlink(path);
	free(path);
}

/* Undo across many checkpoints gives the same state as replaying the
 * remaining commands from scratch. */
static void
test_undo_matches_replay(void **state)
{
	(void)state;
	struct session *s = new_session();
	assert_int_equal(run(s, "unit add A side=x arm=infantry figures=1000"),
			 0);
	for (int i = 0; i < 300; i++) {
		char line[64];
		snprintf(line, sizeof line, "unit set A figures=%d", 999 - i);
		assert_int_equal(run(s, line), 0);
	}
	for (int i = 0; i < 150; i++)
		assert_int_equal(run(s, "undo"), 0);
	/* 1 add + 150 sets remain: figures = 999 - 149 */
	assert_int_equal(s->g->units[0].figures, 850);
	const char *const *lines;
	assert_int_equal(session_lines(s, &lines), 151);
	assert_int_equal(run(s, "unit set A figures=5"), 0);
	assert_int_equal(s->g->units[0].figures, 5);
	for (int i = 0; i < 152; i++)
		assert_int_equal(run(s, "undo"), 0);
	assert_int_equal(s->g->nunits, 0);
	assert_int_equal(run(s, "undo"), -1);
	session_free(s);
}

static void
test_completion(void **state)
{
	(void)state;
	struct session *s = new_session();
	assert_int_equal(run(s, "unit add Gds1 side=x arm=infantry figures=20"),
			 0);
	assert_int_equal(run(s, "unit add Gren side=y arm=infantry figures=20"),
			 0);
	struct completion c;
	complete_line(s, "un", 2, &c);
	assert_int_equal(c.n, 3); /* undo, unit, units - sorted */
	assert_string_equal(c.cand[0], "undo");
	assert_string_equal(c.cand[2], "units");
	completion_free(&c);
	complete_line(s, "fire G", 6, &c);
	assert_int_equal(c.n, 2);
	char *common = completion_common(&c);
	assert_string_equal(common, "G");
	free(common);
	completion_free(&c);
	/* fire A <Tab> -> at; check melee A <Tab> -> vs; factors <Tab> */
	complete_line(s, "fire Gds1 a", 11, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "at");
	completion_free(&c);
	complete_line(s, "check melee Gds1 ", 17, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "vs");
	completion_free(&c);
	complete_line(s, "factors ", 8, &c);
	assert_int_equal(c.n, 2);
	assert_string_equal(c.cand[0], "fire");
	completion_free(&c);
	complete_line(s, "check fire Gds1 at G", 20, &c);
	assert_int_equal(c.n, 2);
	completion_free(&c);
	complete_line(s, "check fire Gds1 at Gren ro", 26, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "roll=");
	completion_free(&c);
	complete_line(s, "unit set Gds1 val", 17, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "valour=");
	completion_free(&c);
	/* Second words from the command table and its aliases. */
	complete_line(s, "terrain ", 8, &c);
	assert_int_equal(c.n, 2);
	assert_string_equal(c.cand[0], "add");
	assert_string_equal(c.cand[1], "remove");
	completion_free(&c);
	complete_line(s, "turn ", 5, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "next");
	completion_free(&c);
	/* Values: the game's units, a setting's choices, a unit's
	 * formation, the worked examples. */
	complete_line(s, "game units=", 11, &c);
	assert_int_equal(c.n, 2);
	assert_string_equal(c.cand[0], "units=cm");
	completion_free(&c);
	complete_line(s, "game rounding=d", 15, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "rounding=down");
	completion_free(&c);
	complete_line(s, "unit set Gds1 formation=sq", 26, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "formation=square");
	completion_free(&c);
	complete_line(s, "example ba01", 12, &c);
	assert_int_equal(c.n, 1);
	assert_string_equal(c.cand[0], "ba01-units-of-fire");
	completion_free(&c);
	/* Answer keys from the ruleset's descriptor, not another's. */
	complete_line(s, "fire Gds1 at Gren sup", 21, &c);
	assert_int_equal(c.n, 2); /* the answer and a Table 8 key */
	assert_string_equal(c.cand[0], "support=");
	assert_string_equal(c.cand[1], "support_unit_or_soutien=");
	completion_free(&c);
	complete_line(s, "fire Gds1 at Gren tro", 21, &c);
	assert_int_equal(c.n, 0);
	completion_free(&c);
	/* The questions, unit move, scan, cancel, measure and game (the
	 * hardening pass): operands from the roster, keys from the usage;
	 * a brigade completes where a unit does. */
	assert_int_equal(run(s, "unit set Gds1 brigade=Bde1"), 0);
	struct {
		const char *line;
		size_t n;
		const char *first;
	} cases[] = {
	    {"why G", 2, "Gds1"},
	    {"who ", 1, "fired"},
	    {"who fired ", 1, "at"},
	    {"who fired at Gr", 1, "Gren"},
	    {"who fired at Gren b", 1, "bound="},
	    {"losses ", 3, "bound="},
	    {"losses unit=G", 2, "unit=Gds1"},
	    {"losses side=", 2, "side=x"},
	    {"unit move B", 1, "Bde1"},
	    {"unit move Bde1 wh", 1, "wheel="},
	    {"unit move Bde1 wheel=20 pivot=", 2, "pivot=left"},
	    {"unit move brigade=", 1, "brigade=Bde1"},
	    {"fire B", 1, "Bde1"},
	    {"fire Bde1 at Gren bat", 1, "battalions="},
	    {"scan ", 3, "Bde1"},
	    {"cancel Bde1 ", 2, "at"},
	    {"measure Gds1 G", 2, "Gds1"},
	    {"game last", 1, "last_bound="},
	    {"report format=h", 1, "format=html"},
	    {"amend 3 dr", 2, "drop="},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		complete_line(s, cases[i].line, strlen(cases[i].line), &c);
		if (c.n != cases[i].n)
			fail_msg("%s: %zu candidates, not %zu", cases[i].line,
				 c.n, cases[i].n);
		assert_string_equal(c.cand[0], cases[i].first);
		completion_free(&c);
	}
	session_free(s);
}

/* Label limits count characters: a well-formed UTF-8 sequence is one,
 * every stray byte is one too (so n characters are at most 4n bytes). */
static void
test_utf8_chars(void **state)
{
	(void)state;
	assert_int_equal(um_utf8_chars(""), 0);
	assert_int_equal(um_utf8_chars("Garde Imp\xc3\xa9riale"), 15);
	assert_int_equal(um_utf8_chars("\xe2\x82\xac"), 1);	/* euro sign */
	assert_int_equal(um_utf8_chars("\xf0\x9d\x84\x9e"), 1); /* U+1D11E */
	assert_int_equal(um_utf8_chars("\xff\x80\x80"), 3); /* stray bytes */
	assert_int_equal(um_utf8_chars("\xc3"), 1); /* cut short at the end */
	assert_int_equal(um_utf8_chars("\xe2\x82x"), 3);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_fast_format),
	    cmocka_unit_test(test_parse_words_and_keys),
	    cmocka_unit_test(test_utf8_chars),
	    cmocka_unit_test(test_parse_errors),
	    cmocka_unit_test(test_dice_entry),
	    cmocka_unit_test(test_dice_count_face_from_total),
	    cmocka_unit_test(test_rng_seeded_and_fair),
	    cmocka_unit_test(test_table_parse),
	    cmocka_unit_test(test_table_errors_name_file_and_line),
	    cmocka_unit_test(test_failed_command_changes_nothing),
	    cmocka_unit_test(test_journal_replays_identically),
	    cmocka_unit_test(test_journal_torn_and_bad_lines),
	    cmocka_unit_test(test_undo_matches_replay),
	    cmocka_unit_test(test_completion),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
