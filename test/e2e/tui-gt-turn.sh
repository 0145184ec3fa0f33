#!/bin/sh
# A Grande Tactique turn faster than paper: the demo (Quatre Bras) with
# its Sequence of Play enforced (the scenario's `game sequence=free` line
# deleted, as its comment says), played by keys only on 120x40, no `:`
# typed, every key counted. Turn 1 (British) and turn 2 (French) whole,
# then the French rally in turn 4:
#   turn 1: P de-shakes Pack (die 5: 5 -1 = 4, passes); P rolls the PIPs
#     (4: the 5th Division's 4); P takes RHA's Firing marker off (1 PIP:
#     it has no target); p: the Firing Phase; f Picton at Foy: 4 > 3, Foy
#     (eager) becomes shaken and returns fire; p: turn 2.
#   turn 2: P de-shakes Foy (2 -1 = 1 < 4: stays shaken); P rolls the
#     PIPs (3,5: average 4 each for 9th and IIICav); Kell moves 6" to
#     contact with RHA (M, F f) and $ pays the move (1 PIP), C declares
#     its charge on the nearest enemy, RHA (1 PIP; no die rolled); p: the
#     Firing Phase; f Foy at Picton (its return-fire marker): Foy 1 -1 =
#     0 < Picton 5, Foy (shaken infantry) beaten tests morale 2 -1 = 1 <
#     4: flees 7", routed; the charge waits for its dice; P in the Charge
#     Phase asks each die the charge needs: Kell 6 -1 (unshaken guns from
#     the front) = 5 >= 4 passes, RHA 2 < 4 fails: silenced; P: resolve;
#     F on Foy: its flight move (turn about, 7"); p: turn 3.
#   turn 3: P rolls the British PIPs (4); p p: Picton's marker comes off
#     (no target: Foy fled); p: turn 4.
#   turn 4: P rolls the French PIPs (3,5); G rallies Foy (2 PIPs).
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
DEMO=$(dirname "$0")/../../data/scenarios/demo-grande-tactique.cmd
grep -v '^game sequence=free' "$DEMO" > "$T/demo.cmd"
"$UMPIRE" -b "$GAME" < "$T/demo.cmd" > "$T/setup.out" 2>&1 || { cat "$T/setup.out"; fail "setup"; }
start
# TUI_COLS=80 TUI_ROWS=24 plays it on a small screen.
resize "${TUI_COLS:-120}" "${TUI_ROWS:-40}"
wait_for "turn 1, de-shaking"
wait_for "British moving"
KEYS=0
# P then its die (or dice), Enter.
phase_cmd() { # expected-line value wait-for
	keys P
	wait_for ":$1"
	text "$2"
	keys Enter
	wait_for "$3"
}
# The selected unit (the roster's ▸ row).
on() { wait_for "▸$1 "; }

# ---- turn 1, British
phase_cmd "deshake British Pack=" 5 "Pack de-shakes"
phase_cmd "pips British dice=" 4 "PIPs left: 5th 4"
on Picton
keys j
on RHA
keys P
wait_for ":firing RHA off"
keys Enter
wait_for "PIPs left: 5th 3"
keys p
wait_for "turn 1, firing"
keys k
on Picton
keys f
wait_for "target for Picton:"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Picton fires: (type or r)"
for d in 4 3 2 5; do text $d; done
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
wait_for "turn 1, charge"
keys p
wait_for "Start turn 2? (y/n)"
keys y
wait_for "turn 2, de-shaking"
wait_for "French moving"

# ---- turn 2, French
phase_cmd "deshake French Foy=" 2 "Foy stays shaken"
phase_cmd "pips French dice=" 3,5 "PIPs left: 9th 4, IIICav 4"
on Picton
keys j j j j
on Kell
keys M
wait_for "Move Kell"
keys F f Enter
wait_for "> unit set Kell y=10"
keys '$'
wait_for ":pip Kell move"
keys Enter
wait_for "IIICav 3"
keys C
wait_for ":charge Kell vs RHA"
keys Enter
wait_for "IIICav 2"
grep -q '^charge Kell vs RHA$' "$GAME" || fail "the charge was not declared without dice: $(grep '^charge' "$GAME")"
keys k
on Foy
keys p
wait_for "turn 2, firing"
keys f
wait_for "target for Foy:"
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Foy fires: (type or r)"
for d in 1 5 2 6; do text $d; done
keys Enter
wait_for "Result (in the game file)" 300
wait_words "Foy becomes routed"
keys Enter
wait_for "applied:" 300
wait_for "turn 2, charge"
phase_cmd "charge Kell vs RHA roll=" 6 "dice given (charging 6)"
phase_cmd "charge Kell vs RHA droll=" 2 "dice given (defender 2)"
keys P
wait_for ":resolve"
keys Enter
wait_for "RESULT kind=melee defender=RHA unit=RHA"
on Foy
keys F
wait_for ":unit move Foy turn=180 forward="
text 7
keys Enter
wait_for "> unit move Foy turn=180 forward=7"
keys p
wait_for "Start turn 3? (y/n)"
keys y
wait_for "turn 3, de-shaking"
turn2=$KEYS

# ---- turn 3, British: PIPs; Picton's marker comes off (no target).
phase_cmd "pips British dice=" 4 "PIPs left: 5th 4"
keys p
wait_for "turn 3, firing"
keys p
wait_for "turn 3, charge"
keys p
wait_for "Start turn 4? (y/n)"
keys y
wait_for "turn 4, de-shaking"

# ---- turn 4, French: PIPs, then Foy rallied.
phase_cmd "pips French dice=" 3,5 "PIPs left: 9th 4, IIICav 4"
on Foy
keys G
wait_for ":pip Foy rally"
keys Enter
wait_for "PIPs left: 9th 2"
count=$KEYS
quit

# The journal: the turn as played, the dice as typed, none rolled.
tail -n +2 "$GAME" | grep -v '^@' | sed -n '/^unit add Pack/,$p' | tail -n +2 > "$T/turn.cmd"
cat > "$T/want.cmd" <<'EOS'
deshake British Pack=5
pips British dice=4
firing RHA off
phase firing
fire Picton at Foy roll=4 troll=3 mroll=2 tmroll=5
resolve
bound next
deshake French Foy=2
pips French dice=3,5
unit set Kell y=10
pip Kell move
charge Kell vs RHA
phase firing
fire Foy at Picton roll=1 troll=5 mroll=2 tmroll=6
resolve
charge Kell vs RHA roll=6
charge Kell vs RHA droll=2
resolve
unit move Foy turn=180 forward=7
bound next
pips British dice=4
phase firing
phase charge
bound next
pips French dice=3,5
pip Foy rally
EOS
diff -u "$T/want.cmd" "$T/turn.cmd" || fail "the journal is not the turn played"
# The outcome, replayed: Foy routed then rallied (shaken), RHA silenced,
# Kell eager, Pack eager.
replay "$T/batch.out"
grep -q '^FLEE unit=Foy .*distance=7 state=routed' "$T/batch.out" || fail "Foy did not flee 7\""
grep -q '^MELEE attacker=Kell defender=RHA .*a_total=5 .*d_total=2 .*outcome=guns-overrun' "$T/batch.out" ||
	fail "Kell's charge is not 6 -1 = 5 against RHA's 2: $(grep '^MELEE' "$T/batch.out")"
printf 'units\n' | cat "$T/journal.cmd" - | "$UMPIRE" -b > "$T/units.out" 2>&1
grep -q '^UNIT name=Foy .*state=shaken' "$T/units.out" || fail "Foy is not rallied (shaken)"
grep -q '^UNIT name=RHA .*state=silenced' "$T/units.out" || fail "RHA is not silenced"
grep -q '^UNIT name=Pack .*state=eager' "$T/units.out" || fail "Pack is not eager"
[ "$turn2" -le 100 ] || fail "turns 1 and 2 took $turn2 keys (at most 100)"
[ "$count" -le 100 ] || fail "four turns to the rally took $count keys (at most 100)"
echo "PASS: GT demo with the Sequence of Play by keys, no : typed: turns 1 and 2 (de-shake, PIPs, markers, fire, charge, flight) in $turn2 keys, with turns 3 and 4 (rally) $count"
