#!/bin/sh
# One line saying what changed after a command that prints nothing:
# `unit set F27 x=80` on the `:` line says "changed: x 86 → 80";
# `game close=22:00` says the setting and what it was; `terrain add`
# that it was done.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
keys :
text "unit set F27 x=80 label=Inniskillings"
keys Enter
wait_for "changed: x 86 → 80, label 1/27th Inniskilling → Inniskillings"
keys Escape
keys :
text "game close=22:00"
keys Enter
wait_for "changed: close (none) → 22:00"
keys Escape
# Any other command that prints nothing says it was done.
keys :
text "terrain add Wd kind=wood points=0,0;5,0;5,5"
keys Enter
wait_for "done: terrain add Wd kind=wood points=0,0;5,0;5,5 (u takes it back)"
keys Escape
quit
echo "PASS: unit set and game say what changed, terrain add that it was done"
