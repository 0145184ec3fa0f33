/* walk.c - the walkthrough model: parts, steps, picking and answers
 * (include/umpire/walk.h). walkrun.c runs the checks and factors,
 * walkdice.c the dice and the result,
 * walkstate.c the state all three build on. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "umpire/record.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"
#include "umpire/walk.h"

static void
part_free(struct wm_part *p)
{
	for (size_t i = 0; i < p->nans; i++) {
		free(p->ans[i].key);
		free(p->ans[i].val);
	}
	free(p->ans);
	wm_items_free(&p->checks, &p->nchecks);
	wm_items_free(&p->factors, &p->nfactors);
	wm_notes_free(&p->notes, &p->nnotes);
	free(p->check_err);
	free(p->factor_err);
}

static struct wmodel *
model_new(const struct walk_host *host, enum walk_kind kind)
{
	struct wmodel *m = um_xcalloc(1, sizeof *m);
	m->host = *host;
	m->kind = kind;
	out_init(&m->result);
	return m;
}

struct wmodel *
wm_new(const struct walk_host *host, enum walk_kind kind, const char *actor)
{
	struct wmodel *m = model_new(host, kind);
	wm_add_part(m, actor, NULL, 1);
	return m;
}

struct wmodel *
wm_new_brigade(const struct walk_host *host, const char *brigade)
{
	struct wmodel *m = model_new(host, WALK_FIRE);
	snprintf(m->brigade, sizeof m->brigade, "%s", brigade);
	const struct game *g = host->s->g;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && strcmp(u->brigade, brigade) == 0)
			wm_add_part(m, u->name, NULL, 1);
	}
	m->pick_part = 0;
	return m;
}

void
wm_free(struct wmodel *m)
{
	if (m == NULL)
		return;
	for (size_t i = 0; i < m->nparts; i++)
		part_free(&m->parts[i]);
	free(m->parts);
	free(m->dice);
	free(m->marks);
	wm_result_free(m);
	out_free(&m->result);
	free(m->msg);
	free(m);
}

/* ---- steps -------------------------------------------------------------- */

int
wm_nsteps(const struct wmodel *m)
{
	return m->brigade[0] ? 5 : 3 + 2 * (int)m->nparts;
}

enum wm_step_kind
wm_step_kind(const struct wmodel *m, int step, size_t *part)
{
	if (part)
		*part = 0;
	if (step <= 0)
		return WS_PICK;
	if (m->brigade[0]) {
		/* The part under the cursor: a row per battalion, or its
		 * dice. */
		static const enum wm_step_kind k[] = {WS_PICK, WS_CHECK,
						      WS_FACTORS, WS_DICE};
		enum wm_step_kind sk = step < 4 ? k[step] : WS_RESULT;
		size_t cur = m->cur >= 0 ? (size_t)m->cur : 0;
		if (part && sk == WS_DICE && cur < m->ndice)
			*part = m->dice[cur].part;
		else if (part && sk != WS_DICE && cur < m->nparts)
			*part = cur;
		return sk;
	}
	int n = (int)m->nparts;
	if (step == 1 + 2 * n)
		return WS_DICE;
	if (step >= 2 + 2 * n)
		return WS_RESULT;
	if (part)
		*part = (size_t)(step - 1) / 2;
	return (step - 1) % 2 == 0 ? WS_CHECK : WS_FACTORS;
}

enum wm_step_kind
wm_kind_now(const struct wmodel *m)
{
	return wm_step_kind(m, m->step, NULL);
}

const char *
wm_step_name(const struct wmodel *m)
{
	static const char *const names[] = {"pick", "check", "factors", "dice",
					    "result"};
	return names[wm_kind_now(m)];
}

size_t
wm_items_n(const struct wmodel *m, size_t p, enum wm_ans_step as)
{
	return as == WA_CHECK ? m->parts[p].nchecks : m->parts[p].nfactors;
}

const struct wm_item *
wm_item_at(const struct wmodel *m, size_t p, enum wm_ans_step as, size_t i)
{
	return as == WA_CHECK ? &m->parts[p].checks[i]
			      : &m->parts[p].factors[i];
}

bool
wm_item_asks(const struct wm_item *it)
{
	return it->kind == WI_ASK ||
	       (it->result && strcmp(it->result, "ask") == 0);
}

/* The first item of part p's list that asks, or -1. */
static int
first_asking(const struct wmodel *m, size_t p, enum wm_ans_step as)
{
	for (size_t i = 0; i < wm_items_n(m, p, as); i++)
		if (wm_item_asks(wm_item_at(m, p, as, i)))
			return (int)i;
	return -1;
}

/* A brigade's check and factors steps run once for every battalion. */
static void
enter_parts_step(struct wmodel *m, enum wm_step_kind k, size_t p)
{
	enum wm_ans_step as = k == WS_CHECK ? WA_CHECK : WA_FACTOR;
	if (k == WS_CHECK && !m->parts[p].checked)
		wm_run_check(m, p);
	if (k == WS_FACTORS && !m->parts[p].factored)
		wm_run_factors(m, p);
	if (m->brigade[0]) {
		/* The cursor on the first battalion that may fire, else the
		 * first asking. */
		int first = -1;
		for (size_t i = 0; i < m->nparts && first < 0; i++)
			if (strcmp(m->parts[i].eligible, "yes") == 0)
				first = (int)i;
		for (size_t i = 0; i < m->nparts && first < 0; i++)
			if (first_asking(m, i, WA_CHECK) >= 0)
				first = (int)i;
		m->cur = first < 0 ? 0 : first;
		return;
	}
	int a = first_asking(m, p, as);
	m->cur = a < 0 ? 0 : a;
}

void
wm_enter(struct wmodel *m, int step)
{
	int from = m->step;
	m->step = step;
	m->cur = 0;
	size_t p;
	enum wm_step_kind k = wm_step_kind(m, step, &p);
	switch (k) {
	case WS_CHECK:
	case WS_FACTORS:
		enter_parts_step(m, k, m->brigade[0] ? 0 : p);
		break;
	case WS_DICE:
		wm_dice_rebuild(m);
		m->cur = (int)wm_dice_next_empty(m, 0);
		if ((size_t)m->cur >= m->ndice)
			m->cur = 0;
		break;
	case WS_RESULT:
		/* Journal first, then show: refused lines leave the game as
		 * it was and the reason on the step before. */
		if (!m->applied && !wm_apply(m))
			m->step = from;
		break;
	case WS_PICK: /* the parts; a brigade's target, picked again */
		m->pick_role = m->brigade[0] ? 1 : -1;
		break;
	}
}

/* A split fire's parts take no more figures (guns) than the firer has:
 * refused here, on its checks, before any die (3.1.2). */
static bool
shares_fit(struct wmodel *m, size_t p)
{
	static const char *const keys[] = {"figures", "guns"};
	const struct game *g = m->host.s->g;
	long ui = game_unit_index(g, m->parts[p].actor);
	const char *mine = NULL;
	for (size_t k = 0; ui >= 0 && k < 2; k++) {
		const struct unit *u = &g->units[ui];
		long have = k == 0 ? u->figures : u->guns;
		mine = wm_answer_get(&m->parts[p], keys[k]);
		if (mine == NULL || m->brigade[0])
			continue;
		long all =
		    wm_taken_by_others(m, p, keys[k]) + strtol(mine, NULL, 10);
		if (all > have) {
			wm_set_msg(m,
				   "%s has %ld %s; its parts take %ld: give "
				   "this part at most %ld",
				   u->name, have, keys[k], all,
				   have - (all - strtol(mine, NULL, 10)));
			return false;
		}
	}
	return true;
}

bool
wm_part_refused(const struct wmodel *m, size_t p)
{
	return p < m->nparts && m->brigade[0] == '\0' &&
	       strcmp(m->parts[p].eligible, "no") == 0;
}

/* Can part p go on from its checks? If not, msg says why. */
static bool
check_done(struct wmodel *m, size_t p)
{
	struct wm_part *pt = &m->parts[p];
	if (pt->check_err) {
		wm_set_msg(m, "the check failed: %s", pt->check_err);
		return false;
	}
	if (!shares_fit(m, p))
		return false;
	if (strcmp(pt->eligible, "yes") == 0)
		return true;
	/* A verdict of no comes before the questions still open: no
	 * answer changes it (docs/rulings.md). A brigade leaves such a
	 * battalion out without asking it anything. */
	if (strcmp(pt->eligible, "no") == 0 && m->brigade[0])
		return true;
	if (wm_part_refused(m, p)) {
		const char *why = "a check failed";
		for (size_t i = 0; i < pt->nchecks; i++)
			if (pt->checks[i].result &&
			    strcmp(pt->checks[i].result, "fail") == 0) {
				why = pt->checks[i].reason
					  ? pt->checks[i].reason
					  : pt->checks[i].key;
				m->cur = (int)i;
				break;
			}
		wm_set_msg(m, "%s > %s may not %s: %s", pt->actor, pt->target,
			   m->kind == WALK_FIRE ? "fire" : "melee", why);
		return false;
	}
	int a = first_asking(m, p, WA_CHECK);
	if (a >= 0) {
		m->cur = m->brigade[0] ? (int)p : a;
		wm_set_msg(m, "answer %s first (y/n or a value)",
			   pt->checks[a].key);
		return false;
	}
	return true;
}

/* A brigade goes on with the battalions that may fire (the others are
 * left out, docs/brigades.md), once none asks. */
static bool
brigade_check_done(struct wmodel *m)
{
	size_t may = 0;
	for (size_t i = 0; i < m->nparts; i++) {
		if (m->parts[i].check_err) {
			wm_set_msg(m, "%s", m->parts[i].check_err);
			return false;
		}
		may += strcmp(m->parts[i].eligible, "yes") == 0;
	}
	for (size_t i = 0; i < m->nparts; i++)
		if (!check_done(m, i))
			return false;
	if (may == 0) {
		wm_set_msg(m, "no battalion of %s may fire at %s", m->brigade,
			   m->parts[0].target);
		return false;
	}
	return true;
}

static bool
can_leave(struct wmodel *m)
{
	size_t p;
	switch (wm_step_kind(m, m->step, &p)) {
	case WS_PICK:
		for (size_t i = 0; i < m->nparts; i++)
			if (m->parts[i].target[0] == '\0') {
				wm_set_msg(m,
					   m->brigade[0]
					       ? "pick a target first"
					       : "part %zu has no target yet",
					   i + 1);
				return false;
			}
		if (m->nparts == 0) {
			wm_set_msg(m, "pick a target first");
			return false;
		}
		return true;
	case WS_CHECK:
		return m->brigade[0] ? brigade_check_done(m) : check_done(m, p);
	case WS_FACTORS:
		/* A ruling whose factors the engine cannot list apart (a
		 * charge's are its Morale Checks) goes on: the result shows
		 * them. Never a dead end. */
		return true;
	case WS_DICE:
		/* Never rolled without asking: every row typed or rolled. */
		for (size_t i = 0; i < m->ndice; i++)
			if (m->dice[i].val[0] == '\0') {
				m->cur = (int)i;
				wm_set_msg(m,
					   "%s has no dice yet: type them, r "
					   "rolls this row, R every empty row",
					   m->dice[i].who);
				return false;
			}
		return true;
	case WS_RESULT:
		return true;
	}
	return true;
}

bool
wm_next(struct wmodel *m)
{
	if (!can_leave(m))
		return false;
	wm_set_msg(m, NULL);
	int was = m->step;
	if (m->step + 1 < wm_nsteps(m))
		wm_enter(m, m->step + 1);
	/* A factors step with nothing to decide is passed on the way
	 * forward (back shows it; the result explains every factor),
	 * unless teaching. */
	size_t p;
	if (!m->teach && m->brigade[0] == '\0' &&
	    wm_step_kind(m, m->step, &p) == WS_FACTORS &&
	    first_asking(m, p, WA_FACTOR) < 0 && m->step + 1 < wm_nsteps(m))
		wm_enter(m, m->step + 1);
	return m->step != was;
}

void
wm_back(struct wmodel *m)
{
	wm_set_msg(m, NULL);
	if (m->applied)
		return; /* in the game file: undo takes it back */
	if (m->step > 0)
		wm_enter(m, m->step - 1);
	else if (m->pick_role >= 0 && m->parts[m->pick_part].target[0] &&
		 m->parts[m->pick_part].actor[0])
		m->pick_role = -1;
}

/* ---- picking ------------------------------------------------------------ */

const struct walk_helper *
wm_helpers(const struct wmodel *m)
{
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	if (te == NULL || m->brigade[0])
		return NULL;
	return m->kind == WALK_FIRE ? te->fire_helpers : te->melee_helpers;
}

bool
wm_split_ok(const struct wmodel *m)
{
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	return te && te->split_section;
}

static double
unit_distance(const struct unit *a, const struct unit *b)
{
	if (!a->placed || !b->placed)
		return 1e18;
	double dx = a->x - b->x, dy = a->y - b->y;
	return dx * dx + dy * dy;
}

/* Does hay hold needle, case ignored? */
static bool
holds_nocase(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (const char *p = hay; *p; p++)
		if (strncasecmp(p, needle, n) == 0)
			return true;
	return n == 0;
}

/* How a unit matches the typed filter: 0 its name begins so, 1 its name
 * holds it, 2 its label does; -1 not at all (case ignored). */
static int
filter_rank(const struct unit *u, const char *filter)
{
	size_t fl = strlen(filter);
	if (fl == 0 || strncasecmp(u->name, filter, fl) == 0)
		return 0;
	if (holds_nocase(u->name, filter))
		return 1;
	return holds_nocase(u->label, filter) ? 2 : -1;
}

static const struct wm_mark *mark_cached(struct wmodel *, int unit);
static struct wm_mark *mark_slot(struct wmodel *, int unit);

struct pick_key {
	int group, bad, rank;
	double dist;
	size_t pos;
	int unit;
};

static int
pick_key_cmp(const void *a, const void *b)
{
	const struct pick_key *x = a, *y = b;
	if (x->group != y->group)
		return x->group < y->group ? -1 : 1;
	if (x->bad != y->bad)
		return x->bad < y->bad ? -1 : 1;
	if (x->rank != y->rank)
		return x->rank < y->rank ? -1 : 1;
	if (x->dist != y->dist)
		return x->dist < y->dist ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static int
dist_cmp(const void *a, const void *b)
{
	const struct pick_key *x = a, *y = b;
	if (x->dist != y->dist)
		return x->dist < y->dist ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* Marks the targets the order is made with: every candidate of a short
 * list, else the WM_MARKS_RANKED nearest of the first group (the
 * enemies), whose checks alone run, so that a list of any size costs
 * that many checks at most (the others are marked as drawn). */
static void
rank_marks(struct wmodel *m, struct pick_key *k, size_t n)
{
	/* The marks made again (another firer) drop the ranking. */
	if (n == 0 || mark_slot(m, k[0].unit) == NULL)
		return;
	if (m->ranked && strcmp(m->ranked_filter, m->filter) == 0)
		return;
	m->ranked = true;
	snprintf(m->ranked_filter, sizeof m->ranked_filter, "%s", m->filter);
	if (n <= WM_MARKS_RANKED) {
		for (size_t i = 0; i < n; i++) {
			struct wm_mark *mk =
			    (struct wm_mark *)wm_target_mark(m, k[i].unit);
			if (mk)
				mk->ranked = true;
		}
		return;
	}
	struct pick_key *near = um_xcalloc(n, sizeof *near);
	size_t nn = 0;
	for (size_t i = 0; i < n; i++)
		if (k[i].group == 0)
			near[nn++] = k[i];
	qsort(near, nn, sizeof *near, dist_cmp);
	for (size_t i = 0; i < nn && i < WM_MARKS_RANKED; i++) {
		struct wm_mark *mk =
		    (struct wm_mark *)wm_target_mark(m, near[i].unit);
		if (mk)
			mk->ranked = true;
	}
	free(near);
}

/* Within each group: targets that may be taken (by the ranked marks)
 * first, then the others; names beginning with the
 * filter, then names and labels holding it; nearest first, in roster
 * order at equal distance. */
static void
sort_candidates(struct wmodel *m, const struct unit *ref, int *out, size_t n)
{
	const struct game *g = m->host.s->g;
	struct pick_key *k = um_xcalloc(n, sizeof *k);
	for (size_t i = 0; i < n; i++) {
		const struct unit *u = &g->units[out[i]];
		k[i].group = ref && strcmp(u->side, ref->side) != 0;
		k[i].rank = filter_rank(u, m->filter);
		k[i].dist = ref ? unit_distance(u, ref) : 0;
		k[i].pos = i;
		k[i].unit = out[i];
	}
	/* The groups keep their order (pass 0 first). */
	bool first = k[0].group;
	for (size_t i = 0; i < n; i++)
		k[i].group = k[i].group != first;
	rank_marks(m, k, n);
	for (size_t i = 0; i < n; i++) {
		const struct wm_mark *mk = mark_cached(m, k[i].unit);
		k[i].bad = mk == NULL || !mk->ranked ||
			   strcmp(mk->eligible, "no") == 0;
	}
	qsort(k, n, sizeof *k, pick_key_cmp);
	for (size_t i = 0; i < n; i++)
		out[i] = k[i].unit;
	free(k);
}

/* The check of the part's firer at unit: its ELIGIBLE value and first
 * failing key. */
static void
mark_of(struct wmodel *m, const struct wm_part *p, int unit, struct wm_mark *mk)
{
	const struct game *g = m->host.s->g;
	char *line = um_xasprintf(
	    "check %s %s %s %s", m->kind == WALK_FIRE ? "fire" : "melee",
	    p->actor, m->kind == WALK_FIRE ? "at" : "vs", g->units[unit].name);
	struct out o;
	out_init(&o);
	char *err = NULL;
	snprintf(mk->eligible, sizeof mk->eligible, "%s",
		 wm_exec(m, line, &o, &err) < 0 ? "no" : "?");
	for (size_t i = 0; i < o.n; i++) {
		if (o.lines[i].kind != OUT_RECORD)
			continue;
		const struct record *a = &o.lines[i].rec;
		const char *v = record_get(a, "value");
		const char *res = record_get(a, "result");
		const char *key = record_get(a, "key");
		if (record_is(a, "ELIGIBLE") && v)
			snprintf(mk->eligible, sizeof mk->eligible, "%s", v);
		if (record_is(a, "CHECK") && res && key &&
		    strcmp(res, "fail") == 0 && mk->why[0] == '\0')
			snprintf(mk->why, sizeof mk->why, "%s", key);
	}
	out_free(&o);
	free(err);
	free(line);
}

/* The mark slot of unit for the part being picked (the marks made
 * again for another firer or roster), or NULL when targets are not
 * marked now. */
static struct wm_mark *
mark_slot(struct wmodel *m, int unit)
{
	const struct game *g = m->host.s->g;
	if (m->pick_role != 1 || m->brigade[0] || m->nparts == 0 || unit < 0 ||
	    (size_t)unit >= g->nunits)
		return NULL;
	const struct wm_part *p = &m->parts[m->pick_part];
	if (p->actor[0] == '\0')
		return NULL;
	if (strcmp(m->marks_actor, p->actor) != 0 || m->nmarks != g->nunits) {
		free(m->marks);
		m->marks = um_xcalloc(g->nunits, sizeof *m->marks);
		m->nmarks = g->nunits;
		m->ranked = false;
		snprintf(m->marks_actor, sizeof m->marks_actor, "%s", p->actor);
	}
	return &m->marks[unit];
}

/* unit's mark when its check has run, else NULL (runs nothing). */
static const struct wm_mark *
mark_cached(struct wmodel *m, int unit)
{
	const struct wm_mark *mk = mark_slot(m, unit);
	return mk && mk->eligible[0] ? mk : NULL;
}

const struct wm_mark *
wm_target_mark(struct wmodel *m, int unit)
{
	struct wm_mark *mk = mark_slot(m, unit);
	if (mk && mk->eligible[0] == '\0')
		mark_of(m, &m->parts[m->pick_part], unit, mk);
	return mk;
}

/* Picking a target: the firer's enemies first (a brigade: only they).
 * Picking another firer: the target's enemies (the firer's friends)
 * first. A helper: friends first. */
size_t
wm_candidates(struct wmodel *m, int **outp)
{
	const struct game *g = m->host.s->g;
	int *out = um_xcalloc(g->nunits + 1, sizeof *out);
	*outp = out;
	if (m->nparts == 0)
		return 0;
	const struct wm_part *p = &m->parts[m->pick_part];
	bool ref_is_actor = m->pick_role != 0;
	long ri = game_unit_index(g, m->pick_role != 0 ? p->actor : p->target);
	if (ri < 0 && m->nparts) {
		ri = game_unit_index(g, m->parts[0].actor);
		ref_is_actor = true;
	}
	const struct unit *ref = ri >= 0 ? &g->units[ri] : NULL;
	size_t n = 0;
	for (int pass = 0; pass < (m->brigade[0] ? 1 : 2); pass++)
		for (size_t i = 0; i < g->nunits; i++) {
			const struct unit *u = &g->units[i];
			if (u->removed || u == ref)
				continue;
			/* A firer already at this target, or a target this
			 * firer already has in another part. */
			bool taken = false;
			for (size_t k = 0; m->pick_role == 0 && k < m->nparts;
			     k++)
				taken |=
				    strcmp(m->parts[k].actor, u->name) == 0 &&
				    strcmp(m->parts[k].target, p->target) == 0;
			for (size_t k = 0; m->pick_role == 1 && k < m->nparts;
			     k++)
				taken |=
				    (int)k != m->pick_part &&
				    strcmp(m->parts[k].actor, p->actor) == 0 &&
				    strcmp(m->parts[k].target, u->name) == 0;
			bool same = ref && strcmp(u->side, ref->side) == 0;
			bool want_same = (m->pick_role == 0 && ref_is_actor) ||
					 m->pick_role == 2;
			if (taken || (pass == 0) != (same == want_same) ||
			    filter_rank(u, m->filter) < 0)
				continue;
			out[n++] = (int)i;
		}
	if (n > 1)
		sort_candidates(m, ref, out, n);
	return n;
}

/* Every part changes: a split fire changes what each part of the firer
 * asks. */
static void
parts_changed(struct wmodel *m)
{
	for (size_t i = 0; i < m->nparts; i++)
		m->parts[i].checked = m->parts[i].factored = false;
	wm_result_clear(m);
}

static void
pick_brigade_target(struct wmodel *m, const char *name)
{
	for (size_t i = 0; i < m->nparts; i++) {
		struct wm_part *p = &m->parts[i];
		if (strcmp(p->target, name) != 0) {
			/* The answers were about the old target. */
			for (size_t k = 0; k < p->nans; k++) {
				free(p->ans[k].key);
				free(p->ans[k].val);
			}
			p->nans = 0;
		}
		snprintf(p->target, sizeof p->target, "%s", name);
	}
	parts_changed(m);
	m->pick_role = -1;
	m->filter[0] = '\0';
	wm_set_msg(m, NULL);
	wm_enter(m, 1);
}

void
wm_pick_unit(struct wmodel *m, int ui)
{
	const struct unit *u = &m->host.s->g->units[ui];
	if (m->brigade[0]) {
		pick_brigade_target(m, u->name);
		return;
	}
	struct wm_part *p = &m->parts[m->pick_part];
	if (m->pick_role == 2 && m->helper) {
		/* A helper goes on the part's declaration as KEY=UNIT. */
		wm_answer_set(p, m->helper->key, u->name, WA_CHECK);
		m->pick_role = -1;
	} else if (m->pick_role == 0) {
		snprintf(p->actor, sizeof p->actor, "%s", u->name);
		m->pick_role = p->target[0] ? -1 : 1;
	} else {
		snprintf(p->target, sizeof p->target, "%s", u->name);
		m->pick_role = p->actor[0] ? -1 : 0;
	}
	p->checked = p->factored = false;
	wm_result_clear(m);
	m->filter[0] = '\0';
	wm_set_msg(m, NULL);
	/* The first part complete: straight on to its checks. */
	if (m->pick_role == -1 && m->nparts == 1 && m->parts[0].nans == 0 &&
	    !m->parts[0].checked)
		wm_enter(m, 1);
}

void
wm_add_part(struct wmodel *m, const char *actor, const char *target, int role)
{
	m->parts = um_xreallocarray(m->parts, m->nparts + 1, sizeof *m->parts);
	struct wm_part *p = &m->parts[m->nparts];
	memset(p, 0, sizeof *p);
	snprintf(p->actor, sizeof p->actor, "%s", actor ? actor : "");
	snprintf(p->target, sizeof p->target, "%s", target ? target : "");
	snprintf(p->eligible, sizeof p->eligible, "?");
	m->pick_part = (int)m->nparts;
	m->nparts++;
	parts_changed(m);
	m->pick_role = role;
	m->filter[0] = '\0';
}

void
wm_remove_part(struct wmodel *m, size_t i)
{
	if (m->nparts <= 1 || m->brigade[0])
		return;
	part_free(&m->parts[i]);
	memmove(m->parts + i, m->parts + i + 1,
		(m->nparts - i - 1) * sizeof *m->parts);
	m->nparts--;
	parts_changed(m);
	m->pick_part = 0;
}

/* ---- answers ------------------------------------------------------------ */

void
wm_answer_set(struct wm_part *p, const char *key, const char *val,
	      enum wm_ans_step step)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0) {
			free(p->ans[i].val);
			p->ans[i].val = um_xstrdup(val);
			return;
		}
	p->ans = um_xreallocarray(p->ans, p->nans + 1, sizeof *p->ans);
	p->ans[p->nans].key = um_xstrdup(key);
	p->ans[p->nans].val = um_xstrdup(val);
	p->ans[p->nans].step = step;
	p->nans++;
}

static bool
answer_clear(struct wm_part *p, const char *key)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0) {
			free(p->ans[i].key);
			free(p->ans[i].val);
			memmove(p->ans + i, p->ans + i + 1,
				(p->nans - i - 1) * sizeof *p->ans);
			p->nans--;
			return true;
		}
	return false;
}

struct wm_item *
wm_current(struct wmodel *m, size_t *pi, enum wm_ans_step *as)
{
	size_t p;
	enum wm_step_kind k = wm_step_kind(m, m->step, &p);
	*pi = p;
	*as = k == WS_FACTORS ? WA_FACTOR : WA_CHECK;
	if (k != WS_CHECK && k != WS_FACTORS)
		return NULL;
	int i = m->cur;
	if (m->brigade[0]) /* the battalion's open question */
		i = first_asking(m, p, *as);
	if (i < 0 || (size_t)i >= wm_items_n(m, p, *as))
		return NULL;
	return *as == WA_CHECK ? &m->parts[p].checks[i]
			       : &m->parts[p].factors[i];
}

/* The step's command again with the answers; later steps are computed
 * again when visited. */
static void
rerun(struct wmodel *m, size_t p, enum wm_ans_step as)
{
	int keep = m->cur;
	if (m->brigade[0] && as == WA_CHECK) {
		wm_run_check(m, p); /* one line for every battalion */
		m->cur = keep;
		return;
	}
	if (as == WA_CHECK)
		wm_run_check(m, p);
	else
		wm_run_factors(m, p);
	size_t n = wm_items_n(m, p, as);
	m->cur = keep < (int)n ? keep : (int)n - 1;
	if (m->cur < 0)
		m->cur = 0;
	if (as == WA_CHECK)
		m->parts[p].factored = false;
}

static const char *
step_err(const struct wmodel *m, size_t p, enum wm_ans_step as)
{
	return as == WA_CHECK ? m->parts[p].check_err : m->parts[p].factor_err;
}

static const char *
source_word(const char *s)
{
	if (s == NULL)
		return "";
	if (strcmp(s, "derived") == 0)
		return "map/roster";
	if (strcmp(s, "given") == 0 || strcmp(s, "umpire") == 0 ||
	    strcmp(s, "asked") == 0)
		return "you";
	return s;
}

/* The item an answer was given to: a check that asked nothing was
 * decided (by the map, the roster), and why. */
struct answered {
	bool decided;
	char *reason, *source;
};

/* Put back the answer the session refused and say why in place: an
 * item that asked nothing was decided (the map, the roster), and the
 * command takes no answer to it. */
static void
take_back(struct wmodel *m, size_t p, enum wm_ans_step as, const char *key,
	  const char *val, const char *old, const struct answered *was)
{
	char *why = um_xstrdup(step_err(m, p, as));
	if (old)
		wm_answer_set(&m->parts[p], key, old, as);
	else
		answer_clear(&m->parts[p], key);
	rerun(m, p, as);
	const char *sep = was->reason ? ": " : "",
		   *reason = was->reason ? was->reason : "";
	if (was->decided && strcmp(val, "yes") == 0)
		wm_set_msg(m, "%s stands as decided by %s%s%s", key,
			   source_word(was->source), sep, reason);
	else if (was->decided)
		wm_set_msg(m,
			   "%s is decided by %s, not answered%s%s; if that is "
			   "wrong, change the unit (e)",
			   key, source_word(was->source), sep, reason);
	else
		wm_set_msg(m, "%s=%s refused: %s", key, val, why);
	free(why);
	for (size_t i = 0; !m->brigade[0] && i < wm_items_n(m, p, as); i++)
		if (strcmp(wm_item_at(m, p, as, i)->key, key) == 0)
			m->cur = (int)i;
}

/* What take_back says of the item answered. */
static void
answered_of(struct answered *dst, const struct wm_item *src)
{
	dst->decided = src->kind == WI_CHECK && !wm_item_asks(src);
	dst->reason = src->reason ? um_xstrdup(src->reason) : NULL;
	dst->source = src->source ? um_xstrdup(src->source) : NULL;
}

/* Stay on the answer when it made the check fail (so it can be changed
 * at once); otherwise hop to the next open question. */
static void
after_answer(struct wmodel *m, size_t p, const char *key)
{
	struct wm_part *pt = &m->parts[p];
	bool failed = false;
	for (size_t i = 0; i < pt->nchecks; i++)
		if (strcmp(pt->checks[i].key, key) == 0) {
			m->cur = (int)i;
			failed = pt->checks[i].result &&
				 strcmp(pt->checks[i].result, "fail") == 0;
		}
	int a = failed ? -1 : first_asking(m, p, WA_CHECK);
	if (a >= 0)
		m->cur = a;
}

bool
wm_answer(struct wmodel *m, const char *val)
{
	size_t p;
	enum wm_ans_step as;
	struct wm_item *it = wm_current(m, &p, &as);
	if (it == NULL)
		return false;
	char *key = um_xstrdup(it->key);
	const char *had = wm_answer_get(&m->parts[p], key);
	char *old = had ? um_xstrdup(had) : NULL;
	bool was_err = step_err(m, p, as) != NULL;
	struct answered was;
	answered_of(&was, it);
	wm_answer_set(&m->parts[p], key, val, as);
	rerun(m, p, as);
	bool ok = !(step_err(m, p, as) && !was_err);
	if (!ok)
		take_back(m, p, as, key, val, old, &was);
	else if (as == WA_CHECK && m->brigade[0] == '\0')
		after_answer(m, p, key);
	free(was.reason);
	free(was.source);
	free(old);
	free(key);
	return ok;
}

void
wm_unanswer(struct wmodel *m)
{
	size_t p;
	enum wm_ans_step as;
	struct wm_item *it = wm_current(m, &p, &as);
	if (it == NULL)
		return;
	if (answer_clear(&m->parts[p], it->key))
		rerun(m, p, as);
	else
		wm_set_msg(m, "%s has no answer of yours to clear", it->key);
}

bool
wm_item_yes_no(const struct wm_item *it)
{
	if (it->allowed == NULL)
		return true;
	return strstr(it->allowed, "yes") != NULL ||
	       strstr(it->allowed, "no") != NULL;
}
