# args: --tables bad-table18-result
# A Table 18 row where the staff figure survives with a penalty fails when
# the tables are loaded, naming file:line and what is allowed.
unit add A side=Allied arm=infantry figures=20 formation=line
# expect-error: table18-staff-catch.csv:4: penalty -1 is not allowed; it is 0 to -5, and 0 when the figure survives \(Table 18\)
