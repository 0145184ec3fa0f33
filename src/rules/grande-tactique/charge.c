/* charge.c - Grande Tactique charges (digest §6: settled by Morale
 * Checks), and the ruleset-only commands: morale, deshake, flee, firing,
 * ceasefire. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* Dice of a charge group (on the principal's line): attackers' check,
 * defender's check, pursuit check, 2d6 of a cavalry flight from cavalry,
 * the defender's general. */
enum { C_A, C_D, C_P, C_F, C_G, C_N };
static const char *const c_roll[C_N] = {"roll", "droll", "proll", "froll",
					"dgroll"};
static const char *const c_dice[C_N] = {"dice", "ddice", "pdice", "fdice",
					"dgdice"};

static const char charge_keys[] =
    "roll dice droll ddice proll pdice froll fdice dgroll dgdice flank rear "
    "en_masse front_of_guns contact";

#define GT_CHARGERS_MAX 16

struct charger {
	size_t ui;
	const struct decl *d;
	bool flank, rear, en_masse, front_of_guns;
	bool ok; /* still may charge at the moment */
	char why[120];
};

struct group {
	size_t di; /* index of the defender */
	struct charger c[GT_CHARGERS_MAX];
	int n;
	int dice[C_N];
	const struct decl *principal_decl;
};

/* Why u may not charge now ("" when it may). Only eager cavalry, and
 * eager infantry neither in square nor firing (Charging). */
static const char *
charge_bar(const struct unit *u, const struct gt_dyn *d)
{
	if (u->arm == ARM_ARTILLERY)
		return "artillery may not charge";
	if (d->state != GT_EAGER)
		return "only eager units may charge";
	if (u->arm == ARM_INFANTRY && d->formation == GT_SQUARE)
		return "squares may not charge";
	if (u->arm == ARM_INFANTRY && d->firing)
		return "firing infantry may not charge";
	return "";
}

/* A unit's move in inches (Movement: infantry 3", square 1.5",
 * cavalry 9"; halved when shaken - not a charger's case). */
static double
move_allowance(const struct cmd_ctx *ctx, const struct unit *u)
{
	if (u->arm == ARM_CAVALRY)
		return gt_num(ctx, GTS_MOVE_CAVALRY);
	if (u->formation == GT_SQUARE)
		return gt_num(ctx, GTS_MOVE_SQUARE);
	return gt_num(ctx, GTS_MOVE_INFANTRY);
}

/* Movement, "Moving to contact": a Charge marker is placed in contact
 * (1 PIP); a unit not in contact first moves to contact (1 PIP, within
 * its move) and is placed there. The map decides; off the map the
 * answer contact= (default yes: the umpire declares it in contact). */
static int
charge_contact_check(struct cmd_ctx *ctx, struct args *a, const struct unit *u,
		     const struct unit *t, bool declared, struct checklist *cl)
{
	struct answers ans;
	answers_from_args(&ans, a);
	bool given = false;
	int r = answers_bool(ctx, &ans, "contact", "yes or no", &given);
	if (r < 0)
		return -1;
	struct gt_fire_geo geo;
	gt_fire_geometry(ctx, u, t, &geo);
	if (r > 0 || !geo.known) {
		bool c = r > 0 ? given : true;
		if (!c && GT(u)->pip_move_bound == ctx->g->bound) {
			checklist_add(cl, "contact", CHECK_PASS, "Movement",
				      "given",
				      "%s not in contact with %s, its move to "
				      "contact paid this turn (pip %s move): "
				      "it moves into contact and charges",
				      u->name, t->name, u->name);
			return 0;
		}
		if (c)
			checklist_add(cl, "contact", CHECK_PASS, "Movement",
				      r > 0 ? "given" : "default",
				      "%s in contact with %s%s", u->name,
				      t->name,
				      r > 0 ? ""
					    : " (not placed: declared in "
					      "contact)");
		else
			checklist_add(cl, "contact", CHECK_FAIL, "Movement",
				      "given",
				      "%s not in contact with %s: a charge "
				      "needs contact; move to contact first "
				      "(pip %s move, 1 PIP)",
				      u->name, t->name, u->name);
		return 0;
	}
	double reach = move_allowance(ctx, u);
	if (geo.contact) {
		checklist_add(cl, "contact", CHECK_PASS, "Movement", "derived",
			      "%s is in contact with %s: %s", u->name, t->name,
			      declared ? "its Charge marker was paid when the "
					 "charge was declared"
				       : "the Charge marker costs 1 PIP");
		return 0;
	}
	char d[32], m[32];
	um_fmt_num(d, sizeof d, geo.range);
	um_fmt_num(m, sizeof m, reach);
	if (geo.range <= reach && GT(u)->pip_move_bound == ctx->g->bound) {
		checklist_add(cl, "contact", CHECK_PASS, "Movement", "derived",
			      "%s is %s\" from %s, within its %s\" move, and "
			      "its move to contact is paid this turn (pip %s "
			      "move): it moves into contact and charges (place "
			      "it in contact)",
			      u->name, d, t->name, m, u->name);
		return 0;
	}
	if (geo.range <= reach && gt_sequence_free(ctx)) {
		checklist_add(cl, "contact", CHECK_PASS, "Movement", "derived",
			      "%s is %s\" from %s, within its %s\" move: it "
			      "moves into contact and charges (sequence=free: "
			      "no PIP counted for the move; place it in "
			      "contact)",
			      u->name, d, t->name, m);
		return 0;
	}
	if (geo.range <= reach)
		checklist_add(cl, "contact", CHECK_FAIL, "Movement", "derived",
			      "%s is %s\" from %s, not in contact: a charge "
			      "needs contact; move to contact first (pip %s "
			      "move, 1 PIP, then place it; it moves %s\"), "
			      "then the Charge marker (1 PIP)",
			      u->name, d, t->name, u->name, m);
	else
		checklist_add(cl, "contact", CHECK_FAIL, "Movement", "derived",
			      "%s is %s\" from %s, not in contact: a charge "
			      "needs contact and %s moves %s\" a turn: it "
			      "cannot reach %s this turn",
			      u->name, d, t->name, u->name, m, t->name);
	return 0;
}

/* Terrain: "A unit in woods or a BUA ... cannot be outflanked": a charge
 * on its flank or rear is refused. */
static int
charge_outflank_check(struct cmd_ctx *ctx, struct args *a, const struct unit *t,
		      struct checklist *cl)
{
	struct answers ans;
	answers_from_args(&ans, a);
	bool flank = false, rear = false;
	if (answers_bool(ctx, &ans, "flank", "yes or no", &flank) < 0 ||
	    answers_bool(ctx, &ans, "rear", "yes or no", &rear) < 0)
		return -1;
	if (!flank && !rear)
		return 0;
	const char *name = NULL;
	bool inside = gt_in_terrain(ctx, t, TERRAIN_WOOD, &name) ||
		      gt_in_terrain(ctx, t, TERRAIN_BUILDING, &name) ||
		      GT(t)->ground == GT_GROUND_BUA;
	if (!inside)
		return 0;
	checklist_add(cl, "outflank", CHECK_FAIL, "Terrain", "derived",
		      "%s is in %s%s: a unit in woods or a BUA occupies the "
		      "whole feature and cannot be outflanked; charge it "
		      "without flank=/rear=",
		      t->name, name ? "" : "a BUA", name ? name : "");
	return 0;
}

/* The declaration of u's charge on t, or NULL. */
static struct decl *
declared_charge(struct game *g, const struct unit *u, const struct unit *t)
{
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE &&
		    strcmp(g->decls[i].actor, u->name) == 0 &&
		    strcmp(g->decls[i].target, t->name) == 0)
			return &g->decls[i];
	return NULL;
}

/* a's words and answers, with the answers stored on d that a does not
 * give (read only: the strings stay a's and d's; free with
 * answers_merged_free). */
static void
answers_merged(struct args *out, const struct args *a, const struct decl *d)
{
	*out = *a;
	out->kv = um_xcalloc(a->nkv + d->nkv + 1, sizeof *out->kv);
	out->used = um_xcalloc(a->nkv + d->nkv + 1, sizeof *out->used);
	out->nkv = a->nkv;
	for (size_t i = 0; i < a->nkv; i++)
		out->kv[i] = a->kv[i];
	for (size_t i = 0; i < d->nkv; i++)
		if (!args_has(a, d->kv[i].key))
			out->kv[out->nkv++] = d->kv[i];
}

static void
answers_merged_free(struct args *m)
{
	free(m->kv);
	free(m->used);
}

/* Validate a charge declaration: its checks go to cl. Returns 1
 * eligible, 0 not (the first failed check says why), 2 when front_of_guns
 * must be asked. declared: u's charge on t is declared already and is
 * being checked again to be resolved (`check melee`, the walkthrough):
 * "once" is that charge itself, and its stored answers count. NULL: a new
 * charge (the declaration itself, and whether u may attack t now, as
 * `bound` asks, where a unit that charges already may not). */
static int
charge_checks(struct cmd_ctx *ctx, struct args *a, struct unit *u,
	      struct unit *t, const struct decl *declared, struct checklist *cl)
{
	struct args merged;
	if (declared) {
		answers_merged(&merged, a, declared);
		a = &merged;
	}
	struct gt_dyn d;
	gt_dyn_of(u, &d);
	const char *R = "Charging";
#define CK(key, cond, src, msg)                                                \
	checklist_add(cl, key, (cond) ? CHECK_PASS : CHECK_FAIL, R, src, "%s", \
		      msg)
	const char *bar = charge_bar(u, &d);
	CK("arm", u->arm != ARM_ARTILLERY, "derived",
	   u->arm == ARM_ARTILLERY ? bar : "cavalry and infantry may charge");
	CK("state", d.state == GT_EAGER, "derived",
	   d.state == GT_EAGER ? "eager" : "only eager units may charge");
	if (u->arm == ARM_INFANTRY) {
		CK("square", d.formation != GT_SQUARE, "derived",
		   d.formation == GT_SQUARE ? "squares may not charge"
					    : "not in square");
		CK("firing", !d.firing, "derived",
		   d.firing ? "firing infantry may not charge (firing A off "
			      "first)"
			    : "not firing");
	}
	CK("enemy", strcmp(u->side, t->side) != 0, "derived",
	   strcmp(u->side, t->side) ? "an enemy unit"
				    : "the target is on the same side");
	bool again = false, other_cmd = false;
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		const struct decl *x = &ctx->g->decls[i];
		if (x->kind != DECL_MELEE)
			continue;
		if (strcmp(x->actor, u->name) == 0)
			again = true;
		const struct unit *o = game_unit_c(ctx->g, x->actor);
		if (strcmp(x->target, t->name) == 0 && o && GT(o)->command[0] &&
		    GT(u)->command[0] &&
		    strcmp(GT(o)->command, GT(u)->command) != 0)
			other_cmd = true;
	}
	if (declared)
		checklist_add(cl, "once", CHECK_PASS, R, "derived",
			      "%s's charge on %s is declared; its dice are "
			      "asked now",
			      u->name, t->name);
	else
		CK("once", !again, "derived",
		   again ? "a charge has exactly one target unit; this unit "
			   "already charges"
			 : "one charge");
	CK("command", !other_cmd, "derived",
	   other_cmd ? "charges by units of different commands may not be "
		       "combined"
		     : "same command as the other chargers");
#undef CK
	int ok = -1;
	if (charge_contact_check(ctx, a, u, t, declared != NULL, cl) < 0 ||
	    charge_outflank_check(ctx, a, t, cl) < 0)
		goto out;
	ok = checklist_first(cl, CHECK_FAIL) == NULL;
	if (ok == 1 && t->arm == ARM_ARTILLERY && t->state == GT_EAGER &&
	    !args_has(a, "front_of_guns")) {
		bool known;
		gt_in_front_of(ctx, t, u, &known);
		if (!known)
			ok = 2;
	}
out:
	if (declared)
		answers_merged_free(&merged);
	return ok;
}

/* The yes/no answers of a charge line. */
static int
charge_answers(struct cmd_ctx *ctx, struct args *a)
{
	static const char *const keys[] = {"flank", "rear", "en_masse",
					   "front_of_guns"};
	struct answers ans;
	answers_from_args(&ans, a);
	bool b;
	for (size_t i = 0; i < UM_ARRLEN(keys); i++)
		if (answers_bool(ctx, &ans, keys[i], "yes or no", &b) < 0)
			return -1;
	return 0;
}

static bool
first_on_target(const struct game *g, const char *target)
{
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE &&
		    strcmp(g->decls[i].target, target) == 0)
			return false;
	return true;
}

int
gt_check_charge(struct cmd_ctx *ctx, struct args *a)
{
	struct unit *u, *t;
	if (gt_actor_target(ctx, a, "vs", &u, &t) < 0)
		return -1;
	if (charge_answers(ctx, a) < 0 ||
	    args_check_unused(ctx, a, "check melee", charge_keys) < 0)
		return -1;
	struct checklist cl;
	checklist_init(&cl);
	int verdict =
	    charge_checks(ctx, a, u, t, declared_charge(ctx->g, u, t), &cl);
	if (verdict < 0) {
		checklist_free(&cl);
		return -1;
	}
	if (verdict == 2)
		checklist_ask(&cl, "front_of_guns", "Morale Check",
			      "Is any part of the charger directly in front of "
			      "the guns' front edge?",
			      "yes|no", "charging unshaken artillery");
	checklist_print(&cl, NULL, ctx->out);
	struct rec e;
	eligible_begin(&e, u->name, t->name, checklist_verdict(&cl));
	rec_end(&e, ctx->out);
	checklist_free(&cl);
	return 0;
}

/* gt_charge_eligible under pair_run: the checks of check melee, typed. */
static int
charge_eligible_run(struct cmd_ctx *ctx, struct args *a, void *arg)
{
	struct eligibility *el = arg;
	struct unit *u, *t;
	if (gt_actor_target(ctx, a, "vs", &u, &t) < 0)
		return -1;
	if (charge_answers(ctx, a) < 0 ||
	    args_check_unused(ctx, a, "check melee", charge_keys) < 0)
		return -1;
	int verdict = charge_checks(ctx, a, u, t, NULL, &el->checks);
	if (verdict < 0)
		return -1;
	if (verdict == 2)
		checklist_ask(&el->checks, "front_of_guns", "Morale Check",
			      "Is any part of the charger directly in front of "
			      "the guns' front edge?",
			      "yes|no", "charging unshaken artillery");
	el->verdict = checklist_count(&el->checks, CHECK_FAIL)	? CHECK_FAIL
		      : checklist_count(&el->checks, CHECK_ASK) ? CHECK_ASK
								: CHECK_PASS;
	return 0;
}

int
gt_charge_eligible(struct cmd_ctx *ctx, struct unit *a, struct unit *t,
		   struct args *answers, struct eligibility *el)
{
	return pair_run(ctx, a, "vs", t, answers, charge_eligible_run, el);
}

/* `dice=roll` on a charge line: the program rolls every die the charge
 * may need now (the umpire asked for it). The key leaves the line: the
 * journal gets the dice rolled. */
static bool
take_roll_request(struct args *a)
{
	for (size_t i = 0; i < a->nkv; i++) {
		if (strcmp(a->kv[i].key, "dice") != 0 ||
		    strcmp(a->kv[i].val, "roll") != 0)
			continue;
		args_free_string(a, a->kv[i].key);
		args_free_string(a, a->kv[i].val);
		memmove(&a->kv[i], &a->kv[i + 1],
			(a->nkv - i - 1) * sizeof *a->kv);
		memmove(&a->used[i], &a->used[i + 1],
			(a->nkv - i - 1) * sizeof *a->used);
		a->nkv--;
		return true;
	}
	return false;
}

/* Charging: "cavalry that charges successfully takes a further Morale
 * Check to see whether it pursues"; a charge succeeds on infantry or
 * cavalry by putting it to flight, while overrun guns are silenced and
 * "the attacker holds its ground" (Artillery): no pursuit check
 * (docs/rulings.md, M5). */
bool
gt_pursuit_possible(const struct unit *principal, const struct unit *target)
{
	return principal->arm == ARM_CAVALRY && target->arm != ARM_ARTILLERY;
}

/* The dice a charge group on t may need as things stand (on its
 * principal's line), u charging it: the attackers' check; the defender's,
 * unless it is routed (it flees again untested) or silenced (not tested);
 * the pursuit check of cavalry putting infantry or cavalry to flight; 2d6
 * of a cavalry flight from cavalry; the general of a defender that may
 * flee (Charging; Fleeing). Cavalry: u or any charger declared on t (the
 * principal is the first that may charge at the moment). */
static void
charge_wants(const struct game *g, const struct unit *u, const struct unit *t,
	     bool *want)
{
	bool cav = u->arm == ARM_CAVALRY;
	for (size_t i = 0; i < g->ndecls && !cav; i++) {
		const struct decl *d = &g->decls[i];
		const struct unit *c = game_unit_c(g, d->actor);
		cav = d->kind == DECL_MELEE &&
		      strcmp(d->target, t->name) == 0 && c &&
		      c->arm == ARM_CAVALRY;
	}
	bool tested = t->state != GT_ROUTED && t->state != GT_SILENCED;
	bool flees = t->arm != ARM_ARTILLERY && t->state != GT_SILENCED;
	want[C_A] = true;
	want[C_D] = tested;
	want[C_P] = cav && flees;
	want[C_F] = cav && flees && t->arm == ARM_CAVALRY;
	want[C_G] = GT(t)->general && tested && flees;
}

bool
gt_charge_die_used(const struct game *g, const char *key, const struct unit *u,
		   const struct unit *t)
{
	bool want[C_N] = {0};
	charge_wants(g, u, t, want);
	for (int s = 0; s < C_N; s++)
		if (strcmp(key, c_roll[s]) == 0)
			return want[s];
	return true;
}

/* Why a die given is not used here (one line into why). */
static void
charge_die_unused_why(struct cmd_ctx *ctx, const struct unit *t, bool principal,
		      int s, char *why, size_t n)
{
	char pr[UM_NAME_MAX + 1] = "";
	if (!principal && gt_charge_principal(ctx->g, t->name, pr))
		snprintf(why, n,
			 "%s/%s: the dice of every charge on %s go on "
			 "its principal's line, the first charge "
			 "declared on it: charge %s vs %s %s=N "
			 "(Charging)",
			 c_roll[s], c_dice[s], t->name, pr, t->name, c_roll[s]);
	else if (s == C_P && t->arm == ARM_ARTILLERY)
		snprintf(why, n,
			 "%s/%s is not needed here: only cavalry that "
			 "puts infantry or cavalry to flight tests to "
			 "pursue; %s is artillery (Charging; overrun "
			 "guns: the attacker holds its ground)",
			 c_roll[s], c_dice[s], t->name);
	else if (s == C_P || s == C_F)
		snprintf(why, n,
			 "%s/%s is not needed here: no charger on %s "
			 "is cavalry (Charging: only cavalry pursues; "
			 "Fleeing: only cavalry fleeing from cavalry "
			 "adds 2d6)",
			 c_roll[s], c_dice[s], t->name);
	else if (s == C_D || (s == C_G && GT(t)->general))
		snprintf(
		    why, n,
		    "%s/%s is not needed here: %s is %s and takes "
		    "no Morale Check (Charging: %s)",
		    c_roll[s], c_dice[s], t->name, gt_state_names[t->state],
		    t->state == GT_ROUTED ? "a routed unit flees again"
					  : "silenced guns are not tested");
	else if (s == C_G)
		snprintf(why, n,
			 "%s/%s is not needed here: %s has no general "
			 "attached (Fleeing)",
			 c_roll[s], c_dice[s], t->name);
	else
		snprintf(why, n, "%s/%s is not needed here", c_roll[s],
			 c_dice[s]);
}

/* A die given that the charge does not use here: refused with the
 * reason. A game file's line from an earlier umpire, which asked such
 * dice (the pursuit die after guns, the defender's die of a routed
 * unit), still opens: on the principal's line the die is left unused
 * with a note (docs/rulings.md "Dice an earlier umpire asked"). */
static int
charge_die_refused(struct cmd_ctx *ctx, struct args *a, const struct unit *t,
		   bool principal, int s)
{
	char why[512];
	charge_die_unused_why(ctx, t, principal, s, why, sizeof why);
	if (!(ctx->replay && principal))
		return cmd_error(ctx, "%s", why);
	(void)args_get(a, c_roll[s]);
	(void)args_get(a, c_dice[s]);
	out_text(ctx->out, "  left unused: %s", why);
	return 0;
}

/* Dice of a charge, on the principal's line (the first charge declared
 * on the target). Never rolled unasked: a die not given stays open
 * until it is given (`charge A vs D roll=N ...` again) or asked for
 * (dice=roll: every die rolled now); resolve names the one it needs. */
static int
charge_dice(struct cmd_ctx *ctx, struct args *a, const struct unit *u,
	    const struct unit *t, const struct decl *had, bool principal,
	    struct roll *rl, bool *given, bool *want)
{
	struct dicespec d6 = {1, 6}, d2 = {2, 6};
	bool roll_now = take_roll_request(a);
	if (principal)
		charge_wants(ctx->g, u, t, want);
	else if (roll_now)
		return cmd_error(ctx,
				 "dice=roll: %s's charge on %s is not the "
				 "principal, which carries the dice of "
				 "every charge on %s (Charging)",
				 u->name, t->name, t->name);
	for (int s = 0; s < C_N; s++) {
		if (!want[s]) {
			if ((args_has(a, c_roll[s]) ||
			     args_has(a, c_dice[s])) &&
			    charge_die_refused(ctx, a, t, principal, s) < 0)
				return -1;
			continue;
		}
		bool on_line = args_has(a, c_roll[s]) || args_has(a, c_dice[s]);
		/* dice=roll rolls only what is still open. */
		if (!on_line &&
		    (!roll_now || (had && gt_decl_die(had, c_roll[s], c_dice[s],
						      s == C_F ? 2 : 1) != 0)))
			continue;
		if (ctx_take_roll(ctx, a, c_roll[s], c_dice[s],
				  s == C_F ? &d2 : &d6, &rl[s], &given[s]) < 0)
			return -1;
		given[s] = true;
	}
	return args_check_unused(ctx, a, "charge", charge_keys);
}

/* The principal's declaration on target (the first charge on it). */
static const struct decl *
principal_on(const struct game *g, const char *target)
{
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE &&
		    strcmp(g->decls[i].target, target) == 0)
			return &g->decls[i];
	return NULL;
}

bool
gt_charge_principal(const struct game *g, const char *target, char *actor)
{
	const struct decl *d = principal_on(g, target);
	if (d)
		snprintf(actor, UM_NAME_MAX + 1, "%s", d->actor);
	return d != NULL;
}

/* Take key off d's stored answers. */
static void
decl_drop(struct decl *d, const char *key)
{
	struct kv *keep = um_xcalloc(d->nkv + 1, sizeof *keep);
	size_t k = 0;
	for (size_t i = 0; i < d->nkv; i++) {
		if (strcmp(d->kv[i].key, key) != 0) {
			keep[k++] = d->kv[i];
			continue;
		}
		free(d->kv[i].key);
		free(d->kv[i].val);
	}
	free(d->kv);
	d->kv = keep;
	d->nkv = k;
}

/* Put the given dice on d (the principal's declaration). */
static void
charge_dice_store(struct decl *d, const struct roll *rl, const bool *given)
{
	for (int s = 0; s < C_N; s++) {
		if (!given[s])
			continue;
		if (s == C_A)
			d->roll = rl[s];
		else if (s == C_D)
			d->droll = rl[s];
		decl_drop(d, c_roll[s]);
		decl_drop(d, c_dice[s]);
		if (rl[s].n == 0) { /* a total given (roll=N) */
			char v[16];
			snprintf(v, sizeof v, "%d", rl[s].total);
			decl_put(d, c_roll[s], v);
		} else {
			gt_decl_put(d, c_dice[s], &rl[s]);
		}
	}
}

/* "roll 6, defender 2": the dice given, in words. */
static void
dice_words(struct strbuf *sb, const struct roll *rl, const bool *given)
{
	static const char *const what[C_N] = {"charging", "defender", "pursuit",
					      "flight 2d6", "general"};
	for (int s = 0; s < C_N; s++)
		if (given[s])
			sb_addf(sb, "%s%s %d", sb->len ? ", " : "", what[s],
				rl[s].total);
}

/* charge A vs D again, with dice: the declared charge gets its dice (the
 * Charge Phase's rolls, Charging); nothing else changes, no PIP. */
static int
charge_dice_later(struct cmd_ctx *ctx, struct args *a, struct decl *d,
		  const struct unit *u, const struct unit *t)
{
	bool principal = principal_on(ctx->g, t->name) == d;
	struct roll rl[C_N];
	bool given[C_N] = {0}, want[C_N] = {0};
	static const char *const answers[] = {"flank", "rear", "en_masse",
					      "front_of_guns", "contact"};
	for (size_t i = 0; i < a->nkv; i++)
		for (size_t k = 0; k < UM_ARRLEN(answers); k++)
			if (strcmp(a->kv[i].key, answers[k]) == 0)
				return cmd_error(
				    ctx,
				    "charge %s vs %s is declared: %s= is "
				    "answered on the declaration; only its "
				    "dice may be given now (cancel %s and "
				    "declare it again to change it)",
				    u->name, t->name, a->kv[i].key, u->name);
	if (charge_dice(ctx, a, u, t, d, principal, rl, given, want) < 0)
		return -1;
	bool any = false;
	for (int s = 0; s < C_N; s++)
		any = any || given[s];
	const struct decl *pd = principal_on(ctx->g, t->name);
	if (!any)
		return cmd_error(ctx,
				 "%s already charges %s (declared): give %s, "
				 "charge %s vs %s roll=N droll=N..., or "
				 "dice=roll for the program's",
				 u->name, t->name,
				 principal ? "its dice"
					   : "the dice on the principal's line",
				 pd->actor, t->name);
	/* Validated: now change. */
	charge_dice_store(d, rl, given);
	struct strbuf sb;
	sb_init(&sb);
	dice_words(&sb, rl, given);
	out_text(ctx->out, "  %s's charge on %s: dice given (%s)", u->name,
		 t->name, sb.s);
	sb_free(&sb);
	return 0;
}

/* charge A vs D: who may charge (Charging), then the Charge marker is
 * paid in the PIP Phase (Sequence of Play; Movement: 1 PIP). */
int
gt_charge(struct cmd_ctx *ctx, struct args *a)
{
	struct unit *u, *t;
	if (gt_actor_target(ctx, a, "vs", &u, &t) < 0)
		return -1;
	struct decl *had = declared_charge(ctx->g, u, t);
	if (had)
		return charge_dice_later(ctx, a, had, u, t);
	if (charge_answers(ctx, a) < 0)
		return -1;
	struct checklist cl;
	checklist_init(&cl);
	int r = charge_checks(ctx, a, u, t, NULL, &cl);
	if (r == 2)
		cmd_error(ctx,
			  "charge %s vs %s needs front_of_guns (Is any part of "
			  "the charger directly in front of the guns' front "
			  "edge?)",
			  u->name, t->name);
	else if (r == 0)
		cmd_error(ctx, "%s cannot charge %s: %s (%s)", u->name, t->name,
			  checklist_first(&cl, CHECK_FAIL)->reason,
			  checklist_first(&cl, CHECK_FAIL)->rule);
	checklist_free(&cl);
	int cost;
	if (r != 1 || gt_phase_allows(ctx, GT_PH_PIP, u, "charge") < 0 ||
	    gt_pip_check(ctx, u, "charge", &cost) < 0)
		return -1;
	bool principal = first_on_target(ctx->g, t->name);
	struct roll rl[C_N];
	bool given[C_N] = {0}, want[C_N] = {0};
	if (charge_dice(ctx, a, u, t, NULL, principal, rl, given, want) < 0)
		return -1;
	gt_phase_enter(ctx, GT_PH_PIP);
	gt_pip_pay(ctx, u, "charge", cost);
	struct decl *d = game_add_decl(ctx->g, DECL_MELEE, u->name, t->name, a);
	charge_dice_store(d, rl, given);
	struct strbuf sb;
	sb_init(&sb);
	dice_words(&sb, rl, given);
	if (principal && given[C_A] && given[C_D])
		out_text(ctx->out,
			 "  declared: %s charges %s (principal; check roll "
			 "%d, defender %d)",
			 u->name, t->name, rl[C_A].total, rl[C_D].total);
	else if (principal && sb.len)
		out_text(ctx->out,
			 "  declared: %s charges %s (principal; dice: %s)",
			 u->name, t->name, sb.s);
	else if (principal)
		out_text(ctx->out,
			 "  declared: %s charges %s (principal; its dice are "
			 "asked when the charge is resolved: charge %s vs %s "
			 "roll=N droll=N..., or dice=roll)",
			 u->name, t->name, u->name, t->name);
	else
		out_text(ctx->out, "  declared: %s also charges %s", u->name,
			 t->name);
	sb_free(&sb);
	return 0;
}

/* ---- resolution ---- */

static int
group_collect(struct cmd_ctx *ctx, struct group *gs, int max)
{
	int ng = 0;
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		const struct decl *d = &ctx->g->decls[i];
		if (d->kind != DECL_MELEE)
			continue;
		struct unit *t = game_unit(ctx->g, d->target);
		struct unit *u = game_unit(ctx->g, d->actor);
		if (t == NULL || u == NULL)
			return cmd_error(ctx,
					 "charge %s vs %s: a unit has "
					 "been removed",
					 d->actor, d->target);
		size_t ti = (size_t)(t - ctx->g->units);
		int k = 0;
		while (k < ng && gs[k].di != ti)
			k++;
		if (k == ng) {
			if (ng == max)
				return cmd_error(ctx, "too many charges");
			memset(&gs[k], 0, sizeof gs[k]);
			gs[k].di = ti;
			gs[k].principal_decl = d;
			for (int s = 0; s < C_N; s++)
				gs[k].dice[s] = gt_decl_die(
				    d, c_roll[s], c_dice[s], s == C_F ? 2 : 1);
			ng++;
		}
		struct group *g = &gs[k];
		if (g->n == GT_CHARGERS_MAX)
			return cmd_error(ctx, "too many chargers on %s",
					 d->target);
		struct charger *c = &g->c[g->n++];
		memset(c, 0, sizeof *c);
		c->ui = (size_t)(u - ctx->g->units);
		c->d = d;
		const char *v;
		bool b;
		if ((v = kv_get(d->kv, d->nkv, "flank")) &&
		    um_parse_bool(v, &b))
			c->flank = b;
		if ((v = kv_get(d->kv, d->nkv, "rear")) && um_parse_bool(v, &b))
			c->rear = b;
		if ((v = kv_get(d->kv, d->nkv, "en_masse")) &&
		    um_parse_bool(v, &b))
			c->en_masse = b;
		bool known;
		c->front_of_guns = gt_in_front_of(ctx, t, u, &known);
		if ((v = kv_get(d->kv, d->nkv, "front_of_guns")) &&
		    um_parse_bool(v, &b))
			c->front_of_guns = b;
	}
	return ng;
}

enum ceff { CE_NONE, CE_SHAKEN, CE_FLEE, CE_SILENCED, CE_EAGER, CE_HELD };
static const char *const ceff_names[] = {"none",     "shaken", "flee",
					 "silenced", "eager",  "held"};

struct charge_res {
	int nok;
	int principal; /* index into c[], -1 none */
	struct gt_mc amc, dmc, pmc;
	bool a_pass, d_tested, d_pass, p_tested, p_pass;
	int atot, aneed, dtot, dneed;
	enum ceff deff;
	enum ceff aeff; /* every charger */
	bool d_fled, grolled, glost, guns_open;
	int gdie;
	bool pursue;
	const char *outcome;
};

/* Attacker's charging modifiers onto mc. */
static void
charging_mods(const struct cmd_ctx *ctx, const struct group *g,
	      const struct charger *pc, const struct unit *def,
	      const struct gt_dyn *dd, int nok, struct gt_mc *mc)
{
	if (def->arm == ARM_ARTILLERY && dd->state == GT_EAGER &&
	    pc->front_of_guns)
		gt_mc_add(ctx, mc, "front_of_guns",
			  kv_get(pc->d->kv, pc->d->nkv, "front_of_guns")
			      ? "given"
			      : "derived");
	if (dd->state == GT_SHAKEN)
		gt_mc_add(ctx, mc, "charging_shaken", "derived");
	if (nok > 1)
		gt_mc_add(ctx, mc, "friends", "derived");
	if (pc->flank || pc->rear)
		gt_mc_add(ctx, mc, "flank_rear", "given");
	if (ctx->g->units[pc->ui].arm == ARM_INFANTRY && pc->en_masse)
		gt_mc_add(ctx, mc, "en_masse", "given");
	(void)g;
}

/* Charging: who still may charge at this moment; the first of them is
 * the principal. */
static void
chargers_ready(const struct cmd_ctx *ctx, struct group *g,
	       const struct gt_dyn *dyn, struct charge_res *r)
{
	const struct game *gm = ctx->g;
	for (int i = 0; i < g->n; i++) {
		struct charger *c = &g->c[i];
		const char *bar = charge_bar(&gm->units[c->ui], &dyn[c->ui]);
		c->ok = bar[0] == '\0';
		snprintf(c->why, sizeof c->why, "%s",
			 c->ok ? "may charge" : bar);
		if (c->ok) {
			r->nok++;
			if (r->principal < 0)
				r->principal = i;
		}
	}
}

/* Every charger that charges gets the same state ("if the charge fails,
 * all the chargers become shaken"). */
static void
chargers_all(struct group *g, struct gt_dyn *dyn, int state)
{
	for (int i = 0; i < g->n; i++)
		if (g->c[i].ok)
			dyn[g->c[i].ui].state = state;
}

/* Charging: artillery that passes holds (the guns open fire unless every
 * charger came from flank or rear); artillery that fails is silenced. */
static void
guns_charged(struct gt_dyn *dd, bool all_flank_rear, struct charge_res *r)
{
	if (r->d_pass) {
		r->outcome = "guns-hold";
		r->deff = CE_HELD;
		if (!dd->firing && !all_flank_rear) {
			dd->firing = true;
			r->guns_open = true;
		}
		return;
	}
	dd->state = GT_SILENCED;
	dd->firing = false;
	r->deff = CE_SILENCED;
	r->outcome = "guns-overrun";
}

/* M5: attackers and an infantry or cavalry defender both pass; shaken
 * cavalry resisting a charge by cavalry may become eager. */
static void
both_pass(const struct cmd_ctx *ctx, struct group *g, struct gt_dyn *dyn,
	  const struct unit *def, const struct unit *pu, struct charge_res *r)
{
	struct gt_dyn *dd = &dyn[g->di];
	r->deff = CE_HELD;
	r->outcome = "both-pass";
	if (def->arm == ARM_CAVALRY && dd->state == GT_SHAKEN &&
	    pu->arm == ARM_CAVALRY &&
	    gt_choice(ctx, GTS_M5_CAVALRY_RESISTS) == 0) {
		dd->state = GT_EAGER;
		r->deff = CE_EAGER;
	}
	if (gt_choice(ctx, GTS_M5_BOTH_PASS) == 1) {
		chargers_all(g, dyn, GT_SHAKEN);
		r->aeff = CE_SHAKEN;
	}
}

/* Charging: the defender "successfully charged" flees (routed); an
 * attached general rolls (Generals). */
static int
defender_flees(const struct cmd_ctx *ctx, struct gt_dyn *dd, const int *dice,
	       bool need_general, int *need, struct charge_res *r)
{
	if (dd->general && need_general) {
		if (dice[C_G] == 0) {
			*need = C_G;
			return 1;
		}
		r->grolled = true;
		r->gdie = dice[C_G];
		r->glost = dice[C_G] <= (int)gt_num(ctx, GTS_GENERAL_LOST_ON);
	}
	gt_dyn_flee(dd);
	if (r->glost)
		dd->general = false;
	r->deff = CE_FLEE;
	r->d_fled = true;
	r->outcome = "defender-flees";
	return 0;
}

/* The defender's Morale Check modifiers: its own, charged by several, in
 * flank or rear (Morale Check). */
static void
charged_mods(const struct cmd_ctx *ctx, const struct group *g,
	     const struct gt_dyn *dyn, int nok, struct gt_mc *mc)
{
	bool any_flank = false, any_rear = false;
	for (int i = 0; i < g->n; i++)
		if (g->c[i].ok) {
			any_flank |= g->c[i].flank;
			any_rear |= g->c[i].rear;
		}
	gt_mc_start(ctx, &ctx->g->units[g->di], &dyn[g->di], mc);
	if (nok > 1)
		gt_mc_add(ctx, mc, "charged_by_several", "derived");
	if (any_flank)
		gt_mc_add(ctx, mc, "charged_in_flank", "given");
	if (any_rear)
		gt_mc_add(ctx, mc, "charged_in_rear", "given");
}

/* Charging: "first the attackers take a Morale Check, then the
 * defenders" - the defender's check (charged by several, in flank or
 * rear) and its outcome. A routed defender takes no check and flees
 * again; silenced guns are not tested. 2: the charge is over. */
static int
defender_check(const struct cmd_ctx *ctx, struct group *g, struct gt_dyn *dyn,
	       const int *dice, bool need_general, int *need,
	       struct charge_res *r)
{
	const struct unit *def = &ctx->g->units[g->di];
	const struct unit *pu = &ctx->g->units[g->c[r->principal].ui];
	struct gt_dyn *dd = &dyn[g->di];
	bool all_fr = true;
	for (int i = 0; i < g->n; i++)
		if (g->c[i].ok)
			all_fr &= g->c[i].flank || g->c[i].rear;
	if (dd->state == GT_SILENCED) {
		r->outcome = "guns-already-silenced";
		return 2;
	}
	if (dd->state == GT_ROUTED) {
		r->deff = CE_FLEE;
		r->d_fled = true;
		gt_dyn_flee(dd);
		r->outcome = "defender-flees";
		return 0;
	}
	if (dice[C_D] == 0) {
		*need = C_D;
		return 1;
	}
	r->d_tested = true;
	charged_mods(ctx, g, dyn, r->nok, &r->dmc);
	r->d_pass = gt_mc_judge(ctx, &r->dmc, dice[C_D], &r->dtot, &r->dneed);
	if (def->arm == ARM_ARTILLERY) {
		guns_charged(dd, all_fr, r);
		return 2;
	}
	if (r->d_pass) {
		both_pass(ctx, g, dyn, def, pu, r);
		return 2;
	}
	return defender_flees(ctx, dd, dice, need_general, need, r);
}

/* Charging: "cavalry that charges successfully takes a further Morale
 * Check to see whether it pursues" (M5 on a fail). */
static int
pursuit_check(const struct cmd_ctx *ctx, struct group *g, struct gt_dyn *dyn,
	      const int *dice, int *need, struct charge_res *r)
{
	const struct charger *pc = &g->c[r->principal];
	const struct unit *pu = &ctx->g->units[pc->ui];
	if (pu->arm != ARM_CAVALRY)
		return 0;
	if (dice[C_P] == 0) {
		*need = C_P;
		return 1;
	}
	r->p_tested = true;
	gt_mc_start(ctx, pu, &dyn[pc->ui], &r->pmc);
	if (gt_choice(ctx, GTS_M5_PURSUIT_CHARGING_MODS) == 1)
		charging_mods(ctx, g, pc, &ctx->g->units[g->di], &dyn[g->di],
			      r->nok, &r->pmc);
	int t, n;
	r->p_pass = gt_mc_judge(ctx, &r->pmc, dice[C_P], &t, &n);
	r->pursue = r->p_pass;
	if (!r->p_pass && gt_choice(ctx, GTS_M5_PURSUIT_FAIL) == 1)
		dyn[pc->ui].state = GT_SHAKEN;
	return 0;
}

/* One charge group on dyn with dice[] (0 = not given): 0, or 1 with
 * *need = the die it needs. */
static int
charge_sim(const struct cmd_ctx *ctx, struct group *g, struct gt_dyn *dyn,
	   const int *dice, bool need_general, int *need, struct charge_res *r)
{
	memset(r, 0, sizeof *r);
	r->principal = -1;
	chargers_ready(ctx, g, dyn, r);
	if (r->principal < 0) {
		r->outcome = "no-charge";
		return 0;
	}
	const struct charger *pc = &g->c[r->principal];
	if (dice[C_A] == 0) {
		*need = C_A;
		return 1;
	}
	gt_mc_start(ctx, &ctx->g->units[pc->ui], &dyn[pc->ui], &r->amc);
	charging_mods(ctx, g, pc, &ctx->g->units[g->di], &dyn[g->di], r->nok,
		      &r->amc);
	r->a_pass = gt_mc_judge(ctx, &r->amc, dice[C_A], &r->atot, &r->aneed);
	if (!r->a_pass) {
		/* The charge fails: every charging unit becomes shaken. */
		chargers_all(g, dyn, GT_SHAKEN);
		r->aeff = CE_SHAKEN;
		r->outcome = "charge-fails";
		return 0;
	}
	int d = defender_check(ctx, g, dyn, dice, need_general, need, r);
	if (d != 0)
		return d == 1;
	/* Fleeing: cavalry fleeing from cavalry runs 11" + 2d6. */
	if (r->d_fled && ctx->g->units[g->di].arm == ARM_CAVALRY &&
	    ctx->g->units[pc->ui].arm == ARM_CAVALRY && dice[C_F] == 0) {
		*need = C_F;
		return 1;
	}
	return pursuit_check(ctx, g, dyn, dice, need, r);
}

/* The charger u of group g (added with the answers of a when it is not
 * declared; a's answers count over its declaration's), or NULL. */
static struct charger *
factors_charger(struct cmd_ctx *ctx, struct group *g, struct unit *u,
		struct decl *tmp, struct args *a)
{
	size_t ui = (size_t)(u - ctx->g->units);
	struct charger *c = NULL;
	for (int i = 0; i < g->n && c == NULL; i++)
		if (g->c[i].ui == ui)
			c = &g->c[i];
	if (c == NULL && g->n < GT_CHARGERS_MAX) {
		c = &g->c[g->n++];
		memset(c, 0, sizeof *c);
		c->ui = ui;
		c->d = tmp;
		bool known;
		c->front_of_guns =
		    gt_in_front_of(ctx, &ctx->g->units[g->di], u, &known);
	}
	if (c == NULL)
		return NULL;
	bool b;
	if (args_bool(ctx, a, "flank", &b) > 0)
		c->flank = b;
	if (args_bool(ctx, a, "rear", &b) > 0)
		c->rear = b;
	if (args_bool(ctx, a, "en_masse", &b) > 0)
		c->en_masse = b;
	if (args_bool(ctx, a, "front_of_guns", &b) > 0)
		c->front_of_guns = b;
	return c;
}

/* The modifiers of the checks as printed by factors melee, with a line
 * saying how the check runs. */
static void
factors_say(struct cmd_ctx *ctx, const char *who, const char *what,
	    const struct gt_mc *mc)
{
	gt_mc_factors(ctx, who, mc);
	int base = (int)gt_num(ctx, GTS_MORALE_BASE);
	out_text(ctx->out,
		 "  %s, Morale Check (%s): a die %+d; it passes when the total "
		 "is %d or more (a die of %d or more)",
		 who, what, mc->total, base, base - mc->total);
}

/* factors melee A vs D: the modifiers of the Morale Checks that settle
 * the charge on D, as it would be resolved now with A's charge among
 * those declared on D (Charging; Morale Check): the principal's and the
 * defender's, and whether a pursuit check follows. No die. */
int
gt_charge_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct unit *u, *t;
	if (gt_actor_target(ctx, a, "vs", &u, &t) < 0)
		return -1;
	if (charge_answers(ctx, a) < 0 ||
	    args_check_unused(ctx, a, "factors melee", charge_keys) < 0)
		return -1;
	struct group *gs = um_xcalloc(65, sizeof *gs);
	int ng = group_collect(ctx, gs, 64);
	if (ng < 0) {
		free(gs);
		return -1;
	}
	size_t ti = (size_t)(t - ctx->g->units);
	struct group *g = &gs[ng];
	for (int k = 0; k < ng; k++)
		if (gs[k].di == ti)
			g = &gs[k];
	g->di = ti;
	struct decl tmp = {.kind = DECL_MELEE, .kv = a->kv, .nkv = a->nkv};
	snprintf(tmp.actor, sizeof tmp.actor, "%s", u->name);
	snprintf(tmp.target, sizeof tmp.target, "%s", t->name);
	struct gt_dyn *dyn = um_xcalloc(ctx->g->nunits + 1, sizeof *dyn);
	for (size_t i = 0; i < ctx->g->nunits; i++)
		gt_dyn_of(&ctx->g->units[i], &dyn[i]);
	struct charge_res r = {.principal = -1};
	if (factors_charger(ctx, g, u, &tmp, a) != NULL)
		chargers_ready(ctx, g, dyn, &r);
	if (r.principal < 0) {
		out_text(ctx->out,
			 "  no charger may charge %s at this moment (Charging)",
			 t->name);
	} else {
		const struct charger *pc = &g->c[r.principal];
		const struct unit *pu = &ctx->g->units[pc->ui];
		gt_mc_start(ctx, pu, &dyn[pc->ui], &r.amc);
		charging_mods(ctx, g, pc, t, &dyn[ti], r.nok, &r.amc);
		char what[64];
		snprintf(what, sizeof what, "charging, principal of %d", r.nok);
		factors_say(ctx, pu->name, what, &r.amc);
		if (dyn[ti].state == GT_ROUTED || dyn[ti].state == GT_SILENCED)
			out_text(ctx->out,
				 "  %s is %s: it takes no Morale Check "
				 "(Charging)",
				 t->name, gt_state_names[dyn[ti].state]);
		else {
			charged_mods(ctx, g, dyn, r.nok, &r.dmc);
			factors_say(ctx, t->name, "charged", &r.dmc);
		}
		if (gt_charge_die_used(ctx->g, "proll", pu, t) &&
		    pu->arm == ARM_CAVALRY)
			out_text(ctx->out,
				 "  if %s puts %s to flight, it tests again to "
				 "pursue (Charging)",
				 pu->name, t->name);
	}
	free(dyn);
	free(gs);
	return 0;
}

/* For the Charge Phase's P key (teach.c): the first declared charge
 * whose resolution needs a die not given yet, on the state as it is now;
 * its actor, target and key (roll, droll...) copied out. false: every
 * charge can be resolved (or none is declared). Changes nothing. */
bool
gt_charge_die_needed(const struct game *g, char *actor, char *target,
		     const char **key)
{
	struct out o;
	out_init(&o);
	o.quiet = true;
	/* Only read: group_collect and charge_sim change their own copies. */
	struct cmd_ctx ctx = {
	    .g = (struct game *)g, .tables = g->tables, .out = &o};
	struct group *gs = um_xcalloc(64, sizeof *gs);
	struct gt_dyn *dyn = um_xcalloc(g->nunits + 1, sizeof *dyn);
	for (size_t i = 0; i < g->nunits; i++)
		gt_dyn_of(&g->units[i], &dyn[i]);
	int ng = group_collect(&ctx, gs, 64);
	bool found = false;
	for (int k = 0; k < ng && !found; k++) {
		struct charge_res r;
		int need = -1;
		if (charge_sim(&ctx, &gs[k], dyn, gs[k].dice, true, &need,
			       &r) == 1 &&
		    need >= 0) {
			snprintf(actor, UM_NAME_MAX + 1, "%s",
				 gs[k].principal_decl->actor);
			snprintf(target, UM_NAME_MAX + 1, "%s",
				 g->units[gs[k].di].name);
			*key = c_roll[need];
			found = true;
		}
	}
	free(dyn);
	free(gs);
	free(ctx.err);
	out_free(&o);
	return found;
}

static void
melee_record(struct cmd_ctx *ctx, const struct group *g,
	     const struct charge_res *r)
{
	const struct unit *pu = &ctx->g->units[g->c[r->principal].ui];
	const struct unit *def = &ctx->g->units[g->di];
	struct rec m;
	rec_begin(&m, "MELEE");
	rec_str(&m, "attacker", pu->name);
	rec_str(&m, "defender", def->name);
	rec_int(&m, "chargers", r->nok);
	rec_int(&m, "a_roll", g->dice[C_A]);
	rec_int(&m, "a_mod", r->amc.total);
	rec_int(&m, "a_total", r->atot);
	rec_int(&m, "a_need", r->aneed);
	rec_str(&m, "a_result", r->a_pass ? "pass" : "fail");
	if (r->d_tested) {
		rec_int(&m, "d_roll", g->dice[C_D]);
		rec_int(&m, "d_mod", r->dmc.total);
		rec_int(&m, "d_total", r->dtot);
		rec_int(&m, "d_need", r->dneed);
		rec_str(&m, "d_result", r->d_pass ? "pass" : "fail");
	}
	rec_str(&m, "outcome", r->outcome);
	rec_str(&m, "rule", "Charging");
	rec_end(&m, ctx->out);
}

static void
charge_result(struct cmd_ctx *ctx, const struct group *g,
	      const struct charge_res *r, const struct gt_dyn *dyn,
	      const struct unit *u, const char *role, const char *moral,
	      bool prov)
{
	const struct unit *def = &ctx->g->units[g->di];
	size_t ui = (size_t)(u - ctx->g->units);
	struct rec m;
	rec_begin(&m, "RESULT");
	rec_str(&m, "kind", "melee");
	rec_str(&m, "defender", def->name);
	rec_str(&m, "unit", u->name);
	rec_str(&m, "role", role);
	rec_int(&m, "loss", 0);
	rec_str(&m, "moral", moral);
	rec_str(&m, "state", gt_state_names[dyn[ui].state]);
	rec_int(&m, "figures", u->figures);
	rec_str(&m, "loser",
		!r->a_pass				       ? "attacker"
		: r->deff == CE_FLEE || r->deff == CE_SILENCED ? "defender"
							       : "none");
	rec_int(&m, "diff", 0);
	rec_int(&m, "a_loss", 0);
	rec_int(&m, "d_loss", 0);
	rec_str(&m, "rule", "Charging");
	if (prov)
		rec_bool(&m, "provisional", 1);
	rec_end(&m, ctx->out);
}

/* Fleeing: the principal cavalry pursues (6" after infantry, the flight
 * less 1" after cavalry), or holds (M5). */
static void
report_pursuit(struct cmd_ctx *ctx, const struct group *g,
	       const struct charge_res *r, const struct unit *pu,
	       const struct unit *def, double flight)
{
	gt_mc_factors(ctx, pu->name, &r->pmc);
	gt_mc_record(ctx, pu->name, "pursuit", &r->pmc, g->dice[C_P]);
	if (!r->pursue) {
		out_text(ctx->out, "  %s does not pursue (M5: %s)", pu->name,
			 gt_text(ctx, GTS_M5_PURSUIT_FAIL));
		return;
	}
	struct gt_flee_row row;
	const char *key =
	    def->arm == ARM_CAVALRY ? "pursue_cavalry" : "pursue_infantry";
	double dist = 0;
	if (gt_flee_lookup(ctx, key, false, &row))
		dist = row.relative ? flight + row.distance : row.distance;
	struct rec pr;
	rec_begin(&pr, "PURSUE");
	rec_str(&pr, "unit", pu->name);
	rec_str(&pr, "pursued", def->name);
	rec_str(&pr, "key", key);
	rec_num(&pr, "distance", dist);
	rec_str(&pr, "rule", "Fleeing");
	rec_end(&pr, ctx->out);
	char b[32];
	um_fmt_num(b, sizeof b, dist);
	out_text(ctx->out,
		 "  %s pursues %s\" (or the umpire rules a follow-up charge: "
		 "M5)",
		 pu->name, b);
}

/* Charging: the checks of one charge group in order - the principal's,
 * the defender's, the defender's general, its flight, the pursuit. */
static void
report_checks(struct cmd_ctx *ctx, const struct group *g,
	      const struct charge_res *r, const struct gt_dyn *before,
	      struct explain *xp)
{
	const struct unit *def = &ctx->g->units[g->di];
	const struct unit *pu = &ctx->g->units[g->c[r->principal].ui];
	gt_mc_factors(ctx, pu->name, &r->amc);
	gt_mc_record(ctx, pu->name, "charging (principal)", &r->amc,
		     g->dice[C_A]);
	explain_add(xp,
		    "charge on %s: %s (principal of %d) tests %d %+d = %d, "
		    "needs %d: %s (Charging; Morale Check)",
		    def->name, pu->name, r->nok, g->dice[C_A], r->amc.total,
		    r->atot, (int)gt_num(ctx, GTS_MORALE_BASE),
		    r->a_pass ? "pass" : "fail: every charger shaken");
	if (r->d_tested) {
		gt_mc_factors(ctx, def->name, &r->dmc);
		gt_mc_record(ctx, def->name, "charged", &r->dmc, g->dice[C_D]);
		explain_add(xp, "  %s tests %d %+d = %d: %s", def->name,
			    g->dice[C_D], r->dmc.total, r->dtot,
			    r->d_pass ? "pass" : "fail");
	}
	if (r->grolled)
		gt_general_roll(ctx, def, r->gdie);
	double flight = 0;
	if (r->d_fled) {
		struct unit tmp = *def;
		tmp.formation = before[g->di].formation;
		flight = gt_flee_record(ctx, &tmp, pu->arm, false, g->dice[C_F],
					"successfully charged");
	}
	if (r->p_tested)
		report_pursuit(ctx, g, r, pu, def, flight);
}

/* Charging: MELEE and RESULT records; results apply to every charger. */
static void
report_results(struct cmd_ctx *ctx, const struct group *g,
	       const struct charge_res *r, const struct gt_dyn *dyn)
{
	const struct unit *def = &ctx->g->units[g->di];
	bool prov =
	    r->amc.provisional || r->dmc.provisional || r->pmc.provisional;
	melee_record(ctx, g, r);
	charge_result(ctx, g, r, dyn, def, "defender", ceff_names[r->deff],
		      prov);
	for (int i = 0; i < g->n; i++)
		if (g->c[i].ok)
			charge_result(
			    ctx, g, r, dyn, &ctx->g->units[g->c[i].ui],
			    i == r->principal ? "principal" : "charger",
			    ceff_names[r->aeff], prov);
	if (r->guns_open)
		out_text(ctx->out,
			 "  %s opens fire: Firing marker on (the guns do not "
			 "pivot)",
			 def->name);
	if (strcmp(r->outcome, "both-pass") == 0) {
		out_text(ctx->out, "  both pass: %s (M5)",
			 gt_choice(ctx, GTS_M5_BOTH_PASS) != 0
			     ? "the chargers are shaken"
			     : "no result, the chargers stay in contact");
	}
}

/* After a resolve's charges: refused when every charge waits for a die
 * (naming the first); otherwise the charges resolved lose their
 * declarations and each still waiting says which die it needs (it keeps
 * its declaration for a later resolve). Returns how many wait, or -1. */
static int
charges_waiting(struct cmd_ctx *ctx, const struct group *gs, int ng,
		const int *need, int waiting, bool dry)
{
	struct game *gm = ctx->g;
	for (int k = 0; k < ng; k++) {
		if (need[k] < 0)
			continue;
		const char *dn = gm->units[gs[k].di].name;
		const char *pa = gs[k].principal_decl->actor;
		if (waiting == ng)
			return cmd_error(ctx,
					 "the charge on %s needs its %s die "
					 "now: charge %s vs %s %s=N gives it "
					 "(dice=roll: the program rolls its "
					 "dice)",
					 dn, c_roll[need[k]], pa, dn,
					 c_roll[need[k]]);
		if (!dry)
			out_text(ctx->out,
				 "  the charge on %s waits for its %s die "
				 "(charge %s vs %s %s=N, then resolve)",
				 dn, c_roll[need[k]], pa, dn, c_roll[need[k]]);
	}
	if (dry || waiting == 0)
		return waiting;
	/* Keep only the declarations of the charges still waiting. */
	size_t kept = 0;
	for (size_t i = 0; i < gm->ndecls; i++) {
		struct decl *d = &gm->decls[i];
		bool keep = d->kind != DECL_MELEE;
		for (int k = 0; k < ng && !keep; k++)
			keep = need[k] >= 0 &&
			       strcmp(d->target, gm->units[gs[k].di].name) == 0;
		if (keep)
			gm->decls[kept++] = *d;
		else
			decl_free(d);
	}
	gm->ndecls = kept;
	return waiting;
}

/* Charge Phase: "charges that were declared and paid for in the PIP
 * Phase are resolved", one group per target, on the running state; a
 * charge still waiting for a die waits for a later resolve (every one
 * waiting: refused). */
int
gt_charge_resolve(struct cmd_ctx *ctx, struct gt_dyn *dyn, bool dry,
		  struct explain *xp)
{
	struct group *gs = um_xcalloc(64, sizeof *gs);
	int ng = group_collect(ctx, gs, 64);
	if (ng < 0) {
		free(gs);
		return -1;
	}
	size_t nu = ctx->g->nunits;
	int *need = um_xcalloc((size_t)ng + 1, sizeof *need);
	int waiting = 0;
	for (int k = 0; k < ng; k++) {
		struct group *g = &gs[k];
		struct gt_dyn *save = um_xmalloc(nu * sizeof *save + 1);
		memcpy(save, dyn, nu * sizeof *save);
		struct charge_res r;
		need[k] = -1;
		if (charge_sim(ctx, g, dyn, g->dice, true, &need[k], &r)) {
			/* It waits for a die: the others go on. */
			memcpy(dyn, save, nu * sizeof *save);
			free(save);
			waiting++;
			continue;
		}
		need[k] = -1;
		if (!dry) {
			struct checklist cl;
			checklist_init(&cl);
			for (int i = 0; i < g->n; i++)
				checklist_add(
				    &cl, "charger",
				    g->c[i].ok ? CHECK_PASS : CHECK_FAIL,
				    "Charging", "derived", "%s", g->c[i].why);
			checklist_print(&cl, NULL, ctx->out);
			checklist_free(&cl);
		}
		if (!dry && r.principal < 0) {
			const char *dn = ctx->g->units[g->di].name;
			out_text(ctx->out, "  no charge on %s is carried out",
				 dn);
			explain_add(xp,
				    "charge on %s: no charger may charge at "
				    "this moment (Charging)",
				    dn);
		} else if (!dry) {
			report_checks(ctx, g, &r, save, xp);
			report_results(ctx, g, &r, dyn);
			for (int i = 0; i < g->n; i++)
				if (g->c[i].ok)
					GT(&ctx->g->units[g->c[i].ui])
					    ->charged_bound = ctx->g->bound;
		}
		free(save);
	}
	int rc = charges_waiting(ctx, gs, ng, need, waiting, dry);
	free(need);
	free(gs);
	return rc;
}

static void
enum_charge(const struct cmd_ctx *ctx, struct group *g,
	    const struct gt_dyn *base, size_t nu, int *dice, double pr,
	    struct gt_dist *next)
{
	struct gt_dyn *dyn = um_xmalloc(nu * sizeof *dyn + 1);
	memcpy(dyn, base, nu * sizeof *dyn);
	struct charge_res r;
	int need = -1;
	if (charge_sim(ctx, g, dyn, dice, false, &need, &r)) {
		for (int v = 1; v <= 6; v++) {
			dice[need] = v;
			enum_charge(ctx, g, base, nu, dice, pr / 6, next);
		}
		dice[need] = 0;
		free(dyn);
		return;
	}
	gt_dist_add(next, dyn, pr);
	free(dyn);
}

int
gt_charge_odds(struct cmd_ctx *ctx, struct gt_dist *dist)
{
	struct group *gs = um_xcalloc(64, sizeof *gs);
	int ng = group_collect(ctx, gs, 64);
	if (ng < 0) {
		free(gs);
		return -1;
	}
	size_t nu = ctx->g->nunits;
	for (int k = 0; k < ng; k++) {
		struct gt_dist next = {.nunits = nu};
		for (size_t e = 0; e < dist->n; e++) {
			int dice[C_N] = {0};
			dice[C_F] = 7; /* the flight's 2d6 changes no state */
			enum_charge(ctx, &gs[k], dist->dyn + e * nu, nu, dice,
				    dist->p[e], &next);
		}
		gt_dist_free(dist);
		*dist = next;
	}
	free(gs);
	return 0;
}

/* ---- morale A: a Morale Check on its own (no state change) ---- */

static const char *const situational[] = {
    "front_of_guns",	"charging_shaken", "friends",
    "flank_rear",	"en_masse",	   "charged_by_several",
    "charged_in_flank", "charged_in_rear", NULL};

int
gt_cmd_morale(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: morale A [roll=N] [KEY=yes...]");
	struct unit *u = cmd_unit(ctx, a->word[ctx->argi]);
	if (u == NULL)
		return cmd_failed();
	struct gt_dyn d;
	gt_dyn_of(u, &d);
	struct gt_mc mc;
	gt_mc_start(ctx, u, &d, &mc);
	struct answers ans;
	answers_from_args(&ans, a);
	for (int i = 0; situational[i]; i++) {
		bool b = false;
		if (answers_bool(ctx, &ans, situational[i], "yes or no", &b) <
		    0)
			return -1;
		if (b)
			gt_mc_add(ctx, &mc, situational[i], "umpire");
	}
	const char *why = answers_get(&ans, "why");
	struct dicespec d6 = {1, 6};
	struct roll r;
	if (ctx_take_roll(ctx, a, "roll", "dice", &d6, &r, NULL) < 0)
		return -1;
	if (args_check_unused(ctx, a, "morale",
			      "roll dice why front_of_guns charging_shaken "
			      "friends flank_rear en_masse charged_by_several "
			      "charged_in_flank charged_in_rear") < 0)
		return -1;
	gt_mc_factors(ctx, u->name, &mc);
	gt_mc_record(ctx, u->name, why ? why : "asked", &mc, r.total);
	return 0;
}

/* ---- deshake SIDE: the De-shaking Phase ---- */

/* Sequence of Play: "Every unit of the moving player that is shaken at
 * the start of the turn" tests, once, in the first phase of the turn. */
static int
deshake_allowed(struct cmd_ctx *ctx, const char *side)
{
	const struct game *g = ctx->g;
	if (gt_sequence_free(ctx))
		return 0;
	if (strcmp(side, gt_moving_side(g)) != 0)
		return cmd_error(ctx,
				 "deshake %s: only the moving side de-shakes; "
				 "%s moves in turn %d (Sequence of Play)",
				 side, gt_moving_side(g), g->bound);
	if (GT_GAME(g)->deshake_bound == g->bound || g->phase > GT_PH_DESHAKE)
		return cmd_error(ctx,
				 "deshake %s: the De-shaking Phase of turn %d "
				 "is over; it comes once, at the start of the "
				 "turn (Sequence of Play)",
				 side, g->bound);
	return 0;
}

/* The die of each shaken unit of side (0 for the others): UNIT=N or
 * rolled. -1 with ctx->err. */
static int
deshake_dice(struct cmd_ctx *ctx, struct args *a, const char *side, int *die)
{
	struct game *g = ctx->g;
	struct dicespec d6 = {1, 6};
	for (size_t i = 0; i < g->nunits; i++) {
		struct unit *u = &g->units[i];
		if (u->removed || strcmp(u->side, side) != 0 ||
		    u->state != GT_SHAKEN) {
			if (args_has(a, u->name))
				return cmd_error(ctx,
						 "%s=... given but %s is not a "
						 "shaken unit of %s",
						 u->name, u->name, side);
			continue;
		}
		struct roll r;
		if (ctx_take_roll(ctx, a, u->name, u->name, &d6, &r, NULL) < 0)
			return -1;
		die[i] = r.total;
	}
	return args_check_unused(ctx, a, "deshake",
				 "one die per shaken unit: UNIT=N");
}

/* Sequence of Play 1: a shaken unit "automatically takes a Morale Check
 * with all applicable modifiers"; a pass takes the Shaken marker off. */
static void
deshake_one(struct cmd_ctx *ctx, struct unit *u, int die)
{
	struct gt_dyn d;
	gt_dyn_of(u, &d);
	struct gt_mc mc;
	gt_mc_start(ctx, u, &d, &mc);
	int tot, need;
	bool pass = gt_mc_judge(ctx, &mc, die, &tot, &need);
	gt_mc_factors(ctx, u->name, &mc);
	gt_mc_record(ctx, u->name, "de-shaking", &mc, die);
	if (pass)
		u->state = GT_EAGER;
	out_text(ctx->out,
		 pass ? "  %s de-shakes: its Shaken marker comes off, eager"
		      : "  %s stays shaken",
		 u->name);
	struct rec r;
	rec_begin(&r, "RESULT");
	rec_str(&r, "kind", "deshake");
	rec_str(&r, "target", u->name);
	rec_int(&r, "loss", 0);
	rec_str(&r, "moral", pass ? "eager" : "none");
	rec_str(&r, "state", gt_state_names[u->state]);
	rec_int(&r, "figures", u->figures);
	rec_str(&r, "rule", "Sequence of Play");
	if (mc.provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
}

int
gt_cmd_deshake(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: deshake SIDE [UNIT=N...]");
	const char *side = a->word[ctx->argi];
	struct game *g = ctx->g;
	bool any_side = false;
	for (size_t i = 0; i < g->nunits; i++)
		any_side |= strcmp(g->units[i].side, side) == 0;
	if (!any_side)
		return cmd_error(ctx, "no unit has side=%s", side);
	if (deshake_allowed(ctx, side) < 0)
		return -1;
	int *die = um_xcalloc(g->nunits + 1, sizeof *die);
	if (deshake_dice(ctx, a, side, die) < 0) {
		free(die);
		return -1;
	}
	int n = 0;
	for (size_t i = 0; i < g->nunits; i++)
		if (die[i]) {
			deshake_one(ctx, &g->units[i], die[i]);
			n++;
		}
	free(die);
	if (n == 0)
		out_text(ctx->out, "  no shaken unit of %s", side);
	if (gt_sequence_free(ctx)) {
		g->phase = 0;
		return 0;
	}
	GT_GAME(g)->deshake_bound = g->bound;
	gt_phase_enter(ctx, GT_PH_PIP);
	return 0;
}

/* ---- flee A: a flight the umpire orders (or a routed unit again) ---- */

/* Dice of an ordered flight (Fleeing): the extra dice of the flight
 * (cavalry from cavalry: 11" + 2d6) and an attached general's die; a
 * die the flight does not use is refused with the reason. */
static int
flee_dice(struct cmd_ctx *ctx, struct args *a, const struct unit *u,
	  const char *key, bool again, int *fdie, int *gdie)
{
	struct gt_flee_row row;
	bool dice_row = gt_flee_lookup(ctx, key, again, &row) && row.ndice;
	if (!dice_row && (args_has(a, "fdice") || args_has(a, "froll")))
		return cmd_error(ctx,
				 "flee %s: fdice/froll is only for a flight "
				 "with dice (cavalry fleeing from cavalry: "
				 "11\" + 2d6; Fleeing); this flight is a fixed "
				 "distance",
				 u->name);
	if (!GT(u)->general && (args_has(a, "groll") || args_has(a, "gdice")))
		return cmd_error(ctx,
				 "flee %s: groll/gdice is only for a unit with "
				 "a general attached (Fleeing)",
				 u->name);
	struct roll r;
	if (dice_row) {
		struct dicespec ds = {row.ndice, 6};
		if (ctx_take_roll(ctx, a, "froll", "fdice", &ds, &r, NULL) < 0)
			return -1;
		*fdie = r.total;
	}
	if (GT(u)->general) {
		struct dicespec d6 = {1, 6};
		if (ctx_take_roll(ctx, a, "groll", "gdice", &d6, &r, NULL) < 0)
			return -1;
		*gdie = r.total;
	}
	return 0;
}

int
gt_cmd_flee(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: flee A [from=infantry|cavalry|"
				      "artillery] [again=yes] [fdice=a,b] "
				      "[groll=N]");
	struct unit *u = game_unit(ctx->g, a->word[ctx->argi]);
	if (u == NULL || u->removed)
		return cmd_error(ctx, "no unit named %s on the table",
				 a->word[ctx->argi]);
	if (u->arm == ARM_ARTILLERY)
		return cmd_error(ctx,
				 "artillery never flees; it is silenced "
				 "(unit set %s state=silenced)",
				 u->name);
	int from = -1;
	if (args_enum(ctx, a, "from", arm_names, &from) < 0)
		return -1;
	bool again = false;
	if (args_bool(ctx, a, "again", &again) < 0)
		return -1;
	if (u->arm == ARM_CAVALRY && from < 0)
		return cmd_error(ctx,
				 "flee %s needs from (Fleeing from "
				 "infantry, cavalry or artillery?)",
				 u->name);
	if (from < 0)
		from = ARM_INFANTRY;
	const char *key = u->arm == ARM_INFANTRY ? "infantry"
			  : from == ARM_CAVALRY	 ? "cavalry_from_cavalry"
						 : "cavalry_from_foot";
	int fdie = 0, gdie = 0;
	if (flee_dice(ctx, a, u, key, again, &fdie, &gdie) < 0)
		return -1;
	if (args_check_unused(ctx, a, "flee",
			      "from again froll fdice groll gdice") < 0)
		return -1;
	struct gt_dyn d;
	gt_dyn_of(u, &d);
	gt_flee_record(ctx, u, (enum arm)from, again, fdie,
		       again ? "routed, fleeing again" : "ordered");
	if (gdie && gt_general_roll(ctx, u, gdie))
		d.general = false;
	gt_dyn_flee(&d);
	gt_dyn_store(ctx, u, &d);
	return 0;
}

/* ---- firing A on|off: the Firing marker (1 PIP each way) ---- */

int
gt_cmd_firing(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 2 || a->nkv)
		return cmd_error(ctx, "usage: firing A on|off");
	struct unit *u = game_unit(ctx->g, a->word[ctx->argi]);
	if (u == NULL || u->removed)
		return cmd_error(ctx, "no unit named %s on the table",
				 a->word[ctx->argi]);
	const char *v = a->word[ctx->argi + 1];
	bool on = strcmp(v, "on") == 0;
	if (!on && strcmp(v, "off") != 0)
		return cmd_error(ctx, "firing %s %s: say on or off", u->name,
				 v);
	if (on) {
		if (u->arm == ARM_CAVALRY)
			return cmd_error(ctx, "cavalry cannot fire");
		if (u->state == GT_ROUTED || u->state == GT_SILENCED)
			return cmd_error(ctx, "%s is %s and cannot fire",
					 u->name, gt_state_names[u->state]);
	}
	if (GT(u)->firing == on)
		return cmd_error(ctx, "%s's Firing marker is already %s",
				 u->name, on ? "on" : "off");
	/* PIP Phase: placing or removing a Firing marker costs PIPs. */
	const char *act = on ? "firing_on" : "firing_off";
	int cost;
	if (gt_phase_allows(ctx, GT_PH_PIP, u,
			    on ? "firing on" : "firing off") < 0 ||
	    gt_pip_check(ctx, u, act, &cost) < 0)
		return -1;
	gt_phase_enter(ctx, GT_PH_PIP);
	gt_pip_pay(ctx, u, act, cost);
	GT(u)->firing = on;
	/* A marker put on once the Firing Phase began (the umpire went back
	 * with `phase`) fires from the next Firing Phase. */
	if (on && GT_GAME(ctx->g)->fire_phase_bound == ctx->g->bound)
		GT(u)->marker_late_bound = ctx->g->bound;
	out_text(ctx->out, "  %s: Firing marker %s", u->name,
		 on ? "on" : "off");
	return 0;
}

/* ---- ceasefire [SIDE]: start of a Firing Phase ---- */

/* ceasefire [SIDE]: what the automatic cease-fire will take off (no
 * change: it runs by itself when a Firing Phase begins); ceasefire UNIT:
 * the manual cease-fire, a PIP-Phase marker change (firing UNIT off). */
int
gt_cmd_ceasefire(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword > ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: ceasefire [SIDE|UNIT]");
	const char *w = a->nword > ctx->argi ? a->word[ctx->argi] : NULL;
	const struct unit *u = w ? game_unit_c(ctx->g, w) : NULL;
	if (u != NULL && !u->removed) {
		if (!GT(u)->firing)
			return cmd_error(ctx, "%s has no Firing marker",
					 u->name);
		char fw[] = "firing", off[] = "off", name[UM_NAME_MAX + 1];
		snprintf(name, sizeof name, "%s", u->name);
		char *words[] = {fw, name, off};
		struct args b = *a;
		b.word = words;
		b.nword = 3;
		int argi = ctx->argi;
		ctx->argi = 1;
		int rc = gt_cmd_firing(ctx, &b);
		ctx->argi = argi;
		return rc;
	}
	if (w) {
		bool side = false;
		for (size_t i = 0; i < ctx->g->nunits && !side; i++)
			side = strcmp(ctx->g->units[i].side, w) == 0;
		if (!side)
			return cmd_error(ctx,
					 "ceasefire %s: no unit or side of "
					 "that name (ceasefire [SIDE|UNIT])",
					 w);
	}
	gt_ceasefire_all(ctx, w, false);
	return 0;
}
