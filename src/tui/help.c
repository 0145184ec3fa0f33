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
    "t T          teaching on/off: what each rule says and why (in a",
    "             walkthrough's list of parts, T; t changes the target)",
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
    "u            undo the last change; a whole ruling (walkthrough) at once",
    "p            next phase;  N next bound (asks)",
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
    "r R          dice step: roll the selected row; every empty row",
    "12 / 4,3,5   dice step: type the total or each die (442), Enter;",
    "             a bad value stays to be corrected (^U clears it)",
    "y n          on the result: open questions (continued advance)",
    "Enter        on the result: apply (the journal gets the lines)",
    "Esc          one step back, nothing lost; in the list of parts:",
    "             abandon the walkthrough (asks); nothing is applied",
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
		return "y/n answer  Enter next  Esc back  t teach  ? keys";
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
