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
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A's attack cancelled; E +3, 9 -> 12; A -3, 12 -> 9: A MD by 3; 2 on A (18), 0.5 -> 1 on E (19)
# expect: ^CHECK key=attacker result=fail rule=4.1.1 reason="A is attacked in the flank or rear by E
# expect: ^MELEE attacker=E defender=A a_roll=9 a_mod=3 a_total=12 d_roll=12 d_mod=-3 d_total=9 .*d_uom=1
# I's attack cancelled; C +3, 13 -> 16; I +1, 10 -> 11: I MD by 5; 1 on I (19), 1.5 -> 2 on C (10)
# expect: ^CHECK key=attacker result=fail rule=4.1.1 reason="I is infantry attacked by cavalry C
# expect: ^MELEE attacker=C defender=I a_roll=13 a_mod=3 a_total=16 d_roll=10 d_mod=1 d_total=11
# expect: ^RESULT kind=melee attacker=E defender=A loss=2 moral=MD state=MD figures=18 loser=A diff=3 .*a_figures=19
# expect: ^RESULT kind=melee attacker=C defender=I loss=1 moral=MD state=MD figures=19 loser=I diff=5 .*a_inflicted=1.25 d_inflicted=1.5 .*a_figures=10
