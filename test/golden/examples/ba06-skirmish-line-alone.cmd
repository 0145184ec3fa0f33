# The book's worked example ba06-skirmish-line-alone (belle-alliance), from data/examples/belle-alliance/ba06-skirmish-line-alone.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba06-skirmish-line-alone
# expect: ^EXAMPLE name=ba06-skirmish-line-alone steps=[0-9]+ checks=14 match=14 known=0 differs=0 stale=0 errors=0 result=matches$
