/* complete.c - completion candidates from the command table, the roster
 * and the keys a command accepts. */
#include <stdlib.h>
#include <string.h>

#include "group.h"
#include "umpire/complete.h"
#include "umpire/ruleset.h"
#include "umpire/session.h"
#include "umpire/settings.h"
#include "umpire/table.h"
#include "umpire/util.h"

static void
add(struct completion *c, const char *prefix, const char *s)
{
	if (strncmp(s, prefix, strlen(prefix)) != 0)
		return;
	for (size_t i = 0; i < c->n; i++)
		if (strcmp(c->cand[i], s) == 0)
			return;
	size_t cap = c->n;
	c->cand = um_xreallocarray(c->cand, cap + 1, sizeof *c->cand);
	c->cand[c->n++] = um_xstrdup(s);
}

/* The brigades (named groups, unit key brigade=), as base + name. */
static void
add_brigades(struct completion *c, const char *prefix, const char *base,
	     const struct game *g)
{
	for (size_t i = 0; i < g->nunits; i++)
		if (!g->units[i].removed && g->units[i].brigade[0] &&
		    game_unit_c(g, g->units[i].brigade) == NULL) {
			char *v =
			    um_xasprintf("%s%s", base, g->units[i].brigade);
			add(c, prefix, v);
			free(v);
		}
}

/* Units and brigades, after the last comma of a list (unit move A,B). */
static void
add_operands(struct completion *c, const char *prefix, const struct game *g)
{
	const char *comma = strrchr(prefix, ',');
	size_t blen = comma ? (size_t)(comma - prefix) + 1 : 0;
	char *base = um_xstrndup(prefix, blen);
	for (size_t i = 0; i < g->nunits; i++) {
		char *v = um_xasprintf("%s%s", base, g->units[i].name);
		add(c, prefix, v);
		free(v);
	}
	add_brigades(c, prefix, base, g);
	free(base);
}

/* Where a brigade stands beside units or sides: cancel B, scan B, group
 * add|remove B UNIT..., unit move A,B. false: not one of those. */
static bool
add_group_words(struct completion *c, const char *prefix, char **words,
		size_t nw, const struct game *g)
{
	bool group = strcmp(words[0], "group") == 0 && nw >= 2 &&
		     strcmp(words[1], "list") != 0;
	if ((strcmp(words[0], "cancel") == 0 && nw == 1) ||
	    (strcmp(words[0], "unit") == 0 && nw == 2 &&
	     strcmp(words[1], "move") == 0)) {
		add_operands(c, prefix, g);
	} else if (strcmp(words[0], "scan") == 0 && nw == 1) {
		for (size_t i = 0; i < g->nunits; i++)
			add(c, prefix, g->units[i].side);
		add_brigades(c, prefix, "", g);
	} else if (group && nw == 2) {
		add_brigades(c, prefix, "", g);
	} else if (group) {
		for (size_t i = 0; i < g->nunits; i++)
			if (!g->units[i].removed)
				add(c, prefix, g->units[i].name);
	} else
		return false;
	return true;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* First words of the shared commands and of the ruleset's own. */
static void
add_command_names(struct completion *c, const char *prefix,
		  const struct ruleset *rs)
{
	const struct cmd_entry *tables[2] = {cmd_table, rs->commands};
	const size_t lens[2] = {cmd_table_len, (size_t)-1};
	for (size_t t = 0; t < 2; t++)
		for (size_t i = 0;
		     tables[t] && i < lens[t] && tables[t][i].name; i++) {
			char first[64];
			size_t len = strcspn(tables[t][i].name, " ");
			snprintf(first, sizeof first, "%.*s", (int)len,
				 tables[t][i].name);
			add(c, prefix, first);
		}
}

static const char *const unit_common_keys[] = {
    "side=",   "arm=",	 "figures=", "guns=",	"formation=", "state=",
    "x=",      "y=",	 "facing=",  "width=",	"depth=",     "label=",
    "weapon=", "level=", "cover=",   "mother=", NULL};
/* Every ruleset's dice answers (ctx_take_roll); the rest are its own. */
static const char *const answer_keys[] = {"roll=", "dice=", NULL};

/* The second words of the commands (and aliases) named "first ...":
 * "unit" -> add set remove, "check" -> fire melee, "bound" -> next. Adds
 * those that start with prefix to c (when c is not NULL); returns how many
 * there are in all. */
static size_t
add_subcommands(struct completion *c, const char *prefix, const char *first,
		const struct ruleset *rs)
{
	size_t n = 0;
	const struct cmd_entry *tables[2] = {cmd_table, rs->commands};
	const size_t lens[2] = {cmd_table_len, (size_t)-1};
	size_t flen = strlen(first);
	for (size_t t = 0; t < 2; t++)
		for (size_t i = 0;
		     tables[t] && i < lens[t] && tables[t][i].name; i++) {
			const char *names[2] = {tables[t][i].name,
						tables[t][i].alias};
			for (size_t k = 0; k < 2; k++)
				if (names[k] &&
				    strncmp(names[k], first, flen) == 0 &&
				    names[k][flen] == ' ') {
					n++;
					if (c)
						add(c, prefix,
						    names[k] + flen + 1);
				}
		}
	return n;
}

/* Names of the roster: units, brigades (unit key brigade=), sides,
 * terrain pieces, as asked by the bits of what. */
enum { NAME_UNITS = 1, NAME_BRIGADES = 2, NAME_SIDES = 4, NAME_TERRAIN = 8 };

static void
add_names(struct completion *c, const char *key, const char *prefix,
	  const struct game *g, unsigned what)
{
	for (size_t i = 0; i < g->nunits; i++) {
		const struct unit *u = &g->units[i];
		const char *v[3] = {what & NAME_UNITS ? u->name : NULL,
				    what & NAME_BRIGADES ? u->brigade : NULL,
				    what & NAME_SIDES ? u->side : NULL};
		for (size_t k = 0; k < 3; k++)
			if (v[k] && v[k][0] && !u->removed) {
				char *kv = um_xasprintf("%s%s", key, v[k]);
				add(c, prefix, kv);
				free(kv);
			}
	}
	for (size_t i = 0; (what & NAME_TERRAIN) && i < g->nterrain; i++)
		add(c, prefix, g->terrain[i].name);
}

static void
add_list(struct completion *c, const char *prefix, const char *const *list)
{
	for (size_t i = 0; list[i]; i++)
		add(c, prefix, list[i]);
}

/* The values of KEY= for the keys that name things or choices. */
static void
complete_value(struct completion *c, const char *prefix, const struct game *g)
{
	static const char *const pivots[] = {"pivot=left", "pivot=right", NULL};
	static const char *const formats[] = {"format=md", "format=html", NULL};
	static const char *const unit_keys[] = {"neighbour", "mother",
						"support", "unit", NULL};
	size_t klen = (size_t)(strchr(prefix, '=') - prefix);
	char key[40];
	snprintf(key, sizeof key, "%.*s=", (int)(klen < 32 ? klen : 32),
		 prefix);
	for (size_t i = 0; unit_keys[i]; i++)
		if (strlen(unit_keys[i]) == klen &&
		    strncmp(prefix, unit_keys[i], klen) == 0)
			add_names(c, key, prefix, g, NAME_UNITS);
	if (strcmp(key, "side=") == 0)
		add_names(c, key, prefix, g, NAME_SIDES);
	if (strcmp(key, "brigade=") == 0)
		add_names(c, key, prefix, g, NAME_BRIGADES);
	add_list(c, prefix,
		 strcmp(key, "pivot=") == 0    ? pivots
		 : strcmp(key, "format=") == 0 ? formats
					       : pivots + 2);
	/* The game's units and the ruleset's settings with a choice
	 * (`game sequence=free`), a unit's formation and state. */
	char v[96];
	if (strcmp(key, "units=") == 0) {
		add(c, prefix, "units=cm");
		add(c, prefix, "units=in");
	}
	for (const struct setting_def *d = g->rs->settings; d && d->name; d++) {
		if (strlen(d->name) != klen ||
		    strncmp(prefix, d->name, klen) != 0)
			continue;
		for (size_t i = 0;
		     d->type == SETTING_ENUM && d->names && d->names[i]; i++) {
			snprintf(v, sizeof v, "%s=%s", d->name, d->names[i]);
			add(c, prefix, v);
		}
		if (d->type == SETTING_BOOL) {
			snprintf(v, sizeof v, "%s=yes", d->name);
			add(c, prefix, v);
			snprintf(v, sizeof v, "%s=no", d->name);
			add(c, prefix, v);
		}
	}
	const char *const *choice = strcmp(key, "formation=") == 0
					? g->rs->formations
				    : strcmp(key, "state=") == 0 ? g->rs->states
								 : NULL;
	for (size_t i = 0; choice && choice[i]; i++) {
		snprintf(v, sizeof v, "%s%s", key, choice[i]);
		add(c, prefix, v);
	}
}

/* `example NAME`: the embedded worked examples' names. */
static void
add_examples(struct completion *c, const char *prefix)
{
	for (size_t i = 0; i < embedded_nfiles; i++) {
		const char *p = embedded_files[i].path;
		size_t len = strlen(p);
		bool in_dir = false;
		for (size_t r = 0; rules_list[r] && !in_dir; r++) {
			const char *dir = rules_list[r]->examples;
			in_dir = dir && strncmp(p, dir, strlen(dir)) == 0;
		}
		if (!in_dir || len < 4 || strcmp(p + len - 4, ".cmd") != 0)
			continue;
		const char *base = strrchr(p, '/') + 1;
		char name[96];
		snprintf(name, sizeof name, "%.*s", (int)(strlen(base) - 4),
			 base);
		add(c, prefix, name);
	}
	add(c, prefix, "list");
}

/* The operands and keys of the questions and of unit move, scan, cancel,
 * measure, game, report, amend (words: those before the cursor, keys
 * left out). false: not one of them. */
static bool
complete_operands(struct completion *c, const char *prefix, char **words,
		  size_t nw, const struct game *g)
{
	static const char *const move_keys[] = {
	    "forward=", "back=",  "left=", "right=",   "turn=",
	    "wheel=",	"pivot=", "to=",   "brigade=", NULL};
	static const char *const losses_keys[] = {
	    "bound=", "side=", "unit=", NULL};
	static const char *const game_keys[] = {
	    "units=", "close=", "last_bound=", NULL};
	const char *w0 = words[0];
	bool move =
	    nw >= 2 && strcmp(w0, "unit") == 0 && strcmp(words[1], "move") == 0;
	if (move && nw == 2) {
		add_operands(c, prefix, g); /* A,B,2Bde: after the last comma */
		add(c, prefix, "brigade=");
	} else if (move) {
		add_list(c, prefix, move_keys);
	} else if (strcmp(w0, "why") == 0 && nw == 1) {
		add_names(c, "", prefix, g, NAME_UNITS);
	} else if (strcmp(w0, "who") == 0) {
		static const char *const who[] = {"fired", "at"};
		if (nw <= 2)
			add(c, prefix, who[nw - 1]);
		else if (nw == 3)
			add_names(c, "", prefix, g, NAME_UNITS);
		else
			add(c, prefix, "bound=");
	} else if (strcmp(w0, "losses") == 0) {
		add_list(c, prefix, losses_keys);
	} else if (strcmp(w0, "measure") == 0 && nw <= 2) {
		add_names(c, "", prefix, g, NAME_UNITS | NAME_TERRAIN);
	} else if (strcmp(w0, "scan") == 0 && nw == 1) {
		add_names(c, "", prefix, g, NAME_SIDES | NAME_BRIGADES);
	} else if (strcmp(w0, "cancel") == 0 && nw != 2) {
		add_names(c, "", prefix, g,
			  NAME_UNITS | (nw == 1 ? NAME_BRIGADES : 0));
	} else if (strcmp(w0, "cancel") == 0) {
		add(c, prefix, "at");
		add(c, prefix, "vs");
	} else if (strcmp(w0, "staff") == 0 && nw == 2) {
		add_names(c, "", prefix, g, NAME_SIDES);
	} else if (strcmp(w0, "staff") == 0 && nw > 2) {
		add_list(c, prefix, answer_keys);
	} else if (strcmp(w0, "game") == 0) {
		add_list(c, prefix, game_keys);
		for (const struct setting_def *d = g->rs->settings;
		     d && d->name; d++) {
			char *v = um_xasprintf("%s=", d->name);
			add(c, prefix, v);
			free(v);
		}
	} else if (strcmp(w0, "report") == 0) {
		add(c, prefix, "format=");
	} else if (strcmp(w0, "example") == 0 && nw == 1) {
		add_examples(c, prefix);
	} else if (strcmp(w0, "amend") == 0 && nw >= 2) {
		add(c, prefix, "dry=");
		add(c, prefix, "drop=");
	} else {
		return false;
	}
	return true;
}

/* ---- from a command's usage ------------------------------------------- */

/* The entry whose name the words begin with (the longest name; the
 * shared table's first), and how many words its name has. */
static const struct cmd_entry *
usage_entry(char **words, size_t nw, const struct ruleset *rs, size_t *k)
{
	const struct cmd_entry *tables[2] = {cmd_table, rs->commands};
	const size_t lens[2] = {cmd_table_len, (size_t)-1};
	const struct cmd_entry *best = NULL;
	*k = 0;
	for (size_t t = 0; t < 2; t++)
		for (size_t i = 0;
		     tables[t] && i < lens[t] && tables[t][i].name; i++) {
			const char *n = tables[t][i].name;
			size_t w = 0;
			bool match = true;
			while (*n && match) {
				size_t len = strcspn(n, " ");
				match = w < nw && strlen(words[w]) == len &&
					strncmp(words[w], n, len) == 0;
				w++;
				n += len + (n[len] == ' ');
			}
			if (match && w > *k && tables[t][i].usage) {
				best = &tables[t][i];
				*k = w;
			}
		}
	return best;
}

/* The values a placeholder or a choice of the usage stands for: SIDE the
 * sides, a unit's letter or UNIT the units, ARM the arms, yes the answers,
 * a|b|c each word; other placeholders (N, FILE) none. Each as key+value. */
static void
add_usage_values(struct completion *c, const char *prefix, const char *key,
		 const char *spec, const struct game *g)
{
	char buf[128];
	snprintf(buf, sizeof buf, "%s", spec);
	char *save = NULL;
	for (char *alt = strtok_r(buf, "|", &save); alt;
	     alt = strtok_r(NULL, "|", &save)) {
		alt[strcspn(alt, ",.")] = '\0';
		bool upper = alt[0] >= 'A' && alt[0] <= 'Z';
		if (strcmp(alt, "SIDE") == 0 || strcmp(alt, "S") == 0) {
			add_names(c, key, prefix, g, NAME_SIDES);
		} else if (strcmp(alt, "ARM") == 0) {
			static const char *const arms[] = {
			    "infantry", "cavalry", "artillery"};
			for (size_t i = 0; i < UM_ARRLEN(arms); i++) {
				char *v = um_xasprintf("%s%s", key, arms[i]);
				add(c, prefix, v);
				free(v);
			}
		} else if (strcmp(alt, "UNIT") == 0 ||
			   (upper && strlen(alt) == 1 &&
			    strchr("ADTXG", *alt))) {
			add_names(c, key, prefix, g, NAME_UNITS);
		} else if (!upper && alt[0] && strcmp(alt, "value") != 0) {
			char *v = um_xasprintf("%s%s", key, alt);
			add(c, prefix, v);
			free(v);
			if (strcmp(alt, "yes") == 0) {
				v = um_xasprintf("%sno", key);
				add(c, prefix, v);
				free(v);
			}
		}
	}
}

/* What a command's usage says comes next (the commands the cases above do
 * not know: a ruleset's own among them): the operand at this place, then
 * its keys; after KEY=, the key's values. */
static void
complete_by_usage(struct completion *c, const char *prefix, char **words,
		  size_t nw, const struct game *g)
{
	size_t k;
	const struct cmd_entry *e = usage_entry(words, nw, g->rs, &k);
	if (e == NULL)
		return;
	char *usage = um_xstrdup(e->usage);
	const char *eq = strchr(prefix, '=');
	size_t klen = eq ? (size_t)(eq - prefix) : 0;
	char *tok[32];
	size_t nt = 0;
	char *save = NULL;
	for (char *t = strtok_r(usage, " []", &save); t && nt < 32;
	     t = strtok_r(NULL, " []", &save))
		tok[nt++] = t;
	size_t pos = 0; /* positional words of the usage after the name */
	for (size_t i = k; i < nt; i++) {
		char *t = tok[i];
		char *teq = strchr(t, '=');
		if (strcmp(t, "|") == 0) { /* another form: its name again */
			pos = 0;
			i += k;
			continue;
		}
		if (strcmp(t, "...") == 0)
			continue;
		if (teq == NULL) {
			if (!eq && pos == nw - k)
				add_usage_values(c, prefix, "", t, g);
			pos++;
			continue;
		}
		*teq = '\0';
		const char *val = teq + 1;
		bool key_upper = t[0] >= 'A' && t[0] <= 'Z';
		if (eq && key_upper && strcmp(t, "UNIT") == 0) {
			/* deshake SIDE UNIT=N: a unit's value is a number */
		} else if (eq && !key_upper && strlen(t) == klen &&
			   strncmp(prefix, t, klen) == 0) {
			char *key = um_xasprintf("%s=", t);
			add_usage_values(c, prefix, key, val, g);
			free(key);
		} else if (!eq && nw - k >= pos && strcmp(t, "key") != 0 &&
			   strcmp(t, "KEY") != 0) {
			if (strcmp(t, "UNIT") == 0) {
				for (size_t u = 0; u < g->nunits; u++) {
					char *v = um_xasprintf(
					    "%s=", g->units[u].name);
					if (!g->units[u].removed)
						add(c, prefix, v);
					free(v);
				}
			} else if (!key_upper) {
				char *key = um_xasprintf("%s=", t);
				add(c, prefix, key);
				free(key);
			}
		}
	}
	free(usage);
}

void
complete_line(const struct session *s, const char *line, size_t cursor,
	      struct completion *c)
{
	memset(c, 0, sizeof *c);
	size_t start = cursor;
	while (start > 0 && line[start - 1] != ' ')
		start--;
	c->word_start = start;
	char *prefix = um_xstrndup(line + start, cursor - start);
	/* Words before the cursor. */
	char *head = um_xstrndup(line, start);
	char *words[8] = {0};
	size_t nw = 0;
	for (char *t = strtok(head, " "); t && nw < 8; t = strtok(NULL, " "))
		if (strchr(t, '=') == NULL)
			words[nw++] = t;
	const struct game *g = s->g;
	if (nw == 0) {
		add_command_names(c, prefix, g->rs);
	} else if (strchr(prefix, '=') != NULL) {
		complete_value(c, prefix, g);
	} else if (complete_operands(c, prefix, words, nw, g)) {
		/* the new commands' operands and keys */
	} else {
		bool unitcmd = strcmp(words[0], "unit") == 0;
		/* "fire A at T keys", "melee A vs D keys", and the same after
		 * "check" or "factors": the kind word, then A, SEP, T, keys. */
		bool two = strcmp(words[0], "check") == 0 ||
			   strcmp(words[0], "factors") == 0;
		bool decl = two || strcmp(words[0], "fire") == 0 ||
			    strcmp(words[0], "melee") == 0;
		size_t kind = two ? 1 : 0; /* index of "fire"/"melee" */
		bool melee = nw > kind && strcmp(words[kind], "melee") == 0;
		if (strcmp(words[0], "factors") == 0 && nw == 1) {
			add(c, prefix, "fire");
			add(c, prefix, "melee");
		} else if (nw == 1 &&
			   add_subcommands(NULL, "", words[0], g->rs) > 0) {
			add_subcommands(c, prefix, words[0], g->rs);
		} else if (decl && nw == kind + 1 && !melee) {
			add_operands(c, prefix, g); /* a unit or a brigade */
		} else if (decl && (nw == kind + 1 || nw == kind + 3)) {
			add_names(
			    c, "", prefix, g,
			    NAME_UNITS |
				(nw == kind + 1 && !melee ? NAME_BRIGADES : 0));
		} else if (add_group_words(c, prefix, words, nw, g)) {
			/* a brigade's place (group add|remove B UNIT...) */
		} else if (decl && nw == kind + 2) {
			add(c, prefix, melee ? "vs" : "at");
		} else if (strcmp(words[0], "ruleset") == 0 && nw == 1) {
			for (size_t i = 0; rules_list[i]; i++)
				add(c, prefix, rules_list[i]->name);
		} else if (strcmp(words[0], "help") == 0 && nw == 1) {
			add_command_names(c, prefix, g->rs);
		} else if (strcmp(words[0], "phase") == 0 && nw == 1) {
			for (size_t i = 0; g->rs->phases[i]; i++)
				add(c, prefix, g->rs->phases[i]);
		} else if (unitcmd && nw == 2 && strcmp(words[1], "add") != 0) {
			for (size_t i = 0; i < g->nunits; i++)
				add(c, prefix, g->units[i].name);
		} else if (unitcmd && nw == 3) {
			for (size_t i = 0; unit_common_keys[i]; i++)
				add(c, prefix, unit_common_keys[i]);
			for (const struct unit_key *k = g->rs->keys;
			     k && k->name; k++) {
				char *v = um_xasprintf("%s=", k->name);
				add(c, prefix, v);
				free(v);
			}
		} else if (decl && nw >= kind + 4) {
			add_list(c, prefix, answer_keys);
			if (group_is(g, words[kind + 1]))
				add(c, prefix, "battalions=");
			for (size_t i = 0;
			     g->rs->answer_keys && g->rs->answer_keys[i]; i++)
				add(c, prefix, g->rs->answer_keys[i]);
			const struct tableset *ts = s->tables;
			for (size_t t = 0; ts && t < ts->n; t++) {
				int col = table_col(ts->t[t], "key");
				if (col < 0 ||
				    strcmp(ts->t[t]->name, "settings.csv") == 0)
					continue;
				for (size_t r = 0; r < ts->t[t]->nrows; r++) {
					char *v = um_xasprintf(
					    "%s=",
					    table_cell(ts->t[t], r, col));
					add(c, prefix, v);
					free(v);
				}
			}
		}
	}
	if (c->n == 0 && nw > 0)
		complete_by_usage(c, prefix, words, nw, g);
	if (c->n > 1)
		qsort(c->cand, c->n, sizeof *c->cand, cmp_str);
	free(head);
	free(prefix);
}

void
completion_free(struct completion *c)
{
	for (size_t i = 0; i < c->n; i++)
		free(c->cand[i]);
	free(c->cand);
	memset(c, 0, sizeof *c);
}

char *
completion_common(const struct completion *c)
{
	if (c->n == 0)
		return um_xstrdup("");
	size_t len = strlen(c->cand[0]);
	for (size_t i = 1; i < c->n; i++) {
		size_t k = 0;
		while (k < len && c->cand[i][k] == c->cand[0][k])
			k++;
		len = k;
	}
	return um_xstrndup(c->cand[0], len);
}
