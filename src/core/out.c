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
	o->dry_line = NULL;
	o->blocks = NULL;
}

/* The text and record of a command's thousands of records (`bound` at
 * 10,000 units) side by side in big blocks (um_xmalloc_big: a few huge
 * pages) instead of two allocations a line, each a fresh page now and
 * then. Lines before the first LINES_APART keep their own allocations. */
#define LINES_APART 1024
#define BLOCK_BYTES ((size_t)2 << 20)

struct out_block {
	struct out_block *next;
	size_t used, cap;
	char *bytes; /* after the header, in the same allocation */
};

static void
blocks_free(struct out *o)
{
	while (o->blocks) {
		struct out_block *b = o->blocks;
		o->blocks = b->next;
		free(b);
	}
}

/* n bytes in the out's newest block, a new block when it is full. */
static char *
block_take(struct out *o, size_t n)
{
	struct out_block *b = o->blocks;
	if (b == NULL || b->cap - b->used < n) {
		size_t want = sizeof *b + (n > BLOCK_BYTES ? n : BLOCK_BYTES),
		       got;
		b = um_xmalloc_big(want, &got);
		b->bytes = (char *)(b + 1);
		b->used = 0;
		b->cap = got - sizeof *b;
		b->next = o->blocks;
		o->blocks = b;
	}
	char *p = b->bytes + b->used;
	b->used += n;
	return p;
}

/* The line's own allocations (none when in a block). */
static void
line_free(struct out_line *l)
{
	if (!l->in_block) {
		free(l->text);
		record_free(&l->rec);
	}
	l->in_block = false;
	l->text = NULL;
	l->rec.buf = NULL;
	l->rec.len = l->rec.cap = l->rec.n = 0;
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
		line_free(&o->lines[i]);
	o->n = 0;
	blocks_free(o);
	out_ask_clear(o);
	free(o->dry_line);
	o->dry_line = NULL;
}

void
out_truncate(struct out *o, size_t n)
{
	while (o->n > n)
		line_free(&o->lines[--o->n]); /* a block's bytes stay */
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
quiet_keeps(enum out_kind kind, const char *tag)
{
	return kind == OUT_RECORD &&
	       (strcmp(tag, "RESULT") == 0 || strcmp(tag, "STAFF") == 0 ||
		strcmp(tag, "PURSUE") == 0 || strcmp(tag, "FIRE") == 0 ||
		strcmp(tag, "SHOT") == 0 || strcmp(tag, "MELEE") == 0 ||
		strcmp(tag, "MORALE") == 0 || strcmp(tag, "FLEE") == 0);
}

/* Room for one more line. A command's thousands of records (`bound` at
 * 10,000 units) grow the array in memory filled at once (um_xmalloc_big),
 * not page by page. */
static void
lines_grow(struct out *o)
{
	size_t cap = o->cap ? 2 * o->cap : 8, got;
	if (cap <= LINES_APART) {
		um_grow((void **)&o->lines, &o->cap, cap, sizeof *o->lines);
		return;
	}
	/* Past the first thousand: a block of huge pages at once. */
	if (cap * sizeof *o->lines < BLOCK_BYTES)
		cap = BLOCK_BYTES / sizeof *o->lines;
	struct out_line *l = um_xmalloc_big(cap * sizeof *l, &got);
	memcpy(l, o->lines, o->n * sizeof *l);
	free(o->lines);
	o->lines = l;
	o->cap = got / sizeof *l;
}

/* Append a line: text (taken), and for a record its record (taken). */
static void
out_take(struct out *o, enum out_kind kind, char *text,
	 const struct record *rec)
{
	if (o->n == o->cap)
		lines_grow(o);
	struct out_line *l = &o->lines[o->n++];
	l->kind = kind;
	l->in_block = false;
	l->text = text;
	if (rec) {
		l->rec = *rec;
	} else {
		l->rec.buf = NULL;
		l->rec.len = l->rec.cap = l->rec.n = 0;
	}
}

/* Append record r (taken), its text made here. */
static void
out_take_record(struct out *o, struct record *r)
{
	const char *tag = record_tag(r);
	if (o->quiet && !quiet_keeps(OUT_RECORD, tag)) {
		record_free(r);
		return;
	}
	/* A quiet out's rulings are read as records only (reportlog.c,
	 * qindex.c): no text made for them. */
	bool no_text =
	    o->quiet && (strcmp(tag, "FIRE") == 0 || strcmp(tag, "SHOT") == 0 ||
			 strcmp(tag, "MELEE") == 0);
	char *text = no_text ? um_xstrdup("") : record_text(r);
	if (o->n < LINES_APART) {
		out_take(o, OUT_RECORD, text, r);
		return;
	}
	/* Text and record copied side by side into a block; their own
	 * allocations freed (and taken again by the next record). */
	size_t tl = strlen(text) + 1;
	char *p = block_take(o, tl + r->len);
	memcpy(p, text, tl);
	memcpy(p + tl, r->buf, r->len);
	free(text);
	struct record in = {p + tl, r->len, r->len, r->n};
	record_free(r);
	out_take(o, OUT_RECORD, p, &in);
	o->lines[o->n - 1].in_block = true;
}

void
out_add(struct out *o, enum out_kind kind, const char *text)
{
	if (kind == OUT_RECORD) {
		/* Text from outside (a server's reply): kept as it came, its
		 * record read by the one reader. */
		struct record r = {0};
		if (record_parse(text, &r) < 0)
			r = (struct record){0};
		if (o->quiet && !quiet_keeps(kind, record_tag(&r))) {
			record_free(&r);
			return;
		}
		out_take(o, kind, um_xstrdup(text), &r);
		return;
	}
	if (o->quiet)
		return;
	out_take(o, kind, um_xstrdup(text), NULL);
}

void
out_add_record(struct out *o, const struct record *r)
{
	struct record c;
	record_copy(&c, r);
	out_take_record(o, &c);
}

void
out_move_line(struct out *dst, struct out *src, size_t i)
{
	struct out_line *l = &src->lines[i];
	if (!dst->quiet || (l->kind == OUT_RECORD &&
			    quiet_keeps(l->kind, record_tag(&l->rec)))) {
		if (l->in_block && dst != src) {
			/* src's blocks go with src: dst gets copies */
			struct record c;
			record_copy(&c, &l->rec);
			out_take(dst, l->kind, um_xstrdup(l->text),
				 l->kind == OUT_RECORD ? &c : NULL);
			line_free(l);
			return;
		}
		bool in_block = l->in_block;
		out_take(dst, l->kind, l->text,
			 l->kind == OUT_RECORD ? &l->rec : NULL);
		dst->lines[dst->n - 1].in_block = in_block;
		l->in_block = false;
	} else {
		line_free(l);
	}
	l->text = NULL;
	l->rec.buf = NULL;
	l->rec.len = l->rec.cap = l->rec.n = 0;
}

#define OUT_VA(kind)                                                           \
	if (o->quiet)                                                          \
		return;                                                        \
	va_list ap;                                                            \
	va_start(ap, fmt);                                                     \
	out_take(o, kind, um_xvasprintf(fmt, ap), NULL);                       \
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
	/* src's blocks become dst's: its lines move as they are. */
	struct out_block **end = &dst->blocks;
	while (*end)
		end = &(*end)->next;
	*end = src->blocks;
	src->blocks = NULL;
	for (size_t i = 0; i < src->n; i++) {
		struct out_line *l = &src->lines[i];
		bool in_block = l->in_block;
		l->in_block = false;
		if (dst->quiet &&
		    !(l->kind == OUT_RECORD &&
		      quiet_keeps(l->kind, record_tag(&l->rec)))) {
			if (!in_block)
				line_free(l);
			continue;
		}
		out_take(dst, l->kind, l->text,
			 l->kind == OUT_RECORD ? &l->rec : NULL);
		dst->lines[dst->n - 1].in_block = in_block;
	}
	src->n = 0;
	if (src->asked) {
		out_ask_clear(dst);
		dst->asked = src->asked;
		src->asked = NULL;
	}
	if (src->dry_line) {
		free(dst->dry_line);
		dst->dry_line = src->dry_line;
		src->dry_line = NULL;
	}
}

char *
out_quote(const char *v)
{
	return record_quote(v);
}

void
rec_begin(struct rec *r, const char *tag)
{
	record_init(&r->r, tag);
}

void
rec_str(struct rec *r, const char *key, const char *val)
{
	record_add(&r->r, key, val);
}

void
rec_int(struct rec *r, const char *key, long val)
{
	char b[32];
	um_snprintf(b, sizeof b, "%ld", val);
	record_add(&r->r, key, b);
}

void
rec_num(struct rec *r, const char *key, double val)
{
	char b[64];
	um_fmt_num(b, sizeof b, val);
	record_add(&r->r, key, b);
}

void
rec_bool(struct rec *r, const char *key, int val)
{
	record_add(&r->r, key, val ? "yes" : "no");
}

void
rec_end(struct rec *r, struct out *o)
{
	out_take_record(o, &r->r);
	r->r.buf = NULL;
	r->r.len = r->r.cap = r->r.n = 0;
}
