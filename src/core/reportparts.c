/* reportparts.c - what the Markdown report (report.c) and the HTML page
 * (reporthtml.c) share (report.h): the replay of the journal with its
 * ruling records, a ruling record taken apart, the sides and their
 * figures. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

#include "bound.h"
#include "query.h"
#include "report.h"
#include "reportlog.h"
#include "umpire/util.h"

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
	else if (report_starts_next_bound(cmd))
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
		    report_is_ruling(&out->lines[k].rec))
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

/* The fallback: the log made by replaying the journal. */
static void
log_ruling(void *arg, int bound, const char *phase, const struct record *rec,
	   const struct game *g)
{
	rlog_add_ruling(arg, g, bound, phase, rec);
}

static void
log_bound_end(void *arg, const struct game *g, int bound, bool final)
{
	/* The bound in progress is the game in play (report_log_get). */
	if (!final)
		rlog_add_snap(arg, g, bound, 0);
}

/* UMPIRE_REPORT_REPLAY=1: always replay (tests compare the two). */
static bool
replay_forced(void)
{
	const char *v = getenv("UMPIRE_REPORT_REPLAY");
	return v && *v && strcmp(v, "0") != 0;
}

const struct report_log *
report_log_get(struct cmd_ctx *ctx, struct report_log **made, bool arrows)
{
	*made = NULL;
	const struct report_log *rl =
	    replay_forced() ? NULL : report_log_of(ctx->s);
	if (rl && arrows && !report_log_arrows(ctx->s))
		rl = NULL; /* the undo log no longer reaches them: replay */
	if (rl)
		return rl;
	struct report_log *mine = rlog_new();
	struct report_hooks h = {
	    .ruling = log_ruling, .bound_end = log_bound_end, .arg = mine};
	if (report_replay_hooks(ctx, &h) < 0) {
		rlog_free(mine);
		return NULL;
	}
	*made = mine;
	return mine;
}

void
report_sink_flush(struct report_sink *k, bool all)
{
	if (k->fp == NULL || (!all && k->sb.len < 1 << 16))
		return;
	if (k->sb.len && fwrite(k->sb.s, 1, k->sb.len, k->fp) != k->sb.len)
		k->failed = true;
	sb_clear(&k->sb);
}
