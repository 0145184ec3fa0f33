# alt: belle-alliance
# Table 8 row 29: opponent brought into FD this or last bound: +2 in the
# attack column, +1 in the defence column; row 20 off after the first
# melee.
# Bound 1: A vs D: A 0, D 0 (first +2, not covered -2). Dice A 6,6,6 =
# 18; D 2,2,3 = 7: D loses by 11 -> FD; A: T12[18] 1.5 x 2 = 3
# prisoners: D 17 FD. D: T12[7] 0.25 x 2 = 0.5 -> 1: A 19.
# Then: A attacking E: -2 (not covered) -2 (attack this bound) +2 (row 29
# attack) = -2. G attacking A: A defends with -2 -2 (row 27: it attacked
# this bound) +1 (row 29 defence) = -3.
# Bound 2: the same. Bound 3: rows 27 and 29 off: A attacking -2,
# defending -2.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add G side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,6 ddice=2,2,3
resolve
advance A no
factors melee A vs E
factors melee G vs A
bound next
factors melee A vs E
factors melee G vs A
bound next
factors melee A vs E
factors melee G vs A
