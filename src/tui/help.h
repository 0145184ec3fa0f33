/* help.h - the help screen, the docs key list and the key hints (help.c), from
 * the binding table. */
#ifndef UMPIRE_TUI_HELP_H
#define UMPIRE_TUI_HELP_H

#include "ui.h"

/* A binding table (tui.c has the interface's): every key, by screen;
 * help.c makes the help screen and the key list of docs/tui.md from it. */
enum key_section {
	KS_NONE,
	KS_EVERYWHERE,
	KS_ROSTER,
	KS_WALK,
	KS_FORM,
	KS_MOVE
};
#define BINDING_CODES 3
struct binding {
	enum key_section section;
	const char *keys; /* as shown; NULL: one more code of the row above */
	const char *help;
	int chars[BINDING_CODES];  /* plain keys (0 ends) */
	int fkeys[BINDING_CODES];  /* KEY_ codes */
	void (*act)(struct tui *); /* NULL: read by the screen's own code */
};

void help_draw(struct tui *, struct rect, const struct binding *);
int help_lines(const struct binding *);
/* Screen rows the help takes at width w (its long lines wrap). */
int help_rows(const struct binding *, int w);
/* The key list of docs/tui.md (Markdown table; caller frees). */
char *help_markdown(const struct binding *);
/* The one-line key hint for a mode. */
const char *help_hint(const struct tui *);

#endif
