# alt: belle-alliance
# Table 8 rows 21-23: attack at the charge, then charge during last bound.
# Bound 1: C (medium cavalry 12, line) charges infantry D (line 20): C:
# charge +1 (T8.21), cavalry attacks infantry +1 (T8.6), first +2 = +4;
# D: cavalry attacks infantry -2 (T8.6), first +2, 20 vs 12 = +67% -> +1
# = +1. Dice C 4,4,4 = 12 -> 16; D 3,3,3 = 9 -> 10: D loses by 6 -> FD.
# C 12 in 2 ranks = 1 + short 2 (<3) = 1 unit: T12[16] 1.25 -> 1,
# prisoners 1: D 19 FD. D: T12[10] 0.75 x 2 = 1.5 -> 2: C 10.
# Bound 1 still: C vs E (no charge now): no charge during last bound yet
# (it charged this bound), attack this bound -2, opponent into FD +2.
# Bound 2: C vs E: charge during last bound -2 (row 23), attack last
# bound -2, opponent into FD last bound +2. Bound 3: all three off.
unit add C side=French arm=cavalry figures=12 formation=line cavalry=medium
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
melee C vs D charge=yes dice=4,4,4 ddice=3,3,3
resolve
advance C no
factors melee C vs E
bound next
factors melee C vs E
bound next
factors melee C vs E
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# bound 1: C +4, 12 -> 16; D +1, 9 -> 10: FD by 6; 1 prisoner (D 19); 1.5 -> 2 on C (10)
# expect: ^FACTOR part=C>D key=attack_at_the_charge .*attack=1
# expect: ^MELEE attacker=C defender=D a_roll=12 a_mod=4 a_total=16 d_roll=9 d_mod=1 d_total=10 .*a_figures=12 a_uom=1
# expect: ^RESULT kind=melee attacker=C defender=D loss=1 moral=FD state=FD figures=19 loser=D diff=6 .*a_figures=10 prisoners=1
# C vs E, bound 1: attack this bound -2, opponent into FD +2
# expect: ^FACTOR part=C>E key=attack_during_this_or_last_bound .*attack=-2
# expect: ^FACTOR part=C>E key=opponent_into_FD_this_or_last_bound .*attack=2
# bound 2: charge during last bound -2 (row 23)
# expect: ^FACTOR part=C>E key=charge_during_last_bound .*attack=-2
