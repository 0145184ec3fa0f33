# alt: belle-alliance
# Worked example 4 (Table 8, 4.1.3, 4.1.6, 4.1.7): infantry column attacks
# a line, frontal, with a support unit; the defender has a neighbour unit.
# A factors (attack column): not covered by SL -2 (T8.7), first melee +2
# (T8.20), 36 vs 20 = +80% -> 50 per cent more +1 (T8.30), support S +2
# (T8.37), valour +1 (T8.40) = +4.
# D factors (defence column): -2 (T8.7), +2 (T8.20), neighbour N +2
# (T8.38), valour +3 = +5.
# Rolls: A 4,3,5 = 12 -> 16; D 2,6,1 = 9 -> 14. D loses by 2: Table 11
# (1-2) LD. Units of melee (4.1.3): A attack-column, 4 ranks by formation:
# 9 files, two front ranks 18 figures = 10 + short 8 = 2; D line 2 ranks:
# 20 figures = 2. A inflicts T12[16] 1.25 x 2 = 2.5 -> 3 (half-up): D 17,
# LD; D inflicts T12[14] 1 x 2 = 2: A 34. N shares D's LD (4.1.6).
# D's roll has one 1: supplies unchanged (5.5.3).
unit add A side=French arm=infantry figures=36 formation=attack-column valour=1
unit add S side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line valour=3
unit add N side=Allied arm=infantry figures=12 formation=line
check melee A vs D support=S d_neighbour=N
factors melee A vs D support=S d_neighbour=N
melee A vs D support=S d_neighbour=N dice=4,3,5 ddice=2,6,1
odds
resolve
explain
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A +4, 12 -> 16; D +5, 9 -> 14: D loses by 2, LD; 2.5 -> 3 on D, 2 on A; N shares LD
# expect: ^MELEE attacker=A defender=D a_roll=12 a_mod=4 a_total=16 d_roll=9 d_mod=5 d_total=14 .*a_uom=2 .*d_uom=2
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=LD state=LD figures=17 loser=D diff=2 .*a_inflicted=2.5 d_inflicted=2 .*a_figures=34
# expect: ^SHARE unit=N role=neighbour of=D .*moral=LD
