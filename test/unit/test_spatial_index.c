/* test_spatial_index.c - the indexes kept instead of scans answer as a
 * scan does: the grid changed in place (spatial_grid_set) against a brute
 * force over its current boxes, and the game's unit space, moved by
 * commands, against every unit's footprint measured anew. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/session.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

static uint64_t rng_state = 88172645463325252ULL;

static double
rnd(double lo, double hi)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return lo + (hi - lo) * (double)(rng_state >> 11) / 9007199254740992.0;
}

static bool
meets(struct geom_box a, struct geom_box b)
{
	return a.min_x <= b.max_x && b.min_x <= a.max_x && a.min_y <= b.max_y &&
	       b.min_y <= a.max_y;
}

/* The corridor's test as the grid makes it: the segment meets the box
 * grown by the half width. */
static bool
corridor_meets(struct geom_box b, struct vec2 p, struct vec2 q, double r)
{
	double t0, t1;
	return geom_clip_to_box(p, q, b.min_x - r, b.max_x + r, b.min_y - r,
				b.max_y + r, &t0, &t1);
}

static struct geom_box
random_box(double spread)
{
	double x = rnd(-spread, spread), y = rnd(-spread / 2, spread / 2);
	double w = rnd(0, 12), h = rnd(0, 6);
	return (struct geom_box){x, y, x + w, y + h};
}

/* Moves small and large, items gone and back: every answer equals the
 * brute force over the boxes as they are now, in the same order, with
 * the same total when the room is short. */
static void
test_grid_in_place_matches_brute_force(void **state)
{
	(void)state;
	enum { N = 1500, ROUNDS = 60, Q = 20 };
	struct geom_box *box = malloc(N * sizeof *box);
	bool *gone = calloc(N, sizeof *gone);
	size_t *got = malloc(N * sizeof *got), *want = malloc(N * sizeof *want);
	for (size_t i = 0; i < N; i++)
		box[i] = random_box(400);
	struct spatial_grid *grid = spatial_grid_build(box, N, 0);
	assert_non_null(grid);
	size_t loose_seen = 0;
	for (int round = 0; round < ROUNDS; round++) {
		for (int m = 0; m < 15; m++) {
			size_t i = (size_t)rnd(0, N - 1);
			int kind = (int)rnd(0, 4);
			if (kind == 0) { /* gone */
				gone[i] = true;
				assert_int_equal(
				    spatial_grid_set(grid, i, NULL), 0);
				continue;
			}
			struct geom_box b = box[i];
			double d = kind == 1 ? 0.5 : kind == 2 ? 40 : 900;
			double dx = rnd(-d, d), dy = rnd(-d, d);
			b.min_x += dx;
			b.max_x += dx;
			b.min_y += dy;
			b.max_y += dy;
			box[i] = b;
			gone[i] = false;
			assert_int_equal(spatial_grid_set(grid, i, &b), 0);
		}
		if (spatial_grid_loose(grid) > loose_seen)
			loose_seen = spatial_grid_loose(grid);
		for (int k = 0; k < Q; k++) {
			struct geom_box q = random_box(500);
			q.max_x += rnd(0, 100);
			q.max_y += rnd(0, 100);
			size_t n_got = spatial_grid_query_box(grid, q, got, N);
			size_t n_want = 0;
			for (size_t i = 0; i < N; i++)
				if (!gone[i] && meets(box[i], q))
					want[n_want++] = i;
			assert_int_equal(n_got, n_want);
			assert_memory_equal(got, want, n_want * sizeof *got);
			struct vec2 p = {rnd(-500, 500), rnd(-300, 300)};
			struct vec2 e = {p.x + rnd(-150, 150),
					 p.y + rnd(-150, 150)};
			double r = k % 3 ? rnd(0, 10) : 0;
			n_got =
			    spatial_grid_query_corridor(grid, p, e, r, got, N);
			n_want = 0;
			for (size_t i = 0; i < N; i++)
				if (!gone[i] && corridor_meets(box[i], p, e, r))
					want[n_want++] = i;
			assert_int_equal(n_got, n_want);
			assert_memory_equal(got, want, n_want * sizeof *got);
			/* short of room: the same total */
			if (n_want > 3) {
				size_t short_got[3];
				assert_int_equal(
				    spatial_grid_query_corridor(grid, p, e, r,
								short_got, 3),
				    n_want);
			}
		}
	}
	assert_true(loose_seen > 0); /* the loose path was taken */
	/* bad input changes nothing */
	struct geom_box bad = {NAN, 0, 1, 1};
	assert_int_equal(spatial_grid_set(grid, 0, &bad), -1);
	assert_int_equal(spatial_grid_set(grid, N, NULL), -1);
	spatial_grid_free(grid);
	free(box);
	free(gone);
	free(got);
	free(want);
}

static struct session *
new_session(void)
{
	struct session_opts so = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	assert_non_null(s);
	return s;
}

static int
run(struct session *s, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(s, line, &o, &err);
	free(err);
	out_free(&o);
	return r;
}

/* The game's units in a box and along a corridor, from the unit space,
 * against every placed unit's footprint measured now; and the extent. */
static void
check_space_answers(struct game *g, int k)
{
	size_t n = g->nunits;
	size_t *got = malloc((n + 1) * sizeof *got);
	size_t *want = malloc((n + 1) * sizeof *want);
	struct geom_box *fb = malloc((n + 1) * sizeof *fb);
	bool *on = calloc(n + 1, sizeof *on);
	struct geom_box ext = {0, 0, 0, 0};
	bool any = false;
	for (size_t i = 0; i < n; i++) {
		struct footprint fp;
		if (unit_footprint(g, &g->units[i], &fp) != 0)
			continue;
		on[i] = true;
		fb[i] = footprint_box(&fp);
		if (!any)
			ext = fb[i];
		any = true;
		ext.min_x = fmin(ext.min_x, fb[i].min_x);
		ext.min_y = fmin(ext.min_y, fb[i].min_y);
		ext.max_x = fmax(ext.max_x, fb[i].max_x);
		ext.max_y = fmax(ext.max_y, fb[i].max_y);
	}
	struct geom_box q = random_box(150);
	q.max_x += rnd(0, 60);
	q.max_y += rnd(0, 60);
	size_t n_got = game_units_in_box(g, q, got, n + 1), n_want = 0;
	for (size_t i = 0; i < n; i++)
		if (on[i] && meets(fb[i], q))
			want[n_want++] = i;
	assert_int_equal(n_got, n_want);
	assert_memory_equal(got, want, n_want * sizeof *got);
	struct vec2 p = {rnd(-150, 150), rnd(-80, 80)};
	struct vec2 e = {p.x + rnd(-60, 60), p.y + rnd(-60, 60)};
	double r = k % 2 ? rnd(0, 8) : 0;
	n_got = game_units_along(g, p, e, r, got, n + 1);
	n_want = 0;
	for (size_t i = 0; i < n; i++)
		if (on[i] && corridor_meets(fb[i], p, e, r))
			want[n_want++] = i;
	assert_int_equal(n_got, n_want);
	assert_memory_equal(got, want, n_want * sizeof *got);
	struct unit_space_view v;
	game_space_view(g, &v);
	struct geom_box have;
	bool has = space_units_extent(&v, &have);
	assert_int_equal(has, any);
	if (any)
		assert_memory_equal(&have, &ext, sizeof ext);
	free(got);
	free(want);
	free(fb);
	free(on);
}

/* A random game moved by commands (unit set, unit move, off the map and
 * back, formation and figures, undo): after each, the unit space answers
 * as a scan of every unit does. */
static void
test_unit_space_matches_scan(void **state)
{
	(void)state;
	struct session *s = new_session();
	assert_int_equal(run(s, "ruleset belle-alliance"), 0);
	enum { UNITS = 120, STEPS = 400 };
	char line[256];
	for (int i = 0; i < UNITS; i++) {
		snprintf(line, sizeof line,
			 "unit add U%d side=%s arm=infantry figures=24 "
			 "formation=line x=%.1f y=%.1f facing=%d weapon=musket",
			 i, i % 2 ? "French" : "Allied", rnd(-150, 150),
			 rnd(-80, 80), (int)rnd(0, 359));
		assert_int_equal(run(s, line), 0);
	}
	check_space_answers(s->g, 0);
	for (int k = 1; k <= STEPS; k++) {
		int u = (int)rnd(0, UNITS - 1);
		switch ((int)rnd(0, 7)) {
		case 0:
			snprintf(line, sizeof line,
				 "unit set U%d x=%.1f y=%.1f", u,
				 rnd(-150, 150), rnd(-80, 80));
			break;
		case 1: /* a small step: stays in its cells */
			snprintf(line, sizeof line, "unit set U%d x=%.2f", u,
				 s->g->units[u].x + rnd(-1, 1));
			break;
		case 2:
			snprintf(line, sizeof line, "unit set U%d figures=%d",
				 u, (int)rnd(4, 40));
			break;
		case 3:
			snprintf(line, sizeof line, "unit set U%d formation=%s",
				 u, k % 2 ? "attack-column" : "line");
			break;
		case 4: /* far out: the extent grows */
			snprintf(line, sizeof line, "unit set U%d x=%.1f", u,
				 rnd(-900, 900));
			break;
		case 5:
			snprintf(line, sizeof line, "unit set U%d facing=%d", u,
				 (int)rnd(0, 359));
			break;
		default:
			snprintf(line, sizeof line, "undo");
			break;
		}
		run(s, line);
		check_space_answers(s->g, k);
	}
	session_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_grid_in_place_matches_brute_force),
	    cmocka_unit_test(test_unit_space_matches_scan),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
