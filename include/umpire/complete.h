/* complete.h - Tab completion for every front end: command names, unit
 * names and keys, computed from the command table, roster and tables. */
#ifndef UMPIRE_COMPLETE_H
#define UMPIRE_COMPLETE_H

#include <stddef.h>

struct session;

struct completion {
	char **cand; /* sorted, unique */
	size_t n;
	size_t word_start; /* byte offset in the line where the word starts */
};

/* Candidates for the word ending at `cursor` in `line`. */
void complete_line(const struct session *, const char *line, size_t cursor,
		   struct completion *);
void completion_free(struct completion *);
/* Longest common prefix of the candidates (caller frees). */
char *completion_common(const struct completion *);

#endif
