#!/bin/sh
# The commands of the hardening pass reopen to the same state: a session
# with brigade fire (UNIT.KEY answers, battalions=), cancel BRIGADE,
# staff catch (rolled and given), unit move of a brigade and of a list,
# a wheel in a continued advance (4.1.4), game close=/last_bound=, bound
# next, a removal, amend with drop= and a label of UTF-8 characters, with
# refused lines among them (they must leave no trace in the game file).
# The live session and the reopened game print the same units, game,
# history, bound, losses, why and who fired at.
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-hrt.XXXXXX")
trap 'rm -rf "$dir"' EXIT
cat > "$dir/script" <<'SCRIPT'
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
unit add M side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
fire 2Bde at T battalions=A1,A2 A1.dice=6,6,6 A2.dice=5,5,5 A1.range=20
cancel 2Bde at T
fire 2Bde at T battalions=A1,A2, A1.dice=6,6,6
fire 2Bde at T battalions=A1,A2 A1.dice=6,6,6 A2.dice=5,5,5
melee M vs D dice=6,6,6 ddice=2,2,4
resolve
advance M yes
staff catch French roll=17
staff catch Allied
staff catch Allied zork=1
unit move 2Bde forward=2
unit move A1,A2 turn=10
unit move A1, turn=10
unit set M x=0 y=-40 facing=0 width=20 depth=2
unit move M forward=5 wheel=20 pivot=left
unit move M wheel=5 pivot=left
game close=23:30 last_bound=6
game close=24:00
unit set A1 label="Grenadiers à pied ☃"
amend 2 drop=
bound next force=yes
unit remove A3
amend 20 unit set A1 label="1er Grenadiers à pied"
SCRIPT
q='units
game
history
bound
losses
why A3
why M
who fired at T'
{ cat "$dir/script"; echo "$q"; } | "$UMPIRE" --batch --seed 7 "$dir/game.umpire" > "$dir/live" 2> "$dir/live.err"
[ $? = 1 ] || { echo "hardening-roundtrip: the session should exit 1 (refused lines)"; cat "$dir/live.err"; exit 1; }
n=$(grep -c '^error: line' "$dir/live.err")
[ "$n" = 6 ] || { echo "hardening-roundtrip: $n refusals, not 6"; cat "$dir/live.err"; exit 1; }
echo "$q" | "$UMPIRE" --batch --seed 7 "$dir/game.umpire" > "$dir/reopened" 2>&1 || { echo "hardening-roundtrip: reopening failed"; cat "$dir/reopened"; exit 1; }
keep() { grep -E '^(UNIT|GAME|HIST|BOUND|BOUNDUNIT|DECISION|LOSS|LOSSES|WHY|FIRED) ' "$1"; }
keep "$dir/live" | tail -n "$(keep "$dir/reopened" | wc -l)" > "$dir/live.q"
keep "$dir/reopened" > "$dir/reopened.q"
if ! cmp -s "$dir/live.q" "$dir/reopened.q"; then
	echo "hardening-roundtrip: the reopened game differs from the live one"
	diff "$dir/live.q" "$dir/reopened.q"
	exit 1
fi
grep -q 'label="1er Grenadiers à pied"' "$dir/reopened.q" || { echo "hardening-roundtrip: the amended label is lost"; exit 1; }
grep -q '^WHY .*unit=A3 .*changed=removed' "$dir/reopened.q" || { echo "hardening-roundtrip: why A3 (removed) says nothing"; exit 1; }
grep -q 'zork\|drop=$\|A2, \|close=24' "$dir/game.umpire" && { echo "hardening-roundtrip: a refused line reached the game file"; exit 1; }
echo "hardening-roundtrip: ok ($(keep "$dir/reopened" | wc -l) records the same)"
