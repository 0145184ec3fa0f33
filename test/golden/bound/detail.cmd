# args: --demo
# unit show NAME (issue 18): every key (the UNIT record), state, losses so
# far, what it did this bound, what it may target now, and the rulings of
# this game it took part in.
# Before any ruling: L54 (front y=58 facing north) may fire at F27, 12 cm
# straight ahead (the same answer as scan French); no history yet.
unit show L54
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
# L54: 36 -> 24 figures (12 lost, 11.5 rounded), MD; two FIRE rulings and
# the RESULT name it.
unit show L54
# F27 fired this bound (so it may fire at none, as scan) and took part in
# one ruling (its FIRE).
unit show F27
# In the melee phase fire targets are "-" (not this phase); Cuir6 may
# attack KGL5 (4 cm apart front to front, ba-map/demo).
phase melee
unit show Cuir6
unit show Nobody
unit show
