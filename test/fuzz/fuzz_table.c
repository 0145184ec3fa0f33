/* fuzz_table.c - the table loader (spec §5).
 *
 * Input: a first line naming the file ("table12-loss-moral.csv"; any
 * name), then the CSV text. Runs:
 *  - table_parse on the text, then every typed accessor over every cell;
 *  - each ruleset's tables_check on a set holding just that table;
 *  - tableset_load of each ruleset with an override folder holding the
 *    text under that name (it replaces the embedded file of that name),
 *    then the ruleset's tables_check, as session_load_tables does.
 * Property: a table refused says "name:line: message" on one line. */
#include <sys/stat.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
poke_table(const struct table *t)
{
	for (size_t r = 0; r < t->nrows + 1; r++)
		for (int c = -1; c <= t->ncols; c++) {
			const char *v = table_cell(t, r, c);
			FUZZ_CHECK(v != NULL, "table_cell NULL");
			if (c < 0 || c >= t->ncols || r >= t->nrows)
				continue;
			long n;
			double d;
			bool blank;
			char *err = NULL;
			if (!table_cell_int(t, r, t->col[c], true, &n, &blank,
					    &err))
				free(err);
			err = NULL;
			if (!table_cell_num(t, r, t->col[c], false, &d, &blank,
					    &err))
				free(err);
		}
	char rsname[] = "fuzz";
	struct tableset one = {
	    .ruleset = rsname, .t = (struct table **)&t, .n = 1};
	(void)tableset_setting(&one, "dice");
	(void)tableset_setting(&one, "rounding");
	(void)tableset_any_provisional(&one);
	for (size_t i = 0; i < UM_ARRLEN(fuzz_rulesets); i++) {
		const struct ruleset *rs = ruleset_find(fuzz_rulesets[i]);
		char *err = NULL;
		if (rs && ruleset_tables_check(rs, &one, NULL, &err) < 0) {
			FUZZ_CHECK(err != NULL, "tables_check: no message");
			FUZZ_CHECK(strchr(err, '\n') == NULL, "%s", err);
		}
		free(err);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > (1u << 20))
		return 0;
	const uint8_t *nl = memchr(data, '\n', size);
	if (nl == NULL)
		return 0;
	size_t nlen = (size_t)(nl - data);
	char name[80];
	if (nlen == 0 || nlen >= sizeof name || memchr(data, '\0', nlen))
		return 0;
	memcpy(name, data, nlen);
	name[nlen] = '\0';
	const char *text = (const char *)nl + 1;
	size_t len = size - nlen - 1;

	char *err = NULL;
	/* Origin: the file's path (here its name), which messages name. */
	struct table *t = table_parse(name, name, text, len, &err);
	if (t == NULL) {
		FUZZ_CHECK(err != NULL && strncmp(err, name, nlen) == 0 &&
			       err[nlen] == ':',
			   "refusal does not start with the file name: %s",
			   err ? err : "(null)");
		FUZZ_CHECK(strchr(err, '\n') == NULL, "%s", err);
		free(err);
	} else {
		FUZZ_CHECK(err == NULL, "table_parse set err on success");
		poke_table(t);
		table_free(t);
	}

	/* The override path: only a plain file name may go into a folder. */
	if (!um_is_ident(name, 64) || name[0] == '.')
		return 0;
	char dir[512], path[600];
	snprintf(dir, sizeof dir, "%s/tables", fuzz_tmpdir());
	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/%s", dir, name);
	fuzz_write_file(path, (const uint8_t *)text, len);
	for (size_t i = 0; i < UM_ARRLEN(fuzz_rulesets); i++) {
		const struct ruleset *rs = ruleset_find(fuzz_rulesets[i]);
		err = NULL;
		struct tableset *ts = tableset_load(rs->name, dir, &err);
		if (ts == NULL) {
			FUZZ_CHECK(err != NULL && strchr(err, '\n') == NULL,
				   "%s", err ? err : "(null)");
			free(err);
			continue;
		}
		if (ruleset_tables_check(rs, ts, NULL, &err) < 0) {
			FUZZ_CHECK(err != NULL && strchr(err, '\n') == NULL,
				   "%s", err ? err : "(null)");
			free(err);
		}
		tableset_free(ts);
	}
	unlink(path);
	return 0;
}
