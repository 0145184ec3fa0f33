# The book's worked example gt07-charge-fails (grande-tactique), from data/examples/grande-tactique/gt07-charge-fails.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt07-charge-fails
# expect: ^EXAMPLE name=gt07-charge-fails steps=[0-9]+ checks=5 match=5 known=0 differs=0 stale=0 errors=0 result=matches$
