/* teach.c - the activation rules (seed 001, sections 54-55) in words:
 * states, sections, checks and factors, and the one roll a fire asks for.
 * Resolution is a provisional table (docs/activation.md). */
#include <stddef.h>

#include "umpire/teach.h"

static const struct state_word states[] = {
    {"ok", "in good order",
     "it may fire once a turn: when activated, or unactivated to return "
     "fire when fired upon or at a charger",
     "54", "becomes"},
    {"routing", "Routing",
     "it may not fire, except in the turn it began routing or, being "
     "rallied, to return fire",
     "55.6", "becomes"},
    {"broken", "Broken", "it may not fire, except in the turn it broke", "55.6",
     "becomes"},
    {NULL, NULL, NULL, NULL, NULL},
};

static const struct teach_text rules[] = {
    {"54",
     "Only an activated artillery or infantry unit fires, once a turn, "
     "at a target within 45 degrees of straight ahead along a clear line "
     "of fire; a unit fired upon or charged may answer once without "
     "activation.",
     NULL},
    {"55.1", "A unit may not fire if firing would exceed its movement.", NULL},
    {"55.2", "Mounted cavalry may not fire; dismounted cavalry may.", NULL},
    {"55.3", "A charging or countercharging unit may not fire.", NULL},
    {"55.4", "A unit fighting a melee may not fire.", NULL},
    {"55.5", "No fire at a unit engaged in melee.", NULL},
    {"55.6",
     "A routing or broken unit may not fire, except in the turn it "
     "became so.",
     NULL},
    {"55.7", "A unit crossing a river or stream may not fire.", NULL},
    {"55.8", "No fire at an enemy within 5 cm of a friendly unit.", NULL},
    {"provisional",
     "The seed gives no resolution: a provisional table stands in for "
     "it (docs/activation.md).",
     NULL},
    {NULL, NULL, NULL},
};

static const struct teach_text keys[] = {
    {"activated",
     "Only an activated unit fires (return fire and fire at chargers "
     "excepted).",
     "54"},
    {"once", "A unit fires at most once a turn.", "54"},
    {"arc", "The target must be within 45 degrees of straight ahead.", "54"},
    {"los",
     "The line of fire, a base or half the frontage wide, must be clear.",
     "54"},
    {"enemy", "The target must be an enemy.", "54"},
    {"target", "The target must be a unit on the table.", "54"},
    {"firer", "A unit destroyed by fire does not fire.", "54"},
    {"facing_firer", "Return fire only when facing the firer.", "54"},
    {"exceeds_movement", "Firing may not exceed the movement allowance.",
     "55.1"},
    {"mounted", "Mounted cavalry may not fire.", "55.2"},
    {"charging", "A charging unit may not fire.", "55.3"},
    {"in_melee", "A unit in melee may not fire.", "55.4"},
    {"target_in_melee", "No fire at a unit in melee.", "55.5"},
    {"state", "A routing or broken unit may not fire.", "55.6"},
    {"crossing_river", "A unit crossing a river may not fire.", "55.7"},
    {"friendly_within_5cm", "No fire at an enemy within 5 cm of a friend.",
     "55.8"},
    {"range", "The range band of the provisional table.", "provisional"},
    {"morale", "The firer's morale rating in the provisional table.",
     "provisional"},
    {NULL, NULL, NULL},
};

static const struct walk_dice fire_dice[] = {
    {"roll", NULL, DICE_ACTOR, true, "fires", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};

const struct ruleset_teach teach_activation = {
    .states = states,
    .rules = rules,
    .keys = keys,
    .fire_dice = fire_dice,
    .fire_dice_teach = "One die per fire, read on the provisional "
		       "resolution table (docs/activation.md).",
    .melee_dice = NULL,
    .demo_note = "Demo (activation): select Gren (j/k) and press f to fire "
		 "at Fus; Drag is not activated: e, then activated=yes in "
		 "more keys. ? shows every key.",
};
