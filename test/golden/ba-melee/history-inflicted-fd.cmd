# alt: belle-alliance
# Table 8 row 29: opponent brought into FD this or last bound: +2 in the
# attack column, +1 in the defence column; row 20 off after the first
# melee.
# Bound 1: A vs D: A 0, D 0 (first +2, not covered -2). Dice A 6,6,6 =
# 18; D 2,2,3 = 7: D loses by 11 -> FD; A: T12[18] 1.5 x 2 = 3
# prisoners: D 17 FD. D: T12[7] 0.25 x 2 = 0.5 -> 1: A 19.
# Then: A attacking E: -2 (not covered) -2 (attack this bound) +2 (row 29
# attack) = -2. G attacking A: A defends with -2 -2 (row 27: it attacked
# this bound) +1 (row 29 defence) = -3.
# Bound 2: the same. Bound 3: rows 27 and 29 off: A attacking -2,
# defending -2.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add G side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,6 ddice=2,2,3
resolve
advance A no
factors melee A vs E
factors melee G vs A
bound next
factors melee A vs E
factors melee G vs A
bound next
factors melee A vs E
factors melee G vs A
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A 18 vs D 7: FD by 11, 3 prisoners (D 17); 0.5 -> 1 on A (19)
# expect: ^MELEE attacker=A defender=D a_roll=18 a_mod=0 a_total=18 d_roll=7 d_mod=0 d_total=7
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=FD state=FD figures=17 loser=D diff=11 .*a_inflicted=3 d_inflicted=0.5 .*a_figures=19 prisoners=3
# A attacking E: -2 -2 +2; G attacking A: A defends -2 -2 +1
# expect: ^FACTOR part=A>E key=attack_during_this_or_last_bound .*attack=-2
# expect: ^FACTOR part=A>E key=opponent_into_FD_this_or_last_bound .*attack=2
# expect: ^FACTOR part=A>G key=opponent_into_FD_this_or_last_bound .*defence=1
