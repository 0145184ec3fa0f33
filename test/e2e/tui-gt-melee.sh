#!/bin/sh
# Grande Tactique melee (a charge, the game's melee: settled by Morale
# Checks, digest 6) by keys, with its follow-up: the cavalry principal that
# charged successfully tests to pursue (Fleeing). On `--demo -r
# grande-tactique` with a British battalion Bn1 in front of Kell.
# - Esc steps back from every step (result, dice, factors, checks, parts)
#   and forward again without losing the dice;
# - a bad dice value (0) refused in place and corrected;
# - the result in words, with the pursuit, in the result panel and in the
#   log after apply (explain).
# Expected (Charging; Morale Check; Fleeing):
#   Kell tests 6 +0 = 6 >= 4: pass; Bn1 tests 1 +0 = 1 < 4: fail, flees 7"
#   and is routed; Kell (cavalry, successful) tests 5 >= 4: pursues
#   infantry 6".
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start -r grande-tactique
wait_for "Quatre Bras"
keys :
text "unit add Bn1 side=British arm=infantry figures=1 x=32 y=16 facing=0 width=3 depth=1"
keys Enter
wait_for "> unit add Bn1"
select_unit Kell
keys m
wait_for "defender for Kell:"
text Bn1
keys Enter
wait_for "Charge Kell vs Bn1"
wait_for "Eligibility: eligible"
keys Enter
wait_for "Kell morale, charging: (type or r)"
# On 80 columns the row is too long: the label is cut (…), the value
# shows whole.
wait_for "Kell pursuit if it win… (type or r)"
text 6
wait_for "Kell morale, charging: 6"
# 0 is no face of a d6: refused in place, corrected.
text 0
keys Enter
wait_for "0 refused"
wait_words "allowed: 1 to 6"
keys C-u
text 1
wait_for "Bn1 morale, charged: 1"
text 5
wait_for "Kell pursuit if it wins: 5"
# Back to the parts list, step by step, and forward: the dice are kept
# (before Enter journals the ruling).
keys Escape
wait_for "Factors"
keys Escape
wait_for "Eligibility: eligible"
keys Escape
wait_for "Attacks:"
wait_for " 1. Kell vs Bn1"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Kell morale, charging: 6"
wait_for "Bn1 morale, charged: 1"
wait_for "Kell pursuit if it wins: 5"
keys Enter
wait_for "Result (in the game file)" 300
wait_words "Kell pursues Bn1 6\" (Fleeing)."
wait_words "Bn1 becomes routed: it flees and stops firing"
# Journaled before it was shown.
grep -q '^melee Kell vs Bn1 roll=6 droll=1 proll=5$' "$GAME" || fail "no charge line: $(grep '^melee' "$GAME")"
keys Enter
wait_for "applied:" 300
# explain in the log ends with the words, the pursuit included.
wait_words "= Kell pursues Bn1 6\" (Fleeing)."
wait_words "= Kell stays eager: it fires, charges and moves normally"
replay "$T/batch.out"
grep -q '^PURSUE unit=Kell pursued=Bn1 .*distance=6' "$T/batch.out" || fail "the pursuit does not replay"
quit
echo "PASS: GT charge with pursuit: Esc back and forward kept the dice; bad dice corrected; result and pursuit in words"
