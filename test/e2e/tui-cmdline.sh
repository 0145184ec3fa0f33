#!/bin/sh
# The `:` line in a real terminal (libedit on a private pty): a command
# runs and is journaled, an error is shown in place with the line kept
# open, Tab completes a unit name, and history survives a restart.
. "$(dirname "$0")/tui-lib.inc"
start
keys :
text "unit set F27 bad=1"
keys Enter
wait_for "error: unit set F27: unknown key bad"
wait_for ":unit set F27 bad=1"
keys BSpace BSpace BSpace BSpace BSpace
text "x=81"
keys Enter
wait_for "> unit set F27 x=81"
grep -q '^unit set F27 x=81$' "$GAME" || fail "the command is not in the journal"
keys :
text "unit set Cu"
keys Tab
wait_for ":unit set Cuir6"
keys C-u
wait_gone ":unit set"
keys Escape
wait_for "? keys  q quit"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
[ -s "$T/state/umpire/history" ] || fail "no history file"
# Again on the same game: Up brings back the last line.
tm kill-server
start
keys :
keys Up
wait_for ":unit set F27 x=81"
keys Escape
wait_for "? keys  q quit"
quit
echo "PASS: command line, errors in place, completion, history"
