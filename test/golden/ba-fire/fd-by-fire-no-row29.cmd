# 4.1.1, Table 8 row 29: "opponent brought into FD" is for melee. A fire
# that puts its target into FD, with no melee between them, gives the
# firer no such factor.
# A fires at T, range 5 (zone 1: +2 loss, +1 moral), flank fire answered
# (+1 loss, +2 moral): dice 6,6,6 = 18: loss index 21 -> 2.5 x 2 = 5;
# moral index 24 -> FD. T: 15 figures, FD.
# A attacking X afterwards: not covered -2 (T8.7), fired this bound -3
# (T8.18), no first fire or melee (it fired), no row 29: -5.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add X side=French arm=infantry figures=20 formation=line
fire A at T range=5 flank=yes dice=6,6,6
resolve
factors melee A vs X
# expect: ^FIRE firer=A target=T .*loss_index=21 loss=5 .*moral_index=24 moral=FD
# expect: ^RESULT kind=fire target=T loss=5 moral=FD state=FD figures=15
# expect: ^FACTOR part=A>X key=fired_this_bound .*attack=-3
# expect: ^  A: attack column, factors -5;
