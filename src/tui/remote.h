/* remote.h - the full-screen interface attached to `umpire server`
 * (docs/server.md, "The TUI attached"). The game it draws is a local
 * replica that the link keeps from the server's journal lines; every
 * command line the interface runs goes to the server through the link
 * (t->exec), so the server validates, orders and journals it. */
#ifndef UMPIRE_TUI_REMOTE_H
#define UMPIRE_TUI_REMOTE_H

#include <stdbool.h>
#include <wchar.h>

#include "umpire/options.h"
#include "umpire/out.h"
#include "umpire/session.h"

struct tui;

/* What the link tells the interface while it waits for a reply. */
typedef void (*tui_link_note_fn)(void *tui, const struct out *notes,
				 bool replica_changed);

/* The connection, as the interface sees it (src/server/replica.c fills
 * one). The replica is the struct session handed to tui_run_linked: the
 * link replaces its contents in place when journal lines arrive, and
 * frees the old contents only at the next pump (the main loop), so no
 * pointer the interface holds during a command dangles. */
struct tui_link {
	void *ctx;
	/* Readable when something arrived from the server (or it went). */
	int (*fd)(void *ctx);
	/* Run one command line on the server: its output into out; 0, or -1
	 * with *err (caller frees). Lines journaled meanwhile (this one's
	 * and others') are in the replica when it returns; notices arriving
	 * meanwhile go to note(tui, ...) as they come. */
	int (*exec)(void *ctx, const char *line, struct out *out, char **err,
		    tui_link_note_fn note, void *tui);
	/* Take what arrived, without waiting: notices into notes (the log
	 * and the status line), those that came with the last command's
	 * reply into logged (the log, after its output); true when the
	 * replica changed. */
	bool (*pump)(void *ctx, struct out *notes, struct out *logged);
	/* Who and where, for the log: "north on GAME". */
	const char *who;
};

/* tui.c: tui_run with the link (NULL: a plain session). */
int tui_run_linked(struct session *, const struct options *,
		   const struct tui_link *);

/* remote.c, for tui.c: make t attached (its exec goes to the link). */
void remote_start(struct tui *, const struct tui_link *);
void remote_end(struct tui *);
/* The main loop's read of a key when attached: like wget_wch (250 ms
 * timeout), but what the server sends meanwhile is applied and drawn at
 * once. */
int remote_get_wch(struct tui *, wint_t *ch);

#endif
