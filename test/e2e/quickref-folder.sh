#!/bin/sh
# A ruleset's quick reference lives in its own data folder
# (data/RULESET/quickref/quickref.csv, named by its descriptor's quickref)
# and is no table: `print` shows it, the tables neither load nor export it,
# and a copy of the data folder, its quickref/ folder with it, is a tables
# folder as it is (docs/tables.md). Any other folder in a tables folder is
# refused as before.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
SRC=${SRC:-$(dirname "$UMPIRE")/..}
[ -d "$SRC/data/grande-tactique/quickref" ] || SRC=$PWD
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-quickref.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() {
	echo "quickref-folder: FAIL: $*"
	exit 1
}
cd "$dir" || exit 1
for r in belle-alliance grande-tactique activation; do
	[ -f "$SRC/data/$r/quickref/quickref.csv" ] ||
		fail "no data/$r/quickref/quickref.csv"
done
[ -e "$SRC/data/quickref" ] && fail "data/quickref/ is back: each ruleset's goes in its own folder"

# The data folder copied whole: loaded as tables, print shows the quick
# reference (a line of data/grande-tactique/quickref/quickref.csv).
cp -r "$SRC/data/grande-tactique" gt
printf 'print\ntables\n' | "$UMPIRE" -b -r grande-tactique --tables gt > out 2> err ||
	fail "--tables of a copy of the data folder: $(cat err)"
grep -q 'QUICK REFERENCE: de-shaking phase' out || fail "no quick reference: $(cat out)"
grep -q 'Every shaken unit of the moving player takes a Morale Check' out ||
	fail "not the ruleset's quick reference: $(cat out)"
grep -q 'quickref' out && fail "the quick reference is listed as a table: $(grep quickref out)"

# tables export writes the tables only.
echo "tables export ex" | "$UMPIRE" -b -r grande-tactique > out 2> err ||
	fail "tables export: $(cat err)"
[ -f ex/flee.csv ] || fail "tables export wrote no flee.csv: $(ls ex)"
[ -e ex/quickref ] || [ -e ex/quickref.csv ] && fail "tables export wrote the quick reference"
echo "tables" | "$UMPIRE" -b -r grande-tactique --tables ex > /dev/null 2> err ||
	fail "the export is no tables folder: $(cat err)"

# A folder that is no data folder's: refused, one line, exit 2.
mkdir gt/extra
echo "tables" | "$UMPIRE" -b -r grande-tactique --tables gt > out 2> err
rc=$?
[ "$rc" = 2 ] || fail "a stray folder: exit $rc"
grep -q 'extra is not a table or settings file umpire knows' err ||
	fail "a stray folder: $(cat err)"
echo "PASS: quick references in each ruleset's data folder; --tables, tables export unchanged"
