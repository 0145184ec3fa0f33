/* ruleset.c - finding rulesets in the registry (src/rules/rules.c). */
#include <string.h>

#include "umpire/ruleset.h"

const struct ruleset *
ruleset_find(const char *name)
{
	for (size_t i = 0; rules_list[i]; i++)
		if (strcmp(rules_list[i]->name, name) == 0)
			return rules_list[i];
	return NULL;
}

const struct ruleset *
ruleset_default(void)
{
	return rules_list[0];
}

const char *
ruleset_names(void)
{
	static char names[256];
	if (names[0] == '\0') {
		size_t n = 0;
		for (size_t i = 0; rules_list[i]; i++) {
			size_t len = strlen(rules_list[i]->name);
			if (n + len + 2 > sizeof names)
				break;
			if (i > 0)
				names[n++] = '|';
			memcpy(names + n, rules_list[i]->name, len + 1);
			n += len;
		}
	}
	return names;
}

int
unit_key_apply(struct cmd_ctx *ctx, const struct unit_key *k, struct unit *u,
	       const char *val)
{
	char *at = (char *)u + k->offset;
	switch (k->type) {
	case UNIT_KEY_BOOL:
		return unit_key_bool(ctx, k->name, val, (bool *)(void *)at);
	case UNIT_KEY_INT:
		return unit_key_int(ctx, k->name, val, k->lo, k->hi, k->what,
				    (int *)(void *)at);
	case UNIT_KEY_ENUM:
		return unit_key_enum(ctx, k->name, val, k->names,
				     (int *)(void *)at);
	case UNIT_KEY_CUSTOM:
		break;
	}
	return k->set(ctx, u, val);
}
