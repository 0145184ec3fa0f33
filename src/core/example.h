/* example.h - the book's worked examples (`example`) and the paper
 * fallback sheet (`print`): handlers behind two rows of cmd_table. */
#ifndef UMPIRE_EXAMPLE_H
#define UMPIRE_EXAMPLE_H

#include "umpire/cmd.h"

/* `example [list|LIST|NAME|FILE]`: list the embedded worked examples, or run
 * one in a scratch session (the game in play is not touched), showing the
 * book's expected result beside the program's; fails when they differ. */
int cmd_example(struct cmd_ctx *, struct args *);

/* `print [FILE]`: a one-page plain-text sheet of the live state and the
 * quick reference of the current phase; to FILE (atomically) or to out. */
int cmd_print(struct cmd_ctx *, struct args *);

#endif
