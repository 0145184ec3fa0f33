/* replica.c - the full-screen interface attached to a server
 * (docs/server.md, "The TUI attached"). The TUI draws a local replica of
 * the game: the server's journal lines (the follow frames) are kept in an
 * in-memory file, which is opened as any game file is whenever lines
 * arrive; every command the TUI runs goes to the server. */
#include <stdio.h>
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "../tui/remote.h"
#include "attach.h"
#include "umpire/util.h"

struct replica {
	struct attach *a;
	struct session *s; /* what the TUI draws; contents replaced in place */
	struct session_opts so;
	int mfd;	/* the journal so far, in memory */
	size_t have;	/* journal lines in mfd */
	size_t loaded;	/* ... of them in s */
	size_t welcome; /* lines at the first welcome: not news */
	char *display;	/* s->path: "GAME (NAME)" */
	char *who;
	/* Old contents of s, freed at the next pump (no pointer the TUI
	 * took during a command dangles). */
	struct session **dead;
	size_t ndead, capdead;
	struct out later; /* notices of a command, shown after its output */
	bool lost, gone;
	bool busy; /* a command awaits its reply */
	double lost_at;
};

static double
now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A journal line from a J frame: into the in-memory file when it is the
 * next one; a line of another umpire after the welcome is news. */
static void
take_journal(struct replica *r, const char *p, struct out *notes)
{
	char *end;
	size_t n = strtoul(p, &end, 10);
	const char *who = end + (*end == ' ');
	size_t wl = strcspn(who, " ");
	const char *line = who[wl] ? who + wl + 1 : "";
	if (n != r->have + 1)
		return; /* had it already (a reconnect sends all again) */
	size_t len = strlen(line);
	if (write(r->mfd, line, len) != (ssize_t)len ||
	    write(r->mfd, "\n", 1) != 1) {
		out_warn(notes, "the local copy of the game could not grow: %s",
			 strerror(errno));
		return;
	}
	r->have = n;
	if (n > r->a->lines)
		r->a->lines = n; /* the journal as last heard */
	bool mine =
	    strlen(r->a->name) == wl && strncmp(who, r->a->name, wl) == 0;
	if (!mine && n > r->welcome && line[0] != '#' && line[0] != '@')
		out_text(notes, "  [%.*s] %s", (int)wl, who, line);
}

/* Open the in-memory journal as a game file; the new game replaces the
 * replica's contents (the old ones are freed later). */
static int
reload(struct replica *r, char **err)
{
	if (r->loaded == r->have)
		return 0;
	struct session *n = session_new(&r->so, err);
	if (n == NULL)
		return -1;
	char path[64];
	um_snprintf(path, sizeof path, "/proc/self/fd/%d", r->mfd);
	struct session_open_opts oo = {.read_only = true};
	struct out w;
	out_init(&w);
	int rc = session_open_with(n, path, &oo, &w, err);
	out_free(&w);
	if (rc < 0) {
		session_free(n);
		return -1;
	}
	/* Nothing is written here (no game file is open: fd -1); a preview
	 * runs changes on a fork, which must not be read-only. */
	n->read_only = false;
	free(n->path);
	n->path = um_xstrdup(r->display);
	if (r->s) {
		n->rng =
		    r->s->rng; /* the dice go on, not from the seed again */
		struct session tmp = *r->s;
		*r->s = *n;
		*n = tmp;
		/* An array of pointers: its element is a pointer. */
		// NOLINTBEGIN(bugprone-sizeof-expression)
		um_grow((void **)&r->dead, &r->capdead, r->ndead + 1,
			sizeof *r->dead);
		// NOLINTEND(bugprone-sizeof-expression)
		r->dead[r->ndead++] = n;
	} else {
		r->s = n;
	}
	r->loaded = r->have;
	return 0;
}

static void
free_dead(struct replica *r)
{
	for (size_t i = 0; i < r->ndead; i++)
		session_free(r->dead[i]);
	r->ndead = 0;
}

/* Connected again: the journal again from line 1 (skipped by number). */
static void
resync(struct replica *r)
{
	conn_queue(&r->a->c, 'F', "");
	if (conn_flush(&r->a->c) < 0)
		r->a->c.eof = true;
}

static void
went_away(struct replica *r, struct out *notes)
{
	attach_transport_close(r->a);
	r->lost = true;
	r->lost_at = now_seconds();
	out_warn(notes, "the server went away; connecting again (the game "
			"shown is as it was)");
}

/* One try at connecting again, or the end of trying. */
static void
try_again(struct replica *r, struct out *notes)
{
	if (attach_transport_open(r->a) == 0 &&
	    attach_hello(r->a, false) == 0) {
		r->lost = false;
		resync(r);
		out_text(notes, "  connected to the server again");
		return;
	}
	attach_transport_close(r->a);
	if (now_seconds() - r->lost_at >
	    attach_seconds_env("UMPIRE_RECONNECT", 10)) {
		r->gone = true;
		out_warn(notes, "the server is gone: commands are not run; the "
				"game shown is the last journaled (q quits)");
	}
}

static int
link_fd(void *ctx)
{
	const struct replica *r = ctx;
	return r->lost || r->gone ? -1 : r->a->c.rfd;
}

/* Frames that are not a reply: journal lines and notices. */
static void
take_frame(struct replica *r, char ty, const char *p, struct out *notes)
{
	if (ty == 'J')
		take_journal(r, p, notes);
	else if (ty == 'N')
		out_text(notes, "  notice: %s", p);
}

static bool
link_pump(void *ctx, struct out *notes, struct out *logged)
{
	struct replica *r = ctx;
	free_dead(r);
	out_append(logged, &r->later);
	if (r->gone)
		return false;
	if (r->lost) {
		try_again(r, notes);
		return false;
	}
	struct pollfd pf = {.fd = r->a->c.rfd, .events = POLLIN};
	if (poll(&pf, 1, 0) > 0 && conn_fill(&r->a->c) < 0) {
		went_away(r, notes);
		return false;
	}
	const char *p;
	char ty;
	while ((ty = conn_next(&r->a->c, &p)) != 0)
		take_frame(r, ty, p, notes);
	size_t was = r->loaded;
	char *err = NULL;
	if (reload(r, &err) < 0) {
		out_warn(notes, "the local copy of the game: %s", err);
		free(err);
	}
	return r->loaded != was;
}

/* The reply to a command, as it comes: output, error, acknowledgement. */
struct reply {
	struct out *out;
	char *err;
	int status; /* -1 until the X frame */
};

static void
take_reply(struct reply *y, char ty, const char *p)
{
	switch (ty) {
	case 'R':
		out_add(y->out, OUT_RECORD, p);
		break;
	case 'O':
		out_add(y->out, OUT_TEXT, p);
		break;
	case 'T':
		out_add(y->out, OUT_TEACH, p);
		break;
	case 'W':
		out_add(y->out, OUT_WARNING, p);
		break;
	case 'E':
		free(y->err);
		y->err = um_xstrdup(p);
		break;
	case 'X':
		y->status = strtol(p, NULL, 10) != 0 ? 1 : 0;
		break;
	default:
		break;
	}
}

/* The server went away with the command unacknowledged: connect again
 * (waiting); send it again when the journal did not move (it was not
 * applied). 0: sent again; -1 with *err. */
static int
lost_mid_command(struct replica *r, const char *line, size_t sent_at,
		 char **err)
{
	if (attach_reconnect(r->a) < 0) {
		r->gone = true;
		*err = um_xstrdup("the server is gone; the command was not "
				  "acknowledged");
		return -1;
	}
	resync(r);
	if (r->a->lines != sent_at) {
		*err = um_xstrdup("not acknowledged before the server went "
				  "away, and the journal has moved on since: "
				  "it may have been applied; see `history` "
				  "before giving it again");
		return -1;
	}
	conn_queue(&r->a->c, 'C', line);
	return conn_flush(&r->a->c) < 0 ? -1 : 0;
}

static int
link_exec(void *ctx, const char *line, struct out *out, char **err,
	  tui_link_note_fn note, void *tui)
{
	struct replica *r = ctx;
	*err = NULL;
	if (r->busy) {
		/* Drawn while a reply is awaited, something asked for a
		 * command: one at a time on the connection. */
		*err = um_xstrdup("a command is still waiting for the server's "
				  "reply; give this one again after it");
		return -1;
	}
	if (r->gone || (r->lost && attach_reconnect(r->a) < 0)) {
		r->gone = true;
		*err =
		    um_xstrdup("the server is gone: nothing is run (q quits; "
			       "start it again and attach)");
		return -1;
	}
	if (r->lost) {
		r->lost = false;
		resync(r);
	}
	size_t sent_at = r->a->lines;
	conn_queue(&r->a->c, 'C', line);
	if (conn_flush(&r->a->c) < 0)
		r->a->c.eof = true;
	struct reply y = {.out = out, .status = -1};
	struct out notes;
	out_init(&notes);
	r->busy = true;
	while (y.status < 0) {
		const char *p;
		char ty = conn_next(&r->a->c, &p);
		if (ty == 0) {
			/* Before waiting: what came so far is shown (a
			 * change waits for another umpire's ruling). */
			if (notes.n > 0) {
				char *e = NULL;
				bool changed =
				    r->loaded != r->have && reload(r, &e) == 0;
				free(e);
				note(tui, &notes, changed);
				out_clear(&notes);
			}
			if (r->a->c.eof || conn_fill(&r->a->c) < 0) {
				if (lost_mid_command(r, line, sent_at, &y.err) <
				    0)
					break;
			}
			continue;
		}
		if (ty == 'J' || ty == 'N')
			take_frame(r, ty, p, &notes);
		else
			take_reply(&y, ty, p);
		if (ty == 'X') {
			const char *l = strstr(p, "lines=");
			if (l)
				r->a->lines = strtoul(l + 6, NULL, 10);
		}
	}
	r->busy = false;
	out_append(&r->later, &notes);
	out_free(&notes);
	char *e = NULL;
	if (reload(r, &e) < 0) {
		out_warn(out, "the local copy of the game: %s", e);
		free(e);
	}
	if (y.status == 0) {
		free(y.err);
		return 0;
	}
	*err = y.err ? y.err : um_xstrdup("failed");
	return -1;
}

/* The journal up to the welcome's count: the replica's first game. */
static int
first_sync(struct replica *r)
{
	r->welcome = r->a->lines;
	resync(r);
	while (r->have < r->welcome) {
		const char *p;
		char ty = attach_next_frame(r->a, &p);
		if (ty == 0)
			return -1;
		if (ty == 'J')
			take_journal(r, p, &r->later);
	}
	out_clear(&r->later);
	char *err = NULL;
	if (reload(r, &err) < 0) {
		fprintf(stderr, "umpire attach: %s: %s\n", r->a->o->target,
			err);
		free(err);
		return -1;
	}
	return 0;
}

static unsigned long long
fresh_seed(void)
{
	unsigned long long seed = 0;
	if (getrandom(&seed, sizeof seed, GRND_NONBLOCK) !=
	    (ssize_t)sizeof seed)
		seed = (unsigned long long)time(NULL) ^
		       ((unsigned long long)getpid() << 32);
	return seed;
}

int
attach_tui(struct attach *a)
{
	const struct options *opt = a->o->opt;
	static const struct options none;
	if (opt == NULL)
		opt = &none;
	struct replica r;
	memset(&r, 0, sizeof r);
	r.a = a;
	r.so.seed = opt->seeded ? opt->seed : fresh_seed();
	r.so.teach = opt->teach;
	out_init(&r.later);
	r.mfd = memfd_create("umpire-replica", MFD_CLOEXEC);
	if (r.mfd < 0) {
		fprintf(stderr,
			"umpire attach: no memory file for the local "
			"copy of the game: %s\n",
			strerror(errno));
		return 127;
	}
	r.display = um_xasprintf("%s (%s)", a->o->target, a->name);
	r.who = um_xasprintf("%s on %s", a->name, a->o->target);
	int status = 127;
	if (first_sync(&r) == 0) {
		struct tui_link link = {.ctx = &r,
					.fd = link_fd,
					.exec = link_exec,
					.pump = link_pump,
					.who = r.who};
		a->quiet = true;
		status = tui_run_linked(r.s, opt, &link);
		a->quiet = false;
	} else {
		status = 2;
	}
	free_dead(&r);
	free(r.dead);
	if (r.s)
		session_free(r.s);
	out_free(&r.later);
	close(r.mfd);
	free(r.display);
	free(r.who);
	return status;
}
