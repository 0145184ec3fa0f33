/* commands.c - game-level commands and the dispatch to ruleset procedures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "commands.h"
#include "query.h"
#include "group.h"
#include "umpire/suggest.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/teach.h"
#include "umpire/util.h"
#include "umpire/view.h"

int
cmd_ruleset(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: ruleset %s", ruleset_names());
	const char *name = a->word[ctx->argi];
	const struct ruleset *rs = ruleset_find(name);
	if (rs == NULL)
		return cmd_error(ctx,
				 "ruleset %s is not known; the rulesets "
				 "are %s",
				 name, ruleset_names());
	if (rs == ctx->g->rs)
		return 0;
	if (ctx->g->nunits > 0 || ctx->g->nterrain > 0)
		return cmd_error(ctx,
				 "ruleset can only be chosen before the "
				 "first unit or terrain is added (this "
				 "game has %zu units)",
				 ctx->g->nunits);
	char *err = NULL;
	if (ctx->s && session_switch_ruleset(ctx->s, name, &err) < 0) {
		cmd_error(ctx, "%s", err);
		free(err);
		return -1;
	}
	ctx->g->rs = rs;
	ctx->g->inches = rs->inches;
	ctx->g->phase = 0;
	kv_free_array(ctx->g->settings, ctx->g->nsettings);
	ctx->g->settings = NULL;
	ctx->g->nsettings = ctx->g->capsettings = 0;
	return 0;
}

int
cmd_game(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi)
		return cmd_error(ctx, "usage: game [units=cm|in] "
				      "[SETTING=VALUE...]");
	if (a->nkv == 0) {
		struct rec r;
		rec_begin(&r, "GAME");
		rec_str(&r, "ruleset", ctx->g->rs->name);
		rec_str(&r, "units", ctx->g->inches ? "in" : "cm");
		rec_int(&r, "bound", ctx->g->bound);
		for (size_t i = 0; i < ctx->g->nsettings; i++)
			rec_str(&r, ctx->g->settings[i].key,
				ctx->g->settings[i].val);
		rec_end(&r, ctx->out);
		return 0;
	}
	bool inches = ctx->g->inches;
	static const char *const unit_names[] = {"cm", "in", NULL};
	int u = -1;
	if (args_enum(ctx, a, "units", unit_names, &u) < 0)
		return -1;
	if (u >= 0)
		inches = u == 1;
	/* Any other key must name a setting the ruleset knows. */
	for (size_t i = 0; i < a->nkv; i++) {
		if (a->used[i])
			continue;
		int pk = pace_game_key(ctx, a->kv[i].key, a->kv[i].val);
		if (pk == 0) /* docs/views.md */
			pk = view_game_key(ctx, a->kv[i].key, a->kv[i].val);
		if (pk < 0)
			return -1;
		if (pk == 0 &&
		    settings_index(ctx->g->rs->settings, a->kv[i].key) < 0) {
			char *m = settings_unknown(ctx->g->rs, a->kv[i].key);
			cmd_error_set(ctx, "game: %s (help game)", m);
			free(m);
			return -1;
		}
		if (strlen(a->kv[i].val) > 64 || a->kv[i].val[0] == '\0')
			return cmd_error(ctx, "game: %s=%s is not a value",
					 a->kv[i].key, a->kv[i].val);
	}
	ctx->g->inches = inches;
	for (size_t i = 0; i < a->nkv; i++) {
		if (a->used[i])
			continue;
		struct game *g = ctx->g;
		size_t k = 0;
		while (k < g->nsettings &&
		       strcmp(g->settings[k].key, a->kv[i].key) != 0)
			k++;
		if (k == g->nsettings) {
			um_grow((void **)&g->settings, &g->capsettings,
				g->nsettings + 1, sizeof *g->settings);
			g->settings[k].key = um_xstrdup(a->kv[i].key);
			g->settings[k].val = NULL;
			g->nsettings++;
		}
		free(g->settings[k].val);
		g->settings[k].val = um_xstrdup(a->kv[i].val);
	}
	char *serr = NULL;
	if (ctx->s && session_settings_check(ctx->s, &serr) < 0) {
		cmd_error(ctx, "game: %s", serr);
		free(serr);
		return -1;
	}
	return 0;
}

/* The header names the out-parameters a and t; here a is the args. */
int
// cppcheck-suppress funcArgOrderDifferent
cmd_actor_target(struct cmd_ctx *ctx, struct args *a, const char *sep,
		 struct unit **au, struct unit **tu)
{
	const char *name = a->word[0];
	if (a->nword != ctx->argi + 3 ||
	    strcmp(a->word[ctx->argi + 1], sep) != 0)
		return cmd_error(ctx, "usage: %s%s A %s T [key=value...]",
				 ctx->argi == 2 ? "check " : "", name, sep);
	const char *an = a->word[ctx->argi], *tn = a->word[ctx->argi + 2];
	*au = cmd_unit(ctx, an);
	if (*au == NULL)
		return cmd_failed();
	*tu = cmd_unit(ctx, tn);
	if (*tu == NULL)
		return cmd_failed();
	if (*au == *tu)
		return cmd_error(ctx, "%s cannot %s itself", an,
				 strcmp(sep, "at") == 0 ? "fire at" : "attack");
	return 0;
}

struct decl *
game_add_decl(struct game *g, enum decl_kind kind, const char *actor,
	      const char *target, const struct args *a)
{
	um_grow((void **)&g->decls, &g->capdecls, g->ndecls + 1,
		sizeof *g->decls);
	struct decl *d = &g->decls[g->ndecls++];
	memset(d, 0, sizeof *d);
	d->kind = kind;
	um_snprintf(d->actor, sizeof d->actor, "%s", actor);
	um_snprintf(d->target, sizeof d->target, "%s", target);
	if (a->nkv) {
		d->kv = um_xcalloc(a->nkv, sizeof *d->kv);
		for (size_t i = 0; i < a->nkv; i++) {
			d->kv[i].key = um_xstrdup(a->kv[i].key);
			d->kv[i].val = um_xstrdup(a->kv[i].val);
		}
		d->nkv = a->nkv;
	}
	return d;
}

static int
not_in_ruleset(struct cmd_ctx *ctx, const char *what)
{
	return cmd_error(ctx, "%s is not part of the %s ruleset", what,
			 ctx->g->rs->name);
}

#define DISPATCH(fn, what)                                                     \
	int cmd_##fn(struct cmd_ctx *ctx, struct args *a)                      \
	{                                                                      \
		if (ctx->g->rs->fn == NULL)                                    \
			return not_in_ruleset(ctx, what);                      \
		if (bound_phase_allows(ctx, what) < 0)                         \
			return -1;                                             \
		return ctx->g->rs->fn(ctx, a);                                 \
	}

/* fire and check fire: the firer may be a brigade (group.c). */
static int
fire_dispatch(struct cmd_ctx *ctx, struct args *a,
	      int (*proc)(struct cmd_ctx *, struct args *), const char *what,
	      int (*brigade)(struct cmd_ctx *, struct args *))
{
	if (proc == NULL)
		return not_in_ruleset(ctx, what);
	if (bound_phase_allows(ctx, what) < 0)
		return -1;
	const char *firer = a->nword > ctx->argi ? a->word[ctx->argi] : "";
	if (a->nword == ctx->argi + 3 &&
	    group_is(ctx->g, a->word[ctx->argi + 2]))
		return cmd_error(ctx,
				 "%s: %s is a brigade; the target is one unit, "
				 "one of its battalions (units with "
				 "brigade=%s)",
				 what, a->word[ctx->argi + 2],
				 a->word[ctx->argi + 2]);
	if (group_is(ctx->g, firer))
		return ctx->g->rs->check_fire
			   ? brigade(ctx, a)
			   : cmd_error(ctx,
				       "%s is a brigade; the %s ruleset has no "
				       "check fire to sort its battalions: "
				       "declare each by name",
				       firer, ctx->g->rs->name);
	if (a->nword == ctx->argi + 3 && cmd_unit_found(ctx, firer) == NULL)
		return group_unknown(ctx, firer);
	return proc(ctx, a);
}

int
cmd_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	return fire_dispatch(ctx, a, ctx->g->rs->check_fire, "check fire",
			     group_check_fire);
}

int
cmd_fire(struct cmd_ctx *ctx, struct args *a)
{
	return fire_dispatch(ctx, a, ctx->g->rs->fire, "fire", group_fire);
}

DISPATCH(melee, "melee")
DISPATCH(check_melee, "check melee")

int
cmd_factors(struct cmd_ctx *ctx, struct args *a)
{
	if (ctx->g->rs->factors == NULL)
		return not_in_ruleset(ctx, "factors");
	if (bound_phase_allows(ctx, "factors") < 0)
		return -1;
	/* factors fire BRIGADE at T: each battalion's (group.c). */
	if (a->nword == ctx->argi + 4 &&
	    strcmp(a->word[ctx->argi], "fire") == 0 && ctx->g->rs->check_fire &&
	    group_is(ctx->g, a->word[ctx->argi + 1]))
		return group_factors(ctx, a);
	return ctx->g->rs->factors(ctx, a);
}

int
cmd_scan(struct cmd_ctx *ctx, struct args *a)
{
	if (ctx->g->rs->scan == NULL)
		return not_in_ruleset(ctx, "scan");
	/* scan takes no unit: a brigade named like a unit is the brigade. */
	if (a->nword == ctx->argi + 1 && a->word[ctx->argi][0] &&
	    !group_side_in_play(ctx->g, a->word[ctx->argi]) &&
	    group_members(ctx->g, a->word[ctx->argi], NULL, 0) > 0)
		return group_scan(ctx, a);
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: scan SIDE|BRIGADE");
	if (group_scan_unknown(ctx, a->word[ctx->argi]) < 0)
		return -1;
	return bound_scan(ctx, a); /* leaves out units that have fired */
}

int
cmd_resolve(struct cmd_ctx *ctx, struct args *a)
{
	if (ctx->g->ndecls == 0)
		return cmd_error(ctx, "nothing is declared; declare with fire "
				      "A at T or melee A vs D first");
	if (ctx->g->rs->resolve == NULL)
		return not_in_ruleset(ctx, "resolve");
	size_t from = ctx->out->n;
	if (ctx->g->rs->resolve(ctx, a) < 0)
		return -1;
	/* `explain` ends with the results in words. */
	explain_result_words(ctx->g, ctx->out, from);
	return 0;
}

int
cmd_odds(struct cmd_ctx *ctx, struct args *a)
{
	if (ctx->g->ndecls == 0)
		return cmd_error(ctx, "nothing is declared; odds gives the "
				      "outcomes of what is declared");
	if (ctx->g->rs->odds == NULL)
		return not_in_ruleset(ctx, "odds");
	return ctx->g->rs->odds(ctx, a);
}

int
cmd_declared(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: declared");
	for (size_t i = 0; i < ctx->g->ndecls; i++) {
		const struct decl *d = &ctx->g->decls[i];
		struct rec r;
		rec_begin(&r, "DECLARED");
		rec_str(&r, "kind", d->kind == DECL_FIRE ? "fire" : "melee");
		rec_str(&r, "actor", d->actor);
		rec_str(&r, "target", d->target);
		/* Dice stay hidden until resolve: any key ending in "dice". */
		for (size_t k = 0; k < d->nkv; k++) {
			size_t len = strlen(d->kv[k].key);
			if (len >= 4 &&
			    strcmp(d->kv[k].key + len - 4, "dice") == 0)
				continue;
			rec_str(&r, d->kv[k].key, d->kv[k].val);
		}
		rec_end(&r, ctx->out);
	}
	if (ctx->g->ndecls == 0)
		out_text(ctx->out, "  (nothing declared)");
	return 0;
}

int
cmd_cancel(struct cmd_ctx *ctx, struct args *a)
{
	size_t n = a->nword - ctx->argi;
	if (a->nkv || (n != 1 && n != 3) ||
	    (n == 3 && strcmp(a->word[ctx->argi + 1], "at") != 0 &&
	     strcmp(a->word[ctx->argi + 1], "vs") != 0))
		return cmd_error(ctx, "usage: cancel A|BRIGADE [at|vs T]");
	const char *actor = a->word[ctx->argi];
	const char *target = n == 3 ? a->word[ctx->argi + 2] : NULL;
	struct game *g = ctx->g;
	if (game_unit_c(g, actor) == NULL && !group_is(g, actor))
		return group_unknown(ctx, actor);
	if (target && cmd_unit(ctx, target) == NULL)
		return cmd_failed();
	size_t kept = 0, dropped = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		struct decl *d = &g->decls[i];
		if (group_names(g, actor, d->actor) && /* a brigade's too */
		    (target == NULL || strcmp(d->target, target) == 0)) {
			decl_free(d);
			dropped++;
			continue;
		}
		g->decls[kept++] = *d;
	}
	g->ndecls = kept;
	if (dropped == 0)
		return cmd_error(ctx, "%s has nothing declared%s%s", actor,
				 target ? " against " : "",
				 target ? target : "");
	out_text(ctx->out, "  cancelled %zu declaration%s of %s", dropped,
		 dropped == 1 ? "" : "s", actor);
	return 0;
}

int
cmd_bound_next(struct cmd_ctx *ctx, struct args *a)
{
	if (bound_next_allowed(ctx, a) < 0)
		return -1;
	if (a->nword != ctx->argi ||
	    args_check_unused(ctx, a, "bound next", "force") < 0)
		return cmd_error(ctx, "usage: bound next [force=yes]");
	struct game *g = ctx->g;
	if (g->ndecls)
		return cmd_error(ctx,
				 "%zu declaration%s waiting; resolve or "
				 "cancel them first",
				 g->ndecls, g->ndecls == 1 ? " is" : "s are");
	if (g->rs->phase_change && (g->rs->phase_change(ctx, -1, false) < 0 ||
				    g->rs->phase_change(ctx, -1, true) < 0))
		return -1;
	g->bound++;
	g->phase = 0;
	/* Only the units that moved are written: undo keeps those alone. */
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		/* Bytes on purpose: -0 becomes 0 as the copy would make it. */
		// NOLINTBEGIN(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
		if (memcmp(&u->start_x, &u->x, sizeof u->x) == 0 &&
		    memcmp(&u->start_y, &u->y, sizeof u->y) == 0)
			continue;
		// NOLINTEND(bugprone-suspicious-memory-comparison,cert-exp42-c,cert-flp37-c)
		struct unit *w = game_unit_w(g, i);
		w->start_x = w->x;
		w->start_y = w->y;
	}
	if (g->rs->bound_next)
		g->rs->bound_next(g);
	out_text(ctx->out, "  %s %d begins",
		 g->rs->turn_word ? g->rs->turn_word : "turn", g->bound);
	return 0;
}

int
cmd_phase(struct cmd_ctx *ctx, struct args *a)
{
	const char *const *ph = ctx->g->rs->phases;
	if (a->nword != ctx->argi + 1 || a->nkv)
		return cmd_error(ctx, "usage: phase %s", names_join(ph, "|"));
	for (int i = 0; ph[i]; i++)
		if (strcmp(ph[i], a->word[ctx->argi]) == 0) {
			const struct ruleset *rs = ctx->g->rs;
			if (rs->phase_change &&
			    (rs->phase_change(ctx, i, false) < 0 ||
			     rs->phase_change(ctx, i, true) < 0))
				return -1;
			ctx->g->phase = i;
			return 0;
		}
	return cmd_error(ctx, "phase %s is not a phase of %s; phases: %s",
			 a->word[ctx->argi], ctx->g->rs->name,
			 names_join(ph, "|"));
}

int
cmd_explain(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: explain");
	if (ctx->g->nexplain == 0)
		return cmd_error(ctx, "nothing resolved yet; explain shows "
				      "the last resolution");
	for (size_t i = 0; i < ctx->g->nexplain; i++)
		out_text(ctx->out, "%s", ctx->g->explain[i]);
	return 0;
}

/* `walk` is taken by the front end that can ask (line mode, batch, the
 * TUI's `:walk`; docs/commands.md "Line mode: walk"); reaching the
 * session means nothing can answer its questions. */
int
cmd_walk(struct cmd_ctx *ctx, struct args *a)
{
	(void)a;
	return cmd_error(ctx, "walk asks its questions one by one: use it in "
			      "line mode (umpire -l), batch (the answers on "
			      "the lines after it) or the TUI's `:walk`; a "
			      "game file holds the fire or melee lines a "
			      "walk writes");
}

int
cmd_status(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: status");
	struct game *g = ctx->g;
	struct rec r;
	rec_begin(&r, "STATUS");
	rec_str(&r, "ruleset", g->rs->name);
	rec_int(&r, "bound", g->bound);
	rec_str(&r, "phase", g->rs->phases[g->phase]);
	rec_str(&r, "units", g->inches ? "in" : "cm");
	rec_int(&r, "roster", (long)g->nunits);
	rec_int(&r, "declared", (long)g->ndecls);
	rec_bool(&r, "provisional", tableset_any_provisional(ctx->tables));
	if (ctx->s && ctx->s->path)
		rec_str(&r, "game", ctx->s->path);
	if (ctx->s)
		session_tables_status(ctx->s, &r);
	rec_end(&r, ctx->out);
	pace_status(ctx, false);
	return 0;
}

int
cmd_help(struct cmd_ctx *ctx, struct args *a)
{
	const char *format = args_get(a, "format");
	if (format && a->nword == ctx->argi)
		return args_check_unused(ctx, a, "help", "format") < 0
			   ? -1
			   : cmd_doc(ctx, format);
	if (a->nkv)
		return cmd_error(ctx, "usage: help [COMMAND]");
	if (a->nword > ctx->argi) {
		struct args q = {.word = a->word + ctx->argi,
				 .nword = a->nword - ctx->argi};
		size_t nw;
		const struct cmd_entry *e = session_cmd_find(ctx->s, &q, &nw);
		if (e == NULL)
			return cmd_error(ctx,
					 "no command %s; `help` lists "
					 "them all",
					 a->word[ctx->argi]);
		out_text(ctx->out, "usage: %s", e->usage);
		out_text(ctx->out, "  %s", e->help);
		if (e->alias)
			out_text(ctx->out, "  alias: %s", e->alias);
		return 0;
	}
	out_text(ctx->out, "commands (help COMMAND for one):");
	const struct cmd_set *all = &ctx->s->commands;
	for (size_t i = 0; i < all->n; i++)
		out_text(ctx->out, "  %-16s %s", all->rows[i].name,
			 all->rows[i].help);
	const struct cmd_entry *x = ctx->g->rs->commands;
	for (size_t i = 0; x && x[i].name; i++)
		out_text(ctx->out, "  %-16s %s (%s)", x[i].name, x[i].help,
			 ctx->g->rs->name);
	return 0;
}
