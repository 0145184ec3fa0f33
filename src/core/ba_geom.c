/* ba_geom.c - Belle Alliance geometry. Until the map is wired in, nothing
 * is decided from coordinates: every answer is `known = false`, and the
 * procedures ask the umpire (spec §2). */
#include <string.h>

#include "ba_geom.h"
#include "ba_procs.h"

int
ba_fire_geometry(const struct game *g, const struct unit *firer,
		 const struct unit *target, struct ba_fire_geo *out)
{
	(void)g;
	(void)firer;
	(void)target;
	memset(out, 0, sizeof *out);
	return 0;
}

bool
ba_geo_supports(const struct game *g, const struct unit *supporter,
		const struct unit *supported, bool *known, double *dist)
{
	(void)g;
	(void)supporter;
	(void)supported;
	*known = false;
	*dist = 0;
	return false;
}

int
ba_geo_figures_within(const struct game *g, const struct unit *sl,
		      const struct unit *other, double dist)
{
	(void)g;
	(void)sl;
	(void)other;
	(void)dist;
	return -1;
}

int
ba_melee_geometry(const struct game *g, const struct unit *attacker,
		  const struct unit *defender, struct ba_melee_geo *out)
{
	(void)g;
	(void)attacker;
	(void)defender;
	memset(out, 0, sizeof *out);
	return 0;
}

int
ba_scan(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "scan is not built yet");
}
