/* main.c - command line (spec §1): choose the mode, open the game. */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

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
	      "  -s, --seed N         seed for the dice the program rolls\n"
	      "      --demo           load the embedded demo scenario\n"
	      "      --teach          explain every step with the rule it "
	      "applies\n"
	      "  -h, --help           this help\n"
	      "  -V, --version        version\n"
	      "GAME is a game file (a journal): replayed if it exists, created "
	      "if not.\n"
	      "Without options on a terminal: the full-screen TUI.\n",
	      f);
}

int
main(int argc, char **argv)
{
	struct options o;
	memset(&o, 0, sizeof o);
	o.seed = 1;
	enum { OPT_SCRIPT = 256, OPT_DEMO, OPT_TEACH };
	static const struct option longopts[] = {
	    {"batch", no_argument, NULL, 'b'},
	    {"script", required_argument, NULL, OPT_SCRIPT},
	    {"line", no_argument, NULL, 'l'},
	    {"ruleset", required_argument, NULL, 'r'},
	    {"tables", required_argument, NULL, 't'},
	    {"seed", required_argument, NULL, 's'},
	    {"demo", no_argument, NULL, OPT_DEMO},
	    {"teach", no_argument, NULL, OPT_TEACH},
	    {"help", no_argument, NULL, 'h'},
	    {"version", no_argument, NULL, 'V'},
	    {NULL, 0, NULL, 0},
	};
	int c;
	while ((c = getopt_long(argc, argv, "blr:t:s:hV", longopts, NULL)) !=
	       -1) {
		switch (c) {
		case 'b':
			o.batch = true;
			break;
		case OPT_SCRIPT:
			o.script = optarg;
			o.batch = true;
			break;
		case 'l':
			o.line = true;
			break;
		case 'r':
			if (ruleset_find(optarg) == NULL) {
				fprintf(stderr,
					"umpire: unknown ruleset %s; rulesets: "
					"%s\n",
					optarg, ruleset_names());
				return 2;
			}
			o.ruleset = optarg;
			break;
		case 't':
			o.tables = optarg;
			break;
		case 's': {
			char *end;
			if (optarg[0] == '-' || optarg[0] == '\0')
				goto badseed;
			o.seed = strtoull(optarg, &end, 10);
			if (*end != '\0')
				goto badseed;
			break;
		badseed:
			fprintf(stderr,
				"umpire: --seed %s: the seed is a "
				"whole number >= 0\n",
				optarg);
			return 2;
		}
		case OPT_DEMO:
			o.demo = true;
			break;
		case OPT_TEACH:
			o.teach = true;
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
	if (o.batch && o.line) {
		fprintf(stderr, "umpire: --batch and --line exclude each "
				"other\n");
		return 2;
	}
	o.game = optind < argc ? argv[optind] : NULL;
	bool tui = !o.batch && !o.line;
	if (tui && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		/* Not a terminal: batch mode is the only sensible one. */
		tui = false;
		o.batch = !isatty(STDIN_FILENO);
		o.line = !o.batch;
	}

	struct session_opts so = {.ruleset = o.ruleset,
				  .tables_dir = o.tables,
				  .seed = o.seed,
				  .teach = o.teach};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	if (s == NULL) {
		fprintf(stderr, "umpire: %s\n", err);
		free(err);
		return 2;
	}
	/* The TUI without a game file starts the demo in a new file. */
	char *newpath = NULL;
	if (tui && o.game == NULL) {
		newpath = frontend_new_game_path();
		o.game = newpath;
		o.demo = true;
	}
	int status = 0;
	if (o.game) {
		struct out w;
		out_init(&w);
		int r = session_open(s, o.game, &w, &err);
		frontend_print(&w, stdout, stderr, false);
		out_free(&w);
		if (r < 0) {
			fprintf(stderr, "umpire: %s\n", err);
			free(err);
			session_free(s);
			free(newpath);
			return 2;
		}
	}
	bool fresh = s->h.n == 0;
	if (fresh && o.ruleset && strcmp(o.ruleset, s->g->rs->name) != 0) {
		char *line = um_xasprintf("ruleset %s", o.ruleset);
		struct out w;
		out_init(&w);
		int r = session_exec(s, line, &w, &err);
		out_free(&w);
		free(line);
		if (r < 0) {
			fprintf(stderr, "umpire: %s\n", err);
			free(err);
			session_free(s);
			free(newpath);
			return 2;
		}
	}
	if (o.demo && fresh) {
		if (frontend_load_demo(s, NULL, &err) < 0) {
			fprintf(stderr, "umpire: %s\n", err);
			free(err);
			session_free(s);
			free(newpath);
			return 2;
		}
		if (tui || o.line)
			fprintf(stderr, "umpire: demo scenario loaded%s%s\n",
				s->path ? " into " : "",
				s->path ? s->path : "");
	}
	if (o.batch)
		status = batch_run(s, &o);
	else if (tui) {
		status = tui_run(s, &o);
		if (status == 127)
			status = line_run(s, &o);
	} else
		status = line_run(s, &o);
	session_free(s);
	free(newpath);
	return status;
}
