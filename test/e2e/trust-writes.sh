#!/bin/sh
# Every file umpire writes goes through one writer (docs/game-files.md,
# "Files umpire writes"): the open game file, a link to it, a game in use
# by another umpire, FIFOs and folders are refused in one line and left as
# they were; modes are kept; names near 255 bytes work; nothing temporary
# is left; `tables export` makes its folder whole or not at all and quotes
# formula cells. The journal knows its file: a game file removed while
# open is said at once and `save GAME` puts it back.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-writes.XXXXXX")
holder=""
trap '[ -n "$holder" ] && kill "$holder" 2> /dev/null; rm -rf "$dir"' EXIT
fail() { echo "trust-writes: FAIL: $*"; exit 1; }
cd "$dir" || exit 1
g=game.umpire
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b $g > /dev/null 2>&1 || fail "make the game"
ln -s $g link
cp $g before

# --- output commands never write over the open game --------------------
printf 'report %s\nprint link\nreport link format=html\nprint %s\nunit add B side=y arm=infantry figures=20\n' $g $g |
	"$UMPIRE" -b $g > out 2> err
[ $? = 1 ] || fail "own game: exit 1 expected"
[ "$(grep -c 'is the game file open here' err)" = 4 ] || fail "own game: 4 refusals expected: $(cat err)"
grep -q '^unit add B' $g || fail "the game file was replaced: B is not in it"
[ -L link ] || fail "the link was replaced"
# --read-only: print and save of the game itself refused, nothing written.
cp $g ro-before
printf 'print %s\nsave %s\nsave link\nreport link\n' $g $g | "$UMPIRE" -b --read-only $g > out 2> err
[ "$(wc -l < err)" = 4 ] || fail "read-only: 4 refusals expected: $(cat err)"
cmp -s $g ro-before || fail "read-only: the game changed"

# --read-only writes no history file either; a playing session does.
echo units | env XDG_STATE_HOME="$dir/st" ASAN_OPTIONS=detect_leaks=0 "$UMPIRE" --line --read-only $g > /dev/null 2>&1
[ -e "$dir/st/umpire/history" ] && fail "--read-only wrote a history file"
echo units | env XDG_STATE_HOME="$dir/st" ASAN_OPTIONS=detect_leaks=0 "$UMPIRE" --line $g > /dev/null 2>&1
[ -f "$dir/st/umpire/history" ] || fail "line mode wrote no history file"
ls -a "$dir/st/umpire" | grep -q '^\.history\.' && fail "a temporary history file was left"

# --- a game in use by another umpire ------------------------------------
cp $g other.umpire
mkfifo cmds
"$UMPIRE" -b other.umpire < cmds > first.out 2>&1 &
holder=$!
exec 3> cmds
echo "unit add C side=y arm=infantry figures=20" >&3
i=0
while ! grep -q "^unit add C" other.umpire && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
printf 'save other.umpire\nreport other.umpire\ntables export other.umpire\n' | "$UMPIRE" -b $g > out 2> err
[ "$(grep -c 'in use by another umpire' err)" = 2 ] || fail "locked game: $(cat err)"
echo "unit add D side=y arm=infantry figures=20" >&3
exec 3>&-
wait "$holder"
holder=""
grep -q '^unit add C' other.umpire && grep -q '^unit add D' other.umpire || fail "the other umpire's commands were lost"

# --- FIFOs do not block; folders refused ---------------------------------
mkfifo fifo
mkdir folder
printf 'report fifo\nprint fifo\nsave folder\n' | timeout 20 "$UMPIRE" -b $g > out 2> err
[ $? = 1 ] || fail "fifo/folder: exit 1 expected (not a timeout)"
[ "$(wc -l < err)" = 3 ] || fail "fifo/folder: 3 lines expected: $(cat err)"
[ -p fifo ] && [ -d folder ] || fail "a refused target was replaced"

# --- modes kept, long names, no temporary file ---------------------------
: > r.md
chmod 640 r.md
echo "report r.md" | "$UMPIRE" -b $g > /dev/null 2>&1 || fail "report r.md"
[ "$(stat -c %a r.md)" = 640 ] || fail "mode 640 became $(stat -c %a r.md)"
grep -q 'After-action report' r.md || fail "the report is not in r.md"
long=$(printf '%0250d' 0).md
printf 'report %s\nprint %s.txt\nsave %s.g\n' "$long" "$(printf '%0246d' 0)" "$(printf '%0250d' 0)" |
	"$UMPIRE" -b $g > out 2> err || fail "long names: $(cat err)"
[ -f "$long" ] || fail "the 253-byte name was not written"
# Planted links where a temporary file could go are not followed.
echo victim > victim
for n in 1 2 3 4 5; do ln -s victim "r.md.tmp.$n"; done
echo "report r.md" | "$UMPIRE" -b $g > /dev/null 2>&1 || fail "report with planted links"
[ "$(cat victim)" = victim ] || fail "a planted link was followed"
ls -a | grep -q '^\.\(r\|0\|game\)' && fail "temporary files left: $(ls -a)"

# --- tables export: a new folder whole; formula cells quoted -------------
echo "tables export t1" | "$UMPIRE" -b $g > /dev/null 2>&1 || fail "tables export"
[ "$(ls t1 | wc -l)" -gt 3 ] || fail "tables export wrote $(ls t1 | wc -l) files"
ls -a | grep -q '^\.t1' && fail "the temporary export folder was left"
# A text cell a spreadsheet would run (=HYPERLINK) is written "'=...";
# "-" and negative numbers stay as they are.
SRC=${SRC:-$(dirname "$UMPIRE")/..}
[ -d "$SRC/data/activation" ] || SRC=$OLDPWD
cp -r "$SRC/data/activation" evil
printf 'infantry,"=HYPERLINK(""http://x"",""y"")",3\n' >> evil/frontage.csv
printf 'ruleset activation\ntables load evil\ntables export t3\n' | "$UMPIRE" -b act.umpire > out 2> err || fail "export of a formula: $(cat err)"
grep -q "^infantry,\"'=HYPERLINK" t3/frontage.csv || fail "the formula cell was not quoted: $(tail -1 t3/frontage.csv)"
grep -q '^artillery,,1' t3/frontage.csv || fail "a plain row changed"
grep -q -- ',-1$' t1/table15-valour.csv || fail "a negative number changed"
# A file of the export that is a link to the open game: refused.
rm -rf t2 && mkdir t2 && ln -s ../$g t2/bases.csv
echo "tables export t2" | "$UMPIRE" -b $g > out 2> err
grep -q 'is the game file open here' err || fail "export over a link to the game: $(cat err)"
grep -q '^unit add B' $g || fail "export replaced the game"
# --- the journal knows its file -----------------------------------------
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b j.umpire > /dev/null 2>&1
mkfifo cmds2
"$UMPIRE" -b j.umpire < cmds2 > j.out 2> j.err &
holder=$!
exec 3> cmds2
echo "unit add B side=y arm=infantry figures=20" >&3
i=0
while ! grep -q "^unit add B" j.umpire && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
rm j.umpire
printf 'unit add C side=y arm=infantry figures=20\nstatus\nsave j.umpire\nunit add D side=y arm=infantry figures=20\n' >&3
exec 3>&-
wait "$holder"
rc=$?
holder=""
[ $rc = 1 ] || fail "removed game file: exit $rc, expected 1"
grep -q "j.umpire was removed or replaced while open" j.err || fail "removed game file not said: $(cat j.err)"
grep -q "saving=FAILED" j.out || fail "status does not say saving=FAILED"
grep -q '^unit add B' j.umpire && grep -q '^unit add D' j.umpire || fail "save GAME did not resume the journal: $(cat j.umpire)"
grep -q '^unit add C' j.umpire && fail "the refused command reached the file"
# An editor's copy renamed over it: the same.
rm -f cmds2 && mkfifo cmds2
"$UMPIRE" -b j.umpire < cmds2 > j.out 2> j.err &
holder=$!
exec 3> cmds2
echo "unit add E side=y arm=infantry figures=20" >&3
i=0
while ! grep -q "^unit add E" j.umpire && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
cp j.umpire j.copy && mv j.copy j.umpire
echo "unit add F side=y arm=infantry figures=20" >&3
exec 3>&-
wait "$holder"
holder=""
grep -q "j.umpire was removed or replaced while open" j.err || fail "replaced game file not said: $(cat j.err)"

# --- not a game file, newer game files ----------------------------------
printf '#' > hash
echo units | "$UMPIRE" -b hash > out 2> err
[ "$(cat hash)" = "#" ] || fail "a file holding only # was overwritten"
printf '# umpire game v3\nunit add A side=x arm=infantry figures=20\n' > v3.umpire
echo units | "$UMPIRE" -b v3.umpire > out 2> err
grep -q "made by a newer umpire, version 3" err || fail "v3: $(cat err)"
# A valid last command without its newline is kept (and the newline added).
echo "unit add A side=x arm=infantry figures=20" | "$UMPIRE" -b nl.umpire > /dev/null 2>&1
printf 'unit add B side=y arm=infantry figures=20' >> nl.umpire
echo units | "$UMPIRE" -b nl.umpire > out 2> err
[ "$(grep -c '^UNIT ' out)" = 2 ] || fail "the last command without newline was dropped: $(cat err)"
[ "$(tail -c 1 nl.umpire | od -An -c | tr -d ' ')" = '\n' ] || fail "the newline was not added"
grep -q '^unit add B side=y arm=infantry figures=20$' nl.umpire || fail "the last command was cut"
# A torn last line holding a NUL is dropped, never kept (the file would
# then not open: found by fuzz_gamefile, test/fuzz/regress).
printf 'x\000\004<' >> nl.umpire
echo units | "$UMPIRE" -b nl.umpire > out 2> err || fail "a torn line with a NUL: $(cat err)"
echo units | "$UMPIRE" -b nl.umpire > out 2> err || fail "after a torn line with a NUL the file does not open: $(cat err)"
echo "PASS: own game, links, read-only, locked game, FIFOs and folders refused; modes, long names, no temporaries"
