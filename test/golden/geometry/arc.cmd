# 3.1.3 arc of fire, measured at the point of fire (centre of A's front,
# 0,0): 30 deg for infantry, 45 for artillery. T's front-left corner lies
# exactly on the 30 deg ray (10, 17.3205): inside (boundaries count).
#
#            /  [T]
#           /
#      ====A====
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=12 y=17.3205081 facing=0 width=4 depth=4
check fire A at T
# 0.1 cm further east: 0.09 cm outside the arc, beyond the right ray.
unit set T x=12.1
check fire A at T
# Artillery has 45 degrees: the same target is inside.
unit set A arm=artillery guns=2 formation=unlimbered
check fire A at T
# Behind the front line: never in the arc.
unit set A arm=infantry formation=line
unit add R side=French arm=infantry figures=20 formation=line x=0 y=-20 facing=0 width=10 depth=4
check fire A at R
