/* gamewrite.c - every change to the game's units and terrain goes
 * through these writers: each is kept for undo (undo.c) and noted for the
 * unit space (spatial.c); and game_free, which frees what both keep.
 * Above game.c, undo.c and spatial.c; index.c's game_unit finds a unit
 * to write here. */
#include <stdlib.h>
#include <string.h>

#include "undo.h"
#include "umpire/game.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

struct unit *
game_unit_w(struct game *g, size_t i)
{
	if (i >= g->nunits)
		return NULL;
	undo_save_unit(g, i);
	space_note_unit(g, i);
	return &g->units[i];
}

struct unit *
game_append_unit(struct game *g, const struct unit *u)
{
	game_reserve_units(g, g->nunits + 1);
	size_t i = g->nunits++;
	memcpy(&g->units[i], u, sizeof *u);
	g->ustamp[i] = 0;
	undo_unit_added(g, i);
	return &g->units[i];
}

struct unit *
game_add_unit(struct game *g)
{
	struct unit u;
	game_unit_defaults(g, &u);
	return game_append_unit(g, &u);
}

void
game_remove_unit(struct game *g, size_t i)
{
	if (i >= g->nunits)
		return;
	undo_unit_removed(g, i);
	memmove(&g->units[i], &g->units[i + 1],
		(g->nunits - i - 1) * sizeof *g->units);
	memmove(&g->ustamp[i], &g->ustamp[i + 1],
		(g->nunits - i - 1) * sizeof *g->ustamp);
	g->nunits--;
	g->unit_index.stale = true;
	space_note_all(g);
}

void
game_add_terrain(struct game *g, const struct terrain *t)
{
	um_grow((void **)&g->terrain, &g->capterrain, g->nterrain + 1,
		sizeof *g->terrain);
	g->terrain[g->nterrain++] = *t;
	undo_terrain_added(g, g->nterrain - 1);
}

void
game_remove_terrain(struct game *g, size_t i)
{
	if (i >= g->nterrain)
		return;
	struct terrain t = g->terrain[i];
	memmove(&g->terrain[i], &g->terrain[i + 1],
		(g->nterrain - i - 1) * sizeof *g->terrain);
	g->nterrain--;
	g->terrain_index.stale = true;
	undo_terrain_removed(g, i, &t);
}

void
game_free(struct game *g)
{
	if (g == NULL)
		return;
	game_undo_free(g);
	name_index_free(&g->unit_index);
	name_index_free(&g->terrain_index);
	unit_space_free(g->space);
	free(g->ustamp);
	free(g->units);
	for (size_t i = 0; i < g->nterrain; i++)
		free(g->terrain[i].pts);
	free(g->terrain);
	game_clear_decls(g);
	free(g->decls);
	kv_free_array(g->settings, g->nsettings);
	game_set_explain(g, NULL, 0); /* frees the explanation */
	free(g);
}
