#!/bin/sh
# Odds for the umpire: on the walkthrough's dice step of a BA
# fire (F27 at L54 on the demo), o shows the chance of each loss and
# morale outcome. The percentages on the screen must be those of `odds`
# in batch mode for the same declaration (the journal's fire line after
# the ruling is applied; odds run over every dice result, so the dice on
# the line do not matter), p x 100 to one decimal.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
# To the dice step, answering as walk_through does.
i=0
while ! screen | grep -q "^ Dice"; do
	i=$((i + 1))
	[ "$i" -lt 40 ] || fail "never reached the dice step"
	sc=$(screen)
	if echo "$sc" | grep -q "^ ASK [a-z0-9_]* (y/n)"; then
		keys n
	else
		keys Enter
	fi
	wait_change "$sc"
done
wait_gone "Umpire's odds"
keys o
wait_for "Umpire's odds" 300
screen > "$T/odds.screen"
keys o
wait_gone "Umpire's odds"
# Roll, see the result, apply: the journal then holds the declaration.
keys r
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied" 300
quit
tail -n +2 "$GAME" | grep -v '^@' | grep -v '^resolve$' > "$T/odds.cmd"
grep -q '^fire F27 at L54' "$T/odds.cmd" || fail "no fire line in the journal"
echo odds >> "$T/odds.cmd"
"$UMPIRE" -b < "$T/odds.cmd" > "$T/odds.out" 2>&1 || {
	cat "$T/odds.out"
	fail "odds in batch failed"
}
grep '^ODDS ' "$T/odds.out" > "$T/odds.batch"
[ -s "$T/odds.batch" ] || fail "no ODDS records in batch"
# Each batch ODDS as the panel writes it, in words: "L54 loss=1
# moral=LD" is "48.9%  L54: loses 1, LD", loss=0 "no loss", moral=- (no
# effect) left out, "F27 supplies=3 rolls left" "F27: supplies 3 rolls
# left".
shown=0
while IFS= read -r rec; do
	outcome=$(echo "$rec" | sed 's/^ODDS outcome="\([^"]*\)".*/\1/' |
		awk '{ s = $1 ":"
		for (i = 2; i <= NF; i++) {
			if (index($i, "=") == 0) { s = s " " $i; continue }
			split($i, kv, "=")
			if (kv[1] == "loss") w = kv[2] == "0" ? "no loss" : "loses " kv[2]
			else if (kv[2] == "-") continue
			else if (kv[1] == "moral") w = kv[2]
			else w = kv[1] " " kv[2]
			s = s (s ~ /:$/ ? " " : ", ") w
		}
		print s }')
	p=$(echo "$rec" | sed 's/.* p=\([0-9.]*\).*/\1/')
	pct=$(awk -v p="$p" 'BEGIN { printf "%5.1f%%", p * 100 }')
	if grep -qF -- "$pct  $outcome" "$T/odds.screen"; then
		shown=$((shown + 1))
	elif grep -qF -- "  $outcome" "$T/odds.screen"; then
		cat "$T/odds.screen"
		fail "$outcome: the panel's percentage is not $pct"
	fi
done < "$T/odds.batch"
# The panel shows the loss outcomes first; at least the first five must
# be on an 80x24 screen, every one with the batch percentage.
[ "$shown" -ge 5 ] || {
	cat "$T/odds.screen"
	fail "only $shown of $(wc -l < "$T/odds.batch") odds shown"
}
echo "PASS: odds panel: $shown of $(wc -l < "$T/odds.batch") outcomes with the batch percentages"
