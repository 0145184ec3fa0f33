/* ruleset.c - Belle Alliance: names, unit keys, UNIT fields. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decisions.h"
#include "ba.h"
#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/ruling.h"
#include "umpire/util.h"

/* Its words (teach.c), reached through the descriptor. */
extern const struct ruleset_teach teach_belle_alliance;

static const char *const ba_states[] = {"ok", "LD", "MD", "FD", NULL};
static const char *const ba_formations[] = {
    "line",   "attack-column", "march-column", "square",     "mass",
    "huddle", "skirmish",      "limbered",     "unlimbered", NULL};
static const struct formation_draw ba_formation_draw[] = {
    {SHAPE_LINE, NULL},	       {SHAPE_COLUMN, "atk-col"},
    {SHAPE_COLUMN, "mch-col"}, {SHAPE_SQUARE, NULL},
    {SHAPE_COLUMN, NULL},      {SHAPE_SQUARE, NULL},
    {SHAPE_SKIRMISH, "skirm"}, {SHAPE_LIMBERED, "limber"},
    {SHAPE_LINE, "unlimb"},
};
/* ok, LD, MD, FD: Light, Medium, Full Disorder (3.1.1). */
static const unsigned char ba_state_severity[] = {0, 1, 2, 3};
static const char *const ba_phases[] = {"fire", "melee", "continued-fire",
					"movement", NULL};

/* 1.1.1: each phase is finished before the next begins (order: Table 1).
 * An attack is announced before the fire (4.1.1: fire may cancel it) and
 * resolved in the melee phase, so `melee` is accepted in both. */
static const struct phase_rule ba_phase_rules[] = {
    {"fire", "fire continued-fire", "1.1.1, 3.1.1"},
    {"melee", "fire melee", "1.1.1, 4.1.1"},
    {NULL, NULL, NULL},
};

static int
ba_set_valour(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	int n;
	if (unit_key_int(ctx, "valour", v, -5, 5,
			 "a whole number from -5 to +5 (5.5.1)", &n) < 0)
		return -1;
	/* Entering valour sets the scenario value Table 15 counts from. */
	BA(u)->valour = BA(u)->valour_start = n;
	return 0;
}

static int
ba_set_supplies(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	bool b;
	if (unit_key_bool(ctx, "supplies", v, &b) < 0)
		return -1;
	BA(u)->supplies = b;
	BA(u)->supply_rolls = b ? -1 : 0;
	return 0;
}

static int
ba_set_canister(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (unit_key_bool(ctx, "canister", v, &BA(u)->canister) < 0)
		return -1;
	BA(u)->canister_bound = BA(u)->canister ? ctx->g->bound : UM_NEVER;
	return 0;
}

static int
ba_set_cavalry(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	int i; /* "none" is not a value of the key */
	if (unit_key_enum(ctx, "cavalry", v, cav_names + 1, &i) < 0)
		return -1;
	BA(u)->cavalry = (enum cav_class)(i + 1);
	return 0;
}

/* 1.3.3: a skirmish line's soutien when it is not its mother unit. */
static int
ba_set_soutien(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (strlen(v) > UM_NAME_MAX || strcmp(v, u->name) == 0)
		return cmd_error(ctx,
				 "soutien=%s is not allowed; soutien is the "
				 "name of another unit (1.3.3), at most %d "
				 "characters",
				 v, UM_NAME_MAX);
	snprintf(BA(u)->soutien, sizeof BA(u)->soutien, "%s", v);
	return 0;
}

static const struct cmd_entry ba_commands[] = {
    {"advance", NULL, "advance A yes|no [attack=yes|no]",
     "Record the decision on continued advance and continued attack of A "
     "after the melee (4.1.4).",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECIDES | CMD_BY_NAME, ba_melee_advance},
    {"range", NULL, "range A at T [key=value...]",
     "Declare that battery A ranges on T without a roll (3.4.1): no loss or "
     "morale effect, no other target this bound, no ranging factor at T "
     "next bound. The same as fire A at T range_only=yes.",
     CMD_CHANGES | CMD_GAMEFILE | CMD_DECLARES, ba_range},
    {"staff catch", NULL, "staff catch SIDE [roll=N|dice=a,b,c]",
     "Make the catch roll for a staff figure of SIDE (Table 18): 3-12 it "
     "survives and joins the nearest own unit; 13-14 it falls; 15-16 and "
     "17-18 it falls and every unit of SIDE has -1 or -2 on all dice rolls "
     "for the rest of this bound and the whole next bound.",
     CMD_CHANGES | CMD_GAMEFILE, ba_staff_catch},
    {NULL, NULL, NULL, NULL, 0, NULL},
};

/* Answers beyond the table keys (docs/commands.md "Answers"). */
static const char *const ba_answer_keys[] = {
    "droll=", "ddice=", "figures=", "range=", "neighbour=", "support=", NULL};

static const struct unit_key ba_keys[] = {
    UNIT_KEY_SET("valour", "-5..+5", ba_set_valour),
    UNIT_KEY_SET("supplies", "yes|no", ba_set_supplies),
    UNIT_KEY_SET("cavalry", "heavy|medium|light", ba_set_cavalry),
    UNIT_KEY_BOOL("marksmen", struct ba_unit, marksmen),
    UNIT_KEY_SET("canister", "yes|no", ba_set_canister),
    UNIT_KEY_BOOL("lancers", struct ba_unit, lancers),
    UNIT_KEY_INT("ranks", struct ba_unit, ranks, 0, 50, "0..50",
		 "the number of figure ranks, 1 to 50 (0: by formation, "
		 "4.1.3)"),
    UNIT_KEY_SET("soutien", "NAME", ba_set_soutien),
    {0},
};

static void
ba_unit_defaults(struct unit *u)
{
	struct ba_unit *b = BA(u);
	b->cavalry = CAV_NONE;
	b->supply_rolls = -1; /* unlimited until two 1s (5.5.3) */
	b->supplies = true;
	b->fired = b->fired_continued = b->last_target_bound = UM_NEVER;
	b->ranged_bound = UM_NEVER;
	b->attacked = b->defended = b->charged = UM_NEVER;
	b->inflicted_fd = b->neighbour_bound = UM_NEVER;
	b->support_bound = b->passed_through = UM_NEVER;
	b->canister_bound = UM_NEVER;
}

/* unit_ranks reads the typed ranks (4.1.3). */
static unsigned long
ba_shape_key(const struct unit *u)
{
	return (unsigned long)BA(u)->ranks;
}

static void
ba_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	(void)g;
	rec_int(r, "valour", BA(u)->valour);
	rec_bool(r, "supplies", BA(u)->supplies);
	if (BA(u)->supplies && BA(u)->supply_rolls >= 0)
		rec_int(r, "supply_rolls", BA(u)->supply_rolls);
	if (u->arm == ARM_CAVALRY)
		rec_str(r, "cavalry",
			BA(u)->cavalry ? cav_names[BA(u)->cavalry] : "medium");
	if (BA(u)->marksmen)
		rec_bool(r, "marksmen", 1);
	if (BA(u)->lancers)
		rec_bool(r, "lancers", 1);
	if (BA(u)->canister)
		rec_bool(r, "canister", 1);
	if (BA(u)->ranks)
		rec_int(r, "ranks", BA(u)->ranks);
	if (BA(u)->soutien[0])
		rec_str(r, "soutien", BA(u)->soutien);
}

/* `print`: the F flag of the paper sheet. */
static bool
ba_unit_fired(const struct game *g, const struct unit *u)
{
	return BA(u)->fired == g->bound;
}

/* Fires resolve before attacks: the fire phase comes before the melee
 * phase (Table 1). */
static int
ba_resolve(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: resolve");
	struct game *g = ctx->g;
	bool fires = false, melees = false;
	for (size_t i = 0; i < g->ndecls; i++) {
		fires |= g->decls[i].kind == DECL_FIRE;
		melees |= g->decls[i].kind == DECL_MELEE;
	}
	if (ba_fire_resolve(ctx) < 0)
		return -1;
	ba_order_reached(g);
	if (melees && ba_order_strict(ctx) &&
	    strcmp(g->rs->phases[g->phase], "melee") != 0) {
		/* 1.1.1, 4.1.1: attacks are carried out in the melee phase,
		 * after every fire; the fire phase is then over. */
		for (int i = 0; g->rs->phases[i]; i++)
			if (strcmp(g->rs->phases[i], "melee") == 0)
				g->phase = i;
		out_text(ctx->out,
			 "  the fire is over: the melee phase begins and the "
			 "attacks are carried out in it (1.1.1, 4.1.1)");
		ba_order_reached(g);
	}
	if (!(fires && melees))
		return ba_melee_resolve(ctx);
	/* Both: `explain` tells the fires, then the attacks. */
	struct explain fire = {0}, melee = {0};
	explain_take(&fire, g);
	int r = ba_melee_resolve(ctx);
	explain_take(&melee, g);
	explain_publish(&fire, g);
	if (r == 0)
		explain_append(&melee, g);
	else
		explain_free(&melee);
	return r;
}

static int
ba_odds(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: odds");
	if (ba_fire_odds(ctx) < 0)
		return -1;
	return ba_melee_odds(ctx);
}

static int
ba_factors(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword > ctx->argi && strcmp(a->word[ctx->argi], "fire") == 0) {
		ctx->argi++;
		return ba_fire_factors(ctx, a);
	}
	if (a->nword > ctx->argi && strcmp(a->word[ctx->argi], "melee") == 0) {
		ctx->argi++;
		return ba_melee_factors(ctx, a);
	}
	return cmd_error(ctx, "usage: factors fire A at T [key=value...] | "
			      "factors melee A vs D [key=value...]");
}

/* `ranks=` (4.1.3) replaces the ranks of a bases.csv row. */
static int
ba_unit_ranks(const struct unit *u)
{
	return BA(u)->ranks;
}

static void
ba_bound_next(struct game *g)
{
	ba_fire_bound_next(g);
	ba_melee_bound_next(g);
}

/* The typed question of the core (struct ruleset eligible). */
static int
ba_eligible(struct cmd_ctx *ctx, enum pair_proc proc, struct unit *a,
	    struct unit *t, struct args *answers, struct eligibility *e)
{
	return proc == PAIR_FIRE ? ba_fire_eligible(ctx, a, t, answers, e)
				 : ba_melee_eligible(ctx, a, t, answers, e);
}

const struct ruleset ruleset_belle_alliance = {
    .name = "belle-alliance",
    .inches = false,
    .dice = "3d6",
    .states = ba_states,
    .formations = ba_formations,
    .phases = ba_phases,
    .phase_rules = ba_phase_rules,
    .open_decisions = ba_open_decisions,
    .keys = ba_keys,
    .commands = ba_commands,
    .unit_defaults = ba_unit_defaults,
    .unit_record = ba_unit_record,
    .unit_fired = ba_unit_fired,
    .tables_check = ba_tables_check,
    .settings = ba_setting_defs,
    .tables = ba_table_schemas,
    .check_fire = ba_check_fire,
    .check_melee = ba_check_melee,
    .factors = ba_factors,
    .scan = ba_scan,
    .eligible = ba_eligible,
    .fire_targets = ba_fire_targets,
    .fire = ba_fire,
    .melee = ba_melee,
    .resolve = ba_resolve,
    .odds = ba_odds,
    .bound_next = ba_bound_next,
    .teach = &teach_belle_alliance,
    .turn_word = "bound",
    .unit_ranks = ba_unit_ranks,
    .shape_key = ba_shape_key,
    .resolve_writes_by_name = true,
    .answer_keys = ba_answer_keys,
    .fire_view = ba_fire_view,
    .fire_points = ba_fire_points,
    .arc_view = ba_arc_view,
    .move_rules = ba_move_rules,
    .demo = "scenarios/demo-belle-alliance.cmd",
    .quickref = "belle-alliance/quickref/quickref.csv",
    .examples = "examples/belle-alliance/",
    .state_severity = ba_state_severity,
    /* An attack needs contact: footprints this near are looked at. */
    .melee_reach_cm = 10,
    .melee_reach_in = 4,
    .formation_draw = ba_formation_draw,
};
