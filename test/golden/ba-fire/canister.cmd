# alt: belle-alliance
# 3.4.4 canister: with a load order this bound the battery may fire only
# at zone 1. Range 30 (6pdr zone 2): declared, not carried out. Next
# bound the load is gone. A new load order: range 20 (zone 1): canister
# +3 loss +1 moral with zone1 +3/+1.
# Bty 4 gunners (2 UoF; 20 vs 24: no numbers factor), dice 3,3,3 = 9:
# loss 9 + 3 + 3 = 15 -> 1.25 x 2 = 2.5 -> 3; moral 15 + 2 = 17 -> MD.
unit add Bty side=Allied arm=artillery figures=4 guns=2 formation=unlimbered canister=yes
unit add T side=French arm=infantry figures=24 formation=line
check fire Bty at T range=30
fire Bty at T range=30 dice=3,3,3
resolve
bound next
units
unit set Bty canister=yes
fire Bty at T range=20 dice=3,3,3
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# zone 2 with canister: not carried out; zone 1: loss 15 -> 2.5 -> 3, moral 17 -> MD
# expect: ^FIRE firer=Bty target=T .*carried=no rule=3.4.4
# expect: ^FIRE firer=Bty target=T figures=4 uof=2 roll=9 .*loss_mod=6 loss_index=15 loss=2.5 moral_mod=2 moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=T loss=3 moral=MD state=MD figures=21
