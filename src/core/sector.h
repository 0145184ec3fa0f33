/* sector.h - sectors of several umpires on one game (docs/server.md):
 * `sector add NAME UNIT...` gives units to umpire NAME (struct unit's
 * sector), `sector list`, and `notice TEXT`, a journaled message. The
 * server (src/server) enforces who may rule on what. Internal to the
 * core. */
#ifndef UMPIRE_SECTOR_H
#define UMPIRE_SECTOR_H

#include "umpire/cmd.h"

int sector_add(struct cmd_ctx *, struct args *);
int sector_list(struct cmd_ctx *, struct args *);
int sector_notice(struct cmd_ctx *, struct args *);

#endif
