/* cmdline.h - the `:` line (cmdline.c), libedit on a private pty. */
#ifndef UMPIRE_TUI_CMDLINE_H
#define UMPIRE_TUI_CMDLINE_H

#include "ui.h"

struct cmdline *cmdline_new(struct tui *);
void cmdline_free(struct cmdline *);
void cmdline_begin(struct cmdline *, const char *text);
/* Feed one key. Returns 1 when the line was entered (*line set, caller
 * frees), 0 while editing, -1 when the line was closed. */
int cmdline_key(struct cmdline *, wint_t ch, bool fkey, char **line);
void cmdline_draw(struct cmdline *, struct rect);
void cmdline_resize(struct cmdline *, int cols);
/* Show an error in place and keep editing the line. */
void cmdline_error(struct cmdline *, const char *line, const char *err);
void cmdline_save_history(struct cmdline *);
bool cmdline_has_popup(const struct cmdline *);
void cmdline_popup_draw(struct cmdline *, struct rect);

#endif
