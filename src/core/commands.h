/* commands.h - handlers behind cmd_table (internal to the core). */
#ifndef UMPIRE_COMMANDS_H
#define UMPIRE_COMMANDS_H

#include "umpire/cmd.h"
#include "umpire/session.h"

int cmd_ruleset(struct cmd_ctx *, struct args *);
int cmd_game(struct cmd_ctx *, struct args *);
int cmd_unit_add(struct cmd_ctx *, struct args *);
int cmd_unit_set(struct cmd_ctx *, struct args *);
int cmd_unit_remove(struct cmd_ctx *, struct args *);
int cmd_unit_show(struct cmd_ctx *, struct args *);
int cmd_units(struct cmd_ctx *, struct args *);
int cmd_terrain_add(struct cmd_ctx *, struct args *);
int cmd_terrain_remove(struct cmd_ctx *, struct args *);
int cmd_terrain_list(struct cmd_ctx *, struct args *);
int cmd_check_fire(struct cmd_ctx *, struct args *);
int cmd_fire(struct cmd_ctx *, struct args *);
int cmd_melee(struct cmd_ctx *, struct args *);
int cmd_check_melee(struct cmd_ctx *, struct args *);
int cmd_factors(struct cmd_ctx *, struct args *);
int cmd_scan(struct cmd_ctx *, struct args *);
int cmd_declared(struct cmd_ctx *, struct args *);
int cmd_cancel(struct cmd_ctx *, struct args *);
int cmd_resolve(struct cmd_ctx *, struct args *);
int cmd_odds(struct cmd_ctx *, struct args *);
int cmd_bound_next(struct cmd_ctx *, struct args *);
int cmd_phase(struct cmd_ctx *, struct args *);
int cmd_explain(struct cmd_ctx *, struct args *);
int cmd_walk(struct cmd_ctx *, struct args *);
int cmd_status(struct cmd_ctx *, struct args *);
int cmd_help(struct cmd_ctx *, struct args *);
/* units.c: every unit key of rs, space separated (static). */
struct ruleset;
const char *unit_keys_allowed(const struct ruleset *);
/* sessioncmd.c: the commands on the session itself (CMD_SESSION). */
int cmd_undo(struct cmd_ctx *, struct args *);
int cmd_redo(struct cmd_ctx *, struct args *);
int cmd_amend(struct cmd_ctx *, struct args *);
int cmd_history(struct cmd_ctx *, struct args *);
int cmd_save(struct cmd_ctx *, struct args *);
int cmd_tables(struct cmd_ctx *, struct args *);
int cmd_units_import(struct cmd_ctx *, struct args *);
/* cmddoc.c: `help format=md|man`, every command of every ruleset. */
int cmd_doc(struct cmd_ctx *, const char *format);

/* session.c: switch the session's tables to another ruleset. */

#endif
