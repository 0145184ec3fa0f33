#!/bin/sh
# Tables pinned in the game. A game made with a --tables set
# keeps it: reopened without --tables it explains and plays on with the
# pinned tables; with other --tables it is refused (exit 2, one line naming
# the first table that differs) unless --change-tables, and then only later
# rulings use the new tables. A v1 file opens with the embedded tables.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
ALT=$PWD/test/tables-alt/belle-alliance
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-tables.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-tables: FAIL: $*"; exit 1; }
g=$dir/game.umpire
pair() { # n: a pair of units far from the others
	echo "unit add A$1 side=x arm=infantry figures=40 x=$(($1 * 200)) y=0"
	echo "unit add B$1 side=y arm=infantry figures=40 x=$(($1 * 200)) y=20 facing=180"
}
fire() { # n dice
	echo "fire A$1 at B$1 dice=$2"
	echo resolve
}
result() { sed -n 's/^RESULT .* loss=\([0-9]*\) .*/\1/p'; }
# The same fire under the alternative and the embedded tables.
want_alt=$({ pair 1; fire 1 5,5,5; } | "$UMPIRE" -b --tables "$ALT" | result)
want_emb=$({ pair 1; fire 1 5,5,5; } | "$UMPIRE" -b | result)
[ "$want_alt" != "$want_emb" ] || fail "the test needs tables that differ ($want_alt)"
# 1. Made with the hidden --tables set.
{ pair 1; fire 1 5,5,5; echo status; } | "$UMPIRE" -b --tables "$ALT" "$g" > "$dir/made" 2>&1 || fail "make: $(cat "$dir/made")"
digest=$(sed -n 's/^STATUS .* tables=\([0-9a-f]*\) .*/\1/p' "$dir/made")
[ -n "$digest" ] || fail "status shows no tables digest"
grep -q "tables_from=\"$ALT: settings.csv" "$dir/made" || fail "status does not say where the tables come from: $(grep STATUS "$dir/made")"
# 2. Reopened without --tables: explained, and the pinned tables rule.
{ pair 2; fire 2 5,5,5; echo status; } | "$UMPIRE" -b "$g" > "$dir/re" 2> "$dir/re.err" || fail "reopen: $(cat "$dir/re.err")"
grep -q "playing with the tables pinned in the game" "$dir/re.err" || fail "no explanation: $(cat "$dir/re.err")"
[ "$(result < "$dir/re")" = "$want_alt" ] || fail "reopened without --tables, a ruling used other tables"
grep -q "tables=$digest " "$dir/re" || fail "the digest changed on reopening"
# 3. Other --tables: refused, one line naming the first table, nothing changes.
cp "$g" "$dir/before"
echo "units" | "$UMPIRE" -b --tables "$PWD/test/tables-settings-only/belle-alliance" "$g" > "$dir/x" 2> "$dir/x.err"
[ $? = 2 ] || fail "other --tables: exit 2 expected"
[ "$(wc -l < "$dir/x.err")" = 1 ] && grep -q "differs from the tables pinned in the game (first: settings.csv)" "$dir/x.err" || fail "other --tables: $(cat "$dir/x.err")"
cmp -s "$g" "$dir/before" || fail "a refused open changed the file"
# 4. --change-tables: later rulings only.
{ pair 3; fire 3 5,5,5; } | "$UMPIRE" -b --change-tables "$g" > "$dir/ch" 2>&1 || fail "change: $(cat "$dir/ch")"
[ "$(result < "$dir/ch")" = "$want_emb" ] || fail "after the change a ruling did not use the new (embedded) tables"
grep -q "tables changed from the next ruling on" "$dir/ch" || fail "the change is not said"
echo units | "$UMPIRE" -b "$g" > "$dir/units" 2>&1 || fail "reopen after change"
# Earlier results stand: B1 and B2 lost under the pinned tables, B3 under the new.
for n in 1 2; do
	grep -q "^UNIT name=B$n .* figures=$((40 - want_alt)) " "$dir/units" || fail "B$n changed after the table change"
done
grep -q "^UNIT name=B3 .* figures=$((40 - want_emb)) " "$dir/units" || fail "B3 is not the new tables' result"
# 5. A v1 file opens with the embedded tables and says so.
printf '# umpire game v1\n' > "$dir/v1.umpire"
{ pair 1; fire 1 5,5,5; } >> "$dir/v1.umpire"
echo units | "$UMPIRE" -b "$dir/v1.umpire" > "$dir/v1" 2> "$dir/v1.err" || fail "v1: $(cat "$dir/v1.err")"
grep -q "v1 game file" "$dir/v1.err" || fail "v1: not said"
grep -q "^UNIT name=B1 .* figures=$((40 - want_emb)) " "$dir/v1" || fail "v1: not the embedded tables"
# 6. A game file saved with CRLF line ends and a BOM reads the same.
{ printf '\357\273\277'; sed 's/$/\r/' "$g"; } > "$dir/crlf.umpire"
echo units | "$UMPIRE" -b "$dir/crlf.umpire" > "$dir/crlf" 2>&1 || fail "CRLF/BOM: $(cat "$dir/crlf")"
grep '^UNIT' "$dir/units" > "$dir/u1"
grep '^UNIT' "$dir/crlf" > "$dir/u2"
cmp -s "$dir/u1" "$dir/u2" || fail "CRLF/BOM file reads differently"
# 7. Records are written whole: a creation cut short inside the first
# tables block starts the game afresh; a later block cut short is dropped.
head -c 3000 "$g" > "$dir/cut.umpire"
echo units | "$UMPIRE" -b "$dir/cut.umpire" > "$dir/cut" 2>&1 || fail "creation cut short: $(cat "$dir/cut")"
grep -q '^UNIT' "$dir/cut" && fail "creation cut short: units appeared"
grep -q '^@end$' "$dir/cut.umpire" || fail "creation cut short: not started afresh"
# Afresh from the start of the file (the old text was read to its end):
# no hole of zero bytes before the header, and the file opens again.
head -n 1 "$dir/cut.umpire" | grep -qx '# umpire game v2' || fail "creation cut short: the new header is not at the start of the file"
[ "$(tr -d '\000' < "$dir/cut.umpire" | wc -c)" -eq "$(wc -c < "$dir/cut.umpire")" ] || fail "creation cut short: the file holds zero bytes"
echo units | "$UMPIRE" -b "$dir/cut.umpire" > "$dir/cut.again" 2>&1 || fail "creation cut short, started afresh, does not open again: $(cat "$dir/cut.again")"
start=$(grep -n '^@tables' "$g" | sed -n '2p' | cut -d: -f1)
[ -n "$start" ] || fail "no second tables block in the changed game"
{ head -n $((start + 5)) "$g"; } > "$dir/cut2.umpire"
echo units | "$UMPIRE" -b "$dir/cut2.umpire" > "$dir/cut2" 2>&1 || fail "block cut short: $(cat "$dir/cut2")"
grep -q "the last record (a tables block) was cut short" "$dir/cut2" || fail "block cut short: not said"
[ "$(grep -c '^@tables' "$dir/cut2.umpire")" = 1 ] || fail "block cut short: not dropped from the file"
echo "PASS: pinned tables rule after reopening; other --tables refused; --change-tables only later; v1 and CRLF/BOM files open"
