/* commands.c - commands only the activation ruleset has: declare a
 * charge (so the defender may fire at the charger before contact, 54 and
 * section 62) and record a unit routing or breaking this turn (55.6). */
#include <stdio.h>
#include <string.h>

#include "procs.h"
#include "umpire/util.h"

int
act_cmd_charge(struct cmd_ctx *ctx, struct args *a)
{
	struct unit *A, *D;
	if (a->nkv)
		return cmd_error(ctx, "usage: charge A vs D");
	if (cmd_actor_target(ctx, a, "vs", &A, &D) < 0)
		return -1;
	struct game *g = ctx->g;
	if (A->removed || D->removed)
		return cmd_error(ctx, "%s has been destroyed",
				 A->removed ? A->name : D->name);
	if (strcmp(A->side, D->side) == 0)
		return cmd_error(ctx,
				 "%s and %s are both of side %s; a charge "
				 "is against an enemy",
				 A->name, D->name, A->side);
	if (ACT(A)->charge_turn == g->bound &&
	    strcmp(ACT(A)->charge_target, D->name) != 0)
		return cmd_error(ctx, "%s already charges %s this turn",
				 A->name, ACT(A)->charge_target);
	ACT(A)->charging = true;
	ACT(A)->charge_turn = g->bound;
	snprintf(ACT(A)->charge_target, sizeof ACT(A)->charge_target, "%s",
		 D->name);
	out_text(ctx->out,
		 "  %s charges %s this turn: %s may not fire (55.3); %s may "
		 "fire at %s before contact without activation (54, section "
		 "62)",
		 A->name, D->name, A->name, D->name, A->name);
	return 0;
}

/* rout X / break X: the state and the turn it changed (55.6). */
static int
set_state_now(struct cmd_ctx *ctx, struct args *a, const char *state)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: %s X", a->word[0]);
	struct unit *u = cmd_unit(ctx, a->word[ctx->argi]);
	if (u == NULL)
		return cmd_failed();
	int i = ruleset_state_index(ctx->g->rs, state);
	if (u->state == i)
		return cmd_error(ctx, "%s is already %s", u->name, state);
	if (strcmp(state, "routing") == 0 &&
	    strcmp(unit_state_name(ctx->g, u), "broken") == 0)
		return cmd_error(ctx,
				 "%s is broken; unit set %s state=routing "
				 "if it recovered that far",
				 u->name, u->name);
	u->state = i;
	ACT(u)->state_changed_turn = ctx->g->bound;
	out_text(ctx->out,
		 "  %s is %s from turn %d: it may still fire this turn "
		 "(55.6)",
		 u->name, state, ctx->g->bound);
	return 0;
}

int
act_cmd_rout(struct cmd_ctx *ctx, struct args *a)
{
	return set_state_now(ctx, a, "routing");
}

int
act_cmd_break(struct cmd_ctx *ctx, struct args *a)
{
	return set_state_now(ctx, a, "broken");
}
