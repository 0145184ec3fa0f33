# 3.1.1: "Within each tactical unit, one unit of fire may consist of down
# to 3 figures. The use of split fire does not permit the use of more
# units of fire that consist of down to 3 figures"; 3.1.3: "The designated
# figures that do not comply with the line of aim requirements, may not
# participate in the firing".
# A (34 figures in line, 17 files) splits: 20 figures at T, 14 at T2. The
# split gives the one short unit to the T2 part (14 = 10 + 4; 20 has no
# remainder). The lines of aim (the aim checks: 13 of 17 files at T, 12
# of 17 at T2) cut the parts to 20 x 13/17 = 15.3 -> 15 and 14 x 12/17 =
# 9.9 -> 9 figures. T2's 9 figures are its short unit (1 unit of fire);
# T's 15 would be 1 + a short unit, but the short unit is T2's: 1 unit.
# Roll 3,3,3 = 9. T: loss index 9 + 1 = 10 -> 0.75 per unit x 1 = 0.75.
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
# expect: ^FIRE firer=A target=T2 figures=9 uof=1 .*short=yes
# expect: ^RESULT kind=fire target=T loss=1 .*raw=0.75 
