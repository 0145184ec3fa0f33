/* geometry.h - what the map decides for Belle Alliance fire and melee.
 *
 * The seam between the rule procedures (fire.c, melee.c) and the
 * geometry (geometry.c). Every function answers from the coordinates typed in;
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
	bool known;	    /* both placed: the fields below are decided */
	bool in_arc;	    /* some point of the target's outline in the arc */
	double outside_by;  /* when not: how far outside the arc */
	double range;	    /* along the line of fire (3.1.3) */
	double fx, fy;	    /* point of fire */
	double ix, iy;	    /* point of impact (moved into the arc: 3.1.3) */
	enum ba_edge edge;  /* target edge struck (3.1.8) */
	double angle_edge;  /* degrees between line of fire and that edge */
	double angle_front; /* ... and the target's front (3.1.9 line) */
	double angle_flank; /* ... and the target's flank (3.1.9 column) */
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
	/* Added with the map (decisions; docs/geometry.md "Belle Alliance"). */
	bool eligible;	   /* every geometric condition below holds */
	int arc_side;	   /* not in_arc: 1 left, 2 right, 3 behind the front */
	double arc_angle;  /* 30 or 45 (3.1.3) */
	double line_angle; /* line of fire vs straight ahead, degrees */
	bool flank, rear;  /* 3.1.8 decided */
	bool column; /* 3.1.9 decided (target formation, angles, behind) */
	char overhead[UM_NAME_MAX + 1]; /* 3.4.2 unit fired over, "" none */
	bool security_ok; /* 3.1.4: zone kept and no own unit < 10 behind */
	char behind_own[UM_NAME_MAX + 1]; /* 3.1.4 own unit < 10 behind */
	double behind_own_dist;
	bool cover_unknown; /* impact in a wood/building of no known class */
	int zone;	    /* tables 13/14: 1, 2...; 0 unknown; -1 beyond */
	double max_range;   /* weapon's longest range; 0 unknown */
	bool provisional;   /* a provisional size or range was used */
	/* One reason per condition, with the measured figures (CHECK). */
	char why_arc[128], why_range[128], why_block[160], why_security[160];
	char why_side[128], why_column[128], why_cover[128];
	char why_overhead[128]; /* 3.4.2 when overhead[0] */
	/* 3.1.3 lines of aim: front-rank files (figures; guns) of the
	 * firer, those with a line of aim (they take part; the point of
	 * fire is the centre of their front edge), those whose every line
	 * of aim is blocked (the first blocker below). */
	int files, aim_files, aim_blocked;
	char aim_blocked_by[UM_NAME_MAX + 1];
	bool aim_blocked_is_terrain;
	char why_aim[160];
};

int ba_fire_geometry(const struct game *, const struct unit *firer,
		     const struct unit *target, struct ba_fire_geo *);

/* What the firing player chose (3.1.3, 3.1.4); zeroed = the defaults. */
struct ba_fire_opts {
	bool has_impact; /* designated point of impact, moved into the arc */
	double ix, iy;
	int figures; /* participating figures (frontage, 3.1.4); 0 all */
	/* The caller reads neither the summary why nor why_range: they
	 * are not written (a ruling's checks say range and zone). */
	bool summary_unread;
	/* Only the point of fire and of impact (fx, fy, in_arc, ix, iy) are
	 * read: the evaluation stops there and writes no reasons. */
	bool points_only;
};

int ba_fire_geometry_opts(const struct game *, const struct unit *firer,
			  const struct unit *target,
			  const struct ba_fire_opts *, struct ba_fire_geo *);

/* Tables 13/14 zone of `range` for the firer's weapon: 1, 2...; -1
 * beyond the last zone; 0 unknown (no table or no row for the weapon).
 * *max_range: the weapon's longest range (INFINITY open-ended, 0 unknown). */
int ba_geo_zone(const struct game *, const struct unit *firer, double range,
		double *max_range, bool *provisional);

/* Hill layer of a unit: `level=` typed (not 0), else the hill under the
 * centre of its footprint (3.4.2, 4.1.9); the typed level when not placed. */
int ba_geo_level(const struct game *, const struct unit *);

/* 3.1.7 / 4.1.7: support within 10 with the supported unit inside the
 * supporter's 45 degree arc. *known false when either is not placed. */
bool ba_geo_supports(const struct game *, const struct unit *supporter,
		     const struct unit *supported, bool *known, double *dist);
/* Units that might support `supported` (3.1.7, 4.1.7): those within the
 * support distance of its box, roster order; the rest cannot. Writes at
 * most cap indices to out; returns the count, or -1 when supported is not
 * on the map (then none is known to reach). */
long ba_geo_support_candidates(const struct game *,
			       const struct unit *supported, size_t *out,
			       size_t cap);

/* 1.3.3: figures of skirmish line sl within 15 of unit other (its soutien,
 * or an opponent for 4.3.1). Returns -1 when unknown (not placed). */
int ba_geo_figures_within(const struct game *, const struct unit *sl,
			  const struct unit *other, double dist);

/* 4.3.2: skirmish line sl entirely or partially in the melee zone between
 * its soutien and the opponent (overlapping either unit's 5 cm melee
 * zone). *known false when any of the three is not placed. */
bool ba_geo_sl_between(const struct game *, const struct unit *sl,
		       const struct unit *soutien, const struct unit *opp,
		       bool *known);

/* 4.1.1, 4.1.8, 4.1.9: an attacker against a defender. */
struct ba_melee_geo {
	bool known;
	bool contact; /* melee zone (5 deep) touches the defender */
	bool flank;   /* 4.1.8 */
	bool rear;
	bool overreach;	  /* attacker overreaches */
	bool d_overreach; /* defender overreaches the attacker */
	int files_behind; /* attacker figures behind the extended front/rear */
	bool uphill;	  /* 4.1.9 */
	enum cover cover; /* defender's cover against this attacker (4.1.3) */
	char why[200];
	/* Added with the map. */
	int files_beside;     /* attacker files beside the opponent (4.1.8) */
	int d_files_behind;   /* defender figures behind the attacker's lines */
	int a_level, d_level; /* lowest layer under the attacker; defender's */
	bool cover_unknown;   /* wood/building of no known class */
	char cover_by[UM_NAME_MAX + 1];
	double gap;	  /* distance between the footprints */
	double hit_angle; /* flank/overreach: perpendicular vs the flank */
	bool provisional; /* a provisional size or cover class was used */
};

int ba_melee_geometry(const struct game *, const struct unit *attacker,
		      const struct unit *defender, struct ba_melee_geo *);

/* 3.3.2: the line of fire of geo passes through unit u (a soutien's
 * skirmish line). *known false when u or the line is not on the map. */
bool ba_geo_line_through(const struct game *, const struct ba_fire_geo *,
			 const struct unit *u, bool *known);

/* 3.4.2 overhead fire, one decision for the map and the umpire's
 * answers: layers of the firer, the unit fired over and the target; the
 * distances along the line of fire to that unit and from it to the
 * target; a friendly unit; canister loaded this bound. *need_far: the
 * distance needed beyond (10, friendly 20). */
enum ba_overhead {
	BA_OVER_OK,
	BA_OVER_FIRER_LOW,    /* firer not one layer above the unit */
	BA_OVER_TARGET_BELOW, /* target below the unit's layer */
	BA_OVER_NEAR,	      /* less than 10 to the unit */
	BA_OVER_FAR,	      /* less than 10 (20) beyond it */
	BA_OVER_CANISTER,     /* canister over a friendly unit */
};
enum ba_overhead ba_overhead_judge(int lf, int lo, int lt, double near_d,
				   double far_d, bool friendly, bool canister,
				   double *need_far);

/* Half-angle of the arc of fire (3.1.3): 45 artillery, 30 otherwise. */
double ba_fire_arc_deg(const struct unit *firer);

/* The work of `scan SIDE` without output (bench, tests): the number of
 * (firer, target) pairs found; *pairs (may be NULL) the pairs tested. */
size_t ba_scan_count(const struct game *, const char *side, size_t *pairs);

#endif
