/* procs.h - the activation ruleset's procedures (sections 54-55),
 * internal to the core. ruleset.c names them in the ruleset. */
#ifndef UMPIRE_ACT_PROCS_H
#define UMPIRE_ACT_PROCS_H

#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/schema.h"

/* fire.c */
int act_tables_check(const struct tableset *, char **err);
/* Its settings, declared (umpire/settings.h). */
extern const struct setting_def act_setting_defs[];
extern const struct table_schema act_table_schemas[];
struct act_settings;
/* The typed settings of g (its tables and `game` values), for code
 * without a ctx (the map's views); false when they do not check. */
bool act_game_settings(const struct game *, struct act_settings *);
int act_check_fire(struct cmd_ctx *, struct args *);
int act_fire(struct cmd_ctx *, struct args *);
int act_factors(struct cmd_ctx *, struct args *);
int act_resolve(struct cmd_ctx *, struct args *);
int act_odds(struct cmd_ctx *, struct args *);
/* The map's view (ruleset hooks): the decisions `check fire` takes. */
int act_fire_view(const struct game *, const struct tableset *,
		  const struct unit *a, const struct unit *t,
		  struct fire_view *);
void act_arc_view(const struct game *, const struct unit *, struct arc_view *);
struct unit_shape;
/* The size of a unit not typed in (struct ruleset unit_size). */
int act_unit_size(const struct game *, const struct unit *,
		  struct unit_shape *);

/* commands.c: charge A vs D, rout X, break X */
int act_cmd_charge(struct cmd_ctx *, struct args *);
int act_cmd_rout(struct cmd_ctx *, struct args *);
int act_cmd_break(struct cmd_ctx *, struct args *);

#endif
