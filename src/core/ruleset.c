/* ruleset.c - finding rulesets in the registry (src/rules/rules.c), and
 * the names of the descriptor's states and formations. */
#include <stdlib.h>
#include <string.h>

#include "umpire/game.h"
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

const char *
unit_state_name(const struct game *g, const struct unit *u)
{
	return g->rs->states[u->state];
}

const char *
unit_formation_name(const struct game *g, const struct unit *u)
{
	return g->rs->formations[u->formation];
}

int
ruleset_state_index(const struct ruleset *rs, const char *name)
{
	for (int i = 0; rs->states[i]; i++)
		if (strcmp(rs->states[i], name) == 0)
			return i;
	return -1;
}

int
ruleset_formation_index(const struct ruleset *rs, const char *name)
{
	for (int i = 0; rs->formations[i]; i++)
		if (strcmp(rs->formations[i], name) == 0)
			return i;
	return -1;
}

int
unit_state_severity(const struct game *g, const struct unit *u)
{
	const unsigned char *s = g->rs->state_severity;
	int v = s ? s[u->state] : u->state;
	return v > 3 ? 3 : v;
}

struct formation_draw
unit_formation_draw(const struct game *g, const struct unit *u)
{
	const struct formation_draw *d = g->rs->formation_draw;
	struct formation_draw r = {SHAPE_LINE, NULL};
	if (d != NULL)
		r = d[u->formation];
	if (r.short_name == NULL)
		r.short_name = g->rs->formations[u->formation];
	return r;
}
