/* amend.c - correcting the past (docs/game-files.md, "Amend"):
 * `history` lists the effective commands, `amend N [COMMAND...]` replaces
 * or drops command N and replays everything after it (their dice as
 * journaled), printing what changed; `undo` of an amendment puts back the
 * game as it was before it. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "commands.h"
#include "journal.h"
#include "reportlog.h"
#include "qindex.h"
#include "undo.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* The words of an entry's command ("fire A at T"), without its answers;
 * a tables block says so. */
static char *
entry_words(const char *line)
{
	if (line[0] == '@')
		return um_xstrdup("tables change");
	char *first = um_xstrndup(line, strcspn(line, "\n"));
	struct args a;
	char *err = NULL;
	struct strbuf sb;
	sb_init(&sb);
	if (cmd_parse(first, &a, &err) == 0) {
		for (size_t i = 0; i < a.nword; i++)
			sb_addf(&sb, "%s%s", i ? " " : "", a.word[i]);
		args_free(&a);
	} else {
		sb_add(&sb, first);
		free(err);
	}
	free(first);
	return sb_steal(&sb);
}

static const char *
phase_name(const struct game *g, int phase)
{
	const char *const *p = g->rs->phases;
	for (int i = 0; p && p[i]; i++)
		if (i == phase)
			return p[i];
	return "-";
}

bool
amend_undo_due(const struct session *s)
{
	const struct history *h = &s->h;
	return h->namends && h->amends[h->namends - 1]->at_n == h->n;
}

size_t
amend_last_at(const struct session *s)
{
	const struct history *h = &s->h;
	return h->namends ? h->amends[h->namends - 1]->at_n : 0;
}

char *
session_undo_preview(const struct session *s, bool ruling)
{
	const struct history *h = &s->h;
	const char *tw = s->g->rs->turn_word ? s->g->rs->turn_word : "bound";
	if (amend_undo_due(s))
		return um_xasprintf("undo: %s, %s %d",
				    h->amends[h->namends - 1]->said, tw,
				    s->g->bound);
	if (h->n == 0)
		return NULL;
	size_t k = ruling ? session_ruling_lines(s) : 1, at = amend_last_at(s);
	if (k == 0)
		return NULL; /* `undo ruling` refuses: not a ruling */
	if (k > 1 && at > h->n - k)
		k = h->n - at;
	/* A ruling by its declarations and decisions (not its resolve). */
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = h->n - k; i < h->n; i++) {
		char *w = entry_words(h->line[i]);
		if (k == 1 || strcmp(w, "resolve") != 0)
			sb_addf(&sb, "%s%s", sb.len ? ", " : "", w);
		free(w);
	}
	if (sb.len == 0)
		sb_add(&sb, "resolve");
	char *r =
	    um_xasprintf("undo: %s, %s %d", sb.s, tw, h->meta[h->n - k].bound);
	sb_free(&sb);
	return r;
}

/* `history`: one HIST record per effective command. */
int
session_history_list(const struct session *s, struct args *a, struct out *out,
		     char **err)
{
	if (a->nword != 1 || a->nkv) {
		*err = um_xstrdup("usage: history");
		return -1;
	}
	const struct history *h = &s->h;
	for (size_t i = 0; i < h->n; i++) {
		const struct hist_meta *m = &h->meta[i];
		const char *l = h->line[i];
		char *first = l[0] == '@' ? um_xstrdup("tables change")
					  : um_xstrndup(l, strcspn(l, "\n"));
		struct rec r;
		rec_begin(&r, "HIST");
		rec_int(&r, "n", (long)i + 1);
		rec_int(&r, "bound", m->bound); /* as STATUS: always bound= */
		rec_str(&r, "phase", phase_name(s->g, m->phase));
		rec_str(&r, "command", first);
		if (m->result)
			rec_str(&r, "result", m->result);
		if (m->amended) {
			rec_str(&r, "amended", "yes");
			rec_str(&r, "amendment", m->amended);
		}
		rec_end(&r, out);
		free(first);
	}
	if (h->n == 0)
		out_text(out, "  (no commands yet)");
	return 0;
}

/* ---- amend ------------------------------------------------------- */

/* The keys of `amend` itself; every other key belongs to COMMAND. */
static bool
amend_key(const char *k)
{
	return strcmp(k, "drop") == 0 || strcmp(k, "by") == 0 ||
	       strcmp(k, "at") == 0 || strcmp(k, "dry") == 0;
}

struct amend_job {
	struct session *s;
	size_t idx;	     /* 0-based entry amended */
	char *cmd;	     /* COMMAND as given (NULL: drop it) */
	bool *drop;	     /* per entry: dropped by drop= */
	const char *by, *at; /* audit, from the line when replaying */
	bool dry;	     /* dry=yes: what it would change, nothing done */
	char *dropped_list;  /* drop=... as given, for the journal */
	/* The new history from idx on. */
	char **line;
	struct hist_meta *meta;
	size_t n;
	struct out invalid; /* INVALID records */
	size_t ninvalid;
};

static int
parse_drop(struct amend_job *j, const char *v, char **err)
{
	size_t hn = j->s->h.n;
	j->drop = um_xcalloc(hn ? hn : 1, sizeof *j->drop);
	if (v == NULL)
		return 0;
	size_t len = strlen(v);
	if (len == 0 || v[0] == ',' || v[len - 1] == ',' || strstr(v, ",,"))
		return um_fail(err,
			       "amend: drop=%s has an empty number; drop=N,... "
			       "names later commands, %zu..%zu (`history` "
			       "numbers them)",
			       v, j->idx + 2, hn);
	char *copy = um_xstrdup(v);
	int r = 0;
	for (char *p = strtok(copy, ","); p; p = strtok(NULL, ",")) {
		long k;
		if (!um_parse_int(p, (long)j->idx + 2, (long)hn, &k)) {
			*err = um_xasprintf(
			    "amend: drop=%s: each is the number of a later "
			    "command, %zu..%zu (`history` numbers them)",
			    v, j->idx + 2, hn);
			r = -1;
			break;
		}
		j->drop[k - 1] = true;
	}
	free(copy);
	if (r == 0)
		j->dropped_list = um_xstrdup(v);
	return r;
}

/* Parse `amend N [COMMAND...] [drop=..] [by=.. at=..]` into j. */
static int
amend_parse(struct amend_job *j, struct args *a, char **err)
{
	struct history *h = &j->s->h;
	long n;
	if (a->nword < 2 || h->n == 0 ||
	    !um_parse_int(a->word[1], 1, (long)h->n, &n)) {
		*err =
		    h->n == 0
			? um_xstrdup("amend: no command to amend yet")
			: um_xasprintf("usage: amend N [COMMAND...] "
				       "[drop=N,...] [dry=yes]; N is a command "
				       "number 1..%zu from `history`",
				       h->n);
		return -1;
	}
	j->idx = (size_t)n - 1;
	const char *l = h->line[j->idx];
	if (l[0] == '@' || strstr(l, "\n@tables ") ||
	    strncmp(l, "ruleset", 7) == 0) {
		*err = um_xasprintf("amend %ld: it pinned tables (a ruleset or "
				    "tables change); undo back to it instead",
				    n);
		return -1;
	}
	if (h->base == NULL) {
		*err = um_xstrdup("amend: not in a preview");
		return -1;
	}
	struct args sub = {.word = a->word + 2, .nword = a->nword - 2};
	sub.kv = um_xcalloc(a->nkv + 1, sizeof *sub.kv);
	const char *drop = NULL, *dry = NULL;
	for (size_t i = 0; i < a->nkv; i++) {
		const char *k = a->kv[i].key;
		if (!amend_key(k))
			sub.kv[sub.nkv++] = a->kv[i];
		else if (strcmp(k, "dry") == 0)
			dry = a->kv[i].val;
		else if (strcmp(k, "drop") == 0)
			drop = a->kv[i].val;
		else if (strcmp(k, "by") == 0)
			j->by = a->kv[i].val;
		else
			j->at = a->kv[i].val;
	}
	if (dry && !um_parse_bool(dry, &j->dry)) {
		free(sub.kv);
		*err = um_xasprintf("amend: dry=%s: yes or no (yes: show what "
				    "it would change, change nothing)",
				    dry);
		return -1;
	}
	if (sub.nword > 0)
		j->cmd = args_format(&sub);
	else if (sub.nkv > 0) {
		free(sub.kv);
		*err = um_xstrdup("amend: the keys belong to a command: amend "
				  "N COMMAND key=value...");
		return -1;
	}
	free(sub.kv);
	return parse_drop(j, drop, err);
}

/* Replay one entry in an undo group of its own, as opening a game file
 * does (journal.c): the unit space then follows the units the command
 * writes instead of comparing every unit at each sync, and a command that
 * fails now leaves nothing behind. */
/* End an entry's undo group. Only the newest is kept: the index reads
 * what its line changed from it (qindex.c); the undo of the amendment is
 * the game kept from before it (amend_commit), and a refused or dry one
 * puts that game back, so no other group is ever taken back. */
static void
group_end(struct amend_job *j, int r)
{
	struct game *g = j->s->g;
	if (r < 0) {
		game_undo_abort(g);
		return;
	}
	game_undo_commit(g);
	while (game_undo_groups(g) > 1)
		game_undo_drop_oldest(g);
}

static int
replay_grouped(struct amend_job *j, const char *line, struct out *o, char **err)
{
	struct session *s = j->s;
	int bound = s->g->bound, phase = s->g->phase;
	game_undo_begin(s->g);
	if (!session_line_writes_by_name(s, line))
		game_touch_all_units(s->g);
	int r = session_replay_entry(s, line, o, err);
	group_end(j, r);
	if (r == 0 && o) /* a line of the new history */
		qindex_note_amend(s, line, bound, phase, o);
	return r;
}

/* Run the corrected command on the game before it: it is the new entry. */
static int
amend_run_new(struct amend_job *j, bool replay, char **err)
{
	struct session *s = j->s;
	struct args a;
	if (cmd_parse(j->cmd, &a, err) < 0)
		return -1;
	size_t nw;
	const struct cmd_entry *e = session_cmd_find(s, &a, &nw);
	if (e == NULL || e->exec == NULL || !(e->flags & CMD_CHANGES) ||
	    ((e->flags & CMD_SHOWS_BARE) && a.nword == nw && a.nkv == 0) ||
	    strcmp(e->name, "ruleset") == 0) {
		*err = um_xasprintf("amend %zu: \"%s\" is not a command that "
				    "changes the game (fire, melee, resolve, "
				    "unit set, ...)",
				    j->idx + 1, j->cmd);
		args_free(&a);
		return -1;
	}
	struct out o;
	struct strbuf extra;
	out_init(&o);
	sb_init(&extra);
	sb_add(&extra, "");
	struct hist_meta m = {.bound = s->g->bound, .phase = s->g->phase};
	char *e2 = NULL;
	int r;
	if (replay) {
		r = replay_grouped(j, j->cmd, &o, &e2);
	} else {
		game_undo_begin(s->g);
		if (!session_line_writes_by_name(s, j->cmd))
			game_touch_all_units(s->g);
		r = session_run_parsed(s, e, nw, &a, &o, &extra, &e2);
		group_end(j, r);
		if (r == 0)
			qindex_note_amend(s, j->cmd, m.bound, m.phase, &o);
	}
	if (r == 0) {
		char *canon = args_format(&a);
		j->line[j->n] = um_xasprintf("%s%s", canon, extra.s);
		free(canon);
		m.result = hist_result_of(&o);
		j->meta[j->n++] = m;
	} else {
		*err = um_xasprintf("amend %zu: %s", j->idx + 1, e2);
	}
	free(e2);
	out_free(&o);
	sb_free(&extra);
	args_free(&a);
	return r;
}

/* Replay the entries after the amended one; those that fail now are
 * INVALID. */
static void
amend_replay_rest(struct amend_job *j)
{
	struct session *s = j->s;
	struct history *h = &s->h;
	for (size_t i = j->idx + 1; i < h->n; i++) {
		if (j->drop[i])
			continue;
		struct out o;
		out_init(&o);
		o.quiet = true; /* RESULT records are kept (out.h) */
		struct hist_meta m = {.bound = s->g->bound,
				      .phase = s->g->phase};
		char *e = NULL;
		if (replay_grouped(j, h->line[i], &o, &e) < 0) {
			char *first =
			    um_xstrndup(h->line[i], strcspn(h->line[i], "\n"));
			struct rec r;
			rec_begin(&r, "INVALID");
			rec_int(&r, "n", (long)i + 1);
			rec_str(&r, "command", first);
			rec_str(&r, "why", e ? e : "it fails");
			rec_end(&r, &j->invalid);
			j->ninvalid++;
			free(first);
			free(e);
		} else {
			m.result = hist_result_of(&o);
			m.amended = h->meta[i].amended
					? um_xstrdup(h->meta[i].amended)
					: NULL;
			j->line[j->n] = um_xstrdup(h->line[i]);
			j->meta[j->n++] = m;
		}
		out_free(&o);
	}
}

/* The roster's UNIT records, one per unit in roster order. */
static struct record *
roster_fields(struct session *s, struct game *g)
{
	struct out o;
	out_init(&o);
	struct cmd_ctx ctx = {
	    .s = s, .g = g, .tables = s->tables, .out = &o, .argi = 1};
	struct args a;
	char *err = NULL;
	struct record *u = um_xcalloc(g->nunits + 1, sizeof *u);
	if (cmd_parse("units", &a, &err) == 0) {
		cmd_units(&ctx, &a);
		args_free(&a);
	}
	free(err);
	free(ctx.err);
	for (size_t i = 0, k = 0; i < o.n && k < g->nunits; i++) {
		if (!record_is(&o.lines[i].rec, "UNIT"))
			continue;
		record_copy(&u[k++], &o.lines[i].rec);
	}
	out_free(&o);
	return u;
}

static void
changed_rec(struct out *out, const char *unit, const char *key,
	    const char *before, const char *after)
{
	struct rec r;
	rec_begin(&r, "CHANGED");
	rec_str(&r, "unit", unit);
	rec_str(&r, "key", key);
	rec_str(&r, "before", before);
	rec_str(&r, "after", after);
	rec_end(&r, out);
}

/* CHANGED for every unit and key whose value differs between was and
 * now. */
static size_t
units_diff(struct session *s, struct game *was, struct game *now,
	   struct out *out)
{
	struct record *ua = roster_fields(s, was), *ub = roster_fields(s, now);
	size_t changed = 0;
	for (size_t i = 0; i < now->nunits; i++) {
		const char *name = now->units[i].name;
		long k = game_unit_index(was, name);
		if (k < 0) {
			changed_rec(out, name, "unit", "absent", "present");
			changed++;
			continue;
		}
		const struct record *b = &ub[i], *a = &ua[k];
		const char *pos = NULL, *key, *bv;
		while (record_next(b, &pos, &key, &bv)) {
			const char *v = *key ? record_get(a, key) : NULL;
			if (*key && (v == NULL || strcmp(v, bv) != 0)) {
				changed_rec(out, name, key, v ? v : "", bv);
				changed++;
			}
		}
		for (pos = NULL; record_next(a, &pos, &key, &bv);)
			if (*key && !record_get(b, key)) {
				changed_rec(out, name, key, bv, "");
				changed++;
			}
	}
	for (size_t i = 0; i < was->nunits; i++)
		if (game_unit_index(now, was->units[i].name) < 0) {
			changed_rec(out, was->units[i].name, "unit", "present",
				    "absent");
			changed++;
		}
	for (size_t i = 0; i < was->nunits; i++)
		record_free(&ua[i]);
	for (size_t i = 0; i < now->nunits; i++)
		record_free(&ub[i]);
	free(ua);
	free(ub);
	return changed;
}

/* RULING for every later ruling whose result differs, old beside new. */
static void
rulings_diff(const struct amend_job *j, struct out *out)
{
	const struct history *h = &j->s->h;
	size_t k = 0; /* position in the new entries */
	for (size_t i = j->idx; i < h->n && k < j->n; i++) {
		if (i == j->idx && j->cmd == NULL)
			continue; /* dropped: no new entry */
		if (i > j->idx && j->drop[i])
			continue;
		const char *was = h->meta[i].result, *now = j->meta[k].result;
		size_t n = j->idx + 1 + k;
		k++;
		if ((was == NULL) == (now == NULL) &&
		    (was == NULL || strcmp(was, now) == 0))
			continue;
		char *first =
		    um_xstrndup(h->line[i], strcspn(h->line[i], "\n"));
		struct rec r;
		rec_begin(&r, "RULING");
		rec_int(&r, "n", (long)n);
		rec_str(&r, "command", first);
		rec_str(&r, "before", was ? was : "");
		rec_str(&r, "after", now ? now : "");
		rec_end(&r, out);
		free(first);
	}
}

static void
job_free(struct amend_job *j)
{
	for (size_t i = 0; i < j->n; i++) {
		free(j->line[i]);
		hist_meta_free(&j->meta[i]);
	}
	free(j->line);
	free(j->meta);
	free(j->cmd);
	free(j->drop);
	free(j->dropped_list);
	out_free(&j->invalid);
}

/* The `amend` journal line: the command as run (its dice in it), who and
 * when. */
static char *
amend_journal_line(const struct amend_job *j)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "amend %zu", j->idx + 1);
	if (j->n && j->cmd)
		sb_addf(&sb, " %s", j->line[0]);
	if (j->dropped_list)
		sb_addf(&sb, " drop=%s", j->dropped_list);
	char *by = out_quote(j->by), *at = out_quote(j->at);
	sb_addf(&sb, " by=%s at=%s", by, at);
	free(by);
	free(at);
	return sb_steal(&sb);
}

/* ---- fold (opening a game file) ----------------------------------- */

/* The history's lines change from entry from on while the game stays as
 * it is: the catch-up replays from the first changed. */
static void
fold_mark(struct history *h, size_t from)
{
	h->catch_up = amend_catch_up;
	if (!h->stale) {
		h->stale = true;
		h->game_n = h->n;
		h->stale_from = from;
	} else if (from < h->stale_from) {
		h->stale_from = from;
	}
}

/* The amendment as lines only (a journaled amendment was valid when
 * made), in place: COMMAND as journaled at entry idx, the dropped entries
 * taken out; what it took out is kept for its undo (fold_unfold), not a
 * copy of every later entry. */
static void
amend_fold(struct amend_job *j, const char *audit)
{
	struct history *h = &j->s->h;
	size_t idx = j->idx, nd = 1;
	fold_mark(h, idx);
	for (size_t i = idx + 1; i < h->n; i++)
		nd += j->drop[i];
	struct amend_undo *u = um_xcalloc(1, sizeof *u);
	u->from = idx;
	u->n = nd;
	u->line = um_xreallocarray(NULL, nd, sizeof *u->line);
	u->meta = um_xreallocarray(NULL, nd, sizeof *u->meta);
	u->at = um_xreallocarray(NULL, nd, sizeof *u->at);
	u->logged_from = h->logged_from;
	u->replaced = j->cmd != NULL;
	char *w = entry_words(h->line[idx]);
	u->said = um_xasprintf("amend %zu (%s)", idx + 1, w);
	free(w);
	size_t k = 0, out = idx;
	u->at[k] = idx;
	u->line[k] = h->line[idx];
	u->meta[k++] = h->meta[idx];
	if (j->cmd) {
		struct hist_meta m = {.bound = h->meta[idx].bound,
				      .phase = h->meta[idx].phase,
				      .amended = um_xstrdup(audit),
				      .lineno = h->rec_line};
		h->line[out] = um_xstrdup(j->cmd);
		h->meta[out++] = m;
	}
	bool compact = nd > 1 || j->cmd == NULL;
	for (size_t i = idx + 1; compact && i < h->n; i++) {
		if (j->drop[i]) {
			u->at[k] = i;
			u->line[k] = h->line[i];
			u->meta[k++] = h->meta[i];
			continue;
		}
		h->line[out] = h->line[i];
		h->meta[out++] = h->meta[i];
	}
	if (compact)
		h->n = out;
	u->at_n = h->n;
	/* An array of pointers: its element is a pointer. */
	// NOLINTBEGIN(bugprone-sizeof-expression)
	um_grow((void **)&h->amends, &h->capamends, h->namends + 1,
		sizeof *h->amends);
	// NOLINTEND(bugprone-sizeof-expression)
	h->amends[h->namends++] = u;
}

/* The undo of a folded amendment: its command out, what it took out
 * back in its places. */
static void
fold_unfold(struct history *h, struct amend_undo *u)
{
	size_t from = u->from, n = h->n - (u->replaced ? 1 : 0) + u->n;
	if (u->replaced) {
		free(h->line[from]);
		hist_meta_free(&h->meta[from]);
	}
	char **line = um_xreallocarray(NULL, n ? n : 1, sizeof *line);
	struct hist_meta *meta =
	    um_xreallocarray(NULL, n ? n : 1, sizeof *meta);
	size_t src = 0, k = 0;
	for (size_t p = 0; p < n; p++) {
		if (src == from && u->replaced)
			src++; /* the amended command, freed above */
		if (k < u->n && u->at[k] == p) {
			line[p] = u->line[k];
			meta[p] = u->meta[k++];
		} else {
			line[p] = h->line[src];
			meta[p] = h->meta[src++];
		}
	}
	free(h->line);
	free(h->meta);
	h->line = line;
	h->meta = meta;
	h->cap = h->capmeta = n ? n : 1;
	h->n = n;
	u->n = 0; /* its entries are the history's again */
}

/* Replay one entry in an undo group of its own; its meta made anew. */
static int
catch_up_entry(struct session *s, size_t i, char **err)
{
	struct history *h = &s->h;
	struct hist_meta *m = &h->meta[i];
	m->bound = s->g->bound;
	m->phase = s->g->phase;
	struct out o;
	out_init(&o);
	o.quiet = true; /* RESULT records are kept (out.h) */
	report_log_before_at(s, i, h->line[i]);
	game_undo_begin(s->g);
	int r = session_replay_entry_grouped(s, i, &o, err);
	if (r < 0) {
		game_undo_abort(s->g);
	} else {
		game_undo_commit(s->g);
		report_log_after_at(s, i, &o);
		qindex_note_line(s, i, &o);
		while (game_undo_bytes(s->g) > UNDO_LOG_MAX_BYTES &&
		       game_undo_groups(s->g) > 1)
			game_undo_drop_oldest(s->g);
		free(m->result);
		m->result = hist_result_of(&o);
	}
	out_free(&o);
	return r;
}

/* Room, at once, for what lines [from, upto) add: an undo group each and
 * the units of their `unit add` lines (a roster grown a unit at a time is
 * copied each time its room doubles). Only room: nothing is touched. */
static void
catch_up_reserve(struct session *s, size_t from, size_t upto)
{
	size_t adds = 0;
	for (size_t i = from; i < upto; i++)
		adds += strncmp(s->h.line[i], "unit add ", 9) == 0;
	if (adds)
		game_reserve_units(s->g, s->g->nunits + adds);
	if (upto > from)
		game_undo_reserve(s->g, upto - from);
}

/* The catch-up of lines [stale_from, upto) only: the lines after stay
 * waiting (a game file's amendment checks the lines it folds over first,
 * session_amend). */
static int
amend_catch_up_to(struct session *s, size_t upto, char **err)
{
	struct history *h = &s->h;
	if (!h->stale)
		return 0;
	if (upto > h->n)
		upto = h->n;
	h->stale = false;
	size_t from = h->stale_from, back = h->game_n - from;
	bool was = s->replaying;
	s->replaying = true;
	int r = 0;
	/* Back to the first changed line by the undo log, else from the
	 * start; then the lines from it, once. */
	if (h->logged_from <= from && game_undo_groups(s->g) >= back) {
		for (size_t i = 0; i < back; i++)
			game_undo_pop(s->g);
		if (session_lines_pin_tables(s, from, from + back))
			r = session_tables_at(s, from, err);
	} else {
		r = session_rebuild_to(s, from, err);
	}
	catch_up_reserve(s, from, upto);
	for (size_t i = from; r == 0 && i < upto; i++) {
		char *e = NULL;
		if (catch_up_entry(s, i, &e) < 0) {
			/* A line read from the file: its own message, at
			 * its line (as if run when read). */
			if (h->meta[i].lineno > 0 && !h->meta[i].amended) {
				h->fold_err_line = h->meta[i].lineno;
				*err = e ? e : um_xstrdup("it fails");
				e = NULL;
			} else {
				*err = um_xasprintf(
				    "amend: command %zu (%.*s) does not "
				    "replay: %s",
				    i + 1, (int)strcspn(h->line[i], "\n"),
				    h->line[i], e ? e : "it fails");
			}
			free(e);
			r = -1;
		}
	}
	if (r == 0 && upto < h->n) {
		h->stale = true;
		h->stale_from = h->game_n = upto;
	}
	h->logged_from = (r == 0 ? upto : h->n) - game_undo_groups(s->g);
	s->replaying = was;
	return r;
}

int
amend_catch_up(struct session *s, char **err)
{
	return amend_catch_up_to(s, s->h.n, err);
}

/* Make the job's entries the history from idx on; keep the old ones and
 * the old game for undo. */
static void
amend_commit(struct amend_job *j, struct game *old_g,
	     struct tableset *old_tables, size_t old_logged,
	     struct qindex_tail *qtail)
{
	struct history *h = &j->s->h;
	struct amend_undo *u = um_xcalloc(1, sizeof *u);
	u->from = j->idx;
	u->n = h->n - j->idx;
	u->line = um_xreallocarray(NULL, u->n, sizeof *u->line);
	u->meta = um_xreallocarray(NULL, u->n, sizeof *u->meta);
	memcpy(u->line, h->line + j->idx, u->n * sizeof *u->line);
	memcpy(u->meta, h->meta + j->idx, u->n * sizeof *u->meta);
	u->g = old_g;
	u->tables = old_tables;
	u->logged_from = old_logged;
	u->qtail = qtail;
	char *w = entry_words(h->line[j->idx]);
	u->said = um_xasprintf("amend %zu (%s)", j->idx + 1, w);
	free(w);
	um_grow((void **)&h->line, &h->cap, j->idx + j->n, sizeof *h->line);
	um_grow((void **)&h->meta, &h->capmeta, j->idx + j->n, sizeof *h->meta);
	memcpy(h->line + j->idx, j->line, j->n * sizeof *h->line);
	memcpy(h->meta + j->idx, j->meta, j->n * sizeof *h->meta);
	h->n = j->idx + j->n;
	j->n = 0;
	u->at_n = h->n;
	qindex_amended(j->s, j->idx);
	/* The replay's undo groups are never popped: the next undo takes
	 * back the amendment (amend_undo_due). Free them. */
	game_undo_free(j->s->g);
	h->logged_from = h->n;
	/* Memory: only the newest kept game keeps its undo log; undo past an
	 * older amendment's point replays the journal instead. */
	for (size_t i = 0; i < h->namends; i++) {
		struct amend_undo *o = h->amends[i];
		if (o->g && o->g->undo) {
			game_undo_free(o->g);
			o->logged_from = o->from + o->n;
		}
		qindex_tail_free(o->qtail); /* its undo: questions replay */
		o->qtail = NULL;
	}
	/* An array of pointers: its element is a pointer. */
	// NOLINTBEGIN(bugprone-sizeof-expression)
	um_grow((void **)&h->amends, &h->capamends, h->namends + 1,
		sizeof *h->amends);
	// NOLINTEND(bugprone-sizeof-expression)
	h->amends[h->namends++] = u;
}

/* Put the session's game back (refused or failed amendment). */
static void
amend_restore(struct session *s, struct game *old_g, struct tableset *t)
{
	game_free(s->g);
	s->g = old_g;
	s->tables = t;
	s->g->tables = t;
}

/* The game before entry idx into s->g: a copy of the game taken back
 * by the undo log to it when the log reaches it (the work grows with
 * what follows the entry, not with what precedes it), else rebuilt from
 * the start. */
static int
amend_rebuild_before(struct amend_job *j, char **err)
{
	struct session *s = j->s;
	struct game *now = s->g;
	size_t back = s->h.n - j->idx;
	/* Taking back a command costs a fraction of running it: from the
	 * start when few commands precede it. */
	if (s->h.logged_from <= j->idx && game_undo_groups(now) >= back &&
	    back <= 4 * j->idx) {
		s->g = game_clone(now);
		if (game_undo_apply_back_to(now, back, s->g))
			return session_tables_at(s, j->idx, err);
		game_free(s->g);
	}
	s->g = game_clone(s->h.base);
	s->tables = s->tables_initial;
	s->g->tables = s->tables;
	for (size_t i = 0; i < j->idx; i++) {
		char *e = NULL;
		if (replay_grouped(j, s->h.line[i], NULL, &e) < 0) {
			*err = um_xasprintf("amend: internal error: command "
					    "%zu does not replay: %s",
					    i + 1, e);
			free(e);
			return -1;
		}
	}
	return 0;
}

static char *
audit_time(void)
{
	time_t t = time(NULL);
	struct tm tm;
	char buf[32];
	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		return um_xstrdup("unknown");
	return um_xstrdup(buf);
}

/* The amendment's outcome: what changed, or why it is refused. */
static int
amend_report(struct amend_job *j, struct game *old_g, struct out *out,
	     char **err)
{
	if (j->ninvalid) {
		out_append(out, &j->invalid);
		*err = um_xasprintf(
		    "amend %zu: %zu later command%s would no longer be valid "
		    "(INVALID records); nothing changed. Drop %s with "
		    "drop=N,... or amend %s first",
		    j->idx + 1, j->ninvalid, j->ninvalid == 1 ? "" : "s",
		    j->ninvalid == 1 ? "it" : "them",
		    j->ninvalid == 1 ? "it" : "them");
		return -1;
	}
	size_t nc = units_diff(j->s, old_g, j->s->g, out);
	rulings_diff(j, out);
	if (nc == 0)
		out_text(out, "  (no unit changed)");
	return 0;
}

/* $USER as the journal can hold it (docs/game-files.md): UTF-8 text
 * without controls, at most 64 bytes; other bytes written as '?'. */
static char *
amend_user(void)
{
	const char *user = getenv("USER");
	if (user == NULL || *user == '\0')
		return um_xstrdup("unknown");
	bool utf8 = um_utf8_bad(user) < 0;
	struct strbuf sb;
	sb_init(&sb);
	for (const unsigned char *p = (const unsigned char *)user;
	     *p && sb.len < 64; p++) {
		bool ctl = *p < 0x20 || *p == 0x7f;
		if (*p >= 0x80 && utf8) {
			size_t n = *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : 2;
			if (sb.len + n > 64)
				break;
			sb_addn(&sb, (const char *)p, n);
			p += n - 1;
			continue;
		}
		sb_addc(&sb, ctl || *p >= 0x80 ? '?' : (char)*p);
	}
	return sb_steal(&sb);
}

int
session_amend(struct session *s, struct args *a, bool replay, struct out *out,
	      char **err)
{
	struct amend_job j = {.s = s};
	out_init(&j.invalid);
	if (amend_parse(&j, a, err) < 0) {
		job_free(&j);
		return -1;
	}
	char *when = NULL;
	char *user = NULL;
	if (j.by == NULL)
		j.by = user = amend_user();
	if (j.at == NULL)
		j.at = when = audit_time();
	struct history *h = &s->h;
	if (replay && h->fold_on && !j.dry) {
		/* Opening the game file: folded, the game replayed once at
		 * the catch-up (the same audit as below). The lines it
		 * replaces or drops are run first where they still wait: a
		 * line that never replayed is refused at its own line, as
		 * when the file was written, so that undo of the amendment
		 * always finds lines that replay. */
		size_t last = j.idx;
		for (size_t i = j.idx + 1; i < h->n; i++)
			if (j.drop[i])
				last = i;
		if (h->stale && last >= h->stale_from &&
		    amend_catch_up_to(s, last + 1, err) < 0) {
			free(when);
			free(user);
			job_free(&j);
			return -1;
		}
		char *audit = NULL;
		if (j.cmd) {
			char *was = out_quote(h->line[j.idx]);
			char *by = out_quote(j.by), *at = out_quote(j.at);
			audit = um_xasprintf("by=%s at=%s was=%s", by, at, was);
			free(was);
			free(by);
			free(at);
		}
		amend_fold(&j, audit);
		history_redo_clear(h);
		free(audit);
		free(when);
		free(user);
		job_free(&j);
		return 0;
	}
	j.line = um_xcalloc(h->n - j.idx + 1, sizeof *j.line);
	j.meta = um_xcalloc(h->n - j.idx + 1, sizeof *j.meta);
	struct game *old_g = s->g;
	struct tableset *old_tables = s->tables;
	size_t old_logged = h->logged_from;
	bool was_replaying = s->replaying;
	/* A dry run rolls what COMMAND leaves out, then puts the dice
	 * generator back: the real amendment after it rolls the same. */
	struct rng rng_before = s->rng;
	/* The lines it runs are noted again; the index's lines before it are
	 * kept for its undo, or put back if it is refused or dry. */
	struct qindex_tail *qtail = qindex_cut(s, j.idx);
	int r = amend_rebuild_before(&j, err);
	if (r == 0 && j.cmd)
		r = amend_run_new(&j, replay, err);
	if (r == 0) {
		s->replaying = true;
		amend_replay_rest(&j);
		s->replaying = was_replaying;
		struct out o;
		out_init(&o);
		r = amend_report(&j, old_g, &o, err);
		out_append(out, &o);
		out_free(&o);
	}
	if (r == 0 && j.dry) {
		/* As it would be journaled: its dice rolled in. */
		out_text(out, "  dry run: amend %zu%s%s; nothing changed",
			 j.idx + 1, j.cmd ? " " : "", j.cmd ? j.line[0] : "");
		free(out->dry_line);
		out->dry_line = um_xstrdup(j.cmd ? j.line[0] : "");
		amend_restore(s, old_g, old_tables);
		qindex_put_back(s, j.idx, qtail);
		s->rng = rng_before;
		free(when);
		free(user);
		job_free(&j);
		return 0;
	}
	char *jl = r == 0 ? amend_journal_line(&j) : NULL;
	if (r == 0 && !replay && journal_append(s, jl, err) < 0) {
		out_clear(out);
		r = -1;
	}
	if (r == 0) {
		if (j.cmd && j.n) {
			char *was = out_quote(h->line[j.idx]);
			char *by = out_quote(j.by), *at = out_quote(j.at);
			j.meta[0].amended =
			    um_xasprintf("by=%s at=%s was=%s", by, at, was);
			free(was);
			free(by);
			free(at);
		}
		amend_commit(&j, old_g, old_tables, old_logged, qtail);
		out_text(out, "  amended command %zu; %zu commands replayed",
			 j.idx + 1, h->n - j.idx - 1);
	} else {
		amend_restore(s, old_g, old_tables);
		qindex_put_back(s, j.idx, qtail);
	}
	free(jl);
	free(when);
	free(user);
	job_free(&j);
	return r;
}

int
amend_undo(struct session *s, bool replay, struct out *out, char **err)
{
	struct history *h = &s->h;
	if (!replay && journal_append(s, "undo", err) < 0)
		return -1;
	struct amend_undo *u = h->amends[--h->namends];
	if (u->g == NULL) { /* folded: the lines change, the game follows */
		fold_mark(h, u->from);
		fold_unfold(h, u);
	} else {
		for (size_t i = u->from; i < h->n; i++) {
			free(h->line[i]);
			hist_meta_free(&h->meta[i]);
		}
		um_grow((void **)&h->line, &h->cap, u->from + u->n,
			sizeof *h->line);
		um_grow((void **)&h->meta, &h->capmeta, u->from + u->n,
			sizeof *h->meta);
		memcpy(h->line + u->from, u->line, u->n * sizeof *h->line);
		memcpy(h->meta + u->from, u->meta, u->n * sizeof *h->meta);
		h->n = u->from + u->n;
		h->logged_from = u->logged_from;
	}
	/* A folded one replays its lines (the catch-up notes them). */
	qindex_put_back(s, u->from, u->g ? u->qtail : NULL);
	u->qtail = NULL;
	const char *tw = s->g->rs->turn_word ? s->g->rs->turn_word : "bound";
	out_text(out, "  undo: %s, %s %d", u->said, tw, s->g->bound);
	int r = 0;
	if (u->g)
		amend_restore(s, u->g, u->tables);
	else if (!h->fold_on)
		r = amend_catch_up(s, err);
	u->g = NULL;
	u->n = 0;
	amend_undo_free(u);
	return r;
}

bool
session_undo_amends(const struct session *s)
{
	return amend_undo_due(s);
}
