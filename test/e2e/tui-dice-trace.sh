#!/bin/sh
# Dice rolled with r in the walkthrough are shown before the ruling is
# applied; each roll is traced in the game file as a comment line (it
# replays as nothing), so a second r (a re-roll) is never without trace
# (docs/game-files.md, "Journal first, then show").
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
walk_through "r r"
quit
n=$(grep -c '^# dice rolled with r for F27: [0-9,]* (shown, not yet applied)$' "$GAME")
[ "$n" = 2 ] || { cat "$GAME" | grep -v '^@'; fail "expected 2 traced rolls, got $n"; }
last=$(sed -n 's/^# dice rolled with r for F27: \([0-9,]*\) .*/\1/p' "$GAME" | tail -1)
grep -q "^fire F27 at L54 .*dice=$last" "$GAME" || fail "the fire does not use the last roll ($last)"
echo units | "$UMPIRE" -b --read-only "$GAME" > "$T/ro.out" 2>&1 || fail "the game with traces does not reopen: $(cat "$T/ro.out")"
echo "PASS: two rolls with r traced in the game file; the fire used the last ($last)"
