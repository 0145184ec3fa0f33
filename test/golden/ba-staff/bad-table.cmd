# args: --tables bad-table18
# A Table 18 with a gap (15 has no row) fails when the tables are loaded,
# naming file:line, before any command runs.
unit add A side=Allied arm=infantry figures=20 formation=line
# expect-error: bad-table18/table18-staff-catch.csv:6: gap: min is 16 but line 5 ends at 14, so min must be 15
