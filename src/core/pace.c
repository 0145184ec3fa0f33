/* pace.c - the pace of play (docs/commands.md "Pace"): the time
 * spent per bound, and with `game close=HH:MM last_bound=N` whether the
 * game ends before the room closes. The journal holds no times, so the
 * bounds are timed from this session: when it saw the game first and
 * when each bound began. The clock is the wall clock, or UMPIRE_NOW for
 * tests (query.h), so no golden depends on the time of day. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "query.h"
#include "umpire/ruleset.h"
#include "umpire/util.h"

/* n digits at *p as a number lo..hi; *p moves past them. */
static bool
digits(const char **p, size_t n, long lo, long hi, long *out)
{
	char buf[8];
	if (n == 0 || n >= sizeof buf || strspn(*p, "0123456789") < n)
		return false;
	memcpy(buf, *p, n);
	buf[n] = '\0';
	if (!um_parse_int(buf, lo, hi, out))
		return false;
	*p += n;
	return true;
}

/* "H:MM" or "HH:MM" at *p, 00:00..23:59. */
static bool
take_hhmm(const char **p, long *h, long *m)
{
	size_t nh = strspn(*p, "0123456789");
	return nh <= 2 && digits(p, nh, 0, 23, h) && *(*p)++ == ':' &&
	       digits(p, 2, 0, 59, m);
}

/* UMPIRE_NOW as seconds since the epoch (local time); false when unset or
 * not "YYYY-MM-DDTHH:MM[:SS]" or "HH:MM" (2000-01-03), each with an
 * optional "+SECONDS" per command that changed the game. */
static bool
fake_now(const struct session *s, double *now)
{
	const char *e = getenv("UMPIRE_NOW");
	if (e == NULL || *e == '\0')
		return false;
	struct tm tm = {.tm_year = 100, .tm_mon = 0, .tm_mday = 3};
	long y = 2000, mo = 1, d = 3, h, mi, sec = 0, step = 0;
	const char *p = e;
	if (strlen(e) >= 10 && e[4] == '-' &&
	    !(digits(&p, 4, 1970, 9999, &y) && *p++ == '-' &&
	      digits(&p, 2, 1, 12, &mo) && *p++ == '-' &&
	      digits(&p, 2, 1, 31, &d) && *p++ == 'T'))
		return false;
	if (!take_hhmm(&p, &h, &mi))
		return false;
	if (*p == ':' && (p++, !digits(&p, 2, 0, 59, &sec)))
		return false;
	if (*p == '+' && !um_parse_int(p + 1, 0, 86400, &step))
		return false;
	if (*p != '\0' && *p != '+')
		return false;
	tm.tm_year = (int)y - 1900;
	tm.tm_mon = (int)mo - 1;
	tm.tm_mday = (int)d;
	tm.tm_hour = (int)h;
	tm.tm_min = (int)mi;
	tm.tm_sec = (int)sec;
	tm.tm_isdst = -1;
	time_t t = mktime(&tm);
	if (t == (time_t)-1)
		return false;
	*now = (double)t + (double)step * (double)s->pace.ticks;
	return true;
}

static double
clock_now(const struct session *s, const char **source)
{
	double now;
	if (fake_now(s, &now)) {
		*source = "UMPIRE_NOW";
		return now;
	}
	*source = "wall";
	return (double)time(NULL);
}

/* The session sees the game at now: start timing, or time a new bound. */
static void
pace_see(struct session *s, double now)
{
	struct pace *p = &s->pace;
	int b = s->g->bound;
	if (!p->started) {
		p->started = true;
		p->t_open = p->t_bound = now;
		p->b_open = p->b_cur = b;
	} else if (b != p->b_cur) {
		p->t_bound = now;
		if (b < p->b_open) { /* undone past where the session began */
			p->b_open = b;
			p->t_open = now;
		}
		p->b_cur = b;
	}
}

void
pace_note(struct session *s)
{
	const char *src;
	pace_see(s, clock_now(s, &src));
	if (s->h.n != s->pace.last_n) { /* a command changed the game */
		s->pace.ticks++;
		s->pace.last_n = s->h.n;
	}
}

/* ---- the game keys close=HH:MM and last_bound=N -------------------- */

static bool
parse_hhmm(const char *v, int *h, int *m)
{
	long lh, lm;
	if (v == NULL || !take_hhmm(&v, &lh, &lm) || *v != '\0')
		return false;
	*h = (int)lh;
	*m = (int)lm;
	return true;
}

bool
pace_is_game_key(const char *key)
{
	return strcmp(key, "close") == 0 || strcmp(key, "last_bound") == 0;
}

int
pace_game_key(struct cmd_ctx *ctx, const char *key, const char *val)
{
	int h, m;
	long n;
	if (strcmp(key, "close") == 0) {
		if (!parse_hhmm(val, &h, &m))
			return cmd_error(ctx,
					 "game: close=%s is not a time; "
					 "close=HH:MM (00:00..23:59), when "
					 "the room closes",
					 val);
		return 1;
	}
	if (strcmp(key, "last_bound") == 0) {
		if (!um_parse_int(val, 1, 10000, &n))
			return cmd_error(ctx,
					 "game: last_bound=%s is not a bound; "
					 "last_bound=N (1..10000), the "
					 "scenario's last",
					 val);
		return 1;
	}
	return 0;
}

/* ---- the pace ------------------------------------------------------- */

struct pace_view {
	const char *clock;
	int bound, last; /* last 0: not set */
	double now, in_bound, per, end, close;
	bool measured, has_end, has_close, in_time;
};

static void
pace_view_make(struct session *s, struct pace_view *v)
{
	memset(v, 0, sizeof *v);
	v->now = clock_now(s, &v->clock);
	pace_see(s, v->now);
	const struct pace *p = &s->pace;
	const struct game *g = s->g;
	v->bound = g->bound;
	const char *lb = kv_get(g->settings, g->nsettings, "last_bound");
	long n;
	if (lb && um_parse_int(lb, 1, 10000, &n))
		v->last = (int)n;
	v->in_bound = fmax(v->now - p->t_bound, 0);
	int done = p->b_cur - p->b_open;
	v->measured = done > 0;
	v->per = done > 0 ? (p->t_bound - p->t_open) / done : v->in_bound;
	if (v->last && (v->per > 0 || v->bound > v->last)) {
		int after = v->last > v->bound ? v->last - v->bound : 0;
		v->end = v->bound > v->last
			     ? v->now
			     : v->now + fmax(v->per - v->in_bound, 0) +
				   v->per * after;
		v->has_end = true;
	}
	int h, m;
	if (parse_hhmm(kv_get(g->settings, g->nsettings, "close"), &h, &m)) {
		/* The next HH:MM at or after the session began (a game may
		 * run past midnight). */
		time_t t0 = (time_t)p->t_open;
		struct tm tm;
		localtime_r(&t0, &tm);
		tm.tm_hour = h;
		tm.tm_min = m;
		tm.tm_sec = 0;
		tm.tm_isdst = -1;
		double c = (double)mktime(&tm);
		if (c < p->t_open) {
			tm.tm_mday++;
			tm.tm_isdst = -1;
			c = (double)mktime(&tm);
		}
		v->close = c;
		v->has_close = true;
		v->in_time = v->has_end && v->end <= c;
	}
}

static void
hhmm(double t, char *buf, size_t size)
{
	time_t tt = (time_t)t;
	struct tm tm;
	if (localtime_r(&tt, &tm) == NULL ||
	    strftime(buf, size, "%H:%M", &tm) == 0)
		snprintf(buf, size, "?");
}

static void
pace_words_of(const struct session *s, const struct pace_view *v, char *buf,
	      size_t size)
{
	const char *tw = s->g->rs->turn_word ? s->g->rs->turn_word : "bound";
	struct strbuf sb;
	sb_init(&sb);
	sb_addf(&sb, "%s %d", tw, v->bound);
	if (v->last)
		sb_addf(&sb, " of %d", v->last);
	long min = lround((v->measured ? v->per : v->in_bound) / 60);
	sb_addf(&sb, v->measured ? ", %ld min/%s" : ", %ld min in this %s", min,
		tw);
	char t[16];
	if (v->has_end) {
		hhmm(v->end, t, sizeof t);
		sb_addf(&sb, ", ends ~%s", t);
	}
	if (v->has_close) {
		hhmm(v->close, t, sizeof t);
		sb_addf(&sb, ", %s close %s",
			!v->has_end  ? "room"
			: v->in_time ? "before"
				     : "after",
			t);
	}
	snprintf(buf, size, "%s", sb.s ? sb.s : "");
	sb_free(&sb);
}

void
session_pace_words(struct session *s, char *buf, size_t size)
{
	struct pace_view v;
	pace_view_make(s, &v);
	pace_words_of(s, &v, buf, size);
}

void
pace_status(struct cmd_ctx *ctx, bool always)
{
	struct session *s = ctx->s;
	const struct game *g = ctx->g;
	if (s == NULL ||
	    (!always && !kv_get(g->settings, g->nsettings, "close") &&
	     !kv_get(g->settings, g->nsettings, "last_bound")))
		return;
	struct pace_view v;
	pace_view_make(s, &v);
	char t[16];
	struct rec r;
	rec_begin(&r, "PACE");
	rec_int(&r, "bound", v.bound);
	if (v.last)
		rec_int(&r, "last_bound", v.last);
	rec_int(&r, "bound_min", lround(v.in_bound / 60));
	rec_num(&r, "min_per_bound", round(v.per / 6) / 10);
	rec_bool(&r, "measured", v.measured);
	if (v.has_end) {
		hhmm(v.end, t, sizeof t);
		rec_str(&r, "ends", t);
	}
	if (v.has_close) {
		hhmm(v.close, t, sizeof t);
		rec_str(&r, "close", t);
		if (v.has_end)
			rec_bool(&r, "in_time", v.in_time);
	}
	hhmm(v.now, t, sizeof t);
	rec_str(&r, "now", t);
	rec_str(&r, "clock", v.clock);
	rec_end(&r, ctx->out);
	char words[160];
	pace_words_of(s, &v, words, sizeof words);
	out_text(ctx->out, "  pace: %s", words);
}
