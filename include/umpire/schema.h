/* schema.h - what each table file may hold, checked once when tables are
 * loaded (--tables, tables pinned in a game file, `game SETTING=...`).
 *
 * Each ruleset declares a schema per table file (struct ruleset
 * `tables`): its columns with their types (a number, a whole number,
 * text; blank or not), which columns together name a row (no duplicate
 * rows) and which tables map ranges (no gap, no overlap). For a file with
 * a `key` column, the keys it may list (factor keys) are those of its
 * embedded version: a file replaces the embedded one of the same name and
 * must be read by the same code. Messages are "file:line: message". */
#ifndef UMPIRE_SCHEMA_H
#define UMPIRE_SCHEMA_H

#include "umpire/table.h"

enum range_kind {
	RANGE_NONE,
	RANGE_STEP,  /* whole-number indexes: next min = max + 1; open ends */
	RANGE_SHARED /* distances: next min = max (a shared boundary) */
};

enum column_type {
	COL_TEXT, /* any text */
	COL_INT,  /* a whole number */
	COL_NUM	  /* a number */
};

/* One declared column: its name, type and whether a cell may be blank. */
struct table_column {
	const char *name;
	enum column_type type;
	bool blank_ok;
};

struct table_schema {
	const char *file;
	const char *unique[3]; /* columns that together name a row */
	const char *lo, *hi;   /* range columns (range != RANGE_NONE) */
	const char *group;     /* ranges run per value of this column */
	enum range_kind range;
	/* The columns (NULL-name terminated), in the embedded file's order;
	 * a file holds exactly these, in any order. */
	const struct table_column *cols;
	const char *what; /* one line for docs/tables.md */
};

/* Check every table of ts against its schema (NULL-file terminated) and,
 * for its keys, its embedded version. 0, or -1 with *err. */
int schema_check(const struct tableset *ts, const struct table_schema *,
		 char **err);
/* The schema of a file in schemas, or NULL. */
const struct table_schema *schema_find(const struct table_schema *,
				       const char *file);
/* Every ruleset's tables and settings as markdown (docs/tables.md,
 * `help format=tables-md`; caller frees). */
char *schema_doc_md(void);

#endif
