/* form.c - roster entry at the table: the unit form (add with defaults,
 * add as a copy of a unit, edit) and move mode (type a new position or
 * nudge with keys). Both end in one command line - `unit add ...` or
 * `unit set NAME ...` with only what changed - and a failed command keeps
 * the form open with the error in place. */
#include <ctype.h>
#include <wctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "form.h"
#include "ui.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

enum field_kind { F_TEXT, F_NUM, F_ENUM };

struct field {
	const char *key; /* command key; "name" is the operand */
	const char *label;
	enum field_kind kind;
	const char *const *values; /* F_ENUM */
	char val[256];
	char orig[256]; /* edit: the value before */
	bool readonly;
	bool typed; /* typing replaces the value on the first key */
};

/* A label of UM_LABEL_MAX characters fits a field in UTF-8. */
_Static_assert(sizeof(((struct field *)0)->val) > UM_LABEL_BYTES,
	       "a field holds a label");

enum form_kind { FORM_ADD, FORM_EDIT, FORM_MOVE };

#define FIELDS_MAX 16

struct form {
	enum form_kind kind;
	char unit[UM_NAME_MAX + 1];
	struct field f[FIELDS_MAX];
	int n, cur;
	int top; /* first field shown */
	char *err;
	const char **sides; /* sides in the roster, for cycling */
	size_t nsides;
};

static const char *const arm_values[] = {"infantry", "cavalry", "artillery",
					 NULL};

static struct field *
add_field(struct form *fm, const char *key, const char *label,
	  enum field_kind kind, const char *const *values, const char *val)
{
	struct field *f = &fm->f[fm->n++];
	memset(f, 0, sizeof *f);
	f->key = key;
	f->label = label;
	f->kind = kind;
	f->values = values;
	snprintf(f->val, sizeof f->val, "%s", val ? val : "");
	memcpy(f->orig, f->val, sizeof f->orig);
	return f;
}

/* The field named key; a scratch field when the form has none, so
 * callers never test for NULL. */
static struct field *
field(struct form *fm, const char *key)
{
	static struct field none;
	for (int i = 0; i < fm->n; i++)
		if (strcmp(fm->f[i].key, key) == 0)
			return &fm->f[i];
	memset(&none, 0, sizeof none);
	none.key = key;
	none.label = key;
	return &none;
}

static void
fmt_num(char *buf, size_t size, double v)
{
	um_fmt_num(buf, size, v);
}

static void
collect_sides(struct tui *t, struct form *fm)
{
	const struct game *g = t->s->g;
	fm->sides = um_xcalloc(g->nunits + 1, sizeof *fm->sides);
	for (size_t i = 0; i < g->nunits; i++) {
		bool seen = false;
		for (size_t k = 0; k < fm->nsides; k++)
			if (strcmp(fm->sides[k], g->units[i].side) == 0)
				seen = true;
		if (!seen)
			fm->sides[fm->nsides++] = g->units[i].side;
	}
}

/* "Bn45" -> "Bn46", "Gds" -> "Gds2"; never a name in use. */
static void
next_name(const struct tui *t, const char *base, char *out, size_t size)
{
	size_t len = strlen(base), d = len;
	while (d > 0 && isdigit((unsigned char)base[d - 1]))
		d--;
	long n = d < len ? strtol(base + d, NULL, 10) : 1;
	for (int tries = 0; tries < 1000; tries++) {
		n++;
		snprintf(out, size, "%.*s%ld", (int)d, base, n);
		if (tui_unit_index(t, out) < 0)
			return;
	}
	snprintf(out, size, "%s", base);
}

/* Every key of the unit the form has no field for (the ruleset's keys,
 * width, depth, level, ...), from its UNIT record, into "more keys": a
 * copy or an edit keeps them, shown or not. */
static void
more_from(struct tui *t, struct form *fm, const struct unit *u)
{
	static const char *const shown[] = {
	    "name", "side",   "arm",  "figures", "formation", "state", "x",
	    "y",    "facing", "guns", "label",	 "removed",   NULL};
	struct field *more = field(fm, "more");
	more->val[0] = '\0';
	char *line = um_xasprintf("unit %s", u->name);
	struct out o;
	out_init(&o);
	char *err = NULL;
	int r = t->exec(t, line, &o, &err);
	free(line);
	free(err);
	for (size_t i = 0; r == 0 && i < o.n; i++) {
		const struct record *a = &o.lines[i].rec;
		if (o.lines[i].kind != OUT_RECORD || !record_is(a, "UNIT"))
			continue;
		const char *pos = NULL, *key, *val;
		while (record_next(a, &pos, &key, &val)) {
			bool skip = !*key;
			for (size_t j = 0; shown[j]; j++)
				skip |= strcmp(shown[j], key) == 0;
			if (skip)
				continue;
			char *q = out_quote(val);
			size_t l = strlen(more->val);
			snprintf(more->val + l, sizeof more->val - l, "%s%s=%s",
				 l ? " " : "", key, q);
			free(q);
		}
	}
	out_free(&o);
}

static void
fill_from(struct tui *t, struct form *fm, const struct unit *u)
{
	const struct game *g = t->s->g;
	char b[64];
	snprintf(field(fm, "side")->val, sizeof field(fm, "side")->val, "%s",
		 u->side);
	snprintf(field(fm, "arm")->val, sizeof field(fm, "x")->val, "%s",
		 arm_names[u->arm]);
	snprintf(field(fm, "figures")->val, sizeof field(fm, "x")->val, "%d",
		 u->figures);
	snprintf(field(fm, "guns")->val, sizeof field(fm, "x")->val, "%d",
		 u->guns);
	snprintf(field(fm, "formation")->val, sizeof field(fm, "x")->val, "%s",
		 unit_formation_name(g, u));
	snprintf(field(fm, "state")->val, sizeof field(fm, "x")->val, "%s",
		 unit_state_name(g, u));
	fmt_num(b, sizeof b, u->x);
	snprintf(field(fm, "x")->val, sizeof field(fm, "x")->val, "%s",
		 u->placed ? b : "");
	fmt_num(b, sizeof b, u->y);
	snprintf(field(fm, "y")->val, sizeof field(fm, "x")->val, "%s",
		 u->placed ? b : "");
	fmt_num(b, sizeof b, u->facing);
	snprintf(field(fm, "facing")->val, sizeof field(fm, "x")->val, "%s",
		 u->placed ? b : "");
	snprintf(field(fm, "label")->val, sizeof field(fm, "label")->val, "%s",
		 u->label);
	more_from(t, fm, u);
}

static struct form *
form_unit(struct tui *t, enum form_kind kind)
{
	const struct game *g = t->s->g;
	struct form *fm = um_xcalloc(1, sizeof *fm);
	fm->kind = kind;
	collect_sides(t, fm);
	add_field(fm, "name", "name", F_TEXT, NULL, "");
	add_field(fm, "side", "side", F_TEXT, NULL, "");
	add_field(fm, "arm", "arm", F_ENUM, arm_values, "infantry");
	add_field(fm, "figures", "figures", F_NUM, NULL, "24");
	add_field(fm, "guns", "guns", F_NUM, NULL, "0");
	add_field(fm, "formation", "formation", F_ENUM, g->rs->formations,
		  g->rs->formations[0]);
	add_field(fm, "state", "state", F_ENUM, g->rs->states,
		  g->rs->states[0]);
	add_field(fm, "x", "x", F_NUM, NULL, "");
	add_field(fm, "y", "y", F_NUM, NULL, "");
	add_field(fm, "facing", "facing", F_NUM, NULL, "0");
	add_field(fm, "label", "label", F_TEXT, NULL, "");
	add_field(fm, "more", "more keys", F_TEXT, NULL, "");
	return fm;
}

struct form *
form_new_add(struct tui *t, const struct unit *copy)
{
	struct form *fm = form_unit(t, FORM_ADD);
	const struct game *g = t->s->g;
	if (copy) {
		fill_from(t, fm, copy);
		next_name(t, copy->name, field(fm, "name")->val,
			  sizeof field(fm, "name")->val);
		/* A copy stands beside the original, not on it. */
		if (copy->placed) {
			double w, d;
			tui_unit_size(t, copy, &w, &d);
			char b[64];
			/* The unit's right: facing + 90 degrees. */
			double rx = cos(copy->facing * M_PI / 180);
			double ry = -sin(copy->facing * M_PI / 180);
			fmt_num(b, sizeof b, round(copy->x + rx * (w + 2)));
			snprintf(field(fm, "x")->val,
				 sizeof field(fm, "x")->val, "%s", b);
			fmt_num(b, sizeof b, round(copy->y + ry * (w + 2)));
			snprintf(field(fm, "y")->val,
				 sizeof field(fm, "x")->val, "%s", b);
		}
		fm->cur = 0;
	} else {
		const struct unit *sel = t->sel >= 0 && t->sel < (int)g->nunits
					     ? &g->units[t->sel]
					     : NULL;
		snprintf(field(fm, "side")->val, sizeof field(fm, "x")->val,
			 "%s", sel ? sel->side : "Allied");
		if (sel && sel->placed) {
			char b[64];
			fmt_num(b, sizeof b, sel->facing);
			snprintf(field(fm, "facing")->val,
				 sizeof field(fm, "x")->val, "%s", b);
		}
		char b[64];
		fmt_num(b, sizeof b, round(t->map.cx));
		snprintf(field(fm, "x")->val, sizeof field(fm, "x")->val, "%s",
			 b);
		fmt_num(b, sizeof b, round(t->map.cy));
		snprintf(field(fm, "y")->val, sizeof field(fm, "x")->val, "%s",
			 b);
	}
	for (int i = 0; i < fm->n; i++)
		fm->f[i].orig[0] = '\0';
	return fm;
}

struct form *
form_new_edit(struct tui *t, const struct unit *u)
{
	struct form *fm = form_unit(t, FORM_EDIT);
	snprintf(fm->unit, sizeof fm->unit, "%s", u->name);
	fill_from(t, fm, u);
	snprintf(field(fm, "name")->val, sizeof field(fm, "x")->val, "%s",
		 u->name);
	field(fm, "name")->readonly = true;
	for (int i = 0; i < fm->n; i++)
		memcpy(fm->f[i].orig, fm->f[i].val, sizeof fm->f[i].orig);
	fm->cur = 1;
	return fm;
}

struct form *
form_new_move(struct tui *t, const struct unit *u)
{
	struct form *fm = um_xcalloc(1, sizeof *fm);
	fm->kind = FORM_MOVE;
	snprintf(fm->unit, sizeof fm->unit, "%s", u->name);
	char b[64];
	fmt_num(b, sizeof b, u->placed ? u->x : round(t->map.cx));
	add_field(fm, "x", "x", F_NUM, NULL, b);
	fmt_num(b, sizeof b, u->placed ? u->y : round(t->map.cy));
	add_field(fm, "y", "y", F_NUM, NULL, b);
	fmt_num(b, sizeof b, u->placed ? u->facing : 0);
	add_field(fm, "facing", "facing", F_NUM, NULL, b);
	if (!u->placed)
		for (int i = 0; i < fm->n; i++)
			fm->f[i].orig[0] = '\0';
	return fm;
}

void
form_free(struct form *fm)
{
	if (fm == NULL)
		return;
	free(fm->sides);
	free(fm->err);
	free(fm);
}

bool
form_move_ghost(const struct form *fm, const char **name, double *x, double *y,
		double *facing)
{
	if (fm == NULL || fm->kind != FORM_MOVE)
		return false;
	*name = fm->unit;
	return um_parse_double(fm->f[0].val, x) &&
	       um_parse_double(fm->f[1].val, y) &&
	       um_parse_double(fm->f[2].val, facing);
}

/* ---- keys --------------------------------------------------------------- */

static void
cycle(struct form *fm, struct field *f, int dir)
{
	const char *const *vals = f->values;
	size_t n = 0;
	if (strcmp(f->key, "side") == 0) {
		vals = fm->sides;
		n = fm->nsides;
	} else if (vals) {
		while (vals[n])
			n++;
	}
	if (n == 0)
		return;
	size_t i = 0;
	while (i < n && strcmp(vals[i], f->val) != 0)
		i++;
	i = i == n ? 0 : (i + n + (size_t)(dir > 0 ? 1 : n - 1)) % n;
	snprintf(f->val, sizeof f->val, "%s", vals[i]);
}

static void
nudge(struct form *fm, const char *key, double by)
{
	struct field *f = field(fm, key);
	double v = 0;
	um_parse_double(f->val, &v);
	v += by;
	if (strcmp(key, "facing") == 0)
		v = fmod(fmod(v, 360) + 360, 360);
	fmt_num(f->val, sizeof f->val, round(v * 100) / 100);
}

static void
advance(struct form *fm, double by)
{
	double facing = 0;
	um_parse_double(field(fm, "facing")->val, &facing);
	nudge(fm, "x", by * sin(facing * M_PI / 180));
	nudge(fm, "y", by * cos(facing * M_PI / 180));
}

static char *
form_line(struct tui *t, struct form *fm)
{
	struct strbuf sb;
	sb_init(&sb);
	if (fm->kind == FORM_ADD)
		sb_addf(&sb, "unit add %s", field(fm, "name")->val);
	else
		sb_addf(&sb, "unit set %s", fm->unit);
	size_t base = sb.len;
	bool art = fm->kind != FORM_MOVE &&
		   strcmp(field(fm, "arm")->val, "artillery") == 0;
	for (int i = 0; i < fm->n; i++) {
		const struct field *f = &fm->f[i];
		if (strcmp(f->key, "name") == 0 || strcmp(f->key, "more") == 0)
			continue;
		if (fm->kind != FORM_ADD && strcmp(f->val, f->orig) == 0)
			continue;
		if (f->val[0] == '\0')
			continue;
		if (fm->kind == FORM_ADD && strcmp(f->key, "guns") == 0 && !art)
			continue;
		char *q = out_quote(f->val);
		sb_addf(&sb, " %s=%s", f->key, q);
		free(q);
	}
	struct field *more = field(fm, "more");
	if (more->val[0] &&
	    (fm->kind == FORM_ADD || strcmp(more->val, more->orig) != 0))
		sb_addf(&sb, " %s", more->val);
	(void)t;
	if (fm->kind != FORM_ADD && sb.len == base) {
		sb_free(&sb);
		return NULL;
	}
	return sb_steal(&sb);
}

/* Returns false when the form should close. */
static bool
submit(struct tui *t, struct form *fm)
{
	char *line = form_line(t, fm);
	if (line == NULL) {
		tui_message(t, R_DIM, "nothing changed");
		return false;
	}
	if (fm->kind == FORM_ADD && field(fm, "name")->val[0] == '\0') {
		/* The parser would say "usage: unit add NAME ..." */
		free(line);
		free(fm->err);
		fm->err = um_xstrdup("error: the unit needs a name: type it "
				     "in the name field (Tab, Up)");
		fm->cur = 0;
		return true;
	}
	char *err = NULL;
	int r = tui_run_line(t, line, &err);
	free(line);
	if (r < 0) {
		free(fm->err);
		fm->err = um_xasprintf("error: %s", err ? err : "failed");
		free(err);
		return true;
	}
	if (fm->kind == FORM_ADD) {
		int i = tui_unit_index(t, field(fm, "name")->val);
		if (i >= 0)
			t->sel = i;
		t->relayout = true;
	}
	return false;
}

/* Move mode's own keys: turn and step along the facing. */
static bool
move_key(struct form *fm, wint_t ch)
{
	switch (ch) {
	case '<':
		nudge(fm, "facing", -5);
		return true;
	case '>':
		nudge(fm, "facing", 5);
		return true;
	case '[':
		nudge(fm, "facing", -45);
		return true;
	case ']':
		nudge(fm, "facing", 45);
		return true;
	case 'f':
		advance(fm, 1);
		return true;
	case 'F':
		advance(fm, 5);
		return true;
	case 'b':
		advance(fm, -1);
		return true;
	case 'B':
		advance(fm, -5);
		return true;
	default:
		return false;
	}
}

/* A choice field: Space cycles, a letter jumps to the next value
 * starting with it. */
static void
enum_key(struct tui *t, struct form *fm, struct field *f, wint_t ch)
{
	if (ch == ' ') {
		cycle(fm, f, 1);
		return;
	}
	/* A letter jumps to the next value starting with it. */
	const char *const *v = f->values;
	size_t n = 0;
	while (v && v[n])
		n++;
	size_t at = 0;
	while (at < n && strcmp(v[at], f->val) != 0)
		at++;
	for (size_t k = 1; k <= n; k++) {
		size_t i = (at + k) % n;
		if (tolower((unsigned char)v[i][0]) ==
		    tolower((int)(ch < 128 ? ch : 0))) {
			snprintf(f->val, sizeof f->val, "%s", v[i]);
			return;
		}
	}
	if (ch > ' ' && n > 0)
		tui_message(t, R_ERROR,
			    "%s: no value starts with %lc; </> or Space "
			    "choose (%s ... %s)",
			    f->label, ch, v[0], v[n - 1]);
}

/* A character typed into a text or number field: kept as UTF-8 within
 * the field's limit, ASCII only without a UTF-8 locale. */
static void
type_char(struct tui *t, struct field *f, wint_t ch)
{
	if (ch < 32 || ch == 127 || !iswprint(ch))
		return;
	if (f->kind == F_NUM && !(isdigit((int)ch) || ch == '-' || ch == '.')) {
		tui_message(t, R_ERROR, "%s takes a number: %lc is not a digit",
			    f->label, ch);
		return;
	}
	/* UTF-8 text is kept as typed; without a UTF-8 locale the terminal's
	 * bytes cannot be trusted: ASCII only, and say so. */
	char enc[8];
	size_t n = tui_utf8_encode(ch, enc);
	if (ch >= 128 && !t->utf8) {
		tui_message(t, R_ERROR,
			    "only ASCII here: this terminal's locale is not "
			    "UTF-8 (set LANG=C.UTF-8 for other letters)");
		return;
	}
	if (!f->typed) {
		/* The first key replaces a default; later keys append. */
		f->val[0] = '\0';
		f->typed = true;
	}
	/* Limits in characters (a label's UTF-8 takes up to 4 bytes each;
	 * names and sides are ASCII), and never past the field's bytes. */
	size_t l = strlen(f->val);
	size_t cap = sizeof f->val - 1;
	if (strcmp(f->key, "label") == 0)
		cap = UM_LABEL_MAX;
	else if (strcmp(f->key, "name") == 0 || strcmp(f->key, "side") == 0)
		cap = UM_NAME_MAX;
	if (um_utf8_chars(f->val) + 1 > cap || l + n > sizeof f->val - 1) {
		tui_message(t, R_ERROR, "%s: at most %zu characters", f->label,
			    cap);
		return;
	}
	memcpy(f->val + l, enc, n);
	f->val[l + n] = '\0';
}

bool
form_key(struct tui *t, struct form *fm, wint_t ch, bool fkey)
{
	struct field *f = &fm->f[fm->cur];
	bool move = fm->kind == FORM_MOVE;
	bool enter =
	    (fkey && ch == KEY_ENTER) || (!fkey && (ch == '\r' || ch == '\n'));
	if (!enter && fm->err) { /* a refusal stays until the next key */
		free(fm->err);
		fm->err = NULL;
	}
	if (fkey) {
		switch (ch) {
		case KEY_DOWN:
			if (move) {
				nudge(fm, "y", -1);
				return true;
			}
			fm->cur = (fm->cur + 1) % fm->n;
			return true;
		case KEY_UP:
			if (move) {
				nudge(fm, "y", 1);
				return true;
			}
			fm->cur = (fm->cur + fm->n - 1) % fm->n;
			return true;
		case KEY_BTAB:
			fm->cur = (fm->cur + fm->n - 1) % fm->n;
			return true;
		case KEY_LEFT:
		case KEY_RIGHT:
			if (move)
				nudge(fm, "x", ch == KEY_LEFT ? -1 : 1);
			else if (f->kind == F_ENUM ||
				 strcmp(f->key, "side") == 0)
				cycle(fm, f, ch == KEY_LEFT ? -1 : 1);
			return true;
		case KEY_SLEFT:
		case KEY_SRIGHT:
			if (move)
				nudge(fm, "x", ch == KEY_SLEFT ? -5 : 5);
			return true;
		case KEY_SR:
		case KEY_SF:
			if (move)
				nudge(fm, "y", ch == KEY_SR ? 5 : -5);
			return true;
		case KEY_BACKSPACE:
			if (!f->readonly && f->val[0])
				tui_utf8_backspace(f->val);
			f->typed = true;
			return true;
		case KEY_ENTER:
			return submit(t, fm);
		default:
			return true;
		}
	}
	switch (ch) {
	case 27:
		tui_message(t, R_DIM, "%s cancelled", move ? "move" : "form");
		return false;
	case '\r':
	case '\n':
		return submit(t, fm);
	case '\t':
		fm->cur = (fm->cur + 1) % fm->n;
		return true;
	case 127:
	case 8:
		return form_key(t, fm, KEY_BACKSPACE, true);
	case 21: /* ^U clears the field */
		if (!f->readonly)
			f->val[0] = '\0';
		return true;
	case 18: /* ^R: copy the last unit of the roster */
		if (fm->kind == FORM_ADD && t->s->g->nunits) {
			const struct unit *u =
			    &t->s->g->units[t->s->g->nunits - 1];
			fill_from(t, fm, u);
			next_name(t, u->name, field(fm, "name")->val,
				  sizeof field(fm, "name")->val);
		}
		return true;
	default:
		break;
	}
	if (move && move_key(fm, ch))
		return true;
	if (f->readonly) {
		if (ch > ' ')
			tui_message(t, R_ERROR,
				    "%s is not changed here (Tab: the next "
				    "field)",
				    f->label);
		return true;
	}
	if (f->kind == F_ENUM) {
		enum_key(t, fm, f, ch);
		return true;
	}
	type_char(t, f, ch);
	return true;
}

/* ---- drawing ------------------------------------------------------------ */

void
form_draw(struct tui *t, struct form *fm, struct rect r)
{
	char title[64];
	if (fm->kind == FORM_ADD)
		snprintf(title, sizeof title, "Add a unit");
	else if (fm->kind == FORM_EDIT)
		snprintf(title, sizeof title, "Edit %s", fm->unit);
	else
		snprintf(title, sizeof title, "Move %s", fm->unit);
	tui_title(t, r, title, NULL);
	int x = r.x + 1, wd = r.w - 2, y = r.y + 1;
	bool move = fm->kind == FORM_MOVE;
	/* The command line the form runs, whole on three rows at the
	 * bottom, four when it needs them (rows break only at spaces); the
	 * fields above. */
	char *line = form_line(t, fm);
	const char *cmd = line ? line : "(nothing changed)";
	int n = tui_wrap_rows(cmd, wd, 2), below = 3;
	bool cut = n > 4;
	if (cut)
		n = 4;
	if (n == 4 && fm->err == NULL)
		below = 4;
	int rows = r.h - 1 - below;
	if (fm->cur < fm->top)
		fm->top = fm->cur;
	if (fm->cur >= fm->top + rows)
		fm->top = fm->cur - rows + 1;
	if (fm->top > 0)
		tui_put(t, y, x + wd - 1, 1, R_DIM, t->ascii ? "^" : "\u2191");
	if (fm->top + rows < fm->n)
		tui_put(t, y + rows - 1, x + wd - 1, 1, R_DIM,
			t->ascii ? "v" : "\u2193");
	for (int i = fm->top; i < fm->n && y < r.y + r.h - below; i++, y++) {
		const struct field *f = &fm->f[i];
		bool sel = i == fm->cur;
		bool changed =
		    fm->kind != FORM_ADD && strcmp(f->val, f->orig) != 0;
		tui_putf(t, y, x, 11, f->readonly ? R_DIM : R_NORMAL, "%-10s",
			 f->label);
		if (sel)
			tui_fill(t, (struct rect){y, x + 11, 1, wd - 11},
				 R_SEL);
		const char *shown = f->val;
		int vx = x + 11;
		if (f->kind == F_ENUM || strcmp(f->key, "side") == 0)
			vx += tui_put(t, y, vx, wd - 11, sel ? R_SEL : R_DIM,
				      t->ascii ? "<" : "\u2039");
		vx +=
		    tui_put(t, y, vx, x + wd - vx,
			    sel ? R_SEL : (changed ? R_WARN : R_NORMAL), shown);
		if (f->kind == F_ENUM || strcmp(f->key, "side") == 0)
			vx +=
			    tui_put(t, y, vx, x + wd - vx, sel ? R_SEL : R_DIM,
				    t->ascii ? ">" : "\u203a");
		if (sel && !f->readonly && f->kind != F_ENUM)
			tui_put(t, y, vx, 1, R_SEL, "_");
	}
	int by = r.y + r.h - below;
	if (fm->err) {
		tui_wrap_draw(t, by, x, wd, 2, 0, 3, R_ERROR, fm->err);
		free(line);
		return;
	}
	tui_wrap_draw(t, by, x, wd, 2, 0, n, R_DIM, cmd);
	if (cut) /* longer still: the last row says it is cut */
		tui_put(t, by + n - 1, x + wd - 1, 1, R_DIM,
			t->ascii ? "~" : "\u2026");
	free(line);
	/* The keys in the rows the command leaves. */
	const char *keys[2] = {move ? "arrows 1, shift 5, f/b along facing"
			       : fm->kind == FORM_ADD
				   ? "Tab/arrows field, </> choose, ^R copy"
				   : "Tab/arrows field, </> choose",
			       move ? "< > turn 5, [ ] 45, Enter apply, Esc"
				    : "Enter add/apply, Esc cancel"};
	for (int k = n - 1; k < 2; k++)
		tui_put_clip(t, by + 1 + k, x, wd, k ? R_KEY : R_DIM, keys[k]);
}
