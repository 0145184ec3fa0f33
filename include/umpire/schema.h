/* schema.h - what each table file may hold, checked once when tables are
 * loaded (--tables, tables pinned in a game file, `game SETTING=...`).
 *
 * The columns of a file and, for a file with a `key` column, the keys it
 * may list (factor keys, setting names) are those of its embedded
 * version: a file replaces the embedded one of the same name and must be
 * read by the same code. A column whose embedded cells are all numbers
 * takes only numbers (blank where the embedded file has a blank). The
 * ruleset declares what the embedded file cannot say: which columns
 * together name a row (no duplicate rows) and which tables map ranges
 * (no gap, no overlap). Messages are "file:line: message". */
#ifndef UMPIRE_SCHEMA_H
#define UMPIRE_SCHEMA_H

#include "umpire/table.h"

enum range_kind {
	RANGE_NONE,
	RANGE_STEP,  /* whole-number indexes: next min = max + 1; open ends */
	RANGE_SHARED /* distances: next min = max (a shared boundary) */
};

struct table_schema {
	const char *file;
	const char *unique[3]; /* columns that together name a row */
	const char *lo, *hi;   /* range columns (range != RANGE_NONE) */
	const char *group;     /* ranges run per value of this column */
	enum range_kind range;
};

/* Check every table of ts against its embedded version and the schemas
 * (NULL-file terminated). 0, or -1 with *err. */
int schema_check(const struct tableset *ts, const struct table_schema *,
		 char **err);

#endif
