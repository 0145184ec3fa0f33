/* viewsqr.h - the live views in the full-screen interface (docs/views.md):
 * the key v shows the QR codes and addresses of the game's running
 * `umpire serve` (its GAME.serve file) over the whole screen, or the
 * command that starts one; and while a serve runs, what the umpire looks
 * at (the unit selected, the fire or melee walked through) is written
 * to GAME.focus for the table's page to follow. */
#ifndef UMPIRE_TUI_VIEWSQR_H
#define UMPIRE_TUI_VIEWSQR_H

#include <stdbool.h>

#include "ui.h"

/* v in normal mode opens the pane (tui.c's binding table). */
void viewsqr_open(struct tui *);
/* A key in normal mode: true when the pane is open and took it (Esc, q
 * or v close it; Tab, Right, Left turn to the other codes). */
bool viewsqr_key(struct tui *, wint_t ch, bool fkey);
/* Once a frame, after the rest is drawn: the focus written when it
 * changed and a serve runs; the pane drawn over the screen when open. */
void viewsqr_frame(struct tui *);
/* The pane open (for tests). */
bool viewsqr_is_open(const struct tui *);

#endif
