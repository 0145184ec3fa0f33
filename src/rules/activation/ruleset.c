/* ruleset.c - the activation ruleset (sections 54-55): names, unit
 * keys, UNIT fields, per-turn bookkeeping and the procedures of
 * fire.c. */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

/* Its words (teach.c), reached through the descriptor. */
extern const struct ruleset_teach teach_activation;

static const char *const act_states[] = {"ok", "routing", "broken", NULL};
static const char *const act_formations[] = {
    "line",	"column",   "march-column", "square",
    "skirmish", "limbered", "unlimbered",   NULL};
static const struct formation_draw act_formation_draw[] = {
    {SHAPE_LINE, NULL},	       {SHAPE_COLUMN, NULL},
    {SHAPE_COLUMN, "mch-col"}, {SHAPE_SQUARE, NULL},
    {SHAPE_SKIRMISH, "skirm"}, {SHAPE_LIMBERED, "limber"},
    {SHAPE_LINE, "unlimb"},
};
static const unsigned char act_state_severity[] = {0, 1, 2};
static const char *const act_phases[] = {"fire", "melee", NULL};

static int
act_set_state_turn(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (strcmp(v, "never") == 0) {
		ACT(u)->state_changed_turn = UM_NEVER;
		return 0;
	}
	return unit_key_int(ctx, "state_turn", v, 1, 100000,
			    "the turn its state changed (1 up) or never",
			    &ACT(u)->state_changed_turn);
}

/* Answers beyond the table keys: what the map decides (54, 55). */
static const char *const act_answer_keys[] = {
    "range=", "arc=", "los=", "exceeds_movement=", "friendly_within_5cm=",
    NULL};

static const struct unit_key act_keys[] = {
    UNIT_KEY_BOOL("activated", struct act_unit, activated),
    UNIT_KEY_BOOL("dismounted", struct act_unit, dismounted),
    UNIT_KEY_BOOL("charging", struct act_unit, charging),
    UNIT_KEY_BOOL("in_melee", struct act_unit, in_melee),
    UNIT_KEY_BOOL("crossing_river", struct act_unit, crossing_river),
    UNIT_KEY_BOOL("rallying", struct act_unit, rallying),
    UNIT_KEY_INT("morale", struct act_unit, morale, 1, 99, "1..99",
		 "a rating from 1 to 99"),
    UNIT_KEY_INT("reduced_morale", struct act_unit, reduced_morale, 0, 99,
		 "0..99", "a rating from 1 to 99, or 0 for none"),
    UNIT_KEY_INT("stamina", struct act_unit, stamina, 0, 99, "0..99",
		 "a whole number from 0 to 99"),
    UNIT_KEY_INT("bases", struct act_unit, bases, 1, 1000, "1..1000",
		 "the frontage in bases, 1 to 1000"),
    UNIT_KEY_SET("state_turn", "N|never", act_set_state_turn),
    {0},
};

static const struct cmd_entry act_commands[] = {
    {"charge", NULL, "charge A vs D",
     "Declare that A charges D this turn: A may not fire (55.3), D may "
     "fire at A before contact without activation (54, section 62).",
     CMD_CHANGES | CMD_GAMEFILE, act_cmd_charge},
    {"rout", NULL, "rout X",
     "X becomes routing this turn (it may still fire this turn, 55.6).",
     CMD_CHANGES | CMD_GAMEFILE, act_cmd_rout},
    {"break", NULL, "break X",
     "X becomes broken this turn (it may still fire this turn, 55.6).",
     CMD_CHANGES | CMD_GAMEFILE, act_cmd_break},
    {NULL, NULL, NULL, NULL, 0, NULL},
};

/* act_unit_size reads the unit's frontage in bases. */
static unsigned long
act_shape_key(const struct unit *u)
{
	return (unsigned long)ACT(u)->bases;
}

static void
act_unit_defaults(struct unit *u)
{
	ACT(u)->stamina = -1; /* not tracked: the setting `stamina` */
	ACT(u)->fired_turn = ACT(u)->returned_fire_turn = UM_NEVER;
	ACT(u)->state_changed_turn = UM_NEVER;
	ACT(u)->charge_turn = UM_NEVER;
}

static void
act_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	rec_bool(r, "activated", ACT(u)->activated);
	if (u->arm == ARM_CAVALRY)
		rec_bool(r, "dismounted", ACT(u)->dismounted);
	if (ACT(u)->charging)
		rec_bool(r, "charging", 1);
	if (ACT(u)->charge_turn == g->bound)
		rec_str(r, "charges", ACT(u)->charge_target);
	if (ACT(u)->in_melee)
		rec_bool(r, "in_melee", 1);
	if (ACT(u)->crossing_river)
		rec_bool(r, "crossing_river", 1);
	if (ACT(u)->rallying)
		rec_bool(r, "rallying", 1);
	if (ACT(u)->morale > 0)
		rec_int(r, "morale", ACT(u)->morale);
	if (ACT(u)->reduced_morale > 0)
		rec_int(r, "reduced_morale", ACT(u)->reduced_morale);
	if (ACT(u)->stamina >= 0)
		rec_int(r, "stamina", ACT(u)->stamina);
	if (ACT(u)->bases > 0)
		rec_int(r, "bases", ACT(u)->bases);
	if (ACT(u)->state_changed_turn != UM_NEVER)
		rec_int(r, "state_turn", ACT(u)->state_changed_turn);
	if (ACT(u)->fired_turn == g->bound)
		rec_str(r, "fired_at", ACT(u)->fired_target);
}

/* `print`: the F flag of the paper sheet. */
static bool
act_unit_fired(const struct game *g, const struct unit *u)
{
	return ACT(u)->fired_turn == g->bound;
}

static void
act_bound_next(struct game *g)
{
	/* `turn next` clears activation and this turn's charges; the once-
	 * per-turn history is kept as turn numbers (54). */
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!ACT(u)->activated && !ACT(u)->charging)
			continue;
		struct unit *w = game_unit_w(g, i);
		ACT(w)->activated = false;
		ACT(w)->charging = false;
	}
}

const struct ruleset ruleset_activation = {
    .name = "activation",
    .inches = false,
    .dice = "1d6",
    .states = act_states,
    .formations = act_formations,
    .phases = act_phases,
    /* 54-55: units act when activated; no phase order to enforce. */
    .phase_rules = NULL,
    .keys = act_keys,
    .commands = act_commands,
    .unit_defaults = act_unit_defaults,
    .unit_record = act_unit_record,
    .unit_fired = act_unit_fired,
    .tables_check = act_tables_check,
    .settings = act_setting_defs,
    .tables = act_table_schemas,
    .check_fire = act_check_fire,
    .eligible = act_eligible,
    .fire_targets = act_fire_targets,
    .factors = act_factors,
    .fire = act_fire,
    .resolve = act_resolve,
    .odds = act_odds,
    .bound_next = act_bound_next,
    .fire_view = act_fire_view,
    .arc_view = act_arc_view,
    .teach = &teach_activation,
    .turn_word = "turn",
    .answer_keys = act_answer_keys,
    .unit_size = act_unit_size,
    .shape_key = act_shape_key,
    .demo = "scenarios/demo-activation.cmd",
    .quickref = "activation/quickref/quickref.csv",
    .state_severity = act_state_severity,
    /* An attack needs contact: footprints this near are looked at. */
    .melee_reach_cm = 10,
    .melee_reach_in = 4,
    .formation_draw = act_formation_draw,
};
