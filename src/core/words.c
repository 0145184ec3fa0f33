/* words.c - results in words and teaching texts, from the ruleset's
 * descriptor data (struct ruleset_teach, src/rules/<name>/teach.c). The
 * records stay as they are for scripts; this is what a person reads. */
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/out.h"
#include "umpire/ruling.h"
#include "umpire/ruleset.h"
#include "umpire/teach.h"
#include "umpire/util.h"

static const struct ruleset_teach *
teach_of(const struct game *g)
{
	return g && g->rs ? g->rs->teach : NULL;
}

const struct state_word *
teach_state(const struct game *g, const char *name)
{
	const struct ruleset_teach *t = teach_of(g);
	if (t == NULL || t->states == NULL || name == NULL)
		return NULL;
	for (const struct state_word *s = t->states; s->name; s++)
		if (strcmp(s->name, name) == 0)
			return s;
	return NULL;
}

/* "3.1.3" matches "3.1.3", "3.1.3 T13", "3.1.3, 4.1.1"; "Table 6" matches
 * a table file "tableNN-...csv" of that number and "T6". */
static bool
rule_matches(const char *key, const char *rule)
{
	size_t n = strlen(key);
	if (strncmp(rule, key, n) == 0 &&
	    (rule[n] == '\0' || rule[n] == ' ' || rule[n] == ','))
		return true;
	if (strncmp(key, "Table ", 6) != 0)
		return false;
	long want = strtol(key + 6, NULL, 10);
	const char *num = NULL;
	if (strncmp(rule, "table", 5) == 0)
		num = rule + 5;
	else if (rule[0] == 'T' && rule[1] >= '0' && rule[1] <= '9')
		num = rule + 1;
	return num && strtol(num, NULL, 10) == want;
}

const char *
teach_rule_text(const struct game *g, const char *rule)
{
	const struct ruleset_teach *t = teach_of(g);
	if (t == NULL || t->rules == NULL || rule == NULL)
		return NULL;
	for (const struct teach_text *x = t->rules; x->key; x++)
		if (rule_matches(x->key, rule))
			return x->text;
	return NULL;
}

const char *
teach_key_text(const struct game *g, const char *key, const char **section)
{
	const struct ruleset_teach *t = teach_of(g);
	if (t == NULL || t->keys == NULL || key == NULL)
		return NULL;
	/* The exact key first, then the longest key it starts with
	 * ("zone2" -> "zone"). */
	const struct teach_text *best = NULL;
	for (const struct teach_text *x = t->keys; x->key; x++) {
		size_t n = strlen(x->key);
		if (strcmp(x->key, key) == 0) {
			best = x;
			break;
		}
		if (strncmp(key, x->key, n) == 0 &&
		    (best == NULL || n > strlen(best->key)))
			best = x;
	}
	if (best && section)
		*section = best->section;
	return best ? best->text : NULL;
}

static int
state_index(const struct game *g, const char *name)
{
	const struct ruleset_teach *t = teach_of(g);
	int i = 0;
	for (const struct state_word *s = t->states; s->name; s++, i++)
		if (strcmp(s->name, name) == 0)
			return i;
	return -1;
}

/* "falls into Medium Disorder: it may not ... (3.1.1, 4.1.1)" or, once
 * spelled out, "falls into MD". */
static void
state_phrase(const struct game *g, const char *state, bool changed,
	     unsigned *seen, struct strbuf *sb)
{
	const struct state_word *w = teach_state(g, state);
	if (w == NULL) {
		sb_addf(sb, "is now %s", state);
		return;
	}
	int i = state_index(g, state);
	bool first = seen == NULL || i < 0 || i >= 32 || !(*seen & (1u << i));
	if (seen && i >= 0 && i < 32)
		*seen |= 1u << i;
	if (g->rs->states && g->rs->states[0] &&
	    strcmp(g->rs->states[0], state) == 0)
		sb_addf(sb, "stays %s", first ? w->long_name : w->name);
	else if (!changed)
		sb_addf(sb, "is still %s", first ? w->long_name : w->name);
	else
		sb_addf(sb, "%s %s", w->becomes ? w->becomes : "is now",
			first ? w->long_name : w->name);
	if (first && w->consequence)
		sb_addf(sb, ": %s", w->consequence);
	if (first && w->section)
		sb_addf(sb, " (%s)", w->section);
}

/* "Bn45 loses 4 figures (36 -> 32) and falls into ...", "Foy becomes
 * shaken ...": the unit, its loss if any, its state. */
static void
unit_phrase(const struct game *g, const char *unit, const char *loss,
	    const char *figures, const char *state, const char *moral,
	    unsigned *seen, struct strbuf *sb)
{
	/* No morale effect ("-", "none"): the state did not change now. */
	bool changed = moral == NULL ||
		       (strcmp(moral, "-") != 0 && strcmp(moral, "none") != 0);
	double l = loss ? strtod(loss, NULL) : 0;
	sb_addf(sb, "%s ", unit);
	if (l != 0) {
		sb_addf(sb, "loses %s figure%s", loss, l == 1 ? "" : "s");
		if (figures) {
			char before[32];
			um_fmt_num(before, sizeof before,
				   strtod(figures, NULL) + l);
			sb_addf(sb, " (%s \u2192 %s)", before, figures);
		}
		if (state)
			sb_add(sb, " and ");
	} else if (state == NULL) {
		sb_add(sb, "loses no figures");
	}
	if (state)
		state_phrase(g, state, changed, seen, sb);
}

bool
record_result_words(const struct game *g, const struct record *r,
		    unsigned *seen, struct strbuf *sb)
{
	if (!record_is(r, "RESULT") && !record_is(r, "PURSUE"))
		return false;
#define V(k) record_get(r, k)
	if (record_is(r, "PURSUE")) {
		/* A follow-up of a charge: "Kell pursues Hal 6\"". */
		sb_addf(sb, "%s pursues %s %s%s", V("unit") ? V("unit") : "?",
			V("pursued") ? V("pursued") : "?",
			V("distance") ? V("distance") : "?",
			g->inches ? "\"" : " cm");
		if (V("rule"))
			sb_addf(sb, " (%s)", V("rule"));
		sb_add(sb, ".");
		return true;
	}
	const char *unit = V("unit");
	if (unit == NULL)
		unit = V("target");
	if (unit == NULL)
		unit = V("defender");
	if (unit == NULL)
		unit = "?";
	unit_phrase(g, unit, V("loss"), V("figures"), V("state"), V("moral"),
		    seen, sb);
	if (V("stamina"))
		sb_addf(sb, "; stamina %s", V("stamina"));
	/* A melee: the attacker's side too. */
	const char *att = V("attacker");
	if (att && V("a_figures")) {
		sb_add(sb, ". ");
		unit_phrase(g, att, V("a_loss"), V("a_figures"), V("a_state"),
			    V("a_moral"), seen, sb);
	}
	if (V("loser") && att)
		sb_addf(sb, ". %s loses the melee",
			strcmp(V("loser"), "attacker") == 0   ? att
			: strcmp(V("loser"), "defender") == 0 ? unit
							      : V("loser"));
	if (V("prisoners") && strcmp(V("prisoners"), "0") != 0)
		sb_addf(sb, ", %s taken prisoner", V("prisoners"));
	sb_add(sb, ".");
	if (V("provisional") && strcmp(V("provisional"), "yes") == 0)
		sb_add(sb, " (provisional: a table value in use is not "
			   "verified)");
#undef V
	return true;
}

bool
result_words(const struct game *g, const char *record, unsigned *seen,
	     struct strbuf *sb)
{
	struct record r;
	if (record_parse(record, &r) < 0)
		return false;
	bool said = record_result_words(g, &r, seen, sb);
	record_free(&r);
	return said;
}

void
explain_result_words(struct game *g, const struct out *o, size_t from)
{
	struct explain x = {0};
	unsigned seen = 0;
	for (size_t i = from; o && i < o->n; i++) {
		if (o->lines[i].kind != OUT_RECORD)
			continue;
		struct strbuf sb;
		sb_init(&sb);
		if (record_result_words(g, &o->lines[i].rec, &seen, &sb))
			explain_add(&x, "  = %s", sb.s);
		sb_free(&sb);
	}
	if (x.n)
		explain_append(&x, g);
	else
		explain_free(&x);
}
