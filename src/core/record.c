/* record.c - records as data, their text form, and the one reader of that
 * text (umpire/record.h; spec §6). */
#include <stdlib.h>
#include <string.h>

#include "umpire/record.h"
#include "umpire/util.h"

static void
put(struct record *r, const char *s, size_t n)
{
	if (r->len + n + 1 > r->cap)
		um_grow((void **)&r->buf, &r->cap, r->len + n + 1, 1);
	memcpy(r->buf + r->len, s, n);
	r->len += n;
	r->buf[r->len++] = '\0';
}

void
record_init(struct record *r, const char *tag)
{
	r->buf = NULL;
	r->len = r->cap = r->n = 0;
	um_grow((void **)&r->buf, &r->cap, 128, 1); /* most records fit */
	put(r, tag, strlen(tag));
}

void
record_free(struct record *r)
{
	free(r->buf);
	r->buf = NULL;
	r->len = r->cap = r->n = 0;
}

void
record_copy(struct record *r, const struct record *src)
{
	r->buf = um_xmalloc(src->len ? src->len : 1);
	memcpy(r->buf, src->buf, src->len);
	r->len = r->cap = src->len;
	r->n = src->n;
}

void
record_add(struct record *r, const char *key, const char *val)
{
	put(r, key, strlen(key));
	put(r, val ? val : "", val ? strlen(val) : 0);
	r->n++;
}

const char *
record_tag(const struct record *r)
{
	return r->buf ? r->buf : "";
}

bool
record_is(const struct record *r, const char *tag)
{
	return r->buf && strcmp(r->buf, tag) == 0;
}

bool
record_next(const struct record *r, const char **pos, const char **key,
	    const char **val)
{
	if (r->buf == NULL)
		return false;
	const char *p = *pos ? *pos : r->buf + strlen(r->buf) + 1;
	if (p >= r->buf + r->len)
		return false;
	*key = p;
	p += strlen(p) + 1;
	*val = p;
	*pos = p + strlen(p) + 1;
	return true;
}

const char *
record_get(const struct record *r, const char *key)
{
	const char *pos = NULL, *k, *v;
	while (record_next(r, &pos, &k, &v))
		if (strcmp(k, key) == 0)
			return v;
	return NULL;
}

bool
record_value(const struct record *r, const char *key, char *buf, size_t size)
{
	const char *v = record_get(r, key);
	if (v && size)
		um_snprintf(buf, size, "%s", v);
	return v != NULL;
}

bool
record_names_unit(const struct record *r, const char *unit)
{
	static const char *const keys[] = {"firer",    "target", "attacker",
					   "defender", "unit",	 NULL};
	for (size_t i = 0; keys[i]; i++) {
		const char *v = record_get(r, keys[i]);
		if (v && strcmp(v, unit) == 0)
			return true;
	}
	return false;
}

static bool
plain(const char *v)
{
	if (*v == '\0')
		return false;
	for (const char *p = v; *p; p++)
		if (*p == ' ' || *p == '"' || *p == '#' || *p == '\t' ||
		    *p == '\\' || *p == '=' || (unsigned char)*p < 0x20)
			return false;
	return true;
}

char *
record_quote(const char *v)
{
	if (plain(v))
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

/* The bytes that make a value not plain (plain()): a table for the
 * text of thousands of records. */
static const bool special[256] = {
    [1] = true,	  [2] = true,	[3] = true,   [4] = true,   [5] = true,
    [6] = true,	  [7] = true,	[8] = true,   [9] = true,   [10] = true,
    [11] = true,  [12] = true,	[13] = true,  [14] = true,  [15] = true,
    [16] = true,  [17] = true,	[18] = true,  [19] = true,  [20] = true,
    [21] = true,  [22] = true,	[23] = true,  [24] = true,  [25] = true,
    [26] = true,  [27] = true,	[28] = true,  [29] = true,  [30] = true,
    [31] = true,  [' '] = true, ['"'] = true, ['#'] = true, ['\\'] = true,
    ['='] = true,
};

/* Room for n more bytes in t (of *cap, *len used). */
static char *
text_room(char *t, size_t *cap, size_t len, size_t n)
{
	if (len + n > *cap) {
		while (len + n > *cap)
			*cap *= 2;
		t = um_xrealloc(t, *cap);
	}
	return t;
}

/* The record's buffer in one pass: each key and value copied by its
 * length behind " key=", a value quoted as record_quote does when it is
 * not plain. Plain values and named keys make a text one byte shorter
 * than the buffer: one allocation, of that size, for most records. */
char *
record_text(const struct record *r)
{
	size_t cap = r->len + 2, n;
	char *t = um_xmalloc(cap);
	if (r->buf == NULL) {
		t[0] = '\0';
		return t;
	}
	const char *p = r->buf, *end = r->buf + r->len;
	n = strlen(p);
	memcpy(t, p, n);
	for (p += n + 1; p < end;) {
		const char *k = p;
		size_t kl = strlen(k);
		const char *v = k + kl + 1;
		/* Its length and whether it is plain, in one look. */
		size_t vl = 0;
		bool pl = *v != '\0';
		for (unsigned char c; (c = (unsigned char)v[vl]) != '\0'; vl++)
			pl &= !special[c];
		p = v + vl + 1;
		/* ' ', key, '=', the value (quoted: quotes and at most two
		 * bytes a character), the end */
		t = text_room(t, &cap, n, kl + (pl ? vl + 3 : 2 * vl + 5));
		t[n++] = ' ';
		if (kl) {
			memcpy(t + n, k, kl);
			n += kl;
			t[n++] = '=';
		}
		if (pl) {
			memcpy(t + n, v, vl);
			n += vl;
			continue;
		}
		t[n++] = '"';
		for (const char *c = v; *c; c++) {
			if (*c == '"' || *c == '\\')
				t[n++] = '\\';
			/* A tab stays: as record_quote. */
			t[n++] =
			    (unsigned char)*c < 0x20 && *c != '\t' ? ' ' : *c;
		}
		t[n++] = '"';
	}
	t[n] = '\0';
	return t;
}

/* One token of text at *pp into tok (room for the rest of the text), as
 * cmd_parse reads it: quotes group spaces, \" and \\ inside them stand
 * for themselves; *eq is where the first unquoted '=' split it, or -1.
 * False on an unterminated quote. */
static bool
token(const char **pp, char *tok, size_t *eq)
{
	const char *p = *pp;
	bool quoted = false;
	size_t n = 0;
	*eq = (size_t)-1;
	for (; *p; p++) {
		if (!quoted &&
		    (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
			break;
		if (*p == '"') {
			quoted = !quoted;
			continue;
		}
		if (quoted && *p == '\\' && (p[1] == '"' || p[1] == '\\'))
			p++;
		else if (!quoted && *p == '=' && *eq == (size_t)-1)
			*eq = n;
		tok[n++] = *p;
	}
	tok[n] = '\0';
	*pp = p;
	return !quoted;
}

int
record_parse(const char *text, struct record *r)
{
	char *tok = um_xmalloc(strlen(text) + 1);
	struct record rec = {0};
	const char *p = text;
	for (;;) {
		p += strspn(p, " \t\r\n");
		if (*p == '\0')
			break;
		size_t eq;
		if (!token(&p, tok, &eq)) {
			record_free(&rec);
			free(tok);
			return -1;
		}
		if (rec.buf == NULL) {
			record_init(&rec, tok);
		} else if (eq == (size_t)-1) {
			record_add(&rec, "", tok);
		} else {
			tok[eq] = '\0';
			record_add(&rec, tok, tok + eq + 1);
		}
	}
	free(tok);
	if (rec.buf == NULL)
		return -1;
	*r = rec;
	return 0;
}

bool
record_text_value(const char *text, const char *key, char *buf, size_t size)
{
	struct record r;
	const char *v = NULL;
	bool ok = record_parse(text, &r) == 0;
	if (ok)
		v = record_get(&r, key);
	if (size)
		um_snprintf(buf, size, "%s", v ? v : "");
	if (ok)
		record_free(&r);
	return v != NULL;
}
