ruleset activation
# 54: "A unit may only fire at a target if it can trace a clear
# uninterrupted line of fire ... The width of the line of fire must be
# either one base wide or 50% of the width of the firing unit's frontage
# (number of bases), whichever is the greater." Any corridor of that width
# counts, wherever it lies on the front edge - not only at sample points.
# L in line, 4 bases of 4 cm (x -8..8 at y=0, facing north): the corridor
# is 8 cm wide; its centre c may lie from -4 to 4 (the corridor inside
# the front edge). T's front edge is x -8..8 at y=30.
unit add L side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=30 facing=180
# S1 covers x -6.25..-4.25 (y 10..12), S2 x 3.75..5.75 (y 20..22).
# A straight corridor x c-4..c+4 (c from -4 to 4) misses S1 only when
# c - 4 >= -4.25, c >= -0.25, and S2 only when c + 4 <= 3.75,
# c <= -0.25. So exactly c = -0.25: the
# corridor x -4.25..3.75, touching both (touching does not block). Any
# slant widens its crossing of y 10..22 and meets one of them. The
# corridor starts 0.25 cm left of the centre of L's front edge.
unit add S1 side=French arm=infantry figures=4 x=-5.25 y=12 facing=0 width=2 depth=2
unit add S2 side=French arm=infantry figures=4 x=4.75 y=22 facing=0 width=2 depth=2
check fire L at T
# S3 closes the gap: x -0.5..0.5 at y 15..16 lies inside the only
# corridor (x -4.25..3.75): no corridor of 8 cm is left.
unit add S3 side=French arm=infantry figures=4 x=0 y=16 facing=0 width=1 depth=1
check fire L at T
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# the only corridor, c = -0.25: clear, 0.25 cm left of the centre
# expect: ^CHECK key=los result=pass .*8 cm wide .*from 0.25 cm left of the centre of its front edge
# expect: ^ELIGIBLE firer=L target=T value=yes
# S3 inside it: blocked
# expect: ^CHECK key=los result=fail .*8 cm wide .*no clear corridor
# expect: ^ELIGIBLE firer=L target=T value=no
