# The calibration cases of docs/provisional-tables.md (exact over 216).
# 1: battalion of 30 in line at 15 (zone 2) at a line of 30.
# 2: the same at 8 (zone 1) at a column of attack.
# 3: battery of 6 gunners at 20 (zone 1) at a line of 30.
# 4: battery with canister at 20 at a column of attack of 30.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add Bty side=Allied arm=artillery figures=6 guns=3 formation=unlimbered
unit add Can side=Allied arm=artillery figures=6 guns=3 formation=unlimbered canister=yes
unit add L side=French arm=infantry figures=30 formation=line
unit add C side=French arm=infantry figures=30 formation=attack-column
fire A at L range=15 dice=1,2,3
odds
cancel A
fire A at C range=8 dice=1,2,3
odds
cancel A
fire Bty at L range=20 dice=1,2,3
odds
cancel Bty
fire Can at C range=20 dice=1,2,3
odds
