/* view.h - the live views of a game (docs/views.md): the table (a TV),
 * each side (phones) and the umpire. What each audience may see of each
 * unit is decided here, in the core, and the page body is made of that
 * projection only: what an audience may not see is never written. The
 * front end that serves the pages is src/serve. */
#ifndef UMPIRE_VIEW_H
#define UMPIRE_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/game.h"
#include "umpire/util.h"

struct args;
struct cmd_ctx;
struct game;
struct session;

/* `game view_enemy=exact|state|hidden`: what a side sees of the other
 * side's units (and the table of every unit): figures and state; state
 * only; position and formation only. */
enum view_enemy { VIEW_ENEMY_EXACT, VIEW_ENEMY_STATE, VIEW_ENEMY_HIDDEN };
extern const char *const view_enemy_names[]; /* exact state hidden */

enum view_kind { VIEW_TABLE, VIEW_SIDE, VIEW_UMPIRE };

struct view_audience {
	enum view_kind kind;
	const char *side; /* VIEW_SIDE: the side's name */
};

/* What an audience sees of a unit of unit_side beyond its name, side,
 * position, footprint and formation. */
struct view_sight {
	bool figures; /* figures, at start, lost */
	bool state;
	bool label;
};
struct view_sight view_sight_of(enum view_enemy, const struct view_audience *,
				const char *unit_side);

/* The game's view_enemy (`game view_enemy=...`; default exact). */
enum view_enemy view_enemy_of(const struct game *);
/* `game KEY=VALUE` for view_enemy: 1 when key is view_enemy and the value
 * is allowed, -1 (ctx->err) when it is not, 0 for another key. */
int view_game_key(struct cmd_ctx *, const char *key, const char *val);

/* The views of one moment: the game of s as it is now, the rulings of
 * its current bound and the table when the bound began (a replay of its
 * journal, as the after-action report's). */
struct view_live;
struct view_live *view_live_make(struct session *, char **err);
void view_live_free(struct view_live *);
/* The sides of the roster in the order they first appear (pointers into
 * the view, valid until it is freed). */
size_t view_live_sides(const struct view_live *, const char *const **sides);

/* An audience's page body (HTML with the SVG map, every text escaped):
 * only what view_sight_of lets it see. */
void view_body(const struct view_live *, const struct view_audience *,
	       struct strbuf *html);

/* Text for HTML: & < > " ' escaped, control characters and bytes that
 * are not UTF-8 shown as '?' (the same as the pages'). */
void view_esc(struct strbuf *, const char *);

/* ---- the files beside a game (docs/views.md, "Files beside the game") --- */

/* GAME.serve: written by a running `umpire serve` through the one file
 * writer, mode 0600 (it holds the tokens), removed when it stops: its
 * process and the address of each audience, for the TUI's key v and the
 * `views` command. */
#define VIEW_URL_MAX 160
struct view_link {
	enum view_kind kind;
	char side[UM_NAME_MAX + 1]; /* VIEW_SIDE */
	char url[VIEW_URL_MAX];
};
struct view_links {
	long pid;
	struct view_link *link;
	size_t n;
};
/* GAME.serve (caller frees). */
char *view_links_path(const char *game);
int view_links_write(const char *game, const struct view_links *, char **err);
/* 1: a serve is running (*l filled: view_links_free it); 0: none (no
 * file, or the process that wrote it is gone); -1 with *err: the file is
 * there but cannot be read. */
int view_links_read(const char *game, struct view_links *, char **err);
void view_links_free(struct view_links *);
/* The audience's words: "table", "umpire", "side NAME" (buf). */
const char *view_link_words(const struct view_link *, char *buf, size_t);
/* The exact command that starts the views of game for phones on this
 * network (caller frees). */
char *view_serve_command(const char *game);

/* GAME.focus: what the umpire looks at in the full-screen interface
 * (the unit selected, the fire or melee walked through), written while a
 * serve runs; the table's page follows it. Not part of the game: never
 * journaled, never read by a replay. */
enum view_focus_kind {
	VIEW_FOCUS_NONE,
	VIEW_FOCUS_UNIT,
	VIEW_FOCUS_FIRE,
	VIEW_FOCUS_MELEE
};
struct view_focus {
	enum view_focus_kind kind;
	char unit[UM_NAME_MAX + 1];   /* selected; the firer, the attacker */
	char target[UM_NAME_MAX + 1]; /* fire, melee: "" until picked */
};
char *view_focus_path(const char *game);
int view_focus_write(const char *game, const struct view_focus *, char **err);
/* The focus in GAME.focus when the process that wrote it still runs;
 * else kind VIEW_FOCUS_NONE. */
void view_focus_read(const char *game, struct view_focus *);
bool view_focus_equal(const struct view_focus *, const struct view_focus *);
/* The focus the table's and the umpire's pages show (only names of units
 * in the view are ever written). */
void view_live_focus(struct view_live *, const struct view_focus *);

/* `views`: the addresses and QR codes of the running serve of the game,
 * or the command that starts one. */
int view_cmd(struct cmd_ctx *, struct args *);

#endif
