# The book's worked example gt04-fire-shaken-flees (grande-tactique), from data/examples/grande-tactique/gt04-fire-shaken-flees.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt04-fire-shaken-flees
# expect: ^EXAMPLE name=gt04-fire-shaken-flees steps=[0-9]+ checks=4 match=4 known=0 differs=0 stale=0 errors=0 result=matches$
