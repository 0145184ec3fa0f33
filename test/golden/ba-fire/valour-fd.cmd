# alt: belle-alliance
# 5.5.2 / table 15: valour falls by 1 per 20 % of the original figures
# lost; below -5 the unit goes into FD at once, valour set to -5.
# T: 20 figures, valour -5. A 30 figures (3 UoF), zone 2; 30/20 = 1.5 ->
# numbers_more +1 moral. dice 5,5,5 = 15: loss 15 -> 1.25 x 3 = 3.75 -> 4.
# moral 15 + 1 = 16 -> LD. 4/20 = 20 %: one step: -5 -> -6 < -5: FD,
# valour -5.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T side=French arm=infantry figures=20 formation=line valour=-5
fire A at T range=15 dice=5,5,5
resolve
explain
units
