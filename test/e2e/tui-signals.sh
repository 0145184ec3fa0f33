#!/bin/sh
# Every signal that ends the program restores the terminal:
# SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM and SIGHUP, each in a fresh run, in
# the middle of the `:` line: the exit status names the signal and the
# terminal modes are exactly as before. (Linux signal numbers.)
. "$(dirname "$0")/tui-lib.inc"
for pair in PIPE:13 USR1:10 USR2:12 ALRM:14 HUP:1; do
	sig=${pair%%:*}
	num=${pair##*:}
	start
	keys :
	text "unit set F27"
	wait_for ":unit set F27"
	kill -s "$sig" "$(cat "$T/pid")"
	wait_for "UMPIRE-EXIT=$((128 + num))"
	screen | grep -q "Roster" && fail "SIG$sig: the TUI is still on the screen"
	cmp -s "$T/stty.before" "$T/stty.after" ||
		fail "SIG$sig: terminal modes not restored"
	tm kill-server
	rm -f "$T/stty.before" "$T/stty.after" "$GAME"
done
echo "PASS: SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGHUP: terminal restored"
