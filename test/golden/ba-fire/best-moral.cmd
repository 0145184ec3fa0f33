# alt: belle-alliance
# 3.1.5: the target gets the best moral result of the firers.
# A and B, 10 figures (1 UoF), range 15 zone 2; target 12 in line (10/12
# = 0.83: no numbers factor).
# A dice 4,4,5 = 13: loss 13 -> 1.0; moral 13 -> LD.
# B dice 6,6,5 = 17: loss 17 -> 1.5; moral 17 -> MD.
# Loss 1.0 + 1.5 = 2.5 -> half-up 3; moral MD from B.
# T: 12 - 3 = 9; 3/12 = 25 % -> one step of table 15: valour 0 -> -1.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=12 formation=line
fire A at T range=15 dice=4,4,5
fire B at T range=15 dice=6,6,5
resolve
explain
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A: 1.0, LD; B: 1.5, MD; 2.5 -> 3, MD from B; T 9, valour -1
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=13 .*loss_mod=0 loss_index=13 loss=1 moral_mod=0 moral_index=13 moral=LD
# expect: ^FIRE firer=B target=T figures=10 uof=1 roll=17 .*loss_mod=0 loss_index=17 loss=1.5 moral_mod=0 moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=T loss=3 moral=MD state=MD figures=9 raw=2.5 valour=-1 moral_from=B
# explain ends with the result in words: 12 - 3 = 9, MD spelled
# out with its consequence and sections, the provisional table marked.
# expect: ^  = T loses 3 figures \(12 → 9\) and falls into Medium Disorder: it may not fire or attack until rallied.*\(3\.1\.1, 4\.1\.1\)\. \(provisional
