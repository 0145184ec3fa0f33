#!/bin/sh
# A demo scenario for each ruleset: `--demo -r grande-tactique`
# reaches a fire (with the target's and the morale dice asked) and a charge
# by two chargers (dice on the principal's line only) in a few keys; `--demo -r activation` a fire and an activation. Each
# ruling is applied and replays in batch mode.
. "$(dirname "$0")/tui-lib.inc"
dice_rows() { # values...: one die a row, each taken as typed; Enter
	for d in "$@"; do
		text "$d"
	done
	keys Enter
}
start -r grande-tactique
wait_for "Quatre Bras"
select_unit Picton
KEYS=0
keys f
wait_for "target for Picton:"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Foy answers: (type or r)"
wait_for "Foy morale if beaten:"
dice_rows 4 3 2 5
wait_for "Result (in the game file)" 300
wait_words "Foy becomes shaken: it fires at -1"
keys Enter
wait_for "applied:" 300
[ "$KEYS" -le 10 ] || fail "the Grande Tactique fire took $KEYS keys"
grep -q '^fire Picton at Foy roll=4 troll=3 mroll=2 tmroll=5$' "$GAME" || fail "no fire line with every roll"
# Two chargers on one target: the dice go on the principal's line only.
keys :
text "unit add Hus side=French arm=cavalry figures=1 x=36 y=16 facing=180 width=3 depth=1.5"
keys Enter
wait_for "> unit add Hus"
select_unit Kell
keys m
wait_for "defender for Kell:"
text RHA
keys Enter
wait_for "Eligibility: eligible"
keys Escape
wait_for "Attacks:"
keys +
wait_for "attacker at RHA:"
text Hus
keys Enter
wait_for " 2. Hus vs RHA"
keys Enter
wait_for "Charge Kell vs RHA"
keys Enter
wait_for "Charge Hus vs RHA"
keys Enter
wait_for "r rolls this row"
wait_for "RHA morale, charged:"
screen | grep -q "Hus morale" && fail "the second charger is asked for dice"
# No pursuit die against guns (overrun guns are held: docs/rulings.md).
screen | grep -q "pursuit" && fail "a pursuit die is asked against guns"
dice_rows 5 2
wait_for "Result (in the game file)" 300
wait_words "RHA becomes silenced"
keys Enter
wait_for "applied:" 300
grep -q '^melee Kell vs RHA roll=5 droll=2$' "$GAME" || fail "no charge (melee) line"
grep -q '^melee Hus vs RHA$' "$GAME" || fail "no second charge, without dice"
replay "$T/batch.out"
grep -q '^RESULT kind=melee .*unit=RHA .*state=silenced' "$T/batch.out" || fail "the charge does not replay"
quit
rm -f "$GAME"
start -r activation
wait_for "Demo (activation)"
select_unit Gren
KEYS=0
keys f
wait_for "target for Gren:"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
n=0
until screen | grep -q "r rolls this row"; do
	[ "$n" -lt 3 ] || fail "no dice step"
	sc=$(screen)
	keys Enter
	wait_change "$sc"
	n=$((n + 1))
done
dice_rows 4
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
[ "$KEYS" -le 10 ] || fail "the activation fire took $KEYS keys"
grep -q '^fire Gren at Fus roll=4$' "$GAME" || fail "no activation fire line"
# Next turn, a common target: Gren and Bty at Fus, one die each.
keys N
wait_for "Start turn 2?"
keys y
wait_for "> bound next"
for u in Gren Bty; do
	keys :
	text "unit set $u activated=yes"
	keys Enter
	wait_for "> unit set $u activated=yes"
done
select_unit Gren
keys f
wait_for "target for Gren:"
keys Enter
wait_for "Eligibility: eligible"
keys Escape
wait_for "Fire parts"
keys +
wait_for "firer at Fus:"
text Bty
keys Enter
wait_for " 2. Bty > Fus"
keys Enter
wait_for "Fire Gren > Fus"
sc=$(screen)
keys Enter
wait_change "$sc"
keys Enter
wait_for "Bty fires (part 2)"
dice_rows 4 5
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire Bty at Fus roll=5$' "$GAME" || fail "no second fire at the common target"
# Activation: e, then activated=yes in the form's more keys.
select_unit Drag
keys e
wait_for "Edit Drag"
# Up twice: from the side field round to the last, more keys.
keys Up Up
wait_for "more keys  activated=no"
keys C-u
text "activated=yes"
keys Enter
wait_for "> unit set Drag activated=yes"
replay "$T/batch.out"
quit
echo "PASS: demos for grande-tactique (fire, charge by two) and activation (fire, common target, activation)"
