/* linemode.c - interactive line mode (--line): libedit editing, history
 * under $XDG_STATE_HOME/umpire/history, Tab completion. */
#include <histedit.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"
#include "linewalk.h"
#include "umpire/paths.h"
#include "umpire/printable.h"
#include "umpire/atomicfile.h"
#include "umpire/teach.h"
#include "umpire/complete.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

static struct session *line_session;
static const char *walk_prompt; /* a walkthrough's prompt, while it asks */

static const char *
line_prompt(EditLine *el)
{
	(void)el;
	static char buf[64];
	if (walk_prompt)
		return walk_prompt;
	snprintf(buf, sizeof buf, "umpire %d> ",
		 line_session ? line_session->g->bound : 0);
	return buf;
}

/* Line mode's own word `walk` (linewalk.h) among the commands, sorted. */
static void
add_walk(struct completion *c, const char *word)
{
	if (strncmp("walk", word, strlen(word)) != 0)
		return;
	size_t at = 0;
	while (at < c->n && strcmp(c->cand[at], "walk") < 0)
		at++;
	if (at < c->n && strcmp(c->cand[at], "walk") == 0)
		return;
	c->cand = um_xreallocarray(c->cand, c->n + 1, sizeof *c->cand);
	memmove(c->cand + at + 1, c->cand + at, (c->n - at) * sizeof *c->cand);
	c->cand[at] = um_xstrdup("walk");
	c->n++;
}

/* Candidates for the line: after `walk `, those of the declaration it
 * walks (`fire A at T`); else the command language's, and `walk`. */
static void
complete_with_walk(const char *text, size_t cursor, struct completion *c)
{
	size_t lead = strspn(text, " \t");
	if (linewalk_is(text) && cursor > lead + 4) {
		size_t off = lead + 4 + strspn(text + lead + 4, " \t");
		if (cursor >= off) {
			complete_line(line_session, text + off, cursor - off,
				      c);
			c->word_start += off;
			return;
		}
	}
	complete_line(line_session, text, cursor, c);
	if (strchr(text + lead, ' ') == NULL && cursor >= lead)
		add_walk(c, text + lead);
}

static unsigned char
line_complete(EditLine *el, int ch)
{
	(void)ch;
	const LineInfo *li = el_line(el);
	size_t cursor = (size_t)(li->cursor - li->buffer);
	char *text =
	    um_xstrndup(li->buffer, (size_t)(li->lastchar - li->buffer));
	struct completion c;
	complete_with_walk(text, cursor, &c);
	free(text);
	unsigned char ret = CC_REFRESH;
	if (c.n == 0) {
		ret = CC_REFRESH_BEEP;
	} else {
		char *common = completion_common(&c);
		size_t have = cursor - c.word_start;
		if (strlen(common) > have)
			el_insertstr(el, common + have);
		if (c.n == 1 && common[strlen(common) - 1] != '=')
			el_insertstr(el, " ");
		if (c.n > 1 && strlen(common) == have) {
			fputc('\n', stdout);
			for (size_t i = 0; i < c.n; i++)
				printf("%s%s", c.cand[i],
				       i + 1 < c.n ? "  " : "\n");
			ret = CC_REDISPLAY;
		}
		free(common);
	}
	completion_free(&c);
	return ret;
}

/* Esc then Enter during a walkthrough: the line is sent as `back` (Esc
 * alone cannot be told from the start of an arrow key). */
static bool walk_back_key;

static unsigned char
line_walk_back(EditLine *el, int ch)
{
	(void)el;
	(void)ch;
	if (walk_prompt == NULL)
		return CC_REFRESH_BEEP;
	walk_back_key = true;
	return CC_NEWLINE;
}

/* A walkthrough's next answer, read with the same editor (linewalk.h). */
static char *
walk_read(void *ctx, const char *prompt)
{
	EditLine *el = ctx;
	walk_prompt = prompt;
	walk_back_key = false;
	int n;
	const char *line = el_gets(el, &n);
	walk_prompt = NULL;
	if (line == NULL || n <= 0)
		return NULL;
	if (walk_back_key) {
		fputc('\n', stdout); /* libedit ends the line unseen */
		return um_xstrdup("back");
	}
	char *copy = um_xstrndup(line, (size_t)n);
	copy[strcspn(copy, "\n")] = '\0';
	return copy;
}

int
line_run(struct session *s, const struct options *o)
{
	line_session = s;
	char *dir = paths_state_dir();
	char *histpath = dir ? um_xasprintf("%s/history", dir) : NULL;
	free(dir);
	HistEvent ev;
	History *hist = history_init();
	history(hist, &ev, H_SETSIZE, 1000);
	history(hist, &ev, H_SETUNIQUE, 1);
	if (histpath)
		history(hist, &ev, H_LOAD, histpath); /* missing: no history */
	EditLine *el = el_init("umpire", stdin, stdout, stderr);
	el_set(el, EL_PROMPT, line_prompt);
	el_set(el, EL_EDITOR, "emacs");
	el_set(el, EL_SIGNAL, 1);
	el_set(el, EL_HIST, history, hist);
	el_set(el, EL_ADDFN, "um-complete", "complete a command, unit or key",
	       line_complete);
	el_set(el, EL_BIND, "^I", "um-complete", NULL);
	el_set(el, EL_ADDFN, "um-walk-back", "a walkthrough's step back",
	       line_walk_back);
	el_set(el, EL_BIND, "\033\r", "um-walk-back", NULL);
	el_set(el, EL_BIND, "\033\n", "um-walk-back", NULL);
	el_source(el, NULL);
	printf("umpire %s - %s, bound %d%s%s. `help` lists the commands; "
	       "`walk fire A` walks a ruling; Tab completes; ^D quits.\n",
	       UMPIRE_VERSION, s->g->rs->name, s->g->bound,
	       s->path ? ", game file " : "", s->path ? s->path : "");
	int status = 0;
	unsigned states_seen = 0; /* states already spelled out */
	struct out out;
	out_init(&out);
	for (;;) {
		int n;
		const char *line = el_gets(el, &n);
		if (line == NULL || n <= 0)
			break;
		char *copy = um_xstrndup(line, (size_t)n);
		copy[strcspn(copy, "\n")] = '\0';
		if (strcmp(copy, "quit") == 0 || strcmp(copy, "exit") == 0) {
			free(copy);
			break;
		}
		if (copy[0] != '\0')
			history(hist, &ev, H_ENTER, copy);
		if (linewalk_is(copy)) {
			struct linewalk_io io = {.read = walk_read,
						 .ctx = el,
						 .out = stdout,
						 .teach = o->teach || s->teach,
						 .states_seen = &states_seen};
			linewalk_run(s, copy, &io);
			fflush(stdout);
			free(copy);
			continue;
		}
		char *err = NULL;
		if (session_exec(s, copy, &out, &err) < 0) {
			char *safe = um_printable(err);
			fprintf(stdout, "error: %s\n", safe);
			free(safe);
			free(err);
		}
		frontend_print(&out, stdout, stdout, o->teach || s->teach);
		/* Results in words for the person at the keyboard (batch
		 * output stays records only, for scripts). */
		for (size_t i = 0; i < out.n; i++) {
			struct strbuf sb;
			sb_init(&sb);
			if (out.lines[i].kind == OUT_RECORD &&
			    record_result_words(s->g, &out.lines[i].rec,
						&states_seen, &sb))
				fprintf(stdout, "  = %s\n", sb.s);
			sb_free(&sb);
		}
		out_clear(&out);
		free(copy);
	}
	out_free(&out);
	/* --read-only writes nothing the umpire did not name. */
	if (histpath && !s->read_only) {
		/* The one file writer (umpire/atomicfile.h); a history not
		 * kept is no harm to the game. */
		struct atomic_file af;
		char *err = NULL;
		if (atomic_open(&af, histpath, &err) == 0) {
			FILE *f = atomic_stream(&af);
			if (f && history(hist, &ev, H_SAVE_FP, f) >= 0)
				atomic_commit(&af, &err);
			else
				atomic_abort(&af);
		}
		free(err);
	}
	free(histpath);
	el_end(el);
	history_end(hist);
	fputc('\n', stdout);
	return status;
}
