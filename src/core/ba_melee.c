/* ba_melee.c - Belle Alliance melee (4.1, 4.3). Not built yet: every entry
 * point says so plainly. */
#include "ba_procs.h"

int
ba_check_melee(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance melee is not built yet");
}

int
ba_melee(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance melee is not built yet");
}

int
ba_melee_factors(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance melee is not built yet");
}

int
ba_melee_resolve(struct cmd_ctx *ctx)
{
	(void)ctx;
	return 0;
}

int
ba_melee_odds(struct cmd_ctx *ctx)
{
	(void)ctx;
	return 0;
}

void
ba_melee_bound_next(struct game *g)
{
	(void)g;
}

