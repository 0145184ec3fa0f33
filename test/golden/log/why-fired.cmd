# `why UNIT` lists the fire the unit gave: firing changes nothing in its
# UNIT record, so the rulings where it is the firer come from the FIRE
# records (fired="at TARGET: roll .., loss .., moral .."), with the RESULT
# of the unit it fired at, and none of another unit's fire in the same
# resolve.
# Table 12 (provisional), 10 figures = 1 unit of fire, range 15 = zone 2
# (no factor), so the index is the dice total (as in why.cmd):
#   13 -> loss 1, LD; 18 -> loss 1.5, MD; 9 -> loss 0.5, no effect (-);
#   a RESULT's loss is rounded half up (1.5 -> 2, 0.5 -> 1).
# Commands: 1-4 unit add A B T U; 5 fire A at T 4,4,5 = 13; 6 fire B at U
#   6,6,6 = 18; 7 resolve (both: T loses 1, LD; U loses 2, MD); 8 bound
#   next; 9 fire A at U 3,3,3 = 9; 10 resolve (U loses 1, 8 -> 7).
# why A: 1 (added), 7 (fired at T, roll 13, loss 1, moral LD; the RESULT
#   of T only, not U's from B's fire), 10 (fired at U, roll 9, loss 0.5,
#   moral -; U's RESULT loss=1): 3 commands, 2 fires, 0 figures lost.
# why B: 2 (added), 7 (fired at U, roll 18, loss 1.5, moral MD; U's
#   RESULT, not T's): 2 commands, 1 fire.
# why U (never fired): as before, 4, 7 and 10 with losses 2 + 1 = 3, and
#   no fired= field.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=10 formation=line
unit add U side=French arm=infantry figures=10 formation=line
fire A at T range=15 dice=4,4,5
fire B at U range=15 dice=6,6,6
resolve
bound next
fire A at U range=15 dice=3,3,3
resolve
why A
why B
why U
# ---- results of the hand computations above, in order
# expect: ^WHY n=1 unit=A bound=1 phase=fire command=.* changed=added$
# expect: ^WHY n=7 unit=A bound=1 phase=fire command=resolve changed=nothing fired="at T: roll 13, loss 1, moral LD" result="kind=fire target=T loss=1 moral=LD [^"]*"$
# expect: ^WHY n=10 unit=A bound=2 phase=fire command=resolve changed=nothing fired="at U: roll 9, loss 0.5, moral -" result="kind=fire target=U loss=1 moral=- state=MD figures=7 
# expect: ^  A: 3 commands changed it or ruled on it \(2 fires it gave\), 0 figures lost; now bound 2$
# expect: ^WHY n=2 unit=B .*changed=added$
# expect: ^WHY n=7 unit=B bound=1 phase=fire command=resolve changed=nothing fired="at U: roll 18, loss 1.5, moral MD" result="kind=fire target=U loss=2 moral=MD [^"]*"$
# expect: ^  B: 2 commands changed it or ruled on it \(1 fire it gave\), 0 figures lost; now bound 2$
# expect: ^WHY n=4 unit=U .*changed=added$
# expect: ^WHY n=7 unit=U bound=1 phase=fire command=resolve changed="figures: 10 -> 8; state: ok -> MD; valour: 0 -> -1" loss=2 result=
# expect: ^WHY n=10 unit=U bound=2 phase=fire command=resolve changed="figures: 8 -> 7" loss=1 result=
# expect: ^  U: 3 commands changed it or ruled on it, 3 figures lost; now bound 2$
