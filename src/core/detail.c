/* detail.c - `unit show NAME`: one unit in detail: its UNIT
 * record (every key), what it has lost and done this bound, the enemies it
 * may fire at or attack now (the same code as `bound` and `scan`), and the
 * rulings of this game it took part in (replayed from the journal, as
 * `report` does). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "commands.h"
#include "query.h"
#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/suggest.h"
#include "umpire/util.h"

struct history_filter {
	const char *unit;
	struct out *out;
	size_t n;
};

static void
history_each(void *arg, int bound, const char *phase, const struct record *rec)
{
	struct history_filter *h = arg;
	if (!record_names_unit(rec, h->unit))
		return;
	/* RULING bound=.. phase=.. what=TAG, then the record's own fields. */
	struct rec r;
	rec_begin(&r, "RULING");
	rec_int(&r, "bound", bound);
	rec_str(&r, "phase", phase);
	rec_str(&r, "what", record_tag(rec));
	const char *pos = NULL, *k, *v;
	while (record_next(rec, &pos, &k, &v))
		record_add(&r.r, k, v);
	rec_end(&r, h->out);
	h->n++;
}

int
cmd_unit_detail(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: unit show NAME");
	const char *name = a->word[ctx->argi];
	const struct unit *u = cmd_unit_found(ctx, name);
	if (u == NULL)
		return cmd_error(ctx,
				 "no unit named %s%s; `units` lists the roster",
				 name, suggest_unit(ctx->g, name));
	/* The UNIT record and the keys, as `unit NAME` shows them. */
	if (cmd_unit_show(ctx, a) < 0)
		return -1;
	const struct game *g = ctx->g;
	struct bound_acts acts;
	bound_unit_acts(ctx, name, &acts);
	struct rec r;
	rec_begin(&r, "DETAIL");
	rec_str(&r, "unit", name);
	rec_str(&r, "state", u->removed ? "removed" : unit_state_name(g, u));
	rec_int(&r, "figures_start", u->figures_start);
	rec_int(&r, "figures", u->figures);
	rec_int(&r, "lost", u->figures_start - u->figures);
	rec_int(&r, "bound", g->bound);
	rec_bool(&r, "moved", u->moved_bound == g->bound);
	rec_bool(&r, "fired", acts.fired);
	rec_bool(&r, "attacked", acts.attacked);
	rec_str(&r, "declared",
		acts.fire_declared && acts.melee_declared ? "fire,melee"
		: acts.fire_declared			  ? "fire"
		: acts.melee_declared			  ? "melee"
							  : "no");
	struct strbuf fire, attack;
	sb_init(&fire);
	sb_init(&attack);
	sb_add(&fire, "");
	sb_add(&attack, "");
	bound_unit_targets(ctx, u, &fire, &attack);
	rec_str(&r, "may_fire_at", fire.len ? fire.s : "none");
	rec_str(&r, "may_attack", attack.len ? attack.s : "none");
	sb_free(&fire);
	sb_free(&attack);
	rec_end(&r, ctx->out);
	if (ctx->s == NULL)
		return 0;
	struct history_filter h = {.unit = name, .out = ctx->out};
	if (report_replay(ctx, history_each, &h) < 0)
		return -1;
	if (h.n == 0)
		out_text(ctx->out, "  %s has taken part in no ruling yet",
			 name);
	return 0;
}
