/* reportlog.c - the after-action report's log, kept while the game runs
 * (reportlog.h): ruling records and the roster at the end of each bound,
 * so that `report` need not replay the journal. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "reportlog.h"
#include "umpire/footprint.h"
#include "umpire/out.h"
#include "umpire/ruleset.h"
#include "umpire/spatial.h"
#include "umpire/session.h"
#include "umpire/tokenize.h"
#include "umpire/util.h"

/* Per effective line of the session: the push that made it and the log's
 * sizes after it. */
struct rlog_line { /* 12 bytes: a long game has 100,000 */
	uint32_t stamp, nrulings, nsnaps;
};

struct rlog_pending {
	uint32_t next_stamp;
	/* Which units the next snapshot measures again: every one (all), or
	 * those that may have changed since the last. The session's log
	 * (tracked) is told what each line wrote (its undo group's units,
	 * report_log_after_at): dirty[i]. A replay's log keeps the units as
	 * last measured (raw) and compares their bytes. */
	bool tracked, all;
	unsigned char *dirty;
	size_t capdirty;
	struct unit *raw;
	size_t nraw;
	/* What sized the units last measured. */
	const void *raw_rs, *raw_tables;
	bool raw_inches;
};

bool
report_is_ruling(const struct record *rec)
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

bool
report_starts_next_bound(const char *cmd)
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

/* The texts of the log, each kept once (names, sides, states, labels). */
static size_t
pool_hash(const char *str)
{
	size_t h = 5381;
	for (const unsigned char *c = (const unsigned char *)str; *c; c++)
		h = h * 33 + *c;
	return h;
}

static const char *
pool_get(struct rlog_pool *p, const char *str)
{
	if (p->n * 2 >= p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 256;
		char **slot = um_xcalloc(cap, sizeof *slot);
		for (size_t i = 0; i < p->cap; i++)
			if (p->slot[i]) {
				size_t k = pool_hash(p->slot[i]) & (cap - 1);
				while (slot[k])
					k = (k + 1) & (cap - 1);
				slot[k] = p->slot[i];
			}
		free(p->slot);
		p->slot = slot;
		p->cap = cap;
	}
	size_t k = pool_hash(str) & (p->cap - 1);
	for (; p->slot[k]; k = (k + 1) & (p->cap - 1))
		if (strcmp(p->slot[k], str) == 0)
			return p->slot[k];
	p->n++;
	return p->slot[k] = um_xstrdup(str);
}

static void
pool_free(struct rlog_pool *p)
{
	for (size_t i = 0; i < p->cap; i++)
		free(p->slot[i]);
	free(p->slot);
	memset(p, 0, sizeof *p);
}

static void
unit_of_snap(struct rlog_pool *p, const struct snap_unit *s,
	     struct rlog_unit *u)
{
	memset(u, 0, sizeof *u);
	u->name = pool_get(p, s->name);
	u->side = pool_get(p, s->side);
	u->label = pool_get(p, s->label);
	u->state = pool_get(p, s->state);
	u->formation = pool_get(p, s->formation);
	memcpy(u->corner, s->corner, sizeof u->corner);
	u->centre = s->centre;
	u->x = s->x;
	u->y = s->y;
	u->facing = s->facing;
	u->figures = s->figures;
	u->figures_start = s->figures_start;
	u->drawn = s->drawn;
	u->removed = s->removed;
	u->placed = s->placed;
	u->size_provisional = s->size_provisional;
}

void
rlog_unit_snap(const struct rlog_unit *u, struct snap_unit *s)
{
	memset(s, 0, sizeof *s);
	snprintf(s->name, sizeof s->name, "%s", u->name);
	snprintf(s->side, sizeof s->side, "%s", u->side);
	snprintf(s->label, sizeof s->label, "%s", u->label);
	snprintf(s->state, sizeof s->state, "%s", u->state);
	snprintf(s->formation, sizeof s->formation, "%s", u->formation);
	memcpy(s->corner, u->corner, sizeof s->corner);
	s->centre = u->centre;
	s->x = u->x;
	s->y = u->y;
	s->facing = u->facing;
	s->figures = u->figures;
	s->figures_start = u->figures_start;
	s->drawn = u->drawn;
	s->removed = u->removed;
	s->placed = u->placed;
	s->size_provisional = u->size_provisional;
}

/* Equal numbers are shown alike (-0 and 0 too); NaN is never the same,
 * so at worst a unit is kept again. */
static bool
same_point(struct vec2 a, struct vec2 b)
{
	return a.x == b.x && a.y == b.y;
}

static bool
same_unit(const struct rlog_unit *a, const struct rlog_unit *b)
{
	bool corners = true;
	for (size_t j = 0; j < 4; j++)
		corners = corners && same_point(a->corner[j], b->corner[j]);
	/* Texts are the pool's: the same text, the same pointer. */
	return a->name == b->name && a->side == b->side &&
	       a->label == b->label && a->state == b->state &&
	       a->formation == b->formation && corners &&
	       same_point(a->centre, b->centre) && a->x == b->x &&
	       a->y == b->y && a->facing == b->facing &&
	       a->figures == b->figures &&
	       a->figures_start == b->figures_start && a->drawn == b->drawn &&
	       a->removed == b->removed && a->placed == b->placed &&
	       a->size_provisional == b->size_provisional;
}

struct report_log *
rlog_new(void)
{
	struct report_log *rl = um_xcalloc(1, sizeof *rl);
	rl->pending = um_xcalloc(1, sizeof *rl->pending);
	rl->pending->all = true;
	return rl;
}

/* The session's log: told which units each line wrote. */
static struct report_log *
rlog_new_tracked(void)
{
	struct report_log *rl = rlog_new();
	rl->pending->tracked = true;
	return rl;
}

/* Unit i written by a line since the last snapshot (game_undo_last_units'
 * callback). */
static void
mark_written(void *arg, size_t i, size_t off, size_t len, const void *before)
{
	(void)off;
	(void)len;
	(void)before;
	struct rlog_pending *p = arg;
	if (i >= p->capdirty) {
		size_t cap = p->capdirty ? p->capdirty : 64;
		while (cap <= i)
			cap *= 2;
		p->dirty = um_xreallocarray(p->dirty, cap, 1);
		memset(p->dirty + p->capdirty, 0, cap - p->capdirty);
		p->capdirty = cap;
	}
	p->dirty[i] = 1;
}

/* The roster of the first n snapshots again, as rl->last. */
static void
last_rebuild(struct report_log *rl, size_t n)
{
	rl->nlast = 0;
	for (size_t s = 0; s < n; s++) {
		const struct rlog_snap *sn = &rl->snaps[s];
		// NOLINTBEGIN(bugprone-sizeof-expression): pointers
		um_grow((void **)&rl->last, &rl->caplast, sn->nunits + 1,
			sizeof *rl->last);
		// NOLINTEND(bugprone-sizeof-expression)
		rl->nlast = sn->nunits;
		for (size_t k = 0; k < sn->n; k++)
			rl->last[sn->units[k].index] = &sn->units[k];
	}
}

static void
snap_free(struct rlog_snap *sn, size_t self)
{
	free(sn->units);
	sn->units = NULL;
	if (sn->terrain != self)
		return;
	for (size_t k = 0; k < sn->nter; k++)
		free(sn->ter[k].pts);
	free(sn->ter);
}

/* Keep the first nrulings rulings and nsnaps snapshots. */
static void
rlog_truncate(struct report_log *rl, size_t nrulings, size_t nsnaps)
{
	for (size_t i = nrulings; i < rl->nrulings; i++)
		record_free(&rl->rulings[i].rec);
	if (nrulings < rl->nrulings)
		rl->nrulings = nrulings;
	if (nsnaps >= rl->nsnaps)
		return;
	for (size_t i = nsnaps; i < rl->nsnaps; i++)
		snap_free(&rl->snaps[i], i);
	rl->nsnaps = nsnaps;
	last_rebuild(rl, nsnaps);
	rl->pending->all = true;
}

void
rlog_free(struct report_log *rl)
{
	if (rl == NULL)
		return;
	rlog_truncate(rl, 0, 0);
	free(rl->rulings);
	free(rl->snaps);
	free(rl->last);
	free(rl->lines);
	pool_free(&rl->pool);
	if (rl->pending) {
		free(rl->pending->raw);
		free(rl->pending->dirty);
	}
	free(rl->pending);
	free(rl);
}

/* Who acted and on whom, as the report names them (reportparts.c). */
static bool
actor_target(const struct record *rec, char *who, char *whom, size_t size)
{
	if (!record_value(rec, "firer", who, size) &&
	    !record_value(rec, "attacker", who, size) &&
	    !record_value(rec, "unit", who, size))
		return false;
	return record_value(rec, "target", whom, size) ||
	       record_value(rec, "defender", whom, size);
}

/* Whether r draws a line (a fire or a melee naming both): its actor and
 * target in m. */
static bool
ruling_draws(const struct rlog_ruling *r, struct map_ruling *m)
{
	memset(m, 0, sizeof *m);
	m->melee = r->melee;
	return (r->melee || record_is(&r->rec, "FIRE") ||
		record_is(&r->rec, "SHOT")) &&
	       actor_target(&r->rec, m->actor, m->target, sizeof m->actor) &&
	       m->actor[0] && m->target[0];
}

/* r's line in g, the game after the line that made it. */
static void
ruling_arrow(struct rlog_ruling *r, const struct game *g, struct map_ruling *m)
{
	map_ruling_arrow(g, m);
	r->arrow = m->arrow;
	r->from = m->from;
	r->to = m->to;
	r->later = false;
}

static struct rlog_ruling *
ruling_push(struct report_log *rl, int bound, const char *phase,
	    const struct record *rec)
{
	um_grow((void **)&rl->rulings, &rl->caprulings, rl->nrulings + 1,
		sizeof *rl->rulings);
	struct rlog_ruling *r = &rl->rulings[rl->nrulings++];
	memset(r, 0, sizeof *r);
	record_copy(&r->rec, rec);
	r->phase = phase;
	r->bound = bound;
	r->melee = record_is(rec, "MELEE");
	return r;
}

void
rlog_add_ruling(struct report_log *rl, const struct game *g, int bound,
		const char *phase, const struct record *rec)
{
	struct rlog_ruling *r = ruling_push(rl, bound, phase, rec);
	struct map_ruling m;
	if (ruling_draws(r, &m))
		ruling_arrow(r, g, &m);
}

static bool
same_terrain(const struct snap_terrain *a, size_t na, const struct game *g)
{
	if (na != g->nterrain)
		return false;
	for (size_t i = 0; i < na; i++) {
		const struct terrain *t = &g->terrain[i];
		if (strcmp(a[i].name, t->name) != 0 || a[i].kind != t->kind ||
		    a[i].level != t->level || a[i].cover != t->cover ||
		    a[i].npts != t->npts)
			return false;
		struct vec2 *p = terrain_vertices(t);
		bool same = p == NULL || a[i].pts == NULL
				? p == a[i].pts
				: memcmp(p, a[i].pts, t->npts * sizeof *p) == 0;
		free(p);
		if (!same)
			return false;
	}
	return true;
}

/* Whether unit i may differ from the last snapshot (p->all is false):
 * written by a line since (tracked), else its bytes differ from when it
 * was last measured. */
static bool
unit_changed(const struct rlog_pending *p, const struct game *g, size_t i)
{
	if (p->tracked)
		return i < p->capdirty && p->dirty[i];
	if (p->raw == NULL || i >= p->nraw)
		return true;
	/* Bytes on purpose: units are zeroed when made (undo.c compares
	 * them so too). */
	// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	return memcmp(&p->raw[i], &g->units[i], sizeof *p->raw) != 0;
}

/* Whether unit i differs from when it was last measured in its label
 * only (unit_changed was true; untracked: the bytes are kept). */
static bool
only_label_changed(const struct rlog_pending *p, const struct game *g, size_t i)
{
	if (p->tracked || p->raw == NULL || i >= p->nraw)
		return false;
	struct unit was = p->raw[i];
	was.label = g->units[i].label;
	// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	return memcmp(&was, &g->units[i], sizeof was) == 0;
}

/* The units of g that differ from rl->last (all for the first
 * snapshot), into sn->units. */
static void
snap_units(struct report_log *rl, const struct game *g, struct rlog_snap *sn)
{
	struct rlog_pending *p = rl->pending;
	/* Room for every unit, shrunk to those found: a page not written
	 * is never touched. */
	struct rlog_unit *found =
	    um_xreallocarray(NULL, g->nunits + 1, sizeof *found);
	size_t nfound = 0;
	struct unit_space_view view;
	bool have_view = false;
	if (!p->tracked) {
		/* The units as measured: each kept again as it is measured
		 * (most have not changed since the bound before). */
		if (p->all)
			p->nraw = 0;
		p->raw =
		    um_xreallocarray(p->raw, g->nunits + 1, sizeof *p->raw);
	}
	for (size_t i = 0; i < g->nunits; i++) {
		bool known = i < rl->nlast && !p->all;
		if (known && !unit_changed(p, g, i))
			continue;
		struct rlog_unit u;
		if (known && only_label_changed(p, g, i)) {
			/* A label is a note: nothing else to measure. */
			u = *rl->last[i];
			u.label = pool_get(&rl->pool, g->units[i].label);
		} else {
			if (!have_view) {
				game_space_view(g, &view);
				have_view = true;
			}
			struct snap_unit s;
			map_snap_unit_in(g, &view, i, &s);
			unit_of_snap(&rl->pool, &s, &u);
		}
		if (!p->tracked)
			memcpy(&p->raw[i], &g->units[i], sizeof *p->raw);
		u.index = i;
		if (i < rl->nlast && same_unit(&u, rl->last[i]))
			continue;
		found[nfound++] = u;
	}
	sn->n = nfound;
	sn->units = nfound < g->nunits
			? um_xreallocarray(found, nfound + 1, sizeof *found)
			: found;
	/* The roster of this snapshot becomes the base of the next. */
	// NOLINTBEGIN(bugprone-sizeof-expression): pointers
	um_grow((void **)&rl->last, &rl->caplast, g->nunits + 1,
		sizeof *rl->last);
	// NOLINTEND(bugprone-sizeof-expression)
	rl->nlast = g->nunits;
	for (size_t k = 0; k < sn->n; k++)
		rl->last[sn->units[k].index] = &sn->units[k];
	if (p->tracked && p->capdirty)
		memset(p->dirty, 0, p->capdirty);
	p->nraw = g->nunits;
	p->all = false;
}

void
rlog_add_snap(struct report_log *rl, const struct game *g, int bound,
	      size_t line)
{
	struct rlog_pending *p = rl->pending;
	if (p->raw_rs != g->rs || p->raw_tables != g->tables ||
	    p->raw_inches != g->inches || g->nsettings)
		p->all = true; /* sizes may come from settings: measure all */
	um_grow((void **)&rl->snaps, &rl->capsnaps, rl->nsnaps + 1,
		sizeof *rl->snaps);
	size_t self = rl->nsnaps;
	struct rlog_snap *sn = &rl->snaps[rl->nsnaps++];
	memset(sn, 0, sizeof *sn);
	sn->bound = bound;
	sn->line = line;
	sn->rulings = rl->nrulings;
	sn->nunits = g->nunits;
	snap_units(rl, g, sn);
	p->raw_rs = g->rs;
	p->raw_tables = g->tables;
	p->raw_inches = g->inches;
	/* Terrain: shared with the snapshot before when it is the same. */
	if (self > 0) {
		const struct rlog_snap *t =
		    &rl->snaps[rl->snaps[self - 1].terrain];
		if (same_terrain(t->ter, t->nter, g)) {
			sn->terrain = rl->snaps[self - 1].terrain;
			return;
		}
	}
	sn->terrain = self;
	sn->nter = g->nterrain;
	sn->ter = um_xcalloc(g->nterrain + 1, sizeof *sn->ter);
	for (size_t i = 0; i < g->nterrain; i++)
		map_snap_terrain(&g->terrain[i], &sn->ter[i]);
}

void
rlog_cursor_to(struct rlog_cursor *c, size_t i)
{
	const struct report_log *rl = c->log;
	for (; c->at <= i && c->at < rl->nsnaps; c->at++) {
		const struct rlog_snap *sn = &rl->snaps[c->at];
		um_grow((void **)&c->cur, &c->cap, sn->nunits + 1,
			sizeof *c->cur);
		c->n = sn->nunits;
		for (size_t k = 0; k < sn->n; k++)
			c->cur[sn->units[k].index] = sn->units[k];
	}
}

void
rlog_cursor_free(struct rlog_cursor *c)
{
	free(c->cur);
	memset(c, 0, sizeof *c);
}

/* ---- the session's capture ---------------------------------------------- */

/* Make the log hold exactly the effective lines [0, n) of s: drop what
 * was undone, take in tables blocks the loader added; false (and the log
 * given up) when it cannot prove that. */
static bool
rlog_sync(struct session *s, size_t n, bool keep_next)
{
	struct report_log *rl = s->rlog;
	if (rl == NULL) {
		if (s->h.base == NULL)
			return false; /* a fork */
		/* Lines it never saw: lost below. */
		rl = s->rlog = rlog_new_tracked();
	}
	if (rl->lost)
		return false;
	struct history *h = &s->h;
	size_t k = rl->nlines < n ? rl->nlines : n;
	while (k > 0 && h->meta[k - 1].stamp != rl->lines[k - 1].stamp)
		k--; /* an amendment made these lines anew */
	rl->nlines = k;
	/* The loader's tables blocks: no ruling, no bound ends. */
	for (; k < n; k++) {
		if (h->line[k][0] != '@' || h->meta[k].stamp != 0)
			break;
		um_grow((void **)&rl->lines, &rl->caplines, k + 1,
			sizeof *rl->lines);
		struct rlog_line *prev = k ? &rl->lines[k - 1] : NULL;
		// NOLINTNEXTLINE(clang-analyzer-core.NullDereference): um_grow
		rl->lines[k] = (struct rlog_line){++rl->pending->next_stamp,
						  prev ? prev->nrulings : 0,
						  prev ? prev->nsnaps : 0};
		h->meta[k].stamp = rl->lines[k].stamp;
		rl->nlines = k + 1;
	}
	if (k < n) {
		rlog_truncate(rl, 0, 0);
		rl->nlines = 0;
		rl->lost = true;
		return false;
	}
	const struct rlog_line *last =
	    n && rl->lines ? &rl->lines[n - 1] : NULL;
	size_t nsnaps = last ? last->nsnaps : 0;
	/* keep_next: the snapshot taken before line n (report_log_before,
	 * which synced first) belongs to it. */
	while (keep_next && nsnaps < rl->nsnaps && rl->snaps[nsnaps].line == n)
		nsnaps++;
	rlog_truncate(rl, last ? last->nrulings : 0, nsnaps);
	return true;
}

void
report_log_before(struct session *s, const char *line)
{
	report_log_before_at(s, s->h.n, line);
}

void
report_log_after(struct session *s, const struct out *printed)
{
	report_log_after_at(s, s->h.n - 1, printed);
}

void
report_log_before_at(struct session *s, size_t n, const char *line)
{
	if (rlog_sync(s, n, false) && report_starts_next_bound(line))
		rlog_add_snap(s->rlog, s->g, s->g->bound, n);
}

void
report_log_after_at(struct session *s, size_t i, const struct out *printed)
{
	struct history *h = &s->h;
	if (!rlog_sync(s, i, true))
		return;
	struct report_log *rl = s->rlog;
	const struct hist_meta *m = &h->meta[i];
	const char *const *phases = s->g->rs->phases;
	/* The lines they draw are measured when a map is made
	 * (report_log_arrows): a replay need not. */
	for (size_t k = 0; k < printed->n; k++)
		if (printed->lines[k].kind == OUT_RECORD &&
		    report_is_ruling(&printed->lines[k].rec)) {
			struct rlog_ruling *r =
			    ruling_push(rl, m->bound, phases[m->phase],
					&printed->lines[k].rec);
			struct map_ruling mr;
			r->later = ruling_draws(r, &mr);
			r->line = i;
		}
	/* The units the line wrote (its undo group, just committed); none
	 * known: the next snapshot measures every unit. */
	if (!game_undo_last_units(s->g, mark_written, rl->pending))
		rl->pending->all = true;
	um_grow((void **)&rl->lines, &rl->caplines, i + 1, sizeof *rl->lines);
	rl->lines[i] =
	    (struct rlog_line){++rl->pending->next_stamp,
			       (uint32_t)rl->nrulings, (uint32_t)rl->nsnaps};
	h->meta[i].stamp = rl->lines[i].stamp;
	rl->nlines = i + 1;
}

bool
report_log_arrows(struct session *s)
{
	struct report_log *rl = s->rlog;
	const struct history *h = &s->h;
	size_t k = 0;
	while (k < rl->nrulings && !rl->rulings[k].later)
		k++;
	if (k == rl->nrulings)
		return true;
	/* The undo log: a group per line [logged_from, n), newest last. */
	if (rl->rulings[k].line < h->logged_from ||
	    game_undo_groups(s->g) != h->n - h->logged_from)
		return false;
	/* Back from the game in play, the newest ruling first. */
	struct game *was = game_clone(s->g);
	size_t at = h->n - 1, back = 0; /* was: the game after line at */
	bool ok = true;
	for (k = rl->nrulings; ok && k-- > 0;) {
		struct rlog_ruling *r = &rl->rulings[k];
		if (!r->later)
			continue;
		/* A tables block (--change-tables): the undo log does not
		 * put back the tables the units were measured with. */
		for (; ok && at > r->line; at--)
			ok = h->line[at][0] != '@' &&
			     game_undo_apply_nth(s->g, back++, was);
		struct map_ruling m;
		if (ok && ruling_draws(r, &m))
			ruling_arrow(r, was, &m);
	}
	game_free(was);
	return ok;
}

const struct report_log *
report_log_of(struct session *s)
{
	const struct history *h = &s->h;
	const struct report_log *rl = s->rlog;
	if (rl == NULL || rl->lost || rl->nlines < h->n)
		return NULL;
	for (size_t i = 0; i < h->n; i++)
		if (h->meta[i].stamp == 0 ||
		    h->meta[i].stamp != rl->lines[i].stamp)
			return NULL; /* kept: an amendment may be undone */
	/* Drop what was undone since the last line (and a snapshot before a
	 * `bound next` that was refused). */
	return rlog_sync(s, h->n, false) ? s->rlog : NULL;
}
