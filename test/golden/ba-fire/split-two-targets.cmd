# alt: belle-alliance
# 3.1.2: A (30) splits 20 at T1 and 10 at T2: split penalty -2 loss on
# both parts, one roll. A second part with other dice is refused.
# Range 15 zone 2 (0/0). Targets 18 each (no numbers factor).
# dice 5,4,3 = 12. loss index 12 - 2 = 10 -> 0.75 per UoF.
# T1: 0.75 x 2 = 1.5 -> half-up 2. T2: 0.75 x 1 = 0.75 -> 1.
# moral index 10 + 0 = 10: none for both.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T1 side=French arm=infantry figures=18 formation=line
unit add T2 side=French arm=infantry figures=18 formation=line
fire A at T1 figures=20 range=15 dice=5,4,3
fire A at T2 figures=10 range=15 dice=1,2,3
fire A at T2 figures=10 range=15 dice=5,4,3
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# other dice refused; split -2: loss 10 -> 1.5 -> 2 on T1, 0.75 -> 1 on T2
# expect-error: ^error: line 12: split fire has one roll for both parts
# expect: ^FIRE firer=A target=T1 figures=20 uof=2 roll=12 .*loss_mod=-2 loss_index=10 loss=1.5 moral_mod=0 moral_index=10 moral=- split=two-targets
# expect: ^FIRE firer=A target=T2 figures=10 uof=1 roll=12 .*loss_mod=-2 loss_index=10 loss=0.75 moral_mod=0 moral_index=10 moral=- split=two-targets
# expect: ^RESULT kind=fire target=T1 loss=2 moral=- state=ok figures=16
# expect: ^RESULT kind=fire target=T2 loss=1 moral=- state=ok figures=17
