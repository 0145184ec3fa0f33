/* test_atomicfile.c - the one file writer (atomicfile.h) and text made
 * safe for a terminal (printable.h); docs/game-files.md, "Files umpire
 * writes" and "What is printed". */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "umpire/atomicfile.h"
#include "umpire/printable.h"
#include "umpire/util.h"

static char dir[64];

static int
setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/umpire-af.XXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	char *cmd = um_xasprintf("rm -rf '%s'", dir);
	int r = system(cmd);
	free(cmd);
	return r == 0 ? 0 : -1;
}

static char *
in_dir(const char *name)
{
	return um_xasprintf("%s/%s", dir, name);
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char buf[256];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	return um_xstrdup(buf);
}

/* The folder holds only these names (no temporary file left). */
static size_t
entries(void)
{
	DIR *d = opendir(dir);
	assert_non_null(d);
	size_t n = 0;
	const struct dirent *e;
	while ((e = readdir(d)) != NULL)
		n +=
		    strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
	closedir(d);
	return n;
}

static void
test_write_keeps_mode(void **state)
{
	(void)state;
	char *p = in_dir("a.txt"), *err = NULL;
	assert_int_equal(atomic_write(p, "one\n", 4, &err), 0);
	char *got = slurp(p);
	assert_string_equal(got, "one\n");
	free(got);
	assert_int_equal(chmod(p, 0600), 0);
	assert_int_equal(atomic_write(p, "two\n", 4, &err), 0);
	struct stat st;
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0600);
	got = slurp(p);
	assert_string_equal(got, "two\n");
	free(got);
	assert_int_equal(entries(), 1);
	unlink(p);
	free(p);
}

static void
test_refusals(void **state)
{
	(void)state;
	char *fifo = in_dir("fifo"), *sub = in_dir("sub"), *err = NULL;
	assert_int_equal(mkfifo(fifo, 0600), 0);
	assert_int_equal(mkdir(sub, 0700), 0);
	assert_int_equal(atomic_write(fifo, "x", 1, &err), -1);
	assert_non_null(strstr(err, "is a FIFO"));
	free(err);
	err = NULL;
	assert_int_equal(atomic_write(sub, "x", 1, &err), -1);
	assert_non_null(strstr(err, "is a folder"));
	free(err);
	err = NULL;
	assert_int_equal(atomic_write("/dev/null", "x", 1, &err), -1);
	assert_non_null(strstr(err, "is a device"));
	free(err);
	/* A game open here, by another name (a link): refused until
	 * unprotected. */
	char *game = in_dir("g.umpire"), *link = in_dir("link");
	assert_int_equal(atomic_write(game, "# umpire game v2\n", 17, &err), 0);
	assert_int_equal(symlink("g.umpire", link), 0);
	struct stat st;
	assert_int_equal(stat(game, &st), 0);
	atomic_protect(st.st_dev, st.st_ino);
	err = NULL;
	assert_int_equal(atomic_write(link, "report", 6, &err), -1);
	assert_non_null(strstr(err, "is the game file open here"));
	free(err);
	atomic_unprotect(st.st_dev, st.st_ino);
	err = NULL;
	assert_int_equal(atomic_write(link, "report", 6, &err), 0);
	char *got = slurp(game);
	assert_string_equal(got, "# umpire game v2\n"); /* the link replaced */
	free(got);
	assert_int_equal(entries(), 4);
	unlink(fifo);
	rmdir(sub);
	unlink(game);
	unlink(link);
	free(fifo);
	free(sub);
	free(game);
	free(link);
}

static void
test_long_name_and_abort(void **state)
{
	(void)state;
	char name[256];
	memset(name, 'n', 255);
	name[255] = '\0';
	char *p = in_dir(name), *err = NULL;
	assert_int_equal(atomic_write(p, "x", 1, &err), 0);
	assert_int_equal(entries(), 1);
	/* Aborted: the target as it was, nothing left. */
	struct atomic_file af;
	assert_int_equal(atomic_open(&af, p, &err), 0);
	FILE *f = atomic_stream(&af);
	assert_non_null(f);
	fputs("half", f);
	atomic_abort(&af);
	char *got = slurp(p);
	assert_string_equal(got, "x");
	free(got);
	assert_int_equal(entries(), 1);
	unlink(p);
	free(p);
}

static void
test_new_folder_whole(void **state)
{
	(void)state;
	char *p = in_dir("out"), *err = NULL;
	struct atomic_dir d;
	assert_int_equal(atomic_dir_open(&d, p, &err), 0);
	char *f = atomic_dir_file(&d, "a.csv");
	assert_int_equal(atomic_write(f, "a\n", 2, &err), 0);
	free(f);
	struct stat st;
	assert_int_not_equal(stat(p, &st), 0); /* not there until commit */
	assert_int_equal(atomic_dir_commit(&d, &err), 0);
	char *a = in_dir("out/a.csv");
	char *got = slurp(a);
	assert_string_equal(got, "a\n");
	free(got);
	assert_int_equal(entries(), 1);
	/* A folder with files already is not replaced. */
	assert_int_equal(atomic_dir_open(&d, p, &err), -1);
	free(err);
	unlink(a);
	rmdir(p);
	free(a);
	free(p);
}

static void
expect_printable(const char *in, const char *want)
{
	char *got = um_printable(in);
	assert_string_equal(got, want);
	assert_int_equal(um_is_printable(in), strcmp(in, want) == 0);
	free(got);
}

static void
test_printable(void **state)
{
	(void)state;
	expect_printable("plain \t text", "plain \t text");
	expect_printable("caf\xc3\xa9", "caf\xc3\xa9");
	expect_printable("\x1b]0;pwn\x07", "\\x1b]0;pwn\\x07");
	expect_printable("a\x7f"
			 "b",
			 "a\\x7fb");
	expect_printable("c1\xc2\x9b"
			 "x",
			 "c1\\u009bx");
	expect_printable("bad\xff", "bad\\xff");
	expect_printable("nl\nx", "nl\\x0ax");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_write_keeps_mode),
	    cmocka_unit_test(test_refusals),
	    cmocka_unit_test(test_long_name_and_abort),
	    cmocka_unit_test(test_new_folder_whole),
	    cmocka_unit_test(test_printable),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
