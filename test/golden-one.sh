#!/bin/sh
# Golden transcripts (see test/run.sh): each NAME.cmd given, and its
# alt-tables twin when the script says "# alt: RULESET". Prints "ok NAME"
# or "bad NAME" plus the diff, as one block per transcript, so test/run.sh
# can run many of these in parallel. "# expect: REGEX" and "# expect-error:
# REGEX" lines of the script are checked too (golden-expect.awk).
# Needs UMPIRE, OUT (absolute), and UPDATE=1 to rewrite expected files.
# Few processes per transcript (the suite runs hundreds): the script's
# header is read by one awk, the output named and assembled by the shell.
set -u
top=$PWD

# got_name EXPECTED: got is OUT/golden/ plus the expected file's path, with
# each / as _.
got_name() {
	old_ifs=$IFS
	IFS=/
	set -f
	# shellcheck disable=SC2086
	set -- $1
	set +f
	IFS=_
	got="$OUT/golden/$*"
	IFS=$old_ifs
}

# run_golden EXPECTED [TABLES-FOLDER]: run the script, compare with EXPECTED.
run_golden() {
	exp=$1
	got_name "$exp"
	cd "$dir" || exit 1
	if [ -n "${2:-}" ]; then
		# shellcheck disable=SC2086
		"$UMPIRE" --batch --seed 1 $args --tables "$2" < "$file" \
			> "$got.stdout" 2> "$got.stderr"
	else
		# shellcheck disable=SC2086
		"$UMPIRE" --batch --seed 1 $args < "$file" \
			> "$got.stdout" 2> "$got.stderr"
	fi
	rc=$?
	cd "$top" || exit 1
	cat "$got.stdout" - "$got.stderr" > "$got" << MARK
--- stderr
MARK
	echo "--- exit $rc" >> "$got"
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

for cmd in "$@"; do
	report=""
	dir=${cmd%/*}
	file=${cmd##*/}
	base=${cmd%.cmd}
	# One awk reads the header: line 1 says whether the script has expect
	# lines, line 2 is its "# alt:", line 3 its "# args:" (first of each),
	# then a dot, so that empty lines are kept.
	meta=$(awk '/^# args: / && !a { sub(/^# args: /, ""); args = $0; a = 1 }
		/^# alt: / && !b { sub(/^# alt: /, ""); alt = $0; b = 1 }
		/^# expect(-error)?: / { e = 1 }
		END { print e + 0; print alt; print args; print "." }' "$cmd")
	has_expect=${meta%%
*}
	rest=${meta#*
}
	alt=${rest%%
*}
	rest=${rest#*
}
	args=${rest%%
*}
	run_golden "$base.out"
	# The hand computations' results ("# expect: REGEX" on the output,
	# "# expect-error: REGEX" on the errors), checked even when
	# UPDATE=1 rewrites the expected file: they do not come from the program.
	if [ "$has_expect" = 1 ]; then
		got_name "$base.out"
		if ! why=$(awk -f test/golden-expect.awk "$cmd" "$got.stdout" \
			"$got.stderr"); then
			report="${report}bad $cmd (expect)
$why
"
		fi
	fi
	# GOLDEN_NO_ALT=1 (test/valgrind.sh): the twins run under ASan, not
	# valgrind.
	if [ -n "$alt" ] && [ "${GOLDEN_NO_ALT:-}" != 1 ]; then
		run_golden "$base.alt.out" "$top/test/tables-alt/$alt"
	fi
	printf '%s' "$report"
done
