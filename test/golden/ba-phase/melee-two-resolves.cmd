# "During the melee phase, all attacks are carried out simultaneously"
# (4.1.1); "The attacked unit only carries out one roll of dice, whilst
# the opponent carries out individual rolls of dice for each attack"
# (4.1.5). A second attack on D in a later resolve of the same melee
# phase would give D a second roll: it is refused with the reason, and
# nothing changes (docs/rulings.md "One phase, several resolves").
# Declared together, the two attacks give D one roll (ddice on the first
# declaration, reused by the second).
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
phase melee
melee A vs D dice=3,3,3 ddice=3,3,4
resolve
melee B vs D dice=3,3,3 ddice=5,5,5
melee D vs B dice=3,3,3 ddice=5,5,5
melee B vs E dice=3,3,3 ddice=3,3,3
status
# ---- results
# expect: ^MELEE attacker=A defender=D a_roll=9 .*d_roll=10
# B vs E is a new pair: declared (one declaration waiting)
# expect: ^STATUS .*phase=melee .*declared=1 
# expect-error: line 16: D was in a melee resolved earlier in this melee phase: all attacks of the phase are carried out at once, one roll for the unit attacked \(4.1.1, 4.1.5\)
# expect-error: line 17: D was in a melee resolved earlier in this melee phase
