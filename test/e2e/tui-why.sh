#!/bin/sh
# Questions to the log in the TUI: after a fire at L54 on the
# demo (by keys, dice rolled), the unit detail of L54 (i) and w show
# `why L54`: the resolve that hit it, numbered as `history` numbers it,
# with the loss of the RESULT record; w goes back to the detail. Then
# F27, the firer: its why lists the same resolve with the fire it gave
# in words ("fired at L54: roll R, loss L, moral M", batch's FIRE record).
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
# The firer: F27's own record did not change, yet w lists the fire it gave.
keys i
wait_gone "i closes, w why"
select_unit F27
keys i
wait_for "i closes, w why"
keys w
wait_for "Why F27" 300
wait_for "fired at L54" 300
screen > "$T/why-firer.screen"
keys Escape
quit
# What batch says: the resolve's number among the effective lines and
# the loss on L54.
replay "$T/batch.out"
n=$(tail -n +2 "$GAME" | grep -v '^[@#]' | grep -n '^resolve$' | cut -d: -f1)
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
# F27's row: the same resolve, and its FIRE record in words (roll, loss,
# moral as batch's FIRE firer=F27 gives them), its record unchanged.
fire=$(grep '^FIRE firer=F27 target=L54 ' "$T/batch.out")
roll=$(echo "$fire" | sed -n 's/.* roll=\([^ ]*\).*/\1/p')
floss=$(echo "$fire" | sed -n 's/.* loss=\([^ ]*\).*/\1/p')
moral=$(echo "$fire" | sed -n 's/.* moral=\([^ ]*\).*/\1/p')
[ -n "$roll" ] && [ -n "$floss" ] && [ -n "$moral" ] || fail "no FIRE of F27 in batch"
grep -q "#$n b1 fire: resolve *│" "$T/why-firer.screen" || {
	cat "$T/why-firer.screen"
	fail "the why panel of F27 does not show #$n b1 fire: resolve (no loss: L54's loss is not F27's)"
}
# The panel's rows joined (the words may wrap), its pane only.
words=$(sed 's/│.*//' "$T/why-firer.screen" | tr '\n' ' ' | tr -s ' ')
echo "$words" | grep -qF "fired at L54: roll $roll, loss $floss, moral $moral" || {
	cat "$T/why-firer.screen"
	fail "the why panel of F27 does not show: fired at L54: roll $roll, loss $floss, moral $moral"
}
echo "PASS: why L54 in the TUI: #$n resolve, loss $loss as in batch; why F27: #$n fired at L54, roll $roll"
