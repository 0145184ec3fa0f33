#!/bin/sh
# ^Z and fg: on SIGTSTP the interface turns bracketed paste off
# (the shell's line is the shell's) and stops; on SIGCONT it turns it on
# again, so a multi-line paste after fg is text (one question), never keys
# (its u would undo). As a job-control shell does: umpire is stopped
# (SIGSTOP: tmux's pane is an orphaned process group, where SIGTSTP does
# not stop), the "shell" turns bracketed paste off on the terminal, and
# SIGCONT continues umpire.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
pid=$(cat "$T/pid")
lines_before=$(wc -l < "$GAME")
kill -STOP "$pid"
tty=$(tm display -p -t =t: '#{pane_tty}')
printf '\033[?2004l' > "$tty"
kill -CONT "$pid"
wait_for "? help"
sleep 0.5
printf 'u\nunit set F27 label=after-fg\n' > "$T/paste.txt"
tm load-buffer "$T/paste.txt"
tm paste-buffer -p -t =t:
wait_for "Run the 2 pasted lines as commands? (y/n)"
keys n
wait_gone "pasted lines"
[ "$(wc -l < "$GAME")" = "$lines_before" ] || fail "the paste after fg changed the game"
grep -q '^undo' "$GAME" && fail "a key of the paste ran undo"
quit
echo "PASS: after ^Z and fg a paste is text (bracketed paste on again)"
