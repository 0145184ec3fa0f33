# alt: belle-alliance
# spec §2: any factor key may be given yes/no, or an integer replacing the
# table value (source=umpire). marksmen=yes on a unit without the
# attribute (+2 loss), column=3 (replaces +2 loss by +3; moral +1 stays).
# A 20 zone 2 at T 20 line. dice 3,3,3 = 9: loss 9 + 2 + 3 = 14 -> 1.0 x
# 2 = 2; moral 14 + 1 = 15 -> LD. A bad value is refused.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
fire A at T range=15 column=lots dice=3,3,3
factors fire A at T range=15 marksmen=yes column=3
fire A at T range=15 marksmen=yes column=3 dice=3,3,3
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# a bad value refused; marksmen=yes +2, column=3: loss 14 -> 2, moral 15 -> LD
# expect-error: ^error: line 9: column=lots is not allowed
# expect: ^FACTOR part=A>T key=column .*source=umpire loss=3 moral=1
# expect: ^FACTOR part=A>T key=marksmen .*source=umpire loss=2
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=9 .*loss_mod=5 loss_index=14 loss=2 moral_mod=1 moral_index=15 moral=LD
# expect: ^RESULT kind=fire target=T loss=2 moral=LD state=LD figures=18
