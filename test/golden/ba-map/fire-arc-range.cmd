# alt: belle-alliance
# Belle Alliance fire from the map: arc (3.1.3) and range zones (tables
# 13/14). A is 10 wide at (0,0) facing north; its point of fire is the
# centre of its front (0,0); infantry's arc is 30 deg either side of
# straight ahead, measured there. T is 10 wide, 2 deep, facing south.
#
#   arc:  T at (25,20): its front edge y=20, x 20..30, rear y=22.
#         No figure of A sees it (3.1.3: each figure's arc is measured
#         at its own front corners): the rightmost figure's right ray
#         runs (0.5, 0.866) from A's right front corner (5,0). T's nearest
#         corner to it is (20,22): |15*0.866 - 22*0.5| = 2.0 cm outside.
#                    [T]
#             \    / 2.0
#              \  /
#             ==A==
#   range: T straight ahead at y = 8, 15, 25, 35: musket zones
#         0-10, 10-20, 20-30 (provisional): zone 1, 2, 3, beyond.
#   oblique: T at (10,20), front x 5..15: the nearest point of the
#         outline in the arc is its corner (5,20), 14.0 deg off straight
#         ahead, range sqrt(5^2+20^2) = 20.6: zone 3, not 2.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=25 y=20 facing=180 width=10 depth=2
check fire A at T
fire A at T dice=3,4,5
cancel A
unit set T x=0 y=8
check fire A at T
factors fire A at T
unit set T y=15
check fire A at T
unit set T y=25
check fire A at T
unit set T y=35
check fire A at T
unit set T x=10 y=20
check fire A at T
# The umpire's answer still wins over the map (source=given).
check fire A at T range=12
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# T at (25,20): 2.0 cm outside the arc of every figure
# expect: ^CHECK part=A>T key=arc result=fail .*target 2.0 cm outside the 30 deg arc of every figure
# straight ahead at y 8, 15, 25: zones 1, 2, 3; 35: beyond
# expect: ^CHECK part=A>T key=range result=pass .*range 8.0 cm .* is zone 1 of musket
# expect: ^CHECK part=A>T key=range result=pass .*range 15.0 cm .* is zone 2 of musket
# expect: ^CHECK part=A>T key=range result=pass .*range 25.0 cm .* is zone 3 of musket
# expect: ^CHECK part=A>T key=range result=fail .*range 35.0 cm .* is beyond the last zone
# oblique: 14.0 deg off, range 20.6, zone 3
# expect: ^CHECK part=A>T key=arc result=pass .*line 14.0 deg off straight ahead
# expect: ^CHECK part=A>T key=range result=pass .*range 20.6 cm .* is zone 3 of musket
