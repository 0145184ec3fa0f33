#!/bin/sh
# One movement rule for every way to move: Cuir6 beats KGL5
# (11 vs 9: KGL5 FD, as tui-undo-words.sh) and the umpire answers the
# continued advance (4.1.4) yes on the result; applied, the TUI selects
# Cuir6 and offers its move (M). A move by M that turns 45 degrees is
# refused as `unit move Cuir6 wheel=45` is (at most 20 degrees, once),
# in the form, and nothing is written; a turn of 10 is accepted (its one
# change of direction); a second is refused, by M as by `unit move`.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit Cuir6
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
wait_words "KGL5 loses 3 figures (24 → 21)" 300
sc=$(screen)
keys y
wait_change "$sc"
keys Enter
wait_for "applied: Cuir6 advance yes; M moves it now" 300
grep -q '^advance Cuir6 yes$' "$GAME" || fail "no advance line"
screen | grep -q "^▸Cuir6" || fail "Cuir6 is not selected for its move"
lines0=$(wc -l < "$GAME")
# M, ] ] (45 degrees), Enter: refused in the form, as unit move is.
keys M
wait_for "arrows on screen (Up north)"
keys ']'
keys Enter
wait_words "unit set: wheel=45 is beyond the limit: Cuir6 is in continued advance and wheels at most 20 degrees, once (4.1.4)"
[ "$(wc -l < "$GAME")" -eq "$lines0" ] || fail "the refused move was written"
keys Escape
wait_gone "Move Cuir6"
keys :
text "unit move Cuir6 wheel=45 pivot=left"
keys Enter
wait_words "unit move: wheel=45 is beyond the limit: Cuir6 is in continued advance"
keys Escape
wait_gone ":unit move"
# 10 degrees (> twice, 5 each) and a step north: accepted, the one wheel.
keys M
wait_for "arrows on screen (Up north)"
keys '>' '>' Up
keys Enter
wait_words "continued advance of Cuir6: wheeled 10 degrees"
grep -q '^unit set Cuir6 .*facing=10' "$GAME" || fail "no unit set with facing 10 in the journal"
# A second change of direction: refused by M as by unit move.
keys M
wait_for "arrows on screen (Up north)"
keys '>'
keys Enter
wait_words "Cuir6 has wheeled once already in its continued advance"
keys Escape
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
echo "PASS: the advance answered yes offers Cuir6's move; M refused beyond 20 degrees and a second wheel, as unit move is; 10 degrees accepted"
