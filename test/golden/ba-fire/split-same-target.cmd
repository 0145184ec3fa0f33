# alt: belle-alliance
# 3.1.2: A (30 figures) splits 20 + 10 at the same target: no split
# penalty, one roll for both parts (the second part has no dice: it takes
# the first part's). Units of fire 2 + 1 = 3.
# Range 15 zone 2 (0/0). Target 18 in line: 20/18 = 1.11 and 10/18 = 0.56,
# no numbers factor. dice 5,4,3 = 12.
# Part 1: loss index 12 -> 1 x 2 = 2.0; part 2: 12 -> 1 x 1 = 1.0.
# Common target (3.1.5): 2.0 + 1.0 = 3.0 -> 3 figures; moral index 12: none.
# T: 18 - 3 = 15 figures; 3/18 = 16.7 %: valour unchanged.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T side=French arm=infantry figures=18 formation=line
fire A at T figures=20 range=15 dice=5,4,3
fire A at T figures=10 range=15
declared
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# one roll 12: 2.0 + 1.0 = 3; moral none; T 15
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=12 .*loss_mod=0 loss_index=12 loss=2 moral_mod=0 moral_index=12 moral=- split=same-target
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=12 .*loss_mod=0 loss_index=12 loss=1 moral_mod=0 moral_index=12 moral=- split=same-target
# expect: ^RESULT kind=fire target=T loss=3 moral=- state=ok figures=15 raw=3 valour=0
