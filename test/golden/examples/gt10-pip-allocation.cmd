# The book's worked example gt10-pip-allocation (grande-tactique), from data/examples/grande-tactique/gt10-pip-allocation.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt10-pip-allocation
# expect: ^EXAMPLE name=gt10-pip-allocation steps=[0-9]+ checks=9 match=9 known=0 differs=0 stale=0 errors=0 result=matches$
