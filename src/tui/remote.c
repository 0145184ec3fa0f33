/* remote.c - the interface attached to `umpire server` (remote.h,
 * docs/server.md "The TUI attached"): commands go to the server through
 * the link; what other umpires journal lands in the replica and is drawn
 * at once; notices go to the log and the status line. */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "remote.h"
#include "tui.h"
#include "ui.h"
#include "umpire/util.h"

/* The key wait of the main loop (tui.c's wtimeout). */
#define REMOTE_TICK_MS 250

/* Notices into the log; the last on the status line (unless the
 * command's own message is there). */
static void
show_notes(struct tui *t, const struct out *notes, bool status)
{
	const char *last = NULL;
	enum tui_role role = R_WARN;
	for (size_t i = 0; i < notes->n; i++) {
		const struct out_line *l = &notes->lines[i];
		const char *text = l->text + strspn(l->text, " ");
		if (l->kind == OUT_WARNING) {
			char *w = um_xasprintf("warning: %s", text);
			tui_log_add(t, LOG_WARN, w);
			free(w);
			role = R_ERROR;
		} else {
			tui_log_add(t, LOG_NOTE, text);
			role = R_WARN;
		}
		last = text;
	}
	if (last && status)
		tui_message(t, role, "%s", last);
}

/* The replica changed under the interface: the same unit stays selected
 * (by name), the caches follow the model. */
static void
replica_changed(struct tui *t, const char *selected)
{
	tui_model_sync(t);
	int i = selected[0] ? tui_unit_index(t, selected) : -1;
	if (i >= 0)
		t->sel = i;
	else if (t->sel >= (int)t->s->g->nunits)
		t->sel = (int)t->s->g->nunits - 1;
	t->relayout = true;
}

static void
on_note(void *tp, const struct out *notes, bool changed)
{
	struct tui *t = tp;
	show_notes(t, notes, true);
	if (changed) {
		tui_model_sync(t);
		if (t->sel >= (int)t->s->g->nunits)
			t->sel = (int)t->s->g->nunits - 1;
	}
	tui_draw(t);
}

static int
exec_remote(struct tui *t, const char *line, struct out *out, char **err)
{
	return t->link->exec(t->link->ctx, line, out, err, on_note, t);
}

void
remote_start(struct tui *t, const struct tui_link *link)
{
	t->link = link;
	t->exec = exec_remote;
	/* A write to a server that went away must not end the interface
	 * (tui.c makes SIGPIPE a reason to quit): the link sees the error
	 * and connects again. */
	signal(SIGPIPE, SIG_IGN);
	char *m = um_xasprintf("attached: %s; every command goes to the "
			       "server, which journals it; other umpires' "
			       "lines and notices appear here",
			       link->who);
	tui_log_add(t, LOG_NOTE, m);
	free(m);
}

void
remote_end(struct tui *t)
{
	t->link = NULL;
}

/* What the server sent: applied, shown and drawn. */
static void
pump(struct tui *t)
{
	char selected[UM_NAME_MAX + 1] = "";
	const struct game *g = t->s->g;
	if (t->sel >= 0 && t->sel < (int)g->nunits)
		um_snprintf(selected, sizeof selected, "%s",
			    g->units[t->sel].name);
	struct out notes, logged;
	out_init(&notes);
	out_init(&logged);
	bool changed = t->link->pump(t->link->ctx, &notes, &logged);
	if (changed)
		replica_changed(t, selected);
	show_notes(t, &logged, false);
	show_notes(t, &notes, true);
	if (changed || notes.n > 0 || logged.n > 0)
		tui_draw(t);
	out_free(&notes);
	out_free(&logged);
}

static long
ms_since(const struct timespec *a)
{
	struct timespec b;
	clock_gettime(CLOCK_MONOTONIC, &b);
	return (long)(b.tv_sec - a->tv_sec) * 1000 +
	       (b.tv_nsec - a->tv_nsec) / 1000000;
}

int
remote_get_wch(struct tui *t, wint_t *ch)
{
	struct timespec start;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		pump(t);
		/* Keys curses holds already come first. */
		wtimeout(stdscr, 0);
		int r = wget_wch(stdscr, ch);
		wtimeout(stdscr, REMOTE_TICK_MS);
		if (r != ERR)
			return r;
		long left = REMOTE_TICK_MS - ms_since(&start);
		if (left <= 0)
			return ERR;
		struct pollfd pf[2] = {
		    {.fd = STDIN_FILENO, .events = POLLIN},
		    {.fd = t->link->fd(t->link->ctx), .events = POLLIN}};
		int n = poll(pf, 2, (int)left);
		if (n < 0 && errno == EINTR)
			return ERR; /* a signal: the loop looks at it */
		if (n == 0)
			return ERR;
	}
}
