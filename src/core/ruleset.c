/* ruleset.c - finding rulesets in the registry (src/rules/rules.c), and
 * the names of the descriptor's states and formations. */
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/ruleset.h"

const struct ruleset *
ruleset_find(const char *name)
{
	for (size_t i = 0; rules_list[i]; i++)
		if (strcmp(rules_list[i]->name, name) == 0)
			return rules_list[i];
	return NULL;
}

const struct ruleset *
ruleset_default(void)
{
	return rules_list[0];
}

const char *
ruleset_names(void)
{
	static char names[256];
	if (names[0] == '\0') {
		size_t n = 0;
		for (size_t i = 0; rules_list[i]; i++) {
			size_t len = strlen(rules_list[i]->name);
			if (n + len + 2 > sizeof names)
				break;
			if (i > 0)
				names[n++] = '|';
			memcpy(names + n, rules_list[i]->name, len + 1);
			n += len;
		}
	}
	return names;
}

const char *
unit_state_name(const struct game *g, const struct unit *u)
{
	return g->rs->states[u->state];
}

const char *
unit_formation_name(const struct game *g, const struct unit *u)
{
	return g->rs->formations[u->formation];
}

int
ruleset_state_index(const struct ruleset *rs, const char *name)
{
	for (int i = 0; rs->states[i]; i++)
		if (strcmp(rs->states[i], name) == 0)
			return i;
	return -1;
}

int
ruleset_formation_index(const struct ruleset *rs, const char *name)
{
	for (int i = 0; rs->formations[i]; i++)
		if (strcmp(rs->formations[i], name) == 0)
			return i;
	return -1;
}

int
unit_state_severity(const struct game *g, const struct unit *u)
{
	const unsigned char *s = g->rs->state_severity;
	int v = s ? s[u->state] : u->state;
	return v > 3 ? 3 : v;
}

struct formation_draw
unit_formation_draw(const struct game *g, const struct unit *u)
{
	const struct formation_draw *d = g->rs->formation_draw;
	struct formation_draw r = {SHAPE_LINE, NULL};
	if (d != NULL)
		r = d[u->formation];
	if (r.short_name == NULL)
		r.short_name = g->rs->formations[u->formation];
	return r;
}

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
