# args: --demo
# Phase order (Belle Alliance 1.1.1, docs/rulings.md "Phase
# order"): fire belongs to the fire and continued-fire phases; an attack
# (melee) is announced from the fire phase and resolved in the melee
# phase, so it is refused in continued-fire and movement.
# Fire phase: both accepted, then withdrawn.
fire F27 at L54 dice=3,4,5
melee Cuir6 vs KGL5 dice=4,5,5 ddice=2,3,4
cancel F27
cancel Cuir6
# Melee phase: fire refused, naming its phase.
phase melee
fire F27 at L54 dice=3,4,5
# expect-error: fire belongs to the fire or continued-fire phase \(1.1.1, 3.1.1\); this is the melee phase
# Continued fire (a fire phase for the previous bound's targets, 1.1.1):
# melee refused.
phase continued-fire
melee Cuir6 vs KGL5 dice=4,5,5 ddice=2,3,4
# expect-error: melee belongs to the fire or melee phase \(1.1.1, 4.1.1\); this is the continued-fire phase
# Movement: both refused.
phase movement
fire F27 at L54 dice=3,4,5
melee Cuir6 vs KGL5 dice=4,5,5 ddice=2,3,4
# check and factors are not actions: allowed in any phase.
check fire F27 at L54
# For teaching, phase_order=free allows any phase; a bad value is refused
# on the `game` line itself (the settings schema), and nothing changes.
game phase_order=free
fire F27 at L54 dice=3,4,5
cancel F27
game phase_order=any
# expect-error: phase_order=any is not allowed; phase_order is one of strict\|free
game phase_order=strict
bound
declared
