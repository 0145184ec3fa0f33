#!/bin/sh
# docs/server.md: a server and three umpires (two over the socket, one
# through ssh://, i.e. `attach --stdio` on a pipe) play a bound with a
# watcher in line mode; every ruling reaches the watcher; an umpire is
# refused a unit of another's sector with the owner's name; `agree` lets
# it rule across; `umpire follow` keeps a replica equal to the journal;
# the journal equals a single session of the same
# commands (units, history) and opens in a plain session afterwards.
set -u
fail() { echo "server-play: $*"; exit 1; }
. "$(dirname "$0")/server-lib.inc"

cat > "$dir/setup" <<'S'
unit add A1 side=Allied arm=infantry figures=12 formation=line x=0 y=0 facing=0
unit add F1 side=French arm=infantry figures=12 formation=line x=0 y=12 facing=180
unit add A2 side=Allied arm=infantry figures=12 formation=line x=40 y=0 facing=0
unit add F2 side=French arm=infantry figures=12 formation=line x=40 y=12 facing=180
unit add A3 side=Allied arm=infantry figures=12 formation=line x=100 y=0 facing=0
unit add F3 side=French arm=infantry figures=12 formation=line x=100 y=12 facing=180
unit add A4 side=Allied arm=infantry figures=12 formation=line x=200 y=0 facing=0
unit add F4 side=French arm=infantry figures=4 formation=line x=200 y=12 facing=180
sector add north A1 F1 A2 F2
sector add south A3 F3
sector add east A4 F4
S
printf 'fire A1 at F1 range=15 dice=4,4,5\nresolve\nfire F2 at A2 range=15 dice=3,3,3\nresolve\n' > "$dir/north"
printf 'fire A3 at F3 range=15 dice=5,5,5\nresolve\n' > "$dir/south"
printf 'fire A4 at F4 range=5 dice=6,6,6\nresolve\n' > "$dir/east"
printf 'fire F3 at A2 range=15 dice=2,2,2\nresolve\n' > "$dir/across"

# The single session: the same commands in the same order.
cat "$dir/setup" "$dir/north" "$dir/south" "$dir/east" "$dir/across" > "$dir/all"
echo "bound next" >> "$dir/all"
"$UMPIRE" --batch --script "$dir/all" "$dir/single.umpire" > /dev/null 2>&1 || fail "the single session failed"
printf 'units\nhistory\n' | "$UMPIRE" --batch "$dir/single.umpire" > "$dir/single.out" 2>&1

srv_start
# The follower: a live replica of the journal.
"$UMPIRE" follow "$g" "$dir/replica" 2> "$dir/follow.err" &
follow_pid=$!
# The watcher: line mode, its input held open.
mkfifo "$dir/wpipe"
"$UMPIRE" attach --line --as watcher "$g" < "$dir/wpipe" > "$dir/watch" 2>&1 &
watch_pid=$!
exec 3> "$dir/wpipe"
# Attached (its prompt comes after the server's welcome).
wait_for "$dir/watch" 'watcher>' || fail "the watcher did not attach: $(cat "$dir/watch")"
"$UMPIRE" attach --script "$dir/setup" "$g" > /dev/null 2>&1 || fail "chief setup failed"
"$UMPIRE" attach --as north --script "$dir/north" "$g" > "$dir/north.out" 2>&1 || fail "north failed: $(cat "$dir/north.out")"
"$UMPIRE" attach --as south --script "$dir/south" "$g" > "$dir/south.out" 2>&1 || fail "south failed: $(cat "$dir/south.out")"
UMPIRE_SSH="$dir/fake-ssh" UMPIRE_REMOTE="$UMPIRE" \
	"$UMPIRE" attach --as east --script "$dir/east" "ssh://localhost$g" > "$dir/east.out" 2>&1 ||
	fail "east over ssh:// failed: $(cat "$dir/east.out")"
grep -q '^FIRE firer=A4 target=F4 ' "$dir/east.out" || fail "east saw no FIRE record: $(cat "$dir/east.out")"

# Sector refusal, with the owner's name; nothing changes.
before=$(wc -l < "$g")
echo 'fire F3 at A2 range=15 dice=2,2,2' | "$UMPIRE" attach --as south "$g" > "$dir/refused" 2>&1 && fail "south ruled on north's A2"
grep -q "error: line 1: A2 is in north's sector; umpire south rules only on sector south" "$dir/refused" ||
	fail "the refusal does not name the owner: $(cat "$dir/refused")"
[ "$(wc -l < "$g")" -eq "$before" ] || fail "a refused command was journaled"
echo 'sector add south A2' | "$UMPIRE" attach --as south "$g" > "$dir/refused2" 2>&1 && fail "south gave itself a unit"
grep -q 'only the chief umpire may' "$dir/refused2" || fail "sector add by south not refused: $(cat "$dir/refused2")"
# north agrees: south's next ruling may touch A2.
echo 'agree south' | "$UMPIRE" attach --as north "$g" > /dev/null 2>&1 || fail "agree failed"
"$UMPIRE" attach --as south --script "$dir/across" "$g" > "$dir/across.out" 2>&1 || fail "agreed fire failed: $(cat "$dir/across.out")"
# ... and only that ruling.
echo 'fire F3 at A1 range=15 dice=2,2,2' | "$UMPIRE" attach --as south "$g" > /dev/null 2>&1 && fail "the agreement outlived its ruling"
echo 'bound next' | "$UMPIRE" attach "$g" > /dev/null 2>&1 || fail "chief bound next failed"

# The watcher saw every ruling and the news of the one that broke F4.
for l in 'north] fire A1 at F1' 'north] fire F2 at A2' 'south] fire A3 at F3' 'east] fire A4 at F4' 'south] fire F3 at A2' 'chief] bound next'; do
	wait_for "$dir/watch" "^.*\[$l" || fail "the watcher did not see: $l ($(cat "$dir/watch"))"
done
grep -q 'notice: news: F4 ' "$dir/watch" || fail "no news of F4: $(cat "$dir/watch")"
exec 3>&-
wait "$watch_pid"

printf 'units\nhistory\n' | "$UMPIRE" attach "$g" > "$dir/served.out" 2>&1
cmp -s "$dir/single.out" "$dir/served.out" || { diff "$dir/single.out" "$dir/served.out"; fail "served game differs from the single session"; }
# A plain `umpire GAME` on a served game attaches.
printf 'units\n' | "$UMPIRE" --batch "$g" > "$dir/plain-attach.out" 2> "$dir/plain-attach.err" || fail "plain umpire GAME on a served game failed: $(cat "$dir/plain-attach.err")"
grep -q 'is served: attaching' "$dir/plain-attach.err" || fail "plain umpire GAME did not attach"
# The replica is the journal, byte for byte.
i=0
while ! cmp -s "$g" "$dir/replica" && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
cmp -s "$g" "$dir/replica" || fail "the follower's replica differs: $(cmp "$g" "$dir/replica")"
kill "$follow_pid"
kill "$srv_pid"; wait "$srv_pid"; srv_pid=
[ ! -e "$g.sock" ] || fail "the socket outlived the server"
# The journal alone: a plain session.
printf 'units\nhistory\n' | "$UMPIRE" --batch "$g" > "$dir/plain.out" 2>&1
cmp -s "$dir/single.out" "$dir/plain.out" || { diff "$dir/single.out" "$dir/plain.out"; fail "the served journal differs in a plain session"; }
echo "server-play: ok"
