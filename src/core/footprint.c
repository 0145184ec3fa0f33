/* footprint.c - unit footprints from typed sizes or bases.csv (spec §7). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/table.h"
#include "umpire/util.h"

const char *
game_setting(const struct game *g, const char *key)
{
	const char *v = kv_get(g->settings, g->nsettings, key);
	return v ? v : tableset_setting(g->tables, key);
}

static bool
cell_matches(const char *cell, const char *want)
{
	return strcmp(cell, "*") == 0 || strcmp(cell, want) == 0;
}

static double
cell_num(const struct table *t, size_t row, int c, bool *ok)
{
	double v = 0;
	if (c < 0) {
		*ok = false;
		return 0;
	}
	const char *s = table_cell(t, row, c);
	if (s == NULL || *s == '\0')
		return 0;
	if (!um_parse_double(s, &v) || v < 0)
		*ok = false;
	return v;
}

/* Size from the first matching bases.csv row; -1 with *how when none. */
static int
shape_from_bases(const struct game *g, const struct unit *u,
		 struct unit_shape *s)
{
	const struct table *t = tableset_get(g->tables, "bases.csv");
	if (t == NULL) {
		snprintf(s->how, sizeof s->how,
			 "no width/depth typed and no bases.csv");
		return -1;
	}
	int carm = table_col(t, "arm"), cform = table_col(t, "formation");
	int ccount = table_col(t, "count"), cshape = table_col(t, "shape");
	int cranks = table_col(t, "ranks"), cfiles = table_col(t, "files");
	int cfw = table_col(t, "file_width"), crd = table_col(t, "rank_depth");
	int crange = table_col(t, "max_range");
	const char *form = unit_formation_name(g, u);
	for (size_t r = 0; carm >= 0 && cform >= 0 && r < t->nrows; r++) {
		if (!cell_matches(table_cell(t, r, carm), arm_names[u->arm]) ||
		    !cell_matches(table_cell(t, r, cform), form))
			continue;
		bool ok = true;
		bool guns = ccount >= 0 &&
			    strcmp(table_cell(t, r, ccount), "guns") == 0;
		bool square = cshape >= 0 &&
			      strcmp(table_cell(t, r, cshape), "square") == 0;
		double ranks = cell_num(t, r, cranks, &ok);
		/* A ruleset's own ranks key replaces the row's ranks. */
		int own = ranks >= 1 && g->rs && g->rs->unit_ranks
			      ? g->rs->unit_ranks(u)
			      : 0;
		if (own > 0)
			ranks = own;
		double files = cell_num(t, r, cfiles, &ok);
		double fw = cell_num(t, r, cfw, &ok);
		double rd = cell_num(t, r, crd, &ok);
		s->max_range = cell_num(t, r, crange, &ok);
		int n = guns ? u->guns : u->figures;
		if (!ok || fw <= 0 || rd <= 0 || (ranks < 1 && files < 1)) {
			snprintf(s->how, sizeof s->how,
				 "bases.csv:%d is not usable (needs "
				 "file_width, rank_depth, ranks or files)",
				 t->rows[r].line);
			return -1;
		}
		if (n < 1) {
			snprintf(s->how, sizeof s->how,
				 "no width/depth typed and no %s to lay out",
				 guns ? "guns" : "figures");
			return -1;
		}
		if (square) {
			int rk = ranks >= 1 ? (int)ranks : 1;
			int side = (n + 4 * rk - 1) / (4 * rk);
			s->files = side;
			s->ranks = rk;
			s->width = side * fw;
			s->depth = s->width;
		} else if (ranks >= 1) {
			int rk = (int)ranks < n ? (int)ranks : n;
			s->ranks = rk;
			s->files = (n + rk - 1) / rk;
			s->width = s->files * fw;
			s->depth = rk * rd;
		} else {
			int fl = (int)files < n ? (int)files : n;
			s->files = fl;
			s->ranks = (n + fl - 1) / fl;
			s->width = fl * fw;
			s->depth = s->ranks * rd;
		}
		s->provisional = t->provisional;
		return 0;
	}
	snprintf(s->how, sizeof s->how,
		 "no width/depth typed and no bases.csv row for %s %s",
		 arm_names[u->arm], form);
	return -1;
}

int
unit_shape_of(const struct game *g, const struct unit *u, struct unit_shape *s)
{
	memset(s, 0, sizeof *s);
	int r = g->rs && g->rs->unit_size ? g->rs->unit_size(g, u, s)
					  : shape_from_bases(g, u, s);
	if (u->width > 0 && u->depth > 0) {
		/* Typed sizes win; files/ranks stay from the table when any. */
		s->typed = true;
		s->provisional = false;
		s->width = u->width;
		s->depth = u->depth;
		if (r < 0) {
			s->files = u->figures > 0 ? u->figures : 1;
			s->ranks = 1;
		}
		s->how[0] = '\0';
		return 0;
	}
	if (r < 0)
		return -1;
	if (u->width > 0)
		s->width = u->width;
	if (u->depth > 0)
		s->depth = u->depth;
	return 0;
}

int
unit_footprint(const struct game *g, const struct unit *u, struct footprint *fp)
{
	struct unit_shape s;
	if (!u->placed || u->removed || unit_shape_of(g, u, &s) < 0)
		return -1;
	return footprint_make(fp, u->x, u->y, u->facing, s.width, s.depth) ==
		       GEOM_OK
		   ? 0
		   : -1;
}

struct vec2 *
terrain_vertices(const struct terrain *t)
{
	struct vec2 *v = um_xmalloc((t->npts ? t->npts : 1) * sizeof *v);
	for (size_t i = 0; i < t->npts; i++)
		v[i] = vec2_make(t->pts[i].x, t->pts[i].y);
	return v;
}

int
terrain_level_at(const struct game *g, struct vec2 p)
{
	int level = 0;
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *t = &g->terrain[i];
		if (t->kind != TERRAIN_HILL || t->npts < 3 || t->level <= level)
			continue;
		struct vec2 *v = terrain_vertices(t);
		struct polygon poly = {v, t->npts};
		if (polygon_contains_point(poly, p))
			level = t->level;
		free(v);
	}
	return level;
}
