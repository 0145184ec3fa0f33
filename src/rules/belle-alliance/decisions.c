/* decisions.c - Belle Alliance decisions still open in a bound: read from
 * the units' bookkeeping only (no rule is decided here). */
#include <stdio.h>
#include <string.h>

#include "ba.h"
#include "decisions.h"

size_t
ba_open_decisions(struct cmd_ctx *ctx, struct open_decision *d, size_t cap)
{
	const struct game *g = ctx->g;
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		/* 4.1.4: an attacker that won continued advance decides it
		 * after all other attacks (`advance A yes|no`). */
		if (u->removed || BA(u)->advance_right != g->bound ||
		    BA(u)->advance_decided == g->bound)
			continue;
		if (n < cap) {
			struct open_decision *o = &d[n];
			memset(o, 0, sizeof *o);
			snprintf(o->unit, sizeof o->unit, "%s", u->name);
			o->kind = "continued-advance";
			o->rule = "4.1.4";
			snprintf(
			    o->ask, sizeof o->ask,
			    "does %s make its continued advance%s?", u->name,
			    BA(u)->advance_attack ? " (and continued attack)"
						  : "");
			snprintf(o->answer, sizeof o->answer,
				 "advance %s yes|no%s", u->name,
				 BA(u)->advance_attack ? " [attack=yes|no]"
						       : "");
		}
		n++;
	}
	return n;
}
