# The book's worked example ba02-split-fire (belle-alliance), from data/examples/belle-alliance/ba02-split-fire.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba02-split-fire
# expect: ^EXAMPLE name=ba02-split-fire steps=[0-9]+ checks=14 match=14 known=0 differs=0 stale=0 errors=0 result=matches$
