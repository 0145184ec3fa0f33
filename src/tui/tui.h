/* tui.h - the interface as a whole (tui.c): terminal, layout, loop, keys. */
#ifndef UMPIRE_TUI_TUI_H
#define UMPIRE_TUI_TUI_H

#include "help.h"
#include "ui.h"

struct tui *tui_new(struct session *, const struct options *);
void tui_free(struct tui *);
/* Open the terminal (or a headless one on /dev/null of rows x cols).
 * Returns -1 when no terminal can be set up. */
int tui_term_open(struct tui *, bool headless, int rows, int cols);
void tui_term_close(struct tui *);
void tui_layout(struct tui *);
void tui_draw(struct tui *);
/* One key from wget_wch: ch, and whether it is a KEY_ code. */
void tui_key(struct tui *, wint_t ch, bool fkey);
/* ^C: cancel the line, form or walkthrough step under way; with nothing
 * to cancel, a second ^C quits. */
void tui_interrupt(struct tui *);
/* Text pasted (bracketed paste): one line goes where keys go; several
 * are commands, run after one confirmation. */
void tui_paste(struct tui *, const char *text);
/* The interface's keys (help.h's struct binding). */
extern const struct binding tui_bindings[];

#endif
