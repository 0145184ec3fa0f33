/* mapsvg.c - the SVG map of a bound (mapsvg.h): one renderer for the
 * after-action report and the live views. Every text is escaped. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mapsvg.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/spatial.h"

/* ---- what a map shows --------------------------------------------------- */

/* What a map says of a unit besides its footprint. */
static void
snap_words(const struct game *g, const struct unit *u, struct snap_unit *s)
{
	memset(s, 0, sizeof *s);
	snprintf(s->name, sizeof s->name, "%s", u->name);
	snprintf(s->side, sizeof s->side, "%s", u->side);
	snprintf(s->label, sizeof s->label, "%s", u->label);
	snprintf(s->state, sizeof s->state, "%s",
		 u->removed ? "removed" : unit_state_name(g, u));
	s->removed = u->removed;
	s->placed = u->placed;
	s->x = u->x;
	s->y = u->y;
	s->facing = u->facing;
	s->figures = u->figures;
	s->figures_start = u->figures_start;
	snprintf(s->formation, sizeof s->formation, "%s",
		 unit_formation_name(g, u));
}

/* Where a unit stands (the footprint, as the rules measure it). */
void
map_snap_unit(const struct game *g, const struct unit *u, struct snap_unit *s)
{
	snap_words(g, u, s);
	struct unit_shape shape;
	if (unit_shape_of(g, u, &shape) == 0)
		s->size_provisional = shape.provisional && !shape.typed;
	/* A removed unit is drawn as an outline where it fell. */
	struct unit alive = *u;
	alive.removed = false;
	struct footprint fp;
	if (u->placed && unit_footprint(g, &alive, &fp) == 0) {
		memcpy(s->corner, fp.corner, sizeof s->corner);
		s->centre = footprint_centre(&fp);
		s->drawn = true;
	}
}

void
map_snap_unit_in(const struct game *g, const struct unit_space_view *v,
		 size_t i, struct snap_unit *s)
{
	const struct unit *u = &g->units[i];
	struct unit_shape shape;
	if (i >= v->n || !v->has[i] || space_unit_shape(v, i, &shape) != 0) {
		map_snap_unit(g, u, s); /* removed, or not on the map */
		return;
	}
	snap_words(g, u, s);
	s->size_provisional = shape.provisional && !shape.typed;
	memcpy(s->corner, v->fp[i].corner, sizeof s->corner);
	s->centre = footprint_centre(&v->fp[i]);
	s->drawn = true;
}

void
map_snap_terrain(const struct terrain *t, struct snap_terrain *s)
{
	snprintf(s->name, sizeof s->name, "%s", t->name);
	s->kind = t->kind;
	s->level = t->level;
	s->cover = t->cover;
	s->npts = t->npts;
	s->pts = terrain_vertices(t);
}

void
map_snap_bound(struct bound_map *m, const struct game *g, int bound, bool final,
	       struct map_ruling **rulings, size_t *n, size_t *cap)
{
	memset(m, 0, sizeof *m);
	m->bound = bound;
	m->final = final;
	m->nunits = g->nunits;
	m->units = um_xcalloc(g->nunits + 1, sizeof *m->units);
	for (size_t i = 0; i < g->nunits; i++)
		map_snap_unit(g, &g->units[i], &m->units[i]);
	m->nterrain = g->nterrain;
	m->terrain = um_xcalloc(g->nterrain + 1, sizeof *m->terrain);
	for (size_t i = 0; i < g->nterrain; i++)
		map_snap_terrain(&g->terrain[i], &m->terrain[i]);
	m->rulings = *rulings;
	m->nrulings = *n;
	*rulings = NULL;
	*n = *cap = 0;
}

/* The line a ruling draws, where the units stood when it was made: the
 * ruleset's own line of fire (point of fire to point of impact), else the
 * actor's front centre to the nearest point of the target. */
void
map_ruling_arrow(const struct game *g, struct map_ruling *r)
{
	const struct unit *a = game_unit_c(g, r->actor);
	const struct unit *t = game_unit_c(g, r->target);
	struct footprint fa, ft;
	if (a == NULL || t == NULL)
		return;
	struct unit ua = *a, ut = *t;
	ua.removed = ut.removed = false;
	if (unit_footprint(g, &ua, &fa) < 0 || unit_footprint(g, &ut, &ft) < 0)
		return;
	struct fire_view v;
	memset(&v, 0, sizeof v);
	if (!r->melee && g->rs->fire_points &&
	    g->rs->fire_points(g, a, t, &r->from, &r->to)) {
		/* from and to only: as fire_view gives them */
	} else if (!r->melee && g->rs->fire_view &&
		   g->rs->fire_view(g, g->tables, a, t, &v) == 0 && v.known) {
		r->from = v.from;
		r->to = v.to;
	} else {
		r->from = fa.ref;
		r->to = footprint_nearest_outline_point(&ft, fa.ref, NULL);
	}
	r->arrow = vec2_is_finite(r->from) && vec2_is_finite(r->to);
}

/* ---- writing ----------------------------------------------------------- */

size_t
map_utf8_len(const unsigned char *s)
{
	size_t n = s[0] >= 0xf0 && s[0] <= 0xf4	  ? 4
		   : s[0] >= 0xe0 && s[0] <= 0xef ? 3
		   : s[0] >= 0xc2 && s[0] <= 0xdf ? 2
						  : 0;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

/* Text for HTML and SVG alike: & < > " ' escaped; control characters
 * (not allowed in XML) and bytes that are not UTF-8 shown as '?'; UTF-8
 * passes through. */
void
map_esc(struct strbuf *sb, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	while (*s) {
		unsigned char c = *s;
		size_t n = 1;
		if (c == '&')
			sb_add(sb, "&amp;");
		else if (c == '<')
			sb_add(sb, "&lt;");
		else if (c == '>')
			sb_add(sb, "&gt;");
		else if (c == '"')
			sb_add(sb, "&quot;");
		else if (c == '\'')
			sb_add(sb, "&#39;");
		else if (c < 0x20 || c == 0x7f)
			sb_addc(sb, '?');
		else if (c < 0x80)
			sb_addc(sb, (char)c);
		else if ((n = map_utf8_len(s)) > 0)
			sb_addn(sb, (const char *)s, n);
		else {
			sb_addc(sb, '?');
			n = 1;
		}
		s += n;
	}
}

/* A coordinate with two decimals whatever the locale. */
void
map_num(struct strbuf *sb, double v)
{
	long h = lround(v * 100);
	sb_addf(sb, "%s%ld.%02ld", h < 0 ? "-" : "", labs(h) / 100,
		labs(h) % 100);
}

/* A table point on the map: SVG's y grows downwards, the table's north. */
static void
pt(struct strbuf *sb, struct vec2 p)
{
	map_num(sb, p.x);
	sb_addc(sb, ',');
	map_num(sb, -p.y);
}

/* Side colours in the order the sides first appear in the roster. */
static const char *const side_colours[] = {"#b22222", "#1f4e9e", "#2e7d32",
					   "#7b1fa2", "#e65100", "#00838f"};
#define NSIDE_COLOURS (sizeof side_colours / sizeof side_colours[0])

/* A size of a line or a text, scaled to the table shown. */
static void
sz(struct strbuf *sb, const struct map_page *pg, double v)
{
	map_num(sb, v * pg->k);
}

/* ` NAME="size"` and ` stroke-dasharray="a,b"`, scaled. */
static void
attr_size(struct strbuf *sb, const struct map_page *pg, const char *name,
	  double v)
{
	sb_addf(sb, " %s=\"", name);
	sz(sb, pg, v);
	sb_addc(sb, '"');
}

static void
attr_dash(struct strbuf *sb, const struct map_page *pg, double a, double b)
{
	sb_add(sb, " stroke-dasharray=\"");
	sz(sb, pg, a);
	sb_addc(sb, ',');
	sz(sb, pg, b);
	sb_addc(sb, '"');
}

const char *
map_side_colour(const struct map_page *pg, const char *side)
{
	for (size_t i = 0; i < pg->nsides; i++)
		if (strcmp(pg->sides[i], side) == 0)
			return side_colours[i % NSIDE_COLOURS];
	return "#555555";
}

static void
box_add(struct geom_box *b, struct vec2 p, bool *any)
{
	if (!vec2_is_finite(p))
		return;
	if (!*any) {
		b->min_x = b->max_x = p.x;
		b->min_y = b->max_y = p.y;
		*any = true;
		return;
	}
	b->min_x = fmin(b->min_x, p.x);
	b->max_x = fmax(b->max_x, p.x);
	b->min_y = fmin(b->min_y, p.y);
	b->max_y = fmax(b->max_y, p.y);
}

/* One frame for every map: all the terrain and units of all bounds, a
 * margin around them, the sides named once. */
void
map_frame_add(struct map_page *pg, struct map_frame *fr,
	      const struct bound_map *m)
{
	for (size_t k = 0; k < m->nterrain; k++)
		for (size_t j = 0; j < m->terrain[k].npts; j++)
			box_add(&pg->box, m->terrain[k].pts[j], &fr->any);
	for (size_t k = 0; k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		for (size_t j = 0; u->drawn && j < 4; j++)
			box_add(&pg->box, u->corner[j], &fr->any);
		bool seen = false;
		for (size_t j = 0; j < pg->nsides && !seen; j++)
			seen = strcmp(pg->sides[j], u->side) == 0;
		if (!seen) {
			um_grow((void **)&pg->sides, &fr->capsides,
				pg->nsides + 1, sizeof *pg->sides);
			pg->sides[pg->nsides++] = u->side;
		}
	}
}

void
map_frame_end(struct map_page *pg, struct map_frame *fr)
{
	if (!fr->any)
		pg->box = (struct geom_box){0, 0, 120, 80};
	double w = pg->box.max_x - pg->box.min_x;
	double h = pg->box.max_y - pg->box.min_y;
	pg->k = fmin(10, fmax(0.05, fmax(w, h) / 120));
	double margin = fmax(4 * pg->k, 0.06 * fmax(w, h));
	pg->box.min_x -= margin;
	pg->box.min_y -= margin;
	pg->box.max_x += margin;
	pg->box.max_y += margin + 4 * pg->k; /* room for labels */
}

void
map_page_frame(struct map_page *pg, const struct bound_map *maps, size_t nmaps)
{
	struct map_frame fr = {0};
	for (size_t i = 0; i < nmaps; i++)
		map_frame_add(pg, &fr, &maps[i]);
	map_frame_end(pg, &fr);
}

/* Terrain kinds, as a map legend draws them. */
static const char *
terrain_fill(enum terrain_kind k)
{
	switch (k) {
	case TERRAIN_WOOD:
		return "fill=\"#9ccc65\" stroke=\"#558b2f\"";
	case TERRAIN_BUILDING:
		return "fill=\"#a1887f\" stroke=\"#4e342e\"";
	case TERRAIN_HILL:
		return "fill=\"#e6d3a3\" fill-opacity=\"0.7\" "
		       "stroke=\"#a1887f\"";
	case TERRAIN_COVER:
		return "fill=\"#dcedc8\" stroke=\"#7cb342\"";
	case TERRAIN_RIVER:
		return "fill=\"#90caf9\" stroke=\"#1565c0\"";
	case TERRAIN_OBSTACLE:
		return "fill=\"#6d4c41\" stroke=\"#3e2723\"";
	}
	return "fill=\"#cccccc\" stroke=\"#888888\"";
}

static void
svg_terrain(struct map_page *pg, const struct bound_map *m)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<g class=\"terrain\">\n");
	for (size_t k = 0; k < m->nterrain; k++) {
		const struct snap_terrain *t = &m->terrain[k];
		if (t->npts < 2 || t->pts == NULL)
			continue;
		sb_add(h, "<polygon class=\"terrain\" data-terrain=\"");
		map_esc(h, t->name);
		sb_addf(h, "\" data-kind=\"%s\" %s",
			terrain_kind_names[t->kind], terrain_fill(t->kind));
		attr_size(h, pg, "stroke-width", 0.3);
		if (t->kind == TERRAIN_COVER)
			attr_dash(h, pg, 1, 0.6);
		sb_add(h, " points=\"");
		for (size_t j = 0; j < t->npts; j++) {
			sb_add(h, j ? " " : "");
			pt(h, t->pts[j]);
		}
		sb_add(h, "\"><title>");
		map_esc(h, t->name);
		sb_addf(h, ": %s", terrain_kind_names[t->kind]);
		if (t->kind == TERRAIN_HILL)
			sb_addf(h, " level %d", t->level);
		if (t->cover != COVER_NONE)
			sb_addf(h, ", cover %s", cover_names[t->cover]);
		sb_add(h, "</title></polygon>\n");
		/* Its name inside its south-west corner, small, under the
		 * units (drawn after it). */
		struct vec2 sw = t->pts[0];
		for (size_t j = 1; j < t->npts; j++) {
			sw.x = fmin(sw.x, t->pts[j].x);
			sw.y = fmin(sw.y, t->pts[j].y);
		}
		sb_add(h, "<text class=\"tname\" x=\"");
		map_num(h, sw.x + 0.4 * pg->k);
		sb_add(h, "\" y=\"");
		map_num(h, -sw.y - 0.4 * pg->k);
		sb_add(h, "\">");
		map_esc(h, t->name);
		sb_add(h, "</text>\n");
	}
	sb_add(h, "</g>\n");
}

static void
svg_polygon(struct strbuf *h, const struct vec2 corner[4])
{
	sb_add(h, "points=\"");
	for (size_t j = 0; j < 4; j++) {
		sb_add(h, j ? " " : "");
		pt(h, corner[j]);
	}
	sb_add(h, "\"");
}

const struct snap_unit *
map_unit_in(const struct bound_map *m, const char *name)
{
	if (m == NULL)
		return NULL;
	for (size_t k = 0; k < m->nunits; k++)
		if (strcmp(m->units[k].name, name) == 0)
			return &m->units[k];
	return NULL;
}

/* Unit k of a map in the map before: most often at the same place in the
 * roster. */
static const struct snap_unit *
unit_before(const struct bound_map *before, size_t k, const char *name)
{
	if (before && k < before->nunits &&
	    strcmp(before->units[k].name, name) == 0)
		return &before->units[k];
	return map_unit_in(before, name);
}

int
map_lost_at(const struct bound_map *m, size_t k, const struct bound_map *before)
{
	const struct snap_unit *u = &m->units[k];
	const struct snap_unit *b = unit_before(before, k, u->name);
	return (b ? b->figures : u->figures_start) - u->figures;
}

static bool
same_place(const struct snap_unit *a, const struct snap_unit *b)
{
	for (size_t j = 0; j < 4; j++)
		if (a->corner[j].x != b->corner[j].x ||
		    a->corner[j].y != b->corner[j].y)
			return false;
	return true;
}

/* Where units stood at the start of the bound (the end of the one
 * before), for those that have moved since: a dashed outline and a line
 * to where they are now. */
static void
svg_moves(struct map_page *pg, const struct bound_map *m,
	  const struct bound_map *before)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<g class=\"moves\">\n");
	for (size_t k = 0; before && k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		const struct snap_unit *b = unit_before(before, k, u->name);
		if (!u->drawn || b == NULL || !b->drawn || same_place(u, b))
			continue;
		sb_add(h, "<polygon class=\"start\" data-unit=\"");
		map_esc(h, u->name);
		sb_addf(h, "\" fill=\"none\" stroke=\"%s\"",
			map_side_colour(pg, u->side));
		attr_size(h, pg, "stroke-width", 0.3);
		attr_dash(h, pg, 1, 0.7);
		sb_addc(h, ' ');
		svg_polygon(h, b->corner);
		sb_add(h, "/>\n<line class=\"path\" x1=\"");
		map_num(h, b->centre.x);
		sb_add(h, "\" y1=\"");
		map_num(h, -b->centre.y);
		sb_add(h, "\" x2=\"");
		map_num(h, u->centre.x);
		sb_add(h, "\" y2=\"");
		map_num(h, -u->centre.y);
		sb_add(h, "\" stroke=\"#777777\"");
		attr_size(h, pg, "stroke-width", 0.25);
		attr_dash(h, pg, 0.5, 0.5);
		sb_add(h, "/>\n");
	}
	sb_add(h, "</g>\n");
}

/* A unit's footprint, its front edge thick (the unit's facing). */
static void
svg_unit_shape(struct map_page *pg, const struct snap_unit *u, struct strbuf *h)
{
	const char *colour = map_side_colour(pg, u->side);
	sb_add(h, "<polygon");
	if (u->removed) {
		sb_addf(h, " fill=\"none\" stroke=\"%s\"", colour);
		attr_dash(h, pg, 0.8, 0.5);
	} else {
		sb_addf(h, " fill=\"%s\" stroke=\"#000000\"", colour);
	}
	attr_size(h, pg, "stroke-width",
		  u->focus	 ? 0.9
		  : u->highlight ? 0.6
				 : 0.15);
	sb_addc(h, ' ');
	svg_polygon(h, u->corner);
	sb_add(h, "/>\n<line class=\"front\" x1=\"");
	map_num(h, u->corner[FP_FRONT_LEFT].x);
	sb_add(h, "\" y1=\"");
	map_num(h, -u->corner[FP_FRONT_LEFT].y);
	sb_add(h, "\" x2=\"");
	map_num(h, u->corner[FP_FRONT_RIGHT].x);
	sb_add(h, "\" y2=\"");
	map_num(h, -u->corner[FP_FRONT_RIGHT].y);
	sb_add(h, "\" stroke=\"#000000\"");
	attr_size(h, pg, "stroke-width", 0.4);
	sb_add(h, "/>\n");
}

static void
svg_units(struct map_page *pg, const struct bound_map *m)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<g class=\"units\">\n");
	for (size_t k = 0; k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		if (!u->drawn)
			continue;
		sb_add(h, "<g class=\"unit");
		sb_add(h, u->highlight ? " hl" : "");
		sb_add(h, u->focus ? " focus" : "");
		sb_add(h, "\" data-unit=\"");
		map_esc(h, u->name);
		sb_add(h, "\" data-side=\"");
		map_esc(h, u->side);
		sb_add(h, "\"><title>");
		map_esc(h, u->name);
		sb_add(h, " (");
		map_esc(h, u->side);
		sb_add(h, ")");
		if (u->label[0]) {
			sb_add(h, ": ");
			map_esc(h, u->label);
		}
		sb_add(h, "</title>\n");
		svg_unit_shape(pg, u, h);
		sb_add(h, "</g>\n");
	}
	sb_add(h, "</g>\n");
}

/* Figures lost in this bound: since the end of the bound before (for
 * the first, since the unit was added). */
int
map_lost_in_bound(const struct snap_unit *u, const struct bound_map *before)
{
	const struct snap_unit *b = map_unit_in(before, u->name);
	return (b ? b->figures : u->figures_start) - u->figures;
}

/* Where a unit's label goes: behind it (its rear is seldom where the
 * action is), anchored so that the text grows away from the unit. */
static void
label_place(const struct map_page *pg, const struct snap_unit *u, double *x,
	    double *y, const char **anchor)
{
	double k = pg->k;
	struct vec2 fwd =
	    vec2_sub(vec2_scale(vec2_add(u->corner[FP_FRONT_LEFT],
					 u->corner[FP_FRONT_RIGHT]),
				0.5),
		     u->centre);
	double half_depth = vec2_length(fwd);
	struct vec2 back = half_depth > 0 ? vec2_scale(fwd, -1 / half_depth)
					  : vec2_make(0, -1);
	struct vec2 r =
	    vec2_add(u->centre, vec2_scale(back, half_depth + 0.6 * k));
	*x = r.x;
	if (fabs(back.y) >= fabs(back.x)) {
		*anchor = "middle";
		/* SVG y: first baseline below the rear (south) or the two
		 * lines above it (north). */
		*y = back.y < 0 ? -r.y + 1.5 * k : -r.y - 1.9 * k;
	} else {
		*anchor = back.x > 0 ? "start" : "end";
		*y = -r.y - 0.2 * k;
	}
}

/* Name, then figures, the loss of the bound and the state, beside (behind)
 * the unit. */
static void
svg_labels(struct map_page *pg, const struct bound_map *m,
	   const struct bound_map *before, const char *fresh)
{
	struct strbuf *h = pg->h;
	sb_add(h, "<g class=\"labels\">\n");
	for (size_t k = 0; k < m->nunits; k++) {
		const struct snap_unit *u = &m->units[k];
		if (!u->drawn)
			continue;
		int lost = map_lost_at(m, k, before);
		double x, y;
		const char *anchor;
		label_place(pg, u, &x, &y, &anchor);
		sb_add(h, "<text class=\"label\" data-unit=\"");
		map_esc(h, u->name);
		sb_addf(h, "\" text-anchor=\"%s\" x=\"", anchor);
		map_num(h, x);
		sb_add(h, "\" y=\"");
		map_num(h, y);
		sb_add(h, "\"><tspan class=\"uname\">");
		map_esc(h, u->name);
		sb_add(h, "</tspan><tspan class=\"ustate\" x=\"");
		map_num(h, x);
		sb_add(h, "\" dy=\"");
		sz(h, pg, 1.6);
		sb_add(h, "\">");
		if (!u->hide_figures) {
			sb_addf(h, "%d fig", u->figures);
			if (lost != 0)
				sb_addf(h, " %s%d",
					lost > 0 ? "\xe2\x88\x92" : "+",
					abs(lost));
		}
		if (!u->hide_state && strcmp(u->state, fresh) != 0) {
			sb_add(h, u->hide_figures ? "" : " ");
			map_esc(h, u->state);
		}
		sb_add(h, "</tspan></text>\n");
	}
	sb_add(h, "</g>\n");
}

/* The lines of fire and the melees of the bound, numbered as in the list
 * of rulings under the map. */
static void
svg_rulings(struct map_page *pg, const struct bound_map *m)
{
	struct strbuf *h = pg->h;
	/* A line of fire's stroke and head from the group (inherited): a
	 * long game's page has tens of thousands. */
	sb_add(h, "<g class=\"rulings\" stroke=\"#000000\"");
	attr_size(h, pg, "stroke-width", 0.35);
	sb_addf(h, " marker-end=\"url(#head-%d)\">\n", m->bound);
	for (size_t k = 0; k < m->nrulings; k++) {
		const struct map_ruling *r = &m->rulings[k];
		if (!r->arrow)
			continue;
		sb_addf(h, "<line class=\"%s\" data-n=\"%zu\" data-actor=\"",
			r->melee ? "melee" : "fire", k + 1);
		map_esc(h, r->actor);
		sb_add(h, "\" data-target=\"");
		map_esc(h, r->target);
		sb_add(h, "\" x1=\"");
		map_num(h, r->from.x);
		sb_add(h, "\" y1=\"");
		map_num(h, -r->from.y);
		sb_add(h, "\" x2=\"");
		map_num(h, r->to.x);
		sb_add(h, "\" y2=\"");
		map_num(h, -r->to.y);
		sb_addc(h, '"');
		if (r->melee) {
			attr_size(h, pg, "stroke-width", 0.7);
			attr_dash(h, pg, 1.2, 0.6);
		}
		sb_add(h, "/>\n");
		struct vec2 mid = vec2_scale(vec2_add(r->from, r->to), 0.5);
		sb_add(h, "<text class=\"rn\" x=\"");
		map_num(h, mid.x + 0.6 * pg->k);
		sb_add(h, "\" y=\"");
		map_num(h, -mid.y);
		sb_addf(h, "\">%zu</text>\n", k + 1);
	}
	sb_add(h, "</g>\n");
}

/* Light lines every 10 (cm or in; 100, 1000 on a table that wide) with
 * their values on the edges. */
static void
svg_grid(struct map_page *pg)
{
	struct strbuf *h = pg->h;
	const struct geom_box *b = &pg->box;
	sb_add(h, "<g class=\"grid\" stroke=\"#dcd6c4\"");
	attr_size(h, pg, "stroke-width", 0.1);
	sb_add(h, ">\n");
	double step = 10 * pow(10, floor(log10(fmax(1, pg->k))));
	long x0 = lround(ceil(b->min_x / step)),
	     x1 = lround(floor(b->max_x / step));
	long y0 = lround(ceil(b->min_y / step)),
	     y1 = lround(floor(b->max_y / step));
	for (long i = x0; i <= x1; i++) {
		double x = (double)i * step;
		sb_add(h, "<line x1=\"");
		map_num(h, x);
		sb_add(h, "\" x2=\"");
		map_num(h, x);
		sb_add(h, "\" y1=\"");
		map_num(h, -b->max_y);
		sb_add(h, "\" y2=\"");
		map_num(h, -b->min_y);
		sb_add(h, "\"/><text class=\"axis\" stroke=\"none\" x=\"");
		map_num(h, x + 0.3 * pg->k);
		sb_add(h, "\" y=\"");
		map_num(h, -b->min_y - 0.5 * pg->k);
		sb_addf(h, "\">%ld</text>\n", lround(x));
	}
	for (long i = y0; i <= y1; i++) {
		double y = (double)i * step;
		sb_add(h, "<line x1=\"");
		map_num(h, b->min_x);
		sb_add(h, "\" x2=\"");
		map_num(h, b->max_x);
		sb_add(h, "\" y1=\"");
		map_num(h, -y);
		sb_add(h, "\" y2=\"");
		map_num(h, -y);
		sb_add(h, "\"/><text class=\"axis\" stroke=\"none\" x=\"");
		map_num(h, b->min_x + 0.3 * pg->k);
		sb_add(h, "\" y=\"");
		map_num(h, -y - 0.3 * pg->k);
		sb_addf(h, "\">%ld</text>\n", lround(y));
	}
	sb_add(h, "</g>\n");
}

void
map_svg_style(struct map_page *pg, const char *scope)
{
	static const struct {
		const char *sel, *rule;
		double size, halo;
	} rules[] = {
	    {".tname", "fill:#5d4037;font-style:italic", 1.2, 0},
	    {".axis", "fill:#9e9680", 1.1, 0},
	    {".label", "fill:#000;stroke:#fff;paint-order:stroke", 0, 0.35},
	    {".uname", "font-weight:bold", 1.6, 0},
	    {".ustate", "fill:#000", 1.3, 0},
	    {".rn", "font-weight:bold;fill:#000;stroke:#fff;paint-order:stroke",
	     1.6, 0.35},
	    {".north", "text-anchor:end", 1.6, 0},
	};
	struct strbuf *h = pg->h;
	sb_add(h, "<style>\n");
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
		sb_addf(h, "%s%s{%s", scope, rules[i].sel, rules[i].rule);
		if (rules[i].size > 0) {
			sb_add(h, ";font-size:");
			sz(h, pg, rules[i].size);
			sb_add(h, "px");
		}
		if (rules[i].halo > 0) {
			sb_add(h, ";stroke-width:");
			sz(h, pg, rules[i].halo);
			sb_add(h, "px");
		}
		sb_add(h, "}\n");
	}
	sb_add(h, "</style>\n");
}

/* The map of one bound. */
void
map_svg(struct map_page *pg, const struct bound_map *m,
	const struct bound_map *before, const char *fresh)
{
	struct strbuf *h = pg->h;
	const struct geom_box *b = &pg->box;
	double w = b->max_x - b->min_x, hh = b->max_y - b->min_y;
	long px_w = 960, px_h = lround(960 * hh / w);
	sb_addf(h,
		"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map\" "
		"data-bound=\"%d\" width=\"%ld\" height=\"%ld\" viewBox=\"",
		m->bound, px_w, px_h);
	map_num(h, b->min_x);
	sb_add(h, " ");
	map_num(h, -b->max_y);
	sb_add(h, " ");
	map_num(h, w);
	sb_add(h, " ");
	map_num(h, hh);
	sb_add(h, "\" font-family=\"DejaVu Sans, Arial, sans-serif\"");
	attr_size(h, pg, "font-size", 1.5);
	sb_addf(h, ">\n<title>%s %d, %s</title>\n", pg->turn_word, m->bound,
		m->final ? "so far" : "at its end");
	map_svg_style(pg, "svg.map ");
	sb_addf(h,
		"<defs><marker id=\"head-%d\" viewBox=\"0 0 10 10\" "
		"refX=\"9\" refY=\"5\"",
		m->bound);
	attr_size(h, pg, "markerWidth", 2);
	attr_size(h, pg, "markerHeight", 2);
	sb_add(h, " markerUnits=\"userSpaceOnUse\" orient=\"auto\">"
		  "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#000000\"/>"
		  "</marker></defs>\n<rect class=\"table\" x=\"");
	map_num(h, b->min_x);
	sb_add(h, "\" y=\"");
	map_num(h, -b->max_y);
	sb_add(h, "\" width=\"");
	map_num(h, w);
	sb_add(h, "\" height=\"");
	map_num(h, hh);
	sb_add(h, "\" fill=\"#f7f4ea\"/>\n");
	svg_grid(pg);
	svg_terrain(pg, m);
	svg_moves(pg, m, before);
	svg_units(pg, m);
	svg_rulings(pg, m);
	svg_labels(pg, m, before, fresh);
	/* North up, and the measure. */
	sb_add(h, "<text class=\"north\" x=\"");
	map_num(h, b->max_x - 3 * pg->k);
	sb_add(h, "\" y=\"");
	map_num(h, -b->max_y + 3 * pg->k);
	sb_addf(h, "\">N \xe2\x86\x91 (%s)</text>\n</svg>\n",
		pg->inches ? "in" : "cm");
}
