# alt: belle-alliance
# 3.1.5: two firers at one target: raw losses added, then rounded once.
# A and B, 10 figures each (1 UoF), range 15 zone 2 (0/0); target 15 in
# line (10/15 = 0.67: no numbers factor).
# A dice 2,3,3 = 8 -> row 8-9: 0.5; B dice 3,3,2 = 8 -> 0.5.
# Added 0.5 + 0.5 = 1.0 -> 1 figure. Rounded apart it would be 1 + 1 = 2.
# Moral index 8: none.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=15 formation=line
fire A at T range=15 dice=2,3,3
fire B at T range=15 dice=3,3,2
odds
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 0.5 + 0.5 = 1.0 -> 1 figure (not 2)
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=8 .*loss_mod=0 loss_index=8 loss=0.5 moral_mod=0 moral_index=8 moral=-
# expect: ^FIRE firer=B target=T figures=10 uof=1 roll=8 .*loss_mod=0 loss_index=8 loss=0.5 moral_mod=0 moral_index=8 moral=-
# expect: ^RESULT kind=fire target=T loss=1 moral=- state=ok figures=14 raw=1 
