/* frontend.c - helpers shared by the front ends. */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "umpire/printable.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

void
frontend_print(const struct out *o, FILE *f, FILE *err, bool teach)
{
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *l = &o->lines[i];
		/* No control character reaches the terminal raw
		 * (umpire/printable.h). */
		char *text = um_printable(l->text);
		switch (l->kind) {
		case OUT_WARNING:
			fprintf(err, "warning: %s\n", text);
			break;
		case OUT_TEACH:
			if (teach)
				fprintf(f, "  | %s\n", text);
			break;
		default:
			fprintf(f, "%s\n", text);
		}
		free(text);
	}
	fflush(f);
}

int
frontend_load_demo(struct session *s, const char *ruleset, char **err)
{
	const char *name = ruleset ? ruleset : s->g->rs->name;
	const struct ruleset *rs = ruleset_find(name);
	const char *path = rs ? rs->demo : NULL;
	size_t len;
	const char *text = path ? embedded_text(path, &len) : NULL;
	if (text == NULL) {
		*err = um_xasprintf("no demo scenario for %s", name);
		return -1;
	}
	char *copy = um_xstrndup(text, len);
	int lineno = 0;
	char *save = NULL;
	for (char *l = strtok_r(copy, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save)) {
		lineno++;
		struct out o;
		out_init(&o);
		char *e = NULL;
		if (session_exec(s, l, &o, &e) < 0) {
			*err = um_xasprintf("%s:%d: %s", path, lineno, e);
			free(e);
			out_free(&o);
			free(copy);
			return -1;
		}
		out_free(&o);
	}
	free(copy);
	return 0;
}
