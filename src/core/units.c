/* units.c - the roster: unit add/set/remove, units (spec §3). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "commands.h"
#include "umpire/suggest.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

#define FIGURES_MAX 100000
#define COORD_MAX 1000000.0

static int
name_ok(struct cmd_ctx *ctx, size_t max, const char *key, const char *v)
{
	if (!um_is_ident(v, max))
		return cmd_error(ctx,
				 "%s=%s is not allowed; %s is a name of "
				 "1 to %zu letters, digits, _ - .",
				 key, v, key, max);
	return 0;
}

static int
set_name_field(struct cmd_ctx *ctx, char *dst, size_t max, const char *key,
	       const char *v)
{
	if (name_ok(ctx, max, key, v) < 0)
		return -1;
	memcpy(dst, v, strlen(v) + 1); /* at most max bytes: an ident */
	return 0;
}

/* The same for a name kept interned (intern.h). */
static int
set_name_text(struct cmd_ctx *ctx, const char **dst, const char *key,
	      const char *v)
{
	if (name_ok(ctx, UM_NAME_MAX, key, v) < 0)
		return -1;
	*dst = um_intern(v);
	return 0;
}

/* side=V: a side within two letters of one in play is a slip, not a third
 * side, unless confirmed as new with side=NEW:V (docs/tui.md). */
static int
set_side(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (strncmp(v, "NEW:", 4) == 0)
		v += 4;
	else if (suggest_side(ctx->g, v))
		return cmd_error(ctx,
				 "side=%s is no side in play (did you mean "
				 "side=%s?); side=NEW:%s adds a new side",
				 v, suggest_side(ctx->g, v), v);
	return set_name_field(ctx, u->side, UM_NAME_MAX, "side", v);
}

/* The keys every ruleset has (spec §3). Returns 1 if key handled. */
static int
apply_common_key(struct cmd_ctx *ctx, struct unit *u, const char *key,
		 const char *v)
{
	const struct ruleset *rs = ctx->g->rs;
	long n;
	double d;
	if (strcmp(key, "side") == 0)
		return set_side(ctx, u, v) < 0 ? -1 : 1;
	if (strcmp(key, "mother") == 0)
		return set_name_text(ctx, &u->mother, key, v) < 0 ? -1 : 1;
	if (strcmp(key, "weapon") == 0)
		return set_name_text(ctx, &u->weapon, key, v) < 0 ? -1 : 1;
	if (strcmp(key, "brigade") == 0)
		return set_name_text(ctx, &u->brigade, key, v) < 0 ? -1 : 1;
	if (strcmp(key, "label") == 0) {
		/* Counted in characters: at most 4 bytes each in UTF-8. */
		size_t nch = um_utf8_chars(v);
		if (nch > UM_LABEL_MAX || strlen(v) > UM_LABEL_BYTES)
			return cmd_error(
			    ctx,
			    "label is %zu characters long; a label "
			    "has at most %d characters",
			    nch, UM_LABEL_MAX);
		u->label = um_intern(v);
		return 1;
	}
	if (strcmp(key, "arm") == 0) {
		for (int i = 0; arm_names[i]; i++)
			if (strcmp(arm_names[i], v) == 0) {
				u->arm = (enum arm)i;
				return 1;
			}
		return cmd_error(ctx,
				 "arm=%s is not allowed%s; arm is one of %s", v,
				 suggest_in(v, names_join(arm_names, "|")),
				 names_join(arm_names, "|"));
	}
	if (strcmp(key, "figures") == 0 || strcmp(key, "guns") == 0 ||
	    strcmp(key, "level") == 0) {
		long lo = strcmp(key, "level") == 0 ? -20 : 0;
		long hi = strcmp(key, "level") == 0 ? 20 : FIGURES_MAX;
		if (!um_parse_int(v, lo, hi, &n))
			return cmd_error(ctx,
					 "%s=%s is not allowed; %s is a "
					 "whole number from %ld to %ld",
					 key, v, key, lo, hi);
		if (key[0] == 'f')
			u->figures = (int)n;
		else if (key[0] == 'g')
			u->guns = (int)n;
		else
			u->level = (int)n;
		return 1;
	}
	if (strcmp(key, "formation") == 0) {
		int i = ruleset_formation_index(rs, v);
		if (i < 0)
			return cmd_error(
			    ctx,
			    "formation=%s is not allowed%s; "
			    "formation is one of %s",
			    v, suggest_in(v, names_join(rs->formations, "|")),
			    names_join(rs->formations, "|"));
		u->formation = i;
		return 1;
	}
	if (strcmp(key, "state") == 0) {
		int i = ruleset_state_index(rs, v);
		if (i < 0)
			return cmd_error(
			    ctx,
			    "state=%s is not allowed%s; state "
			    "is one of %s",
			    v, suggest_in(v, names_join(rs->states, "|")),
			    names_join(rs->states, "|"));
		u->state = i;
		return 1;
	}
	if (strcmp(key, "cover") == 0) {
		for (int i = 0; cover_names[i]; i++)
			if (strcmp(cover_names[i], v) == 0) {
				u->cover = (enum cover)i;
				return 1;
			}
		return cmd_error(ctx,
				 "cover=%s is not allowed; cover is one "
				 "of %s",
				 v, names_join(cover_names, "|"));
	}
	if (strcmp(key, "x") == 0 || strcmp(key, "y") == 0 ||
	    strcmp(key, "facing") == 0 || strcmp(key, "width") == 0 ||
	    strcmp(key, "depth") == 0) {
		bool size = key[0] == 'w' || key[0] == 'd';
		double lo = size ? 0 : -COORD_MAX;
		if (!um_parse_double(v, &d) || d < lo || d > COORD_MAX)
			return cmd_error(
			    ctx, "%s=%s is not allowed; %s is a number%s", key,
			    v, key,
			    size ? " from 0 (derived) up"
				 : (key[0] == 'f' ? " of degrees clockwise "
						    "from north"
						  : " in game units"));
		if (key[0] == 'x')
			u->x = d;
		else if (key[0] == 'y')
			u->y = d;
		else if (key[0] == 'f')
			u->facing = fmod(fmod(d, 360.0) + 360.0, 360.0);
		else if (key[0] == 'w')
			u->width = d;
		else
			u->depth = d;
		return 1;
	}
	return 0;
}

static const char *const common_keys[] = {
    "side",   "arm",   "figures", "guns",   "formation", "state",
    "x",      "y",     "facing",  "width",  "depth",	 "label",
    "weapon", "level", "cover",	  "mother", "brigade",	 NULL};

static const char *
allowed_keys(const struct ruleset *rs)
{
	static char buf[1024];
	um_snprintf(buf, sizeof buf, "%s", names_join(common_keys, " "));
	for (const struct unit_key *k = rs->keys; k && k->name; k++) {
		size_t len = strlen(buf);
		um_snprintf(buf + len, sizeof buf - len, " %s", k->name);
	}
	return buf;
}

const char *
unit_keys_allowed(const struct ruleset *rs)
{
	return allowed_keys(rs);
}

/* Apply every key of a to u (a scratch copy); -1 leaves the caller to
 * discard it. */
static int
apply_keys(struct cmd_ctx *ctx, struct args *a, struct unit *u)
{
	bool had_x = false, had_y = false;
	for (size_t i = 0; i < a->nkv; i++) {
		const char *key = a->kv[i].key, *v = a->kv[i].val;
		int r = apply_common_key(ctx, u, key, v);
		if (r < 0)
			return -1;
		if (r == 0) {
			const struct unit_key *k = ctx->g->rs->keys;
			while (k && k->name && strcmp(k->name, key) != 0)
				k++;
			if (k == NULL || k->name == NULL)
				return cmd_error(
				    ctx, "unknown key %s%s; allowed: %s", key,
				    suggest_in(key, allowed_keys(ctx->g->rs)),
				    allowed_keys(ctx->g->rs));
			if (unit_key_apply(ctx, k, u, v) < 0)
				return -1;
		}
		a->used[i] = true;
		had_x |= strcmp(key, "x") == 0;
		had_y |= strcmp(key, "y") == 0;
	}
	if (had_x != had_y && !u->placed)
		return cmd_error(ctx, "give x and y together to place a "
				      "unit on the table");
	if (had_x && had_y)
		u->placed = true;
	return 0;
}

/* "unit add X: " before a key's message. */
static int
prefix_error(struct cmd_ctx *ctx, const char *cmd, const char *name)
{
	if (ctx->err) {
		char *m = um_xasprintf("%s %s: %s", cmd, name, ctx->err);
		free(ctx->err);
		ctx->err = m;
	}
	return -1;
}

static int
unit_name_arg(struct cmd_ctx *ctx, struct args *a, const char *usage,
	      const char **name)
{
	if (a->nword != ctx->argi + 1) {
		cmd_error(ctx, "usage: %s", usage);
		return -1;
	}
	*name = a->word[ctx->argi];
	return 0;
}

static int
no_such_unit(struct cmd_ctx *ctx, const char *name)
{
	if (ctx->g->nunits == 0)
		return cmd_error(ctx,
				 "no unit named %s; the roster is empty "
				 "(unit add NAME ...)",
				 name);
	return cmd_error(ctx, "no unit named %s%s; `units` lists the roster",
			 name, suggest_unit(ctx->g, name));
}

int
cmd_unit_add(struct cmd_ctx *ctx, struct args *a)
{
	const char *usage = "unit add NAME side=S "
			    "arm=infantry|cavalry|artillery figures=N "
			    "[key=value...]";
	const char *name = NULL;
	if (unit_name_arg(ctx, a, usage, &name) < 0)
		return -1;
	if (!um_is_ident(name, UM_NAME_MAX))
		return cmd_error(ctx,
				 "unit name \"%s\" is not allowed; names "
				 "are 1 to %d letters, digits, _ - .",
				 name, UM_NAME_MAX);
	if (game_unit_c(ctx->g, name) != NULL)
		return cmd_error(ctx,
				 "unit %s already exists; use unit set "
				 "%s key=value to change it",
				 name, name);
	static const char *const required[] = {"side", "arm", "figures"};
	for (size_t i = 0; i < UM_ARRLEN(required); i++)
		if (!args_has(a, required[i]))
			return cmd_error(ctx,
					 "unit add %s needs %s=...; "
					 "usage: %s",
					 name, required[i], usage);
	/* Build on a scratch copy; commit only when every key is good. */
	struct unit u;
	game_unit_defaults(ctx->g, &u);
	um_snprintf(u.name, sizeof u.name, "%s", name);
	if (apply_keys(ctx, a, &u) < 0)
		return prefix_error(ctx, "unit add", name);
	if (u.figures < 1)
		return cmd_error(ctx,
				 "figures=%d is not allowed; a new unit "
				 "has 1 to %d figures",
				 u.figures, FIGURES_MAX);
	u.figures_start = u.figures;
	u.start_x = u.x;
	u.start_y = u.y;
	game_append_unit(ctx->g, &u);
	return 0;
}

int
cmd_unit_set(struct cmd_ctx *ctx, struct args *a)
{
	const char *name = NULL;
	if (unit_name_arg(ctx, a, "unit set NAME key=value...", &name) < 0)
		return -1;
	struct unit *u = cmd_unit_found(ctx, name);
	if (u == NULL)
		return no_such_unit(ctx, name);
	if (a->nkv == 0)
		return cmd_error(ctx,
				 "unit set %s: nothing to set; give "
				 "key=value, e.g. figures=30",
				 name);
	struct unit c = *u;
	if (apply_keys(ctx, a, &c) < 0)
		return prefix_error(ctx, "unit set", name);
	if (c.x != u->x || c.y != u->y || c.facing != u->facing)
		c.moved_bound = ctx->g->bound;
	if (c.formation != u->formation)
		c.formation_bound = ctx->g->bound;
	if (c.state != u->state)
		c.state_bound = ctx->g->bound;
	if (!u->placed && c.placed) {
		c.start_x = c.x;
		c.start_y = c.y;
	}
	/* One movement rule for every way to move (move.c). */
	if (move_rules_placed(ctx, &c, u, false) < 0)
		return -1;
	struct unit was = *u;
	*u = c;
	move_rules_placed(ctx, u, &was, true);
	return 0;
}

int
cmd_unit_remove(struct cmd_ctx *ctx, struct args *a)
{
	const char *name = NULL;
	if (unit_name_arg(ctx, a, "unit remove NAME", &name) < 0)
		return -1;
	if (args_check_unused(ctx, a, "unit remove", "(none)") < 0)
		return -1;
	const struct unit *found = cmd_unit_found(ctx, name);
	long i = found ? game_unit_index(ctx->g, found->name) : -1;
	if (i < 0)
		return no_such_unit(ctx, name);
	for (size_t d = 0; d < ctx->g->ndecls; d++)
		if (strcmp(ctx->g->decls[d].actor, name) == 0 ||
		    strcmp(ctx->g->decls[d].target, name) == 0)
			return cmd_error(ctx,
					 "%s is in a declaration; "
					 "cancel %s or resolve first",
					 name, name);
	game_remove_unit(ctx->g, (size_t)i);
	return 0;
}

static void
unit_record(struct cmd_ctx *ctx, const struct unit *u)
{
	struct rec r;
	char b[32];
	rec_begin(&r, "UNIT");
	rec_str(&r, "name", u->name);
	rec_str(&r, "side", u->side);
	rec_str(&r, "arm", arm_names[u->arm]);
	rec_int(&r, "figures", u->figures);
	rec_str(&r, "formation", unit_formation_name(ctx->g, u));
	rec_str(&r, "state", unit_state_name(ctx->g, u));
	if (u->placed) {
		rec_num(&r, "x", u->x);
		rec_num(&r, "y", u->y);
		rec_num(&r, "facing", u->facing);
	} else {
		rec_str(&r, "x", "-");
		rec_str(&r, "y", "-");
		rec_str(&r, "facing", "-");
	}
	if (u->arm == ARM_ARTILLERY)
		rec_int(&r, "guns", u->guns);
	if (u->width > 0) {
		um_fmt_num(b, sizeof b, u->width);
		rec_str(&r, "width", b);
	}
	if (u->depth > 0) {
		um_fmt_num(b, sizeof b, u->depth);
		rec_str(&r, "depth", b);
	}
	if (u->label[0])
		rec_str(&r, "label", u->label);
	if (u->weapon[0])
		rec_str(&r, "weapon", u->weapon);
	if (u->mother[0])
		rec_str(&r, "mother", u->mother);
	if (u->brigade[0])
		rec_str(&r, "brigade", u->brigade);
	if (u->level)
		rec_int(&r, "level", u->level);
	if (u->cover)
		rec_str(&r, "cover", cover_names[u->cover]);
	if (ctx->g->rs->unit_record)
		ctx->g->rs->unit_record(ctx->g, u, &r);
	if (u->removed)
		rec_str(&r, "removed", "yes");
	rec_end(&r, ctx->out);
}

int
cmd_units(struct cmd_ctx *ctx, struct args *a)
{
	const char *side = args_get(a, "side");
	if (args_check_unused(ctx, a, "units", "side") < 0)
		return -1;
	if (a->nword > ctx->argi)
		return cmd_error(ctx, "usage: units [side=S]");
	size_t shown = 0;
	for (size_t i = 0; i < ctx->g->nunits; i++) {
		if (side && strcmp(ctx->g->units[i].side, side) != 0)
			continue;
		unit_record(ctx, &ctx->g->units[i]);
		shown++;
	}
	if (shown == 0)
		out_text(ctx->out, "  (no units%s%s)", side ? " of side " : "",
			 side ? side : "");
	return 0;
}

int
cmd_unit_show(struct cmd_ctx *ctx, struct args *a)
{
	const char *name = NULL;
	if (unit_name_arg(ctx, a, "unit NAME", &name) < 0)
		return -1;
	const struct unit *u = cmd_unit_found(ctx, name);
	if (u == NULL)
		return no_such_unit(ctx, name);
	unit_record(ctx, u);
	out_text(ctx->out, "  keys: %s", allowed_keys(ctx->g->rs));
	return 0;
}
