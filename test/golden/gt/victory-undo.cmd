# victory is a reading of the roster, not a change: it is not journaled
# and undo passes over it to the last change (here the fate= that made the
# count differ), after which the count is the first one again.
# 1. French 100: F1 30 destroyed, F2 70 on table -> 30 + floor(0.40 x 70)
#    = 28 -> 58 %; Austrians 20 of 100 = 20 %: 2.9 : 1 decisive.
# 2. F2 fled: 30 + 70 = 100 %; 100 : 20 = 5 : 1 overwhelming.
# 3. undo (takes back unit set F2 fate=fled): 58 %, 2.9 : 1 again.
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=70
unit add A1 side=Austrian arm=infantry figures=1 up=20 fate=destroyed
unit add A2 side=Austrian arm=cavalry figures=1 up=80
victory loser=French
unit set F2 fate=fled
victory loser=French
undo
victory loser=French
units
# expect: ^VICTORY result=decisive ratio=2\.9 loser=French winner=Austrian loser_pct=58 winner_pct=20
# expect: ^VICTORY side=French role=loser start_up=100 destroyed=30 fled=70 on_table=0 .*losses=100 losses_pct=100
# expect: ^VICTORY result=overwhelming ratio=5 loser=French winner=Austrian loser_pct=100 winner_pct=20
# expect: ^VICTORY result=decisive ratio=2\.9 loser=French winner=Austrian loser_pct=58 winner_pct=20
# expect: ^UNIT name=F2 .*up=70$
