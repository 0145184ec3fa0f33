/* proto.h - the frames between `umpire server` and its clients
 * (docs/server.md, "Protocol"): one line each, a letter, a space, the
 * payload (no newline inside; a text of several lines is several frames).
 *
 * client -> server: H NAME (hello, first) | C LINE (a command) | F (follow:
 *   the whole journal, then every line journaled)
 * server -> client: K NAME lines=N (welcome) | R RECORD, O TEXT (output:
 *   a record, a human line) | T TEXT (teach) | W TEXT (warning) | E TEXT
 *   (error) | X STATUS lines=N (end of the reply: the acknowledgement) |
 *   J N NAME LINE (journal line N, by NAME) | N TEXT (notice) */
#ifndef UMPIRE_SERVER_PROTO_H
#define UMPIRE_SERVER_PROTO_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Frames larger than this end the connection (a command line is at most
 * CMD_LINE_MAX; output lines are records). */
#define PROTO_FRAME_MAX (1 << 20)
/* Output waiting for a slow client beyond this drops it. */
#define PROTO_BACKLOG_MAX (64u << 20)

struct conn {
	int rfd, wfd;
	pid_t pid; /* ssh child, or 0 */
	char *in;
	size_t inlen, incap;
	char *outq;
	size_t outlen, outcap;
	char *frame; /* the frame conn_next handed out */
	size_t framecap;
	bool eof;
};

void conn_init(struct conn *, int rfd, int wfd);
void conn_close(struct conn *);
/* Queue a frame (split at newlines into frames of the same type). */
void conn_queue(struct conn *, char type, const char *text);
/* Write what is queued: 0 all written, 1 some left (non-blocking fd),
 * -1 error. */
int conn_flush(struct conn *);
/* Read what is there (one read): 0 read, -1 EOF or error. */
int conn_fill(struct conn *);
/* The next whole frame: its type and payload (valid until the next
 * call on this conn), or 0 when none is complete. */
char conn_next(struct conn *, const char **payload);

/* GAME.sock: the socket beside the game file (caller frees); NULL when
 * the path is too long for a Unix socket. */
char *proto_sock_path(const char *game);
/* Connect to a game's server socket: the fd, or -1. */
int proto_connect(const char *sockpath);

#endif
