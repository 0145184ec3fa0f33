/* bench.c - figures for the bench report (docs/hardening.md): replay and
 * undo at two journal sizes (growth must be linear), peak memory, one fire
 * ruling, scan. Prints figures only; speed goals live in the report, not
 * in timed tests. Usage: bench [DIR for scratch files] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "umpire/session.h"
#include "umpire/util.h"

static double
now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static long
maxrss_kib(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

static const char *dir = "/tmp";
static const char *const formations[] = {"line", "attack-column", "square",
					 "march-column", "skirmish"};

/* A deterministic game of n commands: 100 units placed, then moves,
 * formation and strength changes, a bound every 200 commands, an undo now
 * and then (spec §4 lines, as a game file holds them). */
static void
gen_game(size_t n, struct strbuf *sb)
{
	uint64_t x = 88172645463325252ULL;
	sb_init(sb);
	sb_add(sb, "# umpire game v1\nruleset belle-alliance\n");
	size_t units = 100;
	for (size_t i = 1; i < n; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		size_t u = (size_t)(x % units) + 1;
		unsigned r = (unsigned)((x >> 20) % 100);
		if (i <= units)
			sb_addf(sb,
				"unit add U%zu side=%s arm=infantry figures=36 "
				"formation=line x=%zu y=%zu facing=%d "
				"valour=%d\n",
				i, i % 2 ? "Allied" : "French", i * 20 % 2000,
				(size_t)(i % 2 ? 100 : 400), i % 2 ? 0 : 180,
				(int)(i % 7) - 3);
		else if (i % 200 == 0)
			sb_add(sb, "bound next\n");
		else if (r < 70)
			sb_addf(sb, "unit set U%zu x=%u y=%u facing=%u\n", u,
				(unsigned)(x >> 8) % 2000,
				(unsigned)(x >> 24) % 600,
				(unsigned)(x >> 40) % 360);
		else if (r < 82)
			sb_addf(sb, "unit set U%zu formation=%s\n", u,
				formations[(x >> 30) % 5]);
		else if (r < 94)
			sb_addf(sb, "unit set U%zu figures=%u\n", u,
				(unsigned)(x >> 33) % 36 + 1);
		else if (r < 97)
			sb_addf(sb, "unit set U%zu state=%s\n", u,
				(x >> 35) % 2 ? "ok" : "LD");
		else
			sb_add(sb, "undo\n");
	}
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

static int
run(struct session *s, const char *line, struct out *o, char **errp)
{
	char *err = NULL;
	out_clear(o);
	int r = session_exec(s, line, o, &err);
	if (errp)
		*errp = err;
	else
		free(err);
	return r;
}

static void
write_file(const char *path, const struct strbuf *sb)
{
	FILE *f = fopen(path, "w");
	if (f == NULL || fwrite(sb->s, 1, sb->len, f) != sb->len ||
	    fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

struct size_figures {
	size_t n;
	double replay, undo_mem, undo_file;
};

static void
bench_size(size_t n, struct size_figures *f)
{
	struct strbuf sb;
	gen_game(n, &sb);
	char path[512];
	snprintf(path, sizeof path, "%s/bench-%zu.umpire", dir, n);
	write_file(path, &sb);
	sb_free(&sb);
	f->n = n;

	/* Replay: open the game file (every line parsed and applied); the
	 * best of three, so a busy machine disturbs the figure less. */
	struct session *s = NULL;
	struct out o;
	out_init(&o);
	char *err = NULL;
	double t0;
	f->replay = 1e9;
	for (int k = 0; k < 3; k++) {
		session_free(s);
		s = new_session();
		t0 = now();
		if (session_open(s, path, &o, &err) < 0) {
			fprintf(stderr, "bench: %s\n", err);
			exit(1);
		}
		if (now() - t0 < f->replay)
			f->replay = now() - t0;
	}

	/* Undo 1000 times at the end of it, journaled (an fsync each). */
	t0 = now();
	for (int i = 0; i < 1000; i++)
		if (run(s, "undo", &o, NULL) < 0)
			break;
	f->undo_file = now() - t0;
	session_free(s);

	/* The same without a game file: undo's own cost (checkpoint restore
	 * and replay of < 64 commands). */
	s = new_session();
	const char *const *lines;
	struct session *src = new_session();
	if (session_open(src, path, &o, &err) < 0)
		exit(1);
	size_t nl = session_lines(src, &lines);
	for (size_t i = 0; i < nl; i++)
		run(s, lines[i], &o, NULL);
	session_free(src);
	t0 = now();
	for (int i = 0; i < 1000; i++)
		if (run(s, "undo", &o, NULL) < 0)
			break;
	f->undo_mem = now() - t0;
	session_free(s);
	out_free(&o);
	unlink(path);
}

static void
bench_fire(void)
{
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	run(s,
	    "unit add A side=Allied arm=infantry figures=36 formation=line "
	    "x=0 y=0 facing=0 weapon=musket",
	    &o, NULL);
	run(s,
	    "unit add B side=French arm=infantry figures=40 formation=line "
	    "x=0 y=40 facing=180",
	    &o, NULL);
	char *err = NULL;
	if (run(s, "check fire A at B", &o, &err) < 0 &&
	    strstr(err, "not built yet") != NULL) {
		printf("fire ruling (check + fire + resolve):  n/a (not built "
		       "yet)\n");
		free(err);
		session_free(s);
		out_free(&o);
		return;
	}
	free(err);
	int reps = 200;
	double tcheck = 0, truling = 0;
	int ok = 0;
	for (int i = 0; i < reps; i++) {
		double t0 = now();
		run(s, "check fire A at B", &o, NULL);
		tcheck += now() - t0;
		t0 = now();
		/* dice, not roll=: a total could hide two ones (5.5.3) */
		int r1 = run(s, "fire A at B dice=4,3,3", &o, NULL);
		int r2 = r1 == 0 ? run(s, "resolve", &o, NULL) : -1;
		truling += now() - t0;
		if (r2 == 0) {
			ok++;
			run(s, "undo", &o, NULL);
		}
		if (r1 == 0)
			run(s, "undo", &o, NULL);
	}
	printf("fire ruling: check fire %.1f us; fire + resolve %.1f us "
	       "(%d of %d rulings succeeded)\n",
	       tcheck / reps * 1e6, truling / reps * 1e6, ok, reps);
	session_free(s);
	out_free(&o);
}

static void
bench_scan(size_t n)
{
	struct session *s = new_session();
	struct out o;
	out_init(&o);
	char line[256];
	for (size_t i = 0; i < n; i++) {
		/* Two armies facing each other on a wide table. */
		size_t col = i / 2 % 100, row = i / 200;
		snprintf(line, sizeof line,
			 "unit add U%zu side=%s arm=infantry figures=36 "
			 "formation=line x=%zu y=%zu facing=%d",
			 i, i % 2 ? "Allied" : "French", col * 40,
			 (size_t)(i % 2 ? 100 + row * 30 : 500 + row * 30),
			 i % 2 ? 0 : 180);
		run(s, line, &o, NULL);
	}
	char *err = NULL;
	double t0 = now();
	int r = run(s, "scan Allied", &o, &err);
	double t = now() - t0;
	if (r < 0 && strstr(err, "not built yet") != NULL)
		printf("scan at %5zu units:  n/a (not built yet)\n", n);
	else if (r < 0)
		printf("scan at %5zu units:  failed: %s\n", n, err);
	else
		printf("scan at %5zu units:  %.3f s (%zu output lines)\n", n, t,
		       o.n);
	free(err);
	session_free(s);
	out_free(&o);
}

int
main(int argc, char **argv)
{
	if (argc > 1)
		dir = argv[1];
	setvbuf(stdout, NULL, _IOLBF, 0);
	struct size_figures small, big;
	bench_size(10000, &small);
	bench_size(100000, &big);
	const struct size_figures *f[] = {&small, &big};
	for (int i = 0; i < 2; i++)
		printf("replay %6zu commands:  %.3f s  (%.2f us/command, best "
		       "of 3)\n",
		       f[i]->n, f[i]->replay, f[i]->replay / f[i]->n * 1e6);
	printf("replay growth x%.0f commands:  x%.1f time (linear: ~x10)\n",
	       (double)big.n / small.n, big.replay / small.replay);
	for (int i = 0; i < 2; i++)
		printf("undo x1000 at end of %6zu:  %.3f s in memory, %.3f s "
		       "with the game file (fsync each)\n",
		       f[i]->n, f[i]->undo_mem, f[i]->undo_file);
	printf("undo growth x%.0f commands:  x%.1f time (flat: ~x1)\n",
	       (double)big.n / small.n, big.undo_mem / small.undo_mem);
	printf("peak memory (ru_maxrss) after the 100000-command game:  %.1f "
	       "MiB\n",
	       maxrss_kib() / 1024.0);
	bench_fire();
	bench_scan(1000);
	bench_scan(10000);
	return 0;
}
