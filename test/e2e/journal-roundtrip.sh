#!/bin/sh
# Regression (out_quote turned a tab inside a quoted value into a space, so
# the reopened game differed from the live one): values with a tab, quotes,
# backslashes, '#', '=' and spaces survive the journal exactly.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-rt.XXXXXX")
trap 'rm -rf "$dir"' EXIT
tab=$(printf '\t')
cat > "$dir/script" <<SCRIPT
unit add A side=S arm=infantry figures=3 label="a${tab}b"
unit add B side=S arm=infantry figures=3 label="q \\"x\\" \\\\ #1 k=v"
unit set A label="  two  spaces${tab}${tab}"
units
SCRIPT
"$UMPIRE" --batch --script "$dir/script" "$dir/game.umpire" > "$dir/live" 2>&1 || { cat "$dir/live"; exit 1; }
echo units | "$UMPIRE" --batch "$dir/game.umpire" > "$dir/reopened" 2>&1 || { cat "$dir/reopened"; exit 1; }
if ! cmp -s "$dir/live" "$dir/reopened"; then
	echo "journal-roundtrip: the reopened game differs from the live one"
	diff "$dir/live" "$dir/reopened" | cat -A
	exit 1
fi
want="label=\"  two  spaces${tab}${tab}\""
grep -qF "$want" "$dir/game.umpire" || { echo "journal-roundtrip: the tab did not reach the game file"; cat -A "$dir/game.umpire"; exit 1; }
grep -qF "$want" "$dir/reopened" || { echo "journal-roundtrip: the tab did not survive reopening"; cat -A "$dir/reopened"; exit 1; }
echo "journal-roundtrip: ok"
