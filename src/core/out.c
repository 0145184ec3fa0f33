/* out.c - output lines and spec §6 records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/out.h"
#include "umpire/util.h"

void
out_init(struct out *o)
{
	o->lines = NULL;
	o->n = o->cap = 0;
	o->quiet = false;
	o->asked = NULL;
}

void
out_ask_clear(struct out *o)
{
	if (o->asked == NULL)
		return;
	free(o->asked->key);
	free(o->asked->question);
	free(o->asked->allowed);
	free(o->asked);
	o->asked = NULL;
}

void
out_ask(struct out *o, const char *key, const char *question,
	const char *allowed)
{
	out_ask_clear(o);
	o->asked = um_xcalloc(1, sizeof *o->asked);
	o->asked->key = um_xstrdup(key);
	o->asked->question = um_xstrdup(question ? question : "");
	o->asked->allowed = allowed ? um_xstrdup(allowed) : NULL;
}

void
out_clear(struct out *o)
{
	for (size_t i = 0; i < o->n; i++)
		free(o->lines[i].text);
	o->n = 0;
	out_ask_clear(o);
}

void
out_free(struct out *o)
{
	bool quiet = o->quiet;
	out_clear(o);
	free(o->lines);
	out_init(o);
	o->quiet = quiet;
}

/* Does a quiet out keep this line? (see struct out) */
static bool
quiet_keeps(enum out_kind kind, const char *text)
{
	return kind == OUT_RECORD && (strncmp(text, "RESULT ", 7) == 0 ||
				      strncmp(text, "STAFF ", 6) == 0 ||
				      strncmp(text, "PURSUE ", 7) == 0);
}

static void
out_take(struct out *o, enum out_kind kind, char *text)
{
	if (o->quiet && !quiet_keeps(kind, text)) {
		free(text);
		return;
	}
	um_grow((void **)&o->lines, &o->cap, o->n + 1, sizeof *o->lines);
	o->lines[o->n].kind = kind;
	o->lines[o->n].text = text;
	o->n++;
}

void
out_add(struct out *o, enum out_kind kind, const char *text)
{
	if (o->quiet && !quiet_keeps(kind, text))
		return;
	out_take(o, kind, um_xstrdup(text));
}

#define OUT_VA(kind)                                                           \
	if (o->quiet)                                                          \
		return;                                                        \
	va_list ap;                                                            \
	va_start(ap, fmt);                                                     \
	out_take(o, kind, um_xvasprintf(fmt, ap));                             \
	va_end(ap)

void
out_text(struct out *o, const char *fmt, ...)
{
	OUT_VA(OUT_TEXT);
}

void
out_teach(struct out *o, const char *fmt, ...)
{
	OUT_VA(OUT_TEACH);
}

void
out_warn(struct out *o, const char *fmt, ...)
{
	OUT_VA(OUT_WARNING);
}

void
out_append(struct out *dst, struct out *src)
{
	for (size_t i = 0; i < src->n; i++)
		out_take(dst, src->lines[i].kind, src->lines[i].text);
	src->n = 0;
	if (src->asked) {
		out_ask_clear(dst);
		dst->asked = src->asked;
		src->asked = NULL;
	}
}

char *
out_quote(const char *v)
{
	bool plain = *v != '\0';
	for (const char *p = v; *p && plain; p++)
		if (*p == ' ' || *p == '"' || *p == '#' || *p == '\t' ||
		    *p == '\\' || *p == '=' || (unsigned char)*p < 0x20)
			plain = false;
	if (plain)
		return um_xstrdup(v);
	/* At most two bytes a character, the quotes and the end. */
	char *q = um_xmalloc(2 * strlen(v) + 3);
	char *o = q;
	*o++ = '"';
	for (const char *p = v; *p; p++) {
		if (*p == '"' || *p == '\\')
			*o++ = '\\';
		/* A tab stays: the parser takes it inside quotes, and the
		 * journal must replay to the same value (spec §4). */
		if ((unsigned char)*p < 0x20 && *p != '\t')
			*o++ = ' ';
		else
			*o++ = *p;
	}
	*o++ = '"';
	*o = '\0';
	return q;
}

static void
rec_addn(struct rec *r, const char *s, size_t n)
{
	if (r->len + n + 1 > r->cap)
		um_grow((void **)&r->buf, &r->cap, r->len + n + 1, 1);
	memcpy(r->buf + r->len, s, n);
	r->len += n;
	r->buf[r->len] = '\0';
}

void
rec_begin(struct rec *r, const char *tag)
{
	r->buf = NULL;
	r->len = r->cap = 0;
	um_grow((void **)&r->buf, &r->cap, 128, 1); /* most records fit */
	rec_addn(r, tag, strlen(tag));
}

void
rec_str(struct rec *r, const char *key, const char *val)
{
	/* As out_quote(), written straight into the record. */
	const char *v = val ? val : "";
	size_t n = strlen(v);
	bool plain = n > 0;
	for (const char *p = v; *p && plain; p++)
		if (*p == ' ' || *p == '"' || *p == '#' || *p == '\t' ||
		    *p == '\\' || *p == '=' || (unsigned char)*p < 0x20)
			plain = false;
	rec_addn(r, " ", 1);
	rec_addn(r, key, strlen(key));
	rec_addn(r, "=", 1);
	if (plain) {
		rec_addn(r, v, n);
		return;
	}
	char *q = out_quote(v);
	rec_addn(r, q, strlen(q));
	free(q);
}

void
rec_int(struct rec *r, const char *key, long val)
{
	char b[32];
	um_snprintf(b, sizeof b, "%ld", val);
	rec_str(r, key, b);
}

void
rec_num(struct rec *r, const char *key, double val)
{
	char b[64];
	um_fmt_num(b, sizeof b, val);
	rec_str(r, key, b);
}

void
rec_bool(struct rec *r, const char *key, int val)
{
	rec_str(r, key, val ? "yes" : "no");
}

void
rec_end(struct rec *r, struct out *o)
{
	out_take(o, OUT_RECORD, r->buf ? r->buf : um_xstrdup(""));
	r->buf = NULL;
	r->len = r->cap = 0;
}
