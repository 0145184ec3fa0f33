/* print.c - the paper fallback (`print [FILE]`): one plain-text sheet of
 * the live state and the quick reference of the current phase, so the game
 * can go on with pencil if the laptop dies.
 *
 * The units come from the game (the ruleset's own UNIT fields through its
 * unit_record hook); the quick reference from the ruleset's quickref file
 * (checks, the tables to print with a row template, settings); the values
 * are the tables in play (tableset API, --tables included) and the game's
 * settings. A value from a provisional file is marked with '*'. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "example.h"
#include "umpire/atomicfile.h"
#include "umpire/ruleset.h"
#include "umpire/table.h"
#include "umpire/util.h"

#define SHEET_WIDTH 100

/* Append words to the current line, breaking before SHEET_WIDTH. */
struct packer {
	struct strbuf *sheet;
	struct strbuf line;
	const char *indent;
};

static void
pack_flush(struct packer *p)
{
	if (p->line.len > strlen(p->indent))
		sb_addf(p->sheet, "%s\n", p->line.s);
	sb_clear(&p->line);
	sb_add(&p->line, p->indent);
}

static void
pack_word(struct packer *p, const char *w)
{
	if (p->line.len + 2 + strlen(w) > SHEET_WIDTH)
		pack_flush(p);
	if (p->line.len > strlen(p->indent))
		sb_add(&p->line, "  ");
	sb_add(&p->line, w);
}

/* Add text as lines of at most SHEET_WIDTH, breaking at spaces; lines
 * after the first start with indent. */
static void
sheet_wrap(struct strbuf *sheet, const char *text, const char *indent)
{
	size_t ilen = strlen(indent), col = 0;
	const char *p = text;
	while (*p) {
		size_t room = SHEET_WIDTH - col;
		if (strlen(p) <= room)
			break;
		size_t cut = room;
		while (cut > 0 && p[cut] != ' ')
			cut--;
		if (cut == 0) /* one long word: cut it */
			cut = room;
		sb_addn(sheet, p, cut);
		sb_addf(sheet, "\n%s", indent);
		col = ilen;
		p += cut;
		while (*p == ' ')
			p++;
	}
	sb_addf(sheet, "%s\n", p);
}

/* Fill a row template: {col} becomes the cell ("-" when blank), {col?}
 * the cell or nothing. */
static char *
fill_template(const struct table *t, size_t row, const char *tpl)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (const char *p = tpl; *p; p++) {
		const char *close = *p == '{' ? strchr(p, '}') : NULL;
		if (close == NULL) {
			sb_addc(&sb, *p);
			continue;
		}
		char col[64];
		snprintf(col, sizeof col, "%.*s", (int)(close - p - 1), p + 1);
		size_t n = strlen(col);
		bool opt = n > 0 && col[n - 1] == '?';
		if (opt)
			col[n - 1] = '\0';
		int c = table_col(t, col);
		const char *v = c >= 0 ? table_cell(t, row, c) : "?";
		sb_add(&sb, v && *v ? v : opt ? "" : "-");
		p = close;
	}
	return sb_steal(&sb);
}

static void
sheet_table(struct strbuf *sheet, const struct tableset *ts, const char *name,
	    const char *tpl)
{
	const struct table *t = tableset_get(ts, name);
	if (t == NULL) {
		sb_addf(sheet, "%s: not in the tables in play\n", name);
		return;
	}
	sb_addf(sheet, "%s (%s%s):\n", name,
		strcmp(t->origin, "embedded") == 0 ? "built in" : t->origin,
		t->provisional ? "; * provisional" : "");
	struct packer p = {.sheet = sheet, .indent = "  "};
	sb_init(&p.line);
	sb_add(&p.line, p.indent);
	for (size_t r = 0; r < t->nrows; r++) {
		char *cell = fill_template(t, r, tpl);
		char *w = um_xasprintf("%s%s", cell, t->provisional ? "*" : "");
		pack_word(&p, w);
		free(w);
		free(cell);
	}
	pack_flush(&p);
	sb_free(&p.line);
}

static void
sheet_units(struct strbuf *sheet, const struct game *g)
{
	sb_addf(sheet, "%-8s %-8s %-3s %8s %-13s %-7s %-3s %-16s %s\n", "unit",
		"side", "arm", "fig/orig", "formation", "state", "F M",
		"x,y facing", "more");
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		char pos[96] = "not placed";
		if (u->placed) {
			char x[24], y[24], f[24];
			um_fmt_num(x, sizeof x, u->x);
			um_fmt_num(y, sizeof y, u->y);
			um_fmt_num(f, sizeof f, u->facing);
			snprintf(pos, sizeof pos, "%s,%s %s", x, y, f);
		}
		char fig[32];
		snprintf(fig, sizeof fig, "%d/%d", u->figures,
			 u->figures_start);
		struct rec r;
		rec_begin(&r, "");
		if (g->rs->unit_record)
			g->rs->unit_record(g, u, &r);
		/* The fields as they print: " k=v k=v" after the empty tag. */
		char *fields = record_text(&r.r);
		char *line = um_xasprintf(
		    "%-8s %-8s %-3.3s %8s %-13s %-7s %c %c %-16s %s%s", u->name,
		    u->side, arm_names[u->arm], fig, unit_formation_name(g, u),
		    u->removed ? "gone" : unit_state_name(g, u),
		    g->rs->unit_fired && g->rs->unit_fired(g, u) ? 'F' : '.',
		    u->moved_bound == g->bound ? 'M' : '.', pos,
		    fields[0] == ' ' ? fields + 1 : fields,
		    u->removed ? " removed" : "");
		sheet_wrap(sheet, line, "    ");
		free(line);
		free(fields);
		record_free(&r.r);
	}
	if (g->nunits == 0)
		sb_add(sheet, "  (no units)\n");
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		sb_addf(sheet, "declared, not resolved: %s %s %s\n", d->actor,
			d->kind == DECL_FIRE ? "fires at" : "attacks",
			d->target);
	}
}

/* The ruleset's quick reference (its descriptor's quickref file): the
 * checks and tables of each phase, and (phase "*") the sheet's words;
 * NULL with *err on a bad file, NULL without when the ruleset has none. */
static struct table *
quickref_load(const struct game *g, char **err)
{
	const char *path = g->rs->quickref;
	size_t len;
	const char *text = path ? embedded_text(path, &len) : NULL;
	if (text == NULL)
		return NULL;
	struct table *q = table_parse(path, "embedded", text, len, err);
	static const char *const cols[] = {"phase", "kind", "name", "what",
					   NULL};
	if (q != NULL && !table_require_cols(q, cols, err)) {
		table_free(q);
		return NULL;
	}
	return q;
}

/* The quickref's word for name (phase "*", kind "word"), or fallback. */
static const char *
quickref_word(const struct table *q, const char *name, const char *fallback)
{
	for (size_t r = 0; q && r < q->nrows; r++)
		if (strcmp(table_cell(q, r, table_col(q, "phase")), "*") == 0 &&
		    strcmp(table_cell(q, r, table_col(q, "kind")), "word") ==
			0 &&
		    strcmp(table_cell(q, r, table_col(q, "name")), name) == 0)
			return table_cell(q, r, table_col(q, "what"));
	return fallback;
}

/* The quick reference of the current phase. */
static void
sheet_quickref(struct strbuf *sheet, const struct game *g,
	       const struct table *q, const struct cmd_ctx *ctx)
{
	const char *phase = g->rs->phases[g->phase];
	const struct tableset *ts = ctx->tables;
	sb_addf(sheet, "\nQUICK REFERENCE: %s phase\n", phase);
	if (q == NULL) {
		sb_addf(sheet, "  (no quick reference for %s)\n", g->rs->name);
		return;
	}
	int cp = table_col(q, "phase"), ck = table_col(q, "kind");
	int cn = table_col(q, "name"), cw = table_col(q, "what");
	struct packer p = {.sheet = sheet, .indent = "  "};
	sb_init(&p.line);
	sb_add(&p.line, p.indent);
	const struct table *st = tableset_get(ts, "settings.csv");
	for (size_t r = 0; r < q->nrows; r++) {
		if (strcmp(table_cell(q, r, cp), phase) != 0)
			continue;
		const char *kind = table_cell(q, r, ck);
		const char *name = table_cell(q, r, cn);
		const char *what = table_cell(q, r, cw);
		if (strcmp(kind, "check") == 0) {
			char *line = um_xasprintf("- %s", what);
			sheet_wrap(sheet, line, "  ");
			free(line);
		} else if (strcmp(kind, "table") == 0) {
			sheet_table(sheet, ts, name, what);
		} else if (strcmp(kind, "setting") == 0) {
			const char *v = ctx_setting(ctx, name);
			bool mine = kv_get(g->settings, g->nsettings, name);
			char *w = um_xasprintf(
			    "%s=%s%s%s", name, v ? v : "(unset)",
			    mine ? " (game)" : "",
			    !mine && st && st->provisional ? "*" : "");
			if (p.line.len == strlen(p.indent))
				sb_add(&p.line, "settings in play:");
			pack_word(&p, w);
			free(w);
		}
	}
	pack_flush(&p);
	sb_free(&p.line);
}

static int
write_atomic(const char *path, const char *data, size_t len, char **err)
{
	char *why = NULL;
	if (atomic_write(path, data, len, &why) < 0) {
		*err = um_xasprintf("print %s; nothing was written", why);
		free(why);
		return -1;
	}
	return 0;
}

int
cmd_print(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nkv || a->nword > ctx->argi + 1)
		return cmd_error(ctx, "usage: print [FILE]");
	const struct game *g = ctx->g;
	struct strbuf sheet;
	sb_init(&sheet);
	char *err = NULL;
	struct table *q = quickref_load(g, &err);
	if (err != NULL) {
		cmd_error(ctx, "print: %s", err);
		free(err);
		sb_free(&sheet);
		return -1;
	}
	const char *period = g->rs->turn_word ? g->rs->turn_word : "turn";
	sb_addf(
	    &sheet, "UMPIRE SHEET  %s, %s %d, %s phase, distances in %s%s\n",
	    g->rs->name, period, g->bound, g->rs->phases[g->phase],
	    g->inches ? "inches" : "cm",
	    tableset_any_provisional(ctx->tables) ? "; * = provisional value"
						  : "");
	sb_addf(&sheet,
		"F = %s, M = moved this %s; fig/orig = figures now / at "
		"start (guns: gunners)\n\n",
		quickref_word(q, "fired", "fired"), period);
	sheet_units(&sheet, g);
	sheet_quickref(&sheet, g, q, ctx);
	table_free(q);
	int r = 0;
	if (a->nword == ctx->argi + 1) {
		const char *path = a->word[ctx->argi];
		if (write_atomic(path, sheet.s, sheet.len, &err) < 0) {
			cmd_error(ctx, "%s", err);
			free(err);
			r = -1;
		} else {
			size_t lines = 0;
			for (const char *p = sheet.s; *p; p++)
				lines += *p == '\n';
			out_text(ctx->out,
				 "  printed the sheet to %s (%zu lines)", path,
				 lines);
		}
	} else {
		char *save = NULL;
		for (char *l = strtok_r(sheet.s, "\n", &save); l;
		     l = strtok_r(NULL, "\n", &save))
			out_text(ctx->out, "  %s", l);
	}
	sb_free(&sheet);
	return r;
}
