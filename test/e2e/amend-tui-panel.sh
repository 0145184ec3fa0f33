#!/bin/sh
# Amending (docs/game-files.md) in the TUI, through the history panel (h), whose keys the bottom
# hint row shows while it is open (and a staff catch roll in words in it):
# a fire of the demo
# is ruled with typed dice 4,4,2; in the panel its resolve reads in words,
# Enter on it opens the fire's dice, 6,6,6 is typed and the preview shows
# the differences old beside new; Esc cancels (the file is untouched),
# then the same again and y amends: the file keeps the original line with
# the amendment recorded after it, and the game reopened from the file
# has the corrected result.
# By hand (Table 12, provisional; F27 has 4 units of fire, the column
# factor gives loss +2): 4+4+2 = 10, index 12 -> 1 per unit of fire = 4
# lost, L54 36 -> 32 figures, LD. 6+6+6 = 18, index 20 -> 2 per unit of
# fire = 8 lost, 28 figures; the moral index (21, as the FIRE record adds
# it up) is 21 or more -> FD.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
resize 150 40
# A staff catch roll first (Table 18: French, 6,6,5 = 17, falls, -2 to
# the end of bound 2; only French rolls are touched, not F27's fire).
keys :
text "staff catch French dice=6,6,5"
keys Enter
wait_for "undo: staff catch French, bound 1"
keys :
text "fire F27 at L54 dice=4,4,2"
keys Enter
wait_for "undo: fire F27 at L54, bound 1"
keys :
text "resolve"
keys Enter
wait_for "RESULT kind=fire target=L54" 300
num=$(grep -v '^[@#]' "$GAME" | grep -n '^fire F27 at L54 dice=4,4,2$' | cut -d: -f1)
[ -n "$num" ] || fail "the fire is not in the game file"
lines_before=$(wc -l < "$GAME")

# The bottom row (the key hint) of the screen: poll until it has TEXT.
wait_hint() {
	n=0
	while [ "$n" -lt 100 ]; do
		screen | tail -n 1 | grep -qF -- "$1" && return 0
		sleep 0.1
		n=$((n + 1))
	done
	fail "the hint row does not say \"$1\": $(screen | tail -n 1)"
}

# The panel: numbered as `history`, the ruling in words; the hint row
# gives the panel's keys, not the roster's.
keys h
wait_for "─ History "
wait_for "$((num - 1)) b1  fire     staff catch French dice=6,6,5  -> staff of French: falls, -2 to the end of bound 2"
wait_for "$num b1  fire     fire F27 at L54 dice=4,4,2"
wait_for "$((num + 1)) b1  fire     resolve  -> fire on L54: loss 4, LD, 32 figures"
wait_hint "j/k select  N Enter go to #N  Enter amend it  h/Esc close"
screen | tail -n 1 | grep -q "f fire" && fail "the hint row shows the roster's keys: $(screen | tail -n 1)"
# Enter on the resolve (selected: the last command) opens its fire.
keys Enter
wait_for "Amend command $num"
wait_for "as ruled: fire F27 at L54 dice=4,4,2"
wait_hint "Tab/Up/Down field  ^U clear  Enter preview  Esc cancel"
keys C-u
text "6,6,6"
wait_for "amend $num fire F27 at L54 dice=6,6,6"
keys Enter
wait_for "Amend command $num: what changes" 300
wait_hint "y/Enter amend  e edit again  Esc cancel"
# Old beside new: the unit's keys and the later ruling, in words.
screen | grep -qE '^ L54 figures +32 +28 *$' || fail "no figures 32 -> 28 row"
screen | grep -qE '^ L54 state +LD +FD *$' || fail "no state LD -> FD row"
screen | grep -qE "^ $((num + 1)) resolve *$" || fail "no row for the ruling $((num + 1))"
screen | grep -qE '^  fire on L54: loss 4, LD, 32 figures +fire on L54: loss 8, FD, 28 figures' ||
	fail "the ruling is not shown old beside new"
# Esc cancels: nothing written, the game as ruled.
keys Escape
wait_for "amendment cancelled; nothing changed"
wait_for "─ History "
[ "$(wc -l < "$GAME")" = "$lines_before" ] || fail "the cancelled amendment wrote to the file"
grep -q '^amend ' "$GAME" && fail "an amend line after Esc"
echo "unit L54" | "$UMPIRE" --read-only -b "$GAME" 2>&1 | grep -q '^UNIT name=L54 .*figures=32 .*state=LD' ||
	fail "Esc changed L54"

# Again, and y amends (through the command line: logged, journaled).
keys Enter
wait_for "Amend command $num"
keys C-u
text "6,6,6"
keys Enter
wait_for "Amend command $num: what changes" 300
keys y
wait_for "amended command $num; u takes it back" 300
wait_for "> amend $num fire F27 at L54 dice=6,6,6"
wait_for "$num b1  fire     fire F27 at L54 dice=6,6,6  (amended)"
wait_for "$((num + 1)) b1  fire     resolve  -> fire on L54: loss 8, FD, 28 figures"
wait_for "undo: amend $num (fire F27 at L54), bound 1"
# The file: the original line kept, the amendment recorded after it.
grep -qx 'fire F27 at L54 dice=4,4,2' "$GAME" || fail "the original line is gone from the file"
tail -n 1 "$GAME" | grep -q "^amend $num fire F27 at L54 dice=6,6,6 by=[^ ]* at=20[0-9-]*T[0-9:]*Z$" ||
	fail "no amend record: $(tail -n 1 "$GAME")"
# The game reopened from its file (read-only, beside the TUI).
echo "unit L54" | "$UMPIRE" --read-only -b "$GAME" 2>&1 | grep -q '^UNIT name=L54 .*figures=28 .*state=FD' ||
	fail "the file does not give the amended L54: $(echo "unit L54" | "$UMPIRE" --read-only -b "$GAME" 2>&1)"
# h closes the panel: the roster again, and its keys on the hint row.
keys h
wait_gone "─ History "
wait_for "Roster"
wait_hint "j/k select  f fire  m melee"
quit
# Exit 0: under make asan, no sanitizer or leak report either.
screen | grep -q 'UMPIRE-EXIT=0' || fail "umpire did not exit with 0"
echo "PASS: a die of an earlier ruling corrected in the history panel"
