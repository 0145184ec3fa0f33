/* mapsvg.h - the SVG map of a bound, one renderer for the after-action
 * report (reporthtml.c) and the live views (view.c): the terrain, every
 * unit as its footprint, where units stood when the bound began, the
 * lines of fire and melees, labels. Internal to the core. */
#ifndef UMPIRE_MAPSVG_H
#define UMPIRE_MAPSVG_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/game.h"
#include "umpire/record.h"
#include "umpire/geom.h"
#include "umpire/util.h"

struct snap_unit {
	char name[UM_NAME_MAX + 1], side[UM_NAME_MAX + 1];
	char label[UM_LABEL_BYTES + 1], state[UM_NAME_MAX + 1];
	bool drawn;	       /* placed, sized, not removed */
	bool removed, placed;  /* removed: kept for the record */
	bool size_provisional; /* from a provisional bases.csv */
	struct vec2 corner[4], centre;
	double x, y, facing;
	int figures, figures_start;
	char formation[UM_NAME_MAX + 1];
	/* A live view's projection (view.c): what this audience may not see
	 * is left out of the map (and zero or empty here). */
	bool hide_figures, hide_state;
	bool highlight; /* the firer or target of the ruling shown */
	bool focus;	/* what the umpire looks at (a live view) */
};

struct snap_terrain {
	char name[UM_NAME_MAX + 1];
	enum terrain_kind kind;
	int level;
	enum cover cover;
	struct vec2 *pts;
	size_t npts;
};

struct map_ruling {
	char *phase;
	struct record rec;	    /* the ruling record */
	bool arrow, melee;	    /* a line of fire or a melee to draw */
	char actor[96], target[96]; /* as in struct ruling_parts */
	struct vec2 from, to;
};

struct bound_map {
	int bound;
	bool final; /* the bound in progress */
	struct snap_unit *units;
	size_t nunits;
	struct snap_terrain *terrain;
	size_t nterrain;
	struct map_ruling *rulings;
	size_t nrulings;
};

struct map_page {
	struct strbuf *h;
	const char **sides;
	size_t nsides;
	struct geom_box box; /* the table shown, in table coordinates */
	double k; /* sizes of lines and text: 1 for a table 120 across */
	const char *turn_word;
	bool inches;
};

/* A unit, a terrain as a map shows them; the line a ruling draws
 * (r->actor, r->target set), where the units stand in g. */
void map_snap_unit(const struct game *, const struct unit *,
		   struct snap_unit *);
void map_snap_terrain(const struct terrain *, struct snap_terrain *);
/* map_snap_unit of unit i of g, its footprint from the unit space v
 * (game_space_view) when it has one. */
struct unit_space_view;
void map_snap_unit_in(const struct game *, const struct unit_space_view *v,
		      size_t i, struct snap_unit *);
/* m (zeroed here) becomes the map of g at the end of a bound: every unit
 * and terrain piece, and the rulings made in it (*rulings, *n handed over
 * and reset: the next bound's start empty). */
void map_snap_bound(struct bound_map *m, const struct game *g, int bound,
		    bool final, struct map_ruling **rulings, size_t *n,
		    size_t *cap);
void map_ruling_arrow(const struct game *, struct map_ruling *);

/* One frame for every map of a page (pg->h, turn_word, inches set): all
 * the terrain and units of the maps with a margin, the sides named once
 * (pg->sides: malloc'd, the caller frees it). */
void map_page_frame(struct map_page *, const struct bound_map *maps,
		    size_t nmaps);
/* The same a map at a time: map_frame_add for each, then map_frame_end. */
struct map_frame {
	bool any;
	size_t capsides;
};
void map_frame_add(struct map_page *, struct map_frame *,
		   const struct bound_map *);
void map_frame_end(struct map_page *, struct map_frame *);
/* The map of bound m into pg->h; before: the map of the bound before (for
 * the moves and the losses of the bound), or NULL; fresh: the state not
 * named on the labels. */
void map_svg(struct map_page *, const struct bound_map *m,
	     const struct bound_map *before, const char *fresh);

/* The maps' text sizes, scaled to the table shown, as a <style> into
 * pg->h: it applies to the whole page, every map of a page has the same.
 * Each selector begins with scope ("svg.map ", or "": it then applies to
 * what a map uses from another too). */
void map_svg_style(struct map_page *, const char *scope);

/* Text for HTML and SVG alike: & < > " ' escaped, control characters and
 * bytes that are not UTF-8 shown as '?'. */
void map_esc(struct strbuf *, const char *);
/* Length of the valid UTF-8 sequence at s (1 to 4), or 0. */
size_t map_utf8_len(const unsigned char *s);
/* A number with two decimals whatever the locale. */
void map_num(struct strbuf *, double);
const char *map_side_colour(const struct map_page *, const char *side);
const struct snap_unit *map_unit_in(const struct bound_map *, const char *name);
/* Figures lost in m's bound: since before (NULL: since added). */
int map_lost_in_bound(const struct snap_unit *, const struct bound_map *before);
/* The same for unit k of map m (found in before by its place first). */
int map_lost_at(const struct bound_map *m, size_t k,
		const struct bound_map *before);

#endif
