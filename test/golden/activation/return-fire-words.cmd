ruleset activation
# 54: "A defending artillery or infantry unit being fired upon, is
# permitted to fire back at the unit that fired at it (no other target may
# be chosen) in the same turn without being activated. However, the
# defending unit is only permitted to fire back if it is facing the enemy
# that is firing at it." The result of a fire on such a unit says so -
# not "it may fire when activated" (D is not activated).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add D side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
fire A at D roll=1
resolve
# D answers; fired on again later in the turn it has fired ("The defending
# unit may only fire once per turn"): the result says it does not fire back.
fire D at A roll=1
resolve
unit add B side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 activated=yes
fire B at D roll=1
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# D fired on by A, not activated, infantry in good order: it may return fire at A
# expect: ^  D was fired on by A: it may return fire at A this turn without being activated, if it faces A
# expect: ^FIRE firer=D target=A as=return
# D has fired this turn: no second fire
# expect: ^  D has fired this turn: it does not fire back at B \(54: once a turn\)
