# The book's worked example gt11-victory (grande-tactique), from data/examples/grande-tactique/gt11-victory.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt11-victory
# expect: ^EXAMPLE name=gt11-victory steps=[0-9]+ checks=6 match=6 known=0 differs=0 stale=0 errors=0 result=matches$
