# title: GT-11: the victory scale
# rule: Victory
# Source: shared/rules/grande-tactique.md, section 11, GT-11. Unit Point
# values were not recovered (M7): the umpire types each unit's up=; what
# became of a unit is its fate= (table, destroyed, fled, withdrawn,
# not_arrived). The French lose (their divisions collapsed: named with
# loser=, Collapse of Morale was not recovered).
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# French (the loser), 100 UP: 30 destroyed, 60 still on the table, 10 withdrawn.
unit add F1 side=French arm=infantry figures=1 up=30 fate=destroyed
unit add F2 side=French arm=infantry figures=1 up=40
unit add F3 side=French arm=cavalry figures=1 up=20
unit add F4 side=French arm=artillery figures=1 up=10 fate=withdrawn
# Austrians (the winner), 100 UP: 20 destroyed, the rest on the table,
# among them all 20 UP of their cavalry.
unit add A1 side=Austrian arm=infantry figures=1 up=20 fate=destroyed
unit add A2 side=Austrian arm=infantry figures=1 up=40
unit add A3 side=Austrian arm=cavalry figures=1 up=20
unit add A4 side=Austrian arm=artillery figures=1 up=20
# step: The loser started with 100 UP: destroyed 30, on the table 60, withdrawn 10: 30 + floor(0.40 x 60) = 24 + 0.20 x 10 = 2 = 56 %. The winner keeps all its cavalry and lost 20 %. 56 : 20 = 2.8 : 1, decisive.
victory loser=French
# book: VICTORY side=French start_up=100 destroyed=30 on_table=60 on_table_pct=40 withdrawn=10 losses=56 losses_pct=56 says="loser 30 + 24 + 2 = 56 %"
# book: VICTORY side=Austrian start_up=100 destroyed=20 on_table_pct=0 losses=20 losses_pct=20 says="winner 20 %: the 40 % rule does not apply to the winner"
# book: VICTORY result=decisive ratio=2.8 loser=French winner=Austrian loser_pct=56 winner_pct=20 says="56 : 20 = 2.8 : 1, decisive"
# step: Variant: the winner kept less than half its cavalry (its 20 UP of cavalry fled instead of the 20 UP of infantry destroyed, so it still lost 20 UP): the loser's units on the table count floor(0.20 x 60) = 12, so 30 + 12 + 2 = 44 %; the winner still lost 20 %; 44 : 20 = 2.2 : 1, decisive.
unit set A1 fate=table
unit set A3 fate=fled
victory loser=French
# book: VICTORY side=French on_table=60 on_table_pct=20 losses=44 losses_pct=44 says="loser 30 + floor(0.20 x 60) = 12 + 2 = 44 %"
# book: VICTORY side=Austrian losses_pct=20 cavalry_start=20 cavalry_kept=0 says="winner 20 %, its cavalry gone"
# book: VICTORY result=decisive ratio=2.2 loser_pct=44 winner_pct=20 says="44 : 20 = 2.2 : 1, decisive"
