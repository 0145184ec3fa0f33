#!/bin/sh
# One golden transcript (see test/run.sh), and its alt-tables twin when the
# script says "# alt: RULESET". Prints "ok NAME" or "bad NAME" plus the
# diff, as one block, so test/run.sh can run many of these in parallel.
# "# expect: REGEX" and "# expect-error: REGEX" lines of the script are
# checked too (golden-expect.awk).
# Needs UMPIRE, OUT (absolute), and UPDATE=1 to rewrite expected files.
set -u
cmd=$1
report=""
run_golden() { # expected extra-args...
	exp=$1
	shift
	args=$(sed -n 's/^# args: //p' "$cmd" | head -1)
	got="$OUT/golden/$(echo "$exp" | tr / _)"
	# shellcheck disable=SC2086
	(cd "$(dirname "$cmd")" && "$UMPIRE" --batch --seed 1 $args "$@" < "$(basename "$cmd")" > "$got.stdout" 2> "$got.stderr"; echo $? > "$got.rc")
	{ cat "$got.stdout"; echo "--- stderr"; cat "$got.stderr"; echo "--- exit $(cat "$got.rc")"; } > "$got"
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$got" "$exp"
		report="${report}ok $exp
"
	elif [ -f "$exp" ] && cmp -s "$got" "$exp"; then
		report="${report}ok $exp
"
	elif [ -f "$exp" ]; then
		report="${report}bad $exp
$(diff -u "$exp" "$got" | head -30)
"
	else
		report="${report}bad $exp
  (no expected file; UPDATE=1 creates it)
"
	fi
}
base=${cmd%.cmd}
run_golden "$base.out"
# The hand computations' results ("# expect: REGEX" on the output,
# "# expect-error: REGEX" on the errors), checked even when
# UPDATE=1 rewrites the expected file: they do not come from the program.
if grep -q '^# expect\(-error\)\{0,1\}: ' "$cmd"; then
	got="$OUT/golden/$(echo "$base.out" | tr / _)"
	if ! why=$(awk -f test/golden-expect.awk "$cmd" "$got.stdout" \
		"$got.stderr"); then
		report="${report}bad $cmd (expect)
$why
"
	fi
fi
alt=$(sed -n 's/^# alt: //p' "$cmd" | head -1)
# GOLDEN_NO_ALT=1 (test/valgrind.sh): the twins run under ASan, not valgrind.
if [ -n "$alt" ] && [ "${GOLDEN_NO_ALT:-}" != 1 ]; then
	run_golden "$base.alt.out" --tables "$PWD/test/tables-alt/$alt"
fi
printf '%s' "$report"
