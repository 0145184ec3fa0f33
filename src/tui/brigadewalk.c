/* brigadewalk.c - the battalions of a brigade fire (docs/brigades.md,
 * "The walkthrough"): the check and factors steps of the model's
 * brigade walk (umpire/walk.h), a row per battalion. The keys, the
 * target, the dice and the result are walk.c's, as for any fire. */
#include <stdlib.h>
#include <string.h>

#include "brigadewalk.h"
#include "umpire/util.h"

static size_t
may_fire(const struct wmodel *m)
{
	size_t n = 0;
	for (size_t i = 0; i < m->nparts; i++)
		n += strcmp(m->parts[i].eligible, "yes") == 0;
	return n;
}

void
bview_head(const struct wmodel *m, bool factors, char *buf, size_t size)
{
	snprintf(buf, size, "%s: %zu of %zu may fire at %s",
		 factors ? "Factors" : "Battalions", may_fire(m), m->nparts,
		 m->nparts ? m->parts[0].target : "?");
}

/* The item that says why a battalion is where it is: its question, else
 * its first failed check. */
static const struct wm_item *
telling_item(const struct wm_part *p)
{
	for (size_t i = 0; i < p->nchecks; i++)
		if (wm_item_asks(&p->checks[i]))
			return &p->checks[i];
	for (size_t i = 0; i < p->nchecks; i++)
		if (p->checks[i].result &&
		    strcmp(p->checks[i].result, "fail") == 0)
			return &p->checks[i];
	return NULL;
}

static void
check_row(struct tui *t, const struct wm_part *p, bool sel, int y, int x,
	  int wd)
{
	const struct wm_item *it = telling_item(p);
	const char *mark = sel ? ">" : " ";
	if (sel)
		tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
	if (strcmp(p->eligible, "yes") == 0)
		tui_putf(t, y, x, wd, sel ? R_SEL : R_PASS, "%s %-6s may fire",
			 mark, p->actor);
	else if (it && wm_item_asks(it))
		tui_putf(t, y, x, wd, sel ? R_SEL : R_ASK,
			 "%s %-6s asks %s (y/n or a value)", mark, p->actor,
			 it->key);
	else
		tui_putf(t, y, x, wd, sel ? R_SEL : R_FD,
			 "%s %-6s not eligible: %s: %s (%s)", mark, p->actor,
			 it ? it->key : "?",
			 it && it->reason ? it->reason : "a check failed",
			 it && it->rule ? it->rule : "?");
}

void
bview_check(struct tui *t, const struct wmodel *m, struct rect body)
{
	int y = body.y, x = body.x, wd = body.w, last = body.y + body.h;
	for (size_t i = 0; i < m->nparts && y < last - 2; i++, y++)
		check_row(t, &m->parts[i], (int)i == m->cur, y, x, wd);
	if (m->cur < 0 || (size_t)m->cur >= m->nparts)
		return;
	const struct wm_part *p = &m->parts[m->cur];
	const struct wm_item *it = telling_item(p);
	if (p->check_err && y < last)
		y += tui_wrap_draw(t, y, x, wd, 2, 0, last - y, R_ERROR,
				   p->check_err);
	if (it == NULL || strcmp(p->eligible, "yes") == 0 || y >= last)
		return;
	char *why = um_xasprintf("%s: %s (%s)", it->key,
				 it->question && wm_item_asks(it) ? it->question
				 : it->reason			  ? it->reason
								  : "?",
				 it->rule ? it->rule : "?");
	y += tui_wrap_draw(t, y, x, wd, 2, 0, last - y,
			   wm_item_asks(it) ? R_ASK : R_FD, why);
	free(why);
	const char *ans = wm_answer_get(p, it->key);
	if (ans && y < last)
		tui_putf(t, y++, x, wd, R_KEY, "your answer: %s.%s=%s",
			 p->actor, it->key, ans);
}

char *
bview_factor_words(const struct wm_item *it)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s:", it->key);
	/* Its values "loss=2 moral=1" as "loss +2, morale +1" (the record
	 * key `moral` is "morale" for people). */
	const char *v = it->values ? it->values : "";
	for (size_t nval = 0; *v; nval++) {
		size_t n = strcspn(v, " "), k = strcspn(v, "=");
		if (k > n)
			k = n;
		const char *val = k < n ? v + k + 1 : "";
		int vlen = k < n ? (int)(n - k - 1) : 0;
		bool num = (val[0] >= '0' && val[0] <= '9') || val[0] == '.';
		bool moral = k == 5 && strncmp(v, "moral", 5) == 0;
		sb_addf(&sb, "%s %.*s %s%.*s", nval ? "," : "",
			moral ? 6 : (int)k, moral ? "morale" : v,
			num && vlen ? "+" : "", vlen, val);
		v += n;
		while (*v == ' ')
			v++;
	}
	size_t tlen = it->table ? strcspn(it->table, "-.") : 0;
	bool derived = it->source == NULL || strcmp(it->source, "derived") == 0;
	sb_addf(&sb, " (%s%s%.*s%s%s%s)", it->rule ? it->rule : "no section",
		it->table ? ", " : "", (int)tlen, it->table ? it->table : "",
		it->provisional ? ", provisional" : "", derived ? "" : ", ",
		derived ? "" : it->source);
	return sb_steal(&sb);
}

void
bview_factors(struct tui *t, const struct wmodel *m, struct rect body)
{
	int y = body.y, x = body.x, wd = body.w, last = body.y + body.h;
	for (size_t i = 0; i < m->nparts && y < last - 2; i++, y++) {
		const struct wm_part *p = &m->parts[i];
		bool sel = (int)i == m->cur;
		if (sel)
			tui_fill(t, (struct rect){y, x, 1, wd}, R_SEL);
		if (strcmp(p->eligible, "yes") == 0)
			tui_putf(t, y, x, wd, sel ? R_SEL : R_NORMAL,
				 "%s %-6s %zu factor%s", sel ? ">" : " ",
				 p->actor, p->nfactors,
				 p->nfactors == 1 ? "" : "s");
		else
			tui_putf(t, y, x, wd, sel ? R_SEL : R_DIM,
				 "%s %-6s not eligible", sel ? ">" : " ",
				 p->actor);
	}
	if (m->cur < 0 || (size_t)m->cur >= m->nparts)
		return;
	const struct wm_part *p = &m->parts[m->cur];
	if (strcmp(p->eligible, "yes") != 0 || y >= last)
		return;
	tui_putf(t, y++, x, wd, R_TITLE, "%s at %s:", p->actor, p->target);
	for (size_t k = 0; k < p->nfactors && y < last; k++) {
		char *words = bview_factor_words(&p->factors[k]);
		y +=
		    tui_wrap_draw(t, y, x, wd, 4, 0, last - y, R_NORMAL, words);
		free(words);
		for (size_t j = 0; j < p->factors[k].nnotes && y < last; j++)
			y += tui_wrap_draw(t, y, x, wd, 4, 0, last - y, R_DIM,
					   p->factors[k].notes[j]);
	}
	if (p->nfactors == 0)
		tui_put(t, y, x, wd, R_DIM, "  (no factor counts)");
}

int
bview_pick_head(struct tui *t, const struct wmodel *m, struct rect body)
{
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < m->nparts; i++)
		sb_addf(&sb, " %s", m->parts[i].actor);
	char *line = um_xasprintf("battalions:%s", sb.s ? sb.s : "");
	int rows =
	    tui_wrap_draw(t, body.y, body.x, body.w, 2, 0, 2, R_DIM, line);
	free(line);
	sb_free(&sb);
	return rows;
}
