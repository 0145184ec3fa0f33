# Brigade names: refusals change nothing and say what is
# allowed; unknown names get "did you mean" over units and brigades; a
# name that is both a unit and a brigade means the unit.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=30 y=20 facing=180 width=90 depth=2
fire 2Bd at T
fire 2Bde at Tx
fire 2Bde at T battalions=A1,T
fire 2Bde at T battalions=A1,A1
fire 2Bde at T T.dice=1,1,1
fire 2Bde at T battalions=A1 A2.dice=1,1,1
fire 2Bde at T battalions=A3
fire 2Bde at T A1.dice=1,1
fire 2Bde vs T
scan 2Bd
declared
# A3 answers its own arc check (3.1.3: the umpire's answer): included.
fire 2Bde at T A1.dice=1,2,3 A2.dice=2,2,2 A3.dice=3,3,3 A3.arc=yes
declared
undo
# Unplaced battalions: their range is a question; the brigade fire is
# refused until it is answered, for every battalion or one.
unit add U1 side=French arm=infantry figures=20 formation=line brigade=3Bde
unit add U2 side=French arm=infantry figures=20 formation=line brigade=3Bde
fire 3Bde at T
fire 3Bde at T range=15 U1.range=30 U1.dice=1,1,1 U2.dice=2,2,2
declared
undo
# The phase rule holds for a brigade as for a unit.
phase melee
fire 2Bde at T
phase fire
# A unit named like a brigade wins: fire 2Bde is that unit's own fire.
unit add 2Bde side=French arm=infantry figures=10 formation=line x=-20 y=0 facing=0 width=6 depth=2
fire 2Bde at T dice=1,2,3
declared
# unit move takes a brigade's name as its operand (brigade= still works).
cancel 2Bde
unit remove 2Bde
unit move 2Bde forward=2
unit move brigade=2Bde back=2
units
unit move 2Bd forward=1
# cancel BRIGADE withdraws its battalions' declarations.
fire 2Bde at T battalions=A1,A2 A1.dice=1,1,2 A2.dice=1,1,3
cancel 2Bde
declared
cancel 2Bde
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^  brigade 2Bde fires at T: 3 of 3 battalions declared \(A1,A2,A3\)
# expect: ^DECLARED kind=fire actor=A3 target=T arc=yes
# expect: ^  brigade 3Bde fires at T: 2 of 2 battalions declared \(U1,U2\)
# expect: ^DECLARED kind=fire actor=U1 target=T range=30
# expect: ^DECLARED kind=fire actor=U2 target=T range=15
# expect: ^  declared: 2Bde fires at T with 10 figures
# expect: ^DECLARED kind=fire actor=2Bde target=T
# expect: ^MOVE unit=A1 x=0 y=2
# expect: ^MOVE unit=A3 x=40 y=-2
# expect: ^UNIT name=A1 .*x=0 y=0 
# expect: ^UNIT name=A3 .*x=40 y=0 
# expect: ^  brigade 2Bde fires at T: 2 of 2 battalions declared \(A1,A2\)
# expect: ^  cancelled 2 declarations of 2Bde
# expect: ^  \(nothing declared\)
# expect-error: no unit named 2Bd \(did you mean 2Bde\?\)
# expect-error: no unit named Tx \(did you mean T\?\)
# expect-error: battalions=A1,T: T is no battalion of 2Bde; allowed: A1,A2,A3
# expect-error: names A1 twice
# expect-error: T.dice=1,1,1: T is not one of the battalions of this fire
# expect-error: A2.dice=1,1,1: A2 is not one of the battalions of this fire
# expect-error: no battalion of 2Bde may fire at T \(A3\)
# expect-error: fire 2Bde at T: A1: 
# expect-error: usage: fire BRIGADE at T
# expect-error: no side or brigade named 2Bd \(did you mean 2Bde\?\)
# expect-error: fire 3Bde at T: U1 needs an answer, range
# expect-error: fire belongs to the
# expect-error: unit move: no unit named 2Bd \(did you mean 2Bde\?\)
# expect-error: 2Bde has nothing declared
