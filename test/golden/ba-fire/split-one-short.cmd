# alt: belle-alliance
# 3.1.1: only one short unit of fire across both parts of a split fire.
# A (26) splits 13 at T1 and 13 at T2: each has a remainder of 3, but only
# the first declared part gets the short unit: 2 + 1 = 3 UoF, not 4.
# Then the same with short=yes on the second part: 1 + 2.
# Range 15 zone 2; split -2; dice 4,4,4 = 12: loss index 10 -> 0.75/UoF.
# First: T1 0.75 x 2 = 1.5 -> 2; T2 0.75 x 1 = 0.75 -> 1.
unit add A side=Allied arm=infantry figures=26 formation=line
unit add T1 side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
fire A at T1 figures=13 range=15 dice=4,4,4
fire A at T2 figures=13 range=15
odds
cancel A
fire A at T1 figures=13 range=15 dice=4,4,4
fire A at T2 figures=13 range=15 short=yes
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# first: 2 + 1 UoF; with short=yes on the second part: 1 + 2
# expect: ^  declared: A fires at T1 with 13 figures, 2 units of fire
# expect: ^  declared: A fires at T2 with 13 figures, 1 unit of fire
# expect: ^FIRE firer=A target=T1 figures=13 uof=1 roll=12 .*loss_mod=-2 loss_index=10 loss=0.75 moral_mod=0 moral_index=10 moral=-
# expect: ^FIRE firer=A target=T2 figures=13 uof=2 roll=12 .*loss_mod=-2 loss_index=10 loss=1.5 moral_mod=0 moral_index=10 moral=- split=two-targets short=yes
# expect: ^RESULT kind=fire target=T1 loss=1 moral=- state=ok figures=19
# expect: ^RESULT kind=fire target=T2 loss=2 moral=- state=ok figures=18
