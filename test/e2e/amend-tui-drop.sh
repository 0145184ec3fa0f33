#!/bin/sh
# Amending in the TUI: an amendment that would make a later fire invalid
# is refused in the history panel with that fire listed and why; d drops
# the commands no longer valid, the preview is shown again, and y amends
# with drop= in the file's amend record.
# By hand (Table 12, provisional): F27 at L54 with 4,4,2 leaves L54 LD
# (32 figures), so L54 may fire back (3.1.1: not MD or FD). With 6,6,6
# the moral index is 21 -> FD: L54 may not fire (3.1.1), so its fire and
# the resolve after it are no longer valid.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
resize 150 40
run() { # line, text to wait for
	keys :
	text "$1"
	keys Enter
	wait_for "$2" 300
}
run "fire F27 at L54 dice=4,4,2" "undo: fire F27 at L54, bound 1"
run resolve "RESULT kind=fire target=L54"
# L54 fires back in the next bound: a fire phase is one moment (3.1.1).
run "bound next" "bound 2 begins"
run "fire L54 at F27 dice=3,3,3" "undo: fire L54 at F27, bound 2"
run resolve "RESULT kind=fire target=F27"
num=$(grep -v '^[@#]' "$GAME" | grep -n '^fire F27 at L54 dice=4,4,2$' | cut -d: -f1)
[ -n "$num" ] || fail "the fire is not in the game file"
later=$((num + 3))
keys h
wait_for "$later b2  fire     fire L54 at F27 dice=3,3,3"
# From the last command (selected) up to the first fire.
keys Up Up Up Up
keys Enter
wait_for "as ruled: fire F27 at L54 dice=4,4,2"
keys C-u
text "6,6,6"
keys Enter
wait_for "Amend command $num: what changes" 300
wait_for " ! $later fire L54 at F27 dice=3,3,3: L54 may not fire at F27: L54 is in FD"
wait_for " ! $((later + 1)) resolve: nothing is declared"
wait_for "2 later commands would no longer be valid"
# y is refused; nothing written.
keys y
wait_for "refused: e edits it again, Esc cancels"
grep -q '^amend ' "$GAME" && fail "a refused amendment wrote to the file"
keys d
wait_for "dropped with it (no longer valid): command $later,$((later + 1))" 300
wait_for "y Enter: amend"
screen | grep -qE '^ L54 state +LD +FD *$' || fail "no state LD -> FD row after d"
keys y
wait_for "amended command $num; u takes it back" 300
tail -n 1 "$GAME" | grep -q "^amend $num fire F27 at L54 dice=6,6,6 drop=$later,$((later + 1)) by=" ||
	fail "no amend record with drop=: $(tail -n 1 "$GAME")"
grep -qx 'fire L54 at F27 dice=3,3,3' "$GAME" || fail "the dropped fire's original line is gone"
# The panel: the dropped commands are no longer in the history.
wait_gone "fire L54 at F27 dice=3,3,3"
echo "history" | "$UMPIRE" --read-only -b "$GAME" 2>&1 | grep -q 'command="fire L54 at F27' &&
	fail "the dropped fire is still in the history of the file"
quit
# Exit 0: under make asan, no sanitizer or leak report either.
screen | grep -q 'UMPIRE-EXIT=0' || fail "umpire did not exit with 0"
echo "PASS: an amendment invalidating a later fire, refused, then made with drop="
