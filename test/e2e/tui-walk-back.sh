#!/bin/sh
# Esc steps back from every step of a walkthrough without losing an
# answer, and a bad dice value is refused in place and corrected there
#. F27 at L54: range answered 12 on the checks, the column
# factor answered no, dice typed; then Esc from the result back to the
# parts list, every answer still shown on the way; forward again, a bad
# dice value (20) refused with the allowed values, corrected, applied: the
# journal gets the answers.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
# j down to the range check (the 7th), one screen change at a time.
to_range() {
	for k in 1 2 3 4 5 6; do
		sc=$(screen)
		keys j
		wait_change "$sc"
	done
}
start
select_unit F27
keys f
wait_for "target for F27:"
keys Enter
wait_for "Eligibility: eligible"
# The range check: answer it with a value.
to_range
wait_for "range 12.0 cm"
text 12
keys Enter
wait_for "your answer: range=12"
keys Enter
# Nothing to decide in the factors: the walkthrough goes on to the dice;
# Esc shows them.
wait_for "r rolls this row"
keys Escape
wait_for "Factors"
# The column factor: answered no, it counts no more but stays listed.
keys j
wait_for "column for F27>L54"
keys n
wait_for "not counted"
keys Enter
wait_for "r rolls this row"
# Back, step by step: nothing lost (the dice's Enter journals the
# ruling; test_walk.c keeps typed dice going back).
keys Escape
wait_for "not counted"
keys Escape
wait_for "Eligibility"
to_range
wait_for "your answer: range=12"
keys Escape
wait_for "Fire parts"
# Forward again: the answers are all there.
keys Enter
wait_for "Eligibility: eligible"
to_range
wait_for "your answer: range=12"
keys Enter
wait_for "r rolls this row"
keys Escape
wait_for "not counted"
keys Enter
# A bad value: refused in place with what is allowed; the cursor stays.
wait_for "(type or r)"
text 20
keys Enter
wait_for "20 refused"
wait_for "3 dice of 1..6"
wait_for "20_"
keys C-u
text 335
keys Enter
wait_for "Result (in the game file)" 300
keys Enter
wait_for "applied:" 300
grep -q '^fire F27 at L54 range=12 column=no dice=3,3,5$' "$GAME" ||
	fail "the journal lacks the answers: $(grep '^fire' "$GAME")"
quit
echo "PASS: Esc back from every step kept every answer; a bad dice value corrected in place"
