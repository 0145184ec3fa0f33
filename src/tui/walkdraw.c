/* walkdraw.c - the walkthrough drawn (walk.c has its keys; the model is
 * the core's, umpire/walk.h): the trail of steps, the pick list, the
 * checks and factors with the detail of the selected one, the dice rows
 * and the result as the game file has it. */
#include <stdlib.h>
#include <string.h>

#include "brigadewalk.h"
#include "oddsview.h"
#include "ui.h"
#include "walk.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

/* A step's name in the trail: "check2" for the second part's checks. */
static const char *
walk_step_label(const struct walk *w, enum wm_step_kind sk, size_t part)
{
	static const char *const shortn[] = {"pick", "check", "factors", "dice",
					     "result"};
	static char lab[24];
	if ((sk == WS_CHECK || sk == WS_FACTORS) && w->m->nparts > 1 &&
	    !w->m->brigade[0])
		snprintf(lab, sizeof lab, "%s%zu", shortn[sk], part + 1);
	else
		snprintf(lab, sizeof lab, "%s", shortn[sk]);
	return lab;
}

static const char *
mark(const struct tui *t, const char *result)
{
	if (result == NULL)
		return " ";
	if (strcmp(result, "pass") == 0)
		return t->ascii ? "+" : "\u2713";
	if (strcmp(result, "fail") == 0)
		return t->ascii ? "x" : "\u2717";
	if (strcmp(result, "ask") == 0)
		return "?";
	return " ";
}

static enum tui_role
result_role(const char *result)
{
	if (result == NULL)
		return R_NORMAL;
	if (strcmp(result, "pass") == 0)
		return R_PASS;
	if (strcmp(result, "fail") == 0)
		return R_FD;
	if (strcmp(result, "ask") == 0)
		return R_ASK;
	return R_NORMAL;
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

/* One row per item; the detail of the selected one below the list. */
static int
draw_item_row(struct tui *t, const struct walk *w, const struct wm_part *p,
	      const struct wm_item *it, bool sel, int y, int x, int wd)
{
	(void)w;
	enum tui_role base = sel ? R_SEL : R_NORMAL;
	if (sel)
		tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
	const char *ans = wm_answer_get(p, it->key);
	char buf[200];
	int cx = x;
	if (it->kind == WI_CHECK) {
		cx +=
		    tui_put(t, y, cx, wd, sel ? R_SEL : result_role(it->result),
			    mark(t, it->result));
		snprintf(buf, sizeof buf, " %-15s %-4s", it->key,
			 it->result ? it->result : "");
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		if (ans)
			snprintf(buf, sizeof buf, " =%s", ans);
		else
			snprintf(buf, sizeof buf, " %s",
				 it->rule ? it->rule : "");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_DIM, buf);
	} else if (it->kind == WI_FACTOR) {
		cx += tui_put(t, y, cx, wd, base, ans ? "*" : " ");
		snprintf(buf, sizeof buf, " %-15s ", it->key);
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		cx += tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_TAG,
			      it->values ? it->values : "");
		snprintf(buf, sizeof buf, " %s", ans ? "=you" : "");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_DIM, buf);
	} else {
		cx +=
		    tui_put(t, y, cx, wd, sel ? R_SEL : R_ASK, ans ? "*" : "?");
		snprintf(buf, sizeof buf, " %-15s ", it->key);
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		if (ans)
			snprintf(buf, sizeof buf, "=%s", ans);
		else
			snprintf(buf, sizeof buf, "default %s",
				 it->def ? it->def : "-");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_ASK, buf);
	}
	return 1;
}

/* The ruleset's view of a fire (its fire_view hook), or false. */
static bool
fire_view_of(const struct tui *t, const char *actor, const char *target,
	     struct fire_view *fv)
{
	const struct game *g = t->s->g;
	int ia = tui_unit_index(t, actor), it = tui_unit_index(t, target);
	if (g->rs->fire_view == NULL || ia < 0 || it < 0)
		return false;
	memset(fv, 0, sizeof *fv);
	fv->blocked_unit = -1;
	return g->rs->fire_view(g, t->s->tables, &g->units[ia], &g->units[it],
				fv) == 0 &&
	       fv->known;
}

/* The detail of an item: question, reason, who decided, your answer and,
 * teaching, what the rule says. rows < 0: only count the rows it needs. */
static int
draw_detail(struct tui *t, const struct wm_part *p, const struct wm_item *it,
	    int y, int x, int wd, int rows)
{
	int used = 0;
	bool measure = rows < 0;
	char buf[1024];
#define LINE(role, ...)                                                        \
	do {                                                                   \
		snprintf(buf, sizeof buf, __VA_ARGS__);                        \
		if (measure)                                                   \
			used += tui_wrap_rows(buf, wd, 2);                     \
		else if (used < rows)                                          \
			used += tui_wrap_draw(t, y + used, x, wd, 2, 0,        \
					      rows - used, role, buf);         \
	} while (0)
	const char *ans = wm_answer_get(p, it->key);
	bool ask = it->kind == WI_ASK ||
		   (it->result && strcmp(it->result, "ask") == 0);
	if (ask && it->question)
		LINE(R_ASK, "%s [%s]", it->question,
		     it->allowed ? (wm_item_yes_no(it) ? "y/n" : it->allowed)
				 : "y/n or a value");
	struct fire_view fv;
	if (ask && strcmp(it->key, "range") == 0 &&
	    fire_view_of(t, p->actor, p->target, &fv)) {
		char num[32];
		um_fmt_num(num, sizeof num,
			   (double)(long)(fv.range * 10 + 0.5) / 10);
		LINE(R_DIM, "the map measures %s %s%s%s", num,
		     t->s->g->inches ? "in" : "cm",
		     fv.blocked_by[0] ? ", blocked by " : "", fv.blocked_by);
	}
	if (it->reason &&
	    !(ask && it->question && strcmp(it->reason, it->question) == 0))
		LINE(R_NORMAL, "%s", it->reason);
	/* Teaching: the paraphrase of this check or factor, else of its
	 * rule section (the ruleset's descriptor data). */
	const char *sec = NULL;
	const char *para =
	    t->teach ? teach_key_text(t->s->g, it->key, &sec) : NULL;
	/* A key's paraphrase of another section (the melee's `cover`,
	 * 4.1.3, is not the fire's, 3.1.3): the item's own rule instead. */
	if (para && sec && it->rule &&
	    strncmp(it->rule, sec, strlen(sec)) != 0 &&
	    teach_rule_text(t->s->g, it->rule))
		para = NULL;
	if (para == NULL && t->teach) {
		para = teach_rule_text(t->s->g, it->rule);
		sec = it->rule;
	}
	if (it->kind == WI_FACTOR) {
		/* The whole key (the row cuts long ones) and whose it is. */
		LINE(R_NORMAL, "%s%s%s", it->key, it->part ? " for " : "",
		     it->part ? it->part : "");
		LINE(R_DIM, "table %s%s, %s%s%s", it->table ? it->table : "?",
		     it->provisional ? " (provisional)" : "",
		     source_word(it->source),
		     it->rule && !para ? ", rule " : "",
		     it->rule && !para ? it->rule : "");
	} else if (it->source)
		LINE(R_DIM, "rule %s, decided by %s", it->rule ? it->rule : "?",
		     source_word(it->source));
	else if (it->rule && para == NULL)
		LINE(R_DIM, "rule %s", it->rule);
	if (ans)
		LINE(R_KEY, "your answer: %s=%s (x clears)", it->key, ans);
	if (para)
		LINE(R_TEACH, "%s: %s", sec ? sec : (it->rule ? it->rule : "?"),
		     para);
	if (t->teach)
		for (size_t i = 0; i < it->nnotes; i++)
			LINE(R_TEACH, "%s", it->notes[i]);
#undef LINE
	return used;
}

static void
draw_list(struct tui *t, struct walk *w, const struct wm_part *p,
	  const struct wm_item *items, size_t n, struct rect body,
	  const char *err)
{
	int y = body.y, bottom = body.y + body.h;
	int wd = body.w;
	if (err) {
		y += tui_wrap_draw(t, y, body.x, wd, 2, 0, bottom - y, R_ERROR,
				   err);
	}
	if (n == 0) {
		if (!err)
			tui_put(t, y, body.x, wd, R_DIM,
				"(none applies: nothing to answer)");
		return;
	}
	/* List above, detail below: the detail gets the rows it needs (at
	 * least 4), so a teaching text is never cut; the list scrolls. */
	int detail = 4;
	if (w->m->cur >= 0 && w->m->cur < (int)n) {
		int need =
		    draw_detail(t, p, &items[w->m->cur], 0, body.x, wd, -1);
		if (w->m->msg)
			need += tui_wrap_rows(w->m->msg, wd, 2);
		if (need > detail)
			detail = need;
	}
	if (detail > bottom - y - 4)
		detail = bottom - y - 4;
	int listh = bottom - y - detail - 1;
	if (listh < 2)
		listh = 2;
	if ((int)n < listh)
		listh = (int)n;
	if (w->m->cur < w->top)
		w->top = w->m->cur;
	if (w->m->cur >= w->top + listh)
		w->top = w->m->cur - listh + 1;
	for (int i = 0; i < listh && w->top + i < (int)n; i++)
		draw_item_row(t, w, p, &items[w->top + i],
			      w->top + i == w->m->cur, y + i, body.x, wd);
	if (w->top > 0)
		tui_put(t, y, body.x + wd - 1, 1, R_DIM,
			t->ascii ? "^" : "\u2191");
	if (w->top + listh < (int)n)
		tui_put(t, y + listh - 1, body.x + wd - 1, 1, R_DIM,
			t->ascii ? "v" : "\u2193");
	y += listh;
	tui_put(t, y, body.x, wd, R_DIM,
		t->ascii ? "- - - - - - - - - - - - - - - - - - -"
			 : "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504");
	y++;
	if (w->m->cur >= 0 && w->m->cur < (int)n)
		draw_detail(t, p, &items[w->m->cur], y, body.x, wd, bottom - y);
}

/* A target's mark in the pick list: ✓ may, ✗ and the failing check,
 * ? asks. */
static void
draw_mark(struct tui *t, const struct wm_mark *mk, bool sel, int y, int x,
	  int wd)
{
	const char *res = strcmp(mk->eligible, "yes") == 0  ? "pass"
			  : strcmp(mk->eligible, "no") == 0 ? "fail"
							    : "ask";
	int cx = x + tui_put(t, y, x, wd, sel ? R_SEL : result_role(res),
			     mark(t, res));
	if (mk->why[0])
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_DIM, mk->why);
}

/* The name typed and the units offered for it, the cursor's marked;
 * returns the row after them. */
static int
draw_candidates(struct tui *t, struct walk *w, struct rect body, int y)
{
	const struct game *g = t->s->g;
	int wd = body.w;
	const struct wm_part *p = &w->m->parts[w->m->pick_part];
	int x = body.x;
	x += tui_put(t, y, x, wd, R_DIM, "name: ");
	x += tui_put(t, y, x, body.x + wd - x, R_KEY, w->m->filter);
	tui_put(t, y, x, 1, R_SEL, " ");
	y++;
	int *cand = NULL;
	size_t n = wm_candidates(w->m, &cand);
	int rows = body.y + body.h - y - 1;
	int top = w->pick_cur >= rows ? w->pick_cur - rows + 1 : 0;
	const struct unit *ref = NULL;
	int ri = tui_unit_index(t, w->m->pick_role != 0 ? p->actor : p->target);
	if (ri >= 0)
		ref = &g->units[ri];
	for (int i = 0; i < rows && top + i < (int)n; i++) {
		const struct unit *u = &g->units[cand[top + i]];
		bool sel = top + i == w->pick_cur;
		char dist[24] = "";
		if (ref && ref->placed && u->placed) {
			struct footprint fa, fb;
			if (tui_unit_fp(t, ref, ref->x, ref->y, ref->facing,
					&fa) == GEOM_OK &&
			    tui_unit_fp(t, u, u->x, u->y, u->facing, &fb) ==
				GEOM_OK) {
				char num[16];
				um_fmt_num(num, sizeof num,
					   (double)(long)(footprint_distance(
							      &fa, &fb) +
							  0.5));
				snprintf(dist, sizeof dist, "%s%s", num,
					 g->inches ? "in" : "cm");
			}
		}
		if (sel)
			tui_fill(t, (struct rect){y, body.x, 1, wd}, R_SEL);
		const struct wm_mark *mk = wm_target_mark(w->m, cand[top + i]);
		/* A narrow list leaves the formation out, for the mark's
		 * reason (the failing check's key) to be read. */
		int cx =
		    body.x +
		    (wd < 46
			 ? tui_putf(t, y, body.x, wd, sel ? R_SEL : R_NORMAL,
				    "%s %-8.8s %-7.7s %6s ", sel ? ">" : " ",
				    u->name, u->side, dist)
			 : tui_putf(t, y, body.x, wd, sel ? R_SEL : R_NORMAL,
				    "%s %-8.8s %-7.7s %-7.7s %6s ",
				    sel ? ">" : " ", u->name, u->side,
				    formation_short(g, u), dist));
		if (mk)
			draw_mark(t, mk, sel, y, cx, body.x + wd - cx);
		y++;
	}
	if (n == 0)
		tui_put(t, y++, body.x, wd, R_DIM, "(no unit matches)");
	free(cand);
	return y;
}

static int
draw_pick(struct tui *t, struct walk *w, struct rect body)
{
	int y = body.y, wd = body.w;
	const char *actor_word = w->m->kind == WALK_FIRE ? "firer" : "attacker";
	const char *target_word =
	    w->m->kind == WALK_FIRE ? "target" : "defender";
	if (w->m->pick_role < 0) {
		const struct ruleset_teach *te = t->s->g->rs->teach;
		if (w->m->kind == WALK_FIRE && te && te->common_section &&
		    te->split_section) {
			char *h =
			    um_xasprintf("Fire parts (common target %s, "
					 "split %s):",
					 te->common_section, te->split_section);
			tui_put_clip(t, y++, body.x, wd, R_DIM, h);
			free(h);
		} else
			tui_put(t, y++, body.x, wd, R_DIM,
				w->m->kind == WALK_FIRE ? "Fire parts:"
							: "Attacks:");
		for (size_t i = 0; i < w->m->nparts && y < body.y + body.h - 4;
		     i++) {
			bool sel = (int)i == w->m->pick_part;
			if (sel)
				tui_fill(t, (struct rect){y, body.x, 1, wd},
					 R_SEL);
			tui_putf(t, y++, body.x, wd, sel ? R_SEL : R_NORMAL,
				 " %zu. %s %s %s", i + 1,
				 w->m->parts[i].actor[0] ? w->m->parts[i].actor
							 : "?",
				 w->m->kind == WALK_FIRE ? ">" : "vs",
				 w->m->parts[i].target[0]
				     ? w->m->parts[i].target
				     : "?");
			/* Its helpers on a row of their own. */
			struct strbuf sb;
			sb_init(&sb);
			for (const struct walk_helper *h = wm_helpers(w->m);
			     h && h->key; h++) {
				const char *v =
				    wm_answer_get(&w->m->parts[i], h->key);
				if (v)
					sb_addf(&sb, " %s=%s", h->key, v);
			}
			if (sb.len && y < body.y + body.h - 4)
				y += tui_wrap_draw(t, y, body.x + 4, wd - 4, 2,
						   0, 2, R_DIM, sb.s);
			sb_free(&sb);
		}
		y++;
		tui_put(t, y++, body.x, wd, R_KEY, "Enter: on to the checks");
		tui_putf(t, y++, body.x, wd, R_DIM, "+ another %s at %s",
			 actor_word, w->m->parts[w->m->pick_part].target);
		if (w->m->kind != WALK_FIRE || wm_split_ok(w->m))
			tui_putf(
			    t, y++, body.x, wd, R_DIM, "s %s at another %s",
			    w->m->parts[w->m->pick_part].actor, target_word);
		tui_put(t, y++, body.x, wd, R_DIM,
			"a/t change firer/target, x drop part");
		int hi = 1;
		for (const struct walk_helper *h = wm_helpers(w->m);
		     h && h->key && y < body.y + body.h; h++, hi++)
			tui_putf(t, y++, body.x, wd, R_DIM, "%d a %s (%s)", hi,
				 h->what, h->section);
		return y;
	}
	const struct wm_part *p = &w->m->parts[w->m->pick_part];
	if (w->m->pick_role == 2 && w->m->helper)
		tui_putf(t, y++, body.x, wd, R_ASK,
			 "%s for %s > %s:", w->m->helper->what, p->actor,
			 p->target);
	else if (w->m->pick_role == 1)
		tui_putf(t, y++, body.x, wd, R_ASK, "%s for %s:", target_word,
			 p->actor);
	else
		tui_putf(t, y++, body.x, wd, R_ASK, "%s%s%s:", actor_word,
			 p->target[0] ? " at " : "", p->target);
	return draw_candidates(t, w, body, y);
}

static void
draw_dice(struct tui *t, struct walk *w, struct rect body)
{
	int y = body.y, wd = body.w;
	struct dicespec spec = wm_dice_spec(w->m);
	if (!oddsview_on(w->odds)) { /* the odds take the room of the hints */
		/* An example of this ruleset's dice: 3d6 "12" or "4,3,5". */
		static const int ex[] = {4, 3, 5, 2, 6, 1};
		char dice[48] = "";
		int total = 0;
		for (int i = 0; i < spec.n && i < 6; i++) {
			int v = ex[i] <= spec.faces ? ex[i] : 1;
			total += v;
			snprintf(dice + strlen(dice),
				 sizeof dice - strlen(dice), "%s%d",
				 i ? "," : "", v);
		}
		if (spec.n == 1)
			tui_putf(t, y++, body.x, wd, R_DIM,
				 "1d%d: the die (%s),", spec.faces, dice);
		else
			tui_putf(t, y++, body.x, wd, R_DIM,
				 "%dd%d: the total (%d) or dice (%s),", spec.n,
				 spec.faces, total, dice);
		tui_put(t, y++, body.x, wd, R_DIM,
			"r rolls this row, R every empty row;");
		tui_put(t, y++, body.x, wd, R_DIM,
			"Enter: into the game file, then the result");
		y++;
	}
	for (size_t i = 0; i < w->m->ndice && y < body.y + body.h - 2; i++) {
		const struct wm_dice *d = &w->m->dice[i];
		bool sel = (int)i == w->m->cur;
		if (sel)
			tui_fill(t, (struct rect){y, body.x, 1, wd}, R_SEL);
		const char *val = d->val[0] ? d->val : "(type or r)";
		if (sel && w->editing)
			val = w->edit;
		char what[64];
		if (d->wd->per_part && w->m->nparts > 1 && !w->m->brigade[0])
			snprintf(what, sizeof what, "%s (part %zu)",
				 d->wd->what, d->part + 1);
		else
			snprintf(what, sizeof what, "%s", d->wd->what);
		/* The value always shows: a long label is cut (…) first. */
		char *label = um_xasprintf(" %s %s: ", d->who, what);
		char *v =
		    um_xasprintf("%s%s", val, sel && w->editing ? "_" : "");
		int vw = tui_width(v), lw = tui_width(label);
		int x = body.x + tui_put_clip(t, y, body.x,
					      lw + vw <= wd ? lw : wd - vw - 1,
					      sel ? R_SEL : R_NORMAL, label);
		if (lw + vw > wd)
			x += tui_put(t, y, x, 1, sel ? R_SEL : R_NORMAL, " ");
		tui_put(t, y++, x, body.x + wd - x, sel ? R_SEL : R_NORMAL, v);
		free(label);
		free(v);
	}
	const struct ruleset_teach *te = t->s->g->rs->teach;
	const char *tt = te == NULL		   ? NULL
			 : w->m->kind == WALK_FIRE ? te->fire_dice_teach
						   : te->melee_dice_teach;
	if (t->teach && tt)
		tui_wrap_draw(t, y + 1, body.x, wd, 2, 0,
			      body.y + body.h - y - 1, R_TEACH, tt);
}

/* The odds panel (o) below the dice rows, or over the lower half of the
 * result: the odds of the declarations without their dice. */
static void
draw_odds(struct tui *t, struct walk *w, struct rect body, bool dice)
{
	char **lines;
	size_t n = wm_odds_declarations(w->m, &lines);
	int top = dice ? body.y + 1 + (int)w->m->ndice : body.y + body.h / 2;
	int h = body.y + body.h - top;
	oddsview_draw(t, w->odds, lines, n,
		      (struct rect){top, body.x, h, body.w});
	for (size_t i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

/* A question the result leaves open, whole; answered, in one short
 * line ("advance Cuir6 (4.1.4): yes"). */
static char *
follow_text(const struct wm_follow *f)
{
	if (f->ans[0])
		return um_xasprintf("%s %s (%s): %s", f->key,
				    f->unit ? f->unit : "",
				    f->rule ? f->rule : "?", f->ans);
	return um_xasprintf("%s (%s) [y/n]: ?",
			    f->question ? f->question : f->key,
			    f->rule ? f->rule : "?");
}

static void
draw_result(struct tui *t, struct walk *w, struct rect body)
{
	int y = body.y, wd = body.w, bottom = body.y + body.h - 1;
	/* The results in words (who won first), the questions they leave
	 * open, the result records, the explanation, the lines the game
	 * file got, then the computation records; Up/Down scroll. */
	/* The questions the result leaves open, whole, at the foot of the
	 * pane (always in view), under the outcome they follow from. */
	int qrows = 0;
	for (size_t i = 0; i < w->m->nfollows; i++) {
		const struct wm_follow *f = &w->m->follows[i];
		char *q = follow_text(f);
		qrows += tui_wrap_rows(q, wd, 2);
		free(q);
	}
	if (qrows > bottom - y - 3) /* the outcome keeps three rows */
		qrows = bottom - y - 3 > 0 ? bottom - y - 3 : 0;
	int qy = bottom - qrows;
	for (size_t i = 0; i < w->m->nfollows && qy < bottom; i++) {
		const struct wm_follow *f = &w->m->follows[i];
		char *q = follow_text(f);
		qy += tui_wrap_draw(t, qy, body.x, wd, 2, 0, bottom - qy,
				    f->ans[0] ? R_NORMAL : R_ASK, q);
		free(q);
	}
	int hint_y = bottom;
	bottom -= qrows;
	int row = 0;
	for (size_t i = 0; i < w->m->nwords && y < bottom; i++) {
		int rows = tui_wrap_rows(w->m->words[i], wd, 2);
		int skip = w->result_top - row;
		row += rows;
		if (skip >= rows)
			continue;
		y += tui_wrap_draw(t, y, body.x, wd, 2, skip > 0 ? skip : 0,
				   bottom - y, R_KEY, w->m->words[i]);
	}
	for (int pass = 0; pass < 4; pass++) {
		size_t n = pass == 2
			       ? (w->m->njournaled ? w->m->njournaled + 1 : 0)
			       : w->m->result.n;
		for (size_t i = 0; i < n && y < bottom; i++) {
			const char *text;
			enum tui_role role;
			if (pass == 2) {
				text = i == 0 ? "the game file got:"
					      : w->m->journaled[i - 1];
				role = i == 0 ? R_DIM : R_KEY;
			} else {
				const struct out_line *l =
				    &w->m->result.lines[i];
				bool rec = l->kind == OUT_RECORD;
				bool res =
				    rec && strncmp(l->text, "RESULT", 6) == 0;
				if ((pass == 0) != res || (pass == 1 && rec) ||
				    (pass == 3 && !rec))
					continue;
				if (l->kind == OUT_TEACH && !t->teach)
					continue;
				text = l->text;
				role = pass == 0	      ? R_TAG
				       : pass == 3	      ? R_DIM
				       : l->kind == OUT_TEACH ? R_TEACH
							      : R_NORMAL;
			}
			int rows = tui_wrap_rows(text, wd, 2);
			int skip = w->result_top - row;
			row += rows;
			if (skip >= rows)
				continue;
			y += tui_wrap_draw(t, y, body.x, wd, 2,
					   skip > 0 ? skip : 0, bottom - y,
					   role, text);
		}
	}
	if (w->m->result.n == 0)
		tui_put(t, y, body.x, wd, R_DIM,
			"(the resolution printed "
			"nothing)");
	if (w->m->msg)
		tui_put(t, hint_y, body.x, wd, R_ERROR, w->m->msg);
	else
		tui_put(t, hint_y, body.x, wd, R_KEY,
			w->m->nfollows ? "y/n: the questions  Enter: done"
				       : "Enter: done; u then undoes it");
}

/* The steps as a trail: done ones dim, this one bold. Too long for the
 * pane (several parts), it starts late enough ("…") for this step to
 * show. */
static void
draw_trail(struct tui *t, const struct walk *w, int y, int x, int wd)
{
	int cx = x, ns = wm_nsteps(w->m), s0 = 0;
	int len = 0; /* columns of steps s0..this one */
	for (int s = 0; s <= w->m->step && s < ns; s++) {
		size_t sp;
		enum wm_step_kind sk = wm_step_kind(w->m, s, &sp);
		len += (s ? 1 : 0) + (int)strlen(walk_step_label(w, sk, sp));
	}
	while (s0 < w->m->step && len + 1 > wd) {
		size_t sp;
		enum wm_step_kind sk = wm_step_kind(w->m, s0, &sp);
		len -= (int)strlen(walk_step_label(w, sk, sp)) + 1;
		s0++;
	}
	if (s0 > 0)
		cx += tui_put(t, y, cx, x + wd - cx, R_DIM,
			      t->ascii ? "~" : "\u2026");
	for (int s = s0; s < ns && cx < x + wd; s++) {
		size_t sp;
		enum wm_step_kind sk = wm_step_kind(w->m, s, &sp);
		if (s)
			cx += tui_put(t, y, cx, x + wd - cx, R_DIM,
				      t->ascii ? ">" : "\u203a");
		cx += tui_put(t, y, cx, x + wd - cx,
			      s == w->m->step ? R_SEL : R_DIM,
			      walk_step_label(w, sk, sp));
	}
}

/* Teaching on the pick step: what the rules say of the parts a fire may
 * have (the descriptor's sections for a common target and a split fire),
 * from row y to the foot of the body. */
static void
draw_pick_teach(struct tui *t, const struct walk *w, struct rect body, int y)
{
	const struct ruleset_teach *te = t->s->g->rs->teach;
	if (!t->teach || te == NULL || w->m->kind != WALK_FIRE)
		return;
	const char *secs[] = {te->common_section,
			      w->m->brigade[0] ? NULL : te->split_section};
	struct strbuf sb;
	sb_init(&sb);
	for (size_t k = 0; k < 2; k++) {
		const char *txt =
		    secs[k] ? teach_rule_text(t->s->g, secs[k]) : NULL;
		if (txt)
			sb_addf(&sb, "%s%s: %s", sb.len ? " " : "", secs[k],
				txt);
	}
	int rows = body.y + body.h - y;
	if (sb.len && rows > 0)
		tui_wrap_draw(t, y, body.x, body.w, 2, 0, rows, R_TEACH, sb.s);
	sb_free(&sb);
}

/* The bottom row: an error in place, the value being typed, or the
 * step's keys. */
static void
draw_bottom(struct tui *t, struct walk *w, enum wm_step_kind k, struct rect r,
	    int x, int wd)
{
	int by = r.y + r.h - 1;
	if (w->m->msg) {
		/* Wrapped upwards from the bottom row (above the value being
		 * typed), over the detail, never cut. */
		int rows = tui_wrap_rows(w->m->msg, wd, 2);
		int last = w->editing && k != WS_DICE ? by - 1 : by;
		if (rows > r.h / 2)
			rows = r.h / 2;
		tui_fill(t, (struct rect){last - rows + 1, x, rows, wd},
			 R_NORMAL);
		tui_wrap_draw(t, last - rows + 1, x, wd, 2, 0, rows, R_ERROR,
			      w->m->msg);
	}
	if (w->m->msg && !w->editing) {
		/* shown above */
	} else if (w->editing && k != WS_DICE) {
		int ex = x + tui_put(t, by, x, wd, R_KEY, "value: ");
		ex += tui_put(t, by, ex, x + wd - ex, R_NORMAL, w->edit);
		tui_put(t, by, ex, 1, R_SEL, " ");
	} else if (k == WS_CHECK || k == WS_FACTORS) {
		size_t pi;
		enum wm_ans_step as;
		struct wm_item *it = wm_current(w->m, &pi, &as);
		bool ask =
		    it && (it->kind == WI_ASK ||
			   (it->result && strcmp(it->result, "ask") == 0));
		if (ask && it->allowed && !wm_item_yes_no(it))
			tui_putf(t, by, x, wd, R_ASK,
				 "ASK %s [%s]: type, Enter", it->key,
				 it->allowed);
		else if (ask)
			tui_putf(t, by, x, wd, R_ASK, "ASK %s (y/n)", it->key);
		else
			tui_put(t, by, x, wd, R_DIM,
				"y/n answer, Enter next, Esc back");
	}
}

void
walk_draw(struct tui *t, struct walk *w, struct rect r)
{
	size_t p;
	enum wm_step_kind k = wm_step_kind(w->m, w->m->step, &p);
	char title[96], right[32];
	if (w->m->nparts == 0 ||
	    w->m->parts == NULL) /* never: a part from the start */
		return;
	const struct wm_part *pt = &w->m->parts[p];
	/* The ruleset's word for a melee ("Charge"; its descriptor). */
	const struct ruleset_teach *te = t->s->g->rs->teach;
	const char *melee = te && te->melee_title ? te->melee_title : "Melee";
	if (w->m->brigade[0] && pt)
		snprintf(title, sizeof title, "Brigade fire %s%s%s",
			 w->m->brigade, pt->target[0] ? " > " : "", pt->target);
	else if (pt && (k == WS_CHECK || k == WS_FACTORS))
		snprintf(title, sizeof title, "%s %s %s %s",
			 w->m->kind == WALK_FIRE ? "Fire" : melee, pt->actor,
			 w->m->kind == WALK_FIRE ? ">" : "vs", pt->target);
	else
		snprintf(title, sizeof title, "%s",
			 w->m->kind == WALK_FIRE ? "Fire" : melee);
	snprintf(right, sizeof right, "step %d/%d", w->m->step + 1,
		 wm_nsteps(w->m));
	tui_title(t, r, title, right);
	static const char *const heads[] = {[WS_PICK] = "Pick",
					    [WS_CHECK] = "Eligibility",
					    [WS_FACTORS] = "Factors",
					    [WS_DICE] = "Dice",
					    [WS_RESULT] =
						"Result (in the game file)"};
	int y = r.y + 1;
	int x = r.x + 1, wd = r.w - 2;
	draw_trail(t, w, y, x, wd);
	y++;
	char head[160];
	if (w->m->brigade[0] && (k == WS_CHECK || k == WS_FACTORS))
		bview_head(w->m, k == WS_FACTORS, head, sizeof head);
	else if (k == WS_CHECK)
		snprintf(head, sizeof head, "%s: %s", heads[k],
			 strcmp(pt->eligible, "yes") == 0   ? "eligible"
			 : strcmp(pt->eligible, "no") == 0  ? "NOT eligible"
			 : strcmp(pt->eligible, "ask") == 0 ? "questions open"
							    : "-");
	else
		snprintf(head, sizeof head, "%s", heads[k]);
	tui_put(t, y++, x, wd,
		k == WS_CHECK && !w->m->brigade[0] &&
			strcmp(pt->eligible, "no") == 0
		    ? R_FD
		    : R_TITLE,
		head);
	struct rect body = {y, x, r.y + r.h - y - 1, wd};
	switch (k) {
	case WS_PICK:
		if (w->m->brigade[0]) {
			int hr = bview_pick_head(t, w->m, body);
			body.y += hr;
			body.h -= hr;
		}
		draw_pick_teach(t, w, body, draw_pick(t, w, body) + 1);
		break;
	case WS_CHECK:
		if (w->m->brigade[0])
			bview_check(t, w->m, body);
		else
			draw_list(t, w, pt, pt->checks, pt->nchecks, body,
				  pt->check_err);
		break;
	case WS_FACTORS:
		if (w->m->brigade[0])
			bview_factors(t, w->m, body);
		else
			draw_list(t, w, pt, pt->factors, pt->nfactors, body,
				  pt->factor_err);
		break;
	case WS_DICE:
		draw_dice(t, w, body);
		break;
	case WS_RESULT:
		body.h++;
		draw_result(t, w, body);
		break;
	}
	if (k == WS_DICE || k == WS_RESULT)
		draw_odds(t, w, body, k == WS_DICE);
	if (k != WS_RESULT)
		draw_bottom(t, w, k, r, x, wd);
}
