# Victory: Unit Point values were not recovered (M7), so the count never
# guesses one. A unit of a counted side without up= refuses the count and
# names every such unit; nothing changes.
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1
unit add A1 side=Austrian arm=infantry figures=1 up=20
unit add A2 side=Austrian arm=cavalry figures=1
victory loser=French
victory sundown=yes
# Bad up= values are refused by the key itself.
unit set F2 up=0
unit set F2 up=lots
# Typed, the count runs: French 70 UP: 30 destroyed + floor(0.40 x 40) =
# 16 -> 46 of 70 = 65.71 %, shown rounded down to a tenth: 65.7 %.
# Austrians 30 UP lost nothing: no finite ratio, overwhelming (ruling).
# (The refusals above are on stderr, in victory-missing-up.out.)
unit set F2 up=40
unit set A2 up=10
victory loser=French
# expect: ^VICTORY side=French role=loser start_up=70 destroyed=30 .*losses=46 losses_pct=65\.7
# expect: ^VICTORY side=Austrian role=winner start_up=30 .*losses=0 losses_pct=0 cavalry_start=10 cavalry_kept=10
# expect: ^VICTORY result=overwhelming ratio=inf loser=French winner=Austrian loser_pct=65\.7 winner_pct=0
