#!/bin/sh
# Issue 20, questions to the log in the TUI: after a fire at L54 on the
# demo (by keys, dice rolled), the unit detail of L54 (i) and w show
# `why L54`: the resolve that hit it, numbered as `history` numbers it,
# with the loss of the RESULT record; w goes back to the detail.
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
select_unit L54
keys i
wait_for "i closes, w why"
keys w
wait_for "Why L54" 300
screen > "$T/why.screen"
keys w
wait_for "i closes, w why"
quit
# What batch says: the resolve's number among the effective lines and
# the loss on L54.
replay "$T/batch.out"
n=$(tail -n +2 "$GAME" | grep -v '^@' | grep -n '^resolve$' | cut -d: -f1)
loss=$(sed -n 's/^RESULT kind=fire target=L54 loss=\([0-9]*\).*/\1/p' "$T/batch.out")
if [ -z "$n" ] || [ -z "$loss" ]; then
	fail "no resolve or no RESULT on L54 in the journal"
fi
grep -qF "#$n b1 fire: resolve, loss $loss" "$T/why.screen" || {
	cat "$T/why.screen"
	fail "the why panel does not show #$n b1 fire: resolve, loss $loss"
}
grep -qF "figures: 36 -> $((36 - loss))" "$T/why.screen" || {
	cat "$T/why.screen"
	fail "the why panel does not show figures: 36 -> $((36 - loss))"
}
echo "PASS: why L54 in the TUI: #$n resolve, loss $loss as in batch"
