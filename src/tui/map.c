/* map.c - the map pane: terrain polygons, units to scale as rotated
 * rectangles with a facing tick and their names, the selected unit's arc
 * of fire, and during a walkthrough the line of fire, its range and what
 * blocks it.
 *
 * Drawing is on a dot canvas: every cell is 2 dots wide and 4 tall, which
 * makes dots about square on a terminal. With Unicode the dots become
 * braille cells (U+2800); the ASCII fallback prints one character per
 * cell chosen by what was drawn there. Sizes are the rules' own
 * (unit_shape_of: typed, or the ruleset's bases.csv); a unit neither
 * gives gets a drawing default from its figures and formation (unit_size,
 * documented in docs/tui.md). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "form.h"
#include "map.h"
#include "ui.h"
#include "walk.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

/* Layers: what wins a cell when several draw into it. */
enum { P_TERRAIN = 1, P_ARC, P_UNIT, P_LOF, P_BLOCK, P_SEL };

struct canvas {
	int w, h;      /* cells */
	uint8_t *mask; /* braille bits */
	uint8_t *role; /* enum tui_role of the cell */
	uint8_t *prio;
	wchar_t *ch; /* a label character over the dots, or 0 */
	uint8_t *chrole;
	const struct tui *t;
	struct rect r;
	double cx, cy, scale; /* game units per dot */
	/* The spatial index's footprints, asked once per draw (n 0: not
	 * yet): a unit where it stands is drawn from it. */
	struct unit_space_view view;
};

static void
cv_init(struct canvas *c, const struct tui *t, struct rect r)
{
	c->t = t;
	c->r = r;
	memset(&c->view, 0, sizeof c->view);
	c->w = r.w;
	c->h = r.h;
	size_t n = (size_t)c->w * (size_t)c->h;
	c->mask = um_xcalloc(n + 1, 1);
	c->role = um_xcalloc(n + 1, 1);
	c->prio = um_xcalloc(n + 1, 1);
	c->ch = um_xcalloc(n + 1, sizeof *c->ch);
	c->chrole = um_xcalloc(n + 1, 1);
	c->cx = t->map.cx;
	c->cy = t->map.cy;
	c->scale = t->map.scale;
}

static void
cv_free(struct canvas *c)
{
	free(c->mask);
	free(c->role);
	free(c->prio);
	free(c->ch);
	free(c->chrole);
}

/* Game coordinates to dot coordinates (y down). */
static void
to_dot(const struct canvas *c, double gx, double gy, double *dx, double *dy)
{
	*dx = (gx - c->cx) / c->scale + c->w;	    /* w cells = 2w dots / 2 */
	*dy = (c->cy - gy) / c->scale + c->h * 2.0; /* 4h dots / 2 */
}

static void
to_game(const struct canvas *c, double dx, double dy, double *gx, double *gy)
{
	*gx = (dx - c->w) * c->scale + c->cx;
	*gy = c->cy - (dy - c->h * 2.0) * c->scale;
}

static void
dot(struct canvas *c, int x, int y, enum tui_role role, int prio)
{
	if (x < 0 || y < 0 || x >= c->w * 2 || y >= c->h * 4)
		return;
	static const uint8_t bits[4][2] = {
	    {0x01, 0x08}, {0x02, 0x10}, {0x04, 0x20}, {0x40, 0x80}};
	int cell = (y / 4) * c->w + x / 2;
	c->mask[cell] |= bits[y % 4][x % 2];
	if (prio >= c->prio[cell]) {
		c->prio[cell] = (uint8_t)prio;
		c->role[cell] = (uint8_t)role;
	}
}

/* A line in dot space; every `gap`th dot only when gap > 1. */
static void
line(struct canvas *c, double x0, double y0, double x1, double y1,
     enum tui_role role, int prio, int gap)
{
	double dx = x1 - x0, dy = y1 - y0;
	double len = fmax(fabs(dx), fabs(dy));
	if (!isfinite(len))
		return;
	/* Clip absurd lengths (zoomed far in): the canvas is small. */
	if (len > 4000) {
		double k = 4000 / len;
		dx *= k;
		dy *= k;
		len = 4000;
	}
	int n = (int)ceil(len);
	for (int i = 0; i <= n; i++) {
		if (gap > 1 && i % gap)
			continue;
		double f = n ? (double)i / n : 0;
		dot(c, (int)floor(x0 + dx * f), (int)floor(y0 + dy * f), role,
		    prio);
	}
}

static void
gline(struct canvas *c, struct vec2 a, struct vec2 b, enum tui_role role,
      int prio, int gap)
{
	double x0, y0, x1, y1;
	to_dot(c, a.x, a.y, &x0, &y0);
	to_dot(c, b.x, b.y, &x1, &y1);
	line(c, x0, y0, x1, y1, role, prio, gap);
}

static void
poly_outline(struct canvas *c, const struct vec2 *p, size_t n,
	     enum tui_role role, int prio)
{
	for (size_t i = 0; i < n; i++)
		gline(c, p[i], p[(i + 1) % n], role, prio, 1);
}

/* Fill: dots whose centres lie inside; every `step`th dot for texture. */
static void
poly_fill(struct canvas *c, const struct vec2 *p, size_t n, enum tui_role role,
	  int prio, int step)
{
	if (n < 3)
		return;
	double minx = p[0].x, miny = p[0].y;
	double maxx = minx, maxy = miny;
	for (size_t i = 1; i < n; i++) {
		minx = fmin(minx, p[i].x);
		maxx = fmax(maxx, p[i].x);
		miny = fmin(miny, p[i].y);
		maxy = fmax(maxy, p[i].y);
	}
	double x0, y0, x1, y1;
	to_dot(c, minx, maxy, &x0, &y0);
	to_dot(c, maxx, miny, &x1, &y1);
	int ix0 = (int)fmax(0, floor(x0)), ix1 = (int)fmin(c->w * 2 - 1, x1);
	int iy0 = (int)fmax(0, floor(y0)), iy1 = (int)fmin(c->h * 4 - 1, y1);
	struct polygon poly = {p, n};
	for (int y = iy0; y <= iy1; y++)
		for (int x = ix0; x <= ix1; x++) {
			if (step > 1 && ((x + 2 * (y / 2)) % step || y % 2))
				continue;
			double gx, gy;
			to_game(c, x + 0.5, y + 0.5, &gx, &gy);
			if (polygon_contains_point(poly, vec2_make(gx, gy)))
				dot(c, x, y, role, prio);
		}
}

/* Text over the dots; returns false when it would cover something. */
static bool
label_w(struct canvas *c, int cy, int cx, const wchar_t *w, size_t n,
	enum tui_role role, bool force)
{
	if (cy < 0 || cy >= c->h || cx < 0 || cx + (int)n > c->w)
		return false;
	if (!force)
		for (size_t i = 0; i < n; i++) {
			int k = cy * c->w + cx + (int)i;
			if (c->ch[k] || c->prio[k] >= P_UNIT)
				return false;
		}
	for (size_t i = 0; i < n; i++) {
		int k = cy * c->w + cx + (int)i;
		c->ch[k] = w[i];
		c->chrole[k] = (uint8_t)role;
	}
	return true;
}

static bool
label(struct canvas *c, int cy, int cx, const char *s, enum tui_role role,
      bool force)
{
	wchar_t w[64];
	size_t n = mbstowcs(w, s, UM_ARRLEN(w) - 1);
	if (n == (size_t)-1)
		return false;
	return label_w(c, cy, cx, w, n, role, force);
}

static void
cv_render(struct canvas *c, struct tui *t)
{
	static const char ascii_of[R_COUNT] = {
	    [R_SIDE0] = '#', [R_SIDE1] = '%',	 [R_SIDE2] = '&',
	    [R_WOOD] = '*',  [R_BUILDING] = 'H', [R_HILL] = '^',
	    [R_COVER] = ':', [R_RIVER] = '~',	 [R_OBSTACLE] = '=',
	    [R_ARC] = '.',   [R_LOF] = '*',	 [R_BLOCK] = 'X',
	    [R_SEL] = '@',   [R_WARN] = 'o',
	};
	for (int y = 0; y < c->h; y++) {
		for (int x = 0; x < c->w; x++) {
			int k = y * c->w + x;
			wchar_t wc[2] = {0, 0};
			enum tui_role role = (enum tui_role)c->role[k];
			if (c->ch[k]) {
				wc[0] = c->ch[k];
				role = (enum tui_role)c->chrole[k];
			} else if (c->mask[k]) {
				if (t->ascii) {
					char a = ascii_of[role];
					wc[0] = (wchar_t)(a ? a : '.');
				} else {
					wc[0] = (wchar_t)(0x2800 + c->mask[k]);
				}
			} else {
				continue;
			}
			attr_t a = tui_attr(t, role);
			attron(a);
			mvaddnwstr(c->r.y + y, c->r.x + x, wc, 1);
			attroff(a);
		}
	}
}

/* ---- units ------------------------------------------------------------- */

static int
unit_fp(const struct tui *t, const struct unit *u, double x, double y,
	double facing, struct footprint *fp)
{
	return tui_unit_fp(t, u, x, y, facing, fp);
}

/* As unit_fp, from the draw's view of the spatial index. */
static int
cv_unit_fp(const struct canvas *c, const struct unit *u, double x, double y,
	   double facing, struct footprint *fp)
{
	const struct game *g = c->t->s->g;
	if (c->view.n && u >= g->units && u < g->units + g->nunits &&
	    x == u->x && y == u->y && facing == u->facing) {
		size_t i = (size_t)(u - g->units);
		if (i < c->view.n && c->view.has[i]) {
			*fp = c->view.fp[i];
			return GEOM_OK;
		}
	}
	return unit_fp(c->t, u, x, y, facing, fp);
}

static enum tui_role
side_role(const struct tui *t, const struct unit *u)
{
	const struct game *g = t->s->g;
	int s = u >= g->units && u < g->units + g->nunits
		    ? tui_unit_side(t, (size_t)(u - g->units))
		    : tui_side_index(t, u->side);
	return s == 0 ? R_SIDE0 : s == 1 ? R_SIDE1 : R_SIDE2;
}

static void
draw_unit(struct canvas *c, const struct tui *t, const struct unit *u, double x,
	  double y, double facing, enum tui_role role, int prio, bool ghost)
{
	(void)t;
	struct footprint fp;
	if (cv_unit_fp(c, u, x, y, facing, &fp) != GEOM_OK)
		return;
	/* Within one dot (a table seen whole): its outline and fill are
	 * that dot, drawn once. */
	double lx = 0, ly = 0, hx = 0, hy = 0;
	for (int k = 0; k < 4; k++) {
		double dx, dy;
		to_dot(c, fp.corner[k].x, fp.corner[k].y, &dx, &dy);
		lx = k ? fmin(lx, dx) : dx;
		hx = k ? fmax(hx, dx) : dx;
		ly = k ? fmin(ly, dy) : dy;
		hy = k ? fmax(hy, dy) : dy;
	}
	if (floor(lx) == floor(hx) && floor(ly) == floor(hy) &&
	    fabs(lx) < 1e6 && fabs(ly) < 1e6) {
		dot(c, (int)floor(lx), (int)floor(ly), role, prio);
	} else {
		/* The first side solid, the others textured: told apart
		 * without colour too. */
		if (!ghost)
			poly_fill(c, fp.corner, 4, role, prio,
				  role == R_SIDE0 || role == R_BLOCK ? 1 : 2);
		poly_outline(c, fp.corner, 4, role, prio);
	}
	/* Facing tick from the centre of the front edge. */
	double len = fmax(fp.depth * 0.6, 2.5 * c->scale);
	gline(c, fp.ref, vec2_add(fp.ref, vec2_scale(fp.forward, len)), role,
	      prio, 1);
}

static void
unit_label(struct canvas *c, const struct tui *t, const struct unit *u,
	   double x, double y, double facing, enum tui_role role, bool force)
{
	(void)t;
	struct footprint fp;
	if (cv_unit_fp(c, u, x, y, facing, &fp) != GEOM_OK)
		return;
	struct geom_box b = footprint_box(&fp);
	double x0, y0, x1, y1;
	to_dot(c, b.min_x, b.max_y, &x0, &y0);
	to_dot(c, b.max_x, b.min_y, &x1, &y1);
	int cl = (int)floor(x0 / 2), cr = (int)floor(x1 / 2);
	int ct = (int)floor(y0 / 4), cb = (int)floor(y1 / 4);
	int cm = (ct + cb) / 2;
	/* Nowhere near the canvas: no place can fit (label() would refuse
	 * each). */
	if (cb + 2 < 0 || ct - 1 >= c->h || cr + 2 < -(int)UM_NAME_MAX - 4 ||
	    cl - (int)UM_NAME_MAX - 4 >= c->w)
		return;
	wchar_t wn[64];
	_Static_assert(sizeof u->name < UM_ARRLEN(wn), "a name fits wn");
	size_t wl = 0;
	int n;
	/* Most names are printable ASCII: a character a column. */
	while (wl < sizeof u->name && u->name[wl] >= 0x20 &&
	       u->name[wl] < 0x7f) {
		wn[wl] = (wchar_t)u->name[wl];
		wl++;
	}
	if (wl < sizeof u->name && u->name[wl] == '\0') {
		n = (int)wl;
	} else {
		wl = mbstowcs(wn, u->name, UM_ARRLEN(wn) - 1);
		if (wl == (size_t)-1)
			return;
		n = tui_width(u->name);
	}
	/* Right, left, below, above; force the first place that fits. */
	int tries[][2] = {{cm, cr + 1}, {cm, cl - n - 1}, {cb + 1, cl},
			  {ct - 1, cl}, {cm, cr + 2},	  {cb + 2, cl}};
	for (size_t i = 0; i < UM_ARRLEN(tries); i++)
		if (label_w(c, tries[i][0], tries[i][1], wn, wl, role, false))
			return;
	if (force)
		for (size_t i = 0; i < UM_ARRLEN(tries); i++)
			if (label_w(c, tries[i][0], tries[i][1], wn, wl, role,
				    true))
				return;
}

/* The arc of fire as the unit's rules draw it (the ruleset's arc_view, the
 * same decision its ruling uses); none without the hook. */
static void
draw_arc(struct canvas *c, const struct tui *t, const struct unit *u)
{
	const struct game *g = t->s->g;
	if (g->rs->arc_view == NULL)
		return;
	struct arc_view av;
	memset(&av, 0, sizeof av);
	g->rs->arc_view(g, u, &av);
	struct footprint fp;
	if (av.half_angle_deg <= 0 ||
	    unit_fp(t, u, u->x, u->y, u->facing, &fp) != GEOM_OK)
		return;
	struct fire_arc arc;
	if (fire_arc_make(&arc, &fp, av.half_angle_deg,
			  av.from_centre ? ARC_FROM_CENTRE
					 : ARC_FROM_CORNERS) != GEOM_OK)
		return;
	double reach = (c->w * 2 + c->h * 4) * c->scale * 2;
	gline(c, arc.apex_left,
	      vec2_add(arc.apex_left, vec2_scale(arc.ray_left, reach)), R_ARC,
	      P_ARC, 3);
	gline(c, arc.apex_right,
	      vec2_add(arc.apex_right, vec2_scale(arc.ray_right, reach)), R_ARC,
	      P_ARC, 3);
}

/* ---- line of fire ------------------------------------------------------ */

struct lof {
	bool ok;
	struct vec2 from, to;
	double range;
	bool in_arc;
	char blocked[UM_NAME_MAX + 1];
	int blocked_unit; /* index, or -1 for terrain */
};

/* A fire: the ruleset's fire_view (the decision its ruling makes: point
 * of fire, point of impact, what blocks); nothing drawn without the
 * hook. A melee: the shortest line between the two, for the eye. */
static void
line_of_fire(const struct tui *t, const struct unit *a, const struct unit *d,
	     bool melee, struct lof *l)
{
	memset(l, 0, sizeof *l);
	l->blocked_unit = -1;
	const struct game *g = t->s->g;
	if (!a->placed || !d->placed)
		return;
	if (melee) {
		struct footprint fa, fd;
		if (unit_fp(t, a, a->x, a->y, a->facing, &fa) != GEOM_OK ||
		    unit_fp(t, d, d->x, d->y, d->facing, &fd) != GEOM_OK)
			return;
		enum fp_edge e;
		l->from = fa.ref;
		l->to = footprint_nearest_outline_point(&fd, fa.ref, &e);
		l->range = vec2_distance(l->from, l->to);
		l->in_arc = true;
		l->ok = true;
		return;
	}
	if (g->rs->fire_view == NULL)
		return;
	struct fire_view fv;
	memset(&fv, 0, sizeof fv);
	fv.blocked_unit = -1;
	if (g->rs->fire_view(g, t->s->tables, a, d, &fv) < 0 || !fv.known)
		return;
	l->from = fv.from;
	l->to = fv.to;
	l->range = fv.range;
	l->in_arc = fv.in_arc;
	snprintf(l->blocked, sizeof l->blocked, "%s", fv.blocked_by);
	l->blocked_unit = fv.blocked_unit;
	l->ok = true;
}

/* ---- the pane ---------------------------------------------------------- */

static enum tui_role
terrain_role(enum terrain_kind k)
{
	switch (k) {
	case TERRAIN_WOOD:
		return R_WOOD;
	case TERRAIN_BUILDING:
		return R_BUILDING;
	case TERRAIN_HILL:
		return R_HILL;
	case TERRAIN_COVER:
		return R_COVER;
	case TERRAIN_RIVER:
		return R_RIVER;
	default:
		return R_OBSTACLE;
	}
}

void
map_fit(struct tui *t, struct rect r)
{
	const struct game *g = t->s->g;
	double minx = INFINITY, maxx = -INFINITY, miny = INFINITY,
	       maxy = -INFINITY;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		struct footprint fp;
		if (!u->placed ||
		    unit_fp(t, u, u->x, u->y, u->facing, &fp) != GEOM_OK)
			continue;
		for (int k = 0; k < 4; k++) {
			minx = fmin(minx, fp.corner[k].x);
			maxx = fmax(maxx, fp.corner[k].x);
			miny = fmin(miny, fp.corner[k].y);
			maxy = fmax(maxy, fp.corner[k].y);
		}
	}
	for (size_t i = 0; i < g->nterrain; i++)
		for (size_t k = 0; k < g->terrain[i].npts; k++) {
			minx = fmin(minx, g->terrain[i].pts[k].x);
			maxx = fmax(maxx, g->terrain[i].pts[k].x);
			miny = fmin(miny, g->terrain[i].pts[k].y);
			maxy = fmax(maxy, g->terrain[i].pts[k].y);
		}
	if (!isfinite(minx)) {
		minx = miny = 0;
		maxx = maxy = g->inches ? 48 : 120;
	}
	double bw = fmax(maxx - minx, 1), bh = fmax(maxy - miny, 1);
	int dw = (r.w - 2) * 2, dh = (r.h - 2) * 4;
	if (dw < 2)
		dw = 2;
	if (dh < 4)
		dh = 4;
	t->map.scale = fmax(bw / dw, bh / dh);
	t->map.cx = (minx + maxx) / 2;
	t->map.cy = (miny + maxy) / 2;
	t->map.fitted = false;
}

void
map_zoom(struct tui *t, double factor)
{
	t->map.fitted = false;
	t->map.scale *= factor;
	if (t->map.scale < 0.05)
		t->map.scale = 0.05;
	if (t->map.scale > 1000)
		t->map.scale = 1000;
}

void
map_pan(struct tui *t, struct rect r, int dx, int dy)
{
	(void)r;
	t->map.fitted = false;
	t->map.cx += dx * 2 * t->map.scale;
	t->map.cy -= dy * 4 * t->map.scale;
}

void
map_centre_on(struct tui *t, double x, double y)
{
	t->map.fitted = false;
	t->map.cx = x;
	t->map.cy = y;
}

static struct rect
map_area(struct rect r)
{
	return (struct rect){r.y + 1, r.x, r.h - 1, r.w};
}

void
map_cell_to_game(const struct tui *t, struct rect r, int y, int x, double *gx,
		 double *gy)
{
	struct canvas c = {0};
	struct rect a = map_area(r);
	c.w = a.w;
	c.h = a.h;
	c.cx = t->map.cx;
	c.cy = t->map.cy;
	c.scale = t->map.scale;
	to_game(&c, (x - a.x) * 2 + 1, (y - a.y) * 4 + 2, gx, gy);
}

int
map_unit_near(const struct tui *t, struct rect r, int y, int x)
{
	double gx, gy;
	map_cell_to_game(t, r, y, x, &gx, &gy);
	const struct game *g = t->s->g;
	int best = -1;
	double bd = 4 * t->map.scale * 2; /* within about two cells */
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		struct footprint fp;
		if (!u->placed ||
		    unit_fp(t, u, u->x, u->y, u->facing, &fp) != GEOM_OK)
			continue;
		double d = footprint_distance_to_point(&fp, vec2_make(gx, gy));
		if (d <= bd) {
			bd = d;
			best = (int)i;
		}
	}
	return best;
}

/* Frame the firer and the target the first time a line of fire is drawn;
 * the old view comes back afterwards. */
static void
frame_walk(struct tui *t, struct rect a, const struct unit *ua,
	   const struct unit *ud)
{
	const struct game *g = t->s->g;
	t->before_walk = t->map;
	t->walk_view = true;
	struct footprint fa, fd;
	if (unit_fp(t, ua, ua->x, ua->y, ua->facing, &fa) == GEOM_OK &&
	    unit_fp(t, ud, ud->x, ud->y, ud->facing, &fd) == GEOM_OK) {
		struct geom_box b1 = footprint_box(&fa),
				b2 = footprint_box(&fd);
		double minx = fmin(b1.min_x, b2.min_x),
		       maxx = fmax(b1.max_x, b2.max_x),
		       miny = fmin(b1.min_y, b2.min_y),
		       maxy = fmax(b1.max_y, b2.max_y);
		double span = fmax(fmax(maxx - minx, maxy - miny) * 1.6,
				   g->inches ? 16 : 40);
		double sc =
		    fmax(span / ((a.w - 2) * 2), span / ((a.h - 1) * 4));
		/* Never zoom out beyond the view the umpire had. */
		t->map.scale = fmin(sc, t->map.scale);
		t->map.cx = (minx + maxx) / 2;
		t->map.cy = (miny + maxy) / 2;
		t->map.fitted = false;
	}
}

/* "Map F27 > L54 12 cm, blocked by X" and the scale. */
static void
map_title(struct tui *t, struct rect r, const struct lof *l,
	  const struct unit *ua, const struct unit *ud, bool melee)
{
	const struct game *g = t->s->g;
	char right[96];
	double cell = 2 * t->map.scale;
	char cs[32];
	um_fmt_num(cs, sizeof cs,
		   cell < 10 ? round(cell * 10) / 10 : round(cell));
	snprintf(right, sizeof right, "1 col = %s %s", cs,
		 g->inches ? "in" : "cm");
	char title[256];
	if (l->ok) {
		char rg[32];
		um_fmt_num(rg, sizeof rg, round(l->range * 10) / 10);
		snprintf(title, sizeof title, "Map %s %s %s %s %s%s%s%s",
			 ua->name, melee ? "vs" : ">", ud->name, rg,
			 g->inches ? "in" : "cm",
			 l->in_arc ? "" : ", outside arc",
			 l->blocked[0] ? ", blocked by " : "",
			 l->blocked[0] ? l->blocked : "");
	} else {
		snprintf(title, sizeof title, "Map");
	}
	tui_title(t, r, title, right);
}

/* Terrain: outlines, buildings solid, woods textured. */
static void
draw_terrain(struct canvas *c, const struct game *g)
{
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *tr = &g->terrain[i];
		if (tr->npts < 2)
			continue;
		struct vec2 *pts = um_xcalloc(tr->npts, sizeof *pts);
		for (size_t k = 0; k < tr->npts; k++)
			pts[k] = vec2_make(tr->pts[k].x, tr->pts[k].y);
		enum tui_role role = terrain_role(tr->kind);
		if (tr->kind == TERRAIN_BUILDING)
			poly_fill(c, pts, tr->npts, role, P_TERRAIN, 1);
		else if (tr->kind == TERRAIN_WOOD)
			poly_fill(c, pts, tr->npts, role, P_TERRAIN, 4);
		poly_outline(c, pts, tr->npts, role, P_TERRAIN);
		free(pts);
	}
}

/* Terrain names where there is room. */
static void
terrain_names(struct canvas *c, const struct game *g)
{
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *tr = &g->terrain[i];
		if (tr->npts < 1)
			continue;
		double sx = 0, sy = 0;
		for (size_t k = 0; k < tr->npts; k++) {
			sx += tr->pts[k].x;
			sy += tr->pts[k].y;
		}
		double dx, dy;
		to_dot(c, sx / tr->npts, sy / tr->npts, &dx, &dy);
		int cy = (int)floor(dy / 4);
		int cx = (int)floor(dx / 2) - tui_width(tr->name) / 2;
		if (!label(c, cy, cx, tr->name, R_DIM, false))
			label(c, cy + 1, cx, tr->name, R_DIM, false);
	}
}

/* The units that can put a dot or a letter on the canvas, in roster order:
 * those whose box meets the view widened by the longest name and a facing
 * tick (the spatial index), and any on the map it does not hold (sized by
 * the drawing defaults). The rest cannot show: the work of a draw is that
 * of the units in view. Caller frees. */
static size_t *
units_near_view(const struct canvas *c, const struct tui *t, size_t *n)
{
	const struct game *g = t->s->g;
	size_t *out = um_xmalloc((g->nunits + 1) * sizeof *out);
	double x0, y0, x1, y1;
	to_game(c, 0, c->h * 4, &x0, &y0);
	to_game(c, c->w * 2, 0, &x1, &y1);
	double m = (UM_NAME_MAX + 4) * 4 * c->scale;
	struct geom_box q = {fmin(x0, x1) - m, fmin(y0, y1) - m,
			     fmax(x0, x1) + m, fmax(y0, y1) + m};
	struct unit_space_view v;
	game_space_view(g, &v);
	size_t k = space_units_in_box(&v, q, out, g->nunits + 1);
	if (k > g->nunits) { /* cannot be: every unit at most once */
		k = 0;
		for (size_t i = 0; i < g->nunits; i++)
			out[k++] = i;
		*n = k;
		return out;
	}
	size_t extra = 0;
	for (size_t i = 0; i < g->nunits && i < v.n; i++)
		extra +=
		    g->units[i].placed && !g->units[i].removed && !v.has[i];
	if (extra > 0) { /* merge, ascending */
		size_t *all = um_xmalloc((k + extra + 1) * sizeof *all);
		size_t a = 0, j = 0;
		for (size_t i = 0; i < g->nunits && i < v.n; i++) {
			bool in = a < k && out[a] == i;
			a += in;
			if (in || (g->units[i].placed && !g->units[i].removed &&
				   !v.has[i]))
				all[j++] = i;
		}
		free(out);
		out = all;
		k = j;
	}
	*n = k;
	return out;
}

void
map_draw(struct tui *t, struct rect r)
{
	const struct game *g = t->s->g;
	struct rect a = map_area(r);
	if (t->map.fitted)
		map_fit(t, a);
	const char *actor = NULL, *target = NULL;
	bool walking = t->walk && walk_map_part(t->walk, &actor, &target);
	struct lof lof = {.blocked_unit = -1};
	const struct unit *ua = NULL, *ud = NULL;
	bool melee = false;
	if (walking) {
		int ia = tui_unit_index(t, actor),
		    id = tui_unit_index(t, target);
		if (ia >= 0 && id >= 0) {
			ua = &g->units[ia];
			ud = &g->units[id];
			melee = walk_is_melee(t->walk);
			line_of_fire(t, ua, ud, melee, &lof);
		}
	}
	if (lof.ok && !t->walk_view)
		frame_walk(t, a, ua, ud);
	map_title(t, r, &lof, ua, ud, melee);
	struct canvas c;
	cv_init(&c, t, a);
	draw_terrain(&c, g);
	const struct unit *sel =
	    t->sel >= 0 && t->sel < (int)g->nunits ? &g->units[t->sel] : NULL;
	if (sel && sel->placed && !walking && !sel->removed)
		draw_arc(&c, t, sel);
	if (walking && ua && ud && !melee)
		draw_arc(&c, t, ua);
	const char *gname = NULL;
	double gx = 0, gy = 0, gf = 0;
	bool ghost = t->form && form_move_ghost(t->form, &gname, &gx, &gy, &gf);
	size_t nshown, *shown = units_near_view(&c, t, &nshown);
	game_space_view(g, &c.view);
	for (size_t k = 0; k < nshown; k++) {
		size_t i = shown[k];
		const struct unit *u = &g->units[i];
		/* False positive: from `sel == NULL` above the analyzer
		 * guesses g->units NULL, but nunits > 0 means it is not. */
		// NOLINTNEXTLINE(clang-analyzer-core.NullDereference)
		if (!u->placed || u->removed)
			continue;
		enum tui_role role = side_role(t, u);
		if ((int)i == lof.blocked_unit)
			role = R_BLOCK;
		draw_unit(&c, t, u, u->x, u->y, u->facing, role, P_UNIT, false);
	}
	if (lof.ok)
		gline(&c, lof.from, lof.to, lof.blocked[0] ? R_BLOCK : R_LOF,
		      P_LOF, 1);
	if (ghost) {
		int gi = tui_unit_index(t, gname);
		if (gi >= 0)
			draw_unit(&c, t, &g->units[gi], gx, gy, gf, R_LOF,
				  P_SEL, true);
	}
	/* Names last, the selected and walked units first so they win. */
	if (sel && sel->placed && !sel->removed)
		unit_label(&c, t, sel, sel->x, sel->y, sel->facing, R_SEL,
			   true);
	if (ua && ua != sel)
		unit_label(&c, t, ua, ua->x, ua->y, ua->facing, R_LOF, true);
	if (ud && ud != sel)
		unit_label(&c, t, ud, ud->x, ud->y, ud->facing, R_LOF, true);
	for (size_t k = 0; k < nshown; k++) {
		const struct unit *u = &g->units[shown[k]];
		if (!u->placed || u->removed || u == sel || u == ua || u == ud)
			continue;
		unit_label(&c, t, u, u->x, u->y, u->facing, side_role(t, u),
			   false);
	}
	free(shown);
	terrain_names(&c, g);
	if (lof.ok) {
		/* The range at the middle of the line. */
		char rg[32], txt[40];
		um_fmt_num(rg, sizeof rg, round(lof.range * 10) / 10);
		snprintf(txt, sizeof txt, "%s%s", rg, g->inches ? "in" : "cm");
		double dx, dy;
		to_dot(&c, (lof.from.x + lof.to.x) / 2,
		       (lof.from.y + lof.to.y) / 2, &dx, &dy);
		int cy = (int)floor(dy / 4), cx = (int)floor(dx / 2) + 1;
		if (!label(&c, cy, cx, txt, R_LOF, false))
			label(&c, cy, cx - tui_width(txt) - 2, txt, R_LOF,
			      false);
	}
	if (ghost)
		label(&c, 0, 0, "moving", R_LOF, true);
	label(&c, 0, c.w - 2, t->ascii ? "N^" : "N\u2191", R_DIM, true);
	cv_render(&c, t);
	cv_free(&c);
}
