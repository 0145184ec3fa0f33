/* cmddoc.c - the command list of docs/commands.md and docs/umpire.1, made
 * from the one command table and every ruleset's own commands (`help
 * format=md|man`; `make docs` splices it into the two files). */
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* Markdown: s with '|' escaped (inside a table cell). */
static void
md_cell(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			sb_addc(sb, '\\');
		sb_addc(sb, *s);
	}
}

static void
md_rows(struct out *o, const struct cmd_entry *e, size_t n)
{
	out_text(o, "| command | effect |");
	out_text(o, "|---|---|");
	for (size_t i = 0; i < n && e[i].name; i++) {
		struct strbuf sb;
		sb_init(&sb);
		sb_add(&sb, "| `");
		md_cell(&sb, e[i].usage);
		sb_add(&sb, "` | ");
		md_cell(&sb, e[i].help);
		if (e[i].alias)
			sb_addf(&sb, " (also `%s`)", e[i].alias);
		sb_add(&sb, " |");
		out_text(o, "%s", sb.s);
		sb_free(&sb);
	}
}

/* mdoc: every word of a usage as literal text (\& keeps a word that
 * looks like a macro name a word). */
static void
man_usage(struct strbuf *sb, const char *usage)
{
	sb_add(sb, ".It Li");
	const char *s = usage;
	while (*s) {
		size_t len = strcspn(s, " ");
		if (len) {
			sb_add(sb, " \\&");
			sb_addn(sb, s, len);
		}
		s += len;
		s += strspn(s, " ");
	}
}

/* mdoc: a text line; backslashes escaped, no line starts a request. */
static void
man_text(struct strbuf *sb, const char *text)
{
	sb_add(sb, "\\&");
	for (const char *s = text; *s; s++) {
		if (*s == '\\')
			sb_add(sb, "\\e");
		else
			sb_addc(sb, *s);
	}
}

static void
man_items(struct out *o, const struct cmd_entry *e, size_t n)
{
	out_text(o, ".Bl -tag -width Ds");
	for (size_t i = 0; i < n && e[i].name; i++) {
		struct strbuf sb;
		sb_init(&sb);
		man_usage(&sb, e[i].usage);
		out_text(o, "%s", sb.s);
		sb_clear(&sb);
		man_text(&sb, e[i].help);
		if (e[i].alias)
			sb_addf(&sb, " (also %s)", e[i].alias);
		out_text(o, "%s", sb.s);
		sb_free(&sb);
	}
	out_text(o, ".El");
}

int
cmd_doc(struct cmd_ctx *ctx, const char *format)
{
	bool man = strcmp(format, "man") == 0;
	if (strcmp(format, "tables-md") == 0) {
		/* docs/tables.md: every ruleset's table schemas and settings.
		 */
		char *md = schema_doc_md();
		for (char *line = md; *line;) {
			size_t len = strcspn(line, "\n");
			out_text(ctx->out, "%.*s", (int)len, line);
			line += len + (line[len] == '\n');
		}
		free(md);
		return 0;
	}
	if (!man && strcmp(format, "md") != 0)
		return cmd_error(ctx,
				 "format=%s is not allowed; format is "
				 "md, man or tables-md",
				 format);
	struct out *o = ctx->out;
	struct strbuf names;
	sb_init(&names);
	for (size_t r = 0; rules_list[r]; r++)
		sb_addf(&names, man ? "%s%s" : "%s`%s`", r ? ", " : "",
			rules_list[r]->name);
	out_text(o,
		 man ? "\\&Rulesets: %s (the first is the default)."
		     : "Rulesets: %s (the first is the default).",
		 names.s);
	sb_free(&names);
	if (!man)
		out_text(o, "%s", "");
	if (man)
		man_items(o, ctx->s->commands.rows, ctx->s->commands.n);
	else
		md_rows(o, ctx->s->commands.rows, ctx->s->commands.n);
	for (size_t r = 0; rules_list[r]; r++) {
		const struct ruleset *rs = rules_list[r];
		if (rs->commands == NULL || rs->commands[0].name == NULL)
			continue;
		if (man) {
			out_text(o, ".Ss Commands of %s", rs->name);
			man_items(o, rs->commands, (size_t)-1);
		} else {
			out_text(o, "%s", "");
			out_text(o, "### Commands of %s", rs->name);
			out_text(o, "%s", "");
			md_rows(o, rs->commands, (size_t)-1);
		}
	}
	return 0;
}
