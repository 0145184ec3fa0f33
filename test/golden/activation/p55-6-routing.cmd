ruleset activation
# 55.6: "A Routing/Broken unit is not permitted to fire, except in the
# turn that they were reduced to Routing/Broken status. However, a routing
# unit that is being rallied may return fire, if fired upon."
# The turn a unit routs is bookkeeping: `rout X` / `break X` record it
# (UNIT state_turn=N), and so does a state changed with unit set; a unit
# added already routing has no record and is taken as older
# (source=default).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180 activated=yes
# Exception 1: routed this turn - may still fire this turn.
rout A
units
check fire A at T
fire A at T roll=3
resolve
# Next turn: routing since turn 1, refused.
turn next
unit set A activated=yes
check fire A at T
fire A at T
# Exception 2: being rallied, it may return fire when fired upon - at the
# firer, as return fire (its activation notwithstanding).
unit set A rallying=yes
unit set T activated=yes
fire T at A roll=1
resolve
check fire A at T
fire A at T roll=4
resolve
# A broken unit has no such exception; nor one set by hand with no record.
turn next
unit add B side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 activated=yes state=broken
check fire B at T
unit set B state_turn=3
check fire B at T
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# routed this turn: fires; next turn: refused; rallied: returns fire; broken: refused
# expect: ^ELIGIBLE firer=A target=T value=yes as=activated
# expect: ^ELIGIBLE firer=A target=T value=no
# expect-error: ^error: line 21: A may not fire at T: A is routing since turn 1
# expect: ^ELIGIBLE firer=A target=T value=yes as=return
# expect: ^ELIGIBLE firer=B target=T value=no
# expect: ^ELIGIBLE firer=B target=T value=yes
