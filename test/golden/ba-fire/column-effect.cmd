# alt: belle-alliance
# 3.1.9 column effect: derived for a column of attack (+2 loss +1 moral,
# table 6); for a line only when the umpire answers column=yes (angle to
# the front under 30 degrees); never for a skirmish line (not closed).
# A 20 (2 UoF) zone 2, dice 4,4,4 = 12 at each:
# T1 attack-column: loss 14 -> 1.0 x 2 = 2; moral 15 -> LD.
# T2 line, column=yes: the same, source umpire.
# T3 skirmish (not a closed formation): `factors` shows no column factor.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add T1 side=French arm=infantry figures=20 formation=attack-column
unit add T2 side=French arm=infantry figures=20 formation=line
unit add T3 side=French arm=infantry figures=20 formation=skirmish
factors fire A at T3 range=15
fire A at T1 range=15 dice=4,4,4
fire B at T2 range=15 column=yes dice=4,4,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# T1 attack-column and T2 line with column=yes: loss 14 -> 2, moral 15 -> LD
# expect: ^FIRE firer=A target=T1 figures=20 uof=2 roll=12 .*loss_mod=2 loss_index=14 loss=2 moral_mod=1 moral_index=15 moral=LD
# expect: ^FACTOR part=B>T2 key=column .*source=umpire
# expect: ^FIRE firer=B target=T2 figures=20 uof=2 roll=12 .*loss_mod=2 loss_index=14 loss=2 moral_mod=1 moral_index=15 moral=LD
