/* procs.h - the Belle Alliance procedures behind the ruleset's hooks.
 * ruleset.c dispatches; fire lives in fire*.c, melee in melee*.c,
 * the map in geometry.c. */
#ifndef UMPIRE_BA_PROCS_H
#define UMPIRE_BA_PROCS_H

#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/schema.h"
#include "umpire/settings.h"

/* Fire (3.1-3.4). */
int ba_check_fire(struct cmd_ctx *, struct args *);
/* The typed hooks eligible and fire_targets (ruleset.h). */
int ba_fire_eligible(struct cmd_ctx *, struct unit *a, struct unit *t,
		     struct args *answers, struct eligibility *);
int ba_melee_eligible(struct cmd_ctx *, struct unit *a, struct unit *t,
		      struct args *answers, struct eligibility *);
void ba_fire_targets(struct cmd_ctx *, const char *side, pair_fn each,
		     void *arg);
int ba_fire(struct cmd_ctx *, struct args *);
int ba_range(struct cmd_ctx *, struct args *);
/* staff.c: `staff catch SIDE [roll=N|dice=a,b,c]` (Table 18). */
int ba_staff_catch(struct cmd_ctx *, struct args *);
int ba_fire_factors(struct cmd_ctx *, struct args *);
/* Resolve / odds of the declared fires (none declared: return 0). */
int ba_fire_resolve(struct cmd_ctx *);
int ba_fire_odds(struct cmd_ctx *);

/* Melee (4.1, 4.3). */
int ba_check_melee(struct cmd_ctx *, struct args *);
int ba_melee(struct cmd_ctx *, struct args *);
int ba_melee_factors(struct cmd_ctx *, struct args *);
int ba_melee_resolve(struct cmd_ctx *);
int ba_melee_odds(struct cmd_ctx *);
/* `advance A yes|no [attack=yes|no]`: continued advance (4.1.4). */
int ba_melee_advance(struct cmd_ctx *, struct args *);

/* Bookkeeping at `bound next`. */
void ba_fire_bound_next(struct game *);
void ba_melee_bound_next(struct game *);
/* `unit move` in continued advance: one wheel of at most 20 deg (4.1.4). */
int ba_move_rules(struct cmd_ctx *, struct unit *, const struct move_made *,
		  bool commit);

/* The map's view of a fire and of an arc (ruleset hooks): the same
 * decisions as `check fire` (geometry.c). */
struct fire_view;
struct arc_view;
struct game;
struct unit;
struct tableset;
int ba_fire_points(const struct game *, const struct unit *a,
		   const struct unit *t, struct vec2 *from, struct vec2 *to);
int ba_fire_view(const struct game *, const struct tableset *,
		 const struct unit *a, const struct unit *t,
		 struct fire_view *);
void ba_arc_view(const struct game *, const struct unit *, struct arc_view *);

/* `scan SIDE` (geometry). */
int ba_scan(struct cmd_ctx *, struct args *);

/* Typed check of the tables at load time; -1 with *err (file:line). */
int ba_tables_check(const struct tableset *, char **err);
/* Its settings, declared (umpire/settings.h). */
extern const struct setting_def ba_setting_defs[];
extern const struct table_schema ba_table_schemas[];

#endif
