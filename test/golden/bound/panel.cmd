# args: --demo
# The bound at a glance (issue 18) on the demo (La Haye Sainte,
# data/scenarios/demo-belle-alliance.cmd), before and after a fire phase.
# Before: F27 and Ross may fire at L54 (docs: ba-map/demo); nobody has
# fired; the melee phase has not begun, so may_attack is "-".
bound
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
# Declared, not yet fired.
bound side=Allied
resolve
# After the fire: F27 and Ross fired=yes and may fire at nothing more (0,
# as scan leaves them out); L54 is in MD (12 lost of 36).
bound
# scan leaves out the units that have fired this bound.
scan Allied
# Phase order (1.1.1): fire belongs to the fire and continued-fire
# phases; in the melee phase it is refused and names its phase.
phase melee
fire KGL5 at Cuir6 dice=1,2,3
status
# Cuir6 (6e Cuirassiers) attacks KGL5: KGL5 goes FD (ba-map/demo), so
# Cuir6 wins continued advance (4.1.4): an open decision.
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
bound side=French
# bound next is refused while the decision is open; nothing changes.
bound next
status
advance Cuir6 no
bound
bound next
# Bound 2: the per-bound columns start afresh.
bound side=French
