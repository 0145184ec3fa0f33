# The questions to the log (why, losses, who fired at) as a careless user
# types them: every refusal is one line naming what is allowed, changes
# nothing, and a unit removed from the roster still has its story (its
# `unit add` is in the journal).
# F fires at T: 24 figures = 2 units of fire of 10 + 4 (>= 3): 3, one
# short (3.1.1); range 20 cm, zone 2 of musket: loss +0, moral +0. Dice
# 6,6,6 = 18 -> Table 12 row 18: 1.5 per unit of fire x 3 = 4.5 -> 5
# (rounded once, 3.1.5); T 30 - 5 = 25.
unit add F side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2
unit add T side=Allied arm=infantry figures=30 formation=line x=0 y=20 facing=180 width=12 depth=2
fire F at T dice=6,6,6
resolve
unit remove T
# Removed, and still asked about:
why T
who fired at T
losses unit=T
# Refused: a misspelt name, an empty one, a side in the wrong case, bad
# bounds, unknown or empty keys, extra words.
why Tt
why ""
why T F
who fired at ""
who fired at T bound=0
who fired at T bound=nan
who shot at T
losses side=french
losses bound=1e309
losses bound=
losses unit=
losses zork=1
losses extra
history
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^RESULT kind=fire target=T loss=5 .*figures=25
# expect: ^WHY n=2 unit=T .*changed=added
# expect: ^WHY n=4 unit=T .*command=resolve .*loss=5
# expect: ^WHY n=5 unit=T .*command="unit remove T" changed=removed
# expect: ^FIRED n=4 bound=1 phase=fire firer=F target=T what=FIRE roll=18 loss=4.5
# expect: ^LOSS unit=T side=Allied figures=5 rulings=1
# expect: ^HIST n=5 .*command="unit remove T"
# expect-error: line 20: no unit named Tt; `units` lists the roster
# expect-error: line 21: no unit named ""
# expect-error: line 22: usage: why UNIT
# expect-error: line 23: no unit named ""
# expect-error: line 24: bound=0 is not allowed; bound is a whole number from 1
# expect-error: line 25: bound=nan is not allowed
# expect-error: line 26: usage: who fired at UNIT
# expect-error: line 27: losses: no unit has side=french \(did you mean French\?\)
# expect-error: line 28: bound=1e309 is not allowed
# expect-error: line 29: bound= is not allowed
# expect-error: line 30: no unit named ""
# expect-error: line 31: losses: unknown key zork; allowed: bound, side, unit
# expect-error: line 32: usage: losses
