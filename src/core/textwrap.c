/* textwrap.c - text broken into rows at spaces (textwrap.h). */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "umpire/textwrap.h"
#include "umpire/util.h"

/* The character at s (of len bytes): its byte length (>= 1) and columns. */
static size_t
char_at(const char *s, size_t len, int *cols)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	wchar_t wc;
	size_t n = mbrtowc(&wc, s, len, &st);
	if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
		*cols = 1; /* not a character: one column, as shown ('?') */
		return 1;
	}
	int cw = wcwidth(wc);
	*cols = cw > 0 ? cw : 0;
	return n;
}

/* Bytes of the longest prefix of s no wider than w columns. */
static size_t
fit_bytes(const char *s, int w)
{
	size_t len = strlen(s), pos = 0;
	int used = 0;
	while (pos < len) {
		int cw;
		size_t n = char_at(s + pos, len - pos, &cw);
		if (used + cw > w)
			break;
		used += cw;
		pos += n;
	}
	return pos;
}

static size_t
skip_spaces(const char *s, size_t pos)
{
	while (s[pos] == ' ')
		pos++;
	return pos;
}

struct wrap_row
text_wrap_row(const char *s, int w)
{
	struct wrap_row r = {0, 0, false};
	size_t len = strlen(s);
	if (w < 1)
		w = 1;
	size_t fit = fit_bytes(s, w);
	if (fit == len) {
		r.len = r.next = len;
		return r;
	}
	/* The row ends at its last space after a word (or at the space
	 * just past it); the run of spaces there is on no row. */
	size_t brk = 0;
	for (size_t i = 1; i <= fit; i++)
		if (s[i] == ' ' && s[i - 1] != ' ')
			brk = i;
	if (brk > 0) {
		r.len = brk;
		r.next = skip_spaces(s, brk);
		return r;
	}
	/* One word (after any leading spaces) wider than the row. */
	if (w < 2) {
		int cw;
		r.len = r.next = fit > 0 ? fit : char_at(s, len, &cw);
		return r;
	}
	size_t lead = skip_spaces(s, 0);
	r.len = fit_bytes(s, w - 1);
	r.cut = true;
	r.next = skip_spaces(s, lead + strcspn(s + lead, " "));
	return r;
}

int
text_wrap_rows(const char *s, int w, int ind)
{
	int rows = 0, cw = w;
	do {
		struct wrap_row r = text_wrap_row(s, cw);
		rows++;
		s += r.next;
		cw = w - ind;
	} while (*s);
	return rows;
}

char *
text_wrap(const char *s, int w, int ind, const char *ellipsis)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	int cw = w, row = 0;
	do {
		struct wrap_row r = text_wrap_row(s, cw);
		sb_addf(&sb, "%*s%.*s%s\n", row ? ind : 0, "", (int)r.len, s,
			r.cut ? ellipsis : "");
		s += r.next;
		cw = w - ind;
		row++;
	} while (*s);
	return sb_steal(&sb);
}
