/* tui.c - the full-screen interface: terminal set-up and restore, signals,
 * layout, the main loop and key dispatch, the status line and the log.
 *
 * Layout at 80x24 (docs/tui.md, docs/screens/):
 *   row 0        status line: ruleset, bound, phase, game file, marks
 *   rows 1..15   roster (or the walkthrough while one runs) | map
 *   rows 16..22  log of rulings: what the commands printed
 *   row 23       `:` command line, messages, or the key hint
 * On 40+ rows the walkthrough gets its own pane under the roster. */
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "boundview.h"
#include "tui.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static volatile sig_atomic_t got_signal;
static SCREEN *atexit_screen;

static void
on_signal(int sig)
{
	got_signal = sig;
}

static void
restore_terminal(void)
{
	if (atexit_screen != NULL && !isendwin())
		endwin();
}

/* A crash (or abort on out of memory) must not leave the terminal raw:
 * restore it as best we can, then hand the signal to whoever had it
 * before (the default, or a sanitizer's report). */
static struct sigaction fatal_old[NSIG];

static void
on_fatal(int sig)
{
	sigaction(sig, &fatal_old[sig], NULL);
	restore_terminal();
	raise(sig);
}

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

static void
colours_init(struct tui *t)
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

int
tui_dump_screen(const char *path)
{
	char *tmp = um_xasprintf("%s.tmp", path);
	FILE *f = fopen(tmp, "w");
	if (f == NULL) {
		free(tmp);
		return -1;
	}
	for (int y = 0; y < LINES; y++) {
		char *row = tui_screen_row(y);
		/* Trailing blanks are noise in a text capture. */
		size_t len = strlen(row);
		while (len > 0 && row[len - 1] == ' ')
			len--;
		fprintf(f, "%.*s\n", (int)len, row);
		free(row);
	}
	int r = fclose(f);
	if (r == 0)
		r = rename(tmp, path);
	free(tmp);
	return r;
}

/* ---- the model --------------------------------------------------------- */

int
tui_unit_index(const struct tui *t, const char *name)
{
	for (size_t i = 0; i < t->s->g->nunits; i++)
		if (strcmp(t->s->g->units[i].name, name) == 0)
			return (int)i;
	return -1;
}

int
tui_side_index(const struct tui *t, const char *side)
{
	const struct game *g = t->s->g;
	int k = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		bool seen = false;
		for (size_t j = 0; j < i; j++)
			if (strcmp(g->units[j].side, g->units[i].side) == 0)
				seen = true;
		if (seen)
			continue;
		if (strcmp(g->units[i].side, side) == 0)
			return k;
		k++;
	}
	return k;
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
	l->l[l->n].text = um_xstrdup(text);
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
tui_log_save(const struct tui *t, const char *path)
{
	FILE *f = fopen(path, "w");
	if (f == NULL)
		return -1;
	for (size_t i = 0; i < t->log.n; i++)
		fprintf(f, "%s\n", t->log.l[i].text);
	return fclose(f);
}

/* Byte length of the longest prefix of s no wider than w columns, broken
 * at a space when one is near the end. */
static size_t
fit_prefix(const char *s, int w)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	size_t len = strlen(s), pos = 0, last_space = 0;
	int used = 0;
	while (pos < len) {
		wchar_t wc;
		size_t n = mbrtowc(&wc, s + pos, len - pos, &st);
		if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
			memset(&st, 0, sizeof st);
			n = 1;
			wc = L'?';
		}
		int cw = wcwidth(wc);
		cw = cw > 0 ? cw : 0;
		if (used + cw > w)
			break;
		if (wc == L' ')
			last_space = pos;
		used += cw;
		pos += n;
	}
	if (pos < len && last_space > 0 && last_space * 3 > pos * 2)
		return last_space + 1;
	return pos > 0 ? pos : (len > 0 ? 1 : 0);
}

/* Wrapped rows of text at width w, continuation rows indented by ind. */
static int
wrap_count(const char *s, int w, int ind)
{
	int rows = 0;
	size_t len = strlen(s);
	int cw = w;
	while (len > 0 || rows == 0) {
		size_t n = fit_prefix(s, cw);
		rows++;
		if (n == 0)
			break;
		s += n;
		len -= n;
		cw = w - ind;
	}
	return rows;
}

int
tui_wrap_rows(const char *s, int w, int ind)
{
	return wrap_count(s, w, ind);
}

int
tui_wrap_draw(struct tui *t, int y, int x, int w, int ind, int skip,
	      int maxrows, enum tui_role role, const char *s)
{
	int row = 0, drawn = 0;
	size_t len = strlen(s);
	int cw = w;
	while ((len > 0 || row == 0) && drawn < maxrows) {
		size_t n = fit_prefix(s, cw);
		if (row >= skip) {
			char *seg = um_xstrndup(s, n);
			tui_put(t, y + drawn, x + (row ? ind : 0), cw, role,
				seg);
			free(seg);
			drawn++;
		}
		row++;
		if (n == 0)
			break;
		s += n;
		len -= n;
		cw = w - ind;
	}
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
		total += wrap_count(t->log.l[i].text, w, 4);
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

/* ---- running commands -------------------------------------------------- */

static int
exec_session(struct tui *t, const char *line, struct out *out, char **err)
{
	return session_exec(t->s, line, out, err);
}

/* The walkthrough's preview: a scratch copy of the game (no game file)
 * runs the lines; the dice it rolls are written into the lines it
 * returns, so applying them for real gives the same result. */
static int
preview_scratch(struct tui *t, char *const *lines, size_t n, struct out *out,
		char ***final, size_t *nfinal, char **err)
{
	*final = NULL;
	*nfinal = 0;
	struct session *x = session_fork(t->s, err);
	if (x == NULL)
		return -1;
	x->teach = t->teach;
	size_t before = x->h.n;
	for (size_t i = 0; i < n; i++) {
		if (session_exec(x, lines[i], out, err) < 0) {
			session_free(x);
			return -1;
		}
	}
	/* The dice the preview rolled are now written into its lines; move
	 * the generator on, so the next ruling does not roll them again. */
	t->s->rng = x->rng;
	const char *const *after;
	size_t nafter = session_lines(x, &after);
	*final = um_xcalloc(nafter - before + 1, sizeof **final);
	for (size_t i = before; i < nafter; i++)
		(*final)[(*nfinal)++] = um_xstrdup(after[i]);
	session_free(x);
	return 0;
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

/* ---- life cycle -------------------------------------------------------- */

struct tui *
tui_new(struct session *s, const struct options *o)
{
	struct tui *t = um_xcalloc(1, sizeof *t);
	t->s = s;
	t->o = o;
	t->exec = exec_session;
	t->preview = preview_scratch;
	t->teach = (o && o->teach) || s->teach;
	t->sel = s->g->nunits ? 0 : -1;
	t->map.fitted = true;
	t->map.scale = 1;
	t->bv = boundview_new();
	const char *cs = nl_langinfo(CODESET);
	const char *asc = getenv("UMPIRE_ASCII");
	t->ascii = (asc && asc[0]) || cs == NULL ||
		   (strcmp(cs, "UTF-8") != 0 && strcmp(cs, "utf8") != 0);
	const char *dump = getenv("UMPIRE_SCREEN_DUMP");
	if (dump && dump[0])
		t->dump_path = um_xstrdup(dump);
	return t;
}

void
tui_free(struct tui *t)
{
	if (t == NULL)
		return;
	boundview_free(t->bv);
	walk_free(t->walk);
	form_free(t->form);
	cmdline_free(t->cl);
	for (size_t i = 0; i < t->log.n; i++)
		free(t->log.l[i].text);
	free(t->log.l);
	free(t->dump_path);
	free(t);
}

int
tui_term_open(struct tui *t, bool headless, int rows, int cols)
{
	t->headless = headless;
	if (headless) {
		static SCREEN *shared;
		if (shared == NULL) {
			/* Kept open for the screen's life: static. */
			static FILE *sin, *sout;
			sout = fopen("/dev/null", "w");
			/* False positive: /dev/null holds no data a second
			 * stream could see out of date; curses wants one stream
			 * each way. */
			// cppcheck-suppress incompatibleFileOpen
			sin = fopen("/dev/null", "r");
			if (sout == NULL || sin == NULL)
				return -1;
			shared = newterm("xterm-256color", sout, sin);
		}
		t->scr = shared;
	} else {
		const char *term = getenv("TERM");
		if (term == NULL || term[0] == '\0' ||
		    strcmp(term, "dumb") == 0)
			return -1;
		t->scr = newterm(NULL, stdout, stdin);
	}
	if (t->scr == NULL)
		return -1;
	set_term(t->scr);
	if (headless)
		resize_term(rows, cols);
	else {
		atexit_screen = t->scr;
		static bool registered;
		if (!registered)
			atexit(restore_terminal);
		registered = true;
	}
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(25);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	intrflush(stdscr, FALSE);
	colours_init(t);
	curs_set(0);
	if (!headless)
		wtimeout(stdscr, 250);
	t->cl = cmdline_new(t);
	tui_layout(t);
	return 0;
}

void
tui_term_close(struct tui *t)
{
	if (t->scr == NULL)
		return;
	if (t->cl)
		cmdline_save_history(t->cl);
	cmdline_free(t->cl);
	t->cl = NULL;
	if (!isendwin())
		endwin();
	if (t->headless) {
		/* The headless screen is kept for the next one (tests open
		 * many; delscreen would leave each terminfo entry behind). */
		t->scr = NULL;
		return;
	}
	delscreen(t->scr);
	if (atexit_screen == t->scr)
		atexit_screen = NULL;
	t->scr = NULL;
}

void
tui_layout(struct tui *t)
{
	t->rows = LINES;
	t->cols = COLS;
	t->too_small = t->rows < TUI_MIN_ROWS || t->cols < TUI_MIN_COLS;
	int rows = t->rows, cols = t->cols;
	t->r_status = (struct rect){0, 0, 1, cols};
	t->r_cmd = (struct rect){rows - 1, 0, 1, cols};
	int body = rows - 2;
	int logh = body * 3 / 10;
	if (logh < 7)
		logh = 7;
	int top = body - logh;
	int lw = cols * 2 / 5;
	if (lw < 38)
		lw = 38;
	if (lw > 60)
		lw = 60;
	t->r_roster = (struct rect){1, 0, top, lw};
	t->r_map = (struct rect){1, lw + 1, top, cols - lw - 1};
	t->r_log = (struct rect){1 + top, 0, logh, cols};
	t->walk_replaces_roster = rows < 40;
	if (t->walk_replaces_roster) {
		t->r_walk = t->r_roster;
	} else {
		int rh = (int)t->s->g->nunits + 5;
		if (rh > top / 2)
			rh = top / 2;
		if (rh < 6)
			rh = 6;
		t->r_roster.h = rh;
		t->r_walk = (struct rect){1 + rh, 0, top - rh, lw};
	}
	if (t->cl)
		cmdline_resize(t->cl, cols);
}

/* ---- drawing ----------------------------------------------------------- */

static const char *
base_name(const char *p)
{
	const char *b = strrchr(p, '/');
	return b ? b + 1 : p;
}

static void
status_draw(struct tui *t)
{
	struct rect r = t->r_status;
	tui_fill(t, r, R_STATUS);
	const struct game *g = t->s->g;
	/* The marks on the right are drawn first and never cut. */
	char right[160] = "";
	size_t rl = 0;
	if (g->ndecls)
		rl += (size_t)snprintf(right + rl, sizeof right - rl,
				       " %zu declared ", g->ndecls);
	if (t->teach)
		rl +=
		    (size_t)snprintf(right + rl, sizeof right - rl, " TEACH ");
	/* The last mark: its length is not needed. */
	if (t->s->journal_broken)
		snprintf(right + rl, sizeof right - rl, " JOURNAL FAILED ");
	bool prov = tableset_any_provisional(t->s->tables);
	const char *provmark = " PROVISIONAL ";
	const char *help = " ? help ";
	int rw = tui_width(right) + (prov ? tui_width(provmark) : 0) +
		 tui_width(help);
	int rx = r.x + r.w - rw;
	if (rx < r.x)
		rx = r.x;
	const char *sep = t->ascii ? " | " : " \u2502 ";
	char left[400];
	snprintf(left, sizeof left, " %s%sbound %d, %s phase%s%s", g->rs->name,
		 sep, g->bound, g->rs->phases[g->phase], sep,
		 t->s->path ? base_name(t->s->path) : "(no game file)");
	tui_put(t, r.y, r.x, rx - r.x - 1, R_STATUS, left);
	rx += tui_put(t, r.y, rx, r.x + r.w - rx, R_STATUS, right);
	if (prov)
		rx += tui_put(t, r.y, rx, r.x + r.w - rx, R_WARN, provmark);
	tui_put(t, r.y, rx, r.x + r.w - rx, R_STATUS, help);
}

static void
cmdrow_draw(struct tui *t)
{
	struct rect r = t->r_cmd;
	if (t->mode == MODE_CMDLINE) {
		cmdline_draw(t->cl, r);
		return;
	}
	if (t->mode == MODE_CONFIRM) {
		int x = tui_put(t, r.y, 0, r.w, R_ASK, t->confirm_q);
		tui_put(t, r.y, x, r.w - x, R_KEY, " (y/n)");
		return;
	}
	if (t->mode == MODE_FIND) {
		int x = tui_put(t, r.y, 0, r.w, R_KEY, "/");
		x += tui_put(t, r.y, x, r.w - x, R_NORMAL, t->find);
		tui_put(t, r.y, x, 1, R_SEL, " ");
		tui_put(t, r.y, x + 2, r.w - x - 2, R_DIM,
			"unit name; Enter or Esc ends");
		return;
	}
	if (t->msg[0]) {
		tui_put(t, r.y, 0, r.w, t->msg_role, t->msg);
		return;
	}
	tui_put(t, r.y, 0, r.w, R_DIM, help_hint(t));
}

static void
too_small_draw(struct tui *t)
{
	char b[80];
	snprintf(b, sizeof b, "need %dx%d, have %dx%d", TUI_MIN_COLS,
		 TUI_MIN_ROWS, t->cols, t->rows);
	const char *lines[] = {"terminal too small", b,
			       "resize the window; q quits"};
	enum tui_role roles_[] = {R_ERROR, R_NORMAL, R_DIM};
	int y = t->rows / 2 - 1;
	for (int i = 0; i < 3; i++) {
		int w = tui_width(lines[i]);
		int x = w < t->cols ? (t->cols - w) / 2 : 0;
		if (y + i >= 0 && y + i < t->rows)
			tui_put(t, y + i, x, t->cols - x, roles_[i], lines[i]);
	}
}

void
tui_draw(struct tui *t)
{
	if (t->walk == NULL && t->walk_view) {
		t->map = t->before_walk;
		t->walk_view = false;
	}
	erase();
	if (t->too_small) {
		too_small_draw(t);
	} else if (t->mode == MODE_HELP) {
		status_draw(t);
		help_draw(t, (struct rect){1, 0, t->rows - 2, t->cols});
		cmdrow_draw(t);
	} else {
		status_draw(t);
		bool walking = t->walk != NULL;
		bool forming = t->form != NULL;
		if ((!(walking || forming) || !t->walk_replaces_roster) &&
		    !boundview_panel_draw(t, t->r_roster))
			roster_draw(t, t->r_roster);
		if (forming)
			form_draw(t, t->form, t->r_walk);
		else if (walking)
			walk_draw(t, t->walk, t->r_walk);
		/* The separator between the left panes and the map. */
		for (int y = t->r_map.y; y < t->r_map.y + t->r_map.h; y++)
			tui_put(t, y, t->r_map.x - 1, 1, R_DIM,
				t->ascii ? "|" : "\u2502");
		map_draw(t, t->r_map);
		boundview_map_draw(t, t->r_map);
		tui_log_draw(t, t->r_log);
		if (t->mode == MODE_CMDLINE && cmdline_has_popup(t->cl))
			cmdline_popup_draw(t->cl, t->r_log);
		cmdrow_draw(t);
	}
	if (t->mode != MODE_CMDLINE)
		curs_set(0);
	wnoutrefresh(stdscr);
	doupdate();
	if (t->dump_path)
		tui_dump_screen(t->dump_path);
}

/* ---- keys -------------------------------------------------------------- */

static void
select_unit(struct tui *t, int delta)
{
	int n = (int)t->s->g->nunits;
	if (n == 0) {
		t->sel = -1;
		return;
	}
	t->sel += delta;
	if (t->sel < 0)
		t->sel = 0;
	if (t->sel >= n)
		t->sel = n - 1;
}

static void
request_quit(struct tui *t)
{
	if (t->walk && walk_half_done(t->walk)) {
		tui_ask(t, CONFIRM_QUIT,
			"A walkthrough is half done and nothing of it is "
			"applied. Quit anyway?");
		return;
	}
	t->quit = true;
}

static void
next_phase(struct tui *t)
{
	const struct game *g = t->s->g;
	int n = 0;
	while (g->rs->phases[n])
		n++;
	if (g->phase + 1 >= n) {
		tui_ask(t, CONFIRM_BOUND_NEXT,
			"Last phase of bound %d. Start bound %d?", g->bound,
			g->bound + 1);
		return;
	}
	char *line = um_xasprintf("phase %s", g->rs->phases[g->phase + 1]);
	tui_run_line(t, line, NULL);
	free(line);
}

static void
confirm_yes(struct tui *t)
{
	switch (t->confirm) {
	case CONFIRM_QUIT:
		t->quit = true;
		break;
	case CONFIRM_ABANDON_WALK:
		walk_free(t->walk);
		t->walk = NULL;
		t->prev_mode = MODE_NORMAL;
		tui_message(t, R_DIM,
			    "walkthrough abandoned; nothing was "
			    "applied");
		break;
	case CONFIRM_BOUND_NEXT:
		tui_run_line(t, boundview_next_line(t), NULL);
		break;
	case CONFIRM_RESOLVE:
		tui_run_line(t, "resolve", NULL);
		break;
	case CONFIRM_REMOVE_UNIT:
		if (t->sel >= 0) {
			char *line = um_xasprintf("unit remove %s",
						  t->s->g->units[t->sel].name);
			tui_run_line(t, line, NULL);
			free(line);
		}
		break;
	}
}

/* TUI-only words on the `:` line (not part of the command language, never
 * journaled): quit, save-screen FILE, save-log FILE, teach, mouse, ascii.
 * Returns 1 when handled. */
static int
local_command(struct tui *t, const char *line)
{
	char word[32] = "", arg[1024] = "";
	if (sscanf(line, " %31s %1023[^\n]", word, arg) < 1)
		return 0;
	size_t al = strlen(arg);
	while (al > 0 && arg[al - 1] == ' ')
		arg[--al] = '\0';
	if (strcmp(word, "quit") == 0 || strcmp(word, "q") == 0 ||
	    strcmp(word, "exit") == 0) {
		request_quit(t);
		return 1;
	}
	if (strcmp(word, "save-screen") == 0 || strcmp(word, "save-log") == 0) {
		if (arg[0] == '\0') {
			tui_message(t, R_ERROR, "usage: %s FILE", word);
			return 1;
		}
		int r = word[5] == 's' ? tui_dump_screen(arg)
				       : tui_log_save(t, arg);
		if (r < 0)
			tui_message(t, R_ERROR, "%s: %s", arg, strerror(errno));
		else
			tui_message(t, R_DIM, "wrote %s", arg);
		return 1;
	}
	if (strcmp(word, "teach") == 0) {
		t->teach = arg[0] ? strcmp(arg, "off") != 0 : !t->teach;
		tui_message(t, R_DIM, "teaching %s", t->teach ? "on" : "off");
		return 1;
	}
	if (strcmp(word, "mouse") == 0 || strcmp(word, "ascii") == 0) {
		bool *b = word[0] == 'm' ? &t->mouse : &t->ascii;
		*b = arg[0] ? strcmp(arg, "off") != 0 : !*b;
		if (word[0] == 'm')
			mousemask(t->mouse ? BUTTON1_PRESSED | BUTTON4_PRESSED |
						 BUTTON5_PRESSED
					   : 0,
				  NULL);
		tui_message(t, R_DIM, "%s %s", word, *b ? "on" : "off");
		return 1;
	}
	return 0;
}

static void
cmdline_entered(struct tui *t, char *line)
{
	t->mode = t->prev_mode == MODE_CMDLINE ? MODE_NORMAL : t->prev_mode;
	if (t->mode == MODE_WALK && t->walk == NULL)
		t->mode = MODE_NORMAL;
	if (line[strspn(line, " \t")] == '\0')
		return;
	if (local_command(t, line))
		return;
	char *err = NULL;
	if (tui_run_line(t, line, &err) < 0) {
		/* Errors are shown in place: the line stays open to fix. */
		t->prev_mode = t->mode;
		t->mode = MODE_CMDLINE;
		cmdline_error(t->cl, line, err ? err : "failed");
		free(err);
		return;
	}
	t->msg[0] = '\0';
}

static void
handle_mouse(struct tui *t)
{
	MEVENT ev;
	if (getmouse(&ev) != OK)
		return;
	if (ev.bstate & BUTTON4_PRESSED) {
		map_zoom(t, 1 / 1.25);
		return;
	}
	if (ev.bstate & BUTTON5_PRESSED) {
		map_zoom(t, 1.25);
		return;
	}
	if (!(ev.bstate & BUTTON1_PRESSED))
		return;
	struct rect m = t->r_map, ro = t->r_roster;
	int u = -1;
	if (ev.y > m.y && ev.y < m.y + m.h && ev.x >= m.x && ev.x < m.x + m.w)
		u = map_unit_near(t, m, ev.y, ev.x);
	else if (t->walk == NULL && ev.y > ro.y && ev.y < ro.y + ro.h &&
		 ev.x < ro.x + ro.w)
		u = roster_unit_at(t, ro, ev.y - ro.y);
	if (u < 0)
		return;
	if (t->walk)
		walk_click(t, t->walk, u);
	else
		t->sel = u;
}

static void
normal_key(struct tui *t, wint_t ch, bool fkey)
{
	const struct game *g = t->s->g;
	const struct unit *u =
	    t->sel >= 0 && t->sel < (int)g->nunits ? &g->units[t->sel] : NULL;
	if (boundview_key(t, ch, fkey))
		return;
	if (fkey) {
		switch (ch) {
		case KEY_UP:
			select_unit(t, -1);
			return;
		case KEY_DOWN:
			select_unit(t, 1);
			return;
		case KEY_HOME:
			t->sel = g->nunits ? 0 : -1;
			return;
		case KEY_END:
			t->sel = (int)g->nunits - 1;
			return;
		case KEY_PPAGE:
			t->log.scroll += t->r_log.h - 2;
			return;
		case KEY_NPAGE:
			t->log.scroll -= t->r_log.h - 2;
			if (t->log.scroll < 0)
				t->log.scroll = 0;
			return;
		case KEY_SLEFT:
			map_pan(t, t->r_map, -8, 0);
			return;
		case KEY_SRIGHT:
			map_pan(t, t->r_map, 8, 0);
			return;
		case KEY_SR:
			map_pan(t, t->r_map, 0, -4);
			return;
		case KEY_SF:
			map_pan(t, t->r_map, 0, 4);
			return;
		case KEY_ENTER:
			break;
		default:
			return;
		}
	}
	switch (ch) {
	case 'q':
		request_quit(t);
		break;
	case ':':
		t->prev_mode = MODE_NORMAL;
		t->mode = MODE_CMDLINE;
		cmdline_begin(t->cl, "");
		break;
	case '?':
		t->prev_mode = t->mode;
		t->mode = MODE_HELP;
		t->help_top = 0;
		break;
	case '/':
		t->find[0] = '\0';
		t->mode = MODE_FIND;
		break;
	case 'j':
		select_unit(t, 1);
		break;
	case 'k':
		select_unit(t, -1);
		break;
	case 'H':
		map_pan(t, t->r_map, -8, 0);
		break;
	case 'L':
		map_pan(t, t->r_map, 8, 0);
		break;
	case 'K':
		map_pan(t, t->r_map, 0, -4);
		break;
	case 'J':
		map_pan(t, t->r_map, 0, 4);
		break;
	case '+':
	case '=':
		map_zoom(t, 1 / 1.5);
		break;
	case '-':
		map_zoom(t, 1.5);
		break;
	case '0':
		t->map.fitted = true;
		break;
	case '.':
		if (u && u->placed)
			map_centre_on(t, u->x, u->y);
		break;
	case 'f':
	case 'm':
		if (u == NULL) {
			tui_message(t, R_ERROR, "add a unit first (a)");
			break;
		}
		walk_free(t->walk);
		t->walk =
		    walk_new(t, ch == 'f' ? WALK_FIRE : WALK_MELEE, u->name);
		t->mode = MODE_WALK;
		break;
	case 'a':
	case 'A': {
		const struct unit *copy = NULL;
		if (ch == 'A')
			copy =
			    u ? u
			      : (g->nunits ? &g->units[g->nunits - 1] : NULL);
		t->form = form_new_add(t, copy);
		t->mode = MODE_FORM;
		break;
	}
	case 'e':
		if (u) {
			t->form = form_new_edit(t, u);
			t->mode = MODE_FORM;
		}
		break;
	case 'M':
		if (u) {
			t->form = form_new_move(t, u);
			t->mode = MODE_MOVE;
		}
		break;
	case 'D':
		if (u)
			tui_ask(t, CONFIRM_REMOVE_UNIT,
				"Remove %s from the roster?", u->name);
		break;
	case 'u':
		tui_run_line(t, "undo", NULL);
		break;
	case 'x':
		tui_run_line(t, "explain", NULL);
		break;
	case 'p':
		next_phase(t);
		break;
	case 'N':
		tui_ask(t, CONFIRM_BOUND_NEXT, "Start bound %d?", g->bound + 1);
		break;
	case 'R':
		if (g->ndecls == 0)
			tui_message(t, R_DIM, "nothing is declared");
		else
			tui_ask(t, CONFIRM_RESOLVE,
				"Resolve the %zu declared fire(s) and "
				"attack(s)?",
				g->ndecls);
		break;
	case 'd':
		tui_run_line(t, "declared", NULL);
		break;
	case 't':
		t->teach = !t->teach;
		tui_message(t, R_DIM, "teaching %s", t->teach ? "on" : "off");
		break;
	case '*':
		local_command(t, "mouse");
		break;
	case '#':
		local_command(t, "ascii");
		break;
	case 12: /* ^L */
		clearok(curscr, TRUE);
		break;
	default:
		break;
	}
}

/* `/`: each key narrows to the first unit whose name starts with what
 * was typed (case ignored). */
static void
find_key(struct tui *t, wint_t ch, bool fkey)
{
	size_t l = strlen(t->find);
	if ((fkey && ch == KEY_BACKSPACE) ||
	    (!fkey && (ch == 127 || ch == 8))) {
		if (l)
			t->find[l - 1] = '\0';
	} else if (fkey || ch == 27 || ch == '\r' || ch == '\n') {
		t->mode = MODE_NORMAL;
		return;
	} else if (ch > 32 && ch < 127 && l + 1 < sizeof t->find) {
		t->find[l] = (char)ch;
		t->find[l + 1] = '\0';
	}
	const struct game *g = t->s->g;
	l = strlen(t->find);
	for (size_t i = 0; l && i < g->nunits; i++)
		if (strcmp(g->units[i].name, t->find) == 0) {
			t->sel = (int)i;
			return;
		}
	for (size_t i = 0; l && i < g->nunits; i++)
		if (strncasecmp(g->units[i].name, t->find, l) == 0) {
			t->sel = (int)i;
			return;
		}
}

void
tui_key(struct tui *t, wint_t ch, bool fkey)
{
	if (fkey && ch == KEY_RESIZE) {
		tui_layout(t);
		return;
	}
	if (fkey && ch == KEY_MOUSE) {
		if (t->mode == MODE_NORMAL || t->mode == MODE_WALK)
			handle_mouse(t);
		return;
	}
	if (!fkey && ch == 12) { /* ^L redraws in every mode */
		clearok(curscr, TRUE);
		return;
	}
	if (t->mode != MODE_CMDLINE)
		t->msg[0] = '\0';
	if (t->too_small) {
		if (!fkey && ch == 'q')
			request_quit(t);
		return;
	}
	switch (t->mode) {
	case MODE_NORMAL:
		normal_key(t, ch, fkey);
		break;
	case MODE_CMDLINE: {
		char *line = NULL;
		int r = cmdline_key(t->cl, ch, fkey, &line);
		if (r == 1) {
			cmdline_entered(t, line);
			free(line);
		} else if (r < 0) {
			t->mode = t->prev_mode == MODE_CMDLINE ? MODE_NORMAL
							       : t->prev_mode;
			if (t->mode == MODE_WALK && t->walk == NULL)
				t->mode = MODE_NORMAL;
		}
		break;
	}
	case MODE_WALK:
		if (!fkey && walk_typing(t->walk) && ch != 27 && ch >= ' ') {
			walk_key(t, t->walk, ch, fkey);
			break;
		}
		if (!fkey && ch == ':') {
			t->prev_mode = MODE_WALK;
			t->mode = MODE_CMDLINE;
			cmdline_begin(t->cl, "");
			break;
		}
		if (!fkey && ch == '?') {
			t->prev_mode = MODE_WALK;
			t->mode = MODE_HELP;
			t->help_top = 0;
			break;
		}
		if (!fkey && ch == 'q') {
			request_quit(t);
			break;
		}
		if (!walk_key(t, t->walk, ch, fkey)) {
			if (t->mode == MODE_WALK) {
				walk_free(t->walk);
				t->walk = NULL;
				t->mode = MODE_NORMAL;
			}
		}
		break;
	case MODE_FORM:
	case MODE_MOVE:
		if (!form_key(t, t->form, ch, fkey)) {
			form_free(t->form);
			t->form = NULL;
			t->mode = t->walk ? MODE_WALK : MODE_NORMAL;
		}
		break;
	case MODE_HELP:
		if (fkey && (ch == KEY_DOWN || ch == KEY_NPAGE))
			t->help_top += ch == KEY_DOWN ? 1 : t->rows - 4;
		else if (fkey && (ch == KEY_UP || ch == KEY_PPAGE))
			t->help_top -= ch == KEY_UP ? 1 : t->rows - 4;
		else if (!fkey && ch == 'j')
			t->help_top++;
		else if (!fkey && ch == 'k')
			t->help_top--;
		else
			t->mode = t->prev_mode == MODE_HELP ? MODE_NORMAL
							    : t->prev_mode;
		if (t->help_top > help_lines() - 3)
			t->help_top = help_lines() - 3;
		if (t->help_top < 0)
			t->help_top = 0;
		break;
	case MODE_FIND:
		find_key(t, ch, fkey);
		break;
	case MODE_CONFIRM:
		if (fkey)
			break;
		t->mode =
		    t->prev_mode == MODE_CONFIRM ? MODE_NORMAL : t->prev_mode;
		if (ch == 'y' || ch == 'Y')
			confirm_yes(t);
		if (t->mode == MODE_WALK && t->walk == NULL)
			t->mode = MODE_NORMAL;
		break;
	}
}

/* ---- main loop --------------------------------------------------------- */

static const int flag_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
#define NSIGNALS (UM_ARRLEN(flag_signals) + UM_ARRLEN(fatal_signals))

static void
install_signals(struct sigaction *old)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0; /* no SA_RESTART: a read returns and we look */
	sa.sa_handler = on_signal;
	size_t k = 0;
	for (size_t i = 0; i < UM_ARRLEN(flag_signals); i++)
		sigaction(flag_signals[i], &sa, &old[k++]);
	sa.sa_handler = on_fatal;
	for (size_t i = 0; i < UM_ARRLEN(fatal_signals); i++) {
		sigaction(fatal_signals[i], &sa, &old[k]);
		fatal_old[fatal_signals[i]] = old[k++];
	}
}

static void
restore_signals(const struct sigaction *old)
{
	size_t k = 0;
	for (size_t i = 0; i < UM_ARRLEN(flag_signals); i++)
		sigaction(flag_signals[i], &old[k++], NULL);
	for (size_t i = 0; i < UM_ARRLEN(fatal_signals); i++)
		sigaction(fatal_signals[i], &old[k++], NULL);
}

int
tui_run(struct session *s, const struct options *o)
{
	setlocale(LC_ALL, "");
	struct tui *t = tui_new(s, o);
	if (tui_term_open(t, false, 0, 0) < 0) {
		tui_free(t);
		return 127;
	}
	struct sigaction old[NSIGNALS];
	install_signals(old);
	got_signal = 0;
	if (o && o->demo)
		tui_log_add(t, LOG_NOTE,
			    "Demo: La Haye Sainte, 18 June 1815. Select F27 "
			    "(j/k) and press f to fire at L54; Cuir6 and m "
			    "for a melee against KGL5. ? shows every key.");
	if (s->path) {
		char *m = um_xasprintf("game file: %s (every change is "
				       "written at once)",
				       s->path);
		tui_log_add(t, LOG_NOTE, m);
		free(m);
	}
	if (t->teach)
		tui_log_add(t, LOG_NOTE,
			    "teaching is on: each step shows what "
			    "the rule says (t toggles)");
	/* make bench: quit once the first screen is on the terminal. */
	const char *first = getenv("UMPIRE_QUIT_AFTER_FIRST_SCREEN");
	bool quit_after_first = first && first[0];
	while (!t->quit) {
		if (got_signal) {
			int sig = got_signal;
			got_signal = 0;
			if (sig == SIGINT) {
				/* ^C: like q, and asks when a walkthrough
				 * is half done. */
				request_quit(t);
			} else {
				t->exit_status = 128 + sig;
				break;
			}
			continue;
		}
		tui_draw(t);
		if (quit_after_first)
			break;
		wint_t ch;
		int r = wget_wch(stdscr, &ch);
		if (r == ERR)
			continue;
		tui_key(t, ch, r == KEY_CODE_YES);
	}
	int status = t->exit_status;
	tui_term_close(t);
	restore_signals(old);
	tui_free(t);
	return status;
}
