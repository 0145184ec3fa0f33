#!/bin/sh
# `:example NAME` in the interface: the worked example in the log as
# sentences (its title, steps, the rulings' words, the book's verdicts and
# the summary), not its records; batch mode keeps the records
# (test/golden/examples). GT-7: C1 2 +1 = 3 < 4 fails, both chargers
# shaken, the program agrees with the book on 5 of 5 results.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start -r grande-tactique
resize 120 40
wait_for "Quatre Bras"
keys :
text "example gt07-charge-fails"
keys Enter
wait_for "the program agrees with the book: 5 of 5 results"
wait_for "book: the charge fails: C1 becomes shaken -> the program agrees"
sc=$(screen)
echo "$sc" | grep -qE '^ (BOOK|MORALE|RESULT|MELEE|EXAMPLE|CHECK|FACTOR) ' &&
	fail "the example's records are in the log"
# Scrolled back: the steps and the words of the ruling.
keys PPage
wait_for "C1, Morale Check (charging (principal)): die 2 +1 = 3"
screen | grep -qE '^ (BOOK|MORALE|RESULT|MELEE|EXAMPLE|CHECK|FACTOR) ' &&
	fail "the example's records are in the log (scrolled back)"
quit
echo "PASS: :example shows the worked example as sentences, no records"
