/* boundview.h - the TUI's view of a whole bound: the bound
 * panel, the unit detail, the ruler, the grid and nudging the selected
 * unit with the arrow keys. Every change goes through a command line
 * (`unit move ...`, one undo each); the panels show what the read-only
 * commands `bound`, `unit show` and `measure` print, so the map says
 * nothing a ruling would contradict. */
#ifndef UMPIRE_TUI_BOUNDVIEW_H
#define UMPIRE_TUI_BOUNDVIEW_H

#include "ui.h"

struct boundview;

struct boundview *boundview_new(void);
void boundview_free(struct boundview *);
/* A key in normal mode: true when it was the bound view's. */
bool boundview_key(struct tui *, wint_t ch, bool fkey);
/* Draw the bound panel or the unit detail over r (the roster pane):
 * true when one is shown. */
bool boundview_panel_draw(struct tui *, struct rect r);
/* Draw the grid and the ruler over the map pane r (after map_draw). */
void boundview_map_draw(struct tui *, struct rect r);
/* The line `bound next` runs after the umpire confirmed: force=yes only
 * when the question named the open decisions. */
const char *boundview_next_line(struct tui *);
/* The keys of the nudge mode, the ruler cursor or the open panel for the
 * bottom row; NULL when none is on. */
const char *boundview_hint(const struct tui *);
/* ^C: end nudging or the ruler cursor; true when one was on. */
bool boundview_cancel(struct tui *);

#endif
