/* tokenize.h - the words of a command line (spec §2): positional words
 * and key=value pairs, and the canonical text of a parsed line. Knows no
 * command: the command table is cmd.h's. */
#ifndef UMPIRE_TOKENIZE_H
#define UMPIRE_TOKENIZE_H

#include <stdbool.h>
#include <stddef.h>

#include "umpire/game.h"

#define CMD_LINE_MAX 4096
#define CMD_TOKENS_MAX 128

/* A parsed line: words (positional) and key=value pairs, in order. */
struct args {
	char **word; /* positional tokens, the command name(s) included */
	size_t nword;
	struct kv *kv;
	bool *used; /* kv[i] consumed by the handler */
	size_t nkv;
	/* cmd_parse: every token's text in one block (NULL: each string its
	 * own allocation); args_free frees a string outside it only. */
	char *text;
	size_t textcap;
};

/* Split a line into tokens (spec §2: spaces, "quotes", \" inside, # to the
 * end of line). Returns 0 and fills a (possibly with no words: blank or
 * comment), or -1 with *err set. */
int cmd_parse(const char *line, struct args *a, char **err);
void args_free(struct args *);
/* Free one word, key or value of a (taken out of it or replaced): a
 * string of the parsed line's block stays with the block. */
void args_free_string(const struct args *, char *);
/* The canonical text of a parsed line: tokens re-quoted as needed. */
char *args_format(const struct args *);

/* Key access; args_get marks the key used. */
const char *args_get(struct args *, const char *key);
bool args_has(const struct args *, const char *key);

#endif
