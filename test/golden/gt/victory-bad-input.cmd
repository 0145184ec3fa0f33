# victory: malformed input is refused with one line naming what is wrong
# and what is allowed, and changes nothing (the refusals are on stderr).
ruleset grande-tactique
game sequence=free
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=70
unit add A1 side=Austrian arm=infantry figures=1 up=20 fate=destroyed
unit add A2 side=Austrian arm=infantry figures=1 up=80
# An unknown side: the sides in play and "did you mean French?".
victory loser=Frnch
victory loser=French winner=Austrain
# No loser named (Collapse of Morale was not recovered: the umpire names it).
victory
# A word instead of a key, an unknown key, a misspelt one ("did you mean
# loser?"), a bad yes/no.
victory French
victory loser=French by=cavalry
victory losr=French
victory sundown=maybe
# The same side both ways.
victory loser=French winner=French
# Three sides: the winner must be named.
unit add B1 side=Bavarian arm=infantry figures=1 up=10
victory loser=French
# A bad fate= is refused by the key, with the allowed values.
unit set F1 fate=captured
# Nothing changed: French 30 + floor(0.40 x 70) = 28 -> 58 %, Austrians
# 20 %: 58 : 20 = 2.9 : 1, decisive.
victory loser=French winner=Austrian
# expect: ^VICTORY side=French role=loser start_up=100 destroyed=30 fled=0 on_table=70 on_table_pct=40 withdrawn=0 losses=58 losses_pct=58 rule=Victory$
# expect: ^VICTORY result=decisive ratio=2\.9 loser=French winner=Austrian loser_pct=58 winner_pct=20 rule=Victory$
