/* query.h - questions to the log and the pace of play
 * (docs/commands.md "Questions to the log"). Internal to the core. */
#ifndef UMPIRE_QUERY_H
#define UMPIRE_QUERY_H

#include <stdbool.h>

#include "umpire/cmd.h"
#include "umpire/session.h"

/* Called after each effective journal line replayed in a scratch session:
 * n counts from 1 as `history` does, bound and phase are those the line
 * was given in, cmd its command (no tables block), out what it printed,
 * g the scratch game after it. */
typedef void (*replay_line_fn)(void *arg, size_t n, int bound,
			       const char *phase, const char *cmd,
			       const struct out *out, struct game *g);
/* Replay the game's effective lines (those `history` lists) in a scratch
 * session; 0, or -1 with ctx->err. The game in play is not touched. */
int journal_replay_lines(struct cmd_ctx *, replay_line_fn each, void *arg);
/* The same, calling before() ahead of each line with its command and the
 * scratch game as it stands, and once after the last line with cmd NULL. */
typedef void (*replay_before_fn)(void *arg, const char *cmd, struct game *g);
int journal_replay_lines_hooked(struct cmd_ctx *, replay_before_fn before,
				replay_line_fn each, void *arg);

int cmd_why(struct cmd_ctx *, struct args *);
int cmd_losses(struct cmd_ctx *, struct args *);
int cmd_who(struct cmd_ctx *, struct args *);

/* pace.c - the pace of play: the clock is the wall clock, or UMPIRE_NOW
 * ("YYYY-MM-DDTHH:MM[:SS]" or "HH:MM" on 2000-01-03, local time,
 * optionally "+SECONDS" added after every command that changed the game)
 * for tests. */
/* After every command line: a new bound is timed; after a change, the
 * test clock ticks. */
void pace_note(struct session *);
/* `game close=HH:MM last_bound=N`: game keys of the core, not ruleset
 * settings (no settings.csv row, so no digest changes). 1: key is one and
 * its value is good; 0: not one; -1: bad value (ctx->err). */
int pace_game_key(struct cmd_ctx *, const char *key, const char *val);
bool pace_is_game_key(const char *key);
/* The PACE record and its words (status, when the game has close= or
 * last_bound=, or always when forced). */
void pace_status(struct cmd_ctx *, bool always);
/* The status line's words: session_pace_words (umpire/session.h). */

#endif
