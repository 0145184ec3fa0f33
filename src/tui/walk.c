/* walk.c - the walkthrough of a fire or a melee (docs/walkthrough-
 * protocol.md), driven by keys:
 *
 *   pick     firer(s)/attacker(s) and target(s): by key, typed name or
 *            pointing on the map; several parts make a common target or
 *            a split fire
 *   check    per part: `check fire A at T answers` -> CHECK records; the
 *            decided ones show reason and rule, result=ask is asked and
 *            the check runs again with K=answer
 *   factors  per part: `factors fire A at T answers` -> FACTOR and ASK
 *            records; any factor may be overridden (K=yes|no|N)
 *   dice     typed (12, or 4,3,5) or rolled with r, or left to the
 *            program
 *   result   the lines run on a scratch copy of the game (preview): the
 *            result and its explanation; Enter applies: the same lines,
 *            dice written in, then `resolve` and `explain`, go to the
 *            session and so into the journal.
 *
 * Nothing reaches the game any other way; every step can be revisited
 * and every answer changed until Enter on the result. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wctype.h>

#include "oddsview.h"
#include "brigadewalk.h"
#include "ui.h"
#include "walk.h"
#include "umpire/cmd.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

enum item_kind { IT_CHECK, IT_FACTOR, IT_ASK };

struct item {
	enum item_kind kind;
	char *key, *result, *rule, *reason, *source, *question, *allowed, *def,
	    *table, *part, *values;
	bool provisional; /* computed with a provisional table */
	char **notes;	  /* teach and text lines printed after the record */
	size_t nnotes;
};

/* Where an answer came from: the keys of a check go on the check line,
 * factor keys on the factors line; the declaration carries both. */
enum ans_step { ANS_CHECK, ANS_FACTOR };

struct answer {
	char *key, *val;
	enum ans_step step;
};

struct part {
	char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
	struct answer *ans;
	size_t nans;
	struct item *checks;
	size_t nchecks;
	char eligible[8];
	char *check_err;
	bool checked;
	struct item *factors;
	size_t nfactors;
	char *factor_err;
	bool factored;
	char **notes; /* text lines not tied to a record */
	size_t nnotes;
};

enum step_kind { S_PICK, S_CHECK, S_FACTORS, S_DICE, S_RESULT };

/* A dice entry: one roll the ruling needs (the ruleset's walk_dice),
 * for a unit, or for one part when each part rolls. */
struct dice_entry {
	char who[UM_NAME_MAX + 1];
	const struct walk_dice *wd;
	size_t part; /* per_part rolls: the part */
	char val[64];
};

struct walk {
	enum walk_kind kind;
	struct part *parts;
	size_t nparts;
	int step;
	int cur, top;
	/* pick */
	int pick_role; /* 0 actor, 1 target, 2 a helper, -1 summary */
	const struct walk_helper *helper; /* picking: which one */
	int pick_part;
	char filter[UM_NAME_MAX + 1];
	int pick_cur;
	/* typing a value */
	bool editing;
	char edit[64];
	/* dice */
	struct dice_entry *dice;
	size_t ndice;
	/* result */
	bool previewed;
	struct out preview;
	char *preview_err;
	char **final;
	size_t nfinal;
	char **words; /* the results in words (result_words) */
	size_t nwords;
	/* Questions the resolution leaves to the umpire (CHECK result=ask
	 * for a unit, e.g. a continued advance), answered on the result
	 * step and sent after the resolve as `KEY UNIT yes|no [k=v...]`. */
	struct follow {
		char *key, *unit, *question, *rule;
		char ans[4];
	} * follows;
	size_t nfollows;
	int result_top;
	char *msg;	       /* an error shown in place */
	struct oddsview *odds; /* o: the umpire's odds (oddsview.c) */
	/* A brigade fire (walk_new_brigade): brigadewalk.c runs it. */
	struct bwalk *bw;
};

/* ---- small helpers ------------------------------------------------------ */

static void set_msg(struct walk *w, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void
set_msg(struct walk *w, const char *fmt, ...)
{
	free(w->msg);
	w->msg = NULL;
	if (fmt == NULL)
		return;
	va_list ap;
	va_start(ap, fmt);
	w->msg = um_xvasprintf(fmt, ap);
	va_end(ap);
}

static void
clear_msg(struct walk *w)
{
	free(w->msg);
	w->msg = NULL;
}

static char *
dupnull(const char *s)
{
	return s ? um_xstrdup(s) : NULL;
}

static void
item_free(struct item *it)
{
	free(it->key);
	free(it->result);
	free(it->rule);
	free(it->reason);
	free(it->source);
	free(it->question);
	free(it->allowed);
	free(it->def);
	free(it->table);
	free(it->part);
	free(it->values);
	for (size_t i = 0; i < it->nnotes; i++)
		free(it->notes[i]);
	free(it->notes);
}

static void
items_free(struct item **items, size_t *n)
{
	for (size_t i = 0; i < *n; i++)
		item_free(&(*items)[i]);
	free(*items);
	*items = NULL;
	*n = 0;
}

static void
notes_free(char ***notes, size_t *n)
{
	for (size_t i = 0; i < *n; i++)
		free((*notes)[i]);
	free(*notes);
	*notes = NULL;
	*n = 0;
}

static void
part_free(struct part *p)
{
	for (size_t i = 0; i < p->nans; i++) {
		free(p->ans[i].key);
		free(p->ans[i].val);
	}
	free(p->ans);
	items_free(&p->checks, &p->nchecks);
	items_free(&p->factors, &p->nfactors);
	notes_free(&p->notes, &p->nnotes);
	free(p->check_err);
	free(p->factor_err);
}

static void
preview_clear(struct walk *w)
{
	out_clear(&w->preview);
	free(w->preview_err);
	w->preview_err = NULL;
	for (size_t i = 0; i < w->nfinal; i++)
		free(w->final[i]);
	free(w->final);
	w->final = NULL;
	w->nfinal = 0;
	notes_free(&w->words, &w->nwords);
	for (size_t i = 0; i < w->nfollows; i++) {
		free(w->follows[i].key);
		free(w->follows[i].unit);
		free(w->follows[i].question);
		free(w->follows[i].rule);
	}
	free(w->follows);
	w->follows = NULL;
	w->nfollows = 0;
	w->previewed = false;
	w->result_top = 0;
}

void
walk_free(struct walk *w)
{
	if (w == NULL)
		return;
	bwalk_free(w->bw);
	for (size_t i = 0; i < w->nparts; i++)
		part_free(&w->parts[i]);
	free(w->parts);
	free(w->dice);
	preview_clear(w);
	out_free(&w->preview);
	free(w->msg);
	oddsview_free(w->odds);
	free(w);
}

static const char *
answer_get(const struct part *p, const char *key)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0)
			return p->ans[i].val;
	return NULL;
}

static void
answer_set(struct part *p, const char *key, const char *val, enum ans_step step)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0) {
			free(p->ans[i].val);
			p->ans[i].val = um_xstrdup(val);
			return;
		}
	p->ans = um_xreallocarray(p->ans, p->nans + 1, sizeof *p->ans);
	p->ans[p->nans].key = um_xstrdup(key);
	p->ans[p->nans].val = um_xstrdup(val);
	p->ans[p->nans].step = step;
	p->nans++;
}

static bool
answer_clear(struct part *p, const char *key)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0) {
			free(p->ans[i].key);
			free(p->ans[i].val);
			memmove(p->ans + i, p->ans + i + 1,
				(p->nans - i - 1) * sizeof *p->ans);
			p->nans--;
			return true;
		}
	return false;
}

/* ---- steps -------------------------------------------------------------- */

static int
nsteps(const struct walk *w)
{
	return 3 + 2 * (int)w->nparts;
}

static enum step_kind
step_kind(const struct walk *w, int step, size_t *part)
{
	if (part)
		*part = 0;
	if (step <= 0)
		return S_PICK;
	int n = (int)w->nparts;
	if (step == 1 + 2 * n)
		return S_DICE;
	if (step >= 2 + 2 * n)
		return S_RESULT;
	if (part)
		*part = (size_t)(step - 1) / 2;
	return (step - 1) % 2 == 0 ? S_CHECK : S_FACTORS;
}

const char *
walk_step_name(const struct walk *w)
{
	static const char *const names[] = {"pick", "check", "factors", "dice",
					    "result"};
	if (w->bw)
		return bwalk_step_name(w->bw);
	return names[step_kind(w, w->step, NULL)];
}

const char *
walk_hint(const struct walk *w)
{
	if (w->bw)
		return bwalk_hint(w->bw);
	if (w->editing)
		return "Enter take the value  ^U clear  Esc drop it";
	switch (step_kind(w, w->step, NULL)) {
	case S_PICK:
		return w->pick_role >= 0
			   ? "type a name  Up/Down  Enter pick  Esc back  ? "
			     "keys"
			   : "Enter checks  + s a t x parts  Esc abandon  ? "
			     "keys";
	case S_DICE:
		return "digits dice  r roll  R all  o odds  Enter result  Esc "
		       "back  t teach  ? keys";
	case S_RESULT:
		return "Enter apply  y/n questions  o odds  Esc back  t teach  "
		       "? "
		       "keys";
	default:
		return "y/n answer  digits value  x clear  Enter next  Esc "
		       "back  "
		       "t teach  ? keys";
	}
}

bool
walk_is_melee(const struct walk *w)
{
	return w->kind == WALK_MELEE;
}

bool
walk_typing(const struct walk *w)
{
	if (w->bw)
		return bwalk_typing(w->bw);
	return w->editing ||
	       (step_kind(w, w->step, NULL) == S_PICK && w->pick_role >= 0);
}

bool
walk_half_done(const struct walk *w)
{
	if (w && w->bw)
		return bwalk_half_done(w->bw);
	return w && w->nparts > 0 && w->parts[0].target[0] != '\0';
}

bool
walk_map_part(const struct walk *w, const char **actor, const char **target)
{
	if (w->bw)
		return bwalk_map_part(w->bw, actor, target);
	size_t p = 0;
	enum step_kind k = step_kind(w, w->step, &p);
	if (k == S_PICK)
		p = (size_t)w->pick_part;
	if (p >= w->nparts || w->parts[p].target[0] == '\0') {
		/* Fall back to the first complete part. */
		p = 0;
		if (w->nparts == 0 || w->parts[0].target[0] == '\0')
			return false;
	}
	*actor = w->parts[p].actor;
	*target = w->parts[p].target;
	return true;
}

static const char *
sep_word(const struct walk *w)
{
	return w->kind == WALK_FIRE ? "at" : "vs";
}

static const char *
kind_word(const struct walk *w)
{
	return w->kind == WALK_FIRE ? "fire" : "melee";
}

/* `VERB fire A at T k=v...` with the answers of the steps up to `upto`. */
static char *
part_line(const struct walk *w, const struct part *p, const char *verb,
	  enum ans_step upto)
{
	struct strbuf sb;
	sb_init(&sb);
	if (verb)
		sb_addf(&sb, "%s %s ", verb, kind_word(w));
	else
		sb_addf(&sb, "%s ", kind_word(w));
	sb_addf(&sb, "%s %s %s", p->actor, sep_word(w), p->target);
	for (size_t i = 0; i < p->nans; i++) {
		if (p->ans[i].step > upto)
			continue;
		char *q = out_quote(p->ans[i].val);
		sb_addf(&sb, " %s=%s", p->ans[i].key, q);
		free(q);
	}
	return sb_steal(&sb);
}

/* Parse the records a step printed into items; teach and text lines go
 * with the record before them. */
static void
parse_records(const struct out *o, struct item **items, size_t *n,
	      char *eligible, size_t elsize, char ***notes, size_t *nnotes)
{
	struct item *last = NULL;
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *l = &o->lines[i];
		if (l->kind != OUT_RECORD) {
			if (l->kind == OUT_TEACH || l->kind == OUT_TEXT ||
			    l->kind == OUT_WARNING) {
				char ***dst = last ? &last->notes : notes;
				size_t *dn = last ? &last->nnotes : nnotes;
				*dst = um_xreallocarray(*dst, *dn + 1,
							sizeof **dst);
				const char *txt = l->text;
				while (*txt == ' ')
					txt++;
				(*dst)[(*dn)++] = um_xasprintf(
				    "%s%s",
				    l->kind == OUT_WARNING ? "warning: " : "",
				    txt);
			}
			continue;
		}
		struct args a;
		char *err = NULL;
		if (cmd_parse(l->text, &a, &err) < 0 || a.nword == 0) {
			free(err);
			args_free(&a);
			continue;
		}
		const char *tag = a.word[0];
		enum item_kind kind;
		if (strcmp(tag, "ELIGIBLE") == 0) {
			const char *v = kv_get(a.kv, a.nkv, "value");
			if (eligible && v)
				snprintf(eligible, elsize, "%s", v);
			args_free(&a);
			continue;
		} else if (strcmp(tag, "CHECK") == 0) {
			kind = IT_CHECK;
		} else if (strcmp(tag, "FACTOR") == 0) {
			kind = IT_FACTOR;
		} else if (strcmp(tag, "ASK") == 0) {
			kind = IT_ASK;
		} else {
			args_free(&a);
			continue;
		}
		*items = um_xreallocarray(*items, *n + 1, sizeof **items);
		struct item *it = &(*items)[(*n)++];
		memset(it, 0, sizeof *it);
		it->kind = kind;
		it->key = dupnull(kv_get(a.kv, a.nkv, "key"));
		if (it->key == NULL)
			it->key = um_xstrdup("?");
		it->result = dupnull(kv_get(a.kv, a.nkv, "result"));
		it->rule = dupnull(kv_get(a.kv, a.nkv, "rule"));
		it->reason = dupnull(kv_get(a.kv, a.nkv, "reason"));
		it->source = dupnull(kv_get(a.kv, a.nkv, "source"));
		it->question = dupnull(kv_get(a.kv, a.nkv, "question"));
		it->allowed = dupnull(kv_get(a.kv, a.nkv, "allowed"));
		it->def = dupnull(kv_get(a.kv, a.nkv, "default"));
		it->table = dupnull(kv_get(a.kv, a.nkv, "table"));
		it->part = dupnull(kv_get(a.kv, a.nkv, "part"));
		const char *prov = kv_get(a.kv, a.nkv, "provisional");
		it->provisional = prov && strcmp(prov, "yes") == 0;
		if (kind == IT_FACTOR) {
			/* The column values: loss/moral or attack/defence,
			 * and whatever else the record carries. */
			static const char *const skip[] = {
			    "part",  "key",    "table",	      "source", "rule",
			    "label", "reason", "provisional", NULL};
			struct strbuf sb;
			sb_init(&sb);
			for (size_t k = 0; k < a.nkv; k++) {
				bool s = false;
				for (size_t j = 0; skip[j]; j++)
					if (strcmp(skip[j], a.kv[k].key) == 0)
						s = true;
				if (!s)
					sb_addf(&sb, "%s%s=%s",
						sb.len ? " " : "", a.kv[k].key,
						a.kv[k].val);
			}
			it->values = sb_steal(&sb);
			if (it->reason == NULL)
				it->reason =
				    dupnull(kv_get(a.kv, a.nkv, "label"));
		}
		last = it;
		args_free(&a);
	}
}

/* "... needs KEY (question text)": a question the engine could not
 * default; make it an item to answer. */
static bool
needs_question(const char *err, struct item **items, size_t *n)
{
	const char *p = strstr(err, "needs ");
	if (p == NULL)
		return false;
	p += 6;
	size_t klen = strcspn(p, " (");
	if (klen == 0 || klen > UM_NAME_MAX)
		return false;
	*items = um_xreallocarray(*items, *n + 1, sizeof **items);
	struct item *it = &(*items)[(*n)++];
	memset(it, 0, sizeof *it);
	it->kind = IT_ASK;
	it->key = um_xstrndup(p, klen);
	it->result = um_xstrdup("ask");
	const char *q = strchr(p, '(');
	if (q) {
		const char *e = strrchr(q, ')');
		it->question = um_xstrndup(
		    q + 1, e && e > q ? (size_t)(e - q - 1) : strlen(q + 1));
	} else {
		it->question = um_xstrdup(err);
	}
	it->reason = um_xstrdup(err);
	return true;
}

/* An item the walkthrough itself asks (the engine takes the whole unit
 * unless told): result "ask" blocks the step until answered. */
static struct item *
item_add(struct item **items, size_t *n, const char *key, const char *result)
{
	*items = um_xreallocarray(*items, *n + 1, sizeof **items);
	struct item *it = &(*items)[(*n)++];
	memset(it, 0, sizeof *it);
	it->kind = IT_CHECK;
	it->key = um_xstrdup(key);
	it->result = um_xstrdup(result);
	return it;
}

/* Split fire: a firer in several parts shares its figures among them, so
 * each part asks how many fire at its target. Artillery: how many of its
 * guns take part (all unless told). The sections are the ruleset's. */
static void
share_questions(struct tui *t, struct walk *w, size_t pi)
{
	struct part *p = &w->parts[pi];
	const struct ruleset_teach *te = t->s->g->rs->teach;
	int ui = tui_unit_index(t, p->actor);
	if (w->kind != WALK_FIRE || ui < 0)
		return;
	const struct unit *u = &t->s->g->units[ui];
	size_t same = 0;
	for (size_t i = 0; i < w->nparts; i++)
		same += strcmp(w->parts[i].actor, p->actor) == 0;
	if (same > 1 && answer_get(p, "figures") == NULL) {
		struct item *it = NULL;
		for (size_t i = 0; i < p->nchecks; i++)
			if (strcmp(p->checks[i].key, "figures") == 0)
				it = &p->checks[i];
		if (it == NULL)
			it =
			    item_add(&p->checks, &p->nchecks, "figures", "ask");
		free(it->result);
		it->result = um_xstrdup("ask");
		free(it->question);
		it->question = um_xasprintf(
		    "How many of %s's %d figures fire at %s? (split fire: "
		    "its parts share them)",
		    p->actor, u->figures, p->target);
		free(it->allowed);
		it->allowed = um_xasprintf("1..%d", u->figures);
		free(it->rule);
		it->rule = dupnull(te ? te->split_section : NULL);
		if (strcmp(p->eligible, "yes") == 0)
			snprintf(p->eligible, sizeof p->eligible, "ask");
	}
	/* Only where the rules count guns (a ruleset whose fire takes no
	 * guns= answer would refuse the line the question makes). */
	if (u->arm == ARM_ARTILLERY && u->guns > 1 && te && te->guns_section) {
		const char *given = answer_get(p, "guns");
		struct item *it =
		    item_add(&p->checks, &p->nchecks, "guns", "pass");
		it->question =
		    um_xasprintf("How many of %s's %d guns fire at %s?",
				 p->actor, u->guns, p->target);
		it->allowed = um_xasprintf("1..%d", u->guns);
		it->reason =
		    given ? um_xasprintf("%s of %d guns fire", given, u->guns)
			  : um_xasprintf("all %d guns fire unless you type "
					 "how many take part",
					 u->guns);
		it->source = um_xstrdup(given ? "given" : "default");
		it->rule = um_xstrdup(te->guns_section);
		/* Beside the figures check, where the eye looks for it. */
		for (size_t i = 0; i + 1 < p->nchecks; i++)
			if (strcmp(p->checks[i].key, "figures") == 0) {
				struct item g = p->checks[p->nchecks - 1];
				memmove(&p->checks[i + 2], &p->checks[i + 1],
					(p->nchecks - i - 2) *
					    sizeof *p->checks);
				p->checks[i + 1] = g;
				break;
			}
	}
}

static void
run_check(struct tui *t, struct walk *w, size_t pi)
{
	struct part *p = &w->parts[pi];
	items_free(&p->checks, &p->nchecks);
	notes_free(&p->notes, &p->nnotes);
	free(p->check_err);
	p->check_err = NULL;
	snprintf(p->eligible, sizeof p->eligible, "?");
	char *line = part_line(w, p, "check", ANS_CHECK);
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = t->exec(t, line, &o, &err);
	free(line);
	parse_records(&o, &p->checks, &p->nchecks, p->eligible,
		      sizeof p->eligible, &p->notes, &p->nnotes);
	out_free(&o);
	if (r < 0) {
		if (err && needs_question(err, &p->checks, &p->nchecks))
			snprintf(p->eligible, sizeof p->eligible, "ask");
		else
			p->check_err = um_xstrdup(err ? err : "failed");
	}
	free(err);
	if (p->check_err == NULL)
		share_questions(t, w, pi);
	p->checked = true;
	/* Answers change what follows. */
	p->factored = false;
	preview_clear(w);
}

static void
run_factors(struct tui *t, struct walk *w, size_t pi)
{
	struct part *p = &w->parts[pi];
	items_free(&p->factors, &p->nfactors);
	free(p->factor_err);
	p->factor_err = NULL;
	char *line = part_line(w, p, "factors", ANS_FACTOR);
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = t->exec(t, line, &o, &err);
	free(line);
	parse_records(&o, &p->factors, &p->nfactors, NULL, 0, &p->notes,
		      &p->nnotes);
	out_free(&o);
	if (r < 0 && !(err && needs_question(err, &p->factors, &p->nfactors)))
		p->factor_err = um_xstrdup(err ? err : "failed");
	free(err);
	/* A factor answered "no" prints no record: keep it listed so the
	 * answer can be seen and changed. */
	for (size_t i = 0; i < p->nans; i++) {
		if (p->ans[i].step != ANS_FACTOR)
			continue;
		bool listed = false;
		for (size_t j = 0; j < p->nfactors; j++)
			listed |= strcmp(p->factors[j].key, p->ans[i].key) == 0;
		if (listed)
			continue;
		struct item *it =
		    item_add(&p->factors, &p->nfactors, p->ans[i].key, "pass");
		it->kind = IT_FACTOR;
		it->values = um_xstrdup("not counted");
		it->source = um_xstrdup("umpire");
	}
	p->factored = true;
	preview_clear(w);
}

/* ---- dice --------------------------------------------------------------- */

/* The rolls of this kind of ruling: the ruleset's (descriptor), else a
 * roll per firer/attacker and, in melee, per defender. */
static const struct walk_dice fallback_fire[] = {
    {"roll", "dice", DICE_ACTOR, false, "fires", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};
static const struct walk_dice fallback_melee[] = {
    {"roll", "dice", DICE_ACTOR, false, "attacks", false},
    {"droll", "ddice", DICE_TARGET, false, "defends", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};

static const struct walk_dice *
walk_dice_of(const struct tui *t, const struct walk *w)
{
	const struct ruleset_teach *te = t->s->g->rs->teach;
	const struct walk_dice *d = NULL;
	if (te)
		d = w->kind == WALK_FIRE ? te->fire_dice : te->melee_dice;
	if (d == NULL)
		d = w->kind == WALK_FIRE ? fallback_fire : fallback_melee;
	return d;
}

static const char *
dice_unit(const struct walk *w, const struct walk_dice *wd, size_t part)
{
	return wd->who == DICE_TARGET ? w->parts[part].target
				      : w->parts[part].actor;
}

/* Does the roll wd of unit who (or part) belong on part pi's line? Once
 * per unit: on the first part it appears in. */
static bool
dice_on_part(const struct walk *w, const struct dice_entry *d, size_t pi)
{
	if (d->wd->principal) {
		/* The first part at this target, and its unit. */
		for (size_t j = 0; j < pi; j++)
			if (strcmp(w->parts[j].target, w->parts[pi].target) ==
			    0)
				return false;
		return strcmp(dice_unit(w, d->wd, pi), d->who) == 0;
	}
	if (d->wd->per_part)
		return d->part == pi;
	if (strcmp(dice_unit(w, d->wd, pi), d->who) != 0)
		return false;
	for (size_t j = 0; j < pi; j++)
		if (strcmp(dice_unit(w, d->wd, j), d->who) == 0)
			return false;
	return true;
}

static void
dice_rebuild(const struct tui *t, struct walk *w)
{
	struct dice_entry *old = w->dice;
	size_t nold = w->ndice;
	const struct walk_dice *wds = walk_dice_of(t, w);
	size_t nwd = 0;
	while (wds[nwd].roll_key)
		nwd++;
	w->dice = um_xcalloc(w->nparts * nwd + 1, sizeof *w->dice);
	w->ndice = 0;
	for (size_t k = 0; k < nwd; k++)
		for (size_t i = 0; i < w->nparts; i++) {
			const char *who = dice_unit(w, &wds[k], i);
			struct dice_entry cand = {.wd = &wds[k], .part = i};
			snprintf(cand.who, sizeof cand.who, "%s", who);
			if (who[0] == '\0' || !dice_on_part(w, &cand, i))
				continue;
			struct dice_entry *d = &w->dice[w->ndice++];
			*d = cand;
			/* Keep what was typed for the same roll. */
			for (size_t j = 0; j < nold; j++)
				if (old[j].wd == d->wd &&
				    strcmp(old[j].who, d->who) == 0 &&
				    (!d->wd->per_part ||
				     old[j].part == d->part))
					snprintf(d->val, sizeof d->val, "%s",
						 old[j].val);
		}
	free(old);
}

static struct dicespec
dice_spec(const struct tui *t)
{
	const struct game *g = t->s->g;
	const char *d = game_setting(g, "dice");
	if (d == NULL)
		d = g->rs->dice;
	struct dicespec spec = {3, 6};
	if (d)
		dicespec_parse(d, &spec);
	return spec;
}

/* Check a typed entry: "12" (a total) or "4,3,5" / "4 3 5" (each die);
 * a refusal names the row's own keys (troll=, tdice=). */
static int
dice_check(const struct tui *t, const struct walk_dice *wd, char *val,
	   char **err)
{
	const char *roll_key = wd->roll_key,
		   *dice_key = wd->dice_key ? wd->dice_key : wd->roll_key;
	for (char *p = val; *p; p++)
		if (*p == ' ')
			*p = ',';
	struct dicespec spec = dice_spec(t);
	/* "442": one digit per die, when it is no usable total. */
	size_t len = strlen(val);
	if (strchr(val, ',') == NULL && (int)len == spec.n && spec.faces < 10 &&
	    strspn(val, "0123456789") == len) {
		struct roll tr;
		char *terr = NULL;
		if (!roll_parse(&spec, "roll", val, "dice", NULL, &tr, &terr)) {
			char buf[64];
			size_t o = 0;
			for (size_t i = 0; i < len && o + 3 < sizeof buf; i++)
				o += (size_t)snprintf(buf + o, sizeof buf - o,
						      "%s%c", i ? "," : "",
						      val[i]);
			snprintf(val, 64, "%s", buf);
		}
		free(terr);
	}
	struct roll r;
	bool list = strchr(val, ',') != NULL;
	if (!roll_parse(&spec, roll_key, list ? NULL : val, dice_key,
			list ? val : NULL, &r, err))
		return -1;
	return 0;
}

/* The dice keys for part pi's line. */
static void
dice_keys(const struct walk *w, size_t pi, struct strbuf *sb)
{
	for (size_t k = 0; k < w->ndice; k++) {
		const struct dice_entry *d = &w->dice[k];
		if (d->val[0] == '\0' || !dice_on_part(w, d, pi))
			continue;
		bool list = strchr(d->val, ',') != NULL && d->wd->dice_key;
		sb_addf(sb, " %s=%s", list ? d->wd->dice_key : d->wd->roll_key,
			d->val);
	}
}

/* ---- result ------------------------------------------------------------- */

static size_t
declaration_lines(const struct walk *w, char ***lines)
{
	*lines = um_xcalloc(w->nparts + 3, sizeof **lines);
	size_t n = 0;
	for (size_t i = 0; i < w->nparts; i++) {
		char *l = part_line(w, &w->parts[i], NULL, ANS_FACTOR);
		struct strbuf sb;
		sb_init(&sb);
		sb_add(&sb, l);
		free(l);
		dice_keys(w, i, &sb);
		(*lines)[n++] = sb_steal(&sb);
	}
	return n;
}

static void
follows_parse(struct walk *w)
{
	for (size_t i = 0; i < w->preview.n; i++) {
		const struct out_line *l = &w->preview.lines[i];
		if (l->kind != OUT_RECORD || strncmp(l->text, "CHECK ", 6) != 0)
			continue;
		struct args a;
		char *err = NULL;
		if (cmd_parse(l->text, &a, &err) == 0) {
			const char *unit = kv_get(a.kv, a.nkv, "unit");
			const char *key = kv_get(a.kv, a.nkv, "key");
			const char *res = kv_get(a.kv, a.nkv, "result");
			if (unit && key && res && strcmp(res, "ask") == 0) {
				w->follows = um_xreallocarray(
				    w->follows, w->nfollows + 1,
				    sizeof *w->follows);
				struct follow *f = &w->follows[w->nfollows++];
				memset(f, 0, sizeof *f);
				f->key = um_xstrdup(key);
				f->unit = um_xstrdup(unit);
				f->question =
				    dupnull(kv_get(a.kv, a.nkv, "question"));
				f->rule = dupnull(kv_get(a.kv, a.nkv, "rule"));
			}
		}
		free(err);
		args_free(&a);
	}
}

/* y/n on the result step: the first open question; "no" to a unit's first
 * question answers the rest of that unit's "no" too. */
static void
follow_answer(struct walk *w, bool yes)
{
	for (size_t i = 0; i < w->nfollows; i++) {
		struct follow *f = &w->follows[i];
		if (f->ans[0])
			continue;
		snprintf(f->ans, sizeof f->ans, "%s", yes ? "yes" : "no");
		bool first = true;
		for (size_t j = 0; j < i; j++)
			first &= strcmp(w->follows[j].unit, f->unit) != 0;
		for (size_t j = i + 1; first && !yes && j < w->nfollows; j++)
			if (strcmp(w->follows[j].unit, f->unit) == 0)
				snprintf(w->follows[j].ans,
					 sizeof w->follows[j].ans, "no");
		return;
	}
	set_msg(w, "every question is answered (x clears them)");
}

/* The lines for the answered questions: per unit, `KEY UNIT ANS` for its
 * first question and `k=ans` for the others. */
static size_t
follow_lines(const struct walk *w, char ***lines)
{
	*lines = um_xcalloc(w->nfollows + 1, sizeof **lines);
	size_t n = 0;
	for (size_t i = 0; i < w->nfollows; i++) {
		const struct follow *f = &w->follows[i];
		bool first = true;
		for (size_t j = 0; j < i; j++)
			first &= strcmp(w->follows[j].unit, f->unit) != 0;
		if (!first || f->ans[0] == '\0')
			continue;
		struct strbuf sb;
		sb_init(&sb);
		sb_addf(&sb, "%s %s %s", f->key, f->unit, f->ans);
		for (size_t j = i + 1;
		     strcmp(f->ans, "yes") == 0 && j < w->nfollows; j++)
			if (strcmp(w->follows[j].unit, f->unit) == 0 &&
			    w->follows[j].ans[0])
				sb_addf(&sb, " %s=%s", w->follows[j].key,
					w->follows[j].ans);
		(*lines)[n++] = sb_steal(&sb);
	}
	return n;
}

static void
run_preview(struct tui *t, struct walk *w)
{
	preview_clear(w);
	char **lines;
	size_t n = declaration_lines(w, &lines);
	lines[n++] = um_xstrdup("resolve");
	lines[n++] = um_xstrdup("explain");
	char *err = NULL;
	if (t->preview(t, lines, n, &w->preview, &w->final, &w->nfinal, &err) <
	    0)
		w->preview_err = um_xstrdup(err ? err : "failed");
	free(err);
	for (size_t i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
	follows_parse(w);
	/* The results in words; states spelled out once per session. */
	unsigned seen = t->states_seen;
	for (size_t i = 0; i < w->preview.n; i++) {
		const struct out_line *l = &w->preview.lines[i];
		struct strbuf sb;
		sb_init(&sb);
		if (l->kind == OUT_RECORD &&
		    result_words(t->s->g, l->text, &seen, &sb)) {
			w->words = um_xreallocarray(w->words, w->nwords + 1,
						    sizeof *w->words);
			w->words[w->nwords++] = sb_steal(&sb);
		} else {
			sb_free(&sb);
		}
	}
	w->previewed = true;
}

/* Apply: the lines as the preview's journal stored them (dice written
 * in), then explain for the log. */
static bool
apply(struct tui *t, struct walk *w)
{
	if (!w->previewed || w->preview_err || w->nfinal == 0) {
		set_msg(w, "nothing to apply: %s",
			w->preview_err ? w->preview_err : "no result yet");
		return true;
	}
	size_t log0 = t->log.n;
	for (size_t i = 0; i < w->nfinal; i++) {
		char *err = NULL;
		if (tui_run_line(t, w->final[i], &err) < 0) {
			set_msg(w, "%s: %s", w->final[i], err ? err : "failed");
			free(err);
			return true;
		}
	}
	char **fl;
	size_t nfl = follow_lines(w, &fl);
	size_t nsent = w->nfinal;
	for (size_t i = 0; i < nfl; i++) {
		char *err = NULL;
		if (tui_run_line(t, fl[i], &err) < 0)
			tui_message(t, R_ERROR, "%s: %s", fl[i],
				    err ? err : "failed");
		else
			nsent++;
		free(err);
		free(fl[i]);
	}
	free(fl);
	/* explain ends with the results in words (explain_result_words). */
	tui_run_line(t, "explain", NULL);
	/* What was spelled out now is known. */
	const struct ruleset_teach *te = t->s->g->rs->teach;
	for (size_t i = 0; te && te->states && te->states[i].name && i < 32;
	     i++)
		for (size_t k = 0; k < w->nwords; k++)
			if (strstr(w->words[k], te->states[i].long_name))
				t->states_seen |= 1u << i;
	tui_message(t, R_PASS, "applied: %zu line%s written to the game file",
		    nsent, nsent == 1 ? "" : "s");
	if (nfl > 0)
		return false;
	/* A question the resolution leaves open (a continued advance):
	 * say so where the eye is; the log has the details. */
	for (size_t i = log0 < t->log.n ? log0 : t->log.n; i < t->log.n; i++) {
		const struct log_line *l = &t->log.l[i];
		if (l->kind != LOG_RECORD ||
		    strncmp(l->text, "CHECK ", 6) != 0 ||
		    strstr(l->text, "result=ask") == NULL)
			continue;
		struct args a;
		char *err = NULL;
		if (cmd_parse(l->text, &a, &err) == 0) {
			const char *q = kv_get(a.kv, a.nkv, "question");
			tui_message(t, R_ASK, "applied; open: %s (see the log)",
				    q ? q : l->text);
		}
		free(err);
		args_free(&a);
		break;
	}
	return false;
}

/* ---- moving between steps ----------------------------------------------- */

static void
enter_step(struct tui *t, struct walk *w, int step)
{
	w->step = step;
	w->cur = 0;
	w->top = 0;
	w->editing = false;
	size_t p;
	switch (step_kind(w, step, &p)) {
	case S_CHECK:
		if (!w->parts[p].checked)
			run_check(t, w, p);
		/* Start at the first question. */
		for (size_t i = 0; i < w->parts[p].nchecks; i++)
			if (w->parts[p].checks[i].result &&
			    strcmp(w->parts[p].checks[i].result, "ask") == 0) {
				w->cur = (int)i;
				break;
			}
		break;
	case S_FACTORS:
		if (!w->parts[p].factored)
			run_factors(t, w, p);
		for (size_t i = 0; i < w->parts[p].nfactors; i++)
			if (w->parts[p].factors[i].kind == IT_ASK) {
				w->cur = (int)i;
				break;
			}
		break;
	case S_DICE:
		dice_rebuild(t, w);
		break;
	case S_RESULT:
		if (!w->previewed)
			run_preview(t, w);
		/* Dice the rules cannot use: back to them, the reason in
		 * place. */
		if (w->preview_err && strstr(w->preview_err, "dice")) {
			char *why = um_xstrdup(w->preview_err);
			enter_step(t, w, step - 1);
			set_msg(w, "%s", why);
			free(why);
		}
		break;
	case S_PICK:
		w->pick_role = -1;
		w->pick_cur = 0;
		break;
	}
}

static bool
can_leave(struct walk *w)
{
	size_t p;
	switch (step_kind(w, w->step, &p)) {
	case S_PICK:
		for (size_t i = 0; i < w->nparts; i++)
			if (w->parts[i].target[0] == '\0') {
				set_msg(w, "part %zu has no target yet", i + 1);
				return false;
			}
		if (w->nparts == 0) {
			set_msg(w, "pick a target first");
			return false;
		}
		return true;
	case S_CHECK: {
		struct part *pt = &w->parts[p];
		if (pt->check_err) {
			set_msg(w, "the check failed: %s", pt->check_err);
			return false;
		}
		if (strcmp(pt->eligible, "yes") == 0)
			return true;
		for (size_t i = 0; i < pt->nchecks; i++)
			if (pt->checks[i].result &&
			    strcmp(pt->checks[i].result, "ask") == 0) {
				w->cur = (int)i;
				set_msg(w, "answer %s first (y/n or a value)",
					pt->checks[i].key);
				return false;
			}
		if (strcmp(pt->eligible, "no") == 0) {
			const char *why = "a check failed";
			for (size_t i = 0; i < pt->nchecks; i++)
				if (pt->checks[i].result &&
				    strcmp(pt->checks[i].result, "fail") == 0) {
					why = pt->checks[i].reason
						  ? pt->checks[i].reason
						  : pt->checks[i].key;
					w->cur = (int)i;
					break;
				}
			set_msg(w, "%s > %s may not %s: %s", pt->actor,
				pt->target, kind_word(w), why);
			return false;
		}
		return true;
	}
	case S_FACTORS:
		/* A ruling whose factors the engine cannot list apart (a
		 * charge's are its Morale Checks) goes on: the result shows
		 * them. Never a dead end. */
		return true;
	case S_DICE:
		/* Never rolled without asking: every row typed or rolled. */
		for (size_t i = 0; i < w->ndice; i++)
			if (w->dice[i].val[0] == '\0') {
				w->cur = (int)i;
				set_msg(
				    w,
				    "%s has no dice yet: type them, r rolls "
				    "this row, R every empty row",
				    w->dice[i].who);
				return false;
			}
		return true;
	case S_RESULT:
		return true;
	}
	return true;
}

/* ---- picking ------------------------------------------------------------ */

static double
unit_distance(const struct unit *a, const struct unit *b)
{
	if (!a->placed || !b->placed)
		return 1e18;
	double dx = a->x - b->x, dy = a->y - b->y;
	return dx * dx + dy * dy;
}

/* Candidates for the role being picked, enemies (or friends, picking a
 * firer) first, nearest first, filtered by the typed prefix. */
static const struct walk_helper *
walk_helpers(const struct tui *t, const struct walk *w)
{
	const struct ruleset_teach *te = t->s->g->rs->teach;
	if (te == NULL)
		return NULL;
	return w->kind == WALK_FIRE ? te->fire_helpers : te->melee_helpers;
}

/* How a unit matches the typed filter: 0 its name begins so, 1 its name
 * holds it, 2 its label does; -1 not at all (case ignored). */
static int
filter_rank(const struct unit *u, const char *filter)
{
	size_t fl = strlen(filter);
	if (fl == 0 || strncasecmp(u->name, filter, fl) == 0)
		return 0;
	if (strcasestr(u->name, filter))
		return 1;
	return strcasestr(u->label, filter) ? 2 : -1;
}

struct pick_key {
	int group, rank;
	double dist;
	size_t pos;
	int unit;
};

static int
pick_key_cmp(const void *a, const void *b)
{
	const struct pick_key *x = a, *y = b;
	if (x->group != y->group)
		return x->group < y->group ? -1 : 1;
	if (x->rank != y->rank)
		return x->rank < y->rank ? -1 : 1;
	if (x->dist != y->dist)
		return x->dist < y->dist ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* The candidates into *out (sized to the roster; caller frees). */
static size_t
pick_candidates(const struct tui *t, const struct walk *w, int **outp)
{
	int *out = um_xcalloc(t->s->g->nunits + 1, sizeof *out);
	*outp = out;
	const struct game *g = t->s->g;
	const struct part *p = &w->parts[w->pick_part];
	const struct unit *ref = NULL;
	/* Picking a target: the firer's enemies first. Picking another
	 * firer: the target's enemies (the firer's friends) first. */
	bool ref_is_actor = w->pick_role != 0;
	int ri = tui_unit_index(t, w->pick_role != 0 ? p->actor : p->target);
	if (ri < 0 && w->nparts) {
		ri = tui_unit_index(t, w->parts[0].actor);
		ref_is_actor = true;
	}
	if (ri >= 0)
		ref = &g->units[ri];
	size_t n = 0;
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < g->nunits; i++) {
			const struct unit *u = &g->units[i];
			if (u->removed || u == ref)
				continue;
			/* Another firer: not one already at this target. */
			bool taken = false;
			for (size_t k = 0; w->pick_role == 0 && k < w->nparts;
			     k++)
				taken |=
				    strcmp(w->parts[k].actor, u->name) == 0 &&
				    strcmp(w->parts[k].target, p->target) == 0;
			if (taken)
				continue;
			bool same = ref && strcmp(u->side, ref->side) == 0;
			bool want_same =
			    (w->pick_role == 0 && ref_is_actor) ||
			    w->pick_role == 2; /* a helper: a friend */
			if ((pass == 0) != (same == want_same))
				continue;
			if (filter_rank(u, w->filter) < 0)
				continue;
			out[n++] = (int)i;
		}
	/* Within each group: names beginning with the filter, then names
	 * and labels holding it; nearest first, in roster order at equal
	 * distance (a stable sort: the key carries the position). */
	if (n > 1) {
		struct pick_key *k = um_xcalloc(n, sizeof *k);
		for (size_t i = 0; i < n; i++) {
			const struct unit *u = &g->units[out[i]];
			k[i].group = ref && strcmp(u->side, ref->side) != 0;
			k[i].rank = filter_rank(u, w->filter);
			k[i].dist = ref ? unit_distance(u, ref) : 0;
			k[i].pos = i;
			k[i].unit = out[i];
		}
		/* The groups keep their order (pass 0 first). */
		bool first = k[0].group;
		for (size_t i = 0; i < n; i++)
			k[i].group = k[i].group != first;
		qsort(k, n, sizeof *k, pick_key_cmp);
		for (size_t i = 0; i < n; i++)
			out[i] = k[i].unit;
		free(k);
	}
	return n;
}

static void
pick_unit(struct tui *t, struct walk *w, int ui)
{
	const struct unit *u = &t->s->g->units[ui];
	struct part *p = &w->parts[w->pick_part];
	if (w->pick_role == 2 && w->helper) {
		/* A helper goes on the part's declaration as KEY=UNIT. */
		answer_set(p, w->helper->key, u->name, ANS_CHECK);
		w->pick_role = -1;
	} else if (w->pick_role == 0) {
		snprintf(p->actor, sizeof p->actor, "%s", u->name);
		w->pick_role = p->target[0] ? -1 : 1;
	} else {
		snprintf(p->target, sizeof p->target, "%s", u->name);
		w->pick_role = p->actor[0] ? -1 : 0;
	}
	p->checked = p->factored = false;
	preview_clear(w);
	w->filter[0] = '\0';
	w->pick_cur = 0;
	clear_msg(w);
	/* The first part complete: straight on to its checks. */
	if (w->pick_role == -1 && w->nparts == 1 && w->parts[0].nans == 0 &&
	    !w->parts[0].checked)
		enter_step(t, w, 1);
}

static void
add_part(struct walk *w, const char *actor, const char *target, int role)
{
	w->parts = um_xreallocarray(w->parts, w->nparts + 1, sizeof *w->parts);
	struct part *p = &w->parts[w->nparts];
	memset(p, 0, sizeof *p);
	snprintf(p->actor, sizeof p->actor, "%s", actor ? actor : "");
	snprintf(p->target, sizeof p->target, "%s", target ? target : "");
	snprintf(p->eligible, sizeof p->eligible, "?");
	w->pick_part = (int)w->nparts;
	w->nparts++;
	/* Split fire changes what every part of the firer asks. */
	for (size_t i = 0; i < w->nparts; i++)
		w->parts[i].checked = w->parts[i].factored = false;
	w->pick_role = role;
	w->filter[0] = '\0';
	w->pick_cur = 0;
	preview_clear(w);
}

static void
remove_part(struct walk *w, size_t i)
{
	if (w->nparts <= 1)
		return;
	part_free(&w->parts[i]);
	memmove(w->parts + i, w->parts + i + 1,
		(w->nparts - i - 1) * sizeof *w->parts);
	w->nparts--;
	for (size_t k = 0; k < w->nparts; k++)
		w->parts[k].checked = w->parts[k].factored = false;
	w->pick_part = 0;
	preview_clear(w);
}

struct walk *
walk_new(struct tui *t, enum walk_kind kind, const char *actor)
{
	(void)t;
	struct walk *w = um_xcalloc(1, sizeof *w);
	w->kind = kind;
	out_init(&w->preview);
	add_part(w, actor, NULL, 1);
	return w;
}

struct walk *
walk_new_brigade(struct tui *t, const char *brigade)
{
	struct walk *w = um_xcalloc(1, sizeof *w);
	w->kind = WALK_FIRE;
	out_init(&w->preview);
	w->bw = bwalk_new(t, brigade);
	return w;
}

void
walk_click(struct tui *t, struct walk *w, int unit)
{
	if (w->bw) {
		bwalk_click(t, w->bw, unit);
		return;
	}
	if (step_kind(w, w->step, NULL) != S_PICK || w->pick_role < 0)
		return;
	pick_unit(t, w, unit);
}

/* ---- answering ---------------------------------------------------------- */

static struct item *
current_item(struct walk *w, size_t *pi, enum ans_step *as)
{
	size_t p;
	enum step_kind k = step_kind(w, w->step, &p);
	*pi = p;
	if (k == S_CHECK) {
		*as = ANS_CHECK;
		if (w->cur >= 0 && (size_t)w->cur < w->parts[p].nchecks)
			return &w->parts[p].checks[w->cur];
	} else if (k == S_FACTORS) {
		*as = ANS_FACTOR;
		if (w->cur >= 0 && (size_t)w->cur < w->parts[p].nfactors)
			return &w->parts[p].factors[w->cur];
	}
	return NULL;
}

static size_t
step_items_n(const struct walk *w, size_t p, enum ans_step as)
{
	return as == ANS_CHECK ? w->parts[p].nchecks : w->parts[p].nfactors;
}

static const struct item *
item_at(const struct walk *w, size_t p, enum ans_step as, size_t i)
{
	return as == ANS_CHECK ? &w->parts[p].checks[i]
			       : &w->parts[p].factors[i];
}

static const char *source_word(const char *s);

static void
rerun(struct tui *t, struct walk *w, size_t p, enum ans_step as)
{
	int keep = w->cur;
	if (as == ANS_CHECK)
		run_check(t, w, p);
	else
		run_factors(t, w, p);
	size_t n = as == ANS_CHECK ? w->parts[p].nchecks : w->parts[p].nfactors;
	w->cur = keep < (int)n ? keep : (int)n - 1;
	if (w->cur < 0)
		w->cur = 0;
	/* Later parts and steps are computed again when visited. */
	if (as == ANS_CHECK)
		w->parts[p].factored = false;
}

/* The step's error after a rerun (the check or factors command failed). */
static const char *
step_err(const struct walk *w, size_t p, enum ans_step as)
{
	return as == ANS_CHECK ? w->parts[p].check_err : w->parts[p].factor_err;
}

/* Answer the current item. An answer the engine refuses (a value out of
 * range, a check it decides itself) is taken back at once and the
 * refusal shown in place: the walkthrough never stays on an error.
 * Returns false when refused. */
static bool
answer(struct tui *t, struct walk *w, const char *val)
{
	size_t p;
	enum ans_step as;
	struct item *it = current_item(w, &p, &as);
	if (it == NULL)
		return false;
	char *key = um_xstrdup(it->key);
	const char *had = answer_get(&w->parts[p], key);
	char *old = had ? um_xstrdup(had) : NULL;
	bool was_err = step_err(w, p, as) != NULL;
	char *reason = it->reason ? um_xstrdup(it->reason) : NULL;
	char *src = it->source ? um_xstrdup(it->source) : NULL;
	answer_set(&w->parts[p], key, val, as);
	rerun(t, w, p, as);
	const char *e = step_err(w, p, as);
	if (e && !was_err) {
		char *why = um_xstrdup(e);
		if (old)
			answer_set(&w->parts[p], key, old, as);
		else
			answer_clear(&w->parts[p], key);
		rerun(t, w, p, as);
		if (strstr(why, "unknown key") && strcmp(val, "yes") == 0)
			set_msg(w, "%s stands as decided by %s%s%s", key,
				source_word(src), reason ? ": " : "",
				reason ? reason : "");
		else if (strstr(why, "unknown key"))
			set_msg(w,
				"%s is decided by %s, not answered%s%s; if "
				"that is wrong, change the unit (e)",
				key, source_word(src), reason ? ": " : "",
				reason ? reason : "");
		else
			set_msg(w, "%s=%s refused: %s", key, val, why);
		free(why);
		free(old);
		free(reason);
		free(src);
		for (size_t i = 0; i < step_items_n(w, p, as); i++)
			if (strcmp(item_at(w, p, as, i)->key, key) == 0)
				w->cur = (int)i;
		free(key);
		return false;
	}
	free(old);
	free(reason);
	free(src);
	/* Stay on the answer when it made the check fail (so it can be
	 * changed at once); otherwise hop to the next open question. */
	if (as == ANS_CHECK) {
		struct part *pt = &w->parts[p];
		bool failed = false;
		for (size_t i = 0; i < pt->nchecks; i++)
			if (strcmp(pt->checks[i].key, key) == 0) {
				w->cur = (int)i;
				failed =
				    pt->checks[i].result &&
				    strcmp(pt->checks[i].result, "fail") == 0;
			}
		for (size_t i = 0; !failed && i < pt->nchecks; i++)
			if (pt->checks[i].result &&
			    strcmp(pt->checks[i].result, "ask") == 0) {
				w->cur = (int)i;
				break;
			}
	}
	free(key);
	return true;
}

static void
unanswer(struct tui *t, struct walk *w)
{
	size_t p;
	enum ans_step as;
	struct item *it = current_item(w, &p, &as);
	if (it == NULL)
		return;
	if (answer_clear(&w->parts[p], it->key))
		rerun(t, w, p, as);
	else
		set_msg(w, "%s has no answer of yours to clear", it->key);
}

static bool
yes_no_item(const struct item *it)
{
	if (it->allowed == NULL)
		return true;
	return strstr(it->allowed, "yes") != NULL ||
	       strstr(it->allowed, "no") != NULL;
}

/* ---- keys --------------------------------------------------------------- */

static int
step_items(const struct walk *w)
{
	size_t p;
	switch (step_kind(w, w->step, &p)) {
	case S_CHECK:
		return (int)w->parts[p].nchecks;
	case S_FACTORS:
		return (int)w->parts[p].nfactors;
	case S_DICE:
		return (int)w->ndice;
	default:
		return 0;
	}
}

static void
go_next(struct tui *t, struct walk *w)
{
	if (!can_leave(w))
		return;
	clear_msg(w);
	if (w->step + 1 < nsteps(w))
		enter_step(t, w, w->step + 1);
	/* A factors step with nothing to decide is passed on the way
	 * forward (Left shows it; the result explains every factor), unless
	 * teaching. */
	size_t p;
	if (!t->teach && step_kind(w, w->step, &p) == S_FACTORS) {
		bool open = false;
		for (size_t i = 0; i < w->parts[p].nfactors; i++)
			open |= w->parts[p].factors[i].kind == IT_ASK;
		if (!open && w->step + 1 < nsteps(w))
			enter_step(t, w, w->step + 1);
	}
}

static void
go_back(struct tui *t, struct walk *w)
{
	clear_msg(w);
	if (w->step > 0)
		enter_step(t, w, w->step - 1);
	else if (w->pick_role >= 0 && w->parts[w->pick_part].target[0] &&
		 w->parts[w->pick_part].actor[0])
		w->pick_role = -1;
}

/* Enter on a typed value. A refused value stays in the editor with the
 * reason and what is allowed, so it can be corrected in place. */
static void
finish_edit(struct tui *t, struct walk *w)
{
	if (w->edit[0] == '\0') {
		w->editing = false;
		return;
	}
	enum step_kind k = step_kind(w, w->step, NULL);
	if (k == S_DICE) {
		if (w->cur < 0 || (size_t)w->cur >= w->ndice) {
			w->editing = false;
			return;
		}
		char *err = NULL;
		char val[64];
		snprintf(val, sizeof val, "%s", w->edit);
		if (dice_check(t, w->dice[w->cur].wd, val, &err) < 0) {
			struct dicespec spec = dice_spec(t);
			set_msg(w,
				"%s refused: %s; type the total (%d..%d) or %d "
				"dice of 1..%d",
				w->edit, err ? err : "not dice", spec.n,
				spec.n * spec.faces, spec.n, spec.faces);
			free(err);
			return;
		}
		w->editing = false;
		snprintf(w->dice[w->cur].val, sizeof w->dice[w->cur].val, "%s",
			 val);
		preview_clear(w);
		if ((size_t)w->cur + 1 < w->ndice)
			w->cur++;
		else
			go_next(t, w); /* the last row: on to the result */
		return;
	}
	w->editing = !answer(t, w, w->edit);
}

/* Esc while picking: the typed name, then the half-made part, then (at
 * the list of parts) the ruling itself, asking first. */
static bool
pick_esc(struct tui *t, struct walk *w)
{
	if (w->pick_role >= 0 && w->filter[0]) {
		w->filter[0] = '\0';
		return true;
	}
	if (w->pick_role == 2) {
		w->pick_role = -1;
		return true;
	}
	if (w->pick_role >= 0 && w->nparts > 1 &&
	    (w->parts[w->pick_part].actor[0] == '\0' ||
	     w->parts[w->pick_part].target[0] == '\0')) {
		remove_part(w, (size_t)w->pick_part);
		w->pick_role = -1;
		return true;
	}
	if (walk_half_done(w)) {
		tui_ask(t, CONFIRM_ABANDON_WALK,
			"Abandon this walkthrough? Nothing of it is "
			"applied.");
		return true;
	}
	return false;
}

/* A key the step does not take: say so, and that the keys of the
 * roster (u undo, h history, the panels) wait for the end. */
static void
walk_unknown_key(struct walk *w, wint_t ch)
{
	set_msg(w,
		"%lc is no key on the %s step (? lists them); u, h and the "
		"panels work once the walkthrough is applied or abandoned",
		ch, walk_step_name(w));
}

/* Split fire (one firer at several targets) only where the rules have it
 * (the ruleset's teach data names its section). */
static bool
split_fire_ok(const struct tui *t)
{
	const struct ruleset_teach *te = t->s->g->rs->teach;
	return te && te->split_section;
}

/* Keys on the list of parts: + another firer, s another target, x drop,
 * a/t change the firer/target, 1..9 a helper of the ruleset's. */
static void
parts_key(struct tui *t, struct walk *w, wint_t ch)
{
	/* Copies: add_part moves the parts. */
	char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
	snprintf(actor, sizeof actor, "%s", w->parts[w->pick_part].actor);
	snprintf(target, sizeof target, "%s", w->parts[w->pick_part].target);
	if (ch == '+') {
		/* Another firer/attacker at the same target. */
		add_part(w, NULL, target, 0);
	} else if (ch == 's' && w->kind == WALK_FIRE && !split_fire_ok(t)) {
		set_msg(w,
			"no split fire in %s: a unit fires at one target; "
			"+ adds another firer at %s",
			t->s->g->rs->name, target);
	} else if (ch == 's') {
		/* The same firer at another target (split fire),
		 * or a second defender. */
		add_part(w, actor, NULL, 1);
	} else if (ch == 'x') {
		remove_part(w, (size_t)w->pick_part);
	} else if (ch == 'a') {
		w->pick_role = 0;
	} else if (ch == 't') {
		w->pick_role = 1;
	} else if (ch >= '1' && ch <= '9') {
		/* A helper of the ruleset's (neighbour, support). */
		const struct walk_helper *h = walk_helpers(t, w);
		for (wint_t i = '1'; h && h->key && i < ch; i++)
			h++;
		if (h && h->key) {
			w->helper = h;
			w->pick_role = 2;
			w->filter[0] = '\0';
			w->pick_cur = 0;
		} else {
			set_msg(w, "%lc: no such helper here", ch);
		}
	} else if (ch > ' ') {
		walk_unknown_key(w, ch);
	}
}

static bool pick_key_with(struct tui *, struct walk *, wint_t, bool,
			  const int *, size_t);

static bool
pick_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	int *cand = NULL;
	size_t n = 0;
	if (w->pick_role >= 0)
		n = pick_candidates(t, w, &cand);
	bool r = pick_key_with(t, w, ch, fkey, cand, n);
	free(cand);
	return r;
}

static bool
pick_key_with(struct tui *t, struct walk *w, wint_t ch, bool fkey,
	      const int *cand, size_t n)
{
	if (fkey) {
		switch (ch) {
		case KEY_UP:
			if (w->pick_role < 0)
				w->pick_part =
				    w->pick_part > 0 ? w->pick_part - 1 : 0;
			else if (w->pick_cur > 0)
				w->pick_cur--;
			return true;
		case KEY_DOWN:
			if (w->pick_role < 0) {
				if (w->pick_part + 1 < (int)w->nparts)
					w->pick_part++;
			} else if (w->pick_cur + 1 < (int)n)
				w->pick_cur++;
			return true;
		case KEY_BACKSPACE:
			if (w->pick_role >= 0 && w->filter[0]) {
				w->filter[strlen(w->filter) - 1] = '\0';
				w->pick_cur = 0;
			} else {
				go_back(t, w);
			}
			return true;
		case KEY_LEFT:
			go_back(t, w);
			return true;
		case KEY_RIGHT:
			if (w->pick_role < 0)
				go_next(t, w);
			return true;
		case KEY_ENTER:
			break;
		case KEY_DC:
			if (w->pick_role < 0)
				remove_part(w, (size_t)w->pick_part);
			return true;
		default:
			return true;
		}
	}
	if (ch == '\r' || ch == '\n' || ch == KEY_ENTER) {
		if (w->pick_role < 0) {
			go_next(t, w);
		} else if (n > 0) {
			pick_unit(t, w,
				  cand[w->pick_cur < (int)n ? w->pick_cur : 0]);
		} else {
			set_msg(w, "no unit matches \"%s\"", w->filter);
		}
		return true;
	}
	if (ch == 27)
		return pick_esc(t, w);
	if (ch == 127 || ch == 8) {
		return pick_key(t, w, KEY_BACKSPACE, true);
	}
	if (w->pick_role < 0) {
		parts_key(t, w, ch);
		return true;
	}
	if (iswprint(ch) && ch != ' ' &&
	    strlen(w->filter) < sizeof w->filter - 1) {
		size_t l = strlen(w->filter);
		w->filter[l] = (char)(ch < 128 ? ch : '?');
		w->filter[l + 1] = '\0';
		w->pick_cur = 0;
		/* A whole name typed: highlight it exactly. */
		int *now = NULL;
		size_t m = pick_candidates(t, w, &now);
		for (size_t i = 0; i < m; i++)
			if (strcmp(t->s->g->units[now[i]].name, w->filter) == 0)
				w->pick_cur = (int)i;
		free(now);
	}
	return true;
}

static void start_value(struct tui *, struct walk *, enum step_kind, wint_t);

/* A value being typed: Enter takes it (refused in place if bad), Esc
 * drops it, ^U starts again. */
static void
edit_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	clear_msg(w);
	if (!fkey && ch == 21) { /* ^U: start the value again */
		w->edit[0] = '\0';
		return;
	}
	if ((!fkey && (ch == '\r' || ch == '\n')) || (fkey && ch == KEY_ENTER))
		finish_edit(t, w);
	else if (!fkey && ch == 27)
		w->editing = false;
	else if (!fkey && w->edit[0] == '\0' && ch >= '0' && ch <= '9')
		/* Started again (^U after a refusal): a digit is as on a
		 * fresh row, so one die is taken at once. */
		start_value(t, w, step_kind(w, w->step, NULL), ch);
	else if ((fkey && ch == KEY_BACKSPACE) ||
		 (!fkey && (ch == 127 || ch == 8))) {
		size_t l = strlen(w->edit);
		if (l)
			w->edit[l - 1] = '\0';
		else
			w->editing = false;
	} else if (!fkey && iswprint(ch) && ch < 128 &&
		   strlen(w->edit) < sizeof w->edit - 1) {
		size_t l = strlen(w->edit);
		w->edit[l] = (char)ch;
		w->edit[l + 1] = '\0';
	}
}

/* A digit (or sign) starts a value; one die of up to nine faces is taken
 * at once and the next row selected (the last waits for Enter, so a
 * habitual Enter never applies). */
static void
start_value(struct tui *t, struct walk *w, enum step_kind k, wint_t ch)
{
	w->editing = true;
	w->edit[0] = (char)ch;
	w->edit[1] = '\0';
	struct dicespec spec = dice_spec(t);
	if (k == S_DICE && spec.n == 1 && spec.faces < 10 && ch >= '1' &&
	    ch <= (wint_t)('0' + spec.faces) && w->cur >= 0 &&
	    (size_t)w->cur < w->ndice) {
		w->editing = false;
		snprintf(w->dice[w->cur].val, sizeof w->dice[w->cur].val, "%c",
			 (char)ch);
		preview_clear(w);
		if ((size_t)w->cur + 1 < w->ndice)
			w->cur++;
	}
}

/* Function keys on the check, factors, dice and result steps; returns
 * false for KEY_ENTER (handled with Enter). */
static bool
walk_fkey(struct tui *t, struct walk *w, enum step_kind k, wint_t ch)
{
	int n = step_items(w);
	switch (ch) {
	case KEY_UP:
		if (k == S_RESULT)
			w->result_top -= w->result_top > 0;
		else if (w->cur > 0)
			w->cur--;
		return true;
	case KEY_DOWN:
		if (k == S_RESULT)
			w->result_top++;
		else if (w->cur + 1 < n)
			w->cur++;
		return true;
	case KEY_PPAGE:
		w->result_top -= 5;
		if (w->result_top < 0)
			w->result_top = 0;
		return true;
	case KEY_NPAGE:
		w->result_top += 5;
		return true;
	case KEY_RIGHT:
		if (k != S_RESULT)
			go_next(t, w);
		return true;
	case KEY_LEFT:
	case KEY_BACKSPACE:
		go_back(t, w);
		return true;
	case KEY_DC:
		if (k == S_DICE && w->cur < (int)w->ndice) {
			w->dice[w->cur].val[0] = '\0';
			preview_clear(w);
		} else {
			unanswer(t, w);
		}
		return true;
	case KEY_ENTER:
		return false;
	default:
		return true;
	}
}

bool
walk_key(struct tui *t, struct walk *w, wint_t ch, bool fkey)
{
	if (w->bw)
		return bwalk_key(t, w->bw, ch, fkey);
	enum step_kind k = step_kind(w, w->step, NULL);
	if (!fkey && ((ch == 't' && k != S_PICK) || ch == 'T') && !w->editing &&
	    !(k == S_PICK && w->pick_role >= 0)) {
		t->teach = !t->teach;
		return true;
	}
	if (k == S_PICK)
		return pick_key(t, w, ch, fkey);
	if (w->editing) {
		edit_key(t, w, ch, fkey);
		return true;
	}
	if (fkey && walk_fkey(t, w, k, ch))
		return true;
	clear_msg(w);
	switch (ch) {
	case '\r':
	case '\n':
	case KEY_ENTER:
	case ' ':
		if (k == S_RESULT) {
			if (ch == ' ')
				return true;
			return apply(t, w);
		}
		go_next(t, w);
		return true;
	case 127:
	case 8:
	case 27:
		/* Backspace and Esc step back one step; every answer is kept.
		 * At the parts list it asks once before dropping the ruling. */
		go_back(t, w);
		return true;
	case 'j':
		return walk_key(t, w, KEY_DOWN, true);
	case 'k':
		return walk_key(t, w, KEY_UP, true);
	case 'y':
	case 'n':
		if (k == S_RESULT)
			follow_answer(w, ch == 'y');
		if (k == S_CHECK || k == S_FACTORS) {
			size_t p;
			enum ans_step as;
			struct item *it = current_item(w, &p, &as);
			if (it && !yes_no_item(it)) {
				set_msg(w, "%s takes %s: type it, then Enter",
					it->key, it->allowed);
				return true;
			}
			answer(t, w, ch == 'y' ? "yes" : "no");
		}
		return true;
	case 'x':
		for (size_t i = 0; k == S_RESULT && i < w->nfollows; i++)
			w->follows[i].ans[0] = '\0';
		if (k == S_RESULT)
			return true;
		if (k == S_DICE && w->cur < (int)w->ndice) {
			w->dice[w->cur].val[0] = '\0';
			preview_clear(w);
		} else {
			unanswer(t, w);
		}
		return true;
	case 'o': /* the umpire's odds, on the dice and result steps */
		if (k == S_DICE || k == S_RESULT)
			oddsview_toggle(&w->odds);
		else
			set_msg(w, "o: the odds show on the dice and result "
				   "steps (Enter goes on)");
		return true;
	case 'R':
		for (size_t i = 0; k == S_DICE && i < w->ndice; i++)
			if (w->dice[i].val[0] == '\0') {
				w->cur = (int)i;
				walk_key(t, w, 'r', false);
			}
		return true;
	case 'r':
		if (k == S_DICE && w->cur < (int)w->ndice) {
			struct dicespec spec = dice_spec(t);
			struct roll r;
			roll_dice(&t->s->rng, &spec, &r);
			char buf[64];
			roll_format_dice(&r, buf, sizeof buf);
			snprintf(w->dice[w->cur].val,
				 sizeof w->dice[w->cur].val, "%s", buf);
			/* Shown before the ruling is applied: traced in the
			 * game file (docs/game-files.md). */
			char *note = um_xasprintf(
			    "dice rolled with r for %s: %s (shown, not yet "
			    "applied)",
			    w->dice[w->cur].who, buf);
			char *nerr = NULL;
			session_note(t->s, note, &nerr);
			free(note);
			free(nerr);
			preview_clear(w);
			if (w->cur + 1 < (int)w->ndice)
				w->cur++;
		}
		return true;
	default:
		break;
	}
	if ((k == S_CHECK || k == S_FACTORS || k == S_DICE) && ch < 128 &&
	    (isdigit((int)ch) || ch == '-' || ch == '+' || ch == '.'))
		start_value(t, w, k, ch);
	else if ((k == S_DICE || k == S_RESULT) && ch == 'r')
		set_msg(w, "r rolls on the dice step; Esc goes back to it");
	else if (ch > ' ' && ch != 'R')
		walk_unknown_key(w, ch);
	return true;
}

/* ---- drawing ------------------------------------------------------------ */

/* A step's name in the trail: "check2" for the second part's checks. */
static const char *
walk_step_label(const struct walk *w, enum step_kind sk, size_t part)
{
	static const char *const shortn[] = {"pick", "check", "factors", "dice",
					     "result"};
	static char lab[24];
	if ((sk == S_CHECK || sk == S_FACTORS) && w->nparts > 1)
		snprintf(lab, sizeof lab, "%s%zu", shortn[sk], part + 1);
	else
		snprintf(lab, sizeof lab, "%s", shortn[sk]);
	return lab;
}

static const char *
mark(const struct tui *t, const char *result)
{
	if (result == NULL)
		return " ";
	if (strcmp(result, "pass") == 0)
		return t->ascii ? "+" : "\u2713";
	if (strcmp(result, "fail") == 0)
		return t->ascii ? "x" : "\u2717";
	if (strcmp(result, "ask") == 0)
		return "?";
	return " ";
}

static enum tui_role
result_role(const char *result)
{
	if (result == NULL)
		return R_NORMAL;
	if (strcmp(result, "pass") == 0)
		return R_PASS;
	if (strcmp(result, "fail") == 0)
		return R_FD;
	if (strcmp(result, "ask") == 0)
		return R_ASK;
	return R_NORMAL;
}

static const char *
source_word(const char *s)
{
	if (s == NULL)
		return "";
	if (strcmp(s, "derived") == 0)
		return "map/roster";
	if (strcmp(s, "given") == 0 || strcmp(s, "umpire") == 0 ||
	    strcmp(s, "asked") == 0)
		return "you";
	return s;
}

/* One row per item; the detail of the selected one below the list. */
static int
draw_item_row(struct tui *t, const struct walk *w, const struct part *p,
	      const struct item *it, bool sel, int y, int x, int wd)
{
	(void)w;
	enum tui_role base = sel ? R_SEL : R_NORMAL;
	if (sel)
		tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
	const char *ans = answer_get(p, it->key);
	char buf[200];
	int cx = x;
	if (it->kind == IT_CHECK) {
		cx +=
		    tui_put(t, y, cx, wd, sel ? R_SEL : result_role(it->result),
			    mark(t, it->result));
		snprintf(buf, sizeof buf, " %-15s %-4s", it->key,
			 it->result ? it->result : "");
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		if (ans)
			snprintf(buf, sizeof buf, " =%s", ans);
		else
			snprintf(buf, sizeof buf, " %s",
				 it->rule ? it->rule : "");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_DIM, buf);
	} else if (it->kind == IT_FACTOR) {
		cx += tui_put(t, y, cx, wd, base, ans ? "*" : " ");
		snprintf(buf, sizeof buf, " %-15s ", it->key);
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		cx += tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_TAG,
			      it->values ? it->values : "");
		snprintf(buf, sizeof buf, " %s", ans ? "=you" : "");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_DIM, buf);
	} else {
		cx +=
		    tui_put(t, y, cx, wd, sel ? R_SEL : R_ASK, ans ? "*" : "?");
		snprintf(buf, sizeof buf, " %-15s ", it->key);
		cx += tui_put(t, y, cx, x + wd - cx, base, buf);
		if (ans)
			snprintf(buf, sizeof buf, "=%s", ans);
		else
			snprintf(buf, sizeof buf, "default %s",
				 it->def ? it->def : "-");
		tui_put(t, y, cx, x + wd - cx, sel ? R_SEL : R_ASK, buf);
	}
	return 1;
}

/* The ruleset's view of a fire (its fire_view hook), or false. */
static bool
fire_view_of(const struct tui *t, const char *actor, const char *target,
	     struct fire_view *fv)
{
	const struct game *g = t->s->g;
	int ia = tui_unit_index(t, actor), it = tui_unit_index(t, target);
	if (g->rs->fire_view == NULL || ia < 0 || it < 0)
		return false;
	memset(fv, 0, sizeof *fv);
	fv->blocked_unit = -1;
	return g->rs->fire_view(g, t->s->tables, &g->units[ia], &g->units[it],
				fv) == 0 &&
	       fv->known;
}

/* The detail of an item: question, reason, who decided, your answer and,
 * teaching, what the rule says. rows < 0: only count the rows it needs. */
static int
draw_detail(struct tui *t, const struct part *p, const struct item *it, int y,
	    int x, int wd, int rows)
{
	int used = 0;
	bool measure = rows < 0;
	char buf[1024];
#define LINE(role, ...)                                                        \
	do {                                                                   \
		snprintf(buf, sizeof buf, __VA_ARGS__);                        \
		if (measure)                                                   \
			used += tui_wrap_rows(buf, wd, 2);                     \
		else if (used < rows)                                          \
			used += tui_wrap_draw(t, y + used, x, wd, 2, 0,        \
					      rows - used, role, buf);         \
	} while (0)
	const char *ans = answer_get(p, it->key);
	bool ask = it->kind == IT_ASK ||
		   (it->result && strcmp(it->result, "ask") == 0);
	if (ask && it->question)
		LINE(R_ASK, "%s [%s]", it->question,
		     it->allowed ? (yes_no_item(it) ? "y/n" : it->allowed)
				 : "y/n or a value");
	struct fire_view fv;
	if (ask && strcmp(it->key, "range") == 0 &&
	    fire_view_of(t, p->actor, p->target, &fv)) {
		char num[32];
		um_fmt_num(num, sizeof num,
			   (double)(long)(fv.range * 10 + 0.5) / 10);
		LINE(R_DIM, "the map measures %s %s%s%s", num,
		     t->s->g->inches ? "in" : "cm",
		     fv.blocked_by[0] ? ", blocked by " : "", fv.blocked_by);
	}
	if (it->reason &&
	    !(ask && it->question && strcmp(it->reason, it->question) == 0))
		LINE(R_NORMAL, "%s", it->reason);
	/* Teaching: the paraphrase of this check or factor, else of its
	 * rule section (the ruleset's descriptor data). */
	const char *sec = NULL;
	const char *para =
	    t->teach ? teach_key_text(t->s->g, it->key, &sec) : NULL;
	/* A key's paraphrase of another section (the melee's `cover`,
	 * 4.1.3, is not the fire's, 3.1.3): the item's own rule instead. */
	if (para && sec && it->rule &&
	    strncmp(it->rule, sec, strlen(sec)) != 0 &&
	    teach_rule_text(t->s->g, it->rule))
		para = NULL;
	if (para == NULL && t->teach) {
		para = teach_rule_text(t->s->g, it->rule);
		sec = it->rule;
	}
	if (it->kind == IT_FACTOR) {
		/* The whole key (the row cuts long ones) and whose it is. */
		LINE(R_NORMAL, "%s%s%s", it->key, it->part ? " for " : "",
		     it->part ? it->part : "");
		LINE(R_DIM, "table %s%s, %s%s%s", it->table ? it->table : "?",
		     it->provisional ? " (provisional)" : "",
		     source_word(it->source),
		     it->rule && !para ? ", rule " : "",
		     it->rule && !para ? it->rule : "");
	} else if (it->source)
		LINE(R_DIM, "rule %s, decided by %s", it->rule ? it->rule : "?",
		     source_word(it->source));
	else if (it->rule && para == NULL)
		LINE(R_DIM, "rule %s", it->rule);
	if (ans)
		LINE(R_KEY, "your answer: %s=%s (x clears)", it->key, ans);
	if (para)
		LINE(R_TEACH, "%s: %s", sec ? sec : (it->rule ? it->rule : "?"),
		     para);
	if (t->teach)
		for (size_t i = 0; i < it->nnotes; i++)
			LINE(R_TEACH, "%s", it->notes[i]);
#undef LINE
	return used;
}

static void
draw_list(struct tui *t, struct walk *w, const struct part *p,
	  const struct item *items, size_t n, struct rect body, const char *err)
{
	int y = body.y, bottom = body.y + body.h;
	int wd = body.w;
	if (err) {
		y += tui_wrap_draw(t, y, body.x, wd, 2, 0, bottom - y, R_ERROR,
				   err);
	}
	if (n == 0) {
		if (!err)
			tui_put(t, y, body.x, wd, R_DIM,
				"(none applies: nothing to answer)");
		return;
	}
	/* List above, detail below: the detail gets the rows it needs (at
	 * least 4), so a teaching text is never cut; the list scrolls. */
	int detail = 4;
	if (w->cur >= 0 && w->cur < (int)n) {
		int need = draw_detail(t, p, &items[w->cur], 0, body.x, wd, -1);
		if (w->msg)
			need += tui_wrap_rows(w->msg, wd, 2);
		if (need > detail)
			detail = need;
	}
	if (detail > bottom - y - 4)
		detail = bottom - y - 4;
	int listh = bottom - y - detail - 1;
	if (listh < 2)
		listh = 2;
	if ((int)n < listh)
		listh = (int)n;
	if (w->cur < w->top)
		w->top = w->cur;
	if (w->cur >= w->top + listh)
		w->top = w->cur - listh + 1;
	for (int i = 0; i < listh && w->top + i < (int)n; i++)
		draw_item_row(t, w, p, &items[w->top + i], w->top + i == w->cur,
			      y + i, body.x, wd);
	if (w->top > 0)
		tui_put(t, y, body.x + wd - 1, 1, R_DIM,
			t->ascii ? "^" : "\u2191");
	if (w->top + listh < (int)n)
		tui_put(t, y + listh - 1, body.x + wd - 1, 1, R_DIM,
			t->ascii ? "v" : "\u2193");
	y += listh;
	tui_put(t, y, body.x, wd, R_DIM,
		t->ascii ? "- - - - - - - - - - - - - - - - - - -"
			 : "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504"
			   "\u2504\u2504\u2504\u2504\u2504\u2504\u2504\u2504");
	y++;
	if (w->cur >= 0 && w->cur < (int)n)
		draw_detail(t, p, &items[w->cur], y, body.x, wd, bottom - y);
}

static void
draw_pick(struct tui *t, struct walk *w, struct rect body)
{
	const struct game *g = t->s->g;
	int y = body.y, wd = body.w;
	const char *actor_word = w->kind == WALK_FIRE ? "firer" : "attacker";
	const char *target_word = w->kind == WALK_FIRE ? "target" : "defender";
	if (w->pick_role < 0) {
		const struct ruleset_teach *te = t->s->g->rs->teach;
		if (w->kind == WALK_FIRE && te && te->common_section &&
		    te->split_section) {
			char *h =
			    um_xasprintf("Fire parts (common target %s, "
					 "split %s):",
					 te->common_section, te->split_section);
			tui_put_clip(t, y++, body.x, wd, R_DIM, h);
			free(h);
		} else
			tui_put(t, y++, body.x, wd, R_DIM,
				w->kind == WALK_FIRE ? "Fire parts:"
						     : "Attacks:");
		for (size_t i = 0; i < w->nparts && y < body.y + body.h - 4;
		     i++) {
			bool sel = (int)i == w->pick_part;
			if (sel)
				tui_fill(t, (struct rect){y, body.x, 1, wd},
					 R_SEL);
			tui_putf(t, y++, body.x, wd, sel ? R_SEL : R_NORMAL,
				 " %zu. %s %s %s", i + 1,
				 w->parts[i].actor[0] ? w->parts[i].actor : "?",
				 w->kind == WALK_FIRE ? ">" : "vs",
				 w->parts[i].target[0] ? w->parts[i].target
						       : "?");
			/* Its helpers on a row of their own. */
			struct strbuf sb;
			sb_init(&sb);
			for (const struct walk_helper *h = walk_helpers(t, w);
			     h && h->key; h++) {
				const char *v =
				    answer_get(&w->parts[i], h->key);
				if (v)
					sb_addf(&sb, " %s=%s", h->key, v);
			}
			if (sb.len && y < body.y + body.h - 4)
				y += tui_wrap_draw(t, y, body.x + 4, wd - 4, 2,
						   0, 2, R_DIM, sb.s);
			sb_free(&sb);
		}
		y++;
		tui_put(t, y++, body.x, wd, R_KEY, "Enter: on to the checks");
		tui_putf(t, y++, body.x, wd, R_DIM, "+ another %s at %s",
			 actor_word, w->parts[w->pick_part].target);
		if (w->kind != WALK_FIRE || split_fire_ok(t))
			tui_putf(t, y++, body.x, wd, R_DIM,
				 "s %s at another %s",
				 w->parts[w->pick_part].actor, target_word);
		tui_put(t, y++, body.x, wd, R_DIM,
			"a/t change firer/target, x drop part");
		int hi = 1;
		for (const struct walk_helper *h = walk_helpers(t, w);
		     h && h->key && y < body.y + body.h; h++, hi++)
			tui_putf(t, y++, body.x, wd, R_DIM, "%d a %s (%s)", hi,
				 h->what, h->section);
		return;
	}
	const struct part *p = &w->parts[w->pick_part];
	if (w->pick_role == 2 && w->helper)
		tui_putf(t, y++, body.x, wd, R_ASK,
			 "%s for %s > %s:", w->helper->what, p->actor,
			 p->target);
	else if (w->pick_role == 1)
		tui_putf(t, y++, body.x, wd, R_ASK, "%s for %s:", target_word,
			 p->actor);
	else
		tui_putf(t, y++, body.x, wd, R_ASK, "%s%s%s:", actor_word,
			 p->target[0] ? " at " : "", p->target);
	int x = body.x;
	x += tui_put(t, y, x, wd, R_DIM, "name: ");
	x += tui_put(t, y, x, body.x + wd - x, R_KEY, w->filter);
	tui_put(t, y, x, 1, R_SEL, " ");
	y++;
	int *cand = NULL;
	size_t n = pick_candidates(t, w, &cand);
	int rows = body.y + body.h - y - 1;
	int top = w->pick_cur >= rows ? w->pick_cur - rows + 1 : 0;
	const struct unit *ref = NULL;
	int ri = tui_unit_index(t, w->pick_role != 0 ? p->actor : p->target);
	if (ri >= 0)
		ref = &g->units[ri];
	for (int i = 0; i < rows && top + i < (int)n; i++) {
		const struct unit *u = &g->units[cand[top + i]];
		bool sel = top + i == w->pick_cur;
		char dist[24] = "";
		if (ref && ref->placed && u->placed) {
			struct footprint fa, fb;
			if (tui_unit_fp(t, ref, ref->x, ref->y, ref->facing,
					&fa) == GEOM_OK &&
			    tui_unit_fp(t, u, u->x, u->y, u->facing, &fb) ==
				GEOM_OK) {
				char num[16];
				um_fmt_num(num, sizeof num,
					   (double)(long)(footprint_distance(
							      &fa, &fb) +
							  0.5));
				snprintf(dist, sizeof dist, "%s%s", num,
					 g->inches ? "in" : "cm");
			}
		}
		if (sel)
			tui_fill(t, (struct rect){y, body.x, 1, wd}, R_SEL);
		tui_putf(t, y++, body.x, wd, sel ? R_SEL : R_NORMAL,
			 "%s %-8.8s %-7.7s %-7.7s %6s", sel ? ">" : " ",
			 u->name, u->side, formation_short(g, u), dist);
	}
	if (n == 0)
		tui_put(t, y, body.x, wd, R_DIM, "(no unit matches)");
	free(cand);
}

static void
draw_dice(struct tui *t, struct walk *w, struct rect body)
{
	int y = body.y, wd = body.w;
	struct dicespec spec = dice_spec(t);
	if (!oddsview_on(w->odds)) { /* the odds take the room of the hints */
		/* An example of this ruleset's dice: 3d6 "12" or "4,3,5". */
		static const int ex[] = {4, 3, 5, 2, 6, 1};
		char dice[48] = "";
		int total = 0;
		for (int i = 0; i < spec.n && i < 6; i++) {
			int v = ex[i] <= spec.faces ? ex[i] : 1;
			total += v;
			snprintf(dice + strlen(dice),
				 sizeof dice - strlen(dice), "%s%d",
				 i ? "," : "", v);
		}
		if (spec.n == 1)
			tui_putf(t, y++, body.x, wd, R_DIM,
				 "1d%d: the die (%s),", spec.faces, dice);
		else
			tui_putf(t, y++, body.x, wd, R_DIM,
				 "%dd%d: the total (%d) or dice (%s),", spec.n,
				 spec.faces, total, dice);
		tui_put(t, y++, body.x, wd, R_DIM,
			"r rolls this row, R every empty row;");
		tui_put(t, y++, body.x, wd, R_DIM, "Enter: the result");
		y++;
	}
	for (size_t i = 0; i < w->ndice && y < body.y + body.h - 2; i++) {
		const struct dice_entry *d = &w->dice[i];
		bool sel = (int)i == w->cur;
		if (sel)
			tui_fill(t, (struct rect){y, body.x, 1, wd}, R_SEL);
		const char *val = d->val[0] ? d->val : "(type or r)";
		if (sel && w->editing)
			val = w->edit;
		char what[64];
		if (d->wd->per_part && w->nparts > 1)
			snprintf(what, sizeof what, "%s (part %zu)",
				 d->wd->what, d->part + 1);
		else
			snprintf(what, sizeof what, "%s", d->wd->what);
		/* The value always shows: a long label is cut (…) first. */
		char *label = um_xasprintf(" %s %s: ", d->who, what);
		char *v =
		    um_xasprintf("%s%s", val, sel && w->editing ? "_" : "");
		int vw = tui_width(v), lw = tui_width(label);
		int x = body.x + tui_put_clip(t, y, body.x,
					      lw + vw <= wd ? lw : wd - vw - 1,
					      sel ? R_SEL : R_NORMAL, label);
		if (lw + vw > wd)
			x += tui_put(t, y, x, 1, sel ? R_SEL : R_NORMAL, " ");
		tui_put(t, y++, x, body.x + wd - x, sel ? R_SEL : R_NORMAL, v);
		free(label);
		free(v);
	}
	const struct ruleset_teach *te = t->s->g->rs->teach;
	const char *tt = te == NULL		? NULL
			 : w->kind == WALK_FIRE ? te->fire_dice_teach
						: te->melee_dice_teach;
	if (t->teach && tt)
		tui_wrap_draw(t, y + 1, body.x, wd, 2, 0,
			      body.y + body.h - y - 1, R_TEACH, tt);
}

/* The odds panel (o) below the dice rows, or over the lower half of the
 * result: the odds of the declarations without their dice. */
static void
draw_odds(struct tui *t, struct walk *w, struct rect body, bool dice)
{
	char **lines = um_xcalloc(w->nparts + 1, sizeof *lines);
	for (size_t i = 0; i < w->nparts; i++)
		lines[i] = part_line(w, &w->parts[i], NULL, ANS_FACTOR);
	int top = dice ? body.y + 1 + (int)w->ndice : body.y + body.h / 2;
	int h = body.y + body.h - top;
	oddsview_draw(t, w->odds, lines, w->nparts,
		      (struct rect){top, body.x, h, body.w});
	for (size_t i = 0; i < w->nparts; i++)
		free(lines[i]);
	free(lines);
}

/* A question the result leaves open, whole; answered, in one short
 * line ("advance Cuir6 (4.1.4): yes"). */
static char *
follow_text(const struct follow *f)
{
	if (f->ans[0])
		return um_xasprintf("%s %s (%s): %s", f->key,
				    f->unit ? f->unit : "",
				    f->rule ? f->rule : "?", f->ans);
	return um_xasprintf("%s (%s) [y/n]: ?",
			    f->question ? f->question : f->key,
			    f->rule ? f->rule : "?");
}

static void
draw_result(struct tui *t, struct walk *w, struct rect body)
{
	int y = body.y, wd = body.w, bottom = body.y + body.h - 1;
	if (w->preview_err) {
		tui_wrap_draw(t, y, body.x, wd, 2, 0, bottom - y, R_ERROR,
			      w->preview_err);
		tui_put(t, bottom, body.x, wd, R_DIM,
			"Esc: back to change an answer");
		return;
	}
	/* The results in words (who won first), the questions they leave
	 * open, the result records, the explanation, the lines the journal
	 * will get, then the computation records; Up/Down scroll. */
	/* The questions the result leaves open, whole, at the foot of the
	 * pane (always in view), under the outcome they follow from. */
	int qrows = 0;
	for (size_t i = 0; i < w->nfollows; i++) {
		const struct follow *f = &w->follows[i];
		char *q = follow_text(f);
		qrows += tui_wrap_rows(q, wd, 2);
		free(q);
	}
	if (qrows > bottom - y - 3) /* the outcome keeps three rows */
		qrows = bottom - y - 3 > 0 ? bottom - y - 3 : 0;
	int qy = bottom - qrows;
	for (size_t i = 0; i < w->nfollows && qy < bottom; i++) {
		const struct follow *f = &w->follows[i];
		char *q = follow_text(f);
		qy += tui_wrap_draw(t, qy, body.x, wd, 2, 0, bottom - qy,
				    f->ans[0] ? R_NORMAL : R_ASK, q);
		free(q);
	}
	int hint_y = bottom;
	bottom -= qrows;
	int row = 0;
	for (size_t i = 0; i < w->nwords && y < bottom; i++) {
		int rows = tui_wrap_rows(w->words[i], wd, 2);
		int skip = w->result_top - row;
		row += rows;
		if (skip >= rows)
			continue;
		y += tui_wrap_draw(t, y, body.x, wd, 2, skip > 0 ? skip : 0,
				   bottom - y, R_KEY, w->words[i]);
	}
	for (int pass = 0; pass < 4; pass++) {
		size_t n = pass == 2 ? w->nfinal + 1 : w->preview.n;
		for (size_t i = 0; i < n && y < bottom; i++) {
			const char *text;
			enum tui_role role;
			if (pass == 2) {
				text = i == 0 ? "the journal gets:"
					      : w->final[i - 1];
				role = i == 0 ? R_DIM : R_KEY;
			} else {
				const struct out_line *l = &w->preview.lines[i];
				bool rec = l->kind == OUT_RECORD;
				bool res =
				    rec && strncmp(l->text, "RESULT", 6) == 0;
				if ((pass == 0) != res || (pass == 1 && rec) ||
				    (pass == 3 && !rec))
					continue;
				if (l->kind == OUT_TEACH && !t->teach)
					continue;
				text = l->text;
				role = pass == 0	      ? R_TAG
				       : pass == 3	      ? R_DIM
				       : l->kind == OUT_TEACH ? R_TEACH
							      : R_NORMAL;
			}
			int rows = tui_wrap_rows(text, wd, 2);
			int skip = w->result_top - row;
			row += rows;
			if (skip >= rows)
				continue;
			y += tui_wrap_draw(t, y, body.x, wd, 2,
					   skip > 0 ? skip : 0, bottom - y,
					   role, text);
		}
	}
	if (w->preview.n == 0)
		tui_put(t, y, body.x, wd, R_DIM,
			"(the resolution printed "
			"nothing)");
	if (w->msg)
		tui_put(t, hint_y, body.x, wd, R_ERROR, w->msg);
	else
		tui_put(t, hint_y, body.x, wd, R_KEY,
			w->nfollows
			    ? "y/n: the questions  Enter: apply  Esc: back"
			    : "Enter: apply  Esc: back");
}

/* The steps as a trail: done ones dim, this one bold. Too long for the
 * pane (several parts), it starts late enough ("…") for this step to
 * show. */
static void
draw_trail(struct tui *t, const struct walk *w, int y, int x, int wd)
{
	int cx = x, ns = nsteps(w), s0 = 0;
	int len = 0; /* columns of steps s0..this one */
	for (int s = 0; s <= w->step && s < ns; s++) {
		size_t sp;
		enum step_kind sk = step_kind(w, s, &sp);
		len += (s ? 1 : 0) + (int)strlen(walk_step_label(w, sk, sp));
	}
	while (s0 < w->step && len + 1 > wd) {
		size_t sp;
		enum step_kind sk = step_kind(w, s0, &sp);
		len -= (int)strlen(walk_step_label(w, sk, sp)) + 1;
		s0++;
	}
	if (s0 > 0)
		cx += tui_put(t, y, cx, x + wd - cx, R_DIM,
			      t->ascii ? "~" : "\u2026");
	for (int s = s0; s < ns && cx < x + wd; s++) {
		size_t sp;
		enum step_kind sk = step_kind(w, s, &sp);
		if (s)
			cx += tui_put(t, y, cx, x + wd - cx, R_DIM,
				      t->ascii ? ">" : "\u203a");
		cx +=
		    tui_put(t, y, cx, x + wd - cx, s == w->step ? R_SEL : R_DIM,
			    walk_step_label(w, sk, sp));
	}
}

void
walk_draw(struct tui *t, struct walk *w, struct rect r)
{
	if (w->bw) {
		bwalk_draw(t, w->bw, r);
		return;
	}
	size_t p;
	enum step_kind k = step_kind(w, w->step, &p);
	char title[96], right[32];
	const struct part *pt = w->nparts ? &w->parts[p] : NULL;
	/* The ruleset's word for a melee ("Charge"; its descriptor). */
	const struct ruleset_teach *te = t->s->g->rs->teach;
	const char *melee = te && te->melee_title ? te->melee_title : "Melee";
	if (k == S_CHECK || k == S_FACTORS)
		snprintf(title, sizeof title, "%s %s %s %s",
			 w->kind == WALK_FIRE ? "Fire" : melee, pt->actor,
			 w->kind == WALK_FIRE ? ">" : "vs", pt->target);
	else
		snprintf(title, sizeof title, "%s",
			 w->kind == WALK_FIRE ? "Fire" : melee);
	snprintf(right, sizeof right, "step %d/%d", w->step + 1, nsteps(w));
	tui_title(t, r, title, right);
	static const char *const heads[] = {[S_PICK] = "Pick",
					    [S_CHECK] = "Eligibility",
					    [S_FACTORS] = "Factors",
					    [S_DICE] = "Dice",
					    [S_RESULT] =
						"Result (not applied yet)"};
	int y = r.y + 1;
	int x = r.x + 1, wd = r.w - 2;
	draw_trail(t, w, y, x, wd);
	y++;
	char head[160];
	if (k == S_CHECK)
		snprintf(head, sizeof head, "%s: %s", heads[k],
			 strcmp(pt->eligible, "yes") == 0   ? "eligible"
			 : strcmp(pt->eligible, "no") == 0  ? "NOT eligible"
			 : strcmp(pt->eligible, "ask") == 0 ? "questions open"
							    : "-");
	else
		snprintf(head, sizeof head, "%s", heads[k]);
	tui_put(t, y++, x, wd,
		k == S_CHECK && strcmp(pt->eligible, "no") == 0 ? R_FD
								: R_TITLE,
		head);
	struct rect body = {y, x, r.y + r.h - y - 1, wd};
	switch (k) {
	case S_PICK:
		draw_pick(t, w, body);
		break;
	case S_CHECK:
		draw_list(t, w, pt, pt->checks, pt->nchecks, body,
			  pt->check_err);
		break;
	case S_FACTORS:
		draw_list(t, w, pt, pt->factors, pt->nfactors, body,
			  pt->factor_err);
		break;
	case S_DICE:
		draw_dice(t, w, body);
		break;
	case S_RESULT:
		body.h++;
		draw_result(t, w, body);
		break;
	}
	if (k == S_DICE || k == S_RESULT)
		draw_odds(t, w, body, k == S_DICE);
	/* The bottom row: an error in place, the value being typed, or the
	 * step's keys. */
	int by = r.y + r.h - 1;
	if (k == S_RESULT)
		return;
	if (w->msg) {
		/* Wrapped upwards from the bottom row (above the value being
		 * typed), over the detail, never cut. */
		int rows = tui_wrap_rows(w->msg, wd, 2);
		int last = w->editing && k != S_DICE ? by - 1 : by;
		if (rows > r.h / 2)
			rows = r.h / 2;
		tui_fill(t, (struct rect){last - rows + 1, x, rows, wd},
			 R_NORMAL);
		tui_wrap_draw(t, last - rows + 1, x, wd, 2, 0, rows, R_ERROR,
			      w->msg);
	}
	if (w->msg && !w->editing) {
		/* shown above */
	} else if (w->editing && k != S_DICE) {
		int ex = x + tui_put(t, by, x, wd, R_KEY, "value: ");
		ex += tui_put(t, by, ex, x + wd - ex, R_NORMAL, w->edit);
		tui_put(t, by, ex, 1, R_SEL, " ");
	} else if (k == S_CHECK || k == S_FACTORS) {
		size_t pi;
		enum ans_step as;
		struct item *it = current_item(w, &pi, &as);
		bool ask =
		    it && (it->kind == IT_ASK ||
			   (it->result && strcmp(it->result, "ask") == 0));
		if (ask && it->allowed && !yes_no_item(it))
			tui_putf(t, by, x, wd, R_ASK,
				 "ASK %s [%s]: type, Enter", it->key,
				 it->allowed);
		else if (ask)
			tui_putf(t, by, x, wd, R_ASK, "ASK %s (y/n)", it->key);
		else
			tui_put(t, by, x, wd, R_DIM,
				"y/n answer, Enter next, Esc back");
	}
}
