/* dice.h - the one seeded generator, and the umpire's physical dice.
 * Dice come only from here: rolled by struct rng or typed as roll=/dice=. */
#ifndef UMPIRE_DICE_H
#define UMPIRE_DICE_H

#include <stdbool.h>
#include <stdint.h>

#define DICE_MAX 8

struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *, uint64_t seed);
/* Uniform integer in 1..faces. */
int rng_die(struct rng *, int faces);

/* A dice specification such as "3d6". */
struct dicespec {
	int n;
	int faces;
};

bool dicespec_parse(const char *, struct dicespec *);

/* A roll: individual dice when known (n > 0), and the total. */
struct roll {
	int n; /* number of dice known; 0 = only the total */
	int die[DICE_MAX];
	int total;
};

void roll_dice(struct rng *, const struct dicespec *, struct roll *);
/* Validate the umpire's entry against spec. roll_str is a total ("11"),
 * dice_str a list ("4,3,4"); either may be NULL. With both, they must agree.
 * On error returns false and sets *err (caller frees) naming what is
 * allowed. `what` names the key for messages ("roll", "droll", ...). */
bool roll_parse(const struct dicespec *, const char *what_roll,
		const char *roll_str, const char *what_dice,
		const char *dice_str, struct roll *, char **err);
/* "4,3,4" into buf. */
void roll_format_dice(const struct roll *, char *buf, int size);
/* How many dice show `face`; -1 when only the total is known and the
 * count cannot be told from it. */
int roll_count_face(const struct roll *, const struct dicespec *, int face);

#endif
