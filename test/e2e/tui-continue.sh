#!/bin/sh
# umpire without GAME offers to continue the last game: a first
# start makes a new game of the demo under $XDG_DATA_HOME/umpire/games/
# (as spec §1 says) and, on quit, says where the game is; a second start
# says "the last game is PATH" and asks "continue it? [Y/n]", Enter continues it (the
# change made in the first start is there) and no new file is made; n
# starts a new game as before.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
# start_bare: the interface without GAME nor --demo, in this test's own
# XDG folders (kept from one start to the next).
start_bare() {
	tm kill-server 2>/dev/null
	STARTS=$((STARTS + 1))
	S=umpire$$.$STARTS
	cat > "$T/bare.sh" <<EOS
"$UMPIRE" --seed 7
echo "UMPIRE-EXIT=\$?"
exec sleep 600
EOS
	mkdir -p "$T/home"
	tm -f /dev/null new-session -d -s t -x 150 -y 24 \
		"env -u TMUX HOME=$T/home XDG_STATE_HOME=$T/state XDG_DATA_HOME=$T/data LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=xterm-256color sh $T/bare.sh" ||
		fail "tmux would not start"
}
games() { ls "$T/data/umpire/games" 2>/dev/null | wc -l; }
start_bare
wait_for "Roster"
[ "$(games)" -eq 1 ] || fail "the first start made $(games) game files, not 1"
first=$(ls "$T/data/umpire/games"/*.umpire)
keys :
text "unit set F27 x=80"
keys Enter
wait_for "> unit set F27 x=80"
keys Escape
quit
wait_for "umpire: the game is in $first"
# The second start: the question, Enter continues.
start_bare
wait_for "umpire: the last game is $first"
wait_for "umpire: continue it? [Y/n]"
keys Enter
wait_for "Roster"
[ "$(games)" -eq 1 ] || fail "the second start made a new file ($(games) now)"
keys :
text "unit F27"
keys Enter
wait_for "UNIT name=F27 "
screen | grep -q "UNIT name=F27 .*x=80 " || fail "the continued game has not the first start's change"
keys Escape
quit
wait_for "umpire: the game is in $first"
# n: a new game of the demo, as ever.
start_bare
wait_for "umpire: the last game is $first"
wait_for "umpire: continue it? [Y/n]"
keys n Enter
wait_for "Roster"
[ "$(games)" -eq 2 ] || fail "n did not start a new game ($(games) files)"
quit
echo "PASS: a second start continues the first game (no new file); n starts a new one; the path said on quit"
