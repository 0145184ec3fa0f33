/* cmdtable.c - the command table (spec §2): one row per command, each
 * pointing at its handler, so this file sits above every handler; and
 * session_new, the session that runs this table (session.c runs whatever
 * table it is given). */
#include <string.h>

#include "bound.h"
#include "commands.h"
#include "group.h"
#include "journal.h"
#include "sector.h"
#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"
#include "umpire/view.h"

#include "example.h"
#include "oob.h"
#include "query.h"

/* The command table: one row per command (spec §2, plus extensions). */
const struct cmd_entry cmd_table[] = {
    {"ruleset", NULL, "ruleset NAME",
     "Choose the ruleset (`ruleset` alone lists them). Only before the "
     "first unit is added.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_ANY_TABLES | CMD_BY_NAME, cmd_ruleset},
    {"game", NULL,
     "game [units=cm|in] [close=HH:MM] [last_bound=N] [SETTING=VALUE...]",
     "Set the measurement unit of coordinates and distances, when the "
     "room closes and the scenario's last bound (for the pace of play), "
     "or a game setting that overrides the ruleset's settings.csv; `game` "
     "alone shows them.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_SHOWS_BARE | CMD_BY_NAME, cmd_game},
    {"unit add", NULL,
     "unit add NAME side=S arm=infantry|cavalry|artillery figures=N "
     "[key=value...]",
     "Add a unit to the roster. `help unit` lists every key.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_unit_add},
    {"unit set", NULL, "unit set NAME key=value...",
     "Change a unit's attributes; moving it is unit set NAME x=.. y=.. "
     "facing=..",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_unit_set},
    {"unit remove", NULL, "unit remove NAME", "Remove a unit.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_unit_remove},
    {"unit move", NULL,
     "unit move NAME[,NAME...]|brigade=B [forward=D] [back=D] [left=D] "
     "[right=D] [turn=DEG] [wheel=DEG pivot=left|right] [to=X,Y]",
     "Move units relative to where they stand, steps in the order given: "
     "along their facing, turned about their centre, wheeled as one body "
     "about the front corner, or to a point. Each NAME is a unit or a "
     "brigade (a unit also in a brigade named moves once). "
     "Prints a MOVE record with the distance moved. One move is one undo.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_unit_move},
    {"unit show", NULL, "unit show NAME",
     "One unit in detail: every key, its state, losses so far, what it did "
     "this bound, the enemies it may fire at or attack now, and every "
     "ruling of this game it took part in (UNIT, DETAIL, RULING).",
     0, cmd_unit_detail},
    {"unit", NULL, "unit NAME", "Show one unit and every key it accepts.", 0,
     cmd_unit_show},
    {"units", NULL, "units [side=S]", "List the roster, one UNIT line each.", 0,
     cmd_units},
    {"group add", NULL, "group add NAME UNIT...",
     "Make a named group of units (a brigade): sets brigade=NAME on each; "
     "a unit in another group leaves it. NAME then stands for its units in "
     "fire, check fire, factors, scan, unit move and cancel.",
     CMD_CHANGES | CMD_GAMEFILE, group_add},
    {"group remove", NULL, "group remove NAME [UNIT...]",
     "Take units out of a group (clears their brigade=), or the whole "
     "group.",
     CMD_CHANGES | CMD_GAMEFILE, group_remove},
    {"group list", NULL, "group list",
     "The groups (brigades), one GROUP line each with its units.", 0,
     group_list},
    {"terrain add", NULL,
     "terrain add NAME kind=wood|building|hill|cover|river|obstacle "
     "points=x,y;x,y;... [level=N] [class=I|II|III] [blocks=yes|no]",
     "Add a terrain polygon. level= is a hill's layer; class= (cover "
     "class) is required for cover and, for wood and building, replaces "
     "the ruleset's cover setting.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_terrain_add},
    {"terrain remove", NULL, "terrain remove NAME", "Remove a terrain piece.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_terrain_remove},
    {"terrain", NULL, "terrain", "List the terrain, one TERRAIN line each.", 0,
     cmd_terrain_list},
    {"check fire", NULL, "check fire A|BRIGADE at T [key=value...]",
     "Eligibility only, no state change: CHECK lines then ELIGIBLE (for "
     "each battalion of a brigade).",
     0, cmd_check_fire},
    {"check melee", NULL, "check melee A vs D [key=value...]",
     "Eligibility of an attack only, no state change: CHECK lines then "
     "ELIGIBLE.",
     0, cmd_check_melee},
    {"example", NULL, "example [list|NAME|FILE]",
     "List the book's worked examples, or run one step by step with "
     "teaching, the book's result beside the program's (the game in play "
     "is not touched).",
     0, cmd_example},
    {"print", NULL, "print [FILE]",
     "A one-page plain-text sheet of every unit and the quick reference of "
     "the current phase (tables in play, provisional values marked *), to "
     "FILE or the screen: the paper fallback.",
     0, cmd_print},
    {"factors", NULL,
     "factors fire A|BRIGADE at T [key=value...] | factors melee A vs D "
     "[...]",
     "The FACTOR records a ruling would count, without dice or change "
     "(the walkthrough's factor step).",
     0, cmd_factors},
    {"scan", NULL, "scan SIDE|BRIGADE",
     "For every unit of SIDE (or of a brigade), each enemy it may fire at "
     "now, with range and zone.",
     0, cmd_scan},
    {"measure", NULL, "measure A B",
     "The ruler: distance, bearing, which side of A holds B, the arc of "
     "fire and the line of sight with what blocks it (between units the "
     "same decision as check fire). A and B: a unit, a terrain piece or "
     "a point X,Y.",
     0, cmd_measure},
    {"fire", NULL, "fire A|BRIGADE at T [key=value...]",
     "Declare a fire. Declaring A twice is split fire, where the "
     "ruleset has it. A brigade (unit key brigade=) declares each of its "
     "battalions that may fire, each on its own; UNIT.key=value answers "
     "one battalion, battalions=A,B picks some (docs/brigades.md).",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES | CMD_BY_NAME, cmd_fire},
    {"melee", NULL, "melee A vs D [key=value...]", "Declare an attack.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES | CMD_BY_NAME, cmd_melee},
    {"declared", NULL, "declared",
     "List what is declared and waiting for resolve.", 0, cmd_declared},
    {"cancel", NULL, "cancel A|BRIGADE [at|vs T]",
     "Withdraw a declaration before resolve (a brigade's: each of its "
     "battalions').",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES | CMD_BY_NAME, cmd_cancel},
    {"resolve", NULL, "resolve",
     "Resolve everything declared, apply losses and state changes, print "
     "results.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME_RESOLVE, cmd_resolve},
    {"odds", NULL, "odds",
     "Exact distribution of outcomes of what is declared, over every dice "
     "result; no state change.",
     0, cmd_odds},
    {"bound next", "turn next", "bound next [force=yes]",
     "Start the next bound (turn): clear per-bound bookkeeping. Refused "
     "while a decision is open (see bound) unless force=yes.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_bound_next},
    {"bound", "turn", "bound [side=S]",
     "The bound at a glance: each unit's targets it may fire at or attack "
     "now, whether it fired, attacked, moved or has declared, its state; "
     "and every decision still open (BOUND, BOUNDUNIT, DECISION records).",
     0, cmd_bound},
    {"phase", NULL, "phase NAME", "Move to a phase of the bound.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_BY_NAME, cmd_phase},
    {"undo", NULL, "undo [ruling]",
     "Revert the last command that changed state; `undo ruling`: the last "
     "resolve and the declarations it resolved, together.",
     CMD_GAMEFILE | CMD_SESSION | CMD_REWRITES | CMD_ANY_TABLES, cmd_undo},
    {"redo", NULL, "redo",
     "Put back what the last undo took back (a ruling's lines together), "
     "as they ran, every die as before; until another change.",
     CMD_GAMEFILE | CMD_SESSION | CMD_REWRITES | CMD_ANY_TABLES, cmd_redo},
    {"history", NULL, "history",
     "The effective commands, numbered: one HIST record each (bound, "
     "phase, the command, a ruling's result, amendments).",
     CMD_SESSION | CMD_ANY_TABLES, cmd_history},
    {"amend", NULL, "amend N [COMMAND...] [drop=N,...] [dry=yes]",
     "Replace command N (or drop it, with no COMMAND), replay what "
     "follows with its dice, print CHANGED units and RULING results; "
     "refused (INVALID records) when a later command no longer applies, "
     "unless drop= names it. dry=yes: print the same, change nothing.",
     CMD_GAMEFILE | CMD_SESSION | CMD_ANY_TABLES, cmd_amend},
    {"walk", NULL,
     "walk fire A [at T] | walk fire A,B at T | walk fire A at T1,T2 | "
     "walk fire BRIGADE [at T] | walk melee A [vs D]",
     "Walk a ruling step by step: the checks and factors with their "
     "sections, each question, the dice (typed, or r to roll), a preview, "
     "then the fire or melee lines written to the game file before the "
     "result is shown. Line mode and the TUI's `:walk` prompt for each "
     "answer; batch reads them from the lines that follow.",
     0, cmd_walk},
    {"explain", NULL, "explain",
     "The step-by-step explanation of the last resolution, with rule "
     "sections.",
     0, cmd_explain},
    {"report", NULL, "report [FILE] [format=md|html]",
     "The after-action report in Markdown: each ruling by bound and "
     "phase (firer, target, dice, factors, loss, morale), losses per side "
     "and unit, units removed or not in their fresh state; provisional "
     "results marked. Written atomically to FILE, or shown. FILE.html "
     "(or format=html): one HTML page with an SVG map of each bound.",
     0, cmd_report},
    {"tables export", NULL, "tables export DIR",
     "Write every table file of the ruleset as loaded, with the game's "
     "settings written into settings.csv, to the folder DIR (made if "
     "missing): --tables DIR reads them back unchanged.",
     0, cmd_tables_export},
    {"save", NULL, "save FILE", "Write the game to FILE atomically.",
     CMD_SESSION | CMD_ANY_TABLES, cmd_save},
    {"tables", NULL, "tables [load DIR|load embedded]",
     "The tables in play and where each comes from; `tables load DIR` "
     "plays on with DIR's tables from the next ruling (a journal record).",
     CMD_SESSION, cmd_tables},
    {"status", NULL, "status",
     "Ruleset, bound, phase, tables in use (STATUS record); with game "
     "close= or last_bound= the pace of play too (PACE record).",
     0, cmd_status},
    {"why", NULL, "why UNIT",
     "Every command of the game that changed UNIT, ruled on it or in "
     "which it fired or attacked, numbered as in history: bound, phase, "
     "the command, what changed, its fire, its losses and RESULT (WHY "
     "records).",
     0, cmd_why},
    {"losses", NULL, "losses [bound=N] [side=S] [unit=U]",
     "Figures lost, summed from the RESULT records: one LOSS record per "
     "unit, then LOSSES with the total.",
     0, cmd_losses},
    {"who", NULL, "who fired at UNIT [bound=N]",
     "Every fire at UNIT: firer, bound, phase, its roll and the result "
     "(FIRED records).",
     0, cmd_who},
    {"units import", NULL,
     "units import FILE [map=COL:KEY,...] [ratio=MEN:FIGURE] [dry=yes]",
     "Add the units of a roster (CSV or TSV with a header row; `,` `;` or "
     "TAB) as unit add commands, each journaled as if typed (a group column "
     "is the unit's brigade=, checked as group add checks it). "
     "Columns by key or alias (name|unit|id, side|army|nation, "
     "arm|type|branch, figures|strength, men with ratio=, "
     "brigade|division|corps); map=COL:KEY or COL:- for others. A bad "
     "row refuses the whole file, naming row and column. dry=yes prints "
     "the commands (docs/scenarios.md).",
     CMD_SESSION, cmd_units_import},
    {"units export", NULL, "units export FILE [fresh=yes]",
     "Write the roster with its state now (figures, state, losses, "
     "keys, groups) as CSV in the columns units import reads, cells safe "
     "in a spreadsheet; says what a re-import would not carry.",
     0, cmd_units_export},
    {"check table", NULL, "check table [side=S]",
     "Each unit's recorded position, facing and formation, side by side, "
     "to compare with the table at the start of a bound "
     "(POSITION records).",
     0, cmd_check_table},
    {"print labels", NULL, "print labels FILE",
     "A label per unit to stick on its base: name, side, a short "
     "description and a QR code of its name; FILE.html a printable page, "
     "else text.",
     0, cmd_print_labels},
    {"help", NULL, "help [COMMAND] | help format=md|man|tables-md",
     "Usage of every command, or of one; format= prints every ruleset's "
     "commands as the list in docs/commands.md or docs/umpire.1, or "
     "(tables-md) its tables and settings as in docs/tables.md.",
     CMD_ANY_TABLES, cmd_help},
    {"sector add", NULL, "sector add NAME UNIT|GROUP...",
     "Give units (or a group's units) to the sector of umpire NAME: with "
     "`umpire attach --as NAME` that umpire rules on them (docs/server.md); "
     "NAME chief gives them back to the chief.",
     CMD_CHANGES | CMD_GAMEFILE, sector_add},
    {"sector list", NULL, "sector list",
     "The sectors, one SECTOR line each with its units.", 0, sector_list},
    {"notice", NULL, "notice TEXT...",
     "A message to every umpire attached to the game (docs/server.md), "
     "kept in the journal.",
     CMD_CHANGES | CMD_GAMEFILE, sector_notice},
    {"views", NULL, "views [qr=no]",
     "The addresses of the live views `umpire serve` is serving of this "
     "game (VIEW records: table, umpire, each side), each with its QR "
     "code; or the command that starts them (docs/views.md).",
     0, view_cmd},
};
const size_t cmd_table_len = UM_ARRLEN(cmd_table);

const struct cmd_entry *
cmd_find(const struct ruleset *rs, const struct args *a, size_t *nwords)
{
	const struct cmd_set all = {cmd_table, cmd_table_len};
	return cmd_find_in(&all, rs, a, nwords);
}

struct session *
session_new(const struct session_opts *o, char **err)
{
	const struct cmd_set all = {cmd_table, cmd_table_len};
	struct session *s = session_create(o, &all, err);
	if (s) /* opening folds its amendments (amend.c) */
		s->h.catch_up = amend_catch_up;
	return s;
}
