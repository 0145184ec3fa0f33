/* footprint.h - a unit as a rectangle on the table (spec §7), for every
 * ruleset and for the TUI's drawing.
 *
 * The size comes from width= and depth= when typed in, else from the
 * ruleset's data/RULESET/bases.csv (figures or guns, formation, base sizes;
 * docs/geometry.md "Footprints from base sizes"). No rule is decided here. */
#ifndef UMPIRE_FOOTPRINT_H
#define UMPIRE_FOOTPRINT_H

#include <stdbool.h>

#include "umpire/game.h"
#include "umpire/geom.h"

struct unit_shape {
	double width, depth; /* game units */
	int files, ranks;    /* figure (gun) files along the front, ranks */
	double max_range;    /* bases.csv fallback range of fire; 0 none */
	bool typed;	     /* width and depth both typed in */
	bool provisional;    /* a size came from a provisional bases.csv */
	char how[112];	     /* why there is no size (when -1) */
};

/* Size of u. 0, or -1 when neither typed nor derivable (no bases.csv row,
 * no figures); then *out->how says why. */
int unit_shape_of(const struct game *, const struct unit *,
		  struct unit_shape *);

/* Footprint of a placed unit with a known size: 0, else -1 (not placed,
 * removed, or no size). */
int unit_footprint(const struct game *, const struct unit *,
		   struct footprint *);

/* Hill layer at a point: the highest level of the hill polygons that hold
 * it (boundary inclusive), 0 when none. */
int terrain_level_at(const struct game *, struct vec2 p);

/* A terrain's points as vectors (malloc'd; the caller frees). */
struct vec2 *terrain_vertices(const struct terrain *);

/* A setting: `game key=value` first, then settings.csv; NULL when absent. */
const char *game_setting(const struct game *, const char *key);

#endif
