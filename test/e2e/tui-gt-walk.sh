#!/bin/sh
# Grande Tactique fire walkthrough by keys, on
# `--demo -r grande-tactique`:
# - Esc steps back from every step (result, dice, factors, checks) to the
#   parts list without losing an answer (contact=yes on the checks, the four
#   dice), and going forward again shows them all;
# - a bad dice value (9 on a 1d6 row) is refused in place with the row's
#   own key (troll=9) and what is allowed, then corrected there (^U, then
#   one digit is taken at once as on a fresh row);
# - split fire is not in the Grande Tactique rules (a unit rolls once per
#   Firing Phase, "roll separately for each attacking unit"): `s` is refused
#   in place and not offered; there is no guns count either (an artillery
#   unit is one piece), so no step asks for guns;
# - a common target: Picton and Hal at Foy, one shot each in order, applied;
#   the log ends with explain's results in words.
# Expected (Firing procedure, Firing Results; digest 5):
#   Picton 4 > Foy 3: Foy (eager) becomes shaken.
#   Hal 5 > Foy 1 -1 (shaken) = 0: Foy, shaken infantry beaten, tests
#   2 -1 = 1 < 4: flees, routed.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start -r grande-tactique
wait_for "Quatre Bras"
select_unit Picton
keys f
wait_for "target for Picton:"
keys Enter
wait_for "Eligibility: eligible"
# The contact check (the 4th): answered yes by the umpire.
for k in 1 2 3; do
	sc=$(screen)
	keys j
	wait_change "$sc"
done
wait_for "in base contact"
keys y
wait_for "your answer: contact=yes"
keys Enter
wait_for "Picton fires: (type or r)"
# Dice: Picton 4; 9 for Foy is no 1d6 value: refused in place.
text 4
wait_for "Picton fires: 4"
text 9
keys Enter
wait_for "9 refused"
wait_words "allowed: 1 to 6"
# The refusal names the row's own key (Foy's answering roll), not roll=.
wait_words "troll=9 is not a 1d6 total"
wait_for "Foy answers: 9_"
keys C-u
text 3
wait_for "Foy answers: 3"
text 2
text 5
wait_for "Foy morale if beaten: 5"
wait_for "Picton morale if beaten: 2"
wait_for "Foy answers: 3"
# Back, step by step: nothing lost (Enter would journal the ruling).
keys Escape
wait_for "none applies: nothing to answer"
keys Escape
wait_for "Eligibility: eligible"
wait_for "contact         pass =yes"
keys Escape
wait_for "Fire parts:"
# No split fire in these rules: not offered, and s is refused in place.
screen | grep -q "at another target" && fail "split fire offered in Grande Tactique"
keys s
wait_words "no split fire in grande-tactique: a unit fires at one target"
wait_for " 1. Picton > Foy"
screen | grep -q " 2\. " && fail "s added a part"
# Forward again: every answer is there.
keys Enter
wait_for "contact         pass =yes"
keys Enter
wait_for "Foy morale if beaten: 5"
wait_for "Picton fires: 4"
keys Escape
wait_for "none applies: nothing to answer"
keys Enter
wait_for "Foy answers: 3"
screen | grep -q "guns" && fail "a step mentions guns in Grande Tactique"
# Abandon it (asked once): nothing is applied.
keys Escape
keys Escape
wait_for "Eligibility: eligible"
keys Escape
wait_for "Fire parts:"
keys Escape
wait_for "Abandon this walkthrough?"
keys y
wait_gone "Fire parts:"
grep -q '^fire' "$GAME" && fail "the abandoned walkthrough wrote a fire"

# A common target: Hal beside Picton, both at Foy.
keys :
text "unit add Hal side=British arm=infantry figures=1 firing=yes x=21 y=11.5 facing=270 width=2 depth=1"
keys Enter
wait_for "> unit add Hal"
select_unit Picton
keys f
wait_for "target for Picton:"
keys Enter
wait_for "Eligibility: eligible"
keys Escape
wait_for "Fire parts:"
keys +
wait_for "firer at Foy:"
text Hal
keys Enter
wait_for " 2. Hal > Foy"
keys Enter
wait_for "Fire Picton > Foy"
keys Enter
wait_for "Fire Hal > Foy"
keys Enter
wait_for "Picton fires (part 1): (type or r)"
# The rows in order: the firers, the target's answers, the firers' morale,
# the target's morale (one row per part each).
for d in 4 5 3 1 2 2 5 2; do
	text "$d"
done
keys Enter
wait_for "Result (in the game file)" 300
wait_words "Foy becomes routed: it flees and stops firing"
keys Enter
wait_for "applied:" 300
grep -q '^fire Picton at Foy roll=4 troll=3 mroll=2 tmroll=5$' "$GAME" || fail "no first fire line: $(grep '^fire' "$GAME")"
grep -q '^fire Hal at Foy roll=5 troll=1 mroll=2 tmroll=2$' "$GAME" || fail "no second fire line: $(grep '^fire' "$GAME")"
# The log has explain, which ends with the words.
wait_words "= Foy becomes routed: it flees and stops firing; rallying it costs 2 PIPs"
replay "$T/batch.out"
grep -q '^RESULT kind=fire shot=2 .*unit=Foy .*state=routed' "$T/batch.out" || fail "the common target does not replay"
quit
echo "PASS: GT fire: Esc back from every step kept every answer; bad dice corrected in place; no split fire; common target applied with words"
