/* batch.c - batch mode: commands from stdin or --script (spec §1). */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "umpire/util.h"

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
	int status = 0;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long lineno = 0;
	struct out out;
	out_init(&out);
	while ((len = getline(&line, &cap, in)) >= 0) {
		lineno++;
		if (memchr(line, '\0', (size_t)len) != NULL) {
			fprintf(stderr,
				"error: line %ld: NUL byte in the "
				"line; commands are text\n",
				lineno);
			status = 1;
			continue;
		}
		char *err = NULL;
		int r = session_exec(s, line, &out, &err);
		frontend_print(&out, stdout, stderr, o->teach);
		out_clear(&out);
		if (r < 0) {
			fprintf(stderr, "error: line %ld: %s\n", lineno, err);
			fflush(stderr);
			free(err);
			status = 1;
		}
	}
	out_free(&out);
	free(line);
	if (in != stdin)
		fclose(in);
	return status;
}
