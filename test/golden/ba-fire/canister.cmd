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
