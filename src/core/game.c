/* game.c - game state: roster, terrain, declarations; deep copies. The
 * writers here note what they change in the open undo group (undo.c). */
#include <stdlib.h>
#include <string.h>

#include "undo.h"
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
		if (kv[i].key[0] == key[0] && strcmp(kv[i].key, key) == 0)
			return kv[i].val;
	return NULL;
}

struct kv *
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

struct decl *
decls_clone(const struct decl *d, size_t n)
{
	if (n == 0)
		return NULL;
	struct decl *c = um_xcalloc(n, sizeof *c);
	for (size_t i = 0; i < n; i++) {
		c[i] = d[i];
		c[i].kv = kv_clone(d[i].kv, d[i].nkv);
	}
	return c;
}

void
decls_free(struct decl *d, size_t n)
{
	for (size_t i = 0; i < n; i++)
		decl_free(&d[i]);
	free(d);
}

char **
lines_clone(char *const *l, size_t n)
{
	if (n == 0)
		return NULL;
	char **c = um_xcalloc(n, sizeof *c);
	for (size_t i = 0; i < n; i++)
		c[i] = um_xstrdup(l[i]);
	return c;
}

void
lines_free(char **l, size_t n)
{
	if (l == NULL)
		return;
	for (size_t i = 0; i < n; i++)
		free(l[i]);
	free(l);
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
	/* Lines the open undo group owns are let go, not freed. */
	if (g->explain != g->explain_borrowed || g->explain == NULL)
		lines_free(g->explain, g->nexplain);
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
game_append_explain(struct game *g, char **lines, size_t n)
{
	if (g->nexplain == 0) {
		game_set_explain(g, lines, n);
		return;
	}
	if (g->explain == g->explain_borrowed) {
		/* The open undo group owns these lines: extend a copy. */
		g->explain = lines_clone(g->explain, g->nexplain);
		g->capexplain = g->nexplain;
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
	c->undo = NULL;
	c->explain_borrowed = NULL;
	c->space = NULL;
	memset(&c->unit_index, 0, sizeof c->unit_index);
	memset(&c->terrain_index, 0, sizeof c->terrain_index);
	c->units = NULL;
	c->ustamp = NULL;
	c->capunits = 0;
	c->nunits = 0;
	if (g->nunits) {
		game_reserve_units(c, g->nunits);
		memcpy(c->units, g->units, g->nunits * sizeof *c->units);
		c->nunits = g->nunits;
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
	c->decls = decls_clone(g->decls, g->ndecls);
	c->capdecls = g->ndecls;
	c->settings = kv_clone(g->settings, g->nsettings);
	c->capsettings = g->nsettings;
	c->explain = lines_clone(g->explain, g->nexplain);
	c->capexplain = g->nexplain;
	return c;
}

void
game_reserve_units(struct game *g, size_t n)
{
	if (n <= g->capunits)
		return;
	size_t old = g->capunits;
	um_grow((void **)&g->units, &g->capunits, n, sizeof *g->units);
	g->ustamp = um_xreallocarray(g->ustamp, g->capunits, sizeof *g->ustamp);
	memset(g->ustamp + old, 0, (g->capunits - old) * sizeof *g->ustamp);
}

void
game_unit_defaults(const struct game *g, struct unit *u)
{
	memset(u, 0, sizeof *u);
	u->label = u->weapon = u->mother = u->brigade = u->sector =
	    um_intern("");
	u->moved_bound = u->formation_bound = u->state_bound = UM_NEVER;
	if (g->rs->unit_defaults)
		g->rs->unit_defaults(u);
}

void
name_index_free(struct name_index *x)
{
	free(x->slot);
	memset(x, 0, sizeof *x);
}
