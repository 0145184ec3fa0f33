/* atomicfile.h - the one writer of every file umpire writes (game copies,
 * reports, sheets, table exports, the TUI's captures, history files):
 * a new file made exclusively in the target's folder, written, fsynced
 * and renamed over the target, then the folder fsynced. The target keeps
 * its mode (and owner when root). A target that is a game in use, a
 * locked game file, a FIFO, a device or a folder is refused in one line
 * and left as it was (docs/game-files.md, "Files umpire writes"). */
#ifndef UMPIRE_ATOMICFILE_H
#define UMPIRE_ATOMICFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* A file being written: atomic_open, write to fd (or atomic_stream),
 * then atomic_commit or atomic_abort. */
struct atomic_file {
	int fd;
	FILE *fp;   /* atomic_stream's, or NULL */
	char *path; /* the target */
	char *tmp;  /* the temporary name (NULL: an unnamed O_TMPFILE) */
	bool exists;
	mode_t mode;
	uid_t uid;
	gid_t gid;
};

/* The game files this process has open (the journal's and --read-only
 * ones): never a target. protect adds one, unprotect takes it back. */
void atomic_protect(dev_t, ino_t);
void atomic_unprotect(dev_t, ino_t);

/* Whether path may be written: 0, or -1 with *err = "PATH is ...; ..."
 * (a game in use, a locked game file, a FIFO, a device, a folder). */
int atomic_check_target(const char *path, char **err);
/* Start writing path: 0, or -1 with *err (nothing made). */
int atomic_open(struct atomic_file *, const char *path, char **err);
/* A stdio stream over the file (closed by commit or abort). */
FILE *atomic_stream(struct atomic_file *);
/* Put the file in place: 0, or -1 with *err (nothing left behind). */
int atomic_commit(struct atomic_file *, char **err);
/* Drop it: the target is as it was, no temporary file left. */
void atomic_abort(struct atomic_file *);
/* All of it: check, open, write len bytes, commit. */
int atomic_write(const char *path, const void *data, size_t len, char **err);

/* A new folder written as a whole: files go into a temporary folder next
 * to it, renamed to path when complete (atomic_dir_commit). path must not
 * exist, or be an empty folder. */
struct atomic_dir {
	char *path, *tmp;
	bool replace_empty; /* path is an empty folder */
};
int atomic_dir_open(struct atomic_dir *, const char *path, char **err);
/* The temporary path of a file NAME inside it (caller frees). */
char *atomic_dir_file(const struct atomic_dir *, const char *name);
int atomic_dir_commit(struct atomic_dir *, char **err);
void atomic_dir_abort(struct atomic_dir *);

/* fsync the folder holding path (after a rename or a creation). */
int atomic_sync_dir_of(const char *path);

#endif
