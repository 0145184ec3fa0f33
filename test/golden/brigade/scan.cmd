# scan BRIGADE: scan SIDE's lines for the brigade's units only
# (the same decisions as scan French), then how many may fire, which have
# no target now and which are left out because they fired this bound.
#
#   ===T1===            ===T2===                    Allied, y 20, facing 180
#   ===A1===  ===A2===  ===A3===  (B1, French, y 0, A3 faces 180)
#                                  ===C1===   (B2, French, x 80, y 0)
# A1 sees T1 straight ahead 20 cm (zone 2); A2 sees T1 and T2 at an
# angle; A3 faces away; C1 is of brigade B2 and not listed.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 width=12 depth=2 brigade=B1
unit add A3 side=French arm=infantry figures=24 formation=line x=40 y=0 facing=180 width=12 depth=2 brigade=B1
unit add C1 side=French arm=infantry figures=24 formation=line x=80 y=0 facing=0 width=12 depth=2 brigade=B2
unit add T1 side=Allied arm=infantry figures=24 formation=line x=0 y=20 facing=180 width=12 depth=2
unit add T2 side=Allied arm=infantry figures=24 formation=line x=40 y=20 facing=180 width=12 depth=2
unit add T3 side=Allied arm=infantry figures=24 formation=line x=80 y=20 facing=180 width=12 depth=2
scan French
scan B1
scan B2
# After A1 has fired (declared and resolved), scan leaves it out.
fire A1 at T1 dice=1,1,2
resolve
scan B1
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# scan B1: A1 and A2 only, C1's line is not shown; A3 has no target
# expect: ^SCAN firer=C1 target=T3
# expect: ^SCAN firer=A1 target=T1 range=20 zone=2
# expect: ^  scan B1: 2 of 3 battalions may fire
# expect: ^  no target now: A3$
# expect: ^SCAN firer=C1 target=T3 range=20 zone=2
# expect: ^  scan B2: 1 of 1 battalion may fire \(1 SCAN line\)
# after A1 fired: left out
# expect: ^  scan B1: 1 of 3 battalions may fire
# expect: ^  left out, fired this bound: A1$
