/* ui.h - the base of the full-screen interface (ui.c): what every part
 * draws and runs with. The parts have their own headers (roster.h, map.h,
 * walk.h, form.h, cmdline.h, help.h) and build on this one; tui.h (tui.c)
 * builds on them: the files form a tree.
 *
 * The TUI reads the model (s->g, s->tables, s->path) and changes it only
 * through command lines (tui_exec -> session_exec). Everything here draws
 * on stdscr inside rectangles computed by tui_layout; one doupdate per
 * frame. Files: tui.c (loop, layout, signals, status, log), roster.c,
 * map.c, walk.c (walkthrough), cmdline.c (libedit on a private pty),
 * form.c (unit form, move mode), help.c (keys, teaching texts). */
#ifndef UMPIRE_TUI_UI_H
#define UMPIRE_TUI_UI_H

#include <curses.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <wchar.h>

#include "umpire/options.h"
#include "umpire/geom.h"
#include "umpire/out.h"
#include "umpire/session.h"

#define TUI_MIN_ROWS 24
#define TUI_MIN_COLS 80

struct rect {
	int y, x, h, w;
};

/* Attributes by meaning; tui_attr gives colour or monochrome. */
enum tui_role {
	R_NORMAL,
	R_STATUS, /* status line */
	R_TITLE,  /* pane titles */
	R_SEL,	  /* selected row */
	R_DIM,	  /* secondary text */
	R_ERROR,  /* errors shown in place */
	R_WARN,	  /* warnings, the provisional mark */
	R_PASS,	  /* state ok, check passed */
	R_LD,	  /* light disorder */
	R_MD,	  /* medium disorder */
	R_FD,	  /* full disorder, check failed */
	R_SIDE0,  /* first side on the map */
	R_SIDE1,  /* second side */
	R_SIDE2,  /* any other side */
	R_WOOD,	  /* terrain */
	R_BUILDING,
	R_HILL,
	R_COVER,
	R_RIVER,
	R_OBSTACLE,
	R_ARC,	 /* arc of fire */
	R_LOF,	 /* line of fire */
	R_BLOCK, /* what blocks it */
	R_TAG,	 /* record tag in the log */
	R_TEACH, /* teaching text */
	R_ASK,	 /* a question waiting for the umpire */
	R_KEY,	 /* key names in hints */
	R_COUNT
};

/* A line of the log pane. */
enum log_kind {
	LOG_INPUT,
	LOG_RECORD,
	LOG_TEXT,
	LOG_TEACH,
	LOG_WARN,
	LOG_ERROR,
	LOG_NOTE
};
struct log_line {
	enum log_kind kind;
	char *text;
};
struct tlog {
	struct log_line *l;
	size_t n, cap;
	int scroll; /* screen rows scrolled back from the bottom */
};

/* The map viewport: game coordinates of the centre, game units per
 * braille dot (a cell is 2 dots wide, 4 tall; dots are about square). */
struct mapview {
	double cx, cy;
	double scale;
	bool fitted; /* fit to the table on the next draw */
};

enum tui_mode {
	MODE_NORMAL,
	MODE_CMDLINE,
	MODE_WALK,
	MODE_FORM,
	MODE_MOVE,
	MODE_HELP,
	MODE_CONFIRM,
	MODE_FIND,
};

/* What a yes/no confirmation does when answered yes. */
enum confirm_action {
	CONFIRM_QUIT,
	CONFIRM_ABANDON_WALK,
	CONFIRM_BOUND_NEXT,
	CONFIRM_REMOVE_UNIT,
	CONFIRM_RESOLVE,
	CONFIRM_PASTE,
	CONFIRM_UNDO, /* a whole ruling, or a line from before this session */
};

struct tui;
struct tui_link;
struct walk;
struct cmdline;
struct form;

/* Runs one command line. The default sends it to the session and logs
 * its output; tests may replace it with canned records. */
typedef int (*tui_exec_fn)(struct tui *, const char *line, struct out *,
			   char **err);
/* Runs lines on a scratch copy of the game (the walkthrough's preview):
 * out gets their output, *final the lines as the journal would store
 * them (dice written in; caller frees each and the array). */
typedef int (*tui_preview_fn)(struct tui *, char *const *lines, size_t n,
			      struct out *out, char ***final, size_t *nfinal,
			      char **err);

struct tui {
	struct session *s;
	const struct options *o;
	tui_exec_fn exec;
	tui_preview_fn preview;
	/* Terminal. */
	SCREEN *scr;
	bool headless;
	bool color;
	bool ascii; /* ASCII map and marks instead of Unicode */
	bool utf8;  /* the locale is UTF-8: keys beyond ASCII are text */
	bool mouse;
	bool teach;
	bool too_small;
	int rows, cols;
	/* Layout. */
	struct rect r_status, r_roster, r_map, r_walk, r_log, r_cmd;
	bool walk_replaces_roster;
	/* State. */
	enum tui_mode mode, prev_mode;
	int sel;	/* selected unit index, -1 none */
	int roster_top; /* first roster row shown */
	struct tlog log;
	struct mapview map;
	bool walk_view;		    /* the map framed for a walkthrough */
	struct mapview before_walk; /* ... and the view to go back to */
	struct walk *walk;
	struct cmdline *cl;
	struct form *form;
	struct boundview *bv; /* bound panel, detail, ruler (boundview.c) */
	struct histview *hv;  /* history panel, amending (histview.c) */
	int help_top;
	enum confirm_action confirm;
	char confirm_q[160];
	char find[UM_NAME_MAX + 1]; /* `/`: unit name typed so far */
	char msg[240];
	enum tui_role msg_role;
	bool quit;
	int exit_status;
	char *dump_path; /* UMPIRE_SCREEN_DUMP */
	/* States already spelled out in words (bit i: the ruleset's state
	 * i); results say a state's consequence the first time. */
	unsigned states_seen;
	bool relayout;	    /* the roster changed size: lay out again */
	bool intr_armed;    /* ^C with nothing to cancel: the next quits */
	char *paste;	    /* pasted lines waiting for their confirmation */
	size_t paste_lines; /* ... how many */
	struct tui_sides *sides; /* ui.c: the sides, kept by tui_model_sync */
	/* History lines when the interface opened: those before it (the
	 * scenario, an earlier evening) are undone only after asking. */
	size_t hist_start;
	/* remote.c: attached to `umpire server` (docs/server.md), or NULL. */
	const struct tui_link *link;
	/* The log takes a command's sentences only, not its records (a
	 * worked example: its steps, words and the book's verdicts). */
	bool log_sentences;
};

/* ui.c: the base every part builds on. */
/* Run a line through t->exec, log the line and what it printed. Returns
 * 0, or -1 with *err (caller frees; may be NULL to log the error). */
int tui_run_line(struct tui *, const char *line, char **err);
void tui_message(struct tui *, enum tui_role, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void tui_ask(struct tui *, enum confirm_action, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The text of screen row y (UTF-8, trailing spaces kept; caller frees). */
char *tui_screen_row(int y);
/* Write the whole screen as text. */
int tui_dump_screen(const char *path);
attr_t tui_attr(const struct tui *, enum tui_role);
/* Colour pairs for the roles (or none: NO_COLOR, no colours). */
void tui_colours_init(struct tui *);
/* Clipped UTF-8 text at (y, x) no wider than w columns; returns columns
 * used. */
int tui_put(struct tui *, int y, int x, int w, enum tui_role, const char *utf8);
/* tui_put, an ellipsis at the end when the text is cut. */
int tui_put_clip(struct tui *, int y, int x, int w, enum tui_role,
		 const char *utf8);
int tui_putf(struct tui *, int y, int x, int w, enum tui_role, const char *fmt,
	     ...) __attribute__((format(printf, 6, 7)));
void tui_fill(struct tui *, struct rect, enum tui_role);
/* A pane title bar across the top row of r: "-- Title ----- right". */
void tui_title(struct tui *, struct rect r, const char *title,
	       const char *right);
/* Draw text wrapped at w columns (continuation rows indented by ind),
 * skipping the first `skip` rows, at most maxrows rows; returns rows
 * drawn. */
int tui_wrap_draw(struct tui *, int y, int x, int w, int ind, int skip,
		  int maxrows, enum tui_role, const char *);
/* Rows the same text takes. */
int tui_wrap_rows(const char *, int w, int ind);
/* Display width of UTF-8 text. */
int tui_width(const char *utf8);
/* A character as UTF-8 (buf of 4 bytes at least): its length. */
size_t tui_utf8_encode(wint_t ch, char *buf);
/* Remove the last UTF-8 character of s. */
void tui_utf8_backspace(char *s);
/* Index of the unit named, or -1. */
int tui_unit_index(const struct tui *, const char *name);
/* Side index for colours: order of first appearance in the roster. */
int tui_side_index(const struct tui *, const char *side);
/* The same, of unit i; the number of sides; a side's name; its units
 * (and *active: those not removed). Constant time: from the cache that
 * tui_model_sync makes again after each change (draw, key, command). */
int tui_unit_side(const struct tui *, size_t i);
size_t tui_side_count(const struct tui *);
const char *tui_side_name(const struct tui *, int side);
int tui_side_units(const struct tui *, int side, int *active);
void tui_model_sync(const struct tui *);
struct tui_sides *tui_sides_new(void);
void tui_sides_free(struct tui_sides *);
void tui_log_add(struct tui *, enum log_kind, const char *text);
void tui_log_out(struct tui *, const struct out *);
void tui_log_draw(struct tui *, struct rect);
/* :save-screen (screen) or :save-log FILE through the one file writer
 * (umpire/atomicfile.h): 0, or -1 with *err. */
int tui_save_file(const struct tui *, bool screen, const char *path,
		  char **err);
/* A unit's size: width/depth typed in or from the ruleset's bases.csv
 * (unit_shape_of, as the rules measure it); failing both, a drawing
 * default from figures and formation (docs/tui.md). */
void tui_unit_size(const struct tui *, const struct unit *, double *w,
		   double *d);
/* Its footprint at x, y, facing (GEOM_OK or an error). */
int tui_unit_fp(const struct tui *, const struct unit *, double x, double y,
		double facing, struct footprint *);
/* Short names for columns. */
const char *arm_short(int arm);
const char *formation_short(const char *formation);

#endif
