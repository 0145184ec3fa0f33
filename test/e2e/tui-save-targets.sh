#!/bin/sh
# The TUI's :save-log and :save-screen write through the one file writer
# (docs/game-files.md, "Files umpire writes"): a FIFO is refused at once
# (never waited on), the open game file is refused and stays the game, a
# plain file is written; history files are written the same way.
. "$(dirname "$0")/tui-lib.inc"
start
mkfifo "$T/fifo"
keys :
text "save-log $T/fifo"
keys Enter
wait_for "is a FIFO, not a plain file"
keys :
text "save-screen $GAME"
keys Enter
wait_for "is the game file open here"
keys :
text "save-log $T/log.txt"
keys Enter
wait_for "wrote $T/log.txt"
quit
[ -p "$T/fifo" ] || fail "the FIFO was replaced"
head -1 "$GAME" | grep -q '^# umpire game v2$' || fail "the game file was overwritten"
grep -q 'game file:' "$T/log.txt" || fail "the log was not written"
ls -a "$T" | grep -q '^\.log\.txt\.' && fail "a temporary file was left"
echo "PASS: :save-log FIFO and :save-screen GAME refused, a plain file written"
