/* server.c - `umpire server GAME`: one session, one journal, many
 * terminals (docs/server.md). A poll(2) loop; commands run one at a time
 * in arrival order through session_exec. */
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <stdarg.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "proto.h"
#include "server.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

#define SRV_CLIENTS_MAX 256
#define SRV_AGREE_MAX 64
/* What goes to terminals that are only watching (journal lines and
 * notices of others' commands) is written at most this often, all that
 * came in the meantime in one write: a ruling's cost does not grow with
 * the terminals attached (docs/server.md). */
#define SRV_WATCH_MS 50

struct client {
	struct conn c;
	char name[UM_NAME_MAX + 1];
	bool hello, chief, follow;
	time_t active; /* last command */
	/* A change that waits for another's ruling to end (no reply yet;
	 * nothing more is read from this client meanwhile). */
	char *pending;
	unsigned long wait_seq;
	/* Its queue goes out now: an answer to a frame of its own (a
	 * reply, the welcome, the journal it asked for). Else it waits for
	 * the next write to the watchers. */
	bool due;
};

struct server {
	struct session *s;
	const char *game;
	char *sock;
	int lfd;
	struct client *cl[SRV_CLIENTS_MAX];
	size_t ncl;
	/* The ruling in progress: its holder, the history length before its
	 * first declaration, since when. */
	struct client *holder;
	size_t hold_from;
	/* Who made the last change (for `undo`), by name. */
	char last_author[UM_NAME_MAX + 1];
	off_t journal_off;
	size_t journal_n; /* lines broadcast so far */
	int ruling_timeout;
	double near;
	/* `agree NAME` by umpire OWNER: NAME may rule on OWNER's units until
	 * NAME's next ruling (or change) ends. */
	struct agreement {
		char owner[UM_NAME_MAX + 1], to[UM_NAME_MAX + 1];
	} agree[SRV_AGREE_MAX];
	size_t nagree;
	unsigned long wait_seq;
	bool released; /* the ruling in progress just ended */
	const char *chief;
	double watched; /* when the watchers were last written to */
};

static volatile sig_atomic_t srv_stop;

static void
on_stop(int sig)
{
	(void)sig;
	srv_stop = 1;
}

static void
send_all(struct server *v, char type, const char *text,
	 const struct client *but)
{
	for (size_t i = 0; i < v->ncl; i++)
		if (v->cl[i] != but && v->cl[i]->hello)
			conn_queue(&v->cl[i]->c, type, text);
}

static void notice_all(struct server *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void
notice_all(struct server *v, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char buf[1024];
	um_vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	send_all(v, 'N', buf, NULL);
}

/* Count the lines of a journal file's bytes [0, off). */
static size_t
count_lines(const char *p, size_t n)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		k += p[i] == '\n';
	return k;
}

/* Read the journal from off to its end (caller frees); NULL when none. */
static char *
journal_tail(const char *path, off_t off, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	struct stat st;
	char *buf = NULL;
	if (fstat(fd, &st) == 0 && st.st_size > off) {
		size_t n = (size_t)(st.st_size - off);
		buf = um_xmalloc(n + 1);
		ssize_t r = pread(fd, buf, n, off);
		if (r < 0)
			r = 0;
		buf[r] = '\0';
		*len = (size_t)r;
	}
	close(fd);
	return buf;
}

/* Every journal line written since the last call, to every client. */
static void
broadcast_journal(struct server *v, const struct client *by)
{
	size_t len = 0;
	char *buf = journal_tail(v->game, v->journal_off, &len);
	if (buf == NULL)
		return;
	char *p = buf, *end = buf + len;
	while (p < end) {
		char *nl = memchr(p, '\n', (size_t)(end - p));
		if (nl == NULL)
			break; /* a line not whole yet */
		*nl = '\0';
		v->journal_n++;
		char *fr = um_xasprintf("%zu %s %s", v->journal_n,
					by ? by->name : "server", p);
		for (size_t i = 0; i < v->ncl; i++)
			if (v->cl[i]->hello &&
			    (v->cl[i] != by || v->cl[i]->follow))
				conn_queue(&v->cl[i]->c, 'J', fr);
		free(fr);
		v->journal_off += (off_t)(nl - p + 1);
		p = nl + 1;
	}
	free(buf);
}

static void
reply_out(struct client *c, const struct out *o)
{
	for (size_t i = 0; i < o->n; i++) {
		enum out_kind k = o->lines[i].kind;
		char t = k == OUT_WARNING  ? 'W'
			 : k == OUT_TEACH  ? 'T'
			 : k == OUT_RECORD ? 'R'
					   : 'O';
		conn_queue(&c->c, t, o->lines[i].text);
	}
}

static void
reply_end(struct server *v, struct client *c, int status)
{
	char buf[64];
	um_snprintf(buf, sizeof buf, "%d lines=%zu", status, v->journal_n);
	conn_queue(&c->c, 'X', buf);
	c->due = true;
}

static void refuse(struct server *v, struct client *c, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void
refuse(struct server *v, struct client *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char buf[1024];
	um_vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	conn_queue(&c->c, 'E', buf);
	reply_end(v, c, 1);
}

/* Run one line as the server itself (rollback): journaled, broadcast. */
static int
exec_quiet(struct server *v, const char *line)
{
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = session_exec(v->s, line, &o, &err);
	out_free(&o);
	free(err);
	broadcast_journal(v, NULL);
	return r;
}

/* The agreements for umpire `to` are used up. */
static void
agreements_end(struct server *v, const char *to)
{
	for (size_t i = v->nagree; i-- > 0;)
		if (strcmp(v->agree[i].to, to) == 0)
			v->agree[i] = v->agree[--v->nagree];
}

/* Take back the ruling in progress (its holder left or timed out): undo
 * each line since its first declaration, so nothing is half applied. */
static void
ruling_rollback(struct server *v, const char *why)
{
	struct client *h = v->holder;
	size_t taken = 0;
	while (v->s->h.n > v->hold_from) {
		size_t before = v->s->h.n;
		if (exec_quiet(v, "undo") < 0 || v->s->h.n >= before)
			break;
		taken++;
	}
	notice_all(v, "%s's ruling taken back (%s): %zu line%s undone", h->name,
		   why, taken, taken == 1 ? "" : "s");
	v->holder = NULL;
	v->released = true;
	agreements_end(v, h->name);
}

static void
client_drop(struct server *v, size_t i, bool rollback)
{
	struct client *c = v->cl[i];
	if (c == NULL)
		return;
	if (v->holder == c && rollback)
		ruling_rollback(v, "its umpire left mid-ruling");
	if (v->holder == c)
		v->holder = NULL;
	free(c->pending);
	conn_close(&c->c);
	free(c);
	v->cl[i] = v->cl[--v->ncl];
}

/* The owner of a unit's sector: its umpire, "chief" when none. */
static const char *
owner_of(const struct unit *u)
{
	return u->sector[0] ? u->sector : "chief";
}

static bool
agreed_by(const struct server *v, const char *owner, const char *name)
{
	for (size_t i = 0; i < v->nagree; i++)
		if (strcmp(v->agree[i].owner, owner) == 0 &&
		    strcmp(v->agree[i].to, name) == 0)
			return true;
	return false;
}

/* The first unit a word names (a unit, or a brigade's first unit) that is
 * not c's to rule on and not agreed; NULL when all are. */
static const struct unit *
foreign_unit(const struct server *v, const struct client *c, const char *word)
{
	const struct game *g = v->s->g;
	const struct unit *u = game_unit_c(g, word);
	for (size_t i = 0; u == NULL && i < g->nunits; i++)
		if (strcmp(g->units[i].brigade, word) == 0 &&
		    strcmp(owner_of(&g->units[i]), c->name) != 0 &&
		    !agreed_by(v, owner_of(&g->units[i]), c->name))
			return &g->units[i];
	if (u && strcmp(owner_of(u), c->name) != 0 &&
	    !agreed_by(v, owner_of(u), c->name))
		return u;
	return NULL;
}

static const char *const chief_only[] = {"sector add", "bound next", "ruleset",
					 "game",       "tables",     "amend",
					 "phase",      NULL};

/* May c make this change? NULL, or the refusal (static buffer). */
static const char *
sector_refusal(const struct server *v, const struct client *c,
	       const struct cmd_entry *e, const struct args *a, size_t nw)
{
	static char why[512];
	if (c->chief)
		return NULL;
	for (size_t k = 0; chief_only[k]; k++)
		if (strcmp(e->name, chief_only[k]) == 0) {
			um_snprintf(why, sizeof why,
				    "%s: only the chief umpire may; you are "
				    "%s",
				    e->name, c->name);
			return why;
		}
	if (strcmp(e->name, "undo") == 0 &&
	    strcmp(v->last_author, c->name) != 0) {
		um_snprintf(why, sizeof why,
			    "undo: the last change was %s's; only %s or the "
			    "chief may take it back",
			    v->last_author[0] ? v->last_author : "the chief's",
			    v->last_author[0] ? v->last_author : "the chief");
		return why;
	}
	const struct unit *u = NULL;
	for (size_t w = nw; u == NULL && w < a->nword; w++)
		u = foreign_unit(v, c, a->word[w]);
	for (size_t k = 0; u == NULL && k < a->nkv; k++)
		u = foreign_unit(v, c, a->kv[k].val);
	if (u == NULL)
		return NULL;
	um_snprintf(why, sizeof why,
		    "%s is in %s's sector; umpire %s rules only on sector "
		    "%s: %s may `agree %s`, or the chief rules",
		    u->name, owner_of(u), c->name, c->name, owner_of(u),
		    c->name);
	return why;
}

/* Per unit before a change, for the news. */
struct before {
	char name[UM_NAME_MAX + 1];
	int state;
	bool removed;
};

static struct before *
snapshot(const struct game *g)
{
	struct before *b = um_xcalloc(g->nunits ? g->nunits : 1, sizeof *b);
	for (size_t i = 0; i < g->nunits; i++) {
		memcpy(b[i].name, g->units[i].name, sizeof b[i].name);
		b[i].state = g->units[i].state;
		b[i].removed = g->units[i].removed;
	}
	return b;
}

static const char *
state_name(const struct game *g, int st)
{
	size_t n = 0;
	while (g->rs->states[n])
		n++;
	return st >= 0 && (size_t)st < n ? g->rs->states[st] : "?";
}

/* The news of a change: a unit whose state changed or that left the
 * table, to everyone; a ruling near another sector's units, to its
 * umpires. */
static void
news(struct server *v, const struct client *by, const struct before *b,
     size_t nb, const char *line)
{
	const struct game *g = v->s->g;
	for (size_t i = 0; i < nb; i++) {
		const struct unit *u = game_unit_c(g, b[i].name);
		if (u == NULL || (u->removed && !b[i].removed))
			notice_all(v, "news: %s removed (%s: %s)", b[i].name,
				   by->name, line);
		else if (u->state != b[i].state)
			notice_all(v, "news: %s now %s, was %s (%s: %s)",
				   u->name, state_name(g, u->state),
				   state_name(g, b[i].state), by->name, line);
	}
	if (v->near <= 0)
		return;
	struct args a;
	char *err = NULL;
	if (cmd_parse(line, &a, &err) < 0) {
		free(err);
		return;
	}
	/* The sectors with a unit near one the line names, found once: the
	 * work does not grow with the terminals attached. */
	const char **near = NULL;
	size_t nnear = 0, capnear = 0;
	for (size_t w = 0; w < a.nword; w++) {
		const struct unit *t = game_unit_c(g, a.word[w]);
		if (t == NULL || !t->placed)
			continue;
		for (size_t i = 0; i < g->nunits; i++) {
			const struct unit *m = &g->units[i];
			if (!m->placed || m->removed ||
			    hypot(m->x - t->x, m->y - t->y) > v->near)
				continue;
			const char *own = owner_of(m);
			size_t j = 0;
			while (j < nnear && strcmp(near[j], own) != 0)
				j++;
			if (j < nnear)
				continue;
			// NOLINTNEXTLINE(bugprone-sizeof-expression)
			um_grow((void **)&near, &capnear, nnear + 1,
				sizeof *near);
			near[nnear++] = own;
		}
	}
	for (size_t k = 0; k < v->ncl; k++) {
		struct client *o = v->cl[k];
		if (!o->hello || strcmp(o->name, by->name) == 0)
			continue;
		bool close = false;
		for (size_t j = 0; !close && j < nnear; j++)
			close = strcmp(near[j], o->name) == 0;
		if (close) {
			char *msg = um_xasprintf(
			    "news: near your units, %s: %s", by->name, line);
			conn_queue(&o->c, 'N', msg);
			free(msg);
		}
	}
	free(near);
	args_free(&a);
}

/* Server-side commands (not journaled): `agree NAME`, `attached`. */
static bool
server_command(struct server *v, struct client *c, const struct args *a)
{
	if (a->nword == 0)
		return false;
	if (strcmp(a->word[0], "attached") == 0 && a->nword == 1) {
		for (size_t i = 0; i < v->ncl; i++) {
			char *r = um_xasprintf(
			    "ATTACHED name=%s chief=%s holds_ruling=%s",
			    v->cl[i]->name, v->cl[i]->chief ? "yes" : "no",
			    v->holder == v->cl[i] ? "yes" : "no");
			conn_queue(&c->c, 'O', r);
			free(r);
		}
		reply_end(v, c, 0);
		return true;
	}
	if (strcmp(a->word[0], "agree") == 0) {
		if (a->nword != 2 || a->nkv) {
			refuse(v, c,
			       "usage: agree NAME (umpire NAME may rule "
			       "on your units in its next ruling)");
			return true;
		}
		if (v->nagree == SRV_AGREE_MAX) {
			refuse(v, c, "agree: %d agreements wait already",
			       SRV_AGREE_MAX);
			return true;
		}
		struct agreement *ag = &v->agree[v->nagree++];
		um_snprintf(ag->owner, sizeof ag->owner, "%s", c->name);
		um_snprintf(ag->to, sizeof ag->to, "%s", a->word[1]);
		notice_all(v,
			   "%s agrees that %s may rule on %s's units in "
			   "its next ruling",
			   c->name, ag->to, c->name);
		reply_end(v, c, 0);
		return true;
	}
	return false;
}

/* The changes the line makes, or 0 (flags of its command). */
static int
line_changes(const struct server *v, const struct args *a,
	     const struct cmd_entry **e, size_t *nw)
{
	*e = cmd_find(v->s->g->rs, a, nw);
	if (*e == NULL || !((*e)->flags & CMD_CHANGES))
		return 0;
	if (((*e)->flags & CMD_SHOWS_BARE) && a->nword == *nw && a->nkv == 0)
		return 0;
	return (*e)->flags;
}

static void
client_command(struct server *v, struct client *c, const char *line)
{
	c->active = time(NULL);
	struct args a;
	char *err = NULL;
	const struct cmd_entry *e = NULL;
	size_t nw = 0;
	int flags = 0;
	bool parsed = cmd_parse(line, &a, &err) == 0;
	free(err);
	err = NULL;
	if (parsed) {
		if (server_command(v, c, &a)) {
			args_free(&a);
			return;
		}
		flags = line_changes(v, &a, &e, &nw);
	}
	if (flags && v->holder && v->holder != c) {
		/* Waits until the ruling in progress ends. */
		char *msg = um_xasprintf("waiting: the ruling in progress is "
					 "%s's",
					 v->holder->name);
		conn_queue(&c->c, 'N', msg);
		c->due = true;
		free(msg);
		c->pending = um_xstrdup(line);
		c->wait_seq = ++v->wait_seq;
		args_free(&a);
		return;
	}
	const char *why = flags ? sector_refusal(v, c, e, &a, nw) : NULL;
	if (parsed)
		args_free(&a);
	if (why) {
		refuse(v, c, "%s", why);
		return;
	}
	size_t nb = v->s->g->nunits;
	struct before *b = flags ? snapshot(v->s->g) : NULL;
	size_t hn = v->s->h.n;
	struct out o;
	out_init(&o);
	int r = session_exec(v->s, line, &o, &err);
	/* Journaled and flushed (session_exec): now it may be shown. */
	broadcast_journal(v, c);
	reply_out(c, &o);
	out_free(&o);
	if (r < 0) {
		conn_queue(&c->c, 'E', err ? err : "failed");
		free(err);
	}
	if (r == 0 && flags) {
		um_snprintf(v->last_author, sizeof v->last_author, "%s",
			    c->name);
		if ((flags & CMD_DECLARES) && v->s->g->ndecls > 0 &&
		    v->holder == NULL) {
			v->holder = c;
			v->hold_from = hn;
		}
		if (v->s->g->ndecls == 0 && v->holder == c) {
			v->holder = NULL;
			v->released = true;
		}
		if (v->holder != c)
			agreements_end(v, c->name);
		news(v, c, b, nb, line);
	}
	if (r == 0 && e && strcmp(e->name, "notice") == 0) {
		const char *text = line + strspn(line, " \t") + 6;
		notice_all(v, "%s: %s", c->name, text + strspn(text, " \t"));
	}
	free(b);
	reply_end(v, c, r < 0 ? 1 : 0);
}

static void
client_hello(struct server *v, struct client *c, const char *name)
{
	if (name[0] == '\0')
		name = v->chief;
	um_snprintf(c->name, sizeof c->name, "%s", name);
	c->chief = strcmp(c->name, v->chief) == 0;
	c->hello = true;
	c->active = time(NULL);
	char buf[128];
	um_snprintf(buf, sizeof buf, "%s lines=%zu", c->name, v->journal_n);
	conn_queue(&c->c, 'K', buf);
	c->due = true;
}

/* Follow: the whole journal so far, then every line (J frames). */
static void
client_follow(struct server *v, struct client *c)
{
	size_t len = 0;
	char *buf = journal_tail(v->game, 0, &len);
	c->follow = true;
	size_t n = 0;
	for (char *p = buf, *nl;
	     p && (nl = memchr(p, '\n', len - (size_t)(p - buf))) &&
	     n < v->journal_n;
	     p = nl + 1) {
		*nl = '\0';
		char *fr = um_xasprintf("%zu server %s", ++n, p);
		conn_queue(&c->c, 'J', fr);
		free(fr);
	}
	free(buf);
	c->due = true;
}

/* The frames read from c, until one waits; after a ruling ends, others
 * waiting go first. -1: a protocol error. */
static int
client_frames(struct server *v, struct client *c)
{
	const char *p;
	char t;
	v->released = false;
	while (!c->pending && !v->released && (t = conn_next(&c->c, &p)) != 0) {
		if (t == 'H' && !c->hello)
			client_hello(v, c, p);
		else if (t == 'C' && c->hello)
			client_command(v, c, p);
		else if (t == 'F' && c->hello)
			client_follow(v, c);
		else
			return -1; /* no hello first, or not a frame we know */
	}
	return 0;
}

static int
client_input(struct server *v, struct client *c)
{
	if (conn_fill(&c->c) < 0)
		return -1;
	return client_frames(v, c);
}

/* Run what waits: the oldest waiting change once no ruling is in
 * progress, and the frames read but not yet run. */
static void
run_waiting(struct server *v)
{
	bool progress = true;
	while (progress) {
		progress = false;
		struct client *next = NULL;
		for (size_t i = 0; v->holder == NULL && i < v->ncl; i++)
			if (v->cl[i]->pending &&
			    (next == NULL ||
			     v->cl[i]->wait_seq < next->wait_seq))
				next = v->cl[i];
		if (next) {
			char *line = next->pending;
			next->pending = NULL;
			client_command(v, next, line);
			free(line);
			progress = true;
		}
		for (size_t i = v->ncl; i-- > 0;) {
			struct client *c = v->cl[i];
			if (c->pending || c->c.inlen == 0 ||
			    memchr(c->c.in, '\n', c->c.inlen) == NULL)
				continue;
			if (client_frames(v, c) < 0)
				client_drop(v, i, true);
			progress = true;
		}
	}
}

static int
listen_on(struct server *v, char **err)
{
	v->sock = proto_sock_path(v->game);
	if (v->sock == NULL) {
		*err = um_xasprintf("%s.sock: the path is too long for a "
				    "Unix socket; serve the game from a "
				    "shorter path",
				    v->game);
		return -1;
	}
	/* We hold the game's lock: a socket there is a dead server's. */
	unlink(v->sock);
	struct sockaddr_un sa;
	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	memcpy(sa.sun_path, v->sock, strlen(v->sock) + 1);
	v->lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	mode_t old = umask(077);
	int r =
	    v->lfd < 0 ? -1 : bind(v->lfd, (struct sockaddr *)&sa, sizeof sa);
	umask(old);
	if (r < 0 || chmod(v->sock, 0600) < 0 || listen(v->lfd, 64) < 0) {
		*err = um_xasprintf("%s: %s", v->sock, strerror(errno));
		return -1;
	}
	return 0;
}

static void
accept_client(struct server *v)
{
	int fd = accept4(v->lfd, NULL, NULL, SOCK_CLOEXEC | SOCK_NONBLOCK);
	if (fd < 0)
		return;
	if (v->ncl == SRV_CLIENTS_MAX) {
		close(fd);
		return;
	}
	struct client *c = um_xcalloc(1, sizeof *c);
	conn_init(&c->c, fd, fd);
	v->cl[v->ncl++] = c;
}

static double
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1000 + (double)ts.tv_nsec / 1e6;
}

/* Write what is due: each terminal's answer now, and what waits for the
 * watchers once SRV_WATCH_MS passed since they were last written to.
 * The poll timeout (ms) until the watchers' next write, or 1000. */
static int
flush_due(struct server *v)
{
	double now = now_ms();
	bool watch = now - v->watched >= SRV_WATCH_MS;
	bool waiting = false;
	for (size_t i = v->ncl; i-- > 0;) {
		struct client *c = v->cl[i];
		if (c->c.outlen == 0) {
			c->due = false;
			continue;
		}
		if (!c->due && !watch) {
			waiting = true;
			continue;
		}
		c->due = true; /* until all of it is written */
		int f = conn_flush(&c->c);
		if (f < 0 || c->c.outlen > PROTO_BACKLOG_MAX)
			client_drop(v, i, true);
		else if (f == 0)
			c->due = false;
	}
	if (watch)
		v->watched = now;
	if (!waiting)
		return 1000;
	double left = v->watched + SRV_WATCH_MS - now;
	return left < 1 ? 1 : (int)left + 1;
}

static void
serve_loop(struct server *v)
{
	struct pollfd pf[SRV_CLIENTS_MAX + 1];
	int timeout = 1000;
	while (!srv_stop) {
		pf[0] = (struct pollfd){.fd = v->lfd, .events = POLLIN};
		for (size_t i = 0; i < v->ncl; i++)
			pf[i + 1] = (struct pollfd){
			    .fd = v->cl[i]->c.rfd,
			    .events = (short)(POLLIN | (v->cl[i]->c.outlen &&
								v->cl[i]->due
							    ? POLLOUT
							    : 0))};
		size_t n = v->ncl;
		int r = poll(pf, n + 1, timeout);
		if (r < 0 && errno != EINTR)
			break;
		/* Backwards: a dropped client's slot takes the last one. */
		for (size_t i = n; r > 0 && i-- > 0;) {
			struct client *c = v->cl[i];
			bool bad = (pf[i + 1].revents & POLLIN) &&
				   client_input(v, c) < 0;
			bad = bad ||
			      (pf[i + 1].revents & (POLLERR | POLLNVAL)) ||
			      ((pf[i + 1].revents & POLLHUP) &&
			       !(pf[i + 1].revents & POLLIN));
			if (bad)
				client_drop(v, i, true);
		}
		if (r > 0 && (pf[0].revents & POLLIN))
			accept_client(v);
		if (v->holder && v->ruling_timeout > 0 &&
		    time(NULL) - v->holder->active > v->ruling_timeout)
			ruling_rollback(v, "the ruling timed out");
		run_waiting(v);
		timeout = flush_due(v);
	}
}

int
server_run(const char *game, const char *chief, int ruling_timeout, double near)
{
	struct server v;
	memset(&v, 0, sizeof v);
	v.game = game;
	v.chief = chief ? chief : "chief";
	v.ruling_timeout = ruling_timeout;
	v.near = near;
	v.lfd = -1;
	char *err = NULL;
	struct session_opts so = {.seed = 0};
	if (getrandom(&so.seed, sizeof so.seed, GRND_NONBLOCK) !=
	    (ssize_t)sizeof so.seed)
		so.seed = (uint64_t)time(NULL) ^ (uint64_t)getpid();
	v.s = session_new(&so, &err);
	struct out o;
	out_init(&o);
	int status = 0;
	if (v.s == NULL || session_open(v.s, game, &o, &err) < 0 ||
	    listen_on(&v, &err) < 0) {
		fprintf(stderr, "umpire server: %s\n", err);
		free(err);
		status = 2;
		goto out;
	}
	size_t len = 0;
	char *all = journal_tail(game, 0, &len);
	v.journal_off = (off_t)len;
	v.journal_n = all ? count_lines(all, len) : 0;
	free(all);
	signal(SIGPIPE, SIG_IGN);
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	fprintf(stderr, "umpire server: serving %s on %s (chief: %s)\n", game,
		v.sock, v.chief);
	serve_loop(&v);
	while (v.ncl)
		client_drop(&v, v.ncl - 1, false);
	unlink(v.sock);
out:
	out_free(&o);
	if (v.lfd >= 0)
		close(v.lfd);
	free(v.sock);
	if (v.s)
		session_free(v.s);
	return status;
}
