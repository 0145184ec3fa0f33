# The book's worked example ba08-fire-at-soutien (belle-alliance), from data/examples/belle-alliance/ba08-fire-at-soutien.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba08-fire-at-soutien
# expect: ^EXAMPLE name=ba08-fire-at-soutien steps=[0-9]+ checks=3 match=3 known=0 differs=0 stale=0 errors=0 result=matches$
