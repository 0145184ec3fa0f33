/* pngpixel - the colour of pixels of a PNG, for tests that check a picture
 * (test/e2e/report-html.sh). Reads 8-bit RGB or RGBA, non-interlaced PNGs
 * (what rsvg-convert writes), with zlib only.
 *   pngpixel FILE.png          prints "W H"
 *   pngpixel FILE.png X Y...   prints "R G B" for each pixel X,Y
 * Exit 2 with a message on a file it cannot read. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void
die(const char *why)
{
	fprintf(stderr, "pngpixel: %s\n", why);
	exit(2);
}

static uint32_t
be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

static unsigned char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL)
		die("cannot open the file");
	size_t cap = 1 << 16, len = 0;
	unsigned char *buf = malloc(cap);
	size_t r;
	while (buf && (r = fread(buf + len, 1, cap - len, f)) > 0) {
		len += r;
		if (len == cap) {
			unsigned char *more = realloc(buf, cap *= 2);
			if (more == NULL)
				free(buf);
			buf = more;
		}
	}
	fclose(f);
	if (buf == NULL)
		die("out of memory");
	*n = len;
	return buf;
}

static int
paeth(int a, int b, int c)
{
	int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
	return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/* Undo the per-row filters in place (PNG spec, section 9). */
static void
unfilter(unsigned char *raw, uint32_t w, uint32_t h, int bpp)
{
	size_t stride = (size_t)w * bpp;
	for (uint32_t y = 0; y < h; y++) {
		unsigned char *row = raw + y * (stride + 1);
		unsigned char *prev = y ? row - (stride + 1) : NULL;
		int type = row[0];
		unsigned char *px = row + 1, *up = prev ? prev + 1 : NULL;
		for (size_t i = 0; i < stride; i++) {
			int a = i >= (size_t)bpp ? px[i - bpp] : 0;
			int b = up ? up[i] : 0;
			int c = up && i >= (size_t)bpp ? up[i - bpp] : 0;
			int add = type == 1   ? a
				  : type == 2 ? b
				  : type == 3 ? (a + b) / 2
				  : type == 4 ? paeth(a, b, c)
					      : 0;
			if (type > 4)
				die("bad filter type");
			px[i] = (unsigned char)(px[i] + add);
		}
	}
}

int
main(int argc, char **argv)
{
	if (argc < 2 || argc % 2 != 0)
		die("usage: pngpixel FILE.png [X Y]...");
	size_t n;
	unsigned char *png = slurp(argv[1], &n);
	if (n < 8 || memcmp(png, "\x89PNG\r\n\x1a\n", 8) != 0)
		die("not a PNG");
	uint32_t w = 0, h = 0;
	int bpp = 0;
	unsigned char *idat = NULL;
	size_t nidat = 0;
	for (size_t p = 8; p + 12 <= n;) {
		uint32_t len = be32(png + p);
		const unsigned char *type = png + p + 4, *data = png + p + 8;
		if (p + 12 + (size_t)len > n)
			die("truncated chunk");
		if (memcmp(type, "IHDR", 4) == 0) {
			w = be32(data);
			h = be32(data + 4);
			if (data[8] != 8 || (data[9] != 2 && data[9] != 6) ||
			    data[12] != 0)
				die("only 8-bit RGB/RGBA non-interlaced");
			bpp = data[9] == 6 ? 4 : 3;
		} else if (memcmp(type, "IDAT", 4) == 0) {
			unsigned char *more = realloc(idat, nidat + len + 1);
			if (more == NULL)
				die("out of memory");
			idat = more;
			memcpy(idat + nidat, data, len);
			nidat += len;
		} else if (memcmp(type, "IEND", 4) == 0) {
			break;
		}
		p += 12 + (size_t)len;
	}
	if (w == 0 || h == 0 || idat == NULL)
		die("no image");
	uLongf rawlen = (uLongf)h * ((uLongf)w * bpp + 1);
	unsigned char *raw = malloc(rawlen);
	if (raw == NULL || uncompress(raw, &rawlen, idat, nidat) != Z_OK ||
	    rawlen != (uLongf)h * ((uLongf)w * bpp + 1))
		die("bad image data");
	unfilter(raw, w, h, bpp);
	if (argc == 2)
		printf("%u %u\n", w, h);
	for (int i = 2; i + 1 < argc; i += 2) {
		long x = strtol(argv[i], NULL, 10),
		     y = strtol(argv[i + 1], NULL, 10);
		if (x < 0 || y < 0 || x >= (long)w || y >= (long)h) {
			printf("outside\n");
			continue;
		}
		const unsigned char *px = raw +
					  (size_t)y * ((size_t)w * bpp + 1) +
					  1 + (size_t)x * bpp;
		printf("%d %d %d\n", px[0], px[1], px[2]);
	}
	free(raw);
	free(idat);
	free(png);
	return 0;
}
