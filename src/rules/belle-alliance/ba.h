/* ba.h - shared Belle Alliance machinery (internal to the core): typed
 * tables and settings (spec §5), units of fire and melee (3.1.1), factor
 * groups, and applying an outcome to a unit (loss, moral effect, Table 15
 * valour, FD below -5, removal under 3 figures, supplies 5.5.3).
 *
 * Fire (fire*.c) and melee (melee*.c) both build on this; its API is
 * kept stable. */
#ifndef UMPIRE_BA_H
#define UMPIRE_BA_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/cmd.h"
#include "umpire/dice.h"
#include "umpire/game.h"
#include "umpire/table.h"
#include "umpire/util.h"

#define BA_KEY_MAX 63
#define BA_LABEL_MAX 127

/* Moral effects and states share their order: the state index of a unit
 * (ruleset states ok, LD, MD, FD) equals the moral effect that puts it
 * there. */
enum ba_moral { BA_MORAL_NONE, BA_MORAL_LD, BA_MORAL_MD, BA_MORAL_FD };
extern const char *const ba_moral_names[]; /* "-" "LD" "MD" "FD" */

/* One row of a factor table (6, 7: loss/moral; 8: attack/defence). Column
 * a is loss or attack, b is moral or defence. */
struct ba_factor_row {
	char key[BA_KEY_MAX + 1];
	char label[BA_LABEL_MAX + 1];
	bool has_a, has_b;	 /* blank: not applicable in that column */
	bool a_valour, b_valour; /* "V": the unit's valour */
	double a, b;
	char group[BA_KEY_MAX + 1]; /* "" stands alone */
	char rule[BA_KEY_MAX + 1];
	int line;
};

struct ba_factor_table {
	char name[64];
	bool provisional;
	struct ba_factor_row *rows;
	size_t n;
};

/* Table 11 and 12 rows: index range (inclusive, open when has_ false). */
struct ba_result_row {
	bool has_min, has_max;
	long min, max;
	double loss; /* table 12: figures per unit of fire/melee */
	enum ba_moral moral;
	int line;
};

struct ba_result_table {
	char name[64];
	bool provisional;
	struct ba_result_row *rows;
	size_t n;
};

/* Tables 13 and 14: weapon, zone, distance range. */
struct ba_zone_row {
	char weapon[UM_NAME_MAX + 1];
	int zone;
	bool has_min, has_max;
	double min, max;
	int line;
};

struct ba_zone_table {
	char name[64];
	bool provisional;
	struct ba_zone_row *rows;
	size_t n;
};

/* Table 15. */
struct ba_valour_table {
	bool provisional;
	double percent; /* per this percent of the original figures lost */
	int valour;	/* ... this change of valour (negative) */
};

enum ba_moral_combine {
	BA_COMBINE_WORST, /* new state = the worse of state and effect */
	BA_COMBINE_STEP,  /* an effect on a disordered unit: one step worse */
};

struct ba_settings {
	struct dicespec dice;
	enum um_rounding rounding;
	int uof_figures, uof_min_figures; /* 3.1.1 */
	int uof_gunners, uof_min_gunners;
	bool group_largest;    /* group_pick=largest (else: first in table) */
	int gunner_multiplier; /* 3.4.3 */
	enum ba_moral_combine moral_combine;
	int supplies_ones;	      /* 5.5.3: dice showing one */
	int supplies_rolls;	      /* 5.5.3: rolls left after that */
	bool supplies_trigger_counts; /* the triggering roll is one of them */
	bool fire_without_supplies;   /* false: refused (5.5.3) */
	int valour_min;		      /* 5.5.2: -5 */
	int remove_below;	      /* 5.5.2: 3 */
	int fd_loss;		      /* 5.4.1: extra figures on FD */
	char closed_formations[256];  /* ;-separated */
	double soutien_distance;      /* 1.3.3: 15 */
	double support_distance;      /* 3.1.7: 10 */
	double ranging_move;	      /* 3.4.1: 20 */
	char weapon_default[3][UM_NAME_MAX + 1]; /* by enum arm */
	double numbers_more, numbers_double, numbers_fewer;
	bool provisional; /* settings.csv is marked provisional (3d6 inferred,
			     rounding not found) */
};

/* Table 18: the catch roll for staff figures, one row per band. */
struct ba_staff_row {
	long min, max;
	bool falls;  /* else survives */
	int penalty; /* on every die roll of the side, 0 or negative */
	int line;
};

struct ba_staff_table {
	char name[64];
	bool present; /* tables pinned before the file existed lack it */
	bool provisional;
	struct ba_staff_row *rows;
	size_t n;
};

/* Everything typed, loaded from a tableset plus the game's `game KEY=V`
 * overrides of settings. */
struct ba_tables {
	struct ba_factor_table t06, t07, t08;
	struct ba_result_table t11, t12;
	struct ba_zone_table t13, t14;
	struct ba_valour_table t15;
	struct ba_settings set;
	bool borrowed; /* rows belong to the tables' binding: free keeps them */
	struct ba_staff_table t18;
};

/* Load and check every Belle Alliance table of ts (settings overridden by
 * g's settings when g is not NULL). -1 with *err "file:line: message". */
int ba_tables_load(const struct tableset *ts, const struct game *g,
		   struct ba_tables *, char **err);
void ba_tables_free(struct ba_tables *);
/* For a handler: the tables bound once per tables and settings (a
 * borrowed copy: ba_tables_free on it frees nothing), or cmd_error and
 * -1. */
int ba_ctx_tables(struct cmd_ctx *, struct ba_tables *);
/* The same bound tables for a caller without a command (the map view):
 * -1 with *err when they do not load. */
int ba_tables_shared(const struct tableset *, const struct game *,
		     struct ba_tables *, char **err);

/* Row of a result table for an index; NULL when no row covers it (a
 * checked table covers every index). */
const struct ba_result_row *ba_result_lookup(const struct ba_result_table *,
					     long index);
const struct ba_factor_row *ba_factor_find(const struct ba_factor_table *,
					   const char *key);
/* Zone (1..) of a distance for a weapon; 0 beyond the last zone (or
 * before the first), -1 when the table has no such weapon. */
int ba_zone_of(const struct ba_zone_table *, const char *weapon, double range);
/* A range as text: one decimal, more when one decimal would land on a
 * zone boundary of the weapon the range is not on (20.01 is "20.01", not
 * "20.0", beside zone 3). */
void ba_fmt_range(char *buf, size_t size, double range,
		  const struct ba_zone_table *, const char *weapon);
/* The same with the boundaries given (n of them). */
void ba_fmt_range_at(char *buf, size_t size, double range, const double *bounds,
		     size_t n);
/* Largest zone number of a weapon (0: unknown weapon). */
int ba_zone_last(const struct ba_zone_table *, const char *weapon);
/* The built-in weapon of an arm when settings.csv has no weapon_ARM
 * (musket, carbine, 6pdr). */
const char *ba_default_weapon(enum arm);
/* The Table 13/14 weapon of a unit (its weapon= or the arm's default). */
const char *ba_unit_weapon(const struct ba_settings *, const struct unit *);

/* Units of fire (3.1.1; melee uses the same count, 4.3.1): full units of
 * uof_figures (artillery: uof_gunners) plus one short unit when the
 * remainder is at least the minimum and short_allowed. *short_used tells
 * whether the short unit was counted (may be NULL). */
int ba_units_of_fire(const struct ba_settings *, enum arm, int figures,
		     bool short_allowed, bool *short_used);
/* Remainder of a count that would make a short unit (0 when none). */
int ba_short_remainder(const struct ba_settings *, enum arm, int figures);

/* The default of the setting closed_formations (settings.csv has it). */
#define BA_CLOSED_DEFAULT                                                      \
	"line;attack-column;march-column;square;mass;unlimbered"
/* Is formation named in a ;-separated list (closed_formations)? */
bool ba_formation_listed(const char *list, const char *formation);
/* Is the unit's formation closed (settings closed_formations)? */
bool ba_closed_formation(const struct ba_settings *, const struct game *,
			 const struct unit *);

/* A counted factor candidate. Fill row, value a/b (after V and umpire
 * overrides) and source; ba_factors_pick decides which count. */
struct ba_factor {
	const struct ba_factor_row *row;
	double a, b;
	bool has_a, has_b;
	const char *source;    /* derived|given|umpire|default */
	bool count_a, count_b; /* set by ba_factors_pick */
};
/* Apply the groups: within a group only one factor per column counts
 * (largest absolute value with group_largest, else the first; ties: the
 * first in table order). Returns the sums. */
void ba_factors_pick(const struct ba_settings *, struct ba_factor *, size_t n,
		     double *sum_a, double *sum_b);

/* The state after a moral effect on a unit now in state `state`
 * (moral_combine). */
int ba_moral_combine(const struct ba_settings *, int state,
		     enum ba_moral effect);

/* What applying an outcome did, for records and explanations. */
struct ba_outcome {
	int loss;	     /* figures removed by the result */
	int fd_extra;	     /* 5.4.1 extra loss on going into FD */
	enum ba_moral moral; /* the effect applied */
	int state_before, state_after;
	int state_by_moral; /* after the moral effect, before 5.5.2 FD */
	int figures_before, figures_after;
	int valour_before, valour_after;
	int valour_steps;  /* Table 15 steps taken now */
	int valour_raw;	   /* valour by Table 15 before the minimum */
	bool fd_by_valour; /* 5.5.2: valour below the minimum */
	bool removed;	   /* 5.5.2: fewer than remove_below figures */
};
/* Apply loss (figures) and a moral effect to u: figures, Table 15 valour
 * (steps of percent of figures_start, counted on the running total), FD
 * below valour_min (valour then set to valour_min), moral combine, removal
 * under remove_below (not artillery; artillery at 0 gunners). */
void ba_apply_outcome(const struct ba_tables *, const struct game *,
		      struct unit *u, int loss, enum ba_moral moral,
		      struct ba_outcome *out);
/* One sentence per thing that happened (appended to sb, each line
 * starting with two spaces and ending with the rule section); loss_rule
 * is the section the loss comes from (fire 3.1.5, melee 4.1.5). */
void ba_outcome_explain(const struct game *, const struct unit *,
			const struct ba_outcome *, const char *loss_rule,
			struct strbuf *sb);

/* 1.1.1, 3.1.1, 3.1.6, 5.5.3: why u may fire at nothing now, whatever
 * the target (the firer checks of `fire` that need no target): the
 * check's key, or NULL when it may. supplies_ok: the setting
 * fire_without_supplies=factor. `fire`, `scan` and `bound` share it. */
const char *ba_firer_barred(const struct game *, const struct unit *u,
			    bool supplies_ok);

/* 4.1.2: the target A must keep this bound (its attack on it was ruled
 * not carried out: no contact), or NULL; and recording it. */
const struct unit *ba_attack_kept(const struct game *, const struct unit *A);
void ba_attack_keep(struct game *, struct unit *A, const struct unit *D);

/* 1.1.1, 3.4.1: was t a target of u in bound last_target_bound (either
 * part of a split fire, 3.1.2)? Where it was then into *x, *y. */
bool ba_was_target(const struct unit *u, const struct unit *t, double *x,
		   double *y);

/* Record t as the other target of u's split fire this bound. */
void ba_target2_keep(struct unit *u, const struct unit *t);

/* The bound and phase now as one number (never 0). */
int ba_phase_mark(const struct game *);
/* u as the phase began (its state, figures, removal): the fire results of
 * an earlier resolve in this same phase do not count yet (3.1.1). */
int ba_phase_state(const struct game *, const struct unit *u);
int ba_phase_figures(const struct game *, const struct unit *u);
bool ba_phase_removed(const struct game *, const struct unit *u);

/* Dice showing one in a roll (5.5.3); with only the total: 0 when it
 * cannot hold supplies_ones ones (above 8 for 3d6), else -1 (then the
 * rule needs dice=). */
int ba_roll_ones(const struct ba_settings *, const struct roll *);

/* 5.5.3 supplies: account one fire or melee roll of u. ones = dice showing
 * one (from ba_roll_ones, must be >= 0). */
struct ba_supply_note {
	bool triggered;		       /* this roll started the countdown */
	bool ran_out;		       /* supplies are now exhausted */
	int rolls_before, rolls_after; /* -1 unlimited */
};
void ba_supplies_account(const struct ba_settings *, struct unit *u, int ones,
			 struct ba_supply_note *);

/* 1.3.3: the soutien of skirmish line sl: its soutien= when given, else
 * its mother unit ("" none). */
const char *ba_soutien_name(const struct unit *sl);
/* 3.1.6, 3.1.7, 4.1.6, 4.1.7: n is the mother unit or the soutien of sl. */
bool ba_mother_or_soutien(const struct unit *sl, const struct unit *n);

/* Records: "provisional=yes" when a table used was provisional. */
void ba_rec_provisional(struct rec *, bool provisional);

enum cav_class { CAV_NONE, CAV_HEAVY, CAV_MEDIUM, CAV_LIGHT };
extern const char *const cav_names[]; /* none heavy medium light */

/* Belle Alliance per-unit state and history (bound numbers; UM_NEVER). */
struct ba_unit {
	int valour;	  /* current, -5..+5 (5.5.1) */
	int valour_start; /* as entered; Table 15 counts from here */
	bool supplies;	  /* false: without supplies (5.5.3) */
	int supply_rolls; /* rolls left after two 1s; -1 unlimited (5.5.3) */
	enum cav_class cavalry;
	bool marksmen;	     /* 5.5.1 */
	bool canister;	     /* load order this bound (3.4.4) */
	int canister_bound;  /* bound the load order was given */
	bool lancers;	     /* Table 8 row 22 */
	int fired;	     /* last bound it fired (Table 8 row 18) */
	int fired_continued; /* bound it fired in continued fire (1.1.1) */
	char last_target[UM_NAME_MAX + 1]; /* 1.1.1 continued fire, 3.4.1 */
	int last_target_bound;
	double last_target_x, last_target_y; /* 3.4.1: target moved > 20 cm */
	int ranged_bound;    /* bound its ranging counts from (3.4.1) */
	int attacked;	     /* Table 8 row 27 */
	int defended;	     /* Table 8 row 28 */
	int charged;	     /* Table 8 row 23 */
	int inflicted_fd;    /* Table 8 row 29 */
	int engagements;     /* fires and melees so far (Table 8 row 20) */
	int neighbour_bound; /* 3.1.6: one unit per bound */
	int support_bound;   /* 3.1.7 */
	int passed_through;  /* 1.1.1 */
	int figures_lost;    /* total, for Table 15 */
	int fire_failed;     /* bound a fire of it was not carried out: no
				new target that bound (3.1.1); 0 never */
	/* Melee (4.1). Bound numbers here are 0 for never: bounds start at 1.
	 */
	int ranks;	      /* figure ranks deep; 0: by formation (4.1.3) */
	int melee_state;      /* 1 + state when first named in a pending
				 attack, 0: none (4.1.1 cancel in fire) */
	int advance_right;    /* bound it won continued advance (4.1.4) */
	bool advance_attack;  /* ... and may use it for a continued attack */
	int advance_decided;  /* bound the decision was recorded */
	int continued_attack; /* bound it decided a continued attack */
	int support_phase;    /* phase of support_bound (3.1.7: one unit
				 per fire phase) */
	char soutien[UM_NAME_MAX + 1]; /* a skirmish line's soutien when
					  not its mother; "" the mother */
	int advance_yes;     /* bound it decided continued advance yes */
	int advance_wheeled; /* bound it wheeled in continued advance */
	/* A phase is one moment however many resolves (3.1.1, 3.1.5,
	 * 4.1.1, 4.1.5; docs/rulings.md "One phase, several resolves"):
	 * ph_mark (ba_phase_mark, 0 none) is the phase whose fire results
	 * reached the unit, the unit as it was before them, the raw fire
	 * loss and the best moral result it has taken in it. */
	int ph_mark;
	int ph_figures, ph_lost;
	signed char ph_valour, ph_state, ph_moral;
	bool ph_removed;
	double ph_raw;
	int melee_mark;	    /* the phase (ba_phase_mark) of its last melee */
	int kept_bound;	    /* 4.1.2: bound its attack was not carried out */
	unsigned kept_hash; /* ... and its target's name (ba_attack_kept) */
	/* 3.1.2, 3.4.1, 1.1.1: the other target of a split fire in bound
	 * last_target_bound (its name's hash, 0 none) and where it was. */
	unsigned last_target2_hash;
	float last_target2_x, last_target2_y;
};
UM_RULES_FITS(struct ba_unit, UM_RULES_UNIT_BYTES);
/* A unit's Belle Alliance state. */
#define BA(u) ((struct ba_unit *)(void *)(u)->rules.bytes)

/* Table 18: a staff figure that fell with a penalty for its side. */
#define BA_STAFF_FALLS_MAX 32
struct ba_staff_fall {
	char side[UM_NAME_MAX + 1];
	int bound;   /* the bound it fell; the penalty runs to bound + 1 */
	int penalty; /* -1 or -2 on every die roll of the side */
};

/* Belle Alliance game state (zeroed in a new game; undo keeps it). */
struct ba_game {
	struct ba_staff_fall falls[BA_STAFF_FALLS_MAX];
	int nfalls;
	/* 1.1.1, Table 1: the furthest phase acted in this bound (a fire or
	 * an attack declared or resolved), as its place in Table 1. */
	int order_bound, order_rank;
};
UM_RULES_FITS(struct ba_game, UM_RULES_GAME_BYTES);
#define BA_GAME(g) ((struct ba_game *)(void *)(g)->rules.bytes)

/* Table 1 place of a phase (continued-fire 3, movement 4, fire 5,
 * melee 6; 0 unknown). */
int ba_order_rank(const char *phase);
/* setting phase_order=strict. */
bool ba_order_strict(const struct cmd_ctx *);
/* Record that the current phase was acted in (1.1.1). */
void ba_order_reached(struct game *);
/* Has this bound gone past the phase (acted in a later one)? */
bool ba_order_past(const struct game *, const char *phase);

/* Table 18: the penalty on every die roll of side now (0 none; several
 * falls in force: the worse, not the sum; docs/rulings.md), with the bound
 * of the fall that gives it (may be NULL). */
int ba_staff_penalty(const struct game *, const char *side, int *fell_bound);
/* A FACTOR record for that penalty on the roll of part (fire or melee). */
void ba_staff_factor(struct out *, const char *part, const char *column,
		     const char *side, int penalty, int fell_bound);

#endif
