/* undo.c - undo as a log of before-images (design plugins-and-undo §3).
 *
 * Each state-changing command runs inside a group. A unit's bytes are kept
 * the first time the command reaches it for writing (game_unit,
 * game_unit_w; a per-unit stamp says "kept in this group"), added and
 * removed units and terrain are noted, and the small parts of the game
 * (bound, phase, declarations, settings, the explanation) are kept whole at
 * the start. At commit a kept unit is cut down to the bytes that changed,
 * or dropped; the other parts are dropped when unchanged. A command that
 * may write any unit (a ruleset's resolve) keeps the whole roster in one
 * copy, and its commit makes records for the units that changed only. An
 * explanation is kept as its lines in a pool of the log, each line once
 * however many groups hold it. Undo applies a group newest record first.
 * Memory grows with what changed. */
#include <stdlib.h>
#include <string.h>

#include "undo.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

enum rec_kind {
	REC_UNIT,	     /* bytes [off, off+len) of unit index */
	REC_UNIT_ADDED,	     /* unit index was appended */
	REC_UNIT_REMOVED,    /* data: the whole unit, was at index */
	REC_TERRAIN_ADDED,   /* terrain index was appended */
	REC_TERRAIN_REMOVED, /* data: struct terrain (owns pts) */
};

struct rec {
	enum rec_kind kind;
	uint32_t index, off, len;
	void *data;
};

/* One per command kept (a long game keeps 100,000: small on purpose). */
struct group {
	struct rec *rec;
	union rules_game_state
	    *rules; /* the ruleset's game state; NULL when unchanged */
	const struct ruleset *rs;
	struct decl *decls;
	struct kv *settings;
	/* The explanation before the command, from commit on: its lines
	 * in the log's pool (while the group is open the log holds them). */
	struct xline **explain;
	uint32_t nrec, ndecls, nsettings, nexplain;
	size_t bytes;
	int bound, phase, resolutions;
	bool structural; /* units added or removed: indexes move */
	bool inches;
	bool has_decls, has_settings, has_explain;
};

static struct group *
open_group(struct game *g)
{
	struct undo_log *l = g->undo;
	return l && l->open ? &l->grp[l->n - 1] : NULL;
}

uint32_t
game_undo_gen(const struct game *g)
{
	return g->undo ? g->undo->gen : 0;
}

bool
game_undo_open(const struct game *g)
{
	return g->undo && g->undo->open;
}

static struct rec *
rec_push(struct undo_log *l, struct group *gr, enum rec_kind kind, size_t index)
{
	um_grow((void **)&gr->rec, &l->caprec, gr->nrec + 1, sizeof *gr->rec);
	struct rec *r = &gr->rec[gr->nrec++];
	memset(r, 0, sizeof *r);
	r->kind = kind;
	r->index = (uint32_t)index;
	return r;
}

/* The open group's copy of every unit as REC_UNIT records, in index
 * order: the records game_touch_all_units made one unit at a time. */
static void
snap_flush(struct game *g, struct group *gr)
{
	struct undo_log *l = g->undo;
	if (!l->snapped)
		return;
	l->snapped = false;
	for (size_t i = 0; i < l->nsnap; i++) {
		struct rec *r = rec_push(g->undo, gr, REC_UNIT, i);
		r->len = sizeof(struct unit);
		r->data = um_xmalloc(sizeof(struct unit));
		memcpy(r->data, &l->snap[i], sizeof(struct unit));
	}
}

void
undo_save_unit(struct game *g, size_t i)
{
	struct group *gr = open_group(g);
	if (gr == NULL || g->ustamp[i] == g->undo->gen)
		return;
	g->ustamp[i] = g->undo->gen;
	struct rec *r = rec_push(g->undo, gr, REC_UNIT, i);
	r->len = sizeof(struct unit);
	r->data = um_xmalloc(sizeof(struct unit));
	memcpy(r->data, &g->units[i], sizeof(struct unit));
}

void
undo_unit_added(struct game *g, size_t i)
{
	struct group *gr = open_group(g);
	if (gr == NULL)
		return;
	snap_flush(g, gr);
	g->ustamp[i] = g->undo->gen; /* new: nothing before it to keep */
	rec_push(g->undo, gr, REC_UNIT_ADDED, i);
	gr->structural = true;
}

void
undo_unit_removed(struct game *g, size_t i)
{
	struct group *gr = open_group(g);
	if (gr == NULL)
		return;
	snap_flush(g, gr);
	struct rec *r = rec_push(g->undo, gr, REC_UNIT_REMOVED, i);
	r->len = sizeof(struct unit);
	r->data = um_xmalloc(sizeof(struct unit));
	memcpy(r->data, &g->units[i], sizeof(struct unit));
	gr->structural = true;
}

void
undo_terrain_added(struct game *g, size_t i)
{
	struct group *gr = open_group(g);
	if (gr == NULL)
		return;
	snap_flush(g, gr);
	rec_push(g->undo, gr, REC_TERRAIN_ADDED, i);
}

void
undo_terrain_removed(struct game *g, size_t i, const struct terrain *t)
{
	struct group *gr = open_group(g);
	if (gr == NULL) {
		free(t->pts);
		return;
	}
	snap_flush(g, gr);
	struct rec *r = rec_push(g->undo, gr, REC_TERRAIN_REMOVED, i);
	r->len = (uint32_t)(sizeof *t + t->npts * sizeof(struct point));
	r->data = um_xmalloc(sizeof *t);
	memcpy(r->data, t, sizeof *t);
}

void
game_touch_all_units(struct game *g)
{
	space_note_all(g);
	struct group *gr = open_group(g);
	if (gr == NULL || g->undo->snapped)
		return;
	if (gr->nrec > 0) { /* units kept already: one at a time */
		for (size_t i = 0; i < g->nunits; i++)
			undo_save_unit(g, i);
		return;
	}
	/* One copy of the roster (a resolve walks every unit and changes
	 * few): the units that changed become records at commit. */
	struct undo_log *l = g->undo;
	um_grow((void **)&l->snap, &l->capsnap, g->nunits, sizeof *l->snap);
	if (g->nunits)
		memcpy(l->snap, g->units, g->nunits * sizeof *g->units);
	for (size_t i = 0; i < g->nunits; i++)
		g->ustamp[i] = l->gen;
	l->snapped = true;
	l->nsnap = g->nunits;
}

/* ---- copies and comparisons of the small parts ---- */

static bool
kv_same(const struct kv *a, size_t na, const struct kv *b, size_t nb)
{
	if (na != nb)
		return false;
	for (size_t i = 0; i < na; i++)
		if (strcmp(a[i].key, b[i].key) != 0 ||
		    strcmp(a[i].val, b[i].val) != 0)
			return false;
	return true;
}

/* The dice a roll holds (the dice past n are not kept: a roll made in
 * place fills only its own). */
static bool
roll_same(const struct roll *a, const struct roll *b)
{
	if (a->n != b->n || a->total != b->total)
		return false;
	for (int i = 0; i < a->n && i < DICE_MAX; i++)
		if (a->die[i] != b->die[i])
			return false;
	return true;
}

static bool
decls_same(const struct decl *a, size_t na, const struct decl *b, size_t nb)
{
	if (na != nb)
		return false;
	for (size_t i = 0; i < na; i++)
		if (a[i].kind != b[i].kind ||
		    strcmp(a[i].actor, b[i].actor) != 0 ||
		    strcmp(a[i].target, b[i].target) != 0 ||
		    !roll_same(&a[i].roll, &b[i].roll) ||
		    !roll_same(&a[i].droll, &b[i].droll) ||
		    !kv_same(a[i].kv, a[i].nkv, b[i].kv, b[i].nkv))
			return false;
	return true;
}

static bool
lines_same(char *const *a, size_t na, char *const *b, size_t nb)
{
	if (na != nb)
		return false;
	for (size_t i = 0; i < na; i++)
		if (strcmp(a[i], b[i]) != 0)
			return false;
	return true;
}

static size_t
kv_bytes(const struct kv *kv, size_t n)
{
	size_t b = n * sizeof *kv;
	for (size_t i = 0; i < n; i++)
		b += strlen(kv[i].key) + strlen(kv[i].val) + 2;
	return b;
}

/* ---- groups ---- */

/* An explanation line, kept once in the log however many groups hold
 * it (a game explains its rulings in much the same words each time). */
struct xline {
	uint32_t refs, len; /* len: of text, without its '\0' */
	size_t hash;
	char text[];
};

/* The log's lines: open addressing, linear probing. */
struct xline_pool {
	struct xline **slot;
	size_t n, cap;
};

/* Eight bytes at a time (a game explains 20 lines per ruling). */
static size_t
xline_hash(const char *str, size_t len)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = len * k, w;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		memcpy(&w, str + i, 8);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	w = 0;
	memcpy(&w, str + i, len - i);
	h = (h ^ w) * k;
	return (size_t)(h ^ (h >> 32));
}

static void
xpool_grow(struct xline_pool *p)
{
	size_t cap = p->cap ? p->cap * 2 : 1024;
	/* The element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	struct xline **slot = um_xcalloc(cap, sizeof *slot);
	for (size_t i = 0; i < p->cap; i++)
		if (p->slot[i]) {
			size_t k = p->slot[i]->hash & (cap - 1);
			while (slot[k])
				k = (k + 1) & (cap - 1);
			slot[k] = p->slot[i];
		}
	free(p->slot);
	p->slot = slot;
	p->cap = cap;
}

/* str as a line of the pool, held once more; *bytes grows by what a line
 * new to the pool takes. */
static struct xline *
xline_hold(struct undo_log *l, const char *str, size_t *bytes)
{
	if (l->xpool == NULL)
		l->xpool = um_xcalloc(1, sizeof *l->xpool);
	struct xline_pool *p = l->xpool;
	if (p->n * 2 >= p->cap)
		xpool_grow(p);
	size_t len = strlen(str);
	size_t h = xline_hash(str, len), k = h & (p->cap - 1);
	for (; p->slot[k]; k = (k + 1) & (p->cap - 1)) {
		struct xline *x = p->slot[k];
		if (x->hash == h && x->len == len &&
		    memcmp(x->text, str, len) == 0) {
			x->refs++;
			return x;
		}
	}
	struct xline *x = um_xmalloc(sizeof *x + len + 1);
	x->refs = 1;
	x->len = (uint32_t)len;
	x->hash = h;
	memcpy(x->text, str, len + 1);
	p->slot[k] = x;
	p->n++;
	*bytes += sizeof *x + len + 1;
	return x;
}

/* Let go of x: out of the pool when no group holds it. */
static void
xline_release(struct undo_log *l, struct xline *x)
{
	if (--x->refs > 0)
		return;
	struct xline_pool *p = l->xpool;
	size_t mask = p->cap - 1, i = x->hash & mask;
	while (p->slot[i] != x)
		i = (i + 1) & mask;
	/* Move back the lines after it that probed past its slot. */
	for (size_t j = (i + 1) & mask; p->slot[j]; j = (j + 1) & mask) {
		size_t home = p->slot[j]->hash & mask;
		bool stays =
		    i <= j ? home > i && home <= j : home > i || home <= j;
		if (!stays) {
			p->slot[i] = p->slot[j];
			i = j;
		}
	}
	p->slot[i] = NULL;
	p->n--;
	free(x);
}

/* The group's copy of lines: *bytes grows by what it takes. */
static struct xline **
explain_keep(struct undo_log *l, char *const *lines, size_t n, size_t *bytes)
{
	if (n == 0)
		return NULL;
	/* The elements are pointers. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	struct xline **kept = um_xcalloc(n, sizeof *kept);
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	*bytes += n * sizeof *kept;
	for (size_t i = 0; i < n; i++)
		kept[i] = xline_hold(l, lines[i], bytes);
	return kept;
}

/* The lines of explain_keep's copy, each its own string again. */
static char **
explain_lines(struct xline *const *kept, size_t n)
{
	if (n == 0)
		return NULL;
	char **lines = um_xcalloc(n, sizeof *lines);
	for (size_t i = 0; i < n; i++)
		lines[i] = um_xstrdup(kept[i]->text);
	return lines;
}

static void
explain_drop(struct undo_log *l, struct group *gr)
{
	for (size_t i = 0; i < gr->nexplain; i++)
		xline_release(l, gr->explain[i]);
	free(gr->explain);
	gr->explain = NULL;
	gr->nexplain = 0;
	gr->has_explain = false;
}

void
game_undo_reserve(struct game *g, size_t n)
{
	if (g->undo == NULL)
		g->undo = um_xcalloc(1, sizeof *g->undo);
	struct undo_log *l = g->undo;
	um_grow((void **)&l->grp, &l->cap, l->n + n, sizeof *l->grp);
}

void
game_undo_begin(struct game *g)
{
	if (g->undo == NULL)
		g->undo = um_xcalloc(1, sizeof *g->undo);
	struct undo_log *l = g->undo;
	if (l->open)
		game_undo_abort(g);
	if (l->first > 0 && l->first >= l->n / 2) {
		memmove(l->grp, l->grp + l->first,
			(l->n - l->first) * sizeof *l->grp);
		l->n -= l->first;
		l->first = 0;
	}
	um_grow((void **)&l->grp, &l->cap, l->n + 1, sizeof *l->grp);
	struct group *gr = &l->grp[l->n++];
	memset(gr, 0, sizeof *gr);
	gr->bound = g->bound;
	gr->phase = g->phase;
	gr->rules =
	    l->spare_rules ? l->spare_rules : um_xmalloc(sizeof *gr->rules);
	l->spare_rules = NULL;
	*gr->rules = g->rules;
	gr->resolutions = g->resolutions;
	gr->inches = g->inches;
	gr->rs = g->rs;
	gr->has_decls = gr->has_settings = gr->has_explain = true;
	gr->decls = decls_clone(g->decls, g->ndecls);
	gr->ndecls = (uint32_t)g->ndecls;
	gr->settings = kv_clone(g->settings, g->nsettings);
	gr->nsettings = (uint32_t)g->nsettings;
	/* The explanation is not copied: the group owns the lines from now
	 * on; game.c copies them before changing them (explain_borrowed). */
	l->caprec = 0;
	l->open_explain = g->explain;
	l->open_nexplain = g->nexplain;
	g->explain_borrowed = g->explain;
	if (++l->gen == 0) { /* wrapped: no stamp may look current */
		memset(g->ustamp, 0, g->nunits * sizeof *g->ustamp);
		l->gen = 1;
	}
	l->open = true;
}

static void
group_free(struct undo_log *l, struct group *gr)
{
	for (size_t i = 0; i < gr->nrec; i++) {
		struct rec *r = &gr->rec[i];
		if (r->kind == REC_TERRAIN_REMOVED && r->data)
			free(((struct terrain *)r->data)->pts);
		free(r->data);
	}
	free(gr->rec);
	free(gr->rules);
	if (gr->has_decls)
		decls_free(gr->decls, gr->ndecls);
	if (gr->has_settings)
		kv_free_array(gr->settings, gr->nsettings);
	if (gr->has_explain)
		explain_drop(l, gr);
	memset(gr, 0, sizeof *gr);
}

static bool
same8(const unsigned char *a, const unsigned char *b)
{
	uint64_t x, y;
	memcpy(&x, a, 8);
	memcpy(&y, b, 8);
	return x == y;
}

/* The bytes [*lo, *hi) of unit was that differ from now; false when none
 * does. */
static bool
unit_changed(const struct unit *was_u, const struct unit *now_u, size_t *lo,
	     size_t *hi)
{
	const unsigned char *was = (const void *)was_u;
	const unsigned char *now = (const void *)now_u;
	size_t l = 0, h = sizeof(struct unit);
	if (memcmp(was, now, h) == 0) /* unchanged: most */
		return false;
	/* The first and last bytes that differ: 8 at a time, then bytes. */
	while (l + 8 <= h && same8(was + l, now + l))
		l += 8;
	while (l < h && was[l] == now[l])
		l++;
	while (h >= l + 8 && same8(was + h - 8, now + h - 8))
		h -= 8;
	while (h > l && was[h - 1] == now[h - 1])
		h--;
	*lo = l;
	*hi = h;
	return true;
}

/* Cut each kept unit down to the bytes that differ from now; drop it when
 * nothing does. Only when no unit moved in the array this group. */
static void
compact_units(struct game *g, struct group *gr)
{
	if (gr->structural)
		return;
	size_t kept = 0;
	for (size_t k = 0; k < gr->nrec; k++) {
		struct rec *r = &gr->rec[k];
		if (r->kind != REC_UNIT || r->off != 0 ||
		    r->len != sizeof(struct unit)) {
			gr->rec[kept++] = *r;
			continue;
		}
		size_t lo, hi;
		if (!unit_changed(r->data, &g->units[r->index], &lo, &hi)) {
			free(r->data);
			continue;
		}
		void *part = um_xmalloc(hi - lo);
		memcpy(part, (unsigned char *)r->data + lo, hi - lo);
		free(r->data);
		r->data = part;
		r->off = (uint32_t)lo;
		r->len = (uint32_t)(hi - lo);
		gr->rec[kept++] = *r;
	}
	gr->nrec = kept;
}

/* The open group's copy of every unit, at commit: a record of the bytes
 * that changed, for each unit that changed, in index order (what
 * compact_units makes of snap_flush's records; no other record was made
 * since the copy). */
static void
snap_records(struct game *g, struct group *gr)
{
	struct undo_log *l = g->undo;
	if (!l->snapped)
		return;
	l->snapped = false;
	for (size_t i = 0; i < l->nsnap; i++) {
		size_t lo, hi;
		const struct unit *was = &l->snap[i];
		if (!unit_changed(was, &g->units[i], &lo, &hi))
			continue;
		struct rec *r = rec_push(g->undo, gr, REC_UNIT, i);
		r->data = um_xmalloc(hi - lo);
		memcpy(r->data, (const unsigned char *)(const void *)was + lo,
		       hi - lo);
		r->off = (uint32_t)lo;
		r->len = (uint32_t)(hi - lo);
	}
}

void
game_undo_commit(struct game *g)
{
	struct group *gr = open_group(g);
	if (gr == NULL)
		return;
	compact_units(g, gr);
	snap_records(g, gr);
	/* The ruleset's state is plain data in zeroed room: bytes compare. */
	// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	if (memcmp(gr->rules, &g->rules, sizeof g->rules) == 0) {
		if (g->undo->spare_rules == NULL)
			g->undo->spare_rules = gr->rules;
		else
			free(gr->rules);
		gr->rules = NULL;
	}
	if (decls_same(gr->decls, gr->ndecls, g->decls, g->ndecls)) {
		decls_free(gr->decls, gr->ndecls);
		gr->decls = NULL;
		gr->has_decls = false;
	}
	if (kv_same(gr->settings, gr->nsettings, g->settings, g->nsettings)) {
		kv_free_array(gr->settings, gr->nsettings);
		gr->settings = NULL;
		gr->has_settings = false;
	}
	struct undo_log *l = g->undo;
	size_t explain_bytes = 0;
	if (l->open_explain == g->explain && l->open_nexplain == g->nexplain) {
		gr->has_explain = false; /* unchanged: the game keeps them */
	} else {
		gr->explain = explain_keep(l, l->open_explain, l->open_nexplain,
					   &explain_bytes);
		gr->nexplain = (uint32_t)l->open_nexplain;
		lines_free(l->open_explain, l->open_nexplain);
	}
	l->open_explain = NULL;
	l->open_nexplain = 0;
	g->explain_borrowed = NULL;
	if (l->caprec > gr->nrec) { /* the log keeps only what it needs */
		gr->rec = gr->nrec ? um_xreallocarray(gr->rec, gr->nrec,
						      sizeof *gr->rec)
				   : (free(gr->rec), NULL);
	}
	l->caprec = 0;
	size_t b = sizeof *gr + gr->nrec * sizeof *gr->rec +
		   (gr->rules ? sizeof *gr->rules : 0);
	for (size_t i = 0; gr->rec && i < gr->nrec; i++)
		b += gr->rec[i].data ? gr->rec[i].len : 0;
	if (gr->has_decls)
		for (size_t i = 0; i < gr->ndecls; i++)
			b += sizeof *gr->decls +
			     kv_bytes(gr->decls[i].kv, gr->decls[i].nkv);
	if (gr->has_settings)
		b += kv_bytes(gr->settings, gr->nsettings);
	b += explain_bytes;
	gr->bytes = b;
	l->bytes += b;
	l->open = false;
}

/* Raw array edits: no recording, indexes marked stale. */
static void
unit_take_out(struct game *g, size_t i)
{
	memmove(&g->units[i], &g->units[i + 1],
		(g->nunits - i - 1) * sizeof *g->units);
	memmove(&g->ustamp[i], &g->ustamp[i + 1],
		(g->nunits - i - 1) * sizeof *g->ustamp);
	g->nunits--;
	g->unit_index.stale = true;
	space_note_all(g);
}

static void
unit_put_back(struct game *g, size_t i, const struct unit *u)
{
	game_reserve_units(g, g->nunits + 1);
	memmove(&g->units[i + 1], &g->units[i],
		(g->nunits - i) * sizeof *g->units);
	memmove(&g->ustamp[i + 1], &g->ustamp[i],
		(g->nunits - i) * sizeof *g->ustamp);
	memcpy(&g->units[i], u, sizeof *u);
	g->ustamp[i] = 0;
	g->nunits++;
	g->unit_index.stale = true;
	space_note_all(g);
}

/* Put back what group gr changed, newest first. consume: the group's data
 * moves into g (then freed by the caller); otherwise it is copied. */
static void
group_apply(struct game *g, struct group *gr, bool consume)
{
	for (size_t k = gr->nrec; k-- > 0;) {
		struct rec *r = &gr->rec[k];
		switch (r->kind) {
		case REC_UNIT:
			memcpy((unsigned char *)&g->units[r->index] + r->off,
			       r->data, r->len);
			space_note_unit(g, r->index);
			if (r->off < UM_NAME_MAX + 1)
				g->unit_index.stale = true;
			break;
		case REC_UNIT_ADDED:
			unit_take_out(g, r->index);
			break;
		case REC_UNIT_REMOVED:
			unit_put_back(g, r->index, r->data);
			break;
		case REC_TERRAIN_ADDED:
			free(g->terrain[r->index].pts);
			memmove(
			    &g->terrain[r->index], &g->terrain[r->index + 1],
			    (g->nterrain - r->index - 1) * sizeof *g->terrain);
			g->nterrain--;
			g->terrain_index.stale = true;
			break;
		case REC_TERRAIN_REMOVED: {
			struct terrain t = *(struct terrain *)r->data;
			if (consume) {
				((struct terrain *)r->data)->pts = NULL;
			} else {
				t.pts = um_xreallocarray(
				    NULL, t.npts ? t.npts : 1, sizeof *t.pts);
				memcpy(t.pts, ((struct terrain *)r->data)->pts,
				       t.npts * sizeof *t.pts);
			}
			um_grow((void **)&g->terrain, &g->capterrain,
				g->nterrain + 1, sizeof *g->terrain);
			memmove(&g->terrain[r->index + 1],
				&g->terrain[r->index],
				(g->nterrain - r->index) * sizeof *g->terrain);
			g->terrain[r->index] = t;
			g->nterrain++;
			g->terrain_index.stale = true;
			break;
		}
		}
	}
	g->bound = gr->bound;
	g->phase = gr->phase;
	if (gr->rules)
		g->rules = *gr->rules;
	g->resolutions = gr->resolutions;
	g->inches = gr->inches;
	g->rs = gr->rs;
	if (gr->has_decls) {
		decls_free(g->decls, g->ndecls);
		g->decls =
		    consume ? gr->decls : decls_clone(gr->decls, gr->ndecls);
		g->ndecls = g->capdecls = gr->ndecls;
		if (consume) {
			gr->decls = NULL;
			gr->has_decls = false;
		}
	}
	if (gr->has_settings) {
		kv_free_array(g->settings, g->nsettings);
		g->settings = consume ? gr->settings
				      : kv_clone(gr->settings, gr->nsettings);
		g->nsettings = g->capsettings = gr->nsettings;
		if (consume) {
			gr->settings = NULL;
			gr->has_settings = false;
		}
	}
	if (gr->has_explain) {
		lines_free(g->explain, g->nexplain);
		g->explain = explain_lines(gr->explain, gr->nexplain);
		g->nexplain = g->capexplain = gr->nexplain;
		if (consume)
			explain_drop(g->undo, gr);
	}
}

void
game_undo_abort(struct game *g)
{
	struct group *gr = open_group(g);
	if (gr == NULL)
		return;
	snap_flush(g, gr);
	gr->has_explain = false; /* the open group's lines, put back here */
	group_apply(g, gr, true);
	struct undo_log *l = g->undo;
	if (g->explain != l->open_explain)
		lines_free(g->explain, g->nexplain);
	g->explain = l->open_explain;
	g->nexplain = g->capexplain = l->open_nexplain;
	l->open_explain = NULL;
	l->open_nexplain = 0;
	l->caprec = 0;
	group_free(g->undo, gr);
	g->explain_borrowed = NULL;
	g->undo->n--;
	g->undo->open = false;
}

bool
game_undo_pop(struct game *g)
{
	struct undo_log *l = g->undo;
	if (l == NULL || l->open || l->n == l->first)
		return false;
	struct group *gr = &l->grp[l->n - 1];
	l->bytes -= gr->bytes;
	group_apply(g, gr, true);
	group_free(g->undo, gr);
	l->n--;
	return true;
}

void
game_undo_apply_last_to(const struct game *src, struct game *dst)
{
	const struct undo_log *l = src->undo;
	if (l == NULL || l->open || l->n == l->first)
		return;
	group_apply(dst, &l->grp[l->n - 1], false);
}

bool
game_undo_apply_back_to(const struct game *src, size_t k, struct game *dst)
{
	const struct undo_log *l = src->undo;
	if (k == 0)
		return true;
	if (l == NULL || l->open || l->n - l->first < k)
		return false;
	for (size_t i = 0; i < k; i++)
		group_apply(dst, &l->grp[l->n - 1 - i], false);
	return true;
}

bool
game_undo_last_units(const struct game *g,
		     void (*each)(void *, size_t, size_t, size_t, const void *),
		     void *arg)
{
	const struct undo_log *l = g->undo;
	if (l == NULL || l->open || l->n == l->first)
		return false;
	const struct group *gr = &l->grp[l->n - 1];
	for (size_t k = 0; k < gr->nrec; k++)
		if (gr->rec[k].kind == REC_UNIT_REMOVED)
			return false; /* indexes moved */
	for (size_t k = 0; k < gr->nrec; k++)
		if (gr->rec[k].kind == REC_UNIT)
			each(arg, gr->rec[k].index, gr->rec[k].off,
			     gr->rec[k].len, gr->rec[k].data);
		else if (gr->rec[k].kind == REC_UNIT_ADDED)
			each(arg, gr->rec[k].index, 0, sizeof(struct unit),
			     NULL);
	return true;
}

bool
game_undo_apply_nth(const struct game *src, size_t back, struct game *dst)
{
	const struct undo_log *l = src->undo;
	if (l == NULL || l->open || l->n - l->first <= back)
		return false;
	group_apply(dst, &l->grp[l->n - 1 - back], false);
	return true;
}

size_t
game_undo_groups(const struct game *g)
{
	const struct undo_log *l = g->undo;
	return l ? l->n - l->first - (l->open ? 1 : 0) : 0;
}

size_t
game_undo_bytes(const struct game *g)
{
	return g->undo ? g->undo->bytes : 0;
}

void
game_undo_drop_oldest(struct game *g)
{
	struct undo_log *l = g->undo;
	if (l == NULL || l->n - l->first <= (l->open ? 1u : 0u))
		return;
	l->bytes -= l->grp[l->first].bytes;
	group_free(l, &l->grp[l->first]);
	l->first++;
}

void
game_undo_free(struct game *g)
{
	struct undo_log *l = g->undo;
	if (l == NULL)
		return;
	if (l->open)
		game_undo_abort(g);
	for (size_t i = l->first; i < l->n; i++)
		group_free(l, &l->grp[i]);
	free(l->grp);
	free(l->spare_rules);
	free(l->snap);
	if (l->xpool) /* empty: each group let go of its lines */
		free(l->xpool->slot);
	free(l->xpool);
	free(l);
	g->undo = NULL;
}

/* ---- comparison (the undo self-check) ---- */

bool
game_same(const struct game *a, const struct game *b, const char **what)
{
	*what = NULL;
	// NOLINTBEGIN(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	if (a->rs != b->rs || a->inches != b->inches || a->bound != b->bound ||
	    a->phase != b->phase || a->resolutions != b->resolutions ||
	    memcmp(&a->rules, &b->rules, sizeof a->rules) != 0)
		*what = "ruleset, units, bound, phase, turn state or "
			"resolutions";
	// NOLINTEND(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
	else if (a->nunits != b->nunits)
		*what = "number of units";
	else if (a->nterrain != b->nterrain)
		*what = "number of terrain pieces";
	else if (!decls_same(a->decls, a->ndecls, b->decls, b->ndecls))
		*what = "declarations";
	else if (!kv_same(a->settings, a->nsettings, b->settings, b->nsettings))
		*what = "settings";
	else if (!lines_same(a->explain, a->nexplain, b->explain, b->nexplain))
		*what = "explanation";
	for (size_t i = 0; *what == NULL && i < a->nunits; i++)
		/* Bytes on purpose: units are zeroed when made. */
		// NOLINTNEXTLINE(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
		if (memcmp(&a->units[i], &b->units[i], sizeof *a->units) != 0)
			*what = "a unit";
	for (size_t i = 0; *what == NULL && i < a->nterrain; i++) {
		const struct terrain *s = &a->terrain[i], *t = &b->terrain[i];
		if (strcmp(s->name, t->name) != 0 || s->kind != t->kind ||
		    s->level != t->level || s->cover != t->cover ||
		    s->blocks_sight != t->blocks_sight || s->npts != t->npts ||
		    memcmp(s->pts, t->pts, s->npts * sizeof *s->pts) != 0)
			*what = "a terrain piece";
	}
	return *what == NULL;
}
