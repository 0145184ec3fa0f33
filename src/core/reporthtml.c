/* reporthtml.c - `report FILE.html`: the after-action report as one
 * self-contained HTML page ("the battle in pictures"): an SVG
 * map per bound with the terrain, every unit as the rectangle of its real
 * footprint at its position and facing at the end of the bound (coloured
 * by side, labelled, its losses of the bound and its state beside it), the
 * units' places at the start of the bound where they moved, and the lines
 * of fire and melees of the bound as arrows; under each map its rulings,
 * as the Markdown report gives them; then the losses. The same replay of
 * the journal as the Markdown report (report.c, report_replay_hooks).
 * Each bound's section carries its data as JSON (what changed since the
 * bound before, texts said once on the page); the page's one inline
 * script draws the maps (as the live views' src/core/mapsvg.c draws one)
 * and lists the rulings from it, so that a long game's page stays a few
 * MB. No external resource; print CSS puts one bound on a page. Every
 * text is escaped (JSON inside <script>: json_str). docs/commands.md
 * "The battle in pictures".
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

/* ---- the data of the maps and rulings ---------------------------------- */

/* Texts said once on the page: each bound's data names them by number,
 * its "s" giving the new ones (numbered on from the last bound's). */
struct intern {
	char **text;  /* by number */
	size_t *slot; /* open addressing: number + 1, 0 empty */
	size_t n, cap, nslots;
	struct strbuf fresh; /* this bound's new texts, as JSON */
	bool lists;	     /* texts of numbers "1,2,3", given as [1,2,3] */
};

static size_t
text_hash(const char *s)
{
	size_t h = 2166136261U;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		h = (h ^ *p) * 16777619U;
	return h;
}

/* A JSON string safe inside <script>: < > & as \u escapes (no </script>
 * nor <!-- can appear), U+2028 and U+2029 escaped; control characters and
 * bytes that are not UTF-8 shown as '?' (as map_esc does). */
static void
json_str(struct strbuf *sb, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	sb_addc(sb, '"');
	while (*s) {
		unsigned char c = *s;
		size_t n = 1;
		if (c == '"' || c == '\\') {
			sb_addc(sb, '\\');
			sb_addc(sb, (char)c);
		} else if (c == '<' || c == '>' || c == '&') {
			sb_addf(sb, "\\u%04x", (unsigned)c);
		} else if (c < 0x20 || c == 0x7f) {
			sb_addc(sb, '?');
		} else if (c < 0x80) {
			sb_addc(sb, (char)c);
		} else if ((n = map_utf8_len(s)) == 0) {
			sb_addc(sb, '?');
			n = 1;
		} else if (n == 3 && c == 0xe2 && s[1] == 0x80 &&
			   (s[2] == 0xa8 || s[2] == 0xa9)) {
			sb_add(sb, s[2] == 0xa8 ? "\\u2028" : "\\u2029");
		} else {
			sb_addn(sb, (const char *)s, n);
		}
		s += n;
	}
	sb_addc(sb, '"');
}

/* The number of text s on the page (new: added to this bound's "s"). */
static size_t
intern_of(struct intern *t, const char *s)
{
	if (2 * (t->n + 1) > t->nslots) {
		size_t ns = t->nslots ? 2 * t->nslots : 1024;
		free(t->slot);
		t->slot = um_xcalloc(ns, sizeof *t->slot);
		t->nslots = ns;
		for (size_t i = 0; i < t->n; i++) {
			size_t j = text_hash(t->text[i]) & (ns - 1);
			while (t->slot[j])
				j = (j + 1) & (ns - 1);
			t->slot[j] = i + 1;
		}
	}
	size_t j = text_hash(s) & (t->nslots - 1);
	while (t->slot[j]) {
		if (strcmp(t->text[t->slot[j] - 1], s) == 0)
			return t->slot[j] - 1;
		j = (j + 1) & (t->nslots - 1);
	}
	um_grow((void **)&t->text, &t->cap, t->n + 1, sizeof *t->text);
	t->text[t->n] = um_xstrdup(s);
	t->slot[j] = t->n + 1;
	sb_add(&t->fresh, t->fresh.len ? ",\n" : "");
	if (t->lists)
		sb_addf(&t->fresh, "[%s]", s);
	else
		json_str(&t->fresh, s);
	return t->n++;
}

static void
intern_free(struct intern *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->text[i]);
	free(t->text);
	free(t->slot);
	sb_free(&t->fresh);
}

/* ",N": text s by number. */
static void
json_text(struct strbuf *sb, struct intern *t, const char *s)
{
	sb_addf(sb, ",%zu", intern_of(t, s));
}

/* ",V": a table distance to two decimals, without trailing zeros. */
static void
json_num(struct strbuf *sb, double v)
{
	long h = vec2_is_finite(vec2_make(v, 0)) ? lround(v * 100) : 0;
	long a = labs(h);
	sb_addf(sb, ",%s%ld", h < 0 ? "-" : "", a / 100);
	if (a % 100 % 10)
		sb_addf(sb, ".%02ld", a % 100);
	else if (a % 100)
		sb_addf(sb, ".%ld", a % 100 / 10);
}

/* Whether two maps' terrain is the same. */
static bool
terrain_same(const struct bound_map *a, const struct bound_map *b)
{
	if (a->terrain == b->terrain)
		return true;
	if (a->nterrain != b->nterrain)
		return false;
	for (size_t k = 0; k < a->nterrain; k++) {
		const struct snap_terrain *x = &a->terrain[k],
					  *y = &b->terrain[k];
		if (strcmp(x->name, y->name) != 0 || x->kind != y->kind ||
		    x->level != y->level || x->cover != y->cover ||
		    x->npts != y->npts || (x->pts == NULL) != (y->pts == NULL))
			return false;
		for (size_t j = 0; x->pts && j < x->npts; j++)
			if (x->pts[j].x != y->pts[j].x ||
			    x->pts[j].y != y->pts[j].y)
				return false;
	}
	return true;
}

/* What a map's data gives of a unit when it changed (html_bound_data). */
enum {
	DRAWN_NAME = 1,
	DRAWN_SIDE = 2,
	DRAWN_LABEL = 4,
	DRAWN_STATE = 8,
	DRAWN_FLAGS = 16,
	DRAWN_FIGURES = 32,
	DRAWN_START = 64,
	DRAWN_PLACE = 128,
	DRAWN_ALL = 255
};

/* What of unit a is drawn otherwise than b (NULL: everything). */
static int
unit_changes(const struct snap_unit *a, const struct snap_unit *b)
{
	if (b == NULL)
		return a->drawn ? DRAWN_ALL : DRAWN_ALL & ~DRAWN_PLACE;
	int c = 0;
	c |= strcmp(a->name, b->name) ? DRAWN_NAME : 0;
	c |= strcmp(a->side, b->side) ? DRAWN_SIDE : 0;
	c |= strcmp(a->label, b->label) ? DRAWN_LABEL : 0;
	c |= strcmp(a->state, b->state) ? DRAWN_STATE : 0;
	c |= a->drawn != b->drawn || a->removed != b->removed ? DRAWN_FLAGS : 0;
	c |= a->figures != b->figures ? DRAWN_FIGURES : 0;
	c |= a->figures_start != b->figures_start ? DRAWN_START : 0;
	bool moved = !b->drawn || a->centre.x != b->centre.x ||
		     a->centre.y != b->centre.y;
	for (size_t j = 0; j < 4; j++)
		moved = moved || a->corner[j].x != b->corner[j].x ||
			a->corner[j].y != b->corner[j].y;
	c |= a->drawn && moved ? DRAWN_PLACE : 0;
	return c;
}

/* One bound's data (the page's script draws the map and lists the rulings
 * from it): "u" the units drawn otherwise than in the map before, as
 * [k, name, side, label, state, drawn + 2 removed, figures, figures at
 * start, corners x y (front left, front right, rear right, rear left),
 * centre x y]; "t" the terrain when it changed; "r" the rulings as [phase,
 * tag, who, whom, [details parts], provisional(, melee, from x y, to x y)
 * when they draw a line]. Texts by number. */
static void
html_bound_data(struct intern *t, struct intern *lists, struct strbuf *h,
		const struct bound_map *m, const struct bound_map *before,
		bool terrain)
{
	struct strbuf d, parts;
	sb_init(&d);
	sb_init(&parts);
	sb_clear(&t->fresh);
	sb_clear(&lists->fresh);
	sb_addf(&d, ",\n\"n\":%zu,\n\"u\":[", m->nunits);
	bool first = true;
	for (size_t k = 0; k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		int c = unit_changes(
		    u, before && k < before->nunits ? &before->units[k] : NULL);
		if (c == 0)
			continue;
		sb_addf(&d, "%s[%zu,%d", first ? "\n" : ",\n", k, c);
		first = false;
		if (c & DRAWN_NAME)
			json_text(&d, t, u->name);
		if (c & DRAWN_SIDE)
			json_text(&d, t, u->side);
		if (c & DRAWN_LABEL)
			json_text(&d, t, u->label);
		if (c & DRAWN_STATE)
			json_text(&d, t, u->state);
		if (c & DRAWN_FLAGS)
			sb_addf(&d, ",%d", u->drawn + 2 * u->removed);
		if (c & DRAWN_FIGURES)
			sb_addf(&d, ",%d", u->figures);
		if (c & DRAWN_START)
			sb_addf(&d, ",%d", u->figures_start);
		for (size_t j = 0; (c & DRAWN_PLACE) && j < 4; j++) {
			json_num(&d, u->corner[j].x);
			json_num(&d, u->corner[j].y);
		}
		if (c & DRAWN_PLACE) {
			json_num(&d, u->centre.x);
			json_num(&d, u->centre.y);
		}
		sb_addc(&d, ']');
	}
	sb_add(&d, "]");
	if (terrain) {
		struct strbuf pts;
		sb_init(&pts);
		sb_add(&d, ",\n\"t\":[");
		for (size_t k = 0; k < m->nterrain; k++) {
			const struct snap_terrain *te = &m->terrain[k];
			sb_add(&d, k ? ",\n[" : "\n[");
			json_str(&d, te->name);
			sb_addf(&d, ",\"%s\",%d,\"%s\",[",
				terrain_kind_names[te->kind], te->level,
				te->cover != COVER_NONE ? cover_names[te->cover]
							: "");
			sb_clear(&pts);
			for (size_t j = 0; te->pts && j < te->npts; j++) {
				json_num(&pts, te->pts[j].x);
				json_num(&pts, te->pts[j].y);
			}
			/* The points, without the first one's comma. */
			sb_add(&d, pts.len ? pts.s + 1 : "");
			sb_add(&d, "]]");
		}
		sb_add(&d, "]");
		sb_free(&pts);
	}
	sb_add(&d, ",\n\"r\":[");
	for (size_t k = 0; k < m->nrulings; k++) {
		const struct map_ruling *r = &m->rulings[k];
		struct ruling_parts p;
		ruling_parts_of(&r->rec, &p);
		sb_addf(&d, "%s[%zu", k ? ",\n" : "\n", intern_of(t, r->phase));
		json_text(&d, t, p.tag);
		json_text(&d, t, p.who);
		json_text(&d, t, p.whom);
		/* Each part of the details once on the page, and each list
		 * of parts. */
		sb_clear(&parts);
		const char *s = p.details.s;
		for (bool more = true; more;) {
			const char *e = strstr(s, "; ");
			more = e != NULL;
			char *part =
			    um_xstrndup(s, more ? (size_t)(e - s) : strlen(s));
			sb_addf(&parts, "%s%zu", parts.len ? "," : "",
				intern_of(t, part));
			free(part);
			s = more ? e + 2 : s;
		}
		json_text(&d, lists, parts.s);
		sb_addf(&d, ",%d", p.provisional);
		if (r->arrow) {
			sb_addf(&d, ",%d", r->melee);
			json_num(&d, r->from.x);
			json_num(&d, r->from.y);
			json_num(&d, r->to.x);
			json_num(&d, r->to.y);
		}
		sb_addc(&d, ']');
		ruling_parts_free(&p);
	}
	sb_add(&d, "]");
	sb_addf(h,
		"<script type=\"application/json\" class=\"bound-data\">"
		"{\"b\":%d,\"f\":%d,\n\"s\":[\n",
		m->bound, m->final);
	sb_add(h, t->fresh.s ? t->fresh.s : "");
	sb_add(h, "],\n\"d\":[\n");
	sb_add(h, lists->fresh.s ? lists->fresh.s : "");
	sb_add(h, "]");
	sb_add(h, d.s);
	sb_add(h, "}</script>\n");
	sb_free(&d);
	sb_free(&parts);
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
    /* A long page: the browser lays out only the bounds in view. */
    "@media screen{section.bound{content-visibility:auto;"
    "contain-intrinsic-size:auto 1500px}}\n"
    "@media print{body{margin:0;max-width:none}"
    "section.bound{break-after:page;page-break-after:always}"
    "svg.map{max-height:60vh;-webkit-print-color-adjust:exact;"
    "print-color-adjust:exact}}\n";

/* The page's script: reads each bound's data in order (html_bound_data),
 * lists the rulings, and draws the maps: a short game's at once, a long
 * game's as they come into view (and all before the page prints). Texts
 * go in as text nodes and attribute values, never as markup. */
// clang-format off
static const char *const page_script[] = {
    "(function () {\n",
    "\"use strict\";\n",
    "var NS = \"http://www.w3.org/2000/svg\";\n",
    "var P = JSON.parse(document.getElementById(\"page-data\").textContent);\n",
    "var k = P.k, B = P.box, S = [], D = [], units = [], ter = [], colour = {}, maps = [];\n",
    "var fills = {wood: [\"#9ccc65\", \"#558b2f\"], building: [\"#a1887f\", \"#4e342e\"],\n",
    "  hill: [\"#e6d3a3\", \"#a1887f\"], cover: [\"#dcedc8\", \"#7cb342\"],\n",
    "  river: [\"#90caf9\", \"#1565c0\"], obstacle: [\"#6d4c41\", \"#3e2723\"]};\n",
    "P.sides.forEach(function (s) { colour[s[0]] = s[1]; });\n",
    "function r2(v) { return Math.round(v * 100) / 100; }\n",
    "function sc(v) { return r2(v * k); }\n",
    "function el(parent, tag, attrs, text) {\n",
    "  var e = document.createElementNS(NS, tag);\n",
    "  for (var a in attrs) e.setAttribute(a, attrs[a]);\n",
    "  if (text !== undefined) e.textContent = text;\n",
    "  if (parent) parent.appendChild(e);\n",
    "  return e;\n",
    "}\n",
    "function h(parent, tag, text) {\n",
    "  var e = document.createElement(tag);\n",
    "  if (text !== undefined) e.textContent = text;\n",
    "  parent.appendChild(e);\n",
    "  return e;\n",
    "}\n",
    "function pts(c) {\n",
    "  var s = [];\n",
    "  for (var j = 0; j < c.length; j += 2) s.push(c[j] + \",\" + -c[j + 1]);\n",
    "  return s.join(\" \");\n",
    "}\n",
    "/* Where a unit's label goes: behind it, growing away from it. */\n",
    "function labelPlace(u) {\n",
    "  var c = u.c, fx = (c[0] + c[2]) / 2 - u.cx, fy = (c[1] + c[3]) / 2 - u.cy;\n",
    "  var d = Math.sqrt(fx * fx + fy * fy);\n",
    "  var bx = d > 0 ? -fx / d : 0, by = d > 0 ? -fy / d : -1;\n",
    "  var rx = u.cx + bx * (d + 0.6 * k), ry = u.cy + by * (d + 0.6 * k);\n",
    "  if (Math.abs(by) >= Math.abs(bx))\n",
    "    return [rx, by < 0 ? -ry + 1.5 * k : -ry - 1.9 * k, \"middle\"];\n",
    "  return [rx, -ry - 0.2 * k, bx > 0 ? \"start\" : \"end\"];\n",
    "}\n",
    "/* Light lines every 10 (100, 1000 on a table that wide), values on the\n",
    " * edges. */\n",
    "function grid(g) {\n",
    "  var step = 10 * Math.pow(10, Math.floor(Math.log10(Math.max(1, k)))), i, x;\n",
    "  for (i = Math.ceil(B[0] / step); i <= Math.floor(B[2] / step); i++) {\n",
    "    x = i * step;\n",
    "    el(g, \"line\", {x1: x, x2: x, y1: -B[3], y2: -B[1]});\n",
    "    el(g, \"text\", {\"class\": \"axis\", stroke: \"none\", x: r2(x + 0.3 * k), y: r2(-B[1] - 0.5 * k)}, String(Math.round(x)));\n",
    "  }\n",
    "  for (i = Math.ceil(B[1] / step); i <= Math.floor(B[3] / step); i++) {\n",
    "    x = i * step;\n",
    "    el(g, \"line\", {x1: B[0], x2: B[2], y1: -x, y2: -x});\n",
    "    el(g, \"text\", {\"class\": \"axis\", stroke: \"none\", x: r2(B[0] + 0.3 * k), y: r2(-x - 0.3 * k)}, String(Math.round(x)));\n",
    "  }\n",
    "}\n",
    "/* The empty map of a bound (its frame): drawn when it comes into view. */\n",
    "function frame(d) {\n",
    "  var w = r2(B[2] - B[0]), hh = r2(B[3] - B[1]);\n",
    "  var svg = el(null, \"svg\", {\"class\": \"map\", \"data-bound\": d.b, width: 960,\n",
    "    height: Math.round(960 * hh / w),\n",
    "    viewBox: [B[0], -B[3], w, hh].join(\" \"),\n",
    "    \"font-family\": \"DejaVu Sans, Arial, sans-serif\", \"font-size\": sc(1.5)});\n",
    "  svg.setAttributeNS(\"http://www.w3.org/2000/xmlns/\", \"xmlns\", NS);\n",
    "  el(svg, \"title\", {}, P.turn + \" \" + d.b + \", \" + (d.f ? \"so far\" : \"at its end\"));\n",
    "  var m = el(el(svg, \"defs\", {}), \"marker\", {id: \"head-\" + d.b,\n",
    "    viewBox: \"0 0 10 10\", refX: 9, refY: 5, markerWidth: sc(2),\n",
    "    markerHeight: sc(2), markerUnits: \"userSpaceOnUse\", orient: \"auto\"});\n",
    "  el(m, \"path\", {d: \"M0,0 L10,5 L0,10 z\", fill: \"#000000\"});\n",
    "  el(svg, \"rect\", {\"class\": \"table\", x: B[0], y: -B[3], width: w, height: hh, fill: \"#f7f4ea\"});\n",
    "  return svg;\n",
    "}\n",
    "/* Map m (prepare) drawn into its frame. */\n",
    "function draw(m) {\n",
    "  if (m.drawn) return;\n",
    "  m.drawn = true;\n",
    "  var svg = m.svg, d = m.d, units = m.units, before = m.before, byName = m.byName;\n",
    "  grid(el(svg, \"g\", {\"class\": \"grid\", stroke: \"#dcd6c4\", \"stroke-width\": sc(0.1)}));\n",
    "  var g = el(svg, \"g\", {\"class\": \"terrain\"});\n",
    "  m.ter.forEach(function (t) {\n",
    "    var p = t[4];\n",
    "    if (p.length < 4) return;\n",
    "    var f = fills[t[1]] || [\"#cccccc\", \"#888888\"], a = {\"class\": \"terrain\",\n",
    "      \"data-terrain\": t[0], \"data-kind\": t[1], fill: f[0], stroke: f[1],\n",
    "      \"stroke-width\": sc(0.3), points: pts(p)};\n",
    "    if (t[1] === \"hill\") a[\"fill-opacity\"] = 0.7;\n",
    "    if (t[1] === \"cover\") a[\"stroke-dasharray\"] = sc(1) + \",\" + sc(0.6);\n",
    "    el(g, \"polygon\", a).appendChild(el(null, \"title\", {}, t[0] + \": \" + t[1] +\n",
    "      (t[1] === \"hill\" ? \" level \" + t[2] : \"\") + (t[3] ? \", cover \" + t[3] : \"\")));\n",
    "    var sx = p[0], sy = p[1];\n",
    "    for (var j = 2; j < p.length; j += 2) { sx = Math.min(sx, p[j]); sy = Math.min(sy, p[j + 1]); }\n",
    "    el(g, \"text\", {\"class\": \"tname\", x: r2(sx + 0.4 * k), y: r2(-sy - 0.4 * k)}, t[0]);\n",
    "  });\n",
    "  g = el(svg, \"g\", {\"class\": \"moves\"});\n",
    "  units.forEach(function (u) {\n",
    "    var b = before && (before[u.i] && before[u.i].name === u.name ? before[u.i] : byName[u.name]);\n",
    "    if (!u.drawn || !b || !b.drawn || b.c.join() === u.c.join()) return;\n",
    "    el(g, \"polygon\", {\"class\": \"start\", \"data-unit\": u.name, fill: \"none\",\n",
    "      stroke: colour[u.side] || \"#555555\", \"stroke-width\": sc(0.3),\n",
    "      \"stroke-dasharray\": sc(1) + \",\" + sc(0.7), points: pts(b.c)});\n",
    "    el(g, \"line\", {\"class\": \"path\", x1: b.cx, y1: -b.cy, x2: u.cx, y2: -u.cy,\n",
    "      stroke: \"#777777\", \"stroke-width\": sc(0.25), \"stroke-dasharray\": sc(0.5) + \",\" + sc(0.5)});\n",
    "  });\n",
    "  g = el(svg, \"g\", {\"class\": \"units\"});\n",
    "  units.forEach(function (u) {\n",
    "    if (!u.drawn) return;\n",
    "    var c = colour[u.side] || \"#555555\", ug = el(g, \"g\", {\"class\": \"unit\", \"data-unit\": u.name, \"data-side\": u.side});\n",
    "      el(ug, \"title\", {}, u.name + \" (\" + u.side + \")\" + (u.label ? \": \" + u.label : \"\"));\n",
    "      var a = u.removed ? {fill: \"none\", stroke: c, \"stroke-dasharray\": sc(0.8) + \",\" + sc(0.5)} : {fill: c, stroke: \"#000000\"};\n",
    "      a[\"stroke-width\"] = sc(0.15);\n",
    "      a.points = pts(u.c);\n",
    "      el(ug, \"polygon\", a);\n",
    "      el(ug, \"line\", {\"class\": \"front\", x1: u.c[0], y1: -u.c[1], x2: u.c[2], y2: -u.c[3], stroke: \"#000000\", \"stroke-width\": sc(0.4)});\n",
    "  });\n",
    "  g = el(svg, \"g\", {\"class\": \"rulings\", stroke: \"#000000\", \"stroke-width\": sc(0.35), \"marker-end\": \"url(#head-\" + d.b + \")\"});\n",
    "  d.r.forEach(function (r, n) {\n",
    "    if (r.length < 11) return;\n",
    "    var a = {\"class\": r[6] ? \"melee\" : \"fire\", \"data-n\": n + 1, \"data-actor\": S[r[2]],\n",
    "      \"data-target\": S[r[3]], x1: r[7], y1: -r[8], x2: r[9], y2: -r[10]};\n",
    "    if (r[6]) { a[\"stroke-width\"] = sc(0.7); a[\"stroke-dasharray\"] = sc(1.2) + \",\" + sc(0.6); }\n",
    "    el(g, \"line\", a);\n",
    "    el(g, \"text\", {\"class\": \"rn\", x: r2((r[7] + r[9]) / 2 + 0.6 * k), y: r2(-(r[8] + r[10]) / 2)}, String(n + 1));\n",
    "  });\n",
    "  g = el(svg, \"g\", {\"class\": \"labels\"});\n",
    "  units.forEach(function (u) {\n",
    "    if (!u.drawn) return;\n",
    "    var b = before && (before[u.i] && before[u.i].name === u.name ? before[u.i] : byName[u.name]);\n",
    "    var lost = (b ? b.figures : u.start) - u.figures;\n",
    "    var text = u.figures + \" fig\" + (lost ? (lost > 0 ? \" −\" : \" +\") + Math.abs(lost) : \"\") +\n",
    "      (u.state !== P.fresh ? \" \" + u.state : \"\");\n",
    "    var at = labelPlace(u), t = el(g, \"text\", {\"class\": \"label\", \"data-unit\": u.name,\n",
    "        \"text-anchor\": at[2], x: r2(at[0]), y: r2(at[1])});\n",
    "      el(t, \"tspan\", {\"class\": \"uname\"}, u.name);\n",
    "      el(t, \"tspan\", {\"class\": \"ustate\", x: r2(at[0]), dy: sc(1.6)}, text);\n",
    "  });\n",
    "  el(svg, \"text\", {\"class\": \"north\", x: r2(B[2] - 3 * k), y: r2(-B[3] + 3 * k)}, \"N ↑ (\" + P.unit + \")\");\n",
    "}\n",
    "function listRulings(d, box) {\n",
    "  var phase = null, ol;\n",
    "  d.r.forEach(function (r, n) {\n",
    "    if (S[r[0]] !== phase) {\n",
    "      phase = S[r[0]];\n",
    "      h(box, \"h3\", phase + \" phase\");\n",
    "      ol = h(box, \"ol\");\n",
    "      ol.start = n + 1;\n",
    "    }\n",
    "    var li = h(ol, \"li\"), who = S[r[2]], whom = S[r[3]];\n",
    "    h(li, \"b\", S[r[1]]);\n",
    "    li.appendChild(document.createTextNode(\" \" + who + (who && whom ? \" → \" : \"\") +\n",
    "      whom + \": \" + D[r[4]].map(function (p) { return S[p]; }).join(\"; \")));\n",
    "    if (r[5]) {\n",
    "      li.appendChild(document.createTextNode(\" \"));\n",
    "      h(li, \"em\", \"(provisional)\");\n",
    "    }\n",
    "  });\n",
    "}\n",
    "/* Bound s's data read in order (each says what changed since the one\n",
    " * before), its frame put in and its rulings listed. */\n",
    "function prepare(s) {\n",
    "  var d = JSON.parse(s.textContent), before = units, byName = {};\n",
    "  for (var j = 0; j < d.s.length; j++) S.push(d.s[j]);\n",
    "  for (j = 0; j < d.d.length; j++) D.push(d.d[j]);\n",
    "  before.forEach(function (u) { byName[u.name] = u; });\n",
    "  units = units.slice(0, d.n);\n",
    "  /* [k, what changed (bits: name, side, label, state, flags, figures,\n",
    "   * figures at start, place), the changed values] */\n",
    "  d.u.forEach(function (x) {\n",
    "    var o = units[x[0]] || {}, u = {}, c = x[1], v = 2, a;\n",
    "    for (a in o) u[a] = o[a];\n",
    "    u.i = x[0];\n",
    "    if (c & 1) u.name = S[x[v++]];\n",
    "    if (c & 2) u.side = S[x[v++]];\n",
    "    if (c & 4) u.label = S[x[v++]];\n",
    "    if (c & 8) u.state = S[x[v++]];\n",
    "    if (c & 16) { u.drawn = (x[v] & 1) === 1; u.removed = (x[v++] & 2) === 2; }\n",
    "    if (c & 32) u.figures = x[v++];\n",
    "    if (c & 64) u.start = x[v++];\n",
    "    if (c & 128) { u.c = x.slice(v, v + 8); u.cx = x[v + 8]; u.cy = x[v + 9]; }\n",
    "    units[x[0]] = u;\n",
    "  });\n",
    "  if (d.t) ter = d.t;\n",
    "  var m = {d: d, svg: frame(d), units: units, before: maps.length ? before : null,\n",
    "    byName: byName, ter: ter};\n",
    "  s.parentNode.insertBefore(m.svg, s);\n",
    "  maps.push(m);\n",
    "  var box = s.nextElementSibling;\n",
    "  if (box && box.className === \"rulings\") listRulings(d, box);\n",
    "  return d.n;\n",
    "}\n",
    "/* A short game's maps drawn at once; a long game's as they come into\n",
    " * view (a page of 200 maps of 1,000 units would take long), and all\n",
    " * before it prints. */\n",
    "var n = 0;\n",
    "Array.prototype.forEach.call(document.querySelectorAll(\"script.bound-data\"), function (s) { n += prepare(s); });\n",
    "if (n <= 20000 || !window.IntersectionObserver) {\n",
    "  maps.forEach(draw);\n",
    "} else {\n",
    "  var seen = new IntersectionObserver(function (es) {\n",
    "    es.forEach(function (e) { if (e.isIntersecting) draw(e.target.map); });\n",
    "  }, {rootMargin: \"1500px 0px\"});\n",
    "  maps.forEach(function (m) { m.svg.parentNode.map = m; seen.observe(m.svg.parentNode); });\n",
    "  window.addEventListener(\"beforeprint\", function () { maps.forEach(draw); });\n",
    "}\n",
    "})();\n",
    NULL};
// clang-format on

static void
html_head(struct map_page *pg, const struct game *g, size_t rulings,
	  bool any_provisional, const char *fresh)
{
	struct strbuf *h = pg->h;
	sb_addf(h,
		"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		"<meta charset=\"utf-8\">\n"
		"<title>After-action report</title>\n<style>\n%s</style>\n",
		page_css);
	map_svg_style(pg, ""); /* the maps' <use> too */
	sb_add(h, "</head>\n<body>\n<h1>After-action report</h1>\n<p>Ruleset ");
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
	sb_add(h, ".</p>\n<noscript><p class=\"prov\">The maps and the "
		  "rulings are drawn by the page's script: allow scripts "
		  "to see them.</p></noscript>\n");
	/* What every map shares: the frame, the sides' colours. */
	const struct geom_box *b = &pg->box;
	sb_add(h, "<script type=\"application/json\" id=\"page-data\">{\"k\":");
	map_num(h, pg->k);
	sb_add(h, ",\"box\":[");
	map_num(h, b->min_x);
	sb_addc(h, ',');
	map_num(h, b->min_y);
	sb_addc(h, ',');
	map_num(h, b->max_x);
	sb_addc(h, ',');
	map_num(h, b->max_y);
	sb_add(h, "],\"turn\":");
	json_str(h, pg->turn_word);
	sb_addf(h, ",\"unit\":\"%s\",\"fresh\":", pg->inches ? "in" : "cm");
	json_str(h, fresh);
	sb_add(h, ",\"sides\":[");
	for (size_t i = 0; i < pg->nsides; i++) {
		sb_add(h, i ? ",[" : "[");
		json_str(h, pg->sides[i]);
		sb_addf(h, ",\"%s\"]", map_side_colour(pg, pg->sides[i]));
	}
	sb_add(h, "]}</script>\n");
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
		/* actor and target: the data names who and whom of each. */
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
	html_head(&pg, g, *rulings, *any_provisional, g->rs->states[0]);
	struct html_maps hm = {.rl = rl, .now = &now, .cur = {.log = rl}};
	struct intern texts = {0}, lists = {.lists = true};
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
		html_bound_data(&texts, &lists, html, m, before,
				before == NULL || !terrain_same(m, before));
		sb_add(html, m->nrulings
				 ? "<div class=\"rulings\"></div>\n"
				 : "<p class=\"none\">No rulings.</p>\n");
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
	sb_add(html, "<script>\n");
	for (size_t i = 0; page_script[i]; i++)
		sb_add(html, page_script[i]);
	sb_add(html, "</script>\n</body>\n</html>\n");
	intern_free(&texts);
	intern_free(&lists);
	free(pg.sides);
	free(hm.map.units);
	free(hm.before.units);
	free(hm.rulings);
	rlog_cursor_free(&hm.cur);
	for (size_t i = 0; i < now.nterrain; i++)
		free(now.terrain[i].pts);
	free(now.terrain);
	free(now.units);
}
