# 4.1.6: the defender's neighbour units are checked as strictly as the
# attacker's. Sizes from bases.csv (provisional): 12 infantry figures in
# line are 12 wide and 3 deep; 24 figures 24 wide.
# D (Allied) faces north at (0,10): x -6..6, y 7..10.
# A (French, 24 figures) faces south at (0,14): x -12..12, y 14..17; its
# 5 cm melee zone (y 9..14) touches D (4 cm apart).
# 1. N (Allied) at (200,10), x 194..206: 182 cm from A (x up to 12): N
#    is not attacked by A and may not be D's neighbour (refused).
# 2. N at (12.5,10) (x 6.5..18.5, y 7..10): 4 cm below A's front, within
#    its 5 cm melee zone (x -12..12): accepted (T8.38 +2 for D).
# 3. M (French) at (200,14) facing south, x 188..212: 182 cm from D:
#    its zone does not touch D: not A's neighbour.
# 4. B attacks N (declared): N fights its own melee and may not be D's
#    neighbour.
unit add D side=Allied arm=infantry figures=12 formation=line x=0 y=10 facing=0
unit add A side=French arm=infantry figures=24 formation=line x=0 y=14 facing=180
unit add N side=Allied arm=infantry figures=12 formation=line x=200 y=10 facing=0
unit add M side=French arm=infantry figures=24 formation=line x=200 y=14 facing=180
check melee A vs D d_neighbour=N
melee A vs D d_neighbour=N dice=3,3,3 ddice=3,3,3
unit set N x=12.5
check melee A vs D d_neighbour=N
check melee A vs D neighbour=M
unit add B side=French arm=infantry figures=12 formation=line
melee B vs N dice=3,3,3 ddice=3,3,3
check melee A vs D d_neighbour=N
# expect: ^CHECK key=d_neighbour_reach result=fail rule=4.1.6 reason="the melee zone of A does not touch N \(182.0 cm apart
# expect: ^CHECK key=d_neighbour_reach result=pass rule=4.1.6 reason="the melee zone of A touches N \(4.0 cm apart
# expect: ^CHECK key=neighbour_reach result=fail rule=4.1.6 reason="the melee zone of M does not touch D \(182.0 cm apart
# expect: ^CHECK key=d_neighbour result=fail rule=4.1.6 reason="N fights its own melee against B
