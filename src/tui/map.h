/* map.h - the map pane (map.c): arcs and lines of fire from the ruleset's
 * hooks. */
#ifndef UMPIRE_TUI_MAP_H
#define UMPIRE_TUI_MAP_H

#include "ui.h"

void map_draw(struct tui *, struct rect);
void map_fit(struct tui *, struct rect);
void map_zoom(struct tui *, double factor);
void map_pan(struct tui *, struct rect, int dx_cells, int dy_cells);
void map_centre_on(struct tui *, double x, double y);
/* Game coordinates of the centre of a screen cell. */
void map_cell_to_game(const struct tui *, struct rect, int y, int x, double *gx,
		      double *gy);
/* Nearest unit to a screen cell within a few cells, or -1. */
int map_unit_near(const struct tui *, struct rect, int y, int x);

#endif
