# 4.1.4, 4.1.5, 4.1.7 at a common target (units not placed; every unit
# 20 infantry in line: not covered by SL -2, first melee +2 = 0).
# A1 (support S +2 = +2) and A2 (0) attack D (defence column 0).
# D rolls 3,3,3 = 9 once (4.1.5). A1 5,5,5 = 15 + 2 = 17: D loses by 8
# -> Table 11 FD. A2 3,3,3 = 9: equal, no loser.
# Loss on D: A1 T12[17] 1.5 x 2 = 3, A2 T12[9] 0.5 x 2 = 1: 4 -> D 16,
# FD, 4 prisoners. D inflicts T12[9] 0.5 x 2 = 1 spread 20:20 -> 0.5
# each -> 1 each (half-up): A1 19, A2 19.
# 4.1.4 (reading, docs/rulings.md): A2 tied, but the common target became
# FD as a result of the melee: A2 may advance and attack. 4.1.7: S, A1's
# support, may join the advance but not attack.
unit add A1 side=French arm=infantry figures=20 formation=line
unit add A2 side=French arm=infantry figures=20 formation=line
unit add S side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
melee A1 vs D support=S dice=5,5,5 ddice=3,3,3
melee A2 vs D dice=3,3,3
resolve
advance S yes attack=yes
advance S yes
advance A2 yes attack=yes
# 4.1.5: B1 and B2 both beat E by 3 (12 vs 9: Table 11 MD). E chooses to
# calculate its retreat from B2 (moral_from=B2). Loss on E: 2 + 2 = 4;
# E inflicts 0.5 x 2 = 1 spread -> 1 each.
bound next force=yes
unit add B1 side=French arm=infantry figures=20 formation=line
unit add B2 side=French arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
melee B1 vs E dice=4,4,4 ddice=3,3,3
melee B2 vs E dice=4,4,4 moral_from=B2
resolve
# A name that is no unit is refused at once.
melee B1 vs E moral_from=Nobody
# 4.1.1: F attacks G; F becomes FD in the fire phase (here: unit set)
# before the melee. F's attack is cancelled; G counts as defender
# (row 28, -1 in the attack column) and as having brought its opponent
# into FD (row 29, +2) for this bound and the next: G attacking H has
# not covered -2, first +2, defence -1, into FD +2 = +1.
bound next force=yes
unit add F side=French arm=infantry figures=20 formation=line
unit add G side=Allied arm=infantry figures=20 formation=line
unit add H side=French arm=infantry figures=20 formation=line
melee F vs G dice=3,3,3 ddice=3,3,3
unit set F state=FD
resolve
factors melee G vs H
# expect: ^MELEE attacker=A1 defender=D a_roll=15 a_mod=2 a_total=17 d_roll=9 d_mod=0 d_total=9
# expect: ^RESULT kind=melee attacker=A2 defender=D loss=4 moral=FD state=FD figures=16 loser=none .*a_figures=19 prisoners=4
# expect: ^CHECK key=advance unit=S result=ask rule="4.1.4 4.1.7"
# expect: ^CHECK key=attack unit=A2 result=ask rule=4.1.4
# expect: ^ADVANCE unit=S advance=yes attack=no
# expect: ^ADVANCE unit=A2 advance=yes attack=yes
# expect: ^RESULT kind=melee attacker=B1 defender=E loss=4 moral=MD .*moral_tie=yes moral_from=B2
# expect: ^CHECK key=attacker result=fail rule=4.1.1 reason="F became FD in the fire phase
# expect: ^  G: attack column, factors \+1
# expect-error: ^error: line 19: S may not make a continued attack
# expect-error: ^error: line 33: moral_from=Nobody: no unit named Nobody
