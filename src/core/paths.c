/* paths.c - where umpire keeps its own files: XDG base folders. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "umpire/paths.h"
#include "umpire/util.h"

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
paths_state_dir(void)
{
	return xdg_dir("XDG_STATE_HOME", ".local/state", "umpire", NULL);
}

char *
paths_new_game_path(char **err)
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
