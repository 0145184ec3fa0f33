/* intern.c - one shared copy of each short text a unit holds (intern.h).
 *
 * An open-addressing set of pointers into blocks of text; both only grow.
 * A mutex keeps it whole when two threads (the live views) add at once. */
#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "umpire/intern.h"
#include "umpire/util.h"

#define BLOCK_BYTES 16384

/* A block of text; each names the one before so all stay reachable. */
struct text_block {
	struct text_block *prev;
	size_t used, cap;
	char text[];
};

static pthread_mutex_t intern_lock = PTHREAD_MUTEX_INITIALIZER;
static const char **slots; /* NULL: empty */
static size_t nslots, nused;
static struct text_block *block;

static uint64_t
text_hash(const char *s, size_t len)
{
	uint64_t h = 1469598103934665603u; /* FNV-1a */
	for (size_t i = 0; i < len; i++) {
		h ^= (unsigned char)s[i];
		h *= 1099511628211u;
	}
	return h;
}

static void
slots_grow(void)
{
	size_t n = nslots ? 2 * nslots : 256;
	const char **s = um_xcalloc(n, sizeof *s);
	for (size_t i = 0; i < nslots; i++) {
		if (!slots[i])
			continue;
		size_t j = text_hash(slots[i], strlen(slots[i])) & (n - 1);
		while (s[j])
			j = (j + 1) & (n - 1);
		s[j] = slots[i];
	}
	free((void *)slots);
	slots = s;
	nslots = n;
}

static const char *
text_keep(const char *s, size_t len)
{
	if (!block || block->cap - block->used < len + 1) {
		size_t cap = len + 1 > BLOCK_BYTES ? len + 1 : BLOCK_BYTES;
		struct text_block *b = um_xmalloc(sizeof *b + cap);
		b->prev = block;
		b->used = 0;
		b->cap = cap;
		block = b;
	}
	char *p = block->text + block->used;
	memcpy(p, s, len);
	p[len] = '\0';
	block->used += len + 1;
	return p;
}

const char *
um_intern(const char *s)
{
	if (s == NULL || s[0] == '\0')
		return "";
	size_t len = strlen(s);
	uint64_t h = text_hash(s, len);
	pthread_mutex_lock(&intern_lock);
	if (2 * (nused + 1) > nslots)
		slots_grow();
	size_t j = h & (nslots - 1);
	while (slots[j] && strcmp(slots[j], s) != 0)
		j = (j + 1) & (nslots - 1);
	if (!slots[j]) {
		slots[j] = text_keep(s, len);
		nused++;
	}
	const char *p = slots[j];
	pthread_mutex_unlock(&intern_lock);
	return p;
}
