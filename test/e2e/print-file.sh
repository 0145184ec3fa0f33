#!/bin/sh
# print FILE: the demo after a bound, written to a file. The sheet holds
# every unit of the roster with its position, the fire phase's factor
# tables (6, 7, 12) with provisional values marked, fits one page (at most
# 66 lines of at most 100 characters), replaces an older sheet whole, is
# not journaled (the game file does not grow) and leaves the game as it was.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-print.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "print-file: $*"; [ -f "$dir/sheet.txt" ] && cat "$dir/sheet.txt"; exit 1; }
printf 'old sheet\n%.0s' $(seq 200) > "$dir/sheet.txt"
cat > "$dir/script" <<SCRIPT
fire F27 at L54 dice=4,4,4
resolve
bound next
print $dir/sheet.txt
SCRIPT
"$UMPIRE" --batch --demo --seed 1 --script "$dir/script" "$dir/game.umpire" > "$dir/out" 2>&1 || { cat "$dir/out"; fail "umpire failed"; }
grep -q "printed the sheet to $dir/sheet.txt" "$dir/out" || fail "no confirmation line"
grep -q "old sheet" "$dir/sheet.txt" && fail "the old sheet was not replaced whole"
for u in KGL2L R95 F27 KGL5 Ross L13 V13 L54 Cuir6 Btty; do
	grep -q "^$u " "$dir/sheet.txt" || fail "unit $u missing"
done
grep -q "^L54 .* 32/36 .* LD " "$dir/sheet.txt" || fail "L54 should be 32/36 and LD"
grep -q "bound 2, fire phase" "$dir/sheet.txt" || fail "no bound 2 fire phase header"
for t in table06-hand-weapons.csv table07-artillery.csv table12-loss-moral.csv; do
	grep -q "^$t (built in; \* provisional):" "$dir/sheet.txt" || fail "table $t missing"
done
grep -q "zone1 2/1\*" "$dir/sheet.txt" || fail "Table 6 zone1 2/1 (provisional) missing"
lines=$(wc -l < "$dir/sheet.txt")
[ "$lines" -le 66 ] || fail "$lines lines: more than one page"
awk 'length > 100 { exit 1 }' "$dir/sheet.txt" || fail "a line is wider than 100 characters"
grep -q '^print' "$dir/game.umpire" && fail "print was journaled"
echo "print-file: ok ($lines lines)"
