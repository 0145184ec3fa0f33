/* rules.c - the list of rulesets. Adding a ruleset: its folder
 * src/rules/NAME/ defines one `const struct ruleset`, and one line here
 * names it; no shared file changes (docs/hacking.md). */
#include <stddef.h>

#include "umpire/ruleset.h"

extern const struct ruleset ruleset_belle_alliance;
extern const struct ruleset ruleset_grande_tactique;
extern const struct ruleset ruleset_activation;

/* [0] is the ruleset of a new game when none is chosen. */
const struct ruleset *const rules_list[] = {
    &ruleset_belle_alliance,
    &ruleset_grande_tactique,
    &ruleset_activation,
    NULL,
};
