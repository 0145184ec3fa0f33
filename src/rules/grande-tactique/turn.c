/* turn.c - Grande Tactique Sequence of Play, the state of a turn (digest
 * §2): whose turn it is, which phase, what is over. Only reads the game:
 * the phases' automatic steps are in phases.c, the PIPs in pips.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "procs.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static const char *const phase_names[] = {"De-shaking", "PIP", "Firing",
					  "Charge"};

const char *
gt_phase_name(int ph)
{
	return ph >= 0 && ph < (int)UM_ARRLEN(phase_names) ? phase_names[ph]
							   : "?";
}

bool
gt_sequence_free(const struct cmd_ctx *ctx)
{
	return gt_choice(ctx, GTS_SEQUENCE) == 1;
}

/* Sequence of Play: the side of the first unit entered moves in turn 1;
 * `turn next` alternates; `moving SIDE` sets another. */
const char *
gt_moving_side(const struct game *g)
{
	if (GT_GAME(g)->moving[0])
		return GT_GAME(g)->moving;
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed)
			return g->units[i].side;
	return "";
}

/* Sequence of Play: "Then the other player takes a turn." */
void
gt_turn_alternate(struct game *g)
{
	char cur[UM_NAME_MAX + 1];
	snprintf(cur, sizeof cur, "%s", gt_moving_side(g));
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && strcmp(u->side, cur) != 0) {
			snprintf(GT_GAME(g)->moving, sizeof GT_GAME(g)->moving,
				 "%s", u->side);
			break;
		}
	}
	GT_GAME(g)->npool = 0;
}

/* May a command of phase `ph` run now (by unit u, NULL: none)? Pure:
 * -1 with ctx->err naming the phase and the moving side. */
int
gt_phase_allows(struct cmd_ctx *ctx, int ph, const struct unit *u,
		const char *what)
{
	const struct game *g = ctx->g;
	if (gt_sequence_free(ctx))
		return 0;
	if (g->phase > ph)
		return cmd_error(ctx,
				 "%s belongs to the %s Phase; turn %d is in "
				 "its %s Phase (Sequence of Play: "
				 "De-shaking, PIP, Firing, Charge; a phase "
				 "over does not come back within the turn)",
				 what, phase_names[ph], g->bound,
				 phase_names[g->phase]);
	if (ph > GT_PH_DESHAKE && gt_deshake_pending(ctx))
		return cmd_error(ctx,
				 "%s: the De-shaking Phase comes first in turn "
				 "%d; %s has shaken units to test (deshake %s; "
				 "Sequence of Play 1)",
				 what, g->bound, gt_moving_side(g),
				 gt_moving_side(g));
	const char *mv = gt_moving_side(g);
	if (u && strcmp(u->side, mv) != 0)
		return cmd_error(ctx,
				 "%s: %s is not of the moving side; %s moves "
				 "in turn %d (Sequence of Play; `moving SIDE` "
				 "sets another)",
				 what, u->name, mv, g->bound);
	return 0;
}

bool
gt_deshake_pending(const struct cmd_ctx *ctx)
{
	const struct game *g = ctx->g;
	if (gt_sequence_free(ctx) || GT_GAME(g)->deshake_bound == g->bound ||
	    g->phase > GT_PH_DESHAKE)
		return false;
	const char *mv = gt_moving_side(g);
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		if (!u->removed && u->state == GT_SHAKEN &&
		    strcmp(u->side, mv) == 0)
			return true;
	}
	return false;
}

bool
gt_fire_closed(const struct cmd_ctx *ctx)
{
	return GT_GAME(ctx->g)->fire_closed_bound == ctx->g->bound;
}

/* sequence: whose turn it is, the phase, the PIPs left (Sequence of
 * Play). */
int
gt_cmd_sequence(struct cmd_ctx *ctx, struct args *a)
{
	struct game *g = ctx->g;
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: sequence");
	struct rec r;
	rec_begin(&r, "TURN");
	rec_int(&r, "turn", g->bound);
	rec_str(&r, "moving", gt_moving_side(g));
	rec_str(&r, "phase", g->rs->phases[g->phase]);
	rec_str(&r, "sequence", gt_sequence_free(ctx) ? "free" : "enforced");
	for (int i = 0;
	     GT_GAME(g)->pips_bound == g->bound && i < GT_GAME(g)->npool; i++)
		rec_int(&r, GT_GAME(g)->pool[i].division,
			GT_GAME(g)->pool[i].left);
	rec_str(&r, "rule", "Sequence of Play");
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  turn %d: %s moves, %s Phase%s", g->bound,
		 gt_moving_side(g), phase_names[g->phase],
		 gt_sequence_free(ctx) ? " (sequence free: any order)" : "");
	return 0;
}

/* moving SIDE: the umpire sets the moving side at the start of a turn
 * (instead of the first unit's side, or the alternation). */
int
gt_cmd_moving(struct cmd_ctx *ctx, struct args *a)
{
	struct game *g = ctx->g;
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: moving SIDE");
	const char *side = a->word[ctx->argi];
	bool any = false;
	for (size_t i = 0; i < g->nunits && !any; i++)
		any = strcmp(g->units[i].side, side) == 0;
	if (!any)
		return cmd_error(ctx, "no unit has side=%s", side);
	/* Sequence of Play: "Players alternate whole turns": the umpire
	 * names who moves first, before turn 1 is under way; then `turn
	 * next` alternates. */
	if (!gt_sequence_free(ctx) &&
	    (g->bound != 1 || g->phase > GT_PH_DESHAKE ||
	     GT_GAME(g)->deshake_bound == g->bound || g->ndecls ||
	     GT_GAME(g)->pips_bound == g->bound))
		return cmd_error(ctx,
				 "moving %s: players alternate whole turns; "
				 "the side that moves first is set before "
				 "turn 1 is under way (this is turn %d; turn "
				 "next gives the turn to the other side; "
				 "Sequence of Play)",
				 side, g->bound);
	snprintf(GT_GAME(g)->moving, sizeof GT_GAME(g)->moving, "%s", side);
	out_text(ctx->out, "  %s moves in turn %d", side, g->bound);
	return 0;
}
