/* ruling.c - explanation lines and FACTOR records (ruling.h). */
#include <stdlib.h>
#include <string.h>

#include "umpire/ruling.h"
#include "umpire/util.h"

/* x's lines a string each again (a line is to be added to a block). */
static void
explain_unpack(struct explain *x)
{
	if (!x->packed)
		return;
	char **l = um_xcalloc(x->n ? x->n : 1, sizeof *l);
	for (size_t i = 0; i < x->n; i++)
		l[i] = um_xstrdup(x->line[i]);
	free(x->line);
	x->line = l;
	x->cap = x->n ? x->n : 1;
	x->packed = false;
}

/* x's lines as one block, for the game (game_set_explain). */
static void
explain_pack(struct explain *x)
{
	if (x->packed)
		return;
	char **c = game_lines_pack(x->line, x->n);
	for (size_t i = 0; i < x->n; i++)
		free(x->line[i]);
	free(x->line);
	x->line = c;
	x->cap = x->n;
	x->packed = true;
}

/* Add line s (taken), after the indent. */
static void
explain_push(struct explain *x, char *s)
{
	explain_unpack(x);
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
	if (x && x->n == 0 && (x->indent == NULL || *x->indent == '\0') && *s) {
		/* The whole explanation at once (a resolve's): its lines
		 * and their text as one block, no allocation a line. */
		explain_free(x);
		size_t n = 0, len = strlen(s);
		for (const char *p = s; *p; n++) {
			p += strcspn(p, "\n");
			if (*p == '\n')
				p++;
		}
		char **l = um_xmalloc(n * sizeof *l + len + 1);
		char *t = memcpy((char *)(l + n), s, len + 1);
		for (size_t i = 0; i < n; i++) {
			l[i] = t;
			t += strcspn(t, "\n");
			if (*t == '\n')
				*t++ = '\0';
		}
		x->line = l;
		x->n = x->cap = n;
		x->packed = true;
		return;
	}
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
	explain_pack(x);
	game_set_explain(g, x->line, x->n);
	x->line = NULL;
	x->n = x->cap = 0;
	x->packed = false;
}

void
explain_append(struct explain *x, struct game *g)
{
	explain_pack(x);
	game_append_explain(g, x->line, x->n);
	x->line = NULL;
	x->n = x->cap = 0;
	x->packed = false;
}

void
explain_free(struct explain *x)
{
	for (size_t i = 0; !x->packed && i < x->n; i++)
		free(x->line[i]);
	free(x->line);
	x->line = NULL;
	x->n = x->cap = 0;
	x->packed = false;
}

void
explain_take(struct explain *x, struct game *g)
{
	explain_free(x);
	x->line = g->explain;
	x->n = g->nexplain;
	x->cap = g->capexplain;
	x->packed = true; /* the game's: one block */
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
