#!/bin/sh
# The map's ruler to a terrain piece and to a point, by keys
# under tmux on the demo: r starts the ruler at the selected unit, c puts a
# cursor on the map (arrows move it 5 cm; Enter picks the unit or terrain
# under it, . the point itself). What the map shows (three rows: ruler
# A-B distance, bearing/side/arc, line of sight) must be what `measure A B`
# prints in batch for the same game: the same code decides both.
# Hand figures (demo: F27 front centre 86,70 facing 180, 18 x 2, so
# x 77..95, y 70..72; LHSOrchard x 40..58, y 30..45; L54 x 82..90,
# y 49..58):
#  - F27 to LHSOrchard: corner (77,70) to corner (58,45): sqrt(19^2 +
#    25^2) = 31.4; bearing from (86,70) to (58,45) = 228.2;
#  - F27 to the point 86,40: 30 from the front edge, bearing 180, the
#    line passes through L54: blocked by L54;
#  - the point 86,40 to LHSOrchard: to (58,40), 28, bearing 270, clear.
. "$(dirname "$0")/tui-lib.inc"
start

# The batch figures for the same demo.
printf 'measure F27 LHSOrchard\nmeasure F27 86,40\nmeasure 86,40 LHSOrchard\n' |
	"$UMPIRE" -b --seed 7 --demo > "$T/batch.out" 2>&1 ||
	fail "batch measure failed: $(cat "$T/batch.out")"

field() { # record key
	echo "$1" | sed -n "s/.* $2=\([^ ]*\).*/\1/p"
}
# expect_ruler FROM TO: the three rows of the ruler, from the batch record.
expect_ruler() {
	rec=$(grep "^MEASURE from=$1 to=$2 " "$T/batch.out")
	[ -n "$rec" ] || fail "no batch MEASURE for $1 $2"
	d=$(field "$rec" distance)
	b=$(field "$rec" bearing)
	side=$(field "$rec" side)
	arc=$(field "$rec" in_arc)
	los=$(field "$rec" los)
	by=$(field "$rec" blocked_by)
	row2="bearing $b"
	[ -n "$side" ] && row2="$row2, $side"
	[ "$arc" = yes ] && row2="$row2, in arc"
	[ "$arc" = no ] && row2="$row2, outside arc"
	row3="line of sight $los"
	[ -n "$by" ] && row3="$row3 by $by"
	# The three rows of one frame, at the map's left edge.
	wait_for " ruler $1-$2 $d cm "
	block=$(screen | grep -F -A2 -- "│ ruler $1-$2 $d cm ")
	echo "$block" | sed -n 2p | grep -qF -- "│ $row2 " ||
		fail "ruler $1-$2: not \"$row2\" under the distance"
	echo "$block" | sed -n 3p | grep -qF -- "│ $row3 " ||
		fail "ruler $1-$2: not \"$row3\" on the third row"
}
grep -q '^MEASURE from=F27 to=LHSOrchard distance=31.4 units=cm bearing=228.2 side=front' "$T/batch.out" ||
	fail "batch F27 LHSOrchard differs from the hand figures"
grep -q '^MEASURE from=F27 to=86,40 distance=30 units=cm bearing=180 side=front .*los=blocked blocked_by=L54 ' "$T/batch.out" ||
	fail "batch F27 86,40 differs from the hand figures"
grep -q '^MEASURE from=86,40 to=LHSOrchard distance=28 units=cm bearing=270 .*los=clear ' "$T/batch.out" ||
	fail "batch 86,40 LHSOrchard differs from the hand figures"

# A unit and a terrain piece: from F27, the cursor 6 down (south) and 6
# left (west) of F27: 56,40, in the orchard.
select_unit F27
keys r
wait_for "ruler from F27"
keys c
wait_for "ruler to 86,70 unit F27"
keys Down Down Down Down Down Down Left Left Left Left Left Left
wait_for "ruler to 56,40 terrain LHSOrchard"
keys Enter
expect_ruler F27 LHSOrchard

# A unit and a point: r clears, r from F27, c, 6 down: 86,40 (inside no
# unit or terrain), . picks the point.
keys r
wait_for "ruler off"
keys r
wait_for "ruler from F27"
keys c
wait_for "ruler to 86,70"
keys Down Down Down Down Down Down
wait_for "ruler to 86,40 open ground"
keys .
expect_ruler F27 86,40

# A point and a terrain piece: c again starts a new ruler at the cursor.
keys c
wait_for "ruler from 86,70"
keys Down Down Down Down Down Down
wait_for "ruler from 86,40"
keys .
wait_for "ruler to 86,40"
keys Left Left Left Left Left Left
wait_for "ruler to 56,40 terrain LHSOrchard"
keys Enter
expect_ruler 86,40 LHSOrchard

# The ruler only reads: nothing reached the game file.
grep -q '^measure' "$GAME" && fail "measure reached the journal"
quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
echo "PASS: the ruler on a unit and a terrain piece, a unit and a point, a point and a terrain piece, as measure says"
