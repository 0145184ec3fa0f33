/*
 * Pure plane geometry for umpire: footprints, terrain polygons, arcs of fire,
 * points of impact, melee helpers and a uniform-grid spatial index.
 * Conventions and rule readings: include/umpire/geom.h, docs/geometry.md.
 */
#include "umpire/geom.h"
#include "umpire/util.h"

#include <math.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

#define DEG_TO_RAD (3.14159265358979323846 / 180.0)
#define RAD_TO_DEG (180.0 / 3.14159265358979323846)

/*
 * The only allocation site of this file.  When include/umpire/util.h exists,
 * replace the body with um_xmalloc (it aborts on exhaustion the same way).
 */
static void *
geom_xmalloc_array(size_t count, size_t size)
{
	void *p;

	if (size != 0 && count > SIZE_MAX / size)
		abort();
	p = malloc(count && size ? count * size : 1);
	if (!p)
		abort();
	return p;
}

static bool
is_finite(double v)
{
	return isfinite(v) != 0;
}

static double
max2(double a, double b)
{
	return a > b ? a : b;
}

static double
min2(double a, double b)
{
	return a < b ? a : b;
}

static double
clamp(double v, double lo, double hi)
{
	return v < lo ? lo : (v > hi ? hi : v);
}

/* ---- 1. vectors and angles ---------------------------------------------- */

/* sin and cos of an angle in degrees, exact at multiples of 90. */
static void
sincos_deg(double deg, double *s, double *c)
{
	/* The last angle asked, by its bits (an arc's angle is asked for
	 * every arc made, thousands of times in one scan). */
	static _Thread_local uint64_t last_bits;
	static _Thread_local double last_s, last_c;
	static _Thread_local bool last_set;
	uint64_t bits;
	memcpy(&bits, &deg, sizeof bits);
	if (last_set && bits == last_bits) {
		*s = last_s;
		*c = last_c;
		return;
	}
	double r = fmod(deg, 360.0);
	double k, rest, s0, c0;

	if (r < 0)
		r += 360.0;
	k = floor(r / 90.0 + 0.5);
	rest = (r - 90.0 * k) * DEG_TO_RAD;
	s0 = sin(rest);
	c0 = cos(rest);
	switch ((int)k % 4) {
	case 0:
		*s = s0;
		*c = c0;
		break;
	case 1:
		*s = c0;
		*c = -s0;
		break;
	case 2:
		*s = -s0;
		*c = -c0;
		break;
	default:
		*s = -c0;
		*c = s0;
		break;
	}
	last_bits = bits;
	last_s = *s;
	last_c = *c;
	last_set = true;
}

struct vec2
vec2_rotate_cw(struct vec2 v, double deg)
{
	double s, c;

	if (!is_finite(deg))
		return vec2_make(NAN, NAN);
	sincos_deg(deg, &s, &c);
	return vec2_make(v.x * c + v.y * s, -v.x * s + v.y * c);
}

double
geom_normalize_deg(double deg)
{
	double r;

	if (!is_finite(deg))
		return NAN;
	r = fmod(deg, 360.0);
	if (r < 0)
		r += 360.0;
	if (r >= 360.0)
		r = 0.0;
	return r;
}

double
geom_normalize_signed_deg(double deg)
{
	double r = geom_normalize_deg(deg);

	return r >= 180.0 ? r - 360.0 : r;
}

struct vec2
geom_facing_to_dir(double facing)
{
	double s, c;

	if (!is_finite(facing))
		return vec2_make(NAN, NAN);
	sincos_deg(facing, &s, &c);
	return vec2_make(s, c);
}

double
geom_dir_to_facing(struct vec2 dir)
{
	if (!vec2_is_finite(dir) || (dir.x == 0 && dir.y == 0))
		return NAN;
	return geom_normalize_deg(atan2(dir.x, dir.y) * RAD_TO_DEG);
}

double
geom_angle_between_deg(struct vec2 a, struct vec2 b)
{
	if (!vec2_is_finite(a) || !vec2_is_finite(b) || vec2_length(a) == 0 ||
	    vec2_length(b) == 0)
		return NAN;
	return atan2(fabs(vec2_cross(a, b)), vec2_dot(a, b)) * RAD_TO_DEG;
}

double
geom_turn_cw_deg(struct vec2 from, struct vec2 to)
{
	if (!vec2_is_finite(from) || !vec2_is_finite(to) ||
	    vec2_length(from) == 0 || vec2_length(to) == 0)
		return NAN;
	/* cross > 0 is counter-clockwise */
	return geom_normalize_signed_deg(
	    atan2(-vec2_cross(from, to), vec2_dot(from, to)) * RAD_TO_DEG);
}

double
geom_line_angle_deg(struct vec2 a, struct vec2 b)
{
	double angle = geom_angle_between_deg(a, b);

	return angle > 90.0 ? 180.0 - angle : angle;
}

/* ---- segments (used by everything below) -------------------------------- */

struct vec2
segment_nearest_point(struct vec2 p, struct vec2 a, struct vec2 b)
{
	struct vec2 ab = vec2_sub(b, a);
	double len2 = vec2_dot(ab, ab);
	double t;

	if (len2 == 0)
		return a;
	t = clamp(vec2_dot(vec2_sub(p, a), ab) / len2, 0.0, 1.0);
	return vec2_add(a, vec2_scale(ab, t));
}

double
point_segment_distance(struct vec2 p, struct vec2 a, struct vec2 b)
{
	return vec2_distance(p, segment_nearest_point(p, a, b));
}

/* Strict crossing of two segments (each splits the other's end points). */
static bool
segments_cross_properly(struct vec2 a0, struct vec2 a1, struct vec2 b0,
			struct vec2 b1)
{
	struct vec2 ra = vec2_sub(a1, a0), rb = vec2_sub(b1, b0);
	double d1 = vec2_cross(ra, vec2_sub(b0, a0));
	double d2 = vec2_cross(ra, vec2_sub(b1, a0));
	double d3 = vec2_cross(rb, vec2_sub(a0, b0));
	double d4 = vec2_cross(rb, vec2_sub(a1, b0));

	return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) &&
	       ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

double
segment_segment_distance(struct vec2 a0, struct vec2 a1, struct vec2 b0,
			 struct vec2 b1)
{
	double d;

	if (!vec2_is_finite(a0) || !vec2_is_finite(a1) || !vec2_is_finite(b0) ||
	    !vec2_is_finite(b1))
		return NAN;
	if (segments_cross_properly(a0, a1, b0, b1))
		return 0.0;
	d = point_segment_distance(a0, b0, b1);
	d = min2(d, point_segment_distance(a1, b0, b1));
	d = min2(d, point_segment_distance(b0, a0, a1));
	d = min2(d, point_segment_distance(b1, a0, a1));
	return d;
}

bool
segments_intersect(struct vec2 a0, struct vec2 a1, struct vec2 b0,
		   struct vec2 b1, struct vec2 *at)
{
	double scale, eps;
	struct vec2 ra, rb, cand[4], other[4];
	double best = INFINITY;
	int i;

	if (!vec2_is_finite(a0) || !vec2_is_finite(a1) || !vec2_is_finite(b0) ||
	    !vec2_is_finite(b1))
		return false;
	ra = vec2_sub(a1, a0);
	rb = vec2_sub(b1, b0);
	scale = max2(vec2_length(ra), vec2_length(rb));
	eps = GEOM_REL_EPS * scale;
	if (segments_cross_properly(a0, a1, b0, b1)) {
		double t =
		    vec2_cross(vec2_sub(b0, a0), rb) / vec2_cross(ra, rb);
		if (at)
			*at = vec2_add(a0, vec2_scale(ra, t));
		return true;
	}
	cand[0] = a0;
	other[0] = segment_nearest_point(a0, b0, b1);
	cand[1] = a1;
	other[1] = segment_nearest_point(a1, b0, b1);
	cand[2] = b0;
	other[2] = segment_nearest_point(b0, a0, a1);
	cand[3] = b1;
	other[3] = segment_nearest_point(b1, a0, a1);
	for (i = 0; i < 4; i++) {
		double d = vec2_distance(cand[i], other[i]);
		if (d < best) {
			best = d;
			if (at)
				*at = i < 2 ? cand[i] : other[i];
		}
	}
	return best <= eps;
}

double
segment_distance_along(struct vec2 a, struct vec2 b, struct vec2 p)
{
	struct vec2 ab = vec2_sub(b, a);
	double len = vec2_length(ab);

	if (!vec2_is_finite(a) || !vec2_is_finite(b) || !vec2_is_finite(p) ||
	    len == 0)
		return NAN;
	return vec2_dot(vec2_sub(p, a), ab) / len;
}

struct vec2
segment_point_at(struct vec2 a, struct vec2 b, double dist)
{
	struct vec2 ab = vec2_sub(b, a);
	double len = vec2_length(ab);

	if (!vec2_is_finite(a) || !vec2_is_finite(b) || !is_finite(dist) ||
	    len == 0)
		return vec2_make(NAN, NAN);
	return vec2_add(a, vec2_scale(ab, dist / len));
}

/* ---- 2. footprints ------------------------------------------------------ */

int
footprint_make(struct footprint *out, double x, double y, double facing,
	       double width, double depth)
{
	struct vec2 half_front, back;

	if (!out || !is_finite(x) || !is_finite(y) || !is_finite(facing) ||
	    !is_finite(width) || !is_finite(depth) || width <= 0 || depth <= 0)
		return GEOM_EINVAL;
	out->ref = vec2_make(x, y);
	out->facing = geom_normalize_deg(facing);
	out->width = width;
	out->depth = depth;
	out->forward = geom_facing_to_dir(facing);
	out->right = vec2_make(out->forward.y, -out->forward.x);
	half_front = vec2_scale(out->right, width / 2);
	back = vec2_scale(out->forward, -depth);
	out->corner[FP_FRONT_LEFT] = vec2_sub(out->ref, half_front);
	out->corner[FP_FRONT_RIGHT] = vec2_add(out->ref, half_front);
	out->corner[FP_REAR_RIGHT] =
	    vec2_add(out->corner[FP_FRONT_RIGHT], back);
	out->corner[FP_REAR_LEFT] = vec2_add(out->corner[FP_FRONT_LEFT], back);
	return GEOM_OK;
}

void
footprint_edge(const struct footprint *fp, enum fp_edge edge, struct vec2 *from,
	       struct vec2 *to)
{
	int i = (int)edge;

	if (i < 0 || i > 3) {
		*from = *to = vec2_make(NAN, NAN);
		return;
	}
	*from = fp->corner[i];
	*to = fp->corner[(i + 1) % 4];
}

struct vec2
footprint_centre(const struct footprint *fp)
{
	return vec2_add(fp->ref, vec2_scale(fp->forward, -fp->depth / 2));
}

struct geom_box
footprint_box(const struct footprint *fp)
{
	struct geom_box box = {INFINITY, INFINITY, -INFINITY, -INFINITY};
	int i;

	for (i = 0; i < 4; i++) {
		box.min_x = min2(box.min_x, fp->corner[i].x);
		box.min_y = min2(box.min_y, fp->corner[i].y);
		box.max_x = max2(box.max_x, fp->corner[i].x);
		box.max_y = max2(box.max_y, fp->corner[i].y);
	}
	return box;
}

enum fp_side
fp_edge_side(enum fp_edge edge)
{
	switch (edge) {
	case FP_FRONT:
		return FP_SIDE_FRONT;
	case FP_REAR:
		return FP_SIDE_REAR;
	case FP_LEFT_FLANK:
	case FP_RIGHT_FLANK:
		return FP_SIDE_FLANK;
	default:
		return FP_SIDE_NONE;
	}
}

bool
footprint_contains_point(const struct footprint *fp, struct vec2 p)
{
	double lat, ahead, eps;

	if (!footprint_is_valid(fp) || !vec2_is_finite(p))
		return false;
	eps = footprint_eps(fp);
	footprint_local(fp, p, &lat, &ahead);
	return fabs(lat) <= fp->width / 2 + eps && ahead <= eps &&
	       ahead >= -fp->depth - eps;
}

double
footprint_distance_to_point(const struct footprint *fp, struct vec2 p)
{
	double lat, ahead, dx, dy;

	if (!footprint_is_valid(fp) || !vec2_is_finite(p))
		return NAN;
	footprint_local(fp, p, &lat, &ahead);
	dx = max2(fabs(lat) - fp->width / 2, 0.0);
	dy = ahead > 0 ? ahead : (ahead < -fp->depth ? -fp->depth - ahead : 0);
	return hypot(dx, dy);
}

struct vec2
footprint_nearest_outline_point(const struct footprint *fp, struct vec2 p,
				enum fp_edge *edge)
{
	struct vec2 best = vec2_make(NAN, NAN);
	double best_d = INFINITY;
	int i;

	if (edge)
		*edge = FP_EDGE_NONE;
	if (!footprint_is_valid(fp) || !vec2_is_finite(p))
		return best;
	for (i = 0; i < 4; i++) {
		struct vec2 q = segment_nearest_point(p, fp->corner[i],
						      fp->corner[(i + 1) % 4]);
		double d = vec2_distance(p, q);
		if (d < best_d) {
			best_d = d;
			best = q;
			if (edge)
				*edge = (enum fp_edge)i;
		}
	}
	return best;
}

/* Separating axis test: smallest overlap of the projections on the four
 * edge normals; negative when separated. */
static double
sat_penetration(const struct footprint *a, const struct footprint *b)
{
	struct vec2 axes[4] = {a->forward, a->right, b->forward, b->right};
	double pen = INFINITY;
	int k, i;

	for (k = 0; k < 4; k++) {
		double amin = INFINITY, amax = -INFINITY;
		double bmin = INFINITY, bmax = -INFINITY;
		for (i = 0; i < 4; i++) {
			double pa = vec2_dot(a->corner[i], axes[k]);
			double pb = vec2_dot(b->corner[i], axes[k]);
			amin = min2(amin, pa);
			amax = max2(amax, pa);
			bmin = min2(bmin, pb);
			bmax = max2(bmax, pb);
		}
		pen = min2(pen, min2(amax, bmax) - max2(amin, bmin));
	}
	return pen;
}

/* Between two separated rectangles (no edges cross): the least distance
 * from a corner of one to an edge of the other, each pair once (the values
 * segment_segment_distance() takes the least of, edge by edge). */
static double
outline_distance(const struct footprint *a, const struct footprint *b)
{
	double d = INFINITY;
	int i, j;

	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++) {
			d = min2(d, point_segment_distance(
					a->corner[i], b->corner[j],
					b->corner[(j + 1) % 4]));
			d = min2(d, point_segment_distance(
					b->corner[i], a->corner[j],
					a->corner[(j + 1) % 4]));
		}
	return d;
}

double
footprint_distance(const struct footprint *a, const struct footprint *b)
{
	if (!footprint_is_valid(a) || !footprint_is_valid(b))
		return NAN;
	if (sat_penetration(a, b) >= 0)
		return 0.0;
	return outline_distance(a, b);
}

static double
pair_eps(const struct footprint *a, const struct footprint *b)
{
	return max2(footprint_eps(a), footprint_eps(b));
}

enum geom_contact
footprint_contact(const struct footprint *a, const struct footprint *b)
{
	double eps, pen;

	if (!footprint_is_valid(a) || !footprint_is_valid(b))
		return GEOM_INVALID;
	eps = pair_eps(a, b);
	pen = sat_penetration(a, b);
	if (pen > eps)
		return GEOM_OVERLAPPING;
	if (pen >= 0 || outline_distance(a, b) <= eps)
		return GEOM_TOUCHING;
	return GEOM_APART;
}

bool
footprints_touch(const struct footprint *a, const struct footprint *b)
{
	return footprint_contact(a, b) >= GEOM_TOUCHING;
}

bool
footprints_overlap(const struct footprint *a, const struct footprint *b)
{
	return footprint_contact(a, b) == GEOM_OVERLAPPING;
}

bool
footprint_within_distance(const struct footprint *a, const struct footprint *b,
			  double limit)
{
	double d = footprint_distance(a, b);

	if (!is_finite(d) || !is_finite(limit) || limit < 0)
		return false;
	return d <= limit + pair_eps(a, b);
}

bool
footprint_point_within_distance(const struct footprint *fp, struct vec2 p,
				double limit)
{
	double d = footprint_distance_to_point(fp, p);

	if (!is_finite(d) || !is_finite(limit) || limit < 0)
		return false;
	return d <= limit + footprint_eps(fp);
}

/* ---- 4. segments against footprints ------------------------------------- */

/* Segment in the footprint's frame: x lateral, y ahead. */
static void
segment_to_local(const struct footprint *fp, struct vec2 a, struct vec2 b,
		 struct vec2 *la, struct vec2 *lb)
{
	footprint_local(fp, a, &la->x, &la->y);
	footprint_local(fp, b, &lb->x, &lb->y);
}

/* Clip a local segment to the footprint rectangle grown by margin. */
static bool
clip_local(const struct footprint *fp, struct vec2 la, struct vec2 lb,
	   double margin, double *t0, double *t1)
{
	double hw = fp->width / 2 + margin;

	return geom_clip_to_box(la, lb, -hw, hw, -fp->depth - margin, margin,
				t0, t1);
}

enum geom_crossing
segment_footprint_crossing(const struct footprint *fp, struct vec2 a,
			   struct vec2 b)
{
	struct vec2 la, lb;
	double eps, t0, t1;

	if (!footprint_is_valid(fp) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return GEOM_CROSS_INVALID;
	eps = footprint_eps(fp);
	segment_to_local(fp, a, b, &la, &lb);
	if (!clip_local(fp, la, lb, eps, &t0, &t1))
		return GEOM_MISS;
	if (clip_local(fp, la, lb, -eps, &t0, &t1))
		return GEOM_ENTERS_INTERIOR;
	return GEOM_GRAZES;
}

double
footprint_segment_distance(const struct footprint *fp, struct vec2 a,
			   struct vec2 b)
{
	struct vec2 la, lb;
	double t0, t1, d = INFINITY;
	int i;

	if (!footprint_is_valid(fp) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return NAN;
	segment_to_local(fp, a, b, &la, &lb);
	if (clip_local(fp, la, lb, 0.0, &t0, &t1))
		return 0.0;
	for (i = 0; i < 4; i++)
		d = min2(d, segment_segment_distance(a, b, fp->corner[i],
						     fp->corner[(i + 1) % 4]));
	return d;
}

int
segment_first_entry(const struct footprint *fp, struct vec2 a, struct vec2 b,
		    struct vec2 *point, double *along)
{
	struct vec2 la, lb;
	double t0, t1;

	if (!footprint_is_valid(fp) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return GEOM_EINVAL;
	segment_to_local(fp, a, b, &la, &lb);
	if (!clip_local(fp, la, lb, 0.0, &t0, &t1) &&
	    !clip_local(fp, la, lb, footprint_eps(fp), &t0, &t1))
		return GEOM_ENOTFOUND;
	if (point)
		*point = vec2_add(a, vec2_scale(vec2_sub(b, a), t0));
	if (along)
		*along = t0 * vec2_distance(a, b);
	return GEOM_OK;
}

/* Sutherland-Hodgman step: keep the part with dot(normal, p) <= offset. */
static int
clip_polygon_halfplane(const struct vec2 *in, int n, struct vec2 *out,
		       struct vec2 normal, double offset)
{
	int i, m = 0;

	for (i = 0; i < n; i++) {
		struct vec2 p = in[i], q = in[(i + 1) % n];
		double fp = vec2_dot(normal, p) - offset;
		double fq = vec2_dot(normal, q) - offset;
		if (fp <= 0)
			out[m++] = p;
		if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
			double t = fp / (fp - fq);
			out[m++] = vec2_add(p, vec2_scale(vec2_sub(q, p), t));
		}
	}
	return m;
}

int
footprint_perpendicular_offset(const struct footprint *fp, struct vec2 a,
			       struct vec2 b, double *offset, double *along)
{
	struct vec2 dir, normal, poly[8], tmp[8];
	double len, eps, best_n = INFINITY, best_s = INFINITY;
	double nmin = INFINITY, nmax = -INFINITY;
	int i, n = 4;

	if (!footprint_is_valid(fp) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return GEOM_EINVAL;
	len = vec2_distance(a, b);
	if (len == 0)
		return GEOM_EINVAL;
	eps = footprint_eps(fp);
	dir = vec2_scale(vec2_sub(b, a), 1.0 / len);
	normal = vec2_make(-dir.y, dir.x);
	/* corners in the line's frame: x along, y at right angles */
	for (i = 0; i < 4; i++) {
		struct vec2 d = vec2_sub(fp->corner[i], a);
		poly[i] = vec2_make(vec2_dot(d, dir), vec2_dot(d, normal));
	}
	n = clip_polygon_halfplane(poly, n, tmp, vec2_make(-1, 0), eps);
	n = clip_polygon_halfplane(tmp, n, poly, vec2_make(1, 0), len + eps);
	if (n == 0)
		return GEOM_ENOTFOUND;
	for (i = 0; i < n; i++) {
		nmin = min2(nmin, poly[i].y);
		nmax = max2(nmax, poly[i].y);
	}
	if (nmin <= 0 && nmax >= 0) {
		/* the line of fire runs into the unit: first crossing of y=0 */
		for (i = 0; i < n; i++) {
			struct vec2 p = poly[i], q = poly[(i + 1) % n];
			if (p.y == 0)
				best_s = min2(best_s, p.x);
			if ((p.y < 0 && q.y > 0) || (p.y > 0 && q.y < 0))
				best_s = min2(best_s, p.x + (q.x - p.x) * p.y /
								(p.y - q.y));
		}
		best_n = 0;
	} else {
		for (i = 0; i < n; i++) {
			double dn = fabs(poly[i].y);
			if (dn < best_n - eps * 1e-3 ||
			    (dn <= best_n + eps * 1e-3 && poly[i].x < best_s)) {
				best_n = min2(dn, best_n);
				best_s = poly[i].x;
			}
		}
	}
	if (offset)
		*offset = best_n;
	if (along)
		*along = clamp(best_s, 0.0, len);
	return GEOM_OK;
}

/* ---- 3. polygons -------------------------------------------------------- */

bool
polygon_is_valid(struct polygon poly)
{
	size_t i;

	if (!poly.pts || poly.n < 3)
		return false;
	for (i = 0; i < poly.n; i++)
		if (!vec2_is_finite(poly.pts[i]))
			return false;
	return true;
}

double
polygon_eps(struct polygon poly)
{
	double min_x = INFINITY, min_y = INFINITY;
	double max_x = -INFINITY, max_y = -INFINITY;
	size_t i;

	for (i = 0; i < poly.n; i++) {
		min_x = min2(min_x, poly.pts[i].x);
		min_y = min2(min_y, poly.pts[i].y);
		max_x = max2(max_x, poly.pts[i].x);
		max_y = max2(max_y, poly.pts[i].y);
	}
	return GEOM_REL_EPS * max2(max_x - min_x, max_y - min_y);
}

static double
polygon_boundary_distance(struct polygon poly, struct vec2 p)
{
	double d = INFINITY;
	size_t i;

	for (i = 0; i < poly.n; i++)
		d = min2(d, point_segment_distance(p, poly.pts[i],
						   poly.pts[(i + 1) % poly.n]));
	return d;
}

/* Even-odd crossing test, boundary not treated specially. */
static bool
polygon_crossing_inside(struct polygon poly, struct vec2 p)
{
	bool inside = false;
	size_t i, j;

	for (i = 0, j = poly.n - 1; i < poly.n; j = i++) {
		struct vec2 a = poly.pts[i], b = poly.pts[j];
		if ((a.y > p.y) != (b.y > p.y) &&
		    p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
			inside = !inside;
	}
	return inside;
}

bool
polygon_contains_point(struct polygon poly, struct vec2 p)
{
	if (!polygon_is_valid(poly) || !vec2_is_finite(p))
		return false;
	if (polygon_boundary_distance(poly, p) <= polygon_eps(poly))
		return true;
	return polygon_crossing_inside(poly, p);
}

static bool
polygon_strictly_contains(struct polygon poly, struct vec2 p, double eps)
{
	return polygon_boundary_distance(poly, p) > eps &&
	       polygon_crossing_inside(poly, p);
}

double
polygon_distance_to_point(struct polygon poly, struct vec2 p)
{
	if (!polygon_is_valid(poly) || !vec2_is_finite(p))
		return NAN;
	if (polygon_crossing_inside(poly, p))
		return 0.0;
	return polygon_boundary_distance(poly, p);
}

static int
compare_double(const void *pa, const void *pb)
{
	double a = *(const double *)pa, b = *(const double *)pb;

	return (a > b) - (a < b);
}

enum geom_crossing
segment_polygon_crossing(struct polygon poly, struct vec2 a, struct vec2 b)
{
	struct vec2 r = vec2_sub(b, a);
	double eps, len2, d = INFINITY, *ts;
	size_t i, nt = 0;
	enum geom_crossing result = GEOM_MISS;

	if (!polygon_is_valid(poly) || !vec2_is_finite(a) || !vec2_is_finite(b))
		return GEOM_CROSS_INVALID;
	eps = polygon_eps(poly);
	for (i = 0; i < poly.n; i++)
		d = min2(d, segment_segment_distance(
				a, b, poly.pts[i], poly.pts[(i + 1) % poly.n]));
	if (d > eps && !polygon_crossing_inside(poly, a))
		return GEOM_MISS;
	len2 = vec2_dot(r, r);
	if (len2 == 0)
		return polygon_strictly_contains(poly, a, eps)
			   ? GEOM_ENTERS_INTERIOR
			   : GEOM_GRAZES;
	/*
	 * Break the segment wherever it may cross the outline (crossings with
	 * edges, projections of vertices); each piece is then wholly inside
	 * or outside, and its midpoint tells which.
	 */
	ts = geom_xmalloc_array(2 * poly.n + 2, sizeof *ts);
	ts[nt++] = 0.0;
	ts[nt++] = 1.0;
	for (i = 0; i < poly.n; i++) {
		struct vec2 p = poly.pts[i], q = poly.pts[(i + 1) % poly.n];
		struct vec2 s = vec2_sub(q, p);
		double denom = vec2_cross(r, s);
		double tp = vec2_dot(vec2_sub(p, a), r) / len2;
		if (tp > 0 && tp < 1)
			ts[nt++] = tp;
		if (denom != 0) {
			double t = vec2_cross(vec2_sub(p, a), s) / denom;
			if (t > 0 && t < 1)
				ts[nt++] = t;
		}
	}
	qsort(ts, nt, sizeof *ts, compare_double);
	result = GEOM_GRAZES;
	for (i = 0; i + 1 < nt; i++) {
		struct vec2 mid;
		if (ts[i + 1] <= ts[i])
			continue;
		mid = vec2_add(a, vec2_scale(r, (ts[i] + ts[i + 1]) / 2));
		if (polygon_strictly_contains(poly, mid, eps)) {
			result = GEOM_ENTERS_INTERIOR;
			break;
		}
	}
	free(ts);
	return result;
}

enum geom_contact
polygon_footprint_contact(struct polygon poly, const struct footprint *fp)
{
	double eps, d = INFINITY;
	size_t i;
	int k;

	if (!polygon_is_valid(poly) || !footprint_is_valid(fp))
		return GEOM_INVALID;
	eps = max2(polygon_eps(poly), footprint_eps(fp));
	for (k = 0; k < 4; k++)
		if (segment_polygon_crossing(poly, fp->corner[k],
					     fp->corner[(k + 1) % 4]) ==
		    GEOM_ENTERS_INTERIOR)
			return GEOM_OVERLAPPING;
	for (i = 0; i < poly.n; i++)
		if (segment_footprint_crossing(fp, poly.pts[i],
					       poly.pts[(i + 1) % poly.n]) ==
		    GEOM_ENTERS_INTERIOR)
			return GEOM_OVERLAPPING;
	/* identical outlines: no edge enters the other's interior */
	if (polygon_strictly_contains(poly, footprint_centre(fp), eps))
		return GEOM_OVERLAPPING;
	for (k = 0; k < 4; k++)
		for (i = 0; i < poly.n; i++)
			d = min2(d,
				 segment_segment_distance(
				     fp->corner[k], fp->corner[(k + 1) % 4],
				     poly.pts[i], poly.pts[(i + 1) % poly.n]));
	if (d <= eps || polygon_crossing_inside(poly, fp->corner[0]) ||
	    footprint_contains_point(fp, poly.pts[0]))
		return GEOM_TOUCHING;
	return GEOM_APART;
}

/* ---- 5. arcs of fire ---------------------------------------------------- */

static void
arc_setup(struct fire_arc *arc, const struct footprint *fp, struct vec2 left,
	  struct vec2 right, double angle)
{
	double s, c;

	sincos_deg(angle, &s, &c);
	arc->apex_left = left;
	arc->apex_right = right;
	arc->forward = fp->forward;
	arc->right = fp->right;
	arc->angle = angle;
	arc->eps = footprint_eps(fp);
	arc->ray_right =
	    vec2_add(vec2_scale(fp->right, s), vec2_scale(fp->forward, c));
	arc->ray_left =
	    vec2_add(vec2_scale(fp->right, -s), vec2_scale(fp->forward, c));
	/* inside: dot(normal[k], p - on[k]) <= 0 for all k */
	arc->normal[0] = vec2_scale(fp->forward, -1);
	arc->on[0] = fp->ref;
	arc->normal[1] =
	    vec2_sub(vec2_scale(fp->right, -c), vec2_scale(fp->forward, s));
	arc->on[1] = left;
	arc->normal[2] =
	    vec2_sub(vec2_scale(fp->right, c), vec2_scale(fp->forward, s));
	arc->on[2] = right;
}

static bool
arc_angle_ok(double angle)
{
	return is_finite(angle) && angle >= 0 && angle <= 90;
}

int
fire_arc_make(struct fire_arc *arc, const struct footprint *firer, double angle,
	      enum arc_origin origin)
{
	double half;

	if (!arc || !footprint_is_valid(firer) || !arc_angle_ok(angle))
		return GEOM_EINVAL;
	if (origin != ARC_FROM_CORNERS && origin != ARC_FROM_CENTRE)
		return GEOM_EINVAL;
	half = origin == ARC_FROM_CORNERS ? firer->width / 2 : 0.0;
	arc_setup(arc, firer,
		  vec2_sub(firer->ref, vec2_scale(firer->right, half)),
		  vec2_add(firer->ref, vec2_scale(firer->right, half)), angle);
	return GEOM_OK;
}

int
fire_arc_make_at(struct fire_arc *arc, const struct footprint *firer,
		 struct vec2 point, double angle)
{
	double lat, ahead, eps;
	struct vec2 apex;

	if (!arc || !footprint_is_valid(firer) || !vec2_is_finite(point) ||
	    !arc_angle_ok(angle))
		return GEOM_EINVAL;
	eps = footprint_eps(firer);
	footprint_local(firer, point, &lat, &ahead);
	if (fabs(ahead) > eps || fabs(lat) > firer->width / 2 + eps)
		return GEOM_EINVAL;
	lat = clamp(lat, -firer->width / 2, firer->width / 2);
	apex = vec2_add(firer->ref, vec2_scale(firer->right, lat));
	arc_setup(arc, firer, apex, apex, angle);
	return GEOM_OK;
}

static double
point_ray_distance(struct vec2 p, struct vec2 origin, struct vec2 dir)
{
	double t = max2(0.0, vec2_dot(vec2_sub(p, origin), dir));

	return vec2_distance(p, vec2_add(origin, vec2_scale(dir, t)));
}

int
arc_locate_point(const struct fire_arc *arc, struct vec2 p,
		 struct arc_location *out)
{
	struct vec2 mid;
	double lat, ahead, half, d;

	if (!arc_is_valid(arc) || !vec2_is_finite(p) || !out)
		return GEOM_EINVAL;
	if (arc_contains_point(arc, p)) {
		out->side = ARC_INSIDE;
		out->outside_by = 0.0;
		return GEOM_OK;
	}
	d = point_ray_distance(p, arc->apex_left, arc->ray_left);
	d = min2(d, point_ray_distance(p, arc->apex_right, arc->ray_right));
	d = min2(d, point_segment_distance(p, arc->apex_left, arc->apex_right));
	out->outside_by = d;
	mid = vec2_scale(vec2_add(arc->apex_left, arc->apex_right), 0.5);
	lat = vec2_dot(vec2_sub(p, mid), arc->right);
	ahead = vec2_dot(vec2_sub(p, mid), arc->forward);
	half = vec2_distance(arc->apex_left, arc->apex_right) / 2;
	if (ahead < 0 && fabs(lat) <= half + arc->eps)
		out->side = ARC_BEHIND;
	else
		out->side = lat < 0 ? ARC_LEFT : ARC_RIGHT;
	return GEOM_OK;
}

/* Cyrus-Beck clip of a segment to the closed arc region grown by tol. */
static bool
arc_clip_with(const struct fire_arc *arc, struct vec2 a, struct vec2 b,
	      double tol, double *t0, double *t1)
{
	double lo = 0.0, hi = 1.0;
	int k;

	for (k = 0; k < 3; k++) {
		double f =
		    vec2_dot(arc->normal[k], vec2_sub(a, arc->on[k])) - tol;
		double df = vec2_dot(arc->normal[k], vec2_sub(b, a));
		if (df == 0) {
			if (f > 0)
				return false;
			continue;
		}
		if (df > 0)
			hi = min2(hi, -f / df);
		else
			lo = max2(lo, -f / df);
	}
	if (lo > hi)
		return false;
	*t0 = lo;
	*t1 = hi;
	return true;
}

/* The tolerance decides whether the segment meets the arc; the part
 * reported is the exact one when there is one (no points beyond the rays). */
static bool
arc_clip_segment(const struct fire_arc *arc, struct vec2 a, struct vec2 b,
		 double *t0, double *t1)
{
	double e0, e1;

	if (!arc_clip_with(arc, a, b, arc->eps, t0, t1))
		return false;
	if (arc_clip_with(arc, a, b, 0.0, &e0, &e1)) {
		*t0 = e0;
		*t1 = e1;
	}
	return true;
}

int
arc_outline_of(const struct fire_arc *arc, const struct footprint *target,
	       struct arc_outline *out)
{
	int i;

	if (!arc_is_valid(arc) || !footprint_is_valid(target) || !out)
		return GEOM_EINVAL;
	out->count = 0;
	for (i = 0; i < 4; i++) {
		struct vec2 a = target->corner[i],
			    b = target->corner[(i + 1) % 4];
		struct vec2 ab = vec2_sub(b, a);
		double t0, t1;
		struct outline_part *part;
		if (!arc_clip_segment(arc, a, b, &t0, &t1))
			continue;
		part = &out->part[out->count++];
		part->edge = (enum fp_edge)i;
		part->from = vec2_add(a, vec2_scale(ab, t0));
		part->to = vec2_add(a, vec2_scale(ab, t1));
	}
	return GEOM_OK;
}

bool
arc_sees_footprint(const struct fire_arc *arc, const struct footprint *target)
{
	struct arc_outline outline;

	return arc_outline_of(arc, target, &outline) == GEOM_OK &&
	       outline.count > 0;
}

int
footprint_classify_impact(const struct footprint *target, struct vec2 point,
			  struct vec2 from, struct impact *out)
{
	double eps, best = INFINITY, lat, ahead;
	struct vec2 line;
	int corner = -1, i;

	if (!footprint_is_valid(target) || !vec2_is_finite(point) ||
	    !vec2_is_finite(from) || !out)
		return GEOM_EINVAL;
	eps = footprint_eps(target);
	out->point = point;
	for (i = 0; i < 4; i++) {
		double d = vec2_distance(point, target->corner[i]);
		if (d <= eps && d < best) {
			best = d;
			corner = i;
		}
	}
	out->at_corner = corner >= 0;
	if (corner < 0) {
		footprint_nearest_outline_point(target, point, &out->edge);
	} else {
		/*
		 * Corner rule: the corner belongs to the front (rear) when the
		 * line comes from on or beyond the front (rear) line extended,
		 * otherwise to the flank.
		 */
		footprint_local(target, from, &lat, &ahead);
		if (corner == FP_FRONT_LEFT)
			out->edge = ahead >= -eps ? FP_FRONT : FP_LEFT_FLANK;
		else if (corner == FP_FRONT_RIGHT)
			out->edge = ahead >= -eps ? FP_FRONT : FP_RIGHT_FLANK;
		else if (corner == FP_REAR_RIGHT)
			out->edge = ahead <= -target->depth + eps
					? FP_REAR
					: FP_RIGHT_FLANK;
		else
			out->edge = ahead <= -target->depth + eps
					? FP_REAR
					: FP_LEFT_FLANK;
	}
	out->side = fp_edge_side(out->edge);
	line = vec2_sub(point, from);
	out->range = vec2_length(line);
	out->angle_to_front = geom_line_angle_deg(line, target->right);
	out->angle_to_flank = geom_line_angle_deg(line, target->forward);
	out->angle_to_edge = out->side == FP_SIDE_FLANK ? out->angle_to_flank
							: out->angle_to_front;
	return GEOM_OK;
}

int
arc_nearest_impact(const struct fire_arc *arc, const struct footprint *target,
		   struct vec2 designated, struct vec2 from, struct impact *out)
{
	struct arc_outline outline;
	struct vec2 best_point = designated;
	double best = INFINITY, tie;
	int i, rc;

	if (!vec2_is_finite(designated) || !vec2_is_finite(from) || !out)
		return GEOM_EINVAL;
	rc = arc_outline_of(arc, target, &outline);
	if (rc != GEOM_OK)
		return rc;
	if (outline.count == 0)
		return GEOM_ENOTFOUND;
	tie = 1e-3 * max2(arc->eps, footprint_eps(target));
	for (i = 0; i < outline.count; i++) {
		struct vec2 q = segment_nearest_point(
		    designated, outline.part[i].from, outline.part[i].to);
		double d = vec2_distance(q, designated);
		/* ties go to the earlier edge (front, right, rear, left) */
		if (d < best - tie) {
			best = d;
			best_point = q;
		}
	}
	return footprint_classify_impact(target, best_point, from, out);
}

int
default_point_of_impact(const struct footprint *firer, struct vec2 from,
			double angle, const struct footprint *target,
			struct impact *out)
{
	struct fire_arc arc;
	int rc = fire_arc_make_at(&arc, firer, from, angle);

	if (rc != GEOM_OK)
		return rc;
	return arc_nearest_impact(&arc, target, from, from, out);
}

bool
line_within_arc(const struct footprint *firer, struct vec2 from, struct vec2 to,
		double angle)
{
	struct fire_arc arc;

	if (fire_arc_make_at(&arc, firer, from, angle) != GEOM_OK)
		return false;
	return arc_contains_point(&arc, to);
}

/* ---- 7. melee and support ----------------------------------------------- */

bool
support_reaches(const struct footprint *supporter,
		const struct footprint *supported, double reach,
		double half_angle)
{
	double d;
	return support_reaches_at(supporter, supported, reach, half_angle, &d);
}

bool
support_reaches_at(const struct footprint *supporter,
		   const struct footprint *supported, double reach,
		   double half_angle, double *dist)
{
	struct fire_arc arc;
	double d = footprint_distance(supporter, supported);

	*dist = d;
	/* As footprint_within_distance(), the distance measured once. */
	if (!is_finite(d) || !is_finite(reach) || reach < 0 ||
	    !(d <= reach + pair_eps(supporter, supported)))
		return false;
	if (fire_arc_make(&arc, supporter, half_angle, ARC_FROM_CORNERS) !=
	    GEOM_OK)
		return false;
	return arc_sees_footprint(&arc, supported);
}

int
melee_zone_make(struct footprint *zone, const struct footprint *unit,
		double zone_depth)
{
	struct vec2 front;

	if (!zone || !footprint_is_valid(unit) || !is_finite(zone_depth) ||
	    zone_depth <= 0)
		return GEOM_EINVAL;
	front = vec2_add(unit->ref, vec2_scale(unit->forward, zone_depth));
	return footprint_make(zone, front.x, front.y, unit->facing, unit->width,
			      zone_depth);
}

bool
melee_zone_touches(const struct footprint *unit, double zone_depth,
		   const struct footprint *other)
{
	struct footprint zone;

	if (melee_zone_make(&zone, unit, zone_depth) != GEOM_OK)
		return false;
	return footprint_contact(&zone, other) >= GEOM_TOUCHING;
}

int
files_beside_opponent(const struct footprint *attacker, int files,
		      const struct footprint *opponent)
{
	double eps;
	int i, count = 0;

	if (!footprint_is_valid(attacker) || !footprint_is_valid(opponent) ||
	    files < 1 || files > 100000)
		return -1;
	eps = pair_eps(attacker, opponent);
	for (i = 0; i < files; i++) {
		struct vec2 edge = vec2_sub(attacker->corner[FP_FRONT_RIGHT],
					    attacker->corner[FP_FRONT_LEFT]);
		struct vec2 a = vec2_add(attacker->corner[FP_FRONT_LEFT],
					 vec2_scale(edge, (double)i / files));
		struct vec2 b =
		    vec2_add(attacker->corner[FP_FRONT_LEFT],
			     vec2_scale(edge, (double)(i + 1) / files));
		struct vec2 la, lb;
		double t0, t1, u0, u1;
		segment_to_local(opponent, a, b, &la, &lb);
		/* strictly between the extended front and rear lines */
		if (!geom_clip_to_box(la, lb, -INFINITY, INFINITY,
				      -opponent->depth + eps, -eps, &t0, &t1))
			continue;
		u0 = la.x + (lb.x - la.x) * t0;
		u1 = la.x + (lb.x - la.x) * t1;
		if (max2(fabs(u0), fabs(u1)) >= opponent->width / 2 - eps)
			count++;
	}
	return count;
}

int
perpendicular_hits(const struct footprint *attacker,
		   const struct footprint *opponent,
		   struct perpendicular_hits *out)
{
	static const double edge_on = 1e-12;
	double eps;
	int i;

	if (!out)
		return GEOM_EINVAL;
	out->edges = 0;
	for (i = 0; i < 4; i++)
		out->angle[i] = NAN;
	if (!footprint_is_valid(attacker) || !footprint_is_valid(opponent))
		return GEOM_EINVAL;
	eps = pair_eps(attacker, opponent);
	for (i = 0; i < 4; i++) {
		struct vec2 a = opponent->corner[i];
		struct vec2 b = opponent->corner[(i + 1) % 4];
		struct vec2 outward = vec2_make(-(b.y - a.y), b.x - a.x);
		struct vec2 la, lb;
		double t0, t1, hw = attacker->width / 2;
		/* corners run clockwise, so (-dy, dx) points outward */
		if (vec2_dot(outward, attacker->forward) >=
		    -edge_on * vec2_length(outward))
			continue; /* edge faces away or is edge-on */
		segment_to_local(attacker, a, b, &la, &lb);
		if (!geom_clip_to_box(la, lb, -hw, hw, -INFINITY, INFINITY, &t0,
				      &t1))
			continue;
		if (fabs((lb.x - la.x) * (t1 - t0)) <= eps)
			continue; /* meets the lines at a single point */
		if (max2(la.y + (lb.y - la.y) * t0, la.y + (lb.y - la.y) * t1) <
		    -eps)
			continue; /* behind the attacker's front */
		out->edges |= 1u << i;
		out->angle[i] =
		    geom_line_angle_deg(attacker->forward, vec2_sub(b, a));
	}
	return GEOM_OK;
}

/* ---- 8. uniform-grid spatial index -------------------------------------- */

#define GRID_MIN_CELLS 64

struct spatial_grid {
	double x0, y0, cell;
	size_t nx, ny, n;
	size_t *cell_start; /* nx * ny + 1 offsets into items */
	size_t *items;
	struct geom_box *boxes;
	/* boxes, cell_start, own.stamp and (when they fit) items: one
	 * block, filled at once (um_xmalloc_big); items_own: apart. */
	void *block;
	bool items_own;
	struct spatial_marks own; /* the stamps of unmarked queries */
	/* Changes in place (spatial_grid_set): NULL until the first. where:
	 * per item, in the cells it was built into, loose (its box left
	 * them: every query tests it alone) or gone; reg: the boxes the
	 * cells were built from. */
	unsigned char *where;
	struct geom_box *reg;
	size_t *loose;
	size_t nloose, caploose;
};

enum { GRID_IN_CELLS, GRID_LOOSE, GRID_GONE };

static bool
box_is_valid(struct geom_box b)
{
	return is_finite(b.min_x) && is_finite(b.min_y) && is_finite(b.max_x) &&
	       is_finite(b.max_y) && b.min_x <= b.max_x && b.min_y <= b.max_y;
}

static bool
boxes_meet(struct geom_box a, struct geom_box b)
{
	return a.min_x <= b.max_x && b.min_x <= a.max_x && a.min_y <= b.max_y &&
	       b.min_y <= a.max_y;
}

static size_t
grid_cell_x(const struct spatial_grid *g, double x)
{
	double c = floor((x - g->x0) / g->cell);

	if (!(c > 0))
		return 0;
	return c >= (double)(g->nx - 1) ? g->nx - 1 : (size_t)c;
}

static size_t
grid_cell_y(const struct spatial_grid *g, double y)
{
	double c = floor((y - g->y0) / g->cell);

	if (!(c > 0))
		return 0;
	return c >= (double)(g->ny - 1) ? g->ny - 1 : (size_t)c;
}

struct spatial_grid *
spatial_grid_build(const struct geom_box *boxes, size_t n, double cell)
{
	struct spatial_grid *g;
	struct geom_box world = {0, 0, 0, 0};
	double span_x, span_y, mean = 0, max_cells;
	size_t i, cx, cy, ncells, total = 0;

	if (n > 0 && !boxes)
		return NULL;
	for (i = 0; i < n; i++) {
		if (!box_is_valid(boxes[i]))
			return NULL;
		if (i == 0)
			world = boxes[0];
		world.min_x = min2(world.min_x, boxes[i].min_x);
		world.min_y = min2(world.min_y, boxes[i].min_y);
		world.max_x = max2(world.max_x, boxes[i].max_x);
		world.max_y = max2(world.max_y, boxes[i].max_y);
		mean += max2(boxes[i].max_x - boxes[i].min_x,
			     boxes[i].max_y - boxes[i].min_y) /
			(double)n;
	}
	span_x = world.max_x - world.min_x;
	span_y = world.max_y - world.min_y;
	if (!is_finite(span_x) || !is_finite(span_y))
		return NULL;
	if (!is_finite(cell) || cell <= 0) {
		/* about one item per cell, never smaller than an item */
		cell = max2(mean, sqrt(span_x * span_y / (double)(n ? n : 1)));
		cell = max2(cell, max2(span_x, span_y) / 4096.0);
	}
	if (!(cell > 0))
		cell = 1.0;
	/* at most max(4n, 64) cells: grow the cell until the grid fits */
	max_cells = max2(4.0 * (double)n, GRID_MIN_CELLS);
	while ((floor(span_x / cell) + 1) * (floor(span_y / cell) + 1) >
	       max_cells)
		cell *= 2;
	g = geom_xmalloc_array(1, sizeof *g);
	g->x0 = world.min_x;
	g->y0 = world.min_y;
	g->cell = cell;
	g->nx = (size_t)floor(span_x / cell) + 1;
	g->ny = (size_t)floor(span_y / cell) + 1;
	g->n = n;
	g->own.generation = 0;
	g->own.n = n;
	g->where = NULL;
	g->reg = NULL;
	g->loose = NULL;
	g->nloose = g->caploose = 0;
	ncells = g->nx * g->ny;
	/* Room for each box in four cells (most meet one to four). */
	size_t room = 4 * n, got;
	size_t *ints;
	if (ncells >= SIZE_MAX / 4 / sizeof(size_t) ||
	    n >= SIZE_MAX / 8 / sizeof *g->boxes)
		abort();
	g->block = um_xmalloc_big(n * sizeof *g->boxes +
				      (ncells + 1 + room) * sizeof(size_t) +
				      n * sizeof *g->own.stamp,
				  &got);
	g->boxes = g->block;
	ints = (size_t *)(void *)(g->boxes + n);
	g->cell_start = ints;
	g->own.stamp = (unsigned *)(void *)(ints + ncells + 1 + room);
	for (i = 0; i <= ncells; i++)
		g->cell_start[i] = 0;
	/* pass 1: count entries per cell (offset by one for the prefix sum) */
	for (i = 0; i < n; i++) {
		size_t x0 = grid_cell_x(g, boxes[i].min_x);
		size_t x1 = grid_cell_x(g, boxes[i].max_x);
		size_t y0 = grid_cell_y(g, boxes[i].min_y);
		size_t y1 = grid_cell_y(g, boxes[i].max_y);
		for (cy = y0; cy <= y1; cy++)
			for (cx = x0; cx <= x1; cx++)
				g->cell_start[cy * g->nx + cx + 1]++;
	}
	for (i = 0; i < ncells; i++)
		g->cell_start[i + 1] += g->cell_start[i];
	total = g->cell_start[ncells];
	g->items_own = total > room;
	g->items = g->items_own ? geom_xmalloc_array(total, sizeof *g->items)
				: ints + ncells + 1;
	/* pass 2: fill, using the start offsets as cursors */
	for (i = 0; i < n; i++) {
		size_t x0 = grid_cell_x(g, boxes[i].min_x);
		size_t x1 = grid_cell_x(g, boxes[i].max_x);
		size_t y0 = grid_cell_y(g, boxes[i].min_y);
		size_t y1 = grid_cell_y(g, boxes[i].max_y);
		g->boxes[i] = boxes[i];
		g->own.stamp[i] = 0;
		for (cy = y0; cy <= y1; cy++)
			for (cx = x0; cx <= x1; cx++)
				g->items[g->cell_start[cy * g->nx + cx]++] = i;
	}
	/* cursors now hold each cell's end: shift back to starts */
	for (i = ncells; i > 0; i--)
		g->cell_start[i] = g->cell_start[i - 1];
	g->cell_start[0] = 0;
	return g;
}

void
spatial_grid_free(struct spatial_grid *grid)
{
	if (!grid)
		return;
	if (grid->items_own)
		free(grid->items);
	free(grid->block);
	free(grid->where);
	free(grid->reg);
	free(grid->loose);
	free(grid);
}

static void
loose_drop(struct spatial_grid *g, size_t item)
{
	for (size_t k = 0; k < g->nloose; k++)
		if (g->loose[k] == item) {
			g->loose[k] = g->loose[--g->nloose];
			return;
		}
}

int
spatial_grid_set(struct spatial_grid *g, size_t item,
		 const struct geom_box *box)
{
	if (!g || item >= g->n || (box && !box_is_valid(*box)))
		return -1;
	if (g->where == NULL) {
		g->where = geom_xmalloc_array(g->n, sizeof *g->where);
		memset(g->where, GRID_IN_CELLS, g->n);
		g->reg = geom_xmalloc_array(g->n, sizeof *g->reg);
		memcpy(g->reg, g->boxes, g->n * sizeof *g->reg);
	}
	unsigned char was = g->where[item];
	unsigned char now = GRID_GONE;
	if (box) {
		struct geom_box r = g->reg[item];
		g->boxes[item] = *box;
		/* Still inside the cells it was built into (the edge cells
		 * reach to infinity)? */
		now = was != GRID_GONE &&
			      grid_cell_x(g, box->min_x) >=
				  grid_cell_x(g, r.min_x) &&
			      grid_cell_x(g, box->max_x) <=
				  grid_cell_x(g, r.max_x) &&
			      grid_cell_y(g, box->min_y) >=
				  grid_cell_y(g, r.min_y) &&
			      grid_cell_y(g, box->max_y) <=
				  grid_cell_y(g, r.max_y)
			  ? GRID_IN_CELLS
			  : GRID_LOOSE;
	}
	if (was == GRID_LOOSE && now != GRID_LOOSE)
		loose_drop(g, item);
	if (now == GRID_LOOSE && was != GRID_LOOSE) {
		if (g->nloose == g->caploose) {
			g->caploose = g->caploose ? 2 * g->caploose : 16;
			size_t *l =
			    realloc(g->loose, g->caploose * sizeof *g->loose);
			if (l == NULL)
				abort();
			g->loose = l;
		}
		g->loose[g->nloose++] = item;
	}
	g->where[item] = now;
	return 0;
}

size_t
spatial_grid_loose(const struct spatial_grid *g)
{
	return g ? g->nloose : 0;
}

static void
grid_next_generation(struct spatial_marks *m)
{
	if (++m->generation == 0) {
		for (size_t i = 0; i < m->n; i++)
			m->stamp[i] = 0;
		m->generation = 1;
	}
}

void
spatial_marks_init(struct spatial_marks *m, const struct spatial_grid *grid)
{
	m->n = grid ? grid->n : 0;
	m->generation = 0;
	m->stamp = geom_xmalloc_array(m->n ? m->n : 1, sizeof *m->stamp);
	for (size_t i = 0; i < m->n; i++)
		m->stamp[i] = 0;
}

void
spatial_marks_free(struct spatial_marks *m)
{
	free(m->stamp);
	m->stamp = NULL;
	m->n = 0;
}

static void
sift_down(size_t *a, size_t root, size_t n)
{
	for (size_t c; (c = 2 * root + 1) < n; root = c) {
		if (c + 1 < n && a[c + 1] > a[c])
			c++;
		if (a[root] >= a[c])
			return;
		size_t t = a[root];
		a[root] = a[c];
		a[c] = t;
	}
}

/* Ascending item numbers (distinct): quicksort on the middle of three,
 * insertion sort for short runs, heapsort past a depth limit. The same
 * order as qsort, without its calls through a pointer per comparison
 * (scan asks the grid tens of thousands of times). */
static void
sort_items(size_t *a, size_t n)
{
	int depth = 0;
	for (size_t m = n; m > 1; m /= 2)
		depth += 2;
	while (n > 16) {
		if (depth-- == 0) {
			for (size_t i = n / 2; i-- > 0;)
				sift_down(a, i, n);
			for (size_t e = n; e-- > 1;) {
				size_t t = a[0];
				a[0] = a[e];
				a[e] = t;
				sift_down(a, 0, e);
			}
			return;
		}
		size_t x = a[0], y = a[n / 2], z = a[n - 1];
		size_t pivot = x < y ? (y < z ? y : (x < z ? z : x))
				     : (x < z ? x : (y < z ? z : y));
		size_t i = 0, j = n - 1;
		for (;;) {
			while (a[i] < pivot)
				i++;
			while (a[j] > pivot)
				j--;
			if (i >= j)
				break;
			size_t t = a[i];
			a[i++] = a[j];
			a[j--] = t;
		}
		/* a[0..j] <= pivot <= a[j+1..n): the smaller part first. */
		size_t left = j + 1;
		if (left < n - left) {
			sort_items(a, left);
			a += left;
			n -= left;
		} else {
			sort_items(a + left, n - left);
			n = left;
		}
	}
	for (size_t i = 1; i < n; i++) {
		size_t v = a[i], k = i;
		for (; k > 0 && a[k - 1] > v; k--)
			a[k] = a[k - 1];
		a[k] = v;
	}
}

/* A box grown by r on every side. */
static struct geom_box
box_grow(struct geom_box b, double r)
{
	struct geom_box g = {b.min_x - r, b.min_y - r, b.max_x + r,
			     b.max_y + r};
	return g;
}

static bool
segment_meets_box(struct vec2 a, struct vec2 b, struct geom_box box)
{
	double t0, t1;

	return geom_clip_to_box(a, b, box.min_x, box.max_x, box.min_y,
				box.max_y, &t0, &t1);
}

/* Shared query loop: cells in range, optional segment cull, exact filter. */
static size_t
grid_query(const struct spatial_grid *g, struct spatial_marks *m,
	   struct geom_box range, const struct vec2 *a, const struct vec2 *b,
	   double half_width, size_t *out, size_t cap)
{
	size_t cx, cy, x0, x1, y0, y1, count = 0, k;
	double slack = g->cell * 1e-9;

	if (g->n == 0 || m->n != g->n)
		return 0;
	grid_next_generation(m);
	x0 = grid_cell_x(g, range.min_x);
	x1 = grid_cell_x(g, range.max_x);
	y0 = grid_cell_y(g, range.min_y);
	y1 = grid_cell_y(g, range.max_y);
	for (cy = y0; cy <= y1; cy++) {
		for (cx = x0; cx <= x1; cx++) {
			size_t c = cy * g->nx + cx;
			if (a) {
				struct geom_box cb = {
				    g->x0 + (double)cx * g->cell,
				    g->y0 + (double)cy * g->cell,
				    g->x0 + (double)(cx + 1) * g->cell,
				    g->y0 + (double)(cy + 1) * g->cell};
				/* outer cells reach to infinity */
				if (cx == 0)
					cb.min_x = -INFINITY;
				if (cy == 0)
					cb.min_y = -INFINITY;
				if (cx == g->nx - 1)
					cb.max_x = INFINITY;
				if (cy == g->ny - 1)
					cb.max_y = INFINITY;
				if (!segment_meets_box(
					*a, *b,
					box_grow(cb, half_width + slack)))
					continue;
			}
			for (k = g->cell_start[c]; k < g->cell_start[c + 1];
			     k++) {
				size_t item = g->items[k];
				bool hit;
				if (g->where && g->where[item] != GRID_IN_CELLS)
					continue; /* gone, or tested below */
				if (m->stamp[item] == m->generation)
					continue;
				m->stamp[item] = m->generation;
				if (a)
					hit = segment_meets_box(
					    *a, *b,
					    box_grow(g->boxes[item],
						     half_width));
				else
					hit = boxes_meet(range, g->boxes[item]);
				if (!hit)
					continue;
				if (count < cap)
					out[count] = item;
				count++;
			}
		}
	}
	/* The loose items alone, by the same test: a box the test meets
	 * lies in a cell the loops above visit, so the answer is the one a
	 * grid built anew would give. */
	for (k = 0; k < g->nloose; k++) {
		size_t item = g->loose[k];
		bool hit = a ? segment_meets_box(
				   *a, *b, box_grow(g->boxes[item], half_width))
			     : boxes_meet(range, g->boxes[item]);
		if (!hit)
			continue;
		if (count < cap)
			out[count] = item;
		count++;
	}
	if (out)
		sort_items(out, count < cap ? count : cap);
	return count;
}

size_t
spatial_grid_query_box_marked(const struct spatial_grid *grid,
			      struct spatial_marks *m, struct geom_box q,
			      size_t *out, size_t cap)
{
	if (!grid || !m || !box_is_valid(q) || (cap > 0 && !out))
		return 0;
	return grid_query(grid, m, q, NULL, NULL, 0.0, out, cap);
}

size_t
spatial_grid_query_box(struct spatial_grid *grid, struct geom_box q,
		       size_t *out, size_t cap)
{
	return spatial_grid_query_box_marked(grid, grid ? &grid->own : NULL, q,
					     out, cap);
}

size_t
spatial_grid_query_corridor_marked(const struct spatial_grid *grid,
				   struct spatial_marks *m, struct vec2 a,
				   struct vec2 b, double half_width,
				   size_t *out, size_t cap)
{
	struct geom_box range;

	if (!grid || !m || !vec2_is_finite(a) || !vec2_is_finite(b) ||
	    !is_finite(half_width) || half_width < 0 || (cap > 0 && !out))
		return 0;
	range.min_x = min2(a.x, b.x) - half_width;
	range.min_y = min2(a.y, b.y) - half_width;
	range.max_x = max2(a.x, b.x) + half_width;
	range.max_y = max2(a.y, b.y) + half_width;
	return grid_query(grid, m, range, &a, &b, half_width, out, cap);
}

size_t
spatial_grid_query_corridor(struct spatial_grid *grid, struct vec2 a,
			    struct vec2 b, double half_width, size_t *out,
			    size_t cap)
{
	return spatial_grid_query_corridor_marked(
	    grid, grid ? &grid->own : NULL, a, b, half_width, out, cap);
}
