#!/bin/sh
# One umpire per file, safe open, safe save.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-files.XXXXXX")
holder=""
trap '[ -n "$holder" ] && kill "$holder" 2> /dev/null; rm -rf "$dir"' EXIT
fail() { echo "trust-files: FAIL: $*"; exit 1; }
g=$dir/game.umpire
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b "$g" > /dev/null 2>&1 || fail "make the game"

# --- a second process on an open game is refused at once -------------
mkfifo "$dir/cmds"
"$UMPIRE" -b "$g" < "$dir/cmds" > "$dir/first.out" 2>&1 &
holder=$!
exec 3> "$dir/cmds"
echo "unit add B side=y arm=infantry figures=20" >&3
i=0
while ! grep -q "^unit add B" "$g" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
cp "$g" "$dir/before"
echo "unit add C side=y arm=infantry figures=20" | "$UMPIRE" -b "$g" > "$dir/second" 2>&1
rc=$?
[ $rc = 2 ] || fail "second process: exit $rc, expected 2"
[ "$(wc -l < "$dir/second")" = 1 ] || fail "second process: one line expected: $(cat "$dir/second")"
grep -q "$g: in use by process $holder" "$dir/second" || fail "second process: $(cat "$dir/second")"
cmp -s "$g" "$dir/before" || fail "the refused process changed the file"
# Read-only look while in use.
echo units | "$UMPIRE" -b --read-only "$g" > "$dir/ro" 2>&1 || fail "--read-only: $(cat "$dir/ro")"
[ "$(grep -c '^UNIT ' "$dir/ro")" = 2 ] || fail "--read-only sees $(grep -c '^UNIT ' "$dir/ro") units"
echo "unit add D side=y arm=infantry figures=2" | "$UMPIRE" -b --read-only "$g" > "$dir/ro2" 2>&1
grep -q "read-only" "$dir/ro2" || fail "--read-only accepted a change"
# The first goes on; the file loads.
echo "unit add E side=y arm=infantry figures=20" >&3
exec 3>&-
wait "$holder"
holder=""
echo units | "$UMPIRE" -b "$g" > "$dir/units" 2>&1 || fail "the file does not load: $(cat "$dir/units")"
[ "$(grep -c '^UNIT ' "$dir/units")" = 3 ] || fail "A, B, E expected: $(cat "$dir/units")"

# --- not a game file: refused at once, exit 2, one line --------------
mkfifo "$dir/fifo"
mkdir "$dir/folder"
truncate -s 200M "$dir/junk"
printf 'hello\n' > "$dir/text"
for bad in "$dir/fifo" /dev/zero "$dir/folder" "$dir/junk" "$dir/text"; do
	# ulimit -v: "small memory" - a 200 MB read would not fit (not
	# under AddressSanitizer, whose shadow memory needs more).
	(case "$UMPIRE" in *asan*) ;; *) ulimit -v 100000 2> /dev/null ;; esac
	 echo units | "$UMPIRE" -b "$bad") > "$dir/bad.out" 2>&1
	rc=$?
	[ $rc = 2 ] || fail "$bad: exit $rc, expected 2 ($(cat "$dir/bad.out"))"
	[ "$(wc -l < "$dir/bad.out")" = 1 ] || fail "$bad: one line expected: $(cat "$dir/bad.out")"
done
[ "$(cat "$dir/text")" = hello ] || fail "a refused text file was changed"

# --- save ------------------------------------------------------------
ln -s game.umpire "$dir/link"
for own in "$g" "$dir/./game.umpire" "$dir/link"; do
	printf 'save %s\nunit add F side=y arm=infantry figures=9\nundo\n' "$own" |
		"$UMPIRE" -b "$g" > "$dir/s.out" 2> "$dir/s.err"
	grep -q "that is the open game file itself" "$dir/s.err" || fail "save onto $own: $(cat "$dir/s.err")"
	grep -q "^unit add F" "$g" || fail "after save onto $own the next command did not reach the game file"
done
# An existing 0600 target stays 0600; a new one is a plain file.
: > "$dir/copy"
chmod 600 "$dir/copy"
echo "save $dir/copy" | "$UMPIRE" -b "$g" > /dev/null 2>&1 || fail "save copy"
[ "$(stat -c %a "$dir/copy")" = 600 ] || fail "0600 target became $(stat -c %a "$dir/copy")"
echo units | "$UMPIRE" -b "$dir/copy" > "$dir/copy.units" 2>&1 || fail "the copy does not load"
# Planted symlinks where a temporary file went are never followed.
echo victim > "$dir/victim"
for n in 1 2 3 4 5 6 7 8 9; do ln -s victim "$dir/copy.tmp.$n"; done
ln -s victim "$dir/.copy.tmp"
echo "save $dir/copy" | "$UMPIRE" -b "$g" > /dev/null 2>&1 || fail "save with planted links"
[ "$(cat "$dir/victim")" = victim ] || fail "a planted symlink was followed"
# FIFO, device and folder targets are refused and left as they are.
for t in "$dir/fifo" /dev/null "$dir/folder"; do
	echo "save $t" | "$UMPIRE" -b "$g" > /dev/null 2> "$dir/t.err"
	[ $? = 1 ] || fail "save $t: exit 1 expected"
	grep -q "save writes a plain file" "$dir/t.err" || fail "save $t: $(cat "$dir/t.err")"
done
[ -p "$dir/fifo" ] && [ -d "$dir/folder" ] || fail "a refused target was replaced"
ls -a "$dir" | grep -q '^\.copy\.' && [ "$(ls -a "$dir" | grep -c '^\.copy\.')" != 1 ] && fail "temporary files left behind"
echo "PASS: second process refused (pid named), read-only look, FIFO/device/folder/200 MB/non-game refused, save onto itself refused, modes kept, links not followed"
