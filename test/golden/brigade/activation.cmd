# Brigade fire under activation (54): each activated battalion
# of brigade X fires as `fire UNIT at T` would; A3 faces away (54: no part
# of T within 45 degrees either side of straight ahead) and is left out.
#   A1 (-20,0)  A2 (0,0)  A3 (20,0) facing 180;  T (0,20) facing 180
# A1: range 23.3 cm is long range, hit on 5 (as test/golden/activation/
# common-target.cmd); it rolls 6: a hit. A2: 20 cm is effective range,
# hit on 4; it rolls 5: a hit, 1 stamina.
ruleset activation
unit add A1 side=French arm=infantry figures=24 formation=line x=-20 y=0 facing=0 activated=yes brigade=X
unit add A2 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes brigade=X
unit add A3 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=180 activated=yes brigade=X
unit add T side=British arm=infantry figures=10 formation=line x=0 y=20 facing=180
fire X at T A1.roll=6 A2.roll=5
resolve
# scan is not part of activation: refused as scan SIDE is.
scan X
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^  brigade X fires at T: 2 of 3 battalions declared \(A1,A2\); not eligible: A3
# expect: ^  not eligible: A3 may not fire at T: arc: .*\(54\)
# long range, hit on 5, roll 6: hit
# expect: ^FIRE firer=A1 target=T .*band=long hit_on=5 roll=6 .*hit=yes
# effective range, hit on 4, roll 5: hit
# expect: ^FIRE firer=A2 target=T .*range=20 band=effective hit_on=4 roll=5 .*hit=yes
# expect-error: scan is not part of the activation ruleset
