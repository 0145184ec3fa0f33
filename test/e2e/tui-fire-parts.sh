#!/bin/sh
# The fire walkthrough's parts, Belle Alliance (the ruleset whose
# rules have them): split fire at two targets (3.1.2: each part asks how
# many figures fire at it), artillery fire with two of three guns (a step
# asks for the guns taking part), and a common target (3.1.5) with a
# neighbour (3.1.6) and a support unit (3.1.7) picked from the parts list.
# Each is applied; the journal holds what a script would write.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
cmd() {
	keys :
	text "$1"
	keys Enter
	wait_for "> $(printf '%s' "$1" | cut -c1-40)"
}
# A second target in F27's arc, and a support unit behind it.
cmd "unit add X side=French arm=infantry figures=12 formation=line x=97 y=58 facing=0"
cmd "unit add S1 side=Allied arm=infantry figures=24 formation=line x=86 y=76 facing=180"

# Split fire: F27 at L54, then s (the same firer at another target) X.
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
keys Escape
wait_for "Fire parts"
keys s
wait_for "target for F27:"
text X
keys Enter
wait_for " 2. F27 > X"
keys Enter
wait_for "ASK figures [1..36]"
text 18
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Fire F27 > X"
# What the first part left (36 - 18).
wait_for "ASK figures [1..18]"
text 18
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "r rolls this row"
text 442
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire F27 at L54 figures=18 dice=4,4,2$' "$GAME" || fail "no first part of the split fire"
grep -q '^fire F27 at X figures=18$' "$GAME" || fail "no second part of the split fire (one roll serves both)"

# Artillery with two of its three guns.
keys N
wait_for "Start bound 2?"
keys y
wait_for "> bound next"
select_unit Ross
keys f
wait_for "target for Ross:"
text L54
keys Enter
wait_for "Eligibility: eligible"
# The guns row, beside the figures check.
n=0
until screen | grep -q "all 3 guns fire unless"; do
	[ "$n" -lt 15 ] || fail "no step asks for the guns"
	sc=$(screen)
	keys j
	wait_change "$sc"
	n=$((n + 1))
done
text 2
keys Enter
wait_for "2 of 3 guns fire"
keys Enter
wait_for "r rolls this row"
text 333
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire Ross at L54 guns=2 dice=3,3,3$' "$GAME" || fail "no artillery fire with two guns: $(grep '^fire Ross' "$GAME")"

# A common target with a neighbour and a support unit. The neighbour (a
# closed unit of at least half F27's figures that could fire at L54
# itself, 3.1.6) placed first.
keys N
wait_for "Start bound 3?"
keys y
wait_for "> bound next"
cmd "unit add N1 side=Allied arm=infantry figures=24 formation=line x=68 y=70 facing=150"
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
keys Escape
wait_for "1 a neighbour unit (3.1.6)"
keys 1
wait_for "neighbour unit for F27 > L54:"
text N1
keys Enter
wait_for "neighbour=N1"
keys 2
wait_for "support unit for F27 > L54:"
text S1
keys Enter
wait_for "support=S1"
keys +
wait_for "firer at L54:"
text Ross
keys Enter
wait_for " 2. Ross > L54"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Fire Ross > L54"
keys Enter
wait_for "r rolls this row"
keys R
wait_for "R every empty row"
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire F27 at L54 neighbour=N1 support=S1 dice=' "$GAME" || fail "no fire with neighbour and support: $(grep '^fire F27' "$GAME" | tail -1)"
grep -q '^fire Ross at L54 dice=' "$GAME" || fail "no second firer at the common target"
replay "$T/batch.out"
quit
echo "PASS: split fire, artillery with two of three guns, common target with neighbour and support"
