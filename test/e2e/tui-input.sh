#!/bin/sh
# e2e: slow (run.sh starts it first)
# What the umpire types is kept exactly: a label
# `Garde Impériale` typed in the unit form reaches the journal intact; a
# three-line paste into `:` runs as three commands after one question and
# never as keys (its u and e would undo and edit); a 200 KB paste is read
# at once and refused in one answer; ^C cancels the line, then the form,
# and twice quits. Under LANG=C a non-ASCII key neither freezes the `:`
# line nor garbles the screen with `#`. Label limits are in characters
# (63 of UTF-8 kept, a 64th refused in the form and on the `:` line).
. "$(dirname "$0")/tui-lib.inc"
start
select_unit F27
keys A
wait_for "Add a unit"
# Up twice: from the name to the label field (the form wraps round).
keys Up Up
wait_for "label      1/27th"
keys C-u
text "Garde Impériale"
wait_for "Garde Impériale_"
keys Enter
wait_for "> unit add F28"
grep -q '^unit add F28 .*label="Garde Impériale"' "$GAME" || fail "the label is not in the journal intact"
grep -q '^unit add F28 .*level=1 valour=2 supplies=yes' "$GAME" || fail "the copy lost keys the form does not show"

# Label limits count characters, not bytes: 63 characters of UTF-8 (76
# bytes) are kept whole from the edit form; a 64th is refused in place with
# the limit; 64 characters on the `:` line are refused with one line.
L63="Grenadiers à pied de la Garde Impériale — 1er régiment éééééééé"
select_unit F28
keys e
wait_for "Edit F28"
# The edit form opens on the side (the name is fixed): Up three times.
keys Up Up Up
wait_for "label      Garde Impériale"
keys C-u
text "$L63"
wait_for "label      Grenadiers à pied"
text "é"
wait_for "label: at most 63 characters"
keys Enter
wait_for "> unit set F28"
grep -qF "unit set F28 label=\"$L63\"" "$GAME" || fail "the 63-character label is not in the journal whole"
keys :
text "unit set F28 label=$(printf 'É%.0s' $(seq 64))"
keys Enter
wait_words "label is 64 characters long; a label has at most 63 characters"
tail -1 "$GAME" | grep -q "^unit set F28 label=\"$L63\"$" || fail "the refused label reached the journal"

# Three lines pasted into the `:` line (bracketed paste): one question,
# three commands, never keys.
lines_before=$(wc -l < "$GAME")
printf 'unit set F28 x=60\nunit set F28 label=ue\nunit set F28 x=61\n' > "$T/paste.txt"
sc=$(screen)
keys :
wait_change "$sc"
tm load-buffer "$T/paste.txt"
tm paste-buffer -p -t =t:
wait_for "Run the 3 pasted lines as commands? (y/n)"
keys y
wait_for "ran 3 pasted lines"
[ "$(wc -l < "$GAME")" = $((lines_before + 3)) ] || fail "the paste did not add exactly three lines"
tail -3 "$GAME" | cmp -s - "$T/paste.txt" || fail "the journal lines differ from the paste"
grep -q '^undo' "$GAME" && fail "a key of the paste ran undo"

# 200 KB at once: the question comes without the keys being played.
awk 'BEGIN { for (i = 0; i < 11000; i++) printf "unit set F28 x=%d\n", 60 + i % 5 }' > "$T/big.txt"
[ "$(wc -c < "$T/big.txt")" -ge 190000 ] || fail "the big paste is too small"
lines_before=$(wc -l < "$GAME")
tm load-buffer "$T/big.txt"
tm paste-buffer -p -t =t:
wait_for "Run the 11000 pasted lines as commands? (y/n)" 300
keys n
wait_gone "pasted lines"
[ "$(wc -l < "$GAME")" = "$lines_before" ] || fail "the refused paste changed the game"

# Long names: shortened with an ellipsis that keeps them apart, shown at
# once in the roster.
for n in 2 3; do
	keys :
	text "unit add 1stFootGuards_$n side=Allied arm=infantry figures=20"
	keys Enter
	wait_for "> unit add 1stFootGuards_$n"
done
wait_for "1stF…s_2"
wait_for "1stF…s_3"

# ^C: the line, then a form, then twice to quit.
keys :
text "unit set F28"
wait_for ":unit set F28"
keys C-c
wait_for "line cancelled"
keys a
wait_for "Add a unit"
keys C-c
wait_for "form cancelled"
keys C-c
wait_for "^C again or q quits"
keys C-c
wait_for "UMPIRE-EXIT=0"
cmp -s "$T/stty.before" "$T/stty.after" || fail "terminal modes not restored after ^C ^C"

# LANG=C: no UTF-8 in the terminal's locale.
tm kill-server
rm -f "$T/stty.before" "$T/stty.after"
TUI_LANG=C start
# The bytes of é (C3 A9) on the `:` line: never a frozen line; the
# editing goes on and the line runs. (curses may drop the byte right after
# an invalid sequence that arrives in the same read: type 2 until it shows.)
keys :
text "unit set F28 x=6"
tm send-keys -t =t: -H c3 a9
tries=0
until screen | grep -q ":unit set F28 x=62"; do
	[ "$tries" -lt 3 ] || fail "the : line stopped taking keys after non-UTF-8 bytes"
	text "2"
	k=0
	while [ "$k" -lt 20 ] && ! screen | grep -q ":unit set F28 x=62"; do
		sleep 0.1
		k=$((k + 1))
	done
	tries=$((tries + 1))
done
keys Enter
wait_for "> unit set F28 x=62"
grep -q '^unit set F28 x=62$' "$GAME" || fail "the line typed under LANG=C is not journaled as typed"
keys "#"
wait_for "needs a UTF-8 locale"
screen | grep -q '⣿' && fail "braille drawn under LANG=C"
quit
echo "PASS: UTF-8 label kept, 63-character labels, copy keeps keys, paste as commands, 200 KB paste, ^C, LANG=C"
