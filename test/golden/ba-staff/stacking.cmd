# Two falls in force: the worse counts, not the sum (docs/rulings.md);
# each runs to the end of the bound after its own.
#   Bound 1: (6,6,5) = 17: -2 until the end of bound 2.
#   Bound 2: (4,6,5) = 15: -1 until the end of bound 3. In force now: -2
#   and -1 -> -2 (not -3).
#   Bound 2 fire, A at T 15 cm, (5,3,3) = 11: roll used 9 (zone2, fewer:
#   loss index 9 -> 0.5 x 2 = 1).
#   Bound 3: only the -1 is left: (5,3,3) = 11 -> 10 (T has 39 figures: 20
#   against 39 is -48.7%, above half: no numbers factor): loss index 10 ->
#   0.75 x 2 = 1.5.
#   Bound 4: none left: the FIRE record has no staff field.
# The supplies check (5.5.3) reads the raw dice: (1,1,4) = 6 with the -1 is
# a roll used of 5, and it still shows two ones: the countdown starts.
# A modified roll is used as is, not raised to 3: C's (1,1,1) = 3 with -2
# in bound 2 is 1; Table 12's first row is open (up to 5), so index 1
# reads it: no loss (C's supplies countdown starts: three ones).
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add U side=French arm=infantry figures=40 formation=line
unit add C side=Allied arm=infantry figures=20 formation=line
staff catch Allied dice=6,6,5
bound next
staff catch Allied dice=4,6,5
fire A at T range=15 dice=5,3,3
fire C at U range=15 dice=1,1,1
resolve
bound next
fire A at T range=15 dice=5,3,3
fire B at U range=15 dice=1,1,4
resolve
bound next
fire A at T range=15 dice=5,3,3
resolve
# ---- results of the hand computations above, in order
# expect: ^STAFF side=Allied roll=17 .*penalty=-2 until_bound=2 side_penalty=-2 
# expect: ^  bound 2 begins
# expect: ^STAFF side=Allied roll=15 .*penalty=-1 until_bound=3 side_penalty=-2 
# expect: Allied had -2 already from an earlier fall: the worse counts, not the sum, so Allied has -2 now
# expect: ^FIRE firer=A target=T .*roll=11 dice=5,3,3 staff=-2 roll_used=9 loss_mod=0 loss_index=9 loss=1 
# expect: ^FIRE firer=C target=U .*roll=3 dice=1,1,1 staff=-2 roll_used=1 loss_mod=0 loss_index=1 loss=0 
# expect: ^  bound 3 begins
# expect: ^FACTOR part=A>T key=staff .*roll=-1 side=Allied fell_bound=2 until_bound=3
# expect: ^FIRE firer=A target=T .*roll=11 dice=5,3,3 staff=-1 roll_used=10 loss_mod=0 loss_index=10 loss=1.5 
# expect: ^FIRE firer=B target=U .*roll=6 dice=1,1,4 staff=-1 roll_used=5 
# expect: ^SUPPLY unit=B ones=2 rolls_left=3 supplies=yes
# expect: ^  bound 4 begins
# expect: ^FIRE firer=A target=T .*roll=11 dice=5,3,3 loss_mod=0 loss_index=11 
