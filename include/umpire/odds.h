/* odds.h - distributions of dice by convolution, not by enumerating every
 * result: n dice of `faces` sides, counted by (total, how many dice show
 * one chosen face). What the rules read of a roll is its total and the
 * count of ones (supplies, 5.5.3), so this is all `odds` needs; 8d100
 * takes a few million additions instead of 10^16 results. */
#ifndef UMPIRE_ODDS_H
#define UMPIRE_ODDS_H

#include "umpire/dice.h"

struct dice_dist {
	int n, faces, face;
	double combos; /* faces^n */
	double *count; /* results by (total - n) * (n + 1) + k */
};

/* The distribution of n dice of `faces` sides, k counting dice that show
 * `face`. */
void dice_dist_make(struct dice_dist *, const struct dicespec *, int face);
void dice_dist_free(struct dice_dist *);
/* Number of results with this total and k dice showing the face. */
double dice_dist_count(const struct dice_dist *, int total, int k);
/* ... with this total, any k. */
double dice_dist_total(const struct dice_dist *, int total);
/* ... with k dice showing the face, any total. */
double dice_dist_face(const struct dice_dist *, int k);

#endif
