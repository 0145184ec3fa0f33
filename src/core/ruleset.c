/* ruleset.c - the registry of rulesets. */
#include <string.h>

#include "umpire/ruleset.h"

static const struct ruleset *const rulesets[] = {
    &ruleset_belle_alliance,
    &ruleset_grande_tactique,
    &ruleset_activation,
};

const struct ruleset *
ruleset_find(const char *name)
{
	for (size_t i = 0; i < sizeof rulesets / sizeof rulesets[0]; i++)
		if (strcmp(rulesets[i]->name, name) == 0)
			return rulesets[i];
	return NULL;
}

const char *
ruleset_names(void)
{
	return "belle-alliance|grande-tactique|activation";
}
