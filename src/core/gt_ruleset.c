/* gt_ruleset.c - Grande Tactique: names, unit keys, UNIT fields. */
#include <string.h>

#include "umpire/ruleset.h"
#include "umpire/util.h"

static const char *const gt_states[] = {"eager", "shaken", "routed",
					"silenced", NULL};
static const char *const gt_formations[] = {"line", "square", "column",
					    "limbered", "unlimbered", NULL};
static const char *const gt_phases[] = {"de-shaking", "pip", "firing",
					"charge", NULL};

static int
gt_set_quality(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	static const char *const q[] = {"raw", "normal", "veteran", NULL};
	for (int i = 0; q[i]; i++)
		if (strcmp(q[i], v) == 0) {
			u->gt.quality = i - 1;
			return 0;
		}
	return cmd_error(ctx, "quality=%s is not allowed; quality is one of "
			      "raw|normal|veteran",
			 v);
}

static int
gt_set_bool(struct cmd_ctx *ctx, const char *key, const char *v, bool *out)
{
	if (!um_parse_bool(v, out))
		return cmd_error(ctx, "%s=%s is not allowed; %s is one of "
				      "yes|no|true|false|1|0",
				 key, v, key);
	return 0;
}

static int
gt_set_firing(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	return gt_set_bool(ctx, "firing", v, &u->gt.firing);
}

static int
gt_set_general(struct cmd_ctx *ctx, struct unit *u, const char *v)
{
	return gt_set_bool(ctx, "general", v, &u->gt.general);
}

static const struct unit_key gt_keys[] = {
    {"quality", "raw|normal|veteran", gt_set_quality},
    {"firing", "yes|no", gt_set_firing},
    {"general", "yes|no", gt_set_general},
    {NULL, NULL, NULL},
};

static void
gt_unit_record(const struct game *g, const struct unit *u, struct rec *r)
{
	(void)g;
	static const char *const q[] = {"raw", "normal", "veteran"};
	rec_str(r, "quality", q[u->gt.quality + 1]);
	rec_bool(r, "firing", u->gt.firing);
	if (u->gt.general)
		rec_bool(r, "general", 1);
}

const struct ruleset ruleset_grande_tactique = {
    .name = "grande-tactique",
    .inches = true,
    .dice = "1d6",
    .states = gt_states,
    .formations = gt_formations,
    .phases = gt_phases,
    .keys = gt_keys,
    .unit_record = gt_unit_record,
};
