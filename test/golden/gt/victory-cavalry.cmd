# Victory (digest 9, GT-11 variant): the loser's units still on the table
# count 40 % only while the winner keeps at least 50 % of its starting
# cavalry (UP of its cavalry not destroyed, fled or withdrawn), else 20 %.
# Austrian cavalry: A3 20 + A5 20 = 40 UP at the start.
# French (loser) 100 UP: 30 destroyed, 60 on the table, 10 withdrawn.
# Austrians (winner) 120 UP: A1 20 + A2 40 + A3 20 + A4 20 + A5 20.
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=60
unit add F4 side=French arm=artillery figures=1 up=10 fate=withdrawn
unit add A1 side=Austrian arm=infantry figures=1 up=20
unit add A2 side=Austrian arm=infantry figures=1 up=40
unit add A3 side=Austrian arm=cavalry figures=1 up=20 fate=fled
unit add A4 side=Austrian arm=artillery figures=1 up=20
unit add A5 side=Austrian arm=cavalry figures=1 up=20 state=routed
# 1. A3 fled, A5 on the table (routed, still there): kept 20 of 40 = exactly
#    half -> "at least 50 %" holds: 30 + floor(0.40 x 60) = 24 + 2 = 56 %.
#    Winner 20 (A3 fled) of 120 = 16.666 -> 16.6 % (shown rounded down).
#    56 / (20/120) = 56 x 120 / 2000 = 3.36 -> 2:1 <= 3.36 < 4:1 decisive.
victory loser=French
# 2. A5 withdrawn too: kept 0 of 40 -> 20 %: 30 + floor(0.20 x 60) = 12
#    + 2 = 44 %. Winner 20 + 20% of 20 = 4 -> 24 of 120 = 20 %.
#    44 : 20 = 2.2 : 1 -> decisive (the book's variant figures).
unit set A5 fate=withdrawn
victory loser=French
# 3. A reinforcement not yet arrived counts in the base and is still had:
#    A6 cavalry 40 UP not_arrived: start 160, cavalry 80, kept 40 = half
#    -> 40 % again: loser 56 %; winner 24 of 160 = 15 %;
#    56 : 15 = 3.73 -> decisive.
unit add A6 side=Austrian arm=cavalry figures=1 up=40 fate=not_arrived
victory loser=French
# expect: ^VICTORY side=French role=loser .*on_table=60 on_table_pct=40 withdrawn=10 losses=56 losses_pct=56
# expect: ^VICTORY side=Austrian role=winner start_up=120 destroyed=0 fled=20 .*losses=20 losses_pct=16\.6 cavalry_start=40 cavalry_kept=20
# expect: ^  Austrian kept 20 of 40 cavalry UP \(at least half\): the loser's units on the table count 40 %$
# expect: ^VICTORY result=decisive ratio=3\.36 loser=French winner=Austrian loser_pct=56 winner_pct=16\.6
# expect: ^VICTORY side=French role=loser .*on_table=60 on_table_pct=20 withdrawn=10 losses=44 losses_pct=44
# expect: ^VICTORY side=Austrian role=winner start_up=120 .*withdrawn=20 losses=24 losses_pct=20 cavalry_start=40 cavalry_kept=0
# expect: ^  Austrian kept 0 of 40 cavalry UP \(less than half\): the loser's units on the table count 20 %$
# expect: ^  loser French: 30 destroyed \+ 0 fled \+ floor\(0\.20 x 60\) = 12 \+ 20% of 10 = 2 \(rounded down\): 44 of 100 UP = 44 %$
# expect: ^VICTORY result=decisive ratio=2\.2 loser=French winner=Austrian loser_pct=44 winner_pct=20
# expect: ^VICTORY side=Austrian role=winner start_up=160 .*losses=24 losses_pct=15 cavalry_start=80 cavalry_kept=40
# expect: ^VICTORY result=decisive ratio=3\.73 loser=French winner=Austrian loser_pct=56 winner_pct=15
