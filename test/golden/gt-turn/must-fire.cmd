# Firing procedure (seed 003): "Everybody in a state of Firing must fire if
# they have a target." A marked unit of the moving side with a valid target
# owes its fire on every way out of the Firing Phase - `phase charge`,
# `resolve` (which would end the phase) and `turn next` - and `bound` lists
# it as an open decision.
# Inches; facing 0 = north (+y ahead); x,y = centre of the front edge.
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 firing=yes command=D x=0 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=0 y=0 facing=180
unit add C side=French arm=cavalry figures=1 command=D x=10 y=0 facing=0
unit add V side=British arm=infantry figures=1 x=10 y=0 facing=180
pips French dice=3
charge C vs V roll=6 droll=6
# A (infantry, Firing marker) is in base contact with T, T in its arc:
# a valid target (Valid Targets), so A must fire.
bound
phase charge
resolve
turn next
# A fires: 3 vs 3, a tie, no effect (Firing procedure: "Ties have no
# effect"); then the phase may end and the turn pass.
fire A at T roll=3 troll=3 tmroll=6 mroll=6
resolve
bound
turn next
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A owes its fire: an open decision
# expect: ^BOUND .*decisions=1
# expect: ^DECISION kind=must-fire unit=A rule=Firing .*answer="fire A at T"
# the tie: no effect
# expect: ^SHOT shot=1 firer=A target=T roll=3 mod=0 total=3 troll=3 tmod=0 ttotal=3 winner=tie
# expect: ^BOUND .*decisions=0
# expect: turn 2 begins
# expect-error: ^error: line 17: A has a Firing marker and a valid target, T: everybody in a state of Firing must fire
# expect-error: ^error: line 18: A has a Firing marker and a valid target, T: everybody in a state of Firing must fire
# expect-error: ^error: line 19: 1 decision is still open this turn \(first: must-fire, A
