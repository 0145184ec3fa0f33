#!/bin/sh
# A whole melee on the demo scenario by keys only (Cuir6 against KGL5,
# the dice typed: 11 for the attacker, 9 for the defender), then the
# journal and a batch replay of it are checked against what the TUI
# showed. Skips (exit 0) only while Belle Alliance melee is not built.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "melee Cuir6 vs KGL5"
start
select_unit Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Eligibility"
walk_through "11 9"
keys :
text "save-log $T/tui.log"
keys Enter
wait_for "wrote $T/tui.log"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
grep -q '^melee Cuir6 vs KGL5 .*roll=11' "$GAME" || fail "no melee line with the typed dice in the journal"
grep -q '^melee Cuir6 vs KGL5 .*droll=9' "$GAME" || fail "no defender's dice in the journal"
grep -q '^resolve$' "$GAME" || fail "no resolve in the journal"
replay "$T/batch.out"
grep '^RESULT ' "$T/tui.log" > "$T/tui.results"
grep '^RESULT ' "$T/batch.out" > "$T/batch.results"
[ -s "$T/tui.results" ] || fail "the TUI showed no RESULT"
cmp -s "$T/tui.results" "$T/batch.results" || {
	diff -u "$T/batch.results" "$T/tui.results"
	fail "RESULT records differ between the TUI and batch mode"
}
echo "PASS: melee by keys; $(wc -l < "$T/tui.results") RESULT line(s) as in batch"
