/* reportparts.c - what the Markdown report (report.c) and the HTML page
 * (reporthtml.c) share (report.h): the replay of the journal with its
 * ruling records, a ruling record taken apart, the sides and their
 * figures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "query.h"
#include "report.h"
#include "umpire/util.h"

static bool
is_ruling(const struct record *rec)
{
	/* STAFF: a staff figure's catch roll (Table 18), a ruling on a side
	 * (no unit: no loss, no WHY). */
	static const char *const tags[] = {"FIRE",   "SHOT",  "MELEE",
					   "MORALE", "FLEE",  "PURSUE",
					   "RESULT", "STAFF", NULL};
	for (size_t i = 0; tags[i]; i++)
		if (record_is(rec, tags[i]))
			return true;
	return false;
}

/* "key v" pieces for the fields present, e.g. "dice 3,4,5 (12)". */
static void
add_if(struct strbuf *sb, const struct record *rec, const char *key,
       const char *label)
{
	char v[128];
	if (record_value(rec, key, v, sizeof v))
		sb_addf(sb, "%s%s %s", sb->len ? "; " : "", label, v);
}

/* One ruling record taken apart (the Markdown line and the HTML list). */
void
ruling_parts_of(const struct record *rec, struct ruling_parts *p)
{
	memset(p, 0, sizeof *p);
	snprintf(p->tag, sizeof p->tag, "%s", record_tag(rec));
	if (!record_value(rec, "firer", p->who, sizeof p->who) &&
	    !record_value(rec, "attacker", p->who, sizeof p->who) &&
	    !record_value(rec, "unit", p->who, sizeof p->who))
		p->who[0] = '\0';
	if (!record_value(rec, "target", p->whom, sizeof p->whom) &&
	    !record_value(rec, "defender", p->whom, sizeof p->whom))
		p->whom[0] = '\0';
	if (record_is(rec, "RESULT") &&
	    record_value(rec, "target", p->whom, sizeof p->whom))
		p->who[0] = '\0';
	if (record_is(rec, "STAFF") && !p->who[0]) /* the staff figure's side */
		record_value(rec, "side", p->who, sizeof p->who);
	struct strbuf *sb = &p->details;
	sb_init(sb);
	sb_add(sb, "");
	add_if(sb, rec, "dice", "dice");
	add_if(sb, rec, "a_dice", "attacker's dice");
	add_if(sb, rec, "d_dice", "defender's dice");
	add_if(sb, rec, "roll", "roll");
	add_if(sb, rec, "staff", "staff penalty"); /* Table 18 */
	add_if(sb, rec, "roll_used", "roll used");
	add_if(sb, rec, "a_staff", "attacker's staff penalty");
	add_if(sb, rec, "a_roll_used", "attacker's roll used");
	add_if(sb, rec, "d_staff", "defender's staff penalty");
	add_if(sb, rec, "d_roll_used", "defender's roll used");
	add_if(sb, rec, "loss_mod", "loss factors");
	add_if(sb, rec, "moral_mod", "morale factors");
	add_if(sb, rec, "mod", "factors");
	add_if(sb, rec, "a_mod", "attacker's factors");
	add_if(sb, rec, "d_mod", "defender's factors");
	add_if(sb, rec, "a_total", "attacker's total");
	add_if(sb, rec, "d_total", "defender's total");
	add_if(sb, rec, "total", "total");
	add_if(sb, rec, "loss", "loss");
	add_if(sb, rec, "moral", "morale");
	add_if(sb, rec, "outcome", "outcome");
	add_if(sb, rec, "result", "result");
	add_if(sb, rec, "winner", "winner");
	add_if(sb, rec, "loser", "loser");
	if (record_is(rec, "STAFF")) { /* Table 18 */
		add_if(sb, rec, "penalty", "penalty");
		add_if(sb, rec, "until_bound", "until the end of bound");
		add_if(sb, rec, "side_penalty", "side's penalty now");
		add_if(sb, rec, "placed", "placed in");
	}
	if (record_is(rec, "RESULT")) {
		add_if(sb, rec, "a_loss", "attacker's loss");
		add_if(sb, rec, "state", "state now");
		add_if(sb, rec, "figures", "figures now");
	}
	if (sb->len == 0)
		sb_add(sb, "-");
	char prov[8];
	p->provisional = record_value(rec, "provisional", prov, sizeof prov) &&
			 strcmp(prov, "yes") == 0;
}

void
ruling_parts_free(struct ruling_parts *p)
{
	sb_free(&p->details);
}

static bool
starts_next_bound(const char *cmd)
{
	if (strncmp(cmd, "bound", 5) != 0 && strncmp(cmd, "turn", 4) != 0)
		return false;
	struct args a;
	char *err = NULL;
	if (cmd_parse(cmd, &a, &err) < 0) {
		free(err);
		return false;
	}
	bool hit =
	    a.nword >= 2 && strcmp(a.word[1], "next") == 0 &&
	    (strcmp(a.word[0], "bound") == 0 || strcmp(a.word[0], "turn") == 0);
	args_free(&a);
	return hit;
}

/* The replay of report_replay_hooks over query.c's loop: the bound's
 * end is seen before the `bound next` that ends it. */
static void
hooks_before(void *arg, const char *cmd, struct game *g)
{
	const struct report_hooks *h = arg;
	if (h->bound_end == NULL)
		return;
	if (cmd == NULL)
		h->bound_end(h->arg, g, g->bound, true);
	else if (starts_next_bound(cmd))
		h->bound_end(h->arg, g, g->bound, false);
}

static void
hooks_line(void *arg, size_t n, int bound, const char *phase, const char *cmd,
	   const struct out *out, struct game *g)
{
	(void)n, (void)cmd;
	const struct report_hooks *h = arg;
	for (size_t k = 0; k < out->n; k++)
		if (out->lines[k].kind == OUT_RECORD &&
		    is_ruling(&out->lines[k].rec))
			h->ruling(h->arg, bound, phase, &out->lines[k].rec, g);
}

/* Replay the effective lines in a scratch session, calling the hooks. */
int
report_replay_hooks(struct cmd_ctx *ctx, const struct report_hooks *h)
{
	return journal_replay_lines_hooked(ctx, hooks_before, hooks_line,
					   (void *)h);
}

struct replay_adapter {
	void (*each)(void *arg, int bound, const char *phase,
		     const struct record *rec);
	void *arg;
};

static void
adapter_ruling(void *arg, int bound, const char *phase,
	       const struct record *rec, const struct game *g)
{
	(void)g;
	struct replay_adapter *ad = arg;
	ad->each(ad->arg, bound, phase, rec);
}

/* Replay the effective lines in a scratch session and call each() for
 * every ruling record with the bound and phase it was made in. */
int
report_replay(struct cmd_ctx *ctx,
	      void (*each)(void *arg, int bound, const char *phase,
			   const struct record *rec),
	      void *arg)
{
	struct replay_adapter ad = {each, arg};
	struct report_hooks h = {.ruling = adapter_ruling, .arg = &ad};
	return report_replay_hooks(ctx, &h);
}

const char **
report_sides(const struct game *g, size_t *nsides)
{
	const char **sides = um_xcalloc(g->nunits + 1, sizeof *sides);
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		bool seen = false;
		for (size_t k = 0; k < n && !seen; k++)
			seen = strcmp(sides[k], g->units[i].side) == 0;
		if (!seen)
			sides[n++] = g->units[i].side;
	}
	*nsides = n;
	return sides;
}

void
report_side_figures(const struct game *g, const char *side, long *start,
		    long *now)
{
	*start = *now = 0;
	for (size_t k = 0; k < g->nunits; k++)
		if (strcmp(g->units[k].side, side) == 0) {
			*start += g->units[k].figures_start;
			*now += g->units[k].figures;
		}
}
