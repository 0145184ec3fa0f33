#!/bin/sh
# Grande Tactique at the keyboard: P puts the phase's command
# on the `:` line (the ruleset's phase_line), to finish and send; the
# status line says who moves and the PIPs left per division (turn_words).
# A game with the Sequence of Play enforced: British move in turn 1, Pack
# is shaken. P: `deshake British Pack=` (its die typed: 5; never rolled
# unasked), P: `pips British dice=`
# (4: the 5th Division's 4 PIPs), P on Picton: `firing Picton on` (1 PIP:
# 3 left). No `:` typed; the keys are counted.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
cat > "$T/setup.cmd" <<'EOS'
ruleset grande-tactique
game units=in
unit add Picton side=British arm=infantry figures=1 quality=veteran command=5th x=20 y=10 facing=0 width=4 depth=1
unit add Pack side=British arm=infantry figures=1 state=shaken command=5th x=10 y=10 facing=0 width=4 depth=1
unit add Foy side=French arm=infantry figures=1 formation=column command=9th x=20 y=10 facing=180 width=2 depth=3
EOS
"$UMPIRE" -b "$GAME" < "$T/setup.cmd" > "$T/setup.out" 2>&1 || { cat "$T/setup.out"; fail "setup"; }
start
resize 120 30
wait_for "turn 1, de-shaking phase, British moving"
KEYS=0
keys P
wait_for ":deshake British Pack="
text 5
keys Enter
wait_for "RESULT kind=deshake target=Pack"
keys Escape
keys P
wait_for ":pips British dice="
text 4
keys Enter
wait_for "PIPS side=British division=5th"
wait_for "British moving, PIPs left: 5th 4"
keys Escape
select_unit Picton
keys P
wait_for ":firing Picton on"
keys Enter
wait_for "PIP unit=Picton division=5th action=firing_on"
wait_for "British moving, PIPs left: 5th 3"
keys Escape
count=$KEYS
[ "$count" -le 20 ] || fail "de-shake, PIPs and a Firing marker took $count keys (at most 20)"
grep -q '^deshake British Pack=5$' "$GAME" || fail "the deshake line has not the typed die"
grep -q '^pips British dice=4' "$GAME" || fail "no pips line with the typed die"
grep -q '^firing Picton on$' "$GAME" || fail "no firing line"
# The Firing Phase has no line of its own: P says what to do.
keys p
wait_for "firing phase"
keys P
wait_for "Firing Phase: f on each unit with a Firing marker"
quit
echo "PASS: GT de-shake, PIPs and a Firing marker by P in $count keys, no : typed; the status line shows the moving side and PIPs left"
