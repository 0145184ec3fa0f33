/* teach.c - Belle Alliance in words: its states and short paraphrases of
 * its sections, checks and factors, from the digest (../shared/rules/
 * belle-alliance/rules.md). Where the digest says NOT FOUND the text says
 * what is known and no more. */
#include <stddef.h>

#include "umpire/teach.h"

static const struct state_word states[] = {
    {"ok", "in good order", "it fires and attacks normally", NULL,
     "falls into"},
    {"LD", "Light Disorder",
     "it may still fire and attack; in melee it counts -2 in attack and "
     "in defence (Table 8)",
     "5.2", "falls into"},
    {"MD", "Medium Disorder",
     "it may not fire or attack until rallied, and defends in melee at "
     "-4",
     "3.1.1, 4.1.1", "falls into"},
    {"FD", "Full Disorder",
     "it may not fire or attack, defends in melee at -8, and can be "
     "reorganised in the announcement phase",
     "3.1.1, 4.1.1, 5.4", "falls into"},
    {NULL, NULL, NULL, NULL, NULL},
};

static const struct teach_text rules[] = {
    {"1.1.1",
     "A unit that fired in continued fire, or was passed through this "
     "bound, may not fire again this bound.",
     NULL},
    {"1.3.3",
     "A skirmish line is linked to its soutien while one of its figures "
     "is within 15 cm of it.",
     NULL},
    {"3.1.1",
     "Infantry and cavalry fire in units of 10 figures, one of which may "
     "be as small as 3; artillery in units of 2 gunners, one may be a "
     "single gunner. A unit in MD or FD may not fire.",
     NULL},
    {"3.1.2",
     "A unit may split its fire in two parts at most; one roll serves "
     "both, and a penalty applies unless both parts hit the same target.",
     NULL},
    {"3.1.3",
     "The target must be inside the firer's arc of fire (30 degrees out "
     "from the front corners, 45 for artillery), and the line of fire "
     "from the point of fire to the point of impact must be clear. Range "
     "is measured along that line.",
     NULL},
    {"3.1.4",
     "A friendly unit near the line of fire needs a security zone of half "
     "the firer's frontage.",
     NULL},
    {"3.1.5",
     "Units firing at once at one target (the two parts of a split fire "
     "too) make a common target; how their results add up is not in the "
     "sources found (docs/rulings.md says how it is ruled).",
     NULL},
    {"3.1.6",
     "Neighbour units must be declared before any fire is resolved; in "
     "melee each gives +2 (Table 8).",
     NULL},
    {"3.1.7",
     "Support units must be declared before any fire is resolved; in "
     "melee each gives +2 (Table 8).",
     NULL},
    {"3.1.8",
     "Fire striking a flank or the rear counts more, by the side of the "
     "target the point of impact lies on.",
     NULL},
    {"3.1.9",
     "Fire along the length of a column (or of a line from its flank) "
     "counts more.",
     NULL},
    {"3.3.1",
     "A skirmish line is a target of its own; it screens a unit behind it "
     "from small arms, never from artillery.",
     NULL},
    {"3.3.2", "A skirmish line fires with the figures it has in the line.",
     NULL},
    {"3.4.1",
     "Artillery firing first at a target in zone 2 or 3 takes a ranging "
     "penalty.",
     NULL},
    {"3.4.2",
     "Artillery fires over a unit only from one hill level above it, with "
     "10 cm each side (20 beyond a friend).",
     NULL},
    {"3.4.3",
     "For morale factors from the figure difference, gunners count five "
     "times.",
     NULL},
    {"3.4.4", "Canister loaded by order counts more but reaches only zone 1.",
     NULL},
    {"4.1.1",
     "A unit attacks through its melee zone, as wide as its front and 5 "
     "cm deep. Without an attack order, or in MD or FD, it may not "
     "attack.",
     NULL},
    {"4.1.2",
     "An attack is met where the units touch; a defender that has left "
     "its position is not attacked there.",
     NULL},
    {"4.1.3",
     "Each side's total is its roll plus its Table 8 factors; the lower "
     "total loses, the difference gives the morale effect (Table 11).",
     NULL},
    {"4.1.4",
     "A winner whose opponent ends in FD may make a continued advance "
     "(half a bound of march, one wheel of at most 20 degrees), and may "
     "use it for a continued attack.",
     NULL},
    {"4.1.5",
     "A defender attacked by several units rolls once for all of "
     "them.",
     NULL},
    {"4.1.6", "A neighbour of the defender joins its defence.", NULL},
    {"4.1.7", "A support unit within reach adds to the attack or defence.",
     NULL},
    {"4.1.8",
     "An attack into a flank or the rear counts more; files beyond the "
     "opponent's front may overreach.",
     NULL},
    {"4.1.9", "Attacking uphill counts against the attacker.", NULL},
    {"4.3.1",
     "A skirmish line linked to its soutien may choose to be forced back; "
     "alone, only its figures within 15 cm count.",
     NULL},
    {"4.3.2",
     "A skirmish line between the attacker and its target is met first.", NULL},
    {"5.2", "Light disorder: -2 in attack and defence in melee (Table 8).",
     NULL},
    {"5.5.1",
     "Valour (-5 to +5) counts in melee; highly trained marksmen fire "
     "better.",
     NULL},
    {"5.5.2",
     "Every 20% of the original figures lost costs a valour point; below "
     "3 figures a unit (not artillery) is removed.",
     NULL},
    {"5.5.3",
     "A roll with two dice showing 1 leaves a unit supplies for its next "
     "three rolls only; without supplies it may not fire.",
     NULL},
    {"Table 6", "Fire factors for hand weapons: loss and morale columns.",
     NULL},
    {"Table 7", "Fire factors for artillery: loss and morale columns.", NULL},
    {"Table 8",
     "Melee factors: attack and defence columns; in a group only the "
     "largest counts.",
     NULL},
    {"Table 12",
     "Loss index = roll + loss factors gives the loss per unit of fire; "
     "adding the morale factors gives the morale effect.",
     NULL},
    {"Table 13", "Ranges of hand weapons: zones 1 to 3.", NULL},
    {"Table 14", "Ranges of artillery: zones 1 to 3.", NULL},
    {"Table 18",
     "Catch roll for a staff figure: 3-12 it survives and joins the nearest "
     "own unit; 13-14 it falls; 15-16 and 17-18 it falls and its side has "
     "-1 or -2 on all dice rolls for the rest of the bound and the next.",
     NULL},
    {NULL, NULL, NULL},
};

/* Checks and factors by key (a key that starts with an entry's key uses
 * it: zone1..3, cover2..3). */
static const struct teach_text keys[] = {
    /* eligibility of a fire */
    {"state", "Only a unit in good order or light disorder may fire or attack.",
     "3.1.1"},
    {"supplies", "A unit out of supplies may not fire.", "5.5.3"},
    {"figures",
     "The figures firing make the units of fire: ten each, the last at least "
     "three (two gunners each for artillery).",
     "3.1.1"},
    {"arc", "The point of impact must lie inside the firer's arc of fire.",
     "3.1.3"},
    {"los", "Nothing may stand across the line of fire.", "3.1.3"},
    {"security",
     "A friend near the line of fire needs room: half the firer's frontage.",
     "3.1.4"},
    {"range",
     "The range, along the line of fire, gives the zone of the weapon's table.",
     "3.1.3"},
    {"edge",
     "Which side of the target the point of impact lies on: front, flank or "
     "rear.",
     "3.1.8"},
    {"column", "Fire along a column's length counts more.", "3.1.9"},
    {"cover", "Cover at the point of impact lessens the fire.", "3.1.3"},
    {"overhead", "Artillery fires over a unit only from a hill level above it.",
     "3.4.2"},
    {"canister", "Canister reaches zone 1 only.", "3.4.4"},
    {"staff",
     "A fallen staff figure costs its side -1 or -2 on every roll this "
     "bound and the next.",
     "Table 18"},
    {"continued",
     "A unit that fired in continued fire may not fire again this bound.",
     "1.1.1"},
    {"neighbour", "A neighbour unit is declared before any fire is resolved.",
     "3.1.6"},
    {"support", "A support unit is declared before any fire is resolved.",
     "3.1.7"},
    {"sl_figures", "A skirmish line fires with the figures in the line.",
     "3.3.2"},
    {"sl_soutien",
     "A skirmish line is linked while within 15 cm of its soutien.", "1.3.3"},
    {"split", "Split fire at two targets costs a penalty.", "3.1.2"},
    {"zone", "The zone of the range: nearer zones hit harder.", "3.1.3"},
    {"flank", "Fire into a flank counts more.", "3.1.8"},
    {"rear", "Fire into the rear counts more.", "3.1.8"},
    {"marksmen", "Highly trained marksmen fire better.", "5.5.1"},
    {"ranging", "Artillery's first fire at zone 2 or 3 ranges in: a penalty.",
     "3.4.1"},
    {"numbers_",
     "Gunners count five times when figures are compared for morale.", "3.4.3"},
    {"soutien", "A skirmish line's soutien behind it changes the fire on it.",
     "3.3.1"},
    {"ld", "A firer in light disorder fires less well.", "5.2"},
    /* eligibility of a melee */
    {"order", "Only a unit with an attack order may attack.", "4.1.1"},
    {"announced", "The attack must have been announced.", "4.1.1"},
    {"attacker", "The attacker may not be in MD or FD.", "4.1.1"},
    {"contact", "The defender must be inside the attacker's melee zone.",
     "4.1.1"},
    {"opponent", "The defender must be an enemy.", "4.1.1"},
    {"met", "The attack is met where the units touch.", "4.1.2"},
    {"vacated", "A defender that left its position is not attacked there.",
     "4.1.2"},
    {"position", "Where the defender stands when the attack arrives.", "4.1.2"},
    {"cancel", "An attack that cannot reach is cancelled.", "4.1.2"},
    {"mutual", "Two units attacking each other fight one melee.", "4.1.3"},
    {"uom_figures", "Figures make units of melee.", "4.1.3"},
    {"d_uom_figures", "The defender's figures make its units of melee.",
     "4.1.3"},
    {"advance", "After a win leaving the opponent in FD: a continued advance?",
     "4.1.4"},
    {"attack", "A continued advance may become a continued attack.", "4.1.4"},
    {"d_neighbour", "A neighbour of the defender joins the defence.", "4.1.6"},
    {"support_reach", "A support unit must be within reach.", "4.1.7"},
    {"forced_back", "A linked skirmish line may choose to be forced back.",
     "4.3.1"},
    {"d_sl_near", "Only skirmishers within 15 cm of the soutien count.",
     "4.3.1"},
    {"d_sl_between", "A skirmish line between is met first.", "4.3.2"},
    {"sl_between", "A skirmish line between is met first.", "4.3.2"},
    {"d_sl_soutien", "The defending skirmish line's link to its soutien.",
     "1.3.3"},
    {"flanking_attack", "An attack into a flank counts more.", "4.1.8"},
    {"rear_attack", "An attack into the rear counts more.", "4.1.8"},
    {"overreaching", "Files beyond the opponent's front overreach.", "4.1.8"},
    {"d_overreaching", "The defender's files beyond the front overreach.",
     "4.1.8"},
    {"uphill_attack", "Attacking uphill counts against the attacker.", "4.1.9"},
    /* Table 8 lines */
    {"skirmish_line", "A skirmish line in melee counts less.", "Table 8"},
    {"artillery_or_units_at_work",
     "Artillery, or units at work or rest, defend badly.", "Table 8"},
    {"cavalry_attacks_square",
     "Cavalry attacking a square is at a disadvantage.", "Table 8, 4.4"},
    {"cavalry_attacks_infantry",
     "Cavalry against infantry, a general or artillery.", "Table 8, 4.4"},
    {"infantry_not_covered",
     "Infantry not covered by its skirmish line against infantry.",
     "Table 8, 4.3.2"},
    {"in_passage_of_obstacle", "A unit crossing an obstacle fights worse.",
     "Table 8"},
    {"d_in_passage_of_obstacle",
     "A defender crossing an obstacle fights worse.", "Table 8"},
    {"attack_against_cover",
     "Attacking a defender in cover counts against the attacker.", "Table 8"},
    {"fired_this_bound", "A unit that fired this bound counts it in melee.",
     "Table 8"},
    {"without_supplies", "Without supplies: -2 in attack and defence.",
     "Table 8, 5.5.3"},
    {"first_fire_or_melee",
     "The first fire or melee of the battle counts more.", "Table 8"},
    {"attack_at_the_charge", "An attack at the charge counts more.", "Table 8"},
    {"heavy_cav_or_lancers",
     "Heavy cavalry or lancers attacking at the charge.", "Table 8"},
    {"charge_during_last_bound", "A charge last bound still counts.",
     "Table 8"},
    {"passive_cavalry", "Cavalry standing still fights worse.", "Table 8"},
    {"heavy_cavalry", "Heavy cavalry counts more.", "Table 8, 5.5.1"},
    {"light_cavalry", "Light cavalry counts less.", "Table 8, 5.5.1"},
    {"attack_during_this_or_last_bound", "An attack this bound or last counts.",
     "Table 8"},
    {"defence_during_this_or_last_bound",
     "A defence this bound or last counts.", "Table 8"},
    {"opponent_into_FD",
     "An opponent brought into FD this bound or last: +2 attack, +1 defence.",
     "Table 8"},
    {"fifty_percent_more", "Half as many figures again as the opponent.",
     "Table 8"},
    {"hundred_percent_more", "Twice the opponent's figures.", "Table 8"},
    {"two_hundred_percent_more", "Three times the opponent's figures.",
     "Table 8"},
    {"attack_against_hidden_target", "Attacking a target that was hidden.",
     "Table 8"},
    {"SD_LD", "Light disorder: -2 in attack and defence.", "Table 8, 5.2"},
    {"MD", "Medium disorder: defends at -4.", "Table 8, 5.3"},
    {"support_unit_or_soutien", "A support unit or soutien: +2.",
     "Table 8, 3.1.7, 4.3.1"},
    {"neighbour_unit", "A neighbour unit: +2.", "Table 8, 3.1.6"},
    {"engaging_commanding_officer", "A commanding officer in the melee.",
     "Table 8, Table 10"},
    {"valour", "Valour, -5 to +5, counts in melee.", "Table 8, 5.5.1"},
    {NULL, NULL, NULL},
};

/* One roll per firer serves all its parts (3.1.2); a defender attacked by
 * several rolls once (4.1.5). */
static const struct walk_dice fire_dice[] = {
    {"roll", "dice", DICE_ACTOR, false, "fires", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};
static const struct walk_dice melee_dice[] = {
    {"roll", "dice", DICE_ACTOR, false, "attacks", false},
    {"droll", "ddice", DICE_TARGET, false, "defends", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};

static const struct walk_helper fire_helpers[] = {
    {"neighbour", "neighbour unit", "3.1.6"},
    {"support", "support unit", "3.1.7"},
    {NULL, NULL, NULL},
};

const struct ruleset_teach teach_belle_alliance = {
    .fire_helpers = fire_helpers,
    .split_section = "3.1.2",
    .guns_section = "3.1.1",
    .common_section = "3.1.5",
    .fire_dice = fire_dice,
    .melee_dice = melee_dice,
    .fire_dice_teach = "One roll per firer serves all its parts (3.1.2). Loss "
		       "index = roll + loss factors; morale index = loss "
		       "index + morale factors (Table 12).",
    .melee_dice_teach = "Each side rolls; its total is roll + its Table 8 "
			"factors; the lower total loses (4.1.3). A defender "
			"attacked by several rolls once (4.1.5).",
    .states = states,
    .rules = rules,
    .keys = keys,
    .demo_note = "Demo: La Haye Sainte, 18 June 1815. Select F27 (j/k) and "
		 "press f to fire at L54; Cuir6 and m for a melee against "
		 "KGL5. ? shows every key.",
};
