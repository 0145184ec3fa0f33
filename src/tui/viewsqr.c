/* viewsqr.c - the live views' pane and the umpire's focus (viewsqr.h,
 * docs/views.md). Both go through the files `umpire serve` and this
 * interface keep beside the game (umpire/view.h): the pane reads
 * GAME.serve, the focus is written to GAME.focus. Neither is the game:
 * nothing here is journaled or changes a result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "viewsqr.h"
#include "walk.h"
#include "umpire/qr.h"
#include "umpire/util.h"
#include "umpire/view.h"

#define FOCUS_RECHECK_SECONDS 2.0 /* a serve started since: look again */

/* One interface per process: the pane's state and the focus last
 * written (open_for: the interface it is open in). */
static struct {
	const struct tui *open_for;
	long first; /* the first code shown (wrapped when drawn) */
	struct view_focus sent;
	char *sent_game; /* the game it is for (another: written anew) */
	long sent_pid;	 /* the serve it was written for; 0 none */
	double checked;
} vq;

static double
now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void
viewsqr_open(struct tui *t)
{
	vq.open_for = t;
	vq.first = 0;
}

bool
viewsqr_is_open(const struct tui *t)
{
	return vq.open_for == t && t != NULL;
}

bool
viewsqr_key(struct tui *t, wint_t ch, bool fkey)
{
	if (!viewsqr_is_open(t))
		return false;
	if (!fkey && (ch == 27 || ch == 'q' || ch == 'v')) {
		vq.open_for = NULL;
	} else if ((!fkey && ch == '\t') || (fkey && ch == KEY_RIGHT)) {
		vq.first++;
	} else if ((fkey && (ch == KEY_BTAB || ch == KEY_LEFT))) {
		vq.first--;
	}
	return true; /* the pane covers the screen: no other key acts */
}

/* ---- the focus ---------------------------------------------------- */

static void
focus_now(const struct tui *t, struct view_focus *fo)
{
	memset(fo, 0, sizeof *fo);
	const struct game *g = t->s->g;
	const char *sel = t->sel >= 0 && (size_t)t->sel < g->nunits
			      ? g->units[t->sel].name
			      : NULL;
	const char *actor = NULL, *target = NULL;
	if (t->walk) {
		fo->kind =
		    walk_is_melee(t->walk) ? VIEW_FOCUS_MELEE : VIEW_FOCUS_FIRE;
		if (walk_map_part(t->walk, &actor, &target)) {
			snprintf(fo->unit, sizeof fo->unit, "%s",
				 actor ? actor : "");
			snprintf(fo->target, sizeof fo->target, "%s",
				 target ? target : "");
		}
	} else {
		fo->kind = VIEW_FOCUS_UNIT;
	}
	if (fo->unit[0] == '\0' && sel)
		snprintf(fo->unit, sizeof fo->unit, "%s", sel);
	if (fo->unit[0] == '\0')
		memset(fo, 0, sizeof *fo);
}

/* Written when it changed and a serve runs (or one started since it was
 * last looked for); a failure only costs the table its highlight. */
static void
focus_sync(struct tui *t)
{
	const char *game = t->s->path;
	if (game == NULL || t->s->read_only)
		return;
	struct view_focus fo;
	focus_now(t, &fo);
	bool same = view_focus_equal(&fo, &vq.sent) && vq.sent_game &&
		    strcmp(vq.sent_game, game) == 0;
	double now = now_seconds();
	if (same && now - vq.checked < FOCUS_RECHECK_SECONDS)
		return;
	vq.checked = now;
	struct view_links l;
	char *err = NULL;
	int r = view_links_read(game, &l, &err);
	free(err);
	long pid = r == 1 ? l.pid : 0;
	view_links_free(&l);
	if (vq.sent_game == NULL || strcmp(vq.sent_game, game) != 0) {
		free(vq.sent_game);
		vq.sent_game = um_xstrdup(game);
	}
	if (pid == 0 || (same && pid == vq.sent_pid)) {
		vq.sent = fo;
		vq.sent_pid = pid;
		return;
	}
	if (view_focus_write(game, &fo, &err) < 0) {
		free(err);
		vq.sent_pid = 0; /* tried again on the next change */
		return;
	}
	vq.sent = fo;
	vq.sent_pid = pid;
}

/* ---- the pane ----------------------------------------------------- */

/* Text with no space to break at (an address, a command to copy) cut
 * into rows of w columns, never shortened: returns the rows used. */
static int
put_rows(struct tui *t, int y, int x, int w, int maxrows, enum tui_role role,
	 const char *text)
{
	int rows = 0;
	w = w < 8 ? 8 : w;
	for (; *text && rows < maxrows; rows++) {
		size_t n = strlen(text);
		n = n > (size_t)w ? (size_t)w : n;
		char *row = um_xstrndup(text, n);
		tui_put(t, y + rows, x, w, role, row);
		free(row);
		text += n;
	}
	return rows;
}

/* No serve: the exact command that starts one. */
static void
pane_none(struct tui *t, int y, int h, const char *why)
{
	int w = t->cols - 4, end = y + h;
	const char *game = t->s->path;
	if (why) {
		y += tui_wrap_draw(t, y, 2, w, 2, 0, end - y, R_ERROR, why);
		y++;
	}
	if (game == NULL) {
		tui_wrap_draw(t, y, 2, w, 2, 0, end - y, R_NORMAL,
			      "This session keeps no game file: the live "
			      "views follow one (umpire serve GAME).");
		return;
	}
	char *cmd = view_serve_command(game);
	y += tui_wrap_draw(t, y, 2, w, 2, 0, end - y, R_NORMAL,
			   "No live views of this game are being served.");
	y++;
	y += tui_wrap_draw(t, y, 2, w, 2, 0, end - y, R_NORMAL,
			   "Start them in another terminal (a TV and phones "
			   "on this network reach them):");
	y += put_rows(t, y, 2, w, end - y, R_KEY, cmd);
	y++;
	tui_wrap_draw(t, y, 2, w, 2, 0, end - y, R_DIM,
		      "Then v shows the QR code of each view here: the "
		      "table (a TV), each side (phones), the umpire. Without "
		      "--listen only this computer reaches them "
		      "(docs/views.md).");
	free(cmd);
}

struct pane_codes {
	struct strbuf *text; /* each link's code as rows, or empty */
	int w, h;	     /* the widest code's columns and rows */
};

static void
codes_make(const struct view_links *l, struct pane_codes *pc)
{
	pc->text = um_xcalloc(l->n + 1, sizeof *pc->text);
	pc->w = pc->h = 0;
	for (size_t i = 0; i < l->n; i++) {
		struct qr_code q;
		char *err = NULL;
		sb_init(&pc->text[i]);
		if (qr_encode(l->link[i].url, &q, &err) < 0) {
			free(err);
			continue;
		}
		qr_text(&q, &pc->text[i]);
		qr_free(&q);
		int rows = 0, cols = 0;
		for (const char *p = pc->text[i].s; p && *p;) {
			size_t n = strcspn(p, "\n");
			char *row = um_xstrndup(p, n);
			int rw = tui_width(row);
			free(row);
			cols = rw > cols ? rw : cols;
			rows++;
			p += n + (p[n] == '\n');
		}
		pc->w = cols > pc->w ? cols : pc->w;
		pc->h = rows > pc->h ? rows : pc->h;
	}
}

/* The code's own colour pair: light modules (blocks) white on black, so
 * that it reads dark on light on a light terminal too; past the roles'
 * pairs (ui.c). */
#define QR_PAIR (R_COUNT + 1)

static void
code_draw(struct tui *t, int y, int x, int maxrows, const struct strbuf *code)
{
	attr_t a = A_NORMAL;
	if (t->color && COLOR_PAIRS > QR_PAIR &&
	    init_pair(QR_PAIR, COLOR_WHITE, COLOR_BLACK) == OK)
		a = COLOR_PAIR(QR_PAIR);
	for (const char *p = code->s; p && *p && maxrows-- > 0; y++) {
		size_t n = strcspn(p, "\n");
		char *row = um_xstrndup(p, n);
		attron(a);
		mvaddstr(y, x, row); /* fits: measured by the caller */
		attroff(a);
		free(row);
		p += n + (p[n] == '\n');
	}
}

#define TEXT_MIN_COLS 34 /* the addresses beside the codes */

/* The addresses, each under its audience's words; the ones whose code is
 * shown marked with the code's place (1 the leftmost). */
static void
links_text(struct tui *t, const struct view_links *l, size_t shown,
	   struct rect r)
{
	int y = r.y, end = r.y + r.h;
	y += tui_wrap_draw(t, y, r.x, r.w, 0, 0, end - y, R_DIM,
			   "Scan a code with a phone's camera or type its "
			   "address; give each side only its own.");
	for (size_t i = 0; i < l->n && y + 1 < end; i++) {
		char words[UM_NAME_MAX + 32];
		view_link_words(&l->link[i], words, sizeof words);
		size_t place = (i + l->n - (size_t)vq.first) % l->n;
		int x = r.x + tui_put(t, y, r.x, r.w, R_TITLE, words);
		if (place < shown && shown > 1)
			tui_putf(t, y, x, r.x + r.w - x, R_DIM, " (code %zu)",
				 place + 1);
		else if (place < shown)
			tui_put(t, y, x, r.x + r.w - x, R_DIM, " (the code)");
		y++;
		y += put_rows(t, y, r.x + 1, r.w - 1, end - y, R_NORMAL,
			      l->link[i].url);
	}
}

/* As many codes side by side as leave room for the addresses, from
 * vq.first; the addresses beside them, or below when there is no room
 * beside. */
static size_t
pane_links(struct tui *t, const struct view_links *l, int y, int h)
{
	if (l->n == 0) {
		tui_put(t, y, 2, t->cols - 4, R_WARN,
			"umpire serve runs but lists no views yet");
		return 0;
	}
	struct pane_codes pc;
	codes_make(l, &pc);
	size_t per = 0;
	if (t->utf8 && pc.w > 0 && pc.w <= t->cols && pc.h <= h) {
		per = (size_t)((t->cols - TEXT_MIN_COLS) / (pc.w + 1));
		per = per < 1 ? 1 : per > l->n ? l->n : per;
	}
	vq.first = (vq.first % (long)l->n + (long)l->n) % (long)l->n;
	for (size_t k = 0; k < per; k++)
		code_draw(t, y, (int)k * (pc.w + 1), h,
			  &pc.text[((size_t)vq.first + k) % l->n]);
	int tx = per ? (int)per * (pc.w + 1) + 1 : 2;
	struct rect text = {y, tx, h, t->cols - tx - 1};
	if (text.w < TEXT_MIN_COLS / 2) /* below the code, if anywhere */
		text = (struct rect){y + pc.h, 2, h - pc.h, t->cols - 4};
	if (!t->utf8)
		text.y += tui_wrap_draw(t, text.y, text.x, text.w, 0, 0, text.h,
					R_WARN,
					"QR codes need a UTF-8 terminal: type "
					"an address into the browser.");
	else if (per == 0)
		text.y += tui_wrap_draw(
		    t, text.y, text.x, text.w, 0, 0, text.h, R_WARN,
		    "The terminal is too small for a QR code: type an "
		    "address into the browser, or make it larger.");
	links_text(t, l, per, text);
	for (size_t i = 0; i < l->n; i++)
		sb_free(&pc.text[i]);
	free(pc.text);
	return per;
}

static void
pane_draw(struct tui *t)
{
	struct rect r = {1, 0, t->rows - 1, t->cols};
	tui_fill(t, r, R_NORMAL);
	tui_title(t, (struct rect){1, 0, 1, t->cols}, "Live views",
		  "umpire serve");
	struct view_links l;
	memset(&l, 0, sizeof l);
	char *err = NULL;
	int got = t->s->path ? view_links_read(t->s->path, &l, &err) : 0;
	size_t per = 0;
	if (got == 1)
		per = pane_links(t, &l, 2, t->rows - 3);
	else
		pane_none(t, 3, t->rows - 4, err);
	if (per > 0 && per < l.n)
		tui_putf(t, t->rows - 1, 0, t->cols, R_DIM,
			 "Esc closes; Tab or Right, Left: the other codes "
			 "(%zu of %zu shown)",
			 per, l.n);
	else
		tui_put(t, t->rows - 1, 0, t->cols, R_DIM, "Esc closes");
	free(err);
	view_links_free(&l);
}

void
viewsqr_frame(struct tui *t)
{
	focus_sync(t);
	if (viewsqr_is_open(t) && !t->too_small)
		pane_draw(t);
}
