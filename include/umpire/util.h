/* util.h - allocation that aborts, growable strings, small helpers. */
#ifndef UMPIRE_UTIL_H
#define UMPIRE_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#define UM_ARRLEN(a) (sizeof(a) / sizeof((a)[0]))

/* Allocation failures abort the program here, and nowhere else. */
void *um_xmalloc(size_t);
void *um_xcalloc(size_t, size_t);
void *um_xrealloc(void *, size_t);
void *um_xreallocarray(void *, size_t, size_t);
char *um_xstrdup(const char *);
/* names (NULL-terminated) joined by sep; the caller frees. The one join:
 * names_join (cmd.h) is this in a buffer for messages. */
char *um_join(const char *const *names, const char *sep);
char *um_xstrndup(const char *, size_t);
char *um_xasprintf(const char *, ...) __attribute__((format(printf, 1, 2)));
/* *err = the formatted message; returns -1 (a status with its message). */
int um_fail(char **err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *um_xvasprintf(const char *, va_list)
    __attribute__((format(printf, 1, 0)));
/* vsnprintf and snprintf, the same bytes and count; plain conversions
 * (%s %c %% and %d %i %u, l ll z, '+') without a stream (util.c). */
int um_vsnprintf(char *, size_t, const char *, va_list)
    __attribute__((format(printf, 3, 0)));
int um_snprintf(char *, size_t, const char *, ...)
    __attribute__((format(printf, 3, 4)));

/* Grow *arr (holding *cap elements of size sz) so that it holds at least n. */
void um_grow(void **arr, size_t *cap, size_t n, size_t sz);
/* At least n bytes for arrays filled at once (a roster's index): from
 * 512 KiB on, whole huge pages, aligned, hinted to the system (a
 * 10,000-unit index faults in a few pages instead of a thousand). *got:
 * the size given. free() it. */
void *um_xmalloc_big(size_t n, size_t *got);

struct strbuf {
	char *s;
	size_t len;
	size_t cap;
};

void sb_init(struct strbuf *);
void sb_free(struct strbuf *);
void sb_clear(struct strbuf *);
void sb_add(struct strbuf *, const char *);
void sb_addn(struct strbuf *, const char *, size_t);
void sb_addc(struct strbuf *, char);
void sb_addf(struct strbuf *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
/* Take ownership of the buffer; the strbuf is left empty. */
char *sb_steal(struct strbuf *);

/* Strict integer parse of a whole string; false on junk or overflow. */
bool um_parse_int(const char *, long lo, long hi, long *out);
/* Strict finite decimal parse of a whole string. */
bool um_parse_double(const char *, double *out);
/* yes/no, true/false, 1/0 (spec §2). */
bool um_parse_bool(const char *, bool *out);
/* Identifier per spec §2: letters, digits, _ - . ; 1..max chars. */
bool um_is_ident(const char *, size_t max);
/* The characters of a UTF-8 string: a well-formed sequence is one, and
 * so is every byte that is not part of one, so a string of n characters
 * has at most 4n bytes (limits on text are counted in characters). */
size_t um_utf8_chars(const char *);
/* The byte offset of the first byte of s that is not well-formed UTF-8
 * (overlong forms and surrogates included), or -1 when s is all UTF-8. */
long um_utf8_bad(const char *);
/* NULL when path is absent or a plain file (maybe through a link); else
 * what it is ("a folder", "a device or pipe"): writing a file there by
 * rename (atomically) would replace it, so the writers refuse. */
const char *um_not_plain_file(const char *path);

/* Format a double compactly: integers without decimals, else up to 2. */
void um_fmt_num(char *buf, size_t size, double v);

/* Round per a rounding mode name (half-up, down, up). */
enum um_rounding { UM_ROUND_HALF_UP, UM_ROUND_DOWN, UM_ROUND_UP };
long um_round(double v, enum um_rounding);

#endif
