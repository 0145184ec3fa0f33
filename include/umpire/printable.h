/* printable.h - text from files and users made safe for a terminal
 * (docs/game-files.md, "What is printed"): control characters (C0 but
 * tab, DEL, C1) and bytes that are not UTF-8 shown as \x1b-style
 * escapes, so no escape sequence from a game file, a table or $USER
 * reaches the terminal raw. */
#ifndef UMPIRE_PRINTABLE_H
#define UMPIRE_PRINTABLE_H

#include <stdbool.h>

/* Whether s needs no escape. */
bool um_is_printable(const char *s);
/* s with its controls escaped (caller frees). */
char *um_printable(const char *s);

#endif
