# alt: belle-alliance
# 5.5.2: a unit other than artillery with fewer than 3 figures is removed.
# T 5 figures; A 30 (3 UoF) zone 1 (range 5): +2 loss +1 moral; 30/5 = 6
# -> numbers_double +2 moral. dice 4,4,4 = 12: loss 14 -> 1.0 x 3 = 3;
# moral 14 + 3 = 17 -> MD. T 5 - 3 = 2 < 3: removed. 3/5 = 60 %: 3 steps
# valour 0 -> -3. A removed unit may not be fired at.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T side=French arm=infantry figures=5 formation=line
fire A at T range=5 dice=4,4,4
resolve
units
bound next
fire A at T range=5 dice=4,4,4
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# loss 14 -> 3, moral 17 -> MD; T 2 < 3: removed, valour -3; then refused
# expect: ^FIRE firer=A target=T figures=30 uof=3 roll=12 .*loss_mod=2 loss_index=14 loss=3 moral_mod=3 moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=T loss=3 moral=MD state=MD figures=2 raw=3 valour=-3 moral_from=A removed=yes
# expect-error: ^error: line 13: A may not fire at T: T is removed
