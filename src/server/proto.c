/* proto.c - frames over a socket or a pipe (proto.h). */
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "proto.h"
#include "umpire/util.h"

void
conn_init(struct conn *c, int rfd, int wfd)
{
	memset(c, 0, sizeof *c);
	c->rfd = rfd;
	c->wfd = wfd;
}

void
conn_close(struct conn *c)
{
	if (c->rfd >= 0)
		close(c->rfd);
	if (c->wfd >= 0 && c->wfd != c->rfd)
		close(c->wfd);
	free(c->in);
	free(c->outq);
	free(c->frame);
	memset(c, 0, sizeof *c);
	c->rfd = c->wfd = -1;
}

static void
out_add_bytes(struct conn *c, const char *p, size_t n)
{
	if (c->outlen + n > c->outcap) {
		size_t cap = c->outcap ? c->outcap : 4096;
		while (cap < c->outlen + n)
			cap *= 2;
		c->outq = um_xrealloc(c->outq, cap);
		c->outcap = cap;
	}
	memcpy(c->outq + c->outlen, p, n);
	c->outlen += n;
}

void
conn_queue(struct conn *c, char type, const char *text)
{
	const char *p = text;
	do {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		char head[2] = {type, ' '};
		out_add_bytes(c, head, 2);
		out_add_bytes(c, p, n);
		out_add_bytes(c, "\n", 1);
		p = nl ? nl + 1 : NULL;
	} while (p && *p);
}

int
conn_flush(struct conn *c)
{
	size_t done = 0;
	while (done < c->outlen) {
		ssize_t w = write(c->wfd, c->outq + done, c->outlen - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			break;
		if (w <= 0)
			return -1;
		done += (size_t)w;
	}
	if (done > 0 && done < c->outlen)
		memmove(c->outq, c->outq + done, c->outlen - done);
	c->outlen -= done;
	return c->outlen ? 1 : 0;
}

int
conn_fill(struct conn *c)
{
	if (c->incap - c->inlen < 4096) {
		c->incap = c->incap ? c->incap * 2 : 8192;
		c->in = um_xrealloc(c->in, c->incap);
	}
	ssize_t r;
	do
		r = read(c->rfd, c->in + c->inlen, c->incap - c->inlen);
	while (r < 0 && errno == EINTR);
	if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
		return 0;
	if (r <= 0 || c->inlen + (size_t)r > PROTO_FRAME_MAX + 4096) {
		c->eof = true;
		return -1;
	}
	c->inlen += (size_t)r;
	return 0;
}

char
conn_next(struct conn *c, const char **payload)
{
	static const char empty[] = "";
	char *nl = c->in ? memchr(c->in, '\n', c->inlen) : NULL;
	if (nl == NULL)
		return 0;
	*nl = '\0';
	char type = c->in[0];
	/* Copied out: the buffer moves on at once. */
	size_t flen = (size_t)(nl - c->in);
	if (c->frame == NULL || flen + 1 > c->framecap) {
		c->framecap = flen + 1;
		c->frame = um_xrealloc(c->frame, c->framecap);
	}
	memcpy(c->frame, c->in, flen + 1);
	memmove(c->in, nl + 1, c->inlen - flen - 1);
	c->inlen -= flen + 1;
	*payload = flen >= 2 ? c->frame + 2 : empty;
	return type ? type : '?';
}

char *
proto_sock_path(const char *game)
{
	struct sockaddr_un sa;
	char *p = um_xasprintf("%s.sock", game);
	if (strlen(p) >= sizeof sa.sun_path) {
		free(p);
		return NULL;
	}
	return p;
}

int
proto_connect(const char *sockpath)
{
	struct sockaddr_un sa;
	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	if (strlen(sockpath) >= sizeof sa.sun_path)
		return -1;
	memcpy(sa.sun_path, sockpath, strlen(sockpath) + 1);
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}
