#!/bin/sh
# The status line says what the next u takes back, in the words
# batch `undo` prints ("undo: fire F27 at L54, bound 1"), where it fits
# whole (at 80 columns it does not: the tables marks come first).
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
resize 150 30
keys :
text "fire F27 at L54 dice=4,4,2"
keys Enter
wait_for "undo: fire F27 at L54, bound 1" || fail "no undo preview for the fire"
keys :
text "resolve"
keys Enter
# u would take back the whole ruling (undo ruling): named by its fire.
wait_for "RESULT" 300
wait_for "undo: fire F27 at L54, bound 1" || fail "no undo preview for the ruling"
keys u
# u asks before it takes back a whole ruling.
wait_for "Take back the whole ruling"
keys y
wait_for "undone: resolve" 300
screen | grep -qF "undo: fire F27 at L54" && fail "the preview still names the undone ruling"
echo "PASS: the status line names what u takes back"
