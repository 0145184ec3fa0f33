# alt: belle-alliance
# 4.1.3: when both attack each other, one melee, both use the attack
# column; D's line reuses the rolls of the first line (one roll each).
# A stands on hill level 1, D on level 0: D attacks uphill -1 (T8.9,
# attack column); A does not.
# A: first +2, not covered -2 = 0; D: 0 - 1 = -1.
# Dice A 4,4,4 = 12; D 3,3,3 = 9 -> 8: D loses by 4 -> MD.
# A: T12[12] 1 x 2 = 2: D 18 MD; D: T12[8] 0.5 x 2 = 1: A 19.
# Both count as attackers (row 27 next time); A may advance.
unit add A side=French arm=infantry figures=20 formation=line level=1
unit add D side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=4,4,4 ddice=3,3,3
factors melee D vs A
melee D vs A
resolve
factors melee A vs D
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# D uphill -1; A 12 vs D 9 -> 8: MD by 4; 2 on D (18), 1 on A (19); both attacked
# expect: ^FACTOR part=D>A key=uphill_attack .*attack=-1
# expect: ^MELEE attacker=A defender=D a_roll=12 a_mod=0 a_total=12 d_roll=9 d_mod=-1 d_total=8 .*mutual=yes
# expect: ^RESULT kind=melee attacker=A defender=D loss=2 moral=MD state=MD figures=18 loser=D diff=4 .*a_figures=19
# expect: ^FACTOR part=A>D key=attack_during_this_or_last_bound .*attack=-2
