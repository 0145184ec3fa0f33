/* cmd.h - the one command language (spec §2) and its one command table.
 *
 * Every way in - TUI keys and `:` line, line mode, batch, scripts, the
 * game file - turns into a command line and goes through cmd_parse and
 * the session. The words of a line: tokenize.h; what a handler gets and
 * uses: here (cmd.c); one row per command in cmd_table (cmdtable.c). */
#ifndef UMPIRE_CMD_H
#define UMPIRE_CMD_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/dice.h"
#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/table.h"
#include "umpire/tokenize.h"
#include "umpire/util.h"

struct session;

/* What a handler gets. */
struct cmd_ctx {
	struct session *s;
	struct game *g;
	const struct tableset *tables; /* tables of the game's ruleset */
	struct rng *rng;
	struct out *out;
	size_t argi; /* index of the first operand word (after the name) */
	bool replay; /* rebuilding state from the journal: no rolling */
	bool teach;  /* explain every step with its rule */
	/* A check that changes nothing (pair_run): units are found for
	 * reading, not handed out for writing (the unit space and undo do
	 * not follow them). */
	bool reads_only;
	struct strbuf *journal_extra; /* tokens appended to the journal line */
	char *err;		      /* the one-line message of a failure */
	/* The command's number in this process (session.c, each command
	 * the session runs; 0: not a session's command, e.g. a part of a
	 * brigade's). Two commands whose numbers follow on ran with nothing
	 * between them: a ruling may keep what the first one evaluated. */
	unsigned long serial;
};

/* Fail with one clear line: `return cmd_error(ctx, "...", ...);`. The
 * macro's value is -1 where every caller (and a static analyser) can see
 * it; cmd_error_set only records the message. */
void cmd_error_set(struct cmd_ctx *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static inline int
cmd_failed(void)
{
	return -1;
}
#define cmd_error(ctx, ...) (cmd_error_set((ctx), __VA_ARGS__), cmd_failed())

/* The unit called name, or NULL with ctx->err "no unit named NAME; `units`
 * lists the roster" (every command that names a unit says it so). */
struct unit *cmd_unit(struct cmd_ctx *, const char *name);
/* cmd_unit without the error: NULL when no unit is named so, even but
 * for case (a name in another case is corrected in place on the line). */
struct unit *cmd_unit_found(struct cmd_ctx *, const char *name);
/* Fail (naming allowed keys) if any key was not used. */
int args_check_unused(struct cmd_ctx *, struct args *, const char *cmdname,
		      const char *allowed);
/* Typed getters: 0 when absent (value untouched), 1 when set, -1 on a bad
 * value (ctx->err names key, value and what is allowed). */
int args_int(struct cmd_ctx *, struct args *, const char *key, long lo, long hi,
	     long *out);
int args_num(struct cmd_ctx *, struct args *, const char *key, double lo,
	     double hi, double *out);
int args_bool(struct cmd_ctx *, struct args *, const char *key, bool *out);
/* Value must be one of names[] (NULL-terminated); *out = index. */
int args_enum(struct cmd_ctx *, struct args *, const char *key,
	      const char *const *names, int *out);
/* "a|b|c" from a NULL-terminated list (static buffer, for messages). */
const char *names_join(const char *const *names, const char *sep);

/* Setting: `game key=value` first, then the ruleset's settings.csv. */
const char *ctx_setting(const struct cmd_ctx *, const char *key);
/* The ruleset's dice (settings.csv `dice`, default from ruleset). */
struct dicespec ctx_dice(const struct cmd_ctx *);

/* Dice for a declaration: from roll=/dice= (names given), else rolled
 * (and written into the journal line as `dice_key=a,b,c`). In replay the
 * dice must be on the line. Returns 0 or -1 (ctx->err set). */
int ctx_take_roll(struct cmd_ctx *, struct args *, const char *roll_key,
		  const char *dice_key, const struct dicespec *,
		  struct roll *out, bool *given);

enum cmd_flags {
	CMD_CHANGES = 1 << 0,  /* state-changing: journaled */
	CMD_GAMEFILE = 1 << 1, /* may appear in a game file */
	/* Part of a ruling, for `undo ruling`: a declaration that `resolve`
	 * resolves, or a decision taken right after it (4.1.4 advance). */
	CMD_DECLARES = 1 << 2,
	CMD_DECIDES = 1 << 3,
	/* Alone (no operand, no key) it only shows: not journaled (game). */
	CMD_SHOWS_BARE = 1 << 4,
	/* Runs on the session itself (sessioncmd.c): journals itself and
	 * keeps the history; no undo group of its own. */
	CMD_SESSION = 1 << 5,
	/* Takes back the history (undo, redo): refused --read-only. */
	CMD_REWRITES = 1 << 6,
	/* Runs while --tables DIR waits for the ruleset its files are of. */
	CMD_ANY_TABLES = 1 << 7,
	/* Changes units only through game_unit()/game_unit_w() (undo then
	 * saves only the units it reached; UMPIRE_CHECK_UNDO checks it);
	 * CMD_BY_NAME_RESOLVE: so when the ruleset's resolve says so. */
	CMD_BY_NAME = 1 << 8,
	CMD_BY_NAME_RESOLVE = 1 << 9,
};

struct cmd_entry {
	const char *name;  /* "unit add", "fire" */
	const char *alias; /* "turn next" */
	const char *usage;
	const char *help;
	int flags;
	int (*exec)(struct cmd_ctx *, struct args *);
};

/* A command table: its rows and how many. A session runs the one it is
 * made with (session.h); the front ends' is cmd_table. */
struct cmd_set {
	const struct cmd_entry *rows;
	size_t n;
};

/* The command table (cmdtable.c): one row per command every ruleset has. */
extern const struct cmd_entry cmd_table[];
extern const size_t cmd_table_len;

/* Find the entry for the words of a in set, then among the ruleset's own
 * commands, longest name first; sets *nwords to the words the name used.
 * NULL if none. */
struct ruleset;
const struct cmd_entry *cmd_find_in(const struct cmd_set *,
				    const struct ruleset *, const struct args *,
				    size_t *nwords);
/* cmd_find_in of cmd_table (cmdtable.c), for the front ends. */
const struct cmd_entry *cmd_find(const struct ruleset *, const struct args *,
				 size_t *nwords);

#endif
