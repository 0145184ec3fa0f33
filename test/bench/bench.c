/* bench.c - the work behind `make bench` (test/bench/run.sh), run through
 * the session as a front end runs it. Prints "key value" lines; run.sh puts
 * them beside their goals. No pass/fail: speed is measured, never asserted.
 *
 *   bench battle-script N FILE [F]  the battle of N units, a batch script
 *   bench battle N [F [R]]      load (best of 7 fresh loads at 1,000 units,
 *                               5 above), scan (best of 7, and the median),
 *                               R check fire, a fire phase of F rulings, a
 *                               melee phase, undo
 *   bench replay-file FILE      a 100,000-command game with 20,000 rulings
 *   bench replay-map-file FILE  the same between placed units
 *   bench replay-amend-file FILE  ... and 50 amendments at its end
 *   bench replay FILE           open (replay) it, best of 3 fresh opens;
 *                               then undo once
 *   bench amend FILE            open it, amend its first unit add (command
 *                               2; 1 is the ruleset line), undo that
 *   bench questions FILE CMD... open it, then each CMD (why, losses, who
 *                               fired at), best of 5
 *   bench ratios                the growth 10k/1k of load and check fire,
 *                               both sizes timed in turn in one process
 *   bench odds                  odds of 3d6 and 8d6
 *   bench rules RULESET CMD...  another ruleset's battle at 1,000 and
 *                               10,000 units: each CMD, best of 3
 *   bench rules-script RULESET N FILE [CMD...]  that battle as a script
 *
 * The battle: two armies of N/2 infantry units in lines five rows deep
 * (N/10 abreast, at least 100), 10 cm rows, the front rows 20 cm apart
 * facing each other (zone 2 of the musket). */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "umpire/session.h"
#include "umpire/util.h"
#include "umpire/walk.h"

static double
now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double
cpu_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Resident memory now, in KiB (Linux). */
static long
rss_kib(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	long kib = -1;
	while (f && fgets(line, sizeof line, f))
		if (strncmp(line, "VmRSS:", 6) == 0)
			kib = strtol(line + 6, NULL, 10);
	if (f)
		fclose(f);
	return kib;
}

static struct session *
new_session(void)
{
	struct session_opts so = {.seed = 1};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	if (s == NULL) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	return s;
}

static size_t failures;

/* Run one line; count records whose line starts with rec_prefix. */
static size_t
run(struct session *s, const char *line, const char *rec_prefix)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_exec(s, line, &o, &err) < 0) {
		failures++;
		if (getenv("BENCH_VERBOSE"))
			fprintf(stderr, "bench: %s: %s\n", line, err);
	}
	free(err);
	size_t n = 0;
	if (rec_prefix)
		for (size_t i = 0; i < o.n; i++)
			n += strncmp(o.lines[i].text, rec_prefix,
				     strlen(rec_prefix)) == 0;
	out_free(&o);
	return n;
}

/* The battle's lines, in phases. */
struct script {
	char **line;
	size_t n, cap;
	size_t load_end, scan_at, fire_from, fire_end, melee_from, melee_end;
};

static void
add(struct script *sc, char *line)
{
	um_grow((void **)&sc->line, &sc->cap, sc->n + 1, sizeof *sc->line);
	sc->line[sc->n++] = line;
}

/* n units; the fire phase has nfire rulings (at most 100). */
static void
battle_script(size_t n, size_t nfire, struct script *sc)
{
	memset(sc, 0, sizeof *sc);
	add(sc, um_xstrdup("ruleset belle-alliance"));
	size_t half = n / 2;
	/* Five rows deep: the front grows with the army, so the density
	 * (and the work of one ruling) stays that of a real table. */
	const size_t ABREAST = half / 5 > 100 ? half / 5 : 100;
	for (int side = 0; side < 2; side++)
		for (size_t k = 0; k < half; k++) {
			size_t row = k / ABREAST, col = k % ABREAST;
			double y = side == 0 ? -10.0 * (double)row
					     : 20.0 + 10.0 * (double)row;
			add(sc,
			    um_xasprintf(
				"unit add %c%zu side=%s arm=infantry "
				"figures=24 formation=line x=%zu y=%g "
				"facing=%d width=10 depth=2 weapon=musket",
				side ? 'F' : 'A', k, side ? "French" : "Allied",
				col * 12, y, side ? 180 : 0));
		}
	sc->load_end = sc->n;
	sc->scan_at = sc->n;
	add(sc, um_xstrdup("scan Allied"));
	/* Fire phase: the 100 front units fire, by threes at a common
	 * target; each names the unit behind as support, the middle one of
	 * each three its right-hand fellow as neighbour. */
	sc->fire_from = sc->n;
	for (size_t c = 0; c < nfire && c < ABREAST && c < half; c++) {
		size_t t = c - c % 3 + 1 < ABREAST ? c - c % 3 + 1 : c;
		char nb[64] = "";
		if (c % 10 == 7 && c + 1 < ABREAST)
			snprintf(nb, sizeof nb, " neighbour=A%zu", c + 1);
		add(sc,
		    um_xasprintf("fire A%zu at F%zu%s%s", c, t,
				 half > ABREAST + c ? " support=A" : "", nb));
		if (half > ABREAST + c) {
			char *l = sc->line[sc->n - 1];
			sc->line[sc->n - 1] =
			    um_xasprintf("%s%zu", l, ABREAST + c);
			free(l);
			if (nb[0]) { /* keep neighbour after support */
				l = sc->line[sc->n - 1];
				sc->line[sc->n - 1] = um_xasprintf(
				    "fire A%zu at F%zu support=A%zu%s", c, t,
				    ABREAST + c, nb);
				free(l);
			}
		}
	}
	add(sc, um_xstrdup("resolve"));
	sc->fire_end = sc->n;
	/* Melee phase: 20 French front units step into contact and are
	 * attacked. */
	sc->melee_from = sc->n;
	add(sc, um_xstrdup("bound next"));
	for (size_t c = 50; c < 70 && c < half; c++)
		add(sc, um_xasprintf("unit set F%zu y=4", c));
	for (size_t c = 50; c < 70 && c < half; c++)
		add(sc, um_xasprintf("melee A%zu vs F%zu", c, c));
	add(sc, um_xstrdup("resolve"));
	sc->melee_end = sc->n;
}

static void
script_free(struct script *sc)
{
	for (size_t i = 0; i < sc->n; i++)
		free(sc->line[i]);
	free(sc->line);
}

static void
write_lines(const char *path, char *const *line, size_t from, size_t to,
	    const char *tail)
{
	FILE *f = fopen(path, "w");
	if (f == NULL) {
		perror(path);
		exit(1);
	}
	for (size_t i = from; i < to; i++)
		fprintf(f, "%s\n", line[i]);
	if (tail)
		fputs(tail, f);
	if (fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

/* The battle's load (its unit add lines) into s; seconds. */
static double
load_battle(struct session *s, const struct script *sc)
{
	double t0 = now();
	for (size_t i = 0; i < sc->load_end; i++)
		run(s, sc->line[i], NULL);
	return now() - t0;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static void
bench_battle(size_t n, size_t nfire, size_t reps)
{
	struct script sc;
	battle_script(n, nfire, &sc);
	/* The first load is the session the battle goes on with, and the
	 * memory figure; more fresh loads for the time come at the end. */
	struct session *s = new_session();
	double load = load_battle(s, &sc);
	printf("load_failures %zu\n", failures);
	printf("rss_after_load_kib %ld\n", rss_kib());
	printf("undo_groups %zu\n", game_undo_groups(s->g));

	/* scan: the best of 7 (it changes nothing; a shared machine only
	 * ever adds time), and their median beside it */
	double scans[7];
	size_t found = 0;
	for (size_t k = 0; k < UM_ARRLEN(scans); k++) {
		double t0 = now();
		found = run(s, sc.line[sc.scan_at], "SCAN ");
		scans[k] = now() - t0;
	}
	qsort(scans, UM_ARRLEN(scans), sizeof scans[0], cmp_double);
	printf("scan_s %.6f\n", scans[0]);
	printf("scan_median_s %.6f\n", scans[UM_ARRLEN(scans) / 2]);
	printf("scan_runs %zu\n", UM_ARRLEN(scans));
	printf("scan_targets %zu\n", found);
	/* The same on one thread (UMPIRE_THREADS=1; scan splits its firers
	 * over the processors, parallel.h): what one processor does. */
	const char *threads = getenv("UMPIRE_THREADS");
	char *was = threads ? um_xstrdup(threads) : NULL;
	setenv("UMPIRE_THREADS", "1", 1);
	for (size_t k = 0; k < UM_ARRLEN(scans); k++) {
		double t0 = now();
		run(s, sc.line[sc.scan_at], NULL);
		scans[k] = now() - t0;
	}
	qsort(scans, UM_ARRLEN(scans), sizeof scans[0], cmp_double);
	printf("scan_one_thread_s %.6f\n", scans[0]);
	if (was)
		setenv("UMPIRE_THREADS", was, 1);
	else
		unsetenv("UMPIRE_THREADS");
	free(was);
	double t0, best;

	/* one ruling with every check, from the map: check fire; the first
	 * apart (it may meet memory the process has not touched yet) */
	t0 = now();
	run(s, "check fire A4 at F4 support=A104", NULL);
	printf("check_fire_first_s %.6f\n", now() - t0);
	/* the best of 5 rounds' means: other processes on a shared machine
	 * only ever add time */
	best = 1e9;
	for (int round = 0; round < 5; round++) {
		t0 = now();
		for (size_t k = 0; k < reps; k++)
			run(s, "check fire A4 at F4 support=A104", NULL);
		if ((now() - t0) / (double)reps < best)
			best = (now() - t0) / (double)reps;
	}
	printf("check_fire_s %.6f\n", best);

	/* the fire walkthrough's target list for A4, every target marked:
	 * opened (its order made with the nearest targets' checks), then
	 * drawn again */
	struct walk_host wh = {.s = s};
	struct wmodel *wm = wm_new(&wh, WALK_FIRE, "A4");
	int *cand = NULL;
	t0 = now();
	size_t ncand = wm_candidates(wm, &cand);
	printf("walk_pick_open_s %.6f\n", now() - t0);
	free(cand);
	t0 = now();
	wm_candidates(wm, &cand);
	printf("walk_pick_redraw_s %.6f\n", now() - t0);
	printf("walk_pick_candidates %zu\n", ncand);
	free(cand);
	wm_free(wm);

	/* the fire phase: 100 declarations (each checked), one resolve */
	failures = 0;
	size_t rulings = sc.fire_end - sc.fire_from - 1;
	t0 = now();
	for (size_t i = sc.fire_from; i < sc.fire_end - 1; i++)
		run(s, sc.line[i], NULL);
	double declare = now() - t0;
	t0 = now();
	size_t results = run(s, sc.line[sc.fire_end - 1], "FIRE");
	double resolve = now() - t0;
	printf("fire_rulings %zu\n", rulings);
	printf("fire_refused %zu\n", failures);
	printf("fire_results %zu\n", results);
	printf("fire_declare_s %.6f\n", declare / (double)rulings);
	printf("fire_resolve_s %.6f\n", resolve);
	printf("fire_ruling_s %.6f\n", (declare + resolve) / (double)rulings);

	failures = 0;
	size_t nm = 0;
	t0 = now();
	for (size_t i = sc.melee_from; i < sc.melee_end; i++)
		nm += run(s, sc.line[i], "MELEE ");
	printf("melee_phase_s %.6f\n", now() - t0);
	printf("melee_results %zu\n", nm);
	printf("melee_refused %zu\n", failures);

	/* undo: the last command, then every command back to the start */
	t0 = now();
	run(s, "undo", NULL);
	printf("undo_one_s %.6f\n", now() - t0);
	size_t left = game_undo_groups(s->g);
	t0 = now();
	for (size_t i = 0; i < left; i++)
		run(s, "undo", NULL);
	printf("undo_to_start_s %.6f\n", now() - t0);
	printf("units_after_undo %zu\n", s->g->nunits);
	printf("rss_end_kib %ld\n", rss_kib());
	session_free(s);
	/* load: the best of several fresh loads, each into a new session
	 * (7 at 1,000 units, whose 5 ms a little noise moves a lot; 5 at
	 * 10,000), the first one above included. */
	size_t loads = n <= 1000 ? 7 : 5;
	for (size_t k = 1; k < loads; k++) {
		struct session *f = new_session();
		double t = load_battle(f, &sc);
		if (t < load)
			load = t;
		session_free(f);
	}
	printf("load_s %.6f\n", load);
	printf("load_runs %zu\n", loads);
	script_free(&sc);
}

/* A 100,000-command game over 1,000 units, 20,000 of them fire rulings
 * (declare + resolve), answers given as a game file holds them. Made by
 * playing it and saving the effective journal, so every line is valid. */
static void
replay_file(const char *path)
{
	struct session *s = new_session();
	run(s, "ruleset belle-alliance", NULL);
	const size_t units = 1000, total = 100000, rulings = 20000;
	char line[256];
	for (size_t i = 0; i < units; i++) {
		snprintf(line, sizeof line,
			 "unit add U%zu side=%s arm=infantry figures=36 "
			 "formation=line weapon=musket",
			 i, i % 2 ? "French" : "Allied");
		run(s, line, NULL);
	}
	size_t lines = units + 1, fired = 0, k = 0;
	uint64_t x = 88172645463325252ULL;
	while (lines < total) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		if (fired < rulings && fired * 5 < lines) {
			size_t f = 2 * (k % (units / 2)),
			       t = 2 * ((k * 7 + 3) % (units / 2)) + 1;
			k++;
			snprintf(line, sizeof line,
				 "fire U%zu at U%zu range=15 dice=2,2,2", f, t);
			run(s, line, NULL);
			run(s, "resolve", NULL);
			/* Keep both fit to fight: the next rulings find them
			 * as they were. */
			snprintf(line, sizeof line,
				 "unit set U%zu figures=36 state=ok", t);
			run(s, line, NULL);
			lines += 3;
			fired++;
			if (fired % 100 == 0) {
				run(s, "bound next", NULL);
				lines++;
			}
		} else {
			snprintf(line, sizeof line, "unit set U%zu label=L%u",
				 (size_t)(x % units), (unsigned)(x >> 40));
			run(s, line, NULL);
			lines++;
		}
	}
	char *err = NULL;
	if (session_save(s, path, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	const char *const *l;
	size_t nl = session_lines(s, &l), res = 0;
	for (size_t i = 0; i < nl; i++)
		res += strcmp(l[i], "resolve") == 0;
	printf("replay_lines %zu\n", nl);
	printf("replay_rulings %zu\n", res);
	printf("replay_refused %zu\n", failures);
	session_free(s);
}

/* Open the game file path into a new session: its wall and processor
 * seconds. */
static struct session *
replay_open(const char *path, struct out *o, double *wall, double *cpu)
{
	struct session *s = new_session();
	char *err = NULL;
	double t0 = now(), c0 = cpu_now();
	if (session_open(s, path, o, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	*wall = now() - t0;
	*cpu = cpu_now() - c0;
	return s;
}

static void
bench_replay(const char *path)
{
	/* The best of 3 opens, each into a fresh session (opening does not
	 * write the file); the last one goes on to the undos. Memory is
	 * read after the first, in a process that has done nothing else. */
	struct out o;
	out_init(&o);
	double wall, cpu, best_wall = 1e9, best_cpu = 1e9;
	struct session *s = NULL;
	for (int k = 0; k < 3; k++) {
		if (s) {
			session_free(s);
			out_clear(&o);
		}
		s = replay_open(path, &o, &wall, &cpu);
		best_wall = wall < best_wall ? wall : best_wall;
		best_cpu = cpu < best_cpu ? cpu : best_cpu;
		if (k == 0) {
			printf("replay_rss_kib %ld\n", rss_kib());
			printf("replay_undo_log_kib %zu\n",
			       game_undo_bytes(s->g) / 1024);
		}
	}
	printf("replay_s %.6f\n", best_wall);
	printf("replay_cpu_s %.6f\n", best_cpu);
	printf("replay_runs 3\n");
	/* Undo at the end: journaled, so it includes one fsync; the log's
	 * own part is measured on a copy of the lines without a file. */
	double t0 = now();
	run(s, "undo", NULL);
	printf("undo_end_s %.6f\n", now() - t0);
	/* The log alone: the same without the journal's write and fsync. */
	close(s->fd);
	s->fd = -1;
	t0 = now();
	run(s, "undo", NULL);
	printf("undo_end_log_s %.6f\n", now() - t0);
	t0 = now();
	for (int i = 0; i < 100; i++)
		run(s, "undo", NULL);
	printf("undo_100_more_s %.6f\n", now() - t0);
	out_free(&o);
	session_free(s);
}

/* Amend the first command of the 100,000-command game that is
 * not its ruleset line (command 2, the first unit add: 30 figures, not
 * 36), so every later command is replayed; then undo the amendment. */
static void
bench_amend(const char *path)
{
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_open(s, path, &o, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	size_t before = failures;
	double t0 = now(), c0 = cpu_now();
	size_t changed = run(s,
			     "amend 2 unit add U0 side=Allied arm=infantry "
			     "figures=30 formation=line weapon=musket",
			     "CHANGED");
	printf("amend_first_s %.6f\n", now() - t0);
	printf("amend_first_cpu_s %.6f\n", cpu_now() - c0);
	printf("amend_changed %zu\n", changed);
	printf("amend_refused %zu\n", failures - before);
	t0 = now();
	run(s, "undo", NULL);
	printf("amend_undo_s %.6f\n", now() - t0);
	/* A late command (the last label change, near the end): replayed
	 * from it only, so a small fraction of the first's time. */
	const char *const *l;
	size_t nl = session_lines(s, &l), late = 0;
	for (size_t i = nl; i-- > 0 && late == 0;)
		if (strncmp(l[i], "unit set ", 9) == 0 &&
		    strstr(l[i], "label="))
			late = i + 1;
	char line[128];
	snprintf(line, sizeof line, "amend %zu %.*s label=late", late,
		 (int)(strstr(l[late - 1], " label=") - l[late - 1]),
		 l[late - 1]);
	t0 = now();
	c0 = cpu_now();
	run(s, line, NULL);
	printf("amend_late_s %.6f\n", now() - t0);
	printf("amend_late_cpu_s %.6f\n", cpu_now() - c0);
	printf("amend_late_replayed %zu\n", nl - late);
	out_free(&o);
	session_free(s);
}

/* Questions to the log on the opened game (bench questions FILE CMD...):
 * each CMD the best of 5, in process, after the open; the answers come
 * from the index the open made (src/core/qindex.c). */
static void
bench_questions(const char *path, char *const *cmd, size_t ncmd)
{
	struct out o;
	out_init(&o);
	double wall, cpu;
	struct session *s = replay_open(path, &o, &wall, &cpu);
	printf("questions_open_s %.6f\n", wall);
	for (size_t k = 0; k < ncmd; k++) {
		double best = 1e9;
		for (int round = 0; round < 5; round++) {
			double t0 = now();
			run(s, cmd[k], NULL);
			if (now() - t0 < best)
				best = now() - t0;
		}
		printf("question%zu_s %.6f\n", k + 1, best);
	}
	out_free(&o);
	session_free(s);
}

static void
bench_odds(void)
{
	const char *dice[] = {"3d6", "8d6"};
	for (size_t d = 0; d < 2; d++) {
		struct session *s = new_session();
		char line[128];
		run(s, "ruleset belle-alliance", NULL);
		snprintf(line, sizeof line, "game dice=%s", dice[d]);
		run(s, line, NULL);
		run(s,
		    "unit add A side=Allied arm=infantry figures=24 "
		    "formation=line",
		    NULL);
		run(s,
		    "unit add T side=French arm=infantry figures=24 "
		    "formation=line",
		    NULL);
		run(s, "fire A at T range=15", NULL);
		double t0 = now();
		size_t n = run(s, "odds", "ODDS");
		printf("odds_%s_s %.6f\n", dice[d], now() - t0);
		printf("odds_%s_outcomes %zu\n", dice[d], n);
		session_free(s);
	}
}

/* The growth 10k/1k measured in one process, the two sizes taking turns
 * (this virtual machine's processors change speed for seconds on end, so
 * sizes timed in different processes, or minutes apart, compare badly):
 * fresh loads of each size, alternating, the best of 9 each; then on a
 * battle of each size `check fire A4 at F4 support=A104`, rounds of 100
 * alternating, the best mean of 5 rounds each.
 * Each load starts from memory given back to the system, as in a fresh
 * process: it pays for the pages it fills at either size. Without that
 * the 1k load reused the heap pages of the load before (glibc keeps
 * blocks under 1 MiB in its heap) while the 10k load's big arrays, mapped
 * apart and given back when freed, came in fresh pages (on this virtual
 * machine ~12 us each): a ratio of 22 for 10 times the work. */
static void
bench_ratios(void)
{
	struct script sc[2];
	battle_script(1000, 0, &sc[0]);
	battle_script(10000, 0, &sc[1]);
	double load[2] = {1e9, 1e9}, check[2] = {1e9, 1e9};
	for (int round = 0; round < 9; round++)
		for (int k = 0; k < 2; k++) {
			(void)malloc_trim(0);
			struct session *f = new_session();
			double t = load_battle(f, &sc[k]);
			load[k] = t < load[k] ? t : load[k];
			session_free(f);
		}
	struct session *s[2];
	for (int k = 0; k < 2; k++) {
		s[k] = new_session();
		load_battle(s[k], &sc[k]);
		run(s[k], "check fire A4 at F4 support=A104", NULL);
	}
	for (int round = 0; round < 5; round++)
		for (int k = 0; k < 2; k++) {
			double t0 = now();
			for (int i = 0; i < 100; i++)
				run(s[k], "check fire A4 at F4 support=A104",
				    NULL);
			double t = (now() - t0) / 100;
			check[k] = t < check[k] ? t : check[k];
		}
	printf("ratio_load1k_s %.6f\nratio_load10k_s %.6f\n", load[0], load[1]);
	printf("load_ratio %.2f\n", load[1] / load[0]);
	printf("ratio_check1k_s %.6f\nratio_check10k_s %.6f\n", check[0],
	       check[1]);
	printf("check_fire_ratio %.2f\n", check[1] / check[0]);
	for (int k = 0; k < 2; k++) {
		session_free(s[k]);
		script_free(&sc[k]);
	}
}

/* ---- a real evening (make bench, issue of real workloads) ------------------
 * Two armies of n/2 infantry battalions in brigades of four, in lines
 * (front rows 26 cm apart, facing each other, so that a neighbour reaches
 * the target too (musket, 30 cm); rows behind 10 cm apart, a support's
 * distance;
 * battalions 10 cm wide, 12 cm apart). The rulings are between placed
 * units, each declared and resolved before the next: plain fire, fire
 * with the neighbour named, with a support, split fire at two targets,
 * and a melee (the defender stepped into contact) with the advance asked
 * after it. Column c of the front fires at the unit facing it. */
struct evening {
	char **load; /* the unit add lines */
	size_t nload, capload;
	size_t half, abreast;
};

static void
ev_add(char ***v, size_t *n, size_t *cap, char *line)
{
	um_grow((void **)v, cap, *n + 1, sizeof **v);
	(*v)[(*n)++] = line;
}

static void
evening_make(size_t n, struct evening *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->half = n / 2;
	ev->abreast = ev->half / 5 > 40 ? ev->half / 5 : 40;
	ev_add(&ev->load, &ev->nload, &ev->capload,
	       um_xstrdup("ruleset belle-alliance"));
	for (int side = 0; side < 2; side++)
		for (size_t k = 0; k < ev->half; k++) {
			size_t row = k / ev->abreast, col = k % ev->abreast;
			double y = side == 0 ? -10.0 * (double)row
					     : 26.0 + 10.0 * (double)row;
			ev_add(&ev->load, &ev->nload, &ev->capload,
			       um_xasprintf(
				   "unit add %c%zu side=%s arm=infantry "
				   "figures=24 formation=line x=%zu y=%g "
				   "facing=%d width=10 depth=2 weapon=musket "
				   "brigade=%cB%zu",
				   side ? 'F' : 'A', k,
				   side ? "French" : "Allied", col * 12, y,
				   side ? 180 : 0, side ? 'F' : 'A', k / 4));
		}
}

static void
evening_free(struct evening *ev)
{
	for (size_t i = 0; i < ev->nload; i++)
		free(ev->load[i]);
	free(ev->load);
}

/* Ruling r of kind r % 5 at front column c: its lines (resolve last). */
static size_t
evening_ruling(const struct evening *ev, size_t r, size_t c, char **out)
{
	size_t k = 0, ab = ev->abreast;
	size_t c1 = c + 1 < ab ? c + 1 : c - 1;
	switch (r % 5) {
	case 0:
		out[k++] = um_xasprintf("fire A%zu at F%zu", c, c);
		break;
	case 1:
		out[k++] =
		    um_xasprintf("fire A%zu at F%zu neighbour=A%zu", c, c, c1);
		break;
	case 2:
		out[k++] = um_xasprintf("fire A%zu at F%zu support=A%zu", c, c,
					c + ab < ev->half ? c + ab : c1);
		break;
	case 3:
		out[k++] = um_xasprintf("fire A%zu at F%zu figures=12", c, c);
		out[k++] = um_xasprintf("fire A%zu at F%zu figures=12", c, c1);
		break;
	default:
		out[k++] = um_xasprintf("unit set F%zu y=4", c);
		out[k++] = um_xasprintf("melee A%zu vs F%zu", c, c);
		break;
	}
	out[k++] = um_xstrdup("resolve");
	if (r % 5 == 4)
		out[k++] = um_xasprintf("advance A%zu yes", c);
	return k;
}

/* The evening as a batch script: load, then `rulings` rulings, a bound
 * after every 50 (a unit fires once a bound). */
static void
evening_script(size_t n, size_t rulings, const char *path)
{
	struct evening ev;
	evening_make(n, &ev);
	char **v = NULL;
	size_t nv = 0, cap = 0;
	for (size_t i = 0; i < ev.nload; i++)
		ev_add(&v, &nv, &cap, um_xstrdup(ev.load[i]));
	for (size_t r = 0; r < rulings; r++) {
		if (r && r % 50 == 0)
			ev_add(&v, &nv, &cap,
			       um_xstrdup("bound next force=yes"));
		char *l[4];
		size_t k = evening_ruling(&ev, r, (r * 7) % ev.abreast, l);
		for (size_t i = 0; i < k; i++)
			ev_add(&v, &nv, &cap, l[i]);
	}
	write_lines(path, v, 0, nv, NULL);
	for (size_t i = 0; i < nv; i++)
		free(v[i]);
	free(v);
	evening_free(&ev);
}

/* The evening of n units with `rulings` rulings, played and saved as a
 * game file (session_save: no flush per line while it is made). */
static void
evening_file(size_t n, size_t rulings, const char *path)
{
	char *script = um_xasprintf("%s.cmd", path);
	evening_script(n, rulings, script);
	struct session *s = new_session();
	FILE *f = fopen(script, "r");
	char line[1024];
	while (f && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		run(s, line, NULL);
	}
	if (f)
		fclose(f);
	remove(script);
	free(script);
	char *err = NULL;
	if (session_save(s, path, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	printf("evening_file_refused %zu\n", failures);
	session_free(s);
}

/* The rulings of an evening at 1,000 and 10,000 units, the two sizes in
 * turn in one process: per ruling (declare + resolve), the median of 50
 * rulings of each kind mixed; the growth 10k/1k of it. */
static void
bench_evening(void)
{
	struct evening ev[2];
	struct session *s[2];
	size_t sizes[2] = {1000, 10000};
	for (int k = 0; k < 2; k++) {
		evening_make(sizes[k], &ev[k]);
		s[k] = new_session();
		for (size_t i = 0; i < ev[k].nload; i++)
			run(s[k], ev[k].load[i], NULL);
	}
	/* bound (the panel's question): the best of 3 at each size. */
	double bound[2] = {1e9, 1e9};
	for (int round = 0; round < 3; round++)
		for (int k = 0; k < 2; k++) {
			double t0 = now();
			run(s[k], "bound", NULL);
			double tb = now() - t0;
			bound[k] = tb < bound[k] ? tb : bound[k];
		}
	printf("bound1k_s %.6f\nbound10k_s %.6f\n", bound[0], bound[1]);
	double scan[2] = {1e9, 1e9};
	for (int round = 0; round < 3; round++)
		for (int k = 0; k < 2; k++) {
			double t0 = now();
			run(s[k], "scan Allied", NULL);
			run(s[k], "scan French", NULL);
			double tb = now() - t0;
			scan[k] = tb < scan[k] ? tb : scan[k];
		}
	printf("scan_both1k_s %.6f\nscan_both10k_s %.6f\n", scan[0], scan[1]);
	printf("bound_ratio %.2f\n", bound[1] / bound[0]);
	enum { ROUNDS = 10, PER = 5 };
	double t[2][ROUNDS * PER], tf[2][ROUNDS * 4];
	size_t nf[2] = {0, 0}, results[2] = {0, 0};
	failures = 0;
	for (int round = 0; round < ROUNDS; round++)
		for (int k = 0; k < 2; k++) {
			run(s[k], "bound next force=yes", NULL);
			for (int j = 0; j < PER; j++) {
				size_t r = (size_t)(round * PER + j);
				char *l[4];
				size_t nl = evening_ruling(
				    &ev[k], r, (r * 7) % ev[k].abreast, l);
				double t0 = now();
				for (size_t i = 0; i < nl; i++)
					results[k] += run(s[k], l[i], "FIRE");
				t[k][r] = now() - t0;
				if (r % 5 != 4)
					tf[k][nf[k]++] = t[k][r];
				for (size_t i = 0; i < nl; i++)
					free(l[i]);
			}
		}
	double med[2], medf[2];
	for (int k = 0; k < 2; k++) {
		qsort(t[k], ROUNDS * PER, sizeof t[k][0], cmp_double);
		qsort(tf[k], nf[k], sizeof tf[k][0], cmp_double);
		med[k] = t[k][ROUNDS * PER / 2];
		medf[k] = tf[k][nf[k] / 2];
	}
	printf("evening_ruling1k_s %.6f\nevening_ruling10k_s %.6f\n", med[0],
	       med[1]);
	printf("evening_ruling_ratio %.2f\n", med[1] / med[0]);
	printf("evening_fire1k_s %.6f\nevening_fire10k_s %.6f\n", medf[0],
	       medf[1]);
	printf("evening_fire_ratio %.2f\n", medf[1] / medf[0]);
	printf("evening_fire_results %zu\n", results[1]);
	printf("evening_refused %zu\n", failures);
	for (int k = 0; k < 2; k++) {
		session_free(s[k]);
		evening_free(&ev[k]);
	}
}

/* The replay game on the map (make bench, a real evening's file): the
 * evening's 1,000 placed units, 20,000 rulings between front-row
 * opponents (fire, resolve, the target restored), a bound every 100, the
 * rest label changes, 100,000 commands in all. Played and saved, so every
 * line is valid. No amendments: each replays the whole game today (about
 * 0.8 s here), which would make the file slow to make. */
static void
replay_map_file(const char *path)
{
	struct evening ev;
	evening_make(1000, &ev);
	struct session *s = new_session();
	for (size_t i = 0; i < ev.nload; i++)
		run(s, ev.load[i], NULL);
	const size_t total = 100000, rulings = 20000;
	char line[256];
	size_t lines = ev.nload, fired = 0, k = 0;
	uint64_t x = 88172645463325252ULL;
	while (lines < total) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		if (fired < rulings && fired * 5 < lines) {
			size_t c = k++ % ev.abreast;
			snprintf(line, sizeof line,
				 "fire A%zu at F%zu dice=2,2,2", c, c);
			run(s, line, NULL);
			run(s, "resolve", NULL);
			snprintf(line, sizeof line,
				 "unit set F%zu figures=24 state=ok", c);
			run(s, line, NULL);
			lines += 3;
			fired++;
			if (fired % 100 == 0) {
				run(s, "bound next force=yes", NULL);
				lines++;
			}
		} else {
			snprintf(line, sizeof line, "unit set %c%zu label=L%u",
				 (x >> 8) % 2 ? 'A' : 'F',
				 (size_t)(x % ev.half), (unsigned)(x >> 40));
			run(s, line, NULL);
			lines++;
		}
	}
	char *err = NULL;
	if (session_save(s, path, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	const char *const *l;
	size_t nl = session_lines(s, &l), res = 0;
	for (size_t i = 0; i < nl; i++)
		res += strcmp(l[i], "resolve") == 0;
	printf("map_lines %zu\n", nl);
	printf("map_rulings %zu\n", res);
	printf("map_refused %zu\n", failures);
	session_free(s);
	evening_free(&ev);
}

/* ---- other rulesets (make bench): activation and Grande Tactique ---------
 * The evening's two armies in the ruleset's own sizes: n/2 infantry a side
 * in rows five deep (n/10 abreast, at least 40), facing each other.
 * Activation (cm): four-base lines (16 cm, 18 cm apart), rows 10 cm apart,
 * fronts 26 cm apart, every unit activated (every unit may fire: the most
 * work `bound` can have). Grande Tactique (inches): its 2.5" lines 3"
 * apart, rows 2" apart, fronts 8" apart (within a battery's long range),
 * Firing markers on, every eighth front unit a battery, every tenth French
 * front unit stepped into contact with the one facing it. */
static void
rules_battle(const char *ruleset, size_t n, struct evening *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->half = n / 2;
	ev->abreast = ev->half / 5 > 40 ? ev->half / 5 : 40;
	bool act = strcmp(ruleset, "activation") == 0;
	ev_add(&ev->load, &ev->nload, &ev->capload,
	       um_xasprintf("ruleset %s", ruleset));
	for (int side = 0; side < 2; side++)
		for (size_t k = 0; k < ev->half; k++) {
			size_t row = k / ev->abreast, col = k % ev->abreast;
			double gap = act ? 26 : 8, deep = act ? 10 : 2;
			double y = side == 0 ? -deep * (double)row
					     : gap + deep * (double)row;
			if (!act && side == 1 && row == 0 && col % 10 == 5)
				y = 0; /* in contact */
			bool gun = !act && row == 0 && col % 8 == 3;
			const char *kind =
			    act	  ? "arm=infantry figures=24 formation=line "
				    "activated=yes bases=4"
			    : gun ? "arm=artillery figures=4 guns=2 "
				    "formation=unlimbered firing=yes"
				  : "arm=infantry figures=24 formation=line "
				    "firing=yes";
			ev_add(&ev->load, &ev->nload, &ev->capload,
			       um_xasprintf("unit add %c%zu side=%s x=%zu y=%g "
					    "facing=%d %s",
					    side ? 'F' : 'A', k,
					    side ? "French" : "Allied",
					    col * (act ? 18 : 3), y,
					    side ? 180 : 0, kind));
		}
}

/* The battle as a batch script, then the lines given. */
static void
rules_script(const char *ruleset, size_t n, const char *path, char *const *then,
	     size_t nthen)
{
	struct evening ev;
	rules_battle(ruleset, n, &ev);
	for (size_t i = 0; i < nthen; i++)
		ev_add(&ev.load, &ev.nload, &ev.capload, um_xstrdup(then[i]));
	write_lines(path, ev.load, 0, ev.nload, NULL);
	evening_free(&ev);
}

/* In process, at 1,000 and 10,000 units: the load, then each command
 * given timed, the best of 3, and the records of its last run counted
 * (`bound`: units that may fire; `scan`: targets). */
static void
bench_rules(const char *ruleset, char *const *cmd, size_t ncmd)
{
	size_t sizes[2] = {1000, 10000};
	for (int k = 0; k < 2; k++) {
		struct evening ev;
		rules_battle(ruleset, sizes[k], &ev);
		struct session *s = new_session();
		double t0 = now();
		for (size_t i = 0; i < ev.nload; i++)
			run(s, ev.load[i], NULL);
		printf("%s_load%zuk_s %.6f\n", ruleset, sizes[k] / 1000,
		       now() - t0);
		for (size_t c = 0; c < ncmd; c++) {
			double best = 1e9;
			size_t found = 0;
			for (int round = 0; round < 3; round++) {
				struct out o;
				out_init(&o);
				char *err = NULL;
				double t1 = now();
				if (session_exec(s, cmd[c], &o, &err) < 0)
					failures++;
				double t = now() - t1;
				best = t < best ? t : best;
				found = 0;
				for (size_t i = 0; i < o.n; i++)
					found +=
					    strncmp(o.lines[i].text, "TARGET ",
						    7) == 0 ||
					    (strncmp(o.lines[i].text,
						     "BOUNDUNIT ", 10) == 0 &&
					     strstr(o.lines[i].text,
						    " may_fire=") &&
					     !strstr(o.lines[i].text,
						     " may_fire=0") &&
					     !strstr(o.lines[i].text,
						     " may_fire=-"));
				out_free(&o);
				free(err);
			}
			/* key: the command's first word */
			char key[32];
			snprintf(key, sizeof key, "%.*s",
				 (int)strcspn(cmd[c], " "), cmd[c]);
			printf("%s_%s%zuk_s %.6f\n", ruleset, key,
			       sizes[k] / 1000, best);
			printf("%s_%s%zuk_found %zu\n", ruleset, key,
			       sizes[k] / 1000, found);
		}
		session_free(s);
		evening_free(&ev);
	}
	printf("%s_refused %zu\n", ruleset, failures);
}

/* The game on the map with 50 amendments (bench replay-amend-file): the
 * 100,000-command game of replay_map_file, then 50 `amend` lines as an
 * umpire journals them, each a label change of a `unit set` line spread
 * evenly through the game (the first near its start), appended at its
 * end; each amendment leaves every later line valid. Checked by opening
 * it. */
static void
replay_amend_file(const char *path)
{
	replay_map_file(path);
	FILE *f = fopen(path, "r+");
	if (f == NULL) {
		perror(path);
		exit(1);
	}
	char line[512];
	static size_t label[100000];
	static char unit[100000][16];
	size_t n = 0, nlabel = 0;
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '@')
			continue; /* the header, the tables block */
		n++;
		if (strncmp(line, "unit set ", 9) == 0 &&
		    strstr(line, " label=") && nlabel < 100000) {
			snprintf(unit[nlabel], sizeof unit[nlabel], "%.*s",
				 (int)strcspn(line + 9, " "), line + 9);
			label[nlabel++] = n;
		}
	}
	const size_t amends = 50;
	fseek(f, 0, SEEK_END);
	for (size_t k = 0; k < amends && nlabel; k++) {
		size_t i = k * (nlabel - 1) / (amends - 1);
		fprintf(f,
			"amend %zu unit set %s label=M%zu by=bench "
			"at=2026-01-01T00:00:00Z\n",
			label[i], unit[i], k);
	}
	fclose(f);
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_open(s, path, &o, &err) < 0) {
		fprintf(stderr, "bench: %s\n", err);
		exit(1);
	}
	const char *const *l;
	printf("amended_lines %zu\n", session_lines(s, &l));
	printf("amended_amends %zu\n", amends);
	out_free(&o);
	session_free(s);
}

int
main(int argc, char **argv)
{
	if (argc >= 4 && strcmp(argv[1], "battle-script") == 0) {
		struct script sc;
		battle_script(
		    (size_t)strtoul(argv[2], NULL, 10),
		    argc > 4 ? (size_t)strtoul(argv[4], NULL, 10) : 100, &sc);
		write_lines(argv[3], sc.line, 0, sc.n, NULL);
		script_free(&sc);
	} else if (argc >= 3 && strcmp(argv[1], "battle") == 0) {
		bench_battle(
		    (size_t)strtoul(argv[2], NULL, 10),
		    argc > 3 ? (size_t)strtoul(argv[3], NULL, 10) : 100,
		    argc > 4 ? (size_t)strtoul(argv[4], NULL, 10) : 100);
	} else if (argc == 2 && strcmp(argv[1], "ratios") == 0) {
		bench_ratios();
	} else if (argc == 3 && strcmp(argv[1], "replay-file") == 0) {
		replay_file(argv[2]);
	} else if (argc == 3 && strcmp(argv[1], "replay-map-file") == 0) {
		replay_map_file(argv[2]);
	} else if (argc == 3 && strcmp(argv[1], "replay-amend-file") == 0) {
		replay_amend_file(argv[2]);
	} else if (argc == 3 && strcmp(argv[1], "replay") == 0) {
		bench_replay(argv[2]);
	} else if (argc == 3 && strcmp(argv[1], "amend") == 0) {
		bench_amend(argv[2]);
	} else if (argc >= 4 && strcmp(argv[1], "evening-script") == 0) {
		evening_script((size_t)strtoul(argv[2], NULL, 10),
			       argc > 4 ? (size_t)strtoul(argv[4], NULL, 10)
					: 200,
			       argv[3]);
	} else if (argc >= 4 && strcmp(argv[1], "evening-file") == 0) {
		evening_file((size_t)strtoul(argv[2], NULL, 10),
			     argc > 4 ? (size_t)strtoul(argv[4], NULL, 10)
				      : 200,
			     argv[3]);
	} else if (argc == 2 && strcmp(argv[1], "evening") == 0) {
		bench_evening();
	} else if (argc >= 5 && strcmp(argv[1], "rules-script") == 0) {
		rules_script(argv[2], (size_t)strtoul(argv[3], NULL, 10),
			     argv[4], argv + 5, (size_t)(argc - 5));
	} else if (argc >= 4 && strcmp(argv[1], "rules") == 0) {
		bench_rules(argv[2], argv + 3, (size_t)(argc - 3));
	} else if (argc >= 4 && strcmp(argv[1], "questions") == 0) {
		bench_questions(argv[2], argv + 3, (size_t)(argc - 3));
	} else if (argc == 2 && strcmp(argv[1], "odds") == 0) {
		bench_odds();
	} else {
		fprintf(stderr, "usage: bench battle-script N FILE | battle N "
				"| replay-file FILE | replay FILE | amend FILE "
				"| odds\n");
		return 2;
	}
	return 0;
}
