# alt: belle-alliance
# 3.1.3 cover at the point of impact: T's cover=II (attribute) -> cover2
# -2 loss -1 moral; the umpire answers cover=III for the point of impact
# of B's fire -> cover3 -4 / -2 (group cover: only one).
# A, B 20 (2 UoF) zone 2, T 20. A dice 5,5,5 = 15: loss 13 -> 1.0 x 2 = 2.0;
# moral 13 - 1 = 12 -> none. B dice 5,5,5: loss 11 -> 0.75 x 2 = 1.5;
# moral 11 - 2 = 9 -> none. Common target: 3.5 -> half-up 4.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line cover=II
fire A at T range=15 dice=5,5,5
fire B at T range=15 cover=III dice=5,5,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A: cover II, loss 13 -> 2.0, moral 12 none; B: cover III, loss 11 -> 1.5, moral 9 none; 3.5 -> 4
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=15 .*loss_mod=-2 loss_index=13 loss=2 moral_mod=-1 moral_index=12 moral=-
# expect: ^FIRE firer=B target=T figures=20 uof=2 roll=15 .*loss_mod=-4 loss_index=11 loss=1.5 moral_mod=-2 moral_index=9 moral=-
# expect: ^RESULT kind=fire target=T loss=4 moral=- state=ok figures=16 raw=3.5
