#!/bin/sh
# tui.sh GAME LABEL: the interface on GAME under tmux (120x40), for make
# bench: "key value" lines, times in seconds. start_s: start to first
# screen (UMPIRE_QUIT_AFTER_FIRST_SCREEN; wall) and start_cpu_s (user +
# system); KEY_s / KEY_cpu_s per key for j (next unit), L (pan), + (zoom)
# and b (the bound panel, on and off): 10 keys then ':' until the command
# line shows, divided by 11; the processor time from /proc/PID/stat
# (ticks of 10 ms); idle_cpu_pct: the processor used in 5 s with no key.
# Wall times on a busy machine include waiting for a processor.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
game=$1
label=$2
command -v tmux > /dev/null || { echo "${label}_tui n/a"; exit 0; }
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-tui.XXXXXX")
sess=umpire-bench-$$
trap 'tmux kill-session -t $sess 2> /dev/null; rm -rf "$dir"' EXIT
ns() { date +%s%N; }

# The terminal is there before the program starts, as at a table: a tmux
# server kept running (its start, ~80 ms here, is not the program's).
tmux new-session -d -s $sess-keep -x 80 -y 24 "sleep 600"
trap 'tmux kill-session -t $sess 2> /dev/null; tmux kill-session -t $sess-keep 2> /dev/null; rm -rf "$dir"' EXIT
cp "$game" "$dir/g.umpire"
t0=$(ns)
tmux new-session -d -s $sess -x 120 -y 40 "UMPIRE_QUIT_AFTER_FIRST_SCREEN=1 /usr/bin/time -f '%U %S' -o $dir/time $UMPIRE $dir/g.umpire; touch $dir/done"
while [ ! -f "$dir/done" ]; do sleep 0.01; done
t1=$(ns)
echo "${label}_start_s $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')"
echo "${label}_start_cpu_s $(awk '{ printf "%.6f", $1 + $2 }' "$dir/time")"
tmux kill-session -t $sess 2> /dev/null
# The same with `true` for the program: what the window, /usr/bin/time and
# this loop cost (included in start_s above, not taken off it).
rm -f "$dir/done"
t0=$(ns)
tmux new-session -d -s $sess -x 120 -y 40 "/usr/bin/time -f '%U %S' -o $dir/time true; touch $dir/done"
while [ ! -f "$dir/done" ]; do sleep 0.01; done
t1=$(ns)
echo "${label}_harness_s $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 }')"
tmux kill-session -t $sess 2> /dev/null

cp "$game" "$dir/g.umpire"
tmux new-session -d -s $sess -x 120 -y 40 "$UMPIRE $dir/g.umpire"
until tmux capture-pane -p -t $sess | grep -q Roster; do sleep 0.02; done
sleep 0.5
pid=$(tmux list-panes -t $sess -F '#{pane_pid}')
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
c0=$(cpu)
sleep 5
c1=$(cpu)
echo "${label}_idle_cpu_pct $(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", (b - a) * 10 / 5000 * 100 }')"
for k in j L + b; do
	c0=$(cpu)
	t0=$(ns)
	i=0
	while [ $i -lt 10 ]; do
		tmux send-keys -t $sess "$k"
		i=$((i + 1))
	done
	tmux send-keys -t $sess ":"
	until tmux capture-pane -p -t $sess | grep -q '^:'; do sleep 0.005; done
	t1=$(ns)
	c1=$(cpu)
	tmux send-keys -t $sess Escape
	sleep 0.2
	name=$k
	[ "$k" = "+" ] && name=zoom
	[ "$k" = "L" ] && name=pan
	echo "${label}_key_${name}_s $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 / 11 }')"
	echo "${label}_key_${name}_cpu_s $(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.6f", (b - a) / 100 / 11 }')"
done
tmux send-keys -t $sess q
sleep 0.3
