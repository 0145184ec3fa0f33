# alt: belle-alliance
# 3.1.5: equal moral results: the target chooses from which firer (retreat
# or rout direction); moral_from=NAME, default the first declared.
# A and B, 10 figures, zone 2, target 12; A dice 4,4,5 = 13 -> 1.0 LD;
# B dice 5,5,4 = 14 -> 1.0 LD. Loss 2.0 -> 2; LD; moral_from=B chosen.
# A wrong choice (C did not fire) is refused.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=12 formation=line
fire A at T range=15 dice=4,4,5
fire B at T range=15 dice=5,5,4 moral_from=C
resolve
cancel B
fire B at T range=15 dice=5,5,4 moral_from=B
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# both LD: 2 figures, moral_from=B chosen; C refused
# expect-error: ^error: line 13: moral_from=C: C is not a firer at T
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=13 .*loss_mod=0 loss_index=13 loss=1 moral_mod=0 moral_index=13 moral=LD
# expect: ^FIRE firer=B target=T figures=10 uof=1 roll=14 .*loss_mod=0 loss_index=14 loss=1 moral_mod=0 moral_index=14 moral=LD
# expect: ^RESULT kind=fire target=T loss=2 moral=LD state=LD figures=10 raw=2 valour=0 moral_from=B moral_tie=yes
