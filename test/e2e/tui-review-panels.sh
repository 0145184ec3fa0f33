#!/bin/sh
# TUI review (docs/tui-review.md): ways back out of nudging, the unit form
# and the : line. Nudging ends when another task starts (it used to
# survive a walkthrough, so the arrows moved the unit once it was done);
# a key a form field refuses says why; a two-word command with a bad
# second word names the words it takes. Nothing refused reaches the game
# file.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
select_unit F27

# / with a name no unit has: said, with the nearest.
keys /
wait_for "unit name; Enter or Esc ends"
text F72
keys Enter
wait_for "no unit's name starts with F72 (did you mean F27?)"
select_unit F27

# Nudge once, then f: nudging ends, the walkthrough starts; Esc leaves it
# and Down selects the next unit: no second move in the journal.
keys n
wait_for "nudge F27 by 2 cm: arrows on the screen"
keys Up
wait_for "unit move F27 to=86,72"
keys f
wait_for "target for F27:"
keys Escape
wait_gone "target for F27:"
keys Down
wait_for "j/k select  f fire"
[ "$(grep -c '^unit move' "$GAME")" -eq 1 ] ||
	fail "nudging went on after the walkthrough: $(grep '^unit move' "$GAME")"
screen | grep -q "^▸KGL5" || fail "Down did not select the next unit"

# ^C ends nudging and the ruler cursor (it only armed the quit).
keys n
wait_for "nudge KGL5 by 2 cm: arrows on the screen"
keys C-c
wait_for "nudging ended"
keys c
wait_for "Enter picks, . point"
keys C-c
wait_for "ruler cursor ended"

# The add form: a letter in a number field, a letter no choice starts
# with; Esc cancels and nothing is added.
lines0=$(wc -l < "$GAME")
keys a
wait_for "Add a unit"
# Enter with no name: said in words, not as the parser's usage line.
keys Enter
wait_words "the unit needs a name: type it in the name field"
# name, side, arm, figures
keys Tab
keys Tab
wait_for "Tab next field"
keys z
wait_for "arm: no value starts with z"
keys Tab
keys x
wait_for "figures takes a number: x is not a digit"
keys Escape
wait_for "form cancelled"
[ "$(wc -l < "$GAME")" -eq "$lines0" ] || fail "the cancelled form wrote to the game file"

# The : line: a two-word command with a bad second word.
keys :
text "check fyre F27 at L54"
keys Enter
wait_words 'unknown command "check fyre": check takes one of: fire melee table (did you mean fire?)'
keys Escape
wait_for "j/k select  f fire"
text ":staff"
keys Enter
wait_words "staff takes one of: catch"
keys Escape
wait_for "j/k select  f fire"
[ "$(wc -l < "$GAME")" -eq "$lines0" ] || fail "a refused line wrote to the game file"

# A question answered no, or with another key, says nothing was done.
keys N
wait_for "Start bound 2? (y/n)"
keys n
wait_for "not done (no): nothing changed"
keys D
wait_for "from the roster? (y/n)"
keys f
wait_for "not done (only y does it): nothing changed"
[ "$(wc -l < "$GAME")" -eq "$lines0" ] || fail "a question answered no wrote to the game file"

# Two firers (F27 and Ross at L54): the step trail is longer than the
# pane; on the dice step it starts late ("…") so the dice step shows.
select_unit F27
keys f
wait_for "target for F27:"
text L54
keys Enter
wait_for "Eligibility"
keys Escape
wait_for "Enter checks  + s a t x parts"
keys +
wait_for "firer at L54:"
text Ross
keys Enter
wait_for " 2. Ross > L54"
i=0
while ! screen | grep -q "^ Dice"; do
	i=$((i + 1))
	[ "$i" -lt 20 ] || fail "never reached the dice step"
	sc=$(screen)
	keys Enter
	wait_change "$sc"
done
wait_for " …›factors1›check2›factors2›dice›"
keys q
wait_for "Quit anyway? (y/n)"
keys y
wait_for "UMPIRE-EXIT="
grep -q '^fire' "$GAME" && fail "the unapplied walkthrough reached the game file"
echo "PASS: nudging ends with another task; forms and the : line say what they refuse"
