# The book's worked example ba12-artillery-legality (belle-alliance), from data/examples/belle-alliance/ba12-artillery-legality.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba12-artillery-legality
# expect: ^EXAMPLE name=ba12-artillery-legality steps=[0-9]+ checks=14 match=14 known=0 differs=0 stale=0 errors=0 result=matches$
