/* ruleset.h - what one ruleset brings: its names, unit keys, tables and
 * the procedures behind check/fire/melee/resolve/odds. Shared machinery
 * (parser, journal, roster, tables, dice, geometry) is not duplicated per
 * ruleset; only procedure code and data differ. */
#ifndef UMPIRE_RULESET_H
#define UMPIRE_RULESET_H

#include <stddef.h>

#include "umpire/check.h"
#include "umpire/cmd.h"
#include "umpire/geom.h"
#include "umpire/schema.h"
#include "umpire/settings.h"

enum unit_key_type {
	UNIT_KEY_CUSTOM,
	UNIT_KEY_BOOL,
	UNIT_KEY_INT,
	UNIT_KEY_ENUM
};

/* A unit key a ruleset adds to the common ones (spec §3): either a set
 * function (a key with side effects), or a typed value stored at `offset`
 * in struct unit (a bool, or an int: a number or an index in names). The
 * UNIT_KEY_* macros below write the typed ones. */
struct unit_key {
	const char *name;
	const char *allowed; /* for messages: "-5..+5", "yes|no" */
	/* Set the key on u from val; -1 with ctx->err on a bad value. */
	int (*set)(struct cmd_ctx *, struct unit *u, const char *val);
	enum unit_key_type type;  /* UNIT_KEY_CUSTOM: set does it */
	size_t offset;		  /* of the bool or int in struct unit */
	long lo, hi;		  /* UNIT_KEY_INT */
	const char *what;	  /* UNIT_KEY_INT: "a rating from 1 to 99" */
	const char *const *names; /* UNIT_KEY_ENUM, NULL-terminated */
};

#define UNIT_KEY_SET(key, allowed_, fn)                                        \
	{                                                                      \
		.name = (key), .allowed = (allowed_), .set = (fn)              \
	}
/* Where a member of the ruleset's own per-unit struct lies in a unit. */
#define UNIT_RULES_OFFSET(rstruct, member)                                     \
	(offsetof(struct unit, rules) + offsetof(rstruct, member))
#define UNIT_KEY_BOOL(key, rstruct, member)                                    \
	{                                                                      \
		.name = (key), .allowed = "yes|no", .type = UNIT_KEY_BOOL,     \
		.offset = UNIT_RULES_OFFSET(rstruct, member)                   \
	}
#define UNIT_KEY_INT(key, rstruct, member, min, max, allowed_, what_)          \
	{                                                                      \
		.name = (key), .allowed = (allowed_), .type = UNIT_KEY_INT,    \
		.offset = UNIT_RULES_OFFSET(rstruct, member), .lo = (min),     \
		.hi = (max), .what = (what_)                                   \
	}
#define UNIT_KEY_ENUM(key, rstruct, member, names_, allowed_)                  \
	{                                                                      \
		.name = (key), .allowed = (allowed_), .type = UNIT_KEY_ENUM,   \
		.offset = UNIT_RULES_OFFSET(rstruct, member),                  \
		.names = (names_)                                              \
	}

/* Set key k on u from val (its set function, or its typed value): 0, or
 * -1 with ctx->err. */
int unit_key_apply(struct cmd_ctx *, const struct unit_key *k, struct unit *u,
		   const char *val);

struct rec;
struct ruleset_teach;
struct unit_shape;

/* What a ruleset's own rules decide about "a fires at t" on the map: the
 * same functions its ruling uses, so the map view, `measure` and `check
 * fire` never disagree. */
struct fire_view {
	bool known; /* both placed and sized; else the rest is unset */
	struct vec2 from, to; /* point of fire, point of impact */
	double range;	      /* in the game's measure */
	bool in_arc;
	bool in_range;			  /* within the longest range */
	char blocked_by[UM_NAME_MAX + 1]; /* what blocks the line; "" clear */
	int blocked_unit; /* index in g->units of a blocking unit, or -1 */
	char why[160];	  /* one line with sections: "zone 2 at 34 cm ..." */
};

/* The arc of fire the map draws for a unit: the arc its rules use. */
struct arc_view {
	double half_angle_deg; /* outward from straight ahead */
	bool from_centre;      /* rays from the front edge's centre, else
				  from its corners */
};

/* Which phases of the bound a procedure belongs to, where the ruleset's
 * rules fix the order (bound.c enforces it unless the setting
 * phase_order=free). */
struct phase_rule {
	const char *proc;   /* "fire", "melee" (the command's name) */
	const char *phases; /* phases it may run in, space-separated */
	const char *rule;   /* "1.1.1, Table 1" */
};

/* A decision the umpire must still record this bound (`bound`). */
struct open_decision {
	char unit[UM_NAME_MAX + 1];
	const char *kind; /* "continued-advance", "must-fire" */
	const char *rule; /* "4.1.4" */
	char ask[160];	  /* the question */
	char answer[96];  /* the command that records it */
	/* true: worth saying, but not one `bound next` waits for (the
	 * rules make nothing of leaving it; DECISION ... blocks=no). */
	bool advisory;
};

/* One unit's part of a `unit move`, for the ruleset's limits
 * on moving (struct ruleset move_rules). */
struct move_made {
	int wheels;	  /* wheel= steps */
	double wheel_deg; /* the largest of them, degrees (absolute) */
	int turns;	  /* turn= steps */
	double turn_deg;  /* the largest, degrees (absolute) */
	double distance;  /* how far its farthest corner went */
	/* The command that moves it ("unit move"; "unit set" for a unit
	 * placed anew with x= y= facing=, its change of facing counted as
	 * one wheel): for the hook's messages. NULL: "unit move". */
	const char *cmd;
};

/* How the TUI draws a unit of a formation whose size the roster and the
 * tables do not give (docs/tui.md), and its short name for columns. */
enum formation_shape {
	SHAPE_LINE,	/* two ranks */
	SHAPE_COLUMN,	/* six figures wide */
	SHAPE_SQUARE,	/* as wide as deep */
	SHAPE_SKIRMISH, /* one rank, spread out */
	SHAPE_LIMBERED, /* guns behind their teams (artillery) */
};
struct formation_draw {
	enum formation_shape shape;
	const char *short_name; /* NULL: the name itself */
};
/* The procedures the core asks a ruleset about a pair for (struct ruleset
 * eligible). */
enum pair_proc { PAIR_FIRE, PAIR_MELEE };

/* A pair a ruleset's fire_targets hands back. */
typedef void (*pair_fn)(void *arg, const struct unit *firer,
			const struct unit *target);

struct ruleset {
	const char *name;
	bool inches;		       /* default measurement unit */
	const char *dice;	       /* default dice if settings has none */
	const char *const *states;     /* [0] is the fresh state */
	const char *const *formations; /* [0] is the default */
	const char *const *phases;     /* [0] is the first phase of a bound */
	const struct unit_key *keys;   /* NULL-name terminated */
	/* Phase of each procedure (NULL-proc terminated; NULL: no order the
	 * shared layer enforces). */
	const struct phase_rule *phase_rules;
	/* Decisions still open this bound (continued advance, must-fire):
	 * fills up to cap, returns how many there are (NULL: none tracked).
	 * No change to the game. */
	size_t (*open_decisions)(struct cmd_ctx *, struct open_decision *,
				 size_t cap);
	/* Commands only this ruleset has (NULL-name terminated, or NULL);
	 * found after the shared table (cmd_find). */
	const struct cmd_entry *commands;
	/* Called when a unit is added, before keys are applied. */
	void (*unit_defaults)(struct unit *);
	/* Extra UNIT record fields. */
	void (*unit_record)(const struct game *, const struct unit *,
			    struct rec *);
	/* `print`: did u fire this bound (turn)? NULL: not shown. */
	bool (*unit_fired)(const struct game *, const struct unit *);
	/* Validate the typed content of the tables; -1 with *err. */
	int (*tables_check)(const struct tableset *, char **err);
	/* Procedures; NULL: "not part of this ruleset". */
	int (*check_fire)(struct cmd_ctx *, struct args *);
	int (*check_melee)(struct cmd_ctx *, struct args *);
	/* `factors fire A at T ...` / `factors melee A vs D ...`: the FACTOR
	 * records a ruling would count, without dice and without change
	 * (the walkthrough's factor step; docs/walkthrough-protocol.md). */
	int (*factors)(struct cmd_ctx *, struct args *);
	/* `scan SIDE`: every enemy each unit of SIDE may fire at now. */
	int (*scan)(struct cmd_ctx *, struct args *);
	int (*fire)(struct cmd_ctx *, struct args *);
	int (*melee)(struct cmd_ctx *, struct args *);
	int (*resolve)(struct cmd_ctx *, struct args *);
	int (*odds)(struct cmd_ctx *, struct args *);
	/* `bound next`: per-bound bookkeeping (after the bound number grows).
	 * It writes a unit only through game_unit_w() (game.h), and only one
	 * that changes: undo keeps just those (UMPIRE_CHECK_UNDO checks it).
	 */
	void (*bound_next)(struct game *);
	/* The map's view of a fire and of a unit's arc (NULL: none drawn). */
	int (*fire_view)(const struct game *, const struct tableset *,
			 const struct unit *a, const struct unit *t,
			 struct fire_view *);
	void (*arc_view)(const struct game *, const struct unit *,
			 struct arc_view *);
	/* Only fire_view's from and to (the report's arrows, reportlog.c):
	 * 1 when known, else 0 (NULL: fire_view is asked). */
	int (*fire_points)(const struct game *, const struct unit *a,
			   const struct unit *t, struct vec2 *from,
			   struct vec2 *to);
	/* States in words, teaching texts, the demo's note (teach.h; src/
	 * rules/<name>/teach.c). */
	const struct ruleset_teach *teach;
	/* What a game's time step is called in messages: "bound", "turn". */
	const char *turn_word;
	/* Ranks a unit's own keys give its footprint, replacing a bases.csv
	 * row's ranks; 0: the row's (NULL: always the row's). */
	int (*unit_ranks)(const struct unit *);
	/* Answer keys of its procedures beyond roll= and dice=, as "key="
	 * (completion; NULL-terminated, or NULL). */
	const char *const *answer_keys;
	/* The size of a unit whose width and depth are not both typed in
	 * (unit_shape_of; a typed one still replaces its part): 0, or -1
	 * with s->how. NULL: the ruleset's bases.csv rows. */
	int (*unit_size)(const struct game *, const struct unit *,
			 struct unit_shape *s);
	/* Its resolve changes units only through game_unit() and
	 * game_unit_w(), so undo keeps only those (game.h); false: undo
	 * keeps every unit first. UMPIRE_CHECK_UNDO checks the claim. */
	bool resolve_writes_by_name;
	/* What of its own unit state unit_ranks and unit_size read, as one
	 * number: the map re-measures a unit when it changes (spatial.c).
	 * NULL: nothing. */
	unsigned long (*shape_key)(const struct unit *);
	/* Its settings (settings.csv, `game KEY=VALUE`), NULL-name
	 * terminated: typed by the one reader (umpire/settings.h). */
	const struct setting_def *settings;
	/* Its table files' schemas, NULL-file terminated (umpire/schema.h);
	 * checked at every load before tables_check. */
	const struct table_schema *tables;
	/* `unit move`: the ruleset's limits on a unit's move (a wheel limit,
	 * a turn not allowed). commit false: 0, or -1 through cmd_error
	 * naming the limit and its section (nothing changed yet); commit
	 * true: the move is made, record what the limits count. NULL: no
	 * limits. */
	int (*move_rules)(struct cmd_ctx *, struct unit *,
			  const struct move_made *, bool commit);
	/* `phase NAME` (to: its index) and `bound next` (to -1: the turn
	 * ends), where the ruleset keeps its own order. apply false: 0, or
	 * -1 through cmd_error (nothing changed yet); apply true: the phase
	 * is entered (its automatic steps). NULL: any phase, any time. */
	int (*phase_change)(struct cmd_ctx *, int to, bool apply);
	/* Its files among the embedded data (tools/embed.sh), found through
	 * here and never by a path made from its name: the demo scenario
	 * (`--demo`), the quick reference of `print`
	 * ("NAME/quickref/quickref.csv": in a subfolder, so not a table), the
	 * folder of its worked examples (`example`; "examples/NAME/"). NULL:
	 * none. */
	const char *demo, *quickref, *examples;
	/* How grave each state is, by index of states: 0 fresh, 1 light,
	 * 2 medium, 3 the worst (the TUI's state colours). */
	const unsigned char *state_severity;
	/* How near two footprints must be for an attack to be looked for
	 * (`bound`'s targets): in cm, and in inches for a game in inches. */
	double melee_reach_cm, melee_reach_in;
	/* Per formation, by index of formations: how the TUI draws it
	 * without a size, and its short name. */
	const struct formation_draw *formation_draw;
	/* What the core asks (bound, group, scan and the views), typed, with
	 * the same code as the ruling: may a fire at / attack t now, and by
	 * which checks? answers: the umpire's key=value answers (kv only;
	 * NULL: none), the keys read marked used, an unknown one refused as
	 * its `check` command refuses it. 0 with e filled (e from
	 * eligibility_init), or -1 (ctx->err). Prints and changes nothing.
	 * NULL: neither procedure in the ruleset; a proc not in it: -1. */
	int (*eligible)(struct cmd_ctx *, enum pair_proc, struct unit *a,
			struct unit *t, struct args *answers,
			struct eligibility *e);
	/* Every enemy each unit of side may fire at now, as `scan SIDE`
	 * finds them: each(arg, firer, target) in scan's order. NULL: the
	 * core asks eligible pair by pair. */
	void (*fire_targets)(struct cmd_ctx *, const char *side, pair_fn each,
			     void *arg);
};

/* The severity of u's state (state_severity), 0..3. */
int unit_state_severity(const struct game *, const struct unit *);
/* The drawing of u's formation (formation_draw; a line with its own name
 * when the ruleset has none). */
struct formation_draw unit_formation_draw(const struct game *,
					  const struct unit *);

/* The registry (src/rules/rules.c, the one list a new ruleset is added
 * to): every ruleset, NULL-terminated; [0] is the default. */
extern const struct ruleset *const rules_list[];

const struct ruleset *ruleset_find(const char *name);
/* The ruleset of a new game when none is chosen (rules_list[0]). */
const struct ruleset *ruleset_default(void);

/* Shared helpers for procedures. */
/* A ruleset's typed hook over its command code: fn(ctx, args, arg) on the
 * operands "A SEP T" (at argi 0) with the answers' keys (NULL: none; their
 * used flags come back), its output dropped and nothing journaled. fn's
 * return; on -1 ctx->err is fn's message. */
int pair_run(struct cmd_ctx *, const struct unit *a, const char *sep,
	     const struct unit *t, struct args *answers,
	     int (*fn)(struct cmd_ctx *, struct args *, void *), void *arg);
/* Operands "A SEP T" starting at ctx->argi (SEP "at" or "vs"). */
int cmd_actor_target(struct cmd_ctx *, struct args *, const char *sep,
		     struct unit **a, struct unit **t);
/* Append a declaration; copies a's key=value pairs (all of them). */
struct decl *game_add_decl(struct game *, enum decl_kind, const char *actor,
			   const char *target, const struct args *);
/* Values of a ruleset's unit keys (struct unit_key set functions): 0, or
 * -1 with ctx->err "KEY=V is not allowed; KEY is ...". */
/* yes|no|true|false|1|0. */
int unit_key_bool(struct cmd_ctx *, const char *key, const char *v, bool *out);
/* A whole number lo..hi; `what` words the allowed values for the message
 * ("a rating from 1 to 99"). *out is untouched on a bad value. */
int unit_key_int(struct cmd_ctx *, const char *key, const char *v, long lo,
		 long hi, const char *what, int *out);
/* One of names (NULL-terminated): *out is its index. */
int unit_key_enum(struct cmd_ctx *, const char *key, const char *v,
		  const char *const *names, int *out);
/* Name of state / formation index for messages. */
const char *unit_state_name(const struct game *, const struct unit *);
const char *unit_formation_name(const struct game *, const struct unit *);
/* Index of a state name in the ruleset, or -1. */
int ruleset_state_index(const struct ruleset *, const char *);
int ruleset_formation_index(const struct ruleset *, const char *);
/* Every ruleset's name, joined by '|' in registry order. */
const char *ruleset_names(void);

#endif
