/* tui.c - the full-screen interface: terminal set-up and restore, signals,
 * layout, the main loop and key dispatch, the status line and the log.
 *
 * Layout at 80x24 (docs/tui.md, docs/screens/):
 *   row 0        status line: ruleset, bound, phase, game file, marks
 *   rows 1..15   roster (or the walkthrough while one runs) | map
 *   rows 16..22  log of rulings: what the commands printed
 *   row 23       `:` command line, messages, or the key hint
 * On 40+ rows the walkthrough gets its own pane under the roster. */
#include <ctype.h>
#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "boundview.h"
#include "histview.h"
#include "viewsqr.h"
#include "cmdline.h"
#include "form.h"
#include "help.h"
#include "tui.h"
#include "map.h"
#include "remote.h"
#include "roster.h"
#include "run.h"
#include "ui.h"
#include "walk.h"
#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/suggest.h"
#include "umpire/teach.h"
#include "umpire/util.h"

static volatile sig_atomic_t got_signal;
static SCREEN *atexit_screen;

/* What u takes back: a line from before this session (the scenario)
 * is not the umpire's last action. */
static bool
undo_reaches_before(const struct tui *t)
{
	const char *const *lines;
	return session_lines(t->s, &lines) <= t->hist_start;
}

static void run_undo(struct tui *);

static void
on_signal(int sig)
{
	got_signal = sig;
}

/* Bracketed paste (xterm): the terminal wraps pasted text in ESC [200~
 * ... ESC [201~, so it arrives as text, never as keys. */
#define PASTE_ON "\033[?2004h"
#define PASTE_OFF "\033[?2004l"
#define KEY_PASTE_BEGIN (KEY_MAX + 1)
#define KEY_PASTE_END (KEY_MAX + 2)

/* ^Z and fg (SIGTSTP, SIGCONT): bracketed paste goes off for the shell
 * and on again on return, so a paste after fg is text, never keys. */
static volatile sig_atomic_t got_cont;
static struct sigaction tstp_old;

static void
on_tstp(int sig)
{
	ssize_t r = write(STDOUT_FILENO, PASTE_OFF, sizeof PASTE_OFF - 1);
	(void)r;
	if (tstp_old.sa_handler != SIG_DFL && tstp_old.sa_handler != SIG_IGN) {
		tstp_old.sa_handler(sig); /* curses: endwin, stop, refresh */
		return;
	}
	struct sigaction dfl, mine;
	memset(&dfl, 0, sizeof dfl);
	dfl.sa_handler = SIG_DFL;
	sigaction(SIGTSTP, &dfl, &mine);
	raise(SIGTSTP); /* stops here until SIGCONT: not noreturn */
	// cppcheck-suppress unreachableCode
	sigaction(SIGTSTP, &mine, NULL);
}

static void
on_cont(int sig)
{
	(void)sig;
	got_cont = 1;
}

static void
restore_terminal(void)
{
	if (atexit_screen != NULL && !isendwin()) {
		/* write(2): safe in a signal handler, unlike stdio. */
		ssize_t r =
		    write(STDOUT_FILENO, PASTE_OFF, sizeof PASTE_OFF - 1);
		(void)r;
		endwin();
	}
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

/* ---- running commands -------------------------------------------------- */

static int
exec_session(struct tui *t, const char *line, struct out *out, char **err)
{
	return session_exec(t->s, line, out, err);
}

/* The walkthrough's preview: a scratch copy of the game (no game file)
 * runs the lines; the dice it rolls are written into the lines it
 * returns, so applying them for real gives the same result.
 *
 * Journal first, then show (docs/game-files.md): when the lines resolve
 * a ruling and the program rolled dice for it, no result is shown before
 * it is in the game file. The preview then says so instead, and the
 * lines returned are the declarations as given: Enter runs them on the
 * game, which rolls the same dice, journals them, and only then shows
 * the result. */
static bool
lines_resolve(char *const *lines, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(lines[i], "resolve") == 0)
			return true;
	return false;
}

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
	bool *journaled = um_xcalloc(n + 1, sizeof *journaled);
	size_t out_from = out->n;
	for (size_t i = 0; i < n; i++) {
		size_t had = x->h.n;
		if (session_exec(x, lines[i], out, err) < 0) {
			free(journaled);
			session_free(x);
			return -1;
		}
		journaled[i] = x->h.n > had;
	}
	bool rolled = memcmp(&t->s->rng, &x->rng, sizeof x->rng) != 0;
	const char *const *after;
	size_t nafter = session_lines(x, &after);
	*final = um_xcalloc(nafter - before + n + 1, sizeof **final);
	if (rolled && lines_resolve(lines, n)) {
		/* Withheld: the game rolls and journals on Enter. */
		out_truncate(out, out_from);
		out_text(out, "  the dice are left to the program: Enter rolls "
			      "them, writes the ruling to the game file, then "
			      "shows it (type the dice to see the result "
			      "first)");
		for (size_t i = 0; i < n; i++)
			if (journaled[i])
				(*final)[(*nfinal)++] = um_xstrdup(lines[i]);
	} else {
		/* The dice the preview rolled are now written into its
		 * lines; move the generator on, so the next ruling does not
		 * roll them again. */
		t->s->rng = x->rng;
		for (size_t i = before; i < nafter; i++)
			(*final)[(*nfinal)++] = um_xstrdup(after[i]);
	}
	free(journaled);
	session_free(x);
	return 0;
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
	const char *const *lines;
	t->hist_start = session_lines(s, &lines);
	t->map.fitted = true;
	t->map.scale = 1;
	t->bv = boundview_new();
	t->hv = histview_new();
	t->sides = tui_sides_new();
	const char *cs = nl_langinfo(CODESET);
	const char *asc = getenv("UMPIRE_ASCII");
	t->utf8 = cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
	t->ascii = (asc && asc[0]) || !t->utf8;
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
	histview_free(t->hv);
	walk_free(t->walk);
	form_free(t->form);
	cmdline_free(t->cl);
	for (size_t i = 0; i < t->log.n; i++)
		free(t->log.l[i].text);
	free(t->log.l);
	free(t->dump_path);
	free(t->paste);
	tui_sides_free(t->sides);
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
	define_key("\033[200~", KEY_PASTE_BEGIN);
	define_key("\033[201~", KEY_PASTE_END);
	if (!headless) {
		fputs(PASTE_ON, stdout);
		fflush(stdout);
	}
	intrflush(stdscr, FALSE);
	tui_colours_init(t);
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
	/* --read-only writes nothing the umpire did not name
	 * (docs/game-files.md): not even the command history. */
	if (t->cl && !t->s->read_only)
		cmdline_save_history(t->cl);
	if (!t->headless) {
		fputs(PASTE_OFF, stdout);
		fflush(stdout);
	}
	cmdline_free(t->cl);
	t->cl = NULL;
	/* A terminal without an alternate screen (TERM=vt100) would keep
	 * the last screen after quit: clear it first. */
	const char *smcup = t->headless ? NULL : tigetstr("smcup");
	if (!t->headless && !isendwin() &&
	    (smcup == NULL || smcup == (const char *)-1)) {
		clear();
		refresh();
	}
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

/* Curses' size is not the one laid out: a KEY_RESIZE went elsewhere. */
static bool
tui_size_stale(const struct tui *t)
{
	return LINES != t->rows || COLS != t->cols;
}

/* Keys taken without a draw between, at most (see tui_run_linked). */
#define KEYS_PER_DRAW 64

/* A key typed already, or KEY_RESIZE for a SIGWINCH curses has seen and
 * not yet reported; ERR if neither (curses' key wait, wtimeout, is kept). */
static int
key_now(wint_t *ch)
{
	int delay = wgetdelay(stdscr);
	wtimeout(stdscr, 0);
	int r = wget_wch(stdscr, ch);
	wtimeout(stdscr, delay);
	return r;
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
		/* A tall window: the walkthrough or form under the roster,
		 * which keeps the rows its units need (at most half); with
		 * neither open the roster has the whole height (tui_draw). */
		int rh = (int)t->s->g->nunits + 5;
		if (rh > top / 2)
			rh = top / 2;
		if (rh < 6)
			rh = 6;
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

/* The status line's marks on the right into right (the count of
 * declarations when decls); returns the column they start at. */
static int
status_marks(const struct tui *t, bool decls, char *right, size_t size,
	     bool prov, const char *provmark, const char *help)
{
	struct rect r = t->r_status;
	size_t rl = 0;
	right[0] = '\0';
	if (decls)
		rl += (size_t)snprintf(right + rl, size - rl, " %zu declared ",
				       t->s->g->ndecls);
	if (t->teach)
		rl += (size_t)snprintf(right + rl, size - rl, " TEACH ");
	/* The last mark: its length is not needed. */
	if (t->s->journal_broken)
		snprintf(right + rl, size - rl, " JOURNAL FAILED ");
	int rw = tui_width(right) + (prov ? tui_width(provmark) : 0) +
		 tui_width(help);
	int rx = r.x + r.w - rw;
	return rx < r.x ? r.x : rx;
}

static void
status_draw(struct tui *t)
{
	struct rect r = t->r_status;
	tui_fill(t, r, R_STATUS);
	const struct game *g = t->s->g;
	/* The marks on the right are drawn first and never cut (but the
	 * count of declarations, when whose turn it is would not fit). */
	char right[160] = "";
	bool prov = tableset_any_provisional(t->s->tables);
	const char *provmark = " PROVISIONAL ";
	const char *help = " ? help ";
	int rx = status_marks(t, g->ndecls > 0, right, sizeof right, prov,
			      provmark, help);
	const char *sep = t->ascii ? " | " : " \u2502 ";
	char left[400], pace[160] = "";
	/* The pace of play, once the game names close= or last_bound=:
	 * "bound 3 of 8, fire phase | 14 min/bound, ends ...". */
	if (kv_get(g->settings, g->nsettings, "close") ||
	    kv_get(g->settings, g->nsettings, "last_bound"))
		session_pace_words(t->s, pace, sizeof pace);
	char *pace_rest = strstr(pace, ", ");
	if (pace_rest) {
		*pace_rest = '\0';
		snprintf(left, sizeof left, " %s%s%s, %s phase%s%s%s%s",
			 g->rs->name, sep, pace, g->rs->phases[g->phase], sep,
			 pace_rest + 2, sep,
			 t->s->path ? base_name(t->s->path) : "(no game file)");
	} else {
		/* Whose turn and what is left of it (the ruleset's words:
		 * a moving side and PIPs left). */
		const struct ruleset_teach *te = g->rs->teach;
		struct strbuf turn;
		sb_init(&turn);
		if (te && te->turn_words)
			te->turn_words(g, &turn);
		snprintf(left, sizeof left, " %s%s%s %d, %s phase%s%s%s%s",
			 g->rs->name, sep, g->rs->turn_word, g->bound,
			 g->rs->phases[g->phase], turn.len ? ", " : "",
			 turn.len ? turn.s : "", sep,
			 t->s->path ? base_name(t->s->path) : "(no game file)");
		/* A narrow screen keeps whose turn it is and the PIPs left
		 * whole: the file's name goes first, then the ruleset's, the
		 * word "phase" and the count of declarations. */
		for (int tier = 1;
		     tier <= 4 && turn.len && tui_width(left) >= rx - r.x;
		     tier++) {
			snprintf(left, sizeof left, " %s%s%s %d, %s%s, %s",
				 tier == 1 ? g->rs->name : "",
				 tier == 1 ? sep : "", g->rs->turn_word,
				 g->bound, g->rs->phases[g->phase],
				 tier <= 2 ? " phase" : "", turn.s);
			if (tier == 4)
				rx = status_marks(t, false, right, sizeof right,
						  prov, provmark, help);
		}
		sb_free(&turn);
	}
	/* What the next u takes back, when it fits whole; not
	 * the scenario's last unit. */
	char *undo =
	    undo_reaches_before(t)
		? NULL
		: session_undo_preview(t->s, session_ruling_lines(t->s) > 1);
	if (undo &&
	    tui_width(left) + tui_width(sep) + tui_width(undo) < rx - r.x - 1)
		snprintf(left + strlen(left), sizeof left - strlen(left),
			 "%s%s", sep, undo);
	free(undo);
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
		tui_put_clip(t, r.y, 0, r.w, t->msg_role, t->msg);
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
	/* From the top row when fewer than three fit: its first words. */
	int y = t->rows < 3 ? 0 : t->rows / 2 - 1;
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
	/* The layout follows the size curses has, whoever read its
	 * KEY_RESIZE (a key wait inside libedit or a paste). */
	if (t->relayout || tui_size_stale(t)) {
		t->relayout = false;
		tui_layout(t);
	}
	tui_model_sync(t);
	erase();
	if (t->too_small) {
		too_small_draw(t);
	} else if (t->mode == MODE_HELP) {
		status_draw(t);
		help_draw(t, (struct rect){1, 0, t->rows - 2, t->cols},
			  tui_bindings);
		cmdrow_draw(t);
	} else {
		status_draw(t);
		bool walking = t->walk != NULL;
		bool forming = t->form != NULL;
		if (!(walking || forming)) {
			if (!boundview_panel_draw(t, t->r_roster))
				roster_draw(t, t->r_roster);
		} else if (!t->walk_replaces_roster)
			roster_draw(t,
				    (struct rect){t->r_roster.y, t->r_roster.x,
						  t->r_walk.y - t->r_roster.y,
						  t->r_roster.w});
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
		histview_draw(
		    t, (struct rect){t->r_roster.y, 0, t->r_roster.h, t->cols});
		tui_log_draw(t, t->r_log);
		if (t->mode == MODE_CMDLINE && cmdline_has_popup(t->cl))
			cmdline_popup_draw(t->cl, t->r_log);
		cmdrow_draw(t);
		viewsqr_frame(t); /* the umpire's focus; the views' pane */
	}
	if (t->mode != MODE_CMDLINE)
		curs_set(0);
	wnoutrefresh(stdscr);
	doupdate();
	if (t->dump_path)
		tui_dump_screen(t->dump_path);
}

/* No key for a while: nothing changed but the time, so only the status
 * row (the pace of play reads the clock) is drawn again; curses sends the
 * cells that differ, none when the minute has not turned. */
static void
tui_tick(struct tui *t)
{
	if (t->too_small || t->relayout || tui_size_stale(t))
		return;
	int cy, cx;
	getyx(stdscr, cy, cx);
	status_draw(t);
	move(cy, cx);
	wnoutrefresh(stdscr);
	doupdate();
	if (t->dump_path)
		tui_dump_screen(t->dump_path);
}

/* ---- keys -------------------------------------------------------------- */

/* The units in the roster's order: grouped by side as shown
 * (roster.c), each side's in game order. Returns how many. */
static size_t
shown_order(const struct tui *t, int *order)
{
	size_t n = 0, nsides = tui_side_count(t);
	for (size_t k = 0; k < nsides; k++)
		for (size_t i = 0; i < t->s->g->nunits; i++)
			if (tui_unit_side(t, i) == (int)k)
				order[n++] = (int)i;
	return n;
}

/* j/k, Home/End: the next unit down or up the roster as shown (a
 * side's units after its header, not the order they were added). */
static void
select_unit(struct tui *t, int delta)
{
	int n = (int)t->s->g->nunits;
	if (n == 0) {
		t->sel = -1;
		return;
	}
	int *order = um_xcalloc((size_t)n, sizeof *order);
	int m = (int)shown_order(t, order), at = 0;
	for (int i = 0; i < m; i++)
		if (order[i] == t->sel)
			at = i;
	at += delta;
	if (at < 0)
		at = 0;
	if (at >= m)
		at = m - 1;
	t->sel = m > 0 ? order[at] : t->sel;
	free(order);
}

static void run_paste(struct tui *t);

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
			"Last phase of %s %d. Start %s %d?", g->rs->turn_word,
			g->bound, g->rs->turn_word, g->bound + 1);
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
	case CONFIRM_PASTE:
		run_paste(t);
		break;
	case CONFIRM_UNDO:
		run_undo(t);
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
static void k_fire(struct tui *t);
static void k_melee(struct tui *t);

/* `:walk fire|melee [UNIT]`: the f or m walkthrough of UNIT (any case),
 * else of the selected unit, as line mode's `walk` (docs/tui.md). */
static void
walk_command(struct tui *t, const char *arg)
{
	char kind[16] = "", name[128] = "", more[2] = "";
	int nw = sscanf(arg, "%15s %127s %1s", kind, name, more);
	bool melee = strcmp(kind, "melee") == 0;
	if (nw > 2 || strlen(name) > UM_NAME_MAX ||
	    (nw >= 1 && !melee && strcmp(kind, "fire") != 0)) {
		tui_message(t, R_ERROR,
			    "usage: walk fire|melee [UNIT] (the f and m keys "
			    "on the selected unit)");
		return;
	}
	if (name[0]) {
		const struct game *g = t->s->g;
		int at = -1;
		for (size_t i = 0; i < g->nunits && at < 0; i++)
			if (!g->units[i].removed &&
			    strcmp(g->units[i].name, name) == 0)
				at = (int)i;
		for (size_t i = 0; i < g->nunits && at < 0; i++)
			if (!g->units[i].removed &&
			    strcasecmp(g->units[i].name, name) == 0)
				at = (int)i;
		if (at < 0) {
			tui_message(t, R_ERROR, "no unit named %s%s", name,
				    suggest_unit(g, name));
			return;
		}
		t->sel = at;
	}
	if (melee)
		k_melee(t);
	else
		k_fire(t);
}

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
		char *why = NULL;
		if (tui_save_file(t, word[5] == 's', arg, &why) < 0) {
			tui_message(t, R_ERROR, "%s", why);
			free(why);
		} else
			tui_message(t, R_DIM, "wrote %s", arg);
		return 1;
	}
	if (strcmp(word, "walk") == 0) {
		walk_command(t, arg);
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
		if (!t->utf8)
			t->ascii = true; /* braille needs UTF-8 */
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

/* The record a query prints (`unit F27`, `game`), or NULL; caller
 * frees. */
static char *
query_record(struct tui *t, const char *query)
{
	struct out o;
	out_init(&o);
	char *err = NULL, *rec = NULL;
	if (t->exec(t, query, &o, &err) == 0)
		for (size_t i = 0; i < o.n && rec == NULL; i++)
			if (o.lines[i].kind == OUT_RECORD)
				rec = um_xstrdup(o.lines[i].text);
	free(err);
	out_free(&o);
	return rec;
}

/* What a command that printed nothing changed, in one line: the keys of
 * the unit's (or the game's) record before and after ("changed: F27 x 86
 * -> 80"); else that it was done. */
static void
say_changed(struct tui *t, const char *line, const char *before,
	    const char *after)
{
	struct args a, b;
	char *err = NULL;
	struct strbuf sb;
	sb_init(&sb);
	if (before && after && cmd_parse(before, &b, &err) == 0) {
		if (cmd_parse(after, &a, &err) == 0) {
			for (size_t i = 0; i < a.nkv; i++) {
				const char *was =
				    kv_get(b.kv, b.nkv, a.kv[i].key);
				if (was && strcmp(was, a.kv[i].val) == 0)
					continue;
				sb_addf(&sb, "%s %s %s \u2192 %s",
					sb.len ? "," : "", a.kv[i].key,
					was ? was : "(none)", a.kv[i].val);
			}
			args_free(&a);
		}
		args_free(&b);
	}
	free(err);
	if (sb.len)
		tui_message(t, R_PASS, "changed:%s", sb.s);
	else
		tui_message(t, R_PASS, "done: %s (u takes it back)", line);
	sb_free(&sb);
}

/* The query whose record shows what line changes (unit set: the unit;
 * game: the game), or NULL. */
static char *
change_query(const char *line)
{
	struct args a;
	char *err = NULL;
	char *q = NULL;
	if (cmd_parse(line, &a, &err) == 0) {
		if (a.nword == 3 && strcmp(a.word[0], "unit") == 0 &&
		    strcmp(a.word[1], "set") == 0)
			q = um_xasprintf("unit %s", a.word[2]);
		else if (a.nword == 1 && strcmp(a.word[0], "game") == 0 &&
			 a.nkv)
			q = um_xstrdup("game");
		args_free(&a);
	}
	free(err);
	return q;
}

/* `example NAME`: a worked example, read in the log as sentences (its
 * steps, the rulings' words, the book's verdicts), not records. */
static bool
worked_example(const char *line)
{
	struct args a;
	char *err = NULL;
	bool yes = false;
	if (cmd_parse(line, &a, &err) == 0) {
		yes = a.nword == 2 && strcmp(a.word[0], "example") == 0 &&
		      strcmp(a.word[1], "list") != 0;
		args_free(&a);
	}
	free(err);
	return yes;
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
	char *query = change_query(line);
	char *before = query ? query_record(t, query) : NULL;
	const char *const *lines;
	size_t n0 = session_lines(t->s, &lines);
	t->log_sentences = worked_example(line);
	int rc = tui_run_line(t, line, &err);
	t->log_sentences = false;
	if (rc < 0) {
		/* Errors are shown in place: the line stays open to fix. */
		t->prev_mode = t->mode;
		t->mode = MODE_CMDLINE;
		cmdline_error(t->cl, line, err ? err : "failed");
		free(err);
		free(query);
		free(before);
		return;
	}
	t->msg[0] = '\0';
	/* A change that printed nothing (only its "> line" logged): one
	 * line saying what changed. */
	if (session_lines(t->s, &lines) > n0 && t->log.n > 0 &&
	    t->log.l[t->log.n - 1].kind == LOG_INPUT) {
		char *after = query ? query_record(t, query) : NULL;
		say_changed(t, line, before, after);
		free(after);
	}
	free(query);
	free(before);
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

/* ---- the keys of the roster and map: one binding table ---------------- */

static const struct unit *
selected(const struct tui *t)
{
	const struct game *g = t->s->g;
	return t->sel >= 0 && t->sel < (int)g->nunits ? &g->units[t->sel]
						      : NULL;
}

static void
k_quit(struct tui *t)
{
	request_quit(t);
}

static void
k_cmdline(struct tui *t)
{
	t->prev_mode = MODE_NORMAL;
	t->mode = MODE_CMDLINE;
	cmdline_begin(t->cl, "");
}

static void
k_help(struct tui *t)
{
	t->prev_mode = t->mode;
	t->mode = MODE_HELP;
	t->help_top = 0;
}

static void
k_redraw(struct tui *t)
{
	(void)t;
	clearok(curscr, TRUE);
}

static void
k_teach(struct tui *t)
{
	t->teach = !t->teach;
	tui_message(t, R_DIM, "teaching %s", t->teach ? "on" : "off");
}

static void
k_mouse(struct tui *t)
{
	local_command(t, "mouse");
}

static void
k_ascii(struct tui *t)
{
	if (!t->utf8 && t->ascii) {
		tui_message(t, R_ERROR,
			    "the braille map needs a UTF-8 locale "
			    "(LANG=C.UTF-8); the ASCII map stays");
		return;
	}
	local_command(t, "ascii");
}

static void
k_down(struct tui *t)
{
	select_unit(t, 1);
}

static void
k_up(struct tui *t)
{
	select_unit(t, -1);
}

static void
k_home(struct tui *t)
{
	select_unit(t, -(int)t->s->g->nunits);
}

static void
k_end(struct tui *t)
{
	select_unit(t, (int)t->s->g->nunits);
}

static void
k_find(struct tui *t)
{
	t->find[0] = '\0';
	t->mode = MODE_FIND;
}

static void
walk_start(struct tui *t, enum walk_kind kind)
{
	const struct unit *u = selected(t);
	if (u == NULL) {
		tui_message(t, R_ERROR, "add a unit first (a)");
		return;
	}
	walk_free(t->walk);
	t->walk = walk_new(t, kind, u->name);
	t->mode = MODE_WALK;
}

static void
k_fire(struct tui *t)
{
	walk_start(t, WALK_FIRE);
}

static void
k_melee(struct tui *t)
{
	/* No walkthrough that can only end in a refusal (a ruleset whose
	 * sections say nothing of melee). */
	if (t->s->g->rs->melee == NULL) {
		tui_message(t, R_ERROR,
			    "melee is not part of the %s rules: f fires",
			    t->s->g->rs->name);
		return;
	}
	walk_start(t, WALK_MELEE);
}

/* B: a brigade fire of the selected unit's brigade (brigadewalk.c). */
static void
k_brigade(struct tui *t)
{
	const struct unit *u = selected(t);
	if (u == NULL || u->brigade[0] == '\0') {
		tui_message(t, R_ERROR,
			    "B fires a brigade: select a unit with brigade= "
			    "(e edits it)");
		return;
	}
	if (tui_unit_index(t, u->brigade) >= 0) {
		tui_message(t, R_ERROR,
			    "%s is a unit's name too, and the unit wins: "
			    "rename the brigade",
			    u->brigade);
		return;
	}
	walk_free(t->walk);
	t->walk = walk_new_brigade(t, u->brigade);
	t->mode = MODE_WALK;
}

static void
k_add(struct tui *t)
{
	t->form = form_new_add(t, NULL);
	t->mode = MODE_FORM;
}

static void
k_copy(struct tui *t)
{
	const struct game *g = t->s->g;
	const struct unit *u = selected(t);
	if (u == NULL && g->nunits)
		u = &g->units[g->nunits - 1];
	t->form = form_new_add(t, u);
	t->mode = MODE_FORM;
}

static void
k_edit(struct tui *t)
{
	const struct unit *u = selected(t);
	if (u) {
		t->form = form_new_edit(t, u);
		t->mode = MODE_FORM;
	}
}

static void
k_move(struct tui *t)
{
	const struct unit *u = selected(t);
	if (u) {
		t->form = form_new_move(t, u);
		t->mode = MODE_MOVE;
	}
}

/* After a ruling whose last line is a decision answered yes for a unit
 * (a CMD_DECIDES command, such as `advance U yes`): select
 * the unit and offer its move; M then passes the same limits as `unit
 * move`. */
static void
offer_follow_up_move(struct tui *t)
{
	const char *const *lines;
	size_t n = session_lines(t->s, &lines);
	if (n == 0 || n <= t->hist_start)
		return;
	struct args a;
	char *err = NULL;
	if (cmd_parse(lines[n - 1], &a, &err) < 0) {
		free(err);
		return;
	}
	if (a.nword >= 3) {
		size_t nw;
		const struct cmd_entry *e = cmd_find(t->s->g->rs, &a, &nw);
		long i = game_unit_index(t->s->g, a.word[nw]);
		if (e && (e->flags & CMD_DECIDES) && i >= 0 &&
		    nw + 1 < a.nword && strcmp(a.word[nw + 1], "yes") == 0) {
			t->sel = (int)i;
			tui_message(t, R_ASK,
				    "applied: %s %s yes; M moves it now (the "
				    "rules' limits on moving apply)",
				    a.word[nw], e->name);
		}
	}
	free(err);
	args_free(&a);
}

static void
k_remove(struct tui *t)
{
	const struct unit *u = selected(t);
	if (u)
		tui_ask(t, CONFIRM_REMOVE_UNIT, "Remove %s from the roster?",
			u->name);
}

static void
k_pan_left(struct tui *t)
{
	map_pan(t, t->r_map, -8, 0);
}

static void
k_pan_right(struct tui *t)
{
	map_pan(t, t->r_map, 8, 0);
}

static void
k_pan_up(struct tui *t)
{
	map_pan(t, t->r_map, 0, -4);
}

static void
k_pan_down(struct tui *t)
{
	map_pan(t, t->r_map, 0, 4);
}

static void
k_zoom_in(struct tui *t)
{
	map_zoom(t, 1 / 1.5);
}

static void
k_zoom_out(struct tui *t)
{
	map_zoom(t, 1.5);
}

static void
k_fit(struct tui *t)
{
	t->map.fitted = true;
}

static void
k_centre(struct tui *t)
{
	const struct unit *u = selected(t);
	if (u && u->placed)
		map_centre_on(t, u->x, u->y);
}

static void
k_log_up(struct tui *t)
{
	t->log.scroll += t->r_log.h - 2;
}

static void
k_log_down(struct tui *t)
{
	t->log.scroll -= t->r_log.h - 2;
	if (t->log.scroll < 0)
		t->log.scroll = 0;
}

static void
k_declared(struct tui *t)
{
	tui_run_line(t, "declared", NULL);
}

static void
k_resolve(struct tui *t)
{
	const struct game *g = t->s->g;
	if (g->ndecls == 0)
		tui_message(t, R_DIM, "nothing is declared");
	else
		tui_ask(t, CONFIRM_RESOLVE,
			"Resolve the %zu declared fire(s) and attack(s)?",
			g->ndecls);
}

static void
k_explain(struct tui *t)
{
	tui_run_line(t, "explain", NULL);
}

static void
run_undo(struct tui *t)
{
	/* One user action is one undo: a whole walkthrough's ruling (its
	 * declarations, resolve and decisions) goes together. */
	char *err = NULL;
	if (tui_run_line(
		t, session_ruling_lines(t->s) > 1 ? "undo ruling" : "undo",
		&err) < 0) {
		tui_message(t, R_ERROR, "%s", err ? err : "undo failed");
		free(err);
		return;
	}
	char *redo = session_redo_preview(t->s);
	if (redo)
		tui_message(t, R_PASS, "undone; U puts it back (%s)", redo);
	free(redo);
}

/* u: a single change of this session goes back at once; a whole ruling
 * or a line from before this session (a scenario's unit) after asking.
 * U (redo) puts back what u took. */
static void
k_undo(struct tui *t)
{
	bool ruling = session_ruling_lines(t->s) > 1;
	char *what = session_undo_preview(t->s, ruling);
	if (what == NULL) {
		tui_message(t, R_DIM, "nothing to undo");
		return;
	}
	const char *words = strncmp(what, "undo: ", 6) == 0 ? what + 6 : what;
	/* An amendment goes back as it was made, without asking. */
	bool ask =
	    !session_undo_amends(t->s) && (ruling || undo_reaches_before(t));
	if (!ask)
		run_undo(t);
	else if (ruling)
		tui_ask(t, CONFIRM_UNDO, "Take back the whole ruling (%s)?",
			words);
	else
		tui_ask(t, CONFIRM_UNDO,
			"Take back %s, from before this session?", words);
	free(what);
}

/* P: the command the current phase asks for (the ruleset's
 * phase_line), on the `:` line to finish (a die to type) and send. */
static void
k_phase_line(struct tui *t)
{
	const struct game *g = t->s->g;
	const struct ruleset_teach *te = g->rs->teach;
	const struct unit *u = selected(t);
	char *line =
	    te && te->phase_line ? te->phase_line(g, u ? u->name : NULL) : NULL;
	if (line == NULL) {
		const char *hint =
		    te && te->phase_hint ? te->phase_hint(g) : NULL;
		tui_message(t, R_DIM, "%s",
			    hint ? hint
				 : "P: this phase has no command of its own "
				   "(p goes to the next phase)");
		return;
	}
	t->prev_mode = MODE_NORMAL;
	t->mode = MODE_CMDLINE;
	cmdline_begin(t->cl, line);
	free(line);
}

/* C F G O $: a unit's own act (the ruleset's act_line, teach.h), on
 * the `:` line to finish and send, as P does for the phase. */
static void
act_key(struct tui *t, enum unit_act act)
{
	const struct game *g = t->s->g;
	const struct ruleset_teach *te = g->rs->teach;
	const struct unit *u = selected(t);
	const char *why = NULL;
	char *line = te && te->act_line
			 ? te->act_line(g, u ? u->name : NULL, act, &why)
			 : NULL;
	if (line == NULL) {
		tui_message(
		    t, R_DIM, "%s",
		    why ? why
			: "this ruleset has no such act; ? lists every key");
		return;
	}
	t->prev_mode = MODE_NORMAL;
	t->mode = MODE_CMDLINE;
	cmdline_begin(t->cl, line);
	free(line);
}

static void
k_act_attack(struct tui *t)
{
	act_key(t, UNIT_ACT_ATTACK);
}

static void
k_act_flee(struct tui *t)
{
	act_key(t, UNIT_ACT_FLEE);
}

static void
k_act_rally(struct tui *t)
{
	act_key(t, UNIT_ACT_RALLY);
}

static void
k_act_morale(struct tui *t)
{
	act_key(t, UNIT_ACT_MORALE);
}

static void
k_act_pay(struct tui *t)
{
	act_key(t, UNIT_ACT_PAY);
}

static void
k_redo(struct tui *t)
{
	tui_run_line(t, "redo", NULL);
}

static void
k_phase(struct tui *t)
{
	next_phase(t);
}

static void
k_bound(struct tui *t)
{
	tui_ask(t, CONFIRM_BOUND_NEXT, "Start %s %d?", t->s->g->rs->turn_word,
		t->s->g->bound + 1);
}

/* Every key of the interface, by screen: the rows with an action are the
 * roster and map keys (normal_key looks them up here); the others
 * describe keys their screen's own code reads. The help screen and the
 * key list in docs/tui.md are made from this table (help.c). */
const struct binding tui_bindings[] = {
    {KS_EVERYWHERE,
     "?",
     "this help (any key closes; arrows scroll)",
     {'?'},
     {0},
     k_help},
    {KS_EVERYWHERE,
     ":",
     "command line: any command of the language; Tab completes, Up/Down "
     "history, ^R prefix search, Esc closes",
     {':'},
     {0},
     k_cmdline},
    {KS_EVERYWHERE,
     "q",
     "quit (asks when a walkthrough is half done); :quit "
     "too",
     {'q'},
     {0},
     k_quit},
    {KS_EVERYWHERE,
     "^C",
     "cancel the line, form, walkthrough step, nudging or ruler cursor; "
     "with nothing to cancel, twice quits",
     {0},
     {0},
     NULL},
    {KS_EVERYWHERE, "^L", "redraw the screen", {12}, {0}, k_redraw},
    {KS_EVERYWHERE,
     "t",
     "teaching on/off: what each rule says and why",
     {'t'},
     {0},
     k_teach},
    {KS_EVERYWHERE,
     "*",
     "mouse on/off (click a unit to select or pick it)",
     {'*'},
     {0},
     k_mouse},
    {KS_EVERYWHERE,
     "#",
     "Unicode (braille) or ASCII map (braille needs "
     "UTF-8)",
     {'#'},
     {0},
     k_ascii},
    {KS_EVERYWHERE,
     "paste",
     "pasted text is text: one line goes where you type, several are run "
     "as commands after one question",
     {0},
     {0},
     NULL},
    {KS_ROSTER, "j k, Up Down", "select a unit", {'j'}, {KEY_DOWN}, k_down},
    {KS_ROSTER, NULL, NULL, {'k'}, {KEY_UP}, k_up},
    {KS_ROSTER, "Home End", "first, last unit", {0}, {KEY_HOME}, k_home},
    {KS_ROSTER, NULL, NULL, {0}, {KEY_END}, k_end},
    {KS_ROSTER, "/", "select a unit by typing its name", {'/'}, {0}, k_find},
    {KS_ROSTER,
     "f",
     "fire walkthrough with the selected unit as firer",
     {'f'},
     {0},
     k_fire},
    {KS_ROSTER,
     "m",
     "melee walkthrough with the selected unit as attacker",
     {'m'},
     {0},
     k_melee},
    {KS_ROSTER, "a", "add a unit (form with defaults)", {'a'}, {0}, k_add},
    {KS_ROSTER,
     "A",
     "add a unit copied from the selected one (every key)",
     {'A'},
     {0},
     k_copy},
    {KS_ROSTER, "e", "edit the selected unit", {'e'}, {0}, k_edit},
    {KS_ROSTER,
     "M",
     "move the selected unit (type or nudge, Enter applies)",
     {'M'},
     {0},
     k_move},
    {KS_ROSTER, "D", "remove the selected unit (asks)", {'D'}, {0}, k_remove},
    {KS_ROSTER,
     "H J K L",
     "pan the map (also Shift+arrows)",
     {'H'},
     {KEY_SLEFT},
     k_pan_left},
    {KS_ROSTER, NULL, NULL, {'L'}, {KEY_SRIGHT}, k_pan_right},
    {KS_ROSTER, NULL, NULL, {'K'}, {KEY_SR}, k_pan_up},
    {KS_ROSTER, NULL, NULL, {'J'}, {KEY_SF}, k_pan_down},
    {KS_ROSTER, "+ -", "zoom in, out", {'+', '='}, {0}, k_zoom_in},
    {KS_ROSTER, NULL, NULL, {'-'}, {0}, k_zoom_out},
    {KS_ROSTER, "0", "fit the table", {'0'}, {0}, k_fit},
    {KS_ROSTER, ".", "centre on the selected unit", {'.'}, {0}, k_centre},
    {KS_ROSTER,
     "PgUp PgDn",
     "scroll the log (back: PgDn or any command)",
     {0},
     {KEY_PPAGE},
     k_log_up},
    {KS_ROSTER, NULL, NULL, {0}, {KEY_NPAGE}, k_log_down},
    {KS_ROSTER, "d", "what is declared", {'d'}, {0}, k_declared},
    {KS_ROSTER, "R", "resolve what is declared (asks)", {'R'}, {0}, k_resolve},
    {KS_ROSTER, "x", "explain the last resolution", {'x'}, {0}, k_explain},
    {KS_ROSTER,
     "u",
     "undo the last change; a whole ruling (walkthrough), or what came "
     "before this session, after asking",
     {'u'},
     {0},
     k_undo},
    {KS_ROSTER,
     "U",
     "redo: put back what u took back (:redo)",
     {'U'},
     {0},
     k_redo},
    {KS_ROSTER, "p", "next phase", {'p'}, {0}, k_phase},
    {KS_ROSTER,
     "P",
     "the phase's command on the : line, to finish and send (the "
     "ruleset's: e.g. deshake with each shaken unit's die to type, pips, "
     "a Firing marker on/off, resolve)",
     {'P'},
     {0},
     k_phase_line},
    {KS_ROSTER,
     "C",
     "declare an attack by the selected unit on the nearest enemy, on "
     "the : line to finish and send (the ruleset's: charge A vs T; its "
     "dice come when it is resolved)",
     {'C'},
     {0},
     k_act_attack},
    {KS_ROSTER,
     "F",
     "flight of the selected unit on the : line: the move of a unit that "
     "fled this turn (its distance to type), flee again, or a flight "
     "ordered",
     {'F'},
     {0},
     k_act_flee},
    {KS_ROSTER,
     "G",
     "rally the selected routed unit (the ruleset's: pip A rally)",
     {'G'},
     {0},
     k_act_rally},
    {KS_ROSTER,
     "O",
     "a morale test of the selected unit, its die to type",
     {'O'},
     {0},
     k_act_morale},
    {KS_ROSTER,
     "$",
     "pay for an act of the selected unit (pip A move; edit to pivot, "
     "formation...)",
     {'$'},
     {0},
     k_act_pay},
    {KS_ROSTER, "N", "next bound (asks)", {'N'}, {0}, k_bound},
    /* The bound (boundview.c reads these keys first). */
    {KS_ROSTER,
     "b",
     "bound panel: who may fire or attack, who has, open decisions",
     {'b'},
     {0},
     NULL},
    {KS_ROSTER,
     "i",
     "unit detail: every key, losses, targets, rulings this game",
     {'i'},
     {0},
     NULL},
    {KS_ROSTER,
     "w",
     "in the unit detail: why, every command that changed the unit",
     {'w'},
     {0},
     NULL},
    {KS_ROSTER,
     "n",
     "nudge mode: arrows move the unit a step on the screen (Up north, as "
     "in M; M's f b go along the facing), < > turn 15 degrees, [ ] step, u "
     "undo, n ends",
     {'n'},
     {0},
     NULL},
    {KS_ROSTER,
     "r",
     "ruler: from the selected unit to the next one selected, r again; r "
     "clears",
     {'r'},
     {0},
     NULL},
    {KS_ROSTER,
     "c",
     "ruler cursor: arrows move it, Enter picks the unit or terrain under "
     "it, . the point; two picks measure; c ends",
     {'c'},
     {0},
     NULL},
    {KS_ROSTER, "g", "grid on the map on/off", {'g'}, {0}, NULL},
    {KS_ROSTER,
     "h",
     "history: the game's commands, rulings in words; Enter on one "
     "corrects its dice or answers (amend, shown before and after; y "
     "applies, Esc cancels)",
     {'h'},
     {0},
     histview_open},
    {KS_ROSTER,
     "B",
     "brigade fire walkthrough: every battalion of the selected unit's "
     "brigade (brigade=), one ruling",
     {'B'},
     {0},
     k_brigade},
    {KS_ROSTER,
     "v",
     "live views: the QR codes and addresses of umpire serve's pages "
     "(table, sides, umpire), or how to start it; Esc closes",
     {'v'},
     {0},
     viewsqr_open},
    {KS_WALK,
     "pick",
     "type a name or move with Up/Down, Enter picks; a click on the map "
     "picks too",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "+ s",
     "in the list of parts: another firer at the same "
     "target; the same firer at another target (split fire)",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "a t x",
     "in the list of parts: change the firer, the "
     "target; drop a part",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "1 2 ...",
     "in the list of parts: a unit that takes part "
     "(the ruleset's helpers, such as a neighbour or support unit)",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "Up Down j k",
     "move between checks, factors, dice",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "y n",
     "answer the question (or override the check or "
     "factor); on the result, the questions it leaves open",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "digits Enter",
     "answer with a value; a refused value stays "
     "to be corrected (^U clears it)",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "x Delete",
     "clear your answer: the program decides again",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "o",
     "dice, result (a brigade fire: from the battalions on): the "
     "umpire's odds of each loss and morale outcome (odds), on/off",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "r R",
     "dice: roll the selected row; every empty row",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "12 4,3,5 442",
     "dice: the total or each die, Enter (one die: "
     "its digit alone)",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "Enter Right",
     "next step; on the dice (or the last value's Enter): write the ruling "
     "to the game file, then show it; on the result: done",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "Esc Left",
     "one step back, nothing lost; in the list of "
     "parts, Esc abandons (asks); on the result (written already): done, "
     "`u` then takes it back",
     {0},
     {0},
     NULL},
    {KS_WALK,
     "T",
     "teaching on/off (t too, outside the list of parts)",
     {0},
     {0},
     NULL},
    {KS_FORM,
     "Tab Up Down",
     "next/previous field; Left Right or Space "
     "choose",
     {0},
     {0},
     NULL},
    {KS_FORM, "^U ^R", "clear the field; copy the last unit", {0}, {0}, NULL},
    {KS_FORM, "Enter Esc", "add or apply; cancel", {0}, {0}, NULL},
    {KS_MOVE,
     "arrows",
     "nudge 1 (Shift: 5) on the screen: east/west/north/south (the same "
     "in nudge mode n)",
     {0},
     {0},
     NULL},
    {KS_MOVE,
     "f b  F B",
     "forward, back along the facing by 1 (5)",
     {0},
     {0},
     NULL},
    {KS_MOVE, "< >  [ ]", "turn 5 or 45 degrees", {0}, {0}, NULL},
    {KS_MOVE,
     "Tab, digits",
     "type x, y or facing; Enter apply; Esc cancel",
     {0},
     {0},
     NULL},
    {KS_NONE, NULL, NULL, {0}, {0}, NULL},
};

/* The roster binding of key ch (a plain key), or NULL; its row with the
 * help text when ch is one more code of the row above. */
static const struct binding *
binding_of(wint_t ch, bool fkey)
{
	const struct binding *row = NULL;
	for (const struct binding *b = tui_bindings; b->section != KS_NONE;
	     b++) {
		if (b->keys)
			row = b;
		const int *codes = fkey ? b->fkeys : b->chars;
		for (size_t i = 0; i < BINDING_CODES && codes[i]; i++)
			if ((wint_t)codes[i] == ch)
				return b->act ? b : row;
	}
	return NULL;
}

/* A key no screen took: say so, with the key of the other case when it
 * is one (the usual slip: K for k), else where the keys are listed. */
static void
unknown_key(struct tui *t, wint_t ch, bool fkey)
{
	if (!fkey && ch == 27)
		return; /* Esc with nothing open: nothing to close */
	char name[32];
	if (fkey) {
		const char *kn = keyname((int)ch);
		kn = kn ? kn : "?";
		snprintf(name, sizeof name, "%s",
			 strncmp(kn, "KEY_", 4) == 0 ? kn + 4 : kn);
	} else if (ch == '\r' || ch == '\n')
		snprintf(name, sizeof name, "Enter");
	else if (ch < 32)
		snprintf(name, sizeof name, "^%c", (char)(ch + 64));
	else if (ch == ' ')
		snprintf(name, sizeof name, "Space");
	else
		snprintf(name, sizeof name, "%lc", (wint_t)ch);
	const struct binding *b = binding_of(ch, fkey);
	if (b && b->help) { /* a key of a panel that is not open */
		tui_message(t, R_ERROR, "%s: %s", name, b->help);
		return;
	}
	wint_t other = !fkey && ch < 128 && isalpha((int)ch)
			   ? (wint_t)(isupper((int)ch) ? tolower((int)ch)
						       : toupper((int)ch))
			   : 0;
	const struct binding *ob = other ? binding_of(other, false) : NULL;
	if (ob && ob->help)
		tui_message(t, R_ERROR,
			    "%s is no key here; did you mean %lc (%s)?", name,
			    other, ob->help);
	else
		tui_message(t, R_ERROR,
			    "%s is no key here; ? lists every key, : runs a "
			    "command",
			    name);
}

static void
normal_key(struct tui *t, wint_t ch, bool fkey)
{
	if (viewsqr_key(t, ch, fkey)) /* the live views' pane, when open */
		return;
	if (histview_key(t, ch, fkey)) /* the history panel, when open */
		return;
	if (boundview_key(t, ch, fkey)) /* b i n r c g, N with decisions */
		return;
	for (const struct binding *b = tui_bindings; b->section != KS_NONE;
	     b++) {
		if (b->act == NULL)
			continue;
		const int *codes = fkey ? b->fkeys : b->chars;
		for (size_t i = 0; i < BINDING_CODES && codes[i]; i++)
			if ((wint_t)codes[i] == ch) {
				b->act(t);
				return;
			}
	}
	unknown_key(t, ch, fkey);
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
		const struct game *g = t->s->g;
		bool found = false;
		for (size_t i = 0; i < g->nunits && !found; i++)
			found = strncasecmp(g->units[i].name, t->find, l) == 0;
		if (l && !found && ch != 27)
			tui_message(t, R_ERROR,
				    "no unit's name starts with %s%s; / "
				    "tries again",
				    t->find, suggest_unit(g, t->find));
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
	tui_model_sync(t);
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
	t->intr_armed = false;
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
				offer_follow_up_move(t);
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
		if (t->help_top > help_rows(tui_bindings, t->cols - 4) - 3)
			t->help_top = help_rows(tui_bindings, t->cols - 4) - 3;
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
		else /* n, Esc or any other key: said, not silent */
			tui_message(t, R_DIM, "not done (%s): nothing changed",
				    ch == 'n' || ch == 'N' ? "no"
				    : ch == 27		   ? "Esc"
							   : "only y does it");
		if (t->mode == MODE_WALK && t->walk == NULL)
			t->mode = MODE_NORMAL;
		break;
	}
}

/* ---- ^C and paste ------------------------------------------------------ */

void
tui_interrupt(struct tui *t)
{
	switch (t->mode) {
	case MODE_CMDLINE:
		t->mode =
		    t->prev_mode == MODE_CMDLINE ? MODE_NORMAL : t->prev_mode;
		if (t->mode == MODE_WALK && t->walk == NULL)
			t->mode = MODE_NORMAL;
		tui_message(t, R_DIM, "line cancelled");
		break;
	case MODE_FORM:
	case MODE_MOVE:
		form_free(t->form);
		t->form = NULL;
		t->mode = t->walk ? MODE_WALK : MODE_NORMAL;
		tui_message(t, R_DIM, "form cancelled; nothing changed");
		break;
	case MODE_WALK:
		/* Esc: the value being typed, else one step back; at the
		 * parts list it asks before dropping the ruling. */
		if (!walk_key(t, t->walk, 27, false)) {
			walk_free(t->walk);
			t->walk = NULL;
			t->mode = MODE_NORMAL;
		}
		break;
	case MODE_HELP:
	case MODE_FIND:
		t->mode = MODE_NORMAL;
		break;
	case MODE_CONFIRM:
		t->mode =
		    t->prev_mode == MODE_CONFIRM ? MODE_NORMAL : t->prev_mode;
		if (t->mode == MODE_WALK && t->walk == NULL)
			t->mode = MODE_NORMAL;
		break;
	case MODE_NORMAL:
		if (histview_cancel(t) || boundview_cancel(t))
			break;
		if (t->intr_armed) {
			t->quit = true;
			return;
		}
		tui_message(t, R_WARN, "^C again or q quits");
		t->intr_armed = true;
		return;
	}
	t->intr_armed = false;
}

/* Pasted text, read whole (a large paste at once, without drawing):
 * one line goes where the keys would (the `:` line, a form field, a
 * value being typed); several lines are commands, run after one
 * confirmation, never keys. */
static void
read_paste(struct tui *t)
{
	struct strbuf sb;
	sb_init(&sb);
	for (;;) {
		wint_t ch;
		int r = wget_wch(stdscr, &ch);
		if (r == ERR) {
			/* The terminal went quiet without the end mark. */
			if (t->headless || got_signal)
				break;
			continue;
		}
		if (r == KEY_CODE_YES) {
			if (ch == KEY_PASTE_END)
				break;
			if (ch == KEY_ENTER)
				sb_add(&sb, "\n");
			continue;
		}
		char enc[8];
		if (ch == '\r')
			ch = '\n';
		if (ch >= 128 && !t->utf8)
			ch = '?';
		size_t n = tui_utf8_encode(ch, enc);
		enc[n] = '\0';
		sb_add(&sb, enc);
	}
	char *text = sb_steal(&sb);
	tui_paste(t, text);
	free(text);
}

void
tui_paste(struct tui *t, const char *text)
{
	size_t len = strlen(text);
	while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == ' '))
		len--;
	size_t lines = 0;
	for (size_t i = 0; i < len; i++)
		lines += text[i] == '\n';
	if (lines == 0 && len > CMD_LINE_MAX) {
		tui_message(t, R_ERROR,
			    "pasted text of %zu bytes is no command line (at "
			    "most %d); nothing was typed",
			    len, CMD_LINE_MAX);
		return;
	}
	if (lines == 0) {
		/* One line: typed where the keys go. */
		for (size_t i = 0; i < len;) {
			wchar_t wc;
			int n = mbtowc(&wc, text + i, len - i);
			if (n <= 0) {
				wc = (unsigned char)text[i];
				n = 1;
			}
			if (t->mode == MODE_NORMAL && i == 0) {
				t->prev_mode = MODE_NORMAL;
				t->mode = MODE_CMDLINE;
				cmdline_begin(t->cl, "");
			}
			tui_key(t, (wint_t)wc, false);
			i += (size_t)n;
		}
		return;
	}
	free(t->paste);
	t->paste = um_xstrndup(text, len);
	size_t n = 0;
	for (const char *p = t->paste; *p;) {
		size_t l = strcspn(p, "\n");
		if (p[strspn(p, " \t")] != '\n' && l > 0)
			n++;
		p += l + (p[l] == '\n');
	}
	t->paste_lines = n;
	if (t->mode == MODE_CMDLINE)
		t->mode = MODE_NORMAL;
	tui_ask(t, CONFIRM_PASTE, "Run the %zu pasted lines as commands?", n);
}

static void
run_paste(struct tui *t)
{
	size_t done = 0, n = 0;
	char *save = NULL;
	for (char *l = strtok_r(t->paste, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save)) {
		if (l[strspn(l, " \t")] == '\0')
			continue;
		n++;
		char *err = NULL;
		if (tui_run_line(t, l, &err) < 0) {
			tui_message(t, R_ERROR,
				    "pasted line %zu stopped the paste: %s", n,
				    err ? err : "failed");
			free(err);
			break;
		}
		done++;
	}
	if (done == t->paste_lines)
		tui_message(t, R_PASS, "ran %zu pasted line%s", done,
			    done == 1 ? "" : "s");
	free(t->paste);
	t->paste = NULL;
}

/* ---- main loop --------------------------------------------------------- */

/* Every signal whose default ends the program restores the terminal: the
 * loop sees the flag and leaves through tui_term_close. */
static const int flag_signals[] = {
    SIGINT,  SIGTERM,	SIGHUP,	 SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2,
    SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPOLL, SIGSYS};
static const int fatal_signals[] = {SIGSEGV, SIGBUS,  SIGFPE,
				    SIGILL,  SIGABRT, SIGTRAP};
/* ... and one for SIGCONT. */
#define NSIGNALS (UM_ARRLEN(flag_signals) + UM_ARRLEN(fatal_signals) + 1)

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
	sa.sa_handler = on_tstp;
	sigaction(SIGTSTP, &sa, &tstp_old);
	sa.sa_handler = on_cont;
	sigaction(SIGCONT, &sa, &old[k]);
}

static void
restore_signals(const struct sigaction *old)
{
	size_t k = 0;
	for (size_t i = 0; i < UM_ARRLEN(flag_signals); i++)
		sigaction(flag_signals[i], &old[k++], NULL);
	for (size_t i = 0; i < UM_ARRLEN(fatal_signals); i++)
		sigaction(fatal_signals[i], &old[k++], NULL);
	sigaction(SIGTSTP, &tstp_old, NULL);
	sigaction(SIGCONT, &old[k], NULL);
}

int
tui_run(struct session *s, const struct options *o)
{
	return tui_run_linked(s, o, NULL);
}

int
tui_run_linked(struct session *s, const struct options *o,
	       const struct tui_link *link)
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
	if (link)
		remote_start(t, link); /* docs/server.md */
	/* The demo's note is the ruleset's (its descriptor's teach data). */
	const struct ruleset_teach *te = s->g->rs->teach;
	if (o && o->demo && te && te->demo_note)
		tui_log_add(t, LOG_NOTE, te->demo_note);
	if (s->path && !link) {
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
	/* Drawn on change only: after a key, a signal or a resize; the
	 * timeout of the read (250 ms) only brings the clock up to date. */
	bool dirty = true;
	/* Keys taken since the last draw (the first screen at once). */
	int undrawn = KEYS_PER_DRAW;
	while (!t->quit) {
		if (got_cont) { /* back from ^Z: bracketed paste on again */
			got_cont = 0;
			fputs(PASTE_ON, stdout);
			fflush(stdout);
			clearok(curscr, TRUE);
		}
		if (got_signal) {
			dirty = true;
			int sig = got_signal;
			got_signal = 0;
			if (sig == SIGINT) {
				/* ^C cancels what is under way; with nothing
				 * to cancel, a second ^C quits. */
				tui_interrupt(t);
			} else {
				t->exit_status = 128 + sig;
				break;
			}
			continue;
		}
		/* Keys typed already, and a resize curses has been told of,
		 * are taken before drawing: a resize sent with keys is drawn
		 * once, at the new size (never a frame laid out for the old
		 * one). A stream of keys is drawn every KEYS_PER_DRAW. */
		wint_t ch;
		int r = ERR;
		if (dirty && undrawn < KEYS_PER_DRAW)
			r = key_now(&ch);
		if (r == ERR) {
			if (dirty || tui_size_stale(t))
				tui_draw(t);
			dirty = false;
			undrawn = 0;
			if (quit_after_first)
				break;
			r = t->link ? remote_get_wch(t, &ch)
				    : wget_wch(stdscr, &ch);
			if (r == ERR) {
				tui_tick(t);
				continue;
			}
		}
		dirty = true;
		undrawn++;
		/* Drawn before the next read: curses' read refreshes stdscr,
		 * which after a resize repaints the old layout. */
		if (r == KEY_CODE_YES && ch == KEY_RESIZE)
			undrawn = KEYS_PER_DRAW;
		if (r == KEY_CODE_YES && ch == KEY_PASTE_BEGIN) {
			read_paste(t);
			continue;
		}
		tui_key(t, ch, r == KEY_CODE_YES);
	}
	int status = t->exit_status;
	remote_end(t);
	tui_term_close(t);
	restore_signals(old);
	tui_free(t);
	return status;
}
