/* game.c - game state: roster, terrain, declarations; deep copies. */
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

const char *const arm_names[] = {"infantry", "cavalry", "artillery", NULL};
const char *const cover_names[] = {"none", "I", "II", "III", NULL};
const char *const cav_names[] = {"none", "heavy", "medium", "light", NULL};
const char *const terrain_kind_names[] = {"wood",  "building", "hill", "cover",
					  "river", "obstacle", NULL};

struct game *
game_new(const struct ruleset *rs)
{
	struct game *g = um_xcalloc(1, sizeof *g);
	g->rs = rs;
	g->inches = rs->inches;
	g->bound = 1;
	return g;
}

void
kv_free_array(struct kv *kv, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(kv[i].key);
		free(kv[i].val);
	}
	free(kv);
}

const char *
kv_get(const struct kv *kv, size_t n, const char *key)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(kv[i].key, key) == 0)
			return kv[i].val;
	return NULL;
}

static struct kv *
kv_clone(const struct kv *kv, size_t n)
{
	if (n == 0)
		return NULL;
	struct kv *c = um_xcalloc(n, sizeof *c);
	for (size_t i = 0; i < n; i++) {
		c[i].key = um_xstrdup(kv[i].key);
		c[i].val = um_xstrdup(kv[i].val);
	}
	return c;
}

void
decl_free(struct decl *d)
{
	kv_free_array(d->kv, d->nkv);
	d->kv = NULL;
	d->nkv = 0;
}

size_t
game_count_decls(const struct game *g, enum decl_kind kind)
{
	size_t n = 0;
	for (size_t i = 0; i < g->ndecls; i++)
		n += g->decls[i].kind == kind;
	return n;
}

void
game_clear_decls(struct game *g)
{
	for (size_t i = 0; i < g->ndecls; i++)
		decl_free(&g->decls[i]);
	g->ndecls = 0;
}

static void
free_explain(struct game *g)
{
	for (size_t i = 0; i < g->nexplain; i++)
		free(g->explain[i]);
	free(g->explain);
	g->explain = NULL;
	g->nexplain = g->capexplain = 0;
}

void
game_set_explain(struct game *g, char **lines, size_t n)
{
	free_explain(g);
	g->explain = lines;
	g->nexplain = g->capexplain = n;
}

void
game_free(struct game *g)
{
	if (g == NULL)
		return;
	free(g->units);
	for (size_t i = 0; i < g->nterrain; i++)
		free(g->terrain[i].pts);
	free(g->terrain);
	game_clear_decls(g);
	free(g->decls);
	kv_free_array(g->settings, g->nsettings);
	free_explain(g);
	free(g);
}

void
game_append_explain(struct game *g, char **lines, size_t n)
{
	if (g->nexplain == 0) {
		game_set_explain(g, lines, n);
		return;
	}
	um_grow((void **)&g->explain, &g->capexplain, g->nexplain + n,
		sizeof *g->explain);
	for (size_t i = 0; i < n; i++)
		g->explain[g->nexplain++] = lines[i];
	free(lines);
}

struct game *
game_clone(const struct game *g)
{
	struct game *c = um_xmalloc(sizeof *c);
	*c = *g;
	c->units = NULL;
	c->capunits = 0;
	if (g->nunits) {
		c->units = um_xreallocarray(NULL, g->nunits, sizeof *c->units);
		memcpy(c->units, g->units, g->nunits * sizeof *c->units);
		c->capunits = g->nunits;
	}
	c->terrain = NULL;
	c->capterrain = 0;
	if (g->nterrain) {
		c->terrain = um_xcalloc(g->nterrain, sizeof *c->terrain);
		c->capterrain = g->nterrain;
		for (size_t i = 0; i < g->nterrain; i++) {
			c->terrain[i] = g->terrain[i];
			c->terrain[i].pts = um_xreallocarray(
			    NULL, g->terrain[i].npts, sizeof(struct point));
			memcpy(c->terrain[i].pts, g->terrain[i].pts,
			       g->terrain[i].npts * sizeof(struct point));
		}
	}
	c->decls = NULL;
	c->capdecls = 0;
	if (g->ndecls) {
		c->decls = um_xcalloc(g->ndecls, sizeof *c->decls);
		c->capdecls = g->ndecls;
		for (size_t i = 0; i < g->ndecls; i++) {
			c->decls[i] = g->decls[i];
			c->decls[i].kv =
			    kv_clone(g->decls[i].kv, g->decls[i].nkv);
		}
	}
	c->settings = kv_clone(g->settings, g->nsettings);
	c->capsettings = g->nsettings;
	c->explain = NULL;
	c->nexplain = c->capexplain = 0;
	if (g->nexplain) {
		c->explain = um_xcalloc(g->nexplain, sizeof *c->explain);
		for (size_t i = 0; i < g->nexplain; i++)
			c->explain[i] = um_xstrdup(g->explain[i]);
		c->nexplain = c->capexplain = g->nexplain;
	}
	return c;
}

struct unit *
game_unit(struct game *g, const char *name)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].name, name) == 0)
			return &g->units[i];
	return NULL;
}

const struct unit *
game_unit_c(const struct game *g, const char *name)
{
	return game_unit((struct game *)g, name);
}

struct unit *
game_add_unit(struct game *g)
{
	um_grow((void **)&g->units, &g->capunits, g->nunits + 1,
		sizeof *g->units);
	struct unit *u = &g->units[g->nunits++];
	memset(u, 0, sizeof *u);
	u->moved_bound = u->formation_bound = u->state_bound = UM_NEVER;
	u->ba.supply_rolls = -1;
	u->ba.supplies = true;
	u->ba.fired = u->ba.fired_continued = u->ba.last_target_bound =
	    UM_NEVER;
	u->ba.ranged_bound = UM_NEVER;
	u->ba.attacked = u->ba.defended = u->ba.charged = UM_NEVER;
	u->ba.inflicted_fd = u->ba.neighbour_bound = UM_NEVER;
	u->ba.support_bound = u->ba.passed_through = UM_NEVER;
	u->ba.canister_bound = UM_NEVER;
	u->act.fired_turn = u->act.returned_fire_turn = UM_NEVER;
	u->act.state_changed_turn = UM_NEVER;
	if (g->rs->unit_defaults)
		g->rs->unit_defaults(u);
	return u;
}

void
game_remove_unit(struct game *g, size_t i)
{
	if (i >= g->nunits)
		return;
	memmove(&g->units[i], &g->units[i + 1],
		(g->nunits - i - 1) * sizeof *g->units);
	g->nunits--;
}

struct terrain *
game_terrain(struct game *g, const char *name)
{
	for (size_t i = 0; i < g->nterrain; i++)
		if (strcmp(g->terrain[i].name, name) == 0)
			return &g->terrain[i];
	return NULL;
}
