#!/bin/sh
# y and n on every check of a fire: each is either taken as the
# umpire's answer (the check runs again with it) or refused in place with
# who decides it; the walkthrough never stalls on an error, and at the
# end the checks are as before and Enter goes on.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27
keys f
wait_for "target for F27:"
keys Enter
wait_for "Eligibility: eligible"
nchecks=$(printf 'check fire F27 at L54\n' | "$UMPIRE" -b --demo 2>/dev/null | grep -c '^CHECK ')
[ "$nchecks" -ge 5 ] || fail "expected the list of checks, found $nchecks rows"
ci=0
while [ "$ci" -lt "$nchecks" ]; do
	for a in y n; do
		sc=$(screen)
		keys "$a"
		wait_change "$sc"
		sc=$(screen)
		echo "$sc" | grep -q "^ Eligibility" || fail "check $ci, $a: the list of checks is gone"
		echo "$sc" | grep -qE "the check failed|unknown key" && fail "check $ci, $a: stranded on an error"
		echo "$sc" | grep -qE "decided by|stands as decided|NOT eligible|eligible" ||
			fail "check $ci, $a: no answer and no reason shown"
		# An accepted answer is cleared again (x), so the next check
		# starts from what the map decides.
		if echo "$sc" | grep -q "your answer:"; then
			keys x
			wait_gone "your answer:"
		fi
	done
	sc=$(screen)
	keys j
	[ "$ci" -lt $((nchecks - 1)) ] && wait_change "$sc"
	ci=$((ci + 1))
done
wait_for "Eligibility: eligible"
keys Enter
wait_for "r rolls this row"
echo "PASS: y/n on each of $nchecks checks: answered or refused in place, never stranded"
