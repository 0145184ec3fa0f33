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
# Start-up to the first full screen of the TUI, under tmux (a real pty):
# a new game (the demo written to a new game file, one fsync a command)
# and an existing one (replayed, no writes).
first_screen() { # label, game-file-setup
	command -v tmux > /dev/null || { echo "start-up to first screen: n/a (no tmux)"; return; }
	label=$1
	total=0 n=10 i=0
	while [ $i -lt $n ]; do
		[ "$2" = new ] && rm -f "$tmp/tui.umpire"
		rm -f "$tmp/tui.ns"
		tmux -L "umpb$$" -f /dev/null new-session -d -x 80 -y 24 \
			"a=\$(date +%s%N); env HOME=$tmp TERM=xterm-256color LANG=C.UTF-8 UMPIRE_QUIT_AFTER_FIRST_SCREEN=1 $UMPIRE --seed 1 --demo $tmp/tui.umpire; b=\$(date +%s%N); echo \$((b - a)) > $tmp/tui.ns"
		k=0
		while [ ! -s "$tmp/tui.ns" ] && [ $k -lt 100 ]; do sleep 0.05; k=$((k + 1)); done
		tmux -L "umpb$$" kill-server 2> /dev/null || true
		[ -s "$tmp/tui.ns" ] || { echo "start-up to first screen ($label): n/a (timed out)"; return; }
		total=$((total + $(cat "$tmp/tui.ns")))
		i=$((i + 1))
	done
	awk -v l="$label" -v t=$total -v n=$n 'BEGIN { printf "start-up to first screen %-24s %.2f ms (mean of %d)\n", l ":", t / n / 1e6, n }'
}
first_screen "(new game, demo)" new
first_screen "(existing game)" existing
"$BUILD/bench" "$tmp"
"$BUILD/bench_scan" 1000 10000
echo "== end of bench"
