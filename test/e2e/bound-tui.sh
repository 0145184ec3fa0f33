#!/bin/sh
# The bound in the TUI, by keys under tmux on the demo:
#  - n then the arrow keys nudge the selected unit by the step (2 cm) on
#    the screen (Up is north whatever the facing, as in move mode M):
#    each nudge is one `unit move` journal line and one
#    undo (u);
#  - b shows the bound panel (the `bound` records), before and after a
#    fire;
#  - i shows the unit detail (`unit show`);
#  - r ... r is the ruler between two units (`measure`), g the grid;
#  - N with a decision open names it and, answered yes, forces bound next.
. "$(dirname "$0")/tui-lib.inc"
start

# Nudging F27 (front centre 86,70 facing 180: forward is south, but Up
# is north on the screen).
select_unit F27
keys n
wait_for "nudge F27 by 2 cm: arrows on the screen (Up north), < > turn 15"
keys Up
wait_for "MOVE unit=F27 x=86 y=72"
keys Right
wait_for "MOVE unit=F27 x=88 y=72"
keys '>'
wait_for "MOVE unit=F27 x=87.74 y=72.03 facing=195"
grep -q '^unit move F27 to=86,72$' "$GAME" || fail "no unit move to the north in the journal"
grep -q '^unit move F27 to=88,72$' "$GAME" || fail "no unit move to the east in the journal"
grep -q '^unit move F27 turn=15$' "$GAME" || fail "no unit move turn line in the journal"
# One undo takes back one nudge.
keys u
wait_for "undone: unit move F27 turn=15"
keys u
wait_for "undone: unit move F27 to=88,72"
keys u
wait_for "undone: unit move F27 to=86,72"
keys n
wait_for "nudging ended"

# The bound panel before a fire: nobody has fired.
keys b
wait_for "Bound 1, fire"
screen | grep -q "F27 .* ok " || fail "F27 not in the bound panel"
screen | grep -q "fired" && fail "a unit shows fired before any fire"
keys b
keys :
text "fire F27 at L54 dice=3,4,5"
keys Enter
wait_for "declared: F27 fires at L54"
keys :
text "resolve"
keys Enter
wait_for "RESULT kind=fire target=L54"
keys Escape
# ... and after it: F27 fired, L54 in LD.
keys b
wait_for "Bound 1, fire"
screen | grep -q "F27 .*fired" || fail "F27 does not show fired"
screen | grep -q "L54 .*LD" || fail "L54 does not show LD"
keys b

# The unit detail of L54.
select_unit L54
keys i
wait_for "of 36 figures"
screen | grep -q "LD, 32 of 36 figures (4 lost)" || fail "L54 detail wrong"
screen | grep -q "fire F27 > L54: loss 4, LD" || fail "L54 detail lacks the ruling"
keys i

# The ruler F27 - L54: clear, 12 cm (ba-map/demo).
select_unit F27
keys r
wait_for "ruler from F27"
select_unit L54
keys r
wait_for "ruler F27-L54 12 cm"
wait_for "line of sight clear, range 12 cm"
grep -q '^measure' "$GAME" && fail "measure reached the journal"
keys r
wait_for "ruler off"
keys g
wait_for "grid on"
wait_for " grid "
keys g

# A continued advance left open: N names it, yes forces bound next.
keys :
text "phase melee"
keys Enter
keys :
text "melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4"
keys Enter
wait_for "declared: Cuir6 attacks KGL5"
keys :
text "resolve"
keys Enter
wait_for "advance UNIT yes|no"
keys Escape
keys N
wait_for "1 decision open (Cuir6: continued-advance, 4.1.4). Start bound 2 anyway?"
keys n
# Enter in the bound panel answers the open decision: its command begun
# on the : line.
keys b
wait_for "Enter answer a decision"
keys Enter
wait_for ":advance Cuir6"
text "no"
keys Enter
wait_for "ADVANCE unit=Cuir6 advance=no"
keys Escape
grep -q '^advance Cuir6 no$' "$GAME" || fail "no advance answer in the journal"
keys :
text "bound next"
keys Enter
wait_for "bound 2 begins"
keys Escape
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
echo "PASS: bound by keys: nudge and undo, bound panel, detail, ruler, grid, N with an open decision, Enter answers it"
