#!/bin/sh
# make bench: one report (docs/hardening.md, "Bench report"). Figures only,
# no pass/fail on time.
set -eu
BUILD=${BUILD:-build}
UMPIRE=$PWD/$BUILD/umpire
tmp=$(mktemp -d "${TMPDIR:-/tmp}/umpire-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ms() { date +%s%N; }
startup() { # label, runs, command...
	label=$1 runs=$2
	shift 2
	t0=$(ms)
	i=0
	while [ $i -lt "$runs" ]; do "$@" > /dev/null 2>&1 < /dev/null || true; i=$((i + 1)); done
	t1=$(ms)
	awk -v l="$label" -v t=$((t1 - t0)) -v n="$runs" 'BEGIN { printf "start-up %-28s %.2f ms (mean of %d)\n", l ":", t / n / 1e6, n }'
}
echo "== umpire bench ($(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD 2> /dev/null || echo ?))"
: > "$tmp/empty.cmd"
startup "umpire -V" 50 "$UMPIRE" -V
startup "umpire --batch (empty script)" 50 "$UMPIRE" --batch --script "$tmp/empty.cmd"
"$BUILD/bench" "$tmp"
"$BUILD/bench_scan" 1000 10000
echo "== end of bench"
