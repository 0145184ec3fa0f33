#!/bin/sh
# units export opened in a spreadsheet (docs/scenarios.md): a roster with
# the losses of a fight, groups, and text a spreadsheet would run as a
# formula (labels "=HYPERLINK(...)", "+1 bn", "@home", "-the rear", a unit
# named -Bty) is exported, read by Gnumeric (ssconvert, the CSV importer)
# into a workbook and written back as CSV:
# - the CSV comes back byte for byte the same;
# - no cell of the workbook is a formula (every cell has a value type) and
#   no cell of the CSV starts with = + @, nor with - unless a number;
# - the same file with the safety taken out (the one space before = + - @
#   removed) does give formula cells: the check can fail;
# - units import of the file Gnumeric wrote rebuilds the roster: `units`
#   is the same as before the export;
# - print labels writes a page with a QR code (an <svg>) per unit.
# Gnumeric is needed: outside CI the test skips with a message when it is
# missing; in CI (CI=true) it fails.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-oob.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "oob-ssconvert: $*"; exit 1; }
if ! command -v ssconvert > /dev/null; then
	[ "${CI:-}" = true ] && fail "ssconvert missing (required in CI: tools/deps.sh test installs gnumeric)"
	echo "oob-ssconvert: SKIPPED: ssconvert missing (tools/deps.sh test installs gnumeric)"
	exit 0
fi
cd "$dir" || exit 1
cat > game.cmd << 'EOS'
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
group add Ompteda KGL5,KGL2L
unit set F27 label="=HYPERLINK(\"http://x\",\"go\")"
unit set R95 label="+1 bn"
unit set L13 label="@home"
unit set V13 label="-the rear"
unit add -Bty side=French arm=artillery figures=8 guns=2 x=-20.5 y=10 facing=90
units
units export roster.csv
print labels labels.html
EOS
"$UMPIRE" --batch --seed 1 --demo < game.cmd > before.out 2> err || fail "the game did not run: $(cat err)"
grep '^UNIT' before.out > before.units
[ "$(wc -l < before.units)" -eq 11 ] || fail "expected 11 units, got $(wc -l < before.units)"
grep -q '^L54,French,infantry,24,.*,12$' roster.csv || fail "L54's losses (36 -> 24: 12) are not in the file"
ssconvert -I Gnumeric_stf:stf_csvtab roster.csv book.gnumeric > /dev/null 2>&1 || fail "ssconvert could not read the file"
ssconvert book.gnumeric back.csv > /dev/null 2>&1 || fail "ssconvert could not write CSV"
cmp roster.csv back.csv || { diff roster.csv back.csv; fail "the CSV does not come back the same"; }
formulas() { zcat "$1" | grep '<gnm:Cell ' | grep -vc 'ValueType='; }
n=$(formulas book.gnumeric)
[ "$n" -eq 0 ] || fail "$n formula cells in the workbook"
[ "$(zcat book.gnumeric | grep -c '<gnm:Cell ')" -gt 100 ] || fail "the workbook has too few cells"
# No cell starts a formula (cells split as RFC 4180 writes them).
awk '
function check(c) {
	if (c ~ /^[=+@]/ || (c ~ /^-/ && c !~ /^-[0-9.]+$/)) { print "row " NR ": " c; bad = 1 }
}
{
	c = ""; q = 0
	for (i = 1; i <= length($0); i++) {
		ch = substr($0, i, 1)
		if (q && ch == "\"" && substr($0, i + 1, 1) == "\"") { c = c ch; i++ }
		else if (ch == "\"") q = !q
		else if (!q && ch == ",") { check(c); c = "" }
		else c = c ch
	}
	check(c)
} END { exit bad }' back.csv || fail "a cell starts a formula"
# Without the safety: formula cells (the check above can fail).
sed 's/" \([=+@-]\)/"\1/g' roster.csv > unsafe.csv
cmp -s roster.csv unsafe.csv && fail "the file has no guarded cell to test"
ssconvert -I Gnumeric_stf:stf_csvtab unsafe.csv unsafe.gnumeric > /dev/null 2>&1
[ "$(formulas unsafe.gnumeric)" -gt 0 ] || fail "the unguarded file gives no formula: the check proves nothing"
# Read back what Gnumeric wrote: the same roster.
printf 'units import back.csv\nunits\n' | "$UMPIRE" --batch > after.out 2> err || fail "import: $(cat err)"
grep '^UNIT' after.out > after.units
cmp before.units after.units || { diff before.units after.units; fail "units after the round trip differ"; }
grep -q '^GROUP\|brigade=Ompteda' after.units || fail "the group is lost"
# Labels: one QR code per unit.
[ "$(grep -o '<svg' labels.html | wc -l)" -eq 11 ] || fail "labels.html has no QR code per unit"
grep -q '&quot;http://x&quot;' labels.html || fail "a label's text is not escaped in HTML"
echo "oob-ssconvert: ok"
