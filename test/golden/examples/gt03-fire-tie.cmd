# The book's worked example gt03-fire-tie (grande-tactique), from data/examples/grande-tactique/gt03-fire-tie.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt03-fire-tie
# expect: ^EXAMPLE name=gt03-fire-tie steps=[0-9]+ checks=3 match=3 known=0 differs=0 stale=0 errors=0 result=matches$
