# A name that is both a unit and a brigade (unit key brigade=): the unit
# wins where a unit is meant (unit move, measure, why, fire), the
# brigade where only a side or brigade can be (scan). An empty name is
# neither.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=2Bde
unit add T side=Allied arm=infantry figures=36 formation=line x=10 y=20 facing=180 width=60 depth=2
unit add 2Bde side=French arm=infantry figures=10 formation=line x=-20 y=0 facing=0 width=6 depth=2
scan 2Bde
scan ""
unit move 2Bde forward=1
measure 2Bde T
fire T at 2Bde dice=1,1,1
cancel T
# expect: ^SCAN firer=A1 target=T
# expect: ^  scan 2Bde: 2 of 2 battalions may fire
# expect: ^MOVE unit=2Bde x=-20 y=1 facing=0 distance=1 
# expect: ^MEASURE from=2Bde to=T 
# expect: ^  declared: T fires at 2Bde
# expect: ^  cancelled 1 declaration of T
# expect-error: line 10: no side or brigade named ""; scan takes a side or a brigade
