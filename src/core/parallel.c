/* parallel.c - blocks of work over a few threads (parallel.h). */
#include "umpire/parallel.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "umpire/util.h"

size_t
um_parallel_workers(size_t items, size_t min_items)
{
	const char *env = getenv("UMPIRE_THREADS");
	if (env != NULL && *env != '\0') {
		char *end;
		long n = strtol(env, &end, 10);
		if (*end == '\0' && n >= 1)
			return n > UM_PARALLEL_MAX ? UM_PARALLEL_MAX
						   : (size_t)n;
	}
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	size_t n = cpus > 1 ? (size_t)cpus : 1;
	if (n > UM_PARALLEL_MAX)
		n = UM_PARALLEL_MAX;
	size_t by_size = min_items > 0 ? items / min_items : n;
	if (n > by_size)
		n = by_size;
	return n > 0 ? n : 1;
}

struct parallel_run {
	size_t nblocks;
	atomic_size_t next;
	void (*work)(void *arg, size_t worker, size_t block);
	void *arg;
};

struct parallel_worker {
	struct parallel_run *run;
	size_t index;
};

static void
run_blocks(struct parallel_run *run, size_t worker)
{
	for (;;) {
		size_t b = atomic_fetch_add(&run->next, 1);
		if (b >= run->nblocks)
			return;
		run->work(run->arg, worker, b);
	}
}

static void *
worker_main(void *p)
{
	struct parallel_worker *w = p;
	run_blocks(w->run, w->index);
	return NULL;
}

void
um_parallel(size_t nblocks, size_t nworkers,
	    void (*work)(void *arg, size_t worker, size_t block), void *arg)
{
	struct parallel_run run = {
	    .nblocks = nblocks, .work = work, .arg = arg};
	atomic_init(&run.next, 0);
	if (nworkers < 1)
		nworkers = 1;
	if (nworkers > nblocks)
		nworkers = nblocks > 0 ? nblocks : 1;
	pthread_t *tid = um_xcalloc(nworkers, sizeof *tid);
	struct parallel_worker *wk = um_xcalloc(nworkers, sizeof *wk);
	bool *started = um_xcalloc(nworkers, sizeof *started);
	for (size_t i = 1; i < nworkers; i++) {
		wk[i].run = &run;
		wk[i].index = i;
		started[i] =
		    pthread_create(&tid[i], NULL, worker_main, &wk[i]) == 0;
	}
	run_blocks(&run, 0);
	for (size_t i = 1; i < nworkers; i++)
		if (started[i])
			pthread_join(tid[i], NULL);
	free(started);
	free(wk);
	free(tid);
}
