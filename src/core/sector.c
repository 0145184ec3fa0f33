/* sector.c - `sector add`, `sector list` and `notice` (docs/server.md). */
#include <stdlib.h>
#include <string.h>

#include "group.h"
#include "sector.h"
#include "umpire/game.h"
#include "umpire/util.h"

/* The chief's name: a unit in no sector is the chief's. */
#define SECTOR_CHIEF "chief"

static bool
sector_name_ok(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n > UM_NAME_MAX)
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = name[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		      (c >= '0' && c <= '9') || c == '-' || c == '_'))
			return false;
	}
	return true;
}

int
sector_add(struct cmd_ctx *ctx, struct args *a)
{
	if (args_check_unused(ctx, a, "sector add", "") < 0)
		return -1;
	if (a->nword < ctx->argi + 2)
		return cmd_error(ctx, "usage: sector add NAME UNIT|GROUP...");
	const char *name = a->word[ctx->argi];
	if (!sector_name_ok(name))
		return cmd_error(ctx,
				 "sector name %s: letters, digits, - and _, "
				 "at most %d",
				 name, UM_NAME_MAX);
	struct game *g = ctx->g;
	/* Validate every operand before changing anything. */
	for (size_t w = ctx->argi + 1; w < a->nword; w++)
		if (game_unit_index(g, a->word[w]) < 0 &&
		    !group_is(g, a->word[w]))
			return group_unknown(ctx, a->word[w]);
	const char *to = strcmp(name, SECTOR_CHIEF) == 0 ? "" : name;
	size_t moved = 0;
	for (size_t w = ctx->argi + 1; w < a->nword; w++) {
		long i = game_unit_index(g, a->word[w]);
		if (i >= 0) {
			game_unit_w(g, (size_t)i)->sector = um_intern(to);
			moved++;
			continue;
		}
		size_t n = group_members(g, a->word[w], NULL, 0);
		size_t *idx = um_xcalloc(n ? n : 1, sizeof *idx);
		group_members(g, a->word[w], idx, n);
		for (size_t k = 0; k < n; k++)
			game_unit_w(g, idx[k])->sector = um_intern(to);
		moved += n;
		free(idx);
	}
	out_text(ctx->out, "  sector %s: %zu unit%s given", name, moved,
		 moved == 1 ? "" : "s");
	return 0;
}

int
sector_list(struct cmd_ctx *ctx, struct args *a)
{
	if (args_check_unused(ctx, a, "sector list", "") < 0)
		return -1;
	const struct game *g = ctx->g;
	/* Each sector once, in the order its first unit stands. */
	for (size_t i = 0; i < g->nunits; i++) {
		const char *sec = g->units[i].sector;
		if (sec[0] == '\0')
			continue;
		bool seen = false;
		for (size_t j = 0; j < i && !seen; j++)
			seen = strcmp(g->units[j].sector, sec) == 0;
		if (seen)
			continue;
		struct strbuf sb;
		sb_init(&sb);
		for (size_t j = i; j < g->nunits; j++)
			if (strcmp(g->units[j].sector, sec) == 0)
				sb_addf(&sb, "%s%s", sb.len ? "," : "",
					g->units[j].name);
		struct rec r;
		rec_begin(&r, "SECTOR");
		rec_str(&r, "name", sec);
		rec_str(&r, "units", sb.s ? sb.s : "");
		rec_end(&r, ctx->out);
		sb_free(&sb);
	}
	return 0;
}

int
sector_notice(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword <= ctx->argi)
		return cmd_error(ctx, "usage: notice TEXT...");
	struct strbuf sb;
	sb_init(&sb);
	for (size_t w = ctx->argi; w < a->nword; w++)
		sb_addf(&sb, "%s%s", w > ctx->argi ? " " : "", a->word[w]);
	for (size_t k = 0; k < a->nkv; k++) {
		sb_addf(&sb, "%s%s=%s", sb.len ? " " : "", a->kv[k].key,
			a->kv[k].val);
		a->used[k] = true;
	}
	struct rec r;
	rec_begin(&r, "NOTICE");
	rec_str(&r, "text", sb.s ? sb.s : "");
	rec_end(&r, ctx->out);
	sb_free(&sb);
	return 0;
}
