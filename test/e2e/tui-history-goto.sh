#!/bin/sh
# Go to #N in the history panel: h, then the digits of a
# command's number and Enter put the cursor on it; Enter opens it. A
# number beyond the history is refused with how many there are.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
resize 120 30
keys :
text "staff catch French dice=6,6,5"
keys Enter
wait_for "undo: staff catch French"
keys Escape
keys h
wait_for "─ History "
wait_for "N Enter go to #N"
text 999
wait_for "go to #999_"
keys Enter
wait_for "no command #999: the history has"
text 3
wait_for "go to #3_"
keys Enter
wait_for "N Enter go to #N"
keys Enter
wait_for "Amend command 3"
keys Escape
wait_for "amendment cancelled"
echo "PASS: the history panel goes to #N"
