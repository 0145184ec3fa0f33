/* help.c - `?` (every key, by screen), the key hint on the bottom row,
 * and the teaching texts: what a rule section says, paraphrased, shown
 * beside each walkthrough step when teaching is on (--teach, t). The
 * reason why this case comes out as it does is the engine's own (the
 * reason field of its records and its teach lines). */
#include <stdlib.h>
#include <string.h>

#include "tui.h"
#include "umpire/util.h"

static const char *const help_text[] = {
    "=Everywhere",
    "?            this help (any key closes; arrows scroll)",
    ":            command line: any command of the language; Tab completes,",
    "             Up/Down history, ^R prefix search, Esc closes",
    "q            quit (asks when a walkthrough is half done); :quit too",
    "^L           redraw the screen",
    "t            teaching on/off: what each rule says and why",
    "*            mouse on/off (click a unit to select or pick it)",
    "#            Unicode (braille) or ASCII map",
    "=Roster and map",
    "j k, Up Down select a unit; Home End first, last",
    "/            select a unit by typing its name",
    "f            fire walkthrough with the selected unit as firer",
    "m            melee walkthrough with the selected unit as attacker",
    "a            add a unit (form with defaults)",
    "A            add a unit copied from the selected one",
    "e            edit the selected unit",
    "M            move the selected unit (type or nudge, Enter applies)",
    "D            remove the selected unit (asks)",
    "H J K L      pan the map (also Shift+arrows)",
    "+ -          zoom in, out;  0 fit the table;  . centre on the unit",
    "PgUp PgDn    scroll the log (back to the latest: PgDn or any command)",
    "d            what is declared;  R resolve it (asks)",
    "x            explain the last resolution",
    "u            undo the last change",
    "p            next phase;  N next bound (asks)",
    "=The bound",
    "b            bound panel: may fire/attack, done, open decisions",
    "i            unit detail: state, losses, targets, rulings this game",
    "n            nudge: arrows move a step along the facing, < > turn 15",
    "             degrees, [ ] step smaller/larger, u undo, n ends",
    "r ... r      ruler from the selected unit to the next selected one",
    "g            grid on/off;  N with a decision open names it (asks)",
    "=Walkthrough (fire or melee)",
    "pick         type a name or move with Up/Down, Enter picks; a click",
    "             on the map picks too. In the list of parts: + another",
    "             firer at the same target, s the same firer at another",
    "             target (split fire), x drop a part, a/t change one",
    "Up Down j k  move between checks, factors, dice",
    "y n          answer the question (or override the check/factor)",
    "digits Enter answer with a value (a range, a factor's value)",
    "x Delete     clear your answer: the program decides again",
    "Enter Right  next step;  Left Backspace: previous step",
    "r            dice step: roll for the selected side",
    "12 / 4,3,5   dice step: type the total or each die, Enter",
    "Enter        on the result: apply (the journal gets the lines)",
    "Esc          abandon the walkthrough (asks); nothing is applied",
    "=Unit form",
    "Tab Up Down  next/previous field;  Left Right or Space choose",
    "^U           clear the field;  ^R copy the last unit",
    "Enter        add or apply;  Esc cancel",
    "=Move mode",
    "arrows       nudge 1 (Shift: 5) east/west/north/south",
    "f b  F B     forward, back along the facing by 1 (5)",
    "< >  [ ]     turn 5 or 45 degrees",
    "Tab, digits  type x, y or facing;  Enter apply;  Esc cancel",
    "=Command line words of the TUI (not journaled)",
    "quit, save-screen FILE, save-log FILE, teach [on|off],",
    "mouse [on|off], ascii [on|off]",
};

int
help_lines(void)
{
	return (int)UM_ARRLEN(help_text);
}

void
help_draw(struct tui *t, struct rect r)
{
	tui_title(t, r, "Keys", "any key closes");
	for (int i = 0; i < r.h - 1; i++) {
		int k = t->help_top + i;
		if (k >= help_lines())
			break;
		const char *l = help_text[k];
		if (l[0] == '=')
			tui_put(t, r.y + 1 + i, r.x + 1, r.w - 2, R_TITLE,
				l + 1);
		else
			tui_put(t, r.y + 1 + i, r.x + 3, r.w - 4, R_NORMAL, l);
	}
}

const char *
help_hint(const struct tui *t)
{
	switch (t->mode) {
	case MODE_WALK:
		return "y/n answer  Enter next  Left back  t teach  Esc "
		       "abandon  ? keys";
	case MODE_FORM:
		return "Tab next field  </> choose  Enter apply  Esc cancel";
	case MODE_MOVE:
		return "arrows nudge  < > turn  Tab type  Enter apply  Esc "
		       "cancel";
	default:
		return "j/k select  f fire  m melee  a add  M move  : command  "
		       "? keys  q quit";
	}
}

/* What the rule sections say, paraphrased from the Belle Alliance digest
 * (../shared/rules). Keys are section numbers or table names as the
 * records cite them. */
static const struct {
	const char *rule;
	const char *text;
} teach_texts[] = {
    {"1.1.1", "A unit that fired in continued fire, or was passed "
	      "through this bound, may not fire again this bound."},
    {"1.3.3", "A skirmish line is linked to its soutien while one of its "
	      "figures is within 15 cm of it."},
    {"3.1.1", "Infantry and cavalry fire in units of 10 figures, one of "
	      "which may be as small as 3; artillery in units of 2 "
	      "gunners, one may be a single gunner. A unit in MD or FD may "
	      "not fire."},
    {"3.1.2", "A unit may split its fire in two parts at most; one roll "
	      "serves both, and a penalty applies unless both parts hit the "
	      "same target."},
    {"3.1.3", "The target must be inside the firer's arc of fire (30 "
	      "degrees out from the front corners, 45 for artillery), and "
	      "the line of fire from the point of fire to the point of "
	      "impact must be clear. Range is measured along that line."},
    {"3.1.4", "A friendly unit between firer and target needs a security "
	      "zone; a unit close behind the target may be hit too."},
    {"3.1.5", "Several fires at one target add their losses and round "
	      "once; the target takes the worst moral effect."},
    {"3.1.6", "A neighbour unit must be declared before fire is "
	      "resolved; one per bound."},
    {"3.1.7", "A support unit within reach must be declared before "
	      "fire is resolved."},
    {"3.1.8", "Fire striking a flank or the rear counts more, by the side "
	      "of the target the point of impact lies on."},
    {"3.1.9", "Fire along the length of a column (or of a line from its "
	      "flank) counts more."},
    {"3.3.1", "A skirmish line is a target of its own; it screens a unit "
	      "behind it from small arms, never from artillery."},
    {"3.4.1", "Artillery firing first at a target in zone 2 or 3 takes a "
	      "ranging penalty."},
    {"3.4.2", "Artillery fires over a unit only from one hill level "
	      "above it, with 10 cm each side (20 beyond a friend)."},
    {"3.4.3", "For moral factors from the figure difference, gunners "
	      "count five times."},
    {"3.4.4", "Canister loaded by order counts more but reaches only "
	      "zone 1."},
    {"4.1.1", "A unit attacks through its melee zone, as wide as its "
	      "front and 5 cm deep. Without an attack order, or in MD or FD, "
	      "it may not attack."},
    {"4.1.3", "Each side's total is its roll plus its Table 8 factors; "
	      "the lower total loses, the difference gives the moral "
	      "effect (Table 11)."},
    {"4.1.5", "A defender attacked by several units rolls once for all "
	      "of them."},
    {"4.1.8", "An attack into a flank or the rear counts more; files "
	      "beyond the opponent's front may overreach."},
    {"4.3.1", "A skirmish line linked to its soutien may choose to be "
	      "forced back; alone, only its figures within 15 cm count."},
    {"5.5.1", "Valour (-5 to +5) counts in melee; highly trained "
	      "marksmen fire better."},
    {"5.5.2", "Every 20% of the original figures lost costs a valour "
	      "point; below 3 figures a unit (not artillery) is removed."},
    {"5.5.3", "Two 1s on one roll leave a unit supplies for three more "
	      "rolls; without supplies it may not fire."},
    {"Table 6", "Fire factors for hand weapons: loss and moral columns."},
    {"Table 7", "Fire factors for artillery: loss and moral columns."},
    {"Table 8", "Melee factors: attack and defence columns; in a group "
		"only the largest counts."},
    {"Table 12", "Loss index = roll + loss factors gives the loss per "
		 "unit of fire; adding the moral factors gives the moral "
		 "effect."},
};

const char *
teach_rule(const char *rule)
{
	if (rule == NULL)
		return NULL;
	for (size_t i = 0; i < UM_ARRLEN(teach_texts); i++) {
		size_t n = strlen(teach_texts[i].rule);
		if (strncmp(rule, teach_texts[i].rule, n) == 0 &&
		    (rule[n] == '\0' || rule[n] == ' ' || rule[n] == ','))
			return teach_texts[i].text;
	}
	/* "table06" style references. */
	if (strncmp(rule, "table", 5) == 0) {
		int n = 0;
		for (const char *p = rule + 5; *p >= '0' && *p <= '9'; p++)
			n = n * 10 + (*p - '0');
		for (size_t i = 0; i < UM_ARRLEN(teach_texts); i++)
			if (strncmp(teach_texts[i].rule, "Table ", 6) == 0 &&
			    n == (int)strtol(teach_texts[i].rule + 6, NULL, 10))
				return teach_texts[i].text;
	}
	return NULL;
}
