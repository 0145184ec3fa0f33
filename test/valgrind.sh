#!/bin/sh
# Run every golden transcript (test/run.sh's format) under
#   valgrind --leak-check=full --error-exitcode=1
# The golden outputs must still match, and no valgrind log may report an
# error or a leak. Prints "N passed, N failed" last; exits 1 on any failure.
#   BUILD=build test/valgrind.sh        (ONLY=pattern narrows it)
# VALGRIND_EVERY=N runs every Nth golden only: CI runs every twelfth one
# (the rest run under ASan and UBSan in make asan), to stay inside its
# time; make valgrind alone runs them all.
set -u
BUILD=${BUILD:-build}
[ -x "$BUILD/umpire" ] || { echo "valgrind.sh: build $BUILD/umpire first" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "valgrind.sh: valgrind is not installed" >&2; exit 2; }
OUT=$PWD/test/out/valgrind
rm -rf "$OUT"
mkdir -p "$OUT/logs"
real=$PWD/$BUILD/umpire
wrap=$OUT/umpire-under-valgrind
# The wrapper keeps valgrind's report out of the transcript (--log-file) and
# makes any error or definite/indirect leak an exit status the golden file
# cannot contain (99), so run.sh reports it as a mismatch.
cat > "$wrap" <<WRAP
#!/bin/sh
exec valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect \\
	--error-exitcode=99 --log-file="$OUT/logs/vg.%p.log" "$real" "\$@"
WRAP
chmod +x "$wrap"
# Only the golden transcripts (ONLY narrows inside them).
# The alt-tables twins (same scripts, other tables; 78 of 307 runs) are
# left to make asan, to keep CI well inside its 20 minutes.
GOLDEN_EVERY=${VALGRIND_EVERY:-1} ONLY="test/golden${ONLY:+/}${ONLY:-}" UMPIRE=$wrap TEST_OUT=$OUT BUILD=$BUILD \
	GOLDEN_NO_ALT=1 sh test/run.sh > "$OUT/run.log" 2>&1
grep -v ' passed, .* failed$' "$OUT/run.log"
pass=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$OUT/run.log")
fail=$(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$OUT/run.log")
pass=${pass:-0}
fail=${fail:-1}
bad=0
for l in "$OUT"/logs/vg.*.log; do
	[ -s "$l" ] || continue
	bad=$((bad + 1))
	echo "valgrind report: $l"
	head -40 "$l"
done
nlogs=$(ls "$OUT"/logs | wc -l)
echo "valgrind: $nlogs runs, $bad with a report"
if [ "$bad" -gt 0 ] && [ "$fail" -eq 0 ]; then fail=$bad; pass=$((pass - bad)); fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
