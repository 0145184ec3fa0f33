#!/bin/sh
# Tab completion in line mode (-l, libedit) for the commands of the
# hardening pass: the questions (who fired at UNIT, why UNIT, losses
# keys), unit move's keys and a brigade's name where a unit's goes. The
# candidates come from src/core/complete.c (unit-tested in test_core.c);
# this checks libedit shows them on the line.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
mkdir -p "$T/home"
# libedit keeps what el_set copies past el_end (see tui-linemode-words.sh).
echo "leak:libedit.so" > "$T/lsan.supp"
tm -f /dev/null new-session -d -s t -x 120 -y 40 \
	"env -u TMUX LSAN_OPTIONS=suppressions=$T/lsan.supp:fast_unwind_on_malloc=0 HOME=$T/home XDG_STATE_HOME=$T/state LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=xterm-256color $UMPIRE -l --demo $GAME; echo UMPIRE-EXIT=\$?; exec sleep 600" ||
	fail "tmux would not start"
# prompts N: wait until the Nth prompt is shown (the line before is done).
prompts() {
	n=0
	while [ "$n" -lt 300 ]; do
		[ "$(screen | grep -c '^umpire [0-9]*>')" -ge "$1" ] && return 0
		sleep 0.1
		n=$((n + 1))
	done
	fail "timed out waiting for prompt $1"
}
prompts 1
# who f<Tab> -> who fired; at<Tab>; L5<Tab> -> L54: a whole question
# (a unique word is completed with a space after it, a key= without).
text "unit set L13 brigade=Donzelot"
keys Enter
prompts 2
text "who f"
keys Tab
wait_for "who fired" 300
text "a"
keys Tab
text "L5"
keys Tab
wait_for "who fired at L54" 300
keys Enter
wait_for "nobody has fired at L54 yet" 300
prompts 3
# unit move Don<Tab> -> the brigade Donzelot; forw<Tab> -> forward=.
text "unit move Don"
keys Tab
wait_for "unit move Donzelot" 300
text "forw"
keys Tab
wait_for "unit move Donzelot forward=" 300
text "2"
keys Enter
wait_for "MOVE unit=L13" 300
prompts 4
# losses u<Tab> -> unit=, then the unit's name.
text "losses u"
keys Tab
text "F2"
keys Tab
wait_for "losses unit=F27" 300
keys Enter
wait_for "LOSSES side=all unit=F27" 300
prompts 5
text "quit"
keys Enter
wait_for "UMPIRE-EXIT=0" 300
echo "PASS: line mode completes who fired at, unit move BRIGADE keys, losses unit="
