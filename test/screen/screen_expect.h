/* screen_expect.h - the screen tests' reading of the headless screen:
 * its rows as text, a comparison with test/screen/NAME.txt (UPDATE=1
 * writes it) and a search. Included by each screen test after the
 * cmocka and TUI headers (ui.h: tui_screen_row). */
#ifndef UMPIRE_SCREEN_EXPECT_H
#define UMPIRE_SCREEN_EXPECT_H

static char *
screen_text(int from, int to)
{
	struct strbuf sb;
	sb_init(&sb);
	for (int y = from; y < to; y++) {
		char *row = tui_screen_row(y);
		size_t len = strlen(row);
		while (len > 0 && row[len - 1] == ' ')
			len--;
		sb_addn(&sb, row, len);
		sb_addc(&sb, '\n');
		free(row);
	}
	return sb_steal(&sb);
}

static char *
read_file(const char *path)
{
	FILE *f = fopen(path, "r");
	if (f == NULL)
		return NULL;
	struct strbuf sb;
	sb_init(&sb);
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	return sb_steal(&sb);
}

/* Compare rows [from, to) with test/screen/NAME.txt. */
static void
expect_screen(const char *name, int from, int to)
{
	char *got = screen_text(from, to);
	char *path = um_xasprintf("test/screen/%s.txt", name);
	const char *upd = getenv("UPDATE");
	char *want = read_file(path);
	if (upd && strcmp(upd, "1") == 0) {
		FILE *f = fopen(path, "w");
		assert_non_null(f);
		fputs(got, f);
		fclose(f);
		if (want == NULL)
			fprintf(stderr, "wrote %s (new): review it\n", path);
	} else if (want == NULL || strcmp(got, want) != 0) {
		char *gotpath = um_xasprintf("test/out/%s.got.txt", name);
		FILE *f = fopen(gotpath, "w");
		if (f) {
			fputs(got, f);
			fclose(f);
		}
		fprintf(stderr, "screen %s differs; got (also in %s):\n%s",
			name, gotpath, got);
		free(gotpath);
		/* A missing expected file fails: UPDATE=1 creates it. */
		if (want == NULL)
			fail_msg("no expected screen %s (UPDATE=1 writes it; "
				 "review it)",
				 path);
		fail_msg("screen %s differs from %s", name, path);
	}
	free(want);
	free(path);
	free(got);
}

static bool
screen_has(const char *text)
{
	char *all = screen_text(0, LINES);
	bool r = strstr(all, text) != NULL;
	if (!r)
		fprintf(stderr, "not on screen: \"%s\"\n%s", text, all);
	free(all);
	return r;
}

#endif
