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
