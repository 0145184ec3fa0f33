# Brigade fire: `fire B1 at T` declares each battalion of
# brigade B1 that may fire at T, each with its own checks, factors, dice
# and FIRE record; A3 faces away (out of arc, 3.1.3) and is listed as not
# eligible with why. One command, one journal line, one undo.
#
#   ===A1===    ===A2===    ===A3===    ===A4===   y 0, A3 faces 180
#   ==================== T =====================   y 20, 90 wide, faces 180
#
# Each battalion: 24 figures = 2 units of fire of 10 + 4 left (>= 3): 3
# units of fire, one short (3.1.1). Range 20 cm is zone 2 of musket
# (table 13): factor zone2, loss +0, moral +0. No support within 10 cm.
#   A1 dice 3,4,5 = 12 -> table 12 row 12: 1 per unit of fire x 3 = 3,
#      moral -
#   A2 dice 2,2,6 = 10 -> row 10-11: 0.75 x 3 = 2.25, moral -
#   A4 dice 6,5,1 = 12 -> 3, moral -
# One target (3.1.5): raw losses added, rounded once: 3 + 2.25 + 3 = 8.25
# -> 8 figures; T 36 - 8 = 28. Moral index 12 at most: none.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=B1
unit add A4 side=French arm=infantry figures=24 formation=line x=60 y=0 facing=0 width=12 depth=2 brigade=B1
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
check fire B1 at T
factors fire B1 at T
fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1
declared
resolve
history
bound
# One ruling: undo ruling takes back the resolve and the brigade's three
# declarations together; T has its 36 figures again.
undo ruling
declared
unit T
# Rolled by the program (seed 1): the journal line keeps each battalion's
# dice (UNIT.dice=) and the battalions declared.
fire B1 at T
history
# battalions= restricts the brigade: only A2, again declared alone.
undo
fire B1 at T battalions=A2 dice=1,1,2
declared
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# check fire: A3 out of arc, three may fire
# expect: ^ELIGIBLE firer=A1 target=T value=yes
# expect: ^CHECK part=A3>T key=arc result=fail rule=3.1.3
# expect: ^ELIGIBLE firer=A3 target=T value=no
# expect: ^ELIGIBLE firer=A4 target=T value=yes
# expect: ^  brigade B1: 3 of 4 battalions may fire at T
# factors: each eligible battalion's, zone 2 of musket (+0, +0)
# expect: ^  brigade B1 at T: the factors of 3 of 4 battalions; not eligible: A3
# expect: ^FACTOR part=A1>T key=zone2 table=table06-hand-weapons.csv source=derived loss=0 moral=0
# expect: ^FACTOR part=A2>T key=zone2 .*loss=0 moral=0
# expect: ^  not eligible: A3 may not fire at T: arc
# expect: ^FACTOR part=A4>T key=zone2 .*loss=0 moral=0
# fire: three declared, A3 listed with its check and section
# expect: ^  brigade B1 fires at T: 3 of 4 battalions declared \(A1,A2,A4\); not eligible: A3
# expect: ^  declared: A1 fires at T with 24 figures, 3 units of fire; dice 3,4,5 \(12\)
# expect: ^  declared: A2 fires at T with 24 figures, 3 units of fire; dice 2,2,6 \(10\)
# expect: ^CHECK part=A3>T key=arc result=fail rule=3.1.3
# expect: ^  not eligible: A3 may not fire at T: arc: .*\(3.1.3\)
# expect: ^  declared: A4 fires at T with 24 figures, 3 units of fire; dice 6,5,1 \(12\)
# expect: ^DECLARED kind=fire actor=A1 target=T
# expect: ^DECLARED kind=fire actor=A2 target=T
# expect: ^DECLARED kind=fire actor=A4 target=T
# resolve: each battalion its own FIRE (3, 2.25, 3), T loses 8.25 -> 8
# expect: ^FIRE firer=A1 target=T figures=24 uof=3 roll=12 dice=3,4,5 .*loss_index=12 loss=3 .*moral=-
# expect: ^FIRE firer=A2 target=T figures=24 uof=3 roll=10 dice=2,2,6 .*loss_index=10 loss=2.25 .*moral=-
# expect: ^FIRE firer=A4 target=T figures=24 uof=3 roll=12 dice=6,5,1 .*loss_index=12 loss=3 .*moral=-
# expect: ^RESULT kind=fire target=T loss=8 moral=- state=ok figures=28 raw=8.25
# expect: ^HIST n=6 .*command="fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1 battalions=A1,A2,A4"
# bound: the three battalions have fired, A3 has not
# expect: ^BOUNDUNIT unit=A1 .*fired=yes
# expect: ^BOUNDUNIT unit=A3 .*fired=no
# expect: ^BOUNDUNIT unit=A4 .*fired=yes
# undo ruling: both lines back, T whole
# expect: ^  undone: fire B1 at T A1.dice=3,4,5 A2.dice=2,2,6 A4.dice=6,5,1 battalions=A1,A2,A4
# expect: ^  undone: resolve
# expect: ^  \(nothing declared\)
# expect: ^UNIT name=T .*figures=36
# expect: ^HIST n=6 .*command="fire B1 at T A1.dice=[1-6],[1-6],[1-6] A2.dice=[1-6],[1-6],[1-6] A4.dice=[1-6],[1-6],[1-6] battalions=A1,A2,A4"
# expect: ^  brigade B1 fires at T: 1 of 1 battalion declared \(A2\)
# expect: ^DECLARED kind=fire actor=A2 target=T
