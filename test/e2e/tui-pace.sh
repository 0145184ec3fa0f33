#!/bin/sh
# The pace of play. The clock is UMPIRE_NOW (docs/commands.md
# "Pace"): "2026-11-26T20:00+300" is 20:00 until the first command that
# changes the game has run, and 5 minutes more after each such command
# (status, read-only, does not move it), so the times below are exact.
#
# Batch: `game close=22:00 last_bound=8` at 20:00 starts the timing in
# bound 1; unit add 20:05; `bound next` at 20:10 begins bound 2; status
# at 20:15: 1 bound in 10 min = 10 min/bound, 5 min into bound 2; ends
# 20:15 + (10 - 5) + 10 x 6 bounds left = 21:20, before close.
# `bound next` at 20:15 begins bound 3; six `unit set` 20:20..20:45;
# `bound next` at 20:50 begins bound 4; status at 20:55: 3 bounds in 50
# min = 16.67 min/bound (16.7; 17 in words), 5 min into bound 4; ends
# 20:55 + 11.67 + 16.67 x 4 = 20:55 + 78.33 min = 22:13:20 -> 22:13,
# after close.
# The digest in STATUS does not change with close= (a core game key, not
# a setting), and `tables export` does not write it into settings.csv.
#
# TUI: the status line shows the same words once close= is set.
. "$(dirname "$0")/tui-lib.inc"
cat > "$T/pace.cmd" <<'EOC'
game close=22:00 last_bound=8
unit add A side=Allied arm=infantry figures=10 formation=line
bound next
status
bound next
unit set A figures=10
unit set A figures=10
unit set A figures=10
unit set A figures=10
unit set A figures=10
unit set A figures=10
bound next
status
EOC
UMPIRE_NOW="2026-11-26T20:00+300" "$UMPIRE" -b < "$T/pace.cmd" > "$T/pace.out" 2>&1 ||
	{ cat "$T/pace.out"; fail "batch pace failed"; }
expect() { grep -qE -- "$1" "$T/pace.out" || { cat "$T/pace.out"; fail "no line $1"; }; }
expect '^PACE bound=2 last_bound=8 bound_min=5 min_per_bound=10 measured=yes ends=21:20 close=22:00 in_time=yes now=20:15 clock=UMPIRE_NOW$'
expect '^  pace: bound 2 of 8, 10 min/bound, ends ~21:20, before close 22:00$'
expect '^PACE bound=4 last_bound=8 bound_min=5 min_per_bound=16.7 measured=yes ends=22:13 close=22:00 in_time=no now=20:55 clock=UMPIRE_NOW$'
expect '^  pace: bound 4 of 8, 17 min/bound, ends ~22:13, after close 22:00$'
d1=$(printf 'status\n' | "$UMPIRE" -b | sed -n 's/.* tables=\([0-9a-f]*\).*/\1/p')
d2=$(printf 'game close=22:00\nstatus\n' | "$UMPIRE" -b | sed -n 's/.* tables=\([0-9a-f]*\).*/\1/p')
if [ -z "$d1" ] || [ "$d1" != "$d2" ]; then
	fail "close= changed the tables digest ($d1, $d2)"
fi
printf 'game close=22:00 last_bound=8\ntables export %s/tx\n' "$T" | "$UMPIRE" -b > /dev/null ||
	fail "tables export failed"
! grep -qE '^(close|last_bound),' "$T/tx/settings.csv" || fail "close= was exported as a setting"
# Without close= or last_bound=, status has no PACE record.
printf 'status\n' | "$UMPIRE" -b | grep -q '^PACE' && fail "PACE without close= or last_bound="

# The TUI: the clock moves 10 minutes a change (the demo's lines too), so
# the status line's minutes are a non-zero multiple of 10: the wall clock
# would say 0 in a test this short.
export UMPIRE_NOW="2026-11-26T20:00+600"
start
resize 160 30
keys :
text "game close=22:00 last_bound=8"
keys Enter
wait_for "bound 1 of 8, fire phase"
screen | grep -qE "bound 1 of 8, fire phase . [1-9][0-9]*0 min in this bound, ends ~[0-9:]+, (before|after) close 22:00" ||
	fail "no pace on the status line"
keys :
text "bound next force=yes"
keys Enter
wait_for "bound 2 of 8, fire phase"
screen | grep -qE "bound 2 of 8, fire phase . [1-9][0-9]*0 min/bound, ends ~[0-9:]+, (before|after) close 22:00" ||
	fail "no min/bound on the status line after a bound"
quit
echo "PASS: pace: 10 then 16.7 min/bound, ends 21:20 then 22:13 against close 22:00; the TUI status line"
