# alt: belle-alliance
# Worked example 7 (4.3.2), with the attacker's history made in play:
# bound 1: A fights P (A's first melee); bounds 2 and 3 begin; in bound 3
# A has no first-melee factor and no attack this or last bound (attacked
# in bound 1 < 3 - 1).
# Bound 1, A vs P: A first +2, not covered -2, 32 vs 20 = +60%: 50 per
# cent more +1, valour +1 = +2; P first +2, not covered -2 = 0. Dice
# 3,3,3 = 9 -> 11 vs 3,3,4 = 10 -> 10: P loses by 1, LD. A 32 column, 4
# ranks: 8 files, 16 in front = 2 units: T12[11] 0.75 x 2 = 1.5 -> 2 on P
# (20 -> 18, LD); P line 20 = 2 units: T12[10] 1.5 -> 2 on A (32 -> 30).
# Bound 3, A vs D: D line 24, its SL 6 figures, 4 within 15 cm of D
# (d_sl_soutien=4), in the melee zone between (d_sl_between=yes).
# D counted 24 + 4 = 28; A 30: +7%, no band.
# A: not covered -2, valour +1 = -1. D: covered by its SL (no T8.7),
# first +2, valour 0 = +2 (no soutien +2 for the soutien itself).
# Dice: A 6,6,3 = 15 -> 14; D 2,2,4 = 8 -> 10; D loses by 4: MD.
# Units of melee: D 24 in 2 ranks + 4 SL figures = 28 = 2 + short 8 = 3;
# A 16 = 2. A inflicts T12[14] 1 x 2 = 2 -> 2, spread 4:28 -> SL
# round(2 x 4/28 = 0.29) = 0, D 2: D 22 MD; the SL shares MD (4.3.2).
# D inflicts T12[10] 0.75 x 3 = 2.25 -> 2: A 28.
unit add A side=French arm=infantry figures=32 formation=attack-column valour=1
unit add P side=Allied arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=24 formation=line
unit add SL side=Allied arm=infantry figures=6 formation=skirmish mother=D
melee A vs P dice=3,3,3 ddice=3,3,4
resolve
bound next
bound next
factors melee A vs D d_sl_soutien=4 d_sl_between=yes
melee A vs D d_sl_soutien=4 d_sl_between=yes dice=6,6,3 ddice=2,2,4
resolve
units
