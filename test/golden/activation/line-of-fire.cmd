ruleset activation
# 54: "A unit may only fire at a target if it can trace a clear
# uninterrupted line of fire" - a corridor from the centre of the firer's
# front edge (or any point of it) to the point of impact, "one base wide or 50% of the width of
# the firing unit's frontage, whichever is the greater". Bases 4 cm
# (setting base_width; the record says provisional=yes).
# L in line, 4 bases (16 cm): corridor 8 cm wide (x -4..4).
unit add L side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=30 facing=180
# S: a small friendly unit (x 3..5, y 14..16) reaching 1 cm into the
# corridor from the centre of L's front edge. 54 lets the line of fire
# start anywhere on the front edge: a corridor x c-4..c+4 misses S (open
# x 3..5) for c <= -1, and c may run from -4 to 4 (the corridor inside
# the 16 cm front edge): the nearest to the centre is c = -1, x -5..3,
# 1 cm left of the centre, and the record says where it starts.
unit add S side=French arm=infantry figures=4 x=4 y=16 facing=0 width=2 depth=2
check fire L at T
# S2 (x -5..-3) on the other side: the gap between S and S2 is 6 cm, so no
# 8 cm corridor passes: blocked, naming S (in the central corridor).
unit add S2 side=French arm=infantry figures=4 x=-4 y=16 facing=0 width=2 depth=2
check fire L at T
fire L at T
unit remove S2
# In column of march L has one base of frontage: the corridor is one base,
# 4 cm (x -2..2), and S no longer interrupts it.
unit set L formation=march-column
check fire L at T
unit remove S
# Hedges, fences and low walls (kind=obstacle, blocks=no by default) do
# not interrupt the line of fire: the pass names the hedge crossed.
terrain add Hedge kind=obstacle points=-20,10;20,10
check fire L at T
# A wood across the line does.
terrain add Copse kind=wood points=-3,18;3,18;3,22;-3,22
check fire L at T
fire L at T
# A high wall entered with blocks=yes does too.
terrain remove Copse
terrain add Wall kind=obstacle points=-20,20;20,20 blocks=yes
check fire L at T
# The umpire may overrule the map with los=yes|no (source=given).
check fire L at T los=yes
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# corridor 8 cm: clear 1 cm left of the centre; with S2 too: blocked
# (no strip of 8 cm between them); one base (4 cm): clear; hedge: clear; wood, wall:
# blocked; los=yes
# expect: ^CHECK key=los result=pass .*from 1 cm left of the centre
# expect: ^ELIGIBLE firer=L target=T value=yes
# expect: ^ELIGIBLE firer=L target=T value=no
# expect-error: ^error: line 22: .*8 cm wide .*the central one passes through unit S; no strip
# expect: ^ELIGIBLE firer=L target=T value=yes
# expect: ^ELIGIBLE firer=L target=T value=yes
# expect: ^ELIGIBLE firer=L target=T value=no
# expect-error: ^error: line 36: .*4 cm wide .*passes through wood Copse
# expect: ^ELIGIBLE firer=L target=T value=no
# expect: ^ELIGIBLE firer=L target=T value=yes
