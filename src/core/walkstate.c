/* walkstate.c - the walkthrough model's own state: its message, answers,
 * items, notes and result freed, and the host it runs lines through
 * (include/umpire/walk.h). The base of walk.c, walkrun.c and walkdice.c,
 * which build on it and not on each other in a circle. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/cmd.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"
#include "umpire/walk.h"

void
wm_set_msg(struct wmodel *m, const char *fmt, ...)
{
	free(m->msg);
	m->msg = NULL;
	if (fmt == NULL)
		return;
	va_list ap;
	va_start(ap, fmt);
	m->msg = um_xvasprintf(fmt, ap);
	va_end(ap);
}

const char *
wm_answer_get(const struct wm_part *p, const char *key)
{
	for (size_t i = 0; i < p->nans; i++)
		if (strcmp(p->ans[i].key, key) == 0)
			return p->ans[i].val;
	return NULL;
}

static void
item_free(struct wm_item *it)
{
	free(it->key);
	free(it->result);
	free(it->rule);
	free(it->reason);
	free(it->source);
	free(it->question);
	free(it->allowed);
	free(it->def);
	free(it->table);
	free(it->part);
	free(it->values);
	wm_notes_free(&it->notes, &it->nnotes);
}

void
wm_items_free(struct wm_item **items, size_t *n)
{
	for (size_t i = 0; i < *n; i++)
		item_free(&(*items)[i]);
	free(*items);
	*items = NULL;
	*n = 0;
}

void
wm_notes_free(char ***notes, size_t *n)
{
	for (size_t i = 0; i < *n; i++)
		free((*notes)[i]);
	free(*notes);
	*notes = NULL;
	*n = 0;
}

int
wm_exec(struct wmodel *m, const char *line, struct out *o, char **err)
{
	if (m->host.exec)
		return m->host.exec(m->host.ctx, line, o, err);
	return session_exec(m->host.s, line, o, err);
}

/* Everything the result step holds. */
void
wm_result_free(struct wmodel *m)
{
	out_clear(&m->result);
	wm_notes_free(&m->journaled, &m->njournaled);
	wm_notes_free(&m->words, &m->nwords);
	for (size_t i = 0; i < m->nfollows; i++) {
		free(m->follows[i].key);
		free(m->follows[i].unit);
		free(m->follows[i].question);
		free(m->follows[i].rule);
	}
	free(m->follows);
	m->follows = NULL;
	m->nfollows = 0;
}

void
wm_result_clear(struct wmodel *m)
{
	if (!m->applied) /* what the game file has stays shown */
		wm_result_free(m);
}

void
wm_principal(const struct wmodel *m, size_t pi, char *actor)
{
	const struct game *g = m->host.s->g;
	const struct ruleset_teach *te = g->rs->teach;
	const char *target = m->parts[pi].target;
	if (te && te->melee_principal && target[0] &&
	    te->melee_principal(g, target, actor))
		return;
	size_t first = pi;
	for (size_t j = 0; j < pi; j++)
		if (strcmp(m->parts[j].target, target) == 0) {
			first = j;
			break;
		}
	snprintf(actor, UM_NAME_MAX + 1, "%s", m->parts[first].actor);
}

void
wm_dice_who(const struct wmodel *m, const struct walk_dice *wd, size_t pi,
	    char *who)
{
	if (wd->who == DICE_TARGET)
		snprintf(who, UM_NAME_MAX + 1, "%s", m->parts[pi].target);
	else if (wd->principal && m->brigade[0] == '\0')
		wm_principal(m, pi, who);
	else
		snprintf(who, UM_NAME_MAX + 1, "%s", m->parts[pi].actor);
}
