/* attach.h - a terminal's connection to `umpire server` (attach.c),
 * shared with the attached TUI's replica (replica.c). */
#ifndef UMPIRE_SERVER_ATTACH_H
#define UMPIRE_SERVER_ATTACH_H

#include <stdbool.h>
#include <stddef.h>

#include "proto.h"
#include "server.h"
#include "umpire/util.h"

struct attach {
	const struct attach_opts *o;
	struct conn c;
	char name[UM_NAME_MAX + 1]; /* as the server welcomed us */
	size_t lines;	  /* journal lines the server has, as last heard */
	size_t sent_at;	  /* lines when the awaited command was sent */
	char *awaiting;	  /* the command sent and not yet acknowledged */
	long lineno;	  /* of the awaited command */
	char *err;	  /* E of the reply in progress */
	int status;	  /* exit status so far */
	bool interactive; /* line mode: show others' lines and a prompt */
	bool quiet;	  /* the TUI owns the terminal: no stderr */
};

/* The socket, or ssh://HOST/PATH through ssh: 0, or -1. */
int attach_transport_open(struct attach *);
void attach_transport_close(struct attach *);
/* Hello, and the welcome: 0, or -1 (message printed when loud). */
int attach_hello(struct attach *, bool loud);
/* Wait for the next frame: its type, or 0 when the server went away. */
char attach_next_frame(struct attach *, const char **payload);
/* The server went away: connect again for $UMPIRE_RECONNECT seconds
 * (default 10). 0 when back. */
int attach_reconnect(struct attach *);
/* $name as seconds >= 0, else dflt. */
double attach_seconds_env(const char *name, double dflt);

/* replica.c: the full-screen interface attached (docs/server.md, "The TUI
 * attached"); 127 when no terminal could be set up. */
int attach_tui(struct attach *);

#endif
