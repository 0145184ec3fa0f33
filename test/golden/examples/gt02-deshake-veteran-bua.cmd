# The book's worked example gt02-deshake-veteran-bua (grande-tactique), from data/examples/grande-tactique/gt02-deshake-veteran-bua.cmd: every
# BOOK record must say match or known-difference; a difference from the
# book fails the command (exit 1). Expected values: the # book: lines of
# the scenario file, computed there by hand from the book.
example gt02-deshake-veteran-bua
