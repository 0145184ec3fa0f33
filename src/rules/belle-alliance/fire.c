/* fire.c - Belle Alliance fire (3.1.1-3.1.9, 3.3, 3.4, 5.5.3).
 *
 * Every command works on the same picture: the fire declarations waiting
 * for `resolve` (g->decls, DECL_FIRE) plus, for check/factors/fire, the
 * candidate on the line. Each declaration is a part; parts of one unit
 * (or of a skirmish line and its mother, 3.3.3) form one fire group with
 * one roll (3.1.2). A part is evaluated in rule order: the firer's checks
 * (failing them refuses the declaration), the fire's conditions (failing
 * them: declared, but not carried out at resolve, 3.1.1), then factors
 * (tables 6/7) and the table 12 results. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "fire_int.h"
#include "geometry.h"
#include "procs.h"
#include "umpire/spatial.h"
#include "umpire/ruleset.h"
#include "umpire/ruling.h"

/* ---- checks ---------------------------------------------------------- */

/* A check of part p; notes the first refusal, failed condition and
 * question. */
static struct check *chk_add(struct fire_part *p, const char *key,
			     enum check_result res, enum chk_kind kind,
			     const char *rule, const char *source,
			     const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));

static struct check *
chk_add(struct fire_part *p, const char *key, enum check_result res,
	enum chk_kind kind, const char *rule, const char *source,
	const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct check *c =
	    checklist_addv(&p->chk, key, res, rule, source, fmt, ap);
	va_end(ap);
	c->kind = kind;
	if (res == CHECK_FAIL && kind == CHK_FIRER && !p->refused) {
		p->refused = true;
		p->refuse = c;
	}
	if (res == CHECK_FAIL && kind == CHK_CONDITION && p->carried) {
		p->carried = false;
		p->fail = c;
	}
	if (res == CHECK_ASK && !p->ask) {
		p->ask = true;
		p->asked = c;
	}
	return c;
}

static void
chk_ask(struct fire_part *p, const char *key, const char *rule,
	const char *question, const char *allowed)
{
	struct check *c = chk_add(p, key, CHECK_ASK, CHK_CONDITION, rule,
				  "asked", "%s", question);
	check_set_ask(c, question, allowed);
}

/* A yes/no answer key: given on the line, else the default. -1 bad. */
static int
ans_bool(struct fire_env *e, struct fire_part *p, const char *key, bool def,
	 bool *out, const char **source)
{
	*source = "default";
	*out = def;
	int r = answers_bool(e->ctx, &p->ans, key, "one of yes|no", out);
	if (r > 0)
		*source = "given";
	return r;
}

/* ---- groups ---------------------------------------------------------- */

static bool
is_skirmish(const struct game *g, const struct unit *u)
{
	return strcmp(unit_formation_name(g, u), "skirmish") == 0;
}

/* The name that identifies a fire group (3.1.2, 3.3.3): a skirmish line
 * fires in one group with its mother unit. */
static const char *
group_name(const struct game *g, const struct unit *u)
{
	if (is_skirmish(g, u) && u->mother[0] && game_unit_c(g, u->mother))
		return u->mother;
	return u->name;
}

/* Is u named as neighbour or support in any part but `except`? */
static const struct fire_part *
named_as(const struct fire_env *e, const struct unit *u, const char *role,
	 const struct fire_part *except)
{
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *q = &e->parts[i];
		if (q == except)
			continue;
		const struct unit *x =
		    strcmp(role, "neighbour") == 0 ? q->nb : q->sup;
		if (x == u)
			return q;
	}
	return NULL;
}

/* Is u named as neighbour or support in a part declared before p? The
 * first declaration keeps the role; later ones are refused (3.1.6,
 * 3.1.7). */
static const struct fire_part *
named_before(const struct fire_env *e, const struct unit *u, const char *role,
	     const struct fire_part *p)
{
	for (size_t i = 0; i < e->n && &e->parts[i] != p; i++) {
		const struct fire_part *q = &e->parts[i];
		const struct unit *x =
		    strcmp(role, "neighbour") == 0 ? q->nb : q->sup;
		if (x == u)
			return q;
	}
	return NULL;
}

static bool
has_own_fire(const struct fire_env *e, const struct unit *u)
{
	for (size_t i = 0; i < e->n; i++)
		if (e->parts[i].u == u)
			return true;
	return false;
}

/* ---- the firer's checks (a failure refuses the declaration) ----------- */

/* 3.3.3: a skirmish line and its mother unit may not fire in two
 * different phases of one bound. The partner x fired this bound in the
 * fire phase or in continued fire (fired_continued). */
static void
sl_mother_phase(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *u = p->u;
	bool now_continued =
	    strcmp(g->rs->phases[g->phase], "continued-fire") == 0;
	/* Partners are u's mother and the units naming a mother (the
	 * short list, spatial.h), taken in roster order. */
	const size_t *wm;
	size_t nwm = game_units_with_mother(g, &wm);
	long mi = is_skirmish(g, u) && u->mother[0]
		      ? game_unit_index(g, u->mother)
		      : -1;
	for (size_t k = 0; k < nwm || mi >= 0;) {
		size_t i;
		if (mi >= 0 && (k >= nwm || (size_t)mi <= wm[k])) {
			i = (size_t)mi;
			if (k < nwm && wm[k] == i)
				k++; /* the mother names a mother too: once */
			mi = -1;
		} else {
			i = wm[k++];
		}
		struct unit *x = &g->units[i];
		bool partner =
		    x != u && !x->removed &&
		    ((is_skirmish(g, u) && strcmp(u->mother, x->name) == 0) ||
		     (is_skirmish(g, x) && strcmp(x->mother, u->name) == 0));
		if (!partner || BA(x)->fired != g->bound)
			continue;
		bool x_continued = BA(x)->fired_continued == g->bound;
		if (x_continued == now_continued)
			continue;
		chk_add(p, "phase", CHECK_FAIL, CHK_FIRER, "3.3.3", "derived",
			"%s fired in the %s phase of this bound; %s, its %s, "
			"may not fire in another phase of the same bound",
			x->name, x_continued ? "continued fire" : "fire",
			u->name,
			is_skirmish(g, u) ? "skirmish line" : "mother unit");
	}
}

static void
firer_checks(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *u = p->u, *t = p->t;
	const struct ba_settings *s = &e->bt->set;
	/* 3.1.1: all firing of the phase is simultaneous: a result of a
	 * fire resolved earlier in this phase does not stop this one. */
	int state = ba_phase_state(g, u);
	const char *phase_note = state != u->state
				     ? " as the phase began (all firing of "
				       "the phase is simultaneous)"
				     : "";
	if (ba_phase_removed(g, u))
		chk_add(p, "removed", CHECK_FAIL, CHK_FIRER, "5.5.2", "derived",
			"%s has been removed from the table", u->name);
	if (state >= BA_MORAL_MD)
		chk_add(p, "state", CHECK_FAIL, CHK_FIRER, "3.1.1", "derived",
			"%s is in %s; a unit in MD or FD may not fire", u->name,
			g->rs->states[state]);
	else
		chk_add(p, "state", CHECK_PASS, CHK_FIRER, "3.1.1", "derived",
			"%s is %s%s, not MD or FD", u->name,
			g->rs->states[state], phase_note);
	if (!BA(u)->supplies && !s->fire_without_supplies)
		chk_add(p, "supplies", CHECK_FAIL, CHK_FIRER, "5.5.3",
			"derived", "%s is without supplies and may not fire",
			u->name);
	else
		chk_add(p, "supplies", CHECK_PASS, CHK_FIRER, "5.5.3",
			"derived", "%s %s", u->name,
			BA(u)->supplies ? "has supplies"
					: "is without supplies (setting "
					  "fire_without_supplies=factor)");
	bool t_removed = ba_phase_removed(g, t);
	if (t_removed || strcmp(t->side, u->side) == 0)
		chk_add(p, "target", CHECK_FAIL, CHK_FIRER, "3.1.1", "derived",
			"%s is %s", t->name,
			t_removed ? "removed from the table"
				  : "on the firer's own side");
	if (BA(u)->fire_failed == g->bound)
		chk_add(p, "new_target", CHECK_FAIL, CHK_FIRER, "3.1.1",
			"derived",
			"a fire of %s was not carried out this bound; no new "
			"target may be designated",
			u->name);
	else if (BA(u)->fired == g->bound)
		chk_add(p, "fired", CHECK_FAIL, CHK_FIRER, "1.1.1", "derived",
			"%s has already fired this bound", u->name);
	if (BA(u)->passed_through == g->bound)
		chk_add(p, "passed_through", CHECK_FAIL, CHK_FIRER, "1.1.1",
			"derived",
			"%s was passed through this bound and may not fire",
			u->name);
	if (BA(u)->neighbour_bound == g->bound ||
	    named_as(e, u, "neighbour", NULL))
		chk_add(p, "neighbour_role", CHECK_FAIL, CHK_FIRER, "3.1.6",
			"derived",
			"%s is a neighbour unit this bound and does not carry "
			"out its own fire",
			u->name);
	if (named_as(e, u, "support", NULL))
		chk_add(p, "support_role", CHECK_FAIL, CHK_FIRER, "3.1.7",
			"derived",
			"%s is declared as a support unit and may not fire at "
			"the same time",
			u->name);
	sl_mother_phase(e, p);
	if (p->range_only && u->arm != ARM_ARTILLERY)
		chk_add(p, "range_only", CHECK_FAIL, CHK_FIRER, "3.4.1",
			"given",
			"%s is %s: only artillery ranges without a roll",
			u->name, arm_names[u->arm]);
	/* 3.4.1: a battery that ranges fires at no other target that
	 * bound, not even as the other part of a split fire. */
	for (const struct fire_part *q = e->parts; q < p; q++)
		if (q->group == p->group && q->u == u &&
		    (q->range_only || p->range_only)) {
			if (q->range_only)
				chk_add(p, "range_only", CHECK_FAIL, CHK_FIRER,
					"3.4.1", "derived",
					"%s ranges on %s this bound and fires "
					"at no other target, not even a split "
					"fire",
					u->name, q->t->name);
			else
				chk_add(p, "range_only", CHECK_FAIL, CHK_FIRER,
					"3.4.1", "derived",
					"%s fires at %s this bound: a battery "
					"that ranges fires at no other target",
					u->name, q->t->name);
			break;
		}
	const char *phase = g->rs->phases[g->phase];
	/* 1.1.1: each phase is finished before the next begins (Table 1:
	 * continued fire, movement, fire, melee); never back. */
	if (ba_order_strict(e->ctx) && ba_order_past(g, phase))
		chk_add(p, "phase", CHECK_FAIL, CHK_FIRER, "1.1.1", "derived",
			"the %s phase of bound %d is over: a later phase "
			"(Table 1: continued fire, movement, fire, melee) has "
			"been played",
			phase, g->bound);
	if (strcmp(phase, "continued-fire") == 0) {
		double lx, ly;
		bool ok = BA(u)->last_target_bound == g->bound - 1 &&
			  ba_was_target(u, t, &lx, &ly);
		chk_add(
		    p, "continued", ok ? CHECK_PASS : CHECK_FAIL, CHK_FIRER,
		    "1.1.1", "derived",
		    ok ? "%s fired at %s in the previous bound"
		       : "in continued fire %s may only fire at the "
			 "target it fired at in the previous bound (not %s)",
		    u->name, t->name);
	}
}

/* ---- figures, parts and units of fire --------------------------------- */

static int
part_figures(struct fire_env *e, struct fire_part *p)
{
	struct unit *u = p->u;
	const char *v = answers_get(&p->ans, "figures");
	/* 3.1.1: the figures it had as the phase began. */
	int has = ba_phase_figures(e->g, u);
	long n = has;
	if (v && !um_parse_int(v, 1, 100000, &n))
		return cmd_error(e->ctx,
				 "figures=%s is not allowed; figures "
				 "is a whole number from 1 to %d (%s "
				 "has %d%s)",
				 v, has, u->name, has,
				 u->arm == ARM_ARTILLERY ? " gunners" : "");
	if (n > has)
		return cmd_error(e->ctx,
				 "figures=%ld is more than %s has "
				 "(%d%s)",
				 n, u->name, has,
				 u->arm == ARM_ARTILLERY ? " gunners" : "");
	p->figures = (int)n;
	p->figures_given = v != NULL;
	v = answers_get(&p->ans, "guns");
	p->guns = u->guns;
	if (v) {
		long gn;
		if (u->arm != ARM_ARTILLERY)
			return cmd_error(e->ctx,
					 "guns= is for artillery; %s "
					 "is %s",
					 u->name, arm_names[u->arm]);
		if (!um_parse_int(v, 1, u->guns > 0 ? u->guns : 1, &gn))
			return cmd_error(e->ctx,
					 "guns=%s is not allowed; %s "
					 "has %d model guns",
					 v, u->name, u->guns);
		p->guns = (int)gn;
		p->guns_given = true;
	}
	int r =
	    answers_bool(e->ctx, &p->ans, "short", "yes|no", &p->short_want);
	if (r < 0)
		return -1;
	p->short_given = r > 0;
	return 0;
}

/* Group parts, check the split (3.1.2, 3.3.3), give the one short unit
 * of fire to one part of the group, count units of fire. */
static int
group_parts(struct fire_env *e)
{
	const struct ba_settings *s = &e->bt->set;
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		p->group = (int)i;
		for (size_t j = 0; j < i; j++)
			if (strcmp(group_name(e->g, e->parts[j].u),
				   group_name(e->g, p->u)) == 0) {
				p->group = e->parts[j].group;
				break;
			}
	}
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		int nparts = 0, figs = 0, guns = 0;
		bool other_target = false;
		for (size_t j = 0; j < e->n; j++) {
			struct fire_part *q = &e->parts[j];
			if (q->group != p->group)
				continue;
			nparts++;
			if (q->u == p->u) {
				figs += q->figures;
				guns += q->guns;
			}
			if (q->t != p->t)
				other_target = true;
		}
		p->nparts = nparts;
		p->split = other_target;
		if (nparts > 2)
			return cmd_error(
			    e->ctx,
			    "%s may split its fire in 2 "
			    "parts at most (3.1.2%s)",
			    p->u->name,
			    strcmp(group_name(e->g, p->u), p->u->name)
				? ", 3.3.3: a skirmish line and "
				  "its mother fire as one"
				: "");
		int has = ba_phase_figures(e->g, p->u);
		if (figs > has)
			return cmd_error(e->ctx,
					 "the parts of %s's split fire "
					 "use %d figures; it has %d "
					 "(give figures= on each part, "
					 "3.1.2)",
					 p->u->name, figs, has);
		if (p->u->arm == ARM_ARTILLERY && nparts > 1) {
			for (size_t j = 0; j < e->n; j++)
				if (e->parts[j].u == p->u &&
				    (!e->parts[j].guns_given ||
				     !e->parts[j].figures_given))
					return cmd_error(
					    e->ctx,
					    "artillery splits its fire "
					    "between model guns only: "
					    "give guns= and figures= "
					    "(gunners) on both parts of "
					    "%s (3.1.2)",
					    p->u->name);
			if (guns > p->u->guns)
				return cmd_error(e->ctx,
						 "the parts of %s use "
						 "%d guns; it has %d "
						 "(3.1.2)",
						 p->u->name, guns, p->u->guns);
		}
	}
	/* 3.1.1: one short unit of fire per tactical unit, also across the
	 * parts of a split fire: the part that says short=yes, else the
	 * first declared part that has a short remainder. */
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		bool allowed = true;
		int rem = ba_short_remainder(s, p->u->arm, p->figures);
		if (rem > 0 && p->nparts > 1) {
			for (size_t j = 0; j < e->n; j++) {
				struct fire_part *q = &e->parts[j];
				if (q == p || q->group != p->group)
					continue;
				int qr = ba_short_remainder(s, q->u->arm,
							    q->figures);
				if (qr == 0)
					continue;
				/* p gives way: it says short=no, or q says
				 * short=yes and p does not, or neither says
				 * and q was declared first. */
				if ((p->short_given && !p->short_want) ||
				    (q->short_given && q->short_want &&
				     !(p->short_given && p->short_want)) ||
				    (!p->short_given && !q->short_given &&
				     j < i))
					allowed = false;
				else if (p->short_given && p->short_want &&
					 q->short_given && q->short_want)
					return cmd_error(
					    e->ctx,
					    "only one short unit of fire "
					    "for %s across both parts "
					    "(3.1.1): short=yes on one "
					    "part only",
					    p->u->name);
			}
		} else if (p->short_given && !p->short_want) {
			allowed = false;
		}
		p->short_allowed = allowed;
		p->designated = p->figures;
		p->uof = ba_units_of_fire(s, p->u->arm, p->figures, allowed,
					  &p->short_used);
		p->short_rem = rem;
	}
	return 0;
}

/* ---- the fire's conditions (3.1.3, 3.1.4, 3.4.2, 3.4.4) --------------- */

/* A condition's check: the umpire's answer (generic reason), else the
 * map's verdict with its measured reason, else the default. */
static void
cond_check(struct fire_part *p, const char *key, bool ok, const char *src,
	   const char *rule, const char *map_why, const char *yes,
	   const char *no)
{
	if (strcmp(src, "derived") == 0 && map_why && map_why[0])
		chk_add(p, key, ok ? CHECK_PASS : CHECK_FAIL, CHK_CONDITION,
			rule, src, "%s", map_why);
	else
		chk_add(p, key, ok ? CHECK_PASS : CHECK_FAIL, CHK_CONDITION,
			rule, src, "%s", ok ? yes : no);
}

/* What the fire conditions share: the map's view of the line (3.1.3),
 * the unit fired over (over=, 3.4.2). */
struct fire_line {
	const struct ba_fire_geo *geo;
	const struct unit *ov; /* over=NAME, or NULL */
	bool over_blocker;     /* the map's blocker is the unit fired over */
	bool line;	       /* in the arc: a line of fire to measure */
	char noline[160];
};

/* 3.1.3 arc of fire. */
static int
cond_arc(struct fire_env *e, struct fire_part *p, const struct fire_line *fl)
{
	const struct ba_fire_geo *geo = fl->geo;
	struct unit *t = p->t;
	bool b;
	const char *src;
	char why[200];
	int r =
	    ans_bool(e, p, "arc", geo->known ? geo->in_arc : true, &b, &src);
	if (r < 0)
		return -1;
	if (r == 0 && geo->known)
		src = "derived";
	um_snprintf(why, sizeof why,
		    "no point of %s can be brought into the arc of fire",
		    t->name);
	cond_check(p, "arc", b, src, "3.1.3", geo->why_arc,
		   "the point of impact lies within the arc of fire", why);
	return 0;
}

/* 3.1.3 line of aim and line of fire (3.3.1 screening, 3.4.2 over). */
static int
cond_line_of_fire(struct fire_env *e, struct fire_part *p,
		  const struct fire_line *fl)
{
	const struct ba_fire_geo *geo = fl->geo;
	const struct unit *ov = fl->ov;
	bool over_blocker = fl->over_blocker, line = fl->line, b;
	const char *noline = fl->noline, *src;
	char why[200];
	bool los_def = true;
	const char *los_why = line ? geo->why_block : noline;
	if (geo->known)
		los_def = geo->blocked_by[0] == '\0' || over_blocker;
	int r = ans_bool(e, p, "los", los_def, &b, &src);
	if (r < 0)
		return -1;
	if (r == 0 && geo->known)
		src = over_blocker ? "given" : "derived";
	if (r == 0 && over_blocker) {
		um_snprintf(why, sizeof why,
			    "the line of fire passes through %s, fired over "
			    "(over=%s, 3.4.2)",
			    ov->name, ov->name);
		los_why = why;
		chk_add(p, "los", CHECK_PASS, CHK_CONDITION, "3.1.3", src, "%s",
			los_why);
	} else {
		cond_check(p, "los", b, src, "3.1.3", los_why,
			   "the line of fire is clear",
			   "the line of fire is blocked");
	}
	return 0;
}

/* 3.1.4 security zone, and no own unit less than 10 behind. */
static int
cond_security(struct fire_env *e, struct fire_part *p,
	      const struct fire_line *fl)
{
	const struct ba_fire_geo *geo = fl->geo;
	const struct unit *ov = fl->ov;
	bool line = fl->line, b;
	const char *noline = fl->noline, *src;
	bool sec_def = line ? geo->security_ok : true;
	bool over_sec = ov && geo->known && !geo->security_ok &&
			strcmp(geo->security_unit, ov->name) == 0 &&
			strcmp(geo->behind_own, ov->name) != 0;
	int r = ans_bool(e, p, "security", sec_def || over_sec, &b, &src);
	if (r < 0)
		return -1;
	if (r == 0 && geo->known)
		src = over_sec ? "given" : "derived";
	if (r == 0 && over_sec)
		chk_add(p, "security", CHECK_PASS, CHK_CONDITION, "3.1.4", src,
			"own %s is fired over (over=%s): 3.4.2 sets its own "
			"distances",
			ov->name, ov->name);
	else
		cond_check(p, "security", b, src, "3.1.4",
			   line ? geo->why_security : noline,
			   "the security zone to own units is respected",
			   "the security zone to an own unit is not respected");
	return 0;
}

/* 3.1.3 range along the line of fire and its zone (tables 13/14). */
static int
cond_range(struct fire_env *e, struct fire_part *p, const struct fire_line *fl)
{
	const struct ba_fire_geo *geo = fl->geo;
	struct unit *u = p->u;
	const struct ba_settings *s = &e->bt->set;
	p->art = u->arm == ARM_ARTILLERY;
	const struct ba_zone_table *zt = p->art ? &e->bt->t14 : &e->bt->t13;
	const char *weapon = ba_unit_weapon(s, u);
	um_snprintf(p->weapon, sizeof p->weapon, "%s", weapon);
	const char *rv = answers_get(&p->ans, "range");
	p->zone = 0;
	if (rv) {
		if (!um_parse_double(rv, &p->range) || p->range < 0 ||
		    p->range > 100000)
			return cmd_error(e->ctx,
					 "range=%s is not allowed; "
					 "range is a distance of 0 or "
					 "more in game units",
					 rv);
		p->range_source = "given";
	} else if (geo->known) {
		p->range = geo->range;
		p->range_source = "derived";
	} else {
		/* A zone key given instead of a range answers the zone. */
		for (int z = 1; z <= 9; z++) {
			char k[16];
			um_snprintf(k, sizeof k, "zone%d", z);
			const char *zv = answers_get(&p->ans, k);
			bool yes;
			if (zv && um_parse_bool(zv, &yes) && yes)
				p->zone = z;
		}
		if (p->zone == 0) {
			chk_ask(p, "range", "3.1.3",
				"distance from the point of fire to the point "
				"of impact along the line of fire, in game "
				"units",
				"0..");
			return 0;
		}
		p->range_source = "umpire";
	}
	if (p->zone == 0) {
		int z = ba_zone_of(zt, weapon, p->range);
		if (z < 0)
			return cmd_error(e->ctx,
					 "weapon %s of %s is not in %s; "
					 "give the unit weapon= a row "
					 "of that table",
					 weapon, u->name, zt->name);
		p->zone = z;
	}
	p->provisional |= zt->provisional;
	char rb[80];
	um_fmt_num(rb, sizeof rb, p->range);
	char rr[40];
	ba_fmt_range(rr, sizeof rr, p->range, zt, weapon);
	if (!rv && geo->known)
		um_snprintf(rb, sizeof rb, "%s cm %s", rr,
			    geo->in_arc
				? "along the line of fire"
				: "to the nearest point (not in the arc)");
	if (p->zone == 0)
		chk_add(p, "range", CHECK_FAIL, CHK_CONDITION, "3.1.3",
			p->range_source,
			"range %s is beyond the last zone of %s (zone %d, %s); "
			"the fire is not carried out",
			rb, weapon, ba_zone_last(zt, weapon), zt->name);
	else if (rv || geo->known)
		chk_add(p, "range", CHECK_PASS, CHK_CONDITION, "3.1.3",
			p->range_source, "range %s is zone %d of %s (%s)", rb,
			p->zone, weapon, zt->name);
	else
		chk_add(p, "range", CHECK_PASS, CHK_CONDITION, "3.1.3",
			p->range_source, "zone %d as answered", p->zone);
	return 0;
}

/* 3.4.4 canister: only at zone 1, in the bound of the load order. */
static void
cond_canister(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *u = p->u;
	p->canister =
	    p->art && BA(u)->canister && BA(u)->canister_bound == g->bound;
	if (p->canister)
		chk_add(p, "canister", p->zone == 1 ? CHECK_PASS : CHECK_FAIL,
			CHK_CONDITION, "3.4.4", "derived",
			p->zone == 1 ? "canister loaded this bound, target in "
				       "zone 1"
				     : "loaded with canister: it may fire only "
				       "at zone 1 (target in zone %d)",
			p->zone);
}

/* 3.4.2 overhead fire over the unit named by over=, judged by the map. */
static void
overhead_from_map(struct fire_part *p, const struct unit *o, bool over_blocker)
{
	const struct ba_fire_geo *geo = &p->geo;
	if (!p->art)
		chk_add(p, "overhead", CHECK_FAIL, CHK_CONDITION, "3.4.2",
			"given",
			"only artillery may fire overhead; the line of fire "
			"passes through %s",
			o->name);
	else if (strcmp(geo->overhead, o->name) == 0)
		chk_add(p, "overhead", CHECK_PASS, CHK_CONDITION, "3.4.2",
			"derived", "%s", geo->why_overhead);
	else if (over_blocker)
		chk_add(p, "overhead", CHECK_FAIL, CHK_CONDITION, "3.4.2",
			"derived", "%s", geo->why_block);
	else
		chk_add(p, "overhead", CHECK_PASS, CHK_CONDITION, "3.4.2",
			"derived",
			"the line of fire does not pass through %s: no "
			"overhead fire needed",
			o->name);
}

/* 3.4.2 overhead fire: the map decides (geo.overhead); over=NAME with
 * over_near/over_far answers it. */
static int
cond_overhead(struct fire_env *e, struct fire_part *p,
	      const struct fire_line *fl)
{
	struct game *g = e->g;
	struct unit *u = p->u, *t = p->t;
	const struct ba_fire_geo *geo = fl->geo;
	const struct unit *ov = fl->ov;
	bool over_blocker = fl->over_blocker;
	if (ov == NULL) {
		if (geo->known && geo->overhead[0])
			chk_add(p, "overhead", CHECK_PASS, CHK_CONDITION,
				"3.4.2", "derived", "%s", geo->why_overhead);
		return 0;
	}
	const struct unit *o = ov;
	double near = -1, far = -1;
	const char *nv = answers_get(&p->ans, "over_near");
	const char *fv = answers_get(&p->ans, "over_far");
	if (nv && (!um_parse_double(nv, &near) || near < 0))
		return cmd_error(e->ctx, "over_near=%s is a distance", nv);
	if (fv && (!um_parse_double(fv, &far) || far < 0))
		return cmd_error(e->ctx, "over_far=%s is a distance", fv);
	if (!p->art || (nv == NULL && fv == NULL && geo->known)) {
		overhead_from_map(p, o, over_blocker);
	} else if (near < 0 || far < 0) {
		chk_ask(p, nv ? "over_far" : "over_near", "3.4.2",
			nv ? "distance along the line of fire from the "
			     "unit fired over to the target"
			   : "distance along the line of fire from the "
			     "artillery to the unit fired over",
			"0..");
	} else {
		bool friendly = strcmp(o->side, u->side) == 0;
		double need_far;
		const char *fail = NULL;
		char buf[160];
		/* Layers from the map (typed level= wins); the decision is the
		 * map's own (ba_overhead_judge). */
		switch (ba_overhead_judge(
		    ba_geo_level(g, u), ba_geo_level(g, o), ba_geo_level(g, t),
		    near, far, friendly, p->canister, &need_far)) {
		case BA_OVER_FIRER_LOW:
			fail = "the artillery is not one hill level above the "
			       "unit fired over";
			break;
		case BA_OVER_TARGET_BELOW:
			fail = "the target is below the unit fired over";
			break;
		case BA_OVER_NEAR:
			fail = "less than 10 from the artillery to the unit "
			       "fired over";
			break;
		case BA_OVER_FAR:
			snprintf(buf, sizeof buf,
				 "less than %g from the %s unit fired over to "
				 "the target",
				 need_far, friendly ? "friendly" : "enemy");
			fail = buf;
			break;
		case BA_OVER_CANISTER:
			fail = "no canister over a friendly unit";
			break;
		case BA_OVER_OK:
			break;
		}
		if (fail)
			chk_add(p, "overhead", CHECK_FAIL, CHK_CONDITION,
				"3.4.2", "given", "%s", fail);
		else
			chk_add(p, "overhead", CHECK_PASS, CHK_CONDITION,
				"3.4.2", "given",
				"overhead fire over %s allowed", o->name);
	}
	return 0;
}

/* 3.1.3: impact=X,Y, the point of impact the firing player chooses on an
 * outside edge of the target (the map moves it into the arc). */
static int
designated_point(struct fire_env *e, struct fire_part *p,
		 struct ba_fire_opts *fo)
{
	const char *v = answers_get(&p->ans, "impact");
	if (v == NULL)
		return 0;
	char *end;
	double x = strtod(v, &end), y = 0;
	bool ok = end != v && *end == ',';
	if (ok) {
		const char *q = end + 1;
		y = strtod(q, &end);
		ok = end != q && *end == '\0' && isfinite(x) && isfinite(y);
	}
	if (!ok)
		return cmd_error(e->ctx,
				 "impact=%s is not allowed; impact is X,Y, a "
				 "point on the target's outside edge (3.1.3)",
				 v);
	if (!p->u->placed || !p->t->placed)
		return cmd_error(e->ctx,
				 "impact=%s needs %s and %s on the map "
				 "(x= y= facing=); otherwise answer edge= "
				 "and cover= (3.1.3)",
				 v, p->u->name, p->t->name);
	fo->has_impact = true;
	fo->ix = x;
	fo->iy = y;
	return 0;
}

/* v to one decimal, never printed as -0.0. */
static double
tenth(double v)
{
	v = round(v * 10) / 10;
	return v == 0 ? 0 : v;
}

/* 3.1.3: designated figures without a line of aim do not take part (and
 * fire at no other target: they stay counted in the split, 3.1.2). The
 * figures of the files with a line of aim, in proportion, rounded down. */
static void
aim_figures(struct fire_env *e, struct fire_part *p)
{
	const struct ba_fire_geo *g = &p->geo;
	if (!g->known || g->files < 1 || g->aim_files < 1 ||
	    g->aim_files >= g->files)
		return;
	int n = p->designated * g->aim_files / g->files;
	p->figures = n;
	p->uof =
	    ba_units_of_fire(&e->bt->set, p->u->arm, n, true, &p->short_used);
	const char *what = p->art ? "gunners" : "figures";
	chk_add(p, "aim", p->uof < 1 ? CHECK_FAIL : CHECK_PASS, CHK_CONDITION,
		"3.1.3", "derived",
		"%d of %d front-rank files of %s have a line of aim to %s: "
		"%d of %d %s take part, %d unit%s of fire; the other %d fire "
		"at no other target; point of fire (%.1f,%.1f), the centre of "
		"the front edge of the %d file%s that fire%s",
		g->aim_files, g->files, p->u->name, p->t->name, n,
		p->designated, what, p->uof, p->uof == 1 ? "" : "s",
		p->designated - n, tenth(g->fx), tenth(g->fy), g->aim_files,
		g->aim_files == 1 ? "" : "s", g->aim_files == 1 ? "s" : "");
}

/* The conditions of the fire itself (3.1.3, 3.1.4, 3.4.2, 3.4.4): a
 * failure lets the declaration stand and the fire is not carried out. */
static int
conditions(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	/* The map, with the figures of this part for the frontage (3.1.4)
	 * and the point of impact the firing player chose (3.1.3). */
	struct ba_fire_opts fo = {.figures = p->figures,
				  .summary_unread = true};
	if (designated_point(e, p, &fo) < 0)
		return -1;
	ba_fire_geometry_opts(g, p->u, p->t, &fo, &p->geo);
	p->geo_known = p->geo.known;
	if (p->geo.known)
		p->provisional |= p->geo.provisional;
	if (fo.has_impact && p->geo.known && p->geo.in_arc)
		chk_add(p, "impact", CHECK_PASS, CHK_INFO, "3.1.3", "given",
			"point of impact chosen at (%g,%g); on the %s edge "
			"inside the arc: (%.1f,%.1f)",
			fo.ix, fo.iy,
			p->geo.edge == BA_EDGE_FLANK  ? "flank"
			: p->geo.edge == BA_EDGE_REAR ? "rear"
						      : "front",
			p->geo.ix, p->geo.iy);
	aim_figures(e, p);
	struct fire_line fl = {.geo = &p->geo};
	/* 3.4.2: over=NAME is the umpire's word that the fire goes over
	 * that unit; the map (or over_near/over_far) then judges it. */
	const char *over = answers_get(&p->ans, "over");
	if (over && (fl.ov = game_unit_c(g, over)) == NULL)
		return cmd_error(e->ctx,
				 "over=%s: no unit of that name (the unit "
				 "fired over, 3.4.2)",
				 over);
	fl.over_blocker = fl.ov && p->geo.known && p->geo.blocked_by[0] &&
			  strcmp(p->geo.blocked_by, fl.ov->name) == 0;
	/* Outside the arc there is no line of fire to measure: the line
	 * and the security zone pass, and the arc check fails the fire. */
	fl.line = p->geo.known && p->geo.in_arc;
	um_snprintf(fl.noline, sizeof fl.noline,
		    "not measured: no point of %s in the arc, no line of fire",
		    p->t->name);
	if (cond_arc(e, p, &fl) < 0 || cond_line_of_fire(e, p, &fl) < 0 ||
	    cond_security(e, p, &fl) < 0 || cond_range(e, p, &fl) < 0)
		return -1;
	cond_canister(e, p);
	return cond_overhead(e, p, &fl);
}

/* ---- neighbour and support units (3.1.6, 3.1.7) ---------------------- */

/* 3.1.6: a neighbour unit is one of the units firing at the target: it
 * must itself be able to fire at it (arc, line of fire, range: 3.1.3).
 * 2 yes from the map, 1 yes answered or by default (neighbour_fire=),
 * 0 no (*why), -1 bad answer. */
static int
neighbour_could_fire(struct fire_env *e, struct fire_part *p,
		     const struct unit *n, char *why, size_t len)
{
	bool b;
	const char *src;
	struct ba_fire_geo ng;
	ba_fire_geometry(e->g, n, p->t, &ng);
	int r = ans_bool(e, p, "neighbour_fire", true, &b, &src);
	if (r < 0)
		return -1;
	if (r > 0 || !ng.known) {
		snprintf(why, len, "answered neighbour_fire=no");
		return b ? 1 : 0;
	}
	const struct ba_zone_table *zt =
	    n->arm == ARM_ARTILLERY ? &e->bt->t14 : &e->bt->t13;
	const char *w = ba_unit_weapon(&e->bt->set, n);
	int z = ba_zone_of(zt, w, ng.range);
	char rr[40];
	ba_fmt_range(rr, sizeof rr, ng.range, zt, w);
	if (!ng.in_arc)
		snprintf(why, len, "%s (3.1.3)", ng.why_arc);
	else if (ng.blocked_by[0])
		snprintf(why, len, "%s (3.1.3)", ng.why_block);
	else if (z <= 0)
		snprintf(why, len,
			 "range %s cm is beyond the zones of %s (3.1.3)", rr,
			 w);
	else {
		snprintf(why, len,
			 "it could fire at %s itself: in its arc, line clear, "
			 "%s cm = zone %d",
			 p->t->name, rr, z);
		return 2;
	}
	return 0;
}

/* 3.1.6 "figures able to participate in the firing": of `figures`
 * designated, those of the files with a line of aim at t (3.1.3); all
 * when u or t is not on the map. */
static int
able_figures(const struct game *g, const struct unit *u, const struct unit *t,
	     int figures)
{
	struct ba_fire_geo fg;
	ba_fire_geometry(g, u, t, &fg);
	if (!fg.known || fg.files < 1 || fg.aim_files < 1 ||
	    fg.aim_files >= fg.files)
		return figures; /* none aims: "could fire" says why */
	return figures * fg.aim_files / fg.files;
}

static int
neighbour_checks(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	const char *v = answers_get(&p->ans, "neighbour");
	bool b;
	if (v == NULL || um_parse_bool(v, &b))
		return 0; /* none, or the factor answered directly */
	struct unit *n = game_unit(g, v);
	if (n == NULL)
		return cmd_error(e->ctx, "neighbour=%s: no unit of that name",
				 v);
	p->nb = n;
	struct unit *u = p->u;
	const struct ba_settings *s = &e->bt->set;
	const char *R = "3.1.6";
#define NB_FAIL(...)                                                           \
	do {                                                                   \
		chk_add(p, "neighbour", CHECK_FAIL, CHK_FIRER, R, "given",     \
			__VA_ARGS__);                                          \
		return 0;                                                      \
	} while (0)
	if (n == u || n == p->t || strcmp(n->side, u->side) != 0 || n->removed)
		NB_FAIL("%s is not another own unit on the table", n->name);
	if (!ba_closed_formation(s, g, n))
		NB_FAIL("neighbour %s is in %s, not a closed formation",
			n->name, unit_formation_name(g, n));
	int n_able = able_figures(g, n, p->t, n->figures);
	int u_able = able_figures(g, u, p->t, p->figures);
	if (n_able * 2 < u_able) {
		if (n_able < n->figures || u_able < p->figures)
			NB_FAIL("neighbour %s has %d of %d figures able to "
				"fire at %s (lines of aim, 3.1.3), fewer than "
				"half of the %d firing",
				n->name, n_able, n->figures, p->t->name,
				u_able);
		NB_FAIL("neighbour %s has %d figures, fewer than half of the "
			"%d firing",
			n->name, n->figures, p->figures);
	}
	if (n->arm != u->arm)
		NB_FAIL("neighbour %s is %s, not of the same arm as %s (%s)",
			n->name, arm_names[n->arm], u->name, arm_names[u->arm]);
	if (ba_phase_state(g, n) >= BA_MORAL_MD)
		NB_FAIL("neighbour %s is in %s; units in MD or FD may not be "
			"neighbour units",
			n->name, g->rs->states[ba_phase_state(g, n)]);
	const struct fire_part *other = named_before(e, n, "neighbour", p);
	if (BA(n)->neighbour_bound == g->bound || (other && other->u != u))
		NB_FAIL("%s is already a neighbour unit for %s this bound",
			n->name, other ? other->u->name : "another unit");
	if (has_own_fire(e, n) || BA(n)->fired == g->bound)
		NB_FAIL("%s carries out its own fire (a neighbour unit does "
			"not, and may not split fire)",
			n->name);
	if (is_skirmish(g, u) && ba_mother_or_soutien(u, n))
		NB_FAIL("%s is the mother unit or soutien of the skirmish line "
			"%s",
			n->name, u->name);
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *q = &e->parts[i];
		if (q != p && q->u == u && q->t == p->t && q->nb && q->nb != n)
			NB_FAIL("%s already has neighbour unit %s at %s: only "
				"one neighbour unit per firer and target",
				u->name, q->nb->name, p->t->name);
	}
	if (!BA(n)->supplies && !s->fire_without_supplies)
		NB_FAIL("neighbour %s is without supplies and could not fire "
			"at %s itself (5.5.3)",
			n->name, p->t->name);
	char why[240];
	int r = neighbour_could_fire(e, p, n, why, sizeof why);
	if (r < 0)
		return -1;
	if (r == 0)
		NB_FAIL("neighbour %s could not fire at %s itself: %s", n->name,
			p->t->name, why);
	chk_add(p, "neighbour", CHECK_PASS, CHK_FIRER, R,
		r == 2 ? "derived" : "given",
		"%s may be neighbour unit for %s%s%s", n->name, u->name,
		r == 2 ? ": " : "", r == 2 ? why : "");
#undef NB_FAIL
	return 0;
}

/* Why n may not support p's firer (3.1.7), or NULL. The map's part:
 * *geo_why says the measured distance when both are placed. */
static const char *
support_refusal(struct fire_env *e, struct fire_part *p, struct unit *n,
		char *buf, size_t len)
{
	struct game *g = e->g;
	struct unit *u = p->u;
	const struct ba_settings *s = &e->bt->set;
	if (n == u || strcmp(n->side, u->side) != 0 || n->removed)
		um_snprintf(buf, len, "%s is not another own unit on the table",
			    n->name);
	else if (n->arm == ARM_ARTILLERY)
		um_snprintf(buf, len,
			    "artillery may not be a support unit (%s)",
			    n->name);
	else if (!ba_closed_formation(s, g, n))
		um_snprintf(buf, len,
			    "support %s is in %s, not in closed order", n->name,
			    unit_formation_name(g, n));
	else if (n->figures * 2 < u->figures)
		um_snprintf(
		    buf, len,
		    "support %s has %d figures, fewer than half of %s's "
		    "%d",
		    n->name, n->figures, u->name, u->figures);
	else if (ba_phase_state(g, n) >= BA_MORAL_MD)
		um_snprintf(buf, len,
			    "support %s is in %s; units in MD or FD may not "
			    "support",
			    n->name, g->rs->states[ba_phase_state(g, n)]);
	else if (n->arm == ARM_INFANTRY && u->arm == ARM_CAVALRY)
		um_snprintf(buf, len,
			    "infantry (%s) may not support cavalry (%s)",
			    n->name, u->name);
	else if (is_skirmish(g, u) && ba_mother_or_soutien(u, n))
		um_snprintf(buf, len,
			    "%s is the mother unit or soutien of the skirmish "
			    "line %s",
			    n->name, u->name);
	else {
		const struct fire_part *other =
		    named_before(e, n, "support", p);
		if ((BA(n)->support_bound == g->bound &&
		     BA(n)->support_phase == g->phase) ||
		    (other && other->u != u))
			um_snprintf(
			    buf, len,
			    "%s is already a support unit for %s in this "
			    "fire phase",
			    n->name, other ? other->u->name : "another unit");
		else if (has_own_fire(e, n) ||
			 named_as(e, n, "neighbour", NULL) ||
			 BA(n)->fired == g->bound)
			um_snprintf(
			    buf, len,
			    "%s fires or is a neighbour unit, so it may "
			    "not at the same time be a support unit",
			    n->name);
		else
			return NULL;
	}
	return buf;
}

/* Why the map's reading of 3.1.7 is ok (or not) at distance d. */
static void
support_where(struct fire_env *e, const struct fire_part *p, bool ok, double d,
	      char *buf, size_t len)
{
	const struct ba_settings *s = &e->bt->set;
	if (ok)
		um_snprintf(buf, len,
			    "%.1f cm from %s (within %g), %s inside its 45 deg "
			    "arc",
			    d, p->u->name, s->support_distance, p->u->name);
	else if (d > s->support_distance + 1e-9)
		um_snprintf(buf, len, "%.1f cm from %s, more than %g", d,
			    p->u->name, s->support_distance);
	else
		um_snprintf(buf, len,
			    "%.1f cm from %s, but %s is not inside its 45 deg "
			    "arc",
			    d, p->u->name, p->u->name);
}

/* The map's reading of 3.1.7 for n supporting the firer; buf says why
 * (NULL: made later by support_where from *dist, when it is shown). */
static bool
support_map(struct fire_env *e, struct fire_part *p, struct unit *n,
	    bool *known, char *buf, size_t len, double *dist)
{
	*dist = 0;
	bool ok = ba_geo_supports(e->g, n, p->u, known, dist);
	if (!*known)
		return true;
	if (buf)
		support_where(e, p, ok, *dist, buf, len);
	return ok;
}

static int
support_checks(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *u = p->u;
	const char *v = answers_get(&p->ans, "support");
	bool b, known = false;
	char why[200], where[200] = "";
	double d = 0;
	if (v && um_parse_bool(v, &b))
		return 0; /* the factor answered directly */
	const char *R = "3.1.7";
	if (v == NULL) {
		/* From the map: the first own unit that reaches and may
		 * support; else a note on the first that reaches. */
		struct unit *first = NULL;
		char first_why[200] = "", first_where[200] = "";
		/* Only units near u can reach it (the grid); off the map,
		 * none is known to. */
		size_t room[64], *cand = room;
		long nc =
		    ba_geo_support_candidates(g, u, cand, UM_ARRLEN(room));
		if (nc > (long)UM_ARRLEN(room)) { /* a crowd: room for all */
			cand = um_xmalloc((size_t)nc * sizeof *cand);
			nc = ba_geo_support_candidates(g, u, cand, (size_t)nc);
		}
		for (long k = 0; k < nc; k++) {
			size_t i = cand[k];
			struct unit *c = &g->units[i];
			if (c == u || strcmp(c->side, u->side) != 0 ||
			    c->removed)
				continue;
			if (!support_map(e, p, c, &known, NULL, 0, &d) ||
			    !known)
				continue;
			bool refused =
			    support_refusal(e, p, c, why, sizeof why) != NULL;
			if (!refused || first == NULL)
				support_where(e, p, true, d, where,
					      sizeof where);
			if (!refused) {
				p->sup = game_unit_w(g, i); /* c, for writing */
				chk_add(p, "support", CHECK_PASS, CHK_FIRER, R,
					"derived",
					"%s is a support unit for %s: %s",
					c->name, u->name, where);
				if (cand != room)
					free(cand);
				return 0;
			}
			if (first == NULL) {
				first = c;
				um_snprintf(first_why, sizeof first_why, "%s",
					    why);
				um_snprintf(first_where, sizeof first_where,
					    "%s", where);
			}
		}
		if (cand != room)
			free(cand);
		if (first)
			chk_add(p, "support", CHECK_PASS, CHK_INFO, R,
				"derived",
				"%s is %s but may not support: %s; no support "
				"unit",
				first->name, first_where, first_why);
		return 0;
	}
	struct unit *n = game_unit(g, v);
	if (n == NULL)
		return cmd_error(e->ctx, "support=%s: no unit of that name", v);
	p->sup = n;
	bool reach =
	    n == u || support_map(e, p, n, &known, where, sizeof where, &d);
	if (known && !reach) {
		chk_add(p, "support", CHECK_FAIL, CHK_FIRER, R, "derived",
			"%s is %s", n->name, where);
		p->sup = NULL;
		return 0;
	}
	if (support_refusal(e, p, n, why, sizeof why)) {
		chk_add(p, "support", CHECK_FAIL, CHK_FIRER, R, "given", "%s",
			why);
		p->sup = NULL;
		return 0;
	}
	if (known)
		chk_add(p, "support", CHECK_PASS, CHK_FIRER, R, "derived",
			"%s is a support unit for %s: %s", n->name, u->name,
			where);
	else
		chk_add(p, "support", CHECK_PASS, CHK_FIRER, R, "given",
			"%s is a support unit for %s", n->name, u->name);
	return 0;
}

/* ---- skirmish lines and soutien at the target (3.3.1, 3.3.2) --------- */

static bool
targeted(const struct fire_env *e, const struct unit *t)
{
	for (size_t i = 0; i < e->n; i++)
		if (e->parts[i].t == t)
			return true;
	return false;
}

static int
target_sl(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *t = p->t;
	const struct ba_settings *s = &e->bt->set;
	/* 3.3.1: firing at a skirmish line linked to its soutien. */
	p->soutien_known = false;
	if (is_skirmish(g, t) && ba_soutien_name(t)[0]) {
		const struct unit *m = game_unit_c(g, ba_soutien_name(t));
		int w =
		    m ? ba_geo_figures_within(g, t, m, s->soutien_distance) : 0;
		bool given = answers_has(&p->ans, "soutien");
		if (!given && w < 0)
			chk_ask(p, "soutien", "3.3.1",
				"does the skirmish line have a figure within "
				"15 of its soutien",
				"yes|no");
		else if (!given && m)
			chk_add(
			    p, "soutien", CHECK_PASS, CHK_INFO, "3.3.1",
			    "derived",
			    "%d of %d figures of skirmish line %s within %g "
			    "cm of its soutien %s: %s",
			    w, t->figures, t->name, s->soutien_distance,
			    m->name,
			    w > 0 ? "linked, the soutien factor counts"
				  : "not linked");
		p->soutien = w > 0;
		p->soutien_known = w >= 0;
	}
	/* 3.3.2: firing at a soutien: its skirmish line's figures within 15
	 * count with it, unless the line is fired at separately. */
	struct unit *sl = NULL;
	const char *slv = answers_get(&p->ans, "sl");
	if (slv) {
		sl = game_unit(g, slv);
		if (sl == NULL || strcmp(ba_soutien_name(sl), t->name) != 0 ||
		    !is_skirmish(g, sl))
			return cmd_error(e->ctx,
					 "sl=%s is not a skirmish line "
					 "of %s (mother= or soutien=%s)",
					 slv, t->name, t->name);
	} else {
		/* Only units naming a mother can be its line (spatial.h). */
		const size_t *wm;
		size_t nwm = game_units_with_mother(g, &wm);
		for (size_t k = 0; k < nwm; k++) {
			size_t i = wm[k];
			struct unit *c = &g->units[i];
			if (!c->removed && is_skirmish(g, c) &&
			    strcmp(ba_soutien_name(c), t->name) == 0) {
				sl = game_unit_w(g, i); /* c, for writing */
				break;
			}
		}
	}
	p->sl = sl;
	p->sl_figures = 0;
	if (sl == NULL)
		return 0;
	if (targeted(e, sl)) {
		chk_add(p, "sl_figures", CHECK_PASS, CHK_INFO, "3.3.2",
			"derived",
			"%s is fired at separately: its figures do not count "
			"with %s",
			sl->name, t->name);
		return 0;
	}
	const char *v = answers_get(&p->ans, "sl_figures");
	long n;
	if (v) {
		if (!um_parse_int(v, 0, sl->figures, &n))
			return cmd_error(e->ctx,
					 "sl_figures=%s is not allowed; "
					 "0 to %d (figures of %s within "
					 "15 of %s)",
					 v, sl->figures, sl->name, t->name);
	} else {
		n = ba_geo_figures_within(g, sl, t, s->soutien_distance);
		if (n < 0) {
			chk_ask(p, "sl_figures", "3.3.2",
				"how many figures of the skirmish line are "
				"within 15 of the soutien",
				"0..");
			return 0;
		}
	}
	p->sl_figures = (int)n;
	/* 3.3.2: through the skirmish line: the map, else through_sl=. */
	bool thr, map_known = false;
	const char *src;
	bool map = ba_geo_line_through(g, &p->geo, sl, &map_known);
	int r = ans_bool(e, p, "through_sl", map, &thr, &src);
	if (r < 0)
		return -1;
	p->through_sl = thr && n > 0;
	if (r == 0 && map_known)
		chk_add(p, "through_sl", CHECK_PASS, CHK_INFO, "3.3.2",
			"derived", "the line of fire %s skirmish line %s (map)",
			map ? "passes through" : "does not pass through",
			sl->name);
	char within[48] = "";
	if (v == NULL)
		snprintf(within, sizeof within, " within %g cm (map)",
			 s->soutien_distance);
	chk_add(p, "sl_figures", CHECK_PASS, CHK_INFO, "3.3.2",
		v ? "given" : "derived", "%d figures of %s%s count with %s%s",
		p->sl_figures, sl->name, within, t->name,
		p->through_sl
		    ? "; the line of fire passes through it: the loss "
		      "is divided"
		    : "");
	return 0;
}

/* ---- factors (tables 6 and 7) ---------------------------------------- */

/* key is the literal lit: the first letters compared inline first (every
 * row of tables 6/7 passes here for every part of every ruling). */
#define KEY_IS(key, lit) ((key)[0] == (lit)[0] && strcmp((key), (lit)) == 0)

static bool
derive_factor(struct fire_env *e, struct fire_part *p, const char *key,
	      const char **source)
{
	struct game *g = e->g;
	struct unit *u = p->u, *t = p->t;
	const struct ba_settings *s = &e->bt->set;
	*source = "derived";
	if (key[0] == 'z' && strncmp(key, "zone", 4) == 0 && key[4] >= '1' &&
	    key[4] <= '9' && key[5] == '\0') {
		*source = p->range_source ? p->range_source : "derived";
		if (strcmp(*source, "umpire") == 0)
			*source = "umpire";
		return p->zone == key[4] - '0';
	}
	if (KEY_IS(key, "split"))
		return p->split;
	if (KEY_IS(key, "flank") || KEY_IS(key, "rear")) {
		*source = p->edge_source;
		return strcmp(key, p->edge == BA_EDGE_FLANK  ? "flank"
				   : p->edge == BA_EDGE_REAR ? "rear"
							     : "-") == 0;
	}
	if (KEY_IS(key, "column")) {
		*source = p->column_source;
		return p->column;
	}
	if (key[0] == 'c' && strncmp(key, "cover", 5) == 0 && key[5] >= '1' &&
	    key[5] <= '3' && key[6] == '\0') {
		*source = p->cover_source;
		return (int)p->cover == key[5] - '0';
	}
	if (KEY_IS(key, "neighbour")) {
		*source = "given";
		return p->nb != NULL;
	}
	if (KEY_IS(key, "support")) {
		*source = p->sup && answers_get(&p->ans, "support") ? "given"
								    : "derived";
		return p->sup != NULL;
	}
	if (KEY_IS(key, "soutien"))
		return p->soutien;
	if (KEY_IS(key, "ld"))
		return ba_phase_state(g, u) == BA_MORAL_LD; /* 3.1.1 */
	if (KEY_IS(key, "marksmen"))
		return BA(u)->marksmen;
	if (KEY_IS(key, "no_supplies"))
		return !BA(u)->supplies;
	if (KEY_IS(key, "canister"))
		return p->canister && p->zone == 1;
	if (KEY_IS(key, "ranging")) {
		if (!p->art || p->zone < 2 || p->zone > 3)
			return false;
		double lx = 0, ly = 0; /* 3.1.2: either part's target */
		bool same = BA(u)->last_target_bound == g->bound - 1 &&
			    ba_was_target(u, t, &lx, &ly);
		bool moved = u->moved_bound >= BA(u)->last_target_bound &&
			     u->moved_bound != UM_NEVER;
		bool tmoved = false;
		if (t->placed && same)
			tmoved = hypot(t->x - lx, t->y - ly) > s->ranging_move;
		return !same || moved || tmoved;
	}
	if (key[0] == 'n' && strncmp(key, "numbers_", 8) == 0) {
		/* 3.4.3: a firing battery's gunners x gunner_multiplier; the
		 * target is never multiplied. */
		int tf = t->figures + p->sl_figures;
		int ff = p->figures * (p->art ? s->gunner_multiplier : 1);
		p->num_firer = ff;
		p->num_target = tf;
		double ratio = tf > 0 ? (double)ff / tf : 1e9;
		if (KEY_IS(key, "numbers_double"))
			return ratio >= s->numbers_double - 1e-9;
		if (KEY_IS(key, "numbers_more"))
			return ratio >= s->numbers_more - 1e-9;
		if (KEY_IS(key, "numbers_fewer"))
			return ratio <= s->numbers_fewer + 1e-9;
	}
	*source = "default";
	return false;
}

/* Target geometry answers: edge, column, cover (3.1.3, 3.1.8, 3.1.9).
 * An answer on the line wins; else the map decides (CHECK records with
 * the measured angles); else the defaults. */
static int
target_answers(struct fire_env *e, struct fire_part *p)
{
	struct game *g = e->g;
	struct unit *t = p->t;
	const struct ba_settings *s = &e->bt->set;
	const struct ba_fire_geo *geo = &p->geo;
	bool map = geo->known && geo->in_arc;
	/* Edge struck (3.1.8). */
	const char *ev = answers_get(&p->ans, "edge");
	p->edge = BA_EDGE_FRONT;
	p->edge_source = "default";
	if (ev) {
		if (strcmp(ev, "front") == 0)
			p->edge = BA_EDGE_FRONT;
		else if (strcmp(ev, "flank") == 0)
			p->edge = BA_EDGE_FLANK;
		else if (strcmp(ev, "rear") == 0)
			p->edge = BA_EDGE_REAR;
		else
			return cmd_error(e->ctx,
					 "edge=%s is not allowed; edge "
					 "is front|flank|rear (the "
					 "target's side the point of "
					 "impact lies on, 3.1.8)",
					 ev);
		p->edge_source = "given";
	} else if (map) {
		p->edge = geo->flank  ? BA_EDGE_FLANK
			  : geo->rear ? BA_EDGE_REAR
				      : BA_EDGE_FRONT;
		p->edge_source = "derived";
		if (!answers_has(&p->ans, "flank") &&
		    !answers_has(&p->ans, "rear"))
			chk_add(p, "edge", CHECK_PASS, CHK_INFO, "3.1.8",
				"derived", "%s", geo->why_side);
	}
	/* Column effect (3.1.9). */
	const char *form = unit_formation_name(g, t);
	p->column = false;
	p->column_source = "derived";
	/* The several-guns branch stays apart from the march-column one:
	 * it must come before the closed-formation test (3.1.9). */
	// NOLINTBEGIN(bugprone-branch-clone)
	if (map) {
		p->column = geo->column;
		if (!answers_has(&p->ans, "column"))
			chk_add(p, "column", CHECK_PASS, CHK_INFO, "3.1.9",
				"derived", "%s", geo->why_column);
	} else if (strcmp(form, "unlimbered") == 0 && t->arm == ARM_ARTILLERY &&
		   t->guns != 1) {
		/* 3.1.9: a battery of several guns stands as a line. */
		p->column_source = "default";
	} else if (!ba_closed_formation(s, g, t) ||
		   strcmp(form, "unlimbered") == 0) {
		p->column = false;
	} else if (strcmp(form, "attack-column") == 0) {
		p->column = true;
	} else if (strcmp(form, "march-column") == 0 ||
		   strcmp(form, "line") == 0) {
		p->column_source = "default";
	}
	// NOLINTEND(bugprone-branch-clone)
	/* Cover at the point of impact (3.1.3): cover=none|I|II|III answers
	 * it; else the map; else the target's cover attribute. */
	const char *cv = answers_get(&p->ans, "cover");
	p->cover = t->cover;
	p->cover_source = "derived";
	if (cv) {
		int i;
		for (i = 0; cover_names[i]; i++)
			if (strcmp(cover_names[i], cv) == 0)
				break;
		if (cover_names[i] == NULL)
			return cmd_error(e->ctx,
					 "cover=%s is not allowed; "
					 "cover is none|I|II|III (cover "
					 "at the point of impact, "
					 "3.1.3)",
					 cv);
		p->cover = (enum cover)i;
		p->cover_source = "given";
	} else if (map && geo->cover_unknown) {
		/* A wood or building of no known class (Table 5 NOT FOUND,
		 * the setting not a class): the umpire says. */
		struct check *c =
		    chk_add(p, "cover", CHECK_ASK, CHK_CONDITION, "3.1.3",
			    "asked", "%s", geo->why_cover);
		char q[200];
		snprintf(q, sizeof q,
			 "what cover class does %s give %s at the point of "
			 "impact",
			 geo->cover_by, t->name);
		check_set_ask(c, q, "none|I|II|III");
	} else if (map) {
		p->cover = geo->cover;
		if (!answers_has(&p->ans, "cover1") &&
		    !answers_has(&p->ans, "cover2") &&
		    !answers_has(&p->ans, "cover3")) {
			struct check *c =
			    chk_add(p, "cover", CHECK_PASS, CHK_INFO, "3.1.3",
				    "derived", "%s", geo->why_cover);
			c->provisional = geo->cover != COVER_NONE &&
					 strstr(geo->why_cover, "(setting)");
		}
	}
	return 0;
}

static int
factors(struct fire_env *e, struct fire_part *p)
{
	const struct ba_factor_table *ft = p->art ? &e->bt->t07 : &e->bt->t06;
	p->ft = ft;
	p->nf = 0;
	for (size_t i = 0; i < ft->n && p->nf < FIRE_FACTORS_MAX; i++) {
		const struct ba_factor_row *row = &ft->rows[i];
		const char *src;
		bool on = derive_factor(e, p, row->key, &src);
		struct ba_factor f = {.row = row,
				      .a = row->a,
				      .b = row->b,
				      .has_a = row->has_a,
				      .has_b = row->has_b,
				      .source = src};
		const char *v = answers_get(&p->ans, row->key);
		bool b;
		long n;
		if (v && strcmp(row->key, "neighbour") == 0 &&
		    !um_parse_bool(v, &b))
			v = NULL; /* neighbour=NAME: derived above */
		if (v && strcmp(row->key, "support") == 0 &&
		    !um_parse_bool(v, &b))
			v = NULL;
		if (v && strncmp(row->key, "zone", 4) == 0 && p->range_source &&
		    strcmp(p->range_source, "umpire") == 0)
			v = NULL; /* answered the zone itself */
		if (v) {
			if (um_parse_bool(v, &b)) {
				on = b;
			} else if (um_parse_int(v, -100, 100, &n)) {
				on = true;
				if (row->has_a || !row->has_b) {
					f.a = (double)n;
					f.has_a = true;
				} else {
					f.b = (double)n;
				}
			} else {
				return cmd_error(e->ctx,
						 "%s=%s is not allowed; "
						 "a factor key is yes, "
						 "no or a whole number "
						 "(spec §2)",
						 row->key, v);
			}
			f.source = "umpire";
		}
		if (!on)
			continue;
		p->f[p->nf++] = f;
	}
	ba_factors_pick(&e->bt->set, p->f, p->nf, &p->loss_mod, &p->moral_mod);
	p->provisional |= ft->provisional;
	return 0;
}

/* ---- evaluating every part ------------------------------------------- */

static int
part_init(struct fire_env *e, struct fire_part *p, const char *actor,
	  const char *target)
{
	p->u = game_unit(e->g, actor);
	p->t = game_unit(e->g, target);
	if (p->u == NULL || p->t == NULL)
		return cmd_error(e->ctx,
				 "no unit named %s; `units` lists the "
				 "roster",
				 p->u ? target : actor);
	p->carried = true;
	const char *src;
	if (ans_bool(e, p, "range_only", false, &p->range_only, &src) < 0)
		return -1;
	return part_figures(e, p);
}

/* Evaluate every part (after part_init of all). */
/* 3.1.1 "The use of split fire does not permit the use of more units of
 * fire that consist of down to 3 figures": when the lines of aim cut a
 * part down (3.1.3) and two parts would each have a short unit, the part
 * the split gave it to keeps it and the other loses it. */
static void
one_short(struct fire_env *e)
{
	const struct ba_settings *s = &e->bt->set;
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		if (!p->short_used)
			continue;
		/* The keeper: the part the split gave the short unit to (a
		 * remainder among its designated figures), else the first. */
		const struct fire_part *keep = NULL;
		for (size_t j = 0; j < e->n && !keep; j++) {
			const struct fire_part *q = &e->parts[j];
			if (q->group == p->group && q->short_used &&
			    q->short_allowed &&
			    ba_short_remainder(s, q->u->arm, q->designated) > 0)
				keep = q;
		}
		for (size_t j = 0; j < e->n && !keep; j++)
			if (e->parts[j].group == p->group &&
			    e->parts[j].short_used)
				keep = &e->parts[j];
		if (keep == p)
			continue;
		e->short_cut = true;
		int was = p->uof;
		p->uof = ba_units_of_fire(s, p->u->arm, p->figures, false,
					  &p->short_used);
		chk_add(p, "short", p->uof < 1 ? CHECK_FAIL : CHECK_PASS,
			CHK_CONDITION, "3.1.1", "derived",
			"the other part of the split fire has the one short "
			"unit of fire of %s: %d %s make %d unit%s of fire, not "
			"%d",
			p->u->name, p->figures, p->art ? "gunners" : "figures",
			p->uof, p->uof == 1 ? "" : "s", was);
		p->raw = p->loss_per * p->uof;
	}
}

/* What the roll gives a part that may fire (3.1.1, table 12). */
static void
part_result(const struct fire_env *e, struct fire_part *p)
{
	if (p->ask || p->refused)
		return;
	p->loss_index = p->roll.total + p->staff + lround(p->loss_mod);
	p->moral_index = p->loss_index + lround(p->moral_mod);
	const struct ba_result_row *lr =
	    ba_result_lookup(&e->bt->t12, p->loss_index);
	const struct ba_result_row *mr =
	    ba_result_lookup(&e->bt->t12, p->moral_index);
	p->loss_per = lr ? lr->loss : 0;
	p->raw = p->loss_per * p->uof;
	p->moral = mr ? mr->moral : BA_MORAL_NONE;
	p->provisional |= e->bt->t12.provisional || e->bt->set.provisional;
	if (p->range_only) {
		/* 3.4.1: ranging only: no loss, no moral effect. */
		p->loss_per = p->raw = 0;
		p->moral = BA_MORAL_NONE;
	}
}

static int
evaluate(struct fire_env *e)
{
	/* Roles first: firer checks look at who is named neighbour or
	 * support anywhere. */
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		const char *v = answers_get(&p->ans, "neighbour");
		bool b;
		if (v && !um_parse_bool(v, &b))
			p->nb = game_unit(e->g, v);
		v = answers_get(&p->ans, "support");
		if (v && !um_parse_bool(v, &b))
			p->sup = game_unit(e->g, v);
	}
	if (group_parts(e) < 0)
		return -1;
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		checklist_clear(&p->chk);
		p->refused = p->ask = false;
		p->carried = true;
		firer_checks(e, p);
		/* 3.1.2: a part of a split fire left without a unit of fire
		 * (the short unit went to the other part) is not carried
		 * out; the other part is, split factor and all. */
		if (p->uof < 1)
			chk_add(p, "figures", CHECK_FAIL,
				p->nparts > 1 && p->figures > 0 ? CHK_CONDITION
								: CHK_FIRER,
				"3.1.1", p->figures_given ? "given" : "derived",
				"%d %s make no unit of fire", p->figures,
				p->u->arm == ARM_ARTILLERY ? "gunners"
							   : "figures");
		else
			chk_add(p, "figures", CHECK_PASS, CHK_FIRER, "3.1.1",
				p->figures_given ? "given" : "derived",
				"%d %s: %d unit%s of fire%s", p->figures,
				p->u->arm == ARM_ARTILLERY ? "gunners"
							   : "figures",
				p->uof, p->uof == 1 ? "" : "s",
				p->short_used ? " (one short)" : "");
		if (neighbour_checks(e, p) < 0 || support_checks(e, p) < 0 ||
		    conditions(e, p) < 0 || target_sl(e, p) < 0 ||
		    target_answers(e, p) < 0 || factors(e, p) < 0)
			return -1;
		/* Table 18: a fallen staff figure's penalty on the roll,
		 * before the Table 6/7 factors; the raw dice stay for 5.5.3
		 * (docs/rulings.md). */
		p->staff = ba_staff_penalty(e->g, p->u->side, &p->staff_fell);
		part_result(e, p);
	}
	one_short(e);
	return 0;
}

static void
env_free(struct fire_env *e)
{
	for (size_t i = 0; i < e->n; i++) {
		answers_free(&e->parts[i].ans);
		checklist_free(&e->parts[i].chk);
	}
	if (e->parts != e->own)
		free(e->parts);
	e->parts = e->cand = NULL;
	e->n = 0;
}

/* Parts of every DECL_FIRE, plus the candidate A at T from a when
 * a is not NULL (it is the last part). */
static int
env_build(struct cmd_ctx *ctx, struct ba_tables *bt, struct fire_env *e,
	  struct args *a, struct unit *au, struct unit *tu)
{
	e->ctx = ctx;
	e->g = ctx->g;
	e->bt = bt;
	e->n = 0;
	e->cand = NULL;
	e->short_cut = false;
	size_t n = 0;
	for (size_t i = 0; i < ctx->g->ndecls; i++)
		n += ctx->g->decls[i].kind == DECL_FIRE;
	/* A part is 5 KiB: one or two (a ruling, a resolve of one fire) are
	 * zeroed in place, not allocated (malloc would sort its free lists
	 * for a block that size, every ruling). */
	if (n + 1 <= UM_ARRLEN(e->own)) {
		memset(e->own, 0, (n + 1) * sizeof *e->own);
		e->parts = e->own;
	} else {
		e->parts = um_xcalloc(n + 1, sizeof *e->parts);
	}
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		struct decl *d = &ctx->g->decls[i];
		if (d->kind != DECL_FIRE)
			continue;
		struct fire_part *p = &e->parts[e->n++];
		p->decl = d;
		answers_from_decl(&p->ans, d);
		p->roll = d->roll;
		if (part_init(e, p, d->actor, d->target) < 0)
			return -1;
	}
	if (a) {
		struct fire_part *p = &e->parts[e->n++];
		p->candidate = true;
		answers_from_args(&p->ans, a);
		e->cand = p;
		if (part_init(e, p, au->name, tu->name) < 0)
			return -1;
	}
	return 0;
}

/* ---- the fire's evaluation kept for its resolve ----------------------
 * A fire and the resolve that follows it evaluate the same parts on the
 * same game: the checks, geometry and factors do not depend on the roll
 * (only part_result does). When no command ran between the two (their
 * serials follow on, cmd.h), the resolve takes the fire's evaluation
 * with the declared rolls instead of evaluating again. */
struct fire_kept {
	unsigned long serial; /* the fire's command; 0: nothing kept */
	const struct game *g;
	const struct session *s;
	const struct tableset *tables;
	const void *rows[3]; /* tables 6, 7, 12 as evaluated */
	bool replay, teach;
	struct fire_env e;
};
static _Thread_local struct fire_kept *kept_fire;

static void
kept_drop(void)
{
	if (kept_fire && kept_fire->serial) {
		env_free(&kept_fire->e);
		kept_fire->serial = 0;
	}
}

/* The env a fire is evaluated in: the kept one's place (what was kept
 * there dropped), so that keeping it copies nothing. */
static struct fire_env *
fire_slot(void)
{
	kept_drop();
	if (kept_fire == NULL)
		kept_fire = um_xcalloc(1, sizeof *kept_fire);
	return &kept_fire->e;
}

/* Keep e (fire_slot's), evaluated by the fire that declared d (its
 * candidate): 0, or -1 when it cannot serve a resolve (e untouched). */
static int
kept_store(const struct cmd_ctx *ctx, const struct ba_tables *bt,
	   struct fire_env *e, struct decl *d)
{
	struct fire_kept *k = kept_fire;
	if (ctx->serial == 0 || ctx->reads_only || e->short_cut ||
	    e->cand == NULL || k == NULL || e != &k->e)
		return -1;
	/* The candidate's answers were the line's: now the declaration's. */
	struct fire_part *p = e->cand;
	answers_free(&p->ans);
	answers_from_decl(&p->ans, d);
	p->decl = d;
	p->candidate = false;
	e->cand = NULL;
	e->ctx = NULL;
	e->bt = NULL;
	k->serial = ctx->serial;
	k->g = ctx->g;
	k->s = ctx->s;
	k->tables = ctx->tables;
	k->rows[0] = bt->t06.rows;
	k->rows[1] = bt->t07.rows;
	k->rows[2] = bt->t12.rows;
	k->replay = ctx->replay;
	k->teach = ctx->teach;
	return 0;
}

/* The unit a kept part found by name, found again by name for this
 * command's writing (undo keeps it, the unit space follows it). */
static struct unit *
retake(struct game *g, const struct unit *u)
{
	return u ? game_unit(g, u->name) : NULL;
}

/* The kept evaluation as the resolve's env when it is still the one the
 * resolve would make (the caller frees it, env_free), else NULL. */
static struct fire_env *
kept_take(struct cmd_ctx *ctx, struct ba_tables *bt)
{
	struct fire_kept *k = kept_fire;
	struct game *g = ctx->g;
	if (k == NULL || k->serial == 0 || ctx->serial != k->serial + 1 ||
	    k->g != g || k->s != ctx->s || k->tables != ctx->tables ||
	    k->replay != ctx->replay || k->teach != ctx->teach ||
	    k->rows[0] != bt->t06.rows || k->rows[1] != bt->t07.rows ||
	    k->rows[2] != bt->t12.rows) {
		kept_drop();
		return NULL;
	}
	/* The declared fires are the kept parts, in order. */
	size_t n = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		struct decl *d = &g->decls[i];
		if (d->kind != DECL_FIRE)
			continue;
		struct fire_part *p = n < k->e.n ? &k->e.parts[n] : NULL;
		if (p == NULL || p->ans.a.kv != d->kv ||
		    p->ans.a.nkv != d->nkv ||
		    strcmp(d->actor, p->u->name) != 0 ||
		    strcmp(d->target, p->t->name) != 0) {
			kept_drop();
			return NULL;
		}
		p->decl = d;
		n++;
	}
	if (n != k->e.n) {
		kept_drop();
		return NULL;
	}
	struct fire_env *e = &k->e;
	k->serial = 0; /* the caller's now */
	e->ctx = ctx;
	e->g = g;
	e->bt = bt;
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		p->u = retake(g, p->u);
		p->t = retake(g, p->t);
		p->nb = retake(g, p->nb);
		p->sup = retake(g, p->sup);
		p->sl = retake(g, p->sl);
		if (p->ft)
			p->ft = p->art ? &bt->t07 : &bt->t06;
		p->roll = p->decl->roll;
		part_result(e, p);
	}
	return e;
}

/* ---- records --------------------------------------------------------- */

/* A check of part p; every CHECK of a fire names its part A>T. */
static void
print_check(struct out *o, const struct fire_part *p, const struct check *c)
{
	char part[80];
	um_snprintf(part, sizeof part, "%s>%s", p->u->name, p->t->name);
	check_print(c, part, o);
}

/* "+25%", "+233.3%" (one decimal at most); "-" with no target figures. */
static void
numbers_more(char *buf, size_t size, int ff, int tf)
{
	if (tf <= 0) {
		um_snprintf(buf, size, "-");
		return;
	}
	char n[32];
	um_fmt_num(n, sizeof n, round(1000.0 * (ff - tf) / tf) / 10.0);
	um_snprintf(buf, size, "%s%s%%", ff >= tf ? "+" : "", n);
}

/* "30 figures (6 gunners x 5) against 24: +25%" (3.4.3). */
static void
numbers_words(char *buf, size_t size, const struct fire_part *p)
{
	char more[48], gun[48] = "";
	numbers_more(more, sizeof more, p->num_firer, p->num_target);
	if (p->art && p->figures > 0)
		um_snprintf(gun, sizeof gun, " (%d gunners x %d)", p->figures,
			    p->num_firer / p->figures);
	um_snprintf(buf, size, "%d figures%s against %d: %s", p->num_firer, gun,
		    p->num_target, more);
}

static void
numbers_fields(struct rec *r, const struct fire_part *p)
{
	char more[48];
	numbers_more(more, sizeof more, p->num_firer, p->num_target);
	rec_int(r, "firer_figures", p->num_firer);
	rec_int(r, "target_figures", p->num_target);
	rec_str(r, "more", more);
}

static void
print_factors(struct out *o, const struct fire_part *p)
{
	char part[80];
	snprintf(part, sizeof part, "%s>%s", p->u->name, p->t->name);
	for (size_t i = 0; i < p->nf; i++) {
		const struct ba_factor *f = &p->f[i];
		if (!f->count_a && !f->count_b)
			continue;
		struct rec r;
		factor_rec_begin(&r, part, f->row->key, p->ft->name, f->source);
		if (f->count_a)
			rec_num(&r, "loss", f->a);
		else
			rec_str(&r, "loss", "-");
		if (f->count_b)
			rec_num(&r, "moral", f->b);
		else
			rec_str(&r, "moral", "-");
		rec_str(&r, "rule", f->row->rule);
		ba_rec_provisional(&r, p->ft->provisional);
		if (strncmp(f->row->key, "numbers_", 8) == 0)
			numbers_fields(&r, p);
		rec_end(&r, o);
	}
	if (p->staff && !p->range_only)
		ba_staff_factor(o, part, "loss", p->u->side, p->staff,
				p->staff_fell);
}

static void
print_fire(struct out *o, const struct fire_part *p)
{
	struct rec r;
	rec_begin(&r, "FIRE");
	rec_str(&r, "firer", p->u->name);
	rec_str(&r, "target", p->t->name);
	rec_int(&r, "figures", p->figures);
	rec_int(&r, "uof", p->uof);
	if (p->range_only)
		rec_str(&r, "range_only", "yes");
	else
		rec_int(&r, "roll", p->roll.total);
	if (p->roll.n) {
		char b[64];
		roll_format_dice(&p->roll, b, sizeof b);
		rec_str(&r, "dice", b);
	}
	if (p->staff && !p->range_only) {
		/* Table 18: the roll used before the Table 6/7 factors. */
		rec_int(&r, "staff", p->staff);
		rec_int(&r, "roll_used", p->roll.total + p->staff);
	}
	bool counted = p->carried && !p->range_only; /* 3.4.1 */
	rec_num(&r, "loss_mod", counted ? p->loss_mod : 0);
	if (counted) {
		rec_int(&r, "loss_index", p->loss_index);
		rec_num(&r, "loss", p->raw);
	} else {
		rec_str(&r, "loss_index", "-");
		rec_int(&r, "loss", 0);
	}
	rec_num(&r, "moral_mod", counted ? p->moral_mod : 0);
	if (counted)
		rec_int(&r, "moral_index", p->moral_index);
	else
		rec_str(&r, "moral_index", "-");
	rec_str(&r, "moral", ba_moral_names[p->carried ? p->moral : 0]);
	if (p->nparts > 1)
		rec_str(&r, "split", p->split ? "two-targets" : "same-target");
	if (p->short_used)
		rec_str(&r, "short", "yes");
	rec_str(&r, "carried", p->carried ? "yes" : "no");
	if (!p->carried) {
		rec_str(&r, "rule", p->fail->rule);
		rec_str(&r, "reason", p->fail->reason);
	}
	ba_rec_provisional(&r, p->provisional);
	rec_end(&r, o);
}

/* ---- check fire / factors fire / fire -------------------------------- */

static const char fire_keys[] =
    "roll dice figures guns short range arc los security edge cover over "
    "over_near over_far neighbour neighbour_fire support sl sl_figures "
    "through_sl moral_from impact range_only and any factor key of table "
    "6/7";

static int
unused_keys(struct cmd_ctx *ctx, struct args *a, const struct ba_tables *bt,
	    const char *cmd)
{
	/* Factor keys of the other table are accepted too (a unit's arm
	 * decides the table). */
	for (size_t i = 0; i < a->nkv; i++) {
		if (a->used[i])
			continue;
		const char *k = a->kv[i].key;
		if (ba_factor_find(&bt->t06, k) ||
		    ba_factor_find(&bt->t07, k) ||
		    strcmp(k, "moral_from") == 0 ||
		    strcmp(k, "through_sl") == 0)
			a->used[i] = true;
	}
	return args_check_unused(ctx, a, cmd, fire_keys);
}

static int
begin(struct cmd_ctx *ctx, struct args *a, struct ba_tables *bt,
      struct fire_env *e)
{
	struct unit *au, *tu;
	if (cmd_actor_target(ctx, a, "at", &au, &tu) < 0)
		return -1;
	if (ba_ctx_tables(ctx, bt) < 0)
		return -1;
	if (env_build(ctx, bt, e, a, au, tu) < 0 || evaluate(e) < 0) {
		env_free(e);
		ba_tables_free(bt);
		return -1;
	}
	return 0;
}

/* The verdict of a pair (docs/rulings.md "A failed check before an open
 * question"): a check that failed on what no answer changes (the firer
 * itself, or a condition derived from the map, the roster or history, or
 * given) says no; else an open question asks (3.1.1: a condition may
 * still be answered); else a condition failed by default says no. */
static enum check_result
fire_verdict(const struct fire_part *p)
{
	if (p->refused)
		return CHECK_FAIL;
	for (size_t i = 0; i < p->chk.n; i++) {
		const struct check *c = p->chk.v[i];
		if (c->res == CHECK_FAIL && strcmp(c->source, "default") != 0)
			return CHECK_FAIL;
	}
	if (p->ask)
		return CHECK_ASK;
	return p->carried ? CHECK_PASS : CHECK_FAIL;
}

int
ba_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct ba_tables bt;
	struct fire_env e;
	args_get(a, "roll");
	args_get(a, "dice");
	if (begin(ctx, a, &bt, &e) < 0)
		return -1;
	int r = unused_keys(ctx, a, &bt, "check fire");
	if (r == 0) {
		struct fire_part *p = e.cand;
		for (size_t i = 0; i < p->chk.n; i++)
			print_check(ctx->out, p, p->chk.v[i]);
		struct rec rc;
		enum check_result v = fire_verdict(p);
		eligible_begin(&rc, p->u->name, p->t->name,
			       v == CHECK_PASS	 ? "yes"
			       : v == CHECK_FAIL ? "no"
						 : "ask");
		rec_end(&rc, ctx->out);
	}
	env_free(&e);
	ba_tables_free(&bt);
	return r;
}

/* ba_fire_eligible under pair_run: the checks of check fire, typed. */
static int
fire_eligible_run(struct cmd_ctx *ctx, struct args *a, void *arg)
{
	struct eligibility *el = arg;
	struct ba_tables bt;
	struct fire_env e;
	args_get(a, "roll");
	args_get(a, "dice");
	if (begin(ctx, a, &bt, &e) < 0)
		return -1;
	int r = unused_keys(ctx, a, &bt, "check fire");
	if (r == 0) {
		struct fire_part *p = e.cand;
		checklist_take(&el->checks, &p->chk);
		el->verdict = fire_verdict(p);
		snprintf(el->part, sizeof el->part, "%s>%s", p->u->name,
			 p->t->name);
	}
	env_free(&e);
	ba_tables_free(&bt);
	return r;
}

int
ba_fire_eligible(struct cmd_ctx *ctx, struct unit *a, struct unit *t,
		 struct args *answers, struct eligibility *el)
{
	return pair_run(ctx, a, "at", t, answers, fire_eligible_run, el);
}

int
ba_fire_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct ba_tables bt;
	struct fire_env e;
	args_get(a, "roll");
	args_get(a, "dice");
	if (begin(ctx, a, &bt, &e) < 0)
		return -1;
	int r = unused_keys(ctx, a, &bt, "factors fire");
	struct fire_part *p = e.cand;
	if (r == 0 && p->ask)
		r = cmd_needs(ctx, p->asked->key, p->asked->question,
			      p->asked->allowed, NULL);
	if (r == 0) {
		print_factors(ctx->out, p);
		/* The factors taken by default, which the umpire may answer. */
		for (size_t i = 0; i < p->ft->n; i++) {
			const char *k = p->ft->rows[i].key;
			const char *q = NULL, *al = "yes|no";
			if (answers_get(&p->ans, k) != NULL)
				continue; /* answered on the line */
			if (strcmp(k, "flank") == 0 || strcmp(k, "rear") == 0) {
				if (strcmp(p->edge_source, "default") != 0)
					continue;
				q = "does the point of impact lie on the "
				    "target's flank (45-90 degrees) or rear";
			} else if (strcmp(k, "column") == 0) {
				if (strcmp(p->column_source, "default") != 0)
					continue;
				q = "is the line of fire within 30 degrees of "
				    "the target's front (line) or flank "
				    "(column of march)";
			}
			if (q == NULL)
				continue;
			struct rec rr;
			rec_begin(&rr, "ASK");
			rec_str(&rr, "key", k);
			rec_str(&rr, "question", q);
			rec_str(&rr, "allowed", al);
			rec_str(&rr, "default", "no");
			rec_str(&rr, "rule", p->ft->rows[i].rule);
			rec_end(&rr, ctx->out);
		}
		char nw[160];
		numbers_words(nw, sizeof nw, p);
		out_text(ctx->out, "  numbers (3.4.3): %s", nw);
		out_text(ctx->out, "  loss factors %+g, morale factors %+g",
			 p->loss_mod, p->moral_mod);
	}
	env_free(&e);
	ba_tables_free(&bt);
	return r;
}

/* The roll of a fire line: none when ranging only (3.4.1); the first
 * part's for the second part of a fire group (3.1.2, 3.3.3); else the
 * line's or rolled. A total that could hide two ones needs the dice
 * (5.5.3). 0, or -1 with ctx->err. */
static int
fire_roll(struct cmd_ctx *ctx, struct args *a, const struct ba_tables *bt,
	  const struct fire_part *p, const struct fire_part *first,
	  const char *rs, const char *ds, struct roll *roll)
{
	int r = 0;
	struct dicespec ds_spec = bt->set.dice;
	if (p->range_only) {
		/* 3.4.1: ranging is carried out without a roll of dice. */
		memset(roll, 0, sizeof *roll);
		if (rs || ds)
			r = cmd_error(ctx,
				      "range_only=yes: ranging is carried out "
				      "without a roll of dice (3.4.1); leave "
				      "off roll= and dice=");
	} else if (first) {
		*roll = first->roll;
		if (rs || ds) {
			struct roll mine;
			char *err = NULL;
			if (!roll_parse(&ds_spec, "roll", rs, "dice", ds, &mine,
					&err)) {
				r = cmd_error(ctx, "%s", err);
				free(err);
			} else if (mine.total != roll->total ||
				   (mine.n && roll->n &&
				    memcmp(mine.die, roll->die,
					   sizeof(int) * (size_t)mine.n) !=
					0)) {
				char b[64];
				roll_format_dice(roll, b, sizeof b);
				r = cmd_error(ctx,
					      "split fire has one roll for "
					      "both parts (3.1.2): %s's "
					      "first part rolled %s (%d)",
					      first->u->name, b[0] ? b : "",
					      roll->total);
			}
		}
	} else {
		bool given;
		r = ctx_take_roll(ctx, a, "roll", "dice", &ds_spec, roll,
				  &given);
	}
	if (r == 0 && !p->range_only && ba_roll_ones(&bt->set, roll) < 0)
		r = cmd_error(ctx,
			      "roll=%d needs dice=a,b,c: a total of %d or "
			      "less could hide %d dice showing one, which "
			      "decides supplies (5.5.3)",
			      roll->total,
			      bt->set.supplies_ones +
				  (bt->set.dice.n - bt->set.supplies_ones) *
				      bt->set.dice.faces,
			      bt->set.supplies_ones);
	return r;
}

int
ba_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct ba_tables bt;
	/* Built where the resolve may take it (kept_store). */
	struct fire_env *e = fire_slot();
	/* The roll is read after the checks (one roll per group). */
	const char *rs = NULL, *ds = NULL;
	for (size_t i = 0; i < a->nkv; i++) {
		if (strcmp(a->kv[i].key, "roll") == 0)
			rs = a->kv[i].val;
		if (strcmp(a->kv[i].key, "dice") == 0)
			ds = a->kv[i].val;
	}
	args_get(a, "roll");
	args_get(a, "dice");
	if (begin(ctx, a, &bt, e) < 0)
		return -1;
	int r = unused_keys(ctx, a, &bt, "fire");
	struct fire_part *p = e->cand;
	if (r == 0 && p->refused)
		r = cmd_error(ctx, "%s may not fire at %s: %s (%s)", p->u->name,
			      p->t->name, p->refuse->reason, p->refuse->rule);
	if (r == 0 && p->ask)
		r = cmd_needs(ctx, p->asked->key, p->asked->question,
			      p->asked->allowed, "fire %s at %s", p->u->name,
			      p->t->name);
	/* One roll for both parts of a split fire (3.1.2, 3.3.3). */
	const struct fire_part *first = NULL;
	for (size_t i = 0; i + 1 < e->n && r == 0; i++)
		if (e->parts[i].group == p->group) {
			first = &e->parts[i];
			break;
		}
	struct roll roll;
	struct decl *d = NULL;
	if (r == 0)
		r = fire_roll(ctx, a, &bt, p, first, rs, ds, &roll);
	if (r == 0) {
		d = game_add_decl(ctx->g, DECL_FIRE, p->u->name, p->t->name, a);
		d->roll = roll;
		char b[64];
		roll_format_dice(&roll, b, sizeof b);
		if (p->range_only)
			out_text(ctx->out,
				 "  declared: %s ranges on %s without a roll: "
				 "no loss or morale effect; it fires at no "
				 "other target this bound (3.4.1)",
				 p->u->name, p->t->name);
		else
			out_text(
			    ctx->out,
			    "  declared: %s fires at %s with %d %s, %d unit%s "
			    "of "
			    "fire; %s %s (%d)%s",
			    p->u->name, p->t->name, p->figures,
			    p->art ? "gunners" : "figures", p->uof,
			    p->uof == 1 ? "" : "s", roll.n ? "dice" : "roll",
			    roll.n ? b : "total", roll.total,
			    first ? "; second part of a split fire, same roll "
				    "(3.1.2)"
				  : "");
		if (first)
			out_teach(ctx->out,
				  "3.1.2: split fire has one roll for "
				  "both parts; the split factor "
				  "applies unless both parts have "
				  "the same target");
		if (!p->carried) {
			print_check(ctx->out, p, p->fail);
			out_text(
			    ctx->out,
			    "  this fire will not be carried out (%s), and "
			    "%s may not designate a new target (3.1.1)",
			    p->fail->rule, p->u->name);
		}
	}
	if (d == NULL || kept_store(ctx, &bt, e, d) < 0)
		env_free(e);
	ba_tables_free(&bt);
	return r;
}

/* 3.4.1 `range A at T [key=value...]`: ranging without a roll, the fire
 * line with range_only=yes (declared, journaled and resolved as that). */
int
ba_range(struct cmd_ctx *ctx, struct args *a)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (strcmp(a->kv[i].key, "range_only") == 0)
			return cmd_error(ctx,
					 "range_only=%s: range A at T ranges "
					 "without a roll already (3.4.1); "
					 "leave range_only= off",
					 a->kv[i].val);
	char key[] = "range_only", yes[] = "yes";
	struct kv *kv = um_xcalloc(a->nkv + 1, sizeof *kv);
	bool *used = um_xcalloc(a->nkv + 1, sizeof *used);
	for (size_t i = 0; i < a->nkv; i++) {
		kv[i] = a->kv[i];
		used[i] = a->used && a->used[i];
	}
	kv[a->nkv] = (struct kv){.key = key, .val = yes};
	struct args b = *a;
	b.kv = kv;
	b.used = used;
	b.nkv = a->nkv + 1;
	int r = ba_fire(ctx, &b);
	for (size_t i = 0; i < a->nkv && a->used; i++)
		a->used[i] = used[i];
	free(kv);
	free(used);
	return r;
}

/* ---- resolve --------------------------------------------------------- */

struct target_result {
	struct unit *t;
	double raw;
	int loss;
	enum ba_moral moral;
	const struct fire_part *from; /* firer whose moral result counts */
	bool tie;
	bool earlier_best; /* the best moral came from an earlier resolve */
	bool again;	   /* hit by a fire resolved earlier in this phase */
	double earlier_raw;
	bool provisional;
	int sl_figures;
	bool through_sl;
	struct unit *sl;
};

/* Sum each target's parts (3.1.5): raw losses added, rounded once; the
 * best moral result of the firers; among equal ones the target chooses
 * (moral_from=NAME on a declaration at it; default the first). */
static int
sum_targets(struct fire_env *e, struct target_result *tr, size_t *ntr)
{
	*ntr = 0;
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		size_t k = 0;
		while (k < *ntr && tr[k].t != p->t)
			k++;
		if (k == *ntr) {
			memset(&tr[k], 0, sizeof tr[k]);
			tr[k].t = p->t;
			(*ntr)++;
		}
		struct target_result *x = &tr[k];
		if (!p->carried || p->range_only)
			continue;
		x->raw += p->raw;
		x->provisional |= p->provisional;
		if (p->sl_figures > x->sl_figures) {
			x->sl_figures = p->sl_figures;
			x->sl = p->sl;
			x->through_sl = p->through_sl;
		}
		if (x->from == NULL || p->moral > x->moral) {
			x->moral = p->moral;
			x->from = p;
			x->tie = false;
		} else if (p->moral == x->moral && p->u != x->from->u &&
			   p->moral != BA_MORAL_NONE) {
			x->tie = true;
		}
	}
	for (size_t k = 0; k < *ntr; k++) {
		struct target_result *x = &tr[k];
		x->loss = (int)um_round(x->raw, e->bt->set.rounding);
		const char *choice = NULL;
		for (size_t i = 0; i < e->n; i++) {
			struct fire_part *p = &e->parts[i];
			const char *v = p->t == x->t
					    ? answers_get(&p->ans, "moral_from")
					    : NULL;
			if (v)
				choice = v;
		}
		if (choice && x->from) {
			const struct fire_part *pick = NULL;
			for (size_t i = 0; i < e->n; i++) {
				const struct fire_part *p = &e->parts[i];
				if (p->t == x->t && p->carried &&
				    strcmp(p->u->name, choice) == 0 &&
				    p->moral == x->moral)
					pick = p;
			}
			if (pick == NULL)
				return cmd_error(e->ctx,
						 "moral_from=%s: %s is "
						 "not a firer at %s "
						 "with the best morale "
						 "result (%s) (3.1.5)",
						 choice, choice, x->t->name,
						 ba_moral_names[x->moral]);
			x->from = pick;
		}
	}
	return 0;
}

static void
explain_part(struct strbuf *sb, const struct fire_part *p)
{
	char b[64];
	roll_format_dice(&p->roll, b, sizeof b);
	sb_addf(sb, "  %s fires at %s%s\n", p->u->name, p->t->name,
		p->nparts > 1 ? (p->split ? " (split fire at two targets)"
					  : " (split fire, same target)")
			      : "");
	for (size_t i = 0; i < p->chk.n; i++) {
		const struct check *c = p->chk.v[i];
		/* "    KEY passes: REASON (RULE)"; pieces, not printf: a
		 * replay writes many of these. */
		sb_add(sb, "    ");
		sb_add(sb, c->key ? c->key : "(null)"); /* as printf */
		sb_add(sb, c->res == CHECK_PASS ? " passes: " : " fails: ");
		sb_add(sb, c->reason);
		sb_add(sb, " (");
		sb_add(sb, c->rule ? c->rule : "(null)");
		sb_add(sb, ")\n");
	}
	if (!p->carried) {
		sb_addf(sb,
			"    not carried out (%s); no new target may be "
			"designated (3.1.1)\n",
			p->fail->rule);
		return;
	}
	sb_addf(sb, "    units of fire: %d %s -> %d (3.1.1%s)\n", p->figures,
		p->art ? "gunners" : "figures", p->uof,
		p->short_used ? ", one short unit" : "");
	char nw[160];
	numbers_words(nw, sizeof nw, p);
	sb_addf(sb, "    numbers: %s (3.4.3)\n", nw);
	for (size_t i = 0; i < p->nf; i++) {
		const struct ba_factor *f = &p->f[i];
		if (!f->count_a && !f->count_b)
			continue;
		char la[16] = "-", lb[16] = "-";
		if (f->count_a)
			um_snprintf(la, sizeof la, "%+g", f->a);
		if (f->count_b)
			um_snprintf(lb, sizeof lb, "%+g", f->b);
		sb_addf(sb, "    factor %s (%s): loss %s, morale %s, %s (%s)\n",
			f->row->key, f->row->label, la, lb, f->source,
			f->row->rule);
	}
	char raw[32], per[32];
	um_fmt_num(raw, sizeof raw, p->raw);
	um_fmt_num(per, sizeof per, p->loss_per);
	if (p->staff)
		sb_addf(sb,
			"    roll %d %+d = %d: a staff figure of %s fell in "
			"bound %d, %+d on all dice rolls of the side until the "
			"end of bound %d (Table 18); the dice stay as rolled "
			"for 5.5.3\n",
			p->roll.total, p->staff, p->roll.total + p->staff,
			p->u->side, p->staff_fell, p->staff, p->staff_fell + 1);
	/* The dice when known; a typed total (roll=) has none to show. */
	char paren[96] = "";
	if (b[0] || p->staff)
		um_snprintf(
		    paren, sizeof paren, " (%s%s%s%s)", b[0] ? "dice " : "", b,
		    b[0] && p->staff ? ", " : "", p->staff ? "Table 18" : "");
	sb_addf(sb,
		"    loss index = roll %d%s %+g = %ld -> table 12: "
		"%s per unit of fire x %d = %s figures (3.1.1, T12)\n",
		p->roll.total + p->staff, paren, p->loss_mod, p->loss_index,
		per, p->uof, raw);
	sb_addf(sb,
		"    morale index = %ld %+g = %ld -> table 12: %s (T6/7, "
		"T12)\n",
		p->loss_index, p->moral_mod, p->moral_index,
		ba_moral_names[p->moral]);
}

/* Every declared part may still fire and needs no answer: checked before
 * any unit changes. */
static int
fire_ready(struct cmd_ctx *ctx, const struct fire_env *e)
{
	for (size_t i = 0; i < e->n; i++) {
		const struct fire_part *p = &e->parts[i];
		if (p->ask)
			return cmd_needs(ctx, p->asked->key, p->asked->question,
					 p->asked->allowed, "fire %s at %s",
					 p->u->name, p->t->name);
		if (p->refused)
			return cmd_error(ctx,
					 "%s may no longer fire at %s: %s "
					 "(%s); cancel %s",
					 p->u->name, p->t->name,
					 p->refuse->reason, p->refuse->rule,
					 p->u->name);
	}
	return 0;
}

/* A unit as the phase began (docs/rulings.md "One phase, several
 * resolves"). */
struct phase_snap {
	int figures, lost, valour, state;
	bool removed;
	double raw;
	int moral;
};

/* 3.1.1, 3.1.5: put u back as the phase began when a fire resolved
 * earlier in this phase reached it (true), and keep what it was. */
static bool
phase_restore(const struct game *g, struct unit *u, struct phase_snap *sn)
{
	struct ba_unit *b = BA(u);
	bool again = b->ph_mark == ba_phase_mark(g);
	if (again) {
		u->figures = b->ph_figures;
		b->figures_lost = b->ph_lost;
		b->valour = (int)b->ph_valour;
		u->state = (int)b->ph_state;
		u->removed = b->ph_removed;
	}
	sn->figures = u->figures;
	sn->lost = b->figures_lost;
	sn->valour = b->valour;
	sn->state = u->state;
	sn->removed = u->removed;
	sn->raw = again ? b->ph_raw : 0;
	sn->moral = again ? b->ph_moral : BA_MORAL_NONE;
	return again;
}

/* After the outcome: the unit's phase record, for a later resolve. */
static void
phase_keep(const struct game *g, struct unit *u, const struct phase_snap *sn,
	   double raw, int moral)
{
	struct ba_unit *b = BA(u);
	b->ph_mark = ba_phase_mark(g);
	b->ph_figures = sn->figures;
	b->ph_lost = sn->lost;
	b->ph_valour = (signed char)sn->valour;
	b->ph_state = (signed char)sn->state;
	b->ph_removed = sn->removed;
	b->ph_raw = raw;
	b->ph_moral = (signed char)moral;
}

/* 3.1.1, 3.1.5: a target already hit by a fire resolved earlier in this
 * phase is settled again from the phase's start with every raw loss of
 * the phase added before rounding and the best moral result of all. */
static void
phase_settle(struct cmd_ctx *ctx, const struct ba_tables *bt,
	     struct target_result *x, struct phase_snap *st,
	     struct phase_snap *ss, struct strbuf *ex)
{
	struct game *g = ctx->g;
	x->again = phase_restore(g, x->t, st);
	if (x->sl)
		phase_restore(g, x->sl, ss);
	if (!x->again)
		return;
	x->earlier_raw = st->raw;
	x->raw += st->raw;
	x->loss = (int)um_round(x->raw, bt->set.rounding);
	if (st->moral > (int)x->moral) {
		x->moral = (enum ba_moral)st->moral;
		x->earlier_best = true;
		x->tie = false;
	}
	char raw[32];
	um_fmt_num(raw, sizeof raw, st->raw);
	sb_addf(ex,
		"  %s was hit by a fire resolved earlier in this %s phase: "
		"all firing of the phase is simultaneous, so it is settled "
		"again from the phase's start (%d figures, %s) with the "
		"earlier raw loss %s added and the best morale result of "
		"both (3.1.1, 3.1.5)\n",
		x->t->name, g->rs->phases[g->phase], st->figures,
		g->rs->states[st->state], raw);
}

/* 3.1.5, 3.3.2: the outcome at one target, applied; a soutien's skirmish
 * line shares it. */
static void
apply_target(struct cmd_ctx *ctx, const struct ba_tables *bt,
	     struct target_result *x, struct strbuf *ex)
{
	struct game *g = ctx->g;
	struct unit *t = x->t;
	struct phase_snap st = {0}, ss = {0};
	int had = t->figures; /* before this resolve */
	phase_settle(ctx, bt, x, &st, &ss, ex);
	int loss_t = x->loss, loss_sl = 0;
	if (x->sl && x->through_sl && x->sl_figures > 0) {
		/* 3.3.2: divided in proportion to the figures. */
		double share = (double)x->loss * x->sl_figures /
			       (t->figures + x->sl_figures);
		loss_sl = (int)um_round(share, bt->set.rounding);
		if (loss_sl > x->sl->figures)
			loss_sl = x->sl->figures;
		loss_t = x->loss - loss_sl;
	}
	char raw[32];
	um_fmt_num(raw, sizeof raw, x->raw);
	sb_addf(ex,
		"  %s: raw losses added %s, rounded once (%s) = %d "
		"(3.1.5); morale %s, the best result of the firers, "
		"from %s%s (3.1.5)\n",
		t->name, raw, ctx_setting(ctx, "rounding"), x->loss,
		ba_moral_names[x->moral],
		x->earlier_best ? "a fire resolved earlier in this phase"
				: x->from->u->name,
		x->tie ? " (equal results: the target's choice, "
			 "moral_from)"
		       : "");
	struct ba_outcome o;
	ba_apply_outcome(bt, g, t, loss_t, x->moral, &o);
	phase_keep(g, t, &st, x->raw, x->moral);
	ba_outcome_explain(g, t, &o, "3.1.5", ex);
	struct rec r;
	rec_begin(&r, "RESULT");
	rec_str(&r, "kind", "fire");
	rec_str(&r, "target", t->name);
	/* The figures this resolve removes; phase_loss the phase's. */
	rec_int(&r, "loss", x->again ? had - t->figures : x->loss);
	/* moral: the effect this resolve adds (none when the phase's best
	 * came from an earlier resolve); phase_moral the phase's. */
	rec_str(&r, "moral",
		ba_moral_names[x->earlier_best ? BA_MORAL_NONE : x->moral]);
	rec_str(&r, "state", unit_state_name(g, t));
	rec_int(&r, "figures", t->figures);
	rec_num(&r, "raw", x->raw);
	rec_int(&r, "valour", BA(t)->valour);
	rec_str(&r, "moral_from",
		x->earlier_best ? "earlier" : x->from->u->name);
	if (x->tie)
		rec_str(&r, "moral_tie", "yes");
	if (x->again) {
		rec_num(&r, "earlier_raw", x->earlier_raw);
		rec_int(&r, "phase_loss", x->loss);
		rec_str(&r, "phase_moral", ba_moral_names[x->moral]);
	}
	if (loss_sl)
		rec_int(&r, "sl_loss", loss_sl);
	if (o.fd_by_valour)
		rec_str(&r, "fd_by_valour", "yes");
	if (o.removed)
		rec_str(&r, "removed", "yes");
	ba_rec_provisional(&r, x->provisional);
	rec_end(&r, ctx->out);
	if (x->sl && x->sl_figures > 0) {
		/* 3.3.2: the moral result applies to the whole SL. */
		struct ba_outcome so;
		ba_apply_outcome(bt, g, x->sl, loss_sl, x->moral, &so);
		phase_keep(g, x->sl, &ss, ss.raw, ss.moral);
		ba_outcome_explain(g, x->sl, &so, "3.1.5", ex);
		rec_begin(&r, "RESULT");
		rec_str(&r, "kind", "fire");
		rec_str(&r, "target", x->sl->name);
		rec_int(&r, "loss", loss_sl);
		rec_str(&r, "moral", ba_moral_names[x->moral]);
		rec_str(&r, "state", unit_state_name(g, x->sl));
		rec_int(&r, "figures", x->sl->figures);
		rec_str(&r, "with", t->name);
		if (so.removed)
			rec_str(&r, "removed", "yes");
		ba_rec_provisional(&r, x->provisional);
		rec_end(&r, ctx->out);
	}
}

/* 1.1.1, 3.1.6, 3.1.7: what a carried-out fire leaves in the history of
 * the firer, its neighbour and its support unit. */
static void
firer_history(struct game *g, struct fire_part *p)
{
	struct unit *u = p->u;
	BA(u)->fired = g->bound;
	if (strcmp(g->rs->phases[g->phase], "continued-fire") == 0)
		BA(u)->fired_continued = g->bound;
	if (BA(u)->last_target_bound == g->bound &&
	    strcmp(BA(u)->last_target, p->t->name) != 0) {
		/* 3.1.2: the other part of a split fire: both targets are
		 * last bound's (1.1.1, 3.4.1). */
		ba_target2_keep(u, p->t);
	} else {
		snprintf(BA(u)->last_target, sizeof BA(u)->last_target, "%s",
			 p->t->name);
		BA(u)->last_target_bound = g->bound;
		BA(u)->last_target_x = p->t->x;
		BA(u)->last_target_y = p->t->y;
		BA(u)->last_target2_hash = 0;
	}
	if (p->range_only) /* 3.4.1: ranging only, for `bound` to say */
		BA(u)->ranged_bound = g->bound;
	if (p->nb) {
		/* 3.1.6: deemed to have fired (4.1.3: no more "first fire
		 * or melee"). */
		if (BA(p->nb)->fired != g->bound)
			BA(p->nb)->engagements++;
		BA(p->nb)->neighbour_bound = g->bound;
		BA(p->nb)->fired = g->bound;
	}
	if (p->sup) {
		BA(p->sup)->support_bound = g->bound;
		BA(p->sup)->support_phase = g->phase;
	}
}

/* 5.5.3: one supplies account per fire group's roll; the neighbour runs
 * out with its unit (3.1.6). */
static void
fire_supplies(struct cmd_ctx *ctx, const struct ba_tables *bt,
	      struct fire_part *p, struct strbuf *ex)
{
	struct unit *u = p->u;
	int ones = ba_roll_ones(&bt->set, &p->roll);
	struct unit *who[2] = {u, p->nb};
	for (int w = 0; w < 2; w++) {
		if (who[w] == NULL || ones < 0)
			continue;
		struct ba_supply_note sn;
		ba_supplies_account(&bt->set, who[w], ones, &sn);
		if (!sn.triggered && sn.rolls_before < 0)
			continue;
		struct rec r;
		rec_begin(&r, "SUPPLY");
		rec_str(&r, "unit", who[w]->name);
		rec_int(&r, "ones", ones);
		if (BA(who[w])->supply_rolls >= 0)
			rec_int(&r, "rolls_left", BA(who[w])->supply_rolls);
		rec_bool(&r, "supplies", BA(who[w])->supplies);
		rec_str(&r, "rule", "5.5.3");
		rec_end(&r, ctx->out);
		sb_addf(ex, "  %s: %s; supplies %s (5.5.3%s)\n", who[w]->name,
			sn.triggered ? "the roll shows two ones: "
				       "supplies for the next rolls only"
				     : "one more fire roll counted",
			sn.ran_out ? "exhausted: it may not fire"
				   : "left for a few rolls",
			w ? ", the neighbour unit runs out with the "
			    "unit it is neighbour for (3.1.6)"
			  : "");
	}
}

static void
drop_fires(struct game *g)
{
	size_t kept = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		if (g->decls[i].kind == DECL_FIRE) {
			decl_free(&g->decls[i]);
			continue;
		}
		g->decls[kept++] = g->decls[i];
	}
	g->ndecls = kept;
	g->resolutions++;
}

/* The teach lines of a fire resolve (3.1.1, 3.1.5, table 12). */
static void
fire_teach(struct out *o)
{
	out_teach(o, "3.1.1: all fire of the phase is simultaneous; units of "
		     "fire are 10 figures (artillery 2 gunners), with one "
		     "short unit of at least 3 (1)");
	out_teach(o,
		  "3.1.1, table 12: roll + loss factors gives the loss per "
		  "unit of fire; that index + morale factors gives the morale "
		  "effect");
	out_teach(o, "3.1.5: at a common target the raw losses are added, "
		     "then rounded once; the target takes the best morale "
		     "result of the firers");
}

static _Thread_local struct strbuf kept_ex; /* ba_fire_resolve's */

/* Resolve every declared fire at once (3.1.1): records per part, the
 * outcome per target (3.1.5), the firers' history and supplies. */
int
ba_fire_resolve(struct cmd_ctx *ctx)
{
	struct game *g = ctx->g;
	if (game_count_decls(g, DECL_FIRE) == 0)
		return 0;
	struct ba_tables bt;
	struct fire_env own;
	if (ba_ctx_tables(ctx, &bt) < 0)
		return -1;
	struct target_result *tr = NULL;
	size_t ntr;
	struct fire_env *e = kept_take(ctx, &bt);
	if (e == NULL) {
		e = &own;
		if (env_build(ctx, &bt, e, NULL, NULL, NULL) < 0 ||
		    evaluate(e) < 0)
			goto fail;
	}
	if (fire_ready(ctx, e) < 0)
		goto fail;
	tr = um_xcalloc(e->n, sizeof *tr);
	if (sum_targets(e, tr, &ntr) < 0)
		goto fail;
	/* Room for a one-part fire's explanation at once (about 1.5 KiB),
	 * the buffer of the last resolve on this thread (a block that size
	 * made afresh each time costs malloc its sorting of free lists). */
	struct strbuf ex = kept_ex;
	kept_ex = (struct strbuf){NULL, 0, 0};
	um_grow((void **)&ex.s, &ex.cap, 2048, 1);
	ex.len = 0;
	ex.s[0] = '\0';
	sb_addf(&ex,
		"  Belle Alliance fire, bound %d: %zu part%s declared, "
		"all fired at once (3.1.1)\n",
		g->bound, e->n, e->n == 1 ? "" : "s");
	fire_teach(ctx->out);
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		/* A replay's quiet out drops these records (out.h): they are
		 * not formatted; it keeps FIRE (the questions' index). */
		for (size_t c = 0; c < p->chk.n && !ctx->out->quiet; c++)
			print_check(ctx->out, p, p->chk.v[c]);
		if (p->carried && !p->range_only && !ctx->out->quiet)
			print_factors(ctx->out, p);
		print_fire(ctx->out, p);
		explain_part(&ex, p);
	}
	for (size_t k = 0; k < ntr; k++)
		if (tr[k].from) /* a fire at it was carried out */
			apply_target(ctx, &bt, &tr[k], &ex);
	for (size_t i = 0; i < e->n; i++) {
		struct fire_part *p = &e->parts[i];
		if (!p->carried) {
			BA(p->u)->fire_failed = g->bound;
			continue;
		}
		bool first_of_unit = true;
		for (size_t j = 0; j < i; j++)
			if (e->parts[j].u == p->u && e->parts[j].carried)
				first_of_unit = false;
		firer_history(g, p);
		if (first_of_unit && !p->range_only) {
			BA(p->u)->engagements++;
			fire_supplies(ctx, &bt, p, &ex);
		}
	}
	struct explain x = {0};
	explain_text(&x, ex.s);
	if (kept_ex.s == NULL)
		kept_ex = ex;
	else
		sb_free(&ex);
	explain_publish(&x, g);
	drop_fires(g);
	free(tr);
	env_free(e);
	ba_tables_free(&bt);
	return 0;
fail:
	free(tr);
	env_free(e);
	ba_tables_free(&bt);
	return -1;
}

void
ba_fire_bound_next(struct game *g)
{
	/* 3.4.4: the canister load lasts only the bound of the order. */
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (BA(u)->canister && BA(u)->canister_bound < g->bound)
			BA(game_unit_w(g, i))->canister = false;
	}
}

/* ---- for odds (fire_odds.c) -------------------------------------- */

int
ba_fire_env_declared(struct cmd_ctx *ctx, struct ba_tables *bt,
		     struct fire_env *e)
{
	if (env_build(ctx, bt, e, NULL, NULL, NULL) < 0 || evaluate(e) < 0) {
		env_free(e);
		return -1;
	}
	return 0;
}

void
ba_fire_env_free(struct fire_env *e)
{
	env_free(e);
}

void
ba_fire_part_reroll(const struct ba_tables *bt, struct fire_part *p, int total)
{
	p->roll.total = total;
	if (!p->carried || p->ask || p->refused || p->range_only)
		return;
	p->loss_index = total + p->staff + lround(p->loss_mod);
	p->moral_index = p->loss_index + lround(p->moral_mod);
	const struct ba_result_row *lr =
	    ba_result_lookup(&bt->t12, p->loss_index);
	const struct ba_result_row *mr =
	    ba_result_lookup(&bt->t12, p->moral_index);
	p->loss_per = lr ? lr->loss : 0;
	p->raw = p->loss_per * p->uof;
	p->moral = mr ? mr->moral : BA_MORAL_NONE;
}
