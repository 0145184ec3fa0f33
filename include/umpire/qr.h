/* qr.h - QR codes (Debian's libqrencode) as a module matrix, SVG or text. */
#ifndef UMPIRE_QR_H
#define UMPIRE_QR_H

#include <stdbool.h>

#include "umpire/util.h"

/* A QR code: width x width modules, dark[y * width + x] true for a dark one. */
struct qr_code {
	int width;
	bool *dark;
};

/* Encode text (8-bit mode, error correction M). Returns 0, or -1 with *err
 * set (text too long for a QR code, or libqrencode failed). */
int qr_encode(const char *text, struct qr_code *out, char **err);
void qr_free(struct qr_code *);
/* An <svg> element drawing the code with a 4-module quiet zone, `px`
 * pixels a module: one <path> of the dark modules (scales crisply). */
void qr_svg(const struct qr_code *, int px, struct strbuf *out);
/* The code as rows of text for a terminal: two modules a character cell
 * (U+2580 upper half, U+2584 lower half, U+2588 full block, space), dark on
 * light, quiet zone included. Rows are separated by '\n'. */
void qr_text(const struct qr_code *, struct strbuf *out);

#endif
