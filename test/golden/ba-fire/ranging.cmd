# alt: belle-alliance
# 3.4.1 ranging: artillery's first fire at a target in zone 2 or 3 takes
# the ranging factor (table 7: -3 loss, -1 moral). Firing at the same
# target the next bound: no ranging. Zone 1: never.
# Bty 6 gunners (3 UoF; 30 vs 24 = 1.25: no numbers factor), 6pdr, range
# 40 = zone 2 (25-50): zone2 0/0.
# Bound 1 dice 4,4,4 = 12: loss 12 - 3 = 9 -> 0.5 x 3 = 1.5 -> 2;
#   moral 9 - 1 = 8 -> none.
# Bound 2 dice 4,4,4 = 12: loss 12 -> 1.0 x 3 = 3; moral 12 -> none.
unit add Bty side=Allied arm=artillery figures=6 guns=3 formation=unlimbered
unit add T side=French arm=infantry figures=24 formation=line
fire Bty at T range=40 dice=4,4,4
resolve
bound next
fire Bty at T range=40 dice=4,4,4
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# bound 1: ranging, loss 9 -> 1.5 -> 2, moral 8 none; bound 2: loss 12 -> 3
# expect: ^FIRE firer=Bty target=T figures=6 uof=3 roll=12 .*loss_mod=-3 loss_index=9 loss=1.5 moral_mod=-1 moral_index=8 moral=-
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=22 raw=1.5
# expect: ^FIRE firer=Bty target=T figures=6 uof=3 roll=12 .*loss_mod=0 loss_index=12 loss=3 moral_mod=0 moral_index=12 moral=-
# expect: ^RESULT kind=fire target=T loss=3 moral=- state=ok figures=19
