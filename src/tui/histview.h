/* histview.h - the history panel: the game's commands numbered
 * as `history` gives them, rulings in words; a past command opened in a
 * small form (its dice, answers, position: its key=value pairs), the
 * differences an amendment would make shown side by side (`amend N ...
 * dry=yes`), then the amendment run as a command line, or cancelled. */
#ifndef UMPIRE_TUI_HISTVIEW_H
#define UMPIRE_TUI_HISTVIEW_H

#include "ui.h"

struct histview;

struct histview *histview_new(void);
void histview_free(struct histview *);
/* h in normal mode opens the panel (tui.c's binding table). */
void histview_open(struct tui *);
/* A key in normal mode: true when the panel took it. */
bool histview_key(struct tui *, wint_t ch, bool fkey);
/* ^C: cancel the form or preview under way (nothing changed); true when
 * there was one. */
bool histview_cancel(struct tui *);
/* The bottom row's key hint while the panel is open (help_hint), else
 * NULL. */
const char *histview_hint(const struct tui *);
/* Draw the panel over r (the roster and map panes): true when open. */
bool histview_draw(struct tui *, struct rect r);

#endif
