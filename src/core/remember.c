/* remember.c - remembered answers: a question the rules leave
 * open (a command fails asking one, cmd_needs) is answered with the
 * umpire's earlier answer to the same question for the same units, when
 * neither unit has moved nor the terrain changed since. The history is
 * the memory: undo and amend forget and correct with it. */
#include <stdlib.h>
#include <string.h>

#include "journal.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* The words "fire A at T" / "melee A vs D" of a, from word k; false if a
 * is not such a command. */
static bool
ruling_words(const struct args *a, size_t k)
{
	if (a->nword != k + 4)
		return false;
	return (strcmp(a->word[k], "fire") == 0 &&
		strcmp(a->word[k + 2], "at") == 0) ||
	       (strcmp(a->word[k], "melee") == 0 &&
		strcmp(a->word[k + 2], "vs") == 0);
}

/* Does line change the ground between A and T: terrain added or removed,
 * or A or T moved or turned? */
static bool
ground_changes(const struct args *l, const char *A, const char *T)
{
	if (l->nword >= 2 && strcmp(l->word[0], "terrain") == 0)
		return true;
	if (l->nword < 3 || strcmp(l->word[0], "unit") != 0 ||
	    (strcmp(l->word[2], A) != 0 && strcmp(l->word[2], T) != 0))
		return false;
	if (strcmp(l->word[1], "set") != 0)
		return true; /* added or removed */
	return kv_get(l->kv, l->nkv, "x") || kv_get(l->kv, l->nkv, "y") ||
	       kv_get(l->kv, l->nkv, "facing");
}

struct found {
	const char *val; /* in args `was` */
	size_t n;	 /* its command number */
};

/* The newest answer to key on a command with the same words as a (from
 * word k), looking back no further than a change of ground. */
static bool
find_answer(const struct session *s, const struct args *a, size_t k,
	    const char *key, struct args *was, struct found *f)
{
	const struct history *h = &s->h;
	const char *A = a->word[k + 1], *T = a->word[k + 3];
	for (size_t i = h->n; i-- > 0;) {
		const char *line = h->line[i];
		if (line[0] == '@')
			continue;
		char *err = NULL;
		if (cmd_parse(line, was, &err) < 0) {
			free(err);
			continue;
		}
		if (ground_changes(was, A, T)) {
			args_free(was);
			return false;
		}
		const char *v = ruling_words(was, 0) &&
					strcmp(was->word[0], a->word[k]) == 0 &&
					strcmp(was->word[1], A) == 0 &&
					strcmp(was->word[3], T) == 0
				    ? kv_get(was->kv, was->nkv, key)
				    : NULL;
		if (v) {
			f->val = v;
			f->n = i + 1;
			return true;
		}
		args_free(was);
	}
	return false;
}

char *
remember_retry(const struct session *s, const char *line,
	       const struct out_question *asked, char **note)
{
	if (asked == NULL)
		return NULL;
	const char *key = asked->key;
	struct args a;
	char *e = NULL;
	char *next = NULL;
	if (cmd_parse(line, &a, &e) < 0) {
		free(e);
		return NULL;
	}
	size_t k = a.nword > 0 && strcmp(a.word[0], "check") == 0 ? 1 : 0;
	struct args was;
	struct found f;
	if (ruling_words(&a, k) && !kv_get(a.kv, a.nkv, key) &&
	    find_answer(s, &a, k, key, &was, &f)) {
		char *q = out_quote(f.val);
		next = um_xasprintf("%s %s=%s", line, key, q);
		const char *tw =
		    s->g->rs->turn_word ? s->g->rs->turn_word : "bound";
		*note = um_xasprintf("remembered: %s=%s (your answer for %s %s "
				     "%s %s, command %zu, %s %d; give %s= to "
				     "answer otherwise)",
				     key, q, a.word[k], a.word[k + 1],
				     a.word[k + 2], a.word[k + 3], f.n, tw,
				     s->h.meta[f.n - 1].bound, key);
		free(q);
		args_free(&was);
	}
	args_free(&a);
	return next;
}
