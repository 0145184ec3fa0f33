#!/bin/sh
# Every line umpire journals is one its reader accepts (docs/game-files.md,
# "Every line written is read back"): each case below once made a game
# file that could not be opened again. Now each is refused before it is
# written, or written so that it reads back; the game always reopens.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-rt.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-roundtrip: FAIL: $*"; exit 1; }
cd "$dir" || exit 1
reopens() { echo units | "$UMPIRE" -b "$1" > reopen.out 2> reopen.err || fail "$2: the game does not open: $(cat reopen.err)"; }

# --- a brigade fire with dice for a battalion that is not eligible -------
cat > bf.cmd << 'EOF'
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
fire 2Bde at T A1.dice=1,2,3 A2.dice=2,2,2 A3.dice=3,3,3
EOF
"$UMPIRE" -b bf.umpire < bf.cmd > bf.out 2>&1 || fail "brigade fire: $(cat bf.out)"
grep -q 'not eligible: A3' bf.out || fail "A3 should be left out (facing away)"
grep -q '^fire 2Bde at T A1.dice=1,2,3 A2.dice=2,2,2 battalions=A1,A2$' bf.umpire || fail "journal line: $(tail -1 bf.umpire)"
reopens bf.umpire "brigade fire"
[ "$(grep -c '^UNIT ' reopen.out)" = 4 ] || fail "brigade fire: 4 units expected"

# --- a brigade fire past 128 tokens: refused, nothing journaled ----------
awk 'BEGIN { for (i = 0; i < 130; i++) printf "unit add B%03d side=French arm=infantry figures=24 formation=line x=%d y=0 facing=0 width=12 depth=2 brigade=Big\n", i, i * 15
	print "unit add T side=Allied arm=infantry figures=36 formation=line x=900 y=30 facing=180 width=2000 depth=2"
	print "fire Big at T" }' > big.cmd
"$UMPIRE" -b big.umpire < big.cmd > big.out 2> big.err
[ $? = 1 ] || fail "big brigade: exit 1 expected"
grep -q 'line 132: the game file could not read this command back' big.err || fail "big brigade: $(cut -c1-200 big.err)"
grep -q '^fire' big.umpire && fail "the refused fire was journaled"
reopens big.umpire "big brigade"

# --- amend making a line past 4,096 characters: refused -------------------
# 125 units with 31-character names: a 4,019-character `unit move`; its
# amend as typed fits, with by= and at= it would not.
awk 'BEGIN { for (i = 0; i < 125; i++) printf "unit add U%03dxxxxxxxxxxxxxxxxxxxxxxxxxxx side=French arm=infantry figures=24 x=%d y=0 facing=0\n", i, i * 15 }' > am.cmd
list=$(awk 'BEGIN { for (i = 0; i < 125; i++) printf "%sU%03dxxxxxxxxxxxxxxxxxxxxxxxxxxx", i ? "," : "", i }')
printf 'unit move %s forward=1\n' "$list" >> am.cmd
"$UMPIRE" -b am.umpire < am.cmd > am.out 2>&1 || fail "unit move of 125: $(head -c 300 am.out)"
cp am.umpire am.before
printf 'amend 126 unit move %s forward=2\n' "$list" | USER=$(awk 'BEGIN { for (i = 0; i < 60; i++) printf "u" }') "$UMPIRE" -b am.umpire > am.out 2> am.err
[ $? = 1 ] || fail "long amend: exit 1 expected"
grep -q 'could not read this command back' am.err || fail "long amend: $(cut -c1-200 am.err)"
cmp -s am.umpire am.before || fail "the refused amend changed the game"
reopens am.umpire "amend"

# --- $USER is written as text the reader takes ---------------------------
printf 'amend 1 unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde\n' |
	USER="$(printf 'ab\033]0;x\007\377')$(awk 'BEGIN { for (i = 0; i < 4000; i++) printf "u" }')" "$UMPIRE" -b bf.umpire > u.out 2>&1 || fail "amend with a strange USER: $(cat u.out)"
line=$(grep '^amend 1' bf.umpire) || fail "no amend line"
printf '%s' "$line" | LC_ALL=C grep -q "$(printf '[\001-\037\177-\377]')" && fail "control or non-UTF-8 bytes in by=: $line"
[ ${#line} -lt 300 ] || fail "by= not shortened (${#line} characters)"
reopens bf.umpire "USER"

# --- a script that is the game itself: refused at once -------------------
cp bf.umpire self.umpire
timeout 20 "$UMPIRE" -b --script self.umpire self.umpire > self.out 2> self.err
[ $? = 2 ] || fail "--script GAME GAME: exit 2 expected"
grep -q 'the game file itself' self.err || fail "--script GAME GAME: $(cat self.err)"
cmp -s self.umpire bf.umpire || fail "--script GAME GAME changed the game"

# --- batch: 4,096 characters without the newline; a quote left open -------
printf 'units %s\n' "$(awk 'BEGIN { for (i = 0; i < 4090; i++) printf "x" }')" | "$UMPIRE" -b > b.out 2> b.err
grep -q 'longer than' b.err && fail "4,096 characters refused in batch"
printf 'units %s\n' "$(awk 'BEGIN { for (i = 0; i < 4091; i++) printf "x" }')" | "$UMPIRE" -b > b.out 2> b.err
grep -q 'line longer than 4096 characters' b.err || fail "4,097 characters: $(cut -c1-100 b.err)"
printf 'unit add "A side=x\n' | "$UMPIRE" -b > q.out 2> q.err
grep -q 'unterminated quote' q.err || fail "open quote: $(cat q.err)"

# --- a comment line up to 16 KiB reads back ------------------------------
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b cm.umpire > /dev/null 2>&1
awk 'BEGIN { printf "# "; for (i = 0; i < 15000; i++) printf "c"; print "" }' >> cm.umpire
echo "unit add B side=x arm=infantry figures=20" >> cm.umpire
reopens cm.umpire "a 15,000-character comment"
[ "$(grep -c '^UNIT ' reopen.out)" = 2 ] || fail "after a long comment: $(cat reopen.out)"

# --- a full disk when the game file is made: said as such -----------------
(trap '' XFSZ; ulimit -f 4; echo units | "$UMPIRE" -b full-new.umpire) > fn.out 2> fn.err
[ $? = 2 ] || fail "creation on a full disk: exit 2 expected"
grep -q 'cannot write the new game file: File too large; no game was started' fn.err || fail "creation on a full disk: $(cat fn.err)"
grep -q 'command was not applied' fn.err && fail "creation on a full disk speaks of a command"

# --- the 64 MiB a game file may hold: the write that would pass refused ---
if [ "${UMPIRE#*asan}" = "$UMPIRE" ]; then
	"$UMPIRE" -b full.umpire < /dev/null > /dev/null 2>&1
	size=$(wc -c < full.umpire)
	# Comment lines up to 64 MiB less 40 bytes.
	awk -v n=$((64 * 1024 * 1024 - 40 - size)) 'BEGIN { l = "#"; for (i = 0; i < 1000; i++) l = l "c"; while (n > 1002) { print l; n -= 1002 } s = "#"; for (i = 1; i < n - 1; i++) s = s "c"; print s }' >> full.umpire
	[ "$(wc -c < full.umpire)" = $((64 * 1024 * 1024 - 40)) ] || fail "could not make a 64 MiB game ($(wc -c < full.umpire))"
	echo "unit add A side=x arm=infantry figures=20 label=abcdefghijkl" | "$UMPIRE" -b full.umpire > f.out 2> f.err
	grep -q 'would pass 67108864 bytes' f.err || fail "64 MiB: $(cat f.err)"
	reopens full.umpire "64 MiB"
fi
echo "PASS: brigade fire left-out dice, 128 tokens, long amend, USER, --script GAME GAME, batch limit, open quote, 16 KiB comment, full disk at creation, 64 MiB"
