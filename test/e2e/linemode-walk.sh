#!/bin/sh
# The walkthrough in line mode (`walk fire A`, src/cli/linewalk.c over the
# core's model), scripted: standard input is not a terminal, so libedit
# reads plain lines. One walk from picking to the result with a typo
# (did you mean), an ambiguous name, a question, back keeping the answer,
# a factor's question and the defaults kept, dice refused, rolled on
# request and typed again, a preview, then the ruling in the game file
# and shown; a walk abandoned with q and one cut off by the end of input
# write nothing; bad walk lines change nothing. A brigade fire and a
# split fire walked likewise.
#
# Belle Alliance, test_walk.c's duel (golden split-two-targets.cmd, its
# first part alone): A 30 figures = 3 units of fire (3.1.1); range 16 is
# zone 2 of musket (+0, Table 13); dice 5,4,3 = 12; Table 12 row 12: 1 a
# unit of fire, x 3 = 3 figures; T1 18 - 3 = 15. Morale: 30 firing at 18
# is over 50% more (+1, 3.4.3), row 13: LD.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-linewalk.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() {
	echo "linemode-walk: FAIL: $*"
	exit 1
}
cd "$dir" || exit 1
export HOME="$dir" XDG_STATE_HOME="$dir/state" EDITRC=/dev/null
# Under LeakSanitizer (make asan): libedit keeps what its el_set copies
# past el_end (see tui-linemode-words.sh).
echo "leak:libedit.so" > lsan.supp
export LSAN_OPTIONS="suppressions=$dir/lsan.supp:fast_unwind_on_malloc=0"
cat > setup <<'EOF'
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T1 side=French arm=infantry figures=18 formation=line
unit add T2 side=French arm=infantry figures=18 formation=line
EOF
# in FILE: the lines of FILE in order (each after the one before).
in_order() {
	awk -v want="$2" 'BEGIN { n = split(want, w, "\n"); i = 1 }
		i <= n && index($0, w[i]) { i++ }
		END { exit i <= n ? 1 : 0 }' "$1"
}

# --- one whole walk -------------------------------------------------------
{
	cat setup
	printf '%s\n' "walk fire A" T3 T T1 15 back 16 no D 9,9,9 r back \
		5,4,3 y units
} | "$UMPIRE" -l -s 7 g.umpire > out 2> err || fail "exit $?: $(cat err)"
in_order out "pick: the target of A
no unit T3 (did you mean T1?)
T: T1, T2: type more of the name
check: A at T1
  ask  range (3.1.3)
? range 3.1.3:
  pass range (3.1.3): range 15 is zone 2 of musket
factors: A at T1
? flank 3.1.8:
? range 3.1.3:
  your answer now: 15
  pass range (3.1.3): range 16 is zone 2 of musket
? flank 3.1.8:
  +    flank not counted [you]
dice: 3d6 a roll
? dice for A (fires)
9,9,9 refused
? dice for A (fires)
  A rolled
preview: the game file gets
? dice for A (fires), now
preview: the game file gets
  fire A at T1 range=16 flank=no dice=5,4,3
  resolve
FIRE firer=A target=T1 figures=30 uof=3 roll=12 dice=5,4,3
RESULT kind=fire target=T1 loss=3 moral=LD state=LD figures=15
  = T1 loses 3 figures (18 → 15) and falls into Light Disorder
written to the game file before it was shown (2 lines)
UNIT name=T1 " || fail "the walk went otherwise: $(cat out)"
grep -q '^UNIT name=T1 .*figures=15 ' out || fail "T1 has not 15 figures: $(grep T1 out)"
# The game file: the roll asked for is noted, then the ruling as walked
# (the defaults kept for rear and column are not on the line).
tail -n 3 g.umpire > last
[ "$(sed -n 1p last)" = "# dice rolled with r for A: $(sed -n 's/^  A rolled \([0-9,]*\) .*/\1/p' out) (shown, not yet applied)" ] ||
	fail "the roll with r is not noted: $(cat last)"
[ "$(sed -n 2p last)" = "fire A at T1 range=16 flank=no dice=5,4,3" ] ||
	fail "journal line: $(sed -n 2p last)"
[ "$(sed -n 3p last)" = "resolve" ] || fail "no resolve: $(cat last)"
# The game replays to the same state.
echo "unit show T1" | "$UMPIRE" -b g.umpire 2> /dev/null | grep -q 'figures=15 ' ||
	fail "the game file does not replay to T1 with 15 figures"

# --- a brigade fire: one walk, a part per battalion -----------------------
# test_walk.c's brigade (golden brigade/fire.cmd): A1 3,4,5 -> 3; A2 2,2,6
# -> 2.25; A3 faces away (3.1.3: no dice row); A4 6,5,1 -> 3; T 36 - 8.25
# -> 28 (3.1.5).
cat > brigade <<'EOF2'
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=B1
unit add A4 side=French arm=infantry figures=24 formation=line x=60 y=0 facing=0 width=12 depth=2 brigade=B1
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
walk fire B1 at T
3,4,5
2,2,6
6,5,1
y
EOF2
"$UMPIRE" -l b.umpire < brigade > out 2> err || fail "brigade: exit $?: $(cat err)"
in_order out "check: B1 at T
 A3:
  fail arc (3.1.3)
  A3 at T: may not
dice: 3d6
  A1 fires: (none yet)
  A2 fires: (none yet)
  A4 fires: (none yet)
RESULT kind=fire target=T loss=8 moral=- state=ok figures=28" ||
	fail "the brigade walk went otherwise: $(cat out)"
[ "$(tail -n 2 b.umpire | head -n 1)" = "fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1 battalions=A1,A2,A4" ] ||
	fail "brigade journal: $(tail -n 2 b.umpire)"

# --- a split fire: A at T1,T2, its parts share its figures (3.1.2) -------
# test_walk.c's split fire (golden split-two-targets.cmd): 20 figures at
# T1, then 15 at T2 is more than the 10 left (refused, asked again), 10;
# split -2: loss index 10: 0.75 a unit of fire; T1 1.5 -> 2 (16), T2
# 0.75 -> 1 (17).
{
	cat setup
	printf '%s\n' "walk fire A at T1,T2" 20 15 D 15 15 10 D 5,4,3 y
} | "$UMPIRE" -l s.umpire > out 2> err || fail "split: exit $?: $(cat err)"
in_order out "? figures 3.1.2: How many of A's 30 figures fire at T1?
? figures 3.1.2: How many of A's 30 figures fire at T2? (split fire: its parts share them; 10 left) (1..10)
A has 30 figures; its parts take 35: give this part at most 10
? figures 3.1.2: How many of A's 30 figures fire at T2?
  fire A at T1 figures=20 range=15 dice=5,4,3
  fire A at T2 figures=10 range=15
RESULT kind=fire target=T1 loss=2 moral=- state=ok figures=16
RESULT kind=fire target=T2 loss=1 moral=- state=ok figures=17" ||
	fail "the split fire went otherwise: $(cat out)"
[ "$(tail -n 3 s.umpire | tr '\n' '|')" = "fire A at T1 figures=20 range=15 dice=5,4,3|fire A at T2 figures=10 range=15|resolve|" ] ||
	fail "split journal: $(tail -n 3 s.umpire)"

# --- abandoned: q, and the end of the input; nothing written --------------
cp g.umpire before
printf '%s\n' "walk fire A at T2" 15 no q "walk melee A vs T2" |
	"$UMPIRE" -l g.umpire > out 2> err || fail "exit $?: $(cat err)"
cmp -s before g.umpire || fail "an abandoned walk wrote: $(diff before g.umpire)"
[ "$(grep -c '^walk abandoned: nothing of the ruling was written$' out)" = 2 ] ||
	fail "not abandoned twice: $(cat out)"

# --- bad walk lines: one line each, nothing changes ------------------------
printf '%s\n' "walk shoot A" "walk fire A vs T2" "walk fire A at T2 dice=4,4,4" \
	"walk fire A,T1 at T1,T2" "walk fire A at T1,T9" |
	"$UMPIRE" -l g.umpire > out 2> err || fail "exit $?: $(cat err)"
cmp -s before g.umpire || fail "a bad walk line wrote"
[ "$(grep -c '^error: walk' out)" = 5 ] || fail "bad walk lines: $(cat out)"
grep -q '^error: walk: no unit T9 (did you mean T1?) in T1,T9$' out || fail "no did you mean in a list: $(cat out)"
echo "PASS: line mode walks a fire with prompts, back, dice on request, journal then show; q writes nothing"
