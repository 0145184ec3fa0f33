# args: --demo
# `undo ruling` takes back a whole ruling: the resolve and the
# declarations it resolved (one user action is one undo).
# Two firers at L54, resolved; `undo ruling` removes the three lines, so
# L54 is back at 36 figures, state ok, and nothing stays declared.
fire F27 at L54 dice=4,4,2
fire Ross at L54 dice=1,2,3
resolve
undo ruling
declared
units side=French
# Declarations not yet resolved are a ruling too.
fire F27 at L54 dice=4,4,2
undo ruling
declared
# Anything else is refused with the way out, and nothing changes.
unit set F27 x=80
undo ruling
undo
units side=Allied
# A melee with its continued advance (4.1.4) is one ruling: the
# declaration, resolve and `advance` go back together; KGL5 is back at 24.
melee Cuir6 vs KGL5 roll=11 droll=9
resolve
advance Cuir6 yes
undo ruling
declared
units side=Allied
