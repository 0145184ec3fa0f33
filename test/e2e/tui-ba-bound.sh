#!/bin/sh
# A Belle Alliance bound of the demo (La Haye Sainte) by keys only on
# 120x40, no `:` typed, every key counted: the fire phase (F27 at L54,
# KGL5 at Cuir6), the melee phase (Cuir6 against KGL5: its result with the
# morale in it), the continued-fire and movement phases (two moves by M),
# the open decision (Cuir6's continued advance, 4.1.4: no) answered from
# the bound panel (b, Enter), and the next bound. The dice are typed (none rolled): 10 for each fire,
# 11 and 9 for the melee. The journal is checked line by line and the key
# count held to 200.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "melee Cuir6 vs KGL5"
start
tm resize-window -t t -x 120 -y 40
wait_for "bound 1, fire phase"
KEYS=0
on() { wait_for "▸$1 "; }
# ---- fire phase
on KGL2L
keys j j
on F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
walk_through "10"
wait_for "bound 1, fire phase"
keys j
on KGL5
keys f
wait_for "target for KGL5:"
text Cuir6
keys Enter
wait_for "Eligibility"
walk_through "10"
# ---- melee phase
keys p
wait_for "bound 1, melee phase"
on KGL5
keys j j j j j
on Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Eligibility"
walk_through "11 9"
# ---- continued fire, movement: two moves
keys p
wait_for "bound 1, continued-fire phase"
keys p
wait_for "bound 1, movement phase"
keys k
on L54
keys M
wait_for "Move L54"
keys f f Enter
wait_for "> unit"
keys k
on V13
keys M
wait_for "Move V13"
keys f Enter
wait_for "V13"
# ---- the open decision (Cuir6 may continue its advance, 4.1.4), then
# the next bound
keys b
wait_for "! Cuir6 continued-advance (4.1.4)"
keys Enter
wait_for ":advance Cuir6"
text no
keys Enter
wait_for "ADVANCE unit=Cuir6 advance=no"
keys b
wait_gone "b closes"
keys N
wait_for "Start bound 2? (y/n)"
keys y
wait_for "bound 2, fire phase"
count=$KEYS
quit
tail -n +2 "$GAME" | grep -v '^@' | sed -n '/^fire F27/,$p' > "$T/bound.cmd"
cat > "$T/want.cmd" <<'EOS'
fire F27 at L54 roll=10
resolve
fire KGL5 at Cuir6 roll=10
resolve
phase melee
melee Cuir6 vs KGL5 roll=11 droll=9
resolve
phase continued-fire
phase movement
unit set L54 y=60
unit set V13 y=35
advance Cuir6 no
bound next
EOS
diff -u "$T/want.cmd" "$T/bound.cmd" || fail "the journal is not the bound played"
# The outcome as the screen showed it, replayed in batch mode.
replay "$T/batch.out"
printf 'units\n' | cat "$T/journal.cmd" - | "$UMPIRE" -b > "$T/units.out" 2>&1
grep -q '^UNIT name=L54 .*figures=32 .*state=LD' "$T/units.out" || fail "L54 is not 32 figures in LD"
grep -q '^UNIT name=Cuir6 .*figures=12 .*state=LD' "$T/units.out" || fail "Cuir6 is not 12 figures in LD"
grep -q '^UNIT name=KGL5 .*figures=21 .*state=FD' "$T/units.out" || fail "KGL5 is not 21 figures in FD"
[ "$count" -le 200 ] || fail "the bound took $count keys (at most 200)"
echo "PASS: a Belle Alliance bound of the demo by keys, no : typed: two fires, a melee, the advance decided, two moves, the next bound in $count keys"
