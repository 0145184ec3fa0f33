/* example.c - the book's worked examples, runnable (`example`).
 *
 * An example is a scenario file NAME.cmd in the folder its ruleset's
 * descriptor names (`examples`, e.g. data/examples/RULESET/), embedded
 * like the tables. Its command lines run in a scratch session (embedded
 * tables, teaching on) so the game in play is never touched. Comment lines
 * carry the example's text and the book's expected results:
 *
 *   # title: TEXT          what the example is (shown by `example list`)
 *   # rule: SECTIONS       the rule sections it teaches
 *   # step: TEXT           starts a step; shown before its commands
 *   # teach: TEXT          the book's explanation, shown as teaching
 *   # book: TAG key=value... [says="..."] [differs="why"]
 *                          a record TAG of the last command's output must
 *                          hold every key=value (numbers compare as numbers)
 *   # book: NONE TAG key=value...
 *                          no record TAG of the last command's output holds
 *                          them all (a factor the book does not count)
 *   # book: TEXT "words"   some line of the last command's output holds words
 *   # book: ERROR "words"  the last command failed with a message holding
 *                          words
 *
 * `differs="why"` marks a known difference between the book and the
 * program (reported, not an error); if the program then agrees with the
 * book the mark is stale and that is an error. Other comments are ignored,
 * so an example file also runs as a plain script. `example FILE` (a path
 * with a '/') runs a group's own example file the same way.
 * docs/commands.md. */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "example.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

#define EXAMPLE_FILE_MAX (1 << 20)

/* The ruleset whose worked examples f is (a NAME.cmd in the folder its
 * descriptor names), or NULL. */
static const struct ruleset *
example_ruleset(const struct embedded_file *f)
{
	size_t len = strlen(f->path);
	if (len < 5 || strcmp(f->path + len - 4, ".cmd") != 0)
		return NULL;
	for (size_t r = 0; rules_list[r]; r++) {
		const char *dir = rules_list[r]->examples;
		if (dir && strncmp(f->path, dir, strlen(dir)) == 0 &&
		    strchr(f->path + strlen(dir), '/') == NULL)
			return rules_list[r];
	}
	return NULL;
}

static bool
is_example(const struct embedded_file *f)
{
	return example_ruleset(f) != NULL;
}

/* An example's ruleset and name (caller's buffers). */
static void
example_names(const struct embedded_file *f, char *rs, size_t rssz, char *name,
	      size_t namesz)
{
	const struct ruleset *of = example_ruleset(f);
	const char *base = f->path + strlen(of->examples);
	snprintf(rs, rssz, "%s", of->name);
	snprintf(name, namesz, "%.*s", (int)(strlen(base) - 4), base);
}

/* The embedded example NAME or RULESET/NAME; NULL if none. */
static const struct embedded_file *
example_find(const char *name)
{
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const struct embedded_file *f = &embedded_files[i];
		if (!is_example(f))
			continue;
		char rs[64], nm[128], full[200];
		example_names(f, rs, sizeof rs, nm, sizeof nm);
		snprintf(full, sizeof full, "%s/%s", rs, nm);
		if (strcmp(nm, name) == 0 || strcmp(full, name) == 0)
			return f;
	}
	return NULL;
}

/* The text after "# KEY:" on a line, or NULL. */
static const char *
directive(const char *line, const char *key)
{
	if (line[0] != '#')
		return NULL;
	line++;
	while (*line == ' ')
		line++;
	size_t klen = strlen(key);
	if (strncmp(line, key, klen) != 0 || line[klen] != ':')
		return NULL;
	line += klen + 1;
	while (*line == ' ')
		line++;
	return line;
}

/* Split an embedded file into lines (a copy; caller frees both). */
static char **
split_lines(const struct embedded_file *f, size_t *n, char **copy)
{
	*copy = um_xstrndup(f->data, f->len);
	char **lines = NULL;
	size_t cap = 0;
	*n = 0;
	char *p = *copy;
	while (*p) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		um_grow((void **)&lines, &cap, *n + 1, sizeof *lines);
		lines[(*n)++] = p;
		if (nl == NULL)
			break;
		p = nl + 1;
	}
	return lines;
}

static int
example_list(struct cmd_ctx *ctx)
{
	size_t shown = 0;
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const struct embedded_file *f = &embedded_files[i];
		if (!is_example(f))
			continue;
		char rs[64], name[128];
		example_names(f, rs, sizeof rs, name, sizeof name);
		size_t n;
		char *copy;
		char **lines = split_lines(f, &n, &copy);
		const char *title = "", *rule = "";
		long checks = 0, known = 0;
		for (size_t k = 0; k < n; k++) {
			const char *v;
			if ((v = directive(lines[k], "title")) != NULL)
				title = v;
			else if ((v = directive(lines[k], "rule")) != NULL)
				rule = v;
			else if ((v = directive(lines[k], "book")) != NULL) {
				checks++;
				/* A record-shaped book line: the one reader. */
				struct record br;
				if (record_parse(v, &br) == 0) {
					known +=
					    record_get(&br, "differs") != NULL;
					record_free(&br);
				}
			}
		}
		struct rec r;
		rec_begin(&r, "EXAMPLE");
		rec_str(&r, "name", name);
		rec_str(&r, "ruleset", rs);
		rec_str(&r, "rule", rule);
		rec_int(&r, "checks", checks);
		rec_int(&r, "known", known);
		rec_str(&r, "title", title);
		rec_end(&r, ctx->out);
		free(lines);
		free(copy);
		shown++;
	}
	if (shown == 0)
		out_text(ctx->out, "  (no worked examples are built in)");
	else
		out_text(ctx->out, "  example NAME runs one step by step");
	return 0;
}

/* What one command of the example said: its lines and any error. */
struct step_out {
	struct out o;
	char *err;
	bool err_expected; /* a `# book: ERROR` line matched it */
};

static bool
values_equal(const char *want, const char *got)
{
	if (strcmp(want, got) == 0)
		return true;
	double a, b;
	if (um_parse_double(want, &a) && um_parse_double(got, &b))
		return fabs(a - b) < 1e-9;
	return false;
}

static bool
is_meta_key(const char *k)
{
	return strcmp(k, "says") == 0 || strcmp(k, "differs") == 0;
}

/* Check one record-shaped book line against the records of so. Fills got
 * with the program's values of the wanted keys in the closest record. */
static bool
check_record(const struct args *want, const struct step_out *so,
	     struct strbuf *got)
{
	const char *tag = want->word[0];
	int best = -1;
	const struct record *bestrec = NULL;
	for (size_t i = 0; i < so->o.n; i++) {
		const struct record *r = &so->o.lines[i].rec;
		if (so->o.lines[i].kind != OUT_RECORD || !record_is(r, tag))
			continue;
		int score = 0;
		for (size_t k = 0; k < want->nkv; k++) {
			if (is_meta_key(want->kv[k].key))
				continue;
			const char *v = record_get(r, want->kv[k].key);
			if (v && values_equal(want->kv[k].val, v))
				score++;
		}
		if (score > best) {
			bestrec = r;
			best = score;
		}
	}
	sb_clear(got);
	sb_add(got, "");
	if (best < 0) {
		sb_addf(got, "(no %s record)", tag);
		return false;
	}
	bool all = true;
	sb_add(got, tag);
	for (size_t k = 0; k < want->nkv; k++) {
		if (is_meta_key(want->kv[k].key))
			continue;
		const char *v = record_get(bestrec, want->kv[k].key);
		char *q = v ? out_quote(v) : um_xstrdup("(none)");
		sb_addf(got, " %s=%s", want->kv[k].key, q);
		free(q);
		if (v == NULL || !values_equal(want->kv[k].val, v))
			all = false;
	}
	return all;
}

/* TEXT "words": any line of the output; ERROR "words": the error. */
static bool
check_words(const struct args *want, const struct step_out *so,
	    struct strbuf *got)
{
	sb_clear(got);
	sb_add(got, "");
	const char *words = want->nword > 1 ? want->word[1] : "";
	if (strcmp(want->word[0], "ERROR") == 0) {
		if (so->err == NULL) {
			sb_add(got, "(the command succeeded)");
			return false;
		}
		sb_addf(got, "error: %s", so->err);
		return strstr(so->err, words) != NULL;
	}
	for (size_t i = 0; i < so->o.n; i++)
		if (strstr(so->o.lines[i].text, words) != NULL) {
			sb_add(got, so->o.lines[i].text);
			return true;
		}
	sb_add(got, "(no line holds it)");
	return false;
}

struct tally {
	long checks, match, differ, known, stale, failed;
};

/* One `# book:` line: compare, report a BOOK record, count. */
static void
book_line(struct cmd_ctx *ctx, const char *text, int step, struct step_out *so,
	  bool ran, struct tally *t)
{
	struct args want;
	char *e = NULL;
	t->checks++;
	struct rec r;
	rec_begin(&r, "BOOK");
	rec_int(&r, "step", step);
	if (cmd_parse(text, &want, &e) < 0 || want.nword == 0) {
		rec_str(&r, "book", text);
		rec_str(&r, "program", e ? e : "(an empty book line)");
		rec_str(&r, "result", "bad-line");
		rec_end(&r, ctx->out);
		free(e);
		args_free(&want);
		t->differ++;
		return;
	}
	struct strbuf got;
	sb_init(&got);
	/* The book's side: the line without its says= and differs=. */
	sb_add(&got, want.word[0]);
	for (size_t i = 1; i < want.nword; i++) {
		char *q = out_quote(want.word[i]);
		sb_addf(&got, " %s", q);
		free(q);
	}
	for (size_t k = 0; k < want.nkv; k++) {
		if (is_meta_key(want.kv[k].key))
			continue;
		char *q = out_quote(want.kv[k].val);
		sb_addf(&got, " %s=%s", want.kv[k].key, q);
		free(q);
	}
	rec_str(&r, "book", got.s);
	bool ok;
	if (!ran) {
		sb_add(&got, "(no command ran before this line)");
		ok = false;
	} else if (strcmp(want.word[0], "TEXT") == 0 ||
		   strcmp(want.word[0], "ERROR") == 0) {
		ok = check_words(&want, so, &got);
		if (ok && so->err)
			so->err_expected = true;
	} else if (strcmp(want.word[0], "NONE") == 0 && want.nword > 1) {
		/* NONE TAG key=value...: no record of TAG holds them all. */
		struct args inner = want;
		inner.word++;
		inner.nword--;
		ok = !check_record(&inner, so, &got);
		if (ok) {
			sb_clear(&got);
			sb_add(&got, "(no such record)");
		}
	} else {
		ok = check_record(&want, so, &got);
	}
	const char *differs = kv_get(want.kv, want.nkv, "differs");
	const char *result;
	if (ok && differs == NULL) {
		result = "match";
		t->match++;
	} else if (ok) {
		result = "stale-differs-mark";
		t->stale++;
	} else if (differs) {
		result = "known-difference";
		t->known++;
	} else {
		result = "DIFFERS";
		t->differ++;
	}
	rec_str(&r, "program", got.s);
	rec_str(&r, "result", result);
	rec_end(&r, ctx->out);
	const char *says = kv_get(want.kv, want.nkv, "says");
	if (says)
		out_text(ctx->out, "  book: %s -> %s", says,
			 ok ? "the program agrees" : "the program differs");
	if (differs)
		out_text(ctx->out, "  known difference: %s", differs);
	sb_free(&got);
	args_free(&want);
}

/* The last command failed and no book line expected it. */
static void
settle(struct step_out *so, struct tally *t)
{
	if (so->err && !so->err_expected)
		t->failed++;
	free(so->err);
	so->err = NULL;
	so->err_expected = false;
}

/* Run one command line of the example in the scratch session. */
static void
run_command(struct cmd_ctx *ctx, struct session *x, const char *line,
	    struct step_out *so, struct tally *t)
{
	settle(so, t);
	out_clear(&so->o);
	out_text(ctx->out, "  > %s", line);
	struct args a;
	char *e = NULL;
	if (cmd_parse(line, &a, &e) == 0 && a.nword > 0 &&
	    strcmp(a.word[0], "example") == 0) {
		so->err = um_xstrdup("an example cannot run an example");
	} else if (session_exec(x, line, &so->o, &so->err) < 0 &&
		   so->err == NULL) {
		so->err = um_xstrdup("command failed");
	}
	free(e);
	args_free(&a);
	/* Teaching is on in an example: its lines show as text. */
	for (size_t i = 0; i < so->o.n; i++) {
		const struct out_line *l = &so->o.lines[i];
		if (l->kind == OUT_TEACH)
			out_text(ctx->out, "  | %s", l->text);
		else
			out_add(ctx->out, l->kind, l->text);
	}
	if (so->err)
		out_text(ctx->out, "  error: %s", so->err);
}

/* Run the example in f; its name and ruleset are given. */
static int
example_run(struct cmd_ctx *ctx, const struct embedded_file *f,
	    const char *name, const char *rs)
{
	struct session_opts opts = {.seed = 1, .teach = true};
	char *err = NULL;
	struct session *x = session_create(&opts, &ctx->s->commands, &err);
	if (x == NULL) {
		cmd_error(ctx, "example %s: %s", name, err);
		free(err);
		return -1;
	}
	size_t n;
	char *copy;
	char **lines = split_lines(f, &n, &copy);
	bool has_book = false;
	for (size_t i = 0; i < n && !has_book; i++)
		has_book = directive(lines[i], "book") != NULL;
	if (!has_book) {
		free(lines);
		free(copy);
		session_free(x);
		return cmd_error(ctx,
				 "example %s has no # book: lines; an example "
				 "must say what the book expects (nothing was "
				 "run)",
				 name);
	}
	struct step_out so;
	out_init(&so.o);
	so.err = NULL;
	so.err_expected = false;
	struct tally t = {0};
	int step = 0;
	bool ran = false;
	for (size_t i = 0; i < n; i++) {
		const char *l = lines[i], *v;
		while (*l == ' ' || *l == '\t')
			l++;
		if (*l == '\0')
			continue;
		if ((v = directive(l, "title")) != NULL) {
			struct rec r;
			rec_begin(&r, "EXAMPLE");
			rec_str(&r, "name", name);
			rec_str(&r, "ruleset", rs);
			rec_str(&r, "title", v);
			rec_end(&r, ctx->out);
			out_text(ctx->out, "  %s", v);
		} else if ((v = directive(l, "rule")) != NULL) {
			out_text(ctx->out, "  rules: %s", v);
		} else if ((v = directive(l, "step")) != NULL) {
			out_text(ctx->out, "step %d: %s", ++step, v);
		} else if ((v = directive(l, "teach")) != NULL) {
			out_text(ctx->out, "  | %s", v);
		} else if ((v = directive(l, "book")) != NULL) {
			book_line(ctx, v, step, &so, ran, &t);
		} else if (l[0] != '#') {
			run_command(ctx, x, l, &so, &t);
			ran = true;
		}
	}
	settle(&so, &t);
	struct rec r;
	rec_begin(&r, "EXAMPLE");
	rec_str(&r, "name", name);
	rec_int(&r, "steps", step);
	rec_int(&r, "checks", t.checks);
	rec_int(&r, "match", t.match);
	rec_int(&r, "known", t.known);
	rec_int(&r, "differs", t.differ);
	rec_int(&r, "stale", t.stale);
	rec_int(&r, "errors", t.failed);
	rec_str(&r, "result",
		(t.differ || t.stale || t.failed) ? "DIFFERS"
		: t.known			  ? "matches-except-known"
						  : "matches");
	rec_end(&r, ctx->out);
	if (t.differ || t.stale || t.failed)
		out_text(ctx->out,
			 "  the program differs from the book: %ld of %ld "
			 "result%s",
			 t.differ, t.checks, t.checks == 1 ? "" : "s");
	else
		out_text(ctx->out,
			 "  the program agrees with the book: %ld of %ld "
			 "result%s%s",
			 t.match, t.checks, t.checks == 1 ? "" : "s",
			 t.known ? " (and the known differences)" : "");
	out_free(&so.o);
	free(lines);
	free(copy);
	session_free(x);
	if (t.differ || t.stale || t.failed)
		return cmd_error(ctx,
				 "example %s: %ld of %ld book results differ "
				 "from the program, %ld stale differs= marks, "
				 "%ld unexpected errors (BOOK records above)",
				 name, t.differ, t.checks, t.stale, t.failed);
	return 0;
}

/* An example written by the group: a file path (it holds a '/'). */
static int
example_from_file(struct cmd_ctx *ctx, const char *path)
{
	/* Opened without waiting: a FIFO or a device is refused, not
	 * read (it could block forever). */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	struct stat st;
	if (fd >= 0 && (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))) {
		close(fd);
		return cmd_error(ctx,
				 "example %s: not a plain file; a worked "
				 "example is a text file",
				 path);
	}
	FILE *fp = fd >= 0 ? fdopen(fd, "r") : NULL;
	if (fp == NULL) {
		int e = errno;
		if (fd >= 0)
			close(fd);
		return cmd_error(ctx,
				 "example %s: %s; a worked example is a "
				 "built-in NAME (example list) or a "
				 "file path",
				 path, strerror(e));
	}
	struct strbuf sb;
	sb_init(&sb);
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, fp)) > 0 &&
	       sb.len <= EXAMPLE_FILE_MAX)
		sb_addn(&sb, buf, n);
	bool bad = ferror(fp) || sb.len > EXAMPLE_FILE_MAX ||
		   (sb.len && memchr(sb.s, '\0', sb.len) != NULL);
	fclose(fp);
	if (bad) {
		sb_free(&sb);
		return cmd_error(ctx,
				 "example %s: not a readable text file of at "
				 "most %d bytes",
				 path, EXAMPLE_FILE_MAX);
	}
	struct embedded_file f = {path, sb.s ? sb.s : "", sb.len};
	const char *base = strrchr(path, '/') + 1;
	int r = example_run(ctx, &f, base, "-");
	sb_free(&sb);
	return r;
}

int
cmd_example(struct cmd_ctx *ctx, struct args *a)
{
	if (a->nkv || a->nword > ctx->argi + 1)
		return cmd_error(ctx, "usage: example [list|NAME|FILE]");
	if (a->nword == ctx->argi || strcmp(a->word[ctx->argi], "list") == 0 ||
	    strcmp(a->word[ctx->argi], "LIST") == 0)
		return example_list(ctx);
	const char *name = a->word[ctx->argi];
	if (name[0] == '\0')
		return cmd_error(ctx, "usage: example [list|NAME|FILE]; "
				      "`example list` lists the names");
	if (strchr(name, '/') != NULL && example_find(name) == NULL)
		return example_from_file(ctx, name);
	const struct embedded_file *f = example_find(name);
	if (f != NULL) {
		char rs[64], nm[128];
		example_names(f, rs, sizeof rs, nm, sizeof nm);
		return example_run(ctx, f, nm, rs);
	}
	/* Not found: suggest names that contain it. */
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	size_t near = 0;
	for (size_t i = 0; i < embedded_nfiles; i++) {
		if (!is_example(&embedded_files[i]))
			continue;
		char rs[64], nm[128];
		example_names(&embedded_files[i], rs, sizeof rs, nm, sizeof nm);
		if (strstr(nm, name) == NULL)
			continue;
		sb_addf(&sb, "%s%s", near ? ", " : "", nm);
		near++;
	}
	if (near)
		cmd_error(ctx, "no worked example named %s; did you mean %s?",
			  name, sb.s);
	else
		cmd_error(ctx,
			  "no worked example named %s; `example list` "
			  "lists them",
			  name);
	sb_free(&sb);
	return -1;
}
