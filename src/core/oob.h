/* oob.h - the handlers of oob.c and labels.c (docs/scenarios.md). */
#ifndef UMPIRE_CORE_OOB_H
#define UMPIRE_CORE_OOB_H

#include "umpire/cmd.h"
#include "umpire/oob.h"

/* `units export FILE [fresh=yes]` */
int cmd_units_export(struct cmd_ctx *, struct args *);
/* `check table` */
int cmd_check_table(struct cmd_ctx *, struct args *);
/* `print labels FILE` (labels.c) */
int cmd_print_labels(struct cmd_ctx *, struct args *);
/* The roster file's cell for text v, safe in a spreadsheet: quoted when it
 * holds a space, a separator or a quote; one space before a
 * first = + @, or - that is not a number (read back without it). */
void oob_csv_cell(struct strbuf *, const char *v);
/* Write text to path atomically (temp file, fsync, rename): 0, or -1
 * with *err ("CMD PATH: why; nothing was written"). */
int oob_write_file(const char *cmd, const char *path, const char *text,
		   size_t len, char **err);

#endif
