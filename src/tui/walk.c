/* walk.c - the walkthrough's view and keys: the model (steps, parts,
 * answers, dice, result) is the core's (include/umpire/walk.h,
 * src/core/walk*.c); this file draws it and maps keys to it
 * (docs/tui.md "The walkthrough"). A brigade fire's own steps are drawn
 * by brigadewalk.c.
 *
 * The model runs its lines through the interface (t->exec), so they are
 * logged; the result step shows what the session journaled: Enter on
 * the dice step writes the ruling to the game file, then shows it. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "brigadewalk.h"
#include "oddsview.h"
#include "ui.h"
#include "walk.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

/* ---- the model's host: lines through the interface ---------------------- */

static int
host_exec(void *ctx, const char *line, struct out *out, char **err)
{
	struct tui *t = ctx;
	return t->exec(t, line, out, err);
}

/* Tried on a scratch copy (t->preview); the generator stays where it
 * was, so the game rolls what it rolls when the lines run. */
static int
host_dry(void *ctx, char *const *lines, size_t n, struct out *out, char **err)
{
	struct tui *t = ctx;
	if (t->preview == NULL)
		return 0;
	struct rng keep = t->s->rng;
	char **final = NULL;
	size_t nfinal = 0;
	int r = t->preview(t, lines, n, out, &final, &nfinal, err);
	t->s->rng = keep;
	for (size_t i = 0; i < nfinal; i++)
		free(final[i]);
	free(final);
	return r;
}

/* A line for the game: logged with what it printed, as tui_run_line. */
static int
host_run(void *ctx, const char *line, struct out *out, char **err)
{
	struct tui *t = ctx;
	char *echo = um_xasprintf("> %s", line);
	tui_log_add(t, LOG_INPUT, echo);
	free(echo);
	size_t from = out->n;
	int r = t->exec(t, line, out, err);
	struct out mine;
	out_init(&mine);
	for (size_t i = from; i < out->n; i++)
		out_add(&mine, out->lines[i].kind, out->lines[i].text);
	tui_log_out(t, &mine);
	out_free(&mine);
	if (r < 0) {
		char *m = um_xasprintf("error: %s", *err ? *err : "failed");
		tui_log_add(t, LOG_ERROR, m);
		free(m);
		return -1;
	}
	tui_model_sync(t);
	if (t->sel >= (int)t->s->g->nunits)
		t->sel = (int)t->s->g->nunits - 1;
	return 0;
}

static struct walk *
walk_of(struct tui *t, struct wmodel *m)
{
	struct walk *w = um_xcalloc(1, sizeof *w);
	w->t = t;
	w->m = m;
	m->teach = t->teach;
	m->states_seen = t->states_seen;
	return w;
}

static struct walk_host
host_of(struct tui *t)
{
	return (struct walk_host){.s = t->s,
				  .ctx = t,
				  .exec = host_exec,
				  .dry = host_dry,
				  .run = host_run};
}

struct walk *
walk_new(struct tui *t, enum walk_kind kind, const char *actor)
{
	struct walk_host h = host_of(t);
	return walk_of(t, wm_new(&h, kind, actor));
}

struct walk *
walk_new_brigade(struct tui *t, const char *brigade)
{
	struct walk_host h = host_of(t);
	struct walk *w = walk_of(t, wm_new_brigade(&h, brigade));
	w->m->pick_role = 1;
	return w;
}

void
walk_free(struct walk *w)
{
	if (w == NULL)
		return;
	wm_free(w->m);
	oddsview_free(w->odds);
	free(w);
}

/* On to the next step; teaching shows every factors step. */
static void
walk_next(struct tui *t, struct walk *w)
{
	w->m->teach = t->teach;
	int was = w->m->step;
	wm_next(w->m);
	if (w->m->step != was)
		w->top = 0;
	if (wm_kind_now(w->m) == WS_RESULT && w->m->applied &&
	    was != w->m->step) {
		t->states_seen = w->m->states_seen;
		tui_message(t, R_PASS,
			    "applied: %zu line%s written to the game file "
			    "before it is shown; u takes it back (asks)",
			    w->m->njournaled, w->m->njournaled == 1 ? "" : "s");
	}
}

/* One step back; a brigade's pick list with the cursor on its target. */
static void
walk_back(struct walk *w)
{
	wm_back(w->m);
	if (!w->m->brigade[0] || wm_kind_now(w->m) != WS_PICK)
		return;
	int *cand = NULL;
	size_t n = wm_candidates(w->m, &cand);
	for (size_t i = 0; i < n; i++)
		if (strcmp(w->m->host.s->g->units[cand[i]].name,
			   w->m->parts[0].target) == 0)
			w->pick_cur = (int)i;
	free(cand);
}

/* Enter on the result: the answered questions go to the game; the
 * walkthrough is over. */
static bool
walk_done(struct tui *t, struct walk *w)
{
	size_t sent = wm_finish(w->m);
	if (w->m->msg) {
		tui_message(t, R_ERROR, "%s", w->m->msg);
		return false;
	}
	size_t open = 0;
	const struct wm_follow *first = NULL;
	for (size_t i = 0; i < w->m->nfollows; i++)
		if (w->m->follows[i].ans[0] == '\0' && open++ == 0)
			first = &w->m->follows[i];
	if (first)
		tui_message(t, R_ASK, "applied; open: %s (see the log)",
			    first->question ? first->question : first->key);
	else
		tui_message(t, R_PASS,
			    "applied: %zu line%s in the game file; u takes it "
			    "back (asks)",
			    w->m->njournaled + sent,
			    w->m->njournaled + sent == 1 ? "" : "s");
	return false;
}

const char *
walk_step_name(const struct walk *w)
{
	return wm_step_name(w->m);
}

const char *
walk_hint(const struct walk *w)
{
	if (w->editing)
		return "Enter take the value  ^U clear  Esc drop it";
	switch (wm_step_kind(w->m, w->m->step, NULL)) {
	case WS_PICK:
		return w->m->pick_role >= 0 || w->m->brigade[0]
			   ? "type a name  Up/Down  Enter pick  Esc back  ? "
			     "keys"
			   : "Enter checks  + s a t x parts  Esc abandon  ? "
			     "keys";
	case WS_DICE:
		return "digits dice  r roll  R all  o odds  Enter apply  Esc "
		       "back  t teach  ? keys";
	case WS_RESULT:
		return "Enter done  y/n questions  o odds  t teach  ? keys";
	default:
		return "y/n answer  digits value  x clear  Enter next  Esc "
		       "back  "
		       "t teach  ? keys";
	}
}

bool
walk_is_melee(const struct walk *w)
{
	return w->m->kind == WALK_MELEE;
}

bool
walk_typing(const struct walk *w)
{
	return w->editing || (wm_step_kind(w->m, w->m->step, NULL) == WS_PICK &&
			      w->m->pick_role >= 0);
}

bool
walk_half_done(const struct walk *w)
{
	return w && w->m->nparts > 0 && w->m->parts[0].target[0] != '\0';
}

bool
walk_map_part(const struct walk *w, const char **actor, const char **target)
{
	size_t p = 0;
	enum wm_step_kind k = wm_step_kind(w->m, w->m->step, &p);
	if (k == WS_PICK)
		p = (size_t)w->m->pick_part;
	if (p >= w->m->nparts || w->m->parts[p].target[0] == '\0') {
		/* Fall back to the first complete part. */
		p = 0;
		if (w->m->nparts == 0 || w->m->parts[0].target[0] == '\0')
			return false;
	}
	*actor = w->m->parts[p].actor;
	*target = w->m->parts[p].target;
	return true;
}

void
walk_click(struct tui *t, struct walk *w, int unit)
{
	(void)t;
	if (wm_kind_now(w->m) != WS_PICK || w->m->pick_role < 0)
		return;
	/* A brigade fires at an enemy only. */
	const struct unit *u = &w->m->host.s->g->units[unit];
	if (w->m->brigade[0] &&
	    strcmp(u->side, w->m->host.s->g
				->units[game_unit_index(w->m->host.s->g,
							w->m->parts[0].actor)]
				.side) == 0)
		return;
	wm_pick_unit(w->m, unit);
}

/* After a row's dice: the next row without any (the last waits for
 * Enter, so a habitual Enter never applies unseen dice). */
static void
dice_next_row(struct walk *w)
{
	size_t n = w->m->ndice,
	       next = wm_dice_next_empty(w->m, (size_t)w->m->cur);
	if (next < n)
		w->m->cur = (int)next;
}

/* Enter on a typed value. A refused value stays in the editor with the
 * reason and what is allowed, so it can be corrected in place. */
static void
finish_edit(struct tui *t, struct walk *w)
{
	if (w->edit[0] == '\0') {
		w->editing = false;
		return;
	}
	if (wm_kind_now(w->m) == WS_DICE) {
		/* Refused: the value stays to be corrected. The last
		 * value's Enter journals the ruling, then shows it. */
		if (wm_dice_type(w->m, (size_t)w->m->cur, w->edit) < 0)
			return;
		w->editing = false;
		if (wm_dice_next_empty(w->m, (size_t)w->m->cur) < w->m->ndice)
			dice_next_row(w);
		else
			walk_next(t, w); /* every row given: journal, show */
		return;
	}
	w->editing = !wm_answer(w->m, w->edit);
}

/* Esc while picking: the typed name, then the half-made part, then (at
 * the list of parts) the ruling itself, asking first. */
static bool
pick_esc(struct tui *t, struct walk *w)
{
	if (w->m->pick_role >= 0 && w->m->filter[0]) {
		w->m->filter[0] = '\0';
		return true;
	}
	if (w->m->pick_role == 2) {
		w->m->pick_role = -1;
		return true;
	}
	if (w->m->pick_role >= 0 && w->m->nparts > 1 && !w->m->brigade[0] &&
	    (w->m->parts[w->m->pick_part].actor[0] == '\0' ||
	     w->m->parts[w->m->pick_part].target[0] == '\0')) {
		wm_remove_part(w->m, (size_t)w->m->pick_part);
		w->m->pick_role = -1;
		return true;
	}
	if (walk_half_done(w)) {
		tui_ask(t, CONFIRM_ABANDON_WALK,
			"Abandon this walkthrough? Nothing of it is "
			"applied.");
		return true;
	}
	return false;
}

/* A key the step does not take: say so, and that the keys of the
 * roster (u undo, h history, the panels) wait for the end. */
static void
walk_unknown_key(struct walk *w, wint_t ch)
{
	wm_set_msg(w->m,
		   "%lc is no key on the %s step (? lists them); u, h and the "
		   "panels work once the walkthrough is applied or abandoned",
		   ch, walk_step_name(w));
}

/* Keys on the list of parts: + another firer, s another target, x drop,
 * a/t change the firer/target, 1..9 a helper of the ruleset's. */
static void
parts_key(struct tui *t, struct walk *w, wint_t ch)
{
	/* Copies: add_part moves the parts. */
	char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
	snprintf(actor, sizeof actor, "%s", w->m->parts[w->m->pick_part].actor);
	snprintf(target, sizeof target, "%s",
		 w->m->parts[w->m->pick_part].target);
	if (ch == '+') {
		/* Another firer/attacker at the same target. */
		wm_add_part(w->m, NULL, target, 0);
	} else if (ch == 's' && w->m->kind == WALK_FIRE && !wm_split_ok(w->m)) {
		wm_set_msg(w->m,
			   "no split fire in %s: a unit fires at one target; "
			   "+ adds another firer at %s",
			   t->s->g->rs->name, target);
	} else if (ch == 's') {
		/* The same firer at another target (split fire),
		 * or a second defender. */
		wm_add_part(w->m, actor, NULL, 1);
	} else if (ch == 'x') {
		wm_remove_part(w->m, (size_t)w->m->pick_part);
	} else if (ch == 'a') {
		w->m->pick_role = 0;
	} else if (ch == 't') {
		w->m->pick_role = 1;
	} else if (ch >= '1' && ch <= '9') {
		/* A helper of the ruleset's (neighbour, support). */
		const struct walk_helper *h = wm_helpers(w->m);
		for (wint_t i = '1'; h && h->key && i < ch; i++)
			h++;
		if (h && h->key) {
			w->m->helper = h;
			w->m->pick_role = 2;
			w->m->filter[0] = '\0';
			w->pick_cur = 0;
		} else {
			wm_set_msg(w->m, "%lc: no such helper here", ch);
		}
	} else if (ch > ' ') {
		walk_unknown_key(w, ch);
	}
}

static bool pick_key_with(struct tui *, struct walk *, wint_t, bool,
			  const int *, size_t);

static bool
pick_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	int *cand = NULL;
	size_t n = 0;
	if (w->m->pick_role >= 0)
		n = wm_candidates(w->m, &cand);
	bool r = pick_key_with(t, w, ch, fkey, cand, n);
	free(cand);
	return r;
}

static bool
pick_key_with(struct tui *t, struct walk *w, wint_t ch, bool fkey,
	      const int *cand, size_t n)
{
	if (fkey) {
		switch (ch) {
		case KEY_UP:
			if (w->m->pick_role < 0)
				w->m->pick_part = w->m->pick_part > 0
						      ? w->m->pick_part - 1
						      : 0;
			else if (w->pick_cur > 0)
				w->pick_cur--;
			return true;
		case KEY_DOWN:
			if (w->m->pick_role < 0) {
				if (w->m->pick_part + 1 < (int)w->m->nparts)
					w->m->pick_part++;
			} else if (w->pick_cur + 1 < (int)n)
				w->pick_cur++;
			return true;
		case KEY_BACKSPACE:
			if (w->m->pick_role >= 0 && w->m->filter[0]) {
				w->m->filter[strlen(w->m->filter) - 1] = '\0';
				w->pick_cur = 0;
			} else {
				wm_back(w->m);
			}
			return true;
		case KEY_LEFT:
			wm_back(w->m);
			return true;
		case KEY_RIGHT:
			if (w->m->pick_role < 0)
				walk_next(t, w);
			return true;
		case KEY_ENTER:
			break;
		case KEY_DC:
			if (w->m->pick_role < 0)
				wm_remove_part(w->m, (size_t)w->m->pick_part);
			return true;
		default:
			return true;
		}
	}
	if (ch == '\r' || ch == '\n' || ch == KEY_ENTER) {
		if (w->m->pick_role < 0) {
			walk_next(t, w);
		} else if (n > 0) {
			wm_pick_unit(
			    w->m, cand[w->pick_cur < (int)n ? w->pick_cur : 0]);
		} else {
			wm_set_msg(w->m, "no unit matches \"%s\"",
				   w->m->filter);
		}
		return true;
	}
	if (ch == 27)
		return pick_esc(t, w);
	if (ch == 127 || ch == 8) {
		return pick_key(t, w, KEY_BACKSPACE, true);
	}
	if (w->m->pick_role < 0) {
		parts_key(t, w, ch);
		return true;
	}
	if (iswprint(ch) && ch != ' ' &&
	    strlen(w->m->filter) < sizeof w->m->filter - 1) {
		size_t l = strlen(w->m->filter);
		w->m->filter[l] = (char)(ch < 128 ? ch : '?');
		w->m->filter[l + 1] = '\0';
		w->pick_cur = 0;
		/* A whole name typed: highlight it exactly. */
		int *now = NULL;
		size_t m = wm_candidates(w->m, &now);
		for (size_t i = 0; i < m; i++)
			if (strcmp(t->s->g->units[now[i]].name, w->m->filter) ==
			    0)
				w->pick_cur = (int)i;
		free(now);
	}
	return true;
}

static void start_value(struct walk *, enum wm_step_kind, wint_t);

/* A value being typed: Enter takes it (refused in place if bad), Esc
 * drops it, ^U starts again. */
static void
edit_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	wm_set_msg(w->m, NULL);
	if (!fkey && ch == 21) { /* ^U: start the value again */
		w->edit[0] = '\0';
		return;
	}
	if ((!fkey && (ch == '\r' || ch == '\n')) || (fkey && ch == KEY_ENTER))
		finish_edit(t, w);
	else if (!fkey && ch == 27)
		w->editing = false;
	else if (!fkey && w->edit[0] == '\0' && ch >= '0' && ch <= '9')
		/* Started again (^U after a refusal): a digit is as on a
		 * fresh row, so one die is taken at once. */
		start_value(w, wm_step_kind(w->m, w->m->step, NULL), ch);
	else if ((fkey && ch == KEY_BACKSPACE) ||
		 (!fkey && (ch == 127 || ch == 8))) {
		size_t l = strlen(w->edit);
		if (l)
			w->edit[l - 1] = '\0';
		else
			w->editing = false;
	} else if (!fkey && iswprint(ch) && ch < 128 &&
		   strlen(w->edit) < sizeof w->edit - 1) {
		size_t l = strlen(w->edit);
		w->edit[l] = (char)ch;
		w->edit[l + 1] = '\0';
	}
}

/* A digit (or sign) starts a value; one die of up to nine faces is taken
 * at once and the next row selected (the last waits for Enter, so a
 * habitual Enter never applies). */
static void
start_value(struct walk *w, enum wm_step_kind k, wint_t ch)
{
	w->editing = true;
	w->edit[0] = (char)ch;
	w->edit[1] = '\0';
	struct dicespec spec =
	    wm_dice_row_spec(w->m, w->m->cur > 0 ? (size_t)w->m->cur : 0);
	if (k == WS_DICE && spec.n == 1 && spec.faces < 10 && ch >= '1' &&
	    ch <= (wint_t)('0' + spec.faces) && w->m->cur >= 0 &&
	    (size_t)w->m->cur < w->m->ndice) {
		w->editing = false;
		wm_dice_type(w->m, (size_t)w->m->cur, w->edit);
		dice_next_row(w);
	}
}

/* The rows the cursor moves over on this step. */
static int
step_items(const struct walk *w)
{
	size_t p;
	enum wm_step_kind k = wm_step_kind(w->m, w->m->step, &p);
	if (w->m->brigade[0] && (k == WS_CHECK || k == WS_FACTORS))
		return (int)w->m->nparts; /* a row per battalion */
	switch (k) {
	case WS_CHECK:
		return (int)w->m->parts[p].nchecks;
	case WS_FACTORS:
		return (int)w->m->parts[p].nfactors;
	case WS_DICE:
		return (int)w->m->ndice;
	default:
		return 0;
	}
}

/* Function keys on the check, factors, dice and result steps; returns
 * false for KEY_ENTER (handled with Enter). */
static bool
walk_fkey(struct tui *t, struct walk *w, enum wm_step_kind k, wint_t ch)
{
	int n = step_items(w);
	switch (ch) {
	case KEY_UP:
		if (k == WS_RESULT)
			w->result_top -= w->result_top > 0;
		else if (w->m->cur > 0)
			w->m->cur--;
		return true;
	case KEY_DOWN:
		if (k == WS_RESULT)
			w->result_top++;
		else if (w->m->cur + 1 < n)
			w->m->cur++;
		return true;
	case KEY_PPAGE:
		w->result_top -= 5;
		if (w->result_top < 0)
			w->result_top = 0;
		return true;
	case KEY_NPAGE:
		w->result_top += 5;
		return true;
	case KEY_RIGHT:
		if (k != WS_RESULT)
			walk_next(t, w);
		return true;
	case KEY_LEFT:
	case KEY_BACKSPACE:
		if (k == WS_RESULT)
			return false; /* applied: like Esc, the walk is over */
		walk_back(w);
		return true;
	case KEY_DC:
		if (k == WS_DICE)
			wm_dice_clear(w->m, (size_t)w->m->cur);
		else
			wm_unanswer(w->m);
		return true;
	case KEY_ENTER:
		return false;
	default:
		return true;
	}
}

/* y/n on a check or factors step: the item's answer, when it takes
 * yes or no. */
static void
yes_no_key(struct walk *w, wint_t ch)
{
	size_t p;
	enum wm_ans_step as;
	struct wm_item *it = wm_current(w->m, &p, &as);
	if (it && !wm_item_yes_no(it))
		wm_set_msg(w->m, "%s takes %s: type it, then Enter", it->key,
			   it->allowed);
	else if (it)
		wm_answer(w->m, ch == 'y' ? "yes" : "no");
	else
		wm_set_msg(w->m, "nothing to answer here");
}

/* Keys on the result step: the ruling is in the game file already. */
static bool
result_key(struct tui *t, struct walk *w, wint_t ch)
{
	switch (ch) {
	case '\r':
	case '\n':
	case KEY_ENTER:
	case 27:
	case 127:
	case 8:
		return walk_done(t, w);
	case 'y':
	case 'n':
		wm_follow_answer(w->m, ch == 'y');
		return true;
	case 'x':
		wm_follow_clear(w->m);
		return true;
	case 'o':
		oddsview_toggle(&w->odds);
		return true;
	case 'j':
		return walk_key(t, w, KEY_DOWN, true);
	case 'k':
		return walk_key(t, w, KEY_UP, true);
	default:
		if (ch > ' ')
			walk_unknown_key(w, ch);
		return true;
	}
}

/* r rolls the selected row, R every empty one: only when asked. */
static void
roll_key(struct walk *w, bool all)
{
	size_t n = w->m->ndice;
	if (!all && (size_t)w->m->cur < n) {
		wm_dice_roll(w->m, (size_t)w->m->cur);
		size_t next = wm_dice_next_empty(w->m, (size_t)w->m->cur);
		if (next < n)
			w->m->cur = (int)next;
	}
	for (size_t i = 0; all && i < n; i++)
		if (w->m->dice[i].val[0] == '\0')
			wm_dice_roll(w->m, i);
}

/* Keys on the check, factors and dice steps. */
static bool
step_key(struct tui *t, struct walk *w, enum wm_step_kind k, wint_t ch)
{
	switch (ch) {
	case '\r':
	case '\n':
	case KEY_ENTER:
	case ' ':
		walk_next(t, w);
		return true;
	case 127:
	case 8:
	case 27:
		/* Backspace and Esc step back one step; every answer is
		 * kept. At the parts list it asks before dropping it all. */
		walk_back(w);
		return true;
	case 'j':
		return walk_key(t, w, KEY_DOWN, true);
	case 'k':
		return walk_key(t, w, KEY_UP, true);
	case 'y':
	case 'n':
		if (k != WS_DICE)
			yes_no_key(w, ch);
		return true;
	case 'a': /* a battalion's answer, typed */
		if (k == WS_DICE)
			break;
		w->editing = true;
		w->edit[0] = '\0';
		return true;
	case 'x':
		if (k == WS_DICE)
			wm_dice_clear(w->m, (size_t)w->m->cur);
		else
			wm_unanswer(w->m);
		return true;
	case 'o': /* the umpire's odds, on the dice and result steps */
		if (k == WS_DICE)
			oddsview_toggle(&w->odds);
		else
			wm_set_msg(w->m, "o: the odds show on the dice and "
					 "result steps (Enter goes on)");
		return true;
	case 'R':
	case 'r':
		if (k == WS_DICE)
			roll_key(w, ch == 'R');
		else
			wm_set_msg(w->m, "r rolls on the dice step");
		return true;
	default:
		break;
	}
	if (ch < 128 &&
	    (isdigit((int)ch) || ch == '-' || ch == '+' || ch == '.'))
		start_value(w, k, ch);
	else if (ch > ' ')
		walk_unknown_key(w, ch);
	return true;
}

bool
walk_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	w->m->teach = t->teach;
	enum wm_step_kind k = wm_kind_now(w->m);
	if (!fkey && ((ch == 't' && k != WS_PICK) || ch == 'T') &&
	    !w->editing && !(k == WS_PICK && w->m->pick_role >= 0)) {
		t->teach = !t->teach;
		return true;
	}
	if (k == WS_PICK)
		return pick_key(t, w, ch, fkey);
	if (w->editing) {
		edit_key(t, w, ch, fkey);
		return true;
	}
	if (fkey && walk_fkey(t, w, k, ch))
		return true;
	wm_set_msg(w->m, NULL);
	if (k == WS_RESULT)
		return result_key(t, w, fkey ? 27 : ch);
	return step_key(t, w, k, ch);
}
