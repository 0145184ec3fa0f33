/* textwrap.h - text broken into rows at spaces, for the front ends' wrapped
 * words and explanations (the TUI's tui_wrap_draw). No curses: a
 * character's width is wcwidth's in the current locale (bytes that are no
 * character count one column each). */
#ifndef UMPIRE_TEXTWRAP_H
#define UMPIRE_TEXTWRAP_H

#include <stdbool.h>
#include <stddef.h>

struct wrap_row {
	size_t len;  /* bytes of the text shown on this row */
	size_t next; /* bytes from the row's start to the next row's start */
	bool cut;    /* a word too wide for the row was cut: end the row
		      * with an ellipsis (one column is left for it) */
};

/* The first row of s at most w columns wide. A row ends only at a space;
 * the spaces where it ends are on no row. A single word wider than the
 * row is cut to w - 1 columns (cut is set) and the rest of that word is
 * dropped (with w < 2 the word goes on, uncut, on the next rows). next
 * is 0 only when s is empty. */
struct wrap_row text_wrap_row(const char *s, int w);

/* The rows s takes: the first w columns wide, the others w - ind (the
 * front end draws them ind columns further right). An empty s takes one
 * row. */
int text_wrap_rows(const char *s, int w, int ind);

/* The rows themselves, each ended by '\n', continuation rows led by ind
 * spaces and a cut word ended by ellipsis: for tests and plain text. */
char *text_wrap(const char *s, int w, int ind, const char *ellipsis);

#endif
