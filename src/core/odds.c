/* odds.c - dice distributions by convolution (odds.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/odds.h"
#include "umpire/util.h"

void
dice_dist_make(struct dice_dist *d, const struct dicespec *spec, int face)
{
	int n = spec->n > 0 ? spec->n : 0,
	    s = spec->faces > 0 ? spec->faces : 1;
	d->n = n;
	d->faces = s;
	d->face = face;
	d->combos = pow(s, n);
	size_t totals = (size_t)n * (size_t)(s - 1) + 1, ks = (size_t)n + 1;
	/* By sums of the first m dice, from their minimum m. */
	double *cur = um_xcalloc(totals * ks, sizeof *cur);
	double *next = um_xcalloc(totals * ks, sizeof *next);
	cur[0] = 1; /* no dice: total 0, no face */
	for (int m = 0; m < n; m++) {
		memset(next, 0, totals * ks * sizeof *next);
		size_t span = (size_t)m * (size_t)(s - 1) + 1;
		for (size_t t = 0; t < span; t++)
			for (size_t k = 0; k <= (size_t)m; k++) {
				double c = cur[t * ks + k];
				if (c == 0)
					continue;
				/* the next die shows v: its offset from 1 */
				for (int v = 1; v <= s; v++)
					next[(t + (size_t)(v - 1)) * ks + k +
					     (v == face)] += c;
			}
		double *tmp = cur;
		cur = next;
		next = tmp;
	}
	free(next);
	d->count = cur;
}

void
dice_dist_free(struct dice_dist *d)
{
	free(d->count);
	d->count = NULL;
}

double
dice_dist_count(const struct dice_dist *d, int total, int k)
{
	long t = (long)total - d->n;
	if (t < 0 || t > (long)d->n * (d->faces - 1) || k < 0 || k > d->n)
		return 0;
	return d->count[(size_t)t * (size_t)(d->n + 1) + (size_t)k];
}

double
dice_dist_total(const struct dice_dist *d, int total)
{
	double c = 0;
	for (int k = 0; k <= d->n; k++)
		c += dice_dist_count(d, total, k);
	return c;
}

double
dice_dist_face(const struct dice_dist *d, int k)
{
	double c = 0;
	for (int t = d->n; t <= d->n * d->faces; t++)
		c += dice_dist_count(d, t, k);
	return c;
}
