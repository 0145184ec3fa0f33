#!/bin/sh
# TUI review (docs/tui-review.md): Grande Tactique and activation in the
# TUI. The status line and the next-turn question say "turn" where the
# ruleset does (they said "bound"); the odds panel says each outcome in
# words with whom it is of (GT gave "firer-wins" and "eager" with no
# unit; activation "loss=0 stamina=6 state=ok"); the dice step's example
# fits the ruleset's dice (activation's 1d6 was told "the total (12) or
# dice (4,3,5)"); BA melee odds name the loser.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"

to_dice() {
	i=0
	while ! screen | grep -q "^ Dice"; do
		i=$((i + 1))
		[ "$i" -lt 20 ] || fail "never reached the dice step"
		sc=$(screen)
		keys Enter
		wait_change "$sc"
	done
}

# GT: Picton at Foy (1d6 each, highest wins, Firing Results).
start -r grande-tactique
wait_for "Quatre Bras"
wait_for "grande-tactique │ turn 1, "
select_unit Picton
keys f
wait_for "target for Picton:"
keys Enter
wait_for "Eligibility"
to_dice
keys o
wait_for "Umpire's odds"
wait_for "Picton > Foy: firer wins"
wait_for "Picton > Foy: target wins"
wait_for "Picton: eager"
screen | grep -q "state=\|firer-wins" && fail "GT odds not in words"
n=0
while ! screen | grep -q "Abandon this walkthrough"; do
	n=$((n + 1))
	[ "$n" -lt 10 ] || fail "Esc never reached the question"
	sc=$(screen)
	keys Escape
	wait_change "$sc"
done
keys y
wait_for "walkthrough abandoned"
keys N
wait_for "Start turn 2?"
keys n
quit

# Activation: Gren at Fus, one d6 (a game file of its own).
GAME=$T/activation.umpire
start -r activation
wait_for "activation │ turn 1, "
select_unit Gren
keys f
wait_for "target for Gren:"
keys Enter
wait_for "Eligibility"
to_dice
wait_for "1d6: the die (4),"
screen | grep -q "the total (12)" && fail "a 3d6 example for a 1d6 roll"
keys o
wait_for "Gren > Fus: hit"
wait_for "Fus: no loss, stamina 6"
# q asks with the walkthrough half done; y quits, nothing written.
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_for "UMPIRE-EXIT="
grep -q '^fire' "$GAME" && fail "the unapplied walkthrough reached the game file"
# BA melee odds: the loser and its morale ("KGL5:FD" was shown as is).
GAME=$T/ba.umpire
start
select_unit Cuir6
keys m
wait_for "defender for Cuir6:"
text KGL5
keys Enter
wait_for "Eligibility"
to_dice
keys o
wait_for "KGL5 loses, FD"
wait_for "Cuir6 > KGL5: equal"
screen | grep -q "KGL5:FD" && fail "BA melee odds not in words"
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_for "UMPIRE-EXIT="
echo "PASS: GT and activation: turn, odds in words, the dice example of the ruleset"
