/* batch.c - batch mode: commands from stdin or --script (spec §1). */
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>

#include "frontend.h"
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
	int status = 0;
	struct strbuf line;
	sb_init(&line);
	long lineno = 0;
	bool too_long, nul;
	struct out out;
	out_init(&out);
	while (batch_line(in, &line, &too_long, &nul) == 1) {
		lineno++;
		if (nul || too_long) {
			if (nul)
				fprintf(stderr,
					"error: line %ld: NUL byte in the "
					"line; commands are text\n",
					lineno);
			else
				fprintf(stderr,
					"error: line %ld: line longer than %d "
					"characters\n",
					lineno, CMD_LINE_MAX);
			status = 1;
			continue;
		}
		char *err = NULL;
		int r = session_exec(s, line.s, &out, &err);
		frontend_print(&out, stdout, stderr, o->teach);
		out_clear(&out);
		if (r < 0) {
			char *safe = um_printable(err);
			fprintf(stderr, "error: line %ld: %s\n", lineno, safe);
			free(safe);
			fflush(stderr);
			free(err);
			status = 1;
		}
	}
	out_free(&out);
	sb_free(&line);
	if (in != stdin)
		fclose(in);
	return status;
}
