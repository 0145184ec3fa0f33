# The book's worked example ba05-cavalry-square (belle-alliance), from data/examples/belle-alliance/ba05-cavalry-square.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba05-cavalry-square
# expect: ^EXAMPLE name=ba05-cavalry-square steps=[0-9]+ checks=19 match=19 known=0 differs=0 stale=0 errors=0 result=matches$
