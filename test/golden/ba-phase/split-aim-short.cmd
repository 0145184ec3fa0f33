# 3.1.1: "Within each tactical unit, one unit of fire may consist of down
# to 3 figures. The use of split fire does not permit the use of more
# units of fire that consist of down to 3 figures"; 3.1.3: "The designated
# figures that do not comply with the line of aim requirements, may not
# participate in the firing".
# A (34 figures in line, 17 files of 2 cm, x -17..17) splits: 20 figures
# at T, 14 at T2. The split gives the one short unit to the T2 part
# (14 = 10 + 4; 20 has no remainder). The lines of aim (the aim check: 13
# of 17 files at T) cut the T part to 20 x 13/17 = 15.3 -> 15 figures,
# which would be 1 + a short unit, but the short unit is T2's: 1 unit.
# T2 (front y=20) is seen by every file past T (x -10.5..0, y 7..13):
# from a corner at x >= -3 right of T's corner (0,7) (from (-3,0):
# atan(3/7) = 23.2 deg, at y=13 x = 2.6), from a corner at x <= -7 left
# of (-10.5,7) (from (-7,0): atan(3.5/7) = 26.6 deg), inside the 30 deg
# arc: all 14 figures, 10 + short 4 = 2 units of fire, short=yes.
# Roll 3,3,3 = 9. T: loss index 9 + 1 = 10 -> 0.75 per unit x 1 = 0.75.
# T2: loss index 9 - 2 (split) = 7 -> 0.25 per unit x 2 = 0.5, rounded
# half up (setting rounding): 1.
unit add A side=Allied arm=infantry figures=34 formation=line x=0 y=0 facing=0
unit add T side=French arm=infantry figures=20 formation=march-column x=0 y=10 facing=90
unit add T2 side=French arm=infantry figures=80 formation=line x=-5 y=20 facing=180 width=200
fire A at T figures=20 dice=3,3,3
fire A at T2 figures=14
resolve
# ---- results
# expect: ^CHECK part=A>T key=aim .*13 of 17 front-rank files .*15 of 20 figures take part
# expect: ^CHECK part=A>T key=short result=pass rule=3.1.1 reason="the other part of the split fire has the one short unit of fire of A: 15 figures make 1 unit of fire, not 2"
# expect: ^FIRE firer=A target=T figures=15 uof=1 roll=9 .*loss_index=10 loss=0.75 
# expect: ^FIRE firer=A target=T2 figures=14 uof=2 .*loss=0.5 .*short=yes
# expect: ^RESULT kind=fire target=T loss=1 .*raw=0.75 
# expect: ^RESULT kind=fire target=T2 loss=1 .*raw=0.5 
