# The checker itself: a wrong book value (DIFFERS), a stale differs= mark,
# an unexpected command error, a missing record, a bad book line: each
# counts and the command fails (exit 1); a known difference and an
# expected error do not. An example file with no book lines fails; an
# example cannot run an example; a missing file is refused. The game in
# play is untouched (units, status).
# wrong-book.txt, 8 book lines counted by hand: uof=4 DIFFERS (3 units of
# fire); uof=3 stale-differs-mark; uof=5 known-difference; ERROR "no unit
# named Nobody" match; TEXT "name=T" match; TEXT "not there at all"
# DIFFERS; MELEE (no MELEE record) DIFFERS; an unterminated quote
# bad-line (counted with DIFFERS) -> match 2, known 1, stale 1, differs 4,
# errors 1 (fire A at Nobody, which no ERROR line expects).
example fixtures/wrong-book.txt
example fixtures/no-book.txt
example fixtures/nested.txt
example fixtures/missing.txt
units
status
