/* bound.c - the bound at a glance (`bound`), the phase order of each
 * ruleset (struct ruleset phase_rules), open decisions before `bound
 * next`, and `scan` without the units that have fired.
 *
 * What each unit did this bound is read from the effective journal lines
 * since the last `bound next` (declared, cancelled, resolved), so it is the
 * same for every ruleset and undo keeps it right. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "group.h"
#include "umpire/footprint.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/suggest.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

#define DECISIONS_MAX 64

/* ---- phase order -------------------------------------------------------- */

static const struct phase_rule *
phase_rule_of(const struct ruleset *rs, const char *proc)
{
	for (const struct phase_rule *p = rs->phase_rules; p && p->proc; p++)
		if (strcmp(p->proc, proc) == 0)
			return p;
	return NULL;
}

static bool
phase_order_free(const struct cmd_ctx *ctx)
{
	const char *v = ctx_setting(ctx, "phase_order");
	return v != NULL && strcmp(v, "free") == 0;
}

/* Is `phase` one of the space-separated names in list? */
static bool
phase_in(const char *list, const char *phase)
{
	size_t n = strlen(phase);
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ' ');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		if (len == n && strncmp(p, phase, n) == 0)
			return true;
		if (e == NULL)
			break;
		p = e + 1;
	}
	return false;
}

/* "fire or continued-fire" from "fire continued-fire". */
static void
phase_list_words(const char *list, char *buf, size_t size)
{
	buf[0] = '\0';
	size_t off = 0;
	for (const char *p = list; *p && off < size;) {
		const char *e = strchr(p, ' ');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		int w = snprintf(buf + off, size - off, "%s%.*s",
				 off ? (e ? ", " : " or ") : "", (int)len, p);
		if (w < 0)
			break;
		off += (size_t)w;
		if (e == NULL)
			break;
		p = e + 1;
	}
}

static bool
phase_allows_quiet(const struct cmd_ctx *ctx, const char *proc)
{
	const struct game *g = ctx->g;
	const struct phase_rule *p = phase_rule_of(g->rs, proc);
	return p == NULL || phase_order_free(ctx) ||
	       phase_in(p->phases, g->rs->phases[g->phase]);
}

int
bound_phase_allows(struct cmd_ctx *ctx, const char *proc)
{
	const char *order = ctx_setting(ctx, "phase_order");
	if (order && strcmp(order, "strict") != 0 && strcmp(order, "free") != 0)
		return cmd_error(ctx,
				 "setting phase_order=%s; it is strict or free "
				 "(game phase_order=strict|free)",
				 order);
	if (phase_allows_quiet(ctx, proc))
		return 0;
	const struct game *g = ctx->g;
	const struct phase_rule *p = phase_rule_of(g->rs, proc);
	char words[160];
	phase_list_words(p->phases, words, sizeof words);
	return cmd_error(ctx,
			 "%s belongs to the %s phase (%s); this is the %s "
			 "phase of bound %d: `phase NAME` moves on (game "
			 "phase_order=free allows any phase, for teaching)",
			 proc, words, p->rule, g->rs->phases[g->phase],
			 g->bound);
}

/* ---- what each unit did this bound ------------------------------------- */

struct pending {
	bool melee;
	char actor[UM_NAME_MAX + 1], target[UM_NAME_MAX + 1];
};

static bool
is_bound_next(const struct args *a)
{
	return a->nword >= 2 && strcmp(a->word[1], "next") == 0 &&
	       (strcmp(a->word[0], "bound") == 0 ||
		strcmp(a->word[0], "turn") == 0);
}

static void
mark_done(const struct game *g, struct bound_acts *acts, const char *name,
	  bool melee)
{
	const struct unit *u = game_unit_c(g, name);
	if (u == NULL)
		return;
	struct bound_acts *x = &acts[u - g->units];
	if (melee)
		x->attacked = true;
	else
		x->fired = true;
}

/* Can this journal line be a command journal_acts reads? Without a quote
 * every token is a piece of the line, so a line naming none of them is
 * passed over unparsed (a 10,000-unit roster is 10,000 `unit add` lines,
 * read at every scan). */
static bool
may_act(const char *line)
{
	return strchr(line, '"') || strstr(line, "fire") ||
	       strstr(line, "melee") || strstr(line, "charge") ||
	       strstr(line, "cancel") || strstr(line, "resolve");
}

/* acts[i] for g->units[i]. */
static void
journal_acts(const struct cmd_ctx *ctx, struct bound_acts *acts)
{
	const struct game *g = ctx->g;
	memset(acts, 0, g->nunits * sizeof *acts);
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct unit *u = game_unit_c(g, g->decls[i].actor);
		if (u == NULL)
			continue;
		if (g->decls[i].kind == DECL_FIRE)
			acts[u - g->units].fire_declared = true;
		else
			acts[u - g->units].melee_declared = true;
	}
	if (ctx->s == NULL)
		return;
	const char *const *lines;
	size_t n = session_lines(ctx->s, &lines);
	size_t start = 0;
	for (size_t i = n; i-- > 0;) {
		if (strncmp(lines[i], "bound next", 10) != 0 &&
		    strncmp(lines[i], "turn next", 9) != 0)
			continue;
		struct args a;
		char *err = NULL;
		char *cmd = um_xstrndup(lines[i], strcspn(lines[i], "\n"));
		int pr = cmd_parse(cmd, &a, &err);
		free(cmd);
		if (pr == 0) {
			bool hit = is_bound_next(&a);
			args_free(&a);
			if (hit) {
				start = i + 1;
				break;
			}
		}
		free(err);
	}
	struct pending *p = NULL;
	size_t np = 0, cap = 0;
	for (size_t i = start; i < n; i++) {
		if (!may_act(lines[i]))
			continue;
		struct args a;
		char *err = NULL;
		/* Only the command (a pinned tables block may follow). */
		char *cmd = um_xstrndup(lines[i], strcspn(lines[i], "\n"));
		int pr = cmd_parse(cmd, &a, &err);
		free(cmd);
		if (pr < 0) {
			free(err);
			continue;
		}
		const char *w0 = a.nword ? a.word[0] : "";
		bool fire = strcmp(w0, "fire") == 0;
		bool melee =
		    strcmp(w0, "melee") == 0 || strcmp(w0, "charge") == 0;
		const char *bns = fire ? group_fire_battalions(&a) : NULL;
		if (bns && a.nword >= 4 && game_unit_c(g, a.word[1]) == NULL) {
			/* fire BRIGADE at T: the battalions it declared. */
			char *copy = um_xstrdup(bns), *save = NULL;
			for (char *t = strtok_r(copy, ",", &save); t;
			     t = strtok_r(NULL, ",", &save)) {
				um_grow((void **)&p, &cap, np + 1, sizeof *p);
				p[np].melee = false;
				snprintf(p[np].actor, sizeof p[np].actor, "%s",
					 t);
				snprintf(p[np].target, sizeof p[np].target,
					 "%s", a.word[3]);
				np++;
			}
			free(copy);
		} else if ((fire || melee) && a.nword >= 4) {
			um_grow((void **)&p, &cap, np + 1, sizeof *p);
			p[np].melee = melee;
			snprintf(p[np].actor, sizeof p[np].actor, "%s",
				 a.word[1]);
			snprintf(p[np].target, sizeof p[np].target, "%s",
				 a.word[3]);
			np++;
		} else if (strcmp(w0, "cancel") == 0 && a.nword >= 2) {
			size_t kept = 0;
			for (size_t k = 0; k < np; k++)
				if (!group_names(g, a.word[1], p[k].actor) ||
				    (a.nword >= 4 &&
				     strcmp(p[k].target, a.word[3]) != 0))
					p[kept++] = p[k];
			np = kept;
		} else if (strcmp(w0, "resolve") == 0) {
			for (size_t k = 0; k < np; k++)
				mark_done(g, acts, p[k].actor, p[k].melee);
			np = 0;
		}
		args_free(&a);
	}
	free(p);
}

void
bound_unit_acts(const struct cmd_ctx *ctx, const char *unit,
		struct bound_acts *out)
{
	memset(out, 0, sizeof *out);
	const struct unit *u = game_unit_c(ctx->g, unit);
	if (u == NULL || ctx->g->nunits == 0)
		return;
	struct bound_acts *acts = um_xcalloc(ctx->g->nunits, sizeof *acts);
	journal_acts(ctx, acts);
	*out = acts[u - ctx->g->units];
	free(acts);
}

/* ---- running a no-change procedure into a scratch output --------------- */

/* May a fire at / attack t now, no answer given? (the ruleset's typed
 * hook eligible: its checks, as `check fire` and `check melee`) */
static bool
pair_eligible(const struct cmd_ctx *ctx, enum pair_proc proc,
	      const struct unit *a, const struct unit *t)
{
	struct game *g = ctx->g;
	struct cmd_ctx c = *ctx;
	c.err = NULL;
	struct eligibility e;
	eligibility_init(&e);
	bool yes = g->rs->eligible &&
		   g->rs->eligible(&c, proc, &g->units[a - g->units],
				   &g->units[t - g->units], NULL, &e) == 0 &&
		   e.verdict == CHECK_PASS;
	eligibility_free(&e);
	free(c.err);
	return yes;
}

/* The ruleset's fire_targets for side (as `scan SIDE`). */
static void
side_fire_targets(const struct cmd_ctx *ctx, const char *side, pair_fn each,
		  void *arg)
{
	struct cmd_ctx c = *ctx;
	c.err = NULL;
	ctx->g->rs->fire_targets(&c, side, each, arg);
	free(c.err);
}

struct fire_count {
	const struct game *g;
	int *count;
};

static void
count_pair(void *arg, const struct unit *firer, const struct unit *target)
{
	(void)target;
	struct fire_count *fc = arg;
	fc->count[firer - fc->g->units]++;
}

static bool
enemies(const struct unit *a, const struct unit *b)
{
	return a != b && !a->removed && !b->removed &&
	       strcmp(a->side, b->side) != 0;
}

/* How many enemies each unit may fire at now: the ruleset's scan when it
 * has one (the same code as `scan SIDE`), else check fire pair by pair. */
static void
count_fire_targets(const struct cmd_ctx *ctx, int *count)
{
	const struct game *g = ctx->g;
	const struct ruleset *rs = g->rs;
	for (size_t i = 0; i < g->nunits; i++)
		count[i] = 0;
	if (rs->fire_targets) {
		/* Each side once, in order of first appearance: the sides
		 * seen so far are few, so one pass over the roster. */
		const char **sides = NULL;
		size_t nsides = 0, capsides = 0;
		struct fire_count fc = {g, count};
		for (size_t i = 0; i < g->nunits; i++) {
			bool seen = false;
			for (size_t k = 0; k < nsides && !seen; k++)
				seen = strcmp(sides[k], g->units[i].side) == 0;
			if (seen)
				continue;
			um_grow((void **)&sides, &capsides, nsides + 1,
				sizeof *sides);
			sides[nsides++] = g->units[i].side;
			side_fire_targets(ctx, g->units[i].side, count_pair,
					  &fc);
		}
		free(sides);
		return;
	}
	if (rs->check_fire == NULL) {
		for (size_t i = 0; i < g->nunits; i++)
			count[i] = -1;
		return;
	}
	for (size_t i = 0; i < g->nunits; i++)
		for (size_t k = 0; k < g->nunits; k++)
			if (enemies(&g->units[i], &g->units[k]) &&
			    pair_eligible(ctx, PAIR_FIRE, &g->units[i],
					  &g->units[k]))
				count[i]++;
}

/* Footprints of every unit and a grid of the placed ones, so that the
 * enemies near a unit are found without testing every pair: the game's
 * own (spatial.h), kept between commands. */
struct near_index {
	struct unit_space_view view;
	size_t *hits; /* unit indices */
	size_t cap;
};

static void
near_index_build(const struct game *g, struct near_index *ix)
{
	game_space_view(g, &ix->view);
	ix->cap = 64;
	ix->hits = um_xcalloc(ix->cap, sizeof *ix->hits);
}

static void
near_index_free(struct near_index *ix)
{
	free(ix->hits);
}

/* Units whose boxes come within `near` of unit i's box: count, into
 * ix->hits (unit indices, ascending). */
static size_t
near_index_query(struct near_index *ix, size_t i, double near)
{
	if (i >= ix->view.n || !ix->view.has[i])
		return 0;
	struct geom_box q = footprint_box(&ix->view.fp[i]);
	q.min_x -= near;
	q.min_y -= near;
	q.max_x += near;
	q.max_y += near;
	size_t n = space_units_in_box(&ix->view, q, ix->hits, ix->cap);
	if (n > ix->cap) {
		ix->cap = n;
		ix->hits = um_xreallocarray(ix->hits, n, sizeof *ix->hits);
		n = space_units_in_box(&ix->view, q, ix->hits, ix->cap);
	}
	return n;
}

/* Enemies each unit may attack now (check melee), among those whose
 * footprints are within the ruleset's melee reach: an attack needs
 * contact. */
static void
count_attack_targets(const struct cmd_ctx *ctx, int *count)
{
	const struct game *g = ctx->g;
	const struct ruleset *rs = g->rs;
	double near = g->inches ? rs->melee_reach_in : rs->melee_reach_cm;
	struct near_index ix;
	near_index_build(g, &ix);
	for (size_t i = 0; i < g->nunits; i++) {
		count[i] = rs->check_melee ? 0 : -1;
		size_t nh =
		    rs->check_melee ? near_index_query(&ix, i, near) : 0;
		for (size_t h = 0; h < nh; h++) {
			size_t k = ix.hits[h];
			if (!enemies(&g->units[i], &g->units[k]) ||
			    footprint_distance(&ix.view.fp[i], &ix.view.fp[k]) >
				near)
				continue;
			if (pair_eligible(ctx, PAIR_MELEE, &g->units[i],
					  &g->units[k]))
				count[i]++;
		}
	}
	near_index_free(&ix);
}

/* ---- the panel ----------------------------------------------------------- */

static size_t
decisions_of(struct cmd_ctx *ctx, struct open_decision *d, size_t cap)
{
	if (ctx->g->rs->open_decisions == NULL)
		return 0;
	size_t n = ctx->g->rs->open_decisions(ctx, d, cap);
	return n < cap ? n : cap;
}

static void
decision_record(const struct open_decision *d, struct out *o)
{
	struct rec r;
	rec_begin(&r, "DECISION");
	rec_str(&r, "kind", d->kind);
	rec_str(&r, "unit", d->unit);
	rec_str(&r, "rule", d->rule);
	rec_str(&r, "ask", d->ask);
	rec_str(&r, "answer", d->answer);
	if (d->advisory) /* said, not waited for by bound next */
		rec_str(&r, "blocks", "no");
	rec_end(&r, o);
}

int
cmd_bound(struct cmd_ctx *ctx, struct args *a)
{
	const char *side = args_get(a, "side");
	if (a->nword != ctx->argi ||
	    args_check_unused(ctx, a, "bound", "side") < 0) {
		if (ctx->err == NULL)
			cmd_error(ctx, "usage: bound [side=S] | bound next "
				       "[force=yes]");
		return -1;
	}
	struct game *g = ctx->g;
	bool side_known = side == NULL;
	for (size_t i = 0; i < g->nunits && !side_known; i++)
		side_known = strcmp(g->units[i].side, side) == 0;
	if (!side_known) {
		const char *near = suggest_side(g, side);
		return cmd_error(ctx,
				 "bound: no unit has side=%s%s%s%s; `units` "
				 "lists the roster and its sides",
				 side, near ? " (did you mean " : "",
				 near ? near : "", near ? "?)" : "");
	}
	struct open_decision dec[DECISIONS_MAX];
	size_t ndec = decisions_of(ctx, dec, DECISIONS_MAX);
	bool may_fire = phase_allows_quiet(ctx, "fire");
	bool may_melee = phase_allows_quiet(ctx, "melee");
	struct rec r;
	rec_begin(&r, "BOUND");
	rec_int(&r, "bound", g->bound);
	rec_str(&r, "phase", g->rs->phases[g->phase]);
	rec_str(&r, "phase_order", phase_order_free(ctx) ? "free" : "strict");
	rec_bool(&r, "fire_now", may_fire);
	rec_bool(&r, "melee_now", may_melee);
	rec_int(&r, "declared", (long)g->ndecls);
	rec_int(&r, "decisions", (long)ndec);
	rec_end(&r, ctx->out);
	size_t n = g->nunits;
	struct bound_acts *acts = um_xcalloc(n ? n : 1, sizeof *acts);
	int *fire = um_xcalloc(n ? n : 1, sizeof *fire);
	int *atk = um_xcalloc(n ? n : 1, sizeof *atk);
	journal_acts(ctx, acts);
	if (may_fire)
		count_fire_targets(ctx, fire);
	/* As `scan` does: a unit that has fired this bound is not offered
	 * another target. */
	for (size_t i = 0; i < n; i++)
		if (acts[i].fired && fire[i] > 0)
			fire[i] = 0;
	if (may_melee)
		count_attack_targets(ctx, atk);
	size_t shown = 0;
	for (size_t i = 0; i < n; i++) {
		const struct unit *u = &g->units[i];
		if (side && strcmp(u->side, side) != 0)
			continue;
		shown++;
		rec_begin(&r, "BOUNDUNIT");
		rec_str(&r, "unit", u->name);
		rec_str(&r, "side", u->side);
		rec_str(&r, "state",
			u->removed ? "removed" : unit_state_name(g, u));
		if (!may_fire || fire[i] < 0 || u->removed)
			rec_str(&r, "may_fire", "-");
		else
			rec_int(&r, "may_fire", fire[i]);
		if (!may_melee || atk[i] < 0 || u->removed)
			rec_str(&r, "may_attack", "-");
		else
			rec_int(&r, "may_attack", atk[i]);
		rec_bool(&r, "fired", acts[i].fired);
		rec_bool(&r, "attacked", acts[i].attacked);
		rec_bool(&r, "moved", u->moved_bound == g->bound);
		rec_str(&r, "declared",
			acts[i].fire_declared && acts[i].melee_declared
			    ? "fire,melee"
			: acts[i].fire_declared	 ? "fire"
			: acts[i].melee_declared ? "melee"
						 : "no");
		rec_end(&r, ctx->out);
	}
	if (shown == 0)
		out_text(ctx->out, "  (no units%s%s)", side ? " of side " : "",
			 side ? side : "");
	for (size_t i = 0; i < ndec; i++)
		decision_record(&dec[i], ctx->out);
	free(acts);
	free(fire);
	free(atk);
	return 0;
}

int
bound_next_allowed(struct cmd_ctx *ctx, struct args *a)
{
	bool force = false;
	if (args_bool(ctx, a, "force", &force) < 0)
		return -1;
	/* A game file replays as it was played. */
	if (ctx->replay || force)
		return 0;
	struct open_decision dec[DECISIONS_MAX];
	size_t all = decisions_of(ctx, dec, DECISIONS_MAX), n = 0;
	for (size_t i = 0; i < all; i++)
		if (!dec[i].advisory)
			dec[n++] = dec[i];
	if (n == 0)
		return 0;
	for (size_t i = 0; i < n; i++)
		decision_record(&dec[i], ctx->out);
	const char *word =
	    ctx->g->rs->turn_word ? ctx->g->rs->turn_word : "bound";
	const struct game *g = ctx->g;
	if (g->ndecls) /* force=yes never passes a waiting declaration */
		return cmd_error(
		    ctx,
		    "%zu decision%s still open this %s (first: %s, %s, %s: "
		    "%s); %zu declaration%s waiting: resolve %s, or cancel "
		    "%s (cancel %s), then %s next; force=yes does not pass "
		    "a waiting declaration",
		    n, n == 1 ? " is" : "s are", word, dec[0].kind, dec[0].unit,
		    dec[0].rule, dec[0].ask, g->ndecls,
		    g->ndecls == 1 ? " is" : "s are",
		    g->ndecls == 1 ? "it" : "them",
		    g->ndecls == 1 ? "it" : "them", g->decls[0].actor, word);
	return cmd_error(ctx,
			 "%zu decision%s still open this %s (first: %s, "
			 "%s, %s: %s); record %s, or %s next force=yes "
			 "to leave %s undecided",
			 n, n == 1 ? " is" : "s are", word, dec[0].kind,
			 dec[0].unit, dec[0].rule, dec[0].ask,
			 n == 1 ? "it" : "them", word, n == 1 ? "it" : "them");
}

/* ---- scan without the units that have fired ----------------------------- */

/* The ruleset's scan (a: "scan SIDE" at ctx->argi) into ctx->out without
 * the units that fired this bound; left[i] set for each left out (NULL:
 * not wanted). */
static int
scan_without_fired(struct cmd_ctx *ctx, struct args *a, bool *left)
{
	struct game *g = ctx->g;
	struct out o;
	out_init(&o);
	struct out *real = ctx->out;
	ctx->out = &o;
	int r = g->rs->scan(ctx, a);
	ctx->out = real;
	if (r < 0) {
		out_free(&o);
		return -1;
	}
	size_t n = g->nunits ? g->nunits : 1;
	struct bound_acts *acts = um_xcalloc(n, sizeof *acts);
	bool *out_left = um_xcalloc(n, sizeof *out_left);
	journal_acts(ctx, acts);
	struct strbuf names;
	sb_init(&names);
	sb_add(&names, "");
	for (size_t i = 0; i < o.n; i++) {
		const struct unit *f = NULL;
		const char *firer = record_get(&o.lines[i].rec, "firer");
		if (o.lines[i].kind == OUT_RECORD && firer)
			f = game_unit_c(g, firer);
		if (f && acts[f - g->units].fired) {
			if (!out_left[f - g->units])
				sb_addf(&names, " %s", f->name);
			out_left[f - g->units] = true;
			continue;
		}
		/* Moved, not copied. */
		out_move_line(ctx->out, &o, i);
	}
	if (names.len)
		out_text(ctx->out, "  left out, fired this bound:%s", names.s);
	for (size_t i = 0; left && i < g->nunits; i++)
		left[i] = out_left[i];
	sb_free(&names);
	free(out_left);
	free(acts);
	out_free(&o);
	return 0;
}

int
bound_scan(struct cmd_ctx *ctx, struct args *a)
{
	return scan_without_fired(ctx, a, NULL);
}

int
bound_scan_side(struct cmd_ctx *ctx, const char *side, bool *left)
{
	char scan[] = "scan";
	char *word[2] = {scan, um_xstrdup(side)};
	struct args a = {.word = word, .nword = 2};
	size_t argi = ctx->argi;
	ctx->argi = 1;
	int r = scan_without_fired(ctx, &a, left);
	ctx->argi = argi;
	free(word[1]);
	return r;
}

/* ---- one unit's targets now (unit show) --------------------------------- */

static void
add_name(struct strbuf *sb, const char *name)
{
	sb_addf(sb, "%s%s", sb->len ? "," : "", name);
}

struct fire_names {
	const struct unit *firer;
	struct strbuf *names;
};

static void
name_pair(void *arg, const struct unit *firer, const struct unit *target)
{
	struct fire_names *fn = arg;
	if (firer == fn->firer)
		add_name(fn->names, target->name);
}

static void
unit_fire_targets(const struct cmd_ctx *ctx, const struct unit *u,
		  struct strbuf *fire)
{
	const struct game *g = ctx->g;
	const struct ruleset *rs = g->rs;
	if (rs->fire_targets) {
		struct fire_names fn = {u, fire};
		side_fire_targets(ctx, u->side, name_pair, &fn);
		return;
	}
	for (size_t k = 0; rs->check_fire && k < g->nunits; k++)
		if (enemies(u, &g->units[k]) &&
		    pair_eligible(ctx, PAIR_FIRE, u, &g->units[k]))
			add_name(fire, g->units[k].name);
}

static void
unit_attack_targets(const struct cmd_ctx *ctx, const struct unit *u,
		    struct strbuf *attack)
{
	const struct game *g = ctx->g;
	struct footprint fa, fb;
	if (g->rs->check_melee == NULL || unit_footprint(g, u, &fa) < 0)
		return;
	for (size_t k = 0; k < g->nunits; k++)
		if (enemies(u, &g->units[k]) &&
		    unit_footprint(g, &g->units[k], &fb) == 0 &&
		    footprint_distance(&fa, &fb) <= (g->inches ? 4 : 10) &&
		    pair_eligible(ctx, PAIR_MELEE, u, &g->units[k]))
			add_name(attack, g->units[k].name);
}

void
bound_unit_targets(const struct cmd_ctx *ctx, const struct unit *u,
		   struct strbuf *fire, struct strbuf *attack)
{
	struct bound_acts acts;
	bound_unit_acts(ctx, u->name, &acts);
	if (!u->removed && phase_allows_quiet(ctx, "fire")) {
		if (!acts.fired) /* as scan: fired units are left out */
			unit_fire_targets(ctx, u, fire);
	} else
		sb_add(fire, "-");
	if (!u->removed && ctx->g->rs->check_melee &&
	    phase_allows_quiet(ctx, "melee"))
		unit_attack_targets(ctx, u, attack);
	else
		sb_add(attack, "-");
}
