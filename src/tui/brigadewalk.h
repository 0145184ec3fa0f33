/* brigadewalk.h - the steps of a brigade fire that look unlike a single
 * fire's (brigadewalk.c): its battalions' eligibility and factors, a row
 * each. The walk itself is the core's model (umpire/walk.h); walk.c
 * draws the rest and maps the keys. */
#ifndef UMPIRE_TUI_BRIGADEWALK_H
#define UMPIRE_TUI_BRIGADEWALK_H

#include "ui.h"
#include "umpire/walk.h"

/* The check step: a row per battalion (may fire, asks KEY, not
 * eligible: why), the selected one's question or reason in full. */
void bview_check(struct tui *, const struct wmodel *, struct rect body);
/* The factors step: a row per battalion, the selected one's FACTOR
 * records in words with their sections. */
void bview_factors(struct tui *, const struct wmodel *, struct rect body);
/* "Battalions: 2 of 3 may fire at T" ("Factors: ..." on that step). */
void bview_head(const struct wmodel *, bool factors, char *buf, size_t size);
/* The pick step's head: "battalions: A1 A2 A3"; returns its rows. */
int bview_pick_head(struct tui *, const struct wmodel *, struct rect body);
/* A FACTOR item in words: "column: loss +2, morale +1 (3.1.9, table06,
 * provisional)" (caller frees). */
char *bview_factor_words(const struct wm_item *);

#endif
