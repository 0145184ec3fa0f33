# alt: belle-alliance
# Firer factors from the roster: ld (firer in LD: -2 loss -1 moral) and
# marksmen (unit attribute, 5.5.1: +2 loss).
# A (LD, marksmen) 20 zone 2 at T 20: dice 4,4,4 = 12: loss 12 - 2 + 2 =
# 12 -> 1.0 x 2 = 2; moral 12 - 1 = 11 -> none.
unit add A side=Allied arm=infantry figures=20 formation=line state=LD marksmen=yes
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 dice=4,4,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# loss 12 - 2 + 2 = 12 -> 2; moral 11 none
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=12 .*loss_mod=0 loss_index=12 loss=2 moral_mod=-1 moral_index=11 moral=-
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=18
