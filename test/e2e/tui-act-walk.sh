#!/bin/sh
# The activation ruleset's fire walkthrough by keys, on
# `--demo -r activation`:
# - Esc steps back from every step (result, dice, factors, checks) to the
#   parts list without losing an answer (exceeds_movement=no on the checks,
#   the die), and going forward again shows them;
# - a bad dice value (7 on the 1d6 row) is refused in place with what is
#   allowed, then corrected there;
# - what these rules do not have is not offered: no melee (sections 54-55
#   say who may fire; nothing about melee, seed 001 and
#   ../shared/rules/activation-54-55.md): `m` says so and opens nothing;
#   no split fire (54: a unit fires once per turn): `s` is refused in place;
#   no guns count in the resolution (the `guns` key is not an answer of its
#   fire): Bty (2 guns) is never asked how many guns fire.
# The common target (Gren and Bty at Fus) is in tui-demos.sh.
# Expected (provisional table data/activation/fire-range.csv): Gren at Fus,
# 15 cm, band effective, morale rating 4 (+0); roll 4 hits: Fus loses 1
# figure (24 -> 23) and 1 Stamina (6 -> 5).
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start -r activation
wait_for "Demo (activation)"
select_unit Gren
# No melee in these rules: m refuses and opens nothing.
keys m
wait_words "melee is not part of the activation rules: f fires"
screen | grep -q "defender for Gren" && fail "m opened a melee walkthrough"
keys f
wait_for "target for Gren:"
keys Enter
wait_for "Eligibility: eligible"
# exceeds_movement (the 7th check): answered no by the umpire.
for k in 1 2 3 4 5 6; do
	sc=$(screen)
	keys j
	wait_change "$sc"
done
wait_for "exceeds_movement pass 55.1"
keys n
wait_for "your answer: exceeds_movement=no"
keys Enter
wait_for "Gren fires: (type or r)"
# 7 is no face of a d6: refused in place, corrected.
text 7
keys Enter
wait_for "7 refused"
wait_words "allowed: 1 to 6"
wait_for "Gren fires: 7_"
keys C-u
text 4
wait_for "Gren fires: 4"
# Back, step by step: nothing lost (before Enter journals the ruling).
keys Escape
wait_for "Factors"
wait_for "range=15 band=effe"
keys Escape
wait_for "Eligibility: eligible"
for k in 1 2 3 4 5 6; do
	sc=$(screen)
	keys j
	wait_change "$sc"
done
wait_for "your answer: exceeds_movement=no"
keys Escape
wait_for "Fire parts:"
# No split fire: not offered, and s is refused in place.
screen | grep -q "at another target" && fail "split fire offered in activation"
keys s
wait_words "no split fire in activation: a unit fires at one target"
screen | grep -q " 2\. " && fail "s added a part"
# Forward again: the answers are there.
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Gren fires: 4"
# Enter journals the ruling, then shows it.
keys Enter
wait_for "Result (in the game file)" 300
wait_words "Fus loses 1 figure (24 → 23) and stays in good order: it may fire once a turn: when activated, or unactivated to return fire when fired upon or at a charger (54); stamina 5. (provisional"
grep -q '^fire Gren at Fus exceeds_movement=no roll=4$' "$GAME" || fail "not journaled before shown: $(grep '^fire' "$GAME")"
keys Enter
wait_for "applied:" 300
grep -q '^fire Gren at Fus exceeds_movement=no roll=4$' "$GAME" || fail "the journal lacks the answers: $(grep '^fire' "$GAME")"
wait_words "= Fus loses 1 figure (24 → 23) and stays in good order"

# Bty, 2 guns: no step asks how many fire.
select_unit Bty
keys f
wait_for "target for Bty:"
text Fus
keys Enter
wait_for "Eligibility: eligible"
# Down to the last item (a guns question would be appended there).
keys j j j j j j j j j j j j j j j j j j j j
wait_for "crossing_river"
wait_for "friendly_within"
sleep 1
screen | grep -q "guns" && fail "Bty is asked about its guns"
keys Enter
wait_for "Bty fires: (type or r)"
text 5
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire Bty at Fus roll=5$' "$GAME" || fail "no Bty fire line: $(grep '^fire Bty' "$GAME")"
replay "$T/batch.out"
grep -q '^RESULT kind=fire firer=Bty target=Fus' "$T/batch.out" || fail "the fires do not replay"
quit
echo "PASS: activation fire: Esc back from every step kept every answer; bad dice corrected in place; no melee, no split fire, no guns question"
