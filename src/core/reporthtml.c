/* reporthtml.c - `report FILE.html`: the after-action report as one
 * self-contained HTML page ("the battle in pictures"): an SVG
 * map per bound with the terrain, every unit as the rectangle of its real
 * footprint at its position and facing at the end of the bound (coloured
 * by side, labelled, its losses of the bound and its state beside it), the
 * units' places at the start of the bound where they moved, and the lines
 * of fire and melees of the bound as arrows; under each map its rulings,
 * as the Markdown report gives them; then the losses. The same replay of
 * the journal as the Markdown report (report.c, report_replay_hooks). No
 * external resource: inline CSS and SVG; print CSS puts one bound on a
 * page. Every text is escaped. docs/commands.md "The battle in pictures".
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mapsvg.h"
#include "report.h"
#include "reportlog.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"

/* ---- writing ----------------------------------------------------------- */

/* The rulings of a bound under its map, by phase, as the Markdown report
 * gives them; the number is the one on the map's arrows. */
static void
html_rulings(struct map_page *pg, const struct bound_map *m)
{
	struct strbuf *h = pg->h;
	if (m->nrulings == 0) {
		sb_add(h, "<p class=\"none\">No rulings.</p>\n");
		return;
	}
	const char *phase = NULL;
	for (size_t k = 0; k < m->nrulings; k++) {
		const struct map_ruling *r = &m->rulings[k];
		if (phase == NULL || strcmp(phase, r->phase) != 0) {
			if (phase)
				sb_add(h, "</ol>\n");
			sb_add(h, "<h3>");
			map_esc(h, r->phase);
			sb_addf(h, " phase</h3>\n<ol start=\"%zu\">\n", k + 1);
			phase = r->phase;
		}
		struct ruling_parts p;
		ruling_parts_of(&r->rec, &p);
		/* Short: a long game has tens of thousands. */
		sb_addf(h, "<li><b>%s</b> ", p.tag);
		map_esc(h, p.who);
		sb_add(h, p.who[0] && p.whom[0] ? " \xe2\x86\x92 " : "");
		map_esc(h, p.whom);
		sb_add(h, ": ");
		map_esc(h, p.details.s);
		if (p.provisional)
			sb_add(h, " <em>(provisional)</em>");
		sb_add(h, "</li>\n");
		ruling_parts_free(&p);
	}
	sb_add(h, "</ol>\n");
}

/* Whether unit k's row is the one of the bound before, and it lost
 * nothing. */
static bool
row_as_before(const struct bound_map *m, size_t k,
	      const struct bound_map *before)
{
	const struct snap_unit *u = &m->units[k];
	const struct snap_unit *b =
	    before && k < before->nunits ? &before->units[k] : NULL;
	return b && strcmp(b->name, u->name) == 0 &&
	       strcmp(b->side, u->side) == 0 && b->figures == u->figures &&
	       strcmp(b->state, u->state) == 0 && b->placed == u->placed &&
	       b->x == u->x && b->y == u->y && b->facing == u->facing &&
	       b->drawn == u->drawn &&
	       b->size_provisional == u->size_provisional;
}

/* Each unit at the end of the bound: figures, loss of the bound, state,
 * position; after the first bound only the units whose row changed (the
 * others are named in one line). */
static void
html_unit_table(struct map_page *pg, const struct bound_map *m,
		const struct bound_map *before)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<table class=\"units\">\n<tr><th>unit</th><th>side</th>"
		  "<th>figures</th><th>lost this bound</th><th>state</th>"
		  "<th>x, y, facing</th></tr>\n");
	size_t same = 0;
	for (size_t k = 0; k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		if (row_as_before(m, k, before)) {
			same++;
			continue;
		}
		sb_addf(h,
			"<tr><td><span class=\"sw\" style=\"background:%s\">"
			"</span>",
			map_side_colour(pg, u->side));
		map_esc(h, u->name);
		sb_add(h, "</td><td>");
		map_esc(h, u->side);
		sb_addf(h,
			"</td><td class=\"n\">%d</td><td class=\"n\">%d"
			"</td><td>",
			u->figures, map_lost_at(m, k, before));
		map_esc(h, u->state);
		sb_add(h, "</td><td>");
		if (!u->placed) {
			sb_add(h, "not on the table");
		} else {
			map_num(h, u->x);
			sb_add(h, ", ");
			map_num(h, u->y);
			sb_add(h, ", ");
			map_num(h, u->facing);
			if (!u->drawn)
				sb_add(h, " (no size: not drawn)");
			else if (u->size_provisional)
				sb_add(h, " <em class=\"prov\">(size "
					  "provisional)</em>");
		}
		sb_add(h, "</td></tr>\n");
	}
	sb_add(h, "</table>\n");
	if (same > 0 && before)
		sb_addf(h,
			"<p class=\"same\">%s %zu%s unit%s as at the end of "
			"%s %d, with no loss.</p>\n",
			same == m->nunits ? "All" : "The", same,
			same == m->nunits ? "" : " other",
			same == 1 ? " is" : "s are", pg->turn_word,
			before->bound);
}

/* Losses per side and per unit, and the units not as they began: the
 * game as it is now (as the Markdown report). */
static void
html_losses(struct map_page *pg, const struct game *g)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<section class=\"losses\">\n<h2>Losses</h2>\n<table>\n"
		  "<tr><th>side</th><th>figures at start</th><th>now</th>"
		  "<th>lost</th></tr>\n");
	size_t nsides;
	const char **sides = report_sides(g, &nsides);
	for (size_t s = 0; s < nsides; s++) {
		long start, now;
		report_side_figures(g, sides[s], &start, &now);
		sb_addf(h,
			"<tr><td><span class=\"sw\" style=\"background:%s\">"
			"</span>",
			map_side_colour(pg, sides[s]));
		map_esc(h, sides[s]);
		sb_addf(h,
			"</td><td class=\"n\">%ld</td><td class=\"n\">%ld"
			"</td><td class=\"n\">%ld</td></tr>\n",
			start, now, start - now);
	}
	free(sides);
	sb_add(h, "</table>\n<table>\n<tr><th>unit</th><th>side</th>"
		  "<th>figures at start</th><th>now</th><th>lost</th>"
		  "<th>state</th></tr>\n");
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		sb_add(h, "<tr><td>");
		map_esc(h, u->name);
		sb_add(h, "</td><td>");
		map_esc(h, u->side);
		sb_addf(h,
			"</td><td class=\"n\">%d</td><td class=\"n\">%d"
			"</td><td class=\"n\">%d</td><td>",
			u->figures_start, u->figures,
			u->figures_start - u->figures);
		map_esc(h, u->removed ? "removed" : unit_state_name(g, u));
		sb_add(h, "</td></tr>\n");
	}
	sb_add(h, "</table>\n</section>\n");
}

static const char page_css[] =
    "body{font-family:'DejaVu Sans',Arial,sans-serif;margin:1.5em;"
    "color:#222;max-width:70em}\n"
    "svg.map{width:100%;height:auto;border:1px solid #999;"
    "background:#f7f4ea}\n"
    "table{border-collapse:collapse;margin:0.6em 0}\n"
    "td,th{border:1px solid #bbb;padding:0.15em 0.5em;text-align:left}\n"
    "td.n{text-align:right}\n"
    ".sw{display:inline-block;width:0.8em;height:0.8em;margin-right:0.4em;"
    "border:1px solid #000;-webkit-print-color-adjust:exact;"
    "print-color-adjust:exact}\n"
    ".prov,li em{color:#8a5a00}\n"
    "@media print{body{margin:0;max-width:none}"
    "section.bound{break-after:page;page-break-after:always}"
    "svg.map{max-height:60vh;-webkit-print-color-adjust:exact;"
    "print-color-adjust:exact}}\n";

static void
html_head(struct map_page *pg, const struct game *g, size_t rulings,
	  bool any_provisional)
{
	struct strbuf *h = pg->h;
	sb_addf(h,
		"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		"<meta charset=\"utf-8\">\n"
		"<title>After-action report</title>\n<style>\n%s</style>\n"
		"</head>\n<body>\n<h1>After-action report</h1>\n<p>Ruleset ",
		page_css);
	map_esc(h, g->rs->name);
	sb_addf(h, ", distances in %s; now %s %d, ", g->inches ? "in" : "cm",
		pg->turn_word, g->bound);
	map_esc(h, g->rs->phases[g->phase]);
	sb_addf(h,
		" phase. %zu ruling record%s. Results that used a value "
		"not verified in the rules are marked <em class=\"prov\">"
		"(provisional)</em>%s.</p>\n",
		rulings, rulings == 1 ? "" : "s",
		any_provisional ? "; this game has some" : "");
	sb_addf(h,
		"<p class=\"key\">Each map shows the table at the end of "
		"its %s: units as their footprints (the thick edge is "
		"the front), a dashed outline where a unit stood when "
		"the %s began, arrows for the lines of fire (thin) and "
		"the melees (thick, dashed), numbered as the rulings "
		"under the map. Sides: ",
		pg->turn_word, pg->turn_word);
	for (size_t i = 0; i < pg->nsides; i++) {
		sb_addf(h,
			"%s<span class=\"sw\" style=\"background:%s\">"
			"</span>",
			i ? ", " : "", map_side_colour(pg, pg->sides[i]));
		map_esc(h, pg->sides[i]);
	}
	sb_add(h, ".</p>\n");
}

/* The maps of the page: one per snapshot of the log, and the bound in
 * progress (the game in play). */
struct html_maps {
	const struct report_log *rl;
	const struct bound_map *now; /* the game in play */
	struct rlog_cursor cur;
	struct bound_map map, before;
	bool have_before;
	struct map_ruling *rulings;
	size_t caprulings;
};

static void
units_of(struct bound_map *m, const struct rlog_unit *u, size_t n)
{
	m->units = um_xreallocarray(m->units, n + 1, sizeof *m->units);
	m->nunits = n;
	for (size_t k = 0; k < n; k++)
		rlog_unit_snap(&u[k], &m->units[k]);
}

/* Map i of the page (i == nsnaps: the bound in progress) into hm->map. */
static void
html_map_at(struct html_maps *hm, size_t i)
{
	const struct report_log *rl = hm->rl;
	struct bound_map *m = &hm->map;
	size_t from = i ? rl->snaps[i - 1].rulings : 0, to;
	if (i < rl->nsnaps) {
		const struct rlog_snap *sn = &rl->snaps[i];
		rlog_cursor_to(&hm->cur, i);
		units_of(m, hm->cur.cur, hm->cur.n);
		const struct rlog_snap *t = &rl->snaps[sn->terrain];
		m->terrain = t->ter;
		m->nterrain = t->nter;
		m->bound = sn->bound;
		m->final = false;
		to = sn->rulings;
	} else {
		const struct bound_map *now = hm->now;
		m->units = um_xreallocarray(m->units, now->nunits + 1,
					    sizeof *m->units);
		m->nunits = now->nunits;
		memcpy(m->units, now->units, now->nunits * sizeof *m->units);
		m->terrain = now->terrain;
		m->nterrain = now->nterrain;
		m->bound = now->bound;
		m->final = true;
		to = rl->nrulings;
	}
	um_grow((void **)&hm->rulings, &hm->caprulings, to - from + 1,
		sizeof *hm->rulings);
	m->rulings = hm->rulings;
	m->nrulings = to - from;
	for (size_t k = from; k < to; k++) {
		const struct rlog_ruling *r = &rl->rulings[k];
		struct map_ruling *mr = &hm->rulings[k - from];
		memset(mr, 0, sizeof *mr);
		mr->phase = (char *)r->phase; /* read only */
		mr->rec = r->rec;	      /* borrowed */
		mr->melee = r->melee;
		mr->arrow = r->arrow;
		mr->from = r->from;
		mr->to = r->to;
		if (r->arrow) {
			struct ruling_parts p;
			ruling_parts_of(&r->rec, &p);
			snprintf(mr->actor, sizeof mr->actor, "%s", p.who);
			snprintf(mr->target, sizeof mr->target, "%s", p.whom);
			ruling_parts_free(&p);
		}
	}
}

/* The frame of every map: the terrain and units of them all. */
static void
html_frame(struct map_page *pg, const struct report_log *rl,
	   const struct bound_map *now)
{
	struct map_frame fr = {0};
	struct bound_map m = {0};
	for (size_t i = 0; i < rl->nsnaps; i++) {
		const struct rlog_snap *sn = &rl->snaps[i];
		/* Only the units that changed: the others are in the frame
		 * already, in the same order of sides. */
		m.units = um_xreallocarray(m.units, sn->n + 1, sizeof *m.units);
		m.nunits = sn->n;
		for (size_t k = 0; k < sn->n; k++)
			rlog_unit_snap(&sn->units[k], &m.units[k]);
		m.terrain = sn->terrain == i ? sn->ter : NULL;
		m.nterrain = sn->terrain == i ? sn->nter : 0;
		size_t had = pg->nsides;
		map_frame_add(pg, &fr, &m);
		/* The sides named: the log's texts, which outlive m. */
		for (size_t j = had; j < pg->nsides; j++)
			for (size_t k = 0; k < sn->n; k++)
				if (strcmp(pg->sides[j], m.units[k].side) ==
				    0) {
					pg->sides[j] = sn->units[k].side;
					break;
				}
	}
	free(m.units);
	map_frame_add(pg, &fr, now);
	map_frame_end(pg, &fr);
}

void
report_html(struct cmd_ctx *ctx, const struct report_log *rl,
	    struct report_sink *k, size_t *rulings, bool *any_provisional)
{
	const struct game *g = ctx->g;
	*rulings = rl->nrulings;
	*any_provisional = false;
	for (size_t i = 0; i < rl->nrulings && !*any_provisional; i++) {
		char prov[8];
		*any_provisional =
		    record_value(&rl->rulings[i].rec, "provisional", prov,
				 sizeof prov) &&
		    strcmp(prov, "yes") == 0;
	}
	struct strbuf *html = &k->sb;
	struct map_page pg = {.h = html,
			      .turn_word =
				  g->rs->turn_word ? g->rs->turn_word : "bound",
			      .inches = g->inches};
	/* The bound in progress: the game in play. */
	struct bound_map now = {0};
	struct map_ruling *none = NULL;
	size_t nnone = 0, capnone = 0;
	map_snap_bound(&now, g, g->bound, true, &none, &nnone, &capnone);
	html_frame(&pg, rl, &now);
	html_head(&pg, g, *rulings, *any_provisional);
	struct html_maps hm = {.rl = rl, .now = &now, .cur = {.log = rl}};
	struct map_reuse reuse = {0};
	pg.reuse = &reuse;
	for (size_t i = 0; i <= rl->nsnaps; i++) {
		html_map_at(&hm, i);
		struct bound_map *m = &hm.map;
		const struct bound_map *before =
		    hm.have_before ? &hm.before : NULL;
		sb_addf(html,
			"<section class=\"bound\" id=\"bound-%d\">\n"
			"<h2>%c%s %d%s</h2>\n",
			m->bound, toupper((unsigned char)pg.turn_word[0]),
			pg.turn_word + 1, m->bound,
			m->final ? " (in progress)" : "");
		map_svg(&pg, m, before, g->rs->states[0]);
		html_rulings(&pg, m);
		html_unit_table(&pg, m, before);
		sb_add(html, "</section>\n");
		report_sink_flush(k, false);
		/* This map is the next one's "before". */
		struct bound_map t = hm.before;
		hm.before = *m;
		hm.map = t;
		hm.have_before = true;
	}
	html_losses(&pg, g);
	sb_add(html, "</body>\n</html>\n");
	free(pg.sides);
	free(hm.map.units);
	free(hm.before.units);
	free(hm.rulings);
	rlog_cursor_free(&hm.cur);
	map_reuse_free(&reuse);
	for (size_t i = 0; i < now.nterrain; i++)
		free(now.terrain[i].pts);
	free(now.terrain);
	free(now.units);
}
