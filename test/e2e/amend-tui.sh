#!/bin/sh
# Amending in the TUI through its `:` command line (the history panel:
# amend-tui-panel.sh): a fire of the demo is ruled with
# typed dice, then its die is corrected with `amend N`: the log shows what
# changed (CHANGED, RULING), the status line what u would take back, the
# game file keeps the original line with the amendment after it, and u
# takes the amendment back.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
resize 150 40
keys :
text "fire F27 at L54 dice=4,4,2"
keys Enter
wait_for "undo: fire F27 at L54, bound 1"
keys :
text "resolve"
keys Enter
wait_for "RESULT kind=fire target=L54" 300
# N: the fire's number among the effective commands (the file's command
# lines; no undo or amend lines in it yet).
num=$(grep -v '^[@#]' "$GAME" | grep -n '^fire F27 at L54 dice=4,4,2$' | cut -d: -f1)
[ -n "$num" ] || fail "the fire is not in the game file"
keys :
text "amend $num fire F27 at L54 dice=6,6,6"
keys Enter
wait_for "amended command $num" 300
wait_for "RULING n=$((num + 1)) command=resolve" 50
wait_for "CHANGED unit=L54" 50
wait_for "undo: amend $num (fire F27 at L54), bound 1" 50
grep -qx 'fire F27 at L54 dice=4,4,2' "$GAME" || fail "the original line is gone from the file"
tail -n 1 "$GAME" | grep -q "^amend $num fire F27 at L54 dice=6,6,6 by=" || fail "no amend record: $(tail -n 1 "$GAME")"
keys u
# Then the status line names the ruling as the next u.
wait_for "game.umpire │ undo: fire F27 at L54, bound 1" 100
[ "$(tail -n 1 "$GAME")" = undo ] || fail "u did not journal an undo"
# The game as ruled first: L54 LD with 32 figures (read-only, beside the TUI).
echo "unit L54" | "$UMPIRE" --read-only -b "$GAME" 2>&1 | grep -q '^UNIT name=L54 .*figures=32 .*state=LD' ||
	fail "u did not restore L54: $(echo "unit L54" | "$UMPIRE" --read-only -b "$GAME" 2>&1)"
echo "PASS: a die of an earlier ruling corrected from the TUI"
