#!/bin/sh
# Dice the program rolls in the TUI follow the seeded generator exactly as
# in batch mode: two fires whose dice are rolled with r at the
# dice step must roll the generator's first and then its second dice, not
# the same dice twice (the preview once rolled on a copy of the generator
# and never moved the real one on).
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
for firer in F27 Ross; do
	select_unit "$firer"
	keys f
	wait_for "target for $firer:"
	text L54
	keys Enter
	wait_for "Eligibility"
	walk_through "r"
done
quit
got=$(sed -n 's/^fire \(F27\|Ross\) at L54 .*dice=\([0-9,]*\).*/\1 \2/p' "$GAME")
[ "$(echo "$got" | wc -l)" = 2 ] || fail "expected two fire lines with dice, got: $got"
# The same two declarations in batch mode with the same seed (7).
want=$(printf 'fire F27 at L54\nfire Ross at L54\n' |
	"$UMPIRE" -b --seed 7 --demo "$T/batch.umpire" > /dev/null 2>&1;
	sed -n 's/^fire \(F27\|Ross\) at L54 .*dice=\([0-9,]*\).*/\1 \2/p' "$T/batch.umpire")
[ "$got" = "$want" ] || fail "TUI dice ($got) differ from the seeded generator's ($want)"
echo "PASS: program-rolled dice in the TUI follow the generator: $got"
