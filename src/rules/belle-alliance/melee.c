/* melee.c - Belle Alliance melee (4.1, 4.3): eligibility, the Table 8
 * factors of both sides, and declaring an attack with one roll per unit
 * (4.1.5). Resolution, odds and continued advance: melee_resolve.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "geometry.h"
#include "melee.h"
#include "procs.h"
#include "umpire/spatial.h"
#include "umpire/ruleset.h"
#include "umpire/ruling.h"

/* ---- answers ----------------------------------------------------------- */

static const char *
ans(struct mbuild *b, const char *key)
{
	return answers_get(&b->ans, key);
}

static const char *
skey(const struct mside *s, const char *key, char *buf, size_t n)
{
	snprintf(buf, n, "%s%s", s->pfx, key);
	return buf;
}

/* 1 given, 0 absent, -1 bad value (ctx->err). */
static int
ans_bool(struct mbuild *b, const char *key, bool *v)
{
	return answers_bool(b->ctx, &b->ans, key, NULL, v);
}

static int
ans_int(struct mbuild *b, const char *key, long lo, long hi, long *v)
{
	return answers_int(b->ctx, &b->ans, key, lo, hi, v);
}

/* A unit named by an answer; 0 absent, -1 unknown. */
static int
ans_unit(struct mbuild *b, const char *key, struct unit **u)
{
	const char *s = ans(b, key);
	if (s == NULL)
		return 0;
	*u = game_unit(b->ctx->g, s);
	if (*u == NULL)
		return cmd_error(b->ctx,
				 "%s=%s: no unit named %s; `units` "
				 "lists the roster",
				 key, s, s);
	return 1;
}

/* A Table 8 key: yes/no decides the condition, an integer replaces the
 * value (the umpire's discretion, spec §2). 1 given, 0 absent, -1 bad. */
static int
ans_factor(struct mbuild *b, const char *key, bool *cond, bool *has_val,
	   double *val)
{
	const char *s = ans(b, key);
	long n;
	bool v;
	if (s == NULL)
		return 0;
	if (um_parse_bool(s, &v) && strcmp(s, "1") != 0 &&
	    strcmp(s, "0") != 0) {
		*cond = v;
		*has_val = false;
		return 1;
	}
	if (um_parse_int(s, -99, 99, &n)) {
		*cond = true;
		*has_val = true;
		*val = (double)n;
		return 1;
	}
	/* -1 written out: the analyzer cannot see cmd_error's, and the
	 * callers read *cond only on 1. */
	cmd_error(b->ctx,
		  "%s=%s is not allowed; a Table 8 key takes "
		  "yes|no or a whole number (the factor's value "
		  "for this ruling)",
		  key, s);
	return -1;
}

static void
add_ask(struct mbuild *b, const char *key, const char *allowed, const char *def,
	const char *rule, const char *fmt, ...)
{
	if (b->nask == MELEE_ASKS_MAX)
		return;
	for (size_t i = 0; i < b->nask; i++)
		if (strcmp(b->ask[i].key, key) == 0)
			return;
	struct mask *k = &b->ask[b->nask++];
	va_list ap;
	snprintf(k->key, sizeof k->key, "%s", key);
	snprintf(k->allowed, sizeof k->allowed, "%s", allowed);
	snprintf(k->def, sizeof k->def, "%s", def);
	snprintf(k->rule, sizeof k->rule, "%s", rule);
	va_start(ap, fmt);
	vsnprintf(k->q, sizeof k->q, fmt, ap);
	va_end(ap);
}

/* A check of the attack (spec §6 CHECK); the first failure makes the
 * line fail. A question asks b->need_q. */
static void check(struct mbuild *b, const char *key, enum check_result res,
		  const char *rule, const char *source, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

static void
check(struct mbuild *b, const char *key, enum check_result res,
      const char *rule, const char *source, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct check *c =
	    checklist_addv(&b->chk, key, res, rule, source, fmt, ap);
	va_end(ap);
	if (res == CHECK_ASK)
		check_set_ask(c, b->need_q, "0..");
	if (res == CHECK_FAIL && !b->failed) {
		b->failed = true;
		snprintf(b->fail, sizeof b->fail, "%s (%s)", c->reason, rule);
	}
}

/* The attack is not carried out, without error (4.1.2, 4.3.1): a CHECK
 * record with result=fail that does not make the line fail. */
static void stop(struct mbuild *b, const char *key, const char *rule,
		 const char *source, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void
stop(struct mbuild *b, const char *key, const char *rule, const char *source,
     const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	struct check *c =
	    checklist_addv(&b->chk, key, CHECK_FAIL, rule, source, fmt, ap);
	va_end(ap);
	if (b->stop)
		return;
	b->stop = true;
	b->stop_unreached = strcmp(key, "contact") == 0;
	snprintf(b->stop_why, sizeof b->stop_why, "%s (%s)", c->reason, rule);
}

/* ---- the roster -------------------------------------------------------- */

static bool
is_formation(const struct game *g, const struct unit *u, const char *f)
{
	return strcmp(unit_formation_name(g, u), f) == 0;
}

static struct unit *
mother_of(struct game *g, const struct unit *u)
{
	if (!is_formation(g, u, "skirmish") || ba_soutien_name(u)[0] == '\0')
		return NULL;
	struct unit *m = game_unit(g, ba_soutien_name(u));
	return m && !m->removed ? m : NULL;
}

/* The skirmish line whose soutien is u (1.3.3: its soutien=, else its
 * mother). */
static struct unit *
skirmish_line_of(struct game *g, const struct unit *u)
{
	/* Only units naming a mother can be its line (spatial.h). */
	const size_t *wm;
	size_t nwm = game_units_with_mother(g, &wm);
	for (size_t k = 0; k < nwm; k++) {
		size_t i = wm[k];
		struct unit *s = &g->units[i];
		if (s != u && !s->removed && is_formation(g, s, "skirmish") &&
		    strcmp(ba_soutien_name(s), u->name) == 0)
			return game_unit_w(g, i); /* s, for writing */
	}
	return NULL;
}

bool
melee_decl_flank_rear(const struct game *g, const struct decl *d)
{
	const struct unit *a = game_unit_c(g, d->actor);
	const struct unit *t = game_unit_c(g, d->target);
	if (a && t) {
		struct ba_melee_geo geo;
		ba_melee_geometry(g, a, t, &geo);
		if (geo.known)
			return geo.flank || geo.rear;
	}
	static const char *const keys[] = {"flanking_attack", "rear_attack"};
	for (size_t i = 0; i < 2; i++) {
		const char *v = kv_get(d->kv, d->nkv, keys[i]);
		bool yes;
		long n;
		if (v &&
		    ((um_parse_bool(v, &yes) && yes && strcmp(v, "1") != 0) ||
		     (um_parse_int(v, -99, 99, &n) && strcmp(v, "0") != 0)))
			return true;
	}
	return false;
}

/* Another pending attack (not b's own declaration) matching. */
static const struct decl *
other_decl(struct mbuild *b, const char *actor, const char *target)
{
	const struct game *g = b->ctx->g;
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE || (long)i == b->self)
			continue;
		if ((actor == NULL || strcmp(d->actor, actor) == 0) &&
		    (target == NULL || strcmp(d->target, target) == 0))
			return d;
	}
	return NULL;
}

/* Named as neighbour or support (key) in another pending attack. */
static const struct decl *
other_named(struct mbuild *b, const char *key, const char *name)
{
	const struct game *g = b->ctx->g;
	char dk[64];
	snprintf(dk, sizeof dk, "d_%s", key);
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE || (long)i == b->self)
			continue;
		const char *v1 = kv_get(d->kv, d->nkv, key);
		const char *v2 = kv_get(d->kv, d->nkv, dk);
		if ((v1 && strcmp(v1, name) == 0) ||
		    (v2 && strcmp(v2, name) == 0))
			return d;
	}
	return NULL;
}

/* ---- counting figures (4.1.3, 4.3.1, 4.3.2) ---------------------------- */

/* Figure ranks of a formation when the unit has no ranks= (ruling, see
 * docs/rulings.md "Belle Alliance melee"). */
static int
default_ranks(const struct game *g, const struct unit *u)
{
	static const struct {
		const char *f;
		int ranks;
	} t[] = {{"line", 2},	 {"attack-column", 4}, {"march-column", 4},
		 {"square", 4},	 {"mass", 6},	       {"huddle", 4},
		 {"skirmish", 1}};
	for (size_t i = 0; i < UM_ARRLEN(t); i++)
		if (is_formation(g, u, t[i].f))
			return t[i].ranks;
	return 2;
}

enum edge { EDGE_FRONT, EDGE_FLANK, EDGE_REAR };

/* Figures in the two front ranks, the two outer files, or the two rear
 * ranks of n figures standing `ranks` deep. */
static int
figures_at_edge(int n, int ranks, enum edge e)
{
	if (ranks < 1)
		ranks = 1;
	int files = (n + ranks - 1) / ranks;
	int c;
	switch (e) {
	case EDGE_FLANK:
		c = 2 * ranks;
		break;
	case EDGE_REAR:
		c = ranks > 2 ? n - (ranks - 2) * files : n;
		break;
	default:
		c = 2 * files;
		break;
	}
	return c < n ? c : n;
}

/* ---- the side's skirmish line ------------------------------------------ */

static int
side_skirmish(struct mbuild *b, struct mside *s)
{
	struct game *g = b->ctx->g;
	const struct ba_settings *set = &b->bt->set;
	char k[64];
	long n;
	struct unit *m = mother_of(g, s->u);
	s->is_sl = m != NULL;
	s->sl = s->is_sl ? NULL : skirmish_line_of(g, s->u);
	struct unit *sl = s->is_sl ? s->u : s->sl;
	struct unit *soutien = s->is_sl ? m : s->u;
	if (sl == NULL)
		return 0;
	/* Figures of the SL within 15 cm of its soutien (1.3.3). */
	int w = ba_geo_figures_within(g, sl, soutien, set->soutien_distance);
	int r =
	    ans_int(b, skey(s, "sl_soutien", k, sizeof k), 0, sl->figures, &n);
	if (r < 0)
		return -1;
	if (r) {
		s->sl_link = (int)n;
		check(b, k, CHECK_PASS, "1.3.3", "given",
		      "%d figure%s of skirmish line %s within %g cm of its "
		      "soutien %s",
		      s->sl_link, s->sl_link == 1 ? "" : "s", sl->name,
		      set->soutien_distance, soutien->name);
	} else if (w >= 0) {
		s->sl_link = w;
		check(b, k, CHECK_PASS, "1.3.3", "derived",
		      "%d of %d figures of skirmish line %s within %g cm of "
		      "its soutien %s (map): %s",
		      w, sl->figures, sl->name, set->soutien_distance,
		      soutien->name, w > 0 ? "linked" : "not linked");
	} else {
		s->sl_link = 0;
		add_ask(b, k, "0..", "0", "1.3.3",
			"How many figures of skirmish line %s are within %g cm "
			"of its soutien %s?",
			sl->name, set->soutien_distance, soutien->name);
		check(b, k, CHECK_PASS, "1.3.3", "default",
		      "skirmish line %s taken as not linked to its soutien %s "
		      "(no figure within %g cm) until %s= is given",
		      sl->name, soutien->name, set->soutien_distance, k);
	}
	if (s->is_sl) {
		/* 4.3.1: on its own, only the figures within 15 cm of the
		 * opponent take part. */
		w = ba_geo_figures_within(g, sl, s->opp, set->soutien_distance);
		r = ans_int(b, skey(s, "sl_near", k, sizeof k), 0, sl->figures,
			    &n);
		if (r < 0)
			return -1;
		if (r || w >= 0) {
			s->sl_near = r ? (int)n : w;
			check(b, k, CHECK_PASS, "4.3.1",
			      r ? "given" : "derived",
			      "%d figure%s of skirmish line %s within %g cm of "
			      "%s take part in the melee%s",
			      s->sl_near, s->sl_near == 1 ? "" : "s", sl->name,
			      set->soutien_distance, s->opp->name,
			      r ? "" : " (map)");
		} else if (!b->need) {
			b->need = true;
			snprintf(b->need_key, sizeof b->need_key, "%s", k);
			snprintf(b->need_q, sizeof b->need_q,
				 "How many figures of skirmish line %s are "
				 "within %g cm of %s? (4.3.1)",
				 sl->name, set->soutien_distance, s->opp->name);
			check(
			    b, k, CHECK_ASK, "4.3.1", "asked",
			    "the figures of a skirmish line on its own that "
			    "take part are those within %g cm of the opponent",
			    set->soutien_distance);
		}
		return 0;
	}
	/* 4.3.2: the soutien's skirmish line between it and the opponent:
	 * the answer, else the map, else not (asked). */
	bool v, known = false;
	bool map = ba_geo_sl_between(g, sl, s->u, s->opp, &known);
	r = ans_bool(b, skey(s, "sl_between", k, sizeof k), &v);
	if (r < 0)
		return -1;
	s->sl_between = r ? v : map;
	s->sl_between_known = known;
	if (!r && !known)
		add_ask(
		    b, k, "yes|no", "no", "4.3.2",
		    "Is skirmish line %s entirely or partially in the melee "
		    "zone between %s and %s?",
		    sl->name, s->u->name, s->opp->name);
	check(b, k, CHECK_PASS, "4.3.2",
	      r ? "given" : (known ? "derived" : "default"),
	      "skirmish line %s is %sin the melee zone between %s and %s%s",
	      sl->name, s->sl_between ? "" : "not ", s->u->name, s->opp->name,
	      !r && known ? " (map: the 5 cm melee zones)" : "");
	return 0;
}

/* Figures in the melee and in units of melee (4.1.3, 4.3). */
static int
side_count(struct mbuild *b, struct mside *s, enum edge e)
{
	struct game *g = b->ctx->g;
	char k[64];
	long n;
	struct unit *u = s->u;
	int r = ans_int(b, skey(s, "figures", k, sizeof k), 0, u->figures, &n);
	if (r < 0)
		return -1;
	int own = r ? (int)n : u->figures;
	if (s->is_sl)
		own = s->sl_near < own ? s->sl_near : own;
	s->figures = own;
	if (s->sl && s->sl_link > 0)
		s->figures += s->sl_link; /* 4.3.2 */
	r = ans_int(b, skey(s, "uom_figures", k, sizeof k), 0, 100000, &n);
	if (r < 0)
		return -1;
	static const char *const edge_words[] = {
	    "the two front ranks", "the two outer files", "the two rear ranks"};
	if (r) {
		s->uom_figures = (int)n;
		s->uom_why = "given";
	} else if (u->arm == ARM_ARTILLERY) {
		s->uom_figures = own;
		s->uom_why = "all figures of artillery (4.1.3)";
	} else if (s->is_sl) {
		s->uom_figures = own;
		s->uom_why = "the skirmish line's figures within 15 cm of the "
			     "opponent (4.3.1)";
	} else {
		int ranks = BA(u)->ranks ? BA(u)->ranks : default_ranks(g, u);
		s->uom_figures = figures_at_edge(own, ranks, e);
		static char why[2][160];
		snprintf(why[s->pfx[0] != 0], sizeof why[0],
			 "%s of %d figures %d rank%s deep (4.1.3%s)",
			 edge_words[e], own, ranks, ranks == 1 ? "" : "s",
			 BA(u)->ranks ? "" : "; ranks by formation");
		s->uom_why = why[s->pfx[0] != 0];
		if (!BA(u)->ranks)
			add_ask(b, k, "0..", "", "4.1.3",
				"How many figures of %s stand in %s? (default "
				"from %d ranks for %s; or unit set %s ranks=N)",
				u->name, edge_words[e], ranks,
				unit_formation_name(g, u), u->name);
	}
	s->sl_uom = 0;
	if (!r && s->sl && s->sl_between && s->sl_link > 0) {
		s->sl_uom = s->sl_link; /* 4.3.2 */
		s->uom_figures += s->sl_uom;
	}
	s->uom = ba_units_of_fire(&b->bt->set, ARM_INFANTRY, s->uom_figures,
				  true, NULL);
	return 0;
}

/* ---- neighbour and support units (4.1.6, 4.1.7) ------------------------ */

static bool
unit_engaged(struct mbuild *b, const struct unit *n)
{
	return other_decl(b, n->name, NULL) || other_decl(b, NULL, n->name) ||
	       n == b->s[0].u || n == b->s[1].u;
}

/* Why n may not be the neighbour unit of side s (4.1.6), or NULL: the
 * same conditions for the attacker's and the defender's neighbours. */
static const char *
neighbour_refusal(struct mbuild *b, struct mside *s, int side,
		  const struct unit *n, char *buf, size_t len)
{
	struct game *g = b->ctx->g;
	const struct decl *o;
	if (n == s->u || n == s->opp)
		snprintf(buf, len,
			 "%s cannot be a neighbour unit in its own melee",
			 n->name);
	else if (n->removed)
		snprintf(buf, len, "%s has been removed", n->name);
	else if (strcmp(n->side, s->u->side) != 0)
		snprintf(buf, len, "%s is not on the side of %s", n->name,
			 s->u->name);
	else if (n->state >= BA_MORAL_MD)
		snprintf(buf, len,
			 "%s is %s: units in MD or FD may not be neighbour "
			 "units",
			 n->name, unit_state_name(g, n));
	else if (n->arm != s->u->arm)
		snprintf(buf, len,
			 "%s is %s and %s is %s: a neighbour unit is of the "
			 "same arm",
			 n->name, arm_names[n->arm], s->u->name,
			 arm_names[s->u->arm]);
	else if (!ba_closed_formation(&b->bt->set, g, n))
		snprintf(buf, len, "%s is in %s, not a closed formation",
			 n->name, unit_formation_name(g, n));
	else if (2 * n->figures < s->figures)
		snprintf(buf, len,
			 "%s has %d figures, fewer than half of the %d counted "
			 "for %s",
			 n->name, n->figures, s->figures, s->u->name);
	else if ((o = other_decl(b, n->name, NULL)))
		snprintf(buf, len,
			 "%s carries out its own attack (on %s); a neighbour "
			 "unit does not",
			 n->name, o->target);
	else if (side == 0 && other_decl(b, NULL, n->name))
		snprintf(buf, len,
			 "%s is a defender: a defender may not be a neighbour "
			 "unit for an attacker",
			 n->name);
	else if (side == 1 && (o = other_decl(b, NULL, n->name)) &&
		 melee_decl_flank_rear(g, o))
		snprintf(buf, len,
			 "%s is attacked in the flank or rear by %s and may "
			 "not be a neighbour unit (4.1.8)",
			 n->name, o->actor);
	else if (side == 1 && (o = other_decl(b, NULL, n->name)))
		snprintf(buf, len,
			 "%s fights its own melee against %s; a neighbour "
			 "unit does not",
			 n->name, o->actor);
	else if (s->is_sl && ba_mother_or_soutien(s->u, n))
		snprintf(buf, len,
			 "%s is the mother unit or soutien of skirmish line %s",
			 n->name, s->u->name);
	else if ((o = other_named(b, "neighbour", n->name)))
		snprintf(buf, len,
			 "%s is already the neighbour unit of %s in this melee "
			 "phase",
			 n->name, o->actor);
	else
		return NULL;
	return buf;
}

/* 4.1.6 reach: an attacker's neighbour attacks the same opponent (its
 * melee zone touches it); a defender's neighbour is attacked by the same
 * attacker (the attacker's melee zone touches it). From the map, else the
 * answer neighbour_reach (default yes). -1 on a bad answer. */
static int
neighbour_reach(struct mbuild *b, struct mside *s, int side,
		const struct unit *n, bool *reach)
{
	struct game *g = b->ctx->g;
	char rk[64];
	bool v;
	struct ba_melee_geo geo;
	const struct unit *att = side == 0 ? n : s->opp;
	const struct unit *def = side == 0 ? s->opp : n;
	ba_melee_geometry(g, att, def, &geo);
	int r = ans_bool(b, skey(s, "neighbour_reach", rk, sizeof rk), &v);
	if (r < 0)
		return -1;
	if (r)
		*reach = v;
	else if (geo.known)
		*reach = geo.contact;
	else {
		*reach = true;
		add_ask(b, rk, "yes|no", "yes", "4.1.6",
			"Does the melee zone of %s touch %s (the neighbour "
			"unit takes part in the same attack)?",
			att->name, def->name);
	}
	if (*reach && !r && !geo.known)
		return 0;
	char gap[48] = " (answered)";
	if (!r)
		snprintf(gap, sizeof gap, " (%.1f cm apart, 5 cm zone)",
			 geo.gap);
	check(b, rk, *reach ? CHECK_PASS : CHECK_FAIL, "4.1.6",
	      r ? "given" : "derived", "the melee zone of %s %s %s%s%s",
	      att->name, *reach ? "touches" : "does not touch", def->name, gap,
	      side == 0 ? (*reach ? ": it attacks the same opponent"
				  : ": it does not attack the same opponent")
	      : *reach	? ": it is attacked by the same attacker"
			: ": it is not attacked by the same attacker");
	return 0;
}

static int
side_neighbour(struct mbuild *b, struct mside *s, int side)
{
	char k[64], why[240];
	struct unit *n = NULL;
	int r = ans_unit(b, skey(s, "neighbour", k, sizeof k), &n);
	if (r <= 0)
		return r;
	if (neighbour_refusal(b, s, side, n, why, sizeof why)) {
		check(b, k, CHECK_FAIL, "4.1.6", "derived", "%s", why);
		return 0;
	}
	bool reach = true;
	if (neighbour_reach(b, s, side, n, &reach) < 0)
		return -1;
	if (!reach)
		return 0;
	check(b, k, CHECK_PASS, "4.1.6", "derived",
	      "%s is a neighbour unit of %s: same side and arm, closed "
	      "formation, %d figures (at least half of %d), not MD or FD",
	      n->name, s->u->name, n->figures, s->figures);
	s->neighbour = n;
	return 0;
}

/* Why n may not be s's support unit (4.1.7), or NULL. */
static const char *
support_refusal(struct mbuild *b, struct mside *s, const struct unit *n,
		char *buf, size_t len)
{
	struct game *g = b->ctx->g;
	const struct decl *o;
	if (n == s->u || n == s->opp)
		snprintf(buf, len, "%s cannot support in its own melee",
			 n->name);
	else if (n->removed)
		snprintf(buf, len, "%s has been removed", n->name);
	else if (strcmp(n->side, s->u->side) != 0)
		snprintf(buf, len, "%s is not on the side of %s", n->name,
			 s->u->name);
	else if (n->arm == ARM_ARTILLERY)
		snprintf(buf, len,
			 "%s is artillery: artillery may not be a support unit",
			 n->name);
	else if (n->state >= BA_MORAL_MD)
		snprintf(buf, len,
			 "%s is %s: units in MD or FD may not be support units",
			 n->name, unit_state_name(g, n));
	else if (n->arm == ARM_INFANTRY && s->u->arm == ARM_CAVALRY)
		snprintf(buf, len,
			 "%s is infantry: infantry may not support cavalry",
			 n->name);
	else if (!ba_closed_formation(&b->bt->set, g, n))
		snprintf(buf, len, "%s is in %s, not closed order", n->name,
			 unit_formation_name(g, n));
	else if (2 * n->figures < s->figures)
		snprintf(buf, len,
			 "%s has %d figures, fewer than half of the %d of %s",
			 n->name, n->figures, s->figures, s->u->name);
	else if (s->is_sl && ba_mother_or_soutien(s->u, n))
		snprintf(buf, len,
			 "%s is the mother unit or soutien of skirmish line %s",
			 n->name, s->u->name);
	else if (unit_engaged(b, n) || other_named(b, "neighbour", n->name))
		snprintf(buf, len,
			 "%s is engaged in melee (or a neighbour unit) and may "
			 "not at the same time be a support unit",
			 n->name);
	else if ((o = other_named(b, "support", n->name)))
		snprintf(buf, len,
			 "%s already supports in the attack of %s in this "
			 "melee phase",
			 n->name, o->actor);
	else
		return NULL;
	return buf;
}

/* The map's 4.1.7 reach of n to s: true/false, *known; the measure. */
static bool
support_reach_map(struct mbuild *b, struct mside *s, const struct unit *n,
		  bool *known, char *buf, size_t len)
{
	double d = 0, lim = b->bt->set.support_distance;
	bool ok = ba_geo_supports(b->ctx->g, n, s->u, known, &d);
	if (!*known)
		buf[0] = '\0';
	else if (ok)
		snprintf(buf, len,
			 "%.1f cm from %s (within %g), %s inside its 45 deg "
			 "arc",
			 d, s->u->name, lim, s->u->name);
	else if (d > lim + 1e-9)
		snprintf(buf, len, "%.1f cm from %s, more than %g", d,
			 s->u->name, lim);
	else
		snprintf(buf, len,
			 "%.1f cm from %s, but %s is not inside its 45 deg arc",
			 d, s->u->name, s->u->name);
	return ok;
}

static int
side_support(struct mbuild *b, struct mside *s)
{
	struct game *g = b->ctx->g;
	char k[64], rk[64], why[240], where[160];
	struct unit *n = NULL;
	int r = ans_unit(b, skey(s, "support", k, sizeof k), &n);
	if (r < 0)
		return r;
	const char *rule = "4.1.7";
	bool known = false, reach = false, v;
	if (r == 0) {
		/* From the map: the first own unit within 10 cm with s->u in
		 * its 45 degree arc that may support. Only units near s->u
		 * can (the grid); off the map, none is known to. */
		size_t room[64], *cand = room;
		long nc =
		    ba_geo_support_candidates(g, s->u, cand, UM_ARRLEN(room));
		if (nc > (long)UM_ARRLEN(room)) { /* a crowd: room for all */
			cand = um_xmalloc((size_t)nc * sizeof *cand);
			nc = ba_geo_support_candidates(g, s->u, cand,
						       (size_t)nc);
		}
		for (long ci = 0; ci < nc; ci++) {
			size_t i = cand[ci];
			struct unit *c = &g->units[i];
			if (c == s->u || c == s->opp || c->removed ||
			    strcmp(c->side, s->u->side) != 0)
				continue;
			if (!support_reach_map(b, s, c, &known, where,
					       sizeof where) ||
			    !known)
				continue;
			if (support_refusal(b, s, c, why, sizeof why)) {
				check(b, k, CHECK_PASS, rule, "derived",
				      "%s is %s, but may not support: %s",
				      c->name, where, why);
				continue;
			}
			check(b, k, CHECK_PASS, rule, "derived",
			      "%s supports %s: %s; closed order, %d figures "
			      "(at least half of %d), not artillery, not MD "
			      "or FD",
			      c->name, s->u->name, where, c->figures,
			      s->figures);
			s->support = game_unit_w(g, i); /* c, for writing */
			if (cand != room)
				free(cand);
			return 0;
		}
		if (cand != room)
			free(cand);
		return 0;
	}
	if (support_refusal(b, s, n, why, sizeof why)) {
		check(b, k, CHECK_FAIL, rule, "derived", "%s", why);
		return 0;
	}
	reach = support_reach_map(b, s, n, &known, where, sizeof where);
	r = ans_bool(b, skey(s, "support_reach", rk, sizeof rk), &v);
	if (r < 0)
		return -1;
	if (r)
		reach = v;
	else if (!known) {
		reach = true;
		add_ask(b, rk, "yes|no", "yes", rule,
			"Is %s within %g cm of %s, with %s inside a 45 degree "
			"arc from its front?",
			n->name, b->bt->set.support_distance, s->u->name,
			s->u->name);
	}
	if (!reach) {
		if (r)
			check(b, rk, CHECK_FAIL, rule, "given",
			      "%s is not within %g cm of %s with it inside its "
			      "45 degree arc",
			      n->name, b->bt->set.support_distance, s->u->name);
		else
			check(b, rk, CHECK_FAIL, rule, "derived", "%s is %s",
			      n->name, where);
		return 0;
	}
	if (!r && known)
		check(b, k, CHECK_PASS, rule, "derived",
		      "%s supports %s: %s; closed order, %d figures (at least "
		      "half of %d), not artillery, not MD or FD",
		      n->name, s->u->name, where, n->figures, s->figures);
	else
		check(b, k, CHECK_PASS, rule, r ? "given" : "default",
		      "%s supports %s: within %g cm and 45 degrees, closed "
		      "order, %d figures (at least half of %d), not "
		      "artillery, not MD or FD",
		      n->name, s->u->name, b->bt->set.support_distance,
		      n->figures, s->figures);
	s->support = n;
	return 0;
}

/* ---- Table 8 ----------------------------------------------------------- */

static bool
key_is(const struct ba_factor_row *row, const char *k)
{
	return strcmp(row->key, k) == 0;
}

static bool
since_last_bound(int bound, int event)
{
	return event > 0 && event >= bound - 1;
}

/* Pair rows (cavalry, uphill, flank, rear, cover, hidden) are facts of
 * the attack A on D: the attacker takes their attack column, the defender
 * their defence column; d_KEY overrides the defender's. */

/* Table 8 rows 1-8: formations, arms and cavalry against infantry
 * (T8.1-8.8, 4.3.2, 4.4): 1 applies, 0 not, -1 not a row of this step. */
static int
derive_arms(struct mbuild *b, int side, const struct ba_factor_row *row,
	    const char **src)
{
	struct game *g = b->ctx->g;
	struct mside *s = &b->s[side], *o = &b->s[1 - side];
	struct unit *u = s->u, *op = o->u;
	/* In a mutual attack each side is the attacker of its own attack. */
	struct unit *att = b->mutual ? u : b->s[0].u;
	struct unit *def = b->mutual ? op : b->s[1].u;
	if (key_is(row, "column_of_march"))
		return (is_formation(g, u, "march-column")) ? 1 : 0;
	if (key_is(row, "skirmish_line"))
		return (is_formation(g, u, "skirmish")) ? 1 : 0;
	if (key_is(row, "artillery_or_units_at_work_or_rest"))
		return (u->arm == ARM_ARTILLERY) ? 1 : 0;
	if (key_is(row, "cavalry_attacks_square"))
		return (att->arm == ARM_CAVALRY && def->arm == ARM_INFANTRY &&
			is_formation(g, def, "square"))
			   ? 1
			   : 0;
	if (key_is(row, "cavalry_attacks_battalion_mass"))
		return (att->arm == ARM_CAVALRY && def->arm == ARM_INFANTRY &&
			is_formation(g, def, "mass"))
			   ? 1
			   : 0;
	if (key_is(row, "cavalry_attacks_infantry_general_or_artillery"))
		return (att->arm == ARM_CAVALRY &&
			(def->arm == ARM_ARTILLERY ||
			 (def->arm == ARM_INFANTRY &&
			  !is_formation(g, def, "square") &&
			  !is_formation(g, def, "mass"))))
			   ? 1
			   : 0;
	if (key_is(row, "infantry_not_covered_by_skirmish_line_vs_infantry")) {
		if (u->arm != ARM_INFANTRY || op->arm != ARM_INFANTRY)
			return 0;
		if (s->is_sl) /* ruling: a skirmish line takes row 2 */
			return 0;
		/* 4.3.2, 6.1.2: behind cover (the defender: the map's). */
		if (u->cover != COVER_NONE ||
		    (side == 1 && !b->mutual && b->cover != COVER_NONE))
			return 0;
		if (s->sl) {
			*src = s->sl_between || s->sl_between_known ? "derived"
								    : "default";
			char bk[64];
			skey(s, "sl_between", bk, sizeof bk);
			if (ans(b, bk))
				*src = "given";
			return (!s->sl_between) ? 1 : 0;
		}
		return 1;
	}
	if (key_is(row, "square_battalion_mass_huddle_vs_infantry"))
		return (op->arm == ARM_INFANTRY &&
			(is_formation(g, u, "square") ||
			 is_formation(g, u, "mass") ||
			 is_formation(g, u, "huddle")))
			   ? 1
			   : 0;
	return -1;
}

/* Table 8 rows 9-17: the attack itself (4.1.8, 4.1.9, 4.1.3 cover): 1 applies,
 * 0 not, -1 not a row of this step. */
static int
derive_attack(struct mbuild *b, int side, const struct ba_factor_row *row,
	      const char **src)
{
	struct game *g = b->ctx->g;
	struct mside *s = &b->s[side], *o = &b->s[1 - side];
	struct unit *u = s->u, *op = o->u;
	char k[64];
	if (key_is(row, "uphill_attack")) {
		if (!(b->mutual && side == 1))
			return (b->uphill) ? 1 : 0;
		/* Both attack: the defender judges uphill from its side. */
		struct ba_melee_geo rg;
		ba_melee_geometry(g, u, op, &rg);
		return (rg.known ? rg.uphill : u->level < op->level) ? 1 : 0;
	}
	if (key_is(row, "split_assembly_or_formation_change_this_bound"))
		return (u->formation_bound == g->bound) ? 1 : 0;
	if (key_is(row, "flanking_attack"))
		return (b->flank) ? 1 : 0;
	if (key_is(row, "rear_attack"))
		return (b->rear) ? 1 : 0;
	if (key_is(row, "overreaching_attack_or_defence")) {
		if (b->geo_known)
			return (b->overreach[side]) ? 1 : 0;
		*src = "default";
		add_ask(b, skey(s, row->key, k, sizeof k), "yes|no", "no",
			"4.1.8",
			"Does %s overreach %s (at least 3 figures behind its "
			"extended front or rear, a perpendicular line hitting "
			"its flank)?",
			u->name, op->name);
		return 0;
	}
	if (key_is(row, "in_passage_of_obstacle")) {
		*src = "default";
		add_ask(b, skey(s, row->key, k, sizeof k), "yes|no", "no",
			"T8.14", "Is %s in passage of an obstacle?", u->name);
		return 0;
	}
	if (key_is(row, "attack_against_cover_I"))
		return (b->cover == COVER_I) ? 1 : 0;
	if (key_is(row, "attack_against_cover_II"))
		return (b->cover == COVER_II) ? 1 : 0;
	if (key_is(row, "attack_against_cover_III"))
		return (b->cover == COVER_III) ? 1 : 0;
	return -1;
}

/* Table 8 rows 18-29: fire, supplies, charge and history (4.1.1, 5.5.3): 1
 * applies, 0 not, -1 not a row of this step. */
static int
derive_history(struct mbuild *b, int side, const struct ba_factor_row *row,
	       const char **src)
{
	struct game *g = b->ctx->g;
	struct mside *s = &b->s[side];
	struct unit *u = s->u;
	if (key_is(row, "fired_this_bound")) {
		if (BA(u)->fired == g->bound)
			return 1;
		/* 4.3.2: the soutien of a linked skirmish line that fired;
		 * its mother unit wherever the line stands. */
		if (s->sl && BA(s->sl)->fired == g->bound &&
		    (s->sl_link > 0 || strcmp(s->sl->mother, u->name) == 0))
			return 1;
		/* Its skirmish lines: among the units naming a mother. */
		const size_t *wm;
		size_t nwm = game_units_with_mother(g, &wm);
		for (size_t k = 0; k < nwm; k++) {
			const struct unit *x = &g->units[wm[k]];
			if (x != u && !x->removed &&
			    is_formation(g, x, "skirmish") &&
			    strcmp(x->mother, u->name) == 0 &&
			    BA(x)->fired == g->bound)
				return 1;
		}
		return 0;
	}
	if (key_is(row, "without_supplies"))
		return (!BA(u)->supplies) ? 1 : 0;
	if (key_is(row, "first_fire_or_melee"))
		return (BA(u)->engagements == 0) ? 1 : 0;
	if (key_is(row, "attack_at_the_charge"))
		return (s->charge) ? 1 : 0;
	if (key_is(row, "heavy_cav_or_lancers_attack_at_charge"))
		return (s->charge && u->arm == ARM_CAVALRY &&
			(BA(u)->cavalry == CAV_HEAVY || BA(u)->lancers))
			   ? 1
			   : 0;
	if (key_is(row, "charge_during_last_bound"))
		return (BA(u)->charged != UM_NEVER &&
			BA(u)->charged == g->bound - 1)
			   ? 1
			   : 0;
	if (key_is(row, "passive_cavalry")) {
		if (u->arm != ARM_CAVALRY)
			return 0;
		*src = "default";
		char k[64];
		add_ask(b, skey(s, row->key, k, sizeof k), "yes|no", "no",
			"T8.24", "Is %s passive cavalry?", u->name);
		return 0;
	}
	if (key_is(row, "heavy_cavalry"))
		return (u->arm == ARM_CAVALRY && BA(u)->cavalry == CAV_HEAVY)
			   ? 1
			   : 0;
	if (key_is(row, "light_cavalry"))
		return (u->arm == ARM_CAVALRY && BA(u)->cavalry == CAV_LIGHT)
			   ? 1
			   : 0;
	if (key_is(row, "attack_during_this_or_last_bound"))
		return (BA(u)->attacked != UM_NEVER &&
			since_last_bound(g->bound, BA(u)->attacked))
			   ? 1
			   : 0;
	if (key_is(row, "defence_during_this_or_last_bound"))
		return (BA(u)->defended != UM_NEVER &&
			since_last_bound(g->bound, BA(u)->defended))
			   ? 1
			   : 0;
	if (key_is(row, "opponent_into_FD_this_or_last_bound"))
		return (BA(u)->inflicted_fd != UM_NEVER &&
			since_last_bound(g->bound, BA(u)->inflicted_fd))
			   ? 1
			   : 0;
	return -1;
}

/* Table 8 rows 30-40: numbers, hidden target, disorder, support, neighbour,
 * valour (4.1.6, 4.1.7, 5.5.1): 1 applies, 0 not, -1 not a row of this step. */
static int
derive_state(struct mbuild *b, int side, const struct ba_factor_row *row,
	     const char **src)
{
	(void)src;
	struct mside *s = &b->s[side], *o = &b->s[1 - side];
	struct unit *u = s->u;
	if (key_is(row, "fifty_percent_more") ||
	    key_is(row, "hundred_percent_more") ||
	    key_is(row, "two_hundred_percent_more")) {
		if (o->figures <= 0)
			return (s->figures > 0) ? 1 : 0;
		double more = (double)(s->figures - o->figures) / o->figures;
		double band = key_is(row, "fifty_percent_more")	    ? 0.5
			      : key_is(row, "hundred_percent_more") ? 1.0
								    : 2.0;
		return (more >= band - 1e-9) ? 1 : 0;
	}
	if (key_is(row, "attack_against_hidden_target"))
		return (b->hidden) ? 1 : 0;
	if (key_is(row, "SD_LD"))
		return (u->state == BA_MORAL_LD) ? 1 : 0;
	if (key_is(row, "MD"))
		return (u->state == BA_MORAL_MD) ? 1 : 0;
	if (key_is(row, "FD"))
		return (u->state == BA_MORAL_FD) ? 1 : 0;
	if (key_is(row, "support_unit_or_soutien"))
		return (s->support != NULL || (s->is_sl && s->sl_link > 0)) ? 1
									    : 0;
	if (key_is(row, "neighbour_unit"))
		return (s->neighbour != NULL) ? 1 : 0;
	if (key_is(row, "valour"))
		return 1;
	return -1;
}

/* Does the row apply to side s (derived or default)? *src, and an ask. */
static bool
derive(struct mbuild *b, int side, const struct ba_factor_row *row,
       const char **src)
{
	*src = "derived";
	int r = derive_arms(b, side, row, src);
	if (r < 0)
		r = derive_attack(b, side, row, src);
	if (r < 0)
		r = derive_history(b, side, row, src);
	if (r < 0)
		r = derive_state(b, side, row, src);
	/* engaging_commanding_officer and any row added to the file: only
	 * when the umpire gives it. */
	return r > 0;
}

static int
side_factors(struct mbuild *b, int side)
{
	struct mside *s = &b->s[side];
	const struct ba_factor_table *t8 = &b->bt->t08;
	s->nf = 0;
	for (size_t i = 0; i < t8->n && s->nf < MELEE_FACTORS_MAX; i++) {
		const struct ba_factor_row *row = &t8->rows[i];
		const char *src;
		bool cond = derive(b, side, row, &src);
		bool has_val = false, c2;
		double val = 0;
		char k[64];
		int r = ans_factor(b, skey(s, row->key, k, sizeof k), &c2,
				   &has_val, &val);
		if (r < 0)
			return -1;
		if (r) {
			cond = c2;
			src = has_val ? "umpire" : "given";
		}
		if (!cond)
			continue;
		bool has = s->attack_col ? row->has_a : row->has_b;
		bool isv = s->attack_col ? row->a_valour : row->b_valour;
		double v = s->attack_col ? row->a : row->b;
		if (isv)
			v = BA(s->u)->valour;
		if (has_val) {
			has = true;
			v = val;
		}
		if (!has)
			continue;
		struct ba_factor *f = &s->f[s->nf++];
		memset(f, 0, sizeof *f);
		f->row = row;
		f->source = src;
		if (s->attack_col) {
			f->has_a = true;
			f->a = v;
		} else {
			f->has_b = true;
			f->b = v;
		}
	}
	double sa, sb;
	ba_factors_pick(&b->bt->set, s->f, s->nf, &sa, &sb);
	s->mod = s->attack_col ? sa : sb;
	return 0;
}

void
melee_factor_records(struct mbuild *b, int side, struct out *out)
{
	struct mside *s = &b->s[side];
	char part[2 * UM_NAME_MAX + 4];
	snprintf(part, sizeof part, "%s>%s", s->u->name, s->opp->name);
	for (size_t i = 0; i < s->nf; i++) {
		const struct ba_factor *f = &s->f[i];
		bool counted = s->attack_col ? f->count_a : f->count_b;
		if (!counted)
			continue;
		struct rec r;
		factor_rec_begin(&r, part, f->row->key, "8", f->source);
		rec_num(&r, s->attack_col ? "attack" : "defence",
			s->attack_col ? f->a : f->b);
		rec_str(&r, "rule", f->row->rule);
		rec_end(&r, out);
	}
	for (size_t i = 0; i < s->nf; i++) {
		const struct ba_factor *f = &s->f[i];
		if (s->attack_col ? f->count_a : f->count_b)
			continue;
		out_text(out,
			 "  %s: %s %+g not counted: only one factor of group "
			 "%s counts (Table 8 groups)",
			 s->u->name, f->row->key, s->attack_col ? f->a : f->b,
			 f->row->group);
	}
}

/* ---- building one attack ----------------------------------------------- */

void
mbuild_init(struct mbuild *b, struct cmd_ctx *ctx, const struct ba_tables *bt)
{
	memset(b, 0, sizeof *b);
	b->ctx = ctx;
	b->bt = bt;
	b->self = -1;
	checklist_init(&b->chk);
	answers_none(&b->ans);
}

void
mbuild_free(struct mbuild *b)
{
	checklist_free(&b->chk);
	answers_free(&b->ans);
}

/* 4.1.2: the attack is redirected to a unit met first (met=), cancelled
 * there (cancel=yes), or directed against a position (position=). */
static int
attack_target(struct mbuild *b, struct unit *A, struct unit **Dp)
{
	struct game *g = b->ctx->g;
	struct unit *D = *Dp, *met = NULL;
	bool v;
	int r;
	r = ans_unit(b, "met", &met);
	if (r < 0)
		return -1;
	r = ans_bool(b, "cancel", &v);
	if (r < 0)
		return -1;
	bool cancel = r && v;
	if (cancel && !met)
		return cmd_error(b->ctx, "cancel=yes needs met=UNIT: an "
					 "attacker may cancel when it reaches "
					 "the point of melee zone contact with "
					 "another unit (4.1.2)");
	const char *pos = ans(b, "position");
	if (pos && game_terrain(g, pos) == NULL)
		check(b, "position", CHECK_FAIL, "4.1.2", "given",
		      "position=%s is not a terrain feature; an attack against "
		      "a position must relate to one (`terrain` lists them)",
		      pos);
	else if (pos && !met) {
		snprintf(b->position, sizeof b->position, "%s", pos);
		check(b, "position", CHECK_PASS, "4.1.2", "given",
		      "the attack is directed against the position of %s at "
		      "%s, as ordered and announced",
		      D->name, pos);
		r = ans_bool(b, "vacated", &v);
		if (r < 0)
			return -1;
		if (r && v)
			stop(b, "vacated", "4.1.2", "given",
			     "the position %s is vacated: %s stops in it; it "
			     "may attack another unit it meets there (met=)",
			     pos, A->name);
	}
	if (met) {
		if (met == A || met->removed || strcmp(met->side, A->side) == 0)
			return cmd_error(b->ctx,
					 "met=%s: the unit met is an "
					 "opponent of %s on the table",
					 met->name, A->name);
		if (met != D) {
			check(b, "met", CHECK_PASS, "4.1.2", "given",
			      "%s reached the point of melee zone contact with "
			      "%s before reaching %s: the attack is directed "
			      "against %s itself, not its position",
			      A->name, met->name, D->name, met->name);
			D = met;
			*Dp = D;
		}
		if (cancel)
			stop(b, "cancel", "4.1.2", "given",
			     "%s cancels its attack at the point of melee zone "
			     "contact with %s",
			     A->name, met->name);
	}
	return 0;
}

/* 4.1.1: orders for attack, the announcement, not MD or FD; artillery
 * does not attack (Table 8 row 3). */
static int
attack_orders(struct mbuild *b, struct unit *A, struct unit *D)
{
	struct game *g = b->ctx->g;
	bool v;
	int r;
	r = ans_bool(b, "order", &v);
	if (r < 0)
		return -1;
	if (r == 0)
		add_ask(b, "order", "yes|no", "yes", "4.1.1",
			"Has %s received orders for attack?", A->name);
	if (r && !v)
		check(b, "order", CHECK_FAIL, "4.1.1", "given",
		      "%s has not received orders for attack: it may only move "
		      "to melee zone contact",
		      A->name);
	else
		check(b, "order", CHECK_PASS, "4.1.1", r ? "given" : "default",
		      "%s has orders for attack", A->name);
	bool ann = true, req = false;
	r = ans_bool(b, "announced", &v);
	if (r < 0)
		return -1;
	if (r)
		ann = v;
	r = ans_bool(b, "required", &v);
	if (r < 0)
		return -1;
	if (r)
		req = v;
	if (!ann && !req)
		check(b, "announced", CHECK_FAIL, "4.1.1", "given",
		      "the attack of %s was not announced and %s does not "
		      "require it to be carried out",
		      A->name, D->name);
	else
		check(b, "announced", CHECK_PASS, "4.1.1",
		      answers_has(&b->ans, "announced") ? "given" : "default",
		      ann ? "the attack was announced"
			  : "not announced, but the opponent requires the "
			    "attack to be carried out");
	if (A->state >= BA_MORAL_MD)
		check(b, "state", CHECK_FAIL, "4.1.1", "derived",
		      "%s is %s: a unit in MD or FD may not attack", A->name,
		      unit_state_name(g, A));
	else
		check(b, "state", CHECK_PASS, "4.1.1", "derived",
		      "%s is %s, not MD or FD", A->name, unit_state_name(g, A));
	if (A->arm == ARM_ARTILLERY)
		check(b, "arm", CHECK_FAIL, "T8.3", "derived",
		      "%s is artillery: artillery does not attack (ruling: "
		      "Table 8 row 3 gives artillery only a defence value)",
		      A->name);
	return 0;
}

/* 4.1.4: a continued attack needs the decision recorded (advance). */
static int
attack_continued(struct mbuild *b, struct unit *A)
{
	struct game *g = b->ctx->g;
	bool v;
	int r;
	r = ans_bool(b, "continued", &v);
	if (r < 0)
		return -1;
	b->continued = r && v;
	if (b->continued) {
		if (BA(A)->continued_attack != g->bound)
			check(b, "continued", CHECK_FAIL, "4.1.4", "derived",
			      "%s has no continued attack decided this bound "
			      "(advance %s yes attack=yes after a melee that "
			      "put its opponent in FD)",
			      A->name, A->name);
		else
			check(b, "continued", CHECK_PASS, "4.1.4", "derived",
			      "a continued attack by %s: a new attack whose "
			      "result gives no further continued advance or "
			      "attack",
			      A->name);
	}
	return 0;
}

/* 4.1.1: the point of melee zone contact (the map, else the answer). */
static int
attack_contact(struct mbuild *b, struct unit *A, struct unit *D)
{
	struct game *g = b->ctx->g;
	bool v;
	int r;
	struct ba_melee_geo geo;
	ba_melee_geometry(g, A, D, &geo);
	bool contact = true;
	r = ans_bool(b, "contact", &v);
	if (r < 0)
		return -1;
	if (r)
		contact = v;
	else if (geo.known)
		contact = geo.contact;
	else
		add_ask(b, "contact", "yes|no", "yes", "4.1.1",
			"Does the melee zone of %s (its frontage, 5 cm deep) "
			"touch %s?",
			A->name, D->name);
	char gap[80] = "";
	if (!r && geo.known)
		snprintf(gap, sizeof gap,
			 " (its 5 cm melee zone; %.1f cm apart)", geo.gap);
	if (!contact)
		stop(b, "contact", "4.1.2", r ? "given" : "derived",
		     "%s does not reach the point of melee zone contact with "
		     "%s%s: the attack is not carried out and its target may "
		     "not be changed",
		     A->name, D->name, gap);
	else
		check(b, "contact", CHECK_PASS, "4.1.1",
		      r ? "given" : (geo.known ? "derived" : "default"),
		      "the melee zone of %s touches %s%s", A->name, D->name,
		      gap);
	return 0;
}

/* The conditions of 4.1.1, 4.1.2 and 4.1.4 on the attacker. */
static int
attack_conditions(struct mbuild *b, struct unit *A, struct unit **Dp)
{
	struct unit *D = *Dp;
	if (A->removed || D->removed) {
		check(b, "units", CHECK_FAIL, "5.5.2", "derived",
		      "%s has been removed", A->removed ? A->name : D->name);
		return 0;
	}
	if (strcmp(A->side, D->side) == 0)
		check(b, "side", CHECK_FAIL, "4.1.1", "derived",
		      "%s and %s are both on side %s", A->name, D->name,
		      A->side);
	if (attack_target(b, A, Dp) < 0)
		return -1;
	D = *Dp;
	if (attack_orders(b, A, D) < 0 || attack_continued(b, A) < 0)
		return -1;
	return attack_contact(b, A, D);
}

/* 4.1.8: flank and rear attack, overreach both ways (the map, else the
 * answers). */
static int
facts_flank_rear(struct mbuild *b, const struct ba_melee_geo *gp)
{
	struct unit *A = b->s[0].u, *D = b->s[1].u;
	const struct ba_melee_geo geo = *gp;
	bool c, hv;
	double val;
	int r;
	b->flank = geo.known && geo.flank;
	b->rear = geo.known && geo.rear;
	b->overreach[0] = geo.known && geo.overreach;
	b->overreach[1] = geo.known && geo.d_overreach;
	b->geo_known = geo.known;
	r = ans_factor(b, "flanking_attack", &c, &hv, &val);
	if (r < 0)
		return -1;
	bool rg = answers_has(&b->ans, "rear_attack");
	if (!r && !rg && geo.known) {
		/* 4.1.8 from the map: figures behind the extended front or
		 * rear, and where a line perpendicular to A's front strikes. */
		char hit[64] = "no line perpendicular to its front strikes a "
			       "flank";
		if (geo.hit_angle == geo.hit_angle)
			snprintf(hit, sizeof hit,
				 "a perpendicular strikes a flank at %.1f deg",
				 geo.hit_angle);
		if (geo.rear)
			check(b, "rear_attack", CHECK_PASS, "4.1.8", "derived",
			      "a line perpendicular to the front of %s "
			      "strikes the rear of %s: rear attack",
			      A->name, D->name);
		else
			check(b, "flanking_attack", CHECK_PASS, "4.1.8",
			      "derived",
			      "%d figure%s of %s (%d file%s) behind the "
			      "extended front or rear of %s (3 needed); %s: "
			      "%s",
			      geo.files_behind,
			      geo.files_behind == 1 ? "" : "s", A->name,
			      geo.files_beside,
			      geo.files_beside == 1 ? "" : "s", D->name, hit,
			      geo.flank	      ? "flank attack (45-90 deg)"
			      : geo.overreach ? "overreach, not a flank attack"
					      : "not a flank attack");
		if (geo.d_overreach)
			check(b, "d_overreaching_attack_or_defence", CHECK_PASS,
			      "4.1.8", "derived",
			      "%d figure%s of %s behind the extended front or "
			      "rear of %s and a perpendicular strikes its "
			      "flank: %s overreaches",
			      geo.d_files_behind,
			      geo.d_files_behind == 1 ? "" : "s", D->name,
			      A->name, D->name);
	}
	if (r)
		b->flank = c;
	else if (!geo.known)
		add_ask(b, "flanking_attack", "yes|no", "no", "4.1.8",
			"Is this a flank attack (at least 3 figures of %s "
			"behind the extended front or rear of %s, a line "
			"perpendicular to its front hitting the flank at 45 to "
			"90 degrees)?",
			A->name, D->name);
	r = ans_factor(b, "rear_attack", &c, &hv, &val);
	if (r < 0)
		return -1;
	if (r)
		b->rear = c;
	else if (!geo.known)
		add_ask(b, "rear_attack", "yes|no", "no", "4.1.8",
			"Is this a rear attack (a line perpendicular to the "
			"front of %s hits the rear of %s)?",
			A->name, D->name);
	if (b->flank && b->rear)
		return cmd_error(b->ctx, "flanking_attack and rear_attack: an "
					 "attack is a flank attack or a rear "
					 "attack, not both (4.1.8)");
	return 0;
}

/* 4.1.9: uphill attack from the layers (skirmish lines are disregarded:
 * the levels are the units'). */
static void
facts_uphill(struct mbuild *b, const struct ba_melee_geo *geo)
{
	struct unit *A = b->s[0].u, *D = b->s[1].u;
	b->uphill = geo->known ? geo->uphill : A->level < D->level;
	if (geo->known && !answers_has(&b->ans, "uphill_attack"))
		check(b, "uphill_attack", CHECK_PASS, "4.1.9", "derived",
		      "%s on layer %d (lowest under it), %s on layer %d: %s",
		      A->name, geo->a_level, D->name, geo->d_level,
		      geo->uphill ? "uphill attack" : "not uphill");
}

/* 4.1.3 cover: the defender's key, a wood or building it stands in, or a
 * cover polygon between (the map). */
static void
facts_cover(struct mbuild *b, const struct ba_melee_geo *geo)
{
	struct game *g = b->ctx->g;
	struct unit *A = b->s[0].u, *D = b->s[1].u;
	b->cover = geo->known ? geo->cover : D->cover;
	if (geo->known && !answers_has(&b->ans, "attack_against_cover_I") &&
	    !answers_has(&b->ans, "attack_against_cover_II") &&
	    !answers_has(&b->ans, "attack_against_cover_III")) {
		const struct terrain *tr =
		    geo->cover_by[0] ? game_terrain(g, geo->cover_by) : NULL;
		if (geo->cover_unknown)
			check(b, "cover", CHECK_PASS, "4.1.3", "default",
			      "%s stands in %s, of no known cover class "
			      "(Table 5 not found, setting not a class): no "
			      "cover unless attack_against_cover_I|II|III=yes "
			      "is given",
			      D->name, geo->cover_by);
		else if (geo->cover == COVER_NONE)
			check(b, "cover", CHECK_PASS, "4.1.3", "derived",
			      "%s has no cover against %s", D->name, A->name);
		else if (tr)
			check(b, "cover", CHECK_PASS, "4.1.3", "derived",
			      "%s has cover %s from %s %s%s", D->name,
			      cover_names[geo->cover],
			      terrain_kind_names[tr->kind], tr->name,
			      tr->kind == TERRAIN_COVER ? " (between, in base "
							  "contact)"
			      : tr->cover != COVER_NONE ? " (its class)"
							: " (setting)");
		else
			check(b, "cover", CHECK_PASS, "4.1.3", "derived",
			      "%s has cover %s (its cover key)", D->name,
			      cover_names[geo->cover]);
	}
}

/* Table 8 row 33: a hidden target (the umpire's answer, default no). */
static int
facts_hidden(struct mbuild *b)
{
	struct unit *A = b->s[0].u, *D = b->s[1].u;
	bool c, hv;
	double val;
	int r;
	r = ans_factor(b, "attack_against_hidden_target", &c, &hv, &val);
	if (r < 0)
		return -1;
	b->hidden = r && c;
	if (!r)
		add_ask(b, "attack_against_hidden_target", "yes|no", "no",
			"T8.33", "Is %s a hidden target for %s?", D->name,
			A->name);
	return 0;
}

/* Facts of the attack from the map or the answers (4.1.8, 4.1.9, 4.1.3). */
static int
attack_facts(struct mbuild *b)
{
	struct ba_melee_geo geo;
	ba_melee_geometry(b->ctx->g, b->s[0].u, b->s[1].u, &geo);
	if (facts_flank_rear(b, &geo) < 0)
		return -1;
	facts_uphill(b, &geo);
	facts_cover(b, &geo);
	return facts_hidden(b);
}

/* 4.1.1: an attacker attacked in the flank or rear, or infantry attacked
 * by cavalry, is a defender (its own attack cancelled); 4.1.3: two units
 * whose attacks on each other both stand attack each other. */
static void
attack_cancelled_or_mutual(struct mbuild *b, struct unit *A, struct unit *D)
{
	struct game *g = b->ctx->g;
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *o = &g->decls[i];
		if (o->kind != DECL_MELEE || (long)i == b->self ||
		    strcmp(o->target, A->name) != 0)
			continue;
		const struct unit *z = game_unit_c(g, o->actor);
		if (melee_decl_flank_rear(g, o))
			check(b, "attacker", CHECK_FAIL, "4.1.1", "derived",
			      "%s is attacked in the flank or rear by %s: its "
			      "own attack is cancelled and it is a defender",
			      A->name, o->actor);
		else if (z && z->arm == ARM_CAVALRY && A->arm == ARM_INFANTRY)
			check(b, "attacker", CHECK_FAIL, "4.1.1", "derived",
			      "%s is infantry attacked by cavalry %s: its own "
			      "attack is cancelled and it is a defender",
			      A->name, o->actor);
		else if (strcmp(o->actor, D->name) == 0)
			b->mutual = true;
	}
	/* Both attack only when D's own attack stands: not attacked in the
	 * flank or rear, not infantry attacked by cavalry (4.1.1). */
	if (b->mutual && (b->flank || b->rear ||
			  (A->arm == ARM_CAVALRY && D->arm == ARM_INFANTRY) ||
			  D->state >= BA_MORAL_MD))
		b->mutual = false;
	for (size_t i = 0; b->mutual && i < g->ndecls; i++) {
		const struct decl *o = &g->decls[i];
		if (o->kind != DECL_MELEE || (long)i == b->self ||
		    strcmp(o->target, D->name) != 0 ||
		    strcmp(o->actor, A->name) == 0)
			continue;
		const struct unit *z = game_unit_c(g, o->actor);
		if (melee_decl_flank_rear(g, o) ||
		    (z && z->arm == ARM_CAVALRY && D->arm == ARM_INFANTRY))
			b->mutual = false;
	}
	if (b->force_mutual)
		b->mutual = true;
	if (b->no_mutual)
		b->mutual = false;
	if (b->mutual)
		check(b, "mutual", CHECK_PASS, "4.1.3", "derived",
		      "%s and %s attack each other: both use the attack "
		      "column",
		      A->name, D->name);
}

int
mbuild_run(struct mbuild *b, struct unit *A, struct unit *D)
{
	answers_free(&b->ans);
	if (b->a)
		answers_from_args(&b->ans, b->a);
	else if (b->d)
		answers_from_decl(&b->ans, b->d);
	b->announced = D;
	if (attack_conditions(b, A, &D) < 0)
		return -1;
	struct mside *sa = &b->s[0], *sd = &b->s[1];
	sa->u = A;
	sa->opp = D;
	sa->pfx = "";
	sd->u = D;
	sd->opp = A;
	sd->pfx = "d_";
	bool v;
	int r = ans_bool(b, "charge", &v);
	if (r < 0)
		return -1;
	sa->charge = r && v;
	/* 4.1.5: the target's choice among equal moral results. */
	struct unit *mf = NULL;
	if (ans_unit(b, "moral_from", &mf) < 0)
		return -1;
	if (attack_facts(b) < 0)
		return -1;
	attack_cancelled_or_mutual(b, A, D);
	sa->attack_col = true;
	sd->attack_col = b->mutual;
	/* 4.3: skirmish lines and soutien. */
	if (side_skirmish(b, sa) < 0 || side_skirmish(b, sd) < 0)
		return -1;
	if (sd->is_sl) {
		r = ans_bool(b, "forced_back", &v);
		if (r < 0)
			return -1;
		if (r && v) {
			if (sd->sl_link < 1)
				check(b, "forced_back", CHECK_FAIL, "4.3.1",
				      "given",
				      "skirmish line %s has no figure within "
				      "%g cm of its soutien and may not choose "
				      "to be forced back",
				      D->name, b->bt->set.soutien_distance);
			else if (b->position[0])
				stop(b, "forced_back", "4.3.1", "given",
				     "skirmish line %s chooses to be "
				     "forced back (4.2.0): the attack "
				     "was directed against its position "
				     "%s, so %s must stop in that "
				     "position",
				     D->name, b->position, A->name);
			else
				stop(b, "forced_back", "4.3.1", "given",
				     "skirmish line %s chooses to be "
				     "forced back (4.2.0): the attack "
				     "on it is not carried out; %s may "
				     "attack the soutien %s when it "
				     "reaches its melee zone, or stop",
				     D->name, A->name, ba_soutien_name(D));
		}
	}
	enum edge de = b->mutual  ? EDGE_FRONT
		       : b->flank ? EDGE_FLANK
		       : b->rear  ? EDGE_REAR
				  : EDGE_FRONT;
	if (side_count(b, sa, EDGE_FRONT) < 0 || side_count(b, sd, de) < 0)
		return -1;
	if (side_neighbour(b, sa, 0) < 0 || side_neighbour(b, sd, 1) < 0)
		return -1;
	if (side_support(b, sa) < 0 || side_support(b, sd) < 0)
		return -1;
	if (side_factors(b, 0) < 0 || side_factors(b, 1) < 0)
		return -1;
	return 0;
}

/* ---- commands: check, factors, melee ----------------------------------- */

static const char *const answer_keys[] = {
    "roll",	"dice",	   "droll",	  "ddice",	"met",	    "cancel",
    "position", "vacated", "order",	  "announced",	"required", "continued",
    "contact",	"charge",  "forced_back", "moral_from", NULL};
static const char *const side_keys[] = {
    "figures",	       "uom_figures", "sl_soutien", "sl_near",
    "sl_between",      "neighbour",   "support",    "support_reach",
    "neighbour_reach", NULL};
#define MELEE_KEYS                                                             \
	"roll dice droll ddice met cancel position vacated order announced "   \
	"required continued contact charge forced_back moral_from figures "    \
	"uom_figures "                                                         \
	"sl_soutien sl_near sl_between neighbour neighbour_reach support "     \
	"support_reach, "                                                      \
	"every Table 8 key, and d_KEY for the defender's side"

static void
mark_known(struct args *a, const struct ba_tables *bt)
{
	char k[96];
	for (size_t i = 0; answer_keys[i]; i++)
		args_get(a, answer_keys[i]);
	for (int p = 0; p < 2; p++) {
		const char *pfx = p ? "d_" : "";
		for (size_t i = 0; side_keys[i]; i++) {
			snprintf(k, sizeof k, "%s%s", pfx, side_keys[i]);
			args_get(a, k);
		}
		for (size_t i = 0; i < bt->t08.n; i++) {
			snprintf(k, sizeof k, "%s%s", pfx, bt->t08.rows[i].key);
			args_get(a, k);
		}
	}
}

struct mcmd {
	struct ba_tables bt;
	struct mbuild b;
	struct unit *A, *D;
};

static int
melee_setup(struct cmd_ctx *ctx, struct args *a, const char *cmd,
	    struct mcmd *m)
{
	memset(&m->bt, 0, sizeof m->bt);
	mbuild_init(&m->b, ctx, &m->bt);
	if (cmd_actor_target(ctx, a, "vs", &m->A, &m->D) < 0)
		return -1;
	if (ba_ctx_tables(ctx, &m->bt) < 0)
		return -1;
	m->b.a = a;
	if (mbuild_run(&m->b, m->A, m->D) < 0)
		return -1;
	m->D = m->b.s[1].u;
	mark_known(a, &m->bt);
	return args_check_unused(ctx, a, cmd, MELEE_KEYS);
}

static void
melee_done(struct mcmd *m)
{
	mbuild_free(&m->b);
	ba_tables_free(&m->bt);
}

int
ba_check_melee(struct cmd_ctx *ctx, struct args *a)
{
	struct mcmd m;
	int r = melee_setup(ctx, a, "check melee", &m);
	if (r == 0) {
		struct mbuild *b = &m.b;
		checklist_print(&b->chk, NULL, ctx->out);
		struct rec rc;
		eligible_begin(&rc, m.A->name, m.D->name,
			       b->failed || b->stop ? "no"
			       : b->need	    ? "ask"
						    : "yes");
		rec_str(&rc, "attacker", m.A->name);
		rec_str(&rc, "defender", m.D->name);
		rec_end(&rc, ctx->out);
		if (b->failed)
			out_text(ctx->out, "  %s may not attack %s: %s",
				 m.A->name, m.D->name, b->fail);
		else if (b->stop)
			out_text(ctx->out, "  %s", b->stop_why);
		out_teach(ctx->out,
			  "4.1.1: a unit without orders for attack, or in MD "
			  "or FD, may not attack; it may only move to melee "
			  "zone contact.");
	}
	melee_done(&m);
	return r;
}

/* ba_melee_eligible under pair_run: the checks of check melee, typed. */
static int
melee_eligible_run(struct cmd_ctx *ctx, struct args *a, void *arg)
{
	struct eligibility *el = arg;
	struct mcmd m;
	int r = melee_setup(ctx, a, "check melee", &m);
	if (r == 0) {
		struct mbuild *b = &m.b;
		checklist_take(&el->checks, &b->chk);
		el->verdict = b->failed || b->stop ? CHECK_FAIL
			      : b->need		   ? CHECK_ASK
						   : CHECK_PASS;
	}
	melee_done(&m);
	return r;
}

int
ba_melee_eligible(struct cmd_ctx *ctx, struct unit *a, struct unit *t,
		  struct args *answers, struct eligibility *el)
{
	return pair_run(ctx, a, "vs", t, answers, melee_eligible_run, el);
}

/* A question the checks answer already (4.1.1 orders for attack: a
 * CHECK with its default the umpire may override). */
static bool
asked_by_checks(const struct mbuild *b, const char *key)
{
	for (size_t i = 0; i < b->chk.n; i++)
		if (strcmp(b->chk.v[i]->key, key) == 0)
			return true;
	return false;
}

/* The questions of the factors: each once, the checks' own left to the
 * checks. */
static void
ask_records(struct mbuild *b, struct out *out)
{
	for (size_t i = 0; i < b->nask; i++) {
		struct mask *k = &b->ask[i];
		if (asked_by_checks(b, k->key))
			continue;
		struct rec r;
		rec_begin(&r, "ASK");
		rec_str(&r, "key", k->key);
		rec_str(&r, "question", k->q);
		rec_str(&r, "allowed", k->allowed);
		if (k->def[0])
			rec_str(&r, "default", k->def);
		rec_str(&r, "rule", k->rule);
		rec_end(&r, out);
	}
}

static void
side_summary(struct mbuild *b, int side, struct out *out)
{
	struct mside *s = &b->s[side];
	out_text(out,
		 "  %s: %s column, factors %+g; %d figure%s in the melee, %d "
		 "in units of melee (%s) = %d unit%s of melee",
		 s->u->name, s->attack_col ? "attack" : "defence", s->mod,
		 s->figures, s->figures == 1 ? "" : "s", s->uom_figures,
		 s->uom_why, s->uom, s->uom == 1 ? "" : "s");
}

int
ba_melee_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct mcmd m;
	int r = melee_setup(ctx, a, "factors melee", &m);
	if (r == 0 && m.b.need)
		r = cmd_needs(ctx, m.b.need_key, m.b.need_q, "0..",
			      "factors melee %s vs %s", m.A->name, m.D->name);
	if (r == 0) {
		struct mbuild *b = &m.b;
		for (int s = 0; s < 2; s++) {
			melee_factor_records(b, s, ctx->out);
			/* Table 18: on the roll, before these factors. */
			int fell, pen = ba_staff_penalty(
				      ctx->g, b->s[s].u->side, &fell);
			char part[2 * UM_NAME_MAX + 4];
			snprintf(part, sizeof part, "%s>%s", b->s[s].u->name,
				 b->s[s].opp->name);
			if (pen)
				ba_staff_factor(ctx->out, part,
						s == 0 ? "attack" : "defence",
						b->s[s].u->side, pen, fell);
		}
		side_summary(b, 0, ctx->out);
		side_summary(b, 1, ctx->out);
		if (b->failed)
			out_text(ctx->out, "  (the attack is not allowed: %s)",
				 b->fail);
		else if (b->stop)
			out_text(ctx->out, "  (%s)", b->stop_why);
		ask_records(b, ctx->out);
		out_teach(ctx->out,
			  "4.1.3: each side rolls and adds its Table 8 "
			  "factors; the attacker uses the attack column, the "
			  "defender the defence column (both attack columns "
			  "when both attack).");
	}
	melee_done(&m);
	return r;
}

int
melee_ones(const struct ba_settings *s, const struct roll *r)
{
	return ba_roll_ones(s, r); /* 5.5.3, as fire */
}

/* The roll a unit already has in a pending attack (4.1.5: one roll). */
static const struct roll *
pending_roll(const struct game *g, const char *name, const struct decl **by)
{
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE)
			continue;
		*by = d;
		if (strcmp(d->actor, name) == 0)
			return &d->roll;
		if (strcmp(d->target, name) == 0)
			return &d->droll;
	}
	return NULL;
}

/* Dice for u: the roll it already has, or the line's, or rolled. */
static int
unit_roll(struct cmd_ctx *ctx, struct args *a, const struct dicespec *ds,
	  const struct unit *u, const char *rk, const char *dk,
	  struct roll *out, bool *reused)
{
	const struct decl *by = NULL;
	const struct roll *have = pending_roll(ctx->g, u->name, &by);
	*reused = have != NULL;
	if (have == NULL)
		return ctx_take_roll(ctx, a, rk, dk, ds, out, NULL);
	const char *rs = args_get(a, rk), *dstr = args_get(a, dk);
	if (rs || dstr) {
		struct roll given;
		char *err = NULL;
		if (!roll_parse(ds, rk, rs, dk, dstr, &given, &err)) {
			cmd_error(ctx, "%s", err);
			free(err);
			return -1;
		}
		bool same = given.total == have->total;
		if (same && given.n && have->n)
			for (int i = 0; i < given.n; i++)
				same &= given.die[i] == have->die[i];
		if (!same) {
			/* -1 written out, as above: the callers read *out
			 * on 0 only, which the analyzer cannot see. */
			cmd_error(ctx,
				  "%s already rolled %d in melee %s vs %s; a "
				  "unit rolls once for all its attacks of a "
				  "melee phase (4.1.5), so %s= must agree or "
				  "be left off",
				  u->name, have->total, by->actor, by->target,
				  rk);
			return -1;
		}
	}
	*out = *have;
	return 0;
}

static void
roll_text(const struct roll *r, char *buf, size_t n)
{
	if (r->n) {
		char d[64];
		roll_format_dice(r, d, sizeof d);
		snprintf(buf, n, "%s = %d", d, r->total);
	} else {
		snprintf(buf, n, "%d", r->total);
	}
}

/* 4.1.2: "the target of an attack may not be changed, even where it
 * turns out that the attacker cannot reach the point of melee zone
 * contact": after an attack ruled not carried out for that, no other
 * target this bound (a continued attack is a new one). 4.1.1, 4.1.5: the
 * attacks of a melee phase are carried out at once, with one roll for the
 * unit attacked: a unit in a melee resolved earlier in this phase takes
 * part in no other attack of it but a continued attack (4.1.4). */
static int
attack_kept_or_busy(struct cmd_ctx *ctx, const struct mcmd *m)
{
	const struct game *g = ctx->g;
	if (m->b.continued)
		return 0;
	const struct unit *kept = ba_attack_kept(g, m->A);
	if (kept && kept != m->D)
		return cmd_error(ctx,
				 "%s's attack on %s was ruled not carried out "
				 "this bound: the target of an attack may not "
				 "be changed (4.1.2)",
				 m->A->name, kept->name);
	if (m->b.stop)
		return 0;
	const struct unit *busy =
	    BA(m->D)->melee_mark == ba_phase_mark(g)   ? m->D
	    : BA(m->A)->melee_mark == ba_phase_mark(g) ? m->A
						       : NULL;
	if (busy)
		return cmd_error(ctx,
				 "%s was in a melee resolved earlier in this "
				 "%s phase: all attacks of the phase are "
				 "carried out at once, one roll for the unit "
				 "attacked (4.1.1, 4.1.5); undo that resolve "
				 "and declare the attacks together",
				 busy->name, g->rs->phases[g->phase]);
	return 0;
}

int
ba_melee(struct cmd_ctx *ctx, struct args *a)
{
	struct mcmd m;
	int r = melee_setup(ctx, a, "melee", &m);
	struct mbuild *b = &m.b;
	struct game *g = ctx->g;
	if (r < 0)
		goto done;
	if (b->need) {
		r = cmd_needs(ctx, b->need_key, b->need_q, "0..",
			      "melee %s vs %s", m.A->name, m.D->name);
		goto done;
	}
	if (b->failed) {
		r = cmd_error(ctx, "melee %s vs %s is not allowed: %s",
			      m.A->name, m.D->name, b->fail);
		goto done;
	}
	if (attack_kept_or_busy(ctx, &m) < 0) {
		r = -1;
		goto done;
	}
	if (b->stop) {
		checklist_print(&b->chk, NULL, ctx->out);
		out_text(ctx->out, "  not carried out: %s", b->stop_why);
		if (b->stop_unreached && !b->continued)
			ba_attack_keep(g, m.A, m.D);
		goto done;
	}
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE &&
		    strcmp(g->decls[i].actor, m.A->name) == 0 &&
		    strcmp(g->decls[i].target, m.D->name) == 0) {
			r = cmd_error(ctx,
				      "%s already attacks %s; cancel %s vs "
				      "%s to change the declaration",
				      m.A->name, m.D->name, m.A->name,
				      m.D->name);
			goto done;
		}
	/* Validate the defender's given dice before rolling anything. */
	const char *rs = args_has(a, "droll") ? args_get(a, "droll") : NULL;
	const char *dsx = args_has(a, "ddice") ? args_get(a, "ddice") : NULL;
	if (rs || dsx) {
		struct roll t;
		char *err = NULL;
		if (!roll_parse(&m.bt.set.dice, "droll", rs, "ddice", dsx, &t,
				&err)) {
			r = cmd_error(ctx, "%s", err);
			free(err);
			goto done;
		}
	}
	struct roll ra, rd;
	bool ra_reused, rd_reused;
	if (unit_roll(ctx, a, &m.bt.set.dice, m.A, "roll", "dice", &ra,
		      &ra_reused) < 0 ||
	    unit_roll(ctx, a, &m.bt.set.dice, m.D, "droll", "ddice", &rd,
		      &rd_reused) < 0) {
		r = -1;
		goto done;
	}
	if (melee_ones(&m.bt.set, &ra) < 0 || melee_ones(&m.bt.set, &rd) < 0) {
		r = cmd_error(ctx,
			      "a total alone does not tell whether %d "
			      "dice show one (5.5.3 supplies); give "
			      "dice=a,b,c (ddice= for the defender)",
			      m.bt.set.supplies_ones);
		goto done;
	}
	/* 4.1.1: the state when the attack is announced, to tell an
	 * opponent that becomes MD or FD in the fire phase. */
	struct unit *both[2] = {m.A, m.D};
	for (int i = 0; i < 2; i++) {
		const struct decl *by;
		if (pending_roll(g, both[i]->name, &by) == NULL)
			BA(both[i])->melee_state = 1 + both[i]->state;
	}
	struct decl *d = game_add_decl(g, DECL_MELEE, m.A->name, m.D->name, a);
	d->roll = ra;
	d->droll = rd;
	char t1[80], t2[80];
	roll_text(&ra, t1, sizeof t1);
	roll_text(&rd, t2, sizeof t2);
	out_text(ctx->out, "  declared: %s attacks %s%s%s", m.A->name,
		 m.D->name, b->mutual ? " (both attack)" : "",
		 b->continued ? " (continued attack)" : "");
	out_text(ctx->out, "  %s rolls %s%s; %s rolls %s%s", m.A->name, t1,
		 ra_reused ? " (its one roll of this melee phase, 4.1.5)" : "",
		 m.D->name, t2,
		 rd_reused ? " (its one roll of this melee phase, 4.1.5)" : "");
	out_teach(ctx->out, "4.1.1: all attacks are carried out "
			    "simultaneously in the melee phase: `resolve`.");
done:
	melee_done(&m);
	return r;
}
