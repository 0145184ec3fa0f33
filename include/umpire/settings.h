/* settings.h - a ruleset's settings as declared data, and the one reader
 * that types them (docs/tables.md "Settings").
 *
 * Each ruleset lists its settings (struct ruleset `settings`): name,
 * type, what is allowed, default (or required), rule section and help.
 * settings_read types settings.csv (from the embedded files, --tables or
 * a game file's pinned tables) with the game's `game KEY=VALUE` values on
 * top, and refuses a bad one with "file:line: message" (a game value:
 * "KEY=VALUE ..."), the allowed values and a "did you mean". A ruling
 * reads the typed values by the ruleset's own index (settings_of), never
 * by name. */
#ifndef UMPIRE_SETTINGS_H
#define UMPIRE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/dice.h"

enum setting_type {
	SETTING_INT,  /* a whole number lo..hi */
	SETTING_NUM,  /* a number lo..hi */
	SETTING_ENUM, /* one of names: .i is its index */
	SETTING_BOOL, /* yes|no: .i is 1 for yes */
	SETTING_DICE, /* NdF: N lo..hi, F faces_lo..faces_hi */
	SETTING_SIZE, /* WIDTHxDEPTH, both above 0: .d and .d2 */
	SETTING_TEXT  /* free text (at most SETTING_TEXT_MAX bytes) */
};

#define SETTING_TEXT_MAX 255

struct setting_def {
	const char *name;
	enum setting_type type;
	double lo, hi;		  /* INT, NUM; DICE: the number of dice */
	int faces_lo, faces_hi;	  /* DICE */
	const char *const *names; /* ENUM, NULL-terminated */
	const char *def;	  /* default value; NULL: required */
	const char *not_above;	  /* INT, NUM: may not exceed this setting */
	const char *section;	  /* rule section or ruling ("3.1.5", "M2") */
	bool provisional;	  /* the value is not from the rules */
	const char *help;	  /* one line */
};

#define SETTING_INT_ROW(n, l, h, d, sec, hlp)                                  \
	{                                                                      \
		.name = (n), .type = SETTING_INT, .lo = (l), .hi = (h),        \
		.def = (d), .section = (sec), .help = (hlp)                    \
	}
#define SETTING_NUM_ROW(n, l, h, d, sec, hlp)                                  \
	{                                                                      \
		.name = (n), .type = SETTING_NUM, .lo = (l), .hi = (h),        \
		.def = (d), .section = (sec), .help = (hlp)                    \
	}
#define SETTING_ENUM_ROW(n, nm, d, sec, hlp)                                   \
	{                                                                      \
		.name = (n), .type = SETTING_ENUM, .names = (nm), .def = (d),  \
		.section = (sec), .help = (hlp)                                \
	}
#define SETTING_BOOL_ROW(n, d, sec, hlp)                                       \
	{                                                                      \
		.name = (n), .type = SETTING_BOOL, .def = (d),                 \
		.section = (sec), .help = (hlp)                                \
	}
#define SETTING_DICE_ROW(n, nlo, nhi, flo, fhi, d, sec, hlp)                   \
	{                                                                      \
		.name = (n), .type = SETTING_DICE, .lo = (nlo), .hi = (nhi),   \
		.faces_lo = (flo), .faces_hi = (fhi), .def = (d),              \
		.section = (sec), .help = (hlp)                                \
	}
#define SETTING_SIZE_ROW(n, d, sec, hlp)                                       \
	{                                                                      \
		.name = (n), .type = SETTING_SIZE, .def = (d),                 \
		.section = (sec), .help = (hlp)                                \
	}
#define SETTING_TEXT_ROW(n, d, sec, hlp)                                       \
	{                                                                      \
		.name = (n), .type = SETTING_TEXT, .def = (d),                 \
		.section = (sec), .help = (hlp)                                \
	}

struct setting_value {
	char *text;	      /* as given (or the default) */
	long i;		      /* INT; ENUM index; BOOL 1 for yes */
	double d, d2;	      /* NUM, INT; SIZE width and depth */
	struct dicespec dice; /* DICE */
	bool from_game;	      /* a `game KEY=VALUE` value */
	bool defaulted;	      /* not in settings.csv: the default */
	int line;	      /* its line in settings.csv, or 0 */
};

/* A ruleset's settings, typed: v[k] is defs[k]'s value. */
struct settings {
	const struct setting_def *defs;
	size_t n;
	struct setting_value *v;
	bool provisional; /* settings.csv says status: provisional */
};

struct tableset;
struct game;
struct ruleset;
struct cmd_ctx;

/* Type ts's settings.csv for defs (NULL-name terminated), with g's game
 * values on top (g may be NULL). 0, or -1 with *err. */
int settings_read(const struct setting_def *defs, const struct tableset *ts,
		  const struct game *g, struct settings *out, char **err);
void settings_free(struct settings *);
/* Index of a setting name in defs, or -1. */
int settings_index(const struct setting_def *defs, const char *name);
/* "KEY is not a setting of R; did you mean ...; the settings are ..." for
 * an unknown name (caller frees). */
char *settings_unknown(const struct ruleset *, const char *name);
/* What defs[k] allows, as words for messages (static buffer). */
const char *setting_allowed(const struct setting_def *);

/* The typed settings of the game in ctx (its tables and `game` values),
 * made once and reused until either changes; NULL with ctx->err when they
 * do not check (they were checked at load, so only a bug gets there). */
const struct settings *settings_of(struct cmd_ctx *);
/* The same without a message (NULL when they do not check). */
const struct settings *settings_get(const struct cmd_ctx *);
/* The same for a game and its tables (no ctx: the map, unit sizes). */
const struct settings *settings_for(const struct game *,
				    const struct tableset *);

/* Everything a tableset must pass for rs at load: its settings (with g's
 * values when g is not NULL), then the ruleset's tables_check. */
int ruleset_tables_check(const struct ruleset *, const struct tableset *,
			 const struct game *, char **err);

#endif
