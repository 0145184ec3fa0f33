# alt: belle-alliance
# Table 8 row 18: fire during this bound (-3 in either column), 4.1.3;
# 4.3.2: the mother unit of a skirmish line that fired gets it too.
# Bound 1: A fires at T, SL (skirmish line of B) fires at T; resolve.
# Then A vs D: A -2 (not covered) +2 (first) -3 (fired) = -3.
# B vs D: B -3 (its SL fired this bound) = -3.
# D vs A (A defending): A's defence column also -3.
# Bound 2: row 18 off for all: A 0, B 0.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add SL side=French arm=infantry figures=6 formation=skirmish mother=B
unit add T side=Allied arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
fire A at T range=15 dice=3,3,3
fire SL at T range=15 dice=3,3,3
resolve
factors melee A vs D
factors melee B vs D
factors melee D vs A
bound next
factors melee A vs D
factors melee B vs D
