/* server.h - several umpires on one game (docs/server.md): `umpire
 * server GAME` owns the game file and serves it on GAME.sock; `umpire
 * attach GAME|ssh://HOST/PATH` is a terminal on it. */
#ifndef UMPIRE_SERVER_H
#define UMPIRE_SERVER_H

#include "umpire/options.h"
#include "umpire/session.h"

/* argv[1] is "server", "attach" or "follow": that subcommand's exit
 * status. */
int server_main(int argc, char **argv);
/* A plain `umpire GAME` on a served game: attach to it in the mode the
 * options chose (batch or line). -1 when GAME is not served. */
int attach_served(const struct options *);

int server_run(const char *game, const char *chief, int ruling_timeout,
	       double near);
struct attach_opts {
	const char *target;	   /* GAME or ssh://HOST/PATH */
	const char *as;		   /* umpire name (NULL: chief) */
	const char *script;	   /* --script FILE */
	const char *follow_to;	   /* umpire follow: the replica's path */
	const struct options *opt; /* a plain `umpire GAME`'s, or NULL */
	bool batch, line, stdio;
	bool tui; /* the full-screen interface (line mode without one) */
};
int attach_run(const struct attach_opts *);

#endif
