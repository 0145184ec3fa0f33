# alt: belle-alliance
# 4.1.3, 4.1.8: a rear attack counts the defender's two rear ranks.
# D attack-column of 30 figures, 4 ranks by formation: 8 files, ranks
# 8,8,8,6: the two rear ranks hold 14 figures = 10 + short 4 = 2 units.
# A line 24, ranks=2 (unit key): 24 in the front ranks = 2 + short 4 = 3.
# A: rear attack +2 (T8.12), first +2, not covered -2 = +2.
# D: rear attack -2, first +2, not covered -2 = -2 (30 vs 24 = +25%).
# Dice A 2,2,3 = 7 -> 9; D 5,5,5 = 15 -> 13: A loses by 4: MD on A.
# A inflicts T12[9] 0.5 x 3 = 1.5 -> 2: D 28. D inflicts T12[13] 1 x 2 =
# 2: A 22 MD. A is the loser: no continued advance.
# A flank attack and a rear attack at once is an error.
unit add A side=French arm=infantry figures=24 formation=line ranks=2
unit add D side=Allied arm=infantry figures=30 formation=attack-column
melee A vs D flanking_attack=yes rear_attack=yes dice=2,2,3 ddice=5,5,5
melee A vs D rear_attack=yes dice=2,2,3 ddice=5,5,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A +2, 7 -> 9; D -2, 15 -> 13: A loses by 4, MD; A 3 units: 1.5 -> 2 on D (28); 2 on A (22)
# expect: ^MELEE attacker=A defender=D a_roll=7 a_mod=2 a_total=9 d_roll=15 d_mod=-2 d_total=13 .*a_figures=24 a_uom=3 d_figures=30 d_uom=2
# expect: ^RESULT kind=melee attacker=A defender=D loss=2 moral=- state=ok figures=28 loser=A diff=4 .*a_inflicted=1.5 d_inflicted=2 a_moral=MD a_state=MD a_figures=22
# expect-error: ^error: line 14: flanking_attack and rear_attack
