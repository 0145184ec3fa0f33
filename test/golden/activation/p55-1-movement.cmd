ruleset activation
# 55.1: "A unit is not permitted to fire ... if doing so would cause it to
# exceed its movement allowance" (section 39, not in the seed).
# Not moved this turn: derived pass. Moved this turn (unit set x/y): the
# program asks (exceeds_movement); yes refuses with 55.1, no allows.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=20 facing=180
check fire A at T
unit set A x=0 y=5
check fire A at T
fire A at T
fire A at T exceeds_movement=yes
fire A at T exceeds_movement=no roll=3
resolve
