# Brigade fire in Grande Tactique: the shared path declares each
# battery of brigade AB as `fire UNIT at T` would, each with its own shot
# (SHOT and RESULT records); G3 faces away and is left out (Valid
# Targets: the 45 degree arc). Inches; facing 0 = north.
#   G1 (0,0)  G2 (3,0)  G3 (6,0) facing 180;  T (3,5) facing 180, 8" wide
ruleset grande-tactique
game sequence=free
unit add G1 side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0 brigade=AB
unit add G2 side=French arm=artillery figures=1 firing=yes x=3 y=0 facing=0 brigade=AB
unit add G3 side=French arm=artillery figures=1 firing=yes x=6 y=0 facing=180 brigade=AB
unit add T side=British arm=infantry figures=1 x=3 y=5 facing=180 width=8
# G1 rolls 6 against T's 5, no modifiers: 6 > 5, the firer wins (shot 1).
fire AB at T G1.dice=6 G1.tdice=5 G1.tmdice=4 G2.dice=2 G2.tdice=1 G2.tmdice=1
history
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^  brigade AB fires at T: 2 of 3 battalions declared \(G1,G2\); not eligible: G3
# expect: ^  declared: G1 fires at T \(shot 1; G1 rolls 6, T rolls 5
# expect: ^  not eligible: G3 may not fire at T: arc: .*\(Valid Targets\)
# expect: ^HIST n=7 .*command="fire AB at T G1.dice=6 G1.tdice=5 G1.tmdice=4 G2.dice=2 G2.tdice=1 G2.tmdice=1 battalions=G1,G2"
# 6 > 5: the firer wins shot 1
# expect: ^SHOT shot=1 firer=G1 target=T roll=6 mod=0 total=6 troll=5 tmod=0 ttotal=5 winner=firer
# expect: ^RESULT kind=fire shot=1 firer=G1 target=T
# expect: ^SHOT shot=2 firer=G2 target=T
# expect: ^RESULT kind=fire shot=2 firer=G2 target=T
