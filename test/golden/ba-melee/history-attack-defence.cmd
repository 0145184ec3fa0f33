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
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# bound 1: 10 vs 10 equal: no loser; 1.5 -> 2 each way (A 18, D 18)
# expect: ^MELEE attacker=A defender=D a_roll=10 a_mod=0 a_total=10 d_roll=10 d_mod=0 d_total=10
# expect: ^RESULT kind=melee attacker=A defender=D loss=2 moral=- state=ok figures=18 loser=none diff=0 .*a_inflicted=1.5 d_inflicted=1.5 .*a_figures=18
# A vs E: row 27 -2, no first; F vs D: row 28 -1
# expect: ^FACTOR part=A>E key=attack_during_this_or_last_bound .*attack=-2
# expect: ^FACTOR part=D>F key=defence_during_this_or_last_bound .*defence=-1
