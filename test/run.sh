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
# UPDATE=1 rewrites expected golden files (review the diff by hand!).
# ONLY=pattern runs only tests whose name contains pattern.
set -u
BUILD=${BUILD:-build}
UMPIRE=${UMPIRE:-$PWD/$BUILD/umpire}
OUT=${TEST_OUT:-$PWD/test/out/$BUILD}
export UMPIRE BUILD LC_ALL=C.UTF-8 EDITRC=/dev/null NO_COLOR=
unset XDG_STATE_HOME XDG_DATA_HOME
export HOME="$OUT/home"
mkdir -p "$OUT" "$HOME"
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $1"; }
want() { case "$1" in *"${ONLY:-}"*) return 0 ;; esac; return 1; }

for t in "$BUILD"/test/test_* "$BUILD"/test/screen_*; do
	[ -x "$t" ] || continue
	case "$t" in *.d) continue ;; esac
	want "$t" || continue
	log="$OUT/$(basename "$t").log"
	CMOCKA_MESSAGE_OUTPUT=stdout "$t" > "$log" 2>&1
	rc=$?
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -1)
	p=${p:-0}
	f=${f:-0}
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	pass=$((pass + p))
	fail=$((fail + f))
	[ "$f" -eq 0 ] || { echo "FAIL: $t ($f failed), log: $log"; grep -E '^\[  (FAILED|ERROR)|error:|ERROR' "$log" | head -20; }
done

# Golden transcripts, JOBS at a time (default: the number of cores).
mkdir -p "$OUT/golden"
export OUT UPDATE="${UPDATE:-}"
find test/golden -name '*.cmd' | LC_ALL=C sort | while read -r cmd; do
	want "$cmd" && echo "$cmd"
done > "$OUT/golden.list"
xargs -r -P "${JOBS:-$(nproc 2> /dev/null || echo 2)}" -n 1 sh test/golden-one.sh \
	< "$OUT/golden.list" > "$OUT/golden.results"
gp=$(grep -c '^ok ' "$OUT/golden.results")
gf=$(grep -c '^bad ' "$OUT/golden.results")
pass=$((pass + gp))
fail=$((fail + gf))
# The failures with their diffs (each block starts at a "bad" line).
awk '/^ok /{show=0} /^bad /{show=1; sub(/^bad /, "FAIL: ")} show' "$OUT/golden.results"

for e in test/e2e/*.sh test/arch/*.sh; do
	[ -f "$e" ] || continue
	want "$e" || continue
	log="$OUT/$(basename "$e").log"
	if sh "$e" > "$log" 2>&1; then ok; else bad "$e (log: $log)"; tail -20 "$log"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
