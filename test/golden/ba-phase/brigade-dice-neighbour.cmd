# Brigade fire (docs/brigades.md). 3.1.5: "When several units fire
# simultaneously at the same target, the firing by each unit is carried
# out individually": one dice= for the whole brigade would give every
# battalion the same roll, so it is refused, with what is allowed
# (UNIT.dice= each, or none: rolled). With one battalion (battalions=A1)
# dice= is its own roll and is taken.
# 3.1.6: a neighbour unit does "not carry out their individual fire, but
# are instead to be considered as neighbour units": A1.neighbour=A2
# leaves A2 out with that reason; A1 and A3 are declared.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=14 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A3 side=French arm=infantry figures=24 formation=line x=28 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=14 y=20 facing=180 width=90 depth=2
fire 2Bde at T dice=1,2,3
fire 2Bde at T roll=12
fire 2Bde at T battalions=A1 dice=4,4,5
declared
cancel A1
fire 2Bde at T A1.neighbour=A2 A1.dice=4,4,5 A3.dice=3,3,3
declared
# ---- results
# expect-error: line 14: fire 2Bde at T: dice=1,2,3 would give every battalion the same dice; each unit's fire is carried out individually \(3.1.5\): give each battalion its own, UNIT.dice=\.\.\., or leave dice= off to roll
# expect-error: line 15: fire 2Bde at T: roll=12 would give every battalion the same dice
# one battalion: its own dice
# expect: ^  brigade 2Bde fires at T: 1 of 1 battalion declared \(A1\)$
# expect: ^  brigade 2Bde fires at T: 2 of 3 battalions declared \(A1,A3\); not eligible: A2$
# expect: ^  not eligible: A2 is named as the neighbour unit of A1: it does not carry out its own fire \(3.1.6\)$
