/* dice.c - xoshiro256** seeded by splitmix64; dice entry validation. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/dice.h"
#include "umpire/odds.h"
#include "umpire/util.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

int
rng_die(struct rng *r, int faces)
{
	/* Rejection sampling: no modulo bias. */
	uint64_t f = (uint64_t)faces;
	uint64_t limit = UINT64_MAX - UINT64_MAX % f;
	uint64_t v;
	do
		v = rng_next(r);
	while (v >= limit);
	return (int)(v % f) + 1;
}

bool
dicespec_parse(const char *s, struct dicespec *d)
{
	/* NdF, digits only: sscanf("%d") is undefined on overflow. */
	char buf[16];
	const char *sep = strchr(s, 'd');
	long n, f;
	if (sep == NULL || (size_t)(sep - s) >= sizeof buf)
		return false;
	memcpy(buf, s, (size_t)(sep - s));
	buf[sep - s] = '\0';
	if (!isdigit((unsigned char)buf[0]) || !isdigit((unsigned char)sep[1]))
		return false;
	if (!um_parse_int(buf, 1, DICE_MAX, &n) ||
	    !um_parse_int(sep + 1, 2, 100, &f))
		return false;
	d->n = (int)n;
	d->faces = (int)f;
	return true;
}

void
roll_dice(struct rng *r, const struct dicespec *d, struct roll *out)
{
	out->n = d->n;
	out->total = 0;
	for (int i = 0; i < d->n; i++) {
		out->die[i] = rng_die(r, d->faces);
		out->total += out->die[i];
	}
}

bool
roll_parse(const struct dicespec *d, const char *what_roll,
	   const char *roll_str, const char *what_dice, const char *dice_str,
	   struct roll *out, char **err)
{
	memset(out, 0, sizeof *out);
	if (dice_str != NULL) {
		const char *p = dice_str;
		int n = 0, total = 0;
		while (*p) {
			char num[16];
			size_t len = strcspn(p, ",");
			long v;
			if (len == 0 || len >= sizeof num || n >= DICE_MAX)
				goto bad_dice;
			memcpy(num, p, len);
			num[len] = '\0';
			if (!um_parse_int(num, 1, d->faces, &v))
				goto bad_dice;
			out->die[n++] = (int)v;
			total += (int)v;
			p += len;
			if (*p == ',' && *++p == '\0')
				goto bad_dice;
		}
		if (n != d->n)
			goto bad_dice;
		out->n = n;
		out->total = total;
	}
	if (roll_str != NULL) {
		long v;
		if (!um_parse_int(roll_str, d->n, (long)d->n * d->faces, &v)) {
			*err =
			    um_xasprintf("%s=%s is not a %dd%d total; allowed: "
					 "%d to %d",
					 what_roll, roll_str, d->n, d->faces,
					 d->n, d->n * d->faces);
			return false;
		}
		if (dice_str != NULL && v != out->total) {
			*err = um_xasprintf("%s=%s does not match %s=%s (total "
					    "%d)",
					    what_roll, roll_str, what_dice,
					    dice_str, out->total);
			return false;
		}
		out->total = (int)v;
	}
	return true;
bad_dice:
	*err = um_xasprintf("%s=%s is not %d dice of 1 to %d; write them like "
			    "%s=%s",
			    what_dice, dice_str, d->n, d->faces, what_dice,
			    d->n == 3 ? "4,2,6" : (d->n == 2 ? "4,2" : "4"));
	return false;
}

void
roll_format_dice(const struct roll *r, char *buf, int size)
{
	int off = 0;
	buf[0] = '\0';
	for (int i = 0; i < r->n && off < size; i++)
		off += um_snprintf(buf + off, (size_t)(size - off), "%s%d",
				   i ? "," : "", r->die[i]);
}

int
roll_count_face(const struct roll *r, const struct dicespec *d, int face)
{
	if (r->n > 0) {
		int c = 0;
		for (int i = 0; i < r->n; i++)
			c += r->die[i] == face;
		return c;
	}
	/* Only the total: decidable when every split of it agrees. Counted
	 * by convolution (odds.h): 8d100 has 10^16 splits. */
	int lo = -1, hi = -1;
	struct dice_dist dd;
	dice_dist_make(&dd, d, face);
	for (int k = 0; k <= d->n; k++)
		if (dice_dist_count(&dd, r->total, k) > 0) {
			if (lo < 0)
				lo = k;
			hi = k;
		}
	dice_dist_free(&dd);
	return lo == hi ? lo : -1;
}
