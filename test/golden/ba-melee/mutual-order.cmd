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
# expect: ^FACTOR part=A>D key=attack_against_cover_I .*attack=-2
# expect: ^FACTOR part=D>A key=attack_at_the_charge .*attack=1
# expect: ^MELEE attacker=A defender=D a_roll=12 a_mod=-2 a_total=10 d_roll=9 d_mod=3 d_total=12 .*mutual=yes
# expect: ^RESULT kind=melee attacker=A defender=D loss=2 .*figures=18 loser=A diff=2 .*a_moral=LD a_state=LD a_figures=18
# expect: ^MELEE attacker=D defender=A a_roll=9 a_mod=3 a_total=12 d_roll=12 d_mod=-2 d_total=10 .*mutual=yes
# expect: ^RESULT kind=melee attacker=D defender=A loss=2 moral=LD state=LD figures=18 loser=A diff=2 .*a_figures=18
