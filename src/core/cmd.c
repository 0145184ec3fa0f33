/* cmd.c - tokenizer, argument access, and the command table (spec §2). */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "bound.h"
#include "commands.h"
#include "group.h"
#include "sector.h"
#include "umpire/suggest.h"
#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"
#include "umpire/view.h"

/* example.c, print.c: example and print (rows below). */
#include "example.h"
#include "oob.h"
#include "query.h"

void
args_free(struct args *a)
{
	for (size_t i = 0; i < a->nword; i++)
		free(a->word[i]);
	free(a->word);
	kv_free_array(a->kv, a->nkv);
	free(a->used);
	memset(a, 0, sizeof *a);
}

/* Read one token starting at *pp into tok (room for the rest of the
 * line), ending it with '\0'; quotes may appear anywhere in it and group
 * spaces. Sets *eq where an unquoted '=' split key and value. */
static int
next_token(const char **pp, char *tok, size_t *eq, char **err)
{
	const char *p = *pp;
	bool quoted = false;
	size_t n = 0;
	*eq = (size_t)-1;
	for (;;) {
		char c = *p;
		/* The line's own newline ends it: a quote still open there
		 * is unterminated, not a control character. */
		if (c == '\0' || ((c == '\n' || c == '\r') &&
				  p[strspn(p, "\r\n")] == '\0')) {
			if (quoted) {
				*err = um_xstrdup("unterminated quote: close "
						  "it with \"");
				return -1;
			}
			break;
		}
		if (!quoted && (c == ' ' || c == '\t' || c == '\r' ||
				c == '\n' || c == '#'))
			break;
		if (c == '"') {
			quoted = !quoted;
			p++;
			continue;
		}
		if (quoted && c == '\\' && (p[1] == '"' || p[1] == '\\')) {
			tok[n++] = p[1];
			p += 2;
			continue;
		}
		if ((unsigned char)c < 0x20 && c != '\t') {
			*err = um_xstrdup("control character in the line; "
					  "only printable text is allowed");
			return -1;
		}
		if (!quoted && c == '=' && *eq == (size_t)-1)
			*eq = n;
		tok[n++] = c;
		p++;
	}
	tok[n] = '\0';
	*pp = p;
	return 0;
}

int
cmd_parse(const char *line, struct args *a, char **err)
{
	memset(a, 0, sizeof *a);
	size_t len = strlen(line);
	/* A comment line may be as long as a game file's line (16 KiB,
	 * docs/game-files.md); a command at most CMD_LINE_MAX. */
	if (len > CMD_LINE_MAX && line[strspn(line, " \t")] != '#') {
		*err = um_xasprintf("line longer than %d characters",
				    CMD_LINE_MAX);
		return -1;
	}
	long bad = um_utf8_bad(line);
	if (bad >= 0) {
		*err =
		    um_xasprintf("byte 0x%02x at column %ld is not UTF-8 "
				 "text; write the line in UTF-8",
				 (unsigned)(unsigned char)line[bad], bad + 1);
		return -1;
	}
	size_t capw = 0, capkv = 0;
	/* A token is never longer than the line: most lines fit the stack. */
	char small[512];
	char *tok = len < sizeof small ? small : um_xmalloc(len + 1);
	const char *p = line;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '\0' || *p == '#')
			break;
		size_t eq;
		if (next_token(&p, tok, &eq, err) < 0)
			goto fail;
		if (a->nword + a->nkv >= CMD_TOKENS_MAX) {
			*err = um_xasprintf("more than %d tokens on one line",
					    CMD_TOKENS_MAX);
			goto fail;
		}
		if (eq != (size_t)-1) {
			char *key = um_xstrndup(tok, eq);
			if (!um_is_ident(key, 64)) {
				*err = um_xasprintf(
				    "\"%s\" is not a key: keys are letters, "
				    "digits, _ - . followed by =",
				    key[0] ? key : "=");
				free(key);
				goto fail;
			}
			for (size_t i = 0; i < a->nkv; i++)
				if (strcmp(a->kv[i].key, key) == 0) {
					*err = um_xasprintf(
					    "key %s given twice; give each key "
					    "once",
					    key);
					free(key);
					goto fail;
				}
			um_grow((void **)&a->kv, &capkv, a->nkv + 1,
				sizeof *a->kv);
			a->kv[a->nkv].key = key;
			a->kv[a->nkv].val = um_xstrdup(tok + eq + 1);
			a->nkv++;
		} else {
			um_grow((void **)&a->word, &capw, a->nword + 1,
				sizeof *a->word);
			a->word[a->nword++] = um_xstrdup(tok);
		}
	}
	a->used = um_xcalloc(a->nkv ? a->nkv : 1, sizeof *a->used);
	if (tok != small)
		free(tok);
	return 0;
fail:
	if (tok != small)
		free(tok);
	args_free(a);
	return -1;
}

/* v as out_quote() writes it, added to sb without a copy when it needs no
 * quotes (the journal line of every command is formatted here). */
static void
add_quoted(struct strbuf *sb, const char *v)
{
	bool plain = *v != '\0';
	for (const char *p = v; *p && plain; p++)
		if (*p == ' ' || *p == '"' || *p == '#' || *p == '\t' ||
		    *p == '\\' || *p == '=' || (unsigned char)*p < 0x20)
			plain = false;
	if (plain) {
		sb_add(sb, v);
		return;
	}
	char *q = out_quote(v);
	sb_add(sb, q);
	free(q);
}

char *
args_format(const struct args *a)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (size_t i = 0; i < a->nword; i++) {
		if (i)
			sb_addc(&sb, ' ');
		add_quoted(&sb, a->word[i]);
	}
	for (size_t i = 0; i < a->nkv; i++) {
		sb_addc(&sb, ' ');
		sb_add(&sb, a->kv[i].key);
		sb_addc(&sb, '=');
		add_quoted(&sb, a->kv[i].val);
	}
	return sb_steal(&sb);
}

void
cmd_error_set(struct cmd_ctx *ctx, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	free(ctx->err);
	ctx->err = um_xvasprintf(fmt, ap);
	va_end(ap);
}

/* The one unit whose name is name but for case, or NULL (none, or
 * several). */
static struct unit *
unit_any_case(struct game *g, const char *name)
{
	struct unit *found = NULL;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || strcasecmp(u->name, name) != 0)
			continue;
		if (found)
			return NULL;
		found = game_unit(g, u->name);
	}
	return found;
}

struct unit *
cmd_unit_found(struct cmd_ctx *ctx, const char *name)
{
	struct unit *u = game_unit(ctx->g, name);
	/* A name typed in another case (f27 for F27) is the unit when only
	 * one matches; the line is corrected in place (same length), so the
	 * journal keeps the name as the roster has it. */
	if (u == NULL && name[0] && (u = unit_any_case(ctx->g, name)) != NULL &&
	    strcmp(u->name, name) != 0 && strlen(u->name) == strlen(name))
		memcpy((char *)(uintptr_t)name, u->name, strlen(name));
	return u;
}

struct unit *
cmd_unit(struct cmd_ctx *ctx, const char *name)
{
	struct unit *u = cmd_unit_found(ctx, name);
	if (u == NULL)
		cmd_error_set(ctx,
			      "no unit named %s%s; `units` lists the roster",
			      name[0] ? name : "\"\"",
			      name[0] ? suggest_unit(ctx->g, name) : "");
	return u;
}

const char *
args_get(struct args *a, const char *key)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (a->kv[i].key[0] == key[0] &&
		    strcmp(a->kv[i].key, key) == 0) {
			a->used[i] = true;
			return a->kv[i].val;
		}
	return NULL;
}

bool
args_has(const struct args *a, const char *key)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (a->kv[i].key[0] == key[0] && strcmp(a->kv[i].key, key) == 0)
			return true;
	return false;
}

int
args_check_unused(struct cmd_ctx *ctx, struct args *a, const char *cmdname,
		  const char *allowed)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (!a->used[i])
			return cmd_error(
			    ctx, "%s: unknown key %s%s; allowed: %s", cmdname,
			    a->kv[i].key, suggest_in(a->kv[i].key, allowed),
			    allowed);
	return 0;
}

int
args_int(struct cmd_ctx *ctx, struct args *a, const char *key, long lo, long hi,
	 long *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	if (!um_parse_int(v, lo, hi, out))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is a whole "
				 "number from %ld to %ld",
				 key, v, key, lo, hi);
	return 1;
}

int
args_num(struct cmd_ctx *ctx, struct args *a, const char *key, double lo,
	 double hi, double *out)
{
	const char *v = args_get(a, key);
	double d;
	if (v == NULL)
		return 0;
	if (!um_parse_double(v, &d) || d < lo || d > hi) {
		char l[32], h[32];
		um_fmt_num(l, sizeof l, lo);
		um_fmt_num(h, sizeof h, hi);
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is a number "
				 "from %s to %s",
				 key, v, key, l, h);
	}
	*out = d;
	return 1;
}

int
args_bool(struct cmd_ctx *ctx, struct args *a, const char *key, bool *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	if (!um_parse_bool(v, out))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is one of "
				 "yes|no|true|false|1|0",
				 key, v, key);
	return 1;
}

const char *
names_join(const char *const *names, const char *sep)
{
	static char buf[512];
	size_t off = 0;
	buf[0] = '\0';
	for (size_t i = 0; names[i]; i++) {
		int n = snprintf(buf + off, sizeof buf - off, "%s%s",
				 i ? sep : "", names[i]);
		if (n < 0 || (size_t)n >= sizeof buf - off)
			break;
		off += (size_t)n;
	}
	return buf;
}

int
args_enum(struct cmd_ctx *ctx, struct args *a, const char *key,
	  const char *const *names, int *out)
{
	const char *v = args_get(a, key);
	if (v == NULL)
		return 0;
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], v) == 0) {
			*out = i;
			return 1;
		}
	return cmd_error(ctx, "%s=%s is not allowed%s; %s is one of %s", key, v,
			 suggest_in(v, names_join(names, "|")), key,
			 names_join(names, "|"));
}

const char *
ctx_setting(const struct cmd_ctx *ctx, const char *key)
{
	const char *v = kv_get(ctx->g->settings, ctx->g->nsettings, key);
	return v ? v : tableset_setting(ctx->tables, key);
}

struct dicespec
ctx_dice(const struct cmd_ctx *ctx)
{
	/* The typed dice setting (checked at load), else the ruleset's. */
	struct dicespec d = {3, 6};
	const struct settings *s = settings_get(ctx);
	int k = s ? settings_index(s->defs, "dice") : -1;
	if (k >= 0)
		return s->v[k].dice;
	const char *v = ctx_setting(ctx, "dice");
	if (v == NULL || !dicespec_parse(v, &d))
		dicespec_parse(ctx->g->rs->dice, &d);
	return d;
}

int
ctx_take_roll(struct cmd_ctx *ctx, struct args *a, const char *roll_key,
	      const char *dice_key, const struct dicespec *d, struct roll *out,
	      bool *given)
{
	const char *rs = args_get(a, roll_key);
	const char *ds = args_get(a, dice_key);
	char *err = NULL;
	if (rs != NULL || ds != NULL) {
		if (!roll_parse(d, roll_key, rs, dice_key, ds, out, &err)) {
			cmd_error(ctx, "%s", err);
			free(err);
			return -1;
		}
		if (given)
			*given = true;
		return 0;
	}
	if (given)
		*given = false;
	if (ctx->replay)
		return cmd_error(ctx,
				 "needs %s (the dice are written into "
				 "every journal line)",
				 dice_key);
	roll_dice(ctx->rng, d, out);
	char buf[64];
	roll_format_dice(out, buf, sizeof buf);
	sb_addf(ctx->journal_extra, " %s=%s", dice_key, buf);
	return 0;
}

/* The command table: one row per command (spec §2, plus extensions). */
const struct cmd_entry cmd_table[] = {
    {"ruleset", NULL, "ruleset NAME",
     "Choose the ruleset (`ruleset` alone lists them). Only before the "
     "first unit is added.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_ruleset},
    {"game", NULL,
     "game [units=cm|in] [close=HH:MM] [last_bound=N] [SETTING=VALUE...]",
     "Set the measurement unit of coordinates and distances, when the "
     "room closes and the scenario's last bound (for the pace of play), "
     "or a game setting that overrides the ruleset's settings.csv; `game` "
     "alone shows them.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_SHOWS_BARE, cmd_game},
    {"unit add", NULL,
     "unit add NAME side=S arm=infantry|cavalry|artillery figures=N "
     "[key=value...]",
     "Add a unit to the roster. `help unit` lists every key.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_unit_add},
    {"unit set", NULL, "unit set NAME key=value...",
     "Change a unit's attributes; moving it is unit set NAME x=.. y=.. "
     "facing=..",
     CMD_CHANGES | CMD_GAMEFILE, cmd_unit_set},
    {"unit remove", NULL, "unit remove NAME", "Remove a unit.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_unit_remove},
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
     CMD_CHANGES | CMD_GAMEFILE, cmd_terrain_add},
    {"terrain remove", NULL, "terrain remove NAME", "Remove a terrain piece.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_terrain_remove},
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
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES, cmd_fire},
    {"melee", NULL, "melee A vs D [key=value...]", "Declare an attack.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES, cmd_melee},
    {"declared", NULL, "declared",
     "List what is declared and waiting for resolve.", 0, cmd_declared},
    {"cancel", NULL, "cancel A|BRIGADE [at|vs T]",
     "Withdraw a declaration before resolve (a brigade's: each of its "
     "battalions').",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES, cmd_cancel},
    {"resolve", NULL, "resolve",
     "Resolve everything declared, apply losses and state changes, print "
     "results.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_resolve},
    {"odds", NULL, "odds",
     "Exact distribution of outcomes of what is declared, over every dice "
     "result; no state change.",
     0, cmd_odds},
    {"bound next", "turn next", "bound next [force=yes]",
     "Start the next bound (turn): clear per-bound bookkeeping. Refused "
     "while a decision is open (see bound) unless force=yes.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_bound_next},
    {"bound", "turn", "bound [side=S]",
     "The bound at a glance: each unit's targets it may fire at or attack "
     "now, whether it fired, attacked, moved or has declared, its state; "
     "and every decision still open (BOUND, BOUNDUNIT, DECISION records).",
     0, cmd_bound},
    {"phase", NULL, "phase NAME", "Move to a phase of the bound.",
     CMD_CHANGES | CMD_GAMEFILE, cmd_phase},
    {"undo", NULL, "undo [ruling]",
     "Revert the last command that changed state; `undo ruling`: the last "
     "resolve and the declarations it resolved, together.",
     CMD_GAMEFILE, NULL},
    {"redo", NULL, "redo",
     "Put back what the last undo took back (a ruling's lines together), "
     "as they ran, every die as before; until another change.",
     CMD_GAMEFILE, NULL},
    {"history", NULL, "history",
     "The effective commands, numbered: one HIST record each (bound, "
     "phase, the command, a ruling's result, amendments).",
     0, NULL},
    {"amend", NULL, "amend N [COMMAND...] [drop=N,...] [dry=yes]",
     "Replace command N (or drop it, with no COMMAND), replay what "
     "follows with its dice, print CHANGED units and RULING results; "
     "refused (INVALID records) when a later command no longer applies, "
     "unless drop= names it. dry=yes: print the same, change nothing.",
     CMD_GAMEFILE, NULL},
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
    {"save", NULL, "save FILE", "Write the game to FILE atomically.", 0, NULL},
    {"tables", NULL, "tables [load DIR|load embedded]",
     "The tables in play and where each comes from; `tables load DIR` "
     "plays on with DIR's tables from the next ruling (a journal record).",
     0, NULL},
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
     0, NULL},
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
     0, cmd_help},
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

static bool
entry_is(const struct cmd_entry *e, const char *name)
{
	/* The first letters inline first: every command of a replay walks
	 * the table. */
	return (e->name[0] == name[0] && strcmp(e->name, name) == 0) ||
	       (e->alias && e->alias[0] == name[0] &&
		strcmp(e->alias, name) == 0);
}

static const struct cmd_entry *
find_in(const struct cmd_entry *t, size_t n, const char *name)
{
	for (size_t i = 0; i < n && t[i].name; i++)
		if (entry_is(&t[i], name))
			return &t[i];
	return NULL;
}

const struct cmd_entry *
cmd_find(const struct ruleset *rs, const struct args *a, size_t *nwords)
{
	if (a->nword == 0)
		return NULL;
	const struct cmd_entry *extra = rs ? rs->commands : NULL;
	const struct cmd_entry *e;
	/* Two-word names first ("unit add" before "unit"). */
	if (a->nword >= 2) {
		/* As snprintf "%s %s" into 128 bytes, without printf: every
		 * command of a replay comes here. */
		char two[128];
		size_t l0 = strlen(a->word[0]), l1 = strlen(a->word[1]);
		size_t n0 = l0 < sizeof two - 1 ? l0 : sizeof two - 1;
		memcpy(two, a->word[0], n0);
		size_t n = n0;
		if (n < sizeof two - 1)
			two[n++] = ' ';
		size_t n1 = l1 < sizeof two - 1 - n ? l1 : sizeof two - 1 - n;
		memcpy(two + n, a->word[1], n1);
		two[n + n1] = '\0';
		e = find_in(cmd_table, cmd_table_len, two);
		if (e == NULL && extra)
			e = find_in(extra, (size_t)-1, two);
		if (e) {
			*nwords = 2;
			return e;
		}
	}
	e = find_in(cmd_table, cmd_table_len, a->word[0]);
	if (e == NULL && extra)
		e = find_in(extra, (size_t)-1, a->word[0]);
	if (e)
		*nwords = 1;
	return e;
}
