/* spatial.h - where the units are: every unit's footprint and a grid of
 * their boxes, derived from the game and kept between commands. Before each
 * use the roster is compared with what was measured (position, facing,
 * size, formation, strength), and only the units that changed are measured
 * again; the grid is rebuilt when any did. Shared by the rulesets' checks,
 * scan and the map. Nothing here is game state: undo and copies ignore it. */
#ifndef UMPIRE_SPATIAL_H
#define UMPIRE_SPATIAL_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/game.h"
#include "umpire/geom.h"

/* Footprints of units 0..n-1 (has[i]: placed, sized, not removed), as
 * unit_footprint() gives them. Valid until the game next changes. */
struct unit_space;
struct unit_space_view {
	size_t n;
	const struct footprint *fp;
	const bool *has;
	struct unit_space *space;
	/* NULL: queries stamp the grid's own marks; a thread's view brings
	 * its own (space_view_share), so several read one grid at once. */
	struct spatial_marks *marks;
};
void game_space_view(const struct game *, struct unit_space_view *);
/* unit_shape_of() of unit i, as measured for the view. */
struct unit_shape;
int space_unit_shape(const struct unit_space_view *, size_t i,
		     struct unit_shape *);

/* Indices of the units (on the map or not) that name a mother (skirmish
 * lines, 1.3.3), ascending: the short list to search for a unit's line.
 * Valid until the game next changes. */
size_t game_units_with_mother(const struct game *, const size_t **out);

/* Indices of the units on the map whose footprint's box meets q (closed),
 * ascending. At most cap are written to out; returns the total count. */
size_t game_units_in_box(const struct game *, struct geom_box q, size_t *out,
			 size_t cap);
/* ... whose box meets the segment a-b widened by half_width each side. */
size_t game_units_along(const struct game *, struct vec2 a, struct vec2 b,
			double half_width, size_t *out, size_t cap);

/* The same on a view: no comparison with the roster, for the many
 * questions of one ruling (the game must not change in between). */
size_t space_units_in_box(const struct unit_space_view *, struct geom_box q,
			  size_t *out, size_t cap);
size_t space_units_along(const struct unit_space_view *, struct vec2 a,
			 struct vec2 b, double half_width, size_t *out,
			 size_t cap);
/* The box of every unit on the map (false: none is). */
bool space_units_extent(const struct unit_space_view *, struct geom_box *out);
/* Builds the grid now (queries build it when first asked), then gives
 * *shared the same view with marks m of its own: queries through it only
 * read the space, so threads may use such views at once while the game
 * does not change. spatial_marks_free(m) when done. */
void space_view_share(const struct unit_space_view *v,
		      struct unit_space_view *shared, struct spatial_marks *m);

void unit_space_free(struct unit_space *);

/* What the next sync must look at (game.c and undo.c call these): unit i
 * handed out for writing (game_unit_w), or any unit (units moved in the
 * array, or a command that writes the roster directly). */
void space_note_unit(struct game *, size_t i);
void space_note_all(struct game *);
/* A unit handed out outside an undo group stays noted (its pointer may
 * still be written) until the front end's next command: the session calls
 * this before each one. */
void space_command_boundary(struct game *);
/* While on (nested), every sync compares every unit: for replays that
 * run commands outside undo groups (session.c, replay_line). */
void space_untracked(struct game *, bool on);

#endif
