/* melee.h - internal to Belle Alliance melee (melee*.c): one attack
 * built from the roster, the map, the history and the umpire's answers. */
#ifndef UMPIRE_BA_MELEE_H
#define UMPIRE_BA_MELEE_H

#include <stdbool.h>

#include "ba.h"
#include "umpire/check.h"
#include "umpire/cmd.h"
#include "umpire/out.h"

#define MELEE_FACTORS_MAX 48
#define MELEE_ASKS_MAX 48

/* One party of a melee. */
struct mside {
	struct unit *u;
	struct unit *opp;
	const char *pfx; /* answer keys: "" attacker, "d_" defender */
	bool attack_col; /* uses Table 8's attack column (4.1.3) */
	bool is_sl;	 /* a skirmish line with a mother (4.3.1) */
	struct unit *sl; /* its own skirmish line: u is a soutien (4.3.2) */
	int sl_link;	 /* figures of the SL within 15 cm of its soutien */
	bool sl_between; /* 4.3.2: SL in the melee zone between */
	bool sl_between_known; /* ... decided by the map */
	int sl_near;	       /* SL on its own: figures within 15 cm of opp */
	int figures;	       /* figures counted in the melee (4.1.3, 4.3) */
	int uom_figures; /* figures that constitute units of melee (4.1.3) */
	int sl_uom;	 /* ... of which from its skirmish line (4.3.2) */
	int uom;	 /* units of melee */
	const char *uom_why;
	struct unit *neighbour; /* accepted neighbour unit (4.1.6) */
	struct unit *support;	/* accepted support unit (4.1.7) */
	bool charge;		/* attack at the charge (4.1.1) */
	struct ba_factor f[MELEE_FACTORS_MAX];
	size_t nf;
	double mod; /* sum of the counted factors */
};

struct mask {
	char key[64];
	char q[240];
	char allowed[32];
	char def[16];
	char rule[24];
};

/* An attack being checked, declared or resolved. */
struct mbuild {
	struct cmd_ctx *ctx;
	const struct ba_tables *bt;
	struct args *a;	      /* answers from the command line, or */
	const struct decl *d; /* ... from a stored declaration */
	struct answers ans;   /* a's or d's, read by mbuild_run */
	long self;	      /* index of d in g->decls, -1 none */
	bool force_mutual;    /* resolve: both attack (4.1.3) */
	bool no_mutual;	      /* resolve: the other attack is not carried
				 out, so this one is not mutual (4.1.3) */
	struct checklist chk; /* the checks, in rule order */
	bool failed;	      /* a condition fails: no attack */
	char fail[400];
	bool stop; /* not carried out, but no error (4.1.2) */
	char stop_why[400];
	bool stop_unreached; /* 4.1.2: not carried out, target kept */
	bool need;	     /* a question without a default */
	char need_key[64];
	char need_q[240];
	struct mask ask[MELEE_ASKS_MAX];
	size_t nask;
	/* The attack. */
	struct unit *announced; /* the target as announced */
	struct mside s[2];	/* [0] attacker, [1] defender */
	bool mutual;		/* both are attackers */
	bool flank, rear, uphill, hidden;
	enum cover cover;
	bool overreach[2]; /* 4.1.8 from the map: [0] A over D, [1] D over A */
	bool geo_known;	   /* both placed: the map decided 4.1.8 */
	bool continued;	   /* a continued attack (4.1.4) */
	char position[UM_NAME_MAX + 1];
};

/* Build one attack A vs D (the defender may be redirected by met=).
 * Returns -1 with ctx->err on a bad answer; check b->failed, b->stop and
 * b->need for the verdict. Free with mbuild_free. */
int mbuild_run(struct mbuild *, struct unit *a, struct unit *d);
void mbuild_init(struct mbuild *, struct cmd_ctx *, const struct ba_tables *);
void mbuild_free(struct mbuild *);
/* FACTOR records of one side. */
void melee_factor_records(struct mbuild *, int side, struct out *);
/* Dice showing one, enough to decide 5.5.3; -1 undecidable. */
int melee_ones(const struct ba_settings *, const struct roll *);
/* Flank or rear attack in a stored declaration (answers or map). */
bool melee_decl_flank_rear(const struct game *, const struct decl *);

#endif
