# alt: belle-alliance
# 3.1.1: artillery, 5 gunners = 2 + 2 + a short unit of 1 -> 3 UoF.
# 6pdr, range 20 = zone 1 (table 14: 0-25): table 7 zone1 +3 loss, +1 moral.
# 3.4.3: firer counts 5 x 5 = 25 against 30 target figures: 0.83, no
# numbers factor. dice 3,3,4 = 10.
# loss index 10 + 3 = 13 -> row 13-14: 1 per UoF x 3 = 3 figures.
# moral index 13 + 1 = 14 -> row 13-14: LD.
# T: 30 - 3 = 27 figures, LD; 3/30 = 10 %: valour unchanged.
unit add Bty side=Allied arm=artillery figures=5 guns=3 formation=unlimbered
unit add T side=French arm=infantry figures=30 formation=line
fire Bty at T range=20 dice=3,3,4
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 3 UoF; loss 10 + 3 = 13 -> 3; moral 10 + 1 = 14 -> LD; T 27, valour 0
# expect: ^FIRE firer=Bty target=T figures=5 uof=3 roll=10 .*loss_mod=3 loss_index=13 loss=3 moral_mod=1 moral_index=14 moral=LD
# expect: ^RESULT kind=fire target=T loss=3 moral=LD state=LD figures=27 raw=3 valour=0
