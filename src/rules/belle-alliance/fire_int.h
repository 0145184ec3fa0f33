/* fire_int.h - internals shared by fire.c and fire_odds.c. */
#ifndef UMPIRE_BA_FIRE_INT_H
#define UMPIRE_BA_FIRE_INT_H

#include "ba.h"
#include "geometry.h"
#include "umpire/check.h"

#define FIRE_FACTORS_MAX 64

/* struct check's kind: a failed firer check refuses the declaration; a
 * failed condition lets it stand, and the fire is not carried out
 * (3.1.1). */
enum chk_kind { CHK_FIRER, CHK_CONDITION, CHK_INFO };

struct fire_part {
	struct decl *decl; /* NULL for the candidate on a line */
	bool candidate;
	struct answers ans; /* the line's, or the declaration's */
	struct unit *u, *t;
	struct roll roll;
	int group, nparts;
	bool split; /* the group fires at two targets (3.1.2) */
	int figures, guns;
	bool figures_given, guns_given, short_given, short_want;
	int uof, short_rem;
	bool short_used, short_allowed;
	int designated; /* figures designated; figures: those taking part */
	struct checklist chk;
	bool refused, ask, carried;
	const struct check *refuse, *asked, *fail; /* first of each, in chk */
	bool range_only; /* 3.4.1: ranging without a roll */
	bool art, geo_known;
	struct ba_fire_geo geo; /* the map's answers (geo.known: both placed) */
	char weapon[UM_NAME_MAX + 1];
	double range;
	const char *range_source;
	int zone;
	bool canister;
	enum ba_edge edge;
	const char *edge_source;
	bool column;
	const char *column_source;
	enum cover cover;
	const char *cover_source;
	struct unit *nb, *sup;
	bool soutien, soutien_known;
	struct unit *sl;
	int sl_figures;
	bool through_sl;
	const struct ba_factor_table *ft;
	struct ba_factor f[FIRE_FACTORS_MAX];
	size_t nf;
	double loss_mod, moral_mod;
	long loss_index, moral_index;
	double loss_per, raw;
	enum ba_moral moral;
	bool provisional;
	int staff, staff_fell; /* Table 18: the side's penalty on the roll */
	int num_firer, num_target; /* 3.4.3: the figures compared */
};

struct fire_env {
	struct cmd_ctx *ctx;
	struct game *g;
	struct ba_tables *bt;
	struct fire_part *parts; /* own[] when they fit: no allocation */
	size_t n;
	struct fire_part *cand;
	bool short_cut; /* one_short took a part's short unit of fire */
	struct fire_part own[2];
};

/* fire.c: every declared fire as parts, evaluated (rolls as declared). */
int ba_fire_env_declared(struct cmd_ctx *, struct ba_tables *,
			 struct fire_env *);
void ba_fire_env_free(struct fire_env *);
/* Re-derive a part's results for another roll total (odds). */
void ba_fire_part_reroll(const struct ba_tables *, struct fire_part *,
			 int total);

#endif
