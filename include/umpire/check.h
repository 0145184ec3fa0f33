/* check.h - the eligibility checks and the umpire's answers every ruleset
 * shares (spec §6 CHECK and ELIGIBLE records; docs/walkthrough-protocol.md).
 *
 * A ruleset's procedure decides each condition; this module keeps the
 * list in rule order, prints it, and reads the answer keys of a command
 * line or of a stored declaration. */
#ifndef UMPIRE_CHECK_H
#define UMPIRE_CHECK_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/out.h"

enum check_result { CHECK_PASS, CHECK_FAIL, CHECK_ASK };

/* One condition. Every string is owned by the check. */
struct check {
	char *key;
	enum check_result res;
	char *rule;
	char *source; /* derived, given, default, asked, ... */
	char *reason;
	char *question; /* result=ask: what the umpire is asked */
	char *allowed;	/* result=ask: the answers allowed */
	bool provisional;
	int kind; /* the ruleset's own tag (e.g. firer or condition) */
};

/* The checks of one ruling, in rule order. A check keeps its address
 * while the list grows, so callers may hold pointers to it. */
struct checklist {
	struct check **v;
	size_t n, cap;
};

/* A pair's eligibility as its ruling decides it (the ruleset hook
 * `eligible`, ruleset.h): the checks in rule order, the verdict
 * (CHECK_PASS: eligible, CHECK_FAIL, CHECK_ASK: an answer is still
 * needed) and the part= its CHECK records name ("" none). */
struct eligibility {
	struct checklist checks;
	enum check_result verdict;
	char part[2 * UM_NAME_MAX + 4];
};
void eligibility_init(struct eligibility *);
void eligibility_free(struct eligibility *);

/* "pass", "fail", "ask". */
const char *check_result_name(enum check_result);

void checklist_init(struct checklist *);
/* Drop every check; the list stays usable. */
void checklist_clear(struct checklist *);
void checklist_free(struct checklist *);
/* Move every check of src to the end of dst; src is left empty. */
void checklist_take(struct checklist *dst, struct checklist *src);

/* Append a check; the reason is formatted from fmt. */
struct check *checklist_add(struct checklist *, const char *key,
			    enum check_result, const char *rule,
			    const char *source, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
struct check *checklist_addv(struct checklist *, const char *key,
			     enum check_result, const char *rule,
			     const char *source, const char *fmt, va_list)
    __attribute__((format(printf, 6, 0)));
/* Make c a question for the umpire: its question and allowed answers. */
void check_set_ask(struct check *c, const char *question, const char *allowed);
/* Append a question (result=ask, source=asked); the reason is `reason`,
 * or the question itself when reason is NULL. */
struct check *checklist_ask(struct checklist *, const char *key,
			    const char *rule, const char *question,
			    const char *allowed, const char *reason);

/* The first check with result res, or NULL; how many have it. */
const struct check *checklist_first(const struct checklist *,
				    enum check_result);
size_t checklist_count(const struct checklist *, enum check_result);
/* ELIGIBLE value: "no" when any check fails, else "ask" when any is
 * unanswered, else "yes". */
const char *checklist_verdict(const struct checklist *);

/* CHECK records (spec §6): [part=P] key result rule reason source, then
 * question and allowed when result=ask, and provisional=yes when set.
 * part may be NULL (no field). */
void check_print(const struct check *, const char *part, struct out *);
void checklist_print(const struct checklist *, const char *part, struct out *);
/* Begin an ELIGIBLE record: firer, target and value; the caller may add
 * fields, then rec_end. */
void eligible_begin(struct rec *, const char *firer, const char *target,
		    const char *value);

/* ---- answers: key=value pairs on a command line or a declaration ---- */

struct answers {
	struct args a; /* a view: kv and used flags, no words */
	bool *own;     /* used flags of a declaration's answers */
};

/* Answers of a command line: reading a key marks it used on the line, for
 * args_check_unused. */
void answers_from_args(struct answers *, const struct args *);
/* Answers stored on a declaration (read only); answers_free after. */
void answers_from_decl(struct answers *, const struct decl *);
void answers_none(struct answers *);
void answers_free(struct answers *);

/* The value of key (the first one given), or NULL; marks it used. */
const char *answers_get(struct answers *, const char *key);
/* Is key given? Does not mark it. */
bool answers_has(const struct answers *, const char *key);
/* Typed answers: 0 absent (out untouched), 1 given, -1 a bad value
 * (ctx->err: "KEY=V is not allowed; KEY is ..."). answers_bool says
 * "one of yes|no|true|false|1|0" unless `allowed` words it otherwise. */
int answers_bool(struct cmd_ctx *, struct answers *, const char *key,
		 const char *allowed, bool *out);
int answers_int(struct cmd_ctx *, struct answers *, const char *key, long lo,
		long hi, long *out);
int answers_num(struct cmd_ctx *, struct answers *, const char *key, double lo,
		double hi, double *out);

/* Add KEY=VAL to a declaration's stored answers (dice a procedure rolled,
 * values it derived). */
void decl_put(struct decl *, const char *key, const char *val);

/* The one way a command fails for want of an answer: ctx->err is "WHAT
 * needs KEY (QUESTION)" (WHAT made from what_fmt; "needs KEY (QUESTION)"
 * when it is NULL) and ctx->out carries the question typed (out_ask),
 * for remembered answers and the walkthrough. Returns -1. */
int cmd_needs(struct cmd_ctx *, const char *key, const char *question,
	      const char *allowed, const char *what_fmt, ...)
    __attribute__((format(printf, 5, 6)));

#endif
