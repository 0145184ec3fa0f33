/* table.h - rule tables as data (spec §5).
 *
 * Each ruleset has CSV files under data/RULESET/, compiled into the
 * program. --tables DIR replaces any of them by file name. A file whose
 * comments contain "status: provisional" is provisional. */
#ifndef UMPIRE_TABLE_H
#define UMPIRE_TABLE_H

#include "umpire/suggest.h"
#include <stdbool.h>
#include <stddef.h>

struct kv;

struct table_row {
	char **cell;
	int line; /* line number in the file, for messages */
};

struct table {
	char *name;   /* file name, e.g. "settings.csv" */
	char *origin; /* "embedded" or the path it was read from */
	char **col;
	int ncols;
	struct table_row *rows;
	size_t nrows;
	bool provisional;
	/* The file's text as read (a UTF-8 BOM dropped, CRLF made LF): what
	 * a game file pins (docs/game-files.md). */
	char *text;
	size_t len;
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
	const char *path; /* "RULESET/settings.csv" */
	const char *data;
	size_t len;
};

extern const struct embedded_file embedded_files[];
extern const size_t embedded_nfiles;
/* An embedded file by path ("scenarios/demo.cmd"), or NULL. */
const char *embedded_text(const char *path, size_t *len);

/* A typed view of a tableset made by a ruleset, with the `game` settings
 * it was made with: made once, reused by every ruling until the tables or
 * the settings change (table_bound). */
struct table_binding {
	void *data;
	void (*free)(void *);
	struct kv *settings; /* copy of the game's settings it was made with */
	size_t nsettings;
	const void *owner; /* the ruleset that made it */
};

#define TABLE_BINDINGS 4

/* The tables of one ruleset. */
struct tableset {
	char *ruleset;
	struct table **t;
	size_t n;
	int refs;	 /* tableset_ref/tableset_free */
	char digest[17]; /* FNV-1a 64 of names and texts, hex */
	bool pinned;	 /* read from a game file */
	/* Typed views, one per owner (the shared settings, a ruleset's
	 * tables): TABLE_BINDINGS slots. */
	struct table_binding bound[TABLE_BINDINGS];
};

/* Load every embedded file of `ruleset`, each replaced by DIR/<name> when
 * that file exists in override_dir (may be NULL). */
struct tableset *tableset_load(const char *ruleset, const char *override_dir,
			       char **err);
/* Another reference; tableset_free drops one and frees at the last. */
struct tableset *tableset_ref(struct tableset *);
void tableset_free(struct tableset *);
/* Fill ts->digest from its tables (after adding or changing tables). */
void tableset_digest(struct tableset *);
/* A tableset from a game file's tables block: names, origins, texts. */
struct tableset *tableset_from_texts(const char *ruleset, size_t n,
				     const char *const *names,
				     const char *const *origins,
				     const char *const *texts,
				     const size_t *lens, char **err);
/* The first table that differs between a and b (by name and text), or
 * NULL when they are the same. */
const char *tableset_first_difference(const struct tableset *a,
				      const struct tableset *b);

/* --tables DIR: a readable folder whose every file is a table or settings
 * file some ruleset knows. -1 with *err "DIR/NAME: ...; did you mean" */
int tables_dir_check(const char *dir, char **err);
/* Is every file in dir one of ruleset's? */
bool tables_dir_fits(const char *ruleset, const char *dir);

struct game;
/* The binding of ts made by `owner` for g's settings, or NULL when there
 * is none or it was made for other settings. */
void *table_bound(const struct tableset *, const void *owner,
		  const struct game *);
/* Keep data as ts's binding for g's settings (ts is shared; the binding
 * is a cache, so it is not part of its value). */
void table_bind(const struct tableset *, const void *owner, const struct game *,
		void *data, void (*free_fn)(void *));
const struct table *tableset_get(const struct tableset *, const char *name);
/* Any provisional file in the set? */
bool tableset_any_provisional(const struct tableset *);

/* settings.csv helpers: value of key, or NULL. */
const char *tableset_setting(const struct tableset *, const char *key);
/* "; did you mean NAME?" for a misspelt setting name, or "". */
const char *tableset_setting_hint(const struct tableset *, const char *key);

/* Typed cell access with messages naming file:line and the column. */
bool table_cell_int(const struct table *, size_t row, const char *col,
		    bool blank_ok, long *out, bool *blank, char **err);
bool table_cell_num(const struct table *, size_t row, const char *col,
		    bool blank_ok, double *out, bool *blank, char **err);
/* Require the given columns, in any order. */
bool table_require_cols(const struct table *, const char *const *cols,
			char **err);

#endif
