# alt: belle-alliance
# 4.1.1: an attacker attacked in the flank (or rear) loses its own attack
# and is a defender; the same for infantry attacked by cavalry.
# A attacks D; then E attacks A in the flank. At resolve A's attack is
# cancelled (CHECK key=attacker result=fail); A defends with its one
# roll 4,4,4 = 12.
# E: flank +3, first +2, not covered -2 = +3; A: flank -3, +2, -2 = -3.
# E 3,3,3 = 9 -> 12; A 12 -> 9: A loses by 3 -> MD.
# E 20 = 2 units: T12[12] 1 x 2 = 2: A 18 MD. A's two outer files (line,
# 2 ranks) = 4 figures = 1 unit: T12[9] 0.5 -> 1 (half-up): E 19.
# I (infantry) attacks C (cavalry) while C attacks I: I's attack is
# cancelled, I defends against C (defence column, not both attacking):
# C: cavalry attacks infantry +1, first +2 = +3; I: -2 (T8.6), first +2,
# 20 vs 12 = +67% -> +1 = +1. C 4,4,5 = 13 -> 16; I 3,3,4 = 10 -> 11: I
# loses by 5 -> MD. C 12 = 1 unit: T12[16] 1.25 -> 1: I 19 MD. I 20 = 2
# units: T12[11] 0.75 x 2 = 1.5 -> 2: C 10.
# A later attack by A is refused at once.
unit add A side=French arm=infantry figures=20 formation=line
unit add I side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add C side=Allied arm=cavalry figures=12 formation=line
melee A vs D dice=4,4,4 ddice=3,3,3
melee E vs A flanking_attack=yes dice=3,3,3
melee I vs C dice=3,3,4 ddice=4,4,5
melee C vs I
check melee A vs E
resolve
