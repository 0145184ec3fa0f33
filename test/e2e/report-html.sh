#!/bin/sh
# report FILE.html (the battle in pictures): the demo game after
# two bounds (a fire and a melee in bound 1, a fire and a move in bound 2)
# written as one HTML page (a short game's: every map drawn at once); the
# page's script run by a real browser
# (headless chromium, --dump-dom: the page as drawn), then each bound's
# SVG map rendered by a real renderer (rsvg-convert) and the picture
# checked, not only the markup:
# - the page is self-contained (no src=, href=, <link>, @import, url()
#   other than its own #markers; its one script inline) and, drawn, has
#   one <svg> per bound (1, 2, and 3 in progress) and every ruling listed;
# - each map holds every unit of the roster (drawn whole, nothing used
#   from another map), and one line element per
#   FIRE and MELEE record of its bound (counted from the game's output);
# - in each rendered PNG the pixel at each unit's centre (computed here by
#   hand from the scenario: the centre of the front edge x, y, minus half
#   the depth along the facing) has its side's colour (Allied #b22222,
#   French #1f4e9e, the sides in roster order), Btty is at its new place in
#   bound 2 and no longer at its old one, and an empty spot of the table
#   has neither colour; a point on each line of fire is black (the
#   line's stroke and head come from its group).
# chromium, the renderer and the pixel reader (test/e2e/pngpixel.c, zlib)
# are needed:
# outside CI the test skips with a message when they are missing; in CI
# (CI=true) it fails. The PNGs stay in test/out for a look by eye.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
OUTDIR=${TEST_OUT:-$PWD/test/out/build}/report-html
rm -rf "$OUTDIR"
mkdir -p "$OUTDIR"
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-report-html.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "report-html: $*"; exit 1; }
missing() {
	if [ "${CI:-}" = true ]; then fail "$* (required in CI: tools/deps.sh test)"; fi
	echo "report-html: SKIPPED: $* (tools/deps.sh test installs it)"
	exit 0
}
command -v chromium > /dev/null 2>&1 || missing "chromium is not installed"
command -v rsvg-convert > /dev/null 2>&1 || missing "rsvg-convert (Debian package librsvg2-bin) is not installed"
${CC:-cc} -O1 -o "$dir/pngpixel" test/e2e/pngpixel.c -lz 2> "$dir/cc.log" ||
	{ cat "$dir/cc.log"; missing "cannot build test/e2e/pngpixel.c (a C compiler and zlib1g-dev)"; }

cat > "$dir/script" << SCRIPT
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
advance Cuir6 no
bound next
fire KGL2L at V13 dice=6,6,5
resolve
phase movement
unit move Btty forward=10
bound next
report $dir/battle.html
SCRIPT
"$UMPIRE" --batch --demo --seed 1 --script "$dir/script" "$dir/game.umpire" > "$dir/out" 2>&1 ||
	{ cat "$dir/out"; fail "umpire failed"; }
file=$dir/battle.html
cp "$file" "$OUTDIR/battle.html"
grep -q "^REPORT file=$file rulings=7 provisional=yes format=html$" "$dir/out" ||
	{ tail -3 "$dir/out"; fail "no REPORT record for the html page"; }
grep -q '^report' "$dir/game.umpire" && fail "report was journaled"

# Self-contained: nothing fetched from elsewhere; scripts: the data (JSON)
# and the one that draws.
sed '/^<script>$/,/^<\/script>$/d' "$file" > "$dir/markup"
sed -n '/^<script>$/,/^<\/script>$/p' "$file" > "$dir/script"
if grep -nE 'src=|href=|<link|@import|url\(' "$dir/markup" ||
	grep -nE 'src|<link|@import|import\(|fetch|XMLHttpRequest|url\([^#"]|href: "[^#]' "$dir/script" ||
	grep -o 'http[^"]*' "$dir/script" | grep -v '^http://www\.w3\.org/2000/\(svg\|xmlns/\)$'; then
	fail "the page refers to an external resource"
fi
[ "$(grep -c '<script' "$file")" = 5 ] || fail "scripts: $(grep -o '<script[^>]*>' "$file")"
[ "$(grep -c '^<script type="application/json" class="bound-data">' "$file")" = 3 ] ||
	fail "not one bound's data per bound"

# The page as the browser draws it, one element a line (the tests below
# read lines).
drawn() { # FILE.html OUT: the DOM after the page's script ran
	chromium --headless --no-sandbox --disable-gpu --user-data-dir="$dir/chrome" \
		--dump-dom "file://$1" 2> "$dir/chrome.log" | sed 's/></>\
</g' > "$2"
	grep -q '</html>' "$2" || { tail -5 "$dir/chrome.log"; fail "chromium did not draw $1"; }
}
page=$dir/drawn.html
drawn "$file" "$page"
cp "$page" "$OUTDIR/drawn.html"
nsvg=$(grep -c '<svg ' "$page")
[ "$nsvg" = 3 ] || fail "$nsvg maps, expected 3 (bounds 1, 2 and 3 in progress)"

# Lines of fire and melees per bound, from the game's own records.
awk '/ bound [0-9]+ begins$/ { b++ } /^(FIRE|SHOT|MELEE) / { n[b + 1]++ }
	END { for (i = 1; i <= 3; i++) print n[i] + 0 }' "$dir/out" > "$dir/want-lines"
for b in 1 2 3; do
	# Each map on its own: the page's script draws it whole.
	awk -v b="$b" '/<svg /{k++} k == b' "$page" | sed '/<\/svg>/q' > "$dir/own$b.svg"
	cp "$dir/own$b.svg" "$dir/b$b.svg"
	cp "$dir/b$b.svg" "$OUTDIR/b$b.svg"
	grep -q '<use' "$dir/b$b.svg" && fail "bound $b: the map uses another's drawing"
	for u in KGL2L R95 F27 KGL5 Ross L13 V13 L54 Cuir6 Btty; do
		grep -q "<g class=\"unit\" data-unit=\"$u\" data-side=" "$dir/b$b.svg" ||
			fail "bound $b: unit $u missing from the map"
	done
	want=$(sed -n "${b}p" "$dir/want-lines")
	got=$(grep -cE '^<line class="(fire|melee)" ' "$dir/own$b.svg")
	[ "$got" = "$want" ] || fail "bound $b: $got lines of fire or melee, the game made $want FIRE/MELEE records"
done
# Bound 1: F27 and Ross at L54, Cuir6 attacks KGL5; bound 2: KGL2L at V13.
[ "$(tr '\n' ' ' < "$dir/want-lines")" = "3 1 0 " ] || fail "records per bound: $(tr '\n' ' ' < "$dir/want-lines")"
# Every ruling listed under its map as the Markdown report words it.
[ "$(grep -c '^<li>' "$page")" = 7 ] || fail "$(grep -c '^<li>' "$page") rulings listed, the game made 7"
tr -d '\n' < "$page" | grep -q '<li><b>FIRE</b> F27 → L54: dice 3,4,5; roll 12; loss factors 2; morale factors 1; loss 4; morale LD <em>(provisional)</em></li>' ||
	fail "the first ruling is not listed as the report words it"
tr -d '\n' < "$page" | grep -q '<li><b>RESULT</b> V13: loss 3; morale MD; state now MD; figures now 5 <em>(provisional)</em></li>' ||
	fail "bound 2's RESULT is not listed"

# Render and look at the pictures.
for b in 1 2 3; do
	rsvg-convert -f png -o "$OUTDIR/b$b.png" "$dir/b$b.svg" 2> "$dir/rsvg.log" ||
		{ cat "$dir/rsvg.log"; fail "bound $b: rsvg-convert failed"; }
	size=$("$dir/pngpixel" "$OUTDIR/b$b.png") || fail "bound $b: cannot read the PNG"
	# viewBox (table x, -y) and the size in pixels, from the map itself.
	frame=$(sed -n '1s/.* width="\([0-9]*\)" height="\([0-9]*\)" viewBox="\([^"]*\)".*/\1 \2 \3/p' "$dir/b$b.svg")
	[ -n "$frame" ] || fail "bound $b: no width, height and viewBox"
	[ "$size" = "$(echo "$frame" | cut -d' ' -f1-2)" ] || fail "bound $b: PNG $size, map says $frame"
	# name side x y facing depth: the scenario, and Btty moved 10 cm
	# ahead (facing 20) in bound 2: (30 + 10 sin 20, 20 + 10 cos 20).
	btty="30 20"
	[ "$b" -ge 2 ] && btty="33.4202 29.3969"
	cat > "$dir/units" << UNITS
KGL2L Allied 54 46 180 6
R95 Allied 66 60 180 1
F27 Allied 86 70 180 2
KGL5 Allied 40 62 180 2
Ross Allied 110 71 235 6
L13 French 48 28 0 10
V13 French 49 34 0 1
L54 French 86 58 0 9
Cuir6 French 40 58 0 4
Btty French $btty 20 6
UNITS
	[ "$b" -ge 2 ] && echo "Btty-was empty 30 20 20 6" >> "$dir/units"
	echo "table empty 15 65 0 0" >> "$dir/units"
	# Pixel of each centre: ((x - vx) * W / vw, (-y - vy) * H / vh).
	echo "$frame" | awk 'NR == FNR { W = $1; H = $2; vx = $3; vy = $4; vw = $5; vh = $6; next }
		{ r = $5 * 3.14159265358979 / 180
		  cx = $3 - sin(r) * $6 / 2; cy = $4 - cos(r) * $6 / 2
		  printf "%s %s %d %d\n", $1, $2, int((cx - vx) * W / vw), int((-cy - vy) * H / vh) }' \
		- "$dir/units" > "$dir/pixels"
	# shellcheck disable=SC2046
	"$dir/pngpixel" "$OUTDIR/b$b.png" $(awk '{ print $3, $4 }' "$dir/pixels") > "$dir/colours" ||
		fail "bound $b: cannot read pixels"
	paste -d' ' "$dir/pixels" "$dir/colours" > "$dir/seen"
	while read -r name side px py r g bl; do
		case "$side" in
		Allied) want="178 34 34" ;;
		French) want="31 78 158" ;;
		*) want="" ;;
		esac
		if [ -n "$want" ]; then
			[ "$r $g $bl" = "$want" ] ||
				fail "bound $b: $name at pixel $px,$py is $r $g $bl, not $side's $want (see $OUTDIR/b$b.png)"
		else
			case "$r $g $bl" in
			"178 34 34" | "31 78 158") fail "bound $b: $name at pixel $px,$py has a side's colour" ;;
			esac
		fi
	done < "$dir/seen"
	# Each line of fire is drawn (its stroke and head come from its
	# group): a point on it between the firer's front and the target's,
	# clear of its head and its number, is black. Bound 1: F27 (86,70)
	# at L54 (86,58); bound 2: KGL2L (54,46) at V13 (54,34).
	case $b in
	1) on="86 62.5" ;;
	2) on="54 38.5" ;;
	*) continue ;;
	esac
	# shellcheck disable=SC2086
	xy=$(echo "$frame" | awk -v p="$on" '{ split(p, q, " ")
		printf "%d %d", (q[1] - $3) * $1 / $5, (-q[2] - $4) * $2 / $6 }')
	# shellcheck disable=SC2086
	rgb=$("$dir/pngpixel" "$OUTDIR/b$b.png" $xy) || fail "bound $b: cannot read pixels"
	echo "$rgb" | awk '{ exit !($1 < 60 && $2 < 60 && $3 < 60) }' ||
		fail "bound $b: the line of fire at $on (pixel $xy) is $rgb, not black (see $OUTDIR/b$b.png)"
done

# Hostile labels (markup, quotes, UTF-8) leave the SVG well-formed: the
# renderer reads it, and no markup of theirs is left. (Bytes that are not
# UTF-8 are refused with the line: test/golden/hardening/utf8.cmd.)
printf 'ruleset belle-alliance\nunit add A side=X arm=infantry figures=10 formation=line x=10 y=10 facing=0 width=6 depth=2 label="</svg><script>alert(1)</script> & \\"q\\" \047s\047 \303\251"\nreport %s/hostile.html\n' "$dir" > "$dir/hostile"
"$UMPIRE" --batch --seed 1 --script "$dir/hostile" "$dir/hostile.umpire" > "$dir/hout" 2>&1 || { cat "$dir/hout"; fail "hostile: umpire failed"; }
grep -q '<script>alert\|</svg>' "$dir/hostile.html" && fail "hostile: a label's markup is in the page"
drawn "$dir/hostile.html" "$dir/hostile-drawn.html"
grep -q '<script>alert' "$dir/hostile-drawn.html" && fail "hostile: the label became markup when drawn"
grep -q '<title>A (X): &lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q" '"'s'"' é</title>' "$dir/hostile-drawn.html" ||
	fail "hostile: the label is not drawn as its text: $(grep -a '<title>A ' "$dir/hostile-drawn.html")"
sed -n '/<svg /,/<\/svg>/p' "$dir/hostile-drawn.html" > "$dir/hostile.svg"
rsvg-convert -f png -o "$dir/hostile.png" "$dir/hostile.svg" 2> "$dir/rsvg.log" ||
	{ cat "$dir/rsvg.log"; fail "hostile: the renderer cannot read the map"; }
echo "report-html: ok (3 maps, 10 units each, pictures in $OUTDIR)"
