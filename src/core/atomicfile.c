/* atomicfile.c - the one writer of every file umpire writes
 * (atomicfile.h; docs/game-files.md, "Files umpire writes"). */
#define _GNU_SOURCE /* O_TMPFILE, F_OFD_GETLK */
#include "umpire/atomicfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "umpire/util.h"

#ifndef NAME_MAX
#define NAME_MAX 255
#endif

/* ---- the game files open here -------------------------------------- */

struct file_id {
	dev_t dev;
	ino_t ino;
};

static struct file_id *protected_ids;
static size_t nprotected, capprotected;

void
atomic_protect(dev_t dev, ino_t ino)
{
	um_grow((void **)&protected_ids, &capprotected, nprotected + 1,
		sizeof *protected_ids);
	protected_ids[nprotected].dev = dev;
	protected_ids[nprotected].ino = ino;
	nprotected++;
}

void
atomic_unprotect(dev_t dev, ino_t ino)
{
	for (size_t i = nprotected; i-- > 0;)
		if (protected_ids[i].dev == dev &&
		    protected_ids[i].ino == ino) {
			protected_ids[i] = protected_ids[--nprotected];
			break;
		}
	if (nprotected == 0) {
		free(protected_ids);
		protected_ids = NULL;
		capprotected = 0;
	}
}

static bool
is_protected(const struct stat *st)
{
	for (size_t i = 0; i < nprotected; i++)
		if (protected_ids[i].dev == st->st_dev &&
		    protected_ids[i].ino == st->st_ino)
			return true;
	return false;
}

/* ---- what may be written ------------------------------------------- */

/* Whether a game's lock (journal.c: bytes 0 and 1) is held on the file:
 * by another umpire, or by this one through another descriptor. */
static bool
is_locked(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return false; /* unreadable: not checked, the write will say */
	struct flock q = {
	    .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 2};
	bool locked = fcntl(fd, F_OFD_GETLK, &q) == 0 && q.l_type != F_UNLCK;
	close(fd);
	return locked;
}

int
atomic_check_target(const char *path, char **err)
{
	struct stat st;
	if (path == NULL || path[0] == '\0')
		return um_fail(err, "no file named");
	if (stat(path, &st) < 0) {
		if (errno == ENOENT)
			return 0;
		return um_fail(err, "%s: %s", path, strerror(errno));
	}
	if (S_ISDIR(st.st_mode))
		return um_fail(err, "%s is a folder, not a plain file", path);
	if (S_ISFIFO(st.st_mode))
		return um_fail(err,
			       "%s is a FIFO, not a plain file (writing to "
			       "it would wait for a reader)",
			       path);
	if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
		return um_fail(err, "%s is a device, not a plain file", path);
	if (!S_ISREG(st.st_mode))
		return um_fail(err, "%s is a socket, not a plain file", path);
	if (is_protected(&st))
		return um_fail(err,
			       "%s is the game file open here (by that name "
			       "or through a link); writing over it would "
			       "lose the game: name another file",
			       path);
	if (is_locked(path))
		return um_fail(err,
			       "%s is a game file in use by another umpire "
			       "(locked); writing over it would lose its "
			       "later commands: name another file",
			       path);
	return 0;
}

/* ---- one file ------------------------------------------------------ */

static char *
dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	if (slash == NULL)
		return um_xstrdup(".");
	if (slash == path)
		return um_xstrdup("/");
	return um_xstrndup(path, (size_t)(slash - path));
}

/* "DIR/.BASE.XXXXXX" within NAME_MAX: a long BASE is cut (at a UTF-8
 * character boundary). */
static char *
temp_template(const char *path)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	size_t room = NAME_MAX - strlen("..XXXXXX");
	size_t bl = strlen(base);
	if (bl > room) {
		bl = room;
		while (bl > 0 && ((unsigned char)base[bl] & 0xC0) == 0x80)
			bl--;
	}
	char *dir = dir_of(path);
	char *t = um_xasprintf("%s/.%.*s.XXXXXX", dir, (int)bl, base);
	free(dir);
	return t;
}

static mode_t
new_file_mode(void)
{
	mode_t mask = umask(0);
	umask(mask);
	return 0644 & ~mask;
}

static int
open_fail(struct atomic_file *f, int e, char **err)
{
	*err = um_xasprintf("%s: %s", f->path, strerror(e));
	free(f->path);
	free(f->tmp);
	f->path = f->tmp = NULL;
	f->fd = -1;
	return -1;
}

int
atomic_open(struct atomic_file *f, const char *path, char **err)
{
	memset(f, 0, sizeof *f);
	f->fd = -1;
	if (atomic_check_target(path, err) < 0)
		return -1;
	f->path = um_xstrdup(path);
	struct stat st;
	f->exists = stat(path, &st) == 0;
	f->mode = f->exists ? st.st_mode & 07777 : new_file_mode();
	f->uid = f->exists ? st.st_uid : (uid_t)-1;
	f->gid = f->exists ? st.st_gid : (gid_t)-1;
#ifdef O_TMPFILE
	/* Unnamed until complete: a kill leaves nothing behind. */
	if (access("/proc/self/fd", X_OK) == 0) {
		char *dir = dir_of(path);
		f->fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
		free(dir);
		if (f->fd >= 0)
			return 0;
		if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
			return open_fail(f, errno, err);
	}
#endif
	f->tmp = temp_template(path);
	f->fd = mkostemp(f->tmp, O_CLOEXEC);
	if (f->fd < 0)
		return open_fail(f, errno, err);
	return 0;
}

FILE *
atomic_stream(struct atomic_file *f)
{
	if (f->fp == NULL && f->fd >= 0)
		f->fp = fdopen(f->fd, "w");
	return f->fp;
}

static void
file_release(struct atomic_file *f)
{
	if (f->fp)
		fclose(f->fp);
	else if (f->fd >= 0)
		close(f->fd);
	f->fp = NULL;
	f->fd = -1;
	free(f->path);
	free(f->tmp);
	f->path = f->tmp = NULL;
}

void
atomic_abort(struct atomic_file *f)
{
	if (f->tmp)
		unlink(f->tmp);
	file_release(f);
}

/* A name for the finished unnamed file, linked next to the target. */
static int
link_unnamed(struct atomic_file *f)
{
	char proc[64];
	snprintf(proc, sizeof proc, "/proc/self/fd/%d", f->fd);
	static unsigned long counter;
	for (int tries = 0; tries < 100; tries++) {
		char *t = temp_template(f->path);
		char *x = t + strlen(t) - 6;
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		uint64_t v = (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 20) ^
			     (++counter * 0x9E3779B97F4A7C15ULL);
		for (int i = 0; i < 6; i++, v /= 36)
			x[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[v % 36];
		if (linkat(AT_FDCWD, proc, AT_FDCWD, t, AT_SYMLINK_FOLLOW) ==
		    0) {
			f->tmp = t;
			return 0;
		}
		free(t);
		if (errno != EEXIST)
			return -1;
	}
	errno = EEXIST;
	return -1;
}

int
atomic_commit(struct atomic_file *f, char **err)
{
	bool ok = true;
	if (f->fp)
		ok = fflush(f->fp) == 0 && !ferror(f->fp);
	int e = ok ? 0 : errno ? errno : EIO;
	if (ok && fchmod(f->fd, f->mode) < 0)
		ok = false, e = errno;
	/* The owner is kept when root (others cannot give a file away). */
	if (ok && f->exists && geteuid() == 0 &&
	    fchown(f->fd, f->uid, f->gid) < 0)
		ok = false, e = errno;
	if (ok && fsync(f->fd) < 0)
		ok = false, e = errno;
	if (ok && f->tmp == NULL && link_unnamed(f) < 0)
		ok = false, e = errno;
	/* Checked again: the target may have changed while being written. */
	char *why = NULL;
	if (ok && atomic_check_target(f->path, &why) < 0) {
		*err = why;
		atomic_abort(f);
		return -1;
	}
	if (ok && rename(f->tmp, f->path) < 0)
		ok = false, e = errno;
	if (!ok) {
		*err =
		    um_xasprintf("cannot write %s: %s", f->path, strerror(e));
		atomic_abort(f);
		return -1;
	}
	atomic_sync_dir_of(f->path);
	free(f->tmp);
	f->tmp = NULL; /* renamed: nothing to remove */
	file_release(f);
	return 0;
}

int
atomic_write(const char *path, const void *data, size_t len, char **err)
{
	struct atomic_file f;
	if (atomic_open(&f, path, err) < 0)
		return -1;
	const char *p = data;
	size_t off = 0;
	while (off < len) {
		ssize_t w = write(f.fd, p + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			*err = um_xasprintf("cannot write %s: %s", path,
					    strerror(w < 0 ? errno : EIO));
			atomic_abort(&f);
			return -1;
		}
		off += (size_t)w;
	}
	return atomic_commit(&f, err);
}

int
atomic_sync_dir_of(const char *path)
{
	char *dir = dir_of(path);
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(dir);
	if (fd < 0)
		return -1;
	int r = fsync(fd);
	close(fd);
	return r;
}

/* ---- a new folder -------------------------------------------------- */

static bool
dir_is_empty(const char *path)
{
	DIR *d = opendir(path);
	if (d == NULL)
		return false;
	bool empty = true;
	const struct dirent *e;
	while (empty && (e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			empty = false;
	closedir(d);
	return empty;
}

int
atomic_dir_open(struct atomic_dir *d, const char *path, char **err)
{
	memset(d, 0, sizeof *d);
	struct stat st;
	if (lstat(path, &st) == 0) {
		if (!S_ISDIR(st.st_mode) || !dir_is_empty(path))
			return um_fail(err,
				       "%s exists and is not an empty "
				       "folder",
				       path);
		d->replace_empty = true;
	} else if (errno != ENOENT) {
		return um_fail(err, "%s: %s", path, strerror(errno));
	}
	d->path = um_xstrdup(path);
	d->tmp = temp_template(path);
	if (mkdtemp(d->tmp) == NULL) {
		int e = errno;
		free(d->path);
		free(d->tmp);
		d->path = d->tmp = NULL;
		return um_fail(err, "cannot make a folder next to %s: %s", path,
			       strerror(e));
	}
	return 0;
}

char *
atomic_dir_file(const struct atomic_dir *d, const char *name)
{
	return um_xasprintf("%s/%s", d->tmp, name);
}

void
atomic_dir_abort(struct atomic_dir *d)
{
	if (d->tmp) {
		DIR *dir = opendir(d->tmp);
		const struct dirent *e;
		while (dir && (e = readdir(dir)) != NULL) {
			if (strcmp(e->d_name, ".") == 0 ||
			    strcmp(e->d_name, "..") == 0)
				continue;
			char *p = atomic_dir_file(d, e->d_name);
			unlink(p);
			free(p);
		}
		if (dir)
			closedir(dir);
		rmdir(d->tmp);
	}
	free(d->path);
	free(d->tmp);
	d->path = d->tmp = NULL;
}

int
atomic_dir_commit(struct atomic_dir *d, char **err)
{
	mode_t mask = umask(0);
	umask(mask);
	bool ok = chmod(d->tmp, 0755 & ~mask) == 0;
	int e = ok ? 0 : errno;
	int fd = ok ? open(d->tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;
	if (ok && (fd < 0 || fsync(fd) < 0))
		ok = false, e = errno;
	if (fd >= 0)
		close(fd);
	/* rename replaces an empty folder; a folder made meanwhile with
	 * files in it is never replaced (ENOTEMPTY). */
	if (ok && rename(d->tmp, d->path) < 0)
		ok = false, e = errno;
	if (!ok) {
		*err = um_xasprintf("cannot write the folder %s: %s", d->path,
				    strerror(e));
		atomic_dir_abort(d);
		return -1;
	}
	atomic_sync_dir_of(d->path);
	free(d->path);
	free(d->tmp);
	d->path = d->tmp = NULL;
	return 0;
}
