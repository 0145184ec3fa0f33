# alt: belle-alliance
# 3.1.1: only one short unit of fire across both parts of a split fire.
# A (26) splits 13 at T1 and 13 at T2: each has a remainder of 3, but only
# the first declared part gets the short unit: 2 + 1 = 3 UoF, not 4.
# Then the same with short=yes on the second part: 1 + 2.
# Range 15 zone 2; split -2; dice 4,4,4 = 12: loss index 10 -> 0.75/UoF.
# First: T1 0.75 x 2 = 1.5 -> 2; T2 0.75 x 1 = 0.75 -> 1.
unit add A side=Allied arm=infantry figures=26 formation=line
unit add T1 side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
fire A at T1 figures=13 range=15 dice=4,4,4
fire A at T2 figures=13 range=15
odds
cancel A
fire A at T1 figures=13 range=15 dice=4,4,4
fire A at T2 figures=13 range=15 short=yes
resolve
