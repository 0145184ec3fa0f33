/* frontend.c - helpers shared by the front ends. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "frontend.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

void
frontend_print(const struct out *o, FILE *f, FILE *err, bool teach)
{
	for (size_t i = 0; i < o->n; i++) {
		const struct out_line *l = &o->lines[i];
		switch (l->kind) {
		case OUT_WARNING:
			fprintf(err, "warning: %s\n", l->text);
			break;
		case OUT_TEACH:
			if (teach)
				fprintf(f, "  | %s\n", l->text);
			break;
		default:
			fprintf(f, "%s\n", l->text);
		}
	}
	fflush(f);
}

int
frontend_load_demo(struct session *s, const char *ruleset, char **err)
{
	char path[128];
	snprintf(path, sizeof path, "scenarios/demo-%s.cmd",
		 ruleset ? ruleset : s->g->rs->name);
	size_t len;
	const char *text = embedded_text(path, &len);
	if (text == NULL) {
		*err = um_xasprintf("no demo scenario for %s",
				    ruleset ? ruleset : s->g->rs->name);
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

static char *
xdg_dir(const char *var, const char *fallback, const char *sub)
{
	const char *base = getenv(var);
	char *dir;
	if (base && base[0] == '/') {
		dir = um_xasprintf("%s/%s", base, sub);
	} else {
		const char *home = getenv("HOME");
		if (home == NULL || home[0] != '/')
			return NULL;
		dir = um_xasprintf("%s/%s/%s", home, fallback, sub);
	}
	/* mkdir -p, mode 0700 */
	for (char *p = dir + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		mkdir(dir, 0700);
		*p = '/';
	}
	if (mkdir(dir, 0700) < 0 && errno != EEXIST) {
		free(dir);
		return NULL;
	}
	return dir;
}

char *
frontend_state_dir(void)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", "umpire");
}

char *
frontend_new_game_path(void)
{
	char *dir = xdg_dir("XDG_DATA_HOME", ".local/share", "umpire/games");
	if (dir == NULL)
		return NULL;
	time_t now = time(NULL);
	struct tm tm;
	localtime_r(&now, &tm);
	char stamp[32];
	strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
	char *path = NULL;
	for (int i = 0; i < 100; i++) {
		free(path);
		path = i ? um_xasprintf("%s/game-%s-%d.umpire", dir, stamp, i)
			 : um_xasprintf("%s/game-%s.umpire", dir, stamp);
		if (access(path, F_OK) != 0)
			break;
	}
	free(dir);
	return path;
}
