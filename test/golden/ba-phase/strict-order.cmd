# phase_order=strict keeps Table 1's order: continued fire, movement,
# fire, melee (tables.md Table 1; 1.1.1 "each phase or sub-phase is
# finished before the next begins"). "During the melee phase, all attacks
# are carried out simultaneously" (4.1.1).
# 1. An attack announced in the fire phase is resolved in the melee
#    phase: `resolve` carries out the fires, the fire phase is over and
#    the attacks are carried out in the melee phase (STATUS phase=melee).
#    X, which attacked, may then not fire in this bound: going back to
#    the fire phase is refused (1.1.1).
# 3. "A unit that fired in the continued-fire phase may not afterwards
#    move ... in that bound" (1.1.1): B and C fire at T in bound 2; in
#    bound 3 C fires at T in continued fire, then `unit move C` is
#    refused; A (which did not) moves.
# 2. The continued-fire phase is not entered again after the fire phase:
#    then A fires in the fire phase of bound 3; continued fire by B at T
#    (its target of bound 2) is refused (1.1.1).
unit add A side=Allied arm=infantry figures=10 formation=line x=0 y=0 facing=0
unit add B side=Allied arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line x=40 y=0 facing=0
unit add X side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=30 formation=line
fire B at T range=15 dice=3,3,3
melee X vs D dice=3,3,3 ddice=3,3,3
resolve
status
phase fire
fire X at A range=15 dice=4,4,4
bound next
fire B at T range=15 dice=3,3,3
fire C at T range=15 dice=3,3,3
resolve
bound next
phase continued-fire
fire C at T range=15 dice=3,3,3
resolve
unit move C forward=2
unit move A forward=2
phase fire
fire A at T range=15 dice=3,3,3
resolve
phase continued-fire
fire B at T range=15 dice=3,3,3
# ---- results
# 1. the fire, then the melee phase begins and the attack is carried out
# expect: ^RESULT kind=fire target=T
# expect: ^  the fire is over: the melee phase begins and the attacks are carried out in it \(1.1.1, 4.1.1\)$
# expect: ^MELEE attacker=X defender=D
# expect: ^STATUS ruleset=belle-alliance bound=1 phase=melee .*declared=0
# expect-error: line 28: X may not fire at A: the fire phase of bound 1 is over: a later phase \(Table 1: continued fire, movement, fire, melee\) has been played \(1.1.1\)
# 3. C's continued fire, then no move for C; A moves
# expect: ^FIRE firer=C target=T .*carried=yes
# expect-error: line 37: unit move: C fired in the continued-fire phase of bound 3 and may not move afterwards in that bound \(1.1.1\)
# expect: ^MOVE unit=A x=0 y=2 facing=0 distance=2
# 2. A's fire in the fire phase, then no continued fire
# expect: ^FIRE firer=A target=T .*carried=yes
# expect-error: line 43: B may not fire at T: the continued-fire phase of bound 3 is over: a later phase .* \(1.1.1\)
