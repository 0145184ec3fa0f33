/* qindex.c - the questions' index (qindex.h), kept as the session runs
 * its lines: exec_line notes each history line it pushes with what the
 * line printed; the units it changed come from the line's undo group
 * (undo.c), their bytes kept as the part that changed. Undo and amend
 * take lines back (qindex_truncate); a line pushed without a note (a
 * tables block alone) is noted as one that changes no unit. Anything else
 * leaves the index short of the history, and the questions replay. */
#include <stdlib.h>
#include <string.h>

#include "qindex.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* A unit's state changed after a line: the runs of bytes at `at` in the
 * unit's byte store (len bytes), each "offset, length (uint16_t each),
 * the bytes" (added: one run, the whole unit); or it left the roster
 * (gone). */
struct qi_event {
	uint32_t line, at;
	uint16_t len;
	bool gone;
};

struct qi_unit {
	char *name;
	struct qi_event *ev;
	size_t nev, capev;
	unsigned char *bytes;
	size_t nbytes, capbytes;
	uint32_t *named; /* lines whose ruling records name it */
	size_t nnamed, capnamed;
	bool present;
	struct unit last; /* its bytes after the last line noted */
};

struct qindex {
	struct qi_line *line;
	size_t n, cap;
	struct qi_rec *rec; /* the lines' records, in line order */
	size_t nrec, caprec;
	const struct ruleset *rs[8]; /* the rulesets lines name (qi_line.rs) */
	size_t nrs;
	bool broken; /* a line was pushed without a note: short for good */
	struct qi_unit **unit;
	size_t nunit, capunit;
	uint32_t *slot; /* hash of names: unit index + 1, 0 empty */
	size_t nslot;
	uint32_t *global, *results; /* lines: bound/ruleset changed; RESULT */
	size_t nglobal, capglobal, nresults, capresults;
	struct qi_unit **at; /* by the game's unit index, as last seen */
	size_t capat;
	char **sides; /* the side names RESULT losers had */
	size_t nsides, capsides;
};

static uint64_t
cmd_hash(const char *line)
{
	uint64_t h = 1469598103934665603ULL;
	for (const unsigned char *p = (const unsigned char *)line;
	     *p && *p != '\n'; p++)
		h = (h ^ *p) * 1099511628211ULL;
	return h;
}

static size_t
name_slot(const struct qindex *qi, const char *name)
{
	uint64_t h = cmd_hash(name);
	return (size_t)(h & (qi->nslot - 1));
}

static struct qi_unit *
unit_find(const struct qindex *qi, const char *name)
{
	if (qi->nslot == 0)
		return NULL;
	for (size_t k = name_slot(qi, name);; k = (k + 1) & (qi->nslot - 1)) {
		uint32_t v = qi->slot[k];
		if (v == 0)
			return NULL;
		if (strcmp(qi->unit[v - 1]->name, name) == 0)
			return qi->unit[v - 1];
	}
}

static void
slots_put(struct qindex *qi, size_t id)
{
	size_t k = name_slot(qi, qi->unit[id]->name);
	while (qi->slot[k])
		k = (k + 1) & (qi->nslot - 1);
	qi->slot[k] = (uint32_t)id + 1;
}

static struct qi_unit *
unit_get(struct qindex *qi, const char *name)
{
	struct qi_unit *u = unit_find(qi, name);
	if (u)
		return u;
	if (2 * (qi->nunit + 1) > qi->nslot) {
		free(qi->slot);
		qi->nslot = qi->nslot ? 2 * qi->nslot : 64;
		qi->slot = um_xcalloc(qi->nslot, sizeof *qi->slot);
		for (size_t i = 0; i < qi->nunit; i++)
			slots_put(qi, i);
	}
	/* Arrays of pointers: an element is a pointer. */
	// NOLINTNEXTLINE(bugprone-sizeof-expression)
	um_grow((void **)&qi->unit, &qi->capunit, qi->nunit + 1,
		sizeof(void *));
	u = um_xcalloc(1, sizeof *u);
	u->name = um_xstrdup(name);
	qi->unit[qi->nunit++] = u;
	slots_put(qi, qi->nunit - 1);
	return u;
}

static void
event_add(struct qi_unit *u, size_t line, size_t at, bool gone)
{
	um_grow((void **)&u->ev, &u->capev, u->nev + 1, sizeof *u->ev);
	struct qi_event *e = &u->ev[u->nev++];
	e->line = (uint32_t)line;
	e->at = (uint32_t)at;
	e->len = (uint16_t)(u->nbytes - at);
	e->gone = gone;
}

static void
run_put(struct qi_unit *u, const unsigned char *b, size_t off, size_t len)
{
	uint16_t h[2] = {(uint16_t)off, (uint16_t)len};
	um_grow((void **)&u->bytes, &u->capbytes, u->nbytes + sizeof h + len,
		1);
	memcpy(u->bytes + u->nbytes, h, sizeof h);
	memcpy(u->bytes + u->nbytes + sizeof h, b + off, len);
	u->nbytes += sizeof h + len;
}

/* Apply an event's runs to bytes b. */
static void
runs_apply(const struct qi_unit *u, const struct qi_event *e, unsigned char *b)
{
	for (size_t k = e->at; k < (size_t)e->at + e->len;) {
		uint16_t h[2];
		memcpy(h, u->bytes + k, sizeof h);
		memcpy(b + h[0], u->bytes + k + sizeof h, h[1]);
		k += sizeof h + h[1];
	}
}

static bool
same8(const unsigned char *a, const unsigned char *b)
{
	uint64_t x, y;
	memcpy(&x, a, 8);
	memcpy(&y, b, 8);
	return x == y;
}

/* Unit now (in the roster after line) against what the index had: the
 * bytes in [from, size) that differ, in runs (16 equal bytes end one). */
static void
runs_diff(struct qi_unit *u, const unsigned char *a, const unsigned char *b,
	  size_t from, size_t size)
{
	for (size_t i = from; i < size;) {
		while (i + 8 <= size && same8(a + i, b + i))
			i += 8;
		while (i < size && a[i] == b[i])
			i++;
		if (i == size)
			break;
		size_t lo = i, same = 0;
		for (; i < size && same < 16; i++)
			same = a[i] == b[i] ? same + 1 : 0;
		run_put(u, b, lo, i - same - lo);
	}
}

static void
unit_seen(struct qi_unit *u, size_t line, const struct unit *now, size_t from,
	  size_t size)
{
	const unsigned char *a = (const void *)&u->last, *b = (const void *)now;
	size_t at = u->nbytes;
	if (!u->present) {
		/* Added (again): its bytes against what a replay holds then,
		 * zeros for a new unit or its bytes when it was removed; a
		 * unit is mostly zeros (names in their arrays). */
		runs_diff(u, a, b, 0, sizeof *now);
		event_add(u, line, at, false);
		u->present = true;
		u->last = *now;
		return;
	}
	if (memcmp(a + from, b + from, size - from) == 0)
		return;
	runs_diff(u, a, b, from, size);
	event_add(u, line, at, false);
	u->last = *now;
}

struct seen_arg {
	struct qindex *qi;
	const struct game *g;
	size_t line;
};

static void
seen_index(void *arg, size_t i, size_t off, size_t len)
{
	struct seen_arg *sa = arg;
	struct qindex *qi = sa->qi;
	if (i >= sa->g->nunits)
		return;
	const struct unit *now = &sa->g->units[i];
	if (i >= qi->capat) {
		size_t cap = qi->capat;
		// NOLINTNEXTLINE(bugprone-sizeof-expression)
		um_grow((void **)&qi->at, &qi->capat, i + 1, sizeof(void *));
		// NOLINTNEXTLINE(bugprone-sizeof-expression)
		memset(qi->at + cap, 0, (qi->capat - cap) * sizeof(void *));
	}
	/* The unit at i as before (names are short): no lookup. */
	struct qi_unit *u = qi->at[i];
	if (u == NULL || strcmp(u->name, now->name) != 0)
		u = qi->at[i] = unit_get(qi, now->name);
	/* The undo group says which bytes may differ. */
	unit_seen(u, sa->line, now, off, off + len);
}

/* Every unit compared: a unit was removed, or the ruleset changed. */
static void
units_compare_all(struct qindex *qi, const struct game *g, size_t line)
{
	for (size_t i = 0; i < g->nunits; i++)
		unit_seen(unit_get(qi, g->units[i].name), line, &g->units[i], 0,
			  sizeof g->units[i]);
	for (size_t k = 0; k < qi->nunit; k++) {
		struct qi_unit *u = qi->unit[k];
		if (u->present && game_unit_c(g, u->name) == NULL) {
			event_add(u, line, u->nbytes, true);
			u->present = false;
		}
	}
}

static void
named_add(struct qindex *qi, const char *name, size_t line)
{
	struct qi_unit *u = unit_get(qi, name);
	if (u->nnamed && u->named[u->nnamed - 1] == line)
		return;
	um_grow((void **)&u->named, &u->capnamed, u->nnamed + 1,
		sizeof *u->named);
	u->named[u->nnamed++] = (uint32_t)line;
}

static void
lines_add(uint32_t **v, size_t *n, size_t *cap, size_t line)
{
	um_grow((void **)v, cap, *n + 1, sizeof **v);
	(*v)[(*n)++] = (uint32_t)line;
}

static const char *
side_intern(struct qindex *qi, const char *side)
{
	for (size_t i = 0; i < qi->nsides; i++)
		if (strcmp(qi->sides[i], side) == 0)
			return qi->sides[i];
	um_grow((void **)&qi->sides, &qi->capsides, qi->nsides + 1,
		sizeof *qi->sides);
	return qi->sides[qi->nsides++] = um_xstrdup(side);
}

static bool
ruling_tag(const struct record *r)
{
	return record_is(r, "RESULT") || record_is(r, "FIRE") ||
	       record_is(r, "SHOT") || record_is(r, "MELEE");
}

/* The keys query.c reads of a FIRE, SHOT or MELEE (own_rulings_of,
 * who_of); the first five name units (record_names_unit). */
static const char *const kept_keys[] = {
    "firer", "target", "attacker", "defender", "unit",
    "roll",  "total",  "score",	   "hit",      "loss",
    "moral", "winner", "a_total",  "d_total",  "outcome"};
enum { NKEPT = sizeof kept_keys / sizeof kept_keys[0], NNAMING = 5 };

static int
kept_key(const char *k)
{
	for (int i = 0; i < NKEPT; i++)
		if (k[0] == kept_keys[i][0] && strcmp(k, kept_keys[i]) == 0)
			return i;
	return -1;
}

/* Record t as kept (of a FIRE, SHOT or MELEE the first of each kept key,
 * as record_get finds it; a RESULT whole), the units it names noted; the
 * values of its unit-naming keys into who. */
static void
record_keep(struct qindex *qi, struct record *r, const struct record *t,
	    size_t line, const char **who)
{
	bool result = record_is(t, "RESULT");
	if (result)
		record_copy(r, t);
	else
		record_init(r, record_tag(t));
	const char *pos = NULL, *k, *v;
	unsigned seen = 0;
	while (record_next(t, &pos, &k, &v)) {
		int i = kept_key(k);
		if (i < 0 || (seen & (1u << i)))
			continue;
		seen |= 1u << i;
		if (!result)
			record_add(r, k, v);
		if (i < NNAMING) {
			who[i] = v;
			if (*v)
				named_add(qi, v, line);
		}
	}
	if (r->cap > r->len) { /* kept for long: no room to spare */
		r->buf = um_xrealloc(r->buf, r->len ? r->len : 1);
		r->cap = r->len;
	}
}

/* The line's ruling records, the units they name, a RESULT's losers'
 * sides (as query.c's losses reads them: unit=, else target or defender
 * and the attacker). */
static void
records_keep(struct qindex *qi, struct qi_line *l, size_t line,
	     const struct out *mine, const struct game *g)
{
	l->rec_at = (uint32_t)qi->nrec;
	bool result = false;
	for (size_t i = 0; i < mine->n; i++) {
		const struct record *t = &mine->lines[i].rec;
		if (mine->lines[i].kind != OUT_RECORD || !ruling_tag(t))
			continue;
		um_grow((void **)&qi->rec, &qi->caprec, qi->nrec + 1,
			sizeof *qi->rec);
		struct qi_rec *q = &qi->rec[qi->nrec++];
		l->nrec++;
		/* firer target attacker defender unit */
		const char *who[NNAMING] = {NULL};
		record_keep(qi, &q->r, t, line, who);
		q->side[0] = q->side[1] = NULL;
		if (!record_is(t, "RESULT"))
			continue;
		result = true;
		const char *lose[2] = {who[4], NULL};
		if (lose[0] == NULL) {
			lose[0] = who[1] ? who[1] : who[3];
			lose[1] = who[2];
		}
		for (size_t k = 0; k < 2; k++) {
			const struct unit *u =
			    lose[k] ? game_unit_c(g, lose[k]) : NULL;
			q->side[k] = u ? side_intern(qi, u->side) : NULL;
		}
	}
	if (result)
		lines_add(&qi->results, &qi->nresults, &qi->capresults, line);
}

/* The ruleset's number in the index (a game plays a few at most). */
static uint8_t
rs_number(struct qindex *qi, const struct ruleset *rs)
{
	size_t i = 0;
	while (i < qi->nrs && qi->rs[i] != rs)
		i++;
	if (i == qi->nrs && qi->nrs < sizeof qi->rs / sizeof qi->rs[0])
		qi->rs[qi->nrs++] = rs;
	return (uint8_t)i;
}

/* Lines pushed without a note before line p: tables blocks, which change
 * no unit; any other leaves the index short. */
static bool
gap_fill(struct qindex *qi, const struct session *s, size_t p)
{
	while (qi->n < p) {
		const char *line = s->h.line[qi->n];
		if (line[0] != '@')
			return false;
		um_grow((void **)&qi->line, &qi->cap, qi->n + 1,
			sizeof *qi->line);
		struct qi_line *l = &qi->line[qi->n];
		memset(l, 0, sizeof *l);
		l->bound = l->bound_after = s->h.meta[qi->n].bound;
		l->phase = (int16_t)s->h.meta[qi->n].phase;
		l->rs =
		    qi->n ? qi->line[qi->n - 1].rs : rs_number(qi, s->g->rs);
		if (l->rs == qi->nrs)
			return false;
		l->rec_at = (uint32_t)qi->nrec;
		l->hash = (uint32_t)cmd_hash(line);
		qi->n++;
	}
	return true;
}

/* Line p (the next) of game g: given in bound and phase, its command
 * line, what it printed. */
static void
note_at(struct qindex *qi, const struct game *g, size_t p, int bound, int phase,
	const char *line, const struct out *mine)
{
	if (rs_number(qi, g->rs) == qi->nrs) {
		qi->broken = true;
		return;
	}
	um_grow((void **)&qi->line, &qi->cap, p + 1, sizeof *qi->line);
	struct qi_line *l = &qi->line[p];
	memset(l, 0, sizeof *l);
	l->bound = bound;
	l->phase = (int16_t)phase;
	l->bound_after = g->bound;
	l->rs = rs_number(qi, g->rs);
	l->hash = (uint32_t)cmd_hash(line);
	const struct ruleset *rs_before =
	    p ? qi->rs[qi->line[p - 1].rs] : g->rs;
	l->global = l->bound != l->bound_after || rs_before != g->rs;
	if (l->global)
		lines_add(&qi->global, &qi->nglobal, &qi->capglobal, p);
	qi->n = p + 1;
	struct seen_arg sa = {qi, g, p};
	if (rs_before != g->rs || !game_undo_last_units(g, seen_index, &sa))
		units_compare_all(qi, g, p);
	records_keep(qi, l, p, mine, g);
}

void
qindex_note(struct session *s, const struct out *mine)
{
	qindex_note_line(s, s->h.n - 1, mine);
}

void
qindex_note_line(struct session *s, size_t p, const struct out *mine)
{
	if (s->h.base == NULL) /* a fork: its short life asks nothing */
		return;
	if (s->qindex == NULL)
		s->qindex = um_xcalloc(1, sizeof *s->qindex);
	struct qindex *qi = s->qindex;
	if (qi->n > p)
		qindex_truncate(s, p);
	if (qi->broken)
		return;
	if (!gap_fill(qi, s, p)) {
		qi->broken = true;
		return;
	}
	note_at(qi, s->g, p, s->h.meta[p].bound, s->h.meta[p].phase,
		s->h.line[p], mine);
}

void
qindex_note_amend(struct session *s, const char *line, int bound, int phase,
		  const struct out *mine)
{
	struct qindex *qi = s->qindex;
	if (qi && !qi->broken)
		note_at(qi, s->g, qi->n, bound, phase, line, mine);
}

void
qindex_amended(struct session *s, size_t from)
{
	struct qindex *qi = s->qindex;
	if (qi == NULL || qi->broken || qi->n != s->h.n) {
		qindex_truncate(s, from);
		return;
	}
	for (size_t i = from; i < qi->n; i++)
		qi->line[i].hash = (uint32_t)cmd_hash(s->h.line[i]);
}

/* The unit's bytes and presence after its first nev events. */
static void
unit_replay(const struct qi_unit *u, size_t nev, struct unit *out,
	    bool *present)
{
	memset(out, 0, sizeof *out);
	*present = false;
	for (size_t k = 0; k < nev; k++) {
		const struct qi_event *e = &u->ev[k];
		if (e->gone) {
			*present = false;
			continue;
		}
		runs_apply(u, e, (unsigned char *)(void *)out);
		*present = true;
	}
}

static size_t
lines_cut(const uint32_t *v, size_t n, size_t from)
{
	while (n > 0 && v[n - 1] >= from)
		n--;
	return n;
}

void
qindex_truncate(struct session *s, size_t n)
{
	struct qindex *qi = s->qindex;
	if (qi == NULL || n > qi->n)
		return;
	size_t r = n < qi->n ? qi->line[n].rec_at : qi->nrec;
	for (size_t k = r; k < qi->nrec; k++)
		record_free(&qi->rec[k].r);
	qi->nrec = r;
	qi->n = n;
	qi->broken = false;
	qi->nglobal = lines_cut(qi->global, qi->nglobal, n);
	qi->nresults = lines_cut(qi->results, qi->nresults, n);
	for (size_t k = 0; k < qi->nunit; k++) {
		struct qi_unit *u = qi->unit[k];
		u->nnamed = lines_cut(u->named, u->nnamed, n);
		size_t e = u->nev;
		while (e > 0 && u->ev[e - 1].line >= n)
			e--;
		if (e == u->nev)
			continue;
		u->nev = e;
		u->nbytes = e ? u->ev[e - 1].at + u->ev[e - 1].len : 0;
		unit_replay(u, e, &u->last, &u->present);
	}
}

void
qindex_free(struct qindex *qi)
{
	if (qi == NULL)
		return;
	for (size_t k = 0; k < qi->nrec; k++)
		record_free(&qi->rec[k].r);
	free(qi->rec);
	free(qi->line);
	for (size_t k = 0; k < qi->nunit; k++) {
		free(qi->unit[k]->name);
		free(qi->unit[k]->ev);
		free(qi->unit[k]->bytes);
		free(qi->unit[k]->named);
		free(qi->unit[k]);
	}
	free(qi->unit);
	free(qi->slot);
	free(qi->at);
	free(qi->global);
	free(qi->results);
	for (size_t i = 0; i < qi->nsides; i++)
		free(qi->sides[i]);
	free(qi->sides);
	free(qi);
}

struct qindex *
qindex_ready(struct session *s)
{
	const char *off = getenv("UMPIRE_QUERY_REPLAY");
	struct qindex *qi = s->qindex;
	if ((off && *off && strcmp(off, "0") != 0) || qi == NULL || qi->broken)
		return NULL;
	if (qi->n > s->h.n) /* undone since */
		qindex_truncate(s, s->h.n);
	if (!gap_fill(qi, s, s->h.n)) {
		qi->broken = true;
		return NULL;
	}
	/* The lines as they stand: a change the index was not told of
	 * sends the questions to the replay. */
	for (size_t i = 0; i < qi->n; i++)
		if (qi->line[i].hash != (uint32_t)cmd_hash(s->h.line[i]))
			return NULL;
	return qi;
}

const struct qi_line *
qindex_line(const struct qindex *qi, size_t i)
{
	return &qi->line[i];
}

const struct ruleset *
qindex_rs(const struct qindex *qi, const struct qi_line *l)
{
	return qi->rs[l->rs];
}

const struct qi_rec *
qindex_recs(const struct qindex *qi, const struct qi_line *l)
{
	return qi->rec ? qi->rec + l->rec_at : NULL; /* no records yet */
}

bool
qindex_seen(const struct qindex *qi, const char *unit)
{
	const struct qi_unit *u = unit_find(qi, unit);
	for (size_t k = 0; u && k < u->nev; k++)
		if (!u->ev[k].gone)
			return true;
	return false;
}

static int
cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	return x < y ? -1 : x > y;
}

/* The union of sorted lists, each once. */
static size_t
lines_union(size_t *v, size_t n)
{
	qsort(v, n, sizeof *v, cmp_size);
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (k == 0 || v[k - 1] != v[i])
			v[k++] = v[i];
	return k;
}

size_t *
qindex_unit_lines(const struct qindex *qi, const char *unit, size_t *n)
{
	const struct qi_unit *u = unit_find(qi, unit);
	size_t cap = qi->nglobal + (u ? u->nev + u->nnamed : 0) + 1, k = 0;
	size_t *v = um_xcalloc(cap, sizeof *v);
	for (size_t i = 0; i < qi->nglobal; i++)
		v[k++] = qi->global[i];
	for (size_t i = 0; u && i < u->nev; i++)
		v[k++] = u->ev[i].line;
	for (size_t i = 0; u && i < u->nnamed; i++)
		v[k++] = u->named[i];
	*n = lines_union(v, k);
	return v;
}

size_t *
qindex_named_lines(const struct qindex *qi, const char *unit, size_t *n)
{
	const struct qi_unit *u = unit_find(qi, unit);
	size_t k = u ? u->nnamed : 0;
	size_t *v = um_xcalloc(k + 1, sizeof *v);
	for (size_t i = 0; i < k; i++)
		v[i] = u->named[i];
	*n = k;
	return v;
}

const uint32_t *
qindex_result_lines(const struct qindex *qi, size_t *n)
{
	*n = qi->nresults;
	return qi->results;
}

void
qindex_cursor_init(struct qi_cursor *c, const struct qindex *qi,
		   const char *unit)
{
	memset(c, 0, sizeof *c);
	c->qi = qi;
	c->unit = unit_find(qi, unit);
}

void
qindex_cursor_to(struct qi_cursor *c, size_t i)
{
	const struct qi_unit *u = c->unit;
	while (u && c->ev < u->nev && u->ev[c->ev].line <= i) {
		const struct qi_event *e = &u->ev[c->ev++];
		if (e->gone) {
			c->present = false;
			continue;
		}
		runs_apply(u, e, (unsigned char *)(void *)&c->u);
		c->present = true;
	}
}
