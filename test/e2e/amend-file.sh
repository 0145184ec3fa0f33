#!/bin/sh
# The game file: an amendment is journaled after the original
# line (which stays), with who and when; the game reopened from its file
# has the amended state and history; `undo` of the amendment (live or
# from the file) restores the game as played. Rulings as in
# test/golden/amend/amend.cmd: amending 5's dice to 2,2,2 leaves B ok with
# 10 figures, makes C LD and D ok.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-amend.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "amend-file: $*"; exit 1; }
cat > "$dir/play" <<'SCRIPT'
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=French arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
unit add D side=French arm=infantry figures=10 formation=line
fire A at B range=15 dice=4,4,5
resolve
bound next
fire B at C range=15 dice=4,4,5
resolve
bound next
fire C at D range=15 dice=4,4,5
resolve
SCRIPT
g="$dir/game.umpire"
"$UMPIRE" --batch --script "$dir/play" "$g" > /dev/null 2>&1 || fail "playing failed"
echo units | "$UMPIRE" --batch "$g" > "$dir/as-played" 2>&1 || fail "reopen failed"
echo "amend 5 fire A at B range=15 dice=2,2,2" | USER=ann "$UMPIRE" --batch "$g" > "$dir/amend" 2>&1 || { cat "$dir/amend"; fail "amend failed"; }
grep -q '^CHANGED unit=B key=state before=LD after=ok$' "$dir/amend" || fail "no CHANGED for B"
# The file keeps the original line and records the amendment after it.
grep -qx 'fire A at B range=15 dice=4,4,5' "$g" || fail "the original line is gone"
tail -n 1 "$g" | grep -Eq '^amend 5 fire A at B range=15 dice=2,2,2 by=ann at=[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$' ||
	fail "no amend record at the end: $(tail -n 1 "$g")"
# Reopened: the amended state and history.
printf 'units\nhistory\n' | "$UMPIRE" --batch "$g" > "$dir/reopened" 2>&1 || fail "reopen after amend failed"
grep -q '^UNIT name=B .*figures=10 formation=line state=ok' "$dir/reopened" || fail "B not amended after reopen"
grep -q '^UNIT name=C .*state=LD' "$dir/reopened" || fail "C not LD after reopen"
grep -q '^UNIT name=D .*state=ok' "$dir/reopened" || fail "D not ok after reopen"
grep -q '^HIST n=5 .*command="fire A at B range=15 dice=2,2,2" amended=yes amendment="by=ann at=' "$dir/reopened" ||
	fail "history does not show the amendment"
# Undo of the amendment, journaled; reopened it is the game as played.
echo undo | "$UMPIRE" --batch "$g" > "$dir/undo" 2>&1 || fail "undo failed"
grep -q '^  undo: amend 5 (fire A at B), bound 3$' "$dir/undo" || fail "undo did not say what it took back: $(cat "$dir/undo")"
echo units | "$UMPIRE" --batch "$g" > "$dir/after-undo" 2>&1 || fail "reopen after undo failed"
cmp -s "$dir/as-played" "$dir/after-undo" || { diff "$dir/as-played" "$dir/after-undo"; fail "undo of the amendment did not restore the game"; }
echo "amend-file: ok"
