# The book's worked example ba10-supplies (belle-alliance), from data/examples/belle-alliance/ba10-supplies.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba10-supplies
# expect: ^EXAMPLE name=ba10-supplies steps=[0-9]+ checks=9 match=9 known=0 differs=0 stale=0 errors=0 result=matches$
