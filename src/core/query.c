/* query.c - questions to the log (docs/commands.md "Questions to
 * the log"): `why UNIT` (every command that changed the unit), `losses`
 * (figures lost, summed from the RESULT records) and `who fired at UNIT`.
 * Each reads the effective journal lines, numbered as `history` numbers
 * them, from the index the session keeps as it runs them (qindex.c), or,
 * when that index does not hold them all (an amendment, a line it was not
 * told of), replays them in a scratch session: the game in play is not
 * touched. A staff
 * catch roll (STAFF, Table 18) rules on a side and names no unit: it is
 * in `report` and `history`, not in `why` or `losses`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "commands.h"
#include "journal.h"
#include "qindex.h"
#include "query.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

int
journal_replay_lines(struct cmd_ctx *ctx, replay_line_fn each, void *arg)
{
	return journal_replay_lines_hooked(ctx, NULL, each, arg);
}

int
journal_replay_lines_hooked(struct cmd_ctx *ctx, replay_before_fn before,
			    replay_line_fn each, void *arg)
{
	/* A fork starts afresh with the tables the game started with and
	 * follows its tables records (a tables change, a `ruleset` line's
	 * block) as the game file does; a scratch session, so also for a
	 * game open --read-only. */
	char *err = NULL;
	struct session *x = session_fork(ctx->s, &err);
	if (x == NULL) {
		cmd_error(ctx, "%s", err ? err : "no scratch session");
		free(err);
		return -1;
	}
	x->read_only = false;
	game_free(x->g);
	x->g = game_new(ctx->g->rs);
	if (ctx->s->tables_initial) {
		session_use_tables(x, tableset_ref(ctx->s->tables_initial));
		x->tables_initial = x->tables;
	}
	x->g->tables = x->tables;
	/* The fork has no game file: replaying changes only it, also for a
	 * game open read-only (report, the live views). */
	x->read_only = false;
	const char *const *lines;
	size_t n = session_lines(ctx->s, &lines);
	for (size_t i = 0; i < n; i++) {
		int bound = x->g->bound, phase = x->g->phase;
		struct out out;
		out_init(&out);
		err = NULL;
		/* Only the command: a pinned tables block may follow it on
		 * further lines, and the fork plays with the tables in force.
		 */
		char *cmd = um_xstrndup(lines[i], strcspn(lines[i], "\n"));
		if (before)
			before(arg, cmd, x->g);
		const char *block = lines[i][0] == '@' ? lines[i]
				    : strchr(lines[i], '\n')
					? strchr(lines[i], '\n') + 1
					: NULL;
		int r =
		    lines[i][0] == '@' ? 0 : session_exec(x, cmd, &out, &err);
		if (r < 0 && (strncmp(cmd, "bound next", 10) == 0 ||
			      strncmp(cmd, "turn next", 9) == 0)) {
			/* A game file may hold `bound next` from before
			 * open decisions refused it. */
			char *forced = um_xasprintf("%s force=yes", cmd);
			free(err);
			err = NULL;
			out_clear(&out);
			r = session_exec(x, forced, &out, &err);
			free(forced);
		}
		/* The tables it pinned: those of the next rulings. */
		if (r == 0 && block)
			r = journal_apply_tables(x, block, &err);
		if (r < 0) {
			cmd_error(ctx, "replaying line %zu (%s) failed: %s",
				  i + 1, cmd, err ? err : "?");
			free(cmd);
			free(err);
			out_free(&out);
			session_free(x);
			return -1;
		}
		free(err);
		each(arg, i + 1, bound, x->g->rs->phases[phase], cmd, &out,
		     x->g);
		out_free(&out);
		free(cmd);
	}
	if (before)
		before(arg, NULL, x->g);
	session_free(x);
	return 0;
}

/* ---- a line as the questions read it ---------------------------------- */

/* One effective line: n counts from 1 as `history` does, bound and phase
 * those it was given in, cmd its command, rec its ruling records in the
 * order printed. From a replay's out or from the index (qindex.h). */
struct qline {
	size_t n;
	int bound;
	const char *phase, *cmd;
	const struct record **rec;
	size_t nrec;
	struct record *view; /* from the index: the records (qline_free) */
};

/* The records of a replayed line's out. */
static void
qline_of_out(struct qline *ql, size_t n, int bound, const char *phase,
	     const char *cmd, const struct out *out)
{
	*ql = (struct qline){n, bound, phase, cmd, NULL, 0, NULL};
	// NOLINTNEXTLINE(bugprone-sizeof-expression): pointers
	ql->rec = um_xcalloc(out->n + 1, sizeof(const struct record *));
	for (size_t i = 0; i < out->n; i++)
		if (out->lines[i].kind == OUT_RECORD)
			ql->rec[ql->nrec++] = &out->lines[i].rec;
}

/* Line i of the index; ql->cmd is a new string (qline_free). */
static void
qline_of_index(struct qline *ql, const struct session *s,
	       const struct qindex *qi, size_t i)
{
	const struct qi_line *l = qindex_line(qi, i);
	const char *line = s->h.line[i];
	*ql = (struct qline){i + 1,
			     l->bound,
			     qindex_rs(qi, l)->phases[l->phase],
			     um_xstrndup(line, strcspn(line, "\n")),
			     NULL,
			     0,
			     um_xcalloc(l->nrec + 1, sizeof *ql->view)};
	// NOLINTNEXTLINE(bugprone-sizeof-expression): pointers
	ql->rec = um_xcalloc(l->nrec + 1, sizeof(const struct record *));
	for (size_t k = 0; k < l->nrec; k++) {
		qindex_rec(qi, l, k, &ql->view[k]);
		ql->rec[ql->nrec++] = &ql->view[k];
	}
}

static void
qline_free(struct qline *ql)
{
	free((char *)ql->cmd);
	free(ql->rec);
	free(ql->view);
}

/* The RESULT's fields as they print, after "RESULT ". */
static void
result_fields_add(struct strbuf *sb, const struct record *t)
{
	char *text = record_text(t);
	sb_addf(sb, "%s%s", sb->len ? "; " : "", text + 7);
	free(text);
}

/* The figures unit lost by one RESULT record, or -1 when it names the
 * unit as no loser: `unit=` (one record per unit), else the target or
 * defender (`loss=`), and a melee's attacker (`a_loss=`). */
static long
result_loss_of(const struct record *rec, const char *unit)
{
	char v[UM_NAME_MAX + 2], num[32];
	long k;
	const char *key = NULL;
	if (record_value(rec, "unit", v, sizeof v))
		key = strcmp(v, unit) == 0 ? "loss" : NULL;
	else if ((record_value(rec, "target", v, sizeof v) ||
		  record_value(rec, "defender", v, sizeof v)) &&
		 strcmp(v, unit) == 0)
		key = "loss";
	else if (record_value(rec, "attacker", v, sizeof v) &&
		 strcmp(v, unit) == 0)
		key = "a_loss";
	if (key == NULL || !record_value(rec, key, num, sizeof num) ||
	    !um_parse_int(num, 0, 1000000, &k))
		return -1;
	return k;
}

/* A unit a question names: one in the roster, or one the journal's replay
 * had before `unit remove` took it away. 0, or -1 with cmd_unit's error. */
struct seen_state {
	const char *unit;
	bool seen;
};

static void
seen_line(void *arg, size_t n, int bound, const char *phase, const char *cmd,
	  const struct out *out, struct game *g)
{
	(void)n, (void)bound, (void)phase, (void)cmd, (void)out;
	struct seen_state *st = arg;
	st->seen |= game_unit_c(g, st->unit) != NULL;
}

static int
query_unit(struct cmd_ctx *ctx, const struct qindex *qi, const char *name)
{
	if (game_unit_c(ctx->g, name) != NULL)
		return 0;
	if (qi && qindex_seen(qi, name))
		return 0;
	struct seen_state st = {.unit = name};
	if (qi == NULL && ctx->s &&
	    journal_replay_lines(ctx, seen_line, &st) == 0 && st.seen)
		return 0;
	cmd_unit(ctx, name);
	return cmd_failed();
}

/* ---- why UNIT --------------------------------------------------------- */

struct why_state {
	const char *unit;
	struct out *out;
	struct record before; /* the unit's UNIT record after the last line */
	bool present;
	size_t events;
	long lost;
	size_t fired, attacked; /* its own fire and melee, in records */
};

/* The UNIT record `units` prints for u in g (fields empty when none). */
static bool
unit_fields_in(struct game *g, const struct unit *u, struct record *fields)
{
	struct out o;
	out_init(&o);
	struct cmd_ctx c = {.g = g, .tables = g->tables, .out = &o, .argi = 1};
	struct args a = {0};
	char *err = NULL;
	bool ok = false;
	struct unit *keep = g->units, one = *u;
	size_t nkeep = g->nunits;
	g->units = &one;
	g->nunits = 1;
	if (cmd_parse("units", &a, &err) == 0 && cmd_units(&c, &a) == 0)
		for (size_t i = 0; i < o.n && !ok; i++)
			if (record_is(&o.lines[i].rec, "UNIT")) {
				record_copy(fields, &o.lines[i].rec);
				ok = true;
			}
	g->units = keep;
	g->nunits = nkeep;
	args_free(&a);
	free(err);
	free(c.err);
	out_free(&o);
	return ok;
}

/* The unit's UNIT record in g; false (fields empty) when it is not
 * there. */
static bool
unit_fields(struct game *g, const char *unit, struct record *fields)
{
	memset(fields, 0, sizeof *fields);
	const struct unit *u = game_unit_c(g, unit);
	return u != NULL && unit_fields_in(g, u, fields);
}

/* "figures: 10 -> 9; state: ok -> LD": the keys whose values differ. */
static void
fields_diff(const struct record *was, const struct record *now,
	    struct strbuf *sb)
{
	const char *pos = NULL, *k, *nv;
	while (record_next(now, &pos, &k, &nv)) {
		const char *v = *k ? record_get(was, k) : NULL;
		if (*k && (v == NULL || strcmp(v, nv) != 0))
			sb_addf(sb, "%s%s: %s -> %s", sb->len ? "; " : "", k,
				v ? v : "-", nv);
	}
	for (pos = NULL; record_next(was, &pos, &k, &nv);)
		if (*k && !record_get(now, k))
			sb_addf(sb, "%s%s: %s -> -", sb->len ? "; " : "", k,
				nv);
}

/* The unit's own rulings in one line's records: its fire (FIRE, SHOT
 * with firer=unit) as "at T: roll 13, loss 1, moral LD" and the melee it
 * attacked in (MELEE attacker=unit) as "D: a_total 7, d_total 13"; the
 * units it fired at or attacked, " T D ", for their RESULT records. Its
 * UNIT record does not change when it fires, so these say what it did. */
struct own_rulings {
	struct strbuf fired, attacked, whom;
	size_t nfired, nattacked;
};

static void
own_add(struct strbuf *sb, const struct record *rec, const char *lead,
	const char *const *keys)
{
	char v[64];
	sb_addf(sb, "%s%s", sb->len ? "; " : "", lead);
	size_t k0 = sb->len;
	for (size_t k = 0; keys[k]; k++)
		if (record_value(rec, keys[k], v, sizeof v))
			sb_addf(sb, "%s%s %s", sb->len > k0 ? ", " : ": ",
				keys[k], v);
}

static void
own_rulings_of(const struct qline *ql, const char *unit, struct own_rulings *o)
{
	static const char *const fire_keys[] = {
	    "roll", "total", "score", "hit", "loss", "moral", "winner", NULL};
	static const char *const melee_keys[] = {"a_total", "d_total",
						 "outcome", "winner", NULL};
	sb_init(&o->fired);
	sb_init(&o->attacked);
	sb_init(&o->whom);
	sb_add(&o->whom, " ");
	o->nfired = o->nattacked = 0;
	for (size_t i = 0; i < ql->nrec; i++) {
		const struct record *t = ql->rec[i];
		char who[UM_NAME_MAX + 2], whom[UM_NAME_MAX + 2];
		bool fire = record_is(t, "FIRE") || record_is(t, "SHOT");
		if (!(fire || record_is(t, "MELEE")) ||
		    !record_value(t, fire ? "firer" : "attacker", who,
				  sizeof who) ||
		    strcmp(who, unit) != 0 ||
		    !record_value(t, fire ? "target" : "defender", whom,
				  sizeof whom))
			continue;
		if (fire) {
			char *lead = um_xasprintf("at %s", whom);
			own_add(&o->fired, t, lead, fire_keys);
			free(lead);
			o->nfired++;
		} else {
			own_add(&o->attacked, t, whom, melee_keys);
			o->nattacked++;
		}
		sb_addf(&o->whom, "%s ", whom);
	}
}

/* A RESULT of a unit it fired at or attacked (target, defender, unit). */
static bool
result_of_whom(const struct record *rec, const struct own_rulings *o)
{
	static const char *const keys[] = {"target", "defender", "unit", NULL};
	char v[UM_NAME_MAX + 2], padded[UM_NAME_MAX + 4];
	for (size_t k = 0; keys[k]; k++)
		if (record_value(rec, keys[k], v, sizeof v)) {
			snprintf(padded, sizeof padded, " %s ", v);
			if (strstr(o->whom.s, padded))
				return true;
		}
	return false;
}

/* One line for why: now is the unit's UNIT record after it (taken), when
 * present. */
static void
why_emit(struct why_state *w, const struct qline *ql, bool present,
	 struct record now)
{
	struct strbuf changed, result;
	struct own_rulings own;
	own_rulings_of(ql, w->unit, &own);
	sb_init(&changed);
	sb_init(&result);
	if (present && !w->present)
		sb_add(&changed, "added");
	else if (!present && w->present)
		sb_add(&changed, "removed");
	else if (present)
		fields_diff(&w->before, &now, &changed);
	long loss = -1;
	for (size_t i = 0; i < ql->nrec; i++) {
		const struct record *t = ql->rec[i];
		if (!record_is(t, "RESULT") ||
		    !(record_names_unit(t, w->unit) || result_of_whom(t, &own)))
			continue;
		result_fields_add(&result, t);
		long k = result_loss_of(t, w->unit);
		if (k >= 0)
			loss = (loss < 0 ? 0 : loss) + k;
	}
	if (changed.len || result.len || own.nfired || own.nattacked) {
		struct rec r;
		rec_begin(&r, "WHY");
		rec_int(&r, "n", (long)ql->n);
		rec_str(&r, "unit", w->unit);
		rec_int(&r, "bound", ql->bound);
		rec_str(&r, "phase", ql->phase);
		rec_str(&r, "command", ql->cmd);
		rec_str(&r, "changed", changed.len ? changed.s : "nothing");
		if (own.nfired)
			rec_str(&r, "fired", own.fired.s);
		if (own.nattacked)
			rec_str(&r, "attacked", own.attacked.s);
		if (loss >= 0)
			rec_int(&r, "loss", loss);
		if (result.len)
			rec_str(&r, "result", result.s);
		rec_end(&r, w->out);
		w->events++;
		w->lost += loss > 0 ? loss : 0;
		w->fired += own.nfired;
		w->attacked += own.nattacked;
	}
	sb_free(&changed);
	sb_free(&result);
	sb_free(&own.fired);
	sb_free(&own.attacked);
	sb_free(&own.whom);
	record_free(&w->before);
	w->before = now;
	w->present = present;
}

static void
why_line(void *arg, size_t n, int bound, const char *phase, const char *cmd,
	 const struct out *out, struct game *g)
{
	struct why_state *w = arg;
	struct record now;
	bool present = unit_fields(g, w->unit, &now);
	struct qline ql;
	qline_of_out(&ql, n, bound, phase, cmd, out);
	why_emit(w, &ql, present, now);
	free(ql.rec);
}

/* why from the index: the lines where the unit changed or a ruling names
 * it, and those where the bound or ruleset changed (a UNIT record may
 * show either); on every other line its record stays as it was and no
 * ruling names it, so the replay prints nothing there. */
static void
why_indexed(struct cmd_ctx *ctx, const struct qindex *qi, struct why_state *w)
{
	size_t nl;
	size_t *lines = qindex_unit_lines(qi, w->unit, &nl);
	struct qi_cursor c;
	qindex_cursor_init(&c, qi, w->unit);
	for (size_t k = 0; k < nl; k++) {
		size_t i = lines[k];
		const struct qi_line *l = qindex_line(qi, i);
		qindex_cursor_to(&c, i);
		struct record now;
		memset(&now, 0, sizeof now);
		bool present = false;
		if (c.present) {
			struct game tg;
			memset(&tg, 0, sizeof tg);
			tg.rs = qindex_rs(qi, l);
			tg.bound = l->bound_after;
			tg.tables = ctx->g->tables;
			present = unit_fields_in(&tg, &c.u, &now);
		}
		struct qline ql;
		qline_of_index(&ql, ctx->s, qi, i);
		why_emit(w, &ql, present, now);
		qline_free(&ql);
	}
	qindex_cursor_free(&c);
	free(lines);
}

int
cmd_why(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: why UNIT");
	const char *name = a->word[ctx->argi];
	struct qindex *qi = ctx->s ? qindex_ready(ctx->s) : NULL;
	if (query_unit(ctx, qi, name) < 0)
		return -1;
	if (ctx->s == NULL)
		return cmd_error(ctx, "why: no journal to ask");
	struct why_state w = {.unit = name, .out = ctx->out};
	int r = 0;
	if (qi)
		why_indexed(ctx, qi, &w);
	else
		r = journal_replay_lines(ctx, why_line, &w);
	record_free(&w.before);
	if (r < 0)
		return -1;
	const char *tw =
	    ctx->g->rs->turn_word ? ctx->g->rs->turn_word : "bound";
	/* "(2 fires it gave, 1 melee it attacked in)" when it did. */
	struct strbuf own;
	sb_init(&own);
	sb_add(&own, "");
	if (w.fired)
		sb_addf(&own, "%zu fire%s it gave", w.fired,
			w.fired == 1 ? "" : "s");
	if (w.attacked)
		sb_addf(&own, "%s%zu melee%s it attacked in",
			w.fired ? ", " : "", w.attacked,
			w.attacked == 1 ? "" : "s");
	out_text(ctx->out,
		 "  %s: %zu command%s changed it or ruled on it%s%s%s, %ld "
		 "figure%s lost%s; now %s %d",
		 name, w.events, w.events == 1 ? "" : "s", own.len ? " (" : "",
		 own.s, own.len ? ")" : "", w.lost, w.lost == 1 ? "" : "s",
		 game_unit_c(ctx->g, name) ? "" : ", removed from the roster",
		 tw, ctx->g->bound);
	sb_free(&own);
	return 0;
}

/* ---- losses [bound=N] [side=S] [unit=U] ------------------------------- */

struct loss_row {
	char unit[UM_NAME_MAX + 2 + 64], side[UM_NAME_MAX + 1];
	long figures, rulings;
};

struct losses_state {
	long bound; /* 0: every bound */
	const char *side, *unit;
	struct loss_row *rows;
	size_t n, cap;
	long results;
	size_t *slot, nslot; /* rows by unit: row + 1, 0 empty */
};

static size_t
loss_slot(const struct losses_state *l, const char *unit)
{
	size_t h = 5381;
	for (const unsigned char *p = (const unsigned char *)unit; *p; p++)
		h = h * 33 + *p;
	return h & (l->nslot - 1);
}

/* The row of unit, or l->n when it has none yet. */
static size_t
loss_find(const struct losses_state *l, const char *unit)
{
	if (l->nslot == 0)
		return l->n;
	for (size_t k = loss_slot(l, unit);; k = (k + 1) & (l->nslot - 1)) {
		if (l->slot[k] == 0)
			return l->n;
		if (strcmp(l->rows[l->slot[k] - 1].unit, unit) == 0)
			return l->slot[k] - 1;
	}
}

static void
loss_slots(struct losses_state *l)
{
	free(l->slot);
	l->nslot = l->nslot ? 2 * l->nslot : 64;
	l->slot = um_xcalloc(l->nslot, sizeof *l->slot);
	for (size_t i = 0; i < l->n; i++) {
		size_t k = loss_slot(l, l->rows[i].unit);
		while (l->slot[k])
			k = (k + 1) & (l->nslot - 1);
		l->slot[k] = i + 1;
	}
}

static void
loss_add(struct losses_state *l, const char *unit, const char *side, long k)
{
	size_t i = loss_find(l, unit);
	if (i == l->n) {
		um_grow((void **)&l->rows, &l->cap, l->n + 1, sizeof *l->rows);
		memset(&l->rows[i], 0, sizeof l->rows[i]);
		snprintf(l->rows[i].unit, sizeof l->rows[i].unit, "%s", unit);
		snprintf(l->rows[i].side, sizeof l->rows[i].side, "%s", side);
		l->n++;
		if (2 * l->n > l->nslot) {
			loss_slots(l);
		} else {
			size_t j = loss_slot(l, l->rows[i].unit);
			while (l->slot[j])
				j = (j + 1) & (l->nslot - 1);
			l->slot[j] = i + 1;
		}
	}
	l->rows[i].figures += k;
	l->rows[i].rulings++;
}

/* The side of loser k (0: unit= or the target or defender, 1: the
 * attacker) of record i of the line after it, NULL when it was not in the
 * roster then. */
typedef const char *(*loser_side_fn)(const void *arg, size_t i, size_t k,
				     const char *unit);

static void
losses_of(struct losses_state *l, const struct qline *ql, loser_side_fn side,
	  const void *arg)
{
	if (l->bound && ql->bound != l->bound)
		return;
	for (size_t i = 0; i < ql->nrec; i++) {
		const struct record *t = ql->rec[i];
		if (!record_is(t, "RESULT"))
			continue;
		/* The losers: unit= (a record per unit), else the target or
		 * defender and a melee's attacker. */
		char who[2][UM_NAME_MAX + 2] = {"", ""};
		if (!record_value(t, "unit", who[0], sizeof who[0])) {
			if (!record_value(t, "target", who[0], sizeof who[0]))
				record_value(t, "defender", who[0],
					     sizeof who[0]);
			record_value(t, "attacker", who[1], sizeof who[1]);
		}
		for (size_t k = 0; k < 2; k++) {
			long loss = who[k][0] ? result_loss_of(t, who[k]) : -1;
			const char *s =
			    loss >= 0 ? side(arg, i, k, who[k]) : NULL;
			if (s == NULL ||
			    (l->unit && strcmp(l->unit, who[k]) != 0) ||
			    (l->side && strcmp(l->side, s) != 0))
				continue;
			loss_add(l, who[k], s, loss);
			l->results++;
		}
	}
}

static const char *
side_in_game(const void *arg, size_t i, size_t k, const char *unit)
{
	(void)i, (void)k;
	const struct unit *u = game_unit_c(arg, unit);
	return u ? u->side : NULL;
}

static void
losses_line(void *arg, size_t n, int bound, const char *phase, const char *cmd,
	    const struct out *out, struct game *g)
{
	struct qline ql;
	qline_of_out(&ql, n, bound, phase, cmd, out);
	losses_of(arg, &ql, side_in_game, g);
	free(ql.rec);
}

struct index_line {
	const struct qindex *qi;
	const struct qi_line *l;
};

static const char *
side_in_index(const void *arg, size_t i, size_t k, const char *unit)
{
	(void)unit;
	const struct index_line *il = arg;
	return qindex_rec_side(il->qi, il->l, i, k);
}

static void
losses_indexed(struct cmd_ctx *ctx, const struct qindex *qi,
	       struct losses_state *l)
{
	size_t n;
	const uint32_t *lines = qindex_result_lines(qi, &n);
	for (size_t k = 0; k < n; k++) {
		const struct qi_line *line = qindex_line(qi, lines[k]);
		if (l->bound && line->bound != l->bound)
			continue;
		struct index_line il = {qi, line};
		struct record v[64];
		const struct record *r[64];
		if (line->nrec > sizeof r / sizeof r[0]) {
			struct qline ql;
			qline_of_index(&ql, ctx->s, qi, lines[k]);
			losses_of(l, &ql, side_in_index, &il);
			qline_free(&ql);
			continue;
		}
		/* losses reads the bound and the records only */
		struct qline ql = {lines[k] + 1, line->bound, NULL, NULL, r,
				   line->nrec,	 NULL};
		for (size_t i = 0; i < line->nrec; i++) {
			qindex_rec(qi, line, i, &v[i]);
			r[i] = &v[i];
		}
		losses_of(l, &ql, side_in_index, &il);
	}
}

int
cmd_losses(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi)
		return cmd_error(ctx,
				 "usage: losses [bound=N] [side=S] [unit=U]");
	struct losses_state l = {0};
	if (args_int(ctx, a, "bound", 1, 1000000, &l.bound) < 0)
		return -1;
	l.side = args_get(a, "side");
	l.unit = args_get(a, "unit");
	if (args_check_unused(ctx, a, "losses", "bound, side, unit") < 0)
		return -1;
	struct qindex *qi = ctx->s ? qindex_ready(ctx->s) : NULL;
	if (l.unit && query_unit(ctx, qi, l.unit) < 0)
		return -1;
	bool side_known = l.side == NULL;
	for (size_t i = 0; i < ctx->g->nunits && !side_known; i++)
		side_known = strcmp(ctx->g->units[i].side, l.side) == 0;
	if (!side_known) {
		const char *near = suggest_side(ctx->g, l.side);
		return cmd_error(ctx,
				 "losses: no unit has side=%s%s%s%s; `units` "
				 "lists the roster and its sides "
				 "(case-sensitive)",
				 l.side, near ? " (did you mean " : "",
				 near ? near : "", near ? "?)" : "");
	}
	if (ctx->s == NULL)
		return cmd_error(ctx, "losses: no journal to ask");
	if (qi) {
		losses_indexed(ctx, qi, &l);
	} else if (journal_replay_lines(ctx, losses_line, &l) < 0) {
		free(l.rows);
		free(l.slot);
		return -1;
	}
	long total = 0;
	for (size_t i = 0; i < l.n; i++) {
		struct rec r;
		rec_begin(&r, "LOSS");
		rec_str(&r, "unit", l.rows[i].unit);
		rec_str(&r, "side", l.rows[i].side);
		rec_int(&r, "figures", l.rows[i].figures);
		rec_int(&r, "rulings", l.rows[i].rulings);
		rec_end(&r, ctx->out);
		total += l.rows[i].figures;
	}
	struct rec r;
	rec_begin(&r, "LOSSES");
	rec_str(&r, "side", l.side ? l.side : "all");
	if (l.unit)
		rec_str(&r, "unit", l.unit);
	if (l.bound)
		rec_int(&r, "bound", l.bound);
	else
		rec_str(&r, "bound", "all");
	rec_int(&r, "figures", total);
	rec_int(&r, "units", (long)l.n);
	rec_int(&r, "results", l.results);
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  %ld figure%s lost by %zu unit%s in %ld result%s",
		 total, total == 1 ? "" : "s", l.n, l.n == 1 ? "" : "s",
		 l.results, l.results == 1 ? "" : "s");
	free(l.rows);
	free(l.slot);
	return 0;
}

/* ---- who fired at UNIT [bound=N] -------------------------------------- */

struct who_state {
	const char *unit;
	long bound;
	struct out *out;
	size_t n;
};

static void
who_of(struct who_state *w, const struct qline *ql)
{
	if (w->bound && ql->bound != w->bound)
		return;
	const struct record *result = NULL;
	for (size_t i = 0; i < ql->nrec && result == NULL; i++) {
		const struct record *t = ql->rec[i];
		char v[UM_NAME_MAX + 2];
		if (record_is(t, "RESULT") &&
		    record_value(t, "target", v, sizeof v) &&
		    strcmp(v, w->unit) == 0)
			result = t;
	}
	for (size_t i = 0; i < ql->nrec; i++) {
		const struct record *t = ql->rec[i];
		char firer[UM_NAME_MAX + 2], target[UM_NAME_MAX + 2], v[64];
		if (!(record_is(t, "FIRE") || record_is(t, "SHOT")) ||
		    !record_value(t, "target", target, sizeof target) ||
		    strcmp(target, w->unit) != 0 ||
		    !record_value(t, "firer", firer, sizeof firer))
			continue;
		struct rec r;
		rec_begin(&r, "FIRED");
		rec_int(&r, "n", (long)ql->n);
		rec_int(&r, "bound", ql->bound);
		rec_str(&r, "phase", ql->phase);
		rec_str(&r, "firer", firer);
		rec_str(&r, "target", target);
		rec_str(&r, "what", record_tag(t));
		static const char *const keys[] = {"roll",  "total",  "loss",
						   "moral", "winner", NULL};
		for (size_t k = 0; keys[k]; k++)
			if (record_value(t, keys[k], v, sizeof v))
				rec_str(&r, keys[k], v);
		if (result) { /* its fields as they print */
			struct strbuf sb;
			sb_init(&sb);
			result_fields_add(&sb, result);
			rec_str(&r, "result", sb.s);
			sb_free(&sb);
		}
		rec_end(&r, w->out);
		w->n++;
	}
}

static void
who_line(void *arg, size_t n, int bound, const char *phase, const char *cmd,
	 const struct out *out, struct game *g)
{
	(void)g;
	struct qline ql;
	qline_of_out(&ql, n, bound, phase, cmd, out);
	who_of(arg, &ql);
	free(ql.rec);
}

static void
who_indexed(struct cmd_ctx *ctx, const struct qindex *qi, struct who_state *w)
{
	size_t n;
	size_t *lines = qindex_named_lines(qi, w->unit, &n);
	for (size_t k = 0; k < n; k++) {
		if (w->bound && qindex_line(qi, lines[k])->bound != w->bound)
			continue;
		struct qline ql;
		qline_of_index(&ql, ctx->s, qi, lines[k]);
		who_of(w, &ql);
		qline_free(&ql);
	}
	free(lines);
}

int
cmd_who(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 3 ||
	    strcmp(a->word[ctx->argi], "fired") != 0 ||
	    strcmp(a->word[ctx->argi + 1], "at") != 0)
		return cmd_error(ctx, "usage: who fired at UNIT [bound=N]");
	struct who_state w = {.unit = a->word[ctx->argi + 2], .out = ctx->out};
	if (args_int(ctx, a, "bound", 1, 1000000, &w.bound) < 0 ||
	    args_check_unused(ctx, a, "who", "bound") < 0)
		return -1;
	struct qindex *qi = ctx->s ? qindex_ready(ctx->s) : NULL;
	if (query_unit(ctx, qi, w.unit) < 0)
		return -1;
	if (ctx->s == NULL)
		return cmd_error(ctx, "who: no journal to ask");
	if (qi)
		who_indexed(ctx, qi, &w);
	else if (journal_replay_lines(ctx, who_line, &w) < 0)
		return -1;
	if (w.n == 0)
		out_text(ctx->out, "  nobody has fired at %s%s", w.unit,
			 w.bound ? " in that bound" : " yet");
	return 0;
}
