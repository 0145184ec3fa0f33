/* fire.c - activation ruleset fire: who may fire and every reason a
 * unit may not (seed 001, sections 54-55), and a provisional resolution
 * (data/activation/fire-*.csv) so a fire is carried through end to end.
 *
 * Eligibility is one evaluation (act_eval) that check, fire and factors
 * share: one CHECK per condition, in rule order. Geometry comes from the
 * map when both units are placed (geom.h), else from answer keys. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/schema.h"
#include "procs.h"
#include "umpire/odds.h"
#include "umpire/check.h"
#include "umpire/footprint.h"
#include "umpire/ruling.h"
#include "umpire/geom.h"
#include "umpire/spatial.h"
#include "umpire/util.h"

#define CM_PER_INCH 2.54
#define ODDS_COMBOS_MAX 2000000.0

enum act_mode { MODE_NONE, MODE_ACTIVATED, MODE_RETURN, MODE_CHARGE };
static const char *const mode_names[] = {"none", "activated", "return",
					 "charge", NULL};

/* ---- settings ---------------------------------------------------------- */

struct act_settings {
	struct dicespec dice;
	bool op3;
	bool arc_corners;
	double arc_angle, facing_angle;
	bool fivecm_line;
	double fivecm, base_width, base_depth; /* cm */
	int morale, stamina, rout_stamina;
};

/* The settings (settings.csv, `game KEY=VALUE`), typed by the one reader
 * (umpire/settings.h); the order is enum act_setting's. */
enum act_setting {
	ACTS_DICE,
	ACTS_OP3,
	ACTS_ARC_ORIGIN,
	ACTS_ARC_ANGLE,
	ACTS_FACING_ANGLE,
	ACTS_FIVECM_RULE,
	ACTS_FIVECM_DISTANCE,
	ACTS_BASE_WIDTH,
	ACTS_BASE_DEPTH,
	ACTS_MORALE,
	ACTS_STAMINA,
	ACTS_ROUT_STAMINA,
};

static const char *const arc_origin_names[] = {"centre", "corners", NULL};
static const char *const fivecm_names[] = {"target", "line", NULL};

/* Every one is required: settings.csv names them all (NULL default). */
const struct setting_def act_setting_defs[] = {
    [ACTS_DICE] = SETTING_DICE_ROW("dice", 1, DICE_MAX, 2, 100, NULL, "55",
				   "the die of the provisional resolution "
				   "table"),
    [ACTS_OP3] = SETTING_BOOL_ROW("op3", NULL, "54 OP3",
				  "optional rule: exhausted gun crews"),
    [ACTS_ARC_ORIGIN] = SETTING_ENUM_ROW(
	"arc_origin", arc_origin_names, NULL, "54",
	"the 45 degree arc from the front edge's centre or its corners"),
    [ACTS_ARC_ANGLE] = SETTING_NUM_ROW("arc_angle", 0, 90, NULL, "54",
				       "half the arc of fire, degrees"),
    [ACTS_FACING_ANGLE] = SETTING_NUM_ROW(
	"facing_angle", 0, 180, NULL, "54",
	"return fire: the firer's centre within this of straight ahead"),
    [ACTS_FIVECM_RULE] = SETTING_ENUM_ROW(
	"fivecm_rule", fivecm_names, NULL, "55.8",
	"a friendly unit near the target, or near the line of fire"),
    [ACTS_FIVECM_DISTANCE] = SETTING_NUM_ROW(
	"fivecm_distance", 0, 1000, NULL, "55.8", "the distance of 55.8, cm"),
    [ACTS_BASE_WIDTH] = {.name = "base_width",
			 .type = SETTING_NUM,
			 .lo = 0.01,
			 .hi = 1000,
			 .section = "54",
			 .provisional = true,
			 .help = "frontage of one base, cm"},
    [ACTS_BASE_DEPTH] = {.name = "base_depth",
			 .type = SETTING_NUM,
			 .lo = 0.01,
			 .hi = 1000,
			 .section = "54",
			 .provisional = true,
			 .help = "depth of a unit, cm"},
    [ACTS_MORALE] = {.name = "morale",
		     .type = SETTING_INT,
		     .lo = 0,
		     .hi = 99,
		     .section = "55",
		     .provisional = true,
		     .help = "morale rating of a unit without one"},
    [ACTS_STAMINA] = {.name = "stamina",
		      .type = SETTING_INT,
		      .lo = 0,
		      .hi = 99,
		      .section = "55",
		      .provisional = true,
		      .help = "Stamina a unit starts with"},
    [ACTS_ROUT_STAMINA] = {.name = "rout_stamina",
			   .type = SETTING_INT,
			   .lo = -99,
			   .hi = 99,
			   .section = "55",
			   .provisional = true,
			   .help = "a unit routs at this Stamina or below"},
    {.name = NULL},
};

static void
settings_fill(const struct settings *t, struct act_settings *s)
{
	const struct setting_value *v = t->v;
	s->dice = v[ACTS_DICE].dice;
	s->op3 = v[ACTS_OP3].i == 1;
	s->arc_corners = v[ACTS_ARC_ORIGIN].i == 1;
	s->arc_angle = v[ACTS_ARC_ANGLE].d;
	s->facing_angle = v[ACTS_FACING_ANGLE].d;
	s->fivecm_line = v[ACTS_FIVECM_RULE].i == 1;
	s->fivecm = v[ACTS_FIVECM_DISTANCE].d;
	s->base_width = v[ACTS_BASE_WIDTH].d;
	s->base_depth = v[ACTS_BASE_DEPTH].d;
	s->morale = (int)v[ACTS_MORALE].i;
	s->stamina = (int)v[ACTS_STAMINA].i;
	s->rout_stamina = (int)v[ACTS_ROUT_STAMINA].i;
}

bool
act_game_settings(const struct game *g, struct act_settings *s)
{
	const struct settings *t =
	    g->tables ? settings_for(g, g->tables) : NULL;
	if (t != NULL)
		settings_fill(t, s);
	return t != NULL;
}

static int
ctx_settings(struct cmd_ctx *ctx, struct act_settings *s)
{
	/* Typed once per tables and game settings, not per ruling. */
	const struct settings *t = settings_of(ctx);
	if (t == NULL)
		return -1;
	settings_fill(t, s);
	return 0;
}

/* cm (settings and tables) to game units and back. */
static double
cm_to_game(const struct game *g, double cm)
{
	return g->inches ? cm / CM_PER_INCH : cm;
}

static double
game_to_cm(const struct game *g, double d)
{
	return g->inches ? d * CM_PER_INCH : d;
}

static const char *
game_unit_name(const struct game *g)
{
	return g->inches ? "in" : "cm";
}

/* ---- tables ------------------------------------------------------------ */

static int
rating_mod(const struct tableset *ts, int rating, int *mod, char **err)
{
	const struct table *t = tableset_get(ts, "fire-morale.csv");
	for (size_t i = 0; t && i < t->nrows; i++) {
		long r, m;
		if (!table_cell_int(t, i, "rating", false, &r, NULL, err) ||
		    !table_cell_int(t, i, "mod", false, &m, NULL, err))
			return -1;
		if (r == rating) {
			*mod = (int)m;
			return 0;
		}
	}
	*err = um_xasprintf("fire-morale.csv has no row for morale rating "
			    "%d; give the unit morale=N with a rating the "
			    "table has",
			    rating);
	return -1;
}

struct band {
	bool found;
	const char *name;
	double min, max;
	int hit_on, hits, stamina;
};

/* The band of the firer's arm that holds range_cm (first match). */
static int
band_lookup(const struct tableset *ts, const char *arm, double range_cm,
	    struct band *b, char **err)
{
	const struct table *t = tableset_get(ts, "fire-range.csv");
	memset(b, 0, sizeof *b);
	b->name = "beyond";
	int ca = t ? table_col(t, "arm") : -1,
	    cb = t ? table_col(t, "band") : -1;
	for (size_t i = 0; t && i < t->nrows; i++) {
		if (strcmp(table_cell(t, i, ca), arm) != 0)
			continue;
		double lo, hi;
		long h, n, s;
		if (!table_cell_num(t, i, "min", false, &lo, NULL, err) ||
		    !table_cell_num(t, i, "max", false, &hi, NULL, err) ||
		    !table_cell_int(t, i, "hit_on", false, &h, NULL, err) ||
		    !table_cell_int(t, i, "hits", false, &n, NULL, err) ||
		    !table_cell_int(t, i, "stamina", false, &s, NULL, err))
			return -1;
		if (range_cm >= lo && range_cm <= hi) {
			b->found = true;
			b->name = table_cell(t, i, cb);
			b->min = lo;
			b->max = hi;
			b->hit_on = (int)h;
			b->hits = (int)n;
			b->stamina = (int)s;
			return 0;
		}
	}
	return 0;
}

/* Frontage in bases: the unit's bases=N, else frontage.csv. */
static int
unit_bases(const struct game *g, const struct tableset *ts,
	   const struct unit *u, bool *prov)
{
	if (ACT(u)->bases > 0)
		return ACT(u)->bases;
	const struct table *t = tableset_get(ts, "frontage.csv");
	const char *arm = arm_names[u->arm];
	const char *form = unit_formation_name(g, u);
	int ca = t ? table_col(t, "arm") : -1;
	int cf = t ? table_col(t, "formation") : -1;
	int cb = t ? table_col(t, "bases") : -1;
	long best = -1;
	for (int pass = 0; pass < 2 && best < 0; pass++)
		for (size_t i = 0; t && i < t->nrows; i++) {
			const char *f = table_cell(t, i, cf);
			if (strcmp(table_cell(t, i, ca), arm) != 0 ||
			    (pass == 0 ? strcmp(f, form) != 0 : f[0] != '\0'))
				continue;
			if (um_parse_int(table_cell(t, i, cb), 1, 1000, &best))
				break;
		}
	*prov = true;
	return best > 0 ? (int)best : 1;
}

/* The tables' schemas (umpire/schema.h). */
static const struct table_column act_range_cols[] = {
    {"arm", COL_TEXT, false},	 {"band", COL_TEXT, false},
    {"min", COL_NUM, false},	 {"max", COL_NUM, false},
    {"hit_on", COL_INT, false},	 {"hits", COL_INT, false},
    {"stamina", COL_INT, false}, {NULL, COL_TEXT, false}};
static const struct table_column act_morale_cols[] = {
    {"rating", COL_INT, false},
    {"mod", COL_INT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column act_frontage_cols[] = {
    {"arm", COL_TEXT, false},
    {"formation", COL_TEXT, true},
    {"bases", COL_INT, false},
    {NULL, COL_TEXT, false}};
static const struct table_column act_settings_cols[] = {
    {"key", COL_TEXT, false},
    {"value", COL_TEXT, false},
    {NULL, COL_TEXT, false}};

const struct table_schema act_table_schemas[] = {
    {.file = "fire-range.csv",
     .unique = {"arm", "band"},
     .lo = "min",
     .hi = "max",
     .group = "arm",
     .range = RANGE_SHARED,
     .cols = act_range_cols,
     .what = "range bands per arm, cm (provisional)"},
    {.file = "fire-morale.csv",
     .unique = {"rating"},
     .cols = act_morale_cols,
     .what = "fire modifier by morale rating (provisional)"},
    {.file = "frontage.csv",
     .unique = {"arm", "formation"},
     .cols = act_frontage_cols,
     .what = "frontage in bases by arm and formation (provisional)"},
    {.file = "settings.csv",
     .unique = {"key"},
     .cols = act_settings_cols,
     .what = "the settings (below)"},
    {.file = NULL},
};

int
act_tables_check(const struct tableset *ts, char **err)
{
	static const char *const need_range_cols[] = {
	    "arm", "band", "min", "max", "hit_on", "hits", "stamina", NULL};
	static const char *const need_morale_cols[] = {"rating", "mod", NULL};
	static const char *const front_cols[] = {"arm", "formation", "bases",
						 NULL};
	const struct table *t = tableset_get(ts, "fire-range.csv");
	if (t == NULL) {
		*err = um_xstrdup("fire-range.csv is missing");
		return -1;
	}
	if (!table_require_cols(t, need_range_cols, err))
		return -1;
	for (size_t i = 0; i < t->nrows; i++) {
		double lo, hi;
		long v;
		bool ok = false;
		for (int k = 0; arm_names[k]; k++)
			ok |= strcmp(table_cell(t, i, table_col(t, "arm")),
				     arm_names[k]) == 0;
		if (!ok) {
			*err = um_xasprintf("fire-range.csv:%d: arm is "
					    "infantry|cavalry|artillery",
					    t->rows[i].line);
			return -1;
		}
		if (!table_cell_num(t, i, "min", false, &lo, NULL, err) ||
		    !table_cell_num(t, i, "max", false, &hi, NULL, err) ||
		    !table_cell_int(t, i, "hit_on", false, &v, NULL, err) ||
		    !table_cell_int(t, i, "hits", false, &v, NULL, err) ||
		    !table_cell_int(t, i, "stamina", false, &v, NULL, err))
			return -1;
		if (lo < 0 || hi < lo) {
			*err = um_xasprintf("fire-range.csv:%d: min and max "
					    "need 0 <= min <= max",
					    t->rows[i].line);
			return -1;
		}
	}
	t = tableset_get(ts, "fire-morale.csv");
	if (t == NULL) {
		*err = um_xstrdup("fire-morale.csv is missing");
		return -1;
	}
	if (!table_require_cols(t, need_morale_cols, err))
		return -1;
	for (size_t i = 0; i < t->nrows; i++) {
		long v;
		if (!table_cell_int(t, i, "rating", false, &v, NULL, err) ||
		    !table_cell_int(t, i, "mod", false, &v, NULL, err))
			return -1;
	}
	t = tableset_get(ts, "frontage.csv");
	if (t == NULL) {
		*err = um_xstrdup("frontage.csv is missing");
		return -1;
	}
	if (!table_require_cols(t, front_cols, err))
		return -1;
	for (size_t i = 0; i < t->nrows; i++) {
		long v;
		if (!table_cell_int(t, i, "bases", false, &v, NULL, err))
			return -1;
		if (v < 1) {
			*err = um_xasprintf("frontage.csv:%d: bases is at "
					    "least 1",
					    t->rows[i].line);
			return -1;
		}
	}
	return 0;
}

/* ---- the map ----------------------------------------------------------- */

/* The size of a unit not typed in (the descriptor's unit_size): its
 * frontage in bases times base_width, base_depth deep; provisional. */
int
act_unit_size(const struct game *g, const struct unit *u, struct unit_shape *s)
{
	struct act_settings st;
	if (!act_game_settings(g, &st)) {
		snprintf(s->how, sizeof s->how,
			 "the settings do not check (settings.csv)");
		return -1;
	}
	double bw = st.base_width, bd = st.base_depth;
	bool prov = true;
	int bases = unit_bases(g, g->tables, u, &prov);
	s->width = bases * cm_to_game(g, bw);
	s->depth = cm_to_game(g, bd);
	s->files = bases;
	s->ranks = 1;
	s->provisional = true; /* how: said only when there is no size */
	return 0;
}

/* Footprint of a placed unit (unit_shape_of); *prov when a size was
 * derived from the provisional base settings. */
static bool
act_footprint(const struct game *g, const struct unit *u, struct footprint *fp,
	      bool *prov)
{
	struct unit_shape s;
	if (!u->placed || unit_shape_of(g, u, &s) < 0)
		return false;
	if (s.provisional)
		*prov = true;
	return footprint_make(fp, u->x, u->y, u->facing, s.width, s.depth) ==
	       GEOM_OK;
}

static struct vec2
terrain_pt(const struct terrain *t, size_t i)
{
	return vec2_make(t->pts[i].x, t->pts[i].y);
}

/* Rivers and obstacles are lines (their points a path); the other kinds
 * are areas (docs/rulings.md). Does the piece reach into fp's interior? */
static bool
terrain_enters(const struct terrain *t, const struct footprint *fp)
{
	if (t->kind == TERRAIN_RIVER || t->kind == TERRAIN_OBSTACLE) {
		for (size_t i = 0; i + 1 < t->npts; i++)
			if (segment_footprint_crossing(fp, terrain_pt(t, i),
						       terrain_pt(t, i + 1)) ==
			    GEOM_ENTERS_INTERIOR)
				return true;
		return false;
	}
	/* Every point, however many `terrain add` allowed: a fixed buffer
	 * would silently cut a longer outline short. */
	struct vec2 *pts = um_xcalloc(t->npts ? t->npts : 1, sizeof *pts);
	for (size_t i = 0; i < t->npts; i++)
		pts[i] = terrain_pt(t, i);
	struct polygon poly = {pts, t->npts};
	bool enters = polygon_footprint_contact(poly, fp) == GEOM_OVERLAPPING;
	free(pts);
	return enters;
}

/* ---- eligibility ------------------------------------------------------- */

struct act_eval {
	struct checklist cl; /* every condition, in rule order */
	enum act_mode mode;
	bool have_range;
	double range; /* game units */
	const char *range_source;
};

static void
act_eval_free(struct act_eval *ev)
{
	checklist_free(&ev->cl);
}

/* The names of units idx[0..n) (roster order) comma-separated, as many
 * as fit in size. */
static void
attackers_text(const struct game *g, const size_t *idx, size_t n, char *buf,
	       size_t size)
{
	size_t off = 0;
	buf[0] = '\0';
	for (size_t k = 0; k < n; k++) {
		const struct unit *x = &g->units[idx[k]];
		if (off + strlen(x->name) + 3 < size)
			off += (size_t)snprintf(buf + off, size - off, "%s%s",
						off ? ", " : "", x->name);
	}
}

/* Does x fire at u this turn (fired, or a fire declared), or charge it? */
static bool
attacks(const struct game *g, const struct unit *x, const struct unit *u,
	bool charges)
{
	if (charges)
		return ACT(x)->charge_turn == g->bound &&
		       strcmp(ACT(x)->charge_target, u->name) == 0;
	bool hit = ACT(x)->fired_turn == g->bound &&
		   strcmp(ACT(x)->fired_target, u->name) == 0;
	for (size_t d = 0; !hit && d < g->ndecls; d++)
		hit = g->decls[d].kind == DECL_FIRE &&
		      strcmp(g->decls[d].actor, x->name) == 0 &&
		      strcmp(g->decls[d].target, u->name) == 0;
	return hit;
}

/* Names (comma-separated, each once) of units that fired at, or have a
 * fire declared at, u this turn; likewise chargers. */
static void
list_attackers(const struct game *g, const struct unit *u, bool charges,
	       char *buf, size_t size)
{
	size_t *idx = um_xcalloc(g->nunits ? g->nunits : 1, sizeof *idx);
	size_t n = 0;
	for (size_t i = 0; i < g->nunits; i++)
		if (attacks(g, &g->units[i], u, charges))
			idx[n++] = i;
	attackers_text(g, idx, n, buf, size);
	free(idx);
}

static bool
name_in_list(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; (p = strstr(p, name)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == ',' || !p[n]))
			return true;
	return false;
}

static const struct decl *
pending_fire_of(const struct game *g, const char *actor)
{
	for (size_t d = 0; d < g->ndecls; d++)
		if (g->decls[d].kind == DECL_FIRE &&
		    strcmp(g->decls[d].actor, actor) == 0)
			return &g->decls[d];
	return NULL;
}

/* An answer key: 0 absent, 1 given (*v), -1 bad value. */
static int
answer(struct cmd_ctx *ctx, struct args *a, const char *key, bool *v)
{
	return args_bool(ctx, a, key, v);
}

static const char *
state_name(const struct game *g, const struct unit *u)
{
	return unit_state_name(g, u);
}

/* The map part of the evaluation (54 arc and line of fire, 55.8), when
 * both units are placed. */
struct act_map {
	bool ok;
	struct footprint fa, ft;
	bool prov;
	bool arc_in;
	bool have_impact;
	struct impact imp;
	/* The game's unit space: the units near a line of fire (spatial.h). */
	struct unit_space_view view;
};

static void map_arc(const struct act_settings *, struct act_map *,
		    bool outside);

static void
map_eval(struct cmd_ctx *ctx, const struct act_settings *st,
	 const struct unit *A, const struct unit *T, struct act_map *m)
{
	memset(m, 0, sizeof *m);
	game_space_view(ctx->g, &m->view);
	if (!act_footprint(ctx->g, A, &m->fa, &m->prov) ||
	    !act_footprint(ctx->g, T, &m->ft, &m->prov))
		return;
	m->ok = true;
	map_arc(st, m, true);
}

/* The arc and the point of impact of m->fa at m->ft; outside: measured
 * to the nearest point too when the target is outside the arc (always
 * when no impact was found within it). */
static void
map_arc(const struct act_settings *st, struct act_map *m, bool outside)
{
	struct fire_arc arc;
	enum arc_origin o =
	    st->arc_corners ? ARC_FROM_CORNERS : ARC_FROM_CENTRE;
	if (fire_arc_make(&arc, &m->fa, st->arc_angle, o) != GEOM_OK)
		return;
	m->arc_in = arc_sees_footprint(&arc, &m->ft);
	if (m->arc_in) {
		int r = st->arc_corners
			    ? arc_nearest_impact(&arc, &m->ft, m->fa.ref,
						 m->fa.ref, &m->imp)
			    : default_point_of_impact(&m->fa, m->fa.ref,
						      st->arc_angle, &m->ft,
						      &m->imp);
		m->have_impact = r == GEOM_OK;
	}
	if (!m->have_impact && (outside || m->arc_in)) {
		/* Outside the arc: measure to the nearest point anyway. */
		enum fp_edge e;
		struct vec2 p =
		    footprint_nearest_outline_point(&m->ft, m->fa.ref, &e);
		if (footprint_classify_impact(&m->ft, p, m->fa.ref, &m->imp) ==
		    GEOM_OK)
			m->have_impact = true;
	}
}

/* 54: "The width of the line of fire must be either one base wide or 50%
 * of the width of the firing unit's frontage, whichever is the greater."
 * *w in game units; why says which. */
struct los_width {
	double w;
	bool prov;
	char ws[32], why[96];
};

/* The width alone (los_width without its text): *base, the width of one
 * of A's bases (*prov when it is the setting's), against front, A's. */
static double
los_w(const struct game *g, const struct act_settings *st, const struct unit *A,
      double front, double *base_out, bool *prov)
{
	double base = cm_to_game(g, st->base_width);
	if (ACT(A)->bases > 0 && A->width > 0)
		base = A->width / ACT(A)->bases; /* the unit's own bases */
	else
		*prov = true;
	*base_out = base;
	return base > front / 2 ? base : front / 2;
}

static void
los_width(struct cmd_ctx *ctx, const struct act_settings *st,
	  const struct unit *A, const struct act_map *m, struct los_width *lw)
{
	const struct game *g = ctx->g;
	lw->prov = false;
	int bases = unit_bases(g, ctx->tables, A, &lw->prov);
	double base;
	double front = m->fa.width;
	lw->w = los_w(g, st, A, front, &base, &lw->prov);
	um_fmt_num(lw->ws, sizeof lw->ws, lw->w);
	if (base >= front / 2)
		snprintf(lw->why, sizeof lw->why,
			 "one base; frontage %d base%s", bases,
			 bases == 1 ? "" : "s");
	else
		snprintf(lw->why, sizeof lw->why, "50%% of a %d-base frontage",
			 bases);
}

/* Units on the map whose boxes meet a box (ascending indices), from the
 * unit space: a growing buffer, its first slots on the stack. */
struct near_units {
	size_t *idx;
	size_t n, cap;
	size_t stack[64];
};

static void
near_units_init(struct near_units *nu)
{
	nu->idx = nu->stack;
	nu->cap = UM_ARRLEN(nu->stack);
	nu->n = 0;
}

static void
near_units_free(struct near_units *nu)
{
	if (nu->idx != nu->stack)
		free(nu->idx);
}

static void
near_units_query(struct near_units *nu, const struct unit_space_view *v,
		 struct geom_box q)
{
	size_t n = space_units_in_box(v, q, nu->idx, nu->cap);
	if (n > nu->cap) {
		if (nu->idx != nu->stack)
			free(nu->idx);
		nu->idx = um_xcalloc(n, sizeof *nu->idx);
		nu->cap = n;
		n = space_units_in_box(v, q, nu->idx, nu->cap);
	}
	nu->n = n;
}

static void
box_add(struct geom_box *b, struct vec2 p, bool first)
{
	if (first || p.x < b->min_x)
		b->min_x = p.x;
	if (first || p.x > b->max_x)
		b->max_x = p.x;
	if (first || p.y < b->min_y)
		b->min_y = p.y;
	if (first || p.y > b->max_y)
		b->max_y = p.y;
}

static void
box_grow(struct geom_box *b, double by)
{
	b->min_x -= by;
	b->min_y -= by;
	b->max_x += by;
	b->max_y += by;
}

/* What stops one corridor: a unit, blocking terrain, or nothing (then
 * the obstacles it crosses). */
struct corridor_block {
	const struct unit *unit;
	const struct terrain *terrain;
	bool prov;
	char passed[200];
};

/* 54: is the corridor w wide from o to q clear of every other unit and
 * of terrain that blocks (hedges, fences, low walls do not)? */
static bool
corridor_clear(struct cmd_ctx *ctx, const struct act_map *m,
	       const struct unit *A, const struct unit *T, struct vec2 o,
	       struct vec2 q, double w, struct corridor_block *b)
{
	const struct game *g = ctx->g;
	memset(b, 0, sizeof *b);
	double len = vec2_distance(o, q);
	struct footprint corridor;
	if (len <= 0 || footprint_make(&corridor, q.x, q.y,
				       geom_dir_to_facing(vec2_sub(q, o)), w,
				       len) != GEOM_OK)
		return true;
	/* The first unit in the roster's order that the corridor overlaps:
	 * only units whose boxes meet the corridor's can. */
	struct geom_box cb = footprint_box(&corridor);
	box_grow(&cb, 1e-6 * (1 + len + w));
	struct near_units nu;
	near_units_init(&nu);
	near_units_query(&nu, &m->view, cb);
	for (size_t h = 0; h < nu.n; h++) {
		/* The space's footprint is act_footprint's (both measure
		 * unit_shape_of), without measuring again. */
		const struct unit *u = &g->units[nu.idx[h]];
		struct footprint f;
		bool pv = false;
		if (u == A || u == T || u->removed || !m->view.has[nu.idx[h]])
			continue;
		if (footprint_contact(&corridor, &m->view.fp[nu.idx[h]]) ==
			GEOM_OVERLAPPING &&
		    act_footprint(g, u, &f, &pv)) {
			b->unit = u;
			b->prov = pv;
			near_units_free(&nu);
			return false;
		}
	}
	near_units_free(&nu);
	size_t off = 0;
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *t = &g->terrain[i];
		if (!terrain_enters(t, &corridor))
			continue;
		if (t->blocks_sight) {
			b->terrain = t;
			return false;
		}
		if (t->kind == TERRAIN_OBSTACLE && off + 40 < sizeof b->passed)
			off += (size_t)snprintf(b->passed + off,
						sizeof b->passed - off, "%s%s",
						off ? ", " : "", t->name);
	}
	return true;
}

/* 54: the line of fire as a corridor w wide, in coordinates skewed to
 * the firer's front edge: p = ref + s * right + t * d, d the corridor's
 * direction. A corridor is the strip of its s between s - ws/2 and
 * s + ws/2 (ws = w / |sin| of the angle between the edge and d), from the
 * front edge (t = 0) to the target's nearest point (t = reach). */
struct corridor_axes {
	struct vec2 ref, right, d;
	double det; /* sin of the angle from right to d */
	double reach;
};

static void
axes_skew(const struct corridor_axes *k, struct vec2 p, double *s, double *t)
{
	struct vec2 q = vec2_sub(p, k->ref);
	*s = (q.x * k->d.y - q.y * k->d.x) / k->det;
	*t = (k->right.x * q.y - k->right.y * q.x) / k->det;
}

/* The s-extent of the part of the path p[0..n) (closed: a polygon) that
 * lies strictly between the front edge and the target's reach; false
 * when no part does. A bounded polygon inside that slab has an edge in
 * it, so its edges alone give the extent. */
static bool
axes_extent(const struct corridor_axes *k, const struct vec2 *p, size_t n,
	    bool closed, double *lo, double *hi)
{
	const double eps = 1e-9;
	bool any = false;
	size_t edges = closed ? n : (n ? n - 1 : 0);
	/* Each point skewed once (a unit's four corners: the usual case). */
	double sk[2 * 8];
	bool kept = n <= 8;
	for (size_t i = 0; kept && i < n; i++)
		axes_skew(k, p[i], &sk[2 * i], &sk[2 * i + 1]);
	for (size_t i = 0; i < edges; i++) {
		double s0, t0, s1, t1;
		size_t j = (i + 1) % n;
		if (kept) {
			s0 = sk[2 * i];
			t0 = sk[2 * i + 1];
			s1 = sk[2 * j];
			t1 = sk[2 * j + 1];
		} else {
			axes_skew(k, p[i], &s0, &t0);
			axes_skew(k, p[j], &s1, &t1);
		}
		/* Clip the edge to eps < t < reach - eps. */
		double a = 0, b = 1, dt = t1 - t0;
		double tl = eps, th = k->reach - eps;
		if (fabs(dt) < 1e-15) {
			if (t0 <= tl || t0 >= th)
				continue;
		} else {
			double u0 = (tl - t0) / dt, u1 = (th - t0) / dt;
			if (u0 > u1) {
				double x = u0;
				u0 = u1;
				u1 = x;
			}
			a = u0 > a ? u0 : a;
			b = u1 < b ? u1 : b;
			if (a >= b)
				continue;
		}
		double sa = s0 + (s1 - s0) * a, sb = s0 + (s1 - s0) * b;
		double mn = sa < sb ? sa : sb, mx = sa < sb ? sb : sa;
		if (!any || mn < *lo)
			*lo = mn;
		if (!any || mx > *hi)
			*hi = mx;
		any = true;
	}
	return any;
}

/* What blocks corridors in one direction: an s-interval per obstacle
 * near enough to matter (corridor_bans), as many as there are. */
struct corridor_bans {
	double *lo, *hi;
	size_t n, cap;
	double lo_stack[32], hi_stack[32];
};

static void
bans_init(struct corridor_bans *bn)
{
	bn->lo = bn->lo_stack;
	bn->hi = bn->hi_stack;
	bn->n = 0;
	bn->cap = UM_ARRLEN(bn->lo_stack);
}

static void
bans_free(struct corridor_bans *bn)
{
	if (bn->lo != bn->lo_stack) {
		free(bn->lo);
		free(bn->hi);
	}
}

static void
bans_add(struct corridor_bans *bn, double lo, double hi)
{
	if (bn->n == bn->cap) {
		size_t cap = bn->cap * 2;
		double *l = um_xcalloc(cap, sizeof *l),
		       *h = um_xcalloc(cap, sizeof *h);
		memcpy(l, bn->lo, bn->n * sizeof *l);
		memcpy(h, bn->hi, bn->n * sizeof *h);
		bans_free(bn);
		bn->lo = l;
		bn->hi = h;
		bn->cap = cap;
	}
	bn->lo[bn->n] = lo;
	bn->hi[bn->n] = hi;
	bn->n++;
}

/* Every other unit and every piece of terrain that blocks sight, as
 * s-intervals (hedges, fences and low walls do not block: 54). Only an
 * obstacle whose interval comes within ws/2 of the corridor centres
 * [slo, shi] can stop one (corridor_free_s), so only those are kept, and
 * only units whose boxes meet the region such corridors sweep (the
 * skewed box s in [slo - ws/2, shi + ws/2], t in [0, reach]) are looked
 * at: the units near the line of fire, whatever the size of the table. */
static void
corridor_bans(struct cmd_ctx *ctx, const struct unit *A, const struct unit *T,
	      const struct act_map *m, const struct corridor_axes *k, double ws,
	      double slo, double shi, struct corridor_bans *bn)
{
	const struct game *g = ctx->g;
	const double margin = 1e-6;
	double wlo = slo - ws / 2 - margin, whi = shi + ws / 2 + margin;
	double lo, hi;
	struct geom_box q = {0, 0, 0, 0};
	for (int c = 0; c < 4; c++) {
		double s = c & 1 ? whi : wlo, t = c & 2 ? k->reach : 0;
		box_add(&q,
			vec2_add(k->ref, vec2_add(vec2_scale(k->right, s),
						  vec2_scale(k->d, t))),
			c == 0);
	}
	box_grow(&q, margin * (1 + (q.max_x - q.min_x) + (q.max_y - q.min_y)));
	struct near_units nu;
	near_units_init(&nu);
	near_units_query(&nu, &m->view, q);
	for (size_t h = 0; h < nu.n; h++) {
		const struct unit *u = &g->units[nu.idx[h]];
		if (u == A || u == T || u->removed || !m->view.has[nu.idx[h]])
			continue;
		const struct footprint *f = &m->view.fp[nu.idx[h]];
		if (axes_extent(k, f->corner, 4, true, &lo, &hi) && lo < whi &&
		    hi > wlo)
			bans_add(bn, lo, hi);
	}
	near_units_free(&nu);
	for (size_t i = 0; i < g->nterrain; i++) {
		const struct terrain *t = &g->terrain[i];
		if (!t->blocks_sight || t->npts == 0)
			continue;
		struct vec2 *pts = um_xcalloc(t->npts, sizeof *pts);
		for (size_t j = 0; j < t->npts; j++)
			pts[j] = terrain_pt(t, j);
		bool line =
		    t->kind == TERRAIN_RIVER || t->kind == TERRAIN_OBSTACLE;
		if (axes_extent(k, pts, t->npts, !line, &lo, &hi) && lo < whi &&
		    hi > wlo)
			bans_add(bn, lo, hi);
		free(pts);
	}
}

/* The clear corridor centre nearest the middle of the front edge in
 * [lo, hi] less every open ban (b.lo - ws/2, b.hi + ws/2): exact, the
 * candidates being the ends of the free pieces. */
static bool
corridor_free_s(const struct corridor_bans *bn, double ws, double lo, double hi,
		double *best)
{
	const double eps = 1e-9;
	if (lo > hi + eps)
		return false;
	double cand_stack[2 * 32 + 3];
	double *cand =
	    bn->n <= 32 ? cand_stack : um_xcalloc(2 * bn->n + 3, sizeof *cand);
	size_t nc = 0;
	cand[nc++] = lo;
	cand[nc++] = hi;
	if (lo <= 0 && 0 <= hi)
		cand[nc++] = 0;
	for (size_t i = 0; i < bn->n; i++) {
		cand[nc++] = bn->lo[i] - ws / 2;
		cand[nc++] = bn->hi[i] + ws / 2;
	}
	bool found = false;
	for (size_t c = 0; c < nc; c++) {
		double s = cand[c];
		if (s < lo - eps || s > hi + eps)
			continue;
		bool ok = true;
		for (size_t i = 0; i < bn->n && ok; i++)
			ok = !(s > bn->lo[i] - ws / 2 + eps &&
			       s < bn->hi[i] + ws / 2 - eps);
		if (ok && (!found || fabs(s) < fabs(*best))) {
			*best = s;
			found = true;
		}
	}
	if (cand != cand_stack)
		free(cand);
	return found;
}

/* One direction d: is some corridor w wide clear, starting on the front
 * edge (its width inside it) with its centre line on the target? *s its
 * offset along the edge. */
static bool
corridor_in_direction(struct cmd_ctx *ctx, const struct unit *A,
		      const struct unit *T, const struct act_map *m,
		      struct vec2 d, double w, double *s_out, double *reach)
{
	struct corridor_axes k = {m->fa.ref, m->fa.right, d, 0, 0};
	k.det = k.right.x * d.y - k.right.y * d.x;
	if (fabs(k.det) < 1e-6 || vec2_dot(d, m->fa.forward) <= 0)
		return false;
	double ts0 = 0, ts1 = 0, tmin = 0;
	for (int i = 0; i < 4; i++) {
		double s, t;
		axes_skew(&k, m->ft.corner[i], &s, &t);
		ts0 = i == 0 || s < ts0 ? s : ts0;
		ts1 = i == 0 || s > ts1 ? s : ts1;
		tmin = i == 0 || t < tmin ? t : tmin;
	}
	if (tmin <= 0)
		tmin = 0; /* touching: nothing lies between */
	k.reach = tmin;
	/* The corridor's own width inside the front edge, measured along
	 * it (as a corridor straight ahead); its centre there. */
	double ws = w / fabs(k.det), half = m->fa.width / 2;
	double lo = -half + w / 2, hi = half - w / 2;
	if (lo > hi)
		lo = hi = 0;
	lo = ts0 > lo ? ts0 : lo;
	hi = ts1 < hi ? ts1 : hi;
	*reach = tmin;
	if (lo > hi + 1e-9)
		return false;
	struct corridor_bans bn;
	bans_init(&bn);
	corridor_bans(ctx, A, T, m, &k, ws, lo, hi, &bn);
	bool clear = corridor_free_s(&bn, ws, lo, hi, s_out);
	bans_free(&bn);
	return clear;
}

/* The corridors 54 allows: any strip of the required width from the
 * firer's front edge (the strip wholly on it) to the target, searched
 * exactly along the edge for each direction from the front edge's centre
 * and corners to the point of impact, the target's corners and edge
 * midpoints, and straight ahead. *off: the offset of the clear one from
 * the centre of the front edge. */
static bool
any_corridor_clear(struct cmd_ctx *ctx, const struct act_settings *st,
		   const struct unit *A, const struct unit *T,
		   const struct act_map *m, double w, double *off,
		   struct corridor_block *b, bool why)
{
	(void)st;
	struct vec2 aim[10];
	int naim = 0;
	aim[naim++] = m->imp.point;
	struct vec2 centre = {0, 0};
	for (int k = 0; k < 4; k++) {
		struct vec2 c0 = m->ft.corner[k],
			    c1 = m->ft.corner[(k + 1) % 4];
		aim[naim++] = c0;
		aim[naim++] = vec2_scale(vec2_add(c0, c1), 0.5);
		centre = vec2_add(centre, vec2_scale(c0, 0.25));
	}
	aim[naim++] = centre;
	struct vec2 half = vec2_scale(m->fa.right, m->fa.width / 2);
	struct vec2 from[3] = {m->fa.ref, vec2_sub(m->fa.ref, half),
			       vec2_add(m->fa.ref, half)};
	/* why: the central corridor's blocker and the obstacles crossed,
	 * for the reason; else the verdict alone. */
	memset(b, 0, sizeof *b);
	if (why)
		corridor_clear(ctx, m, A, T, m->fa.ref, aim[0], w, b);
	*off = 0;
	for (int o = 0; o < 3; o++)
		for (int j = -1; j < naim; j++) {
			/* The point of impact first, then straight ahead. */
			int k = j == -1 ? 0 : j == 0 ? -1 : j;
			struct vec2 d = m->fa.forward;
			if (k >= 0) {
				struct vec2 v = vec2_sub(aim[k], from[o]);
				double len = vec2_length(v);
				if (len < 1e-9)
					continue;
				d = vec2_scale(v, 1 / len);
			} else if (o > 0) {
				continue;
			}
			double s, reach;
			if (!corridor_in_direction(ctx, A, T, m, d, w, &s,
						   &reach))
				continue;
			*off = s;
			struct vec2 os =
			    vec2_add(m->fa.ref, vec2_scale(m->fa.right, s));
			/* What the clear corridor crosses (obstacles). */
			if (why)
				corridor_clear(
				    ctx, m, A, T, os,
				    vec2_add(os, vec2_scale(d, reach)), w, b);
			b->unit = NULL;
			b->terrain = NULL;
			return true;
		}
	return false;
}

/* 54: "A unit may only fire at a target if it can trace a clear
 * uninterrupted line of fire." */
static void
check_los(struct cmd_ctx *ctx, struct args *a, const struct act_settings *st,
	  const struct unit *A, const struct unit *T, const struct act_map *m,
	  struct act_eval *ev)
{
	bool v;
	if (answer(ctx, a, "los", &v) > 0) {
		checklist_add(
		    &ev->cl, "los", v ? CHECK_PASS : CHECK_FAIL, "54", "given",
		    v ? "the umpire sees a clear line of fire from %s to "
			"%s"
		      : "the umpire sees no clear line of fire from %s "
			"to %s",
		    A->name, T->name);
		return;
	}
	if (!m->ok || !m->have_impact) {
		checklist_ask(
		    &ev->cl, "los", "54",
		    "Is the line of fire clear (one base or half the "
		    "frontage wide; hedges, fences and low walls do not "
		    "block)?",
		    "yes|no", "not both units are placed on the map");
		return;
	}
	const struct game *g = ctx->g;
	struct los_width lw;
	los_width(ctx, st, A, m, &lw);
	double off;
	struct corridor_block b;
	bool clear = any_corridor_clear(ctx, st, A, T, m, lw.w, &off, &b, true);
	char from[96] = "";
	if (off != 0) {
		char os[32];
		um_fmt_num(os, sizeof os, off < 0 ? -off : off);
		snprintf(from, sizeof from,
			 " from %s %s %s of the centre of its front edge", os,
			 game_unit_name(g), off < 0 ? "left" : "right");
	}
	struct check *c;
	char what[UM_NAME_MAX + 64] = "";
	if (b.unit)
		snprintf(what, sizeof what,
			 ": the central one passes through unit %s",
			 b.unit->name);
	else if (b.terrain)
		snprintf(what, sizeof what,
			 ": the central one passes through %s %s",
			 terrain_kind_names[b.terrain->kind], b.terrain->name);
	if (!clear)
		c = checklist_add(
		    &ev->cl, "los", CHECK_FAIL, "54", "derived",
		    "the line of fire from %s to %s, %s %s wide (%s), "
		    "has no clear corridor%s; no strip of that width "
		    "starting on its front edge reaches %s clear",
		    A->name, T->name, lw.ws, game_unit_name(g), lw.why, what,
		    T->name);
	else if (b.passed[0])
		c = checklist_add(&ev->cl, "los", CHECK_PASS, "54", "derived",
				  "the line of fire from %s to %s, %s %s wide "
				  "(%s)%s, crosses only obstacle %s: hedges, "
				  "fences and low walls do not block it",
				  A->name, T->name, lw.ws, game_unit_name(g),
				  lw.why, from, b.passed);
	else
		c = checklist_add(
		    &ev->cl, "los", CHECK_PASS, "54", "derived",
		    "the line of fire from %s to %s, %s %s wide "
		    "(%s)%s, crosses no unit and no blocking terrain",
		    A->name, T->name, lw.ws, game_unit_name(g), lw.why, from);
	c->provisional = lw.prov || b.prov;
}

/* ---- the map's view (ruleset hooks fire_view, arc_view) ---- */

/* 54: "within a 45 degree arc of either side of straight ahead", from the
 * centre of the front edge or the front corners (setting arc_origin). */
void
act_arc_view(const struct game *g, const struct unit *u, struct arc_view *v)
{
	struct act_settings st;
	v->half_angle_deg = 45;
	v->from_centre = true;
	if (act_game_settings(g, &st)) {
		v->half_angle_deg = st.arc_angle;
		v->from_centre = !st.arc_corners;
	}
	if (u->arm == ARM_CAVALRY && !ACT(u)->dismounted)
		v->half_angle_deg = 0; /* 55.2: mounted cavalry do not fire */
}

/* One firer at one target as `check fire` judges it from the map: the
 * arc, the corridors of the line of fire (any_corridor_clear) and the
 * provisional range bands. */
int
act_fire_view(const struct game *g, const struct tableset *ts,
	      const struct unit *a, const struct unit *t, struct fire_view *v)
{
	memset(v, 0, sizeof *v);
	v->blocked_unit = -1;
	struct cmd_ctx c = {.g = (struct game *)g, .tables = ts};
	struct act_settings st;
	struct act_map m;
	if (ctx_settings(&c, &st) < 0) {
		snprintf(v->why, sizeof v->why, "%.150s", c.err);
		free(c.err);
		return -1;
	}
	map_eval(&c, &st, a, t, &m);
	if (!m.ok || !m.have_impact) {
		snprintf(v->why, sizeof v->why, "not both placed");
		return 0;
	}
	v->known = true;
	v->from = m.fa.ref;
	v->to = m.imp.point;
	v->range = m.imp.range;
	v->in_arc = m.arc_in;
	struct band band;
	char *err = NULL;
	v->in_range =
	    band_lookup(ts, arm_names[a->arm], game_to_cm(g, m.imp.range),
			&band, &err) == 0 &&
	    band.found;
	free(err);
	struct los_width lw;
	los_width(&c, &st, a, &m, &lw);
	double off;
	struct corridor_block b;
	bool clear =
	    any_corridor_clear(&c, &st, a, t, &m, lw.w, &off, &b, true);
	if (clear && off != 0)
		v->from = vec2_add(m.fa.ref, vec2_scale(m.fa.right, off));
	if (!clear && b.unit) {
		snprintf(v->blocked_by, sizeof v->blocked_by, "%s",
			 b.unit->name);
		v->blocked_unit = (int)(b.unit - g->units);
	} else if (!clear && b.terrain)
		snprintf(v->blocked_by, sizeof v->blocked_by, "%s",
			 b.terrain->name);
	if (!m.arc_in)
		snprintf(v->why, sizeof v->why,
			 "outside %g degrees of straight ahead (54)",
			 st.arc_angle);
	else if (!clear)
		snprintf(v->why, sizeof v->why,
			 "line of fire %s %s wide blocked by %.40s (54)", lw.ws,
			 game_unit_name(g), v->blocked_by);
	else
		snprintf(v->why, sizeof v->why,
			 "%.1f %s, band %.20s (54; provisional table)",
			 m.imp.range, game_unit_name(g),
			 v->in_range ? band.name : "none");
	return 0;
}

/* 55.8: the friendly unit nearest the target (fivecm_rule=target) or
 * the line of fire (line), among those placed; *unplaced: the first
 * friendly unit off the map. */
static const struct unit *
nearest_friend(struct cmd_ctx *ctx, const struct act_settings *st,
	       const struct unit *A, const struct unit *T,
	       const struct act_map *m, const struct footprint *ft,
	       double *best, const struct unit **unplaced)
{
	const struct game *g = ctx->g;
	const struct unit *near = NULL;
	*best = INFINITY;
	*unplaced = NULL;
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		struct footprint f;
		bool pv = false;
		if (u == A || u == T || u->removed ||
		    strcmp(u->side, A->side) != 0)
			continue;
		if (!act_footprint(g, u, &f, &pv)) {
			if (*unplaced == NULL)
				*unplaced = u; /* off the map: asked */
			continue;
		}
		double d = st->fivecm_line ? footprint_segment_distance(
						 &f, m->fa.ref, m->imp.point)
					   : footprint_distance(ft, &f);
		if (d < *best) {
			*best = d;
			near = u;
		}
	}
	return near;
}

static void
fivecm_ask(struct act_eval *ev, const char *why)
{
	checklist_ask(&ev->cl, "friendly_within_5cm", "55.8",
		      "Is the target within 5 cm of a unit friendly to the "
		      "firer?",
		      "yes|no", why);
}

/* 55.8: "A unit is not permitted to fire at an enemy that is within 5 cm
 * of a friendly unit, for fear of hitting their own men." */
static void
check_fivecm(struct cmd_ctx *ctx, struct args *a, const struct act_settings *st,
	     const struct unit *A, const struct unit *T,
	     const struct act_map *m, struct act_eval *ev)
{
	bool v;
	const struct game *g = ctx->g;
	const char *gu = game_unit_name(g);
	const char *from = st->fivecm_line ? "the line of fire" : T->name;
	char lim[32];
	um_fmt_num(lim, sizeof lim, cm_to_game(g, st->fivecm));
	if (answer(ctx, a, "friendly_within_5cm", &v) > 0) {
		checklist_add(&ev->cl, "friendly_within_5cm",
			      v ? CHECK_FAIL : CHECK_PASS, "55.8", "given",
			      "the umpire finds %s friendly unit of %s within "
			      "%s %s of %s",
			      v ? "a" : "no", A->name, lim, gu, from);
		return;
	}
	struct footprint ft;
	bool pv = false;
	if (!act_footprint(g, T, &ft, &pv) ||
	    (st->fivecm_line && !(m->ok && m->have_impact))) {
		fivecm_ask(ev, "the target (or the firer) is not placed on the "
			       "map");
		return;
	}
	double lim_g = cm_to_game(g, st->fivecm), best;
	const struct unit *unplaced;
	const struct unit *near =
	    nearest_friend(ctx, st, A, T, m, &ft, &best, &unplaced);
	/* Inclusive, like every "within" of the geometry layer. */
	bool within = near && best <= lim_g + 1e-6 * (lim_g > 1 ? lim_g : 1);
	/* A placed friendly within the distance decides; otherwise an
	 * unplaced friendly unit is a question, never a guess. */
	if (unplaced && !within) {
		char why[160];
		snprintf(why, sizeof why,
			 "friendly unit %s is not placed on the map",
			 unplaced->name);
		fivecm_ask(ev, why);
		return;
	}
	if (near == NULL) {
		checklist_add(&ev->cl, "friendly_within_5cm", CHECK_PASS,
			      "55.8", "derived",
			      "no other unit of side %s is on the map",
			      A->side);
		return;
	}
	char ds[32];
	um_fmt_num(ds, sizeof ds, best);
	if (within)
		checklist_add(&ev->cl, "friendly_within_5cm", CHECK_FAIL,
			      "55.8", "derived",
			      "friendly unit %s is %s %s from %s (within %s "
			      "%s): %s may not fire for fear of hitting its "
			      "own men",
			      near->name, ds, gu, from, lim, gu, A->name);
	else
		checklist_add(&ev->cl, "friendly_within_5cm", CHECK_PASS,
			      "55.8", "derived",
			      "the nearest friendly unit, %s, is %s %s from %s "
			      "(more than %s %s)",
			      near->name, ds, gu, from, lim, gu);
}

/* One evaluation: what every step of 54 and 55 reads. */
struct act_step {
	struct cmd_ctx *ctx;
	struct args *a;
	const struct act_settings *st;
	struct unit *A, *T;
	struct act_map m;
	struct act_eval *ev;
	bool routing_rallied; /* 55.6 exception: routing, being rallied */
};

/* 54: the firer and the target are on the table, enemies. */
static void
eval_target(struct act_step *k)
{
	struct unit *A = k->A;
	struct unit *T = k->T;
	struct act_eval *ev = k->ev;
	/* 54: the firer and the target are on the table; a unit destroyed
	 * by fire does not fire back. */
	if (A->removed)
		checklist_add(&ev->cl, "firer", CHECK_FAIL, "54", "derived",
			      "%s has been destroyed: a destroyed unit does "
			      "not fire",
			      A->name);
	if (T->removed)
		checklist_add(&ev->cl, "target", CHECK_FAIL, "54", "derived",
			      "%s has been destroyed", T->name);
	else
		checklist_add(&ev->cl, "target", CHECK_PASS, "54", "derived",
			      "%s is on the table (%d figures)", T->name,
			      T->figures);
	if (strcmp(A->side, T->side) == 0)
		checklist_add(&ev->cl, "enemy", CHECK_FAIL, "54", "derived",
			      "%s and %s are both of side %s", A->name, T->name,
			      A->side);
	else
		checklist_add(&ev->cl, "enemy", CHECK_PASS, "54", "derived",
			      "%s (%s) is an enemy of %s (%s)", T->name,
			      T->side, A->name, A->side);
}

/* The `activated` check of 54: how the unit fires, or why it may not
 * (firers, chargers: who fired at it or charges it this turn). */
static void
who_fires_record(struct act_step *k, const char *firers, const char *chargers,
		 const char *fu_src, const char *ch_src)
{
	const struct unit *A = k->A, *T = k->T;
	struct act_eval *ev = k->ev;
	switch (ev->mode) {
	case MODE_ACTIVATED:
		checklist_add(&ev->cl, "activated", CHECK_PASS, "54", "derived",
			      "%s is activated this turn", A->name);
		break;
	case MODE_RETURN:
		checklist_add(
		    &ev->cl, "activated", CHECK_PASS, "54", fu_src,
		    "%s %s fired on this turn by %s: it may return "
		    "fire at the firer without activation, with its "
		    "reduced morale rating where it has one%s%s",
		    A->name,
		    ACT(A)->activated ? "is routing and being rallied, "
					"and was"
				      : "is not activated but was",
		    T->name,
		    firers[0] && strcmp(firers, T->name) != 0
			? "; the defending player chooses one of "
			: "",
		    firers[0] && strcmp(firers, T->name) != 0 ? firers : "");
		break;
	case MODE_CHARGE:
		checklist_add(&ev->cl, "activated", CHECK_PASS, "54", ch_src,
			      "%s is not activated but is charged this turn by "
			      "%s: it may fire at the charger before contact "
			      "without activation (section 62)%s%s",
			      A->name, T->name,
			      chargers[0] && strcmp(chargers, T->name) != 0
				  ? "; the defending player chooses one of "
				  : "",
			      chargers[0] && strcmp(chargers, T->name) != 0
				  ? chargers
				  : "");
		break;
	case MODE_NONE:
		if (firers[0])
			checklist_add(
			    &ev->cl, "activated", CHECK_FAIL, "54", "derived",
			    "%s is not activated; it was fired on this "
			    "turn by %s, so it may return fire at %s "
			    "only",
			    A->name, firers, firers);
		else if (chargers[0])
			checklist_add(&ev->cl, "activated", CHECK_FAIL, "54",
				      "derived",
				      "%s is not activated; it is charged this "
				      "turn by %s, so it may fire at %s only",
				      A->name, chargers, chargers);
		else
			checklist_add(&ev->cl, "activated", CHECK_FAIL, "54",
				      "derived",
				      "%s is not activated, and %s has neither "
				      "fired at it nor charged it this turn",
				      A->name, T->name);
		break;
	}
}

/* 54: only an activated unit fires, or one returning fire or firing at
 * a charger (section 62) without activation. */
static int
eval_who_fires(struct act_step *k)
{
	struct cmd_ctx *ctx = k->ctx;
	struct args *a = k->a;
	struct unit *A = k->A;
	struct unit *T = k->T;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	bool v;
	int r;
	/* 54: who may fire - activated, returning fire, or firing at a
	 * charger before contact. */
	char firers[256], chargers[256];
	list_attackers(g, A, false, firers, sizeof firers);
	list_attackers(g, A, true, chargers, sizeof chargers);
	bool fired_upon = name_in_list(firers, T->name);
	const char *fu_src = "derived";
	if ((r = answer(ctx, a, "fired_upon", &v)) < 0)
		return -1;
	if (r > 0) {
		fired_upon = v;
		fu_src = "given";
	}
	bool charged = name_in_list(chargers, T->name);
	const char *ch_src = "derived";
	if ((r = answer(ctx, a, "charged", &v)) < 0)
		return -1;
	if (r > 0) {
		charged = v;
		ch_src = "given";
	}
	k->routing_rallied = strcmp(state_name(g, A), "routing") == 0 &&
			     ACT(A)->rallying &&
			     ACT(A)->state_changed_turn != g->bound;
	if (ACT(A)->activated && !(k->routing_rallied && fired_upon))
		ev->mode = MODE_ACTIVATED;
	else if (fired_upon)
		ev->mode = MODE_RETURN;
	else if (charged)
		ev->mode = MODE_CHARGE;
	else
		ev->mode = MODE_NONE;
	who_fires_record(k, firers, chargers, fu_src, ch_src);
	return 0;
}

/* 54: "An activated artillery or infantry unit may only fire once in
 * the same turn" - and a defending unit too. */
static void
eval_once(struct act_step *k)
{
	struct unit *A = k->A;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	/* 54: once per turn, however often activated, fired on, charged. */
	const struct decl *pend = pending_fire_of(g, A->name);
	if (ACT(A)->fired_turn == g->bound)
		checklist_add(
		    &ev->cl, "once", CHECK_FAIL, "54", "derived",
		    "%s already fired this turn (at %s%s); a unit fires "
		    "once per turn%s",
		    A->name, ACT(A)->fired_target,
		    ACT(A)->fired_missed_common
			? ", counted as a miss: the common target was "
			  "destroyed first"
			: "",
		    ACT(A)->fired_missed_common
			? " and may not choose a new target"
			: "");
	else if (pend)
		checklist_add(&ev->cl, "once", CHECK_FAIL, "54", "derived",
			      "%s has a fire at %s declared this turn; a unit "
			      "fires once per turn",
			      A->name, pend->target);
	else
		checklist_add(&ev->cl, "once", CHECK_PASS, "54", "derived",
			      "%s has not fired this turn", A->name);
}

/* 54: return fire "only ... if it is facing the enemy that is firing at
 * it". */
static int
eval_facing(struct act_step *k)
{
	struct cmd_ctx *ctx = k->ctx;
	struct args *a = k->a;
	const struct act_settings *st = k->st;
	struct unit *A = k->A;
	struct unit *T = k->T;
	const struct act_map *mp = &k->m;
	struct act_eval *ev = k->ev;
	bool v;
	/* 54: return fire only when facing the firer. */
	if (ev->mode == MODE_RETURN) {
		int r;
		if ((r = answer(ctx, a, "facing_firer", &v)) < 0)
			return -1;
		if (r > 0)
			checklist_add(&ev->cl, "facing_firer",
				      v ? CHECK_PASS : CHECK_FAIL, "54",
				      "given",
				      v ? "the umpire finds %s facing %s"
					: "the umpire finds %s not facing %s",
				      A->name, T->name);
		else if (mp->ok) {
			struct vec2 to =
			    vec2_sub(footprint_centre(&mp->ft), mp->fa.ref);
			double ang = geom_angle_between_deg(mp->fa.forward, to);
			char as[32], lim[32];
			um_fmt_num(as, sizeof as, ang);
			um_fmt_num(lim, sizeof lim, st->facing_angle);
			bool ok = ang <= st->facing_angle + 1e-9;
			checklist_add(
			    &ev->cl, "facing_firer",
			    ok ? CHECK_PASS : CHECK_FAIL, "54", "derived",
			    "the centre of %s is %s degrees from "
			    "straight ahead of %s (facing: at most %s)",
			    T->name, as, A->name, lim);
		} else
			checklist_ask(
			    &ev->cl, "facing_firer", "54",
			    "Is the unit returning fire facing the enemy "
			    "that fired at it?",
			    "yes|no", "not both units are placed on the map");
	}

	return 0;
}

/* 54: "The target must also be within a 45 degree arc of either side of
 * straight ahead." */
static int
eval_arc(struct act_step *k)
{
	struct cmd_ctx *ctx = k->ctx;
	struct args *a = k->a;
	const struct act_settings *st = k->st;
	struct unit *A = k->A;
	struct unit *T = k->T;
	const struct act_map *mp = &k->m;
	struct act_eval *ev = k->ev;
	bool v;
	int r;
	/* 54: the 45 degree arc. */
	char angs[32];
	um_fmt_num(angs, sizeof angs, st->arc_angle);
	if ((r = answer(ctx, a, "arc", &v)) < 0)
		return -1;
	if (r > 0)
		checklist_add(&ev->cl, "arc", v ? CHECK_PASS : CHECK_FAIL, "54",
			      "given",
			      v ? "the umpire finds %s within %s degrees of "
				  "straight ahead of %s"
				: "the umpire finds %s outside %s degrees of "
				  "straight ahead of %s",
			      T->name, angs, A->name);
	else if (mp->ok) {
		struct check *c = checklist_add(
		    &ev->cl, "arc", mp->arc_in ? CHECK_PASS : CHECK_FAIL, "54",
		    "derived",
		    mp->arc_in
			? "part of %s lies within %s degrees either side "
			  "of straight ahead of %s (from %s)"
			: "no part of %s lies within %s degrees either "
			  "side of straight ahead of %s (from %s)",
		    T->name, angs, A->name,
		    st->arc_corners ? "its front corners"
				    : "the centre of its front edge");
		c->provisional = mp->prov && st->arc_corners;
	} else
		checklist_ask(&ev->cl, "arc", "54",
			      "Is the target within 45 degrees either side of "
			      "straight ahead of the firer?",
			      "yes|no", "not both units are placed on the map");

	return 0;
}

/* The range along the line of fire, for the provisional resolution. */
static int
eval_range(struct act_step *k)
{
	struct cmd_ctx *ctx = k->ctx;
	struct args *a = k->a;
	const struct act_map *mp = &k->m;
	struct act_eval *ev = k->ev;
	int r;
	/* The range, for the resolution. */
	double rg;
	if ((r = args_num(ctx, a, "range", 0, 1e6, &rg)) < 0)
		return -1;
	if (r > 0) {
		ev->have_range = true;
		ev->range = rg;
		ev->range_source = "given";
	} else if (mp->ok && mp->have_impact) {
		ev->have_range = true;
		ev->range = mp->imp.range;
		ev->range_source = "derived";
	}

	return 0;
}

/* 55.1: firing may not make the unit exceed its movement allowance
 * (section 39). */
static int
eval_movement(struct act_step *k)
{
	struct cmd_ctx *ctx = k->ctx;
	struct args *a = k->a;
	struct unit *A = k->A;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	bool v;
	int r;
	/* 55.1: movement allowance (section 39, not in the seed). */
	if ((r = answer(ctx, a, "exceeds_movement", &v)) < 0)
		return -1;
	if (r > 0)
		checklist_add(
		    &ev->cl, "exceeds_movement", v ? CHECK_FAIL : CHECK_PASS,
		    "55.1", "given",
		    v ? "firing would make %s exceed its movement "
			"allowance (section 39)"
		      : "firing keeps %s within its movement allowance "
			"(section 39)",
		    A->name);
	else if (A->moved_bound != g->bound)
		checklist_add(
		    &ev->cl, "exceeds_movement", CHECK_PASS, "55.1", "derived",
		    "%s has not moved this turn: firing cannot exceed "
		    "its movement allowance",
		    A->name);
	else
		checklist_ask(&ev->cl, "exceeds_movement", "55.1",
			      "Would firing make the firer exceed its movement "
			      "allowance this turn (section 39)?",
			      "yes|no", "the firer moved this turn");

	return 0;
}

/* 55.2-55.5: mounted cavalry, charging, in melee, firing at a unit in
 * melee. */
static void
eval_engaged(struct act_step *k)
{
	struct unit *A = k->A;
	struct unit *T = k->T;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	/* 55.2: mounted cavalry may not fire; dismounted may. */
	if (A->arm != ARM_CAVALRY)
		checklist_add(&ev->cl, "mounted", CHECK_PASS, "55.2", "derived",
			      "%s is %s, not cavalry", A->name,
			      arm_names[A->arm]);
	else if (ACT(A)->dismounted)
		checklist_add(
		    &ev->cl, "mounted", CHECK_PASS, "55.2", "derived",
		    "%s is dismounted cavalry: dismounted cavalry may "
		    "fire",
		    A->name);
	else
		checklist_add(&ev->cl, "mounted", CHECK_FAIL, "55.2", "derived",
			      "%s is mounted cavalry", A->name);

	/* 55.3 charging or countercharging. */
	if (ACT(A)->charging)
		checklist_add(&ev->cl, "charging", CHECK_FAIL, "55.3",
			      "derived",
			      ACT(A)->charge_turn == g->bound
				  ? "%s is charging this turn (charge %s vs %s)"
				  : "%s is charging or countercharging",
			      A->name, A->name, ACT(A)->charge_target);
	else
		checklist_add(&ev->cl, "charging", CHECK_PASS, "55.3",
			      "derived",
			      "%s is not charging or countercharging", A->name);

	/* 55.4 fighting a melee; 55.5 target engaged in melee. */
	checklist_add(&ev->cl, "in_melee",
		      ACT(A)->in_melee ? CHECK_FAIL : CHECK_PASS, "55.4",
		      "derived",
		      ACT(A)->in_melee ? "%s is fighting a melee"
				       : "%s is not fighting a melee",
		      A->name);
	checklist_add(&ev->cl, "target_in_melee",
		      ACT(T)->in_melee ? CHECK_FAIL : CHECK_PASS, "55.5",
		      "derived",
		      ACT(T)->in_melee ? "%s is engaged in melee"
				       : "%s is not engaged in melee",
		      T->name);
}

/* 55.6: a Routing/Broken unit, except in the turn it became so, and a
 * rallied routing unit returning fire. */
static void
eval_state(struct act_step *k)
{
	struct unit *A = k->A;
	struct unit *T = k->T;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	/* 55.6 routing or broken, with its two exceptions. The turn it
	 * became so: rout/break/state_turn= record it; a plain
	 * `unit set X state=...` is recorded by the roster (state_bound). */
	const char *sn = state_name(g, A);
	int st_turn = ACT(A)->state_changed_turn != UM_NEVER
			  ? ACT(A)->state_changed_turn
			  : A->state_bound;
	if (strcmp(sn, "ok") == 0)
		checklist_add(&ev->cl, "state", CHECK_PASS, "55.6", "derived",
			      "%s is ok (not routing or broken)", A->name);
	else if (st_turn == g->bound)
		checklist_add(&ev->cl, "state", CHECK_PASS, "55.6", "derived",
			      "%s became %s this turn (turn %d): it may still "
			      "fire in that turn",
			      A->name, sn, g->bound);
	else if (k->routing_rallied && ev->mode == MODE_RETURN)
		checklist_add(&ev->cl, "state", CHECK_PASS, "55.6", "derived",
			      "%s is routing and being rallied: it may return "
			      "fire at %s, which fired on it",
			      A->name, T->name);
	else if (st_turn == UM_NEVER)
		checklist_add(&ev->cl, "state", CHECK_FAIL, "55.6", "default",
			      "%s is %s, with no record of it becoming so this "
			      "turn (rout/break record it; state_turn=N sets "
			      "it)%s",
			      A->name, sn,
			      ACT(A)->rallying && strcmp(sn, "routing") == 0
				  ? "; being rallied, it may only return fire"
				  : "");
	else
		checklist_add(&ev->cl, "state", CHECK_FAIL, "55.6", "derived",
			      "%s is %s since turn %d%s", A->name, sn, st_turn,
			      ACT(A)->rallying && strcmp(sn, "routing") == 0
				  ? "; being rallied, it may only return fire"
				  : "");
}

/* 55.7: a unit crossing a river or stream. */
static void
eval_river(struct act_step *k)
{
	struct unit *A = k->A;
	const struct act_map *mp = &k->m;
	struct act_eval *ev = k->ev;
	const struct game *g = k->ctx->g;
	/* 55.7 crossing a river or stream. */
	const struct terrain *river = NULL;
	if (mp->ok)
		for (size_t i = 0; i < g->nterrain && !river; i++)
			if (g->terrain[i].kind == TERRAIN_RIVER &&
			    terrain_enters(&g->terrain[i], &mp->fa))
				river = &g->terrain[i];
	if (ACT(A)->crossing_river)
		checklist_add(&ev->cl, "crossing_river", CHECK_FAIL, "55.7",
			      "derived", "%s is crossing a river or stream",
			      A->name);
	else if (river)
		checklist_add(&ev->cl, "crossing_river", CHECK_FAIL, "55.7",
			      "derived", "%s stands across river %s", A->name,
			      river->name);
	else
		checklist_add(&ev->cl, "crossing_river", CHECK_PASS, "55.7",
			      "derived", "%s is not crossing a river or stream",
			      A->name);
}

/* Every condition of 54 and 55, in rule order. Reads the answer keys. */
static int
act_evaluate(struct cmd_ctx *ctx, struct args *a, const struct act_settings *st,
	     struct unit *A, struct unit *T, struct act_eval *ev)
{
	memset(ev, 0, sizeof *ev);
	struct act_step k = {
	    .ctx = ctx, .a = a, .st = st, .A = A, .T = T, .ev = ev};
	map_eval(ctx, st, A, T, &k.m);
	eval_target(&k);
	if (eval_who_fires(&k) < 0)
		return -1;
	eval_once(&k);
	if (eval_facing(&k) < 0 || eval_arc(&k) < 0)
		return -1;
	check_los(ctx, a, st, A, T, &k.m, ev);
	if (eval_range(&k) < 0 || eval_movement(&k) < 0)
		return -1;
	eval_engaged(&k);
	eval_state(&k);
	eval_river(&k);
	check_fivecm(ctx, a, st, A, T, &k.m, ev);
	return 0;
}

/* Operands and settings common to check, fire and factors. */
static int
begin(struct cmd_ctx *ctx, struct args *a, struct act_settings *st,
      struct unit **A, struct unit **T)
{
	if (cmd_actor_target(ctx, a, "at", A, T) < 0)
		return -1;
	return ctx_settings(ctx, st);
}

static const char *const answer_keys =
    "fired_upon charged facing_firer arc los range exceeds_movement "
    "friendly_within_5cm";

int
act_check_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct act_settings st;
	struct unit *A, *T;
	struct act_eval ev;
	if (begin(ctx, a, &st, &A, &T) < 0)
		return -1;
	int rc = act_evaluate(ctx, a, &st, A, T, &ev);
	if (rc == 0)
		rc = args_check_unused(ctx, a, "check fire", answer_keys);
	if (rc == 0) {
		checklist_print(&ev.cl, NULL, ctx->out);
		struct rec r;
		eligible_begin(&r, A->name, T->name, checklist_verdict(&ev.cl));
		if (ev.mode != MODE_NONE)
			rec_str(&r, "as", mode_names[ev.mode]);
		rec_end(&r, ctx->out);
	}
	act_eval_free(&ev);
	return rc;
}

/* act_eligible under pair_run: the checks of check fire, typed. */
static int
fire_eligible_run(struct cmd_ctx *ctx, struct args *a, void *arg)
{
	struct eligibility *el = arg;
	struct act_settings st;
	struct unit *A, *T;
	struct act_eval ev;
	if (begin(ctx, a, &st, &A, &T) < 0)
		return -1;
	int rc = act_evaluate(ctx, a, &st, A, T, &ev);
	if (rc == 0)
		rc = args_check_unused(ctx, a, "check fire", answer_keys);
	if (rc == 0) {
		el->verdict = checklist_count(&ev.cl, CHECK_FAIL)  ? CHECK_FAIL
			      : checklist_count(&ev.cl, CHECK_ASK) ? CHECK_ASK
								   : CHECK_PASS;
		checklist_take(&el->checks, &ev.cl);
	}
	act_eval_free(&ev);
	return rc;
}

int
act_eligible(struct cmd_ctx *ctx, enum pair_proc proc, struct unit *a,
	     struct unit *t, struct args *answers, struct eligibility *el)
{
	if (proc != PAIR_FIRE)
		return cmd_error(ctx, "melee is not part of this ruleset");
	return pair_run(ctx, a, "at", t, answers, fire_eligible_run, el);
}

/* ---- every target of a side (the hook fire_targets: bound) ------------- */

/* What `bound` asks of every unit of a side: the same verdict as
 * act_evaluate with no answer given (every check passes), typed, with
 * each firer's candidates from the unit space. A passing pair needs both
 * units on the map, the target in the arc (54) and a clear line of fire;
 * the conditions on the firer alone are looked at once per firer. */
struct side_count {
	const char *side;
	size_t n;
};

struct act_roster {
	const struct game *g;
	struct unit_space_view view;
	/* Per unit: a fire of its own declared (54, once); the units that
	 * fired or declared a fire at it, and that charge it, ascending
	 * (CSR: from[i]..from[i+1] in who; NULL when there is none). */
	bool *pending;
	size_t *fire_from, *fire_who, *charge_from, *charge_who;
	/* Per side name, units not removed and not on the map (55.8): the
	 * sides that have any (few). */
	struct side_count *offmap;
	size_t noffmap;
	double size_max; /* the longest diagonal of a unit on the map */
};

/* from[i]..from[i + 1] of a CSR list (csr_build), empty when NULL. */
static void
csr_span(const size_t *from, size_t i, size_t *lo, size_t *hi)
{
	*lo = from ? from[i] : 0;
	*hi = from ? from[i + 1] : 0;
}

/* How many units of a's side are off the map (not removed). */
static size_t
roster_unplaced(const struct act_roster *r, size_t a)
{
	for (size_t k = 0; k < r->noffmap; k++)
		if (strcmp(r->offmap[k].side, r->g->units[a].side) == 0)
			return r->offmap[k].n;
	return 0;
}

/* pairs (target, attacker) into CSR by target, attackers ascending. */
static void
csr_build(size_t n, const size_t *pt, const size_t *pa, size_t np,
	  size_t **from, size_t **who)
{
	*from = *who = NULL;
	if (np == 0)
		return; /* none: no list of n */
	*from = um_xcalloc(n + 1, sizeof **from);
	*who = um_xcalloc(np, sizeof **who);
	for (size_t k = 0; k < np; k++)
		(*from)[pt[k] + 1]++;
	for (size_t i = 0; i < n; i++)
		(*from)[i + 1] += (*from)[i];
	size_t *fill = um_xcalloc(n + 1, sizeof *fill);
	/* pairs come in ascending attacker order per kind; merge below */
	for (size_t k = 0; k < np; k++)
		(*who)[(*from)[pt[k]] + fill[pt[k]]++] = pa[k];
	free(fill);
	/* ascending and each once (insertion sort: lists are short) */
	for (size_t i = 0; i < n; i++) {
		size_t a = (*from)[i], b = (*from)[i + 1], m = a;
		for (size_t x = a + 1; x < b; x++) {
			size_t v = (*who)[x], y = x;
			while (y > a && (*who)[y - 1] > v) {
				(*who)[y] = (*who)[y - 1];
				y--;
			}
			(*who)[y] = v;
		}
		for (size_t x = a; x < b; x++)
			if (x == a || (*who)[x] != (*who)[m - 1])
				(*who)[m++] = (*who)[x];
		/* duplicates left at the end are cut by from_end below */
		for (size_t x = m; x < b; x++)
			(*who)[x] = SIZE_MAX;
	}
}

static void
act_roster_make(struct cmd_ctx *ctx, struct act_roster *r)
{
	const struct game *g = ctx->g;
	size_t n = g->nunits;
	memset(r, 0, sizeof *r);
	r->g = g;
	game_space_view(g, &r->view);
	r->pending = um_xcalloc(n ? n : 1, sizeof *r->pending);
	/* The pairs (target, attacker) as they come: as many as fires and
	 * charges this turn, not a list of n. */
	size_t *ft = NULL, *fa = NULL, *ct = NULL, *ca = NULL;
	size_t capft = 0, capfa = 0, capct = 0, capca = 0;
	size_t nf = 0, nc = 0;
	for (size_t i = 0; i < n; i++) {
		const struct unit *x = &g->units[i];
		const struct unit *t;
		if (ACT(x)->fired_turn == g->bound &&
		    (t = game_unit_c(g, ACT(x)->fired_target)) != NULL) {
			um_grow((void **)&ft, &capft, nf + 1, sizeof *ft);
			um_grow((void **)&fa, &capfa, nf + 1, sizeof *fa);
			ft[nf] = (size_t)(t - g->units);
			fa[nf++] = i;
		}
		if (ACT(x)->charge_turn == g->bound &&
		    (t = game_unit_c(g, ACT(x)->charge_target)) != NULL) {
			um_grow((void **)&ct, &capct, nc + 1, sizeof *ct);
			um_grow((void **)&ca, &capca, nc + 1, sizeof *ca);
			ct[nc] = (size_t)(t - g->units);
			ca[nc++] = i;
		}
	}
	for (size_t d = 0; d < g->ndecls; d++) {
		if (g->decls[d].kind != DECL_FIRE)
			continue;
		const struct unit *x = game_unit_c(g, g->decls[d].actor);
		const struct unit *t = game_unit_c(g, g->decls[d].target);
		if (x)
			r->pending[x - g->units] = true;
		if (x && t) {
			um_grow((void **)&ft, &capft, nf + 1, sizeof *ft);
			um_grow((void **)&fa, &capfa, nf + 1, sizeof *fa);
			ft[nf] = (size_t)(t - g->units);
			fa[nf++] = (size_t)(x - g->units);
		}
	}
	csr_build(n, ft, fa, nf, &r->fire_from, &r->fire_who);
	csr_build(n, ct, ca, nc, &r->charge_from, &r->charge_who);
	free(ft);
	free(fa);
	free(ct);
	free(ca);
	for (size_t i = 0; i < n && i < r->view.n; i++)
		if (r->view.has[i]) {
			double w = r->view.fp[i].width,
			       dp = r->view.fp[i].depth;
			double d = sqrt(w * w + dp * dp);
			r->size_max = d > r->size_max ? d : r->size_max;
		}
	/* Units off the map, per side (sides are few). */
	size_t capoff = 0;
	for (size_t i = 0; i < n; i++) {
		const struct unit *u = &g->units[i];
		if (u->removed || r->view.has[i])
			continue;
		size_t k = 0;
		while (k < r->noffmap &&
		       strcmp(r->offmap[k].side, u->side) != 0)
			k++;
		if (k == r->noffmap) {
			um_grow((void **)&r->offmap, &capoff, k + 1,
				sizeof *r->offmap);
			r->offmap[k].side = u->side;
			r->offmap[k].n = 0;
			r->noffmap++;
		}
		r->offmap[k].n++;
	}
}

static void
act_roster_free(struct act_roster *r)
{
	free(r->pending);
	free(r->offmap);
	free(r->fire_from);
	free(r->fire_who);
	free(r->charge_from);
	free(r->charge_who);
}

/* Is t among the names list_attackers gives for unit a (as many as fit
 * its buffer)? */
static bool
roster_attacked_by(const struct act_roster *r, const size_t *from,
		   const size_t *who, size_t a, size_t t)
{
	size_t lo, hi, off = 0, size = 256;
	csr_span(from, a, &lo, &hi);
	for (size_t k = lo; k < hi && who[k] != SIZE_MAX; k++) {
		const char *name = r->g->units[who[k]].name;
		if (off + strlen(name) + 3 >= size)
			continue;
		if (who[k] == t)
			return true;
		off += strlen(name) + (off ? 2 : 0);
	}
	return false;
}

/* A unit's box in the firer's frame: x along its front edge from the
 * centre, h straight ahead of it. */
struct frame_box {
	double x0, x1, h0, h1;
};

static struct frame_box
frame_box_of(const struct footprint *fa, const struct footprint *f)
{
	struct frame_box b = {0, 0, 0, 0};
	for (int c = 0; c < 4; c++) {
		struct vec2 q = vec2_sub(f->corner[c], fa->ref);
		double x = vec2_dot(q, fa->right), h = vec2_dot(q, fa->forward);
		if (c == 0 || x < b.x0)
			b.x0 = x;
		if (c == 0 || x > b.x1)
			b.x1 = x;
		if (c == 0 || h < b.h0)
			b.h0 = h;
		if (c == 0 || h > b.h1)
			b.h1 = h;
	}
	return b;
}

/* Where the footprint f crosses the line at height h of the firer's
 * frame: [*a, *b] along x; false when it does not. */
static bool
frame_cross(const struct footprint *fa, const struct footprint *f, double h,
	    double *a, double *b)
{
	bool any = false;
	for (int c = 0; c < 4; c++) {
		struct vec2 p = vec2_sub(f->corner[c], fa->ref),
			    q = vec2_sub(f->corner[(c + 1) % 4], fa->ref);
		double px = vec2_dot(p, fa->right),
		       ph = vec2_dot(p, fa->forward);
		double qx = vec2_dot(q, fa->right),
		       qh = vec2_dot(q, fa->forward);
		if ((ph - h) * (qh - h) > 0 || ph == qh)
			continue;
		double x = px + (qx - px) * (h - ph) / (qh - ph);
		if (!any || x < *a)
			*a = x;
		if (!any || x > *b)
			*b = x;
		any = true;
	}
	return any;
}

/* A wall in front of a firer: at height h, the units crossing that line
 * leave no gap as wide as its line of fire from x0 to x1. Every corridor
 * of 54 to a target wholly beyond it whose centre line crosses the line
 * within [x0, x1] meets one of them (its cross-section is at least the
 * line of fire's width), so that target is blocked. */
struct wall {
	bool ok;
	double h, x0, x1;
	double w; /* the width of the firer's line of fire */
};

static void wall_need(const struct footprint *fa, const struct frame_box *tb,
		      double w, double *x0, double *x1);
static void wall_chain(const struct act_roster *, size_t ia, double need0,
		       double need1, double w, struct near_units *,
		       struct wall *);

/* The wall in front of firer ia (the nearest unit straight ahead among
 * near[], at half its depth), as far along as the targets beyond it
 * (near[]) need, its crossings from the unit space. */
static void
wall_make(const struct act_roster *r, size_t ia, const size_t *near,
	  size_t nnear, double w, struct near_units *nu, struct wall *wl)
{
	const struct footprint *fa = &r->view.fp[ia];
	double half = fa->width / 2;
	memset(wl, 0, sizeof *wl);
	/* The nearest unit straight ahead of the front edge. */
	double best = INFINITY, h1 = 0;
	for (size_t k = 0; k < nnear; k++) {
		size_t j = near[k];
		if (j == ia)
			continue;
		struct frame_box b = frame_box_of(fa, &r->view.fp[j]);
		if (b.h0 > 1e-3 && b.h0 < best && b.x1 > -half && b.x0 < half) {
			best = b.h0;
			h1 = b.h1;
		}
	}
	if (!isfinite(best))
		return;
	wl->h = (best + h1) / 2;
	/* How far along the targets beyond it need it. */
	double need0 = -half, need1 = half;
	for (size_t k = 0; k < nnear; k++) {
		struct frame_box b = frame_box_of(fa, &r->view.fp[near[k]]);
		double x0, x1;
		if (near[k] == ia || b.h0 <= wl->h + 1e-4)
			continue;
		wall_need(fa, &b, w, &x0, &x1);
		need0 = x0 < need0 ? x0 : need0;
		need1 = x1 > need1 ? x1 : need1;
	}
	wall_chain(r, ia, need0, need1, w, nu, wl);
}

/* The wall's crossings at height wl->h from need0 to need1 along the
 * firer's front, from the unit space: the chain of them with gaps
 * narrower than w that takes in the front edge (wl->ok, x0..x1). */
static void
wall_chain(const struct act_roster *r, size_t ia, double need0, double need1,
	   double w, struct near_units *nu, struct wall *wl)
{
	const struct footprint *fa = &r->view.fp[ia];
	double half = fa->width / 2;
	wl->w = w;
	struct geom_box q = {0, 0, 0, 0};
	struct vec2 up = vec2_scale(fa->forward, wl->h);
	box_add(&q,
		vec2_add(fa->ref, vec2_add(up, vec2_scale(fa->right, need0))),
		true);
	box_add(&q,
		vec2_add(fa->ref, vec2_add(up, vec2_scale(fa->right, need1))),
		false);
	box_grow(&q, 1e-3);
	near_units_query(nu, &r->view, q);
	double iv_stack[2 * 64];
	double *iv = nu->n <= 64 ? iv_stack : um_xcalloc(2 * nu->n, sizeof *iv);
	size_t n = 0;
	for (size_t k = 0; k < nu->n; k++) {
		double a = 0, b = 0;
		if (nu->idx[k] != ia &&
		    frame_cross(fa, &r->view.fp[nu->idx[k]], wl->h, &a, &b) &&
		    b - a > 1e-6) {
			iv[2 * n] = a;
			iv[2 * n + 1] = b;
			n++;
		}
	}
	/* By start (nearly in order already: the space's are by roster,
	 * and a line is usually added from one end; seen from the other
	 * end, in reverse: turned round first when wholly so). */
	bool falling = n > 1;
	for (size_t k = 1; k < n && falling; k++)
		falling = iv[2 * k] < iv[2 * (k - 1)];
	for (size_t k = 0; falling && k < n / 2; k++) {
		size_t j = n - 1 - k;
		double a = iv[2 * k], b = iv[2 * k + 1];
		iv[2 * k] = iv[2 * j];
		iv[2 * k + 1] = iv[2 * j + 1];
		iv[2 * j] = a;
		iv[2 * j + 1] = b;
	}
	for (size_t k = 1; k < n; k++) {
		double a = iv[2 * k], b = iv[2 * k + 1];
		size_t j = k;
		while (j > 0 && iv[2 * (j - 1)] > a) {
			iv[2 * j] = iv[2 * (j - 1)];
			iv[2 * j + 1] = iv[2 * (j - 1) + 1];
			j--;
		}
		iv[2 * j] = a;
		iv[2 * j + 1] = b;
	}
	/* The chain of crossings with gaps narrower than w that takes in
	 * the straight-ahead point of the nearest unit. */
	double lo = 0, hi = 0;
	bool open = false;
	for (size_t k = 0; k < n; k++) {
		double a = iv[2 * k], b = iv[2 * k + 1];
		if (open && a < hi + w - 1e-4) {
			hi = b > hi ? b : hi;
			continue;
		}
		if (open && lo < half && hi > -half)
			break;
		lo = a;
		hi = b;
		open = true;
	}
	if (iv != iv_stack)
		free(iv);
	if (open && lo < half && hi > -half) {
		wl->ok = true;
		wl->x0 = lo + 1e-4;
		wl->x1 = hi - 1e-4;
	}
}

/* Where on the wall's line the centre lines of the corridors to a
 * target (its box tb in the firer's frame) may cross, at most: between
 * the front edge and the target's box widened by its depth times the
 * steepest slope (along x per unit of h) from the edge to it. */
static void
wall_need(const struct footprint *fa, const struct frame_box *tb, double w,
	  double *x0, double *x1)
{
	double half = fa->width / 2;
	/* A corridor's centre starts within w/2 of the edge's ends
	 * (corridor_in_direction); its direction is from the centre or a
	 * corner of the edge to a point of the target. */
	double e = half - w / 2 > 0 ? half - w / 2 : 0;
	double dx0 = fabs(tb->x1 + half), dx1 = fabs(tb->x0 - half);
	double k = (dx0 > dx1 ? dx0 : dx1) / tb->h0;
	double bloat = (tb->h1 - tb->h0) * k;
	*x0 = tb->x0 - bloat < -e ? tb->x0 - bloat : -e;
	*x1 = tb->x1 + bloat > e ? tb->x1 + bloat : e;
}

/* Is t, seen from the firer's front edge, wholly behind the wall, every
 * corridor to it crossing the wall's line within the wall? */
static bool
wall_blocks(const struct wall *wl, const struct footprint *fa,
	    const struct frame_box *tb)
{
	if (!wl->ok || tb->h0 <= wl->h + 1e-4)
		return false;
	double x0, x1;
	wall_need(fa, tb, wl->w, &x0, &x1);
	return x0 >= wl->x0 && x1 <= wl->x1;
}

/* The world box of the rectangle x0..x1 along the firer's front, h0..h1
 * straight ahead of it. */
static struct geom_box
frame_rect_box(const struct footprint *fa, double x0, double x1, double h0,
	       double h1)
{
	struct geom_box q = {0, 0, 0, 0};
	for (int c = 0; c < 4; c++)
		box_add(&q,
			vec2_add(
			    fa->ref,
			    vec2_add(vec2_scale(fa->right, c & 1 ? x1 : x0),
				     vec2_scale(fa->forward, c & 2 ? h1 : h0))),
			c == 0);
	box_grow(&q, 1e-3 * (1 + fabs(x0) + fabs(x1) + fabs(h0) + fabs(h1)));
	return q;
}

/* An activated firer's wall, found before its targets: the nearest unit
 * straight ahead, its line as far along as any target the arc may take
 * in beyond it could need (wall_need at its widest: a target within the
 * arc cut to the table, its depth at most the longest diagonal, its near
 * side beyond the wall). True when the wall covers all that: then every
 * target beyond it is blocked, and only the nearer ones (*near_box) need
 * looking at. */
static bool
wall_ahead(const struct act_roster *r, size_t ia, double angle,
	   struct geom_box ext, double w, struct near_units *nu,
	   struct wall *wl, struct geom_box *near_box)
{
	const struct footprint *fa = &r->view.fp[ia];
	double half = fa->width / 2, dmax = r->size_max;
	memset(wl, 0, sizeof *wl);
	if (angle >= 89.9)
		return false;
	double hmax = 0;
	for (int c = 0; c < 4; c++) {
		struct vec2 e = {c & 1 ? ext.max_x : ext.min_x,
				 c & 2 ? ext.max_y : ext.min_y};
		double h = vec2_dot(vec2_sub(e, fa->ref), fa->forward);
		hmax = h > hmax ? h : hmax;
	}
	/* Straight ahead, nearest first: a short strip, then the rest. */
	double best = INFINITY, h1 = 0;
	double reach_h[2] = {4 * dmax + 1e-3, hmax};
	for (int step = 0; step < 2 && !isfinite(best); step++) {
		if (step == 1 && reach_h[0] >= hmax)
			break;
		double top = reach_h[step] < hmax ? reach_h[step] : hmax;
		near_units_query(nu, &r->view,
				 frame_rect_box(fa, -half, half, 0, top));
		for (size_t k = 0; k < nu->n; k++) {
			size_t j = nu->idx[k];
			if (j == ia)
				continue;
			struct frame_box b = frame_box_of(fa, &r->view.fp[j]);
			if (b.h0 > 1e-3 && b.h0 < best && b.x1 > -half &&
			    b.x0 < half) {
				best = b.h0;
				h1 = b.h1;
			}
		}
	}
	if (!isfinite(best))
		return false;
	wl->h = (best + h1) / 2;
	/* A target beyond with its near side at h0 lies within
	 * |x| <= half + (h0 + dmax) tn + dmax (a point of it in the arc, the
	 * rest within dmax); its need widens that by dmax times the slope,
	 * (that + half) / h0: convex in h0, so widest at an end. */
	double tn = tan(angle * 3.14159265358979323846 / 180);
	double reach = 0;
	for (int end = 0; end < 2; end++) {
		double h0 = end ? (hmax > wl->h ? hmax : wl->h) : wl->h;
		double x = half + (h0 + dmax) * tn + dmax;
		double need = x + dmax * (x + half) / h0;
		reach = need > reach ? need : reach;
	}
	reach += 1e-3 + 1e-6 * reach; /* the arc's own tolerance */
	double xr = half + (hmax + dmax) * tn + dmax;
	if (reach > 8 * xr + 100)
		return false; /* a wall too near: too long a line to look at */
	wall_chain(r, ia, -reach, reach, w, nu, wl);
	if (!wl->ok || wl->x0 > -reach || wl->x1 < reach)
		return false;
	double hcap = wl->h + 1e-3;
	double xc = half + (hcap + dmax) * tn + dmax;
	*near_box = frame_rect_box(fa, -xc, xc, -dmax, hcap);
	return true;
}

/* The box in which every enemy that may be in the firer's arc lies: the
 * arc cut to the box of every unit on the map. */
static bool
arc_box(const struct fire_arc *arc, double angle, struct geom_box ext,
	struct geom_box *out)
{
	if (angle >= 89.9) {
		*out = ext;
		return true;
	}
	double d = 0;
	struct vec2 ap[2] = {arc->apex_left, arc->apex_right};
	for (int a = 0; a < 2; a++)
		for (int c = 0; c < 4; c++) {
			struct vec2 e = {c & 1 ? ext.max_x : ext.min_x,
					 c & 2 ? ext.max_y : ext.min_y};
			double x = vec2_distance(ap[a], e);
			d = x > d ? x : d;
		}
	double len = (d + 1) / cos(angle * 3.14159265358979323846 / 180) + 1;
	struct vec2 poly[16], tmp[16];
	size_t n = 0;
	poly[n++] = arc->apex_right;
	poly[n++] = vec2_add(arc->apex_right, vec2_scale(arc->ray_right, len));
	poly[n++] = vec2_add(arc->apex_left, vec2_scale(arc->ray_left, len));
	poly[n++] = arc->apex_left;
	/* Cut to the box, one side at a time (Sutherland-Hodgman). */
	for (int side = 0; side < 4 && n > 0; side++) {
		size_t m = 0;
		for (size_t i = 0; i < n; i++) {
			struct vec2 p = poly[i], q = poly[(i + 1) % n];
			double lim = side == 0	 ? ext.min_x
				     : side == 1 ? ext.max_x
				     : side == 2 ? ext.min_y
						 : ext.max_y;
			double pv = side < 2 ? p.x : p.y,
			       qv = side < 2 ? q.x : q.y;
			bool pin = side % 2 == 0 ? pv >= lim : pv <= lim;
			bool qin = side % 2 == 0 ? qv >= lim : qv <= lim;
			if (pin && m < 16)
				tmp[m++] = p;
			if (pin != qin && m < 16) {
				double f = (lim - pv) / (qv - pv);
				tmp[m++] =
				    vec2_add(p, vec2_scale(vec2_sub(q, p), f));
			}
		}
		memcpy(poly, tmp, m * sizeof *poly);
		n = m;
	}
	if (n == 0)
		return false;
	for (size_t i = 0; i < n; i++)
		box_add(out, poly[i], i == 0);
	box_grow(out, 1e-3 * (1 + out->max_x - out->min_x + out->max_y -
			      out->min_y));
	return true;
}

/* 55.8 without an answer: false when it does not pass (a friendly unit
 * within the distance, or one off the map). */
static bool
fivecm_passes(struct cmd_ctx *ctx, const struct act_settings *st,
	      const struct act_roster *r, size_t ia, size_t it,
	      const struct act_map *m, struct near_units *nu)
{
	const struct game *g = ctx->g;
	const struct unit *A = &g->units[ia];
	double lim_g = cm_to_game(g, st->fivecm);
	double lim = lim_g + 1e-6 * (lim_g > 1 ? lim_g : 1);
	struct geom_box q = {0, 0, 0, 0};
	if (st->fivecm_line) {
		box_add(&q, m->fa.ref, true);
		box_add(&q, m->imp.point, false);
	} else
		q = footprint_box(&m->ft);
	box_grow(&q, lim + 1e-3);
	near_units_query(nu, &r->view, q);
	for (size_t h = 0; h < nu->n; h++) {
		size_t k = nu->idx[h];
		const struct unit *u = &g->units[k];
		if (k == ia || k == it || u->removed ||
		    strcmp(u->side, A->side) != 0)
			continue;
		const struct footprint *f = &r->view.fp[k];
		double d =
		    st->fivecm_line
			? footprint_segment_distance(f, m->fa.ref, m->imp.point)
			: footprint_distance(&m->ft, f);
		if (d <= lim)
			return false; /* within: may not fire */
	}
	/* None within: a friendly unit off the map is a question. */
	return roster_unplaced(r, ia) == 0;
}

/* One pair, the firer's own conditions passed: mode and the rest of 54
 * and 55 as act_evaluate finds them without answers. */
static bool
pair_passes(struct cmd_ctx *ctx, const struct act_settings *st,
	    const struct act_roster *r, size_t ia, size_t it, bool state_ok,
	    bool routing_rallied, double w, struct near_units *nu)
{
	const struct game *g = ctx->g;
	struct unit *A = &g->units[ia], *T = &g->units[it];
	bool fired_upon =
	    roster_attacked_by(r, r->fire_from, r->fire_who, ia, it);
	bool charged =
	    roster_attacked_by(r, r->charge_from, r->charge_who, ia, it);
	enum act_mode mode =
	    ACT(A)->activated && !(routing_rallied && fired_upon)
		? MODE_ACTIVATED
	    : fired_upon ? MODE_RETURN
	    : charged	 ? MODE_CHARGE
			 : MODE_NONE;
	if (mode == MODE_NONE ||
	    (!state_ok && !(routing_rallied && mode == MODE_RETURN)))
		return false;
	/* map_eval, on the footprints the unit space holds (the same). */
	struct act_map m;
	memset(&m, 0, sizeof m);
	m.view = r->view;
	m.fa = r->view.fp[ia];
	m.ft = r->view.fp[it];
	m.ok = true;
	map_arc(st, &m,
		false); /* outside the arc: no fire, nothing to measure */
	if (!m.arc_in || !m.have_impact)
		return false;
	if (mode == MODE_RETURN) {
		struct vec2 to = vec2_sub(footprint_centre(&m.ft), m.fa.ref);
		if (!(geom_angle_between_deg(m.fa.forward, to) <=
		      st->facing_angle + 1e-9))
			return false;
	}
	if (!fivecm_passes(ctx, st, r, ia, it, &m, nu))
		return false;
	double off;
	struct corridor_block b;
	return any_corridor_clear(ctx, st, A, T, &m, w, &off, &b, false);
}

void
act_fire_targets(struct cmd_ctx *ctx, const char *side, pair_fn each, void *arg)
{
	struct game *g = ctx->g;
	struct act_settings st;
	if (ctx_settings(ctx, &st) < 0)
		return; /* as act_eligible: no verdict, no target */
	struct act_roster r;
	act_roster_make(ctx, &r);
	struct geom_box ext;
	bool any = space_units_extent(&r.view, &ext);
	struct near_units cand, nu;
	near_units_init(&cand);
	near_units_init(&nu);
	size_t *list = NULL, cap = 0;
	for (size_t ia = 0; any && ia < g->nunits; ia++) {
		struct unit *A = &g->units[ia];
		if (A->removed || strcmp(A->side, side) != 0 || !r.view.has[ia])
			continue;
		/* The firer's own conditions (54 once, 55.1-55.7). */
		const char *sn = state_name(g, A);
		int st_turn = ACT(A)->state_changed_turn != UM_NEVER
				  ? ACT(A)->state_changed_turn
				  : A->state_bound;
		bool state_ok = strcmp(sn, "ok") == 0 || st_turn == g->bound;
		bool routing_rallied = strcmp(sn, "routing") == 0 &&
				       ACT(A)->rallying &&
				       ACT(A)->state_changed_turn != g->bound;
		if (ACT(A)->fired_turn == g->bound || r.pending[ia] ||
		    A->moved_bound == g->bound ||
		    (A->arm == ARM_CAVALRY && !ACT(A)->dismounted) ||
		    ACT(A)->charging || ACT(A)->in_melee ||
		    ACT(A)->crossing_river || (!state_ok && !routing_rallied))
			continue;
		const struct footprint *fa = &r.view.fp[ia];
		bool river = false;
		for (size_t i = 0; i < g->nterrain && !river; i++)
			river = g->terrain[i].kind == TERRAIN_RIVER &&
				terrain_enters(&g->terrain[i], fa);
		if (river)
			continue;
		/* Candidates: an activated unit, every enemy its arc may
		 * reach; else only those firing at or charging it. */
		size_t n = 0;
		double base;
		bool wprov = false;
		double lw_w = los_w(g, &st, A, fa->width, &base, &wprov);
		struct wall wl = {0};
		bool walled = false;
		if (ACT(A)->activated) {
			struct fire_arc arc;
			struct geom_box q;
			if (fire_arc_make(&arc, fa, st.arc_angle,
					  st.arc_corners
					      ? ARC_FROM_CORNERS
					      : ARC_FROM_CENTRE) != GEOM_OK ||
			    !arc_box(&arc, st.arc_angle, ext, &q))
				continue;
			struct geom_box nb;
			walled = wall_ahead(&r, ia, st.arc_angle, ext, lw_w,
					    &nu, &wl, &nb);
			if (walled) /* only the units this side of the wall */
				q = nb;
			near_units_query(&cand, &r.view, q);
			um_grow((void **)&list, &cap, cand.n + 1, sizeof *list);
			memcpy(list, cand.idx, cand.n * sizeof *list);
			n = cand.n;
		} else {
			size_t a0, a1, c0, c1;
			csr_span(r.fire_from, ia, &a0, &a1);
			csr_span(r.charge_from, ia, &c0, &c1);
			um_grow((void **)&list, &cap, a1 - a0 + c1 - c0 + 1,
				sizeof *list);
			for (size_t k = a0; k < a1; k++)
				if (r.fire_who[k] != SIZE_MAX)
					list[n++] = r.fire_who[k];
			for (size_t k = c0; k < c1; k++)
				if (r.charge_who[k] != SIZE_MAX)
					list[n++] = r.charge_who[k];
			/* ascending, each once */
			for (size_t x = 1; x < n; x++)
				for (size_t y = x;
				     y > 0 && list[y - 1] > list[y]; y--) {
					size_t t = list[y];
					list[y] = list[y - 1];
					list[y - 1] = t;
				}
		}
		if (ACT(A)->activated && !walled)
			wall_make(&r, ia, list, n, lw_w, &nu, &wl);
		for (size_t c = 0; c < n; c++) {
			size_t it = list[c];
			const struct unit *T = &g->units[it];
			if ((c > 0 && list[c - 1] == it) || it == ia ||
			    T->removed || !r.view.has[it] ||
			    strcmp(T->side, A->side) == 0 || ACT(T)->in_melee)
				continue;
			struct frame_box tb = frame_box_of(fa, &r.view.fp[it]);
			if (wall_blocks(&wl, fa, &tb))
				continue;
			if (pair_passes(ctx, &st, &r, ia, it, state_ok,
					routing_rallied, lw_w, &nu))
				each(arg, A, T);
		}
	}
	free(list);
	near_units_free(&cand);
	near_units_free(&nu);
	act_roster_free(&r);
}

/* ---- the fire and its factors ------------------------------------------ */

/* What a fire uses from the tables. */
struct fire_plan {
	size_t firer, target; /* unit indices */
	enum act_mode mode;
	int rating;
	bool reduced;	     /* the reduced morale rating (54) */
	bool rating_default; /* the setting `morale` */
	int mod;
	double range; /* game units */
	struct band band;
	struct roll roll;
	const char *void_why; /* not carried out: why (54), else NULL */
};

static int
plan_fire(struct cmd_ctx *ctx, const struct act_settings *st,
	  const struct unit *A, enum act_mode mode, double range,
	  struct fire_plan *p)
{
	char *err = NULL;
	memset(p, 0, sizeof *p);
	p->mode = mode;
	p->range = range;
	p->rating = ACT(A)->morale;
	if (mode == MODE_RETURN && ACT(A)->reduced_morale > 0) {
		p->rating = ACT(A)->reduced_morale;
		p->reduced = true;
	} else if (p->rating <= 0) {
		p->rating = st->morale;
		p->rating_default = true;
	}
	if (rating_mod(ctx->tables, p->rating, &p->mod, &err) < 0 ||
	    band_lookup(ctx->tables, arm_names[A->arm],
			game_to_cm(ctx->g, range), &p->band, &err) < 0) {
		cmd_error(ctx, "%s", err);
		free(err);
		return -1;
	}
	return 0;
}

static void
print_factors(struct cmd_ctx *ctx, const struct unit *A, const struct unit *T,
	      const struct fire_plan *p, const char *range_source)
{
	char part[2 * UM_NAME_MAX + 2];
	snprintf(part, sizeof part, "%s>%s", A->name, T->name);
	struct rec r;
	factor_rec_begin(&r, part, "morale", "fire-morale.csv",
			 p->rating_default ? "default" : "derived");
	rec_int(&r, "rating", p->rating);
	rec_str(&r, "rating_kind", p->reduced ? "reduced" : "normal");
	rec_int(&r, "mod", p->mod);
	rec_str(&r, "rule", p->reduced ? "54" : "provisional");
	rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	if (range_source == NULL)
		return;
	factor_rec_begin(&r, part, "range", "fire-range.csv", range_source);
	rec_num(&r, "range", p->range);
	rec_str(&r, "band", p->band.name);
	if (p->band.found) {
		rec_int(&r, "hit_on", p->band.hit_on);
		rec_int(&r, "hits", p->band.hits);
		rec_int(&r, "stamina", p->band.stamina);
	} else
		rec_str(&r, "effect", "none");
	rec_str(&r, "rule", "provisional");
	rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
}

static void
ask_range(struct cmd_ctx *ctx)
{
	struct rec r;
	rec_begin(&r, "ASK");
	rec_str(&r, "key", "range");
	rec_str(&r, "question", "How long is the line of fire?");
	rec_str(&r, "allowed", ctx->g->inches ? "0.. (in)" : "0.. (cm)");
	rec_str(&r, "default", "none");
	rec_str(&r, "rule", "provisional");
	rec_end(&r, ctx->out);
}

static int
fire_factors(struct cmd_ctx *ctx, struct args *a)
{
	struct act_settings st;
	struct unit *A, *T;
	struct act_eval ev;
	struct fire_plan p;
	if (begin(ctx, a, &st, &A, &T) < 0)
		return -1;
	int rc = act_evaluate(ctx, a, &st, A, T, &ev);
	act_eval_free(&ev); /* the factors do not need the checks */
	if (rc < 0 ||
	    args_check_unused(ctx, a, "factors fire", answer_keys) < 0 ||
	    plan_fire(ctx, &st, A, ev.mode, ev.have_range ? ev.range : 0, &p) <
		0)
		return -1;
	print_factors(ctx, A, T, &p, ev.have_range ? ev.range_source : NULL);
	if (!ev.have_range)
		ask_range(ctx);
	return 0;
}

int
act_factors(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword > ctx->argi && strcmp(a->word[ctx->argi], "fire") == 0) {
		ctx->argi++;
		return fire_factors(ctx, a);
	}
	return cmd_error(ctx, "usage: factors fire A at T [key=value...] "
			      "(the activation ruleset has no melee)");
}

/* fire A at T, once its conditions are evaluated. */
static int
declare_fire(struct cmd_ctx *ctx, struct args *a, struct act_settings *st,
	     struct unit *A, struct unit *T, struct act_eval *ev)
{
	(void)args_get(a, "roll");
	(void)args_get(a, "dice");
	if (args_check_unused(ctx, a, "fire",
			      "roll dice "
			      "fired_upon charged facing_firer "
			      "arc los range exceeds_movement "
			      "friendly_within_5cm") < 0)
		return -1;
	const struct check *c = checklist_first(&ev->cl, CHECK_FAIL);
	if (c)
		return cmd_error(ctx,
				 "%s may not fire at %s: %s "
				 "(%s; check fire %s at %s lists "
				 "every condition)",
				 A->name, T->name, c->reason, c->rule, A->name,
				 T->name);
	c = checklist_first(&ev->cl, CHECK_ASK);
	if (c)
		return cmd_needs(ctx, c->key, c->question, c->allowed,
				 "fire %s at %s", A->name, T->name);
	if (!ev->have_range) {
		char *q = um_xasprintf("how long is the line of fire, in %s?",
				       game_unit_name(ctx->g));
		int r = cmd_needs(ctx, "range", q, NULL, "fire %s at %s",
				  A->name, T->name);
		free(q);
		return r;
	}
	struct fire_plan p;
	if (plan_fire(ctx, st, A, ev->mode, ev->range, &p) < 0)
		return -1;
	struct roll roll;
	bool given;
	if (ctx_take_roll(ctx, a, "roll", "dice", &st->dice, &roll, &given) < 0)
		return -1;
	checklist_print(&ev->cl, NULL, ctx->out);
	print_factors(ctx, A, T, &p, ev->range_source);
	struct decl *d = game_add_decl(ctx->g, DECL_FIRE, A->name, T->name, a);
	d->roll = roll;
	decl_put(d, "as", mode_names[ev->mode]);
	if (!args_has(a, "range")) {
		char rs[32];
		um_fmt_num(rs, sizeof rs, ev->range);
		decl_put(d, "range", rs);
	}
	out_text(ctx->out,
		 "  declared: %s fires at %s (%s), %s %d%s; resolve carries "
		 "it out (provisional table)",
		 A->name, T->name,
		 ev->mode == MODE_RETURN   ? "return fire"
		 : ev->mode == MODE_CHARGE ? "fire at a charger"
					   : "activated",
		 given ? "roll" : "rolled", roll.total,
		 given ? " (given)" : "");
	return 0;
}

int
act_fire(struct cmd_ctx *ctx, struct args *a)
{
	struct act_settings st;
	struct unit *A, *T;
	struct act_eval ev;
	if (begin(ctx, a, &st, &A, &T) < 0)
		return -1;
	int rc = act_evaluate(ctx, a, &st, A, T, &ev);
	if (rc == 0)
		rc = declare_fire(ctx, a, &st, A, T, &ev);
	act_eval_free(&ev);
	return rc;
}

/* ---- resolution (provisional) ------------------------------------------ */

/* What resolution changes, for resolve and odds alike. */
struct sim_unit {
	int figures;
	int stamina;
	int state; /* index: ok routing broken */
	bool removed;
};

struct fire_outcome {
	bool hit, common_miss, beyond;
	int score, loss, stamina_loss;
	const char *moral; /* none routing broken destroyed */
	bool state_changed;
};

static int
unit_stamina(const struct act_settings *st, const struct unit *u)
{
	return ACT(u)->stamina >= 0 ? ACT(u)->stamina : st->stamina;
}

/* One fire on the simulated target; hit from the die total. */
static void
sim_fire(const struct act_settings *st, const struct fire_plan *p, int total,
	 struct sim_unit *t, struct fire_outcome *o)
{
	memset(o, 0, sizeof *o);
	o->moral = "none";
	o->score = total + p->mod;
	if (t->removed) {
		o->common_miss = true; /* 54: destroyed before it fired */
		return;
	}
	if (!p->band.found) {
		o->beyond = true;
		return;
	}
	o->hit = o->score >= p->band.hit_on;
	if (!o->hit)
		return;
	o->loss = p->band.hits < t->figures ? p->band.hits : t->figures;
	t->figures -= o->loss;
	o->stamina_loss = p->band.stamina;
	t->stamina -= o->stamina_loss;
	if (t->stamina < 0)
		t->stamina = 0;
	if (t->figures == 0) {
		t->removed = true;
		o->moral = "destroyed";
	} else if (o->stamina_loss > 0 && t->stamina <= st->rout_stamina &&
		   t->state < 2) {
		t->state++;
		o->moral = t->state == 1 ? "routing" : "broken";
		o->state_changed = true;
	}
}

static int
decl_mode(const struct decl *d)
{
	const char *v = kv_get(d->kv, d->nkv, "as");
	for (int i = 0; v && mode_names[i]; i++)
		if (strcmp(mode_names[i], v) == 0)
			return i;
	return MODE_ACTIVATED;
}

static long
unit_index(const struct game *g, const char *name)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (strcmp(g->units[i].name, name) == 0)
			return (long)i;
	return -1;
}

/* 54: return fire answers the fire of the unit that fired at it, fire at
 * a charger answers its charge. When that fire was cancelled (no longer
 * declared, not fired this turn) or the charge withdrawn, the answer is
 * not carried out; NULL when it still stands (or the umpire said so). */
static const char *
reason_gone(const struct game *g, const struct decl *d, const struct unit *A,
	    const struct unit *T)
{
	enum act_mode mode = (enum act_mode)decl_mode(d);
	bool b;
	if (mode == MODE_RETURN) {
		const char *v = kv_get(d->kv, d->nkv, "fired_upon");
		if (v && um_parse_bool(v, &b) && b)
			return NULL;
		if (ACT(T)->fired_turn == g->bound &&
		    strcmp(ACT(T)->fired_target, A->name) == 0)
			return NULL;
		for (size_t i = 0; i < g->ndecls; i++)
			if (g->decls[i].kind == DECL_FIRE &&
			    strcmp(g->decls[i].actor, T->name) == 0 &&
			    strcmp(g->decls[i].target, A->name) == 0)
				return NULL;
		return "the fire it answered was cancelled: there is nothing "
		       "to return";
	}
	if (mode == MODE_CHARGE) {
		const char *v = kv_get(d->kv, d->nkv, "charged");
		if (v && um_parse_bool(v, &b) && b)
			return NULL;
		if (ACT(T)->charge_turn == g->bound &&
		    strcmp(ACT(T)->charge_target, A->name) == 0)
			return NULL;
		return "the charge it answered is no longer declared";
	}
	return NULL;
}

/* Plans of every declared fire, in declaration order. */
static int
plan_all(struct cmd_ctx *ctx, const struct act_settings *st,
	 struct fire_plan **out, size_t *n)
{
	/* Defined on every path: the callers test our -1, but cmd_error's
	 * lives in another file. */
	*out = NULL;
	*n = 0;
	struct game *g = ctx->g;
	struct fire_plan *p = um_xcalloc(g->ndecls ? g->ndecls : 1, sizeof *p);
	size_t k = 0;
	for (size_t i = 0; i < g->ndecls; i++) {
		const struct decl *d = &g->decls[i];
		long ai = unit_index(g, d->actor),
		     ti = unit_index(g, d->target);
		double range = 0;
		const char *rv = kv_get(d->kv, d->nkv, "range");
		if (ai < 0 || ti < 0 || rv == NULL ||
		    !um_parse_double(rv, &range)) {
			free(p);
			return cmd_error(ctx,
					 "declaration %s at %s is "
					 "incomplete; cancel it",
					 d->actor, d->target);
		}
		if (plan_fire(ctx, st, &g->units[ai],
			      (enum act_mode)decl_mode(d), range, &p[k]) < 0) {
			free(p);
			return -1;
		}
		p[k].firer = (size_t)ai;
		p[k].target = (size_t)ti;
		p[k].roll = d->roll;
		p[k].void_why = reason_gone(g, d, &g->units[ai], &g->units[ti]);
		k++;
	}
	*out = p;
	*n = k;
	return 0;
}

static void
sim_load(const struct act_settings *st, const struct game *g,
	 struct sim_unit *s)
{
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		s[i].figures = u->figures;
		s[i].stamina = unit_stamina(st, u);
		s[i].state = u->state;
		s[i].removed = u->removed;
	}
}

/* The FIRE and RESULT records of one fire carried out. */
static void
fire_records(struct cmd_ctx *ctx, const struct fire_plan *p,
	     const struct sim_unit *t, const struct fire_outcome *o)
{
	const struct game *g = ctx->g;
	const struct unit *A = &g->units[p->firer], *T = &g->units[p->target];
	struct rec r;
	rec_begin(&r, "FIRE");
	rec_str(&r, "firer", A->name);
	rec_str(&r, "target", T->name);
	rec_str(&r, "as", mode_names[p->mode]);
	rec_int(&r, "rating", p->rating);
	rec_str(&r, "rating_kind", p->reduced ? "reduced" : "normal");
	rec_num(&r, "range", p->range);
	rec_str(&r, "band", p->band.name);
	if (p->band.found)
		rec_int(&r, "hit_on", p->band.hit_on);
	rec_int(&r, "roll", p->roll.total);
	rec_int(&r, "mod", p->mod);
	rec_int(&r, "score", o->score);
	rec_bool(&r, "hit", o->hit);
	if (o->common_miss)
		rec_str(&r, "miss", "common-target");
	rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
	rec_begin(&r, "RESULT");
	rec_str(&r, "kind", "fire");
	rec_str(&r, "firer", A->name);
	rec_str(&r, "target", T->name);
	rec_int(&r, "loss", o->loss);
	rec_int(&r, "stamina_loss", o->stamina_loss);
	rec_int(&r, "stamina", t->stamina);
	rec_str(&r, "moral", o->moral);
	rec_str(&r, "state", g->rs->states[t->state]);
	rec_int(&r, "figures", t->figures);
	if (o->common_miss)
		rec_str(&r, "rule", "54");
	rec_bool(&r, "provisional", 1);
	rec_end(&r, ctx->out);
}

/* The human line and the explanation of one fire carried out. */
static void
fire_explain(struct cmd_ctx *ctx, const struct fire_plan *p,
	     const struct fire_outcome *o, struct explain *x)
{
	const struct game *g = ctx->g;
	const struct unit *A = &g->units[p->firer], *T = &g->units[p->target];
	if (o->common_miss) {
		out_text(ctx->out,
			 "  %s counts as a miss: %s was destroyed before it "
			 "fired, and it may not choose a new target (54)",
			 A->name, T->name);
		explain_add(x,
			    "  %s at %s: the common target was destroyed "
			    "before %s fired: a miss, no new target (54)",
			    A->name, T->name, A->name);
		return;
	}
	if (p->band.found)
		out_text(ctx->out,
			 "  (provisional table) %s: %d %+d = %d, hit on %d: "
			 "%s",
			 A->name, p->roll.total, p->mod, o->score,
			 p->band.hit_on, o->hit ? "hit" : "miss");
	else
		out_text(ctx->out,
			 "  (provisional table) %s: beyond the last range "
			 "band of %s: no effect",
			 A->name, arm_names[A->arm]);
	char need[32] = "-";
	if (p->band.found)
		snprintf(need, sizeof need, "%d", p->band.hit_on);
	explain_add(x,
		    "  %s fires at %s (%s, 54): morale rating %d%s gives %+d; "
		    "range %g %s is band %s, hit on %s; roll %d + %d = %d: "
		    "%s; %s loses %d figure%s and %d Stamina, morale %s "
		    "(provisional)",
		    A->name, T->name, mode_names[p->mode], p->rating,
		    p->reduced ? " (reduced, 54)" : "", p->mod, p->range,
		    game_unit_name(g), p->band.name, need, p->roll.total,
		    p->mod, o->score, o->hit ? "hit" : "miss", T->name, o->loss,
		    o->loss == 1 ? "" : "s", o->stamina_loss, o->moral);
}

/* 54: "A defending artillery or infantry unit being fired upon, is
 * permitted to fire back at the unit that fired at it ... without being
 * activated", once a turn, if it faces the firer; 55.6: a routing unit
 * being rallied may too. Said after the fire, from the unit's state. */
static void
return_fire_note(struct cmd_ctx *ctx, const struct fire_plan *p,
		 struct explain *x)
{
	const struct game *g = ctx->g;
	const struct unit *A = &g->units[p->firer], *T = &g->units[p->target];
	if (T->removed)
		return;
	bool arm_ok = T->arm == ARM_INFANTRY || T->arm == ARM_ARTILLERY ||
		      (T->arm == ARM_CAVALRY && ACT(T)->dismounted);
	bool state_ok = T->state == 0 || ACT(T)->rallying ||
			ACT(T)->state_changed_turn == g->bound;
	if (!arm_ok || !state_ok)
		return;
	if (ACT(T)->fired_turn == g->bound) {
		out_text(ctx->out,
			 "  %s has fired this turn: it does not fire back at "
			 "%s (54: once a turn)",
			 T->name, A->name);
		return;
	}
	out_text(ctx->out,
		 "  %s was fired on by %s: it may return fire at %s this "
		 "turn without being activated, if it faces %s, once a turn, "
		 "with its reduced morale rating where it has one (54; fire "
		 "%s at %s)",
		 T->name, A->name, A->name, A->name, T->name, A->name);
	explain_add(x, "  %s may return fire at %s without activation (54)",
		    T->name, A->name);
}

/* Bookkeeping of a fire carried out: once per turn (54), the target's
 * losses, the turn a state changed (55.6). */
static void
fire_commit(struct cmd_ctx *ctx, const struct fire_plan *p,
	    const struct sim_unit *t, const struct fire_outcome *o)
{
	struct game *g = ctx->g;
	struct unit *A = &g->units[p->firer], *T = &g->units[p->target];
	ACT(A)->fired_turn = g->bound;
	snprintf(ACT(A)->fired_target, sizeof ACT(A)->fired_target, "%s",
		 T->name);
	ACT(A)->fired_missed_common = o->common_miss;
	if (p->mode == MODE_RETURN)
		ACT(A)->returned_fire_turn = g->bound;
	T->figures = t->figures;
	T->removed = t->removed;
	if (o->stamina_loss > 0 || ACT(T)->stamina >= 0)
		ACT(T)->stamina = t->stamina;
	if (T->state != t->state) {
		T->state = t->state;
		ACT(T)->state_changed_turn = g->bound;
	}
}

/* OP3: artillery that returns fire loses a Stamina point. */
static void
fire_op3(struct cmd_ctx *ctx, const struct act_settings *st,
	 const struct fire_plan *p, struct sim_unit *fa, struct explain *x)
{
	struct unit *A = &ctx->g->units[p->firer];
	if (p->mode != MODE_RETURN || A->arm != ARM_ARTILLERY || !st->op3)
		return;
	if (fa->stamina > 0)
		fa->stamina--;
	ACT(A)->stamina = fa->stamina;
	struct rec r;
	rec_begin(&r, "STAMINA");
	rec_str(&r, "unit", A->name);
	rec_int(&r, "change", -1);
	rec_int(&r, "stamina", fa->stamina);
	rec_str(&r, "rule", "OP3");
	rec_end(&r, ctx->out);
	out_text(ctx->out,
		 "  %s returned fire: exhausted gun crews, -1 Stamina point "
		 "(optional rule OP3)",
		 A->name);
	explain_add(x,
		    "  %s is artillery that returned fire: -1 Stamina, now %d "
		    "(optional rule OP3)",
		    A->name, fa->stamina);
}

/* 54: a fire that is not carried out - its firer was destroyed by an
 * earlier fire, or what it answered was cancelled. NULL: it is. */
static const char *
fire_void(const struct fire_plan *p, const struct sim_unit *s)
{
	if (s[p->firer].removed)
		return "it was destroyed by an earlier fire: a destroyed unit "
		       "does not fire";
	return p->void_why;
}

static void
void_record(struct cmd_ctx *ctx, const struct fire_plan *p, const char *why,
	    struct explain *x)
{
	const struct unit *A = &ctx->g->units[p->firer];
	const struct unit *T = &ctx->g->units[p->target];
	struct rec r;
	rec_begin(&r, "FIRE");
	rec_str(&r, "firer", A->name);
	rec_str(&r, "target", T->name);
	rec_str(&r, "as", mode_names[p->mode]);
	rec_bool(&r, "carried_out", 0);
	rec_str(&r, "reason", why);
	rec_str(&r, "rule", "54");
	rec_end(&r, ctx->out);
	out_text(ctx->out, "  %s does not fire at %s: %s (54)", A->name,
		 T->name, why);
	explain_add(x, "  %s at %s: not carried out, %s (54)", A->name, T->name,
		    why);
}

int
act_resolve(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: resolve");
	struct act_settings st;
	struct fire_plan *p;
	size_t n;
	if (ctx_settings(ctx, &st) < 0 || plan_all(ctx, &st, &p, &n) < 0)
		return -1;
	struct game *g = ctx->g;
	struct sim_unit *s = um_xcalloc(g->nunits, sizeof *s);
	sim_load(&st, g, s);
	struct explain x = {0};
	explain_add(&x,
		    "  resolution of %zu fire%s, turn %d, in declaration "
		    "order (provisional table: data/activation/"
		    "fire-range.csv, fire-morale.csv)",
		    n, n == 1 ? "" : "s", g->bound);
	for (size_t i = 0; i < n; i++) {
		const char *why = fire_void(&p[i], s);
		if (why) {
			void_record(ctx, &p[i], why, &x);
			continue;
		}
		struct sim_unit *t = &s[p[i].target];
		struct fire_outcome o;
		sim_fire(&st, &p[i], p[i].roll.total, t, &o);
		fire_records(ctx, &p[i], t, &o);
		fire_explain(ctx, &p[i], &o, &x);
		fire_commit(ctx, &p[i], t, &o);
		return_fire_note(ctx, &p[i], &x);
		fire_op3(ctx, &st, &p[i], &s[p[i].firer], &x);
	}
	free(s);
	free(p);
	explain_publish(&x, g);
	game_clear_decls(g);
	g->resolutions++;
	return 0;
}

/* ---- odds ---------------------------------------------------------------- */

struct odds_entry {
	char *outcome;
	double p;
};

struct odds_list {
	size_t target;
	struct odds_entry *e;
	size_t n, cap;
};

static void
odds_add(struct odds_list *l, const char *outcome, double p)
{
	for (size_t i = 0; i < l->n; i++)
		if (strcmp(l->e[i].outcome, outcome) == 0) {
			l->e[i].p += p;
			return;
		}
	um_grow((void **)&l->e, &l->cap, l->n + 1, sizeof *l->e);
	l->e[l->n].outcome = um_xstrdup(outcome);
	l->e[l->n].p = p;
	l->n++;
}

static int
odds_cmp(const void *a, const void *b)
{
	return strcmp(((const struct odds_entry *)a)->outcome,
		      ((const struct odds_entry *)b)->outcome);
}

int
act_odds(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nword != ctx->argi || a->nkv)
		return cmd_error(ctx, "usage: odds");
	struct act_settings st;
	struct fire_plan *p;
	size_t n;
	if (ctx_settings(ctx, &st) < 0 || plan_all(ctx, &st, &p, &n) < 0)
		return -1;
	struct game *g = ctx->g;
	/* Distribution of one roll's total. */
	int lo = st.dice.n, hi = st.dice.n * st.dice.faces;
	int span = hi - lo + 1;
	double *dist = um_xcalloc((size_t)span, sizeof *dist);
	{
		/* By convolution (odds.h), not every result of the dice. */
		struct dice_dist dd;
		dice_dist_make(&dd, &st.dice, 1);
		for (int tot = lo; tot <= hi; tot++)
			dist[tot - lo] = dice_dist_total(&dd, tot) / dd.combos;
		dice_dist_free(&dd);
	}
	if (pow(span, (double)n) > ODDS_COMBOS_MAX) {
		free(dist);
		free(p);
		return cmd_error(ctx,
				 "odds: %zu fires of %d results each are "
				 "too many to enumerate; resolve some "
				 "first",
				 n, span);
	}
	double *hitp = um_xcalloc(n, sizeof *hitp);
	struct odds_list *tl = um_xcalloc(n, sizeof *tl);
	size_t nt = 0;
	for (size_t i = 0; i < n; i++) {
		size_t k = 0;
		while (k < nt && tl[k].target != p[i].target)
			k++;
		if (k == nt)
			tl[nt++].target = p[i].target;
	}
	int *cur = um_xcalloc(n ? n : 1, sizeof *cur);
	struct sim_unit *base = um_xcalloc(g->nunits, sizeof *base);
	struct sim_unit *s = um_xcalloc(g->nunits, sizeof *s);
	sim_load(&st, g, base);
	for (;;) {
		double prob = 1;
		for (size_t i = 0; i < n; i++)
			prob *= dist[cur[i]];
		if (prob > 0) {
			memcpy(s, base, g->nunits * sizeof *s);
			for (size_t i = 0; i < n; i++) {
				struct fire_outcome o;
				if (fire_void(&p[i], s))
					continue;
				sim_fire(&st, &p[i], lo + cur[i],
					 &s[p[i].target], &o);
				if (o.hit)
					hitp[i] += prob;
			}
			for (size_t k = 0; k < nt; k++) {
				const struct sim_unit *t = &s[tl[k].target];
				const struct unit *u = &g->units[tl[k].target];
				char buf[128];
				if (t->removed && !u->removed)
					snprintf(buf, sizeof buf, "destroyed");
				else
					snprintf(buf, sizeof buf,
						 "loss=%d stamina=%d state=%s",
						 u->figures - t->figures,
						 t->stamina,
						 g->rs->states[t->state]);
				odds_add(&tl[k], buf, prob);
			}
		}
		size_t i = 0;
		while (i < n && ++cur[i] == span)
			cur[i++] = 0;
		if (i == n)
			break;
	}
	for (size_t i = 0; i < n; i++) {
		struct rec r;
		rec_begin(&r, "ODDS");
		rec_str(&r, "firer", g->units[p[i].firer].name);
		rec_str(&r, "target", g->units[p[i].target].name);
		rec_str(&r, "outcome", "hit");
		char pb[32];
		snprintf(pb, sizeof pb, "%.4f", hitp[i]);
		rec_str(&r, "p", pb);
		rec_bool(&r, "provisional", 1);
		rec_end(&r, ctx->out);
	}
	for (size_t k = 0; k < nt; k++) {
		qsort(tl[k].e, tl[k].n, sizeof *tl[k].e, odds_cmp);
		for (size_t e = 0; e < tl[k].n; e++) {
			struct rec r;
			char pb[32];
			snprintf(pb, sizeof pb, "%.4f", tl[k].e[e].p);
			rec_begin(&r, "ODDS");
			rec_str(&r, "target", g->units[tl[k].target].name);
			rec_str(&r, "outcome", tl[k].e[e].outcome);
			rec_str(&r, "p", pb);
			rec_bool(&r, "provisional", 1);
			rec_end(&r, ctx->out);
			free(tl[k].e[e].outcome);
		}
		free(tl[k].e);
	}
	free(tl);
	free(cur);
	free(base);
	free(s);
	free(hitp);
	free(dist);
	free(p);
	return 0;
}
