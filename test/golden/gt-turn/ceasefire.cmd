# Firing (seed 003), "Automatically ceasing to fire": "Any unit marked with
# a Firing marker automatically (and for free) has that Firing marker
# removed if, at the start of either side's Firing Phase, it no longer has
# a valid target." However the Firing Phase starts: `phase firing`, the
# first `fire`, `resolve`, or a turn where nobody fires (`turn next` passes
# through it). Otherwise a marker comes off only as a PIP-Phase action:
# "will have to be removed (at a cost of 1 PIP each)".
# Inches; facing 0 = north (+y ahead); x,y = centre of the front edge.
ruleset grande-tactique
# G (French artillery) has no enemy within 12" in its arc; H (British
# infantry) touches no enemy: neither has a valid target.
unit add G side=French arm=artillery figures=1 firing=yes command=D x=0 y=0 facing=0
unit add H side=British arm=infantry figures=1 firing=yes x=50 y=0 facing=180
# Turn 1, French: `phase firing` starts the Firing Phase; both markers
# come off for free (either side's markers, at the start of either side's
# Firing Phase).
phase firing
units
turn next
# Turn 2, British: J gets a marker and has no target; nobody fires this
# turn: `turn next` passes through the Firing Phase and takes it off.
unit add J side=British arm=artillery figures=1 x=100 y=0 facing=0
unit set J firing=yes
turn next
units side=British
# Turn 3, French: G's marker is put back by the umpire. `ceasefire French`
# only says it comes off for free at the next Firing Phase (no change);
# in the PIP Phase `ceasefire G` takes it off now for 1 PIP (as firing G
# off): division D rolls 2, pays 1, 1 left.
unit set G firing=yes
ceasefire French
units side=French
pips French dice=2
ceasefire G
units side=French
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# turn 1: G and H lose their markers for free at the start of the phase
# expect: ^CEASEFIRE unit=G result=removed reason="no valid target" .*auto=yes
# expect: ^CEASEFIRE unit=H result=removed reason="no valid target" .*auto=yes
# expect: ^UNIT name=G .*firing=no
# expect: ^UNIT name=H .*firing=no
# turn 2: nobody fires, J's marker still comes off
# expect: ^CEASEFIRE unit=J result=removed .*auto=yes
# expect: turn 3 begins
# expect: ^UNIT name=J .*firing=no
# turn 3: no change outside the Firing Phase start
# expect: ^CEASEFIRE unit=G result=comes-off-next-firing-phase
# expect: ^UNIT name=G .*firing=yes
# then 1 PIP: 2 - 1 = 1 left
# expect: ^PIP unit=G division=D action=firing_off cost=1 left=1
# expect: ^UNIT name=G .*firing=no
