#!/bin/sh
# One user action is one undo, and results in words.
# Three walkthroughs: F27 at L54 (LD), Ross at L54 (MD), Cuir6 against
# KGL5 (FD): each result panel spells its state out with what it means,
# the first time it appears. Then u takes back the whole melee ruling
# (declaration, resolve, continued advance) and nothing stays declared;
# a batch replay of the journal agrees. u asks first (a whole ruling),
# and U (redo) puts the ruling back: the game is as before the u (the
# `units` of a batch replay equal, KGL5 at 21 again), and the journal
# says both (`undo ruling`, `redo`). The scenario's last unit is never
# offered on the status line, and u on it asks.
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
	wait_for "Result (in the game file)" 300
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
# u asks before it takes back a whole ruling.
wait_for "Take back the whole ruling"
keys y
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
# The state before the u: the journal up to it, replayed.
tail -n +2 "$GAME" | grep -v '^@' | sed '$d' > "$T/before-undo.cmd"
printf 'units\n' >> "$T/before-undo.cmd"
"$UMPIRE" -b < "$T/before-undo.cmd" 2>/dev/null | grep '^UNIT ' > "$T/before.units"
keys Escape
keys U
wait_for "redone: advance Cuir6 yes"
tail -1 "$GAME" | grep -q '^redo$' || fail "the journal does not end with redo"
replay "$T/redo.out"
printf 'units\n' | cat "$T/journal.cmd" - | "$UMPIRE" -b 2>/dev/null | grep '^UNIT ' > "$T/after.units"
grep -q '^UNIT name=KGL5 .*figures=21 ' "$T/after.units" ||
	fail "KGL5 is not at 21 figures after the redo"
cmp -s "$T/before.units" "$T/after.units" || {
	diff -u "$T/before.units" "$T/after.units"
	fail "u then U did not give back the same units"
}
# Back to the scenario: the status line never offers its last unit, and
# u on it asks (it came before this session). Wide enough for the
# preview to fit.
resize 150 30
for undone in "advance Cuir6 yes" "fire Ross at L54"; do
	keys u
	wait_for "Take back the whole ruling"
	keys y
	wait_for "undone: $undone"
done
wait_for "game.umpire │ undo: fire F27 at L54, bound 1"
keys u
wait_for "Take back the whole ruling"
keys y
wait_for "undone: fire F27 at L54"
keys u
wait_for "Take back unit add"
screen | head -1 | grep -q "undo:" && fail "the status line offers to undo the scenario"
keys n
quit
echo "PASS: LD, MD, FD spelled out with their consequence; u undid the whole melee ruling after asking, U put it back (same units, journal: undo ruling, redo); the scenario's unit asked, never offered"
