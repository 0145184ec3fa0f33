#!/bin/sh
# Dice nobody can predict. Without --seed two runs roll different
# dice; with --seed 7 the same. The dice are written into the game file, so
# reopening it (with any seed) rebuilds exactly the rulings printed.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-dice.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-dice: FAIL: $*"; exit 1; }
# Ten fires whose dice the program rolls, by ten pairs far apart.
{
	i=0
	while [ $i -lt 10 ]; do
		echo "unit add A$i side=x arm=infantry figures=40 x=$((i * 200)) y=0"
		echo "unit add B$i side=y arm=infantry figures=40 x=$((i * 200)) y=20 facing=180"
		echo "fire A$i at B$i"
		echo "resolve"
		i=$((i + 1))
	done
	echo "units"
} > "$dir/script"
run() { # game seed-args...
	g=$1
	shift
	"$UMPIRE" -b "$@" "$dir/$g" < "$dir/script" > "$dir/$g.out" 2>&1 || fail "run $g: $(cat "$dir/$g.out")"
	grep '^FIRE ' "$dir/$g.out" | sed 's/.* dice=\([0-9,]*\).*/\1/' > "$dir/$g.dice"
	[ "$(wc -l < "$dir/$g.dice")" = 10 ] || fail "run $g: 10 FIRE lines expected"
}
run a.umpire
run b.umpire
cmp -s "$dir/a.umpire.dice" "$dir/b.umpire.dice" && fail "two runs without --seed rolled the same dice: $(tr '\n' ' ' < "$dir/a.umpire.dice")"
run c.umpire --seed 7
run d.umpire --seed 7
cmp -s "$dir/c.umpire.dice" "$dir/d.umpire.dice" || fail "--seed 7 twice rolled different dice"
# The file holds the dice: reopening (another seed) shows the same roster.
for g in a.umpire c.umpire; do
	grep -c 'dice=' "$dir/$g" > /dev/null || fail "$g: no dice in the journal"
	echo units | "$UMPIRE" -b --seed 99 "$dir/$g" > "$dir/$g.re" 2>&1 || fail "reopen $g"
	grep '^UNIT ' "$dir/$g.out" > "$dir/$g.live"
	cmp -s "$dir/$g.live" "$dir/$g.re" || fail "$g reopened differs from what was printed"
done
echo "PASS: fresh dice differ ($(head -1 "$dir/a.umpire.dice") vs $(head -1 "$dir/b.umpire.dice")), --seed 7 repeats, reopened files match"
