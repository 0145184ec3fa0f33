# args: --demo
# The after-action report (issue 18) of the demo game after two bounds
# (data/scenarios/demo-belle-alliance.cmd). Bound 1: F27 and Ross fire at
# L54 (common target: 4 + 7.5 = 11.5, rounded 12; MD), Cuir6 attacks KGL5
# (FD), Cuir6 declines its continued advance. Bound 2: KGL2L fires at V13
# (3 lost, MD). The report lists each ruling under its bound and phase
# with dice, factor totals, loss and morale, marks provisional results,
# then losses per side (Allied 101 -> 96, French 116 -> 99) and per unit,
# and the units not in their fresh state (KGL5 FD, V13 MD, L54 MD).
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
advance Cuir6 no
bound next
fire KGL2L at V13 dice=6,6,5
resolve
bound next
report
# A refused report changes nothing.
report a b
