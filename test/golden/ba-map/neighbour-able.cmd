# 3.1.6: a neighbour unit must have at least half as many figures *able to
# participate in the firing* as the firing unit; figures without a line
# of aim (3.1.3) are not able.
# A (20 figures in line, 10 wide, x -5..5) at (0,0) facing north fires at
# T (10 wide, 2 deep, facing south at (0,20): x -5..5, y 20..22): every
# file of A sees T straight ahead: 20 figures able.
# N (20 figures in line, 10 files of 1 cm) faces north at (19,0): x
# 14..24. A file with left corner a sees T when T's corner (5,22) is
# inside its left ray: 5 >= a - 22 tan 30 = a - 12.70: a <= 17.70: files
# at a = 14..17, 4 of 10: 8 of 20 figures able; 8 x 2 = 16 < 20: refused.
# At (16,0) (x 11..21): a = 11..17, 7 files, 14 figures: 28 >= 20; its own
# fire: point of fire (14.5,0) (centre of x 11..18); T's front corner
# (5,20) is atan(9.5/20) = 25.4 deg off (inside 30), sqrt(9.5^2 + 20^2) =
# 22.1 cm: zone 3 (musket 20-30): accepted.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=20 facing=180 width=10 depth=2
unit add N side=Allied arm=infantry figures=20 formation=line x=19 y=0 facing=0 width=10 depth=2
check fire A at T neighbour=N
unit set N x=16
check fire A at T neighbour=N
# expect: ^CHECK part=A>T key=neighbour result=fail rule=3.1.6 reason="neighbour N has 8 of 20 figures able to fire at T \(lines of aim, 3.1.3\), fewer than half of the 20 firing"
# expect: ^CHECK part=A>T key=neighbour result=pass rule=3.1.6 .*22.1 cm = zone 3
