/*
 * umpire — work split over the machine's processors, for the few questions
 * that weigh every pair of a large roster (scan). The game must not change
 * while the work runs; each block of work writes only its own results.
 */
#ifndef UMPIRE_PARALLEL_H
#define UMPIRE_PARALLEL_H

#include <stddef.h>

/* Workers for `items` items of work, one per min_items at least: the
 * processors online (at most UM_PARALLEL_MAX), or UMPIRE_THREADS=N when
 * set (N >= 1, any size: the tests run small scans on several threads). */
#define UM_PARALLEL_MAX 8
size_t um_parallel_workers(size_t items, size_t min_items);

/* Calls work(arg, worker, block) once for each block 0..nblocks-1, on
 * nworkers threads (the caller's is worker 0; worker < nworkers). Blocks
 * are handed out in order to whichever worker is free. When a thread
 * cannot be started, the workers that run do its blocks. */
void um_parallel(size_t nblocks, size_t nworkers,
		 void (*work)(void *arg, size_t worker, size_t block),
		 void *arg);

#endif
