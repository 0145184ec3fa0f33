#!/bin/sh
# e2e: slow (run.sh starts it first)
# Property (docs/game-files.md, "Every line written is read back"): for
# every golden script (together they use every command kind of every
# ruleset), the game file the batch run journaled reopens to the same
# state: `units`, `terrain`, `declared` and `game` print the same after
# the script in the live session as from the reopened file. Every fourth
# script by default (CI time; TRUST_PROPERTY_EVERY=N every Nth, as the
# sanitizer run does); TRUST_PROPERTY_ALL=1 runs all of them.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
# On tmpfs where there is one: a journal fsyncs every command.
base=/dev/shm
[ -d "$base" ] && [ -w "$base" ] || base=${TMPDIR:-/tmp}
dir=$(mktemp -d "$base/umpire-prop.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-journal-property: FAIL: $*"; exit 1; }
views='units
terrain
declared
game'
every=${TRUST_PROPERTY_EVERY:-4}
[ "${TRUST_PROPERTY_ALL:-}" = 1 ] && every=1
n=0
i=0
for cmd in test/golden/*/*.cmd; do
	i=$((i + 1))
	[ "$every" = 1 ] || [ $((i % every)) = 1 ] || continue
	args=$(sed -n 's/^# args: //p' "$cmd" | head -1)
	g=$dir/g$n.umpire
	rm -f "$g"
	# shellcheck disable=SC2086
	(cd "$(dirname "$cmd")" && { cat "$(basename "$cmd")"; echo; echo "$views"; } |
		"$UMPIRE" --batch --seed 1 $args "$g" > "$dir/live" 2> /dev/null)
	[ -s "$g" ] || continue # refused at open (a bad --tables): no file
	# A scenario starts a new game only: the reopened file holds it.
	reopen=$(echo "$args" | sed 's/--scenario [^ ]*//')
	# shellcheck disable=SC2086
	(cd "$(dirname "$cmd")" && echo "$views" | "$UMPIRE" --batch --read-only $reopen "$g" > "$dir/reopened" 2> "$dir/reopened.err")
	rc=$?
	[ $rc = 0 ] || fail "$cmd: its game file does not reopen: $(head -3 "$dir/reopened.err")"
	k=$(wc -l < "$dir/reopened")
	tail -n "$k" "$dir/live" > "$dir/live.tail"
	cmp -s "$dir/live.tail" "$dir/reopened" || {
		diff "$dir/live.tail" "$dir/reopened" | head -10
		fail "$cmd: the reopened game differs from the live one"
	}
	n=$((n + 1))
done
# Most scripts reopen (a few are refused at open by design).
[ "$n" -gt $((i / every / 2)) ] || fail "only $n of $i/$every scripts checked"
echo "PASS: $n golden scripts: each game file reopens to the live state"
