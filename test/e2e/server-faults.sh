#!/bin/sh
# docs/server.md, faults: an umpire killed mid-ruling leaves nothing half
# applied (its declaration is taken back, journaled, and the umpire
# waiting behind it goes on); the server killed with SIGKILL loses nothing
# journaled, a restart resumes, and an attached terminal reconnects by
# itself: a command it could not deliver is sent once the server is back.
set -u
# A write into the FIFO of an attach that has already exited must fail
# with a reason printed, not kill the script silently.
trap '' PIPE
fail() { echo "server-faults: $*"; exit 1; }
. "$(dirname "$0")/server-lib.inc"
cat > "$g" <<'S'
# umpire game v1
unit add A side=Allied arm=infantry figures=10 formation=line x=0 y=0 facing=0
unit add B side=Allied arm=infantry figures=10 formation=line x=5 y=0 facing=0
unit add C side=Allied arm=infantry figures=10 formation=line x=10 y=0 facing=0
unit add T side=French arm=infantry figures=10 formation=line x=5 y=12 facing=180
S
srv_start --ruling-timeout 0
# K declares and is killed before its resolve; W waits behind it.
mkfifo "$dir/kpipe" "$dir/rpipe"
"$UMPIRE" attach "$g" < "$dir/kpipe" > "$dir/k.out" 2>&1 &
kpid=$!
exec 3> "$dir/kpipe"
echo 'fire A at T range=15 dice=6,6,6' >&3
wait_for "$g" '^fire A at T' || fail "K's declaration never reached the journal"
printf 'fire B at T range=15 dice=1,1,1\nresolve\n' | "$UMPIRE" attach "$g" > "$dir/w.out" 2> "$dir/w.err" &
wpid=$!
wait_for "$dir/w.err" 'waiting: the ruling in progress is chief' || fail "W did not wait: $(cat "$dir/w.err")"
kill -9 "$kpid"
exec 3>&-
wait "$wpid" || fail "W failed after K died: $(cat "$dir/w.err")"
grep -q '^FIRE firer=B target=T' "$dir/w.out" || fail "W's ruling did not resolve"
# The journal: K's fire, its undo, then W's whole ruling.
tail -n 4 "$g" | tr '\n' '|' | grep -qx 'fire A at T range=15 dice=6,6,6|undo|fire B at T range=15 dice=1,1,1|resolve|' ||
	fail "journal after the kill: $(tail -n 4 "$g" | tr '\n' '|')"

# R stays attached across a SIGKILL of the server.
"$UMPIRE" attach "$g" < "$dir/rpipe" > "$dir/r.out" 2> "$dir/r.err" &
rpid=$!
exec 4> "$dir/rpipe"
echo 'declared' >&4
# Attached (its reply is there) before the server dies: a slow start
# (a sanitizer build) must not look like a server that never was.
wait_for "$dir/r.out" 'nothing declared' || fail "R did not attach: $(cat "$dir/r.err")"
kill -9 "$srv_pid"; wait "$srv_pid" 2>/dev/null; srv_pid=
lines=$(wc -l < "$g")
# Sent while no server runs: delivered after the restart, once.
echo 'fire C at T range=15 dice=1,1,1' >&4
sleep 0.3
srv_start --ruling-timeout 0
echo 'resolve' >&4
echo 'units' >&4
exec 4>&-
wait "$rpid" || fail "R failed across the restart: $(cat "$dir/r.err")"
grep -q 'reconnected' "$dir/r.err" || fail "R did not reconnect: $(cat "$dir/r.err")"
grep -q '^UNIT name=T ' "$dir/r.out" || fail "R got no answer after the restart"
[ "$(grep -c '^fire C at T' "$g")" -eq 1 ] || fail "the command sent while the server was down ran $(grep -c '^fire C at T' "$g") times"
[ "$(wc -l < "$g")" -eq $((lines + 2)) ] || fail "lines lost or added across the kill"
kill "$srv_pid"; wait "$srv_pid"; srv_pid=
# The journal in a plain session: nothing declared, B's and C's rulings.
printf 'declared\nhistory\n' | "$UMPIRE" --batch "$g" > "$dir/plain" 2>&1
grep -q 'fire A at T' "$dir/plain" && fail "K's half ruling survived"
grep -q 'command="fire B at T' "$dir/plain" || fail "W's ruling is missing"
grep -q 'command="fire C at T' "$dir/plain" || fail "R's ruling is missing"
echo "server-faults: ok"
