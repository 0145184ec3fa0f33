#!/bin/sh
# A whole fire on the demo scenario by keys only (F27 at L54, the dice
# rolled with r), then: the journal holds the lines the walkthrough sent,
# and a batch replay of the journal prints the same RESULT records the
# TUI showed. Skips (exit 0) only while Belle Alliance fire is not built.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
walk_through "r"
keys :
text "save-log $T/tui.log"
keys Enter
wait_for "wrote $T/tui.log"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
grep -q '^fire F27 at L54 .*dice=[0-9]' "$GAME" || fail "no fire line with dice in the journal"
grep -q '^resolve$' "$GAME" || fail "no resolve in the journal"
replay "$T/batch.out"
grep '^RESULT ' "$T/tui.log" > "$T/tui.results"
grep '^RESULT ' "$T/batch.out" > "$T/batch.results"
[ -s "$T/tui.results" ] || fail "the TUI showed no RESULT"
cmp -s "$T/tui.results" "$T/batch.results" || {
	diff -u "$T/batch.results" "$T/tui.results"
	fail "RESULT records differ between the TUI and batch mode"
}
echo "PASS: fire by keys; $(wc -l < "$T/tui.results") RESULT line(s) as in batch"
