ruleset activation
# 54: "When a player nominates two or more ... units to fire at the same
# target and the target is destroyed before all the other units have
# fired, then the remaining unfired units will count as a miss and the
# player may not nominate a new target."
# T has 1 figure; A1's hit (roll 6; 23.3 cm is long range, hit on 5)
# destroys it; A2 and A3
# count as misses (FIRE miss=common-target, RESULT rule=54).
unit add A1 side=French arm=infantry figures=24 formation=line x=-20 y=0 facing=0 activated=yes
unit add A2 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add A3 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=1 formation=line x=0 y=20 facing=180
unit add U side=British arm=infantry figures=24 formation=line x=40 y=20 facing=180
fire A1 at T roll=6
fire A2 at T roll=6
fire A3 at T roll=6
odds
resolve
explain
units
# A2 may not nominate a new target: it counts as having fired (once, 54,
# the reason says why), and T is gone (target, 54).
check fire A2 at U
check fire U at T
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 23.3 cm is long range, hit on 5: A1's 6 hits and destroys T; A2, A3 miss
# expect: ^FIRE firer=A1 target=T .*range=23.32 band=long hit_on=5 roll=6 .*hit=yes
# expect: ^RESULT kind=fire firer=A1 target=T .*moral=destroyed .*figures=0
# expect: ^FIRE firer=A2 target=T .*hit=no miss=common-target
# expect: ^RESULT kind=fire firer=A2 target=T .*rule=54
# expect: ^FIRE firer=A3 target=T .*hit=no miss=common-target
# A2 counts as having fired; T is gone
# expect: ^ELIGIBLE firer=A2 target=U value=no
# expect: ^ELIGIBLE firer=U target=T value=no
