/* walkdice.c - the walkthrough's dice and result (include/umpire/walk.h):
 * dice typed, or rolled only when asked; the result journaled first,
 * then shown (docs/game-files.md, docs/tui.md "The walkthrough"). */
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/footprint.h"
#include "umpire/record.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"
#include "umpire/walk.h"

/* The rolls of this kind of ruling: the ruleset's (descriptor), else a
 * roll per firer/attacker and, in melee, per defender; a brigade's, one
 * per battalion. */
static const struct walk_dice fallback_fire[] = {
    {"roll", "dice", DICE_ACTOR, false, "fires", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};
static const struct walk_dice fallback_melee[] = {
    {"roll", "dice", DICE_ACTOR, false, "attacks", false},
    {"droll", "ddice", DICE_TARGET, false, "defends", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};
static const struct walk_dice brigade_dice[] = {
    {"roll", "dice", DICE_ACTOR, true, "fires", false},
    {NULL, NULL, DICE_ACTOR, false, NULL, false},
};

static const struct walk_dice *
dice_of(const struct wmodel *m)
{
	if (m->brigade[0])
		return brigade_dice;
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	const struct walk_dice *d = NULL;
	if (te)
		d = m->kind == WALK_FIRE ? te->fire_dice : te->melee_dice;
	if (d == NULL)
		d = m->kind == WALK_FIRE ? fallback_fire : fallback_melee;
	return d;
}

/* Is row cand the first of its unit (or its part, per_part)? */
static bool
dice_first(const struct wmodel *m, const struct wm_dice *cand, size_t pi)
{
	if (m->brigade[0])
		return strcmp(m->parts[pi].eligible, "yes") == 0;
	if (cand->wd->principal) {
		for (size_t j = 0; j < pi; j++)
			if (strcmp(m->parts[j].target, m->parts[pi].target) ==
			    0)
				return false;
		return true;
	}
	if (cand->wd->per_part)
		return true;
	char who[UM_NAME_MAX + 1];
	for (size_t j = 0; j < pi; j++) {
		wm_dice_who(m, cand->wd, j, who);
		if (strcmp(who, cand->who) == 0)
			return false;
	}
	return true;
}

/* Will the ruling use this roll (the ruleset's melee_dice_wanted: a
 * pursuit only after a charge that can put its target to flight)? */
static bool
dice_wanted(const struct wmodel *m, const struct wm_dice *cand)
{
	const struct walk_dice *wd = cand->wd;
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	if (m->kind != WALK_MELEE || m->brigade[0] || te == NULL ||
	    te->melee_dice_wanted == NULL)
		return true;
	const struct wm_part *p = &m->parts[cand->part];
	char actor[UM_NAME_MAX + 1];
	if (wd->principal && wd->who == DICE_ACTOR)
		snprintf(actor, sizeof actor, "%s", cand->who);
	else if (wd->principal)
		wm_principal(m, cand->part, actor);
	else
		snprintf(actor, sizeof actor, "%s", p->actor);
	return te->melee_dice_wanted(m->host.s->g, wd->roll_key, actor,
				     p->target);
}

void
wm_dice_rebuild(struct wmodel *m)
{
	struct wm_dice *old = m->dice;
	size_t nold = m->ndice;
	const struct walk_dice *wds = dice_of(m);
	size_t nwd = 0;
	while (wds[nwd].roll_key)
		nwd++;
	m->dice = um_xcalloc(m->nparts * nwd + 1, sizeof *m->dice);
	m->ndice = 0;
	for (size_t k = 0; k < nwd; k++)
		for (size_t i = 0; i < m->nparts; i++) {
			struct wm_dice cand = {.wd = &wds[k], .part = i};
			wm_dice_who(m, &wds[k], i, cand.who);
			if (cand.who[0] == '\0' || !dice_first(m, &cand, i) ||
			    !dice_wanted(m, &cand))
				continue;
			struct wm_dice *d = &m->dice[m->ndice++];
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

struct dicespec
wm_dice_spec(const struct wmodel *m)
{
	const struct game *g = m->host.s->g;
	const char *d = game_setting(g, "dice");
	if (d == NULL)
		d = g->rs->dice;
	struct dicespec spec = {3, 6};
	if (d)
		dicespec_parse(d, &spec);
	return spec;
}

struct dicespec
wm_dice_row_spec(const struct wmodel *m, size_t i)
{
	struct dicespec spec = wm_dice_spec(m);
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	const char *d = NULL;
	if (i < m->ndice && m->kind == WALK_MELEE && m->brigade[0] == '\0' &&
	    te && te->melee_roll_dice)
		d = te->melee_roll_dice(m->dice[i].wd->roll_key);
	if (d)
		dicespec_parse(d, &spec);
	return spec;
}

/* "442": one digit per die, when the dice have at most nine faces and it
 * is no usable total. */
static void
digits_to_dice(const struct dicespec *spec, char *val, size_t size)
{
	size_t len = strlen(val);
	if (strchr(val, ',') || (int)len != spec->n || spec->faces >= 10 ||
	    strspn(val, "0123456789") != len)
		return;
	struct roll tr;
	char *terr = NULL;
	if (!roll_parse(spec, "roll", val, "dice", NULL, &tr, &terr)) {
		char buf[64];
		size_t o = 0;
		for (size_t i = 0; i < len && o + 3 < sizeof buf; i++)
			o += (size_t)snprintf(buf + o, sizeof buf - o, "%s%c",
					      i ? "," : "", val[i]);
		snprintf(val, size, "%s", buf);
	}
	free(terr);
}

int
wm_dice_type(struct wmodel *m, size_t i, const char *typed)
{
	if (i >= m->ndice)
		return -1;
	const struct walk_dice *wd = m->dice[i].wd;
	char val[64];
	snprintf(val, sizeof val, "%s", typed);
	for (char *p = val; *p; p++)
		if (*p == ' ')
			*p = ',';
	struct dicespec spec = wm_dice_row_spec(m, i);
	digits_to_dice(&spec, val, sizeof val);
	struct roll r;
	char *err = NULL;
	bool list = strchr(val, ',') != NULL;
	const char *dice_key = wd->dice_key ? wd->dice_key : wd->roll_key;
	if (!roll_parse(&spec, wd->roll_key, list ? NULL : val, dice_key,
			list ? val : NULL, &r, &err)) {
		wm_set_msg(m,
			   "%s refused: %s; type the total (%d..%d) or %d dice "
			   "of 1..%d",
			   typed, err ? err : "not dice", spec.n,
			   spec.n * spec.faces, spec.n, spec.faces);
		free(err);
		return -1;
	}
	snprintf(m->dice[i].val, sizeof m->dice[i].val, "%s", val);
	wm_set_msg(m, NULL);
	wm_result_clear(m);
	return 0;
}

void
wm_dice_roll(struct wmodel *m, size_t i)
{
	if (i >= m->ndice)
		return;
	struct session *s = m->host.s;
	struct dicespec spec = wm_dice_row_spec(m, i);
	struct roll r;
	roll_dice(&s->rng, &spec, &r);
	char buf[64];
	roll_format_dice(&r, buf, sizeof buf);
	snprintf(m->dice[i].val, sizeof m->dice[i].val, "%s", buf);
	/* Shown before the ruling is applied: traced in the game file
	 * (docs/game-files.md). */
	char *note = um_xasprintf("dice rolled with r for %s: %s (shown, not "
				  "yet applied)",
				  m->dice[i].who, buf);
	char *nerr = NULL;
	session_note(s, note, &nerr);
	free(note);
	free(nerr);
	wm_result_clear(m);
}

void
wm_dice_clear(struct wmodel *m, size_t i)
{
	if (i < m->ndice)
		m->dice[i].val[0] = '\0';
	wm_result_clear(m);
}

size_t
wm_dice_next_empty(const struct wmodel *m, size_t from)
{
	for (size_t k = 0; k < m->ndice; k++) {
		size_t i = (from + k) % m->ndice;
		if (m->dice[i].val[0] == '\0')
			return i;
	}
	return m->ndice;
}

/* ---- result ------------------------------------------------------------- */

/* The lines on a scratch copy: would the game take them? */
static int
dry_run(struct wmodel *m, char *const *lines, size_t n, char **err)
{
	struct out o;
	out_init(&o);
	int r = 0;
	if (m->host.dry) {
		r = m->host.dry(m->host.ctx, lines, n, &o, err);
	} else {
		struct session *x = session_fork(m->host.s, err);
		r = x ? 0 : -1;
		for (size_t i = 0; x && i < n && r == 0; i++)
			r = session_exec(x, lines[i], &o, err);
		session_free(x);
	}
	out_free(&o);
	return r;
}

static int
run_line(struct wmodel *m, const char *line, struct out *o, char **err)
{
	*err = NULL;
	if (m->host.run)
		return m->host.run(m->host.ctx, line, o, err);
	return session_exec(m->host.s, line, o, err);
}

/* CHECK records with result=ask for a unit: the questions the
 * resolution leaves to the umpire. */
static void
follows_read(struct wmodel *m)
{
	for (size_t i = 0; i < m->result.n; i++) {
		const struct out_line *l = &m->result.lines[i];
		if (l->kind != OUT_RECORD || !record_is(&l->rec, "CHECK"))
			continue;
		const struct record *a = &l->rec;
		const char *unit = record_get(a, "unit");
		const char *key = record_get(a, "key");
		const char *res = record_get(a, "result");
		const char *q = record_get(a, "question");
		const char *rule = record_get(a, "rule");
		if (unit && key && res && strcmp(res, "ask") == 0) {
			m->follows = um_xreallocarray(
			    m->follows, m->nfollows + 1, sizeof *m->follows);
			struct wm_follow *f = &m->follows[m->nfollows++];
			memset(f, 0, sizeof *f);
			f->key = um_xstrdup(key);
			f->unit = um_xstrdup(unit);
			f->question = q ? um_xstrdup(q) : NULL;
			f->rule = rule ? um_xstrdup(rule) : NULL;
		}
	}
}

/* The results in words; states spelled out once (states_seen). */
static void
words_make(struct wmodel *m)
{
	unsigned seen = m->states_seen;
	for (size_t i = 0; i < m->result.n; i++) {
		const struct out_line *l = &m->result.lines[i];
		struct strbuf sb;
		sb_init(&sb);
		if (l->kind == OUT_RECORD &&
		    result_words(m->host.s->g, l->text, &seen, &sb)) {
			m->words = um_xreallocarray(m->words, m->nwords + 1,
						    sizeof *m->words);
			m->words[m->nwords++] = sb_steal(&sb);
		} else {
			sb_free(&sb);
		}
	}
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	for (size_t i = 0; te && te->states && te->states[i].name && i < 32;
	     i++)
		for (size_t k = 0; k < m->nwords; k++)
			if (strstr(m->words[k], te->states[i].long_name))
				m->states_seen |= 1u << i;
}

/* Run the lines on the game, each journaled and flushed by the session
 * as it runs; false when the first is refused (nothing changed). */
static bool
run_lines(struct wmodel *m, char **lines, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char *err = NULL;
		if (run_line(m, lines[i], &m->result, &err) < 0) {
			wm_set_msg(m, "%s: %s", lines[i], err ? err : "failed");
			free(err);
			return i > 0;
		}
		free(err);
	}
	return true;
}

bool
wm_apply(struct wmodel *m)
{
	char **lines;
	size_t n = wm_declarations(m, &lines);
	lines[n++] = um_xstrdup("resolve");
	char *err = NULL;
	bool ok = dry_run(m, lines, n, &err) == 0;
	if (!ok)
		wm_set_msg(m, "%s; nothing was applied", err ? err : "refused");
	free(err);
	const char *const *hist;
	size_t h0 = session_lines(m->host.s, &hist);
	if (ok) {
		out_clear(&m->result);
		ok = run_lines(m, lines, n);
	}
	if (ok) {
		m->applied = true;
		/* explain ends with the results in words. */
		char *e = NULL;
		run_line(m, "explain", &m->result, &e);
		free(e);
		size_t h1 = session_lines(m->host.s, &hist);
		for (size_t i = h0; i < h1; i++) {
			m->journaled =
			    um_xreallocarray(m->journaled, m->njournaled + 1,
					     sizeof *m->journaled);
			m->journaled[m->njournaled++] = um_xstrdup(hist[i]);
		}
		follows_read(m);
		words_make(m);
	}
	for (size_t i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
	return ok;
}

/* y/n: the first open question; "no" to a unit's first question answers
 * the rest of that unit's "no" too. */
void
wm_follow_answer(struct wmodel *m, bool yes)
{
	for (size_t i = 0; i < m->nfollows; i++) {
		struct wm_follow *f = &m->follows[i];
		if (f->ans[0])
			continue;
		snprintf(f->ans, sizeof f->ans, "%s", yes ? "yes" : "no");
		bool first = true;
		for (size_t j = 0; j < i; j++)
			first &= strcmp(m->follows[j].unit, f->unit) != 0;
		for (size_t j = i + 1; first && !yes && j < m->nfollows; j++)
			if (strcmp(m->follows[j].unit, f->unit) == 0)
				snprintf(m->follows[j].ans,
					 sizeof m->follows[j].ans, "no");
		return;
	}
	wm_set_msg(m, "every question is answered (x clears them)");
}

void
wm_follow_clear(struct wmodel *m)
{
	for (size_t i = 0; i < m->nfollows; i++)
		m->follows[i].ans[0] = '\0';
}

/* Per unit: `KEY UNIT ANS` for its first question and `k=ans` for the
 * others it answered yes to. */
static char *
follow_line(const struct wmodel *m, size_t i)
{
	const struct wm_follow *f = &m->follows[i];
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s %s %s", f->key, f->unit, f->ans);
	for (size_t j = i + 1; strcmp(f->ans, "yes") == 0 && j < m->nfollows;
	     j++)
		if (strcmp(m->follows[j].unit, f->unit) == 0 &&
		    m->follows[j].ans[0])
			sb_addf(&sb, " %s=%s", m->follows[j].key,
				m->follows[j].ans);
	return sb_steal(&sb);
}

size_t
wm_finish(struct wmodel *m)
{
	size_t sent = 0;
	for (size_t i = 0; m->applied && i < m->nfollows; i++) {
		bool first = true;
		for (size_t j = 0; j < i; j++)
			first &=
			    strcmp(m->follows[j].unit, m->follows[i].unit) != 0;
		if (!first || m->follows[i].ans[0] == '\0')
			continue;
		char *line = follow_line(m, i);
		struct out o;
		out_init(&o);
		char *err = NULL;
		if (run_line(m, line, &o, &err) == 0)
			sent++;
		else
			wm_set_msg(m, "%s: %s", line, err ? err : "failed");
		free(err);
		out_free(&o);
		free(line);
	}
	return sent;
}
