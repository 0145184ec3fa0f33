/*
 * umpire — pure plane geometry for the table (no game state, no I/O).
 *
 * Conventions (interface.md §7): x grows east, y north, any unit of length.
 * Facing is degrees clockwise from north: facing 0 looks toward +y, facing 90
 * toward +x.  A unit's reference point is the centre of its front edge; its
 * footprint is `width` wide and `depth` deep behind the front edge.  All
 * angles at this API are in degrees.  See docs/geometry.md for the readings
 * of the rules chosen here.
 *
 * Invalid input (NaN, infinities, non-positive sizes) never crashes: status
 * functions return GEOM_EINVAL, predicates return false and distances NaN.
 */
#ifndef UMPIRE_GEOM_H
#define UMPIRE_GEOM_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>

/* Contact tolerance: 1e-6 of the largest size of the shapes involved. */
#define GEOM_REL_EPS 1e-6

enum geom_status {
	GEOM_OK = 0,
	GEOM_EINVAL = -1,   /* NaN, infinity, non-positive size, bad angle */
	GEOM_ENOTFOUND = -2 /* well-formed question with no answer */
};

struct vec2 {
	double x, y;
};

/* Axis-aligned bounding box, bounds inclusive. */
struct geom_box {
	double min_x, min_y, max_x, max_y;
};

/* ---- 1. vectors and angles ---------------------------------------------- */

/* The basic vector operations are inline: the geometry of one scan calls
 * them millions of times (docs/hardening.md). */
static inline struct vec2
vec2_make(double x, double y)
{
	struct vec2 v = {x, y};
	return v;
}

static inline struct vec2
vec2_add(struct vec2 a, struct vec2 b)
{
	return vec2_make(a.x + b.x, a.y + b.y);
}

static inline struct vec2
vec2_sub(struct vec2 a, struct vec2 b)
{
	return vec2_make(a.x - b.x, a.y - b.y);
}

static inline struct vec2
vec2_scale(struct vec2 v, double s)
{
	return vec2_make(v.x * s, v.y * s);
}

static inline double
vec2_dot(struct vec2 a, struct vec2 b)
{
	return a.x * b.x + a.y * b.y;
}

static inline double
vec2_cross(struct vec2 a, struct vec2 b)
{
	return a.x * b.y - a.y * b.x;
}

static inline double
vec2_length(struct vec2 v)
{
	return hypot(v.x, v.y);
}

static inline double
vec2_distance(struct vec2 a, struct vec2 b)
{
	return hypot(a.x - b.x, a.y - b.y);
}

static inline bool
vec2_is_finite(struct vec2 v)
{
	return isfinite(v.x) && isfinite(v.y);
}

/* Rotates v clockwise by deg (the sense in which facing grows). */
struct vec2 vec2_rotate_cw(struct vec2 v, double deg);

/* Angle reduced to [0, 360); NaN for non-finite input. */
double geom_normalize_deg(double deg);
/* Angle reduced to [-180, 180); NaN for non-finite input. */
double geom_normalize_signed_deg(double deg);
/* Unit vector a unit with this facing looks along; exact at multiples of 90. */
struct vec2 geom_facing_to_dir(double facing);
/* Facing in [0, 360) of a direction; NaN for the zero vector. */
double geom_dir_to_facing(struct vec2 dir);
/* Unsigned angle between two directions, [0, 180]; NaN if either is zero. */
double geom_angle_between_deg(struct vec2 a, struct vec2 b);
/* Clockwise turn from `from` to `to`, in [-180, 180); NaN if either zero. */
double geom_turn_cw_deg(struct vec2 from, struct vec2 to);
/* Angle between two undirected lines, [0, 90]; NaN if either is zero. */
double geom_line_angle_deg(struct vec2 a, struct vec2 b);

/* ---- 2. footprints (oriented rectangles) -------------------------------- */

/* Corners in order; left/right as seen by the unit looking ahead. */
enum fp_corner { FP_FRONT_LEFT, FP_FRONT_RIGHT, FP_REAR_RIGHT, FP_REAR_LEFT };

/* Edge i runs from corner i to corner (i + 1) % 4. */
enum fp_edge {
	FP_EDGE_NONE = -1,
	FP_FRONT = 0,
	FP_RIGHT_FLANK = 1,
	FP_REAR = 2,
	FP_LEFT_FLANK = 3
};

/* Side of a target as the rules name it (3.1.8, 3.1.9, 4.1.8). */
enum fp_side {
	FP_SIDE_NONE = -1,
	FP_SIDE_FRONT = 0,
	FP_SIDE_FLANK = 1,
	FP_SIDE_REAR = 2
};

enum geom_contact {
	GEOM_INVALID = -1,
	GEOM_APART = 0,
	GEOM_TOUCHING = 1,   /* boundaries meet, interiors do not overlap */
	GEOM_OVERLAPPING = 2 /* interiors overlap by more than the tolerance */
};

struct footprint {
	struct vec2 ref; /* centre of the front edge */
	double facing, width, depth;
	struct vec2 forward; /* unit vector straight ahead */
	struct vec2 right;   /* unit vector to the unit's right */
	struct vec2 corner[4];
};

/* Builds a footprint; GEOM_EINVAL for non-finite input or size <= 0. */
int footprint_make(struct footprint *out, double x, double y, double facing,
		   double width, double depth);
static inline bool
footprint_is_valid(const struct footprint *fp)
{
	return fp && vec2_is_finite(fp->ref) && isfinite(fp->width) &&
	       isfinite(fp->depth) && fp->width > 0 && fp->depth > 0 &&
	       vec2_is_finite(fp->forward) && vec2_is_finite(fp->corner[2]);
}
/* End points of an edge, in corner order. */
void footprint_edge(const struct footprint *fp, enum fp_edge edge,
		    struct vec2 *from, struct vec2 *to);
struct vec2 footprint_centre(const struct footprint *fp);
struct geom_box footprint_box(const struct footprint *fp);
/* Contact tolerance of the footprint: GEOM_REL_EPS * max(width, depth). */
static inline double
footprint_eps(const struct footprint *fp)
{
	return GEOM_REL_EPS * (fp->width > fp->depth ? fp->width : fp->depth);
}

/* Point in the unit's frame: lateral (right +) and ahead (front edge 0). */
static inline void
footprint_local(const struct footprint *fp, struct vec2 p, double *lateral,
		double *ahead)
{
	struct vec2 d = vec2_sub(p, fp->ref);

	*lateral = vec2_dot(d, fp->right);
	*ahead = vec2_dot(d, fp->forward);
}
enum fp_side fp_edge_side(enum fp_edge edge);

/* Boundary counts as inside (within the tolerance). */
bool footprint_contains_point(const struct footprint *fp, struct vec2 p);
/* 0 inside or on the outline. */
double footprint_distance_to_point(const struct footprint *fp, struct vec2 p);
/* Nearest point of the outline (not the interior) to p, and its edge. */
struct vec2 footprint_nearest_outline_point(const struct footprint *fp,
					    struct vec2 p, enum fp_edge *edge);
/* 0 when touching or overlapping. */
double footprint_distance(const struct footprint *a, const struct footprint *b);
enum geom_contact footprint_contact(const struct footprint *a,
				    const struct footprint *b);
/* Base contact: touching or overlapping. */
bool footprints_touch(const struct footprint *a, const struct footprint *b);
bool footprints_overlap(const struct footprint *a, const struct footprint *b);
/* Distance <= limit + tolerance: the boundary is INCLUSIVE. */
bool footprint_within_distance(const struct footprint *a,
			       const struct footprint *b, double limit);
bool footprint_point_within_distance(const struct footprint *fp, struct vec2 p,
				     double limit);

/* ---- 3. polygons (terrain) ---------------------------------------------- */

/* A simple polygon, vertices in either order; not owned. n >= 3. */
struct polygon {
	const struct vec2 *pts;
	size_t n;
};

/* How a segment meets a shape. */
enum geom_crossing {
	GEOM_CROSS_INVALID = -1,
	GEOM_MISS = 0,
	GEOM_GRAZES = 1,	 /* touches the outline only */
	GEOM_ENTERS_INTERIOR = 2 /* some part lies strictly inside */
};

bool polygon_is_valid(struct polygon poly);
double polygon_eps(struct polygon poly);
/* Boundary counts as inside. */
bool polygon_contains_point(struct polygon poly, struct vec2 p);
/* 0 inside or on the boundary. */
double polygon_distance_to_point(struct polygon poly, struct vec2 p);
enum geom_crossing segment_polygon_crossing(struct polygon poly, struct vec2 a,
					    struct vec2 b);
enum geom_contact polygon_footprint_contact(struct polygon poly,
					    const struct footprint *fp);

/* ---- 4. segments -------------------------------------------------------- */

/* Closed segments, tolerance 1e-6 of the longer one.  *at (may be NULL)
 * gets a common point (for a collinear overlap, one of its ends). */
bool segments_intersect(struct vec2 a0, struct vec2 a1, struct vec2 b0,
			struct vec2 b1, struct vec2 *at);
double point_segment_distance(struct vec2 p, struct vec2 a, struct vec2 b);
struct vec2 segment_nearest_point(struct vec2 p, struct vec2 a, struct vec2 b);
double segment_segment_distance(struct vec2 a0, struct vec2 a1, struct vec2 b0,
				struct vec2 b1);
/* Signed distance of p's projection along a->b from a (negative before a). */
double segment_distance_along(struct vec2 a, struct vec2 b, struct vec2 p);
/* The point `dist` from a toward b (beyond b when dist > |ab|). */
struct vec2 segment_point_at(struct vec2 a, struct vec2 b, double dist);
/* Liang-Barsky: the part t0..t1 of p0 + t (p1 - p0), t in [0, 1], inside
 * the closed box. False when there is none. */
static inline bool
geom_clip_to_box(struct vec2 p0, struct vec2 p1, double min_x, double max_x,
		 double min_y, double max_y, double *t0, double *t1)
{
	double dx = p1.x - p0.x, dy = p1.y - p0.y;
	const double p[4] = {-dx, dx, -dy, dy};
	const double q[4] = {p0.x - min_x, max_x - p0.x, p0.y - min_y,
			     max_y - p0.y};
	double lo = 0.0, hi = 1.0;

	if (min_x > max_x || min_y > max_y)
		return false;
	for (int i = 0; i < 4; i++) {
		if (p[i] == 0) {
			if (q[i] < 0)
				return false;
			continue;
		}
		double r = q[i] / p[i];
		if (p[i] < 0)
			lo = lo > r ? lo : r;
		else
			hi = hi < r ? hi : r;
	}
	if (lo > hi)
		return false;
	*t0 = lo;
	*t1 = hi;
	return true;
}

/* segment_footprint_crossing(fp, a, b) == GEOM_ENTERS_INTERIOR, with one
 * clip instead of two (the hot test of lines of fire and aim): a segment
 * meeting the base shrunk by eps meets it grown by eps too (the clip's
 * interval only widens as the box grows). */
static inline bool
segment_enters_footprint(const struct footprint *fp, struct vec2 a,
			 struct vec2 b)
{
	struct vec2 la, lb;
	double t0, t1;

	if (!footprint_is_valid(fp) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return false;
	footprint_local(fp, a, &la.x, &la.y);
	footprint_local(fp, b, &lb.x, &lb.y);
	double hw = fp->width / 2 + -footprint_eps(fp);
	return geom_clip_to_box(la, lb, -hw, hw,
				-fp->depth - -footprint_eps(fp),
				-footprint_eps(fp), &t0, &t1);
}
/* GEOM_GRAZES when the segment only runs along or touches the outline. */
enum geom_crossing segment_footprint_crossing(const struct footprint *fp,
					      struct vec2 a, struct vec2 b);
double footprint_segment_distance(const struct footprint *fp, struct vec2 a,
				  struct vec2 b);
/* First point where a->b meets the footprint (outline or a itself if a is
 * inside); *along = distance from a.  GEOM_ENOTFOUND if it never does. */
int segment_first_entry(const struct footprint *fp, struct vec2 a,
			struct vec2 b, struct vec2 *point, double *along);
/*
 * BA 3.1.4 security zone: smallest distance measured at right angles from the
 * line of fire a->b to the part of fp lying level with the line (projection
 * onto the segment).  *along: distance from a of that nearest point.
 * GEOM_ENOTFOUND when no part of fp lies level with the segment.
 */
int footprint_perpendicular_offset(const struct footprint *fp, struct vec2 a,
				   struct vec2 b, double *offset,
				   double *along);

/* ---- 5./6. arcs of fire and points of impact ---------------------------- */

enum arc_origin {
	ARC_FROM_CORNERS, /* BA 3.1.3, GT: rays from the front corners */
	ARC_FROM_CENTRE	  /* rays from the front-edge centre */
};

/* Where a point is relative to an arc. */
enum arc_side {
	ARC_INSIDE = 0,
	ARC_LEFT = 1,  /* beyond the left ray */
	ARC_RIGHT = 2, /* beyond the right ray */
	ARC_BEHIND = 3 /* behind the front line, level with the apex span */
};

/* Convex region: ahead of the front line and between the two rays. */
struct fire_arc {
	struct vec2 apex_left, apex_right; /* ray origins (equal: one apex) */
	struct vec2 forward, right;
	struct vec2 ray_left, ray_right; /* unit directions of the rays */
	double angle;			 /* deg each ray turns outward */
	double eps;
	struct vec2 normal[3]; /* outward normals: front, left, right */
	struct vec2 on[3];     /* a point on each boundary line */
};

struct arc_location {
	enum arc_side side;
	double outside_by; /* distance to the arc region, 0 inside */
};

/* Part of one edge of a target's outline that lies inside an arc. */
struct outline_part {
	enum fp_edge edge;
	struct vec2 from, to; /* from == to for a single point */
};

struct arc_outline {
	int count;
	struct outline_part part[4];
};

/* A point of impact on a target's outline, classified (3.1.8, 3.1.9). */
struct impact {
	struct vec2 point;
	enum fp_edge edge;
	enum fp_side side;
	bool at_corner;
	double range;	       /* |point - from|: length of the line of fire */
	double angle_to_edge;  /* line of fire vs the impacted edge, [0, 90] */
	double angle_to_front; /* line of fire vs the target's front */
	double angle_to_flank; /* line of fire vs the target's flanks */
};

/* angle in [0, 90]; GEOM_EINVAL otherwise. */
int fire_arc_make(struct fire_arc *arc, const struct footprint *firer,
		  double angle, enum arc_origin origin);
/* Arc with one apex at `point` projected on the front edge (3.1.3 "as
 * measured at the point of fire"); GEOM_EINVAL if off the edge. */
int fire_arc_make_at(struct fire_arc *arc, const struct footprint *firer,
		     struct vec2 point, double angle);
static inline bool
arc_is_valid(const struct fire_arc *arc)
{
	return arc && vec2_is_finite(arc->apex_left) &&
	       vec2_is_finite(arc->apex_right) &&
	       vec2_is_finite(arc->normal[1]) && isfinite(arc->eps);
}

/* Boundary (rays, front line) counts as inside. */
static inline bool
arc_contains_point(const struct fire_arc *arc, struct vec2 p)
{
	if (!arc_is_valid(arc) || !vec2_is_finite(p))
		return false;
	for (int k = 0; k < 3; k++)
		if (vec2_dot(arc->normal[k], vec2_sub(p, arc->on[k])) >
		    arc->eps)
			return false;
	return true;
}
int arc_locate_point(const struct fire_arc *arc, struct vec2 p,
		     struct arc_location *out);
/* The parts of the target's outline inside the arc (empty: target unseen). */
int arc_outline_of(const struct fire_arc *arc, const struct footprint *target,
		   struct arc_outline *out);
/* Any part of the target inside the arc. */
bool arc_sees_footprint(const struct fire_arc *arc,
			const struct footprint *target);
/*
 * 3.1.3: the point on the target's outline inside the arc nearest to
 * `designated`, classified for a line of fire from `from`.  With
 * designated == from it is the default point of impact (§7).
 * GEOM_ENOTFOUND when no part of the outline is inside the arc.
 */
int arc_nearest_impact(const struct fire_arc *arc,
		       const struct footprint *target, struct vec2 designated,
		       struct vec2 from, struct impact *out);
/* Default point of impact: arc measured at the point of fire `from`. */
int default_point_of_impact(const struct footprint *firer, struct vec2 from,
			    double angle, const struct footprint *target,
			    struct impact *out);
/* Classifies a point on (or near) the target's outline hit from `from`;
 * corner rule in docs/geometry.md. */
int footprint_classify_impact(const struct footprint *target, struct vec2 point,
			      struct vec2 from, struct impact *out);
/* 3.1.3: line from `from` (on the front edge) to `to` within +-angle of
 * straight ahead, measured at `from`. */
bool line_within_arc(const struct footprint *firer, struct vec2 from,
		     struct vec2 to, double angle);

/* ---- 7. melee and support helpers --------------------------------------- */

/*
 * BA 3.1.7 / 4.1.7: within `reach` of the supported unit and a line from the
 * supporter's front, within +-half_angle of straight ahead, reaches it.
 */
bool support_reaches(const struct footprint *supporter,
		     const struct footprint *supported, double reach,
		     double half_angle);
/* The same, with the distance between them (footprint_distance) in
 * *dist, measured once. */
bool support_reaches_at(const struct footprint *supporter,
			const struct footprint *supported, double reach,
			double half_angle, double *dist);
/* BA 4.1.1: rectangle as wide as the frontage, zone_depth deep in front. */
int melee_zone_make(struct footprint *zone, const struct footprint *unit,
		    double zone_depth);
/* The unit's melee zone touches (or overlaps) the other footprint. */
bool melee_zone_touches(const struct footprint *unit, double zone_depth,
			const struct footprint *other);
/* BA 4.1.8: files (equal slices of the attacker's front edge) with any part
 * strictly between the opponent's extended front and rear lines, laterally
 * outside it.  -1 on invalid input. */
int files_beside_opponent(const struct footprint *attacker, int files,
			  const struct footprint *opponent);

/* Which edges of the opponent lines perpendicular to the attacker's front,
 * drawn straight ahead from its front edge, strike first (4.1.8). */
struct perpendicular_hits {
	unsigned edges;	 /* bit (1u << edge) per edge struck */
	double angle[4]; /* line vs that edge, [0, 90]; NaN if not hit */
};
int perpendicular_hits(const struct footprint *attacker,
		       const struct footprint *opponent,
		       struct perpendicular_hits *out);

/* ---- 8. uniform-grid spatial index -------------------------------------- */

struct spatial_grid;

/* Index of n boxes (indices 0..n-1).  cell <= 0 picks a size.  NULL on
 * invalid boxes; aborts when memory runs out. */
struct spatial_grid *spatial_grid_build(const struct geom_box *boxes, size_t n,
					double cell);
void spatial_grid_free(struct spatial_grid *grid);
/*
 * Indices of boxes that intersect q (closed), ascending.  Writes at most cap
 * indices to out and returns the total count (like snprintf).  Not
 * reentrant: the grid keeps a visit stamp per item.
 */
size_t spatial_grid_query_box(struct spatial_grid *grid, struct geom_box q,
			      size_t *out, size_t cap);
/* Indices of boxes met by the segment a-b widened by half_width each side
 * (box grown by half_width meets the segment). */
size_t spatial_grid_query_corridor(struct spatial_grid *grid, struct vec2 a,
				   struct vec2 b, double half_width,
				   size_t *out, size_t cap);

/* Change item's box in place (box NULL: the item is gone from every
 * answer); queries then answer as a grid built on the new boxes would.
 * An item whose box leaves the cells it was built into is tested alone
 * by every query: spatial_grid_loose counts them, to know when building
 * anew pays. -1 (nothing changed) on a bad item or box. */
int spatial_grid_set(struct spatial_grid *grid, size_t item,
		     const struct geom_box *box);
size_t spatial_grid_loose(const struct spatial_grid *grid);

/* A reader's own visit stamps: threads that query one grid at once each
 * bring theirs (the grid is then only read). Made for one grid. */
struct spatial_marks {
	unsigned *stamp;
	unsigned generation;
	size_t n;
};
void spatial_marks_init(struct spatial_marks *m,
			const struct spatial_grid *grid);
void spatial_marks_free(struct spatial_marks *m);
/* The two queries above with marks m (NULL: the grid's own). */
size_t spatial_grid_query_box_marked(const struct spatial_grid *grid,
				     struct spatial_marks *m, struct geom_box q,
				     size_t *out, size_t cap);
size_t spatial_grid_query_corridor_marked(const struct spatial_grid *grid,
					  struct spatial_marks *m,
					  struct vec2 a, struct vec2 b,
					  double half_width, size_t *out,
					  size_t cap);

#endif
