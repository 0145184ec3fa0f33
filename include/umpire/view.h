/* view.h - the live views of a game (docs/views.md): the table (a TV),
 * each side (phones) and the umpire. What each audience may see of each
 * unit is decided here, in the core, and the page body is made of that
 * projection only: what an audience may not see is never written. The
 * front end that serves the pages is src/serve. */
#ifndef UMPIRE_VIEW_H
#define UMPIRE_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/util.h"

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

#endif
