# 4.1.3 mutual attacks: both attacks count whatever order the lines are
# typed in; each side keeps the facts, cover and charge of its own attack.
# A (no cover) and D (cover=I) attack each other; D charges.
# A's attack on D: not covered by SL -2 (T8.7), against cover I -2
#   (T8.15), first melee +2 (T8.20): -2. Roll 4,4,4 = 12 -> 10.
# D's attack on A: D is behind cover, so no T8.7; A has no cover; at the
#   charge +1 (T8.21), first melee +2: +3. Roll 3,3,3 = 9 -> 12.
# D wins by 2: Table 11 [1,2] = LD for A.
# A inflicts T12[10] = 0.75 x 2 units of melee = 1.5 -> 2 (half-up);
# D inflicts T12[12] = 1 x 2 = 2. Both end with 18 figures; A is LD.
# The same dice typed in the other order give the same result.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line cover=I
melee A vs D dice=4,4,4 ddice=3,3,3
melee D vs A charge=yes
resolve
units
# The other order.
unit remove A
unit remove D
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line cover=I
melee D vs A charge=yes dice=3,3,3 ddice=4,4,4
melee A vs D
resolve
units
