/* linewalk.c - the walkthrough in line mode (linewalk.h): the core's
 * model (umpire/walk.h) taken step by step with prompts. What the model
 * decides stays its own: the steps, the checks and factors with their
 * sections, the typed questions, the dice (typed, or rolled with r only
 * when asked), the result written to the game file before it is shown.
 * This file prints each step and reads the umpire's answers
 * (docs/commands.md "Line mode: walk"). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "linewalk.h"
#include "umpire/printable.h"
#include "umpire/record.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/teach.h"
#include "umpire/tokenize.h"
#include "umpire/util.h"
#include "umpire/walk.h"

/* Where the umpire is: the prompt the next line answers. */
enum lw_at { AT_PICK, AT_QUESTION, AT_DICE, AT_PREVIEW, AT_RESULT };

struct lw {
	struct session *s;
	struct wmodel *m;
	const struct linewalk_io *io;
	enum lw_at at;
	size_t q;      /* the question (AT_QUESTION) or dice row (AT_DICE) */
	int stay;      /* after back: the question or row to stay on, or -1 */
	int shown;     /* the step whose items were printed last, or -1 */
	size_t rolled; /* rows rolled with r (noted in the game file) */
	/* The questions as they were asked, by part and key: an answered
	 * item asks no more, but going back asks it again. */
	struct lw_asked {
		size_t part;
		enum wm_ans_step as;
		char *key, *question, *allowed, *rule;
		bool kept; /* a factor's default kept (d): asked no more */
	} * asked;
	size_t nasked;
};

/* One question of a check or factors step: its part and item. */
struct lw_q {
	size_t part, item;
};

#define PICK_SHOWN 12	/* candidates listed at the pick prompt */
#define SHOWN_PICK (-2) /* lw.shown: the pick list is shown */

static void say(const struct lw *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A line for the umpire, made safe for the terminal (printable.h). */
static void
say(const struct lw *w, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *text = um_xvasprintf(fmt, ap);
	va_end(ap);
	char *safe = um_printable(text);
	fprintf(w->io->out, "%s\n", safe);
	free(safe);
	free(text);
}

static void fail(const struct lw *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A walk line refused: "error: ", where it was read, and why, on the
 * front end's error stream (linewalk.h). */
static void
fail(const struct lw *w, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *text = um_xvasprintf(fmt, ap);
	va_end(ap);
	char *safe = um_printable(text);
	fprintf(w->io->err ? w->io->err : w->io->out, "error: %s%s\n",
		w->io->where ? w->io->where : "", safe);
	free(safe);
	free(text);
}

static const char *
verb(const struct wmodel *m)
{
	return m->kind == WALK_FIRE ? "fire" : "melee";
}

static bool
is_word(const char *typed, const char *a, const char *b)
{
	return strcmp(typed, a) == 0 || (b && strcmp(typed, b) == 0);
}

/* An empty line, Esc, `back`: one step back, every answer kept. */
static bool
is_back(const char *typed)
{
	return typed[0] == '\0' || strcmp(typed, "\x1b") == 0 ||
	       strcmp(typed, "back") == 0;
}

/* ---- what each step shows ----------------------------------------------- */

static const char *
source_word(const char *s)
{
	if (s == NULL)
		return NULL;
	if (strcmp(s, "derived") == 0)
		return "map/roster";
	if (strcmp(s, "given") == 0 || strcmp(s, "umpire") == 0 ||
	    strcmp(s, "asked") == 0)
		return "you";
	return s;
}

/* A check or factor: result, key, section, what it says, who decided. */
static void
show_item(const struct lw *w, const struct wm_item *it)
{
	bool asks = wm_item_asks(it);
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "  %-4s %s",
		it->kind == WI_FACTOR ? "+"
		: asks		      ? "ask"
		: it->result	      ? it->result
				      : "",
		it->key);
	if (it->rule)
		sb_addf(&sb, " (%s)", it->rule);
	if (it->values)
		sb_addf(&sb, " %s", it->values);
	const char *what = asks && it->question ? it->question : it->reason;
	if (what)
		sb_addf(&sb, ": %s", what);
	if (asks && it->allowed)
		sb_addf(&sb, " (%s)", it->allowed);
	const char *src = source_word(it->source);
	if (src && !asks)
		sb_addf(&sb, " [%s]", src);
	if (it->provisional)
		sb_add(&sb, " (provisional)");
	say(w, "%s", sb.s);
	sb_free(&sb);
	for (size_t i = 0; i < it->nnotes; i++)
		if (w->io->teach || strncmp(it->notes[i], "warning:", 8) == 0)
			say(w, "       | %s", it->notes[i]);
}

static void
show_part_items(const struct lw *w, size_t p, enum wm_ans_step as)
{
	const struct wm_part *pt = &w->m->parts[p];
	for (size_t i = 0; i < wm_items_n(w->m, p, as); i++)
		show_item(w, wm_item_at(w->m, p, as, i));
	for (size_t i = 0; as == WA_CHECK && i < pt->nnotes; i++)
		if (w->io->teach || strncmp(pt->notes[i], "warning:", 8) == 0)
			say(w, "       | %s", pt->notes[i]);
	if (as == WA_CHECK && pt->check_err)
		say(w, "  the check was refused: %s", pt->check_err);
	if (as == WA_FACTOR && pt->factor_err)
		say(w, "  the factors were refused: %s", pt->factor_err);
}

static void
show_eligible(const struct lw *w, size_t p)
{
	const struct wm_part *pt = &w->m->parts[p];
	const char *e = pt->eligible;
	say(w, "  %s %s %s: %s", pt->actor,
	    w->m->kind == WALK_FIRE ? "at" : "vs", pt->target,
	    strcmp(e, "yes") == 0   ? "may go on"
	    : strcmp(e, "no") == 0  ? "may not"
	    : strcmp(e, "ask") == 0 ? "a question is open"
				    : "not known yet");
}

/* What a dice row is for ("fires", "morale if beaten"). */
static const char *
dice_what(const struct wm_dice *d)
{
	return d->wd->what ? d->wd->what : d->wd->roll_key;
}

static void
show_dice(const struct lw *w)
{
	struct dicespec spec = wm_dice_spec(w->m);
	say(w,
	    "dice: %dd%d a roll; type the total (%d..%d), each die (as "
	    "4,3,5), or r to roll it (noted in the game file)",
	    spec.n, spec.faces, spec.n, spec.n * spec.faces);
	const struct ruleset_teach *te = w->s->g->rs->teach;
	const char *how = te == NULL		    ? NULL
			  : w->m->kind == WALK_FIRE ? te->fire_dice_teach
						    : te->melee_dice_teach;
	if (w->io->teach && how)
		say(w, "       | %s", how);
	for (size_t i = 0; i < w->m->ndice; i++)
		say(w, "  %s %s: %s", w->m->dice[i].who,
		    dice_what(&w->m->dice[i]),
		    w->m->dice[i].val[0] ? w->m->dice[i].val : "(none yet)");
}

/* The step's items, once each time the step is entered. */
static void
show_step(struct lw *w)
{
	struct wmodel *m = w->m;
	if (w->shown == m->step)
		return;
	w->shown = m->step;
	size_t p;
	enum wm_step_kind k = wm_step_kind(m, m->step, &p);
	enum wm_ans_step as = k == WS_CHECK ? WA_CHECK : WA_FACTOR;
	if (k == WS_DICE) {
		show_dice(w);
		return;
	}
	if (k != WS_CHECK && k != WS_FACTORS)
		return;
	bool all = m->brigade[0] != '\0';
	say(w, "%s: %s %s %s %s", k == WS_CHECK ? "check" : "factors",
	    all ? m->brigade : m->parts[p].actor,
	    m->kind == WALK_FIRE ? "at" : "vs", m->parts[p].target,
	    k == WS_CHECK ? "(each check with its section and reason)"
			  : "(each factor that counts, with its section)");
	for (size_t i = all ? 0 : p; i < (all ? m->nparts : p + 1); i++) {
		if (all)
			say(w, " %s:", m->parts[i].actor);
		show_part_items(w, i, as);
		if (k == WS_CHECK)
			show_eligible(w, i);
		else if (wm_items_n(m, i, as) == 0)
			say(w, "  (no factor counts)");
	}
}

/* ---- the questions of a step -------------------------------------------- */

static enum wm_ans_step
step_now(const struct wmodel *m)
{
	return wm_kind_now(m) == WS_CHECK ? WA_CHECK : WA_FACTOR;
}

static const struct wm_item *
question_item(const struct wmodel *m, const struct lw_q *q)
{
	return wm_item_at(m, q->part, step_now(m), q->item);
}

/* The question of item it (of part) on this step, as first asked; its
 * place in w->asked is the order its step asks in. */
static struct lw_asked *
asked_of(struct lw *w, size_t part, const struct wm_item *it)
{
	enum wm_ans_step as = step_now(w->m);
	for (size_t i = 0; i < w->nasked; i++)
		if (w->asked[i].part == part && w->asked[i].as == as &&
		    strcmp(w->asked[i].key, it->key) == 0) {
			if (!wm_item_asks(it) || it->question == NULL)
				return &w->asked[i];
			free(w->asked[i].question);
			free(w->asked[i].allowed);
			w->asked[i].question = um_xstrdup(it->question);
			w->asked[i].allowed =
			    it->allowed ? um_xstrdup(it->allowed) : NULL;
			return &w->asked[i];
		}
	w->asked = um_xreallocarray(w->asked, w->nasked + 1, sizeof *w->asked);
	struct lw_asked *a = &w->asked[w->nasked++];
	a->part = part;
	a->as = as;
	a->key = um_xstrdup(it->key);
	a->question = um_xstrdup(it->question ? it->question : it->key);
	a->allowed = it->allowed ? um_xstrdup(it->allowed) : NULL;
	a->rule = it->rule ? um_xstrdup(it->rule) : NULL;
	a->kept = false;
	return a;
}

/* A factor the program took its default for (an ASK record), which the
 * umpire may keep; a command's own question (cmd_needs) has none. */
static bool
has_default(const struct wm_item *it)
{
	return it->kind == WI_ASK && it->result == NULL;
}

/* Does item it (of part) wait for the umpire: it asks, and is not a
 * factor whose default the umpire kept? */
static bool
is_open(struct lw *w, size_t part, const struct wm_item *it)
{
	return wm_item_asks(it) &&
	       !(has_default(it) && asked_of(w, part, it)->kept);
}

/* The questions of the check or factors step: the items that ask, and
 * (one part) those the umpire answered, which may be answered again; in
 * the order first asked (an answer makes the items again, in another
 * order). */
static size_t
step_questions(struct lw *w, struct lw_q **out)
{
	const struct wmodel *m = w->m;
	size_t p;
	enum wm_step_kind k = wm_step_kind(m, m->step, &p);
	*out = NULL;
	if (k != WS_CHECK && k != WS_FACTORS)
		return 0;
	enum wm_ans_step as = step_now(m);
	bool all = m->brigade[0] != '\0';
	size_t n = 0;
	size_t *rank = NULL;
	for (size_t pi = all ? 0 : p; pi < (all ? m->nparts : p + 1); pi++)
		for (size_t i = 0; i < wm_items_n(m, pi, as); i++) {
			const struct wm_item *it = wm_item_at(m, pi, as, i);
			bool answered =
			    !all && wm_answer_get(&m->parts[pi], it->key);
			if (!wm_item_asks(it) && !answered)
				continue;
			*out = um_xreallocarray(*out, n + 1, sizeof **out);
			rank = um_xreallocarray(rank, n + 1, sizeof *rank);
			rank[n] = (size_t)(asked_of(w, pi, it) - w->asked);
			(*out)[n++] = (struct lw_q){pi, i};
		}
	/* Insertion sort by rank: a step has a handful of questions. */
	for (size_t i = 1; i < n; i++)
		for (size_t j = i; j > 0 && rank[j - 1] > rank[j]; j--) {
			size_t r = rank[j];
			rank[j] = rank[j - 1];
			rank[j - 1] = r;
			struct lw_q q = (*out)[j];
			(*out)[j] = (*out)[j - 1];
			(*out)[j - 1] = q;
		}
	free(rank);
	return n;
}

static void
asked_free(struct lw *w)
{
	for (size_t i = 0; i < w->nasked; i++) {
		free(w->asked[i].key);
		free(w->asked[i].question);
		free(w->asked[i].allowed);
		free(w->asked[i].rule);
	}
	free(w->asked);
}

/* ---- moving through the steps ------------------------------------------- */

/* Picking the target again (a check that fails, or back from the
 * checks). */
static void
to_pick(struct lw *w)
{
	struct wmodel *m = w->m;
	if (m->step != 0)
		wm_enter(m, 0);
	m->pick_part = 0;
	m->pick_role = 1;
	w->at = AT_PICK;
	w->stay = -1;
	w->shown = -1;
}

/* A check or factors step: the question the umpire came back to, its
 * first open question, else on (a step it cannot leave says why). false: go
 * round again (the step changed). */
static bool
settle_items(struct lw *w)
{
	struct wmodel *m = w->m;
	struct lw_q *qs;
	size_t n = step_questions(w, &qs);
	int at = w->stay >= 0 && (size_t)w->stay < n ? w->stay : -1;
	/* A pair that may not act is not asked its open questions: no
	 * answer changes a check failed on the map, roster or history. */
	size_t p;
	bool refused =
	    wm_step_kind(m, m->step, &p) == WS_CHECK && wm_part_refused(m, p);
	for (size_t i = 0; i < n && at < 0 && !refused; i++)
		if (is_open(w, qs[i].part, question_item(m, &qs[i])))
			at = (int)i;
	if (at < 0 && wm_next(m)) {
		free(qs);
		return false;
	}
	if (at < 0) {
		say(w, "%s", m->msg ? m->msg : "this step cannot go on");
		/* A check that fails: stay on the answer that decided it (to
		 * change it), else pick again (the map or the roster decided).
		 * Eligible, yet the parts take more than the firer has: the
		 * step's first question (how many fire). */
		wm_step_kind(m, m->step, &p);
		bool failed = strcmp(m->parts[p].eligible, "no") == 0 ||
			      m->brigade[0] != '\0';
		for (size_t i = 0; failed && i < n; i++)
			if (m->brigade[0] == '\0' &&
			    qs[i].item == (size_t)m->cur)
				at = (int)i;
		if (!failed && n > 0)
			at = 0;
	}
	free(qs);
	if (at < 0) {
		say(w, "pick another %s, or q to leave the walk",
		    m->kind == WALK_FIRE ? "target" : "defender");
		to_pick(w);
		return true;
	}
	w->at = AT_QUESTION;
	w->q = (size_t)at;
	return true;
}

/* Where the next line goes: the model's step, its first open question
 * or empty dice row, else on to the next step. */
static void
settle(struct lw *w)
{
	struct wmodel *m = w->m;
	for (int guard = 0; guard < 32; guard++) {
		enum wm_step_kind k = wm_kind_now(m);
		if (k == WS_PICK && m->pick_role < 0 && wm_next(m))
			continue;
		if (k == WS_PICK) {
			if (m->pick_role < 0) {
				say(w, "%s", m->msg ? m->msg : "pick a unit");
				m->pick_role = 1;
			}
			w->at = AT_PICK;
			return;
		}
		show_step(w);
		if (k == WS_CHECK || k == WS_FACTORS) {
			if (settle_items(w))
				return;
			continue;
		}
		if (k == WS_DICE) {
			size_t e = wm_dice_next_empty(m, 0);
			w->at = AT_DICE;
			if (w->stay >= 0 && (size_t)w->stay < m->ndice)
				w->q = (size_t)w->stay;
			else if (e < m->ndice)
				w->q = e;
			else
				w->at = AT_PREVIEW;
			return;
		}
		w->at = AT_RESULT;
		return;
	}
	/* Not reached: every step settles or moves on. Never a dead end. */
	say(w, "the walk went round without settling; pick again");
	to_pick(w);
}

/* Back from a step's first question or dice row: the step before with
 * a question (its last), else picking. */
static void
back_step(struct lw *w)
{
	struct wmodel *m = w->m;
	while (m->step > 0) {
		wm_back(m);
		enum wm_step_kind k = wm_kind_now(m);
		struct lw_q *qs;
		size_t n = step_questions(w, &qs);
		free(qs);
		if (k == WS_DICE && m->ndice > 0) {
			w->stay = (int)m->ndice - 1;
			w->shown = -1;
			return;
		}
		if (n > 0) {
			w->stay = (int)n - 1;
			w->shown = -1;
			return;
		}
	}
	to_pick(w);
}

/* One step back: the prompt before this one, answers kept. false: there
 * is none (the walk is left). */
static bool
go_back(struct lw *w)
{
	switch (w->at) {
	case AT_PICK:
		return false;
	case AT_PREVIEW:
		w->stay = w->m->ndice > 0 ? (int)w->m->ndice - 1 : -1;
		if (w->stay < 0)
			back_step(w);
		return true;
	case AT_QUESTION:
	case AT_DICE:
		if (w->q > 0) {
			w->stay = (int)w->q - 1;
			return true;
		}
		back_step(w);
		return true;
	case AT_RESULT:
		return true;
	}
	return true;
}

/* ---- each prompt -------------------------------------------------------- */

static void
help_line(const struct lw *w)
{
	switch (w->at) {
	case AT_PICK:
		say(w, "  a unit's name (or its number in the list); an empty "
		       "line or back leaves the walk; q abandons it");
		break;
	case AT_QUESTION:
		say(w, "  y or n, or a value; an empty line or back goes back "
		       "a step (answers kept); q abandons, nothing written");
		break;
	case AT_DICE:
		say(w, "  the total, each die (4,3,5), or r to roll; an empty "
		       "line or back goes back; q abandons, nothing written");
		break;
	case AT_PREVIEW:
		say(w, "  y writes the ruling to the game file, then shows it; "
		       "n, back or an empty line goes back; q abandons");
		break;
	case AT_RESULT:
		say(w, "  y or n; q leaves the question open");
		break;
	}
}

/* The candidates of the role being picked, the likely first, each
 * target with its check (umpire/walk.h wm_target_mark). */
static void
show_pick(struct lw *w)
{
	struct wmodel *m = w->m;
	const struct game *g = w->s->g;
	const struct wm_part *p = &m->parts[m->pick_part];
	const char *role = m->pick_role == 0
			       ? (m->kind == WALK_FIRE ? "firer" : "attacker")
			   : m->kind == WALK_FIRE ? "target"
						  : "defender";
	const char *of = m->brigade[0] ? m->brigade : p->actor;
	if (m->pick_role == 0)
		say(w, "pick: the %s%s%s", role,
		    !p->target[0]	   ? ""
		    : m->kind == WALK_FIRE ? " at "
					   : " vs ",
		    p->target);
	else
		say(w, "pick: the %s of %s", role, of);
	w->shown = SHOWN_PICK;
	int *cand = NULL;
	size_t n = wm_candidates(m, &cand);
	for (size_t i = 0; i < n && i < PICK_SHOWN; i++) {
		const struct unit *u = &g->units[cand[i]];
		const struct wm_mark *mk = wm_target_mark(m, cand[i]);
		const char *mark = "";
		char buf[UM_NAME_MAX + 16];
		if (mk && strcmp(mk->eligible, "yes") == 0)
			mark = "  may";
		else if (mk && strcmp(mk->eligible, "ask") == 0)
			mark = "  asks";
		else if (mk && strcmp(mk->eligible, "no") == 0) {
			snprintf(buf, sizeof buf, "  may not: %s",
				 mk->why[0] ? mk->why : "a check");
			mark = buf;
		}
		say(w, "  %2zu %-10s %s%s", i + 1, u->name, u->side, mark);
	}
	if (n > PICK_SHOWN)
		say(w, "  ... %zu more: type a name", n - PICK_SHOWN);
	free(cand);
}

/* The unit typed: a number of the list, a name, or the one unit whose
 * name begins so or holds it; -1 (said why) when none or several. */
static int
unit_typed(struct lw *w, const char *typed)
{
	struct wmodel *m = w->m;
	const struct game *g = w->s->g;
	int *cand = NULL;
	size_t n = wm_candidates(m, &cand);
	int unit = -1;
	char *end;
	long k = strtol(typed, &end, 10);
	long exact = game_unit_index(g, typed);
	if (*end == '\0' && end != typed && k >= 1 &&
	    k <= (long)(n < PICK_SHOWN ? n : PICK_SHOWN))
		unit = cand[k - 1];
	for (size_t i = 0; unit < 0 && exact >= 0 && i < n; i++)
		if (cand[i] == (int)exact)
			unit = (int)exact;
	free(cand);
	if (unit >= 0)
		return unit;
	if (exact >= 0 && !g->units[exact].removed) {
		say(w, "%s is not offered here: %s", typed,
		    m->brigade[0] ? "a brigade fires at an enemy"
				  : "it is the unit itself or one taking "
				    "part already");
		return -1;
	}
	snprintf(m->filter, sizeof m->filter, "%s", typed);
	n = wm_candidates(m, &cand);
	m->filter[0] = '\0';
	if (n == 1)
		unit = cand[0];
	else if (n > 1)
		say(w, "%s: %s, %s%s: type more of the name", typed,
		    g->units[cand[0]].name, g->units[cand[1]].name,
		    n > 2 ? " ..." : "");
	else
		say(w, "no unit %s%s", typed, suggest_unit(g, typed));
	free(cand);
	return unit;
}

static void
pick_typed(struct lw *w, const char *typed)
{
	struct wmodel *m = w->m;
	int unit = unit_typed(w, typed);
	if (unit < 0)
		return;
	wm_pick_unit(m, unit);
	w->stay = -1;
	w->shown = -1;
	if (m->pick_role >= 0)
		return; /* the other unit of the part next */
	settle(w);
}

static void
question_typed(struct lw *w, const char *typed)
{
	struct wmodel *m = w->m;
	struct lw_q *qs;
	size_t n = step_questions(w, &qs);
	if (w->q >= n) {
		free(qs);
		settle(w);
		return;
	}
	struct lw_q q = qs[w->q];
	free(qs);
	const struct wm_item *it = question_item(m, &q);
	if (has_default(it) && is_word(typed, "d", "D")) {
		/* The program's default stands, for this factor or (D)
		 * every factor of the step still asking. */
		struct lw_q *all;
		size_t na = step_questions(w, &all);
		for (size_t i = 0; i < na; i++) {
			const struct wm_item *x = question_item(m, &all[i]);
			if (has_default(x) &&
			    (x == it ||
			     (typed[0] == 'D' && is_open(w, all[i].part, x))))
				asked_of(w, all[i].part, x)->kept = true;
		}
		free(all);
		w->stay = -1;
		settle(w);
		return;
	}
	const char *val = typed;
	if (wm_item_yes_no(it) && is_word(typed, "y", "yes"))
		val = "yes";
	else if (wm_item_yes_no(it) && is_word(typed, "n", "no"))
		val = "no";
	char *key = um_xstrdup(it->key);
	/* The items are made again by the answer: what is kept of it. */
	struct lw_asked *a = asked_of(w, q.part, it);
	m->cur = m->brigade[0] ? (int)q.part : (int)q.item;
	bool ok = wm_answer(m, val);
	if (ok)
		a->kept = false;
	if (!ok) {
		say(w, "%s", m->msg ? m->msg : "refused");
		free(key);
		return;
	}
	enum wm_ans_step as = wm_kind_now(m) == WS_CHECK ? WA_CHECK : WA_FACTOR;
	for (size_t i = 0; i < wm_items_n(m, q.part, as); i++)
		if (strcmp(wm_item_at(m, q.part, as, i)->key, key) == 0)
			show_item(w, wm_item_at(m, q.part, as, i));
	if (as == WA_CHECK)
		show_eligible(w, q.part);
	free(key);
	w->stay = -1;
	settle(w);
}

static void
dice_typed(struct lw *w, const char *typed)
{
	struct wmodel *m = w->m;
	size_t row = w->q;
	if (is_word(typed, "r", "roll")) {
		wm_dice_roll(m, row);
		w->rolled++;
		say(w, "  %s rolled %s (noted in the game file)",
		    m->dice[row].who, m->dice[row].val);
	} else if (wm_dice_type(m, row, typed) < 0) {
		say(w, "%s", m->msg ? m->msg : "refused");
		return;
	}
	w->stay = -1;
	settle(w);
}

static void
show_preview(const struct lw *w)
{
	char **lines;
	size_t n = wm_declarations(w->m, &lines);
	say(w, "preview: the game file gets");
	for (size_t i = 0; i < n; i++) {
		say(w, "  %s", lines[i]);
		free(lines[i]);
	}
	free(lines);
	say(w, "  resolve");
	say(w, "write it? y writes it to the game file, then shows the "
	       "result");
}

/* The ruling as the session printed it running the lines (records,
 * warnings; teaching and text when teaching) and the results in words. */
static void
show_result(const struct lw *w)
{
	const struct wmodel *m = w->m;
	for (size_t i = 0; i < m->result.n; i++) {
		const struct out_line *l = &m->result.lines[i];
		/* Its checks and factors were shown on their steps. */
		if (l->kind == OUT_RECORD && !record_is(&l->rec, "CHECK") &&
		    !record_is(&l->rec, "FACTOR") &&
		    !record_is(&l->rec, "ELIGIBLE"))
			say(w, "%s", l->text);
		else if (l->kind == OUT_WARNING)
			say(w, "warning: %s", l->text);
	}
	for (size_t i = 0; i < m->nwords; i++)
		say(w, "  = %s", m->words[i]);
	if (w->io->states_seen)
		*w->io->states_seen = m->states_seen;
	say(w,
	    "written to the game file before it was shown (%zu line%s); "
	    "`undo ruling` takes it back",
	    m->njournaled, m->njournaled == 1 ? "" : "s");
}

static void
preview_typed(struct lw *w, const char *typed)
{
	struct wmodel *m = w->m;
	if (!is_word(typed, "y", "yes")) {
		say(w, "y writes it; back (or n, or an empty line) goes back");
		return;
	}
	if (!wm_next(m) || !m->applied) {
		/* Refused: nothing changed; the reason, on the dice. */
		say(w, "%s", m->msg ? m->msg : "refused; nothing was written");
		w->stay = 0;
		settle(w);
		return;
	}
	show_result(w);
	w->at = AT_RESULT;
}

/* ---- the walk ----------------------------------------------------------- */

static char *
prompt_of(struct lw *w)
{
	const struct wmodel *m = w->m;
	switch (w->at) {
	case AT_PICK:
		return um_xasprintf("walk %s> ", verb(m));
	case AT_QUESTION: {
		struct lw_q *qs;
		size_t n = step_questions(w, &qs);
		char *p = NULL;
		if (w->q < n) {
			const struct wm_item *it = question_item(m, &qs[w->q]);
			const char *had =
			    wm_answer_get(&m->parts[qs[w->q].part], it->key);
			const struct lw_asked *a =
			    asked_of(w, qs[w->q].part, it);
			say(w, "? %s%s%s%s%s: %s%s%s%s%s%s%s%s",
			    m->brigade[0] ? m->parts[qs[w->q].part].actor : "",
			    m->brigade[0] ? " " : "", it->key,
			    a->rule ? " " : "", a->rule ? a->rule : "",
			    a->question, a->allowed ? " (" : "",
			    a->allowed ? a->allowed : "", a->allowed ? ")" : "",
			    has_default(it) ? " [d keeps the default" : "",
			    has_default(it) && it->def ? " " : "",
			    has_default(it) && it->def ? it->def : "",
			    has_default(it) ? ", D every default]" : "");
			if (had)
				say(w, "  your answer now: %s", had);
			p = um_xasprintf(
			    "%s%s%s> ",
			    m->brigade[0] ? m->parts[qs[w->q].part].actor : "",
			    m->brigade[0] ? "." : "", it->key);
		}
		free(qs);
		return p ? p : um_xstrdup("walk> ");
	}
	case AT_DICE:
		say(w, "? dice for %s (%s)%s%s", m->dice[w->q].who,
		    dice_what(&m->dice[w->q]),
		    m->dice[w->q].val[0] ? ", now " : "", m->dice[w->q].val);
		return um_xasprintf("dice %s> ", m->dice[w->q].who);
	case AT_PREVIEW:
		show_preview(w);
		return um_xstrdup("write? ");
	case AT_RESULT:
		return um_xstrdup("walk> ");
	}
	return um_xstrdup("walk> ");
}

/* The questions the resolution leaves open (a continued advance):
 * asked after the result, sent on. */
static void
follows(struct lw *w)
{
	struct wmodel *m = w->m;
	for (size_t i = 0; i < m->nfollows; i++) {
		if (m->follows[i].ans[0])
			continue;
		const struct wm_follow *f = &m->follows[i];
		say(w, "? %s %s%s%s: %s (y/n)", f->key, f->unit,
		    f->rule ? " " : "", f->rule ? f->rule : "",
		    f->question ? f->question : f->key);
		char *prompt = um_xasprintf("%s %s> ", f->key, f->unit);
		char *typed = w->io->read(w->io->ctx, prompt);
		free(prompt);
		if (typed == NULL || is_word(typed, "q", "quit")) {
			say(w, "left open: %s %s", f->key, f->unit);
			free(typed);
			break;
		}
		if (is_word(typed, "y", "yes") || is_word(typed, "n", "no"))
			wm_follow_answer(m, typed[0] == 'y');
		else
			say(w, "y or n: the ruling is written already");
		free(typed);
		i = (size_t)-1; /* the first open one again */
	}
	const char *const *hist;
	size_t h0 = session_lines(w->s, &hist);
	wm_finish(m);
	size_t h1 = session_lines(w->s, &hist);
	for (size_t i = h0; i < h1; i++)
		say(w, "written: %s", hist[i]);
	if (m->msg)
		say(w, "%s", m->msg);
}

/* One line typed at the prompt w->at. false: the walk is left. */
static bool
typed_line(struct lw *w, const char *typed)
{
	if (is_word(typed, "?", "help")) {
		help_line(w);
		return true;
	}
	if (is_back(typed) ||
	    (w->at == AT_PREVIEW && is_word(typed, "n", "no")))
		return go_back(w) ? (settle(w), true) : false;
	switch (w->at) {
	case AT_PICK:
		pick_typed(w, typed);
		break;
	case AT_QUESTION:
		question_typed(w, typed);
		break;
	case AT_DICE:
		dice_typed(w, typed);
		break;
	case AT_PREVIEW:
		preview_typed(w, typed);
		break;
	case AT_RESULT:
		break;
	}
	return true;
}

/* The walk from its first prompt to the result, or abandoned. */
static int
walk_loop(struct lw *w)
{
	for (;;) {
		if (w->at == AT_RESULT) {
			follows(w);
			return 0;
		}
		if (w->at == AT_PICK && w->m->pick_role >= 0 &&
		    w->shown != SHOWN_PICK)
			show_pick(w);
		char *prompt = prompt_of(w);
		char *typed = w->io->read(w->io->ctx, prompt);
		free(prompt);
		if (typed != NULL) {
			size_t len = strlen(typed);
			while (len > 0 && (typed[len - 1] == ' ' ||
					   typed[len - 1] == '\t'))
				typed[--len] = '\0';
		}
		bool quit = typed == NULL || is_word(typed, "q", "quit");
		if (!quit)
			quit = !typed_line(w, typed + strspn(typed, " \t"));
		free(typed);
		if (quit) {
			say(w,
			    "walk abandoned: nothing of the ruling was "
			    "written%s",
			    w->rolled ? " (the dice rolled with r are noted "
					"in the game file)"
				      : "");
			return 1;
		}
	}
}

/* A brigade of that name (a unit's brigade=), for a fire. */
static bool
is_brigade(const struct game *g, const char *name)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed &&
		    strcmp(g->units[i].brigade, name) == 0)
			return true;
	return false;
}

/* The units of a list "A,B" (caller frees the names and the array); 0
 * (said why) when one is no unit. */
static size_t
unit_list(const struct lw *w, const char *list, char ***names)
{
	const struct game *g = w->s->g;
	char *copy = um_xstrdup(list), *save = NULL;
	size_t n = 0;
	*names = NULL;
	for (char *t = strtok_r(copy, ",", &save); t;
	     t = strtok_r(NULL, ",", &save)) {
		long u = game_unit_index(g, t);
		if (u < 0 || g->units[u].removed) {
			fail(w, "walk: no unit %s%s in %s", t,
			     suggest_unit(g, t), list);
			for (size_t i = 0; i < n; i++)
				free((*names)[i]);
			free(*names);
			*names = NULL;
			free(copy);
			return 0;
		}
		*names = um_xreallocarray(*names, n + 1, sizeof **names);
		(*names)[n++] = um_xstrdup(g->units[u].name);
	}
	free(copy);
	return n;
}

static void
names_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* Several parts may be walked: several units at one (A,B at T: a common
 * target, several attackers) or one at several (A at T1,T2: a split fire
 * where the rules have it, a second defender); false (said why) if not. */
static bool
parts_allowed(const struct lw *w, bool fire, size_t na, size_t nt)
{
	const struct ruleset_teach *te = w->s->g->rs->teach;
	if (na > 1 && nt > 1) {
		fail(w,
		     "walk: several units at one (A,B %s T) or one at "
		     "several (A %s T1,T2), not both",
		     fire ? "at" : "vs", fire ? "at" : "vs");
		return false;
	}
	if (fire && nt > 1 && !(te && te->split_section)) {
		fail(w,
		     "walk: no split fire in %s: a unit fires at one "
		     "target; A,B at T walks several firers at one",
		     w->s->g->rs->name);
		return false;
	}
	return true;
}

/* A walk of several parts, every unit named (`walk fire A,B at T`,
 * `walk fire A at T1,T2`): its model, straight on to the first part's
 * checks; NULL (said why) on a bad line. */
static struct wmodel *
model_of_parts(struct lw *w, bool fire, const char *actor, const char *target)
{
	if (!actor[0] || !target[0]) {
		fail(w,
		     "walk: a list of units needs both sides: walk "
		     "%s A,B %s T",
		     fire ? "fire" : "melee", fire ? "at" : "vs");
		return NULL;
	}
	char **as = NULL, **ts = NULL;
	size_t na = unit_list(w, actor, &as);
	size_t nt = na ? unit_list(w, target, &ts) : 0;
	if (na == 0 || nt == 0 || !parts_allowed(w, fire, na, nt)) {
		names_free(as, na);
		names_free(ts, nt);
		return NULL;
	}
	struct walk_host h = {.s = w->s};
	struct wmodel *m = wm_new(&h, fire ? WALK_FIRE : WALK_MELEE, as[0]);
	for (size_t i = 1; i < (na > nt ? na : nt); i++)
		wm_add_part(m, as[na > 1 ? i : 0], ts[nt > 1 ? i : 0], -1);
	m->pick_part = 0;
	m->pick_role = 1;
	wm_pick_unit(m, (int)game_unit_index(w->s->g, ts[0]));
	names_free(as, na);
	names_free(ts, nt);
	return m;
}

/* The model for `walk KIND [A [at|vs T]]`; NULL (said why) on a bad
 * line. A name not found is said and picked instead. */
static struct wmodel *
model_of(struct lw *w, const struct args *a)
{
	const struct game *g = w->s->g;
	const char *kind = a->nword > 1 ? a->word[1] : "";
	if (a->nkv > 0 || a->nword > 5 ||
	    (strcmp(kind, "fire") != 0 && strcmp(kind, "melee") != 0)) {
		fail(w,
		     "walk fire A [at T] | walk fire BRIGADE [at T] "
		     "| walk melee A [vs D]: its answers and dice are "
		     "asked%s",
		     suggest_in(kind, "fire melee"));
		return NULL;
	}
	bool fire = strcmp(kind, "fire") == 0;
	const char *joint = fire ? "at" : "vs";
	if (a->nword > 3 && strcmp(a->word[3], joint) != 0) {
		fail(w, "walk %s A %s T: `%s` where `%s` goes", kind, joint,
		     a->word[3], joint);
		return NULL;
	}
	const char *actor = a->nword > 2 ? a->word[2] : "";
	const char *target = a->nword > 4 ? a->word[4] : "";
	struct walk_host h = {.s = w->s};
	struct wmodel *m;
	if (strchr(actor, ',') || strchr(target, ',')) {
		m = model_of_parts(w, fire, actor, target);
		if (m == NULL)
			return NULL;
		m->teach = true;
		m->states_seen = w->io->states_seen ? *w->io->states_seen : 0;
		return w->m = m;
	}
	long ai = actor[0] ? game_unit_index(g, actor) : -1;
	if (ai < 0 && fire && actor[0] && is_brigade(g, actor)) {
		m = wm_new_brigade(&h, actor);
		m->pick_role = 1;
	} else {
		if (ai < 0 && actor[0])
			say(w, "no unit %s%s", actor, suggest_unit(g, actor));
		m = wm_new(&h, fire ? WALK_FIRE : WALK_MELEE,
			   ai >= 0 ? g->units[ai].name : "");
		if (ai < 0)
			m->pick_role = 0;
	}
	/* Every factors step is shown, even with nothing to decide. */
	m->teach = true;
	m->states_seen = w->io->states_seen ? *w->io->states_seen : 0;
	w->m = m;
	if (target[0] && m->pick_role == 1 && m->nparts > 0) {
		int unit = unit_typed(w, target);
		if (unit >= 0)
			wm_pick_unit(m, unit);
	}
	return m;
}

bool
linewalk_is(const char *line)
{
	line += strspn(line, " \t");
	return strncmp(line, "walk", 4) == 0 &&
	       (line[4] == '\0' || line[4] == ' ' || line[4] == '\t');
}

int
linewalk_run(struct session *s, const char *line, const struct linewalk_io *io)
{
	struct args a;
	char *err = NULL;
	struct lw w = {.s = s, .io = io, .stay = -1, .shown = -1};
	if (cmd_parse(line, &a, &err) < 0) {
		fail(&w, "%s", err);
		free(err);
		return -1;
	}
	struct wmodel *m = model_of(&w, &a);
	args_free(&a);
	if (m == NULL)
		return -1;
	say(&w,
	    "walk: %s, step by step; an empty line or back goes back a "
	    "step (answers kept), q abandons (nothing written), ? "
	    "helps",
	    m->kind == WALK_FIRE ? "a fire" : "a melee");
	settle(&w);
	int r = walk_loop(&w);
	asked_free(&w);
	wm_free(m);
	return r;
}
