/* boundview.c - the bound panel (b), the unit detail (i), the ruler (r
 * between units; c, a cursor on the map, for a unit, a terrain piece or a
 * point), the grid (g) and nudging the selected unit with the arrow keys
 * (n), for running a whole bound at the table (docs/tui.md).
 *
 * What the panels show is what the read-only commands `bound`, `unit
 * show` and `measure` print, run again at every frame, so they are never
 * stale and never say what a ruling would contradict. Nudges are `unit
 * move` command lines: one journal line and one undo each. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boundview.h"
#include "cmdline.h"
#include "map.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

enum panel { PANEL_NONE, PANEL_BOUND, PANEL_DETAIL, PANEL_WHY };

struct boundview {
	enum panel panel;
	bool nudge;
	int step; /* index into the step lists */
	bool grid;
	/* The ruler's ends as `measure` takes them: a unit or terrain name,
	 * or a point X,Y. */
	char ruler_a[64], ruler_b[64];
	bool cursor;	 /* the ruler's cursor is on the map (c) */
	double cx, cy;	 /* where, in game units */
	int cstep;	 /* index into the step lists */
	bool force_next; /* the question named the open decisions */
	/* `unit show` replays the journal: its output is kept until the
	 * unit or the journal changes. */
	struct out detail;
	char *detail_key;
};

static const double steps_cm[] = {0.5, 1, 2, 5, 10};
static const double steps_in[] = {0.25, 0.5, 1, 2, 4};
#define NSTEPS 5
#define TURN_STEP 15

struct boundview *
boundview_new(void)
{
	struct boundview *bv = um_xcalloc(1, sizeof *bv);
	bv->step = 2;
	bv->cstep = 3;
	out_init(&bv->detail);
	return bv;
}

void
boundview_free(struct boundview *bv)
{
	if (bv == NULL)
		return;
	out_free(&bv->detail);
	free(bv->detail_key);
	free(bv);
}

/* Value of key in a record (umpire/record.h) into buf; "" when absent. */
static const char *
field_str(const struct record *rec, const char *key, char *buf, size_t size)
{
	const char *v = record_get(rec, key);
	snprintf(buf, size, "%s", v ? v : "");
	return buf;
}

static bool
is_tag(const struct record *rec, const char *tag)
{
	return record_is(rec, tag);
}

/* Run a read-only command quietly (not logged, not journaled). */
static int
query(struct tui *t, const char *line, struct out *o)
{
	char *err = NULL;
	out_init(o);
	int r = session_exec(t->s, line, o, &err);
	free(err);
	return r;
}

static const struct unit *
selected(const struct tui *t)
{
	const struct game *g = t->s->g;
	return t->sel >= 0 && t->sel < (int)g->nunits ? &g->units[t->sel]
						      : NULL;
}

static double
step_of(const struct tui *t, const struct boundview *bv)
{
	return (t->s->g->inches ? steps_in : steps_cm)[bv->step];
}

/* ---- keys ---------------------------------------------------------------- */

static void
nudge_hint(struct tui *t, const struct boundview *bv, const struct unit *u)
{
	char s[32];
	um_fmt_num(s, sizeof s, step_of(t, bv));
	tui_message(t, R_DIM,
		    "nudge %s by %s %s: arrows on the screen (Up north), < > "
		    "turn %d, n ends",
		    u->name, s, t->s->g->inches ? "in" : "cm", TURN_STEP);
}

static bool
nudge_key(struct tui *t, struct boundview *bv, wint_t ch, bool fkey)
{
	const struct unit *u = selected(t);
	if (u == NULL || !u->placed || (!fkey && (ch == 'n' || ch == 27))) {
		bv->nudge = false;
		tui_message(t, R_DIM, "nudging ended");
		return true;
	}
	char s[80];
	um_fmt_num(s, sizeof s, step_of(t, bv));
	const char *key = NULL;
	/* Arrows are screen directions in every mode (north is up, as in
	 * move mode M, where f b go along the facing). */
	double step = step_of(t, bv), dx = 0, dy = 0;
	if (fkey && (ch == KEY_UP || ch == KEY_DOWN))
		dy = ch == KEY_UP ? step : -step;
	else if (fkey && (ch == KEY_LEFT || ch == KEY_RIGHT))
		dx = ch == KEY_RIGHT ? step : -step;
	if (dx != 0 || dy != 0) {
		char x[32], y[32];
		um_fmt_num(x, sizeof x, u->x + dx);
		um_fmt_num(y, sizeof y, u->y + dy);
		key = "to";
		snprintf(s, sizeof s, "%s,%s", x, y);
	} else if (!fkey && (ch == '<' || ch == '>')) {
		key = "turn";
		snprintf(s, sizeof s, "%d", ch == '<' ? -TURN_STEP : TURN_STEP);
	} else if (!fkey && (ch == '[' || ch == ']')) {
		bv->step += ch == '[' ? -1 : 1;
		bv->step = bv->step < 0		? 0
			   : bv->step >= NSTEPS ? NSTEPS - 1
						: bv->step;
		nudge_hint(t, bv, u);
		return true;
	}
	if (key == NULL && !fkey &&
	    (ch == 0 || ch >= 128 || strchr("u:?qjk", (int)ch) == NULL)) {
		/* Another task (f, m, e, h, ...): nudging ends first, so the
		 * arrows do not move a unit once it is done. */
		bv->nudge = false;
		tui_message(t, R_DIM, "nudging ended");
		return false;
	}
	if (key == NULL)
		return false; /* u (undo), :, j/k and the rest work as ever */
	char *line = um_xasprintf("unit move %s %s=%s", u->name, key, s);
	tui_run_line(t, line, NULL);
	free(line);
	nudge_hint(t, bv, u);
	return true;
}

static void
ruler_key(struct tui *t, struct boundview *bv)
{
	const struct unit *u = selected(t);
	if (bv->ruler_b[0] || u == NULL) {
		bv->ruler_a[0] = bv->ruler_b[0] = '\0';
		tui_message(t, R_DIM, "ruler off");
		return;
	}
	if (bv->ruler_a[0] == '\0') {
		snprintf(bv->ruler_a, sizeof bv->ruler_a, "%s", u->name);
		tui_message(t, R_DIM,
			    "ruler from %s: select the other unit, then r; "
			    "or c for a terrain or a point",
			    u->name);
		return;
	}
	if (strcmp(bv->ruler_a, u->name) == 0) {
		tui_message(t, R_DIM, "select another unit than %s, then r",
			    u->name);
		return;
	}
	snprintf(bv->ruler_b, sizeof bv->ruler_b, "%s", u->name);
	/* Once into the log, so the measure stays on record. */
	char *line = um_xasprintf("measure %s %s", bv->ruler_a, bv->ruler_b);
	tui_run_line(t, line, NULL);
	free(line);
}

/* ---- the ruler's cursor (c) ---------------------------------------------- */

static double
polygon_area(const struct vec2 *v, size_t n)
{
	double a = 0;
	for (size_t i = 0; i < n; i++)
		a += v[i].x * v[(i + 1) % n].y - v[(i + 1) % n].x * v[i].y;
	return fabs(a) / 2;
}

/* What stands under the point: a unit whose footprint holds it, else the
 * smallest terrain piece that holds it, else the point. word: what
 * `measure` takes; what: the same in words. */
static void
thing_under(const struct tui *t, double x, double y, char *word, size_t wl,
	    char *what, size_t hl)
{
	const struct game *g = t->s->g;
	struct vec2 p = vec2_make(x, y);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		struct footprint fp;
		/* False positive: from selected() returning NULL the analyzer
		 * guesses g->units NULL, but nunits > 0 means it is not. */
		// NOLINTNEXTLINE(clang-analyzer-core.NullDereference)
		if (!u->placed || u->removed || unit_footprint(g, u, &fp) < 0 ||
		    !footprint_contains_point(&fp, p))
			continue;
		snprintf(word, wl, "%s", u->name);
		snprintf(what, hl, "unit %s", u->name);
		return;
	}
	const struct terrain *best = NULL;
	double best_area = INFINITY;
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *tr = &g->terrain[i];
		if (tr->npts < 3)
			continue;
		struct vec2 *v = terrain_vertices(tr);
		struct polygon poly = {.pts = v, .n = tr->npts};
		double area = polygon_area(v, tr->npts);
		if (polygon_contains_point(poly, p) && area < best_area) {
			best = tr;
			best_area = area;
		}
		free(v);
	}
	char xs[24], ys[24];
	um_fmt_num(xs, sizeof xs, x);
	um_fmt_num(ys, sizeof ys, y);
	if (best) {
		snprintf(word, wl, "%s", best->name);
		snprintf(what, hl, "terrain %s", best->name);
		return;
	}
	snprintf(word, wl, "%s,%s", xs, ys);
	snprintf(what, hl, "open ground");
}

static double
cstep_of(const struct tui *t, const struct boundview *bv)
{
	return (t->s->g->inches ? steps_in : steps_cm)[bv->cstep];
}

static void
cursor_hint(struct tui *t, const struct boundview *bv)
{
	char word[64], what[64], xs[32], ys[32], st[32];
	thing_under(t, bv->cx, bv->cy, word, sizeof word, what, sizeof what);
	um_fmt_num(xs, sizeof xs, bv->cx);
	um_fmt_num(ys, sizeof ys, bv->cy);
	um_fmt_num(st, sizeof st, cstep_of(t, bv));
	tui_message(t, R_DIM,
		    "ruler %s %s,%s %s: Enter picks, . point, arrows %s "
		    "%s, c ends",
		    bv->ruler_a[0] ? "to" : "from", xs, ys, what, st,
		    t->s->g->inches ? "in" : "cm");
}

/* The ruler's end A, then B (and `measure A B` once, into the log). */
static void
ruler_pick(struct tui *t, struct boundview *bv, const char *word)
{
	if (bv->ruler_a[0] == '\0') {
		snprintf(bv->ruler_a, sizeof bv->ruler_a, "%s", word);
		cursor_hint(t, bv);
		return;
	}
	if (strcmp(bv->ruler_a, word) == 0) {
		tui_message(t, R_DIM, "the ruler starts at %s: pick another",
			    word);
		return;
	}
	snprintf(bv->ruler_b, sizeof bv->ruler_b, "%s", word);
	bv->cursor = false;
	char *line = um_xasprintf("measure %s %s", bv->ruler_a, bv->ruler_b);
	tui_run_line(t, line, NULL);
	free(line);
}

static void
cursor_start(struct tui *t, struct boundview *bv)
{
	if (bv->ruler_b[0])
		bv->ruler_a[0] = bv->ruler_b[0] = '\0';
	const struct unit *u = selected(t);
	bool on_unit = u && u->placed && !u->removed;
	double st = cstep_of(t, bv);
	bv->cx = on_unit ? u->x : round(t->map.cx / st) * st;
	bv->cy = on_unit ? u->y : round(t->map.cy / st) * st;
	bv->cursor = true;
	cursor_hint(t, bv);
}

static bool
cursor_key(struct tui *t, struct boundview *bv, wint_t ch, bool fkey)
{
	double st = cstep_of(t, bv);
	if (fkey && (ch == KEY_UP || ch == KEY_DOWN || ch == KEY_LEFT ||
		     ch == KEY_RIGHT)) {
		/* North (+y) is up on the map. */
		bv->cx += ch == KEY_RIGHT ? st : ch == KEY_LEFT ? -st : 0;
		bv->cy += ch == KEY_UP ? st : ch == KEY_DOWN ? -st : 0;
		bv->cx = fmax(-1e6, fmin(1e6, bv->cx));
		bv->cy = fmax(-1e6, fmin(1e6, bv->cy));
	} else if (!fkey && (ch == '[' || ch == ']')) {
		bv->cstep += ch == '[' ? -1 : 1;
		bv->cstep = bv->cstep < 0	  ? 0
			    : bv->cstep >= NSTEPS ? NSTEPS - 1
						  : bv->cstep;
	} else if ((fkey && ch == KEY_ENTER) ||
		   (!fkey && (ch == '\n' || ch == '\r' || ch == '.'))) {
		char word[64], what[64];
		thing_under(t, bv->cx, bv->cy, word, sizeof word, what,
			    sizeof what);
		if (ch == '.') {
			char xs[24], ys[24];
			um_fmt_num(xs, sizeof xs, bv->cx);
			um_fmt_num(ys, sizeof ys, bv->cy);
			snprintf(word, sizeof word, "%s,%s", xs, ys);
		}
		ruler_pick(t, bv, word);
		return true;
	} else if (!fkey && (ch == 'c' || ch == 27)) {
		bv->cursor = false;
		if (bv->ruler_b[0] == '\0')
			bv->ruler_a[0] = '\0';
		tui_message(t, R_DIM, "ruler cursor ended");
		return true;
	} else if (fkey || (ch != 'q' && ch != ':' && ch != '?')) {
		/* The cursor keeps the keys. */
		if (!fkey && ch > ' ')
			tui_message(t, R_ERROR,
				    "%lc is no key of the ruler cursor: arrows "
				    "move, Enter picks, . a point, c ends",
				    ch);
		return true;
	} else {
		return false;
	}
	cursor_hint(t, bv);
	return true;
}

/* N: with decisions open (the DECISION records of `bound`), the question
 * names them (`bound next` asks in the TUI). */
static bool
bound_next_key(struct tui *t, struct boundview *bv)
{
	struct out o;
	query(t, "bound", &o);
	size_t n = 0;
	char unit[40] = "", kind[40] = "", rule[40] = "", blocks[8];
	for (size_t i = 0; i < o.n; i++)
		if (is_tag(&o.lines[i].rec, "DECISION") &&
		    strcmp(field_str(&o.lines[i].rec, "blocks", blocks,
				     sizeof blocks),
			   "no") != 0 &&
		    n++ == 0) {
			field_str(&o.lines[i].rec, "unit", unit, sizeof unit);
			field_str(&o.lines[i].rec, "kind", kind, sizeof kind);
			field_str(&o.lines[i].rec, "rule", rule, sizeof rule);
		}
	out_free(&o);
	bv->force_next = n > 0;
	if (n == 0)
		return false;
	tui_ask(t, CONFIRM_BOUND_NEXT,
		"%zu decision%s open (%s: %s, %s). Start %s %d anyway?", n,
		n == 1 ? "" : "s", unit, kind, rule, t->s->g->rs->turn_word,
		t->s->g->bound + 1);
	return true;
}

const char *
boundview_next_line(struct tui *t)
{
	struct boundview *bv = t->bv;
	bool force = bv && bv->force_next;
	if (bv)
		bv->force_next = false;
	return force ? "bound next force=yes" : "bound next";
}

bool
boundview_cancel(struct tui *t)
{
	struct boundview *bv = t->bv;
	if (bv == NULL || !(bv->nudge || bv->cursor))
		return false;
	return bv->nudge ? nudge_key(t, bv, 27, false)
			 : cursor_key(t, bv, 27, false);
}

const char *
boundview_hint(const struct tui *t)
{
	const struct boundview *bv = t->bv;
	if (bv == NULL)
		return NULL;
	if (bv->nudge)
		return "arrows on screen (Up north)  < > turn  [ ] step  u "
		       "undo  "
		       "n end";
	if (bv->cursor)
		return "arrows move  Enter pick  . point  [ ] step  c Esc end";
	switch (bv->panel) {
	case PANEL_BOUND:
		return "b close  Enter answer a decision  j/k select  i detail "
		       " N "
		       "next bound  q quit";
	case PANEL_DETAIL:
		return "i close  w why  j/k other unit  : command  q quit";
	case PANEL_WHY:
		return "w back  i close  j/k other unit  : command  q quit";
	default:
		break;
	}
	if (bv->ruler_a[0] && bv->ruler_b[0] == '\0')
		return "ruler: j/k the other unit, then r  (c for a terrain or "
		       "a point)";
	if (bv->ruler_b[0])
		return "r clears the ruler  j/k select  f fire  m melee  : "
		       "command  ? keys";
	return NULL;
}

/* Enter in the bound panel: the first open decision on the `:` line,
 * its command begun ("advance Cuir6 " of `advance Cuir6 yes|no
 * [attack=yes|no]`), the question on the bottom row. */
static bool
answer_decision(struct tui *t)
{
	struct out o;
	query(t, "bound", &o);
	char answer[160] = "", ask[200] = "";
	for (size_t i = 0; i < o.n && answer[0] == '\0'; i++)
		if (is_tag(&o.lines[i].rec, "DECISION")) {
			field_str(&o.lines[i].rec, "answer", answer,
				  sizeof answer);
			field_str(&o.lines[i].rec, "ask", ask, sizeof ask);
		}
	out_free(&o);
	if (answer[0] == '\0') {
		tui_message(t, R_DIM, "no decision is open");
		return true;
	}
	/* The words before the first choice (a|b) or option ([...]). */
	size_t keep = 0;
	for (const char *w = answer; *w;) {
		size_t len = strcspn(w, " ");
		if (memchr(w, '|', len) || w[0] == '[')
			break;
		w += len;
		w += strspn(w, " ");
		keep = (size_t)(w - answer);
	}
	answer[keep] = '\0';
	t->prev_mode = MODE_NORMAL;
	t->mode = MODE_CMDLINE;
	cmdline_begin(t->cl, answer);
	tui_message(t, R_ASK, "%s", ask);
	return true;
}

bool
boundview_key(struct tui *t, wint_t ch, bool fkey)
{
	struct boundview *bv = t->bv;
	if (bv == NULL)
		return false;
	if (bv->nudge)
		return nudge_key(t, bv, ch, fkey);
	if (bv->cursor)
		return cursor_key(t, bv, ch, fkey);
	if (fkey)
		return false;
	const struct unit *u = selected(t);
	switch (ch) {
	case 'n':
		if (u == NULL || !u->placed) {
			tui_message(t, R_ERROR, "select a unit on the table");
			return true;
		}
		bv->nudge = true;
		nudge_hint(t, bv, u);
		return true;
	case 'b':
		bv->panel = bv->panel == PANEL_BOUND ? PANEL_NONE : PANEL_BOUND;
		return true;
	case 'i':
		bv->panel =
		    bv->panel == PANEL_DETAIL ? PANEL_NONE : PANEL_DETAIL;
		return true;
	case 'w': /* from the unit detail: `why` for the unit, and back */
		if (bv->panel != PANEL_DETAIL && bv->panel != PANEL_WHY)
			return false;
		bv->panel = bv->panel == PANEL_WHY ? PANEL_DETAIL : PANEL_WHY;
		return true;
	case 'r':
		ruler_key(t, bv);
		return true;
	case 'c':
		cursor_start(t, bv);
		return true;
	case 'g':
		bv->grid = !bv->grid;
		tui_message(t, R_DIM, "grid %s", bv->grid ? "on" : "off");
		return true;
	case 'N':
		return bound_next_key(t, bv);
	case '\r':
	case '\n':
		if (bv->panel != PANEL_BOUND)
			return false;
		return answer_decision(t);
	default:
		return false;
	}
}

/* ---- panels -------------------------------------------------------------- */

static void
bound_panel(struct tui *t, struct rect r)
{
	struct out o;
	query(t, "bound", &o);
	char b[64], ph[64], v[64];
	int y = r.y + 1, end = r.y + r.h;
	/* The state column as wide as the ruleset's longest state name
	 * ("silenced", "routed" whole). */
	int state_w = 5;
	for (size_t i = 0; t->s->g->rs->states && t->s->g->rs->states[i]; i++) {
		int w = (int)strlen(t->s->g->rs->states[i]);
		if (w > state_w && w <= 10)
			state_w = w;
	}
	for (size_t i = 0; i < o.n; i++) {
		const struct record *rec = &o.lines[i].rec;
		if (is_tag(rec, "BOUND")) {
			char title[160];
			snprintf(
			    title, sizeof title, "%c%s %s, %s",
			    toupper((unsigned char)t->s->g->rs->turn_word[0]),
			    t->s->g->rs->turn_word + 1,
			    field_str(rec, "bound", b, sizeof b),
			    field_str(rec, "phase", ph, sizeof ph));
			tui_title(t, r, title, "b closes");
			tui_putf(t, y++, r.x, r.w, R_DIM,
				 " unit      %-*s fire atk done", state_w,
				 "state");
			/* What the numbers are, when it leaves room for every
			 * unit and decision. */
			const char *legend = " fire, atk: how many enemies it "
					     "may fire at, attack now";
			int lr = tui_wrap_rows(legend, r.w, 2);
			if (y + lr + (int)o.n - 1 <= end)
				y += tui_wrap_draw(t, y, r.x, r.w, 2, 0, lr,
						   R_DIM, legend);
		} else if (is_tag(rec, "BOUNDUNIT") && y < end) {
			char name[40], st[16], f[8], a[8], fired[8], atk[8],
			    mv[8], de[16];
			field_str(rec, "unit", name, sizeof name);
			field_str(rec, "state", st, sizeof st);
			field_str(rec, "may_fire", f, sizeof f);
			field_str(rec, "may_attack", a, sizeof a);
			field_str(rec, "fired", fired, sizeof fired);
			field_str(rec, "attacked", atk, sizeof atk);
			field_str(rec, "moved", mv, sizeof mv);
			field_str(rec, "declared", de, sizeof de);
			char done[48];
			snprintf(done, sizeof done, "%s%s%s%s",
				 fired[0] == 'y' ? "fired " : "",
				 atk[0] == 'y' ? "attacked " : "",
				 mv[0] == 'y' ? "moved " : "",
				 strcmp(de, "no") ? de : "");
			tui_putf(t, y++, r.x, r.w,
				 fired[0] == 'y' || atk[0] == 'y' ? R_DIM
								  : R_NORMAL,
				 " %-9.9s %-*.*s %4s %3s %s", name, state_w,
				 state_w, st, f, a, done);
		} else if (is_tag(rec, "DECISION") && y < end) {
			char unit[40], kind[40], blocks[8];
			bool said = strcmp(field_str(rec, "blocks", blocks,
						     sizeof blocks),
					   "no") == 0; /* not waited for */
			tui_putf(t, y++, r.x, r.w, said ? R_DIM : R_ASK,
				 " %s %s %s (%s)", said ? "-" : "!",
				 field_str(rec, "unit", unit, sizeof unit),
				 field_str(rec, "kind", kind, sizeof kind),
				 field_str(rec, "rule", v, sizeof v));
		}
	}
	out_free(&o);
}

/* The output of `unit show` (or `why`: verb) for u, run again only when
 * the unit, the bound, the phase or the journal changed. */
static const struct out *
detail_of(struct tui *t, struct boundview *bv, const struct unit *u,
	  const char *verb)
{
	const char *const *lines;
	size_t n = session_lines(t->s, &lines);
	char *key =
	    um_xasprintf("%s|%s|%zu|%d|%d|%s", verb, u->name, n, t->s->g->bound,
			 t->s->g->phase, n ? lines[n - 1] : "");
	if (bv->detail_key == NULL || strcmp(bv->detail_key, key) != 0) {
		out_free(&bv->detail);
		char *line = um_xasprintf("%s %s", verb, u->name);
		query(t, line, &bv->detail);
		free(line);
		free(bv->detail_key);
		bv->detail_key = key;
	} else {
		free(key);
	}
	return &bv->detail;
}

static void
detail_panel(struct tui *t, struct rect r)
{
	const struct unit *u = selected(t);
	if (u == NULL) {
		tui_title(t, r, "Unit", "i closes");
		tui_put(t, r.y + 1, r.x, r.w, R_DIM, " select a unit");
		return;
	}
	const struct out *od = detail_of(t, t->bv, u, "unit show");
	const struct out o = *od;
	tui_title(t, r, u->name, "i closes, w why");
	int y = r.y + 1, end = r.y + r.h;
	char a[96], b[96], c[96], d[96];
	for (size_t i = 0; i < o.n && y < end; i++) {
		const struct record *rec = &o.lines[i].rec;
		if (is_tag(rec, "DETAIL")) {
			tui_putf(t, y++, r.x, r.w, R_NORMAL,
				 " %s, %s of %s figures (%s lost)",
				 field_str(rec, "state", a, sizeof a),
				 field_str(rec, "figures", b, sizeof b),
				 field_str(rec, "figures_start", c, sizeof c),
				 field_str(rec, "lost", d, sizeof d));
			if (y < end)
				tui_putf(
				    t, y++, r.x, r.w, R_NORMAL,
				    " fired %s, attacked %s, moved %s",
				    field_str(rec, "fired", a, sizeof a),
				    field_str(rec, "attacked", b, sizeof b),
				    field_str(rec, "moved", c, sizeof c));
			if (y < end)
				tui_putf(
				    t, y++, r.x, r.w, R_NORMAL,
				    " may fire at: %s",
				    field_str(rec, "may_fire_at", a, sizeof a));
			if (y < end)
				tui_putf(
				    t, y++, r.x, r.w, R_NORMAL,
				    " may attack: %s",
				    field_str(rec, "may_attack", a, sizeof a));
			if (y < end)
				tui_put(t, y++, r.x, r.w, R_TITLE,
					" rulings this game:");
		} else if (is_tag(rec, "RULING")) {
			char who[40], whom[40], loss[16], mor[16];
			if (!*field_str(rec, "firer", who, sizeof who))
				field_str(rec, "attacker", who, sizeof who);
			if (!*field_str(rec, "target", whom, sizeof whom))
				field_str(rec, "defender", whom, sizeof whom);
			/* In words: "b1 fire F27 > L54: loss 4, LD". */
			field_str(rec, "what", b, sizeof b);
			for (char *ch = b; *ch; ch++)
				*ch = (char)tolower((unsigned char)*ch);
			field_str(rec, "loss", loss, sizeof loss);
			field_str(rec, "moral", mor, sizeof mor);
			bool has_mor = mor[0] && strcmp(mor, "-") != 0;
			char *row = um_xasprintf(
			    " b%s %s %s%s%s%s%s%s%s%s",
			    field_str(rec, "bound", a, sizeof a),
			    strcmp(b, "result") == 0 ? "result on" : b, who,
			    who[0] ? " > " : "", whom,
			    loss[0] || has_mor ? ":" : "",
			    loss[0] ? " loss " : "", loss,
			    has_mor ? (loss[0] ? ", " : " ") : "",
			    has_mor ? mor : "");
			tui_put_clip(t, y++, r.x, r.w, R_NORMAL, row);
			free(row);
		} else if (is_tag(rec, "UNIT")) {
			/* Every key, as the UNIT record gives it. */
			const char *keys = strchr(o.lines[i].text, ' ');
			const char *after = keys ? strchr(keys + 1, ' ') : NULL;
			if (after)
				y += tui_wrap_draw(t, y, r.x + 1, r.w - 1, 2, 0,
						   end - y, R_DIM, after + 1);
		}
	}
}

/* One WHY record in the why panel: its row, then what changed, the fire
 * it gave and the melee it attacked in (a unit's own record does not
 * change when it fires). The rows it takes; drawn only when draw. */
static int
why_entry(struct tui *t, const struct record *rec, struct rect r, int y,
	  int end, bool draw)
{
	char ch[160], loss[16], fired[256], attacked[256];
	int y0 = y;
	field_str(rec, "loss", loss, sizeof loss);
	field_str(rec, "fired", fired, sizeof fired);
	field_str(rec, "attacked", attacked, sizeof attacked);
	field_str(rec, "changed", ch, sizeof ch);
	char *lines[3] = {NULL, NULL, NULL};
	if (!((fired[0] || attacked[0]) && strcmp(ch, "nothing") == 0))
		lines[0] = um_xstrdup(ch);
	if (fired[0])
		lines[1] = um_xasprintf("fired %s", fired);
	if (attacked[0])
		lines[2] = um_xasprintf("attacked %s", attacked);
	if (draw) {
		char n[16], b[16], ph[32], cmd[96];
		char *row = um_xasprintf(
		    " #%s b%s %s: %s%s%s", field_str(rec, "n", n, sizeof n),
		    field_str(rec, "bound", b, sizeof b),
		    field_str(rec, "phase", ph, sizeof ph),
		    field_str(rec, "command", cmd, sizeof cmd),
		    loss[0] ? ", loss " : "", loss);
		tui_put_clip(t, y, r.x, r.w, R_NORMAL, row);
		free(row);
	}
	y++;
	for (int k = 0; k < 3; k++) {
		if (lines[k] && draw && y < end)
			y += tui_wrap_draw(t, y, r.x + 3, r.w - 3, 2, 0,
					   end - y, R_DIM, lines[k]);
		else if (lines[k] && !draw)
			y += tui_wrap_rows(lines[k], r.w - 3, 2);
		free(lines[k]);
	}
	return y - y0;
}

/* `why` for the selected unit: each command that changed it, ruled on it
 * or in which it fired or attacked, numbered as in `history`; the newest
 * that fit above the closing line. */
static void
why_panel(struct tui *t, struct rect r)
{
	const struct unit *u = selected(t);
	if (u == NULL) {
		tui_title(t, r, "Why", "w back");
		tui_put(t, r.y + 1, r.x, r.w, R_DIM, " select a unit");
		return;
	}
	const struct out o = *detail_of(t, t->bv, u, "why");
	char title[64];
	snprintf(title, sizeof title, "Why %s", u->name);
	tui_title(t, r, title, "w back, i closes");
	int y = r.y + 1, end = r.y + r.h;
	/* The rows of the closing line, then the newest entries that fit. */
	int room = end - y;
	for (size_t i = 0; i < o.n; i++)
		if (o.lines[i].kind != OUT_RECORD)
			room -= tui_wrap_rows(o.lines[i].text, r.w, 4);
	size_t first = o.n;
	for (size_t i = o.n; i-- > 0;) {
		if (!is_tag(&o.lines[i].rec, "WHY"))
			continue;
		room -= why_entry(t, &o.lines[i].rec, r, 0, 0, false);
		if (room < 0 && first < o.n)
			break;
		first = i;
	}
	for (size_t i = first; i < o.n && y < end; i++)
		if (is_tag(&o.lines[i].rec, "WHY"))
			y += why_entry(t, &o.lines[i].rec, r, y, end, true);
	for (size_t i = 0; i < o.n && y < end; i++)
		if (o.lines[i].kind != OUT_RECORD)
			y += tui_wrap_draw(t, y, r.x, r.w, 4, 0, end - y, R_DIM,
					   o.lines[i].text);
}

bool
boundview_panel_draw(struct tui *t, struct rect r)
{
	struct boundview *bv = t->bv;
	if (bv == NULL || bv->panel == PANEL_NONE || r.h < 3 || r.w < 10)
		return false;
	tui_fill(t, r, R_NORMAL);
	if (bv->panel == PANEL_BOUND)
		bound_panel(t, r);
	else if (bv->panel == PANEL_WHY)
		why_panel(t, r);
	else
		detail_panel(t, r);
	return true;
}

/* ---- the map: grid and ruler --------------------------------------------- */

/* Screen cells of game points: the affine map the map pane uses
 * (map_cell_to_game, inverted). */
struct cellmap {
	double gx0, gy0, dgx, dgy; /* game x, y of cell (0, 0); per cell */
	struct rect a;		   /* drawable area */
};

static void
cellmap_make(const struct tui *t, struct rect r, struct cellmap *m)
{
	double gx1, gy1;
	map_cell_to_game(t, r, 0, 0, &m->gx0, &m->gy0);
	map_cell_to_game(t, r, 1, 1, &gx1, &gy1);
	m->dgx = gx1 - m->gx0;
	m->dgy = gy1 - m->gy0;
	m->a = (struct rect){r.y + 1, r.x, r.h - 1, r.w};
}

static void
to_cell(const struct cellmap *m, double gx, double gy, double *cx, double *cy)
{
	*cx = (gx - m->gx0) / m->dgx;
	*cy = (gy - m->gy0) / m->dgy;
}

static bool
inside(const struct cellmap *m, int y, int x)
{
	return y >= m->a.y && y < m->a.y + m->a.h && x >= m->a.x &&
	       x < m->a.x + m->a.w;
}

static bool
blank(int y, int x)
{
	cchar_t cc;
	wchar_t wch[CCHARW_MAX + 1] = {0};
	attr_t attrs;
	short pair;
	if (mvin_wch(y, x, &cc) == ERR)
		return false;
	getcchar(&cc, wch, &attrs, &pair, NULL);
	return wch[0] == L' ' || wch[0] == 0;
}

static void
grid_draw(struct tui *t, const struct cellmap *m)
{
	double cell = fabs(m->dgx);
	static const double nice[] = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000};
	double step = nice[9];
	for (size_t i = 0; i < 10; i++)
		if (nice[i] / cell >= 8) {
			step = nice[i];
			break;
		}
	double x0 = m->gx0, x1 = m->gx0 + m->dgx * (m->a.x + m->a.w);
	double ylo = m->gy0 + m->dgy * (m->a.y + m->a.h), yhi = m->gy0;
	long ix0 = lround(ceil(fmin(x0, x1) / step));
	long ix1 = lround(floor(fmax(x0, x1) / step));
	long iy0 = lround(ceil(fmin(ylo, yhi) / step));
	long iy1 = lround(floor(fmax(ylo, yhi) / step));
	for (long ix = ix0; ix <= ix1; ix++)
		for (long iy = iy0; iy <= iy1; iy++) {
			double gx = (double)ix * step, gy = (double)iy * step;
			double cx, cy;
			to_cell(m, gx, gy, &cx, &cy);
			int x = (int)lround(cx), y = (int)lround(cy);
			if (inside(m, y, x) && blank(y, x))
				tui_put(t, y, x, 1, R_DIM, "+");
		}
	char label[48], s[16];
	um_fmt_num(s, sizeof s, step);
	snprintf(label, sizeof label, " grid %s %s ", s,
		 t->s->g->inches ? "in" : "cm");
	tui_put(t, m->a.y + m->a.h - 1, m->a.x, m->a.w, R_DIM, label);
}

/* The ruler's words, all from the MEASURE record, on three rows (the
 * map pane is narrow): "ruler A-B D cm", "bearing X, S, in arc", "line
 * of sight clear | blocked by ..., range R cm" (the range of the fire
 * view between units). */
static void
ruler_label(struct tui *t, const struct cellmap *m, const struct record *rec,
	    const struct boundview *bv, bool blocked)
{
	char d[32], brg[32], side[16], arc[8], los[16], by[128], rg[32];
	field_str(rec, "distance", d, sizeof d);
	field_str(rec, "bearing", brg, sizeof brg);
	field_str(rec, "side", side, sizeof side);
	field_str(rec, "in_arc", arc, sizeof arc);
	field_str(rec, "los", los, sizeof los);
	field_str(rec, "blocked_by", by, sizeof by);
	field_str(rec, "range", rg, sizeof rg);
	const char *u = t->s->g->inches ? "in" : "cm";
	char l[3][320];
	snprintf(l[0], sizeof l[0], " ruler %s-%s %s %s ", bv->ruler_a,
		 bv->ruler_b, d, u);
	snprintf(l[1], sizeof l[1], " bearing %s%s%s%s ", brg,
		 side[0] ? ", " : "", side,
		 arc[0] == 0	 ? ""
		 : arc[0] == 'y' ? ", in arc"
				 : ", outside arc");
	snprintf(l[2], sizeof l[2], " line of sight %s%s%s%s%s%s%s ", los,
		 by[0] ? " by " : "", by, rg[0] ? ", range " : "", rg,
		 rg[0] ? " " : "", rg[0] ? u : "");
	for (int i = 0; i < 3 && i < m->a.h; i++)
		tui_put(t, m->a.y + i, m->a.x, m->a.w,
			blocked ? R_BLOCK : R_LOF, l[i]);
}

static void
ruler_draw(struct tui *t, const struct boundview *bv, const struct cellmap *m)
{
	struct out o;
	char *line = um_xasprintf("measure %s %s", bv->ruler_a, bv->ruler_b);
	int r = query(t, line, &o);
	free(line);
	const struct record *rec = NULL;
	for (size_t i = 0; r == 0 && i < o.n; i++)
		if (is_tag(&o.lines[i].rec, "MEASURE"))
			rec = &o.lines[i].rec;
	if (rec == NULL) {
		out_free(&o);
		return;
	}
	char v[4][32], los[16];
	double p[4];
	static const char *const k[] = {"line_x0", "line_y0", "line_x1",
					"line_y1"};
	for (int i = 0; i < 4; i++)
		p[i] = strtod(field_str(rec, k[i], v[i], sizeof v[i]), NULL);
	field_str(rec, "los", los, sizeof los);
	bool blocked = strcmp(los, "blocked") == 0;
	double ax, ay, bx, by_;
	to_cell(m, p[0], p[1], &ax, &ay);
	to_cell(m, p[2], p[3], &bx, &by_);
	int n = (int)fmax(fabs(bx - ax), fabs(by_ - ay)) + 1;
	for (int i = 0; i <= n && n < 4000; i++) {
		int x = (int)lround(ax + (bx - ax) * i / n);
		int y = (int)lround(ay + (by_ - ay) * i / n);
		if (inside(m, y, x) && blank(y, x)) /* units stay seen */
			tui_put(t, y, x, 1, blocked ? R_BLOCK : R_LOF,
				t->ascii ? "." : "\u00b7");
	}
	ruler_label(t, m, rec, bv, blocked);
	out_free(&o);
}

/* The ruler's cursor: a cross at the point, over whatever is there. */
static void
cursor_draw(struct tui *t, const struct boundview *bv, const struct cellmap *m)
{
	double cx, cy;
	to_cell(m, bv->cx, bv->cy, &cx, &cy);
	int x = (int)lround(cx), y = (int)lround(cy);
	if (inside(m, y, x))
		tui_put(t, y, x, 1, R_SEL, t->ascii ? "+" : "\u253c");
}

void
boundview_map_draw(struct tui *t, struct rect r)
{
	struct boundview *bv = t->bv;
	if (bv == NULL || r.h < 3 || r.w < 4)
		return;
	struct cellmap m;
	cellmap_make(t, r, &m);
	if (m.dgx == 0 || m.dgy == 0)
		return;
	if (bv->grid)
		grid_draw(t, &m);
	if (bv->ruler_b[0])
		ruler_draw(t, bv, &m);
	if (bv->cursor)
		cursor_draw(t, bv, &m);
}
