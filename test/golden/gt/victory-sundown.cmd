# Victory at sundown (digest 9): no victor. Each side's losses are still
# shown; units still on the table count nothing (the 40 %/20 % line is the
# loser's, "not at sundown": docs/rulings.md).
# French 100: 30 destroyed + 20% of 10 withdrawn = 2 -> 32 of 100 = 32 %.
# Austrians 100: 20 destroyed + 20 fled -> 40 of 100 = 40 %.
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=60
unit add F4 side=French arm=artillery figures=1 up=10 fate=withdrawn
unit add A1 side=Austrian arm=infantry figures=1 up=20 fate=destroyed
unit add A2 side=Austrian arm=cavalry figures=1 up=20 fate=fled
unit add A3 side=Austrian arm=infantry figures=1 up=60
victory sundown=yes
# No loser at sundown: naming one with sundown=yes is refused.
victory sundown=yes loser=French
# sundown=no is the same as leaving it out: the loser must be named.
victory sundown=no
# expect: ^VICTORY side=French role=sundown start_up=100 destroyed=30 fled=0 on_table=60 on_table_pct=0 withdrawn=10 losses=32 losses_pct=32 rule=Victory
# expect: ^  sundown French: 30 destroyed \+ 0 fled \(60 on the table: not counted\) \+ 20% of 10 = 2 \(rounded down\): 32 of 100 UP = 32 %$
# expect: ^VICTORY side=Austrian role=sundown start_up=100 destroyed=20 fled=20 on_table=60 on_table_pct=0 withdrawn=0 losses=40 losses_pct=40 rule=Victory$
# expect: ^VICTORY result=none reason=sundown rule=Victory$
# expect: ^  sundown: no victor \(Victory\)$
