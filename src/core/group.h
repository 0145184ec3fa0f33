/* group.h - a brigade as the operand of fire, check fire, scan and unit
 * move: every unit with the unit key brigade=NAME, in roster
 * order. A name that is both a unit and a brigade means the unit
 * (docs/brigades.md). Internal to the core. */
#ifndef UMPIRE_GROUP_H
#define UMPIRE_GROUP_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/cmd.h"
#include "umpire/game.h"

/* brigade.c: which units a brigade holds (group_is, group_members,
 * group_names, group_fire_battalions), below the bound's record of acts;
 * the rest is group.c's. */

/* Is name a brigade (some unit on the table has brigade=name) and not a
 * unit? */
bool group_is(const struct game *, const char *name);
/* Indices into g->units of the brigade's units on the table, roster
 * order, the first max of them; returns how many there are (may be more
 * than max). */
size_t group_members(const struct game *, const char *name, size_t *idx,
		     size_t max);
/* " (did you mean Y?)" over the units and brigades, or "" (static). */
const char *group_suggest(const struct game *, const char *name);
/* cmd_unit's "no unit named X (did you mean Y?)..." for an operand that
 * may also be a brigade; always -1. */
int group_unknown(struct cmd_ctx *, const char *name);

/* Does name (a unit, or a brigade) stand for the unit called actor? */
bool group_names(const struct game *, const char *name, const char *actor);

/* The operand at a->word[ctx->argi] is a brigade (group_is): */
int group_fire(struct cmd_ctx *, struct args *);
int group_check_fire(struct cmd_ctx *, struct args *);
int group_scan(struct cmd_ctx *, struct args *);
/* A side of some unit (scan SIDE wins over a brigade of that name). */
bool group_side_in_play(const struct game *, const char *name);
/* -1 (ctx->err, "did you mean" a brigade) when name is no side and close
 * to a brigade's name; else 0: scan SIDE says the rest. */
int group_scan_unknown(struct cmd_ctx *, const char *name);
/* factors fire BRIGADE at T (a->word[ctx->argi] is "fire"). */
int group_factors(struct cmd_ctx *, struct args *);

/* For a journal line "fire B at T ... battalions=A,B": the units it
 * declared, comma-separated, or NULL when the line names no brigade. */
const char *group_fire_battalions(const struct args *);

/* group add NAME UNIT..., group remove NAME [UNIT...], group list: a
 * named group is a brigade (the units' brigade= key), docs/brigades.md. */
int group_add(struct cmd_ctx *, struct args *);
int group_remove(struct cmd_ctx *, struct args *);
int group_list(struct cmd_ctx *, struct args *);

#endif
