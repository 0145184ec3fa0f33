#!/bin/sh
# Bad input never hurts (docs/hardening.md): RL_LINES (100,000) random and malformed command lines,
# from a fixed seed, fed to batch mode. Passes when:
#  - the run ends by itself with exit status 1 (bad lines fail, nothing
#    crashes: no signal, no sanitizer report);
#  - every line made bad on purpose (unterminated quote, control character,
#    NUL byte, unknown command, bad key, repeated key, over-long line,
#    bad value, unknown unit) is answered by "error: line N: ..." naming
#    its number;
#  - every line that cannot fail (units side=..., status, help, game,
#    terrain, declared, blank, comment) gets no error;
#  - standard error holds only "error: line N: message" (one line, N
#    increasing, at most one per line) and "warning: ..." lines.
# The other lines are mutations of good commands: either outcome is fine.
#   RL_LINES=100000 RL_SEED=1 test/e2e/random-lines.sh
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
N=${RL_LINES:-100000}
SEED=${RL_SEED:-1}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-rl.XXXXXX")
trap 'rm -rf "$dir"' EXIT

# Generator: writes the script to stdout and "N class" to $dir/class
# (class B: must fail, G: must succeed, R: either).
awk -v seed="$SEED" -v n="$N" -v classf="$dir/class" '
function pick(s,    a, k) { k = split(s, a, "|"); return a[int(rand() * k) + 1] }
function rint(lo, hi) { return lo + int(rand() * (hi - lo + 1)) }
function name() { return pick("A|B|C|G|U" rint(1, 40) "|Bn45|Gds1|\"Q 1\"") }
function num() {
	return pick(rint(-5, 60) "|" rint(0, 1000) "|1e9|-0|0.5|99999999999999999999|1e400|nan|inf|0x10|+3|--1|3.|.5|1,5|")
}
function key() {
	return pick("side|arm|figures|guns|formation|state|x|y|facing|width|depth|label|weapon|level|cover|mother|valour|supplies|cavalry|marksmen|canister|lancers|quality|firing|general|kind|points|class|blocks|roll|dice|droll|ddice|range|units|rounding|neighbour|split")
}
function val(k) {
	if (k == "arm") return pick("infantry|cavalry|artillery|dragoons|")
	if (k == "formation") return pick("line|attack-column|square|skirmish|limbered|column|wedge")
	if (k == "state") return pick("ok|LD|MD|FD|eager|shaken|routed|routing|broken|dead")
	if (k == "cover" || k == "class") return pick("none|I|II|III|IV")
	if (k ~ /^(supplies|marksmen|canister|lancers|firing|general|blocks|split)$/) return pick("yes|no|true|false|1|0|maybe")
	if (k == "kind") return pick("wood|building|hill|cover|river|obstacle|lava")
	if (k == "points") return pick("0,0;10,0;10,10|0,0;1,1|1,2;3|;;|0,0;10,0;10,10;0,10|a,b;c,d")
	if (k == "dice" || k == "ddice") return pick("3,4,5|1,1|6,6,6|7,1,1|0,0,0|4")
	if (k == "side" || k == "mother" || k == "weapon") return pick("Allied|French|A|B|musket|rifle|6pdr|x y|")
	if (k == "label") return pick("\"2nd Line Bn\"|x|\"a \\\"q\\\" b\"|")
	if (k == "cavalry") return pick("heavy|medium|light|super")
	if (k == "quality") return pick("raw|normal|veteran|elite")
	if (k == "units") return pick("cm|in|mm")
	if (k == "rounding") return pick("half-up|down|up|sideways")
	return num()
}
function kvs(   s, i, k) {
	s = ""
	for (i = rint(0, 5); i > 0; i--) { k = key(); s = s " " k "=" val(k) }
	return s
}
function good_cmd() {
	return pick("unit add|unit add|unit set|unit remove|unit|units|terrain add|terrain remove|check fire|check melee|fire|melee|resolve|odds|bound next|turn next|undo|explain|status|help|game|ruleset|declared|cancel|phase|factors fire|factors melee|scan") \
		" " pick(name() "|" name() " at " name() "|" name() " vs " name() "|belle-alliance|grande-tactique|activation|fire|melee|Allied|") kvs()
}
function mutate(s,    i, p, c) {
	for (i = rint(1, 4); i > 0; i--) {
		p = rint(1, length(s) + 1)
		c = pick("\"|=|#| |\\|;|,|x|-|.|\t|\r|é|\377|A|0|9|" sprintf("%c", rint(33, 126)))
		if (rand() < 0.3) s = substr(s, 1, p - 1) substr(s, p + 1)
		else s = substr(s, 1, p - 1) c substr(s, p)
	}
	return s
}
function longline(   s) { s = "unit add L side=A arm=infantry figures=1 label="; while (length(s) < 4200) s = s "x"; return s }
function bad() {
	return pick("1|2|3|4|5|6|7|8|9|10|11|12")
}
function bad_line(k,    s) {
	if (k == 1) return good_cmd() " \"unterminated"
	if (k == 2) return "unit add X" sprintf("%c", rint(1, 8)) " side=A arm=infantry figures=3"
	if (k == 3) return "units" sprintf("%c", 0) " side=A"
	if (k == 4) return "zz" rint(0, 999) "plural " name()
	if (k == 5) return "unit set A " pick("a$b|=|x y|é") "=1"
	if (k == 6) return "units side=A side=B"
	if (k == 7) return longline()
	if (k == 8) return "unit add Z" rint(0, 99) " side=A arm=infantry figures=-" rint(1, 9)
	if (k == 9) return "unit set Nobody" rint(0, 99) " figures=3"
	if (k == 10) return "=value"
	if (k == 11) return "units extra words"
	return "help no-such-command-" rint(0, 99)
}
function good_line() {
	return pick("units side=Nobody|status|help|help unit add|help fire|game|terrain|declared||# a comment|   |\t# indented comment")
}
BEGIN {
	srand(seed)
	for (i = 1; i <= n; i++) {
		r = rand()
		if (r < 0.20) { cls = "B"; s = bad_line(bad() + 0) }
		else if (r < 0.30) { cls = "G"; s = good_line() }
		else if (r < 0.60) { cls = "R"; s = good_cmd() }
		else if (r < 0.95) { cls = "R"; s = mutate(good_cmd()) }
		else { cls = "R"; s = ""; for (j = rint(0, 60); j > 0; j--) s = s sprintf("%c", rint(1, 255)); gsub(/\n/, " ", s) }
		if (rand() < 0.002) { cls = "R"; s = "ruleset " pick("belle-alliance|grande-tactique|activation") }
		print s
		print i, cls > classf
	}
}' > "$dir/script"
lines=$(wc -l < "$dir/script")
[ "$lines" -eq "$N" ] || { echo "random-lines: generator wrote $lines lines, not $N"; exit 1; }

"$UMPIRE" --batch --seed "$SEED" < "$dir/script" > "$dir/out" 2> "$dir/err"
rc=$?
fail() { echo "random-lines: FAIL: $*"; cp "$dir/script" "$dir/err" "${TMPDIR:-/tmp}/" 2> /dev/null; echo "  (script and err copied to ${TMPDIR:-/tmp})"; exit 1; }
[ "$rc" -eq 1 ] || { tail -20 "$dir/err"; fail "exit status $rc (want 1: some lines fail, none crash)"; }
if grep -q -E 'AddressSanitizer|LeakSanitizer|runtime error:|SUMMARY: ' "$dir/err"; then
	grep -m 5 -E 'AddressSanitizer|LeakSanitizer|runtime error:|SUMMARY: ' "$dir/err"
	fail "sanitizer report"
fi
# stderr: only "error: line N: ..." (N increasing) and "warning: ..." lines.
awk '/^warning: / { next }
     /^error: line [0-9]+: ./ { n = $3 + 0; if (n <= last) { print "error numbers not increasing at: " $0; exit 1 } last = n; next }
     { print "unexpected line on stderr: " $0; exit 1 }' "$dir/err" > "$dir/why" || fail "$(cat "$dir/why")"
sed -n 's/^error: line \([0-9]*\): .*/\1/p' "$dir/err" > "$dir/errlines"
awk 'NR == FNR { err[$1] = 1; next }
     $2 == "B" && !($1 in err) { print "bad line " $1 " got no error"; bad++ }
     $2 == "G" && ($1 in err) { print "good line " $1 " got an error"; bad++ }
     $2 == "B" { nb++ } $2 == "G" { ng++ }
     END { if (bad) exit 1; printf "%d bad lines all answered, %d good lines all succeeded\n", nb, ng }' \
	"$dir/errlines" "$dir/class" > "$dir/why" || { head -5 "$dir/why"; for l in $(head -3 "$dir/why" | awk '{print $3}'); do sed -n "${l}p" "$dir/script" | cut -c1-200; grep "^error: line $l:" "$dir/err"; done; fail "$(tail -1 "$dir/why")"; }
nerr=$(wc -l < "$dir/errlines")
echo "random-lines: $N lines (seed $SEED): exit 1, no crash, no sanitizer report, $nerr error lines; $(cat "$dir/why")"
