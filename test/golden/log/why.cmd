# Questions to the log: `why UNIT`, `losses`, `who fired at`.
# Table 12 (provisional), 10 figures = 1 unit of fire, range 15 = zone 2
# (no factor), so the index is the dice total:
#   13-14 -> loss 1, LD; 17-18 -> loss 1.5, MD; 8-9 -> loss 0.5, no effect;
#   a RESULT's loss is rounded half up (1.5 -> 2, 0.5 -> 1).
# Command numbers (as `history` numbers them): 1-5 unit add, then
#   6 fire A at T 4,4,5 = 13  7 resolve: T loses 1, 10 -> 9, ok -> LD
#   8 fire B at T 6,6,6 = 18  9 resolve: T loses 2, 9 -> 7, LD -> MD
#  10 bound next
#  11 unit set T (placed: x, y, facing change; no loss)
#  12 fire C at T 3,3,3 = 9  13 resolve: T loses 1, 7 -> 6, stays MD
#  14 fire A at U 4,4,5 = 13 15 resolve: U loses 1, 10 -> 9, ok -> LD
# why T: commands 4 (added), 7, 9, 11, 13 in order, with losses 1, 2 and
#   1 = 4 figures (BA valour falls with each moral result: 0, -1, -2).
# losses side=French = T 1+2+1 = 4 plus U 1 = 5 figures, 2 units, 4
#   results; bound=2 side=French: 1 (T) + 1 (U) = 2; unit=T: 4;
#   side=Allied: nobody lost a figure, 0.
# who fired at T: A (n=7), B (n=9), C (n=13); bound=2: C only.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add C side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=10 formation=line
unit add U side=French arm=infantry figures=10 formation=line
fire A at T range=15 dice=4,4,5
resolve
fire B at T range=15 dice=6,6,6
resolve
bound next
unit set T x=50 y=40 facing=180
fire C at T range=15 dice=3,3,3
resolve
fire A at U range=15 dice=4,4,5
resolve
why T
losses side=French
losses side=French bound=2
losses unit=T
losses side=Allied
losses side=Prussian
who fired at T
who fired at T bound=2
who fired at U bound=1
history
# bad input: one line each, nothing changes
why
why Tx
losses side
losses range=3
who fired at
who shot at T
who fired at T bound=0
units
# ---- results of the hand computations above, in order
# expect: ^WHY n=4 unit=T bound=1 phase=fire command=.* changed=added$
# expect: ^WHY n=7 unit=T bound=1 phase=fire command=resolve changed="figures: 10 -> 9; state: ok -> LD" loss=1 result="kind=fire target=T loss=1 moral=LD
# expect: ^WHY n=9 unit=T bound=1 phase=fire command=resolve changed="figures: 9 -> 7; state: LD -> MD; valour: 0 -> -1" loss=2 result=
# expect: ^WHY n=11 unit=T bound=2 phase=fire command="unit set T x=50 y=40 facing=180" changed="x: - -> 50; y: - -> 40; facing: - -> 180"$
# expect: ^WHY n=13 unit=T bound=2 phase=fire command=resolve changed="figures: 7 -> 6; valour: -1 -> -2" loss=1 result=
# expect: ^  T: 5 commands changed it or ruled on it, 4 figures lost; now bound 2$
# expect: ^LOSS unit=T side=French figures=4 rulings=3$
# expect: ^LOSS unit=U side=French figures=1 rulings=1$
# expect: ^LOSSES side=French bound=all figures=5 units=2 results=4$
# expect: ^LOSSES side=French bound=2 figures=2 units=2 results=2$
# expect: ^LOSSES side=all unit=T bound=all figures=4 units=1 results=3$
# expect: ^LOSSES side=Allied bound=all figures=0 units=0 results=0$
# expect: ^FIRED n=7 bound=1 phase=fire firer=A target=T what=FIRE roll=13 loss=1 moral=LD result=
# expect: ^FIRED n=9 bound=1 phase=fire firer=B target=T what=FIRE roll=18 loss=1.5 moral=MD result=
# expect: ^FIRED n=13 bound=2 phase=fire firer=C target=T what=FIRE roll=9 loss=0.5 moral=- result=
# expect: ^FIRED n=13 bound=2 phase=fire firer=C target=T
# expect: ^  nobody has fired at U in that bound$
# expect: ^HIST n=13 bound=2 phase=fire command=resolve result="kind=fire target=T loss=1
# expect-error: line 39: losses: no unit has side=Prussian
# expect-error: line 45: usage: why UNIT
# expect-error: line 46: no unit named Tx \(did you mean T\?\)
# expect-error: line 48: losses: unknown key range
# expect-error: line 49: usage: who fired at UNIT
# expect-error: line 51: bound=0
