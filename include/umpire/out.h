/* out.h - where commands put what they have to say.
 *
 * The core never prints. A command appends lines to a struct out; each
 * front end (batch, line mode, TUI) renders them its own way. Records are
 * spec §6 lines: a TAG in capitals, then key=value tokens; a record line
 * holds the record as data (line->rec, umpire/record.h) and its text form
 * for the front ends. Read records from line->rec, never from the text. */
#ifndef UMPIRE_OUT_H
#define UMPIRE_OUT_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/record.h"

enum out_kind {
	OUT_RECORD,  /* machine-readable record, spec §6 */
	OUT_TEXT,    /* human-readable; never starts with a TAG */
	OUT_TEACH,   /* rule explanation, shown in teaching mode */
	OUT_WARNING, /* something the umpire must notice */
};

struct out_line {
	enum out_kind kind;
	/* text and rec.buf are in the out's blocks (out.c: a command's
	 * thousands of records), not allocated apart: out.c frees them. */
	bool in_block;
	char *text;	   /* the line as it leaves the process */
	struct record rec; /* OUT_RECORD: the record (else rec.buf NULL) */
};

/* A question a command leaves to the umpire: the answer key, the
 * question and the values allowed (NULL: any). Made by cmd_needs
 * (check.h) beside the one-line error; remembered answers (remember.c)
 * and the walkthrough read it, never the message. */
struct out_question {
	char *key, *question, *allowed;
};

struct out {
	struct out_line *lines;
	size_t n;
	size_t cap;
	/* A replay's throwaway output (the game file's loader, a rebuild):
	 * only the records read back after a command are kept (RESULT,
	 * STAFF, PURSUE: history results, explain's words; FIRE, SHOT,
	 * MELEE, MORALE, FLEE: the report's log, reportlog.c; FIRE, SHOT,
	 * MELEE: the questions' index, qindex.c); text is not even
	 * formatted. */
	bool quiet;
	/* The question of the last command, when it asked one (cmd_needs;
	 * session_exec clears it first), or NULL. */
	struct out_question *asked;
	/* `amend N COMMAND dry=yes`: the line the amendment would journal,
	 * its rolled dice in it (amend.c), or NULL. */
	char *dry_line;
	/* Where the text and record of lines past the first thousand are
	 * kept (out.c), freed by out_clear. */
	struct out_block *blocks;
};

void out_init(struct out *);
void out_free(struct out *);
void out_clear(struct out *);
/* Append a line; an OUT_RECORD's text (from outside: a server's reply)
 * is kept as given, its record read by record_parse. */
void out_add(struct out *, enum out_kind, const char *);
/* Append a copy of record r. */
void out_add_record(struct out *, const struct record *r);
/* Move line i of src to the end of dst; src keeps an empty line there. */
void out_move_line(struct out *dst, struct out *src, size_t i);
void out_text(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void out_teach(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void out_warn(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Drop the lines from n on. */
void out_truncate(struct out *, size_t n);
/* Move every line of src to the end of dst (and its question). */
void out_append(struct out *dst, struct out *src);
/* Set (replace) the question asked; out_ask_clear drops it. */
void out_ask(struct out *, const char *key, const char *question,
	     const char *allowed);
void out_ask_clear(struct out *);

/* Record builder: rec_begin, then fields, then rec_end appends it. */
struct rec {
	struct record r;
};

void rec_begin(struct rec *, const char *tag);
void rec_str(struct rec *, const char *key, const char *val);
void rec_int(struct rec *, const char *key, long val);
/* Numbers print compactly: 3, 2.5, 0.33. */
void rec_num(struct rec *, const char *key, double val);
void rec_bool(struct rec *, const char *key, int val);
void rec_end(struct rec *, struct out *);
/* Quote a value for a record or command line when needed (spaces, quotes,
 * '#', '=' or empty). Returns a new string (record_quote). */
char *out_quote(const char *);

#endif
