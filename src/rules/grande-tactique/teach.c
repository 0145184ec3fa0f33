/* teach.c - Grande Tactique in words: its states, its sections, checks
 * and factors paraphrased from the digest (../shared/rules/
 * grande-tactique.md), and the rolls its walkthroughs ask for. Sections
 * are the rules' page names. */
#include <stddef.h>
#include <string.h>

#include "procs.h"
#include "umpire/footprint.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

static const struct state_word states[] = {
    {"eager", "eager", "it fires, charges and moves normally",
     "Dice and unit states", "becomes"},
    {"shaken", "shaken",
     "it fires at -1, moves at half speed, may not charge, and tests "
     "morale in its De-shaking Phase to become eager again",
     "Firing, Movement, Charging, Morale Check", "becomes"},
    {"routed", "routed", "it flees and stops firing; rallying it costs 2 PIPs",
     "Fleeing", "becomes"},
    {"silenced", "silenced",
     "its guns are overrun: it does not fire, and the enemy may spike "
     "them (2 PIPs)",
     "Artillery", "becomes"},
    {NULL, NULL, NULL, NULL, NULL},
};

static const struct teach_text rules[] = {
    {"Valid Targets",
     "The target must be partly inside the 45 degree arc off the firer's "
     "front corners, with clear lines from its front corners to the "
     "target; infantry fires only at a unit in base contact.",
     NULL},
    {"Firing procedure",
     "A unit with a Firing marker fires in each of its Firing Phases: "
     "both roll a die and add their modifiers; the higher total wins, a "
     "tie does nothing.",
     NULL},
    {"Firing Modifiers",
     "Shaken or square firers -1; artillery at long range -1, at a "
     "square +1, at a unit in contact +1, enfilading +1.",
     NULL},
    {"Firing Results",
     "A beaten eager target becomes shaken; shaken cavalry beaten flees; "
     "shaken infantry beaten tests morale or flees.",
     NULL},
    {"Artillery",
     "Normal range 7\", long range 7-12\" at -1; no fire at a unit a "
     "friend is charging, nor into woods.",
     NULL},
    {"Charging",
     "Only eager cavalry, and eager infantry neither in square nor "
     "firing, may charge; the chargers test morale first, then the "
     "defender.",
     NULL},
    {"Morale Check", "Roll a die and add the modifiers: 4 or more passes.",
     NULL},
    {"Fleeing", "A unit that flees is routed and runs 2d6 inches.", NULL},
    {NULL, NULL, NULL},
};

static const struct teach_text keys[] = {
    {"arc", "Part of the target must lie inside the 45 degree arc.",
     "Valid Targets"},
    {"lines",
     "Lines from the firer's front corners to the target must be clear.",
     "Valid Targets"},
    {"contact", "Infantry fires only at a unit it touches.", "Valid Targets"},
    {"woods", "Artillery may not fire into woods.", "Valid Targets"},
    {"bua_hit", "Against a built-up area the guns must hit the area itself.",
     "Valid Targets"},
    {"arm", "Only infantry and artillery fire.", "Firing procedure"},
    {"marker", "Only a unit with a Firing marker fires.", "Firing procedure"},
    {"turn", "Only the moving side's units fire in its Firing Phase.",
     "Firing procedure"},
    {"phase", "Fires belong to the Firing Phase, once a turn.",
     "Sequence of Play"},
    {"state", "A routed or silenced unit does not fire.", "Firing procedure"},
    {"target", "The target must be an enemy.", "Firing procedure"},
    {"range", "Artillery reaches 12\"; beyond 7\" is long range.", "Artillery"},
    {"friend_charging", "Guns may not fire at a unit a friend is charging.",
     "Artillery"},
    {"charger",
     "Only eager cavalry, or eager infantry not in square nor firing, may "
     "charge.",
     "Charging"},
    {"command", "Chargers of different commands may not combine.", "Charging"},
    {"enemy", "A charge has one enemy unit as its target.", "Charging"},
    {"once", "A unit charges once a turn.", "Charging"},
    {"shaken", "The firer is shaken: -1.", "Firing Modifiers"},
    {"square", "The firer is in square: -1.", "Firing Modifiers"},
    {"long_range", "Artillery at long range (7-12\"): -1.", "Artillery"},
    {"at_square", "Artillery firing at a square: +1.", "Firing Modifiers"},
    {"in_contact", "Artillery firing at a unit in contact: +1.",
     "Firing Modifiers"},
    {"enfilade", "Artillery enfilading its target: +1.", "Artillery"},
    {"t_shaken", "The target, firing back, is shaken: -1.", "Firing Modifiers"},
    {"t_square", "The target, firing back, is in square: -1.",
     "Firing Modifiers"},
    {"t_at_square", "The target's guns fire at a square: +1.",
     "Firing Modifiers"},
    {"t_in_contact", "The target's guns fire at a unit in contact: +1.",
     "Firing Modifiers"},
    {"raw", "Raw troops: -1 to morale.", "Morale Check"},
    {"veteran", "Veteran troops: +1 to morale.", "Morale Check"},
    {"upslope",
     "Upslope of the enemy, in a built-up area or behind a linear feature: +1.",
     "Morale Check"},
    {"bua", "In a built-up area: +1 to morale.", "Morale Check"},
    {"friends", "Help from friends (another charge on the same target): +1.",
     "Morale Check"},
    {"flank_rear", "Charging a flank or the rear: +1.", "Morale Check"},
    {"charging_shaken", "Charging shaken troops: +1.", "Morale Check"},
    {"front_of_guns", "Charging unshaken guns from the front: -1.",
     "Morale Check"},
    {"charged_by_several", "Charged by more than one unit: -1.",
     "Morale Check"},
    {"charged_in_flank", "Charged in the flank: -1.", "Morale Check"},
    {"general", "A general attached: +1 to morale.", "Morale Check"},
    {NULL, NULL, NULL},
};

/* A fire is an opposed roll, one per fire, and each side may have to
 * test morale when beaten; a charge is settled by Morale Checks. */
static const struct walk_dice fire_dice[] = {
    {"roll", NULL, DICE_ACTOR, true, "fires", false},
    {"troll", NULL, DICE_TARGET, true, "answers", false},
    {"mroll", NULL, DICE_ACTOR, true, "morale if beaten", false},
    {"tmroll", NULL, DICE_TARGET, true, "morale if beaten", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};
/* The walk asks a charge's die only where the rules use it as things
 * stand (gt_charge_die_used: no defender's check of a routed unit, no
 * pursuit after guns, a general's die only when one is attached...). */
static bool
melee_dice_wanted(const struct game *g, const char *roll_key, const char *actor,
		  const char *target)
{
	const struct unit *u = game_unit_c(g, actor);
	const struct unit *t = game_unit_c(g, target);
	/* Units not found: the charge refuses them, not the dice. */
	return u == NULL || t == NULL || gt_charge_die_used(g, roll_key, u, t);
}

/* Fleeing: cavalry fleeing from cavalry runs 11" + 2d6. */
static const char *
melee_roll_dice(const char *roll_key)
{
	return strcmp(roll_key, "froll") == 0 ? "2d6" : NULL;
}

/* The dice of a charge go on its principal's line (the first charge on
 * the target, Charging), in the order the resolution uses them. */
static const struct walk_dice melee_dice[] = {
    {"roll", NULL, DICE_ACTOR, false, "morale, charging", true},
    {"droll", NULL, DICE_TARGET, false, "morale, charged", true},
    {"dgroll", "dgdice", DICE_TARGET, false, "general, if it flees", true},
    {"froll", "fdice", DICE_TARGET, false, "flight 2d6, if it flees", true},
    {"proll", NULL, DICE_ACTOR, false, "pursuit if it wins", true},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};

/* Setting sequence=free: no turn order to show or to ask for. */
static bool
sequence_free(const struct game *g)
{
	const char *v = game_setting(g, "sequence");
	return v && strcmp(v, "free") == 0;
}

/* "British moving, PIPs left: 3rd 2, 5th 1" (Sequence of Play, PIP
 * Phase). */
static void
turn_words(const struct game *g, struct strbuf *sb)
{
	if (sequence_free(g))
		return;
	sb_addf(sb, "%s moving", gt_moving_side(g));
	const struct gt_game *gg = GT_GAME(g);
	if (gg->pips_bound != g->bound || gg->npool == 0)
		return;
	sb_add(sb, ", PIPs left:");
	for (int i = 0; i < gg->npool; i++)
		sb_addf(sb, "%s %s %d", i ? "," : "", gg->pool[i].division,
			gg->pool[i].left);
}

static bool
moving_unit(const struct game *g, const struct unit *u)
{
	return u && !u->removed && strcmp(u->side, gt_moving_side(g)) == 0;
}

/* The phase's command to finish on the `:` line: the De-shaking Phase's
 * `deshake SIDE UNIT=` (each shaken unit's die to type: never rolled
 * unasked), the PIP Phase's `pips SIDE dice=` and then, for a selected
 * unit of the moving side, its Firing marker on or off (1 PIP); the
 * Charge Phase's `resolve`. */
static char *
phase_line(const struct game *g, const char *selected)
{
	const char *side = gt_moving_side(g);
	const struct gt_game *gg = GT_GAME(g);
	const struct unit *sel = selected ? game_unit_c(g, selected) : NULL;
	struct strbuf sb;
	sb_init(&sb);
	int ph = g->phase;
	size_t shaken = 0;
	for (size_t i = 0; i < g->nunits; i++)
		if (moving_unit(g, &g->units[i]) &&
		    strcmp(unit_state_name(g, &g->units[i]), "shaken") == 0)
			shaken++;
	/* Nothing to de-shake (or done): the PIP Phase's line. */
	if (ph == GT_PH_DESHAKE &&
	    (shaken == 0 || gg->deshake_bound == g->bound))
		ph = GT_PH_PIP;
	switch (ph) {
	case GT_PH_DESHAKE:
		sb_addf(&sb, "deshake %s", side);
		for (size_t i = 0; i < g->nunits; i++)
			if (moving_unit(g, &g->units[i]) &&
			    strcmp(unit_state_name(g, &g->units[i]),
				   "shaken") == 0)
				sb_addf(&sb, " %s=", g->units[i].name);
		break;
	case GT_PH_PIP:
		if (gg->pips_bound != g->bound && !sequence_free(g))
			sb_addf(&sb, "pips %s dice=", side);
		else if (moving_unit(g, sel))
			sb_addf(&sb, "firing %s %s", sel->name,
				GT(sel)->firing ? "off" : "on");
		break;
	case GT_PH_CHARGE: {
		/* A declared charge's next die, then resolve (Charging:
		 * the dice are the table's, never rolled unasked). */
		char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
		const char *key;
		if (gt_charge_die_needed(g, actor, target, &key))
			sb_addf(&sb, "charge %s vs %s %s=", actor, target, key);
		else
			sb_add(&sb, "resolve");
		break;
	}
	default:
		break;
	}
	if (sb.len == 0) {
		sb_free(&sb);
		return NULL;
	}
	return sb_steal(&sb);
}

/* The nearest enemy of u not routed nor removed, by the distance
 * between their positions (NULL: none placed). */
static const struct unit *
nearest_enemy(const struct game *g, const struct unit *u)
{
	const struct unit *best = NULL;
	double bd = 0;
	for (size_t i = 0; u->placed && i < g->nunits; i++) {
		const struct unit *e = &g->units[i];
		if (e->removed || !e->placed || strcmp(e->side, u->side) == 0 ||
		    e->state == GT_ROUTED)
			continue;
		double d = (e->x - u->x) * (e->x - u->x) +
			   (e->y - u->y) * (e->y - u->y);
		if (best == NULL || d < bd) {
			best = e;
			bd = d;
		}
	}
	return best;
}

/* The TUI's unit keys (teach.h act_line): a charge on the nearest enemy
 * (Charging; declared in the PIP Phase); a flight: the move of one that
 * fled this turn (turn to face the flight, then measure: the distance
 * to type), again for a routed unit (Fleeing), or one the umpire orders;
 * rally (2 PIPs); a Morale Check (its die to type); a move paid (1 PIP;
 * edit it to pivot or formation). */
static char *
act_line(const struct game *g, const char *selected, enum unit_act act,
	 const char **why)
{
	const struct unit *u = selected ? game_unit_c(g, selected) : NULL;
	if (u == NULL || u->removed) {
		*why = "select a unit first (j/k or /)";
		return NULL;
	}
	struct strbuf sb;
	sb_init(&sb);
	bool routed = u->state == GT_ROUTED;
	switch (act) {
	case UNIT_ACT_ATTACK: {
		const struct unit *e = nearest_enemy(g, u);
		sb_addf(&sb, "charge %s vs %s", u->name, e ? e->name : "");
		break;
	}
	case UNIT_ACT_FLEE:
		if (routed && GT(u)->fled_bound == g->bound)
			sb_addf(&sb, "unit move %s turn=180 forward=", u->name);
		else if (routed)
			sb_addf(&sb, "flee %s again=yes", u->name);
		else if (u->arm == ARM_ARTILLERY)
			*why =
			    "artillery never flees: it is silenced (Fleeing)";
		else
			sb_addf(&sb, "flee %s", u->name);
		break;
	case UNIT_ACT_RALLY:
		if (routed)
			sb_addf(&sb, "pip %s rally", u->name);
		else
			*why =
			    "only a routed unit is rallied (Fleeing: 2 PIPs)";
		break;
	case UNIT_ACT_MORALE:
		sb_addf(&sb, "morale %s roll=", u->name);
		break;
	case UNIT_ACT_PAY:
		sb_addf(&sb, "pip %s move", u->name);
		break;
	}
	if (sb.len == 0) {
		sb_free(&sb);
		return NULL;
	}
	return sb_steal(&sb);
}

static const char *
phase_hint(const struct game *g)
{
	if (sequence_free(g))
		return NULL;
	switch (g->phase) {
	case GT_PH_PIP:
		return "PIP Phase: P on a unit of the moving side puts its "
		       "Firing marker on or off (1 PIP); C declares a charge "
		       "(1 PIP), $ pays a move, G rallies; p: the Firing "
		       "Phase";
	case GT_PH_FIRING:
		return "Firing Phase: f on each unit with a Firing marker and "
		       "a "
		       "target; p: the Charge Phase";
	default:
		return NULL;
	}
}

const struct ruleset_teach teach_grande_tactique = {
    .states = states,
    .rules = rules,
    .keys = keys,
    .fire_dice = fire_dice,
    .melee_dice = melee_dice,
    .fire_dice_teach = "Firer and target each roll a die and add their "
		       "modifiers; the higher total wins, a tie does nothing. "
		       "A beaten unit may have to test morale: 4 or more "
		       "passes (Firing procedure, Morale Check).",
    .melee_dice_teach = "The chargers test morale first, then the defender: "
			"a die + modifiers, 4 or more passes; a winning "
			"cavalry unit tests again to pursue (Charging).",
    .demo_note = "Demo (Grande Tactique): Quatre Bras, 16 June 1815. Select "
		 "Picton (j/k) and press f to fire at Foy, which touches it; "
		 "Kell and m to charge RHA; P de-shakes Pack. ? shows every "
		 "key.",
    .melee_title = "Charge",
    .turn_words = turn_words,
    .phase_line = phase_line,
    .phase_hint = phase_hint,
    .act_line = act_line,
    .melee_principal = gt_charge_principal,
    .melee_dice_wanted = melee_dice_wanted,
    .melee_roll_dice = melee_roll_dice,
};
