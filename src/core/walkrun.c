/* walkrun.c - the walkthrough's check and factors steps: the lines it
 * asks the session, and the records they print read into items
 * (include/umpire/walk.h). */
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/record.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"
#include "umpire/walk.h"

static char *
dupnull(const char *s)
{
	return s ? um_xstrdup(s) : NULL;
}

/* ---- the lines ---------------------------------------------------------- */

static const char *
kind_word(const struct wmodel *m)
{
	return m->kind == WALK_FIRE ? "fire" : "melee";
}

/* " KEY=VALUE" for part p's answers up to step upto; a battalion's as
 * " UNIT.KEY=VALUE" (docs/brigades.md). */
static void
answer_keys(const struct wmodel *m, const struct wm_part *p,
	    enum wm_ans_step upto, struct strbuf *sb)
{
	for (size_t i = 0; i < p->nans; i++) {
		if (p->ans[i].step > upto)
			continue;
		char *q = out_quote(p->ans[i].val);
		if (m->brigade[0])
			sb_addf(sb, " %s.%s=%s", p->actor, p->ans[i].key, q);
		else
			sb_addf(sb, " %s=%s", p->ans[i].key, q);
		free(q);
	}
}

/* `[VERB ]fire A at T k=v...` with the answers of the steps up to upto;
 * a brigade's names the brigade and carries every battalion's. */
static char *
part_line(const struct wmodel *m, const struct wm_part *p, const char *verb,
	  enum wm_ans_step upto)
{
	struct strbuf sb;
	sb_init(&sb);
	if (verb)
		sb_addf(&sb, "%s ", verb);
	sb_addf(&sb, "%s %s %s %s", kind_word(m),
		m->brigade[0] ? m->brigade : p->actor,
		m->kind == WALK_FIRE ? "at" : "vs", p->target);
	if (m->brigade[0])
		for (size_t i = 0; i < m->nparts; i++)
			answer_keys(m, &m->parts[i], upto, &sb);
	else
		answer_keys(m, p, upto, &sb);
	return sb_steal(&sb);
}

/* ---- records into items ------------------------------------------------- */

static void
note_add(char ***notes, size_t *n, const struct out_line *l)
{
	*notes = um_xreallocarray(*notes, *n + 1, sizeof **notes);
	const char *txt = l->text;
	while (*txt == ' ')
		txt++;
	(*notes)[(*n)++] = um_xasprintf(
	    "%s%s", l->kind == OUT_WARNING ? "warning: " : "", txt);
}

static struct wm_item *
item_new(struct wm_item **items, size_t *n, enum wm_item_kind kind)
{
	*items = um_xreallocarray(*items, *n + 1, sizeof **items);
	struct wm_item *it = &(*items)[(*n)++];
	memset(it, 0, sizeof *it);
	it->kind = kind;
	return it;
}

/* A FACTOR's column values: loss/moral or attack/defence, and whatever
 * else the record carries. */
static char *
factor_values(const struct record *a)
{
	static const char *const skip[] = {"part",   "key",	   "table",
					   "source", "rule",	   "label",
					   "reason", "provisional"};
	struct strbuf sb;
	sb_init(&sb);
	const char *pos = NULL, *k, *v;
	while (record_next(a, &pos, &k, &v)) {
		bool s = *k == '\0';
		for (size_t j = 0; j < UM_ARRLEN(skip); j++)
			s |= strcmp(skip[j], k) == 0;
		if (!s)
			sb_addf(&sb, "%s%s=%s", sb.len ? " " : "", k, v);
	}
	return sb_steal(&sb);
}

static void
item_fill(struct wm_item *it, const struct record *a)
{
	const char *key = record_get(a, "key");
	it->key = um_xstrdup(key ? key : "?");
	it->result = dupnull(record_get(a, "result"));
	it->rule = dupnull(record_get(a, "rule"));
	it->reason = dupnull(record_get(a, "reason"));
	it->source = dupnull(record_get(a, "source"));
	it->question = dupnull(record_get(a, "question"));
	it->allowed = dupnull(record_get(a, "allowed"));
	it->def = dupnull(record_get(a, "default"));
	it->table = dupnull(record_get(a, "table"));
	it->part = dupnull(record_get(a, "part"));
	const char *prov = record_get(a, "provisional");
	it->provisional = prov && strcmp(prov, "yes") == 0;
	if (it->kind == WI_FACTOR) {
		it->values = factor_values(a);
		if (it->reason == NULL)
			it->reason = dupnull(record_get(a, "label"));
	}
}

/* The part a record is about: its part=A>T (or firer=A), by actor. */
static struct wm_part *
part_of(struct wmodel *m, const struct record *a, struct wm_part *dflt)
{
	if (m->brigade[0] == '\0')
		return dflt;
	const char *v = record_get(a, "part");
	if (v == NULL)
		v = record_get(a, "firer");
	if (v == NULL)
		return NULL;
	size_t n = strcspn(v, ">");
	for (size_t i = 0; i < m->nparts; i++)
		if (strlen(m->parts[i].actor) == n &&
		    strncmp(m->parts[i].actor, v, n) == 0)
			return &m->parts[i];
	return NULL;
}

/* The records a step printed into items of its part(s) (checks when
 * checks, else factors); teach and text lines go with the record
 * before them. */
static void
read_records(struct wmodel *m, const struct out *o, struct wm_part *dflt,
	     bool checks)
{
	struct wm_item *last = NULL;
	struct wm_part *lastp = dflt;
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *l = &o->lines[i];
		if (l->kind != OUT_RECORD) {
			if (last)
				note_add(&last->notes, &last->nnotes, l);
			else if (lastp)
				note_add(&lastp->notes, &lastp->nnotes, l);
			continue;
		}
		const struct record *a = &l->rec;
		const char *tag = record_tag(a);
		if (tag == NULL)
			continue;
		struct wm_part *p = part_of(m, a, dflt);
		enum wm_item_kind kind = strcmp(tag, "CHECK") == 0 ? WI_CHECK
					 : strcmp(tag, "FACTOR") == 0
					     ? WI_FACTOR
					 : strcmp(tag, "ASK") == 0 ? WI_ASK
								   : 99;
		const char *v = record_get(a, "value");
		if (strcmp(tag, "ELIGIBLE") == 0 && p && v && checks)
			snprintf(p->eligible, sizeof p->eligible, "%s", v);
		if (p && (int)kind != 99) {
			last = checks
				   ? item_new(&p->checks, &p->nchecks, kind)
				   : item_new(&p->factors, &p->nfactors, kind);
			item_fill(last, a);
			lastp = p;
		}
	}
}

/* The question a command left open (typed: out->asked), as an item to
 * answer. */
static bool
asked_item(const struct out *o, const char *err, struct wm_item **items,
	   size_t *n)
{
	if (o->asked == NULL)
		return false;
	struct wm_item *it = item_new(items, n, WI_ASK);
	it->key = um_xstrdup(o->asked->key);
	it->result = um_xstrdup("ask");
	it->question = um_xstrdup(o->asked->question);
	it->allowed = dupnull(o->asked->allowed);
	it->reason = um_xstrdup(err ? err : o->asked->question);
	return true;
}

/* ---- split fire: the parts of one firer --------------------------------- */

static struct wm_item *
item_keyed(struct wm_part *p, const char *key, const char *result)
{
	for (size_t i = 0; i < p->nchecks; i++)
		if (strcmp(p->checks[i].key, key) == 0) {
			free(p->checks[i].result);
			p->checks[i].result = um_xstrdup(result);
			return &p->checks[i];
		}
	struct wm_item *it = item_new(&p->checks, &p->nchecks, WI_CHECK);
	it->key = um_xstrdup(key);
	it->result = um_xstrdup(result);
	return it;
}

static void
item_say(char **field, char *text)
{
	free(*field);
	*field = text;
}

/* What the firer's other parts have taken of key (figures, guns). */
long
wm_taken_by_others(const struct wmodel *m, size_t pi, const char *key)
{
	long taken = 0;
	for (size_t i = 0; i < m->nparts; i++) {
		const char *v = wm_answer_get(&m->parts[i], key);
		if (i != pi && v &&
		    strcmp(m->parts[i].actor, m->parts[pi].actor) == 0)
			taken += strtol(v, NULL, 10);
	}
	return taken;
}

/* A firer in several parts shares its figures (artillery: its guns)
 * among them: each part asks how many fire at its target, out of what
 * the other parts left (split fire). */
static void
ask_share(struct wmodel *m, size_t pi, const char *key, const char *noun,
	  int total)
{
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	struct wm_part *p = &m->parts[pi];
	long left = total - wm_taken_by_others(m, pi, key);
	struct wm_item *it = item_keyed(p, key, "ask");
	item_say(&it->question,
		 um_xasprintf("How many of %s's %d %s fire at %s? (split fire: "
			      "its parts share them; %ld left)",
			      p->actor, total, noun, p->target,
			      left > 0 ? left : 0));
	item_say(&it->allowed, um_xasprintf("1..%ld", left > 1 ? left : 1));
	item_say(&it->rule, dupnull(te ? te->split_section : NULL));
	if (strcmp(p->eligible, "yes") == 0)
		snprintf(p->eligible, sizeof p->eligible, "ask");
}

/* Artillery: how many of its guns take part (all unless told), beside
 * the figures check where the eye looks for it. */
static void
ask_guns(struct wmodel *m, struct wm_part *p, const struct unit *u)
{
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	const char *given = wm_answer_get(p, "guns");
	struct wm_item *it = item_new(&p->checks, &p->nchecks, WI_CHECK);
	it->key = um_xstrdup("guns");
	it->result = um_xstrdup("pass");
	it->question = um_xasprintf("How many of %s's %d guns fire at %s?",
				    p->actor, u->guns, p->target);
	it->allowed = um_xasprintf("1..%d", u->guns);
	it->reason =
	    given ? um_xasprintf("%s of %d guns fire", given, u->guns)
		  : um_xasprintf("all %d guns fire unless you type how many "
				 "take part",
				 u->guns);
	it->source = um_xstrdup(given ? "given" : "default");
	it->rule = um_xstrdup(te->guns_section);
	for (size_t i = 0; i + 1 < p->nchecks; i++)
		if (strcmp(p->checks[i].key, "figures") == 0) {
			struct wm_item g = p->checks[p->nchecks - 1];
			memmove(&p->checks[i + 2], &p->checks[i + 1],
				(p->nchecks - i - 2) * sizeof *p->checks);
			p->checks[i + 1] = g;
			break;
		}
}

/* Split fire and guns: the questions the engine leaves to the parts
 * (the sections are the ruleset's). */
static void
share_questions(struct wmodel *m, size_t pi)
{
	struct wm_part *p = &m->parts[pi];
	const struct game *g = m->host.s->g;
	const struct ruleset_teach *te = g->rs->teach;
	long ui = game_unit_index(g, p->actor);
	if (m->kind != WALK_FIRE || ui < 0 || m->brigade[0])
		return;
	const struct unit *u = &g->units[ui];
	size_t same = 0;
	for (size_t i = 0; i < m->nparts; i++)
		same += strcmp(m->parts[i].actor, p->actor) == 0;
	/* Only where the rules count guns (a ruleset whose fire takes no
	 * guns= answer would refuse the line the question makes). */
	bool guns =
	    u->arm == ARM_ARTILLERY && u->guns > 1 && te && te->guns_section;
	if (same > 1 && guns) {
		/* Artillery splits between its guns, each with its gunners:
		 * both counts on each part (3.1.2). */
		if (wm_answer_get(p, "guns") == NULL)
			ask_share(m, pi, "guns", "guns", u->guns);
		else
			ask_guns(m, p, u);
		if (wm_answer_get(p, "figures") == NULL)
			ask_share(m, pi, "figures", "gunners (figures)",
				  u->figures);
	} else if (same > 1 && wm_answer_get(p, "figures") == NULL) {
		ask_share(m, pi, "figures", "figures", u->figures);
	} else if (guns) {
		ask_guns(m, p, u);
	}
}

/* ---- the steps ---------------------------------------------------------- */

static void
check_clear(struct wm_part *p)
{
	wm_items_free(&p->checks, &p->nchecks);
	wm_notes_free(&p->notes, &p->nnotes);
	free(p->check_err);
	p->check_err = NULL;
	snprintf(p->eligible, sizeof p->eligible, "?");
}

/* `check fire A at T answers` (a brigade: `check fire BRIGADE at T`, for
 * every battalion at once). */
void
wm_run_check(struct wmodel *m, size_t pi)
{
	bool all = m->brigade[0] != '\0';
	for (size_t i = 0; i < m->nparts; i++)
		if (all || i == pi)
			check_clear(&m->parts[i]);
	struct wm_part *p = &m->parts[pi];
	char *line = part_line(m, p, "check", WA_CHECK);
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = wm_exec(m, line, &o, &err);
	free(line);
	read_records(m, &o, all ? NULL : p, true);
	if (r < 0 && !all) {
		if (asked_item(&o, err, &p->checks, &p->nchecks))
			snprintf(p->eligible, sizeof p->eligible, "ask");
		else
			p->check_err = um_xstrdup(err ? err : "failed");
	} else if (r < 0 && o.asked == NULL) {
		/* A brigade with no battalion that may fire, or refused. */
		bool told = false;
		for (size_t i = 0; i < m->nparts; i++)
			told |= m->parts[i].nchecks > 0;
		if (!told)
			p->check_err = um_xstrdup(err ? err : "failed");
	}
	out_free(&o);
	free(err);
	if (p->check_err == NULL)
		share_questions(m, pi);
	for (size_t i = 0; i < m->nparts; i++)
		if (all || i == pi) {
			m->parts[i].checked = true;
			/* Answers change what follows. */
			m->parts[i].factored = false;
		}
	wm_result_clear(m);
}

static void
factors_clear(struct wm_part *p)
{
	wm_items_free(&p->factors, &p->nfactors);
	free(p->factor_err);
	p->factor_err = NULL;
}

/* A factor answered "no" prints no record: keep it listed so the answer
 * can be seen and changed. */
static void
keep_answered_factors(struct wm_part *p)
{
	for (size_t i = 0; i < p->nans; i++) {
		if (p->ans[i].step != WA_FACTOR)
			continue;
		bool listed = false;
		for (size_t j = 0; j < p->nfactors; j++)
			listed |= strcmp(p->factors[j].key, p->ans[i].key) == 0;
		if (listed)
			continue;
		struct wm_item *it =
		    item_new(&p->factors, &p->nfactors, WI_FACTOR);
		it->key = um_xstrdup(p->ans[i].key);
		it->result = um_xstrdup("pass");
		it->values = um_xstrdup("not counted");
		it->source = um_xstrdup("umpire");
	}
}

/* `factors fire A at T answers` (a brigade: every battalion's). */
void
wm_run_factors(struct wmodel *m, size_t pi)
{
	bool all = m->brigade[0] != '\0';
	for (size_t i = 0; i < m->nparts; i++)
		if (all || i == pi)
			factors_clear(&m->parts[i]);
	struct wm_part *p = &m->parts[pi];
	char *line = part_line(m, p, "factors", WA_FACTOR);
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = wm_exec(m, line, &o, &err);
	free(line);
	read_records(m, &o, all ? NULL : p, false);
	if (r < 0 && !asked_item(&o, err, &p->factors, &p->nfactors))
		p->factor_err = um_xstrdup(err ? err : "failed");
	out_free(&o);
	free(err);
	for (size_t i = 0; i < m->nparts; i++)
		if (all || i == pi) {
			keep_answered_factors(&m->parts[i]);
			m->parts[i].factored = true;
		}
	wm_result_clear(m);
}

/* ---- declarations ------------------------------------------------------- */

/* Does dice row d belong on part pi's line? Once per unit: on the first
 * part it appears in (a battalion: its own); a principal roll on the
 * principal's part (wm_principal), which may be no part of the walk
 * (principal_lines). */
static bool
dice_on_part(const struct wmodel *m, const struct wm_dice *d, size_t pi)
{
	if (m->brigade[0])
		return d->part == pi;
	if (d->wd->principal) {
		char pr[UM_NAME_MAX + 1];
		wm_principal(m, d->part, pr);
		return strcmp(m->parts[pi].target, m->parts[d->part].target) ==
			   0 &&
		       strcmp(m->parts[pi].actor, pr) == 0;
	}
	if (d->wd->per_part)
		return d->part == pi;
	char who[UM_NAME_MAX + 1];
	wm_dice_who(m, d->wd, pi, who);
	if (strcmp(who, d->who) != 0)
		return false;
	for (size_t j = 0; j < pi; j++) {
		wm_dice_who(m, d->wd, j, who);
		if (strcmp(who, d->who) == 0)
			return false;
	}
	return true;
}

/* " KEY=VALUE" for dice row d. */
static void
dice_key(const struct wmodel *m, const struct wm_dice *d, size_t pi,
	 struct strbuf *sb)
{
	bool list = strchr(d->val, ',') != NULL && d->wd->dice_key;
	const char *key = list ? d->wd->dice_key : d->wd->roll_key;
	if (m->brigade[0])
		sb_addf(sb, " %s.%s=%s", m->parts[pi].actor, key, d->val);
	else
		sb_addf(sb, " %s=%s", key, d->val);
}

/* The dice keys for part pi's line (a battalion's as UNIT.KEY=). */
static void
dice_keys(const struct wmodel *m, size_t pi, struct strbuf *sb)
{
	for (size_t k = 0; k < m->ndice; k++) {
		const struct wm_dice *d = &m->dice[k];
		if (d->val[0] == '\0' || !dice_on_part(m, d, pi))
			continue;
		dice_key(m, d, pi, sb);
	}
}

char *
wm_part_line(const struct wmodel *m, size_t i, bool dice)
{
	char *l = part_line(m, &m->parts[i], NULL, WA_FACTOR);
	if (!dice)
		return l;
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, l);
	free(l);
	for (size_t k = 0; k < (m->brigade[0] ? m->nparts : 1); k++)
		dice_keys(m, m->brigade[0] ? k : i, &sb);
	return sb_steal(&sb);
}

/* Is part p's attack declared in the game already? */
static bool
part_declared(const struct wmodel *m, size_t p)
{
	const struct game *g = m->host.s->g;
	for (size_t i = 0; i < g->ndecls; i++)
		if (g->decls[i].kind == DECL_MELEE &&
		    strcmp(g->decls[i].actor, m->parts[p].actor) == 0 &&
		    strcmp(g->decls[i].target, m->parts[p].target) == 0)
			return true;
	return false;
}

/* Part p is an attack declared already, where the principal carries the
 * dice (melee_principal): its declaration stands, and the line again
 * without dice would be refused. */
static bool
part_stands(const struct wmodel *m, size_t p)
{
	if (m->kind != WALK_MELEE || m->brigade[0] || m->parts[p].nans)
		return false;
	const struct ruleset_teach *te = m->host.s->g->rs->teach;
	return te && te->melee_principal && part_declared(m, p);
}

/* A declared attack that is not its target's principal has nothing to
 * say again: its dice go on the principal's line. */
static bool
part_silent(const struct wmodel *m, size_t p)
{
	if (!part_stands(m, p))
		return false;
	char pr[UM_NAME_MAX + 1];
	wm_principal(m, p, pr);
	return strcmp(pr, m->parts[p].actor) != 0;
}

/* The principal's line for the target of part p (the first part at it)
 * when the principal's attack is declared and no part of the walk: `melee
 * P vs T` with the dice it carries. NULL when a part carries them. */
static char *
principal_line(const struct wmodel *m, size_t p)
{
	for (size_t j = 0; j < p; j++)
		if (strcmp(m->parts[j].target, m->parts[p].target) == 0)
			return NULL;
	char pr[UM_NAME_MAX + 1];
	wm_principal(m, p, pr);
	for (size_t j = 0; j < m->nparts; j++)
		if (strcmp(m->parts[j].target, m->parts[p].target) == 0 &&
		    strcmp(m->parts[j].actor, pr) == 0)
			return NULL;
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s %s vs %s", kind_word(m), pr, m->parts[p].target);
	size_t len = sb.len;
	for (size_t k = 0; k < m->ndice; k++) {
		const struct wm_dice *d = &m->dice[k];
		if (d->val[0] && d->wd->principal &&
		    strcmp(m->parts[d->part].target, m->parts[p].target) == 0)
			dice_key(m, d, p, &sb);
	}
	if (sb.len == len) {
		sb_free(&sb);
		return NULL;
	}
	return sb_steal(&sb);
}

size_t
wm_declarations(const struct wmodel *m, char ***lines)
{
	size_t n = m->brigade[0] ? 1 : m->nparts;
	*lines = um_xcalloc(2 * n + 3, sizeof **lines);
	size_t k = 0;
	for (size_t i = 0; m->brigade[0] == '\0' && i < n; i++) {
		char *l = principal_line(m, i);
		if (l)
			(*lines)[k++] = l;
	}
	for (size_t i = 0; i < n; i++)
		if (!part_silent(m, i))
			(*lines)[k++] = wm_part_line(m, i, true);
	return k;
}

size_t
wm_odds_declarations(const struct wmodel *m, char ***lines)
{
	size_t n = m->brigade[0] ? 1 : m->nparts;
	*lines = um_xcalloc(n + 1, sizeof **lines);
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (!part_stands(m, i))
			(*lines)[k++] = wm_part_line(m, i, false);
	return k;
}
