/* fuzz_session.c - the command language and the session.
 *
 * Input: first byte picks the ruleset, the rest is command lines. A fresh
 * session (no game file) gets the ruleset and a few units, then every
 * line goes to session_exec. Properties checked besides "no crash, no
 * sanitizer report":
 *  - session_exec returns -1 exactly when it sets a one-line error;
 *  - replaying the effective journal (session_lines) through a game file
 *    (session_open) rebuilds the same state as the live session, which got
 *    there through undo, checkpoints and failed commands (spec §4);
 *  - the journal the live session wrote (its game file, every line as
 *    journaled: amend, undo, tables blocks) reopens to the same state, and
 *    so does its `save` copy (docs/game-files.md, "Every line written is
 *    read back"). */
#include "fuzz_common.h"

static const char *const setup[] = {
    "unit add A side=Allied arm=infantry figures=36 formation=line x=0 y=0 "
    "facing=0",
    "unit add B side=French arm=infantry figures=40 x=0 y=60 facing=180",
    "unit add C side=French arm=cavalry figures=24 x=40 y=80 facing=180",
    "unit add G side=Allied arm=artillery figures=12 guns=2 x=-30 y=0 "
    "facing=0",
    "terrain add W kind=wood points=10,20;30,20;30,40;10,40",
    NULL,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0 || size > 65536)
		return 0;
	const char *rs = fuzz_rulesets[data[0] % UM_ARRLEN(fuzz_rulesets)];
	struct session_opts so = {.seed = 7};
	char *err = NULL;
	struct session *s = session_new(&so, &err);
	FUZZ_CHECK(s != NULL, "session_new: %s", err);
	struct out o;
	out_init(&o);
	/* The live session journals into a real game file. */
	char journal[512];
	snprintf(journal, sizeof journal, "%s/live.umpire", fuzz_tmpdir());
	unlink(journal);
	FUZZ_CHECK(session_open(s, journal, &o, &err) == 0, "open %s: %s",
		   journal, err);
	char *line = um_xasprintf("ruleset %s", rs);
	fuzz_exec(s, line, &o);
	free(line);
	for (size_t i = 0; setup[i]; i++)
		fuzz_exec(s, setup[i], &o);

	/* Lines: split at '\n'; a NUL inside a line ends it (the front ends
	 * refuse such lines before the core sees them). */
	size_t tlen = size - 1;
	char *copy = um_xmalloc(tlen + 1);
	memcpy(copy, data + 1, tlen);
	copy[tlen] = '\0';
	for (char *p = copy; p < copy + tlen;) {
		char *nl = memchr(p, '\n', (size_t)(copy + tlen - p));
		if (nl)
			*nl = '\0';
		if (!fuzz_touches_files(p))
			fuzz_exec(s, p, &o);
		if (nl == NULL)
			break;
		p = nl + 1;
	}
	free(copy);

	/* Replay the effective journal from a file: same state. */
	const char *const *lines;
	size_t n = session_lines(s, &lines);
	char path[512];
	snprintf(path, sizeof path, "%s/replay.umpire", fuzz_tmpdir());
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "# umpire game v1\n");
	for (size_t i = 0; i < n; i++)
		sb_addf(&sb, "%s\n", lines[i]);
	fuzz_write_file(path, (const uint8_t *)sb.s, sb.len);
	sb_free(&sb);
	struct session *r = session_new(&so, &err);
	FUZZ_CHECK(r != NULL, "session_new: %s", err);
	struct out w;
	out_init(&w);
	int rc = session_open(r, path, &w, &err);
	FUZZ_CHECK(rc == 0,
		   "the journal of a live session does not replay: "
		   "%s",
		   err);
	out_free(&w);
	char *live = fuzz_snapshot(s);
	char *replayed = fuzz_snapshot(r);
	FUZZ_CHECK(strcmp(live, replayed) == 0,
		   "replayed state differs\n--- live\n%s--- replayed\n%s", live,
		   replayed);
	free(live);
	free(replayed);
	session_free(r);
	unlink(path);

	/* The game file as journaled, and its saved copy: same state. */
	char saved[512];
	snprintf(saved, sizeof saved, "%s/saved.umpire", fuzz_tmpdir());
	FUZZ_CHECK(session_save(s, saved, &err) == 0, "save: %s", err);
	live = fuzz_snapshot(s);
	const char *files[] = {journal, saved};
	for (size_t f = 0; f < 2; f++) {
		struct session *j = session_new(&so, &err);
		FUZZ_CHECK(j != NULL, "session_new: %s", err);
		struct session_open_opts ro = {.read_only = true};
		out_init(&w);
		rc = session_open_with(j, files[f], &ro, &w, &err);
		FUZZ_CHECK(rc == 0, "the game file %s does not reopen: %s",
			   files[f], err);
		out_free(&w);
		replayed = fuzz_snapshot(j);
		FUZZ_CHECK(strcmp(live, replayed) == 0,
			   "%s reopened differs\n--- live\n%s--- reopened\n%s",
			   files[f], live, replayed);
		free(replayed);
		session_free(j);
	}
	free(live);
	unlink(saved);

	out_free(&o);
	session_free(s);
	unlink(journal);
	return 0;
}
