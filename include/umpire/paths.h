/* paths.h - where umpire keeps its own files (XDG base folders). */
#ifndef UMPIRE_PATHS_H
#define UMPIRE_PATHS_H

/* $XDG_STATE_HOME/umpire (created, 0700), or NULL. Caller frees. */
char *paths_state_dir(void);
/* A new game file path under $XDG_DATA_HOME/umpire/games/ (the folder
 * made and writable). Caller frees. NULL with *err naming the folder and
 * the fix when it cannot be made or written. */
char *paths_new_game_path(char **err);

#endif
