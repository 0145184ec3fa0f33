/* brigadewalk.h - the walkthrough of a brigade fire
 * (brigadewalk.c): walk.c hands every call of a walk made with
 * walk_new_brigade to these. */
#ifndef UMPIRE_TUI_BRIGADEWALK_H
#define UMPIRE_TUI_BRIGADEWALK_H

#include "ui.h"

struct bwalk;
struct bwalk *bwalk_new(struct tui *, const char *brigade);
void bwalk_free(struct bwalk *);
void bwalk_draw(struct tui *, struct bwalk *, struct rect);
/* false when the walkthrough is over (applied or abandoned). */
bool bwalk_key(struct tui *, struct bwalk *, wint_t ch, bool fkey);
void bwalk_click(struct tui *, struct bwalk *, int unit);
bool bwalk_half_done(const struct bwalk *);
bool bwalk_map_part(const struct bwalk *, const char **actor,
		    const char **target);
bool bwalk_typing(const struct bwalk *);
const char *bwalk_step_name(const struct bwalk *);
/* The keys of its step for the bottom row of the screen. */
const char *bwalk_hint(const struct bwalk *);

#endif
