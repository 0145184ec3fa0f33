/* form.h - the unit form and move mode (form.c). */
#ifndef UMPIRE_TUI_FORM_H
#define UMPIRE_TUI_FORM_H

#include "ui.h"

struct form *form_new_add(struct tui *, const struct unit *copy);
struct form *form_new_edit(struct tui *, const struct unit *u);
struct form *form_new_move(struct tui *, const struct unit *u);
void form_free(struct form *);
void form_draw(struct tui *, struct form *, struct rect);
/* Returns false when the form is closed. */
bool form_key(struct tui *, struct form *, wint_t ch, bool fkey);
/* Move mode: the position being edited (for the map ghost). */
bool form_move_ghost(const struct form *, const char **name, double *x,
		     double *y, double *facing);

#endif
