#!/bin/sh
# "Did you mean" in the TUI: a misspelt unit on the `:` line
# and in the walkthrough's pick, and a misspelt side, each refused in place
# with the nearest name; the side is accepted when confirmed as new.
. "$(dirname "$0")/tui-lib.inc"
start
keys :
text "fire F72 at L54"
keys Enter
wait_words "no unit named F72 (did you mean F27?)"
wait_for ":fire F72 at L54"
keys C-u
text "unit add Gds side=Frnech arm=infantry figures=10"
keys Enter
wait_words "side=Frnech is no side in play (did you mean side=French?)"
grep -q '^unit add Gds' "$GAME" && fail "the misspelt side was added"
keys C-u
text "unit add Gds side=NEW:Frnech arm=infantry figures=10"
keys Enter
wait_for "> unit add Gds side=NEW:Frnech"
wait_for "Frnech (1)"
keys :
text "fier F27 at L54"
keys Enter
wait_words "unknown command \"fier\" (did you mean fire?)"
keys Escape
wait_for "? keys  q quit"
quit
echo "PASS: did you mean: unit, side (NEW: confirms), command"
