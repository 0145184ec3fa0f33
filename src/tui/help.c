/* help.c - `?` (every key, by screen), the key hint on the bottom row,
 * and the teaching texts: what a rule section says, paraphrased, shown
 * beside each walkthrough step when teaching is on (--teach, t). The
 * reason why this case comes out as it does is the engine's own (the
 * reason field of its records and its teach lines). */
#include <stdlib.h>
#include <string.h>

#include "boundview.h"
#include "help.h"
#include "histview.h"
#include "ui.h"
#include "walk.h"
#include "umpire/util.h"

static const char *const section_title[] = {
    [KS_EVERYWHERE] = "Everywhere",
    [KS_ROSTER] = "Roster and map",
    [KS_WALK] = "Walkthrough (fire or melee)",
    [KS_FORM] = "Unit form",
    [KS_MOVE] = "Move mode",
};

/* The help screen's lines, made once from the binding table: a title line
 * starts with '='. */
static char **help_text;
static size_t help_n;

static void
help_add(char *line)
{
	help_text = um_xreallocarray(help_text, help_n + 1, sizeof *help_text);
	help_text[help_n++] = line;
}

static void
help_build(const struct binding *table)
{
	if (help_text)
		return;
	enum key_section last = KS_NONE;
	for (const struct binding *b = table; b->section != KS_NONE; b++) {
		if (b->keys == NULL)
			continue;
		if (b->section != last)
			help_add(
			    um_xasprintf("=%s", section_title[b->section]));
		last = b->section;
		help_add(um_xasprintf("%-13s%s", b->keys, b->help));
	}
	help_add(um_xstrdup("=Command line words of the TUI (not journaled)"));
	help_add(um_xstrdup("quit, save-screen FILE, save-log FILE, teach "
			    "[on|off], mouse [on|off], ascii [on|off]"));
}

int
help_lines(const struct binding *table)
{
	help_build(table);
	return (int)help_n;
}

int
help_rows(const struct binding *table, int w)
{
	help_build(table);
	int rows = 0;
	for (size_t k = 0; k < help_n; k++)
		rows += help_text[k][0] == '='
			    ? tui_wrap_rows(help_text[k] + 1, w + 2, 0)
			    : tui_wrap_rows(help_text[k], w, 13);
	return rows;
}

char *
help_markdown(const struct binding *table)
{
	struct strbuf sb;
	sb_init(&sb);
	enum key_section last = KS_NONE;
	for (const struct binding *b = table; b->section != KS_NONE; b++) {
		if (b->keys == NULL)
			continue;
		if (b->section != last)
			sb_addf(&sb,
				"%s**%s**\n\n| key | action |\n|---|---|\n",
				last == KS_NONE ? "" : "\n",
				section_title[b->section]);
		last = b->section;
		sb_addf(&sb, "| `%s` | %s |\n", b->keys, b->help);
	}
	return sb_steal(&sb);
}

void
help_draw(struct tui *t, struct rect r, const struct binding *table)
{
	help_build(table);
	tui_title(t, r, "Keys", "any key closes");
	/* A place scrolled to at one width may be past the end at a wider
	 * one (fewer rows wrapped): kept on the page as the keys keep it. */
	int last = help_rows(table, r.w - 4) - 3;
	if (t->help_top > last)
		t->help_top = last;
	if (t->help_top < 0)
		t->help_top = 0;
	/* help_top counts screen rows; long lines wrap under their text. */
	int y = r.y + 1, row = 0;
	for (size_t k = 0; k < help_n && y < r.y + r.h; k++) {
		const char *l = help_text[k];
		bool title = l[0] == '=';
		int x = title ? r.x + 1 : r.x + 3,
		    w = title ? r.w - 2 : r.w - 4;
		int rows = tui_wrap_rows(title ? l + 1 : l, w, title ? 0 : 13);
		int skip = t->help_top - row;
		row += rows;
		if (skip >= rows)
			continue;
		y += tui_wrap_draw(t, y, x, w, title ? 0 : 13,
				   skip > 0 ? skip : 0, r.y + r.h - y,
				   title ? R_TITLE : R_NORMAL,
				   title ? l + 1 : l);
	}
}

const char *
help_hint(const struct tui *t)
{
	switch (t->mode) {
	case MODE_WALK:
		return t->walk ? walk_hint(t->walk)
			       : "Enter next  Esc back  t teach  ? keys";
	case MODE_FORM:
		return "Tab next field  </> choose  Enter apply  Esc cancel";
	case MODE_MOVE:
		return "arrows on screen (Up north)  f b facing  < > turn  Tab "
		       "type  Enter apply  Esc";
	case MODE_HELP:
		return "Up Down j k PgUp PgDn scroll  any other key closes";
	default:
		if (histview_hint(t)) /* the history panel's keys, when open */
			return histview_hint(t);
		if (t->mode == MODE_NORMAL && boundview_hint(t))
			return boundview_hint(t);
		return "j/k select  f fire  m melee  a add  M move  : command  "
		       "? keys  q quit";
	}
}
