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
pass=0
fail=0
while read -r cmd; do
	ONLY=$cmd TEST_OUT=$OUT/run BUILD=$BUILD GOLDEN_NO_ALT=1 sh test/run.sh > "$OUT/one.log" 2>&1
	if tail -1 "$OUT/one.log" | grep -q '^1 passed, 0 failed$'; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: $cmd"
		head -30 "$OUT/one.log"
	fi
done < "$OUT/list"
if BUILD=$BUILD UMPIRE=$PWD/$BUILD/umpire BENCH_SCAN=$PWD/$BUILD/bench_scan \
	sh test/e2e/scan-threads.sh > "$OUT/scan-threads.log" 2>&1; then
	pass=$((pass + 1))
else
	fail=$((fail + 1))
	echo "FAIL: test/e2e/scan-threads.sh"
	tail -20 "$OUT/scan-threads.log"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
