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
    "t_shaken t_square t_long_range t_at_square t_in_contact t_enfilade";

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

/* Is u charging (a charge declared by it)? Is t charged by a friend of
 * f? */
static bool
declared_charge(const struct game *g, const char *actor, const char *target,
		const char *side)
{
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE)
			continue;
		if (actor && strcmp(d->actor, actor) == 0)
			return true;
		if (target && strcmp(d->target, target) == 0) {
			const struct unit *a = game_unit_c(g, d->actor);
			if (a && strcmp(a->side, side) == 0)
				return true;
		}
	}
	return false;
}

static int
fires_declared(const struct game *g, const char *actor)
{
	int n = 0;
	for (size_t i = 0; i < g->ndecls; i++)
		n += g->decls[i].kind == DECL_FIRE &&
		     strcmp(g->decls[i].actor, actor) == 0;
	return n;
}

/* Can u fire at other from the map alone (arm, contact, range, arc,
 * lines, woods)? For return fire and cease-fire. */
static bool
geo_can_fire(const struct cmd_ctx *ctx, const struct unit *u,
	     const struct unit *o, bool *known)
{
	*known = true;
	if (u->arm == ARM_CAVALRY)
		return false;
	struct gt_fire_geo geo;
	gt_fire_geometry(ctx, u, o, &geo);
	if (!geo.known) {
		*known = false;
		return false;
	}
	if (!geo.in_arc || !geo.lines)
		return false;
	if (u->arm == ARM_INFANTRY)
		return geo.contact;
	double lr = gt_num(ctx, GTS_ARTILLERY_LONG_RANGE);
	if (!geo.contact && geo.range >= lr)
		return false;
	if (geo.target_in_wood)
		return false;
	if (geo.target_in_bua && !geo.bua_hit)
		return false;
	return true;
}

bool
gt_can_fire_at(const struct cmd_ctx *ctx, const struct unit *u,
	       const struct unit *t, bool *known)
{
	*known = true;
	if (u->arm == ARM_CAVALRY || u->state == GT_ROUTED ||
	    u->state == GT_SILENCED || u->removed || t->removed ||
	    strcmp(u->side, t->side) == 0)
		return false;
	return geo_can_fire(ctx, u, t, known);
}

enum { M_CHECK, M_DECLARE, M_RESOLVE };

/* Build the plan of a shot from the answers and the map; list the
 * eligibility checks in rule order. Returns 0, or -1 with ctx->err on a
 * bad answer. `resolving`: checks judged at the moment of the shot. */
static int
plan_make(struct cmd_ctx *ctx, struct answers *a, const struct unit *f,
	  const struct unit *t, const struct gt_dyn *fd,
	  const struct gt_dyn *td, int mode, struct plan *p,
	  struct checklist *cs)
{
	/* M_CHECK asks every question the map cannot answer; M_DECLARE
	 * takes the documented defaults and asks only keys without one;
	 * M_RESOLVE asks nothing (the declaration was complete). */
	bool resolving = mode == M_RESOLVE;
	bool checking = mode == M_CHECK;
	memset(p, 0, sizeof *p);
	checklist_clear(cs);
	p->f = f;
	p->t = t;
	p->fi = (size_t)(f - ctx->g->units);
	p->ti = (size_t)(t - ctx->g->units);
	struct gt_fire_geo geo;
	gt_fire_geometry(ctx, f, t, &geo);
	const char *R = "Firing procedure", *V = "Valid Targets";
	bool art = is_art(f);

	if (f->arm == ARM_CAVALRY)
		checklist_add(cs, "arm", CHECK_FAIL, R, "derived",
			      "cavalry cannot fire");
	else
		checklist_add(cs, "arm", CHECK_PASS, R, "derived",
			      "%s may fire", arm_names[f->arm]);
	if (fd->state == GT_ROUTED)
		checklist_add(cs, "state", CHECK_FAIL, R, "derived",
			      "routed troops cannot fire");
	else if (fd->state == GT_SILENCED)
		checklist_add(cs, "state", CHECK_FAIL, R, "derived",
			      "silenced artillery cannot fire");
	else if (fd->state == GT_SHAKEN)
		checklist_add(cs, "state", CHECK_PASS, R, "derived",
			      "shaken units fire at -1");
	else
		checklist_add(cs, "state", CHECK_PASS, R, "derived", "eager");

	int m = ans_bool(ctx, a, "marker");
	if (m == -2)
		return -1;
	bool marker = m >= 0 ? m : fd->firing;
	checklist_add(
	    cs, "marker", marker ? CHECK_PASS : CHECK_FAIL, R,
	    m >= 0 ? "given" : "derived",
	    marker ? "Firing marker on at the start of the Firing Phase"
		   : "no Firing marker: put one on first (firing A on, 1 PIP)");

	if (declared_charge(ctx->g, f->name, NULL, NULL))
		checklist_add(
		    cs, "charging", CHECK_FAIL, "Firing", "derived",
		    "a unit that is charging may not fire in that Firing "
		    "Phase");
	if (strcmp(f->side, t->side) == 0)
		checklist_add(cs, "enemy", CHECK_FAIL, V, "derived",
			      "%s is on the same side", t->name);
	if (!resolving && fires_declared(ctx->g, f->name) > 0)
		checklist_add(
		    cs, "once", CHECK_FAIL, R, "derived",
		    "%s already fires this Firing Phase (roll separately for "
		    "each attacking unit)",
		    f->name);

	/* Base contact. */
	int c = ans_bool(ctx, a, "contact");
	if (c == -2)
		return -1;
	bool contact_known = true;
	if (c >= 0) {
		p->contact = c;
		p->contact_src = "given";
	} else if (geo.known) {
		p->contact = geo.contact;
		p->contact_src = "derived";
	} else if (!art) {
		/* Infantry fires only in contact: declaring it says so. */
		p->contact = true;
		p->contact_src = "default";
		contact_known = !checking;
	} else {
		contact_known = false;
		p->contact_src = "asked";
	}
	if (!art) {
		if (!contact_known && !resolving)
			checklist_ask(
			    cs, "contact", V,
			    "Is the infantry in base contact with the target?",
			    "yes|no", NULL);
		else
			checklist_add(
			    cs, "contact", p->contact ? CHECK_PASS : CHECK_FAIL,
			    V, p->contact_src,
			    strcmp(p->contact_src, "default") == 0
				? "not placed: infantry fire is declared in "
				  "base contact"
			    : p->contact ? "in base contact"
					 : "infantry fires only at units in "
					   "base contact");
	} else {
		/* Artillery: range, unless in contact. */
		const char *rv = answers_get(a, "range");
		double nr = gt_num(ctx, GTS_ARTILLERY_NORMAL_RANGE);
		double lr = gt_num(ctx, GTS_ARTILLERY_LONG_RANGE);
		if (rv != NULL) {
			if (!um_parse_double(rv, &p->range) || p->range < 0)
				return cmd_error(ctx,
						 "range=%s is not a distance "
						 "in inches (>= 0)",
						 rv);
			p->range_known = true;
		} else if (geo.known) {
			p->range = geo.range;
			p->range_known = true;
		} else if (contact_known && p->contact) {
			p->range = 0;
			p->range_known = true;
		}
		const char *rsrc = rv	       ? "given"
				   : geo.known ? "derived"
					       : "given";
		if (!contact_known && !p->range_known) {
			checklist_ask(
			    cs, "contact", V,
			    "Is the artillery in base contact with the "
			    "target?",
			    "yes|no", NULL);
			checklist_ask(
			    cs, "range", "Artillery",
			    "Range in inches from the guns to the target?",
			    "0-12", NULL);
		} else if (!p->range_known) {
			if (p->contact) {
				p->range = 0;
				p->range_known = true;
			} else {
				checklist_ask(
				    cs, "range", "Artillery",
				    "Range in inches from the guns to the "
				    "target?",
				    "0-12", NULL);
			}
		}
		if (!contact_known && p->range_known) {
			p->contact = p->range == 0;
			p->contact_src = rsrc;
		}
		if (p->range_known) {
			char b[32];
			um_fmt_num(b, sizeof b, p->range);
			if (p->contact)
				checklist_add(cs, "range", CHECK_PASS,
					      "Artillery", p->contact_src,
					      "in base contact");
			else if (p->range >= lr)
				checklist_add(
				    cs, "range", CHECK_FAIL, "Artillery", rsrc,
				    "%s\" is out of range (less than %g\")", b,
				    lr);
			else
				checklist_add(
				    cs, "range", CHECK_PASS, "Artillery", rsrc,
				    "%s\": %s range", b,
				    p->range > nr ? "long" : "normal");
			p->long_range =
			    !p->contact && p->range > nr && p->range < lr;
			p->long_src = rsrc;
		}
	}

	/* 45 degree arc off the front corners. */
	int ar = ans_bool(ctx, a, "arc");
	if (ar == -2)
		return -1;
	if (ar >= 0 || geo.known) {
		p->in_arc = ar >= 0 ? ar : geo.in_arc;
		p->arc_src = ar >= 0 ? "given" : "derived";
		checklist_add(
		    cs, "arc", p->in_arc ? CHECK_PASS : CHECK_FAIL, V,
		    p->arc_src,
		    p->in_arc ? "target at least partly within the 45 deg arc "
				"of the front corners"
			      : "target wholly outside the 45 deg arc");
	} else if (!checking) {
		p->in_arc = true;
		p->arc_src = "default";
		checklist_add(cs, "arc", CHECK_PASS, V, "default",
			      "not placed: taken as within the arc");
	} else {
		p->in_arc = true;
		p->arc_src = "default";
		checklist_ask(
		    cs, "arc", V,
		    "Is the target at least partly within the 45 deg arc of "
		    "the front corners?",
		    "yes|no", NULL);
	}

	int ln = ans_bool(ctx, a, "lines");
	if (ln == -2)
		return -1;
	if (ln >= 0 || geo.known) {
		p->lines = ln >= 0 ? ln : geo.lines;
		p->lines_src = ln >= 0 ? "given" : "derived";
		if (p->lines && geo.hill_target && ln < 0)
			checklist_add(
			    cs, "lines", CHECK_PASS, V, "derived",
			    "artillery always hits enemy on a hill in range");
		else
			checklist_add(
			    cs, "lines", p->lines ? CHECK_PASS : CHECK_FAIL, V,
			    p->lines_src,
			    p->lines ? "lines from both front corners reach "
				       "the target"
				     : "a corner line runs into %s",
			    geo.blocked_by[0] ? geo.blocked_by
					      : "another unit");
	} else if (!checking) {
		p->lines = true;
		p->lines_src = "default";
		checklist_add(cs, "lines", CHECK_PASS, V, "default",
			      "not placed: taken as clear");
	} else {
		p->lines = true;
		p->lines_src = "default";
		checklist_ask(
		    cs, "lines", V,
		    "Can lines be drawn from each front corner to two target "
		    "corners or the middle of its front edge without running "
		    "into other units?",
		    "yes|no", NULL);
	}

	if (art) {
		int w = ans_bool(ctx, a, "woods");
		if (w == -2)
			return -1;
		bool wood = w >= 0 ? w : geo.target_in_wood;
		checklist_add(cs, "woods", wood ? CHECK_FAIL : CHECK_PASS, V,
			      w >= 0	  ? "given"
			      : geo.known ? "derived"
					  : "default",
			      wood ? "artillery cannot fire into woods"
				   : "target not in woods");
		int b = ans_bool(ctx, a, "bua_hit");
		if (b == -2)
			return -1;
		if (b >= 0 || geo.target_in_bua) {
			bool hit = b >= 0 ? b : geo.bua_hit;
			checklist_add(
			    cs, "bua_hit", hit ? CHECK_PASS : CHECK_FAIL, V,
			    b >= 0 ? "given" : "derived",
			    hit ? "the guns can hit the BUA itself"
				: "the guns reach only the part of the unit "
				  "outside the BUA");
		}
		if (declared_charge(ctx->g, NULL, t->name, f->side))
			checklist_add(
			    cs, "friend_charging", CHECK_FAIL, "Artillery",
			    "derived",
			    "artillery may not fire at a unit being charged "
			    "by a friendly unit");
	}
	if (td->state == GT_ROUTED)
		checklist_add(
		    cs, "target", CHECK_PASS, R, "derived",
		    "routed units are valid targets; firing at them has no "
		    "effect");

	/* Factor questions that are not eligibility. */
	if (art) {
		/* enfilade is a factor key; derived from the map. */
		p->enfilade = geo.known && geo.enfilade;
		p->enf_src = geo.known ? "derived" : "default";
	}
	if (is_art(t)) {
		int g2 = ans_bool(ctx, a, "in_arc_of_artillery");
		if (g2 == -2)
			return -1;
		bool known;
		bool in = gt_in_arc_of(ctx, t, f, &known);
		if (g2 >= 0) {
			p->f_in_gun_arc = g2;
			p->gun_arc_src = "given";
		} else if (known) {
			p->f_in_gun_arc = in;
			p->gun_arc_src = "derived";
		} else if (p->contact) {
			p->gun_arc_src = "asked";
			if (!resolving)
				checklist_ask(
				    cs, "in_arc_of_artillery", "Firing Results",
				    "Is the firer even partly within the "
				    "target artillery's 45 deg arc "
				    "(grapeshot)?",
				    "yes|no", NULL);
		} else {
			p->gun_arc_src = "default";
		}
	}
	int rt = ans_bool(ctx, a, "return");
	if (rt == -2)
		return -1;
	bool known;
	bool can = geo_can_fire(ctx, t, f, &known);
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
		    t->arm == ARM_INFANTRY ? p->contact : is_art(t);
		p->return_src = "default";
	}

	/* Factor overrides (spec §2: yes, no or an integer). */
	for (int s = 0; s < 2; s++)
		for (int i = 0; i < F_N; i++) {
			const char *key = s ? tkeys[i] : fkeys[i];
			const char *v = answers_get(a, key);
			if (v == NULL)
				continue;
			bool b;
			long n;
			if (um_parse_bool(v, &b) && strcmp(v, "1") != 0 &&
			    strcmp(v, "0") != 0)
				p->over[s][i].mode = b ? 1 : 2;
			else if (um_parse_int(v, -9, 9, &n)) {
				p->over[s][i].mode = 3;
				p->over[s][i].value = (int)n;
			} else
				return cmd_error(ctx,
						 "%s=%s is not allowed; %s is "
						 "yes, no or a modifier from "
						 "-9 to 9",
						 key, v, key);
		}
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
	if (dice[S_FDIE] == 0) {
		*need = S_FDIE;
		return 1;
	}
	bool able = t_able(p, td);
	r->t_rolled = able || gt_choice(ctx, GTS_M3_UNABLE_TARGET) == 0;
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
	const struct unit *f = p->f, *t = p->t;
	if (r->winner == 1) {
		/* Firing Results, the defender. */
		if (is_art(f) && p->contact && p->in_arc) {
			r->why[1] = "grapeshot";
			if (do_grape(ctx, t, td, 1, dice, need_general, need,
				     r))
				return 1;
		} else if (td->state == GT_EAGER) {
			if (is_art(t) &&
			    gt_choice(ctx, GTS_M4_ARTILLERY_SHAKEN_BY_FIRE) ==
				1) {
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
				if (do_test(ctx, t, td, 1, dice, need_general,
					    need, r))
					return 1;
			} else if (t->arm == ARM_CAVALRY) {
				r->why[1] = "a shaken cavalry defender who is "
					    "beaten automatically flees";
				if (do_flee(ctx, t, td, 1, dice, need_general,
					    need, r))
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
	} else if (r->winner == 2) {
		/* Consequences for the attacker: only two occasions. */
		if (is_art(t) && able && p->contact && p->f_in_gun_arc) {
			r->why[0] = "grapeshot";
			if (do_grape(ctx, f, fd, 0, dice, need_general, need,
				     r))
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
	}
	/* Returning fire: a target that could fire back is marked. */
	if (!td->firing && t_able(p, td)) {
		td->firing = true;
		r->return_marker = true;
	}
	return 0;
}

/* ---- commands ---- */

int
gt_actor_target(struct cmd_ctx *ctx, struct args *a, const char *sep,
		struct unit **f, struct unit **t)
{
	if (cmd_actor_target(ctx, a, sep, f, t) < 0)
		return -1;
	if ((*f)->removed || (*t)->removed)
		return cmd_error(ctx, "%s is no longer on the table",
				 (*f)->removed ? (*f)->name : (*t)->name);
	return 0;
}

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

int
gt_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct line_shot l;
	int rc = line_shot(ctx, a, M_DECLARE, &l);
	/* The first condition that is not met, in rule order. */
	for (size_t i = 0; rc == 0 && i < l.cs.n; i++) {
		const struct check *c = l.cs.v[i];
		if (c->res == CHECK_ASK)
			rc = cmd_error(ctx, "fire %s at %s needs %s (%s)",
				       l.f->name, l.t->name, c->key,
				       c->question);
		else if (c->res == CHECK_FAIL)
			rc =
			    cmd_error(ctx,
				      "%s cannot fire at %s: %s (%s; "
				      "check fire shows every condition)",
				      l.f->name, l.t->name, c->reason, c->rule);
	}
	checklist_free(&l.cs);
	if (rc < 0)
		return -1;
	struct unit *f = l.f, *t = l.t;
	/* Dice: the opposed roll always; a Morale Check die for each side
	 * that is infantry (it may be shaken and beaten); a general's die
	 * for a side with a general attached (it may flee). */
	struct dicespec d6 = {1, 6};
	struct roll r[S_N];
	bool given[S_N] = {0}, want[S_N] = {0};
	want[S_FDIE] = want[S_TDIE] = true;
	want[S_FM] = f->arm == ARM_INFANTRY;
	want[S_TM] = t->arm == ARM_INFANTRY;
	want[S_FG] = f->gt.general;
	want[S_TG] = t->gt.general;
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
	if (args_check_unused(ctx, a, "fire", fire_keys) < 0)
		return -1;
	struct decl *d = game_add_decl(ctx->g, DECL_FIRE, f->name, t->name, a);
	d->roll = r[S_FDIE];
	d->droll = r[S_TDIE];
	for (int s = 0; s < S_N; s++)
		if (want[s] && !given[s])
			gt_decl_put(d, slot_dice[s], &r[s]);
	out_text(ctx->out,
		 "  declared: %s fires at %s (shot %zu; %s rolls %d, %s "
		 "rolls %d)",
		 f->name, t->name, ctx->g->ndecls, f->name, r[S_FDIE].total,
		 t->name, r[S_TDIE].total);
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
plan_of_decl(struct cmd_ctx *ctx, const struct decl *d, struct gt_dyn *dyn,
	     struct plan *p, struct checklist *cs)
{
	/* Defined on every path, the error's too. */
	memset(p, 0, sizeof *p);
	struct unit *f = game_unit(ctx->g, d->actor);
	struct unit *t = game_unit(ctx->g, d->target);
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
		int planned = plan_of_decl(ctx, d, dyn, &p, &cs);
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
		if (r.kind == K_CANNOT) {
			out_text(ctx->out,
				 "  shot %d: %s is %s and cannot fire", shot,
				 p.f->name, gt_state_names[fd->state]);
			explain_add(xp,
				    "shot %d: %s cannot fire (Firing "
				    "procedure: routed or silenced)",
				    shot, p.f->name);
			continue;
		}
		if (r.kind == K_FLED || r.kind == K_ROUTED) {
			struct rec rc;
			rec_begin(&rc, "RESULT");
			rec_str(&rc, "kind", "fire");
			rec_int(&rc, "shot", shot);
			rec_str(&rc, "firer", p.f->name);
			rec_str(&rc, "target", p.t->name);
			rec_str(&rc, "unit", p.t->name);
			rec_str(&rc, "role", "target");
			rec_int(&rc, "loss", 0);
			rec_str(&rc, "moral", "none");
			rec_str(&rc, "state", gt_state_names[td->state]);
			rec_int(&rc, "figures", p.t->figures);
			rec_str(&rc, "effect",
				r.kind == K_FLED ? "target-fled" : "no-effect");
			rec_str(&rc, "rule",
				r.kind == K_FLED
				    ? "Automatically ceasing to fire"
				    : "Firing procedure");
			rec_end(&rc, ctx->out);
			if (r.kind == K_FLED) {
				out_text(ctx->out,
					 "  shot %d: %s fled before %s could "
					 "fire; %s keeps its Firing marker",
					 shot, p.t->name, p.f->name, p.f->name);
				explain_add(
				    xp,
				    "shot %d: %s has fled; %s keeps its "
				    "Firing marker (Automatically "
				    "ceasing to fire)",
				    shot, p.t->name, p.f->name);
			} else {
				out_text(ctx->out,
					 "  shot %d: firing at routed %s has "
					 "no effect",
					 shot, p.t->name);
				explain_add(xp,
					    "shot %d: %s is routed: no effect "
					    "(Firing procedure)",
					    shot, p.t->name);
			}
			continue;
		}
		bool prov = res_provisional(ctx, &p, &fd0, &td0, &r);
		print_factors(ctx, &p, &fd0, &td0);
		shot_record(ctx, shot, &p, &r, p.dice, prov);
		explain_add(xp,
			    "shot %d: %s rolls %d %+d = %d, %s rolls %d %+d = "
			    "%d: %s (Firing procedure; ties have no effect)",
			    shot, p.f->name, p.dice[S_FDIE], r.fmod, r.ftotal,
			    p.t->name, r.t_rolled ? p.dice[S_TDIE] : 0,
			    r.t_rolled ? r.tmod : 0, r.ttotal,
			    r.winner == 1   ? "the target is beaten"
			    : r.winner == 2 ? "the firer is beaten"
					    : "tie, no effect");
		/* Target first, then firer. */
		for (int s = 1; s >= 0; s--) {
			const struct unit *u = s ? p.t : p.f;
			struct gt_dyn *ud = s ? td : fd;
			struct gt_dyn before = s ? td0 : fd0;
			if (r.tested[s]) {
				gt_mc_factors(ctx, u->name, &r.mc[s]);
				gt_mc_record(ctx, u->name,
					     s ? "beaten by fire (target)"
					       : "beaten by fire (firer)",
					     &r.mc[s], r.mcdie[s]);
				int tot, nd;
				bool pass = gt_mc_judge(ctx, &r.mc[s],
							r.mcdie[s], &tot, &nd);
				explain_add(xp,
					    "  %s, shaken infantry beaten, "
					    "tests: %d %+d = %d against %d: "
					    "%s (Morale Check)",
					    u->name, r.mcdie[s], r.mc[s].total,
					    tot,
					    (int)gt_num(ctx, GTS_MORALE_BASE),
					    pass ? "pass" : "fail, flees");
			}
			if (r.grolled[s])
				gt_general_roll(ctx, u, r.gdie[s]);
			if (r.fled[s]) {
				struct unit tmp = *u;
				tmp.formation = before.formation;
				gt_flee_record(ctx, &tmp,
					       s ? p.f->arm : p.t->arm, false,
					       0,
					       r.grape[s] ? "grapeshot"
							  : "beaten by fire");
			}
			if (s == 1 || r.eff[0] != E_NONE || r.tested[0])
				result_record(ctx, shot, &p, u, ud, s, &r,
					      eff_names[r.eff[s]], prov);
			if (r.why[s])
				explain_add(xp, "  %s: %s (Firing Results)",
					    u->name, r.why[s]);
		}
		if (r.return_marker) {
			out_text(ctx->out,
				 "  %s returns fire: Firing marker on (it "
				 "fires in its own turn)",
				 p.t->name);
			explain_add(xp,
				    "  %s is marked Firing (Returning fire)",
				    p.t->name);
		}
	}
	return 0;
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
