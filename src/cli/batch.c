/* batch.c - batch mode: commands from stdin or --script (spec §1). */
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>

#include "frontend.h"
#include "linewalk.h"
#include "umpire/printable.h"
#include "umpire/util.h"

/* One line of in into line, without its newline (nor a CR before it):
 * 1, or 0 at the end. A line past CMD_LINE_MAX is read to its end but
 * not kept (*too_long): memory follows the limit, not the input. */
static int
batch_line(FILE *in, struct strbuf *line, bool *too_long, bool *nul)
{
	sb_clear(line);
	sb_add(line, "");
	*too_long = *nul = false;
	int c;
	bool any = false;
	while ((c = getc_unlocked(in)) != EOF) {
		any = true;
		if (c == '\n')
			break;
		if (c == '\0')
			*nul = true;
		if (line->len <= CMD_LINE_MAX)
			sb_addc(line, (char)c);
		else
			*too_long = true;
	}
	if (line->len && line->s[line->len - 1] == '\r')
		line->s[--line->len] = '\0';
	if (line->len > CMD_LINE_MAX)
		*too_long = true;
	return any ? 1 : 0;
}

/* A script that is the game file itself would journal its own lines
 * into the file it reads, forever (docs/game-files.md). */
static bool
script_is_game(FILE *in, const struct session *s)
{
	struct stat st;
	return s->file_known && fstat(fileno(in), &st) == 0 &&
	       st.st_dev == s->file_dev && st.st_ino == s->file_ino;
}

/* Where a walk's answers come from: the next lines of the input. */
struct batch_in {
	FILE *in;
	struct strbuf line;
	long lineno;
	int status;
	unsigned states_seen; /* states spelled out by walks (words) */
};

/* A walkthrough's next answer (linewalk.h): the next line that is not a
 * comment, shown after its prompt so the transcript reads as the walk
 * went; NULL at the end of the input or on a line batch refuses. */
static char *
batch_walk_read(void *ctx, const char *prompt)
{
	struct batch_in *b = ctx;
	bool too_long, nul;
	for (;;) {
		if (batch_line(b->in, &b->line, &too_long, &nul) != 1)
			return NULL;
		b->lineno++;
		if (nul || too_long) {
			fprintf(stderr,
				"error: line %ld: %s; a walk's answer is a "
				"short line of text\n",
				b->lineno,
				nul ? "NUL byte in the line" : "line too long");
			b->status = 1;
			return NULL;
		}
		if (b->line.s[strspn(b->line.s, " \t")] != '#')
			break;
	}
	char *safe = um_printable(b->line.s);
	printf("%s%s\n", prompt, safe);
	free(safe);
	return um_xstrdup(b->line.s);
}

/* `walk ...` (linewalk.h): the walkthrough, answered by the lines that
 * follow it; a walk the input ends before is written nowhere. */
static void
batch_walk(struct session *s, const struct options *o, struct batch_in *b)
{
	char where[32];
	snprintf(where, sizeof where, "line %ld: ", b->lineno);
	long at = b->lineno;
	char *walk = um_xstrdup(b->line.s);
	struct linewalk_io io = {.read = batch_walk_read,
				 .ctx = b,
				 .out = stdout,
				 .err = stderr,
				 .where = where,
				 .teach = o->teach,
				 .states_seen = &b->states_seen};
	fflush(stderr);
	int r = linewalk_run(s, walk, &io);
	fflush(stdout);
	free(walk);
	if (r < 0) {
		b->status = 1; /* said why on stderr */
	} else if (r > 0) {
		fprintf(stderr,
			"error: line %ld: the walk was left before its "
			"ruling; nothing of it was written\n",
			at);
		b->status = 1;
	}
}

int
batch_run(struct session *s, const struct options *o)
{
	FILE *in = stdin;
	if (o->script) {
		in = fopen(o->script, "r");
		if (in == NULL) {
			fprintf(stderr, "umpire: %s: cannot read the script\n",
				o->script);
			return 2;
		}
	}
	if (script_is_game(in, s)) {
		fprintf(stderr,
			"umpire: the commands come from the game file itself "
			"(%s); each would be written into it again, without "
			"end: read a copy of it\n",
			s->path);
		if (in != stdin)
			fclose(in);
		return 2;
	}
	struct batch_in b = {.in = in};
	sb_init(&b.line);
	bool too_long, nul;
	struct out out;
	out_init(&out);
	while (batch_line(in, &b.line, &too_long, &nul) == 1) {
		b.lineno++;
		if (nul || too_long) {
			if (nul)
				fprintf(stderr,
					"error: line %ld: NUL byte in the "
					"line; commands are text\n",
					b.lineno);
			else
				fprintf(stderr,
					"error: line %ld: line longer than %d "
					"characters\n",
					b.lineno, CMD_LINE_MAX);
			b.status = 1;
			continue;
		}
		if (linewalk_is(b.line.s)) {
			batch_walk(s, o, &b);
			continue;
		}
		char *err = NULL;
		int r = session_exec(s, b.line.s, &out, &err);
		frontend_print(&out, stdout, stderr, o->teach);
		out_clear(&out);
		if (r < 0) {
			char *safe = um_printable(err);
			fprintf(stderr, "error: line %ld: %s\n", b.lineno,
				safe);
			free(safe);
			fflush(stderr);
			free(err);
			b.status = 1;
		}
	}
	out_free(&out);
	sb_free(&b.line);
	if (in != stdin)
		fclose(in);
	return b.status;
}
