# The book's worked example ba07-soutien-covered (belle-alliance), from data/examples/belle-alliance/ba07-soutien-covered.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba07-soutien-covered
# expect: ^EXAMPLE name=ba07-soutien-covered steps=[0-9]+ checks=12 match=12 known=0 differs=0 stale=0 errors=0 result=matches$
