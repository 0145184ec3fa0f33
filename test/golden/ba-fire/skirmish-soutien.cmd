# alt: belle-alliance
# 3.3.3: a skirmish line and its mother unit firing together are one split
# fire: one roll; here at different targets -> split -2 on both.
# 3.3.1: firing at a skirmish line linked to its soutien (soutien=yes
# answers "a figure within 15"): soutien -2 moral (table 6).
# SL 8 figures (1 UoF) at ESL (skirmish, 8, mother=EBn, soutien=yes):
#   range 15 zone 2, split -2; dice 5,5,5 = 15: loss 13 -> 1.0 x 1 = 1;
#   moral 13 - 2 = 11 -> none.
#   SL's 8 figures are the group's one short unit of fire (3.1.1).
# Bn 24 at T 20 (24/20 = 1.2): the short unit is used by SL, so 2 UoF;
#   split -2; loss 13 -> 1.0 x 2 = 2; moral 13 -> LD.
# Refused on the way: SL at ESL without the soutien answer (no map), and
# Bn with other dice than SL's (one roll, 3.3.3).
unit add Bn side=Allied arm=infantry figures=24 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=Bn
unit add T side=French arm=infantry figures=20 formation=line
unit add EBn side=French arm=infantry figures=30 formation=line
unit add ESL side=French arm=infantry figures=8 formation=skirmish mother=EBn
fire SL at ESL range=15 dice=5,5,5
fire SL at ESL range=15 soutien=yes dice=5,5,5
fire Bn at T range=15 dice=6,6,6
fire Bn at T range=15
resolve
