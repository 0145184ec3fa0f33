/* libmicrohttpd, loaded when `umpire serve` starts rather than linked into
 * every umpire process: the library and what it pulls in (GnuTLS and its
 * own dependencies) cost every terminal, batch run and script ~3 MiB of
 * memory at start-up, for a server most runs never start. The functions
 * keep the library's own types (its header). */
#ifndef UMPIRE_SERVE_MHD_H
#define UMPIRE_SERVE_MHD_H

#include <stddef.h>
#include <microhttpd.h>

#define MHD_FN(name) __typeof__(&MHD_##name) name
struct mhd_lib {
	MHD_FN(start_daemon);
	MHD_FN(stop_daemon);
	MHD_FN(get_daemon_info);
	MHD_FN(create_response_from_buffer);
	MHD_FN(create_response_from_callback);
	MHD_FN(add_response_header);
	MHD_FN(queue_response);
	MHD_FN(destroy_response);
	MHD_FN(suspend_connection);
	MHD_FN(resume_connection);
	MHD_FN(lookup_connection_value);
};
#undef MHD_FN

/* The library's functions, loaded once. NULL when it cannot be loaded;
 * err (size n) then says why and which Debian package provides it. */
const struct mhd_lib *mhd_load(char *err, size_t n);

#endif
