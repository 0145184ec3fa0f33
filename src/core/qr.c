/* qr.c - QR codes through libqrencode: the matrix, SVG and text blocks. */
#include "umpire/qr.h"

#include <errno.h>
#include <qrencode.h>
#include <stdlib.h>
#include <string.h>

enum { QR_QUIET = 4 };

int
qr_encode(const char *text, struct qr_code *out, char **err)
{
	out->width = 0;
	out->dark = NULL;
	if (!text || !*text)
		return um_fail(err, "a QR code needs some text");
	errno = 0;
	QRcode *code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M);
	if (!code)
		return um_fail(err, "cannot make a QR code of %zu bytes%s",
			       strlen(text),
			       errno == ERANGE ? " (too long)" : "");
	size_t n = (size_t)code->width * (size_t)code->width;
	out->width = code->width;
	out->dark = um_xcalloc(n, sizeof *out->dark);
	for (size_t i = 0; i < n; i++)
		out->dark[i] = (code->data[i] & 1) != 0;
	QRcode_free(code);
	return 0;
}

void
qr_free(struct qr_code *q)
{
	free(q->dark);
	q->dark = NULL;
	q->width = 0;
}

static bool
qr_dark_at(const struct qr_code *q, int x, int y)
{
	if (x < 0 || y < 0 || x >= q->width || y >= q->width)
		return false;
	return q->dark[(size_t)y * (size_t)q->width + (size_t)x];
}

void
qr_svg(const struct qr_code *q, int px, struct strbuf *out)
{
	int side = q->width + 2 * QR_QUIET;
	if (px < 1)
		px = 1;
	sb_addf(
	    out,
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "shape-rendering=\"crispEdges\"><rect width=\"%d\" height=\"%d\" "
	    "fill=\"#fff\"/><path fill=\"#000\" d=\"",
	    side * px, side * px, side, side, side, side);
	for (int y = 0; y < q->width; y++)
		for (int x = 0; x < q->width; x++) {
			if (!qr_dark_at(q, x, y))
				continue;
			int run = 1;
			while (qr_dark_at(q, x + run, y))
				run++;
			sb_addf(out, "M%d %dh%dv1h-%dz", x + QR_QUIET,
				y + QR_QUIET, run, run);
			x += run - 1;
		}
	sb_add(out, "\"/></svg>");
}

void
qr_text(const struct qr_code *q, struct strbuf *out)
{
	/* Light modules are drawn as blocks and dark ones as spaces, so the
	 * code reads dark on light on a dark terminal background too. */
	for (int y = -QR_QUIET; y < q->width + QR_QUIET; y += 2) {
		for (int x = -QR_QUIET; x < q->width + QR_QUIET; x++) {
			bool top = !qr_dark_at(q, x, y);
			bool bottom = !qr_dark_at(q, x, y + 1);
			if (y + 1 >= q->width + QR_QUIET)
				bottom = false;
			if (top && bottom)
				sb_add(out, "\u2588");
			else if (top)
				sb_add(out, "\u2580");
			else if (bottom)
				sb_add(out, "\u2584");
			else
				sb_addc(out, ' ');
		}
		sb_addc(out, '\n');
	}
}
