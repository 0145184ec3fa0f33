/* view.c - the live views (view.h, docs/views.md): what the table, each
 * side and the umpire may see, and the page body made of it. A view is
 * the replay of the journal the after-action report makes (report.c),
 * kept for the current bound and the one before, then projected per
 * audience: a field the audience may not see is cleared in its copy
 * before anything is written, so no page, map or event can carry it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "mapsvg.h"
#include "report.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/teach.h"
#include "umpire/view.h"

const char *const view_enemy_names[] = {"exact", "state", "hidden", NULL};

static int
enemy_index(const char *val)
{
	for (int i = 0; view_enemy_names[i]; i++)
		if (strcmp(view_enemy_names[i], val) == 0)
			return i;
	return -1;
}

enum view_enemy
view_enemy_of(const struct game *g)
{
	const char *v = kv_get(g->settings, g->nsettings, "view_enemy");
	int i = v ? enemy_index(v) : -1;
	return i < 0 ? VIEW_ENEMY_EXACT : (enum view_enemy)i;
}

int
view_game_key(struct cmd_ctx *ctx, const char *key, const char *val)
{
	if (strcmp(key, "view_enemy") != 0)
		return 0;
	if (enemy_index(val) < 0)
		return cmd_error(ctx,
				 "game: view_enemy=%s is not allowed; "
				 "view_enemy=exact|state|hidden (what a side's "
				 "live view shows of the other side)",
				 val);
	return 1;
}

struct view_sight
view_sight_of(enum view_enemy enemy, const struct view_audience *a,
	      const char *unit_side)
{
	struct view_sight all = {true, true, true};
	if (a->kind == VIEW_UMPIRE ||
	    (a->kind == VIEW_SIDE && strcmp(a->side, unit_side) == 0))
		return all;
	/* The enemy, and every unit on the table's screen (both sides
	 * look at it). */
	struct view_sight s = {false, false, false};
	s.figures = enemy == VIEW_ENEMY_EXACT;
	s.state = s.label = enemy != VIEW_ENEMY_HIDDEN;
	return s;
}

/* ---- the view of one moment --------------------------------------------- */

struct view_live {
	struct bound_map cur, before; /* before.units NULL: the first bound */
	bool have_before;
	struct map_ruling *pending;
	size_t npending, cappending;
	char **explain;
	size_t nexplain;
	const char **sides;
	size_t nsides;
	enum view_enemy enemy;
	char turn_word[16], phase[UM_NAME_MAX + 1], fresh[UM_NAME_MAX + 1];
	char pace[256];
	char turn[256]; /* the ruleset's words: the moving side, PIPs left */
	bool inches;
	int bound;
	struct view_focus focus; /* the umpire's (GAME.focus), or none */
};

static void
rulings_free(struct map_ruling *r, size_t n)
{
	for (size_t k = 0; k < n; k++) {
		free(r[k].phase);
		record_free(&r[k].rec);
	}
	free(r);
}

static void
map_free(struct bound_map *m)
{
	free(m->units);
	for (size_t k = 0; k < m->nterrain; k++)
		free(m->terrain[k].pts);
	free(m->terrain);
	rulings_free(m->rulings, m->nrulings);
	memset(m, 0, sizeof *m);
}

static void
live_ruling(void *arg, int bound, const char *phase, const struct record *rec,
	    const struct game *g)
{
	(void)bound;
	struct view_live *v = arg;
	um_grow((void **)&v->pending, &v->cappending, v->npending + 1,
		sizeof *v->pending);
	struct map_ruling *r = &v->pending[v->npending++];
	memset(r, 0, sizeof *r);
	r->phase = um_xstrdup(phase);
	record_copy(&r->rec, rec);
	struct ruling_parts p;
	ruling_parts_of(rec, &p);
	bool fire = strcmp(p.tag, "FIRE") == 0 || strcmp(p.tag, "SHOT") == 0;
	r->melee = strcmp(p.tag, "MELEE") == 0;
	snprintf(r->actor, sizeof r->actor, "%s", p.who);
	snprintf(r->target, sizeof r->target, "%s", p.whom);
	if ((fire || r->melee) && p.who[0] && p.whom[0])
		map_ruling_arrow(g, r);
	ruling_parts_free(&p);
}

/* Only the last two bounds are kept: the current one and the one before
 * (where units stood when the current one began). */
static void
live_bound_end(void *arg, const struct game *g, int bound, bool final)
{
	struct view_live *v = arg;
	map_free(&v->before);
	v->before = v->cur;
	v->have_before = v->cur.units != NULL;
	struct bound_map *m = &v->cur;
	map_snap_bound(m, g, bound, final, &v->pending, &v->npending,
		       &v->cappending);
}

struct view_live *
view_live_make(struct session *s, char **err)
{
	struct view_live *v = um_xcalloc(1, sizeof *v);
	struct out w;
	out_init(&w);
	struct cmd_ctx ctx = {.s = s,
			      .g = s->g,
			      .tables = s->tables,
			      .rng = &s->rng,
			      .out = &w,
			      .replay = true};
	struct report_hooks hooks = {
	    .ruling = live_ruling, .bound_end = live_bound_end, .arg = v};
	int r = report_replay_hooks(&ctx, &hooks);
	out_free(&w);
	if (r < 0) {
		*err = ctx.err ? ctx.err : um_xstrdup("replay failed");
		view_live_free(v);
		return NULL;
	}
	free(ctx.err);
	const struct game *g = s->g;
	v->enemy = view_enemy_of(g);
	v->bound = g->bound;
	v->inches = g->inches;
	snprintf(v->turn_word, sizeof v->turn_word, "%s",
		 g->rs->turn_word ? g->rs->turn_word : "bound");
	snprintf(v->phase, sizeof v->phase, "%s", g->rs->phases[g->phase]);
	snprintf(v->fresh, sizeof v->fresh, "%s", g->rs->states[0]);
	const struct ruleset_teach *te = g->rs->teach;
	if (te && te->turn_words) {
		struct strbuf turn;
		sb_init(&turn);
		te->turn_words(g, &turn);
		snprintf(v->turn, sizeof v->turn, "%s", turn.s ? turn.s : "");
		sb_free(&turn);
	}
	/* The pace only when the game says when it ends: a session opened
	 * afresh has not seen how long the bounds took. */
	if (kv_get(g->settings, g->nsettings, "close") ||
	    kv_get(g->settings, g->nsettings, "last_bound"))
		session_pace_words(s, v->pace, sizeof v->pace);
	v->nexplain = g->nexplain;
	v->explain = um_xcalloc(g->nexplain + 1, sizeof *v->explain);
	for (size_t i = 0; i < g->nexplain; i++)
		v->explain[i] = um_xstrdup(g->explain[i]);
	v->sides = um_xcalloc(v->cur.nunits + 1, sizeof *v->sides);
	for (size_t i = 0; i < v->cur.nunits; i++) {
		bool seen = false;
		for (size_t k = 0; k < v->nsides && !seen; k++)
			seen = strcmp(v->sides[k], v->cur.units[i].side) == 0;
		if (!seen)
			v->sides[v->nsides++] = v->cur.units[i].side;
	}
	return v;
}

void
view_live_free(struct view_live *v)
{
	if (v == NULL)
		return;
	map_free(&v->cur);
	map_free(&v->before);
	rulings_free(v->pending, v->npending);
	for (size_t i = 0; i < v->nexplain; i++)
		free(v->explain[i]);
	free(v->explain);
	free(v->sides);
	free(v);
}

/* Only units of the view: a name the file holds but the game does not is
 * dropped (the file is not the game's). */
void
view_live_focus(struct view_live *v, const struct view_focus *fo)
{
	memset(&v->focus, 0, sizeof v->focus);
	if (fo == NULL || fo->kind == VIEW_FOCUS_NONE ||
	    map_unit_in(&v->cur, fo->unit) == NULL)
		return;
	v->focus = *fo;
	if (v->focus.kind == VIEW_FOCUS_UNIT ||
	    map_unit_in(&v->cur, fo->target) == NULL)
		v->focus.target[0] = '\0';
}

size_t
view_live_sides(const struct view_live *v, const char *const **sides)
{
	*sides = v->sides;
	return v->nsides;
}

/* ---- the projection ----------------------------------------------------- */

static void
project_unit(const struct view_live *v, const struct view_audience *a,
	     struct snap_unit *u)
{
	struct view_sight s = view_sight_of(v->enemy, a, u->side);
	if (!s.figures) {
		u->figures = u->figures_start = 0;
		u->hide_figures = true;
	}
	if (!s.state) {
		memset(u->state, 0, sizeof u->state);
		u->hide_state = true;
	}
	if (!s.label)
		memset(u->label, 0, sizeof u->label);
}

/* A copy of m as a sees it (units only: rulings are written apart). */
static void
project_map(const struct view_live *v, const struct view_audience *a,
	    const struct bound_map *m, struct bound_map *out)
{
	*out = *m;
	out->units = um_xcalloc(m->nunits + 1, sizeof *out->units);
	memcpy(out->units, m->units, m->nunits * sizeof *m->units);
	for (size_t k = 0; k < m->nunits; k++)
		project_unit(v, a, &out->units[k]);
	out->rulings = NULL;
	out->nrulings = 0;
}

static const char *
unit_side_in(const struct bound_map *m, const char *name)
{
	const struct snap_unit *u = map_unit_in(m, name);
	return u ? u->side : NULL;
}

/* Whether a sees the figures of every unit a ruling names: then the
 * ruling is shown whole; else only who, whom, the dice and the state. */
static bool
ruling_whole(const struct view_live *v, const struct view_audience *a,
	     const struct map_ruling *r)
{
	const char *names[2] = {r->actor, r->target};
	for (size_t i = 0; i < 2; i++) {
		if (names[i][0] == '\0')
			continue;
		const char *side = unit_side_in(&v->cur, names[i]);
		/* Not a unit (a staff figure's side): the whole ruling only
		 * for those who see everything. */
		if (side == NULL)
			side = names[i];
		if (!view_sight_of(v->enemy, a, side).figures)
			return false;
	}
	return true;
}

/* ---- the page body ------------------------------------------------------ */

static const char *
audience_words(const struct view_audience *a)
{
	return a->kind == VIEW_TABLE	? "Table"
	       : a->kind == VIEW_UMPIRE ? "Umpire"
					: "Side";
}

/* The umpire's focus is shown on the table's page (it follows the
 * umpire) and the umpire's own; the sides' phones keep to their units. */
static bool
focus_shown(const struct view_live *v, const struct view_audience *a)
{
	return v->focus.kind != VIEW_FOCUS_NONE && a->kind != VIEW_SIDE;
}

/* "Umpire: Gds1 fires at Bn45": names and the kind of ruling only (the
 * walkthrough's answers and dice stay with the umpire until applied). */
static void
body_focus(const struct view_live *v, const struct view_audience *a,
	   struct strbuf *h)
{
	if (!focus_shown(v, a))
		return;
	const struct view_focus *fo = &v->focus;
	bool fire = fo->kind == VIEW_FOCUS_FIRE;
	sb_add(h, "<p class=\"focus\">Umpire: <b class=\"focus-unit\">");
	map_esc(h, fo->unit);
	sb_add(h, "</b>");
	if (fo->kind == VIEW_FOCUS_UNIT) {
		sb_add(h, "</p>\n");
		return;
	}
	if (fo->target[0] == '\0') {
		sb_add(h, fire ? " to fire" : " to attack");
	} else {
		sb_add(h, fire ? " fires at " : " attacks ");
		sb_add(h, "<b class=\"focus-target\">");
		map_esc(h, fo->target);
		sb_add(h, "</b>");
	}
	sb_add(h, "</p>\n");
}

static void
body_head(const struct view_live *v, const struct view_audience *a,
	  struct strbuf *h)
{
	char word[16];
	snprintf(word, sizeof word, "%s", v->turn_word);
	word[0] = (char)toupper((unsigned char)word[0]);
	sb_add(h, "<div id=\"view\" data-title=\"");
	map_esc(h, audience_words(a));
	if (a->kind == VIEW_SIDE) {
		sb_add(h, " ");
		map_esc(h, a->side);
	}
	sb_addf(h, " \xc2\xb7 %s %d, ", v->turn_word, v->bound);
	map_esc(h, v->phase);
	sb_addf(h, " phase, %zu ruling%s", v->cur.nrulings,
		v->cur.nrulings == 1 ? "" : "s");
	if (focus_shown(v, a)) {
		sb_add(h, ", umpire on ");
		map_esc(h, v->focus.unit);
	}
	sb_add(h, "\">\n<header>\n<p class=\"who\">");
	map_esc(h, audience_words(a));
	if (a->kind == VIEW_SIDE) {
		sb_add(h, ": ");
		map_esc(h, a->side);
	}
	sb_addf(h,
		"</p>\n<h1><span class=\"bound\">%s %d</span> \xc2\xb7 "
		"<span class=\"phase\">",
		word, v->bound);
	map_esc(h, v->phase);
	sb_add(h, " phase</span></h1>\n");
	if (v->turn[0]) {
		sb_add(h, "<p class=\"turn\">");
		map_esc(h, v->turn);
		sb_add(h, "</p>\n");
	}
	if (v->pace[0]) {
		sb_add(h, "<p class=\"pace\">");
		map_esc(h, v->pace);
		sb_add(h, "</p>\n");
	}
	body_focus(v, a, h);
	sb_add(h, "</header>\n");
}

/* The last fire or melee of the bound: the map highlights its units. */
static const struct map_ruling *
last_ruling(const struct view_live *v)
{
	for (size_t k = v->cur.nrulings; k-- > 0;)
		if (v->cur.rulings[k].actor[0] && v->cur.rulings[k].target[0])
			return &v->cur.rulings[k];
	return NULL;
}

static void
body_map(const struct view_live *v, const struct view_audience *a,
	 struct strbuf *h)
{
	struct bound_map cur, before;
	memset(&before, 0, sizeof before);
	project_map(v, a, &v->cur, &cur);
	if (v->have_before)
		project_map(v, a, &v->before, &before);
	/* Arrows for the rulings (where everyone sees the units stand). */
	cur.rulings = v->cur.rulings;
	cur.nrulings = v->cur.nrulings;
	const struct map_ruling *last = last_ruling(v);
	for (size_t k = 0; last && k < cur.nunits; k++)
		cur.units[k].highlight =
		    strcmp(cur.units[k].name, last->actor) == 0 ||
		    strcmp(cur.units[k].name, last->target) == 0;
	for (size_t k = 0; focus_shown(v, a) && k < cur.nunits; k++)
		cur.units[k].focus =
		    strcmp(cur.units[k].name, v->focus.unit) == 0 ||
		    strcmp(cur.units[k].name, v->focus.target) == 0;
	struct map_page pg = {
	    .h = h, .turn_word = v->turn_word, .inches = v->inches};
	struct bound_map both[2] = {cur, v->have_before ? before : cur};
	map_page_frame(&pg, both, 2);
	sb_add(h, "<div class=\"mapbox\">\n");
	map_svg(&pg, &cur, v->have_before ? &before : NULL, v->fresh);
	sb_add(h, "</div>\n");
	free(pg.sides);
	free(cur.units);
	if (v->have_before)
		free(before.units);
}

/* One ruling record: whole, or who, whom, the dice and (when a sees the
 * target's state) the state it is left in. */
static void
body_ruling(const struct view_live *v, const struct view_audience *a,
	    const struct map_ruling *r, size_t n, struct strbuf *h)
{
	struct ruling_parts p;
	ruling_parts_of(&r->rec, &p);
	bool whole = ruling_whole(v, a, r);
	sb_addf(h,
		"<li value=\"%zu\" class=\"ruling\" data-tag=\"%s\"><b>%s</b> ",
		n, p.tag, p.tag);
	map_esc(h, p.who);
	sb_add(h, p.who[0] && p.whom[0] ? " \xe2\x86\x92 " : "");
	map_esc(h, p.whom);
	sb_add(h, ": ");
	if (whole) {
		map_esc(h, p.details.s);
	} else {
		char dice[64], state[UM_NAME_MAX + 1];
		const char *side = unit_side_in(&v->cur, p.whom);
		bool state_seen =
		    side && view_sight_of(v->enemy, a, side).state;
		bool any = false;
		if (record_value(&r->rec, "dice", dice, sizeof dice)) {
			sb_add(h, "dice ");
			map_esc(h, dice);
			any = true;
		}
		if (state_seen && strcmp(p.tag, "RESULT") == 0 &&
		    record_value(&r->rec, "state", state, sizeof state)) {
			sb_add(h, any ? "; state now " : "state now ");
			map_esc(h, state);
			any = true;
		}
		sb_add(h, any ? "" : "-");
	}
	if (p.provisional)
		sb_add(h, " <em class=\"prov\">(provisional)</em>");
	sb_add(h, "</li>\n");
	ruling_parts_free(&p);
}

static void
body_rulings(const struct view_live *v, const struct view_audience *a,
	     struct strbuf *h)
{
	const struct bound_map *m = &v->cur;
	sb_addf(h, "<section class=\"rulings\">\n<h2>Rulings this %s</h2>\n",
		v->turn_word);
	if (m->nrulings == 0)
		sb_add(h, "<p class=\"none\">No rulings yet.</p>\n");
	const char *phase = NULL;
	for (size_t k = 0; k < m->nrulings; k++) {
		const struct map_ruling *r = &m->rulings[k];
		if (phase == NULL || strcmp(phase, r->phase) != 0) {
			sb_add(h, phase ? "</ol>\n<h3>" : "<h3>");
			map_esc(h, r->phase);
			sb_add(h, " phase</h3>\n<ol>\n");
			phase = r->phase;
		}
		body_ruling(v, a, r, k + 1, h);
	}
	sb_add(h, phase ? "</ol>\n</section>\n" : "</section>\n");
}

/* The explanation of the last resolution, step by step with the rule of
 * each step: for those who see the figures of every unit. */
static void
body_explain(const struct view_live *v, const struct view_audience *a,
	     struct strbuf *h)
{
	if (v->nexplain == 0)
		return;
	if (a->kind != VIEW_UMPIRE && v->enemy != VIEW_ENEMY_EXACT)
		return;
	sb_add(h, "<section class=\"explain\">\n<h2>Last ruling, step by "
		  "step</h2>\n<pre>");
	for (size_t i = 0; i < v->nexplain; i++) {
		map_esc(h, v->explain[i]);
		sb_add(h, "\n");
	}
	sb_add(h, "</pre>\n</section>\n");
}

/* What a unit did this bound, as the table shows it to everyone: moved
 * (its place differs from the end of the bound before), fired, fired on,
 * in melee (the map's arrows). */
static void
unit_deeds(const struct view_live *v, const struct snap_unit *u,
	   struct strbuf *h)
{
	const struct snap_unit *b =
	    v->have_before ? map_unit_in(&v->before, u->name) : NULL;
	bool moved = b && b->placed && u->placed &&
		     (b->x != u->x || b->y != u->y || b->facing != u->facing);
	bool fired = false, fired_on = false, melee = false;
	for (size_t k = 0; k < v->cur.nrulings; k++) {
		const struct map_ruling *r = &v->cur.rulings[k];
		bool actor = strcmp(r->actor, u->name) == 0;
		bool target = strcmp(r->target, u->name) == 0;
		if (!r->arrow || (!actor && !target))
			continue;
		melee |= r->melee;
		fired |= !r->melee && actor;
		fired_on |= !r->melee && target;
	}
	const char *words[] = {moved ? "moved" : NULL, fired ? "fired" : NULL,
			       fired_on ? "fired on" : NULL,
			       melee ? "in melee" : NULL};
	const char *sep = "";
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if (words[i]) {
			sb_addf(h, "%s%s", sep, words[i]);
			sep = ", ";
		}
}

static void
body_units(const struct view_live *v, const struct view_audience *a,
	   struct strbuf *h)
{
	sb_addf(h,
		"<section class=\"units\">\n<h2>Units</h2>\n<table>\n"
		"<tr><th>unit</th><th>side</th><th>label</th>"
		"<th>formation</th><th>figures</th><th>lost</th>"
		"<th>state</th><th>this %s</th></tr>\n",
		v->turn_word);
	for (size_t k = 0; k < v->cur.nunits; k++) {
		struct snap_unit u = v->cur.units[k];
		project_unit(v, a, &u);
		bool own = a->kind == VIEW_SIDE && strcmp(a->side, u.side) == 0;
		sb_add(h, own ? "<tr class=\"own\"><td>" : "<tr><td>");
		map_esc(h, u.name);
		sb_add(h, "</td><td>");
		map_esc(h, u.side);
		sb_add(h, "</td><td>");
		map_esc(h, u.label);
		sb_add(h, "</td><td>");
		map_esc(h, u.removed ? "removed" : u.formation);
		if (u.hide_figures)
			sb_add(h, "</td><td class=\"n\">\xe2\x80\x94</td>"
				  "<td class=\"n\">\xe2\x80\x94</td><td>");
		else
			sb_addf(h,
				"</td><td class=\"n\">%d</td><td class=\"n\">%d"
				"</td><td>",
				u.figures, u.figures_start - u.figures);
		map_esc(h, u.hide_state ? "\xe2\x80\x94" : u.state);
		sb_add(h, "</td><td>");
		unit_deeds(v, &u, h);
		sb_add(h, "</td></tr>\n");
	}
	sb_add(h, "</table>\n</section>\n");
}

void
view_body(const struct view_live *v, const struct view_audience *a,
	  struct strbuf *h)
{
	body_head(v, a, h);
	body_map(v, a, h);
	body_explain(v, a, h);
	body_rulings(v, a, h);
	body_units(v, a, h);
	sb_add(h, "</div>\n");
}

void
view_esc(struct strbuf *h, const char *text)
{
	map_esc(h, text);
}
