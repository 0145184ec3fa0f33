# Victory bands (digest 9) and their shared edges (A6): loser% : winner%
# 1:1-3:2 marginal, 3:2-2:1 indecisive, 2:1-4:1 decisive, >= 4:1
# overwhelming. Setting a6_victory_boundary=higher (default): the lower
# bound is inclusive, the upper exclusive; =lower: the other way round.
# Ratios compare exactly (in whole numbers), never in floating point.
# Loser L: L1 destroyed (up varies), L2 a reinforcement not arrived (in the
# base, no loss); 100 UP in all. Winner W: 100 UP, W1 20 destroyed -> 20 %.
ruleset grande-tactique
game sequence=free
unit add L1 side=L arm=infantry figures=1 up=30 fate=destroyed
unit add L2 side=L arm=infantry figures=1 up=70 fate=not_arrived
unit add W1 side=W arm=infantry figures=1 up=20 fate=destroyed
unit add W2 side=W arm=infantry figures=1 up=80
# 30 : 20 = 1.5 exactly (3:2) -> indecisive (higher band), A6.
victory loser=L
# 40 : 20 = 2 exactly -> decisive (A6).
unit set L1 up=40
unit set L2 up=60
victory loser=L
# 80 : 20 = 4 exactly -> overwhelming (A6).
unit set L1 up=80
unit set L2 up=20
victory loser=L
# 79 : 20 = 3.95 -> decisive (not on an edge).
unit set L1 up=79
unit set L2 up=21
victory loser=L
# a6_victory_boundary=lower: 4:1 exactly -> decisive; 2:1 -> indecisive.
game a6_victory_boundary=lower
unit set L1 up=80
unit set L2 up=20
victory loser=L
unit set L1 up=40
unit set L2 up=60
victory loser=L
# 3:2 exactly -> marginal under lower.
unit set L1 up=30
unit set L2 up=70
victory loser=L
game a6_victory_boundary=higher
# An edge that floating point misses: L 70 UP, 21 destroyed = 30 %;
# W 50 UP, 10 destroyed = 20 %: 21 x 50 : 10 x 70 = 1050 : 700 = 3:2
# exactly -> indecisive.
unit set L1 up=21
unit set L2 up=49
unit set W2 up=40
unit set W1 up=10
victory loser=L
# Below 1:1 (loser 10 %, winner 20 %): the scale starts at 1:1, ruled
# marginal, the lowest band (docs/rulings.md).
unit set L1 up=7
unit set L2 up=63
victory loser=L
# Withdrawn rounding (setting victory_withdrawn_rounding, rounding not
# stated): L1 7 withdrawn: down -> 20% of 7 = 1.4 -> 1 -> 1 of 70 = 1.4 %;
# exact -> 1.4 -> 2 %. Both below 1:1 against 20 %.
unit set L1 fate=withdrawn
victory loser=L
game victory_withdrawn_rounding=exact
victory loser=L
# expect: ^VICTORY result=indecisive ratio=1\.5 loser=L winner=W loser_pct=30 winner_pct=20 rule="Victory, A6" provisional=yes$
# expect: ^  30 : 20 = 1\.5 : 1, indecisive \(Victory; A6: on a band edge, the higher band\)$
# expect: ^VICTORY result=decisive ratio=2 loser=L winner=W loser_pct=40 winner_pct=20 rule="Victory, A6" provisional=yes$
# expect: ^VICTORY result=overwhelming ratio=4 loser=L winner=W loser_pct=80 winner_pct=20 rule="Victory, A6" provisional=yes$
# expect: ^VICTORY result=decisive ratio=3\.95 loser=L winner=W loser_pct=79 winner_pct=20 rule=Victory$
# expect: ^VICTORY result=decisive ratio=4 loser=L winner=W .*rule="Victory, A6" provisional=yes$
# expect: ^  80 : 20 = 4 : 1, decisive \(Victory; A6: on a band edge, the lower band\)$
# expect: ^VICTORY result=indecisive ratio=2 loser=L winner=W
# expect: ^VICTORY result=marginal ratio=1\.5 loser=L winner=W
# expect: ^VICTORY result=indecisive ratio=1\.5 loser=L winner=W loser_pct=30 winner_pct=20 rule="Victory, A6"
# expect: ^VICTORY result=marginal ratio=0\.5 loser=L winner=W loser_pct=10 winner_pct=20 rule=Victory$
# expect: ^  below 1 : 1 the scale has no band: ruled marginal, the lowest$
# expect: ^VICTORY side=L role=loser start_up=70 destroyed=0 fled=0 on_table=0 on_table_pct=40 withdrawn=7 losses=1 losses_pct=1\.4 rule=Victory withdrawn_rounding=down provisional=yes$
# expect: ^VICTORY side=L role=loser start_up=70 destroyed=0 fled=0 on_table=0 on_table_pct=40 withdrawn=7 losses=1\.4 losses_pct=2 rule=Victory withdrawn_rounding=exact provisional=yes$
