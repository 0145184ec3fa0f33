# measure agrees with check fire on a clear and a blocked line:
# between two units it asks the ruleset's fire_view (source=ruleset), the
# code check fire uses.
# F1 (line, 18 wide, front y=0 facing north) and the target T1 (attack
# column, 8 wide, front y=20 facing south): straight ahead, 20 cm, nothing
# between: clear, as check fire F1 at T1 says (los pass).
# T2 stands 20 cm ahead of F2 (front centre x=60); the own unit O (line,
# 12 wide, 2 deep, front y=10) stands across the line between them:
# blocked by O, as check fire F2 at T2 says (los fail).
# A building B (x 100..110, y 8..12) stands between F3 and T3: blocked
# by B.
# Lines of aim (Belle Alliance 3.1.3): F2's 18 files of 1 cm (x 51..69);
# O is x 54..66, y 8..10; T2 x 56..64, y 20..29. The file with left corner
# a passes left of O at best on the line to T2's rear-left corner (56,29):
# at y=10 x = a + (56-a)*10/29 < 54 when a < 52.95: files at a = 51, 52,
# and the two mirror files on the right: 4 of 18 aim (8 figures). F3
# (x 96..114) past B (x 100..110, y 8..12) to T3's corner (101,29): at
# y=12 x = a + (101-a)*12/29 < 100 when a < 99.3: a = 96..99, and 4 on
# the right: 8 of 18 (16 figures). Both still blocked at the point of fire.
unit add F1 side=Allied arm=infantry figures=36 formation=line x=0 y=0 facing=0 width=18 depth=2
unit add T1 side=French arm=infantry figures=36 formation=attack-column x=0 y=20 facing=180 width=8 depth=9
unit add F2 side=Allied arm=infantry figures=36 formation=line x=60 y=0 facing=0 width=18 depth=2
unit add O side=Allied arm=infantry figures=24 formation=line x=60 y=10 facing=0 width=12 depth=2
unit add T2 side=French arm=infantry figures=36 formation=attack-column x=60 y=20 facing=180 width=8 depth=9
unit add F3 side=Allied arm=infantry figures=36 formation=line x=105 y=0 facing=0 width=18 depth=2
unit add T3 side=French arm=infantry figures=36 formation=attack-column x=105 y=20 facing=180 width=8 depth=9
terrain add B kind=building points=100,8;110,8;110,12;100,12
measure F1 T1
# expect: ^MEASURE from=F1 to=T1 distance=20 .*bearing=0 side=front source=ruleset in_arc=yes range=20 .*los=clear
check fire F1 at T1
# expect: key=los result=pass
# expect: ^ELIGIBLE firer=F1 target=T1 value=yes
measure F2 T2
# expect: ^MEASURE from=F2 to=T2 distance=20 .*source=ruleset .*los=blocked blocked_by=O
check fire F2 at T2
# expect: key=los result=fail rule=3.1.3 reason="passes through own O
measure F3 T3
# expect: ^MEASURE from=F3 to=T3 distance=20 .*source=ruleset .*los=blocked blocked_by=B
check fire F3 at T3
# expect: key=los result=fail rule=3.1.3 reason="line of fire crosses building B
# Points and terrain: plain geometry. 3-4-5 triangle: distance 5,
# bearing atan2(3,4) = 36.9 degrees from north.
measure 0,0 3,4
# expect: ^MEASURE from=0,0 to=3,4 distance=5 units=cm bearing=36.9 
# T1 (x -4..4, y 20..29) to B: nearest corners (4,20) and (100,12):
# distance sqrt(96^2 + 8^2) = 96.33. Bearing from T1's front centre
# (0,20) to B's nearest point (100,12): atan2(100, -8) = 94.6 degrees.
# T1 faces south, so B lies on its left.
measure T1 B
# expect: ^MEASURE from=T1 to=B distance=96.33 units=cm bearing=94.6 side=left in_arc=no source=geometry 
measure F1 Nobody
measure F1 1,x
measure F1
