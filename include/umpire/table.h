/* table.h - rule tables as data (spec §5).
 *
 * Each ruleset has CSV files under data/RULESET/, compiled into the
 * program. --tables DIR replaces any of them by file name. A file whose
 * comments contain "status: provisional" is provisional. */
#ifndef UMPIRE_TABLE_H
#define UMPIRE_TABLE_H

#include <stdbool.h>
#include <stddef.h>

struct table_row {
	char **cell;
	int line; /* line number in the file, for messages */
};

struct table {
	char *name;   /* file name, e.g. "table12-loss-moral.csv" */
	char *origin; /* "embedded" or the path it was read from */
	char **col;
	int ncols;
	struct table_row *rows;
	size_t nrows;
	bool provisional;
};

/* Parse CSV text. Returns NULL and sets *err to "name:line: message". */
struct table *table_parse(const char *name, const char *origin,
			  const char *text, size_t len, char **err);
void table_free(struct table *);
/* Column index, or -1. */
int table_col(const struct table *, const char *name);
const char *table_cell(const struct table *, size_t row, int col);

/* An embedded file (generated at build time from data/). */
struct embedded_file {
	const char *path; /* "belle-alliance/settings.csv" */
	const char *data;
	size_t len;
};

extern const struct embedded_file embedded_files[];
extern const size_t embedded_nfiles;
/* An embedded file by path ("scenarios/demo.cmd"), or NULL. */
const char *embedded_text(const char *path, size_t *len);

/* The tables of one ruleset. */
struct tableset {
	char *ruleset;
	struct table **t;
	size_t n;
};

/* Load every embedded file of `ruleset`, each replaced by DIR/<name> when
 * that file exists in override_dir (may be NULL). */
struct tableset *tableset_load(const char *ruleset, const char *override_dir,
			       char **err);
void tableset_free(struct tableset *);
const struct table *tableset_get(const struct tableset *, const char *name);
/* Any provisional file in the set? */
bool tableset_any_provisional(const struct tableset *);

/* settings.csv helpers: value of key, or NULL. */
const char *tableset_setting(const struct tableset *, const char *key);

/* Typed cell access with messages naming file:line and the column. */
bool table_cell_int(const struct table *, size_t row, const char *col,
		    bool blank_ok, long *out, bool *blank, char **err);
bool table_cell_num(const struct table *, size_t row, const char *col,
		    bool blank_ok, double *out, bool *blank, char **err);
/* Require the given columns, in any order. */
bool table_require_cols(const struct table *, const char *const *cols,
			char **err);

#endif
