# Hand-computed results of a golden transcript, checked against what the
# program printed: awk -f test/golden-expect.awk NAME.cmd STDOUT.
# Every "# expect: REGEX" line of NAME.cmd (an extended regular
# expression) must match a line of STDOUT, in the order the directives
# come: each after the line the one before matched. The comment above a
# directive keeps the computation; the directive holds its result.
# Prints one line per directive that does not match; exits 1 then.
FNR == NR {
	if (sub(/^# expect: /, "")) {
		want[++n] = $0
		at[n] = FNR
	}
	next
}
{ line[++m] = $0 }
END {
	pos = 1
	bad = 0
	for (i = 1; i <= n; i++) {
		j = pos
		while (j <= m && line[j] !~ want[i])
			j++
		if (j > m) {
			printf "  %s:%d: expect: %s: no such line after output line %d\n", \
			    ARGV[1], at[i], want[i], pos - 1
			bad = 1
		} else
			pos = j + 1
	}
	exit bad
}
