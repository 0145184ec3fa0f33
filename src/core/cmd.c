/* cmd.c - what a handler works with (cmd.h): its one-line error, the
 * unit a line names, the typed reading of keys, the dice of a
 * declaration. The command table is cmdtable.c. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

void
cmd_error_set(struct cmd_ctx *ctx, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	free(ctx->err);
	ctx->err = um_xvasprintf(fmt, ap);
	va_end(ap);
}

/* The one unit whose name is name but for case, or NULL (none, or
 * several). */
static struct unit *
unit_any_case(struct game *g, const char *name)
{
	struct unit *found = NULL;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || strcasecmp(u->name, name) != 0)
			continue;
		if (found)
			return NULL;
		found = game_unit(g, u->name);
	}
	return found;
}

struct unit *
cmd_unit_found(struct cmd_ctx *ctx, const char *name)
{
	struct unit *u =
	    ctx->reads_only
		? (struct unit *)(uintptr_t)game_unit_c(ctx->g, name)
		: game_unit(ctx->g, name);
	/* A name typed in another case (f27 for F27) is the unit when only
	 * one matches; the line is corrected in place (same length), so the
	 * journal keeps the name as the roster has it. */
	if (u == NULL && name[0] && (u = unit_any_case(ctx->g, name)) != NULL &&
	    strcmp(u->name, name) != 0 && strlen(u->name) == strlen(name))
		memcpy((char *)(uintptr_t)name, u->name, strlen(name));
	return u;
}

struct unit *
cmd_unit(struct cmd_ctx *ctx, const char *name)
{
	struct unit *u = cmd_unit_found(ctx, name);
	if (u == NULL)
		cmd_error_set(ctx,
			      "no unit named %s%s; `units` lists the roster",
			      name[0] ? name : "\"\"",
			      name[0] ? suggest_unit(ctx->g, name) : "");
	return u;
}

int
args_check_unused(struct cmd_ctx *ctx, struct args *a, const char *cmdname,
		  const char *allowed)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (!a->used[i])
			return cmd_error(
			    ctx, "%s: unknown key %s%s; allowed: %s", cmdname,
			    a->kv[i].key, suggest_in(a->kv[i].key, allowed),
			    allowed);
	return 0;
}

int
args_int(struct cmd_ctx *ctx, struct args *a, const char *key, long lo, long hi,
	 long *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	if (!um_parse_int(v, lo, hi, out))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is a whole "
				 "number from %ld to %ld",
				 key, v, key, lo, hi);
	return 1;
}

int
args_num(struct cmd_ctx *ctx, struct args *a, const char *key, double lo,
	 double hi, double *out)
{
	const char *v = args_get(a, key);
	double d;
	if (v == NULL)
		return 0;
	if (!um_parse_double(v, &d) || d < lo || d > hi) {
		char l[32], h[32];
		um_fmt_num(l, sizeof l, lo);
		um_fmt_num(h, sizeof h, hi);
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is a number "
				 "from %s to %s",
				 key, v, key, l, h);
	}
	*out = d;
	return 1;
}

int
args_bool(struct cmd_ctx *ctx, struct args *a, const char *key, bool *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	if (!um_parse_bool(v, out))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is one of "
				 "yes|no|true|false|1|0",
				 key, v, key);
	return 1;
}

const char *
names_join(const char *const *names, const char *sep)
{
	/* Whole names only: a list too long for the buffer ends at the last
	 * name that fits. */
	static char buf[512];
	char *all = um_join(names, sep);
	size_t n = strlen(all), seplen = strlen(sep);
	if (n >= sizeof buf) {
		n = 0;
		for (size_t i = 0, at = 0; names[i]; i++) {
			at += (i ? seplen : 0) + strlen(names[i]);
			if (at >= sizeof buf)
				break;
			n = at;
		}
	}
	memcpy(buf, all, n);
	buf[n] = '\0';
	free(all);
	return buf;
}

int
args_enum(struct cmd_ctx *ctx, struct args *a, const char *key,
	  const char *const *names, int *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], v) == 0) {
			*out = i;
			return 1;
		}
	return cmd_error(ctx, "%s=%s is not allowed%s; %s is one of %s", key, v,
			 suggest_in(v, names_join(names, "|")), key,
			 names_join(names, "|"));
}

int
ctx_take_roll(struct cmd_ctx *ctx, struct args *a, const char *roll_key,
	      const char *dice_key, const struct dicespec *d, struct roll *out,
	      bool *given)
{
	const char *rs = args_get(a, roll_key);
	const char *ds = args_get(a, dice_key);
	char *err = NULL;
	if (rs != NULL || ds != NULL) {
		if (!roll_parse(d, roll_key, rs, dice_key, ds, out, &err)) {
			cmd_error(ctx, "%s", err);
			free(err);
			return -1;
		}
		if (given)
			*given = true;
		return 0;
	}
	if (given)
		*given = false;
	if (ctx->replay)
		return cmd_error(ctx,
				 "needs %s (the dice are written into "
				 "every journal line)",
				 dice_key);
	roll_dice(ctx->rng, d, out);
	char buf[64];
	roll_format_dice(out, buf, sizeof buf);
	sb_addf(ctx->journal_extra, " %s=%s", dice_key, buf);
	return 0;
}

static bool
entry_is(const struct cmd_entry *e, const char *name)
{
	/* The first letters inline first: every command of a replay walks
	 * the table. */
	return (e->name[0] == name[0] && strcmp(e->name, name) == 0) ||
	       (e->alias && e->alias[0] == name[0] &&
		strcmp(e->alias, name) == 0);
}

static const struct cmd_entry *
find_in(const struct cmd_entry *t, size_t n, const char *name)
{
	for (size_t i = 0; i < n && t[i].name; i++)
		if (entry_is(&t[i], name))
			return &t[i];
	return NULL;
}

const struct cmd_entry *
cmd_find_in(const struct cmd_set *set, const struct ruleset *rs,
	    const struct args *a, size_t *nwords)
{
	if (a->nword == 0)
		return NULL;
	const struct cmd_entry *extra = rs ? rs->commands : NULL;
	const struct cmd_entry *e;
	/* Two-word names first ("unit add" before "unit"). */
	if (a->nword >= 2) {
		/* As snprintf "%s %s" into 128 bytes, without printf: every
		 * command of a replay comes here. */
		char two[128];
		size_t l0 = strlen(a->word[0]), l1 = strlen(a->word[1]);
		size_t n0 = l0 < sizeof two - 1 ? l0 : sizeof two - 1;
		memcpy(two, a->word[0], n0);
		size_t n = n0;
		if (n < sizeof two - 1)
			two[n++] = ' ';
		size_t n1 = l1 < sizeof two - 1 - n ? l1 : sizeof two - 1 - n;
		memcpy(two + n, a->word[1], n1);
		two[n + n1] = '\0';
		e = find_in(set->rows, set->n, two);
		if (e == NULL && extra)
			e = find_in(extra, (size_t)-1, two);
		if (e) {
			*nwords = 2;
			return e;
		}
	}
	e = find_in(set->rows, set->n, a->word[0]);
	if (e == NULL && extra)
		e = find_in(extra, (size_t)-1, a->word[0]);
	if (e)
		*nwords = 1;
	return e;
}

/* A unit key of the kinds a ruleset declares (ruleset.h), from a line. */
int
unit_key_bool(struct cmd_ctx *ctx, const char *key, const char *v, bool *out)
{
	if (!um_parse_bool(v, out))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is one of "
				 "yes|no|true|false|1|0",
				 key, v, key);
	return 0;
}

int
unit_key_int(struct cmd_ctx *ctx, const char *key, const char *v, long lo,
	     long hi, const char *what, int *out)
{
	long n;
	if (!um_parse_int(v, lo, hi, &n))
		return cmd_error(ctx, "%s=%s is not allowed; %s is %s", key, v,
				 key, what);
	*out = (int)n;
	return 0;
}

int
unit_key_enum(struct cmd_ctx *ctx, const char *key, const char *v,
	      const char *const *names, int *out)
{
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], v) == 0) {
			*out = i;
			return 0;
		}
	return cmd_error(ctx, "%s=%s is not allowed%s; %s is one of %s", key, v,
			 suggest_in(v, names_join(names, "|")), key,
			 names_join(names, "|"));
}

int
unit_key_apply(struct cmd_ctx *ctx, const struct unit_key *k, struct unit *u,
	       const char *val)
{
	char *at = (char *)u + k->offset;
	switch (k->type) {
	case UNIT_KEY_BOOL:
		return unit_key_bool(ctx, k->name, val, (bool *)(void *)at);
	case UNIT_KEY_INT:
		return unit_key_int(ctx, k->name, val, k->lo, k->hi, k->what,
				    (int *)(void *)at);
	case UNIT_KEY_ENUM:
		return unit_key_enum(ctx, k->name, val, k->names,
				     (int *)(void *)at);
	case UNIT_KEY_CUSTOM:
		break;
	}
	return k->set(ctx, u, val);
}

/* A ruleset's typed question (umpire/ruleset.h, eligible) run as its
 * command would run: A SEP T with the answers, quietly. */
int
pair_run(struct cmd_ctx *ctx, const struct unit *a, const char *sep,
	 const struct unit *t, struct args *answers,
	 int (*fn)(struct cmd_ctx *, struct args *, void *), void *arg)
{
	size_t nkv = answers ? answers->nkv : 0;
	struct args x = {.nword = 3, .nkv = nkv};
	x.word = um_xcalloc(3, sizeof *x.word);
	x.word[0] = um_xstrdup(a->name);
	x.word[1] = um_xstrdup(sep);
	x.word[2] = um_xstrdup(t->name);
	x.kv = um_xcalloc(nkv ? nkv : 1, sizeof *x.kv);
	x.used = um_xcalloc(nkv ? nkv : 1, sizeof *x.used);
	for (size_t k = 0; k < nkv; k++) {
		x.kv[k].key = um_xstrdup(answers->kv[k].key);
		x.kv[k].val = um_xstrdup(answers->kv[k].val);
		x.used[k] = answers->used[k];
	}
	struct out o;
	out_init(&o);
	o.quiet = true;
	struct strbuf extra;
	sb_init(&extra);
	sb_add(&extra, "");
	struct cmd_ctx sub = *ctx;
	sub.out = &o;
	sub.argi = 0;
	sub.err = NULL;
	sub.teach = false;
	sub.reads_only = true;
	sub.journal_extra = &extra;
	int r = fn(&sub, &x, arg);
	if (r < 0)
		cmd_error_set(ctx, "%s", sub.err ? sub.err : "refused");
	for (size_t k = 0; k < nkv; k++)
		answers->used[k] = x.used[k];
	free(sub.err);
	sb_free(&extra);
	out_free(&o);
	args_free(&x);
	return r;
}
