#!/bin/sh
# e2e: slow (run.sh starts it first)
# A brigade fire by keys (docs/brigades.md, "The walkthrough"), one walk
# of the core's model with a part per battalion: F27, R95, KGL5 and Ross
# made brigade 2Bde with `group add` (the : line completes its name), B on
# F27, L54 the target. The battalions step lists R95 and KGL5 as not
# eligible (out of arc, 3.1.3); the factors step has each battalion's
# factors in words; the dice step asks each battalion's dice in turn:
# F27's typed (1,3,1), Enter refused while Ross has none (never rolled
# unasked), Ross's typed (2,2,2): its Enter journals the ruling and only
# then shows it. The game file then holds one `fire 2Bde at L54` line with
# exactly the typed dice; the RESULT shown is the one a batch replay
# prints; u (asking) takes the ruling back. Then battalions off the map:
# each one's range question answered in place, R rolls every row on
# asking. The walk logic itself (back keeping answers, bad dice) is
# test/unit/test_walk.c's.
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
text "scan 2"
keys Tab
wait_for ":scan 2Bde"
keys C-u
wait_gone ":scan"
keys Escape
wait_for "? keys  q quit"
select_unit F27
keys B
wait_for "Brigade fire 2Bde"
text L54
keys Enter
wait_for "Battalions: 2 of 4 may fire at L54"
screen | grep -q "R95 *not eligible: arc" || fail "R95 not listed as out of arc"
screen | grep -q "KGL5 *not eligible: arc" || fail "KGL5 not listed as out of arc"
screen | grep -q "F27 *may fire" || fail "F27 not eligible"
screen | grep -q "Ross *may fire" || fail "Ross not eligible"
keys Enter
wait_for "Factors"
wait_for "F27 at L54:"
wait_words "column: loss +2, morale +1 (3.1.9"
keys Enter
wait_for "F27 fires: (type or r)"
wait_for "Ross fires: (type or r)"
text 131
keys Enter
wait_for "F27 fires: 1,3,1"
# Ross has no dice: Enter waits, the program rolls nothing.
keys Enter
wait_words "Ross has no dice yet: type them, r rolls this row"
grep -q '^fire 2Bde' "$GAME" && fail "journaled before the dice"
text 222
keys Enter
wait_for "Result (in the game file)" 300
# Journal first, then show: the line is in the file as the result shows.
grep -q '^fire 2Bde at L54 F27.dice=1,3,1 Ross.dice=2,2,2 battalions=F27,Ross$' "$GAME" ||
	{ cat "$GAME"; fail "no brigade fire line with the typed dice in the journal"; }
grep -q '^resolve$' "$GAME" || fail "no resolve in the journal"
# No die rolled by the program: the generator noted nothing.
grep -q '^# dice rolled' "$GAME" && fail "a die was rolled: $(grep '^# dice rolled' "$GAME")"
wait_words "L54 loses"
keys Enter
wait_for "applied:" 300
keys :
text "save-log $T/tui.log"
keys Enter
wait_for "wrote $T/tui.log"
keys Escape
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
# One user action: u asks, then takes back the resolve and the line.
keys u
wait_for "Take back the whole ruling"
keys y
wait_for "undone: fire 2Bde at L54"
grep -q '^undo ruling$' "$GAME" || fail "u was not undo ruling"
# Battalions off the map: their range is a question, answered in place
# (the value, Enter checks again), then they may fire.
cmdline "unit add U1 side=Allied arm=infantry figures=20 formation=line brigade=3Bde"
cmdline "unit add U2 side=Allied arm=infantry figures=20 formation=line brigade=3Bde"
select_unit U1
keys B
wait_for "Brigade fire 3Bde"
text L54
keys Enter
wait_for "Battalions: 0 of 2 may fire at L54"
wait_for "U1     asks range"
text 15
keys Enter
wait_for "Battalions: 1 of 2 may fire at L54"
keys Down
text 15
keys Enter
wait_for "Battalions: 2 of 2 may fire at L54"
keys Enter
wait_for "Factors"
keys Enter
wait_for "U1 fires: (type or r)"
# R rolls every empty row, on asking.
keys R
wait_gone "(type or r)"
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
grep -q '^fire 3Bde at L54 U1.range=15 U2.range=15 U1.dice=[1-6],[1-6],[1-6] U2.dice=[1-6],[1-6],[1-6] .*battalions=U1,U2$' "$GAME" ||
	{ cat "$GAME"; fail "no brigade fire with the answers in the journal"; }
grep -q '^# dice rolled with r for U1' "$GAME" || fail "the dice rolled on asking are not noted"
echo "PASS: brigade fire by keys, every die typed or rolled on asking, journaled before shown; RESULT as in batch; undone as one ruling; questions answered in place"
