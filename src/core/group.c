/* group.c - brigade actions with individual results.
 *
 * A brigade is every unit on the table with the unit key brigade=NAME,
 * in roster order. `fire B at T` declares each battalion of B that may
 * fire at T as if it were declared alone (its own checks, answers, dice
 * and FIRE record at resolve); the ones that may not are listed with the
 * check that failed and its section, and left out. The command is one
 * journal line and so one undo; `undo ruling` after `resolve` takes the
 * resolve and the brigade's declarations back together.
 *
 * On the line, KEY=VALUE answers every battalion, UNIT.KEY=VALUE only
 * UNIT (e.g. A3.arc=yes, A1.dice=2,3,4); battalions=A,B restricts the
 * brigade to those. The journal line always says which battalions were
 * declared (battalions=) and each one's dice (UNIT.dice=), so a replay
 * needs no roll and `bound` knows who fired. docs/brigades.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "group.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

#define GROUP_MAX 256

const char *
group_suggest(const struct game *g, const char *name)
{
	static char buf[UM_NAME_MAX + 32];
	struct suggest s;
	suggest_init(&s, name);
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed) {
			suggest_add(&s, g->units[i].name);
			suggest_add(&s, g->units[i].brigade);
		}
	const char *best = suggest_best(&s);
	buf[0] = '\0';
	if (best)
		snprintf(buf, sizeof buf, " (did you mean %s?)", best);
	return buf;
}

int
group_unknown(struct cmd_ctx *ctx, const char *name)
{
	/* The words of cmd_unit, the suggestion over brigades too. */
	return cmd_error(ctx, "no unit named %s%s; `units` lists the roster",
			 name, group_suggest(ctx->g, name));
}

/* ---- the brigade's battalions and their own keys ------------------------ */

struct brigade {
	const char *name, *target;
	size_t idx[GROUP_MAX]; /* candidates: battalions= or the brigade */
	size_t n;
	const char *cmd; /* "fire" or "check fire", for messages */
	/* The procedure that reads its operand one word earlier (factors:
	 * "fire A at T"), or NULL. */
	int (*shifted)(struct cmd_ctx *, struct args *);
};

/* The unit whose "NAME." begins key, or -1. */
static long
key_owner(const struct game *g, const char *key)
{
	for (const char *dot = strchr(key, '.'); dot;
	     dot = strchr(dot + 1, '.')) {
		char name[UM_NAME_MAX + 1];
		size_t len = (size_t)(dot - key);
		if (len > UM_NAME_MAX)
			break;
		snprintf(name, sizeof name, "%.*s", (int)len, key);
		const struct unit *u = game_unit_c(g, name);
		if (u)
			return (long)(u - g->units);
	}
	return -1;
}

static bool
in_brigade(const struct brigade *b, size_t i)
{
	for (size_t k = 0; k < b->n; k++)
		if (b->idx[k] == i)
			return true;
	return false;
}

static void
names_of(const struct game *g, const size_t *idx, size_t n, const char *sep,
	 struct strbuf *sb)
{
	for (size_t k = 0; k < n; k++)
		sb_addf(sb, "%s%s", k ? sep : "", g->units[idx[k]].name);
}

/* The battalions (battalions= or all), and every UNIT.KEY naming one. */
static int
brigade_open(struct cmd_ctx *ctx, struct args *a, struct brigade *b,
	     const char *cmd)
{
	const struct game *g = ctx->g;
	b->cmd = cmd;
	b->shifted = NULL;
	b->name = a->word[ctx->argi];
	b->target = a->word[ctx->argi + 2];
	size_t all[GROUP_MAX];
	size_t nall = group_members(g, b->name, all, GROUP_MAX);
	if (nall > GROUP_MAX)
		return cmd_error(ctx,
				 "%s %s: %zu units have brigade=%s; a brigade "
				 "has at most %d",
				 cmd, b->name, nall, b->name, GROUP_MAX);
	struct strbuf list;
	sb_init(&list);
	sb_add(&list, "");
	names_of(g, all, nall, ",", &list);
	const char *only = args_get(a, "battalions");
	int r = 0;
	b->n = 0;
	if (only == NULL) {
		memcpy(b->idx, all, nall * sizeof *all);
		b->n = nall;
	} else {
		char copy[CMD_LINE_MAX + 1];
		snprintf(copy, sizeof copy, "%s", only);
		size_t len = strlen(copy);
		if (len && (copy[0] == ',' || copy[len - 1] == ',' ||
			    strstr(copy, ",,")))
			r = cmd_error(ctx,
				      "%s %s: battalions=%s has an empty name; "
				      "name some of %s",
				      cmd, b->name, only, list.s);
		char *save = NULL;
		for (char *t = strtok_r(copy, ",", &save); t && r == 0;
		     t = strtok_r(NULL, ",", &save)) {
			const struct unit *u = game_unit_c(g, t);
			size_t i = u ? (size_t)(u - g->units) : 0;
			if (u == NULL || strcmp(u->brigade, b->name) != 0 ||
			    u->removed)
				r = cmd_error(ctx,
					      "%s %s: battalions=%s: %s is no "
					      "battalion of %s; allowed: %s",
					      cmd, b->name, only, t, b->name,
					      list.s);
			else if (in_brigade(b, i))
				r = cmd_error(ctx,
					      "%s %s: battalions=%s names %s "
					      "twice",
					      cmd, b->name, only, t);
			else
				b->idx[b->n++] = i;
		}
		if (r == 0 && b->n == 0)
			r = cmd_error(ctx,
				      "%s %s: battalions= is empty; name "
				      "some of %s",
				      cmd, b->name, list.s);
	}
	for (size_t k = 0; k < a->nkv && r == 0; k++) {
		long i = key_owner(g, a->kv[k].key);
		if (i >= 0 && !in_brigade(b, (size_t)i))
			r = cmd_error(ctx,
				      "%s %s: %s=%s: %s is not one of the "
				      "battalions of this fire (%s)",
				      cmd, b->name, a->kv[k].key, a->kv[k].val,
				      g->units[i].name, list.s);
		else if (i >= 0 &&
			 a->kv[k].key[strlen(g->units[i].name) + 1] == '\0')
			r = cmd_error(ctx,
				      "%s %s: %s=%s names no key after %s.; "
				      "write %s.KEY=VALUE",
				      cmd, b->name, a->kv[k].key, a->kv[k].val,
				      g->units[i].name, g->units[i].name);
		else if (i >= 0)
			a->used[k] = true;
	}
	sb_free(&list);
	return r;
}

static bool
is_dice_key(const char *key)
{
	size_t len = strlen(key);
	return (len >= 4 && strcmp(key + len - 4, "dice") == 0) ||
	       (len >= 4 && strcmp(key + len - 4, "roll") == 0);
}

static void
sub_add_kv(struct args *s, size_t *cap, const char *key, const char *val)
{
	for (size_t k = 0; k < s->nkv; k++)
		if (strcmp(s->kv[k].key, key) == 0) {
			/* A battalion's own answer wins over the brigade's. */
			free(s->kv[k].val);
			s->kv[k].val = um_xstrdup(val);
			return;
		}
	um_grow((void **)&s->kv, cap, s->nkv + 1, sizeof *s->kv);
	s->kv[s->nkv].key = um_xstrdup(key);
	s->kv[s->nkv].val = um_xstrdup(val);
	s->nkv++;
}

/* The line of one battalion: "fire UNIT at T" with the brigade's keys and
 * the battalion's own (UNIT.KEY); without dice for a check. */
static void
sub_args(const struct cmd_ctx *ctx, const struct args *a, const char *unit,
	 const char *target, bool with_dice, struct args *s)
{
	memset(s, 0, sizeof *s);
	s->nword = ctx->argi + 3;
	s->word = um_xcalloc(s->nword, sizeof *s->word);
	for (size_t i = 0; i < ctx->argi; i++)
		s->word[i] = um_xstrdup(a->word[i]);
	s->word[ctx->argi] = um_xstrdup(unit);
	s->word[ctx->argi + 1] = um_xstrdup("at");
	s->word[ctx->argi + 2] = um_xstrdup(target);
	size_t cap = 0, ul = strlen(unit);
	for (int own = 0; own < 2; own++)
		for (size_t k = 0; k < a->nkv; k++) {
			const char *key = a->kv[k].key;
			long i = key_owner(ctx->g, key);
			if (strcmp(key, "battalions") == 0)
				continue;
			if (own && i >= 0 &&
			    strcmp(ctx->g->units[i].name, unit) == 0)
				key += ul + 1;
			else if (own || i >= 0)
				continue;
			if (with_dice || !is_dice_key(key))
				sub_add_kv(s, &cap, key, a->kv[k].val);
		}
	s->used = um_xcalloc(s->nkv ? s->nkv : 1, sizeof *s->used);
}

/* Run the ruleset's procedure for one battalion into o; its journal
 * tokens go to extra. On failure ctx->err names the battalion. */
static int
run_one(struct cmd_ctx *ctx, const struct brigade *b,
	int (*proc)(struct cmd_ctx *, struct args *), const struct args *a,
	const char *unit, bool with_dice, struct out *o, struct strbuf *extra)
{
	struct args s;
	sub_args(ctx, a, unit, b->target, with_dice, &s);
	struct strbuf scratch;
	sb_init(&scratch);
	sb_add(&scratch, "");
	struct cmd_ctx sub = *ctx;
	sub.out = o;
	sub.err = NULL;
	sub.journal_extra = extra ? extra : &scratch;
	sub.serial = 0; /* a part of the command: the brigade's goes on */
	if (proc == b->shifted)
		sub.argi--;
	int r = proc(&sub, &s);
	sb_free(&scratch);
	if (r < 0)
		cmd_error_set(ctx, "%s %s at %s: %s: %s", b->cmd, b->name,
			      b->target, unit, sub.err ? sub.err : "refused");
	free(sub.err);
	args_free(&s);
	return r;
}

/* ---- eligibility --------------------------------------------------------- */

enum verdict { V_YES, V_NO, V_ASK };

/* The verdict of check fire's output (its ELIGIBLE record). */
static enum verdict
verdict_of(const struct out *o)
{
	char v[16];
	enum verdict res = V_NO;
	for (size_t i = 0; i < o->n; i++) {
		const struct record *t = &o->lines[i].rec;
		if (o->lines[i].kind != OUT_RECORD)
			continue;
		if (record_is(t, "ELIGIBLE") &&
		    record_value(t, "value", v, sizeof v))
			res = strcmp(v, "yes") == 0   ? V_YES
			      : strcmp(v, "ask") == 0 ? V_ASK
						      : V_NO;
	}
	return res;
}

/* "arc: target outside the arc (3.1.3)" from a check. */
static void
check_words(const struct check *check, char *buf, size_t size)
{
	char key[64] = "?", rule[64] = "?", why[512] = "";
	if (check) {
		snprintf(key, sizeof key, "%s", check->key ? check->key : "");
		snprintf(rule, sizeof rule, "%s",
			 check->rule ? check->rule : "");
		snprintf(why, sizeof why, "%s",
			 check->reason ? check->reason : "");
	}
	snprintf(buf, size, "%s: %s (%s)", key, why[0] ? why : "fails", rule);
}

/* The ruleset's eligibility of one battalion's fire at the brigade's
 * target, with its answers (the hook eligible); the first check that
 * fails or asks into *check. On failure ctx->err names the battalion. */
static enum verdict
eligible_one(struct cmd_ctx *ctx, const struct brigade *b, const struct args *a,
	     const char *unit, struct eligibility *el,
	     const struct check **check, int *r)
{
	struct game *g = ctx->g;
	struct args s;
	sub_args(ctx, a, unit, b->target, false, &s);
	struct cmd_ctx sub = *ctx;
	sub.err = NULL;
	const struct unit *u = game_unit_c(g, unit);
	const struct unit *t = game_unit_c(g, b->target);
	*r = g->rs->eligible && u && t
		 ? g->rs->eligible(&sub, PAIR_FIRE, &g->units[u - g->units],
				   &g->units[t - g->units], &s, el)
		 : cmd_error(&sub, "fire is not part of this ruleset");
	if (*r < 0)
		cmd_error_set(ctx, "%s %s at %s: %s: %s", b->cmd, b->name,
			      b->target, unit, sub.err ? sub.err : "refused");
	free(sub.err);
	args_free(&s);
	*check = NULL;
	for (size_t i = 0; i < el->checks.n && *check == NULL; i++)
		if (el->checks.v[i]->res != CHECK_PASS)
			*check = el->checks.v[i];
	return *r < 0			   ? V_NO
	       : el->verdict == CHECK_PASS ? V_YES
	       : el->verdict == CHECK_ASK  ? V_ASK
					   : V_NO;
}

/* ---- fire B at T -----------------------------------------------------------
 */

/* Each battalion's journal tokens " k=v" as " UNIT.k=v". */
static void
journal_own(struct strbuf *to, const char *unit, const char *extra)
{
	char *copy = um_xstrdup(extra);
	char *save = NULL;
	for (char *t = strtok_r(copy, " ", &save); t;
	     t = strtok_r(NULL, " ", &save))
		sb_addf(to, " %s.%s", unit, t);
	free(copy);
}

static int
fire_usage(struct cmd_ctx *ctx, struct args *a, const char *cmd)
{
	if (a->nword != ctx->argi + 3 ||
	    strcmp(a->word[ctx->argi + 1], "at") != 0)
		return cmd_error(ctx,
				 "usage: %s BRIGADE at T [key=value...] "
				 "[UNIT.key=value...] [battalions=A,B,...]",
				 cmd);
	if (cmd_unit(ctx, a->word[ctx->argi + 2]) == NULL)
		return cmd_failed();
	return 0;
}

/* The battalion whose UNIT.neighbour= (or the brigade's neighbour=)
 * names unit, or NULL. */
static const char *
neighbour_of(const struct game *g, const struct args *a, const char *unit)
{
	for (size_t k = 0; k < a->nkv; k++) {
		const char *key = a->kv[k].key;
		long i = key_owner(g, key);
		const char *own =
		    i >= 0 ? key + strlen(g->units[i].name) + 1 : key;
		if (strcmp(own, "neighbour") == 0 &&
		    strcmp(a->kv[k].val, unit) == 0)
			return i >= 0 ? g->units[i].name : "the brigade";
	}
	return NULL;
}

/* A brigade-wide dice= or roll= for more than one battalion: the key, or
 * NULL. */
static const char *
shared_dice(const struct game *g, const struct args *a)
{
	for (size_t k = 0; k < a->nkv; k++)
		if (key_owner(g, a->kv[k].key) < 0 &&
		    (strcmp(a->kv[k].key, "dice") == 0 ||
		     strcmp(a->kv[k].key, "roll") == 0))
			return a->kv[k].key;
	return NULL;
}

/* Sort the brigade into eligible (yes: positions in b) and left out,
 * whose lines go to o[k]. */
static int
fire_sort(struct cmd_ctx *ctx, struct args *a, const struct brigade *b,
	  size_t *yes, size_t *nyes, struct out *o, struct strbuf *left)
{
	const struct game *g = ctx->g;
	*nyes = 0;
	for (size_t k = 0; k < b->n; k++) {
		const char *unit = g->units[b->idx[k]].name;
		const char *of = neighbour_of(g, a, unit);
		if (of) {
			/* 3.1.6 (the rules of neighbour units): it does not
			 * carry out its own fire; left out, not refused. */
			out_text(&o[k],
				 "  not eligible: %s is named as the neighbour "
				 "unit of %s: it does not carry out its own "
				 "fire (3.1.6)",
				 unit, of);
			sb_addf(left, "%s%s", left->len ? ", " : "", unit);
			continue;
		}
		struct eligibility el;
		eligibility_init(&el);
		int r = 0;
		const struct check *chk = NULL;
		enum verdict v =
		    strcmp(unit, b->target) == 0
			? V_NO
			: eligible_one(ctx, b, a, unit, &el, &chk, &r);
		char words[700];
		check_words(chk, words, sizeof words);
		if (r == 0 && v == V_ASK)
			r = cmd_error(
			    ctx,
			    "%s %s at %s: %s needs an answer, %s; "
			    "answer it for %s alone with %s.KEY=VALUE",
			    b->cmd, b->name, b->target, unit, words, unit,
			    unit);
		if (r == 0 && v == V_NO) {
			if (chk)
				check_print(chk, el.part[0] ? el.part : NULL,
					    &o[k]);
			out_text(
			    &o[k], "  not eligible: %s may not fire at %s: %s",
			    unit, b->target, chk ? words : "it is the target");
			sb_addf(left, "%s%s", left->len ? ", " : "", unit);
		}
		if (r == 0 && v == V_YES)
			yes[(*nyes)++] = k;
		eligibility_free(&el);
		if (r < 0)
			return -1;
	}
	return 0;
}

/* The canonical line says which battalions were declared. */
static void
journal_battalions(struct cmd_ctx *ctx, struct args *a, const char *list)
{
	for (size_t k = 0; k < a->nkv; k++)
		if (strcmp(a->kv[k].key, "battalions") == 0) {
			args_free_string(a, a->kv[k].val);
			a->kv[k].val = um_xstrdup(list);
			return;
		}
	sb_addf(ctx->journal_extra, " battalions=%s", list);
}

/* The canonical line keeps no UNIT.KEY of a battalion left out: its
 * reader takes only keys of the battalions= it names (docs/game-files.md,
 * "Every line written is read back"). */
static void
journal_drop_left(const struct game *g, struct args *a, const size_t *units,
		  size_t n)
{
	size_t to = 0;
	for (size_t k = 0; k < a->nkv; k++) {
		long i = key_owner(g, a->kv[k].key);
		bool keep = i < 0;
		for (size_t j = 0; j < n && !keep; j++)
			keep = units[j] == (size_t)i;
		if (!keep) {
			args_free_string(a, a->kv[k].key);
			args_free_string(a, a->kv[k].val);
			continue;
		}
		a->kv[to] = a->kv[k];
		a->used[to] = a->used[k];
		to++;
	}
	a->nkv = to;
}

int
group_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct brigade b;
	if (fire_usage(ctx, a, "fire") < 0 ||
	    brigade_open(ctx, a, &b, "fire") < 0)
		return -1;
	const struct game *g = ctx->g;
	size_t yes[GROUP_MAX], nyes, units[GROUP_MAX];
	struct out *o = um_xcalloc(b.n, sizeof *o);
	struct strbuf left, names, journal;
	sb_init(&left);
	sb_add(&left, "");
	sb_init(&names);
	sb_add(&names, "");
	sb_init(&journal);
	sb_add(&journal, "");
	int r = fire_sort(ctx, a, &b, yes, &nyes, o, &left);
	const char *dk = shared_dice(g, a);
	if (r == 0 && nyes > 1 && dk && !ctx->replay)
		r = cmd_error(ctx,
			      "fire %s at %s: %s=%s would give every battalion "
			      "the same dice; each unit's fire is carried out "
			      "individually (3.1.5): give each battalion its "
			      "own, UNIT.%s=..., or leave %s= off to roll",
			      b.name, b.target, dk, args_get(a, dk), dk, dk);
	if (r == 0 && nyes == 0)
		r = cmd_error(ctx,
			      "fire %s at %s: no battalion of %s may fire at "
			      "%s (%s); `check fire %s at %s` says why",
			      b.name, b.target, b.name, b.target, left.s,
			      b.name, b.target);
	/* Declare in roster order, each as if alone (the ruleset's fire). */
	for (size_t k = 0; k < nyes && r == 0; k++) {
		units[k] = b.idx[yes[k]];
		const char *unit = g->units[units[k]].name;
		struct strbuf extra;
		sb_init(&extra);
		sb_add(&extra, "");
		r = run_one(ctx, &b, g->rs->fire, a, unit, true, &o[yes[k]],
			    &extra);
		journal_own(&journal, unit, extra.s);
		sb_free(&extra);
	}
	if (r == 0) {
		names_of(g, units, nyes, ",", &names);
		out_text(ctx->out,
			 "  brigade %s fires at %s: %zu of %zu battalion%s "
			 "declared (%s)%s%s",
			 b.name, b.target, nyes, b.n, b.n == 1 ? "" : "s",
			 names.s, left.len ? "; not eligible: " : "", left.s);
		for (size_t k = 0; k < b.n; k++) /* roster order */
			out_append(ctx->out, &o[k]);
		sb_add(ctx->journal_extra, journal.s);
		journal_battalions(ctx, a, names.s);
		journal_drop_left(ctx->g, a, units, nyes);
	}
	for (size_t k = 0; k < b.n; k++)
		out_free(&o[k]);
	free(o);
	sb_free(&left);
	sb_free(&names);
	sb_free(&journal);
	return r;
}

int
group_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct brigade b;
	if (fire_usage(ctx, a, "check fire") < 0 ||
	    brigade_open(ctx, a, &b, "check fire") < 0)
		return -1;
	const struct game *g = ctx->g;
	struct out o;
	out_init(&o);
	size_t may = 0;
	int r = 0;
	for (size_t k = 0; k < b.n && r == 0; k++) {
		const char *unit = g->units[b.idx[k]].name;
		if (strcmp(unit, b.target) == 0)
			continue;
		struct out c;
		out_init(&c);
		r = run_one(ctx, &b, g->rs->check_fire, a, unit, false, &c,
			    NULL);
		may += r == 0 && verdict_of(&c) == V_YES;
		out_append(&o, &c);
		out_free(&c);
	}
	if (r == 0) {
		out_append(ctx->out, &o);
		out_text(ctx->out,
			 "  brigade %s: %zu of %zu battalion%s may fire at %s",
			 b.name, may, b.n, b.n == 1 ? "" : "s", b.target);
	}
	out_free(&o);
	return r;
}

/* factors fire BRIGADE at T: each eligible battalion's FACTOR records. */
int
group_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct cmd_ctx c = *ctx;
	c.argi = ctx->argi + 1; /* the brigade, after "fire" */
	c.err = NULL;
	struct brigade b;
	if (fire_usage(&c, a, "factors fire") < 0 ||
	    brigade_open(&c, a, &b, "factors fire") < 0) {
		ctx->err = c.err;
		return -1;
	}
	const struct game *g = ctx->g;
	b.shifted = g->rs->factors;
	size_t yes[GROUP_MAX], nyes;
	struct out *o = um_xcalloc(b.n, sizeof *o);
	struct strbuf left;
	sb_init(&left);
	sb_add(&left, "");
	int r = fire_sort(&c, a, &b, yes, &nyes, o, &left);
	for (size_t k = 0; k < nyes && r == 0; k++)
		r = run_one(&c, &b, g->rs->factors, a,
			    g->units[b.idx[yes[k]]].name, false, &o[yes[k]],
			    NULL);
	if (r == 0) {
		out_text(ctx->out,
			 "  brigade %s at %s: the factors of %zu of %zu "
			 "battalion%s%s%s",
			 b.name, b.target, nyes, b.n, b.n == 1 ? "" : "s",
			 left.len ? "; not eligible: " : "", left.s);
		for (size_t k = 0; k < b.n; k++)
			out_append(ctx->out, &o[k]);
	}
	for (size_t k = 0; k < b.n; k++)
		out_free(&o[k]);
	free(o);
	sb_free(&left);
	ctx->err = c.err;
	return r;
}

/* ---- scan B -------------------------------------------------------------- */

/* scan SIDE for the side of the brigade; keep its battalions' lines and
 * mark those left out, having fired. */
static int
scan_side_of(struct cmd_ctx *ctx, const char *side, const char *brigade,
	     bool *fires, size_t *targets, bool *fired)
{
	const struct game *g = ctx->g;
	struct out o;
	out_init(&o);
	struct cmd_ctx sub = *ctx;
	sub.out = &o;
	sub.err = NULL;
	size_t nu = g->nunits ? g->nunits : 1;
	bool *left = um_xcalloc(nu, sizeof *left);
	int r = bound_scan_side(&sub, side, left);
	if (r < 0)
		cmd_error_set(ctx, "scan %s: %s", brigade,
			      sub.err ? sub.err : "refused");
	free(sub.err);
	for (size_t i = 0; i < g->nunits && r == 0; i++)
		if (left[i] && strcmp(g->units[i].brigade, brigade) == 0)
			fired[i] = true;
	for (size_t i = 0; i < o.n && r == 0; i++) {
		if (o.lines[i].kind != OUT_RECORD)
			continue;
		const char *firer = record_get(&o.lines[i].rec, "firer");
		const struct unit *f = firer ? game_unit_c(g, firer) : NULL;
		if (f == NULL || strcmp(f->brigade, brigade) != 0)
			continue;
		fires[f - g->units] = true;
		(*targets)++;
		out_add_record(ctx->out, &o.lines[i].rec);
	}
	free(left);
	out_free(&o);
	return r;
}

bool
group_side_in_play(const struct game *g, const char *name)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].side, name) == 0)
			return true;
	return false;
}

int
group_scan_unknown(struct cmd_ctx *ctx, const char *name)
{
	const struct game *g = ctx->g;
	struct suggest s;
	suggest_init(&s, name);
	for (size_t i = 0; i < g->nunits; i++) {
		if (strcmp(g->units[i].side, name) == 0)
			return 0; /* a side: scan SIDE */
		if (!g->units[i].removed)
			suggest_add(&s, g->units[i].brigade);
	}
	for (size_t i = 0; i < g->nunits; i++)
		suggest_add(&s, g->units[i].side);
	const char *best = suggest_best(&s);
	if (g->nunits == 0)
		return 0; /* the ruleset's words for an empty roster */
	if (game_unit_c(g, name) != NULL)
		return cmd_error(ctx,
				 "%s is a unit; scan takes a side or a "
				 "brigade (scan %s: its side)",
				 name, game_unit_c(g, name)->side);
	return cmd_error(ctx,
			 "no side or brigade named %s%s%s%s; scan takes a "
			 "side or a brigade (unit key brigade=); `units` "
			 "lists both",
			 name[0] ? name : "\"\"", best ? " (did you mean " : "",
			 best ? best : "", best ? "?)" : "");
}

int
group_scan(struct cmd_ctx *ctx, struct args *a)
{
	const struct game *g = ctx->g;
	const char *name = a->word[ctx->argi];
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: scan SIDE|BRIGADE");
	size_t idx[GROUP_MAX];
	size_t n = group_members(g, name, idx, GROUP_MAX);
	if (n > GROUP_MAX)
		return cmd_error(ctx,
				 "scan %s: %zu units have brigade=%s; a "
				 "brigade has at most %d",
				 name, n, name, GROUP_MAX);
	size_t nu = g->nunits ? g->nunits : 1;
	bool *fires = um_xcalloc(nu, sizeof *fires);
	bool *was_fired = um_xcalloc(nu, sizeof *was_fired);
	size_t targets = 0;
	struct strbuf fired, none;
	sb_init(&fired);
	sb_add(&fired, "");
	sb_init(&none);
	sb_add(&none, "");
	int r = 0;
	/* A brigade is of one side; a mixed one is scanned side by side. */
	for (size_t k = 0; k < n && r == 0; k++) {
		bool seen = false;
		for (size_t j = 0; j < k; j++)
			seen |= strcmp(g->units[idx[j]].side,
				       g->units[idx[k]].side) == 0;
		if (!seen)
			r = scan_side_of(ctx, g->units[idx[k]].side, name,
					 fires, &targets, was_fired);
	}
	size_t nfire = 0;
	for (size_t k = 0; k < n; k++) {
		const char *unit = g->units[idx[k]].name;
		nfire += fires[idx[k]];
		if (was_fired[idx[k]])
			sb_addf(&fired, " %s", unit);
		else if (!fires[idx[k]])
			sb_addf(&none, " %s", unit);
	}
	if (r == 0) {
		out_text(ctx->out,
			 "  scan %s: %zu of %zu battalion%s may fire (%zu "
			 "SCAN line%s)",
			 name, nfire, n, n == 1 ? "" : "s", targets,
			 targets == 1 ? "" : "s");
		if (none.len)
			out_text(ctx->out, "  no target now:%s", none.s);
		if (fired.len)
			out_text(ctx->out, "  left out, fired this bound:%s",
				 fired.s);
	}
	free(fires);
	free(was_fired);
	sb_free(&fired);
	sb_free(&none);
	return r;
}

/* ---- group add / remove / list ---------------------------------------------
 *
 * A named group is a brigade: `group add 2Bde A1 A2` sets the unit key
 * brigade=2Bde on A1 and A2, `group remove` clears it. There is one
 * notion, kept in the units themselves, so the group commands are
 * journaled and undone as any change of a unit key is (docs/brigades.md,
 * "Named groups"). */

/* The units named by the words from a->word[from] (each may be A,B,C),
 * indices into idx; refuses unknown, removed and twice-named units. */
static int
group_operands(struct cmd_ctx *ctx, struct args *a, size_t from,
	       const char *cmd, size_t *idx, size_t *n)
{
	const struct game *g = ctx->g;
	*n = 0;
	for (size_t w = from; w < a->nword; w++) {
		char list[CMD_LINE_MAX + 1];
		snprintf(list, sizeof list, "%s", a->word[w]);
		char *save = NULL;
		for (char *t = strtok_r(list, ",", &save); t;
		     t = strtok_r(NULL, ",", &save)) {
			long i = game_unit_index(g, t);
			if (i < 0 || g->units[i].removed)
				return cmd_error(ctx,
						 "%s: no unit named %s%s; "
						 "`units` lists the roster",
						 cmd, t, group_suggest(g, t));
			for (size_t k = 0; k < *n; k++)
				if (idx[k] == (size_t)i)
					return cmd_error(ctx,
							 "%s: %s is named "
							 "twice; name each "
							 "unit once",
							 cmd, t);
			if (*n == GROUP_MAX)
				return cmd_error(ctx,
						 "%s: more than %d units; a "
						 "group has at most %d",
						 cmd, GROUP_MAX, GROUP_MAX);
			idx[(*n)++] = (size_t)i;
		}
	}
	return 0;
}

/* GROUP name=N units=A,B,C and "  N: A, B, C (side)". */
static void
group_show(struct cmd_ctx *ctx, const char *name)
{
	const struct game *g = ctx->g;
	size_t idx[GROUP_MAX];
	size_t n = group_members(g, name, idx, GROUP_MAX);
	if (n > GROUP_MAX)
		n = GROUP_MAX;
	struct strbuf list, words;
	sb_init(&list);
	sb_add(&list, "");
	sb_init(&words);
	sb_add(&words, "");
	names_of(g, idx, n, ",", &list);
	names_of(g, idx, n, ", ", &words);
	struct rec r;
	rec_begin(&r, "GROUP");
	rec_str(&r, "name", name);
	rec_str(&r, "units", list.s);
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  group %s: %zu unit%s, %s%s", name, n,
		 n == 1 ? "" : "s", words.s,
		 group_is(g, name) ? ""
				   : " (a unit has this name: fire, scan and "
				     "move by it mean the unit)");
	sb_free(&list);
	sb_free(&words);
}

/* A group's name: a name as brigade= takes, no unit's, no side's. */
static int
group_name_ok(struct cmd_ctx *ctx, const char *name)
{
	if (!um_is_ident(name, UM_NAME_MAX))
		return cmd_error(ctx,
				 "group add: %s is not allowed; a group's "
				 "name is 1 to %d letters, digits, _ - .",
				 name, UM_NAME_MAX);
	if (game_unit_c(ctx->g, name) != NULL)
		return cmd_error(ctx,
				 "group add: %s is a unit's name; a group "
				 "named like a unit could not be fired, "
				 "scanned or moved by its name (the unit "
				 "wins); choose another name",
				 name);
	if (group_side_in_play(ctx->g, name))
		return cmd_error(ctx,
				 "group add: %s is a side's name; `scan %s` "
				 "would mean the side; choose another name",
				 name, name);
	return 0;
}

int
group_add(struct cmd_ctx *ctx, struct args *a)
{
	struct game *g = ctx->g;
	if (a->nword < ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: group add NAME UNIT...");
	const char *name = a->word[ctx->argi];
	size_t idx[GROUP_MAX], n;
	if (group_name_ok(ctx, name) < 0 ||
	    group_operands(ctx, a, ctx->argi + 1, "group add", idx, &n) < 0)
		return -1;
	if (n == 0)
		return cmd_error(ctx,
				 "group add %s: no units; a group is its "
				 "units: group add %s UNIT...",
				 name, name);
	/* A unit is in one group: one named here leaves its old one. */
	struct strbuf moved;
	sb_init(&moved);
	sb_add(&moved, "");
	for (size_t k = 0; k < n; k++) {
		struct unit *u = game_unit_w(g, idx[k]);
		if (u->brigade[0] && strcmp(u->brigade, name) != 0)
			sb_addf(&moved, "%s%s leaves %s", moved.len ? ", " : "",
				u->name, u->brigade);
		u->brigade = um_intern(name); /* an ident (group_name_ok) */
	}
	group_show(ctx, name);
	if (moved.len)
		out_text(ctx->out, "  %s (a unit is in one group)", moved.s);
	sb_free(&moved);
	return 0;
}

int
group_remove(struct cmd_ctx *ctx, struct args *a)
{
	struct game *g = ctx->g;
	if (a->nword < ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: group remove NAME [UNIT...]");
	const char *name = a->word[ctx->argi];
	size_t all[GROUP_MAX], idx[GROUP_MAX], n;
	size_t nall = group_members(g, name, all, GROUP_MAX);
	if (nall == 0) {
		struct suggest s;
		suggest_init(&s, name);
		for (size_t i = 0; i < g->nunits; i++)
			if (!g->units[i].removed)
				suggest_add(&s, g->units[i].brigade);
		const char *best = suggest_best(&s);
		return cmd_error(ctx,
				 "group remove: no group named %s%s%s%s; "
				 "`group list` lists them",
				 name, best ? " (did you mean " : "",
				 best ? best : "", best ? "?)" : "");
	}
	if (nall > GROUP_MAX)
		nall = GROUP_MAX;
	if (group_operands(ctx, a, ctx->argi + 1, "group remove", idx, &n) < 0)
		return -1;
	for (size_t k = 0; k < n; k++)
		if (strcmp(g->units[idx[k]].brigade, name) != 0) {
			struct strbuf list;
			sb_init(&list);
			sb_add(&list, "");
			names_of(g, all, nall, ",", &list);
			cmd_error(ctx,
				  "group remove %s: %s is not in %s; its "
				  "units: %s",
				  name, g->units[idx[k]].name, name, list.s);
			sb_free(&list);
			return -1;
		}
	if (n == 0) { /* the whole group */
		memcpy(idx, all, nall * sizeof *all);
		n = nall;
	}
	for (size_t k = 0; k < n; k++)
		game_unit_w(g, idx[k])->brigade = um_intern("");
	struct strbuf words;
	sb_init(&words);
	sb_add(&words, "");
	names_of(g, idx, n, ", ", &words);
	if (group_members(g, name, all, GROUP_MAX) == 0)
		out_text(ctx->out, "  group %s is no more (%s in no group now)",
			 name, words.s);
	else {
		out_text(ctx->out, "  %s left group %s", words.s, name);
		group_show(ctx, name);
	}
	sb_free(&words);
	return 0;
}

int
group_list(struct cmd_ctx *ctx, struct args *a)
{
	const struct game *g = ctx->g;
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: group list");
	size_t shown = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		bool first = !u->removed && u->brigade[0];
		for (size_t j = 0; j < i && first; j++)
			first = g->units[j].removed ||
				strcmp(g->units[j].brigade, u->brigade) != 0;
		if (first) {
			group_show(ctx, u->brigade);
			shown++;
		}
	}
	if (shown == 0)
		out_text(ctx->out, "  (no groups; group add NAME UNIT... "
				   "makes one)");
	return 0;
}
