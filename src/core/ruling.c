/* ruling.c - explanation lines and FACTOR records (ruling.h). */
#include <stdlib.h>
#include <string.h>

#include "umpire/ruling.h"
#include "umpire/util.h"

/* Add line s (taken), after the indent. */
static void
explain_push(struct explain *x, char *s)
{
	if (x->indent && *x->indent) {
		char *t = um_xasprintf("%s%s", x->indent, s);
		free(s);
		s = t;
	}
	um_grow((void **)&x->line, &x->cap, x->n + 1, sizeof *x->line);
	x->line[x->n++] = s;
}

void
explain_addv(struct explain *x, const char *fmt, va_list ap)
{
	if (x == NULL)
		return;
	explain_push(x, um_xvasprintf(fmt, ap));
}

void
explain_add(struct explain *x, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	explain_addv(x, fmt, ap);
	va_end(ap);
}

void
explain_text(struct explain *x, const char *text)
{
	const char *s = text ? text : "";
	while (x && *s) {
		size_t len = strcspn(s, "\n");
		explain_push(x, um_xstrndup(s, len)); /* no printf a line */
		s += len;
		if (*s == '\n')
			s++;
	}
}

void
explain_publish(struct explain *x, struct game *g)
{
	game_set_explain(g, x->line, x->n);
	x->line = NULL;
	x->n = x->cap = 0;
}

void
explain_append(struct explain *x, struct game *g)
{
	game_append_explain(g, x->line, x->n);
	x->line = NULL;
	x->n = x->cap = 0;
}

void
explain_free(struct explain *x)
{
	for (size_t i = 0; i < x->n; i++)
		free(x->line[i]);
	free(x->line);
	x->line = NULL;
	x->n = x->cap = 0;
}

void
explain_take(struct explain *x, struct game *g)
{
	explain_free(x);
	x->line = g->explain;
	x->n = g->nexplain;
	x->cap = g->capexplain;
	g->explain = NULL;
	g->nexplain = g->capexplain = 0;
}

void
factor_rec_begin(struct rec *r, const char *part, const char *key,
		 const char *table, const char *source)
{
	rec_begin(r, "FACTOR");
	rec_str(r, "part", part);
	rec_str(r, "key", key);
	rec_str(r, "table", table);
	rec_str(r, "source", source);
}
