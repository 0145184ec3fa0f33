# alt: belle-alliance
# 3.4.2 overhead fire: the artillery one hill level above the unit fired
# over; 10 from it, 10 beyond (20 beyond a friendly unit), no canister.
# Bty (level 1) over friendly F (level 0): 12 near, 15 far -> not carried
# out. Bty2 (level 1) over F: 12 near, 22 far -> fires: 6pdr range 34
# zone 2 with ranging: dice 5,5,5 = 15: loss 15 - 3 = 12 -> 1.0 x 2 = 2;
# moral 12 - 1 = 11 -> none. Infantry may not fire overhead.
unit add Bty side=Allied arm=artillery figures=4 guns=2 formation=unlimbered level=1
unit add Bty2 side=Allied arm=artillery figures=4 guns=2 formation=unlimbered level=1
unit add A side=Allied arm=infantry figures=20 formation=line
unit add F side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
check fire Bty at T range=27 over=F over_near=12 over_far=15
check fire A at T range=15 over=F over_near=12 over_far=15
fire Bty2 at T range=34 over=F over_near=12 over_far=22 dice=5,5,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# Bty: 15 far, not carried out; infantry: no overhead; Bty2: loss 12 -> 2, moral 11 none
# expect: ^ELIGIBLE firer=Bty target=T value=no
# expect: ^ELIGIBLE firer=A target=T value=no
# expect: ^FIRE firer=Bty2 target=T figures=4 uof=2 roll=15 .*loss_mod=-3 loss_index=12 loss=2 moral_mod=-1 moral_index=11 moral=-
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=18
