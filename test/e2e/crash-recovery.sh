#!/bin/sh
# e2e: slow (run.sh starts it first)
# Crash recovery (spec §4): a batch run writing into a game file is
# killed with SIGKILL at random moments; after every kill the file must
# reopen (`units` exits 0) and hold every command whose result was printed.
#
# Each step i of the script is
#     unit add Ui side=A arm=infantry figures=F(i)
#     unit set Ui figures=99
#     undo
#     unit set Ui figures=G(i)
#     unit Ui                        -> prints "UNIT name=Ui ... figures=G(i)"
# so a printed "UNIT name=Ui" line (complete, newline-terminated) proves that
# all four changes of step i were shown, hence journaled and fsynced. After
# each kill the reopened roster must be exactly: every printed unit with
# figures=G(i), at most one more unit (the step in flight, in any of its
# intermediate states), and nothing else. Rounds continue the same game
# file (so a torn last line is recovered and written after), a fresh file
# every CRASH_PER_FILE kills.
#   CRASH_KILLS=100 CRASH_MAX_MS=200 CRASH_SEED=1 test/e2e/crash-recovery.sh
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
KILLS=${CRASH_KILLS:-100}
MAX_MS=${CRASH_MAX_MS:-200}
SEED=${CRASH_SEED:-1}
PER_FILE=${CRASH_PER_FILE:-10}
STEPS=${CRASH_STEPS:-2000}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-crash.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() {
	echo "crash-recovery: FAIL: $*"
	echo "  (kill $killed, file $game, delay ${delay}s; kept in $dir.fail)"
	cp -r "$dir" "$dir.fail" 2> /dev/null
	exit 1
}

# The step script, starting at unit FIRST: F(i) = i%37+1, G(i) = i%41+1.
gen_script() { # first
	awk -v first="$1" -v n="$STEPS" 'BEGIN {
		for (i = first; i < first + n; i++) {
			printf "unit add U%d side=A arm=infantry figures=%d\n", i, i % 37 + 1
			printf "unit set U%d figures=99\n", i
			print "undo"
			printf "unit set U%d figures=%d\n", i, i % 41 + 1
			printf "unit U%d\n", i
		}
	}'
}
# Random delays in seconds, one per round.
awk -v seed="$SEED" -v max="$MAX_MS" -v n=$((KILLS * 3)) 'BEGIN {
	srand(seed); for (i = 0; i < n; i++) printf "%.3f\n", rand() * max / 1000 }' > "$dir/delays"

killed=0
rounds=0
game=
delay=0
: > "$dir/printed" # "name figures" of every printed step of this file
while [ "$killed" -lt "$KILLS" ]; do
	rounds=$((rounds + 1))
	[ "$rounds" -le $((KILLS * 3)) ] || fail "only $killed of $rounds runs were killed (runs finish too fast?)"
	if [ $((killed % PER_FILE)) -eq 0 ] && [ "$game" != "$dir/game$killed.umpire" ]; then
		game=$dir/game$killed.umpire
		: > "$dir/printed"
		next=1
	fi
	gen_script "$next" > "$dir/script"
	delay=$(sed -n "${rounds}p" "$dir/delays")
	# Emptied here, not only by the job's redirection: a kill that lands
	# before the forked shell opens it would leave the last round's output
	# in it, counted again as printed.
	: > "$dir/out"
	"$UMPIRE" --batch --script "$dir/script" "$game" > "$dir/out" 2> "$dir/err" &
	pid=$!
	sleep "$delay"
	kill -9 "$pid" 2> /dev/null
	# (the shell's own "Killed" notice is not ours to print)
	{ wait "$pid"; } 2> /dev/null
	rc=$?
	if [ "$rc" -ne 137 ]; then
		# Finished (or failed) before the kill: it must have succeeded.
		[ "$rc" -eq 0 ] || { cat "$dir/err"; fail "run exited $rc before the kill"; }
	else
		killed=$((killed + 1))
	fi
	# What was printed: complete lines only (a kill may cut the last).
	if [ -s "$dir/out" ] && [ "$(tail -c 1 "$dir/out" | od -An -c | tr -d ' ')" != '\n' ]; then
		sed '$d' "$dir/out" > "$dir/out.complete"
	else
		cp "$dir/out" "$dir/out.complete"
	fi
	sed -n 's/^UNIT name=\(U[0-9]*\) .* figures=\([0-9]*\) .*/\1 \2/p' "$dir/out.complete" >> "$dir/printed"

	# Reopen: exit 0, and the roster is what was printed (+ one in flight).
	echo units | "$UMPIRE" --batch "$game" > "$dir/units" 2> "$dir/units.err"
	rc=$?
	[ "$rc" -eq 0 ] || { cat "$dir/units.err"; fail "reopening the game file exited $rc"; }
	sed -n 's/^UNIT name=\(U[0-9]*\) .* figures=\([0-9]*\) .*/\1 \2/p' "$dir/units" > "$dir/roster"
	# Every printed unit is there with its printed figures.
	awk 'NR == FNR { have[$1] = $2; next }
	     !($1 in have) || have[$1] != $2 {
		print "printed " $1 " figures=" $2 ", the reopened file has " ($1 in have ? "figures=" have[$1] : "no such unit"); exit 1 }' \
		"$dir/roster" "$dir/printed" > "$dir/why" || fail "$(cat "$dir/why")"
	# Nothing but the printed ones and at most one in flight, U1..Uk in order.
	np=$(wc -l < "$dir/printed")
	nr=$(wc -l < "$dir/roster")
	[ "$nr" -ge "$np" ] && [ "$nr" -le $((np + 1)) ] || fail "$np units printed, $nr in the file"
	awk '{ if ($1 != "U" NR) { print "unit " NR " is " $1; exit 1 } }' "$dir/roster" || fail "roster is not U1..U$nr in order"
	if [ "$nr" -gt "$np" ]; then
		# The step in flight: left in an intermediate state, as journaled.
		# It is not printed, so not promised; later steps start after it.
		sed -n '$p' "$dir/roster" >> "$dir/printed"
	fi
	next=$((nr + 1))
done
echo "crash-recovery: $killed kills in $rounds runs (seed $SEED, delays 0-${MAX_MS} ms); every printed command was in the reopened file"
