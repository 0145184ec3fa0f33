/* qindex.c - the questions' index (qindex.h), kept as the session runs
 * its lines: exec_line notes each history line it pushes with what the
 * line printed; the units it changed come from the line's undo group
 * (undo.c), which holds their bytes before it: what changed is kept, as
 * runs of bytes, and no copy of any unit. Undo and amend
 * take lines back (qindex_truncate); a line pushed without a note (a
 * tables block alone) is noted as one that changes no unit. Anything else
 * leaves the index short of the history, and the questions replay. */
#include <stdlib.h>
#include <string.h>

#include "qindex.h"
#include "undo.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* A unit's state changed after a line, in line order in qi->ev: runs of
 * its bytes at `at` in qi->bytes (len bytes), each "offset, length
 * (uint16_t each), the bytes", over its bytes before (added: over a new
 * unit's defaults in ruleset rs, qi->dflt); or it left the roster (gone).
 * prev: the unit's event before it, + 1 (0: none). */
enum { QI_CHANGED, QI_ADDED, QI_GONE };

struct qi_event {
	uint32_t line, unit, prev, at;
	uint16_t len;
	uint8_t kind, rs;
};

/* A ruling record of a line (qindex_rec): its bytes in a record's own
 * form, at `at` in qi->recbuf; of a RESULT the sides of its losers (the
 * unit= or target/defender, and the attacker) after the line, as their
 * number in qi->sides + 1, 0 when that unit was not in the roster then. */
struct qi_rec {
	uint32_t at, len, n;
	uint16_t side[2];
};

/* A line whose ruling records name a unit, in line order in qi->named. */
struct qi_named {
	uint32_t line, unit, prev;
};

/* A unit the index has seen (never forgotten: a truncation leaves it
 * without events). */
struct qi_unit {
	uint32_t name;	     /* in qi->names */
	uint32_t last_ev;    /* its newest event + 1, 0: none */
	uint32_t last_named; /* its newest naming + 1, 0: none */
	bool present;	     /* in the roster after its newest event */
	bool hash_ok;	     /* hash holds (units_compare_all) */
	uint64_t hash;	     /* of its bytes after its newest event */
};

struct qindex {
	struct qi_line *line;
	size_t n, cap;
	struct qi_rec *rec; /* the lines' records, in line order */
	size_t nrec, caprec;
	char *recbuf; /* their bytes, in the same order */
	size_t nrecbuf, caprecbuf;
	const struct ruleset *rs[8]; /* the rulesets lines name (qi_line.rs) */
	size_t nrs;
	struct unit *dflt[8]; /* a new unit's bytes in each (NULL: not yet) */
	bool broken; /* a line was pushed without a note: short for good */
	struct qi_unit *unit;
	size_t nunit, capunit;
	char *names; /* the units' names, each ended by '\0' */
	size_t nnames, capnames;
	uint32_t *slot; /* hash of names: unit index + 1, 0 empty */
	size_t nslot;
	struct qi_event *ev;
	size_t nev, capev;
	unsigned char *bytes; /* the events' runs, in event order */
	size_t nbytes, capbytes;
	struct qi_named *named;
	size_t nnamed, capnamed;
	uint32_t *global, *results; /* lines: bound/ruleset changed; RESULT */
	size_t nglobal, capglobal, nresults, capresults;
	uint32_t *at; /* by the game's unit index, as last seen: unit + 1 */
	size_t capat;
	char **sides; /* the side names RESULT losers had */
	size_t nsides, capsides;
	/* The game and undo generation of the last line noted: a line that
	 * made no undo group of its own compares every unit. */
	const struct game *gen_game;
	uint32_t gen;
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

static const char *
unit_name(const struct qindex *qi, uint32_t id)
{
	return qi->names + qi->unit[id].name;
}

static size_t
name_slot(const struct qindex *qi, const char *name)
{
	uint64_t h = cmd_hash(name);
	return (size_t)(h & (qi->nslot - 1));
}

/* The unit's number, or -1. */
static long
unit_find(const struct qindex *qi, const char *name)
{
	if (qi->nslot == 0)
		return -1;
	for (size_t k = name_slot(qi, name);; k = (k + 1) & (qi->nslot - 1)) {
		uint32_t v = qi->slot[k];
		if (v == 0)
			return -1;
		if (strcmp(unit_name(qi, v - 1), name) == 0)
			return (long)v - 1;
	}
}

static void
slots_put(struct qindex *qi, uint32_t id)
{
	size_t k = name_slot(qi, unit_name(qi, id));
	while (qi->slot[k])
		k = (k + 1) & (qi->nslot - 1);
	qi->slot[k] = id + 1;
}

static uint32_t
unit_get(struct qindex *qi, const char *name)
{
	long found = unit_find(qi, name);
	if (found >= 0)
		return (uint32_t)found;
	if (2 * (qi->nunit + 1) > qi->nslot) {
		free(qi->slot);
		qi->nslot = qi->nslot ? 2 * qi->nslot : 64;
		qi->slot = um_xcalloc(qi->nslot, sizeof *qi->slot);
		for (size_t i = 0; i < qi->nunit; i++)
			slots_put(qi, (uint32_t)i);
	}
	size_t len = strlen(name) + 1;
	um_grow((void **)&qi->names, &qi->capnames, qi->nnames + len, 1);
	memcpy(qi->names + qi->nnames, name, len);
	um_grow((void **)&qi->unit, &qi->capunit, qi->nunit + 1,
		sizeof *qi->unit);
	struct qi_unit *u = &qi->unit[qi->nunit];
	memset(u, 0, sizeof *u);
	u->name = (uint32_t)qi->nnames;
	qi->nnames += len;
	slots_put(qi, (uint32_t)qi->nunit);
	return (uint32_t)qi->nunit++;
}

/* The runs from byte `at` of qi->bytes on are unit id's event after
 * line (none made and none added when kind is QI_CHANGED and no byte
 * differed). */
static void
event_add(struct qindex *qi, uint32_t id, size_t line, size_t at, int kind,
	  uint8_t rs)
{
	if (kind == QI_CHANGED && qi->nbytes == at)
		return;
	um_grow((void **)&qi->ev, &qi->capev, qi->nev + 1, sizeof *qi->ev);
	struct qi_unit *u = &qi->unit[id];
	struct qi_event *e = &qi->ev[qi->nev++];
	e->line = (uint32_t)line;
	e->unit = id;
	e->prev = u->last_ev;
	e->at = (uint32_t)at;
	e->len = (uint16_t)(qi->nbytes - at);
	e->kind = (uint8_t)kind;
	e->rs = rs;
	u->last_ev = (uint32_t)qi->nev;
	u->present = kind != QI_GONE;
}

static void
run_put(struct qindex *qi, const unsigned char *b, size_t off, size_t len)
{
	uint16_t h[2] = {(uint16_t)off, (uint16_t)len};
	um_grow((void **)&qi->bytes, &qi->capbytes, qi->nbytes + sizeof h + len,
		1);
	memcpy(qi->bytes + qi->nbytes, h, sizeof h);
	memcpy(qi->bytes + qi->nbytes + sizeof h, b + off, len);
	qi->nbytes += sizeof h + len;
}

/* Apply an event's runs to bytes b (added: over zeros). */
static void
runs_apply(const struct qindex *qi, const struct qi_event *e, unsigned char *b)
{
	if (e->kind == QI_ADDED)
		memcpy(b, qi->dflt[e->rs], sizeof(struct unit));
	for (size_t k = e->at; k < (size_t)e->at + e->len;) {
		uint16_t h[2];
		memcpy(h, qi->bytes + k, sizeof h);
		memcpy(b + h[0], qi->bytes + k + sizeof h, h[1]);
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

/* The bytes of unit now in [from, to) that differ from was (its bytes
 * [from, to) before), in runs (16 equal bytes end one). */
static void
runs_diff(struct qindex *qi, const unsigned char *was, const unsigned char *now,
	  size_t from, size_t to)
{
	const unsigned char *b = now + from;
	size_t size = to - from;
	for (size_t i = 0; i < size;) {
		while (i + 8 <= size && same8(was + i, b + i))
			i += 8;
		while (i < size && was[i] == b[i])
			i++;
		if (i == size)
			break;
		size_t lo = i, same = 0;
		for (; i < size && same < 16; i++)
			same = was[i] == b[i] ? same + 1 : 0;
		run_put(qi, now, from + lo, i - same - lo);
	}
}

/* A unit's bytes as a sum over its 8-byte words, each mixed with its
 * place (splitmix64's finaliser): a change of a few bytes updates it
 * from those bytes alone. */
_Static_assert(sizeof(struct unit) % 8 == 0, "struct unit is whole words");

static uint64_t
word_mix(const unsigned char *p, size_t k)
{
	uint64_t z;
	memcpy(&z, p, 8);
	z ^= (uint64_t)(k + 1) * 0x9E3779B97F4A7C15ULL;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static uint64_t
unit_hash(const struct unit *u)
{
	const unsigned char *b = (const void *)u;
	uint64_t h = 0;
	for (size_t k = 0; k < sizeof *u / 8; k++)
		h += word_mix(b + 8 * k, k);
	return h;
}

/* The hash of now from that of its bytes before, which differed in
 * [off, off+len) only (was: those bytes). */
static uint64_t
hash_update(uint64_t h, const unsigned char *was, const unsigned char *now,
	    size_t off, size_t len)
{
	for (size_t k = off / 8; 8 * k < off + len; k++) {
		unsigned char old[8];
		size_t lo = off > 8 * k ? off : 8 * k;
		size_t hi = off + len < 8 * k + 8 ? off + len : 8 * k + 8;
		memcpy(old, now + 8 * k, 8);
		memcpy(old + (lo - 8 * k), was + (lo - off), hi - lo);
		h += word_mix(now + 8 * k, k) - word_mix(old, k);
	}
	return h;
}

/* Unit id in the roster after line, new or again: its bytes over a new
 * unit's in ruleset rs (most of a unit is its defaults). */
static void
unit_added(struct qindex *qi, uint32_t id, size_t line, const struct unit *now,
	   uint8_t rs)
{
	if (qi->dflt[rs] == NULL) {
		struct game g;
		memset(&g, 0, sizeof g);
		g.rs = qi->rs[rs];
		qi->dflt[rs] = um_xmalloc(sizeof *qi->dflt[rs]);
		game_unit_defaults(&g, qi->dflt[rs]);
	}
	size_t at = qi->nbytes;
	runs_diff(qi, (const void *)qi->dflt[rs], (const void *)now, 0,
		  sizeof *now);
	event_add(qi, id, line, at, QI_ADDED, rs);
	qi->unit[id].hash = unit_hash(now);
	qi->unit[id].hash_ok = true;
}

/* The unit's bytes after its newest event into out; false when it is
 * not in the roster then (out: its bytes when it left). */
static bool
unit_bytes(const struct qindex *qi, uint32_t id, struct unit *out)
{
	size_t n = 0;
	for (uint32_t e = qi->unit[id].last_ev; e; e = qi->ev[e - 1].prev)
		n++;
	uint32_t *v = um_xcalloc(n + 1, sizeof *v);
	size_t k = n;
	for (uint32_t e = qi->unit[id].last_ev; e; e = qi->ev[e - 1].prev)
		v[--k] = e - 1;
	memset(out, 0, sizeof *out);
	bool present = false;
	for (k = 0; k < n; k++) {
		const struct qi_event *e = &qi->ev[v[k]];
		present = e->kind != QI_GONE;
		if (present)
			runs_apply(qi, e, (unsigned char *)(void *)out);
	}
	free(v);
	return present;
}

struct seen_arg {
	struct qindex *qi;
	const struct game *g;
	size_t line;
	uint8_t rs; /* the ruleset's number after the line */
};

/* The undo group wrote bytes [off, off+len) of unit i, which were before
 * (NULL: it added the unit). */
static void
seen_index(void *arg, size_t i, size_t off, size_t len, const void *before)
{
	struct seen_arg *sa = arg;
	struct qindex *qi = sa->qi;
	if (i >= sa->g->nunits)
		return;
	const struct unit *now = &sa->g->units[i];
	if (i >= qi->capat) {
		size_t cap = qi->capat;
		um_grow((void **)&qi->at, &qi->capat, i + 1, sizeof *qi->at);
		memset(qi->at + cap, 0, (qi->capat - cap) * sizeof *qi->at);
	}
	/* The unit at i as before (names are short): no lookup. */
	uint32_t id = qi->at[i];
	if (id == 0 || strcmp(unit_name(qi, id - 1), now->name) != 0)
		id = qi->at[i] = unit_get(qi, now->name) + 1;
	struct qi_unit *u = &qi->unit[--id];
	if (before == NULL || !u->present) {
		unit_added(qi, id, sa->line, now, sa->rs);
		return;
	}
	const unsigned char *b = (const void *)now;
	size_t at = qi->nbytes;
	runs_diff(qi, before, b, off, off + len);
	event_add(qi, id, sa->line, at, QI_CHANGED, 0);
	if (u->hash_ok)
		u->hash = hash_update(u->hash, before, b, off, len);
}

/* Every unit compared: a unit was removed, the ruleset changed, or the
 * line made no undo group of its own. A unit whose hash still holds is
 * unchanged; another is compared with its bytes made from its events. */
static void
units_compare_all(struct qindex *qi, const struct game *g, size_t line,
		  uint8_t rs)
{
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *now = &g->units[i];
		uint32_t id = unit_get(qi, now->name);
		struct qi_unit *u = &qi->unit[id];
		if (!u->present) {
			unit_added(qi, id, line, now, rs);
			continue;
		}
		uint64_t h = unit_hash(now);
		if (u->hash_ok && u->hash == h)
			continue;
		struct unit was;
		unit_bytes(qi, id, &was);
		size_t at = qi->nbytes;
		runs_diff(qi, (const void *)&was, (const void *)now, 0,
			  sizeof was);
		event_add(qi, id, line, at, QI_CHANGED, 0);
		u = &qi->unit[id];
		u->hash = h;
		u->hash_ok = true;
	}
	for (size_t k = 0; k < qi->nunit; k++) {
		struct qi_unit *u = &qi->unit[k];
		if (u->present &&
		    game_unit_c(g, unit_name(qi, (uint32_t)k)) == NULL) {
			event_add(qi, (uint32_t)k, line, qi->nbytes, QI_GONE,
				  0);
			u->hash_ok = false;
		}
	}
}

static void
named_add(struct qindex *qi, const char *name, size_t line)
{
	uint32_t id = unit_get(qi, name);
	struct qi_unit *u = &qi->unit[id];
	if (u->last_named && qi->named[u->last_named - 1].line == line)
		return;
	um_grow((void **)&qi->named, &qi->capnamed, qi->nnamed + 1,
		sizeof *qi->named);
	qi->named[qi->nnamed++] =
	    (struct qi_named){(uint32_t)line, id, u->last_named};
	u->last_named = (uint32_t)qi->nnamed;
}

static void
lines_add(uint32_t **v, size_t *n, size_t *cap, size_t line)
{
	um_grow((void **)v, cap, *n + 1, sizeof **v);
	(*v)[(*n)++] = (uint32_t)line;
}

/* The side's number + 1 among those RESULT losers had. */
static uint16_t
side_intern(struct qindex *qi, const char *side)
{
	for (size_t i = 0; i < qi->nsides; i++)
		if (strcmp(qi->sides[i], side) == 0)
			return (uint16_t)(i + 1);
	if (qi->nsides == UINT16_MAX - 1)
		return 0; /* not kept: losses then says no side */
	um_grow((void **)&qi->sides, &qi->capsides, qi->nsides + 1,
		sizeof *qi->sides);
	qi->sides[qi->nsides++] = um_xstrdup(side);
	return (uint16_t)qi->nsides;
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

static void
recbuf_put(struct qindex *qi, const char *s)
{
	size_t n = strlen(s) + 1;
	um_grow((void **)&qi->recbuf, &qi->caprecbuf, qi->nrecbuf + n, 1);
	memcpy(qi->recbuf + qi->nrecbuf, s, n);
	qi->nrecbuf += n;
}

/* Record t as kept, its bytes at the end of qi->recbuf in a record's own
 * form (record.h: of a FIRE, SHOT or MELEE the first of each kept key,
 * as record_get finds it; a RESULT whole), the units it names noted; the
 * values of its unit-naming keys into who. */
static void
record_keep(struct qindex *qi, struct qi_rec *q, const struct record *t,
	    size_t line, const char **who)
{
	bool result = record_is(t, "RESULT");
	q->at = (uint32_t)qi->nrecbuf;
	q->n = 0;
	if (result) {
		um_grow((void **)&qi->recbuf, &qi->caprecbuf,
			qi->nrecbuf + t->len, 1);
		memcpy(qi->recbuf + qi->nrecbuf, t->buf, t->len);
		qi->nrecbuf += t->len;
		q->n = (uint32_t)t->n;
	} else {
		recbuf_put(qi, record_tag(t));
	}
	const char *pos = NULL, *k, *v;
	unsigned seen = 0;
	while (record_next(t, &pos, &k, &v)) {
		int i = kept_key(k);
		if (i < 0 || (seen & (1u << i)))
			continue;
		seen |= 1u << i;
		if (!result) {
			recbuf_put(qi, k);
			recbuf_put(qi, v);
			q->n++;
		}
		if (i < NNAMING) {
			who[i] = v;
			if (*v)
				named_add(qi, v, line);
		}
	}
	q->len = (uint32_t)(qi->nrecbuf - q->at);
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
		record_keep(qi, q, t, line, who);
		q->side[0] = q->side[1] = 0;
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
			q->side[k] = u ? side_intern(qi, u->side) : 0;
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
	/* The newest undo group is the line's own when one was begun since
	 * the line before (each line runs in a group: exec_line, amend.c). */
	uint32_t gen = game_undo_gen(g);
	bool own = qi->gen_game != g || qi->gen != gen;
	qi->gen_game = g;
	qi->gen = gen;
	struct seen_arg sa = {qi, g, p, l->rs};
	if (rs_before != g->rs || !own ||
	    !game_undo_last_units(g, seen_index, &sa))
		units_compare_all(qi, g, p, l->rs);
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

static size_t
lines_cut(const uint32_t *v, size_t n, size_t from)
{
	while (n > 0 && v[n - 1] >= from)
		n--;
	return n;
}

/* The lines from n on out: what they noted is at the ends of the arrays
 * (each in line order), so the work is what those lines noted. */
void
qindex_truncate(struct session *s, size_t n)
{
	struct qindex *qi = s->qindex;
	if (qi == NULL || n > qi->n)
		return;
	size_t r = n < qi->n ? qi->line[n].rec_at : qi->nrec;
	if (r < qi->nrec)
		qi->nrecbuf = qi->rec[r].at;
	qi->nrec = r;
	qi->n = n;
	qi->broken = false;
	qi->nglobal = lines_cut(qi->global, qi->nglobal, n);
	qi->nresults = lines_cut(qi->results, qi->nresults, n);
	while (qi->nev > 0 && qi->ev[qi->nev - 1].line >= n) {
		const struct qi_event *e = &qi->ev[--qi->nev];
		struct qi_unit *u = &qi->unit[e->unit];
		u->last_ev = e->prev;
		u->present = e->prev && qi->ev[e->prev - 1].kind != QI_GONE;
		u->hash_ok = false;
		qi->nbytes = e->at;
	}
	while (qi->nnamed > 0 && qi->named[qi->nnamed - 1].line >= n) {
		const struct qi_named *m = &qi->named[--qi->nnamed];
		qi->unit[m->unit].last_named = m->prev;
	}
}

/* The index's lines from n on, as they were: each array's part from
 * where those lines begin (its places, links and offsets absolute, so
 * that it goes back at the same places). */
struct qindex_tail {
	size_t n; /* the first line */
	struct qi_line *line;
	size_t nline;
	struct qi_rec *rec;
	size_t nrec;
	char *recbuf;
	size_t nrecbuf;
	struct qi_event *ev;
	size_t nev;
	unsigned char *bytes;
	size_t nbytes;
	struct qi_named *named;
	size_t nnamed;
	uint32_t *global, *results;
	size_t nglobal, nresults;
};

/* A copy of the n items of size at index at of v (v may be NULL when
 * nothing is kept: no pointer is made from it then). */
static void *
part_copy(const void *v, size_t at, size_t n, size_t size)
{
	void *p = um_xmalloc(n ? n * size : 1);
	if (n)
		memcpy(p, (const char *)v + at * size, n * size);
	return p;
}

static size_t
lines_from(const uint32_t *v, size_t n, size_t from)
{
	return n - lines_cut(v, n, from);
}

struct qindex_tail *
qindex_cut(struct session *s, size_t n)
{
	struct qindex *qi = s->qindex;
	if (qi == NULL || qi->broken || n >= qi->n) {
		qindex_truncate(s, n);
		return NULL;
	}
	struct qindex_tail *t = um_xcalloc(1, sizeof *t);
	t->n = n;
	t->nline = qi->n - n;
	t->line = part_copy(qi->line, n, t->nline, sizeof *qi->line);
	size_t r = qi->line[n].rec_at;
	t->nrec = qi->nrec - r;
	t->rec = part_copy(qi->rec, r, t->nrec, sizeof *qi->rec);
	size_t rb = t->nrec ? qi->rec[r].at : qi->nrecbuf;
	t->nrecbuf = qi->nrecbuf - rb;
	t->recbuf = part_copy(qi->recbuf, rb, t->nrecbuf, 1);
	size_t e = qi->nev;
	while (e > 0 && qi->ev[e - 1].line >= n)
		e--;
	t->nev = qi->nev - e;
	t->ev = part_copy(qi->ev, e, t->nev, sizeof *qi->ev);
	size_t b = t->nev ? qi->ev[e].at : qi->nbytes;
	t->nbytes = qi->nbytes - b;
	t->bytes = part_copy(qi->bytes, b, t->nbytes, 1);
	size_t m = qi->nnamed;
	while (m > 0 && qi->named[m - 1].line >= n)
		m--;
	t->nnamed = qi->nnamed - m;
	t->named = part_copy(qi->named, m, t->nnamed, sizeof *qi->named);
	t->nglobal = lines_from(qi->global, qi->nglobal, n);
	t->global = part_copy(qi->global, qi->nglobal - t->nglobal, t->nglobal,
			      sizeof *qi->global);
	t->nresults = lines_from(qi->results, qi->nresults, n);
	t->results = part_copy(qi->results, qi->nresults - t->nresults,
			       t->nresults, sizeof *qi->results);
	qindex_truncate(s, n);
	return t;
}

/* Append n items of size from p to *v (*nv of *cap). */
static void
part_put(void *v, size_t *nv, size_t *cap, const void *p, size_t n, size_t size)
{
	um_grow((void **)v, cap, *nv + n, size);
	if (n)
		memcpy(*(char **)v + *nv * size, p, n * size);
	*nv += n;
}

void
qindex_put_back(struct session *s, size_t n, struct qindex_tail *t)
{
	qindex_truncate(s, n);
	struct qindex *qi = s->qindex;
	if (t == NULL || qi == NULL || qi->broken || qi->n != t->n) {
		qindex_tail_free(t);
		return;
	}
	part_put(&qi->line, &qi->n, &qi->cap, t->line, t->nline,
		 sizeof *qi->line);
	part_put(&qi->rec, &qi->nrec, &qi->caprec, t->rec, t->nrec,
		 sizeof *qi->rec);
	part_put(&qi->recbuf, &qi->nrecbuf, &qi->caprecbuf, t->recbuf,
		 t->nrecbuf, 1);
	size_t e0 = qi->nev, m0 = qi->nnamed;
	part_put(&qi->ev, &qi->nev, &qi->capev, t->ev, t->nev, sizeof *qi->ev);
	part_put(&qi->bytes, &qi->nbytes, &qi->capbytes, t->bytes, t->nbytes,
		 1);
	part_put(&qi->named, &qi->nnamed, &qi->capnamed, t->named, t->nnamed,
		 sizeof *qi->named);
	part_put(&qi->global, &qi->nglobal, &qi->capglobal, t->global,
		 t->nglobal, sizeof *qi->global);
	part_put(&qi->results, &qi->nresults, &qi->capresults, t->results,
		 t->nresults, sizeof *qi->results);
	for (size_t k = e0; k < qi->nev; k++) {
		struct qi_unit *u = &qi->unit[qi->ev[k].unit];
		u->last_ev = (uint32_t)k + 1;
		u->present = qi->ev[k].kind != QI_GONE;
		u->hash_ok = false;
	}
	for (size_t k = m0; k < qi->nnamed; k++)
		qi->unit[qi->named[k].unit].last_named = (uint32_t)k + 1;
	qi->gen_game = NULL; /* the game in play is another now */
	qindex_tail_free(t);
}

void
qindex_tail_free(struct qindex_tail *t)
{
	if (t == NULL)
		return;
	free(t->line);
	free(t->rec);
	free(t->recbuf);
	free(t->ev);
	free(t->bytes);
	free(t->named);
	free(t->global);
	free(t->results);
	free(t);
}

void
qindex_free(struct qindex *qi)
{
	if (qi == NULL)
		return;
	free(qi->rec);
	free(qi->recbuf);
	for (size_t i = 0; i < sizeof qi->dflt / sizeof qi->dflt[0]; i++)
		free(qi->dflt[i]);
	free(qi->line);
	free(qi->unit);
	free(qi->names);
	free(qi->slot);
	free(qi->ev);
	free(qi->bytes);
	free(qi->named);
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

void
qindex_rec(const struct qindex *qi, const struct qi_line *l, size_t k,
	   struct record *view)
{
	const struct qi_rec *q = &qi->rec[l->rec_at + k];
	view->buf = qi->recbuf + q->at;
	view->len = view->cap = q->len;
	view->n = q->n;
}

const char *
qindex_rec_side(const struct qindex *qi, const struct qi_line *l, size_t k,
		size_t loser)
{
	uint16_t side = qi->rec[l->rec_at + k].side[loser];
	return side ? qi->sides[side - 1] : NULL;
}

bool
qindex_seen(const struct qindex *qi, const char *unit)
{
	/* A unit's first event adds it: one with any was in the roster. */
	long id = unit_find(qi, unit);
	return id >= 0 && qi->unit[id].last_ev != 0;
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
	long id = unit_find(qi, unit);
	size_t cap = qi->nglobal + 1, k = 0;
	const struct qi_unit *u = id >= 0 ? &qi->unit[id] : NULL;
	for (uint32_t e = u ? u->last_ev : 0; e; e = qi->ev[e - 1].prev)
		cap++;
	for (uint32_t e = u ? u->last_named : 0; e; e = qi->named[e - 1].prev)
		cap++;
	size_t *v = um_xcalloc(cap, sizeof *v);
	for (size_t i = 0; i < qi->nglobal; i++)
		v[k++] = qi->global[i];
	for (uint32_t e = u ? u->last_ev : 0; e; e = qi->ev[e - 1].prev)
		v[k++] = qi->ev[e - 1].line;
	for (uint32_t e = u ? u->last_named : 0; e; e = qi->named[e - 1].prev)
		v[k++] = qi->named[e - 1].line;
	*n = lines_union(v, k);
	return v;
}

size_t *
qindex_named_lines(const struct qindex *qi, const char *unit, size_t *n)
{
	long id = unit_find(qi, unit);
	uint32_t last = id >= 0 ? qi->unit[id].last_named : 0;
	size_t k = 0;
	for (uint32_t e = last; e; e = qi->named[e - 1].prev)
		k++;
	size_t *v = um_xcalloc(k + 1, sizeof *v);
	*n = k;
	for (uint32_t e = last; e; e = qi->named[e - 1].prev)
		v[--k] = qi->named[e - 1].line;
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
	long id = unit_find(qi, unit);
	uint32_t last = id >= 0 ? qi->unit[id].last_ev : 0;
	for (uint32_t e = last; e; e = qi->ev[e - 1].prev)
		c->nev++;
	c->evs = um_xcalloc(c->nev + 1, sizeof *c->evs);
	size_t k = c->nev;
	for (uint32_t e = last; e; e = qi->ev[e - 1].prev)
		c->evs[--k] = e - 1;
}

void
qindex_cursor_to(struct qi_cursor *c, size_t i)
{
	const struct qindex *qi = c->qi;
	while (c->ev < c->nev && qi->ev[c->evs[c->ev]].line <= i) {
		const struct qi_event *e = &qi->ev[c->evs[c->ev++]];
		c->present = e->kind != QI_GONE;
		if (c->present)
			runs_apply(qi, e, (unsigned char *)(void *)&c->u);
	}
}

void
qindex_cursor_free(struct qi_cursor *c)
{
	free(c->evs);
	c->evs = NULL;
}
