/* attach.c - `umpire attach GAME|ssh://HOST/PATH`: a terminal on a
 * served game (docs/server.md). Batch (commands from standard input or
 * --script) and line mode; `--stdio PATH` relays the frames of a remote
 * `attach ssh://...` to the local socket. */
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "attach.h"
#include "proto.h"
#include "server.h"
#include "umpire/cmd.h"
#include "umpire/util.h"

void
attach_transport_close(struct attach *t)
{
	pid_t pid = t->c.pid;
	conn_close(&t->c);
	if (pid > 0) {
		kill(pid, SIGTERM);
		waitpid(pid, NULL, 0);
	}
}

/* ssh://[USER@]HOST[:PORT]/PATH: `ssh [-p PORT] [USER@]HOST umpire
 * attach --stdio PATH` on a pipe ($UMPIRE_SSH and $UMPIRE_REMOTE replace
 * "ssh" and "umpire"). */
static int
transport_ssh(struct attach *t, const char *url)
{
	const char *hp = url + strlen("ssh://");
	const char *slash = strchr(hp, '/');
	if (slash == NULL || slash == hp || hp[0] == '-')
		return -1; /* no host, or one ssh would take for an option */
	char *host = um_xstrndup(hp, (size_t)(slash - hp));
	char *colon = strrchr(host, ':');
	const char *port = NULL;
	if (colon && colon[1] &&
	    strspn(colon + 1, "0123456789") == strlen(colon + 1)) {
		*colon = '\0';
		port = colon + 1;
	}
	const char *ssh = getenv("UMPIRE_SSH");
	const char *remote = getenv("UMPIRE_REMOTE");
	int in[2], out[2];
	if (pipe(in) < 0) {
		free(host);
		return -1;
	}
	if (pipe(out) < 0) {
		close(in[0]);
		close(in[1]);
		free(host);
		return -1;
	}
	pid_t pid = fork();
	if (pid == 0) {
		dup2(out[0], STDIN_FILENO);
		dup2(in[1], STDOUT_FILENO);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		if (t->quiet) {
			/* The TUI owns the terminal: ssh's messages on a
			 * reconnect would be drawn over it. */
			int nul = open("/dev/null", O_WRONLY | O_CLOEXEC);
			if (nul >= 0)
				dup2(nul, STDERR_FILENO);
		}
		const char *argv[10];
		size_t n = 0;
		argv[n++] = ssh && *ssh ? ssh : "ssh";
		argv[n++] = "-T";
		if (port) {
			argv[n++] = "-p";
			argv[n++] = port;
		}
		argv[n++] = host;
		argv[n++] = remote && *remote ? remote : "umpire";
		argv[n++] = "attach";
		argv[n++] = "--stdio";
		argv[n++] = slash;
		argv[n] = NULL;
		execvp(argv[0], (char *const *)argv);
		_exit(127);
	}
	free(host);
	close(in[1]);
	close(out[0]);
	if (pid < 0) {
		close(in[0]);
		close(out[1]);
		return -1;
	}
	conn_init(&t->c, in[0], out[1]);
	t->c.pid = pid;
	return 0;
}

int
attach_transport_open(struct attach *t)
{
	const char *target = t->o->target;
	if (strncmp(target, "ssh://", 6) == 0)
		return transport_ssh(t, target);
	char *sock = proto_sock_path(target);
	int fd = sock ? proto_connect(sock) : -1;
	free(sock);
	if (fd < 0)
		return -1;
	conn_init(&t->c, fd, fd);
	return 0;
}

char
attach_next_frame(struct attach *t, const char **p)
{
	char ty;
	while ((ty = conn_next(&t->c, p)) == 0)
		if (t->c.eof || conn_fill(&t->c) < 0)
			return 0;
	return ty;
}

int
attach_hello(struct attach *t, bool loud)
{
	conn_queue(&t->c, 'H', t->o->as ? t->o->as : "");
	const char *p;
	char ty = conn_flush(&t->c) < 0 ? 0 : attach_next_frame(t, &p);
	if (ty == 'K') {
		size_t nl = strcspn(p, " ");
		um_snprintf(t->name, sizeof t->name, "%.*s", (int)nl, p);
		const char *l = strstr(p, "lines=");
		t->lines = l ? strtoul(l + 6, NULL, 10) : 0;
		return 0;
	}
	if (loud)
		fprintf(stderr, "umpire attach: %s: %s\n", t->o->target,
			ty == 'E' ? p : "no server answers");
	return -1;
}

double
attach_seconds_env(const char *name, double dflt)
{
	const char *v = getenv(name);
	char *end;
	double d = v && *v ? strtod(v, &end) : dflt;
	return v && *v && (*end != '\0' || !(d >= 0)) ? dflt : d;
}

/* The server went away: connect again for $UMPIRE_RECONNECT seconds
 * (default 10). 0 when back. */
int
attach_reconnect(struct attach *t)
{
	attach_transport_close(t);
	double limit = attach_seconds_env("UMPIRE_RECONNECT", 10);
	struct timespec nap = {0, 100 * 1000 * 1000};
	for (long tenths = 0; tenths < (long)(limit * 10); tenths++) {
		if (attach_transport_open(t) == 0 &&
		    attach_hello(t, false) == 0) {
			if (!t->quiet)
				fprintf(stderr,
					"umpire attach: reconnected to %s\n",
					t->o->target);
			return 0;
		}
		attach_transport_close(t);
		nanosleep(&nap, NULL);
	}
	if (!t->quiet)
		fprintf(stderr, "umpire attach: %s: the server is gone\n",
			t->o->target);
	return -1;
}

static void
send_command(struct attach *t)
{
	conn_queue(&t->c, 'C', t->awaiting);
	t->sent_at = t->lines;
	if (conn_flush(&t->c) < 0)
		t->c.eof = true;
}

/* One frame from the server. */
static void
on_frame(struct attach *t, char ty, const char *p)
{
	switch (ty) {
	case 'R':
	case 'O':
		printf("%s\n", p);
		break;
	case 'W':
		fprintf(stderr, "warning: %s\n", p);
		break;
	case 'E':
		free(t->err);
		t->err = um_xstrdup(p);
		break;
	case 'N':
		fprintf(t->interactive ? stdout : stderr, "notice: %s\n", p);
		break;
	case 'J': {
		char *end;
		size_t n = strtoul(p, &end, 10);
		if (n > t->lines)
			t->lines = n;
		const char *who = end + (*end == ' ');
		size_t wl = strcspn(who, " ");
		if (t->interactive)
			printf("  [%.*s] %s\n", (int)wl, who,
			       who[wl] ? who + wl + 1 : "");
		break;
	}
	case 'X': {
		const char *l = strstr(p, "lines=");
		if (l)
			t->lines = strtoul(l + 6, NULL, 10);
		if (strtol(p, NULL, 10) != 0) {
			fprintf(stderr, "error: line %ld: %s\n", t->lineno,
				t->err ? t->err : "failed");
			t->status = 1;
		}
		free(t->err);
		t->err = NULL;
		free(t->awaiting);
		t->awaiting = NULL;
		fflush(stdout);
		fflush(stderr);
		break;
	}
	default:
		break;
	}
	fflush(stdout);
}

/* The server went away mid-command: resend it when the journal did not
 * move (it was not applied), else say so. -1: gone for good. */
static int
server_lost(struct attach *t)
{
	if (attach_reconnect(t) < 0)
		return -1;
	if (t->awaiting == NULL)
		return 0;
	if (t->lines == t->sent_at) {
		send_command(t);
		return 0;
	}
	fprintf(stderr,
		"error: line %ld: not acknowledged before the server went "
		"away, and the journal has moved on since: it may have been "
		"applied; see `history` before giving it again\n",
		t->lineno);
	t->status = 1;
	free(t->awaiting);
	t->awaiting = NULL;
	return 0;
}

/* The next whole input line from buf (taken out), or NULL. */
static char *
take_line(struct strbuf *in, bool eof)
{
	char *nl = in->s ? memchr(in->s, '\n', in->len) : NULL;
	size_t n = nl ? (size_t)(nl - in->s) : (eof ? in->len : 0);
	if (n == 0 && nl == NULL)
		return NULL;
	char *line = um_xstrndup(in->s, n);
	size_t used = nl ? n + 1 : n;
	memmove(in->s, in->s + used, in->len - used);
	in->len -= used;
	return line;
}

static void
prompt(const struct attach *t)
{
	if (t->interactive && t->awaiting == NULL) {
		printf("%s> ", t->o->as ? t->o->as : "umpire");
		fflush(stdout);
	}
}

static int
client_loop(struct attach *t, int infd)
{
	struct strbuf in;
	sb_init(&in);
	bool in_eof = false;
	prompt(t);
	for (;;) {
		if (t->awaiting == NULL) {
			char *line = take_line(&in, in_eof);
			if (line == NULL && in_eof)
				break;
			if (line) {
				t->lineno++;
				if (strlen(line) > CMD_LINE_MAX) {
					fprintf(stderr,
						"error: line %ld: longer than "
						"%d bytes\n",
						t->lineno, CMD_LINE_MAX);
					t->status = 1;
					free(line);
					continue;
				}
				t->awaiting = line;
				send_command(t);
				continue;
			}
		}
		struct pollfd pf[2] = {{.fd = t->c.rfd, .events = POLLIN},
				       {.fd = infd, .events = POLLIN}};
		nfds_t n = t->awaiting || in_eof ? 1 : 2;
		if (!t->c.eof && poll(pf, n, -1) < 0 && errno != EINTR)
			break;
		if (t->c.eof ||
		    (pf[0].revents & (POLLIN | POLLHUP | POLLERR))) {
			if (t->c.eof || conn_fill(&t->c) < 0) {
				if (server_lost(t) < 0) {
					t->status = t->status ? t->status : 3;
					break;
				}
				continue;
			}
			const char *p;
			char ty;
			bool was = t->awaiting != NULL;
			while ((ty = conn_next(&t->c, &p)) != 0)
				on_frame(t, ty, p);
			if (was && t->awaiting == NULL)
				prompt(t);
		}
		if (n == 2 && (pf[1].revents & (POLLIN | POLLHUP | POLLERR))) {
			char buf[4096];
			ssize_t r = read(infd, buf, sizeof buf);
			if (r <= 0)
				in_eof = true;
			else if (memchr(buf, '\0', (size_t)r)) {
				fprintf(stderr, "error: NUL byte in the input; "
						"commands are text\n");
				t->status = 1;
			} else
				sb_addn(&in, buf, (size_t)r);
		}
	}
	if (t->awaiting) {
		fprintf(stderr, "error: line %ld: not acknowledged\n",
			t->lineno);
		t->status = 1;
	}
	sb_free(&in);
	return t->status;
}

/* --stdio PATH: the frames between our standard input/output and the
 * game's socket, byte for byte (the far end of ssh). */
static int
relay(const char *game)
{
	char *sock = proto_sock_path(game);
	int fd = sock ? proto_connect(sock) : -1;
	free(sock);
	if (fd < 0) {
		printf("E no `umpire server` serves %s on this host\n", game);
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	bool in_open = true;
	for (;;) {
		struct pollfd pf[2] = {{.fd = fd, .events = POLLIN},
				       {.fd = STDIN_FILENO, .events = POLLIN}};
		if (poll(pf, in_open ? 2 : 1, -1) < 0 && errno != EINTR)
			break;
		char buf[8192];
		if (pf[0].revents) {
			ssize_t r = read(fd, buf, sizeof buf);
			if (r <= 0 || write(STDOUT_FILENO, buf, (size_t)r) != r)
				break;
		}
		if (in_open && pf[1].revents) {
			ssize_t r = read(STDIN_FILENO, buf, sizeof buf);
			if (r <= 0) {
				in_open = false;
				shutdown(fd, SHUT_WR);
			} else if (write(fd, buf, (size_t)r) != r)
				break;
		}
	}
	close(fd);
	return 0;
}

/* follow: the journal line by line into the replica, each written and
 * flushed (fsync) as it comes; after a reconnect the lines already
 * written are skipped by number. Runs until the server is gone. */
static int
follow_loop(struct attach *t, const char *replica)
{
	int fd = open(replica, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0) {
		fprintf(stderr, "umpire follow: %s: %s\n", replica,
			strerror(errno));
		return 2;
	}
	size_t written = 0;
	int status = 0;
	conn_queue(&t->c, 'F', "");
	for (;;) {
		const char *p;
		char ty = conn_flush(&t->c) < 0 ? 0 : attach_next_frame(t, &p);
		if (ty == 0) {
			if (attach_reconnect(t) < 0) {
				status = 3;
				break;
			}
			conn_queue(&t->c, 'F', "");
			continue;
		}
		if (ty != 'J')
			continue;
		char *end;
		size_t n = strtoul(p, &end, 10);
		const char *name = end + (*end == ' ');
		const char *line = name + strcspn(name, " ");
		line += *line == ' ';
		if (n != written + 1)
			continue;
		size_t len = strlen(line);
		if (write(fd, line, len) != (ssize_t)len ||
		    write(fd, "\n", 1) != 1 || fsync(fd) < 0) {
			fprintf(stderr, "umpire follow: %s: %s\n", replica,
				strerror(errno));
			status = 2;
			break;
		}
		written++;
	}
	close(fd);
	return status;
}

int
attach_run(const struct attach_opts *o)
{
	if (o->stdio)
		return relay(o->target);
	struct attach t;
	memset(&t, 0, sizeof t);
	t.o = o;
	t.c.rfd = t.c.wfd = -1;
	t.interactive = o->line;
	signal(SIGPIPE, SIG_IGN);
	int infd = STDIN_FILENO;
	if (o->script && (infd = open(o->script, O_RDONLY | O_CLOEXEC)) < 0) {
		fprintf(stderr, "umpire: %s: cannot read the script\n",
			o->script);
		return 2;
	}
	int status;
	if (attach_transport_open(&t) < 0 || attach_hello(&t, true) < 0) {
		if (t.c.rfd < 0)
			fprintf(stderr,
				"umpire attach: %s: no server (start one "
				"with `umpire server GAME`)\n",
				o->target);
		status = 2;
	} else if (o->follow_to) {
		status = follow_loop(&t, o->follow_to);
	} else if (o->tui && (status = attach_tui(&t)) != 127) {
		/* The full-screen interface ran (replica.c). */
	} else if (o->tui && attach_reconnect(&t) < 0) {
		status = 2; /* no terminal for it, and the server went */
	} else {
		status = client_loop(&t, infd);
	}
	attach_transport_close(&t);
	free(t.err);
	free(t.awaiting);
	if (infd != STDIN_FILENO)
		close(infd);
	return status;
}
