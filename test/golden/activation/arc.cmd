ruleset activation
# 54: "The target must also be within a 45 degree arc of either side of
# straight ahead", measured by default from the centre of the firer's
# front edge (setting arc_origin=centre|corners). Part of the target in
# the arc is enough (ruling).
# A (line, 16 cm) at the origin facing north. T1 straight ahead: in.
# T2 far out to the right (x=40, y=10): out from the centre...
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T1 side=British arm=infantry figures=24 formation=march-column x=0 y=20 facing=180
unit add T2 side=British arm=infantry figures=24 formation=march-column x=22 y=10 facing=180 width=4 depth=3
check fire A at T1
check fire A at T2
fire A at T2
# ... but inside when the arc is measured from the front corners (the
# right corner is at x=8: T2's left edge at x=20 is 12 right, 7..10 ahead:
# within 45 degrees).
game arc_origin=corners
check fire A at T2
# The umpire's answer overrides the map.
game arc_origin=centre
check fire A at T2 arc=yes
