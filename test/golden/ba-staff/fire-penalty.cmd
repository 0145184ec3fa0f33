# Table 18 on a fire later in the bound (worked example 11): the Allied
# staff figure falls on (6,6,5) = 17: -2 on every roll of the side for the
# rest of bound 1 and the whole of bound 2.
# A (Allied, 20 figures, line) fires at T (French, 40, line) at 15 cm with
# (5,3,3) = 11: roll used 11 - 2 = 9 before the Table 6 factors.
#   Table 6: zone2 loss 0 moral 0; numbers_fewer (20 against 40: -50%)
#   moral -1. Loss index 9 + 0 = 9 -> Table 12 8-9: 0.5 per unit of fire
#   x 2 units = 1 figure; moral index 9 - 1 = 8 -> no effect. T 40 -> 39.
# T (French) fires back at A with (5,3,3) = 11 at the same time: the
# French have no penalty, roll 11 as is (no staff field, no FACTOR staff).
#   Table 6: zone2 0/0; numbers_double (40 against 20) moral +2.
#   Loss index 11 -> 10-11: 0.75 x 4 = 3 figures; moral index 13 -> LD.
# `odds` moves A's roll too: no loss needs a loss index of 5 or less
# (Table 12), a roll of 7 or less: 35/216 = 0.1620 (without the penalty,
# 5 or less: 10/216 = 0.0463).
# `factors fire` shows the penalty as FACTOR key=staff source=history
# before the fire; `explain` says where the 9 comes from.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
staff catch Allied dice=6,6,5
factors fire A at T range=15
fire A at T range=15 dice=5,3,3
fire T at A range=15 dice=5,3,3
odds
resolve
explain
# ---- results of the hand computations above, in order
# expect: ^STAFF side=Allied roll=17 dice=6,6,5 result=falls penalty=-2 until_bound=2
# expect: ^FACTOR part=A>T key=staff table=table18-staff-catch.csv source=history loss=-2 moral=- roll=-2 side=Allied fell_bound=1 until_bound=2 rule="Table 18"$
# expect: ^ODDS outcome="T loss=0 moral=-" p=0.1620 
# expect: ^FACTOR part=A>T key=staff table=table18-staff-catch.csv source=history loss=-2 moral=- roll=-2
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=11 dice=5,3,3 staff=-2 roll_used=9 loss_mod=0 loss_index=9 loss=1 moral_mod=-1 moral_index=8 moral=- 
# expect: ^FIRE firer=T target=A figures=40 uof=4 roll=11 dice=5,3,3 loss_mod=0 loss_index=11 loss=3 moral_mod=2 moral_index=13 moral=LD 
# expect: ^RESULT kind=fire target=T loss=1 moral=- state=ok figures=39 
# expect: ^RESULT kind=fire target=A loss=3 moral=LD state=LD figures=17 
# expect: ^    roll 11 -2 = 9: a staff figure of Allied fell in bound 1, -2 on all dice rolls of the side until the end of bound 2 \(Table 18\)
# expect: ^    loss index = roll 9 \(dice 5,3,3, Table 18\) \+0 = 9 -> table 12: 0.5 per unit of fire x 2 = 1 figures
