/* walk.h - the walkthrough (walk.c). */
#ifndef UMPIRE_TUI_WALK_H
#define UMPIRE_TUI_WALK_H

#include "ui.h"
#include "umpire/walk.h"

struct walk *walk_new(struct tui *, enum walk_kind, const char *actor);
/* A brigade fire (brigadewalk.c): its battalions, one ruling. */
struct walk *walk_new_brigade(struct tui *, const char *brigade);
void walk_free(struct walk *);
/* walkdraw.c */
void walk_draw(struct tui *, struct walk *, struct rect);
/* Returns false when the walkthrough is over (applied or abandoned). */
bool walk_key(struct tui *, struct walk *, wint_t ch, bool fkey);
void walk_click(struct tui *, struct walk *, int unit);
/* Anything answered or picked beyond the first unit: worth a question
 * before throwing it away. */
bool walk_half_done(const struct walk *);
/* The part shown on the map (line of fire), or false. */
bool walk_map_part(const struct walk *, const char **actor,
		   const char **target);
bool walk_is_melee(const struct walk *);
/* A name or value is being typed: every printable key is text. */
bool walk_typing(const struct walk *);
/* The current step's name ("pick", "check", "factors", "dice",
 * "result"), for tests and the title. */
const char *walk_step_name(const struct walk *);
/* The keys of the step under way, for the bottom row. */
const char *walk_hint(const struct walk *);
/* The view's state over the model (walk.c keys, walkdraw.c drawing). */
struct walk {
	struct wmodel *m;
	struct tui *t;
	int top;      /* first item row shown */
	int pick_cur; /* the candidate under the cursor */
	bool editing; /* typing a value */
	char edit[64];
	int result_top;	       /* first result row shown */
	struct oddsview *odds; /* o: the umpire's odds (oddsview.c) */
};

#endif
