ruleset activation
# 55.7: "A unit crossing a river/stream is not permitted to fire."
# From the map: a river (a line of points) runs through the firer's
# footprint; from the roster: crossing_river=yes.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
terrain add Brook kind=river points=-30,-1;30,-1
check fire A at T
fire A at T
# Wholly beyond the brook (front edge y=3, rear y=0): allowed. (It moved,
# so 55.1 asks; the umpire answers exceeds_movement=no.)
unit set A y=3
check fire A at T exceeds_movement=no
# The roster key crossing_river=yes refuses without the map.
unit set A crossing_river=yes
fire A at T exceeds_movement=no
