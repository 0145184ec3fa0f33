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
