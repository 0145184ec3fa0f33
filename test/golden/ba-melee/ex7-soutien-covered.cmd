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
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# bound 1: A +2, 9 -> 11; P 0, 10: P loses by 1, LD; 1.5 -> 2 each way (P 18, A 30)
# expect: ^MELEE attacker=A defender=P a_roll=9 a_mod=2 a_total=11 d_roll=10 d_mod=0 d_total=10
# expect: ^RESULT kind=melee attacker=A defender=P loss=2 moral=LD state=LD figures=18 loser=P diff=1 .*a_figures=30
# bound 3: A -1, 15 -> 14; D +2, 8 -> 10: D loses by 4, MD; D 28 = 3 units; 2 on D (22), 2.25 -> 2 on A (28); SL shares MD
# expect: ^MELEE attacker=A defender=D a_roll=15 a_mod=-1 a_total=14 d_roll=8 d_mod=2 d_total=10 .*d_figures=28 d_uom=3
# expect: ^RESULT kind=melee attacker=A defender=D loss=2 moral=MD state=MD figures=22 loser=D diff=4 .*a_inflicted=2 d_inflicted=2.25 .*a_figures=28
# expect: ^SHARE unit=SL role=skirmish-line of=D loss=0 moral=MD
