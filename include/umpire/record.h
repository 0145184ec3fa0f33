/* record.h - a record (spec §6) as data: a TAG and its key=value fields,
 * in order. Commands build them (out.h rec_begin ... rec_end) and read
 * them from struct out (line->rec); the text form "TAG k=v k=\"a b\"" is
 * made only when a record leaves the process (record_text: batch output,
 * the journal, goldens), and read back only by record_parse, the one
 * reader (docs/hacking.md "Records"). */
#ifndef UMPIRE_RECORD_H
#define UMPIRE_RECORD_H

#include <stdbool.h>
#include <stddef.h>

/* "TAG\0key\0value\0key\0value\0...": n fields after the tag. */
struct record {
	char *buf;
	size_t len, cap;
	size_t n;
};

/* A record with its tag and no field yet. */
void record_init(struct record *, const char *tag);
void record_free(struct record *);
/* A deep copy of src into r (r not initialised). */
void record_copy(struct record *r, const struct record *src);
/* Append key=val (val NULL: ""). A key given twice keeps both; record_get
 * finds the first. */
void record_add(struct record *, const char *key, const char *val);

const char *record_tag(const struct record *);
/* Is the record's tag `tag`? */
bool record_is(const struct record *, const char *tag);
/* The value of key (unquoted), or NULL when the record has none. */
const char *record_get(const struct record *, const char *key);
/* The value of key copied into buf (cut to size); false (buf untouched)
 * when the record has none. */
bool record_value(const struct record *, const char *key, char *buf,
		  size_t size);
/* Does a ruling record name unit in one of the keys that name units
 * (firer, target, attacker, defender, unit)? */
bool record_names_unit(const struct record *, const char *unit);
/* The fields in order: start with *pos = NULL; false at the end. */
bool record_next(const struct record *, const char **pos, const char **key,
		 const char **val);

/* The text form: the tag, then " key=value" each, a value quoted as
 * out_quote() quotes it. A new string. */
char *record_text(const struct record *);

/* v quoted for a record or a command line when needed (spaces, quotes,
 * '#', '=', control characters or empty): a new string. */
char *record_quote(const char *v);

/* The one reader of the text form: a record from "TAG k=v ...", quotes
 * read as cmd_parse reads them (a token without '=' is kept as a field
 * with an empty key). 0, or -1 (r untouched) for an empty line or an
 * unterminated quote. */
int record_parse(const char *text, struct record *r);
/* The value of key in a record's text form, unquoted, into buf (cut to
 * size); false (buf "") when absent or not a record. */
bool record_text_value(const char *text, const char *key, char *buf,
		       size_t size);

#endif
