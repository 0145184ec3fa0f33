#!/bin/sh
# Strict tables and settings. Each broken copy of an embedded
# table in a --tables folder is refused at load: exit 2, one line with
# file:line, what is allowed and a "did you mean" where one is close.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
DATA=$PWD/data
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-strict.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-strict: FAIL: $*"; exit 1; }
n=0
# case RULESET FILE SED-EXPR EXPECTED-TEXT...: the file edited by SED-EXPR.
case_() {
	rs=$1 f=$2 ed=$3
	shift 3
	n=$((n + 1))
	t=$dir/t$n
	mkdir "$t"
	sed "$ed" "$DATA/$rs/$f" > "$t/$f"
	cmp -s "$DATA/$rs/$f" "$t/$f" && fail "case $n: the edit changed nothing"
	echo status | "$UMPIRE" -b -r "$rs" --tables "$t" > "$t.out" 2>&1
	rc=$?
	[ $rc = 2 ] || fail "case $n ($f $ed): exit $rc, expected 2: $(cat "$t.out")"
	[ "$(wc -l < "$t.out")" = 1 ] || fail "case $n: one line expected: $(cat "$t.out")"
	for want in "$@"; do
		grep -qF -- "$want" "$t.out" || fail "case $n ($f $ed): \"$want\" not in: $(cat "$t.out")"
	done
}
ba=belle-alliance
case_ $ba table06-hand-weapons.csv 's/^zone1,/zonee1,/' "$dir/t1/table06-hand-weapons.csv:" 'unknown key "zonee1"' "did you mean zone1?" "the keys are zone1 zone2"
case_ $ba settings.csv 's/^dice,/dcie,/' 'unknown setting "dcie"' "did you mean dice?" "the settings are dice rounding"
case_ $ba table13-range-hand.csv 's/^musket,2,10,/musket,2,12,/' "table13-range-hand.csv:" "gap: min is 12" "min must be 10"
case_ $ba table13-range-hand.csv 's/^musket,2,10,/musket,2,8,/' "overlap: min is 8" "min must be 10"
case_ $ba table13-range-hand.csv '/^musket,1,/p' "duplicate row: the same weapon,zone as line"
case_ $ba table12-loss-moral.csv '/^8,/p' "table12-loss-moral.csv:" "duplicate row"
case_ $ba table11-melee-result.csv 's/^3,5,/4,5,/' "table11-melee-result.csv:" "gap: min is 4"
case_ $ba table06-hand-weapons.csv 's/^key,label,loss,moral/key,label,loss,moarl/' 'unknown column "moarl"' "did you mean moral?" "the columns are key,label,loss,moral,group,rule"
case_ $ba table12-loss-moral.csv 's/^10,11,/10,x,/' "column max is \"x\"; it needs a whole number"
case_ $ba settings.csv '/^rounding,/d' 'missing setting "rounding" (embedded value half-up)'
case_ grande-tactique settings.csv 's/^m3_unable_target,/m3_unable_targt,/' 'unknown setting "m3_unable_targt"' "did you mean m3_unable_target?"
case_ activation fire-range.csv 's/^infantry,effective,10,/infantry,effective,11,/' "fire-range.csv:" "gap: min is 11"
# The folder itself: missing, a plain file, a misspelt file name.
echo status | "$UMPIRE" -b --tables "$dir/none" > "$dir/o1" 2>&1
[ $? = 2 ] && grep -q "tables folder .*none: No such file or directory" "$dir/o1" || fail "missing folder: $(cat "$dir/o1")"
echo status | "$UMPIRE" -b --tables "$DATA/$ba/settings.csv" > "$dir/o2" 2>&1
[ $? = 2 ] && grep -q "not a folder" "$dir/o2" || fail "plain file: $(cat "$dir/o2")"
mkdir "$dir/misspelt"
cp "$DATA/$ba/table12-loss-moral.csv" "$dir/misspelt/table12-loss-morale.csv"
echo status | "$UMPIRE" -b --tables "$dir/misspelt" > "$dir/o3" 2>&1
[ $? = 2 ] && grep -q "table12-loss-morale.csv is not a table or settings file umpire knows; did you mean table12-loss-moral.csv?" "$dir/o3" || fail "misspelt file: $(cat "$dir/o3")"
# `game SETTING=...` alike: refused with the allowed values, nothing changes.
printf 'game rounding=sideways\ngame dcie=3d6\ngame\n' | "$UMPIRE" -b > "$dir/g.out" 2> "$dir/g.err"
grep -q "rounding=sideways is not allowed; rounding is one of half-up|down|up" "$dir/g.err" || fail "game rounding: $(cat "$dir/g.err")"
grep -q "did you mean dice?" "$dir/g.err" || fail "game dcie: $(cat "$dir/g.err")"
grep -q "rounding" "$dir/g.out" && fail "a refused setting was kept"
echo "PASS: $n broken tables, the folder checks and game settings refused with file:line and the allowed names"
