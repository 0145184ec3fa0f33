# A file with a bad row is refused whole, naming the row and the column,
# and nothing is added (docs/scenarios.md). Row numbers are the file's
# lines (row 1 the header); columns are named as a spreadsheet does.
# badrow.csv row 3, column E: formation=lne (did you mean line?), though
# rows 2 and 4 are good: none of them is added.
units import badrow.csv
units
# A quoted cell never closed (row 3, column D).
units import badquote.csv
# x without y (row 2, column E: unit add says x and y go together).
units import badxy.csv
# A name twice (row 3, column A).
units import twice.csv
# A group named like a unit (row 2, column E, group add's own check).
units import groupname.csv
# A file that is not there.
units import nosuch.csv
units
history
# expect: ^  \(no units\)$
# expect: ^  \(no units\)$
# expect-error: units import badrow\.csv: row 3, column E \(formation\): unit add A2: formation=lne is not allowed \(did you mean line\?\).*; nothing was imported$
# expect-error: units import badquote\.csv: row 3, column D: a quoted cell is not closed
# expect-error: units import badxy\.csv: row 2, column E \(x\): unit add A1: give x and y together
# expect-error: units import twice\.csv: row 3, column A \(name\): unit A1 already exists
# expect-error: units import groupname\.csv: row 2, column E \(brigade\): group add: B2 is a unit's name
# expect-error: units import nosuch\.csv: cannot read it
