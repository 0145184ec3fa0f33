# Belle Alliance fire. Units not placed; range answered.
# 5.5.3: a typed total above 8 (2 ones + one 6 = 8 with 3d6) cannot hide
# two dice showing one: roll=12 is accepted; roll=8 asks for the dice.
# 3.1.6: only one neighbour unit per firer and target (A's split parts at
# T may not name N and M); a neighbour must itself be able to fire at the
# target (neighbour_fire=no: refused); a neighbour is deemed to have fired
# (4.1.3): afterwards N has no "first fire or melee" +2 in melee, and has
# "fire during this bound" -3 (Table 8 rows 18, 20).
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add C side=Allied arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=line
unit add M side=Allied arm=infantry figures=12 formation=line
unit add T side=French arm=infantry figures=20 formation=line
fire B at T range=15 roll=8
fire B at T range=15 roll=12
fire A at T range=15 figures=10 neighbour=N dice=3,3,3
fire A at T range=15 figures=10 neighbour=M
fire C at T range=15 neighbour=M neighbour_fire=no dice=4,4,4
resolve
factors melee N vs T
# Hand: B roll 12, zone 2 (0): T12[12] 1 x 2 units of fire = 2. A (10
# figures, 1 unit) 3,3,3 = 9, neighbour +1 loss +1 moral (T6), fewer
# figures -1 moral: loss index 10 -> 0.75; moral index 10 -> none.
# T: 2 + 0.75 = 2.75 -> 3 (half-up): 17 figures.
#
# 3.1.7: a unit supports one unit in each fire phase of a bound, not one
# per bound. 3.3.3: a skirmish line and its mother unit may not fire in
# two different phases of one bound.
# Bound 1: E and L fire at T (their target for continued fire, 1.1.1).
# Bound 2 follows Table 1 (continued fire, movement, fire; 1.1.1: never
# back). Continued fire: E fires at T with S supporting (+1 moral, T6),
# L fires at T: E 3,3,3 = 9: T12[9] 0.5 x 2 units = 1; L the same, 1;
# T loses 1 + 1 = 2 (15 -> 13); moral index 9 + 1 = 10 (E), 9 (L): none.
# Fire phase: A fires at T with S supporting again (another fire phase:
# accepted): 9 -> T12[9] 0.5 x 1 unit = 0.5 -> half-up 1 (13 -> 12),
# moral none. V (skirmish line of L) may not fire: L fired in continued
# fire (3.3.3); B may not have S too (same phase).
unit add E side=Allied arm=infantry figures=20 formation=line
unit add L side=Allied arm=infantry figures=20 formation=line
unit add V side=Allied arm=infantry figures=8 formation=skirmish mother=L
unit add S side=Allied arm=infantry figures=12 formation=line
bound next
fire E at T range=15 dice=3,3,3
fire L at T range=15 dice=3,3,3
resolve
bound next
phase continued-fire
fire E at T range=15 support=S dice=3,3,3
fire L at T range=15 dice=3,3,3
resolve
phase fire
fire A at T range=15 support=S dice=3,3,3
fire V at T range=15 dice=3,3,3
fire B at T range=15 support=S dice=3,3,3
resolve
# expect: ^FIRE firer=B target=T figures=20 uof=2 roll=12 .*loss=2 
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=9 .*loss_index=10 loss=0.75 .*moral_index=10 moral=-
# expect: ^RESULT kind=fire target=T loss=3 moral=- state=ok figures=17
# expect: ^FACTOR part=N>T key=fired_this_bound .*attack=-3
# expect: ^FACTOR part=E>T key=support .*moral=1
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=13
# expect: ^FACTOR part=A>T key=support .*moral=1
# expect: ^RESULT kind=fire target=T loss=1 moral=- state=ok figures=12
# expect-error: ^error: line 15: roll=8 needs dice=a,b,c
# expect-error: ^error: line 18: A may not fire at T: A already has neighbour unit N at T
# expect-error: ^error: line 19: C may not fire at T: neighbour M could not fire at T itself
# expect-error: V may not fire at T: L fired in the continued fire phase of this bound; .* \(3.3.3\)
# expect-error: S is already a support unit for A in this fire phase \(3.1.7\)
