/* brigadewalk.c - the walkthrough of a brigade fire
 * (docs/brigades.md): one ruling with a line per battalion.
 *
 *   target   type the target's name or move with Up/Down; Enter picks
 *   lines    `check fire BRIGADE at T`: each battalion may fire, or is
 *            left out with its failing check and section; each that
 *            may fire asks its dice: typed (4,3,5; the next battalion
 *            is selected once they are complete), or rolled on r (this
 *            one) or R (every one without dice), never unasked; a die
 *            the dice cannot show is refused as typed
 *   factors  `factors fire BRIGADE at T`: each battalion's FACTOR
 *            records in words with their sections (dice may still be
 *            typed)
 *   result   `fire BRIGADE at T [UNIT.dice=...]` and `resolve` run on a
 *            scratch copy (preview): each battalion's FIRE (or SHOT) and
 *            the target's RESULT; Enter sends the same lines, dice
 *            written in, to the session: one ruling, one `undo ruling`.
 *
 * o, from the battalions on, shows (and hides) the umpire's odds of the
 * brigade's fire as declared (oddsview.c, as the single walkthrough's
 * dice step has them): `odds` after the fire line without dice.
 *
 * Esc steps back from every step; typed dice and answers stay (answers
 * are dropped only when another target is picked: they were about the
 * old one). Like walk.c, it changes the game only through command
 * lines. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "brigadewalk.h"
#include "oddsview.h"
#include "umpire/cmd.h"
#include "umpire/dice.h"
#include "umpire/footprint.h"
#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

enum bstep { B_TARGET, B_LINES, B_FACTORS, B_RESULT };

struct batt {
	char name[UM_NAME_MAX + 1];
	bool may;	   /* ELIGIBLE value=yes */
	char why[512];	   /* left out: "key: reason (rule)" */
	char dice[32];	   /* typed or rolled on r/R; "" = none yet */
	char ask_key[64];  /* the question its check asks now */
	char answers[256]; /* the umpire's: " UNIT.KEY=VALUE"... */
	char result[200];  /* its FIRE or SHOT record, in short */
	char **factors;	   /* its FACTOR records and notes, in words */
	size_t nfactors;
	size_t nrec; /* how many of them are FACTOR records */
};

struct bwalk {
	char brigade[UM_NAME_MAX + 1];
	char side[UM_NAME_MAX + 1];
	enum bstep step;
	char filter[UM_NAME_MAX + 1];
	int cur; /* target: row of the list; lines: the battalion */
	char target[UM_NAME_MAX + 1];
	struct batt *b;
	size_t nb;
	size_t nmay;
	struct out preview;
	char **final;
	size_t nfinal;
	char **words; /* RESULT records in words */
	size_t nwords;
	char msg[300];
	bool editing; /* typing the selected battalion's answer */
	char edit[64];
	struct oddsview *odds; /* o: the umpire's odds */
};

/* ---- records ------------------------------------------------------------ */

/* Value of key in a record line into buf ("" when absent). */
static void
rec_get(const char *rec, const char *key, char *buf, size_t size)
{
	struct args a;
	char *err = NULL;
	buf[0] = '\0';
	if (cmd_parse(rec, &a, &err) < 0) {
		free(err);
		return;
	}
	const char *v = kv_get(a.kv, a.nkv, key);
	if (v)
		snprintf(buf, size, "%s", v);
	args_free(&a);
}

static struct batt *
batt_of(struct bwalk *w, const char *name)
{
	for (size_t i = 0; i < w->nb; i++)
		if (strcmp(w->b[i].name, name) == 0)
			return &w->b[i];
	return NULL;
}

/* ---- the steps ---------------------------------------------------------- */

struct bwalk *
bwalk_new(struct tui *t, const char *brigade)
{
	const struct game *g = t->s->g;
	struct bwalk *w = um_xcalloc(1, sizeof *w);
	snprintf(w->brigade, sizeof w->brigade, "%s", brigade);
	out_init(&w->preview);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || strcmp(u->brigade, brigade) != 0)
			continue;
		if (w->nb == 0)
			snprintf(w->side, sizeof w->side, "%s", u->side);
		w->b = um_xreallocarray(w->b, w->nb + 1, sizeof *w->b);
		memset(&w->b[w->nb], 0, sizeof *w->b);
		snprintf(w->b[w->nb].name, sizeof w->b[w->nb].name, "%s",
			 u->name);
		w->nb++;
	}
	return w;
}

static void
preview_clear(struct bwalk *w)
{
	out_clear(&w->preview);
	for (size_t i = 0; i < w->nfinal; i++)
		free(w->final[i]);
	free(w->final);
	w->final = NULL;
	w->nfinal = 0;
	for (size_t i = 0; i < w->nwords; i++)
		free(w->words[i]);
	free(w->words);
	w->words = NULL;
	w->nwords = 0;
	for (size_t i = 0; i < w->nb; i++)
		w->b[i].result[0] = '\0';
}

static void
factors_clear(struct bwalk *w)
{
	for (size_t i = 0; i < w->nb; i++) {
		struct batt *b = &w->b[i];
		for (size_t k = 0; k < b->nfactors; k++)
			free(b->factors[k]);
		free(b->factors);
		b->factors = NULL;
		b->nfactors = 0;
		b->nrec = 0;
	}
}

void
bwalk_free(struct bwalk *w)
{
	if (w == NULL)
		return;
	preview_clear(w);
	factors_clear(w);
	out_free(&w->preview);
	oddsview_free(w->odds);
	free(w->b);
	free(w);
}

/* The enemies whose names hold the filter (case ignored), roster order,
 * into *out (sized to the roster; caller frees). */
static size_t
targets(const struct tui *t, const struct bwalk *w, int **out)
{
	const struct game *g = t->s->g;
	int *idx = um_xcalloc(g->nunits + 1, sizeof *idx);
	*out = idx;
	size_t n = 0, fl = strlen(w->filter);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && strcmp(u->side, w->side) != 0 &&
		    (fl == 0 || strcasestr(u->name, w->filter) != NULL))
			idx[n++] = (int)i;
	}
	return n;
}

/* `check fire BRIGADE at T`: each battalion's verdict. */
/* " UNIT.KEY=VALUE" for every answered question. */
static void
add_answers(const struct bwalk *w, struct strbuf *sb)
{
	for (size_t i = 0; i < w->nb; i++)
		sb_add(sb, w->b[i].answers);
}

/* "VERB BRIGADE at TARGET" with every battalion's answers (check fire,
 * factors fire): the line the walk asks the session. */
static char *
brigade_line(const struct bwalk *w, const char *verb)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s %s at %s", verb, w->brigade, w->target);
	add_answers(w, &sb);
	return sb_steal(&sb);
}

static void
check_brigade(struct tui *t, struct bwalk *w)
{
	char *line = brigade_line(w, "check fire");
	struct out o;
	out_init(&o);
	char *err = NULL;
	w->nmay = 0;
	for (size_t i = 0; i < w->nb; i++) {
		w->b[i].may = false;
		w->b[i].ask_key[0] = '\0';
		snprintf(w->b[i].why, sizeof w->b[i].why, "%s",
			 strcmp(w->b[i].name, w->target) == 0 ? "the target"
							      : "");
	}
	if (t->exec(t, line, &o, &err) < 0)
		snprintf(w->msg, sizeof w->msg, "%s", err ? err : "refused");
	for (size_t i = 0; i < o.n; i++) {
		const char *r = o.lines[i].text;
		char part[2 * UM_NAME_MAX + 2], v[16];
		if (o.lines[i].kind != OUT_RECORD)
			continue;
		if (strncmp(r, "CHECK ", 6) == 0) {
			rec_get(r, "part", part, sizeof part);
			part[strcspn(part, ">")] = '\0';
			rec_get(r, "result", v, sizeof v);
			struct batt *b = batt_of(w, part);
			if (b == NULL || b->why[0] || strcmp(v, "pass") == 0)
				continue;
			char key[64], why[300], rule[64];
			rec_get(r, "key", key, sizeof key);
			rec_get(r, "reason", why, sizeof why);
			if (why[0] == '\0')
				rec_get(r, "question", why, sizeof why);
			rec_get(r, "rule", rule, sizeof rule);
			snprintf(b->why, sizeof b->why, "%s%s: %s (%s)",
				 strcmp(v, "ask") == 0 ? "needs an answer, "
						       : "",
				 key, why, rule);
			if (strcmp(v, "ask") == 0 && b->ask_key[0] == '\0')
				snprintf(b->ask_key, sizeof b->ask_key, "%s",
					 key);
		} else if (strncmp(r, "ELIGIBLE ", 9) == 0) {
			rec_get(r, "firer", part, sizeof part);
			rec_get(r, "value", v, sizeof v);
			struct batt *b = batt_of(w, part);
			if (b && strcmp(v, "yes") == 0) {
				b->may = true;
				b->why[0] = '\0';
				w->nmay++;
			}
		}
	}
	free(err);
	out_free(&o);
	free(line);
}

static void
pick_target(struct tui *t, struct bwalk *w, const char *name)
{
	if (strcmp(w->target, name) != 0) /* answers were about the old one */
		for (size_t i = 0; i < w->nb; i++)
			w->b[i].answers[0] = '\0';
	snprintf(w->target, sizeof w->target, "%s", name);
	w->msg[0] = '\0';
	check_brigade(t, w);
	w->step = B_LINES;
	/* The cursor on the first that may fire, else the first asking. */
	w->cur = -1;
	for (size_t i = 0; i < w->nb && w->cur < 0; i++)
		if (w->b[i].may)
			w->cur = (int)i;
	for (size_t i = 0; i < w->nb && w->cur < 0; i++)
		if (w->b[i].ask_key[0])
			w->cur = (int)i;
	if (w->cur < 0)
		w->cur = 0;
}

/* ---- factors -------------------------------------------------------------
 */

static void
batt_note(struct batt *b, char *line)
{
	b->factors =
	    um_xreallocarray(b->factors, b->nfactors + 1, sizeof *b->factors);
	b->factors[b->nfactors++] = line;
}

/* A FACTOR record in words: "column: loss +2, morale +1 (3.1.9,
 * table06, provisional)". */
static char *
factor_words(const char *rec)
{
	struct args a;
	char *err = NULL;
	if (cmd_parse(rec, &a, &err) < 0) {
		free(err);
		return um_xstrdup(rec);
	}
	static const char *const skip[] = {"part",   "key",	   "table",
					   "source", "rule",	   "label",
					   "reason", "provisional"};
	const char *key = kv_get(a.kv, a.nkv, "key");
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s:", key ? key : "?");
	size_t nval = 0;
	for (size_t k = 0; k < a.nkv; k++) {
		bool skipped = false;
		for (size_t j = 0; j < UM_ARRLEN(skip); j++)
			skipped |= strcmp(skip[j], a.kv[k].key) == 0;
		if (skipped)
			continue;
		const char *v = a.kv[k].val;
		bool num = (v[0] >= '0' && v[0] <= '9') || v[0] == '.';
		/* Words for people: the record key `moral` is "morale". */
		const char *word =
		    strcmp(a.kv[k].key, "moral") == 0 ? "morale" : a.kv[k].key;
		sb_addf(&sb, "%s %s %s%s", nval++ ? "," : "", word,
			num ? "+" : "", v);
	}
	const char *rule = kv_get(a.kv, a.nkv, "rule");
	const char *table = kv_get(a.kv, a.nkv, "table");
	const char *prov = kv_get(a.kv, a.nkv, "provisional");
	const char *src = kv_get(a.kv, a.nkv, "source");
	/* The table by its number ("table06"); who decided, unless the
	 * map and roster did. */
	size_t tlen = table ? strcspn(table, "-.") : 0;
	bool derived = src == NULL || strcmp(src, "derived") == 0;
	sb_addf(&sb, " (%s%s%.*s%s%s%s)", rule ? rule : "no section",
		table ? ", " : "", (int)tlen, table ? table : "",
		prov && strcmp(prov, "yes") == 0 ? ", provisional" : "",
		derived ? "" : ", ", derived ? "" : src);
	args_free(&a);
	return sb_steal(&sb);
}

/* `factors fire BRIGADE at T`: each eligible battalion's FACTOR records
 * in words, and the lines the command prints after them (its numbers and
 * totals, with their sections). */
static bool
run_factors(struct tui *t, struct bwalk *w)
{
	factors_clear(w);
	char *line = brigade_line(w, "factors fire");
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = t->exec(t, line, &o, &err);
	if (r < 0)
		snprintf(w->msg, sizeof w->msg, "%s", err ? err : "refused");
	struct batt *cur = NULL;
	for (size_t i = 0; i < o.n && r == 0; i++) {
		const char *l = o.lines[i].text;
		if (o.lines[i].kind == OUT_RECORD) {
			char part[2 * UM_NAME_MAX + 2];
			rec_get(l, "part", part, sizeof part);
			part[strcspn(part, ">")] = '\0';
			cur = strncmp(l, "FACTOR ", 7) == 0 ? batt_of(w, part)
							    : NULL;
			if (cur) {
				batt_note(cur, factor_words(l));
				cur->nrec++;
			}
			continue;
		}
		while (*l == ' ')
			l++;
		if (cur == NULL || strncmp(l, "not eligible", 12) == 0)
			continue;
		batt_note(cur, um_xstrdup(l));
	}
	free(err);
	out_free(&o);
	free(line);
	return r == 0;
}

/* ---- dice ------------------------------------------------------------------
 */

static struct dicespec
dice_spec(const struct tui *t)
{
	const struct game *g = t->s->g;
	const char *d = game_setting(g, "dice");
	struct dicespec spec = {3, 6};
	if (d == NULL)
		d = g->rs->dice;
	if (d)
		dicespec_parse(d, &spec);
	return spec;
}

/* The cursor on the next battalion that may fire and has no dice yet
 * (after the current one, then from the top); it stays when none. */
static void
next_needing_dice(struct bwalk *w)
{
	for (size_t k = 1; k <= w->nb; k++) {
		size_t i = ((size_t)w->cur + k) % w->nb;
		if (w->b[i].may && w->b[i].dice[0] == '\0') {
			w->cur = (int)i;
			return;
		}
	}
}

/* r: the program rolls b's dice, on the umpire's asking; they are
 * written in like typed dice. */
static void
roll_batt(struct tui *t, struct bwalk *w, struct batt *b)
{
	if (!b->may) {
		snprintf(w->msg, sizeof w->msg, "%s is not eligible: no dice",
			 b->name);
		return;
	}
	struct dicespec spec = dice_spec(t);
	struct roll r;
	roll_dice(&t->s->rng, &spec, &r);
	roll_format_dice(&r, b->dice, (int)sizeof b->dice);
	w->msg[0] = '\0';
}

/* A digit or comma typed into b's dice: a die the dice cannot show, or
 * one die too many, is refused in place (the dice stay as they were). */
static void
dice_key(struct tui *t, struct bwalk *w, struct batt *b, wint_t ch)
{
	struct dicespec spec = dice_spec(t);
	size_t l = strlen(b->dice);
	char next[sizeof b->dice];
	snprintf(next, sizeof next, "%s", b->dice);
	if (!b->may) {
		snprintf(w->msg, sizeof w->msg, "%s is not eligible: no dice",
			 b->name);
		return;
	}
	/* One digit per die of up to nine faces: 4 3 5 types 4,3,5. */
	if (ch != ',' && spec.faces < 10 && l > 0 && b->dice[l - 1] != ',' &&
	    l + 1 < sizeof next)
		next[l++] = ',';
	if (l + 1 >= sizeof next)
		return;
	next[l] = (char)ch;
	next[l + 1] = '\0';
	int ndice = 1;
	for (const char *p = next; *p; p++)
		ndice += *p == ',';
	const char *last = strrchr(next, ',');
	last = last ? last + 1 : next;
	long die = strtol(last, NULL, 10);
	if ((ch == ',' && (l == 0 || b->dice[l - 1] == ',')) ||
	    (ch != ',' && (die < 1 || die > spec.faces)) || ndice > spec.n) {
		snprintf(w->msg, sizeof w->msg,
			 "%s refused: %s rolls %d dice of 1..%d (now %s)",
			 ch == ',' ? "," : last, b->name, spec.n, spec.faces,
			 b->dice[0] ? b->dice : "none typed");
		return;
	}
	w->msg[0] = '\0';
	snprintf(b->dice, sizeof b->dice, "%s", next);
	/* Complete (one digit a die): on to the next that asks dice. */
	if (ndice == spec.n && ch != ',' && spec.faces < 10)
		next_needing_dice(w);
}

/* Every typed dice complete and valid and, when all, every battalion
 * that may fire has its dice (never rolled unasked: the result waits for
 * them); else the cursor on the first that has not, and why. */
static bool
dice_ready(struct tui *t, struct bwalk *w, bool all)
{
	struct dicespec spec = dice_spec(t);
	for (size_t i = 0; w->b && i < w->nb; i++) {
		struct batt *b = &w->b[i];
		if (!b->may)
			continue;
		if (b->dice[0] == '\0' && !all)
			continue;
		if (b->dice[0] == '\0') {
			snprintf(w->msg, sizeof w->msg,
				 "%s has no dice yet: type them, r rolls "
				 "this row, R every empty row",
				 b->name);
			w->cur = (int)i;
			return false;
		}
		struct roll r;
		char *err = NULL;
		if (!roll_parse(&spec, "roll", NULL, "dice", b->dice, &r,
				&err)) {
			snprintf(w->msg, sizeof w->msg,
				 "%s dice %s refused: %s; type %d dice of "
				 "1..%d, or r rolls them",
				 b->name, b->dice, err ? err : "not dice",
				 spec.n, spec.faces);
			free(err);
			w->cur = (int)i;
			return false;
		}
		free(err);
	}
	return true;
}

/* The lines of the ruling: the brigade's fire, then resolve. */
static void
make_preview(struct tui *t, struct bwalk *w)
{
	preview_clear(w);
	w->msg[0] = '\0';
	if (w->nmay == 0) {
		snprintf(w->msg, sizeof w->msg,
			 "no battalion of %s may fire at %s", w->brigade,
			 w->target);
		return;
	}
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "fire %s at %s", w->brigade, w->target);
	for (size_t i = 0; i < w->nb; i++)
		if (w->b[i].may && w->b[i].dice[0])
			sb_addf(&sb, " %s.dice=%s", w->b[i].name, w->b[i].dice);
	add_answers(w, &sb);
	char *lines[2] = {sb_steal(&sb), um_xstrdup("resolve")};
	char *err = NULL;
	if (t->preview == NULL || t->preview(t, lines, 2, &w->preview,
					     &w->final, &w->nfinal, &err) < 0) {
		snprintf(w->msg, sizeof w->msg, "%s",
			 err ? err : "no preview in this interface");
		free(err);
		free(lines[0]);
		free(lines[1]);
		return;
	}
	free(lines[0]);
	free(lines[1]);
	unsigned seen = t->states_seen;
	for (size_t i = 0; i < w->preview.n; i++) {
		const char *r = w->preview.lines[i].text;
		if (w->preview.lines[i].kind != OUT_RECORD)
			continue;
		char firer[UM_NAME_MAX + 1];
		rec_get(r, "firer", firer, sizeof firer);
		struct batt *b = batt_of(w, firer);
		if (b && (strncmp(r, "FIRE ", 5) == 0 ||
			  strncmp(r, "SHOT ", 5) == 0)) {
			static const char *const keys[] = {
			    "dice", "roll", "total", "hit", "loss", "moral"};
			size_t off = 0;
			b->result[0] = '\0';
			for (size_t k = 0; k < UM_ARRLEN(keys); k++) {
				char v[64];
				rec_get(r, keys[k], v, sizeof v);
				if (v[0] && off < sizeof b->result)
					off += (size_t)snprintf(
					    b->result + off,
					    sizeof b->result - off, "%s%s=%s",
					    off ? " " : "", keys[k], v);
			}
		}
		struct strbuf ws;
		sb_init(&ws);
		if (strncmp(r, "RESULT ", 7) == 0) {
			if (!result_words(t->s->g, r, &seen, &ws))
				sb_add(&ws, r);
			w->words = um_xreallocarray(w->words, w->nwords + 1,
						    sizeof *w->words);
			w->words[w->nwords++] = sb_steal(&ws);
		} else
			sb_free(&ws);
	}
	w->step = B_RESULT;
}

static bool
apply(struct tui *t, struct bwalk *w)
{
	if (w->nfinal == 0) {
		snprintf(w->msg, sizeof w->msg, "nothing to apply");
		return true;
	}
	for (size_t i = 0; i < w->nfinal; i++) {
		char *err = NULL;
		if (tui_run_line(t, w->final[i], &err) < 0) {
			snprintf(w->msg, sizeof w->msg, "%s: %s", w->final[i],
				 err ? err : "failed");
			free(err);
			return true;
		}
	}
	tui_run_line(t, "explain", NULL);
	for (size_t i = 0; i < w->nwords; i++)
		tui_log_add(t, LOG_NOTE, w->words[i]);
	tui_message(t, R_PASS,
		    "applied: brigade %s fired at %s, %zu battalion%s, one "
		    "ruling (u undoes it)",
		    w->brigade, w->target, w->nmay, w->nmay == 1 ? "" : "s");
	return false;
}

/* ---- keys ---------------------------------------------------------------- */

/* The keys of the step, in the pane's words (wrapped to its width). */
static const char *
pane_hint(const struct bwalk *w)
{
	switch (w->step) {
	case B_TARGET:
		return "type a name or Up/Down; Enter picks; Esc leaves";
	case B_LINES:
		return w->editing ? "type the answer; Enter checks again; Esc "
				    "drops it"
				  : "digits: dice (4,3,5); r rolls this row, R "
				    "every empty row; a answers; o odds; "
				    "Enter factors; Esc back";
	case B_FACTORS:
		return "dice or r/R; o odds; Enter; Esc back";
	case B_RESULT:
		return "Enter applies; o odds; Esc back";
	}
	return "";
}

const char *
bwalk_hint(const struct bwalk *w)
{
	switch (w->step) {
	case B_TARGET:
		return "type a name  Up/Down  Enter pick  Esc leave  ? keys";
	case B_LINES:
		return w->editing ? "Enter take the answer  Esc drop it"
				  : "digits dice  r/R roll  a answer  o odds  "
				    "Enter factors  Esc back  ? keys";
	case B_FACTORS:
		return "Up/Down  digits dice  r/R roll  o odds  Enter result  "
		       "Esc back  ? keys";
	case B_RESULT:
		return "Enter apply  o odds  Esc back  ? keys";
	}
	return "";
}

/* A key the step does not know: say so, with the keys it knows. */
static void
unknown_key(struct bwalk *w, wint_t ch)
{
	snprintf(w->msg, sizeof w->msg, "%lc is no key on the %s step: %s", ch,
		 bwalk_step_name(w), pane_hint(w));
}

/* o: the odds on or off, on the steps after the target. */
static bool
odds_key(struct bwalk *w, wint_t ch, bool fkey)
{
	if (fkey || ch != 'o')
		return false;
	w->msg[0] = '\0';
	oddsview_toggle(&w->odds);
	return true;
}

static bool
printable(wint_t ch, bool fkey)
{
	return !fkey && ch > ' ' && ch != 127;
}

/* Esc from the battalions: the cursor on the target picked. */
static void
back_to_target(struct tui *t, struct bwalk *w)
{
	int *idx;
	size_t n = targets(t, w, &idx);
	w->step = B_TARGET;
	w->msg[0] = '\0';
	w->cur = 0;
	for (size_t i = 0; i < n; i++)
		if (strcmp(t->s->g->units[idx[i]].name, w->target) == 0)
			w->cur = (int)i;
	free(idx);
}

static bool
target_key(struct tui *t, struct bwalk *w, wint_t ch, bool fkey)
{
	int *idx;
	size_t n = targets(t, w, &idx);
	if (w->cur < 0 || w->cur >= (int)n)
		w->cur = 0;
	if (fkey && ch == KEY_DOWN)
		w->cur = w->cur + 1 < (int)n ? w->cur + 1 : w->cur;
	else if (fkey && ch == KEY_UP)
		w->cur = w->cur > 0 ? w->cur - 1 : 0;
	else if (!fkey && ch == 27) {
		free(idx);
		return false; /* nothing picked yet: nothing lost */
	} else if ((fkey && ch == KEY_BACKSPACE) || ch == 127 || ch == 8)
		tui_utf8_backspace(w->filter);
	else if (ch == '\r' || ch == '\n' || (fkey && ch == KEY_ENTER)) {
		if (n == 0)
			snprintf(w->msg, sizeof w->msg,
				 "no enemy of %s named %s...", w->brigade,
				 w->filter);
		else
			pick_target(t, w, t->s->g->units[idx[w->cur]].name);
		free(idx);
		return true;
	} else if (!fkey && ch > ' ' && ch < 127 &&
		   strlen(w->filter) + 1 < sizeof w->filter) {
		size_t l = strlen(w->filter);
		w->filter[l] = (char)ch;
		w->filter[l + 1] = '\0';
		w->cur = 0;
	}
	free(idx);
	n = targets(t, w, &idx);
	free(idx);
	if (w->cur >= (int)n)
		w->cur = n ? (int)n - 1 : 0;
	return true;
}

/* Typing the answer to the selected battalion's question. */
static void
answer_key(struct tui *t, struct bwalk *w, struct batt *b, wint_t ch, bool fkey)
{
	size_t l = strlen(w->edit);
	if (ch == '\r' || ch == '\n' || (fkey && ch == KEY_ENTER)) {
		size_t al = strlen(b->answers);
		if (w->edit[0])
			snprintf(b->answers + al, sizeof b->answers - al,
				 " %s.%s=%s", b->name, b->ask_key, w->edit);
		w->editing = false;
		w->msg[0] = '\0';
		check_brigade(t, w); /* again, with the answer */
	} else if (ch == 27)
		w->editing = false;
	else if ((fkey && ch == KEY_BACKSPACE) || ch == 127 || ch == 8)
		tui_utf8_backspace(w->edit);
	else if (!fkey && ch > ' ' && ch < 127 && ch != '=' &&
		 l + 1 < sizeof w->edit) {
		w->edit[l] = (char)ch;
		w->edit[l + 1] = '\0';
	}
}

/* Digits and commas type the selected battalion's dice, Backspace
 * takes the last back; true when the key was one of those. */
static bool
dice_edit_key(struct tui *t, struct bwalk *w, struct batt *b, wint_t ch,
	      bool fkey)
{
	bool bs =
	    (fkey && ch == KEY_BACKSPACE) || (!fkey && (ch == 127 || ch == 8));
	if (b == NULL)
		return false;
	if (bs && b->dice[0]) {
		b->dice[strlen(b->dice) - 1] = '\0';
		w->msg[0] = '\0';
		return true;
	}
	if (!fkey && ((ch >= '0' && ch <= '9') || ch == ',')) {
		dice_key(t, w, b, ch);
		return true;
	}
	if (!fkey && ch == 'r') {
		roll_batt(t, w, b);
		if (b->may)
			next_needing_dice(w);
		return true;
	}
	if (!fkey && ch == 'R') {
		for (size_t i = 0; i < w->nb; i++)
			if (w->b[i].may && w->b[i].dice[0] == '\0')
				roll_batt(t, w, &w->b[i]);
		return true;
	}
	return false;
}

static bool
lines_key(struct tui *t, struct bwalk *w, wint_t ch, bool fkey)
{
	struct batt *b = w->nb ? &w->b[w->cur] : NULL;
	if (w->editing && b) {
		answer_key(t, w, b, ch, fkey);
		return true;
	}
	if (!fkey && ch == 'a' && b && b->ask_key[0]) {
		w->edit[0] = '\0';
		w->editing = true;
		return true;
	}
	if ((fkey && ch == KEY_DOWN) || (!fkey && ch == 'j'))
		w->cur = w->cur + 1 < (int)w->nb ? w->cur + 1 : w->cur;
	else if ((fkey && ch == KEY_UP) || (!fkey && ch == 'k'))
		w->cur = w->cur > 0 ? w->cur - 1 : 0;
	else if (ch == '\r' || ch == '\n' || (fkey && ch == KEY_ENTER)) {
		if (w->nmay == 0)
			snprintf(w->msg, sizeof w->msg,
				 "no battalion of %s may fire at %s",
				 w->brigade, w->target);
		else if (dice_ready(t, w, false) && run_factors(t, w)) {
			w->msg[0] = '\0';
			w->step = B_FACTORS;
			/* The first that fires shown in full. */
			for (size_t i = w->nb; i-- > 0;)
				if (w->b[i].may)
					w->cur = (int)i;
		}
	} else if (dice_edit_key(t, w, b, ch, fkey) || odds_key(w, ch, fkey))
		;
	else if (ch == 27 || ch == 127 || ch == 8 ||
		 (fkey && ch == KEY_BACKSPACE))
		back_to_target(t, w); /* the dice and answers stay */
	else if (!fkey && ch == 'a' && b)
		snprintf(w->msg, sizeof w->msg,
			 "a answers a question: %s has none (%s)", b->name,
			 b->may ? "it may fire" : "not eligible");
	else if (printable(ch, fkey))
		unknown_key(w, ch);
	return true;
}

/* Factors: Up/Down choose the battalion shown in full; its dice may
 * still be typed; Enter on to the result; Esc back to the battalions. */
static bool
factors_key(struct tui *t, struct bwalk *w, wint_t ch, bool fkey)
{
	struct batt *b = w->nb ? &w->b[w->cur] : NULL;
	if ((fkey && ch == KEY_DOWN) || (!fkey && ch == 'j'))
		w->cur = w->cur + 1 < (int)w->nb ? w->cur + 1 : w->cur;
	else if ((fkey && ch == KEY_UP) || (!fkey && ch == 'k'))
		w->cur = w->cur > 0 ? w->cur - 1 : 0;
	else if (ch == '\r' || ch == '\n' || (fkey && ch == KEY_ENTER)) {
		if (dice_ready(t, w, true))
			make_preview(t, w);
	} else if (dice_edit_key(t, w, b, ch, fkey) || odds_key(w, ch, fkey))
		;
	else if (ch == 27 || ch == 127 || ch == 8 ||
		 (fkey && ch == KEY_BACKSPACE)) {
		w->step = B_LINES;
		w->msg[0] = '\0';
	} else if (printable(ch, fkey))
		unknown_key(w, ch);
	return true;
}

bool
bwalk_key(struct tui *t, struct bwalk *w, wint_t ch, bool fkey)
{
	switch (w->step) {
	case B_TARGET:
		return target_key(t, w, ch, fkey);
	case B_LINES:
		return lines_key(t, w, ch, fkey);
	case B_FACTORS:
		return factors_key(t, w, ch, fkey);
	case B_RESULT:
		if (ch == '\r' || ch == '\n' || (fkey && ch == KEY_ENTER))
			return apply(t, w);
		if (ch == 27 || ch == 127 || ch == 8 ||
		    (fkey && ch == KEY_BACKSPACE)) {
			preview_clear(w);
			w->msg[0] = '\0';
			w->step = B_FACTORS;
		} else if (!odds_key(w, ch, fkey) && printable(ch, fkey))
			unknown_key(w, ch);
		return true;
	}
	return true;
}

void
bwalk_click(struct tui *t, struct bwalk *w, int unit)
{
	const struct game *g = t->s->g;
	if (w->step != B_TARGET || unit < 0 || (size_t)unit >= g->nunits ||
	    strcmp(g->units[unit].side, w->side) == 0)
		return;
	pick_target(t, w, g->units[unit].name);
}

bool
bwalk_half_done(const struct bwalk *w)
{
	return w->step != B_TARGET;
}

bool
bwalk_map_part(const struct bwalk *w, const char **actor, const char **target)
{
	if (w->step == B_TARGET || w->nb == 0)
		return false;
	*actor = w->b[w->cur].name;
	*target = w->target;
	return true;
}

bool
bwalk_typing(const struct bwalk *w)
{
	return w->step == B_TARGET || w->editing;
}

const char *
bwalk_step_name(const struct bwalk *w)
{
	static const char *const names[] = {"pick", "check", "factors",
					    "result"};
	return names[w->step];
}

/* ---- drawing ------------------------------------------------------------- */

/* The odds panel (o) in the rows from y to last (not included): the odds
 * of the brigade's fire line as declared, without dice. Rows used. */
static int
draw_odds(struct tui *t, struct bwalk *w, int y, int x, int wd, int last)
{
	if (!oddsview_on(w->odds) || last - y < 2)
		return 0;
	char *decl = brigade_line(w, "fire");
	int rows = oddsview_draw(t, w->odds, &decl, 1,
				 (struct rect){y, x, last - y, wd});
	free(decl);
	return rows;
}

static void
draw_target(struct tui *t, struct bwalk *w, int y, int x, int wd, int last)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (size_t i = 0; i < w->nb; i++)
		sb_addf(&sb, " %s", w->b[i].name);
	tui_putf(t, y++, x, wd, R_DIM, "battalions:%s (%s)", sb.s, w->side);
	sb_free(&sb);
	tui_putf(t, y++, x, wd, R_ASK, "target for %s: %s_", w->brigade,
		 w->filter);
	int *idx;
	size_t n = targets(t, w, &idx);
	/* Only the rows that show, the cursor among them. */
	int rows = last - y;
	size_t top =
	    rows > 0 && w->cur >= rows ? (size_t)(w->cur - rows + 1) : 0;
	for (size_t i = top; i < n && y < last; i++, y++) {
		const struct unit *u = &t->s->g->units[idx[i]];
		bool sel = (int)i == w->cur;
		if (sel)
			tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
		tui_putf(t, y, x, wd, sel ? R_SEL : R_NORMAL, "%s %-8s %s",
			 sel ? ">" : " ", u->name, u->label);
	}
	free(idx);
}

static void
draw_lines(struct tui *t, struct bwalk *w, int y, int x, int wd, int last)
{
	tui_putf(t, y++, x, wd, R_TITLE, "Eligibility: %zu of %zu may fire",
		 w->nmay, w->nb);
	for (size_t i = 0; i < w->nb && y < last - 2; i++, y++) {
		const struct batt *b = &w->b[i];
		bool sel = (int)i == w->cur;
		if (sel)
			tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
		if (b->may)
			tui_putf(t, y, x, wd, sel ? R_SEL : R_PASS,
				 "%s %-6s may fire, dice %s", sel ? ">" : " ",
				 b->name, b->dice[0] ? b->dice : "?");
		else if (b->ask_key[0])
			tui_putf(t, y, x, wd, sel ? R_SEL : R_ASK,
				 "%s %-6s asks %s (a answers)", sel ? ">" : " ",
				 b->name, b->ask_key);
		else
			tui_putf(t, y, x, wd, sel ? R_SEL : R_FD,
				 "%s %-6s not eligible: %s", sel ? ">" : " ",
				 b->name, b->why[0] ? b->why : "?");
	}
	/* The selected battalion's reason in full, its answer. */
	const struct batt *b = w->nb ? &w->b[w->cur] : NULL;
	if (b && !b->may && y < last)
		y += tui_wrap_draw(t, y, x, wd, 2, 0, last - y,
				   b->ask_key[0] ? R_ASK : R_FD, b->why);
	if (b && b->ask_key[0] && y < last)
		tui_putf(t, y++, x, wd, R_ASK, "%s.%s = %s", b->name,
			 b->ask_key, w->editing ? w->edit : "?  (a answers)");
	draw_odds(t, w, y, x, wd, last);
}

/* A row per battalion (its dice, its totals), the selected one's factors
 * in full below, each with its section. */
static void
draw_factors(struct tui *t, struct bwalk *w, int y, int x, int wd, int last)
{
	tui_putf(t, y++, x, wd, R_TITLE, "Factors of %zu battalion%s at %s",
		 w->nmay, w->nmay == 1 ? "" : "s", w->target);
	for (size_t i = 0; i < w->nb && y < last - 2; i++, y++) {
		const struct batt *b = &w->b[i];
		bool sel = (int)i == w->cur;
		if (sel)
			tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
		if (b->may)
			tui_putf(t, y, x, wd, sel ? R_SEL : R_NORMAL,
				 "%s %-6s dice %-7s %zu factor%s",
				 sel ? ">" : " ", b->name,
				 b->dice[0] ? b->dice : "?", b->nrec,
				 b->nrec == 1 ? "" : "s");
		else
			tui_putf(t, y, x, wd, sel ? R_SEL : R_DIM,
				 "%s %-6s not eligible", sel ? ">" : " ",
				 b->name);
	}
	const struct batt *b = w->nb ? &w->b[w->cur] : NULL;
	if (draw_odds(t, w, y, x, wd, last)) /* in the factors' place */
		return;
	if (b && b->may && y < last)
		tui_putf(t, y++, x, wd, R_TITLE, "%s at %s:", b->name,
			 w->target);
	for (size_t k = 0; b && b->may && k < b->nfactors && y < last; k++)
		y += tui_wrap_draw(t, y, x, wd, 4, 0, last - y, R_NORMAL,
				   b->factors[k]);
	if (b && b->may && b->nfactors == 0 && y < last)
		tui_put(t, y++, x, wd, R_DIM, "  (no factor counts)");
}

static void
draw_result(struct tui *t, struct bwalk *w, int y, int x, int wd, int last)
{
	tui_put(t, y++, x, wd, R_TITLE, "Result (not applied yet)");
	/* The odds over the lower half, as in the single walkthrough. */
	if (oddsview_on(w->odds)) {
		int top = y + (last - y) / 2;
		draw_odds(t, w, top, x, wd, last);
		last = top;
	}
	/* Dice left to the program: no result before it is journaled
	 * (docs/game-files.md); the preview says what Enter does. */
	bool shown = false;
	for (size_t i = 0; i < w->nb; i++)
		shown = shown || (w->b[i].may && w->b[i].result[0]);
	for (size_t i = 0; !shown && i < w->preview.n && y < last; i++)
		if (w->preview.lines[i].kind == OUT_TEXT)
			y += tui_wrap_draw(t, y, x, wd, 4, 0, last - y,
					   R_NORMAL, w->preview.lines[i].text);
	for (size_t i = 0; shown && i < w->nb && y < last; i++) {
		const struct batt *b = &w->b[i];
		char line[sizeof b->result + UM_NAME_MAX + 8];
		snprintf(line, sizeof line, "%s: %s", b->name,
			 !b->may	? "not eligible"
			 : b->result[0] ? b->result
					: "(no record)");
		y += tui_wrap_draw(t, y, x, wd, 4, 0, last - y,
				   b->may ? R_NORMAL : R_DIM, line);
	}
	for (size_t i = 0; i < w->nwords && y < last; i++)
		y += tui_wrap_draw(t, y, x, wd, 2, 0, last - y, R_PASS,
				   w->words[i]);
}

void
bwalk_draw(struct tui *t, struct bwalk *w, struct rect r)
{
	char title[2 * UM_NAME_MAX + 32], right[24];
	snprintf(title, sizeof title, "Brigade fire %s%s%s", w->brigade,
		 w->target[0] && w->step != B_TARGET ? " > " : "",
		 w->step != B_TARGET ? w->target : "");
	snprintf(right, sizeof right, "step %d/4", (int)w->step + 1);
	tui_fill(t, r, R_NORMAL);
	tui_title(t, r, title, right);
	int y = r.y + 1, x = r.x + 1, wd = r.w - 2;
	int last = r.y + r.h - 1;
	if (w->msg[0]) { /* in full, wrapped, at the bottom */
		int rows = tui_wrap_rows(w->msg, wd, 2);
		if (rows > 4)
			rows = 4;
		tui_wrap_draw(t, last - rows + 1, x, wd, 2, 0, rows, R_ERROR,
			      w->msg);
		last -= rows;
	}
	/* The step's keys above it, whole: on two rows in a narrow pane. */
	const char *hint = pane_hint(w);
	int hr = tui_wrap_rows(hint, wd, 0);
	hr = hr > 3 ? 3 : hr;
	tui_wrap_draw(t, last - hr + 1, x, wd, 0, 0, hr, R_DIM, hint);
	last -= hr - 1; /* the steps draw above row `last` */
	if (w->step == B_TARGET)
		draw_target(t, w, y, x, wd, last);
	else if (w->step == B_LINES)
		draw_lines(t, w, y, x, wd, last);
	else if (w->step == B_FACTORS)
		draw_factors(t, w, y, x, wd, last);
	else
		draw_result(t, w, y, x, wd, last);
}
