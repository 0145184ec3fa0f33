#!/bin/sh
# make tsan: the scan's goldens on 3 forced threads (UMPIRE_THREADS=3: each
# battle's firers split over workers however few there are) and the
# threads test, all under ThreadSanitizer (build-tsan). The outputs must
# match and no run may report a race: TSAN_OPTIONS makes a report exit 66,
# a status no golden file holds. Last line: "N passed, N failed".
set -u
BUILD=${BUILD:-build-tsan}
[ -x "$BUILD/umpire" ] || { echo "tsan.sh: build $BUILD/umpire first" >&2; exit 2; }
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}"
export UMPIRE_THREADS=3
OUT=$PWD/test/out/tsan
rm -rf "$OUT"
mkdir -p "$OUT"
# Every golden that scans or lists a bound (both run the threaded scan).
grep -l -E '^(scan|bound)( |$)' -r test/golden --include='*.cmd' | LC_ALL=C sort > "$OUT/list"
mkdir -p "$OUT/golden" "$OUT/home"
# All of them at once, a core each (golden-one.sh, in test/run.sh's
# environment).
export OUT UMPIRE="$PWD/$BUILD/umpire" GOLDEN_NO_ALT=1 LC_ALL=C.UTF-8 \
	EDITRC=/dev/null NO_COLOR= HOME="$OUT/home"
unset XDG_STATE_HOME XDG_DATA_HOME
xargs -r -P "$(nproc 2> /dev/null || echo 2)" -n 4 sh test/golden-one.sh \
	< "$OUT/list" > "$OUT/results"
pass=$(grep -c '^ok ' "$OUT/results")
fail=$(grep -c '^bad ' "$OUT/results")
awk '/^ok /{show=0} /^bad /{show=1; sub(/^bad /, "FAIL: ")} show' "$OUT/results"
# The threaded scan of a 2,000-unit battle on 1 and 2 threads: the races
# are the same as at 4,000 (make test runs that size).
if SCAN_THREADS_UNITS=${SCAN_THREADS_UNITS:-2000} BUILD=$BUILD UMPIRE=$PWD/$BUILD/umpire BENCH_SCAN=$PWD/$BUILD/bench_scan \
	sh test/e2e/scan-threads.sh > "$OUT/scan-threads.log" 2>&1; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL: test/e2e/scan-threads.sh"
	tail -20 "$OUT/scan-threads.log"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
