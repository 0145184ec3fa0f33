#!/bin/sh
# SIGTERM in the middle of a walkthrough: the program leaves the screen,
# the terminal modes are restored exactly, the exit status says TERM, and
# the game file is intact and replays.
. "$(dirname "$0")/tui-lib.inc"
start
select_unit Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Melee Cuir6 vs KGL5"
cp "$GAME" "$T/game.before"
kill -TERM "$(cat "$T/pid")"
wait_for "UMPIRE-EXIT=143"
# The alternate screen is gone: the wrapper's shell output is what shows.
screen | grep -q "Roster" && fail "the TUI is still on the screen"
[ -s "$T/stty.after" ] || fail "no terminal modes after the exit"
cmp -s "$T/stty.before" "$T/stty.after" || {
	echo "before: $(cat "$T/stty.before")"
	echo "after:  $(cat "$T/stty.after")"
	fail "terminal modes not restored"
}
cmp -s "$GAME" "$T/game.before" || fail "the game file changed"
tail -c 1 "$GAME" | od -c | grep -q '\\n' || fail "the game file does not end in a newline"
printf 'units\n' | "$UMPIRE" -b "$GAME" > "$T/units.out" 2> "$T/units.err" || {
	cat "$T/units.err"
	fail "the game file does not replay"
}
[ "$(grep -c '^UNIT ' "$T/units.out")" = 10 ] || fail "the replayed roster is not the demo's"
echo "PASS: SIGTERM mid-walkthrough, terminal restored, game file intact"
