/* fire.c - Grande Tactique firing (seed 003 "Firing"; digest §5):
 * valid targets, the opposed roll, Firing Results, return fire.
 *
 * One declared `fire A at T` is one shot. `resolve` takes the shots in
 * the order they were declared (the attacker chooses the order) and judges
 * each on the states at that moment (Firing procedure). The same pure
 * function (shot_sim) resolves a shot from its dice and enumerates them
 * for `odds`. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* Dice of a shot: firer's and target's opposed dice, their Morale Check
 * dice, and the dice of attached generals when their unit flees. */
enum { S_FDIE, S_TDIE, S_FM, S_TM, S_FG, S_TG, S_N };
static const char *const slot_roll[S_N] = {"roll",   "troll", "mroll",
					   "tmroll", "groll", "tgroll"};
static const char *const slot_dice[S_N] = {"dice",   "tdice", "mdice",
					   "tmdice", "gdice", "tgdice"};

/* Firing Modifiers rows (firing-modifiers.csv). */
enum { F_SHAKEN, F_SQUARE, F_LONG, F_AT_SQUARE, F_CONTACT, F_ENFILADE, F_N };
static const char *const fkeys[F_N] = {"shaken",    "square",	  "long_range",
				       "at_square", "in_contact", "enfilade"};
static const char *const tkeys[F_N] = {"t_shaken",     "t_square",
				       "t_long_range", "t_at_square",
				       "t_in_contact", "t_enfilade"};

static const char fire_keys[] =
    "roll dice troll tdice mroll mdice tmroll tmdice groll gdice tgroll "
    "tgdice contact arc lines range woods bua_hit in_arc_of_artillery "
    "return marker shaken square long_range at_square in_contact enfilade "
    "t_shaken t_square t_long_range t_at_square t_in_contact t_enfilade "
    "retarget";

struct over {
	int mode; /* 0 derive, 1 yes, 2 no, 3 value */
	int value;
};

/* Everything about one shot that does not change during a resolution. */
struct plan {
	size_t fi, ti;
	const struct unit *f, *t;
	bool contact, in_arc, lines;
	const char *contact_src, *arc_src, *lines_src;
	bool range_known;
	double range;
	bool long_range;
	const char *long_src;
	bool enfilade;
	const char *enf_src;
	bool f_in_gun_arc; /* firer partly in the target gun's arc */
	const char *gun_arc_src;
	bool t_can_return; /* the map lets the target fire back */
	const char *return_src;
	struct over over[2][F_N];
	int dice[S_N];
	bool valid;
};

/* yes/no answer: 1 yes, 0 no, -1 absent, -2 bad (ctx->err set). */
static int
ans_bool(struct cmd_ctx *ctx, struct answers *a, const char *key)
{
	bool b;
	int r = answers_bool(ctx, a, key, "yes or no", &b);
	return r < 0 ? -2 : r == 0 ? -1 : b;
}

static bool
is_art(const struct unit *u)
{
	return u->arm == ARM_ARTILLERY;
}

enum { M_CHECK, M_DECLARE, M_RESOLVE };

/* What every step of a plan shares: the answers, the map, the mode.
 * M_CHECK asks every question the map cannot answer; M_DECLARE takes the
 * documented defaults and asks only keys without one; M_RESOLVE asks
 * nothing (the declaration was complete). */
struct planning {
	struct cmd_ctx *ctx;
	struct answers *a;
	const struct gt_dyn *fd;
	struct gt_fire_geo geo;
	struct checklist *cs;
	struct plan *p;
	bool resolving, checking, art;
};

static const char *const R_PROC = "Firing procedure", *const R_VALID =
							  "Valid Targets";

/* Firing procedure: "Cavalry cannot fire. Silenced artillery cannot
 * fire. Routed troops cannot fire. Shaken units can fire but at -1." */
static void
step_firer(struct planning *pl)
{
	const struct unit *f = pl->p->f;
	struct checklist *cs = pl->cs;
	if (f->arm == ARM_CAVALRY)
		checklist_add(cs, "arm", CHECK_FAIL, R_PROC, "derived",
			      "cavalry cannot fire");
	else
		checklist_add(cs, "arm", CHECK_PASS, R_PROC, "derived",
			      "%s may fire", arm_names[f->arm]);
	int st = pl->fd->state;
	if (st == GT_ROUTED)
		checklist_add(cs, "state", CHECK_FAIL, R_PROC, "derived",
			      "routed troops cannot fire");
	else if (st == GT_SILENCED)
		checklist_add(cs, "state", CHECK_FAIL, R_PROC, "derived",
			      "silenced artillery cannot fire");
	else if (st == GT_SHAKEN)
		checklist_add(cs, "state", CHECK_PASS, R_PROC, "derived",
			      "shaken units fire at -1");
	else
		checklist_add(cs, "state", CHECK_PASS, R_PROC, "derived",
			      "eager");
}

/* Firing procedure: "Only the attacking player's units resolve firing in
 * a Firing Phase"; a unit marked by return fire fires in its own turn
 * (Returning fire). Sequence of Play: the Firing Phase comes once. */
static void
step_turn(struct planning *pl)
{
	const struct game *g = pl->ctx->g;
	const struct unit *f = pl->p->f;
	if (pl->resolving || gt_sequence_free(pl->ctx))
		return;
	const char *mv = gt_moving_side(g);
	if (strcmp(f->side, mv) != 0)
		checklist_add(pl->cs, "turn", CHECK_FAIL, R_PROC, "derived",
			      "only the moving player's units fire: %s moves "
			      "in turn %d (%s fires in its own turn)",
			      mv, g->bound, f->name);
	else
		checklist_add(pl->cs, "turn", CHECK_PASS, R_PROC, "derived",
			      "%s moves in turn %d", mv, g->bound);
	if (g->phase > GT_PH_FIRING)
		checklist_add(pl->cs, "phase", CHECK_FAIL, "Sequence of Play",
			      "derived",
			      "the Firing Phase of turn %d is over (%s Phase)",
			      g->bound, g->rs->phases[g->phase]);
}

/* Firing procedure: "in order to fire, infantry or artillery must be in a
 * state of firing at the start of the Firing Phase"; "roll separately for
 * each attacking unit" (one shot per unit per phase). */
static int
step_marker_once(struct planning *pl)
{
	struct cmd_ctx *ctx = pl->ctx;
	const struct unit *f = pl->p->f;
	int m = ans_bool(ctx, pl->a, "marker");
	if (m == -2)
		return -1;
	bool late =
	    !gt_sequence_free(ctx) && GT(f)->marker_late_bound == ctx->g->bound;
	bool marker = m >= 0 ? m : pl->fd->firing && !late;
	checklist_add(
	    pl->cs, "marker", marker ? CHECK_PASS : CHECK_FAIL, R_PROC,
	    m >= 0 ? "given" : "derived", "%s",
	    marker ? "Firing marker on at the start of the Firing Phase"
	    : late ? "the Firing marker went on after the Firing Phase "
		     "began: it fires from the next Firing Phase"
		   : "no Firing marker: put one on first (firing A on, 1 "
		     "PIP)");
	if (gt_declared_charge(ctx->g, f->name, NULL, NULL))
		checklist_add(
		    pl->cs, "charging", CHECK_FAIL, "Firing", "derived",
		    "a unit that is charging may not fire in that Firing "
		    "Phase");
	if (strcmp(f->side, pl->p->t->side) == 0)
		checklist_add(pl->cs, "enemy", CHECK_FAIL, R_VALID, "derived",
			      "%s is on the same side", pl->p->t->name);
	if (pl->resolving)
		return 0;
	if (gt_fires_declared(ctx->g, f->name) > 0)
		checklist_add(
		    pl->cs, "once", CHECK_FAIL, R_PROC, "derived",
		    "%s already fires this Firing Phase (roll separately "
		    "for each attacking unit)",
		    f->name);
	else if (!gt_sequence_free(ctx) && GT(f)->fired_bound == ctx->g->bound)
		checklist_add(pl->cs, "once", CHECK_FAIL, R_PROC, "derived",
			      "%s has fired in this Firing Phase (turn %d)",
			      f->name, ctx->g->bound);
	return 0;
}

/* Valid Targets: "Infantry must be in base contact ... with the target
 * to fire at it". */
static int
step_infantry_contact(struct planning *pl)
{
	struct plan *p = pl->p;
	int c = ans_bool(pl->ctx, pl->a, "contact");
	if (c == -2)
		return -1;
	bool known = true;
	if (c >= 0) {
		p->contact = c;
		p->contact_src = "given";
	} else if (pl->geo.known) {
		p->contact = pl->geo.contact;
		p->contact_src = "derived";
	} else {
		/* Infantry fires only in contact: declaring it says so. */
		p->contact = true;
		p->contact_src = "default";
		known = !pl->checking;
	}
	if (!known && !pl->resolving) {
		checklist_ask(
		    pl->cs, "contact", R_VALID,
		    "Is the infantry in base contact with the target?",
		    "yes|no", NULL);
		return 0;
	}
	checklist_add(
	    pl->cs, "contact", p->contact ? CHECK_PASS : CHECK_FAIL, R_VALID,
	    p->contact_src, "%s",
	    strcmp(p->contact_src, "default") == 0
		? "not placed: infantry fire is declared in base contact"
	    : !p->contact ? "infantry fires only at units in base contact"
	    : pl->geo.contact_by[0] && c < 0
		? "touching the feature is contact with the unit inside"
		: "in base contact");
	return 0;
}

/* The range record of artillery (Artillery: normal up to 7", long range
 * more than 7" and less than 12"). */
static void
range_verdict(struct planning *pl, const char *rsrc)
{
	struct plan *p = pl->p;
	double nr = gt_num(pl->ctx, GTS_ARTILLERY_NORMAL_RANGE);
	double lr = gt_num(pl->ctx, GTS_ARTILLERY_LONG_RANGE);
	char b[32];
	um_fmt_num(b, sizeof b, p->range);
	if (p->contact)
		checklist_add(pl->cs, "range", CHECK_PASS, "Artillery",
			      p->contact_src, "in base contact");
	else if (p->range >= lr)
		checklist_add(pl->cs, "range", CHECK_FAIL, "Artillery", rsrc,
			      "%s\" is out of range (less than %g\")", b, lr);
	else
		checklist_add(pl->cs, "range", CHECK_PASS, "Artillery", rsrc,
			      "%s\": %s range%s", b,
			      p->range > nr ? "long" : "normal",
			      pl->geo.range_to[0] && rsrc[0] == 'd'
				  ? " (to the edge of the feature the "
				    "target is in: Terrain)"
				  : "");
	p->long_range = !p->contact && p->range > nr && p->range < lr;
	p->long_src = rsrc;
}

/* Artillery: range, unless in contact (Artillery; Terrain: distances to a
 * unit in woods or a BUA are measured from the feature's edge). */
static int
step_artillery_range(struct planning *pl)
{
	struct plan *p = pl->p;
	int c = ans_bool(pl->ctx, pl->a, "contact");
	if (c == -2)
		return -1;
	bool contact_known = c >= 0 || pl->geo.known;
	p->contact = c >= 0 ? c : pl->geo.contact;
	p->contact_src = c >= 0 ? "given" : pl->geo.known ? "derived" : "asked";
	const char *rv = answers_get(pl->a, "range");
	if (rv != NULL) {
		if (!um_parse_double(rv, &p->range) || p->range < 0)
			return cmd_error(pl->ctx,
					 "range=%s is not a distance in "
					 "inches (>= 0)",
					 rv);
		p->range_known = true;
	} else if (pl->geo.known) {
		p->range = pl->geo.range;
		p->range_known = true;
	} else if (contact_known && p->contact) {
		p->range = 0;
		p->range_known = true;
	}
	const char *rsrc = rv ? "given" : pl->geo.known ? "derived" : "given";
	if (!p->range_known) {
		if (!contact_known)
			checklist_ask(pl->cs, "contact", R_VALID,
				      "Is the artillery in base contact with "
				      "the target?",
				      "yes|no", NULL);
		checklist_ask(pl->cs, "range", "Artillery",
			      "Range in inches from the guns to the target?",
			      "0-12", NULL);
		return 0;
	}
	if (!contact_known) {
		p->contact = p->range == 0;
		p->contact_src = rsrc;
	}
	range_verdict(pl, rsrc);
	return 0;
}

/* Valid Targets: "at least partly within a 45 deg arc of the firing
 * unit's front corners". */
static int
step_arc(struct planning *pl)
{
	struct plan *p = pl->p;
	int ar = ans_bool(pl->ctx, pl->a, "arc");
	if (ar == -2)
		return -1;
	if (ar >= 0 || pl->geo.known) {
		p->in_arc = ar >= 0 ? ar : pl->geo.in_arc;
		p->arc_src = ar >= 0 ? "given" : "derived";
		checklist_add(pl->cs, "arc",
			      p->in_arc ? CHECK_PASS : CHECK_FAIL, R_VALID,
			      p->arc_src, "%s",
			      p->in_arc ? "target at least partly within the "
					  "45 deg arc of the front corners"
					: "target wholly outside the 45 deg "
					  "arc");
		return 0;
	}
	p->in_arc = true;
	p->arc_src = "default";
	if (!pl->checking)
		checklist_add(pl->cs, "arc", CHECK_PASS, R_VALID, "default",
			      "not placed: taken as within the arc");
	else
		checklist_ask(pl->cs, "arc", R_VALID,
			      "Is the target at least partly within the 45 "
			      "deg arc of the front corners?",
			      "yes|no", NULL);
	return 0;
}

/* Valid Targets: lines from each front corner to any two of the target's
 * corners or the middle of its front edge "without running into other
 * units"; artillery "can always hit enemy units in range who are on a
 * hill or near slope" (troops in between do not stop it; woods do). */
static int
step_lines(struct planning *pl)
{
	struct plan *p = pl->p;
	const struct gt_fire_geo *geo = &pl->geo;
	int ln = ans_bool(pl->ctx, pl->a, "lines");
	if (ln == -2)
		return -1;
	if (ln >= 0 || geo->known) {
		p->lines = ln >= 0 ? ln : geo->lines;
		p->lines_src = ln >= 0 ? "given" : "derived";
		if (p->lines && geo->hill_target && ln < 0)
			checklist_add(pl->cs, "lines", CHECK_PASS, R_VALID,
				      "derived",
				      "artillery always hits enemy on a "
				      "hilltop or near slope in range%s%s",
				      geo->over_troops[0] ? ": over " : "",
				      geo->over_troops);
		else
			checklist_add(
			    pl->cs, "lines", p->lines ? CHECK_PASS : CHECK_FAIL,
			    R_VALID, p->lines_src, "%s%s%s",
			    p->lines ? "lines from both front corners reach "
				       "the target"
				     : "a corner line runs into ",
			    p->lines		 ? ""
			    : geo->blocked_by[0] ? geo->blocked_by
						 : "another unit",
			    !p->lines && geo->far_slope
				? " (the target is on the far slope, behind "
				  "the crest)"
				: "");
		return 0;
	}
	p->lines = true;
	p->lines_src = "default";
	if (!pl->checking)
		checklist_add(pl->cs, "lines", CHECK_PASS, R_VALID, "default",
			      "not placed: taken as clear");
	else
		checklist_ask(pl->cs, "lines", R_VALID,
			      "Can lines be drawn from each front corner to "
			      "two target corners or the middle of its front "
			      "edge without running into other units?",
			      "yes|no", NULL);
	return 0;
}

/* Valid Targets: "Artillery cannot fire into woods; if firing into a BUA,
 * it must be able to hit a part of the BUA itself"; Artillery: not at a
 * unit being charged by a friendly unit. */
static int
step_artillery_limits(struct planning *pl)
{
	const struct unit *f = pl->p->f, *t = pl->p->t;
	const struct gt_fire_geo *geo = &pl->geo;
	int w = ans_bool(pl->ctx, pl->a, "woods");
	if (w == -2)
		return -1;
	bool wood = w >= 0 ? w : geo->target_in_wood;
	checklist_add(pl->cs, "woods", wood ? CHECK_FAIL : CHECK_PASS, R_VALID,
		      w >= 0	   ? "given"
		      : geo->known ? "derived"
				   : "default",
		      "%s",
		      wood ? "artillery cannot fire into woods"
			   : "target not in woods");
	int b = ans_bool(pl->ctx, pl->a, "bua_hit");
	if (b == -2)
		return -1;
	if (b >= 0 || geo->target_in_bua) {
		bool hit = b >= 0 ? b : geo->bua_hit;
		checklist_add(pl->cs, "bua_hit", hit ? CHECK_PASS : CHECK_FAIL,
			      R_VALID, b >= 0 ? "given" : "derived", "%s",
			      hit ? "the guns can hit the BUA itself"
				  : "the guns reach only the part of the "
				    "unit outside the BUA");
	}
	if (gt_declared_charge(pl->ctx->g, NULL, t->name, f->side))
		checklist_add(pl->cs, "friend_charging", CHECK_FAIL,
			      "Artillery", "derived",
			      "artillery may not fire at a unit being charged "
			      "by a friendly unit");
	return 0;
}

/* Firing Results (grapeshot, +1 in contact): is the firer even partly in
 * the target gun's arc? */
static int
step_gun_arc(struct planning *pl)
{
	struct plan *p = pl->p;
	int g2 = ans_bool(pl->ctx, pl->a, "in_arc_of_artillery");
	if (g2 == -2)
		return -1;
	bool known;
	bool in = gt_in_arc_of(pl->ctx, p->t, p->f, &known);
	if (g2 >= 0) {
		p->f_in_gun_arc = g2;
		p->gun_arc_src = "given";
	} else if (known) {
		p->f_in_gun_arc = in;
		p->gun_arc_src = "derived";
	} else if (p->contact) {
		p->gun_arc_src = "asked";
		if (!pl->resolving)
			checklist_ask(pl->cs, "in_arc_of_artillery",
				      "Firing Results",
				      "Is the firer even partly within the "
				      "target artillery's 45 deg arc "
				      "(grapeshot)?",
				      "yes|no", NULL);
	} else {
		p->gun_arc_src = "default";
	}
	return 0;
}

/* Returning fire: "if they would be eligible to fire at the unit that is
 * firing at them". */
static int
step_return(struct planning *pl)
{
	struct plan *p = pl->p;
	int rt = ans_bool(pl->ctx, pl->a, "return");
	if (rt == -2)
		return -1;
	bool known;
	bool can = gt_geo_can_fire(pl->ctx, p->t, p->f, &known);
	if (rt >= 0) {
		p->t_can_return = rt;
		p->return_src = "given";
	} else if (known) {
		p->t_can_return = can;
		p->return_src = "derived";
	} else {
		/* Not placed: infantry can fire back when in contact,
		 * artillery when the firer is in range. */
		p->t_can_return =
		    p->t->arm == ARM_INFANTRY ? p->contact : is_art(p->t);
		p->return_src = "default";
	}
	return 0;
}

/* Factor overrides (spec §2: yes, no or an integer). */
static int
step_overrides(struct planning *pl)
{
	for (int s = 0; s < 2; s++)
		for (int i = 0; i < F_N; i++) {
			const char *key = s ? tkeys[i] : fkeys[i];
			const char *v = answers_get(pl->a, key);
			if (v == NULL)
				continue;
			bool b;
			long n;
			struct over *ov = &pl->p->over[s][i];
			if (um_parse_bool(v, &b) && strcmp(v, "1") != 0 &&
			    strcmp(v, "0") != 0)
				ov->mode = b ? 1 : 2;
			else if (um_parse_int(v, -9, 9, &n)) {
				ov->mode = 3;
				ov->value = (int)n;
			} else
				return cmd_error(pl->ctx,
						 "%s=%s is not allowed; %s is "
						 "yes, no or a modifier from "
						 "-9 to 9",
						 key, v, key);
		}
	return 0;
}

/* Build the plan of a shot from the answers and the map; list the
 * eligibility checks in rule order. Returns 0, or -1 with ctx->err on a
 * bad answer. */
static int
plan_make(struct cmd_ctx *ctx, struct answers *a, const struct unit *f,
	  const struct unit *t, const struct gt_dyn *fd,
	  const struct gt_dyn *td, int mode, struct plan *p,
	  struct checklist *cs)
{
	memset(p, 0, sizeof *p);
	checklist_clear(cs);
	p->f = f;
	p->t = t;
	p->fi = (size_t)(f - ctx->g->units);
	p->ti = (size_t)(t - ctx->g->units);
	struct planning pl = {.ctx = ctx,
			      .a = a,
			      .fd = fd,
			      .cs = cs,
			      .p = p,
			      .resolving = mode == M_RESOLVE,
			      .checking = mode == M_CHECK,
			      .art = is_art(f)};
	gt_fire_geometry(ctx, f, t, &pl.geo);
	step_firer(&pl);
	step_turn(&pl);
	if (step_marker_once(&pl) < 0 ||
	    (pl.art ? step_artillery_range(&pl) : step_infantry_contact(&pl)) <
		0 ||
	    step_arc(&pl) < 0 || step_lines(&pl) < 0 ||
	    (pl.art && step_artillery_limits(&pl) < 0))
		return -1;
	if (td->state == GT_ROUTED)
		checklist_add(cs, "target", CHECK_PASS, R_PROC, "derived",
			      "routed units are valid targets; firing at "
			      "them has no effect");
	/* enfilade is a factor key, derived from the map. */
	if (pl.art) {
		p->enfilade = pl.geo.known && pl.geo.enfilade;
		p->enf_src = pl.geo.known ? "derived" : "default";
		/* Terrain: a unit in woods or a BUA "cannot be outflanked":
		 * no enfilade or fire from the rear. */
		bool inside = pl.geo.target_in_wood || pl.geo.target_in_bua ||
			      GT(t)->ground == GT_GROUND_BUA;
		if (p->enfilade && inside) {
			p->enfilade = false;
			checklist_add(cs, "enfilade", CHECK_PASS, "Terrain",
				      "derived",
				      "%s occupies the whole of its wood or "
				      "BUA and cannot be outflanked: no "
				      "enfilade",
				      t->name);
		}
	}
	if ((is_art(t) && step_gun_arc(&pl) < 0) || step_return(&pl) < 0 ||
	    step_overrides(&pl) < 0)
		return -1;
	p->valid = true;
	for (size_t i = 0; i < cs->n; i++)
		if (cs->v[i]->res != CHECK_PASS)
			p->valid = false;
	return 0;
}

/* ---- the opposed roll ---- */

struct fval {
	const char *key;
	int value;
	const char *source, *table;
	bool provisional;
};

/* Whether the target is able to fire at the firer at this moment. */
static bool
t_able(const struct plan *p, const struct gt_dyn *td)
{
	return p->t->arm != ARM_CAVALRY && td->state != GT_ROUTED &&
	       td->state != GT_SILENCED && p->t_can_return;
}

/* The modifiers that count for side s (0 firer, 1 target) now. */
static int
fac_list(const struct cmd_ctx *ctx, const struct plan *p,
	 const struct gt_dyn *fd, const struct gt_dyn *td, int s,
	 struct fval *out)
{
	bool cond[F_N] = {0};
	const char *src[F_N];
	for (int i = 0; i < F_N; i++)
		src[i] = "derived";
	if (s == 0) {
		bool art = is_art(p->f);
		cond[F_SHAKEN] = fd->state == GT_SHAKEN;
		cond[F_SQUARE] =
		    p->f->arm == ARM_INFANTRY && fd->formation == GT_SQUARE;
		cond[F_LONG] = art && p->long_range;
		src[F_LONG] = p->long_src ? p->long_src : "derived";
		cond[F_AT_SQUARE] = art && td->formation == GT_SQUARE &&
				    p->t->arm == ARM_INFANTRY;
		cond[F_CONTACT] = art && p->contact && p->in_arc;
		src[F_CONTACT] = p->contact_src;
		cond[F_ENFILADE] = art && p->enfilade;
		src[F_ENFILADE] = p->enf_src ? p->enf_src : "derived";
	} else {
		int o = gt_choice(ctx, GTS_M3_TARGET_OWN_MODS);
		bool mine = o == 0 || (o == 1 && t_able(p, td));
		bool art = is_art(p->t) &&
			   gt_choice(ctx, GTS_M3_TARGET_ARTILLERY_MODS) == 0;
		cond[F_SHAKEN] = mine && td->state == GT_SHAKEN;
		cond[F_SQUARE] = mine && p->t->arm == ARM_INFANTRY &&
				 td->formation == GT_SQUARE;
		cond[F_LONG] = art && p->long_range;
		src[F_LONG] = p->long_src ? p->long_src : "derived";
		cond[F_AT_SQUARE] = art && fd->formation == GT_SQUARE &&
				    p->f->arm == ARM_INFANTRY;
		cond[F_CONTACT] = art && p->contact && p->f_in_gun_arc;
		src[F_CONTACT] = p->gun_arc_src ? p->gun_arc_src : "derived";
	}
	int n = 0;
	for (int i = 0; i < F_N; i++) {
		struct gt_mod m;
		if (!gt_firing_mod(ctx, fkeys[i], &m))
			continue;
		const struct over *ov = &p->over[s][i];
		int v = m.value;
		const char *so = src[i];
		if (ov->mode == 2 || (ov->mode == 0 && !cond[i]))
			continue;
		if (ov->mode == 1 || ov->mode == 3)
			so = "umpire";
		if (ov->mode == 3)
			v = ov->value;
		out[n++] =
		    (struct fval){fkeys[i], v, so, m.table, m.provisional};
	}
	return n;
}

enum eff { E_NONE, E_SHAKEN, E_HELD, E_FLEE, E_SILENCED };
static const char *const eff_names[] = {"none", "shaken", "held", "flee",
					"silenced"};
enum kind { K_SHOT, K_CANNOT, K_FLED, K_ROUTED };

struct shot_res {
	enum kind kind;
	int fmod, tmod, ftotal, ttotal;
	bool t_rolled;
	int winner; /* 0 tie, 1 firer, 2 target */
	enum eff eff[2];
	bool grape[2];
	bool tested[2];
	struct gt_mc mc[2];
	int mcdie[2];
	bool fled[2];
	bool grolled[2];
	int gdie[2];
	bool glost[2];
	bool return_marker;
	const char *why[2];
};

/* A unit beaten: flee (routed; artillery is silenced instead, M4). */
static int
do_flee(const struct cmd_ctx *ctx, const struct unit *u, struct gt_dyn *d,
	int side, const int *dice, bool need_general, int *need,
	struct shot_res *r)
{
	if (is_art(u)) {
		d->state = GT_SILENCED;
		d->firing = false;
		r->eff[side] = E_SILENCED;
		return 0;
	}
	if (d->general && need_general) {
		int slot = side ? S_TG : S_FG;
		if (dice[slot] == 0) {
			*need = slot;
			return 1;
		}
		r->grolled[side] = true;
		r->gdie[side] = dice[slot];
		int on = (int)gt_num(ctx, GTS_GENERAL_LOST_ON);
		r->glost[side] = dice[slot] <= on;
	}
	gt_dyn_flee(d);
	if (r->glost[side])
		d->general = false;
	r->eff[side] = E_FLEE;
	r->fled[side] = true;
	return 0;
}

/* Shaken infantry beaten: Morale Check or flee. */
static int
do_test(const struct cmd_ctx *ctx, const struct unit *u, struct gt_dyn *d,
	int side, const int *dice, bool need_general, int *need,
	struct shot_res *r)
{
	int slot = side ? S_TM : S_FM;
	if (dice[slot] == 0) {
		*need = slot;
		return 1;
	}
	gt_mc_start(ctx, u, d, &r->mc[side]);
	r->tested[side] = true;
	r->mcdie[side] = dice[slot];
	int tot, nd;
	if (gt_mc_judge(ctx, &r->mc[side], dice[slot], &tot, &nd)) {
		r->eff[side] = E_HELD;
		return 0;
	}
	return do_flee(ctx, u, d, side, dice, need_general, need, r);
}

/* Grapeshot: beaten by artillery in contact, even partly in its arc. */
static int
do_grape(const struct cmd_ctx *ctx, const struct unit *u, struct gt_dyn *d,
	 int side, const int *dice, bool need_general, int *need,
	 struct shot_res *r)
{
	r->grape[side] = true;
	if (is_art(u)) {
		/* Silenced, unless the setting lets an eager battery off
		 * with shaken. */
		if (gt_choice(ctx, GTS_M4_GRAPESHOT_ON_ARTILLERY) != 0 &&
		    d->state == GT_EAGER) {
			d->state = GT_SHAKEN;
			r->eff[side] = E_SHAKEN;
		} else {
			d->state = GT_SILENCED;
			d->firing = false;
			r->eff[side] = E_SILENCED;
		}
		return 0;
	}
	if (d->state == GT_EAGER &&
	    gt_choice(ctx, GTS_A2_GRAPESHOT_EAGER) == 1) {
		d->state = GT_SHAKEN;
		r->eff[side] = E_SHAKEN;
		return 0;
	}
	return do_flee(ctx, u, d, side, dice, need_general, need, r);
}

/* Firing procedure: "both sides roll, higher roll (with adjustments)
 * wins. Ties have no effect." Returns 1 with *need when a die is
 * missing. */
static int
opposed_roll(const struct cmd_ctx *ctx, const struct plan *p,
	     const struct gt_dyn *fd, const struct gt_dyn *td, const int *dice,
	     int *need, struct shot_res *r)
{
	if (dice[S_FDIE] == 0) {
		*need = S_FDIE;
		return 1;
	}
	r->t_rolled =
	    t_able(p, td) || gt_choice(ctx, GTS_M3_UNABLE_TARGET) == 0;
	if (r->t_rolled && dice[S_TDIE] == 0) {
		*need = S_TDIE;
		return 1;
	}
	struct fval fv[F_N];
	int n = fac_list(ctx, p, fd, td, 0, fv);
	for (int i = 0; i < n; i++)
		r->fmod += fv[i].value;
	n = fac_list(ctx, p, fd, td, 1, fv);
	for (int i = 0; i < n; i++)
		r->tmod += fv[i].value;
	r->ftotal = dice[S_FDIE] + r->fmod;
	r->ttotal = r->t_rolled ? dice[S_TDIE] + r->tmod : 0;
	r->winner = r->ftotal > r->ttotal ? 1 : r->ttotal > r->ftotal ? 2 : 0;
	return 0;
}

/* Firing Results, the defender beaten: eager -> shaken; shaken infantry
 * -> Morale Check or flee; shaken cavalry flees; shaken artillery beaten
 * by artillery is silenced; grapeshot. */
static int
target_beaten(const struct cmd_ctx *ctx, const struct plan *p,
	      struct gt_dyn *td, const int *dice, bool need_general, int *need,
	      struct shot_res *r)
{
	const struct unit *f = p->f, *t = p->t;
	if (is_art(f) && p->contact && p->in_arc) {
		r->why[1] = "grapeshot";
		if (do_grape(ctx, t, td, 1, dice, need_general, need, r))
			return 1;
	} else if (td->state == GT_EAGER) {
		if (is_art(t) &&
		    gt_choice(ctx, GTS_M4_ARTILLERY_SHAKEN_BY_FIRE) == 1) {
			r->why[1] = "artillery not shaken by fire (M4)";
		} else {
			td->state = GT_SHAKEN;
			r->eff[1] = E_SHAKEN;
			r->why[1] = "an eager defender who is beaten "
				    "becomes shaken";
		}
	} else if (td->state == GT_SHAKEN) {
		if (t->arm == ARM_INFANTRY) {
			r->why[1] = "a shaken infantry defender who "
				    "is beaten must pass a morale "
				    "check or flee";
			if (do_test(ctx, t, td, 1, dice, need_general, need, r))
				return 1;
		} else if (t->arm == ARM_CAVALRY) {
			r->why[1] = "a shaken cavalry defender who is "
				    "beaten automatically flees";
			if (do_flee(ctx, t, td, 1, dice, need_general, need, r))
				return 1;
		} else if (is_art(f)) {
			r->why[1] = "shaken artillery beaten by "
				    "artillery is silenced";
			td->state = GT_SILENCED;
			td->firing = false;
			r->eff[1] = E_SILENCED;
		} else {
			r->why[1] = "no effect when shaken artillery "
				    "is beaten by infantry";
		}
	} else {
		r->why[1] = "silenced: no further effect";
	}
	return 0;
}

/* Firing procedure: "There are only two occasions on which there are
 * consequence of firing for the attacker": shaken infantry beaten, and
 * beaten by artillery in contact (grapeshot); M2 for an eager firer. */
static int
firer_beaten(const struct cmd_ctx *ctx, const struct plan *p, struct gt_dyn *fd,
	     const struct gt_dyn *td, const int *dice, bool need_general,
	     int *need, struct shot_res *r)
{
	const struct unit *f = p->f, *t = p->t;
	bool able = t_able(p, td);
	if (is_art(t) && able && p->contact && p->f_in_gun_arc) {
		r->why[0] = "grapeshot";
		if (do_grape(ctx, f, fd, 0, dice, need_general, need, r))
			return 1;
	} else if (f->arm == ARM_INFANTRY && fd->state == GT_SHAKEN) {
		r->why[0] = "a shaken infantry attacker who is beaten "
			    "must pass a morale check or flee";
		if (do_test(ctx, f, fd, 0, dice, need_general, need, r))
			return 1;
	} else if (fd->state == GT_EAGER) {
		if (gt_choice(ctx, GTS_M2_EAGER_FIRER_BEATEN) == 1) {
			fd->state = GT_SHAKEN;
			r->eff[0] = E_SHAKEN;
			r->why[0] = "an eager firer who is beaten "
				    "becomes shaken (M2)";
		} else {
			r->why[0] = "no consequence for an eager "
				    "attacker (M2)";
		}
	} else {
		r->why[0] = "no consequence for this attacker";
	}
	return 0;
}

/* One shot on the states fd, td with dice[] (0 = not given). Returns 0,
 * or 1 with *need = the slot of a die it needs. */
static int
shot_sim(const struct cmd_ctx *ctx, const struct plan *p, struct gt_dyn *fd,
	 struct gt_dyn *td, const int *dice, bool need_general, int *need,
	 struct shot_res *r)
{
	memset(r, 0, sizeof *r);
	if (fd->state == GT_ROUTED || fd->state == GT_SILENCED) {
		r->kind = K_CANNOT;
		return 0;
	}
	if (td->fled) {
		r->kind = K_FLED;
		return 0;
	}
	if (td->state == GT_ROUTED) {
		r->kind = K_ROUTED;
		return 0;
	}
	r->kind = K_SHOT;
	if (opposed_roll(ctx, p, fd, td, dice, need, r))
		return 1;
	if (r->winner == 1 &&
	    target_beaten(ctx, p, td, dice, need_general, need, r))
		return 1;
	if (r->winner == 2 &&
	    firer_beaten(ctx, p, fd, td, dice, need_general, need, r))
		return 1;
	/* Returning fire: a target that could fire back is marked. */
	if (!td->firing && t_able(p, td)) {
		td->firing = true;
		r->return_marker = true;
	}
	return 0;
}

/* ---- commands ---- */

/* The shot on a command line: operands, answers, the plan and its
 * checks (checklist_free after). */
struct line_shot {
	struct unit *f, *t;
	struct gt_dyn fd, td;
	struct plan p;
	struct checklist cs;
};

static int
line_shot(struct cmd_ctx *ctx, struct args *a, int mode, struct line_shot *l)
{
	checklist_init(&l->cs);
	if (gt_actor_target(ctx, a, "at", &l->f, &l->t) < 0)
		return -1;
	struct answers ans;
	answers_from_args(&ans, a);
	gt_dyn_of(l->f, &l->fd);
	gt_dyn_of(l->t, &l->td);
	return plan_make(ctx, &ans, l->f, l->t, &l->fd, &l->td, mode, &l->p,
			 &l->cs);
}

int
gt_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct line_shot l;
	int r = line_shot(ctx, a, M_CHECK, &l);
	if (r == 0)
		r = args_check_unused(ctx, a, "check fire", fire_keys);
	if (r == 0) {
		checklist_print(&l.cs, NULL, ctx->out);
		struct rec rc;
		eligible_begin(&rc, l.f->name, l.t->name,
			       checklist_verdict(&l.cs));
		rec_end(&rc, ctx->out);
	}
	checklist_free(&l.cs);
	return r;
}

/* The verdict of a checklist (checklist_verdict) as a check result. */
static enum check_result
verdict_of(const struct checklist *cl)
{
	return checklist_count(cl, CHECK_FAIL)	? CHECK_FAIL
	       : checklist_count(cl, CHECK_ASK) ? CHECK_ASK
						: CHECK_PASS;
}

/* gt_fire_eligible under pair_run: the checks of check fire, typed. */
static int
fire_eligible_run(struct cmd_ctx *ctx, struct args *a, void *arg)
{
	struct eligibility *el = arg;
	struct line_shot l;
	int r = line_shot(ctx, a, M_CHECK, &l);
	if (r == 0)
		r = args_check_unused(ctx, a, "check fire", fire_keys);
	if (r == 0) {
		el->verdict = verdict_of(&l.cs);
		checklist_take(&el->checks, &l.cs);
	}
	checklist_free(&l.cs);
	return r;
}

int
gt_fire_eligible(struct cmd_ctx *ctx, struct unit *a, struct unit *t,
		 struct args *answers, struct eligibility *el)
{
	return pair_run(ctx, a, "at", t, answers, fire_eligible_run, el);
}

static void
print_factors(struct cmd_ctx *ctx, const struct plan *p,
	      const struct gt_dyn *fd, const struct gt_dyn *td)
{
	struct fval fv[F_N];
	for (int s = 0; s < 2; s++) {
		char part[2 * UM_NAME_MAX + 4];
		snprintf(part, sizeof part, "%s>%s",
			 s ? p->t->name : p->f->name,
			 s ? p->f->name : p->t->name);
		int n = fac_list(ctx, p, fd, td, s, fv);
		for (int i = 0; i < n; i++) {
			struct rec r;
			char k[40];
			snprintf(k, sizeof k, "%s%s", s ? "t_" : "", fv[i].key);
			factor_rec_begin(&r, part, k, fv[i].table,
					 fv[i].source);
			rec_int(&r, "value", fv[i].value);
			if (fv[i].provisional)
				rec_bool(&r, "provisional", 1);
			rec_end(&r, ctx->out);
		}
	}
}

int
gt_fire_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct line_shot l;
	int rc = line_shot(ctx, a, M_RESOLVE, &l);
	checklist_free(&l.cs);
	if (rc < 0 || args_check_unused(ctx, a, "factors fire", fire_keys) < 0)
		return -1;
	print_factors(ctx, &l.p, &l.fd, &l.td);
	if (is_art(l.f) && strcmp(l.p.enf_src, "default") == 0 &&
	    l.p.over[0][F_ENFILADE].mode == 0) {
		struct rec r;
		rec_begin(&r, "ASK");
		rec_str(&r, "key", "enfilade");
		rec_str(&r, "question",
			"Can a line be drawn from a front corner of the guns "
			"to both rear corners of the target?");
		rec_str(&r, "allowed", "yes|no");
		rec_str(&r, "default", "no");
		rec_str(&r, "rule", "Firing Modifiers");
		rec_end(&r, ctx->out);
	}
	return 0;
}

/* `fire` refuses with the first condition not met, in rule order. */
static int
first_refusal(struct cmd_ctx *ctx, const struct line_shot *l)
{
	for (size_t i = 0; i < l->cs.n; i++) {
		const struct check *c = l->cs.v[i];
		if (c->res == CHECK_ASK)
			return cmd_needs(ctx, c->key, c->question, c->allowed,
					 "fire %s at %s", l->f->name,
					 l->t->name);
		if (c->res == CHECK_FAIL)
			return cmd_error(ctx,
					 "%s cannot fire at %s: %s (%s; check "
					 "fire shows every condition)",
					 l->f->name, l->t->name, c->reason,
					 c->rule);
	}
	return 0;
}

/* Dice of a shot, taken at declaration so resolve never rolls: the
 * opposed roll always; a Morale Check die for each side that is
 * infantry (it may be shaken and beaten); a general's die for a side
 * with a general attached (it may flee). */
static int
shot_dice(struct cmd_ctx *ctx, struct args *a, const struct unit *f,
	  const struct unit *t, struct roll *r, bool *given, bool *want)
{
	struct dicespec d6 = {1, 6};
	want[S_FDIE] = want[S_TDIE] = true;
	want[S_FM] = f->arm == ARM_INFANTRY;
	want[S_TM] = t->arm == ARM_INFANTRY;
	want[S_FG] = GT(f)->general;
	want[S_TG] = GT(t)->general;
	for (int s = 0; s < S_N; s++) {
		if (!want[s]) {
			if (args_has(a, slot_roll[s]) ||
			    args_has(a, slot_dice[s]))
				return cmd_error(
				    ctx, "%s/%s is not needed for this shot",
				    slot_roll[s], slot_dice[s]);
			continue;
		}
		if (ctx_take_roll(ctx, a, slot_roll[s], slot_dice[s], &d6,
				  &r[s], &given[s]) < 0)
			return -1;
	}
	return args_check_unused(ctx, a, "fire", fire_keys);
}

/* fire A at T: one shot of the Firing Phase (Firing procedure). */
int
gt_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct line_shot l;
	int rc = line_shot(ctx, a, M_DECLARE, &l);
	if (rc == 0)
		rc = gt_phase_allows(ctx, GT_PH_FIRING, NULL, "fire");
	if (rc == 0)
		rc = first_refusal(ctx, &l);
	checklist_free(&l.cs);
	struct roll r[S_N];
	bool given[S_N] = {0}, want[S_N] = {0};
	if (rc < 0)
		return -1;
	const char *rt = args_get(a, "retarget");
	const struct unit *ru = rt ? game_unit_c(ctx->g, rt) : NULL;
	if (shot_dice(ctx, a, l.f, l.t, r, given, want) < 0)
		return -1;
	if (rt && (ru == NULL || ru->removed ||
		   strcmp(ru->side, l.f->side) == 0 || ru == l.t))
		return cmd_error(ctx,
				 "retarget=%s: name another enemy unit on the "
				 "table, the one %s fires at if %s has fled "
				 "before it fires (Firing procedure)",
				 rt, l.f->name, l.t->name);
	gt_phase_enter(ctx, GT_PH_FIRING);
	struct decl *d =
	    game_add_decl(ctx->g, DECL_FIRE, l.f->name, l.t->name, a);
	d->roll = r[S_FDIE];
	d->droll = r[S_TDIE];
	for (int s = 0; s < S_N; s++)
		if (want[s] && !given[s])
			gt_decl_put(d, slot_dice[s], &r[s]);
	int shot = 0; /* shots are counted among fires only */
	for (size_t i = 0; i < ctx->g->ndecls; i++)
		shot += ctx->g->decls[i].kind == DECL_FIRE;
	out_text(ctx->out,
		 "  declared: %s fires at %s (shot %d; %s rolls %d, %s "
		 "rolls %d)",
		 l.f->name, l.t->name, shot, l.f->name, r[S_FDIE].total,
		 l.t->name, r[S_TDIE].total);
	return 0;
}

/* ---- resolve ---- */

static void
shot_record(struct cmd_ctx *ctx, int shot, const struct plan *p,
	    const struct shot_res *r, const int *dice, bool prov)
{
	struct rec rc;
	rec_begin(&rc, "SHOT");
	rec_int(&rc, "shot", shot);
	rec_str(&rc, "firer", p->f->name);
	rec_str(&rc, "target", p->t->name);
	rec_int(&rc, "roll", dice[S_FDIE]);
	rec_int(&rc, "mod", r->fmod);
	rec_int(&rc, "total", r->ftotal);
	if (r->t_rolled)
		rec_int(&rc, "troll", dice[S_TDIE]);
	else
		rec_str(&rc, "troll", "none");
	rec_int(&rc, "tmod", r->tmod);
	rec_int(&rc, "ttotal", r->ttotal);
	rec_str(&rc, "winner",
		r->winner == 1	 ? "firer"
		: r->winner == 2 ? "target"
				 : "tie");
	rec_str(&rc, "rule", "Firing procedure");
	if (prov)
		rec_bool(&rc, "provisional", 1);
	rec_end(&rc, ctx->out);
}

static void
result_record(struct cmd_ctx *ctx, int shot, const struct plan *p,
	      const struct unit *u, const struct gt_dyn *d, int side,
	      const struct shot_res *r, const char *moral, bool prov)
{
	struct rec rc;
	rec_begin(&rc, "RESULT");
	rec_str(&rc, "kind", "fire");
	rec_int(&rc, "shot", shot);
	rec_str(&rc, "firer", p->f->name);
	rec_str(&rc, "target", p->t->name);
	rec_str(&rc, "unit", u->name);
	rec_str(&rc, "role", side ? "target" : "firer");
	rec_int(&rc, "loss", 0);
	rec_str(&rc, "moral", moral);
	rec_str(&rc, "state", gt_state_names[d->state]);
	rec_int(&rc, "figures", u->figures);
	rec_bool(&rc, "firing", d->firing);
	if (r->grape[side])
		rec_bool(&rc, "grapeshot", 1);
	rec_str(&rc, "rule", "Firing Results");
	if (prov)
		rec_bool(&rc, "provisional", 1);
	rec_end(&rc, ctx->out);
}

/* The plan of a declared shot on the states dyn; its checks go to cs
 * when cs is not NULL. */
static int
plan_of_decl_at(struct cmd_ctx *ctx, const struct decl *d, const char *target,
		struct gt_dyn *dyn, struct plan *p, struct checklist *cs)
{
	/* Defined on every path, the error's too. */
	memset(p, 0, sizeof *p);
	struct unit *f = game_unit(ctx->g, d->actor);
	struct unit *t = game_unit(ctx->g, target);
	if (f == NULL || t == NULL)
		return cmd_error(ctx, "fire %s at %s: a unit has been removed",
				 d->actor, d->target);
	struct answers ans;
	answers_from_decl(&ans, d);
	struct checklist own;
	checklist_init(&own);
	size_t fi = (size_t)(f - ctx->g->units),
	       ti = (size_t)(t - ctx->g->units);
	int rc = plan_make(ctx, &ans, f, t, &dyn[fi], &dyn[ti], M_RESOLVE, p,
			   cs ? cs : &own);
	checklist_free(&own);
	answers_free(&ans);
	for (int s = 0; s < S_N; s++)
		p->dice[s] = gt_decl_die(d, slot_roll[s], slot_dice[s], 1);
	return rc;
}

static int
plan_of_decl(struct cmd_ctx *ctx, const struct decl *d, struct gt_dyn *dyn,
	     struct plan *p, struct checklist *cs)
{
	return plan_of_decl_at(ctx, d, d->target, dyn, p, cs);
}

/* Firing procedure, "When to choose target: You do not need to specify
 * targets for firing units in advance of the moment they fire": a firer
 * whose declared target fled earlier in the phase and that has another
 * valid target now must fire at it ("Everybody in a state of Firing must
 * fire if they have a target"). The other target: the only one, or the
 * declaration's retarget=U among several. NULL: none (it keeps its
 * marker); -1 in *err when several and none chosen. */
static const char *
fire_retarget(struct cmd_ctx *ctx, const struct decl *d,
	      const struct gt_dyn *dyn, int *err)
{
	const struct game *g = ctx->g;
	const struct unit *f = game_unit_c(g, d->actor);
	*err = 0;
	if (f == NULL)
		return NULL;
	const char *only = NULL, *chosen = kv_get(d->kv, d->nkv, "retarget");
	int n = 0;
	char names[160] = "";
	for (size_t k = 0; k < g->nunits; k++) {
		const struct unit *u = &g->units[k];
		bool known;
		if (dyn[k].fled || strcmp(u->name, d->target) == 0 ||
		    !gt_can_fire_at(ctx, f, u, &known))
			continue;
		if (chosen && strcmp(chosen, u->name) == 0)
			return u->name;
		size_t len = strlen(names);
		snprintf(names + len, sizeof names - len, "%s%s", n ? ", " : "",
			 u->name);
		only = u->name;
		n++;
	}
	if (n <= 1)
		return only;
	*err = -1;
	cmd_error(ctx,
		  "%s fled before %s fires; %s has other valid targets (%s) "
		  "and must fire at one: targets are chosen when each unit "
		  "fires (Firing procedure): cancel %s and declare it again "
		  "with retarget=U, the unit it fires at if %s has fled",
		  d->target, d->actor, d->actor, names, d->actor, d->target);
	return NULL;
}

static bool
res_provisional(const struct cmd_ctx *ctx, const struct plan *p,
		const struct gt_dyn *fd, const struct gt_dyn *td,
		const struct shot_res *r)
{
	bool prov = gt_settings_provisional(ctx);
	struct fval fv[F_N];
	for (int s = 0; s < 2; s++) {
		int n = fac_list(ctx, p, fd, td, s, fv);
		for (int i = 0; i < n; i++)
			prov |= fv[i].provisional;
		if (r->tested[s])
			prov |= r->mc[s].provisional;
	}
	return prov;
}

/* A shot with no roll: the firer cannot fire (routed, silenced), its
 * target fled earlier in the phase (Automatically ceasing to fire: the
 * firer keeps its marker) or was routed before (no effect). */
static void
report_no_roll(struct cmd_ctx *ctx, int shot, const struct plan *p,
	       const struct gt_dyn *fd, const struct gt_dyn *td,
	       const struct shot_res *r, struct explain *xp)
{
	if (r->kind == K_CANNOT) {
		out_text(ctx->out, "  shot %d: %s is %s and cannot fire", shot,
			 p->f->name, gt_state_names[fd->state]);
		explain_add(xp,
			    "shot %d: %s cannot fire (Firing procedure: "
			    "routed or silenced)",
			    shot, p->f->name);
		return;
	}
	bool fled = r->kind == K_FLED;
	struct rec rc;
	rec_begin(&rc, "RESULT");
	rec_str(&rc, "kind", "fire");
	rec_int(&rc, "shot", shot);
	rec_str(&rc, "firer", p->f->name);
	rec_str(&rc, "target", p->t->name);
	rec_str(&rc, "unit", p->t->name);
	rec_str(&rc, "role", "target");
	rec_int(&rc, "loss", 0);
	rec_str(&rc, "moral", "none");
	rec_str(&rc, "state", gt_state_names[td->state]);
	rec_int(&rc, "figures", p->t->figures);
	rec_str(&rc, "effect", fled ? "target-fled" : "no-effect");
	rec_str(&rc, "rule",
		fled ? "Automatically ceasing to fire" : "Firing procedure");
	rec_end(&rc, ctx->out);
	if (fled) {
		out_text(ctx->out,
			 "  shot %d: %s fled before %s could fire; %s keeps "
			 "its Firing marker",
			 shot, p->t->name, p->f->name, p->f->name);
		explain_add(xp,
			    "shot %d: %s has fled; %s keeps its Firing marker "
			    "(Automatically ceasing to fire)",
			    shot, p->t->name, p->f->name);
	} else {
		out_text(ctx->out,
			 "  shot %d: firing at routed %s has no effect", shot,
			 p->t->name);
		explain_add(xp,
			    "shot %d: %s is routed: no effect (Firing "
			    "procedure)",
			    shot, p->t->name);
	}
}

/* Firing Results for one side of a shot (s: 1 target, 0 firer): its
 * Morale Check, general, flight and RESULT record. */
static void
report_side(struct cmd_ctx *ctx, int shot, const struct plan *p, int s,
	    const struct gt_dyn *ud, const struct gt_dyn *before,
	    const struct shot_res *r, bool prov, struct explain *xp)
{
	const struct unit *u = s ? p->t : p->f;
	if (r->tested[s]) {
		gt_mc_factors(ctx, u->name, &r->mc[s]);
		gt_mc_record(ctx, u->name,
			     s ? "beaten by fire (target)"
			       : "beaten by fire (firer)",
			     &r->mc[s], r->mcdie[s]);
		int tot, nd;
		bool pass = gt_mc_judge(ctx, &r->mc[s], r->mcdie[s], &tot, &nd);
		explain_add(xp,
			    "  %s, shaken infantry beaten, tests: %d %+d = %d "
			    "against %d: %s (Morale Check)",
			    u->name, r->mcdie[s], r->mc[s].total, tot,
			    (int)gt_num(ctx, GTS_MORALE_BASE),
			    pass ? "pass" : "fail, flees");
	}
	if (r->grolled[s])
		gt_general_roll(ctx, u, r->gdie[s]);
	if (r->fled[s]) {
		struct unit tmp = *u;
		tmp.formation = before->formation;
		gt_flee_record(ctx, &tmp, s ? p->f->arm : p->t->arm, false, 0,
			       r->grape[s] ? "grapeshot" : "beaten by fire");
	}
	if (s == 1 || r->eff[0] != E_NONE || r->tested[0])
		result_record(ctx, shot, p, u, ud, s, r, eff_names[r->eff[s]],
			      prov);
	if (r->why[s])
		explain_add(xp, "  %s: %s (Firing Results)", u->name,
			    r->why[s]);
}

/* A shot rolled: its FACTOR and SHOT records, then Firing Results for
 * the target, then the firer, then the return-fire marker. */
static void
report_shot(struct cmd_ctx *ctx, int shot, const struct plan *p,
	    const struct gt_dyn *fd0, const struct gt_dyn *td0,
	    const struct gt_dyn *fd, const struct gt_dyn *td,
	    const struct shot_res *r, struct explain *xp)
{
	bool prov = res_provisional(ctx, p, fd0, td0, r);
	print_factors(ctx, p, fd0, td0);
	shot_record(ctx, shot, p, r, p->dice, prov);
	explain_add(xp,
		    "shot %d: %s rolls %d %+d = %d, %s rolls %d %+d = %d: %s "
		    "(Firing procedure; ties have no effect)",
		    shot, p->f->name, p->dice[S_FDIE], r->fmod, r->ftotal,
		    p->t->name, r->t_rolled ? p->dice[S_TDIE] : 0,
		    r->t_rolled ? r->tmod : 0, r->ttotal,
		    r->winner == 1   ? "the target is beaten"
		    : r->winner == 2 ? "the firer is beaten"
				     : "tie, no effect");
	report_side(ctx, shot, p, 1, td, td0, r, prov, xp);
	report_side(ctx, shot, p, 0, fd, fd0, r, prov, xp);
	if (r->return_marker) {
		out_text(ctx->out,
			 "  %s returns fire: Firing marker on (it fires in "
			 "its own turn)",
			 p->t->name);
		explain_add(xp, "  %s is marked Firing (Returning fire)",
			    p->t->name);
	}
}

/* Firing procedure: the shots in the order the attacker declared them,
 * each judged on the states at that moment. */
int
gt_fire_resolve(struct cmd_ctx *ctx, struct gt_dyn *dyn, bool dry,
		struct explain *xp)
{
	int shot = 0;
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		const struct decl *d = &ctx->g->decls[i];
		if (d->kind != DECL_FIRE)
			continue;
		shot++;
		struct plan p;
		struct checklist cs;
		checklist_init(&cs);
		const char *at = d->target;
		const struct unit *dt = game_unit_c(ctx->g, d->target);
		if (dt && dyn[dt - ctx->g->units].fled) {
			int err;
			const char *other = fire_retarget(ctx, d, dyn, &err);
			if (err < 0) {
				checklist_free(&cs);
				return -1;
			}
			if (other) {
				at = other;
				if (!dry) {
					out_text(
					    ctx->out,
					    "  shot %d: %s fled before %s "
					    "fires; %s has another valid "
					    "target, %s, and fires at it "
					    "(targets are chosen when "
					    "each unit fires; everybody in "
					    "a state of Firing must fire "
					    "if they have a target)",
					    shot, d->target, d->actor, d->actor,
					    other);
					explain_add(xp,
						    "shot %d: %s fled; %s "
						    "fires at %s instead "
						    "(Firing procedure)",
						    shot, d->target, d->actor,
						    other);
				}
			}
		}
		int planned = plan_of_decl_at(ctx, d, at, dyn, &p, &cs);
		if (planned == 0 && !dry)
			checklist_print(&cs, NULL, ctx->out);
		checklist_free(&cs);
		if (planned < 0)
			return -1;
		struct gt_dyn *fd = &dyn[p.fi], *td = &dyn[p.ti];
		struct gt_dyn fd0 = *fd, td0 = *td;
		if (!p.valid) {
			if (!dry) {
				out_text(ctx->out,
					 "  shot %d: %s does not fire at %s "
					 "(a condition fails at this moment)",
					 shot, p.f->name, p.t->name);
				explain_add(xp,
					    "shot %d: %s at %s not carried out "
					    "(Firing procedure)",
					    shot, p.f->name, p.t->name);
			}
			continue;
		}
		struct shot_res r;
		int need = -1;
		if (shot_sim(ctx, &p, fd, td, p.dice, true, &need, &r)) {
			*fd = fd0;
			*td = td0;
			return cmd_error(ctx,
					 "fire %s at %s needs %s= (its "
					 "declaration has no such die; cancel "
					 "and declare it again)",
					 p.f->name, p.t->name, slot_roll[need]);
		}
		if (dry)
			continue;
		if (r.kind != K_SHOT)
			report_no_roll(ctx, shot, &p, fd, td, &r, xp);
		else
			report_shot(ctx, shot, &p, &fd0, &td0, fd, td, &r, xp);
	}
	return 0;
}

/* ---- the Firing Phase around resolve ---- */

/* Is u named in the list "A,B,C"? */
static bool
listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list ? list : ""; *p;) {
		size_t len = strcspn(p, ",");
		if (len == n && strncmp(p, name, n) == 0)
			return true;
		p += len + (p[len] == ',');
	}
	return false;
}

/* The names of `resolve no_target=A,B`: marked units of the moving side
 * that have not fired and have no target the map can show. */
static int
no_target_names(struct cmd_ctx *ctx, const char *list)
{
	for (const char *p = list ? list : ""; *p;) {
		size_t len = strcspn(p, ",");
		char name[UM_NAME_MAX + 1];
		snprintf(name, sizeof name, "%.*s", (int)len, p);
		p += len + (p[len] == ',');
		const struct unit *u = game_unit_c(ctx->g, name);
		bool unknown;
		const char *t = u ? gt_owes_fire(ctx, u, &unknown) : NULL;
		if (u == NULL || !GT(u)->firing || u->removed)
			return cmd_error(ctx,
					 "no_target=%s: not a unit with a "
					 "Firing marker",
					 name);
		if (t || !unknown)
			return cmd_error(ctx, "no_target=%s: %s", name,
					 t ? "the map shows a valid target"
					   : "it fires this phase or owes no "
					     "fire");
	}
	return 0;
}

/* Before `resolve` ends the Firing Phase: every marked unit with a target
 * has fired (refused, or asked: `resolve no_target=A,...`). apply: the
 * phase begins (markers with no target come off). */
int
gt_fire_phase_gate(struct cmd_ctx *ctx, struct args *a, bool apply)
{
	struct game *g = ctx->g;
	const char *none = args_get(a, "no_target");
	if (!apply && args_check_unused(ctx, a, "resolve", "no_target") < 0)
		return -1;
	if (gt_sequence_free(ctx) || gt_fire_closed(ctx))
		return 0;
	if (!apply && no_target_names(ctx, none) < 0)
		return -1;
	for (size_t i = 0; i < g->nunits; i++) {
		struct unit *u = &g->units[i];
		bool unknown;
		const char *t = gt_owes_fire(ctx, u, &unknown);
		if (apply) {
			if (listed(none, u->name) && t == NULL) {
				GT(u)->firing = false;
				out_text(ctx->out,
					 "  %s: Firing marker off (no valid "
					 "target, the umpire says; "
					 "Automatically ceasing to fire)",
					 u->name);
			}
			continue;
		}
		if (t)
			return cmd_error(ctx,
					 "%s has a Firing marker and a valid "
					 "target, %s: everybody in a state of "
					 "Firing must fire if they have a "
					 "target (fire %s at %s; Firing "
					 "procedure)",
					 u->name, t, u->name, t);
		if (unknown && !listed(none, u->name))
			return cmd_error(ctx,
					 "%s has a Firing marker and the map "
					 "cannot show whether it has a target: "
					 "declare its fire (fire %s at T) or "
					 "say resolve no_target=%s (Firing "
					 "procedure)",
					 u->name, u->name, u->name);
	}
	if (apply)
		gt_phase_enter(ctx, GT_PH_FIRING);
	return 0;
}

/* After `resolve`: every firer has fired this turn (one shot per unit
 * per Firing Phase), and the Charge Phase follows. */
void
gt_fire_commit(struct cmd_ctx *ctx)
{
	struct game *g = ctx->g;
	for (size_t i = 0; i < g->ndecls; i++) {
		struct unit *u = game_unit(g, g->decls[i].actor);
		if (u && g->decls[i].kind == DECL_FIRE)
			GT(u)->fired_bound = g->bound;
	}
	if (!gt_sequence_free(ctx)) {
		GT_GAME(g)->fire_closed_bound = g->bound;
		gt_phase_enter(ctx, GT_PH_CHARGE);
	}
}

/* ---- odds ---- */

struct odds_acc {
	double win[3];
	double noshot;
	struct gt_dist *next;
};

static void
enum_shot(const struct cmd_ctx *ctx, const struct plan *p,
	  const struct gt_dyn *base, size_t nunits, int *dice, double pr,
	  struct odds_acc *acc)
{
	struct gt_dyn *dyn = um_xmalloc(nunits * sizeof *dyn);
	memcpy(dyn, base, nunits * sizeof *dyn);
	struct shot_res r;
	int need = -1;
	if (shot_sim(ctx, p, &dyn[p->fi], &dyn[p->ti], dice, false, &need,
		     &r)) {
		for (int v = 1; v <= 6; v++) {
			dice[need] = v;
			enum_shot(ctx, p, base, nunits, dice, pr / 6, acc);
		}
		dice[need] = 0;
		free(dyn);
		return;
	}
	if (r.kind == K_SHOT)
		acc->win[r.winner] += pr;
	else
		acc->noshot += pr;
	gt_dist_add(acc->next, dyn, pr);
	free(dyn);
}

static void
odds_rec(struct cmd_ctx *ctx, int shot, const struct decl *d,
	 const char *outcome, double pr)
{
	struct rec r;
	rec_begin(&r, "ODDS");
	rec_int(&r, "shot", shot);
	rec_str(&r, "firer", d->actor);
	rec_str(&r, "target", d->target);
	rec_str(&r, "outcome", outcome);
	char b[32];
	snprintf(b, sizeof b, "%.4f", pr);
	rec_str(&r, "p", b);
	rec_end(&r, ctx->out);
}

int
gt_fire_odds(struct cmd_ctx *ctx, struct gt_dist *dist)
{
	int shot = 0;
	size_t nu = ctx->g->nunits;
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		const struct decl *d = &ctx->g->decls[i];
		if (d->kind != DECL_FIRE)
			continue;
		shot++;
		struct gt_dist next = {.nunits = nu};
		struct odds_acc acc = {.next = &next};
		for (size_t e = 0; e < dist->n; e++) {
			struct gt_dyn *dyn = dist->dyn + e * nu;
			struct plan p;
			if (plan_of_decl(ctx, d, dyn, &p, NULL) < 0) {
				gt_dist_free(&next);
				return -1;
			}
			if (!p.valid) {
				acc.noshot += dist->p[e];
				gt_dist_add(&next, dyn, dist->p[e]);
				continue;
			}
			int dice[S_N] = {0};
			enum_shot(ctx, &p, dyn, nu, dice, dist->p[e], &acc);
		}
		odds_rec(ctx, shot, d, "firer-wins", acc.win[1]);
		odds_rec(ctx, shot, d, "tie", acc.win[0]);
		odds_rec(ctx, shot, d, "target-wins", acc.win[2]);
		if (acc.noshot > 0)
			odds_rec(ctx, shot, d, "no-shot", acc.noshot);
		gt_dist_free(dist);
		*dist = next;
	}
	return 0;
}
