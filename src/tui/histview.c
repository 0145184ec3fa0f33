/* histview.c - the history panel (h) and amending a past ruling from it
 * (docs/tui.md, docs/game-files.md "History and amendments").
 *
 * The list is what the read-only `history` prints (HIST records), run
 * again when the game changes; rulings are said in words from their
 * RESULT. Enter on a command opens a small form of its key=value pairs
 * (dice, answers, position). Enter there runs `amend N ... dry=yes`
 * quietly: the CHANGED, RULING and INVALID records it prints are shown
 * old beside new, and nothing has changed. y runs the amendment as a
 * command line (logged and journaled like any other); Esc cancels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "histview.h"
#include "umpire/cmd.h"
#include "umpire/util.h"

enum hv_stage { HV_LIST, HV_EDIT, HV_DIFF };

/* One HIST record. */
struct hentry {
	long n;
	char *bound, *phase, *command, *result;
	bool amended;
};

#define HV_VALUE_MAX 96

struct histview {
	bool open;
	enum hv_stage stage;
	struct hentry *e;
	size_t n;
	/* What the list was read from: reread when any differs. */
	size_t key_n, key_journal;
	const struct game *key_g;
	int sel, top;
	/* The form: command number `target`, its parsed line, one value
	 * per key=value pair and a last field for a pair to add. */
	long target;
	char *was; /* its line as ruled */
	struct args args;
	char (*val)[HV_VALUE_MAX];
	int field;
	char *drop; /* later commands dropped with it (drop=), or NULL */
	/* The preview: the amend line to run and what the dry run said. */
	char *line;
	struct out diff;
	bool refused;
	char *why;
	/* #: the number typed to go to ("" and not going: none). */
	bool going;
	char go[16];
};

struct histview *
histview_new(void)
{
	struct histview *hv = um_xcalloc(1, sizeof *hv);
	out_init(&hv->diff);
	return hv;
}

static void
entries_free(struct histview *hv)
{
	for (size_t i = 0; hv->e && i < hv->n; i++) {
		free(hv->e[i].bound);
		free(hv->e[i].phase);
		free(hv->e[i].command);
		free(hv->e[i].result);
	}
	free(hv->e);
	hv->e = NULL;
	hv->n = 0;
}

static void
preview_free(struct histview *hv)
{
	out_free(&hv->diff);
	out_init(&hv->diff);
	free(hv->line);
	free(hv->why);
	hv->line = hv->why = NULL;
	hv->refused = false;
}

static void
form_free_(struct histview *hv)
{
	args_free(&hv->args);
	free(hv->was);
	free(hv->drop);
	hv->was = hv->drop = NULL;
	free(hv->val);
	hv->val = NULL;
	hv->field = 0;
	preview_free(hv);
}

void
histview_free(struct histview *hv)
{
	if (hv == NULL)
		return;
	entries_free(hv);
	form_free_(hv);
	out_free(&hv->diff);
	free(hv);
}

/* A record's fields (cmd_parse reads a record as a command line). */
static const char *
field(const struct record *a, const char *key)
{
	const char *v = record_get(a, key);
	return v ? v : "";
}

/* Read `history` again when the game changed since the last time. */
static void
history_read(struct tui *t, struct histview *hv)
{
	const char *const *lines;
	size_t n = session_lines(t->s, &lines);
	if (hv->e && n == hv->key_n && t->s->journal_lines == hv->key_journal &&
	    t->s->g == hv->key_g)
		return;
	hv->key_n = n;
	hv->key_journal = t->s->journal_lines;
	hv->key_g = t->s->g;
	entries_free(hv);
	struct out o;
	out_init(&o);
	char *err = NULL;
	if (session_exec(t->s, "history", &o, &err) == 0) {
		hv->e = um_xcalloc(o.n + 1, sizeof *hv->e);
		for (size_t i = 0; i < o.n; i++) {
			const struct record *a = &o.lines[i].rec;
			if (!record_is(a, "HIST"))
				continue;
			struct hentry *h = &hv->e[hv->n++];
			h->n = strtol(field(a, "n"), NULL, 10);
			h->bound = um_xstrdup(field(a, "bound"));
			h->phase = um_xstrdup(field(a, "phase"));
			h->command = um_xstrdup(field(a, "command"));
			const char *r = record_get(a, "result");
			h->result = r ? um_xstrdup(r) : NULL;
			h->amended = record_get(a, "amended") != NULL;
		}
	}
	free(err);
	out_free(&o);
	if (hv->sel >= (int)hv->n)
		hv->sel = hv->n ? (int)hv->n - 1 : 0;
}

/* ---- rulings in words ---------------------------------------------------- */

/* One RESULT ("kind=fire target=B loss=1 moral=LD state=LD figures=9 ...")
 * in words: "fire on B: loss 1, LD, 9 figures". */
static void
result_words(struct strbuf *sb, const char *res)
{
	/* The history keeps a RESULT's fields as text: the one reader. */
	char *text = um_xasprintf("RESULT %s", res);
	struct record r;
	int bad = record_parse(text, &r);
	free(text);
	if (bad) {
		sb_add(sb, res);
		return;
	}
	const struct record *a = &r;
	const char *who = field(a, "unit");
	if (!*who)
		who = field(a, "target");
	if (!*who)
		who = field(a, "defender");
	if (!*who && strcmp(field(a, "kind"), "staff") == 0) {
		/* A staff catch roll (Table 18): "staff of Allied: falls,
		 * -2 to the end of bound 2". */
		sb_addf(sb, "staff of %s: %s", field(a, "side"),
			field(a, "result"));
		if (*field(a, "until_bound"))
			sb_addf(sb, ", %s to the end of bound %s",
				field(a, "penalty"), field(a, "until_bound"));
		record_free(&r);
		return;
	}
	sb_addf(sb, "%s%s%s", field(a, "kind"), *who ? " on " : "", who);
	const char *sep = ": ";
	const char *loss = field(a, "loss"), *st = field(a, "state");
	const char *fig = field(a, "figures"), *mor = field(a, "moral");
	if (*loss) {
		sb_addf(sb, "%sloss %s", sep, loss);
		sep = ", ";
	}
	if (*st) {
		sb_addf(sb, "%s%s", sep, st);
		sep = ", ";
	} else if (*mor && strcmp(mor, "-") != 0) {
		sb_addf(sb, "%smorale %s", sep, mor);
		sep = ", ";
	}
	if (*fig)
		sb_addf(sb, "%s%s figures", sep, fig);
	record_free(&r);
}

/* A history result (RESULT records joined by "; ") in words. */
static char *
ruling_words(const char *result)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, "");
	if (result == NULL || *result == '\0') {
		sb_add(&sb, "(no result)");
		return sb_steal(&sb);
	}
	char *copy = um_xstrdup(result);
	char *p = copy;
	for (;;) {
		char *end = strstr(p, "; ");
		if (end)
			*end = '\0';
		if (sb.len)
			sb_add(&sb, "; ");
		result_words(&sb, p);
		if (end == NULL)
			break;
		p = end + 2;
	}
	free(copy);
	return sb_steal(&sb);
}

/* ---- the form ------------------------------------------------------------ */

static int
nfields(const struct histview *hv)
{
	return (int)hv->args.nkv + 1; /* the pairs, and one to add */
}

/* Open command i in the form; a resolve (no pairs) opens the last
 * declaration before it (the one with its dice). */
static void
form_open(struct tui *t, struct histview *hv, size_t i)
{
	size_t k = i;
	/* A ruling's resolve: its dice are on its declarations. */
	bool resolve = strcmp(hv->e[i].command, "resolve") == 0;
	while (resolve && k > 0 && strchr(hv->e[k].command, '=') == NULL)
		k--;
	if (strchr(hv->e[k].command, '=') == NULL ||
	    strcmp(hv->e[k].command, "tables change") == 0) {
		tui_message(t, R_ERROR,
			    "command %ld has nothing to correct here; :amend "
			    "%ld COMMAND replaces it",
			    hv->e[i].n, hv->e[i].n);
		return;
	}
	form_free_(hv);
	char *err = NULL;
	if (cmd_parse(hv->e[k].command, &hv->args, &err) < 0) {
		tui_message(t, R_ERROR, "%s", err);
		free(err);
		return;
	}
	hv->target = hv->e[k].n;
	hv->was = um_xstrdup(hv->e[k].command);
	hv->sel = (int)k;
	hv->val = um_xcalloc((size_t)nfields(hv), sizeof *hv->val);
	for (size_t f = 0; f < hv->args.nkv; f++)
		snprintf(hv->val[f], sizeof hv->val[f], "%s",
			 hv->args.kv[f].val);
	/* The dice first: the usual correction. */
	hv->field = 0;
	for (size_t f = 0; f < hv->args.nkv; f++)
		if (strcmp(hv->args.kv[f].key, "dice") == 0)
			hv->field = (int)f;
	hv->stage = HV_EDIT;
}

/* The command as corrected: its words, the pairs with their new values
 * (an emptied one left out: rolled or decided again), the added pair. */
static char *
form_command(const struct histview *hv)
{
	struct args a = {.word = hv->args.word, .nword = hv->args.nword};
	a.kv = um_xcalloc(hv->args.nkv + 1, sizeof *a.kv);
	for (size_t f = 0; f < hv->args.nkv; f++)
		if (hv->val[f][0]) {
			a.kv[a.nkv].key = hv->args.kv[f].key;
			a.kv[a.nkv++].val = hv->val[f];
		}
	char *words = args_format(&a);
	free(a.kv);
	const char *extra = hv->val[hv->args.nkv];
	char *r = um_xasprintf("%s%s%s", words, *extra ? " " : "", extra);
	free(words);
	return r;
}

/* Run the dry run of the amendment and show it. */
static void
form_preview(struct tui *t, struct histview *hv)
{
	preview_free(hv);
	char *cmd = form_command(hv);
	char *line =
	    um_xasprintf("amend %ld %s%s%s dry=yes", hv->target, cmd,
			 hv->drop ? " drop=" : "", hv->drop ? hv->drop : "");
	free(cmd);
	char *err = NULL;
	int r = session_exec(t->s, line, &hv->diff, &err);
	free(line);
	hv->refused = r < 0;
	hv->why = err;
	/* The line to run: the command as the dry run would journal it (its
	 * rolled dice in it), so the amendment rules what was shown. */
	if (r == 0 && hv->diff.dry_line && hv->diff.dry_line[0])
		hv->line = um_xstrdup(hv->diff.dry_line);
	if (r == 0 && hv->line == NULL) {
		hv->refused = true;
		hv->why = um_xstrdup("the preview did not say what it would "
				     "run");
	}
	hv->stage = HV_DIFF;
}

static void
back_to_list(struct tui *t, struct histview *hv, const char *msg)
{
	form_free_(hv);
	hv->stage = HV_LIST;
	if (msg)
		tui_message(t, R_DIM, "%s", msg);
}

static bool
edit_key(struct tui *t, struct histview *hv, wint_t ch, bool fkey)
{
	int nf = nfields(hv);
	char *v = hv->val[hv->field];
	size_t l = strlen(v);
	if (!fkey && ch == 27) {
		back_to_list(t, hv, "amendment cancelled; nothing changed");
	} else if ((fkey && (ch == KEY_DOWN || ch == KEY_BTAB)) ||
		   (!fkey && ch == '\t')) {
		hv->field = (hv->field + (ch == KEY_BTAB ? nf - 1 : 1)) % nf;
	} else if (fkey && ch == KEY_UP) {
		hv->field = (hv->field + nf - 1) % nf;
	} else if ((fkey && ch == KEY_BACKSPACE) ||
		   (!fkey && (ch == 127 || ch == 8))) {
		if (l)
			v[l - 1] = '\0';
	} else if (!fkey && ch == 21) { /* ^U */
		v[0] = '\0';
	} else if ((fkey && ch == KEY_ENTER) ||
		   (!fkey && (ch == '\r' || ch == '\n'))) {
		form_preview(t, hv);
	} else if (!fkey && ch >= ' ' && ch < 127 && l + 1 < HV_VALUE_MAX) {
		v[l] = (char)ch;
		v[l + 1] = '\0';
	}
	return true;
}

/* The numbers of the INVALID records of a refused preview, added to
 * drop=: false when there are none. */
static bool
drop_invalid(struct histview *hv)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_add(&sb, hv->drop ? hv->drop : "");
	bool any = false;
	for (size_t i = 0; i < hv->diff.n; i++) {
		const struct record *rec = &hv->diff.lines[i].rec;
		const char *n = record_get(rec, "n");
		if (!record_is(rec, "INVALID") || n == NULL)
			continue;
		sb_addf(&sb, "%s%ld", sb.len ? "," : "", strtol(n, NULL, 10));
		any = true;
	}
	free(hv->drop);
	hv->drop = sb.len ? sb_steal(&sb) : (sb_free(&sb), NULL);
	return any;
}

static bool
diff_key(struct tui *t, struct histview *hv, wint_t ch, bool fkey)
{
	bool enter =
	    (fkey && ch == KEY_ENTER) || (!fkey && (ch == '\r' || ch == '\n'));
	if (!fkey && (ch == 27 || ch == 'n')) {
		back_to_list(t, hv, "amendment cancelled; nothing changed");
	} else if ((!fkey && ch == 'e') || (fkey && ch == KEY_LEFT)) {
		preview_free(hv);
		free(hv->drop);
		hv->drop = NULL;
		hv->stage = HV_EDIT;
	} else if (!fkey && ch == 'd' && hv->refused) {
		if (drop_invalid(hv))
			form_preview(t, hv);
		else
			tui_message(t, R_ERROR, "no later command to drop");
	} else if (enter || (!fkey && ch == 'y')) {
		if (hv->refused) {
			tui_message(t, R_ERROR,
				    "refused: e edits it again, Esc cancels");
			return true;
		}
		char *line = um_xasprintf("amend %ld %s%s%s", hv->target,
					  hv->line, hv->drop ? " drop=" : "",
					  hv->drop ? hv->drop : "");
		char *err = NULL;
		long n = hv->target;
		if (tui_run_line(t, line, &err) == 0) {
			back_to_list(t, hv, NULL);
			tui_message(t, R_PASS,
				    "amended command %ld; u takes it back", n);
		} else {
			tui_message(t, R_ERROR, "%s", err ? err : "failed");
		}
		free(err);
		free(line);
	} else if (!fkey && ch > ' ') {
		tui_message(t, R_ERROR,
			    "%lc is no key in the preview: %s, e edits it "
			    "again, Esc cancels (nothing changed)",
			    ch,
			    hv->refused ? "d drops the invalid commands"
					: "y applies it");
	}
	return true;
}

/* ---- the list ------------------------------------------------------------ */

void
histview_open(struct tui *t)
{
	struct histview *hv = t->hv;
	if (hv == NULL)
		return;
	hv->open = true;
	hv->stage = HV_LIST;
	history_read(t, hv);
	hv->sel = hv->n ? (int)hv->n - 1 : 0;
	if (hv->n == 0)
		tui_message(t, R_DIM, "no commands yet");
}

/* N Enter (digits): the cursor on command N (as `history` numbers
 * it). */
static bool
go_key(struct tui *t, struct histview *hv, wint_t ch, bool fkey)
{
	size_t l = strlen(hv->go);
	if (!fkey && ch >= '0' && ch <= '9' && l + 1 < sizeof hv->go) {
		hv->go[l] = (char)ch;
		hv->go[l + 1] = '\0';
	} else if ((fkey && ch == KEY_BACKSPACE) ||
		   (!fkey && (ch == 127 || ch == 8))) {
		if (l)
			hv->go[l - 1] = '\0';
	} else if ((fkey && ch == KEY_ENTER) ||
		   (!fkey && (ch == '\r' || ch == '\n'))) {
		long want = strtol(hv->go, NULL, 10);
		bool found = false;
		for (size_t i = 0; i < hv->n && !found; i++)
			if (hv->e[i].n == want) {
				hv->sel = (int)i;
				found = true;
			}
		if (!found)
			tui_message(t, R_ERROR,
				    "no command #%s: the history has %zu",
				    hv->go[0] ? hv->go : "(none typed)", hv->n);
		hv->going = false;
	} else {
		hv->going = false; /* Esc or another key: not going */
	}
	return true;
}

static bool
list_key(struct tui *t, struct histview *hv, wint_t ch, bool fkey)
{
	int n = (int)hv->n;
	if (hv->going)
		return go_key(t, hv, ch, fkey);
	if (!fkey && ch >= '0' && ch <= '9') {
		hv->going = true;
		hv->go[0] = '\0';
		return go_key(t, hv, ch, fkey);
	}
	if (!fkey && (ch == 27 || ch == 'h')) {
		hv->open = false;
		return true;
	}
	if ((fkey && ch == KEY_DOWN) || (!fkey && ch == 'j'))
		hv->sel++;
	else if ((fkey && ch == KEY_UP) || (!fkey && ch == 'k'))
		hv->sel--;
	else if (fkey && ch == KEY_NPAGE)
		hv->sel += 10;
	else if (fkey && ch == KEY_PPAGE)
		hv->sel -= 10;
	else if (fkey && ch == KEY_HOME)
		hv->sel = 0;
	else if (fkey && ch == KEY_END)
		hv->sel = n - 1;
	else if (((fkey && ch == KEY_ENTER) ||
		  (!fkey && (ch == '\r' || ch == '\n' || ch == 'c'))) &&
		 n > 0)
		form_open(t, hv, (size_t)hv->sel);
	else if (!fkey && ch > 0 && ch < 128 &&
		 strchr("fmBaAeMDbinrgw/.HJKL+-", (int)ch)) {
		/* A task or view the panel would hide: it closes first. */
		hv->open = false;
		return false;
	} else
		return false; /* : ? q u and the rest work as ever */
	if (hv->sel >= n)
		hv->sel = n - 1;
	if (hv->sel < 0)
		hv->sel = 0;
	return true;
}

bool
histview_key(struct tui *t, wint_t ch, bool fkey)
{
	struct histview *hv = t->hv;
	if (hv == NULL || !hv->open)
		return false;
	history_read(t, hv);
	switch (hv->stage) {
	case HV_EDIT:
		return edit_key(t, hv, ch, fkey);
	case HV_DIFF:
		return diff_key(t, hv, ch, fkey);
	default:
		return list_key(t, hv, ch, fkey);
	}
}

bool
histview_cancel(struct tui *t)
{
	struct histview *hv = t->hv;
	if (hv == NULL || !hv->open || hv->stage == HV_LIST)
		return false;
	back_to_list(t, hv, "amendment cancelled; nothing changed");
	return true;
}

const char *
histview_hint(const struct tui *t)
{
	const struct histview *hv = t->hv;
	if (hv == NULL || !hv->open)
		return NULL;
	switch (hv->stage) {
	case HV_EDIT:
		return "type the value  Tab/Up/Down field  ^U clear  Enter "
		       "preview  Esc cancel";
	case HV_DIFF:
		return hv->refused ? "d drop the invalid  e edit again  Esc "
				     "cancel"
				   : "y/Enter amend  e edit again  Esc cancel";
	default:
		if (hv->going) {
			static char go[64];
			snprintf(go, sizeof go,
				 "go to #%s_  digits  Enter go  Esc cancel",
				 hv->go);
			return go;
		}
		return "j/k select  N Enter go to #N  Enter amend it  h/Esc "
		       "close  u undo  ? keys";
	}
}

/* ---- drawing ------------------------------------------------------------- */

static void
list_draw(struct tui *t, struct histview *hv, struct rect r)
{
	char right[64];
	snprintf(right, sizeof right, "%zu commands; h closes", hv->n);
	tui_title(t, r, "History", right);
	int rows = r.h - 2, y = r.y + 1;
	if (rows < 1 || hv->e == NULL)
		return;
	if (hv->sel < hv->top)
		hv->top = hv->sel;
	if (hv->sel >= hv->top + rows)
		hv->top = hv->sel - rows + 1;
	for (int i = hv->top; i < (int)hv->n && y < r.y + 1 + rows; i++) {
		const struct hentry *h = &hv->e[i];
		char *words = h->result ? ruling_words(h->result) : NULL;
		char *text = um_xasprintf(
		    "%5ld b%-2s %-8.8s %s%s%s%s", h->n, h->bound, h->phase,
		    h->command, words ? "  -> " : "", words ? words : "",
		    h->amended ? "  (amended)" : "");
		tui_put_clip(t, y++, r.x, r.w,
			     i == hv->sel ? R_SEL
			     : h->amended ? R_WARN
					  : R_NORMAL,
			     text);
		free(text);
		free(words);
	}
	tui_put(t, r.y + r.h - 1, r.x, r.w, R_DIM,
		" Enter: correct this ruling   j k PgUp PgDn: move   Esc h: "
		"close");
}

static void
edit_draw(struct tui *t, struct histview *hv, struct rect r)
{
	char title[96];
	snprintf(title, sizeof title, "Amend command %ld", hv->target);
	tui_title(t, r, title, "Esc cancels");
	int y = r.y + 1, end = r.y + r.h - 1;
	char *was = um_xasprintf(" as ruled: %s", hv->was);
	char *cmd = form_command(hv);
	char *line = um_xasprintf(" amend %ld %s", hv->target, cmd);
	free(cmd);
	/* What fits: the fields first (the one typed in always shows), then
	 * the amend line, then the line as ruled (its start at least). */
	int avail = end - y, nf = nfields(hv);
	int wr = tui_wrap_rows(was, r.w, 4), ar = tui_wrap_rows(line, r.w, 4);
	int fr = nf;
	if (wr + fr + ar > avail)
		wr = 1;
	if (wr + fr + ar > avail)
		fr = avail - wr - ar < 3 ? 3 : avail - wr - ar;
	if (fr > avail - wr)
		fr = avail - wr > 1 ? avail - wr : 1;
	if (wr + fr + ar > avail)
		ar = avail - wr - fr > 0 ? avail - wr - fr : 0;
	if (wr == 1)
		tui_put_clip(t, y++, r.x, r.w, R_DIM, was);
	else
		y += tui_wrap_draw(t, y, r.x, r.w, 4, 0, wr, R_DIM, was);
	free(was);
	int top = hv->field >= fr ? hv->field - fr + 1 : 0;
	for (int f = top; f < nf && f < top + fr && y < end; f++) {
		bool extra = f == (int)hv->args.nkv;
		/* More fields above or below: an arrow says so. */
		const char *more = f == top && top > 0
				       ? t->ascii ? "^" : "\u2191"
				   : f == top + fr - 1 && f + 1 < nf
				       ? t->ascii ? "v" : "\u2193"
				       : " ";
		char label[80];
		snprintf(label, sizeof label, "%s%-14.14s", more,
			 extra ? "+ key=value" : hv->args.kv[f].key);
		tui_put(t, y, r.x, r.w, R_NORMAL, label);
		char *v =
		    um_xasprintf("%s%s", hv->val[f], f == hv->field ? "_" : "");
		tui_put(t, y++, r.x + 16, r.w - 16,
			f == hv->field ? R_SEL : R_NORMAL, v);
		free(v);
	}
	if (y < end && ar > 0)
		tui_wrap_draw(t, y, r.x, r.w, 4, 0, ar, R_DIM, line);
	free(line);
	tui_put_clip(t, r.y + r.h - 1, r.x, r.w, R_DIM,
		     " type the value   Up Down Tab: field   ^U clears (empty: "
		     "rolled again)   Enter: preview   Esc: cancel");
}

/* One CHANGED or RULING record as a row: what, then old beside new. */
static int
diff_row(struct tui *t, const struct record *a, int y, int end, struct rect r)
{
	int half = (r.w - 2) / 2;
	const char *tag = record_tag(a);
	if (strcmp(tag, "CHANGED") == 0) {
		char *what =
		    um_xasprintf(" %s %s", field(a, "unit"), field(a, "key"));
		tui_put(t, y, r.x, half, R_NORMAL, what);
		tui_putf(t, y, r.x + half / 2 + 1, half / 2, R_DIM, "%s",
			 field(a, "before"));
		tui_putf(t, y++, r.x + half + 2, half, R_PASS, "%s",
			 field(a, "after"));
		free(what);
	} else if (strcmp(tag, "RULING") == 0 && y + 1 < end) {
		tui_putf(t, y++, r.x, r.w, R_NORMAL, " %s %s", field(a, "n"),
			 field(a, "command"));
		char *was = ruling_words(field(a, "before"));
		char *now = ruling_words(field(a, "after"));
		int rows = end - y;
		int a1 = tui_wrap_draw(t, y, r.x + 2, half - 2, 1, 0, rows,
				       R_DIM, was);
		int a2 = tui_wrap_draw(t, y, r.x + half + 2, half, 1, 0, rows,
				       R_PASS, now);
		y += a1 > a2 ? a1 : a2;
		free(was);
		free(now);
	} else if (strcmp(tag, "INVALID") == 0) {
		tui_putf(t, y++, r.x, r.w, R_ERROR, " ! %s %s: %s",
			 field(a, "n"), field(a, "command"), field(a, "why"));
	}
	return y;
}

static void
diff_draw(struct tui *t, struct histview *hv, struct rect r)
{
	char title[96];
	snprintf(title, sizeof title, "Amend command %ld: what changes",
		 hv->target);
	tui_title(t, r, title, "nothing changed yet");
	int y = r.y + 1, end = r.y + r.h - 1, half = (r.w - 2) / 2;
	if (hv->line) {
		char *line =
		    um_xasprintf(" amend %ld %s", hv->target, hv->line);
		y += tui_wrap_draw(t, y, r.x, r.w, 4, 0, end - y, R_NORMAL,
				   line);
		free(line);
	}
	if (hv->drop && y < end)
		tui_putf(t, y++, r.x, r.w, R_WARN,
			 " dropped with it (no longer valid): command %s",
			 hv->drop);
	if (y < end) {
		tui_put(t, y, r.x, r.w, R_TITLE, " unit, ruling");
		tui_put(t, y, r.x + half / 2 + 1, half / 2, R_TITLE, "before");
		tui_put(t, y++, r.x + half + 2, half, R_TITLE, "after");
	}
	size_t shown = 0;
	for (size_t i = 0; i < hv->diff.n && y < end; i++) {
		int was = y;
		y = diff_row(t, &hv->diff.lines[i].rec, y, end, r);
		shown += y > was;
	}
	if (shown == 0 && !hv->refused && y < end)
		tui_put(t, y++, r.x, r.w, R_DIM,
			" no unit and no later ruling changes");
	if (hv->refused && y < end)
		tui_wrap_draw(t, y, r.x + 1, r.w - 1, 2, 0, end - y, R_ERROR,
			      hv->why ? hv->why : "refused");
	tui_put_clip(t, r.y + r.h - 1, r.x, r.w, R_DIM,
		     hv->refused
			 ? " refused   d: drop the commands no longer "
			   "valid   e: edit again   Esc: cancel (nothing "
			   "changed)"
			 : " y Enter: amend   e: edit again   Esc: cancel "
			   "(nothing changed)");
}

bool
histview_draw(struct tui *t, struct rect r)
{
	struct histview *hv = t->hv;
	if (hv == NULL || !hv->open || t->walk || t->form || r.h < 4 ||
	    r.w < 20)
		return false;
	history_read(t, hv);
	tui_fill(t, r, R_NORMAL);
	if (hv->stage == HV_EDIT && hv->val)
		edit_draw(t, hv, r);
	else if (hv->stage == HV_DIFF)
		diff_draw(t, hv, r);
	else
		list_draw(t, hv, r);
	return true;
}
