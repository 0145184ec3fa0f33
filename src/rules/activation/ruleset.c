/* ruleset.c - the activation ruleset (sections 54-55): names, unit
 * keys, UNIT fields, per-turn bookkeeping and the procedures of
 * fire.c. */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

static const char *const act_states[] = {"ok", "routing", "broken", NULL};
static const char *const act_formations[] = {
    "line",	"column",   "march-column", "square",
    "skirmish", "limbered", "unlimbered",   NULL};
static const char *const act_phases[] = {"fire", "melee", NULL};

static int
act_set_state_turn(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (strcmp(v, "never") == 0) {
		u->act.state_changed_turn = UM_NEVER;
		return 0;
	}
	return unit_key_int(ctx, "state_turn", v, 1, 100000,
			    "the turn its state changed (1 up) or never",
			    &u->act.state_changed_turn);
}

/* Answers beyond the table keys: what the map decides (54, 55). */
static const char *const act_answer_keys[] = {
    "range=", "arc=", "los=", "exceeds_movement=", "friendly_within_5cm=",
    NULL};

static const struct unit_key act_keys[] = {
    UNIT_KEY_BOOL("activated", act.activated),
    UNIT_KEY_BOOL("dismounted", act.dismounted),
    UNIT_KEY_BOOL("charging", act.charging),
    UNIT_KEY_BOOL("in_melee", act.in_melee),
    UNIT_KEY_BOOL("crossing_river", act.crossing_river),
    UNIT_KEY_BOOL("rallying", act.rallying),
    UNIT_KEY_INT("morale", act.morale, 1, 99, "1..99", "a rating from 1 to 99"),
    UNIT_KEY_INT("reduced_morale", act.reduced_morale, 0, 99, "0..99",
		 "a rating from 1 to 99, or 0 for none"),
    UNIT_KEY_INT("stamina", act.stamina, 0, 99, "0..99",
		 "a whole number from 0 to 99"),
    UNIT_KEY_INT("bases", act.bases, 1, 1000, "1..1000",
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

static void
act_unit_defaults(struct unit *u)
{
	u->act.stamina = -1; /* not tracked: the setting `stamina` */
	u->act.charge_turn = UM_NEVER;
}

static void
act_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	rec_bool(r, "activated", u->act.activated);
	if (u->arm == ARM_CAVALRY)
		rec_bool(r, "dismounted", u->act.dismounted);
	if (u->act.charging)
		rec_bool(r, "charging", 1);
	if (u->act.charge_turn == g->bound)
		rec_str(r, "charges", u->act.charge_target);
	if (u->act.in_melee)
		rec_bool(r, "in_melee", 1);
	if (u->act.crossing_river)
		rec_bool(r, "crossing_river", 1);
	if (u->act.rallying)
		rec_bool(r, "rallying", 1);
	if (u->act.morale > 0)
		rec_int(r, "morale", u->act.morale);
	if (u->act.reduced_morale > 0)
		rec_int(r, "reduced_morale", u->act.reduced_morale);
	if (u->act.stamina >= 0)
		rec_int(r, "stamina", u->act.stamina);
	if (u->act.bases > 0)
		rec_int(r, "bases", u->act.bases);
	if (u->act.state_changed_turn != UM_NEVER)
		rec_int(r, "state_turn", u->act.state_changed_turn);
	if (u->act.fired_turn == g->bound)
		rec_str(r, "fired_at", u->act.fired_target);
}

/* `print`: the F flag of the paper sheet. */
static bool
act_unit_fired(const struct game *g, const struct unit *u)
{
	return u->act.fired_turn == g->bound;
}

static void
act_bound_next(struct game *g)
{
	/* `turn next` clears activation and this turn's charges; the once-
	 * per-turn history is kept as turn numbers (54). */
	for (size_t i = 0; i < g->nunits; i++) {
		g->units[i].act.activated = false;
		g->units[i].act.charging = false;
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
};
