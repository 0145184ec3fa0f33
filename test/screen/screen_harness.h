/* screen_harness.h - the part of the cmocka API the screen tests use, in
 * one header. The Makefile links screen_* binaries without -lcmocka, so
 * they cannot call the library; the names and the summary lines are
 * cmocka's (test/run.sh reads "[  PASSED  ] N test(s)."), so switching to
 * <cmocka.h> is a one-line change once the link line has -lcmocka. */
#ifndef SCREEN_HARNESS_H
#define SCREEN_HARNESS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct CMUnitTest {
	const char *name;
	void (*fn)(void **);
};

static jmp_buf harness_jmp;
static const char *harness_test;

static void harness_fail(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
static void
harness_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stdout, "[  ERROR   ] --- ");
	vfprintf(stdout, fmt, ap);
	fprintf(stdout, "\n[   LINE   ] --- %s:%d: error: Failure!\n", file,
		line);
	va_end(ap);
	fflush(stdout);
	longjmp(harness_jmp, 1);
}

#define cmocka_unit_test(f)                                                    \
	{                                                                      \
#f, f                                                          \
	}
#define fail_msg(...) harness_fail(__FILE__, __LINE__, __VA_ARGS__)
#define assert_true(c)                                                         \
	do {                                                                   \
		if (!(c))                                                      \
			fail_msg("%s is not true", #c);                        \
	} while (0)
#define assert_false(c)                                                        \
	do {                                                                   \
		if (c)                                                         \
			fail_msg("%s is not false", #c);                       \
	} while (0)
#define assert_non_null(p) assert_true((p) != NULL)
#define assert_null(p) assert_true((p) == NULL)
#define assert_int_equal(a, b)                                                 \
	do {                                                                   \
		long long a_ = (long long)(a), b_ = (long long)(b);            \
		if (a_ != b_)                                                  \
			fail_msg("%lld != %lld (%s, %s)", a_, b_, #a, #b);     \
	} while (0)
#define assert_string_equal(a, b)                                              \
	do {                                                                   \
		const char *a_ = (a), *b_ = (b);                               \
		if (strcmp(a_, b_) != 0)                                       \
			fail_msg("\"%s\" != \"%s\"", a_, b_);                  \
	} while (0)

static int
harness_run(const struct CMUnitTest *t, size_t n)
{
	volatile size_t failed = 0;
	printf("[==========] Running %zu test(s).\n", n);
	for (size_t i = 0; i < n; i++) {
		harness_test = t[i].name;
		printf("[ RUN      ] %s\n", t[i].name);
		fflush(stdout);
		if (setjmp(harness_jmp) == 0) {
			t[i].fn(NULL);
			printf("[       OK ] %s\n", t[i].name);
		} else {
			printf("[  FAILED  ] %s\n", t[i].name);
			failed++;
		}
		fflush(stdout);
	}
	printf("[==========] %zu test(s) run.\n", n);
	printf("[  PASSED  ] %zu test(s).\n", n - failed);
	if (failed)
		printf("[  FAILED  ] %zu test(s).\n", failed);
	return failed ? 1 : 0;
}

#define cmocka_run_group_tests(tests, setup, teardown)                         \
	harness_run(tests, sizeof(tests) / sizeof((tests)[0]))

#endif
