# alt: belle-alliance
# 3.1.1: 23 figures = 10 + 10 + a short unit of 3 -> 3 units of fire.
# Range 15 = musket zone 2 (table 13: 10-20): zone2 factor 0/0.
# Target 24 figures in line: 23/24 < 1.5, no numbers factor; no column
# effect (line, umpire default no). dice 4,4,4 = 12.
# loss index 12 + 0 = 12 -> table 12 row 12: 1 per UoF x 3 = 3 figures.
# moral index 12 + 0 = 12 -> row 12: no effect.
# T: 24 - 3 = 21 figures; 3/24 = 12.5 % < 20 %: valour stays 0 (T15).
unit add A side=Allied arm=infantry figures=23 formation=line
unit add T side=French arm=infantry figures=24 formation=line
fire A at T range=15 dice=4,4,4
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 3 UoF; loss 12 -> 3; moral 12 none; T 21, valour 0
# expect: ^FIRE firer=A target=T figures=23 uof=3 roll=12 .*loss_mod=0 loss_index=12 loss=3 moral_mod=0 moral_index=12 moral=-
# expect: ^RESULT kind=fire target=T loss=3 moral=- state=ok figures=21 raw=3 valour=0
