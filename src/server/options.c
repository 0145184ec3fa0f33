/* options.c - `umpire server` and `umpire attach` command lines
 * (docs/server.md). */
#include <stdio.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "proto.h"
#include "server.h"

static void
server_usage(FILE *f)
{
	fputs("usage: umpire server [--chief NAME] [--ruling-timeout SECONDS] "
	      "[--near DISTANCE] GAME\n"
	      "       umpire attach [--as NAME] [-b|-l] [--script FILE] "
	      "GAME|ssh://[USER@]HOST[:PORT]/PATH\n"
	      "         (on a terminal without -b or -l: the full-screen "
	      "interface)\n"
	      "       umpire attach --stdio GAME   (the far end of ssh)\n"
	      "       umpire follow GAME|ssh://HOST/PATH REPLICA\n"
	      "See docs/server.md.\n",
	      f);
}

static int
bad_number(const char *opt, const char *arg)
{
	fprintf(stderr, "umpire server: %s %s: a number >= 0\n", opt, arg);
	return 2;
}

static int
server_cmd(int argc, char **argv)
{
	enum { O_CHIEF = 256, O_TIMEOUT, O_NEAR };
	static const struct option lo[] = {
	    {"chief", required_argument, NULL, O_CHIEF},
	    {"ruling-timeout", required_argument, NULL, O_TIMEOUT},
	    {"near", required_argument, NULL, O_NEAR},
	    {"help", no_argument, NULL, 'h'},
	    {NULL, 0, NULL, 0}};
	const char *chief = "chief";
	long timeout = 120;
	double near = 12;
	int c;
	char *end;
	while ((c = getopt_long(argc, argv, "h", lo, NULL)) != -1) {
		switch (c) {
		case O_CHIEF:
			chief = optarg;
			break;
		case O_TIMEOUT:
			timeout = strtol(optarg, &end, 10);
			if (*end || timeout < 0)
				return bad_number("--ruling-timeout", optarg);
			break;
		case O_NEAR:
			near = strtod(optarg, &end);
			if (*end || !(near >= 0))
				return bad_number("--near", optarg);
			break;
		case 'h':
			server_usage(stdout);
			return 0;
		default:
			server_usage(stderr);
			return 2;
		}
	}
	if (argc - optind != 1) {
		fprintf(stderr, "umpire server: one GAME file\n");
		server_usage(stderr);
		return 2;
	}
	return server_run(argv[optind], chief, (int)timeout, near);
}

static int
attach_cmd(int argc, char **argv)
{
	enum { O_AS = 256, O_STDIO, O_SCRIPT };
	static const struct option lo[] = {
	    {"as", required_argument, NULL, O_AS},
	    {"stdio", no_argument, NULL, O_STDIO},
	    {"script", required_argument, NULL, O_SCRIPT},
	    {"batch", no_argument, NULL, 'b'},
	    {"line", no_argument, NULL, 'l'},
	    {"help", no_argument, NULL, 'h'},
	    {NULL, 0, NULL, 0}};
	struct attach_opts o;
	memset(&o, 0, sizeof o);
	int c;
	while ((c = getopt_long(argc, argv, "blh", lo, NULL)) != -1) {
		switch (c) {
		case O_AS:
			o.as = optarg;
			break;
		case O_STDIO:
			o.stdio = true;
			break;
		case O_SCRIPT:
			o.script = optarg;
			o.batch = true;
			break;
		case 'b':
			o.batch = true;
			break;
		case 'l':
			o.line = true;
			break;
		case 'h':
			server_usage(stdout);
			return 0;
		default:
			server_usage(stderr);
			return 2;
		}
	}
	if (argc - optind != 1) {
		fprintf(stderr, "umpire attach: one GAME or ssh://HOST/PATH\n");
		server_usage(stderr);
		return 2;
	}
	if (o.batch && o.line) {
		fprintf(stderr, "umpire attach: --batch and --line exclude "
				"each other\n");
		return 2;
	}
	o.target = argv[optind];
	if (!o.batch && !o.line)
		o.tui = o.line = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	return attach_run(&o);
}

static int
follow_cmd(int argc, char **argv)
{
	if (argc != 3 || argv[1][0] == '-') {
		fprintf(stderr,
			"umpire follow: GAME|ssh://HOST/PATH REPLICA\n");
		server_usage(stderr);
		return 2;
	}
	struct attach_opts o;
	memset(&o, 0, sizeof o);
	o.target = argv[1];
	o.as = "follower";
	o.follow_to = argv[2];
	return attach_run(&o);
}

int
server_main(int argc, char **argv)
{
	/* argv[1] is the subcommand: getopt starts after it. */
	if (strcmp(argv[1], "server") == 0)
		return server_cmd(argc - 1, argv + 1);
	if (strcmp(argv[1], "follow") == 0)
		return follow_cmd(argc - 1, argv + 1);
	return attach_cmd(argc - 1, argv + 1);
}

int
attach_served(const struct options *opt)
{
	char *sock = proto_sock_path(opt->game);
	int fd = sock ? proto_connect(sock) : -1;
	free(sock);
	if (fd < 0)
		return -1;
	close(fd);
	struct attach_opts o;
	memset(&o, 0, sizeof o);
	o.target = opt->game;
	o.script = opt->script;
	o.opt = opt;
	o.batch = opt->batch;
	o.line = !opt->batch;
	o.tui = !opt->batch && !opt->line && opt->script == NULL &&
		isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	fprintf(stderr, "umpire: %s is served: attaching as the chief\n",
		opt->game);
	return attach_run(&o);
}
