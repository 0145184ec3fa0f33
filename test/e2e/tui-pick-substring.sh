#!/bin/sh
# Pick lists match a substring: in the fire walkthrough of F27,
# "54" lists L54 (a name holding it) and Enter picks it; "ligne" lists
# L54 by its label (1/54e Ligne).
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27
keys f
wait_for "target for F27:"
text 54
wait_for "name: 54"
wait_for "> L54 "
keys Enter
wait_for "Fire F27 > L54"
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_for "UMPIRE-EXIT="
start
select_unit F27
keys f
wait_for "target for F27:"
text ligne
wait_for "name: ligne"
wait_for "> L54 "
keys Enter
wait_for "Fire F27 > L54"
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_for "UMPIRE-EXIT="
echo "PASS: a substring of a name or of a label lists the unit, Enter picks it"
