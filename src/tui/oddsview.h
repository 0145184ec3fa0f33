/* oddsview.h - the umpire's odds panel on the walkthrough's dice and
 * result steps (docs/tui.md "Odds"): `odds` run on a scratch
 * copy of the game with the ruling declared, its ODDS records as
 * percentages. Shown only on the key o, for the umpire's eyes. */
#ifndef UMPIRE_TUI_ODDSVIEW_H
#define UMPIRE_TUI_ODDSVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "ui.h"

struct oddsview;

/* On (computed on the next draw) or off; *ov is made on first use. */
void oddsview_toggle(struct oddsview **ov);
void oddsview_free(struct oddsview *);
bool oddsview_on(const struct oddsview *);
/* Draw the panel in r when on: decl are the ruling's declaration lines
 * (no dice); the odds are run again only when they change. Returns the
 * rows used (0 when off). */
int oddsview_draw(struct tui *, struct oddsview *, char *const *decl, size_t n,
		  struct rect r);

#endif
