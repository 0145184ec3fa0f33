/* tokenize.c - a command line into words and key=value pairs (spec §2),
 * and back to its canonical text. Knows no command. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "umpire/out.h"
#include "umpire/tokenize.h"
#include "umpire/util.h"

void
args_free_string(const struct args *a, char *p)
{
	/* Compared as integers: p may be any allocation. */
	uintptr_t q = (uintptr_t)p, b = (uintptr_t)a->text;
	if (a->text == NULL || q < b || q >= b + a->textcap)
		free(p);
}

void
args_free(struct args *a)
{
	if (a->text == NULL) {
		for (size_t i = 0; i < a->nword; i++)
			free(a->word[i]);
		kv_free_array(a->kv, a->nkv);
	} else {
		for (size_t i = 0; i < a->nword; i++)
			args_free_string(a, a->word[i]);
		for (size_t i = 0; i < a->nkv; i++) {
			args_free_string(a, a->kv[i].key);
			args_free_string(a, a->kv[i].val);
		}
		free(a->kv);
		free(a->text);
	}
	free(a->word);
	free(a->used);
	memset(a, 0, sizeof *a);
}

/* Read one token starting at *pp into tok (room for the rest of the
 * line), ending it with '\0'; quotes may appear anywhere in it and group
 * spaces. Sets *eq where an unquoted '=' split key and value. */
static int
next_token(const char **pp, char *tok, size_t *eq, char **err)
{
	const char *p = *pp;
	bool quoted = false;
	size_t n = 0;
	*eq = (size_t)-1;
	for (;;) {
		/* A run of what needs no decision, quoted or not: not a
		 * space, tab, control character, quote, '#', '=' or '\\'
		 * (most of a line). */
		while ((unsigned char)*p > 0x20 && *p != '"' && *p != '#' &&
		       *p != '=' && *p != '\\')
			tok[n++] = *p++;
		char c = *p;
		/* The line's own newline ends it: a quote still open there
		 * is unterminated, not a control character. */
		if (c == '\0' || ((c == '\n' || c == '\r') &&
				  p[strspn(p, "\r\n")] == '\0')) {
			if (quoted) {
				*err = um_xstrdup("unterminated quote: close "
						  "it with \"");
				return -1;
			}
			break;
		}
		if (!quoted && (c == ' ' || c == '\t' || c == '\r' ||
				c == '\n' || c == '#'))
			break;
		if (c == '"') {
			quoted = !quoted;
			p++;
			continue;
		}
		if (quoted && c == '\\' && (p[1] == '"' || p[1] == '\\')) {
			tok[n++] = p[1];
			p += 2;
			continue;
		}
		if ((unsigned char)c < 0x20 && c != '\t') {
			*err = um_xstrdup("control character in the line; "
					  "only printable text is allowed");
			return -1;
		}
		if (!quoted && c == '=' && *eq == (size_t)-1)
			*eq = n;
		tok[n++] = c;
		p++;
	}
	tok[n] = '\0';
	*pp = p;
	return 0;
}

int
cmd_parse(const char *line, struct args *a, char **err)
{
	memset(a, 0, sizeof *a);
	size_t len = strlen(line);
	/* A comment line may be as long as a game file's line (16 KiB,
	 * docs/game-files.md); a command at most CMD_LINE_MAX. */
	if (len > CMD_LINE_MAX && line[strspn(line, " \t")] != '#') {
		*err = um_xasprintf("line longer than %d characters",
				    CMD_LINE_MAX);
		return -1;
	}
	long bad = um_utf8_bad(line);
	if (bad >= 0) {
		*err =
		    um_xasprintf("byte 0x%02x at column %ld is not UTF-8 "
				 "text; write the line in UTF-8",
				 (unsigned)(unsigned char)line[bad], bad + 1);
		return -1;
	}
	size_t capw = 0, capkv = 0;
	/* Every token into one block: a token is never longer than the
	 * part of the line it was read from, and a space at least follows
	 * each but the last, room for its '\0' (a key and its value split
	 * one token at its '=', which becomes the key's '\0'). */
	a->textcap = len + 2;
	a->text = um_xmalloc(a->textcap);
	size_t used = 0;
	const char *p = line;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '\0' || *p == '#')
			break;
		size_t eq;
		char *tok = a->text + used;
		if (next_token(&p, tok, &eq, err) < 0)
			goto fail;
		size_t tlen = strlen(tok);
		if (a->nword + a->nkv >= CMD_TOKENS_MAX) {
			*err = um_xasprintf("more than %d tokens on one line",
					    CMD_TOKENS_MAX);
			goto fail;
		}
		if (eq != (size_t)-1) {
			char *key = tok, *val = tok + eq + 1;
			key[eq] = '\0'; /* key '\0' value '\0' */
			used += tlen + 1;
			if (!um_is_ident(key, 64)) {
				*err = um_xasprintf(
				    "\"%s\" is not a key: keys are letters, "
				    "digits, _ - . followed by =",
				    key[0] ? key : "=");
				goto fail;
			}
			for (size_t i = 0; i < a->nkv; i++)
				if (a->kv[i].key[0] == key[0] &&
				    strcmp(a->kv[i].key, key) == 0) {
					*err = um_xasprintf(
					    "key %s given twice; give each key "
					    "once",
					    key);
					goto fail;
				}
			um_grow((void **)&a->kv, &capkv, a->nkv + 1,
				sizeof *a->kv);
			a->kv[a->nkv].key = key;
			a->kv[a->nkv].val = val;
			a->nkv++;
		} else {
			used += tlen + 1;
			um_grow((void **)&a->word, &capw, a->nword + 1,
				sizeof *a->word);
			a->word[a->nword++] = tok;
		}
	}
	a->used = um_xcalloc(a->nkv ? a->nkv : 1, sizeof *a->used);
	return 0;
fail:
	args_free(a);
	return -1;
}

/* v as out_quote() writes it, added to sb without a copy when it needs no
 * quotes (the journal line of every command is formatted here). */
static void
add_quoted(struct strbuf *sb, const char *v)
{
	const char *p = v;
	while (*p && *p != ' ' && *p != '"' && *p != '#' && *p != '\\' &&
	       *p != '=' && (unsigned char)*p >= 0x20) /* a tab too */
		p++;
	if (*p == '\0' && p > v) {
		sb_addn(sb, v, (size_t)(p - v));
		return;
	}
	char *q = out_quote(v);
	sb_add(sb, q);
	free(q);
}

char *
args_format(const struct args *a)
{
	/* Room for the whole line at once (quotes grow it when needed). */
	size_t room = 1;
	for (size_t i = 0; i < a->nword; i++)
		room += strlen(a->word[i]) + 1;
	for (size_t i = 0; i < a->nkv; i++)
		room += strlen(a->kv[i].key) + strlen(a->kv[i].val) + 2;
	struct strbuf sb;
	sb_init(&sb);
	um_grow((void **)&sb.s, &sb.cap, room, 1);
	sb_add(&sb, "");
	for (size_t i = 0; i < a->nword; i++) {
		if (i)
			sb_addc(&sb, ' ');
		add_quoted(&sb, a->word[i]);
	}
	for (size_t i = 0; i < a->nkv; i++) {
		sb_addc(&sb, ' ');
		sb_add(&sb, a->kv[i].key);
		sb_addc(&sb, '=');
		add_quoted(&sb, a->kv[i].val);
	}
	return sb_steal(&sb);
}

const char *
args_get(struct args *a, const char *key)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (a->kv[i].key[0] == key[0] &&
		    strcmp(a->kv[i].key, key) == 0) {
			a->used[i] = true;
			return a->kv[i].val;
		}
	return NULL;
}

bool
args_has(const struct args *a, const char *key)
{
	for (size_t i = 0; i < a->nkv; i++)
		if (a->kv[i].key[0] == key[0] && strcmp(a->kv[i].key, key) == 0)
			return true;
	return false;
}
