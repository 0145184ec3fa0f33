/* cmdline.c - the `:` line: libedit inside curses, "approach A" of
 * architecture.md §3.3. libedit believes it talks to a terminal (a private
 * pty that only it uses; its output goes to /dev/null), the keys come from
 * curses through a small queue read by the EL_GETCFN callback, and we
 * draw its line buffer ourselves. History lives in
 * $XDG_STATE_HOME/umpire/history (shared with line mode), Tab completes
 * through complete_line(), an error is shown in place above the line and
 * the line stays open to be fixed. If no pty can be had, a plain editor
 * (insert, Backspace, Left/Right) stands in. */
#include <fcntl.h>
#include <histedit.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cmdline.h"
#include "ui.h"
#include "umpire/atomicfile.h"
#include "umpire/complete.h"
#include "umpire/paths.h"
#include "umpire/util.h"

#define QUEUE_MAX 64
#define PLAIN_MAX 1024

struct cmdline {
	struct tui *t;
	EditLine *el;
	History *hist;
	int master, slave;
	FILE *fin, *fnull;
	char *histpath;
	wchar_t q[QUEUE_MAX];
	int qn, qi;
	char *err;   /* error of the last line, shown above it */
	char **cand; /* completion candidates */
	size_t ncand;
	int hscroll;
	/* The stand-in editor. */
	wchar_t plain[PLAIN_MAX];
	int plen, pcur;
};

static void
push(struct cmdline *cl, const wchar_t *s)
{
	if (cl->qi == cl->qn)
		cl->qi = cl->qn = 0;
	while (*s && cl->qn < QUEUE_MAX)
		cl->q[cl->qn++] = *s++;
}

static void
push_key(struct cmdline *cl, wint_t ch, bool fkey)
{
	if (!fkey) {
		wchar_t s[2] = {(wchar_t)(ch == L'\r' ? L'\n' : ch), 0};
		push(cl, s);
		return;
	}
	switch (ch) {
	case KEY_LEFT:
		push(cl, L"\033[D");
		break;
	case KEY_RIGHT:
		push(cl, L"\033[C");
		break;
	case KEY_UP:
		push(cl, L"\033[A");
		break;
	case KEY_DOWN:
		push(cl, L"\033[B");
		break;
	case KEY_HOME:
		push(cl, L"\001");
		break;
	case KEY_END:
		push(cl, L"\005");
		break;
	case KEY_BACKSPACE:
		push(cl, L"\177");
		break;
	case KEY_DC:
		push(cl, L"\033[3~");
		break;
	case KEY_ENTER:
		push(cl, L"\n");
		break;
	default:
		break;
	}
}

/* An Alt+ key libedit knows: a key push_key sends it. */
static bool
alt_key(wint_t fkey)
{
	switch (fkey) {
	case KEY_LEFT:
	case KEY_RIGHT:
	case KEY_UP:
	case KEY_DOWN:
	case KEY_HOME:
	case KEY_END:
	case KEY_BACKSPACE:
	case KEY_DC:
	case KEY_ENTER:
		return true;
	default:
		return false;
	}
}

/* libedit's reader: the queue, or (should libedit want more than one
 * key's worth) a key read from curses now. */
static int
cl_getc(EditLine *el, wchar_t *wc)
{
	struct cmdline *cl = NULL;
	el_get(el, EL_CLIENTDATA, &cl);
	if (cl->qi < cl->qn) {
		*wc = cl->q[cl->qi++];
		return 1;
	}
	if (cl->t->headless)
		return 0;
	for (int tries = 0; tries < 40; tries++) {
		wint_t ch;
		int r = wget_wch(stdscr, &ch);
		if (r == ERR)
			continue;
		push_key(cl, ch, r == KEY_CODE_YES);
		if (cl->qi < cl->qn) {
			*wc = cl->q[cl->qi++];
			return 1;
		}
	}
	return 0;
}

static void
clear_cands(struct cmdline *cl)
{
	for (size_t i = 0; i < cl->ncand; i++)
		free(cl->cand[i]);
	free(cl->cand);
	cl->cand = NULL;
	cl->ncand = 0;
}

static unsigned char
cl_complete(EditLine *el, int ch)
{
	(void)ch;
	struct cmdline *cl = NULL;
	el_get(el, EL_CLIENTDATA, &cl);
	const LineInfo *li = el_line(el);
	size_t cursor = (size_t)(li->cursor - li->buffer);
	char *text =
	    um_xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	struct completion c;
	complete_line(cl->t->s, text, cursor, &c);
	free(text);
	clear_cands(cl);
	if (c.n == 0) {
		completion_free(&c);
		return CC_REFRESH_BEEP;
	}
	char *common = completion_common(&c);
	size_t have = cursor - c.word_start;
	if (strlen(common) > have)
		el_insertstr(el, common + have);
	if (c.n == 1 && common[0] && common[strlen(common) - 1] != '=')
		el_insertstr(el, " ");
	if (c.n > 1) {
		cl->cand = c.cand;
		cl->ncand = c.n;
		c.cand = NULL;
		c.n = 0;
	}
	free(common);
	completion_free(&c);
	return CC_REFRESH;
}

static const wchar_t *
cl_prompt(EditLine *el)
{
	(void)el;
	return L"";
}

struct cmdline *
cmdline_new(struct tui *t)
{
	struct cmdline *cl = um_xcalloc(1, sizeof *cl);
	cl->t = t;
	cl->master = cl->slave = -1;
	char *dir = paths_state_dir();
	if (dir && !t->headless)
		cl->histpath = um_xasprintf("%s/history", dir);
	free(dir);
	HistEvent ev;
	cl->hist = history_init();
	history(cl->hist, &ev, H_SETSIZE, 1000);
	history(cl->hist, &ev, H_SETUNIQUE, 1);
	if (cl->histpath)
		history(cl->hist, &ev, H_LOAD, cl->histpath); /* none yet: ok */
	/* libedit's private terminal. */
	cl->master = posix_openpt(O_RDWR | O_NOCTTY);
	if (cl->master < 0 || grantpt(cl->master) < 0 ||
	    unlockpt(cl->master) < 0)
		goto plain;
	const char *name = ptsname(cl->master);
	if (name == NULL)
		goto plain;
	cl->slave = open(name, O_RDWR | O_NOCTTY);
	if (cl->slave < 0)
		goto plain;
	cl->fin = fdopen(cl->slave, "r");
	cl->fnull = fopen("/dev/null", "w");
	if (cl->fin == NULL || cl->fnull == NULL)
		goto plain;
	cmdline_resize(cl, COLS);
	/* The descriptors are the pty (libedit checks isatty and termios
	 * there); what it writes goes to /dev/null through the FILEs. */
	cl->el = el_init_fd("umpire", cl->fin, cl->fnull, cl->fnull, cl->slave,
			    cl->slave, fileno(cl->fnull));
	if (cl->el == NULL)
		goto plain;
	el_set(cl->el, EL_CLIENTDATA, cl);
	el_wset(cl->el, EL_PROMPT, cl_prompt);
	el_set(cl->el, EL_EDITOR, "emacs");
	el_set(cl->el, EL_SIGNAL, 0);
	el_set(cl->el, EL_HIST, history, cl->hist);
	el_set(cl->el, EL_GETCFN, cl_getc);
	/* The wide call keeps our (static) strings; the narrow one copies
	 * them and never frees the copies. */
	el_wset(cl->el, EL_ADDFN, L"um-complete",
		L"complete a command, unit name or key", cl_complete);
	el_set(cl->el, EL_BIND, "^I", "um-complete", NULL);
	/* ^R's incremental search draws nothing here: use prefix search. */
	el_set(cl->el, EL_BIND, "^R", "ed-search-prev-history", NULL);
	el_source(cl->el, NULL);
	el_set(cl->el, EL_UNBUFFERED, 1);
	return cl;
plain:
	if (cl->fin)
		fclose(cl->fin);
	else if (cl->slave >= 0)
		close(cl->slave);
	if (cl->fnull)
		fclose(cl->fnull);
	if (cl->master >= 0)
		close(cl->master);
	cl->fin = cl->fnull = NULL;
	cl->master = cl->slave = -1;
	return cl;
}

void
cmdline_save_history(struct cmdline *cl)
{
	if (cl == NULL || cl->histpath == NULL)
		return;
	HistEvent ev;
	struct atomic_file af;
	char *err = NULL;
	if (atomic_open(&af, cl->histpath, &err) < 0) {
		free(err); /* no history kept is no harm to the game */
		return;
	}
	FILE *f = atomic_stream(&af);
	if (f && history(cl->hist, &ev, H_SAVE_FP, f) >= 0)
		atomic_commit(&af, &err);
	else
		atomic_abort(&af);
	free(err);
}

void
cmdline_free(struct cmdline *cl)
{
	if (cl == NULL)
		return;
	if (cl->el)
		el_end(cl->el);
	if (cl->hist)
		history_end(cl->hist);
	if (cl->fin)
		fclose(cl->fin);
	if (cl->fnull)
		fclose(cl->fnull);
	if (cl->master >= 0)
		close(cl->master);
	clear_cands(cl);
	free(cl->err);
	free(cl->histpath);
	free(cl);
}

void
cmdline_resize(struct cmdline *cl, int cols)
{
	if (cl == NULL || cl->master < 0)
		return;
	struct winsize ws = {
	    .ws_row = 1, .ws_col = (unsigned short)(cols > 2 ? cols - 1 : 1)};
	ioctl(cl->master, TIOCSWINSZ, &ws);
	if (cl->el)
		el_resize(cl->el);
}

static void
set_text(struct cmdline *cl, const char *text)
{
	wchar_t w[PLAIN_MAX];
	size_t n = mbstowcs(w, text, PLAIN_MAX - 1);
	if (n == (size_t)-1)
		n = 0;
	w[n] = L'\0';
	if (cl->el == NULL) {
		wmemcpy(cl->plain, w, n);
		cl->plen = cl->pcur = (int)n;
		return;
	}
	const LineInfoW *li = el_wline(cl->el);
	el_cursor(cl->el, (int)(li->lastchar - li->cursor));
	li = el_wline(cl->el);
	el_wdeletestr(cl->el, (int)(li->cursor - li->buffer));
	if (n)
		el_winsertstr(cl->el, w);
}

void
cmdline_begin(struct cmdline *cl, const char *text)
{
	free(cl->err);
	cl->err = NULL;
	clear_cands(cl);
	cl->hscroll = 0;
	set_text(cl, text);
}

void
cmdline_error(struct cmdline *cl, const char *line, const char *err)
{
	cmdline_begin(cl, line);
	cl->err = um_xasprintf("error: %s", err);
}

bool
cmdline_has_popup(const struct cmdline *cl)
{
	return cl && (cl->err || cl->ncand);
}

static char *
to_utf8(const wchar_t *w, size_t n)
{
	wchar_t *copy = um_xcalloc(n + 1, sizeof *copy);
	wmemcpy(copy, w, n);
	size_t len = wcstombs(NULL, copy, 0);
	if (len == (size_t)-1) {
		free(copy);
		return um_xstrdup("");
	}
	char *s = um_xmalloc(len + 1);
	wcstombs(s, copy, len + 1);
	free(copy);
	return s;
}

static int
plain_key(struct cmdline *cl, wint_t ch, bool fkey, char **line)
{
	if (fkey) {
		if (ch == KEY_LEFT && cl->pcur > 0)
			cl->pcur--;
		else if (ch == KEY_RIGHT && cl->pcur < cl->plen)
			cl->pcur++;
		else if (ch == KEY_BACKSPACE && cl->pcur > 0) {
			wmemmove(cl->plain + cl->pcur - 1, cl->plain + cl->pcur,
				 (size_t)(cl->plen - cl->pcur));
			cl->pcur--;
			cl->plen--;
		} else if (ch == KEY_ENTER)
			goto enter;
		return 0;
	}
	if (ch == L'\r' || ch == L'\n')
		goto enter;
	if (ch == 127 || ch == 8) {
		if (cl->pcur > 0) {
			wmemmove(cl->plain + cl->pcur - 1, cl->plain + cl->pcur,
				 (size_t)(cl->plen - cl->pcur));
			cl->pcur--;
			cl->plen--;
		}
		return 0;
	}
	if (ch < 32 || cl->plen >= PLAIN_MAX - 1)
		return 0;
	wmemmove(cl->plain + cl->pcur + 1, cl->plain + cl->pcur,
		 (size_t)(cl->plen - cl->pcur));
	cl->plain[cl->pcur++] = (wchar_t)ch;
	cl->plen++;
	return 0;
enter:
	*line = to_utf8(cl->plain, (size_t)cl->plen);
	cl->plen = cl->pcur = 0;
	return 1;
}

int
cmdline_key(struct cmdline *cl, wint_t ch, bool fkey, char **line)
{
	*line = NULL;
	if (!fkey && ch == 27) {
		/* Esc alone closes the line; Esc then a key is Alt+key. */
		wint_t next;
		nodelay(stdscr, TRUE);
		int r = cl->t->headless ? ERR : wget_wch(stdscr, &next);
		if (!cl->t->headless)
			wtimeout(stdscr, 250);
		/* A key with no Alt+ meaning (a resize curses saw while
		 * looking: Esc and SIGWINCH at once) goes back to curses for
		 * the main loop, and the Esc is alone: libedit would wait for
		 * the rest of an Alt+key, and the resize would be lost. */
		if (r == KEY_CODE_YES && !alt_key(next)) {
			ungetch((int)next);
			r = ERR;
		}
		if (r == ERR) {
			free(cl->err);
			cl->err = NULL;
			clear_cands(cl);
			return -1;
		}
		push(cl, L"\033");
		push_key(cl, next, r == KEY_CODE_YES);
	} else {
		if (!fkey && ch == 3) /* ^C closes too */
			return -1;
		if (!fkey && ch >= 128 && !cl->t->utf8) {
			/* Bytes of a locale that is not UTF-8: refused, so
			 * the editor never waits for the rest of a
			 * character. */
			free(cl->err);
			cl->err = um_xstrdup("only ASCII here: this terminal's "
					     "locale is not UTF-8");
			return 0;
		}
		if (cl->el == NULL)
			return plain_key(cl, ch, fkey, line);
		push_key(cl, ch, fkey);
	}
	if (fkey || ch != L'\t')
		clear_cands(cl);
	if (cl->el == NULL) {
		cl->qi = cl->qn = 0;
		return 0;
	}
	while (cl->qi < cl->qn) {
		int n = 0;
		const wchar_t *buf = el_wgets(cl->el, &n);
		if (buf == NULL || n <= 0)
			continue; /* empty line: keep editing */
		if (n == 1 && buf[0] == 4) {
			/* ^D on an empty line. */
			el_set(cl->el, EL_UNBUFFERED, 0);
			el_set(cl->el, EL_UNBUFFERED, 1);
			cl->qi = cl->qn = 0;
			return -1;
		}
		if (buf[n - 1] == L'\n') {
			*line = to_utf8(buf, (size_t)(n - 1));
			el_set(cl->el, EL_UNBUFFERED, 0);
			el_set(cl->el, EL_UNBUFFERED, 1);
			cl->qi = cl->qn = 0;
			free(cl->err);
			cl->err = NULL;
			if ((*line)[0]) {
				HistEvent ev;
				history(cl->hist, &ev, H_ENTER, *line);
			}
			return 1;
		}
	}
	return 0;
}

void
cmdline_draw(struct cmdline *cl, struct rect r)
{
	struct tui *t = cl->t;
	const wchar_t *buf, *cur, *last;
	if (cl->el) {
		const LineInfoW *li = el_wline(cl->el);
		buf = li->buffer;
		cur = li->cursor;
		last = li->lastchar;
	} else {
		buf = cl->plain;
		cur = cl->plain + cl->pcur;
		last = cl->plain + cl->plen;
	}
	int ccol = 0;
	for (const wchar_t *p = buf; p < cur; p++) {
		int w = wcwidth(*p);
		ccol += w > 0 ? w : 0;
	}
	int w = r.w - 2;
	if (ccol - cl->hscroll > w)
		cl->hscroll = ccol - w;
	if (ccol < cl->hscroll)
		cl->hscroll = ccol;
	tui_put(t, r.y, r.x, 1, R_KEY, ":");
	int col = 0, x = r.x + 1;
	for (const wchar_t *p = buf; p < last; p++) {
		int cw = wcwidth(*p);
		cw = cw > 0 ? cw : 0;
		if (col >= cl->hscroll && col + cw - cl->hscroll <= w) {
			mvaddnwstr(r.y, x, p, 1);
			x += cw;
		}
		col += cw;
	}
	curs_set(1);
	move(r.y, r.x + 1 + ccol - cl->hscroll);
}

void
cmdline_popup_draw(struct cmdline *cl, struct rect r)
{
	struct tui *t = cl->t;
	if (cl->err) {
		int rows = tui_wrap_rows(cl->err, r.w - 2, 2);
		if (rows > r.h - 1)
			rows = r.h - 1;
		int y = r.y + r.h - rows;
		tui_fill(t, (struct rect){y, r.x, rows, r.w}, R_NORMAL);
		tui_wrap_draw(t, y, r.x + 1, r.w - 2, 2, 0, rows, R_ERROR,
			      cl->err);
		return;
	}
	/* Candidates in columns over the bottom of the log. */
	int colw = 4;
	for (size_t i = 0; i < cl->ncand; i++) {
		int cw = tui_width(cl->cand[i]) + 2;
		if (cw > colw)
			colw = cw;
	}
	int ncols = (r.w - 2) / colw;
	if (ncols < 1)
		ncols = 1;
	int rows = (int)((cl->ncand + (size_t)ncols - 1) / (size_t)ncols);
	if (rows > r.h - 1)
		rows = r.h - 1;
	int y0 = r.y + r.h - rows;
	tui_fill(t, (struct rect){y0, r.x, rows, r.w}, R_SEL);
	for (size_t i = 0; i < cl->ncand && (int)(i / (size_t)ncols) < rows;
	     i++)
		tui_put(t, y0 + (int)(i / (size_t)ncols),
			r.x + 1 + (int)(i % (size_t)ncols) * colw, colw, R_SEL,
			cl->cand[i]);
}
