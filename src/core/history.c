/* history.c - the parts of a session's history that its own code and
 * amend.c share: an entry's HIST fields (its result from the RESULT
 * records it printed) and what `undo` of an amendment keeps. */
#include <stdlib.h>
#include <string.h>

#include "journal.h"
#include "qindex.h"
#include "undo.h"
#include "umpire/out.h"
#include "umpire/record.h"
#include "umpire/tokenize.h"
#include "umpire/util.h"

void
hist_meta_free(struct hist_meta *m)
{
	free(m->result);
	free(m->amended);
	memset(m, 0, sizeof *m);
}

void
amend_undo_free(struct amend_undo *u)
{
	if (u == NULL)
		return;
	for (size_t i = 0; i < u->n; i++) {
		free(u->line[i]);
		hist_meta_free(&u->meta[i]);
	}
	free(u->line);
	free(u->meta);
	game_free(u->g);
	free(u->said);
	free(u->at);
	qindex_tail_free(u->qtail);
	free(u);
}

/* A staff catch roll (STAFF, a Table 18 ruling) as a result:
 * "kind=staff side=.. roll=.. result=falls penalty=-2 ...", its fields
 * without the table, the rule and the placing in words. */
static void
staff_result(const struct record *rec, struct strbuf *sb)
{
	struct record r;
	record_init(&r, "kind=staff");
	const char *pos = NULL, *k, *v;
	while (record_next(rec, &pos, &k, &v))
		if (*k && strcmp(k, "table") != 0 && strcmp(k, "rule") != 0 &&
		    strcmp(k, "placed") != 0)
			record_add(&r, k, v);
	char *text = record_text(&r); /* the history keeps text */
	sb_addf(sb, "%s%s", sb->len ? "; " : "", text);
	free(text);
	record_free(&r);
}

char *
hist_result_of(const struct out *o)
{
	struct strbuf sb;
	sb_init(&sb);
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *l = &o->lines[i];
		if (l->kind == OUT_RECORD && record_is(&l->rec, "STAFF"))
			staff_result(&l->rec, &sb);
		if (l->kind != OUT_RECORD || !record_is(&l->rec, "RESULT"))
			continue;
		/* The history keeps the RESULT's fields as they print. */
		sb_addf(&sb, "%s%s", sb.len ? "; " : "", l->text + 7);
	}
	return sb.len ? sb_steal(&sb) : (sb_free(&sb), NULL);
}

/* Forget what undo took back (a new change: redo has nothing to put
 * back after it). */
void
history_redo_clear(struct history *h)
{
	for (size_t i = 0; i < h->nredo; i++)
		lines_free(h->redo[i].line, h->redo[i].n);
	h->nredo = 0;
}

void
session_history_push(struct session *s, char *line)
{
	struct history *h = &s->h;
	um_grow((void **)&h->line, &h->cap, h->n + 1, sizeof *h->line);
	um_grow((void **)&h->meta, &h->capmeta, h->n + 1, sizeof *h->meta);
	if (h->next.bound == 0) { /* not from exec_line: a tables block */
		h->next.bound = s->g->bound;
		h->next.phase = s->g->phase;
	}
	h->meta[h->n] = h->next;
	memset(&h->next, 0, sizeof h->next);
	h->line[h->n++] = line;
	if (!h->redoing)
		history_redo_clear(h);
	/* Bound the log; a fork (no base) keeps all of its short life. */
	while (h->base && game_undo_bytes(s->g) > UNDO_LOG_MAX_BYTES &&
	       game_undo_groups(s->g) > 1) {
		game_undo_drop_oldest(s->g);
		h->logged_from++;
	}
}
