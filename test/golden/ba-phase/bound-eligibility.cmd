# `bound` and `scan` use the firer checks of `fire` that need no target
# (ba_firer_barred): a unit refused by `fire` is never listed as able to
# fire. 3.1.6: a neighbour unit "will not carry out their individual
# fire" (N, neighbour of A this bound); 5.5.3: a unit without supplies
# may not fire (S; setting fire_without_supplies=no). Before: N and S
# may fire at T (1 each); after A fires with N as neighbour: 0.
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0
unit add N side=Allied arm=infantry figures=20 formation=line x=25 y=0 facing=0
unit add S side=Allied arm=infantry figures=20 formation=line x=50 y=0 facing=0 supplies=no
unit add T side=French arm=infantry figures=60 formation=line x=25 y=15 facing=180
bound side=Allied
fire A at T neighbour=N dice=3,3,3
resolve
bound
scan Allied
fire N at T dice=3,3,3
fire S at T dice=3,3,3
# ---- results
# expect: ^BOUNDUNIT unit=N side=Allied state=ok may_fire=1
# expect: ^BOUNDUNIT unit=S side=Allied state=ok may_fire=0
# expect: ^BOUNDUNIT unit=N side=Allied state=ok may_fire=0
# expect: ^BOUNDUNIT unit=S side=Allied state=ok may_fire=0
# expect: ^  2 may not fire for another reason: without supplies \(5.5.3\), a neighbour unit this bound \(3.1.6\)
# expect-error: N may not fire at T: N has already fired this bound \(1.1.1\)
# expect-error: S may not fire at T: S is without supplies and may not fire \(5.5.3\)
