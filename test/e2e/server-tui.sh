#!/bin/sh
# docs/server.md, "The TUI attached": a server and two full-screen
# terminals under tmux (umpires south and north). North rules a fire from
# its command line: south's screen shows the line, the news and the new
# state at once. South is refused a unit of north's sector, with the
# owner's name, and nothing is journaled. South walks a whole fire by
# keys: the server journals the declaration and its resolve together and
# north's screen shows them. North is killed (SIGKILL) holding a ruling:
# the server takes it back, south is told, and everything acknowledged
# is in the journal. The server killed and started again: south connects
# again by itself and goes on. A plain `umpire GAME` attaches full screen
# as the chief. A plain session opens the journal afterwards.
. "$(dirname "$0")/server-lib.inc"
. "$(dirname "$0")/tui-lib.inc"
trap 'tm kill-server 2>/dev/null; [ -n "$srv_pid" ] && kill "$srv_pid" 2>/dev/null; rm -rf "$T" "$dir"' EXIT
skip_unless_built "fire F27 at L54"

cat > "$dir/setup" <<'S'
unit add A1 side=Allied arm=infantry figures=12 formation=line x=0 y=0 facing=0
unit add F1 side=French arm=infantry figures=12 formation=line x=0 y=12 facing=180
unit add A3 side=Allied arm=infantry figures=12 formation=line x=100 y=0 facing=0
unit add F3 side=French arm=infantry figures=12 formation=line x=100 y=12 facing=180
sector add north A1 F1
sector add south A3 F3
S
srv_start --ruling-timeout 0
"$UMPIRE" attach --script "$dir/setup" "$g" > /dev/null 2>&1 || fail "chief setup failed"

# attached NAME SESSION: `umpire attach --as NAME` full screen in a tmux
# session of its own (80x24); its pid in $T/NAME.pid.
tm -f /dev/null new-session -d -s keep -x 80 -y 24 "sleep 600" || fail "tmux would not start"
attached() {
	cat > "$T/$1.sh" <<EOF
sh -c 'echo \$\$ > "$T/$1.pid"; exec "\$0" "\$@"' "$UMPIRE" attach --as $1 "$g"
echo "UMPIRE-EXIT=\$?"
exec sleep 600
EOF
	tm new-session -d -s "$2" -x 80 -y 24 \
		"env -u TMUX HOME=$T/home XDG_STATE_HOME=$T/state XDG_DATA_HOME=$T/data LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=xterm-256color NO_COLOR= sh $T/$1.sh" ||
		fail "tmux would not start $1"
}
mkdir -p "$T/home"
attached south t
attached north u
wait_for "attached: south on"
# north's screen (session u)
wait_u() {
	n=0
	while [ "$n" -lt "${2:-100}" ]; do
		tm capture-pane -p -t =u: | grep -qF -- "$1" && return 0
		sleep 0.1
		n=$((n + 1))
	done
	echo "--- north's screen:"
	tm capture-pane -p -t =u:
	fail "north's screen: timed out waiting for: $1"
}
cmd_u() {
	tm send-keys -t =u: :
	sleep 0.2
	tm send-keys -t =u: -l "$1"
	tm send-keys -t =u: Enter
}
wait_u "attached: north on"

# North rules a fire; south's screen shows it without a key pressed.
cmd_u "fire A1 at F1 range=15 dice=4,4,5"
wait_u "declared: A1 fires at F1"
cmd_u "resolve"
wait_u "RESULT kind=fire target=F1"
wait_for "[north] fire A1 at F1 range=15 dice=4,4,5"
wait_for "[north] resolve"
wait_for "news: F1 now LD, was ok (north: resolve)"
screen | grep -qE '^ F1 +inf line +11 LD' || fail "south's roster does not show F1 at 11 figures, LD"

# A refusal: one line naming the owner; nothing journaled.
before=$(wc -l < "$g")
keys :
text "fire F1 at A1 range=15 dice=1,1,1"
keys Enter
wait_words "error: F1 is in north's sector; umpire south rules only on sector south"
[ "$(wc -l < "$g")" -eq "$before" ] || fail "a refused command was journaled"
keys C-u Escape
wait_for "? keys  q quit"

# South's walkthrough by keys: one ruling, journaled whole.
select_unit A3
keys f
wait_for "target for A3:"
text F3
keys Enter
wait_for "Eligibility"
walk_through "5,5,5"
grep -n '' "$g" | tail -n 2 > "$dir/last2"
sed -n 1p "$dir/last2" | grep -q ':fire A3 at F3 .*dice=5,5,5' || fail "the walkthrough's fire is not the last but one line: $(cat "$dir/last2")"
sed -n 2p "$dir/last2" | grep -q ':resolve$' || fail "the walkthrough's resolve does not follow its fire: $(cat "$dir/last2")"
wait_u "[south] resolve"
tm capture-pane -p -t =u: | grep -qE '^ F3 +inf line +[0-9]+ [A-Z]' || fail "north's roster lost F3"
n3=$(printf 'units\n' | "$UMPIRE" --read-only -b "$g" | sed -n 's/^UNIT name=F3 .* figures=\([0-9]*\).*/\1/p')
tm capture-pane -p -t =u: | grep -qE "^ F3 +inf line +$n3 " || fail "north's screen does not show F3 at $n3 figures"

# North declares and is killed before resolving: the server takes the
# ruling back; south is told; what was acknowledged stays.
cmd_u "fire F1 at A1 range=15 dice=3,3,3"
n=0
until tail -n 1 "$g" | grep -q '^fire F1 at A1 range=15 dice=3,3,3'; do
	[ $n -lt 100 ] || { tm capture-pane -p -t =u:; fail "north's declaration was not journaled"; }
	sleep 0.1
	n=$((n + 1))
done
# South's change meanwhile waits for north's ruling, and says so.
keys :
text "notice all quiet"
keys Enter
wait_for "waiting: the ruling in progress is north's"
kill -9 "$(cat "$T/north.pid")"
wait_for "north's ruling taken back"
wait_for "notice: south: all quiet"
tail -n 3 "$g" > "$dir/last3"
sed -n 1p "$dir/last3" | grep -q '^fire F1 at A1 range=15 dice=3,3,3' || fail "the killed declaration is not in the journal: $(cat "$dir/last3")"
sed -n 2p "$dir/last3" | grep -q '^undo' || fail "the killed ruling was not taken back: $(cat "$dir/last3")"
sed -n 3p "$dir/last3" | grep -q '^notice all quiet' || fail "south's waiting change did not run after: $(cat "$dir/last3")"
printf 'declared\n' | "$UMPIRE" --read-only -b "$g" | grep -q '^DECL' && fail "a declaration of the killed umpire is left"

# The server killed and started again: south connects again by itself.
kill -9 "$srv_pid"
wait "$srv_pid" 2>/dev/null
wait_for "the server went away"
srv_start --ruling-timeout 0
wait_for "connected to the server again"
keys :
text "notice back again"
keys Enter
wait_for "notice: south: back again"
tail -n 1 "$g" | grep -q '^notice back again' || fail "south's command after the restart is not journaled"

# A plain `umpire GAME` on the served game: the TUI, attached as the chief.
cat > "$T/plain.sh" <<EOF
"$UMPIRE" "$g"
echo "UMPIRE-EXIT=\$?"
exec sleep 600
EOF
tm new-session -d -s v -x 80 -y 24 \
	"env -u TMUX HOME=$T/home XDG_STATE_HOME=$T/state XDG_DATA_HOME=$T/data LANG=C.UTF-8 LC_ALL=C.UTF-8 EDITRC=/dev/null TERM=xterm-256color NO_COLOR= sh $T/plain.sh" ||
	fail "tmux would not start the chief"
n=0
until tm capture-pane -p -t =v: | grep -qF "attached: chief on"; do
	[ $n -lt 100 ] || { tm capture-pane -p -t =v:; fail "plain umpire GAME did not attach full screen"; }
	sleep 0.1
	n=$((n + 1))
done
tm capture-pane -p -t =v: | grep -qE "^ F3 +inf line +$n3 " || fail "the chief's screen does not show F3 at $n3 figures"
tm send-keys -t =v: q
keys q
# Up to 30 s: under ASan on a loaded machine the attached TUI's quit
# (its connection closed, the terminal restored) has taken over 10 s.
wait_for "UMPIRE-EXIT=0" 300

# Nothing lost: a plain session opens the served journal with both
# rulings and the notice.
kill "$srv_pid"
wait "$srv_pid" 2>/dev/null
srv_pid=
printf 'history\n' | "$UMPIRE" -b "$g" > "$dir/hist" 2>&1 || fail "a plain session cannot open the served game: $(cat "$dir/hist")"
for l in 'fire A1 at F1 range=15 dice=4,4,5' 'fire A3 at F3' 'notice'; do
	grep -q "$l" "$dir/hist" || fail "the journal lost: $l"
done
echo "PASS: two attached TUIs: a ruling shown on the other screen, a refusal, a walkthrough journaled whole, a killed umpire's ruling taken back, a server restart, plain umpire GAME attached"
