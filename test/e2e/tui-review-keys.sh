#!/bin/sh
# e2e: slow (run.sh starts it first)
# TUI review (docs/tui-review.md): a key no screen takes says so, and the
# bottom row shows the keys of the mode, panel or step under way, never
# the roster's. Walks the BA demo on 80x24: unknown keys in normal mode,
# the history panel and its amend preview, the ruler cursor, the bound
# panel, and every step of a fire walkthrough; Esc backs out of each, and
# the journal holds only what was applied.
. "$(dirname "$0")/tui-lib.inc"
skip_unless_built "fire F27 at L54"
start
lines0=$(wc -l < "$GAME")

# Normal mode: an unbound key, a slip of case, a key of a closed panel.
keys z
wait_for "z is no key here; ? lists every key"
keys E
wait_for "E is no key here; did you mean e (edit the selected unit"
keys w
wait_for "w: in the unit detail: why"
keys Escape
wait_for "j/k select  f fire"

# The key help: its own keys on the bottom row, any other key closes.
keys '?'
wait_for "any other key closes"
keys x
wait_for "j/k select  f fire"

# The history panel: its own keys on the bottom row, Esc gives the
# roster's back.
keys h
wait_for "j/k select  N Enter go to #N  Enter amend it  h/Esc close"
keys Escape
wait_for "j/k select  f fire"
# A panel the history would hide closes the history first.
keys h
wait_for "j/k select  N Enter go to #N  Enter amend it  h/Esc close"
keys b
wait_for "b close  Enter answer a decision  j/k select  i detail"
wait_gone "Enter amend it"
keys b
wait_for "j/k select  f fire"

# The bound panel, the unit detail, the ruler cursor.
keys b
wait_for "b close  Enter answer a decision  j/k select  i detail"
# The numbers say what they count (on 80x24 with room for every unit).
wait_words "fire, atk: how many enemies it may fire at, attack now"
screen | grep -q "^ Btty " || fail "the legend pushed a unit off the bound panel"
keys b
wait_for "j/k select  f fire"
select_unit F27
keys i
wait_for "i close  w why"
keys i
# The ruler between units: the bottom row says what it waits for.
keys r
wait_for "ruler from F27"
keys j
wait_for "ruler: j/k the other unit, then r"
keys r
wait_for "> measure F27 KGL5"
wait_for "r clears the ruler"
keys r
wait_for "ruler off"
keys k
keys c
wait_for "Enter picks, . point"
keys u
wait_for "u is no key of the ruler cursor"
keys c
wait_for "ruler cursor ended"

# A fire walkthrough: each step's keys; keys of the roster say why they
# wait; o outside the dice and result steps says where the odds are.
keys f
wait_for "target for F27:"
wait_for "type a name  Up/Down  Enter pick"
text L54
keys Enter
wait_for "Eligibility"
wait_for "y/n answer  digits value  x clear"
keys u
wait_words "u is no key on the check step"
keys o
wait_words "o: the odds show on the dice and result steps"
i=0
while ! screen | grep -q "^ Dice"; do
	i=$((i + 1))
	[ "$i" -lt 40 ] || fail "never reached the dice step"
	sc=$(screen)
	keys Enter
	wait_change "$sc"
done
wait_for "digits dice  r roll  R all  o odds"
keys h
wait_words "h is no key on the dice step"
# The odds in words; the pane is short, so the likeliest are shown (BA:
# L54 loses 4 figures and falls into LD, 36.6%) and the rest counted.
keys o
wait_for "Umpire's odds"
wait_for "36.6%  L54: loses 4, LD"
wait_for "less likely: \`odds\`"
screen | grep -q "moral=" && fail "the odds are not in words"
# Esc back from the dice (their Enter would journal the ruling), all
# the way out: abandoned, nothing written.
n=0
while ! screen | grep -q "Abandon this walkthrough"; do
	n=$((n + 1))
	[ "$n" -lt 10 ] || fail "Esc never reached the question"
	sc=$(screen)
	keys Escape
	wait_change "$sc"
done
keys y
wait_for "walkthrough abandoned; nothing was applied"
[ "$(wc -l < "$GAME")" -eq "$lines0" ] ||
	fail "the abandoned walkthrough wrote to the game file"

# A ruling to amend: fire with a roll of 12, then the history's preview.
walk_start_fire() {
	keys f
	wait_for "target for F27:"
	text L54
	keys Enter
	wait_for "Eligibility"
}
walk_start_fire
walk_through 12
# The unit detail says the ruling in words (it gave "b1 FIRE F27>L54
# loss 4 LD"); roll 12 +2 (column) = 14 -> 4 figures, LD (as applied).
keys i
wait_for "b1 fire F27 > L54: loss 4, LD"
keys i
keys h
wait_for "Enter amend it"
keys Enter
wait_for "Amend command"
wait_for "type the value  Tab/Up/Down field  ^U clear  Enter preview"
keys C-u
text 3
keys Enter
wait_for "what changes" 300
wait_for "y/Enter amend  e edit again  Esc cancel"
# q, u and : are no keys of the preview; they say so and change nothing.
keys q
wait_for "q is no key in the preview: y applies it"
keys u
wait_for "u is no key in the preview"
keys Escape
wait_for "amendment cancelled; nothing changed"
grep -q '^amend' "$GAME" && fail "a cancelled amendment reached the game file"
grep -q '^fire F27 at L54 roll=12$' "$GAME" || fail "the ruling is not in the game file"
# A long command (F27's unit add, command 10) in the form.
keys PPage
keys PPage
for i in 1 2 3 4 5 6 7 8 9; do keys Down; done
keys Enter
wait_for "Amend command 10"
# 80x24 holds neither every field nor the lines whole: the line as ruled
# shows its start, the fields scroll to the one typed in (the label, the
# last but one), the amend line wraps whole below them.
wait_for "as ruled: unit add F27 side=Allied"
wait_words 'amend 10 unit add F27 side=Allied'
wait_words 'depth=2 label="1/27th Inniskilling"'
keys Up
wait_for "+ key=value    _"
keys Up
wait_for "label          1/27th Inniskilling_"
keys Escape
wait_for "amendment cancelled; nothing changed"
keys Escape
wait_for "j/k select  f fire"
quit
echo "PASS: unknown keys say so; the hint row follows the mode, panel and step"
