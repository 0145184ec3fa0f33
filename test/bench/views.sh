#!/bin/bash
# make bench: a ruling's time in the umpire's session with and without the
# live views open (docs/views.md). A batch session on a game file makes 20
# rulings (fire, resolve, bound next: each line journaled and fsynced);
# timed alone, then with `umpire serve` following the same file with 50
# pages' event streams open (each change replayed and pushed to them all).
# Best of 3 each (other work on a shared machine only adds time). Figures
# only: speed is never asserted.
set -u
BUILD=${BUILD:-build}
UMPIRE=$PWD/$BUILD/umpire
tmp=$(mktemp -d "${TMPDIR:-/tmp}/umpire-bench-views.XXXXXX")
pids=""
cleanup() {
	for p in $pids; do kill "$p" 2> /dev/null; done
	wait 2> /dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
command -v curl > /dev/null 2>&1 || { echo "views: n/a (no curl)"; exit 0; }
export HOME=$tmp XDG_DATA_HOME=$tmp/data
game=$tmp/game.umpire
cat > "$tmp/setup.cmd" << 'EOF'
unit add Gds1 side=Allied arm=infantry figures=36 formation=line x=100 y=40 facing=0 valour=3
unit add Bn45 side=French arm=infantry figures=40 formation=attack-column x=100 y=70 facing=180
EOF
: > "$tmp/rulings.cmd"
for _ in $(seq 20); do
	printf 'fire Gds1 at Bn45 dice=1,1,1\nresolve\nbound next\n' >> "$tmp/rulings.cmd"
done

# best_ms: the least wall time of 3 runs of the 20 rulings, per ruling.
best_ms() {
	best=
	for _ in 1 2 3; do
		rm -f "$game"
		"$UMPIRE" --batch --script "$tmp/setup.cmd" "$game" > /dev/null 2>&1
		t0=$(date +%s%N)
		"$UMPIRE" --batch --script "$tmp/rulings.cmd" "$game" > /dev/null 2>&1
		t=$((($(date +%s%N) - t0) / 1000))
		[ -z "$best" ] || [ "$t" -lt "$best" ] && best=$t
	done
	awk -v us="$best" 'BEGIN { printf "%.2f", us / 20 / 1000 }'
}

alone=$(best_ms)
"$UMPIRE" --batch --script "$tmp/setup.cmd" "$game" > /dev/null 2>&1
"$UMPIRE" serve "$game" --listen 127.0.0.1:0 > "$tmp/serve.out" 2>&1 &
pids="$pids $!"
for _ in $(seq 50); do
	grep -q '^side French ' "$tmp/serve.out" 2> /dev/null && break
	sleep 0.1
done
table=$(awk '$1 == "table" { print $2 }' "$tmp/serve.out")
[ -n "$table" ] || { echo "views: n/a (serve did not start)"; exit 0; }
for _ in $(seq 50); do
	curl -sN "${table}events" > /dev/null 2>&1 &
	pids="$pids $!"
done
sleep 1
served=$(best_ms)
awk -v a="$alone" -v b="$served" 'BEGIN {
	printf "%-44s %14s %14s %7s\n", "ruling ms (fire, resolve, bound next)", "alone", "50 pages", "ratio"
	printf "%-44s %14s %14s %7.2f\n", "  by a batch session on the game file", a, b, (a > 0 ? b / a : 0)
}'
