# alt: belle-alliance
# 4.1.5 common target: A1 and A2 attack D; D rolls once (ddice on the
# first line; the second line repeats the same dice, which is allowed;
# A3's different droll is refused).
# Figures are compared per attack: A1 20 vs D 20 none; A2 10 vs D 20 ->
# D has +100% -> +2 (T8.31) in that melee only.
# A1: first +2, not covered -2 = 0; A2: 0; D vs A1: 0; D vs A2: +2.
# Dice: A1 3,4,4 = 11; A2 2,3,4 = 9; D 3,3,4 = 10.
# A1 vs D: 11 vs 10: D loses by 1 -> LD. A2 vs D: 9 vs 12: A2 loses by
# 3 -> MD. D gets the best result its attackers achieved: LD.
# Loss on D: A1 T12[11] 0.75 x 2 = 1.5, A2 T12[9] 0.5 x 1 = 0.5: added
# before rounding = 2.0 -> 2 (rounded one by one it would be 2 + 1 = 3).
# D inflicts from its best total (12, vs A2): T12[12] 1 x 2 = 2, spread
# by the attackers' figures in units of melee 20:10 -> A1 1.33 -> 1, A2
# 0.67 -> 1. D 18 LD; A1 19; A2 9 MD.
unit add A1 side=French arm=infantry figures=20 formation=line
unit add A2 side=French arm=infantry figures=10 formation=line
unit add A3 side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
melee A1 vs D dice=3,4,4 ddice=3,3,4
melee A2 vs D dice=2,3,4 ddice=3,3,4
melee A3 vs D dice=3,3,3 droll=15
declared
odds
resolve
explain
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A3's different droll is refused
# expect-error: ^error: line 22: D already rolled 10 in melee A1 vs D
# A1 0, 11 vs D 10; A2 0, 9 vs D +2, 12
# expect: ^MELEE attacker=A1 defender=D a_roll=11 a_mod=0 a_total=11 d_roll=10 d_mod=0 d_total=10
# expect: ^MELEE attacker=A2 defender=D a_roll=9 a_mod=0 a_total=9 d_roll=10 d_mod=2 d_total=12
# D LD (best of its attackers); 1.5 + 0.5 = 2 on D (18); 2 spread 1.33 -> 1 on A1 (19), 0.67 -> 1 on A2 (9, MD)
# expect: ^RESULT kind=melee attacker=A1 defender=D loss=2 moral=LD state=LD figures=18 loser=D diff=1 a_loss=1 .*d_inflicted=1.33 .*a_figures=19
# expect: ^RESULT kind=melee attacker=A2 defender=D loss=2 moral=LD .*loser=A2 diff=3 a_loss=1 .*d_inflicted=0.67 a_moral=MD a_state=MD a_figures=9
