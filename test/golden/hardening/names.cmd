# Names as a careless user types them, for unit move, fire BRIGADE,
# scan, cancel and measure: empty names in a list (A1, ,A1 A1,,A2),
# misspelt brigades and sides (did you mean), a brigade where one unit
# is wanted, a unit where a side is, a bad key after UNIT. Nothing moves
# or is declared: the units, declared and history at the end are those
# after the four unit adds and the one accepted declaration.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=10 y=20 facing=180 width=60 depth=2
terrain add Wood kind=wood points=100,100;110,100;110,110
unit move A1, forward=1
unit move ,A1 forward=1
unit move A1,,A2 forward=1
unit move brigade=2Bd forward=1
unit move A1 wheel=20 pivot=
fire 2Bde at T battalions=A1,
fire 2Bde at T A1.=3
fire 2Bde at 2Bde
fire T at 2Bde
scan
scan 2Bde extra
scan A1
scan Frnch
measure A1 2Bde
measure A1 Wod
measure A1 ""
fire A1 at T dice=1,2,3
cancel A1 on T
cancel A2
cancel Zz
cancel 2Bd
cancel A1 at Tx
units
declared
history
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A1 and A2 stand where they were added; only A1's fire is declared.
# expect: ^UNIT name=A1 .*x=0 y=0 facing=0
# expect: ^UNIT name=A2 .*x=20 y=0 facing=0
# expect: ^DECLARED kind=fire actor=A1 target=T
# expect: ^HIST n=5 .*command="fire A1 at T dice=1,2,3"
# expect-error: line 11: unit move: "A1," has an empty name
# expect-error: line 12: unit move: ",A1" has an empty name
# expect-error: line 13: unit move: "A1,,A2" has an empty name
# expect-error: line 14: unit move: no unit on the table has brigade=2Bd \(did you mean 2Bde\?\)
# expect-error: line 15: unit move: wheel needs pivot=left\|right .*; not pivot=$
# expect-error: line 16: fire 2Bde: battalions=A1, has an empty name; name some of A1,A2
# expect-error: line 17: fire 2Bde: A1\.=3 names no key after A1\.; write A1\.KEY=VALUE
# expect-error: line 18: fire: 2Bde is a brigade; the target is one unit
# expect-error: line 19: fire: 2Bde is a brigade; the target is one unit
# expect-error: line 20: usage: scan SIDE\|BRIGADE
# expect-error: line 21: usage: scan SIDE\|BRIGADE
# expect-error: line 22: A1 is a unit; scan takes a side or a brigade \(scan French: its side\)
# expect-error: line 23: no side or brigade named Frnch \(did you mean French\?\)
# expect-error: line 24: measure: 2Bde is a brigade
# expect-error: line 25: measure: no unit or terrain named Wod \(did you mean Wood\?\)
# expect-error: line 26: measure: no unit or terrain named ""; 
# expect-error: line 28: usage: cancel A\|BRIGADE \[at\|vs T\]
# expect-error: line 29: A2 has nothing declared
# expect-error: line 30: no unit named Zz; 
# expect-error: line 31: no unit named 2Bd \(did you mean 2Bde\?\)
# expect-error: line 32: no unit named Tx \(did you mean T\?\)
