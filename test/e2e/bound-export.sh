#!/bin/sh
# tables export DIR: export, reload with --tables DIR,
# identical rulings. Three round trips:
#  1. the embedded tables: the same script gives the same output;
#  2. a game setting (game rounding=down) travels in settings.csv: the
#     script without the `game` line under --tables DIR rules the same;
#  3. tables read from --tables (test/tables-alt) are written as read.
# Also report FILE writes the Markdown report atomically.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
ALT=$PWD/test/tables-alt/belle-alliance
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-export.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "bound-export: $*"; exit 1; }
cat > "$dir/rulings" <<'SCRIPT'
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
SCRIPT
run() { # out-file extra-args...: the demo, then the rulings
	o=$1
	shift
	"$UMPIRE" --batch --seed 1 --demo "$@" < "$dir/script" > "$o" 2>&1 ||
		{ cat "$o"; fail "umpire failed ($*)"; }
}

# 1. Embedded tables.
{ echo "tables export $dir/t1"; cat "$dir/rulings"; } > "$dir/script"
run "$dir/a1"
[ "$(ls "$dir/t1" | wc -l)" -ge 9 ] || fail "too few files in $dir/t1"
grep -c '^EXPORT ' "$dir/a1" > /dev/null || fail "no EXPORT records"
cp "$dir/rulings" "$dir/script"
run "$dir/b1"
run "$dir/c1" --tables "$dir/t1"
grep -v '^EXPORT \|files written' "$dir/a1" > "$dir/a1.rulings"
cmp -s "$dir/a1.rulings" "$dir/c1" || { diff "$dir/a1.rulings" "$dir/c1"; fail "rulings differ after reloading the embedded tables"; }
cmp -s "$dir/b1" "$dir/c1" || fail "rulings differ between the embedded and the exported tables"
grep -q '^RESULT ' "$dir/c1" || fail "no RESULT to compare"

# 2. A game setting travels in settings.csv.
{ echo "game rounding=down"; echo "tables export $dir/t2"; cat "$dir/rulings"; } > "$dir/script"
run "$dir/a2"
grep -q '^rounding,down$' "$dir/t2/settings.csv" || fail "settings.csv lacks rounding,down"
cp "$dir/rulings" "$dir/script"
run "$dir/c2" --tables "$dir/t2"
grep '^RESULT \|^FIRE \|^MELEE ' "$dir/a2" > "$dir/a2.r"
grep '^RESULT \|^FIRE \|^MELEE ' "$dir/c2" > "$dir/c2.r"
cmp -s "$dir/a2.r" "$dir/c2.r" || { diff "$dir/a2.r" "$dir/c2.r"; fail "the exported setting rules differently"; }
# rounding=down makes a difference here (11.5 -> 11, not 12).
grep '^RESULT kind=fire' "$dir/c2" | grep -q ' loss=11 ' || fail "rounding=down was not in play"

# 3. Tables read from --tables are exported as read.
{ echo "tables export $dir/t3"; cat "$dir/rulings"; } > "$dir/script"
run "$dir/a3" --tables "$ALT"
for f in "$ALT"/*.csv; do
	cmp -s "$f" "$dir/t3/$(basename "$f")" || fail "$(basename "$f") not exported as read"
done
cp "$dir/rulings" "$dir/script"
run "$dir/b3" --tables "$ALT"
run "$dir/c3" --tables "$dir/t3"
cmp -s "$dir/b3" "$dir/c3" || { diff "$dir/b3" "$dir/c3"; fail "rulings differ after reloading the alt tables"; }

# report FILE.
{ cat "$dir/rulings"; echo "report $dir/report.md"; } > "$dir/script"
run "$dir/r"
grep -q "^REPORT file=$dir/report.md rulings=5 provisional=yes" "$dir/r" || { cat "$dir/r"; fail "no REPORT record"; }
grep -q '^- \*\*FIRE\*\* F27 → L54: dice 3,4,5' "$dir/report.md" || fail "report.md lacks the F27 fire"
grep -q '^| French | 116 |' "$dir/report.md" || fail "report.md lacks the French losses"
ls "$dir" | grep -q 'tmp' && fail "a temporary file was left behind"
# report of a game file played with --tables, reopened without them: the
# rulings replay with the tables pinned in the game, as they were made.
cp "$dir/rulings" "$dir/script"
"$UMPIRE" --batch --seed 1 --demo --tables "$ALT" "$dir/alt.umpire" < "$dir/script" > "$dir/p1" 2>&1 || { cat "$dir/p1"; fail "the alt game failed"; }
printf 'report\nunits\n' | "$UMPIRE" --batch "$dir/alt.umpire" > "$dir/p2" 2>&1 || { cat "$dir/p2"; fail "reopening the alt game failed"; }
live=$(sed -n 's/^RESULT kind=fire target=L54 .* figures=\([0-9]*\).*/\1/p' "$dir/p1")
rep=$(sed -n 's/^- \*\*RESULT\*\* L54: .*figures now \([0-9]*\).*/\1/p' "$dir/p2")
now=$(sed -n 's/^UNIT name=L54 .* figures=\([0-9]*\) .*/\1/p' "$dir/p2")
[ -n "$live" ] && [ "$live" = "$rep" ] && [ "$rep" = "$now" ] || fail "report L54 figures $rep, live $live, now $now"
echo "bound-export: ok"
