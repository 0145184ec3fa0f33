/* fuzz_gamefile.c - opening an arbitrary game file (spec §4).
 *
 * Input: the file's bytes; unless they start with '#', the game header
 * line is put in front, so the fuzzer spends its time on the commands.
 * Properties besides "no crash, no sanitizer report":
 *  - a refused file is left exactly as it was, and the message is one line
 *    "path:line: message";
 *  - an accepted file keeps every complete line (a torn last line is
 *    dropped, or kept with its newline added when it is a valid
 *    command), the game answers `units`, its `save` copy reopens to the
 *    same state, and an `undo` journaled to it leaves a file that opens
 *    again. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 65536)
		return 0;
	static const char header[] = "# umpire game v1\n";
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	if (size == 0 || data[0] != '#')
		sb_add(&sb, header);
	sb_addn(&sb, (const char *)data, size);
	char path[512];
	snprintf(path, sizeof path, "%s/game.umpire", fuzz_tmpdir());
	fuzz_write_file(path, (const uint8_t *)sb.s, sb.len);

	struct session_opts so = {.seed = 3};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	FUZZ_CHECK(s != NULL, "session_new: %s", err);
	struct out o;
	out_init(&o);
	int r = session_open(s, path, &o, &err);
	size_t len = 0;
	char *after = fuzz_read_file(path, &len);
	FUZZ_CHECK(after != NULL, "game file vanished");
	if (r < 0) {
		FUZZ_CHECK(err != NULL && strchr(err, '\n') == NULL,
			   "message: %s", err ? err : "(null)");
		FUZZ_CHECK(strncmp(err, path, strlen(path)) == 0,
			   "message does not name the file: %s", err);
		FUZZ_CHECK(len == sb.len && memcmp(after, sb.s, len) == 0,
			   "a refused game file was changed");
		free(err);
	} else {
		/* Kept: everything up to the last newline, less a record cut
		 * short (a tables block without its @end); or, when not even
		 * the header and the first tables block were whole, a new
		 * game (docs/game-files.md). */
		size_t keep = sb.len;
		while (keep > 0 && sb.s[keep - 1] != '\n')
			keep--;
		static const char fresh[] = "# umpire game v2\n@tables ";
		bool started = len >= sizeof fresh - 1 &&
			       memcmp(after, fresh, sizeof fresh - 1) == 0 &&
			       (keep < sizeof fresh - 1 ||
				memcmp(after, sb.s, sizeof fresh - 1) != 0 ||
				len != keep || memcmp(after, sb.s, len) != 0);
		/* Only a record cut short may go: a tables block (maybe after
		 * its `ruleset` line). */
		bool dropped_record =
		    len < keep && (strncmp(sb.s + len, "@tables ", 8) == 0 ||
				   strncmp(sb.s + len, "ruleset ", 8) == 0);
		bool torn_kept = len == sb.len + 1 && keep < sb.len &&
				 memcmp(after, sb.s, sb.len) == 0 &&
				 after[sb.len] == '\n';
		FUZZ_CHECK(started || torn_kept ||
			       ((len == keep || dropped_record) &&
				memcmp(after, sb.s, len) == 0),
			   "an accepted game file lost or changed lines "
			   "(len %zu, expected %zu)",
			   len, keep);
		char *e2 = NULL;
		out_clear(&o);
		FUZZ_CHECK(session_exec(s, "units", &o, &e2) == 0, "units: %s",
			   e2);
		/* Its saved copy: the same game. */
		char copy[512];
		snprintf(copy, sizeof copy, "%s/copy.umpire", fuzz_tmpdir());
		FUZZ_CHECK(session_save(s, copy, &err) == 0, "save: %s", err);
		struct session *c = session_new(&so, &err);
		struct session_open_opts ro = {.read_only = true};
		out_clear(&o);
		FUZZ_CHECK(session_open_with(c, copy, &ro, &o, &err) == 0,
			   "the saved copy does not reopen: %s", err);
		char *was = fuzz_snapshot(s), *now = fuzz_snapshot(c);
		FUZZ_CHECK(strcmp(was, now) == 0,
			   "the saved copy differs\n--- open\n%s--- copy\n%s",
			   was, now);
		free(was);
		free(now);
		session_free(c);
		unlink(copy);
		out_clear(&o);
		if (session_exec(s, "undo", &o, &e2) < 0)
			free(e2);
		session_free(s);
		s = session_new(&so, &err);
		out_clear(&o);
		FUZZ_CHECK(session_open(s, path, &o, &err) == 0,
			   "after undo the file does not open: %s", err);
	}
	free(after);
	out_free(&o);
	session_free(s);
	sb_free(&sb);
	unlink(path);
	return 0;
}
