# 4.1.6, 5.5.3: a neighbour unit runs out of supplies on the same roll as
# the unit it is neighbour for, and the change is printed (SUPPLY ...
# of=A). A: not covered -2, first +2, neighbour +2 = +2; D: 0.
# A 1,1,4 = 6 + 2 = 8; D 3,3,3 = 9: A loses by 1 -> Table 11 LD (N
# shares it). A inflicts T12[8] 0.5 x 2 = 1 (D 19); D inflicts T12[9] 0.5
# x 2 = 1 (A 19). Two dice show one: A and N have 3 more rolls.
unit add A side=French arm=infantry figures=20 formation=line
unit add N side=French arm=infantry figures=12 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
melee A vs D neighbour=N dice=1,1,4 ddice=3,3,3
resolve
units
# expect: ^MELEE attacker=A defender=D a_roll=6 a_mod=2 a_total=8 d_roll=9 d_mod=0 d_total=9
# expect: ^SHARE unit=N role=neighbour of=A loss=0 moral=LD state=LD
# expect: ^SUPPLY unit=N of=A ones=2 rolls_left=3 supplies=yes
# expect: ^UNIT name=D .*figures=19
