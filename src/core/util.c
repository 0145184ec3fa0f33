/* util.c - allocation that aborts, growable strings, strict parsing. */
#define _DEFAULT_SOURCE /* madvise, MADV_HUGEPAGE (Linux) */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <malloc.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "umpire/util.h"

static void
um_oom(size_t n)
{
	/* The one place allocation failure is handled: abort loudly. */
	fprintf(stderr, "umpire: out of memory (%zu bytes)\n", n);
	abort();
}

void *
um_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (p == NULL)
		um_oom(n);
	return p;
}

void *
um_xcalloc(size_t n, size_t sz)
{
	void *p = calloc(n ? n : 1, sz ? sz : 1);
	if (p == NULL)
		um_oom(n * sz);
	return p;
}

void *
um_xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (q == NULL)
		um_oom(n);
	return q;
}

/* A big array (the roster at tens of thousands of units, its undo copy,
 * the spatial index's) in huge pages where the system offers them on
 * request: filled in a few faults instead of one per 4 KiB page. A hint
 * only, and only from HUGE_HINT_MIN: the last huge page of the room is
 * taken whole however little of it is filled (at 10,000 units, 1 load in 3
 * took 1.9 MiB more for the roster's). The whole pages of the block are
 * hinted, not only its huge-page-aligned middle: a mapping hinted in part
 * is split in two, and the system then grows it by copying (old and new in
 * memory at once) instead of moving its pages. */
#define HUGE_HINT_MIN ((size_t)16 << 20)
static void
huge_pages(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t a = (uintptr_t)p & ~(page - 1);
	uintptr_t b = ((uintptr_t)p + n + page - 1) & ~(page - 1);
	if (b > a)
		(void)madvise((void *)a, (size_t)(b - a), MADV_HUGEPAGE);
#else
	(void)p;
	(void)n;
#endif
}

void *
um_xmalloc_big(size_t n, size_t *got)
{
	const size_t huge = (size_t)2 << 20;
	if (n < huge / 4 || n > SIZE_MAX - huge) {
		*got = n;
		return um_xmalloc(n);
	}
	n = (n + huge - 1) & ~(huge - 1);
	void *p = NULL;
	if (posix_memalign(&p, huge, n) != 0 || p == NULL)
		um_oom(n);
	huge_pages(p, n);
	*got = n;
	return p;
}

void *
um_xreallocarray(void *p, size_t n, size_t sz)
{
	if (sz != 0 && n > SIZE_MAX / sz)
		um_oom(SIZE_MAX);
	return um_xrealloc(p, n * sz);
}

char *
um_xstrdup(const char *s)
{
	return um_xstrndup(s, strlen(s));
}

char *
um_xstrndup(const char *s, size_t n)
{
	size_t len = strnlen(s, n);
	char *p = um_xmalloc(len + 1);
	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

/* ---- formatting: a fast path for the plain conversions ----
 *
 * A replay formats millions of short texts, and glibc's vsnprintf spends
 * most of its time setting up a stream per call. A format whose every
 * conversion is plain -- %s, %.Ns, %c, %% and d, i, u with no modifier,
 * l, ll or z (u only), at most a '+' flag, no width or precision; or a
 * double's (float_spec_len) -- is printed here, byte for byte as printf
 * prints it (a NULL %s is "(null)", as glibc's; a double by snprintf of
 * its one conversion, unless it is a whole number for %g or a %.Nf,
 * fmt_fixed); any other format goes to vsnprintf whole. */

/* Length modifier of a plain integer conversion at *f (after '%' and a
 * '+'): 0 none, 1 l, 2 ll, 3 z; *f moves past it; -1 not plain. */
static int
plain_int_mod(const char **f)
{
	const char *s = *f;
	int mod = 0;
	if (s[0] == 'l' && s[1] == 'l') {
		mod = 2;
		s += 2;
	} else if (s[0] == 'l') {
		mod = 1;
		s++;
	} else if (s[0] == 'z') {
		mod = 3;
		s++;
	}
	if (*s == 'u' || ((*s == 'd' || *s == 'i') && mod != 3)) {
		*f = s;
		return mod;
	}
	return -1;
}

/* A floating conversion at f (just after its '%'): at most five flags
 * of "-+ #0", a width and a precision of at most two digits each, then
 * one of e E f F g G a A (a double). Its length, or 0. */
static size_t
float_spec_len(const char *f)
{
	const char *s = f;
	for (int i = 0; i < 5 && (*s == '-' || *s == '+' || *s == ' ' ||
				  *s == '#' || *s == '0');
	     i++)
		s++;
	for (int part = 0; part < 2; part++) {
		if (part == 1) {
			if (*s != '.')
				break;
			s++;
		}
		for (int i = 0; i < 2 && *s >= '0' && *s <= '9'; i++)
			s++;
		if (*s >= '0' && *s <= '9')
			return 0;
	}
	switch (*s) {
	case 'e':
	case 'E':
	case 'f':
	case 'F':
	case 'g':
	case 'G':
	case 'a':
	case 'A':
		return (size_t)(s - f) + 1;
	default:
		return 0;
	}
}

/* Output of the fast path: like snprintf, bytes past cap are counted,
 * not stored. */
struct fmt_out {
	char *s;
	size_t cap, len;
};

static void
fmt_put(struct fmt_out *w, const char *p, size_t n)
{
	if (w->len < w->cap) {
		size_t k = w->cap - w->len < n ? w->cap - w->len : n;
		memcpy(w->s + w->len, p, k);
	}
	w->len += n;
}

static void
fmt_int(struct fmt_out *w, bool plus, bool neg, unsigned long long v)
{
	char b[24];
	size_t i = sizeof b;
	do {
		b[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (neg)
		b[--i] = '-';
	else if (plus)
		b[--i] = '+';
	fmt_put(w, b + i, sizeof b - i);
}

/* "%.Nf" or "%+.Nf" (N 0-3) of v as glibc prints it: the exact value
 * of v rounded to N decimals, a tie to the even digit (the default
 * rounding mode), a '-' whenever v's sign bit is set ("-0.0"). The
 * product v * 10^N is rounded once; fma gives its exact error, which
 * decides a fraction that lands on one half. False when v is not finite
 * or too large or small for that (snprintf prints it). */
static bool
fmt_fixed(struct fmt_out *w, bool plus, int prec, double v)
{
	static const double scale[] = {1, 10, 100, 1000};
	double a = fabs(v);
	if (!(a < 1e12) || (a != 0 && a < 1e-200))
		return false;
	double p = a * scale[prec];
	double e = fma(a, scale[prec], -p); /* a * 10^N == p + e exactly */
	double fl = floor(p);
	double frac = p - fl; /* exact: p is below 2^52 */
	unsigned long long n = (unsigned long long)fl;
	/* frac is a multiple of p's ulp and |e| at most half of it: only a
	 * fraction of exactly one half needs e. */
	if (frac > 0.5 || (frac == 0.5 && (e > 0 || (e == 0 && (n & 1)))))
		n++;
	char b[40];
	size_t i = sizeof b;
	for (int d = 0; d < prec; d++) {
		b[--i] = (char)('0' + n % 10);
		n /= 10;
	}
	if (prec > 0)
		b[--i] = '.';
	do {
		b[--i] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	if (signbit(v))
		b[--i] = '-';
	else if (plus)
		b[--i] = '+';
	fmt_put(w, b + i, sizeof b - i);
	return true;
}

/* One floating conversion spec[0..n) ("%+g", "%.1f"...) of v: a whole
 * number below a million by %g or %+g is its digits, as printf prints it
 * (not -0); %.Nf and %+.Nf by fmt_fixed; any other by snprintf of that
 * one conversion. */
static void
fmt_double(struct fmt_out *w, const char *spec, size_t n, double v)
{
	bool g = spec[n - 1] == 'g' && (n == 2 || (n == 3 && spec[1] == '+'));
	if (g && fabs(v) < 1e6 && v == floor(v) && !(v == 0 && signbit(v))) {
		fmt_int(w, n == 3, v < 0, (unsigned long long)fabs(v));
		return;
	}
	bool plus = n == 5 && spec[1] == '+';
	const char *f = spec + 1 + plus;
	if (spec[n - 1] == 'f' && n == 4 + (size_t)plus && f[0] == '.' &&
	    f[1] >= '0' && f[1] <= '3' && fmt_fixed(w, plus, f[1] - '0', v))
		return;
	char one[16], b[512];
	memcpy(one, spec, n);
	one[n] = '\0';
	int k = snprintf(b, sizeof b, one, v);
	if (k < 0)
		um_oom(0);
	fmt_put(w, b, (size_t)k < sizeof b ? (size_t)k : sizeof b - 1);
}

/* fmt printed into w; false at the first conversion that is not plain
 * (what was printed is then to be thrown away). */
static bool
fmt_plain_v(struct fmt_out *w, const char *fmt, va_list ap)
{
	const char *f = fmt;
	for (const char *pc = strchr(f, '%'); pc; pc = strchr(f, '%')) {
		fmt_put(w, f, (size_t)(pc - f));
		const char *c = pc + 1;
		if (*c == '%') {
			fmt_put(w, "%", 1);
		} else if (*c == 's') {
			const char *s = va_arg(ap, const char *);
			if (s == NULL)
				s = "(null)";
			fmt_put(w, s, strlen(s));
		} else if (*c == '.' && c[1] >= '0' && c[1] <= '9' &&
			   (c[2] == 's' ||
			    (c[2] >= '0' && c[2] <= '9' &&
			     (c[3] == 's' ||
			      (c[3] >= '0' && c[3] <= '9' && c[4] == 's'))))) {
			/* %.Ns: at most N bytes of the string. */
			size_t max = 0;
			for (c++; *c != 's'; c++)
				max = max * 10 + (size_t)(*c - '0');
			const char *s = va_arg(ap, const char *);
			if (s == NULL)
				return false; /* glibc's "(null)" rule: printf
					       */
			fmt_put(w, s, strnlen(s, max));
		} else if (*c == 'c') {
			char ch = (char)va_arg(ap, int);
			fmt_put(w, &ch, 1);
		} else if (float_spec_len(c)) {
			c += float_spec_len(c) - 1;
			fmt_double(w, pc, (size_t)(c - pc) + 1,
				   va_arg(ap, double));
		} else {
			bool plus = *c == '+';
			if (plus)
				c++;
			int mod = plain_int_mod(&c);
			if (mod < 0) {
				return false;
			} else if (*c == 'u') {
				unsigned long long v =
				    mod == 0   ? va_arg(ap, unsigned)
				    : mod == 1 ? va_arg(ap, unsigned long)
				    : mod == 2 ? va_arg(ap, unsigned long long)
					       : va_arg(ap, size_t);
				fmt_int(w, false, false, v); /* no sign */
			} else {
				long long v = mod == 0 ? va_arg(ap, int)
					      : mod == 1
						  ? va_arg(ap, long)
						  : va_arg(ap, long long);
				unsigned long long m =
				    v < 0 ? 0ULL - (unsigned long long)v
					  : (unsigned long long)v;
				fmt_int(w, plus, v < 0, m);
			}
		}
		f = c + 1;
	}
	fmt_put(w, f, strlen(f));
	return true;
}

int
um_vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
	struct fmt_out w = {buf, size ? size - 1 : 0, 0};
	va_list aq;
	va_copy(aq, ap);
	bool plain = fmt_plain_v(&w, fmt, aq);
	va_end(aq);
	if (!plain)
		return vsnprintf(buf, size, fmt, ap);
	if (size)
		buf[w.len < size ? w.len : size - 1] = '\0';
	return w.len > INT_MAX ? -1 : (int)w.len;
}

int
um_snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = um_vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}

char *
um_xvasprintf(const char *fmt, va_list ap)
{
	/* Most texts fit a small buffer: format once, then copy. */
	char small[256];
	va_list aq;
	va_copy(aq, ap);
	int n = um_vsnprintf(small, sizeof small, fmt, aq);
	va_end(aq);
	if (n < 0)
		um_oom(0);
	char *p = um_xmalloc((size_t)n + 1);
	if ((size_t)n < sizeof small)
		memcpy(p, small, (size_t)n + 1);
	else
		um_vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *
um_xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = um_xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

/* Big blocks always mapped on their own (glibc): realloc then moves
 * their pages instead of copying them into fresh ones. Without this,
 * glibc raises its threshold when such a block is freed, and the next
 * roster of a process grows inside the heap by copying (a second 10k
 * load in one process took 2.6 times the first). */
static pthread_once_t mmap_once = PTHREAD_ONCE_INIT;
static void
mmap_threshold_fix(void)
{
#ifdef M_MMAP_THRESHOLD
	(void)mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

void
um_grow(void **arr, size_t *cap, size_t n, size_t sz)
{
	if (n <= *cap)
		return;
	(void)pthread_once(&mmap_once, mmap_threshold_fix);
	size_t ncap = *cap ? *cap : 8;
	while (ncap < n)
		ncap *= 2;
	if (ncap > SIZE_MAX / sz)
		um_oom(SIZE_MAX);
	*arr = um_xreallocarray(*arr, ncap, sz);
	/* A big block is moved by remapping its pages, not copied: the old
	 * and the new never both stand in memory; the room past the old
	 * contents is hinted before it is filled. */
	if (ncap * sz >= HUGE_HINT_MIN)
		huge_pages(*arr, ncap * sz);
	*cap = ncap;
}

void
sb_init(struct strbuf *sb)
{
	sb->s = NULL;
	sb->len = sb->cap = 0;
}

void
sb_free(struct strbuf *sb)
{
	free(sb->s);
	sb_init(sb);
}

void
sb_clear(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->s)
		sb->s[0] = '\0';
}

void
sb_addn(struct strbuf *sb, const char *s, size_t n)
{
	/* 64 bytes at first: a line, with no growing by 8, 16, 32. */
	size_t need = sb->len + n + 1;
	if (need > sb->cap)
		um_grow((void **)&sb->s, &sb->cap, need < 64 ? 64 : need, 1);
	memcpy(sb->s + sb->len, s, n);
	sb->len += n;
	sb->s[sb->len] = '\0';
}

void
sb_add(struct strbuf *sb, const char *s)
{
	sb_addn(sb, s, strlen(s));
}

void
sb_addc(struct strbuf *sb, char c)
{
	sb_addn(sb, &c, 1);
}

void
sb_addf(struct strbuf *sb, const char *fmt, ...)
{
	/* Straight into the buffer's room; grown and done again when the
	 * text does not fit. */
	va_list ap;
	va_start(ap, fmt);
	size_t room = sb->cap > sb->len ? sb->cap - sb->len : 0;
	int n = um_vsnprintf(room ? sb->s + sb->len : NULL, room, fmt, ap);
	va_end(ap);
	if (n < 0)
		um_oom(0);
	if ((size_t)n >= room) {
		um_grow((void **)&sb->s, &sb->cap, sb->len + (size_t)n + 1, 1);
		va_start(ap, fmt);
		um_vsnprintf(sb->s + sb->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	sb->len += (size_t)n;
}

char *
sb_steal(struct strbuf *sb)
{
	char *s = sb->s ? sb->s : um_xstrdup("");
	sb_init(sb);
	return s;
}

bool
um_parse_int(const char *s, long lo, long hi, long *out)
{
	if (s == NULL || *s == '\0')
		return false;
	const char *p = s;
	if (*p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		return false;
	errno = 0;
	char *end;
	long v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

bool
um_parse_double(const char *s, double *out)
{
	if (s == NULL || *s == '\0')
		return false;
	const char *p = s;
	if (*p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char)*p) &&
	    !(*p == '.' && isdigit((unsigned char)p[1])))
		return false;
	for (const char *q = p; *q; q++)
		if (!isdigit((unsigned char)*q) && *q != '.')
			return false;
	/* Up to 15 digits with at most 22 after the point: the digits as
	 * an integer, divided by a power of ten; both are exact doubles, so
	 * the one division rounds as strtod does (Clinger's fast path). */
	static const double tens[] = {1e0,  1e1,  1e2,	1e3,  1e4,  1e5,
				      1e6,  1e7,  1e8,	1e9,  1e10, 1e11,
				      1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
				      1e18, 1e19, 1e20, 1e21, 1e22};
	uint64_t m = 0;
	int digits = 0, frac = -1;
	const char *q = p;
	for (; *q && digits <= 15; q++) {
		if (*q == '.') {
			if (frac >= 0)
				break;
			frac = 0;
			continue;
		}
		m = m * 10 + (uint64_t)(*q - '0');
		digits++;
		frac += frac >= 0;
	}
	if (*q == '\0' && digits <= 15 && frac <= 22) {
		double v = (double)m / tens[frac > 0 ? frac : 0];
		if (*s == '-')
			v = -v;
		if (fabs(v) > 1e9)
			return false;
		*out = v;
		return true;
	}
	errno = 0;
	char *end;
	double v = strtod(s, &end);
	if (errno != 0 || *end != '\0' || !isfinite(v) || fabs(v) > 1e9)
		return false;
	*out = v;
	return true;
}

bool
um_parse_bool(const char *s, bool *out)
{
	static const char *yes[] = {"yes", "true", "1"};
	static const char *no[] = {"no", "false", "0"};
	for (size_t i = 0; i < UM_ARRLEN(yes); i++) {
		if (strcmp(s, yes[i]) == 0) {
			*out = true;
			return true;
		}
		if (strcmp(s, no[i]) == 0) {
			*out = false;
			return true;
		}
	}
	return false;
}

bool
um_is_ident(const char *s, size_t max)
{
	size_t n = 0;
	for (; s[n]; n++) {
		unsigned char c = (unsigned char)s[n];
		if (!isalnum(c) && c != '_' && c != '-' && c != '.')
			return false;
	}
	return n > 0 && n <= max;
}

/* The length of the well-formed UTF-8 sequence at s (2..4), or 1. */
static size_t
utf8_seq_len(const unsigned char *s)
{
	size_t n = s[0] >= 0xf0 && s[0] <= 0xf4	  ? 4
		   : s[0] >= 0xe0 && s[0] <= 0xef ? 3
		   : s[0] >= 0xc2 && s[0] <= 0xdf ? 2
						  : 1;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 1;
	return n;
}

size_t
um_utf8_chars(const char *s)
{
	size_t n = 0;
	for (const unsigned char *p = (const unsigned char *)s; *p; n++)
		p += utf8_seq_len(p);
	return n;
}

long
um_utf8_bad(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	for (size_t i = 0; p[i];) {
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		size_t n = utf8_seq_len(p + i);
		if (n == 1 && p[i] >= 0x80)
			return (long)i;
		/* No overlong 3/4-byte forms, surrogates or past U+10FFFF. */
		if ((p[i] == 0xe0 && p[i + 1] < 0xa0) ||
		    (p[i] == 0xed && p[i + 1] > 0x9f) ||
		    (p[i] == 0xf0 && p[i + 1] < 0x90) ||
		    (p[i] == 0xf4 && p[i + 1] > 0x8f))
			return (long)i;
		i += n;
	}
	return -1;
}

const char *
um_not_plain_file(const char *path)
{
	struct stat st;
	if (stat(path, &st) < 0 || S_ISREG(st.st_mode))
		return NULL; /* absent (or unreadable: the write will say) */
	return S_ISDIR(st.st_mode) ? "a folder" : "a device, pipe or socket";
}

void
um_fmt_num(char *buf, size_t size, double v)
{
	if (fabs(v - round(v)) < 1e-9) {
		double r = round(v) == 0 ? 0.0 : round(v);
		/* A whole number below 2^53 prints as its integer ("%.0f"
		 * is exact there), without printf's float path. */
		if (fabs(r) < 9007199254740992.0) {
			um_snprintf(buf, size, "%lld", (long long)r);
			return;
		}
		snprintf(buf, size, "%.0f", r);
		return;
	}
	snprintf(buf, size, "%.2f", v);
	/* trim trailing zeros: 1.50 -> 1.5 */
	char *e = buf + strlen(buf) - 1;
	while (e > buf && *e == '0')
		*e-- = '\0';
	if (e > buf && *e == '.') /* 20.0000001 -> "20", not "20." */
		*e = '\0';
}

long
um_round(double v, enum um_rounding mode)
{
	/* Tolerate representation error: 2.9999999 is 3. */
	double eps = 1e-9;
	switch (mode) {
	case UM_ROUND_DOWN:
		return (long)floor(v + eps);
	case UM_ROUND_UP:
		return (long)ceil(v - eps);
	case UM_ROUND_HALF_UP:
	default:
		return (long)floor(v + 0.5 + eps);
	}
}

int
um_fail(char **err, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	*err = um_xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

char *
um_join(const char *const *names, const char *sep)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	for (size_t i = 0; names[i]; i++)
		sb_addf(&sb, "%s%s", i ? sep : "", names[i]);
	return sb_steal(&sb);
}
