# Named groups (docs/brigades.md "Named groups"): `group add B1
# A1 A2 A3 A4` sets brigade=B1 on each unit, so B1 is a brigade and stands
# wherever one does (fire, check fire, factors, scan, unit move, cancel);
# group add/remove are journaled and undone like any unit key.
#
#   ===A1===    ===A2===    ===A3===    ===A4===   y 0, A3 faces 180
#   ==================== T =====================   y 20, 90 wide, faces 180
#
# The geometry and dice of fire.cmd: each battalion 24 figures = 3 units
# of fire (3.1.1), range 20 cm zone 2 of musket (+0, +0).
#   A1 dice 3,4,5 = 12 -> 1 per unit of fire x 3 = 3
#   A2 dice 2,2,6 = 10 -> 0.75 x 3 = 2.25
#   A4 dice 6,5,1 = 12 -> 3
# One target (3.1.5): 3 + 2.25 + 3 = 8.25 -> 8 figures; T 36 - 8 = 28.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2
unit add A4 side=French arm=infantry figures=24 formation=line x=60 y=0 facing=0 width=12 depth=2
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
group list
group add B1 A1 A2,A3 A4
group list
unit A1
check fire B1 at T
factors fire B1 at T
scan B1
fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1
declared
resolve
unit T
undo ruling
# cancel B1 withdraws the group's declarations.
fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1
cancel B1
declared
# Mixed operands: T and the group B1 move together; A1 named and also in
# B1 moves once.
unit move T,B1 back=2
unit move A1,B1 forward=2
undo
undo
# A unit is in one group: A4 leaves B1 for B2 (said), then back by undo.
group add B2 A4
group list
undo
group list
# Bad input changes nothing: a unit's name, a side's, no units, an
# unknown unit, a unit named twice, an unknown group, a unit not in it.
group add A1 A2
group add Allied A2
group add B3
group add B3 A1 Ax
group add B3 A1 A1
group add B3 A1 x=1
group remove Bx
group remove B1 T
group list
# group remove: some units, then the whole group.
group remove B1 A3
group list
group remove B1
group list
fire B1 at T
undo
undo
group list
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^  \(no groups; group add NAME UNIT\.\.\. makes one\)
# expect: ^GROUP name=B1 units=A1,A2,A3,A4$
# expect: ^  group B1: 4 units, A1, A2, A3, A4$
# expect: ^UNIT name=A1 .*brigade=B1
# check fire: A3 out of arc, three may fire
# expect: ^CHECK part=A3>T key=arc result=fail rule=3.1.3
# expect: ^  brigade B1: 3 of 4 battalions may fire at T
# expect: ^FACTOR part=A1>T key=zone2 .*loss=0 moral=0
# expect: ^  scan B1: 3 of 4 battalions may fire
# expect: ^  brigade B1 fires at T: 3 of 4 battalions declared \(A1,A2,A4\); not eligible: A3
# expect: ^RESULT kind=fire target=T loss=8 .*figures=28 raw=8.25
# expect: ^UNIT name=T .*figures=28
# expect: ^  cancelled 3 declarations of B1
# expect: ^  \(nothing declared\)
# mixed move: T back 2 (it faces 180: y 20 -> 22) and B1's four
# battalions back 2 (A3 faces 180: y 0 -> 2); then A1 once, with B1
# expect: ^MOVE unit=T x=30 y=22
# expect: ^MOVE unit=A1 x=0 y=-2
# expect: ^MOVE unit=A3 x=40 y=2
# expect: ^MOVE unit=A4 x=60 y=-2
# expect: ^MOVE unit=A1 x=0 y=0 .*from_y=-2
# expect: ^MOVE unit=A2 x=20 y=0
# expect: ^MOVE unit=A4 x=60 y=0
# expect: ^  undo: unit move A1,B1
# a unit in two groups: it leaves the first
# expect: ^GROUP name=B2 units=A4$
# expect: ^  A4 leaves B1 \(a unit is in one group\)
# expect: ^GROUP name=B1 units=A1,A2,A3$
# expect: ^GROUP name=B2 units=A4$
# expect: ^GROUP name=B1 units=A1,A2,A3,A4$
# expect: ^GROUP name=B1 units=A1,A2,A3,A4$
# expect: ^  A3 left group B1
# expect: ^GROUP name=B1 units=A1,A2,A4$
# expect: ^  group B1 is no more \(A1, A2, A4 in no group now\)
# expect: ^  \(no groups
# expect: ^GROUP name=B1 units=A1,A2,A3,A4$
# expect-error: group add: A1 is a unit's name; .*choose another name
# expect-error: group add: Allied is a side's name
# expect-error: group add B3: no units
# expect-error: group add: no unit named Ax \(did you mean A1\?\)
# expect-error: group add: A1 is named twice
# expect-error: usage: group add NAME UNIT
# expect-error: group remove: no group named Bx \(did you mean B1\?\)
# expect-error: group remove B1: T is not in B1; its units: A1,A2,A3,A4
# expect-error: no unit named B1
