# alt: belle-alliance
# Table 8 rows 20, 27, 28 from history, across `bound next`.
# Bound 1: A attacks D (first melee of both). Dice 3,3,4 each: 10 vs 10,
# equal: no loser, no moral effect; each inflicts T12[10] 0.75 x 2 = 1.5
# -> 2: A 18, D 18.
# Still bound 1: A vs E: A no longer has first +2 (row 20 off), has attack
# during this or last bound -2 (row 27): A -2 -2 = -4 (18 vs 20: none).
# F vs D: D has defence during this or last bound -1 (row 28) and no
# first: D -2 -1 = -3.
# Bound 2: the same (last bound). Bound 3: rows 27 and 28 are off: A -2,
# D -2 (row 20 stays off: not the first melee of the game).
unit add A side=French arm=infantry figures=20 formation=line
unit add F side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=3,3,4 ddice=3,3,4
resolve
factors melee A vs E
factors melee F vs D
bound next
factors melee A vs E
factors melee F vs D
bound next
factors melee A vs E
factors melee F vs D
