/* ruleset.c - Grande Tactique: names, unit keys, UNIT fields, and the
 * dispatch to the procedures (procs.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

/* Its words (teach.c), reached through the descriptor. */
extern const struct ruleset_teach teach_grande_tactique;

#define gt_states gt_state_names
static const char *const gt_formations[] = {"line",	"square",     "column",
					    "limbered", "unlimbered", NULL};
static const struct formation_draw gt_formation_draw[] = {
    {SHAPE_LINE, NULL},		{SHAPE_SQUARE, NULL},	{SHAPE_COLUMN, NULL},
    {SHAPE_LIMBERED, "limber"}, {SHAPE_LINE, "unlimb"},
};
/* eager, shaken, routed, silenced. */
static const unsigned char gt_state_severity[] = {0, 1, 2, 3};
static const char *const gt_phases[] = {"de-shaking", "pip", "firing", "charge",
					NULL};

static int
gt_set_quality(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	static const char *const q[] = {"raw", "normal", "veteran", NULL};
	int i;
	if (unit_key_enum(ctx, "quality", v, q, &i) < 0)
		return -1;
	GT(u)->quality = i - 1;
	return 0;
}

/* A marker put on after the Firing Phase began fires from the next one
 * (Firing procedure: "in a state of firing at the start of the Firing
 * Phase"). */
static int
gt_set_firing(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	bool was = GT(u)->firing;
	if (unit_key_bool(ctx, "firing", v, &GT(u)->firing) < 0)
		return -1;
	if (GT(u)->firing && !was &&
	    GT_GAME(ctx->g)->fire_phase_bound == ctx->g->bound)
		GT(u)->marker_late_bound = ctx->g->bound;
	return 0;
}

/* Fleeing: "A general may not detach from a routed unit." */
static int
gt_set_general(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	bool on;
	if (unit_key_bool(ctx, "general", v, &on) < 0)
		return -1;
	if (!on && GT(u)->general && u->state == GT_ROUTED)
		return cmd_error(ctx,
				 "general=no: %s is routed and a general may "
				 "not detach from a routed unit (Fleeing); "
				 "rally it first (pip %s rally)",
				 u->name, u->name);
	GT(u)->general = on;
	return 0;
}

static int
gt_set_command(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (!um_is_ident(v, UM_NAME_MAX))
		return cmd_error(ctx,
				 "command=%s is not allowed; command is a "
				 "name of letters, digits, _ - .",
				 v);
	snprintf(GT(u)->command, sizeof GT(u)->command, "%s", v);
	return 0;
}

/* PIP Phase: "all of a corps' PIP dice are rolled together". */
static int
gt_set_corps(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (!um_is_ident(v, UM_NAME_MAX))
		return cmd_error(ctx,
				 "corps=%s is not allowed; corps is a name of "
				 "letters, digits, _ - .",
				 v);
	snprintf(GT(u)->corps, sizeof GT(u)->corps, "%s", v);
	return 0;
}

/* gt_unit_size reads whether artillery is horse artillery. */
static unsigned long
gt_shape_key(const struct unit *u)
{
	return GT(u)->horse;
}

/* A unit's base size from the settings by arm and formation (digest §9):
 * the typed base_* settings (2.5" x 1" should they not check). */
static int
gt_unit_size(const struct game *g, const struct unit *u, struct unit_shape *s)
{
	enum gt_setting k = GTS_BASE_INFANTRY;
	if (u->formation == GT_SQUARE)
		k = GTS_BASE_SQUARE;
	else if (u->arm == ARM_CAVALRY)
		k = GTS_BASE_CAVALRY;
	else if (u->arm == ARM_ARTILLERY)
		k = GT(u)->horse ? GTS_BASE_HORSE_ARTILLERY
				 : GTS_BASE_FOOT_ARTILLERY;
	double w = 2.5, d = 1;
	const struct settings *set = settings_for(g, g->tables);
	if (set != NULL) {
		w = set->v[k].d;
		d = set->v[k].d2;
	}
	s->width = w;
	s->depth = d;
	s->files = s->ranks = 1; /* how: said only when there is no size */
	return 0;
}

/* Answers beyond the table keys: the target's, the Morale Checks',
 * pursuit and flight dice, range and contact (docs/grande-tactique.md). */
static const char *const gt_answer_keys[] = {
    "troll=", "tdice=", "mroll=",   "mdice=", "tmroll=", "tmdice=",
    "droll=", "ddice=", "proll=",   "pdice=", "fdice=",	 "groll=",
    "gdice=", "range=", "contact=", NULL};

static const struct unit_key gt_keys[] = {
    UNIT_KEY_SET("quality", "raw|normal|veteran", gt_set_quality),
    UNIT_KEY_SET("firing", "yes|no", gt_set_firing),
    UNIT_KEY_SET("general", "yes|no", gt_set_general),
    UNIT_KEY_BOOL("horse", struct gt_unit, horse),
    UNIT_KEY_ENUM("ground", struct gt_unit, ground, gt_ground_names,
		  "auto|open|upslope|bua|linear|redoubt"),
    UNIT_KEY_SET("command", "NAME", gt_set_command),
    UNIT_KEY_SET("corps", "NAME", gt_set_corps),
    UNIT_KEY_INT("arrives", struct gt_unit, arrives, 0, 9999, "0..9999",
		 "the turn a reinforcement arrives (0: none)"),
    /* Victory: Unit Points were not recovered (M7), the umpire types them;
     * what became of the unit (victory.c). */
    UNIT_KEY_INT("up", struct gt_unit, up, 1, 9999, "1..9999",
		 "Unit Points from 1 to 9999"),
    UNIT_KEY_ENUM("fate", struct gt_unit, fate, gt_fate_names,
		  "table|destroyed|fled|withdrawn|not_arrived"),
    {0},
};

static void
gt_unit_defaults(struct unit *u)
{
	GT(u)->fled_bound = UM_NEVER;
	GT(u)->charged_bound = UM_NEVER;
	GT(u)->fired_bound = UM_NEVER;
	GT(u)->marker_late_bound = UM_NEVER;
	GT(u)->free_pip_bound = UM_NEVER;
	GT(u)->pip_move_bound = UM_NEVER;
}

static void
gt_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	(void)g;
	static const char *const q[] = {"raw", "normal", "veteran"};
	rec_str(r, "quality", q[GT(u)->quality + 1]);
	rec_bool(r, "firing", GT(u)->firing);
	if (GT(u)->general)
		rec_bool(r, "general", 1);
	if (GT(u)->horse)
		rec_bool(r, "horse", 1);
	if (GT(u)->ground)
		rec_str(r, "ground", gt_ground_names[GT(u)->ground]);
	if (GT(u)->command[0])
		rec_str(r, "command", GT(u)->command);
	if (GT(u)->corps[0])
		rec_str(r, "corps", GT(u)->corps);
	if (GT(u)->arrives)
		rec_int(r, "arrives", GT(u)->arrives);
	if (GT(u)->up)
		rec_int(r, "up", GT(u)->up);
	if (GT(u)->fate)
		rec_str(r, "fate", gt_fate_names[GT(u)->fate]);
}

/* `print`: the F flag of the paper sheet. */
static bool
gt_unit_fired(const struct game *g, const struct unit *u)
{
	(void)g;
	return GT(u)->firing; /* the Firing marker */
}

static bool
has_decl(const struct game *g, enum decl_kind kind)
{
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == kind)
			return true;
	return false;
}

/* The fires resolved, the charges kept for the Charge Phase. */
static void
drop_fire_decls(struct game *g)
{
	size_t k = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		if (g->decls[i].kind == DECL_FIRE) {
			decl_free(&g->decls[i]);
			continue;
		}
		g->decls[k++] = g->decls[i];
	}
	g->ndecls = k;
}

/* Firing Phase before Charge Phase (Sequence of Play): fires in the
 * order declared, then charges, on one running state; nothing changes
 * unless every die needed is there. */
static int
gt_resolve(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi)
		return cmd_error(ctx, "usage: resolve [no_target=UNIT,...]");
	struct game *g = ctx->g;
	if (gt_fire_phase_gate(ctx, a, false) < 0)
		return -1;
	/* With the Sequence of Play, a resolve in the Firing Phase while a
	 * charge still waits for its dice (rolled in the Charge Phase,
	 * never unasked: Charging) settles the fires only; the charges
	 * wait for the Charge Phase's resolve. */
	char who[UM_NAME_MAX + 1], whom[UM_NAME_MAX + 1];
	const char *die;
	bool fires_only = !gt_sequence_free(ctx) && g->phase < GT_PH_CHARGE &&
			  has_decl(g, DECL_FIRE) &&
			  gt_charge_die_needed(g, who, whom, &die);
	struct gt_dyn *dyn = um_xcalloc(g->nunits + 1, sizeof *dyn);
	for (size_t i = 0; i < g->nunits; i++)
		gt_dyn_of(&g->units[i], &dyn[i]);
	struct gt_dyn *dry = um_xcalloc(g->nunits + 1, sizeof *dry);
	memcpy(dry, dyn, g->nunits * sizeof *dry);
	if (gt_fire_resolve(ctx, dry, true, NULL) < 0 ||
	    (!fires_only && gt_charge_resolve(ctx, dry, true, NULL) < 0)) {
		free(dry);
		free(dyn);
		return -1;
	}
	free(dry);
	/* The Firing Phase begins: markers with no target come off. */
	gt_fire_phase_gate(ctx, a, true);
	for (size_t i = 0; i < g->nunits; i++)
		gt_dyn_of(&g->units[i], &dyn[i]);
	struct explain xp = {.indent = "  "};
	int rc = gt_fire_resolve(ctx, dyn, false, &xp), waiting = 0;
	if (rc == 0 && !fires_only) {
		waiting = gt_charge_resolve(ctx, dyn, false, &xp);
		rc = waiting < 0 ? -1 : 0;
	}
	if (rc == 0) {
		for (size_t i = 0; i < g->nunits; i++)
			gt_dyn_store(ctx, &g->units[i], &dyn[i]);
		gt_fire_commit(ctx);
		if (fires_only) {
			drop_fire_decls(g);
			out_text(ctx->out,
				 "  the charges declared wait for their dice "
				 "in the Charge Phase (charge %s vs %s %s=N, "
				 "then resolve)",
				 who, whom, die);
		} else if (waiting > 0) {
			drop_fire_decls(g); /* the charges waiting stay */
		} else {
			game_clear_decls(g);
		}
		explain_publish(&xp, g);
		g->resolutions++;
	} else {
		explain_free(&xp);
	}
	free(dyn);
	return rc;
}

static void
odds_state(struct cmd_ctx *ctx, const struct gt_dist *d, size_t ui)
{
	const struct unit *u = &ctx->g->units[ui];
	for (int s = 0; gt_state_names[s]; s++) {
		double p = 0;
		for (size_t e = 0; e < d->n; e++)
			if (d->dyn[e * d->nunits + ui].state == s)
				p += d->p[e];
		if (p <= 0 && s != u->state)
			continue;
		struct rec r;
		rec_begin(&r, "ODDS");
		rec_str(&r, "unit", u->name);
		char o[32];
		snprintf(o, sizeof o, "state=%s", gt_state_names[s]);
		rec_str(&r, "outcome", o);
		char b[32];
		snprintf(b, sizeof b, "%.4f", p);
		rec_str(&r, "p", b);
		rec_end(&r, ctx->out);
	}
}

static int
gt_odds(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: odds");
	struct game *g = ctx->g;
	struct gt_dist d = {.nunits = g->nunits};
	struct gt_dyn *dyn = um_xcalloc(g->nunits + 1, sizeof *dyn);
	for (size_t i = 0; i < g->nunits; i++)
		gt_dyn_of(&g->units[i], &dyn[i]);
	gt_dist_add(&d, dyn, 1.0);
	free(dyn);
	if (gt_fire_odds(ctx, &d) < 0 || gt_charge_odds(ctx, &d) < 0) {
		gt_dist_free(&d);
		return -1;
	}
	/* Final state of every unit a declaration names. */
	for (size_t i = 0; i < g->nunits; i++) {
		bool named = false;
		for (size_t k = 0; k < g->ndecls && !named; k++)
			named =
			    strcmp(g->decls[k].actor, g->units[i].name) == 0 ||
			    strcmp(g->decls[k].target, g->units[i].name) == 0;
		if (named)
			odds_state(ctx, &d, i);
	}
	gt_dist_free(&d);
	return 0;
}

static int
gt_factors(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword > ctx->argi && strcmp(a->word[ctx->argi], "fire") == 0) {
		ctx->argi++;
		return gt_fire_factors(ctx, a);
	}
	if (a->nword > ctx->argi && strcmp(a->word[ctx->argi], "melee") == 0) {
		ctx->argi++;
		return gt_charge_factors(ctx, a);
	}
	return cmd_error(ctx, "usage: factors fire A at T [key=value...] | "
			      "factors melee A vs D [key=value...] (a "
			      "charge's factors are its Morale Checks)");
}

/* The enemies each unit of side may fire at now (the hook fire_targets;
 * `scan SIDE`): none when side does not fire this turn. */
static void
gt_fire_targets(struct cmd_ctx *ctx, const char *side, pair_fn each, void *arg)
{
	const struct game *g = ctx->g;
	if (!gt_sequence_free(ctx) && strcmp(side, gt_moving_side(g)) != 0)
		return;
	/* Each firer's candidates from the unit space: the same targets, in
	 * the same order, as asking of every unit. */
	struct gt_reach reach;
	gt_reach_init(ctx, &reach);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || strcmp(u->side, side) != 0)
			continue;
		const size_t *cand;
		size_t nc = gt_reach_of(ctx, &reach, u, &cand);
		for (size_t c = 0; c < nc; c++) {
			size_t k = cand[c];
			bool known;
			if (gt_can_fire_at(ctx, u, &g->units[k], &known))
				each(arg, u, &g->units[k]);
		}
	}
	gt_reach_free(&reach);
}

/* The TARGET record of one pair scan found. */
static void
target_record(void *arg, const struct unit *u, const struct unit *t)
{
	struct rec r;
	rec_begin(&r, "TARGET");
	rec_str(&r, "firer", u->name);
	rec_str(&r, "target", t->name);
	rec_bool(&r, "firing", GT(u)->firing);
	rec_end(&r, arg);
}

static int
gt_eligible(struct cmd_ctx *ctx, enum pair_proc proc, struct unit *a,
	    struct unit *t, struct args *answers, struct eligibility *e)
{
	return proc == PAIR_FIRE ? gt_fire_eligible(ctx, a, t, answers, e)
				 : gt_charge_eligible(ctx, a, t, answers, e);
}

static int
gt_scan(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: scan SIDE");
	const char *side = a->word[ctx->argi];
	struct game *g = ctx->g;
	/* Firing procedure: "Only the attacking player's units resolve
	 * firing in a Firing Phase"; return-fire markers fire in their own
	 * turn. */
	if (!gt_sequence_free(ctx) && strcmp(side, gt_moving_side(g)) != 0) {
		out_text(ctx->out,
			 "  %s does not fire in turn %d: only the moving side, "
			 "%s, fires (Firing procedure)",
			 side, g->bound, gt_moving_side(g));
		return 0;
	}
	gt_fire_targets(ctx, side, target_record, ctx->out);
	return 0;
}

/* `unit move`: unlimbered artillery only pivots in place (turn=, its
 * corners no farther than a half turn about its centre), and not while
 * firing (Movement, Artillery). */
int
gt_move_rules(struct cmd_ctx *ctx, struct unit *u, const struct move_made *m,
	      bool commit)
{
	if (commit || u->arm != ARM_ARTILLERY || u->formation == GT_LIMBERED)
		return 0;
	struct footprint fp;
	double reach = 0;
	if (gt_footprint(ctx, u, &fp))
		reach = 3.14159265358979 * sqrt(fp.width * fp.width / 4 +
						fp.depth * fp.depth / 4) +
			1e-6;
	bool pivot_only =
	    m->wheels == 0 && m->turns > 0 && m->distance <= reach;
	return gt_artillery_move_bar(ctx, u, pivot_only);
}

/* Turn bookkeeping: history is kept as turn numbers (fled_bound,
 * charged_bound, fired_bound), so a new turn needs no clearing; the other
 * side moves (Sequence of Play). */
static void
gt_bound_next(struct game *g)
{
	gt_turn_alternate(g);
}

static const struct cmd_entry gt_commands[] = {
    {"charge", NULL, "charge A vs D [key=value...]",
     "Declare a charge (Charging); the first charge on a target is the "
     "principal and carries the dice, never rolled unasked: open until "
     "given (the declared charge again with roll=N...) or dice=roll. Same "
     "as melee A vs D.",
     CMD_CHANGES | CMD_GAMEFILE, gt_charge},
    {"morale", NULL, "morale A [roll=N] [KEY=yes...]",
     "A Morale Check on its own: FACTOR and MORALE records, no change.", 0,
     gt_cmd_morale},
    {"deshake", NULL, "deshake SIDE [UNIT=N...]",
     "De-shaking Phase: every shaken unit of SIDE tests; a pass makes it "
     "eager.",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_deshake},
    {"flee", NULL, "flee A [from=ARM] [again=yes] [fdice=a,b] [groll=N]",
     "A unit flees (Fleeing): routed, Firing marker off, distance given.",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_flee},
    {"firing", NULL, "firing A on|off",
     "Put on or take off a Firing marker (1 PIP each).",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_firing},
    {"pips", NULL,
     "pips SIDE|CORPS [dice=a,b,...] [plan=DIV,...] [great=DIV,...] "
     "[bad=DIV,...] [corps=bad] [army=bad] [corps_plus=DIV] "
     "[army_plus=DIV]",
     "PIP Phase: roll a corps' PIP dice together (units' corps=; a side "
     "without corps= is one corps) and allocate them to its divisions "
     "(units' command=).",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_pips},
    {"pip", NULL, "pip A move|pivot|formation|rally|spike [G]",
     "Pay an action's PIPs from A's division (rally: a routed unit stops "
     "fleeing; spike G: silenced guns in contact are removed).",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_pip},
    {"moving", NULL, "moving SIDE",
     "Set the side that moves first, before turn 1 is under way; then "
     "turns alternate (Sequence of Play).",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_moving},
    {"sequence", NULL, "sequence",
     "Whose turn it is, the phase and the PIPs left (TURN record).", 0,
     gt_cmd_sequence},
    {"ceasefire", NULL, "ceasefire [SIDE|UNIT]",
     "Which Firing markers have no valid target (they come off for free "
     "when a Firing Phase begins); ceasefire UNIT: take one off now, 1 PIP "
     "in the PIP Phase.",
     CMD_CHANGES | CMD_GAMEFILE, gt_cmd_ceasefire},
    {"victory", NULL, "victory loser=SIDE [winner=SIDE] | victory sundown=yes",
     "The victory count (Victory): each side's losses in Unit Points (unit "
     "keys up=, fate=) as a % of its start, the ratio and its band. No "
     "change.",
     0, gt_cmd_victory},
    {NULL, NULL, NULL, NULL, 0, NULL},
};

const struct ruleset ruleset_grande_tactique = {
    .name = "grande-tactique",
    .open_decisions = gt_open_decisions,
    .inches = true,
    .dice = "1d6",
    .states = gt_states,
    .formations = gt_formations,
    .phases = gt_phases,
    /* The turn and phase order is kept by the procedures themselves
     * (side order, PIP phase): no shared phase_rules. */
    .phase_rules = NULL,
    .keys = gt_keys,
    .commands = gt_commands,
    .unit_defaults = gt_unit_defaults,
    .unit_record = gt_unit_record,
    .unit_fired = gt_unit_fired,
    .tables_check = gt_tables_check,
    .settings = gt_setting_defs,
    .tables = gt_table_schemas,
    .check_fire = gt_check_fire,
    .check_melee = gt_check_charge,
    .factors = gt_factors,
    .scan = gt_scan,
    .eligible = gt_eligible,
    .fire_targets = gt_fire_targets,
    .fire = gt_fire,
    .melee = gt_charge,
    .resolve = gt_resolve,
    .odds = gt_odds,
    .bound_next = gt_bound_next,
    .fire_view = gt_fire_view,
    .arc_view = gt_arc_view,
    .teach = &teach_grande_tactique,
    .turn_word = "turn",
    .answer_keys = gt_answer_keys,
    .unit_size = gt_unit_size,
    .shape_key = gt_shape_key,
    .phase_change = gt_phase_change,
    .move_rules = gt_move_rules,
    .demo = "scenarios/demo-grande-tactique.cmd",
    .quickref = "grande-tactique/quickref/quickref.csv",
    .examples = "examples/grande-tactique/",
    .state_severity = gt_state_severity,
    /* An attack needs contact: footprints this near are looked at. */
    .melee_reach_cm = 10,
    .melee_reach_in = 4,
    .formation_draw = gt_formation_draw,
};
