/* roster.c - the roster pane: units grouped by side, one row each with
 * name, arm, formation, figures and state. State is a word (readable
 * without colour) drawn in its colour; a removed unit says "gone". */
#include <stdlib.h>
#include <string.h>

#include "roster.h"
#include "ui.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static enum tui_role
state_role(const struct game *g, const struct unit *u)
{
	if (u->removed)
		return R_DIM;
	/* Its colour by how grave the ruleset says its state is. */
	switch (unit_state_severity(g, u)) {
	case 0:
		return R_PASS;
	case 1:
		return R_LD;
	case 2:
		return R_MD;
	default:
		return R_FD;
	}
}

/* The roster as display rows: a side header (unit -1 - side) or a unit. */
struct row {
	int unit; /* >= 0 a unit; < 0 a header for side -(unit + 1) */
};

static size_t
roster_rows(const struct tui *t, struct row **out)
{
	const struct game *g = t->s->g;
	size_t nsides = tui_side_count(t);
	struct row *rows = um_xcalloc(g->nunits + nsides + 1, sizeof *rows);
	/* Each side's header, then its units in roster order: where each
	 * side starts, from the counts (one pass). */
	size_t *at = um_xcalloc(nsides + 1, sizeof *at);
	size_t n = 0;
	for (size_t k = 0; k < nsides; k++) {
		int active;
		int total = tui_side_units(t, (int)k, &active);
		rows[n].unit = -1 - (int)k;
		at[k] = n + 1;
		n += (size_t)total + 1;
	}
	for (size_t i = 0; i < g->nunits; i++) {
		int k = tui_unit_side(t, i);
		if (k >= 0 && (size_t)k < nsides)
			rows[at[k]++].unit = (int)i;
	}
	free(at);
	*out = rows;
	return n;
}

static bool
declared(const struct game *g, const char *name, char *what, size_t size)
{
	for (size_t i = 0; i < g->ndecls; i++)
		if (strcmp(g->decls[i].actor, name) == 0) {
			snprintf(what, size, "%s%s",
				 g->decls[i].kind == DECL_FIRE ? ">" : "x",
				 g->decls[i].target);
			return true;
		}
	return false;
}

void
roster_scroll_to_sel(struct tui *t, struct rect r)
{
	struct row *rows;
	size_t n = roster_rows(t, &rows);
	int h = r.h - 1;
	for (size_t i = 0; i < n; i++) {
		if (rows[i].unit != t->sel)
			continue;
		int at = (int)i;
		if (at < t->roster_top)
			t->roster_top =
			    at > 0 && rows[at - 1].unit < 0 ? at - 1 : at;
		if (at >= t->roster_top + h)
			t->roster_top = at - h + 1;
	}
	if (t->roster_top > (int)n - h)
		t->roster_top = (int)n - h;
	if (t->roster_top < 0)
		t->roster_top = 0;
	free(rows);
}

int
roster_unit_at(const struct tui *t, struct rect r, int row)
{
	(void)r;
	struct row *rows;
	size_t n = roster_rows(t, &rows);
	int i = t->roster_top + row - 1;
	int u = i >= 0 && i < (int)n ? rows[i].unit : -1;
	free(rows);
	return u;
}

/* A name in w columns: too long, its start, an ellipsis and its last three
 * characters, so 1stFootGuards_2 and _3 stay apart (names are ASCII). */
static void
name_fit(const struct tui *t, const char *name, int w, char *out, size_t size)
{
	int len = (int)strlen(name);
	if (len <= w || w < 6) {
		snprintf(out, size, "%.*s", w, name);
		return;
	}
	snprintf(out, size, "%.*s%s%s", w - 4, name, t->ascii ? "~" : "\u2026",
		 name + len - 3);
}

void
roster_draw(struct tui *t, struct rect r)
{
	const struct game *g = t->s->g;
	roster_scroll_to_sel(t, r);
	struct row *rows;
	size_t n = roster_rows(t, &rows);
	char right[48];
	snprintf(right, sizeof right, "%zu unit%s", g->nunits,
		 g->nunits == 1 ? "" : "s");
	tui_title(t, r, "Roster", right);
	if (g->nunits == 0) {
		tui_put(t, r.y + 2, r.x + 1, r.w - 2, R_DIM,
			"No units yet: a adds one,");
		tui_put(t, r.y + 3, r.x + 1, r.w - 2, R_DIM,
			": opens the command line.");
		free(rows);
		return;
	}
	int w = r.w - 1;
	/* Columns: mark name arm formation figures state [declared] */
	int namew = w >= 44 ? 10 : 8;
	for (int i = 0; i < r.h - 1; i++) {
		int k = t->roster_top + i;
		if (k >= (int)n)
			break;
		int y = r.y + 1 + i;
		if (rows[k].unit < 0) {
			int side = -1 - rows[k].unit, active;
			int total = tui_side_units(t, side, &active);
			char h[80];
			snprintf(h, sizeof h, "%s (%d%s)",
				 tui_side_name(t, side), active,
				 active != total ? " left" : "");
			tui_put(t, y, r.x + 1, w - 1,
				side == 0   ? R_SIDE0
				: side == 1 ? R_SIDE1
					    : R_SIDE2,
				h);
			continue;
		}
		const struct unit *u = &g->units[rows[k].unit];
		bool sel = rows[k].unit == t->sel;
		char figs[16];
		if (u->arm == ARM_ARTILLERY && u->guns > 0)
			snprintf(figs, sizeof figs, "%dg%d", u->guns,
				 u->figures);
		else
			snprintf(figs, sizeof figs, "%d", u->figures);
		char line[160], nm[64];
		name_fit(t, u->name, namew, nm, sizeof nm);
		snprintf(line, sizeof line, "%s%s%*s %-3s %-7.7s %5s ",
			 sel ? (t->ascii ? ">" : "\u25b8") : " ", nm,
			 namew - tui_width(nm), "", arm_short((int)u->arm),
			 formation_short(g, u), figs);
		if (sel)
			tui_fill(t, (struct rect){y, r.x, 1, w}, R_SEL);
		int x = r.x;
		x += tui_put(t, y, x, w, sel ? R_SEL : R_NORMAL, line);
		const char *st = u->removed ? "gone" : unit_state_name(g, u);
		x += tui_put(t, y, x, r.x + w - x,
			     sel ? R_SEL : state_role(g, u), st);
		char d[48];
		if (declared(g, u->name, d, sizeof d)) {
			x += tui_put(t, y, x, r.x + w - x, sel ? R_SEL : R_DIM,
				     " ");
			tui_put(t, y, x, r.x + w - x, sel ? R_SEL : R_WARN, d);
		} else if (w >= 50 && u->label[0]) {
			x += tui_put(t, y, x, r.x + w - x, R_DIM, "  ");
			tui_put(t, y, x, r.x + w - x, sel ? R_SEL : R_DIM,
				u->label);
		}
	}
	if (t->roster_top + r.h - 1 < (int)n)
		tui_put(t, r.y + r.h - 1, r.x + w - 1, 1, R_DIM,
			t->ascii ? "v" : "\u2193");
	free(rows);
}
