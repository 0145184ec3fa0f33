#!/bin/sh
# TERM=vt100 has no alternate screen: on quit the interface
# clears its last screen instead of leaving it behind.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
cat > "$T/vt.sh" <<EOS
"$UMPIRE" --seed 7 --demo "$GAME"
echo "UMPIRE-EXIT=\$?"
exec sleep 600
EOS
mkdir -p "$T/home"
tm -f /dev/null new-session -d -s t -x 80 -y 24 \
	"env -u TMUX HOME=$T/home XDG_STATE_HOME=$T/state XDG_DATA_HOME=$T/data LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=vt100 sh $T/vt.sh" ||
	fail "tmux would not start"
wait_for "Roster"
keys q
wait_for "UMPIRE-EXIT=0"
screen | grep -q "KGL2L" && fail "the last screen was left behind on quit"
echo "PASS: TERM=vt100: the screen cleared on quit"
