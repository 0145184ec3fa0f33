/* check.c - eligibility checks, CHECK/ELIGIBLE records and answer keys,
 * shared by every ruleset (check.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/check.h"
#include "umpire/util.h"

static const char *const result_names[] = {"pass", "fail", "ask"};

const char *
check_result_name(enum check_result r)
{
	return result_names[r];
}

void
checklist_init(struct checklist *cl)
{
	cl->v = NULL;
	cl->n = cl->cap = 0;
}

static void
check_free(struct check *c)
{
	/* key, rule, source and reason live in c's own block
	 * (checklist_addv). */
	free(c->question);
	free(c->allowed);
	free(c);
}

void
checklist_clear(struct checklist *cl)
{
	for (size_t i = 0; i < cl->n; i++)
		check_free(cl->v[i]);
	cl->n = 0;
}

void
checklist_free(struct checklist *cl)
{
	checklist_clear(cl);
	free(cl->v);
	checklist_init(cl);
}

void
checklist_take(struct checklist *dst, struct checklist *src)
{
	for (size_t i = 0; i < src->n; i++) {
		/* v is an array of pointers: each slot is a pointer. */
		um_grow(
		    (void **)&dst->v, &dst->cap, dst->n + 1,
		    sizeof(void *)); /* NOLINT(bugprone-sizeof-expression) */
		dst->v[dst->n++] = src->v[i];
	}
	src->n = 0;
}

void
eligibility_init(struct eligibility *e)
{
	checklist_init(&e->checks);
	e->verdict = CHECK_FAIL;
	e->part[0] = '\0';
}

void
eligibility_free(struct eligibility *e)
{
	checklist_free(&e->checks);
	eligibility_init(e);
}

static char *
dup_or_null(const char *s)
{
	return s ? um_xstrdup(s) : NULL;
}

/* A copy of s (NULL stays NULL) at *room, which moves past it. */
static char *
put_or_null(char **room, const char *s)
{
	if (s == NULL)
		return NULL;
	size_t n = strlen(s) + 1;
	char *d = memcpy(*room, s, n);
	*room += n;
	return d;
}

struct check *
checklist_addv(struct checklist *cl, const char *key, enum check_result res,
	       const char *rule, const char *source, const char *fmt,
	       va_list ap)
{
	/* One block: the check, then its key, rule, source and reason, which
	 * never change (a ruling adds thousands of checks). */
	char small[256], *reason = small;
	va_list aq;
	va_copy(aq, ap);
	int n = um_vsnprintf(small, sizeof small, fmt, aq);
	va_end(aq);
	if (n < 0 || (size_t)n >= sizeof small)
		reason = um_xvasprintf(fmt, ap);
	size_t room = (key ? strlen(key) + 1 : 0) +
		      (rule ? strlen(rule) + 1 : 0) +
		      (source ? strlen(source) + 1 : 0) + strlen(reason) + 1;
	struct check *c = um_xmalloc(sizeof *c + room);
	memset(c, 0, sizeof *c);
	char *at = (char *)(c + 1);
	c->key = put_or_null(&at, key);
	c->res = res;
	c->rule = put_or_null(&at, rule);
	c->source = put_or_null(&at, source);
	c->reason = put_or_null(&at, reason);
	if (reason != small)
		free(reason);
	/* cl->v is an array of pointers: its element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	um_grow((void **)&cl->v, &cl->cap, cl->n + 1, sizeof *cl->v);
	cl->v[cl->n++] = c;
	return c;
}

struct check *
checklist_add(struct checklist *cl, const char *key, enum check_result res,
	      const char *rule, const char *source, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct check *c = checklist_addv(cl, key, res, rule, source, fmt, ap);
	va_end(ap);
	return c;
}

void
check_set_ask(struct check *c, const char *question, const char *allowed)
{
	free(c->question);
	free(c->allowed);
	c->question = dup_or_null(question);
	c->allowed = dup_or_null(allowed);
}

struct check *
checklist_ask(struct checklist *cl, const char *key, const char *rule,
	      const char *question, const char *allowed, const char *reason)
{
	struct check *c = checklist_add(cl, key, CHECK_ASK, rule, "asked", "%s",
					reason ? reason : question);
	check_set_ask(c, question, allowed);
	return c;
}

const struct check *
checklist_first(const struct checklist *cl, enum check_result res)
{
	for (size_t i = 0; i < cl->n; i++)
		if (cl->v[i]->res == res)
			return cl->v[i];
	return NULL;
}

size_t
checklist_count(const struct checklist *cl, enum check_result res)
{
	size_t n = 0;
	for (size_t i = 0; i < cl->n; i++)
		n += cl->v[i]->res == res;
	return n;
}

const char *
checklist_verdict(const struct checklist *cl)
{
	if (checklist_first(cl, CHECK_FAIL))
		return "no";
	if (checklist_first(cl, CHECK_ASK))
		return "ask";
	return "yes";
}

void
check_print(const struct check *c, const char *part, struct out *o)
{
	if (o->quiet) /* a replay's throwaway output (out.h) */
		return;
	struct rec r;
	rec_begin(&r, "CHECK");
	if (part)
		rec_str(&r, "part", part);
	rec_str(&r, "key", c->key);
	rec_str(&r, "result", check_result_name(c->res));
	rec_str(&r, "rule", c->rule);
	rec_str(&r, "reason", c->reason);
	rec_str(&r, "source", c->source);
	if (c->res == CHECK_ASK) {
		rec_str(&r, "question", c->question);
		rec_str(&r, "allowed", c->allowed);
	}
	if (c->provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, o);
}

void
checklist_print(const struct checklist *cl, const char *part, struct out *o)
{
	for (size_t i = 0; i < cl->n; i++)
		check_print(cl->v[i], part, o);
}

void
eligible_begin(struct rec *r, const char *firer, const char *target,
	       const char *value)
{
	rec_begin(r, "ELIGIBLE");
	rec_str(r, "firer", firer);
	rec_str(r, "target", target);
	rec_str(r, "value", value);
}

/* ---- answers ---------------------------------------------------------- */

/* Answers are a view of a command line (struct args), so the typed getters
 * of cmd.c serve both sources. */

void
answers_from_args(struct answers *ans, const struct args *a)
{
	ans->a = *a;
	ans->own = NULL;
}

void
answers_from_decl(struct answers *ans, const struct decl *d)
{
	memset(&ans->a, 0, sizeof ans->a);
	ans->a.kv = d->kv;
	ans->a.nkv = d->nkv;
	ans->own = um_xcalloc(d->nkv + 1, sizeof *ans->own);
	ans->a.used = ans->own;
}

void
answers_none(struct answers *ans)
{
	memset(ans, 0, sizeof *ans);
}

void
answers_free(struct answers *ans)
{
	free(ans->own);
	answers_none(ans);
}

const char *
answers_get(struct answers *ans, const char *key)
{
	return args_get(&ans->a, key);
}

bool
answers_has(const struct answers *ans, const char *key)
{
	return args_has(&ans->a, key);
}

int
answers_bool(struct cmd_ctx *ctx, struct answers *ans, const char *key,
	     const char *allowed, bool *out)
{
	if (allowed == NULL)
		return args_bool(ctx, &ans->a, key, out);
	const char *v = answers_get(ans, key);
	if (v == NULL)
		return 0;
	if (!um_parse_bool(v, out))
		return cmd_error(ctx, "%s=%s is not allowed; %s is %s", key, v,
				 key, allowed);
	return 1;
}

int
answers_int(struct cmd_ctx *ctx, struct answers *ans, const char *key, long lo,
	    long hi, long *out)
{
	return args_int(ctx, &ans->a, key, lo, hi, out);
}

int
answers_num(struct cmd_ctx *ctx, struct answers *ans, const char *key,
	    double lo, double hi, double *out)
{
	return args_num(ctx, &ans->a, key, lo, hi, out);
}

void
decl_put(struct decl *d, const char *key, const char *val)
{
	d->kv = um_xreallocarray(d->kv, d->nkv + 1, sizeof *d->kv);
	d->kv[d->nkv].key = um_xstrdup(key);
	d->kv[d->nkv].val = um_xstrdup(val);
	d->nkv++;
}

int
cmd_needs(struct cmd_ctx *ctx, const char *key, const char *question,
	  const char *allowed, const char *what_fmt, ...)
{
	if (question == NULL)
		question = "";
	if (what_fmt) {
		va_list ap;
		va_start(ap, what_fmt);
		char *what = um_xvasprintf(what_fmt, ap);
		va_end(ap);
		cmd_error_set(ctx, "%s needs %s (%s)", what, key, question);
		free(what);
	} else {
		cmd_error_set(ctx, "needs %s (%s)", key, question);
	}
	if (ctx->out)
		out_ask(ctx->out, key, question, allowed);
	return -1;
}
