#!/bin/sh
# A Belle Alliance bound of the demo (La Haye Sainte) by keys only on
# 120x40, no `:` typed, every key counted:
#   fire phase, three fires: F27 at L54 with Ross joining (a common
#     target, 3.1.5) and Ross's guns split with V13 (3.1.2: 2 guns and 6
#     gunners at L54, 1 and 3 at V13, one roll); KGL5 at Cuir6; KGL2L at
#     V13;
#   melee phase: Cuir6 against KGL5, its result with the morale in it,
#     the continued advance (4.1.4) answered yes on the result and the
#     advance moved by M at once;
#   continued-fire and movement phases: two moves by M (L54, V13);
#   the next bound.
# The dice are typed (none rolled). The journal is checked line by line
# and the key count held to 200.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "melee Cuir6 vs KGL5"
start
# TUI_COLS=80 TUI_ROWS=24 plays it on a small screen.
resize "${TUI_COLS:-120}" "${TUI_ROWS:-40}"
wait_for "bound 1, fire phase"
KEYS=0
on() { wait_for "▸$1 "; }
# ---- fire phase: a common target and a split battery in one ruling
on KGL2L
keys j j
on F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
keys Escape
wait_for "Fire parts"
keys +
wait_for "firer at L54:"
text Ross
keys Enter
wait_for " 2. Ross > L54"
keys s
wait_for "target for Ross:"
text V13
keys Enter
wait_for " 3. Ross > V13"
keys Enter
wait_for "Fire F27 > L54"
keys Enter
wait_words "How many of Ross's 9 gunners (figures) fire at L54?"
text 6
keys Enter
wait_words "How many of Ross's 3 guns fire at L54?"
text 2
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Fire Ross > V13"
wait_words "its parts share them; 3 left"
text 3
keys Enter
wait_words "its parts share them; 1 left"
text 1
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Ross fires: (type or r)"
text 10
keys Enter
text 12
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
wait_for "bound 1, fire phase"
# KGL5 at Cuir6
keys j
on KGL5
keys f
wait_for "target for KGL5:"
text Cuir6
keys Enter
wait_for "Eligibility"
walk_through "10"
# KGL2L at V13
keys k k k
on KGL2L
keys f
wait_for "target for KGL2L:"
text V13
keys Enter
wait_for "Eligibility"
walk_through "9"
# ---- melee phase: the result, the advance answered yes and moved
keys p
wait_for "bound 1, melee phase"
keys j j j j j j j j
on Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Factors"
keys Enter
wait_for "r rolls this row"
text 11
keys Enter
text 9
keys Enter
wait_for "Result (in the game file)" 300
wait_words "KGL5 loses 3 figures (24 → 21)"
sc=$(screen)
keys y
wait_change "$sc"
keys Enter
wait_for "applied: Cuir6 advance yes" 300
on Cuir6
keys M
wait_for "Move Cuir6"
keys f Enter
wait_for "> unit set Cuir6"
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
wait_for "> unit set L54"
keys k
on V13
keys M
wait_for "Move V13"
keys f Enter
wait_for "> unit set V13"
# ---- the next bound
keys N
wait_for "Start bound 2? (y/n)"
keys y
wait_for "bound 2, fire phase"
count=$KEYS
quit
tail -n +2 "$GAME" | grep -v '^@' | sed -n '/^fire F27/,$p' > "$T/bound.cmd"
cat > "$T/want.cmd" <<'EOS'
fire F27 at L54 roll=10
fire Ross at L54 figures=6 guns=2 roll=12
fire Ross at V13 figures=3 guns=1
resolve
fire KGL5 at Cuir6 roll=10
resolve
fire KGL2L at V13 roll=9
resolve
phase melee
melee Cuir6 vs KGL5 roll=11 droll=9
resolve
advance Cuir6 yes
unit set Cuir6 y=59
phase continued-fire
phase movement
unit set L54 y=60
unit set V13 y=35
bound next
EOS
diff -u "$T/want.cmd" "$T/bound.cmd" || fail "the journal is not the bound played"
grep -q '^# dice rolled' "$GAME" && fail "a die was rolled: $(grep '^# dice rolled' "$GAME")"
# The outcome as the screen showed it, replayed in batch mode.
replay "$T/batch.out"
printf 'units\n' | cat "$T/journal.cmd" - | "$UMPIRE" -b > "$T/units.out" 2>&1
grep -q '^UNIT name=L54 .*figures=28 .*state=MD' "$T/units.out" || fail "L54 is not 28 figures in MD"
grep -q '^UNIT name=V13 .*figures=6 ' "$T/units.out" || fail "V13 is not 6 figures"
grep -q '^UNIT name=Cuir6 .*figures=12 .*state=LD .*y=59' "$T/units.out" || fail "Cuir6 is not 12 figures in LD, advanced to y=59"
grep -q '^UNIT name=KGL5 .*figures=21 .*state=FD' "$T/units.out" || fail "KGL5 is not 21 figures in FD"
[ "$count" -le 200 ] || fail "the bound took $count keys (at most 200)"
echo "PASS: a Belle Alliance bound of the demo by keys, no : typed: three fires (a common target with a split battery, 2+1 guns), a melee and its continued advance moved, two moves, the next bound in $count keys"
