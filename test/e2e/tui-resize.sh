#!/bin/sh
# Resize the window during a walkthrough: larger, too small (the program
# says so), back to 80x24; the walkthrough is where it was and can go on
# or be abandoned; nothing reached the game file.
. "$(dirname "$0")/tui-lib.inc"
start
lines_before=$(wc -l < "$GAME")
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Fire F27 > L54"
wait_for "Eligibility"
tm resize-window -t =t: -x 120 -y 40
wait_for "$(printf '%s' 'step 2/5')"
[ "$(tm display -p -t =t: '#{window_width}x#{window_height}')" = 120x40 ] || fail "tmux did not resize"
screen | awk 'length($0) > 100 { long = 1 } END { exit !long }' || fail "the screen did not grow"
tm resize-window -t =t: -x 60 -y 20
wait_for "terminal too small"
wait_for "need 80x24, have 60x20"
tm resize-window -t =t: -x 80 -y 24
wait_for "Fire F27 > L54"
wait_for "step 2/5"
wait_for "Eligibility"
# Esc steps back one step (to the parts list); there, it asks once.
keys Escape
wait_for "Fire parts"
keys Escape
wait_for "Abandon this walkthrough?"
keys y
wait_for "walkthrough abandoned"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
[ "$(wc -l < "$GAME")" = "$lines_before" ] || fail "the walkthrough wrote to the game file"
echo "PASS: resize during a walkthrough"
