# args: --teach
# --teach shows the rule paraphrases (out_teach) with every step.
# A 20 at T 20, zone 2; dice 4,4,4 = 12.
# Split 10 + 10 at T: no split factor, one roll; each part 10/20 = 0.5 ->
# numbers_fewer -1 moral: moral 12 - 1 = 11 -> none. Loss
# 1.0 x 1 + 1.0 x 1 = 2.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 figures=10 dice=4,4,4
fire A at T range=15 figures=10
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# each part: numbers_fewer -1 moral: 11, none; 1.0 + 1.0 = 2
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=12 .*loss_mod=0 loss_index=12 loss=1 moral_mod=-1 moral_index=11 moral=- split=same-target
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=12 .*loss_mod=0 loss_index=12 loss=1 moral_mod=-1 moral_index=11 moral=- split=same-target
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=18
