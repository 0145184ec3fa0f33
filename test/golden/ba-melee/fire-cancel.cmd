# alt: belle-alliance
# 4.1.1: a melee is cancelled when the opponent becomes MD or FD in the
# fire phase while at melee zone contact; both still count as attacker
# and defender, the attacker gets continued advance (4.1.4) and, for FD,
# the factor for bringing the opponent into FD.
# A vs D and B vs F are declared; then D becomes MD and F becomes FD "for
# any other reason" (here: unit set). Resolve: two cancelled melees, no
# MELEE records; A may advance; B may advance and attack.
# Afterwards: A has attack this bound -2 and no FD factor; B has attack
# -2 and opponent into FD +2. Both keep first fire or melee +2 (ruling: a
# cancelled melee is not a melee fought).
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add F side=Allied arm=infantry figures=20 formation=line
unit add G side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=3,3,3 ddice=3,3,3
melee B vs F dice=3,3,3 ddice=3,3,3
unit set D state=MD
unit set F state=FD
resolve
factors melee A vs G
factors melee B vs G
