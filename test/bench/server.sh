#!/bin/sh
# make bench, the game server (docs/server.md): a command's round trip
# through the local socket at 1,000 units (goal < 2 ms), a ruling's time
# with 50 attached terminals against none (goal: at most 20% slower), and
# the race of test/e2e/server-race.sh at 1,000 rulings each. Figures
# only, no pass/fail. Called from test/bench/run.sh.
set -eu
BUILD=${BUILD:-build}
UMPIRE=${UMPIRE:-$PWD/$BUILD/umpire}
# The game in /dev/shm when there is one: the disk's flush (fsync) is no
# work of the server's and drifts by milliseconds with the machine's load.
shm=/tmp
[ -d /dev/shm ] && [ -w /dev/shm ] && shm=/dev/shm
dir=$(mktemp -d "$shm/umb.XXXXXX")
srv=
trap '[ -n "$srv" ] && kill $srv 2>/dev/null; wait 2>/dev/null; rm -rf "$dir"' EXIT
g="$dir/g.umpire"
now() { date +%s.%N; }
{
	echo "# umpire game v1"
	i=1
	while [ $i -le 999 ]; do
		echo "unit add U$i side=Allied arm=infantry figures=10 formation=line x=$((i % 100 * 30)) y=$((i / 100 * 40)) facing=0"
		i=$((i + 1))
	done
	echo "unit add T side=French arm=infantry figures=10 formation=line x=1500 y=500 facing=180"
} > "$g"
"$UMPIRE" server --near 0 "$g" 2> "$dir/server.log" &
srv=$!
i=0
while [ ! -S "$g.sock" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done

# Round trip: N commands that only show, less one, per command; best of 3.
n=2000
yes declared | head -n $n > "$dir/rt"
best=
for k in 1 2 3; do
	t0=$(now); echo declared | "$UMPIRE" attach "$g" > /dev/null; t1=$(now)
	"$UMPIRE" attach --script "$dir/rt" "$g" > /dev/null; t2=$(now)
	ms=$(awk -v a="$t0" -v b="$t1" -v c="$t2" -v n=$n 'BEGIN { printf "%.3f", ((c - b) - (b - a)) * 1000 / (n - 1) }')
	best=$(awk -v a="$ms" -v b="$best" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }')
done
awk -v ms="$best" 'BEGIN { printf "%-44s %10s ms   %s%s\n", "server round trip, 1,000 units (declared)", ms, "goal < 2 ms", (ms + 0 < 2) ? "  met" : "  NOT MET" }'

# A ruling (fire + resolve, journaled and flushed), 100 of them, with no
# other terminal and then with 50 attached, in turn 3 times (the journal's
# fsync dominates a ruling and drifts with the machine's load: alone and
# attached are measured side by side), the best of each. Beside the wall
# time, the processor time per ruling of the server and the 50 terminals
# (from /proc; ticks of 10 ms), which the fsync does not blur.
cpu_of() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2> /dev/null || echo 0; }
rulings() { # FROM: 100 rulings by U$FROM..., seconds per ruling
	: > "$dir/r$1"
	i=$1
	while [ $i -lt $(($1 + 100)) ]; do
		echo "fire U$i at T range=15 dice=1,1,1" >> "$dir/r$1"
		echo resolve >> "$dir/r$1"
		i=$((i + 1))
	done
	t0=$(now)
	"$UMPIRE" attach --script "$dir/r$1" "$g" > /dev/null 2>&1
	t1=$(now)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) * 10 }'
}
least() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }
mkfifo "$dir/idle"
alone= many= cpu_alone= cpu_many=
for round in 0 1 2; do
	c0=$(cpu_of $srv)
	a=$(rulings $((round * 200 + 1)))
	c1=$(cpu_of $srv)
	alone=$(least "$alone" "$a")
	cpu_alone=$(least "$cpu_alone" "$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.3f", (b - a) * 10 / 100 }')")
	pids=
	k=0
	while [ $k -lt 50 ]; do
		"$UMPIRE" attach --as "t$k" "$g" < "$dir/idle" > /dev/null 2>&1 &
		pids="$pids $!"
		k=$((k + 1))
	done
	exec 3> "$dir/idle"
	sleep 0.5
	sum() { t=$(cpu_of $srv); for p in $pids; do t=$((t + $(cpu_of $p))); done; echo $t; }
	c0=$(sum)
	m=$(rulings $((round * 200 + 101)))
	c1=$(sum)
	many=$(least "$many" "$m")
	cpu_many=$(least "$cpu_many" "$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.3f", (b - a) * 10 / 100 }')")
	exec 3>&-
	for p in $pids; do wait $p 2> /dev/null || true; done
done
awk -v a="$alone" -v b="$many" -v ca="$cpu_alone" -v cb="$cpu_many" 'BEGIN {
	r = b / a
	printf "%-44s %10s ms   %s\n", "server ruling, no other terminal", a, "(best of 3, in turn with the next)"
	printf "%-44s %10s ms   %s%s\n", "server ruling, 50 terminals attached", b, sprintf("x%.2f, goal <= x1.20", r), (r <= 1.2) ? "  met" : "  NOT MET"
	printf "%-44s %10s ms   %s\n", "  processor, server alone, per ruling", ca, "(best of 3)"
	printf "%-44s %10s ms   %s\n", "  processor, server + 50 terminals", cb, "(best of 3)"
}'
kill $srv; wait $srv 2>/dev/null || true; srv=

# The race at 1,000 rulings each.
t0=$(now)
if SERVER_RACE_N=1000 UMPIRE="$UMPIRE" sh test/e2e/server-race.sh > "$dir/race" 2>&1; then r=ok; else r="FAILED: $(cat "$dir/race")"; fi
t1=$(now)
awk -v a="$t0" -v b="$t1" -v r="$r" 'BEGIN { printf "%-44s %10.1f s    %s\n", "server race, 2 x 1,000 rulings at one target", b - a, r }'
