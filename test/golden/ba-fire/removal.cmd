# alt: belle-alliance
# 5.5.2: a unit other than artillery with fewer than 3 figures is removed.
# T 5 figures; A 30 (3 UoF) zone 1 (range 5): +2 loss +1 moral; 30/5 = 6
# -> numbers_double +2 moral. dice 4,4,4 = 12: loss 14 -> 1.0 x 3 = 3;
# moral 14 + 3 = 17 -> MD. T 5 - 3 = 2 < 3: removed. 3/5 = 60 %: 3 steps
# valour 0 -> -3. A removed unit may not be fired at.
unit add A side=Allied arm=infantry figures=30 formation=line
unit add T side=French arm=infantry figures=5 formation=line
fire A at T range=5 dice=4,4,4
resolve
units
bound next
fire A at T range=5 dice=4,4,4
