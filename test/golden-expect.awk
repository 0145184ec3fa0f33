# Hand-computed results of a golden transcript, checked against what the
# program printed: awk -f test/golden-expect.awk NAME.cmd STDOUT STDERR.
# Every "# expect: REGEX" line of NAME.cmd (an extended regular
# expression) must match a line of STDOUT, and every "# expect-error:
# REGEX" a line of STDERR, in the order the directives come: each after
# the line the one before it (of its kind) matched. The comment above a
# directive keeps the computation; the directive holds its result.
# Prints one line per directive that does not match; exits 1 then.
FILENAME == ARGV[1] {
	if (sub(/^# expect: /, "")) {
		want[1, ++n[1]] = $0
		at[1, n[1]] = FNR
	} else if (sub(/^# expect-error: /, "")) {
		want[2, ++n[2]] = $0
		at[2, n[2]] = FNR
	}
	next
}
FILENAME == ARGV[2] { line[1, ++m[1]] = $0; next }
FILENAME == ARGV[3] { line[2, ++m[2]] = $0; next }
END {
	bad = 0
	for (k = 1; k <= 2; k++) {
		pos = 1
		for (i = 1; i <= n[k]; i++) {
			j = pos
			while (j <= m[k] && line[k, j] !~ want[k, i])
				j++
			if (j > m[k]) {
				printf "  %s:%d: %s: %s: no such line after %s line %d\n", \
				    ARGV[1], at[k, i], k == 1 ? "expect" : "expect-error", \
				    want[k, i], k == 1 ? "output" : "stderr", pos - 1
				bad = 1
			} else
				pos = j + 1
		}
	}
	exit bad
}
