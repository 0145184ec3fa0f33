/* serve.c - `umpire serve GAME [--listen ADDR:PORT]` (docs/views.md,
 * spec §8): the live views of a game for the table, each side and the
 * umpire, over HTTP with GNU libmicrohttpd.
 *
 * It follows the game file as another umpire writes it: the file is
 * opened read-only (no lock, never written) and replayed again whenever
 * its inode, size or time changes (inotify, and a poll every 100 ms). The views
 * are made by the core (view.h), one page body per audience, and pushed to open
 * pages as Server-Sent Events; a page that reconnects sends its Last-Event-ID
 * and gets the body only when it has changed since.
 *
 * Each audience has its own URL /TOKEN/ (128 random bits): anything else
 * is 404, any method but GET and HEAD 405. An event stream waits
 * suspended (MHD_suspend_connection) until its audience's body changes;
 * every suspended stream is resumed before the daemon stops. */
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mhd.h"
#include "serve.h"
#include "umpire/game.h"
#include "umpire/qr.h"
#include "umpire/session.h"
#include "umpire/util.h"
#include "umpire/view.h"

/* The library, loaded when serving starts (mhd.h). */
static const struct mhd_lib *mhd;

#define SERVE_PORT 8765
#define SERVE_MAX_CONNECTIONS 512
#define SERVE_MAX_PER_IP 256
#define SERVE_REQUEST_BYTES (16 * 1024) /* a request's headers and URL */
#define SERVE_IDLE_SECONDS 30
#define SERVE_POLL_MS 100
#define SERVE_PING_SECONDS                                                     \
	15 /* a comment on every stream: finds gone                            \
	      clients (a suspended one is not watched) */
#define TOKEN_HEX 32

struct audience {
	enum view_kind kind;
	char side[UM_NAME_MAX + 1];
	char token[TOKEN_HEX + 1];
	char *body;	   /* the page body now (NULL: not made yet) */
	unsigned long gen; /* bumped when body changes */
};

struct stream {
	struct server *srv;
	size_t aud;
	struct MHD_Connection *conn;
	unsigned long sent_gen, ping_seen;
	bool suspended;
	struct strbuf out;
	size_t off;
	struct stream *prev, *next;
};

struct server {
	pthread_mutex_t mu; /* everything below */
	struct audience *aud;
	size_t naud, capaud;
	struct stream *streams;
	bool stopping;
	unsigned long ping;
	char instance[17]; /* event ids: INSTANCE-GEN */
	char base[96];	   /* "http://ADDR:PORT" */
	const char *path;
	struct MHD_Daemon *d;
	/* The main thread's only: the game's view, the umpire's focus. */
	struct view_live *live;
	struct view_focus focus;
	bool links_written; /* GAME.serve is ours (removed on exit) */
};

static volatile sig_atomic_t stop_signal;

static void
on_signal(int sig)
{
	stop_signal = sig;
}

static void
serve_usage(FILE *f)
{
	fputs("usage: umpire serve GAME [--listen ADDR:PORT]\n"
	      "  live read-only views of GAME for the table, each side and "
	      "the umpire\n"
	      "  (docs/views.md); without --listen on 127.0.0.1:8765 "
	      "only\n",
	      f);
}

static int
random_hex(char *out, size_t nbytes)
{
	unsigned char b[32];
	if (nbytes > sizeof b || getrandom(b, nbytes, 0) != (ssize_t)nbytes)
		return -1;
	for (size_t i = 0; i < nbytes; i++)
		snprintf(out + 2 * i, 3, "%02x", b[i]);
	return 0;
}

/* ---- the audiences (caller holds mu) ------------------------------------ */

static struct audience *
audience_add(struct server *srv, enum view_kind kind, const char *side)
{
	um_grow((void **)&srv->aud, &srv->capaud, srv->naud + 1,
		sizeof *srv->aud);
	struct audience *a = &srv->aud[srv->naud];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	snprintf(a->side, sizeof a->side, "%s", side ? side : "");
	if (random_hex(a->token, TOKEN_HEX / 2) < 0)
		return NULL;
	srv->naud++;
	return a;
}

static size_t
audience_of_side(const struct server *srv, const char *side)
{
	for (size_t i = 0; i < srv->naud; i++)
		if (srv->aud[i].kind == VIEW_SIDE &&
		    strcmp(srv->aud[i].side, side) == 0)
			return i;
	return srv->naud;
}

/* The audience whose token is tok (TOKEN_HEX characters), compared in a
 * time that does not depend on where they differ; naud when none. */
static size_t
audience_of_token(const struct server *srv, const char *tok)
{
	size_t found = srv->naud;
	for (size_t i = 0; i < srv->naud; i++) {
		unsigned char diff = 0;
		for (size_t k = 0; k < TOKEN_HEX; k++)
			diff |= (unsigned char)(srv->aud[i].token[k] ^ tok[k]);
		if (diff == 0)
			found = i;
	}
	return found;
}

static void
print_audience(const struct server *srv, const struct audience *a)
{
	char url[160];
	snprintf(url, sizeof url, "%s/%s/", srv->base, a->token);
	if (a->kind == VIEW_SIDE)
		printf("side %s %s\n", a->side, url);
	else
		printf("%s %s\n", a->kind == VIEW_TABLE ? "table" : "umpire",
		       url);
}

static void
print_qr(const struct server *srv, const struct audience *a)
{
	char url[160];
	snprintf(url, sizeof url, "%s/%s/", srv->base, a->token);
	struct qr_code q;
	char *err = NULL;
	if (qr_encode(url, &q, &err) < 0) {
		fprintf(stderr, "umpire serve: %s\n", err);
		free(err);
		return;
	}
	struct strbuf sb;
	sb_init(&sb);
	qr_text(&q, &sb);
	printf("\n%s%s:\n%s\n",
	       a->kind == VIEW_TABLE	? "table"
	       : a->kind == VIEW_UMPIRE ? "umpire"
					: "side ",
	       a->side, sb.s ? sb.s : "");
	sb_free(&sb);
	qr_free(&q);
}

/* ---- following the game ------------------------------------------------- */

/* Wake every waiting stream (they look for what changed). Called without
 * mu: a suspended connection is not processed, so it stays valid until it
 * is resumed here. */
static void
wake_streams(struct server *srv)
{
	struct MHD_Connection **wake = NULL;
	size_t n = 0, cap = 0;
	pthread_mutex_lock(&srv->mu);
	for (struct stream *st = srv->streams; st; st = st->next) {
		if (!st->suspended)
			continue;
		st->suspended = false;
		// NOLINTNEXTLINE(bugprone-sizeof-expression)
		um_grow((void **)&wake, &cap, n + 1, sizeof *wake);
		wake[n++] = st->conn;
	}
	pthread_mutex_unlock(&srv->mu);
	for (size_t i = 0; i < n; i++)
		mhd->resume_connection(wake[i]);
	free(wake);
}

/* New sides get their audience (printed: the umpire hands out the link).
 * Returns how many. */
static size_t
sides_add(struct server *srv, const struct view_live *v)
{
	const char *const *sides;
	size_t n = view_live_sides(v, &sides), added = 0;
	for (size_t i = 0; i < n; i++) {
		if (audience_of_side(srv, sides[i]) < srv->naud)
			continue;
		struct audience *a = audience_add(srv, VIEW_SIDE, sides[i]);
		if (a == NULL)
			continue;
		print_audience(srv, a);
		print_qr(srv, a);
		fflush(stdout);
		added++;
	}
	return added;
}

/* GAME.serve: every audience's address, for the TUI's key v and
 * `views` (docs/views.md, "Files beside the game"). Only the main
 * thread changes the audiences, so it reads them without the lock. */
static void
links_write(struct server *srv)
{
	struct view_links l = {.pid = (long)getpid(), .n = srv->naud};
	l.link = um_xcalloc(srv->naud + 1, sizeof *l.link);
	for (size_t i = 0; i < srv->naud; i++) {
		struct view_link *k = &l.link[i];
		k->kind = srv->aud[i].kind;
		snprintf(k->side, sizeof k->side, "%s", srv->aud[i].side);
		snprintf(k->url, sizeof k->url, "%s/%s/", srv->base,
			 srv->aud[i].token);
	}
	char *err = NULL;
	if (view_links_write(srv->path, &l, &err) < 0) {
		fprintf(stderr,
			"umpire serve: %s (the TUI's key v will not show "
			"the addresses)\n",
			err);
		free(err);
	} else {
		srv->links_written = true;
	}
	free(l.link);
}

/* On exit: GAME.serve and GAME.focus go, unless another serve of the
 * same game wrote GAME.serve since. */
static void
links_remove(struct server *srv)
{
	if (!srv->links_written)
		return;
	struct view_links l;
	char *err = NULL;
	int r = view_links_read(srv->path, &l, &err);
	free(err);
	if (r == 1 && l.pid != (long)getpid()) {
		view_links_free(&l);
		return;
	}
	view_links_free(&l);
	char *p = view_links_path(srv->path);
	unlink(p);
	free(p);
	p = view_focus_path(srv->path);
	unlink(p);
	free(p);
}

/* Every audience's body made again from srv->live (with the focus) and
 * the streams of those that changed woken; focus_only: the sides' pages,
 * which do not show the focus, are left as they are. */
static void
bodies_make(struct server *srv, bool focus_only)
{
	/* Made without the lock (pages go on being served meanwhile): only
	 * this thread changes the audiences. */
	size_t n = srv->naud;
	char **bodies = um_xcalloc(n + 1, sizeof *bodies);
	view_live_focus(srv->live, &srv->focus);
	for (size_t i = 0; i < n; i++) {
		if (focus_only && srv->aud[i].kind == VIEW_SIDE)
			continue;
		struct view_audience va = {srv->aud[i].kind, srv->aud[i].side};
		struct strbuf sb;
		sb_init(&sb);
		view_body(srv->live, &va, &sb);
		bodies[i] = sb.s ? sb.s : um_xstrdup("");
	}
	pthread_mutex_lock(&srv->mu);
	for (size_t i = 0; i < n; i++) {
		struct audience *a = &srv->aud[i];
		if (bodies[i] == NULL)
			continue;
		if (a->body == NULL || strcmp(a->body, bodies[i]) != 0) {
			free(a->body);
			a->body = bodies[i];
			bodies[i] = NULL;
			a->gen++;
		}
	}
	pthread_mutex_unlock(&srv->mu);
	for (size_t i = 0; i < n; i++)
		free(bodies[i]);
	free(bodies);
	wake_streams(srv);
}

/* Open the game afresh (read-only) and make every audience's body. 0, or
 * -1 with *err: the views stay as they were. */
static int
reload(struct server *srv, char **err)
{
	struct session_opts so = {.seed = 1};
	struct session *s = session_new(&so, err);
	if (s == NULL)
		return -1;
	struct out w;
	out_init(&w);
	struct session_open_opts oo = {.read_only = true};
	int r = session_open_with(s, srv->path, &oo, &w, err);
	out_free(&w);
	struct view_live *v = r < 0 ? NULL : view_live_make(s, err);
	if (v == NULL) {
		session_free(s);
		return -1;
	}
	session_free(s);
	pthread_mutex_lock(&srv->mu);
	size_t added = sides_add(srv, v);
	pthread_mutex_unlock(&srv->mu);
	if (added && srv->links_written)
		links_write(srv);
	view_live_free(srv->live);
	srv->live = v;
	bodies_make(srv, false);
	return 0;
}

/* The umpire's focus (GAME.focus) changed: the pages that show it are
 * made again; the game is not replayed. */
static void
focus_follow(struct server *srv)
{
	struct view_focus fo;
	view_focus_read(srv->path, &fo);
	if (view_focus_equal(&fo, &srv->focus))
		return;
	srv->focus = fo;
	if (srv->live)
		bodies_make(srv, true);
}

static bool
file_changed(const char *path, struct stat *seen)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return false;
	bool changed = st.st_ino != seen->st_ino ||
		       st.st_size != seen->st_size ||
		       st.st_mtim.tv_sec != seen->st_mtim.tv_sec ||
		       st.st_mtim.tv_nsec != seen->st_mtim.tv_nsec;
	*seen = st;
	return changed;
}

/* ---- responses ---------------------------------------------------------- */

static const char csp[] =
    "default-src 'none'; script-src 'self'; style-src 'self' "
    "'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

static const char view_js[] =
    "/* umpire live view: the page body from the event stream. */\n"
    "'use strict';\n"
    "(function () {\n"
    "  var live = document.getElementById('live');\n"
    "  function title() {\n"
    "    var v = document.getElementById('view');\n"
    "    if (v) document.title = 'umpire \\u00b7 ' + v.dataset.title;\n"
    "  }\n"
    "  title();\n"
    "  if (!live || !window.EventSource) return;\n"
    "  var es = new EventSource('events');\n"
    "  es.addEventListener('view', function (e) {\n"
    "    live.innerHTML = e.data; /* made and escaped by the server */\n"
    "    document.body.dataset.event = e.lastEventId;\n"
    "    title();\n"
    "  });\n"
    "  es.onopen = function () { document.body.classList.remove('off'); "
    "};\n"
    "  es.onerror = function () {\n"
    "    document.body.classList.add('off');\n"
    "    /* Closed for good: this address is no longer served (serve\n"
    "       stopped and started again with new tokens). */\n"
    "    if (es.readyState === EventSource.CLOSED) {\n"
    "      document.body.classList.add('gone');\n"
    "      document.title = 'umpire \\u00b7 no longer served';\n"
    "    }\n"
    "  };\n"
    "})();\n";

static const char view_css[] =
    ":root{color-scheme:light dark}\n"
    "body{font-family:'DejaVu Sans',Arial,sans-serif;margin:0.6rem;"
    "line-height:1.35;background:#fff;color:#222}\n"
    "header h1{margin:0.2em 0}\n"
    ".who{margin:0;font-weight:bold;color:#555}\n"
    ".pace{margin:0.2em 0;color:#555}\n"
    ".mapbox svg.map{width:100%;height:auto;max-height:70vh;"
    "border:1px solid #999;background:#f7f4ea}\n"
    "svg.map g.hl polygon{stroke:#ffb300}\n"
    "svg.map g.focus polygon{stroke:#0091ea}\n"
    "p.focus{margin:0.2em 0;font-size:1.2em}\n"
    "p.focus b{color:#0069c0}\n"
    "table{border-collapse:collapse;margin:0.4em 0}\n"
    "td,th{border:1px solid #bbb;padding:0.15em 0.5em;text-align:left}\n"
    "td.n{text-align:right}\n"
    "tr.own td{font-weight:bold}\n"
    "pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:0.95em}\n"
    ".prov{color:#8a5a00}\n"
    "body.off #live{opacity:0.6}\n"
    "body.gone::before{content:'This address is no longer served: ask the "
    "umpire for the new code.';display:block;padding:0.5em;"
    "background:#b00020;color:#fff;font-weight:bold}\n"
    ".turn{margin:0.2em 0;font-weight:bold}\n"
    "body.table{font-size:2.2vw;max-width:none}\n"
    "body.table section.units{display:none}\n"
    "body.table pre{font-size:0.55em}\n"
    "@media (min-width: 900px){body.table #view{display:grid;"
    "grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:0 1em}"
    "body.table header{grid-column:1/-1}"
    "body.table .mapbox{grid-row:2/span 3}}\n"
    "section.units{overflow-x:auto}\n"
    "body.table h1{font-size:2.4em}\n"
    "section.qr{display:flex;flex-wrap:wrap;gap:1em}\n"
    "section.qr figure{margin:0}\n"
    "svg.qr{width:10em;height:10em}\n"
    "@media (prefers-color-scheme: dark){body{background:#121212;"
    "color:#e6e6e6}.who,.pace{color:#aaa}td,th{border-color:#555}"
    ".prov{color:#ffb74d}p.focus b{color:#4fc3f7}}\n";

static void
headers_safe(struct MHD_Response *r, const char *type)
{
	mhd->add_response_header(r, "Content-Type", type);
	mhd->add_response_header(r, "Content-Security-Policy", csp);
	mhd->add_response_header(r, "X-Content-Type-Options", "nosniff");
	mhd->add_response_header(r, "Referrer-Policy", "no-referrer");
	mhd->add_response_header(r, "X-Frame-Options", "DENY");
	mhd->add_response_header(r, "Cache-Control", "no-store");
}

static enum MHD_Result
answer(struct MHD_Connection *c, unsigned status, const char *type,
       const char *body, size_t len)
{
	struct MHD_Response *r = mhd->create_response_from_buffer(
	    len, (void *)body, MHD_RESPMEM_MUST_COPY);
	if (r == NULL)
		return MHD_NO;
	headers_safe(r, type);
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		mhd->add_response_header(r, "Allow", "GET, HEAD");
	enum MHD_Result ret = mhd->queue_response(c, status, r);
	mhd->destroy_response(r);
	return ret;
}

static enum MHD_Result
answer_text(struct MHD_Connection *c, unsigned status, const char *text)
{
	return answer(c, status, "text/plain; charset=utf-8", text,
		      strlen(text));
}

/* The umpire's page: a QR code and link for every audience. */
static void
page_qr(const struct server *srv, struct strbuf *h)
{
	sb_add(h, "<section class=\"qr\">\n");
	for (size_t i = 0; i < srv->naud; i++) {
		const struct audience *a = &srv->aud[i];
		char url[160];
		snprintf(url, sizeof url, "%s/%s/", srv->base, a->token);
		struct qr_code q;
		char *err = NULL;
		sb_add(h, "<figure>");
		if (qr_encode(url, &q, &err) == 0) {
			qr_svg(&q, 4, h);
			qr_free(&q);
		}
		free(err);
		sb_add(h, "<figcaption>");
		sb_add(h, a->kind == VIEW_TABLE	   ? "table"
			  : a->kind == VIEW_UMPIRE ? "umpire"
						   : "side ");
		view_esc(h, a->side);
		sb_add(h, "<br>");
		view_esc(h, url);
		sb_add(h, "</figcaption></figure>\n");
	}
	sb_add(h, "</section>\n");
}

/* The page: the body as it is now, then the script keeps it live. */
static enum MHD_Result
answer_page(struct server *srv, struct MHD_Connection *c, size_t ai)
{
	static const char *const kinds[] = {"table", "side", "umpire"};
	struct strbuf h;
	sb_init(&h);
	pthread_mutex_lock(&srv->mu);
	const struct audience *a = &srv->aud[ai];
	sb_addf(&h,
		"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		"<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
		"content=\"width=device-width, initial-scale=1\">\n"
		"<meta name=\"color-scheme\" content=\"light dark\">\n"
		"<title>umpire</title>\n"
		"<link rel=\"stylesheet\" href=\"view.css\">\n"
		"<script src=\"view.js\" defer></script>\n</head>\n"
		"<body class=\"%s\">\n<main id=\"live\">\n%s</main>\n",
		kinds[a->kind], a->body ? a->body : "");
	if (a->kind == VIEW_UMPIRE)
		page_qr(srv, &h);
	pthread_mutex_unlock(&srv->mu);
	sb_add(&h, "</body>\n</html>\n");
	enum MHD_Result r =
	    answer(c, MHD_HTTP_OK, "text/html; charset=utf-8", h.s, h.len);
	sb_free(&h);
	return r;
}

/* ---- the event stream --------------------------------------------------- */

/* One event: the audience's body, each line a data: line. */
static void
event_of(const struct server *srv, const struct audience *a, struct strbuf *out)
{
	sb_addf(out, "id: %s-%lu\nevent: view\n", srv->instance, a->gen);
	const char *p = a->body ? a->body : "";
	while (*p) {
		size_t n = strcspn(p, "\n");
		sb_add(out, "data: ");
		sb_addn(out, p, n);
		sb_add(out, "\n");
		p += n + (p[n] == '\n');
	}
	sb_add(out, "\n");
}

static ssize_t
stream_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	(void)pos;
	struct stream *st = cls;
	struct server *srv = st->srv;
	pthread_mutex_lock(&srv->mu);
	if (srv->stopping) {
		pthread_mutex_unlock(&srv->mu);
		return MHD_CONTENT_READER_END_OF_STREAM;
	}
	if (st->off == st->out.len) {
		sb_clear(&st->out);
		st->off = 0;
		const struct audience *a = &srv->aud[st->aud];
		if (st->sent_gen != a->gen) {
			event_of(srv, a, &st->out);
			st->sent_gen = a->gen;
		} else if (st->ping_seen != srv->ping) {
			sb_add(&st->out, ": ping\n\n");
			st->ping_seen = srv->ping;
		} else {
			/* Nothing new: wait until reload or a ping wakes it. */
			if (!st->suspended) {
				st->suspended = true;
				mhd->suspend_connection(st->conn);
			}
			pthread_mutex_unlock(&srv->mu);
			return 0;
		}
	}
	size_t n = st->out.len - st->off;
	if (n > max)
		n = max;
	memcpy(buf, st->out.s + st->off, n);
	st->off += n;
	pthread_mutex_unlock(&srv->mu);
	return (ssize_t)n;
}

static void
stream_free(void *cls)
{
	struct stream *st = cls;
	struct server *srv = st->srv;
	pthread_mutex_lock(&srv->mu);
	if (st->prev)
		st->prev->next = st->next;
	else
		srv->streams = st->next;
	if (st->next)
		st->next->prev = st->prev;
	pthread_mutex_unlock(&srv->mu);
	sb_free(&st->out);
	free(st);
}

/* A stream resumes after Last-Event-ID: nothing is sent until the body
 * changes when the page has the body of that id already. */
static enum MHD_Result
answer_events(struct server *srv, struct MHD_Connection *c, size_t ai)
{
	struct stream *st = um_xcalloc(1, sizeof *st);
	st->srv = srv;
	st->aud = ai;
	st->conn = c;
	sb_init(&st->out);
	sb_add(&st->out, "retry: 1000\n\n");
	const char *last =
	    mhd->lookup_connection_value(c, MHD_HEADER_KIND, "Last-Event-ID");
	pthread_mutex_lock(&srv->mu);
	char id[64];
	snprintf(id, sizeof id, "%s-%lu", srv->instance, srv->aud[ai].gen);
	st->sent_gen = last && strcmp(last, id) == 0 ? srv->aud[ai].gen
						     : srv->aud[ai].gen - 1;
	st->ping_seen = srv->ping;
	st->next = srv->streams;
	if (srv->streams)
		srv->streams->prev = st;
	srv->streams = st;
	pthread_mutex_unlock(&srv->mu);
	struct MHD_Response *r = mhd->create_response_from_callback(
	    MHD_SIZE_UNKNOWN, 4096, stream_read, st, stream_free);
	if (r == NULL) {
		stream_free(st);
		return MHD_NO;
	}
	headers_safe(r, "text/event-stream; charset=utf-8");
	enum MHD_Result ret = mhd->queue_response(c, MHD_HTTP_OK, r);
	mhd->destroy_response(r);
	return ret;
}

/* ---- requests ----------------------------------------------------------- */

static enum MHD_Result
on_request(void *cls, struct MHD_Connection *c, const char *url,
	   const char *method, const char *version, const char *upload,
	   size_t *upload_size, // NOLINT(readability-non-const-parameter)
	   void **req)
{
	(void)version, (void)upload, (void)upload_size, (void)req;
	struct server *srv = cls;
	if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
		return answer_text(c, MHD_HTTP_METHOD_NOT_ALLOWED,
				   "read-only: GET and HEAD only\n");
	/* /TOKEN/ and /TOKEN/{view.js,view.css,events}; nothing else. */
	size_t len = strlen(url);
	if (len < TOKEN_HEX + 2 || url[0] != '/' || url[TOKEN_HEX + 1] != '/')
		return answer_text(c, MHD_HTTP_NOT_FOUND, "not found\n");
	const char *rest = url + TOKEN_HEX + 2;
	pthread_mutex_lock(&srv->mu);
	size_t ai = audience_of_token(srv, url + 1);
	bool known = ai < srv->naud;
	pthread_mutex_unlock(&srv->mu);
	if (!known)
		return answer_text(c, MHD_HTTP_NOT_FOUND, "not found\n");
	if (rest[0] == '\0')
		return answer_page(srv, c, ai);
	if (strcmp(rest, "view.js") == 0)
		return answer(c, MHD_HTTP_OK, "text/javascript; charset=utf-8",
			      view_js, sizeof view_js - 1);
	if (strcmp(rest, "view.css") == 0)
		return answer(c, MHD_HTTP_OK, "text/css; charset=utf-8",
			      view_css, sizeof view_css - 1);
	if (strcmp(rest, "events") == 0)
		return answer_events(srv, c, ai);
	return answer_text(c, MHD_HTTP_NOT_FOUND, "not found\n");
}

/* ---- start, run, stop --------------------------------------------------- */

static int
parse_listen(const char *arg, struct sockaddr_in *sa)
{
	const char *colon = strrchr(arg, ':');
	char addr[64];
	long port = -1;
	memset(sa, 0, sizeof *sa);
	sa->sin_family = AF_INET;
	if (colon == NULL || (size_t)(colon - arg) >= sizeof addr ||
	    !um_parse_int(colon + 1, 0, 65535, &port))
		goto bad;
	snprintf(addr, sizeof addr, "%.*s", (int)(colon - arg), arg);
	if (inet_pton(AF_INET, addr, &sa->sin_addr) != 1)
		goto bad;
	sa->sin_port = htons((unsigned short)port);
	return 0;
bad:
	fprintf(stderr,
		"umpire serve: --listen %s: ADDR:PORT with an IPv4 address "
		"(127.0.0.1 this machine only, 0.0.0.0 every network) and a "
		"port 0..65535 (0: any free one)\n",
		arg);
	return -1;
}

/* The address phones use: the one named, or for 0.0.0.0 the machine's
 * first IPv4 address that is not loopback. */
static void
shown_address(const struct sockaddr_in *sa, char *buf, size_t size)
{
	struct in_addr a = sa->sin_addr;
	struct ifaddrs *ifs = NULL;
	if (a.s_addr == htonl(INADDR_ANY) && getifaddrs(&ifs) == 0) {
		for (struct ifaddrs *i = ifs; i; i = i->ifa_next) {
			if (i->ifa_addr == NULL ||
			    i->ifa_addr->sa_family != AF_INET)
				continue;
			struct in_addr x =
			    ((const struct sockaddr_in *)(const void *)
				 i->ifa_addr)
				->sin_addr;
			if ((ntohl(x.s_addr) >> 24) != 127) {
				a = x;
				break;
			}
		}
		freeifaddrs(ifs);
	}
	inet_ntop(AF_INET, &a, buf, (socklen_t)size);
}

static struct MHD_Daemon *
daemon_start(struct server *srv, struct sockaddr_in *sa)
{
	return mhd->start_daemon(
	    MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL |
		MHD_ALLOW_SUSPEND_RESUME,
	    0, NULL, NULL, on_request, srv, MHD_OPTION_SOCK_ADDR,
	    (struct sockaddr *)sa, MHD_OPTION_CONNECTION_LIMIT,
	    (unsigned)SERVE_MAX_CONNECTIONS, MHD_OPTION_PER_IP_CONNECTION_LIMIT,
	    (unsigned)SERVE_MAX_PER_IP, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
	    (size_t)SERVE_REQUEST_BYTES, MHD_OPTION_CONNECTION_TIMEOUT,
	    (unsigned)SERVE_IDLE_SECONDS, MHD_OPTION_END);
}

/* inotify on the game file (a change is seen at once; the poll every
 * SERVE_POLL_MS stays as the fallback), or -1. */
static int
watch_open(const char *path)
{
	int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (fd >= 0 &&
	    inotify_add_watch(fd, path,
			      IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE |
				  IN_MOVE_SELF | IN_DELETE_SELF) < 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* The events read and forgotten: the file is looked at anyway. */
static void
watch_drain(int fd)
{
	char buf[4096];
	ssize_t n;
	do
		n = read(fd, buf, sizeof buf);
	while (n > 0);
}

static double
now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Follow the file until a signal; ping the streams now and then. */
static void
serve_loop(struct server *srv)
{
	struct stat seen;
	memset(&seen, 0, sizeof seen);
	file_changed(srv->path, &seen);
	int wfd = watch_open(srv->path);
	double next_ping = now_seconds() + SERVE_PING_SECONDS;
	while (!stop_signal) {
		struct pollfd p = {.fd = wfd, .events = POLLIN};
		if (poll(&p, wfd >= 0 ? 1 : 0, SERVE_POLL_MS) > 0)
			watch_drain(wfd);
		ino_t ino = seen.st_ino;
		if (file_changed(srv->path, &seen)) {
			char *err = NULL;
			if (reload(srv, &err) < 0) {
				/* A line half written: try again next tick. */
				memset(&seen, 0, sizeof seen);
				free(err);
			}
			if (seen.st_ino != ino) { /* replaced: watch the new */
				if (wfd >= 0)
					close(wfd);
				wfd = watch_open(srv->path);
			}
		}
		focus_follow(srv);
		if (now_seconds() >= next_ping) {
			next_ping = now_seconds() + SERVE_PING_SECONDS;
			pthread_mutex_lock(&srv->mu);
			srv->ping++;
			pthread_mutex_unlock(&srv->mu);
			wake_streams(srv);
		}
	}
	if (wfd >= 0)
		close(wfd);
}

/* Every suspended stream resumed before the daemon stops (libmicrohttpd
 * requires it). */
static void
serve_stop(struct server *srv)
{
	pthread_mutex_lock(&srv->mu);
	srv->stopping = true;
	pthread_mutex_unlock(&srv->mu);
	wake_streams(srv);
	mhd->stop_daemon(srv->d);
	links_remove(srv);
	view_live_free(srv->live);
	for (size_t i = 0; i < srv->naud; i++)
		free(srv->aud[i].body);
	free(srv->aud);
	pthread_mutex_destroy(&srv->mu);
}

static int
serve_args(int argc, char **argv, const char **game, struct sockaddr_in *sa)
{
	const char *listen = "127.0.0.1:8765";
	*game = NULL;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 ||
		    strcmp(argv[i], "--help") == 0) {
			serve_usage(stdout);
			return -1;
		}
		if (strcmp(argv[i], "--listen") == 0 && i + 1 < argc)
			listen = argv[++i];
		else if (strncmp(argv[i], "--listen=", 9) == 0)
			listen = argv[i] + 9;
		else if (argv[i][0] != '-' && *game == NULL)
			*game = argv[i];
		else {
			serve_usage(stderr);
			return 2;
		}
	}
	if (*game == NULL) {
		serve_usage(stderr);
		return 2;
	}
	return parse_listen(listen, sa) < 0 ? 2 : 0;
}

static int
serve_start(struct server *srv, struct sockaddr_in *sa)
{
	char *err = NULL;
	if (random_hex(srv->instance, 8) < 0 ||
	    !audience_add(srv, VIEW_TABLE, NULL) ||
	    !audience_add(srv, VIEW_UMPIRE, NULL)) {
		fprintf(stderr, "umpire serve: no random bytes for tokens\n");
		return 2;
	}
	srv->d = daemon_start(srv, sa);
	if (srv->d == NULL) {
		char a[64];
		inet_ntop(AF_INET, &sa->sin_addr, a, sizeof a);
		fprintf(stderr,
			"umpire serve: cannot listen on %s:%u (in use?); "
			"name another with --listen ADDR:PORT\n",
			a, ntohs(sa->sin_port));
		return 2;
	}
	const union MHD_DaemonInfo *info =
	    mhd->get_daemon_info(srv->d, MHD_DAEMON_INFO_BIND_PORT);
	char shown[64];
	shown_address(sa, shown, sizeof shown);
	snprintf(srv->base, sizeof srv->base, "http://%s:%u", shown,
		 info ? info->port : ntohs(sa->sin_port));
	printf("Live views of %s, read-only (docs/views.md):\n", srv->path);
	print_audience(srv, &srv->aud[0]);
	print_audience(srv, &srv->aud[1]);
	if (reload(srv, &err) < 0) {
		fprintf(stderr, "umpire serve: %s\n", err);
		free(err);
		return 2;
	}
	links_write(srv);
	print_qr(srv, &srv->aud[0]);
	print_qr(srv, &srv->aud[1]);
	printf("Ctrl-C stops.\n");
	fflush(stdout);
	return 0;
}

int
serve_main(int argc, char **argv)
{
	struct server srv;
	memset(&srv, 0, sizeof srv);
	struct sockaddr_in sa;
	const char *game;
	int r = serve_args(argc, argv, &game, &sa);
	if (r != 0)
		return r < 0 ? 0 : r;
	struct stat st;
	if (stat(game, &st) < 0 || !S_ISREG(st.st_mode)) {
		fprintf(stderr, "umpire serve: %s: no such game file\n", game);
		return 2;
	}
	char why[300];
	mhd = mhd_load(why, sizeof why);
	if (mhd == NULL) {
		fprintf(stderr, "umpire serve: %s\n", why);
		return 2;
	}
	srv.path = game;
	pthread_mutex_init(&srv.mu, NULL);
	signal(SIGPIPE, SIG_IGN);
	struct sigaction act;
	memset(&act, 0, sizeof act);
	act.sa_handler = on_signal;
	sigaction(SIGINT, &act, NULL);
	sigaction(SIGTERM, &act, NULL);
	r = serve_start(&srv, &sa);
	if (r == 0)
		serve_loop(&srv);
	if (srv.d)
		serve_stop(&srv);
	else
		free(srv.aud);
	return r;
}
