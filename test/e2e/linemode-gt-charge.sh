#!/bin/sh
# A Grande Tactique charge walked in line mode (`walk melee A`, scripted:
# standard input is no terminal) from each charger of a declared charge.
# Two charges on Inf: Cav first (the principal, whose line carries the
# dice of every charge on Inf: Charging), then Cav2. Walked from Cav2 the
# dice asked are the principal's (none rolled), a die no d6 shows is
# refused in place, back keeps what was typed, and the game file gets the
# same lines as walked from Cav: the dice on Cav's line, then resolve.
# `undo ruling` takes the whole ruling back. Against guns no pursuit die is
# asked (docs/rulings.md, "Pursuit only after a flight").
#
# By hand (Charging; Morale Check: a die + modifiers, 4 or more passes;
# Fleeing): Cav (principal of 2) 5 +1 (help from friends) = 6 passes; Inf
# 2 -1 (charged by more than one unit) = 1 fails: flees 7", routed; Cav,
# cavalry that charged successfully, tests to pursue: 4 +0 = 4 passes,
# pursues infantry 6". Cav and Cav2 stay eager.
# The demo's Kell on RHA: 6 -1 (unshaken guns from the front) = 5 passes;
# RHA 2 +0 = 2 fails: overrun, silenced; no pursuit.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-linegt.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() {
	echo "linemode-gt-charge: FAIL: $*"
	exit 1
}
cd "$dir" || exit 1
export HOME="$dir" XDG_STATE_HOME="$dir/state" EDITRC=/dev/null
echo "leak:libedit.so" > lsan.supp
export LSAN_OPTIONS="suppressions=$dir/lsan.supp:fast_unwind_on_malloc=0"
cat > setup <<'EOF'
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 command=D1
unit add Cav2 side=French arm=cavalry figures=1 command=D1
unit add Inf side=British arm=infantry figures=1 command=B1
pips French dice=4
charge Cav vs Inf
charge Cav2 vs Inf
phase charge
EOF
in_order() {
	awk -v want="$2" 'BEGIN { n = split(want, w, "\n"); i = 1 }
		i <= n && index($0, w[i]) { i++ }
		END { exit i <= n ? 1 : 0 }' "$1"
}

# --- from Cav2, not the principal ------------------------------------------
{
	cat setup
	printf '%s\n' "walk melee Cav2" Inf 5 9 2 back 2 4 y units \
		"undo ruling" units
} | "$UMPIRE" -l -s 7 g2.umpire > out2 2> err2 || fail "exit $?: $(cat err2)"
in_order out2 "check: Cav2 vs Inf
  pass once (Charging): Cav2's charge on Inf is declared
dice: 1d6
  Cav morale, charging: (none yet)
  Inf morale, charged: (none yet)
  Cav pursuit if it wins: (none yet)
? dice for Cav (morale, charging)
? dice for Inf (morale, charged)
9 refused
? dice for Inf (morale, charged)
? dice for Cav (pursuit if it wins)
? dice for Inf (morale, charged), now 2
? dice for Cav (pursuit if it wins)
preview: the game file gets
  melee Cav vs Inf roll=5 droll=2 proll=4
  resolve
MORALE unit=Cav why=\"charging (principal)\" roll=5 mod=1 total=6
MORALE unit=Inf why=charged roll=2 mod=-1 total=1
FLEE unit=Inf
MORALE unit=Cav why=pursuit roll=4 mod=0 total=4
PURSUE unit=Cav pursued=Inf key=pursue_infantry distance=6
MELEE attacker=Cav defender=Inf chargers=2 a_roll=5 a_mod=1 a_total=6
RESULT kind=melee defender=Inf unit=Inf role=defender
RESULT kind=melee defender=Inf unit=Cav2 role=charger
written to the game file before it was shown (2 lines)
UNIT name=Inf
  undone: melee Cav vs Inf roll=5 droll=2 proll=4
  undone: resolve
UNIT name=Inf " || fail "the walk from Cav2 went otherwise: $(cat out2)"
grep -q '^MELEE .*d_roll=2 d_mod=-1 d_total=1 .*outcome=defender-flees' out2 ||
	fail "Inf is not 2 -1 = 1, fleeing: $(grep '^MELEE' out2)"
grep -q '^RESULT .*unit=Cav2 .*state=eager' out2 || fail "Cav2 is not eager"
[ "$(grep -c '^UNIT name=Inf .*state=routed' out2)" = 1 ] &&
	[ "$(grep -c '^UNIT name=Inf .*state=eager' out2)" = 1 ] ||
	fail "Inf is not routed, then eager after undo: $(grep '^UNIT name=Inf' out2)"
grep -q 'dice rolled' g2.umpire && fail "a die was rolled: $(cat g2.umpire)"
grep -q 'Cav2 .*roll=' g2.umpire && fail "dice on Cav2's line: $(cat g2.umpire)"

# --- from Cav, the principal: the same lines and result --------------------
{
	cat setup
	printf '%s\n' "walk melee Cav" Inf 5 2 4 y
} | "$UMPIRE" -l -s 7 g1.umpire > out1 2> err1 || fail "exit $?: $(cat err1)"
tail -n 2 g1.umpire > tail1
sed -n '/^melee /,/^resolve$/p' g2.umpire > tail2
cmp -s tail1 tail2 || fail "the game files differ: $(cat tail1) / $(cat tail2)"
grep '^MELEE' out1 > m1
grep '^MELEE' out2 > m2
cmp -s m1 m2 || fail "the rulings differ: $(cat m1) / $(cat m2)"

# --- guns: no pursuit die -------------------------------------------------
printf '%s\n' "walk melee Kell" RHA 6 2 y |
	"$UMPIRE" -l -s 7 --demo -r grande-tactique g3.umpire > out3 2> err3 ||
	fail "exit $?: $(cat err3)"
grep -q 'pursuit' out3 && fail "a pursuit die asked against guns: $(cat out3)"
grep -q '^melee Kell vs RHA roll=6 droll=2$' g3.umpire ||
	fail "no charge line: $(grep '^melee' g3.umpire)"
grep -q '^MELEE attacker=Kell defender=RHA .*a_mod=-1 a_total=5 .*d_total=2 .*outcome=guns-overrun' out3 ||
	fail "Kell is not 6 -1 = 5 over RHA's 2: $(grep '^MELEE' out3)"
echo "PASS: GT charge walked from a non-principal charger and from the principal: the same dice, lines and ruling; no pursuit die against guns"
