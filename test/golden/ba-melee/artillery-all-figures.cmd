# alt: belle-alliance
# 4.1.3: all artillery figures count, in units of melee as for infantry
# (10 a unit, short unit from 3). Battery of 7 gunners: 1 short unit of 7
# (as artillery in fire it would be 4 units of 2).
# A light cavalry 12 figures, line 2 ranks: 12 = 1 + short 2 (<3) = 1.
# A: cavalry attacks artillery +1 (T8.6), light cavalry -2 (T8.26), first
# +2 = +1. 12 vs 7 = +71%: +1 (T8.30) -> +2.
# G: cavalry attacks artillery -2 (T8.6), artillery -2 (T8.3), first +2,
# valour +1 = -1.
# Dice A 4,5,6 = 15 -> 17; G 2,3,4 = 9 -> 8; G loses by 9: FD, and its
# loss T12[17] 1.5 x 1 = 1.5 -> 2 is surrendered as prisoners (4.1.3):
# G 5 gunners, FD (artillery is not removed under 3).
# G inflicts T12[8] 0.5 x 1 = 0.5 -> 1 (half-up): A 11.
unit add A side=French arm=cavalry figures=12 formation=line cavalry=light
unit add G side=Allied arm=artillery figures=7 guns=4 formation=unlimbered valour=1
melee A vs G dice=4,5,6 ddice=2,3,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A +2, 15 -> 17; G -1, 9 -> 8: FD by 9; G 7 gunners = 1 unit; 1.5 -> 2 prisoners (G 5); 0.5 -> 1 on A (11)
# expect: ^MELEE attacker=A defender=G a_roll=15 a_mod=2 a_total=17 d_roll=9 d_mod=-1 d_total=8 .*a_figures=12 a_uom=1 d_figures=7 d_uom=1
# expect: ^RESULT kind=melee attacker=A defender=G loss=2 moral=FD state=FD figures=5 loser=G diff=9 .*a_inflicted=1.5 d_inflicted=0.5 .*a_figures=11 prisoners=2
