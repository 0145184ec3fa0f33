# alt: belle-alliance
# 3.1.1: 22 figures = 10 + 10, the 2 left over are fewer than 3 -> 2 UoF.
# Range 15 zone 2 (0/0), target 24 in line, dice 4,4,4 = 12.
# loss index 12 -> 1 per UoF x 2 = 2 figures; moral index 12 -> none.
# T: 24 - 2 = 22 figures.
unit add A side=Allied arm=infantry figures=22 formation=line
unit add T side=French arm=infantry figures=24 formation=line
check fire A at T range=15
fire A at T range=15 dice=4,4,4
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 2 UoF; loss 12 -> 2; T 22
# expect: ^FIRE firer=A target=T figures=22 uof=2 roll=12 .*loss_mod=0 loss_index=12 loss=2 moral_mod=0 moral_index=12 moral=-
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=22
