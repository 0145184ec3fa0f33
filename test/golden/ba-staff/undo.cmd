# Undo of the catch roll puts the side's penalty back as it was: the fall
# of (6,6,5) = 17 is undone, so A's fire with (5,3,3) = 11 uses 11.
#   zone2 0/0, numbers_fewer moral -1: loss index 11 -> 0.75 x 2 = 1.5,
#   moral index 10 -> no effect.
# A second fall, undone after a first: the first (-1 from 15) stays, as
# `factors fire` shows (FACTOR key=staff roll=-1).
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
staff catch Allied dice=6,6,5
undo
fire A at T range=15 dice=5,3,3
resolve
staff catch Allied dice=4,6,5
staff catch Allied dice=6,6,6
undo
factors fire A at T range=15
# ---- results of the hand computations above, in order
# expect: ^STAFF side=Allied roll=17 
# expect: ^  undone: staff catch Allied dice=6,6,5
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=11 dice=5,3,3 loss_mod=0 loss_index=11 loss=1.5 
# expect: ^STAFF side=Allied roll=15 .*penalty=-1 until_bound=2 side_penalty=-1 
# expect: ^STAFF side=Allied roll=18 .*penalty=-2 until_bound=2 side_penalty=-2 
# expect: ^  undone: staff catch Allied dice=6,6,6
# expect: ^FACTOR part=A>T key=staff table=table18-staff-catch.csv source=history loss=-1 moral=- roll=-1 side=Allied fell_bound=1 until_bound=2
