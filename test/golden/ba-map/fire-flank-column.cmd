# alt: belle-alliance
# Belle Alliance fire from the map: flank and rear fire (3.1.8) and the
# column effect (3.1.9). A fires north from (0,0) (arc 30).
#
# Flank: T in line faces east at (1,20), 10 wide, 2 deep: its front is
# x=1 from y 25 down to 15, its right flank the edge y=15 (x -1..1).
# The nearest point in the arc is (0,15) on that flank; the line (north)
# meets the edge (east-west) at 90 deg: flank fire, range 15. The line
# also runs parallel to T's front (0 deg < 30): the column effect of a
# line (3.1.9) as well.
#          +--+ y 25
#          |T>|
#          +--+ y 15   <- impact (0,15)
#           |
#         ==A==
# Rear: T faces north (away) at (0,20): rear edge y=18, impact (0,18),
# rear fire, range 18.
# Column effect: a march column facing A (line at 90 deg to its front,
# 0 deg to its flank: < 30, column effect); broadside (facing east at
# (-5,20), 6 wide, 10 deep: front x=-5, y 17..23; impact its corner
# (-5,17), atan(5/17) = 16.4 deg off straight ahead, range 17.7, line at
# 73.6 deg to its flank: none); a column of attack always; a line facing
# A (90 deg to its front: none) unless artillery fires and a closed unit
# stands less than 10 cm behind it on the line extended (R, front at
# y=27, 5 cm behind T's rear at 22).
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=1 y=20 facing=90 width=10 depth=2
check fire A at T
factors fire A at T
unit set T x=0 y=20 facing=0
check fire A at T
factors fire A at T
# The umpire may say otherwise: edge=front overrides the map.
factors fire A at T edge=front
unit set T formation=march-column facing=180 width=6 depth=10
check fire A at T
factors fire A at T
unit set T x=-5 facing=90 width=6 depth=10
check fire A at T
unit set T x=0 formation=attack-column facing=180 width=8 depth=6
check fire A at T
unit set T formation=line width=10 depth=2
unit set A arm=artillery guns=2 figures=8 formation=unlimbered
check fire A at T
unit add R side=French arm=infantry figures=20 formation=line x=0 y=27 facing=180 width=10 depth=2
check fire A at T
factors fire A at T
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# flank: 15.0, right flank at 90 deg, column effect of a line (0 deg)
# expect: ^CHECK part=A>T key=range result=pass .*range 15.0 cm
# expect: ^CHECK part=A>T key=edge result=pass .*impact on the right flank at 90.0 deg \(45-90\): flank fire
# expect: ^CHECK part=A>T key=column result=pass .*line of fire at 0.0 deg to the target's front \(< 30\)
# rear: 18.0, rear fire
# expect: ^CHECK part=A>T key=range result=pass .*range 18.0 cm
# expect: ^CHECK part=A>T key=edge result=pass .*impact on the rear: rear fire
# march column facing A: 0 deg to its flank; broadside: 17.7 cm, 16.4 deg, 73.6 to its flank
# expect: ^CHECK part=A>T key=column result=pass .*line of fire at 0.0 deg to the target's flank \(< 30\)
# expect: ^CHECK part=A>T key=range result=pass .*range 17.7 cm
# expect: ^CHECK part=A>T key=edge result=pass .*impact on the front at 16.4 deg
# expect: ^CHECK part=A>T key=column result=pass .*line of fire at 73.6 deg to the target's flank \(not < 30\)
