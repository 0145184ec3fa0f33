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
/* The typed hook eligible (ruleset.h): fire only. */
int act_eligible(struct cmd_ctx *, enum pair_proc, struct unit *a,
		 struct unit *t, struct args *answers, struct eligibility *);
int act_fire(struct cmd_ctx *, struct args *);
/* The hook fire_targets (ruleset.h): every enemy each unit of side may
 * fire at now, the verdict of act_eligible with no answer, for bound. */
void act_fire_targets(struct cmd_ctx *, const char *side, pair_fn each,
		      void *arg);
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

/* Activation ruleset (54-55) per-unit state. */
struct act_unit {
	bool activated;
	int fired_turn; /* turn it last fired (54: once per turn) */
	int returned_fire_turn;
	int state_changed_turn; /* turn it became routing/broken (55.6) */
	bool dismounted;	/* 55.2 */
	bool charging;		/* 55.3: charging or countercharging */
	bool in_melee;		/* 55.4 */
	bool crossing_river;	/* 55.7 */
	bool rallying;		/* 55.6 exception: being rallied */
	int morale;		/* morale rating; 0: the setting `morale` */
	int reduced_morale;	/* reduced morale rating (54); 0: none */
	int stamina;		/* -1: not tracked yet (setting `stamina`) */
	int bases;		/* frontage in bases; 0: frontage.csv */
	char fired_target[UM_NAME_MAX + 1]; /* target of its fire */
	bool fired_missed_common; /* counted as a miss (54 common target) */
	int charge_turn;	  /* turn it declared a charge (54, 62) */
	char charge_target[UM_NAME_MAX + 1];
};
UM_RULES_FITS(struct act_unit, UM_RULES_UNIT_BYTES);
/* A unit's activation state. */
#define ACT(u) ((struct act_unit *)(void *)(u)->rules.bytes)

#endif
