/* suggest.c - "did you mean": the nearest known name by edit distance. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"

#define WORD_MAX 64

int
suggest_distance(const char *a, const char *b, int limit)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la >= WORD_MAX || lb >= WORD_MAX)
		return limit + 1;
	if ((la > lb ? la - lb : lb - la) > (size_t)limit)
		return limit + 1;
	/* Three rows of the table are enough for adjacent swaps. */
	int prev2[WORD_MAX + 1], prev[WORD_MAX + 1], cur[WORD_MAX + 1];
	for (size_t j = 0; j <= lb; j++)
		prev[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		cur[0] = (int)i;
		int rowmin = cur[0];
		for (size_t j = 1; j <= lb; j++) {
			int ca = tolower((unsigned char)a[i - 1]);
			int cb = tolower((unsigned char)b[j - 1]);
			int cost = ca != cb;
			int v = prev[j] + 1;
			if (cur[j - 1] + 1 < v)
				v = cur[j - 1] + 1;
			if (prev[j - 1] + cost < v)
				v = prev[j - 1] + cost;
			if (i > 1 && j > 1 &&
			    ca == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == cb &&
			    prev2[j - 2] + 1 < v)
				v = prev2[j - 2] + 1;
			cur[j] = v;
			if (v < rowmin)
				rowmin = v;
		}
		if (rowmin > limit)
			return limit + 1;
		memcpy(prev2, prev, sizeof prev);
		memcpy(prev, cur, sizeof cur);
	}
	return prev[lb];
}

void
suggest_init(struct suggest *s, const char *word)
{
	s->word = word;
	s->best = NULL;
	size_t n = strlen(word);
	s->limit = n <= 6 ? 1 : 2;
	s->dist = s->limit + 1;
}

void
suggest_add(struct suggest *s, const char *cand)
{
	if (cand == NULL || cand[0] == '\0' || strcmp(cand, s->word) == 0)
		return;
	int d = suggest_distance(s->word, cand, s->limit);
	if (d < s->dist) {
		s->dist = d;
		s->best = cand;
	}
}

void
suggest_add_list(struct suggest *s, const char *list)
{
	static char copy[2048];
	snprintf(copy, sizeof copy, "%s", list);
	char *save = NULL;
	for (char *w = strtok_r(copy, " ,|", &save); w;
	     w = strtok_r(NULL, " ,|", &save))
		suggest_add(s, w);
}

const char *
suggest_best(const struct suggest *s)
{
	return s->dist <= s->limit ? s->best : NULL;
}

static const char *
phrase(const char *best)
{
	static char buf[WORD_MAX + 32];
	if (best == NULL)
		return "";
	snprintf(buf, sizeof buf, " (did you mean %s?)", best);
	return buf;
}

const char *
suggest_unit(const struct game *g, const char *name)
{
	struct suggest s;
	suggest_init(&s, name);
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed)
			suggest_add(&s, g->units[i].name);
	return phrase(suggest_best(&s));
}

const char *
suggest_terrain(const struct game *g, const char *name)
{
	struct suggest s;
	suggest_init(&s, name);
	for (size_t i = 0; i < g->nterrain; i++)
		suggest_add(&s, g->terrain[i].name);
	return phrase(suggest_best(&s));
}

const char *
suggest_command(const struct cmd_set *set, const struct game *g,
		const char *word)
{
	/* A command is found by its first word ("unit" of "unit add"). */
	static char first[128][WORD_MAX];
	struct suggest s;
	suggest_init(&s, word);
	size_t n = 0;
	for (size_t i = 0; i < set->n && n < 128; i++, n++) {
		snprintf(first[n], WORD_MAX, "%s", set->rows[i].name);
		first[n][strcspn(first[n], " ")] = '\0';
		suggest_add(&s, first[n]);
	}
	for (const struct cmd_entry *e = g && g->rs ? g->rs->commands : NULL;
	     e && e->name; e++)
		suggest_add(&s, e->name);
	return phrase(suggest_best(&s));
}

const char *
suggest_in(const char *word, const char *list)
{
	struct suggest s;
	suggest_init(&s, word);
	suggest_add_list(&s, list);
	return phrase(suggest_best(&s));
}

const char *
suggest_side(const struct game *g, const char *side)
{
	/* Newest first: a roster is entered side by side, so a side in
	 * play is found at once (loading N units stays linear). */
	for (size_t i = g->nunits; i-- > 0;)
		if (strcmp(g->units[i].side, side) == 0)
			return NULL; /* in play */
	/* Short names (A, B, Fr) differ by design: two letters of five or
	 * more are a slip, one letter of three or four. */
	size_t len = strlen(side);
	if (len < 3)
		return NULL;
	struct suggest s;
	suggest_init(&s, side);
	s.limit = len >= 5 ? 2 : 1;
	s.dist = s.limit + 1;
	for (size_t i = 0; i < g->nunits; i++)
		suggest_add(&s, g->units[i].side);
	return suggest_best(&s);
}

const char *
um_suggest(const char *word, const char *const *cands)
{
	struct suggest s;
	suggest_init(&s, word);
	for (const char *const *c = cands; *c; c++)
		suggest_add(&s, *c);
	return suggest_best(&s);
}

const char *
um_did_you_mean(const char *word, const char *const *cands)
{
	static char buf[128];
	const char *s = um_suggest(word, cands);
	if (s == NULL)
		return "";
	snprintf(buf, sizeof buf, "; did you mean %s?", s);
	return buf;
}
