/* main.c - command line (spec §1): choose the mode, open the game. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "../server/server.h"
#include "../serve/serve.h"
#include "../tui/run.h"
#include "frontend.h"
#include "umpire/paths.h"
#include "umpire/atomicfile.h"
#include "umpire/oob.h"
#include "umpire/printable.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* What main() does after the options: -1 means "go on". */
#define MAIN_GO_ON (-1)

static void
usage(FILE *f)
{
	fputs("usage: umpire [OPTIONS] [GAME]\n"
	      "  -b, --batch          read commands from standard input, no "
	      "curses\n"
	      "      --script FILE    read commands from FILE (implies "
	      "--batch)\n"
	      "  -l, --line           interactive line mode (libedit)\n"
	      "  -r, --ruleset NAME   ruleset of a new game (the first is the "
	      "default):\n",
	      f);
	fprintf(f, "                       %s\n", ruleset_names());
	fputs("  -t, --tables DIR     table files in DIR replace the embedded "
	      "ones\n"
	      "      --change-tables  play on with --tables that differ from "
	      "the\n"
	      "                       tables pinned in GAME (a journal "
	      "record)\n"
	      "      --read-only      look at GAME without changing it (even "
	      "in use)\n"
	      "  -s, --seed N         seed for the dice the program rolls "
	      "(default:\n"
	      "                       fresh from the system)\n"
	      "      --demo           load the embedded demo scenario\n"
	      "      --scenario NAME  start a new game with scenario NAME "
	      "(terrain and\n"
	      "                       roster, docs/scenarios.md)\n"
	      "      --teach          explain every step with the rule it "
	      "applies\n"
	      "  -h, --help           this help\n"
	      "  -V, --version        version\n"
	      "GAME is a game file (a journal): replayed if it exists, created "
	      "if not.\n"
	      "Without options on a terminal: the full-screen TUI.\n"
	      "umpire serve GAME [--listen ADDR:PORT]: live views of GAME "
	      "(docs/views.md)\n",
	      f);
}

/* A seed nobody can predict: getrandom(2), else /dev/urandom, else the
 * clock and the pid (never a constant). */
static unsigned long long
fresh_seed(void)
{
	unsigned long long seed = 0;
	if (getrandom(&seed, sizeof seed, GRND_NONBLOCK) ==
	    (ssize_t)sizeof seed)
		return seed;
	int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		ssize_t n = read(fd, &seed, sizeof seed);
		close(fd);
		if (n == (ssize_t)sizeof seed)
			return seed;
	}
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return ((unsigned long long)ts.tv_sec << 20) ^
	       (unsigned long long)ts.tv_nsec ^
	       ((unsigned long long)getpid() << 40);
}

static int
parse_seed(const char *arg, struct options *o)
{
	char *end;
	if (arg[0] == '-' || arg[0] == '\0')
		goto bad;
	errno = 0;
	o->seed = strtoull(arg, &end, 10);
	if (*end != '\0' || errno != 0)
		goto bad;
	o->seeded = true;
	return MAIN_GO_ON;
bad:
	fprintf(stderr, "umpire: --seed %s: the seed is a whole number >= 0\n",
		arg);
	return 2;
}

/* Step 1: the options. Returns MAIN_GO_ON or an exit status. */
static int
parse_options(int argc, char **argv, struct options *o)
{
	enum {
		OPT_SCRIPT = 256,
		OPT_DEMO,
		OPT_TEACH,
		OPT_CHANGE,
		OPT_RO,
		OPT_SCENARIO
	};
	static const struct option longopts[] = {
	    {"batch", no_argument, NULL, 'b'},
	    {"script", required_argument, NULL, OPT_SCRIPT},
	    {"line", no_argument, NULL, 'l'},
	    {"ruleset", required_argument, NULL, 'r'},
	    {"tables", required_argument, NULL, 't'},
	    {"change-tables", no_argument, NULL, OPT_CHANGE},
	    {"read-only", no_argument, NULL, OPT_RO},
	    {"seed", required_argument, NULL, 's'},
	    {"demo", no_argument, NULL, OPT_DEMO},
	    {"teach", no_argument, NULL, OPT_TEACH},
	    {"scenario", required_argument, NULL, OPT_SCENARIO},
	    {"help", no_argument, NULL, 'h'},
	    {"version", no_argument, NULL, 'V'},
	    {NULL, 0, NULL, 0},
	};
	int c, r;
	while ((c = getopt_long(argc, argv, "blr:t:s:hV", longopts, NULL)) !=
	       -1) {
		switch (c) {
		case 'b':
			o->batch = true;
			break;
		case OPT_SCRIPT:
			o->script = optarg;
			o->batch = true;
			break;
		case 'l':
			o->line = true;
			break;
		case 'r':
			if (ruleset_find(optarg) == NULL) {
				fprintf(stderr,
					"umpire: unknown ruleset %s; rulesets: "
					"%s\n",
					optarg, ruleset_names());
				return 2;
			}
			o->ruleset = optarg;
			break;
		case 't':
			o->tables = optarg;
			break;
		case OPT_CHANGE:
			o->change_tables = true;
			break;
		case OPT_RO:
			o->read_only = true;
			break;
		case 's':
			if ((r = parse_seed(optarg, o)) != MAIN_GO_ON)
				return r;
			break;
		case OPT_DEMO:
			o->demo = true;
			break;
		case OPT_TEACH:
			o->teach = true;
			break;
		case OPT_SCENARIO:
			o->scenario = optarg;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("umpire %s\n", UMPIRE_VERSION);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (argc - optind > 1) {
		fprintf(stderr, "umpire: one game file at most\n");
		usage(stderr);
		return 2;
	}
	if (o->batch && o->line) {
		fprintf(stderr, "umpire: --batch and --line exclude each "
				"other\n");
		return 2;
	}
	o->game = optind < argc ? argv[optind] : NULL;
	if (o->scenario && o->demo) {
		fprintf(stderr, "umpire: --demo and --scenario exclude each "
				"other\n");
		return 2;
	}
	if (o->read_only && o->game == NULL) {
		fprintf(stderr, "umpire: --read-only needs a GAME file\n");
		return 2;
	}
	if (!o->seeded)
		o->seed = fresh_seed();
	return MAIN_GO_ON;
}

/* Step 2: the mode. Returns true for the full-screen interface. */
static bool
choose_mode(struct options *o)
{
	bool tui = !o->batch && !o->line;
	if (tui && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		/* Not a terminal: batch mode is the only sensible one. */
		tui = false;
		o->batch = !isatty(STDIN_FILENO);
		o->line = !o->batch;
	}
	return tui;
}

static int
fail_exit(char *err)
{
	char *safe = um_printable(err);
	fprintf(stderr, "umpire: %s\n", safe);
	free(safe);
	free(err);
	return 2;
}

/* The last game the interface or line mode opened: its absolute path in
 * $XDG_STATE_HOME/umpire/last-game (docs/tui.md). */
static char *
last_game_note(void)
{
	char *dir = paths_state_dir();
	char *p = dir ? um_xasprintf("%s/last-game", dir) : NULL;
	free(dir);
	return p;
}

static void
remember_last_game(const char *path)
{
	char *note = last_game_note();
	char *abs = realpath(path, NULL);
	if (note && abs) {
		/* By the one file writer; a note that cannot be written only
		 * means the next start does not offer to continue. */
		char *text = um_xasprintf("%s\n", abs), *err = NULL;
		if (atomic_write(note, text, strlen(text), &err) < 0)
			free(err);
		free(text);
	}
	free(abs);
	free(note);
}

/* The last game, when its file is still there to be written. */
static char *
last_game(void)
{
	char *note = last_game_note();
	FILE *f = note ? fopen(note, "r") : NULL;
	free(note);
	if (f == NULL)
		return NULL;
	char buf[4096];
	char *path = NULL;
	if (fgets(buf, sizeof buf, f)) {
		buf[strcspn(buf, "\n")] = '\0';
		if (buf[0] == '/' && access(buf, R_OK | W_OK) == 0)
			path = um_xstrdup(buf);
	}
	fclose(f);
	return path;
}

/* "Continue the last game?" on the terminal, before the interface
 * starts: Enter or y continues, n starts a new game. Read a byte at a
 * time so that nothing typed after the answer is kept from the
 * interface. */
static bool
ask_continue(const char *path)
{
	fprintf(stderr,
		"umpire: the last game is %s\n"
		"umpire: continue it? [Y/n] (n: a new game of the demo) ",
		path);
	fflush(stderr);
	char c = 0, first = 0;
	while (read(STDIN_FILENO, &c, 1) == 1 && c != '\n')
		if (first == 0 && c != ' ')
			first = c;
	return first != 'n' && first != 'N';
}

/* Step 3: the game file. The TUI and line mode never run without one
 * (batch without GAME stays a scratch run); without GAME they offer the
 * last game first. */
static int
open_game(struct session *s, struct options *o, bool tui, char **newpath)
{
	char *err = NULL;
	if ((tui || o->line) && o->game == NULL && !o->demo &&
	    isatty(STDIN_FILENO)) {
		char *last = last_game();
		if (last && ask_continue(last)) {
			*newpath = last;
			o->game = last;
		} else {
			free(last);
		}
	}
	if ((tui || o->line) && o->game == NULL) {
		*newpath = paths_new_game_path(&err);
		if (*newpath == NULL)
			return fail_exit(err);
		o->game = *newpath;
		o->demo = o->demo || tui;
	}
	if (o->game == NULL)
		return MAIN_GO_ON;
	struct out w;
	out_init(&w);
	struct session_open_opts oo = {.read_only = o->read_only,
				       .change_tables = o->change_tables};
	int r = session_open_with(s, o->game, &oo, &w, &err);
	frontend_print(&w, stdout, stderr, false);
	out_free(&w);
	if (r == 0 && (tui || o->line) && !o->read_only)
		remember_last_game(o->game);
	return r < 0 ? fail_exit(err) : MAIN_GO_ON;
}

/* --scenario NAME: its terrain script, then its roster imported (each
 * command journaled). */
static int
start_scenario(struct session *s, const struct options *o, bool tui)
{
	char *err = NULL;
	struct out w;
	out_init(&w);
	int r = oob_scenario_load(s, o->scenario, &w, &err);
	out_free(&w);
	if (r < 0)
		return fail_exit(err);
	if (tui || o->line)
		fprintf(stderr, "umpire: scenario %s loaded%s%s\n", o->scenario,
			s->path ? " into " : "", s->path ? s->path : "");
	return MAIN_GO_ON;
}

/* Step 4: a fresh game gets the ruleset asked for and maybe the demo. */
static int
start_fresh(struct session *s, const struct options *o, bool tui)
{
	char *err = NULL;
	bool fresh = s->h.n == 0 && !o->read_only;
	if (fresh && o->ruleset && strcmp(o->ruleset, s->g->rs->name) != 0) {
		char *line = um_xasprintf("ruleset %s", o->ruleset);
		struct out w;
		out_init(&w);
		int r = session_exec(s, line, &w, &err);
		out_free(&w);
		free(line);
		if (r < 0)
			return fail_exit(err);
	}
	if (o->scenario && !fresh) {
		fprintf(stderr,
			"umpire: --scenario %s: %s is a game already; a "
			"scenario starts a new game\n",
			o->scenario, o->game ? o->game : "the game");
		return 2;
	}
	if (o->scenario)
		return start_scenario(s, o, tui);
	if (o->demo && fresh) {
		if (frontend_load_demo(s, NULL, &err) < 0)
			return fail_exit(err);
		if (tui || o->line)
			fprintf(stderr, "umpire: demo scenario loaded%s%s\n",
				s->path ? " into " : "",
				s->path ? s->path : "");
	}
	return MAIN_GO_ON;
}

/* Step 5: run the chosen front end. */
static int
run_mode(struct session *s, const struct options *o, bool tui)
{
	if (o->batch)
		return batch_run(s, o);
	if (tui) {
		int status = tui_run(s, o);
		return status == 127 ? line_run(s, o) : status;
	}
	return line_run(s, o);
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "serve") == 0) /* docs/views.md */
		return serve_main(argc - 1, argv + 1);
	struct options o;
	memset(&o, 0, sizeof o);
	if (argc > 1 &&
	    (strcmp(argv[1], "server") == 0 || strcmp(argv[1], "attach") == 0 ||
	     strcmp(argv[1], "follow") == 0))
		return server_main(argc, argv); /* docs/server.md */
	int status = parse_options(argc, argv, &o);
	if (status != MAIN_GO_ON)
		return status;
	bool tui = choose_mode(&o);
	if (o.game && !o.read_only && (status = attach_served(&o)) >= 0)
		return status; /* a served game: attach (docs/server.md) */
	struct session_opts so = {.ruleset = o.ruleset,
				  .tables_dir = o.tables,
				  .seed = o.seed,
				  .teach = o.teach};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	if (s == NULL)
		return fail_exit(err);
	char *newpath = NULL;
	status = open_game(s, &o, tui, &newpath);
	if (status == MAIN_GO_ON)
		status = start_fresh(s, &o, tui);
	if (status == MAIN_GO_ON && s->tables_dir_waiting && !o.batch)
		status = fail_exit(session_tables_waiting(s));
	if (status == MAIN_GO_ON) {
		status = run_mode(s, &o, tui);
		/* Where the game is, once the screen is given back. */
		if ((tui || o.line) && s->path)
			fprintf(stderr, "umpire: the game is in %s\n", s->path);
	}
	session_free(s);
	free(newpath);
	return status;
}
