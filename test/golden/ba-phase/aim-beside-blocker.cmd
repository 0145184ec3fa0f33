# 3.1.3: "It must be checked for each of the designated figures, whether a
# line of aim may be drawn from the figure to a point at the target ...
# The line of aim must be within the arc of fire of the figure, which is
# measured at the front edge corners of the base". Any point of the
# target: not only its corners, edge centres or the nearest point.
# A (14 figures in line: 7 files of 2 cm, x -7..7, front y=0, facing
# north). The opponent O (x 4..8, y 2..3) stands in front of file 6
# (x 5..7). T (60 wide: front y=20, x -30..30, facing A). File 6's lines
# to the nearest point (6,20) and to T's front centre (0,20) cross O
# (from (5,0) to (0,20) at y=2: x=4.5, inside 4..8); T's corners are
# outside its arc ((30,20) from (7,0): atan(23/20) = 49 deg > 30). But
# the line from its right corner (7,0) to (18,20) is at x = 7 + 11 x 2/20
# = 8.1 at y=2 and 8.65 at y=3: clear of O (x <= 8), and atan(11/20) =
# 28.8 deg off straight ahead, inside the 30 deg arc: file 6 aims.
# Files 0..5 aim straight ahead from their left corners (x <= 3, left of
# O's x 4..8).
# 7 of 7 files: all 14 figures fire, 10 + a short unit of 4 = 2 units of
# fire (3.1.1), not 12 figures and 1 unit. Point of fire (0,0), impact
# (0,20): 20 cm, zone 2 (10-20, the boundary is the nearer zone; table
# 13, provisional); the line x=0 passes left of O.
# Roll 4,4,4 = 12.
unit add A side=Allied arm=infantry figures=14 formation=line x=0 y=0 facing=0
unit add O side=French arm=infantry figures=4 formation=line x=6 y=3 facing=0 width=4 depth=1
unit add T side=French arm=infantry figures=60 formation=line x=0 y=20 facing=180 width=60
check fire A at T
fire A at T dice=4,4,4
resolve
# ---- results
# expect: ^CHECK part=A>T key=figures result=pass rule=3.1.1 reason="14 figures: 2 units of fire \(one short\)"
# expect: ^CHECK part=A>T key=los result=pass
# expect: ^CHECK part=A>T key=range result=pass rule=3.1.3 reason="range 20\.0 cm along the line of fire is zone 2
# expect: ^ELIGIBLE firer=A target=T value=yes
# expect: ^FIRE firer=A target=T figures=14 uof=2 roll=12 
