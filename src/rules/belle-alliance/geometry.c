/* geometry.c - Belle Alliance: what the map decides (3.1.3-3.1.9, 3.3.1,
 * 3.4.2, 4.1.1, 4.1.3, 4.1.7-4.1.9, 4.3), and `scan SIDE`.
 *
 * Every answer comes from the coordinates typed in (spec §7) through
 * geometry.h; a unit that is not placed (or has no size) gives known=false and
 * the procedures ask the umpire. Readings: docs/geometry.md "Belle
 * Alliance" and docs/rulings.md "Geometry". */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ba.h"
#include "geometry.h"
#include "procs.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/parallel.h"
#include "umpire/spatial.h"
#include "umpire/ruleset.h"
#include "umpire/table.h"
#include "umpire/util.h"

/* Rule distances (cm) and angles, all from the seeds. */
#define ARC_SMALL_ARMS 30.0  /* 3.1.3 */
#define ARC_ARTILLERY 45.0   /* 3.1.3 */
#define SECURITY_SHARE 0.10  /* 3.1.4: 10 per cent */
#define BEHIND_LIMIT 10.0    /* 3.1.4, 3.1.9: less than 10 cm behind */
#define SUPPORT_REACH 10.0   /* 3.1.7, 4.1.7 */
#define SUPPORT_ARC 45.0     /* 3.1.7, 4.1.7 */
#define MELEE_ZONE 5.0	     /* 4.1.1 */
#define BEHIND_FIGURES 3     /* 4.1.8 */
#define OVERHEAD_NEAR 10.0   /* 3.4.2 artillery to the unit fired over */
#define OVERHEAD_FAR 10.0    /* 3.4.2 unit fired over to the target */
#define OVERHEAD_FRIEND 20.0 /* 3.4.2 ... when the unit is friendly */
#define FLANK_MIN_ANGLE 45.0 /* 3.1.8, 4.1.8 */
#define COLUMN_ANGLE 30.0    /* 3.1.9 */
#define ANGLE_TOL 1e-9

/* ---- the table as the geometry sees it ---------------------------------- */

/* One weapon's rows of tables 13/14 as ba_zone_of reads them, in file
 * order: read once per firer in scan (it asks for every target). */
struct zone_row {
	int zone;
	double min, max;
};

struct zone_rows {
	struct zone_row *row;
	size_t n, cap;
	bool found;	  /* a table with the weapon, zone and max columns */
	bool any;	  /* some row of the weapon has a valid zone */
	bool open;	  /* some row has no max (open-ended) */
	bool provisional; /* the table's values are provisional */
	double best_max;
};

struct world {
	const struct game *g;
	size_t n;
	const struct footprint *fp; /* the game's (spatial.h), read only */
	const bool *has;	    /* fp valid: placed, sized, not removed */
	struct unit_space_view view;
	bool grid; /* false: every unit is a candidate for a widened line */
	size_t *buf, cap; /* query results (unit indices) */
	size_t lists_cap; /* buf and the other scratch lists hold this many */
	bool keeps_lists; /* they come from and go back to kept_lists */
	struct vec2 **tv; /* terrain vertices */
	size_t over[8];	  /* units fired over in this evaluation */
	int nover;
	/* scan: only the outermost aiming files are sought (they alone fix
	 * the point of fire and the frontage); check fire counts them all. */
	bool aim_ends_only;
	bool quiet; /* scan: no reasons are shown, so none is written */
	bool summary_unread; /* ba_fire_opts: no why (known) nor why_range */
	bool supplies_ok;    /* scan: fire_without_supplies=factor */
	/* scan: 3.1.1 units of fire (settings uof_*), [1] artillery: a
	 * pair whose files with a line of aim make none is not a target. */
	int uof_per[2], uof_min[2];
	/* scan: the units near the lines of aim of one firer and target,
	 * found once (aim_may_be_blocked) and tried for each file's lines
	 * instead of a corridor query per line; on while aim is on. */
	size_t *near_aim, nnear;
	bool aim_on_near;
	/* near_aim holds every unit near the hull of the lines of aim (none
	 * skipped for terrain): the line of fire, inside that hull, is tried
	 * against them alone. cuts[k]: near_aim[k] stops every line it
	 * enters, whatever the line (not an artillery firer's, not a
	 * skirmish line the fire passes, 3.3.1). */
	bool near_valid;
	bool *cuts;
	struct geom_box *near_box; /* near_aim[k]'s box, 1e-7 wider */
	size_t last_cut; /* the near unit that stopped the last line */
	/* scan: a pair it will not show is left as soon as its verdict is
	 * known (out of the arc, blocked, outside the security zone): the
	 * fields it would not read stay unset. */
	bool verdict_only;
	/* The rows of tables 13/14 (zone_rows_read) for the typed weapon
	 * of the last firer of each arm: arm and weapon alone choose them
	 * (the settings do not change during one command). */
	struct zone_rows zones[3]; /* by arm */
	bool zones_read[3];
	char zones_weapon[3][UM_NAME_MAX + 1];
	/* The files of firer file_fi (aim_files): each one's base and arc
	 * (3.1.3), made when first asked for; file_made[k] 0 not yet, 1 base
	 * and arc, 2 no base, 3 no arc. They depend on the firer alone. */
	size_t file_fi;
	struct footprint file_fp; /* ... made from this footprint, */
	int file_files;		  /* this many files */
	double file_arc_deg;	  /* and this arc */
	struct footprint *file_fig;
	struct fire_arc *file_arc;
	unsigned char *file_made;
	size_t file_cap;
	/* scan: the units whose boxes meet reach_box (ascending, the grid's
	 * answer for firer reach_fi); a box query inside reach_box is
	 * answered from them (aim_may_be_blocked). */
	const size_t *reach_cand;
	struct geom_box *reach_boxes; /* footprint_box of each, w->cap */
	bool reach_boxes_made;
	size_t reach_n, reach_fi;
	struct geom_box reach_box;
	/* scan: the arc of firer unit_arc_fi from its front corners, its
	 * tolerance 1e-7 wider (scan_misses_arc); unit_arc_ok: it was made. */
	size_t unit_arc_fi;
	struct fire_arc unit_arc;
	bool unit_arc_ok;
	/* Scratch for one line's candidates and one file's lines of aim. */
	size_t *line_cand;
	struct ba_fire_geo *aim_scratch;
};

/* snprintf(dst, len, "%s", src) without the formatting machinery: the
 * same bytes, cut the same way. */
static void
copy_str(char *dst, size_t len, const char *src)
{
	size_t n = strnlen(src, len - 1);
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* A reason (why_*): written unless the world is quiet (scan prints only
 * the results, so its reasons are left empty). */
static void why_printf(const struct world *w, char *buf, size_t len,
		       const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
why_printf(const struct world *w, char *buf, size_t len, const char *fmt, ...)
{
	if (w->quiet) {
		buf[0] = '\0';
		return;
	}
	va_list ap;
	va_start(ap, fmt);
	um_vsnprintf(buf, len, fmt, ap); /* its fast path: the same bytes */
	va_end(ap);
}

/* The footprints and their grid are the game's, kept between commands
 * (spatial.h): only units that moved are measured again. */
static void
world_init_view(struct world *w, const struct game *g,
		const struct unit_space_view *view, bool with_grid)
{
	memset(w, 0, sizeof *w);
	w->g = g;
	struct unit_space_view v = *view;
	w->view = v;
	w->n = v.n;
	w->fp = v.fp;
	w->has = v.has;
	w->grid = with_grid;
	/* One outline pointer per terrain: the element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	w->tv = g->nterrain ? um_xcalloc(g->nterrain, sizeof *w->tv) : NULL;
	for (size_t i = 0; i < g->nterrain; i++)
		w->tv[i] = terrain_vertices(&g->terrain[i]);
	w->cap = w->n ? w->n : 1;
	w->file_fi = (size_t)-1;
	w->unit_arc_fi = (size_t)-1;
	w->uof_per[0] = 10; /* 3.1.1, the settings' defaults */
	w->uof_min[0] = 3;
	w->uof_per[1] = 2;
	w->uof_min[1] = 1;
}

/* The scratch lists of queries and lines of aim (w->cap each), made when
 * first needed: a ruling on units not on the map needs none (a replayed
 * game of 20,000 such rulings made and freed them 40,000 times). */
/* The last world's scratch lists, kept for the next on this thread: made
 * afresh for each ruling, lists of the roster's size cost their page
 * faults every time (world_free gives them back here). */
struct world_lists {
	size_t cap;
	size_t *buf, *near_aim, *line_cand;
	bool *cuts;
	struct geom_box *near_box;
};
static _Thread_local struct world_lists kept_lists;

/* The same for a world's files of one firer (file_of) and its lines'
 * scratch record (aim_files): a ruling's few worlds made each its own,
 * three small arrays and a 2 KB record every evaluation. */
struct world_files {
	size_t fi; /* what they were made for (file_of) */
	struct footprint fp;
	int files;
	double arc_deg;
	struct footprint *fig;
	struct fire_arc *arc;
	unsigned char *made;
	size_t cap;
	struct ba_fire_geo *aim_scratch;
};
static _Thread_local struct world_files kept_files;

static void
world_scratch(struct world *w)
{
	if (w->buf != NULL)
		return;
	struct world_lists *k = &kept_lists;
	if (w->keeps_lists && k->buf != NULL && k->cap >= w->cap) {
		w->lists_cap = k->cap;
		w->buf = k->buf;
		w->near_aim = k->near_aim;
		w->line_cand = k->line_cand;
		w->cuts = k->cuts;
		w->near_box = k->near_box;
		memset(k, 0, sizeof *k);
	} else {
		w->lists_cap = w->cap;
		w->buf = um_xmalloc(w->cap * sizeof *w->buf);
		w->near_aim = um_xmalloc(w->cap * sizeof *w->near_aim);
		w->line_cand = um_xmalloc(w->cap * sizeof *w->line_cand);
		w->cuts = um_xmalloc(w->cap * sizeof *w->cuts);
		w->near_box = um_xmalloc(w->cap * sizeof *w->near_box);
	}
	if (w->keeps_lists && kept_files.aim_scratch != NULL) {
		w->aim_scratch = kept_files.aim_scratch;
		kept_files.aim_scratch = NULL;
		memset(w->aim_scratch, 0, sizeof *w->aim_scratch);
	} else {
		w->aim_scratch = um_xcalloc(1, sizeof *w->aim_scratch);
	}
}

/* World w's file arrays and scratch record back to the thread's keeping
 * (when it holds none), else freed. */
static void
world_files_keep(struct world *w)
{
	struct world_files *k = &kept_files;
	if (w->keeps_lists && k->fig == NULL && k->arc == NULL &&
	    k->made == NULL) {
		k->fig = w->file_fig;
		k->arc = w->file_arc;
		k->made = w->file_made;
		k->cap = w->file_cap;
		k->fi = w->file_fi;
		k->fp = w->file_fp;
		k->files = w->file_files;
		k->arc_deg = w->file_arc_deg;
	} else {
		free(w->file_fig);
		free(w->file_arc);
		free(w->file_made);
	}
	if (w->keeps_lists && k->aim_scratch == NULL)
		k->aim_scratch = w->aim_scratch;
	else
		free(w->aim_scratch);
	w->file_fig = NULL;
	w->file_arc = NULL;
	w->file_made = NULL;
	w->aim_scratch = NULL;
}

/* World w's lists back to the thread's keeping (the larger set is kept);
 * a scan worker's world frees its own. */
static void
world_lists_keep(struct world *w)
{
	struct world_lists *k = &kept_lists;
	if (w->buf == NULL)
		return;
	if (!w->keeps_lists || (k->buf != NULL && k->cap >= w->lists_cap)) {
		free(w->buf);
		free(w->near_aim);
		free(w->line_cand);
		free(w->cuts);
		free(w->near_box);
		return;
	}
	free(k->buf);
	free(k->near_aim);
	free(k->line_cand);
	free(k->cuts);
	free(k->near_box);
	*k = (struct world_lists){w->lists_cap, w->buf,	 w->near_aim,
				  w->line_cand, w->cuts, w->near_box};
}

static void
world_init(struct world *w, const struct game *g, bool with_grid)
{
	struct unit_space_view v;
	game_space_view(g, &v);
	world_init_view(w, g, &v, with_grid);
	w->keeps_lists = true; /* not a scan worker's (world_init_view) */
	struct world_files *k = &kept_files;
	w->file_fig = k->fig;
	w->file_arc = k->arc;
	w->file_made = k->made;
	w->file_cap = k->cap;
	if (w->file_fig != NULL) { /* still the files made last */
		w->file_fi = k->fi;
		w->file_fp = k->fp;
		w->file_files = k->files;
		w->file_arc_deg = k->arc_deg;
	}
	k->fig = NULL;
	k->arc = NULL;
	k->made = NULL;
	k->cap = 0;
}

static void
world_free(struct world *w)
{
	world_lists_keep(w);
	world_files_keep(w);
	free(w->reach_boxes);
	for (int a = 0; a < 3; a++)
		free(w->zones[a].row);
	for (size_t i = 0; i < w->g->nterrain; i++)
		free(w->tv[i]);
	free(w->tv);
}

/* Unit indices whose boxes meet the corridor (all placed units without a
 * grid, for a widened line), ascending, in w->buf. The next query overwrites
 * them. */
static size_t
world_corridor(struct world *w, struct vec2 a, struct vec2 b, double half)
{
	world_scratch(w);
	/* A bare line (half 0) meets only boxes it crosses: the grid's
	 * answer holds every unit the callers can find on it. */
	if (!w->grid && half > 0) {
		size_t k = 0;
		for (size_t i = 0; i < w->n; i++)
			if (w->has[i])
				w->buf[k++] = i;
		return k;
	}
	return space_units_along(&w->view, a, b, half, w->buf, w->cap);
}

static size_t
world_box(struct world *w, struct geom_box q)
{
	world_scratch(w);
	if (!w->grid) {
		size_t k = 0;
		for (size_t i = 0; i < w->n; i++)
			if (w->has[i])
				w->buf[k++] = i;
		return k;
	}
	return space_units_in_box(&w->view, q, w->buf, w->cap);
}

static size_t
unit_index(const struct game *g, const struct unit *u)
{
	/* A pointer into the roster (compared as integers: a copy of a
	 * unit elsewhere is found by name). */
	uintptr_t p = (uintptr_t)u, b = (uintptr_t)g->units;
	if (g->nunits && p >= b && p < b + g->nunits * sizeof *g->units &&
	    (p - b) % sizeof *g->units == 0)
		return (p - b) / sizeof *g->units;
	for (size_t i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].name, u->name) == 0)
			return i;
	return (size_t)-1;
}

static struct polygon
world_poly(const struct world *w, size_t t)
{
	struct polygon p = {w->tv[t], w->g->terrain[t].npts};
	return p;
}

static bool
is_formation(const struct game *g, const struct unit *u, const char *name)
{
	return strcmp(unit_formation_name(g, u), name) == 0;
}

/* Closed formations (3.1.6, 3.1.7, 3.1.9): the settings list
 * closed_formations, with the loader's default (BA_CLOSED_DEFAULT), so the
 * map and the fire and melee procedures decide it alike. */
static bool
is_closed(const struct game *g, const struct unit *u)
{
	const char *set = game_setting(g, "closed_formations");
	return ba_formation_listed(set ? set : BA_CLOSED_DEFAULT,
				   unit_formation_name(g, u));
}

static bool
is_state(const struct game *g, const struct unit *u, const char *name)
{
	return strcmp(unit_state_name(g, u), name) == 0;
}

/* Hill layer of a unit: `level=` typed wins (the umpire's answer), else
 * the hill under the centre of its footprint. */
static int
unit_level(const struct world *w, size_t i)
{
	const struct unit *u = &w->g->units[i];
	if (u->level != 0 || !w->has[i])
		return u->level;
	return terrain_level_at(w->g, footprint_centre(&w->fp[i]));
}

/* Lowest layer under any part of the unit (4.1.9 "entirely or partially
 * on a lower hill layer"): corners and centre. */
static int
unit_lowest_level(const struct world *w, size_t i)
{
	const struct unit *u = &w->g->units[i];
	if (u->level != 0 || !w->has[i])
		return u->level;
	int lo = terrain_level_at(w->g, footprint_centre(&w->fp[i]));
	for (int c = 0; c < 4; c++) {
		int l = terrain_level_at(w->g, w->fp[i].corner[c]);
		if (l < lo)
			lo = l;
	}
	return lo;
}

static const char *
edge_name(enum fp_edge e)
{
	switch (e) {
	case FP_FRONT:
		return "front";
	case FP_RIGHT_FLANK:
		return "right flank";
	case FP_REAR:
		return "rear";
	case FP_LEFT_FLANK:
		return "left flank";
	default:
		return "outline";
	}
}

/* Cover class setting for woods and buildings (Table 5 NOT FOUND). */
static enum cover
terrain_cover(const struct game *g, const struct terrain *t, bool *unknown,
	      bool *provisional)
{
	*unknown = false;
	if (t->cover != COVER_NONE)
		return t->cover;
	const char *key = t->kind == TERRAIN_WOOD	? "cover_wood"
			  : t->kind == TERRAIN_BUILDING ? "cover_building"
							: NULL;
	const char *v = key ? game_setting(g, key) : NULL;
	/* The settings' classes are provisional (Table 5 NOT FOUND). */
	for (int i = 1; v && cover_names[i]; i++)
		if (strcmp(v, cover_names[i]) == 0) {
			*provisional = true;
			return (enum cover)i;
		}
	if (v && strcmp(v, "none") == 0) {
		*provisional = true;
		return COVER_NONE;
	}
	*unknown = true;
	return COVER_NONE;
}

/* Distance along a->b to its first meeting with a polygon (0 if a is in
 * it). Polylines (rivers, obstacles) of two points count as open. */
static double
poly_first_along(struct polygon p, struct vec2 a, struct vec2 b)
{
	if (p.n >= 3 && polygon_contains_point(p, a))
		return 0;
	double best = INFINITY;
	size_t edges = p.n >= 3 ? p.n : p.n - 1;
	for (size_t i = 0; i < edges; i++) {
		struct vec2 at;
		if (segments_intersect(a, b, p.pts[i], p.pts[(i + 1) % p.n],
				       &at)) {
			double d = vec2_distance(a, at);
			if (d < best)
				best = d;
		}
	}
	return best;
}

/* A segment crosses a polyline of two or more points (rivers). */
static bool
polyline_crossed(struct polygon p, struct vec2 a, struct vec2 b)
{
	for (size_t i = 0; i + 1 < p.n; i++)
		if (segments_intersect(a, b, p.pts[i], p.pts[i + 1], NULL))
			return true;
	return false;
}

/* ---- zones (tables 13/14, spec §5 format) ------------------------------- */

static void
zone_rows_read(const struct game *g, const struct unit *f, struct zone_rows *zr)
{
	zr->n = 0;
	zr->found = zr->any = zr->open = zr->provisional = false;
	zr->best_max = -1;
	const char *name = f->arm == ARM_ARTILLERY
			       ? "table14-range-artillery.csv"
			       : "table13-range-hand.csv";
	const struct table *t = tableset_get(g->tables, name);
	if (t == NULL)
		return;
	int cw = table_col(t, "weapon"), cz = table_col(t, "zone");
	int cmin = table_col(t, "min"), cmax = table_col(t, "max");
	if (cw < 0 || cz < 0 || cmax < 0)
		return;
	zr->found = true;
	zr->provisional = t->provisional;
	/* The weapon as the fire procedure takes it (ba_unit_weapon): its
	 * weapon=, else the setting weapon_ARM, else the loader's default. */
	const char *weapon = f->weapon;
	if (weapon[0] == '\0') {
		char key[32];
		snprintf(key, sizeof key, "weapon_%s", arm_names[f->arm]);
		const char *d = game_setting(g, key);
		weapon = d ? d : ba_default_weapon(f->arm);
	}
	for (size_t r = 0; r < t->nrows; r++) {
		if (strcmp(table_cell(t, r, cw), weapon) != 0)
			continue;
		long z;
		double mx, mn = -INFINITY;
		const char *ms = table_cell(t, r, cmax);
		const char *ns = cmin >= 0 ? table_cell(t, r, cmin) : "";
		if (!um_parse_int(table_cell(t, r, cz), 1, 99, &z))
			continue;
		zr->any = true;
		if (*ms == '\0')
			mx = INFINITY, zr->open = true;
		else if (!um_parse_double(ms, &mx))
			continue;
		if (*ns && !um_parse_double(ns, &mn))
			continue;
		um_grow((void **)&zr->row, &zr->cap, zr->n + 1,
			sizeof *zr->row);
		zr->row[zr->n++] = (struct zone_row){(int)z, mn, mx};
		if (mx > zr->best_max)
			zr->best_max = mx;
	}
}

/* As ba_zone_of: the first row in file order whose min..max holds the
 * range (a shared boundary is the nearer zone). */
static int
zone_rows_eval(const struct zone_rows *zr, double range, double *max_range,
	       bool *provisional)
{
	*max_range = 0;
	if (!zr->found || !zr->any)
		return 0;
	int zone = 0;
	for (size_t r = 0; r < zr->n && zone == 0; r++)
		if (range >= zr->row[r].min - 1e-9 &&
		    range <= zr->row[r].max + 1e-9)
			zone = zr->row[r].zone;
	*max_range = zr->open ? INFINITY : zr->best_max;
	if (provisional)
		*provisional = *provisional || zr->provisional;
	return zone ? zone : -1;
}

int
ba_geo_zone(const struct game *g, const struct unit *f, double range,
	    double *max_range, bool *provisional)
{
	struct zone_rows zr = {0};
	zone_rows_read(g, f, &zr);
	int zone = zone_rows_eval(&zr, range, max_range, provisional);
	free(zr.row);
	return zone;
}

/* ba_geo_zone for the firer fi, the rows read once per arm and weapon. */
static int
world_zone(struct world *w, size_t fi, double range, double *max_range,
	   bool *provisional)
{
	const struct unit *f = &w->g->units[fi];
	int a = f->arm == ARM_ARTILLERY ? 2 : f->arm == ARM_CAVALRY ? 1 : 0;
	if (!w->zones_read[a] || strcmp(w->zones_weapon[a], f->weapon) != 0) {
		zone_rows_read(w->g, f, &w->zones[a]);
		w->zones_read[a] = true;
		copy_str(w->zones_weapon[a], sizeof w->zones_weapon[a],
			 f->weapon);
	}
	return zone_rows_eval(&w->zones[a], range, max_range, provisional);
}

/* ---- fire --------------------------------------------------------------- */

static void
set_known_false(struct ba_fire_geo *out, const struct unit *f,
		const struct unit *t, bool fp)
{
	const struct unit *u = !fp ? f : t;
	snprintf(out->why, sizeof out->why,
		 "%s is not on the map (no x/y%s): the umpire answers", u->name,
		 u->placed ? " size or bases.csv row" : "");
	snprintf(out->why_arc, sizeof out->why_arc, "%.100s", out->why);
}

enum ba_overhead
ba_overhead_judge(int lf, int lo, int lt, double near_d, double far_d,
		  bool friendly, bool canister, double *need_far)
{
	*need_far = friendly ? OVERHEAD_FRIEND : OVERHEAD_FAR;
	if (lf < lo + 1)
		return BA_OVER_FIRER_LOW;
	if (lt < lo)
		return BA_OVER_TARGET_BELOW;
	if (near_d < OVERHEAD_NEAR - 1e-9)
		return BA_OVER_NEAR;
	if (far_d < *need_far - 1e-9)
		return BA_OVER_FAR;
	if (friendly && canister)
		return BA_OVER_CANISTER;
	return BA_OVER_OK;
}

/* Overhead fire over unit o (3.4.2) measured on the map: the distances
 * along the line; ba_overhead_judge decides. True when allowed; *why
 * either way. */
static bool
overhead_ok(struct world *w, size_t fi, size_t oi, size_t ti, struct vec2 from,
	    struct vec2 to, char *why, size_t len)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi], *o = &g->units[oi];
	int lf = unit_level(w, fi), lo = unit_level(w, oi),
	    lt = unit_level(w, ti);
	double near_d = 0, far_d = 0, need_far;
	struct vec2 pt;
	segment_first_entry(&w->fp[oi], from, to, &pt, &near_d);
	segment_first_entry(&w->fp[oi], to, from, &pt, &far_d);
	bool friendly = strcmp(o->side, f->side) == 0;
	bool canister = BA(f)->canister && BA(f)->canister_bound == g->bound;
	switch (ba_overhead_judge(lf, lo, lt, near_d, far_d, friendly, canister,
				  &need_far)) {
	case BA_OVER_FIRER_LOW:
		why_printf(
		    w, why, len,
		    "through %s: no overhead fire, firer on layer %d not "
		    "above its layer %d (3.4.2)",
		    o->name, lf, lo);
		return false;
	case BA_OVER_TARGET_BELOW:
		why_printf(w, why, len,
			   "through %s: no overhead fire, target on layer %d "
			   "below its layer %d (3.4.2)",
			   o->name, lt, lo);
		return false;
	case BA_OVER_NEAR:
	case BA_OVER_FAR:
		why_printf(w, why, len,
			   "through %s: overhead fire needs %g cm to it and %g "
			   "beyond, has %.1f and %.1f (3.4.2)",
			   o->name, OVERHEAD_NEAR, need_far, near_d, far_d);
		return false;
	case BA_OVER_CANISTER:
		why_printf(w, why, len,
			   "through own %s: no overhead canister (3.4.2)",
			   o->name);
		return false;
	case BA_OVER_OK:
		break;
	}
	why_printf(w, why, len,
		   "overhead over %s: layer %d over %d, %.1f cm to it, %.1f "
		   "beyond (3.4.2)",
		   o->name, lf, lo, near_d, far_d);
	return true;
}

/* 3.3.1, 3.4.2: may the line of fire pass through unit i (entered
 * `along` cm from the point of fire)? *why either way. */
static bool
unit_passes(struct world *w, size_t fi, size_t i, size_t ti, struct vec2 from,
	    struct vec2 to, double along, struct ba_fire_geo *out, char *why,
	    size_t len)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi], *o = &g->units[i];
	bool enemy = strcmp(o->side, f->side) != 0;
	bool passes = false;
	if (enemy && is_formation(g, o, "skirmish")) {
		if (f->arm == ARM_ARTILLERY) {
			passes = true;
			why_printf(w, why, len,
				   "through skirmish line %s: never "
				   "screens artillery (3.3.1)",
				   o->name);
		} else if (footprints_touch(&w->fp[i], &w->fp[ti])) {
			passes = true;
			why_printf(w, why, len,
				   "through skirmish line %s in base "
				   "contact with the target (3.3.1)",
				   o->name);
		} else {
			why_printf(w, why, len,
				   "skirmish line %s screens the target "
				   "%.1f cm along the line (3.3.1)",
				   o->name, along);
		}
	} else if (f->arm == ARM_ARTILLERY) {
		passes = overhead_ok(w, fi, i, ti, from, to, why, len);
		if (passes) {
			copy_str(out->overhead, sizeof out->overhead, o->name);
			why_printf(w, out->why_overhead,
				   sizeof out->why_overhead, "%.120s", why);
			if (w->nover < (int)UM_ARRLEN(w->over))
				w->over[w->nover++] = i;
		}
	} else {
		why_printf(w, why, len,
			   "passes through %s %s %.1f cm along the line "
			   "(3.1.3)",
			   enemy ? "opponent" : "own", o->name, along);
	}
	return passes;
}

/* The nearest unit the line of fire may not pass through (3.1.3); *best
 * its distance along the line, *note what it passes through. */
static void
line_units(struct world *w, size_t fi, size_t ti, struct vec2 from,
	   struct vec2 to, struct ba_fire_geo *out, double *best, char *note,
	   size_t nlen)
{
	const struct game *g = w->g;
	/* In scan's lines of aim, the units found near them (a superset of
	 * any corridor's: whether the line is clear is the same, and scan
	 * shows no reason, which alone could depend on the order). */
	/* The line of fire in scan lies in the same hull: the units near it
	 * hold every unit it enters, in the same (ascending) order. */
	bool near = w->aim_on_near || w->near_valid;
	size_t nc = near ? w->nnear : world_corridor(w, from, to, 0);
	/* Copy: overhead_ok does no queries, but keep the list stable. */
	size_t *cand = w->line_cand;
	memcpy(cand, near ? w->near_aim : w->buf, nc * sizeof *cand);
	for (size_t k = 0; k < nc; k++) {
		size_t i = cand[k];
		if (i == fi || i == ti || !w->has[i])
			continue;
		if (!segment_enters_footprint(&w->fp[i], from, to))
			continue; /* grazing an outline does not block */
		struct vec2 pt;
		double along = 0;
		/* Scan's lines of aim ask only whether the line is clear:
		 * the first unit it may not pass decides, wherever it is. */
		if (!w->aim_on_near)
			segment_first_entry(&w->fp[i], from, to, &pt, &along);
		char why[160];
		if (unit_passes(w, fi, i, ti, from, to, along, out, why,
				sizeof why)) {
			if (note[0] == '\0')
				why_printf(w, note, nlen, "%s", why);
			continue;
		}
		if (w->aim_on_near) {
			*best = 0;
			copy_str(out->blocked_by, sizeof out->blocked_by,
				 g->units[i].name);
			out->blocked_is_terrain = false;
			break;
		}
		if (along < *best) {
			*best = along;
			copy_str(out->blocked_by, sizeof out->blocked_by,
				 g->units[i].name);
			out->blocked_is_terrain = false;
			why_printf(w, out->why_block, sizeof out->why_block,
				   "%s", why);
		}
	}
}

/* 1.1.6: the nearest terrain blocking sight on the line of fire: woods
 * and buildings (not one holding either end), hills higher than both
 * ends. */
static void
line_terrain(struct world *w, size_t fi, size_t ti, struct vec2 from,
	     struct vec2 to, struct ba_fire_geo *out, double *bestp)
{
	const struct game *g = w->g;
	double best = *bestp;
	int lf = -1000, lt = -1000;
	for (size_t t = 0; t < g->nterrain; t++) {
		const struct terrain *tr = &g->terrain[t];
		struct polygon p = world_poly(w, t);
		bool hill = tr->kind == TERRAIN_HILL && !tr->blocks_sight;
		if (!tr->blocks_sight && !hill)
			continue;
		if (p.n < 3) {
			if (!polyline_crossed(p, from, to))
				continue;
		} else if (segment_polygon_crossing(p, from, to) !=
			   GEOM_ENTERS_INTERIOR) {
			continue;
		}
		char why[160];
		double along = poly_first_along(p, from, to);
		if (hill) {
			if (lf == -1000) {
				lf = unit_level(w, fi);
				lt = unit_level(w, ti);
			}
			if (tr->level <= (lf > lt ? lf : lt))
				continue;
			why_printf(w, why, sizeof why,
				   "hill %s (layer %d) rises between firer "
				   "(layer %d) and target (layer %d), %.1f cm "
				   "along the line",
				   tr->name, tr->level, lf, lt, along);
		} else {
			/* A wood or building the target (or the firer) is in
			 * does not block the line to (from) it. */
			if (p.n >= 3 && (polygon_contains_point(p, to) ||
					 polygon_contains_point(p, from)))
				continue;
			why_printf(
			    w, why, sizeof why,
			    "line of fire crosses %s %s %.1f cm along the "
			    "line (blocks sight, 1.1.6)",
			    terrain_kind_names[tr->kind], tr->name, along);
		}
		if (along < best) {
			best = along;
			copy_str(out->blocked_by, sizeof out->blocked_by,
				 tr->name);
			out->blocked_is_terrain = true;
			why_printf(w, out->why_block, sizeof out->why_block,
				   "%s", why);
		}
	}
	*bestp = best;
}

/* 3.1.3, 3.3.1, 3.4.2, 1.1.6: the nearest thing the line of fire passes
 * through. Returns true when clear. */
static bool
line_clear(struct world *w, size_t fi, size_t ti, struct vec2 from,
	   struct vec2 to, struct ba_fire_geo *out)
{
	double best = INFINITY;
	char note[160] = "";
	line_units(w, fi, ti, from, to, out, &best, note, sizeof note);
	line_terrain(w, fi, ti, from, to, out, &best);
	if (isinf(best)) {
		out->blocked_by[0] = '\0';
		/* Appended by hand, cut as snprintf would cut it: gcc's
		 * -Wformat-truncation cannot see that note fits. */
		why_printf(w, out->why_block, sizeof out->why_block,
			   "line of fire clear%s", note[0] ? "; " : "");
		size_t at = strlen(out->why_block);
		size_t len = strnlen(note, sizeof out->why_block - 1 - at);
		memcpy(out->why_block + at, note, len);
		out->why_block[at + len] = '\0';
		return true;
	}
	return false;
}

/* 3.1.4 first sentence over the candidates cand[0..nc): the own unit
 * nearest to breaking the zone; its margin (INFINITY: none). */
static double
security_among(struct world *w, const size_t *cand, size_t nc, size_t fi,
	       size_t ti, struct vec2 from, struct vec2 to, double frontage,
	       struct ba_fire_geo *out)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi];
	double worst = INFINITY;
	bool ok = true;
	for (size_t k = 0; k < nc; k++) {
		size_t i = cand[k];
		if (i == fi || i == ti || !w->has[i] ||
		    strcmp(g->units[i].side, f->side) != 0)
			continue;
		bool over = false;
		for (int k2 = 0; k2 < w->nover; k2++)
			over |= w->over[k2] == i;
		if (over)
			continue; /* 3.4.2 sets its own distances */
		double off, along;
		if (footprint_perpendicular_offset(&w->fp[i], from, to, &off,
						   &along) != GEOM_OK)
			continue;
		double dist = footprint_distance_to_point(&w->fp[i], from);
		double need = SECURITY_SHARE * dist;
		bool by_front = frontage / 2 > need;
		if (by_front)
			need = frontage / 2;
		double margin = off - need;
		if (margin < worst) {
			worst = margin;
			copy_str(out->security_unit, sizeof out->security_unit,
				 g->units[i].name);
			out->security_needed = need;
			out->security_have = off;
			ok = margin >= -footprint_eps(&w->fp[i]);
			if (by_front)
				why_printf(
				    w, out->why_security,
				    sizeof out->why_security,
				    "own %s %.1f cm from the line of "
				    "fire, needs %.1f (half the frontage "
				    "%.1f), has %.1f",
				    g->units[i].name, off, need, frontage, off);
			else
				why_printf(
				    w, out->why_security,
				    sizeof out->why_security,
				    "own %s %.1f cm from the line of "
				    "fire, needs %.1f (10%% of %.1f cm), "
				    "has %.1f",
				    g->units[i].name, off, need, dist, off);
		}
	}
	out->security_ok = ok;
	return worst;
}

/* 3.1.4 first sentence: the own unit nearest to breaking the zone. */
static void
security_zone(struct world *w, size_t fi, size_t ti, struct vec2 from,
	      struct vec2 to, double frontage, struct ba_fire_geo *out)
{
	double range = vec2_distance(from, to);
	double half = 0.11 * range + frontage / 2 + 1;
	bool scan = w->grid;
	w->grid = true;
	size_t nc = world_corridor(w, from, to, half);
	w->grid = scan;
	double worst =
	    security_among(w, w->buf, nc, fi, ti, from, to, frontage, out);
	/* A unit outside the corridor is more than half from the line, so
	 * its margin (off - need, need at most 10% of range + off, or half
	 * the frontage) is at least lb: when the nearest inside is below
	 * that, it is the nearest of all. Else (not in scan, which looks
	 * only inside) every unit is weighed, as without the grid. */
	double lb = fmin((1 - SECURITY_SHARE) * half - SECURITY_SHARE * range,
			 half - frontage / 2);
	/* Else (not in scan, which looks only inside) the corridor widens
	 * until that holds, or until it holds every unit that can count: a
	 * unit counts only where it meets the slab between firer and target
	 * (footprint_perpendicular_offset), so once half reaches the
	 * farthest corner of the units' extent from the line, none is left
	 * outside. The nearest is the same unit as among all of them (ties:
	 * the first in the roster, both ways). */
	struct geom_box ext;
	if (!scan && !(worst < lb - 1e-6) &&
	    space_units_extent(&w->view, &ext)) {
		struct vec2 d = vec2_sub(to, from);
		double len = vec2_length(d), reach = 0;
		struct vec2 c[4] = {{ext.min_x, ext.min_y},
				    {ext.max_x, ext.min_y},
				    {ext.min_x, ext.max_y},
				    {ext.max_x, ext.max_y}};
		for (int k = 0; k < 4; k++)
			reach = fmax(reach,
				     len > 0 ? fabs(vec2_cross(
						   d, vec2_sub(c[k], from))) /
						   len
					     : vec2_distance(c[k], from));
		while (!(worst < lb - 1e-6) && half < reach) {
			half = fmin(half * 4, reach);
			w->grid = true;
			nc = world_corridor(w, from, to, half);
			w->grid = scan;
			worst = security_among(w, w->buf, nc, fi, ti, from, to,
					       frontage, out);
			lb = fmin((1 - SECURITY_SHARE) * half -
				      SECURITY_SHARE * range,
				  half - frontage / 2);
		}
	}
	if (isinf(worst))
		why_printf(w, out->why_security, sizeof out->why_security,
			   "no own unit between firer and target");
}

/* 3.1.4 second sentence and 3.1.9: units the line of fire, extended past
 * the target, passes through less than 10 cm behind it (measured from
 * where the line leaves the target) and within the maximum range. */
static void
behind_target(struct world *w, size_t fi, size_t ti, struct vec2 from,
	      struct vec2 to, double max_range, struct ba_fire_geo *out)
{
	const struct game *g = w->g;
	struct vec2 d = vec2_sub(to, from);
	double len = vec2_length(d);
	if (!(len > 0))
		return;
	d = vec2_scale(d, 1 / len);
	const struct footprint *tf = &w->fp[ti];
	double diag = tf->width + tf->depth;
	struct vec2 far = vec2_add(to, vec2_scale(d, diag));
	struct vec2 exitp = to;
	double back;
	if (segment_first_entry(tf, far, to, &exitp, &back) != GEOM_OK)
		exitp = to;
	double through = vec2_distance(to, exitp);
	struct vec2 end = vec2_add(exitp, vec2_scale(d, BEHIND_LIMIT));
	size_t nc = world_corridor(w, exitp, end, 0);
	out->behind_dist = out->behind_own_dist = INFINITY;
	for (size_t k = 0; k < nc; k++) {
		size_t i = w->buf[k];
		if (i == fi || i == ti || !w->has[i])
			continue;
		if (!segment_enters_footprint(&w->fp[i], exitp, end))
			continue;
		struct vec2 pt;
		double along;
		if (segment_first_entry(&w->fp[i], exitp, end, &pt, &along) !=
		    GEOM_OK)
			continue;
		if (!(along > 0))
			along = 0; /* touching the target's rear (and -0) */
		/* "less than 10 cm": exactly 10 is not behind. */
		if (along >= BEHIND_LIMIT - 1e-9)
			continue;
		if (max_range > 0 && len + through + along > max_range + 1e-9)
			continue;
		const struct unit *o = &g->units[i];
		if (along < out->behind_dist) {
			out->behind_dist = along;
			copy_str(out->behind_unit, sizeof out->behind_unit,
				 o->name);
		}
		if (strcmp(o->side, g->units[fi].side) == 0 &&
		    along < out->behind_own_dist) {
			out->behind_own_dist = along;
			copy_str(out->behind_own, sizeof out->behind_own,
				 o->name);
		}
	}
	if (out->behind_unit[0] == '\0')
		out->behind_dist = 0;
	if (out->behind_own[0] == '\0')
		out->behind_own_dist = 0;
}

/* 3.1.3 cover at the point of impact. */
static void
fire_cover(struct world *w, size_t ti, struct vec2 from, struct vec2 p,
	   struct ba_fire_geo *out)
{
	const struct game *g = w->g;
	const struct unit *t = &g->units[ti];
	out->cover = t->cover;
	if (t->cover != COVER_NONE) {
		snprintf(out->cover_by, sizeof out->cover_by, "unit");
		why_printf(w, out->why_cover, sizeof out->why_cover,
			   "target has cover=%s (typed)",
			   cover_names[t->cover]);
	}
	for (size_t k = 0; k < g->nterrain; k++) {
		const struct terrain *tr = &g->terrain[k];
		struct polygon poly = world_poly(w, k);
		if (poly.n < 3)
			continue;
		enum cover c = COVER_NONE;
		bool unknown = false;
		char why[128];
		if (tr->kind == TERRAIN_WOOD || tr->kind == TERRAIN_BUILDING) {
			if (!polygon_contains_point(poly, p))
				continue;
			bool prov = false;
			c = terrain_cover(g, tr, &unknown, &prov);
			if (prov && c > out->cover)
				out->provisional = true;
			snprintf(why, sizeof why,
				 "point of impact within %s %s%s%s%s",
				 terrain_kind_names[tr->kind], tr->name,
				 unknown ? ": cover class unknown" : ", cover ",
				 unknown ? "" : cover_names[c],
				 unknown ? ""
				 : prov	 ? " (setting)"
					 : " (its class)");
		} else if (tr->kind == TERRAIN_COVER) {
			/* Behind the cover relative to the line of fire and
			 * in base contact with it at the point of impact. */
			double eps = polygon_eps(poly);
			if (polygon_distance_to_point(poly, p) > eps ||
			    segment_polygon_crossing(poly, from, p) ==
				GEOM_MISS ||
			    poly_first_along(poly, from, p) >=
				vec2_distance(from, p) - eps)
				continue;
			c = tr->cover;
			snprintf(why, sizeof why,
				 "behind %s (cover %s) in base contact at the "
				 "point of impact",
				 tr->name, cover_names[c]);
		} else {
			continue;
		}
		if (unknown && out->cover == COVER_NONE) {
			out->cover_unknown = true;
			copy_str(out->cover_by, sizeof out->cover_by, tr->name);
			why_printf(w, out->why_cover, sizeof out->why_cover,
				   "%s", why);
		}
		if (c > out->cover) {
			out->cover = c;
			out->cover_unknown = false;
			copy_str(out->cover_by, sizeof out->cover_by, tr->name);
			why_printf(w, out->why_cover, sizeof out->why_cover,
				   "%s", why);
		}
	}
	if (out->cover == COVER_NONE && !out->cover_unknown)
		why_printf(w, out->why_cover, sizeof out->why_cover,
			   "no cover at the point of impact");
}

/* 3.1.9: the map's part of the column effect. */
static void
fire_column(struct world *w, size_t fi, size_t ti, struct ba_fire_geo *out)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi], *t = &g->units[ti];
	bool march = is_formation(g, t, "march-column");
	/* 3.1.9: a battery of several unlimbered guns stands as a line; only
	 * a single unlimbered gun is excepted. */
	bool battery = t->arm == ARM_ARTILLERY && t->guns != 1 &&
		       is_formation(g, t, "unlimbered");
	bool line = is_formation(g, t, "line") || battery;
	out->column = false;
	if (is_formation(g, t, "attack-column")) {
		out->column = true;
		why_printf(w, out->why_column, sizeof out->why_column,
			   "target in attack column");
		return;
	}
	if (t->arm == ARM_ARTILLERY && t->guns == 1 &&
	    is_formation(g, t, "unlimbered")) {
		why_printf(w, out->why_column, sizeof out->why_column,
			   "target is a single unlimbered gun");
		return;
	}
	if (!is_closed(g, t) || !(march || line)) {
		why_printf(w, out->why_column, sizeof out->why_column,
			   "target in %s: no column effect",
			   unit_formation_name(g, t));
		return;
	}
	double a = march ? out->angle_flank : out->angle_front;
	if (a < COLUMN_ANGLE - ANGLE_TOL) {
		out->column = true;
		why_printf(
		    w, out->why_column, sizeof out->why_column,
		    "line of fire at %.1f deg to the target's %s (< 30)%s", a,
		    march ? "flank" : "front",
		    battery ? "; a battery of several guns" : "");
		return;
	}
	if (f->arm == ARM_ARTILLERY && out->behind_unit[0]) {
		const struct unit *b = game_unit_c(g, out->behind_unit);
		if (b && is_closed(g, b) && !is_state(g, b, "FD")) {
			out->column = true;
			why_printf(w, out->why_column, sizeof out->why_column,
				   "artillery: line passes through %s (%s) "
				   "%.1f cm behind the target",
				   b->name, unit_formation_name(g, b),
				   out->behind_dist);
			return;
		}
		if (b) {
			why_printf(w, out->why_column, sizeof out->why_column,
				   "%s %.1f cm behind is not closed or is FD: "
				   "no column effect",
				   b->name, out->behind_dist);
			return;
		}
	}
	why_printf(w, out->why_column, sizeof out->why_column,
		   "line of fire at %.1f deg to the target's %s (not < 30)", a,
		   march ? "flank" : "front");
}

/* 3.1.3: a designated point of impact moved to the nearest point of the
 * target's outline inside the arc, on an edge the firer sees (a point on
 * the far side would put the target's own figures on the line of fire).
 * GEOM_ENOTFOUND when no seen part of the outline is in the arc. */
static int
designated_impact(const struct footprint *ff, struct vec2 from, double arc,
		  const struct footprint *tf, struct vec2 want,
		  struct impact *imp)
{
	struct fire_arc fa;
	struct arc_outline parts;
	if (fire_arc_make_at(&fa, ff, from, arc) != GEOM_OK ||
	    arc_outline_of(&fa, tf, &parts) != GEOM_OK)
		return GEOM_ENOTFOUND;
	double best = INFINITY;
	struct vec2 at = want;
	for (int k = 0; k < parts.count; k++) {
		const struct outline_part *p = &parts.part[k];
		struct vec2 n =
		    p->edge == FP_FRONT		? tf->forward
		    : p->edge == FP_REAR	? vec2_scale(tf->forward, -1)
		    : p->edge == FP_RIGHT_FLANK ? tf->right
						: vec2_scale(tf->right, -1);
		struct vec2 mid = vec2_scale(vec2_add(p->from, p->to), 0.5);
		if (vec2_dot(n, vec2_sub(from, mid)) <= footprint_eps(tf))
			continue; /* edge seen edge-on or from behind */
		struct vec2 q = segment_nearest_point(want, p->from, p->to);
		double d = vec2_distance(q, want);
		if (d < best) {
			best = d;
			at = q;
		}
	}
	if (isinf(best))
		return GEOM_ENOTFOUND;
	return footprint_classify_impact(tf, at, from, imp);
}

/* 3.1.3: no point of the target can be brought into the arc: how far
 * outside it is, measured at the point of fire. */
static void
outside_arc(const struct world *w, const struct footprint *ff,
	    const struct footprint *tf, struct vec2 from, double arc,
	    struct ba_fire_geo *out)
{
	/* Distance from the target to the arc: the nearest of target
	 * corners to the arc and the apex to the target. No figure sees
	 * the target: the arc of the outermost figures, at the unit's front
	 * corners; else the arc at the point of fire (3.1.3). */
	struct fire_arc fa;
	if (out->aim_files == 0)
		fire_arc_make(&fa, ff, arc, ARC_FROM_CORNERS);
	else
		fire_arc_make_at(&fa, ff, from, arc);
	double best = footprint_distance_to_point(tf, from);
	int side = ARC_BEHIND;
	for (int c = 0; c < 4; c++) {
		struct arc_location loc;
		arc_locate_point(&fa, tf->corner[c], &loc);
		if (loc.outside_by < best ||
		    (loc.outside_by <= best && side == ARC_BEHIND &&
		     loc.side != ARC_INSIDE)) {
			best = loc.outside_by;
			side = loc.side;
		}
	}
	out->in_arc = false;
	out->outside_by = best;
	out->arc_side = side;
	out->range = footprint_distance_to_point(tf, from);
	why_printf(w, out->why_arc, sizeof out->why_arc,
		   "target %.1f cm outside the %g deg arc %s(%s)", best, arc,
		   out->aim_files == 0 ? "of every figure "
				       : "at the point of fire ",
		   side == ARC_LEFT    ? "beyond the left ray"
		   : side == ARC_RIGHT ? "beyond the right ray"
				       : "behind the front");
	why_printf(w, out->why, sizeof out->why, "%s", out->why_arc);
}

/* 3.1.3, tables 13/14: the range along the line of fire and its zone. */
static void
range_zone(struct world *w, size_t fi, struct ba_fire_geo *out)
{
	const struct unit *f = &w->g->units[fi];
	out->zone =
	    world_zone(w, fi, out->range, &out->max_range, &out->provisional);
	if (w->quiet || w->summary_unread)
		return;
	/* One decimal, more beside a zone boundary (ba_fmt_range). */
	const struct zone_rows *zr = &w->zones[f->arm == ARM_ARTILLERY ? 2
					       : f->arm == ARM_CAVALRY ? 1
								       : 0];
	double b[64];
	size_t nb = 0;
	for (size_t i = 0; i < zr->n && nb + 2 <= UM_ARRLEN(b); i++) {
		b[nb++] = zr->row[i].min;
		b[nb++] = zr->row[i].max;
	}
	char rr[40];
	ba_fmt_range_at(rr, sizeof rr, out->range, b, nb);
	if (out->zone > 0)
		why_printf(w, out->why_range, sizeof out->why_range,
			   "range %s cm along the line of fire: zone %d", rr,
			   out->zone);
	else if (out->zone < 0)
		why_printf(w, out->why_range, sizeof out->why_range,
			   "range %s cm beyond the longest zone (%.1f cm)", rr,
			   out->max_range);
	else
		why_printf(w, out->why_range, sizeof out->why_range,
			   "range %s cm along the line of fire (no zone for "
			   "weapon \"%s\")",
			   rr, f->weapon);
}

/* 3.1.8: flank fire (impact on a flank at 45-90 deg) and rear fire. */
static void
flank_rear(const struct world *w, const struct impact *imp,
	   struct ba_fire_geo *out)
{
	if (imp->side == FP_SIDE_FLANK &&
	    imp->angle_to_edge >= FLANK_MIN_ANGLE - ANGLE_TOL) {
		out->flank = true;
		why_printf(w, out->why_side, sizeof out->why_side,
			   "impact on the %s at %.1f deg (45-90): flank fire",
			   edge_name(imp->edge), imp->angle_to_edge);
	} else if (imp->side == FP_SIDE_REAR) {
		out->rear = true;
		why_printf(w, out->why_side, sizeof out->why_side,
			   "impact on the rear: rear fire");
	} else {
		why_printf(w, out->why_side, sizeof out->why_side,
			   "impact on the %s at %.1f deg%s",
			   edge_name(imp->edge), imp->angle_to_edge,
			   imp->side == FP_SIDE_FLANK ? " (under 45: not flank)"
						      : "");
	}
}

/* 3.1.4: the security zone to own units between, and no own unit less
 * than 10 cm behind the target (also read by 3.1.9). */
static void
security_and_behind(struct world *w, size_t fi, size_t ti, struct vec2 from,
		    struct vec2 to, double frontage, struct ba_fire_geo *out)
{
	security_zone(w, fi, ti, from, to, frontage, out);
	double mr =
	    out->max_range > 0 && !isinf(out->max_range) ? out->max_range : 0;
	behind_target(w, fi, ti, from, to, mr, out);
	if (out->behind_own[0]) {
		/* Also in the zone fields, so a reader of those alone sees
		 * it: needed 10, have the distance behind. */
		if (out->security_ok) {
			copy_str(out->security_unit, sizeof out->security_unit,
				 out->behind_own);
			out->security_needed = BEHIND_LIMIT;
			out->security_have = out->behind_own_dist;
		}
		out->security_ok = false;
		why_printf(
		    w, out->why_security, sizeof out->why_security,
		    "line of fire, extended, enters own %s %.1f cm behind "
		    "the target: needs %g, has %.1f (3.1.4)",
		    out->behind_own, out->behind_own_dist, BEHIND_LIMIT,
		    out->behind_own_dist);
	}
}

/* 3.1.3: the hull of the firer's front edge and the target, where every
 * line of aim lies, as the axes across its edges and its extent along
 * each. Any axis that shows a unit apart proves it (apart_from_aim), so
 * a hull missing an edge would only send more units to the line test. */
struct aim_hull {
	struct vec2 p[6], ax[6];
	double lo[6], hi[6];
	int n;
};

/* fmin/fmax without the library call (no NaN reaches them here). */
static inline double
min_d(double a, double b)
{
	return a < b ? a : b;
}

static inline double
max_d(double a, double b)
{
	return a > b ? a : b;
}

static double
cross3(struct vec2 o, struct vec2 a, struct vec2 b)
{
	return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static void
aim_hull_make(struct aim_hull *h, const struct footprint *ff,
	      const struct footprint *tf)
{
	h->p[0] = ff->corner[FP_FRONT_LEFT];
	h->p[1] = ff->corner[FP_FRONT_RIGHT];
	for (int c = 0; c < 4; c++)
		h->p[2 + c] = tf->corner[c];
	/* Andrew's monotone chain over the six points. */
	struct vec2 s[6], hull[12];
	memcpy(s, h->p, sizeof s);
	for (int i = 1; i < 6; i++)
		for (int j = i;
		     j > 0 && (s[j].x < s[j - 1].x ||
			       (s[j].x == s[j - 1].x && s[j].y < s[j - 1].y));
		     j--) {
			struct vec2 t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	int k = 0;
	for (int i = 0; i < 6; i++) {
		while (k >= 2 && cross3(hull[k - 2], hull[k - 1], s[i]) <= 0)
			k--;
		hull[k++] = s[i];
	}
	for (int i = 4, t = k + 1; i >= 0; i--) {
		while (k >= t && cross3(hull[k - 2], hull[k - 1], s[i]) <= 0)
			k--;
		hull[k++] = s[i];
	}
	h->n = 0;
	for (int e = 0; e + 1 < k && h->n < 6; e++) {
		struct vec2 a = vec2_make(hull[e].y - hull[e + 1].y,
					  hull[e + 1].x - hull[e].x);
		double len = sqrt(a.x * a.x + a.y * a.y);
		if (!(len > 1e-9))
			continue;
		a = vec2_scale(a, 1 / len);
		double lo = INFINITY, hi = -INFINITY;
		for (int i = 0; i < 6; i++) {
			double d = vec2_dot(h->p[i], a);
			lo = min_d(lo, d);
			hi = max_d(hi, d);
		}
		h->ax[h->n] = a;
		h->lo[h->n] = lo;
		h->hi[h->n] = hi;
		h->n++;
	}
}

/* Is unit o's base kept apart from the hull (by at least 1e-6 cm along
 * one of the hull's axes or o's own)? Then no line of aim can reach it. */
static bool
apart_from_aim(const struct aim_hull *h, const struct footprint *o)
{
	for (int k = 0; k < h->n; k++) {
		double lo = INFINITY, hi = -INFINITY;
		for (int i = 0; i < 4; i++) {
			double d = vec2_dot(o->corner[i], h->ax[k]);
			lo = min_d(lo, d);
			hi = max_d(hi, d);
		}
		if (h->hi[k] < lo - 1e-6 || hi < h->lo[k] - 1e-6)
			return true;
	}
	struct vec2 own[2] = {o->forward, o->right};
	for (int k = 0; k < 2; k++) {
		double plo = INFINITY, phi = -INFINITY, lo = INFINITY,
		       hi = -INFINITY;
		for (int i = 0; i < 6; i++) {
			double d = vec2_dot(h->p[i], own[k]);
			plo = min_d(plo, d);
			phi = max_d(phi, d);
		}
		for (int i = 0; i < 4; i++) {
			double d = vec2_dot(o->corner[i], own[k]);
			lo = min_d(lo, d);
			hi = max_d(hi, d);
		}
		if (phi < lo - 1e-6 || hi < plo - 1e-6)
			return true;
	}
	return false;
}

/* 3.3.1, 3.4.2: does unit i stop every line of fire (or of aim) that
 * enters it, as unit_passes decides? A skirmish line of the enemy stops
 * small arms unless it touches the target, never artillery; artillery
 * fires over another unit only from a layer above it (overhead_ok: the
 * distances along the line are weighed after the layers). */
static bool
stops_every_line(const struct world *w, size_t fi, size_t i, size_t ti)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi], *o = &g->units[i];
	bool enemy_sl =
	    strcmp(o->side, f->side) != 0 && is_formation(g, o, "skirmish");
	if (f->arm == ARM_ARTILLERY) {
		/* Overhead fire (3.4.2) needs the firer a layer above the
		 * unit and the target not below it, whatever the line. */
		if (enemy_sl)
			return false;
		int lo = unit_level(w, i);
		return unit_level(w, fi) < lo + 1 || unit_level(w, ti) < lo;
	}
	return !(enemy_sl && footprints_touch(&w->fp[i], &w->fp[ti]));
}

/* Does unit o's base, less its contact tolerance and 1e-6 more, cross
 * every segment from the edge [a, b] to the target's outline? Proved when,
 * along one of o's axes, a and b lie before the band of o's base and the
 * target's corners beyond it (or the reverse), and across that axis the
 * hull of the six points lies within o's base at both sides of the band:
 * no hull vertex is inside the band, so there its sides are two straight
 * edges, and every segment crosses the band inside o's base. Then
 * segment_footprint_crossing says GEOM_ENTERS_INTERIOR for each line of
 * aim from that edge (3.1.3). */
static bool
base_cuts_every_line(const struct footprint *o, struct vec2 a, struct vec2 b,
		     const struct footprint *tf)
{
	double shrink = footprint_eps(o) + 1e-6;
	struct vec2 pts[6] = {
	    a, b, tf->corner[0], tf->corner[1], tf->corner[2], tf->corner[3]};
	double lat[6], ahead[6];
	for (int i = 0; i < 6; i++)
		footprint_local(o, pts[i], &lat[i], &ahead[i]);
	for (int axis = 0; axis < 2; axis++) {
		/* v along the axis (the band), u across it; the base is
		 * lateral -w/2..w/2, ahead -depth..0. */
		const double *v = axis ? lat : ahead, *u = axis ? ahead : lat;
		double w2 = o->width / 2, d = o->depth;
		double vlo = axis ? -w2 + shrink : -d + shrink;
		double vhi = axis ? w2 - shrink : -shrink;
		double ulo = axis ? -d + shrink : -w2 + shrink;
		double uhi = axis ? -shrink : w2 - shrink;
		if (!(vlo < vhi && ulo < uhi))
			continue;
		bool before = v[0] < vlo && v[1] < vlo;
		bool after = v[0] > vhi && v[1] > vhi;
		for (int j = 2; j < 6; j++) {
			before = before && v[j] > vhi;
			after = after && v[j] < vlo;
		}
		if (!before && !after)
			continue;
		bool inside = true;
		for (int l = 0; l < 2 && inside; l++) {
			double at = l ? vhi : vlo;
			for (int i = 0; i < 2 && inside; i++)
				for (int j = 2; j < 6 && inside; j++) {
					double t = (at - v[i]) / (v[j] - v[i]);
					double x = u[i] + t * (u[j] - u[i]);
					inside = x > ulo && x < uhi;
				}
		}
		if (inside)
			return true;
	}
	return false;
}

/* 3.1.3 lines of aim: is there anything (another unit, terrain that
 * blocks sight, a hill) in the box around the firer's front and the
 * target? When not, every line of aim is clear and only the arcs decide. */
static bool
aim_may_be_blocked(struct world *w, size_t fi, size_t ti)
{
	struct geom_box a = footprint_box(&w->fp[fi]),
			b = footprint_box(&w->fp[ti]);
	struct geom_box q = {min_d(a.min_x, b.min_x), min_d(a.min_y, b.min_y),
			     max_d(a.max_x, b.max_x), max_d(a.max_y, b.max_y)};
	const struct game *g = w->g;
	for (size_t t = 0; t < g->nterrain; t++) {
		const struct terrain *tr = &g->terrain[t];
		if (!tr->blocks_sight && tr->kind != TERRAIN_HILL)
			continue;
		struct polygon p = world_poly(w, t);
		struct geom_box c = {INFINITY, INFINITY, -INFINITY, -INFINITY};
		for (size_t k = 0; k < p.n; k++) {
			c.min_x = min_d(c.min_x, p.pts[k].x);
			c.min_y = min_d(c.min_y, p.pts[k].y);
			c.max_x = max_d(c.max_x, p.pts[k].x);
			c.max_y = max_d(c.max_y, p.pts[k].y);
		}
		if (c.max_x >= q.min_x && c.min_x <= q.max_x &&
		    c.max_y >= q.min_y && c.min_y <= q.max_y)
			return true;
	}
	/* The grid's answer (boxes meeting q, closed), whether or not this
	 * world widens lines: the test below is the same. */
	/* Scan: the firer's reach query holds every box meeting q when q
	 * lies inside its box (the same units, in the same order). */
	const struct geom_box *r = &w->reach_box;
	const size_t *list = w->buf;
	const struct geom_box *boxes = NULL; /* list's boxes, when kept */
	size_t n;
	if (w->reach_cand && w->reach_fi == fi && q.min_x >= r->min_x &&
	    q.min_y >= r->min_y && q.max_x <= r->max_x && q.max_y <= r->max_y) {
		list = w->reach_cand;
		n = w->reach_n;
		if (!w->reach_boxes_made) {
			if (w->reach_boxes == NULL)
				w->reach_boxes =
				    um_xmalloc(w->cap * sizeof *w->reach_boxes);
			for (size_t k = 0; k < n; k++)
				w->reach_boxes[k] =
				    footprint_box(&w->fp[list[k]]);
			w->reach_boxes_made = true;
		}
		boxes = w->reach_boxes;
	} else {
		n = space_units_in_box(&w->view, q, w->buf, w->cap);
	}
	struct aim_hull hull;
	bool hull_made = false;
	w->nnear = 0;
	for (size_t k = 0; k < n && k < w->cap; k++) {
		size_t i = list[k];
		if (i == fi || i == ti)
			continue;
		struct geom_box c = boxes ? boxes[k] : footprint_box(&w->fp[i]);
		if (!(c.max_x >= q.min_x && c.min_x <= q.max_x &&
		      c.max_y >= q.min_y && c.min_y <= q.max_y))
			continue;
		if (!hull_made) {
			aim_hull_make(&hull, &w->fp[fi], &w->fp[ti]);
			hull_made = true;
		}
		if (!apart_from_aim(&hull, &w->fp[i])) {
			if (!w->aim_ends_only)
				return true;
			w->cuts[w->nnear] = stops_every_line(w, fi, i, ti);
			w->near_box[w->nnear] =
			    (struct geom_box){c.min_x - 1e-7, c.min_y - 1e-7,
					      c.max_x + 1e-7, c.max_y + 1e-7};
			w->near_aim[w->nnear++] = i;
		}
	}
	w->near_valid = w->aim_ends_only;
	w->aim_on_near = w->nnear > 0;
	w->last_cut = 0;
	return w->nnear > 0;
}

/* arc_sees_footprint, settled first by the target's corners when they
 * can: a corner in the arc (arc_contains_point; the clip of the edge from
 * it keeps that corner), or all four beyond one side of the arc by more
 * than its tolerance and 1e-7 (no edge can meet it then). */
static bool
arc_sees(const struct fire_arc *fa, const struct footprint *tf)
{
	bool beyond[3] = {true, true, true};
	for (int c = 0; c < 4; c++) {
		if (arc_contains_point(fa, tf->corner[c]))
			return true;
		for (int k = 0; k < 3; k++)
			beyond[k] =
			    beyond[k] &&
			    vec2_dot(fa->normal[k],
				     vec2_sub(tf->corner[c], fa->on[k])) >
				fa->eps + 1e-7;
	}
	if (beyond[0] || beyond[1] || beyond[2])
		return false;
	return arc_sees_footprint(fa, tf);
}

/* A line of aim in scan (verdict_only, aim_on_near), clear or not as
 * line_clear decides it: no terrain that blocks sight meets the box of the
 * lines of aim (aim_may_be_blocked), so the near units alone are tried,
 * and the first the line may not pass settles it (3.1.3, 3.3.1, 3.4.2). */
static bool
aim_line_clear(struct world *w, size_t fi, size_t ti, struct vec2 from,
	       struct vec2 to, struct ba_fire_geo *sc)
{
	/* Only whether it is clear is asked: the unit that stopped the
	 * last line is tried first, and a unit whose box the segment's box
	 * misses is not entered (its base lies inside its box). */
	double x0 = from.x < to.x ? from.x : to.x;
	double x1 = from.x < to.x ? to.x : from.x;
	double y0 = from.y < to.y ? from.y : to.y;
	double y1 = from.y < to.y ? to.y : from.y;
	for (size_t n = 0; n < w->nnear; n++) {
		size_t k = n == 0 ? w->last_cut : n <= w->last_cut ? n - 1 : n;
		size_t i = w->near_aim[k];
		const struct geom_box *b = &w->near_box[k];
		if (x1 < b->min_x || x0 > b->max_x || y1 < b->min_y ||
		    y0 > b->max_y)
			continue;
		if (!w->has[i] ||
		    !segment_enters_footprint(&w->fp[i], from, to))
			continue;
		char why[160];
		if (!w->cuts[k] &&
		    unit_passes(w, fi, i, ti, from, to, 0, sc, why, sizeof why))
			continue;
		copy_str(sc->blocked_by, sizeof sc->blocked_by,
			 w->g->units[i].name);
		sc->blocked_is_terrain = false;
		w->last_cut = k;
		return false;
	}
	sc->blocked_by[0] = '\0';
	return true;
}

static bool any_line_clear(struct world *w, size_t fi, size_t ti,
			   const struct footprint *fig, const struct vec2 *cand,
			   int nc, struct ba_fire_geo *sc);
static bool aim_through_vertices(struct world *w, size_t fi, size_t ti,
				 const struct footprint *fig,
				 const struct fire_arc *fa,
				 struct ba_fire_geo *sc);

/* 3.1.3: the line of aim of one front-rank figure (file; a gun for
 * artillery): a point of the target inside the arc measured at the front
 * corners of its base, and a clear line to it from its front edge (the
 * same exceptions as the line of fire: 3.3.1, 3.4.2). 1 it aims, 0 no
 * point of the target in its arc, -1 every line tried is blocked (*sc
 * says by what). Tried: the nearest point in its arc, then the target's
 * corners and edge centres inside it, each from the nearest point of the
 * file's front edge and from its two front corners. */
static int
file_aims(struct world *w, size_t fi, size_t ti, const struct footprint *fig,
	  const struct fire_arc *fap, int asked, int *check_lines,
	  struct ba_fire_geo *sc)
{
	const struct footprint *tf = &w->fp[ti];
	if (fap == NULL || !arc_sees(fap, tf))
		return 0;
	struct fire_arc fa = *fap;
	if (*check_lines < 0) /* asked once, when a file first sees it */
		*check_lines =
		    asked >= 0 ? asked : aim_may_be_blocked(w, fi, ti);
	if (!*check_lines)
		return 1;
	struct vec2 a = fig->corner[FP_FRONT_LEFT],
		    b = fig->corner[FP_FRONT_RIGHT];
	/* Scan: one unit that stops every line from this file settles it
	 * blocked (the verdict alone is read; no reason is shown). */
	for (size_t k = 0; w->verdict_only && w->aim_on_near && k < w->nnear;
	     k++) {
		if (w->cuts[k] &&
		    base_cuts_every_line(&w->fp[w->near_aim[k]], a, b, tf)) {
			copy_str(sc->blocked_by, sizeof sc->blocked_by,
				 w->g->units[w->near_aim[k]].name);
			sc->blocked_is_terrain = false;
			return -1;
		}
	}
	/* Scan asks only whether some line is clear, so the nearest point
	 * (the dearest to find) is tried last there. */
	bool nearest_last = w->verdict_only && w->aim_on_near;
	struct vec2 cand[9];
	int nc = 0;
	struct impact imp;
	if (!nearest_last &&
	    arc_nearest_impact(&fa, tf, fig->ref, fig->ref, &imp) == GEOM_OK)
		cand[nc++] = imp.point;
	for (int c = 0; c < 4; c++) {
		struct vec2 m = vec2_scale(
		    vec2_add(tf->corner[c], tf->corner[(c + 1) % 4]), 0.5);
		if (arc_contains_point(&fa, tf->corner[c]))
			cand[nc++] = tf->corner[c];
		if (arc_contains_point(&fa, m))
			cand[nc++] = m;
	}
	if (any_line_clear(w, fi, ti, fig, cand, nc, sc))
		return 1;
	if (nearest_last &&
	    arc_nearest_impact(&fa, tf, fig->ref, fig->ref, &imp) == GEOM_OK &&
	    any_line_clear(w, fi, ti, fig, &imp.point, 1, sc))
		return 1;
	return aim_through_vertices(w, fi, ti, fig, &fa, sc) ? 1 : -1;
}

/* 3.1.3: is one of the lines of aim of file fig to the points cand clear?
 * Each from the nearest point of its front edge, then from either front
 * corner (the line may pass an obstacle's edge only from there). */
static bool
any_line_clear(struct world *w, size_t fi, size_t ti,
	       const struct footprint *fig, const struct vec2 *cand, int nc,
	       struct ba_fire_geo *sc)
{
	struct vec2 a = fig->corner[FP_FRONT_LEFT],
		    b = fig->corner[FP_FRONT_RIGHT];
	for (int k = 0; k < nc; k++) {
		struct vec2 from[3] = {segment_nearest_point(cand[k], a, b), a,
				       b};
		for (int j = 0; j < 3; j++) {
			if (j > 0 && vec2_distance(from[j], from[0]) <=
					 footprint_eps(fig))
				continue;
			w->nover = 0;
			if (w->verdict_only && w->aim_on_near
				? aim_line_clear(w, fi, ti, from[j], cand[k],
						 sc)
				: line_clear(w, fi, ti, from[j], cand[k], sc))
				return true;
		}
	}
	return false;
}

/* The points a line of aim of file fig may have to touch (3.1.3): the
 * ends of its front edge, the target's corners, where the bounds of the
 * file's arc cross the target's outline, and the corners and vertices of
 * the units and terrain that might stand across its lines. At most cap. */
#define AIM_POINTS_MAX 256
static int
aim_points(struct world *w, size_t fi, size_t ti, const struct footprint *fig,
	   const struct fire_arc *fa, struct vec2 *pt, int *owner, int cap)
{
	const struct footprint *tf = &w->fp[ti];
	int n = 0;
	for (int k = 0; k < cap; k++)
		owner[k] = -1; /* not a unit's corner */
	pt[n++] = fig->corner[FP_FRONT_LEFT];
	pt[n++] = fig->corner[FP_FRONT_RIGHT];
	for (int c = 0; c < 4; c++) {
		struct vec2 c0 = tf->corner[c], c1 = tf->corner[(c + 1) % 4];
		pt[n++] = c0;
		for (int k = 1; k < 3; k++) { /* the left and right bounds */
			double f0 =
			    vec2_dot(fa->normal[k], vec2_sub(c0, fa->on[k]));
			double f1 =
			    vec2_dot(fa->normal[k], vec2_sub(c1, fa->on[k]));
			if ((f0 < 0) != (f1 < 0) && f0 != f1)
				pt[n++] =
				    vec2_add(c0, vec2_scale(vec2_sub(c1, c0),
							    f0 / (f0 - f1)));
		}
	}
	/* The box of the lines of aim (aim_may_be_blocked's). */
	struct geom_box a = footprint_box(&w->fp[fi]), b = footprint_box(tf);
	struct geom_box q = {min_d(a.min_x, b.min_x), min_d(a.min_y, b.min_y),
			     max_d(a.max_x, b.max_x), max_d(a.max_y, b.max_y)};
	const struct game *g = w->g;
	for (size_t t = 0; t < g->nterrain; t++) {
		const struct terrain *tr = &g->terrain[t];
		if (!tr->blocks_sight && tr->kind != TERRAIN_HILL)
			continue;
		struct polygon p = world_poly(w, t);
		for (size_t k = 0; k < p.n && n < cap; k++)
			if (p.pts[k].x >= q.min_x - 1 &&
			    p.pts[k].x <= q.max_x + 1 &&
			    p.pts[k].y >= q.min_y - 1 &&
			    p.pts[k].y <= q.max_y + 1)
				pt[n++] = p.pts[k];
	}
	/* The units near this file's lines (scan: among those near the
	 * whole front's, already found). */
	struct aim_hull hull;
	aim_hull_make(&hull, fig, tf);
	const size_t *list = w->near_aim;
	size_t nu = w->nnear;
	if (!w->aim_on_near) {
		nu = space_units_in_box(&w->view, q, w->buf, w->cap);
		list = w->buf;
	}
	for (size_t k = 0; k < nu && k < w->cap && n + 4 <= cap; k++) {
		size_t i = list[k];
		if (i == fi || i == ti || !w->has[i] ||
		    apart_from_aim(&hull, &w->fp[i]))
			continue;
		for (int c = 0; c < 4; c++) {
			owner[n] = (int)(i * 4) + c;
			pt[n++] = w->fp[i].corner[c];
		}
	}
	return n;
}

/* May a line in direction d touch corner c of unit base fp without
 * entering it there (both neighbouring corners on one side of it, or on
 * it)? A line through a corner that enters the base is blocked by it
 * (or passes it: then another pair of points finds the line). */
static bool
tangent_at(const struct footprint *fp, int c, struct vec2 d)
{
	struct vec2 p = fp->corner[c];
	double s0 = vec2_cross(d, vec2_sub(fp->corner[(c + 1) % 4], p));
	double s1 = vec2_cross(d, vec2_sub(fp->corner[(c + 3) % 4], p));
	double tol = 1e-9 * (fp->width + fp->depth);
	return !((s0 > tol && s1 < -tol) || (s0 < -tol && s1 > tol));
}

/* 3.1.3 "whether a line of aim may be drawn from the figure to a point at
 * the target": when the lines file_aims tries first are all blocked, a
 * clear one may still pass between two obstacles, or beside one to a
 * point of the target that is no corner, edge centre or nearest point.
 * If any is clear, one clear line touches two of aim_points: a clear line
 * can be turned and moved, staying clear and inside the arc, until it
 * meets two of them (a line grazing an outline is clear). So each line
 * through two of them is tried, from where it crosses the file's front
 * edge to where it first meets the target, that point inside the file's
 * arc (the arc is convex: the whole line lies in it). *sc keeps the
 * reason of the first search when none is clear. */
static bool
aim_through_vertices(struct world *w, size_t fi, size_t ti,
		     const struct footprint *fig, const struct fire_arc *fa,
		     struct ba_fire_geo *sc)
{
	const struct footprint *tf = &w->fp[ti];
	struct vec2 pt[AIM_POINTS_MAX];
	int owner[AIM_POINTS_MAX];
	int n = aim_points(w, fi, ti, fig, fa, pt, owner, AIM_POINTS_MAX);
	struct vec2 a = fig->corner[FP_FRONT_LEFT],
		    b = fig->corner[FP_FRONT_RIGHT];
	struct vec2 e = vec2_sub(b, a);
	double reach = vec2_distance(a, footprint_centre(tf)) + tf->width +
		       tf->depth + fig->width + 1;
	char blocked_by[sizeof sc->blocked_by], why[sizeof sc->why_block];
	char over[sizeof sc->overhead], why_over[sizeof sc->why_overhead];
	bool terrain = sc->blocked_is_terrain;
	memcpy(blocked_by, sc->blocked_by, sizeof blocked_by);
	memcpy(why, sc->why_block, sizeof why);
	memcpy(over, sc->overhead, sizeof over);
	memcpy(why_over, sc->why_overhead, sizeof why_over);
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			struct vec2 d = vec2_sub(pt[j], pt[i]);
			double len = sqrt(vec2_dot(d, d));
			double den = vec2_cross(e, d);
			if (!(len > 1e-9) || fabs(den) < 1e-12 * len)
				continue;
			/* pt[i] + l d = a + m e: m = cross(pt[i] - a, d) /
			 * cross(e, d); on the front edge. */
			double m = vec2_cross(vec2_sub(pt[i], a), d) / den;
			if (m < -1e-9 || m > 1 + 1e-9 ||
			    (owner[i] >= 0 && !tangent_at(&w->fp[owner[i] / 4],
							  owner[i] % 4, d)) ||
			    (owner[j] >= 0 && !tangent_at(&w->fp[owner[j] / 4],
							  owner[j] % 4, d)))
				continue;
			m = m < 0 ? 0 : m > 1 ? 1 : m;
			struct vec2 s = vec2_add(a, vec2_scale(e, m));
			d = vec2_scale(d, 1 / len);
			if (vec2_dot(d, fig->forward) < 0)
				d = vec2_scale(d, -1);
			if (!(vec2_dot(d, fig->forward) > 1e-9))
				continue;
			struct vec2 t;
			double along;
			if (segment_first_entry(
				tf, s, vec2_add(s, vec2_scale(d, reach)), &t,
				&along) != GEOM_OK ||
			    !arc_contains_point(fa, t))
				continue;
			w->nover = 0;
			if (w->verdict_only && w->aim_on_near
				? aim_line_clear(w, fi, ti, s, t, sc)
				: line_clear(w, fi, ti, s, t, sc))
				return true;
		}
	sc->blocked_is_terrain = terrain;
	memcpy(sc->blocked_by, blocked_by, sizeof blocked_by);
	memcpy(sc->why_block, why, sizeof why);
	memcpy(sc->overhead, over, sizeof over);
	memcpy(sc->why_overhead, why_over, sizeof why_over);
	return false;
}

/* File k of `files` of firer fi: its base (figure's frontage, the unit's
 * depth) and its arc measured at the front corners of that base (3.1.3),
 * kept for the firer's next target. *fa NULL: no arc; returns false when
 * no base. */
static bool
same_footprint(const struct footprint *a, const struct footprint *b)
{
	return a->ref.x == b->ref.x && a->ref.y == b->ref.y &&
	       a->facing == b->facing && a->width == b->width &&
	       a->depth == b->depth && a->forward.x == b->forward.x &&
	       a->forward.y == b->forward.y && a->right.x == b->right.x &&
	       a->right.y == b->right.y;
}

/* The files depend on the firer's footprint, their number and the arc
 * alone: kept from one world to the next (world_files) while these are
 * the same (a ruling's fire, its resolve and the report's arrow). */
static bool
file_of(struct world *w, size_t fi, int k, int files, double arc,
	const struct footprint **fig, const struct fire_arc **fa)
{
	if (w->file_fi != fi || w->file_files != files ||
	    w->file_arc_deg != arc ||
	    !same_footprint(&w->file_fp, &w->fp[fi])) {
		size_t cap = w->file_cap;
		um_grow((void **)&w->file_fig, &cap, (size_t)files,
			sizeof *w->file_fig);
		cap = w->file_cap;
		um_grow((void **)&w->file_arc, &cap, (size_t)files,
			sizeof *w->file_arc);
		um_grow((void **)&w->file_made, &w->file_cap, (size_t)files,
			sizeof *w->file_made);
		memset(w->file_made, 0, (size_t)files);
		w->file_fi = fi;
		w->file_fp = w->fp[fi];
		w->file_files = files;
		w->file_arc_deg = arc;
	}
	if (w->file_made[k] == 0) {
		const struct footprint *ff = &w->fp[fi];
		double fw = ff->width / files;
		double lat = -ff->width / 2 + (k + 0.5) * fw;
		struct vec2 c = vec2_add(ff->ref, vec2_scale(ff->right, lat));
		w->file_made[k] =
		    footprint_make(&w->file_fig[k], c.x, c.y, ff->facing, fw,
				   ff->depth) != GEOM_OK
			? 2
		    : fire_arc_make(&w->file_arc[k], &w->file_fig[k], arc,
				    ARC_FROM_CORNERS) != GEOM_OK
			? 3
			: 1;
	}
	*fig = &w->file_fig[k];
	*fa = w->file_made[k] == 1 ? &w->file_arc[k] : NULL;
	return w->file_made[k] != 2;
}

/* 3.1.3: which front-rank files of the firer have a line of aim to the
 * target: out->aim_files of out->files take part. *centre: the point of
 * fire, the centre of the front edge of the participating files (their
 * mean file centre, from the front centre, right +; with a gap between
 * them it follows the files that fire, docs/rulings.md); *frontage: their
 * total frontage (3.1.4). */
static void
aim_files(struct world *w, size_t fi, size_t ti, const struct unit_shape *fs,
	  double arc, int asked, double *centre, double *frontage,
	  struct ba_fire_geo *out)
{
	const struct footprint *ff = &w->fp[fi];
	int files = fs->files > 0 ? fs->files : 1;
	double fw = ff->width / files;
	/* aim_may_be_blocked, asked when a file first sees the target; asked
	 * already (0 or 1, its near units still in w) by scan_cut. */
	int check_lines = -1;
	struct ba_fire_geo *sc = w->aim_scratch;
	/* What the lines write into it and aim_files reads back, emptied
	 * (the whole record is 2 KB, once per pair). */
	sc->blocked_by[0] = sc->why_block[0] = '\0';
	sc->overhead[0] = sc->why_overhead[0] = '\0';
	sc->blocked_is_terrain = false;
	int first = -1, last = -1, aimed = 0, blocked = 0;
	double sum = 0; /* of the aiming files' indices */
	/* In scan (aim_ends_only), once a file aims the rest are tried from
	 * the right end inward until one aims: when nothing may block a line
	 * (check_lines 0) every file between aims (the files whose arcs
	 * meet the target are a run: the arcs are translates of one convex
	 * region), else the files between are tried after; the reasons of
	 * blocked files are shown only when none aims, when every file has
	 * been tried in order as below. */
	int k = 0, step = 1, stop = files;
	while (k != stop) {
		const struct footprint *fig;
		const struct fire_arc *fa;
		int r = 0;
		if (file_of(w, fi, k, files, arc, &fig, &fa))
			r = file_aims(w, fi, ti, fig, fa, asked, &check_lines,
				      sc);
		if (r > 0) {
			aimed++;
			sum += k;
			if (first < 0)
				first = k;
			if (k > last)
				last = k;
			if (w->aim_ends_only) {
				if (step < 0)
					break;
				step = -1;
				stop = k;
				k = files;
			}
		} else if (r < 0 && blocked++ == 0) {
			copy_str(out->aim_blocked_by,
				 sizeof out->aim_blocked_by, sc->blocked_by);
			out->aim_blocked_is_terrain = sc->blocked_is_terrain;
			why_printf(w, out->why_aim, sizeof out->why_aim, "%s",
				   sc->why_block);
		}
		k += step;
	}
	if (w->aim_ends_only && last > first + 1) {
		if (check_lines == 1) {
			for (k = first + 1; k < last; k++) {
				const struct footprint *fig;
				const struct fire_arc *fa;
				if (file_of(w, fi, k, files, arc, &fig, &fa) &&
				    file_aims(w, fi, ti, fig, fa, asked,
					      &check_lines, sc) > 0) {
					aimed++;
					sum += k;
				}
			}
		} else {
			aimed = last - first + 1;
			sum = (first + last) * (double)aimed / 2;
		}
	}
	if (check_lines < 0)
		w->near_valid = false; /* as when never asked */
	w->aim_on_near = false;
	w->nover = 0;
	out->files = files;
	out->aim_files = aimed;
	out->aim_blocked = blocked;
	if (aimed == 0) {
		*centre = 0;
		*frontage = ff->width;
		return;
	}
	*centre = -ff->width / 2 + (sum / aimed + 0.5) * fw;
	*frontage = aimed * fw;
}

/* Scan (verdict only): no file can see a target that the arc of the whole
 * front (from its corners, 3.1.3) does not reach: each file's arc lies
 * inside it, its bounds moved inward by the files beside it, and its
 * tolerance is no larger. The whole front's arc is taken 1e-7 wider, so
 * rounding cannot let a file see what it misses. Then no file aims, and
 * the arc at the centre of the front, inside it too, misses the target:
 * outside the arc, as fire_eval would find it. */
static bool
scan_misses_arc(struct world *w, size_t fi, size_t ti, double arc)
{
	if (w->unit_arc_fi != fi) {
		w->unit_arc_fi = fi;
		w->unit_arc_ok = fire_arc_make(&w->unit_arc, &w->fp[fi], arc,
					       ARC_FROM_CORNERS) == GEOM_OK;
		w->unit_arc.eps += 1e-7;
	}
	return w->unit_arc_ok && !arc_sees(&w->unit_arc, &w->fp[ti]);
}

/* Scan (verdict only): one unit proves the pair blocked before any line of
 * aim is drawn. The point of fire lies on the front edge between the
 * centres of the outer files (3.1.3), the point of impact on the target:
 * a near unit that stops every line (cuts) and is crossed by every segment
 * from that part of the edge to the target (base_cuts_every_line) blocks
 * the line of fire wherever aim puts the point of fire. The pair counts as
 * blocked when the target is in the arc at that point, which it is for
 * every point of fire once it is from both ends: the arc's bounds are
 * linear in its apex, so the apexes whose arc meets the target make an
 * interval. *asked: aim_may_be_blocked's answer (its near units kept in
 * w), -1 not asked. Returns true with out's verdict set. */
static bool
scan_cut(struct world *w, size_t fi, size_t ti, const struct unit_shape *fs,
	 double arc, int *asked, struct ba_fire_geo *out)
{
	*asked = -1;
	if (!w->aim_ends_only)
		return false;
	const struct footprint *ff = &w->fp[fi], *tf = &w->fp[ti];
	int files = fs->files > 0 ? fs->files : 1;
	double fw = ff->width / files;
	/* (lo + hi) / 2 of the first file and of the last, as fire_eval. */
	double lo0 = -ff->width / 2, hi0 = -ff->width / 2 + fw;
	double lo1 = -ff->width / 2 + (files - 1) * fw, hi1 = ff->width / 2;
	struct vec2 a =
	    vec2_add(ff->ref, vec2_scale(ff->right, (lo0 + hi0) / 2));
	struct vec2 b =
	    vec2_add(ff->ref, vec2_scale(ff->right, (lo1 + hi1) / 2));
	struct fire_arc fa, fb;
	if (fire_arc_make_at(&fa, ff, a, arc) != GEOM_OK ||
	    fire_arc_make_at(&fb, ff, b, arc) != GEOM_OK ||
	    !arc_sees(&fa, tf) || !arc_sees(&fb, tf))
		return false;
	*asked = aim_may_be_blocked(w, fi, ti);
	if (!*asked || !w->near_valid)
		return false;
	size_t cut = (size_t)-1;
	for (size_t k = 0; k < w->nnear && cut == (size_t)-1; k++)
		if (w->cuts[k] &&
		    base_cuts_every_line(&w->fp[w->near_aim[k]], a, b, tf))
			cut = w->near_aim[k];
	if (cut == (size_t)-1)
		return false;
	w->aim_on_near = false; /* as aim_files leaves it */
	out->in_arc = true;
	copy_str(out->blocked_by, sizeof out->blocked_by,
		 w->g->units[cut].name);
	return true;
}

/* 3.1.3-3.1.9 for one firer at one target (docs/geometry.md). */
static void
fire_eval(struct world *w, size_t fi, size_t ti, const struct ba_fire_opts *o,
	  struct ba_fire_geo *out)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi], *t = &g->units[ti];
	memset(out, 0, sizeof *out);
	w->nover = 0;
	w->near_valid = false;
	if (!w->has[fi] || !w->has[ti]) {
		set_known_false(out, f, t, w->has[fi]);
		return;
	}
	world_scratch(w);
	out->known = true;
	const struct footprint *ff = &w->fp[fi], *tf = &w->fp[ti];
	struct unit_shape fs, ts;
	space_unit_shape(&w->view, fi, &fs); /* unit_shape_of, kept */
	space_unit_shape(&w->view, ti, &ts);
	out->provisional = fs.provisional || ts.provisional;
	double arc = ba_fire_arc_deg(f);
	out->arc_angle = arc;
	/* 3.1.3: the point of fire is the centre of the front edge of the
	 * participating figures, those with a line of aim. */
	int asked = -1;
	if (w->verdict_only && scan_misses_arc(w, fi, ti, arc)) {
		out->in_arc = false; /* scan counts it outside the arc */
		return;
	}
	if (w->verdict_only && scan_cut(w, fi, ti, &fs, arc, &asked, out))
		return;
	double centre, frontage;
	aim_files(w, fi, ti, &fs, arc, asked, &centre, &frontage, out);
	struct vec2 from = vec2_add(ff->ref, vec2_scale(ff->right, centre));
	out->fx = from.x;
	out->fy = from.y;
	struct impact imp;
	int r;
	if (o && o->has_impact) {
		r = designated_impact(ff, from, arc, tf,
				      vec2_make(o->ix, o->iy), &imp);
	} else {
		r = default_point_of_impact(ff, from, arc, tf, &imp);
	}
	if (r != GEOM_OK) {
		outside_arc(w, ff, tf, from, arc, out);
		return;
	}
	if (imp.range <= footprint_eps(tf)) {
		/* 3.1.8, 3.1.9 in base contact: a line of fire of no length
		 * runs straight ahead of the firer (its front is on the
		 * target); its angles are those of that direction. */
		(void)footprint_classify_impact(
		    tf, imp.point, vec2_sub(imp.point, ff->forward), &imp);
		imp.range = 0;
	}
	out->in_arc = true;
	out->ix = imp.point.x;
	out->iy = imp.point.y;
	if (o && o->points_only)
		return;
	out->range = imp.range;
	out->edge = imp.side == FP_SIDE_FLANK  ? BA_EDGE_FLANK
		    : imp.side == FP_SIDE_REAR ? BA_EDGE_REAR
					       : BA_EDGE_FRONT;
	out->angle_edge = imp.angle_to_edge;
	out->angle_front = imp.angle_to_front;
	out->angle_flank = imp.angle_to_flank;
	struct vec2 line = vec2_sub(imp.point, from);
	out->line_angle = vec2_length(line) > 0
			      ? geom_angle_between_deg(ff->forward, line)
			      : 0;
	why_printf(
	    w, out->why_arc, sizeof out->why_arc,
	    "impact on the %s, line %.1f deg off straight ahead (arc %g)",
	    edge_name(imp.edge), out->line_angle, arc);

	range_zone(w, fi, out);
	flank_rear(w, &imp, out);
	bool clear = line_clear(w, fi, ti, from, imp.point, out);
	if (clear && out->aim_files == 0) {
		/* 3.1.3: no designated figure has a line of aim. */
		clear = false;
		copy_str(out->blocked_by, sizeof out->blocked_by,
			 out->aim_blocked_by);
		out->blocked_is_terrain = out->aim_blocked_is_terrain;
		why_printf(w, out->why_block, sizeof out->why_block,
			   "no figure has a line of aim: %.120s", out->why_aim);
	}
	if (w->verdict_only && out->blocked_by[0])
		return; /* scan counts it blocked: nothing more is read */
	/* 3.1.4: half the frontage of the participating figures. */
	if (o && o->figures > 0 && o->figures < f->figures && f->figures > 0)
		frontage = fmin(frontage, fs.width * o->figures / f->figures);
	security_and_behind(w, fi, ti, from, imp.point, frontage, out);
	if (w->verdict_only && !out->security_ok)
		return; /* scan counts it in the security zone */
	fire_column(w, fi, ti, out);
	fire_cover(w, ti, from, imp.point, out);
	out->eligible = clear && out->security_ok && out->zone >= 0;
	if (w->summary_unread)
		return;
	why_printf(w, out->why, sizeof out->why,
		   "range %.1f cm along the line of fire; impact on the %s at "
		   "%.0f deg; %.110s",
		   out->range, edge_name(imp.edge), imp.angle_to_edge,
		   !clear	       ? out->why_block
		   : !out->security_ok ? out->why_security
		   : out->zone < 0     ? "beyond the longest zone"
				       : "clear");
}

int
ba_fire_geometry_opts(const struct game *g, const struct unit *firer,
		      const struct unit *target, const struct ba_fire_opts *o,
		      struct ba_fire_geo *out)
{
	size_t fi = unit_index(g, firer), ti = unit_index(g, target);
	memset(out, 0, sizeof *out);
	if (fi == (size_t)-1 || ti == (size_t)-1 || fi == ti) {
		snprintf(out->why, sizeof out->why,
			 "not two units of the "
			 "roster");
		return 0;
	}
	struct world w;
	world_init(&w, g, false);
	w.summary_unread = o && o->summary_unread;
	w.quiet = o && o->points_only;
	fire_eval(&w, fi, ti, o, out);
	world_free(&w);
	return 0;
}

int
ba_fire_geometry(const struct game *g, const struct unit *firer,
		 const struct unit *target, struct ba_fire_geo *out)
{
	return ba_fire_geometry_opts(g, firer, target, NULL, out);
}

int
ba_geo_level(const struct game *g, const struct unit *u)
{
	struct footprint fp;
	if (u->level != 0 || unit_footprint(g, u, &fp) < 0)
		return u->level;
	return terrain_level_at(g, footprint_centre(&fp));
}

/* ---- support, skirmish lines -------------------------------------------- */

/* 3.1.7, 4.1.7: the setting support_distance, as the fire and melee
 * procedures read it (10). */
static double
support_reach(const struct game *g)
{
	double reach = SUPPORT_REACH;
	const char *v = game_setting(g, "support_distance");
	if (v && !(um_parse_double(v, &reach) && reach >= 0))
		reach = SUPPORT_REACH;
	return reach;
}

/* u's footprint as unit_footprint() gives it, from the unit space
 * (measured once while u does not change): 0, else -1. */
static int
space_footprint(const struct game *g, const struct unit_space_view *v,
		const struct unit *u, struct footprint *fp)
{
	size_t i = unit_index(g, u);
	if (i == (size_t)-1 || &g->units[i] != u)
		return unit_footprint(g, u, fp); /* a copy: measured here */
	if (i >= v->n || !v->has[i])
		return -1;
	*fp = v->fp[i];
	return 0;
}

bool
ba_geo_supports(const struct game *g, const struct unit *supporter,
		const struct unit *supported, bool *known, double *dist)
{
	struct footprint s, u;
	struct unit_space_view v;
	*known = false;
	*dist = 0;
	game_space_view(g, &v);
	if (space_footprint(g, &v, supporter, &s) < 0 ||
	    space_footprint(g, &v, supported, &u) < 0)
		return false;
	*known = true;
	return support_reaches_at(&s, &u, support_reach(g), SUPPORT_ARC, dist);
}

long
ba_geo_support_candidates(const struct game *g, const struct unit *supported,
			  size_t *out, size_t cap)
{
	struct footprint u;
	struct unit_space_view v;
	game_space_view(g, &v);
	if (space_footprint(g, &v, supported, &u) < 0)
		return -1;
	/* footprint_within_distance(reach) implies the boxes are within
	 * reach of each other. */
	struct geom_box q = footprint_box(&u);
	double reach = support_reach(g);
	q.min_x -= reach + 1e-6;
	q.min_y -= reach + 1e-6;
	q.max_x += reach + 1e-6;
	q.max_y += reach + 1e-6;
	return (long)game_units_in_box(g, q, out, cap);
}

int
ba_geo_figures_within(const struct game *g, const struct unit *sl,
		      const struct unit *other, double dist)
{
	struct footprint s, o;
	struct unit_shape sh;
	if (unit_footprint(g, sl, &s) < 0 || unit_footprint(g, other, &o) < 0)
		return -1;
	unit_shape_of(g, sl, &sh);
	int n = sl->figures > 0 ? sl->figures : 0;
	int files = sh.files > 0 ? sh.files : 1;
	int ranks = sh.ranks > 0 ? sh.ranks : 1;
	double fw = s.width / files, rd = s.depth / ranks;
	/* Figures laid out file by file from the left, front rank first;
	 * each figure is a base fw x rd (1.3.3 "figures within 15 cm"). */
	int count = 0;
	for (int k = 0; k < n; k++) {
		int file = k % files, rank = k / files;
		if (rank >= ranks)
			rank = ranks - 1;
		double lat = -s.width / 2 + (file + 0.5) * fw;
		struct vec2 c = vec2_add(s.ref, vec2_scale(s.right, lat));
		c = vec2_sub(c, vec2_scale(s.forward, rank * rd));
		struct footprint fig;
		if (footprint_make(&fig, c.x, c.y, s.facing, fw, rd) != GEOM_OK)
			continue;
		count += footprint_within_distance(&fig, &o, dist);
	}
	return count;
}

/* ---- melee -------------------------------------------------------------- */

/* Figures (all ranks) of the files of `a` beside `d` (4.1.8). */
static int
figures_beside(const struct game *g, const struct unit *au,
	       const struct footprint *a, const struct footprint *d,
	       int *files_out)
{
	struct unit_shape sh;
	unit_shape_of(g, au, &sh);
	int files = sh.files > 0 ? sh.files : 1;
	int n = files_beside_opponent(a, files, d);
	if (n < 0)
		n = 0;
	*files_out = n;
	int per_file = au->figures > 0 ? (au->figures + files - 1) / files : 1;
	if (au->arm == ARM_ARTILLERY)
		per_file = 1;
	return n * per_file;
}

/* The largest angle at which a perpendicular strikes a flank; NaN none. */
static double
flank_angle(const struct perpendicular_hits *h)
{
	double best = NAN;
	for (int e = FP_RIGHT_FLANK; e <= FP_LEFT_FLANK; e += 2)
		if ((h->edges & (1u << e)) && !(h->angle[e] <= best))
			best = h->angle[e];
	return best;
}

static bool
flank_struck(const struct perpendicular_hits *h, bool need_angle)
{
	for (int e = FP_RIGHT_FLANK; e <= FP_LEFT_FLANK; e += 2)
		if ((h->edges & (1u << e)) &&
		    (!need_angle || h->angle[e] >= FLANK_MIN_ANGLE - ANGLE_TOL))
			return true;
	return false;
}

int
ba_melee_geometry(const struct game *g, const struct unit *attacker,
		  const struct unit *defender, struct ba_melee_geo *out)
{
	memset(out, 0, sizeof *out);
	size_t ai = unit_index(g, attacker), di = unit_index(g, defender);
	if (ai == (size_t)-1 || di == (size_t)-1 || ai == di)
		return 0;
	struct world w;
	world_init(&w, g, false);
	if (!w.has[ai] || !w.has[di]) {
		snprintf(out->why, sizeof out->why,
			 "%s is not on the map: the umpire answers",
			 w.has[ai] ? defender->name : attacker->name);
		world_free(&w);
		return 0;
	}
	world_scratch(&w);
	out->known = true;
	const struct footprint *a = &w.fp[ai], *d = &w.fp[di];
	out->contact = melee_zone_touches(a, MELEE_ZONE, d);
	out->files_behind =
	    figures_beside(g, attacker, a, d, &out->files_beside);
	int dfiles;
	out->d_files_behind = figures_beside(g, defender, d, a, &dfiles);
	struct perpendicular_hits ha, hd;
	perpendicular_hits(a, d, &ha);
	perpendicular_hits(d, a, &hd);
	bool many = out->files_behind >= BEHIND_FIGURES;
	out->flank = many && flank_struck(&ha, true);
	out->hit_angle = flank_angle(&ha);
	struct unit_shape as, ds;
	unit_shape_of(g, attacker, &as);
	unit_shape_of(g, defender, &ds);
	out->provisional = as.provisional || ds.provisional;
	out->rear = !out->flank && (ha.edges & (1u << FP_REAR));
	out->overreach =
	    !out->flank && !out->rear && many && flank_struck(&ha, false);
	out->d_overreach = out->d_files_behind >= BEHIND_FIGURES &&
			   !(hd.edges & (1u << FP_REAR)) &&
			   flank_struck(&hd, false);
	out->a_level = unit_lowest_level(&w, ai);
	out->d_level = unit_level(&w, di);
	out->uphill = out->a_level < out->d_level;
	/* 4.1.3 cover: the defender's key, a wood/building it stands in, or
	 * a cover polygon in base contact with it and between the two. */
	out->cover = defender->cover;
	if (defender->cover != COVER_NONE)
		snprintf(out->cover_by, sizeof out->cover_by, "unit");
	struct vec2 near = footprint_nearest_outline_point(d, a->ref, NULL);
	for (size_t k = 0; k < g->nterrain; k++) {
		const struct terrain *tr = &g->terrain[k];
		struct polygon p = world_poly(&w, k);
		if (p.n < 3)
			continue;
		enum cover c = COVER_NONE;
		bool unknown = false;
		if (tr->kind == TERRAIN_WOOD || tr->kind == TERRAIN_BUILDING) {
			if (!polygon_contains_point(p, footprint_centre(d)))
				continue;
			bool prov = false;
			c = terrain_cover(g, tr, &unknown, &prov);
			if (prov && c > out->cover)
				out->provisional = true;
		} else if (tr->kind == TERRAIN_COVER) {
			if (polygon_footprint_contact(p, d) == GEOM_APART ||
			    segment_polygon_crossing(p, a->ref, near) ==
				GEOM_MISS)
				continue;
			c = tr->cover;
		} else {
			continue;
		}
		if (unknown && out->cover == COVER_NONE) {
			out->cover_unknown = true;
			copy_str(out->cover_by, sizeof out->cover_by, tr->name);
		}
		if (c > out->cover) {
			out->cover = c;
			out->cover_unknown = false;
			copy_str(out->cover_by, sizeof out->cover_by, tr->name);
		}
	}
	double gap = footprint_distance(a, d);
	out->gap = gap;
	snprintf(out->why, sizeof out->why,
		 "%s %.1f cm apart: melee zone %s; %d figures beside%s%s%s; "
		 "layers %d vs %d%s",
		 attacker->name, gap,
		 out->contact ? "touches" : "does not touch", out->files_behind,
		 out->flank	  ? ", flank attack"
		 : out->rear	  ? ", rear attack"
		 : out->overreach ? ", overreach"
				  : "",
		 out->d_overreach ? "; defender overreaches" : "",
		 out->cover ? "; defender in cover" : "", out->a_level,
		 out->d_level, out->uphill ? ": uphill" : "");
	world_free(&w);
	return 0;
}

/* ---- scan SIDE ---------------------------------------------------------- */

struct scan_counts {
	size_t firers, barred, unplaced, targets, arc, blocked, security,
	    beyond, pairs;
	size_t cannot; /* may not fire for another reason (ba_firer_barred) */
};

/* Longest range to search for one firer: tables 13/14, else bases.csv. */
static double
scan_reach(struct world *w, size_t fi)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi];
	double mr = 0;
	bool prov = false;
	world_zone(w, fi, 0, &mr, &prov);
	if (mr > 0)
		return mr;
	struct unit_shape s;
	if (unit_shape_of(g, f, &s) == 0)
		return s.max_range;
	return 0;
}

/* The SCAN record of one target scan found (interface.md §6). */
static void
scan_record(const struct unit *f, const struct unit *t,
	    const struct ba_fire_geo *fg, struct out *out)
{
	struct rec r;
	rec_begin(&r, "SCAN");
	rec_str(&r, "firer", f->name);
	rec_str(&r, "target", t->name);
	rec_num(&r, "range", round(fg->range * 10) / 10);
	if (fg->zone > 0)
		rec_int(&r, "zone", fg->zone);
	else
		rec_str(&r, "zone", "?");
	rec_str(&r, "edge",
		fg->rear    ? "rear"
		: fg->flank ? "flank"
			    : (fg->edge == BA_EDGE_FRONT ? "front" : "side"));
	if (fg->cover != COVER_NONE)
		rec_str(&r, "cover", cover_names[fg->cover]);
	if (fg->overhead[0])
		rec_str(&r, "overhead", fg->overhead);
	if (fg->provisional)
		rec_bool(&r, "provisional", 1);
	rec_end(&r, out);
}

/* One firer of scan: each enemy within its reach, counted by the first
 * reason it is not a target (3.1.1-3.1.9); cand: scratch of w->cap. */
/* 3.1.1, 3.1.3: do the figures of the files with a line of aim (all the
 * firer's designated, in proportion, as `fire` counts them) make no unit
 * of fire? Then `fire` refuses the pair (check aim). */
static bool
aim_too_few(const struct world *w, const struct unit *f,
	    const struct ba_fire_geo *fg)
{
	if (fg->files < 1 || fg->aim_files < 1 || fg->aim_files >= fg->files)
		return false;
	int a = f->arm == ARM_ARTILLERY;
	int n = f->figures * fg->aim_files / fg->files;
	return n / w->uof_per[a] + (n % w->uof_per[a] >= w->uof_min[a]) < 1;
}

static void
scan_firer(struct world *w, size_t fi, const bool *ours,
	   const struct geom_box *enemy, size_t *cand, struct out *out,
	   struct scan_counts *c)
{
	const struct game *g = w->g;
	const struct unit *f = &g->units[fi];
	if (f->removed || !ours[fi])
		return;
	if (!w->has[fi]) {
		c->unplaced++;
		return;
	}
	const char *why = ba_firer_barred(g, f, w->supplies_ok);
	/* Having fired is the bound's to say (`scan` leaves those out). */
	if (why &&
	    (strcmp(why, "fired") == 0 || strcmp(why, "new_target") == 0))
		why = NULL;
	if (why && strcmp(why, "state") == 0) {
		c->barred++; /* 3.1.1 */
		return;
	}
	if (why) {
		c->cannot++; /* the same refusal as `fire` */
		return;
	}
	c->firers++;
	double reach = scan_reach(w, fi);
	if (!(reach > 0))
		return;
	struct geom_box q = footprint_box(&w->fp[fi]);
	if (isinf(reach)) {
		q.min_x = q.min_y = -INFINITY;
		q.max_x = q.max_y = INFINITY;
	} else {
		q.min_x -= reach;
		q.min_y -= reach;
		q.max_x += reach;
		q.max_y += reach;
	}
	/* No enemy's box meets q: no target, and no query. */
	if (q.max_x < enemy->min_x || q.min_x > enemy->max_x ||
	    q.max_y < enemy->min_y || q.min_y > enemy->max_y)
		return;
	size_t nc = world_box(w, q);
	if (nc > w->cap)
		nc = w->cap;
	memcpy(cand, w->buf, nc * sizeof *cand);
	if (w->grid) {
		w->reach_boxes_made = false;
		w->reach_cand = cand;
		w->reach_n = nc;
		w->reach_fi = fi;
		w->reach_box = q;
	}
	for (size_t k = 0; k < nc; k++) {
		size_t ti = cand[k];
		if (ti == fi || !w->has[ti] || ours[ti])
			continue;
		/* Cheap rejections before the line of fire: the point of
		 * fire lies on the front edge (3.1.3). */
		if (footprint_distance_to_point(&w->fp[ti], w->fp[fi].ref) -
			w->fp[fi].width / 2 >
		    reach + 1e-9)
			continue;
		c->pairs++;
		struct ba_fire_geo fg;
		fire_eval(w, fi, ti, NULL, &fg);
		if (!fg.in_arc)
			c->arc++;
		else if (fg.blocked_by[0] || aim_too_few(w, f, &fg))
			c->blocked++; /* 3.1.3; too few files aim (3.1.1) */
		else if (!fg.security_ok)
			c->security++;
		else if (fg.zone < 0 || (fg.zone == 0 && fg.range > reach))
			c->beyond++;
		else {
			c->targets++;
			if (out != NULL)
				scan_record(f, &g->units[ti], &fg, out);
		}
	}
	w->reach_cand = NULL;
}

/* The threaded scan: firers in blocks of SCAN_BLOCK, each block's records
 * kept apart and put back in block order (the same order as one thread);
 * a world per worker, its grid marks its own (space_view_share). */
#define SCAN_BLOCK 32
#define SCAN_MIN_FIRERS 1000 /* per worker, below which one thread */

struct scan_run {
	struct world *worlds;	    /* per worker */
	size_t **cand;		    /* per worker */
	struct scan_counts *counts; /* per worker */
	struct out *outs;	    /* per block; NULL: records not wanted */
	const bool *ours;
	struct geom_box enemy; /* the enemies' boxes' box */
	size_t n;
};

static void
scan_block(void *arg, size_t worker, size_t block)
{
	struct scan_run *r = arg;
	size_t to =
	    (block + 1) * SCAN_BLOCK < r->n ? (block + 1) * SCAN_BLOCK : r->n;
	for (size_t fi = block * SCAN_BLOCK; fi < to; fi++)
		scan_firer(&r->worlds[worker], fi, r->ours, &r->enemy,
			   r->cand[worker], r->outs ? &r->outs[block] : NULL,
			   &r->counts[worker]);
}

static void
scan_counts_add(struct scan_counts *c, const struct scan_counts *d)
{
	c->firers += d->firers;
	c->barred += d->barred;
	c->unplaced += d->unplaced;
	c->targets += d->targets;
	c->arc += d->arc;
	c->blocked += d->blocked;
	c->security += d->security;
	c->beyond += d->beyond;
	c->pairs += d->pairs;
	c->cannot += d->cannot;
}

static void
scan_parallel(struct world *w, size_t nworkers, const bool *ours,
	      const struct geom_box *enemy, struct out *out,
	      struct scan_counts *c)
{
	struct scan_run r = {.ours = ours, .enemy = *enemy, .n = w->n};
	size_t nblocks = (w->n + SCAN_BLOCK - 1) / SCAN_BLOCK;
	r.worlds = um_xcalloc(nworkers, sizeof *r.worlds);
	r.cand = um_xcalloc(nworkers, sizeof *r.cand);
	r.counts = um_xcalloc(nworkers, sizeof *r.counts);
	struct spatial_marks *marks = um_xcalloc(nworkers, sizeof *marks);
	if (out) {
		r.outs = um_xcalloc(nblocks, sizeof *r.outs);
		for (size_t b = 0; b < nblocks; b++)
			out_init(&r.outs[b]);
	}
	/* Worker 0 is this thread, on w and the grid's own marks; the
	 * others get their views here, before any thread runs, and the
	 * name lookups of fire_eval find their indexes built. */
	game_indexes_sync(w->g);
	r.worlds[0] = *w;
	for (size_t i = 1; i < nworkers; i++) {
		struct unit_space_view v;
		space_view_share(&w->view, &v, &marks[i]);
		world_init_view(&r.worlds[i], w->g, &v, true);
		r.worlds[i].aim_ends_only = w->aim_ends_only;
		r.worlds[i].quiet = w->quiet;
		r.worlds[i].verdict_only = w->verdict_only;
		r.worlds[i].supplies_ok = w->supplies_ok;
		memcpy(r.worlds[i].uof_per, w->uof_per, sizeof w->uof_per);
		memcpy(r.worlds[i].uof_min, w->uof_min, sizeof w->uof_min);
	}
	for (size_t i = 0; i < nworkers; i++)
		r.cand[i] = um_xmalloc(w->cap * sizeof *r.cand[i]);
	um_parallel(nblocks, nworkers, scan_block, &r);
	*w = r.worlds[0]; /* its caches were grown in the copy */
	for (size_t i = 0; i < nworkers; i++) {
		scan_counts_add(c, &r.counts[i]);
		free(r.cand[i]);
		if (i > 0) {
			world_free(&r.worlds[i]);
			spatial_marks_free(&marks[i]);
		}
	}
	for (size_t b = 0; out && b < nblocks; b++) {
		out_append(out, &r.outs[b]);
		out_free(&r.outs[b]);
	}
	free(r.outs);
	free(marks);
	free(r.counts);
	free(r.cand);
	free(r.worlds);
}

static void
scan_side(struct world *w, const char *side, struct out *out,
	  struct scan_counts *c)
{
	const struct game *g = w->g;
	/* Each unit's side compared once, not once per pair. */
	bool *ours = um_xmalloc(w->n ? w->n : 1);
	size_t mine = 0;
	struct geom_box enemy = {INFINITY, INFINITY, -INFINITY, -INFINITY};
	for (size_t i = 0; i < w->n; i++) {
		ours[i] = strcmp(g->units[i].side, side) == 0;
		mine += ours[i];
		if (!ours[i] && w->has[i]) {
			struct geom_box b = footprint_box(&w->fp[i]);
			enemy.min_x = min_d(enemy.min_x, b.min_x);
			enemy.min_y = min_d(enemy.min_y, b.min_y);
			enemy.max_x = max_d(enemy.max_x, b.max_x);
			enemy.max_y = max_d(enemy.max_y, b.max_y);
		}
	}
	size_t nworkers = um_parallel_workers(mine, SCAN_MIN_FIRERS);
	if (nworkers > 1 && w->grid) {
		scan_parallel(w, nworkers, ours, &enemy, out, c);
	} else {
		size_t *cand = um_xmalloc((w->n ? w->n : 1) * sizeof *cand);
		for (size_t fi = 0; fi < w->n; fi++)
			scan_firer(w, fi, ours, &enemy, cand, out, c);
		free(cand);
	}
	free(ours);
}

size_t
ba_scan_count(const struct game *g, const char *side, size_t *pairs)
{
	struct world w;
	struct scan_counts c;
	memset(&c, 0, sizeof c);
	world_init(&w, g, true);
	w.aim_ends_only = true;
	w.quiet = true;
	w.verdict_only = true;
	scan_side(&w, side, NULL, &c);
	world_free(&w);
	if (pairs)
		*pairs = c.pairs;
	return c.targets;
}

/* scan's world for `scan SIDE` (the setting fire_without_supplies). */
static void
scan_world(const struct cmd_ctx *ctx, struct world *w)
{
	world_init(w, ctx->g, true);
	w->aim_ends_only = true;
	w->quiet = true;
	w->verdict_only = true;
	const char *fws = ctx_setting(ctx, "fire_without_supplies");
	w->supplies_ok = fws && strcmp(fws, "factor") == 0;
	const char *uk[4] = {"uof_figures", "uof_gunners", "uof_min_figures",
			     "uof_min_gunners"};
	for (int k = 0; k < 4; k++) {
		const char *v = ctx_setting(ctx, uk[k]);
		int *dst = k < 2 ? &w->uof_per[k] : &w->uof_min[k - 2];
		char *end;
		long n = v ? strtol(v, &end, 10) : 0;
		if (v && end != v && *end == '\0' && n >= 1 && n <= 1000)
			*dst = (int)n;
	}
}

void
ba_fire_targets(struct cmd_ctx *ctx, const char *side, pair_fn each, void *arg)
{
	const struct game *g = ctx->g;
	struct world w;
	struct scan_counts c;
	memset(&c, 0, sizeof c);
	scan_world(ctx, &w);
	struct out o;
	out_init(&o);
	scan_side(&w, side, &o, &c);
	world_free(&w);
	/* The SCAN records as data: their firer and target. */
	for (size_t i = 0; i < o.n; i++) {
		const char *f = record_get(&o.lines[i].rec, "firer");
		const char *t = record_get(&o.lines[i].rec, "target");
		const struct unit *fu = f ? game_unit_c(g, f) : NULL;
		const struct unit *tu = t ? game_unit_c(g, t) : NULL;
		if (fu && tu)
			each(arg, fu, tu);
	}
	out_free(&o);
}

int
ba_scan(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: scan SIDE");
	const char *side = a->word[ctx->argi];
	const struct game *g = ctx->g;
	bool found = false;
	for (size_t i = 0; i < g->nunits && !found; i++)
		found = strcmp(g->units[i].side, side) == 0;
	if (!found) {
		struct strbuf sb;
		sb_init(&sb);
		for (size_t i = 0; i < g->nunits; i++) {
			bool seen = false;
			for (size_t j = 0; j < i && !seen; j++)
				seen = strcmp(g->units[j].side,
					      g->units[i].side) == 0;
			if (!seen)
				sb_addf(&sb, "%s%s", sb.len ? "|" : "",
					g->units[i].side);
		}
		cmd_error(ctx, "no unit has side=%s; sides: %s", side,
			  sb.len ? sb.s : "(none: the roster is empty)");
		sb_free(&sb);
		return -1;
	}
	struct world w;
	struct scan_counts c;
	memset(&c, 0, sizeof c);
	scan_world(ctx, &w);
	scan_side(&w, side, ctx->out, &c);
	world_free(&w);
	out_text(ctx->out,
		 "  scan %s: %zu units may fire, %zu targets; not counted: "
		 "%zu outside the arc, %zu blocked, %zu security zone, %zu "
		 "beyond range",
		 side, c.firers, c.targets, c.arc, c.blocked, c.security,
		 c.beyond);
	if (c.unplaced || c.barred)
		out_text(ctx->out,
			 "  %zu not on the map (ask the umpire), %zu in MD/FD "
			 "may not fire (3.1.1)",
			 c.unplaced, c.barred);
	if (c.cannot)
		out_text(ctx->out,
			 "  %zu may not fire for another reason: without "
			 "supplies (5.5.3), a neighbour unit this bound "
			 "(3.1.6) or passed through (1.1.1)",
			 c.cannot);
	return 0;
}

/* ---- the map's view: the ruleset hooks fire_view and arc_view ----------- */

double
ba_fire_arc_deg(const struct unit *f)
{
	return f->arm == ARM_ARTILLERY ? ARC_ARTILLERY : ARC_SMALL_ARMS;
}

/* 3.1.3: the arc is measured at the point of fire, the centre of the
 * front edge (docs/rulings.md "Geometry"). */
void
ba_arc_view(const struct game *g, const struct unit *u, struct arc_view *v)
{
	(void)g;
	v->half_angle_deg = ba_fire_arc_deg(u);
	v->from_centre = true;
}

/* Tables 13/14 zone as `check fire` decides it: the typed table and the
 * unit's weapon (weapon= or the arm's setting). 0 beyond the last zone,
 * -1 weapon not in the table or tables not loadable. */
static int
view_zone(const struct game *g, const struct tableset *ts, const struct unit *a,
	  double range, char *weapon, size_t wlen)
{
	struct ba_tables bt;
	char *err = NULL;
	memset(&bt, 0, sizeof bt);
	if (ts == NULL || ba_tables_shared(ts, g, &bt, &err) < 0) {
		free(err);
		snprintf(weapon, wlen, "%s", a->weapon);
		return -1;
	}
	const char *w = ba_unit_weapon(&bt.set, a);
	snprintf(weapon, wlen, "%s", w);
	int z =
	    ba_zone_of(a->arm == ARM_ARTILLERY ? &bt.t14 : &bt.t13, w, range);
	ba_tables_free(&bt);
	return z;
}

/* One firer at one target as `check fire` judges it with the default
 * point of impact (3.1.3, 3.1.4, 3.3.1, 3.4.2 via ba_fire_geometry; the
 * zone via ba_zone_of): the map view can never disagree with the
 * ruling. */
/* ba_fire_view's from and to alone: the evaluation stops at the point
 * of impact (the report's arrows). */
int
ba_fire_points(const struct game *g, const struct unit *a, const struct unit *t,
	       struct vec2 *from, struct vec2 *to)
{
	struct ba_fire_geo geo;
	const struct ba_fire_opts o = {.points_only = true};
	ba_fire_geometry_opts(g, a, t, &o, &geo);
	if (!geo.known)
		return 0;
	*from = vec2_make(geo.fx, geo.fy);
	*to = geo.in_arc ? vec2_make(geo.ix, geo.iy) : vec2_make(t->x, t->y);
	return 1;
}

int
ba_fire_view(const struct game *g, const struct tableset *ts,
	     const struct unit *a, const struct unit *t, struct fire_view *v)
{
	memset(v, 0, sizeof *v);
	v->blocked_unit = -1;
	struct ba_fire_geo geo;
	ba_fire_geometry(g, a, t, &geo);
	if (!geo.known) {
		snprintf(v->why, sizeof v->why, "%.150s", geo.why);
		return 0;
	}
	v->known = true;
	v->from = vec2_make(geo.fx, geo.fy);
	v->to = geo.in_arc ? vec2_make(geo.ix, geo.iy) : vec2_make(t->x, t->y);
	v->range = geo.range;
	v->in_arc = geo.in_arc;
	if (!geo.in_arc) {
		snprintf(v->why, sizeof v->why, "%.140s (3.1.3)", geo.why_arc);
		return 0;
	}
	if (geo.blocked_by[0]) {
		copy_str(v->blocked_by, sizeof v->blocked_by, geo.blocked_by);
		if (!geo.blocked_is_terrain) {
			const struct unit *b = game_unit_c(g, geo.blocked_by);
			size_t i = b ? unit_index(g, b) : (size_t)-1;
			v->blocked_unit = i == (size_t)-1 ? -1 : (int)i;
		}
	}
	char weapon[UM_NAME_MAX + 1];
	int z = view_zone(g, ts, a, geo.range, weapon, sizeof weapon);
	v->in_range = z > 0;
	if (geo.blocked_by[0])
		snprintf(v->why, sizeof v->why, "%.150s (3.1.3)",
			 geo.why_block);
	else if (!geo.security_ok)
		snprintf(v->why, sizeof v->why, "%.150s (3.1.4)",
			 geo.why_security);
	else if (z > 0)
		snprintf(v->why, sizeof v->why,
			 "zone %d at %.1f cm along the line of fire (3.1.3, "
			 "tables 13/14)",
			 z, geo.range);
	else if (z == 0)
		snprintf(v->why, sizeof v->why,
			 "%.1f cm: beyond the last zone of %.40s (3.1.3)",
			 geo.range, weapon);
	else
		snprintf(v->why, sizeof v->why,
			 "%.1f cm; weapon %.40s has no zones in tables 13/14",
			 geo.range, weapon);
	return 0;
}

/* 4.3.2: the skirmish line stands entirely or partially in the melee zone
 * between its soutien and the opponent: its footprint overlaps the
 * soutien's 5 cm melee zone or the opponent's. */
bool
ba_geo_sl_between(const struct game *g, const struct unit *sl,
		  const struct unit *soutien, const struct unit *opp,
		  bool *known)
{
	size_t si = unit_index(g, sl), ui = unit_index(g, soutien),
	       oi = unit_index(g, opp);
	*known = false;
	if (si == (size_t)-1 || ui == (size_t)-1 || oi == (size_t)-1)
		return false;
	struct world w;
	world_init(&w, g, false);
	bool between = false;
	if (w.has[si] && w.has[ui] && w.has[oi]) {
		*known = true;
		struct footprint zs, zo;
		between =
		    (melee_zone_make(&zs, &w.fp[ui], MELEE_ZONE) == GEOM_OK &&
		     footprints_overlap(&zs, &w.fp[si])) ||
		    (melee_zone_make(&zo, &w.fp[oi], MELEE_ZONE) == GEOM_OK &&
		     footprints_overlap(&zo, &w.fp[si]));
	}
	world_free(&w);
	return between;
}

/* 3.3.2: the line of fire of geo (point of fire to point of impact)
 * passes through unit u's footprint. *known false when u or the line is
 * not on the map. */
bool
ba_geo_line_through(const struct game *g, const struct ba_fire_geo *geo,
		    const struct unit *u, bool *known)
{
	struct footprint fp;
	*known = geo->known && geo->in_arc && unit_footprint(g, u, &fp) == 0;
	if (!*known)
		return false;
	return segment_footprint_crossing(&fp, vec2_make(geo->fx, geo->fy),
					  vec2_make(geo->ix, geo->iy)) ==
	       GEOM_ENTERS_INTERIOR;
}
