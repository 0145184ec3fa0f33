#!/bin/sh
# One user action is one undo, and results in words (issue 17).
# Three walkthroughs: F27 at L54 (LD), Ross at L54 (MD), Cuir6 against
# KGL5 (FD): each result panel spells its state out with what it means,
# the first time it appears. Then u takes back the whole melee ruling
# (declaration, resolve, continued advance) and nothing stays declared;
# a batch replay of the journal agrees.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
fire_at_l54() { # firer dice
	select_unit "$1"
	keys f
	wait_for "target for $1:"
	text L54
	keys Enter
	wait_for "Eligibility: eligible"
	keys Enter
	wait_for "r rolls this row"
	text "$2"
	keys Enter
	wait_for "Result (not applied yet)" 300
}
fire_at_l54 F27 442
wait_words "L54 loses 4 figures (36 → 32) and falls into Light Disorder: it may still fire and attack"
keys Enter
wait_for "applied:" 300
fire_at_l54 Ross 333
wait_words "falls into Medium Disorder: it may not fire or attack until rallied"
keys Enter
wait_for "applied:" 300
select_unit Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Eligibility: eligible"
keys Enter
wait_for "Factors"
keys Enter
wait_for "r rolls this row"
text 11
keys Enter
text 9
keys Enter
wait_words "KGL5 loses 3 figures (24 → 21) and falls into Full Disorder: it may not fire or attack" 300
sc=$(screen)
keys y
wait_change "$sc"
keys Enter
wait_for "applied:" 300
grep -q '^advance Cuir6 yes$' "$GAME" || fail "no advance line"
# u: the whole melee ruling goes, and only it.
keys u
wait_for "> undo ruling"
wait_for "undone: advance Cuir6 yes"
tail -1 "$GAME" | grep -q '^undo ruling$' || fail "the journal does not end with undo ruling"
keys :
text declared
keys Enter
wait_for "(nothing declared)"
# The journal replays (undo ruling included) to KGL5 at 24 figures again.
replay "$T/batch.out"
printf 'units\n' | cat "$T/journal.cmd" - | "$UMPIRE" -b 2>/dev/null |
	grep -q '^UNIT name=KGL5 .*figures=24 ' ||
	fail "KGL5 is not back at 24 figures after the undo"
quit
echo "PASS: LD, MD, FD spelled out with their consequence; u undid the whole melee ruling"
