/* ui.c - what every part of the interface draws and runs with: attributes
 * by meaning, UTF-8 text in cells, wrapping, the log, unit sizes on the
 * map, and running a command line (tui_run_line, the only way to change
 * the game). The parts (roster, map, walk, form, cmdline, help) build on
 * this; tui.c (the loop) builds on them: a tree, not a circle. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "umpire/printable.h"
#include "umpire/atomicfile.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/spatial.h"
#include "umpire/textwrap.h"
#include "umpire/util.h"

/* ---- attributes -------------------------------------------------------- */

static const struct {
	short fg, bg;
	attr_t mono;
	attr_t extra;
} roles[R_COUNT] = {
    [R_NORMAL] = {-1, -1, A_NORMAL, 0},
    [R_STATUS] = {COLOR_BLACK, COLOR_CYAN, A_REVERSE, 0},
    [R_TITLE] = {COLOR_CYAN, -1, A_BOLD, A_BOLD},
    [R_SEL] = {COLOR_BLACK, COLOR_WHITE, A_REVERSE, 0},
    [R_DIM] = {-1, -1, A_DIM, A_DIM},
    [R_ERROR] = {COLOR_RED, -1, A_BOLD, A_BOLD},
    [R_WARN] = {COLOR_YELLOW, -1, A_BOLD, A_BOLD},
    [R_PASS] = {COLOR_GREEN, -1, A_NORMAL, 0},
    [R_LD] = {COLOR_YELLOW, -1, A_UNDERLINE, 0},
    [R_MD] = {COLOR_MAGENTA, -1, A_BOLD, A_BOLD},
    [R_FD] = {COLOR_RED, -1, A_BOLD | A_UNDERLINE, A_BOLD},
    [R_SIDE0] = {COLOR_CYAN, -1, A_BOLD, A_BOLD},
    [R_SIDE1] = {COLOR_RED, -1, A_NORMAL, A_BOLD},
    [R_SIDE2] = {COLOR_MAGENTA, -1, A_NORMAL, 0},
    [R_WOOD] = {COLOR_GREEN, -1, A_DIM, 0},
    [R_BUILDING] = {COLOR_YELLOW, -1, A_NORMAL, 0},
    [R_HILL] = {COLOR_WHITE, -1, A_DIM, A_DIM},
    [R_COVER] = {COLOR_GREEN, -1, A_DIM, A_DIM},
    [R_RIVER] = {COLOR_BLUE, -1, A_NORMAL, A_BOLD},
    [R_OBSTACLE] = {COLOR_WHITE, -1, A_NORMAL, 0},
    [R_ARC] = {COLOR_YELLOW, -1, A_DIM, A_DIM},
    [R_LOF] = {COLOR_YELLOW, -1, A_BOLD, A_BOLD},
    [R_BLOCK] = {COLOR_RED, -1, A_BOLD | A_REVERSE, A_BOLD | A_REVERSE},
    [R_TAG] = {-1, -1, A_BOLD, A_BOLD},
    [R_TEACH] = {COLOR_GREEN, -1, A_NORMAL, 0},
    [R_ASK] = {COLOR_YELLOW, -1, A_BOLD, A_BOLD},
    [R_KEY] = {-1, -1, A_BOLD, A_BOLD},
};

attr_t
tui_attr(const struct tui *t, enum tui_role r)
{
	if (!t->color)
		return roles[r].mono;
	if (r == R_NORMAL)
		return A_NORMAL;
	return COLOR_PAIR((short)r) | roles[r].extra;
}

void
tui_colours_init(struct tui *t)
{
	const char *nc = getenv("NO_COLOR");
	t->color = has_colors() && (nc == NULL || nc[0] == '\0');
	if (!t->color)
		return;
	start_color();
	use_default_colors();
	for (int r = 1; r < R_COUNT; r++)
		init_pair((short)r, roles[r].fg, roles[r].bg);
}

/* ---- text -------------------------------------------------------------- */

int
tui_width(const char *s)
{
	/* Printable ASCII: a column a byte, in any locale. */
	const char *a = s;
	while (*a >= 0x20 && *a < 0x7f)
		a++;
	if (*a == '\0')
		return (int)(a - s);
	mbstate_t st;
	memset(&st, 0, sizeof st);
	int w = 0;
	size_t len = strlen(s);
	while (len > 0) {
		wchar_t wc;
		size_t n = mbrtowc(&wc, s, len, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			memset(&st, 0, sizeof st);
			n = 1;
			wc = L'?';
		} else if (n == 0) {
			break;
		}
		int cw = wcwidth(wc);
		w += cw > 0 ? cw : 0;
		s += n;
		len -= n;
	}
	return w;
}

size_t
tui_utf8_encode(wint_t ch, char *b)
{
	unsigned long c = (unsigned long)ch;
	if (c < 0x80) {
		b[0] = (char)c;
		return 1;
	}
	if (c < 0x800) {
		b[0] = (char)(0xC0 | (c >> 6));
		b[1] = (char)(0x80 | (c & 0x3F));
		return 2;
	}
	if (c < 0x10000) {
		b[0] = (char)(0xE0 | (c >> 12));
		b[1] = (char)(0x80 | ((c >> 6) & 0x3F));
		b[2] = (char)(0x80 | (c & 0x3F));
		return 3;
	}
	b[0] = (char)(0xF0 | ((c >> 18) & 0x07));
	b[1] = (char)(0x80 | ((c >> 12) & 0x3F));
	b[2] = (char)(0x80 | ((c >> 6) & 0x3F));
	b[3] = (char)(0x80 | (c & 0x3F));
	return 4;
}

void
tui_utf8_backspace(char *s)
{
	size_t l = strlen(s);
	while (l > 0 && ((unsigned char)s[l - 1] & 0xC0) == 0x80)
		l--;
	if (l > 0)
		l--;
	s[l] = '\0';
}

int
tui_put(struct tui *t, int y, int x, int w, enum tui_role role, const char *s)
{
	if (w <= 0 || y < 0 || y >= t->rows || x < 0 || x >= t->cols)
		return 0;
	if (x + w > t->cols)
		w = t->cols - x;
	mbstate_t st;
	memset(&st, 0, sizeof st);
	wchar_t buf[512];
	int used = 0, nb = 0;
	size_t len = strlen(s);
	while (len > 0 && nb < (int)UM_ARRLEN(buf) - 1) {
		wchar_t wc;
		size_t n = mbrtowc(&wc, s, len, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			memset(&st, 0, sizeof st);
			n = 1;
			wc = L'?';
		} else if (n == 0) {
			break;
		}
		if (wc == L'\t' || wc == L'\n')
			wc = L' ';
		int cw = wcwidth(wc);
		if (cw < 0) {
			wc = L'?';
			cw = 1;
		}
		if (used + cw > w)
			break;
		buf[nb++] = wc;
		used += cw;
		s += n;
		len -= n;
	}
	buf[nb] = L'\0';
	attr_t a = tui_attr(t, role);
	attron(a);
	mvaddnwstr(y, x, buf, nb);
	attroff(a);
	return used;
}

/* As tui_put, but text cut at w ends with an ellipsis ("~" in ASCII)
 * so a cut line says it is cut. */
int
tui_put_clip(struct tui *t, int y, int x, int w, enum tui_role role,
	     const char *s)
{
	if (x + w > t->cols)
		w = t->cols - x;
	if (w <= 1 || tui_width(s) <= w)
		return tui_put(t, y, x, w, role, s);
	int used = tui_put(t, y, x, w - 1, role, s);
	return used +
	       tui_put(t, y, x + used, 1, role, t->ascii ? "~" : "\u2026");
}

int
tui_putf(struct tui *t, int y, int x, int w, enum tui_role role,
	 const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = um_xvasprintf(fmt, ap);
	va_end(ap);
	int n = tui_put(t, y, x, w, role, s);
	free(s);
	return n;
}

void
tui_fill(struct tui *t, struct rect r, enum tui_role role)
{
	attr_t a = tui_attr(t, role);
	attron(a);
	for (int y = r.y; y < r.y + r.h; y++)
		mvhline(y, r.x, ' ', r.w);
	attroff(a);
}

void
tui_title(struct tui *t, struct rect r, const char *title, const char *right)
{
	const char *h = t->ascii ? "-" : "\u2500";
	attr_t a = tui_attr(t, R_DIM);
	for (int x = r.x; x < r.x + r.w; x++) {
		attron(a);
		mvaddstr(r.y, x, h);
		attroff(a);
	}
	int x = r.x + 1;
	x += tui_put(t, r.y, x, r.w - 2, R_TITLE, " ");
	x += tui_put(t, r.y, x, r.x + r.w - x - 1, R_TITLE, title);
	x += tui_put(t, r.y, x, r.x + r.w - x - 1, R_TITLE, " ");
	if (right && right[0]) {
		int rw = tui_width(right) + 2;
		int rx = r.x + r.w - rw - 1;
		if (rx > x)
			tui_putf(t, r.y, rx, rw, R_DIM, " %s ", right);
	}
}

char *
tui_screen_row(int y)
{
	wchar_t w[1024];
	int cols = COLS < 1023 ? COLS : 1023;
	int n = mvwinnwstr(curscr, y, 0, w, cols);
	if (n < 0)
		n = 0;
	w[n] = L'\0';
	/* Pad to the full width so snapshots are rectangular. */
	struct strbuf sb;
	sb_init(&sb);
	mbstate_t st;
	memset(&st, 0, sizeof st);
	int width = 0;
	for (int i = 0; i < n; i++) {
		char mb[MB_LEN_MAX];
		size_t k = wcrtomb(mb, w[i], &st);
		if (k == (size_t)-1) {
			mb[0] = '?';
			k = 1;
		}
		sb_addn(&sb, mb, k);
		int cw = wcwidth(w[i]);
		width += cw > 0 ? cw : 0;
	}
	while (width++ < COLS)
		sb_addc(&sb, ' ');
	return sb_steal(&sb);
}

static void
screen_write(FILE *f)
{
	for (int y = 0; y < LINES; y++) {
		char *row = tui_screen_row(y);
		/* Trailing blanks are noise in a text capture. */
		size_t len = strlen(row);
		while (len > 0 && row[len - 1] == ' ')
			len--;
		fprintf(f, "%.*s\n", (int)len, row);
		free(row);
	}
}

int
tui_dump_screen(const char *path)
{
	char *tmp = um_xasprintf("%s.tmp", path);
	FILE *f = fopen(tmp, "w");
	if (f == NULL) {
		free(tmp);
		return -1;
	}
	screen_write(f);
	int r = fclose(f);
	if (r == 0)
		r = rename(tmp, path);
	free(tmp);
	return r;
}

int
tui_save_file(const struct tui *t, bool screen, const char *path, char **err)
{
	struct atomic_file af;
	if (atomic_open(&af, path, err) < 0)
		return -1;
	FILE *f = atomic_stream(&af);
	if (f == NULL) {
		*err = um_xasprintf("%s: %s", path, strerror(errno));
		atomic_abort(&af);
		return -1;
	}
	if (screen)
		screen_write(f);
	else
		for (size_t i = 0; i < t->log.n; i++)
			fprintf(f, "%s\n", t->log.l[i].text);
	return atomic_commit(&af, err);
}

/* ---- the model --------------------------------------------------------- */

int
tui_unit_index(const struct tui *t, const char *name)
{
	return (int)game_unit_index(t->s->g, name);
}

/* The sides in order of first appearance in the roster, each unit's side
 * and the units per side: made again in one pass over the roster whenever
 * it may have changed (tui_model_sync), so a draw asks in constant time. */
struct side_info {
	char name[UM_NAME_MAX + 1];
	int total, active;
};

struct tui_sides {
	struct side_info *side;
	size_t n, cap;
	int *of_unit;
	size_t nunits, capunits;
};

void
tui_model_sync(const struct tui *t)
{
	struct tui_sides *sd = t->sides;
	const struct game *g = t->s->g;
	sd->n = 0;
	um_grow((void **)&sd->of_unit, &sd->capunits, g->nunits + 1,
		sizeof *sd->of_unit);
	sd->nunits = g->nunits;
	int last = -1;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		int k = last;
		/* Units of a side mostly follow each other. */
		if (k < 0 || strcmp(sd->side[k].name, u->side) != 0)
			for (k = 0; k < (int)sd->n; k++)
				if (strcmp(sd->side[k].name, u->side) == 0)
					break;
		if (k == (int)sd->n) {
			um_grow((void **)&sd->side, &sd->cap, sd->n + 1,
				sizeof *sd->side);
			struct side_info *si = &sd->side[sd->n++];
			snprintf(si->name, sizeof si->name, "%s", u->side);
			si->total = si->active = 0;
		}
		sd->of_unit[i] = k;
		sd->side[k].total++;
		if (!u->removed)
			sd->side[k].active++;
		last = k;
	}
}

static const struct tui_sides *
sides(const struct tui *t)
{
	if (t->sides->nunits != t->s->g->nunits)
		tui_model_sync(t);
	return t->sides;
}

int
tui_side_index(const struct tui *t, const char *side)
{
	const struct tui_sides *sd = sides(t);
	for (size_t k = 0; k < sd->n; k++)
		if (strcmp(sd->side[k].name, side) == 0)
			return (int)k;
	return (int)sd->n;
}

int
tui_unit_side(const struct tui *t, size_t i)
{
	const struct tui_sides *sd = sides(t);
	return i < sd->nunits ? sd->of_unit[i] : (int)sd->n;
}

size_t
tui_side_count(const struct tui *t)
{
	return sides(t)->n;
}

const char *
tui_side_name(const struct tui *t, int side)
{
	const struct tui_sides *sd = sides(t);
	return side >= 0 && side < (int)sd->n ? sd->side[side].name : "?";
}

int
tui_side_units(const struct tui *t, int side, int *active)
{
	const struct tui_sides *sd = sides(t);
	bool in = side >= 0 && side < (int)sd->n;
	*active = in ? sd->side[side].active : 0;
	return in ? sd->side[side].total : 0;
}

struct tui_sides *
tui_sides_new(void)
{
	return um_xcalloc(1, sizeof(struct tui_sides));
}

void
tui_sides_free(struct tui_sides *sd)
{
	if (sd == NULL)
		return;
	free(sd->side);
	free(sd->of_unit);
	free(sd);
}

/* ---- the log ----------------------------------------------------------- */

#define LOG_MAX 2000

void
tui_log_add(struct tui *t, enum log_kind kind, const char *text)
{
	struct tlog *l = &t->log;
	if (l->n == LOG_MAX) {
		free(l->l[0].text);
		memmove(l->l, l->l + 1, (l->n - 1) * sizeof *l->l);
		l->n--;
	}
	um_grow((void **)&l->l, &l->cap, l->n + 1, sizeof *l->l);
	l->l[l->n].kind = kind;
	l->l[l->n].text = um_printable(text); /* no raw controls */
	l->n++;
	l->scroll = 0;
}

void
tui_log_out(struct tui *t, const struct out *o)
{
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *ol = &o->lines[i];
		switch (ol->kind) {
		case OUT_RECORD:
			if (!t->log_sentences)
				tui_log_add(t, LOG_RECORD, ol->text);
			break;
		case OUT_TEXT:
			tui_log_add(t, LOG_TEXT, ol->text);
			break;
		case OUT_TEACH:
			if (t->teach)
				tui_log_add(t, LOG_TEACH, ol->text);
			break;
		case OUT_WARNING: {
			char *w = um_xasprintf("warning: %s", ol->text);
			tui_log_add(t, LOG_WARN, w);
			free(w);
			break;
		}
		}
	}
}

int
tui_wrap_rows(const char *s, int w, int ind)
{
	return text_wrap_rows(s, w, ind);
}

/* Rows break only at spaces (text_wrap_row); a word wider than its row
 * is cut and ends with an ellipsis ("~" in ASCII). */
int
tui_wrap_draw(struct tui *t, int y, int x, int w, int ind, int skip,
	      int maxrows, enum tui_role role, const char *s)
{
	int row = 0, drawn = 0, cw = w;
	do {
		if (drawn >= maxrows)
			break;
		struct wrap_row r = text_wrap_row(s, cw);
		if (row >= skip) {
			char *seg = um_xasprintf(
			    "%.*s%s", (int)r.len, s,
			    r.cut ? (t->ascii ? "~" : "\u2026") : "");
			tui_put(t, y + drawn, x + (row ? ind : 0), cw, role,
				seg);
			free(seg);
			drawn++;
		}
		row++;
		s += r.next;
		cw = w - ind;
	} while (*s);
	return drawn;
}

static enum tui_role
log_role(enum log_kind k)
{
	switch (k) {
	case LOG_INPUT:
		return R_KEY;
	case LOG_TEACH:
		return R_TEACH;
	case LOG_WARN:
		return R_WARN;
	case LOG_ERROR:
		return R_ERROR;
	case LOG_NOTE:
		return R_DIM;
	default:
		return R_NORMAL;
	}
}

void
tui_log_draw(struct tui *t, struct rect r)
{
	char right[48] = "";
	if (t->log.scroll > 0)
		snprintf(right, sizeof right, "scrolled %d - PgDn: latest",
			 t->log.scroll);
	tui_title(t, r, "Log", right);
	int h = r.h - 1, w = r.w - 1;
	if (h <= 0)
		return;
	/* Rows from the end: find the line where the window starts. */
	int need = h + t->log.scroll;
	int total = 0;
	size_t i = t->log.n;
	while (i > 0 && total < need) {
		i--;
		total += text_wrap_rows(t->log.l[i].text, w, 4);
	}
	int skip = total > need ? total - need : 0;
	int y = r.y + 1;
	for (; i < t->log.n && y < r.y + 1 + h; i++) {
		const struct log_line *l = &t->log.l[i];
		int maxrows = r.y + 1 + h - y;
		int drawn;
		if (l->kind == LOG_RECORD && skip == 0) {
			/* The TAG stands out; the fields follow. */
			drawn = tui_wrap_draw(t, y, r.x + 1, w, 4, 0, maxrows,
					      R_NORMAL, l->text);
			char *tg = um_xstrndup(l->text, strcspn(l->text, " "));
			tui_put(t, y, r.x + 1, w, R_TAG, tg);
			free(tg);
		} else {
			drawn =
			    tui_wrap_draw(t, y, r.x + 1, w, 4, skip, maxrows,
					  log_role(l->kind), l->text);
		}
		skip = 0;
		y += drawn;
	}
}

int
tui_run_line(struct tui *t, const char *line, char **err)
{
	struct out out;
	out_init(&out);
	char *e = NULL;
	char *echo = um_xasprintf("> %s", line);
	tui_log_add(t, LOG_INPUT, echo);
	free(echo);
	int r = t->exec(t, line, &out, &e);
	tui_log_out(t, &out);
	out_free(&out);
	if (r < 0) {
		char *m = um_xasprintf("error: %s", e ? e : "failed");
		tui_log_add(t, LOG_ERROR, m);
		free(m);
		if (err)
			*err = e;
		else
			free(e);
		return -1;
	}
	free(e);
	tui_model_sync(t);
	/* Keep the selection on a unit that still exists. */
	if (t->sel >= (int)t->s->g->nunits)
		t->sel = (int)t->s->g->nunits - 1;
	return 0;
}

void
tui_message(struct tui *t, enum tui_role role, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(t->msg, sizeof t->msg, fmt, ap);
	va_end(ap);
	if (!um_is_printable(t->msg)) { /* no raw controls */
		char *safe = um_printable(t->msg);
		snprintf(t->msg, sizeof t->msg, "%s", safe);
		free(safe);
	}
	t->msg_role = role;
}

void
tui_ask(struct tui *t, enum confirm_action a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(t->confirm_q, sizeof t->confirm_q, fmt, ap);
	va_end(ap);
	t->confirm = a;
	if (t->mode != MODE_CONFIRM)
		t->prev_mode = t->mode;
	t->mode = MODE_CONFIRM;
}

/* ---- units ------------------------------------------------------------- */

static void
unit_size(const struct unit *u, enum formation_shape f, double *w, double *d)
{
	/* Drawing defaults in cm (docs/tui.md): only when the roster gives
	 * no width/depth. Infantry figure 1 cm wide in two ranks, cavalry
	 * 1.5 cm, a gun and crew 3 cm wide. */
	double n = u->figures > 0 ? u->figures : 1;
	double guns = u->guns > 0 ? u->guns : 1;
	double fw = 1, fd = 2;
	if (u->arm == ARM_ARTILLERY) {
		if (f == SHAPE_LIMBERED) {
			fw = 3;
			fd = 6 * guns;
		} else {
			fw = 3 * guns;
			fd = 5;
		}
	} else {
		double per = u->arm == ARM_CAVALRY ? 1.5 : 1.0;
		double rank = u->arm == ARM_CAVALRY ? 2.0 : 1.0;
		if (f == SHAPE_COLUMN) {
			fw = 6 * per;
			fd = fmax(3, ceil(n / 6) * rank);
		} else if (f == SHAPE_SQUARE) {
			fw = fd = fmax(3, sqrt(n) * per);
		} else if (f == SHAPE_SKIRMISH) {
			fw = n * 1.5;
			fd = 1;
		} else {
			fw = ceil(n / 2) * per;
			fd = 2 * rank;
		}
	}
	*w = u->width > 0 ? u->width : fw;
	*d = u->depth > 0 ? u->depth : fd;
}

static double
units_factor(const struct tui *t)
{
	return t->s->g->inches ? 1 / 2.54 : 1;
}

/* Unit u's index when it is the roster's own (not a copy), or -1. */
static long
roster_index(const struct game *g, const struct unit *u)
{
	uintptr_t p = (uintptr_t)u, a = (uintptr_t)g->units;
	if (g->units == NULL || p < a ||
	    p >= a + g->nunits * sizeof *g->units ||
	    (p - a) % sizeof *g->units != 0)
		return -1;
	return (long)((p - a) / sizeof *g->units);
}

void
tui_unit_size(const struct tui *t, const struct unit *u, double *w, double *d)
{
	struct unit_shape sh;
	const struct game *g = t->s->g;
	long i = roster_index(g, u);
	int rc;
	if (i >= 0) { /* measured once, kept by the spatial index */
		struct unit_space_view v;
		game_space_view(g, &v);
		rc = space_unit_shape(&v, (size_t)i, &sh);
	} else {
		rc = unit_shape_of(g, u, &sh);
	}
	if (rc == 0 && sh.width > 0 && sh.depth > 0) {
		*w = sh.width;
		*d = sh.depth;
		return;
	}
	unit_size(u, unit_formation_draw(t->s->g, u).shape, w, d);
	if (u->width <= 0)
		*w *= units_factor(t);
	if (u->depth <= 0)
		*d *= units_factor(t);
}

int
tui_unit_fp(const struct tui *t, const struct unit *u, double x, double y,
	    double facing, struct footprint *fp)
{
	const struct game *g = t->s->g;
	long i = roster_index(g, u);
	if (i >= 0 && x == u->x && y == u->y && facing == u->facing) {
		/* Where it stands: the spatial index's footprint. */
		struct unit_space_view v;
		game_space_view(g, &v);
		if ((size_t)i < v.n && v.has[i]) {
			*fp = v.fp[i];
			return GEOM_OK;
		}
	}
	double w, d;
	tui_unit_size(t, u, &w, &d);
	return footprint_make(fp, x, y, facing, w, d);
}

/* ---- short names for columns ------------------------------------------ */

const char *
arm_short(int arm)
{
	static const char *const s[] = {"inf", "cav", "art"};
	return arm >= 0 && arm < 3 ? s[arm] : "?";
}

const char *
formation_short(const struct game *g, const struct unit *u)
{
	return unit_formation_draw(g, u).short_name;
}
