# args: --demo
# The bound at a glance on the demo (La Haye Sainte,
# data/scenarios/demo-belle-alliance.cmd), before and after a fire phase.
# Before: F27 may fire at L54 (12 cm straight ahead, ba-map/demo), Ross at
# three targets (as scan Allied says); nobody has fired. Attacks are
# announced from the fire phase (1.1.1, 4.1.1), so may_attack counts too:
# Cuir6 and KGL5, 4 cm apart front to front, each 1.
bound
# expect: ^BOUND bound=1 phase=fire phase_order=strict fire_now=yes melee_now=yes declared=0 decisions=0
# expect: ^BOUNDUNIT unit=F27 side=Allied state=ok may_fire=1 may_attack=0 fired=no attacked=no moved=no declared=no
# expect: ^BOUNDUNIT unit=KGL5 side=Allied state=ok may_fire=1 may_attack=1 fired=no
# expect: ^BOUNDUNIT unit=Ross side=Allied state=ok may_fire=3 may_attack=0 fired=no
# expect: ^BOUNDUNIT unit=Cuir6 side=French state=ok may_fire=1 may_attack=1 fired=no
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
# Declared, not yet fired.
bound side=Allied
# expect: ^BOUND bound=1 phase=fire .* declared=2
# expect: ^BOUNDUNIT unit=F27 .* fired=no attacked=no moved=no declared=fire
# expect: ^BOUNDUNIT unit=Ross .* fired=no attacked=no moved=no declared=fire
resolve
# After the fire: F27 and Ross fired=yes and may fire at nothing more (0,
# as scan leaves them out); L54 is in MD: 4 + 7.5 = 11.5 rounded to 12 of
# 36 figures lost (common target, 3.1.5; ba-map/demo). All firing of the
# fire phase is simultaneous (3.1.1): L54 is judged as the phase began,
# in good order, so in this fire phase it may still fire (at F27: 1).
bound
# expect: ^BOUNDUNIT unit=F27 side=Allied state=ok may_fire=0 may_attack=0 fired=yes attacked=no moved=no declared=no
# expect: ^BOUNDUNIT unit=Ross side=Allied state=ok may_fire=0 may_attack=0 fired=yes
# expect: ^BOUNDUNIT unit=L54 side=French state=MD may_fire=1
# scan leaves out the units that have fired this bound.
scan Allied
# expect: left out, fired this bound: F27 Ross
# Phase order (1.1.1): fire belongs to the fire and continued-fire
# phases; in the melee phase it is refused and names its phase.
phase melee
fire KGL5 at Cuir6 dice=1,2,3
# expect-error: fire belongs to the fire or continued-fire phase \(1.1.1, 3.1.1\); this is the melee phase
status
# Cuir6 (6e Cuirassiers) attacks KGL5: KGL5 goes FD (ba-map/demo), so
# Cuir6 wins continued advance (4.1.4): an open decision.
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
bound side=French
# expect: ^BOUND bound=1 phase=melee .* decisions=1
# expect: ^BOUNDUNIT unit=Cuir6 .* attacked=yes
# expect: ^DECISION kind=continued-advance unit=Cuir6 rule=4.1.4
# bound next is refused while the decision is open; nothing changes.
bound next
# expect-error: 1 decision is still open this bound \(first: continued-advance, Cuir6, 4.1.4
status
# expect: ^STATUS ruleset=belle-alliance bound=1 phase=melee
advance Cuir6 no
bound
# expect: ^BOUND bound=1 phase=melee .* decisions=0
bound next
# Bound 2: the per-bound columns start afresh.
bound side=French
# expect: ^BOUND bound=2 phase=fire
# expect: ^BOUNDUNIT unit=Cuir6 .* fired=no attacked=no
