/* melee_resolve.c - Belle Alliance melee resolution (4.1.3-4.1.6,
 * 4.3): every declared attack at once, common targets, outcomes, history,
 * continued advance (4.1.4); odds; bound bookkeeping. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "melee.h"
#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/ruling.h"

enum mstate {
	M_ACTIVE, /* carried out */
	M_NOT,	  /* not carried out (a check failed, cancelled, forced back) */
	M_MIRROR, /* the other half of a mutual attack */
	M_FIRE,	  /* cancelled: a unit became MD/FD in the fire phase */
};

struct mres {
	struct mbuild b;
	size_t di;
	enum mstate st;
	long mirror_of;
	int fire_side; /* M_FIRE: the side that became MD/FD (4.1.1) */
	struct roll roll[2];
	int staff[2], staff_fell[2]; /* Table 18: each side's roll penalty */
	int total[2];
	int loser; /* 0, 1; -1 equal */
	int diff;
	enum ba_moral moral;   /* the loser's effect, Table 11 */
	double inflicted[2];   /* raw loss side i inflicts on the other */
	bool inflicts_none[2]; /* without supplies and no FD: prisoners only */
};

/* Per unit of the roster, during one resolve. */
struct uacc {
	bool in;     /* takes part in a melee carried out */
	bool rolled; /* its roll was made */
	struct roll roll;
	long best_m; /* melee with its best total (4.1.5) */
	int best_side;
	enum ba_moral moral; /* the worst effect any opponent achieved */
	int state_after;     /* by the moral effect */
	double raw;
	int loss, prisoners;
	bool engaged;
	bool moral_tie;	 /* equal results from several opponents (4.1.5) */
	long moral_from; /* ... the melee the target chose, or -1 */
	const struct unit *moral_by; /* ... the opponent of that melee */
};

struct mphase;
static struct uacc *acc_of(struct mphase *, const struct unit *);

static void
ex_sb(struct explain *e, struct strbuf *sb)
{
	explain_text(e, sb->s);
	sb_clear(sb);
}

static size_t
uidx(const struct game *g, const struct unit *u)
{
	return (size_t)(u - g->units);
}

static void
free_mres(struct mres *m, size_t n)
{
	for (size_t i = 0; i < n; i++)
		mbuild_free(&m[i].b);
	free(m);
}

/* 4.1.1: u became MD or FD after its first attack was declared (in the
 * fire phase, at the point of melee zone contact). */
static bool
became_md_in_fire(const struct unit *u)
{
	return BA(u)->melee_state > 0 && u->state >= BA_MORAL_MD &&
	       BA(u)->melee_state - 1 < BA_MORAL_MD;
}

/* 4.1.3: two units attacking each other fight one melee, whatever order
 * the lines were typed in: the first declared carries it, each side with
 * the facts, cover, charge, neighbour and support of its own attack. */
static void
merge_mutual(struct mres *first, struct mres *second)
{
	first->b.s[1] = second->b.s[0];
	first->b.s[1].pfx = "d_";
	first->b.s[1].attack_col = true;
	first->b.mutual = true;
	second->st = M_MIRROR;
}

static bool
reverse_pair(const struct mres *a, const struct mres *b)
{
	return a->b.s[0].u == b->b.s[1].u && a->b.s[1].u == b->b.s[0].u;
}

/* 4.1.3: an attack built as mutual whose reverse attack is not carried
 * out (no orders, no contact, cancelled...) is rebuilt as a plain attack:
 * the other unit defends with the defence column. 0, or -1 (ctx->err). */
static int
unmutual(struct mres *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		struct mres *f = &m[i];
		if (f->st != M_ACTIVE || !f->b.mutual)
			continue;
		bool reverse_stands = false;
		for (size_t j = 0; j < n; j++)
			if (j != i && reverse_pair(f, &m[j]) &&
			    (m[j].st == M_ACTIVE || m[j].st == M_MIRROR))
				reverse_stands = true;
		if (reverse_stands)
			continue;
		struct cmd_ctx *ctx = f->b.ctx;
		const struct ba_tables *bt = f->b.bt;
		const struct decl *d = f->b.d;
		long self = f->b.self;
		struct unit *A = f->b.s[0].u, *D = f->b.announced;
		mbuild_free(&f->b);
		mbuild_init(&f->b, ctx, bt);
		f->b.d = d;
		f->b.self = self;
		f->b.no_mutual = true;
		if (mbuild_run(&f->b, A, D) < 0)
			return -1;
		f->st = f->b.failed || f->b.stop ? M_NOT : M_ACTIVE;
	}
	return 0;
}

/* Statuses: cancelled in the fire phase (4.1.1), one melee of a mutual
 * attack (4.1.3). */
static void
melee_statuses(struct mres *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (became_md_in_fire(r->b.s[0].u)) {
			r->st = M_FIRE;
			r->fire_side = 0;
		} else if (r->st == M_ACTIVE &&
			   became_md_in_fire(r->b.s[1].u)) {
			r->st = M_FIRE;
			r->fire_side = 1;
		}
	}
	for (size_t i = 0; i < n; i++) {
		struct mres *r = &m[i];
		for (size_t j = 0; j < i; j++) {
			struct mres *f = &m[j];
			if (!reverse_pair(f, r) || f->st != r->st)
				continue;
			if (r->st == M_ACTIVE && f->b.mutual && r->b.mutual) {
				merge_mutual(f, r);
				r->mirror_of = (long)j;
			} else if (r->st == M_FIRE) {
				/* One cancelled melee: the line whose
				 * opponent became MD/FD speaks for both. */
				struct mres *x = r->fire_side == 0 ? r : f;
				x->st = M_MIRROR;
				x->mirror_of = x == r ? (long)j : (long)i;
			}
			break;
		}
	}
}

/* Build every declared attack; statuses (4.1.1 cancels, mutual attacks,
 * fire-phase cancel). Returns the count, or -1 with ctx->err. */
static long
build_all(struct cmd_ctx *ctx, const struct ba_tables *bt, struct mres **out)
{
	struct game *g = ctx->g;
	size_t n = 0;
	for (size_t i = 0; i < g->ndecls; i++)
		n += g->decls[i].kind == DECL_MELEE;
	struct mres *m = um_xcalloc(n ? n : 1, sizeof *m);
	size_t k = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		if (d->kind != DECL_MELEE)
			continue;
		struct mres *r = &m[k++];
		mbuild_init(&r->b, ctx, bt);
		r->di = i;
		r->mirror_of = -1;
		r->b.d = d;
		r->b.self = (long)i;
		struct unit *A = game_unit(g, d->actor);
		struct unit *D = game_unit(g, d->target);
		if (A == NULL || D == NULL) {
			cmd_error(ctx,
				  "melee %s vs %s: %s is no longer in the "
				  "roster; cancel the attack",
				  d->actor, d->target,
				  A ? d->target : d->actor);
			free_mres(m, k);
			return -1;
		}
		if (mbuild_run(&r->b, A, D) < 0) {
			free_mres(m, k);
			return -1;
		}
		if (r->b.need) {
			cmd_needs(ctx, r->b.need_key, r->b.need_q, "0..",
				  "melee %s vs %s", d->actor, d->target);
			free_mres(m, k);
			return -1;
		}
		r->st = r->b.failed || r->b.stop ? M_NOT : M_ACTIVE;
		r->roll[0] = d->roll;
		r->roll[1] = d->droll;
	}
	melee_statuses(m, n);
	if (unmutual(m, n) < 0) {
		free_mres(m, n);
		return -1;
	}
	*out = m;
	return (long)n;
}

static const char *
moral_name(enum ba_moral m)
{
	return ba_moral_names[m];
}

static void
melee_record(struct cmd_ctx *ctx, struct mres *r)
{
	struct rec rc;
	char d[64];
	rec_begin(&rc, "MELEE");
	rec_str(&rc, "attacker", r->b.s[0].u->name);
	rec_str(&rc, "defender", r->b.s[1].u->name);
	for (int s = 0; s < 2; s++) {
		const char *p = s ? "d_" : "a_";
		char k[16];
		snprintf(k, sizeof k, "%sroll", p);
		rec_int(&rc, k, r->roll[s].total);
		snprintf(k, sizeof k, "%smod", p);
		rec_num(&rc, k, r->b.s[s].mod);
		snprintf(k, sizeof k, "%stotal", p);
		rec_int(&rc, k, r->total[s]);
	}
	for (int s = 0; s < 2; s++)
		if (r->staff[s]) {
			/* Table 18: the roll used before the Table 8 factors.
			 */
			const char *p = s ? "d_" : "a_";
			char k[16];
			snprintf(k, sizeof k, "%sstaff", p);
			rec_int(&rc, k, r->staff[s]);
			snprintf(k, sizeof k, "%sroll_used", p);
			rec_int(&rc, k, r->roll[s].total + r->staff[s]);
		}
	for (int s = 0; s < 2; s++)
		if (r->roll[s].n) {
			roll_format_dice(&r->roll[s], d, sizeof d);
			rec_str(&rc, s ? "d_dice" : "a_dice", d);
		}
	for (int s = 0; s < 2; s++) {
		rec_int(&rc, s ? "d_figures" : "a_figures", r->b.s[s].figures);
		rec_int(&rc, s ? "d_uom" : "a_uom", r->b.s[s].uom);
	}
	if (r->b.mutual)
		rec_str(&rc, "mutual", "yes");
	if (r->b.continued)
		rec_str(&rc, "continued", "yes");
	rec_end(&rc, ctx->out);
}

static void
explain_side(struct explain *e, struct mres *r, int s)
{
	struct mside *m = &r->b.s[s];
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "  %s (%s column):", m->u->name,
		m->attack_col ? "attack" : "defence");
	for (size_t i = 0; i < m->nf; i++) {
		const struct ba_factor *f = &m->f[i];
		if (!(m->attack_col ? f->count_a : f->count_b))
			continue;
		sb_addf(&sb, " %s %+g (%s)", f->row->label,
			m->attack_col ? f->a : f->b, f->row->rule);
	}
	if (m->nf == 0)
		sb_add(&sb, " no factor");
	sb_addf(&sb, "; factors %+g", m->mod);
	explain_add(e, "%s", sb.s);
	sb_free(&sb);
}

/* The RESULT of one attack (spec §6), after every outcome is applied. */
static void
result_record(struct cmd_ctx *ctx, const struct ba_tables *bt, struct mres *r,
	      struct mphase *ph)
{
	struct game *g = ctx->g;
	struct unit *A = r->b.s[0].u, *D = r->b.s[1].u;
	struct uacc *ua = acc_of(ph, A), *ud = acc_of(ph, D);
	struct rec rc;
	rec_begin(&rc, "RESULT");
	rec_str(&rc, "kind", "melee");
	rec_str(&rc, "attacker", A->name);
	rec_str(&rc, "defender", D->name);
	rec_int(&rc, "loss", ud->loss);
	rec_str(&rc, "moral", moral_name(ud->moral));
	rec_str(&rc, "state", unit_state_name(g, D));
	rec_int(&rc, "figures", D->figures);
	rec_str(&rc, "loser", r->loser < 0 ? "none" : r->b.s[r->loser].u->name);
	rec_int(&rc, "diff", r->diff);
	rec_int(&rc, "a_loss", ua->loss);
	rec_int(&rc, "d_loss", ud->loss);
	rec_num(&rc, "a_inflicted", r->inflicted[0]);
	rec_num(&rc, "d_inflicted", r->inflicted[1]);
	rec_str(&rc, "a_moral", moral_name(ua->moral));
	rec_str(&rc, "a_state", unit_state_name(g, A));
	rec_int(&rc, "a_figures", A->figures);
	if (ud->moral_tie && ud->moral_by) {
		rec_str(&rc, "moral_tie", "yes");
		rec_str(&rc, "moral_from", ud->moral_by->name);
	}
	if (ua->moral_tie && ua->moral_by) {
		rec_str(&rc, "a_moral_tie", "yes");
		rec_str(&rc, "a_moral_from", ua->moral_by->name);
	}
	if (ud->prisoners)
		rec_int(&rc, "prisoners", ud->prisoners);
	if (ua->prisoners)
		rec_int(&rc, "a_prisoners", ua->prisoners);
	if (D->removed)
		rec_str(&rc, "removed", "yes");
	if (A->removed)
		rec_str(&rc, "a_removed", "yes");
	ba_rec_provisional(&rc, bt->t11.provisional || bt->t12.provisional ||
				    bt->set.provisional);
	rec_end(&rc, ctx->out);
}

static void
share_record(struct out *out, const struct game *g, const struct unit *u,
	     const char *role, const struct unit *of,
	     const struct ba_outcome *o, const char *rule, bool prov)
{
	struct rec rc;
	rec_begin(&rc, "SHARE");
	rec_str(&rc, "unit", u->name);
	rec_str(&rc, "role", role);
	rec_str(&rc, "of", of->name);
	rec_int(&rc, "loss", o->loss);
	rec_str(&rc, "moral", moral_name(o->moral));
	rec_str(&rc, "state", unit_state_name(g, u));
	rec_int(&rc, "figures", u->figures);
	if (u->removed)
		rec_str(&rc, "removed", "yes");
	rec_str(&rc, "rule", rule);
	ba_rec_provisional(&rc, prov);
	rec_end(&rc, out);
}

/* 4.1.4: the attacker's right to continued advance (and attack). */
static void
grant_advance(struct cmd_ctx *ctx, struct unit *u, const struct unit *opp,
	      bool attack, const char *position, const struct unit *support_of,
	      struct out *asks)
{
	struct game *g = ctx->g;
	if (u == NULL || u->removed || BA(u)->advance_right == g->bound)
		return;
	BA(u)->advance_right = g->bound;
	BA(u)->advance_attack = attack;
	char q[320];
	struct rec rc;
	rec_begin(&rc, "CHECK");
	rec_str(&rc, "key", "advance");
	rec_str(&rc, "unit", u->name);
	rec_str(&rc, "result", "ask");
	rec_str(&rc, "rule", support_of ? "4.1.4 4.1.7" : "4.1.4");
	char why[240];
	if (support_of)
		snprintf(why, sizeof why,
			 "%s is %s as a result of the melee; %s supported %s "
			 "and may join its continued advance, not a "
			 "continued attack",
			 opp->name, unit_state_name(g, opp), u->name,
			 support_of->name);
	else
		snprintf(why, sizeof why, "%s is %s as a result of the melee",
			 opp->name, unit_state_name(g, opp));
	rec_str(&rc, "reason", why);
	rec_str(&rc, "source", "derived");
	snprintf(q, sizeof q,
		 "Does %s carry out continued advance (half a bound of march "
		 "at its latest rate, one wheel of at most 20 degrees%s%s)?",
		 u->name, position[0] ? "; it stops in the position " : "",
		 position);
	rec_str(&rc, "question", q);
	rec_str(&rc, "allowed", "yes|no");
	rec_end(&rc, asks);
	if (attack) {
		rec_begin(&rc, "CHECK");
		rec_str(&rc, "key", "attack");
		rec_str(&rc, "unit", u->name);
		rec_str(&rc, "result", "ask");
		rec_str(&rc, "rule", "4.1.4");
		snprintf(why, sizeof why, "%s is FD", opp->name);
		rec_str(&rc, "reason", why);
		rec_str(&rc, "source", "derived");
		snprintf(q, sizeof q,
			 "Does %s use the continued advance for a continued "
			 "attack (on %s or another opponent within reach)?",
			 u->name, opp->name);
		rec_str(&rc, "question", q);
		rec_str(&rc, "allowed", "yes|no");
		rec_end(&rc, asks);
	}
}

static struct unit *
linked_sl(const struct mside *s)
{
	return s->sl && s->sl_link > 0 ? s->sl : NULL;
}

static void
engage(struct mphase *ph, struct unit *u)
{
	if (u && !acc_of(ph, u)->engaged) {
		acc_of(ph, u)->engaged = true;
		BA(u)->engagements++;
	}
}

/* What resolve and odds share: the tables and every declared attack built
 * and checked. 0 when nothing is declared, -1 on error (nothing kept),
 * 1 with the attacks in *m, *n of them (bt and *m then the caller's). */
static int
melee_prepare(struct cmd_ctx *ctx, struct ba_tables *bt, struct mres **m,
	      long *n)
{
	if (game_count_decls(ctx->g, DECL_MELEE) == 0)
		return 0;
	memset(bt, 0, sizeof *bt);
	if (ba_ctx_tables(ctx, bt) < 0)
		return -1;
	*m = NULL;
	*n = build_all(ctx, bt, m);
	if (*n < 0) {
		ba_tables_free(bt);
		return -1;
	}
	return 1;
}

/* One resolve of the melee phase: what its steps share. */
struct mphase {
	struct cmd_ctx *ctx;
	struct game *g;
	struct ba_tables bt;
	const struct ba_settings *set;
	bool prov;
	struct mres *m;
	long n;
	struct explain e;
	/* The units the attacks name (sides, opponents, neighbours,
	 * supports, skirmish lines), ascending, and what each gets: acc[k]
	 * is unit inv[k]'s, so a resolve does not walk the roster. */
	struct uacc *acc;
	size_t *inv;
	size_t ninv;
	struct out asks, shares;
	struct strbuf sb;
};

static int
cmp_index(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	return (x > y) - (x < y);
}

static void
involved_units(struct mphase *ph)
{
	size_t cap = (size_t)(ph->n > 0 ? ph->n : 1) * 10, n = 0;
	ph->inv = um_xmalloc(cap * sizeof *ph->inv);
	for (long i = 0; i < ph->n; i++)
		for (int s = 0; s < 2; s++) {
			const struct mside *ms = &ph->m[i].b.s[s];
			const struct unit *u[5] = {
			    ms->u, ms->opp, ms->neighbour, ms->support, ms->sl};
			for (int k = 0; k < 5; k++)
				if (u[k] && u[k] >= ph->g->units &&
				    u[k] < ph->g->units + ph->g->nunits)
					ph->inv[n++] = uidx(ph->g, u[k]);
		}
	qsort(ph->inv, n, sizeof *ph->inv, cmp_index);
	size_t kept = 0;
	for (size_t i = 0; i < n; i++)
		if (kept == 0 || ph->inv[kept - 1] != ph->inv[i])
			ph->inv[kept++] = ph->inv[i];
	ph->ninv = kept;
}

/* Unit ui's entry: one of the units the attacks name. */
static struct uacc *
acc_at(struct mphase *ph, size_t ui)
{
	size_t lo = 0, hi = ph->ninv;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (ph->inv[mid] <= ui)
			lo = mid;
		else
			hi = mid;
	}
	if (lo >= ph->ninv || ph->inv[lo] != ui)
		abort(); /* a unit no attack names: a bug, not bad input */
	return &ph->acc[lo];
}

static struct uacc *
acc_of(struct mphase *ph, const struct unit *u)
{
	return acc_at(ph, uidx(ph->g, u));
}

/* 4.1.1: the melee is cancelled because one of the units became MD or FD
 * in the fire phase while at the point of melee zone contact. */
static void
report_fire_cancel(struct mphase *ph, struct mres *r)
{
	struct unit *x = r->b.s[r->fire_side].u;
	struct unit *other = r->b.s[1 - r->fire_side].u;
	struct rec rc;
	char why[240];
	rec_begin(&rc, "CHECK");
	rec_str(&rc, "key", r->fire_side ? "opponent" : "attacker");
	rec_str(&rc, "result", "fail");
	rec_str(&rc, "rule", "4.1.1");
	if (r->fire_side)
		snprintf(why, sizeof why,
			 "%s became %s in the fire phase: the melee is "
			 "cancelled; both still count as attacker and "
			 "defender",
			 x->name, unit_state_name(ph->g, x));
	else
		snprintf(why, sizeof why,
			 "%s became %s in the fire phase: its attack is "
			 "cancelled; %s still counts as defender%s",
			 x->name, unit_state_name(ph->g, x), other->name,
			 x->state == BA_MORAL_FD ? " and as having brought its "
						   "opponent into FD"
						 : "");
	rec_str(&rc, "reason", why);
	rec_str(&rc, "source", "derived");
	rec_end(&rc, ph->ctx->out);
	explain_add(&ph->e, "%s vs %s: %s (4.1.1)", r->b.s[0].u->name,
		    r->b.s[1].u->name, why);
}

/* Table 18: the penalty of side s's unit on its roll, with its FACTOR
 * record (source=history). */
static void
melee_staff(const struct game *g, struct mres *r, int s, struct out *out)
{
	const struct unit *u = r->b.s[s].u;
	r->staff[s] = ba_staff_penalty(g, u->side, &r->staff_fell[s]);
	if (r->staff[s] == 0)
		return;
	char part[2 * UM_NAME_MAX + 4];
	snprintf(part, sizeof part, "%s>%s", u->name, r->b.s[s].opp->name);
	ba_staff_factor(out, part, s == 0 ? "attack" : "defence", u->side,
			r->staff[s], r->staff_fell[s]);
}

/* 4.1.3: the adjusted rolls compared; the loser's effect by Table 11. */
static void
judge_melee(struct mphase *ph, struct mres *r)
{
	for (int s = 0; s < 2; s++)
		r->total[s] =
		    r->roll[s].total + r->staff[s] + (int)lround(r->b.s[s].mod);
	r->loser = -1;
	r->diff = 0;
	r->moral = BA_MORAL_NONE;
	if (r->total[0] != r->total[1]) {
		r->loser = r->total[0] < r->total[1] ? 0 : 1;
		r->diff = abs(r->total[0] - r->total[1]);
		const struct ba_result_row *row =
		    ba_result_lookup(&ph->bt.t11, r->diff);
		r->moral = row ? row->moral : BA_MORAL_NONE;
	}
	struct explain *e = &ph->e;
	explain_add(e, "%s vs %s%s:", r->b.s[0].u->name, r->b.s[1].u->name,
		    r->b.mutual ? " (both attack: attack columns, 4.1.3)" : "");
	explain_side(e, r, 0);
	explain_side(e, r, 1);
	for (int s = 0; s < 2; s++) {
		char d[64] = "";
		if (r->roll[s].n)
			roll_format_dice(&r->roll[s], d, sizeof d);
		if (r->staff[s])
			explain_add(
			    e,
			    "  %s rolls %s%s%d, %+d (Table 18: a staff "
			    "figure of %s fell in bound %d) = %d, %+g = "
			    "%d (4.1.3)",
			    r->b.s[s].u->name, d, d[0] ? " = " : "",
			    r->roll[s].total, r->staff[s], r->b.s[s].u->side,
			    r->staff_fell[s], r->roll[s].total + r->staff[s],
			    r->b.s[s].mod, r->total[s]);
		else
			explain_add(e, "  %s rolls %s%s%d, %+g = %d (4.1.3)",
				    r->b.s[s].u->name, d, d[0] ? " = " : "",
				    r->roll[s].total, r->b.s[s].mod,
				    r->total[s]);
	}
	if (r->loser < 0)
		explain_add(
		    e, "  equal results: no loser, no morale effect (4.1.3)");
	else
		explain_add(e, "  %s loses by %d: Table 11 gives %s%s (4.1.3)",
			    r->b.s[r->loser].u->name, r->diff,
			    moral_name(r->moral),
			    ph->bt.t11.provisional ? " (provisional)" : "");
}

/* The records of each attack, in the order declared (4.1.1-4.1.3). */
static void
report_attacks(struct mphase *ph)
{
	struct out *out = ph->ctx->out;
	for (long i = 0; i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		struct unit *A = r->b.s[0].u, *D = r->b.s[1].u;
		checklist_print(&r->b.chk, NULL, out);
		switch (r->st) {
		case M_NOT:
			out_text(out, "  %s vs %s is not carried out: %s",
				 A->name, D->name,
				 r->b.failed ? r->b.fail : r->b.stop_why);
			explain_add(&ph->e, "%s vs %s: not carried out: %s",
				    A->name, D->name,
				    r->b.failed ? r->b.fail : r->b.stop_why);
			break;
		case M_MIRROR:
			out_text(out,
				 "  %s vs %s is the melee of %s vs %s: both "
				 "attack, one melee; the factors of %s are "
				 "those of its own attack (4.1.3)",
				 A->name, D->name, D->name, A->name, A->name);
			break;
		case M_FIRE:
			report_fire_cancel(ph, r);
			break;
		case M_ACTIVE:
			for (int s = 0; s < 2; s++) {
				melee_factor_records(&r->b, s, out);
				melee_staff(ph->g, r, s, out);
			}
			judge_melee(ph, r);
			melee_record(ph->ctx, r);
			break;
		}
	}
}

/* 4.1.5: the target chooses among equal moral results (moral_from=NAME
 * on one of its melee lines; else the first declared). */
static void
choose_moral_from(struct mphase *ph, size_t ui)
{
	struct uacc *a = acc_at(ph, ui);
	struct unit *u = &ph->g->units[ui];
	long first = -1;
	int ties = 0;
	const char *want = NULL;
	for (long i = 0; i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		if (r->st != M_ACTIVE || r->loser < 0 ||
		    r->b.s[r->loser].u != u || r->moral != a->moral)
			continue;
		ties++;
		if (first < 0)
			first = i;
		const char *v = kv_get(r->b.d->kv, r->b.d->nkv, "moral_from");
		if (v)
			want = v;
	}
	if (ties < 2)
		return;
	a->moral_tie = true;
	a->moral_from = first;
	for (long i = 0; want && i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		if (r->st == M_ACTIVE && r->loser >= 0 &&
		    r->b.s[r->loser].u == u && r->moral == a->moral &&
		    strcmp(r->b.s[1 - r->loser].u->name, want) == 0)
			a->moral_from = i;
	}
	struct mres *f = &ph->m[a->moral_from];
	a->moral_by = f->b.s[1 - f->loser].u;
	const char *by = a->moral_by->name;
	if (want && strcmp(want, by) != 0)
		explain_add(
		    &ph->e,
		    "%s: moral_from=%s is not among the opponents with the "
		    "equal result; the first declared, %s, is taken (4.1.5)",
		    u->name, want, by);
	explain_add(
	    &ph->e,
	    "%s: %d opponents inflict the same result %s; %s chooses to "
	    "calculate retreat or rout from %s%s (4.1.5)",
	    u->name, ties, moral_name(a->moral), u->name, by,
	    want ? "" : " (the first declared; moral_from=NAME chooses)");
}

/* Each unit's best total and the worst moral effect it suffers (4.1.5:
 * the target gets the best result the attackers achieved). */
static void
best_results(struct mphase *ph)
{
	struct game *g = ph->g;
	for (size_t k = 0; k < ph->ninv; k++) {
		ph->acc[k].best_m = -1;
		ph->acc[k].moral_from = -1;
	}
	for (long i = 0; i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		if (r->st != M_ACTIVE)
			continue;
		for (int s = 0; s < 2; s++) {
			struct uacc *a = acc_of(ph, r->b.s[s].u);
			a->in = true;
			if (!a->rolled) {
				a->rolled = true;
				a->roll = r->roll[s];
			}
			if (a->best_m < 0 ||
			    r->total[s] >
				ph->m[a->best_m].total[a->best_side]) {
				a->best_m = i;
				a->best_side = s;
			}
			if (r->loser == s && r->moral > a->moral)
				a->moral = r->moral;
		}
	}
	for (size_t k = 0; k < ph->ninv; k++) {
		size_t i = ph->inv[k];
		ph->acc[k].state_after = ba_moral_combine(
		    ph->set, g->units[i].state, ph->acc[k].moral);
		if (ph->acc[k].moral != BA_MORAL_NONE)
			choose_moral_from(ph, i);
	}
}

/* Loss unit u inflicts: Table 12 by its best total, per unit of melee,
 * spread over its opponents by their figures in units of melee (4.1.3,
 * 4.1.5). Without supplies only prisoners (5.5.3). */
static void
inflict_loss(struct mphase *ph, size_t ui)
{
	struct game *g = ph->g;
	struct uacc *a = acc_at(ph, ui);
	struct unit *u = game_unit_w(g, ui);
	struct mres *best = &ph->m[a->best_m];
	const struct ba_result_row *row =
	    ba_result_lookup(&ph->bt.t12, best->total[a->best_side]);
	double per = row ? row->loss : 0;
	int uom = best->b.s[a->best_side].uom;
	double L = per * uom, w = 0;
	int nopp = 0;
	for (long i = 0; i < ph->n; i++)
		for (int s = 0; s < 2; s++)
			if (ph->m[i].st == M_ACTIVE && ph->m[i].b.s[s].u == u) {
				w += ph->m[i].b.s[1 - s].uom_figures;
				nopp++;
			}
	explain_add(
	    &ph->e,
	    "%s inflicts Table 12[%d] = %g per unit of melee x %d = %g "
	    "figures%s (4.1.3%s)",
	    u->name, best->total[a->best_side], per, uom, L,
	    nopp > 1 ? ", spread over its opponents by their figures in units "
		       "of melee"
		     : "",
	    nopp > 1 ? ", 4.1.5" : "");
	for (long i = 0; i < ph->n; i++)
		for (int s = 0; s < 2; s++) {
			struct mres *r = &ph->m[i];
			if (r->st != M_ACTIVE || r->b.s[s].u != u)
				continue;
			double share = w > 0 ? L * r->b.s[1 - s].uom_figures / w
					     : L / nopp;
			struct unit *o = r->b.s[1 - s].u;
			if (!BA(u)->supplies &&
			    acc_of(ph, o)->state_after != BA_MORAL_FD) {
				r->inflicts_none[s] = true;
				explain_add(
				    &ph->e,
				    "  %s is without supplies and %s does not "
				    "become FD: no loss, it may only take "
				    "prisoners (5.5.3)",
				    u->name, o->name);
				share = 0;
			}
			r->inflicted[s] = share;
			acc_of(ph, o)->raw += share;
		}
}

/* Loss rounded once per unit (4.1.5), the moral effect, prisoners when it
 * becomes FD (4.1.3); a soutien's skirmish line shares (4.3.2). */
static void
apply_outcome(struct mphase *ph, size_t ui)
{
	struct game *g = ph->g;
	const struct ba_settings *set = ph->set;
	struct uacc *a = acc_at(ph, ui);
	struct unit *u = game_unit_w(g, ui);
	a->loss = (int)um_round(a->raw, set->rounding);
	/* 4.3.2: a skirmish line in the melee zone between shares the loss
	 * in proportion; a linked one shares the moral effect. */
	struct mside *ms = &ph->m[a->best_m].b.s[a->best_side];
	struct unit *sl = linked_sl(ms);
	int sl_loss = 0;
	if (sl && ms->sl_uom > 0 && ms->uom_figures > 0) {
		sl_loss = (int)um_round((double)a->loss * ms->sl_uom /
					    ms->uom_figures,
					set->rounding);
		a->loss -= sl_loss;
	}
	if (a->state_after == BA_MORAL_FD)
		a->prisoners = a->loss + sl_loss;
	struct ba_outcome o;
	explain_add(
	    &ph->e, "%s: raw loss %g, rounded %s: %d%s", u->name, a->raw,
	    set->rounding == UM_ROUND_HALF_UP ? "half-up"
	    : set->rounding == UM_ROUND_DOWN  ? "down"
					      : "up",
	    a->loss + sl_loss,
	    a->prisoners ? ", surrendered as prisoners: it becomes FD (4.1.3)"
			 : "");
	ba_apply_outcome(&ph->bt, g, u, a->loss, a->moral, &o);
	ba_outcome_explain(g, u, &o, "4.1.5", &ph->sb);
	ex_sb(&ph->e, &ph->sb);
	if (sl) {
		ba_apply_outcome(&ph->bt, g, sl, sl_loss, a->moral, &o);
		share_record(&ph->shares, g, sl, "skirmish-line", u, &o,
			     "4.3.2", ph->prov);
		explain_add(
		    &ph->e,
		    "skirmish line %s of %s: %d of the loss (in proportion, %d "
		    "of %d figures in units of melee) and the morale effect "
		    "(4.3.2)",
		    sl->name, u->name, sl_loss, ms->sl_uom, ms->uom_figures);
		ba_outcome_explain(g, sl, &o, "4.3.2", &ph->sb);
		ex_sb(&ph->e, &ph->sb);
	}
	a->loss += sl_loss;
}

/* 4.1.6: a neighbour unit gets its unit's moral result (no loss). */
static void
share_neighbours(struct mphase *ph)
{
	struct game *g = ph->g;
	for (long i = 0; i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		if (r->st != M_ACTIVE)
			continue;
		for (int s = 0; s < 2; s++) {
			struct unit *nb = r->b.s[s].neighbour;
			if (nb == NULL)
				continue;
			struct ba_outcome o;
			ba_apply_outcome(&ph->bt, g, nb, 0,
					 acc_of(ph, r->b.s[s].u)->moral, &o);
			share_record(&ph->shares, g, nb, "neighbour",
				     r->b.s[s].u, &o, "4.1.6", ph->prov);
			explain_add(
			    &ph->e,
			    "neighbour unit %s shares the morale result of %s "
			    "(4.1.6)",
			    nb->name, r->b.s[s].u->name);
			ba_outcome_explain(g, nb, &o, "4.1.6", &ph->sb);
			ex_sb(&ph->e, &ph->sb);
		}
	}
}

/* 4.1.4: continued advance for every attacker whose opponent became MD
 * or FD as a result of melee; a tied attacker of a common target too
 * (docs/rulings.md). Its neighbour, its linked skirmish line and its
 * support unit (4.1.7, no continued attack) may join. */
static void
advance_rights(struct mphase *ph, struct mres *r)
{
	struct cmd_ctx *ctx = ph->ctx;
	for (int s = 0; s < 2; s++) {
		if (s == 1 && !r->b.mutual)
			break;
		struct mside *ms = &r->b.s[s];
		struct unit *o = r->b.s[1 - s].u;
		bool won = r->loser == 1 - s;
		bool tied = r->loser < 0 && acc_of(ph, o)->moral >= BA_MORAL_MD;
		if (r->b.continued || !(won || tied) || o->state < BA_MORAL_MD)
			continue;
		bool atk = o->state == BA_MORAL_FD;
		grant_advance(ctx, ms->u, o, atk, r->b.position, NULL,
			      &ph->asks);
		grant_advance(ctx, ms->neighbour, o, atk, r->b.position, NULL,
			      &ph->asks);
		grant_advance(ctx, linked_sl(ms), o, atk, r->b.position, NULL,
			      &ph->asks);
		grant_advance(ctx, ms->support, o, false, r->b.position, ms->u,
			      &ph->asks);
	}
}

/* 4.1.1: a melee cancelled in the fire phase still counts: the unit whose
 * opponent became MD or FD as attacker or defender, and, on FD, as having
 * brought it into FD; an attacker whose target became so may advance. */
static void
history_fire_cancel(struct mphase *ph, struct mres *r)
{
	struct game *g = ph->g;
	struct mside *sa = &r->b.s[0], *sd = &r->b.s[1];
	if (r->fire_side == 0) {
		/* The attacker became MD or FD: the defender defended. */
		BA(sd->u)->defended = g->bound;
		if (sa->u->state == BA_MORAL_FD)
			BA(sd->u)->inflicted_fd = g->bound;
		return;
	}
	BA(sa->u)->attacked = g->bound;
	if (sa->charge)
		BA(sa->u)->charged = g->bound;
	if (r->b.mutual)
		BA(sd->u)->attacked = g->bound;
	else
		BA(sd->u)->defended = g->bound;
	bool fd = sd->u->state == BA_MORAL_FD;
	if (fd) {
		BA(sa->u)->inflicted_fd = g->bound;
		if (sa->neighbour)
			BA(sa->neighbour)->inflicted_fd = g->bound;
	}
	if (!r->b.continued) {
		grant_advance(ph->ctx, sa->u, sd->u, fd, r->b.position, NULL,
			      &ph->asks);
		grant_advance(ph->ctx, sa->neighbour, sd->u, fd, r->b.position,
			      NULL, &ph->asks);
	}
}

/* History of a melee carried out (Table 8 rows 20, 23, 27-29; 4.1.1,
 * 4.1.6, 4.1.7). */
static void
history_melee(struct mphase *ph, struct mres *r)
{
	struct game *g = ph->g;
	for (int s = 0; s < 2; s++) {
		struct mside *ms = &r->b.s[s];
		bool attacker = s == 0 || r->b.mutual;
		BA(ms->u)->melee_mark = ba_phase_mark(g);
		if (attacker) {
			BA(ms->u)->attacked = g->bound;
			if (ms->charge)
				BA(ms->u)->charged = g->bound;
		} else {
			BA(ms->u)->defended = g->bound;
		}
		if (ms->neighbour) {
			BA(ms->neighbour)->neighbour_bound = g->bound;
			if (attacker)
				BA(ms->neighbour)->attacked = g->bound;
			else
				BA(ms->neighbour)->defended = g->bound;
		}
		if (ms->support) {
			BA(ms->support)->support_bound = g->bound;
			BA(ms->support)->support_phase = g->phase;
		}
		engage(ph, ms->u);
		engage(ph, ms->neighbour);
	}
	/* The winner that put its opponent into FD (4.1.1). */
	for (int s = 0; s < 2; s++) {
		struct unit *o = r->b.s[1 - s].u;
		struct uacc *ao = acc_of(ph, o);
		if (r->loser == 1 - s && o->state == BA_MORAL_FD &&
		    ao->state_after == BA_MORAL_FD &&
		    BA(o)->melee_state != 1 + BA_MORAL_FD) {
			BA(r->b.s[s].u)->inflicted_fd = g->bound;
			if (r->b.s[s].neighbour)
				BA(r->b.s[s].neighbour)->inflicted_fd =
				    g->bound;
		}
	}
	advance_rights(ph, r);
}

static void
record_history(struct mphase *ph)
{
	for (long i = 0; i < ph->n; i++) {
		struct mres *r = &ph->m[i];
		if (r->st == M_FIRE)
			history_fire_cancel(ph, r);
		else if (r->st == M_ACTIVE)
			history_melee(ph, r);
	}
}

/* 5.5.3: one supplies account per unit that rolled; its neighbour runs
 * out on the same roll (4.1.6). */
static void
supply_note(struct mphase *ph, const struct unit *u, int ones,
	    const struct ba_supply_note *note, const char *of)
{
	if (note->triggered)
		explain_add(
		    &ph->e,
		    "%s%s%s rolled %d dice showing one: supplies for %d more "
		    "rolls (5.5.3%s)",
		    u->name, of ? ", neighbour unit of " : "", of ? of : "",
		    ones, BA(u)->supply_rolls, of ? ", 4.1.6" : "");
	if (note->ran_out)
		explain_add(&ph->e, "%s is now without supplies (5.5.3%s)",
			    u->name,
			    of ? ", 4.1.6: on the roll of its unit" : "");
	/* As fire: a record for every roll that counts (5.5.3). */
	if (!(note->triggered || note->rolls_before >= 0))
		return;
	struct rec rc;
	rec_begin(&rc, "SUPPLY");
	rec_str(&rc, "unit", u->name);
	if (of)
		rec_str(&rc, "of", of);
	rec_int(&rc, "ones", ones);
	if (BA(u)->supply_rolls >= 0)
		rec_int(&rc, "rolls_left", BA(u)->supply_rolls);
	rec_bool(&rc, "supplies", BA(u)->supplies);
	rec_str(&rc, "rule", of ? "4.1.6 5.5.3" : "5.5.3");
	rec_end(&rc, ph->ctx->out);
}

static void
account_supplies(struct mphase *ph)
{
	struct game *g = ph->g;
	for (size_t k = 0; k < ph->ninv; k++) {
		size_t ui = ph->inv[k];
		struct uacc *a = acc_at(ph, ui);
		if (!a->rolled)
			continue;
		struct unit *u = game_unit_w(g, ui);
		int ones = melee_ones(ph->set, &a->roll);
		if (ones < 0)
			ones = 0;
		struct ba_supply_note note;
		ba_supplies_account(ph->set, u, ones, &note);
		supply_note(ph, u, ones, &note, NULL);
		for (long i = 0; i < ph->n; i++)
			for (int s = 0; s < 2; s++) {
				struct mside *ms = &ph->m[i].b.s[s];
				if (ph->m[i].st != M_ACTIVE || ms->u != u ||
				    ms->neighbour == NULL)
					continue;
				struct ba_supply_note nn;
				ba_supplies_account(ph->set, ms->neighbour,
						    ones, &nn);
				supply_note(ph, ms->neighbour, ones, &nn,
					    u->name);
			}
	}
}

/* The attacks are done: drop them, and the states at declaration. */
static void
drop_attacks(struct game *g)
{
	size_t kept = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		if (g->decls[i].kind == DECL_MELEE) {
			decl_free(&g->decls[i]);
			continue;
		}
		g->decls[kept++] = g->decls[i];
	}
	g->ndecls = kept;
	for (size_t i = 0; i < g->nunits; i++)
		if (BA(&g->units[i])->melee_state)
			BA(game_unit_w(g, i))->melee_state = 0;
}

int
ba_melee_resolve(struct cmd_ctx *ctx)
{
	struct mphase ph;
	memset(&ph, 0, sizeof ph);
	ph.ctx = ctx;
	ph.g = ctx->g;
	int prepared = melee_prepare(ctx, &ph.bt, &ph.m, &ph.n);
	if (prepared <= 0)
		return prepared;
	struct game *g = ph.g;
	ph.set = &ph.bt.set;
	ph.prov = ph.bt.t11.provisional || ph.bt.t12.provisional;
	out_init(&ph.asks);
	out_init(&ph.shares);
	sb_init(&ph.sb);
	explain_add(&ph.e, "Melee, bound %d: every attack at once (4.1.1)",
		    g->bound);
	involved_units(&ph);
	ph.acc = um_xcalloc(ph.ninv ? ph.ninv : 1, sizeof *ph.acc);
	report_attacks(&ph);
	best_results(&ph);
	for (size_t k = 0; k < ph.ninv; k++)
		if (ph.acc[k].in)
			inflict_loss(&ph, ph.inv[k]);
	for (size_t k = 0; k < ph.ninv; k++)
		if (ph.acc[k].in)
			apply_outcome(&ph, ph.inv[k]);
	share_neighbours(&ph);
	for (long i = 0; i < ph.n; i++)
		if (ph.m[i].st == M_ACTIVE)
			result_record(ctx, &ph.bt, &ph.m[i], &ph);
	out_append(ctx->out, &ph.shares);
	record_history(&ph);
	account_supplies(&ph);
	if (ph.asks.n) {
		out_append(ctx->out, &ph.asks);
		out_text(ctx->out, "  decide after all other attacks: advance "
				   "UNIT yes|no [attack=yes|no] (4.1.4)");
	}
	drop_attacks(g);
	explain_publish(&ph.e, g);
	out_teach(ctx->out,
		  "4.1.3: the lower adjusted roll loses; the difference gives "
		  "its morale effect (Table 11); each side's adjusted roll "
		  "gives the loss it inflicts per unit of melee (Table 12).");
	out_free(&ph.asks);
	out_free(&ph.shares);
	sb_free(&ph.sb);
	free(ph.acc);
	free(ph.inv);
	free_mres(ph.m, (size_t)ph.n);
	ba_tables_free(&ph.bt);
	return 0;
}

/* ---- odds -------------------------------------------------------------- */

/* Probability of each total of the dice. */
static void
dice_dist(const struct dicespec *d, double *p, int max)
{
	for (int i = 0; i <= max; i++)
		p[i] = 0;
	p[0] = 1;
	for (int k = 0; k < d->n; k++) {
		double q[DICE_MAX * 100 + 1] = {0};
		for (int t = 0; t <= max; t++)
			if (p[t] > 0)
				for (int f = 1; f <= d->faces && t + f <= max;
				     f++)
					q[t + f] += p[t] / d->faces;
		for (int t = 0; t <= max; t++)
			p[t] = q[t];
	}
}

int
ba_melee_odds(struct cmd_ctx *ctx)
{
	struct ba_tables bt;
	struct mres *m = NULL;
	long n = 0;
	int prepared = melee_prepare(ctx, &bt, &m, &n);
	if (prepared <= 0)
		return prepared;
	const struct dicespec *ds = &bt.set.dice;
	int max = ds->n * ds->faces;
	if (max > DICE_MAX * 100)
		max = DICE_MAX * 100;
	double p[DICE_MAX * 100 + 1];
	dice_dist(ds, p, max);
	for (long i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (r->st != M_ACTIVE)
			continue;
		struct unit *A = r->b.s[0].u, *D = r->b.s[1].u;
		/* Table 18: a side's staff penalty moves its roll too. */
		int ma = (int)lround(r->b.s[0].mod) +
			 ba_staff_penalty(ctx->g, A->side, NULL);
		int md = (int)lround(r->b.s[1].mod) +
			 ba_staff_penalty(ctx->g, D->side, NULL);
		/* [loser 0/1][moral], and equal. */
		double pr[2][4] = {{0}}, eq = 0;
		for (int x = 0; x <= max; x++)
			for (int y = 0; y <= max; y++) {
				double q = p[x] * p[y];
				if (q == 0)
					continue;
				int ta = x + ma, td = y + md;
				if (ta == td) {
					eq += q;
					continue;
				}
				const struct ba_result_row *row =
				    ba_result_lookup(&bt.t11, abs(ta - td));
				int mo = row ? (int)row->moral : 0;
				pr[ta < td ? 0 : 1][mo] += q;
			}
		static const int order[] = {3, 2, 1, 0};
		char oc[80], pv[16];
		struct {
			const struct unit *u;
			int side;
		} seq[2] = {{D, 1}, {A, 0}};
		for (int k = 0; k < 2; k++) {
			for (int j = 0; j < 4; j++) {
				int mo = k == 0 ? order[j] : order[3 - j];
				double q = pr[seq[k].side][mo];
				if (q <= 0)
					continue;
				snprintf(oc, sizeof oc, "%s:%s", seq[k].u->name,
					 ba_moral_names[mo]);
				snprintf(pv, sizeof pv, "%.4f", q);
				struct rec rc;
				rec_begin(&rc, "ODDS");
				rec_str(&rc, "attacker", A->name);
				rec_str(&rc, "defender", D->name);
				rec_str(&rc, "outcome", oc);
				rec_str(&rc, "p", pv);
				rec_str(&rc, "loser", seq[k].u->name);
				rec_str(&rc, "moral", ba_moral_names[mo]);
				ba_rec_provisional(&rc, bt.t11.provisional);
				rec_end(&rc, ctx->out);
			}
			if (k == 0 && eq > 0) {
				snprintf(pv, sizeof pv, "%.4f", eq);
				struct rec rc;
				rec_begin(&rc, "ODDS");
				rec_str(&rc, "attacker", A->name);
				rec_str(&rc, "defender", D->name);
				rec_str(&rc, "outcome", "equal");
				rec_str(&rc, "p", pv);
				rec_str(&rc, "loser", "none");
				rec_str(&rc, "moral", "-");
				ba_rec_provisional(&rc, bt.t11.provisional);
				rec_end(&rc, ctx->out);
			}
		}
		double wa = 0, wd = 0;
		for (int j = 0; j < 4; j++) {
			wa += pr[1][j];
			wd += pr[0][j];
		}
		out_text(ctx->out,
			 "  %s (%+d) vs %s (%+d): %s wins %.1f%%, %s wins "
			 "%.1f%%, equal %.1f%%",
			 A->name, ma, D->name, md, A->name, 100 * wa, D->name,
			 100 * wd, 100 * eq);
	}
	free_mres(m, (size_t)n);
	ba_tables_free(&bt);
	return 0;
}

/* ---- continued advance (4.1.4) and the bound --------------------------- */

int
ba_melee_advance(struct cmd_ctx *ctx, struct args *a)
{
	struct game *g = ctx->g;
	if (a->nword != ctx->argi + 2)
		return cmd_error(ctx,
				 "usage: advance A yes|no [attack=yes|no]");
	const char *name = a->word[ctx->argi];
	struct unit *u = cmd_unit(ctx, name);
	if (u == NULL)
		return cmd_failed();
	bool adv, atk = false;
	if (!um_parse_bool(a->word[ctx->argi + 1], &adv))
		return cmd_error(ctx,
				 "advance %s %s: the decision is yes or no",
				 name, a->word[ctx->argi + 1]);
	int r = args_bool(ctx, a, "attack", &atk);
	if (r < 0 || args_check_unused(ctx, a, "advance", "attack") < 0)
		return -1;
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE)
			return cmd_error(ctx,
					 "attacks are still declared: "
					 "continued advance is decided "
					 "after all other attacks (4.1.4); "
					 "resolve first");
	if (BA(u)->advance_right != g->bound)
		return cmd_error(ctx,
				 "%s has no continued advance to decide "
				 "this bound: an attacker wins it when "
				 "its opponent becomes MD or FD as a "
				 "result of melee (4.1.4)",
				 name);
	if (BA(u)->advance_decided == g->bound)
		return cmd_error(ctx,
				 "the continued advance of %s is already "
				 "decided this bound (4.1.4)",
				 name);
	if (atk && !adv)
		return cmd_error(ctx, "attack=yes needs advance yes: a "
				      "continued attack uses the continued "
				      "advance (4.1.4)");
	if (atk && !BA(u)->advance_attack)
		return cmd_error(ctx,
				 "%s may not make a continued attack: its "
				 "opponent did not become FD (4.1.4), or it "
				 "is a support unit (4.1.7)",
				 name);
	BA(u)->advance_decided = g->bound;
	if (adv)
		BA(u)->advance_yes = g->bound;
	if (atk)
		BA(u)->continued_attack = g->bound;
	struct rec rc;
	rec_begin(&rc, "ADVANCE");
	rec_str(&rc, "unit", name);
	rec_str(&rc, "advance", adv ? "yes" : "no");
	rec_str(&rc, "attack", atk ? "yes" : "no");
	rec_str(&rc, "rule", "4.1.4");
	rec_end(&rc, ctx->out);
	if (adv)
		out_text(ctx->out,
			 "  %s advances up to half a bound of march at its "
			 "latest rate, wheeling once by at most 20 degrees%s",
			 name,
			 atk ? "; announce the continued attack at the start "
			       "of continued movement: melee A vs T "
			       "continued=yes"
			     : "");
	return 0;
}

/* 4.1.4: "During continued advance ... the unit may carry out change of
 * direction only once and only by wheeling within a limit of 20 degrees"
 * (the seed's words; 2.4.3, wheeling in general, is not in the sources:
 * other moves have no limit here, docs/rulings.md). The continued
 * advance is the unit's moves after `advance U yes`, in that bound. The
 * distance (half a bound of march, 2.3.1) is not checked: Table 3 is NOT
 * FOUND. */
#define BA_ADVANCE_WHEEL_MAX 20.0

int
ba_move_rules(struct cmd_ctx *ctx, struct unit *u, const struct move_made *m,
	      bool commit)
{
	const struct game *g = ctx->g;
	/* 1.1.1: "A unit that fired in the continued-fire phase may not
	 * afterwards move ... in that bound" (forced moves are the
	 * umpire's: game phase_order=free). */
	if (!commit && BA(u)->fired_continued == g->bound &&
	    ba_order_strict(ctx))
		return cmd_error(ctx,
				 "unit move: %s fired in the continued-fire "
				 "phase of bound %d and may not move "
				 "afterwards in that bound (1.1.1)",
				 u->name, g->bound);
	if (BA(u)->advance_yes != g->bound || g->bound == 0)
		return 0;
	if (commit) {
		if (m->wheels > 0) {
			BA(u)->advance_wheeled = g->bound;
			char d[32];
			um_fmt_num(d, sizeof d, m->wheel_deg);
			out_text(ctx->out,
				 "  continued advance of %s: wheeled %s "
				 "degrees, its one change of direction "
				 "(at most %g, 4.1.4)",
				 u->name, d, BA_ADVANCE_WHEEL_MAX);
		}
		return 0;
	}
	const char *cmd = m->cmd ? m->cmd : "unit move";
	if (m->turns > 0)
		return cmd_error(ctx,
				 "unit move: %s is in continued advance: it "
				 "changes direction only by wheeling, once, "
				 "at most %g degrees (4.1.4); turn= is not "
				 "allowed, wheel=DEG pivot=left|right is",
				 u->name, BA_ADVANCE_WHEEL_MAX);
	if (m->wheels > 1 ||
	    (m->wheels > 0 && BA(u)->advance_wheeled == g->bound))
		return cmd_error(ctx,
				 "%s: %s has %s in its continued "
				 "advance: it changes direction only once "
				 "(4.1.4)",
				 cmd, u->name,
				 m->wheels > 1 ? "two wheels in this move"
					       : "wheeled once already");
	if (m->wheel_deg > BA_ADVANCE_WHEEL_MAX + 1e-9) {
		char d[32]; /* as given: 20.0000001 is beyond 20 */
		snprintf(d, sizeof d, "%.10g", m->wheel_deg);
		return cmd_error(ctx,
				 "%s: wheel=%s is beyond the limit: %s "
				 "is in continued advance and wheels at most "
				 "%g degrees, once (4.1.4)",
				 cmd, d, u->name, BA_ADVANCE_WHEEL_MAX);
	}
	return 0;
}

void
ba_melee_bound_next(struct game *g)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (BA(&g->units[i])->melee_state != 0)
			BA(game_unit_w(g, i))->melee_state = 0;
}
