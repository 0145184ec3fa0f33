/* labels.c - `print labels FILE`: a label per unit to stick on its base
 * (name, side, a short description, a QR code of its name), as a printable
 * HTML page or as text (docs/scenarios.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oob.h"
#include "umpire/qr.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static void
html_text(struct strbuf *sb, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '<':
			sb_add(sb, "&lt;");
			break;
		case '>':
			sb_add(sb, "&gt;");
			break;
		case '&':
			sb_add(sb, "&amp;");
			break;
		case '"':
			sb_add(sb, "&quot;");
			break;
		default:
			sb_addc(sb, *s);
		}
}

/* "infantry, 36 figures, line, brigade 2Bde" */
static void
describe(const struct game *g, const struct unit *u, struct strbuf *sb)
{
	sb_addf(sb, "%s, %d %s, %s", arm_names[u->arm], u->figures,
		u->arm == ARM_ARTILLERY ? "gunners" : "figures",
		unit_formation_name(g, u));
	if (u->arm == ARM_ARTILLERY && u->guns)
		sb_addf(sb, ", %d guns", u->guns);
	if (u->brigade[0])
		sb_addf(sb, ", brigade %s", u->brigade);
}

static int
label_html(const struct game *g, const struct unit *u, struct strbuf *sb,
	   char **err)
{
	struct qr_code q;
	if (qr_encode(u->name, &q, err) < 0)
		return -1;
	sb_add(sb, "<div class=\"label\">");
	qr_svg(&q, 3, sb);
	qr_free(&q);
	sb_add(sb, "<div class=\"name\">");
	html_text(sb, u->name);
	sb_add(sb, "</div><div class=\"side\">");
	html_text(sb, u->side);
	if (u->label[0]) {
		sb_add(sb, " &middot; ");
		html_text(sb, u->label);
	}
	sb_add(sb, "</div><div class=\"what\">");
	struct strbuf d;
	sb_init(&d);
	sb_add(&d, "");
	describe(g, u, &d);
	html_text(sb, d.s);
	sb_free(&d);
	sb_add(sb, "</div></div>\n");
	return 0;
}

static int
label_text(const struct game *g, const struct unit *u, struct strbuf *sb,
	   char **err)
{
	struct qr_code q;
	if (qr_encode(u->name, &q, err) < 0)
		return -1;
	sb_addf(sb, "%s  (%s)%s%s\n", u->name, u->side, u->label[0] ? "  " : "",
		u->label);
	describe(g, u, sb);
	sb_addc(sb, '\n');
	qr_text(&q, sb);
	qr_free(&q);
	sb_add(sb, "\n\n");
	return 0;
}

static bool
is_html(const char *path)
{
	size_t l = strlen(path);
	return (l > 5 && strcmp(path + l - 5, ".html") == 0) ||
	       (l > 4 && strcmp(path + l - 4, ".htm") == 0);
}

int
cmd_print_labels(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nkv || a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: print labels FILE (FILE.html: a "
				      "printable page; else text)");
	const char *path = a->word[ctx->argi];
	const struct game *g = ctx->g;
	bool html = is_html(path);
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	if (html)
		sb_add(&sb,
		       "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
		       "<title>unit labels</title><style>\n"
		       "body{font-family:sans-serif;margin:5mm}\n"
		       ".label{display:inline-block;width:60mm;margin:1mm;"
		       "padding:1mm;border:1px dashed #999;vertical-align:top;"
		       "page-break-inside:avoid}\n"
		       ".label svg{float:right;width:18mm;height:18mm}\n"
		       ".name{font-weight:bold;font-size:12pt}\n"
		       ".side,.what{font-size:8pt}\n"
		       "</style></head><body>\n");
	char *err = NULL;
	int r = 0;
	size_t n = 0;
	for (size_t i = 0; i < g->nunits && r == 0; i++) {
		if (g->units[i].removed)
			continue;
		r = html ? label_html(g, &g->units[i], &sb, &err)
			 : label_text(g, &g->units[i], &sb, &err);
		n++;
	}
	if (html)
		sb_add(&sb, "</body></html>\n");
	if (r == 0)
		r = oob_write_file("print labels", path, sb.s, sb.len, &err);
	sb_free(&sb);
	if (r < 0) {
		cmd_error(ctx, "%s", err ? err : "print labels failed");
		free(err);
		return -1;
	}
	out_text(ctx->out, "  printed %zu labels to %s (%s)", n, path,
		 html ? "an HTML page to print" : "text");
	return 0;
}
