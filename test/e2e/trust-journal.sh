#!/bin/sh
# Never without a journal. Line mode without GAME starts a game
# file as the full-screen interface does; with no place for game files both
# say so (the path and the fix) and exit 2. A journal write that fails
# reverts the command and says the game is not being saved.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-journal.XXXXXX")
trap 'chmod -R u+w "$dir" 2> /dev/null; rm -rf "$dir"' EXIT
fail() { echo "trust-journal: FAIL: $*"; exit 1; }
# Line mode (--line reads a pipe too) without GAME: a new game file.
# (detect_leaks=0: libedit keeps two wcsdup'd strings to the end; the
# sanitizer run covers umpire's own code in batch mode.)
echo "unit add A side=x arm=infantry figures=20" |
	env -u XDG_DATA_HOME HOME="$dir/home" ASAN_OPTIONS=detect_leaks=0 "$UMPIRE" --line > "$dir/line.out" 2>&1 || fail "line mode: $(cat "$dir/line.out")"
f=$(ls "$dir"/home/.local/share/umpire/games/*.umpire 2> /dev/null | head -1)
[ -n "$f" ] || fail "line mode without GAME wrote no game file"
grep -q "^unit add A" "$f" || fail "the line-mode game file lacks the command"
grep -q "game file $f" "$dir/line.out" || fail "line mode does not say where: $(cat "$dir/line.out")"
# No HOME, no XDG_DATA_HOME: exit 2 with the fix, in line mode and in the
# full-screen interface (a pseudo-terminal by script(1) when there is one).
echo units | env -u HOME -u XDG_DATA_HOME "$UMPIRE" --line > "$dir/nohome" 2>&1
[ $? = 2 ] || fail "no HOME: exit 2 expected: $(cat "$dir/nohome")"
grep -q "umpire GAME" "$dir/nohome" && grep -q "XDG_DATA_HOME" "$dir/nohome" || fail "no HOME: the fix is not said: $(cat "$dir/nohome")"
# An unwritable data folder: the message names it.
mkdir -p "$dir/ro/umpire/games"
chmod 500 "$dir/ro/umpire/games"
if [ ! -w "$dir/ro/umpire/games" ]; then
	echo units | XDG_DATA_HOME="$dir/ro" "$UMPIRE" --line > "$dir/ro.out" 2>&1
	[ $? = 2 ] || fail "unwritable folder: exit 2 expected"
	grep -q "$dir/ro/umpire/games" "$dir/ro.out" || fail "unwritable folder not named: $(cat "$dir/ro.out")"
fi
if command -v script > /dev/null 2>&1; then
	env -u HOME -u XDG_DATA_HOME TERM=xterm script -qec "$UMPIRE; echo EXIT=\$?" /dev/null < /dev/null > "$dir/tui.out" 2>&1
	grep -q "EXIT=2" "$dir/tui.out" || fail "the full-screen interface without HOME: $(cat "$dir/tui.out")"
	grep -q "umpire GAME" "$dir/tui.out" || fail "the full-screen interface does not say the fix"
fi
# Batch without GAME stays a scratch run: no file appears.
echo "unit add A side=x arm=infantry figures=20" | HOME="$dir/h2" "$UMPIRE" -b > /dev/null 2>&1 || fail "batch scratch"
[ -d "$dir/h2/.local/share/umpire/games" ] && fail "batch without GAME made a game file"
# A write that fails (the file size limit): reverted, said, and shown.
g=$dir/g.umpire
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b "$g" > /dev/null 2>&1 || fail "make game"
size=$(($(wc -c < "$g") / 512 + 2))
i=0
while [ $i -lt 40 ]; do
	echo "unit add U$i side=x arm=infantry figures=20 label=$(printf '%050d' $i)"
	i=$((i + 1))
done > "$dir/many"
echo status >> "$dir/many"
(
	trap '' XFSZ
	ulimit -f "$size"
	"$UMPIRE" -b "$g" < "$dir/many"
) > "$dir/full.out" 2> "$dir/full.err"
grep -q "NOT being saved" "$dir/full.err" || fail "a failed write is not said: $(cat "$dir/full.err")"
grep -q "^STATUS .* saving=FAILED" "$dir/full.out" || fail "status does not show the failure"
failed=$(sed -n 's/^error: line \([0-9]*\): could not write.*/\1/p' "$dir/full.err" | head -1)
echo units | "$UMPIRE" -b "$g" > "$dir/after" 2>&1 || fail "the file does not load after a failed write: $(cat "$dir/after")"
grep -q "^UNIT name=U$((failed - 1)) " "$dir/after" && fail "U$((failed - 1)), whose write failed, is in the game"
grep -q "^UNIT name=U$((failed - 2)) " "$dir/after" || fail "U$((failed - 2)), written before, is lost"
echo "PASS: line mode journals, no HOME / unwritable folder exit 2 with the fix, batch stays scratch, failed writes revert"
