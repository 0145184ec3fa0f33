/* outcome.c - applying a Belle Alliance result to a unit: figures lost,
 * moral effect to state, Table 15 valour (5.5.2), FD below -5, removal
 * under 3 figures, and supplies (5.5.3). Shared by fire and melee. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ba.h"
#include "umpire/ruleset.h"

int
ba_moral_combine(const struct ba_settings *s, int state, enum ba_moral effect)
{
	if (effect == BA_MORAL_NONE)
		return state;
	int e = (int)effect;
	if (s->moral_combine == BA_COMBINE_STEP && state > 0) {
		/* A further effect on a disordered unit: at least one step
		 * worse than it is now. */
		int next = state + 1;
		if (next > BA_MORAL_FD)
			next = BA_MORAL_FD;
		return e > next ? e : next;
	}
	return e > state ? e : state;
}

/* Table 15 steps for a running total of figures lost. */
static int
valour_steps(const struct ba_valour_table *vt, int lost, int original)
{
	if (original <= 0 || lost <= 0)
		return 0;
	/* 100 * lost / original >= k * percent, counted exactly: 20 % of
	 * 30 is 6 figures, and 6 lost is one step (tables.md Table 15). */
	return (int)floor(100.0 * lost / (original * vt->percent) + 1e-9);
}

void
ba_apply_outcome(const struct ba_tables *bt, const struct game *g,
		 struct unit *u, int loss, enum ba_moral moral,
		 struct ba_outcome *o)
{
	const struct ba_settings *s = &bt->set;
	(void)g;
	/* Any outcome ends the unit's phase record; fire sets it again. */
	BA(u)->ph_mark = 0;
	memset(o, 0, sizeof *o);
	o->moral = moral;
	o->state_before = u->state;
	o->figures_before = u->figures;
	o->valour_before = BA(u)->valour;
	if (loss > u->figures)
		loss = u->figures;
	if (loss < 0)
		loss = 0;
	o->loss = loss;
	int lost_before = BA(u)->figures_lost;
	u->figures -= loss;
	BA(u)->figures_lost += loss;
	int state = ba_moral_combine(s, u->state, moral);
	o->state_by_moral = state;
	/* Table 15: steps counted on the running total of the original
	 * strength (5.5.2). */
	int steps =
	    valour_steps(&bt->t15, BA(u)->figures_lost, u->figures_start) -
	    valour_steps(&bt->t15, lost_before, u->figures_start);
	o->valour_steps = steps;
	int valour = BA(u)->valour + steps * bt->t15.valour;
	o->valour_raw = valour;
	if (valour < s->valour_min) {
		/* 5.5.2: FD at once, unless going into FD for another reason
		 * at the same moment; valour then set to the minimum. */
		if (state != BA_MORAL_FD)
			o->fd_by_valour = true;
		state = BA_MORAL_FD;
		valour = s->valour_min;
	}
	BA(u)->valour = valour;
	if (state == BA_MORAL_FD && o->state_before != BA_MORAL_FD &&
	    s->fd_loss > 0) {
		/* 5.4.1 "the loss due to FD" (amount NOT FOUND: setting). */
		int x = s->fd_loss < u->figures ? s->fd_loss : u->figures;
		o->fd_extra = x;
		u->figures -= x;
		BA(u)->figures_lost += x;
	}
	u->state = state;
	o->state_after = state;
	o->valour_after = BA(u)->valour;
	o->figures_after = u->figures;
	if (!u->removed &&
	    ((u->arm != ARM_ARTILLERY && u->figures < s->remove_below) ||
	     u->figures == 0)) {
		u->removed = true;
		o->removed = true;
	}
}

int
ba_order_rank(const char *phase)
{
	static const char *const order[] = {"continued-fire", "movement",
					    "fire", "melee"};
	for (size_t i = 0; i < UM_ARRLEN(order); i++)
		if (strcmp(order[i], phase) == 0)
			return (int)i + 3;
	return 0;
}

bool
ba_order_strict(const struct cmd_ctx *ctx)
{
	const char *v = ctx_setting(ctx, "phase_order");
	return v == NULL || strcmp(v, "strict") == 0;
}

void
ba_order_reached(struct game *g)
{
	struct ba_game *b = BA_GAME(g);
	int rank = ba_order_rank(g->rs->phases[g->phase]);
	if (b->order_bound != g->bound + 1) {
		b->order_bound = g->bound + 1;
		b->order_rank = 0;
	}
	if (rank > b->order_rank)
		b->order_rank = rank;
}

bool
ba_order_past(const struct game *g, const char *phase)
{
	const struct ba_game *b = BA_GAME(g);
	return b->order_bound == g->bound + 1 &&
	       b->order_rank > ba_order_rank(phase);
}

const char *
ba_firer_barred(const struct game *g, const struct unit *u, bool supplies_ok)
{
	if (ba_phase_removed(g, u))
		return "removed";
	if (ba_phase_state(g, u) >= BA_MORAL_MD)
		return "state";
	if (!BA(u)->supplies && !supplies_ok)
		return "supplies";
	if (BA(u)->passed_through == g->bound)
		return "passed_through";
	if (BA(u)->neighbour_bound == g->bound)
		return "neighbour_role";
	if (BA(u)->fire_failed == g->bound)
		return "new_target";
	if (BA(u)->fired == g->bound)
		return "fired";
	return NULL;
}

static unsigned
name_hash(const char *s)
{
	unsigned h = 2166136261u; /* FNV-1a */
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

bool
ba_was_target(const struct unit *u, const struct unit *t, double *x, double *y)
{
	const struct ba_unit *b = BA(u);
	if (strcmp(b->last_target, t->name) == 0) {
		*x = b->last_target_x;
		*y = b->last_target_y;
		return true;
	}
	if (b->last_target2_hash &&
	    b->last_target2_hash == name_hash(t->name)) {
		*x = b->last_target2_x;
		*y = b->last_target2_y;
		return true;
	}
	return false;
}

void
ba_target2_keep(struct unit *u, const struct unit *t)
{
	BA(u)->last_target2_hash = name_hash(t->name);
	BA(u)->last_target2_x = (float)t->x;
	BA(u)->last_target2_y = (float)t->y;
}

const struct unit *
ba_attack_kept(const struct game *g, const struct unit *A)
{
	if (BA(A)->kept_bound != g->bound + 1)
		return NULL;
	for (size_t i = 0; i < g->nunits; i++)
		if (name_hash(g->units[i].name) == BA(A)->kept_hash)
			return &g->units[i];
	return NULL;
}

void
ba_attack_keep(struct game *g, struct unit *A, const struct unit *D)
{
	BA(A)->kept_bound = g->bound + 1;
	BA(A)->kept_hash = name_hash(D->name);
}

int
ba_phase_mark(const struct game *g)
{
	return g->bound * 8 + g->phase + 1;
}

int
ba_phase_state(const struct game *g, const struct unit *u)
{
	return BA(u)->ph_mark == ba_phase_mark(g) ? BA(u)->ph_state : u->state;
}

int
ba_phase_figures(const struct game *g, const struct unit *u)
{
	return BA(u)->ph_mark == ba_phase_mark(g) ? BA(u)->ph_figures
						  : u->figures;
}

bool
ba_phase_removed(const struct game *g, const struct unit *u)
{
	return BA(u)->ph_mark == ba_phase_mark(g) ? BA(u)->ph_removed
						  : u->removed;
}

void
ba_outcome_explain(const struct game *g, const struct unit *u,
		   const struct ba_outcome *o, const char *loss_rule,
		   struct strbuf *sb)
{
	sb_addf(sb, "    %s loses %d figure%s: %d -> %d (%s)\n", u->name,
		o->loss, o->loss == 1 ? "" : "s", o->figures_before,
		o->figures_before - o->loss, loss_rule);
	if (o->moral != BA_MORAL_NONE)
		sb_addf(sb,
			"    morale effect %s: state %s -> %s (5.1, "
			"moral_combine)\n",
			ba_moral_names[o->moral],
			g->rs->states[o->state_before],
			g->rs->states[o->state_by_moral]);
	if (o->valour_steps)
		sb_addf(sb,
			"    valour %+d -> %+d: %d step%s of Table 15, %d of "
			"%d original figures lost in all (5.5.2)\n",
			o->valour_before, o->valour_raw, o->valour_steps,
			o->valour_steps == 1 ? "" : "s", BA(u)->figures_lost,
			u->figures_start);
	if (o->fd_by_valour)
		sb_addf(sb,
			"    valour fell below the minimum: FD at once, "
			"valour set to %+d (5.5.2)\n",
			o->valour_after);
	if (o->fd_extra)
		sb_addf(sb,
			"    the loss due to FD: %d more figure%s (5.4.1)\n",
			o->fd_extra, o->fd_extra == 1 ? "" : "s");
	if (o->removed)
		sb_addf(sb,
			"    %s has %d figure%s left and is removed from the "
			"table (5.5.2)\n",
			u->name, o->figures_after,
			o->figures_after == 1 ? "" : "s");
}

int
ba_roll_ones(const struct ba_settings *s, const struct roll *r)
{
	int n = roll_count_face(r, &s->dice, 1);
	if (n >= 0)
		return n;
	/* 5.5.3: only the total. It decides when it cannot hold the
	 * supplies_ones ones (above 2 + 6 = 8 for 3d6): none that count. */
	int k = s->supplies_ones;
	if (k <= 0 || k > s->dice.n)
		return 0;
	if (r->total > k + (s->dice.n - k) * s->dice.faces)
		return 0;
	return -1;
}

void
ba_supplies_account(const struct ba_settings *s, struct unit *u, int ones,
		    struct ba_supply_note *n)
{
	memset(n, 0, sizeof *n);
	n->rolls_before = BA(u)->supply_rolls;
	if (!BA(u)->supplies) {
		n->rolls_after = 0;
		return;
	}
	if (BA(u)->supply_rolls < 0) {
		if (ones >= s->supplies_ones) {
			n->triggered = true;
			BA(u)->supply_rolls = s->supplies_rolls;
			if (s->supplies_trigger_counts &&
			    BA(u)->supply_rolls > 0)
				BA(u)->supply_rolls--;
		}
	} else if (BA(u)->supply_rolls > 0) {
		BA(u)->supply_rolls--;
	}
	if (BA(u)->supply_rolls == 0) {
		BA(u)->supplies = false;
		n->ran_out = true;
	}
	n->rolls_after = BA(u)->supply_rolls;
}

bool
ba_formation_listed(const char *list, const char *formation)
{
	size_t len = strlen(formation);
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, ";");
		if (n == len && strncmp(p, formation, n) == 0)
			return true;
		p += n + (p[n] == ';');
	}
	return false;
}

const char *
ba_soutien_name(const struct unit *sl)
{
	return BA(sl)->soutien[0] ? BA(sl)->soutien : sl->mother;
}

bool
ba_mother_or_soutien(const struct unit *sl, const struct unit *n)
{
	return (sl->mother[0] && strcmp(sl->mother, n->name) == 0) ||
	       (BA(sl)->soutien[0] && strcmp(BA(sl)->soutien, n->name) == 0);
}

const char *
ba_default_weapon(enum arm a)
{
	static const char *const names[] = {"musket", "carbine", "6pdr"};
	return (unsigned)a < UM_ARRLEN(names) ? names[a] : names[0];
}
