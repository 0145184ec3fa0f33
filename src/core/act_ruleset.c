/* act_ruleset.c - the activation ruleset (sections 54-55): names, keys. */
#include <string.h>

#include "umpire/ruleset.h"
#include "umpire/util.h"

static const char *const act_states[] = {"ok", "routing", "broken", NULL};
static const char *const act_formations[] = {
    "line", "column", "march-column", "square", "skirmish", "limbered",
    "unlimbered", NULL};
static const char *const act_phases[] = {"fire", "melee", NULL};

static int
act_set_activated(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	if (!um_parse_bool(v, &u->act.activated))
		return cmd_error(ctx, "activated=%s is not allowed; activated "
				      "is one of yes|no|true|false|1|0",
				 v);
	return 0;
}

static const struct unit_key act_keys[] = {
    {"activated", "yes|no", act_set_activated},
    {NULL, NULL, NULL},
};

static void
act_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	(void)g;
	rec_bool(r, "activated", u->act.activated);
}

static void
act_bound_next(struct game *g)
{
	/* `turn next` clears activation (issue: cleared by turn next). */
	for (size_t i = 0; i < g->nunits; i++)
		g->units[i].act.activated = false;
}

const struct ruleset ruleset_activation = {
    .name = "activation",
    .inches = false,
    .dice = "1d6",
    .states = act_states,
    .formations = act_formations,
    .phases = act_phases,
    .keys = act_keys,
    .unit_record = act_unit_record,
    .bound_next = act_bound_next,
};
