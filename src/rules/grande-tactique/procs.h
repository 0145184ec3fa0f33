/* procs.h - the Grande Tactique procedures behind the ruleset's hooks.
 * ruleset.c dispatches; the tables in data.c, the map in geometry.c,
 * morale checks and fleeing in morale.c, the turn in turn.c and phases.c,
 * PIPs in pips.c, valid targets in targets.c, firing in fire.c, charges
 * and the ruleset-only commands in charge.c. Files depend downward only:
 * turn <- targets <- phases <- pips, fire <- charge <- ruleset. Rule names cite
 * seed 003 and the digest ../shared/rules/grande-tactique.md. */
#ifndef UMPIRE_GT_PROCS_H
#define UMPIRE_GT_PROCS_H

#include "umpire/check.h"
#include "umpire/cmd.h"
#include "umpire/geom.h"
#include "umpire/ruling.h"
#include "umpire/schema.h"
#include "umpire/settings.h"

enum gt_state { GT_EAGER, GT_SHAKEN, GT_ROUTED, GT_SILENCED };
enum gt_form { GT_LINE, GT_SQUARE, GT_COLUMN, GT_LIMBERED, GT_UNLIMBERED };
enum gt_ground {
	GT_GROUND_AUTO,
	GT_GROUND_OPEN,
	GT_GROUND_UPSLOPE,
	GT_GROUND_BUA,
	GT_GROUND_LINEAR,
	GT_GROUND_REDOUBT,
};
extern const char *const gt_ground_names[];
extern const char *const gt_state_names[];

/* ---- tables and settings (data.c) ---- */

/* The settings, in the order of gt_setting_defs (data.c): typed once
 * per tables and game values by the one reader (umpire/settings.h). */
enum gt_setting {
	GTS_DICE,
	GTS_MORALE_BASE,
	GTS_ARTILLERY_NORMAL_RANGE,
	GTS_ARTILLERY_LONG_RANGE,
	GTS_HILL_OVER_FRIENDS,
	GTS_BASE_INFANTRY,
	GTS_BASE_CAVALRY,
	GTS_BASE_FOOT_ARTILLERY,
	GTS_BASE_HORSE_ARTILLERY,
	GTS_BASE_SQUARE,
	GTS_GENERAL_LOST_ON,
	GTS_M2_EAGER_FIRER_BEATEN,
	GTS_M3_UNABLE_TARGET,
	GTS_M3_TARGET_OWN_MODS,
	GTS_M3_TARGET_ARTILLERY_MODS,
	GTS_M4_ARTILLERY_SHAKEN_BY_FIRE,
	GTS_M4_GRAPESHOT_ON_ARTILLERY,
	GTS_M5_BOTH_PASS,
	GTS_M5_CAVALRY_RESISTS,
	GTS_M5_PURSUIT_FAIL,
	GTS_M5_PURSUIT_CHARGING_MODS,
	GTS_M6_EXTRA_MODIFIERS,
	GTS_M8_NATURAL,
	GTS_A2_GRAPESHOT_EAGER,
	GTS_A3_TERRAIN_ONCE,
	GTS_A5_PIP_ROUNDING,
	GTS_A6_VICTORY_BOUNDARY,
	GTS_A7_CLOCK,
	GTS_LINES_BLOCKED_BY_TERRAIN,
	GTS_SEQUENCE,
	GTS_PIP_MOVE,
	GTS_PIP_PIVOT,
	GTS_PIP_FIRING_OFF,
	GTS_PIP_CHARGE,
	GTS_PIP_RALLY,
	GTS_PIP_FIRING_ON,
	GTS_PIP_FORMATION,
	GTS_PIP_PROVISIONAL,
	GTS_VICTORY_WITHDRAWN_ROUNDING,
	GTS_MOVE_INFANTRY,
	GTS_MOVE_CAVALRY,
	GTS_MOVE_SQUARE,
	GTS_PIP_SPIKE,
};
extern const struct setting_def gt_setting_defs[];
extern const struct table_schema gt_table_schemas[];
/* A base size "WIDTHxDEPTH": reads and stores exactly as
 * sscanf("%lf%c%lf") == 3 && c == 'x' did, but with strtod, defined on
 * overflow (cert-err34-c). */
bool gt_parse_size(const char *s, double *w, double *d);
/* A choice setting: the index of its value in its declared names. */
int gt_choice(const struct cmd_ctx *, enum gt_setting);
/* A number setting. */
double gt_num(const struct cmd_ctx *, enum gt_setting);
/* A setting's value as text. */
const char *gt_text(const struct cmd_ctx *, enum gt_setting);
/* By name, for code not yet moved to the indexes above (each call
 * searches the names): the typed value's text, its index in allowed[]
 * (0 when absent), its number (dflt when absent). */
const char *gt_setting(const struct cmd_ctx *, const char *key);
int gt_setting_choice(const struct cmd_ctx *, const char *key,
		      const char *const *allowed);
double gt_setting_num(const struct cmd_ctx *, const char *key, double dflt);
bool gt_settings_provisional(const struct cmd_ctx *);

/* One modifier row. */
struct gt_mod {
	const char *key, *label, *group, *when, *rule, *table;
	int value;
	bool provisional;
};
bool gt_firing_mod(const struct cmd_ctx *, const char *key, struct gt_mod *);
bool gt_morale_mod(const struct cmd_ctx *, const char *key, struct gt_mod *);

/* A flight or pursuit distance row of flee.csv (again: flee-again.csv). */
struct gt_flee_row {
	double distance;
	int ndice; /* extra d6 added, 0 none */
	bool relative;
	bool provisional;
	const char *table, *label;
};
bool gt_flee_lookup(const struct cmd_ctx *, const char *key, bool again,
		    struct gt_flee_row *);

int gt_tables_check(const struct tableset *, char **err);

/* ---- the map (geometry.c) ---- */

/* Footprint from x, y, facing and width/depth or the base sizes. */
bool gt_footprint(const struct cmd_ctx *, const struct unit *,
		  struct footprint *);
/* Unit placed and inside (overlapping) terrain of this kind. */
bool gt_in_terrain(const struct cmd_ctx *, const struct unit *,
		   enum terrain_kind, const char **name);
/* The unit's ground for the Morale Check (auto: from the map). */
enum gt_ground gt_ground_of(const struct cmd_ctx *, const struct unit *,
			    bool *derived);

/* What the map says about a firer and a target (both placed). */
struct gt_fire_geo {
	bool known;
	bool contact;
	bool in_arc;	  /* some part of the target in the 45 deg arc */
	bool lines;	  /* corner lines clear (Valid Targets) */
	bool hill_target; /* artillery: target on a hilltop or near slope,
			     always hit over troops */
	bool far_slope;	  /* target on a hill but behind a higher crest */
	double range;	  /* closest distance between the footprints, or
			     to the edge of a wood/BUA a unit is in */
	char contact_by[UM_NAME_MAX + 1];  /* contact through this feature */
	char range_to[UM_NAME_MAX + 1];	   /* range measured to its edge */
	char over_troops[UM_NAME_MAX + 1]; /* hill rule: fires over them */
	bool enfilade; /* a front corner sees both rear corners */
	bool target_in_wood;
	bool target_in_bua;
	bool bua_hit; /* the arc reaches the BUA itself */
	char blocked_by[UM_NAME_MAX + 1];
};
void gt_fire_geometry(const struct cmd_ctx *, const struct unit *firer,
		      const struct unit *target, struct gt_fire_geo *);
/* True when the arc, contact or range already rule out a fire of firer at
 * target (gt_geo_can_fire would say no whatever the lines), or when the map
 * cannot tell (*known false): most pairs, decided without drawing lines. */
bool gt_fire_ruled_out(const struct cmd_ctx *, const struct unit *firer,
		       const struct unit *target, bool *known);
/* Some part of `other` inside the 45 deg arc of `gun` (placed both);
 * *known false otherwise. */
bool gt_in_arc_of(const struct cmd_ctx *, const struct unit *gun,
		  const struct unit *other, bool *known);
/* Some part of `charger` directly in front of the gun's front edge. */
bool gt_in_front_of(const struct cmd_ctx *, const struct unit *gun,
		    const struct unit *charger, bool *known);

/* The map's view of a fire and of an arc (ruleset hooks): the same
 * decisions `check fire` takes from the map. */
struct fire_view;
struct arc_view;
int gt_fire_view(const struct game *, const struct tableset *,
		 const struct unit *a, const struct unit *t,
		 struct fire_view *);
void gt_arc_view(const struct game *, const struct unit *, struct arc_view *);

/* ---- Morale Check and fleeing (morale.c) ---- */

/* The dynamic part of a unit during a resolution. */
struct gt_dyn {
	int state, formation;
	bool firing, general, fled;
};
void gt_dyn_of(const struct unit *, struct gt_dyn *);

#define GT_MC_MAX 20
struct gt_mc_mod {
	char key[32];
	int value;
	const char *table;
	const char *source;
	bool provisional;
};
struct gt_mc {
	struct gt_mc_mod mod[GT_MC_MAX];
	int n;
	int total; /* sum of the modifiers */
	bool provisional;
};
/* The modifiers every check has (quality, ground, shaken, square,
 * general), from the unit and its dynamic state. */
void gt_mc_start(const struct cmd_ctx *, const struct unit *,
		 const struct gt_dyn *, struct gt_mc *);
/* Add a situational row (charging, charged) if the table has it. */
void gt_mc_add(const struct cmd_ctx *, struct gt_mc *, const char *key,
	       const char *source);
/* Judge a die: *total, *need; true on a pass (M8 natural rolls). */
bool gt_mc_judge(const struct cmd_ctx *, const struct gt_mc *, int die,
		 int *total, int *need);
/* FACTOR records of a check (part = the unit's name). */
void gt_mc_factors(struct cmd_ctx *, const char *part, const struct gt_mc *);
/* MORALE record. */
void gt_mc_record(struct cmd_ctx *, const char *unit, const char *why,
		  const struct gt_mc *, int die);

/* Apply a flight to a unit's dynamic state: routed (artillery: see the
 * caller), Firing marker off, square broken up. */
void gt_dyn_flee(struct gt_dyn *);
/* FLEE record and human line: distance for a unit fleeing from arm
 * `from` (fdie: sum of the extra dice, 0 none); returns the distance. */
double gt_flee_record(struct cmd_ctx *, const struct unit *, enum arm from,
		      bool again, int fdie, const char *why);
/* General attached to a fleeing unit: GENERAL record; true if lost. */
bool gt_general_roll(struct cmd_ctx *, const struct unit *, int die);
/* Copy a dynamic state back into the unit (and the turn it fled). */
void gt_dyn_store(struct cmd_ctx *, struct unit *, const struct gt_dyn *);

/* ---- answers: keys of a stored declaration (check.h reads them) ---- */
/* Dice of a declaration from its stored answers: 0 when absent. */
int gt_decl_die(const struct decl *, const char *roll_key, const char *dice_key,
		int ndice);
/* Store rolled dice into a declaration's answers (dice_key=a,b). */
void gt_decl_put(struct decl *, const char *key, const struct roll *);

/* ---- valid targets (targets.c) ---- */
/* Operands "A SEP T" (at, vs), both still on the table. */
int gt_actor_target(struct cmd_ctx *, struct args *, const char *sep,
		    struct unit **f, struct unit **t);
/* A charge declared by actor, or on target by a unit of side. */
bool gt_declared_charge(const struct game *, const char *actor,
			const char *target, const char *side);
/* How many fires actor has declared. */
int gt_fires_declared(const struct game *, const char *actor);
/* Can u fire at o from the map alone (arm, contact, range, arc, lines,
 * woods)? *known false when the map cannot tell. */
bool gt_geo_can_fire(const struct cmd_ctx *, const struct unit *u,
		     const struct unit *o, bool *known);
/* A marked unit of the moving side owing its fire: the enemy it may fire
 * at, else NULL; *unknown when the map cannot tell. */
const char *gt_owes_fire(struct cmd_ctx *, const struct unit *u, bool *unknown);

/* ---- firing (fire.c) ---- */
int gt_check_fire(struct cmd_ctx *, struct args *);
/* The typed hook eligible (ruleset.h) of fire. */
int gt_fire_eligible(struct cmd_ctx *, struct unit *a, struct unit *t,
		     struct args *answers, struct eligibility *);
int gt_fire(struct cmd_ctx *, struct args *);
int gt_fire_factors(struct cmd_ctx *, struct args *);
/* Resolve the declared fires in order on dyn[] (one per unit). dry: only
 * check that every die needed is there (nothing printed). */
int gt_fire_resolve(struct cmd_ctx *, struct gt_dyn *dyn, bool dry,
		    struct explain *);
/* Before resolve: every marked unit of the moving side with a target
 * fires (refused otherwise; `no_target=A,...` answers for units off the
 * map). apply: the Firing Phase begins. */
int gt_fire_phase_gate(struct cmd_ctx *, struct args *, bool apply);
/* Firing procedure, "everybody in a state of Firing must fire if they
 * have a target": the marked units of the moving side that have not
 * fired this phase and have a target on the map (no change). Returns how
 * many; fills up to cap. */
struct gt_owed {
	const char *unit, *target;
};
size_t gt_owed_fires(struct cmd_ctx *, struct gt_owed *, size_t cap);
struct open_decision;
/* decisions.c: owed fires as open decisions (`turn`, `turn next`). */
size_t gt_open_decisions(struct cmd_ctx *, struct open_decision *, size_t cap);
/* After resolve: firers have fired this turn; the Charge Phase follows. */
void gt_fire_commit(struct cmd_ctx *);
/* A unit could fire at `target` now (for cease-fire and return fire);
 * *known false when the map cannot tell. */
bool gt_can_fire_at(const struct cmd_ctx *, const struct unit *,
		    const struct unit *target, bool *known);

/* The units u may fire at are among these (geometry.c), in roster order:
 * those whose footprints come within u's reach (artillery: long range;
 * else contact) of u's footprint or of the woods or BUA it occupies, and
 * every unit occupying a wood or BUA (its range is measured from the
 * feature's edge). None when u is not on the map. Made once per question
 * over the roster (gt_reach_init), then asked per firer. */
struct gt_reach {
	size_t *featured; /* units occupying a wood or BUA, ascending */
	size_t nfeatured;
	size_t *buf, *cand; /* room for the answers */
	size_t cap;
	double long_range;
};
void gt_reach_init(const struct cmd_ctx *, struct gt_reach *);
size_t gt_reach_of(const struct cmd_ctx *, struct gt_reach *,
		   const struct unit *u, const size_t **cand);
void gt_reach_free(struct gt_reach *);

/* Odds: a distribution over the dynamic states of all units. */
struct gt_dist {
	struct gt_dyn *dyn; /* n entries of nunits each */
	double *p;
	size_t n, cap, nunits;
};
void gt_dist_add(struct gt_dist *, const struct gt_dyn *, double p);
void gt_dist_free(struct gt_dist *);
int gt_fire_odds(struct cmd_ctx *, struct gt_dist *);

/* ---- charges and the ruleset-only commands (charge.c) ---- */
int gt_check_charge(struct cmd_ctx *, struct args *);
/* The typed hook eligible (ruleset.h) of a charge. */
int gt_charge_eligible(struct cmd_ctx *, struct unit *a, struct unit *t,
		       struct args *answers, struct eligibility *);
int gt_charge(struct cmd_ctx *, struct args *);
/* factors melee A vs D: the Morale Checks' modifiers of that charge. */
int gt_charge_factors(struct cmd_ctx *, struct args *);
/* The first declared charge that needs a die not given yet (the Charge
 * Phase's P key): actor and target (UM_NAME_MAX + 1 each), the key. */
bool gt_charge_die_needed(const struct game *, char *actor, char *target,
			  const char **key);
/* The first charge declared on target, whose line carries the dice of
 * every charge on it (Charging): its actor copied (UM_NAME_MAX + 1);
 * false when none is declared. */
bool gt_charge_principal(const struct game *, const char *target, char *actor);
/* May the principal's charge on target end in a pursuit check (Charging:
 * cavalry that puts infantry or cavalry to flight)? */
bool gt_pursuit_possible(const struct unit *principal,
			 const struct unit *target);
/* Will a charge by u (its principal) on t use the die of key (roll,
 * droll, proll, froll, dgroll) as things stand (Charging; Fleeing)? */
bool gt_charge_die_used(const struct game *, const char *key,
			const struct unit *u, const struct unit *t);
int gt_charge_resolve(struct cmd_ctx *, struct gt_dyn *dyn, bool dry,
		      struct explain *);
int gt_charge_odds(struct cmd_ctx *, struct gt_dist *);
int gt_cmd_morale(struct cmd_ctx *, struct args *);
int gt_cmd_deshake(struct cmd_ctx *, struct args *);
int gt_cmd_flee(struct cmd_ctx *, struct args *);
int gt_cmd_firing(struct cmd_ctx *, struct args *);
int gt_cmd_ceasefire(struct cmd_ctx *, struct args *);

/* targets.c: automatically ceasing to fire (side NULL: every side);
 * entering: the Firing Phase begins, only removals are printed. */
void gt_ceasefire_all(struct cmd_ctx *, const char *side, bool entering);

/* ---- Sequence of Play (turn.c: the state; phases.c: entering a phase)
 * and PIPs (pips.c) ---- */
enum gt_phase { GT_PH_DESHAKE, GT_PH_PIP, GT_PH_FIRING, GT_PH_CHARGE };
/* "De-shaking", "PIP", "Firing", "Charge". */
const char *gt_phase_name(int ph);
/* Setting sequence=free: nothing refuses out of sequence, no PIPs. */
bool gt_sequence_free(const struct cmd_ctx *);
/* The side moving this turn (first unit's side in turn 1). */
const char *gt_moving_side(const struct game *);
/* `turn next`: the other side moves. */
void gt_turn_alternate(struct game *);
/* May a command of phase ph run now, by unit u (NULL: no unit)? Pure;
 * -1 with ctx->err. */
int gt_phase_allows(struct cmd_ctx *, int ph, const struct unit *u,
		    const char *what);
/* Move forward to phase ph; entering the Firing Phase takes off markers
 * with no valid target. */
void gt_phase_enter(struct cmd_ctx *, int ph);
/* Sequence of Play 1: the moving side has a shaken unit and its
 * De-shaking Phase has not run this turn. */
bool gt_deshake_pending(const struct cmd_ctx *);
/* Ruleset hook phase_change: `phase NAME`, `turn next` (to -1). */
int gt_phase_change(struct cmd_ctx *, int to, bool apply);
/* The Firing Phase of this turn is over (resolved, or passed with no
 * fire owed). */
bool gt_fire_closed(const struct cmd_ctx *);
/* PIPs of u's division for an action (setting pip_ACTION): check (pure,
 * -1 with ctx->err), then pay (PIP record). */
int gt_pip_check(struct cmd_ctx *, const struct unit *u, const char *action,
		 int *cost);
void gt_pip_pay(struct cmd_ctx *, const struct unit *u, const char *action,
		int cost);
int gt_cmd_pips(struct cmd_ctx *, struct args *);
int gt_cmd_pip(struct cmd_ctx *, struct args *);
/* Movement: unlimbered artillery does not move, firing artillery does
 * not pivot (pivot: a turn in place). -1 with ctx->err. */
int gt_artillery_move_bar(struct cmd_ctx *, const struct unit *, bool pivot);
struct move_made;
/* Ruleset hook move_rules (`unit move`): the same limits. */
int gt_move_rules(struct cmd_ctx *, struct unit *, const struct move_made *,
		  bool commit);
int gt_cmd_moving(struct cmd_ctx *, struct args *);
int gt_cmd_sequence(struct cmd_ctx *, struct args *);

/* ---- Victory (victory.c; digest 9 "Victory", A6, GT-11) ---- */
/* What became of a unit, for the victory count (unit key fate=). */
enum gt_fate {
	GT_FATE_TABLE,	     /* still on the table (default) */
	GT_FATE_DESTROYED,   /* 100% */
	GT_FATE_FLED,	     /* fled the field: 100% */
	GT_FATE_WITHDRAWN,   /* voluntarily withdrawn: 20% */
	GT_FATE_NOT_ARRIVED, /* a reinforcement not arrived: base only */
};
extern const char *const gt_fate_names[];
int gt_cmd_victory(struct cmd_ctx *, struct args *);

/* Grande Tactique per-unit state. */
struct gt_unit {
	int quality;		  /* -1 raw, 0 normal, +1 veteran */
	bool firing;		  /* Firing marker */
	bool general;		  /* general attached */
	bool in_contact_of_front; /* answered or derived per ruling */
	bool horse;		  /* horse artillery (base size, digest §9) */
	int ground; /* enum gt_ground: auto, open, upslope, bua, ... */
	char command[UM_NAME_MAX + 1]; /* division: charges combine within */
	int fled_bound;		       /* turn it last fled (UM_NEVER) */
	int charged_bound;	       /* turn it last charged (UM_NEVER) */
	int fired_bound;	       /* turn it last fired (UM_NEVER) */
	int marker_late_bound; /* turn its Firing marker went on after that
				  turn's Firing Phase began (UM_NEVER) */
	int up;	  /* Unit Points, typed by the umpire (0: not typed; M7) */
	int fate; /* enum gt_fate (Victory) */
	char corps[UM_NAME_MAX + 1]; /* corps: its PIP dice rolled together
					("": the side is one corps) */
	int arrives;	    /* reinforcement: turn it arrives (0: none) */
	int free_pip_bound; /* turn its free PIP was used (UM_NEVER) */
	int pip_move_bound; /* turn a move was paid for it (UM_NEVER) */
};
UM_RULES_FITS(struct gt_unit, UM_RULES_UNIT_BYTES);

#define GT_DIVISIONS_MAX 16
struct gt_pool {
	char division[UM_NAME_MAX + 1]; /* units' command= */
	int allocated, left;
	int general_unit; /* PIP Phase start: index + 1 of the unit its
			     general is attached to (0: none) */
};
#define GT_CORPS_MAX 8
/* The Plan a corps runs with (PIP Phase): "" without a Plan. */
struct gt_plan {
	char corps[UM_NAME_MAX + 1]; /* corps, or the side */
	char ranking[64];	     /* plan= as given, "" none */
};
struct gt_game {
	char moving[UM_NAME_MAX + 1]; /* side moving; "": first unit's */
	int fire_phase_bound;	      /* turn whose Firing Phase began */
	int deshake_bound;	      /* turn the De-shaking Phase ran */
	int pips_bound;		      /* turn the PIP dice were rolled */
	int fire_closed_bound;	      /* turn whose Firing Phase is over */
	struct gt_pool pool[GT_DIVISIONS_MAX];
	int npool;
	struct gt_plan plan[GT_CORPS_MAX];
	int nplan;
};
UM_RULES_FITS(struct gt_game, UM_RULES_GAME_BYTES);
/* A unit's and the game's Grande Tactique state. */
#define GT(u) ((struct gt_unit *)(void *)(u)->rules.bytes)
#define GT_GAME(g) ((struct gt_game *)(void *)(g)->rules.bytes)

#endif
