/* libmicrohttpd loaded by name when serving (mhd.h says why). */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "mhd.h"

/* The library's file name, as the linker recorded it at build time
 * (Makefile: the SONAME of the libmicrohttpd the build found). */
#ifndef UM_MHD_SONAME
#define UM_MHD_SONAME "libmicrohttpd.so.12"
#endif

static struct mhd_lib lib;
static const struct mhd_lib *loaded;
static char why[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/* dlsym returns an object pointer; POSIX requires it to convert to a
 * function pointer, which C leaves undefined: copy the bytes. */
static int
sym(void *h, const char *name, void *fn, size_t size)
{
	void *p = dlsym(h, name);
	if (p == NULL || size != sizeof p) {
		snprintf(why, sizeof why, "%s has no %s", UM_MHD_SONAME, name);
		return -1;
	}
	memcpy(fn, &p, size);
	return 0;
}

#define SYM(h, name) sym(h, "MHD_" #name, &lib.name, sizeof lib.name)

static void
load(void)
{
	void *h = dlopen(UM_MHD_SONAME, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL) {
		const char *e = dlerror();
		snprintf(why, sizeof why,
			 "cannot load %s (%s): umpire serve needs Debian's "
			 "libmicrohttpd12 package",
			 UM_MHD_SONAME, e ? e : "not found");
		return;
	}
	if (SYM(h, start_daemon) || SYM(h, stop_daemon) ||
	    SYM(h, get_daemon_info) || SYM(h, create_response_from_buffer) ||
	    SYM(h, create_response_from_callback) ||
	    SYM(h, add_response_header) || SYM(h, queue_response) ||
	    SYM(h, destroy_response) || SYM(h, suspend_connection) ||
	    SYM(h, resume_connection) || SYM(h, lookup_connection_value)) {
		(void)dlclose(h);
		return;
	}
	/* Kept loaded for the process's life: the server's thread runs in
	 * it until exit. */
	loaded = &lib;
}

const struct mhd_lib *
mhd_load(char *err, size_t n)
{
	(void)pthread_once(&once, load);
	if (loaded == NULL && n > 0)
		snprintf(err, n, "%s", why);
	return loaded;
}
