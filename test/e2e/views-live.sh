#!/bin/bash
# umpire serve (docs/views.md): the live views of a game another session
# writes, checked from outside as a browser and a phone see them.
# - start-up: one line per audience (table, umpire, side Allied, side
#   French) with its http://ADDR:PORT/TOKEN/ address;
# - no token, a wrong token: 404; POST: 405; the page: 200 with a
#   Content-Security-Policy allowing scripts from 'self' only; a request
#   with a 20 kB header or URL refused (431, 414: 16 KiB at most);
# - the table URL open in headless Chromium; a fire applied by a batch
#   session on the same game file: the page's title (set by its script
#   from the DOM the event stream delivered) says 2 rulings within a
#   second, and the side's event stream has a new event within a second;
# - with view_enemy=hidden, the Allied page and event stream never hold
#   the French unit's figures (83 before the fire, as the batch RESULT says
#   after), nor the French ones the Allied unit's (47);
# - the unit label <script>alert(1)</script> is escaped on every page and
#   stream (never raw), and shown as text on the Allied and umpire pages;
# - an event stream reopened with the latest Last-Event-ID gets nothing
#   new, with an older one the current body;
# - 200 connections at once: the server still answers;
# - `report` on the game open --read-only (the replay the views use; it
#   was refused before);
# - SIGTERM with event streams waiting: the server stops cleanly (exit 0),
#   it never changed the game file, and GAME.serve (its addresses, for
#   the TUI) is gone;
# - a serve started again on the same port: the table page still open in
#   Chromium (its token now unknown) says it is no longer served.
# Needs chromium and curl: outside CI it skips without them; in CI
# (CI=true) it fails.
# test/run.sh runs it with sh: bash for /dev/tcp and {fd} redirections.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-views.XXXXXX")
pids=""
cleanup() {
	for p in $pids; do kill "$p" 2> /dev/null; done
	wait 2> /dev/null
	rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "views-live: $*"; exit 1; }
missing() {
	if [ "${CI:-}" = true ]; then fail "$* (required in CI: tools/deps.sh test)"; fi
	echo "views-live: SKIPPED: $* (tools/deps.sh test installs it)"
	exit 0
}
command -v curl > /dev/null 2>&1 || missing "curl is not installed"
command -v chromium > /dev/null 2>&1 || missing "chromium is not installed"
export HOME=$dir/home XDG_DATA_HOME=$dir/home/data
mkdir -p "$HOME"
game=$dir/game.umpire

"$UMPIRE" --batch "$game" > "$dir/setup.out" 2>&1 << 'EOF' || fail "setup failed: $(cat "$dir/setup.out")"
unit add Gds1 side=Allied arm=infantry figures=47 formation=line x=100 y=40 facing=0 valour=3 label="<script>alert(1)</script>"
unit add Bn45 side=French arm=infantry figures=83 formation=attack-column x=100 y=70 facing=180
game view_enemy=hidden
EOF

"$UMPIRE" serve "$game" --listen 127.0.0.1:0 > "$dir/serve.out" 2> "$dir/serve.err" &
serve=$!
pids="$pids $serve"
for _ in $(seq 50); do
	grep -q '^side French ' "$dir/serve.out" 2> /dev/null && break
	sleep 0.1
done
url() { awk -v a="$1" '$1 == a && (a != "side" || $2 == s) { print $NF }' s="${2:-}" "$dir/serve.out"; }
table=$(url table)
umpire=$(url umpire)
allied=$(url side Allied)
french=$(url side French)
for u in "$table" "$umpire" "$allied" "$french"; do
	echo "$u" | grep -Eq '^http://127\.0\.0\.1:[0-9]+/[0-9a-f]{32}/$' ||
		fail "start-up lines: $(head -5 "$dir/serve.out") $(cat "$dir/serve.err")"
done
base=${table%/*/}
# Chromium starts meanwhile (seconds on a busy machine).
chromium --headless --no-sandbox --disable-gpu --user-data-dir="$dir/chrome" \
	--remote-debugging-port=0 "$table" > /dev/null 2>&1 &
chrome=$!
pids="$pids $chrome"
sum0=$(sha256sum < "$game")

code() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[ "$(code "$base/")" = 404 ] || fail "no token: not 404"
[ "$(code "$base/0123456789abcdef0123456789abcdef/")" = 404 ] || fail "wrong token: not 404"
[ "$(code "${table}nothing")" = 404 ] || fail "unknown file: not 404"
[ "$(code -X POST -d x=1 "$table")" = 405 ] || fail "POST: not refused with 405"
[ "$(code -X PUT "$table")" = 405 ] || fail "PUT: not refused with 405"
curl -s -D "$dir/head" -o /dev/null "$table"
grep -qi "^content-security-policy: default-src 'none'; script-src 'self';" "$dir/head" ||
	fail "no strict Content-Security-Policy: $(cat "$dir/head")"
[ "$(code "${table}view.js")" = 200 ] || fail "view.js not served"
big=$(head -c 20000 /dev/zero | tr '\0' a)
[ "$(code -H "X-Big: $big" "$table")" = 431 ] || fail "a 20 kB header: not refused with 431"
[ "$(code "$table$big")" = 414 ] || fail "a 20 kB URL: not refused with 414"

# The side streams, the table in Chromium, then the fire.
curl -sN "${allied}events" > "$dir/allied.events" &
pids="$pids $!"
curl -sN "${french}events" > "$dir/french.events" &
pids="$pids $!"
title() { curl -s "http://127.0.0.1:$port/json/list" | grep -o '"title": "umpire[^"]*"'; }
port=
for _ in $(seq 300); do
	[ -s "$dir/chrome/DevToolsActivePort" ] && port=$(head -1 "$dir/chrome/DevToolsActivePort") &&
		title | grep -q '0 rulings' && break
	sleep 0.1
done
title | grep -q 'Table.*0 rulings' || fail "chromium did not show the table page: $(title)"
grep -q '^id: ' "$dir/allied.events" || fail "no first event on the Allied stream"
[ "$(sha256sum < "$game")" = "$sum0" ] || fail "the game file changed while only served"

"$UMPIRE" --batch "$game" > "$dir/fire.out" 2>&1 << 'EOF' || fail "fire failed: $(cat "$dir/fire.out")"
fire Gds1 at Bn45 dice=4,3,5
resolve
EOF
# The page's change, timed from the end of the batch session.
t0=$(date +%s%N)
seen=
while [ $(($(date +%s%N) - t0)) -lt 1000000000 ]; do
	title | grep -q 'Table.*2 rulings' && seen=$((($(date +%s%N) - t0) / 1000000)) && break
	sleep 0.05
done
[ -n "$seen" ] || fail "the table page did not change within a second: $(title)"
echo "views-live: the table page changed $seen ms after the fire"
[ "$(grep -c '^id: ' "$dir/allied.events")" -ge 2 ] || fail "no new event on the Allied stream within a second"
after=$(sed -n 's/^RESULT .*target=Bn45 .*figures=\([0-9]*\).*/\1/p' "$dir/fire.out")
[ -n "$after" ] && [ "$after" != 83 ] || fail "no loss in: $(cat "$dir/fire.out")"
sleep 0.3

# What each side's raw responses hold.
curl -s "$allied" > "$dir/allied.html"
curl -s "$french" > "$dir/french.html"
curl -s "$umpire" > "$dir/umpire.html"
curl -s "$table" > "$dir/table.html"
has() { grep -Eq "(^|[^0-9a-f.])$1([^0-9a-f.]|\$)" "$2"; }
for f in allied.html allied.events; do
	has 83 "$dir/$f" && fail "$f holds the French figures 83 (view_enemy=hidden)"
	has "$after" "$dir/$f" && fail "$f holds the French figures $after after the fire"
	grep -q 'FIRE' "$dir/$f" || fail "$f does not show the fire"
done
for f in french.html french.events table.html; do
	has 47 "$dir/$f" && fail "$f holds the Allied figures 47 (view_enemy=hidden)"
done
has "$after" "$dir/table.html" && fail "the table shows the French figures $after (view_enemy=hidden)"
has "$after" "$dir/french.html" || fail "the French page lacks its own figures $after"
has "$after" "$dir/umpire.html" || fail "the umpire page lacks the figures $after"
for f in allied.html french.html umpire.html table.html allied.events french.events; do
	grep -qF '<script>alert' "$dir/$f" && fail "$f holds the label unescaped"
done
for f in allied.html umpire.html; do
	grep -qF '&lt;script&gt;alert(1)&lt;/script&gt;' "$dir/$f" || fail "$f does not show the label as text"
done

# Last-Event-ID: a page that has the latest body gets no event on
# reconnecting; one with an older id gets the body at once.
last=$(sed -n 's/^id: //p' "$dir/allied.events" | tail -1)
curl -sN -m 1 -H "Last-Event-ID: $last" "${allied}events" > "$dir/resume.same" &
resume=$!
curl -sN -m 1 -H "Last-Event-ID: ${last%-*}-1" "${allied}events" > "$dir/resume.old"
wait $resume
grep -q '^event: view' "$dir/resume.same" && fail "an event again after Last-Event-ID $last"
grep -q "^id: $last\$" "$dir/resume.old" || fail "no event after an old Last-Event-ID"

# 200 connections at once (bash's /dev/tcp), then a page.
hostport=${base#http://}
host=${hostport%:*}
hport=${hostport#*:}
fds=""
for _ in $(seq 200); do
	exec {fd}<> "/dev/tcp/$host/$hport" || break
	printf 'GET %sevents HTTP/1.1\r\nHost: x\r\n\r\n' "${table#$base}" >&$fd 2> /dev/null
	fds="$fds $fd"
done
[ "$(code -m 5 "$table")" = 200 ] || fail "no page with 200 connections open"
for fd in $fds; do exec {fd}>&-; done
[ "$(code -m 5 "$table")" = 200 ] || fail "no page after 200 connections"

# The same replay serves `report` on a game open read-only.
echo report | "$UMPIRE" --read-only --batch "$game" > "$dir/report.out" 2>&1 ||
	fail "report --read-only: $(head -3 "$dir/report.out")"
grep -q '^# After-action report' "$dir/report.out" || fail "report --read-only: no report"

sum1=$(sha256sum < "$game")
kill -TERM "$serve"
wait "$serve"
status=$?
pids=${pids# $serve}
[ "$status" = 0 ] || fail "serve stopped with status $status (streams waiting): $(tail -3 "$dir/serve.err")"
[ "$(sha256sum < "$game")" = "$sum1" ] || fail "the game file changed when serve stopped"
[ -e "$game.serve" ] && fail "GAME.serve left after serve stopped"

# serve started again (same port, new tokens): the open table page,
# refused with 404, says it is no longer served instead of going stale.
"$UMPIRE" serve "$game" --listen "$hostport" > "$dir/serve2.out" 2> "$dir/serve2.err" &
pids="$pids $!"
n=0
until title | grep -q 'no longer served'; do
	n=$((n + 1))
	[ "$n" -lt 100 ] || fail "the page of a stopped serve does not say so: $(title); $(cat "$dir/serve2.err")"
	sleep 0.1
done
echo "views-live: ok"
exit 0
