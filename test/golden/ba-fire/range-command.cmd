# 3.4.1: `range A at T`, ranging without a roll as a command of its own
# (the same declaration as `fire A at T range_only=yes`): no loss and no
# moral effect, the battery fires at no other target that bound, and its
# next fire at that target has no ranging factor.
# Bound 1: G ranges on T at 40 cm (6pdr zone 2): FIRE ... range_only=yes
#   loss=0 moral=-; T keeps 20 figures. G may not fire at U (1.1.1), and
#   range_only= on `range` and dice= are refused; A (infantry) may not range.
# Bound 2: G and H (not ranged) fire at T, 40 cm, dice 4,4,4 = 12.
#   G: 4 gunners = 2 units of fire; 4 x 5 = 20 against 20: no numbers
#   factor; no ranging: loss 12 -> 1 x 2 = 2; moral 12: none.
#   H: ranging -3 loss, -1 moral (T7): loss 9 -> 0.5 x 2 = 1; moral 8.
#   T: 2 + 1 = 3 (17 figures).
unit add G side=Allied arm=artillery figures=4 guns=2 formation=unlimbered
unit add H side=Allied arm=artillery figures=4 guns=2 formation=unlimbered
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add U side=French arm=infantry figures=20 formation=line
range A at T range=15
range G at T range=40 range_only=yes
range G at T range=40 dice=1,2,3
range G at T range=40
declared
resolve
units
fire G at U range=30 dice=4,4,4
range G at U range=30
bound next
fire G at T range=40 dice=4,4,4
fire H at T range=40 dice=4,4,4
resolve
# expect: ^DECLARED kind=fire actor=G target=T range=40 range_only=yes
# expect: ^FIRE firer=G target=T figures=4 uof=2 range_only=yes .*loss=0 .*moral=- carried=yes
# expect: ^UNIT name=T .*figures=20
# expect: ^FIRE firer=G target=T figures=4 uof=2 roll=12 .*loss_mod=0 loss_index=12 loss=2
# expect: ^FACTOR part=H>T key=ranging .*loss=-3 moral=-1
# expect: ^RESULT kind=fire target=T loss=3 moral=- state=ok figures=17
# expect-error: A may not fire at T: A is infantry: only artillery ranges without a roll
# expect-error: range_only=yes: range A at T ranges without a roll already
# expect-error: range_only=yes: ranging is carried out without a roll of dice
# expect-error: G may not fire at U: G has already fired this bound
