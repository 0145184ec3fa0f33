/* oddsview.c - the umpire's odds panel (oddsview.h). The numbers are
 * those of the `odds` command: the declaration lines and `odds` run on a
 * scratch copy (the walkthrough's preview), nothing reaches the game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oddsview.h"
#include "umpire/cmd.h"
#include "umpire/util.h"

struct oddsview {
	bool on;
	char *key; /* the declaration lines the odds are of */
	struct out odds;
	char *err;
};

void
oddsview_toggle(struct oddsview **ov)
{
	if (*ov == NULL) {
		*ov = um_xcalloc(1, sizeof **ov);
		out_init(&(*ov)->odds);
	}
	(*ov)->on = !(*ov)->on;
}

bool
oddsview_on(const struct oddsview *ov)
{
	return ov != NULL && ov->on;
}

void
oddsview_free(struct oddsview *ov)
{
	if (ov == NULL)
		return;
	free(ov->key);
	out_free(&ov->odds);
	free(ov->err);
	free(ov);
}

static void
odds_compute(struct tui *t, struct oddsview *ov, char *const *decl, size_t n)
{
	struct strbuf key;
	sb_init(&key);
	sb_add(&key, "");
	for (size_t i = 0; i < n; i++)
		sb_addf(&key, "%s\n", decl[i]);
	if (ov->key && strcmp(ov->key, key.s) == 0) {
		sb_free(&key);
		return;
	}
	free(ov->key);
	ov->key = sb_steal(&key);
	out_clear(&ov->odds);
	free(ov->err);
	ov->err = NULL;
	char **lines = um_xcalloc(n + 1, sizeof *lines);
	for (size_t i = 0; i < n; i++)
		lines[i] = decl[i];
	lines[n] = um_xstrdup("odds");
	struct out all;
	out_init(&all);
	char **final = NULL, *err = NULL;
	size_t nfinal = 0;
	if (t->preview(t, lines, n + 1, &all, &final, &nfinal, &err) < 0)
		ov->err = um_xstrdup(err ? err : "odds failed");
	for (size_t i = 0; i < all.n; i++)
		if (all.lines[i].kind == OUT_RECORD &&
		    record_is(&all.lines[i].rec, "ODDS"))
			out_add_record(&ov->odds, &all.lines[i].rec);
	for (size_t i = 0; i < nfinal; i++)
		free(final[i]);
	free(final);
	free(err);
	free(lines[n]);
	free(lines);
	out_free(&all);
}

/* An outcome ("L54 loss=2 moral=LD") in words: "L54: loses 2, LD";
 * loss=0 is "no loss", a "-" (no effect) is left out. Keys the words do
 * not know stay as "key value". */
static void
outcome_words(const char *what, char *buf, size_t size)
{
	size_t o = 0;
	buf[0] = '\0';
	bool first = true;
	char *copy = um_xstrdup(what), *save = NULL;
	for (char *w = strtok_r(copy, " ", &save); w;
	     w = strtok_r(NULL, " ", &save), first = false) {
		char *eq = strchr(w, '=');
		/* The first word names the unit; a later bare word goes on
		 * with the value before it ("supplies=3 rolls left"). */
		const char *sep = first ? "" : eq ? (o ? ", " : "") : " ";
		char part[96];
		if (eq == NULL) {
			snprintf(part, sizeof part, "%s%s", w,
				 first && strchr(w, ':') == NULL ? ":" : "");
		} else {
			*eq = '\0';
			const char *v = eq + 1;
			if (strcmp(w, "loss") == 0 && strcmp(v, "0") == 0)
				snprintf(part, sizeof part, "no loss");
			else if (strcmp(w, "loss") == 0)
				snprintf(part, sizeof part, "loses %s", v);
			else if (strcmp(v, "-") == 0)
				continue; /* no effect: nothing to say */
			else if (strcmp(w, "moral") == 0 ||
				 strcmp(w, "state") == 0)
				snprintf(part, sizeof part, "%s", v);
			else
				snprintf(part, sizeof part, "%s %s", w, v);
			if (o && buf[o - 1] == ':')
				sep = " ";
		}
		if (o < size)
			o += (size_t)snprintf(buf + o, size - o, "%s%s", sep,
					      part);
	}
	free(copy);
}

/* A record's outcome in words, with whom it is of: a ruleset names the
 * unit in the outcome ("L54 loss=2 moral=LD") or gives it beside
 * (unit=Foy outcome="state=shaken"; firer=, target= and a bare word:
 * "firer-wins" is "Picton > Foy: firer wins"); a melee its loser. */
static void
record_words(const struct record *a, char *buf, size_t size)
{
	const char *what = record_get(a, "outcome");
	what = what ? what : "?";
	const char *unit = record_get(a, "unit");
	const char *act = record_get(a, "firer");
	const char *tgt = record_get(a, "target");
	act = act ? act : record_get(a, "attacker");
	tgt = tgt ? tgt : record_get(a, "defender");
	size_t first = strcspn(what, " ");
	/* A melee's loser=KGL5 moral=FD ("KGL5:FD"): "KGL5 loses, FD". */
	const char *loser = record_get(a, "loser");
	const char *moral = record_get(a, "moral");
	if (loser && strcmp(loser, "none") != 0 && moral) {
		snprintf(buf, size, "%s loses%s%s", loser,
			 strcmp(moral, "-") != 0 ? ", " : "",
			 strcmp(moral, "-") != 0 ? moral : "");
		return;
	}
	if (what[strcspn(what, " =:")] == '\0' && (act || tgt)) {
		snprintf(buf, size, "%s%s%s: %s", act ? act : "",
			 act && tgt ? " > " : "", tgt ? tgt : "", what);
		for (char *c = strchr(buf, ':') + 2; *c; c++)
			*c = *c == '-' ? ' ' : *c;
		return;
	}
	const char *who = unit ? unit : tgt;
	if (memchr(what, '=', first) && who) {
		char *full = um_xasprintf("%s %s", who, what);
		outcome_words(full, buf, size);
		free(full);
		return;
	}
	outcome_words(what, buf, size);
}

static double
odds_p(const struct record *odds)
{
	const char *p = record_get(odds, "p");
	return p ? strtod(p, NULL) : 0;
}

/* NULL when all n lines fit in room rows; else which to show: the
 * room - 1 likeliest (ties: the earlier), one row left for the count. */
static bool *
odds_likeliest(const struct out *odds, size_t room)
{
	if (odds->n <= room || room < 1)
		return NULL;
	bool *show = um_xcalloc(odds->n, sizeof *show);
	for (size_t k = 0; k + 1 < room; k++) {
		size_t best = odds->n;
		for (size_t i = 0; i < odds->n; i++)
			if (!show[i] && (best == odds->n ||
					 odds_p(&odds->lines[i].rec) >
					     odds_p(&odds->lines[best].rec)))
				best = i;
		if (best < odds->n)
			show[best] = true;
	}
	return show;
}

int
oddsview_draw(struct tui *t, struct oddsview *ov, char *const *decl, size_t n,
	      struct rect r)
{
	if (ov == NULL || !ov->on || r.h < 2)
		return 0;
	odds_compute(t, ov, decl, n);
	int y = r.y, end = r.y + r.h;
	tui_fill(t, r, R_NORMAL);
	bool any_prov = false;
	for (size_t i = 0; i < ov->odds.n; i++)
		any_prov |=
		    record_get(&ov->odds.lines[i].rec, "provisional") != NULL;
	tui_put_clip(t, y++, r.x, r.w, R_TITLE,
		     any_prov ? "Umpire's odds (* provisional)"
			      : "Umpire's odds (o hides them)");
	if (ov->err)
		y += tui_wrap_draw(t, y, r.x, r.w, 2, 0, end - y, R_ERROR,
				   ov->err);
	/* When not every outcome fits, the likeliest are shown (in their
	 * own order) and the rest counted: an umpire asks what is likely. */
	size_t room = end > y ? (size_t)(end - y) : 0;
	bool *show = odds_likeliest(&ov->odds, room);
	size_t shown = 0;
	for (size_t i = 0; i < ov->odds.n && y < end; i++) {
		if (show && !show[i])
			continue;
		shown++;
		const struct record *a = &ov->odds.lines[i].rec;
		const char *p = record_get(a, "p");
		const char *prov = record_get(a, "provisional");
		double pct = p ? strtod(p, NULL) * 100 : 0;
		char words[256];
		record_words(a, words, sizeof words);
		char *row = um_xasprintf(" %5.1f%%  %s%s", pct, words,
					 prov ? " *" : "");
		tui_put_clip(t, y++, r.x, r.w, R_NORMAL, row);
		free(row);
	}
	if (show && y < end)
		tui_putf(t, y++, r.x, r.w, R_DIM,
			 " ... %zu less likely: `odds`", ov->odds.n - shown);
	free(show);
	return y - r.y;
}
