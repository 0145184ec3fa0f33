#!/bin/sh
# Fewer keys, counted as they are sent (tui-lib.inc's KEYS):
# from the roster with the unit selected, a fire with typed dice in at most
# 8 keys; a common target of three firers in at most 16; a melee with its
# continued advance in at most 16. Each ends applied, and the journal holds
# the lines a script would write.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
# A fire with typed dice: f, Enter (the nearest enemy, L54), Enter (the
# checks pass; the factors step has nothing to decide), 442 Enter (the
# last dice row goes on to the result), Enter (apply).
select_unit F27
KEYS=0
keys f
wait_for "target for F27:"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "r rolls this row"
text 442
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
fire_keys=$KEYS
grep -q '^fire F27 at L54 dice=4,4,2$' "$GAME" || fail "no fire line with the typed dice"
[ "$fire_keys" -le 8 ] || fail "a fire took $fire_keys keys (at most 8)"
keys u
# u asks before it takes back a whole ruling.
wait_for "Take back the whole ruling"
keys y
wait_for "undone: resolve"

# A common target of three firers (a third, F28, placed in range first,
# R95 moved out of the way; not counted).
keys :
text "unit set R95 x=20 y=90"
keys Enter
wait_for "> unit set R95"
keys :
text "unit add F28 side=Allied arm=infantry figures=12 formation=line x=64 y=68 facing=120"
keys Enter
wait_for "> unit add F28"
select_unit F27
KEYS=0
keys f
wait_for "target for F27:"
keys Enter
wait_for "Eligibility: eligible"
keys Escape
wait_for "Fire parts"
keys +
wait_for "firer at L54:"
keys Enter
wait_for " 2. "
keys +
wait_for "firer at L54:"
keys Enter
wait_for " 3. "
keys Enter
wait_for "Fire F27 > L54"
# Each part's checks pass: Enter goes on (to the next part's checks,
# then to the dice).
for p in 1 2 3; do
	sc=$(screen)
	keys Enter
	wait_change "$sc"
done
wait_for "r rolls this row"
keys R
wait_for "R every empty row"
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
common_keys=$KEYS
[ "$(grep -c '^fire [A-Za-z0-9]* at L54 dice=' "$GAME")" = 4 ] || fail "expected three more fire lines at L54"
[ "$common_keys" -le 16 ] || fail "a common target of three took $common_keys keys (at most 16)"

# A melee with its continued advance: m, Enter (KGL5, the nearest),
# Enter (checks), Enter (factors, their defaults), 11 Enter, 9 Enter (the
# defender's row goes on), y n (advance, no continued attack), Enter.
select_unit Cuir6
KEYS=0
keys m
wait_for "defender for Cuir6:"
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
wait_for "Does Cuir6 carry out" 300
sc=$(screen)
keys y
wait_change "$sc"
sc=$(screen)
keys n
wait_change "$sc"
keys Enter
# Applied: the advance answered yes offers Cuir6's move.
wait_for "applied: Cuir6 advance yes; M moves it now" 300
melee_keys=$KEYS
grep -q '^melee Cuir6 vs KGL5 roll=11 droll=9$' "$GAME" || fail "no melee line"
grep -q '^advance Cuir6 yes attack=no$' "$GAME" || fail "no advance line after the melee"
[ "$melee_keys" -le 16 ] || fail "a melee with continued advance took $melee_keys keys (at most 16)"
quit
echo "PASS: keys: fire $fire_keys (<= 8), common target of three $common_keys (<= 16), melee with continued advance $melee_keys (<= 16)"
