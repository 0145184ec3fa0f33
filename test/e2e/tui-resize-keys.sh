#!/bin/sh
# A resize and keys in one tmux command, so that the program may find
# both waiting: the screen ends laid out for the new size, with the keys'
# effect. Esc on the : line with a resize once lost both (the line stayed
# open, libedit waiting for the rest of an Alt+key, and the layout stayed
# at the old size). Also in the fire pick list and the help overlay, and
# through a size too small to draw.
. "$(dirname "$0")/tui-lib.inc"

# laid_out W H HINT: SCR is H rows, the status row fills W-1 columns and
# the last row starts with HINT.
laid_out() {
	lo_rows=0
	lo_first=
	lo_last=
	lo_rest="$SCR
"
	while [ -n "$lo_rest" ]; do
		lo_row=${lo_rest%%"
"*}
		lo_rest=${lo_rest#*"
"}
		lo_rows=$((lo_rows + 1))
		[ "$lo_rows" = 1 ] && lo_first=$lo_row
		lo_last=$lo_row
	done
	[ "$lo_rows" = "$2" ] || return 1
	case "$lo_last" in "$3"*) ;; *) return 1 ;; esac
	lo_first=${lo_first%"${lo_first##*[! ]}"}
	[ "$(printf '%s' "$lo_first" | wc -m)" = $(($1 - 1)) ]
}

# batch W H KEY...: the resize and the keys as one tmux command.
batch() {
	b_w=$1
	b_h=$2
	shift 2
	b_keys=
	for k; do
		tmc_quote "$k"
		b_keys="$b_keys $Q"
	done
	tmc "resize-window -t $TMC_APP -x $b_w -y $b_h ; send-keys -t $TMC_APP$b_keys" ||
		fail "tmux would not resize to ${b_w}x$b_h and send:$*"
}

HINT="j/k select"
start

# Esc on the : line, each time with a resize (grown and shrunk): the line
# closes and the screen is drawn at the new size.
for size in 120x40 80x24 200x60 100x30 80x24 81x25; do
	keys :
	text "unit set F27 x="
	wait_for ":unit set F27 x="
	batch "${size%x*}" "${size#*x}" Escape
	poll 50 laid_out "${size%x*}" "${size#*x}" "$HINT" ||
		fail "Esc with a resize to $size: not closed and laid out at $size"
	on_screen ":unit set F27 x=" && fail "the : line is still open"
done

# Normal keys with each resize.
for size in 200x60 80x24 120x40 90x26 80x24; do
	batch "${size%x*}" "${size#*x}" j k j
	poll 50 laid_out "${size%x*}" "${size#*x}" "$HINT" ||
		fail "keys with a resize to $size: not laid out at $size"
done

# The fire pick list: typed with a resize, too small, and back: the list
# and what was typed are still there.
select_unit F27
keys f
wait_for "target for F27:"
PICK="type a name"
batch 120 40 L 5
poll 50 laid_out 120 40 "$PICK" || fail "the pick list was not laid out at 120x40"
wait_for "name: L5"
batch 40 12 Down
wait_for "need 80x24, have 40x12"
batch 100 30 Up
poll 50 laid_out 100 30 "$PICK" || fail "the pick list did not come back at 100x30"
wait_for "name: L5"
# Esc clears the name, then leaves the pick (nothing to abandon yet).
keys Escape
wait_gone "name: L5"
keys Escape
wait_gone "target for F27:"

# The help overlay scrolled to its end, then wider: still on the page.
keys '?'
wait_for "any key closes"
i=0
while [ $i -lt 30 ]; do
	keys PageDown
	i=$((i + 1))
done
batch 200 60 Down
wait_for "any key closes"
grab
[ "$(printf '%s\n' "$SCR" | sed -n '3,59p' | grep -c '[^ ]')" -ge 3 ] ||
	fail "the help overlay shows no keys at 200x60"
keys Space
resize 80 24
poll 50 laid_out 80 24 "$HINT" || fail "not laid out at 80x24 after the help"

quit
screen | grep -q "UMPIRE-EXIT=0" || fail "umpire did not exit 0"
echo "PASS: resizes with keys"
