/* report.h - the parts of the after-action report that
 * the Markdown report (report.c) and the HTML page with its maps
 * (reporthtml.c) share (reportparts.c, below both; report_write_file is
 * report.c's): the replay of the journal, a ruling record taken
 * apart, the safe write of the file. Internal to the core. */
#ifndef UMPIRE_REPORT_H
#define UMPIRE_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "umpire/cmd.h"
#include "umpire/game.h"
#include "umpire/record.h"
#include "umpire/util.h"

/* What a replay of the journal calls. ruling: every ruling record (FIRE,
 * SHOT, MELEE, MORALE, FLEE, PURSUE, RESULT, STAFF), with the bound and phase
 * it was made in and the scratch game as it is after the line that made it.
 * bound_end (may be NULL): the game at the end of each bound, just before
 * the line that starts the next, and once more after the last line with
 * final set (the bound in progress). */
struct report_hooks {
	void (*ruling)(void *arg, int bound, const char *phase,
		       const struct record *rec, const struct game *g);
	void (*bound_end)(void *arg, const struct game *g, int bound,
			  bool final);
	void *arg;
};

/* 0, or -1 (ctx->err). */
int report_replay_hooks(struct cmd_ctx *, const struct report_hooks *);

/* A ruling record taken apart as the report shows it: its tag, who acted
 * and on whom, "dice 3,4,5; roll 12; ..." and whether it is provisional.
 * Release with ruling_parts_free. */
struct ruling_parts {
	char tag[16];
	char who[96], whom[96];
	struct strbuf details; /* "-" when there is nothing to show */
	bool provisional;
};
void ruling_parts_of(const struct record *rec, struct ruling_parts *);
void ruling_parts_free(struct ruling_parts *);

/* The sides of the roster in the order they first appear (malloc'd array
 * of pointers into g; the caller frees the array), and one side's figures
 * when added and now. */
const char **report_sides(const struct game *, size_t *nsides);
void report_side_figures(const struct game *, const char *side, long *start,
			 long *now);

/* Write text to path atomically (temporary file, fsync, rename): 0, or
 * -1 with ctx->err "report: cannot write PATH: why". */
int report_write_file(struct cmd_ctx *, const char *path,
		      const struct strbuf *text);

/* The report's log of the game (reportlog.h): the session's when it
 * holds every effective line (arrows: with the lines of its rulings
 * measured, report_log_arrows), else one made by replaying the journal
 * (*made: the caller frees it with rlog_free). NULL: the replay failed
 * (ctx->err). */
struct report_log;
const struct report_log *report_log_get(struct cmd_ctx *,
					struct report_log **made, bool arrows);

/* Where a report is written: sb, passed on to fp (when not NULL) as it
 * grows, so a long report is never whole in memory. */
struct report_sink {
	struct strbuf sb;
	FILE *fp;
	bool failed; /* a write to fp failed */
};
/* Pass sb on to fp: all of it, or when it holds 64 KiB or more. */
void report_sink_flush(struct report_sink *, bool all);

/* reporthtml.c: the HTML page of log rl into k. */
void report_html(struct cmd_ctx *, const struct report_log *rl,
		 struct report_sink *k, size_t *rulings, bool *any_provisional);

#endif
