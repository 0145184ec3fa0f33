ruleset activation
# 54: "The target must also be within a 45 degree arc of either side of
# straight ahead", measured by default from the centre of the firer's
# front edge (setting arc_origin=centre|corners). Part of the target in
# the arc is enough (ruling).
# A (line, 16 cm) at the origin facing north. T1 straight ahead: in.
# T2 out to the right (x=22, y=10): from the centre (0,0) its nearest
# corner (20,13) is 57 degrees off straight ahead: out...
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T1 side=British arm=infantry figures=24 formation=march-column x=0 y=20 facing=180
unit add T2 side=British arm=infantry figures=24 formation=march-column x=22 y=10 facing=180 width=4 depth=3
check fire A at T1
check fire A at T2
fire A at T2
# ... but inside when the arc is measured from the front corners: T2
# spans x 20..24, y 10..13; from A's right front corner (8,0) its corner
# (20,13) is 12 right and 13 ahead: 42.7 degrees, within 45.
game arc_origin=corners
check fire A at T2
# The umpire's answer overrides the map.
game arc_origin=centre
check fire A at T2 arc=yes
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# T1 in; T2 57 degrees from the centre: out; 42.7 from the corner: in; arc=yes
# expect: ^ELIGIBLE firer=A target=T1 value=yes
# expect: ^ELIGIBLE firer=A target=T2 value=no
# expect-error: ^error: line 14: A may not fire at T2: no part of T2 lies within 45 degrees
# expect: ^ELIGIBLE firer=A target=T2 value=yes
# expect: ^ELIGIBLE firer=A target=T2 value=yes
