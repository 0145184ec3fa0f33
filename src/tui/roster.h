/* roster.h - the roster pane (roster.c). */
#ifndef UMPIRE_TUI_ROSTER_H
#define UMPIRE_TUI_ROSTER_H

#include "ui.h"

void roster_draw(struct tui *, struct rect);
/* Roster row (relative to the pane) of a unit index, and back. */
int roster_unit_at(const struct tui *, struct rect, int row);
void roster_scroll_to_sel(struct tui *, struct rect);

#endif
