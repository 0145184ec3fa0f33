/* move.c - `unit move`: relative moves of one unit or several together.
 * Every step is plane geometry from geom.h on the unit's
 * reference point (centre of the front edge, spec §7) and facing:
 *
 *   forward= back= left= right=  along each unit's own facing
 *   turn=DEG                      clockwise about each unit's own centre
 *   wheel=DEG pivot=left|right    the group as one body about its front
 *                                 corner: the free end swings forward
 *   to=X,Y                        the first unit's front centre to X,Y,
 *                                 the others keep their offsets
 *
 * Steps apply in the order written. One command is one journal line and
 * so one undo. The distance printed is how far the farthest-travelling
 * corner went (docs/commands.md "Running a bound"). The ruleset's
 * move_rules hook may refuse a move beyond its limits (a wheel limit,
 * a turn not allowed). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bound.h"
#include "group.h"
#include "umpire/footprint.h"
#include "umpire/geom.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

#define MOVE_MAX_UNITS 256
#define MOVE_DIST_MAX 100000.0
#define MOVE_USAGE                                                             \
	"unit move NAME[,NAME...]|brigade=B [forward=D] [back=D] [left=D] "    \
	"[right=D] [turn=DEG] [wheel=DEG pivot=left|right] [to=X,Y]"

/* One unit being moved: its tracked points (front centre, corners). */
struct mover {
	struct unit *u;
	double x, y, facing;
	bool sized; /* width and depth known: corners tracked */
	double width, depth;
	double path[5]; /* path length of ref and each corner */
	double x0, y0, facing0;
	struct move_made made; /* for the ruleset's limits (move_rules) */
};

static const double deg2rad = 3.14159265358979323846 / 180.0;

static void
mover_points(const struct mover *m, struct vec2 pt[5])
{
	pt[0] = vec2_make(m->x, m->y);
	if (!m->sized) {
		for (int i = 1; i < 5; i++)
			pt[i] = pt[0];
		return;
	}
	struct footprint fp;
	footprint_make(&fp, m->x, m->y, m->facing, m->width, m->depth);
	for (int i = 0; i < 4; i++)
		pt[i + 1] = fp.corner[i];
}

/* Rotate m clockwise by deg about p; paths grow by the arcs. */
static void
mover_rotate(struct mover *m, struct vec2 p, double deg)
{
	struct vec2 pt[5];
	mover_points(m, pt);
	for (int i = 0; i < 5; i++)
		m->path[i] += vec2_distance(pt[i], p) * fabs(deg) * deg2rad;
	struct vec2 r = vec2_add(
	    p, vec2_rotate_cw(vec2_sub(vec2_make(m->x, m->y), p), deg));
	m->x = r.x;
	m->y = r.y;
	m->facing = geom_normalize_deg(m->facing + deg);
}

static void
mover_translate(struct mover *m, struct vec2 d)
{
	double len = vec2_length(d);
	for (int i = 0; i < 5; i++)
		m->path[i] += len;
	m->x += d.x;
	m->y += d.y;
}

/* The group's front corner (pivot=left: the leftmost front-left corner
 * seen from the first unit, the farthest ahead on a tie). */
static struct vec2
group_pivot(const struct mover *m, size_t n, bool left)
{
	struct footprint f0;
	footprint_make(&f0, m[0].x, m[0].y, m[0].facing, m[0].width,
		       m[0].depth);
	struct vec2 best = {0, 0};
	double best_lat = 0, best_ahead = 0;
	for (size_t i = 0; i < n; i++) {
		struct footprint fp;
		footprint_make(&fp, m[i].x, m[i].y, m[i].facing, m[i].width,
			       m[i].depth);
		struct vec2 c =
		    fp.corner[left ? FP_FRONT_LEFT : FP_FRONT_RIGHT];
		double lat, ahead;
		footprint_local(&f0, c, &lat, &ahead);
		if (!left)
			lat = -lat; /* pivot=right: the largest lateral */
		double eps = 1e-9 * (1 + fabs(lat));
		if (i == 0 || lat < best_lat - eps ||
		    (fabs(lat - best_lat) <= eps && ahead > best_ahead)) {
			best = c;
			best_lat = lat;
			best_ahead = ahead;
		}
	}
	return best;
}

static int
parse_number(struct cmd_ctx *ctx, const char *key, const char *v, double lo,
	     double hi, double *out)
{
	if (!um_parse_double(v, out) || !isfinite(*out) || *out < lo ||
	    *out > hi) {
		char l[32], h[32];
		um_fmt_num(l, sizeof l, lo);
		um_fmt_num(h, sizeof h, hi);
		return cmd_error(ctx,
				 "unit move: %s=%s is not allowed; %s is a "
				 "number from %s to %s",
				 key, v, key, l, h);
	}
	return 0;
}

static int
parse_point(struct cmd_ctx *ctx, const char *v, struct vec2 *p)
{
	char buf[128];
	snprintf(buf, sizeof buf, "%s", v);
	char *comma = strchr(buf, ',');
	double x, y;
	if (comma == NULL || strchr(comma + 1, ',') != NULL)
		goto bad;
	*comma = '\0';
	if (!um_parse_double(buf, &x) || !um_parse_double(comma + 1, &y) ||
	    !isfinite(x) || !isfinite(y) || fabs(x) > 1e6 || fabs(y) > 1e6)
		goto bad;
	*p = vec2_make(x, y);
	return 0;
bad:
	return cmd_error(ctx,
			 "unit move: to=%s is not allowed; to is a point "
			 "X,Y in game units, e.g. to=40,25",
			 v);
}

/* One name of the operand: a unit, or a brigade's units (group.h). A
 * unit named and also reached through its brigade moves once
 * (docs/brigades.md). */
static int
collect_name(struct cmd_ctx *ctx, const char *tok, struct mover *m, size_t *n)
{
	struct game *g = ctx->g;
	struct unit *u = game_unit(g, tok);
	if (u == NULL && !group_is(g, tok))
		u = cmd_unit_found(ctx, tok);
	if (u == NULL && group_is(g, tok)) {
		for (size_t i = 0; i < g->nunits; i++) {
			if (g->units[i].removed ||
			    strcmp(g->units[i].brigade, tok) != 0)
				continue;
			bool seen = false;
			for (size_t k = 0; k < *n; k++)
				seen |= m[k].u == &g->units[i];
			if (!seen && *n == MOVE_MAX_UNITS)
				return cmd_error(ctx,
						 "unit move: more than %d "
						 "units in one move",
						 MOVE_MAX_UNITS);
			if (!seen)
				m[(*n)++].u = &g->units[i];
		}
		return 0;
	}
	if (u == NULL)
		return cmd_error(ctx,
				 "unit move: no unit named %s%s; "
				 "`units` lists the roster",
				 tok, group_suggest(g, tok));
	for (size_t i = 0; i < *n; i++)
		if (m[i].u == u)
			return 0; /* in a brigade named before */
	if (*n == MOVE_MAX_UNITS)
		return cmd_error(ctx,
				 "unit move: more than %d units in one move",
				 MOVE_MAX_UNITS);
	m[(*n)++].u = u;
	return 0;
}

/* The units named by the operand (A,B,C: units and brigades mixed) or by
 * brigade=B. */
static int
collect_units(struct cmd_ctx *ctx, struct args *a, struct mover *m, size_t *n)
{
	struct game *g = ctx->g;
	const char *brigade = args_get(a, "brigade");
	size_t nops = a->nword - ctx->argi;
	*n = 0;
	if ((brigade == NULL) == (nops == 0) || nops > 1)
		return cmd_error(ctx,
				 "usage: %s (name the units, or brigade=B, "
				 "not both)",
				 MOVE_USAGE);
	if (brigade) {
		for (size_t i = 0; i < g->nunits && *n < MOVE_MAX_UNITS; i++)
			if (strcmp(g->units[i].brigade, brigade) == 0 &&
			    !g->units[i].removed)
				m[(*n)++].u = &g->units[i];
		if (*n == 0)
			return cmd_error(ctx,
					 "unit move: no unit on the table "
					 "has brigade=%s%s; set it with unit "
					 "set NAME brigade=%s",
					 brigade, group_suggest(g, brigade),
					 brigade);
		return 0;
	}
	char list[CMD_LINE_MAX + 1];
	snprintf(list, sizeof list, "%s", a->word[ctx->argi]);
	size_t len = strlen(list);
	if (len == 0 || list[0] == ',' || list[len - 1] == ',' ||
	    strstr(list, ",,") != NULL)
		return cmd_error(ctx,
				 "unit move: \"%s\" has an empty name; "
				 "name the units as A or A,B,C",
				 list);
	const char *names[MOVE_MAX_UNITS + 1];
	size_t nnames = 0;
	char *save = NULL;
	for (char *tok = strtok_r(list, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		for (size_t k = 0; k < nnames; k++)
			if (strcmp(names[k], tok) == 0)
				return cmd_error(ctx,
						 "unit move: %s is named "
						 "twice; name each unit once",
						 tok);
		if (nnames == MOVE_MAX_UNITS + 1)
			return cmd_error(ctx,
					 "unit move: more than %d units in "
					 "one move",
					 MOVE_MAX_UNITS);
		names[nnames++] = tok;
		if (collect_name(ctx, tok, m, n) < 0)
			return -1;
		/* A name typed in another case, corrected in tok: the line
		 * too, so the journal spells it as the roster does. */
		char *at = a->word[ctx->argi] + (tok - list);
		for (size_t i = 0; tok[i]; i++)
			at[i] = tok[i];
	}
	if (*n == 0)
		return cmd_error(ctx, "usage: %s", MOVE_USAGE);
	return 0;
}

static bool
is_step_key(const char *k)
{
	static const char *const steps[] = {"forward", "back",	"left", "right",
					    "turn",    "wheel", "to",	NULL};
	for (size_t i = 0; steps[i]; i++)
		if (strcmp(steps[i], k) == 0)
			return true;
	return false;
}

static double
mover_distance(const struct mover *m)
{
	double d = 0;
	for (int i = 0; i < 5; i++)
		if (m->path[i] > d)
			d = m->path[i];
	return d;
}

/* Every unit placed and not removed; start its tracked position. */
static int
movers_start(struct cmd_ctx *ctx, struct mover *m, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		struct unit *u = m[i].u;
		if (u->removed)
			return cmd_error(ctx,
					 "unit move: %s has been removed from "
					 "the table",
					 u->name);
		if (!u->placed)
			return cmd_error(ctx,
					 "unit move: %s is not on the table; "
					 "place it first with unit set %s x=.. "
					 "y=.. facing=..",
					 u->name, u->name);
		m[i].x = m[i].x0 = u->x;
		m[i].y = m[i].y0 = u->y;
		m[i].facing = m[i].facing0 = u->facing;
		struct unit_shape sh;
		if (unit_shape_of(ctx->g, u, &sh) == 0 && sh.width > 0 &&
		    sh.depth > 0) {
			m[i].sized = true;
			m[i].width = sh.width;
			m[i].depth = sh.depth;
		}
	}
	return 0;
}

/* pivot= belongs to wheel=, which needs it and the units' widths. */
static int
wheel_pivot(struct cmd_ctx *ctx, struct args *a, const struct mover *m,
	    size_t n, bool *left)
{
	const char *pivot = args_get(a, "pivot");
	bool has_wheel = args_has(a, "wheel");
	if (pivot && !has_wheel)
		return cmd_error(ctx, "unit move: pivot= goes with wheel=DEG "
				      "(pivot=left|right)");
	if (!has_wheel)
		return 0;
	if (pivot == NULL ||
	    (strcmp(pivot, "left") != 0 && strcmp(pivot, "right") != 0))
		return cmd_error(ctx,
				 "unit move: wheel needs pivot=left|right "
				 "(the front corner it wheels about)%s%s",
				 pivot ? "; not pivot=" : "",
				 pivot ? pivot : "");
	*left = strcmp(pivot, "left") == 0;
	for (size_t i = 0; i < n; i++)
		if (!m[i].sized)
			return cmd_error(ctx,
					 "unit move: %s cannot wheel: its "
					 "width is not known (give width= and "
					 "depth=)",
					 m[i].u->name);
	return 0;
}

static void
step_turn(struct mover *m, size_t n, double deg)
{
	for (size_t i = 0; i < n; i++) {
		struct vec2 c = vec2_make(m[i].x, m[i].y);
		if (m[i].sized) {
			struct footprint fp;
			footprint_make(&fp, m[i].x, m[i].y, m[i].facing,
				       m[i].width, m[i].depth);
			c = footprint_centre(&fp);
		}
		mover_rotate(&m[i], c, deg);
	}
}

/* forward back left right: along each unit's own facing. */
static void
step_along(struct mover *m, size_t n, char which, double d)
{
	for (size_t i = 0; i < n; i++) {
		struct vec2 ahead = geom_facing_to_dir(m[i].facing);
		struct vec2 right = vec2_rotate_cw(ahead, 90);
		struct vec2 dir = which == 'f'	 ? ahead
				  : which == 'b' ? vec2_scale(ahead, -1)
				  : which == 'r' ? right
						 : vec2_scale(right, -1);
		mover_translate(&m[i], vec2_scale(dir, d));
	}
}

/* One step key=value applied to every mover. */
static int
apply_step(struct cmd_ctx *ctx, struct mover *m, size_t n, const char *key,
	   const char *v, bool pivot_left)
{
	if (strcmp(key, "to") == 0) {
		struct vec2 p;
		if (parse_point(ctx, v, &p) < 0)
			return -1;
		struct vec2 delta = vec2_sub(p, vec2_make(m[0].x, m[0].y));
		for (size_t i = 0; i < n; i++)
			mover_translate(&m[i], delta);
		return 0;
	}
	bool angle = strcmp(key, "turn") == 0 || strcmp(key, "wheel") == 0;
	double d = 0;
	if (parse_number(ctx, key, v, angle ? -360 : -MOVE_DIST_MAX,
			 angle ? 360 : MOVE_DIST_MAX, &d) < 0)
		return -1;
	if (strcmp(key, "wheel") == 0) {
		/* pivot=left: the right end swings forward, the facing
		 * turns anticlockwise; pivot=right the other way. */
		struct vec2 p = group_pivot(m, n, pivot_left);
		for (size_t i = 0; i < n; i++) {
			mover_rotate(&m[i], p, pivot_left ? -d : d);
			m[i].made.wheels += d != 0;
			m[i].made.wheel_deg =
			    fmax(m[i].made.wheel_deg, fabs(d));
		}
	} else if (strcmp(key, "turn") == 0) {
		step_turn(m, n, d);
		for (size_t i = 0; i < n; i++) {
			m[i].made.turns += d != 0;
			m[i].made.turn_deg = fmax(m[i].made.turn_deg, fabs(d));
		}
	} else {
		step_along(m, n, key[0], d);
	}
	return 0;
}

/* Snap representation noise (12.000000000001) to what a hand
 * calculation gives. */
static double
snap(double v)
{
	return fabs(v - round(v)) < 1e-9 ? round(v) : v;
}

/* Write the new positions back, one MOVE record each. */
static void
movers_commit(struct cmd_ctx *ctx, struct mover *m, size_t n)
{
	struct game *g = ctx->g;
	for (size_t i = 0; i < n; i++) {
		struct unit *u = m[i].u;
		u->x = snap(m[i].x);
		u->y = snap(m[i].y);
		double f = snap(m[i].facing);
		u->facing = f >= 360 ? f - 360 : f;
		if (u->x != m[i].x0 || u->y != m[i].y0 ||
		    u->facing != m[i].facing0)
			u->moved_bound = g->bound;
		struct rec rc;
		rec_begin(&rc, "MOVE");
		rec_str(&rc, "unit", u->name);
		rec_num(&rc, "x", u->x);
		rec_num(&rc, "y", u->y);
		rec_num(&rc, "facing", u->facing);
		rec_num(&rc, "distance", mover_distance(&m[i]));
		rec_num(&rc, "from_x", m[i].x0);
		rec_num(&rc, "from_y", m[i].y0);
		rec_num(&rc, "from_facing", m[i].facing0);
		rec_str(&rc, "units", g->inches ? "in" : "cm");
		if (!m[i].sized)
			rec_str(&rc, "size", "unknown");
		rec_end(&rc, ctx->out);
	}
}

/* The map must not hide a move onto another unit: say so. */
static void
warn_overlaps(struct cmd_ctx *ctx, const struct mover *m, size_t n)
{
	const struct game *g = ctx->g;
	for (size_t i = 0; i < n; i++) {
		struct footprint a_fp, b_fp;
		if (unit_footprint(g, m[i].u, &a_fp) < 0)
			continue;
		for (size_t k = 0; k < g->nunits; k++) {
			const struct unit *o = &g->units[k];
			if (o == m[i].u || unit_footprint(g, o, &b_fp) < 0)
				continue;
			bool said = false; /* a moved pair is said once */
			for (size_t j = 0; j < i; j++)
				said |= m[j].u == o;
			if (!said && footprints_overlap(&a_fp, &b_fp))
				out_warn(ctx->out, "%s now overlaps %s",
					 m[i].u->name, o->name);
		}
	}
}

static int
unit_move(struct cmd_ctx *ctx, struct args *a, struct mover *m)
{
	size_t n = 0;
	bool pivot_left = false;
	if (collect_units(ctx, a, m, &n) < 0 || movers_start(ctx, m, n) < 0 ||
	    wheel_pivot(ctx, a, m, n, &pivot_left) < 0)
		return -1;
	size_t nsteps = 0;
	for (size_t k = 0; k < a->nkv; k++) {
		const char *key = a->kv[k].key;
		if (!is_step_key(key)) {
			if (a->used[k])
				continue; /* brigade, pivot */
			return cmd_error(ctx,
					 "unit move: unknown key %s; allowed: "
					 "forward back left right turn wheel "
					 "pivot to brigade",
					 key);
		}
		a->used[k] = true;
		nsteps++;
		if (apply_step(ctx, m, n, key, a->kv[k].val, pivot_left) < 0)
			return -1;
	}
	if (nsteps == 0)
		return cmd_error(ctx, "unit move: nothing to do; usage: %s",
				 MOVE_USAGE);
	for (size_t i = 0; i < n; i++)
		if (fabs(m[i].x) > 1e6 || fabs(m[i].y) > 1e6)
			return cmd_error(ctx,
					 "unit move: %s would leave the table "
					 "(coordinates beyond 1000000)",
					 m[i].u->name);
	/* The ruleset's limits (a wheel limit, ...): all checked before
	 * any unit moves, recorded after. */
	int (*rules)(struct cmd_ctx *, struct unit *, const struct move_made *,
		     bool) = ctx->g->rs->move_rules;
	for (size_t i = 0; rules && i < n; i++) {
		m[i].made.distance = mover_distance(&m[i]);
		if (rules(ctx, m[i].u, &m[i].made, false) < 0)
			return -1;
	}
	movers_commit(ctx, m, n);
	for (size_t i = 0; rules && i < n; i++)
		rules(ctx, m[i].u, &m[i].made, true);
	warn_overlaps(ctx, m, n);
	return 0;
}

/* `unit set NAME x= y= facing=` on a unit on the table passes the same
 * ruleset limits as `unit move` (its move_rules hook): the change of
 * facing counts as one wheel of that many degrees (a placement cannot
 * tell a wheel from a turn; the wheel is what every limit allows), the
 * distance is the front edge's centre's. commit false: 0, or -1 with the
 * hook's refusal (nothing changed); commit true: after the change, the
 * hook records what its limits count. */
int
move_rules_placed(struct cmd_ctx *ctx, struct unit *u, const struct unit *was,
		  bool commit)
{
	int (*rules)(struct cmd_ctx *, struct unit *, const struct move_made *,
		     bool) = ctx->g->rs->move_rules;
	if (rules == NULL || !was->placed || !u->placed ||
	    (u->x == was->x && u->y == was->y && u->facing == was->facing))
		return 0;
	struct move_made made = {0};
	double turn = fmod(fabs(u->facing - was->facing), 360.0);
	if (turn > 180.0)
		turn = 360.0 - turn;
	if (turn > 1e-9) {
		made.wheels = 1;
		made.wheel_deg = turn;
	}
	made.distance = hypot(u->x - was->x, u->y - was->y);
	made.cmd = "unit set";
	return rules(ctx, u, &made, commit);
}

int
cmd_unit_move(struct cmd_ctx *ctx, struct args *a)
{
	struct mover *m = um_xcalloc(MOVE_MAX_UNITS, sizeof *m);
	int r = unit_move(ctx, a, m);
	free(m);
	return r;
}
