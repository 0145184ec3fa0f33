/*
 * bench_scan - `scan SIDE` on generated Belle Alliance battles of 1,000 and
 * 10,000 placed units (the 10,000-unit scan under one second, and
 * growth from 1,000 to 10,000 well below the 100x of an all-pairs method).
 *
 * Two armies face each other across a 25 cm gap, in rows 15 cm apart and
 * files 45 cm apart (one battery in eight), with jitter in place and
 * facing; the front grows with the number of units, so the density stays
 * that of a real table. Prints one line per size and the growth.
 *
 *   cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Iinclude -o build/bench_scan \
 *      test/bench/bench_scan.c build/libumpire.a -lm
 *   ./bench_scan [N...]        (default: 1000 10000)
 *   ./bench_scan --script N    the same battle of N units as a batch script
 *                              (plus terrain, skirmish lines, levels and
 *                              cover), ending with `scan` of both sides: its
 *                              output is compared before and after a change
 *                              to scan (it must stay byte-identical)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../src/rules/belle-alliance/geometry.h"
#include "umpire/ruleset.h"
#include "umpire/table.h"

static unsigned seed = 12345;

static double
rnd(double lo, double hi)
{
	seed = seed * 1103515245u + 12345u;
	return lo + (hi - lo) * ((seed >> 8) & 0xffffff) / (double)0x1000000;
}

static struct game *
battle(const struct tableset *ts, size_t n)
{
	struct game *g = game_new(ruleset_find("belle-alliance"));
	g->tables = ts;
	size_t per_side = n / 2;
	size_t rows = 10, files = (per_side + rows - 1) / rows;
	static const char *const forms[] = {"line", "attack-column", "line",
					    "march-column"};
	for (size_t i = 0; i < n; i++) {
		struct unit *u = game_add_unit(g);
		bool a = i < per_side;
		size_t k = a ? i : i - per_side;
		size_t row = k / files, file = k % files;
		snprintf(u->name, sizeof u->name, "%c%zu", a ? 'A' : 'B', k);
		snprintf(u->side, sizeof u->side, "%s",
			 a ? "Allied" : "French");
		bool art = k % 8 == 5;
		u->arm = art ? ARM_ARTILLERY : ARM_INFANTRY;
		u->figures = u->figures_start = art ? 8 : 24 + (int)(k % 13);
		u->guns = art ? 2 : 0;
		u->formation = ruleset_formation_index(
		    g->rs, art ? "unlimbered" : forms[k % 4]);
		u->placed = true;
		u->x = file * 45.0 + rnd(-4, 4);
		double depth = row * 15.0 + rnd(-2, 2);
		u->y = a ? -depth : 25 + depth;
		u->facing = (a ? 0 : 180) + rnd(-15, 15);
	}
	return g;
}

/* The battle as commands, with what scan's lines weigh added: woods,
 * buildings, a hill with batteries on it, cover, skirmish lines (3.3.1) and
 * typed cover. */
static void
battle_script(size_t n)
{
	printf("ruleset belle-alliance\n");
	size_t per_side = n / 2, rows = 10,
	       files = (per_side + rows - 1) / rows;
	double front = files * 45.0;
	for (double x = 100; x < front; x += 400) {
		printf("terrain add W%.0f kind=wood points=%.1f,5;%.1f,5;%.1f,"
		       "15;%.1f,15\n",
		       x, x, x + 30, x + 30, x);
		printf("terrain add H%.0f kind=hill level=1 points=%.1f,-80;"
		       "%.1f,-80;%.1f,-20;%.1f,-20\n",
		       x, x + 150, x + 260, x + 260, x + 150);
		printf("terrain add B%.0f kind=building class=II points=%.1f,"
		       "30;%.1f,30;%.1f,40;%.1f,40\n",
		       x, x + 200, x + 215, x + 215, x + 200);
		printf("terrain add C%.0f kind=cover class=I points=%.1f,21;"
		       "%.1f,21;%.1f,22\n",
		       x, x + 300, x + 340, x + 320);
	}
	static const char *const forms[] = {
	    "line",	"attack-column", "line",  "march-column",
	    "skirmish", "line",		 "square"};
	for (size_t i = 0; i < n; i++) {
		bool a = i < per_side;
		size_t k = a ? i : i - per_side;
		size_t row = k / files, file = k % files;
		bool art = k % 8 == 5;
		double x = file * 45.0 + rnd(-4, 4);
		double depth = row * 15.0 + rnd(-2, 2);
		double facing = (a ? 0 : 180) + rnd(-15, 15);
		printf("unit add %c%zu side=%s arm=%s figures=%d%s "
		       "formation=%s x=%.2f y=%.2f facing=%.1f%s\n",
		       a ? 'A' : 'B', k, a ? "Allied" : "French",
		       art ? "artillery" : "infantry",
		       art ? 8 : 24 + (int)(k % 13), art ? " guns=2" : "",
		       art ? "unlimbered" : forms[k % 7], x,
		       a ? -depth : 25 + depth, facing,
		       k % 11 == 3 ? " cover=I" : "");
	}
	printf("scan Allied\nscan French\n");
}

static double
now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	char *err = NULL;
	struct tableset *ts = tableset_load("belle-alliance", NULL, &err);
	if (ts == NULL) {
		fprintf(stderr, "bench_scan: tables: %s\n", err);
		return 1;
	}
	if (argc == 3 && strcmp(argv[1], "--script") == 0) {
		battle_script(strtoul(argv[2], NULL, 10));
		tableset_free(ts);
		return 0;
	}
	size_t sizes[8] = {1000, 10000};
	int nsizes = 2;
	if (argc > 1) {
		nsizes = 0;
		for (int i = 1; i < argc && nsizes < 8; i++)
			sizes[nsizes++] = strtoul(argv[i], NULL, 10);
	}
	double first = 0;
	for (int s = 0; s < nsizes; s++) {
		struct game *g = battle(ts, sizes[s]);
		double best = INFINITY;
		size_t found = 0, pairs = 0;
		for (int rep = 0; rep < 3; rep++) {
			double t0 = now();
			found = ba_scan_count(g, "Allied", &pairs) +
				ba_scan_count(g, "French", NULL);
			double t = now() - t0;
			if (t < best)
				best = t;
		}
		double all = (double)sizes[s] / 2 * (sizes[s] / 2);
		printf("scan %6zu units: %8.4f s (both sides, best of 3), "
		       "%zu targets, %zu pairs tested for Allied (%.2f%% of "
		       "%.0f)\n",
		       sizes[s], best, found, pairs, 100.0 * pairs / all, all);
		if (s == 0)
			first = best;
		else
			printf("growth %zu -> %zu units: %.1fx (all pairs: "
			       "%.0fx)\n",
			       sizes[0], sizes[s], best / first,
			       pow((double)sizes[s] / sizes[0], 2));
		game_free(g);
	}
	tableset_free(ts);
	return 0;
}
