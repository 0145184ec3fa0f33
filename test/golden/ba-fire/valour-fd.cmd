# alt: belle-alliance
# 5.5.2 / table 15: valour falls by 1 per 20 % of the original figures
# lost; below -5 the unit goes into FD at once, valour set to -5.
# T: 20 figures, valour -5. A 30 figures (3 UoF), zone 2; 30/20 = 1.5 ->
# numbers_more +1 moral. dice 5,5,5 = 15: loss 15 -> 1.25 x 3 = 3.75 -> 4.
# moral 15 + 1 = 16 -> LD. 4/20 = 20 %: one step: -5 -> -6 < -5: FD,
# valour -5.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T side=French arm=infantry figures=20 formation=line valour=-5
fire A at T range=15 dice=5,5,5
resolve
explain
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# loss 15 -> 3.75 -> 4, moral 16 -> LD; valour -5 -> -6: FD, valour -5
# expect: ^FIRE firer=A target=T figures=30 uof=3 roll=15 .*loss_mod=0 loss_index=15 loss=3.75 moral_mod=1 moral_index=16 moral=LD
# expect: ^RESULT kind=fire target=T loss=4 moral=LD state=FD figures=16 raw=3.75 valour=-5 .*fd_by_valour=yes
