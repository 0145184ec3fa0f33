# Victory (digest 9, GT-11): the loser's and the winner's losses in Unit
# Points (up=, typed by the umpire: UP values were not recovered, M7) as a
# % of each side's start, the ratio and its band.
# French (loser) 100 UP: F1 30 destroyed, F2 40 + F3 20 on the table,
# F4 10 withdrawn. Austrians (winner) 100 UP: A1 20 destroyed, A2 40,
# A3 20 cavalry, A4 20 on the table; cavalry kept 20 of 20 >= half, so the
# loser's units on the table count 40 %.
# Loser: 30 + floor(0.40 x 60) = 24 + 20% of 10 = 2 -> 56 of 100 = 56 %.
# Winner: 20 (units on the table not counted) -> 20 %.
# 56 : 20 = 2.8 : 1 -> 2:1 <= 2.8 < 4:1, decisive.
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=40
unit add F3 side=French arm=cavalry figures=1 up=20
unit add F4 side=French arm=artillery figures=1 up=10 fate=withdrawn
unit add A1 side=Austrian arm=infantry figures=1 up=20 fate=destroyed
unit add A2 side=Austrian arm=infantry figures=1 up=40
unit add A3 side=Austrian arm=cavalry figures=1 up=20
unit add A4 side=Austrian arm=artillery figures=1 up=20
units
victory loser=French
# With two sides the winner is the other one; naming it gives the same.
victory loser=French winner=Austrian
# expect: ^UNIT name=F1 .*up=30 fate=destroyed
# expect: ^UNIT name=F4 .*up=10 fate=withdrawn
# expect: ^VICTORY side=French role=loser start_up=100 destroyed=30 fled=0 on_table=60 on_table_pct=40 withdrawn=10 losses=56 losses_pct=56 rule=Victory withdrawn_rounding=down provisional=yes$
# expect: ^VICTORY side=Austrian role=winner start_up=100 destroyed=20 fled=0 on_table=80 on_table_pct=0 withdrawn=0 losses=20 losses_pct=20 cavalry_start=20 cavalry_kept=20 rule=Victory$
# expect: ^  loser French: 30 destroyed \+ 0 fled \+ floor\(0\.40 x 60\) = 24 \+ 20% of 10 = 2 \(rounded down\): 56 of 100 UP = 56 %$
# expect: ^VICTORY result=decisive ratio=2\.8 loser=French winner=Austrian loser_pct=56 winner_pct=20
# expect: ^  56 : 20 = 2\.8 : 1, decisive \(Victory\)$
# expect: ^VICTORY result=decisive ratio=2\.8 loser=French winner=Austrian
