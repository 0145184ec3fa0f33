/* brigade.c - which units a brigade (unit key brigade=NAME) holds, and
 * which a brigade's journal line names: what the bound's record of acts
 * needs without the brigade commands (group.c). docs/brigades.md. */
#include <string.h>

#include "group.h"
#include "umpire/util.h"

bool
group_is(const struct game *g, const char *name)
{
	if (name[0] == '\0' || game_unit_c(g, name) != NULL)
		return false; /* a unit of that name wins */
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed &&
		    strcmp(g->units[i].brigade, name) == 0)
			return true;
	return false;
}

size_t
group_members(const struct game *g, const char *name, size_t *idx, size_t max)
{
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed &&
		    strcmp(g->units[i].brigade, name) == 0) {
			if (n < max)
				idx[n] = i;
			n++;
		}
	return n;
}

bool
group_names(const struct game *g, const char *name, const char *actor)
{
	if (strcmp(name, actor) == 0)
		return true;
	const struct unit *u = game_unit_c(g, actor);
	return u && strcmp(u->brigade, name) == 0 && group_is(g, name);
}

const char *
group_fire_battalions(const struct args *a)
{
	for (size_t k = 0; k < a->nkv; k++)
		if (strcmp(a->kv[k].key, "battalions") == 0)
			return a->kv[k].val;
	return NULL;
}
