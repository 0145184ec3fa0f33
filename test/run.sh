#!/bin/sh
# Run every test; the last line is "N passed, N failed".
#   unit:   $BUILD/test/test_*      cmocka binaries
#   screen: $BUILD/test/screen_*    headless curses snapshots (cmocka)
#   golden: test/golden/**/NAME.cmd batch transcripts. The first lines may
#           say "# args: ..." (extra options). Expected: NAME.out (stdout,
#           then "--- stderr", stderr, "--- exit N"). NAME.alt.out, when
#           present, is the same script run with --tables test/tables-alt/RULESET
#           where RULESET comes from "# alt: RULESET".
#   e2e:    test/e2e/*.sh           pass when they exit 0
#   arch:   test/arch/*.sh          layout and docs checks, pass on exit 0
# Each group prints one progress line as it ends ("golden: 307 passed, 0
# failed (21 s)"). The cmocka binaries, the goldens and the e2e scripts
# each run JOBS at a time (default: the number of cores; the e2e scripts,
# which mostly wait on a terminal, twice that). Every tmux script has a
# server of its own, so they may run side by side.
# UPDATE=1 rewrites expected golden files (review the diff by hand!).
# ONLY=pattern runs only tests whose name contains pattern; GOLDEN_EVERY=N
# runs every Nth golden transcript only (test/valgrind.sh in CI).
set -u
BUILD=${BUILD:-build}
UMPIRE=${UMPIRE:-$PWD/$BUILD/umpire}
OUT=${TEST_OUT:-$PWD/test/out/$BUILD}
export UMPIRE BUILD LC_ALL=C.UTF-8 EDITRC=/dev/null NO_COLOR=
unset XDG_STATE_HOME XDG_DATA_HOME
export HOME="$OUT/home"
mkdir -p "$OUT" "$HOME"
CORES=$(nproc 2> /dev/null || echo 2)
JOBS=${JOBS:-$CORES}
E2E_JOBS=${E2E_JOBS:-$((JOBS * 2))}
pass=0
fail=0
t0=$(date +%s)
want() { case "$1" in *"${ONLY:-}"*) return 0 ;; esac; return 1; }

# group NAME RESULTS-FILE: count its "ok"/"bad" lines, show the failures
# (each block starts at a "bad" line) and the progress line.
group() {
	gp=$(grep -c '^ok ' "$2")
	gf=$(grep -c '^bad ' "$2")
	pass=$((pass + gp))
	fail=$((fail + gf))
	awk '/^ok /{show=0} /^bad /{show=1; sub(/^bad /, "FAIL: ")} show' "$2"
	[ $((gp + gf)) -eq 0 ] ||
		echo "$1: $gp passed, $gf failed ($(($(date +%s) - t0)) s)"
}

# End-to-end scripts and the architecture checks: "ok"/"bad" per script.
# (Here, before the units: some e2e scripts start at once, see below.)
export OUT
cat > "$OUT/script-one.sh" <<'ONE'
e=$1
log="$OUT/$(basename "$e").log"
s0=$(date +%s)
if sh "$e" > "$log" 2>&1; then
	echo "ok $e ($(($(date +%s) - s0)) s)"
else
	echo "bad $e (log: $log, $(($(date +%s) - s0)) s)"
	tail -20 "$log"
fi
ONE
# The long scripts (a "# e2e: slow" line) start first, so that the
# group does not end waiting on one of them. Those without a terminal
# (no tmux), which mostly wait on their own clock and on fsync, start
# now, beside the units and the goldens; the rest after the goldens.
slow_batch() { grep -L 'tmux\|tui-lib.inc' $(grep -l '^# e2e: slow' test/e2e/*.sh); }
{
	grep -l '^# e2e: slow' test/e2e/*.sh | grep -vxF "$(slow_batch)"
	grep -L '^# e2e: slow' test/e2e/*.sh
} 2> /dev/null | while read -r e; do
	[ -f "$e" ] && want "$e" && echo "$e"
done > "$OUT/e2e.list"
slow_batch 2> /dev/null | while read -r e; do
	[ -f "$e" ] && want "$e" && echo "$e"
done > "$OUT/e2e-early.list"
xargs -r -P "$JOBS" -n 1 sh "$OUT/script-one.sh" < "$OUT/e2e-early.list" > "$OUT/e2e-early.results" &
early=$!

# One cmocka binary: "ok"/"bad" once per test case it counted.
export OUT
cat > "$OUT/cmocka-one.sh" <<'ONE'
t=$1
log="$OUT/$(basename "$t").log"
CMOCKA_MESSAGE_OUTPUT=stdout "$t" > "$log" 2>&1
rc=$?
p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
p=${p:-0}
f=${f:-0}
if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
out=""
i=0
while [ "$i" -lt "$p" ]; do out="${out}ok $t
"; i=$((i + 1)); done
printf '%s' "$out"
if [ "$f" -ne 0 ]; then
	echo "bad $t ($f failed), log: $log"
	grep -E '^\[  (FAILED|ERROR)|error:|ERROR' "$log" | head -20
	i=1
	while [ "$i" -lt "$f" ]; do echo "bad $t"; i=$((i + 1)); done
fi
ONE
for kind in test screen; do
	for t in "$BUILD"/test/${kind}_*; do
		[ -x "$t" ] || continue
		case "$t" in *.d) continue ;; esac
		want "$t" && echo "$t"
	done > "$OUT/$kind.list"
done
xargs -r -P "$JOBS" -n 1 sh "$OUT/cmocka-one.sh" < "$OUT/test.list" > "$OUT/unit.results"
group units "$OUT/unit.results"
xargs -r -P "$JOBS" -n 1 sh "$OUT/cmocka-one.sh" < "$OUT/screen.list" > "$OUT/screen.results"
group screens "$OUT/screen.results"

# Golden transcripts.
mkdir -p "$OUT/golden"
export UPDATE="${UPDATE:-}"
find test/golden -name '*.cmd' | LC_ALL=C sort | while read -r cmd; do
	want "$cmd" && echo "$cmd"
done | awk -v n="${GOLDEN_EVERY:-1}" '(NR - 1) % n == 0' > "$OUT/golden.list"
xargs -r -P "$JOBS" -n 8 sh test/golden-one.sh \
	< "$OUT/golden.list" > "$OUT/golden.results"
group goldens "$OUT/golden.results"

xargs -r -P "$E2E_JOBS" -n 1 sh "$OUT/script-one.sh" < "$OUT/e2e.list" > "$OUT/e2e.results"
wait "$early"
cat "$OUT/e2e-early.results" >> "$OUT/e2e.results"
group e2e "$OUT/e2e.results"
# The slowest scripts, so that a CI log shows where its time went.
sed -n 's|^[a-z]* test/e2e/\([^ ]*\)\.sh .*[ (]\([0-9]*\) s)$|\2 \1|p' "$OUT/e2e.results" |
	sort -rn | head -5 | awk '{ s = s (NR > 1 ? ", " : "") $2 " " $1 " s" }
		END { if (NR) print "  slowest e2e: " s }'
for e in test/arch/*.sh; do
	[ -f "$e" ] && want "$e" && echo "$e"
done > "$OUT/arch.list"
xargs -r -P "$JOBS" -n 1 sh "$OUT/script-one.sh" < "$OUT/arch.list" > "$OUT/arch.results"
group arch "$OUT/arch.results"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
