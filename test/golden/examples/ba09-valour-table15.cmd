# The book's worked example ba09-valour-table15 (belle-alliance), from data/examples/belle-alliance/ba09-valour-table15.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba09-valour-table15
# expect: ^EXAMPLE name=ba09-valour-table15 steps=[0-9]+ checks=9 match=9 known=0 differs=0 stale=0 errors=0 result=matches$
