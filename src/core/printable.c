/* printable.c - text made safe for a terminal (printable.h). */
#include "umpire/printable.h"

#include <stdio.h>
#include <string.h>

#include "umpire/util.h"

/* The length of the UTF-8 character at p (1 to 4), 0 when p does not
 * start one. */
static size_t
utf8_len(const unsigned char *p)
{
	size_t n = p[0] < 0x80		   ? 1
		   : (p[0] & 0xE0) == 0xC0 ? 2
		   : (p[0] & 0xF0) == 0xE0 ? 3
		   : (p[0] & 0xF8) == 0xF0 ? 4
					   : 0;
	if (n == 2 && p[0] < 0xC2)
		return 0; /* overlong */
	for (size_t i = 1; i < n; i++)
		if ((p[i] & 0xC0) != 0x80)
			return 0;
	return n;
}

/* Whether the character at p (n bytes) is shown as it is. */
static bool
plain_char(const unsigned char *p, size_t n)
{
	if (n == 0)
		return false;
	if (n == 1)
		return p[0] == '\t' || (p[0] >= 0x20 && p[0] != 0x7f);
	/* C1 controls: U+0080..U+009F (C2 80..C2 9F). */
	return !(n == 2 && p[0] == 0xC2 && p[1] < 0xA0);
}

bool
um_is_printable(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		size_t n = utf8_len(p);
		if (!plain_char(p, n))
			return false;
		p += n;
	}
	return true;
}

char *
um_printable(const char *s)
{
	if (um_is_printable(s))
		return um_xstrdup(s);
	struct strbuf sb;
	sb_init(&sb);
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		size_t n = utf8_len(p);
		if (plain_char(p, n)) {
			sb_addn(&sb, (const char *)p, n);
			p += n;
		} else if (n == 2) { /* a C1 control */
			sb_addf(
			    &sb, "\\u%04x",
			    (unsigned)(((p[0] & 0x1F) << 6) | (p[1] & 0x3F)));
			p += 2;
		} else {
			sb_addf(&sb, "\\x%02x", (unsigned)*p);
			p++;
		}
	}
	return sb_steal(&sb);
}
