# The book's worked example gt09-cavalry-flight (grande-tactique), from data/examples/grande-tactique/gt09-cavalry-flight.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt09-cavalry-flight
# expect: ^EXAMPLE name=gt09-cavalry-flight steps=[0-9]+ checks=3 match=3 known=0 differs=0 stale=0 errors=0 result=matches$
