/* serve.h - `umpire serve GAME [--listen ADDR:PORT]`: the live views of a
 * game over HTTP (GNU libmicrohttpd), read-only (docs/views.md). */
#ifndef UMPIRE_SERVE_H
#define UMPIRE_SERVE_H

/* argv[0] is "serve". Returns the exit status: 0 when stopped by a
 * signal, 2 for a usage error or a game or address it cannot use. */
int serve_main(int argc, char **argv);

#endif
