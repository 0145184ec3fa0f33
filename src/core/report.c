/* report.c - `report [FILE]`: the after-action report in Markdown (issue
 * 18). It is built by replaying the game's effective journal lines in a
 * scratch session (every die is in the lines, so each ruling comes out as
 * it did) and collecting the ruling records (FIRE, SHOT, MELEE, MORALE,
 * FLEE, PURSUE, RESULT, STAFF) under the bound and phase they were made
 * in. The losses and the units removed or no longer in their fresh state
 * come from the game as it is now. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "bound.h"
#include "query.h"
#include "report.h"
#include "umpire/atomicfile.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
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

/* One Markdown line for one ruling record. */
static void
ruling_line(const struct record *rec, struct strbuf *md)
{
	struct ruling_parts p;
	ruling_parts_of(rec, &p);
	sb_addf(md, "- **%s** %s%s%s: %s%s\n", p.tag, p.who,
		p.who[0] && p.whom[0] ? " → " : "", p.whom, p.details.s,
		p.provisional ? " *(provisional)*" : "");
	ruling_parts_free(&p);
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

struct replay_state {
	struct strbuf *md;
	const char *turn_word; /* "bound" or "turn" */
	int bound;
	char phase[UM_NAME_MAX + 1];
	size_t rulings;
	bool any_provisional;
};

static void
report_each(void *arg, int bound, const char *phase, const struct record *rec)
{
	struct replay_state *st = arg;
	if (bound != st->bound) {
		sb_addf(st->md, "\n## %c%s %d\n",
			toupper((unsigned char)st->turn_word[0]),
			st->turn_word + 1, bound);
		st->bound = bound;
		st->phase[0] = '\0';
	}
	if (strcmp(phase, st->phase) != 0) {
		sb_addf(st->md, "\n### %s phase\n\n", phase);
		snprintf(st->phase, sizeof st->phase, "%s", phase);
	}
	ruling_line(rec, st->md);
	st->rulings++;
	char prov[8];
	st->any_provisional |=
	    record_value(rec, "provisional", prov, sizeof prov) &&
	    strcmp(prov, "yes") == 0;
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

/* Losses per side and per unit, and the units not as they began. */
static void
losses(const struct game *g, struct strbuf *md)
{
	sb_add(md, "\n## Losses\n\n| side | figures at start | now | lost "
		   "|\n|---|---:|---:|---:|\n");
	size_t nsides;
	const char **sides = report_sides(g, &nsides);
	for (size_t s = 0; s < nsides; s++) {
		long start = 0, now = 0;
		report_side_figures(g, sides[s], &start, &now);
		sb_addf(md, "| %s | %ld | %ld | %ld |\n", sides[s], start, now,
			start - now);
	}
	free(sides);
	sb_add(md, "\n| unit | side | figures at start | now | lost | state "
		   "|\n|---|---|---:|---:|---:|---|\n");
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		sb_addf(md, "| %s | %s | %d | %d | %d | %s |\n", u->name,
			u->side, u->figures_start, u->figures,
			u->figures_start - u->figures,
			u->removed ? "removed" : unit_state_name(g, u));
	}
	sb_add(md, "\n## At the end\n\n");
	size_t listed = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed)
			sb_addf(md, "- %s (%s): removed\n", u->name, u->side);
		else if (u->state != 0)
			sb_addf(md, "- %s (%s): %s\n", u->name, u->side,
				unit_state_name(g, u));
		else
			continue;
		listed++;
	}
	if (listed == 0)
		sb_addf(md, "- every unit is still %s\n", g->rs->states[0]);
}

int
report_write_file(struct cmd_ctx *ctx, const char *path,
		  const struct strbuf *md)
{
	char *why = NULL;
	if (atomic_write(path, md->s ? md->s : "", md->len, &why) < 0) {
		cmd_error(ctx, "report: %s; nothing was written", why);
		free(why);
		return -1;
	}
	return 0;
}

/* The Markdown report into md: 0, or -1 (ctx->err). */
static int
report_markdown(struct cmd_ctx *ctx, struct strbuf *md, size_t *rulings,
		bool *any_provisional)
{
	const struct game *g = ctx->g;
	struct strbuf body;
	sb_init(&body);
	sb_add(&body, "");
	const char *turn_word = g->rs->turn_word ? g->rs->turn_word : "bound";
	struct replay_state st = {
	    .md = &body, .turn_word = turn_word, .bound = -1};
	sb_addf(md,
		"# After-action report\n\nRuleset %s, distances in %s; "
		"now %s %d, %s phase.\n",
		g->rs->name, g->inches ? "in" : "cm", turn_word, g->bound,
		g->rs->phases[g->phase]);
	int r = report_replay(ctx, report_each, &st);
	if (r == 0) {
		sb_addf(md,
			"%zu ruling record%s. Results that used a value not "
			"verified in the rules are marked *(provisional)*%s.\n",
			st.rulings, st.rulings == 1 ? "" : "s",
			st.any_provisional ? "; this game has some" : "");
		if (st.rulings == 0)
			sb_add(md, "\nNo rulings yet.\n");
		sb_add(md, body.s);
		losses(g, md);
	}
	sb_free(&body);
	*rulings = st.rulings;
	*any_provisional = st.any_provisional;
	return r;
}

/* FILE.html or FILE.htm (any case): the page with maps. */
static bool
names_html(const char *path)
{
	size_t n = strlen(path);
	return (n > 5 && strcasecmp(path + n - 5, ".html") == 0) ||
	       (n > 4 && strcasecmp(path + n - 4, ".htm") == 0);
}

int
cmd_report(struct cmd_ctx *ctx, struct args *a)
{
	static const char *const formats[] = {"md", "html", NULL};
	const char *path =
	    a->nword == ctx->argi + 1 ? a->word[ctx->argi] : NULL;
	int format = path && names_html(path) ? 1 : 0;
	if (a->nword > ctx->argi + 1)
		return cmd_error(ctx, "usage: report [FILE] [format=md|html] "
				      "(a FILE ending in .html is html)");
	if (args_enum(ctx, a, "format", formats, &format) < 0 ||
	    args_check_unused(ctx, a, "report", "format") < 0)
		return -1;
	if (ctx->s == NULL)
		return cmd_error(ctx, "report: no game to report on");
	struct strbuf text;
	sb_init(&text);
	size_t rulings = 0;
	bool any_provisional = false;
	int r = format == 1
		    ? report_html(ctx, &text, &rulings, &any_provisional)
		    : report_markdown(ctx, &text, &rulings, &any_provisional);
	if (r < 0 && ctx->err) {
		char *m = um_xasprintf("report: %s", ctx->err);
		free(ctx->err);
		ctx->err = m;
	}
	if (r == 0 && path) {
		r = report_write_file(ctx, path, &text);
		if (r == 0) {
			struct rec rc;
			/* Where it is, whatever folder the reader is in. */
			char cwd[4096];
			char *abs = path[0] != '/' && getcwd(cwd, sizeof cwd)
					? um_xasprintf("%s/%s", cwd, path)
					: NULL;
			rec_begin(&rc, "REPORT");
			rec_str(&rc, "file", abs ? abs : path);
			free(abs);
			rec_int(&rc, "rulings", (long)rulings);
			rec_bool(&rc, "provisional", any_provisional);
			rec_str(&rc, "format", formats[format]);
			rec_end(&rc, ctx->out);
		}
	} else if (r == 0) {
		/* Line by line, blank lines kept (Markdown needs them). */
		for (char *l = text.s; *l;) {
			char *nl = strchr(l, '\n');
			if (nl)
				*nl = '\0';
			out_text(ctx->out, "%s", l);
			if (nl == NULL)
				break;
			l = nl + 1;
		}
	}
	sb_free(&text);
	return r;
}
