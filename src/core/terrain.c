/* terrain.c - terrain polygons (spec §2 `terrain add`). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "umpire/suggest.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* game.h names the limit: fixed outline buffers are sized on it. */
#define TERRAIN_MAX_POINTS UM_TERRAIN_MAX_POINTS

/* "x,y;x,y;..." */
static int
parse_points(struct cmd_ctx *ctx, const char *s, struct point **out, size_t *n)
{
	struct point *pts = NULL;
	size_t cap = 0, np = 0;
	const char *p = s;
	while (*p) {
		size_t len = strcspn(p, ";");
		char *pair = um_xstrndup(p, len);
		char *comma = strchr(pair, ',');
		double x, y;
		bool ok = comma != NULL;
		if (ok) {
			*comma = '\0';
			ok = um_parse_double(pair, &x) &&
			     um_parse_double(comma + 1, &y);
		}
		free(pair);
		if (!ok || np >= TERRAIN_MAX_POINTS) {
			free(pts);
			return cmd_error(ctx,
					 "points=%s is not allowed; "
					 "points is x,y;x,y;... with up "
					 "to %d numeric points",
					 s, TERRAIN_MAX_POINTS);
		}
		um_grow((void **)&pts, &cap, np + 1, sizeof *pts);
		pts[np].x = x;
		pts[np].y = y;
		np++;
		p += len;
		if (*p == ';')
			p++;
	}
	*out = pts;
	*n = np;
	return 0;
}

int
cmd_terrain_add(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1)
		return cmd_error(ctx, "usage: terrain add NAME "
				      "kind=wood|building|hill|cover|river|"
				      "obstacle points=x,y;x,y;... [level=N] "
				      "[class=I|II|III] [blocks=yes|no]");
	const char *name = a->word[ctx->argi];
	if (!um_is_ident(name, UM_NAME_MAX))
		return cmd_error(ctx,
				 "terrain name \"%s\" is not allowed; "
				 "names are 1 to %d letters, digits, _ - .",
				 name, UM_NAME_MAX);
	if (game_terrain_c(ctx->g, name))
		return cmd_error(ctx, "terrain %s already exists", name);
	struct terrain t;
	memset(&t, 0, sizeof t);
	snprintf(t.name, sizeof t.name, "%s", name);
	int kind = -1;
	if (args_enum(ctx, a, "kind", terrain_kind_names, &kind) < 0)
		return -1;
	if (kind < 0)
		return cmd_error(ctx,
				 "terrain add %s needs kind=...; kind is "
				 "one of %s",
				 name, names_join(terrain_kind_names, "|"));
	t.kind = (enum terrain_kind)kind;
	const char *pts = args_get(a, "points");
	if (pts == NULL)
		return cmd_error(ctx, "terrain add %s needs points=x,y;x,y;...",
				 name);
	long level = t.kind == TERRAIN_HILL ? 1 : 0;
	if (args_int(ctx, a, "level", -20, 20, &level) < 0)
		return -1;
	if (args_has(a, "level") && t.kind != TERRAIN_HILL)
		return cmd_error(ctx, "level= is for kind=hill only");
	t.level = (int)level;
	static const char *const classes[] = {"I", "II", "III", NULL};
	int cls = -1;
	if (args_enum(ctx, a, "class", classes, &cls) < 0)
		return -1;
	if (t.kind == TERRAIN_COVER && cls < 0)
		return cmd_error(ctx,
				 "terrain add %s kind=cover needs "
				 "class=I|II|III",
				 name);
	/* Woods and buildings may carry their own class (Table 5 not
	 * found; without it the settings cover_wood/cover_building). */
	if (cls >= 0 && t.kind != TERRAIN_COVER && t.kind != TERRAIN_WOOD &&
	    t.kind != TERRAIN_BUILDING)
		return cmd_error(ctx, "class= is for kind=cover, wood or "
				      "building only (the cover class, "
				      "I|II|III)");
	t.cover = cls >= 0 ? (enum cover)(cls + 1) : COVER_NONE;
	t.blocks_sight = t.kind == TERRAIN_WOOD || t.kind == TERRAIN_BUILDING;
	if (args_bool(ctx, a, "blocks", &t.blocks_sight) < 0)
		return -1;
	if (args_check_unused(ctx, a, "terrain add",
			      "kind points level class blocks") < 0)
		return -1;
	size_t minpts =
	    (t.kind == TERRAIN_RIVER || t.kind == TERRAIN_OBSTACLE) ? 2 : 3;
	if (parse_points(ctx, pts, &t.pts, &t.npts) < 0)
		return -1;
	if (t.npts < minpts) {
		free(t.pts);
		return cmd_error(ctx,
				 "kind=%s needs at least %zu points, got "
				 "%zu",
				 terrain_kind_names[t.kind], minpts, t.npts);
	}
	game_add_terrain(ctx->g, &t);
	return 0;
}

int
cmd_terrain_remove(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: terrain remove NAME");
	struct game *g = ctx->g;
	const struct terrain *t = game_terrain_c(g, a->word[ctx->argi]);
	if (t != NULL) {
		game_remove_terrain(g, (size_t)(t - g->terrain));
		return 0;
	}
	return cmd_error(ctx, "no terrain named %s%s", a->word[ctx->argi],
			 suggest_terrain(ctx->g, a->word[ctx->argi]));
}

int
cmd_terrain_list(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: terrain");
	for (size_t i = 0; i < ctx->g->nterrain; i++) {
		const struct terrain *t = &ctx->g->terrain[i];
		struct strbuf sb;
		sb_init(&sb);
		for (size_t k = 0; k < t->npts; k++) {
			char x[32], y[32];
			um_fmt_num(x, sizeof x, t->pts[k].x);
			um_fmt_num(y, sizeof y, t->pts[k].y);
			sb_addf(&sb, "%s%s,%s", k ? ";" : "", x, y);
		}
		struct rec r;
		rec_begin(&r, "TERRAIN");
		rec_str(&r, "name", t->name);
		rec_str(&r, "kind", terrain_kind_names[t->kind]);
		rec_str(&r, "points", sb.s);
		if (t->kind == TERRAIN_HILL)
			rec_int(&r, "level", t->level);
		if (t->cover != COVER_NONE)
			rec_str(&r, "class", cover_names[t->cover]);
		rec_bool(&r, "blocks", t->blocks_sight);
		rec_end(&r, ctx->out);
		sb_free(&sb);
	}
	if (ctx->g->nterrain == 0)
		out_text(ctx->out, "  (no terrain)");
	return 0;
}
