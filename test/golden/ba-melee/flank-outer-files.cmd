# alt: belle-alliance
# 4.1.3, 4.1.8: a flank attack counts the defender's two outer files.
# D line of 30 figures, ranks=3: 10 files; flank -> two outer files =
# 2 x 3 = 6 figures = 1 short unit of melee. (Frontal it would be two
# front ranks = 20 = 2 units.)
# A line 20 (2 ranks, 20 in front = 2 units).
# A: flanking attack +3 (T8.11), first +2, not covered -2 = +3.
# D: flanking attack -3, first +2, not covered -2 = -3.
# (30 vs 20: D has +50% -> +1, T8.30) -> D = -2.
# Dice A 3,4,5 = 12 -> 15; D 4,4,4 = 12 -> 10; D loses by 5: MD.
# A: T12[15] 1.25 x 2 = 2.5 -> 3: D 27 MD. D: T12[10] 0.75 x 1 = 0.75
# -> 1: A 19.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=30 formation=line ranks=3
factors melee A vs D
factors melee A vs D flanking_attack=yes
melee A vs D flanking_attack=yes dice=3,4,5 ddice=4,4,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A +3, 12 -> 15; D -2, 12 -> 10: MD by 5; D's outer files 6 = 1 unit; 2.5 -> 3 on D, 0.75 -> 1 on A
# expect: ^MELEE attacker=A defender=D a_roll=12 a_mod=3 a_total=15 d_roll=12 d_mod=-2 d_total=10 .*d_figures=30 d_uom=1
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=MD state=MD figures=27 loser=D diff=5 .*a_inflicted=2.5 d_inflicted=0.75 .*a_figures=19
