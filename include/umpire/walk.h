/* walk.h - the walkthrough of a fire, a melee or a brigade fire as a
 * model without any front end (docs/walkthrough-protocol.md; the TUI's
 * view and keys are src/tui/walk.c, docs/tui.md "The walkthrough").
 *
 *   pick     firer(s)/attacker(s) and target(s); several parts make a
 *            common target or a split fire; a brigade fire has a part per
 *            battalion and picks only the target
 *   check    per part (a brigade: all at once): `check fire A at T
 *            answers` -> CHECK records; result=ask is answered and the
 *            check runs again with KEY=answer
 *   factors  per part: `factors fire A at T answers` -> FACTOR and ASK
 *            records; any factor may be overridden (KEY=yes|no|N)
 *   dice     a row per roll the ruling needs: typed by the umpire, or
 *            rolled by the session's generator only when asked (and
 *            then noted in the game file); never rolled unasked
 *   result   journal first, then show: the lines are tried on a scratch
 *            copy (nothing changes when they are refused: the reason
 *            stays on the dice step), then run by the session, which
 *            journals and flushes each, and only then is the result
 *            shown; questions it leaves open (a continued advance) are
 *            answered here and sent on wm_finish.
 *
 * The model changes the game only through command lines run by its
 * host (struct walk_host: the session, or a front end that logs them),
 * reads the typed question of a command that asks one (out->asked),
 * and never prints. */
#ifndef UMPIRE_WALK_H
#define UMPIRE_WALK_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/cmd.h"
#include "umpire/dice.h"
#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/session.h"
#include "umpire/teach.h"

enum walk_kind { WALK_FIRE, WALK_MELEE };

/* How the model runs command lines. NULL members: the session itself
 * (session_exec; a scratch copy from session_fork for dry). */
struct walk_host {
	struct session *s;
	void *ctx;
	/* A line that changes nothing (check, factors, odds). */
	int (*exec)(void *ctx, const char *line, struct out *, char **err);
	/* Lines tried on a scratch copy of the game: 0 when they would be
	 * accepted; the game does not change. */
	int (*dry)(void *ctx, char *const *lines, size_t n, struct out *,
		   char **err);
	/* A line for the game: journaled and flushed when it returns. */
	int (*run)(void *ctx, const char *line, struct out *, char **err);
};

enum wm_item_kind { WI_CHECK, WI_FACTOR, WI_ASK };

/* A check, factor or question of a part, from its record. */
struct wm_item {
	enum wm_item_kind kind;
	char *key, *result, *rule, *reason, *source, *question, *allowed, *def,
	    *table, *part, *values;
	bool provisional; /* computed with a provisional table */
	char **notes;	  /* teach and text lines printed after the record */
	size_t nnotes;
};

/* Which line an answer goes on: a check's keys on the check line,
 * factor keys on the factors line; the declaration carries both. */
enum wm_ans_step { WA_CHECK, WA_FACTOR };

struct wm_answer {
	char *key, *val;
	enum wm_ans_step step;
};

struct wm_part {
	char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
	struct wm_answer *ans;
	size_t nans;
	struct wm_item *checks;
	size_t nchecks;
	char eligible[8]; /* yes, no, ask, ? */
	char *check_err;
	bool checked;
	struct wm_item *factors;
	size_t nfactors;
	char *factor_err;
	bool factored;
	char **notes; /* text lines not tied to a record */
	size_t nnotes;
};

enum wm_step_kind { WS_PICK, WS_CHECK, WS_FACTORS, WS_DICE, WS_RESULT };

/* A dice row: one roll the ruling needs (the ruleset's walk_dice), for
 * a unit, or for one part when each part rolls. */
struct wm_dice {
	char who[UM_NAME_MAX + 1];
	const struct walk_dice *wd;
	size_t part;
	char val[64]; /* "" until typed or rolled */
};

/* A question the resolution leaves to the umpire (a CHECK with
 * result=ask for a unit), sent after it as `KEY UNIT yes|no [k=v...]`. */
struct wm_follow {
	char *key, *unit, *question, *rule;
	char ans[4];
};

/* A target's eligibility for the part being picked (its check): "yes",
 * "no" or "ask", and the key of its first failing check. */
struct wm_mark {
	char eligible[8];
	char why[UM_NAME_MAX + 1];
	bool ranked; /* one the list's order was made with */
};

struct wmodel {
	struct walk_host host;
	enum walk_kind kind;
	/* A brigade fire: the brigade; each part is one of its battalions,
	 * all at one target, declared on one line (docs/brigades.md). */
	char brigade[UM_NAME_MAX + 1];
	struct wm_part *parts;
	size_t nparts;
	int step;
	int cur; /* the item (a brigade's check/factors: the part) or row */
	/* pick */
	int pick_role; /* 0 actor, 1 target, 2 a helper, -1 the parts */
	const struct walk_helper *helper;
	int pick_part;
	char filter[UM_NAME_MAX + 1];
	/* dice */
	struct wm_dice *dice;
	size_t ndice;
	/* result: what the session printed running the lines */
	bool applied;
	struct out result;
	char **journaled; /* the lines as the game file got them */
	size_t njournaled;
	char **words; /* the results in words (result_words) */
	size_t nwords;
	struct wm_follow *follows;
	size_t nfollows;
	unsigned states_seen; /* states spelled out already (result_words) */
	bool teach;	      /* a factors step with nothing open is shown */
	char *msg;	      /* a refusal or a note, in place */
	/* Targets marked for the firer marks_actor, by unit index (made
	 * when first asked; see wm_target_mark). */
	struct wm_mark *marks;
	size_t nmarks;
	char marks_actor[UM_NAME_MAX + 1];
	/* The filter the nearest were last ranked for (a long list ranked
	 * again only when it changes). */
	char ranked_filter[UM_NAME_MAX + 1];
	bool ranked;
};

struct wmodel *wm_new(const struct walk_host *, enum walk_kind,
		      const char *actor);
/* A brigade fire of brigade's battalions (roster order). */
struct wmodel *wm_new_brigade(const struct walk_host *, const char *brigade);
void wm_free(struct wmodel *);
void wm_set_msg(struct wmodel *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Steps: pick, (check, factors) per part (a brigade: once), dice,
 * result. */
int wm_nsteps(const struct wmodel *);
enum wm_step_kind wm_step_kind(const struct wmodel *, int step, size_t *part);
enum wm_step_kind wm_kind_now(const struct wmodel *);
/* Part p of a walk (not a brigade's) may not act: its verdict is no,
 * which no answer changes, so its open questions are not asked. */
bool wm_part_refused(const struct wmodel *, size_t part);
const char *wm_step_name(const struct wmodel *);
/* Run what the step needs and go there. */
void wm_enter(struct wmodel *, int step);
/* On when the step is done (else wm->msg says why, the cursor on it). */
bool wm_next(struct wmodel *);
void wm_back(struct wmodel *);
/* The step's items: count, and the item at i. */
size_t wm_items_n(const struct wmodel *, size_t part, enum wm_ans_step);
const struct wm_item *wm_item_at(const struct wmodel *, size_t part,
				 enum wm_ans_step, size_t i);

/* Picking. */
const struct walk_helper *wm_helpers(const struct wmodel *);
bool wm_split_ok(const struct wmodel *);
/* The units offered for the role being picked, the likely ones first
 * (caller frees *out). */
size_t wm_candidates(struct wmodel *, int **out);
/* Picking a target: may the part's firer (attacker) take unit, by its
 * check (run once per unit and firer, when first asked: for the rows a
 * front end draws; NULL when not marked: picking a firer or a brigade).
 * Targets that may are offered first, by the marks of the nearest
 * WM_MARKS_RANKED enemies (every candidate of a shorter list): a list of
 * any size costs that many checks to order. */
#define WM_MARKS_RANKED 64
const struct wm_mark *wm_target_mark(struct wmodel *, int unit);
void wm_pick_unit(struct wmodel *, int unit);
void wm_add_part(struct wmodel *, const char *actor, const char *target,
		 int role);
void wm_remove_part(struct wmodel *, size_t i);

/* Answers. */
const char *wm_answer_get(const struct wm_part *, const char *key);
void wm_answer_set(struct wm_part *, const char *key, const char *val,
		   enum wm_ans_step);
/* The item under the cursor on a check or factors step (its part and
 * line), or NULL. */
struct wm_item *wm_current(struct wmodel *, size_t *part, enum wm_ans_step *);
/* Answer the current item; refused answers are taken back at once and
 * the refusal is in msg. */
bool wm_answer(struct wmodel *, const char *val);
void wm_unanswer(struct wmodel *);
bool wm_item_yes_no(const struct wm_item *);
bool wm_item_asks(const struct wm_item *);

/* Dice. */
struct dicespec wm_dice_spec(const struct wmodel *);
/* The dice of row i: the ruleset's for its roll (melee_roll_dice), else
 * the game's (wm_dice_spec). */
struct dicespec wm_dice_row_spec(const struct wmodel *, size_t i);
/* A typed value for row i: "12" (a total), "4,3,5" or "4 3 5"; refused
 * with msg and nothing changed when the dice cannot show it. */
int wm_dice_type(struct wmodel *, size_t i, const char *val);
/* r: the session's generator rolls row i, noted in the game file. */
void wm_dice_roll(struct wmodel *, size_t i);
void wm_dice_clear(struct wmodel *, size_t i);
/* Row i's unit is eligible (a brigade's battalion) and has no dice. */
size_t wm_dice_next_empty(const struct wmodel *, size_t from);

/* The declaration of part i without dice (for the odds), or with. */
char *wm_part_line(const struct wmodel *, size_t i, bool dice);
/* The declarations the walk would send (caller frees each and array). */
size_t wm_declarations(const struct wmodel *, char ***lines);
/* The declarations without dice for the odds: those of attacks not yet
 * declared in the game (the others stand as declared). */
size_t wm_odds_declarations(const struct wmodel *, char ***lines);

/* Result: y/n to the first open question; wm_finish sends the answered
 * ones (returns how many lines were sent). */
void wm_follow_answer(struct wmodel *, bool yes);
void wm_follow_clear(struct wmodel *);
size_t wm_finish(struct wmodel *);

long wm_taken_by_others(const struct wmodel *, size_t part, const char *key);

/* Internal to the model's files (src/core/walk*.c). */
void wm_run_check(struct wmodel *, size_t part);
void wm_run_factors(struct wmodel *, size_t part);
void wm_items_free(struct wm_item **, size_t *);
void wm_notes_free(char ***, size_t *);
void wm_result_clear(struct wmodel *);
void wm_result_free(struct wmodel *);
void wm_dice_rebuild(struct wmodel *);
bool wm_apply(struct wmodel *);
int wm_exec(struct wmodel *, const char *line, struct out *, char **err);
/* The unit a principal roll (walk_dice.principal) of part p's target is
 * for and goes on the line of: the declared principal (the ruleset's
 * melee_principal), else the walk's first part at that target. */
void wm_principal(const struct wmodel *, size_t part, char *actor);
/* The unit a dice row of part p is for (wd->who; a principal roll's
 * actor: wm_principal). */
void wm_dice_who(const struct wmodel *, const struct walk_dice *wd, size_t part,
		 char *who);

#endif
