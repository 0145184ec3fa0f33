#!/bin/sh
# docs/server.md: two umpires fire at the same target at the same time,
# $SERVER_RACE_N rulings each (200; `make bench` runs 1,000): every
# ruling lands whole (each declaration followed at once by its resolve in
# the journal), none is lost, nothing deadlocks.
set -u
fail() { echo "server-race: $*"; exit 1; }
. "$(dirname "$0")/server-lib.inc"
n=${SERVER_RACE_N:-200}
# A v1 game file (plain command lines) needs no fsync per line to make.
{
	echo "# umpire game v1"
	i=1
	while [ "$i" -le "$n" ]; do
		echo "unit add N$i side=Allied arm=infantry figures=10 formation=line x=$i y=0 facing=0"
		echo "unit add S$i side=Allied arm=infantry figures=10 formation=line x=$i y=1 facing=0"
		i=$((i + 1))
	done
	echo "unit add T side=French arm=infantry figures=10 formation=line x=100 y=10 facing=180"
} > "$g"
for s in N S; do
	i=1
	while [ "$i" -le "$n" ]; do
		echo "fire $s$i at T range=15 dice=1,1,1"
		echo resolve
		i=$((i + 1))
	done > "$dir/fire$s"
done
srv_start
"$UMPIRE" attach --script "$dir/fireN" "$g" > "$dir/outN" 2> "$dir/errN" &
pn=$!
"$UMPIRE" attach --script "$dir/fireS" "$g" > "$dir/outS" 2> "$dir/errS" &
ps=$!
wait "$pn" || fail "client N failed: $(grep -v '^notice:' "$dir/errN" | head -3)"
wait "$ps" || fail "client S failed: $(grep -v '^notice:' "$dir/errS" | head -3)"
[ "$(grep -c '^FIRE ' "$dir/outN")" -eq "$n" ] || fail "client N saw $(grep -c '^FIRE ' "$dir/outN") of $n rulings"
[ "$(grep -c '^FIRE ' "$dir/outS")" -eq "$n" ] || fail "client S saw $(grep -c '^FIRE ' "$dir/outS") of $n rulings"
# Both really raced: one of them waited for the other at least once.
grep -q 'waiting: the ruling in progress is' "$dir/errN" "$dir/errS" || fail "the clients never met"
kill "$srv_pid"; wait "$srv_pid"; srv_pid=
fires=$(grep -c '^fire ' "$g")
[ "$fires" -eq $((2 * n)) ] || fail "$fires fire lines in the journal, not $((2 * n))"
awk '/^fire /{ want = 1; next } want && $0 != "resolve" { print "after a fire: " $0; bad = 1 } { want = 0 } END { exit bad }' "$g" > "$dir/interleaved" ||
	fail "a ruling was interleaved: $(head -1 "$dir/interleaved")"
# Every ruling in history, each once.
echo history | "$UMPIRE" --batch "$g" > "$dir/hist" 2>&1
for s in N S; do
	[ "$(grep -c "command=\"fire $s[0-9]* at T" "$dir/hist")" -eq "$n" ] || fail "history lacks rulings of $s"
done
echo "server-race: ok"
