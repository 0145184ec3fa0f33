# The book's worked example ba11-staff-catch (belle-alliance), from data/examples/belle-alliance/ba11-staff-catch.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example ba11-staff-catch
# expect: ^EXAMPLE name=ba11-staff-catch steps=[0-9]+ checks=6 match=6 known=0 differs=0 stale=0 errors=0 result=matches$
