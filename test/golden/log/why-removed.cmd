# `why`, `losses unit=` and `who fired at` name a unit removed with `unit
# remove`: it is looked for in the journal's replay, not only in
# the roster, and its history runs up to and including its removal.
# Table 12 (provisional), 10 figures = 1 unit of fire, range 15 = zone 2
# (no factor): A's 4,4,5 = 13 -> loss 1, LD: T 10 -> 9, ok -> LD.
# Commands (as `history` numbers them): 1-3 unit add A, T, U; 4 fire A at
# T; 5 resolve; 6 unit remove T.
# why T: 2 (added), 5 (the fire: loss 1), 6 (removed): 3 commands, 1
# figure lost. losses unit=T: 1 figure in 1 result. who fired at T: A,
# command 5. A name never in the game is still refused, with the roster's
# "did you mean".
unit add A side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=10 formation=line
unit add U side=French arm=infantry figures=10 formation=line
fire A at T range=15 dice=4,4,5
resolve
unit remove T
why T
losses unit=T
who fired at T
why Z
losses unit=Z
who fired at Uu
# expect: ^WHY n=2 unit=T bound=1 phase=fire command="unit add T .*changed=added$
# expect: ^WHY n=5 unit=T bound=1 phase=fire command=resolve changed=".*figures: 10 -> 9.*" loss=1 result="kind=fire target=T loss=1 moral=LD 
# expect: ^WHY n=6 unit=T bound=1 phase=fire command="unit remove T" changed=removed$
# expect: ^  T: 3 commands changed it or ruled on it, 1 figure lost, removed from the roster; now bound 1$
# expect: ^LOSS unit=T side=French figures=1 rulings=1$
# expect: ^LOSSES side=all unit=T bound=all figures=1 units=1 results=1$
# expect: ^FIRED n=5 bound=1 phase=fire firer=A target=T what=FIRE .*loss=1
# expect-error: line 21: no unit named Z
# expect-error: line 22: no unit named Z
# expect-error: line 23: no unit named Uu \(did you mean U\?\)
