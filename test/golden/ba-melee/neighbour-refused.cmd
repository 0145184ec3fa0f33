# alt: belle-alliance
# 4.1.6 neighbour units and their conditions. A (line 20) attacks D.
# N1 is a defender (X attacks it): refused. N2 is MD: refused. N3 is
# cavalry: not the same arm. N4 has 9 figures < half of 20. N5 carries
# out its own attack. N6 is in skirmish order, not closed. N7 is
# accepted (+2, T8.38); then N7 for B too is refused (one unit per melee
# phase). The refused line changes nothing.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add N1 side=French arm=infantry figures=20 formation=line
unit add N2 side=French arm=infantry figures=20 formation=line state=MD
unit add N3 side=French arm=cavalry figures=20 formation=line
unit add N4 side=French arm=infantry figures=9 formation=line
unit add N5 side=French arm=infantry figures=20 formation=line
unit add N6 side=French arm=infantry figures=20 formation=skirmish
unit add N7 side=French arm=infantry figures=10 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add X side=Allied arm=infantry figures=20 formation=line
melee X vs N1 dice=3,3,3 ddice=3,3,3
melee N5 vs D dice=3,3,3 ddice=3,3,3
check melee A vs D neighbour=N1
melee A vs D neighbour=N1 dice=3,3,3
check melee A vs D neighbour=N2
check melee A vs D neighbour=N3
check melee A vs D neighbour=N4
check melee A vs D neighbour=N5
check melee A vs D neighbour=N6
melee A vs D neighbour=N7 dice=4,4,4
check melee B vs D neighbour=N7
declared
