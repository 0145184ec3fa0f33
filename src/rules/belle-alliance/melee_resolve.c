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
	M_FIRE,	  /* cancelled: the opponent became MD/FD in the fire phase */
};

struct mres {
	struct mbuild b;
	size_t di;
	enum mstate st;
	long mirror_of;
	struct roll roll[2];
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
};

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
			cmd_error(ctx, "melee %s vs %s needs %s (%s)", d->actor,
				  d->target, r->b.need_key, r->b.need_q);
			free_mres(m, k);
			return -1;
		}
		r->st = r->b.failed || r->b.stop ? M_NOT : M_ACTIVE;
		r->roll[0] = d->roll;
		r->roll[1] = d->droll;
	}
	for (size_t i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (r->st != M_ACTIVE)
			continue;
		for (size_t j = 0; j < i; j++)
			if (m[j].st == M_ACTIVE &&
			    m[j].b.s[0].u == r->b.s[1].u &&
			    m[j].b.s[1].u == r->b.s[0].u) {
				r->st = M_MIRROR;
				r->mirror_of = (long)j;
				break;
			}
		if (r->st != M_ACTIVE)
			continue;
		struct unit *D = r->b.s[1].u;
		if (D->ba.melee_state > 0 && D->state >= BA_MORAL_MD &&
		    D->ba.melee_state - 1 < BA_MORAL_MD)
			r->st = M_FIRE;
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
	      struct uacc *acc)
{
	struct game *g = ctx->g;
	struct unit *A = r->b.s[0].u, *D = r->b.s[1].u;
	struct uacc *ua = &acc[uidx(g, A)], *ud = &acc[uidx(g, D)];
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
	      bool attack, const char *position, struct out *asks)
{
	struct game *g = ctx->g;
	if (u == NULL || u->removed || u->ba.advance_right == g->bound)
		return;
	u->ba.advance_right = g->bound;
	u->ba.advance_attack = attack;
	char q[320];
	struct rec rc;
	rec_begin(&rc, "CHECK");
	rec_str(&rc, "key", "advance");
	rec_str(&rc, "unit", u->name);
	rec_str(&rc, "result", "ask");
	rec_str(&rc, "rule", "4.1.4");
	char why[200];
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
engage(struct game *g, struct uacc *acc, struct unit *u)
{
	if (u && !acc[uidx(g, u)].engaged) {
		acc[uidx(g, u)].engaged = true;
		u->ba.engagements++;
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

int
ba_melee_resolve(struct cmd_ctx *ctx)
{
	struct game *g = ctx->g;
	struct ba_tables bt;
	struct mres *m = NULL;
	long n = 0;
	int prepared = melee_prepare(ctx, &bt, &m, &n);
	if (prepared <= 0)
		return prepared;
	const struct ba_settings *set = &bt.set;
	bool prov = bt.t11.provisional || bt.t12.provisional;
	struct explain e = {0};
	struct uacc *acc = um_xcalloc(g->nunits, sizeof *acc);
	struct out asks, shares;
	out_init(&asks);
	out_init(&shares);
	struct strbuf sb;
	sb_init(&sb);
	explain_add(&e, "Melee, bound %d: every attack at once (4.1.1)",
		    g->bound);

	/* Records of each attack, in the order declared. */
	for (long i = 0; i < n; i++) {
		struct mres *r = &m[i];
		struct unit *A = r->b.s[0].u, *D = r->b.s[1].u;
		checklist_print(&r->b.chk, NULL, ctx->out);
		if (r->st == M_NOT) {
			out_text(ctx->out, "  %s vs %s is not carried out: %s",
				 A->name, D->name,
				 r->b.failed ? r->b.fail : r->b.stop_why);
			explain_add(&e, "%s vs %s: not carried out: %s",
				    A->name, D->name,
				    r->b.failed ? r->b.fail : r->b.stop_why);
			continue;
		}
		if (r->st == M_MIRROR) {
			out_text(ctx->out,
				 "  %s vs %s is the melee of %s vs %s: both "
				 "attack, one melee (4.1.3)",
				 A->name, D->name, D->name, A->name);
			continue;
		}
		if (r->st == M_FIRE) {
			struct rec rc;
			rec_begin(&rc, "CHECK");
			rec_str(&rc, "key", "opponent");
			rec_str(&rc, "result", "fail");
			rec_str(&rc, "rule", "4.1.1");
			char why[200];
			snprintf(why, sizeof why,
				 "%s became %s in the fire phase: the melee is "
				 "cancelled; both still count as attacker and "
				 "defender",
				 D->name, unit_state_name(g, D));
			rec_str(&rc, "reason", why);
			rec_str(&rc, "source", "derived");
			rec_end(&rc, ctx->out);
			explain_add(&e, "%s vs %s: %s (4.1.1)", A->name,
				    D->name, why);
			continue;
		}
		melee_factor_records(&r->b, 0, ctx->out);
		melee_factor_records(&r->b, 1, ctx->out);
		for (int s = 0; s < 2; s++)
			r->total[s] =
			    r->roll[s].total + (int)lround(r->b.s[s].mod);
		if (r->total[0] != r->total[1]) {
			r->loser = r->total[0] < r->total[1] ? 0 : 1;
			r->diff = abs(r->total[0] - r->total[1]);
			const struct ba_result_row *row =
			    ba_result_lookup(&bt.t11, r->diff);
			r->moral = row ? row->moral : BA_MORAL_NONE;
		} else {
			r->loser = -1;
			r->diff = 0;
			r->moral = BA_MORAL_NONE;
		}
		melee_record(ctx, r);
		explain_add(
		    &e, "%s vs %s%s:", A->name, D->name,
		    r->b.mutual ? " (both attack: attack columns, 4.1.3)" : "");
		explain_side(&e, r, 0);
		explain_side(&e, r, 1);
		for (int s = 0; s < 2; s++) {
			char d[64] = "";
			if (r->roll[s].n)
				roll_format_dice(&r->roll[s], d, sizeof d);
			explain_add(&e, "  %s rolls %s%s%d, %+g = %d (4.1.3)",
				    r->b.s[s].u->name, d, d[0] ? " = " : "",
				    r->roll[s].total, r->b.s[s].mod,
				    r->total[s]);
		}
		if (r->loser < 0)
			explain_add(
			    &e, "  equal results: no loser, no moral effect "
				"(4.1.3)");
		else
			explain_add(
			    &e, "  %s loses by %d: Table 11 gives %s%s (4.1.3)",
			    r->b.s[r->loser].u->name, r->diff,
			    moral_name(r->moral),
			    bt.t11.provisional ? " (provisional)" : "");
	}

	/* Each unit's best total and the worst moral effect it suffers
	 * (4.1.5: the target gets the best result the attackers achieved). */
	for (size_t i = 0; i < g->nunits; i++)
		acc[i].best_m = -1;
	for (long i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (r->st != M_ACTIVE)
			continue;
		for (int s = 0; s < 2; s++) {
			struct uacc *a = &acc[uidx(g, r->b.s[s].u)];
			a->in = true;
			if (!a->rolled) {
				a->rolled = true;
				a->roll = r->roll[s];
			}
			if (a->best_m < 0 ||
			    r->total[s] > m[a->best_m].total[a->best_side]) {
				a->best_m = i;
				a->best_side = s;
			}
			if (r->loser == s && r->moral > a->moral)
				a->moral = r->moral;
		}
	}
	for (size_t i = 0; i < g->nunits; i++)
		acc[i].state_after =
		    ba_moral_combine(set, g->units[i].state, acc[i].moral);

	/* Loss each unit inflicts: Table 12 by its best total, per unit of
	 * melee, spread over its opponents by their figures in units of
	 * melee (4.1.3, 4.1.5). Without supplies only prisoners (5.5.3). */
	for (size_t ui = 0; ui < g->nunits; ui++) {
		struct uacc *a = &acc[ui];
		if (!a->in)
			continue;
		struct unit *u = game_unit_w(g, ui);
		struct mres *best = &m[a->best_m];
		const struct ba_result_row *row =
		    ba_result_lookup(&bt.t12, best->total[a->best_side]);
		double per = row ? row->loss : 0;
		int uom = best->b.s[a->best_side].uom;
		double L = per * uom;
		double w = 0;
		int nopp = 0;
		for (long i = 0; i < n; i++)
			for (int s = 0; s < 2; s++)
				if (m[i].st == M_ACTIVE && m[i].b.s[s].u == u) {
					w += m[i].b.s[1 - s].uom_figures;
					nopp++;
				}
		explain_add(
		    &e,
		    "%s inflicts Table 12[%d] = %g per unit of melee x %d = %g "
		    "figures%s (4.1.3%s)",
		    u->name, best->total[a->best_side], per, uom, L,
		    nopp > 1
			? ", spread over its opponents by their figures in "
			  "units of melee"
			: "",
		    nopp > 1 ? ", 4.1.5" : "");
		for (long i = 0; i < n; i++)
			for (int s = 0; s < 2; s++) {
				struct mres *r = &m[i];
				if (r->st != M_ACTIVE || r->b.s[s].u != u)
					continue;
				double share =
				    w > 0 ? L * r->b.s[1 - s].uom_figures / w
					  : L / nopp;
				struct unit *o = r->b.s[1 - s].u;
				if (!u->ba.supplies &&
				    acc[uidx(g, o)].state_after !=
					BA_MORAL_FD) {
					r->inflicts_none[s] = true;
					explain_add(
					    &e,
					    "  %s is without supplies and %s "
					    "does "
					    "not become FD: no loss, it may "
					    "only "
					    "take prisoners (5.5.3)",
					    u->name, o->name);
					share = 0;
				}
				r->inflicted[s] = share;
				acc[uidx(g, o)].raw += share;
			}
	}

	/* Apply: loss rounded once per unit (4.1.5), the moral effect,
	 * prisoners when it becomes FD (4.1.3). */
	for (size_t ui = 0; ui < g->nunits; ui++) {
		struct uacc *a = &acc[ui];
		if (!a->in)
			continue;
		struct unit *u = game_unit_w(g, ui);
		a->loss = (int)um_round(a->raw, set->rounding);
		/* 4.3.2: a soutien's skirmish line in the melee zone shares
		 * the loss in proportion; a linked one shares the moral
		 * effect. */
		struct mside *ms = &m[a->best_m].b.s[a->best_side];
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
		    &e, "%s: raw loss %g, rounded %s: %d%s", u->name, a->raw,
		    set->rounding == UM_ROUND_HALF_UP ? "half-up"
		    : set->rounding == UM_ROUND_DOWN  ? "down"
						      : "up",
		    a->loss + sl_loss,
		    a->prisoners ? ", surrendered as prisoners: it becomes FD "
				   "(4.1.3)"
				 : "");
		ba_apply_outcome(&bt, g, u, a->loss, a->moral, &o);
		ba_outcome_explain(g, u, &o, &sb);
		ex_sb(&e, &sb);
		if (sl) {
			ba_apply_outcome(&bt, g, sl, sl_loss, a->moral, &o);
			share_record(&shares, ctx->g, sl, "skirmish-line", u,
				     &o, "4.3.2", prov);
			explain_add(
			    &e,
			    "skirmish line %s of %s: %d of the loss (in "
			    "proportion, %d of %d figures in units of melee) "
			    "and the moral effect (4.3.2)",
			    sl->name, u->name, sl_loss, ms->sl_uom,
			    ms->uom_figures);
			ba_outcome_explain(g, sl, &o, &sb);
			ex_sb(&e, &sb);
		}
		a->loss += sl_loss;
	}
	/* 4.1.6: a neighbour unit gets its unit's moral result. */
	for (long i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (r->st != M_ACTIVE)
			continue;
		for (int s = 0; s < 2; s++) {
			struct unit *nb = r->b.s[s].neighbour;
			if (nb == NULL)
				continue;
			struct ba_outcome o;
			ba_apply_outcome(&bt, g, nb, 0,
					 acc[uidx(g, r->b.s[s].u)].moral, &o);
			share_record(&shares, g, nb, "neighbour", r->b.s[s].u,
				     &o, "4.1.6", prov);
			explain_add(
			    &e,
			    "neighbour unit %s shares the moral result of %s "
			    "(4.1.6)",
			    nb->name, r->b.s[s].u->name);
			ba_outcome_explain(g, nb, &o, &sb);
			ex_sb(&e, &sb);
		}
	}
	for (long i = 0; i < n; i++)
		if (m[i].st == M_ACTIVE)
			result_record(ctx, &bt, &m[i], acc);
	out_append(ctx->out, &shares);

	/* History (Table 8 rows 20, 23, 27-29), supplies (5.5.3). */
	for (long i = 0; i < n; i++) {
		struct mres *r = &m[i];
		if (r->st == M_NOT)
			continue;
		struct mside *sa = &r->b.s[0], *sd = &r->b.s[1];
		if (r->st == M_MIRROR) {
			if (sa->charge)
				sa->u->ba.charged = g->bound;
			continue;
		}
		sa->u->ba.attacked = g->bound;
		if (sa->charge)
			sa->u->ba.charged = g->bound;
		if (r->b.mutual)
			sd->u->ba.attacked = g->bound;
		else
			sd->u->ba.defended = g->bound;
		for (int s = 0; s < 2; s++) {
			struct mside *ms = &r->b.s[s];
			if (ms->neighbour) {
				ms->neighbour->ba.neighbour_bound = g->bound;
				if (s == 0 || r->b.mutual)
					ms->neighbour->ba.attacked = g->bound;
				else
					ms->neighbour->ba.defended = g->bound;
			}
			if (ms->support)
				ms->support->ba.support_bound = g->bound;
		}
		if (r->st == M_FIRE) {
			if (sd->u->state == BA_MORAL_FD) {
				sa->u->ba.inflicted_fd = g->bound;
				if (sa->neighbour)
					sa->neighbour->ba.inflicted_fd =
					    g->bound;
			}
			if (!r->b.continued) {
				grant_advance(ctx, sa->u, sd->u,
					      sd->u->state == BA_MORAL_FD,
					      r->b.position, &asks);
				grant_advance(ctx, sa->neighbour, sd->u,
					      sd->u->state == BA_MORAL_FD,
					      r->b.position, &asks);
			}
			continue;
		}
		for (int s = 0; s < 2; s++) {
			engage(g, acc, r->b.s[s].u);
			engage(g, acc, r->b.s[s].neighbour);
		}
		/* The winner that put its opponent into FD (4.1.1). */
		for (int s = 0; s < 2; s++) {
			struct unit *o = r->b.s[1 - s].u;
			struct uacc *ao = &acc[uidx(g, o)];
			if (r->loser == 1 - s && o->state == BA_MORAL_FD &&
			    ao->state_after == BA_MORAL_FD &&
			    o->ba.melee_state != 1 + BA_MORAL_FD) {
				r->b.s[s].u->ba.inflicted_fd = g->bound;
				if (r->b.s[s].neighbour)
					r->b.s[s].neighbour->ba.inflicted_fd =
					    g->bound;
			}
		}
		/* 4.1.4: an attacker whose opponent became MD or FD. */
		for (int s = 0; s < 2; s++) {
			if (s == 1 && !r->b.mutual)
				break;
			struct unit *o = r->b.s[1 - s].u;
			if (r->b.continued || r->loser != 1 - s ||
			    o->state < BA_MORAL_MD)
				continue;
			bool atk = o->state == BA_MORAL_FD;
			grant_advance(ctx, r->b.s[s].u, o, atk, r->b.position,
				      &asks);
			grant_advance(ctx, r->b.s[s].neighbour, o, atk,
				      r->b.position, &asks);
			grant_advance(ctx, linked_sl(&r->b.s[s]), o, atk,
				      r->b.position, &asks);
		}
	}
	for (size_t ui = 0; ui < g->nunits; ui++) {
		struct uacc *a = &acc[ui];
		if (!a->rolled)
			continue;
		struct unit *u = game_unit_w(g, ui);
		int ones = melee_ones(set, &a->roll);
		struct ba_supply_note note;
		ba_supplies_account(set, u, ones < 0 ? 0 : ones, &note);
		if (note.triggered)
			explain_add(
			    &e,
			    "%s rolled %d dice showing one: supplies for %d "
			    "more rolls (5.5.3)",
			    u->name, ones, u->ba.supply_rolls);
		if (note.ran_out)
			explain_add(&e, "%s is now without supplies (5.5.3)",
				    u->name);
		/* 4.1.6: a neighbour runs out on the same roll. */
		for (long i = 0; i < n; i++)
			for (int s = 0; s < 2; s++)
				if (m[i].st == M_ACTIVE && m[i].b.s[s].u == u &&
				    m[i].b.s[s].neighbour) {
					struct ba_supply_note nn;
					ba_supplies_account(
					    set, m[i].b.s[s].neighbour,
					    ones < 0 ? 0 : ones, &nn);
				}
	}
	if (asks.n) {
		out_append(ctx->out, &asks);
		out_text(ctx->out, "  decide after all other attacks: advance "
				   "UNIT yes|no [attack=yes|no] (4.1.4)");
	}

	/* The attacks are done: drop them, and the states at declaration. */
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
		if (g->units[i].ba.melee_state)
			game_unit_w(g, i)->ba.melee_state = 0;
	explain_publish(&e, g);
	out_teach(ctx->out,
		  "4.1.3: the lower adjusted roll loses; the difference gives "
		  "its moral effect (Table 11); each side's adjusted roll "
		  "gives the loss it inflicts per unit of melee (Table 12).");
	out_free(&asks);
	out_free(&shares);
	sb_free(&sb);
	free(acc);
	free_mres(m, (size_t)n);
	ba_tables_free(&bt);
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
		int ma = (int)lround(r->b.s[0].mod);
		int md = (int)lround(r->b.s[1].mod);
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
	if (u->ba.advance_right != g->bound)
		return cmd_error(ctx,
				 "%s has no continued advance to decide "
				 "this bound: an attacker wins it when "
				 "its opponent becomes MD or FD as a "
				 "result of melee (4.1.4)",
				 name);
	if (u->ba.advance_decided == g->bound)
		return cmd_error(ctx,
				 "the continued advance of %s is already "
				 "decided this bound (4.1.4)",
				 name);
	if (atk && !adv)
		return cmd_error(ctx, "attack=yes needs advance yes: a "
				      "continued attack uses the continued "
				      "advance (4.1.4)");
	if (atk && !u->ba.advance_attack)
		return cmd_error(ctx,
				 "%s may not make a continued attack: its "
				 "opponent did not become FD (4.1.4)",
				 name);
	u->ba.advance_decided = g->bound;
	if (atk)
		u->ba.continued_attack = g->bound;
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

void
ba_melee_bound_next(struct game *g)
{
	for (size_t i = 0; i < g->nunits; i++)
		g->units[i].ba.melee_state = 0;
}
