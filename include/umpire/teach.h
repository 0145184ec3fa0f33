/* teach.h - what a ruleset says in words: its states spelled out with
 * their consequence, and a short paraphrase of each rule section, check
 * and factor for teaching mode. Data of the ruleset (src/rules/<name>/
 * teach.c), reached through its descriptor (struct ruleset .teach); the
 * front ends name no ruleset. */
#ifndef UMPIRE_TEACH_H
#define UMPIRE_TEACH_H

#include <stdbool.h>
#include <stddef.h>

struct game;
struct strbuf;

/* A state of a unit, spelled out. */
struct state_word {
	const char *name;	 /* as records write it: "MD" */
	const char *long_name;	 /* "Medium Disorder" */
	const char *consequence; /* "it may not fire or attack until rallied" */
	const char *section;	 /* "3.1.1, 4.1.1" */
	const char *becomes;	 /* "falls into"; NULL: "is now" */
};

/* A paraphrase: of a rule section ("3.1.3", "Table 8") or of a check or
 * factor key ("arc", "zone2"). */
struct teach_text {
	const char *key;
	const char *text;
	const char *section; /* for keys: the section it paraphrases */
};

/* A roll a walkthrough asks for: the key of its total and of its dice
 * ("roll", "dice"; dice_key NULL: a total only), whose roll it is, and
 * whether a unit rolls once for all its parts (3.1.2 split fire, 4.1.5
 * several attackers) or once per part (an opposed roll per fire). */
enum dice_for { DICE_ACTOR, DICE_TARGET };
struct walk_dice {
	const char *roll_key, *dice_key;
	enum dice_for who;
	bool per_part;
	const char *what; /* "fires", "morale, if beaten" */
	/* Only on the first part at each target (a charge's principal
	 * rolls for all the charges on its target). */
	bool principal;
};

/* A unit that takes part in a ruling without being its firer or target,
 * named on the declaration as KEY=UNIT (3.1.6 neighbour, 3.1.7 support):
 * the walkthrough offers to pick one from the firer's side. */
struct walk_helper {
	const char *key;     /* "neighbour" */
	const char *what;    /* "neighbour unit" */
	const char *section; /* "3.1.6" */
};

/* The acts of act_line below. */
enum unit_act {
	UNIT_ACT_ATTACK, /* declare an attack (a charge) */
	UNIT_ACT_FLEE,	 /* a flight: ordered, again, or its move */
	UNIT_ACT_RALLY,	 /* stop a routed unit fleeing */
	UNIT_ACT_MORALE, /* a morale test on its own */
	UNIT_ACT_PAY	 /* pay for an act (a move, a pivot...) */
};

struct ruleset_teach {
	const struct state_word *states; /* name-NULL terminated */
	const struct teach_text *rules;	 /* by section; key-NULL terminated */
	const struct teach_text *keys;	 /* by check/factor key */
	/* The dice of a fire and of a melee (roll_key-NULL terminated). */
	const struct walk_dice *fire_dice, *melee_dice;
	/* Helpers of a fire and of a melee (key-NULL terminated, or NULL). */
	const struct walk_helper *fire_helpers, *melee_helpers;
	/* Sections the walkthrough cites (NULL: none in these rules): a
	 * firer sharing its figures among parts (split fire), the guns of
	 * an artillery firer, several firers at one target. */
	const char *split_section, *guns_section, *common_section;
	/* What the dice do, for teaching at the dice step. */
	const char *fire_dice_teach, *melee_dice_teach;
	/* The note the TUI opens its demo scenario with (the scenario is
	 * data/scenarios/demo-<ruleset>.cmd). */
	const char *demo_note;
	/* The word for a melee in the walkthrough's title ("Charge"; NULL:
	 * "Melee"). */
	const char *melee_title;
	/* For the status line: whose turn it is and what is left of it
	 * ("British moving, PIPs left: 3rd 2"); appends to sb, nothing
	 * when no turn order is kept. NULL: none. */
	void (*turn_words)(const struct game *, struct strbuf *);
	/* The `g` key: the command the current phase asks for, to finish
	 * and send on the `:` line ("deshake French Foy=": the die to
	 * type), given the selected unit (or NULL); NULL when the phase
	 * has none (the hint says what does it). Caller frees. */
	char *(*phase_line)(const struct game *, const char *selected);
	/* What the current phase asks for, in words, for the hint when
	 * phase_line has no line ("f: each unit with a Firing marker
	 * fires"); NULL: nothing. */
	const char *(*phase_hint)(const struct game *);
	/* A unit's own acts in a turn, each on a key of the TUI (docs/
	 * tui.md): the command for act `act` of the selected unit, to
	 * finish and send on the `:` line ("charge Kell vs RHA", "flee
	 * Foy", "pip Foy rally"); NULL when it has none now, with *why
	 * saying why (static text). Caller frees. NULL hook: no such acts. */
	char *(*act_line)(const struct game *, const char *selected,
			  enum unit_act act, const char **why);
	/* A melee whose principal rolls for every attack on its target
	 * (walk_dice.principal): the unit whose declared attack on target
	 * carries those dice, copied to actor (UM_NAME_MAX + 1 bytes);
	 * false when none is declared (the walk's first part at the target
	 * carries them). NULL: always the walk's first part. */
	bool (*melee_principal)(const struct game *, const char *target,
				char *actor);
	/* Whether a melee will use the roll roll_key (of melee_dice) when
	 * actor (for a principal roll: the principal) attacks target: the
	 * walk asks for no die the rules do not use. NULL: every roll. */
	bool (*melee_dice_wanted)(const struct game *, const char *roll_key,
				  const char *actor, const char *target);
	/* The dice of the melee roll roll_key when they are not the game's
	 * (a flight's "2d6"); NULL, or a NULL hook: the game's dice. */
	const char *(*melee_roll_dice)(const char *roll_key);
};

/* The state spelled out, or NULL. */
const struct state_word *teach_state(const struct game *, const char *name);
/* The paraphrase of a rule section as records cite it ("3.1.3 T13",
 * "tableNN-NAME.csv"), or NULL. */
const char *teach_rule_text(const struct game *, const char *rule);
/* The paraphrase of a check or factor key ("zone2" matches "zone"), with
 * its section in *section; NULL when the ruleset has none. */
const char *teach_key_text(const struct game *, const char *key,
			   const char **section);

/* A result record (`RESULT kind=fire target=L54 loss=4 ...`) in words:
 * "L54 loses 4 figures (36 -> 32) and falls into Light Disorder: ...".
 * States are spelled out with their consequence the first time (bit i of
 * *seen: state i of the ruleset already spelled out; NULL: always);
 * provisional results say so. A PURSUE record (a charge's follow-up)
 * says who pursues whom how far. Appends to sb; false if the record is no
 * result. */
struct record;
bool record_result_words(const struct game *, const struct record *,
			 unsigned *seen, struct strbuf *sb);
/* The same from a record's text form (record_parse). */
bool result_words(const struct game *, const char *record, unsigned *seen,
		  struct strbuf *sb);

struct out;
/* The results among o's lines from `from` on, in words (result_words, its
 * states spelled out the first time in this explanation), appended to
 * g's explanation as human lines "  = ...": `explain` then says what
 * happened in words after the steps; the records do not change. */
void explain_result_words(struct game *, const struct out *o, size_t from);

#endif
