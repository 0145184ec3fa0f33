/* frontend.c - helpers shared by the front ends. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

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

/* The folder under an XDG base (var, else $HOME/fallback), made 0700
 * with its parents. NULL with *err (the path and why) on failure. */
static char *
xdg_dir(const char *var, const char *fallback, const char *sub, char **err)
{
	const char *base = getenv(var);
	char *dir;
	if (base && base[0] == '/') {
		dir = um_xasprintf("%s/%s", base, sub);
	} else {
		const char *home = getenv("HOME");
		if (home == NULL || home[0] != '/') {
			if (err)
				*err = um_xasprintf(
				    "neither %s nor HOME is set to a folder, "
				    "so there is no place for game files",
				    var);
			return NULL;
		}
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
	struct stat st;
	if ((mkdir(dir, 0700) < 0 && errno != EEXIST) || stat(dir, &st) < 0 ||
	    !S_ISDIR(st.st_mode) || access(dir, W_OK | X_OK) < 0) {
		if (err)
			*err = um_xasprintf("%s: %s", dir,
					    errno ? strerror(errno)
						  : "not a writable folder");
		free(dir);
		return NULL;
	}
	return dir;
}

char *
frontend_state_dir(void)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", "umpire", NULL);
}

char *
frontend_new_game_path(char **err)
{
	char *why = NULL;
	errno = 0;
	char *dir =
	    xdg_dir("XDG_DATA_HOME", ".local/share", "umpire/games", &why);
	if (dir == NULL) {
		*err = um_xasprintf(
		    "cannot make the games folder (%s); nothing would be "
		    "saved. Name a game file (umpire GAME) or set "
		    "XDG_DATA_HOME to a writable folder",
		    why);
		free(why);
		return NULL;
	}
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
