#!/bin/sh
# e2e: slow (run.sh starts it first)
# A brigade fire by keys on the demo scenario: F27, R95, KGL5
# and Ross made brigade 2Bde (on the command line), B on F27 starts the
# brigade walkthrough, L54 is the target. The screen shows a line per
# battalion (R95 and KGL5 not eligible: out of arc, 3.1.3), dice typed for
# F27 (1,3,1: its loss index 5 +2 = 7 -> 0.25 x 4 units of fire = 1
# figure), which selects Ross, the next to ask its dice; Ross's typed
# (2,2,2): the journal line holds exactly the typed dice, none rolled. The factor step shows each battalion's factors in
# words with their sections; the result shows each battalion's FIRE and L54's
# RESULT; Enter applies it as one ruling. Then the game file holds one
# `fire 2Bde at L54` line with each battalion's dice and `resolve`, a
# batch replay prints the RESULT the TUI showed, and u (undo ruling)
# takes the whole brigade fire back. Then a brigade off the map: each
# battalion's range question answered in place.
# On an 80x24 screen each step's key hint is whole in its pane (on one
# row or two) and on the bottom row; o on the battalions shows the umpire's odds of the brigade's
# fire, each outcome a line in words with the percentage `odds` gives in
# batch for `fire 2Bde at L54`; a key the step does not know is answered
# with the step's keys.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
for line in "unit set F27 brigade=2Bde" "unit set R95 brigade=2Bde" \
	"unit set KGL5 brigade=2Bde" "unit set Ross brigade=2Bde"; do
	keys :
	text "$line"
	keys Enter
	wait_for "> $line"
	keys Escape
done
select_unit F27
keys B
wait_for "target for 2Bde:"
wait_words "type a name or Up/Down; Enter picks; Esc leaves"
text L54
keys Enter
wait_for "Eligibility: 2 of 4 may fire"
wait_words "digits: dice (4,3,5); r rolls this row, R every empty row; a answers; o odds; Enter factors; Esc back"
wait_for "digits dice  r/R roll  a answer  o odds  Enter factors  Esc back"
screen | grep -q "R95 *not eligible: arc" || fail "R95 not listed as out of arc"
screen | grep -q "KGL5 *not eligible: arc" || fail "KGL5 not listed as out of arc"
screen | grep -q "F27 *may fire, dice ? " || fail "F27 not eligible, or dice not asked"
screen | grep -q "Ross *may fire" || fail "Ross not eligible"
# The cursor starts on the first eligible battalion (F27): its dice.
text "1,3,1"
wait_for "F27    may fire, dice 1,3,1"
# Complete: Ross is selected, its dice asked; Enter does not roll them.
wait_for "> Ross   may fire, dice ? "
text "222"
wait_for "Ross   may fire, dice 2,2,2"
# A key the step does not know: the step's keys, nothing else changes.
keys z
wait_words "z is no key on the check step: digits: dice (4,3,5); r rolls this row"
screen | grep -q "F27    may fire, dice 1,3,1" || fail "z changed the dice"
# o: the odds of the brigade's fire as declared (no dice), in words.
keys o
wait_for "Umpire's odds" 300
screen > "$T/odds.screen"
printf '%s\n' "unit set F27 brigade=2Bde" "unit set R95 brigade=2Bde" \
	"unit set KGL5 brigade=2Bde" "unit set Ross brigade=2Bde" \
	"fire 2Bde at L54" odds | "$UMPIRE" -b --demo > "$T/odds.out" 2>&1 ||
	{ cat "$T/odds.out"; fail "odds in batch failed"; }
grep '^ODDS ' "$T/odds.out" > "$T/odds.batch"
[ -s "$T/odds.batch" ] || fail "no ODDS records in batch"
# "L54 loss=3 moral=-" p=0.0004 is "  0.0%  L54: loses 3" (as tui-odds.sh).
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
	if sed 's/│.*//' "$T/odds.screen" | grep -qF -- "$pct  $outcome"; then
		shown=$((shown + 1))
	elif sed 's/│.*//' "$T/odds.screen" | grep -qF -- "  $outcome "; then
		cat "$T/odds.screen"
		fail "$outcome: the brigade's odds panel does not say $pct"
	fi
done < "$T/odds.batch"
first=$(head -1 "$T/odds.batch")
[ "$shown" -ge 3 ] || {
	cat "$T/odds.screen"
	fail "only $shown of the batch odds shown in words (first: $first)"
}
grep -qF "less likely: \`odds\`" "$T/odds.screen" ||
	fail "the odds panel does not say how many less likely ones there are"
# Not every outcome fits: the likeliest are the ones shown.
maxp=$(sed 's/.* p=\([0-9.]*\).*/\1/' "$T/odds.batch" | sort -g | tail -1)
maxpct=$(awk -v p="$maxp" 'BEGIN { printf "%5.1f%%", p * 100 }')
grep -qF -- "$maxpct  " "$T/odds.screen" || {
	cat "$T/odds.screen"
	fail "the likeliest outcome ($maxpct) is not among those shown"
}
keys o
wait_gone "Umpire's odds"
keys Enter
# The factor step: each battalion's FACTOR records in words, with their
# sections (F27's in full: zone 2 of musket, 3.1.3 T13; column, 3.1.9).
wait_for "Factors of 2 battalions at L54" 300
wait_words "zone2: loss +0, morale +0 (3.1.3 T13"
wait_words "column: loss +2, morale +1 (3.1.9"
wait_words "dice or r/R; o odds; Enter; Esc back"
wait_for "Up/Down  digits dice  r/R roll  o odds  Enter result  Esc back"
keys Enter
wait_for "Result (not applied yet)" 300
wait_words "Enter applies; o odds; Esc back"
wait_for "Enter apply  o odds  Esc back  ? keys"
wait_words "F27: dice=1,3,1 roll=5 loss=1 moral=-"
wait_words "Ross: dice=2,2,2"
wait_words "R95: not eligible"
wait_words "KGL5: not eligible"
wait_words "L54 loses"
keys Enter
wait_for "applied: brigade 2Bde fired at L54, 2 battalions, one ruling" 300
keys :
text "save-log $T/tui.log"
keys Enter
wait_for "wrote $T/tui.log"
keys Escape
# The journal: one brigade line with each battalion's dice, then resolve.
# Every battalion's dice are the typed ones: none rolled by the program.
grep -q '^fire 2Bde at L54 F27.dice=1,3,1 Ross.dice=2,2,2 battalions=F27,Ross$' "$GAME" ||
	{ cat "$GAME"; fail "no brigade fire line with the typed dice in the journal"; }
grep -q '^resolve$' "$GAME" || fail "no resolve in the journal"
grep -q '^FIRE firer=F27 target=L54 .*dice=1,3,1 .*loss=1 ' "$T/tui.log" || fail "no FIRE of F27 in the log"
grep -q '^FIRE firer=Ross target=L54 ' "$T/tui.log" || fail "no FIRE of Ross in the log"
replay "$T/batch.out"
grep '^RESULT ' "$T/tui.log" > "$T/tui.results"
grep '^RESULT ' "$T/batch.out" > "$T/batch.results"
[ -s "$T/tui.results" ] || fail "the TUI showed no RESULT"
cmp -s "$T/tui.results" "$T/batch.results" || {
	diff -u "$T/batch.results" "$T/tui.results"
	fail "RESULT records differ between the TUI and batch mode"
}
# One user action: u takes back the resolve and the brigade's line.
keys u
# u asks before it takes back a whole ruling.
wait_for "Take back the whole ruling"
keys y
wait_for "undone: fire 2Bde at L54"
grep -q '^undo ruling$' "$GAME" || fail "u was not undo ruling"
# Battalions off the map: their range is a question, answered in place
# (a, the value, Enter checks again), then they may fire.
for line in "unit add U1 side=Allied arm=infantry figures=20 formation=line brigade=3Bde" \
	"unit add U2 side=Allied arm=infantry figures=20 formation=line brigade=3Bde"; do
	keys :
	text "$line"
	keys Enter
	wait_for "> $line"
	keys Escape
done
select_unit U1
keys B
wait_for "target for 3Bde:"
text L54
keys Enter
wait_for "Eligibility: 0 of 2 may fire"
wait_for "U1     asks range"
keys a
text 15
keys Enter
wait_for "Eligibility: 1 of 2 may fire"
keys Down a
text 15
keys Enter
wait_for "Eligibility: 2 of 2 may fire"
# R rolls every empty row, on asking.
keys R
wait_gone "dice ? "
keys Enter
wait_for "Factors of 2 battalions at L54" 300
keys Enter
wait_for "Result (not applied yet)" 300
keys Enter
wait_for "applied: brigade 3Bde fired at L54, 2 battalions" 300
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
grep -q '^fire 3Bde at L54 U1.dice=[1-6],[1-6],[1-6] U2.dice=[1-6],[1-6],[1-6] U1.range=15 U2.range=15 .*battalions=U1,U2$' "$GAME" ||
	{ cat "$GAME"; fail "no brigade fire with the answers in the journal"; }
echo "PASS: brigade fire by keys, every die typed or rolled on asking; $(wc -l < "$T/tui.results") RESULT line(s) as in batch, undone as one ruling; questions answered in place; hints whole at 80 columns; odds: $shown outcome(s) as in batch"
