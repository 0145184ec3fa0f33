# The book's worked example ba04-column-vs-line (belle-alliance), from data/examples/belle-alliance/ba04-column-vs-line.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba04-column-vs-line
# expect: ^EXAMPLE name=ba04-column-vs-line steps=[0-9]+ checks=14 match=14 known=0 differs=0 stale=0 errors=0 result=matches$
