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

run_golden() { # cmd expected extra-args...
	cmd=$1 exp=$2
	shift 2
	args=$(sed -n 's/^# args: //p' "$cmd" | head -1)
	got="$OUT/golden/$(echo "$exp" | tr / _)"
	mkdir -p "$OUT/golden"
	rm -f "$OUT/golden/game.umpire"
	# shellcheck disable=SC2086
	(cd "$(dirname "$cmd")" && "$UMPIRE" --batch --seed 1 $args "$@" < "$(basename "$cmd")" > "$got.stdout" 2> "$got.stderr"; echo $? > "$got.rc")
	{ cat "$got.stdout"; echo "--- stderr"; cat "$got.stderr"; echo "--- exit $(cat "$got.rc")"; } > "$got"
	if [ "${UPDATE:-}" = 1 ]; then cp "$got" "$exp"; ok; return; fi
	if [ -f "$exp" ] && cmp -s "$got" "$exp"; then ok; else
		bad "$exp"
		if [ -f "$exp" ]; then diff -u "$exp" "$got" | head -30; else echo "  (no expected file; UPDATE=1 creates it)"; fi
	fi
}

for cmd in $(find test/golden -name '*.cmd' | LC_ALL=C sort); do
	want "$cmd" || continue
	base=${cmd%.cmd}
	run_golden "$cmd" "$base.out"
	alt=$(sed -n 's/^# alt: //p' "$cmd" | head -1)
	if [ -n "$alt" ]; then
		run_golden "$cmd" "$base.alt.out" --tables "$PWD/test/tables-alt/$alt"
	fi
done

for e in test/e2e/*.sh; do
	[ -f "$e" ] || continue
	want "$e" || continue
	log="$OUT/$(basename "$e").log"
	if sh "$e" > "$log" 2>&1; then ok; else bad "$e (log: $log)"; tail -20 "$log"; fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
