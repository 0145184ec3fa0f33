# The book's worked example ba03-artillery-x5 (belle-alliance), from data/examples/belle-alliance/ba03-artillery-x5.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba03-artillery-x5
# expect: ^EXAMPLE name=ba03-artillery-x5 steps=[0-9]+ checks=4 match=4 known=0 differs=0 stale=0 errors=0 result=matches$
