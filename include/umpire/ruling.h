/* ruling.h - the parts of a ruling every ruleset writes the same way:
 * its explanation (the `explain` text, one line per step) and its FACTOR
 * records (spec §6). A ruleset decides what they say; these helpers keep
 * the form one. */
#ifndef UMPIRE_RULING_H
#define UMPIRE_RULING_H

#include <stdarg.h>
#include <stddef.h>

#include "umpire/game.h"
#include "umpire/out.h"

/* The explanation of a resolution being built, a line at a time. Every
 * line added starts with `indent` (NULL: none). */
struct explain {
	char **line;
	size_t n, cap;
	const char *indent;
};

/* Add one line; a NULL explain ignores it (a dry run explains nothing). */
void explain_add(struct explain *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void explain_addv(struct explain *, const char *fmt, va_list)
    __attribute__((format(printf, 2, 0)));
/* Add every line of text (split at '\n'; a final '\n' adds nothing). */
void explain_text(struct explain *, const char *text);
/* Hand the lines to g as the text of `explain` (replacing what it had),
 * or append them; x is empty after either. */
void explain_publish(struct explain *, struct game *);
void explain_append(struct explain *, struct game *);
void explain_free(struct explain *);
/* Take g's explanation into x (x's own lines are dropped); g has none. */
void explain_take(struct explain *, struct game *);

/* Begin a FACTOR record with the fields every ruleset gives first: part,
 * key, table, source. The caller adds the values and the rule, then
 * rec_end. */
void factor_rec_begin(struct rec *, const char *part, const char *key,
		      const char *table, const char *source);

#endif
