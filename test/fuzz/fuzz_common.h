/* fuzz_common.h - helpers shared by the libFuzzer harnesses (test/fuzz/).
 * Header-only: each harness is one translation unit linked with
 * libumpire.a. Failures of a checked property abort(), which libFuzzer
 * reports as a crash and saves as an artifact. */
#ifndef UMPIRE_FUZZ_COMMON_H
#define UMPIRE_FUZZ_COMMON_H

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire/out.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/util.h"

/* Not every harness uses every helper. */
#define FUZZ_HELPER static __attribute__((unused))

static const char *const fuzz_rulesets[] = {"belle-alliance", "grande-tactique",
					    "activation"};

#define FUZZ_CHECK(cond, ...)                                                  \
	do {                                                                   \
		if (!(cond)) {                                                 \
			fprintf(stderr, "fuzz: property failed: %s\n  ",       \
				#cond);                                        \
			fprintf(stderr, __VA_ARGS__);                          \
			fputc('\n', stderr);                                   \
			abort();                                               \
		}                                                              \
	} while (0)

/* A private scratch folder (tmpfs when there is one), made once. */
FUZZ_HELPER const char *
fuzz_tmpdir(void)
{
	static char dir[256];
	if (dir[0])
		return dir;
	const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
	snprintf(dir, sizeof dir, "%s/umpire-fuzz-XXXXXX", base);
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		abort();
	}
	return dir;
}

FUZZ_HELPER void
fuzz_write_file(const char *path, const uint8_t *data, size_t size)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0) {
		perror(path);
		abort();
	}
	size_t off = 0;
	while (off < size) {
		ssize_t w = write(fd, data + off, size - off);
		if (w <= 0) {
			perror(path);
			abort();
		}
		off += (size_t)w;
	}
	close(fd);
}

FUZZ_HELPER char *
fuzz_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL)
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	*len = sb.len;
	return sb_steal(&sb);
}

/* Run a line, free what it returns; the result code. */
FUZZ_HELPER int
fuzz_exec(struct session *s, const char *line, struct out *o)
{
	char *err = NULL;
	out_clear(o);
	int r = session_exec(s, line, o, &err);
	FUZZ_CHECK((r < 0) == (err != NULL), "r=%d err=%s line=%s", r,
		   err ? err : "(null)", line);
	if (err)
		FUZZ_CHECK(strchr(err, '\n') == NULL,
			   "error message is not one line: %s", err);
	free(err);
	return r;
}

/* The state as the read-only commands print it: what replay must
 * reproduce exactly. */
FUZZ_HELPER char *
fuzz_snapshot(struct session *s)
{
	static const char *const views[] = {"units", "terrain", "declared",
					    "game", NULL};
	struct strbuf sb;
	struct out o;
	sb_init(&sb);
	sb_add(&sb, "");
	out_init(&o);
	for (size_t v = 0; views[v]; v++) {
		fuzz_exec(s, views[v], &o);
		sb_addf(&sb, "> %s\n", views[v]);
		for (size_t i = 0; i < o.n; i++)
			sb_addf(&sb, "%s\n", o.lines[i].text);
	}
	out_free(&o);
	return sb_steal(&sb);
}

/* Does the line touch the file system (save FILE, report FILE, print
 * FILE, tables export/load DIR, example FILE)? Such lines are skipped: a
 * fuzzer must not write where an input tells it to. */
FUZZ_HELPER int
fuzz_touches_files(const char *line)
{
	struct args a;
	char *err = NULL;
	if (cmd_parse(line, &a, &err) < 0) {
		free(err);
		return 0;
	}
	int r = 0;
	for (size_t i = 0; i < a.nword; i++)
		if (strcmp(a.word[i], "save") == 0 ||
		    strcmp(a.word[i], "report") == 0 ||
		    strcmp(a.word[i], "print") == 0 ||
		    strcmp(a.word[i], "export") == 0 ||
		    strcmp(a.word[i], "example") == 0)
			r = 1;
	args_free(&a);
	return r;
}

#endif
