# args: --demo
# `redo` puts back what the last undo took back (spec §8), as it ran:
# every die as journaled, so the state is the one before the undo.
# F27 fires at L54 with 4,4,2 (roll 10, +2 column: index 12, 1 a unit
# of fire x 4 = 4 figures, moral 13 -> LD): L54 36 -> 32, LD, as the first `units`
# shows it; `undo ruling` puts L54 back at 36 figures, state ok; `redo`
# runs the two lines again and L54 is as after the fire.
fire F27 at L54 dice=4,4,2
resolve
units side=French
undo ruling
units side=French
redo
units side=French
# Nothing left to redo: refused, nothing changes.
redo
# A single undo and its redo: F27 moved to x=80, back, and again.
unit set F27 x=80
undo
redo
units side=Allied
# Any other change after an undo: nothing to redo any more.
unit set F27 x=81
undo
unit set F27 x=82
redo
# Usage.
redo now
# expect: ^UNIT name=L54 .*figures=32 .*state=LD
# expect: ^UNIT name=L54 .*figures=36 .*state=ok
# expect: ^  redone: fire F27 at L54 dice=4,4,2$
# expect: ^  redone: resolve$
# expect: ^UNIT name=L54 .*figures=32 .*state=LD
# expect: ^  redone: unit set F27 x=80$
# expect: ^UNIT name=F27 .*x=80
