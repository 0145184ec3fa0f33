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
#include "reportlog.h"
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

/* The ruling records under headings of their bound and phase. */
static void
report_body(const struct report_log *rl, const char *turn_word,
	    struct report_sink *k)
{
	int bound = -1;
	const char *phase = NULL;
	for (size_t i = 0; i < rl->nrulings; i++) {
		const struct rlog_ruling *r = &rl->rulings[i];
		if (r->bound != bound) {
			sb_addf(&k->sb, "\n## %c%s %d\n",
				toupper((unsigned char)turn_word[0]),
				turn_word + 1, r->bound);
			bound = r->bound;
			phase = NULL;
		}
		if (phase == NULL || strcmp(r->phase, phase) != 0) {
			sb_addf(&k->sb, "\n### %s phase\n\n", r->phase);
			phase = r->phase;
		}
		ruling_line(&r->rec, &k->sb);
		report_sink_flush(k, false);
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

/* The Markdown report of log rl into k. */
static void
report_markdown(struct cmd_ctx *ctx, const struct report_log *rl,
		struct report_sink *k, size_t *rulings, bool *any_provisional)
{
	const struct game *g = ctx->g;
	const char *turn_word = g->rs->turn_word ? g->rs->turn_word : "bound";
	*rulings = rl->nrulings;
	*any_provisional = false;
	for (size_t i = 0; i < rl->nrulings && !*any_provisional; i++) {
		char prov[8];
		*any_provisional =
		    record_value(&rl->rulings[i].rec, "provisional", prov,
				 sizeof prov) &&
		    strcmp(prov, "yes") == 0;
	}
	sb_addf(&k->sb,
		"# After-action report\n\nRuleset %s, distances in %s; "
		"now %s %d, %s phase.\n",
		g->rs->name, g->inches ? "in" : "cm", turn_word, g->bound,
		g->rs->phases[g->phase]);
	sb_addf(&k->sb,
		"%zu ruling record%s. Results that used a value not "
		"verified in the rules are marked *(provisional)*%s.\n",
		*rulings, *rulings == 1 ? "" : "s",
		*any_provisional ? "; this game has some" : "");
	if (*rulings == 0)
		sb_add(&k->sb, "\nNo rulings yet.\n");
	report_body(rl, turn_word, k);
	losses(g, &k->sb);
}

/* FILE.html or FILE.htm (any case): the page with maps. */
static bool
names_html(const char *path)
{
	size_t n = strlen(path);
	return (n > 5 && strcasecmp(path + n - 5, ".html") == 0) ||
	       (n > 4 && strcasecmp(path + n - 4, ".htm") == 0);
}

/* Into FILE, through the one file writer, a piece at a time. */
static int
report_to_file(struct cmd_ctx *ctx, const char *path, bool html,
	       const struct report_log *rl, size_t *rulings,
	       bool *any_provisional)
{
	struct atomic_file af;
	char *why = NULL;
	if (atomic_open(&af, path, &why) < 0) {
		cmd_error(ctx, "report: %s; nothing was written", why);
		free(why);
		return -1;
	}
	struct report_sink k = {.fp = atomic_stream(&af)};
	sb_init(&k.sb);
	k.failed = k.fp == NULL;
	if (html)
		report_html(ctx, rl, &k, rulings, any_provisional);
	else
		report_markdown(ctx, rl, &k, rulings, any_provisional);
	report_sink_flush(&k, true);
	sb_free(&k.sb);
	if (k.failed) {
		int e = errno;
		atomic_abort(&af);
		cmd_error(ctx,
			  "report: cannot write %s: %s; nothing was written",
			  path, strerror(e ? e : EIO));
		return -1;
	}
	if (atomic_commit(&af, &why) < 0) {
		cmd_error(ctx, "report: %s; nothing was written", why);
		free(why);
		return -1;
	}
	return 0;
}

/* The REPORT record: where it is, whatever folder the reader is in. */
static void
report_record(struct cmd_ctx *ctx, const char *path, size_t rulings,
	      bool any_provisional, const char *format)
{
	struct rec rc;
	char cwd[4096];
	char *abs = path[0] != '/' && getcwd(cwd, sizeof cwd)
			? um_xasprintf("%s/%s", cwd, path)
			: NULL;
	rec_begin(&rc, "REPORT");
	rec_str(&rc, "file", abs ? abs : path);
	free(abs);
	rec_int(&rc, "rulings", (long)rulings);
	rec_bool(&rc, "provisional", any_provisional);
	rec_str(&rc, "format", format);
	rec_end(&rc, ctx->out);
}

/* Line by line, blank lines kept (Markdown needs them). */
static void
report_lines(struct cmd_ctx *ctx, char *text)
{
	for (char *l = text; l && *l;) {
		char *nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		out_text(ctx->out, "%s", l);
		if (nl == NULL)
			break;
		l = nl + 1;
	}
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
	char *why = NULL;
	if (path && atomic_check_target(path, &why) < 0) {
		cmd_error(ctx, "report: %s; nothing was written", why);
		free(why);
		return -1;
	}
	struct report_log *made = NULL;
	const struct report_log *rl = report_log_get(ctx, &made, format == 1);
	if (rl == NULL) {
		char *m = um_xasprintf("report: %s", ctx->err ? ctx->err : "?");
		free(ctx->err);
		ctx->err = m;
		return -1;
	}
	size_t rulings = 0;
	bool any_provisional = false;
	int r = 0;
	if (path) {
		r = report_to_file(ctx, path, format == 1, rl, &rulings,
				   &any_provisional);
		if (r == 0)
			report_record(ctx, path, rulings, any_provisional,
				      formats[format]);
	} else {
		struct report_sink k = {.fp = NULL};
		sb_init(&k.sb);
		sb_add(&k.sb, "");
		if (format == 1)
			report_html(ctx, rl, &k, &rulings, &any_provisional);
		else
			report_markdown(ctx, rl, &k, &rulings,
					&any_provisional);
		report_lines(ctx, k.sb.s);
		sb_free(&k.sb);
	}
	rlog_free(made);
	return r;
}
