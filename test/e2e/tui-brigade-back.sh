#!/bin/sh
# The brigade walkthrough steps back without losing anything:
# F27, R95, KGL5 and Ross are brigade 2Bde (R95 and KGL5 out of arc of
# L54, 3.1.3). Dice typed for F27 on the battalions step, one bad die
# refused in place (9 is no face of a d6; a fourth die is one too many),
# Enter refused while Ross has no dice (none is rolled unasked), Ross's
# typed on the factor step, where each battalion's FACTOR records
# are shown in words with their sections. Esc from the result, the
# factors, the battalions and back to the target: the dice are on every
# step on the way back and forward again; the ruling applied is the one
# typed, and u (undo ruling) takes it all back: a batch replay of the
# game file then has nothing declared and L54 at its 36 figures. Then
# answers: 3Bde's range questions answered, Esc back to the target and
# forward again: still answered. The : line completes group names.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
cmdline() {
	keys :
	text "$1"
	keys Enter
	wait_for "> $1"
	keys Escape
}
cmdline "group add 2Bde F27 R95 KGL5 Ross"
# The : line completes the group's name where a brigade may stand.
keys :
text "unit move Cuir6,2B"
keys Tab
wait_for ":unit move Cuir6,2Bde"
keys C-u
text "scan 2"
keys Tab
wait_for ":scan 2Bde"
keys C-u
wait_gone ":scan"
keys Escape
wait_for "? keys  q quit"
select_unit F27
keys B
wait_for "target for 2Bde:"
text L54
keys Enter
wait_for "Eligibility: 2 of 4 may fire"
# Typing 1 9: the 9 is refused in place, the 1 stays; then 3 1 (one
# digit per die: 1,3,1); a fourth die is refused too.
text 19
wait_words "9 refused: F27 rolls 3 dice of 1..6 (now 1)"
wait_for "F27    may fire, dice 1 "
text 31
wait_for "F27    may fire, dice 1,3,1"
# Complete: the cursor goes on to Ross; back up to F27 for a fourth die.
wait_for "> Ross   may fire, dice ? "
keys Up Up
wait_for "> F27 "
text 2
wait_words "2 refused: F27 rolls 3 dice of 1..6 (now 1,3,1)"
screen | sed "s/│.*//" | grep -q "F27    may fire, dice 1,3,1 *$" || fail "the dice changed after a refused die"
keys Enter
# The factor step: F27's factors in words, with their sections.
wait_for "Factors of 2 battalions at L54" 300
wait_words "F27 at L54: zone2: loss +0, morale +0 (3.1.3 T13, table06, provisional)"
wait_words "column: loss +2, morale +1 (3.1.9"
wait_words "loss factors +2, morale factors +1"
# Down to KGL5: no dice for it.
keys Down
wait_for "> KGL5   not eligible"
text 5
wait_words "KGL5 is not eligible: no dice"
# Enter without Ross's dice: refused, Ross selected to type them.
keys Enter
wait_words "Ross has no dice yet: type them, r rolls this row, R every empty row"
wait_for "> Ross"
wait_words "Ross at L54: zone1: loss +3, morale +1 (3.1.3 T14"
text 222
wait_for "Ross   dice 2,2,2"
keys Enter
wait_for "Result (not applied yet)" 300
wait_words "F27: dice=1,3,1"
wait_words "Ross: dice=2,2,2"
# Back, step by step: the dice on every step.
keys Escape
wait_for "Factors of 2 battalions at L54"
wait_for "F27    dice 1,3,1"
wait_for "Ross   dice 2,2,2"
keys Escape
wait_for "Eligibility: 2 of 4 may fire"
wait_for "F27    may fire, dice 1,3,1"
wait_for "Ross   may fire, dice 2,2,2"
keys Escape
wait_for "target for 2Bde: L54"
# Forward again: nothing lost.
keys Enter
wait_for "F27    may fire, dice 1,3,1"
wait_for "Ross   may fire, dice 2,2,2"
keys Enter
wait_for "Ross   dice 2,2,2" 300
keys Enter
wait_for "Result (not applied yet)" 300
wait_words "F27: dice=1,3,1"
wait_words "Ross: dice=2,2,2"
keys Enter
wait_for "applied: brigade 2Bde fired at L54, 2 battalions, one ruling" 300
grep -q '^fire 2Bde at L54 F27.dice=1,3,1 Ross.dice=2,2,2 battalions=F27,Ross$' "$GAME" ||
	{ cat "$GAME"; fail "the journal has not the dice typed"; }
replay "$T/applied.out"
grep -q '^RESULT kind=fire target=L54 ' "$T/applied.out" || fail "no RESULT at L54 in the replay"
# u: undo ruling takes back the resolve and every battalion's declaration.
keys u
# u asks before it takes back a whole ruling.
wait_for "Take back the whole ruling"
keys y
wait_for "undone: fire 2Bde at L54"
grep -q '^undo ruling$' "$GAME" || fail "u was not undo ruling"
tail -n +2 "$GAME" | grep -v '^@' > "$T/undone.cmd"
printf 'declared\nunit L54\n' >> "$T/undone.cmd"
"$UMPIRE" -b < "$T/undone.cmd" > "$T/undone.out" 2>&1 || { cat "$T/undone.out"; fail "replay after undo failed"; }
grep -q '^  (nothing declared)$' "$T/undone.out" || fail "declarations left after undo ruling"
grep -q '^UNIT name=L54 .*figures=36 ' "$T/undone.out" || fail "L54 has not its 36 figures after undo ruling"
# Answers stay too: 3Bde off the map, each range answered in place.
cmdline "unit add U1 side=Allied arm=infantry figures=20 formation=line"
cmdline "unit add U2 side=Allied arm=infantry figures=20 formation=line"
cmdline "group add 3Bde U1 U2"
select_unit U1
keys B
wait_for "target for 3Bde:"
text L54
keys Enter
wait_for "U1     asks range"
keys a
text 15
keys Enter
wait_for "Eligibility: 1 of 2 may fire"
keys Down a
text 15
keys Enter
wait_for "Eligibility: 2 of 2 may fire"
keys R
wait_gone "dice ? "
keys Enter
wait_for "Factors of 2 battalions at L54" 300
keys Escape
wait_for "Eligibility: 2 of 2 may fire"
keys Escape
wait_for "target for 3Bde: L54"
keys Enter
wait_for "Eligibility: 2 of 2 may fire" 300
# Esc back to the target, Esc leaves: nothing applied, nothing asked.
keys Escape
wait_for "target for 3Bde: L54"
keys Escape
wait_gone "target for 3Bde"
grep -q '3Bde at' "$GAME" && fail "the abandoned walk wrote to the game file"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
echo "PASS: brigade walk: factor step shown, bad dice refused in place, Esc back from every step keeps dice and answers, undo ruling takes the brigade fire back"
