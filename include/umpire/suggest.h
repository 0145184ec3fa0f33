/* suggest.h - "did you mean ...": the nearest known name to one that was
 * not found (units, terrain, commands, keys, values, sides), by edit
 * distance with case ignored. */
#ifndef UMPIRE_SUGGEST_H
#define UMPIRE_SUGGEST_H

#include <stddef.h>

struct game;

/* Damerau-Levenshtein distance (adjacent swaps cost 1), case ignored;
 * stops counting past limit (returns limit + 1). */
int suggest_distance(const char *a, const char *b, int limit);

/* Collect candidates; the best is the nearest within a limit that grows
 * with the word (1 for up to 6 letters, 2 beyond); ties keep the first. */
struct suggest {
	const char *word;
	const char *best;
	int dist, limit;
};
void suggest_init(struct suggest *, const char *word);
void suggest_add(struct suggest *, const char *cand);
/* Every word of a space-separated list ("side arm figures"). The best
 * then points into a static copy: use it before the next call. */
void suggest_add_list(struct suggest *, const char *list);
const char *suggest_best(const struct suggest *);

/* The closest of cands (NULL-terminated) to word, or NULL when none is
 * close: the engine above over a list. */
const char *um_suggest(const char *word, const char *const *cands);
/* "; did you mean X?" or "" (static buffer): for messages that name the
 * file and line first (tables, settings). */
const char *um_did_you_mean(const char *word, const char *const *cands);

/* " (did you mean F27?)" when one is close, else "" (static). */
const char *suggest_unit(const struct game *, const char *name);
const char *suggest_terrain(const struct game *, const char *name);
struct cmd_set;
/* The commands of set and of the game's ruleset, by their first word. */
const char *suggest_command(const struct cmd_set *, const struct game *,
			    const char *word);
const char *suggest_in(const char *word, const char *list);
/* A side name not in play that is within two letters of one that is: that
 * side, else NULL. */
const char *suggest_side(const struct game *, const char *side);

#endif
