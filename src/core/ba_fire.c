/* ba_fire.c - Belle Alliance fire (3.1-3.4). Not built yet: every entry
 * point says so plainly. */
#include "ba_procs.h"

int
ba_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance fire is not built yet");
}

int
ba_fire(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance fire is not built yet");
}

int
ba_fire_factors(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "Belle Alliance fire is not built yet");
}

int
ba_fire_resolve(struct cmd_ctx *ctx)
{
	(void)ctx;
	return 0;
}

int
ba_fire_odds(struct cmd_ctx *ctx)
{
	(void)ctx;
	return 0;
}

void
ba_fire_bound_next(struct game *g)
{
	(void)g;
}
