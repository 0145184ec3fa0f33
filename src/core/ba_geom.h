/* ba_geom.h - what the map decides for Belle Alliance fire and melee.
 *
 * The seam between the rule procedures (ba_fire.c, ba_melee.c) and the
 * geometry (geom.c). Every function answers from the coordinates typed in;
 * when a unit is not placed (u->placed false) `known` is false and the
 * procedure asks the umpire instead (spec §2 answers). Distances are in
 * game units (cm for Belle Alliance). */
#ifndef UMPIRE_BA_GEOM_H
#define UMPIRE_BA_GEOM_H

#include <stdbool.h>

#include "umpire/game.h"

enum ba_edge { BA_EDGE_FRONT, BA_EDGE_FLANK, BA_EDGE_REAR };

/* 3.1.3-3.1.9: one firer at one target. */
struct ba_fire_geo {
	bool known;          /* both placed: the fields below are decided */
	bool in_arc;         /* some point of the target's outline in the arc */
	double outside_by;   /* when not: how far outside the arc */
	double range;        /* along the line of fire (3.1.3) */
	double fx, fy;       /* point of fire */
	double ix, iy;       /* point of impact (moved into the arc: 3.1.3) */
	enum ba_edge edge;   /* target edge struck (3.1.8) */
	double angle_edge;   /* degrees between line of fire and that edge */
	double angle_front;  /* ... and the target's front (3.1.9 line) */
	double angle_flank;  /* ... and the target's flank (3.1.9 column) */
	char blocked_by[UM_NAME_MAX + 1]; /* unit or terrain; "" clear */
	bool blocked_is_terrain;
	/* 3.1.4 security zone: own unit between firer and target. */
	char security_unit[UM_NAME_MAX + 1];
	double security_needed, security_have;
	/* Unit behind the target on the line of fire within 10 (3.1.4 own;
	 * 3.1.9 artillery column effect). */
	char behind_unit[UM_NAME_MAX + 1];
	double behind_dist;
	enum cover cover; /* cover at the point of impact (3.1.3) */
	char cover_by[UM_NAME_MAX + 1];
	char why[200]; /* one line: how the map decided, for reasons */
};

int ba_fire_geometry(const struct game *, const struct unit *firer,
		     const struct unit *target, struct ba_fire_geo *);

/* 3.1.7 / 4.1.7: support within 10 with the supported unit inside the
 * supporter's 45 degree arc. *known false when either is not placed. */
bool ba_geo_supports(const struct game *, const struct unit *supporter,
		     const struct unit *supported, bool *known, double *dist);

/* 1.3.3: figures of skirmish line sl within 15 of unit other (its soutien,
 * or an opponent for 4.3.1). Returns -1 when unknown (not placed). */
int ba_geo_figures_within(const struct game *, const struct unit *sl,
			  const struct unit *other, double dist);

/* 4.1.1, 4.1.8, 4.1.9: an attacker against a defender. */
struct ba_melee_geo {
	bool known;
	bool contact;     /* melee zone (5 deep) touches the defender */
	bool flank;       /* 4.1.8 */
	bool rear;
	bool overreach;   /* attacker overreaches */
	bool d_overreach; /* defender overreaches the attacker */
	int files_behind; /* attacker figures behind the extended front/rear */
	bool uphill;      /* 4.1.9 */
	enum cover cover; /* defender's cover against this attacker (4.1.3) */
	char why[200];
};

int ba_melee_geometry(const struct game *, const struct unit *attacker,
		      const struct unit *defender, struct ba_melee_geo *);

#endif
