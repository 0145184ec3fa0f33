/* out.h - where commands put what they have to say.
 *
 * The core never prints. A command appends lines to a struct out; each
 * front end (batch, line mode, TUI) renders them its own way. Records are
 * spec §6 lines: a TAG in capitals, then key=value tokens. */
#ifndef UMPIRE_OUT_H
#define UMPIRE_OUT_H

#include <stdbool.h>
#include <stddef.h>

enum out_kind {
	OUT_RECORD,  /* machine-readable record, spec §6 */
	OUT_TEXT,    /* human-readable; never starts with a TAG */
	OUT_TEACH,   /* rule explanation, shown in teaching mode */
	OUT_WARNING, /* something the umpire must notice */
};

struct out_line {
	enum out_kind kind;
	char *text;
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
	 * STAFF, PURSUE: history results, explain's words); text is not
	 * even formatted. */
	bool quiet;
	/* The question of the last command, when it asked one (cmd_needs;
	 * session_exec clears it first), or NULL. */
	struct out_question *asked;
};

void out_init(struct out *);
void out_free(struct out *);
void out_clear(struct out *);
void out_add(struct out *, enum out_kind, const char *);
void out_text(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void out_teach(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void out_warn(struct out *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Move every line of src to the end of dst (and its question). */
void out_append(struct out *dst, struct out *src);
/* Set (replace) the question asked; out_ask_clear drops it. */
void out_ask(struct out *, const char *key, const char *question,
	     const char *allowed);
void out_ask_clear(struct out *);

/* Record builder: rec_begin, then fields, then rec_end appends it. */
struct rec {
	char *buf;
	size_t len;
	size_t cap;
};

void rec_begin(struct rec *, const char *tag);
void rec_str(struct rec *, const char *key, const char *val);
void rec_int(struct rec *, const char *key, long val);
/* Numbers print compactly: 3, 2.5, 0.33. */
void rec_num(struct rec *, const char *key, double val);
void rec_bool(struct rec *, const char *key, int val);
void rec_end(struct rec *, struct out *);
/* Quote a value for a record or command line when needed (spaces, quotes,
 * '#', '=' or empty). Returns a new string. */
char *out_quote(const char *);

#endif
