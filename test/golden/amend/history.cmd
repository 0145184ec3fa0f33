# `history` lists the effective commands, one HIST record each
# (n, bound, phase, the command as journaled, a ruling's result), and
# `undo` says what it takes back ("undo: WORDS, bound N").
# Table 12 (provisional): index 13 -> loss 1, LD; 11 -> 0.75, no effect.
# A and B 10 figures in line, range 15 (zone 2, no factor): 1 unit of fire.
# Ruling 1: A at B dice 4,4,5 = 13 -> loss 1, LD; B 9 figures.
# Ruling 2: B at A dice 4,4,5 = 13, in the same fire phase: all firing
#   of the phase is simultaneous (3.1.1), so B fires as the phase began
#   (ok, 10 figures, no ld factor) -> loss 1, LD; A 9, LD.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=French arm=infantry figures=10 formation=line
fire A at B range=15 dice=4,4,5
resolve
fire B at A range=15 dice=4,4,5
resolve
bound next
history
undo
undo
history
history extra
# ---- results of the hand computations above, in order
# expect: ^HIST n=1 bound=1 phase=fire command="unit add A side=Allied arm=infantry figures=10 formation=line"$
# expect: ^HIST n=3 bound=1 phase=fire command="fire A at B range=15 dice=4,4,5"$
# expect: ^HIST n=4 bound=1 phase=fire command=resolve result="kind=fire target=B loss=1 moral=LD state=LD figures=9 
# expect: ^HIST n=6 bound=1 phase=fire command=resolve result="kind=fire target=A loss=1 moral=LD state=LD figures=9 
# expect: ^HIST n=7 bound=1 phase=fire command="bound next"$
# expect: ^  undo: bound next, bound 1$
# expect: ^  undo: resolve, bound 1$
# expect: ^HIST n=5 bound=1 phase=fire command="fire B at A range=15 dice=4,4,5"$
# expect-error: usage: history
