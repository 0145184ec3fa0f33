#!/bin/sh
# Run the libFuzzer harnesses: first every committed input once
# (test/fuzz/corpus/H and the crash regressions test/fuzz/regress/H), then
# FUZZ_SECONDS of fuzzing each, new inputs going to $FUZZ_BUILD/corpus/H
# (never into the committed corpus). Crashes are saved as
# $FUZZ_BUILD/artifacts/H-crash-*. Exit 1 if any harness failed. The
# harnesses run side by side (each is bounded by FUZZ_SECONDS of wall
# time, so sharing the cores costs executions, not time); their reports
# are printed in order at the end.
#   FUZZ_BUILD=build-fuzz FUZZ_SECONDS=60 test/fuzz/run.sh fuzz_session ...
set -u
FUZZ_BUILD=${FUZZ_BUILD:-build-fuzz}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# fuzz_one H: replay then fuzz one harness; its report on stdout.
fuzz_one() {
	h=$1
	bin=$FUZZ_BUILD/fuzz/$h
	corpus=test/fuzz/corpus/$h
	regress=test/fuzz/regress/$h
	work=$FUZZ_BUILD/corpus/$h
	art=$FUZZ_BUILD/artifacts
	log=$FUZZ_BUILD/$h.log
	mkdir -p "$work" "$art" "$corpus" "$regress"
	case $h in
	fuzz_table) maxlen=8192 ;;
	*) maxlen=4096 ;;
	esac
	dict=
	[ -f "test/fuzz/$h.dict" ] && dict=-dict=test/fuzz/$h.dict
	# 1. Replay: every committed input once.
	if ! "$bin" -runs=0 "$work" "$corpus" "$regress" > "$log.replay" 2>&1; then
		echo "FUZZ $h: a committed input fails (log: $log.replay)"
		grep -E 'ERROR|SUMMARY|property failed|Test unit written' "$log.replay" | head -20
		return 1
	fi
	# 2. Fuzz.
	"$bin" $dict -max_total_time="$FUZZ_SECONDS" -max_len=$maxlen \
		-timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
		-artifact_prefix="$art/$h-" "$work" "$corpus" "$regress" \
		> "$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
	n=$(ls "$work" | wc -l)
	if [ $rc -ne 0 ]; then
		echo "FUZZ $h: FAILED after ${execs:-?} executions (log: $log)"
		grep -E 'ERROR|SUMMARY|property failed|Test unit written|^    #[0-9]' "$log" | head -30
		return 1
	else
		echo "FUZZ $h: ${execs:-?} executions in ${FUZZ_SECONDS}s, ${cov:-cov: ?} edges, corpus $n, no crash"
	fi
}

reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
for h in "$@"; do
	(fuzz_one "$h" > "$reports/$h.out" 2>&1; echo $? > "$reports/$h.rc") &
done
wait
status=0
for h in "$@"; do
	cat "$reports/$h.out"
	[ "$(cat "$reports/$h.rc" 2> /dev/null)" = 0 ] || status=1
done
exit $status
