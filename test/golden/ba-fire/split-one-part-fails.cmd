# alt: belle-alliance
# 3.1.2: if one part of a split fire may not be carried out, the other is,
# and the split penalty still applies. A (20): 10 at T (range 15, zone 2)
# and 10 at T2 (range 40, beyond musket zone 3). dice 5,5,5 = 15.
# Part at T: loss index 15 - 2 = 13 -> 1.0 x 1 = 1; moral 13 -> LD.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=10 formation=line
unit add T2 side=French arm=infantry figures=10 formation=line
fire A at T figures=10 range=15 dice=5,5,5
fire A at T2 figures=10 range=40
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# at T: loss 13 -> 1, moral 13 -> LD; at T2 beyond range: not carried out
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=15 .*loss_mod=-2 loss_index=13 loss=1 moral_mod=0 moral_index=13 moral=LD split=two-targets
# expect: ^FIRE firer=A target=T2 .*carried=no rule=3.1.3
# expect: ^RESULT kind=fire target=T loss=1 moral=LD state=LD figures=9
