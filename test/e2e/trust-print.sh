#!/bin/sh
# Text from files and users reaches no terminal raw (docs/game-files.md,
# "What is printed"): C0 controls, ESC, DEL and C1 controls are shown as
# \x1b-style escapes in batch output, warnings and errors. The questions
# to the log (why, losses, who fired at, unit show, report) work after a
# tables change and in --read-only; `amend ... dry=yes` too. `example`
# of a FIFO is refused at once.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-print.XXXXXX")
trap 'rm -rf "$dir"' EXIT
fail() { echo "trust-print: FAIL: $*"; exit 1; }
SRC=$PWD
cd "$dir" || exit 1
raw() { LC_ALL=C grep -q "$(printf '[\001-\010\013-\037\177]')" "$1" || LC_ALL=C grep -q "$(printf '\302[\200-\237]')" "$1"; }

# --- C1 and DEL in a label; ESC in a torn last line -----------------------
printf 'unit add A side=x arm=infantry figures=20 label="a\302\233b\177c"\nunits\n' | "$UMPIRE" -b g.umpire > out 2> err
raw out && fail "a control character reached the output raw: $(od -c out | head)"
grep -q 'label=a\\u009bb\\x7fc' out || fail "label not escaped: $(cat out)"
printf 'unit \033]0;pwn\007\033[2J' >> g.umpire
echo units | "$UMPIRE" -b g.umpire > out 2> err
raw err && fail "the torn-line warning printed ESC raw"
grep -q 'unit \\x1b\]0;pwn\\x07' err || fail "torn-line warning: $(cat err)"
# An error quoting a C1 control in a name.
printf 'unit show X\302\233\n' | "$UMPIRE" -b > out 2> err
raw err && fail "an error printed a C1 control raw"

# --- example FILE: a FIFO refused, step lines escaped ---------------------
mkfifo fifo
echo "example ./fifo" | timeout 20 "$UMPIRE" -b > out 2> err
[ $? = 1 ] || fail "example FIFO: exit 1 expected (not a timeout)"
grep -q 'not a plain file' err || fail "example FIFO: $(cat err)"

# --- queries after a tables change and read-only --------------------------
cat > q.cmd << EOF
unit add A side=x arm=infantry figures=20 x=0 y=0 facing=0
unit add B side=y arm=infantry figures=20 x=0 y=30 facing=180
fire A at B dice=3,3,3
resolve
tables load $SRC/data/belle-alliance
why B
losses
who fired at B
unit show B
report r.md
EOF
"$UMPIRE" -b q.umpire < q.cmd > out 2> err || fail "queries after a tables change: $(cat err)"
grep -q '^WHY n=4 unit=B' out && grep -q '^LOSS unit=B side=y figures=1' out && grep -q '^FIRED n=4' out || fail "query records: $(cat out)"
grep -q 'figures: 20 -> 19' out || fail "why B: $(grep WHY out)"
cp q.umpire q.before
printf 'why B\nlosses\nwho fired at B\nunit show B\nreport r2.md\namend 3 fire A at B dice=1,1,1 dry=yes\n' | "$UMPIRE" -b --read-only q.umpire > out 2> err || fail "read-only queries: $(cat err)"
grep -q 'dry run: amend 3' out || fail "amend dry=yes read-only: $(cat out)"
grep -q '^LOSS unit=B side=y figures=1' out || fail "read-only losses"
cmp -s q.umpire q.before || fail "a read-only look changed the game"
echo "amend 3 fire A at B dice=1,1,1" | "$UMPIRE" -b --read-only q.umpire > out 2> err
grep -q 'read-only' err || fail "a real amend read-only was not refused"
echo "PASS: controls escaped (C1, DEL, ESC), example FIFO refused, queries after a tables change and read-only, amend dry=yes read-only"
